"""Where a unit or stack may move, at what cost, by which path -- and why not.

``reach_for(game, unit_ids)`` returns a ``Reach``: a Dijkstra over the
compiled map (``terrain_costs.CompiledMap``) from the stack's hex, within
its remaining movement allowance (the slowest member's), using the dearest
member's step costs (the most restricted class). On top of the terrain
costs it applies the position:

- enemy-occupied hexes are never entered;
- entering an enemy zone of control stops the move there;
- a unit that starts its move engaged may break contact, paying
  ``rules.zoc.disengage_cost`` more on its first step; with
  ``zoc_to_zoc`` off that step may not lead into another enemy ZOC hex;
  with ``encircled_cannot_move`` a unit that cannot reach a hex free of
  enemy ZOC does not move at all (Monte Castelo 5.2.1);
- friendly units may be passed through, but a move may not end over the
  stacking limit (when ``rules.stacking.check == "end_of_move"``);
- ``rules.movement.minimum_move``: a unit that has not moved yet may always
  enter one adjacent hex, spending all its MP (Monte Castelo 5.1);
- a unit may not move before its release turn (``Unit.release_turn``);
- in a movement phase without engagements (``PhaseDef.engagements`` false)
  enemy zones of control may be left but not entered.

``Reach.why(hex)`` explains in words why a hex is not a legal destination.
Costs are in half MP (``format_halves`` prints them).

Speed. Every search is worked out in full when asked (no answer is kept
from an earlier query). What the searches of one position share is kept
until the game changes (an action applied or undone, ``game.changed()``, a
unit moved, a map event): per side a ``_Board`` (enemy and friendly hexes,
zones of control, congestion tolls, per kind of stack the hexes it may not
enter, per kind of arriving unit its stacking verdicts, per table of steps
the same table without the steps out of the enemy zones, so that the search
need not test every hex it goes on from); what never changes
about a unit in a game (``_Facts``: its step-cost class, full allowance,
flags, the battle rules that close hexes to it) is read once. Battle rules
plug in with keys saying which stacks share their answers
(``registry.register_closed_hexes(kind=)``, ``register_stacking_check(kind=)``,
``register_move_check(active=)``). The search itself is a bucket queue over
flat lists by map index (``_dijkstra``); the plain reference search in
``tests/test_engine_reach_reference.py`` must give the same destinations
and costs.

Where the optional compiled core (``_search.c``, built at install when a C
compiler is there) is present, the search within an allowance runs in it
(``_compiled_search``) on flat int32 tables of the map's steps and byte
masks of the position's blocked hexes and zones prepared in Python (kept on
the ``_Board``); it visits the hexes in the same order as ``_dijkstra`` and
breaks ties alike, so the paths, and the computer's games, are the same
(``tests/test_engine_search_backends.py``). Without it, or with
``HEXSTUDIO_PURE_SEARCH`` set, ``_dijkstra`` runs; ``search_backend()``
says which.
"""

from __future__ import annotations

import heapq
import itertools
import os
from array import array
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from hexstudio.engine import registry
from hexstudio.engine.errors import IllegalAction, NotYourPhase, UnknownUnit, UnreachableHex
from hexstudio.engine.stacking import arrival_kind, faulty_ends, kind_verdicts, stacking_problem
from hexstudio.engine.terrain_costs import BLOCKED, CompiledMap
from hexstudio.engine.text import join, local, msg
from hexstudio.engine.values import movement_halves
from hexstudio.engine.zoc import enemy_zoc, ignores_zoc, is_encircled
from hexstudio.hexgrid import Hex
from hexstudio.scenario.cost import format_halves, parse_cost

try:  # the compiled search (``_search.c``), built when a C compiler was there at install
    from hexstudio.engine import _search as _native
except ImportError:  # pragma: no cover - depends on the install
    _native = None
if os.environ.get("HEXSTUDIO_PURE_SEARCH"):  # the pure-Python search even where the compiled one is built
    _native = None


def search_backend() -> str:
    """Which search ``legal_moves`` runs: "c" (``_search.c``) or "python" (``_dijkstra``)."""
    return "c" if _native is not None else "python"

if TYPE_CHECKING:
    from hexstudio.engine.game import Game
    from hexstudio.engine.state import GameState

INF = 1 << 30


def mp(halves: int) -> str:
    return format_halves(halves)


@dataclass(slots=True)
class _Ctx:
    """Everything one search needs, as integers and sets of indexes."""

    costs: list[int]
    nbr: list[int]
    adj: list[tuple[tuple[int, int], ...]]
    start: int
    allowance: int
    zoc: frozenset[int]
    enemy: frozenset[int]
    first_extra: int
    no_zoc_to_zoc: bool
    toll: dict[int, int] = field(default_factory=dict)  # extra cost to pass through (congestion)
    capped: frozenset[int] = frozenset()  # steps after which the leg may cost at most ``cap``
    cap: int = INF
    min_step: int = 0  # the cheapest step anywhere: hexes dearer than limit - min_step are not expanded
    # ``adj`` with no steps from the hexes of ``zoc`` (a unit stops on entering
    # one), shared by the searches of a position; None: the search tests ``zoc``.
    expand: list[tuple[tuple[int, int], ...]] | None = None

    def step(self, i: int, d: int) -> tuple[int, int]:
        """(neighbour index, step cost) or (-1, -1) if the step is impossible."""
        k = i * 6 + d
        j = self.nbr[k]
        c = self.costs[k]
        if j < 0 or c < 0 or j in self.enemy:
            return -1, -1
        if i == self.start:
            if self.no_zoc_to_zoc and i in self.zoc and j in self.zoc:
                return -1, -1
            c += self.first_extra
        return j, c


class Dist:
    """Cheapest costs by hex index: a flat list read like a dict of the hexes reached."""

    __slots__ = ("best", "parent", "start", "unreached")

    def __init__(self, best: list[int], parent: dict[int, int], start: int, unreached: int = INF) -> None:
        self.best = best
        self.parent = parent
        self.start = start
        self.unreached = unreached  # costs from this value up mean "not reached"

    def __contains__(self, i: int) -> bool:
        return 0 <= self.best[i] < self.unreached

    def __getitem__(self, i: int) -> int:
        v = self.best[i]
        if not 0 <= v < self.unreached:
            raise KeyError(i)
        return v

    def __setitem__(self, i: int, v: int) -> None:
        self.best[i] = v

    def __iter__(self):  # the start, then every hex reached (each has a parent)
        yield self.start
        yield from self.parent

    def __len__(self) -> int:
        return 1 + len(self.parent)


def _dijkstra(ctx: _Ctx, limit: int, use_zoc: bool = True) -> tuple[Dist, dict[int, int]]:
    """Cheapest costs from ``ctx.start`` within ``limit`` half MP, and parents.

    Step costs are small integers, so within an allowance a bucket queue
    (Dial's algorithm) replaces the heap; unlimited searches (the ``why``
    explanations) use a heap. Enemy hexes are pre-marked with -1 so the inner
    loop needs no membership test.
    """
    start, adj, zoc, toll = ctx.start, ctx.adj, ctx.zoc, ctx.toll
    stop = zoc if use_zoc else frozenset()
    # Within an allowance, "not reached" is limit + 1: then one comparison
    # (nd < best[j]) also keeps the search within the limit.
    unreached = INF if limit >= INF else limit + 1
    best = [unreached] * len(adj)
    for e in ctx.enemy:
        best[e] = -1
    best[start] = 0
    parent: dict[int, int] = {}
    first: list[tuple[int, int]] = []
    # The first steps (``ctx.step`` from the start, written out; each to another neighbour).
    nbr, costs, enemy, extra = ctx.nbr, ctx.costs, ctx.enemy, ctx.first_extra
    zz = ctx.no_zoc_to_zoc and start in zoc
    for k in range(start * 6, start * 6 + 6):
        j = nbr[k]
        c = costs[k]
        if j < 0 or c < 0 or j in enemy or (zz and j in zoc):
            continue
        c += extra
        if c <= limit and c < best[j]:
            best[j] = c
            parent[j] = start
            first.append((j, c))
    if limit >= INF:
        heap = [(c, j) for j, c in first]
        heapq.heapify(heap)
        while heap:
            d0, i = heapq.heappop(heap)
            if d0 > best[i] or i in stop:
                continue
            through = d0 + toll.get(i, 0) if toll else d0
            for j, c in adj[i]:
                nd = through + c
                if nd < best[j]:
                    best[j] = nd
                    parent[j] = i
                    heapq.heappush(heap, (nd, j))
        return Dist(best, parent, start), parent
    buckets: list[list[int]] = [[] for _ in range(limit + 1)]
    for j, c in first:
        buckets[c].append(j)
    # A hex reached at more than limit - min_step can go no farther: it is
    # recorded (best, parent) but never expanded.
    if use_zoc and ctx.expand is not None:
        adj, stop = ctx.expand, frozenset()  # the zones' hexes have no steps in it
    if toll:
        for d0 in range(limit - ctx.min_step + 1):
            for i in buckets[d0]:  # zero-cost steps append to this very list: still seen
                if best[i] != d0 or i in stop:
                    continue
                through = d0 + toll.get(i, 0)
                for j, c in adj[i]:
                    nd = through + c
                    if nd < best[j]:  # best[j] <= limit + 1, so nd <= limit
                        best[j] = nd
                        parent[j] = i
                        buckets[nd].append(j)
    elif stop:  # the same loop without the tolls
        for d0 in range(limit - ctx.min_step + 1):
            b = buckets[d0]
            if not b:  # most costs are even: half the buckets stay empty
                continue
            for i in b:
                if best[i] != d0 or i in stop:
                    continue
                for j, c in adj[i]:
                    nd = d0 + c
                    if nd < best[j]:
                        best[j] = nd
                        parent[j] = i
                        buckets[nd].append(j)
    else:  # and without testing the zones (most searches: ``ctx.expand``)
        for d0 in range(limit - ctx.min_step + 1):
            b = buckets[d0]
            if not b:
                continue
            for i in b:
                if best[i] != d0:
                    continue
                for j, c in adj[i]:
                    nd = d0 + c
                    if nd < best[j]:
                        best[j] = nd
                        parent[j] = i
                        buckets[nd].append(j)
    return Dist(best, parent, start, unreached), parent


def _flat(board: _Board, source: object, make: Callable[[], bytes | array]) -> bytes | array:
    """What the compiled search reads for ``source`` (``make()``), kept on the
    board for that very object: the boards' sets and tolls are shared by the
    searches of a position (the enemy hexes, the zones, a kind's closed hexes)."""
    got = board.flat.get(id(source))
    if got is None or got[0] is not source:
        got = board.flat[id(source)] = (source, make())
    return got[1]


def _flat_set(board: _Board, s: frozenset[int], n: int) -> bytes:
    """A set of map indexes as a byte mask of the ``n`` hexes (1: in it)."""
    return _flat(board, s, lambda: _native.mask(n, s))  # type: ignore[union-attr,return-value]


def _flat_tolls(board: _Board, toll: dict[int, int], n: int) -> array:
    """The tolls by map index as an int32 array of the ``n`` hexes (0: none)."""

    def make() -> array:
        a = array("i", bytes(4 * n))
        for i, c in toll.items():
            a[i] = c
        return a

    return _flat(board, toll, make)  # type: ignore[return-value]


def _compiled_search(ctx: _Ctx, limit: int, flat: tuple[array, array, tuple[int, ...]],
                     zm: bytes | None, bm: bytes | None, tl: array | None) -> tuple[Dist, dict[int, int]]:
    """``_dijkstra(ctx, limit)`` (a search within an allowance, heeding the
    zones) run by the compiled core ``_search.bounded``: the same costs, the
    same parents, the hexes reached in the same order. ``flat``: the step
    tables (``CompiledMap.flat_tables``); ``zm``, ``bm``: ``ctx.zoc`` and
    ``ctx.enemy`` as byte masks (``_flat_set``; None when empty); ``tl``:
    ``ctx.toll`` as an int32 array (``_flat_tolls``; None when there are none)."""
    zz = zm if ctx.no_zoc_to_zoc and ctx.start in ctx.zoc else None
    raw, parent = _native.bounded(flat[0], flat[1], flat[2], ctx.start, limit, ctx.min_step, bm, zm, zz, tl, ctx.first_extra)  # type: ignore[union-attr]
    # The costs as an int32 array (read and written like the list ``_dijkstra`` makes).
    best = array("i")
    best.frombytes(raw)
    return Dist(best, parent, ctx.start, limit + 1), parent  # type: ignore[arg-type]


def _dijkstra_capped(ctx: _Ctx, limit: int, use_zoc: bool = True) -> tuple[Dist, dict[int, int], dict[int, tuple[int, ...]]]:
    """``_dijkstra`` where crossing a step of ``ctx.capped`` lowers the limit of
    the rest of the move to ``ctx.cap`` (Reichswald's unbridged river). States
    are (hex, crossed yet); each hex keeps its cheapest state and its path."""
    start, nbr, costs, zoc, toll = ctx.start, ctx.nbr, ctx.costs, ctx.zoc, ctx.toll
    stop = zoc if use_zoc else frozenset()
    best: dict[tuple[int, bool], int] = {(start, False): 0}
    back: dict[tuple[int, bool], tuple[int, bool]] = {}
    heap = [(0, start, False)]
    while heap:
        d0, i, crossed = heapq.heappop(heap)
        if d0 > best[(i, crossed)] or (i != start and i in stop):
            continue
        through = d0 + (toll.get(i, 0) if i != start else 0)
        for d in range(6):
            if i == start:
                j, c = ctx.step(i, d)
                if j < 0:
                    continue
            else:
                k = i * 6 + d
                j, c = nbr[k], costs[k]
                if j < 0 or c < 0 or j in ctx.enemy:
                    continue
            now = crossed or (i * 6 + d) in ctx.capped
            nd = through + c
            if nd > (min(limit, ctx.cap) if now else limit):
                continue
            if nd < best.get((j, now), INF):
                best[(j, now)] = nd
                back[(j, now)] = (i, crossed)
                heapq.heappush(heap, (nd, j, now))
    flat = [INF] * (len(nbr) // 6)
    for e in ctx.enemy:
        flat[e] = -1
    chosen: dict[int, tuple[int, bool]] = {}
    for (i, crossed), v in best.items():
        if v < flat[i]:
            flat[i] = v
            chosen[i] = (i, crossed)
    parent: dict[int, int] = {}
    paths: dict[int, tuple[int, ...]] = {}
    for i, node in chosen.items():
        if i == start:
            continue
        chain = [node]
        while chain[-1] in back:
            chain.append(back[chain[-1]])
        path = tuple(n[0] for n in reversed(chain))
        paths[i] = path
        parent[i] = path[-2]
    return Dist(flat, parent, start), parent, paths


@dataclass(slots=True)
class Reach:
    """Legal destinations of a unit or stack (see the module docstring)."""

    game: Game
    units: tuple[str, ...]
    start: Hex | None
    allowance: int = 0
    blocked: str | None = None  # why the stack cannot move at all
    dist: Dist | dict[int, int] = field(default_factory=dict)
    parent: dict[int, int] = field(default_factory=dict)
    ends: set[int] = field(default_factory=set)
    minimum: set[int] = field(default_factory=set)  # reached only by the minimum-move rule
    _ctx: _Ctx | None = None
    _state: GameState | None = None
    paths: dict[int, tuple[int, ...]] = field(default_factory=dict)  # explicit paths (capped searches)
    _unlimited: tuple[Dist, dict[int, int]] | None = None
    _no_zoc: tuple[Dist, dict[int, int]] | None = None

    def destinations(self) -> dict[Hex, int]:
        """Every hex the stack may end in, with its cost in half MP."""
        hexes = self.game.costs.hexes
        return {hexes[i]: self.dist[i] for i in self.ends}

    def can_reach(self, h: Hex) -> bool:
        i = self.game.costs.index.get(h)
        return i is not None and i in self.ends

    def cost_to(self, h: Hex) -> int | None:
        i = self.game.costs.index.get(h)
        return None if i is None or i not in self.ends else self.dist[i]

    def path_to(self, h: Hex) -> tuple[Hex, ...]:
        """The cheapest path from the start to ``h`` (start first). Raises UnreachableHex."""
        i = self.game.costs.index.get(h)
        if i is None or i not in self.ends:
            raise UnreachableHex(self.why(h) or msg("cannot end the move there"))
        hexes = self.game.costs.hexes
        if i in self.paths:
            return tuple(hexes[k] for k in self.paths[i])
        out = [i]
        while out[-1] in self.parent:
            out.append(self.parent[out[-1]])
        return tuple(hexes[k] for k in reversed(out))

    def why(self, h: Hex) -> str | None:
        """Why ``h`` is not a legal destination, in words; None if it is."""
        g = self.game
        if self.blocked is not None:
            return self.blocked
        if h == self.start:
            return msg("the units are already there")
        if not g.grid.contains(h):
            return msg("off the map")
        i = g.costs.index.get(h)
        if i is None:
            return msg("{hex} is not in play", hex=g.label(h))
        if i in self.ends:
            return None
        assert self._ctx is not None and self._state is not None
        if i in self._ctx.enemy:
            return _blocked_hex_reason(g, self._state, self.units, h)
        for uid in self.units:
            cls = g.movement_class(uid)
            name = g.costs.prohibiting_terrain(i, cls)
            if name is not None:
                cname = next((local(c.name) for c in g.scenario.movement_classes if c.id == cls), cls)
                return msg("prohibited terrain for {cls}: {name}", cls=cname.lower(), name=name.lower())
        if i in self.dist:
            problem = stacking_problem(g, self._state, h, self.units)
            return problem or msg("{hex} cannot end the move", hex=g.label(h))
        if self._unlimited is None:
            self._unlimited = _dijkstra(self._ctx, INF)
        dist, _ = self._unlimited
        if i in dist:
            return msg("not enough MP: needs {needs}, has {has}", needs=mp(dist[i]), has=mp(self.allowance))
        if self._no_zoc is None:
            self._no_zoc = _dijkstra(self._ctx, INF, use_zoc=False)
        dist2, parent2 = self._no_zoc
        if i in dist2:
            path = [i]
            while path[-1] in parent2:
                path.append(parent2[path[-1]])
            for k in reversed(path[:-1]):
                if k != i and k in self._ctx.zoc:
                    return msg("enemy zone of control at {hex} stops the move", hex=g.label(g.costs.hexes[k]))
            if self._ctx.start in self._ctx.zoc and g.scenario.rules.zoc.zoc_to_zoc is False:
                return msg("may not move from one enemy zone of control straight into another")
        open_ctx = replace(self._ctx, enemy=frozenset(), zoc=frozenset(), expand=None)
        dist3, parent3 = _dijkstra(open_ctx, INF, use_zoc=False)
        if i in dist3:
            k = i
            blockers = []
            while k in parent3:
                k = parent3[k]
                if k in self._ctx.enemy:
                    blockers.append(k)
            if blockers:
                return msg("enemy units at {hex} block the way", hex=g.label(g.costs.hexes[blockers[-1]]))
        return msg("no way there: prohibited terrain, hexsides or enemy units block every path")


def no_engagement_hexes(game: Game, st: GameState, ids: Sequence[str], side: str) -> set[Hex]:
    """Hexes these units may not enter because they would engage enemy units
    standing in terrain they may not engage (``armor_no_mountain_engagement``)."""
    out: set[Hex] = set()
    if not game.no_engagement:
        return out
    # What a rule closes depends only on where the enemy stands: kept while
    # nobody moves (``UnitTable.changes``) on the same map, for every search.
    table = st.units
    table.where()  # every unit linked to the index, so that any move changes ``changes``
    key = (table.changes, table._epoch, tuple(st.map_events))
    memo = game.__dict__.get("_no_engagement_memo")
    if memo is None or memo[0] is not table or memo[1] != key:
        memo = game.__dict__["_no_engagement_memo"] = (table, key, {})
    known: dict[tuple[int, str], frozenset[Hex]] = memo[2]
    for n, (tags, terrain) in enumerate(game.no_engagement):
        if not any(tags & set(game.unit_types[game.unit_defs[u].type].tags) for u in ids):
            continue
        got = known.get((n, side))
        if got is None:
            near: set[Hex] = set()
            for e in table.values():
                if e.side == side or e.status != "on_map" or e.hex is None:
                    continue
                if {game.view.terrain(e.hex), *game.view.features(e.hex)} & terrain:
                    near.update(e.hex.neighbours())
            got = known[(n, side)] = frozenset(near)
        out |= got
    return out


def _no_engagement_indexes(game: Game, st: GameState, cm: CompiledMap, rules: tuple[int, ...], side: str) -> set[int]:
    """``no_engagement_hexes`` as indexes of ``cm`` (the map of ``st``) for a
    stack held back by the ``game.no_engagement`` rules numbered ``rules``,
    kept as that function keeps its answer. What a movement search closes:
    worked out from who stands where, a hex's terrain read once per map."""
    table = st.units
    where = table.where()  # every unit linked to the index, so that any move changes ``changes``
    key = (table.changes, table._epoch, tuple(st.map_events))
    memo = game.__dict__.get("_no_engagement_memo")
    if memo is None or memo[0] is not table or memo[1] != key:
        memo = game.__dict__["_no_engagement_memo"] = (table, key, {})
    known: dict = memo[2]
    out: set[int] = set()
    for n in rules:
        got = known.get(("index", n, side))
        if got is None:
            got = known[("index", n, side)] = _engaging_near(game, cm, where, n, side)
        out |= got
    return out


def _engaging_near(game: Game, cm: CompiledMap, where: dict, n: int, side: str) -> frozenset[int]:
    """The map indexes next to the enemy units (of ``side``) standing in the
    terrain of the ``no_engagement`` rule ``n``."""
    terrain = game.no_engagement[n][1]
    kept = game.__dict__.get("_no_engagement_terrain")
    if kept is None or kept[0] is not cm:
        kept = game.__dict__["_no_engagement_terrain"] = (cm, {})
    # Per hex, whether it is in the rule's terrain (or has one of its features): fixed for a map.
    inside: dict = kept[1].setdefault(n, {})
    index, nbr = cm.index, cm.nbr
    view = game.view
    near: set[int] = set()
    for h, here in where.items():
        if not any(u.side != side for u in here):
            continue
        hit = inside.get(h)
        if hit is None:
            hit = inside[h] = bool({view.terrain(h), *view.features(h)} & terrain)
        if not hit:
            continue
        i = index.get(h)
        if i is not None:
            near.update(j for j in nbr[i * 6:i * 6 + 6] if j >= 0)
        else:
            near.update(j for m in h.neighbours() if (j := index.get(m)) is not None)
    return frozenset(near)


def _river_cap(game: Game, st: GameState, ids: tuple[str, ...], classes: frozenset[str]) -> tuple[int, frozenset[int]] | None:
    """(MP cap in halves, river steps) when the ``river_crossing`` cap applies to this stack."""
    r = game.river_rule
    if r is None or not r["cap_classes"] or not any(c in r["cap_classes"] for c in classes):
        return None
    return r["cap_halves"], game.costs.river_steps()


def congestion_tolls(game: Game, st: GameState, side: str, occupied: dict[Hex, list]) -> dict[int, int]:
    """Extra half MP to pass through hexes holding certain friendly units.

    ``congestion`` special rule (Reichswald 4.1.1 obs, U11 read as passing
    through only): params ``side``, ``occupant`` (``nationalities``, ``size``,
    ``tags``), ``surcharge`` in MP.
    """
    out: dict[int, int] = {}
    rules = _congestion_rules(game)
    if not rules:
        return out
    index = game.costs.index
    for params, toll, occupants in rules:
        if params.get("side", side) != side:
            continue
        for h, units in occupied.items():
            if units[0].side != side:
                continue
            for u in units:
                if u.id in occupants:
                    i = index.get(h)
                    if i is not None:
                        out[i] = out.get(i, 0) + toll
                    break
    return out


def _congestion_rules(game: Game) -> list[tuple[dict, int, frozenset[str]]]:
    """The ``congestion`` rules of the game, each as (params, surcharge in half
    MP, the units that congest a hex: the occupant's ``nationalities``,
    ``size`` and ``tags``); fixed for a game, worked out once."""
    got = game.__dict__.get("_congestion_rules")
    if got is None:
        got = []
        for sr in game.special_rules:
            if sr.rule != "congestion":
                continue
            occ = sr.params.get("occupant", {})
            nats, size, tags = occ.get("nationalities"), occ.get("size"), occ.get("tags")
            occupants = []
            for uid, d in game.unit_defs.items():
                if nats and d.nationality not in nats:
                    continue
                if size and d.size.value != size:
                    continue
                if tags and not set(tags) & set(game.unit_types[d.type].tags):
                    continue
                occupants.append(uid)
            got.append((sr.params, parse_cost(sr.params.get("surcharge", 1)).halves, frozenset(occupants)))
        game.__dict__["_congestion_rules"] = got
    return got


def closed_hexes(game: Game, st: GameState, ids: Sequence[str], side: str) -> dict[Hex, str]:
    """Hexes battle rules close to these units now, with the reason (``registry.register_closed_hexes``).
    Read-only: it may be a rule's own answer."""
    answers = [got for fn in registry.CLOSED_HEXES if (got := fn(game, st, tuple(ids), side))]
    if len(answers) == 1:
        return answers[0]  # read-only (as the rules' own answers are)
    out: dict[Hex, str] = {}
    for got in answers:
        for h, why in got.items():
            out.setdefault(h, why)
    return out


def _blocked_hex_reason(game: Game, st: GameState, ids: tuple[str, ...], h: Hex) -> str:
    occ = st.occupant_side(h)
    if occ is not None and occ != st.units[ids[0]].side:
        return msg("enemy units at {hex}", hex=game.label(h))
    why = closed_hexes(game, st, ids, st.units[ids[0]].side).get(h)
    if why:
        return why
    if h in no_engagement_hexes(game, st, ids, st.units[ids[0]].side):
        return msg("these units may not engage the enemy units next to {hex} in their terrain", hex=game.label(h))
    return msg("no engagements in this phase: may not enter the enemy zone of control at {hex}", hex=game.label(h))


def _stack_problem(game: Game, st: GameState, ids: tuple[str, ...]) -> str | None:
    """Why this group may not move now at all (or None)."""
    if not ids:
        return msg("no units selected")
    units = st.units
    for uid in ids:
        if uid not in units:
            raise UnknownUnit(msg("there is no unit '{uid}'", uid=uid))
    if len(ids) > 1 and len(set(ids)) != len(ids):
        return msg("a unit is listed twice")
    first = units[ids[0]]
    live = game.state  # ``game.phase_kind()``, written out
    kinds = game.__dict__.get("_phase_kinds")
    if kinds is None:  # the kind of each phase of the turn: fixed for a game, read once
        kinds = game.__dict__["_phase_kinds"] = tuple(p.kind for p in game.scenario.turns.sequence)
    if live.game_over or kinds[live.phase_index] != "movement":
        return msg("units move only in a movement phase")
    defs = game.unit_defs
    active, turn = st.active_side, st.turn
    no_move, must_occupy = game.no_move, game.must_occupy
    kept = game.__dict__.get("_move_checks")  # ``registry.move_checks``, its look-up written out
    checks = kept[1] if kept is not None and kept[0] == len(registry.MOVE_CHECKS) else registry.move_checks(game)
    # Asked before every movement search: the unit's fields read directly (not
    # through their properties), the name only for a refusal.
    for uid in ids:
        u = units[uid]
        if u._status != "on_map" or u._hex is None:
            return msg("{name} is not on the map", name=defs[uid].name)
        if u.side != active:
            return msg("{name} belongs to the other side: it is not its movement phase", name=defs[uid].name)
        if u is not first and u._hex != first._hex:
            return msg("units moving together must start in the same hex")
        flags = u.flags
        if flags and "stopped" in flags:
            return msg("{name} entered an enemy zone of control at {hex} and must stop", name=defs[uid].name, hex=game.label(u.hex))
        if not u.released:
            return msg("{name} may not move before turn {release_turn}", name=defs[uid].name, release_turn=defs[uid].release_turn)
        if (no_move and turn in no_move.get(uid, ())) or (flags and "no_move_this_turn" in flags):
            return msg("{name} may not move on turn {turn}", name=defs[uid].name, turn=turn)
        for extra in checks:
            why = extra(game, uid)
            if why:
                return why
        for rule in must_occupy:
            if rule["unit"] == uid and rule["hold"] and u._hex == rule["hex"] and turn >= rule["turn"]:
                return msg("{name} must hold {hex} until it withdraws", name=defs[uid].name, hex=game.label(rule['hex']))
    return None


def _position(game: Game, st: GameState, side: str) -> tuple[frozenset[int], frozenset[int], frozenset[int], dict[int, int],
                                                              dict[int, list]]:
    """Map indexes of the hexes holding enemy units, holding friendly units, in
    an enemy zone of control, the congestion tolls, and the friendly hexes'
    units by map index (``SideView.units_at``), for ``side``. For the live
    state the game keeps them up to date as units move
    (``engine/position.py``); read-only."""
    if st is game.state:
        view = game._positions.side(game, side)
        enemy, friendly, zoc = view.frozen(game)
        if game._applying and not game.unchanged_since_check():
            return enemy, friendly, zoc, congestion_tolls(game, st, side, st.occupied_hexes()), view.units_at
        cache = game._position_cache
        if cache.get("version") != game._version:
            cache.clear()
            cache["version"] = game._version
        tolls = cache.get(side)
        if tolls is None:
            tolls = cache[side] = congestion_tolls(game, st, side, st.occupied_hexes())
        return enemy, friendly, zoc, tolls, view.units_at  # type: ignore[return-value]
    index = game.costs.index
    enemy_s: set[int] = set()
    units_at: dict[int, list] = {}
    for h, us in st.occupied_hexes().items():
        i = index.get(h)
        if i is not None:
            if us[0].side == side:
                units_at[i] = us
            else:
                enemy_s.add(i)
    zoc_i = frozenset(index[h] for h in enemy_zoc(game, st, side) if h in index)
    return frozenset(enemy_s), frozenset(units_at), zoc_i, congestion_tolls(game, st, side, st.occupied_hexes()), units_at


def _indexes_of(game: Game, cm: CompiledMap, hexes: Collection[Hex]) -> frozenset[int]:
    """The map indexes of those of ``hexes`` in play. The closed hexes of a
    battle rule are often the very same collection position after position (a
    bombed city; a rule's answer is read-only, ``registry.register_closed_hexes``):
    the indexes are kept for that very collection on that map. Not an answer
    kept from an earlier position: the rule is asked every time, only the
    translation of its answer into map indexes is remembered."""
    known: dict[int, tuple[Collection[Hex], CompiledMap, frozenset[int]]] | None = game.__dict__.get("_closed_indexes")
    if known is None:
        known = game.__dict__["_closed_indexes"] = {}
    got = known.get(id(hexes))
    # Kept with the collection itself, so its id is not reused while the entry lives.
    if got is not None and got[0] is hexes and got[1] is cm:
        return got[2]
    if len(known) >= 32:  # rules that answer with a new collection each time: keep the newest few
        known.clear()
    index = cm.index
    got = known[id(hexes)] = (hexes, cm, frozenset(j for h in hexes if (j := index.get(h)) is not None))
    return got[2]


def _encircled_at(cm: CompiledMap, si: int, entry: list[int], zone: frozenset[int], enemy: frozenset[int]) -> bool:
    """``zoc.is_encircled`` for a unit at map index ``si`` from the position's
    index sets: no neighbour it could enter lies outside the enemy zone and
    free of enemy units."""
    nbr = cm.nbr
    for k in range(si * 6, si * 6 + 6):
        j = nbr[k]
        if j < 0 or entry[j] < 0 or j in zone or j in enemy:
            continue
        return False
    return True


class _Facts:
    """What never changes about a unit during a game, as a movement search
    reads it: kept per unit (``_facts``)."""

    __slots__ = ("arrival", "at", "capped", "classes", "closed", "engage", "full", "ignores_zoc")

    def __init__(self, game: Game, uid: str) -> None:
        d = game.unit_defs[uid]
        profile = game.movement_profile(uid)
        self.classes = frozenset((profile,))  # the search tables' key for the unit alone
        # The allowance in half MP at full strength and not suppressed (``movement_halves``).
        self.full = round(d.full.movement * 2)
        self.ignores_zoc = "ignores_zoc" in d.flags  # the unit's own flag (its state may add one)
        tags = set(game.unit_types[d.type].tags)
        # The ``armor_no_mountain_engagement`` rules (``no_engagement_hexes``) that hold it back.
        self.engage = tuple(n for n, (rule_tags, _) in enumerate(game.no_engagement) if rule_tags & tags)
        r = game.river_rule  # ``_river_cap``: the unbridged-river cap applies to its class
        self.capped = bool(r is not None and r["cap_classes"] and profile in r["cap_classes"])
        # The battle rules' closed-hexes key for the unit alone (``_closed_key``), with
        # the number of rules registered when it was worked out.
        # The last item is the unit's kind of search (``_kind``): its classes,
        # closed-hexes key and engagement rules, what ``_Board.prepared`` is kept by.
        self.closed: tuple[int, tuple, tuple, _Kind] | None = None
        # (map, its kind as the stacking rules read it arriving alone:
        # ``stacking.arrival_kind``, and as the key of ``_Board.verdicts``)
        self.arrival: tuple[CompiledMap, tuple, _Kind] | None = None
        # (the Hex the unit stood in when last searched, the map, its index
        # there): a unit standing still is searched again and again, and
        # hashing a Hex costs more than comparing identities
        self.at: tuple[Hex, CompiledMap, int] | None = None


def _facts(game: Game, uid: str) -> _Facts:
    known: dict[str, _Facts] | None = game.__dict__.get("_move_facts")
    if known is None:
        known = game.__dict__["_move_facts"] = {}
    got = known.get(uid)
    if got is None:
        got = known[uid] = _Facts(game, uid)
    return got


def _closed_key(game: Game, ids: tuple[str, ...], side: str) -> tuple[tuple, tuple]:
    """(key, loose): the ``registry.register_closed_hexes`` rules that close
    hexes to this stack, each with its kind (fixed for a game), and the rules
    that do not say which stacks share their answer (asked every search)."""
    kinds = registry.CLOSED_HEXES_KIND
    keyed = []
    loose = []
    for fn in registry.CLOSED_HEXES:
        kind = kinds.get(fn)
        if kind is None:
            loose.append(fn)
        else:
            k = kind(game, ids, side)
            if k is not None:
                keyed.append((fn, k))
    return tuple(keyed), tuple(loose)


class _Board:
    """What every movement search of one side shares in one position: the
    position's index sets (``_position``), whether the phase allows no
    engagements, per kind of stack the hexes it may not enter (enemy units,
    hexes battle rules close to it, hexes where it would engage in forbidden
    terrain, enemy zones in a phase without engagements), and per kind of
    single unit its stacking verdicts (``stacking.kind_verdicts``).

    Kept for the live state until the game changes (``_board``); a search of
    another state, or of the live one while an action is being applied, works
    one out for itself.
    """

    __slots__ = ("blocked", "enemy", "expand", "flat", "friendly", "no_engaging", "prepared", "suspects", "tolls", "units_at",
                 "verdicts", "zoc")

    def __init__(self, game: Game, st: GameState, side: str) -> None:
        self.enemy, self.friendly, self.zoc, self.tolls, self.units_at = _position(game, st, side)
        phase = game.phase()
        # A movement phase without engagements (Reichswald's last): enemy zones may be left but not entered.
        self.no_engaging = phase is not None and not phase.engagements
        self.suspects: frozenset[int] | None = None  # friendly hexes and hexes with a stacking limit
        # (closed-hexes key, engagement rules, zones closed) -> (closed indexes, blocked indexes)
        self.blocked: dict[tuple, tuple[frozenset[int], frozenset[int]]] = {}
        # per kind of single arriving unit (``_Facts.arrival``): its stacking verdicts (``stacking.kind_verdicts``)
        self.verdicts: dict[_Kind, tuple[set[int], set[int], bool]] = {}  # (breaks, judged, whole)
        # per adjacency table (by identity): the table and its ``_Ctx.expand``
        # for the zones of this position; None for a board nobody else asks
        self.expand: dict[int, tuple[list, list]] | None = None
        # per kind of single unit (``_Facts.closed``): ``_prepare``'s answers for
        # it heeding the enemy zones and ignoring them; None for a board nobody else asks
        self.prepared: dict[_Kind, list[tuple | None]] | None = None
        # for the compiled search: per set of indexes (by identity) its byte
        # mask, per tolls (by identity) their int32 array (``_flat_set``)
        self.flat: dict[int, tuple[object, bytes | array]] = {}


def _board(game: Game, st: GameState, side: str, cm: CompiledMap) -> _Board:
    """The ``_Board`` of ``side`` for this position. For the live state it is
    kept until the game changes: an action applied, undone, ``game.changed()``
    (the game's version), a unit moved (its table's count of changes) or the
    map changed; while an action is being applied, only until its handler
    touches a unit (as ``_position`` keeps the tolls)."""
    if st is not game.state or (game._applying and not game.unchanged_since_check()):
        return _Board(game, st, side)
    table = st.units
    key = (game._version, table.changes, table._epoch)
    kept = game.__dict__.get("_move_boards")
    if kept is None or kept[0] is not st or kept[1] is not cm or kept[2] != key:
        # A new tuple, never changed in place: a fork (ai/fork.py) that copied
        # the attribute has a state of its own, so it makes its own.
        kept = game.__dict__["_move_boards"] = (st, cm, key, {})
    boards: dict[str, _Board] = kept[3]
    got = boards.get(side)
    if got is None:
        got = boards[side] = _Board(game, st, side)
        got.expand = {}  # kept: the searches of the position share these
        got.prepared = {}
    return got


def _map_indexes(cm: CompiledMap, hexes: Collection[Hex]) -> set[int]:
    index = cm.index
    return {j for h in hexes if (j := index.get(h)) is not None}


def _blocked(game: Game, st: GameState, ids: tuple[str, ...], side: str, cm: CompiledMap, board: _Board,
             bkey: tuple) -> tuple[frozenset[int], frozenset[int]]:
    """(closed, blocked) for a stack of kind ``bkey`` = (closed-hexes key,
    engagement rules, zones closed), kept on the board: the map indexes battle
    rules close to it (``closed_hexes``), where it would engage in forbidden
    terrain (``no_engagement_hexes``) and the enemy zones of control in a phase
    without engagements; and those with the enemy units' hexes: what it may
    not enter."""
    got = board.blocked.get(bkey)
    if got is None:
        keyed, engage, no_engaging = bkey
        closed: set[int] = set()
        for fn, _k in keyed:
            closed |= _indexes_of(game, cm, fn(game, st, ids, side))
        if engage:
            # These units may not engage enemy units in some terrain: the hexes next to them are closed.
            closed |= _no_engagement_indexes(game, st, cm, engage, side)
        if no_engaging:
            closed |= board.zoc
        frozen = frozenset(closed)
        got = board.blocked[bkey] = (frozen, board.enemy | frozen if frozen else board.enemy)
    return got


def _prepare(game: Game, st: GameState, ids: tuple[str, ...], side: str, cm: CompiledMap, board: _Board,
             classes: frozenset[str], no_zoc: bool, keyed: tuple, engage: tuple) -> tuple:
    """(step costs, adjacency, cheapest step, zones that stop the stack, closed
    indexes, blocked indexes, adjacency without the steps out of those zones
    or None, what the compiled search reads or None: ``_compiled_search``'s
    ``flat``, ``zm``, ``bm`` and ``tl``): what a search of this kind of stack reads of the position
    besides where it stands (``_Board.prepared`` keeps it per kind of single unit)."""
    costs, adj, min_step = cm.search_tables(classes, st.weather)
    zoc = frozenset() if no_zoc else board.zoc
    closed_i, blocked = _blocked(game, st, ids, side, cm, board, (keyed, engage, board.no_engaging and bool(zoc)))
    expand = None
    # Only the pure-Python search within an allowance reads ``expand`` (the
    # ``why`` searches are unlimited and heed ``zoc`` themselves): with the
    # compiled one it is not built.
    if zoc and board.expand is not None and _native is None:
        got = board.expand.get(id(adj))
        if got is None or got[0] is not adj:
            steps = list(adj)
            for z in zoc:
                steps[z] = ()
            got = board.expand[id(adj)] = (adj, steps)
        expand = got[1]
    native = None
    if _native is not None:
        # For the compiled search: the step tables, the zones and the blocked hexes as masks.
        flat = cm.flat_tables(classes, st.weather)
        n = len(flat[2])
        native = (flat, _flat_set(board, zoc, n) if zoc else None, _flat_set(board, blocked, n) if blocked else None,
                  _flat_tolls(board, board.tolls, n) if board.tolls else None)
    return costs, adj, min_step, zoc, closed_i, blocked, expand, native


class _Kind:
    """One kind of search (or of arriving unit), as a key: equal kinds share
    one of these (``_kind``), hashed and compared by identity (cheaper than
    the kind's value, a tuple of tuples)."""

    __slots__ = ("value",)

    def __init__(self, value: tuple) -> None:
        self.value = value


def _kind(game: Game, value: tuple) -> _Kind:
    """The game's ``_Kind`` for ``value`` (fixed for a game). ``setdefault``
    is one step: a fork thinking in another thread, which shares the table,
    gets the same key for an equal kind and never another kind's."""
    known: dict[tuple, _Kind] | None = game.__dict__.get("_move_kinds")
    if known is None:
        known = game.__dict__.setdefault("_move_kinds", {})
    got = known.get(value)
    if got is None:
        got = known.setdefault(value, _Kind(value))
    return got


def _disengage_extra(game: Game) -> int:
    """``rules.zoc.disengage_cost`` in half MP (fixed for a game)."""
    got = game.__dict__.get("_disengage_extra")
    if got is None:
        dc = parse_cost(game.scenario.rules.zoc.disengage_cost)
        got = game.__dict__["_disengage_extra"] = 0 if dc.prohibited or dc.kind == "same" else dc.halves
    return got


def _game_rules(game: Game) -> tuple[bool, bool, bool, bool, str]:
    """The battle's rules every search reads (fixed for a game, read once): no
    move from one enemy zone straight into another, the minimum move, an
    encircled unit may not move, stacking checked at the end of a move, the
    reduced-values mode."""
    got = game.__dict__.get("_move_rules")
    if got is None:
        rules = game.scenario.rules
        got = game.__dict__["_move_rules"] = (not rules.zoc.zoc_to_zoc, rules.movement.minimum_move,
                                              rules.zoc.encircled_cannot_move, rules.stacking.check == "end_of_move",
                                              rules.losses.reduced_values)
    return got


def reach_for(game: Game, ids: Sequence[str], state: GameState | None = None) -> Reach:
    """Legal destinations of the stack ``ids`` now (see the module docstring)."""
    st = state or game.state
    ids = tuple(ids)
    problem = _stack_problem(game, st, ids)
    units = st.units
    first = units[ids[0]] if ids and ids[0] in units else None
    start = first.hex if first is not None else None
    if problem is not None:
        return Reach(game, ids, start, blocked=problem, _state=st)
    assert start is not None and first is not None
    cm = game.costs
    side = first.side
    rules = game.__dict__.get("_move_rules")  # ``_game_rules``, its look-up written out
    no_zoc_to_zoc, minimum_move, encircled_stuck, end_of_move, reduced_mode = rules if rules is not None else _game_rules(game)
    defs = game.unit_defs
    single = len(ids) == 1
    if single:
        known_facts = game.__dict__.get("_move_facts")  # ``_facts``, its look-up written out
        facts = known_facts.get(ids[0]) if known_facts is not None else None
        if facts is None:
            facts = _facts(game, ids[0])
        if first.steps_lost <= 0 and not first.suppressed:
            allowance = facts.full - first.mp_spent
        else:
            allowance = movement_halves(defs[ids[0]], first, reduced_mode) - first.mp_spent
        classes = facts.classes
        fresh = first.mp_spent == 0 and not first.moved_this_phase
        flags = first.flags
        no_zoc = facts.ignores_zoc or bool(flags and "ignores_zoc" in flags)
        engage = facts.engage
        capped_class = facts.capped
        closed_key = facts.closed
        if closed_key is None or closed_key[0] != len(registry.CLOSED_HEXES):
            keyed, loose = _closed_key(game, ids, side)
            closed_key = facts.closed = (len(registry.CLOSED_HEXES), keyed, loose,
                                         _kind(game, (classes, keyed, engage)))
        _n, keyed, loose, kind = closed_key
    else:
        allowance = min(movement_halves(defs[u], units[u], reduced_mode) - units[u].mp_spent for u in ids)
        classes = frozenset(game.movement_profile(u) for u in ids)
        fresh = all(units[u].mp_spent == 0 and not units[u].moved_this_phase for u in ids)
        no_zoc = all(ignores_zoc(game, st, u) for u in ids)
        all_facts = [_facts(game, u) for u in ids]
        engage = tuple(sorted({n for f in all_facts for n in f.engage}))
        capped_class = any(f.capped for f in all_facts)
        keyed, loose = _closed_key(game, ids, side)
        kind = None  # a stack: worked out every time
    if allowance < 0:
        allowance = 0
    # ``_board``, its look-up of a kept board written out (asked by every search).
    kept = game.__dict__.get("_move_boards")
    table = st.units
    board = None
    if kept is not None and kept[0] is st and st is game.state and kept[1] is cm \
            and kept[2] == (game._version, table.changes, table._epoch) \
            and not (game._applying and not game.unchanged_since_check()):
        board = kept[3].get(side)
    if board is None:
        board = _board(game, st, side, cm)
    enemy, side_zoc = board.enemy, board.zoc
    # What the searches of one kind of single unit share in this position
    # (``_Board.prepared``): the step tables, the zones that stop it, the
    # hexes closed to it, the steps without those out of the zones.
    prepared = board.prepared
    preps = prepared.get(kind) if prepared is not None and kind is not None else None
    prep = preps[no_zoc] if preps is not None else None
    if prep is None:
        prep = _prepare(game, st, ids, side, cm, board, classes, no_zoc, keyed, engage)
        if prepared is not None and kind is not None:
            if preps is None:
                preps = prepared[kind] = [None, None]
            preps[no_zoc] = prep
    costs, adj, min_step, zoc, closed_i, blocked, expand, native = prep
    if single:
        at = facts.at
        if at is not None and at[0] is start and at[1] is cm:
            si = at[2]
        else:
            si = cm.index[start]
            facts.at = (start, cm, si)
    else:
        si = cm.index[start]
    kept = True
    if loose:  # rules that do not say which stacks share their answer
        more = [got for fn in loose if (got := fn(game, st, ids, side))]
        if more:
            extra_i: set[int] = set()
            for hexes in more:
                extra_i |= _map_indexes(cm, hexes)
            closed_i = closed_i | extra_i
            blocked = blocked | extra_i
            kept = False
    # Not counting where the stack stands (a tank in a fortification without escort may leave it).
    if si in closed_i and si not in enemy:
        if kept:
            vkey = ("start", closed_i, si)
            variant = board.blocked.get(vkey)
            if variant is None:
                variant = board.blocked[vkey] = (closed_i, blocked - {si})
            blocked = variant[1]
        else:
            blocked = blocked - {si}
    extra = _disengage_extra(game) if fresh and si in zoc else 0
    ctx = _Ctx(costs, cm.nbr, adj, si, allowance, zoc, blocked, extra, no_zoc_to_zoc, board.tolls, frozenset(), INF, min_step, expand)
    minimum: set[int] = set()
    paths: dict[int, tuple[int, ...]] = {}
    capped = _river_cap(game, st, ids, classes) if capped_class else None
    if capped is not None:
        cap_total, steps = capped
        spent = max(units[u].mp_spent for u in ids)
        if any("river_capped" in units[u].flags for u in ids):
            allowance = max(0, min(allowance, cap_total - spent))
            ctx.allowance = allowance
        else:
            ctx.capped, ctx.cap = steps, max(0, cap_total - spent)
    if ctx.capped:
        dist, parent, paths = _dijkstra_capped(ctx, allowance)
    elif native is not None and _native is not None:
        flat, zm, bm, tl = native
        if blocked is not prep[5]:  # hexes closed to this very stack, or the start let out
            bm = _flat_set(board, blocked, len(flat[2])) if blocked else None
        dist, parent = _compiled_search(ctx, allowance, flat, zm, bm, tl)
    else:
        dist, parent = _dijkstra(ctx, allowance)
    if minimum_move and fresh:
        if st is game.state:
            # zoc.is_encircled from the position's index sets (the whole zone, as it asks).
            encircled = _encircled_at(cm, si, cm.entry_costs(game.movement_class(ids[0])), side_zoc, enemy)
        else:
            encircled = is_encircled(game, st, ids[0])
        if not encircled:
            # Every step ``ctx.step`` allows from the start (written out) to a hex not reached.
            best, unreached, nbr = dist.best, dist.unreached, cm.nbr
            zz = no_zoc_to_zoc and si in zoc
            for k in range(si * 6, si * 6 + 6):
                j = nbr[k]
                if j < 0 or costs[k] < 0 or j in blocked or (zz and j in zoc):
                    continue
                if not 0 <= best[j] < unreached:
                    best[j] = allowance
                    parent[j] = si
                    minimum.add(j)
    if encircled_stuck and fresh and si in zoc:
        if not any(j not in zoc for j in dist if j != si):
            return Reach(game, ids, start, allowance, msg("encircled: no hex free of enemy zone of control can be reached, so the unit may not move"),
                         _ctx=ctx, _state=st, minimum=minimum, paths=paths)
    ends = set(parent)  # every hex reached but the start has a parent
    if end_of_move:
        # Only hexes with friends, a terrain limit, or a multi-unit stack can break stacking.
        if single:
            near = board.suspects
            if near is None:
                near = board.suspects = board.friendly | cm.stacking_limited
            suspects = ends & near
            if suspects:
                # The verdicts kept for the unit's kind in this position answer
                # at once when they cover every suspect (``stacking.kind_verdicts``).
                arrival = facts.arrival
                if arrival is None or arrival[0] is not cm:
                    arriving = arrival_kind(game, st, cm, ids[0])
                    arrival = facts.arrival = (cm, arriving, _kind(game, ("arrival", arriving)))
                v = board.verdicts.get(arrival[2])
                if v is None:
                    v = board.verdicts[arrival[2]] = kind_verdicts(game, st, cm, arrival[1])
                bad, judged, whole = v
                if whole and suspects <= judged:
                    ends -= bad  # bad holds only hexes with friends or a limit: those of ``suspects``
                else:
                    # Suspects outside the friendly hexes are empty (enemy hexes are never reached).
                    ends -= faulty_ends(game, st, suspects, ids, board.units_at)
        elif ends:
            ends -= faulty_ends(game, st, ends, ids)
    return Reach(game, ids, start, allowance, None, dist, parent, ends, minimum, ctx, st, paths)


def walk_path(game: Game, ids: Sequence[str], path: Sequence[Hex], reach: Reach | None = None) -> int:
    """Check a player's path step by step; return its cost in half MP.

    Raises an ``IllegalAction`` (usually ``UnreachableHex``) naming the first
    step that breaks a rule. The path need not be the cheapest one.
    ``reach`` is the stack's reach now, if the caller has it.
    """
    st = game.state
    ids = tuple(ids)
    if len(path) < 2:
        raise UnreachableHex(msg("a move needs a path of at least two hexes"))
    if reach is None:
        reach = game.cached_reach(ids)
    if reach.blocked is not None:
        if game.phase_kind() != "movement" or "other side" in reach.blocked:
            raise NotYourPhase(reach.blocked)
        raise IllegalAction(reach.blocked)
    if path[0] != reach.start:
        raise UnreachableHex(msg("the path must start where the units are ({hex})", hex=game.label(reach.start)))  # type: ignore[arg-type]
    ctx = reach._ctx
    assert ctx is not None
    cm = game.costs
    dest = path[-1]
    di = cm.index.get(dest)
    if len(path) == 2 and di is not None and di in reach.minimum:
        if di not in reach.ends:
            raise UnreachableHex(reach.why(dest) or msg("cannot end there"))
        return reach.allowance
    total = 0
    crossed = False
    i = ctx.start
    for n, h in enumerate(path[1:], start=1):
        prev = path[n - 1]
        d = prev.direction_to(h)
        if d is None:
            raise UnreachableHex(msg("{hex} is not next to {hex2}", hex=game.label(h), hex2=game.label(prev)))
        if i != ctx.start and i in ctx.zoc:
            raise UnreachableHex(msg("enemy zone of control at {hex} stops the move", hex=game.label(prev)))
        j, c = ctx.step(i, d)
        if j < 0:
            raise UnreachableHex(_step_reason(game, reach, prev, h))
        if i != ctx.start:
            total += ctx.toll.get(i, 0)
        total += c
        if total > reach.allowance:
            raise UnreachableHex(msg("not enough MP: needs {needs}, has {has}", needs=mp(total), has=mp(reach.allowance)))
        crossed = crossed or (i * 6 + d) in ctx.capped
        if crossed and total > ctx.cap:
            raise UnreachableHex(
                msg("a unit that crosses a river other than by a bridge has only {cap} MP left this phase (needs {needs})",
                    cap=mp(ctx.cap), needs=mp(total))
            )
        i = j
    if i not in reach.ends:
        # Within the allowance the hex was reached, so only stacking can forbid it.
        raise UnreachableHex(stacking_problem(game, st, dest, ids) or reach.why(dest) or msg("cannot end the move there"))
    return total


def step_problem(game: Game, st: GameState, ids: Sequence[str], a: Hex, b: Hex) -> str | None:
    """Why the units at ``a`` may not be put into the adjacent hex ``b`` ignoring
    MP and zones of control (a retreat or an advance after combat), or None.

    Checks: ``b`` in play; no enemy unit there; terrain and the hexside open to
    every unit's class (bridges-only units across rivers included); stacking.
    """
    cm = game.costs
    d = a.direction_to(b)
    if d is None:
        return msg("{hex} is not next to {hex2}", hex=game.label(b), hex2=game.label(a))
    j = cm.index.get(b)
    if j is None:
        return msg("{hex} is not in play", hex=game.label(b)) if game.grid.contains(b) else msg("off the map")
    side = st.units[ids[0]].side
    occ = st.occupant_side(b)
    if occ is not None and occ != side:
        return msg("enemy units at {hex}", hex=game.label(b))
    i = cm.index.get(a)
    for uid in ids:
        cls = game.movement_class(uid)
        name = cm.prohibiting_terrain(j, cls)
        if name is not None:
            return msg("prohibited terrain for {cls}: {name}", cls=next((local(c.name).lower() for c in game.scenario.movement_classes if c.id == cls), cls), name=name.lower())
        if i is not None and cm.side_cost(i * 6 + d, game.movement_profile(uid)) == BLOCKED:
            return msg("{name} may not cross from {hex} to {hex2}", name=game.unit_defs[uid].name, hex=game.label(a), hex2=game.label(b))
    return stacking_problem(game, st, b, ids)


def crosses_capped_river(game: Game, ids: Sequence[str], path: Sequence[Hex], reach: Reach | None = None) -> bool:
    """Does this (checked) move cross a river that caps the stack's MP (``river_crossing``)?"""
    ctx = (reach or game.cached_reach(tuple(ids)))._ctx
    if ctx is None or not ctx.capped:
        return False
    index = game.costs.index
    for a, b in itertools.pairwise(path):
        d = a.direction_to(b)
        if d is not None and index[a] * 6 + d in ctx.capped:
            return True
    return False


def _step_reason(game: Game, reach: Reach, a: Hex, b: Hex) -> str:
    ctx = reach._ctx
    assert ctx is not None
    cm = game.costs
    j = cm.index.get(b)
    if j is None:
        return msg("{hex} is not in play", hex=game.label(b)) if game.grid.contains(b) else msg("off the map")
    if j in ctx.enemy:
        return _blocked_hex_reason(game, game.state, reach.units, b)
    i = cm.index[a]
    if i == ctx.start and ctx.no_zoc_to_zoc and i in ctx.zoc and j in ctx.zoc:
        return msg("may not move from one enemy zone of control straight into another ({hex})", hex=game.label(b))
    for uid in reach.units:
        cls = game.movement_class(uid)
        name = cm.prohibiting_terrain(j, cls)
        if name is not None:
            return msg("prohibited terrain for {cls}: {name}", cls=next((local(c.name).lower() for c in game.scenario.movement_classes if c.id == cls), cls), name=name.lower())
        d = a.direction_to(b)
        assert d is not None
        if cm.side_cost(i * 6 + d, cls) == BLOCKED:
            feats = join(sorted(next((local(t.name).lower() for t in game.scenario.hexside_types if t.id == f), f) for f in cm.side_features[i * 6 + d]))
            return msg("{cls} units may not cross the {feats} between {hex} and {hex2}", cls=next((local(c.name).lower() for c in game.scenario.movement_classes if c.id == cls), cls), feats=feats, hex=game.label(a), hex2=game.label(b))
        if cm.side_cost(i * 6 + d, game.movement_profile(uid)) == BLOCKED:
            return msg("{name} may not cross the river between {hex} and {hex2} except at a bridge", name=game.unit_defs[uid].name, hex=game.label(a), hex2=game.label(b))
    return msg("cannot move from {hex} to {hex2}", hex=game.label(a), hex2=game.label(b))
