"""Where an enemy unit can get with its next move, with the side's units in the way.

A movement plan moves the side's units, and with them what blocks the enemy
(their hexes) and what stops it (their zones of control): the same enemy
unit's reach is asked again for plan after plan. ``EnemyReach`` remembers, per
unit, its reach with nobody in the way (the area its real reach lies in) and
its real reach per arrangement of the side's units *inside that area*: plans
that differ only elsewhere share one answer. Reaches are the computer's
rough ones (``knowledge.rough_reach``): the engine's movement costs, blocking
and zones of control, not stacking or special rules.
"""

from __future__ import annotations

from hexstudio.ai.knowledge import Knowledge, rough_reach
from hexstudio.engine.game import Game
from hexstudio.hexgrid import Hex

MEMORY = 50_000  # reaches remembered before the store starts again (memory)


class EnemyReach:
    def __init__(self, know: Knowledge) -> None:
        self.know = know
        self._free: dict[tuple, frozenset[int]] = {}
        self._real: dict[tuple, frozenset[int]] = {}

    def free(self, game: Game, uid: str, start: Hex) -> frozenset[int]:
        """The map indexes ``uid`` could reach from ``start`` with nobody in the way."""
        key = self._key(game, uid, start)
        got = self._free.get(key)
        if got is None:
            if len(self._free) > MEMORY:
                self._free.clear()
            got = self._free[key] = frozenset(
                rough_reach(game, start, game.movement_profile(uid), key[4], frozenset(), frozenset()))
        return got

    def real(self, game: Game, uid: str, start: Hex, blocked: frozenset[int], stops: frozenset[int]) -> frozenset[int]:
        """The map indexes ``uid`` can reach from ``start`` with the other side's units on
        ``blocked`` and their zones of control on ``stops`` (map indexes)."""
        free = self.free(game, uid, start)
        b = blocked & free
        s = stops & free
        if not b and not s:
            return free
        key = (self._key(game, uid, start), b, s)
        got = self._real.get(key)
        if got is None:
            if len(self._real) > MEMORY:
                self._real.clear()
            got = self._real[key] = frozenset(rough_reach(game, start, game.movement_profile(uid), key[0][4], b, s))
        return got

    def _key(self, game: Game, uid: str, start: Hex) -> tuple:
        st = game.state
        return (id(game.costs), st.weather, uid, start, self.know.mp_halves(st, uid))


def indexes(game: Game, hexes) -> frozenset[int]:  # type: ignore[no-untyped-def]
    """The map indexes of ``hexes`` (those on the map)."""
    index = game.costs.index
    return frozenset(index[h] for h in hexes if h in index)
