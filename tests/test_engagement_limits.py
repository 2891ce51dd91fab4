"""An engaged unit's obligation never contradicts the limits (issue 16, point 2).

Sicily seed 1007 once got stuck: CCB/2 (armour) and 152/51 shared a hex next
to an enemy in the mountains. 152/51 attacking alone was refused ("CCB/2 must
join"), both together too ("armour does not engage in that terrain"), and the
phase could not end. The situation is set up here directly: the random game
that found it takes another road since the battle's map was corrected.
"""

from __future__ import annotations

from pathlib import Path

from hexstudio.engine.combat.handlers import stranded_units
from hexstudio.engine.game import Game
from hexstudio.engine.rules.armor_mountain import attack_barred
from hexstudio.hexgrid import Hex
from hexstudio.scenario.io import load_scenario

ROOT = Path(__file__).resolve().parent.parent


def _sicily_in_the_mountains() -> tuple[Game, str, str, Hex]:
    """Allied armour and infantry in one hex; an Italian unit next door, in the mountains, alone."""
    game = Game(load_scenario(ROOT / "scenarios" / "sicily.json"), 1007)
    view = game.view
    mountain, beside = next(
        (h, n)
        for h in view.hexes()
        if view.terrain(h) == "mountain"
        for n in game.grid.neighbours(h)
        if view.terrain(n) != "mountain" and not view.is_water(n) and view.in_play(n)
    )
    defs = game.unit_defs
    armour = next(u for u in defs if defs[u].type == "armor" and game.state.units[u].side == "allies")
    infantry = next(u for u in defs if defs[u].type == "infantry" and game.state.units[u].side == "allies")
    enemy = next(u for u in defs if game.state.units[u].side == "axis")
    for unit in game.state.units.values():  # nobody else anywhere near
        unit.hex = None
    game.state.units[armour].hex = beside
    game.state.units[infantry].hex = beside
    game.state.units[enemy].hex = mountain
    for u in (armour, infantry, enemy):
        game.state.units[u].status = "on_map"
    assert attack_barred(game, armour, mountain)  # the limit: armour does not engage there
    return game, armour, infantry, mountain


def test_armour_barred_from_the_target_is_not_required_to_join() -> None:
    game, armour, infantry, mountain = _sicily_in_the_mountains()
    # The infantry attacks alone: the armour beside it may not attack that hex,
    # so it is not left "stranded" with an obligation it could never meet.
    assert armour not in stranded_units(game, "allies", mountain, [infantry])
