"""Small painting helpers for pages whose painter counts in millimetres.

Qt sizes fonts in whole pixels. A page painter scaled to millimetres would
round a 2.4 mm font to 2 mm, so text is drawn in twentieths of a millimetre
(``TEXT_UNITS``) under a matching scale: sizes stay within 0.025 mm.
Every text here is drawn as plain text (``drawText``), never as markup.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from hexstudio.printplan.geometry import Box

TEXT_UNITS = 20.0
BLACK = QColor(0, 0, 0)
GREY = QColor(90, 90, 90)

_FONTS: dict[tuple[int, bool, bool], QFont] = {}


def font(size_mm: float, bold: bool = False, italic: bool = False) -> QFont:
    """A sans-serif font ``size_mm`` tall (pixel size in text units)."""
    key = (max(1, round(size_mm * TEXT_UNITS)), bold, italic)
    f = _FONTS.get(key)
    if f is None:
        f = QFont("Sans")
        f.setStyleHint(QFont.StyleHint.SansSerif)
        f.setPixelSize(key[0])
        f.setBold(bold)
        f.setItalic(italic)
        _FONTS[key] = f
    return f


def rect(box: Box) -> QRectF:
    return QRectF(box.x, box.y, box.w, box.h)


def text_width(text: str, size_mm: float, bold: bool = False) -> float:
    """Width of ``text`` in millimetres."""
    return QFontMetricsF(font(size_mm, bold)).horizontalAdvance(text) / TEXT_UNITS


def fitted_size(text: str, size_mm: float, width_mm: float, bold: bool = False) -> float:
    """``size_mm``, or smaller so that ``text`` fits ``width_mm`` on one line."""
    w = text_width(text, size_mm, bold)
    if w > width_mm > 0:
        return max(size_mm * width_mm / w * 0.98, 0.5)
    return size_mm


def draw_text(
    painter: QPainter,
    box: Box | QRectF,
    text: str,
    size_mm: float,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    *,
    bold: bool = False,
    italic: bool = False,
    color: QColor = BLACK,
    fit: bool = False,
    wrap: bool = False,
) -> None:
    """Plain ``text`` in ``box`` (mm); ``fit`` shrinks it to one line's width, ``wrap`` breaks lines."""
    r = box if isinstance(box, QRectF) else rect(box)
    if fit and not wrap:
        size_mm = fitted_size(text, size_mm, r.width(), bold)
    painter.save()
    painter.scale(1 / TEXT_UNITS, 1 / TEXT_UNITS)
    painter.setFont(font(size_mm, bold, italic))
    painter.setPen(color)
    flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    k = TEXT_UNITS
    painter.drawText(QRectF(r.x() * k, r.y() * k, r.width() * k, r.height() * k), flags, text)
    painter.restore()


def line_pen(width_mm: float, color: QColor = BLACK, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, width_mm)
    pen.setStyle(style)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def cross(painter: QPainter, x: float, y: float, arm: float, width: float = 0.2) -> None:
    """A registration cross with a small circle: an alignment mark."""
    painter.save()
    painter.setPen(line_pen(width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(QPointF(x - arm, y), QPointF(x + arm, y))
    painter.drawLine(QPointF(x, y - arm), QPointF(x, y + arm))
    painter.drawEllipse(QPointF(x, y), arm * 0.5, arm * 0.5)
    painter.restore()


def paragraph(
    painter: QPainter | None,
    x: float,
    y: float,
    width: float,
    text: str,
    size_mm: float,
    *,
    bold: bool = False,
    italic: bool = False,
    color: QColor = BLACK,
    after: float = 1.5,
) -> float:
    """Plain ``text`` wrapped in ``width`` mm from (x, y); returns the y below it.
    With no painter, only measures."""
    f = font(size_mm, bold, italic)
    k = TEXT_UNITS
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
    bound = QFontMetricsF(f).boundingRect(QRectF(0, 0, width * k, 1e6), flags, text)
    h = bound.height() / k
    if painter is not None:
        painter.save()
        painter.scale(1 / k, 1 / k)
        painter.setFont(f)
        painter.setPen(color)
        painter.drawText(QRectF(x * k, y * k, width * k, bound.height() + 2), flags, text)
        painter.restore()
    return y + h + after
