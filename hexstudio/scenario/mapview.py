"""A read-only, indexed view of a scenario's map, keyed by ``Hex``.

The scenario stores hexes by printed label for people; the board, the editor
and the engine look things up by ``Hex`` and ``Hexside`` thousands of times,
so this view parses every label once. Build it after loading (and again after
an edit that changes labels); it assumes the scenario has been validated.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from hexstudio.hexgrid import Grid, Hex, Hexside, LabelScheme
from hexstudio.scenario.model import HexData, MapDef, Scenario, TerrainType


def grid_of(m: MapDef) -> Grid:
    """The geometry of a scenario map."""
    lab = m.labels
    return Grid(
        columns=m.columns,
        rows=m.rows,
        orientation=m.orientation,
        stagger=m.stagger,
        labels=LabelScheme(
            separator=lab.separator,
            first_column=lab.first_column,
            first_row=lab.first_row,
            digits=lab.digits,
            zero_pad=lab.zero_pad,
        ),
        size=m.hex_size,
    )


@dataclass
class MapView:
    """The map of one scenario keyed by ``Hex`` and ``Hexside`` (``build``)."""

    grid: Grid
    default_terrain: str
    terrain_types: dict[str, TerrainType]
    hex_data: dict[Hex, HexData] = field(default_factory=dict)
    off_map: set[Hex] = field(default_factory=set)
    hexsides: dict[Hexside, frozenset[str]] = field(default_factory=dict)
    roads: dict[Hexside, str] = field(default_factory=dict)
    hex_sets: dict[str, frozenset[Hex]] = field(default_factory=dict)

    @classmethod
    def build(cls, scenario: Scenario) -> MapView:
        m = scenario.map
        g = grid_of(m)
        view = cls(grid=g, default_terrain=m.default_terrain, terrain_types=scenario.terrain_by_id())
        for label, data in m.hexes.items():
            view.hex_data[g.parse(label)] = data
        view.off_map = {g.parse(x) for x in m.off_map}
        for hs in m.hexsides:
            side = Hexside(g.parse(hs.hexes[0]), g.parse(hs.hexes[1]))
            view.hexsides[side] = view.hexsides.get(side, frozenset()) | frozenset(hs.features)
        for road in m.roads:
            hexes = [g.parse(x) for x in road.path]
            for a, b in itertools.pairwise(hexes):
                view.roads[Hexside(a, b)] = road.type
        for key, hset in m.hex_sets.items():
            view.hex_sets[key] = frozenset(g.parse(x) for x in hset.hexes)
        return view

    # --- per hex ---------------------------------------------------------
    def in_play(self, h: Hex) -> bool:
        return self.grid.contains(h) and h not in self.off_map

    def terrain(self, h: Hex) -> str:
        d = self.hex_data.get(h)
        return d.terrain if d is not None and d.terrain else self.default_terrain

    def features(self, h: Hex) -> list[str]:
        d = self.hex_data.get(h)
        return d.features if d is not None else []

    def elevation(self, h: Hex) -> int:
        d = self.hex_data.get(h)
        return d.elevation if d is not None else 0

    def name(self, h: Hex) -> str | dict[str, str] | None:
        d = self.hex_data.get(h)
        return d.name if d is not None else None

    def is_water(self, h: Hex) -> bool:
        t = self.terrain_types.get(self.terrain(h))
        return bool(t and t.water)

    def hexes(self) -> list[Hex]:
        """Hexes in play, row by row."""
        return [h for h in self.grid.hexes() if h not in self.off_map]

    def road_links(self, h: Hex) -> list[tuple[Hex, str]]:
        out = []
        for n in h.neighbours():
            t = self.roads.get(Hexside(h, n))
            if t is not None:
                out.append((n, t))
        return out

    def hexside_features(self, a: Hex, b: Hex) -> frozenset[str]:
        return self.hexsides.get(Hexside(a, b), frozenset())
