"""A naval gunfire counter (Peleliu 9.0, U60).

Rule ``naval_support_counter``, params: ``unit`` (required), ``start_hex_set``
(its set-up hex must be in it), ``moves_on`` [terrain id] (its movement
class may enter nothing else: checked against the terrain table),
``acts_as``: "artillery" (it supports and bombards like artillery, so it
needs a range), ``usable_in_enemy_combat_phase`` (default false: it never
supports a defence), ``takes_losses`` (default false: the ``no_losses``
flag), ``zoc`` (default false: the ``no_zoc`` flag).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from hexstudio.engine import registry
from hexstudio.engine.params import Flag, HexSetId, RuleParams, TerrainId, Text, UnitId
from hexstudio.engine.rules.base import RuleParamError, compiled, hex_set_param, named_rule, need, opt, str_list
from hexstudio.engine.terrain_costs import BLOCKED
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

NAME = "naval_support_counter"



class NavalSupportCounter(RuleParams):
    unit: UnitId
    start_hex_set: HexSetId | None = None
    moves_on: list[TerrainId] | None = None
    acts_as: Literal["artillery"] | None = None
    usable_in_enemy_combat_phase: Flag | None = Field(None, description="Default false.")
    takes_losses: Flag | None = Field(None, description="Default false.")
    zoc: Flag | None = Field(None, description="Default false.")
    ref: Text | None = None


@named_rule(NAME, msg("a naval counter: artillery that moves on sea only, never supports a defence, takes no losses, has no ZOC"), ("B14 Peleliu 9.0", "U60"), params=NavalSupportCounter)
def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    uid = need(NAME, p, "unit", str)
    if uid not in game.unit_defs:
        raise RuleParamError(f"'{NAME}': 'unit': no unit '{uid}'")
    if opt(NAME, p, "acts_as", str, "artillery") != "artillery":
        raise RuleParamError(f"'{NAME}': 'acts_as' must be 'artillery'")
    if game.unit_defs[uid].full.range is None:
        raise RuleParamError(f"'{NAME}': {uid} acts as artillery and needs a range")
    start = hex_set_param(game, NAME, p, "start_hex_set")
    placed = next((s.hex for s in game.scenario.setup if s.unit == uid), None)
    if start is not None and placed is not None and game.grid.parse(placed) not in start:
        raise RuleParamError(f"'{NAME}': {uid} is set up at {placed}, outside 'start_hex_set'")
    moves_on = set(str_list(NAME, p, "moves_on"))
    if moves_on:
        cm = game.costs
        entry = cm.entry_costs(game.movement_class(uid))
        for h, i in cm.index.items():
            if entry[i] != BLOCKED and not set(cm.terrain_names(i)) & moves_on:
                raise RuleParamError(f"'{NAME}': {uid}'s movement class may enter {game.label(h)}"
                                     f" ({cm.terrain_names(i)[0]}), not only {', '.join(sorted(moves_on))}")
    flags = set()
    if not opt(NAME, p, "takes_losses", bool, False):
        flags.add("no_losses")
    if not opt(NAME, p, "zoc", bool, False):
        flags.add("no_zoc")
    game.extra_flags.setdefault(uid, set()).update(flags)
    return {"unit": uid, "defence": opt(NAME, p, "usable_in_enemy_combat_phase", bool, False)}


def _support(game: Game, uid: str, supported: Any, role: str) -> str | None:
    for r in compiled(game, NAME):
        if r["unit"] == uid and role == "defence" and not r["defence"]:
            return msg("{name} cannot be used in the enemy's combat phase (Peleliu 9.0)", name=game.unit_defs[uid].name)
    return None


registry.register_support_check(_support)
