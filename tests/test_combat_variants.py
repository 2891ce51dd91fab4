"""Battle-by-battle switches of the combat rules, played through the Game."""

from __future__ import annotations

import pytest
from combat_fixtures import monte_castelo_crt, scenario, unit
from test_combat_game import H, at_combat, base, events, seed_for, totals_for, where

from hexstudio.engine.actions import Choose, EndPhase
from hexstudio.engine.combat import CommitDefence, DeclareAttack, combat_preview
from hexstudio.engine.combat.handlers import AirPointsProblem, IllegalAttack
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game

MC_RULES = {
    "combat": {"shift_mode": "attacker_first", "terrain": "cumulative", "exchange": "one",
               "defender_holds_retreat_attackers": False, "river_shift": "never"},
    "retreat": {"encircled": "monte_castelo", "sheltered": "all"},
    "losses": {"reduced_values": "halved"},
    "zoc": {"sheltered_terrain": ["peak", "village", "fortification"]},
}


def mc(**kw):
    return base(crt=monte_castelo_crt(), rules=MC_RULES, **kw)


def test_monte_castelo_dv_does_not_push_the_attackers_back():
    # 1:1, row 5 or 9 of Table 1 reads "DVB ARB": the attacker retreats only because its part says ARB.
    seed = seed_for(totals_for("1:1", "DVB ARB", monte_castelo_crt()))
    units = [unit("inf", "us", 2, 2), unit("d1", "de", 2, 2)]
    scn = scenario(units=units, setup={"inf": "0504", "d1": "0505"}, crt=monte_castelo_crt(), rules=MC_RULES)
    g = at_combat(scn, seed)
    ch = g.apply(DeclareAttack(H(g, "0505"), ("inf",)))
    assert events(ch, "combat")[0]["result"] == "DVB ARB"
    assert g.state.units["d1"].steps_lost == 1 and where(g, "d1") == "0505"
    assert g.state.units["inf"].steps_lost == 1
    assert (g.state.pending.kind, g.state.pending.side) == ("retreat", "allies")


def _dvb_imp_table(crt):
    """A table whose 1:1 (or 1-1) column reads "DVB IMP" on every row: only the DV part can move attackers."""
    c = [x.label for x in crt.columns].index("1:1" if "1:1" in [x.label for x in crt.columns] else "1-1")
    for row in crt.cells:
        row[c] = "DVB"
    return crt


def test_dv_pushes_the_attackers_back_only_in_the_family():
    from combat_fixtures import leyte_crt

    units = [unit("inf", "us", 2, 2), unit("d1", "de", 2, 2)]
    fam = at_combat(scenario(units=units, setup={"inf": "0504", "d1": "0505"}, crt=_dvb_imp_table(leyte_crt())))
    fam.apply(DeclareAttack(H(fam, "0505"), ("inf",)))
    assert (fam.state.pending.kind, fam.state.pending.side) == ("retreat", "allies")  # family DVB: attackers retreat
    mcg = at_combat(scenario(units=units, setup={"inf": "0504", "d1": "0505"}, crt=_dvb_imp_table(monte_castelo_crt()),
                             rules=MC_RULES))
    mcg.apply(DeclareAttack(H(mcg, "0505"), ("inf",)))
    assert mcg.state.pending is None and where(mcg, "inf") == "0504"  # Monte Castelo 6.5: no retreat


def test_monte_castelo_completely_encircled_retreat_becomes_a_loss():
    seed = seed_for(totals_for("6:1", "DRI AVB", monte_castelo_crt()))  # 5:1 + encircled
    ring = [unit(f"r{i}", "us", 0, 1) for i in range(4)]  # attack 0: not obliged to attack
    scn = mc(units=ring, setup={"r0": "0604", "r1": "0405", "r2": "0605", "r3": "0506"})
    g = at_combat(scn, seed)
    ch = g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    assert events(ch, "combat")[0]["final_column"] == "6:1"
    for d in ("d1", "d2"):
        assert g.state.units[d].steps_lost == 1 and where(g, d) == "0505"
    assert all("completely encircled" in e["reason"] for e in events(ch, "step_loss"))


def test_monte_castelo_completely_encircled_after_a_loss_is_eliminated():
    seed = seed_for(totals_for("6:1", "DRB AVB", monte_castelo_crt()))
    ring = [unit(f"r{i}", "us", 0, 1) for i in range(4)]  # attack 0: not obliged to attack
    scn = mc(units=ring, setup={"r0": "0604", "r1": "0405", "r2": "0605", "r3": "0506"})
    g = at_combat(scn, seed)
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    ch = g.apply(Choose("d1"))  # the DRB loss; then its retreat is a second loss: eliminated
    assert g.state.units["d1"].status == "eliminated" and g.state.units["d2"].steps_lost == 1
    assert any("completely encircled after a loss" in e["reason"] for e in events(ch, "eliminated"))


def test_monte_castelo_attackers_in_sheltered_terrain_stay():
    seed = seed_for(totals_for("1:1", "DVI ARB", monte_castelo_crt()) or totals_for("1:1", "DVB ARB", monte_castelo_crt()))
    units = [unit("inf", "us", 2, 2), unit("d1", "de", 2, 2)]
    scn = scenario(units=units, setup={"inf": "0504", "d1": "0505"}, crt=monte_castelo_crt(), rules=MC_RULES,
                   hexes={"0504": {"features": ["village"]}})
    g = at_combat(scn, seed)
    ch = g.apply(DeclareAttack(H(g, "0505"), ("inf",)))
    assert where(g, "inf") == "0504"
    assert events(ch, "retreat_ignored") == [{"unit": "inf", "reason": "sheltered terrain"}]


def test_monte_castelo_night_surprise_and_cumulative_terrain_in_a_game():
    specials = [
        {"rule": "combat_shift", "params": {"columns": 1, "favours": "defender", "night": True, "attacker_side": "allies",
                                            "reason": "Allied night attack", "ref": "Monte Castelo 6.4"}},
        {"rule": "combat_shift", "params": {"columns": 1, "favours": "attacker", "turns": [1], "attacker_nationalities": ["us"],
                                            "reason": "US surprise", "ref": "Monte Castelo 8"}},
        {"rule": "elevation_advantage", "params": {"columns": 1}},
    ]
    scn = mc(special_rules=specials, night=(1,), hexes={"0505": {"terrain": "m800", "features": ["woods"], "elevation": 2}})
    g = at_combat(scn)
    p = combat_preview(g, DeclareAttack(H(g, "0505"), ("inf", "tank")))
    reasons = sorted(s.reason for s in p.shifts)
    assert p.base_label == "5:1"
    assert sum(s.signed for s in p.shifts) == -3  # 800 m, woods, attackers below; night -1 and surprise +1 cancel
    assert "Allied night attack" in reasons and "US surprise" in reasons
    assert p.final_label == "2:1"


def test_unit_attacks_again_next_turn():
    imp = totals_for("1-1", "IMP")
    units = [unit("inf", "us", 2, 2), unit("d1", "de", 2, 2)]
    g = at_combat(scenario(units=units, setup={"inf": "0504", "d1": "0505"}), seed_for(imp, imp))
    g.apply(DeclareAttack(H(g, "0505"), ("inf",)))
    assert g.state.extra["attack_counts"] == {"inf": 1}
    g.apply(EndPhase())  # -> axis movement
    g.apply(EndPhase())  # -> axis combat: d1 is engaged and must attack
    g.apply(DeclareAttack(H(g, "0504"), ("d1",)))
    g.apply(EndPhase())  # -> turn 2, allies' movement
    g.apply(EndPhase())
    assert (g.state.turn, g.phase_kind(), g.state.active_side) == (2, "combat", "allies")
    assert g.why_illegal(DeclareAttack(H(g, "0505"), ("inf",))) is None


def test_weather_caps_the_advance_and_terrain_limits_extra_hexes():
    seed = seed_for(totals_for("5-1", "DRI AVI"))
    weather = [{"id": "mud", "name": "Mud", "advance_limit": 1}]
    scn = base()
    data = scn.model_dump()
    data["weather"] = {"types": weather}
    data["turns"]["turns"][0]["weather"] = "mud"
    from hexstudio.scenario.model import Scenario

    g = at_combat(Scenario.model_validate(data), seed)
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    while g.state.pending is not None and g.state.pending.kind == "retreat":
        g.apply(Choose(g.state.pending.options[0]))
    g.apply(Choose("tank 0505"))
    d = g.state.pending
    assert d is not None and all(not o.startswith("tank ") for o in d.options)  # mud: 1 hex only


def test_extra_advance_hexes_only_into_listed_terrain():
    seed = seed_for(totals_for("5-1", "DRI AVI"))
    g = at_combat(base(rules={"advance": {"extra_hex_terrain": ["city"]}}, hexes={"0604": {"terrain": "city"}}), seed)
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    while g.state.pending is not None and g.state.pending.kind == "retreat":
        g.apply(Choose("0506") if "0506" in g.state.pending.options else Choose(g.state.pending.options[0]))
    g.apply(Choose("tank 0505"))
    assert {o for o in g.state.pending.options if o.startswith("tank ")} == {"tank 0604"}


def test_air_limits_for_support_follow_the_switch():
    air = [{"side": "allies", "schedule": [{"turns": [1, 2, 3], "points": 10}], "per_use_min": 3, "per_use_max": 6}]
    g = at_combat(base(solo=True, air=air))
    assert g.why_illegal(DeclareAttack(H(g, "0505"), ("inf",), (), 2)) is None  # U37: limits only for air attacks
    air[0]["limits_apply_to_support"] = True
    g2 = at_combat(base(solo=True, air=air))
    with pytest.raises(AirPointsProblem):
        g2.apply(DeclareAttack(H(g2, "0505"), ("inf",), (), 2))


def test_rain_halves_artillery_support():
    scn = base(solo=True, units=[unit("gun", "us", 5, 1, type="artillery", rng=4)], setup={"gun": "0303"})
    data = scn.model_dump()
    data["weather"] = {"types": [{"id": "rain", "name": "Rain", "artillery_support": "half"}]}
    data["turns"]["turns"][0]["weather"] = "rain"
    from hexstudio.scenario.model import Scenario

    g = at_combat(Scenario.model_validate(data))
    p = combat_preview(g, DeclareAttack(H(g, "0505"), ("inf",), ("gun",)))
    assert [(c.label, c.value) for c in p.attack] == [("inf", 6), ("gun", 3)]


def test_forbid_below_table():
    units = [unit("inf", "us", 1, 1), unit("d1", "de", 1, 9)]
    g = at_combat(scenario(units=units, setup={"inf": "0504", "d1": "0505"}, rules={"combat": {"below_table": "forbid"}}))
    with pytest.raises(IllegalAttack, match="below the table"):
        g.apply(DeclareAttack(H(g, "0505"), ("inf",)))


def test_combat_replays_identically_and_the_roll_cannot_be_undone():
    seed = seed_for(totals_for("5-1", "DRB AVB"))
    scn = base()
    g = at_combat(scn, seed)
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    with pytest.raises(IllegalAction, match="nothing to undo"):
        g.undo()
    g.apply(Choose("d2"))
    g.undo()  # a choice after the roll may be taken back; the roll stays
    assert g.state.pending.kind == "combat_loss"
    for o in ("d2", "0605", "0506", "tank", "inf 0505", "done"):
        g.apply(Choose(o))
    again = Game.replay(scn, seed, g.actions())
    assert again.state.digest() == g.state.digest()


def test_candidate_declarations_are_legal_and_decisions_are_offered_as_choices():
    from hexstudio.engine.combat.handlers import combat_candidates

    g = at_combat(base())
    acts = list(combat_candidates(g))
    # The whole group first, then each unit alone (one of them may be barred).
    assert acts == [DeclareAttack(H(g, "0505"), ("inf", "tank")), DeclareAttack(H(g, "0505"), ("inf",)),
                    DeclareAttack(H(g, "0505"), ("tank",))]
    assert g.is_legal(acts[0])  # candidates may be generous: legal_actions() keeps the legal ones
    assert acts[0] in set(g.legal_actions())
    g.apply(acts[0])
    if g.state.pending is not None:
        assert {a.option for a in g.legal_actions()} == set(g.state.pending.options)


def test_command_bonus_in_a_game_and_its_level_switch():
    forms = [{"id": "r16", "name": "16th RI", "level": "regiment"}]
    units = [unit("inf", "us", 6, 4, formation="r16"), unit("tank", "us", 4, 2, 8, type="armor", formation="r16"),
             unit("d1", "de", 1, 1), unit("d2", "de", 1, 1)]
    g = at_combat(scenario(units=units, setup={"inf": "0504", "tank": "0404", "d1": "0505", "d2": "0505"}, formations=forms))
    p = combat_preview(g, DeclareAttack(H(g, "0505"), ("inf", "tank")))
    assert [(s.source, s.signed) for s in p.shifts] == [("organisation", 1)]
    assert combat_preview(g, DeclareAttack(H(g, "0505"), ("inf",))).shifts == ()
    only_div = [{"rule": "command_bonus", "params": {"levels": {"division": "attack"}}}]
    g2 = at_combat(scenario(units=units, setup={"inf": "0504", "tank": "0404", "d1": "0505", "d2": "0505"}, formations=forms,
                            special_rules=only_div))
    assert combat_preview(g2, DeclareAttack(H(g2, "0505"), ("inf", "tank"))).shifts == ()


def test_peleliu_japanese_in_mountains_take_the_loss_but_stay():
    rule = [{"rule": "retreat_exemption", "params": {"terrain": ["mountain"], "effect": "no_retreat", "codes": ["DRI", "DRB"],
                                                     "nationalities": ["jp"], "ref": "Peleliu 5.3.3 obs"}}]
    units = [unit("inf", "us", 6, 4), unit("tank", "us", 4, 2, 8, type="armor"), unit("j1", "jp", 1, 1), unit("j2", "jp", 1, 1)]
    # 10 vs 2 = 5-1, mountain 3 left -> 2-1; DRB AVB on 2-12.
    scn = scenario(units=units, setup={"inf": "0504", "tank": "0404", "j1": "0505", "j2": "0505"}, special_rules=rule,
                   hexes={"0505": {"terrain": "mountain"}})
    g = at_combat(scn, seed_for(totals_for("2-1", "DRB AVB")))
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    ch = g.apply(Choose("j1"))
    assert g.state.units["j1"].steps_lost == 1
    assert where(g, "j1") == where(g, "j2") == "0505"
    assert {e["unit"] for e in events(ch, "retreat_ignored")} == {"j1", "j2"}


def test_reichswald_fortification_retreats_without_losses():
    rule = [{"rule": "retreat_exemption", "params": {"terrain": ["fortification"], "effect": "no_losses",
                                                     "codes": ["DRB", "DE", "EMP"], "ref": "Reichswald 5.1.2 obs"}}]
    gun = [unit("gun", "us", 8, 1, type="artillery", rng=3)]
    scn = base(units=gun, setup={"gun": "0303"}, special_rules=rule, hexes={"0505": {"features": ["fortification"]}})
    # 18 vs 2 = 9-1, fortification 1 left -> 8-1: "DE AVB" on 4 or 10.
    g = at_combat(scn, seed_for(totals_for("8-1", "DE AVB")))
    ch = g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank"), ("gun",)))
    assert events(ch, "combat")[0]["result"] == "DE AVB"
    assert events(ch, "eliminated") == []
    assert g.state.pending.kind == "retreat"  # both defenders still retreat


def test_retreat_exemption_parameters_are_checked():
    from hexstudio.engine.combat.modifiers import ModifierError, retreat_exemptions
    from hexstudio.scenario.model import SpecialRule

    bad = SpecialRule(rule="retreat_exemption", params={"terrain": ["mountain"], "effect": "stay"})
    with pytest.raises(ModifierError, match="effect"):
        retreat_exemptions([bad], code="DRI", role="defender", side="axis", nationality="jp", terrain=["mountain"])


MC_BOMBARD = [
    {"rule": "bombardment_limits", "params": {"max_power": 10, "max_distance_to_friendly": 3, "no_night": True, "ref": "Monte Castelo 4.1"}},
    {"rule": "combat_shift", "params": {"columns": 1, "favours": "attacker", "kinds": ["bombardment"],
                                        "friendly_adjacent_nationalities": ["us"], "reason": "contact spotting", "ref": "Monte Castelo 4.3.3"}},
    {"rule": "combat_shift", "params": {"columns": 1, "favours": "attacker", "kinds": ["bombardment"], "attacker_side": "axis",
                                        "friendly_on_terrain_within": {"terrain": ["peak"], "distance": 3},
                                        "reason": "observation post", "ref": "Monte Castelo 4.3.3"}},
]


def _pb(uid, nat, pb):
    u = unit(uid, nat, 0, 0, type="artillery")
    u["full"]["bombard"] = pb
    return u


def test_monte_castelo_bombardment_limits_and_spotting():
    from combat_fixtures import monte_castelo_bt

    from hexstudio.engine.combat import Bombard, bombard_preview

    units = [_pb("pb6", "us", 6), _pb("pb5", "us", 5), unit("spot", "us", 0, 2), unit("g1", "de", 3, 4)]
    scn = scenario(units=units, setup={"pb6": "0101", "pb5": "0102", "spot": "0807", "g1": "0808"},
                   bombardment=monte_castelo_bt(), special_rules=MC_BOMBARD, night=(2,), crt=monte_castelo_crt())
    g = at_combat(scn)
    with pytest.raises(IllegalAttack, match="at most 10 points"):
        g.apply(Bombard(H(g, "0808"), ("pb6", "pb5")))
    p = bombard_preview(g, Bombard(H(g, "0808"), ("pb6",)))
    assert (p.value, p.base_label, p.final_label) == (12, "5-12", "13-24")
    assert [s.reason for s in p.shifts] == ["contact spotting"]
    g.state.units["spot"].hex = H(g, "0101")  # no friendly unit within 3 hexes of the target now
    with pytest.raises(IllegalAttack, match="more than 3 hexes from every unit"):
        g.apply(Bombard(H(g, "0808"), ("pb6",)))


def test_no_bombardment_at_night_and_observation_posts():
    from combat_fixtures import monte_castelo_bt

    from hexstudio.engine.combat import Bombard, bombard_preview

    units = [_pb("gpb", "de", 5), unit("post", "de", 1, 1), unit("a1", "us", 2, 2), unit("a2", "us", 1, 1)]
    scn = scenario(units=units, setup={"gpb": "0909", "post": "0606", "a1": "0404", "a2": "0101"},
                   bombardment=monte_castelo_bt(), special_rules=MC_BOMBARD, night=(1,),
                   hexes={"0606": {"features": ["peak"]}})
    g = Game(scn, 0)
    g.apply(EndPhase())
    g.apply(EndPhase())
    g.apply(EndPhase())  # axis combat, turn 1: night
    with pytest.raises(IllegalAttack, match="night"):
        g.apply(Bombard(H(g, "0404"), ("gpb",)))
    for _ in range(4):
        g.apply(EndPhase())
    assert (g.state.turn, g.phase_kind(), g.state.active_side) == (2, "combat", "axis")
    p = bombard_preview(g, Bombard(H(g, "0404"), ("gpb",)))
    assert [s.reason for s in p.shifts] == ["observation post"]  # the peak unit is 2 hexes from 0404


def test_peleliu_only_retreat_across_a_sea_arm_counts_as_encircled():
    arms = [{"hexes": ["0505", "0605"], "features": ["sea_arm"]}, {"hexes": ["0505", "0506"], "features": ["sea_arm"]}]
    rule = [{"rule": "encircled_if_only_across", "params": {"hexsides": ["sea_arm"], "ref": "Peleliu 5.1.3 obs"}}]
    plain = at_combat(base(hexsides=arms, rules={"combat": {"river_shift": "never"}}))
    assert combat_preview(plain, DeclareAttack(H(plain, "0505"), ("inf", "tank"))).shifts == ()
    g = at_combat(base(hexsides=arms, special_rules=rule, rules={"combat": {"river_shift": "never"}}))
    assert [s.source for s in combat_preview(g, DeclareAttack(H(g, "0505"), ("inf", "tank"))).shifts] == ["encirclement"]


def _tank_second_hexes(rules):
    g = at_combat(base(rules=rules), seed_for(totals_for("5-1", "DRI AVI")))
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    g.apply(Choose("0605"))
    g.apply(Choose("0506"))
    g.apply(Choose("tank 0505"))  # 0505 lies in the ZOC of the retreated defenders
    return {o for o in g.state.pending.options if o.startswith("tank ")} if g.state.pending else set()


def test_advance_that_does_not_ignore_zoc_stops_in_the_vacated_hex():
    assert _tank_second_hexes({}) != set()  # Monte Castelo 6.6.2 default: the advance ignores ZOC
    assert _tank_second_hexes({"advance": {"ignores_zoc": False}}) == set()


REICHSWALD_SUPPORT = [{"rule": "support_restrictions", "params": {
    "not_from_terrain": ["forest", "city"],
    "own_division_only": {"side": "axis", "except_flags": ["corps_artillery"]},
    "max_per_defence": {"side": "axis", "count": 1},
    "not_in_enemy_phase": {"flags": ["agra"]},
    "ref": "Reichswald 8.0 obs",
}}]
DIVISIONS = [{"id": "d84", "name": "84. ID", "level": "division"}, {"id": "r1051", "name": "GR 1051", "level": "regiment", "parent": "d84"},
             {"id": "d7", "name": "7. FJD", "level": "division"}]


def test_reichswald_support_restrictions():
    units = [
        unit("inf", "us", 6, 4), unit("tank", "us", 4, 2, 8, type="armor"),
        unit("d1", "de", 1, 1, formation="r1051"), unit("d2", "de", 1, 1, formation="r1051"),
        unit("art84", "de", 3, 1, type="artillery", rng=3, formation="d84"),
        unit("art7", "de", 3, 1, type="artillery", rng=3, formation="d7"),
        unit("arko", "de", 3, 1, type="artillery", rng=3, flags=["corps_artillery"]),
        unit("artwood", "de", 3, 1, type="artillery", rng=3, formation="d84"),
        unit("agra", "us", 4, 1, type="artillery", rng=4, flags=["agra"]),
    ]
    setup = {"inf": "0504", "tank": "0404", "d1": "0505", "d2": "0505", "art84": "0707", "art7": "0708", "arko": "0706",
             "artwood": "0606", "agra": "0303"}
    scn = scenario(units=units, setup=setup, formations=DIVISIONS, special_rules=REICHSWALD_SUPPORT, hexes={"0606": {"terrain": "forest"}})
    g = at_combat(scn)
    assert g.why_illegal(DeclareAttack(H(g, "0505"), ("inf", "tank"), ("agra",))) is None  # AGRA in its own phase
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    d = g.state.pending
    # Divisional artillery of another division and artillery in forest are not offered; ARKO is.
    assert d.kind == "commit_defence" and set(d.data["artillery"]) == {"art84", "arko"}
    with pytest.raises(IllegalAttack, match="at most 1 ranged unit"):
        g.apply(CommitDefence(("art84", "arko")))
    with pytest.raises(IllegalAttack, match="cannot support this defence"):
        g.apply(CommitDefence(("art7",)))
    g.apply(CommitDefence(("art84",)))


def test_agra_is_not_used_in_the_enemy_phase_and_forest_artillery_does_not_bombard():
    from combat_fixtures import leyte_bt

    from hexstudio.engine.combat import Bombard
    from hexstudio.engine.combat.support import support_problem

    units = [unit("agra", "us", 4, 1, type="artillery", rng=4, flags=["agra"]),
             unit("gunwood", "us", 2, 1, type="artillery", rng=4)]
    scn = base(units=units, setup={"agra": "0404", "gunwood": "0606"}, special_rules=REICHSWALD_SUPPORT,
               hexes={"0606": {"terrain": "forest"}}, bombardment=leyte_bt())
    g = at_combat(scn)
    assert "agra" in support_problem(g, "agra", ["inf"], "defence")
    with pytest.raises(IllegalAttack, match="its terrain forbids it"):
        g.apply(Bombard(H(g, "0505"), ("gunwood",)))
