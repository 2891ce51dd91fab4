"""The board's map layers: a few big items that paint only what is exposed.

One item per layer (terrain fill, terrain detail, hexsides and roads, text),
each asking the shared ``TileCache`` for the tiles under the exposed rect.
Zoomed out (few device pixels per hex) the detail and text layers skip work.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from hexstudio.board.tiles import LABEL_COLOR, OUTLINE_COLOR, Tile, TileCache
from hexstudio.hexgrid import Hex

# Thresholds in device pixels of hex circumradius.
OUTLINE_MIN_PX = 7.0
SYMBOL_MIN_PX = 13.0
LABEL_MIN_PX = 17.0
NAME_MIN_PX = 15.0

Z_FILL = 0.0
Z_BACKGROUND = 1.0
Z_DETAIL = 2.0
Z_EDGES = 3.0
Z_TEXT = 4.0
Z_HIGHLIGHT = 5.0
Z_COUNTERS = 10.0


def hex_px(painter: QPainter, option: QStyleOptionGraphicsItem, size: float) -> float:
    """Device pixels per hex circumradius at the current zoom."""
    return option.levelOfDetailFromTransform(painter.worldTransform()) * size


class MapLayer(QGraphicsItem):
    """Base of the map layers: whole-map bounds, paints tile by tile."""

    def __init__(self, cache: TileCache, bounds: QRectF, z: float) -> None:
        super().__init__()
        self.cache = cache
        self._bounds = QRectF(bounds)
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_bounds(self, bounds: QRectF) -> None:
        self.prepareGeometryChange()
        self._bounds = QRectF(bounds)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        px = hex_px(painter, option, self.cache.grid.size)
        if not self.visible_at(px):
            return
        exposed = option.exposedRect if not option.exposedRect.isEmpty() else self._bounds
        for key in self.cache.tiles_in(exposed):
            self.paint_tile(painter, self.cache.tile(key), px)

    def visible_at(self, px: float) -> bool:
        return True

    def paint_tile(self, painter: QPainter, tile: Tile, px: float) -> None:
        raise NotImplementedError


class TerrainFillLayer(MapLayer):
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # Antialiased neighbouring fills leave hairline seams; the grid lines
        # drawn above cover the jagged edges when they matter.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        super().paint(painter, option, widget)

    def paint_tile(self, painter: QPainter, tile: Tile, px: float) -> None:
        for brush, path in tile.fills:
            painter.fillPath(path, brush)


class TerrainDetailLayer(MapLayer):
    """Hex outlines and terrain symbols."""

    def __init__(self, cache: TileCache, bounds: QRectF, z: float) -> None:
        super().__init__(cache, bounds, z)
        self._outline_pen = QPen(OUTLINE_COLOR, cache.grid.size * 0.025)
        self._outline_pen.setCosmetic(False)

    def visible_at(self, px: float) -> bool:
        return px >= OUTLINE_MIN_PX

    def paint_tile(self, painter: QPainter, tile: Tile, px: float) -> None:
        if px >= SYMBOL_MIN_PX:
            for brush, path in tile.symbol_fills:
                painter.fillPath(path, brush)
            for pen, path in tile.symbol_strokes:
                painter.strokePath(path, pen)
        pen = self._outline_pen
        if px * 0.025 < 0.6:
            # Keep the grid a hairline when zoomed out instead of vanishing.
            pen = QPen(OUTLINE_COLOR, 0)
        painter.strokePath(tile.outline, pen)


class EdgeLayer(MapLayer):
    """Coastlines, rivers and other hexside features, bridges, then roads."""

    def paint_tile(self, painter: QPainter, tile: Tile, px: float) -> None:
        for pen, path in tile.edges:
            painter.strokePath(path, pen)
        for pen, path in tile.roads:
            painter.strokePath(path, pen)
        if px >= OUTLINE_MIN_PX:
            for pen, brush, path in tile.bridges:
                painter.setPen(pen)
                painter.setBrush(brush)
                painter.drawPath(path)


class TextLayer(MapLayer):
    """Hex labels (small, at the top of each hex) and place names with a halo."""

    def __init__(self, cache: TileCache, bounds: QRectF, z: float) -> None:
        super().__init__(cache, bounds, z)
        self.show_labels = True
        self.show_names = True
        self._halo = QPen(QColor(255, 255, 255, 220), cache.grid.size * 0.08)
        self._halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self._label_brush = QBrush(LABEL_COLOR)
        self._name_brush = QBrush(QColor(15, 15, 15))

    def visible_at(self, px: float) -> bool:
        return px >= NAME_MIN_PX

    def paint_tile(self, painter: QPainter, tile: Tile, px: float) -> None:
        if self.show_labels and px >= LABEL_MIN_PX:
            painter.fillPath(tile.labels, self._label_brush)
        if self.show_names and not tile.names.isEmpty():
            painter.strokePath(tile.names, self._halo)
            painter.fillPath(tile.names, self._name_brush)


# Patterns so that highlights differ by more than colour (colour-blind players).
HIGHLIGHT_PATTERNS = (
    Qt.BrushStyle.BDiagPattern,
    Qt.BrushStyle.FDiagPattern,
    Qt.BrushStyle.DiagCrossPattern,
    Qt.BrushStyle.CrossPattern,
    Qt.BrushStyle.HorPattern,
    Qt.BrushStyle.VerPattern,
    Qt.BrushStyle.Dense6Pattern,
)


class HighlightLayer(QGraphicsItem):
    """One named overlay: a set of hexes tinted, hatched and outlined, with optional text."""

    def __init__(
        self,
        cache: TileCache,
        hexes: Iterable[Hex],
        color: QColor,
        pattern: Qt.BrushStyle,
        labels: Mapping[Hex, str] | None = None,
    ) -> None:
        super().__init__()
        self.cache = cache
        self.hexes = frozenset(hexes)
        self.color = QColor(color)
        self.pattern = pattern
        self.labels = dict(labels or {})
        self.setZValue(Z_HIGHLIGHT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        s = cache.grid.size
        self._area = QPainterPath()
        self._area.setFillRule(Qt.FillRule.WindingFill)
        for h in self.hexes:
            self._area.addPolygon(cache.polygon(h))
            self._area.closeSubpath()
        self._outline = self._area.simplified()
        tint = QColor(self.color)
        tint.setAlpha(70)
        self._tint = QBrush(tint)
        hatch = QColor(self.color).darker(130)
        hatch.setAlpha(200)
        self._hatch = QBrush(hatch, pattern)
        self._pen = QPen(self.color.darker(115), s * 0.07)
        self._pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self._font = QFont("Sans")
        self._font.setPixelSize(max(1, round(s * 0.42)))
        self._font.setBold(True)
        self._text = QPainterPath()
        fm = QFontMetricsF(self._font)
        for h, text in self.labels.items():
            if not text:
                continue
            cx, cy = cache.grid.center(h)
            w = fm.horizontalAdvance(text)
            self._text.addText(QPointF(cx - w / 2, cy + fm.ascent() / 2 - fm.descent() / 2), self._font, text)
        self._bounds = self._area.boundingRect().adjusted(-s * 0.1, -s * 0.1, s * 0.1, s * 0.1)
        if not self._text.isEmpty():
            self._bounds = self._bounds.united(self._text.boundingRect().adjusted(-s * 0.1, -s * 0.1, s * 0.1, s * 0.1))

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.fillPath(self._area, self._tint)
        painter.fillPath(self._area, self._hatch)
        painter.strokePath(self._outline, self._pen)
        if not self._text.isEmpty() and hex_px(painter, option, self.cache.grid.size) >= NAME_MIN_PX:
            halo = QPen(QColor(255, 255, 255, 230), self.cache.grid.size * 0.1)
            halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.strokePath(self._text, halo)
            painter.fillPath(self._text, QColor(10, 10, 10))
