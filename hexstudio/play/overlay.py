"""Play mode's hex overlays (reachable hexes with costs, path, ZOC, choices).

The board's ``highlight_hexes`` layer strokes one merged outline and text
halos as paths, which is fine for a handful of hexes but costs hundreds of
milliseconds for the thousand reachable hexes of a fast unit on a big map.
This item is the small adapter play mode needs instead: it draws only the
hexes inside the exposed rectangle, each with a tint, a hatch and a thin
outline, and cost labels as plain text on a light plate. Colour and hatch
both differ between overlays, so they read without colour vision.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from hexstudio.hexgrid import Grid, Hex

LABEL_MIN_PX = 18.0  # below this many pixels per hex radius, labels are left out
Z_OVERLAY = 5.5  # above the board's highlight layers, below the counters


class HexOverlay(QGraphicsItem):
    """A set of hexes drawn as one overlay. See the module docstring."""

    def __init__(
        self,
        grid: Grid,
        hexes: Iterable[Hex],
        color: QColor | str,
        pattern: Qt.BrushStyle,
        labels: Mapping[Hex, str] | None = None,
        z: float = Z_OVERLAY,
    ) -> None:
        super().__init__()
        self.grid = grid
        self.hexes = frozenset(hexes)
        self.labels = dict(labels or {})
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        color = QColor(color)
        tint = QColor(color)
        tint.setAlpha(60)
        hatch = QColor(color).darker(130)
        hatch.setAlpha(190)
        # Tint and hatch in one texture: one fill of a thousand hexes, not two.
        tile = QPixmap(16, 16)
        tile.fill(tint)
        tp = QPainter(tile)
        tp.fillRect(tile.rect(), QBrush(hatch, pattern))
        tp.end()
        self._fill = QBrush(tile)
        s = grid.size
        # A cosmetic one-pixel outline: stroking a thousand wide hexagons is slow.
        self._pen = QPen(color.darker(130), 0)
        self._pen.setCosmetic(True)
        self._font = QFont("Sans")
        self._font.setPixelSize(max(1, round(s * 0.36)))
        self._font.setBold(True)
        fm = QFontMetricsF(self._font)
        c0x, c0y = grid.center(Hex(0, 0))
        template = QPolygonF([QPointF(x - c0x, y - c0y) for x, y in grid.corners(Hex(0, 0))])
        widths: dict[str, float] = {}
        hgt = fm.height()
        self._cells: list[tuple[QRectF, QPolygonF, str, QRectF]] = []
        bounds = QRectF()
        for h in self.hexes:
            cx, cy = grid.center(h)
            poly = template.translated(cx, cy)
            rect = poly.boundingRect()
            text = self.labels.get(h, "")
            box = QRectF()
            if text:
                w = widths.get(text)
                if w is None:
                    w = widths[text] = fm.horizontalAdvance(text) + s * 0.2
                box = QRectF(cx - w / 2, cy - hgt / 2, w, hgt)
            self._cells.append((rect, poly, text, box))
            bounds = bounds.united(rect)
        pad = s * 0.1
        self._bounds = bounds.adjusted(-pad, -pad, pad, pad) if not bounds.isNull() else QRectF()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # Only the hexes in the exposed rectangle, one polygon each: a path of a
        # thousand hexes costs tens of milliseconds the first time it is filled.
        exposed = option.exposedRect
        visible = [c for c in self._cells if c[0].intersects(exposed)]
        if not visible:
            return
        painter.save()
        # Aliased: hexes meet edge to edge, and antialiasing hundreds of them
        # costs more than the rest of the repaint.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(self._pen)
        painter.setBrush(self._fill)
        for _rect, poly, _text, _box in visible:
            painter.drawPolygon(poly)
        painter.restore()
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        if lod * self.grid.size < LABEL_MIN_PX:
            return
        painter.setFont(self._font)
        plate = QColor(255, 255, 255, 215)
        ink = QColor(10, 10, 10)
        for _rect, _poly, text, box in visible:
            if not text:
                continue
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(plate)
            painter.drawRect(box)
            painter.setPen(ink)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
