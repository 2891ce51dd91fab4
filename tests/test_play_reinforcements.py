"""Play mode: reinforcements that may not wait are marked, and the End phase refusal
counts them and brings their panel forward (Sicily's Allies, turn 1: three must land)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from test_play_special import Player, player  # noqa: F401  (the fixture)

from hexstudio.play.turns import must_enter_units


def test_units_that_must_enter_are_marked_and_counted(player: Player, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    p = player
    p.open("sicily", 0)
    p.end_phases_until(lambda g: g.state.active_side == "allies" and g.phase_kind() == "movement")
    m = p.mode
    g = p.game
    must = must_enter_units(g)
    assert len(must) == 3
    assert sorted(m.reinforcements.units()[:3]) == sorted(must)  # those that must enter come first
    tree = m.reinforcements.tree
    heads = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    flagged = [h for h in heads if "must enter this turn" in h.text(0)]
    assert flagged and all(h.foreground(0).color().name() == "#8e2451" for h in flagged)

    def leaves(item):  # type: ignore[no-untyped-def]
        kids = [item.child(j) for j in range(item.childCount())]
        return [item.data(0, Qt.ItemDataRole.UserRole)] if not kids else [u for k in kids for u in leaves(k)]

    assert sorted(u for h in flagged for u in leaves(h)) == sorted(must)
    p.shot("reinf_must_enter_en")
    said: list[str] = []
    monkeypatch.setattr(m, "inform", lambda title, text: said.append(text))
    m.combat_dock.raise_()
    m.end_phase()
    assert said == ["The phase cannot end yet: 3 reinforcements must still enter this turn; they are marked in the Reinforcements panel."]
    assert not m.reinf_dock.visibleRegion().isEmpty()  # brought forward
    assert (g.state.turn, g.phase_kind()) == (1, "movement")


def test_reichswald_8r_groups_the_units_that_must_enter_by_entry_area_and_formation(player: Player) -> None:  # noqa: F811
    """Turn 8R brings 25 Allied units on at three entry areas: one line per area and formation,
    not a wall of 25 red warnings."""
    from hexstudio.engine.reinforcements import waiting_units

    p = player
    p.open("reichswald", 0)
    p.end_phases_until(lambda g: g.state.active_side == "allies" and g.phase_kind() == "movement")
    m = p.mode
    g = p.game
    waiting = waiting_units(g, "allies")
    assert len(waiting) == 25
    lines = m.reinforcements.lines()
    tree = m.reinforcements.tree
    heads = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    assert heads == ["Entry at 0111 — must enter this turn (7)", "Entry at 0107 — must enter this turn (8)",
                     "Entry at 0102 — must enter this turn (10)"]
    assert len(lines) == 3 + 13, lines  # under the areas, one line a formation: 0111 has 4, 0107 4, 0102 5
    assert "51ª DI (51th Infantry Division): 152/51, 153/51, 154/51, GP 51" in lines
    assert sum("must enter" in line for line in lines) == 3  # three red lines, not twenty-five
    assert sorted(m.reinforcements.units()) == sorted(u for u, _g in waiting)
    p.shot("reinf_8r_groups_en")
    # Picking a formation's line picks its first unit; the entry hexes light up.
    top = next(item for item in m.reinforcements._items() if item.text(0).startswith("51ª DI"))
    assert top.childCount() == 4
    tree.setCurrentItem(top)
    assert m.entering == top.child(0).data(0, Qt.ItemDataRole.UserRole)
    assert "entry" in m.overlay_keys()
    # Unfolded, any unit of the formation may be picked.
    top.setExpanded(True)
    third = top.child(2).data(0, Qt.ItemDataRole.UserRole)
    tree.setCurrentItem(top.child(2))
    assert m.entering == third
    p.shot("reinf_8r_unfolded_en")
    # Once entered, the area's line counts one unit fewer.
    entry = min(m._overlays["entry"][0].hexes)
    m.click(entry)
    assert g.state.units[third].hex == entry
    assert len(m.reinforcements.units()) == 24
    assert "Entry at 0111 — must enter this turn (6)" in m.reinforcements.lines()
    assert "51ª DI (51th Infantry Division): 152/51, 153/51, GP 51" in m.reinforcements.lines()
