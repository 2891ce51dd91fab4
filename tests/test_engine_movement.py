"""Movement: worked examples E3, D1, E26, E27 and the movement rules."""

from __future__ import annotations

import pytest
from engine_fixtures import end_phase_attacking, family_scenario, unit

from hexstudio.engine.actions import EndPhase, MoveStack
from hexstudio.engine.errors import IllegalAction, NotYourPhase, UnreachableHex
from hexstudio.engine.game import Game
from hexstudio.hexgrid import Grid, Hex

GRID = Grid(10, 6)
P = GRID.parse
L = GRID.label
E, NE = Hex(1, 0), Hex(1, -1)


def boundary(col: int) -> list[tuple[str, str, list[str]]]:
    """River hexsides between zero-based column ``col`` and the next one, all rows."""
    out = []
    for row in range(GRID.rows):
        h = GRID.from_offset(col, row)
        for n in GRID.neighbours(h):
            if GRID.to_offset(n)[0] == col + 1:
                out.append((L(h), L(n), ["river"]))
    return out


def e3_scenario(**kw):
    """Leyte 4.0: road west 3 hexes, 2 open, river, forest (laid out eastward)."""
    forest = {GRID.label(GRID.from_offset(6, r)): {"terrain": "forest"} for r in range(GRID.rows)}
    return family_scenario(
        hexes={"0103": {"terrain": "city"}, **forest},
        hexsides=boundary(5),
        roads=[["0103", "0203", "0303", "0403"]],
        units=[unit("us", "blue", "0103", "3-4-8"), unit("jp", "red", "1006", "1-1-6")],
        **kw,
    )


E3_PATH = tuple(GRID.parse(x) for x in ("0103", "0203", "0303", "0403", "0503", "0603", "0703"))


def test_e3_leyte_movement_costs_exactly_eight():
    g = Game(e3_scenario())
    reach = g.legal_moves("us")
    assert reach.cost_to(GRID.parse("0703")) == 16  # half MP: 3 + 2 + 1 + 2 = 8
    assert reach.why(GRID.parse("0803")) == "not enough MP: needs 9, has 8"
    g.apply(MoveStack(("us",), E3_PATH))
    assert g.state.units["us"].hex == GRID.parse("0703")
    assert g.state.units["us"].mp_spent == 16
    assert g.legal_moves("us").destinations() == {}


def test_d1_leyte_weather_half_point_blocks_the_forest():
    turns = [{"number": 1, "weather": "mud"}]
    weather = {"types": [{"id": "mud", "name": "Rain", "move_surcharge": "+1/2"}]}
    g = Game(e3_scenario(turns=turns, weather=weather))
    with pytest.raises(UnreachableHex, match=r"needs 11, has 8"):
        g.apply(MoveStack(("us",), E3_PATH))
    g2 = Game(e3_scenario(turns=turns, weather=weather, rules={"movement": {"weather_applies_to_hexsides": True}}))
    assert g2.why_illegal(MoveStack(("us",), E3_PATH)) == "not enough MP: needs 11½, has 8"


def sicily(**kw):
    s = GRID.parse("0303")
    bridge_path = [s, s + NE, s + NE + E, s + NE + E + E, s + NE + E + E + E]
    left_path = [s, s + E, s + E + E, s + E + E + E, s + E + E + E + NE]
    assert bridge_path[-1] == left_path[-1]
    sc = family_scenario(
        hexes={L(s): {"terrain": "city"}, L(bridge_path[-1]): {"terrain": "mountain"}},
        hexsides=[(L(s), L(s + NE), ["river", "bridge"]), (L(left_path[3]), L(left_path[4]), ["river"])],
        units=[unit("us", "blue", L(s), "3-4-6"), unit("de", "red", "1006", "1-1-6")],
        **kw,
    )
    return sc, tuple(bridge_path), tuple(left_path)


def test_e26_sicily_bridge_costs_nothing():
    sc, bridge_path, _ = sicily()
    g = Game(sc)
    g.apply(MoveStack(("us",), bridge_path))
    assert g.state.units["us"].mp_spent == 12  # 1 + 1 + 1 + 3 = 6 MP


def test_e27_sicily_river_without_bridge_cannot_reach_the_mountain():
    sc, _, left_path = sicily()
    g = Game(sc)
    with pytest.raises(UnreachableHex, match=r"not enough MP: needs 7, has 6"):
        g.apply(MoveStack(("us",), left_path))
    g.apply(MoveStack(("us",), left_path[:4]))  # 3 MP to the bank is fine
    assert g.state.units["us"].mp_spent == 6


def test_motorized_prohibited_terrain_reason_and_road_half_cost():
    sc = family_scenario(
        hexes={"0303": {"terrain": "mountain"}},
        roads=[["0102", "0202", "0302", "0402", "0502"]],
        units=[unit("tk", "blue", "0102", "5-3-2", kind="armor"), unit("jp", "red", "1006", "1-1-6")],
    )
    g = Game(sc)
    reach = g.legal_moves("tk")
    assert reach.why(GRID.parse("0303")) == "prohibited terrain for motorized: mountain"
    assert reach.cost_to(GRID.parse("0502")) == 4  # 4 road hexes at 1/2
    assert reach.why(GRID.parse("0602")) == "not enough MP: needs 3, has 2"


def test_zoc_stops_the_move_and_disengage_costs_one():
    sc = family_scenario(units=[unit("a", "blue", "0203", "3-4-4"), unit("e", "red", "0503", "3-4-4")])
    g = Game(sc)
    reach = g.legal_moves("a")
    zoc_hex = GRID.parse("0403")
    assert reach.cost_to(zoc_hex) == 4
    beyond = GRID.parse("0603")
    assert reach.why(beyond) == "not enough MP: needs 5, has 4"  # around the enemy's zone
    assert reach.why(GRID.parse("0503")) == "enemy units at 0503"
    g.apply(MoveStack(("a",), (GRID.parse("0203"), GRID.parse("0303"), zoc_hex)))
    with pytest.raises(IllegalAction, match="must stop"):
        g.apply(MoveStack(("a",), (zoc_hex, GRID.parse("0303"))))
    # Next turn the engaged unit breaks contact paying +1.
    for _ in range(4):
        end_phase_attacking(g)
    assert g.state.units["a"].engaged
    back = GRID.parse("0303")
    assert g.legal_moves("a").cost_to(back) == 4  # 1 (open) + 1 (disengage)


def test_zoc_to_zoc_switch_forbids_sliding_along_the_front():
    units = [unit("a", "blue", "0403", "3-4-4"), unit("e", "red", "0503", "3-4-4")]
    g = Game(family_scenario(units=units, rules={"zoc": {"zoc_to_zoc": False}}))
    along = GRID.parse("0402")  # next to 0403 and to the enemy
    assert along in set(GRID.parse("0503").neighbours())
    step = MoveStack(("a",), (GRID.parse("0403"), along))
    assert "straight into another" in (g.why_illegal(step) or "")
    g2 = Game(family_scenario(units=units))
    assert g2.is_legal(step)


def test_zoc_reason_in_a_corridor():
    g = Game(family_scenario(rows=1, units=[unit("a", "blue", "0101", "3-4-6"), unit("e", "red", "0501", "3-4-4")]))
    reach = g.legal_moves("a")
    assert reach.why(GRID.parse("0901")) == "enemy units at 0501 block the way"
    g = Game(family_scenario(rows=2, units=[unit("a", "blue", "0101", "3-4-9"), unit("e", "red", "0502", "3-4-4")]))
    reach = g.legal_moves("a")
    # Every way east passes next to the enemy: its zone stops the move.
    assert (reach.why(GRID.parse("0901")) or "").startswith("enemy zone of control at")


def test_stacking_pass_through_but_not_end():
    units = [unit(f"s{i}", "blue", "0303", "3-4-4") for i in range(3)]
    units += [unit("m", "blue", "0203", "3-4-4"), unit("e", "red", "1006", "1-1-1")]
    g = Game(family_scenario(units=units))
    reach = g.legal_moves("m")
    full = GRID.parse("0303")
    assert reach.why(full) == "over-stacked: 3 units already at 0303 (limit 3)"
    assert reach.can_reach(GRID.parse("0403"))  # through the full hex
    assert full in reach.path_to(GRID.parse("0403")) or reach.cost_to(GRID.parse("0403")) == 4


def test_stack_moves_at_slowest_member_with_the_most_restrictive_class():
    units = [
        unit("inf", "blue", "0103", "3-4-3"),
        unit("tk", "blue", "0103", "5-3-8", kind="armor"),
        unit("e", "red", "1006", "1-1-1"),
    ]
    g = Game(family_scenario(hexes={"0203": {"terrain": "mountain"}}, units=units))
    reach = g.legal_moves(["inf", "tk"])
    assert reach.allowance == 6
    assert "prohibited terrain for motorized" in (reach.why(GRID.parse("0203")) or "")
    assert g.legal_moves("inf").can_reach(GRID.parse("0203"))
    dest = GRID.parse("0403")
    g.apply(MoveStack(("inf", "tk"), reach.path_to(dest)))
    assert g.state.units["tk"].hex == dest == g.state.units["inf"].hex


def test_minimum_move_climb_cost_and_release_turn():
    rules = {"movement": {"minimum_move": True, "climb_cost": 1}}
    sc = family_scenario(
        hexes={"0203": {"terrain": "forest", "elevation": 1}},
        units=[unit("a", "blue", "0103", "3-4-2"), unit("r", "blue", "0105", "3-4-4", release_turn=2),
               unit("e", "red", "1006", "1-1-1")],
        rules=rules,
    )
    g = Game(sc)
    reach = g.legal_moves("a")
    up = GRID.parse("0203")  # forest 2 + climb 1 = 3 > 2: allowed only as a minimum move
    assert reach.can_reach(up)
    g.apply(MoveStack(("a",), (GRID.parse("0103"), up)))
    assert g.state.units["a"].mp_spent == 4
    assert "before turn 2" in (g.legal_moves("r").why(GRID.parse("0205")) or "")


def test_moves_only_in_own_movement_phase():
    g = Game(family_scenario(units=[unit("a", "blue", "0103"), unit("e", "red", "1006")]))
    path = (GRID.parse("0103"), GRID.parse("0203"))
    g.apply(EndPhase())
    with pytest.raises(NotYourPhase):
        g.apply(MoveStack(("a",), path))
    g.apply(EndPhase())
    with pytest.raises(NotYourPhase, match="other side"):
        g.apply(MoveStack(("a",), path))


def test_exit_map_edges_and_evacuation_port():
    from hexstudio.engine.actions import ExitMap

    specials = [
        {"rule": "exit_map", "params": {"side": "red", "edges": ["east"]}},
        {"rule": "evacuation", "params": {"side": "red", "port_hexes": ["0503"]}},
    ]
    sc = family_scenario(
        hexes={"1003": {"terrain": "forest"}},
        units=[unit("a", "blue", "0101"), unit("r1", "red", "1003", "1-1-1"), unit("r2", "red", "0503", "1-1-4"),
               unit("r3", "red", "0803", "1-1-4")],
        special_rules=specials,
    )
    g = Game(sc)
    assert "movement phase" in (g.why_illegal(ExitMap(("r1",))) or "")
    g.apply(EndPhase())
    g.apply(EndPhase())
    assert "needs 2, has 1" in (g.why_illegal(ExitMap(("r1",))) or "")  # forest as if the next hex
    assert "not on a hex" in (g.why_illegal(ExitMap(("r3",))) or "")
    g.apply(ExitMap(("r2",)))
    assert g.state.units["r2"].status == "evacuated" and g.state.units["r2"].hex is None


def test_no_move_and_motorized_mountain_roads():
    specials = [
        {"rule": "no_move", "params": {"turn": 1, "units": ["a"]}},
        {"rule": "motorized_mountain_roads", "params": {
            "classes": ["motorized"], "roads_only_in": ["forest"], "road_types": ["paved"], "prohibited": ["city"]}},
    ]
    sc = family_scenario(
        hexes={"0302": {"terrain": "forest"}, "0303": {"terrain": "forest"}, "0403": {"terrain": "city"}},
        roads=[["0202", "0302"]],
        units=[unit("a", "blue", "0101"), unit("tk", "blue", "0202", "3-3-8", kind="armor"), unit("r", "red", "1006")],
        special_rules=specials,
    )
    g = Game(sc)
    assert g.legal_moves("a").why(P("0102")) == "a may not move on turn 1"
    reach = g.legal_moves("tk")
    assert reach.can_reach(P("0302"))  # forest along the road
    assert not reach.can_reach(P("0303"))  # forest off the road
    assert reach.why(P("0403")) == "prohibited terrain for motorized: city"


def test_a_phase_without_engagements_keeps_units_out_of_enemy_zones():
    seq = [{"kind": "movement", "side": "blue", "engagements": False}, {"kind": "movement", "side": "red"}]
    g = Game(family_scenario(units=[unit("a", "blue", "0203", "3-4-4"), unit("e", "red", "0503", "3-4-4")],
                             sequence=seq))
    reach = g.legal_moves("a")
    assert reach.why(P("0403")) == "no engagements in this phase: may not enter the enemy zone of control at 0403"
    assert reach.can_reach(P("0303"))


def test_stacking_composition_exclusive_flag_terrain_limit_and_end_of_phase():
    from hexstudio.engine.errors import ObligationUnmet

    rules = {"stacking": {"limit": 3, "composition": [{"side": "blue", "size": "brigade", "max": 1}]}}
    units = [
        unit("bde1", "blue", "0303", size="brigade"), unit("bde2", "blue", "0203", size="brigade"),
        unit("lehr", "blue", "0505", flags=["stacks_alone"]), unit("x", "blue", "0605"),
        unit("r", "red", "1001"),
    ]
    g = Game(family_scenario(hexes={"0103": {"terrain": "forest"}}, units=units, rules=rules))
    assert g.legal_moves("bde2").why(P("0303")) == "over-stacked: at most 1 brigade unit(s) in one hex"
    assert g.legal_moves("x").why(P("0505")) == "lehr may share a hex with no other unit"
    g2 = Game(family_scenario(units=[unit("a", "blue", "0303"), unit("b", "blue", "0203"), unit("r", "red", "1001")],
                              rules={"stacking": {"limit": 1, "check": "end_of_phase"}}))
    g2.apply(MoveStack(("b",), (P("0203"), P("0303"))))  # allowed for now
    with pytest.raises(ObligationUnmet, match="over-stacked at 0303; the last to enter, b, must move again"):
        g2.apply(EndPhase())
    g2.apply(MoveStack(("b",), (P("0303"), P("0403"))))
    g2.apply(EndPhase())


def test_congestion_costs_passing_through_a_brigade_hex():
    specials = [{"rule": "congestion", "params": {"side": "blue", "occupant": {"size": "brigade"}, "surcharge": 1}}]
    units = [unit("bde", "blue", "0202", size="brigade"), unit("m", "blue", "0102", "3-4-3"), unit("r", "red", "0601")]
    g = Game(family_scenario(rows=2, columns=6, units=units, special_rules=specials))
    reach = g.legal_moves("m")
    assert reach.cost_to(P("0202")) == 2  # ending there: no surcharge
    through = (P("0102"), P("0202"), P("0302"))
    assert g.why_illegal(MoveStack(("m",), through)) is None
    g.apply(MoveStack(("m",), through))
    assert g.state.units["m"].mp_spent == 6  # 1 + 1 + the congestion surcharge 1


def test_sea_movement_zones_limits_and_halved_mp():
    from hexstudio.engine.actions import SeaMove

    sea = {GRID.label(GRID.from_offset(9, r)): {"terrain": "sea"} for r in range(GRID.rows)}
    hex_sets = {
        "south": {"name": "South", "hexes": ["0906"]},
        "north": {"name": "North", "hexes": ["0901", "0902"]},
    }
    specials = [{"rule": "sea_movement", "params": {
        "side": "blue", "max_units_per_turn": 2, "movement_factor": 0.5, "hex_terrain": ["open"],
        "zones": [{"until_turn": 1, "hex_sets": ["south"]},
                  {"hex_sets": ["north"], "when": {"kind": "hex_controlled", "side": "blue", "hexes": ["0101"]}}]}}]
    units = [unit(f"u{i}", "blue", f"090{i}", "3-4-16") for i in (3, 4, 5)]
    units += [unit("far", "blue", "0201"), unit("r", "red", "0106", "1-1-1")]
    g = Game(family_scenario(hexes=sea, units=units, special_rules=specials, hex_sets=hex_sets))
    assert g.why_illegal(SeaMove("u3", P("0901"))) == "0901 is not a landing hex this turn"
    assert "must start on a coast hex" in (g.why_illegal(SeaMove("far", P("0906"))) or "")
    g.apply(SeaMove("u3", P("0906")))
    assert g.state.units["u3"].hex == P("0906") and g.legal_moves("u3").allowance == 16  # 16 MP halved: 8 MP
    g.apply(SeaMove("u4", P("0906")))
    assert g.why_illegal(SeaMove("u5", P("0906"))) == "at most 2 units move by sea each turn"
    # The north landings open once blue holds 0101.
    g2 = Game(family_scenario(hexes=sea, units=[*units[:3], unit("r", "red", "1006", "1-1-1")],
                              special_rules=specials, hex_sets=hex_sets, turns=3))
    assert not g2.is_legal(SeaMove("u4", P("0901")))
    g2.apply(MoveStack(("u3",), g2.legal_moves("u3").path_to(P("0101"))))
    assert g2.is_legal(SeaMove("u4", P("0901")))


def test_river_crossing_mp_cap_and_bridges_only():
    specials = [{"rule": "river_crossing", "params": {
        "unbridged_mp_cap": {"classes": ["motorized"], "mp": 5}, "bridges_only": {"tags": ["infantry"]}}}]
    units = [unit("tk", "blue", "0103", "5-3-10", kind="armor"), unit("r", "red", "1001", "1-1-1")]
    g = Game(family_scenario(hexsides=boundary(2), units=units, special_rules=specials))
    reach = g.legal_moves("tk")
    # Two hexes to the river, +2 to cross, 1 beyond: 5 MP. Anything further is over the cap.
    assert reach.cost_to(P("0403")) == 10
    assert not reach.can_reach(P("0503"))
    assert reach.can_reach(P("0303"))
    too_far = tuple(P(x) for x in ("0103", "0203", "0303", "0403", "0503"))
    with pytest.raises(UnreachableHex, match="only 5 MP left"):
        g.apply(MoveStack(("tk",), too_far))
    g.apply(MoveStack(("tk",), too_far[:4]))
    assert "river_capped" in g.state.units["tk"].flags
    assert g.legal_moves("tk").destinations() == {}
    # Infantry (bridges only here) crosses by the bridge at 0306-0406 and nowhere else.
    units = [unit("inf", "blue", "0105", "3-4-6"), unit("r", "red", "1001", "1-1-1")]
    g = Game(family_scenario(hexsides=[*boundary(2), ("0306", "0406", ["river", "bridge"])], units=units,
                             special_rules=specials))
    inf = g.legal_moves("inf")
    assert inf.can_reach(P("0406"))
    assert P("0306") in inf.path_to(P("0406"))
    assert "may not cross" in (g.why_illegal(MoveStack(("inf",), (P("0105"), P("0205"), P("0305"), P("0405")))) or "")


def test_step_problem_for_retreats_and_advances():
    from hexstudio.engine.movement import step_problem

    sc = family_scenario(
        hexes={"0403": {"terrain": "mountain"}},
        hexsides=[("0303", "0302", ["river"])],
        units=[unit("tk", "blue", "0303", "5-3-8", kind="armor"), unit("e", "red", "0304")]
        + [unit(f"f{i}", "blue", "0203") for i in range(3)],
    )
    g = Game(sc)
    st = g.state
    assert step_problem(g, st, ["tk"], P("0303"), P("0403")) == "prohibited terrain for motorized: mountain"
    assert step_problem(g, st, ["tk"], P("0303"), P("0304")) == "enemy units at 0304"
    assert step_problem(g, st, ["tk"], P("0303"), P("0203")) == "over-stacked: 3 units already at 0203 (limit 3)"
    assert step_problem(g, st, ["tk"], P("0303"), P("0302")) is None  # rivers cost MP, they do not bar a retreat
    assert step_problem(g, st, ["tk"], P("0303"), P("0503")) == "0503 is not next to 0303"
