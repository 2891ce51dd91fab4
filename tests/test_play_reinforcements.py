"""Play mode: reinforcements that may not wait are marked, and the End phase refusal
counts them and brings their panel forward (Sicily's Allies, turn 1: three must land)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from test_play_special import Player, player  # noqa: F401  (the fixture)

from hexstudio.play.mode import must_enter_units


def test_units_that_must_enter_are_marked_and_counted(player: Player, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    p = player
    p.open("sicily", 0)
    p.end_phases_until(lambda g: g.state.active_side == "allies" and g.phase_kind() == "movement")
    m = p.mode
    g = p.game
    must = must_enter_units(g)
    assert len(must) == 3
    rows = {m.reinforcements.list.item(i).data(Qt.ItemDataRole.UserRole): m.reinforcements.list.item(i)
            for i in range(m.reinforcements.list.count())}
    for uid, item in rows.items():
        assert item.text().endswith("— must enter this turn") == (uid in must), item.text()
        assert item.font().bold() == (uid in must)
    assert sum(rows[u].text().endswith("must enter this turn") for u in rows) == 3
    p.shot("reinf_must_enter_en")
    said: list[str] = []
    monkeypatch.setattr(m, "inform", lambda title, text: said.append(text))
    m.combat_dock.raise_()
    m.end_phase()
    assert said == ["The phase cannot end yet: 3 reinforcements must still enter this turn; they are marked in the Reinforcements panel."]
    assert not m.reinf_dock.visibleRegion().isEmpty()  # brought forward
    assert (g.state.turn, g.phase_kind()) == (1, "movement")
