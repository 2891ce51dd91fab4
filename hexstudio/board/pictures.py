"""Finished pictures of the map, kept per zoom, so a repaint is a few blits.

The map layers are cut into square pictures of ``SIDE`` device pixels laid
on a grid anchored at the scene origin, one grid per zoom (device pixels per
scene unit, the screen's pixel ratio included) and per phase (where the
scene origin falls between two device pixels, so a picture matches what the
layers would paint to the pixel). Anchoring in device pixels lets
neighbouring pictures meet exactly, with no seam or overlap, whatever the
zoom. A picture is filled in as its parts are first exposed, all that a
frame lacks drawn in one pass on a shared sheet and copied in, so a new zoom
costs about one ordinary paint of the screen. Pictures are kept as images:
on the raster engine that paints screens and images they blit as fast as
pixmaps, with no conversion when copied from the sheet. The cache is a
least-recently-used store bounded in bytes: zooming through many levels
drops the oldest pictures, never grows without limit.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import NamedTuple

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QImage, QRegion

SIDE = 256  # device pixels: big enough to blit fast, small enough to redo after an edit
BUDGET_BYTES = 256 * 1024 * 1024
# The sheet pictures are drawn in is kept for the next new zoom up to this size.
SHEET_KEEP_PIXELS = 3072 * 2048
PHASES = 4096  # steps of the scene origin between two device pixels (fine: text snaps to pixels)


def zoom_key(device_scale: float) -> int:
    """Zooms that differ only by rounding noise (in then out again) share pictures."""
    return round(device_scale * 1_000_000)


def anchor(offset: float) -> tuple[int, int]:
    """A device offset of the scene origin as a whole pixel and a phase in 1/PHASES pixel."""
    steps = round(offset * PHASES)
    return steps // PHASES, steps % PHASES


# A NamedTuple, not a dataclass: the class is made at every start, and a dataclass
# compiles its methods from text when made (~0.3 ms each; start-up, issue 11).
class Grid(NamedTuple):
    """Where pictures lie: device pixels per scene unit and the origin's phase."""

    device_scale: float
    phase_x: int
    phase_y: int

    def rect(self, col: int, row: int) -> QRectF:
        """The scene area a picture covers."""
        side = SIDE / self.device_scale
        return QRectF(
            col * side - self.phase_x / PHASES / self.device_scale,
            row * side - self.phase_y / PHASES / self.device_scale,
            side,
            side,
        )

    def range(self, rect: QRectF) -> tuple[int, int, int, int]:
        """First and last column and row (inclusive) of the pictures covering a scene rect."""
        k = self.device_scale
        fx, fy = self.phase_x / PHASES, self.phase_y / PHASES
        return (
            math.floor((rect.left() * k + fx) / SIDE),
            math.ceil((rect.right() * k + fx) / SIDE) - 1,
            math.floor((rect.top() * k + fy) / SIDE),
            math.ceil((rect.bottom() * k + fy) / SIDE) - 1,
        )

    def key(self, group: str, col: int, row: int) -> PictureKey:
        return PictureKey(group, zoom_key(self.device_scale), self.phase_x, self.phase_y, col, row)


# A NamedTuple, not a dataclass: the class is made at every start, and a dataclass
# compiles its methods from text when made (~0.3 ms each; start-up, issue 11).
class PictureKey(NamedTuple):
    """Which picture: of which layers, at which zoom and phase, and where on that grid."""

    group: str  # which layers the picture holds
    zoom: int  # zoom_key of the device scale
    phase_x: int
    phase_y: int
    col: int
    row: int


_WHOLE = QRect(0, 0, SIDE, SIDE)


@dataclass
class Picture:
    """One square of the map at one zoom, drawn bit by bit as it is first shown.

    Only what a frame exposes is drawn (a new zoom costs no more than painting
    the layers did); ``done`` says which of its pixels hold the map so far.
    """

    image: QImage
    area: QRectF  # the scene rect it covers
    done: QRegion = field(default_factory=QRegion)
    # Pixels drawn as a first draft after an edit (a brush stroke's dabs):
    # shown on a view, drawn again exactly when the window is idle, and never
    # used by an export or an image, which get the exact drawing at once.
    rough: QRegion = field(default_factory=QRegion)

    def lacks(self, part: QRect, exact: bool = False) -> bool:
        """Whether some of ``part`` (picture pixels) is not drawn yet (``exact``: or only drafted)."""
        missing = QRegion(part).subtracted(self.done)
        if exact and not self.rough.isEmpty():
            return not missing.isEmpty() or self.rough.intersects(part)
        return not missing.isEmpty()

    @property
    def complete(self) -> bool:
        """Drawn all over (only a complete picture may stand in for another zoom)."""
        return not self.lacks(_WHOLE)


class PictureCache:
    """Pictures by key, the least recently used dropped first once over budget."""

    def __init__(self, budget_bytes: int = BUDGET_BYTES) -> None:
        self.budget_bytes = budget_bytes
        self._items: OrderedDict[PictureKey, Picture] = OrderedDict()
        self._bytes = 0
        self._sheet: QImage | None = None
        # The keys of each level (group, zoom, phase), to find stand-ins at another zoom.
        self._levels: dict[tuple[str, int, int, int], set[PictureKey]] = {}

    def __len__(self) -> int:
        return len(self._items)

    @property
    def bytes(self) -> int:
        """Memory held: the pictures and the sheet kept to draw them in."""
        return self._bytes + (self._sheet.sizeInBytes() if self._sheet is not None else 0)

    def sheet(self, w: int, h: int, dpr: float) -> QImage:
        """An image of at least w x h device pixels to draw new pictures in
        (not cleared). Kept between frames when not too big: fresh memory for
        a whole frame costs more than clearing the old one."""
        sheet = self._sheet
        if sheet is not None and sheet.width() >= w and sheet.height() >= h and sheet.devicePixelRatio() == dpr:
            return sheet
        if sheet is not None:
            w, h = max(w, sheet.width()), max(h, sheet.height())
        sheet = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        sheet.setDevicePixelRatio(dpr)
        keep = w * h <= SHEET_KEEP_PIXELS and sheet.sizeInBytes() <= self.budget_bytes // 4
        self._sheet = sheet if keep else None
        return sheet

    def get(self, key: PictureKey) -> Picture | None:
        picture = self._items.get(key)
        if picture is not None:
            self._items.move_to_end(key)
        return picture

    def put(self, key: PictureKey, picture: Picture) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self._bytes -= _size(old.image)
        self._items[key] = picture
        self._bytes += _size(picture.image)
        self._levels.setdefault(_level(key), set()).add(key)
        while self.bytes > self.budget_bytes and len(self._items) > 1:
            k, dropped = self._items.popitem(last=False)
            self._bytes -= _size(dropped.image)
            self._unlevel(k)

    def _unlevel(self, key: PictureKey) -> None:
        keys = self._levels.get(_level(key))
        if keys is not None:
            keys.discard(key)
            if not keys:
                del self._levels[_level(key)]

    def drop_area(self, area: QRectF) -> None:
        """Forget every picture showing part of ``area`` (at every zoom)."""
        if area.isEmpty():
            return
        stale = [k for k, p in self._items.items() if p.area.intersects(area)]
        for k in stale:
            self._bytes -= _size(self._items.pop(k).image)
            self._unlevel(k)

    def forget_area(self, area: QRectF, keep: tuple[str, int, int, int] | None = None) -> None:
        """Mark ``area`` (a scene rect) as not drawn in every picture showing
        part of it (at every zoom but the level ``keep``, whose pictures the
        caller drafts): the rest of each picture stays as it was, so a brush
        stroke redraws only what each dab changed, not whole pictures."""
        if area.isEmpty():
            return
        stale = []
        for k, p in self._items.items():
            a = p.area
            if not a.intersects(area) or (keep is not None and _level(k) == keep):
                continue
            sc = SIDE / a.width()
            local = QRectF((area.x() - a.x()) * sc, (area.y() - a.y()) * sc, area.width() * sc, area.height() * sc)
            # Whole pixels, outward: a pixel partly in the area is drawn again.
            px = QRect(
                QPoint(math.floor(local.left()), math.floor(local.top())),
                QPoint(math.ceil(local.right()) - 1, math.ceil(local.bottom()) - 1),
            )
            p.done = p.done.subtracted(QRegion(px))
            if p.done.isEmpty():
                stale.append(k)
        for k in stale:
            self._bytes -= _size(self._items.pop(k).image)
            self._unlevel(k)

    def clear(self) -> None:
        """Forget every picture (the sheet is only scratch, and stays)."""
        self._items.clear()
        self._levels.clear()
        self._bytes = 0

    def standins(self, group: str, grid: Grid, area: QRectF, levels: int = 3) -> list[Picture]:
        """Pictures of ``group`` at the zooms nearest ``grid``'s (not its own)
        that cover part of the scene rect ``area``, the farthest zoom first (so
        nearer ones are drawn over them): what a view shows, scaled, at a new
        zoom until the pictures of that zoom are drawn. Only a picture's
        ``done`` part may be shown."""
        own = zoom_key(grid.device_scale)
        candidates = sorted(
            ((abs(math.log(lv[1] / own)), lv) for lv in self._levels if lv[0] == group and lv[1] != own and lv[1] > 0),
        )[:levels]
        out: list[Picture] = []
        for _, lv in reversed(candidates):
            for k in self._levels.get(lv, ()):
                p = self._items.get(k)
                if p is not None and p.area.intersects(area) and not p.done.isEmpty():
                    out.append(p)
        return out


def _level(key: PictureKey) -> tuple[str, int, int, int]:
    return key.group, key.zoom, key.phase_x, key.phase_y


def _size(image: QImage) -> int:
    return image.sizeInBytes()
