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

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from hexstudio.engine.state import GameState
from hexstudio.engine.text import msg
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.game import Game


def hex_limit(game: Game, h: Hex) -> int:
    # Fixed for a map as it stands: remembered per map (map events may change terrain).
    limits = game._hex_limits_by_map.setdefault(tuple(game.state.map_events), {})
    limit = limits.get(h)
    if limit is None:
        limit = game.scenario.rules.stacking.limit
        for tid in (game.view.terrain(h), *game.view.features(h)):
            t = game.costs.terrain.get(tid)
            if t is not None and t.stacking_limit is not None:
                limit = min(limit, t.stacking_limit)
        limits[h] = limit
    return limit


def stacking_problem(game: Game, state: GameState, h: Hex, arriving: Iterable[str]) -> str | None:
    """Why ``arriving`` may not end in ``h``, or None if they may."""
    fault = stacking_fault(game, state, h, arriving)
    return None if fault is None else fault()


def stacking_fault(game: Game, state: GameState, h: Hex, arriving: Iterable[str]) -> Callable[[], str] | None:
    """``stacking_problem`` without the words: None if ``arriving`` may end in
    ``h``, else a function that says why (only asked for when shown, as
    writing hex labels costs more than the test)."""
    arriving = list(arriving)
    moving = set(arriving)
    here = [u.id for u in state.units.at(h) if u.id not in moving]
    total = here + arriving
    limit = hex_limit(game, h)
    if len(total) > limit:
        if len(here) == 1:
            return lambda: msg("over-stacked: 1 unit already at {hex} (limit {limit})", hex=game.label(h), limit=limit)
        return lambda: msg("over-stacked: {count} units already at {hex} (limit {limit})", count=len(here), hex=game.label(h), limit=limit)
    rules = game.scenario.rules.stacking
    defs = game.unit_defs
    if len(total) > 1:
        for uid in total:
            if rules.exclusive_flag in defs[uid].flags:
                return lambda uid=uid: msg("{name} may share a hex with no other unit", name=defs[uid].name)  # type: ignore[misc]
    if rules.composition and arriving:
        side = state.units[arriving[0]].side
        for comp in rules.composition:
            if comp.side is not None and comp.side != side:
                continue
            n = sum(1 for uid in total if defs[uid].size == comp.size)
            if n > comp.max:
                return lambda comp=comp: msg("over-stacked: at most {max} {size} unit(s) in one hex", max=comp.max, size=comp.size.value)  # type: ignore[misc]
    if arriving:
        from hexstudio.engine import registry

        for extra in registry.STACKING_CHECKS:
            why = extra(game, state, h, total)
            if why:
                return lambda why=why: why  # type: ignore[misc]
    return None


def overstacked_hexes(game: Game, state: GameState, side: str) -> list[Hex]:
    """Hexes where ``side``'s units break the stacking rules right now."""
    out = []
    for h, units in state.occupied().items():
        mine = [u.id for u in units if u.side == side]
        if mine and stacking_problem(game, state, h, mine[-1:]) is not None:
            out.append(h)
    return out
