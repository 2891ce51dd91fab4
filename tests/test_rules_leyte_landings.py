"""Leyte's landing rules: assault landings (4.3), naval support (10.0), the
77th's artillery (12.1.4), guerrillas and support (11.0), withdrawals cut off
from the beaches (4.5), and the Japanese paratroopers (4.4)."""

from __future__ import annotations

import pytest
from engine_fixtures import end_phase_attacking, family_scenario, unit

from hexstudio.engine.actions import EnterReinforcement, MoveStack, SeaMove
from hexstudio.engine.combat.situation import ground_shifts
from hexstudio.engine.game import Game
from hexstudio.engine.rules.paradrop import Paradrop
from hexstudio.hexgrid import Grid

GRID = Grid(10, 6)
P = GRID.parse
SEA = {GRID.label(GRID.from_offset(9, r)): {"terrain": "sea"} for r in range(GRID.rows)}
TYPES = [
    {"id": "infantry", "name": "Infantry", "movement_class": "foot", "tags": ["infantry"]},
    {"id": "cavalry", "name": "Cavalry", "movement_class": "foot", "tags": ["cavalry"]},
    {"id": "engineers", "name": "Engineers", "movement_class": "foot", "tags": ["engineer"]},
    {"id": "artillery", "name": "Artillery", "movement_class": "foot", "tags": ["artillery"]},
    {"id": "guerrillas", "name": "Guerrillas", "movement_class": "foot", "tags": ["guerrilla"]},
]
SEA_RULE = {"rule": "sea_movement", "params": {"side": "blue", "max_units_per_turn": 3, "hex_terrain": ["open"],
                                                "destination_hex_set": "coast"}}
COAST = {"coast": {"name": "Coast", "hexes": [GRID.label(GRID.from_offset(8, r)) for r in range(GRID.rows)]}}


def play_to(g: Game, turn: int, phase: int = 0) -> None:
    while (g.state.turn, g.state.phase_index) < (turn, phase):
        end_phase_attacking(g)


# --------------------------------------------------------------------------- assault_landing


def _landing_game(**extra):
    assault = {"rule": "assault_landing", "params": {"side": "blue", "unit_tags": ["infantry", "cavalry"],
                                                     "setup_units": ["inf"], "turn": 1}}
    units = [unit("inf", "blue", "0901", "3-4-8"), unit("cav", "blue", "0902", "3-4-8", kind="cavalry"),
             unit("eng", "blue", "0903", "1-2-8", kind="engineers"), unit("r", "red", "0106", "1-1-4")]
    return Game(family_scenario(hexes=SEA, units=units, hex_sets=COAST, unit_types=TYPES,
                                special_rules=[SEA_RULE, assault, *extra.pop("specials", [])], **extra))


def test_only_infantry_or_cavalry_land_where_no_friend_stands():
    g = _landing_game()
    why = g.why_illegal(SeaMove("eng", P("0906")))
    assert why is not None and "may not make an assault landing" in why and "cavalry, infantry" in why
    # Where a friendly unit already stands any unit may land.
    assert g.why_illegal(SeaMove("eng", P("0901"))) is None
    g.apply(SeaMove("cav", P("0906")))
    assert g.state.extra["rules.assault_landed"] == {"cav": 1}
    g.apply(SeaMove("eng", P("0906")))  # now a friend stands there: an ordinary landing
    assert "eng" not in g.state.extra["rules.assault_landed"]


def test_assault_landing_params_are_checked():
    bad = {"rule": "assault_landing", "params": {"side": "blue"}}
    with pytest.raises(ValueError, match=r"assault_landing.*unit_tags"):
        Game(family_scenario(hexes=SEA, units=[unit("a", "blue", "0101")], special_rules=[bad]))
    bad = {"rule": "assault_landing", "params": {"side": "green", "unit_tags": ["infantry"]}}
    with pytest.raises(ValueError, match="unknown side 'green'"):
        Game(family_scenario(hexes=SEA, units=[unit("a", "blue", "0101")], special_rules=[bad]))


# --------------------------------------------------------------------------- naval_support_shift


NAVAL = {"rule": "naval_support_shift", "params": {"side": "blue", "turns": [1, 3], "columns": 2, "applies": "both",
                                                   "units": "assault_landed", "max_enemy_distance_from_coast": 2}}


def _naval(g: Game, side: str, target: str, attackers: list[str], defenders: list[str]) -> list:
    return [s for s in ground_shifts(g, side, P(target), attackers, [], defenders) if s.reason == "naval support"]


def test_naval_support_for_assault_landed_units_near_the_coast():
    units = [unit("inf", "blue", "0803", "3-4-8"), unit("old", "blue", "0805", "3-4-8"),
             unit("r", "red", "0703", "1-1-4"), unit("far", "red", "0104", "1-1-4"), unit("r2", "red", "0705", "1-1-4")]
    assault = {"rule": "assault_landing", "params": {"side": "blue", "unit_tags": ["infantry"], "setup_units": ["inf"]}}
    g = Game(family_scenario(hexes=SEA, units=units, unit_types=TYPES, special_rules=[assault, NAVAL], turns=3))
    # Turn 1: inf landed by assault; the Japanese at 0703 are 2 hexes from the coast column 09.
    (s,) = _naval(g, "blue", "0703", ["inf"], ["r"])
    assert s.amount == 2 and s.favours == "attacker"
    assert _naval(g, "blue", "0705", ["old"], ["r2"]) == []  # old did not land by assault
    # Defending: the shift is to the left.
    (s,) = _naval(g, "red", "0803", ["r"], ["inf"])
    assert s.favours == "defender"
    # Turn 2 is not a naval-support turn; turn 3 is, but inf landed on turn 1.
    play_to(g, 2)
    assert _naval(g, "blue", "0703", ["inf"], ["r"]) == []
    play_to(g, 3)
    assert _naval(g, "blue", "0703", ["inf"], ["r"]) == []


def test_naval_support_needs_the_enemy_near_the_coast():
    units = [unit("inf", "blue", "0504", "3-4-8"), unit("r", "red", "0404", "1-1-4")]
    assault = {"rule": "assault_landing", "params": {"side": "blue", "unit_tags": ["infantry"], "setup_units": ["inf"]}}
    g = Game(family_scenario(hexes=SEA, units=units, unit_types=TYPES, special_rules=[assault, NAVAL]))
    assert _naval(g, "blue", "0404", ["inf"], ["r"]) == []  # 0404 is 5 hexes from the coast


# --------------------------------------------------------------------------- entry_requires_friendly_formation


def test_77th_artillery_lands_only_where_the_77th_stands():
    formations = [{"id": "77di", "name": "77th", "level": "division"}]
    units = [unit("305", "blue", "0902", formation="77di"), unit("other", "blue", "0905"),
             unit("art", "blue", None, "2-1-6", kind="artillery", formation="77di"), unit("r", "red", "0106", "1-1-4")]
    reinf = [{"id": "t1-art", "units": ["art"], "schedule": {"turn": 1},
              "entry": {"hex_set": "coast", "pay_entry_hex": False}}]
    rule = {"rule": "entry_requires_friendly_formation",
            "params": {"reinforcement": "t1-art", "formation": "77di", "hex_set": "coast"}}
    g = Game(family_scenario(hexes=SEA, units=units, hex_sets=COAST, unit_types=TYPES, formations=formations,
                             reinforcements=reinf, special_rules=[rule]))
    assert g.why_illegal(EnterReinforcement("art", P("0905"))) is not None  # only a non-77th unit there
    assert g.why_illegal(EnterReinforcement("art", P("0903"))) is not None  # nobody there
    g.apply(EnterReinforcement("art", P("0902")))


# --------------------------------------------------------------------------- guerrillas and support


def test_guerrillas_get_support_only_when_stacked_with_us_units():
    from hexstudio.engine.combat.handlers import support_barred

    nats = [{"id": "blue", "name": "US", "side": "blue", "color": "#8090ff"},
            {"id": "ph", "name": "Filipino", "side": "blue", "color": "#80ff90"},
            {"id": "red", "name": "Red", "side": "red", "color": "#ff9080"}]
    g_unit = unit("g", "blue", "0303", "1-1-6", kind="guerrillas", flags=["no_support"])
    g_unit["unit"]["nationality"] = "ph"
    rule = {"rule": "guerrillas", "params": {"units": ["g"], "no_zoc": True,
                                             "support_only_stacked_with_nationality": "blue"}}
    units = [g_unit, unit("us", "blue", "0103"), unit("r", "red", "0403", "1-1-4")]
    g = Game(family_scenario(units=units, unit_types=TYPES, nationalities=nats, special_rules=[rule]))
    assert support_barred(g, ["g"])
    assert not support_barred(g, ["g", "us"])  # an American attacks with them
    g.state.units["us"].hex = P("0303")  # stacked with an American unit
    g.changed()
    assert not support_barred(g, ["g"])


# --------------------------------------------------------------------------- withdrawal_trace_to_beaches


def test_withdrawal_waits_while_cut_off_from_the_beaches():
    beaches = {"beaches": {"name": "Beaches", "hexes": ["0906"]}}
    # A red wall in column 05 cuts the unit at 0203 off from the beach at 0906.
    reds = [unit(f"r{r}", "red", f"05{r:02d}", "1-1-0") for r in (1, 3, 5)]
    units = [unit("w", "blue", "0203", "3-4-8"), *reds]
    withdrawals = [{"id": "wd", "units": ["w"], "schedule": {"turn": 2}, "unless_encircled": True}]
    rule = {"rule": "withdrawal_trace_to_beaches", "params": {"withdrawals": ["wd"], "hex_set": "beaches"}}
    g = Game(family_scenario(units=units, hex_sets=beaches, withdrawals=withdrawals, special_rules=[rule], turns=4))
    play_to(g, 2)
    # Not encircled in the core's sense (free hexes all around), but cut off from the beaches.
    assert g.state.units["w"].status == "on_map" and "w" in g.state.withdrawing
    for uid in ("r1", "r3", "r5"):
        g.state.units[uid].status, g.state.units[uid].hex = "eliminated", None
    g.changed()
    end_phase_attacking(g)  # the next phase starts: free now, it leaves
    assert g.state.units["w"].status == "withdrawn"


# --------------------------------------------------------------------------- paradrop


def _para_game(seed: int = 0, turns: int = 3, **params):
    rule = {"rule": "paradrop", "params": {
        "side": "red", "units": ["p1", "p2"], "available_from": {"p1": 1, "p2": 2},
        "prohibited_terrain": ["mountain", "forest"], "drops_per_turn": 1, "no_drop_turns": [3],
        "die": "1d6", "good_order_rolls": [1, 6], "otherwise": "step_loss", "move_only_after_friendly_contact": True,
        **params}}
    units = [unit("b", "blue", "0101", "3-4-8"), unit("r", "red", "0606", "3-4-8"),
             unit("p1", "red", None, "2-2-6"), unit("p2", "red", None, "2-2-6")]
    reinf = [{"id": "para1", "units": ["p1"], "schedule": {"turn": 1}, "may_delay": True,
              "entry": {"hex_set": "fields", "pay_entry_hex": False}},
             {"id": "para2", "units": ["p2"], "schedule": {"turn": 2}, "may_delay": True,
              "entry": {"hex_set": "fields", "pay_entry_hex": False}}]
    fields = {"fields": {"name": "Airfields", "hexes": ["0404", "0606"]}}
    g = Game(family_scenario(hexes={"0303": {"terrain": "forest"}, **SEA}, units=units, reinforcements=reinf,
                             hex_sets=fields, special_rules=[rule], turns=turns), seed)
    play_to(g, 1, 2)  # red's movement phase of turn 1
    return g


def test_drop_roll_1_or_6_good_order_else_a_step_loss():
    seen = set()
    for seed in range(12):
        g = _para_game(seed)
        g.apply(Paradrop("p1", P("0505")))
        roll = next(e for e in g.log[-1].events if e.kind == "roll")
        total = roll.data["total"]
        assert g.state.units["p1"].steps_lost == (0 if total in (1, 6) else 1), (seed, total)
        seen.add(total in (1, 6))
    assert seen == {True, False}  # both outcomes came up


def test_drop_limits():
    g = _para_game()
    assert "no drops on forest" in (g.why_illegal(Paradrop("p1", P("0303"))) or "")
    assert "not a land hex" in (g.why_illegal(Paradrop("p1", P("1003"))) or "")
    assert "enemy units" in (g.why_illegal(Paradrop("p1", P("0101"))) or "")
    assert "has not arrived" in (g.why_illegal(Paradrop("p2", P("0505"))) or "")
    g.apply(Paradrop("p1", P("0202")))
    play_to(g, 2, 2)
    g.apply(Paradrop("p2", P("0205")))
    assert "not waiting to come on" in (g.why_illegal(Paradrop("p2", P("0405"))) or "")


def test_one_drop_per_turn_and_none_on_no_drop_turns():
    g = _para_game(drops_per_turn=1)
    play_to(g, 2, 2)
    g.apply(Paradrop("p1", P("0505")))
    assert g.why_illegal(Paradrop("p2", P("0504"))) == "at most 1 drop per turn"
    play_to(g, 3, 2)
    assert g.why_illegal(Paradrop("p2", P("0504"))) == "no drops on turn 3"


def test_dropped_unit_moves_only_after_contact():
    g = _para_game()
    g.apply(Paradrop("p1", P("0202")))  # alone, far from red units
    assert "awaiting_contact" in g.state.units["p1"].flags
    play_to(g, 2, 2)
    assert "may move only after friendly units" in (g.legal_moves("p1").why(P("0203")) or "")
    # Another red unit comes next to it: contact, it may move from now on.
    r = g.state.units["r"]
    r.hex = P("0204")
    g.changed()
    g.apply(MoveStack(("r",), (P("0204"), P("0203"))))
    assert "awaiting_contact" not in g.state.units["p1"].flags
    assert g.legal_moves("p1").why(P("0302")) is None


def test_landing_instead_needs_a_held_field_and_rolls_nothing():
    g = _para_game(land_instead={"hex_set": "fields", "must_hold": True})
    # 0606 is held (a red unit stands there); 0404 is not.
    assert g.why_illegal(EnterReinforcement("p1", P("0404"))) is not None
    rolls = g.state.rolls
    g.apply(EnterReinforcement("p1", P("0606")))
    assert g.state.rolls == rolls and g.state.units["p1"].steps_lost == 0


def test_the_77th_is_exempt_from_the_sea_movement_limit():
    formations = [{"id": "77di", "name": "77th", "level": "division"}]
    sea = {"rule": "sea_movement", "params": {**SEA_RULE["params"], "max_units_per_turn": 1,
                                              "exempt": [{"formation": "77di", "turns": [1]}]}}
    units = [unit("a", "blue", "0901", formation="77di"), unit("b", "blue", "0902", formation="77di"),
             unit("c", "blue", "0903"), unit("d", "blue", "0904"), unit("r", "red", "0106", "1-1-4")]
    g = Game(family_scenario(hexes=SEA, units=units, hex_sets=COAST, formations=formations, special_rules=[sea], turns=2))
    g.apply(SeaMove("a", P("0906")))
    g.apply(SeaMove("b", P("0906")))
    g.apply(SeaMove("c", P("0905")))
    assert g.why_illegal(SeaMove("d", P("0905"))) == "at most 1 units move by sea each turn"
    play_to(g, 2)
    g.apply(SeaMove("a", P("0901")))
    assert g.why_illegal(SeaMove("b", P("0902"))) == "at most 1 units move by sea each turn"


@pytest.mark.parametrize("in_retreat", [True, False])
def test_guerrilla_zoc_counts_only_in_retreats(in_retreat: bool):
    from hexstudio.engine.combat.retreat import retreat_options
    from hexstudio.engine.zoc import enemy_zoc

    rule = {"rule": "guerrillas", "params": {"units": ["g"], "no_zoc": True, "ignore_enemy_zoc": True,
                                             "zoc_applies_in_retreat": in_retreat}}
    units = [unit("g", "blue", "0303", "1-1-6", kind="guerrillas"), unit("r", "red", "0503", "1-1-4"),
             unit("b", "blue", "0101")]
    g = Game(family_scenario(units=units, unit_types=TYPES, special_rules=[rule]))
    assert P("0403") not in enemy_zoc(g, g.state, "red")  # no ZOC for movement
    opts = retreat_options(g, "r", P("0503"))
    assert (P("0403") in opts.zoc) == in_retreat


def test_landing_instead_on_hexes_not_taken_by_the_enemy():
    g = _para_game(land_instead={"hex_set": "fields", "must_hold": True, "held": "not_enemy_controlled"})
    assert g.why_illegal(EnterReinforcement("p1", P("0404"))) is None  # nobody took it
    g.state.control[P("0404")] = "blue"
    g.changed()
    assert g.why_illegal(EnterReinforcement("p1", P("0404"))) is not None
