"""Who stands where, seen from one side: enemy hexes, friendly hexes, enemy zones of control.

Every movement search needs these for the side to move, and so do the
must-attack checks and the overlays. Working them out from scratch costs a
pass over every unit; on a big map that is most of a move's time. So the game
keeps them per side and brings them up to date from the units that moved
since (``UnitTable.moves_since``): a move changes the two hexes it leaves and
enters, and the zones around them.

Derived, never saved: a new state (undo, a replay, ``game.changed()``), a
new map (a map event) or a table whose units were added or removed starts
afresh from the units. What stays fixed while a game is played is taken as
fixed: which units have a zone of control (``zoc.has_zoc``: unit and
scenario flags set at the start), and the hexes a zone reaches on a map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.game import Game
    from hexstudio.engine.state import GameState, UnitTable


class SideView:
    """The position as ``side`` sees it, kept up to date hex by hex.

    Hexes are also kept as indexes of the compiled map (``game.costs``), the
    form movement searches use.
    """

    def __init__(self, game: Game, st: GameState, side: str) -> None:
        self.side = side
        self.index = game.costs.index
        self.enemy: set[int] = set()  # map indexes of hexes holding enemy units
        self.friendly: set[int] = set()
        self.sources: set[Hex] = set()  # hexes holding an enemy unit with a zone of control
        self.count: dict[Hex, int] = {}  # hex -> number of sources whose zone reaches it
        self.zoc: set[int] = set()  # map indexes of the hexes in ``count``
        self._frozen: tuple[frozenset[Hex], frozenset[int], frozenset[int], frozenset[int]] | None = None
        for h in st.occupied_hexes():
            self._enter(game, st, h)

    def _enter(self, game: Game, st: GameState, h: Hex) -> None:
        from hexstudio.engine.zoc import has_zoc, zoc_of_hex

        here = st.units.at(h)
        if not here:
            return
        side = self.side
        i = self.index.get(h)
        if i is not None:
            (self.friendly if here[0].side == side else self.enemy).add(i)
        if any(u.side != side and has_zoc(game, st, u.id) for u in here):
            self.sources.add(h)
            count = self.count
            index = self.index
            for n in zoc_of_hex(game, h):
                c = count.get(n, 0)
                count[n] = c + 1
                if not c:
                    j = index.get(n)
                    if j is not None:
                        self.zoc.add(j)

    def _leave(self, game: Game, h: Hex) -> None:
        from hexstudio.engine.zoc import zoc_of_hex

        i = self.index.get(h)
        if i is not None:
            self.friendly.discard(i)
            self.enemy.discard(i)
        if h in self.sources:
            self.sources.discard(h)
            count = self.count
            index = self.index
            for n in zoc_of_hex(game, h):
                c = count[n] - 1
                if c:
                    count[n] = c
                else:
                    del count[n]
                    j = index.get(n)
                    if j is not None:
                        self.zoc.discard(j)

    def update(self, game: Game, st: GameState, hexes: set[Hex]) -> None:
        """Bring the hexes whose units changed up to date."""
        for h in hexes:
            self._leave(game, h)
            self._enter(game, st, h)
        self._frozen = None

    def frozen(self, game: Game) -> tuple[frozenset[Hex], frozenset[int], frozenset[int], frozenset[int]]:
        """(zone hexes, enemy, friendly and zone map indexes), read-only snapshots
        (a reach keeps them, so they must not change under it)."""
        if self._frozen is None:
            self._frozen = (frozenset(self.count), frozenset(self.enemy), frozenset(self.friendly), frozenset(self.zoc))
        return self._frozen


class Positions:
    """The game's ``SideView`` of each side, for its live state."""

    def __init__(self) -> None:
        self._table: UnitTable | None = None
        self._mark: tuple[int, int] = (-1, -1)
        self._map: tuple[str, ...] | None = None
        self._sides: dict[str, SideView] = {}

    def forget(self) -> None:
        self._table = None
        self._sides.clear()

    def side(self, game: Game, side: str) -> SideView:
        st = game.state
        table = st.units
        key = tuple(st.map_events)
        if table is not self._table or key != self._map:
            self._sides.clear()
            table.where()  # link every unit, so that their moves are recorded
            self._table, self._map = table, key
            self._mark = table.mark()
        else:
            moved = table.moves_since(self._mark)
            if moved is None:
                self._sides.clear()
                table.where()
            elif moved:
                for view in self._sides.values():
                    view.update(game, st, moved)
            self._mark = table.mark()
        view = self._sides.get(side)
        if view is None:
            view = self._sides[side] = SideView(game, st, side)
        return view
