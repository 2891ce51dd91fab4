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

from collections import Counter
from itertools import chain
from typing import TYPE_CHECKING

from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.game import Game
    from hexstudio.engine.state import GameState, UnitTable


class SideView:
    """The position as ``side`` sees it, kept up to date hex by hex.

    Hexes are kept as indexes of the compiled map (``game.costs``), the form
    movement searches use; the zone of control as Hex values only when asked
    (``zone_hexes``).
    """

    def __init__(self, game: Game, st: GameState, side: str) -> None:
        self.side = side
        cm = game.costs
        self.index = cm.index
        self.hexes = cm.hexes
        self.enemy: set[int] = set()  # map indexes of hexes holding enemy units
        self.friendly: set[int] = set()
        # map index of a friendly hex -> its units: the table's own list
        # (``UnitTable.at``, table order), so the stacking checks of a search
        # read who stands there without looking the hex up again
        self.units_at: dict[int, list] = {}
        # hexes holding an enemy unit with a zone of control, as (q, r): a
        # tuple hashes in C, a Hex through its Python ``__hash__`` (ten times dearer)
        self.sources: set[tuple[int, int]] = set()
        # map index -> number of sources whose zone reaches it; its keys are the zone
        self.count: dict[int, int] = {}
        self.count_off: dict[Hex, int] = {}  # the same for hexes without a map index (none on a usual map)
        self._frozen: tuple[frozenset[int], frozenset[int], frozenset[int]] | None = None
        self._zone: frozenset[Hex] | None = None
        # The first build: every occupied hex once (``_enter`` written out, as
        # it runs for every occupied hex whenever a position is new).
        from hexstudio.engine.zoc import zoc_indexes

        index = self.index
        friendly, enemy, sources, units_at = self.friendly, self.enemy, self.sources, self.units_at
        quiet = _no_zoc_units(game)
        # Per hex of the map: its index and its zone (``zoc_indexes``), found
        # with one look-up by (q, r) (hashing a Hex is most of the cost of this pass).
        places = _places(game, cm, st)
        insides = []
        for h, here in st.occupied_hexes().items():
            qr = (h.q, h.r)
            place = places.get(qr)
            if place is None:
                place = places[qr] = (index.get(h), None)
            i = place[0]
            if i is not None:
                if here[0].side == side:
                    friendly.add(i)
                    units_at[i] = here
                else:
                    enemy.add(i)
            for u in here:
                # zoc.has_zoc, written out
                if u.side != side and u.id not in quiet and "no_zoc" not in u.flags:
                    sources.add(qr)
                    zone = place[1]
                    if zone is None:
                        zone = zoc_indexes(game, h)
                        places[qr] = (i, zone)
                    inside, outside = zone
                    insides.append(inside)
                    for n in outside:
                        self.count_off[n] = self.count_off.get(n, 0) + 1
                    break
        # How many sources reach each hex, counted in one pass (C code).
        self.count = Counter(chain.from_iterable(insides))

    def _enter(self, game: Game, st: GameState, h: Hex, here: list | None = None) -> None:
        from hexstudio.engine.zoc import has_zoc, zoc_indexes

        if here is None:
            here = st.units.at(h)
        if not here:
            return
        side = self.side
        i = self.index.get(h)
        if i is not None:
            if here[0].side == side:
                self.friendly.add(i)
                self.units_at[i] = here
            else:
                self.enemy.add(i)
        if any(u.side != side and has_zoc(game, st, u.id) for u in here):
            self.sources.add((h.q, h.r))
            count = self.count
            inside, outside = zoc_indexes(game, h)
            for j in inside:
                count[j] = count.get(j, 0) + 1
            for n in outside:
                self.count_off[n] = self.count_off.get(n, 0) + 1

    def _leave(self, game: Game, h: Hex) -> None:
        from hexstudio.engine.zoc import zoc_indexes

        i = self.index.get(h)
        if i is not None:
            self.friendly.discard(i)
            self.units_at.pop(i, None)
            self.enemy.discard(i)
        qr = (h.q, h.r)
        if qr in self.sources:
            self.sources.discard(qr)
            count = self.count
            inside, outside = zoc_indexes(game, h)
            for j in inside:
                c = count[j] - 1
                if c:
                    count[j] = c
                else:
                    del count[j]
            for n in outside:
                c = self.count_off[n] - 1
                if c:
                    self.count_off[n] = c
                else:
                    del self.count_off[n]

    def update(self, game: Game, st: GameState, hexes: set[Hex]) -> None:
        """Bring the hexes whose units changed up to date."""
        for h in hexes:
            self._leave(game, h)
            self._enter(game, st, h)
        self._frozen = None
        self._zone = None

    def frozen(self, game: Game) -> tuple[frozenset[int], frozenset[int], frozenset[int]]:
        """(enemy, friendly and zone map indexes), read-only snapshots (a reach
        keeps them, so they must not change under it)."""
        if self._frozen is None:
            self._frozen = (frozenset(self.enemy), frozenset(self.friendly), frozenset(self.count))
        return self._frozen

    def in_zone(self, h: Hex) -> bool:
        """Is ``h`` in an enemy zone of control? (``h in zone_hexes()``, without building it)"""
        i = self.index.get(h)
        return i in self.count if i is not None else h in self.count_off

    def zone_hexes(self) -> frozenset[Hex]:
        """The hexes in an enemy zone of control (read-only)."""
        if self._zone is None:
            hexes = self.hexes
            self._zone = frozenset([hexes[j] for j in self.count] + list(self.count_off))
        return self._zone


def _places(game: Game, cm: object, st: GameState) -> dict[tuple[int, int], tuple]:
    """Per hex by (q, r) (filled in as hexes are asked about): its index on the map
    ``cm`` and, once asked, its zone of control (``zoc_indexes``); kept per map."""
    got = game.__dict__.get("_side_view_places")
    if got is None or got[0] is not cm:
        got = game.__dict__["_side_view_places"] = (cm, {})
    return got[1]


def _no_zoc_units(game: Game) -> frozenset[str]:
    """The units whose type flags say they have no zone of control (fixed for a game)."""
    got = game.__dict__.get("_no_zoc_units")
    if got is None:
        got = game.__dict__["_no_zoc_units"] = frozenset(uid for uid, d in game.unit_defs.items() if "no_zoc" in d.flags)
    return got


class Positions:
    """The game's ``SideView`` of each side, for its live state."""

    def __init__(self) -> None:
        self._table: UnitTable | None = None
        self._mark: tuple[int, int] = (-1, -1)
        self._map: tuple[str, ...] | None = None
        self._sides: dict[str, SideView] = {}
        self._changes = -1  # the table's ``changes`` when last brought up to date

    def forget(self) -> None:
        self._table = None
        self._sides.clear()

    def side(self, game: Game, side: str) -> SideView:
        st = game.state
        table = st.units
        events = st.map_events
        key = tuple(events) if events else ()
        if table is self._table and table.changes == self._changes and key == self._map:
            # Nothing moved since the last question (every search of a position asks).
            view = self._sides.get(side)
            if view is not None:
                return view
        self._changes = table.changes
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
