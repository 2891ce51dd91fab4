"""Reichswald's named combat rules (5.1.2 obs, 5.1.4-5.1.6, 8.0 obs) on small battles."""

from __future__ import annotations

import pytest
from combat_fixtures import leyte_crt, scenario, unit

from hexstudio.engine.actions import EndPhase
from hexstudio.engine.combat import DeclareAttack
from hexstudio.engine.combat.handlers import defence_support_available
from hexstudio.engine.combat.situation import ground_shifts
from hexstudio.engine.combat.support import support_problem
from hexstudio.engine.dice import roll_dice
from hexstudio.engine.game import Game


def at_combat(scn, seed: int = 0) -> Game:
    g = Game(scn, seed)
    g.apply(EndPhase())
    assert g.phase_kind() == "combat"
    return g


def reasons(g: Game, target: str, attackers, artillery=()) -> list[tuple[str, int]]:
    h = g.grid.parse(target)
    defenders = [u.id for u in g.state.units_at(h)]
    shifts = ground_shifts(g, "allies", h, list(attackers), list(artillery), defenders)
    return [(s.reason, s.signed) for s in shifts if s.source != "encirclement"]


def seed_for(column: str, cell: str) -> int:
    t = leyte_crt()
    c = [x.label for x in t.columns].index(column)
    totals = {n for i, row in enumerate(t.rows) if t.cells[i][c] == cell for n in row.rolls}
    return next(s for s in range(100_000) if sum(roll_dice(s, 0, "2d6")) in totals)


ARMOR_IN_FOREST = {"rule": "armor_in_forest", "params": {"terrain": ["forest"], "defender_tags": ["armored"],
                                                         "without_tags": ["infantry"], "shift": 1}}


def test_armor_in_forest_without_infantry_loses_a_column():
    units = [unit("inf", "us", 6, 4), unit("pz", "de", 2, 2, type="armor"), unit("gren", "de", 1, 1)]
    hexes = {"0505": {"terrain": "forest"}}
    scn = scenario(units=units, setup={"inf": "0504", "pz": "0505", "gren": "0909"}, hexes=hexes,
                   special_rules=[ARMOR_IN_FOREST])
    g = at_combat(scn)
    got = reasons(g, "0505", ["inf"])
    assert ("armour without infantry in forest", 1) in got
    # With infantry beside the armour the shift is gone.
    scn2 = scenario(units=units, setup={"inf": "0504", "pz": "0505", "gren": "0505"}, hexes=hexes,
                    special_rules=[ARMOR_IN_FOREST])
    assert all(r != "armour without infantry in forest" for r, _ in reasons(at_combat(scn2), "0505", ["inf"]))
    # In the open, no shift.
    scn3 = scenario(units=units, setup={"inf": "0504", "pz": "0505", "gren": "0909"}, special_rules=[ARMOR_IN_FOREST])
    assert reasons(at_combat(scn3), "0505", ["inf"]) == []


def test_fortification_no_retreat_loss_on_drb():
    rule = {"rule": "fortification_no_retreat_loss", "params": {"feature": "fortification", "results": ["DRB", "DE", "EMP"]}}
    units = [unit("inf", "us", 8, 4), unit("d1", "de", 2, 2, reduced=(1, 1))]
    hexes = {"0505": {"terrain": "open", "features": ["fortification"]}}

    def play(rules):
        scn = scenario(units=units, setup={"inf": "0504", "d1": "0505"}, hexes=hexes, special_rules=rules)
        g = at_combat(scn, seed_for("3-1", "DRB AVB"))  # 8 vs 2 = 4-1, fortification 1 left -> 3-1
        g.apply(DeclareAttack(g.grid.parse("0505"), ("inf",)))
        while g.state.pending is not None:
            from hexstudio.engine.actions import Choose

            g.apply(Choose(g.state.pending.options[0]))
        return g, g.state.units["d1"]

    g, spared = play([rule])
    assert spared.steps_lost == 0 and spared.status == "on_map" and g.label(spared.hex) != "0505"  # retreated
    _, hit = play([])
    assert hit.steps_lost == 1


FORMATIONS = [
    {"id": "div", "name": "15th Division", "level": "division"},
    {"id": "b1", "name": "44 Bde", "level": "brigade", "parent": "div", "bonus": False},
    {"id": "b2", "name": "46 Bde", "level": "brigade", "parent": "div", "bonus": False},
    {"id": "tkbde", "name": "6 Gds Tk Bde", "level": "brigade"},
    {"id": "otherbde", "name": "Other Tk Bde", "level": "brigade"},
]


def _org_scenario(rules, defenders_formation=None):
    units = [
        unit("a1", "us", 4, 4, formation="b1"), unit("a2", "us", 4, 4, formation="b2"),
        unit("t1", "us", 4, 4, type="armor", formation="tkbde"), unit("t2", "us", 4, 4, type="armor", formation="otherbde"),
        unit("d1", "de", 2, 2),
    ]
    setup = {"a1": "0504", "a2": "0404", "t1": "0405", "t2": "0604", "d1": "0505"}
    return scenario(units=units, setup=setup, formations=FORMATIONS, special_rules=rules)


def test_division_bonus_attack_only_and_exclusions():
    rule = {"rule": "division_bonus", "params": {"shift": 1, "attack_only": True, "exclude": []}}
    g = at_combat(_org_scenario([rule]))
    assert ("15th Division complete in the attack", 1) in reasons(g, "0505", ["a1", "a2"])
    assert all("15th" not in r for r, _ in reasons(g, "0505", ["a1"]))
    excluded = {"rule": "division_bonus", "params": {"shift": 1, "attack_only": True, "exclude": ["div"]}}
    assert reasons(at_combat(_org_scenario([excluded])), "0505", ["a1", "a2"]) == []


def test_division_bonus_attack_only_gives_nothing_in_defence():
    rule = {"rule": "division_bonus", "params": {"shift": 1, "attack_only": True, "exclude": []}}
    g = at_combat(_org_scenario([rule]))
    h = g.grid.parse("0504")
    # The Germans attack a hex holding the whole division: no defensive bonus.
    shifts = ground_shifts(g, "axis", h, ["d1"], [], ["a1", "a2"])
    assert [s for s in shifts if s.source == "organisation"] == []


def test_armored_brigade_bonus_only_for_the_named_brigades_and_not_twice():
    rule = {"rule": "armored_brigade_bonus", "params": {"shift": 1, "attack_only": True, "nationalities": ["us"],
                                                        "formations": ["tkbde"]}}
    generic = {"rule": "command_bonus", "params": {"levels": {"brigade": "attack"}}}
    g = at_combat(_org_scenario([rule, generic]))
    got = reasons(g, "0505", ["t1", "t2"])
    assert got.count(("6 Gds Tk Bde complete in the attack", 1)) == 1  # named and generic: once
    g2 = at_combat(_org_scenario([rule]))
    assert reasons(g2, "0505", ["t2"]) == []


def test_engineer_support_bonus_needs_every_type():
    rule = {"rule": "engineer_support_bonus", "params": {
        "shift": 1, "attacker": {"nationalities": ["us"], "types": ["infantry"], "size": "brigade"},
        "requires_types": ["armor", "antitank"]}}
    units = [unit("bde", "us", 4, 4, size="brigade"), unit("tk", "us", 2, 2, type="armor"),
             unit("at", "us", 2, 2, type="antitank"), unit("d1", "de", 2, 2)]
    scn = scenario(units=units, setup={"bde": "0504", "tk": "0404", "at": "0405", "d1": "0505"}, special_rules=[rule])
    g = at_combat(scn)
    why = "infantry brigade with armoured engineers, flame tanks and armour"
    assert (why, 1) in reasons(g, "0505", ["bde", "tk", "at"])
    assert all(r != why for r, _ in reasons(g, "0505", ["bde", "tk"]))
    assert all(r != why for r, _ in reasons(g, "0505", ["tk", "at"]))


ART_RULE = {"rule": "artillery_restrictions", "params": {
    "german_side": "axis", "german_own_division_only": True, "corps_artillery": ["arko"], "no_fire_from_terrain": ["forest"],
    "german_max_support_per_defender": 1, "agra_units": ["agra"], "agra_moved_cannot_fire": True,
    "agra_no_defensive_support": True}}


def _art_scenario():
    forms = [{"id": "d84", "name": "84 ID", "level": "division"}, {"id": "d180", "name": "180 ID", "level": "division"}]
    units = [
        unit("g84", "de", 2, 2, formation="d84"), unit("art84", "de", 3, 1, type="artillery", rng=4, formation="d84"),
        unit("art180", "de", 3, 1, type="artillery", rng=4, formation="d180"), unit("arko", "de", 3, 1, type="artillery", rng=4),
        unit("artwood", "de", 3, 1, type="artillery", rng=4, formation="d84"),
        unit("inf", "us", 6, 4), unit("agra", "us", 5, 1, type="artillery", rng=5),
    ]
    setup = {"g84": "0505", "art84": "0507", "art180": "0707", "arko": "0703", "artwood": "0305", "inf": "0504", "agra": "0501"}
    return scenario(units=units, setup=setup, formations=forms, special_rules=[ART_RULE],
                    hexes={"0305": {"terrain": "forest"}})


def test_german_artillery_supports_only_its_division_arko_anyone():
    g = at_combat(_art_scenario())
    assert support_problem(g, "art84", ["g84"], "defence") is None
    assert "own division" in (support_problem(g, "art180", ["g84"], "defence") or "")
    assert support_problem(g, "arko", ["g84"], "defence") is None
    assert "terrain" in (support_problem(g, "artwood", ["g84"], "defence") or "")
    art, _ = defence_support_available(g, "axis", g.grid.parse("0505"))
    assert set(art) == {"art84", "arko"}


def test_german_defence_takes_one_ranged_unit_at_most():
    g = at_combat(_art_scenario())
    g.apply(DeclareAttack(g.grid.parse("0505"), ("inf",)))
    from hexstudio.engine.combat import CommitDefence
    from hexstudio.engine.errors import IllegalAction

    with pytest.raises(IllegalAction, match="at most 1"):
        g.check(CommitDefence(("art84", "arko")))
    g.check(CommitDefence(("arko",)))


def test_agra_never_in_defence_and_not_after_moving():
    g = Game(_art_scenario(), 0)
    assert "German combat phase" in (support_problem(g, "agra", ["inf"], "defence") or "")
    assert support_problem(g, "agra", ["inf"], "attack") is None
    from hexstudio.engine.actions import MoveStack

    reach = g.legal_moves(["agra"])
    dest = g.grid.parse("0502")
    g.apply(MoveStack(("agra",), reach.path_to(dest)))
    g.apply(EndPhase())
    assert "moved this turn" in (support_problem(g, "agra", ["inf"], "attack") or "")


def test_divisional_artillery_leaves_with_its_division():
    from hexstudio.engine.actions import Choose

    params = {k: v for k, v in ART_RULE["params"].items() if not k.startswith("agra")}  # no AGRA in this battle
    rule = {"rule": "artillery_restrictions", "params": {**params, "divisional_artillery_removed_with_division": True}}
    forms = [{"id": "d84", "name": "84 ID", "level": "division"}]
    units = [unit("g84", "de", 1, 1, formation="d84"), unit("art84", "de", 3, 1, type="artillery", rng=4, formation="d84"),
             unit("arko", "de", 3, 1, type="artillery", rng=4), unit("inf", "us", 10, 4)]

    def play(rules):
        scn = scenario(units=units, setup={"g84": "0505", "art84": "0808", "arko": "0909", "inf": "0504"},
                       formations=forms, special_rules=rules)
        g = at_combat(scn, seed_for("9-1", "DE AVB"))
        g.apply(DeclareAttack(g.grid.parse("0505"), ("inf",)))
        while g.state.pending is not None:
            g.apply(Choose("none" if "none" in g.state.pending.options else g.state.pending.options[0]))
        assert g.state.units["g84"].status == "eliminated"
        return g

    g = play([rule])
    assert g.state.units["art84"].status == "withdrawn" and g.state.units["arko"].status == "on_map"
    assert play([{"rule": "artillery_restrictions", "params": params}]).state.units["art84"].status == "on_map"
