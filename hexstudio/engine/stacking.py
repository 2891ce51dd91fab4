"""Stacking: how many friendly units (and which mix) may end in one hex.

``stacking_problem(game, state, hex, arriving)`` answers whether the units
``arriving`` may end a move (or a retreat, or an advance) in ``hex`` next to
the friendly units already there, and if not says why in words. The limit is
``rules.stacking.limit`` or the terrain's lower ``stacking_limit``; a unit
with the exclusive flag (``rules.stacking.exclusive_flag``) stacks alone;
composition rules limit units per size class (Reichswald 4.1.1).
Enemy units never share a hex: that is a separate rule (movement refuses to
enter an enemy-occupied hex).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from hexstudio.engine.state import GameState
from hexstudio.engine.text import msg
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.game import Game


def hex_limit(game: Game, h: Hex) -> int:
    limit = game.scenario.rules.stacking.limit
    for tid in (game.view.terrain(h), *game.view.features(h)):
        t = game.costs.terrain.get(tid)
        if t is not None and t.stacking_limit is not None:
            limit = min(limit, t.stacking_limit)
    return limit


def stacking_problem(game: Game, state: GameState, h: Hex, arriving: Iterable[str]) -> str | None:
    """Why ``arriving`` may not end in ``h``, or None if they may."""
    arriving = list(arriving)
    moving = set(arriving)
    here = [u.id for u in state.units_at(h) if u.id not in moving]
    total = here + arriving
    limit = hex_limit(game, h)
    if len(total) > limit:
        if len(here) == 1:
            return msg("over-stacked: 1 unit already at {hex} (limit {limit})", hex=game.label(h), limit=limit)
        return msg("over-stacked: {count} units already at {hex} (limit {limit})", count=len(here), hex=game.label(h), limit=limit)
    rules = game.scenario.rules.stacking
    if len(total) > 1:
        for uid in total:
            if rules.exclusive_flag in game.unit_defs[uid].flags:
                return msg("{name} may share a hex with no other unit", name=game.unit_defs[uid].name)
    if rules.composition and arriving:
        side = state.units[arriving[0]].side
        for comp in rules.composition:
            if comp.side is not None and comp.side != side:
                continue
            n = sum(1 for uid in total if game.unit_defs[uid].size == comp.size)
            if n > comp.max:
                return msg("over-stacked: at most {max} {size} unit(s) in one hex", max=comp.max, size=comp.size.value)
    if arriving:
        from hexstudio.engine import registry

        for extra in registry.STACKING_CHECKS:
            why = extra(game, state, h, total)
            if why:
                return why
    return None


def overstacked_hexes(game: Game, state: GameState, side: str) -> list[Hex]:
    """Hexes where ``side``'s units break the stacking rules right now."""
    out = []
    for h, units in state.occupied().items():
        mine = [u.id for u in units if u.side == side]
        if mine and stacking_problem(game, state, h, mine[-1:]) is not None:
            out.append(h)
    return out
