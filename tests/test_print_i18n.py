"""The print-and-play catalogue: complete in Portuguese, compiled, English plurals, used by the PDF."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from hexstudio.app.i18n import i18n_dir, install_translators
from hexstudio.printing.i18n import printing_sources

TS = i18n_dir() / "hexstudio_printing_pt_BR.ts"
EN_TS = i18n_dir() / "hexstudio_printing_en.ts"
PLACEHOLDER = re.compile(r"%\d|%n|\{\w+\}")


def messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [
        (c.findtext("name") or "", m.findtext("source") or "", m)
        for c in root.iter("context")
        for m in c.iter("message")
    ]


def test_every_printing_string_is_translated_with_its_placeholders() -> None:
    found = messages(TS)
    assert len(found) > 150
    for ctx, source, msg in found:
        tr = msg.find("translation")
        assert tr is not None and tr.get("type") is None, (ctx, source)
        texts = [f.text or "" for f in tr.iter("numerusform")] if msg.get("numerus") == "yes" else [tr.text or ""]
        for text in texts:
            assert text.strip(), (ctx, source)
            assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(text)), (ctx, source)


def test_compiled_catalogues_match() -> None:
    for ts in (TS, EN_TS):
        t = QTranslator()
        assert t.load(str(ts.with_suffix(".qm")))
        for ctx, source, msg in messages(ts):
            tr = msg.find("translation")
            if msg.get("numerus") == "yes":
                forms = [f.text for f in tr.iter("numerusform")]
                assert t.translate(ctx, source, None, 1) == forms[0], (ctx, source)
                assert t.translate(ctx, source, None, 5) == forms[1], (ctx, source)
            else:
                assert t.translate(ctx, source) == tr.text, (ctx, source)


def test_every_string_in_the_printing_code_is_catalogued(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed beside this Python")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), *map(str, printing_sources()), "-ts", str(fresh)], check=True, capture_output=True)
    in_code = {(c, s) for c, s, _ in messages(fresh)}
    assert all(c for c, _ in in_code), "a translate() call lupdate filed under no context"
    assert in_code - {(c, s) for c, s, _ in messages(TS)} == set(), (
        "run: python -m hexstudio.printing.i18n, then translate"
    )


def test_the_app_installs_the_printing_catalogue(qapp) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.printing.texts import marker_kind

    t = install_translators(qapp, "pt_BR")
    try:
        assert not t.missing, t.missing
        assert marker_kind("control") == "Controle"
    finally:
        t.remove()
    t = install_translators(qapp, "en")
    try:
        from hexstudio.printing.dialog import PrintDialog

        assert PrintDialog.tr("%n page(s) in all.", "", 1) == "1 page in all."
        assert PrintDialog.tr("%n page(s) in all.", "", 23) == "23 pages in all."
    finally:
        t.remove()
