"""Reichswald 9.0: units in hexes that flood retreat to dry land; where, among the nearest
hexes, is their owner's choice, as for any retreat."""

from __future__ import annotations

from engine_fixtures import TERRAIN, end_phase_attacking, family_scenario, unit

from hexstudio.engine.actions import Choose
from hexstudio.engine.game import Game
from hexstudio.engine.save import game_from_data, save_data

FLOOD = [*TERRAIN, {"id": "flood", "name": "Flood", "move": {"foot": "X", "motorized": "X"}, "combat": -1}]
RULE = {"rule": "flood_event", "params": {"hex_set": "low", "terrain": "flood", "roll_turn": 2, "die": "1d6", "on": [6],
                                          "otherwise_turn": 2, "units_inside": "retreat_to_dry_land_no_move"}}


def _flooded(extra=()) -> Game:
    """Blue's b stands in 0303, which floods at the start of turn 2 (with 0403)."""
    sc = family_scenario(units=[unit("b", "blue", "0303", "3-4-4"), unit("r", "red", "1006", "1-1-1"), *extra],
                         turns=3, special_rules=[RULE], terrain=FLOOD,
                         hex_sets={"low": {"name": "Low ground", "hexes": ["0303", "0403"]}})
    g = Game(sc, 0)
    while g.state.turn < 2:
        end_phase_attacking(g)
    return g


def test_the_owner_chooses_among_the_nearest_dry_hexes():
    g = _flooded()
    d = g.state.pending
    assert d is not None and d.kind == "flood_retreat" and d.side == g.unit_side["b"]
    start = g.grid.parse("0303")
    assert set(d.options) == {g.label(h) for h in start.neighbours() if g.view.in_play(h)} - {"0403"}
    assert g.label(g.state.units["b"].hex) == "0303"  # nothing moved before the answer


def test_each_answer_moves_the_unit_there_and_it_may_not_move_that_turn():
    for option in _flooded().state.pending.options:
        g = _flooded()
        g.apply(Choose(option))
        b = g.state.units["b"]
        assert g.label(b.hex) == option and "no_move_this_turn" in b.flags and g.state.pending is None
        assert game_from_data(save_data(g)).state.digest() == g.state.digest()


def test_an_enemy_held_hex_is_not_offered_and_each_flooded_unit_is_asked_in_turn():
    g = _flooded([unit("b2", "blue", "0403", "3-4-4"), unit("r2", "red", "0302", "1-1-1")])
    first = g.state.pending
    assert first is not None and first.data["unit"] == "b" and "0302" not in first.options
    g.apply(Choose(first.options[0]))
    second = g.state.pending
    assert second is not None and second.kind == "flood_retreat" and second.data["unit"] == "b2"
    g.apply(Choose(second.options[-1]))
    assert g.state.pending is None
    assert {g.label(g.state.units[u].hex) for u in ("b", "b2")} == {first.options[0], second.options[-1]}
