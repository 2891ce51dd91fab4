"""Measuring every hex of a calibrated scan: colour, texture, symbols, lines.

One pass over the (reduced) scan, a strip of rows at a time, so memory stays
bounded whatever the map's size: each pixel is turned into CIELAB through a
table, placed on the grid through the calibrated transform, and added into
per-hex sums with ``numpy.bincount``. Pixels near the hex outline (the
printed grid) and in the band where maps print the hex number are left out.

Per hex this gives the mean and spread of the colour, the edge density
(printed symbols: trees, hachures, waves), and a histogram over a small
palette of the scan's own inks, for the whole hex and separately for its
centre (where city, airfield and fort symbols sit) and the ring around it.
Along every hexside and every centre-to-centre link a small grid of colour
samples is kept for the river and road detectors (``hexstudio.scan.lines``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from hexstudio.calibration import Affine
from hexstudio.hexgrid import DIRECTIONS, Grid
from hexstudio.scan.colour import lab_table, quantise
from hexstudio.scan.geometry import SQRT3, HexLocator, hex_radius, image_to_scene_arrays
from hexstudio.scan.raster import WorkingImage


class Cancelled(Exception):
    """The user stopped the analysis."""


# progress(fraction done in 0..1, what is being done); may raise Cancelled.
Progress = Callable[[float, str], None]


def _no_progress(fraction: float, stage: str) -> None:
    return None


@dataclass(frozen=True)
class MeasureOptions:
    """Where in a hex the analysis looks (all lengths in hex radii)."""

    outline_band: float = 0.2  # pixels with hexagonal radius above 1 - band belong to the printed outline
    edge_limit: float = 0.97  # the band along the outline ends this far out (the grid line itself beyond)
    inner: float = 0.42  # hexagonal radius of the centre, where overlay symbols sit
    # The printed number: a box (left, right, top, bottom) in hex radii from the
    # centre, y down; None when the map prints no numbers inside the hexes.
    label_box: tuple[float, float, float, float] | None = (-0.5, 0.5, -1.0, -0.42)
    spoke: float = 0.13  # half-width of the band from the centre towards each neighbour's centre (roads)
    colours: int = 28  # size of the palette the histograms count over
    strip_rows: int = 96  # working rows measured at a time
    side_along: int = 8  # samples along each hexside (between its corners)
    side_across: int = 7  # samples across it, to forgive a slightly off calibration
    side_reach: float = 0.15  # how far across (each way) the side samples go
    # Samples along each centre-to-centre link, and across it: about one
    # per working pixel, so a dotted trail's dots are not missed between them.
    link_along: int = 25
    link_across: int = 13
    link_reach: float = 0.18


SPOKES = 6
LINES_AT_ONCE = 512  # links sampled at a time (memory)
ZONES = 2 * (SPOKES + 1)  # (ring, centre) x (off the spokes, spoke 0..5)
STATS = 8  # pixels, sum of L a b, sum of squares of L a b, sum of gradient


def zone_of(inner: bool, spoke: int | None) -> int:
    """Zone index: ``spoke`` is a direction 0..5 (see ``hexgrid.DIRECTIONS``) or None."""
    return (SPOKES + 1) * int(inner) + (0 if spoke is None else spoke + 1)


@dataclass(frozen=True)
class HexSummary:
    """Per-hex statistics over the zones left in (see ``ScanFeatures.summary``)."""

    counts: np.ndarray  # (n,)
    lab_mean: np.ndarray  # (n, 3)
    lab_std: np.ndarray  # (n, 3)
    edges: np.ndarray  # (n,) mean CIELAB lightness gradient (ink strokes per pixel)
    hist: np.ndarray  # (n, k) share of each ink over the measured part of the hex
    hist_inner: np.ndarray  # (n, k) the same, centre only
    hist_ring: np.ndarray  # (n, k) the same, the ring around the centre
    hist_all: np.ndarray  # (n, k) the same over the whole hex, its outline band too (coastlines run there)


@dataclass
class ScanFeatures:
    """What the scan shows in each hex of the map rectangle (index ``row * columns + col``).

    Every hex is measured in zones: its centre and the ring around it, each
    split into the six "spokes" towards the neighbouring hex centres (where
    roads run) and the rest. A suggestion leaves out the spokes where it
    found a road, so a road through open ground does not make it look like a
    village.
    """

    grid: Grid
    transform: Affine  # scan pixel -> scene
    options: MeasureOptions
    expected: float  # measured pixels of a hex lying wholly on the scan
    palette: np.ndarray  # (k, 3) CIELAB of the scan's inks
    zone_hist: np.ndarray  # (n, ZONES, k) pixels of each ink per zone
    zone_stats: np.ndarray  # (n, ZONES, STATS)
    edge_hist: np.ndarray  # (n, k) pixels of each ink in the band along the outline
    sides: np.ndarray  # (m, 2) hex index pairs, canonical Hexside order
    side_samples: np.ndarray  # (m, along, across, 3) CIELAB along each hexside
    link_samples: np.ndarray  # (m, along, across, 3) CIELAB from centre a to centre b
    working_scale: tuple[float, float]
    stats: dict[str, float] = field(default_factory=dict)
    _plain: HexSummary | None = None

    @property
    def count(self) -> int:
        return len(self.zone_stats)

    def summary(self, blocked: np.ndarray | None = None) -> HexSummary:
        """Statistics per hex, leaving out the spokes ``blocked`` marks ((n, 6) bool)."""
        if blocked is None and self._plain is not None:
            return self._plain
        w = np.ones((self.count, ZONES), dtype=np.float32)
        if blocked is not None:
            for inner in (False, True):
                w[:, zone_of(inner, 0) : zone_of(inner, 0) + SPOKES] = ~blocked
        st = np.einsum("nzs,nz->ns", self.zone_stats, w.astype(np.float64))
        hz = self.zone_hist * w[:, :, None]
        half = SPOKES + 1
        h_ring = hz[:, :half].sum(axis=1)
        h_inner = hz[:, half:].sum(axis=1)
        c_inner = np.einsum("nz,nz->n", self.zone_stats[:, half:, 0], w[:, half:].astype(np.float64))
        cnt = st[:, 0]
        safe = np.maximum(cnt, 1.0)[:, None]
        mean = st[:, 1:4] / safe
        std = np.sqrt(np.maximum(st[:, 4:7] / safe - mean**2, 0.0))
        c_ring = cnt - c_inner
        out = HexSummary(
            counts=cnt.astype(np.float32),
            lab_mean=mean.astype(np.float32),
            lab_std=std.astype(np.float32),
            edges=(st[:, 7] / safe[:, 0]).astype(np.float32),
            hist=((h_ring + h_inner) / safe).astype(np.float32),
            hist_inner=(h_inner / np.maximum(c_inner, 1.0)[:, None]).astype(np.float32),
            hist_ring=(h_ring / np.maximum(c_ring, 1.0)[:, None]).astype(np.float32),
            hist_all=(
                (h_ring + h_inner + self.edge_hist) / np.maximum(cnt + self.edge_hist.sum(axis=1), 1.0)[:, None]
            ).astype(np.float32),
        )
        if blocked is None:
            self._plain = out
        return out

    @property
    def counts(self) -> np.ndarray:
        return self.summary().counts

    @property
    def lab_mean(self) -> np.ndarray:
        return self.summary().lab_mean

    def coverage(self) -> np.ndarray:
        """Share of each hex the scan covers (0: off the scan)."""
        return np.minimum(self.counts / max(self.expected, 1.0), 1.0)


# --------------------------------------------------------------------------- palette


def _kmeans(points: np.ndarray, weights: np.ndarray, k: int, iterations: int = 25, seed: int = 0) -> np.ndarray:
    """Weighted k-means (k-means++ start, fixed seed): k centres of ``points``."""
    rng = np.random.default_rng(seed)
    n = len(points)
    if n <= k:
        return points.astype(np.float32).copy()
    p = weights / weights.sum()
    centres = [points[rng.choice(n, p=p)]]
    d2 = np.sum((points - centres[0]) ** 2, axis=1)
    for _ in range(1, k):
        w = d2 * weights
        if w.sum() <= 0:
            break
        c = points[rng.choice(n, p=w / w.sum())]
        centres.append(c)
        d2 = np.minimum(d2, np.sum((points - c) ** 2, axis=1))
    cs = np.array(centres, dtype=np.float64)
    for _ in range(iterations):
        nearest = nearest_centre(points, cs)
        total = np.bincount(nearest, weights=weights, minlength=len(cs))
        moved = cs.copy()
        for j in range(3):
            s = np.bincount(nearest, weights=weights * points[:, j], minlength=len(cs))
            moved[:, j] = np.where(total > 0, s / np.maximum(total, 1e-12), cs[:, j])
        if np.allclose(moved, cs, atol=0.05):
            cs = moved
            break
        cs = moved
    return cs.astype(np.float32)


MAX_PALETTE_POINTS = 12_000


def _palette_of(counts: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """The scan's inks from a histogram over quantised colours, and a table
    giving each quantised colour its nearest ink.

    Colours are weighted by the square root of their frequency, so the few
    pixels of a city symbol still earn an ink of their own beside the sea's
    millions.
    """
    table = lab_table()
    used = np.flatnonzero(counts)
    if len(used) > MAX_PALETTE_POINTS:
        # The most frequent colours; the rest are grain around them.
        used = used[np.argsort(counts[used])[-MAX_PALETTE_POINTS:]]
    pts = table[used].astype(np.float64)
    w = np.sqrt(counts[used].astype(np.float64))
    palette = _kmeans(pts, w, k)
    return palette, nearest_centre(table, palette).astype(np.uint8)


def nearest_centre(points: np.ndarray, centres: np.ndarray) -> np.ndarray:
    """Index of the nearest centre to each point (squared distances through one matrix product)."""
    p = np.asarray(points, dtype=np.float32)
    c = np.asarray(centres, dtype=np.float32)
    # Three channels: explicit per-channel sums beat a matrix product this thin.
    d = (p[:, 0, None] - c[None, :, 0]) ** 2
    for j in range(1, p.shape[1]):
        d += (p[:, j, None] - c[None, :, j]) ** 2
    return np.argmin(d, axis=1)


# --------------------------------------------------------------------------- measuring


def _rows_geometry(
    locator: HexLocator, t: Affine, image: WorkingImage, ys: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Hex index, offset and hexagonal radius of every pixel of working rows ``ys``."""
    w = image.size[0]
    sx, sy = image.scale
    u = ((np.arange(w, dtype=np.float64) + 0.5) * sx)[None, :]
    v = ((ys.astype(np.float64) + 0.5) * sy)[:, None]
    x, y = image_to_scene_arrays(t, u, v)
    pts = locator.locate(x, y)
    return pts.index, pts.dx, pts.dy, pts.rho


def _zones(
    options: MeasureOptions, index: np.ndarray, dx: np.ndarray, dy: np.ndarray, rho: np.ndarray, in_play: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Masks of the measured part of each hex, of its centre, and of the band along its outline."""
    seen = (index >= 0) & in_play[np.maximum(index, 0)]
    if options.label_box is not None:
        x0, x1, ya, yb = options.label_box
        seen &= ~((dx > x0) & (dx < x1) & (dy > ya) & (dy < yb))
    core = seen & (rho < 1.0 - options.outline_band)
    edge = seen & ~core & (rho < options.edge_limit)
    inner = core & (rho < options.inner)
    return core, inner, edge


def _expected_pixels(grid: Grid, t: Affine, image: WorkingImage, options: MeasureOptions, locator: HexLocator) -> float:
    """Measured pixels of a hex wholly on the scan: counted on a fine lattice
    over one hex, scaled by the hex's area in working pixels."""
    n = 201
    g = np.linspace(-1.0, 1.0, n)
    dx, dy = np.meshgrid(g, g)
    rho = hex_radius(dx, dy, locator.flat)
    core = rho < 1.0 - options.outline_band
    if options.label_box is not None:
        x0, x1, ya, yb = options.label_box
        core &= ~((dx > x0) & (dx < x1) & (dy > ya) & (dy < yb))
    share = core.mean() * 4.0 / (1.5 * SQRT3)  # of the hex's own area (3*sqrt(3)/2 r^2)
    hex_area_scene = 1.5 * SQRT3 * grid.size**2
    scene_per_pixel = abs(t.det()) * image.scale[0] * image.scale[1]
    return float(share * hex_area_scene / scene_per_pixel)


def measure(
    image: WorkingImage,
    grid: Grid,
    transform: Affine,
    in_play: np.ndarray | None = None,
    options: MeasureOptions | None = None,
    progress: Progress | None = None,
) -> ScanFeatures:
    """Measure every hex of ``grid`` on ``image``; ``transform`` takes scan
    pixels (of the original, full-size scan) to scene coordinates."""
    opts = options or MeasureOptions()
    report = progress or _no_progress
    locator = HexLocator(grid)
    n = locator.count
    play = np.ones(n, dtype=bool) if in_play is None else np.asarray(in_play, dtype=bool)
    pixels = image.pixels
    height, width = pixels.shape[:2]
    table = lab_table()
    rows = max(8, opts.strip_rows)
    strips = list(range(0, height, rows))

    # Pass 1 (every fourth row): the scan's inks, from the colours inside hexes.
    report(0.0, "palette")
    colour_counts = np.zeros(len(table), dtype=np.int64)
    for i, y0 in enumerate(strips):
        y1 = min(height, y0 + rows)
        ys = np.arange(y0, y1, 4)
        if len(ys) == 0:
            continue
        index, dx, dy, rho = _rows_geometry(locator, transform, image, ys)
        core, _, _ = _zones(opts, index, dx, dy, rho, play)
        q = quantise(pixels[ys])
        colour_counts += np.bincount(q[core], minlength=len(table))
        report(0.15 * (i + 1) / len(strips), "palette")
    if colour_counts.sum() == 0:
        colour_counts[quantise(pixels[::8, ::8]).ravel()] += 1
    palette, ink_of = _palette_of(colour_counts, opts.colours)
    k = len(palette)

    # Pass 2: per-hex, per-zone sums, a strip at a time.
    sector_dir, phi = _spoke_table(locator)
    zs = np.zeros((n * ZONES, STATS), dtype=np.float64)
    zh = np.zeros(n * ZONES * k, dtype=np.float64)
    eh = np.zeros(n * k, dtype=np.float64)
    for i, y0 in enumerate(strips):
        y1 = min(height, y0 + rows)
        # One row of margin each way for the lightness gradient.
        a0, a1 = max(0, y0 - 1), min(height, y1 + 1)
        q = quantise(pixels[a0:a1])
        light = table[q, 0]
        grad = np.zeros((y1 - y0, width), dtype=np.float32)
        top = y0 - a0
        mid = light[top : top + (y1 - y0)]
        grad[:, 1:-1] = np.abs(mid[:, 2:] - mid[:, :-2])
        up = light[np.clip(np.arange(y0, y1) - 1, 0, height - 1) - a0]
        down = light[np.clip(np.arange(y0, y1) + 1, 0, height - 1) - a0]
        grad += np.abs(down - up)
        del up, down, light, mid
        q = q[top : top + (y1 - y0)]
        index, dx, dy, rho = _rows_geometry(locator, transform, image, np.arange(y0, y1))
        core, inner, edge = _zones(opts, index, dx, dy, rho, play)
        del rho
        eh += np.bincount(index[edge].astype(np.int64) * k + ink_of[q[edge]], minlength=n * k)
        del edge
        dxc, dyc = dx[core], dy[core]
        del dx, dy
        # Nearest spoke by angle, and the distance across it.
        theta = np.arctan2(dyc, dxc)
        sector = np.rint((theta - phi[0]) / (np.pi / 3)).astype(np.int64) % SPOKES
        off = theta - phi[sector]
        across = np.hypot(dxc, dyc) * np.abs(np.sin(off))
        spoke = np.where(across < opts.spoke, sector_dir[sector] + 1, 0)
        del theta, sector, off, across, dxc, dyc
        zone = inner[core].astype(np.int64) * (SPOKES + 1) + spoke
        cell = index[core].astype(np.int64) * ZONES + zone
        del zone, spoke
        qc = q[core]
        lab = table[qc].astype(np.float64)
        zs[:, 0] += np.bincount(cell, minlength=n * ZONES)
        for j in range(3):
            zs[:, 1 + j] += np.bincount(cell, weights=lab[:, j], minlength=n * ZONES)
            zs[:, 4 + j] += np.bincount(cell, weights=lab[:, j] ** 2, minlength=n * ZONES)
        zs[:, 7] += np.bincount(cell, weights=grad[core], minlength=n * ZONES)
        zh += np.bincount(cell * k + ink_of[qc], minlength=n * ZONES * k)
        del lab, cell, qc, grad, q, index, core, inner
        report(0.15 + 0.7 * (i + 1) / len(strips), "hexes")

    features = ScanFeatures(
        grid=grid,
        transform=transform,
        options=opts,
        expected=_expected_pixels(grid, transform, image, opts, locator),
        palette=palette,
        zone_hist=zh.reshape(n, ZONES, k).astype(np.float32),
        zone_stats=zs.reshape(n, ZONES, STATS),
        edge_hist=eh.reshape(n, k).astype(np.float32),
        sides=np.zeros((0, 2), dtype=np.int32),
        side_samples=np.zeros((0, opts.side_along, opts.side_across, 3), dtype=np.float32),
        link_samples=np.zeros((0, opts.link_along, opts.link_across, 3), dtype=np.float32),
        working_scale=image.scale,
    )
    report(0.85, "lines")
    _sample_lines(features, image, locator)
    report(1.0, "done")
    return features


def _spoke_table(locator: HexLocator) -> tuple[np.ndarray, np.ndarray]:
    """For each 60-degree sector (counted from the first spoke's angle), the
    grid direction whose neighbour lies that way, and each sector's angle."""
    angles = []
    for d in DIRECTIONS:
        x, y = locator.raw(d.q, d.r)
        angles.append(math.atan2(y, x))
    phi0 = angles[0]
    sector_dir = np.zeros(SPOKES, dtype=np.int64)
    phi = np.zeros(SPOKES, dtype=np.float64)
    for d, a in enumerate(angles):
        k = round((a - phi0) / (math.pi / 3)) % SPOKES
        sector_dir[k] = d
        phi[k] = phi0 + k * math.pi / 3
    return sector_dir, phi


# --------------------------------------------------------------------------- lines


def sample_image(image: WorkingImage, t: Affine, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """CIELAB of the scan at scene points (bilinear), shape of ``x`` + (3,)."""
    inv = t.inverse()
    u, v = image_to_scene_arrays(inv, x, y)
    px = u / image.scale[0] - 0.5
    py = v / image.scale[1] - 0.5
    h, w = image.pixels.shape[:2]
    px = np.clip(px, 0, w - 1.001)
    py = np.clip(py, 0, h - 1.001)
    x0 = np.floor(px).astype(np.int64)
    y0 = np.floor(py).astype(np.int64)
    fx = (px - x0)[..., None]
    fy = (py - y0)[..., None]
    img = image.pixels
    c00 = img[y0, x0].astype(np.float32)
    c01 = img[y0, x0 + 1].astype(np.float32)
    c10 = img[y0 + 1, x0].astype(np.float32)
    c11 = img[y0 + 1, x0 + 1].astype(np.float32)
    rgb = (c00 * (1 - fx) + c01 * fx) * (1 - fy) + (c10 * (1 - fx) + c11 * fx) * fy
    return lab_table()[quantise(np.rint(rgb).astype(np.uint8))]


def _sample_lines(features: ScanFeatures, image: WorkingImage, locator: HexLocator) -> None:
    opts = features.options
    grid = features.grid
    sides = locator.sides()
    features.sides = sides
    if len(sides) == 0:
        return
    centres = locator.centres()
    a = centres[sides[:, 0]]
    b = centres[sides[:, 1]]
    d = b - a
    length = np.hypot(d[:, 0], d[:, 1])[:, None]
    unit = d / length  # from centre a towards centre b
    normal = np.stack([-unit[:, 1], unit[:, 0]], axis=1)  # along the hexside
    mid = (a + b) / 2
    r = grid.size
    # Hexside: along its length (corner to corner is one radius), across it a little each way.
    along = np.linspace(-0.3, 0.3, opts.side_along) * r
    across = np.linspace(-opts.side_reach, opts.side_reach, opts.side_across) * r
    px = mid[:, 0, None, None] + normal[:, 0, None, None] * along[None, :, None] + unit[:, 0, None, None] * across[None, None, :]
    py = mid[:, 1, None, None] + normal[:, 1, None, None] * along[None, :, None] + unit[:, 1, None, None] * across[None, None, :]
    features.side_samples = sample_image(image, features.transform, px, py)
    # Link: from a little past centre a to a little before centre b (the
    # centres hold symbols and the junctions of roads).
    t = np.linspace(0.2, 0.8, opts.link_along)
    across = np.linspace(-opts.link_reach, opts.link_reach, opts.link_across) * r
    out = np.empty((len(sides), opts.link_along, opts.link_across, 3), dtype=np.float32)
    # A block of links at a time: the bilinear sampling's temporaries for
    # every link at once would be several times the samples themselves.
    for i0 in range(0, len(sides), LINES_AT_ONCE):
        k = slice(i0, i0 + LINES_AT_ONCE)
        px = a[k, 0, None, None] + d[k, 0, None, None] * t[None, :, None] + normal[k, 0, None, None] * across[None, None, :]
        py = a[k, 1, None, None] + d[k, 1, None, None] * t[None, :, None] + normal[k, 1, None, None] * across[None, None, :]
        out[k] = sample_image(image, features.transform, px, py)
    features.link_samples = out
