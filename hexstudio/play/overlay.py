"""Play mode's hex overlays (reachable hexes with costs, path, ZOC, choices).

The board's ``highlight_hexes`` layer strokes one merged outline and text
halos as paths, which is fine for a handful of hexes but costs hundreds of
milliseconds for the thousand reachable hexes of a fast unit on a big map.
This item is the small adapter play mode needs instead: it draws only the
hexes inside the exposed rectangle, each with a tint, a hatch and a thin
outline, and cost labels as plain text on a light plate. Colour and hatch
both differ between overlays, so they read without colour vision.

Labels sit at the hex's centre (movement costs of empty hexes), or in the
band under the counter (``anchor="bottom"``: a word on an occupied hex, such
as "retreat" or "target") or over the hex number (``anchor="top"``: a lesson
marks its hexes by their numbers). A label on an occupied hex must show over
the counters: it is drawn by a second, label-only overlay (``fill=False``)
placed above them (``Z_LABELS``), so words never collide with the MP costs
at the centre nor hide under a counter.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QPolygonF, QStaticText
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from hexstudio.hexgrid import Grid, Hex

LABEL_MIN_PX = 18.0  # below this many pixels per hex radius, labels are left out
Z_OVERLAY = 5.5  # above the board's highlight layers, below the counters
Z_LABELS = 10.8  # label-only overlays: above the counters and the names over them
ANCHORS = ("center", "top", "bottom")


_FILLS: dict[tuple[int, Qt.BrushStyle], QBrush] = {}


def _fill_brush(color: QColor, pattern: Qt.BrushStyle) -> QBrush:
    """Tint and hatch in one texture: one fill of a thousand hexes, not two.
    Made once per colour and hatch (a move rebuilds several overlays)."""
    key = (color.rgba(), pattern)
    brush = _FILLS.get(key)
    if brush is None:
        tint = QColor(color)
        tint.setAlpha(60)
        hatch = QColor(color).darker(130)
        hatch.setAlpha(190)
        # A QImage, not a QPixmap: the cache outlives the application, and a
        # pixmap must not be freed after it.
        tile = QImage(16, 16, QImage.Format.Format_ARGB32_Premultiplied)
        tile.fill(tint)
        tp = QPainter(tile)
        tp.fillRect(tile.rect(), QBrush(hatch, pattern))
        tp.end()
        brush = _FILLS[key] = QBrush(tile)
    return brush


_TEXTS: dict[tuple[int, str], QStaticText] = {}


def _static_text(font: QFont, pixel_size: int, text: str) -> QStaticText:
    """A label laid out once (a few dozen costs, drawn hundreds of times a move):
    static text draws several times faster than text placed in a rectangle."""
    key = (pixel_size, text)
    st = _TEXTS.get(key)
    if st is None:
        if len(_TEXTS) > 512:
            _TEXTS.clear()
        st = _TEXTS[key] = QStaticText(text)
        st.setTextFormat(Qt.TextFormat.PlainText)
        st.prepare(font=font)
    return st


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
        fill: bool = True,
        anchor: str = "center",
    ) -> None:
        super().__init__()
        if anchor not in ANCHORS:
            raise ValueError(f"anchor must be one of {ANCHORS}, not {anchor!r}")
        self.grid = grid
        self.hexes = frozenset(hexes)
        self.labels = dict(labels or {})
        self.fill = fill
        self.anchor = anchor
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        color = QColor(color)
        self._fill = _fill_brush(color, pattern)
        s = grid.size
        # A cosmetic one-pixel outline: stroking a thousand wide hexagons is slow.
        self._pen = QPen(color.darker(130), 0)
        self._pen.setCosmetic(True)
        self._font = QFont("Sans")
        # A band under the counter or over the number is narrower than the centre.
        self._font.setPixelSize(max(1, round(s * (0.36 if anchor == "center" else 0.27))))
        self._font.setBold(True)
        self._fm = QFontMetricsF(self._font)
        self._widths: dict[str, float] = {}
        self._polys: dict[int, QPolygonF] = {}
        self._boxes: dict[int, QRectF] = {}
        self._places: dict[int, QPointF] = {}
        # Hex centres are an affine function of (q, r): three calls to
        # Grid.center, then plain arithmetic per hex. Nothing per hex is a Qt
        # object until it is painted: a move rebuilds the reach overlay of
        # hundreds of hexes, and building them up front cost milliseconds a click.
        x0, y0 = grid.center(Hex(0, 0))
        xq, yq = grid.center(Hex(1, 0))
        xr, yr = grid.center(Hex(0, 1))
        dxq, dyq, dxr, dyr = xq - x0, yq - y0, xr - x0, yr - y0
        self._template = QPolygonF([QPointF(x - x0, y - y0) for x, y in grid.corners(Hex(0, 0))])
        t = self._template.boundingRect()
        self._extent = (t.left(), t.top(), t.right(), t.bottom())
        # Where a label's centre sits below (above) the hex centre: the middle of
        # the band between a counter's edge (half a radius) and the hex's edge.
        self._dy = {"center": 0.0, "bottom": t.bottom() * 0.78, "top": t.top() * 0.80}[anchor]
        self._cells: list[tuple[float, float, str]] = [
            (x0 + dxq * h.q + dxr * h.r, y0 + dyq * h.q + dyr * h.r, self.labels.get(h, "")) for h in self.hexes
        ]
        if self._cells:
            left, top, right, bottom = self._extent
            pad = s * 0.1
            xs = [c[0] for c in self._cells]
            ys = [c[1] for c in self._cells]
            self._bounds = QRectF(QPointF(min(xs) + left - pad, min(ys) + top - pad),
                                  QPointF(max(xs) + right + pad, max(ys) + bottom + pad))
        else:
            self._bounds = QRectF()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def label_rect(self, h: Hex) -> QRectF | None:
        """Where the plate of ``h``'s label is drawn (scene units), or None without a label."""
        text = self.labels.get(h)
        if not text:
            return None
        cx, cy = self.grid.center(h)
        w = self._fm.horizontalAdvance(text) + self.grid.size * 0.2
        hgt = self._fm.height()
        return QRectF(cx - w / 2, cy + self._dy - hgt / 2, w, hgt)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # Only the hexes in the exposed rectangle, one polygon each: a path of a
        # thousand hexes costs tens of milliseconds the first time it is filled.
        exposed = option.exposedRect
        left, top, right, bottom = self._extent
        ex0, ey0, ex1, ey1 = exposed.left(), exposed.top(), exposed.right(), exposed.bottom()
        cells = self._cells
        visible = [i for i, (cx, cy, _t) in enumerate(cells)
                   if cx + left < ex1 and cx + right > ex0 and cy + top < ey1 and cy + bottom > ey0]
        if not visible:
            return
        # Polygons (and label plates) are made the first time a hex is painted
        # and kept: the path preview repaints the same hexes at every hover.
        if self.fill:
            polys = self._polys
            template = self._template
            for i in visible:
                if i not in polys:
                    cx, cy, _t = cells[i]
                    polys[i] = template.translated(cx, cy)
            painter.save()
            # Aliased: hexes meet edge to edge, and antialiasing hundreds of them
            # costs more than the rest of the repaint.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.setPen(self._pen)
            painter.setBrush(self._fill)
            for i in visible:
                painter.drawPolygon(polys[i])
            painter.restore()
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        if lod * self.grid.size < LABEL_MIN_PX:
            return
        labelled = [i for i in visible if cells[i][2]]
        if not labelled:
            return
        boxes = self._boxes
        places = self._places
        hgt = self._fm.height()
        pad = self.grid.size * 0.2
        for i in labelled:
            if i not in boxes:
                cx, cy, text = cells[i]
                w = self._widths.get(text)
                if w is None:
                    w = self._widths[text] = self._fm.horizontalAdvance(text) + pad
                top = cy + self._dy - hgt / 2
                boxes[i] = QRectF(cx - w / 2, top, w, hgt)
                # The text centred in its plate, as drawText(plate, AlignCenter)
                # would place it, by its top-left corner.
                places[i] = QPointF(cx - (w - pad) / 2, top)
        painter.save()
        # All the plates, then all the text: two pen changes, not four a label.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 215))
        painter.drawRects([boxes[i] for i in labelled])
        font = self._font
        painter.setFont(font)
        painter.setPen(QColor(10, 10, 10))
        size = font.pixelSize()
        texts: dict[str, QStaticText] = {}
        for i in labelled:
            text = cells[i][2]
            st = texts.get(text)
            if st is None:
                st = texts[text] = _static_text(font, size, text)
            painter.drawStaticText(places[i], st)
        painter.restore()
