"""The rules engine's sentences in the interface language.

The headless engine writes its reasons, prompts and shift explanations in
English as ``Msg`` strings (``hexstudio.engine.text.msg``) that remember their
template. ``tr_engine`` looks the template up under the translation context
"engine" and fills in the parameters, translating those that are ``Msg`` too;
a plain string (or a template the catalogue lacks) comes back as it is.

lupdate cannot see ``msg("...")`` calls, so the catalogue is built here by
reading the engine's source with ``ast``. After adding or changing sentences
in the engine::

    python -m hexstudio.app.engine_text --update

rewrites ``resources/i18n/hexstudio_engine_pt_BR.ts`` (translations of
templates that are still used are kept; new ones come in unfinished) and
compiles it to the ``.qm`` that ``install_translators`` loads.
"""

from __future__ import annotations

import argparse
import ast
import os
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from hexstudio.app.i18n import compile_ts, i18n_dir, save_ts
from hexstudio.scenario.model import text_in
from hexstudio.text import Local, Msg

CONTEXT = "engine"
CATALOGUE = "hexstudio_engine"
LANGUAGES = ("pt_BR",)
# A catalogue entry whose translation is the catalogue's own language code:
# scenario texts the engine quotes (``Local``) are picked in the language the
# sentence around them was translated into, never from a separate setting
# that could disagree with it (an English sentence naming "Aliado").
LANGUAGE_MARK = "@language"


def tr_engine(text: str) -> str:
    """``text`` in the interface language if it is an engine ``Msg``, else unchanged.

    A scenario text the engine quoted (``Local``: a terrain or class name)
    comes out in the language the scenario gives for the current locale.
    """
    if isinstance(text, Local):
        return text_in(text.texts, catalogue_language())
    if not isinstance(text, Msg):
        return text
    params = {k: tr_engine(v) if isinstance(v, str) else v for k, v in text.params.items()}
    translated = QCoreApplication.translate(CONTEXT, text.template)
    try:
        return translated.format(**params)
    except (KeyError, IndexError, ValueError):
        # A translation with a mistyped placeholder must not lose the sentence.
        return text.template.format(**params)


def error_text(error: BaseException) -> str:
    """An exception's message in the interface language (an edit refused, a
    calibration that cannot fit): its ``Msg`` translated, else its text."""
    if error.args and isinstance(error.args[0], str):
        return tr_engine(error.args[0])
    return str(error)


def catalogue_language() -> str:
    """The language the installed engine catalogue speaks ("en" when none is installed)."""
    lang = QCoreApplication.translate(CONTEXT, LANGUAGE_MARK)
    return "en" if lang == LANGUAGE_MARK or not lang else lang


# --------------------------------------------------------------------------- extraction


@dataclass(frozen=True)
class Found:
    """One ``msg("template", ...)`` call in the engine's source."""

    template: str
    path: Path
    line: int


def engine_root() -> Path:
    return Path(__file__).resolve().parent.parent / "engine"


def source_roots() -> list[Path]:
    """Where ``msg`` sentences live: the engine, the scenario checks, the hex grid's labels and the scan calibration."""
    pkg = engine_root().parent
    return [engine_root(), pkg / "scenario", pkg / "hexgrid.py", pkg / "calibration.py"]


def find_templates(root: Path | None = None) -> list[Found]:
    """Every literal template passed to ``msg`` under ``root`` (default: the engine
    and the scenario package), in file order."""
    roots = [root] if root else source_roots()
    out: list[Found] = []
    for path in sorted(p for r in roots for p in (r.rglob("*.py") if r.is_dir() else [r])):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "msg"
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                out.append(Found(node.args[0].value, path, node.lineno))
    out.sort(key=lambda f: (str(f.path), f.line))
    return out


def read_translations(ts: Path) -> dict[str, str]:
    """Template -> translation of the "engine" context of an existing .ts file."""
    if not ts.exists():
        return {}
    out: dict[str, str] = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        if ctx.findtext("name") != CONTEXT:
            continue
        for m in ctx.iter("message"):
            src = m.findtext("source")
            tr = m.findtext("translation") or ""
            if src is not None:
                out[src] = tr
    return out


def _unique(found: Iterable[Found]) -> Iterator[tuple[str, list[Found]]]:
    by: dict[str, list[Found]] = {}
    for f in found:
        by.setdefault(f.template, []).append(f)
    yield from by.items()


def write_ts(ts: Path, language: str, found: list[Found], translations: dict[str, str]) -> tuple[int, int]:
    """Write the catalogue; returns (templates, untranslated)."""
    root = ET.Element("TS", {"version": "2.1", "language": language, "sourcelanguage": "en"})
    ctx = ET.SubElement(root, "context")
    ET.SubElement(ctx, "name").text = CONTEXT
    missing = 0
    count = 0
    base = ts.resolve().parent
    for template, where in _unique(found):
        count += 1
        m = ET.SubElement(ctx, "message")
        for f in where:
            rel = Path(os.path.relpath(f.path.resolve(), base))
            ET.SubElement(m, "location", {"filename": rel.as_posix(), "line": str(f.line)})
        ET.SubElement(m, "source").text = template
        tr = language if template == LANGUAGE_MARK else translations.get(template, "")
        t = ET.SubElement(m, "translation")
        if tr:
            t.text = tr
        else:
            t.set("type", "unfinished")
            missing += 1
    save_ts(ts, root)
    return count, missing


def update_catalogue(compile_qm: bool = True) -> list[str]:
    """Re-extract the engine's templates into every language's .ts, then compile."""
    found = [Found(LANGUAGE_MARK, Path(__file__).resolve(), 1), *find_templates()]
    report = []
    for lang in LANGUAGES:
        ts = i18n_dir() / f"{CATALOGUE}_{lang}.ts"
        count, missing = write_ts(ts, lang, found, read_translations(ts))
        report.append(f"{ts.name}: {count} sentences, {missing} untranslated")
        if compile_qm:
            compile_ts(ts, "-silent")
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hexstudio.app.engine_text", description=__doc__.split("\n\n")[0])
    ap.add_argument("--update", action="store_true", help="re-extract the engine's sentences and compile the catalogue")
    args: Any = ap.parse_args(argv)
    if not args.update:
        ap.print_help()
        return 2
    for line in update_catalogue():
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
