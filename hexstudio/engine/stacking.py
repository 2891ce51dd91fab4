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

from collections.abc import Callable, Collection, Iterable, Mapping
from typing import TYPE_CHECKING

from hexstudio.engine import registry
from hexstudio.engine.state import GameState
from hexstudio.engine.text import msg
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.game import Game
    from hexstudio.engine.terrain_costs import CompiledMap


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


def limits_by_index(game: Game, cm: CompiledMap | None = None) -> list[int]:
    """``hex_limit`` of every hex of the map as it stands, by map index
    (``game.costs``, or ``cm`` when the caller has it): worked out once per
    map, read by every movement search."""
    if cm is None:
        cm = game.costs
    got = cm.stack_limits
    if got is None:
        got = cm.stack_limits = [hex_limit(game, h) for h in cm.hexes]
    return got


def _here_table(game: Game, state: GameState, cm: CompiledMap) -> dict[int, tuple[tuple[str, ...], bool, tuple]]:
    """Per map index: the ids of the units there, whether one of them stacks
    alone (the exclusive flag) and their sizes, filled in as hexes are asked about. Kept while
    nobody moves (``UnitTable.changes``) on the same map, so every search of
    one position shares it."""
    return _position_tables(game, state, cm)[0]


def _position_tables(game: Game, state: GameState, cm: CompiledMap) -> tuple[dict, dict]:
    """(``_here_table``, verdicts): the second holds, per kind of single arriving
    unit (stacks alone or not, how many of each composition size it adds), the
    map indexes already found (not) to break the limit, the exclusive flag or
    the composition rules for it; both kept as ``_here_table``."""
    table = state.units
    key = (table.changes, table._epoch)
    got = game._stack_here
    if got is None or got[0] is not table or got[1] is not cm or got[2] != key:
        got = game._stack_here = (table, cm, key, ({}, {}))
    return got[3]


def _extra_checks(game: Game, cm: CompiledMap) -> list:
    """``registry.stacking_checks`` for the map as it stands, ``cm`` (kept per map)."""
    return _checks_of(game, cm)[0]


def _checks_of(game: Game, cm: CompiledMap) -> tuple[list, dict]:
    """(``_extra_checks``, the kinds of single arriving units by unit id: ``_arrival_kind``), kept per map."""
    got = _stack_checks(game, cm)
    return got[1], got[2]


def _stack_checks(game: Game, cm: CompiledMap) -> tuple[CompiledMap, list, dict, dict]:
    """(map, ``_extra_checks``, ``_arrival_kind`` by unit id, ``_plan`` by kind), kept per map."""
    got = game._stack_checks
    if got is None or got[0] is not cm:
        got = game._stack_checks = (cm, registry.stacking_checks(game), {}, {})
    return got


def _plan(game: Game, kind: tuple, extras: list) -> tuple[tuple, int, list, set[int] | None, list]:
    """What ``faulty_ends`` asks for a kind of single arriving unit: per
    composition rule of its side (size, how many units of that size a hex
    may already hold: the rule's limit less what the unit adds), the fewest
    of those (a hex holding no more units than that breaks no composition
    rule, whatever their sizes); the battle's checks that say what they read
    of it, and where they may object at all (None: anywhere); the checks that
    do not say."""
    side, _alone, mine, extra_kinds = kind
    comps = [c for c in game.scenario.rules.stacking.composition if c.side is None or c.side == side]
    room = tuple((c.size, c.max - m) for c, m in zip(comps, mine, strict=True))
    least = min((r for _size, r in room), default=_NO_LIMIT)
    kept = [(fn, where) for (fn, where), k in zip(extras, extra_kinds, strict=True) if k is not None]
    loose = [(fn, where) for (fn, where), k in zip(extras, extra_kinds, strict=True) if k is None]
    asked: set[int] | None = set()
    for _fn, where in kept:
        if where is None:
            asked = None
            break
        asked |= where
    return room, least, kept, asked, loose


_NO_LIMIT = 1 << 30  # more units than any hex holds


def _arrival_kind(game: Game, state: GameState, uid: str, extras: list, kinds: dict) -> tuple:
    """What the stacking rules read of one unit arriving alone (fixed for a
    game): its side, whether it stacks alone (the exclusive flag), how many units of
    each composition rule's size it adds, and the kind each of the battle's
    checks reads (``registry.register_stacking_check``), None for a check that
    does not say (then it is asked at every search)."""
    got = kinds.get(uid)
    if got is None:
        rules = game.scenario.rules.stacking
        d = game.unit_defs[uid]
        side = state.units[uid].side
        mine = tuple(1 if d.size == c.size else 0 for c in rules.composition if c.side is None or c.side == side)
        extra_kinds = []
        for fn, _where in extras:
            k = registry.STACKING_CHECK_KIND.get(fn)
            extra_kinds.append(None if k is None else (k(game, uid),))
        got = kinds[uid] = (side, rules.exclusive_flag in d.flags, mine, tuple(extra_kinds))
    return got


def arrival_kind(game: Game, state: GameState, cm: CompiledMap, uid: str) -> tuple:
    """What the stacking rules read of ``uid`` arriving alone on the map
    ``cm`` (``_arrival_kind``): fixed for a game on one map."""
    extras, kinds = _checks_of(game, cm)
    return _arrival_kind(game, state, uid, extras, kinds)


def kind_verdicts(game: Game, state: GameState, cm: CompiledMap, kind: tuple) -> tuple[set[int], set[int], bool]:
    """(breaks, judged, whole): the map indexes already found (by
    ``faulty_ends``) where a unit of this ``arrival_kind`` arriving alone would
    break the stacking rules in this position, and every index judged so far
    either way (the sets grow as searches ask about more hexes); whole is
    false when one of the battle's checks does not say what it reads of a
    unit, so that the sets leave it out and it must still be asked."""
    verdicts = _position_tables(game, state, cm)[1]
    got = verdicts.get(kind)
    if got is None:
        got = verdicts[kind] = (set(), set(), set())
    return got[0], got[2], None not in kind[3]


def faulty_ends(game: Game, state: GameState, suspects: Iterable[int], arriving: tuple[str, ...],
                occupied: Collection[int] | Mapping[int, list] | None = None) -> set[int]:
    """The map indexes among ``suspects`` where ``arriving`` may not end a move:
    ``{j for j in suspects if stacking_fault(game, state, game.costs.hexes[j], arriving)}``
    in one pass, with what does not depend on the hex looked up once (a movement
    search asks this for every hex it reaches that holds friends).
    ``occupied``, if given, holds every suspect with units in it: the others
    are known to be empty without asking the table of who stands where; a
    dict of them with their units (``UnitTable.at`` of each, as
    ``position.SideView.units_at`` keeps them) is read instead of the table."""
    cm = game.costs
    hexes = cm.hexes
    limits = limits_by_index(game, cm)
    at = state.units.at
    arriving = tuple(arriving)
    known, verdicts = _position_tables(game, state, cm)
    if len(arriving) == 1:
        # One unit: the limit, the exclusive flag, the composition rules and
        # the battle's own rules that say what they read of it depend only on
        # its kind, the same for many units of a position, so their verdicts
        # are kept per kind; a battle rule that does not say is asked every time.
        uid = arriving[0]
        _cm, extras, kinds, plans = _stack_checks(game, cm)
        kind = _arrival_kind(game, state, uid, extras, kinds)
        got = verdicts.get(kind)
        if got is None:
            got = verdicts[kind] = (set(), set(), set())  # (breaks, does not, either: judged)
        bad, good, judged = got
        plan = plans.get(kind)
        if plan is None:
            plan = plans[kind] = _plan(game, kind, extras)
        room, least, kept_extras, asked, loose = plan
        todo = suspects if isinstance(suspects, set) else set(suspects)
        new = todo - judged
        if new:
            units_at = occupied if isinstance(occupied, dict) else None
            alone_units = _alone_records(game)
            alone_arriving = kind[1]
            for j in new:
                here = known.get(j)
                if here is None:
                    if units_at is not None:
                        us = units_at.get(j)
                        here = known[j] = _EMPTY if us is None else _here(us, alone_units)
                    elif occupied is not None and j not in occupied:
                        here = known[j] = _EMPTY
                    else:
                        here = known[j] = _here(at(hexes[j]), alone_units)
                ids, alone, sizes = here
                if uid in ids:  # the unit's own hex (not reached by its search): asked the long way
                    continue
                # The unit would make len(ids) + 1: over the hex's limit, or
                # not alone where one of them (or it) must stack alone.
                n = len(ids)
                if n >= limits[j] or (n and (alone_arriving or alone)):
                    bad.add(j)
                    judged.add(j)
                    continue
                # A composition rule: more of its size than the room the unit leaves.
                if n > least:
                    over = False
                    for size, r in room:
                        if n > r and sizes.count(size) > r:
                            over = True
                            break
                    if over:
                        bad.add(j)
                        judged.add(j)
                        continue
                if kept_extras and (asked is None or j in asked):
                    h = hexes[j]
                    total = [*ids, uid]
                    if any((where is None or j in where) and fn(game, state, h, total) for fn, where in kept_extras):
                        bad.add(j)
                        judged.add(j)
                        continue
                good.add(j)
                judged.add(j)
        out = todo & bad
        ok = todo & good
        if len(out) + len(ok) != len(todo):
            # The unit's own hex: asked the long way.
            for j in todo - judged:
                if stacking_fault(game, state, hexes[j], arriving) is not None:
                    out.add(j)
        if loose:
            for j in ok:
                h = hexes[j]
                total = None
                for extra, where in loose:
                    if where is None or j in where:
                        if total is None:
                            total = [*known[j][0], uid]
                        if extra(game, state, h, total):
                            out.add(j)
                            break
        return out
    # Several units (read from the scenario here: the one-unit case above needs none of it).
    rules = game.scenario.rules.stacking
    defs = game.unit_defs
    flag = rules.exclusive_flag
    moving = set(arriving)
    arriving_alone = any(flag in defs[uid].flags for uid in arriving)
    comps = []
    if rules.composition and arriving:
        side = state.units[arriving[0]].side
        comps = [c for c in rules.composition if c.side is None or c.side == side]
    extras = _extra_checks(game, cm) if arriving else ()
    listed = list(arriving)
    # Per composition rule: its size, its limit, and how many arriving units are of that size.
    sized = [(c.size, c.max, sum(1 for uid in arriving if defs[uid].size == c.size)) for c in comps]
    out: set[int] = set()
    alone_units = _alone_records(game)
    for j in suspects:
        got = known.get(j)
        if got is None:
            got = known[j] = _here(at(hexes[j]), alone_units)
        ids, alone, sizes = got
        if moving.isdisjoint(ids):
            here = ids
        else:  # units of the stack already there do not count twice
            here = tuple(uid for uid in ids if uid not in moving)
            alone = any(flag in defs[uid].flags for uid in here)
            sizes = tuple(defs[uid].size for uid in here)
        n = len(here) + len(listed)
        if n > limits[j]:
            out.add(j)
            continue
        if n > 1 and (arriving_alone or alone):
            out.add(j)
            continue
        if sized and any(sizes.count(size) + mine > most for size, most, mine in sized):
            out.add(j)
            continue
        if extras:
            total = [*here, *listed]
            h = hexes[j]
            for extra, where in extras:
                if (where is None or j in where) and extra(game, state, h, total):
                    out.add(j)
                    break
    return out


_EMPTY: tuple[tuple[str, ...], bool, tuple] = ((), False, ())  # a hex nobody stands in, as ``faulty_ends`` keeps it


def _here(units: list, alone_units: dict) -> tuple[tuple[str, ...], bool, tuple]:
    """What ``faulty_ends`` keeps of the units standing in a hex: their ids,
    whether one of them stacks alone (the exclusive flag), their sizes; read
    from ``_alone_records`` (a hex holding one unit: its record as it is)."""
    if len(units) == 1:
        return alone_units[units[0].id]
    ids = tuple([u.id for u in units])
    records = [alone_units[u] for u in ids]
    return ids, any(r[1] for r in records), tuple([r[2][0] for r in records])


def _alone_records(game: Game) -> dict[str, tuple[tuple[str, ...], bool, tuple]]:
    """Per unit id, ``_here`` of a hex holding that unit alone: ((id,), whether
    it stacks alone, (its size,)). Fixed for a game (the unit's definition and
    the stacking rules), worked out once: the stacking checks of every search
    read the units standing where it may end."""
    got = game.__dict__.get("_stacking_alone_records")
    if got is None:
        flag = game.scenario.rules.stacking.exclusive_flag
        got = game.__dict__["_stacking_alone_records"] = {
            uid: ((uid,), flag in d.flags, (d.size,)) for uid, d in game.unit_defs.items()}
    return got


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
    i = game.costs.index.get(h)
    limit = hex_limit(game, h) if i is None else limits_by_index(game)[i]
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
