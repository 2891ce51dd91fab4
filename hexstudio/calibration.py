"""Laying the hex grid over a scanned map: fit an affine transform to clicks.

The user clicks the centres of three or more hexes on the scan and types the
labels printed on them. Each combination of orientation (flat/pointy) and
stagger (odd/even) puts those labels at known scene points; a least-squares
affine transform maps the clicks (image pixels) onto them. An affine map
covers what a flatbed scan does to a sheet: scale, a little rotation, a
slightly different scale across and down, a small skew.

With exactly three clicks every combination fits perfectly (six numbers, six
equations), so the choice also weighs how far each fit is from a plain
scale-and-rotate: a wrong stagger or orientation needs a badly distorted
transform to fit. Both are expressed in image pixels and added into one
score. Residuals (and, from four clicks on, leave-one-out residuals: where the
other clicks put this hex) show a mistyped label or a careless click.

Headless and pure Python; numbers are the six of ``BackgroundImage.transform``
in Qt's ``QTransform`` order (m11, m12, m21, m22, dx, dy):
``x' = m11*x + m21*y + dx``, ``y' = m12*x + m22*y + dy``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from hexstudio.hexgrid import Grid, LabelError, Orientation, Stagger
from hexstudio.text import msg

Point = tuple[float, float]


class CalibrationError(ValueError):
    """The reference points cannot give a transform, and why."""


# --------------------------------------------------------------------------- affine


@dataclass(frozen=True)
class Affine:
    """``x' = a*x + b*y + c``, ``y' = d*x + e*y + f``."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 0.0
    e: float = 1.0
    f: float = 0.0

    @classmethod
    def from_qt(cls, t: Sequence[float]) -> Affine:
        m11, m12, m21, m22, dx, dy = t
        return cls(m11, m21, dx, m12, m22, dy)

    def to_qt(self) -> tuple[float, float, float, float, float, float]:
        """(m11, m12, m21, m22, dx, dy) for ``BackgroundImage.transform``."""
        return (self.a, self.d, self.b, self.e, self.c, self.f)

    def map(self, x: float, y: float) -> Point:
        return self.a * x + self.b * y + self.c, self.d * x + self.e * y + self.f

    def det(self) -> float:
        return self.a * self.e - self.b * self.d

    def inverse(self) -> Affine:
        det = self.det()
        if abs(det) < 1e-12:
            raise CalibrationError(msg("the transform squashes the image flat and cannot be inverted"))
        a, b, d, e = self.e / det, -self.b / det, -self.d / det, self.a / det
        return Affine(a, b, -(a * self.c + b * self.f), d, e, -(d * self.c + e * self.f))

    def then(self, other: Affine) -> Affine:
        """This transform followed by ``other``."""
        o = other
        return Affine(
            o.a * self.a + o.b * self.d,
            o.a * self.b + o.b * self.e,
            o.a * self.c + o.b * self.f + o.c,
            o.d * self.a + o.e * self.d,
            o.d * self.b + o.e * self.e,
            o.d * self.c + o.e * self.f + o.f,
        )

    def singular_values(self) -> tuple[float, float]:
        """Largest and smallest stretch of the linear part."""
        a, b, d, e = self.a, self.b, self.d, self.e
        s = a * a + b * b + d * d + e * e
        det = abs(a * e - b * d)
        root = math.sqrt(max(s * s - 4 * det * det, 0.0))
        return math.sqrt((s + root) / 2), math.sqrt(max((s - root) / 2, 0.0))

    def rotation_degrees(self) -> float:
        return math.degrees(math.atan2(self.d, self.a))


def solve3(m: list[list[float]], v: list[float]) -> list[float]:
    """Solve a 3x3 linear system by Gaussian elimination with partial pivoting."""
    a = [[*row, rhs] for row, rhs in zip(m, v, strict=True)]
    scale = max((abs(x) for row in m for x in row), default=0.0) or 1.0
    for col in range(3):
        pivot = max(range(col, 3), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12 * scale:
            raise CalibrationError(msg("the reference hexes lie on one line; click a hex away from that line"))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, 3):
            k = a[r][col] / a[col][col]
            for c in range(col, 4):
                a[r][c] -= k * a[col][c]
    x = [0.0, 0.0, 0.0]
    for r in (2, 1, 0):
        x[r] = (a[r][3] - sum(a[r][c] * x[c] for c in range(r + 1, 3))) / a[r][r]
    return x


def fit_affine(src: Sequence[Point], dst: Sequence[Point]) -> Affine:
    """Least-squares affine transform taking ``src`` points to ``dst`` points.

    Both coordinate sets are centred first, so scans of 10,000 pixels keep
    the normal equations well conditioned.
    """
    n = len(src)
    if n != len(dst):
        raise CalibrationError(msg("as many image points as grid points are needed"))
    if n < 3:
        raise CalibrationError(msg("at least 3 reference hexes are needed ({n} given)", n=n))
    mx = sum(p[0] for p in src) / n
    my = sum(p[1] for p in src) / n
    nx = sum(p[0] for p in dst) / n
    ny = sum(p[1] for p in dst) / n
    rows = [(x - mx, y - my, 1.0) for x, y in src]
    ata = [[sum(r[i] * r[j] for r in rows) for j in range(3)] for i in range(3)]
    atx = [sum(r[i] * (p[0] - nx) for r, p in zip(rows, dst, strict=True)) for i in range(3)]
    aty = [sum(r[i] * (p[1] - ny) for r, p in zip(rows, dst, strict=True)) for i in range(3)]
    a, b, c = solve3(ata, atx)
    d, e, f = solve3(ata, aty)
    # Undo the centring: x' - nx = a (x - mx) + b (y - my) + c.
    return Affine(a, b, c + nx - a * mx - b * my, d, e, f + ny - d * mx - e * my)


# --------------------------------------------------------------------------- calibration


@dataclass(frozen=True)
class Reference:
    """One click: the printed label the user read and where they clicked."""

    label: str
    point: Point


@dataclass(frozen=True)
class PointResidual:
    label: str
    point: Point
    fitted: Point  # where the fitted grid puts this hex's centre on the image
    error: float  # image pixels between the click and ``fitted``
    loo_error: float | None  # the same, from a fit without this click (4+ clicks)


@dataclass(frozen=True)
class Candidate:
    orientation: Orientation
    stagger: Stagger
    transform: Affine  # image -> scene
    rms: float  # image pixels
    distortion: float  # image pixels the fit departs from a similarity, at the clicks' spread
    score: float
    residuals: tuple[PointResidual, ...]


@dataclass(frozen=True)
class HexShape:
    """How the fitted grid says the hexes are printed on the scan.

    A printed hex is regular and a flatbed scan keeps it so within a percent
    or two, so a fit that needs hexes much wider than tall, or leaning, says
    that a hex number was mistyped or a click missed its centre (with three
    hexes the fit is always exact: this is then the only sign).
    """

    stretch: float  # how much longer one way than the other: 0.05 is 5 %
    wider: bool  # stretched across the scan (True) or down it (False)
    skew: float  # degrees the columns lean away from square with the rows


ODD_STRETCH = 0.04
ODD_SKEW = 2.0


def hex_shape(t: Affine) -> HexShape:
    """The shape of a regular hex printed under ``t`` (image -> scene)."""
    inv = t.inverse()  # scene -> image: how a regular hex lands on the scan
    ux, uy, vx, vy = inv.a, inv.d, inv.b, inv.e
    lu, lv = math.hypot(ux, uy), math.hypot(vx, vy)
    s1, s2 = inv.singular_values()
    stretch = s1 / s2 - 1.0 if s2 > 0 else math.inf
    cos = (ux * vx + uy * vy) / (lu * lv) if lu > 0 and lv > 0 else 0.0
    return HexShape(stretch, lu >= lv, math.degrees(math.asin(max(-1.0, min(1.0, cos)))))


@dataclass(frozen=True)
class CalibrationResult:
    """The best fit, every combination tried (best first) and whether the
    clicks could tell the best two apart."""

    best: Candidate
    candidates: tuple[Candidate, ...]
    ambiguous: bool
    thin: bool = False  # the clicks lie close to one line: far parts of the map may be off

    def advice(self) -> str:
        """What the user could do to get a better fit, or "" when it looks fine."""
        tips = []
        if self.ambiguous:
            tips.append("add a hex in a column (row) of the other parity so the stagger shows")
        if self.thin:
            tips.append("the hexes are nearly on one line: add one far from that line")
        bad = self.suspect()
        if bad is not None:
            tips.append(f"check hex {bad.label}: its click is {bad.error:.0f} px from the fitted grid")
        odd = self.odd_shape()
        if odd is not None:
            tips.append(
                f"the fit makes the hexes {odd.stretch:.0%} {'wider' if odd.wider else 'taller'} than they should be"
                f" and leaning {abs(odd.skew):.1f} degrees: check the hex numbers and clicks"
            )
        if len(self.residuals) < 4:
            tips.append("three hexes always fit exactly: add a fourth to check them")
        return "; ".join(tips)

    @property
    def shape(self) -> HexShape:
        return hex_shape(self.best.transform)

    def odd_shape(self, max_stretch: float = ODD_STRETCH, max_skew: float = ODD_SKEW) -> HexShape | None:
        """The hexes' shape when the fit distorts them beyond what a scan does, else None."""
        shape = self.shape
        return shape if shape.stretch > max_stretch or abs(shape.skew) > max_skew else None

    def suspect(self, min_px: float = 3.0) -> PointResidual | None:
        """The click that stands out as wrong, if one does.

        Needs four clicks or more (three always fit exactly). With few clicks
        a wrong one drags the fit and shares its error with the others, so
        it is named only when its residual clearly leads the rest.
        """
        if len(self.residuals) < 4:
            return None
        ranked = sorted(self.residuals, key=lambda r: r.error, reverse=True)
        first, second = ranked[0], ranked[1]
        if first.error > min_px and first.error > 1.5 * second.error:
            return first
        return None

    @property
    def orientation(self) -> Orientation:
        return self.best.orientation

    @property
    def stagger(self) -> Stagger:
        return self.best.stagger

    @property
    def transform(self) -> tuple[float, float, float, float, float, float]:
        """For ``BackgroundImage.transform`` (image pixel -> scene)."""
        return self.best.transform.to_qt()

    @property
    def residuals(self) -> tuple[PointResidual, ...]:
        return self.best.residuals

    @property
    def rms(self) -> float:
        return self.best.rms

    def worst(self) -> PointResidual:
        """The click furthest from the fitted grid."""
        return max(self.residuals, key=lambda r: r.error)


def _residuals(grid: Grid, refs: Sequence[Reference], scene: Sequence[Point], t: Affine) -> tuple[PointResidual, ...]:
    inv = t.inverse()
    out = []
    for i, (ref, target) in enumerate(zip(refs, scene, strict=True)):
        fx, fy = inv.map(*target)
        err = math.hypot(fx - ref.point[0], fy - ref.point[1])
        loo = None
        if len(refs) >= 4:
            others = [r.point for j, r in enumerate(refs) if j != i]
            others_scene = [p for j, p in enumerate(scene) if j != i]
            try:
                lx, ly = fit_affine(others, others_scene).inverse().map(*target)
                loo = math.hypot(lx - ref.point[0], ly - ref.point[1])
            except CalibrationError:
                loo = None
        out.append(PointResidual(ref.label, ref.point, (fx, fy), err, loo))
    return tuple(out)


def _distortion(t: Affine, refs: Sequence[Reference]) -> float:
    """How far the transform is from scale-and-rotate, as image pixels at the
    clicks' spread; a mirrored fit (a scan is never mirrored) counts as huge."""
    s1, s2 = t.singular_values()
    if s2 <= 0:
        return math.inf
    n = len(refs)
    cx = sum(r.point[0] for r in refs) / n
    cy = sum(r.point[1] for r in refs) / n
    spread = math.sqrt(sum((r.point[0] - cx) ** 2 + (r.point[1] - cy) ** 2 for r in refs) / n)
    aniso = (s1 / s2 - 1.0) * spread
    if t.det() < 0:
        aniso += 10 * spread + 1000.0
    return aniso


def calibrate(
    grid: Grid,
    references: Sequence[Reference] | Sequence[tuple[str, Point]],
    hex_size: float | None = None,
    orientations: Sequence[Orientation] = (Orientation.FLAT, Orientation.POINTY),
    staggers: Sequence[Stagger] = (Stagger.ODD, Stagger.EVEN),
) -> CalibrationResult:
    """Fit the grid to reference clicks, trying each orientation and stagger.

    ``grid`` gives the map's size and label scheme (its orientation and
    stagger are the ones tried unless others are passed); ``hex_size`` the
    scene size of a hex (the grid's when omitted). Raises CalibrationError for
    fewer than three clicks, unreadable labels, the same hex twice, or clicks
    on one line.
    """
    refs = [r if isinstance(r, Reference) else Reference(r[0], (float(r[1][0]), float(r[1][1]))) for r in references]
    if len(refs) < 3:
        raise CalibrationError(msg("click at least 3 hex centres and type their numbers ({n} so far)", n=len(refs)))
    size = hex_size if hex_size is not None else grid.size
    if not size > 0:
        raise CalibrationError(msg("hex size must be positive (not {size})", size=size))
    offsets = []
    for r in refs:
        try:
            offsets.append(grid.labels.parse(r.label, grid.columns, grid.rows))
        except LabelError as e:
            raise CalibrationError(msg("reference hex '{label}': {problem}", label=r.label, problem=e.args[0] if e.args else str(e))) from None
        col, row = offsets[-1]
        if not (0 <= col < grid.columns and 0 <= row < grid.rows):
            raise CalibrationError(msg("reference hex '{label}' is outside the map ({columns} x {rows} hexes)", label=r.label, columns=grid.columns, rows=grid.rows))
    if len(set(offsets)) < len(offsets):
        raise CalibrationError(msg("the same hex is used twice as a reference"))
    candidates = []
    for o in orientations:
        for s in staggers:
            g = replace(grid, orientation=o, stagger=s, size=size)
            scene = [g.center(g.from_offset(c, r)) for c, r in offsets]
            t = fit_affine([r.point for r in refs], scene)
            if abs(t.det()) < 1e-12:
                continue
            res = _residuals(g, refs, scene, t)
            rms = math.sqrt(sum(x.error**2 for x in res) / len(res))
            dist = _distortion(t, refs)
            candidates.append(Candidate(o, s, t, rms, dist, rms + dist, res))
    if not candidates:
        raise CalibrationError(msg("no grid fits these clicks"))
    candidates.sort(key=lambda c: (c.score, c.orientation != grid.orientation, c.stagger != grid.stagger))
    best = candidates[0]
    # Two combinations whose transforms are one translation apart fit the
    # clicks equally: only clicks in columns (rows) of both parities tell
    # the staggers apart.
    ambiguous = len(candidates) > 1 and candidates[1].score - best.score < max(1.0, 0.1 * best.score)
    return CalibrationResult(best, tuple(candidates), ambiguous, _thin([r.point for r in refs]))


def _thin(points: Sequence[Point]) -> bool:
    """True when the clicks spread much less across than along: errors then
    grow fast away from them."""
    n = len(points)
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    sxx = sum((p[0] - mx) ** 2 for p in points) / n
    syy = sum((p[1] - my) ** 2 for p in points) / n
    sxy = sum((p[0] - mx) * (p[1] - my) for p in points) / n
    half_trace = (sxx + syy) / 2
    root = math.sqrt(max(half_trace**2 - (sxx * syy - sxy * sxy), 0.0))
    big, small = half_trace + root, max(half_trace - root, 0.0)
    return big > 0 and math.sqrt(small / big) < 0.25


# --------------------------------------------------------------------------- nudges


def nudge_translate(t: Sequence[float], dx: float, dy: float) -> tuple[float, ...]:
    """Move the image by (dx, dy) scene units."""
    return Affine.from_qt(t).then(Affine(c=dx, f=dy)).to_qt()


def nudge_scale(t: Sequence[float], factor: float, about: Point = (0.0, 0.0)) -> tuple[float, ...]:
    """Scale the image by ``factor`` around a scene point."""
    if not factor > 0:
        raise CalibrationError(msg("scale factor must be positive (not {factor})", factor=factor))
    x, y = about
    return Affine.from_qt(t).then(Affine(factor, 0, x - factor * x, 0, factor, y - factor * y)).to_qt()


def nudge_rotate(t: Sequence[float], degrees: float, about: Point = (0.0, 0.0)) -> tuple[float, ...]:
    """Turn the image clockwise on screen by ``degrees`` around a scene point (y points down)."""
    r = math.radians(degrees)
    cos, sin = math.cos(r), math.sin(r)
    x, y = about
    rot = Affine(cos, -sin, x - cos * x + sin * y, sin, cos, y - sin * x - cos * y)
    return Affine.from_qt(t).then(rot).to_qt()
