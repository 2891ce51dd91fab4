"""Tracing a line of supply or retreat free of enemy zones of control.

- ``withdrawal_trace_to_beaches`` -- params ``withdrawals`` [withdrawal id]
  (required), ``hex_set`` (required): a unit of those withdrawals is
  encircled (and stays, ``unless_encircled``) when it cannot trace a path of
  hexes it could enter, free of enemy units and enemy zones of control, to a
  hex of the set; it leaves at the first phase start when it can (Leyte 4.5:
  "cercados em relação às praias indicadas por cores").
- Recovery mode ``trace_to_port`` (``rules.losses.recovery``, with
  ``recovery_side``): at the end of each turn a reduced unit of that side
  that was never engaged that turn and can trace such a path to a port its
  side holds (the hexes of the side's ``reinforcement_ports`` /
  ``alternate_port`` rule) flips back (Sicily 7.0). Units waiting for
  contact (``contact.py``) do not recover.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from pydantic import Field

from hexstudio.engine import registry
from hexstudio.engine.control import holder
from hexstudio.engine.params import HexSetId, RuleParams, Text, WithdrawalId
from hexstudio.engine.rules.base import RuleParamError, compiled, hex_set_param, named_rule, str_list
from hexstudio.engine.terrain_costs import BLOCKED
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game
    from hexstudio.engine.state import GameState
    from hexstudio.hexgrid import Hex

NAME = "withdrawal_trace_to_beaches"


def can_trace(game: Game, state: GameState, uid: str, targets: Iterable[Hex]) -> bool:
    """A path from the unit's hex to one of ``targets`` through enterable hexes
    free of enemy units and enemy ZOC (the unit's own hex excepted)."""
    from hexstudio.engine.zoc import enemy_zoc

    us = state.units[uid]
    goal = set(targets)
    if us.hex is None or not goal:
        return False
    if us.hex in goal:
        return True
    zoc = enemy_zoc(game, state, us.side)
    entry = game.costs.entry_costs(game.movement_class(uid))
    seen = {us.hex}
    todo = deque([us.hex])
    while todo:
        h = todo.popleft()
        for n in h.neighbours():
            if n in seen:
                continue
            seen.add(n)
            i = game.costs.index.get(n)
            if i is None or entry[i] == BLOCKED or n in zoc:
                continue
            occ = state.occupant_side(n)
            if occ is not None and occ != us.side:
                continue
            if n in goal:
                return True
            todo.append(n)
    return False



class WithdrawalTrace(RuleParams):
    withdrawals: list[WithdrawalId] = Field(min_length=1)
    hex_set: HexSetId
    ref: Text | None = None


@named_rule(NAME, msg("a withdrawing unit is encircled when it cannot trace a ZOC-free path to a hex set; it leaves once it can"), ("B14 Leyte 4.5",), params=WithdrawalTrace)
def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    ids = str_list(NAME, p, "withdrawals", required=True)
    known = {w.id for w in game.scenario.withdrawals}
    if set(ids) - known:
        raise RuleParamError(f"'{NAME}': 'withdrawals' names unknown withdrawal(s) {', '.join(sorted(set(ids) - known))}")
    return {"withdrawals": frozenset(ids), "hexes": hex_set_param(game, NAME, p, "hex_set", required=True)}


def _encircled(game: Game, state: GameState, uid: str, withdrawal: str) -> bool | None:
    for r in compiled(game, NAME):
        if withdrawal in r["withdrawals"]:
            return not can_trace(game, state, uid, r["hexes"])
    return None


def recover_by_port(game: Game, fx: Effects) -> None:
    from hexstudio.engine.zoc import enemy_zoc

    st = game.state
    losses = game.scenario.rules.losses
    for side in game.sides:
        if losses.recovery_side is not None and side != losses.recovery_side:
            continue
        ports = game.port_rules.get(side, {}).get("hexes", frozenset())
        held = [h for h in ports if holder(game, h) == side]
        zoc = enemy_zoc(game, st, side)
        for us in st.on_map(side):
            if (us.steps_lost > 0 and "engaged_this_turn" not in us.flags and "no_recovery_until_contact" not in us.flags
                    and us.hex not in zoc and can_trace(game, st, us.id, held)):
                us.steps_lost -= 1
                fx.unit(us.id)
                fx.event("recovered", unit=us.id, by="trace_to_port")


registry.register_withdrawal_encircled(_encircled)
registry.register_recovery_mode("trace_to_port", recover_by_port)
