"""The headless core never imports Qt: hex grid, scenario model, rules engine.

Two checks: a static scan of every import statement in the core's modules,
and importing all of them in a fresh interpreter and looking at sys.modules.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "hexstudio"
QT_ROOTS = {"PySide6", "PyQt5", "PyQt6", "PySide2", "shiboken6", "qtpy"}
QT_PACKAGES = {"board", "app", "editor", "play", "printing", "digitize"}


def core_modules() -> list[Path]:
    out = []
    for f in sorted(PACKAGE.rglob("*.py")):
        rel = f.relative_to(PACKAGE)
        # cli.py is the application's entry point: it opens the GUI and the
        # renderer lazily, inside the commands that need them.
        if rel.parts[0] in QT_PACKAGES or rel.name in ("__main__.py", "cli.py"):
            continue
        out.append(f)
    return out


def module_name(f: Path) -> str:
    rel = f.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def test_core_modules_have_no_qt_import_statement() -> None:
    offenders = []
    for f in core_modules():
        tree = ast.parse(f.read_text(encoding="utf-8"), str(f))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for n in names:
                root = n.split(".")[0]
                if root in QT_ROOTS or (root == "hexstudio" and len(n.split(".")) > 1 and n.split(".")[1] in QT_PACKAGES):
                    offenders.append(f"{f.relative_to(PACKAGE.parent)}:{node.lineno}: {n}")
    assert not offenders, "Qt reached the headless core:\n" + "\n".join(offenders)


def test_importing_the_whole_core_loads_no_qt() -> None:
    mods = [module_name(f) for f in core_modules()]
    code = (
        "import importlib, sys\n"
        f"for m in {mods!r}:\n"
        "    importlib.import_module(m)\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {sorted(QT_ROOTS)!r})\n"
        "print(','.join(bad))\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "", f"Qt modules loaded by the core: {r.stdout.strip()}"
    assert len(mods) >= 8
    # The scan analysis is part of the headless core.
    assert {"hexstudio.scan.features", "hexstudio.scan.classify", "hexstudio.scan.suggest", "hexstudio.scan.review"} <= set(mods)


def test_the_computer_player_is_headless_and_the_engine_never_imports_it() -> None:
    mods = [module_name(f) for f in core_modules()]
    assert "hexstudio.ai" in mods and "hexstudio.ai.movement" in mods
    offenders = []
    for f in sorted((PACKAGE / "engine").rglob("*.py")):
        tree = ast.parse(f.read_text(encoding="utf-8"), str(f))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("hexstudio.ai"):
                offenders.append(f"{f.relative_to(PACKAGE.parent)}:{node.lineno}")
            if isinstance(node, ast.Import) and any(a.name.startswith("hexstudio.ai") for a in node.names):
                offenders.append(f"{f.relative_to(PACKAGE.parent)}:{node.lineno}")
    assert not offenders, "the engine imports the computer player: " + ", ".join(offenders)
