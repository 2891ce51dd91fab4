"""Hex grid geometry: coordinates, hexsides, labels and pixels.

Headless (no Qt). Inside, every hex is an axial coordinate ``Hex(q, r)`` (cube
``s = -q - r`` is implied); outside, maps speak in offset coordinates (column,
row) and printed labels such as ``0807`` or ``25-12``. ``Grid`` ties the two
together for one map: its size, orientation, stagger and labelling.

>>> g = Grid(columns=26, rows=13, labels=LabelScheme(separator="-"))
>>> h = g.parse("11-09")
>>> g.label(h)
'11-09'
>>> g.label(g.neighbours(h)[0]) in {'11-08', '12-08', '12-09', '11-10', '10-09', '10-08'}
True
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import NamedTuple

from hexstudio.text import msg

SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True, slots=True, order=True)
class Hex:
    """A hex in axial coordinates. Immutable and hashable; ``s`` is derived."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def neighbour(self, direction: int) -> Hex:
        d = DIRECTIONS[direction % 6]
        return Hex(self.q + d.q, self.r + d.r)

    def neighbours(self) -> list[Hex]:
        """The six adjacent hexes, in direction order 0..5."""
        q, r = self.q, self.r
        return [Hex(q + d.q, r + d.r) for d in DIRECTIONS]

    def distance(self, other: Hex) -> int:
        dq = self.q - other.q
        dr = self.r - other.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def direction_to(self, other: Hex) -> int | None:
        """Direction index of an adjacent hex, or None if not adjacent."""
        delta = (other.q - self.q, other.r - self.r)
        return _DIRECTION_INDEX.get(delta)

    def is_adjacent(self, other: Hex) -> bool:
        return self.distance(other) == 1

    def ring(self, radius: int) -> list[Hex]:
        """Hexes at exactly ``radius`` steps (one hex for radius 0)."""
        if radius < 0:
            raise ValueError("radius must be >= 0")
        if radius == 0:
            return [self]
        out: list[Hex] = []
        h = self + DIRECTIONS[4].scale(radius)
        for i in range(6):
            for _ in range(radius):
                out.append(h)
                h = h.neighbour(i)
        return out

    def range(self, radius: int) -> list[Hex]:
        """Every hex within ``radius`` steps, this one included."""
        out: list[Hex] = []
        for dq in range(-radius, radius + 1):
            for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
                out.append(Hex(self.q + dq, self.r + dr))
        return out

    def line_to(self, other: Hex) -> list[Hex]:
        """Hexes on the straight line from here to ``other``, both ends included.

        Ties on a hexside are broken by a tiny nudge, consistently toward the
        same side, so the line is deterministic.
        """
        n = self.distance(other)
        if n == 0:
            return [self]
        eps = 1e-6
        aq, ar = self.q + eps, self.r + 2 * eps
        bq, br = other.q + eps, other.r + 2 * eps
        out = []
        for i in range(n + 1):
            t = i / n
            out.append(_cube_round(aq + (bq - aq) * t, ar + (br - ar) * t))
        return out


DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0),
    Hex(1, -1),
    Hex(0, -1),
    Hex(-1, 0),
    Hex(-1, 1),
    Hex(0, 1),
)
_DIRECTION_INDEX = {(d.q, d.r): i for i, d in enumerate(DIRECTIONS)}


def _cube_round(fq: float, fr: float) -> Hex:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


@dataclass(frozen=True, slots=True)
class Hexside:
    """The edge shared by two adjacent hexes, with one canonical identity.

    ``Hexside(a, b)`` and ``Hexside(b, a)`` are the same value: the two hexes
    are stored in sorted order. Rivers, bridges, sea arms and road links live
    on hexsides.
    """

    a: Hex
    b: Hex

    def __init__(self, a: Hex, b: Hex) -> None:
        if a.distance(b) != 1:
            raise ValueError(f"hexes {a} and {b} are not adjacent")
        if b < a:
            a, b = b, a
        object.__setattr__(self, "a", a)
        object.__setattr__(self, "b", b)

    @classmethod
    def of(cls, h: Hex, direction: int) -> Hexside:
        return cls(h, h.neighbour(direction))

    def other(self, h: Hex) -> Hex:
        if h == self.a:
            return self.b
        if h == self.b:
            return self.a
        raise ValueError(f"{h} is not on hexside {self}")

    @property
    def hexes(self) -> tuple[Hex, Hex]:
        return (self.a, self.b)

    def neighbours(self) -> list[Hexside]:
        """The four hexsides that share a corner with this one (for tracing rivers)."""
        d = self.a.direction_to(self.b)
        assert d is not None
        return [
            Hexside.of(self.a, d + 1),
            Hexside.of(self.a, d - 1),
            Hexside.of(self.b, d + 3 + 1),
            Hexside.of(self.b, d + 3 - 1),
        ]


class Orientation(StrEnum):
    """Flat-top hexes stand in columns; pointy-top hexes lie in rows."""

    FLAT = "flat"
    POINTY = "pointy"


class Stagger(StrEnum):
    """Which zero-based columns (flat) or rows (pointy) are pushed half a hex down/right."""

    ODD = "odd"
    EVEN = "even"


class LabelError(ValueError):
    """A hex label that does not parse under a map's labelling scheme."""


@lru_cache(maxsize=64)
def _widths(first_column: int, first_row: int, digits: int, columns: int, rows: int) -> tuple[int, int]:
    """``LabelScheme.widths``, remembered: every label written or read asks for it."""
    return LabelScheme(first_column=first_column, first_row=first_row, digits=digits)._widths(columns, rows)


# A NamedTuple, not a dataclass: the class is made at every start, and a dataclass
# compiles its methods from text when made (~0.3 ms each; start-up, issue 11).
class LabelScheme(NamedTuple):
    """How a printed map writes hex numbers: column first, then row.

    ``separator=""`` gives ``XXYY`` (``0807``); ``separator="-"`` gives
    ``XX-YY`` (``25-12``). ``first_column``/``first_row`` are the numbers
    printed on the top-left hex. ``digits`` is the minimum zero-padded width of
    each part; without a separator every label must be padded, or it could not
    be split back.
    """

    separator: str = ""
    first_column: int = 1
    first_row: int = 1
    digits: int = 2
    zero_pad: bool = True

    def widths(self, columns: int, rows: int) -> tuple[int, int]:
        return _widths(self.first_column, self.first_row, self.digits, columns, rows)

    def _widths(self, columns: int, rows: int) -> tuple[int, int]:
        last_c = self.first_column + max(columns, 1) - 1
        last_r = self.first_row + max(rows, 1) - 1
        wc = max(self.digits, len(str(abs(last_c))), len(str(abs(self.first_column))))
        wr = max(self.digits, len(str(abs(last_r))), len(str(abs(self.first_row))))
        return wc, wr

    def format(self, col: int, row: int, columns: int, rows: int) -> str:
        wc, wr = self.widths(columns, rows)
        c = self.first_column + col
        r = self.first_row + row
        if self.zero_pad or not self.separator:
            return f"{c:0{wc}d}{self.separator}{r:0{wr}d}"
        return f"{c}{self.separator}{r}"

    def parse(self, label: str, columns: int, rows: int) -> tuple[int, int]:
        """Offset (col, row), zero-based, of a label. Raises LabelError."""
        text = label.strip()
        wc, wr = self.widths(columns, rows)
        if self.separator:
            parts = text.split(self.separator)
            if len(parts) != 2 or not all(_ascii_digits(p) for p in parts):
                raise LabelError(msg("'{label}' is not a hex label of the form {example}", label=label, example=self.example(columns, rows)))
            cs, rs = parts
        else:
            if not _ascii_digits(text) or len(text) != wc + wr:
                raise LabelError(msg("'{label}' is not a hex label of the form {example} ({digits} digits)",
                                     label=label, example=self.example(columns, rows), digits=wc + wr))
            cs, rs = text[:wc], text[wc:]
        return int(cs) - self.first_column, int(rs) - self.first_row

    def example(self, columns: int, rows: int) -> str:
        return self.format(0, 0, columns, rows)


def _ascii_digits(text: str) -> bool:
    """Only 0-9: str.isdigit() also takes '²' (which int() refuses) and other
    scripts' digits (which int() reads, making a second spelling of a hex)."""
    return text.isascii() and text.isdigit()


@dataclass(frozen=True)
class Grid:
    """One map's grid: size, orientation, stagger, labels and pixel geometry.

    ``size`` is the hex's circumradius in scene pixels; hex (0, 0) in offset
    coordinates has its centre at ``(size, size)`` for flat hexes (so the
    map's top-left corner sits near the scene origin).
    """

    columns: int
    rows: int
    orientation: Orientation = Orientation.FLAT
    stagger: Stagger = Stagger.ODD
    labels: LabelScheme = field(default_factory=LabelScheme)
    size: float = 40.0

    # --- offset <-> axial -------------------------------------------------
    def from_offset(self, col: int, row: int) -> Hex:
        if self.orientation is Orientation.FLAT:
            shift = (col - (col & 1)) // 2 if self.stagger is Stagger.ODD else (col + (col & 1)) // 2
            return Hex(col, row - shift)
        shift = (row - (row & 1)) // 2 if self.stagger is Stagger.ODD else (row + (row & 1)) // 2
        return Hex(col - shift, row)

    def to_offset(self, h: Hex) -> tuple[int, int]:
        if self.orientation is Orientation.FLAT:
            col = h.q
            shift = (col - (col & 1)) // 2 if self.stagger is Stagger.ODD else (col + (col & 1)) // 2
            return col, h.r + shift
        row = h.r
        shift = (row - (row & 1)) // 2 if self.stagger is Stagger.ODD else (row + (row & 1)) // 2
        return h.q + shift, row

    def contains(self, h: Hex) -> bool:
        col, row = self.to_offset(h)
        return 0 <= col < self.columns and 0 <= row < self.rows

    def hexes(self) -> Iterator[Hex]:
        """Every hex of the rectangle, row by row."""
        for row in range(self.rows):
            for col in range(self.columns):
                yield self.from_offset(col, row)

    def neighbours(self, h: Hex) -> list[Hex]:
        """Adjacent hexes that lie on the map."""
        return [n for n in h.neighbours() if self.contains(n)]

    def is_edge(self, h: Hex) -> bool:
        return self.contains(h) and len(self.neighbours(h)) < 6

    # --- labels -----------------------------------------------------------
    def label(self, h: Hex) -> str:
        col, row = self.to_offset(h)
        return self.labels.format(col, row, self.columns, self.rows)

    @functools.cached_property
    def _label_form(self) -> tuple[str, int, int, int, int]:
        # A big map's file names 160,000 hexes: the scheme's widths are worked
        # out once per grid, not once per label.
        wc, wr = self.labels.widths(self.columns, self.rows)
        return self.labels.separator, wc, wr, self.labels.first_column, self.labels.first_row

    def parse(self, label: str) -> Hex:
        """The hex a printed label names. Raises LabelError (also if off the map)."""
        sep, wc, wr, fc, fr = self._label_form
        # The common case, a well-formed label on the map, read at once; anything
        # else (spaces, wrong width, off the map) takes the careful way below.
        if sep:
            cs, found, rs = label.partition(sep)
            if found and cs.isascii() and cs.isdigit() and rs.isascii() and rs.isdigit():
                col, row = int(cs) - fc, int(rs) - fr
                if 0 <= col < self.columns and 0 <= row < self.rows:
                    return self.from_offset(col, row)
        elif len(label) == wc + wr and label.isascii() and label.isdigit():
            col, row = int(label[:wc]) - fc, int(label[wc:]) - fr
            if 0 <= col < self.columns and 0 <= row < self.rows:
                return self.from_offset(col, row)
        col, row = self.labels.parse(label, self.columns, self.rows)
        if not (0 <= col < self.columns and 0 <= row < self.rows):
            raise LabelError(msg(
                "hex '{label}' is outside the map ({columns} columns x {rows} rows, {first} to {last})",
                label=label, columns=self.columns, rows=self.rows, first=self.label(self.from_offset(0, 0)),
                last=self.label(self.from_offset(self.columns - 1, self.rows - 1))))
        return self.from_offset(col, row)

    # --- pixels -----------------------------------------------------------
    def _origin(self) -> tuple[float, float]:
        # With even stagger the second column (row) sits higher (further left)
        # than the first, so the first hex moves half a hex in to keep the
        # whole map at non-negative coordinates.
        half = SQRT3 * self.size / 2
        if self.orientation is Orientation.FLAT:
            extra = half if self.stagger is Stagger.EVEN and self.columns > 1 else 0.0
            return self.size, half + extra
        extra = half if self.stagger is Stagger.EVEN and self.rows > 1 else 0.0
        return half + extra, self.size

    @functools.cached_property
    def _shift(self) -> tuple[float, float]:
        # From raw axial pixels to the scene's: worked out once per grid (a big
        # map's first drawing asks for 160,000 centres).
        ox, oy = self._raw(self.from_offset(0, 0))
        bx, by = self._origin()
        return bx - ox, by - oy

    def center(self, h: Hex) -> tuple[float, float]:
        """Scene position of a hex's centre."""
        dx, dy = self._shift
        x, y = self._raw(h)
        return x + dx, y + dy

    def _raw(self, h: Hex) -> tuple[float, float]:
        s = self.size
        if self.orientation is Orientation.FLAT:
            return s * 1.5 * h.q, s * SQRT3 * (h.r + h.q / 2)
        return s * SQRT3 * (h.q + h.r / 2), s * 1.5 * h.r

    def hex_at(self, x: float, y: float) -> Hex:
        """The hex (on or off the map) containing a scene point."""
        ox, oy = self._raw(self.from_offset(0, 0))
        bx, by = self._origin()
        px, py = x - bx + ox, y - by + oy
        s = self.size
        if self.orientation is Orientation.FLAT:
            fq = (2.0 / 3.0 * px) / s
            fr = (-1.0 / 3.0 * px + SQRT3 / 3.0 * py) / s
        else:
            fq = (SQRT3 / 3.0 * px - 1.0 / 3.0 * py) / s
            fr = (2.0 / 3.0 * py) / s
        return _cube_round(fq, fr)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corners of a hex, clockwise in screen space from the first."""
        cx, cy = self.center(h)
        start = 0.0 if self.orientation is Orientation.FLAT else 30.0
        pts = []
        for i in range(6):
            a = math.radians(start + 60 * i)
            pts.append((cx + self.size * math.cos(a), cy + self.size * math.sin(a)))
        return pts

    def hexside_endpoints(self, side: Hexside) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two corners a hexside runs between."""
        ax, ay = self.center(side.a)
        bx, by = self.center(side.b)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        # The edge is perpendicular to the centre line, half a side long each way.
        dx, dy = bx - ax, by - ay
        norm = math.hypot(dx, dy)
        ux, uy = -dy / norm, dx / norm
        half = self.size / 2
        return (mx + ux * half, my + uy * half), (mx - ux * half, my - uy * half)

    def hexside_at(self, x: float, y: float) -> Hexside:
        """The hexside nearest to a scene point (for clicking near an edge)."""
        h = self.hex_at(x, y)
        cx, cy = self.center(h)
        best = None
        best_d = math.inf
        for n in h.neighbours():
            nx, ny = self.center(n)
            mx, my = (cx + nx) / 2, (cy + ny) / 2
            d = (mx - x) ** 2 + (my - y) ** 2
            if d < best_d:
                best, best_d = n, d
        assert best is not None
        return Hexside(h, best)

    def pixel_size(self) -> tuple[float, float]:
        """Width and height of the whole map in scene pixels."""
        s = self.size
        if self.orientation is Orientation.FLAT:
            w = s * 1.5 * (self.columns - 1) + 2 * s
            h = SQRT3 * s * (self.rows + (0.5 if self.columns > 1 else 0))
        else:
            w = SQRT3 * s * (self.columns + (0.5 if self.rows > 1 else 0))
            h = s * 1.5 * (self.rows - 1) + 2 * s
        return w, h
