"""Map symbols for terrain, drawn with QPainterPath in a unit hex.

A symbol is built in coordinates where the hex's circumradius is 1 and its
centre the origin, once per key; the board scales and translates it to each
hex. ``fill`` is filled and ``stroke`` outlined (pen width in the same unit
coordinates is ``STROKE_WIDTH``). An unknown key has no symbol.
"""

from __future__ import annotations

import math
from functools import cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QTransform

STROKE_WIDTH = 0.055


# A NamedTuple, not a dataclass: the class is made at every start, and a dataclass
# compiles its methods from text when made (~0.3 ms each; start-up, issue 11).
class TerrainSymbol(NamedTuple):
    """One terrain symbol in the unit hex: ``fill`` filled, ``stroke`` outlined."""

    fill: QPainterPath
    stroke: QPainterPath


def _tree(p: QPainterPath, x: float, y: float, r: float) -> None:
    # A round crown on a short trunk, as topographic maps draw woods.
    p.addEllipse(QPointF(x, y), r, r)
    p.addRect(QRectF(x - r * 0.18, y + r * 0.8, r * 0.36, r * 0.7))


def _palm(p: QPainterPath, x: float, y: float, r: float) -> None:
    p.moveTo(x, y + r * 1.5)
    p.lineTo(x, y)
    for a in (-150, -110, -70, -30):
        t = math.radians(a)
        p.moveTo(x, y)
        p.quadTo(
            x + math.cos(t) * r * 0.6,
            y + math.sin(t) * r * 0.9,
            x + math.cos(t) * r,
            y + math.sin(t) * r * 0.4 + r * 0.3,
        )


def _triangle(p: QPainterPath, x: float, y: float, w: float, h: float) -> None:
    p.moveTo(x - w / 2, y + h / 2)
    p.lineTo(x, y - h / 2)
    p.lineTo(x + w / 2, y + h / 2)
    p.closeSubpath()


def _waves(p: QPainterPath, y: float, x0: float, x1: float, amp: float, n: int = 3) -> None:
    step = (x1 - x0) / n
    p.moveTo(x0, y)
    for i in range(n):
        a = x0 + i * step
        p.cubicTo(a + step * 0.3, y - amp, a + step * 0.7, y + amp, a + step, y)


def _tuft(p: QPainterPath, x: float, y: float, w: float) -> None:
    # Marsh: a water line with three blades of grass.
    p.moveTo(x - w, y)
    p.lineTo(x + w, y)
    p.moveTo(x, y)
    p.lineTo(x, y - w * 0.8)
    p.moveTo(x - w * 0.35, y)
    p.lineTo(x - w * 0.6, y - w * 0.6)
    p.moveTo(x + w * 0.35, y)
    p.lineTo(x + w * 0.6, y - w * 0.6)


def _build(key: str) -> TerrainSymbol | None:
    fill = QPainterPath()
    stroke = QPainterPath()
    match key:
        case "trees" | "forest" | "woods":
            for x, y in ((-0.32, 0.08), (0.32, 0.08), (0.0, -0.3), (0.0, 0.34)):
                _tree(fill, x, y - 0.05, 0.15)
        case "jungle":
            for x, y in ((-0.35, 0.0), (0.35, 0.0), (0.0, -0.38), (0.0, 0.3)):
                _palm(stroke, x, y - 0.1, 0.2)
        case "mountain" | "mountains":
            _triangle(fill, -0.18, 0.08, 0.62, 0.52)
            _triangle(fill, 0.28, 0.16, 0.44, 0.36)
            # Snow line cut-out gives the peaks a second tone.
            stroke.moveTo(-0.32, -0.02)
            stroke.lineTo(-0.18, 0.06)
            stroke.lineTo(-0.05, -0.02)
        case "ridge":
            # A crest line with hachures down both slopes, like a caterpillar.
            stroke.moveTo(-0.62, 0.12)
            stroke.cubicTo(-0.3, -0.18, 0.3, -0.18, 0.62, 0.12)
            for i in range(9):
                t = (i + 0.5) / 9
                mt = 1 - t
                # Point and tangent on the cubic crest.
                x = mt**3 * -0.62 + 3 * mt * mt * t * -0.3 + 3 * mt * t * t * 0.3 + t**3 * 0.62
                y = mt**3 * 0.12 + 3 * mt * mt * t * -0.18 + 3 * mt * t * t * -0.18 + t**3 * 0.12
                tx = 3 * mt * mt * 0.32 + 6 * mt * t * 0.6 + 3 * t * t * 0.32
                ty = 3 * mt * mt * -0.3 + 3 * t * t * 0.3
                n = math.hypot(tx, ty)
                nx, ny = -ty / n * 0.13, tx / n * 0.13
                stroke.moveTo(x - nx, y - ny)
                stroke.lineTo(x + nx, y + ny)
        case "hill" | "hills":
            stroke.moveTo(-0.5, 0.2)
            stroke.cubicTo(-0.3, -0.25, 0.3, -0.25, 0.5, 0.2)
            stroke.moveTo(-0.3, 0.2)
            stroke.cubicTo(-0.15, -0.05, 0.15, -0.05, 0.3, 0.2)
        case "city" | "town":
            for x, y, w, h in (
                (-0.42, -0.3, 0.24, 0.22), (-0.12, -0.36, 0.26, 0.28), (0.2, -0.3, 0.22, 0.22),
                (-0.42, 0.0, 0.22, 0.26), (-0.14, 0.0, 0.3, 0.2), (0.2, -0.02, 0.24, 0.28),
                (-0.22, 0.28, 0.22, 0.18), (0.06, 0.26, 0.2, 0.2),
            ):  # fmt: skip
                fill.addRect(QRectF(x, y, w, h))
        case "village":
            for x, y in ((-0.36, -0.2), (0.04, -0.32), (-0.14, 0.1), (0.22, 0.02)):
                fill.addRect(QRectF(x, y, 0.24, 0.2))
        case "airfield":
            for ang in (0.0, 60.0):
                t = QTransform()
                t.rotate(ang)
                r = QPainterPath()
                r.addRect(QRectF(-0.55, -0.07, 1.1, 0.14))
                fill.addPath(t.map(r))
            fill.setFillRule(Qt.FillRule.WindingFill)
        case "port" | "anchor":
            stroke.addEllipse(QPointF(0, -0.4), 0.08, 0.08)
            stroke.moveTo(0, -0.32)
            stroke.lineTo(0, 0.42)
            stroke.moveTo(-0.2, -0.18)
            stroke.lineTo(0.2, -0.18)
            stroke.moveTo(-0.36, 0.14)
            stroke.quadTo(-0.3, 0.42, 0, 0.42)
            stroke.quadTo(0.3, 0.42, 0.36, 0.14)
        case "fortification" | "fort" | "bunker":
            # A bastioned trace: a star of four points round a square.
            pts = []
            for i in range(8):
                a = math.radians(45 * i - 90)
                r = 0.46 if i % 2 == 0 else 0.26
                pts.append(QPointF(math.cos(a) * r, math.sin(a) * r))
            stroke.moveTo(pts[0])
            for q in pts[1:]:
                stroke.lineTo(q)
            stroke.closeSubpath()
            stroke.addRect(QRectF(-0.1, -0.1, 0.2, 0.2))
        case "marsh" | "swamp" | "mangrove":
            for x, y in ((-0.32, -0.12), (0.3, -0.12), (0.0, 0.28), (0.0, -0.44)):
                _tuft(stroke, x, y, 0.2)
        case "flood" | "flooded":
            # Horizontal broken water lines across the hex.
            for y in (-0.45, -0.15, 0.15, 0.45):
                w = 0.75 - abs(y) * 0.5
                stroke.moveTo(-w, y)
                stroke.lineTo(-w * 0.2, y)
                stroke.moveTo(w * 0.05, y)
                stroke.lineTo(w, y)
        case "waves" | "sea" | "water":
            for y in (-0.25, 0.1):
                _waves(stroke, y, -0.45, 0.45, 0.1)
        case "peak" | "volcano":
            fill.moveTo(-0.5, 0.35)
            fill.lineTo(-0.12, -0.3)
            fill.lineTo(0.12, -0.3)
            fill.lineTo(0.5, 0.35)
            fill.closeSubpath()
            stroke.moveTo(-0.08, -0.4)
            stroke.lineTo(-0.18, -0.6)
            stroke.moveTo(0.0, -0.4)
            stroke.lineTo(0.0, -0.64)
            stroke.moveTo(0.08, -0.4)
            stroke.lineTo(0.18, -0.6)
        case "siegfried" | "dragon_teeth" | "westwall":
            for i in range(5):
                _triangle(fill, -0.48 + i * 0.24, 0.0, 0.16, 0.2)
            stroke.moveTo(-0.6, 0.14)
            stroke.lineTo(0.6, 0.14)
        case "bivouac" | "camp":
            stroke.moveTo(-0.35, 0.25)
            stroke.lineTo(0.0, -0.3)
            stroke.lineTo(0.35, 0.25)
            stroke.closeSubpath()
            stroke.moveTo(0.0, -0.3)
            stroke.lineTo(0.0, 0.25)
        case "rough" | "broken":
            for x, y in ((-0.3, -0.2), (0.1, -0.3), (0.3, 0.1), (-0.1, 0.2), (-0.35, 0.25), (0.15, 0.4)):
                fill.addEllipse(QPointF(x, y), 0.06, 0.045)
        case "orchard" | "vineyard":
            for x in (-0.3, 0.0, 0.3):
                for y in (-0.25, 0.05, 0.35):
                    fill.addEllipse(QPointF(x, y), 0.06, 0.06)
        case "beach" | "sand" | "dunes":
            for x, y in ((-0.3, -0.1), (0.0, -0.25), (0.3, -0.1), (-0.15, 0.15), (0.15, 0.15), (0.0, 0.38)):
                fill.addEllipse(QPointF(x, y), 0.035, 0.035)
        case "cliff":
            stroke.moveTo(-0.55, 0.0)
            stroke.lineTo(0.55, 0.0)
            for i in range(6):
                x = -0.5 + i * 0.2
                _triangle(fill, x + 0.05, 0.08, 0.1, 0.16)
        case _:
            return None
    return TerrainSymbol(fill, stroke)


@cache
def terrain_symbol(key: str | None) -> TerrainSymbol | None:
    """The symbol for a terrain ``symbol`` key, or None when there is none."""
    if not key:
        return None
    return _build(key.strip().lower())


def placed(path: QPainterPath, cx: float, cy: float, scale: float) -> QPainterPath:
    """``path`` scaled by ``scale`` and moved to (cx, cy)."""
    return QTransform(scale, 0, 0, scale, cx, cy).map(path)
