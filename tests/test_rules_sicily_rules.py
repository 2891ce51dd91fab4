"""Sicily's rules: who may leave (4.2.2), reserves (10.1.3, 10.2.1), armour's
advance (5.2), recovery by a port (7.0), naval support (9.0), fixed drops
(4.2.3) and the Commandos' landing (4.2.1)."""

from __future__ import annotations

import pytest
from engine_fixtures import end_phase_attacking, family_scenario, unit

from hexstudio.engine.actions import EndPhase, EnterReinforcement, ExitMap
from hexstudio.engine.combat import resolve
from hexstudio.engine.combat.situation import ground_shifts
from hexstudio.engine.game import Game
from hexstudio.hexgrid import Grid

GRID = Grid(10, 6)
P = GRID.parse
SEA = {GRID.label(GRID.from_offset(9, r)): {"terrain": "sea"} for r in range(GRID.rows)}
TYPES = [
    {"id": "infantry", "name": "Infantry", "movement_class": "foot", "tags": ["infantry"]},
    {"id": "armor", "name": "Armor", "movement_class": "motorized", "tags": ["armored", "motorized"]},
    {"id": "artillery", "name": "Artillery", "movement_class": "foot", "tags": ["artillery"]},
    {"id": "paratroop", "name": "Paratroop", "movement_class": "foot", "tags": ["infantry", "airborne"]},
]


def play_to(g: Game, turn: int, phase: int = 0) -> None:
    while (g.state.turn, g.state.phase_index) < (turn, phase):
        end_phase_attacking(g)


# --------------------------------------------------------------------------- withdrawal_only_exit


def test_only_the_listed_units_may_leave_the_map():
    exits = {"rule": "exit_map", "params": {"side": "blue", "edges": ["west"]}}
    only = {"rule": "withdrawal_only_exit", "params": {"side": "blue", "units_may_leave": ["abn"]}}
    units = [unit("abn", "blue", "0103"), unit("inf", "blue", "0104"), unit("r", "red", "0906", "1-1-4")]
    g = Game(family_scenario(units=units, special_rules=[exits, only]))
    assert "may not leave the map" in (g.why_illegal(ExitMap(("inf",))) or "")
    assert g.why_illegal(ExitMap(("abn",))) is None
    withdrawals = [{"id": "w", "units": ["inf"], "schedule": {"turn": 2}}]
    with pytest.raises(ValueError, match="not listed in 'units_may_leave'"):
        Game(family_scenario(units=units, special_rules=[exits, only], withdrawals=withdrawals))


# --------------------------------------------------------------------------- reserve_units


def _reserve_game():
    units = [unit("b", "blue", "0101"), unit("r", "red", "0906", "1-1-4"),
             unit("res1", "blue", None), unit("res2", "blue", None)]
    reinf = [{"id": f"g{i}", "units": [f"res{i}"], "schedule": {"turn": 1}, "may_delay": True,
              "entry": {"hexes": ["0102"], "pay_entry_hex": False}} for i in (1, 2)]
    rule = {"rule": "reserve_units", "params": {"side": "blue", "units": ["res1", "res2"], "from_turn": 2,
                                                "unused_points": 3}}
    return Game(family_scenario(units=units, reinforcements=reinf, special_rules=[rule], turns=3))


def test_reserves_wait_until_their_turn_and_score_when_unused():
    g = _reserve_game()
    assert g.score()["blue"] == 6
    assert g.why_illegal(EnterReinforcement("res1", P("0102"))) is not None  # turn 1: still in reserve
    play_to(g, 2)
    g.apply(EnterReinforcement("res1", P("0102")))
    assert g.score()["blue"] == 3
    while not g.state.game_over:
        end_phase_attacking(g)
    assert g.outcome().points["blue"] == 3


def test_reserve_groups_must_be_delayable():
    units = [unit("b", "blue", "0101"), unit("res", "blue", None)]
    reinf = [{"id": "g", "units": ["res"], "schedule": {"turn": 1}, "entry": {"hexes": ["0102"]}}]
    rule = {"rule": "reserve_units", "params": {"side": "blue", "units": ["res"]}}
    with pytest.raises(ValueError, match="may_delay"):
        Game(family_scenario(units=units, reinforcements=reinf, special_rules=[rule]))


# --------------------------------------------------------------------------- advance_limits


def test_armour_advances_two_through_open_and_city_but_not_over_an_unbridged_river():
    rule = {"rule": "advance_limits", "params": {"tags": ["armored", "motorized"], "hexes": 2, "terrain": ["open", "city"],
                                                 "no_river_unless_bridge": True, "no_advance_tags": ["artillery"]}}
    hexes = {"0502": {"terrain": "forest"}}
    # The tank has advanced into the vacated hex 0403; around it: forest 0502, a river to 0503, a bridge to 0404.
    sides = [("0403", "0503", ["river"]), ("0403", "0404", ["river", "bridge"])]
    units = [unit("tk", "blue", "0403", "5-3-10", kind="armor"), unit("art", "blue", "0101", "3-1-6", kind="artillery"),
             unit("inf", "blue", "0102"), unit("r", "red", "0106", "1-1-4")]
    g = Game(family_scenario(hexes=hexes, hexsides=sides, units=units, unit_types=TYPES, special_rules=[rule]))
    assert resolve.advance_allowance(g, "tk") == 2
    assert resolve.advance_allowance(g, "art") == 0
    assert resolve.advance_allowance(g, "inf") == 1
    rec = {"target": P("0403"), "side": "blue", "attackers": ["tk"]}
    options = {o.split()[1] for o in resolve.advance_options(g, rec, {"moved": {"tk": 1}})}
    assert "0404" in options  # across the bridge
    assert "0503" not in options  # across the river without a bridge
    assert "0502" not in options  # forest
    assert "0402" in options  # open


# --------------------------------------------------------------------------- trace_to_port recovery


def _recovery_game(wall: bool) -> Game:
    ports = {"ports": {"name": "Ports", "hexes": ["0106"]}}
    rule = {"rule": "reinforcement_ports", "params": {"side": "blue", "hex_set": "ports"}}
    units = [unit("hurt", "blue", "0703"), unit("port", "blue", "0106")]
    if wall:  # red units in column 04 cut the line to the port (their ZOC covers 03-05)
        units += [unit(f"r{r}", "red", f"04{r:02d}", "1-1-0") for r in (1, 3, 5)]
    else:
        units += [unit("r", "red", "1001", "1-1-0")]
    g = Game(family_scenario(hexes={}, units=units, hex_sets=ports, special_rules=[rule], turns=2,
                             rules={"losses": {"recovery": "trace_to_port", "recovery_side": "blue"}}))
    g.state.units["hurt"].steps_lost = 1
    g.changed()
    return g


@pytest.mark.parametrize("wall", [False, True])
def test_allied_recovery_needs_a_zoc_free_path_to_a_held_port(wall: bool):
    g = _recovery_game(wall)
    play_to(g, 2)
    assert g.state.units["hurt"].steps_lost == (1 if wall else 0)


# --------------------------------------------------------------------------- naval_support_shift (Sicily)


def test_naval_support_only_when_the_axis_attacks_landed_units_near_the_coast():
    rule = {"rule": "naval_support_shift", "params": {
        "side": "blue", "turns": [1, 2], "columns": 1, "applies": "when_attacked", "units": "any",
        "max_distance_from_coast": 2, "exclude_tags": ["airborne"],
        "extra_units": [{"units": ["cdo"], "turns": "landing_turn_and_next"}]}}
    units = [unit("inf", "blue", "0803"), unit("para", "blue", "0805", kind="paratroop"),
             unit("deep", "blue", "0303"), unit("r", "red", "0703", "1-1-4"), unit("r2", "red", "0704", "1-1-4"),
             unit("r3", "red", "0403", "1-1-4"), unit("cdo", "blue", None)]
    reinf = [{"id": "cdo", "units": ["cdo"], "schedule": {"turn": 3}, "entry": {"hexes": ["0901"]}}]
    g = Game(family_scenario(hexes=SEA, units=units, unit_types=TYPES, special_rules=[rule], reinforcements=reinf,
                             turns=5))

    def naval(side, target, attackers, defenders):
        return [s for s in ground_shifts(g, side, P(target), attackers, [], defenders) if s.reason == "naval support"]

    (s,) = naval("red", "0803", ["r"], ["inf"])
    assert s.amount == 1 and s.favours == "defender"
    assert naval("blue", "0703", ["inf"], ["r"]) == []  # not when the Allies attack
    assert naval("red", "0805", ["r2"], ["para"]) == []  # airborne excluded
    assert naval("red", "0303", ["r3"], ["deep"]) == []  # 6 hexes inland
    play_to(g, 3)
    assert naval("red", "0803", ["r"], ["inf"]) == []  # turn 3: over
    g.apply(EnterReinforcement("cdo", P("0901")))
    g.state.units["cdo"].hex = P("0803")  # stand in for the Commandos where the infantry was
    g.state.units["inf"].hex = P("0302")
    g.changed()
    assert naval("red", "0803", ["r"], ["cdo"]) != []  # the Commandos: their landing turn
    play_to(g, 5)
    assert naval("red", "0803", ["r"], ["cdo"]) == []  # two turns later: over


# --------------------------------------------------------------------------- fixed drops and the Commandos


def test_setup_drop_rolls_once_and_turn_drop_rolls_at_entry_unless_told_not_to():
    outcomes = set()
    for seed in range(10):
        drop = {"rule": "paradrop", "params": {"side": "blue", "drops": [
            {"unit": "p505", "hex": "0503", "when": "setup"}, {"unit": "p504", "hex": "0102", "turn": 1}],
            "move_only_after_friendly_contact": True}}
        axis = {"rule": "paradrop", "params": {"side": "red", "drops": [{"unit": "fj", "hex": "0806", "turn": 1,
                                                                         "roll": False}],
                                               "move_only_after_friendly_contact": False}}
        units = [unit("p505", "blue", "0503", kind="paratroop"), unit("b", "blue", "0101"),
                 unit("p504", "blue", None, kind="paratroop"), unit("r", "red", "0906", "1-1-4"), unit("fj", "red", None)]
        reinf = [{"id": "504", "units": ["p504"], "schedule": {"turn": 1}, "entry": {"hexes": ["0102"]}},
                 {"id": "fj", "units": ["fj"], "schedule": {"turn": 1}, "entry": {"hexes": ["0806"]}}]
        g = Game(family_scenario(units=units, unit_types=TYPES, reinforcements=reinf, special_rules=[drop, axis]), seed)
        rolls = [e for e in g.log[0].events if e.kind == "roll"]
        assert len(rolls) == 1
        assert g.state.units["p505"].steps_lost == (0 if rolls[0].data["total"] in (1, 6) else 1)
        assert "awaiting_contact" in g.state.units["p505"].flags  # alone at 0503
        outcomes.add(rolls[0].data["total"] in (1, 6))
        g.apply(EnterReinforcement("p504", P("0102")))
        roll = next(e for e in g.log[-1].events if e.kind == "roll")
        assert g.state.units["p504"].steps_lost == (0 if roll.data["total"] in (1, 6) else 1)
        assert "awaiting_contact" not in g.state.units["p504"].flags  # next to b
        play_to(g, 1, 2)
        before = g.state.rolls
        g.apply(EnterReinforcement("fj", P("0806")))
        assert g.state.rolls == before and g.state.units["fj"].steps_lost == 0
    assert outcomes == {True, False}


def test_commandos_land_at_coastal_cities_and_wait_for_contact_behind_the_lines():
    cities = {"cities": {"name": "Coastal cities", "hexes": ["0901", "0906", "0904"]},
              "ports": {"name": "Ports", "hexes": ["0903"]}}
    rule = {"rule": "assault_landing", "params": {
        "side": "blue", "units": ["cdo"], "sea_moves": False, "entry_hex_set": "cities", "excluded_hexes": ["0904"],
        "from_turn": 2, "may_land_engaged": True,
        "behind_enemy_lines": {"move_only_after_friendly_contact": True, "recover_only_after_friendly_contact": True}}}
    units = [unit("b", "blue", "0903"), unit("cdo", "blue", None), unit("r", "red", "0805", "1-1-4")]
    reinf = [{"id": "cdo", "units": ["cdo"], "schedule": {"turn": 1}, "may_delay": True,
              "entry": {"hex_set": "ports", "pay_entry_hex": False}}]
    g = Game(family_scenario(hexes={}, units=units, hex_sets=cities, reinforcements=reinf, special_rules=[rule], turns=3))
    assert g.why_illegal(EnterReinforcement("cdo", P("0906"))) is not None  # turn 1: not yet
    play_to(g, 2)
    assert g.why_illegal(EnterReinforcement("cdo", P("0904"))) is not None  # excluded (Messina)
    g.apply(EnterReinforcement("cdo", P("0906")))  # engaged with r at 0805, no friend near
    us = g.state.units["cdo"]
    assert {"awaiting_contact", "no_recovery_until_contact"} <= us.flags
    assert g.state.extra["rules.assault_landed"]["cdo"] == 2


def test_armour_may_not_attack_into_mountains_nor_is_it_obliged_to():
    from hexstudio.engine.combat.actions import DeclareAttack
    from hexstudio.engine.zoc import unmet_obligations

    rule = {"rule": "armor_no_mountain_engagement", "params": {"tags": ["armored"], "terrain": ["mountain"]}}
    units = [unit("tk", "blue", "0403", "5-3-10", kind="armor"), unit("inf", "blue", "0101"),
             unit("r", "red", "0503", "1-1-4"), unit("r2", "red", "0106", "1-1-4")]
    g = Game(family_scenario(hexes={"0503": {"terrain": "mountain"}}, units=units, unit_types=TYPES,
                             special_rules=[rule]))
    g.apply(EndPhase())  # to blue's combat phase
    assert "may not attack units in 0503" in (g.why_illegal(DeclareAttack(P("0503"), ("tk",))) or "")
    assert "tk" not in unmet_obligations(g)  # its only enemy neighbour is in the mountain
    assert g.why_illegal(DeclareAttack(P("0503"), ("tk",))) is not None and g.is_legal(EndPhase())



def test_engaged_infantry_beside_a_tank_that_may_not_attack_the_mountain_is_offered_its_attack():
    """Sicily seed 1005 (recruit against recruit, turn 6): two paratroops stacked
    next to Italians in the mountains, an armoured unit beside them. The generator
    offered every adjacent unit together (refused: the tank may not attack there)
    and each alone (refused: the other must join), so no legal action was listed
    and the phase could not end; the two together are legal."""
    from hexstudio.engine.combat.actions import DeclareAttack
    from hexstudio.engine.zoc import unmet_obligations

    rule = {"rule": "armor_no_mountain_engagement", "params": {"tags": ["armored"], "terrain": ["mountain"]}}
    probe = Game(family_scenario(units=[unit("x", "blue", "0101")]))
    others = sorted(g for g in P("0503").neighbours() if g != P("0403") and probe.grid.contains(g))
    paras = probe.label(others[0])
    units = [unit("tk", "blue", "0403", "5-3-10", kind="armor"), unit("p1", "blue", paras), unit("p2", "blue", paras),
             unit("r", "red", "0503", "1-1-4")]
    g = Game(family_scenario(hexes={"0503": {"terrain": "mountain"}}, units=units, unit_types=TYPES,
                             special_rules=[rule]))
    g.apply(EndPhase())  # to blue's combat phase
    assert {"p1", "p2"} <= set(unmet_obligations(g))
    both = DeclareAttack(P("0503"), ("p1", "p2"))
    assert g.is_legal(both)
    assert "must join" in (g.why_illegal(DeclareAttack(P("0503"), ("p1",))) or "")
    assert g.why_illegal(DeclareAttack(P("0503"), ("p1", "p2", "tk"))) is not None
    assert both in list(g.legal_actions())


def test_allied_reinforcements_land_only_at_unengaged_ports():
    ports = {"ports": {"name": "Ports", "hexes": ["0901", "0906"]}}
    rule = {"rule": "alternate_port", "params": {"side": "blue", "hex_set": "ports", "require_held": True,
                                                 "require_unengaged": True}}
    units = [unit("b1", "blue", "0901"), unit("b2", "blue", "0906"), unit("r", "red", "0805", "1-1-4"),
             unit("new", "blue", None)]
    reinf = [{"id": "g", "units": ["new"], "schedule": {"turn": 1}, "may_delay": True,
              "entry": {"hex_set": "ports", "pay_entry_hex": False}}]
    g = Game(family_scenario(units=units, hex_sets=ports, reinforcements=reinf, special_rules=[rule]))
    assert g.why_illegal(EnterReinforcement("new", P("0906"))) is not None  # engaged by r at 0805
    g.apply(EnterReinforcement("new", P("0901")))


def test_commandos_may_land_at_an_engaged_port_city():
    sets = {"ports": {"name": "Ports", "hexes": ["0901", "0906"]}, "cities": {"name": "Cities", "hexes": ["0906"]}}
    ports = {"rule": "alternate_port", "params": {"side": "blue", "hex_set": "ports", "require_unengaged": True}}
    cdo = {"rule": "assault_landing", "params": {"side": "blue", "units": ["cdo"], "sea_moves": False,
                                                 "entry_hex_set": "cities", "may_land_engaged": True}}
    units = [unit("b1", "blue", "0901"), unit("b2", "blue", "0906"), unit("r", "red", "0805", "1-1-4"),
             unit("new", "blue", None), unit("cdo", "blue", None)]
    reinf = [{"id": g, "units": [g], "schedule": {"turn": 1}, "may_delay": True,
              "entry": {"hex_set": "ports", "pay_entry_hex": False}} for g in ("new", "cdo")]
    g = Game(family_scenario(units=units, hex_sets=sets, reinforcements=reinf, special_rules=[ports, cdo]))
    assert g.why_illegal(EnterReinforcement("new", P("0906"))) is not None
    assert g.why_illegal(EnterReinforcement("cdo", P("0906"))) is None
