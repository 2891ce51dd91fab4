"""Problems found by playing hexstudio as a person would (app and board side)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from hexstudio.app.dialogs import scenario_info_html
from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.io import load_scenario

TUTORIAL = scenarios_dir() / "tutorial.json"


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    shutil.copy(TUTORIAL, bundled / "tutorial.json")
    monkeypatch.setenv("HEXSTUDIO_SCENARIOS", str(bundled))
    w = MainWindow(Settings(), "pt_BR")
    qtbot.addWidget(w)
    w.show()
    return w


def _missing_scan(tmp_path: Path) -> Path:
    data = json.loads(TUTORIAL.read_text(encoding="utf-8"))
    data["map"]["background"] = {"path": "scans/missing-map.png"}
    f = tmp_path / "sem-imagem.json"
    f.write_text(json.dumps(data), encoding="utf-8")
    return f


def test_a_missing_map_scan_is_said_in_the_map_display_panel_in_portuguese(qapp, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    t = install_translators(qapp, "pt_BR")
    try:
        assert window.open_file(_missing_scan(tmp_path))
        problem = window.board_scene.background_problem
        assert problem is not None and "missing-map.png" in problem
        assert problem.startswith("escaneamento do mapa não encontrado")  # not the English "background image not found"
        panel = window.map_display
        # The status bar's warning goes after 15 s; the panel keeps saying why there is no scan.
        assert not panel.no_scan.isHidden()
        assert "missing-map.png" in panel.no_scan.text() and panel.no_scan.text().startswith("O mapa escaneado não pode ser mostrado")
        assert not panel.scan_check.isEnabled() and not panel.scan_check.isChecked()
        # The tutorial, with no scan at all, gets the plain note back.
        assert window.open_file(TUTORIAL)
        assert window.board_scene.background_problem is None
        assert panel.no_scan.text() == "Este cenário não tem o mapa impresso escaneado."
    finally:
        t.remove()


def test_scenario_information_says_a_shared_provenance_note_once() -> None:
    s = load_scenario(scenarios_dir() / "leyte.json")
    html = scenario_info_html(s, "en")
    note = "The Japanese counter sheet is not in the book"
    assert html.count(note) == 1
    # Every reconstructed unit is still counted and named (up to the name limit).
    reconstructed = [u for u in s.units if u.provenance_note and note in str(u.provenance_note)]
    assert len(reconstructed) > 30
    assert reconstructed[0].name in html


def test_a_mode_toolbar_too_long_for_the_row_gets_a_row_of_its_own(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication, QToolBar

    window.resize(900, 600)
    QApplication.processEvents()
    short = QToolBar("short", window)
    short.addAction("Undo")
    window.add_toolbar(short)
    window.show()
    QApplication.processEvents()
    assert short.geometry().top() == window.main_toolbar.geometry().top()  # fits beside the main toolbar
    window.remove_toolbar(short)

    long = QToolBar("long", window)
    for i in range(14):
        long.addAction(f"Tool number {i}")
    window.add_toolbar(long)
    QApplication.processEvents()
    assert long.geometry().top() > window.main_toolbar.geometry().top()  # a row of its own: no tool behind »
    window.remove_toolbar(long)
    QApplication.processEvents()
    again = QToolBar("again", window)
    again.addAction("Redo")
    window.add_toolbar(again)
    QApplication.processEvents()
    assert again.geometry().top() == window.main_toolbar.geometry().top()  # the break went with the long bar


def test_a_place_name_running_off_the_map_edge_is_drawn_whole_and_fitted(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from hexstudio.board.scene import BoardScene
    from hexstudio.board.view import BoardView

    # Monte Castelo's 01-05 "Rocca Corneta" is wider than its hex at the left edge.
    scene = BoardScene(load_scenario(scenarios_dir() / "monte-castelo.json"))
    drawn = scene.drawn_rect()
    assert drawn.left() < 0 and drawn.contains(scene.map_rect())
    assert scene.sceneRect().contains(drawn)
    # The strip left of the map holds the start of the name's letters, not only the void.
    strip = QRectF(drawn.left(), 0, -drawn.left(), scene.map_rect().height())
    img = QImage(round(strip.width() * 4), round(strip.height() * 4), QImage.Format.Format_RGB32)
    void = scene.backgroundBrush().color().rgb()
    img.fill(void)
    p = QPainter(img)
    scene.render(p, QRectF(img.rect()), strip)
    p.end()
    assert any(img.pixel(x, y) != void for x in range(img.width()) for y in range(0, img.height(), 2))
    view = BoardView(scene)
    view.resize(800, 500)
    view.fit()
    assert view.mapFromScene(drawn.topLeft()).x() >= 0


def test_the_status_line_does_not_call_two_heights_cota() -> None:
    from hexstudio.board.hexinfo import describe_hex
    from hexstudio.scenario.mapview import MapView

    s = load_scenario(scenarios_dir() / "monte-castelo.json")
    mv = MapView.build(s)
    line = describe_hex(s, mv, mv.grid.parse("13-05"), [], language="pt_BR")
    assert line.startswith("13-05 — Cota 800 m") and "nível 2" in line
    assert line.lower().count("cota") == 1


def test_opening_the_wrong_file_is_explained_in_portuguese(qapp, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(f"{box.text()}\n{box.informativeText()}") or 0)
    t = install_translators(qapp, "pt_BR")
    try:
        broken = tmp_path / "quebrado.json"
        broken.write_text('{"schema_version": 1, "info": {"title": "x"', encoding="utf-8")
        picture = tmp_path / "mapa.json"
        picture.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
        listing = tmp_path / "lista.json"
        listing.write_text("[1, 2]", encoding="utf-8")
        for f in (broken, picture, listing, tmp_path / "sumiu.json"):
            assert not window.open_file(f)
        assert "JSON inválido: falta uma vírgula na linha 1, coluna 44" in shown[0]
        assert "não é um arquivo de texto em UTF-8 (byte 0)" in shown[1]
        assert "um arquivo de cenário deve conter um objeto JSON" in shown[2]
        assert "não foi possível abrir o arquivo:" in shown[3]
        assert all(str(tmp_path) in s for s in shown)  # where
    finally:
        t.remove()
    # A field's problem keeps its JSON path.
    data = json.loads(TUTORIAL.read_text(encoding="utf-8"))
    data["units"][0]["full"]["attack"] = "lots"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert not window.open_file(bad)
    assert "units[0].full.attack" in shown[-1]


def test_a_mode_s_status_message_does_not_follow_into_the_next_mode(window: MainWindow) -> None:
    from hexstudio.app.modes import ViewMode

    class Talker(ViewMode):
        id = "talk"

        def activate(self, w: MainWindow, document) -> None:  # type: ignore[no-untyped-def]
            super().activate(w, document)
            w.statusBar().showMessage("8 MP left. Click a shaded hex to move there")

    window.register_mode(Talker())
    assert window.open_file(TUTORIAL)
    window.set_mode("talk")
    assert window.statusBar().currentMessage().startswith("8 MP left")
    window.set_mode("view")
    assert window.statusBar().currentMessage() == ""
