"""From a calibrated scan and a few examples to suggestions for every hex.

``analyse`` measures the scan (the slow part, once per scan and
calibration); ``suggest`` classifies with the user's examples (fast, again
whenever examples change). Both are headless and take plain values, so the
editor runs them on a worker thread with a snapshot of the scenario.

>>> # features = analyse(AnalysisInput.of(scenario, base_dir))
>>> # result = suggest(features, scenario, Examples(terrain={"forest": ("0807",)}))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from hexstudio.calibration import Affine
from hexstudio.hexgrid import Grid, Hexside, LabelError
from hexstudio.scan.classify import (
    CoastResult,
    ExampleError,
    OverlayResult,
    TerrainResult,
    classify_coast,
    classify_overlays,
    classify_terrain,
    usable,
)
from hexstudio.scan.features import MeasureOptions, Progress, ScanFeatures, measure
from hexstudio.scan.geometry import HexLocator
from hexstudio.scan.lines import LineResult, detect_lines
from hexstudio.scan.raster import ScanError, load_working_image, reduction_for
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import Scenario

Pair = tuple[str, str]
LINK_SEGMENTS = 8  # stretches along a link in which a road's coverage is counted (dotted trails)


@dataclass(frozen=True)
class AnalysisInput:
    """Everything the measuring needs, copied out of the scenario."""

    path: Path
    transform: tuple[float, float, float, float, float, float]  # scan pixel -> scene, Qt order
    grid: Grid
    off_map: frozenset[str] = frozenset()
    options: MeasureOptions = field(default_factory=MeasureOptions)

    @classmethod
    def of(cls, scenario: Scenario, base_dir: Path | None = None, options: MeasureOptions | None = None) -> AnalysisInput:
        bg = scenario.map.background
        if bg is None:
            raise ScanError("the map has no scan: import one and calibrate it first")
        path = Path(bg.path)
        if not path.is_absolute():
            path = (base_dir or Path.cwd()) / path
        grid = grid_of(scenario.map)
        off = set()
        for x in scenario.map.off_map:
            try:
                off.add(grid.label(grid.parse(x)))
            except LabelError:
                continue
        return cls(path, tuple(bg.transform), grid, frozenset(off), options or MeasureOptions())

    def key(self) -> tuple[object, ...]:
        """Two inputs with the same key measure the same."""
        try:
            stamp = self.path.stat().st_mtime_ns
        except OSError:
            stamp = -1
        g = self.grid
        return (str(self.path), stamp, self.transform, g.columns, g.rows, g.orientation, g.stagger, g.size, g.labels, self.off_map, self.options)


def analyse(job: AnalysisInput, progress: Progress | None = None) -> ScanFeatures:
    """Measure every hex on the scan (raises ScanError, or Cancelled from ``progress``)."""
    report = progress or (lambda f, s: None)
    t = Affine.from_qt(job.transform)
    if abs(t.det()) < 1e-12:
        raise ScanError("the scan's placement squashes it flat: calibrate it again")
    # Scene units per scan pixel -> the hex radius in scan pixels.
    hex_px = job.grid.size / np.sqrt(abs(t.det()))
    report(0.0, "decode")
    image = load_working_image(job.path, reduction_for(hex_px))
    report(0.0, "measure")
    loc = HexLocator(job.grid)
    in_play = np.ones(loc.count, dtype=bool)
    for label in job.off_map:
        h = job.grid.parse(label)
        in_play[loc.index_of(h)] = False
    return measure(image, job.grid, t, in_play, job.options, progress)


# --------------------------------------------------------------------------- examples


@dataclass(frozen=True)
class Examples:
    """What the user showed: hexes of each terrain and overlay, traced lines."""

    terrain: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    overlays: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    hexsides: Mapping[str, tuple[Pair, ...]] = field(default_factory=dict)
    roads: Mapping[str, tuple[Pair, ...]] = field(default_factory=dict)
    coastal: tuple[str, ...] = ()

    def is_empty(self) -> bool:
        return not any(self.terrain.values())

    def count(self) -> int:
        return sum(len(v) for d in (self.terrain, self.overlays, self.hexsides, self.roads) for v in d.values()) + len(self.coastal)

    @classmethod
    def from_scenario(cls, scenario: Scenario) -> Examples:
        """The current painting as examples: painted terrain, overlays, coastal
        flags, hexside lines and roads.

        A hex left at the map's default terrain counts as an example of it
        only when it carries something else (an overlay, a name, a flag):
        an untouched hex may simply not be painted yet.
        """
        from hexstudio.scenario import edits as E

        m = scenario.map
        terrain: dict[str, list[str]] = {}
        overlays: dict[str, list[str]] = {}
        coastal = []
        for label, d in m.hexes.items():
            terrain.setdefault(d.terrain or m.default_terrain, []).append(label)
            for f in d.features:
                overlays.setdefault(f, []).append(label)
            if d.coastal:
                coastal.append(label)
        sides: dict[str, list[Pair]] = {}
        for pair, feats in E.hexside_features(scenario).items():
            for f in feats:
                sides.setdefault(f, []).append(pair)
        roads: dict[str, list[Pair]] = {}
        for pair, t in E.road_links(scenario).items():
            roads.setdefault(t, []).append(pair)
        return cls(
            {k: tuple(v) for k, v in terrain.items()},
            {k: tuple(v) for k, v in overlays.items()},
            {k: tuple(v) for k, v in sides.items()},
            {k: tuple(v) for k, v in roads.items()},
            tuple(coastal),
        )

    def merged(self, other: Examples) -> Examples:
        def join(a: Mapping[str, tuple], b: Mapping[str, tuple]) -> dict[str, tuple]:
            out = {k: tuple(v) for k, v in a.items()}
            for k, v in b.items():
                out[k] = tuple(dict.fromkeys((*out.get(k, ()), *v)))
            return out

        return Examples(
            join(self.terrain, other.terrain),
            join(self.overlays, other.overlays),
            join(self.hexsides, other.hexsides),
            join(self.roads, other.roads),
            tuple(dict.fromkeys((*self.coastal, *other.coastal))),
        )


# --------------------------------------------------------------------------- suggestions


@dataclass(frozen=True)
class HexSuggestion:
    label: str
    terrain: str
    confidence: float
    ranked: tuple[tuple[str, float], ...]  # every taught terrain, most likely first
    overlays: frozenset[str]  # taught overlays the centre shows
    overlay_confidence: float  # the least sure of the overlay decisions
    coastal: bool | None  # None: not judged (no water terrain taught, or a water hex)
    coastal_confidence: float
    outlier: bool  # looks like none of the taught terrains

    @property
    def overall(self) -> float:
        """The least sure part of the suggestion."""
        parts = [self.confidence, self.overlay_confidence]
        if self.coastal is not None:
            parts.append(self.coastal_confidence)
        return min(parts)


@dataclass(frozen=True)
class LineSuggestion:
    hexes: Pair  # canonical order (as ``Hexside``)
    type: str
    confidence: float
    score: float


@dataclass(frozen=True)
class Suggestions:
    hexes: Mapping[str, HexSuggestion]
    hexsides: tuple[LineSuggestion, ...]
    roads: tuple[LineSuggestion, ...]
    overlays_taught: tuple[str, ...]
    hexsides_taught: tuple[str, ...]
    roads_taught: tuple[str, ...]
    unseen: tuple[str, ...]  # hexes in play the scan does not show
    problems: tuple[str, ...] = ()  # examples left out, and why


def _indices(grid: Grid, loc: HexLocator, labels: Iterable[str], what: str) -> list[int]:
    out = []
    for x in labels:
        try:
            out.append(loc.index_of(grid.parse(x)))
        except LabelError as e:
            raise ExampleError(f"{what}: {e}") from None
    return out


def _side_indices(f: ScanFeatures, loc: HexLocator, pairs: Iterable[Pair], what: str) -> list[int]:
    grid = f.grid
    lookup = {(int(a), int(b)): i for i, (a, b) in enumerate(f.sides)}
    out = []
    for a, b in pairs:
        try:
            side = Hexside(grid.parse(a), grid.parse(b))
        except (LabelError, ValueError) as e:
            raise ExampleError(f"{what}: {e}") from None
        key = (loc.index_of(side.a), loc.index_of(side.b))
        if key in lookup:
            out.append(lookup[key])
    if not out:
        raise ExampleError(f"{what}: the example lies off the map")
    return out


def suggest(f: ScanFeatures, scenario: Scenario, examples: Examples) -> Suggestions:
    """Suggestions for every hex the scan shows (raises ExampleError)."""
    grid = f.grid
    loc = HexLocator(grid)
    terrains = scenario.terrain_by_id()
    for t in examples.terrain:
        if t not in terrains or terrains[t].kind != "base":
            raise ExampleError(f"'{t}' is not a base terrain of this scenario")
    for t in examples.overlays:
        if t not in terrains or terrains[t].kind != "overlay":
            raise ExampleError(f"'{t}' is not an overlay of this scenario")
    in_play = np.ones(loc.count, dtype=bool)
    off = {grid.label(grid.parse(x)) for x in scenario.map.off_map}
    labels = [grid.label(loc.hex_of(i)) for i in range(loc.count)]
    for i, x in enumerate(labels):
        if x in off:
            in_play[i] = False
    valid = usable(f, in_play)
    known_sides = {t.id for t in scenario.hexside_types}
    known_roads = {t.id for t in scenario.road_types}
    side_ex = {t: _side_indices(f, loc, v, f"example of '{t}'") for t, v in examples.hexsides.items() if v}
    road_ex = {t: _side_indices(f, loc, v, f"example of '{t}'") for t, v in examples.roads.items() if v}
    for t in side_ex:
        if t not in known_sides:
            raise ExampleError(f"'{t}' is not a hexside type of this scenario")
    for t in road_ex:
        if t not in known_roads:
            raise ExampleError(f"'{t}' is not a road type of this scenario")
    plain = f.summary()
    # Roads first: their ink is then left out of the hexes they cross.
    o = f.options
    links = detect_lines(
        f.link_samples,
        f.sides,
        plain.lab_mean,
        road_ex,
        valid,
        np.linspace(-o.link_reach, o.link_reach, o.link_across),
        single=True,
        hexsides=False,
        segments=LINK_SEGMENTS if o.link_along >= 2 * LINK_SEGMENTS else None,
    )
    blocked = np.zeros((loc.count, 6), dtype=bool)
    on = np.flatnonzero(links.present.any(axis=1))
    if len(on):
        pairs = f.sides[on]
        d = loc.directions(pairs)
        blocked[pairs[:, 0], d] = True
        blocked[pairs[:, 1], (d + 3) % 6] = True
    hs = f.summary(blocked) if len(on) else plain
    ter_ex = {t: _indices(grid, loc, v, f"examples of '{t}'") for t, v in examples.terrain.items() if v}
    terrain: TerrainResult = classify_terrain(hs, ter_ex, valid)
    ov_ex = {t: _indices(grid, loc, v, f"examples of '{t}'") for t, v in examples.overlays.items() if v}
    overlays: OverlayResult = classify_overlays(hs, terrain, ov_ex, valid)
    water = [t for t in terrain.classes if terrains[t].water]
    coast: CoastResult | None = classify_coast(hs, terrain, water, valid, _indices(grid, loc, examples.coastal, "coastal examples"))
    sides = detect_lines(
        f.side_samples,
        f.sides,
        plain.lab_mean,
        side_ex,
        valid,
        np.linspace(-o.side_reach, o.side_reach, o.side_across),
        terrain.best,
        touching=loc.touching_sides(f.sides),
    )
    hexes: dict[str, HexSuggestion] = {}
    unseen = []
    for i, label in enumerate(labels):
        if not in_play[i]:
            continue
        if not valid[i] or terrain.best[i] < 0:
            unseen.append(label)
            continue
        order = np.argsort(-terrain.proba[i])
        ranked = tuple((terrain.classes[j], float(terrain.proba[i, j])) for j in order)
        present = frozenset(overlays.overlays[j] for j in range(len(overlays.overlays)) if overlays.present[i, j])
        oconf = float(overlays.confidence[i].min()) if len(overlays.overlays) else 1.0
        tid = terrain.classes[int(terrain.best[i])]
        if coast is not None and not terrains[tid].water:
            coastal: bool | None = bool(coast.coastal[i])
            cconf = float(coast.confidence[i])
        else:
            coastal, cconf = None, 1.0
        hexes[label] = HexSuggestion(label, tid, float(terrain.confidence[i]), ranked, present, oconf, coastal, cconf, bool(terrain.outlier[i]))
    return Suggestions(
        hexes,
        _lines(sides, f, labels),
        _lines(links, f, labels),
        overlays.overlays,
        sides.types,
        links.types,
        tuple(unseen),
        (*links.problems, *sides.problems),
    )


def _lines(result: LineResult, f: ScanFeatures, labels: Sequence[str]) -> tuple[LineSuggestion, ...]:
    out = []
    for i, j in zip(*np.nonzero(result.present), strict=True):
        a, b = f.sides[i]
        out.append(LineSuggestion((labels[a], labels[b]), result.types[j], float(result.confidence[i, j]), float(result.score[i, j])))
    return tuple(out)


__all__ = [
    "AnalysisInput",
    "ExampleError",
    "Examples",
    "HexSuggestion",
    "LineSuggestion",
    "ScanError",
    "Suggestions",
    "analyse",
    "suggest",
]
