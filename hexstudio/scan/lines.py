"""Rivers on hexsides and roads between hex centres, learnt from one example each.

A river is a line of the river's ink running along the edge between two hex
centres; a road is a line of the road's ink running from one hex centre to
the next. ``hexstudio.scan.features`` keeps a small grid of colour samples
along every hexside (between its corners, a little way across it) and along
every centre-to-centre link.

The printed hex grid is itself a line on every hexside: its ink is learnt
first, from all hexsides at once (most carry nothing else). From the example
the user traced, the line's ink is found: the samples that stand out most
from the two hexes' own colours and from the grid's ink. On every hexside
(link), each point along it counts as "on the line" when somewhere across it
the scan shows that ink, closer to it than to either hex's colour or the
grid's ink. The share of points on the line is the score; the example's own
score sets how high it must be (a dashed border scores lower than a river).

Lines printed alike (a river and the Rhine; every kind of road, one to a
link) are found together, then told apart by their profile across the line
(``line_profile``: width and core colour), a river keeping its kind along
its course (``kind_of_line``). Roads are also read as a mix of their ink and
the paper beside them, and counted by stretches of the link (``coverage``),
so a dotted trail through a forest is seen.
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from hexstudio.scan.classify import ExampleError

CLEARLY = 0.75  # a sample is a line's ink only this much nearer it than the grid's look
MIN_GROUP = 6  # hexsides between two terrains needed to learn the grid's look there
OWN_SHARE = 0.3  # of the points along a hexside where a second line's ink must be the nearest
DISTINCT_INKS = 20.0  # ΔE (CIE94) between two line inks that may share a hexside
MIN_EXAMPLE_SCORE = 0.15  # share of points on the line the example itself must show
SEGMENT_SHARE = 0.6  # of the stretches along a link the example showed, needed for a road
MIX_SHARE = 0.45  # a sample with this much of a line's ink beside the paper shows the line
MIX_RESIDUAL = 0.3  # of the ink's distance from the paper: how far off the mix a sample may lie
MIX_MIN_RESIDUAL = 6.0  # ΔE
MIX_MIN_REACH = 12.0  # ΔE: an ink this near the paper is not read as a mix with it
MIN_WIDTH_GAP = 0.02  # hex radii: widths of two kinds of line closer than this are not told apart by width
MIN_CORE_GAP = 6.0  # ΔE: likewise for core colours
WIDTH_NOISE = 0.25  # of a line's width: how well one example shows it
MAX_MISFIT = 4.0  # a hexside's width (or colour) misfit counts at most this much (a junction, a bridge, a smudge)
ALONG_COURSE = 0.3  # weight of each touching hexside's evidence in a line's kind


@dataclass(frozen=True)
class LineModel:
    """What one kind of line looks like on this scan."""

    ink: np.ndarray  # (3,) CIELAB
    tolerance: float  # ΔE within which a sample is the ink
    threshold: float  # share of points on the line above which the line is there
    example_score: float
    width: float  # samples across showing the ink, where it shows, on the example


@dataclass(frozen=True)
class LineResult:
    types: tuple[str, ...]
    score: np.ndarray  # (m, t) share of points on each type's line
    present: np.ndarray  # (m, t) bool: the line is suggested there
    confidence: np.ndarray  # (m, t) confidence in ``present`` (either way)
    models: tuple[LineModel, ...]
    problems: tuple[str, ...] = ()  # examples that could not be used (their types are left out)


def _dist(samples: np.ndarray, colour: np.ndarray) -> np.ndarray:
    """Colour difference of each sample (m, along, across, 3) from a
    reference colour, (3,) or (m, 3): CIELAB with the chroma difference
    weighed as CIE94 weighs it (less for saturated colours), hue and
    lightness in full.

    Thin lines need the forgiving chroma: JPEG stores colour at half
    resolution, so a two-pixel river keeps its lightness and its hue but
    loses much of its saturation. Hue stays strict: it is what tells a blue
    river from a purple border.
    """
    c = colour if colour.ndim == 1 else colour[:, None, None, :]
    dl = samples[..., 0] - c[..., 0]
    c1 = np.sqrt(c[..., 1] ** 2 + c[..., 2] ** 2)
    c2 = np.sqrt(samples[..., 1] ** 2 + samples[..., 2] ** 2)
    dc = c1 - c2
    da = samples[..., 1] - c[..., 1]
    db = samples[..., 2] - c[..., 2]
    dh2 = np.maximum(da * da + db * db - dc * dc, 0.0)
    return np.sqrt(dl * dl + (dc / (1 + 0.045 * c1)) ** 2 + dh2 / (1 + 0.0075 * c1) ** 2)


def background_ink(
    samples: np.ndarray, bg_a: np.ndarray, bg_b: np.ndarray, groups: np.ndarray, fit: np.ndarray
) -> np.ndarray:
    """How the line every hexside carries, the printed grid, looks on each one.

    The grid's thin line is seen mixed with the hexes' colours (dark grey on
    cream, dark blue-grey on the sea). On each hexside the samples standing
    out most from the two hexes are taken; their typical colour among the
    hexsides between the same two terrains (``groups``: one number per
    terrain pair) is the grid as it looks there. Most hexsides of a pair
    carry the grid and nothing else, so a river does not move the median.
    A pair with few hexsides uses all hexsides. Only hexsides ``fit`` marks
    are counted. Returns (m, 3).
    """
    out = np.minimum(_dist(samples, bg_a), _dist(samples, bg_b))
    pick = out.argmax(axis=2)
    core = np.take_along_axis(samples, pick[:, :, None, None], axis=2)[:, :, 0, :]
    seen = np.median(core, axis=1)  # (m, 3)
    every = np.median(seen[fit], axis=0) if fit.any() else np.median(seen, axis=0)
    grid = np.repeat(every[None, :], len(seen), axis=0)
    for g in np.unique(groups[fit]):
        members = fit & (groups == g)
        if members.sum() >= MIN_GROUP:
            grid[groups == g] = np.median(seen[members], axis=0)
    return grid.astype(np.float32)


def paper_beside(bg_a: np.ndarray, bg_b: np.ndarray, shape: tuple[int, ...], across: np.ndarray | None, hexsides: bool) -> np.ndarray:
    """The paper (hex colour) beside each sample, (m, along, across, 3): for a
    hexside the hex on that side of it, for a link the hex that half of the
    link crosses."""
    n_along, n_across = shape[1], shape[2]
    if hexsides:
        off = np.zeros(n_across) if across is None else across
        pick_b = (off > 0)[None, None, :, None]
    else:
        pick_b = (np.arange(n_along) >= n_along / 2)[None, :, None, None]
    return np.where(pick_b, bg_b[:, None, None, :], bg_a[:, None, None, :]).astype(np.float32)


def _mixed(samples: np.ndarray, paper: np.ndarray, ink: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each sample read as a mix of ``ink`` and the ``paper`` beside it: the
    ink's share (0 paper, 1 ink), how far the sample lies off that mix (ΔE),
    and how far the ink is from the paper (ΔE)."""
    d = ink - paper
    reach2 = np.maximum((d * d).sum(axis=-1), 1.0)
    v = samples - paper
    share = (v * d).sum(axis=-1) / reach2
    resid = np.sqrt(np.maximum((v * v).sum(axis=-1) - share * share * reach2, 0.0))
    return share, resid, np.sqrt(reach2)


def _hits(
    samples: np.ndarray,
    ink: np.ndarray,
    tol: float,
    bg_a: np.ndarray,
    bg_b: np.ndarray,
    others: Sequence[np.ndarray],
    across: np.ndarray | None = None,
    rivals: Sequence[np.ndarray] = (),
    straight: float = 0.08,
    centred: float = 0.1,
    paper: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """(m, along) True where the scan shows the ink somewhere across the
    line, and how many samples across show it there (the line's width).

    A sample shows the ink when it is within ``tol`` of it, closer to it
    than to either hex's colour or any ``rivals`` ink (other lines) and
    clearly closer than to the ``others`` (the grid's look on each line). With ``across`` (the
    offsets of the samples across, in hex radii), the hits must also lie
    along one line: within ``straight`` of the line's median offset, which
    tells a drawn line from symbols scattered beside it; and that line must
    run within ``centred`` of the hexside (link) itself, which tells a river
    on the hexside from a coastline drawn just inside a hex.

    With ``paper`` (the hex colour beside each sample, (m, along, across,
    3)), a sample also shows the ink when it reads as a mix of the ink and
    that paper (``_mixed``): a thin brown road across a forest is seen
    half green, far from the brown the example showed on open ground.
    """
    d_ink = _dist(samples, ink)
    on = (d_ink < tol) & (d_ink < _dist(samples, bg_a)) & (d_ink < _dist(samples, bg_b))
    if paper is not None:
        share, resid, reach = _mixed(samples, paper, ink)
        mixed = (share >= MIX_SHARE) & (resid <= np.maximum(MIX_RESIDUAL * reach, MIX_MIN_RESIDUAL)) & (reach >= MIX_MIN_REACH)
        for o in rivals:
            # Better read as a mix of another line's ink: that line's.
            s_o, r_o, _ = _mixed(samples, paper, o)
            mixed &= ~((s_o >= MIX_SHARE) & (r_o < resid))
        on |= mixed
    for o in others:
        # Clearly nearer the ink than the printed grid: JPEG darkens a thin
        # grid line here and there.
        on &= d_ink < CLEARLY * _dist(samples, o)
    if paper is None:
        for o in rivals:
            on &= d_ink < _dist(samples, o)
    hit = on.any(axis=2)
    width = on.sum(axis=2)
    if across is None:
        return hit, width
    # Where each point's best match lies across the line.
    score = np.where(on, d_ink, np.inf)
    pos = across[score.argmin(axis=2)].astype(np.float64)
    pos = np.where(hit, pos, np.nan)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # rows without a hit: nan, handled below
        mid = np.nanmedian(pos, axis=1)
    mid = np.where(np.isnan(mid), 0.0, mid)
    return hit & (np.abs(pos - mid[:, None]) <= straight) & (np.abs(mid) <= centred)[:, None], width


def coverage(hit: np.ndarray, segments: int | None) -> np.ndarray:
    """How much of each line's length shows it: with ``segments``, the
    share of that many equal stretches along it that show the ink anywhere
    (a dotted trail shows it in every stretch though at only half of the
    points); without, the share of the points along it."""
    if segments is None or segments >= hit.shape[1]:
        return hit.mean(axis=1)
    bounds = np.linspace(0, hit.shape[1], segments + 1).round().astype(np.int64)
    return np.logical_or.reduceat(hit, bounds[:-1], axis=1).mean(axis=1)


def learn_line(
    samples: np.ndarray,
    bg_a: np.ndarray,
    bg_b: np.ndarray,
    others: Sequence[np.ndarray],
    name: str,
    across: np.ndarray | None = None,
    rivals: Sequence[np.ndarray] = (),
    paper: np.ndarray | None = None,
    segments: int | None = None,
) -> LineModel:
    """The ink and thresholds of a line from its example samples ((e, along, across, 3))."""
    # Standing out from the hexes and the grid (not from other lines: a
    # river's ink is near a wider river's, and each must still find its own).
    out = np.minimum(_dist(samples, bg_a), _dist(samples, bg_b))
    for o in others:
        out = np.minimum(out, _dist(samples, o))
    # The line's core: the sample that stands out most at each point along.
    pick = out.argmax(axis=2)
    core = np.take_along_axis(samples, pick[:, :, None, None], axis=2)[:, :, 0, :].reshape(-1, 3)
    core_out = np.take_along_axis(out, pick[:, :, None], axis=2).reshape(-1)
    if core_out.size == 0 or float(np.quantile(core_out, 0.75)) < 6.0:
        raise ExampleError(f"the example of '{name}' shows no line that stands out from the hexes beside it")
    strong = core[core_out >= np.quantile(core_out, 0.5)]
    ink = np.median(strong, axis=0)
    # Tolerance: about half the way from the ink to the nearest other colour.
    probe = ink[None, None, None, :]
    gaps = [float(_dist(probe, bg_a[:1] if len(bg_a) == 1 else bg_a).min()), float(_dist(probe, bg_b[:1] if len(bg_b) == 1 else bg_b).min())]
    gaps += [float(_dist(probe, o).min()) for o in others]
    tol = float(np.clip(0.6 * min(gaps), 8.0, 30.0))
    hits, width = _hits(samples, ink, tol, bg_a, bg_b, others, across, rivals, paper=paper)
    score = float(coverage(hits, segments).mean())
    if score < MIN_EXAMPLE_SCORE:
        raise ExampleError(f"the example of '{name}' shows too little of its line")
    if segments:
        # Nearly every stretch of a road shows it (the example's own score is
        # about 1): most of them must, so a few stray marks do not make a road.
        threshold = float(np.clip(SEGMENT_SHARE * score, 0.15, 0.8))
    else:
        threshold = float(np.clip(0.5 * score, 0.15, 0.5))
    return LineModel(ink.astype(np.float32), tol, threshold, score, float(width[hits].mean()))


def _similar_groups(inks: Sequence[np.ndarray], mistaken: np.ndarray) -> list[list[int]]:
    """Lines whose inks are alike, grouped (joined through any similar pair).

    Two lines are alike when their inks are near (``DISTINCT_INKS``) or
    when one's detector finds its line on the other's example
    (``mistaken[i, j]``: line i found on the example of line j): the
    examples show which lines this scan prints alike, whatever their
    numbers say (a river's lighter blue is as far from the Rhine's dark
    blue as from a purple border, but only the Rhine looks like a river).
    """
    label = list(range(len(inks)))
    for i in range(len(inks)):
        for j in range(i + 1, len(inks)):
            near = float(_dist(inks[i][None, None, None, :], inks[j])[0, 0, 0]) < DISTINCT_INKS
            if near or mistaken[i, j] or mistaken[j, i]:
                old, new = label[j], label[i]
                label = [new if x == old else x for x in label]
    groups: dict[int, list[int]] = {}
    for i, x in enumerate(label):
        groups.setdefault(x, []).append(i)
    return list(groups.values())


def line_profile(
    samples: np.ndarray, bg_a: np.ndarray, bg_b: np.ndarray, ink: np.ndarray, across: np.ndarray | None, side: bool
) -> tuple[np.ndarray, np.ndarray]:
    """Each hexside's (link's) line as a profile across it: its width and its core colour.

    Every sample is read as a mix of the line's ink and the paper beside it
    (the hex's own colour: for a hexside the hex on that side of it, for a
    link the hex that half of the link crosses). The share of ink, summed
    across the line, is the line's width in hex radii: blur spreads a line
    out but keeps that sum, so a thin river and the wide Rhine keep their
    printed widths however soft the scan. The core colour is the sample
    with the most ink at each point along (the middle of the line, least
    mixed with the paper). Both are medians over the points along where the
    line shows (a dashed line's gaps do not count). Returns (m,) widths and
    (m, 3) core colours.
    """
    n_across = samples.shape[2]
    if across is None:
        across = np.zeros(n_across)
        step = 1.0
    else:
        step = float(np.abs(np.diff(across)).mean()) if n_across > 1 else 1.0
    bg = paper_beside(bg_a, bg_b, samples.shape, across, side)
    d = ink[None, None, None, :] - bg
    share = np.clip(((samples - bg) * d).sum(axis=3) / np.maximum((d * d).sum(axis=3), 1.0), 0.0, 1.2)
    peak = share.max(axis=2)
    shows = peak >= 0.5
    width = np.where(shows, share.sum(axis=2) * step, np.nan)
    core = np.take_along_axis(samples, share.argmax(axis=2)[:, :, None, None], axis=2)[:, :, 0, :]
    core = np.where(shows[:, :, None], core, np.nan)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # no point shows the line: nan, handled below
        w = np.nanmedian(width, axis=1)
        c = np.nanmedian(core, axis=1)
    return np.nan_to_num(w, nan=0.0), np.where(np.isnan(c), ink[None, :], c)


def kind_of_line(
    width: np.ndarray,
    core: np.ndarray,
    ex_width: np.ndarray,
    ex_core: np.ndarray,
    touching: np.ndarray | None,
    carries: np.ndarray,
) -> np.ndarray:
    """Which of a few similar lines (a river, the wider and darker Rhine)
    each hexside carries, once it is known to carry one of them.

    Each kind is told by its width and its core colour, each measured
    against how far apart the examples of the kinds lie (so neither counts
    more for being in bigger units). A river keeps its kind along its
    course: each hexside's evidence is joined by a part of that of the
    hexsides it runs on to (``touching``: pairs of hexsides meeting at a
    corner, both carrying a line: ``carries``), so one badly printed
    hexside does not change kind in the middle of a river, while a
    tributary joining the Rhine keeps its own kind (its own evidence
    weighs most). Returns (m, k) misfit (lower is better).
    """
    k = len(ex_width)
    gap_w = np.full(k, np.inf)
    gap_c = np.full(k, np.inf)
    for j in range(k):
        for i in range(k):
            if i != j:
                gap_w[j] = min(gap_w[j], abs(float(ex_width[j] - ex_width[i])))
                gap_c[j] = min(gap_c[j], float(np.linalg.norm(ex_core[j] - ex_core[i])))
    # A width is measured to within about a quarter of itself (a dash, a
    # junction, a smudge): widths closer than that tell little.
    gap_w = np.maximum(gap_w, np.maximum(MIN_WIDTH_GAP, WIDTH_NOISE * ex_width))
    gap_c = np.maximum(gap_c, MIN_CORE_GAP)
    dw = (width[:, None] - ex_width[None, :]) / gap_w[None, :]
    dc = np.linalg.norm(core[:, None, :] - ex_core[None, :, :], axis=2) / gap_c[None, :]
    # Each measure counts at most so much, so a width thrown off by a
    # junction leaves the colour to decide, and the other way round.
    misfit = np.minimum(dw * dw, MAX_MISFIT) + np.minimum(dc * dc, MAX_MISFIT)
    if touching is None or len(touching) == 0:
        return misfit
    both = carries[touching[:, 0]] & carries[touching[:, 1]]
    t = touching[both]
    # Evidence for each kind relative to the best one on that hexside.
    rel = misfit - misfit.min(axis=1, keepdims=True)
    joined = np.zeros_like(misfit)
    np.add.at(joined, t[:, 0], rel[t[:, 1]])
    np.add.at(joined, t[:, 1], rel[t[:, 0]])
    return misfit + ALONG_COURSE * joined


def detect_lines(
    samples: np.ndarray,
    pairs: np.ndarray,
    hex_colour: np.ndarray,
    examples: Mapping[str, Sequence[int]],
    valid: np.ndarray,
    across: np.ndarray | None = None,
    hex_class: np.ndarray | None = None,
    single: bool = False,
    touching: np.ndarray | None = None,
    hexsides: bool = True,
    segments: int | None = None,
) -> LineResult:
    """Score every hexside (or link) against every example's line.

    ``samples`` (m, along, across, 3); ``pairs`` (m, 2) hex indices;
    ``hex_colour`` (n, 3) mean colour of each hex; ``examples`` type ->
    indices into ``samples``; ``valid`` (n,) hexes the scan shows;
    ``across``: offsets of the samples across the line (hex radii);
    ``hex_class``: each hex's terrain (class index), for hexsides: the
    printed grid is learnt per pair of terrains and discounted; ``single``:
    at most one line per hexside (link), as roads are; ``touching``: pairs
    of hexsides (indices into ``samples``) meeting at a corner, along which
    a river keeps its kind; ``hexsides``: the samples run along hexsides
    (False: along links from centre to centre).

    Lines of clearly different inks are found each on its own. Lines of
    similar inks (a river, the Rhine) are found together first (is there
    such a line?), then told apart by their profile across the hexside
    (``kind_of_line``).
    """
    m = len(samples)
    types = tuple(k for k, v in examples.items() if len(v) > 0)
    if not types or m == 0:
        z = np.zeros((m, len(types)))
        return LineResult(types, z, z.astype(bool), z, ())
    bg_a = hex_colour[pairs[:, 0]]
    bg_b = hex_colour[pairs[:, 1]]
    ok = valid[pairs[:, 0]] & valid[pairs[:, 1]]
    others = []
    if hex_class is not None and ok.any():
        ca, cb = hex_class[pairs[:, 0]], hex_class[pairs[:, 1]]
        k = int(max(hex_class.max(), 0)) + 2
        groups = np.minimum(ca, cb) * k + np.maximum(ca, cb)
        others = [background_ink(samples, bg_a, bg_b, groups, ok)]
    paper = paper_beside(bg_a, bg_b, samples.shape, across, hexsides)

    def mix_paper(idx: np.ndarray | None) -> np.ndarray | None:
        # Roads cross every terrain (a brown track through a forest);
        # hexside lines read as mixes find the grid and the coast too.
        if hexsides:
            return None
        return paper if idx is None else paper[idx]

    first = []
    problems = []
    usable_types = []
    for t in types:
        idx = np.array(examples[t], dtype=np.int64)
        try:
            first.append(learn_line(samples[idx], bg_a[idx], bg_b[idx], [o[idx] for o in others], t, across, paper=mix_paper(idx), segments=segments))
            usable_types.append(t)
        except ExampleError as e:
            problems.append(str(e))
    types = tuple(usable_types)
    if not types:
        z = np.zeros((m, 0))
        return LineResult((), z, z.astype(bool), z, (), tuple(problems))
    # Again, each line's ink now told apart from the other lines' inks too
    # (a river from a wider, darker one).
    models = []
    for j, t in enumerate(types):
        idx = np.array(examples[t], dtype=np.int64)
        rest = [md.ink.astype(np.float64) for k, md in enumerate(first) if k != j]
        try:
            again = (
                learn_line(samples[idx], bg_a[idx], bg_b[idx], [o[idx] for o in others], t, across, rest, mix_paper(idx), segments) if rest else first[j]
            )
        except ExampleError:
            again = first[j]  # its ink is too like another line's to tell apart on the example itself
        models.append(again)
    inks = [md.ink.astype(np.float64) for md in models]
    scores, mismatch = [], []
    for j, md in enumerate(models):
        hit, width = _hits(samples, md.ink, md.tolerance, bg_a, bg_b, others, across, [*inks[:j], *inks[j + 1 :]], paper=mix_paper(None))
        scores.append(coverage(hit, segments))
        seen = np.where(hit, width, 0).sum(axis=1) / np.maximum(hit.sum(axis=1), 1)
        mismatch.append(np.abs(seen - md.width) / max(md.width, 1.0))
    score = np.stack(scores, axis=1)
    # How well each line fits where it shows (lower is better): its ink,
    # and its width (a river beside a wider river of a darker blue).
    fit = np.stack([_dist(samples, ink).min(axis=2).mean(axis=1) / md.tolerance for ink, md in zip(inks, models, strict=True)], axis=1)
    fit = fit + np.stack(mismatch, axis=1)
    margin = score - np.array([md.threshold for md in models])[None, :]
    above = (margin >= 0) & ok[:, None]
    # Lines of similar inks: first whether one of them is there, then which.
    kind_conf = np.ones((m, len(types)))
    mistaken = np.array([[bool((margin[examples[types[j]], i] >= 0).mean() >= 0.5) for j in range(len(types))] for i in range(len(types))])
    # At most one line per link (roads): every kind of road is "alike", found
    # together and then told apart by its profile.
    groups = [list(range(len(types)))] if single else _similar_groups(inks, mistaken)
    group_of = np.zeros(len(types), dtype=np.int64)
    for gi, group in enumerate(groups):
        group_of[group] = gi
    for group in groups:
        if len(group) < 2:
            continue
        g = np.array(group)
        ink_g = np.mean([inks[j] for j in group], axis=0)
        width, core = line_profile(samples, bg_a, bg_b, ink_g, across, hexsides)
        ex_w = np.array([np.median(width[examples[types[j]]]) for j in group])
        ex_c = np.stack([np.median(core[examples[types[j]]], axis=0) for j in group])
        carries = above[:, g].any(axis=1)
        misfit = kind_of_line(width, core, ex_w, ex_c, touching, carries)
        kind = misfit.argmin(axis=1)
        ranked = np.sort(misfit, axis=1)
        sure = 1.0 / (1.0 + np.exp(-2.0 * (ranked[:, 1] - ranked[:, 0])))
        for col, j in enumerate(group):
            above[:, j] = carries & (kind == col)
            margin[:, j] = np.where(above[:, j], margin[:, g].max(axis=1), np.minimum(margin[:, j], -1e-3))
            fit[:, j] = misfit[:, col]
            kind_conf[:, j] = np.where(above[:, j], sure, 1.0)
    # A hexside may carry lines of clearly different inks (a border along a
    # river); of lines with similar inks (a river, a wider river) only the
    # one fitting best.
    present = np.zeros_like(above)
    order = np.argsort(np.where(above, fit, np.inf), axis=1)
    for rank in range(len(types)):
        j = order[:, rank]
        cand = above[np.arange(m), j]
        if single:
            cand &= ~present.any(axis=1)
        for k in range(len(types)):
            cand &= ~(present[:, k] & (group_of[j] == group_of[k]))
        present[np.arange(m)[cand], j[cand]] = True
    # Two lines on one hexside must each be the nearest ink along a good
    # part of it; a wide dark river also matches a lighter river's ink on
    # its edges, but nowhere better.
    many = present.sum(axis=1) > 1
    if many.any():
        near = np.stack([_dist(samples[many], ink).min(axis=2) for ink in inks], axis=2)  # (k, along, t)
        near = np.where(present[many][:, None, :], near, np.inf)
        owner = near.argmin(axis=2)
        share = np.stack([(owner == j).mean(axis=1) for j in range(len(types))], axis=1)
        present[many] &= share >= OWN_SHARE
    p = 1.0 / (1.0 + np.exp(-margin / 0.07))
    conf = np.where(present, np.minimum(p, kind_conf), 1.0 - p)
    # Beaten by a better-fitting line: as unsure as the margin between them.
    conf = np.where(above & ~present, 0.5, conf)
    for j, t in enumerate(types):
        for i in examples[t]:
            present[i, j] = True
            conf[i, j] = 1.0
    return LineResult(types, score, present, conf, tuple(models), tuple(problems))
