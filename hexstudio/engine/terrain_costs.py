"""The map compiled for fast movement: integer indexes and flat cost arrays.

Built once per scenario (``CompiledMap.build``). Every in-play hex gets an
index ``i``; ``nbr[i * 6 + d]`` is the index of its neighbour in direction
``d`` (or -1). For a movement class and a weather, ``edge_costs(cls,
weather)`` is a flat list: the half MP to step from ``i`` through direction
``d`` (terrain or road, climb, hexside surcharge, weather), or -1 when the
step is prohibited. Those lists are cached, so a Dijkstra over them touches
only integers.

Cost rules (RULES.md A3):
- terrain: the base terrain's cost for the class (a number), then each overlay
  in order: a number replaces, ``+n`` adds, ``=`` keeps, ``X`` prohibits;
- roads: stepping from a road hex to the next along a road link pays the road
  type's cost instead of the terrain (``=`` on a road means the terrain cost);
  the road lets a class into prohibited terrain only with
  ``rules.movement.roads_open_prohibited``; it also skips the climb cost when
  ``road_ignores_climb``;
- hexside features add their surcharge (``X`` prohibits); a feature's
  ``negates`` (a bridge) cancels the others it names on that hexside;
- climbing to a higher elevation adds ``rules.movement.climb_cost``;
- weather adds ``move_surcharge`` to the hex entered unless its terrain is in
  ``exempt_terrain`` or the step is along a road in ``exempt_roads``, and to
  a hexside surcharge when ``surcharge_hexsides`` (or
  ``rules.movement.weather_applies_to_hexsides``).
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass, field
from typing import Any

from hexstudio.engine.text import local
from hexstudio.hexgrid import DIRECTIONS, Hex, Hexside
from hexstudio.scenario.cost import Cost, parse_cost
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.model import Scenario, TerrainType

BLOCKED = -1
BRIDGES_ONLY = "!bridges"  # suffix of a movement class that crosses rivers only at bridges


def split_class(cls: str) -> tuple[str, bool]:
    """(movement class, crosses rivers only at bridges) of a class key."""
    if cls.endswith(BRIDGES_ONLY):
        return cls[: -len(BRIDGES_ONLY)], True
    return cls, False


def class_cost(move: dict[str, object], cls: str) -> Cost | None:
    """The cost a terrain table gives a class ('*' for the rest), or None."""
    if cls in move:
        return parse_cost(move[cls])
    if "*" in move:
        return parse_cost(move["*"])
    return None


@dataclass
class CompiledMap:
    hexes: list[Hex]
    index: dict[Hex, int]
    nbr: list[int]
    elevation: list[int]
    base: list[str]
    overlays: list[tuple[str, ...]]
    side_features: list[frozenset[str]]  # per i*6+d, after negation
    road: list[str | None]  # road type along i*6+d
    scenario: Scenario
    terrain: dict[str, TerrainType]
    stacking_limited: frozenset[int] = frozenset()  # hexes whose terrain sets a stacking limit
    road_rules: list[Any] | None = None  # motorized_mountain_roads params (the game's typed ones)
    _rivers: frozenset[int] | None = None
    stack_limits: list[int] | None = None  # stacking.limits_by_index: each hex's stacking limit
    _entry: dict[str, list[int]] = field(default_factory=dict)
    _edges: dict[tuple[str, str | None], list[int]] = field(default_factory=dict)
    _adj: dict[tuple[frozenset[str], str | None], list[tuple[tuple[int, int], ...]]] = field(default_factory=dict)
    _cheapest: dict[tuple[frozenset[str], str | None], int] = field(default_factory=dict)
    _tables: dict[tuple[frozenset[str], str | None], tuple] = field(default_factory=dict)
    _flat: dict[tuple[frozenset[str], str | None], tuple[array, array, tuple[int, ...]]] = field(default_factory=dict)

    @classmethod
    def build(cls, scenario: Scenario, view: MapView | None = None) -> CompiledMap:
        view = view or MapView.build(scenario)
        hexes = view.hexes()
        index = {h: i for i, h in enumerate(hexes)}
        n = len(hexes)
        nbr = [BLOCKED] * (n * 6)
        side_features: list[frozenset[str]] = [frozenset()] * (n * 6)
        road: list[str | None] = [None] * (n * 6)
        hs_types = {t.id: t for t in scenario.hexside_types}
        # Neighbours by (q, r) pairs: a tuple hashes in C, a Hex in Python,
        # and a 400 x 400 map has a million steps.
        by_qr = {(h.q, h.r): i for i, h in enumerate(hexes)}
        steps = [(d.q, d.r) for d in DIRECTIONS]
        for i, h in enumerate(hexes):
            q, r = h.q, h.r
            k = i * 6
            for dq, dr in steps:
                j = by_qr.get((q + dq, r + dr))
                if j is not None:
                    nbr[k] = j
                k += 1
        # Only the hexsides and road steps that have something (both ways).
        for side, feats in view.hexsides.items():
            if not feats:
                continue
            negated: set[str] = set()
            for f in feats:
                t = hs_types.get(f)
                if t is not None:
                    negated.update(t.negates)
            kept = frozenset(f for f in feats if f not in negated)
            for k in _steps_of(side, index):
                side_features[k] = kept
        for side, rtype in view.roads.items():
            for k in _steps_of(side, index):
                road[k] = rtype
        terrain = scenario.terrain_by_id()
        limiting = {tid for tid, t in terrain.items() if t.stacking_limit is not None}
        hex_data = view.hex_data
        default = view.default_terrain
        base: list[str] = []
        overlays: list[tuple[str, ...]] = []
        elevation: list[int] = []
        limited: list[int] = []
        for i, h in enumerate(hexes):
            d = hex_data.get(h)
            tid = d.terrain if d is not None and d.terrain else default
            feats = tuple(d.features) if d is not None else ()
            base.append(tid)
            overlays.append(feats)
            elevation.append(d.elevation if d is not None else 0)
            if limiting and (tid in limiting or any(f in limiting for f in feats)):
                limited.append(i)
        return cls(
            stacking_limited=frozenset(limited),
            hexes=hexes,
            index=index,
            nbr=nbr,
            elevation=elevation,
            base=base,
            overlays=overlays,
            side_features=side_features,
            road=road,
            scenario=scenario,
            terrain=terrain,
        )

    # --- hex entry ----------------------------------------------------------
    def mountain_roads(self) -> list[Any]:
        """The ``motorized_mountain_roads`` rules' parameters: the game's typed ones when it set
        ``road_rules``, else the scenario's checked here (a map compiled on its own)."""
        rules = self.road_rules
        if rules is None:
            from hexstudio.engine.core_params import MotorizedMountainRoads

            rules = [MotorizedMountainRoads.model_validate(sr.params) for sr in self.scenario.special_rules
                     if sr.rule == "motorized_mountain_roads"]
            self.road_rules = rules
        return rules

    def road_only(self, cls: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
        """``motorized_mountain_roads`` for a class: (terrain entered only by road,
        the road types that count, terrain prohibited outright). Monte Castelo 5.3.4."""
        for p in self.mountain_roads():
            if cls in p["classes"]:
                return (
                    frozenset(p.get("roads_only_in", [])),
                    frozenset(p.get("road_types", [])),
                    frozenset(p.get("prohibited", [])),
                )
        return frozenset(), frozenset(), frozenset()

    def entry_costs(self, cls: str) -> list[int]:
        """Half MP to enter each hex by terrain alone for a class (-1 prohibited)."""
        cls = split_class(cls)[0]
        cached = self._entry.get(cls)
        if cached is not None:
            return cached
        out = [self._terrain_cost(i, cls) for i in range(len(self.hexes))]
        self._entry[cls] = out
        return out

    def _terrain_cost(self, i: int, cls: str) -> int:
        if self.road_only(cls)[2] & set(self.terrain_names(i)):
            return BLOCKED
        t = self.terrain.get(self.base[i])
        c = class_cost(t.move, cls) if t else None
        if c is None:
            cost = 2  # a base terrain silent about a class costs 1 MP
        elif c.prohibited:
            return BLOCKED
        elif c.kind == "add":
            cost = 2 + c.halves
        elif c.kind == "same":
            cost = 2
        else:
            cost = c.halves
        for ov in self.overlays[i]:
            t = self.terrain.get(ov)
            c = class_cost(t.move, cls) if t else None
            if c is None or c.kind == "same":
                continue
            if c.prohibited:
                return BLOCKED
            cost = cost + c.halves if c.kind == "add" else c.halves
        return cost

    def prohibiting_terrain(self, i: int, cls: str) -> str | None:
        """Name of the terrain of hex ``i`` that prohibits ``cls``, if any."""
        cls = split_class(cls)[0]
        banned = self.road_only(cls)[2]
        for tid in (self.base[i], *self.overlays[i]):
            t = self.terrain.get(tid)
            c = class_cost(t.move, cls) if t else None
            if (c is not None and c.prohibited) or tid in banned:
                return local(t.name) if t else tid
        return None

    def terrain_names(self, i: int) -> list[str]:
        return [self.base[i], *self.overlays[i]]

    # --- steps --------------------------------------------------------------
    def river_steps(self) -> frozenset[int]:
        """Steps (i*6+d) across a river or stream hexside not cancelled by a bridge."""
        if self._rivers is None:
            styles = {t.id for t in self.scenario.hexside_types if t.style in ("river", "stream")}
            self._rivers = frozenset(k for k, f in enumerate(self.side_features) if f & styles)
        return self._rivers

    def side_cost(self, k: int, cls: str) -> int:
        """Hexside surcharge in halves for step ``k`` (i*6+d), -1 if prohibited."""
        cls, bridges_only = split_class(cls)
        if bridges_only and k in self.river_steps():
            return BLOCKED
        total = 0
        for f in self.side_features[k]:
            t = next((x for x in self.scenario.hexside_types if x.id == f), None)
            if t is None:
                continue
            c = class_cost(t.move, cls)
            if c is None or c.kind == "same":
                continue
            if c.prohibited:
                return BLOCKED
            total += c.halves
        return total

    def road_cost(self, k: int, cls: str, terrain_cost: int) -> int | None:
        """Half MP of the step along the road of ``k`` for a class (None: no usable road)."""
        rt = self.road[k]
        if rt is None:
            return None
        t = next((x for x in self.scenario.road_types if x.id == rt), None)
        c = class_cost(t.move, cls) if t else None
        if c is None:
            return 2
        if c.prohibited:
            return None
        if c.kind == "same":
            return terrain_cost if terrain_cost != BLOCKED else None
        if c.kind == "add":
            return terrain_cost + c.halves if terrain_cost != BLOCKED else None
        return c.halves

    def edge_costs(self, cls: str, weather: str | None) -> list[int]:
        """Cost of every step for a class under a weather (cached; see module doc)."""
        key = (cls, weather)
        cached = self._edges.get(key)
        if cached is not None:
            return cached
        base_cls, bridges_only = split_class(cls)
        if bridges_only:
            out = list(self.edge_costs(base_cls, weather))
            for k in self.river_steps():
                out[k] = BLOCKED
            self._edges[key] = out
            return out
        sc = self.scenario
        rules = sc.rules.movement
        climb = _halves_of(rules.climb_cost)
        w = next((x for x in sc.weather.types if x.id == weather), None) if weather else None
        w_sur = _halves_of(w.move_surcharge) if w else 0
        w_exempt = set(w.exempt_terrain) if w else set()
        w_roads = set(w.exempt_roads) if w else set()
        w_sides = bool(w and (w.surcharge_hexsides or rules.weather_applies_to_hexsides))
        entry = self.entry_costs(cls)
        only_terrain, only_roads, _ = self.road_only(cls)
        out = [BLOCKED] * len(self.nbr)
        for k, j in enumerate(self.nbr):
            if j == BLOCKED:
                continue
            i = k // 6
            side = self.side_cost(k, cls)
            if side == BLOCKED:
                continue
            terr = entry[j]
            road = self.road_cost(k, cls, terr)
            by_road = road is not None and (terr != BLOCKED or rules.roads_open_prohibited)
            if only_terrain and only_terrain & set(self.terrain_names(j)):
                if not (by_road and self.road[k] in only_roads):
                    continue  # this terrain only along a road of the listed types
            if by_road:
                assert road is not None
                cost = road
                if not rules.road_ignores_climb and self.elevation[j] > self.elevation[i]:
                    cost += climb
            else:
                if terr == BLOCKED:
                    continue
                cost = terr
                if self.elevation[j] > self.elevation[i]:
                    cost += climb
            if w_sur:
                exempt = (by_road and self.road[k] in w_roads) or any(t in w_exempt for t in self.terrain_names(j))
                if not exempt:
                    cost += w_sur
                if w_sides and side > 0:
                    cost += w_sur
            out[k] = cost + side
        self._edges[key] = out
        return out

    def adjacency(self, classes: frozenset[str], weather: str | None) -> list[tuple[tuple[int, int], ...]]:
        """``stack_edge_costs`` as adjacency lists: per hex, (neighbour, cost) pairs."""
        key = (classes, weather)
        cached = self._adj.get(key)
        if cached is None:
            cached = adjacency_of(self.nbr, self.stack_edge_costs(classes, weather))
            self._adj[key] = cached
        return cached

    def search_tables(self, classes: frozenset[str], weather: str | None) -> tuple[list[int], list[tuple[tuple[int, int], ...]], int]:
        """(``stack_edge_costs``, ``adjacency``, ``cheapest_step``) in one look-up: what a movement search reads."""
        key = (classes, weather)
        got = self._tables.get(key)
        if got is None:
            got = self._tables[key] = (self.stack_edge_costs(classes, weather), self.adjacency(classes, weather),
                                       self.cheapest_step(classes, weather))
        return got

    def flat_tables(self, classes: frozenset[str], weather: str | None) -> tuple[array, array, tuple[int, ...]]:
        """``nbr`` and ``stack_edge_costs`` as int32 arrays, and the map's
        indexes as a tuple of ints: what the compiled search
        (``engine/_search.c``) reads."""
        key = (classes, weather)
        got = self._flat.get(key)
        if got is None:
            got = self._flat[key] = (array("i", self.nbr), array("i", self.stack_edge_costs(classes, weather)),
                                     tuple(range(len(self.hexes))))
        return got

    def cheapest_step(self, classes: frozenset[str], weather: str | None) -> int:
        """The lowest step cost in ``adjacency`` (0 if there is no step): a
        search need not go on from a hex from which even this step is too dear."""
        key = (classes, weather)
        v = self._cheapest.get(key)
        if v is None:
            v = self._cheapest[key] = min((c for c in self.stack_edge_costs(classes, weather) if c >= 0), default=0)
        return v

    def stack_edge_costs(self, classes: frozenset[str], weather: str | None) -> list[int]:
        """Step costs for a stack: the dearest member's cost, blocked if any is."""
        if len(classes) == 1:
            return self.edge_costs(next(iter(classes)), weather)
        key = ("+".join(sorted(classes)), weather)
        cached = self._edges.get(key)
        if cached is not None:
            return cached
        lists = [self.edge_costs(c, weather) for c in sorted(classes)]
        out = [BLOCKED if BLOCKED in vals else max(vals) for vals in zip(*lists, strict=True)]
        self._edges[key] = out
        return out


def _steps_of(side: Hexside, index: dict[Hex, int]) -> list[int]:
    """The steps (i*6+d) across a hexside, from each of its hexes in play."""
    out = []
    for a, b in ((side.a, side.b), (side.b, side.a)):
        i = index.get(a)
        d = a.direction_to(b)
        if i is not None and d is not None and b in index:
            out.append(i * 6 + d)
    return out


def adjacency_of(nbr: list[int], costs: list[int]) -> list[tuple[tuple[int, int], ...]]:
    """Per hex, the (neighbour, cost) pairs of its possible steps, in
    direction order (a tuple: a search reads each one many times, and a
    tuple is read a little faster than a list)."""
    n = len(nbr) // 6
    out: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for k, j in enumerate(nbr):
        if j >= 0 and costs[k] >= 0:
            out[k // 6].append((j, costs[k]))
    return [tuple(steps) for steps in out]


def _halves_of(value: object) -> int:
    c = parse_cost(value)
    return 0 if c.prohibited or c.kind == "same" else c.halves
