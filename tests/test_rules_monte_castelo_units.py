"""Monte Castelo rules on units: release turns (5.6), ranged units (6.2), suppression (7.2),
fortifications destroyed on capture (6.3.6)."""

from __future__ import annotations

import pytest
from combat_fixtures import monte_castelo_crt, scenario, unit

from hexstudio.engine.actions import Choose, EndPhase, MoveStack
from hexstudio.engine.combat import DeclareAttack
from hexstudio.engine.combat.handlers import defence_support_available
from hexstudio.engine.dice import roll_dice
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game
from hexstudio.scenario.model import HexSet

MC_RULES = {"combat": {"shift_mode": "attacker_first", "terrain": "cumulative"}, "artillery": {"support": False}}


def _seed_for_defender_retreat(column: str) -> int:
    t = monte_castelo_crt()
    c = [x.label for x in t.columns].index(column)
    totals = {n for i, r in enumerate(t.rows) if t.cells[i][c].startswith("DR") for n in r.rolls}
    return next(s for s in range(100_000) if sum(roll_dice(s, 0, "2d6")) in totals)


def _released_after_retreat(rules) -> bool:
    units = [unit("us1", "us", 9, 4), unit("de1", "de", 2, 2, reduced=(1, 1))]
    units[1]["release_turn"] = 5
    scn = scenario(units=units, setup={"us1": "0504", "de1": "0505"}, special_rules=rules, crt=monte_castelo_crt(),
                   rules=MC_RULES, turns=6)
    g = Game(scn, _seed_for_defender_retreat("4:1"))  # 9 vs 2 = 4:1
    assert not g.state.units["de1"].released
    g.apply(EndPhase())
    g.apply(DeclareAttack(g.grid.parse("0505"), ("us1",)))
    while g.state.pending is not None:
        opts = [o for o in g.state.pending.options if o != "done"] or g.state.pending.options
        g.apply(Choose(opts[0]))
    assert g.label(g.state.units["de1"].hex) != "0505"  # it retreated
    return g.state.units["de1"].released


def test_a_retreat_releases_the_unit():
    assert _released_after_retreat([{"rule": "release_turns", "params": {"field": "release_turn", "may_fight_before": True,
                                                                          "released_by_combat_result": True}}])
    assert not _released_after_retreat([])


def test_release_turns_may_forbid_fighting_before_release():
    units = [unit("us1", "us", 9, 4), unit("de1", "de", 2, 2)]
    units[0]["release_turn"] = 3
    rule = {"rule": "release_turns", "params": {"may_fight_before": False}}
    g = Game(scenario(units=units, setup={"us1": "0504", "de1": "0505"}, special_rules=[rule], rules=MC_RULES), 0)
    g.apply(EndPhase())
    with pytest.raises(IllegalAction, match="not released"):
        g.check(DeclareAttack(g.grid.parse("0505"), ("us1",)))


RANGED = {"rule": "ranged_units", "params": {"types": ["hw"], "uses": "range", "adds_attack_in": ["attack", "defence"],
                                             "measured_to": "combat_hex"}}


def _ranged_game(rules) -> Game:
    units = [unit("us1", "us", 4, 4), unit("pp", "us", 3, 2, type="hw", rng=2), unit("gun", "us", 5, 1, type="artillery", rng=4),
             unit("de1", "de", 2, 2), unit("depp", "de", 3, 2, type="hw", rng=2)]
    setup = {"us1": "0504", "pp": "0503", "gun": "0502", "de1": "0505", "depp": "0606"}
    g = Game(scenario(units=units, setup=setup, special_rules=rules, rules=MC_RULES), 0)
    g.apply(EndPhase())
    return g


def test_heavy_weapons_project_their_attack_where_artillery_cannot_support():
    g = _ranged_game([RANGED])
    target = g.grid.parse("0505")
    g.check(DeclareAttack(target, ("us1",), ("pp",)))
    with pytest.raises(IllegalAction):
        g.check(DeclareAttack(target, ("us1",), ("gun",)))
    art, _ = defence_support_available(g, "axis", target)
    assert art == ["depp"]
    # Without the rule nobody supports in this battle.
    g2 = _ranged_game([])
    with pytest.raises(IllegalAction, match="does not support"):
        g2.check(DeclareAttack(target, ("us1",), ("pp",)))
    assert defence_support_available(g2, "axis", target)[0] == []


def test_suppression_comes_off_at_the_preparation_stage():
    rule = {"rule": "suppression", "params": {"halve": ["attack", "defence", "movement"], "round": "up", "minimum": 1,
                                              "removed": "preparation", "reduced_and_suppressed": "quarter_of_printed"}}
    scn = scenario(units=[unit("us1", "us", 5, 4, 8), unit("de1", "de", 2, 2)], setup={"us1": "0101", "de1": "0909"},
                   special_rules=[rule], rules=MC_RULES)
    seq = [{"kind": "movement", "side": "allies"}, {"kind": "preparation"}, {"kind": "combat", "side": "allies"}]
    scn = scn.model_copy(update={"turns": scn.turns.model_copy(update={"sequence": [type(scn.turns.sequence[0])(**p) for p in seq]})})
    g = Game(scn, 0)
    g.state.units["us1"].suppressed = True
    g.changed()
    v = g.current_values("us1")
    assert (v.attack, v.defence, v.movement) == (3, 2, 4)
    g.apply(EndPhase())  # -> preparation, in the middle of the turn
    assert g.phase_kind() == "preparation" and not g.state.units["us1"].suppressed
    with pytest.raises(ValueError, match="halve"):
        Game(scn.model_copy(update={"special_rules": [type(scn.special_rules[0])(rule="suppression", params={"halve": ["attack"]})]}), 0)


def test_fortification_falls_when_its_hex_is_taken_and_undo_restores_it():
    rule = {"rule": "fortification_removed_on_capture", "params": {"feature": "fortification", "hex_set": "forts", "shift": 1}}
    units = [unit("us1", "us", 4, 4, 6), unit("de1", "de", 2, 2), unit("de2", "de", 2, 2, 6)]
    scn = scenario(units=units, setup={"us1": "0502", "de1": "0909", "de2": "0505"}, special_rules=[rule], rules=MC_RULES,
                   hexes={"0505": {"terrain": "open", "features": ["fortification"]}})
    scn.map.hex_sets["forts"] = HexSet(name="forts", hexes=["0505"])
    g = Game(scn, 0)
    fort = g.grid.parse("0505")
    # The Germans leave the fort (their hex at the start); the Allies walk in on the next turn.
    g.apply(EndPhase())
    g.apply(EndPhase())
    reach = g.legal_moves(["de2"])
    g.apply(MoveStack(("de2",), reach.path_to(g.grid.parse("0807"))))
    g.apply(EndPhase())
    g.apply(EndPhase())
    assert g.state.turn == 2 and "fortification" in g.view.features(fort)
    reach = g.legal_moves(["us1"])
    g.apply(MoveStack(("us1",), reach.path_to(fort)))
    assert "fortification" not in g.view.features(fort)
    g.undo()
    assert "fortification" in g.view.features(fort)
