"""Laying the grid over a scan: the fit finds the transform, orientation and stagger."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hexstudio.calibration import (
    Affine,
    CalibrationError,
    calibrate,
    fit_affine,
    nudge_rotate,
    nudge_scale,
    nudge_translate,
    solve3,
)
from hexstudio.hexgrid import Grid, LabelScheme, Orientation, Stagger


def scan_transform() -> Affine:
    """Scene -> image of a sheet scanned at 97%, skewed 0.01, turned 0.5 degrees."""
    r = math.radians(0.5)
    k = 0.97
    return Affine(k * math.cos(r), -k * math.sin(r) + 0.01, 23.0, k * math.sin(r), k * math.cos(r), -17.0)


def clicks(grid: Grid, labels: list[str], noise: float, seed: int = 7) -> list[tuple[str, tuple[float, float]]]:
    rnd = random.Random(seed)
    t = scan_transform()
    out = []
    for label in labels:
        x, y = t.map(*grid.center(grid.parse(label)))
        out.append((label, (x + rnd.uniform(-noise, noise), y + rnd.uniform(-noise, noise))))
    return out


def max_pixel_error(found: tuple[float, ...], truth: Grid) -> float:
    """Worst distance, in scene pixels, from a hex centre of the map to where
    the found transform puts that point of the scan."""
    f = Affine.from_qt(found)
    scan = scan_transform()
    worst = 0.0
    for h in truth.hexes():
        x, y = truth.center(h)
        a, b = f.map(*scan.map(x, y))
        worst = max(worst, math.hypot(a - x, b - y))
    return worst


GRIDS = [
    Grid(columns=26, rows=13, orientation=o, stagger=s, labels=LabelScheme(separator="-"), size=40)
    for o in Orientation
    for s in Stagger
]


@pytest.mark.parametrize("truth", GRIDS, ids=lambda g: f"{g.orientation}-{g.stagger}")
def test_three_clicks_recover_transform_orientation_and_stagger(truth: Grid) -> None:
    # Three hexes far apart, in columns and rows of both parities, clicked
    # within a pixel of their centres.
    refs = clicks(truth, ["02-02", "25-03", "12-12"], noise=1.0)
    start = replace(truth, orientation=Orientation.FLAT, stagger=Stagger.ODD)
    result = calibrate(start, refs)
    assert (result.orientation, result.stagger) == (truth.orientation, truth.stagger)
    assert not result.ambiguous and not result.thin
    # Three hexes fit exactly whatever their numbers: the only advice is a fourth.
    assert result.advice() == "three hexes always fit exactly: add a fourth to check them"
    assert result.odd_shape() is None and result.shape.stretch < 0.02
    assert max_pixel_error(result.transform, truth) < 3.0


@pytest.mark.parametrize("truth", GRIDS, ids=lambda g: f"{g.orientation}-{g.stagger}")
def test_more_clicks_fit_within_a_pixel_or_two(truth: Grid) -> None:
    refs = clicks(truth, ["02-02", "03-02", "16-07", "22-11", "08-12", "25-03"], noise=1.0)
    result = calibrate(truth, refs)
    assert (result.orientation, result.stagger) == (truth.orientation, truth.stagger)
    assert result.rms < 1.5
    assert all(r.error < 2.5 for r in result.residuals)
    assert max_pixel_error(result.transform, truth) < 2.0


def test_one_wrong_click_stands_out() -> None:
    truth = GRIDS[0]
    refs = clicks(truth, ["02-02", "16-07", "22-11", "08-12", "25-03"], noise=0.5)
    # The user typed 16-07 but clicked the hex below it.
    label, _ = refs[1]
    wrong = clicks(truth, ["16-08"], noise=0.0)[0][1]
    refs[1] = (label, wrong)
    result = calibrate(truth, refs)
    worst = result.worst()
    assert worst.label == "16-07"
    assert worst.loo_error is not None and worst.loo_error > 25
    others = [r for r in result.residuals if r.label != "16-07"]
    assert worst.error > 2 * max(r.error for r in others)
    assert all(r.loo_error is not None and r.loo_error < worst.loo_error for r in others)
    assert result.suspect() is not None and result.suspect().label == "16-07"
    assert "16-07" in result.advice()


def test_clicks_along_a_line_are_flagged_thin() -> None:
    truth = GRIDS[0]
    result = calibrate(truth, clicks(truth, ["03-02", "16-07", "22-11"], noise=0.5))
    assert result.thin
    assert "one line" in result.advice()


def test_same_parity_clicks_are_reported_ambiguous() -> None:
    truth = GRIDS[0]
    # Columns 2, 16 and 24 are all even: either stagger fits equally well.
    result = calibrate(truth, clicks(truth, ["02-02", "16-08", "24-12"], noise=0.0))
    assert result.ambiguous
    assert result.orientation == truth.orientation
    assert "parity" in result.advice()


def test_bad_references_get_clear_messages() -> None:
    g = GRIDS[0]
    with pytest.raises(CalibrationError, match="at least 3"):
        calibrate(g, [("01-01", (0.0, 0.0)), ("02-02", (50.0, 50.0))])
    with pytest.raises(CalibrationError, match="'0101'"):
        calibrate(g, [("0101", (0.0, 0.0)), ("02-02", (50.0, 50.0)), ("03-03", (90.0, 10.0))])
    with pytest.raises(CalibrationError, match="outside the map"):
        calibrate(g, [("01-01", (0.0, 0.0)), ("02-02", (50.0, 50.0)), ("40-03", (90.0, 10.0))])
    with pytest.raises(CalibrationError, match="twice"):
        calibrate(g, [("01-01", (0.0, 0.0)), ("01-01", (50.0, 50.0)), ("03-03", (90.0, 10.0))])
    with pytest.raises(CalibrationError, match="one line"):
        calibrate(g, [("01-01", (0.0, 0.0)), ("01-02", (0.0, 50.0)), ("01-03", (0.0, 100.0))])


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.floats(-50, 50), min_size=6, max_size=6),
    st.lists(st.tuples(st.floats(0, 10000), st.floats(0, 7000)), min_size=3, max_size=8, unique=True),
)
def test_fit_recovers_any_exact_affine(coeffs: list[float], pts: list[tuple[float, float]]) -> None:
    t = Affine(*coeffs)
    # Skip degenerate inputs: a flat transform or points nearly on a line.
    (x0, y0), (x1, y1), (x2, y2) = pts[:3]
    area = abs((x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0))
    if abs(t.det()) < 1e-3 or area < 1e4:
        return
    f = fit_affine(pts, [t.map(*p) for p in pts])
    for p in pts:
        a, b = f.map(*p), t.map(*p)
        assert math.hypot(a[0] - b[0], a[1] - b[1]) < 1e-6 * (1 + math.hypot(*b))


def test_solve3_and_inverse() -> None:
    x = solve3([[0.0, 2.0, 1.0], [1.0, 1.0, 0.0], [3.0, 0.0, 1.0]], [5.0, 3.0, 4.0])
    assert [round(v, 9) for v in x] == [1.0, 2.0, 1.0]
    t = scan_transform()
    u = t.then(t.inverse())
    assert u.map(123.0, 456.0) == pytest.approx((123.0, 456.0))
    assert Affine.from_qt(t.to_qt()) == t


def test_nudges_move_scale_and_turn_about_a_point() -> None:
    t = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    moved = Affine.from_qt(nudge_translate(t, 3, -2))
    assert moved.map(10, 10) == pytest.approx((13, 8))
    scaled = Affine.from_qt(nudge_scale(t, 1.01, about=(100, 100)))
    assert scaled.map(100, 100) == pytest.approx((100, 100))
    assert scaled.map(200, 100) == pytest.approx((201, 100))
    turned = Affine.from_qt(nudge_rotate(t, 90, about=(50, 50)))
    assert turned.map(50, 50) == pytest.approx((50, 50))
    # y points down on screen: +90 degrees takes east to south.
    assert turned.map(60, 50) == pytest.approx((50, 60))
    with pytest.raises(CalibrationError):
        nudge_scale(t, 0)


def test_a_mistyped_number_among_three_distorts_the_hexes() -> None:
    # Three hexes always fit; a wrong number shows only in the shape the fit needs.
    truth = GRIDS[0]
    good = calibrate(truth, clicks(truth, ["02-02", "25-03", "12-12"], noise=0.5))
    assert good.odd_shape() is None
    refs = clicks(truth, ["02-02", "25-03", "12-12"], noise=0.5)
    refs[2] = ("11-12", refs[2][1])  # typed one column off
    bad = calibrate(truth, refs, orientations=[truth.orientation], staggers=[truth.stagger])
    assert bad.rms < 0.01  # a perfect fit...
    odd = bad.odd_shape()
    assert odd is not None and (odd.stretch > 0.04 or abs(odd.skew) > 2)  # ...of hexes no printer makes
    assert "wider" in bad.advice() or "taller" in bad.advice()


def test_hex_shape_of_a_plain_and_a_stretched_scan() -> None:
    from hexstudio.calibration import hex_shape

    plain = hex_shape(scan_transform().inverse())
    assert plain.stretch < 0.02 and abs(plain.skew) < 1
    stretched = hex_shape(Affine(1 / 1.2, 0, 0, 0, 1.0, 0))  # image -> scene: the scan 20 % wider
    assert stretched.stretch == pytest.approx(0.2) and stretched.wider and stretched.skew == pytest.approx(0)
