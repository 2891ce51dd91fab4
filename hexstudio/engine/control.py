"""Who holds a hex: the one answer every rule, the score and the computer player ask.

A hex starts with the side ``scenario.start_control`` gives it
(``scenario/holdings.py``: each side's ground from the set-up, or named
areas); a defender holds its own ground until the enemy takes it.
``rules.control`` says what taking and holding mean (U78, hexstudio's
addition to RULES.md Part D: the books say "ocupado", "em poder", "posse"
and "captura" and never define them):

- ``taken_by``: ``entering`` (a unit takes every hex it enters, passing
  through included: moves, retreats, advances, arrivals) or ``standing``
  (only the hex it stands in once an action is over);
- ``enemy_zoc_prevents_taking``: a unit standing in (or passing through) an
  enemy zone of control does not take the hex; it takes it once the hex is
  free of enemy ZOC while the unit is still there;
- ``held``: ``last_taken`` (the side that last took the hex, else its start
  holder) or ``occupied`` (only while that side's units stand in it,
  uncontested when the switch above is on; an empty hex is nobody's).

Units flagged ``no_occupation`` (Leyte's Filipino guerrillas, 12.2 obs)
never take or hold a hex.

``state.control`` records the last side that took each hex (set-up units
included); ``holder(game, h)`` combines it with the start. Queries here never
change the state; ``take`` and ``settle`` are called by the handlers while an
action is applied, and by ``Game`` after every action.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from hexstudio.engine.state import GameState
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.game import Game


def counts_for_occupation(game: Game, uid: str, state: GameState | None = None) -> bool:
    """May this unit take and hold hexes? (not ``no_occupation``)"""
    st = state or game.state
    return "no_occupation" not in game.unit_defs[uid].flags and "no_occupation" not in st.units[uid].flags


def _occupant(game: Game, st: GameState, h: Hex) -> str | None:
    for u in st.units_at(h):
        if counts_for_occupation(game, u.id, st):
            return u.side
    return None


def _contested(game: Game, st: GameState, side: str, h: Hex) -> bool:
    if not game.scenario.rules.control.enemy_zoc_prevents_taking:
        return False
    from hexstudio.engine.zoc import enemy_zoc

    return h in enemy_zoc(game, st, side)


def holder(game: Game, h: Hex, state: GameState | None = None) -> str | None:
    """The side holding hex ``h`` now (None: nobody)."""
    st = state or game.state
    if game.scenario.rules.control.held == "occupied":
        side = _occupant(game, st, h)
        return None if side is None or _contested(game, st, side, h) else side
    return st.control.get(h) or game.start_holders.get(h)


def holds(game: Game, side: str, h: Hex, state: GameState | None = None) -> bool:
    return holder(game, h, state) == side


def holders(game: Game, state: GameState | None = None) -> dict[Hex, str]:
    """Every held hex of the map with its holder (for overlays and the computer player)."""
    st = state or game.state
    if game.scenario.rules.control.held == "occupied":
        out = {}
        for h in list(st.occupied_hexes()):
            side = holder(game, h, st)
            if side is not None:
                out[h] = side
        return out
    out = dict(game.start_holders)
    out.update(st.control)
    return out


def held_hexes(game: Game, side: str, state: GameState | None = None) -> set[Hex]:
    return {h for h, s in holders(game, state).items() if s == side}


# --------------------------------------------------------------------------- taking (while applying)


class _Zoc:
    """Enemy ZOC per side, worked out at most once while one action is applied."""

    def __init__(self, game: Game, st: GameState) -> None:
        self.game, self.st = game, st
        self.on = game.scenario.rules.control.enemy_zoc_prevents_taking
        self._by_side: dict[str, frozenset[Hex]] = {}

    def contested(self, side: str, h: Hex) -> bool:
        if not self.on:
            return False
        if self.st is self.game.state:
            # The live position: the game keeps each side's zones up to date.
            return self.game._positions.side(self.game, side).in_zone(h)
        zoc = self._by_side.get(side)
        if zoc is None:
            from hexstudio.engine.zoc import enemy_zoc

            zoc = self._by_side[side] = enemy_zoc(self.game, self.st, side)
        return h in zoc


def take(game: Game, uid: str, hexes: Iterable[Hex]) -> None:
    """A unit entered ``hexes`` (in order): it takes them as ``rules.control`` says."""
    st = game.state
    if game.scenario.rules.control.taken_by != "entering" or not counts_for_occupation(game, uid):
        return
    side = st.units[uid].side
    zoc = _Zoc(game, st)
    for h in hexes:
        if not zoc.contested(side, h):
            st.control[h] = side


def settle(game: Game) -> None:
    """Every unit standing in a hex takes it, unless contested (after each action, and at the start)."""
    st = game.state
    zoc = _Zoc(game, st)
    control = st.control
    defs = game.unit_defs
    # The hex -> units index (units of a hex in scenario order): no pass over every unit.
    # It runs after every action (a replay: over a thousand times), so
    # ``counts_for_occupation`` is written out here.
    for h, units in list(st.occupied_hexes().items()):
        side = None
        for u in units:
            if "no_occupation" not in defs[u.id].flags and "no_occupation" not in u.flags:
                side = u.side
                break
        if side is None or control.get(h) == side or zoc.contested(side, h):
            continue
        control[h] = side
