"""The turn controller: who acts now and whether a person or the computer, and when
the hand-over cover comes down (only between two people)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.engine.actions import EndPhase, MoveStack
from hexstudio.engine.combat import DeclareAttack
from hexstudio.paths import scenarios_dir
from hexstudio.play.mode import PlayMode
from hexstudio.play.session import PlaySession
from hexstudio.play.turns import COMPUTER, HUMAN, Turn, TurnController
from hexstudio.scenario.io import load_scenario

TUTORIAL = scenarios_dir() / "tutorial.json"


def to_the_attack_on_1004(session: PlaySession) -> None:
    g = session.game
    for uid, to in (("us-745tk", "0904"), ("us-102cav", "1003")):
        session.apply(MoveStack((uid,), g.legal_moves([uid]).path_to(g.grid.parse(to))))
    session.apply(EndPhase())
    session.apply(DeclareAttack(g.grid.parse("1004"), ("us-745tk", "us-102cav")))


def test_who_acts_now_is_asked_in_one_place(qapp) -> None:  # type: ignore[no-untyped-def]
    t = TurnController()
    session = PlaySession.new(load_scenario(TUTORIAL), 0)
    t.start(session)
    assert t.seats == {"allies": HUMAN, "axis": HUMAN}
    assert t.who_acts() == Turn("allies", True)
    to_the_attack_on_1004(session)
    # The defender commits its hidden support in the Allies' phase: the Axis acts, answering.
    assert t.who_acts() == Turn("axis", True, answering=True)
    assert t.screen_side() == "axis"
    t.start(session, {"axis": COMPUTER})
    assert t.who_acts() == Turn("axis", False, answering=True)


def test_the_cover_comes_down_only_between_two_people(qapp) -> None:  # type: ignore[no-untyped-def]
    t = TurnController()
    t.start(PlaySession.new(load_scenario(TUTORIAL), 0))
    assert not t.pass_screen("allies")  # the game's first side: nothing to hide yet
    assert not t.pass_screen("allies")  # the same side again
    assert t.pass_screen("axis")  # one person to another
    t.start(PlaySession.new(load_scenario(TUTORIAL), 0), {"axis": COMPUTER})
    assert not t.pass_screen("allies")
    assert not t.pass_screen("axis")  # to the computer: no cover
    assert not t.pass_screen("allies")  # back from the computer: no cover either


def test_a_computer_side_is_told_to_act_and_never_gets_a_cover(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    m = PlayMode()
    m._pending_seed = 0
    w.register_mode(m)
    w.show()
    assert w.open_file(TUTORIAL)
    w.set_mode("play")
    told: list[str] = []
    m.turns.computerToAct.connect(told.append)
    m.start(PlaySession.new(w.document.scenario, 0), {"axis": COMPUTER})
    assert told == []  # the Allies, a person, play first
    m.end_phase()
    m.end_phase()  # the Axis movement: the computer's turn
    assert (m.game.phase_kind(), m.game.state.active_side) == ("movement", "axis")
    assert not m.cover.isVisible()
    assert told == ["axis"]
    m.refresh()
    assert told == ["axis"], "once a moment, not at every repaint"
