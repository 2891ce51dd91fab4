"""The start's work before Qt (``hexstudio.app.beforeqt``): what it imports, and the
scenario validator it builds early being the one pydantic builds lazily.

Each check runs in a fresh interpreter: import order and a model's validator are
process-wide state.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from hexstudio.paths import scenarios_dir

TUTORIAL = scenarios_dir() / "tutorial.json"

# ``hexstudio FILE`` up to the board's first paint; prints the modules imported after
# PySide6 whose source does not mention PySide6 (they could have come before it).
_ORDER_PROBE = r"""
import importlib.util, json, os, sys

seen = {}


class Watch:
    def find_spec(self, name, path, target=None):
        if name == "PySide6.QtCore" and "before" not in seen:
            seen["before"] = set(sys.modules)
        if name == "hexstudio.app.main" and "main" not in seen:
            seen["main"] = True
            spec = importlib.util.find_spec(name)
            run = spec.loader.exec_module

            def exec_module(module):
                run(module)
                opened = module.open_start_file

                def watched(window, settings, argv):
                    opened(window, settings, argv)
                    from PySide6.QtCore import QEvent, QObject

                    class Painted(QObject):
                        def eventFilter(self, obj, event):
                            if event.type() == QEvent.Type.Paint:
                                finish()
                            return False

                    seen["filter"] = Painted(window)
                    window.board_view.viewport().installEventFilter(seen["filter"])

                module.open_start_file = watched

            spec.loader.exec_module = exec_module
            return spec
        return None


def finish():
    late = []
    for name in sorted(set(sys.modules) - seen["before"]):
        origin = getattr(getattr(sys.modules[name], "__spec__", None), "origin", None) or ""
        if origin.endswith(".py"):
            with open(origin, encoding="utf-8", errors="replace") as f:
                if "PySide6" not in f.read():
                    late.append(name)
    print(json.dumps(late), flush=True)
    os._exit(0)


sys.meta_path.insert(0, Watch())
from hexstudio.cli import main

main([sys.argv[1]])
"""


def _run(code: str, *args: str, tmp_path: Path | None = None) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if tmp_path is not None:
        for name in ("CONFIG", "DATA", "CACHE"):
            env[f"HEXSTUDIO_{name}_DIR"] = str(tmp_path / name.lower())
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()


def test_a_start_on_a_file_imports_nothing_qt_free_after_qt(tmp_path: Path) -> None:
    late = json.loads(_run(_ORDER_PROBE, str(TUTORIAL), tmp_path=tmp_path)[-1])
    assert late == []


# The validator's core schema, with what differs between processes left out: the
# addresses of the functions in it and the ids in its references' names.
_SCHEMA = r"""
import json, re, sys
from hexstudio.scenario.io import build_validator, load_scenario
from hexstudio.scenario.model import Scenario

if sys.argv[1] == "early":
    build_validator()
    print(Scenario.__pydantic_complete__)
scenario = load_scenario(sys.argv[2])
print(re.sub(r"(?<=\w):\d+'", "'", re.sub(r" at 0x[0-9a-f]+", "", repr(Scenario.__pydantic_core_schema__))))
print(json.dumps(scenario.model_dump(mode="json")))
"""


def test_the_validator_built_early_is_the_one_built_on_the_first_read() -> None:
    early = _run(_SCHEMA, "early", str(TUTORIAL))
    lazy = _run(_SCHEMA, "lazy", str(TUTORIAL))
    assert early[0] == "True"
    assert early[1:] == lazy
    assert re.search(r"'type': 'model'", lazy[0])


def test_without_a_file_the_validator_is_left_for_the_first_read() -> None:
    code = (
        "import sys\n"
        "from hexstudio.app.beforeqt import QT_FREE, prepare\n"
        "from hexstudio.scenario.model import Scenario\n"
        "prepare(file_given=False)\n"
        "print(Scenario.__pydantic_complete__, all(n in sys.modules for n in QT_FREE), 'PySide6.QtCore' in sys.modules)\n"
        "prepare(file_given=True)\n"
        "print(Scenario.__pydantic_complete__, 'PySide6.QtCore' in sys.modules)\n"
    )
    assert _run(code) == ["False True False", "True False"]
