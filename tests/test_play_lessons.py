"""The tutorial's lessons in play mode: shown as the game reaches them, in the
interface language, with their hexes marked on the board."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QMessageBox

from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.engine.actions import EndPhase, MoveStack
from hexstudio.engine.game import Game
from hexstudio.engine.save import save_game
from hexstudio.paths import scenarios_dir
from hexstudio.play.lessons import Moment, latest_lesson, lessons_now
from hexstudio.play.mode import PlayMode
from hexstudio.scenario.io import load_scenario, save_scenario

TUTORIAL = scenarios_dir() / "tutorial.json"


def open_play(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str = "en",  # type: ignore[no-untyped-def]
              path: Path = TUTORIAL) -> tuple[MainWindow, PlayMode]:
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    w = MainWindow(Settings(), language)
    qtbot.addWidget(w)
    mode = PlayMode()
    mode._pending_seed = 0
    w.register_mode(mode)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    assert w.open_file(path)
    w.set_mode("play")
    return w, mode


def lesson_hexes(mode: PlayMode) -> set[str]:
    item = mode._overlays.get("lesson")
    return {mode.game.label(h) for h in item[0].hexes} if item is not None else set()


def end_phase(qtbot, mode: PlayMode) -> None:  # type: ignore[no-untyped-def]
    if mode.cover.isVisible():
        qtbot.mouseClick(mode.cover, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(mode.status.end_phase, Qt.MouseButton.LeftButton)
    if mode.cover.isVisible():
        qtbot.mouseClick(mode.cover, Qt.MouseButton.LeftButton)


def test_the_tutorial_opens_on_lesson_one_and_follows_the_phases(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _w, m = open_play(qtbot, tmp_path, monkeypatch)
    lessons = m.lessons
    assert m.lessons_dock.isVisible()
    assert lessons.title.text() == "1. Moving"
    assert lessons.text.text().startswith("You command the Allies (yellow counters).")
    assert lessons.where.text() == "Lesson 1 of 9 · turn 1 · movement · Allies"
    assert not lessons.prev.isEnabled() and lessons.next.isEnabled()
    # The bridges the lesson names are marked on the board, with their numbers.
    assert lesson_hexes(m) == {"0805", "0905", "0809", "0909"}
    assert m._overlays["lesson"][2][0].labels[m.game.grid.parse("0905")] == "0905"  # over the hex number, above the counters
    qtbot.mouseClick(lessons.next, Qt.MouseButton.LeftButton)
    assert lessons.title.text() == "2. Zones of control"
    assert "lesson" not in m.overlay_keys()  # this one points at no hex
    # Playing on: moves do not turn the page, the end of the phase does.
    m.apply(MoveStack(("us-1-18",), (m.game.grid.parse("0405"), m.game.grid.parse("0505"))))
    assert lessons.title.text() == "2. Zones of control"
    end_phase(qtbot, m)
    assert m.game.phase_kind() == "combat"
    assert lessons.title.text() == "3. Odds and columns"
    qtbot.mouseClick(lessons.next, Qt.MouseButton.LeftButton)
    assert lessons.title.text() == "4. Results"
    end_phase(qtbot, m)
    assert (m.game.phase_kind(), m.game.state.active_side) == ("movement", "axis")
    assert lessons.title.text() == "5. The other player"
    end_phase(qtbot, m)
    # The Axis combat phase has no lesson of its own: the last one stays.
    assert lessons.title.text() == "5. The other player"
    end_phase(qtbot, m)
    assert m.game.state.turn == 2
    assert lessons.title.text() == "6. Reinforcements"
    assert lesson_hexes(m) == {"1607", "1608"}
    qtbot.mouseClick(lessons.prev, Qt.MouseButton.LeftButton)
    end_phase(qtbot, m)
    # Turn 2's lesson was already brought up: paging back is left alone.
    assert lessons.title.text() == "5. The other player"


def test_hiding_the_lessons_takes_their_marks_off_the_map(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _w, m = open_play(qtbot, tmp_path, monkeypatch)
    box = m.lessons.hide_box
    box.click()
    assert box.isChecked() and m.lessons.current() is None
    assert not m.lessons.scroll.isVisible() and not m.lessons.next.isVisible()
    assert "lesson" not in m.overlay_keys()
    end_phase(qtbot, m)
    assert "lesson" not in m.overlay_keys()
    box.click()
    assert m.lessons.scroll.isVisible()
    assert m.lessons.title.text() == "3. Odds and columns"
    # Paging to the end and back stays within the lessons.
    for _ in range(12):
        m.lessons.next.click()
    assert m.lessons.title.text() == "9. Victory" and not m.lessons.next.isEnabled()
    assert lesson_hexes(m) == {"1105", "0204", "1308", "0702"}


def test_portuguese_interface_shows_the_portuguese_lesson(qtbot, qapp, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    t = install_translators(qapp, "pt_BR")
    try:
        _w, m = open_play(qtbot, tmp_path, monkeypatch, language="pt_BR")
        assert m.lessons_dock.windowTitle() == "Lições"
        assert m.lessons.title.text() == "1. Movimento"
        assert m.lessons.text.text().startswith("Você comanda os Aliados (peças amarelas).")
        assert m.lessons.where.text() == "Lição 1 de 9 · turno 1 · movimento · Aliados"
        assert m.lessons.next.text() == "Próxima lição ▶ (1 de 2)"
        assert m.lessons.marked.text() == "Marcados no mapa: 0805, 0905, 0809, 0909"
        end_phase(qtbot, m)
        assert m.lessons.title.text() == "3. Relação de forças e colunas"
        assert "Ainda não lida: 2. Zonas de engajamento" in m.lessons.after.text()
    finally:
        t.remove()
        QLocale.setDefault(QLocale("en"))


def test_a_scenario_without_lessons_has_no_lesson_dock(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    plain = load_scenario(TUTORIAL).model_copy(update={"tutorial": []})
    path = tmp_path / "plain.json"
    save_scenario(plain, path)
    w, m = open_play(qtbot, tmp_path, monkeypatch, path=path)
    assert not m.lessons_dock.isVisible()
    assert not m.lessons_dock.toggleViewAction().isEnabled()
    assert "lesson" not in m.overlay_keys()
    # Back to the tutorial: the lessons come back.
    assert w.open_file(TUTORIAL)
    assert m.lessons_dock.isVisible() and m.lessons.title.text() == "1. Moving"


def test_a_resumed_game_shows_the_lesson_it_has_reached(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _w, m = open_play(qtbot, tmp_path, monkeypatch)
    g = Game(load_scenario(TUTORIAL), 0)
    for _ in range(3):
        g.apply(EndPhase())
    assert (g.state.turn, g.phase_kind(), g.state.active_side) == (1, "combat", "axis")
    saved = tmp_path / "axis-combat.hexsave.json"
    save_game(g, saved)
    assert m.load_game(saved)
    # No lesson of its own: the last one reached (the Axis movement's) is shown.
    assert m.lessons.title.text() == "5. The other player"
    g.apply(EndPhase())
    save_game(g, saved)
    assert m.load_game(saved)
    assert m.lessons.title.text() == "6. Reinforcements"  # turn 2's, any phase


def test_choosing_the_lesson_for_a_moment() -> None:
    sc = load_scenario(TUTORIAL)
    steps = sc.tutorial
    assert lessons_now(steps, Moment(1, 0, "movement", "allies")) == [0, 1]
    assert lessons_now(steps, Moment(1, 1, "combat", "allies")) == [2, 3]
    assert lessons_now(steps, Moment(1, 3, "combat", "axis")) == []
    assert lessons_now(steps, Moment(3, 2, "movement", "axis")) == [6]
    assert latest_lesson(sc, Moment(1, 3, "combat", "axis")) == 4
    assert latest_lesson(sc, Moment(5, 0, "movement", "allies")) == 7
    assert latest_lesson(sc, Moment(6, 3, "combat", "axis")) == 8


def test_the_open_lesson_survives_a_visit_to_another_mode(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w, m = open_play(qtbot, tmp_path, monkeypatch)
    m.lessons.next.click()
    assert m.lessons.title.text() == "2. Zones of control"
    w.set_mode("view")
    w.set_mode("play")
    assert m.lessons.title.text() == "2. Zones of control"
    m.lessons.hide_box.click()
    w.set_mode("view")
    w.set_mode("play")
    assert m.lessons.hide_box.isChecked() and "lesson" not in m.overlay_keys()
    m.lessons.hide_box.click()
    m.lessons.prev.click()
    assert lesson_hexes(m) == {"0805", "0905", "0809", "0909"}


def test_every_lesson_of_a_phase_is_offered_in_order(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Turn 1's Allied movement has lessons 1 and 2, its combat 3 and 4: none is skipped silently."""
    _w, m = open_play(qtbot, tmp_path, monkeypatch)
    lessons = m.lessons
    assert lessons.title.text() == "1. Moving"
    # Two lessons for this phase: "Next lesson" says where the player is and stands out.
    assert lessons.next.text() == "Next lesson ▶ (1 of 2)" and "bold" in lessons.next.styleSheet()
    assert "another lesson" in lessons.after.text() and "come up by themselves" not in lessons.after.text()
    qtbot.mouseClick(lessons.next, Qt.MouseButton.LeftButton)
    assert lessons.title.text() == "2. Zones of control"
    assert lessons.next.text() == "Next lesson ▶" and lessons.next.styleSheet() == ""
    assert "come up by themselves" in lessons.after.text() and "Not read yet" not in lessons.after.text()
    end_phase(qtbot, m)
    assert lessons.title.text() == "3. Odds and columns"
    assert lessons.next.text() == "Next lesson ▶ (1 of 2)"
    # Lesson 4 was not read before the phase ended: the Axis lesson names it.
    end_phase(qtbot, m)
    assert lessons.title.text() == "5. The other player"
    assert "Not read yet: 4. Results" in lessons.after.text()
    qtbot.mouseClick(lessons.prev, Qt.MouseButton.LeftButton)
    assert lessons.title.text() == "4. Results"
    qtbot.mouseClick(lessons.next, Qt.MouseButton.LeftButton)
    assert "Not read yet" not in lessons.after.text()


def test_once_the_game_is_over_the_lessons_stop_asking_to_end_the_phase(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _w, m = open_play(qtbot, tmp_path, monkeypatch)
    g = m.game
    assert m.lessons.after.isVisibleTo(m.lessons)
    from hexstudio.ai import acting_side, make_player

    # Both sides played by the quickest computer level, through the mode's own entries.
    players = {s: make_player("ai:recruit", s, 1) for s in g.sides}
    for _ in range(2000):
        if g.state.game_over:
            break
        a = players[acting_side(g)].choose(g)
        if isinstance(a, EndPhase):
            end_phase(qtbot, m)
        else:
            assert m.apply(a)
    assert g.state.game_over
    assert m.lessons.title.text() == "9. Victory"
    assert not m.lessons.after.isVisibleTo(m.lessons), "no phase is left to end"
