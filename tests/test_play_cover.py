"""The hot-seat hand-over cover in a phase both sides play (Monte Castelo's
bombardment stage): the engine names no side to act, each bombardment names
its own, so the cover comes down whenever the side firing changes hands."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.paths import scenarios_dir
from hexstudio.play.mode import PlayMode


@pytest.fixture
def mode(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> PlayMode:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    m = PlayMode()
    m._pending_seed = 0
    w.register_mode(m)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    assert w.open_file(scenarios_dir() / "monte-castelo.json")
    w.set_mode("play")
    return m


def lift(qtbot, m: PlayMode) -> str:  # type: ignore[no-untyped-def]
    """Lift the cover; the side it was for."""
    assert m.cover.isVisible()
    who = m.cover.message.split(" player")[0]
    qtbot.mouseClick(m.cover, Qt.MouseButton.LeftButton)
    assert not m.cover.isVisible()
    return who


def pick_side(m: PlayMode, side: str) -> None:
    m.combat.side.setCurrentIndex(m.combat.side.findData(side))


def test_the_cover_changes_hands_within_the_bombardment_stage(qtbot, mode: PlayMode) -> None:  # type: ignore[no-untyped-def]
    m = mode
    g = m.game
    covers: list[tuple[int, str | None, str]] = []
    while not (g.state.turn == 2 and g.phase_kind() == "bombardment"):
        if m.cover.isVisible():
            covers.append((g.state.turn, g.phase_kind(), lift(qtbot, m)))
        m.end_phase()
    # None when the game starts (nothing to hide yet); Germany's when the turn passes.
    assert covers == [(1, "movement", "Germany")]
    # Germany fired last on turn 1; the stage starts with the Allies (first in the side list).
    assert g.state.active_side is None and m.combat.side_row.isVisible()
    assert m.combat.side.currentData() == "allies"
    assert lift(qtbot, m) == "Allies"
    assert "bombardment phase" in m.cover.detail
    assert m._combat_side() == "allies"
    # The Allies are done: the German player takes the screen.
    pick_side(m, "germany")
    assert m.cover.isVisible() and lift(qtbot, m) == "Germany"
    assert m._combat_side() == "germany"
    m.end_phase()  # behind no cover: the stage ends, the Allies move next
    assert (g.phase_kind(), g.state.active_side) == ("movement", "allies")
    assert lift(qtbot, m) == "Allies"


def test_no_cover_when_the_same_side_is_picked_again(qtbot, mode: PlayMode) -> None:  # type: ignore[no-untyped-def]
    m = mode
    g = m.game
    while not (g.state.turn == 2 and g.phase_kind() == "bombardment"):
        if m.cover.isVisible():
            lift(qtbot, m)
        m.end_phase()
    lift(qtbot, m)
    pick_side(m, "allies")
    assert not m.cover.isVisible()
    pick_side(m, "germany")
    lift(qtbot, m)
    pick_side(m, "allies")
    assert lift(qtbot, m) == "Allies"
