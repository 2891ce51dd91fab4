"""NATO unit symbols (APP-6 style, simplified) for the box on a counter.

Each symbol is built once as QPainterPaths in a unit box (0..1 by 0..1) and
scaled to the counter when drawn. ``strokes`` are drawn with a pen, ``fills``
filled with the pen colour. An unknown key gives a plain box.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QPainterPath, QTransform


# A NamedTuple, not a dataclass: the class is made at every start, and a dataclass
# compiles its methods from text when made (~0.3 ms each; start-up, issue 11).
class NatoSymbol(NamedTuple):
    """One symbol in the unit box: ``strokes`` drawn with the pen, ``fills`` filled in its colour."""

    strokes: QPainterPath
    fills: QPainterPath


def _x(p: QPainterPath) -> None:
    p.moveTo(0, 0)
    p.lineTo(1, 1)
    p.moveTo(0, 1)
    p.lineTo(1, 0)


def _ellipse(p: QPainterPath) -> None:
    p.addEllipse(QRectF(0.22, 0.25, 0.56, 0.5))


def _slash(p: QPainterPath) -> None:
    p.moveTo(0, 1)
    p.lineTo(1, 0)


def _inverted_v(p: QPainterPath) -> None:
    p.moveTo(0, 1)
    p.lineTo(0.5, 0)
    p.lineTo(1, 1)


def _propeller(p: QPainterPath, cx: float = 0.5, cy: float = 0.5, r: float = 0.12) -> None:
    p.addEllipse(QPointF(cx - r, cy), r, r * 0.8)
    p.addEllipse(QPointF(cx + r, cy), r, r * 0.8)


def _anchor(p: QPainterPath, cx: float = 0.5, top: float = 0.12, bottom: float = 0.88) -> None:
    def y(t: float) -> float:
        return top + t * (bottom - top)

    r = 0.07 * (bottom - top)
    p.addEllipse(QPointF(cx, y(0.08)), r, r)
    p.moveTo(cx, y(0.08) + r)
    p.lineTo(cx, y(1.0))
    p.moveTo(cx - 0.12, y(0.3))
    p.lineTo(cx + 0.12, y(0.3))
    p.moveTo(cx - 0.2, y(0.7))
    p.quadTo(cx - 0.17, y(1.0), cx, y(1.0))
    p.quadTo(cx + 0.17, y(1.0), cx + 0.2, y(0.7))


def _wave(p: QPainterPath, y: float = 0.5, x0: float = 0.15, x1: float = 0.85) -> None:
    n = 3
    step = (x1 - x0) / n
    p.moveTo(x0, y)
    for i in range(n):
        a = x0 + i * step
        p.cubicTo(a + step * 0.3, y - 0.12, a + step * 0.7, y + 0.12, a + step, y)


def _text(p: QPainterPath, text: str, size: float = 0.55, cy: float = 0.5) -> None:
    f = QFont("Sans")
    f.setPixelSize(100)
    f.setBold(True)
    t = QPainterPath()
    t.addText(0, 0, f, text)
    r = t.boundingRect()
    k = size / max(r.height(), 1e-6)
    k = min(k, 0.8 / max(r.width(), 1e-6))
    tr = QTransform()
    tr.translate(0.5, cy)
    tr.scale(k, k)
    tr.translate(-r.center().x(), -r.center().y())
    p.addPath(tr.map(t))


def _build(key: str) -> NatoSymbol | None:
    s = QPainterPath()
    f = QPainterPath()
    match key:
        case "infantry":
            _x(s)
        case "armor" | "armour" | "tank":
            _ellipse(s)
        case "mechanized" | "mechanised" | "armored_infantry" | "panzergrenadier":
            _x(s)
            _ellipse(s)
        case "motorized" | "motorised":
            _x(s)
            s.moveTo(0.5, 0)
            s.lineTo(0.5, 1)
        case "artillery":
            f.addEllipse(QPointF(0.5, 0.5), 0.12, 0.12)
        case "rocket":
            f.addEllipse(QPointF(0.5, 0.55), 0.1, 0.1)
            for cx in (0.25, 0.75):
                s.moveTo(cx, 0.85)
                s.lineTo(cx, 0.2)
                s.moveTo(cx - 0.09, 0.36)
                s.lineTo(cx, 0.2)
                s.lineTo(cx + 0.09, 0.36)
        case "sp_artillery" | "self_propelled_artillery":
            f.addEllipse(QPointF(0.5, 0.5), 0.1, 0.1)
            _ellipse(s)
        case "armored_engineer" | "armoured_engineer" | "bridging_engineer" | "pontoneer":
            s.moveTo(0.32, 0.62)
            s.lineTo(0.32, 0.4)
            s.lineTo(0.68, 0.4)
            s.lineTo(0.68, 0.62)
            s.moveTo(0.5, 0.4)
            s.lineTo(0.5, 0.58)
            s.addEllipse(QRectF(0.16, 0.22, 0.68, 0.56))
            if key in ("bridging_engineer", "pontoneer"):
                # A bridge span under the box's engineer mark.
                s.moveTo(0.25, 0.9)
                s.quadTo(0.5, 0.78, 0.75, 0.9)
        case "commando" | "ranger" | "rangers" | "commandos":
            _x(s)
            # The letter sits in the top wedge of the X, clear of its arms.
            _text(f, "C" if key.startswith("commando") else "R", 0.28, 0.2)
        case "cavalry" | "recon" | "reconnaissance":
            _slash(s)
        case "armored_recon":
            _slash(s)
            _ellipse(s)
        case "engineer" | "engineers":
            s.moveTo(0.28, 0.68)
            s.lineTo(0.28, 0.38)
            s.lineTo(0.72, 0.38)
            s.lineTo(0.72, 0.68)
            s.moveTo(0.5, 0.38)
            s.lineTo(0.5, 0.62)
        case "paratroop" | "airborne" | "parachute":
            _x(s)
            s.moveTo(0.3, 0.86)
            s.quadTo(0.4, 0.68, 0.5, 0.86)
            s.quadTo(0.6, 0.68, 0.7, 0.86)
        case "glider":
            _x(s)
            s.moveTo(0.25, 0.82)
            s.lineTo(0.42, 0.82)
            s.quadTo(0.5, 0.68, 0.58, 0.82)
            s.lineTo(0.75, 0.82)
        case "antitank" | "anti_tank" | "at":
            _inverted_v(s)
        case "tank_destroyer":
            _inverted_v(s)
            _ellipse(s)
        case "antiaircraft" | "anti_aircraft" | "aa" | "flak":
            s.moveTo(0.1, 0.85)
            s.cubicTo(0.2, 0.3, 0.8, 0.3, 0.9, 0.85)
        case "marine" | "marines":
            _x(s)
            _anchor(s, top=0.22, bottom=0.78)
        case "naval" | "navy":
            _anchor(s)
        case "mountain":
            _x(s)
            f.moveTo(0.36, 0.98)
            f.lineTo(0.5, 0.72)
            f.lineTo(0.64, 0.98)
            f.closeSubpath()
        case "heavy_weapons" | "machine_gun" | "mg":
            s.moveTo(0.5, 0.85)
            s.lineTo(0.5, 0.18)
            s.moveTo(0.38, 0.32)
            s.lineTo(0.5, 0.18)
            s.lineTo(0.62, 0.32)
        case "mortar":
            f.addEllipse(QPointF(0.5, 0.75), 0.07, 0.07)
            s.moveTo(0.5, 0.68)
            s.lineTo(0.5, 0.2)
            s.moveTo(0.4, 0.3)
            s.lineTo(0.5, 0.2)
            s.lineTo(0.6, 0.3)
        case "guerrilla" | "partisan":
            _x(s)
            _text(f, "G", 0.28, 0.2)
        case "flamethrower" | "flame":
            s.moveTo(0.5, 0.85)
            s.cubicTo(0.2, 0.7, 0.35, 0.45, 0.45, 0.15)
            s.cubicTo(0.55, 0.4, 0.85, 0.6, 0.5, 0.85)
        case "amphibious" | "amtrac" | "amtrak":
            _ellipse(s)
            _wave(s, 0.5, 0.28, 0.72)
        case "airfield_troops" | "air_force_ground" | "luftwaffe":
            _x(s)
            _propeller(s, 0.5, 0.82, 0.08)
        case "aviation" | "air":
            _propeller(s)
        case "hq" | "headquarters":
            _text(f, "HQ", 0.45)
        case "medical":
            s.moveTo(0.5, 0.15)
            s.lineTo(0.5, 0.85)
            s.moveTo(0.3, 0.5)
            s.lineTo(0.7, 0.5)
        case "supply":
            s.moveTo(0, 0.72)
            s.lineTo(1, 0.72)
        case "signal" | "signals":
            s.moveTo(0, 0)
            s.lineTo(0.5, 0.75)
            s.lineTo(0.5, 0.25)
            s.lineTo(1, 1)
        case _:
            return None
    return NatoSymbol(s, f)


@cache
def nato_symbol(key: str | None) -> NatoSymbol | None:
    """The symbol for a key, or None for an unknown key (plain box)."""
    if not key:
        return None
    return _build(key.strip().lower())


KNOWN_SYMBOLS = (
    "infantry", "armor", "mechanized", "motorized", "artillery", "rocket", "cavalry",
    "engineer", "paratroop", "glider", "antitank", "tank_destroyer", "antiaircraft", "marine",
    "naval", "mountain", "heavy_weapons", "mortar", "guerrilla", "flamethrower", "amphibious",
    "airfield_troops", "aviation", "hq", "medical", "supply", "signal", "sp_artillery",
    "armored_engineer", "bridging_engineer", "commando", "ranger",
)  # fmt: skip
