"""Zones of control (engagement), encirclement and the must-attack obligation.

Public helpers for movement and for the combat package:

- ``enemy_zoc(game, state, side)``: hexes where units of ``side`` are in an
  enemy zone of control (the six neighbours of every enemy unit that has a
  ZOC; units flagged ``no_zoc`` have none; hexside features in
  ``rules.zoc.across_hexsides`` block it);
- ``is_engaged(game, state, unit_id)``;
- ``is_encircled(game, state, unit_id)``: no adjacent hex is both enterable
  and free of enemy ZOC (U24 suggested default; Monte Castelo 6.3.7);
- ``fully_encircled``: every adjacent hex holds an enemy unit;
- ``obliged_attackers(game, state, side)``: units of ``side`` that must take
  part in an attack this combat phase, with the dominant-terrain and
  sheltered-terrain exemptions (RULES A3.9, A12.5; E4, E28);
- ``must_attack_check(game)``: registered as an end-of-phase check for combat
  phases; refuses to end the phase while an obliged unit is not in
  ``state.attacked_units`` (the combat package adds every unit that attacks).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from hexstudio.engine.state import GameState, UnitState
from hexstudio.engine.text import join, msg
from hexstudio.hexgrid import Hex, Hexside

if TYPE_CHECKING:
    from hexstudio.engine.game import Game


def has_zoc(game: Game, state: GameState, unit_id: str) -> bool:
    return "no_zoc" not in game.unit_defs[unit_id].flags and "no_zoc" not in state.units[unit_id].flags


def ignores_zoc(game: Game, state: GameState, unit_id: str) -> bool:
    """Units flagged ``ignores_zoc`` (Leyte guerrillas) move as if there were none."""
    return "ignores_zoc" in game.unit_defs[unit_id].flags or "ignores_zoc" in state.units[unit_id].flags


def zoc_of_hex(game: Game, h: Hex) -> list[Hex]:
    """The hexes a unit at ``h`` projects its ZOC into (fixed for a map: cached)."""
    cached = game._zoc_hex.get(h)
    if cached is None:
        cached = game._zoc_hex[h] = _zoc_of_hex(game, h)
    return cached


def zoc_indexes(game: Game, h: Hex) -> tuple[tuple[int, ...], tuple[Hex, ...]]:
    """``zoc_of_hex`` as map indexes (``game.costs``), and the hexes of it
    without one; fixed for a map: cached."""
    cache = game._zoc_idx_by_map.setdefault(tuple(game.state.map_events), {})
    got = cache.get(h)
    if got is None:
        index = game.costs.index
        zone = zoc_of_hex(game, h)
        got = cache[h] = (tuple(index[n] for n in zone if n in index), tuple(n for n in zone if n not in index))
    return got


def _zoc_of_hex(game: Game, h: Hex) -> list[Hex]:
    blockers = set(game.scenario.rules.zoc.across_hexsides)
    # Terrain where nobody engages (Reichswald 9.0 flood: ``flood_effects``).
    quiet = getattr(game, "zoc_free_terrain", frozenset())
    if quiet and quiet & {game.view.terrain(h), *game.view.features(h)}:
        return []
    out = []
    for n in h.neighbours():
        if not game.view.in_play(n):
            continue
        if quiet and quiet & {game.view.terrain(n), *game.view.features(n)}:
            continue
        if blockers and blockers & game.view.hexsides.get(Hexside(h, n), frozenset()):
            continue
        out.append(n)
    return out


def enemy_zoc(game: Game, state: GameState, side: str) -> frozenset[Hex]:
    """Hexes in the zone of control of units hostile to ``side``.

    For the live state the game keeps it up to date as units move
    (``engine/position.py``), so callers must treat the result as read-only.
    """
    if state is game.state:
        return game._positions.side(game, side).zone_hexes()
    out: set[Hex] = set()
    for h, here in state.occupied_hexes().items():
        # One enemy unit with a ZOC is enough for the hex's zone.
        if any(u.side != side and has_zoc(game, state, u.id) for u in here):
            out.update(zoc_of_hex(game, h))
    return frozenset(out)


def in_enemy_zoc(game: Game, state: GameState, side: str, h: Hex) -> bool:
    """``h in enemy_zoc(game, state, side)``; for the live state without building the set."""
    if state is game.state:
        return game._positions.side(game, side).in_zone(h)
    return h in enemy_zoc(game, state, side)


def _engaging(game: Game, state: GameState, u: UnitState) -> Iterator[UnitState]:
    """Enemy units whose ZOC covers ``u``'s hex: they stand next to it (a ZOC
    reaches the neighbours of its unit's hex), found through the hex index."""
    h = u.hex
    if h is None or u.status != "on_map":
        return
    at = state.units.at
    for n in h.neighbours():
        for e in at(n):
            if e.side != u.side and has_zoc(game, state, e.id) and h in zoc_of_hex(game, n):
                yield e


def engaging_units(game: Game, state: GameState, unit_id: str) -> list[str]:
    """Enemy units whose ZOC covers the unit's hex (in scenario order)."""
    found = list(_engaging(game, state, state.units[unit_id]))
    return [e.id for e in state.units.in_order(found)]


def is_engaged(game: Game, state: GameState, unit_id: str) -> bool:
    return next(_engaging(game, state, state.units[unit_id]), None) is not None


def is_encircled(game: Game, state: GameState, unit_id: str) -> bool:
    """No adjacent hex the unit could enter lies outside enemy ZOC and enemy units."""
    u = state.units[unit_id]
    if u.hex is None or u.status != "on_map":
        return False
    zoc = enemy_zoc(game, state, u.side)
    cls = game.movement_class(unit_id)
    entry = game.costs.entry_costs(cls)
    for n in u.hex.neighbours():
        i = game.costs.index.get(n)
        if i is None or entry[i] < 0 or n in zoc:
            continue
        occ = state.occupant_side(n)
        if occ is not None and occ != u.side:
            continue
        return False
    return True


def fully_encircled(game: Game, state: GameState, unit_id: str) -> bool:
    u = state.units[unit_id]
    if u.hex is None:
        return False
    for n in u.hex.neighbours():
        occ = state.occupant_side(n)
        if occ is None or occ == u.side:
            return False
    return True


def combat_terrain_value(game: Game, h: Hex) -> int:
    """The best combat shift among a hex's terrains that count for dominance."""
    best = 0
    first = True
    for tid in (game.view.terrain(h), *game.view.features(h)):
        t = game.costs.terrain.get(tid)
        if t is None or not t.dominant:
            continue
        if first or t.combat > best:
            best = t.combat
            first = False
    return best


def in_dominant_terrain(game: Game, state: GameState, unit_id: str) -> bool:
    """Strictly better combat terrain than each (or any) engaging enemy's hex."""
    u = state.units[unit_id]
    if u.hex is None:
        return False
    enemies = engaging_units(game, state, unit_id)
    if not enemies:
        return False
    mine = combat_terrain_value(game, u.hex)
    theirs = [combat_terrain_value(game, state.units[e].hex) for e in enemies if state.units[e].hex is not None]
    if game.scenario.rules.zoc.dominant_over == "any":
        return any(mine > t for t in theirs)
    return all(mine > t for t in theirs)


def in_sheltered_terrain(game: Game, h: Hex) -> bool:
    sheltered = set(game.scenario.rules.zoc.sheltered_terrain)
    return bool(sheltered) and any(t in sheltered for t in (game.view.terrain(h), *game.view.features(h)))


def in_exempt_terrain(game: Game, side: str, h: Hex) -> bool:
    """Does a special rule let ``side``'s units in ``h`` off the obligation to attack
    (Peleliu 4.1.2 obs.: Japanese units in mountain hexes)?"""
    if not game.obligation_exemptions:
        return False
    here = {game.view.terrain(h), *game.view.features(h)}
    return any((s is None or s == side) and here & terrain for s, terrain in game.obligation_exemptions)


def obligation_exemption(game: Game, state: GameState, unit_id: str) -> str | None:
    """Why an engaged unit need not attack, or None if it must."""
    u = state.units[unit_id]
    z = game.scenario.rules.zoc
    if u.hex is not None and in_sheltered_terrain(game, u.hex):
        return msg("sheltered terrain")
    if u.hex is not None and in_exempt_terrain(game, u.side, u.hex):
        return msg("exempt in this terrain")
    # E4/E28: the exemption covers a unit that was already engaged and stayed,
    # never one that moved into the enemy's zone this turn.
    if z.dominant_terrain and "entered_zoc" not in u.flags and in_dominant_terrain(game, state, unit_id):
        return msg("dominant terrain")
    if game.current_values(unit_id, state).attack <= 0:
        return msg("no attack strength")
    return None


def obliged_attackers(game: Game, state: GameState, side: str) -> list[str]:
    """Units of ``side`` that must take part in an attack this combat phase."""
    z = game.scenario.rules.zoc
    out = []
    if z.must_attack == "adjacent_units":
        enemy_hexes = {h for h, here in state.occupied_hexes().items() if any(u.side != side for u in here)}
    for u in state.units.values():
        if u.side != side or u.status != "on_map" or u.hex is None:
            continue
        if z.must_attack == "adjacent_units":
            if not any(n in enemy_hexes for n in u.hex.neighbours()):
                continue
        elif not is_engaged(game, state, u.id):
            continue
        if obligation_exemption(game, state, u.id) is None:
            out.append(u.id)
    return out


def hex_attacked(game: Game, h: Hex, defending_side: str) -> bool:
    """May ``h`` no longer be attacked? (The combat package may refine the test.)"""
    from hexstudio.engine import registry

    if registry.ATTACKED_TEST:
        return registry.ATTACKED_TEST[0](game, h, defending_side)
    return h in game.state.attacked_hexes


def targets_left(game: Game, state: GameState, unit_id: str) -> list[Hex]:
    """Adjacent enemy hexes the unit could still attack this phase."""
    u = state.units[unit_id]
    if u.hex is None:
        return []
    from hexstudio.engine.rules.armor_mountain import attack_barred

    out = []
    for n in u.hex.neighbours():
        occ = state.occupant_side(n)
        if occ is not None and occ != u.side and not hex_attacked(game, n, occ) and not attack_barred(game, unit_id, n):
            out.append(n)
    return out


def unmet_obligations(game: Game, state: GameState | None = None) -> list[str]:
    """Obliged units of the phasing side that have not attacked yet this phase.

    A unit none of whose adjacent enemy hexes may still be attacked (each was
    attacked already, say before an advance brought the unit next to it) is
    let off: it could not comply. A gun that fired in support of an attack took
    part in it ("each engaged unit must take part in an attack", A3.9): once it
    has supported it may not attack, so it could not comply otherwise.
    """
    st = state or game.state
    phase = game.phase()
    if phase is None or phase.kind != "combat" or st.active_side is None or not phase.engagements:
        return []
    return [
        u for u in obliged_attackers(game, st, st.active_side)
        if u not in st.attacked_units and u not in st.supporting_units and targets_left(game, st, u)
    ]


def must_attack_check(game: Game) -> str | None:
    """End-of-combat-phase check: every obliged unit has attacked."""
    missing = unmet_obligations(game)
    if not missing:
        return None
    names = join(
        msg("{unit} at {hex}", unit=game.unit_defs[u].short or game.unit_defs[u].name, hex=game.label(game.state.units[u].hex))  # type: ignore[arg-type]
        for u in missing
    )
    return msg("engaged units must attack first: {names}", names=names)
