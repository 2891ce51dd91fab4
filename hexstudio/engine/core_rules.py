"""Handlers of the core actions: moving, entering reinforcements, ending a
phase, answering decisions, and the air bonus. Imported by ``Game``.

Also registers the end-of-phase checks of the core: engaged units must have
attacked (combat phases, ``zoc.must_attack_check``), stacking at the end of
the movement phase (when ``rules.stacking.check == "end_of_phase"``), and
reinforcements that may not be delayed must enter if they can.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from hexstudio.engine import registry, turns
from hexstudio.engine.actions import Action, Choose, EndPhase, EnterReinforcement, MoveStack, UseAirBonus
from hexstudio.engine.changes import Effects
from hexstudio.engine.control import take
from hexstudio.engine.decisions import Decision, register_decision, resolver_for
from hexstudio.engine.errors import IllegalAction, NotYourPhase, ObligationUnmet, UnreachableHex
from hexstudio.engine.exits import note_reached
from hexstudio.engine.movement import crosses_capped_river, walk_path
from hexstudio.engine.reinforcements import (
    can_enter_now,
    entry_cost,
    entry_hexes,
    entry_problem,
    lose_portless_groups,
    waiting_units,
)
from hexstudio.engine.stacking import overstacked_hexes
from hexstudio.engine.text import msg
from hexstudio.engine.zoc import in_enemy_zoc, must_attack_check

if TYPE_CHECKING:
    from hexstudio.engine.game import Game
    from hexstudio.hexgrid import Hex


def occupy(game: Game, uid: str, hexes: list[Hex], arrival: bool = False) -> None:
    """Record that a unit entered ``hexes``: who holds them (``control.take``), watched hexes,
    ports that evacuate at once (not for an ``arrival`` on the map: a landing, a drop)."""
    st = game.state
    take(game, uid, hexes)
    if not arrival:
        note_reached(game, uid, hexes)
    side = st.units[uid].side
    for h in hexes:
        if h in game.watched_hexes:
            st.entered_hexes.setdefault(side, set()).add(h)


# --------------------------------------------------------------------------- move


def check_move(game: Game, a: MoveStack) -> None:
    walk_path(game, a.units, a.path)


def apply_move(game: Game, a: MoveStack, fx: Effects) -> None:
    # The reach the check found, worked out once (before anything changes).
    reach = game.cached_reach(tuple(a.units))
    cost = walk_path(game, a.units, a.path, reach)
    st = game.state
    dest = a.path[-1]
    crossed_capped = crosses_capped_river(game, a.units, a.path, reach)
    in_zoc = in_enemy_zoc(game, st, st.units[a.units[0]].side, dest)
    for uid in a.units:
        us = st.units[uid]
        fx.unit(uid)
        us.hex = dest
        us.mp_spent += cost
        us.moved_this_phase = True
        if crossed_capped:
            us.flags.add("river_capped")
        if in_zoc:
            us.flags.add("stopped")
            us.flags.add("entered_zoc")
            us.flags.add("engaged_this_turn")
        occupy(game, uid, list(a.path[1:]))
        if uid in st.entry_order:
            st.entry_order.remove(uid)
        st.entry_order.append(uid)
        fx.unit(uid)
    fx.event("move", units=list(a.units), path=[game.label(h) for h in a.path], cost=cost)


# --------------------------------------------------------------------------- reinforcements


def check_enter(game: Game, a: EnterReinforcement) -> None:
    problem = entry_problem(game, a.unit, a.hex)
    if problem is not None:
        cls = NotYourPhase if "phase" in problem else UnreachableHex
        raise cls(problem)


def apply_enter(game: Game, a: EnterReinforcement, fx: Effects) -> None:
    st = game.state
    us = st.units[a.unit]
    cost = entry_cost(game, a.unit, a.hex)
    us.status = "on_map"
    us.hex = a.hex
    us.mp_spent = cost
    us.moved_this_phase = False
    if in_enemy_zoc(game, st, us.side, a.hex):
        us.flags |= {"stopped", "entered_zoc", "engaged_this_turn"}
    occupy(game, a.unit, [a.hex], arrival=True)
    st.entry_order.append(a.unit)
    fx.unit(a.unit)
    fx.event("enter", unit=a.unit, hex=game.label(a.hex), cost=us.mp_spent)


# --------------------------------------------------------------------------- end of phase


def end_phase_problem(game: Game) -> str | None:
    """Why the current phase may not end yet (every registered check), or None."""
    phase = game.phase()
    if phase is None:
        return msg("the game is over")
    for kinds, fn in registry.END_PHASE_CHECKS:
        if kinds is None or phase.kind in kinds:
            reason = fn(game)
            if reason:
                return reason
    return None


def check_end_phase(game: Game, a: EndPhase) -> None:
    reason = end_phase_problem(game)
    if reason:
        raise ObligationUnmet(reason)


def apply_end_phase(game: Game, a: EndPhase, fx: Effects) -> None:
    turns.end_phase(game, fx)


def stacking_end_of_phase_check(game: Game) -> str | None:
    if game.scenario.rules.stacking.check != "end_of_phase" or game.state.active_side is None:
        return None
    bad = overstacked_hexes(game, game.state, game.state.active_side)
    if not bad:
        return None
    st = game.state
    h = bad[0]
    last = next((u for u in reversed(st.entry_order) if st.units[u].hex == h), None)
    if last:
        return msg("over-stacked at {hexes}; the last to enter, {name}, must move again", hexes=game.labels(bad), name=game.unit_defs[last].name)
    return msg("over-stacked at {hexes}", hexes=game.labels(bad))


def reinforcements_check(game: Game) -> str | None:
    st = game.state
    if st.active_side is None:
        return None
    for uid, group in waiting_units(game, st.active_side):
        if group.may_delay:
            continue
        if can_enter_now(game, uid, group):
            return msg("{name} arrives this turn and must enter", name=game.unit_defs[uid].name)
    return None


# --------------------------------------------------------------------------- decisions and air


def check_choose(game: Game, a: Choose) -> None:
    d = game.state.pending
    if d is None:
        raise IllegalAction(msg("there is no question to answer"))
    if a.option not in d.options:
        raise IllegalAction(msg("'{option}' is not one of the choices: {names}", option=a.option, names=', '.join(d.options)))
    if resolver_for(d.kind) is None:
        raise IllegalAction(msg("no rule answers a '{kind}' decision", kind=d.kind))


def apply_choose(game: Game, a: Choose, fx: Effects) -> None:
    d = game.state.pending
    assert d is not None
    game.state.pending = None
    fx.event("choice", kind=d.kind, option=a.option)
    resolver = resolver_for(d.kind)
    assert resolver is not None
    resolver(game, d, a.option, fx)


def resolve_withdrawal(game: Game, d: Decision, choice: str, fx: Effects) -> None:
    w = next(x for x in game.scenario.withdrawals if x.id == d.data["group"])
    turns.withdraw_unit(game, choice, w.unless_encircled, fx)
    left = int(d.data["left"]) - 1
    options = tuple(o for o in d.options if o != choice)
    if left > 0 and options:
        game.state.pending = Decision(d.kind, d.side, options, d.text, {**d.data, "left": left})


def check_air_bonus(game: Game, a: UseAirBonus) -> None:
    bonus = game.air_bonus_once.get(a.side)
    st = game.state
    if bonus is None:
        raise IllegalAction(msg("{side} has no air-point bonus in this scenario", side=a.side))
    if a.side in st.air_bonus_used:
        raise IllegalAction(msg("the air-point bonus has already been used"))
    if st.turn < bonus["from_turn"]:
        raise IllegalAction(msg("the air-point bonus may be used from turn {from_turn} on", from_turn=bonus['from_turn']))
    if game.phase_kind() != "movement" or st.active_side != a.side:
        raise NotYourPhase(msg("the air-point bonus is declared in its owner's movement phase"))


def apply_air_bonus(game: Game, a: UseAirBonus, fx: Effects) -> None:
    st = game.state
    pts = game.air_bonus_once[a.side]["points"]
    st.air_points[a.side] = st.air_points.get(a.side, 0) + pts
    st.air_bonus_used.add(a.side)
    fx.event("air_bonus", side=a.side, points=pts)


# --------------------------------------------------------------------------- candidates


def core_candidates(game: Game) -> Iterator[Action]:
    """Candidate core actions for ``Game.legal_actions`` (filtered by ``check``)."""
    st = game.state
    if st.pending is not None:
        for o in st.pending.options:
            yield Choose(o)
        return
    yield EndPhase()
    side = st.active_side
    if game.phase_kind() != "movement" or side is None:
        return
    for s in game.air_bonus_once:
        if s == side:
            yield UseAirBonus(s)
    for uid, group in waiting_units(game, side):
        for h in entry_hexes(game, group, uid):
            yield EnterReinforcement(uid, h)
    stacks: dict[Hex, list[str]] = {}
    for u in st.units.values():
        if u.side == side and u.status == "on_map" and u.hex is not None and "stopped" not in u.flags:
            stacks.setdefault(u.hex, []).append(u.id)
            r = game.cached_reach((u.id,))
            for h in r.destinations():
                yield MoveStack((u.id,), r.path_to(h))
    for ids in stacks.values():
        if len(ids) > 1:
            r = game.cached_reach(tuple(ids))
            for h in r.destinations():
                yield MoveStack(tuple(ids), r.path_to(h))


def must_occupy_check(game: Game) -> str | None:
    """``must_occupy``: the unit ends its movement phase of that turn in the hex if it can."""
    st = game.state
    for rule in game.must_occupy:
        us = st.units.get(rule["unit"])
        if us is None or st.turn != rule["turn"] or us.side != st.active_side or us.status != "on_map":
            continue
        if us.hex != rule["hex"] and game.legal_moves(rule["unit"]).can_reach(rule["hex"]):
            return msg("{name} must occupy {hex} this turn", name=game.unit_defs[rule['unit']].name, hex=game.label(rule['hex']))
    return None


registry.register_handler(MoveStack, check_move, apply_move)
registry.register_handler(EnterReinforcement, check_enter, apply_enter)
registry.register_handler(EndPhase, check_end_phase, apply_end_phase)
registry.register_handler(Choose, check_choose, apply_choose)
registry.register_handler(UseAirBonus, check_air_bonus, apply_air_bonus)
registry.register_generator(core_candidates)
registry.register_end_phase_check(must_attack_check, kinds=("combat",))
registry.register_end_phase_check(stacking_end_of_phase_check, kinds=("movement",))
registry.register_end_phase_check(reinforcements_check, kinds=("movement",))
registry.register_end_phase_check(must_occupy_check, kinds=("movement",))
registry.register_phase_hook("start", lose_portless_groups, kinds=("movement",))
register_decision("withdrawal", resolve_withdrawal)
