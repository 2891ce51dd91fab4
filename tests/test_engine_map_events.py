"""Map changes during play: a flood (Reichswald 9.0) and a Bailey bridge."""

from __future__ import annotations

from engine_fixtures import TERRAIN, end_phase_attacking, family_scenario, unit

from hexstudio.engine.game import Game
from hexstudio.hexgrid import Grid

P = Grid(10, 6).parse
FLOOD = [*TERRAIN, {"id": "flood", "name": "Flood", "move": {"foot": "X", "motorized": "X"}, "combat": -1}]


def flood_game(seed: int) -> Game:
    specials = [{"rule": "flood_event", "params": {
        "hex_set": "low", "terrain": "flood", "roll_turn": 2, "die": "1d6", "on": [6], "otherwise_turn": 3,
        "units_inside": "retreat_to_dry_land_no_move"}}]
    sc = family_scenario(
        units=[unit("b", "blue", "0303", "3-4-4"), unit("r", "red", "1006", "1-1-1")], turns=4,
        special_rules=specials, hex_sets={"low": {"name": "Low ground", "hexes": ["0303", "0403"]}},
        terrain=FLOOD,
    )
    return Game(sc, seed)


def to_turn(g: Game, turn: int) -> None:
    from hexstudio.engine.actions import Choose

    while g.state.turn < turn:
        end_phase_attacking(g)
    while g.state.pending is not None:  # the owner picks the dry hex (a flood_retreat decision)
        g.apply(Choose(g.state.pending.options[0]))


def test_flood_on_the_die_or_later_and_units_are_displaced():
    outcomes = set()
    for seed in range(12):
        g = flood_game(seed)
        assert g.legal_moves("b").can_reach(P("0403"))
        to_turn(g, 2)
        roll = next(e for entry in g.log for e in entry.events if e.kind == "roll" and e.data["purpose"].startswith("flood"))
        flooded_now = roll.data["total"] == 6
        assert (g.state.map_events == ["flood_event:0"]) == flooded_now
        if not flooded_now:
            to_turn(g, 3)
        assert g.state.map_events == ["flood_event:0"]
        assert g.view.terrain(P("0403")) == "flood"
        b = g.state.units["b"]
        assert b.hex not in (P("0303"), P("0403")) and b.hex.distance(P("0303")) == 1
        assert "may not move on turn" in (g.legal_moves("b").why(P("0101")) or "")
        outcomes.add(flooded_now)
        # Replay and undo see the same map.
        assert Game.replay(g.scenario, seed, g.actions()).state.digest() == g.state.digest()
    assert outcomes == {True, False}


def test_bailey_bridge_adds_a_road_and_a_bridge():
    specials = [{"rule": "bailey_bridge", "params": {
        "turn": 2, "road_type": "paved", "road_path": ["0203", "0303", "0403"], "hexside": ["0303", "0403"],
        "hexside_feature": "bridge"}}]
    sc = family_scenario(
        hexes={"0303": {"terrain": "forest"}, "0403": {"terrain": "forest"}},
        hexsides=[("0303", "0403", ["river"])],
        units=[unit("tk", "blue", "0203", "5-3-2", kind="armor"), unit("r", "red", "1006", "1-1-1")],
        turns=3, special_rules=specials,
    )
    g = Game(sc)
    assert not g.legal_moves("tk").can_reach(P("0403"))
    to_turn(g, 2)
    assert g.legal_moves("tk").cost_to(P("0403")) == 2  # two road hexes at 1/2, river bridged
