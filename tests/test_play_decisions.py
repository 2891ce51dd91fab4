"""Play mode: every decision the engine asks is answered on the map or by named buttons.

Hex answers (retreat, a unit flooded out, a unit back from off the map) are
highlighted on the board and answered with a click there; unit answers show
the unit's name and values, never its id. The positions come from the
engine's own decision tests (tests/test_engine_decisions_*.py).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from test_engine_decisions_flood_retreat import _flooded
from test_engine_decisions_off_map_return import _back_next_turn

from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.engine.game import Game
from hexstudio.play.mode import PlayMode
from hexstudio.play.session import PlaySession
from hexstudio.scenario.io import save_scenario

SHOTS = os.environ.get("HEXSTUDIO_PLAY_SHOTS")


@pytest.fixture(params=["en", "pt_BR"])
def lang(request, qapp):  # type: ignore[no-untyped-def]
    """Each language the play catalogue has, installed as the app does."""
    if request.param == "en":
        yield "en"
        return
    t = install_translators(qapp, request.param)
    try:
        yield request.param
    finally:
        t.remove()
        QLocale.setDefault(QLocale("en"))


def _play(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: Game, lang: str = "en") -> PlayMode:  # type: ignore[no-untyped-def]
    """The window showing ``game`` (its scenario opened from a file, as a player would)."""
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    w = MainWindow(Settings(), lang)
    qtbot.addWidget(w)
    mode = PlayMode()
    w.register_mode(mode)
    w.resize(1300, 850)
    w.show()
    qtbot.waitExposed(w)
    path = tmp_path / "battle.json"
    save_scenario(game.scenario, path)
    assert w.open_file(path)
    w.set_mode("play")
    mode.start(PlaySession(game))
    if mode.cover.isVisible():
        qtbot.mouseClick(mode.cover, Qt.MouseButton.LeftButton)
    w.zoom_fit()
    return mode


def _click(qtbot, mode: PlayMode, label: str) -> None:  # type: ignore[no-untyped-def]
    w = mode.window
    scene, view = w.board_scene, w.board_view
    h = scene.grid.parse(label)
    QApplication.processEvents()
    view.ensureVisible(scene.hex_rect(h), 2, 2)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene.hex_center(h)))


def _shot(mode: PlayMode, name: str) -> None:
    if SHOTS:
        QApplication.processEvents()
        mode.window.grab().save(str(Path(SHOTS) / f"{name}.png"))


def test_a_flooded_out_unit_retreats_to_a_hex_clicked_on_the_map(qtbot, tmp_path, monkeypatch, lang) -> None:  # type: ignore[no-untyped-def]
    g = _flooded()
    mode = _play(qtbot, tmp_path, monkeypatch, g, lang)
    d = g.state.pending
    assert d is not None and d.kind == "flood_retreat"
    hexes, words = mode._choice_hexes()
    assert set(words.values()) == {mode.tr("retreat")}
    assert {g.label(h) for h in hexes} == set(d.options)
    assert mode._decision_unit() == "b"  # its counter is marked too
    assert "highlighted hex" in mode.decision.text.text() or "hexágono destacado" in mode.decision.text.text()
    _shot(mode, f"decision_flood_{lang}")
    target = d.options[-1]
    _click(qtbot, mode, target)
    assert g.state.pending is None and g.label(g.state.units["b"].hex) == target
    lines = mode.log.lines()
    assert not any("rule=" in x or "map_changed" in x for x in lines), lines  # sentences, not the event's fields
    changed = "The map changes at 0303, 0403." if lang == "en" else "O mapa muda em 0303, 0403."
    assert changed in lines


def test_a_unit_back_from_off_the_map_comes_back_where_the_player_clicks(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    g = _back_next_turn()
    mode = _play(qtbot, tmp_path, monkeypatch, g)
    d = g.state.pending
    assert d is not None and d.kind == "off_map_return"
    assert {g.label(h) for h in mode._choice_hexes()[0]} == set(d.options)
    assert mode.decision.option_buttons[d.options[0]].toolTip() == f"Come back at {d.options[0]}"
    # The side by its name, agreeing with its verb; the engine's question a whole sentence.
    head = mode.decision.text.text()
    assert head.startswith("<b>Axis decides:</b> de1 comes back from off the map"), head
    assert "(Reichswald 5.3).<br>" in head, head
    _shot(mode, "decision_off_map_return_en")
    _click(qtbot, mode, d.options[1])
    assert g.state.pending is None and g.label(g.state.units["de1"].hex) == d.options[1]


def test_unit_answers_are_named_with_their_values(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.engine.decisions import Decision

    g = _flooded()
    mode = _play(qtbot, tmp_path, monkeypatch, g)
    # A withdrawal choice between units (the engine's "choose n unit(s) to withdraw").
    g.state.pending = Decision("withdrawal", g.unit_side["b"], ("b",), "choose 1 unit(s) to withdraw (w)", {"group": "w", "left": 1})
    mode.refresh()
    assert "(w)" not in mode.decision.text.text() and "Choose the unit that is withdrawn this turn." in mode.decision.text.text()
    text = mode.decision.option_buttons["b"].toolTip()
    assert text.startswith(g.unit_defs["b"].name) and "3-4-4" in text and "(full)" in text


def test_strategic_bombing_names_the_city_not_its_id(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Reichswald 6.3: the loss question and the city choice read the city's name."""
    from combat_fixtures import reichswald_bt, scenario, unit
    from test_rules_reichswald_units import BOMBING

    from hexstudio.engine.decisions import Decision
    from hexstudio.engine.dice import roll_dice
    from hexstudio.scenario.model import HexSet

    seed = next(s for s in range(100_000) if sum(roll_dice(s, 0, "2d6")) in (2, 12, 3, 11))  # DB on 28-36
    units = [unit("us1", "us", 8, 4), unit("de1", "de", 2, 2, reduced=(1, 1)), unit("de2", "de", 2, 2, reduced=(1, 1))]
    scn = scenario(units=units, setup={"us1": "0101", "de1": "0505", "de2": "0505"}, special_rules=[BOMBING],
                   bombardment=reichswald_bt())
    scn.map.hex_sets["town"] = HexSet(name={"en": "Old Town", "pt_BR": "Cidade Velha"}, hexes=["0505"])
    scn.map.hex_sets["other"] = HexSet(name="Other Town", hexes=["0707"])
    g = Game(scn, seed)
    d = g.state.pending
    assert d is not None and d.kind == "strategic_bombing_loss"
    assert d.text.startswith("strategic bombing of Old Town: choose the unit at 0505"), d.text
    mode = _play(qtbot, tmp_path, monkeypatch, g)
    assert "Old Town" in mode.decision.text.text()
    # The city choice (turn 2 of the rule): buttons carry the cities' names.
    g.state.pending = Decision("strategic_bombing", "us", ("town", "other"), d.text, {"left": 1})
    mode.refresh()
    assert [mode.decision.option_buttons[o].toolTip() for o in ("town", "other")] == ["Old Town", "Other Town"]
