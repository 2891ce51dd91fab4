"""Scenarios the benchmarks play on, built in code from the tutorial's catalogue.

``big_scenario()``: 100 x 100 hexes of terrain, rivers, roads, place names
and 1,000 counters in stacks of two (the Allies in the west half, the Axis
in the east, as a front), the map the issue's "1,000 counters" figures
speak of. ``medium_scenario()``: the tutorial's catalogue on 60 x 40.
``huge_scenario()``: 400 x 400 hexes, for the long operations.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import HexData, HexsideData, Placement, RoadPath, Scenario, Unit

ROOT = Path(__file__).resolve().parents[1]
BATTLES = ("tutorial", "leyte", "sicily", "peleliu", "reichswald", "monte-castelo")


def battle(name: str) -> Scenario:
    return load_scenario(ROOT / "scenarios" / f"{name}.json")


def clustered_terrain(rng: random.Random, size: int, bases: list[str], default: str) -> Callable[[int, int], str]:
    """Terrain in patches, as real maps have it: each hex takes the terrain of
    the nearest of a few hundred seeds scattered over the map."""
    cell = 6
    seeds: dict[tuple[int, int], tuple[float, float, str]] = {}
    for cx in range(size // cell + 1):
        for cy in range(size // cell + 1):
            t = default if rng.random() < 0.4 else rng.choice(bases)
            seeds[(cx, cy)] = (cx * cell + rng.uniform(0, cell), cy * cell + rng.uniform(0, cell), t)

    def pick(col: int, row: int) -> str:
        kx, ky = col // cell, row // cell
        best = (float("inf"), default)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                seed = seeds.get((kx + dx, ky + dy))
                if seed is not None:
                    d = (seed[0] - col) ** 2 + (seed[1] - row) ** 2
                    best = min(best, (d, seed[2]))
        return best[1]

    return pick


def big_scenario(size: int = 100, counters: int = 1000, clustered: bool = False, seed: int = 7) -> Scenario:
    """The tutorial's catalogue on a ``size`` x ``size`` map with rivers, roads and counters.

    Random terrain (every hex drawn independently) is the worst case for
    coastlines; clustered terrain looks like a real map. Sea is left out
    where counters stand.
    """
    rng = random.Random(seed)
    base = battle("tutorial")
    m = base.map.model_copy(deep=True)
    m.columns = size
    m.rows = size
    m.background = None
    m.hex_sets = {}
    g = grid_of(m)
    bases = [t.id for t in base.terrain if t.kind == "base" and t.id not in ("volcano",)]
    overlays = [t.id for t in base.terrain if t.kind == "overlay" and t.id != "flood"]
    hexes: dict[str, HexData] = {}
    patch = clustered_terrain(rng, size, bases, m.default_terrain)
    for h in g.hexes():
        lab = g.label(h)
        roll = rng.random()
        feats = [rng.choice(overlays)] if rng.random() < 0.06 else []
        name = f"Vila {lab}" if rng.random() < 0.02 else None
        if clustered:
            terrain = patch(*g.to_offset(h))
            if terrain == m.default_terrain and not feats and name is None:
                continue
        else:
            if roll < 0.45 and not feats and name is None:
                continue
            terrain = rng.choice(bases)
        hexes[lab] = HexData(terrain=terrain, features=feats, name=name)
    m.hexes = hexes
    # Rivers: random walks along hexsides; roads: straight-ish paths.
    sides: dict[tuple[str, str], list[str]] = {}
    for _ in range(40 * size // 100):
        h = g.from_offset(rng.randrange(size), rng.randrange(size))
        for _ in range(30):
            n = h.neighbour(rng.randrange(6))
            if not g.contains(n):
                break
            key = tuple(sorted((g.label(h), g.label(n))))
            sides[key] = ["river" if rng.random() < 0.7 else "stream"]
            if rng.random() < 0.05:
                sides[key].append("bridge")
            h = n
    m.hexsides = [HexsideData(hexes=k, features=v) for k, v in sides.items()]
    roads = []
    for i in range(40 * size // 100):
        h = g.from_offset(rng.randrange(size), rng.randrange(size))
        path = [g.label(h)]
        d = rng.randrange(6)
        for _ in range(25):
            n = h.neighbour(d if rng.random() < 0.7 else (d + rng.choice((-1, 1))) % 6)
            if not g.contains(n) or g.label(n) in path:
                break
            path.append(g.label(n))
            h = n
        if len(path) >= 2:
            roads.append(RoadPath(type=("paved", "unpaved", "trail")[i % 3], path=path))
    m.roads = roads
    side_of_nat = {n.id: n.side for n in base.nationalities}
    by_side: dict[str, list[Unit]] = {}
    for u in base.units:
        by_side.setdefault(side_of_nat[u.nationality], []).append(u)
    west, east = sorted(by_side)[:2] if len(by_side) >= 2 else (next(iter(by_side)),) * 2
    first = base.turns.sequence[0].side or west
    west, east = first, (east if first == west else west)
    units: list[Unit] = []
    setup: list[Placement] = []
    # Stacks of two of one side: the first side west of the middle, the other east.
    cells = {west: [], east: []}
    for h in g.hexes():
        col, _row = g.to_offset(h)
        cells[west if col < size // 2 else east].append(h)
    for side in (west, east):
        rng.shuffle(cells[side])
    for i in range(counters):
        side = west if i % 4 < 2 else east
        templates = by_side[side]
        t = templates[(i // 4) % len(templates)]
        u = t.model_copy(update={"id": f"u{i}", "short": f"{i}", "formation": None, "release_turn": None})
        units.append(u)
        h = cells[side][i // 4]
        lab = g.label(h)
        if lab in m.hexes and m.hexes[lab].terrain == "sea":
            m.hexes[lab] = HexData(terrain=m.default_terrain, features=m.hexes[lab].features, name=m.hexes[lab].name)
        setup.append(Placement(unit=u.id, hex=lab, reduced=i % 7 == 0))
    # Keep the catalogues and tables; everything that names hexes of the
    # tutorial map (victory, tutorial lessons, reinforcements) is left out.
    keep = (
        "schema_version", "id", "info", "terrain", "hexside_types", "road_types", "movement_classes",
        "sides", "nationalities", "unit_types", "turns", "weather", "crt", "bombardment", "air_power", "rules",
    )  # fmt: skip
    data = {k: getattr(base, k) for k in keep}
    data["id"] = f"bench-{size}"
    return Scenario(**data, map=m, units=units, setup=setup)


def medium_scenario() -> Scenario:
    """The tutorial map grown to 60 x 40 (its catalogue, the new hexes open ground)."""
    s = battle("tutorial")
    s.map.columns, s.map.rows = 60, 40
    return s


def huge_scenario() -> Scenario:
    """400 x 400 hexes in patches of terrain, rivers and roads, no counters."""
    return big_scenario(size=400, counters=0, clustered=True)
