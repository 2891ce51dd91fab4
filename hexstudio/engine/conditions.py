"""Scenario conditions and schedules, evaluated against a game state.

Conditions (``hexstudio.scenario.model.Condition``) trigger reinforcements,
withdrawals and special rules: a turn reached, hexes controlled, units entered
or eliminated, any hex of a set entered by a side, and ``any_of``/``all_of``
combinations. Who holds a hex is ``control.holder`` (start holdings, ``rules.control``).

A ``Schedule`` is due on its ``turn``, or ``delay`` turns after its ``when``
condition first held, whichever comes first. The turn a condition first held
is remembered in ``state.condition_met[key]`` by ``watch_conditions``, called
at the start of every turn and the end of every phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hexstudio.engine.control import holder
from hexstudio.engine.state import GameState
from hexstudio.hexgrid import Hex
from hexstudio.scenario.model import (
    AllOfCondition,
    AnyOfCondition,
    Condition,
    HexControlCondition,
    Schedule,
    TurnCondition,
    UnitEnteredHexCondition,
    UnitsEliminatedCondition,
    UnitsEnteredCondition,
)

if TYPE_CHECKING:
    from hexstudio.engine.game import Game


def hexes_of(game: Game, hexes: list[str], hex_set: str | None) -> set[Hex]:
    out = {game.grid.parse(x) for x in hexes}
    if hex_set:
        out |= set(game.view.hex_sets.get(hex_set, frozenset()))
    return out


def _formation_units(game: Game, formation: str) -> list[str]:
    # A formation includes the units of its sub-formations.
    kids: dict[str, list[str]] = {}
    for f in game.scenario.formations:
        if f.parent:
            kids.setdefault(f.parent, []).append(f.id)
    wanted = {formation}
    stack = [formation]
    while stack:
        for k in kids.get(stack.pop(), []):
            if k not in wanted:
                wanted.add(k)
                stack.append(k)
    return [u.id for u in game.scenario.units if u.formation in wanted]


def evaluate(game: Game, state: GameState, cond: Condition) -> bool:
    """Does ``cond`` hold in ``state``?"""
    if isinstance(cond, TurnCondition):
        return state.turn >= cond.turn
    if isinstance(cond, HexControlCondition):
        hexes = hexes_of(game, cond.hexes, cond.hex_set)
        if not hexes:
            return False
        held = [holder(game, h, state) == cond.side for h in hexes]
        return all(held) if cond.require == "all" else any(held)
    if isinstance(cond, UnitsEnteredCondition):
        ids = list(cond.units) + (_formation_units(game, cond.formation) if cond.formation else [])
        return bool(ids) and all(state.units[u].status != "pending" for u in ids if u in state.units)
    if isinstance(cond, UnitsEliminatedCondition):
        ids = list(cond.units) + (_formation_units(game, cond.formation) if cond.formation else [])
        if cond.side:
            ids += [u for u, s in game.unit_side.items() if s == cond.side]
        return bool(ids) and all(state.units[u].status == "eliminated" for u in ids if u in state.units)
    if isinstance(cond, UnitEnteredHexCondition):
        hexes = hexes_of(game, cond.hexes, cond.hex_set)
        return bool(hexes & state.entered_hexes.get(cond.side, set()))
    if isinstance(cond, AnyOfCondition):
        return any(evaluate(game, state, c) for c in cond.conditions)
    if isinstance(cond, AllOfCondition):
        return all(evaluate(game, state, c) for c in cond.conditions)
    raise TypeError(f"unknown condition {cond!r}")


def watched_hexes(game: Game, cond: Condition | None, out: set[Hex]) -> None:
    """Hexes a ``unit_entered`` condition watches (recorded as units enter them)."""
    if isinstance(cond, UnitEnteredHexCondition):
        out |= hexes_of(game, cond.hexes, cond.hex_set)
    elif isinstance(cond, AnyOfCondition | AllOfCondition):
        for c in cond.conditions:
            watched_hexes(game, c, out)


def schedule_due(state: GameState, key: str, schedule: Schedule) -> bool:
    if schedule.turn is not None and state.turn >= schedule.turn:
        return True
    met = state.condition_met.get(key)
    return schedule.when is not None and met is not None and state.turn >= met + schedule.delay


def scheduled_items(game: Game) -> list[tuple[str, Schedule]]:
    """Every (key, schedule) the engine watches: reinforcements, withdrawals, returns."""
    out: list[tuple[str, Schedule]] = [(f"reinforcement:{r.id}", r.schedule) for r in game.scenario.reinforcements]
    for w in game.scenario.withdrawals:
        out.append((f"withdrawal:{w.id}", w.schedule))
        if w.returns is not None:
            out.append((f"reinforcement:{w.returns.id}", w.returns.schedule))
    return out


def watch_conditions(game: Game) -> None:
    """Remember the turn each schedule's condition first held."""
    st = game.state
    for key, sched in scheduled_items(game) + game.extra_schedules:
        if sched.when is not None and key not in st.condition_met and evaluate(game, st, sched.when):
            st.condition_met[key] = st.turn
    for trig in game.early_releases:
        key = trig["key"]
        if key in st.condition_met or (trig["turns"] and st.turn not in trig["turns"]):
            continue
        if evaluate(game, st, trig["when"]) and _nationality_present(game, trig):
            st.condition_met[key] = st.turn


def _nationality_present(game: Game, trig: dict) -> bool:
    nats = trig.get("nationalities")
    cond = trig["when"]
    if not nats or not isinstance(cond, HexControlCondition):
        return True
    hexes = hexes_of(game, cond.hexes, cond.hex_set)
    return any(
        u.status == "on_map" and u.hex in hexes and game.unit_defs[u.id].nationality in nats
        for u in game.state.units.values()
    )
