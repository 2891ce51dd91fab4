"""The digitizer's catalogue: complete in Portuguese, compiled, loaded, and
the dock reads in Portuguese."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from hexstudio.app.i18n import i18n_dir

TS = i18n_dir() / "hexstudio_digitize_pt_BR.ts"
SOURCES = sorted((Path(__file__).resolve().parent.parent / "hexstudio" / "digitize").glob("*.py"))
PLACEHOLDER = re.compile(r"%\d|%n")


def messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(c.findtext("name") or "", m.findtext("source") or "", m) for c in root.iter("context") for m in c.iter("message")]


def test_every_digitizer_string_is_translated_with_its_placeholders() -> None:
    found = messages(TS)
    assert len(found) > 50
    for ctx, source, msg in found:
        tr = msg.find("translation")
        assert tr is not None and tr.get("type") is None, (ctx, source)
        forms = [f.text or "" for f in tr.iter("numerusform")] if msg.get("numerus") == "yes" else [tr.text or ""]
        assert forms and all(f.strip() for f in forms), (ctx, source)
        for f in forms:
            assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(f)), (ctx, source, f)


def test_compiled_catalogues_match() -> None:
    for lang in ("pt_BR", "en"):
        ts = i18n_dir() / f"hexstudio_digitize_{lang}.ts"
        t = QTranslator()
        assert t.load(str(ts.with_suffix(".qm")))
        for ctx, source, msg in messages(ts):
            tr = msg.find("translation")
            if msg.get("numerus") == "yes":
                forms = [f.text for f in tr.iter("numerusform")]
                assert t.translate(ctx, source, None, 1) == forms[0], (ctx, source)
            elif lang == "pt_BR":
                assert t.translate(ctx, source) == tr.text, (ctx, source)


def test_every_string_in_the_digitizer_is_catalogued(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed beside this Python")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), *map(str, SOURCES), "-ts", str(fresh)], check=True, capture_output=True)
    in_code = {(c, s) for c, s, _ in messages(fresh)}
    assert in_code - {(c, s) for c, s, _ in messages(TS)} == set(), "run: python -m hexstudio.digitize.i18n, then translate"


def test_the_dock_speaks_portuguese_and_english_plurals(qapp) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.app.i18n import install_translators
    from hexstudio.digitize.dock import DigitizerPanel

    t = install_translators(qapp, "pt_BR")
    try:
        assert not t.missing, t.missing
        panel = DigitizerPanel()
        assert panel.suggest.text() == "Sugerir a partir do Scan"
        assert panel.accept.text() == "Aceitar (A)"
        assert QCoreApplication.translate("Digitizer", "%n hex(es) suggested.", "", 2) == "2 hexágonos sugeridos."
    finally:
        t.remove()
        QLocale.setDefault(QLocale("en"))
    t = install_translators(qapp, "en")
    try:
        panel = DigitizerPanel()
        assert panel.suggest.text() == "Suggest from Scan"
    finally:
        t.remove()
