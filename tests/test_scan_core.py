"""The scan analysis's parts: geometry, colour, reading scans, measuring by
strips, cancelling, and reviewing suggestions into undoable edits."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from PIL import Image
from synthetic_scan import ScanStyle, click_references, make_scan, one_example_each

from hexstudio.calibration import Affine, calibrate
from hexstudio.hexgrid import Grid, Hexside, LabelScheme, Orientation, Stagger
from hexstudio.paths import scenarios_dir
from hexstudio.scan import raster
from hexstudio.scan.colour import lab_table, quantise, rgb_to_lab
from hexstudio.scan.features import Cancelled, MeasureOptions, measure
from hexstudio.scan.geometry import HexLocator
from hexstudio.scan.lines import coverage, kind_of_line, line_profile
from hexstudio.scan.raster import ScanError, load_working_image, reduction_for
from hexstudio.scan.review import UNCERTAIN, accept_edit, items, new_hex_data, overwrites
from hexstudio.scan.suggest import AnalysisInput, Examples, analyse, suggest
from hexstudio.scenario import edits as E
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import BackgroundImage, HexData

GRIDS = [Grid(columns=9, rows=7, orientation=o, stagger=s, labels=LabelScheme(), size=40) for o in Orientation for s in Stagger]


@pytest.mark.parametrize("grid", GRIDS, ids=lambda g: f"{g.orientation}-{g.stagger}")
def test_pixels_fall_in_the_hexes_the_grid_says(grid: Grid) -> None:
    rnd = random.Random(1)
    w, h = grid.pixel_size()
    xs = np.array([rnd.uniform(-40, w + 40) for _ in range(3000)])
    ys = np.array([rnd.uniform(-40, h + 40) for _ in range(3000)])
    loc = HexLocator(grid)
    pts = loc.locate(xs, ys)
    for x, y, i, dx, dy in zip(xs, ys, pts.index, pts.dx, pts.dy, strict=True):
        hx = grid.hex_at(x, y)
        if grid.contains(hx):
            assert loc.hex_of(int(i)) == hx
            cx, cy = grid.center(hx)
            assert (cx + dx * grid.size, cy + dy * grid.size) == pytest.approx((x, y), abs=1e-3)
        else:
            assert i == -1
    # Hexagonal radius: 1 on the corners and the edge midpoints, 0 at the centre.
    h0 = grid.from_offset(3, 3)
    cx, cy = grid.center(h0)
    corners = np.array(grid.corners(h0))
    mids = np.array([np.mean(grid.hexside_endpoints(Hexside(h0, n)), axis=0) for n in h0.neighbours()])
    for pts_ in (corners, mids):
        rho = loc.locate(pts_[:, 0] * 0.999 + cx * 0.001, pts_[:, 1] * 0.999 + cy * 0.001).rho
        assert np.allclose(rho, 0.999, atol=1e-3)


@pytest.mark.parametrize("grid", GRIDS, ids=lambda g: f"{g.orientation}-{g.stagger}")
def test_every_hexside_once_in_canonical_order(grid: Grid) -> None:
    loc = HexLocator(grid)
    got = [(loc.hex_of(int(a)), loc.hex_of(int(b))) for a, b in loc.sides()]
    want = {Hexside(h, n) for h in grid.hexes() for n in grid.neighbours(h)}
    assert len(got) == len(want)
    assert {Hexside(a, b) for a, b in got} == want
    assert all(Hexside(a, b).a == a for a, b in got)
    d = loc.directions(loc.sides())
    assert all(a.neighbour(int(k)) == b for (a, b), k in zip(got, d, strict=True))
    assert np.allclose(loc.centres()[5], grid.center(loc.hex_of(5)))


def test_cielab_of_known_colours() -> None:
    lab = rgb_to_lab(np.array([[255, 255, 255], [0, 0, 0], [255, 0, 0], [0, 0, 255]]))
    assert lab[0] == pytest.approx([100.0, 0.0, 0.0], abs=0.05)
    assert lab[1] == pytest.approx([0.0, 0.0, 0.0], abs=0.05)
    assert lab[2] == pytest.approx([53.24, 80.09, 67.20], abs=0.05)
    assert lab[3] == pytest.approx([32.30, 79.19, -107.86], abs=0.05)
    rgb = np.random.default_rng(0).integers(0, 256, (2000, 3), dtype=np.uint8)
    err = np.sqrt(((lab_table()[quantise(rgb)] - rgb_to_lab(rgb)) ** 2).sum(axis=1))
    assert err.mean() < 1.0 and err.max() < 3.0


def test_scans_are_read_reduced_and_refused_with_a_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rgb = np.zeros((400, 600, 3), dtype=np.uint8)
    rgb[:, 300:] = (200, 30, 30)
    for name in ("scan.jpg", "scan.png"):
        Image.fromarray(rgb).save(tmp_path / name)
        img = load_working_image(tmp_path / name, 4)
        assert img.source_size == (600, 400)
        assert img.size == (150, 100)
        assert img.scale == (4.0, 4.0)
        assert img.pixels[50, 10].tolist() == pytest.approx([0, 0, 0], abs=3)
        assert img.pixels[50, 140].tolist() == pytest.approx([200, 30, 30], abs=12)
    assert reduction_for(110.0) == 3 and reduction_for(20.0) == 1
    with pytest.raises(ScanError, match="not found"):
        load_working_image(tmp_path / "missing.png")
    (tmp_path / "notes.png").write_text("not a picture")
    with pytest.raises(ScanError, match=r"notes\.png could not be read"):
        load_working_image(tmp_path / "notes.png")
    monkeypatch.setattr(raster, "MAX_PIXELS", 1000)
    with pytest.raises(ScanError, match="too large"):
        load_working_image(tmp_path / "scan.png")


@pytest.fixture(scope="module")
def tutorial_scan(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    folder = tmp_path_factory.mktemp("scan")
    truth = load_scenario(scenarios_dir() / "tutorial.json")
    scan = make_scan(truth, folder / "tutorial.jpg", ScanStyle(px_per_unit=1.2))
    fit = calibrate(grid_of(truth.map), click_references(scan))
    blank = truth.model_copy(deep=True)
    blank.map.hexes = {}
    blank.map.hexsides = []
    blank.map.roads = []
    blank.map.background = BackgroundImage(path=scan.path.name, transform=fit.transform)
    return truth, blank, folder


def test_strips_measure_what_the_whole_image_does(tutorial_scan) -> None:  # type: ignore[no-untyped-def]
    _truth, blank, folder = tutorial_scan
    job = AnalysisInput.of(blank, folder)
    image = load_working_image(job.path, 1)
    t = Affine.from_qt(job.transform)
    thin = measure(image, job.grid, t, options=MeasureOptions(strip_rows=16))
    thick = measure(image, job.grid, t, options=MeasureOptions(strip_rows=100_000))
    assert np.allclose(thin.zone_stats, thick.zone_stats)
    assert np.array_equal(thin.zone_hist, thick.zone_hist)
    assert np.allclose(thin.side_samples, thick.side_samples)
    # Every hex lies on the scan and shows about as many pixels as expected.
    assert thin.coverage().min() > 0.9


def test_analysis_reports_progress_and_stops_when_cancelled(tutorial_scan) -> None:  # type: ignore[no-untyped-def]
    _truth, blank, folder = tutorial_scan
    seen: list[tuple[float, str]] = []

    def progress(fraction: float, stage: str) -> None:
        seen.append((fraction, stage))
        if fraction > 0.3:
            raise Cancelled

    with pytest.raises(Cancelled):
        analyse(AnalysisInput.of(blank, folder), progress)
    fractions = [f for f, _ in seen]
    assert fractions == sorted(fractions) and 0.3 < fractions[-1] < 0.9
    assert {"decode", "palette", "hexes"} <= {s for _, s in seen}


def test_review_accepts_in_one_undoable_step_and_asks_before_replacing(tutorial_scan) -> None:  # type: ignore[no-untyped-def]
    truth, blank, folder = tutorial_scan
    features = analyse(AnalysisInput.of(blank, folder))
    ex = one_example_each(truth)
    examples = Examples(ex["terrain"], ex["overlays"], ex["hexsides"], ex["roads"])
    got = suggest(features, blank, examples)
    s = blank.model_copy(deep=True)
    todo = items(got, s)
    assert todo == sorted(todo, key=lambda i: (i.confidence, i.kind, str(i.key)))
    assert {i.kind for i in todo} == {"hex", "hexside", "road"}
    # A hand-painted hex that the scan says is something else.
    hexes = [i for i in todo if i.kind == "hex" and i.type != s.map.default_terrain]
    painted = hexes[0]
    other = next(t.id for t in s.terrain if t.kind == "base" and t.id not in (painted.type, s.map.default_terrain))
    E.paint_terrain(s, [str(painted.key)], other).apply(s)
    assert overwrites(s, items(got, s), got.overlays_taught) == [str(painted.key)]
    before = s.model_copy(deep=True)
    edit = accept_edit(s, items(got, s), got.overlays_taught, "Accept suggestions", skip=[str(painted.key)])
    changes = edit.apply(s)
    assert {"map.hexes", "map.hexsides", "map.roads"} <= changes.sections
    assert E.terrain_at(s, str(painted.key)) == other  # left as painted
    left = items(got, s)
    # Still to decide: the painted hex, and uncertain hexes the map now agrees with.
    changing = [str(i.key) for i in left if i.kind == "hex" and i.hex is not None and new_hex_data(s, i.hex, got.overlays_taught) != s.map.hexes.get(str(i.key), HexData())]
    assert changing == [str(painted.key)]
    assert all(i.confidence < UNCERTAIN for i in left if str(i.key) != str(painted.key))
    assert not [i for i in left if i.kind != "hex"]
    edit.inverse().apply(s)
    assert s == before
    assert len(items(got, s)) == len(items(got, before))
    # A repaint: the user's choice instead of the suggestion.
    one = [i for i in items(got, s) if i.kind == "hex"][:1]
    accept_edit(s, one, got.overlays_taught, "Repaint", repaint={str(one[0].key): other}).apply(s)
    assert E.terrain_at(s, str(one[0].key)) == other
    with pytest.raises(E.EditError):
        accept_edit(s, one, got.overlays_taught, "Repaint", repaint={str(one[0].key): "village"})


def test_examples_from_the_painting_and_bad_examples(tutorial_scan) -> None:  # type: ignore[no-untyped-def]
    truth, blank, folder = tutorial_scan
    ex = Examples.from_scenario(truth)
    assert ex.terrain["forest"] and ex.overlays["village"] and ex.hexsides["river"] and ex.roads["paved"]
    assert set(ex.coastal) == {x for x, d in truth.map.hexes.items() if d.coastal}
    features = analyse(AnalysisInput.of(blank, folder))
    got = suggest(features, truth, ex)
    right = sum(h.terrain == E.terrain_at(truth, x) for x, h in got.hexes.items())
    assert right / len(got.hexes) >= 0.95
    from hexstudio.scan.classify import ExampleError

    with pytest.raises(ExampleError, match="no terrain examples"):
        suggest(features, truth, Examples())
    with pytest.raises(ExampleError, match="not a base terrain"):
        suggest(features, truth, Examples({"village": ("0101",)}))
    with pytest.raises(ExampleError, match="9999"):
        suggest(features, truth, Examples({"forest": ("9999",)}))
    assert replace(ex, coastal=()).merged(Examples(coastal=("0101",))).coastal == ("0101",)


@pytest.mark.parametrize("grid", GRIDS, ids=lambda g: f"{g.orientation}-{g.stagger}")
def test_hexsides_touch_where_they_meet_at_a_corner(grid: Grid) -> None:
    loc = HexLocator(grid)
    sides = loc.sides()
    touching = loc.touching_sides(sides)
    for u, v in touching:
        a, b = set(map(int, sides[u])), set(map(int, sides[v]))
        assert len(a & b) == 1  # one hex in common ...
        (x,) = a - b
        (y,) = b - a
        assert loc.hex_of(y) in loc.hex_of(x).neighbours()  # ... and the other two are neighbours: one corner
    # A hexside away from the map's edge meets four others, two at each end.
    count = np.bincount(touching.ravel(), minlength=len(sides))
    inner = [i for i, (a, b) in enumerate(sides) if all(grid.contains(n) for h in (a, b) for n in loc.hex_of(int(h)).neighbours())]
    assert inner and all(count[i] == 4 for i in inner)


def test_a_line_profile_gives_the_printed_width_however_blurred() -> None:
    # A line of ink across paper, sampled across it at 0.02 hex radii; the
    # width (in hex radii) from the ink's share stays the drawn one, blur or not.
    paper, ink = np.array([90.0, 0.0, 20.0]), np.array([30.0, 10.0, -40.0])
    across = np.linspace(-0.2, 0.2, 21)
    for drawn in (0.06, 0.1, 0.16):
        for blur in (0.0, 0.02, 0.04):
            cover = np.clip((drawn / 2 - np.abs(across) + 0.01) / 0.02, 0, 1)
            if blur:
                k = np.exp(-0.5 * (np.linspace(-0.1, 0.1, 11) / blur) ** 2)
                cover = np.convolve(cover, k / k.sum(), mode="same")
            samples = paper + cover[None, None, :, None] * (ink - paper)  # (1, 1, 21, 3)
            samples = np.repeat(samples, 5, axis=1)
            width, core = line_profile(samples, paper[None, :], paper[None, :], ink, across, side=True)
            assert width[0] == pytest.approx(drawn, rel=0.15)
            # The core: the most inked sample, nearer the ink than the paper.
            assert np.linalg.norm(core[0] - ink) < np.linalg.norm(core[0] - paper)


def test_dotted_lines_are_counted_by_stretches() -> None:
    dotted = np.tile([True, True, False, False], 6)[None, :]  # ink at half the points, in every stretch
    smudge = np.zeros((1, 24), dtype=bool)
    smudge[0, 3:15] = True  # as many points, in one place
    assert coverage(dotted, None)[0] == pytest.approx(coverage(smudge, None)[0])
    assert coverage(dotted, 8)[0] == 1.0
    assert coverage(smudge, 8)[0] <= 0.5  # only the stretches it lies in


def test_a_river_keeps_its_kind_along_its_course() -> None:
    # Two kinds (a thin river, the wide Rhine); a chain of six hexsides of the
    # Rhine, one of them measured on the thin side of the midpoint, and a
    # tributary joining it at the third, clearly thin.
    ex_w, ex_c = np.array([0.1, 0.18]), np.array([[38.0, 8, -36], [20.0, 20, -44]])
    width = np.array([0.18, 0.17, 0.13, 0.18, 0.19, 0.17, 0.1])
    core = np.array([ex_c[1]] * 6 + [ex_c[0]])
    chain = np.array([[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [2, 6], [3, 6]])
    carries = np.ones(7, dtype=bool)
    core[2] = (ex_c[0] + ex_c[1]) / 2 + np.array([2.0, 0, 0])  # the odd one: its colour halfway too
    alone = kind_of_line(width, core, ex_w, ex_c, None, carries).argmin(axis=1)
    joined = kind_of_line(width, core, ex_w, ex_c, chain, carries).argmin(axis=1)
    assert alone[2] == 0  # on its own it looks like the thin river
    assert list(joined) == [1, 1, 1, 1, 1, 1, 0]  # along the Rhine it is the Rhine; the tributary stays a river
