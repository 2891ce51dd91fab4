"""Monte Castelo's named combat and bombardment rules (4.1, 4.3.3, 6.3.3, 6.4, 8) on small battles."""

from __future__ import annotations

import pytest
from combat_fixtures import monte_castelo_bt, monte_castelo_crt, scenario, unit

from hexstudio.engine.actions import Choose, EndPhase
from hexstudio.engine.combat import Bombard, DeclareAttack
from hexstudio.engine.combat.situation import bombard_shifts, ground_shifts
from hexstudio.engine.dice import roll_dice
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game

NIGHT = {"rule": "night_combat", "params": {"turns": [1, 3], "attacker_shift": {"axis": 1, "allies": -1}, "no_bombardment": True}}
SURPRISE = {"rule": "surprise_turn", "params": {"turn": 1, "no_bombardment": True, "nationalities": ["us"], "shift": 1,
                                                "attack_only": True}}


def game(rules, units, setup, *, turn_to: int = 1, hexes=None, formations=None, **kw) -> Game:
    scn = scenario(units=units, setup=setup, special_rules=rules, crt=monte_castelo_crt(), bombardment=monte_castelo_bt(),
                   night=(1, 3), turns=4, hexes=hexes or {}, formations=formations or [],
                   rules={"combat": {"shift_mode": "attacker_first", "terrain": "cumulative"}}, **kw)
    g = Game(scn, 0)
    g.apply(EndPhase())  # allies' movement -> allies' combat
    # Jump to the turn under test (engaged units would have to attack to end the phases in between).
    g.state.turn, g.state.turn_index = turn_to, turn_to - 1
    g.changed()
    return g


def special(g: Game, side: str, target: str, attackers) -> list[tuple[str, int]]:
    h = g.grid.parse(target)
    defenders = [u.id for u in g.state.units_at(h)]
    return [(s.reason, s.signed) for s in ground_shifts(g, side, h, list(attackers), [], defenders)
            if s.source not in ("encirclement", "terrain")]


BASIC = [unit("us1", "us", 4, 4), unit("br1", "br", 4, 4), unit("de1", "de", 2, 2)]
BASIC_SETUP = {"us1": "0504", "br1": "0404", "de1": "0505"}


def test_night_combat_by_side_and_turn():
    g = game([NIGHT], BASIC, BASIC_SETUP)
    assert special(g, "allies", "0505", ["us1"]) == [("night attack by allies", -1)]
    assert special(g, "axis", "0504", ["de1"]) == [("night attack by axis", 1)]
    g2 = game([NIGHT], BASIC, BASIC_SETUP, turn_to=2)
    assert special(g2, "allies", "0505", ["us1"]) == []


def test_surprise_turn_cancels_the_night_for_us_attacks_only():
    g = game([NIGHT, SURPRISE], BASIC, BASIC_SETUP)
    got = special(g, "allies", "0505", ["us1"])
    assert sum(c for _, c in got) == 0 and ("surprise, turn 1", 1) in got
    assert special(g, "allies", "0505", ["br1"]) == [("night attack by allies", -1)]
    # with attack_only, a German night attack on the Americans keeps its column
    assert special(g, "axis", "0504", ["de1"]) == [("night attack by axis", 1)]


def test_surprise_turn_in_all_combats_also_when_the_americans_defend():
    """Issue 12, Monte Castelo 8: 'uma coluna extra ... em todos os combates (anulando a penalidade por
    combate noturno)': the Americans' column holds when they defend too (U76 read as the book writes it)."""
    every = {"rule": "surprise_turn", "params": {**SURPRISE["params"], "attack_only": False}}
    g = game([NIGHT, every], BASIC, BASIC_SETUP)
    got = special(g, "axis", "0504", ["de1"])
    assert ("surprise, turn 1", -1) in got and sum(c for _, c in got) == 0
    assert special(g, "axis", "0404", ["de1"]) == [("night attack by axis", 1)]  # the Brazilians do not get it
    got = special(g, "allies", "0505", ["us1"])
    assert sum(c for _, c in got) == 0 and ("surprise, turn 1", 1) in got
    g2 = game([NIGHT, every], BASIC, BASIC_SETUP, turn_to=2)
    assert special(g2, "axis", "0504", ["de1"]) == []


def test_monte_castelo_gives_the_americans_their_turn_1_column_in_every_combat():
    from pathlib import Path

    from hexstudio.scenario.io import load_scenario

    s = load_scenario(Path(__file__).resolve().parent.parent / "scenarios" / "monte-castelo.json")
    (rule,) = [r for r in s.special_rules if r.rule == "surprise_turn"]
    assert rule.params["attack_only"] is False and "U76" in str(rule.notes)


def test_no_bombardment_at_night_or_on_the_surprise_turn():
    # de2 at 0403 leaves the engaged us1 and br1 a target of their own once 0505 is bombarded
    units = [*BASIC, unit("gun", "us", 0, 1, type="artillery", rng=4), unit("de2", "de", 1, 1)]
    for rules in ([NIGHT], [SURPRISE]):
        g = game(rules, units, {**BASIC_SETUP, "gun": "0502", "de2": "0403"})
        with pytest.raises(IllegalAction, match="turn 1"):
            g.check(Bombard(g.grid.parse("0505"), ("gun",)))
    g = game([NIGHT], units, {**BASIC_SETUP, "gun": "0502", "de2": "0403"}, turn_to=2)
    g.check(Bombard(g.grid.parse("0505"), ("gun",)))


AVA = {"rule": "armor_vs_antitank", "params": {"attacker_side": "allies", "attacker_tags": ["armored"], "defender_types": ["antitank"],
                                               "defender_side": "axis", "shift": -1, "armor_takes_losses_first": True,
                                               "german_antitank_attacking_armor": {"shift": 0, "armor_takes_losses_first": True}}}


def test_armor_against_antitank_gives_the_defence_a_column():
    units = [unit("inf", "us", 4, 4), unit("tk", "us", 6, 4, type="armor"), unit("pak", "de", 2, 2, type="antitank"),
             unit("gren", "de", 2, 2)]
    g = game([AVA], units, {"inf": "0504", "tk": "0404", "pak": "0505", "gren": "0707"}, turn_to=2)
    assert special(g, "allies", "0505", ["tk", "inf"]) == [("armour against anti-tank", -1)]
    assert special(g, "allies", "0505", ["inf"]) == []
    g2 = game([AVA], units, {"inf": "0504", "tk": "0404", "pak": "0909", "gren": "0505"}, turn_to=2)
    assert special(g2, "allies", "0505", ["tk", "inf"]) == []


def test_armor_takes_the_losses_first_against_antitank():
    t = monte_castelo_crt()
    col = [c.label for c in t.columns].index("2:1")
    totals = {n for i, r in enumerate(t.rows) if t.cells[i][col].endswith("ARB") for n in r.rolls}
    units = [unit("inf", "us", 2, 4, reduced=(1, 2)), unit("tk", "us", 4, 4, type="armor", reduced=(2, 2)),
             unit("pak", "de", 2, 2, type="antitank", reduced=(1, 1))]
    setup = {"inf": "0504", "tk": "0404", "pak": "0505"}
    scn = scenario(units=units, setup=setup, special_rules=[AVA], crt=t, turns=4, night=(1, 3),
                   rules={"combat": {"shift_mode": "attacker_first", "terrain": "cumulative"}})
    # 6 vs 2 = 3:1, one column to the defence -> 2:1; find a roll giving an attacker step loss there.
    seed = next(s for s in range(100_000) if sum(roll_dice(s, 0, "2d6")) in totals)
    g = Game(scn, seed)
    g.apply(EndPhase())
    g.state.turn, g.state.turn_index = 2, 1  # a day turn
    g.apply(DeclareAttack(g.grid.parse("0505"), ("inf", "tk")))
    while g.state.pending is not None:
        assert g.state.pending.kind != "combat_loss" or set(g.state.pending.options) <= {"tk"}
        g.apply(Choose(g.state.pending.options[0]))
    assert g.state.units["tk"].steps_lost == 1 and g.state.units["inf"].steps_lost == 0


ELEV = {"rule": "elevation_difference", "params": {"shift": 1, "all_attackers_lower": True, "bombardment": False,
                                                   "levels": [1, 2, 3], "always_between": [["0605", "0505"]]}}


def test_elevation_difference_all_attackers_lower():
    hexes = {"0505": {"terrain": "open", "elevation": 2}, "0404": {"terrain": "open", "elevation": 2}}
    g = game([ELEV], BASIC, BASIC_SETUP, turn_to=2, hexes=hexes)
    lower = ("every attacker is on a lower level", -1)
    got = [(s.reason, s.signed) for s in ground_shifts(g, "allies", g.grid.parse("0505"), ["us1"], [], ["de1"])]
    assert lower in got
    got = [(s.reason, s.signed) for s in ground_shifts(g, "allies", g.grid.parse("0505"), ["us1", "br1"], [], ["de1"])]
    assert lower not in got  # br1 is on the same level
    # Between the named pair the rule holds at the same level.
    g2 = game([ELEV], BASIC, {**BASIC_SETUP, "br1": "0605"}, turn_to=2,
              hexes={**hexes, "0605": {"terrain": "open", "elevation": 2}})
    got = [(s.reason, s.signed) for s in ground_shifts(g2, "allies", g2.grid.parse("0505"), ["br1"], [], ["de1"])]
    assert lower in got
    # Level 0 is not among the rule's levels.
    g3 = game([ELEV], BASIC, BASIC_SETUP, turn_to=2)
    got = [(s.reason, s.signed) for s in ground_shifts(g3, "allies", g3.grid.parse("0505"), ["us1"], [], ["de1"])]
    assert lower not in got


BATTALION = {"rule": "battalion_bonus", "params": {"level": "battalion", "count_types": ["infantry"], "required": 3, "shift": 1,
                                                   "attack": True, "defence": True, "exclude_types": ["hw"]}}


def test_battalion_bonus_three_companies_attack_and_defence():
    forms = [{"id": "i87", "name": "I/87", "level": "battalion"}, {"id": "ii1045", "name": "II/1045", "level": "battalion"}]
    units = [unit(f"c{n}", "us", 2, 2, formation="i87") for n in (1, 2, 3)] + [unit("pp", "us", 3, 2, type="hw", formation="i87")]
    units += [unit(f"g{n}", "de", 2, 2, formation="ii1045") for n in (1, 2, 3)]
    setup = {"c1": "0504", "c2": "0404", "c3": "0405", "pp": "0604", "g1": "0505", "g2": "0505", "g3": "0505"}
    g = game([BATTALION], units, setup, turn_to=2, formations=forms)
    got = special(g, "allies", "0505", ["c1", "c2", "c3"])
    assert ("I/87 complete in the attack", 1) in got and ("II/1045 complete in the defence", -1) in got
    got = special(g, "allies", "0505", ["c1", "c2", "pp"])
    assert ("I/87 complete in the attack", 1) not in got


OBS = {"rule": "observation_posts", "params": {"side": "axis", "terrain": "peak", "range": 3, "shift": 1}}
SPOT = {"rule": "contact_spotting", "params": {"shift": 1, "adjacent_friendly_unit": True, "same_command": True, "commands": {
    "us": {"nationalities": ["us"], "except_units": ["us751"]}, "br": {"nationalities": ["br"], "units": ["us751"]},
    "de": {"nationalities": ["de"]}}}}


def _bshifts(g: Game, side: str, target: str, firing) -> list[str]:
    return [s.reason for s in bombard_shifts(g, side, g.grid.parse(target), "artillery", firing)]


def test_observation_post_on_a_peak_within_range():
    units = [unit("de1", "de", 2, 2), unit("gun", "de", 0, 1, type="artillery", rng=8), unit("us1", "us", 2, 2)]
    hexes = {"0707": {"terrain": "open", "features": ["peak"]}}
    g = game([OBS], units, {"de1": "0707", "gun": "0909", "us1": "0505"}, turn_to=2, hexes=hexes)
    assert "observation post" in _bshifts(g, "axis", "0505", ["gun"])
    g2 = game([OBS], units, {"de1": "0808", "gun": "0909", "us1": "0505"}, turn_to=2,
              hexes={"0808": {"terrain": "open", "features": ["peak"]}})
    assert "observation post" not in _bshifts(g2, "axis", "0505", ["gun"])  # 4 hexes away


def test_contact_spotting_needs_a_unit_of_the_same_command():
    units = [unit("de1", "de", 2, 2), unit("usgun", "us", 0, 1, type="artillery", rng=8),
             unit("brgun", "br", 0, 1, type="artillery", rng=8), unit("us751", "us", 2, 2)]
    g = game([SPOT], units, {"de1": "0505", "usgun": "0101", "brgun": "0102", "us751": "0504"}, turn_to=2)
    assert "spotted by a unit in contact" not in _bshifts(g, "allies", "0505", ["usgun"])  # 751 is Brazilian-commanded
    assert "spotted by a unit in contact" in _bshifts(g, "allies", "0505", ["brgun"])


def test_bombardment_stage_limits_power_and_distance():
    rule = {"rule": "bombardment_stage", "params": {"max_pb_per_hex": 10, "max_distance_to_own_unit": 3, "no_night": True}}
    units = [unit("de1", "de", 2, 2), unit("us1", "us", 2, 2), unit("g1", "us", 6, 1, type="artillery", rng=9),
             unit("g2", "us", 6, 1, type="artillery", rng=9)]
    g = game([rule], units, {"de1": "0505", "us1": "0502", "g1": "0101", "g2": "0102"}, turn_to=2)
    with pytest.raises(IllegalAction, match="at most 10"):
        g.check(Bombard(g.grid.parse("0505"), ("g1", "g2")))
    g.check(Bombard(g.grid.parse("0505"), ("g1",)))
    g2 = game([rule], units, {"de1": "0505", "us1": "0501", "g1": "0101", "g2": "0102"}, turn_to=2)
    with pytest.raises(IllegalAction, match="more than 3 hexes"):
        g2.check(Bombard(g2.grid.parse("0505"), ("g1",)))
    g3 = game([rule], units, {"de1": "0505", "us1": "0502", "g1": "0101", "g2": "0102"}, turn_to=1)
    with pytest.raises(IllegalAction, match="night"):
        g3.check(Bombard(g3.grid.parse("0505"), ("g1",)))


def test_param_readings_surprise_in_defence_and_spotting_by_anyone():
    both = {"rule": "surprise_turn", "params": {**SURPRISE["params"], "attack_only": False}}
    assert special(game([SURPRISE], BASIC, BASIC_SETUP), "axis", "0504", ["de1"]) == []  # US defending: nothing
    assert special(game([both], BASIC, BASIC_SETUP), "axis", "0504", ["de1"]) == [("surprise, turn 1", -1)]
    anyone = {"rule": "contact_spotting", "params": {**SPOT["params"], "same_command": False}}
    units = [unit("de1", "de", 2, 2), unit("usgun", "us", 0, 1, type="artillery", rng=8), unit("us751", "us", 2, 2)]
    g = game([anyone], units, {"de1": "0505", "usgun": "0101", "us751": "0504"}, turn_to=2)
    assert "spotted by a unit in contact" in _bshifts(g, "allies", "0505", ["usgun"])
    with pytest.raises(ValueError, match="bombardment"):
        game([{"rule": "elevation_difference", "params": {**ELEV["params"], "bombardment": True}}], BASIC, BASIC_SETUP)
