"""Suggestions from synthetic scans of bundled battles: the issue's bar.

Each battle's map is drawn in another palette with other symbols, turned,
scaled, blotched, blurred and saved as JPEG (``synthetic_scan``); the grid is
calibrated from four "clicks"; one example is given per terrain, overlay,
hexside line and road type. Then at least 95 % of hexes get the right
terrain, and at least 90 % of river hexsides and of road links are found with
fewer than 5 % false ones. Each test prints its confusion table (run with
``-s`` to see it).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from synthetic_scan import ScanStyle, click_references, make_scan, one_example_each

from hexstudio.calibration import calibrate
from hexstudio.paths import scenarios_dir
from hexstudio.scan.suggest import AnalysisInput, Examples, Suggestions, analyse, suggest
from hexstudio.scenario import edits as E
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import BackgroundImage, Scenario

# Scan resolution: a hex radius of 36 pixels (a real 300 dpi scan has about 110).
STYLE = ScanStyle(px_per_unit=0.9, rotation_deg=0.8, stretch=1.012, jpeg_quality=72)


def digitize(battle: str, folder: Path, example_seeds: tuple[int, ...] = (3,)) -> tuple[Scenario, list[Suggestions]]:
    """The battle's synthetic scan, measured once, suggested from each set of
    examples (``one_example_each`` with each seed: other hexes, other hexsides)."""
    truth = load_scenario(scenarios_dir() / f"{battle}.json")
    scan = make_scan(truth, folder / f"{battle}.jpg", STYLE)
    fit = calibrate(grid_of(truth.map), click_references(scan))
    placed = truth.model_copy(deep=True)
    placed.map.background = BackgroundImage(path=scan.path.name, transform=fit.transform)
    features = analyse(AnalysisInput.of(placed, folder))
    out = []
    for seed in example_seeds:
        ex = one_example_each(truth, seed=seed)
        out.append(suggest(features, truth, Examples(ex["terrain"], ex["overlays"], ex["hexsides"], ex["roads"])))
    return truth, out


def terrain_of(s: Scenario, label: str) -> str:
    d = s.map.hexes.get(label)
    return (d.terrain if d is not None and d.terrain else None) or s.map.default_terrain


def confusion_table(truth: Scenario, got: Suggestions) -> tuple[float, str]:
    table = Counter((terrain_of(truth, x), h.terrain) for x, h in got.hexes.items())
    names = sorted({a for a, _ in table} | {b for _, b in table})
    w = max(8, *(len(n) for n in names))
    lines = ["truth \\ suggested".ljust(w + 2) + "".join(n.rjust(w + 1) for n in names)]
    for a in names:
        lines.append(a.ljust(w + 2) + "".join(str(table.get((a, b), 0) or ".").rjust(w + 1) for b in names))
    right = sum(v for (a, b), v in table.items() if a == b)
    return right / max(1, sum(table.values())), "\n".join(lines)


def line_scores(truth_set: set, found: set) -> tuple[float, float]:
    hit = len(truth_set & found)
    return hit / max(1, len(truth_set)), len(found - truth_set) / max(1, len(found))


def report(battle: str, truth: Scenario, got: Suggestions) -> dict[str, float]:
    acc, table = confusion_table(truth, got)
    styles = {t.id: t.style for t in truth.hexside_types}
    rivers = {(p, f) for p, fs in E.hexside_features(truth).items() for f in fs if styles[f] in ("river", "stream")}
    found_rivers = {(x.hexes, x.type) for x in got.hexsides if styles[x.type] in ("river", "stream")}
    roads = set(E.road_links(truth).items())
    found_roads = {(x.hexes, x.type) for x in got.roads}
    r_found, r_false = line_scores(rivers, found_rivers)
    d_found, d_false = line_scores(roads, found_roads)
    print(f"\n{battle}: {len(got.hexes)} hexes, terrain right {acc:.1%}")
    print(table)
    print(f"river hexsides: {len(rivers)}, found {r_found:.1%}, false {r_false:.1%}")
    print(f"road links: {len(roads)}, found {d_found:.1%}, false {d_false:.1%}")
    for f in got.overlays_taught:
        want = {x for x, d in truth.map.hexes.items() if f in d.features}
        have = {x for x, h in got.hexes.items() if f in h.overlays}
        print(f"overlay {f}: {len(want)}, found {len(want & have)}, false {len(have - want)}")
    want_c = {x for x, d in truth.map.hexes.items() if d.coastal}
    have_c = {x for x, h in got.hexes.items() if h.coastal}
    print(f"coastal: {len(want_c)}, found {len(want_c & have_c)}, false {len(have_c - want_c)}")
    other = {(p, f) for p, fs in E.hexside_features(truth).items() for f in fs if styles[f] not in ("river", "stream", "bridge")}
    if other:
        o_found, o_false = line_scores(other, {(x.hexes, x.type) for x in got.hexsides if styles[x.type] not in ("river", "stream")})
        print(f"other hexside lines: {len(other)}, found {o_found:.1%}, false {o_false:.1%}")
    return {"terrain": acc, "rivers": r_found, "rivers_false": r_false, "roads": d_found, "roads_false": d_false}


@pytest.mark.parametrize("battle", ["leyte", "sicily"])
def test_one_example_each_digitizes_a_battle(battle: str, tmp_path: Path) -> None:
    truth, (got,) = digitize(battle, tmp_path)
    assert not got.unseen
    score = report(battle, truth, got)
    assert score["terrain"] >= 0.95
    assert score["rivers"] >= 0.90 and score["rivers_false"] < 0.05
    assert score["roads"] >= 0.90 and score["roads_false"] < 0.05


def test_a_map_of_many_lines_meets_the_bar_whatever_the_examples(tmp_path: Path) -> None:
    # Reichswald: villages of red houses among red roads, flooded ground, the
    # Rhine beside its tributaries (two blues told apart only by width and
    # shade), the Siegfried line and the border, brown tracks through
    # forests. Two sets of examples (other hexes, other traced hexsides and
    # links), the bar for each.
    truth, runs = digitize("reichswald", tmp_path, example_seeds=(3, 5))
    for seed, got in zip((3, 5), runs, strict=True):
        assert not got.unseen
        score = report(f"reichswald (examples {seed})", truth, got)
        assert score["terrain"] >= 0.95
        assert score["rivers"] >= 0.90 and score["rivers_false"] < 0.05
        assert score["roads"] >= 0.90 and score["roads_false"] < 0.05
