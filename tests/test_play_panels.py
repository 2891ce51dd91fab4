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


def test_a_group_whose_entry_hexes_are_all_taken_is_said_to_wait(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The engine lets a phase end while a group that must enter finds every entry hex
    closed; the panel said "must enter this turn" all the same (seen in Sicily)."""
    from hexstudio.engine.reinforcements import entry_hexes, waiting_units

    _w, m = open_play(qtbot, tmp_path, monkeypatch)
    g = m.game
    while not (g.state.turn == 2 and g.state.active_side == "axis" and g.phase_kind() == "movement"):
        end_phase(qtbot, m)
    heads = lambda: [m.reinforcements.tree.topLevelItem(i).text(0) for i in range(m.reinforcements.tree.topLevelItemCount())]  # noqa: E731
    assert any("must enter this turn" in h for h in heads())
    # Allied units on every entry hex of the waiting groups.
    waiting = waiting_units(g, "axis")
    hexes = sorted({h for uid, grp in waiting for h in entry_hexes(g, grp, uid)}, key=g.label)
    allies = [u for u in g.state.on_map("allies")][: len(hexes)]
    assert len(allies) == len(hexes)
    for u, h in zip(allies, hexes, strict=True):
        g.state.units[u.id].hex = h
    g.changed()
    m.reinforcements.show_game(g, "en")
    assert heads() and all("entry blocked: waits for a free entry hex" in h for h in heads()), heads()
