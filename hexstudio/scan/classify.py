"""Suggesting each hex's terrain, overlays and coastal flag from examples.

**Terrain** is a nearest-centroid classifier grown from the user's examples
(one hex per terrain type is enough). A hex is described by the histogram of
the scan's inks over its measured pixels (compared as square roots, the
Hellinger distance, so a few symbol pixels count beside the fill), its mean
colour and its texture. Starting from the examples, the centroids are
re-estimated a few times from the hexes assigned to them with a clear margin
(the examples keep a heavy weight, so a class cannot drift away from what the
user showed). A shared, shrunk diagonal variance turns distances into
probabilities; the evidence is tempered by the features' effective number of
dimensions, so the probabilities are not wildly over-confident. A hex far
from every class (a terrain nobody gave an example of) loses confidence too.

**Overlays** (city, airfield, fortification ...) are symbols at the hex
centre: the centre's ink histogram minus the surrounding ring's. What a
terrain's own centre usually adds is taken off; what is left is explained as
a non-negative mix of the example symbols' ink signatures.

**Coastal** land hexes show the water's inks at their edge: the share of
water-coloured ink in a land hex, above a threshold learnt from the map
(and from coastal examples, when given).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from hexstudio.scan.features import HexSummary, ScanFeatures

MIN_COVERAGE = 0.6  # share of a hex the scan must show for a suggestion
COAST_MIN_SHARE = 0.02  # of a land hex in the water's inks, at least, to call it coastal
SYMBOL_MIN_SHARE = 0.02  # of the centre's pixels, for an ink to belong to a symbol
OVERLAY_NOISE_FLOOR = 0.002  # (Hellinger units)^2: no ink is trusted beyond this
EXAMPLE_WEIGHT = 6.0  # an example counts as this many hexes when centroids move
REFINE_ROUNDS = 8


class ExampleError(ValueError):
    """Examples the classifier cannot use, and why."""


@dataclass(frozen=True)
class TerrainResult:
    classes: tuple[str, ...]
    best: np.ndarray  # (n,) class index, -1 where the scan does not show the hex
    proba: np.ndarray  # (n, c) class probabilities (rows of -1 hexes are 0)
    confidence: np.ndarray  # (n,) probability of the best class, lowered for outliers
    outlier: np.ndarray  # (n,) bool: far from every class

    def label_of(self, i: int) -> str | None:
        b = int(self.best[i])
        return self.classes[b] if b >= 0 else None


def terrain_vectors(f: HexSummary) -> np.ndarray:
    """One row per hex: sqrt ink histogram, mean colour, texture."""
    hist = np.sqrt(np.maximum(f.hist, 0.0))
    colour = f.lab_mean / 60.0
    texture = np.stack([f.lab_std[:, 0] / 30.0, f.edges / 30.0], axis=1)
    return np.concatenate([hist, colour, texture], axis=1).astype(np.float64)


def usable(f: ScanFeatures, in_play: np.ndarray | None = None) -> np.ndarray:
    """Hexes the scan shows well enough to suggest anything for."""
    ok = f.coverage() >= MIN_COVERAGE
    if in_play is not None:
        ok &= in_play
    return ok


def _sqdist(x: np.ndarray, centres: np.ndarray, inv_var: np.ndarray) -> np.ndarray:
    out = np.zeros((len(x), len(centres)), dtype=np.float64)
    for c, mu in enumerate(centres):
        d = x - mu
        out[:, c] = (d * d * inv_var).sum(axis=1)
    return out


def _effective_dims(residuals: np.ndarray) -> float:
    """Participation ratio of the residuals' covariance: how many independent
    directions the noise really has (histogram bins move together)."""
    if len(residuals) < 3:
        return float(residuals.shape[1])
    cov = np.cov(residuals, rowvar=False)
    ev = np.clip(np.linalg.eigvalsh(cov), 0.0, None)
    s = ev.sum()
    return float(s * s / max((ev * ev).sum(), 1e-18)) if s > 0 else float(residuals.shape[1])


def classify_terrain(f: HexSummary, examples: Mapping[str, Sequence[int]], valid: np.ndarray) -> TerrainResult:
    """Classify every ``valid`` hex among the terrains ``examples`` names
    (terrain id -> hex indices)."""
    classes = tuple(k for k, v in examples.items() if len(v) > 0)
    if not classes:
        raise ExampleError("no terrain examples: click at least one hex of each terrain on the scan")
    ok = valid
    x = terrain_vectors(f)
    n, dims = x.shape
    ex_idx = [np.array([i for i in examples[c] if ok[i]], dtype=np.int64) for c in classes]
    for c, idx in zip(classes, ex_idx, strict=True):
        if len(idx) == 0:
            raise ExampleError(f"the example hexes of '{c}' are not on the scan")
    ex_mean = np.stack([np.median(x[idx], axis=0) if len(idx) >= 5 else x[idx].mean(axis=0) for idx in ex_idx])
    ex_n = np.array([len(i) for i in ex_idx], dtype=np.float64)
    centres = ex_mean.copy()
    live = np.flatnonzero(ok)
    xl = x[live]
    # A first scale: the spread of every feature over the map.
    spread = xl.var(axis=0) if len(xl) > 1 else np.ones(dims)
    inv_var = 1.0 / (spread + 1e-6 + 0.1 * spread.mean())
    assign = np.zeros(len(live), dtype=np.int64)
    for _ in range(REFINE_ROUNDS):
        d = _sqdist(xl, centres, inv_var)
        order = np.argsort(d, axis=1)
        assign = order[:, 0]
        d1 = np.take_along_axis(d, order[:, :1], axis=1)[:, 0]
        d2 = np.take_along_axis(d, order[:, 1:2], axis=1)[:, 0] if len(classes) > 1 else d1 * 4 + 1
        clear = d1 < 0.5 * d2
        moved = centres.copy()
        for c in range(len(classes)):
            m = clear & (assign == c)
            k = m.sum()
            w_ex = EXAMPLE_WEIGHT * ex_n[c]
            moved[c] = (xl[m].sum(axis=0) + w_ex * ex_mean[c]) / (k + w_ex)
        # Pooled within-class variance, shrunk towards its mean (few hexes per class early on).
        resid = xl - moved[assign]
        var = (resid[clear] ** 2).mean(axis=0) if clear.sum() > dims else resid.var(axis=0) + 1e-6
        var = 0.5 * var + 0.5 * var.mean() + 1e-6
        new_inv = 1.0 / var
        done = np.allclose(moved, centres, atol=1e-4)
        centres, inv_var = moved, new_inv
        if done:
            break
    d = _sqdist(xl, centres, inv_var)
    own = d.min(axis=1)
    resid = (xl - centres[d.argmin(axis=1)]) * np.sqrt(inv_var)
    eff = _effective_dims(resid)
    temper = eff / dims  # each dimension counts this much independent evidence
    logp = -0.5 * d * temper
    logp -= logp.max(axis=1, keepdims=True)
    p = np.exp(logp)
    p /= p.sum(axis=1, keepdims=True)
    best_live = p.argmax(axis=1)
    conf = p.max(axis=1)
    # Far from every class: the typical distance is about ``dims``; well beyond
    # the bulk of the map's hexes, the suggestion is a guess.
    bulk = np.quantile(own, 0.9) if len(own) else 1.0
    far = own > 2.5 * max(bulk, dims)
    conf = np.where(far, conf * np.exp(-(own / (2.5 * max(bulk, dims)) - 1.0)), conf)
    best = np.full(n, -1, dtype=np.int64)
    proba = np.zeros((n, len(classes)), dtype=np.float64)
    confidence = np.zeros(n, dtype=np.float64)
    outlier = np.zeros(n, dtype=bool)
    best[live] = best_live
    proba[live] = p
    confidence[live] = conf
    outlier[live] = far
    # The user's own examples are what they said they are.
    for c, idx in enumerate(ex_idx):
        best[idx] = c
        confidence[idx] = 1.0
        proba[idx] = 0.0
        proba[idx, c] = 1.0
        outlier[idx] = False
    return TerrainResult(classes, best, proba, confidence, outlier)


# --------------------------------------------------------------------------- overlays


@dataclass(frozen=True)
class OverlayResult:
    overlays: tuple[str, ...]
    amount: np.ndarray  # (n, o) how much of each example symbol the centre shows (about 1 when present)
    present: np.ndarray  # (n, o) bool
    confidence: np.ndarray  # (n, o) confidence in ``present`` (either way)


def _centre_residual(f: HexSummary) -> np.ndarray:
    return np.sqrt(np.maximum(f.hist_inner, 0.0)) - np.sqrt(np.maximum(f.hist_ring, 0.0))


def classify_overlays(
    f: HexSummary,
    terrain: TerrainResult,
    examples: Mapping[str, Sequence[int]],
    valid: np.ndarray,
    negatives: Sequence[int] = (),
) -> OverlayResult:
    """Which overlay symbols each hex's centre shows (overlay id -> example hex indices)."""
    names = tuple(k for k, v in examples.items() if len(v) > 0)
    n = len(f.counts)
    ok = valid
    if not names:
        empty = np.zeros((n, 0))
        return OverlayResult((), empty, empty.astype(bool), empty)
    r = _centre_residual(f)
    example_hexes = {i for v in examples.values() for i in v}
    # What each terrain's centre shows on its own, from its hexes without
    # overlay examples, and how much each ink wavers there: an ink that comes
    # and goes in sea hexes (waves) is weak evidence of a symbol in them.
    base = np.zeros_like(r)
    weight = np.ones_like(r)
    for c in range(len(terrain.classes)):
        m = (terrain.best == c) & ok
        m[list(example_hexes)] = False
        if m.sum() >= 1:
            med = np.median(r[m], axis=0)
            base[terrain.best == c] = med
            if m.sum() >= 5:
                spread = (1.4826 * np.median(np.abs(r[m] - med), axis=0)) ** 2
                weight[terrain.best == c] = 1.0 / (spread + OVERLAY_NOISE_FLOOR)
    weight /= weight.max()
    resid = r - base
    sig = []
    for name in names:
        idx = [i for i in examples[name] if ok[i]]
        if not idx:
            raise ExampleError(f"the example hexes of '{name}' are not on the scan")
        s = np.maximum(resid[idx].mean(axis=0), 0.0)
        # A symbol covers a good part of the centre: inks that are only a
        # trace there are noise (square roots make traces look bigger).
        s[f.hist_inner[idx].mean(axis=0) < SYMBOL_MIN_SHARE] = 0.0
        # Only inks its terrain's hexes hardly show count as the symbol's:
        # the rest is the terrain (or a coast) seen a little differently.
        for c in {int(terrain.best[i]) for i in idx}:
            m = (terrain.best == c) & ok
            m[list(example_hexes)] = False
            if m.sum() >= 3:
                s[np.median(f.hist_inner[m], axis=0) > 0.01] = 0.0
        if not np.any(s > 0):
            raise ExampleError(f"the example of '{name}' shows no symbol at its centre")
        sig.append(s)
    basis = np.stack(sig)  # (o, k)
    # Weighted non-negative least squares for every hex at once (coordinate descent).
    amount = np.zeros((n, len(names)))
    norms = (weight[:, None, :] * basis[None, :, :] ** 2).sum(axis=2)  # (n, o)
    wr = weight * resid
    for _ in range(30):
        for j in range(len(names)):
            rest = wr - weight * (amount @ basis) + weight * np.outer(amount[:, j], basis[j])
            amount[:, j] = np.maximum((rest @ basis[j]) / np.maximum(norms[:, j], 1e-12), 0.0)
    # How noisy the amount is where there is nothing: the spread among hexes
    # far below the decision line.
    present = np.zeros_like(amount, dtype=bool)
    conf = np.zeros_like(amount)
    for j in range(len(names)):
        a = amount[ok, j]
        quiet = a[a < 0.25]
        noise = max(float(np.sqrt(np.mean(quiet**2))) if len(quiet) else 0.1, 0.04)
        present[:, j] = amount[:, j] >= 0.5
        z = (amount[:, j] - 0.5) / (noise + 0.1)
        p = 1.0 / (1.0 + np.exp(-4.0 * z))
        conf[:, j] = np.where(present[:, j], p, 1.0 - p)
    for j, name in enumerate(names):
        for i in examples[name]:
            present[i, j] = True
            conf[i, j] = 1.0
    for i in negatives:
        present[i, :] = False
        conf[i, :] = 1.0
    present &= ok[:, None]
    return OverlayResult(names, amount, present, conf)


# --------------------------------------------------------------------------- coast


@dataclass(frozen=True)
class CoastResult:
    water_share: np.ndarray  # (n,) share of the hex in the water's inks
    coastal: np.ndarray  # (n,) bool, land hexes only
    confidence: np.ndarray  # (n,) confidence in ``coastal`` (either way)
    threshold: float


def classify_coast(
    f: HexSummary,
    terrain: TerrainResult,
    water: Sequence[str],
    valid: np.ndarray,
    coastal_examples: Sequence[int] = (),
    inland_examples: Sequence[int] = (),
) -> CoastResult | None:
    """Coastal flag for land hexes that show water at their edge; None when no
    water terrain has examples."""
    n = len(f.counts)
    ok = valid
    wi = [terrain.classes.index(w) for w in water if w in terrain.classes]
    if not wi:
        return None
    is_water = np.isin(terrain.best, wi) & ok
    land = ~np.isin(terrain.best, wi) & ok & (terrain.best >= 0)
    if is_water.sum() == 0 or land.sum() == 0:
        return None
    sure_water = is_water & (terrain.confidence > 0.9)
    sure_land = land & (terrain.confidence > 0.9)
    if sure_water.sum() == 0 or sure_land.sum() == 0:
        sure_water, sure_land = is_water, land
    wmean = f.hist_all[sure_water].mean(axis=0)
    lmean = f.hist_all[sure_land].mean(axis=0)
    inks = (wmean > 0.02) & (wmean > 4.0 * lmean)
    share = f.hist_all[:, inks].sum(axis=1) if inks.any() else np.zeros(n)
    # Inland land hexes show a little water ink by chance; the threshold sits
    # well above that and below the coastal examples.
    background = float(np.quantile(share[land], 0.5)) if land.any() else 0.0
    threshold = max(COAST_MIN_SHARE, background + 0.015)
    ce = [i for i in coastal_examples if ok[i]]
    ie = [i for i in inland_examples if ok[i]]
    if ce:
        threshold = max(min(threshold, 0.6 * float(np.min(share[ce]))), background + 0.01)
    if ie:
        threshold = max(threshold, float(np.max(share[ie])) + 0.01)
    coastal = land & (share >= threshold)
    z = (share - threshold) / max(threshold * 0.5, 0.02)
    p = 1.0 / (1.0 + np.exp(-3.0 * z))
    conf = np.where(coastal, p, 1.0 - p)
    conf = np.where(land, conf, 0.0)
    for i in ce:
        coastal[i] = True
        conf[i] = 1.0
    for i in ie:
        coastal[i] = False
        conf[i] = 1.0
    return CoastResult(share, coastal, conf, threshold)
