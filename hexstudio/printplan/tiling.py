"""The map at true scale, on one sheet or cut into pages that glue together.

Coordinates: page millimetres from the sheet's top-left corner; "map mm" from
the top-left corner of the printed area (the map with its margin).

Tiling: every page shows a window of the same size; neighbouring windows
share ``overlap`` millimetres of map. The seam runs down the middle of that
shared strip. A page with a neighbour on its left (above) is cut along its
left (top) seam; the cut edge is laid on the neighbour's seam line and glued
over the strip. Alignment crosses sit on each seam at the same map point on
both pages: half of each cross stays on each page, and the halves meet when
the pages line up.

On a single sheet the map is placed so that the turn track and terrain key
fit beside it when they can (under it, or to its right); otherwise they go on
pages of their own.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hexstudio.printplan.extras import Block, fits
from hexstudio.printplan.geometry import Box
from hexstudio.printplan.options import SAFE_MARGIN_MM, paper_size

FOOTER_MM = 14.0  # page label, assembly diagram, scale bar
GAP_MM = 6.0  # between the map and the track/key beside it
MARK_FRACTIONS = (1 / 6, 1 / 2, 5 / 6)  # where along a seam the crosses go


@dataclass(frozen=True)
class Seam:
    """Where a page meets a neighbour. ``side`` is left/right/top/bottom; ``pos`` the
    seam's x (left/right) or y (top/bottom) on the page; ``cut``: this page is cut
    along it (else the neighbour's cut edge is laid on it). ``marks``: positions
    of the alignment crosses along the seam (page y for left/right, x for top/bottom)."""

    side: str
    pos: float
    cut: bool
    marks: tuple[float, ...]

    @property
    def vertical(self) -> bool:
        return self.side in ("left", "right")

    def mark_points(self) -> list[tuple[float, float]]:
        return [(self.pos, m) if self.vertical else (m, self.pos) for m in self.marks]


@dataclass(frozen=True)
class MapTile:
    """One page of the map: the part ``source`` (map mm) drawn in ``window`` (page mm)."""

    row: int
    col: int
    window: Box
    source: Box
    seams: tuple[Seam, ...]

    def seam(self, side: str) -> Seam | None:
        return next((s for s in self.seams if s.side == side), None)

    def to_page(self, mx: float, my: float) -> tuple[float, float]:
        """A map-mm point's place on this page."""
        return self.window.x + mx - self.source.x, self.window.y + my - self.source.y

    def to_map(self, px: float, py: float) -> tuple[float, float]:
        return self.source.x + px - self.window.x, self.source.y + py - self.window.y


@dataclass(frozen=True)
class MapPlan:
    paper: str
    landscape: bool
    page_w: float
    page_h: float
    map_w: float
    map_h: float
    rows: int
    cols: int
    overlap: float
    tiles: tuple[MapTile, ...]
    footer: Box
    # On a single sheet: where the turn track and terrain key go (None: pages of their own).
    extras_area: Box | None = None

    @property
    def pages(self) -> int:
        return len(self.tiles)

    @property
    def single(self) -> bool:
        return len(self.tiles) == 1

    def tile(self, row: int, col: int) -> MapTile:
        return self.tiles[row * self.cols + col]


def page_window(page_w: float, page_h: float) -> Box:
    """The area of a page the map may use: inside the safe margin, above the footer."""
    m = SAFE_MARGIN_MM
    return Box(m, m, page_w - 2 * m, page_h - 2 * m - FOOTER_MM)


def footer_box(page_w: float, page_h: float) -> Box:
    m = SAFE_MARGIN_MM
    return Box(m, page_h - m - FOOTER_MM, page_w - 2 * m, FOOTER_MM)


def _count(length: float, window: float, overlap: float) -> int:
    if length <= window + 1e-9:
        return 1
    if window <= overlap:
        raise ValueError(f"a page window of {window:g} mm cannot hold an overlap of {overlap:g} mm")
    return math.ceil((length - overlap) / (window - overlap) - 1e-9)


def plan_map(
    map_w: float,
    map_h: float,
    paper: str,
    overlap: float = 12.0,
    extras: list[Block] | None = None,
    landscape: bool | None = None,
) -> MapPlan:
    """Place a map of ``map_w`` x ``map_h`` mm on ``paper``: one sheet when it fits,
    else tiles. The orientation giving fewer pages wins (on one sheet: the one
    that also holds ``extras``); ``landscape`` forces one."""
    if not (map_w > 0 and map_h > 0):
        raise ValueError(f"the map has no size ({map_w} x {map_h} mm)")
    choices = [False, True] if landscape is None else [landscape]
    plans = [_plan(map_w, map_h, paper, overlap, extras or [], ls) for ls in choices]

    def score(p: MapPlan) -> tuple[int, int, float]:
        # Fewest pages; then the track and key on the sheet; then the least paper wasted
        # in the last row and column (the map's shape matches the page's).
        win = page_window(p.page_w, p.page_h)
        waste = p.cols * win.w * p.rows * win.h - map_w * map_h
        return p.pages, 0 if (p.extras_area is not None or not extras) else 1, waste

    return min(plans, key=score)


def _plan(map_w: float, map_h: float, paper: str, overlap: float, extras: list[Block], landscape: bool) -> MapPlan:
    pw, ph = paper_size(paper, landscape)
    win = page_window(pw, ph)
    foot = footer_box(pw, ph)
    cols = _count(map_w, win.w, overlap)
    rows = _count(map_h, win.h, overlap)
    if rows == 1 and cols == 1:
        window, area = _single(map_w, map_h, win, extras)
        tile = MapTile(0, 0, window, Box(0.0, 0.0, map_w, map_h), ())
        return MapPlan(paper, landscape, pw, ph, map_w, map_h, 1, 1, overlap, (tile,), foot, area)
    step_x, step_y = win.w - overlap, win.h - overlap
    # The map sits in the middle of the area the pages cover together.
    ox = (cols * win.w - (cols - 1) * overlap - map_w) / 2
    oy = (rows * win.h - (rows - 1) * overlap - map_h) / 2
    half = overlap / 2
    tiles = []
    for r in range(rows):
        for c in range(cols):
            source = Box(c * step_x - ox, r * step_y - oy, win.w, win.h)
            along_y = tuple(win.y + f * win.h for f in MARK_FRACTIONS)
            along_x = tuple(win.x + f * win.w for f in MARK_FRACTIONS)
            seams = []
            if c > 0:
                seams.append(Seam("left", win.x + half, True, along_y))
            if c < cols - 1:
                seams.append(Seam("right", win.right - half, False, along_y))
            if r > 0:
                seams.append(Seam("top", win.y + half, True, along_x))
            if r < rows - 1:
                seams.append(Seam("bottom", win.bottom - half, False, along_x))
            tiles.append(MapTile(r, c, win, source, tuple(seams)))
    return MapPlan(paper, landscape, pw, ph, map_w, map_h, rows, cols, overlap, tuple(tiles), foot, None)


def _single(map_w: float, map_h: float, win: Box, extras: list[Block]) -> tuple[Box, Box | None]:
    """Where the map goes on a sheet that holds it, and the area left for the extras."""
    if extras:
        below = Box(win.x, win.y + map_h + GAP_MM, win.w, win.h - map_h - GAP_MM)
        if below.h > 0 and fits(extras, below):
            return Box(win.x + (win.w - map_w) / 2, win.y, map_w, map_h), below
        right = Box(win.x + map_w + GAP_MM, win.y, win.w - map_w - GAP_MM, win.h)
        if right.w > 0 and fits(extras, right):
            return Box(win.x, win.y + (win.h - map_h) / 2, map_w, map_h), right
    return Box(win.x + (win.w - map_w) / 2, win.y + (win.h - map_h) / 2, map_w, map_h), None
