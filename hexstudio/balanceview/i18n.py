"""The balance test's catalogue: resources/i18n/hexstudio_balance_<lang>.ts/.qm.

The report's sentences (context "BalanceReport") and the dialog's ("BalanceTest")
are written as ``QCoreApplication.translate("Context", "text")`` in this package;
``hexstudio.app.i18n.install_translators`` loads the compiled catalogue with the
others. The report builds its HTML in f-strings, where lupdate does not look, so
the strings are found here with ``ast`` (which parses inside f-strings too).
To refresh the catalogue after adding strings (existing translations are kept;
new ones come in unfinished, gone ones are dropped)::

    python -m hexstudio.balanceview.i18n
"""

from __future__ import annotations

import ast
import os
import xml.etree.ElementTree as ET
from pathlib import Path

from hexstudio.app.i18n import compile_ts, i18n_dir, save_ts

CATALOGUE = "hexstudio_balance"
LANGUAGES = ("pt_BR",)


def sources() -> list[Path]:
    return sorted(Path(__file__).resolve().parent.glob("*.py"))


def find_strings(paths: list[Path] | None = None) -> dict[str, dict[str, list[tuple[Path, int]]]]:
    """context -> source text -> where, for every literal ``QCoreApplication.translate`` call."""
    out: dict[str, dict[str, list[tuple[Path, int]]]] = {}
    for path in paths or sources():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "translate"
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "QCoreApplication"):
                continue
            if len(node.args) < 2 or not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:2]):
                continue
            ctx, text = node.args[0].value, node.args[1].value  # type: ignore[attr-defined]
            out.setdefault(ctx, {}).setdefault(text, []).append((path, node.lineno))
    return out


def read_translations(ts: Path) -> dict[tuple[str, str], str]:
    if not ts.exists():
        return {}
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            src = m.findtext("source")
            if src is not None:
                out[(name, src)] = m.findtext("translation") or ""
    return out


def write_ts(ts: Path, language: str, found: dict[str, dict[str, list[tuple[Path, int]]]],
             translations: dict[tuple[str, str], str]) -> tuple[int, int]:
    root = ET.Element("TS", {"version": "2.1", "language": language, "sourcelanguage": "en"})
    count = missing = 0
    base = ts.resolve().parent
    for ctx_name in sorted(found):
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = ctx_name
        for text, where in found[ctx_name].items():
            count += 1
            m = ET.SubElement(ctx, "message")
            for path, line in where:
                rel = Path(os.path.relpath(path.resolve(), base))
                ET.SubElement(m, "location", {"filename": rel.as_posix(), "line": str(line)})
            ET.SubElement(m, "source").text = text
            t = ET.SubElement(m, "translation")
            tr = translations.get((ctx_name, text), "")
            if tr:
                t.text = tr
            else:
                t.set("type", "unfinished")
                missing += 1
    save_ts(ts, root)
    return count, missing


def update_catalogue(compile_qm: bool = True) -> list[str]:
    found = find_strings()
    report = []
    for lang in LANGUAGES:
        ts = i18n_dir() / f"{CATALOGUE}_{lang}.ts"
        count, missing = write_ts(ts, lang, found, read_translations(ts))
        report.append(f"{ts.name}: {count} sentences, {missing} untranslated")
        if compile_qm:
            compile_ts(ts, "-silent")
    return report


if __name__ == "__main__":
    for line in update_catalogue():
        print(line)
