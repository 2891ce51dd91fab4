"""Play panels keep what the player opened: a click does not flip the tabs back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget
from test_play_lessons import end_phase, open_play


def in_front(dock: QDockWidget) -> bool:
    QApplication.processEvents()
    return not dock.visibleRegion().isEmpty()


def test_a_tab_the_player_opened_stays_open_while_moving(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _w, m = open_play(qtbot, tmp_path, monkeypatch)
    g = m.game
    while not (g.state.turn == 2 and g.state.active_side == "axis" and g.phase_kind() == "movement"):
        end_phase(qtbot, m)
    if m.cover.isVisible():
        qtbot.mouseClick(m.cover, Qt.MouseButton.LeftButton)
    # German reinforcements wait: their tab was brought forward with the phase.
    assert m.reinforcements.units()
    assert in_front(m.reinf_dock)
    m.decision_dock.raise_()
    assert in_front(m.decision_dock)
    own = next(u.hex for u in g.state.on_map("axis") if u.hex is not None)
    m.click(own)
    assert m.sel_units
    assert in_front(m.decision_dock) and not in_front(m.reinf_dock)
