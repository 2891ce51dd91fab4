"""Counters as the printed games draw them, and the stacks shown on the board.

``CounterInfo`` is everything needed to paint one counter face; the board
never looks a unit up again while painting. ``paint_counter`` draws a face
into a square; ``CounterStackItem`` is one item per hex holding a stack.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from hexstudio.board.nato import nato_symbol
from hexstudio.hexgrid import Hex
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import SIZE_MARKS, Provenance, Scenario, Unit, UnitSize, Values

# Below this many device pixels per counter side, a counter is a plain square.
DETAIL_MIN_PX = 22.0
REDUCED_VALUE_COLOR = "#c4121a"
ESTIMATE_COLOR = "#3d6fa8"  # the corner of a counter whose values are reconstructed


@dataclass(frozen=True, slots=True)
class CounterInfo:
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
        from dataclasses import replace

        return replace(
            self,
            suppressed=self.suppressed if suppressed is None else suppressed,
            selected=self.selected if selected is None else selected,
        )


def _halved(v: Values) -> Values:
    """Computed reduced face (Monte Castelo 7.1): half PA and PD rounded up, minimum 1."""
    return v.model_copy(update={"attack": max(1, math.ceil(v.attack / 2)), "defence": max(1, math.ceil(v.defence / 2))})


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
        f = _font(max(px * width / w, 1.0), bold)
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
    if info.stripe:
        painter.fillRect(QRectF(x, y + side * 0.02, side, side * 0.16), QColor(info.stripe))
    if info.reduced:
        # The flipped side: a red corner band, as a reminder at a glance.
        tri = QPainterPath()
        tri.moveTo(rect.right(), rect.top())
        tri.lineTo(rect.right() - side * 0.28, rect.top())
        tri.lineTo(rect.right(), rect.top() + side * 0.28)
        tri.closeSubpath()
        painter.fillPath(tri, QColor(REDUCED_VALUE_COLOR))
    # Size mark above the unit box.
    painter.setPen(fg)
    painter.setFont(_font(side * 0.15, True))
    painter.drawText(QRectF(x, y + side * 0.03, side, side * 0.17), Qt.AlignmentFlag.AlignCenter, info.size_mark)
    # NATO box.
    box = QRectF(x + side * 0.24, y + side * 0.2, side * 0.52, side * 0.34)
    pen = QPen(fg, max(side * 0.035, 0.5))
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(box)
    sym = nato_symbol(info.symbol)
    if sym is not None:
        painter.save()
        painter.translate(box.topLeft())
        painter.scale(box.width(), box.height())
        p2 = QPen(fg, max(side * 0.03, 0.5) / box.height())
        p2.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(p2)
        painter.setClipRect(QRectF(0, 0, 1, 1))
        painter.drawPath(sym.strokes)
        if not sym.fills.isEmpty():
            painter.fillPath(sym.fills, fg)
        painter.restore()
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
    painter.setFont(_fitted_font(side * 0.22, True, values, side * 0.94))
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


class CounterStackItem(QGraphicsItem):
    """The counters in one hex, drawn bottom to top with a small offset each."""

    def __init__(self, hex_: Hex, counters: Sequence[CounterInfo], side: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.hex = hex_
        self.counters: tuple[CounterInfo, ...] = tuple(counters)
        self.side = side
        self.offset = side * 0.08
        self.mark_estimated = False  # the board's "mark reconstructed counters" view
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._bounds = self._compute_bounds()

    def _compute_bounds(self) -> QRectF:
        n = max(len(self.counters), 1)
        half = self.side / 2
        shift = self.offset * (n - 1)
        pad = self.side * 0.1
        return QRectF(-half - pad, -half - shift - pad, self.side + shift + 2 * pad, self.side + shift + 2 * pad)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def counter_rect(self, index: int) -> QRectF:
        """Where counter ``index`` (0 = bottom) is drawn, in item coordinates."""
        half = self.side / 2
        d = self.offset * index
        return QRectF(-half + d, -half - d, self.side, self.side)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        detail = lod * self.side >= DETAIL_MIN_PX
        n = len(self.counters)
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
