"""Reconstructed values made visible (issue 12): the "about this battle's data" page, reachable
from the start screen and Scenario information, in both languages, and the view toggle
that marks reconstructed counters on the board."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from hexstudio.app.aboutdata import AboutDataDialog, about_data_html
from hexstudio.app.dialogs import ScenarioInfoDialog
from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.app.startscreen import PATH_ROLE, StartScreen
from hexstudio.board.counters import counter_info, paint_counter
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.model import Provenance

ROOT = scenarios_dir()


@pytest.fixture
def english(qapp):  # type: ignore[no-untyped-def]
    t = install_translators(qapp, "en")
    yield t
    t.remove()


@pytest.fixture
def portuguese(qapp):  # type: ignore[no-untyped-def]
    t = install_translators(qapp, "pt_BR")
    yield t
    t.remove()


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    for name in ("tutorial.json", "reichswald.json"):
        shutil.copy(ROOT / name, bundled / name)
    monkeypatch.setenv("HEXSTUDIO_SCENARIOS", str(bundled))
    return Settings()


def test_the_page_says_what_is_from_the_book_and_what_is_reconstructed(english) -> None:  # type: ignore[no-untyped-def]
    s = load_scenario(ROOT / "reichswald.json")
    html = about_data_html(s, "en")
    assert "This battle is a reconstruction" in html
    book = sum(1 for u in s.units if u.provenance is Provenance.BOOK)
    assert f"{book} of {len(s.units)} counters as printed in the book." in html
    assert "Reconstructed (not printed in the book)" in html and "The map." in html
    assert "Worked out from the book" in html and "Buffalo" in html  # the one-step specialists, with their note
    assert "If you own the printed game" in html and "Import Map Scan" in html and "Order of Battle" in html
    assert "Who holds what at the start" in html and "villages_german" in html


def test_an_invented_battle_has_nothing_to_correct(english) -> None:  # type: ignore[no-untyped-def]
    html = about_data_html(load_scenario(ROOT / "tutorial.json"), "en")
    assert "made for hexstudio" in html and "If you own the printed game" not in html


def test_scenario_text_is_never_markup(english) -> None:  # type: ignore[no-untyped-def]
    s = load_scenario(ROOT / "leyte.json")
    u = next(u for u in s.units if u.provenance is Provenance.RECONSTRUCTED)
    u.name = '<img src="/dev/zero">'
    u.provenance_note = "<b>bold</b>"
    html = about_data_html(s, "en")
    assert "<img" not in html and "&lt;img" in html and "&lt;b&gt;bold" in html


def test_the_page_in_portuguese(portuguese) -> None:  # type: ignore[no-untyped-def]
    html = about_data_html(load_scenario(ROOT / "monte-castelo.json"), "pt_BR")
    assert "Sobre os dados desta batalha" in html and "Esta batalha é uma reconstrução" in html
    assert "Reconstruído (não impresso no livro)" in html and "Se você tem o jogo impresso" in html
    assert "Quem tem a posse de quê no início" in html and "começam alemães" in html


def test_reachable_from_the_start_screen(qtbot, english, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    screen = StartScreen(settings, "en")
    qtbot.addWidget(screen)
    lst = screen.bundled_list
    row = next(i for i in range(lst.count()) if lst.item(i).data(PATH_ROLE).endswith("reichswald.json"))
    lst.setCurrentRow(row)
    assert screen.about_data_button.isEnabled()
    screen.about_data_button.click()
    dlg = screen.about_data
    assert isinstance(dlg, AboutDataDialog) and dlg.isVisible()
    assert "Battle of the Reichswald" in dlg.browser.toPlainText()
    dlg.close()


def test_reachable_from_scenario_information(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    info = ScenarioInfoDialog(load_scenario(ROOT / "sicily.json"), "en")
    qtbot.addWidget(info)
    info.show()
    assert info.about_data_button.text() == "About This Battle’s Data…"
    info.about_data_button.click()
    assert isinstance(info.about_data, AboutDataDialog) and info.about_data.isVisible()
    text = info.about_data.browser.toPlainText()
    assert "Reconstructed (not printed in the book)" in text and "Siracusa" in text
    info.about_data.close()


def _render(info, mark: bool) -> QImage:  # type: ignore[no-untyped-def]
    img = QImage(80, 80, QImage.Format.Format_ARGB32)
    img.fill(QColor("#ffffff"))
    p = QPainter(img)
    paint_counter(p, QRectF(0, 0, 80, 80), info, True, mark)
    p.end()
    return img


def test_reconstructed_counters_get_a_corner_only_when_asked(english) -> None:  # type: ignore[no-untyped-def]
    s = load_scenario(ROOT / "leyte.json")
    guessed = next(u for u in s.units if u.provenance is Provenance.RECONSTRUCTED)
    printed = next(u for u in s.units if u.provenance is Provenance.BOOK)
    a, b = counter_info(s, guessed), counter_info(s, printed)
    assert a.estimated and not b.estimated
    corner = (4, 76)  # inside the bottom-left corner

    def at(img: QImage) -> tuple[int, int, int]:
        c = img.pixelColor(*corner)
        return c.red(), c.green(), c.blue()

    assert at(_render(a, True)) != at(_render(a, False))
    assert at(_render(b, True)) == at(_render(b, False))


def test_the_view_toggle_marks_the_board_and_is_remembered(qtbot, english, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    w = MainWindow(settings, "en")
    qtbot.addWidget(w)
    w.show()
    assert w.open_file(ROOT / "leyte.json")
    action = w._mark_estimated_action
    assert action in w.view_menu.actions() and not action.isChecked()
    action.trigger()
    scene = w.board_scene
    assert scene.mark_estimated and all(item.mark_estimated for item in scene._stacks.values())
    assert Settings().mark_estimated_counters()
    w2 = MainWindow(Settings(), "en")
    qtbot.addWidget(w2)
    assert w2._mark_estimated_action.isChecked()
    action.trigger()
    assert not scene.mark_estimated and not Settings().mark_estimated_counters()
