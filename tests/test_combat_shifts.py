"""Column-shift sources: terrain, hexsides, organisation and special rules."""

from __future__ import annotations

import pytest
from combat_fixtures import scenario, unit

from hexstudio.engine.combat.modifiers import CombatSituation, ModifierError, conditional_shifts, elevation_shifts
from hexstudio.engine.combat.shifts import (
    Favours,
    complete_formations,
    hex_terrain_shifts,
    organisation_shifts,
    terrain_shifts,
)
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.model import Formation, SpecialRule, Unit


def _view(**kw):
    s = scenario(**kw)
    v = MapView.build(s)
    return s, v, {t.id: t for t in s.hexside_types}


def _hex(v, label):
    return v.grid.parse(label)


# --------------------------------------------------------------------------- terrain


def test_family_uses_only_the_best_terrain():
    _s, v, hs = _view(hexes={"0505": {"terrain": "forest", "features": ["airfield", "port"]}})
    shifts = hex_terrain_shifts(v, hs, _hex(v, "0505"), [_hex(v, "0504")], "best", "any_across")
    assert [s.signed for s in shifts] == [-2]
    assert "not added" in shifts[0].reason


def test_monte_castelo_adds_terrain():
    _s, v, hs = _view(hexes={"0505": {"terrain": "m800", "features": ["peak", "woods", "fortification"]}})
    shifts = hex_terrain_shifts(v, hs, _hex(v, "0505"), [_hex(v, "0504")], "cumulative", "never")
    assert sum(s.signed for s in shifts) == -4
    assert len(shifts) == 4


def test_flood_loses_a_column_even_under_best_terrain():
    _s, v, hs = _view(hexes={"0505": {"features": ["flood"]}})
    shifts = hex_terrain_shifts(v, hs, _hex(v, "0505"), [_hex(v, "0504")], "best", "any_across")
    assert [(x.amount, x.favours) for x in shifts] == [(1, Favours.ATTACKER)]


@pytest.mark.parametrize(
    ("mode", "attackers", "expected"),
    [
        ("any_across", ["0504", "0405"], -2),  # one attacker across the river
        ("all_across", ["0504", "0405"], 0),  # not all of them
        ("all_across", ["0504"], -2),
        ("bordering", ["0405"], -2),  # the river borders the hex, whoever attacks
        ("never", ["0504"], 0),
    ],
)
def test_u23_river_shift_modes(mode, attackers, expected):
    _s, v, hs = _view(hexsides=[{"hexes": ["0505", "0504"], "features": ["river"]}])
    shifts = hex_terrain_shifts(v, hs, _hex(v, "0505"), [_hex(v, a) for a in attackers], "best", mode)
    assert sum(x.signed for x in shifts) == expected


def test_river_competes_with_hex_terrain_under_best():
    _s, v, hs = _view(hexes={"0505": {"terrain": "mountain"}}, hexsides=[{"hexes": ["0505", "0504"], "features": ["river"]}])
    shifts = hex_terrain_shifts(v, hs, _hex(v, "0505"), [_hex(v, "0504")], "best", "any_across")
    assert sum(x.signed for x in shifts) == -3


def test_bombardment_value_replaces_combat_value():
    s, _v, _hs = _view()
    t = s.terrain_by_id()["m800"].model_copy(update={"bombardment": 0})
    assert terrain_shifts([t], "cumulative", kind="bombardment") == []
    assert terrain_shifts([t], "cumulative", kind="combat")[0].signed == -1


# --------------------------------------------------------------------------- organisation (E8, E43)


def _bats(prefix, formation, n, nat="us"):
    return [Unit.model_validate(unit(f"{prefix}{i}", nat, 3, 4, formation=formation)) for i in range(1, n + 1)]


LEYTE_LEVELS = {"regiment": "both", "brigade": "both", "division": "attack"}


def test_e8_normal_regiment_needs_all_three_battalions():
    forms = [Formation(id="r34", name="34th RI", level="regiment")]
    units = _bats("b", "r34", 3)
    assert [f.id for f in complete_formations(forms, units, ["b1", "b2", "b3"])] == ["r34"]
    assert complete_formations(forms, units, ["b1", "b2"]) == []
    att = organisation_shifts(complete_formations(forms, units, ["b1", "b2", "b3"]), Favours.ATTACKER, levels=LEYTE_LEVELS)
    dfn = organisation_shifts(complete_formations(forms, units, ["b1", "b2", "b3"]), Favours.DEFENDER, levels=LEYTE_LEVELS)
    assert [x.signed for x in att] == [1] and [x.signed for x in dfn] == [-1]


def test_e8_division_bonus_attack_only_on_top_of_regiments():
    forms = [Formation(id="d24", name="24th ID", level="division")] + [
        Formation(id=f"r{i}", name=f"R{i}", level="regiment", parent="d24") for i in range(3)
    ]
    units = [u for i in range(3) for u in _bats(f"r{i}b", f"r{i}", 3)]
    everyone = [u.id for u in units]
    done = complete_formations(forms, units, everyone)
    assert {f.id for f in done} == {"d24", "r0", "r1", "r2"}
    assert sum(x.signed for x in organisation_shifts(done, Favours.ATTACKER, levels=LEYTE_LEVELS)) == 4
    assert sum(x.signed for x in organisation_shifts(done, Favours.DEFENDER, levels=LEYTE_LEVELS)) == -3
    assert len(organisation_shifts(done, Favours.ATTACKER, levels=LEYTE_LEVELS, cap=1)) == 1
    assert "d24" not in {f.id for f in complete_formations(forms, units, everyone[:-1])}


def test_e8_first_cavalry_brigade_of_four_and_division_of_eight():
    forms = [
        Formation(id="cav1", name="1st Cavalry Division", level="division"),
        Formation(id="b1", name="1st Brigade", level="brigade", parent="cav1"),
        Formation(id="b2", name="2nd Brigade", level="brigade", parent="cav1"),
        Formation(id="c5", name="5th Cav", level="regiment", parent="b1", bonus=False),
        Formation(id="c12", name="12th Cav", level="regiment", parent="b1", bonus=False),
        Formation(id="c7", name="7th Cav", level="regiment", parent="b2", bonus=False),
        Formation(id="c8", name="8th Cav", level="regiment", parent="b2", bonus=False),
    ]
    units = [u for r in ("c5", "c12", "c7", "c8") for u in _bats(f"{r}s", r, 2)]
    first = ["c5s1", "c5s2", "c12s1", "c12s2"]
    assert {f.id for f in complete_formations(forms, units, first)} == {"b1"}
    assert complete_formations(forms, units, first[:3]) == []
    allcav = [u.id for u in units]
    assert {f.id for f in complete_formations(forms, units, allcav)} == {"b1", "b2", "cav1"}


def test_e8_glider_two_of_two_and_excluded_units():
    forms = [
        Formation(id="g187", name="187th Glider", level="regiment"),
        Formation(id="c112", name="112th RC", level="regiment", bonus=False),
        Formation(id="art", name="Artillery regiment", level="regiment", bonus=False),
    ]
    units = _bats("g", "g187", 2) + _bats("c", "c112", 3) + _bats("a", "art", 3)
    present = [u.id for u in units]
    assert [f.id for f in complete_formations(forms, units, present)] == ["g187"]


def test_e43_battalion_bonus_ignores_the_heavy_weapons_company():
    forms = [Formation(id="i87", name="I/87", level="battalion")]
    units = [*_bats("co", "i87", 3), Unit.model_validate(unit("pp", "us", 5, 2, type="hw", formation="i87", flags=["no_command_bonus"]))]
    assert [f.id for f in complete_formations(forms, units, ["co1", "co2", "co3"])] == ["i87"]
    assert complete_formations(forms, units, ["co1", "co2", "pp"]) == []


def test_formation_required_overrides_all():
    forms = [Formation(id="r", name="R", level="regiment", required=2)]
    units = _bats("b", "r", 3)
    assert [f.id for f in complete_formations(forms, units, ["b1", "b3"])] == ["r"]


# --------------------------------------------------------------------------- special-rule shifts (E7, E42, E44)

MC_NIGHT = [
    SpecialRule(rule="combat_shift", params={"columns": 1, "favours": "attacker", "night": True, "attacker_side": "axis",
                                              "reason": "German night attack", "ref": "Monte Castelo 6.4"}),
    SpecialRule(rule="combat_shift", params={"columns": 1, "favours": "defender", "night": True, "attacker_side": "allies",
                                              "reason": "Allied night attack", "ref": "Monte Castelo 6.4"}),
    SpecialRule(rule="combat_shift", params={"columns": 1, "favours": "attacker", "turns": [1], "attacker_nationalities": ["us"],
                                              "reason": "US surprise, turn 1", "ref": "Monte Castelo 8"}),
]


def _sit(turn, night, attacker_side, nats, **kw):
    defender = "allies" if attacker_side == "axis" else "axis"
    return CombatSituation(turn=turn, night=night, attacker_side=attacker_side, defender_side=defender,
                           attacker_nationalities=frozenset(nats), **kw)


def test_e44_turn_one_surprise_cancels_night_for_us_only():
    us = conditional_shifts(MC_NIGHT, _sit(1, True, "allies", {"us"}))
    assert sorted(x.signed for x in us) == [-1, 1] and sum(x.signed for x in us) == 0
    br = conditional_shifts(MC_NIGHT, _sit(1, True, "allies", {"br"}))
    assert [x.signed for x in br] == [-1]
    de = conditional_shifts(MC_NIGHT, _sit(1, True, "axis", {"de"}))
    assert [x.signed for x in de] == [1]
    day = conditional_shifts(MC_NIGHT, _sit(2, False, "allies", {"us"}))
    assert day == []


def test_e7_japanese_encircled_as_a_data_rule():
    rules = [SpecialRule(rule="combat_shift", params={"columns": 1, "favours": "defender", "defender_encircled": True,
                                                       "defender_nationalities": ["jp"], "ref": "Leyte 5.1.3"})]
    sit = CombatSituation(turn=3, night=False, attacker_side="allies", defender_side="axis",
                          defender_nationalities=frozenset({"jp"}), defender_encircled=True)
    assert [x.signed for x in conditional_shifts(rules, sit)] == [-1]
    sit2 = CombatSituation(turn=3, night=False, attacker_side="axis", defender_side="allies",
                           defender_nationalities=frozenset({"us"}), defender_encircled=True)
    assert conditional_shifts(rules, sit2) == []


def test_armor_against_antitank_and_armor_alone_in_forest():
    rules = [
        SpecialRule(rule="combat_shift", params={"columns": 1, "favours": "defender", "attacker_side": "allies",
                                                  "attacker_tags_any": ["armored"], "defender_tags_any": ["antitank"]}),
        SpecialRule(rule="combat_shift", params={"columns": 1, "favours": "attacker", "defender_all_tags": ["armored"],
                                                  "defender_terrain": ["forest"], "ref": "Reichswald 5.1.2 obs"}),
    ]
    sit = CombatSituation(turn=1, night=False, attacker_side="allies", defender_side="axis",
                          attacker_tags=(frozenset({"armored"}), frozenset({"infantry"})),
                          defender_tags=(frozenset({"antitank"}),))
    assert [x.signed for x in conditional_shifts(rules, sit)] == [-1]
    forest = CombatSituation(turn=1, night=False, attacker_side="axis", defender_side="allies",
                             defender_tags=(frozenset({"armored"}), frozenset({"armored"})), defender_terrain=frozenset({"forest"}))
    assert [x.signed for x in conditional_shifts(rules, forest)] == [1]
    mixed = CombatSituation(turn=1, night=False, attacker_side="axis", defender_side="allies",
                            defender_tags=(frozenset({"armored"}), frozenset({"infantry"})), defender_terrain=frozenset({"forest"}))
    assert conditional_shifts(rules, mixed) == []


def test_bad_modifier_parameters_are_named():
    with pytest.raises(ModifierError, match="colums"):
        conditional_shifts([SpecialRule(rule="combat_shift", params={"columns": 1, "colums": 2})], _sit(1, False, "allies", {"us"}))
    with pytest.raises(ModifierError, match="whole number"):
        conditional_shifts([SpecialRule(rule="combat_shift", params={"columns": "1"})], _sit(1, False, "allies", {"us"}))


def test_e42_elevation_all_attackers_lower_or_across_a_valley():
    rules = [SpecialRule(rule="elevation_advantage", params={"columns": 1, "valley_hexsides": ["valley"]})]
    _s, v, _hs = _view(
        hexes={"0505": {"terrain": "m800", "elevation": 2, "features": ["peak"]}, "0504": {"elevation": 1},
               "0405": {"elevation": 2, "features": ["peak"]}, "0605": {"elevation": 2}},
        hexsides=[{"hexes": ["0505", "0405"], "features": ["valley"]}],
    )
    d = _hex(v, "0505")
    assert [x.signed for x in elevation_shifts(rules, v, d, [_hex(v, "0504")])] == [-1]
    # 1004 <-> 1005: both peaks, a valley between them (E42).
    assert [x.signed for x in elevation_shifts(rules, v, d, [_hex(v, "0405")])] == [-1]
    assert [x.signed for x in elevation_shifts(rules, v, d, [_hex(v, "0504"), _hex(v, "0405")])] == [-1]
    # One attacker on the same level, no valley: no advantage.
    assert elevation_shifts(rules, v, d, [_hex(v, "0504"), _hex(v, "0605")]) == []
    pairs = [SpecialRule(rule="elevation_advantage", params={"valley_pairs": [["0505", "0605"]]})]
    assert [x.signed for x in elevation_shifts(pairs, v, d, [_hex(v, "0605")])] == [-1]


def test_special_rule_problems_name_the_rule_and_index():
    from hexstudio.engine.combat.modifiers import special_rule_problems

    rules = [
        SpecialRule(rule="air_bonus_once", params={"side": "axis"}),  # not a combat rule: not ours to judge
        SpecialRule(rule="command_bonus", params={"levels": {"division": "sometimes"}}),
        SpecialRule(rule="combat_shift", params={"columns": 1}),
        SpecialRule(rule="retreat_exemption", params={"effect": "no_retreat"}),
    ]
    problems = special_rule_problems(rules)
    assert len(problems) == 2
    assert problems[0].startswith("special_rules[1] (command_bonus)") and problems[1].startswith("special_rules[3] (retreat_exemption)")
