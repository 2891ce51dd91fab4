"""Reinforcements: who may enter, where, and at what cost.

A group (``scenario.reinforcements``, or a withdrawal's ``returns``) arrives
when its schedule is due (``turns.update_arrivals``); its units then enter in
their owner's movement phase, one ``EnterReinforcement`` each, at an entry
hex: the listed hexes, the hex set, or a map edge. ``pay_entry_hex`` says
whether the entry hex costs MP (Reichswald 4.2) or counting starts at the
next hex (Leyte 4.2). If every entry hex is held by the enemy, the
``fallback`` decides: ``none`` (they wait), ``any_listed`` (the listed hexes
still free, the same thing here) or ``nearest_friendly`` (the hexes held by
the owner nearest to the entry hexes). Entering is an ordinary arrival in a
hex: enemy hexes are never entered, stacking holds, and entering an enemy
ZOC stops the unit.

``reinforcement_ports`` (``side``, ``hex_set``, ``if_enemy_held``,
``if_none_held``): the side's groups due at those ports land only at ports it
holds; ``if_enemy_held: nearest_friendly_port`` sends a group whose port is
lost to the nearest port still held, ``wait`` keeps it waiting; with
``if_none_held: no_more_reinforcements`` a group that finds no port held when
it would land never enters (``lose_portless_groups``), with ``wait`` it waits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hexstudio.engine.control import held_hexes, holder
from hexstudio.engine.stacking import stacking_problem
from hexstudio.engine.terrain_costs import BLOCKED
from hexstudio.engine.text import msg
from hexstudio.engine.values import movement_halves
from hexstudio.hexgrid import Hex
from hexstudio.scenario.model import Reinforcement

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game


def group_of(game: Game, uid: str) -> Reinforcement | None:
    """The arrived group a waiting unit belongs to."""
    st = game.state
    for g in game.reinforcement_groups():
        if g.id in st.arrived and uid in g.units:
            allowed = ("pending", "withdrawn") if g.id in game.returns_of else ("pending",)
            if st.units[uid].status in allowed:
                return g
    return None


def waiting_units(game: Game, side: str) -> list[tuple[str, Reinforcement]]:
    """Units of ``side`` that have arrived and may enter, with their group."""
    out = []
    seen: set[str] = set()
    for g in game.reinforcement_groups():
        if g.id not in game.state.arrived:
            continue
        for uid in g.units:
            if uid in seen or uid not in game.state.units or game.state.units[uid].side != side:
                continue
            if group_of(game, uid) is g:
                seen.add(uid)
                out.append((uid, g))
    return out


def _edge_hexes(game: Game, edge: str) -> set[Hex]:
    g = game.grid
    out = set()
    for h in g.hexes():
        col, row = g.to_offset(h)
        if (
            (edge == "west" and col == 0)
            or (edge == "east" and col == g.columns - 1)
            or (edge == "north" and row == 0)
            or (edge == "south" and row == g.rows - 1)
        ):
            out.add(h)
    return out


def designated_hexes(game: Game, group: Reinforcement) -> set[Hex]:
    e = group.entry
    out = {game.grid.parse(x) for x in e.hexes}
    if e.hex_set:
        out |= set(game.view.hex_sets.get(e.hex_set, frozenset()))
    if e.edge:
        out |= _edge_hexes(game, e.edge)
    return {h for h in out if game.view.in_play(h)}


def entry_hexes(game: Game, group: Reinforcement, uid: str) -> list[Hex]:
    """Hexes where ``uid`` may come on now (before stacking and MP checks)."""
    st = game.state
    side = st.units[uid].side
    entry = game.costs.entry_costs(game.movement_class(uid))
    hexes = designated_hexes(game, group)
    ports = game.port_rules.get(side)

    def held(h: Hex) -> bool:
        c = holder(game, h)
        return c == side or (c is None and not ports["strict"]) if ports else c == side

    def usable(h: Hex) -> bool:
        occ = st.occupant_side(h)
        if ports is not None and h in ports["hexes"] and not held(h):
            return False
        return entry[game.costs.index[h]] != BLOCKED and (occ is None or occ == side)

    out = sorted(h for h in hexes if usable(h))
    to_nearest_port = ports is not None and ports.get("if_enemy_held") == "nearest_friendly_port" and hexes <= ports["hexes"]
    if not out and (group.entry.fallback == "nearest_friendly" or to_nearest_port) and hexes:
        if ports is not None:
            options = [h for h in ports["hexes"] if h in game.costs.index and usable(h)]
        else:
            options = [h for h in held_hexes(game, side) if h in game.costs.index and usable(h)]
        if options:
            best = min(min(h.distance(x) for x in hexes) for h in options)
            out = sorted(h for h in options if min(h.distance(x) for x in hexes) == best)
    from hexstudio.engine import registry

    for narrow in registry.ENTRY_FILTERS:
        out = narrow(game, uid, group, out)
    return out


LOST = "reinforcements.lost"  # state.extra: ids of groups that will never enter


def lost_groups(game: Game) -> list[str]:
    """Groups that will never enter (``reinforcement_ports``: no port held when they were due)."""
    return list(game.state.extra.get(LOST, []))


def lose_portless_groups(game: Game, fx: Effects) -> None:
    """``reinforcement_ports`` with ``if_none_held: no_more_reinforcements``: at the start of
    its side's movement phase, when the units would land, a group due at the side's ports
    that finds none of them held never enters (Leyte 12.1.2: "Se não houver nenhum, as
    unidades de reforço japonesas não podem mais entrar na ilha")."""
    st = game.state
    side = st.active_side
    ports = game.port_rules.get(side) if side is not None else None
    if ports is None or ports.get("if_none_held") != "no_more_reinforcements":
        return
    if any(holder(game, h) == side for h in ports["hexes"]):
        return
    for g in game.reinforcement_groups():
        if g.id not in st.arrived:
            continue
        waiting = [u for u in g.units if u in st.units and st.units[u].side == side and st.units[u].status == "pending"]
        hexes = designated_hexes(game, g)
        if not waiting or not hexes or not hexes <= ports["hexes"]:
            continue
        st.arrived.discard(g.id)
        st.extra.setdefault(LOST, []).append(g.id)
        fx.event("reinforcements_lost", group=g.id, units=waiting)


def entry_cost(game: Game, uid: str, h: Hex) -> int:
    """Half MP spent by entering at ``h`` (0 when the entry hex is free)."""
    group = group_of(game, uid)
    if group is None or not group.entry.pay_entry_hex:
        return 0
    cm = game.costs
    cost = cm.entry_costs(game.movement_class(uid))[cm.index[h]]
    w = next((x for x in game.scenario.weather.types if x.id == game.state.weather), None)
    if w is not None and not any(t in w.exempt_terrain for t in cm.terrain_names(cm.index[h])):
        from hexstudio.engine.terrain_costs import _halves_of

        cost += _halves_of(w.move_surcharge)
    return cost


def can_enter_now(game: Game, uid: str, group: Reinforcement) -> bool:
    """Has ``uid`` an entry hex it may come on at now? A group that must enter this turn
    but finds none waits (the end of the phase is not held up by it)."""
    return any(entry_problem(game, uid, h) is None for h in entry_hexes(game, group, uid))


def entry_problem(game: Game, uid: str, h: Hex) -> str | None:
    """Why ``uid`` may not enter at ``h`` now, or None."""
    st = game.state
    if uid not in st.units:
        return msg("there is no unit '{uid}'", uid=uid)
    us = st.units[uid]
    name = game.unit_defs[uid].name
    if game.phase_kind() != "movement" or st.active_side != us.side:
        return msg("{name} may enter only in its side's movement phase", name=name)
    group = group_of(game, uid)
    if group is None:
        if us.status == "on_map":
            return msg("{name} is already on the map", name=name)
        return msg("{name} has not arrived yet", name=name)
    if h not in entry_hexes(game, group, uid):
        if not game.view.in_play(h):
            return msg("{hex} is not in play", hex=game.label(h)) if game.grid.contains(h) else msg("that hex is not in play")
        occ = st.occupant_side(h)
        if occ is not None and occ != us.side:
            return msg("enemy units at {hex}", hex=game.label(h))
        return msg("{hex} is not an entry hex for {name}", hex=game.label(h), name=name)
    problem = stacking_problem(game, st, h, [uid])
    if problem is not None and game.scenario.rules.stacking.check == "end_of_move":
        return problem
    cost = entry_cost(game, uid, h)
    allowance = movement_halves(game.unit_defs[uid], us, game.scenario.rules.losses.reduced_values)
    if cost > allowance:
        from hexstudio.scenario.cost import format_halves

        return msg("not enough MP: needs {needs}, has {has}", needs=format_halves(cost), has=format_halves(allowance))
    return None
