"""The suggestions drawn over the board, not yet applied.

Each suggested hex gets a disc of its suggested terrain's colour low in the
hex (its centre, where the scan prints symbols, stays visible), a ring for
each suggested overlay and a small wave for a suggested coastal flag; uncertain hexes stand out with a thick dashed red outline and
a question mark. Suggested rivers and roads are dashed lines in their
type's colour. One item paints everything from a few ``QPainterPath``s, so a
thousand hexes cost a handful of draw calls.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from hexstudio.hexgrid import Grid, Hexside
from hexstudio.scan.review import Item
from hexstudio.scenario.model import Scenario

Z_SUGGESTIONS = 6.0  # above the map and its highlights, below the counters
UNSURE_COLOR = QColor("#e53935")
CURRENT_COLOR = QColor("#ffd400")


class SuggestionOverlay(QGraphicsItem):
    """Pending suggestions on the board; ``current`` is the one under review."""
    # (A disc of the suggested terrain's colour low in each hex, rings for
    # overlays, a wave at the left for a coastal flag.)

    def __init__(self, grid: Grid, scenario: Scenario, pending: Iterable[Item], unsure_below: float, current: Item | None = None) -> None:
        super().__init__()
        self.setZValue(Z_SUGGESTIONS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.grid = grid
        r = grid.size
        self._discs: dict[str, QPainterPath] = {}
        self._rings = QPainterPath()
        self._unsure = QPainterPath()
        self._marks = QPainterPath()
        self._lines: dict[str, QPainterPath] = {}
        self._current = QPainterPath()
        colours = {t.id: t.color for t in scenario.terrain}
        colours.update({t.id: t.color for t in scenario.hexside_types})
        colours.update({t.id: t.color for t in scenario.road_types})
        self._colours = colours
        font = QFont("Sans")
        font.setPixelSize(max(1, round(r * 0.5)))
        font.setBold(True)
        self.count = 0
        for it in pending:
            self.count += 1
            if it.kind == "hex":
                label = str(it.key)
                h = grid.parse(label)
                cx, cy = grid.center(h)
                # Low in the hex: the centre (where the scan shows its
                # symbols) and the number at the top stay visible.
                dot = QPointF(cx, cy + r * 0.52)
                disc = self._discs.setdefault(it.type, QPainterPath())
                disc.addEllipse(dot, r * 0.2, r * 0.2)
                if it.hex is not None:
                    for k, _f in enumerate(sorted(it.hex.overlays)):
                        self._rings.addEllipse(dot, r * (0.27 + 0.07 * k), r * (0.27 + 0.07 * k))
                    if it.hex.coastal:
                        self._rings.moveTo(cx - r * 0.62, cy + r * 0.3)
                        for i in range(1, 5):
                            self._rings.lineTo(cx - r * 0.62 + r * 0.08 * i, cy + r * (0.3 - 0.06 * (i % 2)))
                poly = QPolygonF([QPointF(x, y) for x, y in grid.corners(h)])
                if it.confidence < unsure_below:
                    self._unsure.addPolygon(poly)
                    self._unsure.closeSubpath()
                    self._marks.addText(QPointF(cx + r * 0.38, cy - r * 0.25), font, "?")
                if current is not None and current.ident == it.ident:
                    self._current.addPolygon(poly)
                    self._current.closeSubpath()
            else:
                a, b = it.key
                ha, hb = grid.parse(str(a)), grid.parse(str(b))
                path = self._lines.setdefault(f"{it.kind}:{it.type}", QPainterPath())
                if it.kind == "hexside":
                    (x0, y0), (x1, y1) = grid.hexside_endpoints(Hexside(ha, hb))
                else:
                    (x0, y0), (x1, y1) = grid.center(ha), grid.center(hb)
                path.moveTo(x0, y0)
                path.lineTo(x1, y1)
                if current is not None and current.ident == it.ident:
                    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
                    self._current.addEllipse(QPointF(mx, my), r * 0.45, r * 0.45)
                if it.confidence < unsure_below:
                    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
                    self._marks.addText(QPointF(mx + r * 0.1, my - r * 0.1), font, "?")
        w, h = grid.pixel_size()
        self._bounds = QRectF(-r, -r, w + 2 * r, h + 2 * r)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.grid.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        edge = QPen(QColor(20, 20, 20, 200), r * 0.05)
        for tid, path in self._discs.items():
            fill = QColor(self._colours.get(tid, "#dddddd"))
            fill.setAlpha(230)
            painter.setPen(edge)
            painter.setBrush(QBrush(fill))
            painter.drawPath(path)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(20, 20, 20, 220), r * 0.06))
        painter.drawPath(self._rings)
        for key, path in self._lines.items():
            kind, tid = key.split(":", 1)
            pen = QPen(QColor(self._colours.get(tid, "#2f6fd6")), r * (0.16 if kind == "hexside" else 0.12))
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            halo = QPen(QColor(255, 255, 255, 200), pen.widthF() + r * 0.06)
            halo.setStyle(Qt.PenStyle.DashLine)
            halo.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(halo)
            painter.drawPath(path)
            painter.setPen(pen)
            painter.drawPath(path)
        unsure = QPen(UNSURE_COLOR, r * 0.1)
        unsure.setStyle(Qt.PenStyle.DashLine)
        unsure.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(unsure)
        painter.drawPath(self._unsure)
        painter.setPen(QPen(QColor(255, 255, 255, 230), r * 0.08))
        painter.drawPath(self._marks)
        painter.fillPath(self._marks, UNSURE_COLOR)
        if not self._current.isEmpty():
            pen = QPen(CURRENT_COLOR, r * 0.14)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(self._current)
