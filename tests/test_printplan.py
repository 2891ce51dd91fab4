"""Print-and-play geometry without a screen: options, map tiles, counter sheets, contents."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hexstudio.printplan.contents import MARKER_KINDS, Marker, UnitCounter, counter_groups, markers, unit_groups
from hexstudio.printplan.extras import Block, fits, paginate
from hexstudio.printplan.geometry import Box
from hexstudio.printplan.options import (
    SAFE_MARGIN_MM,
    OptionsError,
    PrintOptions,
    paper_size,
    parse_parts,
    resolve_sizes,
)
from hexstudio.printplan.sheets import Group, grid_columns, plan_sheets
from hexstudio.printplan.tiling import FOOTER_MM, page_window, plan_map
from hexstudio.scenario.io import load_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
BATTLES = ["tutorial", "leyte", "monte-castelo", "peleliu", "reichswald", "sicily"]


# --------------------------------------------------------------------------- options


def test_sizes_follow_the_16_to_19_proportion() -> None:
    assert resolve_sizes(None, None) == (19.0, 16.0)
    assert resolve_sizes(None, 12.0) == (14.25, 12.0)
    assert resolve_sizes(25.0, None) == (25.0, 21.05)
    assert resolve_sizes(22.0, 13.0) == (22.0, 13.0)


def test_parts_are_checked_by_name() -> None:
    assert parse_parts("map, counters") == {"map", "counters"}
    with pytest.raises(OptionsError, match="unknown part 'mapp'"):
        parse_parts("mapp,aids")
    with pytest.raises(OptionsError, match="no part"):
        parse_parts(" , ")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"hex_mm": 3.0}, "hex size must be between"),
        ({"hex_mm": 19.0, "counter_mm": float("nan")}, "counter size must be between"),
        ({"paper": "B5"}, "unknown paper 'B5'"),
        ({"language": "fr"}, "unknown language 'fr'"),
        ({"bleed_mm": 9.0}, "bleed must be between"),
    ],
)
def test_bad_options_say_what_is_wrong(kwargs: dict, message: str) -> None:
    with pytest.raises(OptionsError, match=message):
        PrintOptions.make(**kwargs)


def test_large_papers_put_sheets_and_aids_on_a4() -> None:
    assert PrintOptions.make(paper="A0").sheet_paper == "A4"
    assert PrintOptions.make(paper="Letter").sheet_paper == "Letter"
    assert PrintOptions.make(paper="A1").large


def test_mm_per_unit_makes_the_hex_the_asked_size_across_the_flats() -> None:
    opts = PrintOptions.make(hex_mm=19.0)
    radius = 40.0
    assert math.sqrt(3) * radius * opts.mm_per_unit(radius) == pytest.approx(19.0)


# --------------------------------------------------------------------------- tiling


def test_a_map_that_fits_is_one_page_centred() -> None:
    plan = plan_map(150.0, 120.0, "A4")
    assert plan.pages == 1 and plan.single
    tile = plan.tiles[0]
    win = page_window(plan.page_w, plan.page_h)
    assert win.contains(tile.window)
    assert tile.window.center == pytest.approx(win.center)
    assert tile.seams == ()


def test_orientation_with_fewer_pages_wins() -> None:
    # 270 mm wide: one landscape page wide; portrait would need two columns.
    plan = plan_map(270.0, 170.0, "A4")
    assert plan.landscape and plan.pages == 1
    plan = plan_map(170.0, 260.0, "A4")
    assert not plan.landscape and plan.pages == 1


def test_tiles_overlap_by_exactly_the_overlap() -> None:
    plan = plan_map(488.0, 661.0, "A4", overlap=12.0)
    assert plan.pages == plan.rows * plan.cols > 1
    for t in plan.tiles:
        if t.col + 1 < plan.cols:
            right = plan.tile(t.row, t.col + 1)
            assert t.source.right - right.source.x == pytest.approx(12.0)
            assert t.source.y == right.source.y
        if t.row + 1 < plan.rows:
            below = plan.tile(t.row + 1, t.col)
            assert t.source.bottom - below.source.y == pytest.approx(12.0)


def test_seams_and_marks_meet_at_the_same_map_points() -> None:
    plan = plan_map(600.0, 500.0, "A4", overlap=10.0)
    for t in plan.tiles:
        right = t.seam("right")
        if right is None:
            assert t.col == plan.cols - 1
            continue
        assert not right.cut
        other = plan.tile(t.row, t.col + 1)
        left = other.seam("left")
        assert left is not None and left.cut
        ours = [t.to_map(x, y) for x, y in right.mark_points()]
        theirs = [other.to_map(x, y) for x, y in left.mark_points()]
        assert ours == [pytest.approx(p) for p in theirs]
        # The seam runs down the middle of the shared strip.
        assert t.to_map(right.pos, 0)[0] == pytest.approx(other.source.x + 5.0)
    for t in plan.tiles:
        bottom = t.seam("bottom")
        if bottom is None:
            continue
        other = plan.tile(t.row + 1, t.col)
        top = other.seam("top")
        assert top is not None and top.cut
        assert [t.to_map(x, y) for x, y in bottom.mark_points()] == [
            pytest.approx(other.to_map(x, y)) for x, y in top.mark_points()
        ]


def test_first_row_and_column_are_never_cut() -> None:
    plan = plan_map(600.0, 500.0, "Letter")
    for t in plan.tiles:
        sides = {s.side for s in t.seams}
        assert ("left" in sides) == (t.col > 0)
        assert ("top" in sides) == (t.row > 0)


@settings(max_examples=60, deadline=None)
@given(
    w=st.floats(20.0, 2500.0),
    h=st.floats(20.0, 2500.0),
    paper=st.sampled_from(["A4", "Letter", "A3", "A1"]),
    overlap=st.floats(5.0, 30.0),
)
def test_tiles_cover_the_whole_map_and_stay_on_the_page(w: float, h: float, paper: str, overlap: float) -> None:
    plan = plan_map(w, h, paper, overlap=overlap)
    assert plan.pages == plan.rows * plan.cols
    for t in plan.tiles:
        assert Box(0, 0, plan.page_w, plan.page_h).contains(t.window)
        assert t.window.bottom <= plan.page_h - SAFE_MARGIN_MM - FOOTER_MM + 1e-9
    if plan.single:
        assert plan.tiles[0].source == Box(0.0, 0.0, w, h)
        return
    # Every map point lies in some tile's window, away from the seams' cut-off parts.
    xs = sorted({t.source.x for t in plan.tiles})
    ys = sorted({t.source.y for t in plan.tiles})
    assert xs[0] <= 1e-9 and ys[0] <= 1e-9
    last = plan.tile(plan.rows - 1, plan.cols - 1)
    assert last.source.right >= w - 1e-9 and last.source.bottom >= h - 1e-9
    # No more pages than needed: one column (row) fewer would not reach.
    win = page_window(plan.page_w, plan.page_h)
    if plan.cols > 1:
        assert (plan.cols - 1) * win.w - (plan.cols - 2) * overlap < w + 1e-6
    if plan.rows > 1:
        assert (plan.rows - 1) * win.h - (plan.rows - 2) * overlap < h + 1e-6


def test_extras_go_beside_the_map_on_a_large_sheet_when_they_fit() -> None:
    blocks = [Block("turns", 15, 18, 25), Block("terrain", 9, 60, 21)]
    plan = plan_map(488.0, 661.0, "A1", extras=blocks)
    assert plan.single and plan.extras_area is not None
    tile = plan.tiles[0]
    assert not plan.extras_area.intersects(tile.window)
    assert fits(blocks, plan.extras_area)
    # No room: the extras go on pages of their own.
    plan = plan_map(570.0, 800.0, "A1", extras=blocks)
    assert plan.single and plan.extras_area is None


def test_paginate_splits_a_block_by_whole_rows() -> None:
    area = Box(10, 10, 100, 60)
    pages = paginate([Block("turns", 30, 18, 18)], area)
    assert len(pages) == 3
    assert sum(len(p.items) for page in pages for p in page) == 30
    assert pages[1][0].continued and pages[1][0].first == 10
    for page in pages:
        for placed in page:
            for box in placed.items:
                assert area.contains(box)


# --------------------------------------------------------------------------- counter sheets


def test_backs_are_the_fronts_mirrored_on_grid_columns() -> None:
    groups = [Group("a", tuple(range(23))), Group("b", tuple(range(100, 180)))]
    plan = plan_sheets(groups, 210.0, 297.0, 16.0)
    n, left = grid_columns(210.0, 16.0, 0.0)
    assert plan.per_row == n == 12
    columns = {round(left + i * 16.0, 6) for i in range(n)}
    for sheet in plan.sheets:
        for front, back in zip(sheet.slots, sheet.back_slots(), strict=True):
            assert front.item == back.item
            assert back.box.x == pytest.approx(210.0 - front.box.x - 16.0)
            assert back.box.y == front.box.y
            assert round(back.box.x, 6) in columns
    placed = [s.item for sh in plan.sheets for s in sh.slots]
    assert Counter(placed) == Counter(list(range(23)) + list(range(100, 180)))


def test_counters_never_overlap_and_stay_inside_the_margins() -> None:
    groups = [Group(k, tuple(f"{k}{i}" for i in range(n))) for k, n in (("x", 40), ("y", 7), ("z", 130))]
    for bleed in (0.0, 1.5):
        plan = plan_sheets(groups, 215.9, 279.4, 19.0, bleed=bleed)
        inner = Box(SAFE_MARGIN_MM, SAFE_MARGIN_MM, 215.9 - 2 * SAFE_MARGIN_MM, 279.4 - 2 * SAFE_MARGIN_MM)
        for sheet in plan.sheets:
            boxes = [s.box.grown(bleed) for s in sheet.slots]
            for b in boxes:
                assert inner.contains(b)
            for i, a in enumerate(boxes):
                for b in boxes[i + 1 :]:
                    assert not a.intersects(b)
            for h in sheet.headings:
                assert not any(h.box.intersects(b) for b in boxes)


def test_a_group_split_over_sheets_repeats_its_heading() -> None:
    plan = plan_sheets([Group("big", tuple(range(300)))], 210.0, 297.0, 16.0)
    assert len(plan.sheets) >= 2
    assert [h.continued for h in plan.sheets[0].headings] == [False]
    assert [h.continued for h in plan.sheets[1].headings] == [True]


# --------------------------------------------------------------------------- contents


@pytest.mark.parametrize("battle", BATTLES)
def test_every_unit_gets_exactly_one_counter(battle: str) -> None:
    s = load_scenario(SCENARIOS / f"{battle}.json")
    ids = [c.unit_id for _, items in unit_groups(s) for c in items]
    assert sorted(ids) == sorted(u.id for u in s.units)
    for key, items in unit_groups(s):
        for c in items:
            assert s.side_of(s.unit_by_id()[c.unit_id]) == key.side


def test_reinforcements_are_grouped_by_entry_turn_in_order() -> None:
    s = load_scenario(SCENARIOS / "leyte.json")
    groups = unit_groups(s)
    for side in ("us", "japan"):
        turns = [k.turn for k, _ in groups if k.side == side and k.kind == "turn"]
        assert turns == sorted(turns) and len(turns) == len(set(turns))
    t2 = next(items for k, items in groups if k.side == "us" and k.turn == 2)
    expected = [
        u for r in s.reinforcements if r.schedule.turn == 2 for u in r.units if s.side_of(s.unit_by_id()[u]) == "us"
    ]
    assert [c.unit_id for c in t2] == expected


def test_markers_follow_the_rules_the_scenario_uses() -> None:
    tut = Counter(m.kind for m in markers(load_scenario(SCENARIOS / "tutorial.json")))
    assert tut["control"] == 5  # five one-hex objectives
    assert tut["turn"] == 1 and tut["weather"] == 2  # clear and rain, rain fixed on turn 3
    assert tut["flood"] == 0 and tut["fortification"] == 0  # no rule floods or razes anything
    rw = Counter(m.kind for m in markers(load_scenario(SCENARIOS / "reichswald.json")))
    assert rw["flood"] == 5 and rw["bridge"] == 2
    mc = Counter(m.kind for m in markers(load_scenario(SCENARIOS / "monte-castelo.json")))
    assert mc["fortification"] == 4 and mc["suppression"] > 0 and mc["weather"] == 0
    ley = markers(load_scenario(SCENARIOS / "leyte.json"))
    air = [m for m in ley if m.kind == "air"]
    assert {(m.front, m.label) for m in air} == {(s, x) for s in ("us", "japan") for x in ("x1", "x10", "x100")}


def test_counter_groups_end_with_the_markers() -> None:
    s = load_scenario(SCENARIOS / "monte-castelo.json")
    groups = counter_groups(s)
    assert groups[-1][0].kind == "markers"
    assert all(isinstance(m, Marker) for m in groups[-1][1])
    assert all(isinstance(c, UnitCounter) for _, items in groups[:-1] for c in items)
    kinds = [m.kind for m in groups[-1][1]]
    assert kinds == sorted(kinds, key=MARKER_KINDS.index)
    # Monte Castelo's artillery and aviation pieces never stand on the map: grouped by release turn.
    release = [k for k, _ in groups if k.kind == "release"]
    assert release and all(k.turn is not None for k in release)


def test_paper_sizes_are_iso_and_letter() -> None:
    assert paper_size("A4") == (210.0, 297.0)
    assert paper_size("A4", landscape=True) == (297.0, 210.0)
    assert paper_size("Letter") == (215.9, 279.4)
