"""Heat maps on the battle's own board: the board renderer's picture, counts on top.

``heat_map_png(scenario, counts)`` draws the scenario's map with the one
``BoardScene`` (terrain, hexsides, roads, names; no counters) and fills each
counted hex with a colour of a sequential, colour-blind-safe scale (ColorBrewer
YlOrRd: light yellow to dark red, readable in grey too), writing the count in
the hex. Needs a Qt application (``board.export.ensure_app``); runs offscreen.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen, QPolygonF

from hexstudio.board.export import ensure_app
from hexstudio.board.scene import BoardScene
from hexstudio.scenario.model import Scenario

# ColorBrewer YlOrRd, 5 classes.
SCALE = ("#ffffb2", "#fecc5c", "#fd8d3c", "#f03b20", "#bd0026")
MAX_WIDTH_PX = 1100
MIN_HEX_PX = 34.0


def classes(counts: Mapping[str, int]) -> list[tuple[int, int]]:
    """The count ranges of the colour classes (lower, upper), at most five, over 1..max."""
    top = max(counts.values(), default=0)
    if top <= 0:
        return []
    k = min(len(SCALE), top)
    bounds = []
    for i in range(k):
        lo = 1 + (top * i) // k
        hi = (top * (i + 1)) // k
        if hi >= lo:
            bounds.append((lo, hi))
    return bounds


def class_of(count: int, bounds: list[tuple[int, int]]) -> int:
    for i, (lo, hi) in enumerate(bounds):
        if lo <= count <= hi:
            return i
    return len(bounds) - 1


def heat_map_png(scenario: Scenario, counts: Mapping[str, int], base_dir: Path | None = None) -> bytes:
    """The board with ``counts`` (hex label -> count) painted over it, as PNG bytes."""
    ensure_app()
    scene = BoardScene(scenario, base_dir=base_dir)
    grid = scene.grid
    pad = grid.size * 0.25
    source = scene.map_rect().adjusted(-pad, -pad, pad, pad).united(scene.drawn_rect())
    hex_w = grid.size * 1.8
    scale = max(MIN_HEX_PX / hex_w, min(MAX_WIDTH_PX / source.width(), 4.0))
    scale = min(scale, 30000 / max(source.width(), source.height()))
    width, height = max(1, round(source.width() * scale)), max(1, round(source.height() * scale))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(scene.backgroundBrush().color())
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        scene.render(painter, QRectF(0, 0, width, height), source, Qt.AspectRatioMode.IgnoreAspectRatio)
        # The overlay in scene coordinates, through the same mapping.
        painter.translate(-source.left() * scale, -source.top() * scale)
        painter.scale(scale, scale)
        bounds = classes(counts)
        font = QFont("Sans")
        font.setPixelSize(max(1, round(grid.size * 0.55)))
        font.setBold(True)
        fm = QFontMetricsF(font)
        for label, count in counts.items():
            if count <= 0:
                continue
            try:
                h = grid.parse(label)
            except ValueError:
                continue  # a hex no longer on the map (the scenario changed since the run)
            if not grid.contains(h):
                continue
            c = QColor(SCALE[class_of(count, bounds)])
            c.setAlpha(215)
            poly = QPolygonF([QPointF(x, y) for x, y in grid.corners(h)])
            painter.setPen(QPen(QColor("#5a0010"), grid.size * 0.05))
            painter.setBrush(QBrush(c))
            painter.drawPolygon(poly)
            text = str(count)
            cx, cy = grid.center(h)
            path = QPainterPath()
            path.addText(QPointF(cx - fm.horizontalAdvance(text) / 2, cy + (fm.ascent() - fm.descent()) / 2), font, text)
            painter.strokePath(path, QPen(QColor(255, 255, 255, 235), grid.size * 0.12))
            painter.fillPath(path, QColor("#111111"))
    finally:
        painter.end()
    buf = QByteArray()
    dev = QBuffer(buf)
    dev.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(dev, "PNG")
    dev.close()
    return bytes(buf.data())
