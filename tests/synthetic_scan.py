"""Synthetic "scans" of printed maps, made from a scenario (a test helper).

The map is drawn the way a printed wargame map might be, and deliberately
not the way hexstudio draws it: another palette, other symbols (tree dots,
hachures, wave lines, town blocks), coastlines that bite into the coastal
land hexes, meandering rivers on the hexsides, roads that wobble between
hex centres, a grey hex grid and the hex numbers printed at the top of each
hex. Then it is "scanned": turned a little, scaled, stretched, blotchy paper,
grain, blur and JPEG compression. ``scene_to_image`` is the ground truth a
calibration should recover.

Headless (Pillow and numpy); used by the scan-analysis tests, the GUI test
and ``benchmarks/bench_scan.py``.
"""

from __future__ import annotations

import colorsys
import hashlib
import io
import itertools
import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from hexstudio.calibration import Affine
from hexstudio.hexgrid import Grid, Hex, Hexside
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import Scenario

RGB = tuple[int, int, int]
Pt = tuple[float, float]

PAPER: RGB = (243, 236, 216)
GRID_INK: RGB = (72, 72, 72)
NUMBER_INK: RGB = (35, 35, 35)

# Base terrain by the catalogue's symbol (or id): fill colour and symbol kind.
BASE_STYLES: dict[str, tuple[RGB, str]] = {
    "open": ((236, 226, 190), "grass"),
    "trees": ((104, 156, 74), "trees"),
    "mountain": ((212, 168, 108), "hachures"),
    "waves": ((112, 172, 218), "waves"),
    "city": ((188, 186, 182), "blocks"),
    "marsh": ((150, 182, 168), "marsh"),
    "mangrove": ((118, 150, 96), "mangrove"),
    "ridge": ((226, 208, 160), "ridge"),
    "peak": ((136, 96, 72), "cone"),
    "volcano": ((120, 82, 62), "cone"),
    "village": ((232, 214, 178), "houses"),
    "airfield": ((206, 206, 196), "runway"),
    "italy": ((168, 160, 150), "plain"),
    "h600": ((206, 218, 150), "plain"),
    "h800": ((220, 190, 122), "contour"),
    "h1000": ((182, 136, 92), "contour"),
}
# Overlay symbols at the hex centre, by symbol (or id).
OVERLAY_STYLES: dict[str, str] = {
    "city": "town",
    "village": "village",
    "airfield": "airstrip",
    "port": "anchor",
    "fortification": "fort",
    "fort": "fort",
    "flood": "flooding",
    "peak": "summit",
    "trees": "copse",
    "bivouac": "tent",
    "beach": "beach",
}
# Hexside lines by style (colour, width in hex radii, dash pattern).
SIDE_STYLES: dict[str, tuple[RGB, float, str]] = {
    "river": ((28, 78, 168), 0.10, "solid"),
    "stream": ((70, 140, 212), 0.06, "solid"),
    "sea_arm": ((64, 120, 190), 0.16, "solid"),
    "wall": ((30, 30, 30), 0.06, "teeth"),
    "line": ((140, 30, 150), 0.09, "dash"),
    "ford": ((28, 78, 168), 0.06, "dash"),
}
WIDE_RIVERS = {"rhine"}  # ids drawn wider and darker than a plain river
ROAD_STYLES: dict[str, tuple[RGB, float, str]] = {
    "paved": ((196, 40, 32), 0.09, "solid"),
    "unpaved": ((150, 92, 44), 0.07, "dash"),
    "trail": ((92, 62, 34), 0.05, "dot"),
    "rail": ((20, 20, 20), 0.05, "solid"),
}


@dataclass(frozen=True)
class ScanStyle:
    """How the scan is "printed" and "scanned"."""

    px_per_unit: float = 0.6  # scan pixels per scene unit (hex radius 40 -> 24 px)
    rotation_deg: float = 0.8
    stretch: float = 1.012  # a little more scale down than across
    margin_px: int = 40
    supersample: int = 2  # drawn this many times larger, then reduced (anti-aliasing)
    blur: float = 0.7
    grain: float = 6.0
    blotches: float = 7.0
    jpeg_quality: int = 72
    numbers: bool = True
    seed: int = 1
    canvas: tuple[int, int] | None = None  # the sheet's size in pixels (the map centred on it)


@dataclass(frozen=True)
class SyntheticScan:
    path: Path
    size: tuple[int, int]
    scene_to_image: Affine  # scene units -> scan pixels (Qt pixel coordinates)
    grid: Grid

    def image_point(self, label: str) -> Pt:
        return self.scene_to_image.map(*self.grid.center(self.grid.parse(label)))


def _shifted_colour(hexcolour: str, key: str) -> RGB:
    """A stand-in printed colour for a terrain hexstudio colours ``hexcolour``:
    the hue turned and the value changed, so the scan never matches the catalogue."""
    r, g, b = (int(hexcolour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    h, s, v = colorsys.rgb_to_hsv(r, g, b)
    k = int(hashlib.sha1(key.encode()).hexdigest()[:4], 16) / 65535
    h = (h + 0.07 + 0.05 * k) % 1.0
    s = min(1.0, s * 1.15 + 0.05)
    v = max(0.35, min(0.95, v * (0.92 + 0.1 * k)))
    return tuple(round(c * 255) for c in colorsys.hsv_to_rgb(h, s, v))  # type: ignore[return-value]


def _darker(c: RGB, k: float) -> RGB:
    return (round(c[0] * k), round(c[1] * k), round(c[2] * k))


class _Painter:
    """Draws in scene coordinates through the scan transform."""

    def __init__(self, draw: ImageDraw.ImageDraw, t: Affine, ss: int, grid: Grid, rnd: random.Random) -> None:
        self.draw = draw
        self.t = t
        self.ss = ss
        self.grid = grid
        self.r = grid.size
        self.rnd = rnd
        self.px = math.sqrt(abs(t.det())) * ss  # drawing pixels per scene unit
        self.hpx = self.px * self.r  # drawing pixels per hex radius (widths are in hex radii)

    def xy(self, p: Pt) -> Pt:
        x, y = self.t.map(*p)
        # Qt pixel (i) spans [i, i + 1); Pillow puts pixel i's centre at i.
        return x * self.ss - 0.5, y * self.ss - 0.5

    def local(self, centre: Pt, dx: float, dy: float) -> Pt:
        return centre[0] + dx * self.r, centre[1] + dy * self.r

    def polygon(self, pts: Iterable[Pt], fill: RGB, outline: RGB | None = None, width: float = 0) -> None:
        self.draw.polygon([self.xy(p) for p in pts], fill=fill, outline=outline, width=max(0, round(width * self.hpx)))

    def line(self, pts: Sequence[Pt], colour: RGB, width: float, dash: str = "solid") -> None:
        w = max(1, round(width * self.hpx))
        xy = [self.xy(p) for p in pts]
        if dash == "solid":
            self.draw.line(xy, fill=colour, width=w, joint="curve")
            return
        if dash == "teeth":
            self.draw.line(xy, fill=colour, width=w, joint="curve")
        # Cumulative length along the polyline (scene units), to cut it into pieces.
        cum = [0.0]
        for (x0, y0), (x1, y1) in itertools.pairwise(pts):
            cum.append(cum[-1] + math.hypot(x1 - x0, y1 - y0))
        total = cum[-1]

        def at(s: float) -> tuple[Pt, Pt]:
            """Point at length s along the polyline, and the unit direction there."""
            i = max(0, min(len(pts) - 2, next((k for k in range(len(cum) - 1) if cum[k + 1] >= s), len(pts) - 2)))
            seg = (cum[i + 1] - cum[i]) or 1.0
            f = (s - cum[i]) / seg
            (x0, y0), (x1, y1) = pts[i], pts[i + 1]
            return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f), ((x1 - x0) / seg, (y1 - y0) / seg)

        if dash == "teeth":
            n = int(total / (0.25 * self.r))
            for k in range(n + 1):
                (bx, by), (ux, uy) = at(k * 0.25 * self.r)
                tip = (bx - uy * 0.12 * self.r + ux * 0.06 * self.r, by + ux * 0.12 * self.r + uy * 0.06 * self.r)
                self.draw.line([self.xy((bx, by)), self.xy(tip)], fill=colour, width=w)
            return
        on, off = {"dash": (0.22, 0.12), "dot": (0.08, 0.08)}[dash]
        period = (on + off) * self.r
        k = 0
        while k * period < total:
            s0 = k * period
            s1 = min(total, s0 + on * self.r)
            (p0, _), (p1, _) = at(s0), at(s1)
            self.draw.line([self.xy(p0), self.xy(p1)], fill=colour, width=w)
            k += 1

    def disc(self, c: Pt, radius: float, fill: RGB, outline: RGB | None = None) -> None:
        x, y = self.xy(c)
        rr = radius * self.hpx
        self.draw.ellipse([x - rr, y - rr, x + rr, y + rr], fill=fill, outline=outline, width=max(1, round(rr * 0.25)) if outline else 0)


def _hex_poly(grid: Grid, h: Hex, shrink: float = 1.0) -> list[Pt]:
    cx, cy = grid.center(h)
    return [(cx + (x - cx) * shrink, cy + (y - cy) * shrink) for x, y in grid.corners(h)]


def _base_symbols(p: _Painter, kind: str, c: Pt, fill: RGB, rnd: random.Random) -> None:
    j = lambda: rnd.uniform(-0.05, 0.05)  # noqa: E731
    if kind == "grass":
        for dx, dy in ((-0.35, 0.1), (0.3, 0.25), (0.05, -0.25), (-0.1, 0.45)):
            p.disc(p.local(c, dx + j(), dy + j()), 0.025, _darker(fill, 0.8))
    elif kind == "trees":
        for dx, dy in ((0, 0), (-0.4, -0.2), (0.4, -0.2), (-0.4, 0.28), (0.4, 0.28), (0, 0.5), (0, -0.42), (-0.62, 0.04), (0.62, 0.04)):
            p.disc(p.local(c, dx + j(), dy + j()), 0.11, (46, 96, 38), (30, 62, 26))
    elif kind == "hachures":
        for dx, dy in ((-0.35, 0.05), (0.3, -0.15), (0.05, 0.4), (0.0, -0.4)):
            a = p.local(c, dx - 0.16 + j(), dy + 0.1)
            b = p.local(c, dx + j(), dy - 0.12)
            d = p.local(c, dx + 0.16 + j(), dy + 0.1)
            p.line([a, b, d], (120, 78, 40), 0.045)
    elif kind == "waves":
        for dy in (-0.35, 0.0, 0.35):
            pts = [p.local(c, -0.6 + 0.1 * i, dy + 0.05 * math.sin(i * 1.6)) for i in range(13)]
            p.line(pts, (178, 212, 238), 0.035)
    elif kind == "blocks":
        for dx, dy in ((-0.3, -0.15), (0.05, -0.25), (0.35, -0.05), (-0.15, 0.2), (0.2, 0.3), (-0.45, 0.35)):
            x, y = dx + j(), dy + j()
            p.polygon([p.local(c, x - 0.09, y - 0.09), p.local(c, x + 0.09, y - 0.09), p.local(c, x + 0.09, y + 0.09), p.local(c, x - 0.09, y + 0.09)], (70, 64, 60))
    elif kind in ("marsh", "mangrove"):
        ink = (54, 104, 170) if kind == "marsh" else (40, 80, 50)
        for dx, dy in ((-0.4, -0.2), (0.1, -0.3), (0.35, 0.1), (-0.25, 0.3), (0.15, 0.45), (-0.05, 0.05)):
            x, y = dx + j(), dy + j()
            p.line([p.local(c, x - 0.14, y), p.local(c, x + 0.14, y)], ink, 0.04)
            if kind == "mangrove":
                p.line([p.local(c, x, y), p.local(c, x, y - 0.12)], ink, 0.04)
    elif kind == "ridge":
        pts = [p.local(c, -0.7 + 0.14 * i, 0.12 * math.sin(i * 1.3) + j()) for i in range(11)]
        p.line(pts, (120, 70, 30), 0.09)
    elif kind == "cone":
        p.polygon([p.local(c, -0.32, 0.25), p.local(c, 0.32, 0.25), p.local(c, 0.0, -0.3)], (200, 60, 40), (60, 30, 20), 0.03)
    elif kind == "houses":
        for dx, dy in ((-0.2, -0.1), (0.15, -0.2), (0.05, 0.2)):
            p.polygon([p.local(c, dx - 0.08, dy - 0.08), p.local(c, dx + 0.08, dy - 0.08), p.local(c, dx + 0.08, dy + 0.08), p.local(c, dx - 0.08, dy + 0.08)], (160, 60, 50))
    elif kind == "runway":
        p.line([p.local(c, -0.6, 0.3), p.local(c, 0.6, -0.3)], (90, 90, 96), 0.14)
        p.line([p.local(c, -0.5, -0.25), p.local(c, 0.5, 0.25)], (90, 90, 96), 0.14)
    elif kind == "contour":
        for k in (0.5, 0.75):
            pts = [p.local(c, k * math.cos(a) * 0.9, k * math.sin(a) * 0.8) for a in np.linspace(0.3, 2.6, 8)]
            p.line(pts, _darker(fill, 0.7), 0.03)


def _overlay_symbol(p: _Painter, kind: str, c: Pt, k: float) -> None:
    def at(dx: float, dy: float) -> Pt:
        return p.local(c, dx * k, dy * k)

    if kind == "town":
        p.polygon([at(-0.3, -0.1), at(-0.1, -0.3), at(0.25, -0.25), at(0.3, 0.1), at(0.1, 0.3), at(-0.25, 0.22)], (150, 28, 36), (80, 10, 20), 0.02)
    elif kind == "village":
        for dx, dy in ((-0.14, -0.08), (0.14, -0.08), (0.0, 0.16)):
            p.disc(at(dx, dy), 0.09 * k, (176, 36, 48))
    elif kind == "airstrip":
        p.polygon([at(-0.34, -0.06), at(0.34, -0.06), at(0.34, 0.06), at(-0.34, 0.06)], (40, 40, 48))
        p.polygon([at(-0.06, -0.3), at(0.06, -0.3), at(0.06, 0.3), at(-0.06, 0.3)], (40, 40, 48))
    elif kind == "anchor":
        # An anchor on a white roundel.
        p.disc(at(0, 0.02), 0.36 * k, (250, 250, 246), (20, 40, 110))
        p.disc(at(0, -0.18), 0.07 * k, (250, 250, 246), (20, 40, 110))
        p.line([at(0, -0.11), at(0, 0.26)], (20, 40, 110), 0.07 * k)
        p.line([at(-0.2, 0.08), at(-0.1, 0.24), at(0.1, 0.24), at(0.2, 0.08)], (20, 40, 110), 0.07 * k)
    elif kind == "fort":
        pts = [at(0.3 * math.cos(a), 0.3 * math.sin(a)) for a in np.linspace(0, 2 * math.pi, 7)]
        p.line(pts, (20, 20, 20), 0.07 * k)
        for a in np.linspace(0, 2 * math.pi, 7)[:-1]:
            p.polygon([at(0.3 * math.cos(a), 0.3 * math.sin(a)), at(0.42 * math.cos(a + 0.25), 0.42 * math.sin(a + 0.25)), at(0.3 * math.cos(a + 0.5), 0.3 * math.sin(a + 0.5))], (20, 20, 20))
    elif kind == "flooding":
        for dy in (-0.3, -0.1, 0.1, 0.3):
            p.line([at(-0.35, dy), at(0.35, dy)], (40, 100, 200), 0.05 * k)
    elif kind == "summit":
        p.polygon([at(-0.22, 0.16), at(0.22, 0.16), at(0.0, -0.24)], (20, 20, 20))
        p.polygon([at(-0.1, 0.1), at(0.1, 0.1), at(0.0, -0.08)], (250, 250, 250))
    elif kind == "copse":
        for dx, dy in ((0, 0), (-0.24, -0.12), (0.24, -0.12), (-0.2, 0.2), (0.2, 0.2)):
            p.disc(at(dx, dy), 0.11 * k, (40, 110, 44), (20, 60, 24))
    elif kind == "tent":
        p.polygon([at(-0.25, 0.2), at(0.25, 0.2), at(0.0, -0.22)], (226, 110, 20), (90, 40, 0), 0.03)
    elif kind == "beach":
        for dy in (-0.15, 0.0, 0.15):
            p.line([at(-0.3, dy), at(0.3, dy)], (240, 170, 40), 0.06 * k)


def _meander(a: Pt, b: Pt, r: float, rnd: random.Random, amp: float = 0.04, n: int = 8) -> list[Pt]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    phase = rnd.uniform(0, math.pi)
    out = []
    for i in range(n + 1):
        t = i / n
        w = amp * r * math.sin(math.pi * t) * math.sin(phase + 2 * math.pi * t)
        out.append((a[0] + dx * t + nx * w, a[1] + dy * t + ny * w))
    return out


def scene_to_image_transform(grid: Grid, style: ScanStyle) -> tuple[Affine, tuple[int, int]]:
    """The "scanner": scene units to scan pixels, and the scan's size."""
    th = math.radians(style.rotation_deg)
    k = style.px_per_unit
    a, b = k * math.cos(th), -k * math.sin(th) * style.stretch
    d, e = k * math.sin(th), k * math.cos(th) * style.stretch
    w, h = grid.pixel_size()
    corners = [(0.0, 0.0), (w, 0.0), (0.0, h), (w, h)]
    xs = [a * x + b * y for x, y in corners]
    ys = [d * x + e * y for x, y in corners]
    m = style.margin_px
    t = Affine(a, b, m - min(xs), d, e, m - min(ys))
    size = (math.ceil(max(xs) - min(xs) + 2 * m), math.ceil(max(ys) - min(ys) + 2 * m))
    if style.canvas is not None:
        cw, ch = style.canvas
        t = Affine(a, b, (cw - (max(xs) - min(xs))) / 2 - min(xs), d, e, (ch - (max(ys) - min(ys))) / 2 - min(ys))
        size = (cw, ch)
    return t, size


def render_map(scenario: Scenario, style: ScanStyle) -> tuple[Image.Image, Affine]:
    """The printed map, "scanned" (before the JPEG step)."""
    grid = grid_of(scenario.map)
    m = scenario.map
    t, (w, h) = scene_to_image_transform(grid, style)
    ss = max(1, style.supersample)
    img = Image.new("RGB", (w * ss, h * ss), PAPER)
    draw = ImageDraw.Draw(img)
    rnd = random.Random(style.seed)
    p = _Painter(draw, t, ss, grid, rnd)
    terrains = scenario.terrain_by_id()
    water = {tid for tid, x in terrains.items() if x.water}
    off = set(m.off_map)

    def base_of(tid: str) -> tuple[RGB, str]:
        tt = terrains[tid]
        if tid in BASE_STYLES:
            return BASE_STYLES[tid]
        if tt.symbol in BASE_STYLES:
            return BASE_STYLES[tt.symbol]
        return _shifted_colour(tt.color, tid), "plain"

    def terrain(h: Hex) -> str:
        d = m.hexes.get(grid.label(h))
        return (d.terrain if d is not None and d.terrain else None) or m.default_terrain

    hexes = list(grid.hexes())
    for h in hexes:
        if grid.label(h) in off:
            continue
        fill, kind = base_of(terrain(h))
        p.polygon(_hex_poly(grid, h, 1.0), fill)
        _base_symbols(p, kind, grid.center(h), fill, rnd)
    # Coastlines bite into coastal land hexes on their sea-facing sides.
    for h in hexes:
        d = m.hexes.get(grid.label(h))
        if d is None or not d.coastal or terrain(h) in water:
            continue
        c = grid.center(h)
        for n in grid.neighbours(h):
            if terrain(n) not in water:
                continue
            sea_fill, _ = base_of(terrain(n))
            e0, e1 = grid.hexside_endpoints(Hexside(h, n))
            depth = rnd.uniform(0.12, 0.3)
            inner = [(e[0] + (c[0] - e[0]) * depth, e[1] + (c[1] - e[1]) * depth) for e in (e0, e1)]
            coast = _meander(inner[0], inner[1], grid.size, rnd, amp=0.06)
            p.polygon([e0, *coast, e1], sea_fill)
            p.line(coast, (58, 110, 150), 0.03)
    # Overlays at the centre (two side by side when a hex has two).
    for h in hexes:
        d = m.hexes.get(grid.label(h))
        if d is None or not d.features:
            continue
        kinds = []
        for f in d.features:
            tt = terrains.get(f)
            kind = OVERLAY_STYLES.get(f) or OVERLAY_STYLES.get((tt.symbol if tt else "") or "")
            if kind:
                kinds.append(kind)
        c = grid.center(h)
        if len(kinds) == 1:
            _overlay_symbol(p, kinds[0], c, 1.0)
        else:
            for i, kind in enumerate(kinds[:2]):
                _overlay_symbol(p, kind, p.local(c, -0.2 if i == 0 else 0.2, 0.05), 0.7)
    # The printed grid.
    seen: set[Hexside] = set()
    for h in hexes:
        for n in h.neighbours():
            side = Hexside(h, n)
            if side in seen:
                continue
            seen.add(side)
            if not (grid.contains(h) or grid.contains(n)):
                continue
            p.line(list(grid.hexside_endpoints(side)), GRID_INK, 0.035)
    # Rivers, streams and other hexside lines.
    side_types = {x.id: x for x in scenario.hexside_types}
    for hs in m.hexsides:
        a, b = grid.parse(hs.hexes[0]), grid.parse(hs.hexes[1])
        for f in hs.features:
            st = side_types.get(f)
            if st is None or st.style == "bridge":
                continue
            colour, width, dash = SIDE_STYLES.get(st.style, SIDE_STYLES["river"])
            if f in WIDE_RIVERS:
                colour, width = (18, 46, 120), 0.16
            e0, e1 = grid.hexside_endpoints(Hexside(a, b))
            p.line(_meander(e0, e1, grid.size, rnd) if dash == "solid" else [e0, e1], colour, width, dash)
    # Roads, wobbling a little between the hex centres.
    road_types = {x.id: x for x in scenario.road_types}
    for road in m.roads:
        rt = road_types.get(road.type)
        colour, width, dash = ROAD_STYLES.get(rt.style if rt else "paved", ROAD_STYLES["paved"])
        pts = []
        for i, label in enumerate(road.path):
            cx, cy = grid.center(grid.parse(label))
            wob = 0.0 if i in (0, len(road.path) - 1) else 0.06
            pts.append((cx + rnd.uniform(-wob, wob) * grid.size, cy + rnd.uniform(-wob, wob) * grid.size))
        p.line(pts, colour, width, dash)
    # Bridges: a dark bar across the river where a bridge is.
    for hs in m.hexsides:
        if any(side_types.get(f) is not None and side_types[f].style == "bridge" for f in hs.features):
            a, b = grid.parse(hs.hexes[0]), grid.parse(hs.hexes[1])
            ca, cb = grid.center(a), grid.center(b)
            mid = ((ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2)
            ux, uy = (cb[0] - ca[0]) / math.dist(ca, cb), (cb[1] - ca[1]) / math.dist(ca, cb)
            r = grid.size
            p.line([(mid[0] - ux * 0.14 * r, mid[1] - uy * 0.14 * r), (mid[0] + ux * 0.14 * r, mid[1] + uy * 0.14 * r)], (60, 44, 30), 0.12)
    # Hex numbers at the top of each hex.
    if style.numbers:
        font = ImageFont.load_default(size=max(6, round(0.25 * grid.size * p.px)))
        for h in hexes:
            cx, cy = grid.center(h)
            x, y = p.xy((cx, cy - 0.62 * grid.size))
            draw.text((x, y), grid.label(h), fill=NUMBER_INK, font=font, anchor="mm")
    if ss > 1:
        img = img.reduce(ss)
    return img, t


def _age(img: Image.Image, style: ScanStyle) -> Image.Image:
    """Paper blotches, grain and the scanner's blur, a strip of rows at a
    time (a 10,000 x 7,000 scan stays within a few hundred megabytes)."""
    rng = np.random.default_rng(style.seed)
    w, h = img.size
    small = rng.normal(0.0, 1.0, (max(2, h // 48), max(2, w // 48))).astype(np.float32)
    field = Image.fromarray(small, mode="F").resize((w, h), Image.Resampling.BICUBIC)
    out = Image.new("RGB", (w, h))
    rows = 512
    for y0 in range(0, h, rows):
        y1 = min(h, y0 + rows)
        arr = np.asarray(img.crop((0, y0, w, y1)), dtype=np.float32)
        blot = np.asarray(field.crop((0, y0, w, y1)), dtype=np.float32)[..., None] * style.blotches
        arr += blot + rng.normal(0.0, style.grain, arr.shape).astype(np.float32)
        np.clip(arr, 0, 255, out=arr)
        out.paste(Image.fromarray(arr.astype(np.uint8), "RGB"), (0, y0))
        del arr, blot
    del field
    return out.filter(ImageFilter.GaussianBlur(style.blur)) if style.blur > 0 else out


def make_scan(scenario: Scenario, path: Path, style: ScanStyle | None = None) -> SyntheticScan:
    """Draw, "scan" and save ``scenario``'s map as a JPEG (or PNG by suffix) at ``path``."""
    st = style or ScanStyle()
    img, t = render_map(scenario, st)
    img = _age(img, st)
    path = Path(path)
    if path.suffix.lower() in (".jpg", ".jpeg"):
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=st.jpeg_quality)
        path.write_bytes(buf.getvalue())
    else:
        img.save(path)
    return SyntheticScan(path, img.size, t, grid_of(scenario.map))


# --------------------------------------------------------------------------- the user's part


def click_references(scan: SyntheticScan, jitter: float = 1.0, seed: int = 3) -> list[tuple[str, tuple[float, float]]]:
    """Four hexes near the map's corners, "clicked" within ``jitter`` scan
    pixels of their centres, labelled as printed: a calibration's input."""
    g = scan.grid
    rnd = random.Random(seed)
    picks = [(1, 1), (g.columns - 2, 2), (2, g.rows - 2), (g.columns - 3, g.rows - 3)]
    out = []
    for c, r in picks:
        label = g.label(g.from_offset(c, r))
        x, y = scan.image_point(label)
        out.append((label, (x + rnd.uniform(-jitter, jitter), y + rnd.uniform(-jitter, jitter))))
    return out


def one_example_each(scenario: Scenario, seed: int = 3) -> dict[str, dict[str, tuple]]:
    """What a user shows: one hex per terrain and overlay, one traced hexside
    per hexside type (bridges aside), one link per road type.

    Like a person, it picks clear examples: a hex amid hexes of its own
    terrain with no overlay or coast; an overlay alone on its hex; a line
    across the commonest open ground and with no other line on it, where
    there is one.
    """
    from hexstudio.scenario import edits as E

    g = grid_of(scenario.map)
    m = scenario.map
    rnd = random.Random(seed)
    off = set(m.off_map)

    def terr(label: str) -> str:
        d = m.hexes.get(label)
        return (d.terrain if d is not None and d.terrain else None) or m.default_terrain

    labels = [g.label(h) for h in g.hexes() if g.label(h) not in off]
    ranked: dict[str, list[tuple[int, str]]] = {}
    for label in labels:
        d = m.hexes.get(label)
        clean = d is None or (not d.features and not d.coastal)
        same = all(terr(g.label(n)) == terr(label) for n in g.neighbours(g.parse(label)))
        ranked.setdefault(terr(label), []).append((0 if clean and same else 1 if clean else 2, label))
    terrain = {}
    for t, v in sorted(ranked.items()):
        best = min(k for k, _ in v)
        terrain[t] = (rnd.choice(sorted(x for k, x in v if k == best)),)
    with_feature: dict[str, list[str]] = {}
    for label in labels:
        d = m.hexes.get(label)
        for f in d.features if d is not None else []:
            with_feature.setdefault(f, []).append(label)
    overlays = {}
    for f, v in sorted(with_feature.items()):
        alone = [x for x in v if len(m.hexes[x].features) == 1 and not m.hexes[x].coastal]
        overlays[f] = (rnd.choice(sorted(alone or v)),)
    water = {t.id for t in scenario.terrain if t.water}
    land = sorted({terr(x) for x in labels} - water, key=lambda t: -sum(1 for x in labels if terr(x) == t))
    plain = land[0] if land else m.default_terrain
    features = E.hexside_features(scenario)
    links = E.road_links(scenario)

    def clear(pairs: list[tuple[str, str]], busy: set[tuple[str, str]]) -> list[tuple[str, str]]:
        alone = [p for p in pairs if p not in busy and len(features.get(p, [])) <= 1]
        good = [p for p in alone if terr(p[0]) == plain and terr(p[1]) == plain]
        return sorted(good) or sorted(alone) or sorted(pairs)

    styles = {t.id: t.style for t in scenario.hexside_types}
    by_side: dict[str, list[tuple[str, str]]] = {}
    for pair, feats in features.items():
        for f in feats:
            by_side.setdefault(f, []).append(pair)
    hexsides = {f: (rnd.choice(clear(v, set(links))),) for f, v in sorted(by_side.items()) if styles.get(f) != "bridge"}
    by_road: dict[str, list[tuple[str, str]]] = {}
    for pair, t in links.items():
        by_road.setdefault(t, []).append(pair)
    roads = {t: (rnd.choice(clear(v, set())),) for t, v in sorted(by_road.items())}
    return {"terrain": terrain, "overlays": overlays, "hexsides": hexsides, "roads": roads}
