"""Monte Castelo 6.6.1: "Um recuo não pode ser usado para avançar contra as linhas inimigas"
(rules.retreat.toward_enemy)."""

from __future__ import annotations

from combat_fixtures import scenario, unit
from test_combat_game import H

from hexstudio.engine.combat.retreat import retreat_options
from hexstudio.engine.game import Game


def _game(toward_enemy: str) -> Game:
    # d1 retreats from 0505; the American stands two hexes away at 0507 (a second line, not adjacent).
    units = [unit("d1", "de", 2, 2), unit("us1", "us", 2, 2)]
    scn = scenario(units=units, setup={"d1": "0505", "us1": "0507"}, rules={"retreat": {"toward_enemy": toward_enemy}})
    return Game(scn, 0)


def _all(opts) -> set:
    return set(opts.free + opts.full + opts.zoc + opts.water)


def test_a_retreat_may_not_step_nearer_to_an_enemy_unit_when_switched_on():
    g = _game("not_nearer")
    origin, enemy = H(g, "0505"), H(g, "0507")
    hexes = _all(retreat_options(g, "d1", origin))
    assert hexes, "moving away from the enemy stays possible"
    assert H(g, "0506") not in hexes  # between d1 and the enemy: an advance against its line
    assert all(h.distance(enemy) >= origin.distance(enemy) for h in hexes)
    assert H(g, "0504") in hexes


def test_the_family_books_may_retreat_toward_the_enemy():
    g = _game("allowed")
    origin, enemy = H(g, "0505"), H(g, "0507")
    hexes = _all(retreat_options(g, "d1", origin))
    assert H(g, "0506") in hexes
    assert any(h.distance(enemy) < origin.distance(enemy) for h in hexes)


def test_monte_castelo_scenario_uses_the_check():
    from pathlib import Path

    from hexstudio.scenario.io import load_scenario

    scn = load_scenario(Path(__file__).resolve().parent.parent / "scenarios" / "monte-castelo.json")
    assert scn.rules.retreat.toward_enemy == "not_nearer"
    assert scenario().rules.retreat.toward_enemy == "allowed"


def test_a_far_enemy_behind_does_not_pin_a_unit_between_two_fronts():
    # d1 at 0505 has the nearer American line two hexes south (0507) and a far
    # one five hexes north (0500 is off the map, so 0501 at four): stepping
    # north, away from the nearer line, stays legal although it closes on the
    # far one.
    units = [unit("d1", "de", 2, 2), unit("us1", "us", 2, 2), unit("us2", "us", 2, 2)]
    scn = scenario(
        units=units, setup={"d1": "0505", "us1": "0507", "us2": "0501"}, rules={"retreat": {"toward_enemy": "not_nearer"}}
    )
    g = Game(scn, 0)
    hexes = _all(retreat_options(g, "d1", H(g, "0505")))
    assert H(g, "0504") in hexes
    assert H(g, "0506") not in hexes
