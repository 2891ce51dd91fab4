"""Translations: every string has Portuguese, the compiled .qm matches the .ts, menus change language."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator

from hexstudio.app.dialogs import ScenarioInfo
from hexstudio.app.i18n import i18n_dir, install_translators, resolve_language
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings

APP_SOURCES = sorted((Path(__file__).resolve().parent.parent / "hexstudio" / "app").glob("*.py"))


def messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [
        (ctx.findtext("name") or "", msg.findtext("source") or "", msg)
        for ctx in root.iter("context")
        for msg in ctx.iter("message")
    ]


PT_TS = i18n_dir() / "hexstudio_pt_BR.ts"


def test_every_string_has_a_portuguese_translation() -> None:
    found = messages(PT_TS)
    assert len(found) > 80
    for ctx, source, msg in found:
        tr = msg.find("translation")
        assert tr is not None and tr.get("type") not in ("unfinished", "obsolete", "vanished"), (ctx, source)
        if msg.get("numerus") == "yes":
            forms = [f.text or "" for f in tr.iter("numerusform")]
            assert len(forms) == 2 and all(f.strip() for f in forms), (ctx, source)
            assert all("%n" in f for f in forms), (ctx, source)
        else:
            assert (tr.text or "").strip(), (ctx, source)
            # Placeholders survive translation.
            for ph in ("%1", "%2"):
                assert (ph in source) == (ph in tr.text), (ctx, source)


def test_compiled_catalogue_matches_the_ts() -> None:
    t = QTranslator()
    assert t.load(str(i18n_dir() / "hexstudio_pt_BR.qm"))
    for ctx, source, msg in messages(PT_TS):
        tr = msg.find("translation")
        if msg.get("numerus") == "yes":
            forms = [f.text for f in tr.iter("numerusform")]
            assert t.translate(ctx, source, None, 1) == forms[0], (ctx, source)
            assert t.translate(ctx, source, None, 5) == forms[1], (ctx, source)
        else:
            assert t.translate(ctx, source) == tr.text, (ctx, source)


def test_every_string_in_the_code_is_in_the_catalogue(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed beside this Python")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), *map(str, APP_SOURCES), "-ts", str(fresh)], check=True, capture_output=True)
    in_code = {(c, s) for c, s, _ in messages(fresh)}
    in_catalogue = {(c, s) for c, s, _ in messages(PT_TS)}
    assert in_code - in_catalogue == set(), "run: python -m hexstudio.app.i18n, then translate"


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("pt_BR", "pt_BR"), ("pt_PT", "pt_BR"), ("en_US", "en"), ("de_DE", "en")],
)
def test_system_language(locale: str, expected: str) -> None:
    assert resolve_language("system", QLocale(locale)) == expected
    assert resolve_language("en", QLocale("pt_BR")) == "en"


def test_english_plurals(qapp) -> None:  # type: ignore[no-untyped-def]
    t = install_translators(qapp, "en")
    try:
        assert ScenarioInfo().units(1) == "1 unit"
        assert ScenarioInfo().units(25) == "25 units"
    finally:
        t.remove()


def test_portuguese_menus_and_qt_dialogs(qtbot, qapp, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path))
    t = install_translators(qapp, "pt_BR")
    try:
        assert t.language == "pt_BR"
        assert not any("hexstudio_pt_BR" in m for m in t.missing)
        w = MainWindow(Settings(), t.language)
        qtbot.addWidget(w)
        titles = [a.text() for a in w.menuBar().actions()]
        assert titles == ["&Arquivo", "&Editar", "E&xibir", "&Modo", "Aj&uda"]
        assert w._open_action.text() == "&Abrir…"
        assert w.start_screen.open_button.text() == "Abrir arquivo de cenário…"
        assert ScenarioInfo().units(2) == "2 unidades"
        w.show()  # the battles are described when the start screen is first shown
        qtbot.waitUntil(lambda: w.start_screen.bundled_list.count() > 0)
        shown = w.start_screen.bundled_list
        assert any("Tutorial: A Travessia do Rio Serra" in shown.item(i).text() for i in range(shown.count()))
    finally:
        t.remove()
    assert ScenarioInfo().units(2) != "2 unidades"
