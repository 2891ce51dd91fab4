"""Where each scan pixel falls on the hex grid, for whole arrays of pixels.

``HexLocator`` is ``Grid.hex_at`` and ``Grid.to_offset`` for numpy arrays of
scene points: the hex each point lies in (as an index ``row * columns +
col``, -1 off the map rectangle), the point's place inside that hex
(offset from the centre, in hex radii) and its hexagonal radius ``rho``
(0 at the centre, 1 on the hex outline).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from hexstudio.calibration import Affine
from hexstudio.hexgrid import DIRECTIONS, Grid, Hex, Orientation, Stagger

SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True)
class HexPoints:
    """Per point: hex index (-1 off the map), offset from its centre in hex
    radii (x right, y down on the map) and hexagonal radius."""

    index: np.ndarray
    dx: np.ndarray
    dy: np.ndarray
    rho: np.ndarray


class HexLocator:
    """Vectorised pixel-to-hex mapping for one grid."""

    def __init__(self, grid: Grid) -> None:
        self.grid = grid
        self.flat = grid.orientation is Orientation.FLAT
        self.odd = grid.stagger is Stagger.ODD
        h0 = grid.from_offset(0, 0)
        cx, cy = grid.center(h0)
        rx, ry = self.raw(h0.q, h0.r)
        # Scene = raw + shift (see Grid.center).
        self.shift = (cx - rx, cy - ry)
        self.count = grid.columns * grid.rows

    def raw(self, q: float, r: float) -> tuple[float, float]:
        """Scene offset of axial (q, r) from axial (0, 0)."""
        s = self.grid.size
        if self.flat:
            return s * 1.5 * q, s * SQRT3 * (r + q / 2)
        return s * SQRT3 * (q + r / 2), s * 1.5 * r

    def locate(self, x: np.ndarray, y: np.ndarray) -> HexPoints:
        """The hexes of scene points ``x``, ``y`` (float arrays of one shape)."""
        s = self.grid.size
        px = x - self.shift[0]
        py = y - self.shift[1]
        if self.flat:
            fq = (2.0 / 3.0) * px / s
            fr = (-1.0 / 3.0 * px + SQRT3 / 3.0 * py) / s
        else:
            fq = (SQRT3 / 3.0 * px - 1.0 / 3.0 * py) / s
            fr = (2.0 / 3.0) * py / s
        q, r = _cube_round(fq, fr)
        del fq, fr
        if self.flat:
            rx = s * 1.5 * q
            ry = s * SQRT3 * (r + q * 0.5)
        else:
            rx = s * SQRT3 * (q + r * 0.5)
            ry = s * 1.5 * r
        dx = ((px - rx) / s).astype(np.float32)
        dy = ((py - ry) / s).astype(np.float32)
        del rx, ry, px, py
        qi = q.astype(np.int64)
        ri = r.astype(np.int64)
        del q, r
        if self.flat:
            col = qi
            half = (col - (col & 1)) // 2 if self.odd else (col + (col & 1)) // 2
            row = ri + half
        else:
            row = ri
            half = (row - (row & 1)) // 2 if self.odd else (row + (row & 1)) // 2
            col = qi + half
        inside = (col >= 0) & (col < self.grid.columns) & (row >= 0) & (row < self.grid.rows)
        index = np.where(inside, row * self.grid.columns + col, -1).astype(np.int32)
        return HexPoints(index, dx, dy, hex_radius(dx, dy, self.flat))

    # --- per hex -----------------------------------------------------------------
    def hex_of(self, index: int) -> Hex:
        row, col = divmod(index, self.grid.columns)
        return self.grid.from_offset(col, row)

    def index_of(self, h: Hex) -> int:
        col, row = self.grid.to_offset(h)
        return row * self.grid.columns + col

    def axial(self) -> tuple[np.ndarray, np.ndarray]:
        """Axial (q, r) of every hex, in index order."""
        idx = np.arange(self.count, dtype=np.int64)
        row, col = np.divmod(idx, self.grid.columns)
        if self.flat:
            half = (col - (col & 1)) // 2 if self.odd else (col + (col & 1)) // 2
            return col, row - half
        half = (row - (row & 1)) // 2 if self.odd else (row + (row & 1)) // 2
        return col - half, row

    def index_of_axial(self, q: np.ndarray, r: np.ndarray) -> np.ndarray:
        """Index of axial coordinates (-1 off the rectangle)."""
        if self.flat:
            col = q
            half = (col - (col & 1)) // 2 if self.odd else (col + (col & 1)) // 2
            row = r + half
        else:
            row = r
            half = (row - (row & 1)) // 2 if self.odd else (row + (row & 1)) // 2
            col = q + half
        inside = (col >= 0) & (col < self.grid.columns) & (row >= 0) & (row < self.grid.rows)
        return np.where(inside, row * self.grid.columns + col, -1)

    def centres(self) -> np.ndarray:
        """Scene centre of every hex, (count, 2), in index order."""
        q, r = self.axial()
        x, y = self.raw(q.astype(np.float64), r.astype(np.float64))
        return np.stack([np.asarray(x) + self.shift[0], np.asarray(y) + self.shift[1]], axis=1)

    def directions(self, pairs: np.ndarray) -> np.ndarray:
        """Direction index (``hexgrid.DIRECTIONS``) from the first hex of each
        pair to the second (-1 if not neighbours)."""
        q, r = self.axial()
        dq = q[pairs[:, 1]] - q[pairs[:, 0]]
        dr = r[pairs[:, 1]] - r[pairs[:, 0]]
        out = np.full(len(pairs), -1, dtype=np.int64)
        for i, d in enumerate(DIRECTIONS):
            out[(dq == d.q) & (dr == d.r)] = i
        return out

    def sides(self) -> np.ndarray:
        """Every hexside between two hexes of the rectangle, (m, 2) index
        pairs in the canonical ``Hexside`` order (the smaller hex first), each once."""
        q, r = self.axial()
        idx = np.arange(self.count, dtype=np.int64)
        out = []
        # Directions 0, 1 and 5 lead to a larger (q, r): each side is found
        # once, from its smaller hex.
        for dq, dr in ((1, 0), (1, -1), (0, 1)):
            n = self.index_of_axial(q + dq, r + dr)
            ok = n >= 0
            out.append(np.stack([idx[ok], n[ok]], axis=1))
        pairs = np.concatenate(out) if out else np.zeros((0, 2), dtype=np.int64)
        order = np.lexsort((pairs[:, 1], pairs[:, 0]))
        return pairs[order].astype(np.int32)

    def touching_sides(self, sides: np.ndarray) -> np.ndarray:
        """Pairs of hexsides (indices into ``sides``, as ``sides()`` gives
        them) that meet at a hex corner: where a river runs on from one
        hexside to the next. (p, 2), each pair once, smaller index first."""
        q, r = self.axial()
        lo_all = np.minimum(sides[:, 0], sides[:, 1]).astype(np.int64)
        keys = lo_all * self.count + np.maximum(sides[:, 0], sides[:, 1]).astype(np.int64)
        order = np.argsort(keys)
        idx = np.arange(self.count, dtype=np.int64)

        def side_of(x: np.ndarray, y: np.ndarray) -> np.ndarray:
            lo, hi = np.minimum(x, y), np.maximum(x, y)
            k = lo * self.count + hi
            pos = np.clip(np.searchsorted(keys[order], k), 0, max(len(keys) - 1, 0))
            found = (x >= 0) & (y >= 0) & (len(keys) > 0)
            found &= keys[order][pos] == k
            return np.where(found, order[pos], -1)

        out = []
        # Every corner is shared by three mutually neighbouring hexes; each
        # hex owns two of its corners: with (q+1, r) and (q, r+1), and with
        # (q+1, r) and (q+1, r-1).
        for dq, dr in ((0, 1), (1, -1)):
            b = self.index_of_axial(q + 1, r)
            c = self.index_of_axial(q + dq, r + dr)
            ok = (b >= 0) & (c >= 0)
            s1, s2, s3 = side_of(idx[ok], b[ok]), side_of(idx[ok], c[ok]), side_of(b[ok], c[ok])
            for u, v in ((s1, s2), (s1, s3), (s2, s3)):
                good = (u >= 0) & (v >= 0)
                out.append(np.stack([np.minimum(u, v)[good], np.maximum(u, v)[good]], axis=1))
        if not out:
            return np.zeros((0, 2), dtype=np.int64)
        return np.unique(np.concatenate(out), axis=0)


def hex_radius(dx: np.ndarray, dy: np.ndarray, flat: bool) -> np.ndarray:
    """Hexagonal radius of offsets given in hex radii: 0 at the centre, 1 all along the outline."""
    ax, ay = np.abs(dx), np.abs(dy)
    if flat:
        # Edges face up/down and the four diagonals at +-30 degrees.
        m = np.maximum(ay, ax * (SQRT3 / 2) + ay * 0.5)
    else:
        m = np.maximum(ax, ay * (SQRT3 / 2) + ax * 0.5)
    return (m / (SQRT3 / 2)).astype(np.float32)


def _cube_round(fq: np.ndarray, fr: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    fs = -fq - fr
    q = np.rint(fq)
    r = np.rint(fr)
    s = np.rint(fs)
    dq = np.abs(q - fq)
    dr = np.abs(r - fr)
    ds = np.abs(s - fs)
    fix_q = (dq > dr) & (dq > ds)
    fix_r = ~fix_q & (dr > ds)
    q = np.where(fix_q, -r - s, q)
    r = np.where(fix_r, -q - s, r)
    return q, r


def image_to_scene_arrays(t: Affine, u: np.ndarray, v: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Apply an affine transform to arrays of points."""
    return t.a * u + t.b * v + t.c, t.d * u + t.e * v + t.f
