"""Counters as the printed games draw them, and the stacks shown on the board.

``CounterInfo`` is everything needed to paint one counter face; the board
never looks a unit up again while painting. ``paint_counter`` draws a face
into a square; ``CounterStackItem`` is one item per hex holding a stack.
"""

from __future__ import annotations

import functools
import math
from collections import OrderedDict
from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPaintEngine, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from hexstudio.board.nato import nato_symbol
from hexstudio.hexgrid import Hex
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import SIZE_MARKS, Provenance, Scenario, Unit, UnitSize, Values

# Below this many device pixels per counter side a counter shows its compact
# face (side colour, unit symbol, values), drawn at least COMPACT_PX across so it
# stays readable on the whole front at fit; below TINY_PX it is a plain square.
DETAIL_MIN_PX = 22.0
COMPACT_PX = 24.0
TINY_PX = 6.0
# Counter faces kept as pictures, by stack and size (bytes).
FACE_BUDGET_BYTES = 48 * 1024 * 1024
REDUCED_VALUE_COLOR = "#c4121a"
ESTIMATE_COLOR = "#3d6fa8"  # the corner of a counter whose values are reconstructed


# A NamedTuple, not a dataclass: the class is made at every start, and a dataclass
# compiles its methods from text when made (~0.3 ms each; start-up, issue 11).
class CounterInfo(NamedTuple):
    """One counter face, ready to paint (hashable, so faces can be cached)."""

    unit_id: str
    short: str
    size_mark: str
    symbol: str
    attack: int
    defence: int
    movement: float
    range: int | None = None
    reduced: bool = False
    background: str = "#d8d8d8"
    text_color: str = "#000000"
    stripe: str | None = None
    band: tuple[str, ...] = ()  # the formation's colour band, left to right
    side: str = ""
    suppressed: bool = False
    selected: bool = False
    bombard: int | None = None
    estimated: bool = False  # its values are reconstructed: the book does not print them

    def values_text(self) -> str:
        """ "3-4-6", with the range in brackets after the attack: "6(4)-2-3"."""
        if self.bombard is not None and self.attack == 0 and self.defence == 0:
            # Bombardment-only pieces (naval guns, air) print their PB value.
            rng = f" ({self.range})" if self.range is not None else ""
            return f"PB {self.bombard}{rng}"
        mv = int(self.movement) if float(self.movement).is_integer() else self.movement
        att = str(self.attack)
        if self.range is not None:
            att = f"{att}({self.range})"
        return f"{att}-{self.defence}-{mv}"

    def with_flags(self, *, suppressed: bool | None = None, selected: bool | None = None) -> CounterInfo:
        return self._replace(
            suppressed=self.suppressed if suppressed is None else suppressed,
            selected=self.selected if selected is None else selected,
        )


def _halved(v: Values) -> Values:
    """Computed reduced face (Monte Castelo 7.1): half PA and PD rounded up, minimum 1."""
    return v.model_copy(update={"attack": max(1, math.ceil(v.attack / 2)), "defence": max(1, math.ceil(v.defence / 2))})


def formation_band(scenario: Scenario, formation: str | None) -> tuple[str, ...]:
    """The colour band of a formation: its own, else the nearest formation above it that has one."""
    parents = {f.id: f for f in scenario.formations}
    seen: set[str] = set()
    while formation is not None and formation in parents and formation not in seen:
        seen.add(formation)
        f = parents[formation]
        if f.band:
            return tuple(f.band)
        formation = f.parent
    return ()


def counter_info(scenario: Scenario, unit: Unit, reduced: bool = False) -> CounterInfo:
    """The face of ``unit`` (full or reduced) in ``scenario``'s colours."""
    nat = next((n for n in scenario.nationalities if n.id == unit.nationality), None)
    utype = next((t for t in scenario.unit_types if t.id == unit.type), None)
    values = unit.full
    if reduced:
        values = unit.reduced if unit.reduced is not None else _halved(unit.full)
    side = nat.side if nat is not None else ""
    return CounterInfo(
        unit_id=unit.id,
        short=unit.short or unit.name,
        size_mark=SIZE_MARKS.get(UnitSize(unit.size), ""),
        symbol=utype.symbol if utype is not None else "",
        attack=values.attack,
        defence=values.defence,
        movement=values.movement,
        range=values.range,
        reduced=reduced,
        background=nat.color if nat is not None else "#d8d8d8",
        text_color=nat.text_color if nat is not None else "#000000",
        stripe=nat.stripe if nat is not None else None,
        band=formation_band(scenario, unit.formation),
        side=side,
        bombard=values.bombard,
        estimated=unit.provenance == Provenance.RECONSTRUCTED,
    )


def setup_placements(scenario: Scenario) -> dict[Hex, list[CounterInfo]]:
    """The scenario's initial set-up as counters per hex (unknown units skipped)."""
    grid = grid_of(scenario.map)
    units = scenario.unit_by_id()
    out: dict[Hex, list[CounterInfo]] = {}
    for p in scenario.setup:
        unit = units.get(p.unit)
        if unit is None:
            continue
        h = grid.parse(p.hex)
        out.setdefault(h, []).append(counter_info(scenario, unit, p.reduced))
    return out


# --------------------------------------------------------------------------- painting


def _lighter(color: QColor, amount: float) -> QColor:
    """Blend toward white: the reduced side is printed paler."""
    return QColor(
        round(color.red() + (255 - color.red()) * amount),
        round(color.green() + (255 - color.green()) * amount),
        round(color.blue() + (255 - color.blue()) * amount),
    )


_FONTS: dict[tuple[int, bool], QFont] = {}


def _font(px: float, bold: bool = False) -> QFont:
    # Pixel sizes are integers; keep a few fonts rather than one per call.
    key = (max(1, round(px)), bold)
    f = _FONTS.get(key)
    if f is None:
        f = QFont("Sans")
        f.setPixelSize(key[0])
        f.setBold(bold)
        f.setStyleHint(QFont.StyleHint.SansSerif)
        _FONTS[key] = f
    return f


def _fitted_font(px: float, bold: bool, text: str, width: float) -> QFont:
    """The font at ``px``, or smaller so that ``text`` fits ``width``."""
    f = _font(px, bold)
    w = QFontMetricsF(f).horizontalAdvance(text)
    if w > width > 0:
        # Pixel sizes are whole: round down, or the text overshoots by up to half a pixel per em.
        f = _font(max(math.floor(px * width / w), 1), bold)
    return f


def _estimate_corner(painter: QPainter, rect: QRectF, size: float) -> None:
    """A hatched bottom-left corner: the counter's values are estimates (shown on request)."""
    tri = QPainterPath()
    tri.moveTo(rect.left(), rect.bottom())
    tri.lineTo(rect.left() + size, rect.bottom())
    tri.lineTo(rect.left(), rect.bottom() - size)
    tri.closeSubpath()
    tint = QColor(ESTIMATE_COLOR)
    tint.setAlpha(70)
    painter.fillPath(tri, tint)
    painter.fillPath(tri, QBrush(QColor(ESTIMATE_COLOR), Qt.BrushStyle.BDiagPattern))
    painter.setPen(QPen(QColor(ESTIMATE_COLOR), 0))
    painter.drawLine(QPointF(rect.left() + size, rect.bottom()), QPointF(rect.left(), rect.bottom() - size))


def paint_counter(painter: QPainter, rect: QRectF, info: CounterInfo, detail: bool = True,
                  mark_estimated: bool = False) -> None:
    """Draw one counter face filling ``rect`` (a square); ``mark_estimated`` marks a counter
    whose values are reconstructed (``CounterInfo.estimated``) with a hatched corner."""
    side = rect.width()
    bg = QColor(info.background)
    if info.reduced:
        bg = _lighter(bg, 0.45)
    fg = QColor(info.text_color)
    if detail:
        painter.setPen(QPen(QColor(0, 0, 0), side * 0.03))
    else:
        # A hairline edge keeps tiny counters apart from the terrain under them.
        edge = QPen(QColor(20, 20, 20), 0)
        painter.setPen(edge)
    painter.setBrush(QBrush(bg))
    painter.drawRect(rect)
    if not detail:
        if info.reduced:
            # Even as a plain square, a reduced unit keeps a red corner.
            tri = QPainterPath()
            tri.moveTo(rect.right(), rect.top())
            tri.lineTo(rect.right() - side * 0.45, rect.top())
            tri.lineTo(rect.right(), rect.top() + side * 0.45)
            tri.closeSubpath()
            painter.fillPath(tri, QColor(REDUCED_VALUE_COLOR))
        if mark_estimated and info.estimated:
            _estimate_corner(painter, rect, side * 0.45)
        if info.selected:
            painter.setPen(QPen(QColor("#ffd400"), side * 0.12))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect)
        return
    x, y = rect.left(), rect.top()
    mark_color = paint_bands(painter, rect, info, bg)
    if info.reduced:
        # The flipped side: a red corner band, as a reminder at a glance.
        tri = QPainterPath()
        tri.moveTo(rect.right(), rect.top())
        tri.lineTo(rect.right() - side * 0.28, rect.top())
        tri.lineTo(rect.right(), rect.top() + side * 0.28)
        tri.closeSubpath()
        painter.fillPath(tri, QColor(REDUCED_VALUE_COLOR))
    # Size mark above the unit box (on a formation band, in whichever of black or white reads).
    painter.setPen(mark_color)
    painter.setFont(_font(side * 0.15, True))
    painter.drawText(QRectF(x, y + side * 0.03, side, side * 0.17), Qt.AlignmentFlag.AlignCenter, info.size_mark)
    # NATO box.
    box = QRectF(x + side * 0.24, y + side * 0.2, side * 0.52, side * 0.34)
    _paint_nato_box(painter, box, info.symbol, fg, max(side * 0.035, 0.5), max(side * 0.03, 0.5))
    # Unit designation.
    painter.setPen(fg)
    painter.setFont(_fitted_font(side * 0.15, False, info.short, side * 0.94))
    painter.drawText(
        QRectF(x + side * 0.02, y + side * 0.55, side * 0.96, side * 0.18),
        Qt.AlignmentFlag.AlignCenter,
        info.short,
    )
    # Values: red on the reduced side, as the books print them.
    painter.setPen(QColor(REDUCED_VALUE_COLOR) if info.reduced else fg)
    values = info.values_text()
    # 0.88: the values keep clear of the edge line, so a cut a little off does not clip them.
    painter.setFont(_fitted_font(side * 0.22, True, values, side * 0.88))
    painter.drawText(QRectF(x, y + side * 0.72, side, side * 0.26), Qt.AlignmentFlag.AlignCenter, values)
    if mark_estimated and info.estimated:
        _estimate_corner(painter, rect, side * 0.27)
    if info.suppressed:
        painter.fillRect(rect, QBrush(QColor(40, 40, 40, 150), Qt.BrushStyle.BDiagPattern))
        painter.setPen(QColor("#c4121a"))
        painter.setFont(_font(side * 0.18, True))
        painter.drawText(
            QRectF(x + side * 0.03, y + side * 0.02, side * 0.3, side * 0.2), Qt.AlignmentFlag.AlignLeft, "S"
        )
    if info.selected:
        painter.setPen(QPen(QColor("#ffd400"), side * 0.1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)


def paint_bands(painter: QPainter, rect: QRectF, info: CounterInfo, background: QColor) -> QColor:
    """The coloured bands across the top of a face: the nationality's stripe and the
    formation's band (each half as tall when there are both), inside the counter's edge.
    Returns the colour the size mark (printed on the bands) reads best in: on one colour,
    black or white; where colours meet under it, it gets a plate of the counter's colour."""
    side = rect.width()
    fg = QColor(info.text_color)
    if not info.band:
        if info.stripe:
            painter.fillRect(QRectF(rect.left(), rect.top() + side * 0.02, side, side * 0.16), QColor(info.stripe))
        return fg
    inset = side * 0.015  # half the edge line: the band leaves the edge showing
    left, width = rect.left() + inset, side - 2 * inset
    top, height = rect.top() + side * 0.02, side * 0.16
    if info.stripe:
        painter.fillRect(QRectF(left, top, width, height / 2), QColor(info.stripe))
        top, height = top + height / 2, height / 2
    n = len(info.band)
    for i, colour in enumerate(info.band):
        painter.fillRect(QRectF(left + width * i / n, top, width / n, height), QColor(colour))
    if n == 1 and not info.stripe:
        return band_text_color(info.band)
    text_w = QFontMetricsF(_font(side * 0.15, True)).horizontalAdvance(info.size_mark)
    if text_w > 0:
        plate_w = text_w + side * 0.16
        painter.fillRect(
            QRectF(rect.center().x() - plate_w / 2, rect.top() + side * 0.035, plate_w, side * 0.13), background
        )
    return fg


def band_text_color(band: Sequence[str]) -> QColor:
    """Black or white, whichever stands out more on the band's colours."""
    colours = [QColor(c) for c in band]
    lightness = sum(0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() for c in colours) / len(colours)
    return QColor(0, 0, 0) if lightness >= 140 else QColor(255, 255, 255)


def paint_counter_compact(painter: QPainter, rect: QRectF, info: CounterInfo, mark_estimated: bool = False) -> None:
    """A counter too small for its full face: side colour, unit symbol and values only.

    The values are written without the size mark and designation, in a bold
    font as large as the square allows; the reduced side keeps its red corner
    and red values, a selected counter its yellow frame.
    """
    side = rect.width()
    bg = QColor(info.background)
    if info.reduced:
        bg = _lighter(bg, 0.45)
    fg = QColor(info.text_color)
    painter.setPen(QPen(QColor(20, 20, 20), max(side * 0.04, 0.6)))
    painter.setBrush(QBrush(bg))
    painter.drawRect(rect)
    x, y = rect.left(), rect.top()
    if info.stripe:
        painter.fillRect(QRectF(x, y + side * 0.02, side, side * 0.1), QColor(info.stripe))
    if info.reduced:
        tri = QPainterPath()
        tri.moveTo(rect.right(), rect.top())
        tri.lineTo(rect.right() - side * 0.3, rect.top())
        tri.lineTo(rect.right(), rect.top() + side * 0.3)
        tri.closeSubpath()
        painter.fillPath(tri, QColor(REDUCED_VALUE_COLOR))
    # The unit symbol, a little larger than on the full face (no size mark above it).
    box = QRectF(x + side * 0.2, y + side * 0.12, side * 0.6, side * 0.38)
    _paint_nato_box(painter, box, info.symbol, fg, max(side * 0.05, 0.6), max(side * 0.045, 0.6))
    # Values in the lower half, as large as fits.
    values = info.values_text().replace(" ", "")
    painter.setPen(QColor(REDUCED_VALUE_COLOR) if info.reduced else fg)
    painter.setFont(_fitted_font(side * 0.4, True, values, side * 0.96))
    painter.drawText(QRectF(x, y + side * 0.52, side, side * 0.46), Qt.AlignmentFlag.AlignCenter, values)
    if mark_estimated and info.estimated:
        _estimate_corner(painter, rect, side * 0.3)
    if info.suppressed:
        painter.fillRect(rect, QBrush(QColor(40, 40, 40, 150), Qt.BrushStyle.BDiagPattern))
    if info.selected:
        painter.setPen(QPen(QColor("#ffd400"), side * 0.12))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)


def compact_scale(px: float) -> float:
    """How much larger than its place a counter is drawn when a counter side is
    ``px`` device pixels: enough for COMPACT_PX, in steps of 10 % (so that a
    zoom step does not change every counter's size), 1 when no larger is needed."""
    if px >= DETAIL_MIN_PX or px < TINY_PX:
        return 1.0
    k = COMPACT_PX / px
    return 1.1 ** math.ceil(math.log(k) / math.log(1.1) - 1e-9)


class FaceImages:
    """Pictures of counter stacks at the sizes views show them.

    A stack is drawn once per size and then blitted; at a new zoom the
    picture of the nearest size stands in, scaled, until the exact one is
    made when the window is idle. Least recently used pictures go first once
    over ``budget_bytes``.
    """

    def __init__(self, budget_bytes: int = FACE_BUDGET_BYTES) -> None:
        self.budget_bytes = budget_bytes
        self._items: OrderedDict[tuple, tuple[QImage, QRectF]] = OrderedDict()
        self._by_stack: dict[tuple[CounterInfo, ...], set[tuple]] = {}
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: tuple) -> tuple[QImage, QRectF] | None:
        got = self._items.get(key)
        if got is not None:
            self._items.move_to_end(key)
        return got

    def put(self, key: tuple, image: QImage, rect: QRectF) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self._bytes -= old[0].sizeInBytes()
        self._items[key] = (image, rect)
        self._by_stack.setdefault(key[0], set()).add(key)
        self._bytes += image.sizeInBytes()
        while self._bytes > self.budget_bytes and len(self._items) > 1:
            k, (img, _r) = self._items.popitem(last=False)
            self._bytes -= img.sizeInBytes()
            keys = self._by_stack.get(k[0])
            if keys is not None:
                keys.discard(k)
                if not keys:
                    del self._by_stack[k[0]]

    def nearest(self, key: tuple) -> tuple[QImage, QRectF] | None:
        """The picture of the same stack at the size nearest ``key``'s (not its own)."""
        keys = self._by_stack.get(key[0])
        if not keys:
            return None
        px = key[1]
        best = min((k for k in keys if k != key), key=lambda k: abs(math.log(max(k[1], 1) / max(px, 1))), default=None)
        return self._items.get(best) if best is not None else None

    def clear(self) -> None:
        self._items.clear()
        self._by_stack.clear()
        self._bytes = 0


@functools.lru_cache(maxsize=256)
def _stack_bounds(side: float, count: int, grow: float) -> QRectF:
    """What a stack of ``count`` counters covers, its compact face drawn ``grow``
    times its place (the same for every stack of that height: worked out once)."""
    n = max(count, 1)
    half = side / 2
    shift = side * 0.08 * (n - 1)
    pad = side * 0.1
    full = QRectF(-half - pad, -half - shift - pad, side + shift + 2 * pad, side + shift + 2 * pad)
    if grow > 1.0:
        g = half * grow + pad
        full = full.united(QRectF(-g, -g - pad, 2 * g, 2 * g + pad))
    return full


class CounterStackItem(QGraphicsItem):
    """The counters in one hex, drawn bottom to top with a small offset each."""

    def __init__(
        self,
        hex_: Hex,
        counters: Sequence[CounterInfo],
        side: float,
        parent: QGraphicsItem | None = None,
        faces: FaceImages | None = None,
    ):
        super().__init__(parent)
        self.hex = hex_
        self.counters: tuple[CounterInfo, ...] = tuple(counters)
        self.side = side
        self.offset = side * 0.08
        self.faces = faces
        # How much larger than its place the compact face is drawn (views set it: ``set_compact``).
        self._grow = 1.0
        self.mark_estimated = False  # the board's "mark reconstructed counters" view
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, False)
        if faces is None:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._bounds = self._compute_bounds(self._grow)

    def _compute_bounds(self, grow: float) -> QRectF:
        """What the stack covers with its compact face drawn ``grow`` times its place."""
        return QRectF(_stack_bounds(self.side, len(self.counters), grow))

    @property
    def grow(self) -> float:
        """How much larger than its place the room made for the compact face is."""
        return self._grow

    def set_compact(self, grow: float) -> None:
        """Room for the compact face drawn ``grow`` times its place (see
        ``compact_scale``); a stack may have more room than the face it draws
        (``draw`` never draws it larger than the zoom asks for)."""
        if grow != self._grow:
            self.prepareGeometryChange()
            self._grow = grow
            self._bounds = self._compute_bounds(grow)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def counter_rect(self, index: int) -> QRectF:
        """Where counter ``index`` (0 = bottom) is drawn, in item coordinates."""
        half = self.side / 2
        d = self.offset * index
        return QRectF(-half + d, -half - d, self.side, self.side)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        faces = self.faces
        engine = painter.paintEngine()
        t = painter.worldTransform()
        if (
            faces is None or widget is None or engine is None or engine.type() != QPaintEngine.Type.Raster
            or t.m12() or t.m21() or lod * self.side > 400 or lod * self.side < TINY_PX
        ):
            # Exports, PDF, rotated views, zooms far in, plain squares far out: drawn as it is.
            self.draw(painter, lod)
            return
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        # The face and the picture of it depend on the zoom, not on the room
        # the stack has (which may be larger for a while: ``set_compact``).
        key = (self.counters, round(lod * dpr * 64), self._face_grow(lod), self.mark_estimated)
        got = faces.get(key)
        if got is None:
            stand = faces.nearest(key)
            refiner = getattr(self.scene(), "refiner", None)
            if stand is not None and refiner is not None:
                image, rect = stand
                painter.save()
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
                painter.drawImage(rect, image)
                painter.restore()
                refiner.request(("face", id(self), key), lambda: self._make(key, lod, dpr, True))
                return
            got = self._make(key, lod, dpr, False)
        image, rect = got
        # On whole device pixels: a copy, not a resampling.
        d = t.map(rect.topLeft())
        painter.save()
        painter.resetTransform()
        painter.drawImage(QPointF(math.floor(d.x() * dpr + 0.5) / dpr, math.floor(d.y() * dpr + 0.5) / dpr), image)
        painter.restore()

    def _face_grow(self, lod: float) -> float:
        """How much larger than its place the compact face is drawn at ``lod``."""
        return min(self._grow, compact_scale(lod * self.side)) if self._grow > 1.0 else 1.0

    def _make(self, key: tuple, lod: float, dpr: float, repaint: bool) -> tuple[QImage, QRectF]:
        """Draw the stack at this size into a picture (kept by ``faces``)."""
        # Just what is drawn at this zoom, not all the room the stack may have.
        rect = _stack_bounds(self.side, len(self.counters), key[2])
        w = max(1, math.ceil(rect.width() * lod * dpr) + 1)
        h = max(1, math.ceil(rect.height() * lod * dpr) + 1)
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        p.scale(lod, lod)
        p.translate(-rect.topLeft())
        self.draw(p, lod)
        p.end()
        # The scene rect the picture covers (a stand-in is drawn into it).
        drawn = QRectF(rect.left(), rect.top(), w / dpr / lod, h / dpr / lod)
        if self.faces is not None:
            self.faces.put(key, image, drawn)
        if repaint:
            self.update()
        return image, drawn

    def draw(self, painter: QPainter, lod: float) -> None:
        """Paint the stack in item coordinates at ``lod`` (device pixels per scene unit)."""
        px = lod * self.side
        detail = px >= DETAIL_MIN_PX
        n = len(self.counters)
        if not detail and px >= TINY_PX:
            # Zoomed out: the top counter's compact face, large enough to read.
            grow = self._face_grow(lod)
            half = self.side * grow / 2
            r = QRectF(-half, -half, 2 * half, 2 * half)
            paint_counter_compact(painter, r, self.counters[-1], self.mark_estimated)
            if n > 1:
                d = 2 * half * 0.42
                badge = QRectF(r.right() - d * 0.6, r.top() - d * 0.4, d, d)
                painter.setPen(QPen(QColor("#ffffff"), max(d * 0.08, 0.5)))
                painter.setBrush(QColor("#202020"))
                painter.drawEllipse(badge)
                painter.setPen(QColor("#ffffff"))
                painter.setFont(_font(d * 0.72, True))
                painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(n))
            return
        # Zoomed out, only the top counter is visible enough to matter.
        start = 0 if detail else n - 1
        for i in range(start, n):
            paint_counter(painter, self.counter_rect(i), self.counters[i], detail, self.mark_estimated)
        if n > 1 and detail:
            r = self.counter_rect(n - 1)
            d = self.side * 0.26
            badge = QRectF(r.right() - d * 0.7, r.top() - d * 0.3, d, d)
            painter.setPen(QPen(QColor("#ffffff"), self.side * 0.02))
            painter.setBrush(QColor("#202020"))
            painter.drawEllipse(badge)
            painter.setPen(QColor("#ffffff"))
            painter.setFont(_font(d * 0.7, True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(n))
        elif n > 1:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#202020"))
            r = self.counter_rect(n - 1)
            painter.drawEllipse(QPointF(r.right(), r.top()), self.side * 0.15, self.side * 0.15)


class CounterOverview(QGraphicsItem):
    """Every counter as a small square of its side's colour, in one item.

    Zoomed so far out that a counter is a few pixels (a whole 100 x 100 map
    in a window), a thousand stack items each painting a square cost tens of
    milliseconds a frame; the board shows this instead (``BoardScene``), one
    paint call filling the squares colour by colour.
    """

    def __init__(self, side: float, bounds: QRectF) -> None:
        super().__init__()
        self.side = side
        self._bounds = QRectF(bounds)
        self._groups: list[tuple[QColor, list[QRectF]]] = []
        self._stacks: list[QRectF] = []
        self._selected: list[QRectF] = []
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_bounds(self, bounds: QRectF) -> None:
        self.prepareGeometryChange()
        self._bounds = QRectF(bounds)

    def set_stacks(self, stacks: Sequence[tuple[QPointF, Sequence[CounterInfo]]]) -> None:
        """The counters: each stack's centre and its counters, bottom first."""
        half = self.side / 2
        by_colour: dict[tuple[str, bool], list[QRectF]] = {}
        self._stacks = []
        self._selected = []
        for centre, counters in stacks:
            if not counters:
                continue
            top = counters[-1]
            r = QRectF(centre.x() - half, centre.y() - half, self.side, self.side)
            by_colour.setdefault((top.background, top.reduced), []).append(r)
            if len(counters) > 1:
                d = self.side * 0.3
                self._stacks.append(QRectF(r.right() - d / 2, r.top() - d / 2, d, d))
            if any(c.selected for c in counters):
                self._selected.append(r)
        self._groups = []
        for (colour, reduced), rects in by_colour.items():
            c = QColor(colour)
            self._groups.append((_lighter(c, 0.45) if reduced else c, rects))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.save()
        edge = QPen(QColor(20, 20, 20), 0)
        edge.setCosmetic(True)
        painter.setPen(edge)
        for colour, rects in self._groups:
            painter.setBrush(colour)
            painter.drawRects(rects)
        if self._stacks:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#202020"))
            painter.drawRects(self._stacks)
        if self._selected:
            sel = QPen(QColor("#ffd400"), self.side * 0.15)
            painter.setPen(sel)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRects(self._selected)
        painter.restore()


def _paint_nato_box(painter: QPainter, box: QRectF, symbol: str, fg: QColor, frame: float, stroke: float) -> None:
    """The NATO unit box and its symbol (drawn in the box's unit square, clipped to it);
    ``frame`` and ``stroke`` are the box's and the symbol's line widths in pixels."""
    pen = QPen(fg, frame)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(box)
    sym = nato_symbol(symbol)
    if sym is None:
        return
    painter.save()
    painter.translate(box.topLeft())
    painter.scale(box.width(), box.height())
    p2 = QPen(fg, stroke / box.height())
    p2.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(p2)
    painter.setClipRect(QRectF(0, 0, 1, 1))
    painter.drawPath(sym.strokes)
    if not sym.fills.isEmpty():
        painter.fillPath(sym.fills, fg)
    painter.restore()
