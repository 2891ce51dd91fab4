"""Play mode against the computer, through the GUI: the tutorial with the Axis played
by the computer (issue 9): it thinks off the GUI thread while the event loop keeps
turning, answers in the person's turn without a hand-over cover, the person's undo
stops at their own commit point, and a game saved mid-way reloads against the computer."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from hexstudio.ai import acting_side, make_player
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.engine.actions import MoveStack
from hexstudio.engine.combat import CommitDefence, DeclareAttack
from hexstudio.engine.game import Game
from hexstudio.paths import scenarios_dir
from hexstudio.play.computer import ComputerTurn, progress_text, seat_choices
from hexstudio.play.dialogs import NewGameDialog
from hexstudio.play.mode import PlayMode
from hexstudio.play.session import PlaySession

TUTORIAL = scenarios_dir() / "tutorial.json"


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: QMessageBox.StandardButton.Ok)
    w = MainWindow(Settings(tmp_path / "settings.ini"), "en")
    qtbot.addWidget(w)
    m = PlayMode()
    m._pending_seed = 0
    w.register_mode(m)
    w.resize(1280, 720)
    w.show()
    assert w.open_file(TUTORIAL)
    w.set_mode("play")
    yield w, m
    m.computer.halt()
    m.computer.wait()


def human_turn(m: PlayMode) -> bool:
    t = m.turns.who_acts(m._picked_side())
    return t.human or m.game.state.game_over


def person_to(m: PlayMode, qtbot, until) -> None:  # type: ignore[no-untyped-def]
    """The person plays on simply (first answer to every question, ends each phase) until ``until()``;
    the computer plays its side meanwhile."""
    g = m.game
    for _ in range(60):
        if until() or g.state.game_over:
            return
        qtbot.waitUntil(lambda: human_turn(m) and not m.computer.active(), timeout=120_000)
        if until() or g.state.game_over:
            return
        if g.state.pending is not None:
            m.choose(g.state.pending.options[0])
        else:
            m.end_phase()
    raise AssertionError("the game did not get there")


def test_the_new_game_dialog_offers_a_person_or_the_computer_at_each_level(window) -> None:  # type: ignore[no-untyped-def]
    w, m = window
    dlg = NewGameDialog(m.document.scenario, "en", w, seats={"axis": "ai:veteran"})
    assert [s for s, _ in seat_choices()] == ["human", "ai:recruit", "ai:regular", "ai:veteran"]
    assert dlg.chosen_seats() == {"allies": "human", "axis": "ai:veteran"}
    box = dlg.seat_boxes["allies"]
    box.setCurrentIndex(box.findData("ai:recruit"))
    assert dlg.chosen_seats() == {"allies": "ai:recruit", "axis": "ai:veteran"}
    assert progress_text("movement: 14 of 38 units") == "movement: 14 of 38 units"


def test_human_against_the_computer_on_the_tutorial(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w, m = window
    m.computer.set_pace(0)
    m.start(PlaySession.new(w.document.scenario, 0), {"axis": "ai:regular"})
    assert isinstance(m.computer, ComputerTurn) and m.computer.bar is not None and m.computer.bar.isVisible()
    g = m.game
    # The person's own moves can be taken back, one by one.
    assert m.apply(MoveStack(("us-745tk",), g.legal_moves(["us-745tk"]).path_to(g.grid.parse("0904"))))
    assert m.undo_action.isEnabled()
    m.undo()
    assert g.state.units["us-745tk"].hex != g.grid.parse("0904")
    for uid, to in (("us-745tk", "0904"), ("us-102cav", "1003")):
        assert m.apply(MoveStack((uid,), g.legal_moves([uid]).path_to(g.grid.parse(to))))
    m.end_phase()
    # The attack: the computer commits its hidden support in the person's phase, with no cover.
    assert m.apply(DeclareAttack(g.grid.parse("1004"), ("us-745tk", "us-102cav")))
    qtbot.waitUntil(lambda: human_turn(m) and not m.computer.active(), timeout=60_000)
    assert not m.cover.isVisible()
    assert any(isinstance(e.action, CommitDefence) for e in g.log), "the computer committed its support itself"
    # Whatever the computer answered is not the person's to undo: undo stops at its answer.
    floor = m.session.undo_floor
    assert floor > 0 and any(isinstance(e.action, CommitDefence) for e in g.log[:floor])
    while m.undo_action.isEnabled():
        m.undo()
    assert len(g.log) >= floor
    # To the computer's own turn: the event loop keeps turning while it thinks. Each
    # choice first waits 50 ms (as a harder position would), so a quick machine still
    # gives the window's 5 ms timer time to tick in it -- which it can only do if the
    # thinking runs off the window's thread.
    for player in m.computer.players.values():
        def slow(game, progress=None, cancel=None, _real=player.choose):  # type: ignore[no-untyped-def]
            time.sleep(0.05)
            return _real(game, progress=progress, cancel=cancel)

        player.choose = slow  # type: ignore[method-assign]
    ticks: list[bool] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(m.computer.thinking))
    timer.start(5)
    person_to(m, qtbot, lambda: g.state.active_side == "axis")
    qtbot.waitUntil(lambda: human_turn(m) and not m.computer.active(), timeout=120_000)
    timer.stop()
    assert any(ticks), "the GUI's timer ticked while the computer was thinking"
    assert g.state.turn_index == 1 or g.state.game_over
    axis_moves = [e for e in g.log if isinstance(e.action, MoveStack) and g.unit_side[e.action.units[0]] == "axis"]
    assert axis_moves, "the computer moved its units"
    # The person's undo stops at their commit point: never into the computer's turn.
    assert not m.undo_action.isEnabled()
    m.undo()
    assert len(g.log) == m.session.undo_floor
    # A save mid-game loads and goes on against the computer.
    path = tmp_path / "vs-computer.hexsave.json"
    assert m.save_game(path)
    assert json.loads(path.read_text(encoding="utf-8"))["players"] == {"allies": "human", "axis": "ai:regular"}
    digest = g.state.digest()
    assert m.load_game(path)
    g2 = m.game
    assert g2 is not g and g2.state.digest() == digest
    assert m.turns.seats == {"allies": "human", "axis": "ai:regular"}
    assert not m.undo_action.isEnabled(), "the computer's moves before the save are not undone"
    turn = g2.state.turn_index
    person_to(m, qtbot, lambda: g2.state.turn_index > turn)
    assert g2.state.turn_index > turn or g2.state.game_over
    assert any(isinstance(e.action, MoveStack) and g2.unit_side[e.action.units[0]] == "axis" and i > len(g.log)
               for i, e in enumerate(g2.log)), "the computer played on after the load"


def test_computer_against_computer_is_watched_and_stop_halts_it(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    w, m = window
    m.computer.set_pace(0)
    m.start(PlaySession.new(w.document.scenario, 3), {"allies": "ai:recruit", "axis": "ai:recruit"})
    g = m.game
    qtbot.waitUntil(lambda: len(g.log) > 5, timeout=60_000)
    # A person's action is refused while the computer plays.
    assert not m.end_action.isEnabled() and not m.status.end_phase.isEnabled()
    before = len(g.log)
    m.end_phase()
    assert "computer is playing" in m.hint
    m.computer.stop_or_continue()
    assert m.computer.stopped and not m.computer.active()
    stopped_at = len(g.log)
    assert stopped_at >= before
    qtbot.wait(300)
    assert len(g.log) == stopped_at, "nothing is played once stopped"
    assert m.computer.bar.stop.text() == "Continue"
    m.computer.stop_or_continue()
    qtbot.waitUntil(lambda: len(g.log) > stopped_at + 40, timeout=120_000)
    m.computer.stop_or_continue()
    m.computer.wait()
    # Stopped and continued (in the middle of a phase, most likely), the computer made
    # the moves it makes in a game nobody stops: the same players, headless.
    played = g.actions()
    alone = Game(g.scenario, g.seed)
    players = {s: make_player("ai:recruit", s, (g.seed * 7919 + 101 * i) % (1 << 31)) for i, s in enumerate(alone.sides)}
    for a in played:
        assert players[acting_side(alone)].choose(alone) == a, f"action {len(alone.log)}"
        alone.apply(a)


def test_undo_never_takes_back_what_the_computer_played(qapp) -> None:  # type: ignore[no-untyped-def]
    """The computer's actions that are no commit point (a move, a retreat chosen) still
    stop the person's undo: the session's floor is the log after its last action."""
    from hexstudio.engine.errors import IllegalAction
    from hexstudio.scenario.io import load_scenario

    session = PlaySession.new(load_scenario(TUTORIAL), 0)
    g = session.game
    session.apply(MoveStack(("us-745tk",), g.legal_moves(["us-745tk"]).path_to(g.grid.parse("0904"))))
    session.undo_floor = len(g.log)  # as ComputerTurn does after each of its actions
    assert g.can_undo() and not session.can_undo()
    with pytest.raises(IllegalAction):
        session.undo()
    session.apply(MoveStack(("us-102cav",), g.legal_moves(["us-102cav"]).path_to(g.grid.parse("1003"))))
    assert session.can_undo()
    session.undo()
    assert g.state.units["us-745tk"].hex == g.grid.parse("0904") and not session.can_undo()


def test_the_window_keeps_its_height_as_the_side_panels_fill(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """At 1280x720 the left column's texts grow as a game goes on (a wrapped hint, the
    computer's line with Stop, a stack with its inspector); their least heights added up
    past the window's and Qt made the window taller than the screen. The units panel now
    scrolls, and the game panel with the computer's Stop stays whole."""
    w, m = window
    m.computer.set_pace(0)
    m.start(PlaySession.new(w.document.scenario, 0), {"axis": "ai:regular"})
    g = m.game
    qtbot.wait(50)
    assert w.height() == 720
    # The biggest stack on the board, its first unit inspected.
    where = max({u.hex for u in g.state.units.values() if u.hex is not None},
                key=lambda h: len(g.state.units_at(h)))
    m.select_hex(where)
    m._say("A long explanation of what just happened in the last combat, " * 4)
    m.computer.show_state()
    qtbot.wait(50)
    assert w.height() == 720, "the window grew past 720 pixels"
    bar = m.computer.bar
    assert bar is not None and bar.isVisible() and not bar.stop.visibleRegion().isEmpty()


def test_in_a_phase_both_sides_play_the_person_is_told_the_computer_is_done(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Monte Castelo's preparation names no side: the Allies (the computer, first in
    order) play their part and pass; the person, Germany, is then told so and ends the
    phase, and the game goes on to the Allied movement. (The window said nothing, and
    the computer, asked again after each pass, passed again and again: busy, so the
    person's End phase was refused while it was.)"""
    w, m = window
    assert w.open_file(scenarios_dir() / "monte-castelo.json")
    w.set_mode("play")
    m.computer.set_pace(0)
    passes: list[str] = []
    passed = m.computer_passed
    m.computer_passed = lambda side: (passes.append(side), passed(side))  # type: ignore[method-assign]
    m.start(PlaySession.new(w.document.scenario, 1), {"allies": "ai:recruit"})
    g = m.game
    assert g.phase_kind() == "preparation" and g.phase().side is None
    qtbot.waitUntil(lambda: "(the computer)" in m.hint, timeout=60_000)
    assert m.hint == "The Allies (the computer) are done with this phase. End the phase when you are done too."
    # Passed once: it is not asked again (it had passed, been asked again, for ever).
    qtbot.wait(500)
    assert not m.computer.active() and g.phase_kind() == "preparation" and passes == ["allies"]
    assert w.statusBar().currentMessage() == m.hint
    m.end_phase()
    qtbot.waitUntil(lambda: g.phase_kind() == "movement", timeout=60_000)
    assert g.state.active_side == "allies"
    # What was said about the preparation does not stay in the status bar into the movement.
    assert "(the computer)" not in w.statusBar().currentMessage()
