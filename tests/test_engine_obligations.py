"""Engagement obligations: dominant terrain (E4 Leyte, E28 Sicily), sheltered
terrain, and the must-attack check at the end of the combat phase."""

from __future__ import annotations

import pytest
from engine_fixtures import family_scenario, unit

from hexstudio.engine.actions import EndPhase, MoveStack
from hexstudio.engine.errors import ObligationUnmet
from hexstudio.engine.game import Game
from hexstudio.engine.zoc import obliged_attackers, unmet_obligations
from hexstudio.hexgrid import Grid

GRID = Grid(10, 6)
P = GRID.parse

AXIS_FIRST = [
    {"kind": "movement", "side": "red"},
    {"kind": "combat", "side": "red"},
    {"kind": "movement", "side": "blue"},
    {"kind": "combat", "side": "blue"},
]


def test_e4_leyte_mountain_is_dominant_but_a_unit_moving_in_must_attack():
    # US (blue) in a mountain hex engaged with a Japanese (red) unit in the open.
    sc = family_scenario(
        hexes={"0403": {"terrain": "mountain"}},
        units=[unit("us1", "blue", "0403", "3-4-8"), unit("us2", "blue", "0103", "3-4-8"),
               unit("jp", "red", "0503", "3-4-6")],
    )
    g = Game(sc)
    assert g.state.units["us1"].engaged
    assert obliged_attackers(g, g.state, "blue") == []
    # (1) Not forced to disengage: the movement phase ends with it still there.
    # (2) A second unit that moves into the Japanese unit's ZOC must attack.
    assert P("0504") in P("0503").neighbours()
    g.apply(MoveStack(("us2",), g.legal_moves("us2").path_to(P("0504"))))
    g.apply(EndPhase())
    assert g.phase_kind() == "combat"
    with pytest.raises(ObligationUnmet, match="us2 at 0504"):
        g.apply(EndPhase())
    assert unmet_obligations(g) == ["us2"]
    g.state.attacked_units.add("us2")  # what the combat package records when us2 attacks
    g.changed()
    g.apply(EndPhase())
    assert g.state.active_side == "red"


def test_e28_sicily_mountain_over_city_for_the_axis_player():
    sc = family_scenario(
        hexes={"0403": {"terrain": "mountain"}, "0503": {"terrain": "city"}},
        units=[unit("de", "red", "0403", "3-4-6"), unit("de2", "red", "0701", "3-4-6"),
               unit("al", "blue", "0503", "3-4-6")],
        sequence=AXIS_FIRST,
    )
    g = Game(sc)
    assert g.state.units["de"].engaged
    g.apply(EndPhase())  # axis movement: the German unit stays put
    assert obliged_attackers(g, g.state, "red") == []
    g.apply(EndPhase())  # axis combat ends without attacking
    # The Allied unit in the city is not dominant over the mountain: it must attack.
    g.apply(EndPhase())
    with pytest.raises(ObligationUnmet, match="al at 0503"):
        g.apply(EndPhase())


def test_dominance_must_be_over_each_engaging_enemy():
    sc = family_scenario(
        hexes={"0403": {"terrain": "forest"}, "0503": {"terrain": "city"}},
        units=[unit("b", "blue", "0403", "3-4-6"), unit("r1", "red", "0503", "3-4-6"),
               unit("r2", "red", "0303", "3-4-6")],
    )
    g = Game(sc)
    assert obliged_attackers(g, g.state, "blue") == ["b"]  # forest 2 is not > city 2
    g2 = Game(sc.model_copy(update={"rules": sc.rules.model_copy(update={
        "zoc": sc.rules.zoc.model_copy(update={"dominant_over": "any"})})}))
    assert obliged_attackers(g2, g2.state, "blue") == []  # but forest > open (r2)


def test_sheltered_terrain_and_units_without_zoc():
    sc = family_scenario(
        hexes={"0403": {"features": ["village"]}},
        units=[unit("b", "blue", "0403", "3-4-6"), unit("g", "blue", "0603", "3-4-6"),
               unit("h", "blue", "0803", "3-4-6"),
               unit("r", "red", "0503", "3-4-6"), unit("q", "red", "0703", "1-1-6", flags=["no_zoc"])],
        rules={"zoc": {"sheltered_terrain": ["village"], "dominant_terrain": False}},
    )
    g = Game(sc)
    # b shelters in its village; g is engaged by r; h stands next to q only, which has no ZOC.
    assert obliged_attackers(g, g.state, "blue") == ["g"]
    assert not g.state.units["h"].engaged


def test_a_unit_with_no_hex_left_to_attack_is_let_off():
    sc = family_scenario(units=[unit("b", "blue", "0403", "3-4-6"), unit("r", "red", "0503", "3-4-6")])
    g = Game(sc)
    g.apply(EndPhase())
    assert unmet_obligations(g) == ["b"]
    g.state.attacked_hexes.add(P("0503"))  # attacked already this turn (by another unit)
    g.changed()
    assert unmet_obligations(g) == []
    g.apply(EndPhase())


def test_mountain_exemption_for_one_side():
    sc = family_scenario(
        hexes={"0503": {"terrain": "mountain"}, "0403": {"terrain": "mountain"}},
        units=[unit("b", "blue", "0403", "3-4-6"), unit("r", "red", "0503", "3-4-6")],
        rules={"zoc": {"dominant_terrain": False}},
        special_rules=[{"rule": "mountain_exemption", "params": {"side": "red", "terrain": ["mountain"]}}],
    )
    g = Game(sc)
    assert obliged_attackers(g, g.state, "blue") == ["b"]
    assert obliged_attackers(g, g.state, "red") == []


def test_armor_may_not_engage_units_in_mountains():
    from hexstudio.engine.actions import MoveStack

    sc = family_scenario(
        hexes={"0603": {"terrain": "mountain"}},
        units=[unit("tk", "blue", "0303", "5-3-8", kind="armor"), unit("inf", "blue", "0304", "3-4-8"),
               unit("r", "red", "0603", "3-4-6")],
        special_rules=[{"rule": "armor_no_mountain_engagement", "params": {"tags": ["armored"], "terrain": ["mountain"]}}],
    )
    g = Game(sc)
    assert g.legal_moves("tk").why(P("0503")) == (
        "these units may not engage the enemy units next to 0503 in their terrain")
    assert g.legal_moves("inf").can_reach(P("0503"))
    assert not g.is_legal(MoveStack(("tk",), (P("0303"), P("0403"), P("0503"))))
