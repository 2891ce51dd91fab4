"""The enemy's exits a side must bar.

Some battles pay a side for every turn no enemy unit has left through a stretch
of map edge (Reichswald 11.2: 40 German points "while no Allied unit has left
between Hassum and Udem", more than most towns). The objective model weighs
an exit zone by the influence of units on it (``ObjectiveModel.add_exits``),
which sees one enemy brigade walking round a flank as a small shift of
strength. This sees it as what it is: the zone's points lost within a turn or
two. For every exit zone whose first exit would cost the side points (the
leaving side's gain, reckoned on the engine's own score as the objective
model does), each enemy unit the zone admits is

- **in the zone**: it leaves at the start of its next movement unless it is
  attacked off the hex first (ON_ZONE);
- **within one move of it**, along the engine's movement costs with the
  side's units blocking the way and their zones of control stopping it: it
  stands in the zone next turn and leaves the turn after (IN_REACH);

and the zone is lost with the chance that at least one of them gets out. The
expected loss is what ``loss`` returns, for the position or for a movement
plan's footprint (which hexes the side's units hold and which their zones
cover). Only while the enemy still has a movement phase to play.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from hexstudio.ai.enemy_reach import EnemyReach, indexes
from hexstudio.ai.knowledge import Knowledge
from hexstudio.engine import victory
from hexstudio.engine.game import Game
from hexstudio.engine.rules.exit_scoring import KEY as EXITS_LOG
from hexstudio.engine.rules.exit_scoring import after_exit
from hexstudio.engine.state import GameState
from hexstudio.hexgrid import Hex

ON_ZONE = 0.9  # an admitted enemy unit standing in the zone: it leaves at its next movement
IN_REACH = 0.6  # one that can get into it with its next move: there next turn, out the turn after


def admitted_units(game: Game, st: GameState, zone) -> list[str]:  # type: ignore[no-untyped-def]
    """The units of the zone's side it admits that are on the map or still to come, by id."""
    return sorted(uid for uid, u in st.units.items()
                  if u.side == zone.side and u.status in ("on_map", "pending") and zone.admits(game, uid))


def first_exit_gain(game: Game, st: GameState, zone, side: str, admitted: list[str]) -> float:  # type: ignore[no-untyped-def]
    """What the first exit through ``zone`` would bring ``side`` (the leaving side)
    now, its points less the others': by the engine's score, before and after one
    of its admitted units (the first on the map, else the first waiting) leaves."""
    hexes = sorted((h for h in zone.hexes if h in game.costs.index), key=lambda h: (h.q, h.r))
    first = next((uid for uid in admitted if st.units[uid].status == "on_map"), admitted[0])
    before = victory.score(game, st)
    after = victory.score(game, after_exit(game, st, first, hexes[0]))
    return (after[side] - before[side]) - sum(after[x] - before[x] for x in after if x != side)


@dataclass(frozen=True)
class Watched:
    """An exit zone the side must bar: its hexes (map indexes), the leaving side,
    the units it admits, and what the first exit costs the side watching."""

    hexes: frozenset[int]
    leaver: str
    admitted: tuple[str, ...]
    cost: float


class ExitWatch:
    """The exits ``side`` must bar and the enemy units that threaten them."""

    def __init__(self, know: Knowledge, side: str) -> None:
        self.know = know
        self.side = side
        self.zones: list[Watched] = []
        self._key: object = None
        self._anchor: Game | None = None
        self.reach = EnemyReach(know)

    def anchor(self, game: Game) -> None:
        """The computer is about to choose in ``game`` (the real game): the zones are
        next worked out from this position, whatever position asked before in the
        phase (the choice must be a function of the position: a saved game loaded
        again plays on as it would have)."""
        self._anchor = game

    def update(self, game: Game) -> list[Watched]:
        """The zones to watch in this phase (worked out again when the phase, the map
        or the exits made change). Not per position: the planner's forks of a phase
        share the answer with the real position they are planned from (``anchor``),
        as they share the objective model, and a first exit's cost moves only with
        the score."""
        if self._anchor is not None:
            real, self._anchor = self._anchor, None
            self._key = None
            self.update(real)
        st = game.state
        key = (id(game.costs), st.turn_index, st.phase_index, len(st.extra.get(EXITS_LOG, ())))
        if key == self._key:
            return self.zones
        self._key = key
        self.zones = []
        cm = game.costs
        for z in game.exit_zones:
            leaver = z.side
            if leaver is None or leaver == self.side:
                continue
            hexes = frozenset(cm.index[h] for h in z.hexes if h in cm.index)
            if not hexes:
                continue
            admitted = admitted_units(game, st, z)
            if not admitted:
                continue
            gain = first_exit_gain(game, st, z, leaver, admitted)
            if gain > 0:
                self.zones.append(Watched(hexes, leaver, tuple(admitted), float(gain)))
        return self.zones

    def active(self, game: Game) -> bool:
        """Is there a zone to watch, and can the enemy still move before the end?"""
        return bool(self.update(game)) and self.know.enemy_phase_ahead(game.state, self.side, "movement")

    def loss(self, game: Game, ours: Iterable[Hex], zoc: Iterable[Hex]) -> float:
        """The points the side can expect to lose through the zones' first exits,
        with its units on ``ours`` and their zones of control on ``zoc``."""
        if not self.active(game):
            return 0.0
        index = game.costs.index
        blocked = indexes(game, ours)
        stops = indexes(game, zoc)
        st = game.state
        total = 0.0
        for w in self.zones:
            stays = 1.0  # the chance that no admitted unit gets out
            for uid in w.admitted:
                u = st.units[uid]
                if u.status != "on_map" or u.hex is None:
                    continue
                i = index.get(u.hex)
                if i is None:
                    continue
                if i in w.hexes:
                    stays *= 1.0 - ON_ZONE
                elif self.gets_in(game, uid, u.hex, w.hexes, blocked, stops):
                    stays *= 1.0 - IN_REACH
            total += w.cost * (1.0 - stays)
        return total

    def stake_at(self, game: Game, h: Hex) -> float:
        """What attacking the enemy off ``h`` saves: the cost of a watched zone that
        ``h`` belongs to, as likely lost as an admitted unit standing in it (an
        attack's planner counts it for taking the hex, half for emptying it)."""
        if not self.active(game):
            return 0.0
        i = game.costs.index.get(h)
        if i is None:
            return 0.0
        st = game.state
        total = 0.0
        for w in self.zones:
            if i in w.hexes and any(u.hex == h and u.status == "on_map" for u in (st.units[x] for x in w.admitted)):
                total += w.cost * ON_ZONE
        return total

    def gets_in(self, game: Game, uid: str, start: Hex, zone: frozenset[int], blocked: frozenset[int],
                stops: frozenset[int]) -> bool:
        """Can ``uid`` get from ``start`` into ``zone`` with its next move?"""
        if not (self.reach.free(game, uid, start) & zone):
            return False
        return bool(self.reach.real(game, uid, start, blocked, stops) & zone)
