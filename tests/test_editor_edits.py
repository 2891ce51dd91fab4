"""Headless edit operations: every edit undoes exactly, roads re-trace, queries."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hexstudio.hexgrid import Grid, Hex, Hexside
from hexstudio.scenario import edits as E
from hexstudio.scenario.io import load_scenario, scenario_from_data, scenario_to_data
from hexstudio.scenario.mapview import MapView, grid_of
from hexstudio.scenario.model import Entry, HexSet, Reinforcement, Scenario, Schedule
from hexstudio.scenario.validate import check

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL_SCENARIO = load_scenario(ROOT / "scenarios" / "tutorial.json")
GRID = grid_of(TUTORIAL_SCENARIO.map)
LABELS = [GRID.label(h) for h in GRID.hexes()]
BASE = [t.id for t in TUTORIAL_SCENARIO.terrain if t.kind == "base"]
OVERLAYS = [t.id for t in TUTORIAL_SCENARIO.terrain if t.kind == "overlay"]
HEXSIDE_TYPES = [t.id for t in TUTORIAL_SCENARIO.hexside_types]
ROAD_TYPES = [t.id for t in TUTORIAL_SCENARIO.road_types]


def tutorial() -> Scenario:
    return TUTORIAL_SCENARIO.model_copy(deep=True)


def errors(s: Scenario) -> list[str]:
    return [str(p) for p in check(s) if p.severity == "error"]


labels = st.sampled_from(LABELS)


@st.composite
def adjacent_pairs(draw: st.DrawFn) -> tuple[str, str]:
    a = GRID.parse(draw(labels))
    n = [x for x in GRID.neighbours(a)]
    b = draw(st.sampled_from(n))
    return GRID.label(a), GRID.label(b)


def _edit_builders() -> st.SearchStrategy:
    """Strategies of functions that build one edit from the current scenario."""
    paint = st.builds(
        lambda ls, t: lambda s: E.paint_terrain(s, ls, t),
        st.lists(labels, min_size=1, max_size=20),
        st.sampled_from([*BASE, None]),
    )
    fill = st.builds(
        lambda start, t: lambda s: E.paint_terrain(s, E.flood_fill(s, start), t), labels, st.sampled_from(BASE)
    )
    rect = st.builds(lambda a, b, t: lambda s: E.paint_terrain(s, E.rect_hexes(s, a, b), t), labels, labels, st.sampled_from(BASE))
    brush = st.builds(
        lambda c, n, t: lambda s: E.paint_terrain(s, E.brush_hexes(s, c, n), t), labels, st.sampled_from([1, 2, 3]), st.sampled_from(BASE)
    )
    feature = st.builds(
        lambda ls, f: lambda s: E.toggle_feature(s, ls, f), st.lists(labels, min_size=1, max_size=5), st.sampled_from(OVERLAYS)
    )
    prop = st.one_of(
        st.builds(lambda ls, v: lambda s: E.set_hex_property(s, ls, "elevation", v), st.lists(labels, min_size=1, max_size=4), st.integers(0, 5)),
        st.builds(lambda ls, v: lambda s: E.set_hex_property(s, ls, "coastal", v), st.lists(labels, min_size=1, max_size=4), st.booleans()),
        st.builds(lambda ls, v: lambda s: E.set_hex_property(s, ls, "name", v), st.lists(labels, min_size=1, max_size=2), st.sampled_from(["Vila", "", "Morro"])),
    )
    hexside = st.builds(lambda p, f: lambda s: E.toggle_hexside(s, p[0], p[1], f), adjacent_pairs(), st.sampled_from(HEXSIDE_TYPES))
    trace = st.builds(
        lambda ps, f, on: lambda s: E.trace_hexsides(s, ps, f, on),
        st.lists(adjacent_pairs(), min_size=1, max_size=6),
        st.sampled_from(HEXSIDE_TYPES),
        st.booleans(),
    )
    road = st.builds(
        lambda add, rem, t: lambda s: E.set_road_links(s, add=add, road_type=t, remove=rem),
        st.lists(adjacent_pairs(), max_size=6),
        st.lists(adjacent_pairs(), max_size=3),
        st.sampled_from(ROAD_TYPES),
    )
    erase_existing_road = st.builds(
        lambda i: lambda s: E.set_road_links(s, remove=[sorted(E.road_links(s))[i % max(1, len(E.road_links(s)))]])
        if E.road_links(s)
        else E.set_road_links(s),
        st.integers(0, 100),
    )
    units = [u.id for u in TUTORIAL_SCENARIO.units]
    unit = st.one_of(
        st.builds(lambda u: lambda s: E.remove_unit(s, u) if u in s.unit_by_id() else E.clear_placement(s, u), st.sampled_from(units)),
        st.builds(lambda u: lambda s: E.duplicate_unit(s, u) if u in s.unit_by_id() else E.clear_placement(s, u), st.sampled_from(units)),
        st.builds(
            lambda u, h: lambda s: E.set_placement(s, u, h) if u in s.unit_by_id() else E.clear_placement(s, u),
            st.sampled_from(units),
            labels,
        ),
        st.builds(lambda u: lambda s: E.clear_placement(s, u), st.sampled_from(units)),
    )
    hex_set = st.builds(
        lambda ls, rem: lambda s: E.change_hex_set(s, "beach", add=ls, remove=rem),
        st.lists(labels, max_size=4),
        st.lists(labels, max_size=4),
    )
    field = st.one_of(
        st.builds(lambda w: lambda s: E.set_field(s, "turns.turns[2].weather", w), st.sampled_from([None, "rain"])),
        st.builds(lambda v: lambda s: E.set_field(s, "rules.combat.inverse_odds", v), st.sampled_from(["floor", "ceil"])),
        st.builds(lambda v: lambda s: E.set_field(s, ("map", "hex_size"), v), st.sampled_from([30.0, 40.0, 52.5])),
        st.builds(lambda v: lambda s: E.set_field(s, "crt.cells[0][0]", v), st.sampled_from(["DE", "AE", "IMP"])),
    )
    return st.one_of(paint, fill, rect, brush, feature, prop, hexside, trace, road, erase_existing_road, unit, hex_set, field)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_edit_builders(), min_size=1, max_size=8))
def test_random_edits_undo_to_an_equal_scenario(builders: list) -> None:
    s = tutorial()
    done: list[E.Edit] = []
    snapshots = [s.model_copy(deep=True)]
    for build in builders:
        try:
            edit = build(s)
        except E.EditError as refused:
            # A refused edit says why and leaves the scenario alone.
            assert str(refused)
            assert s == snapshots[-1]
            continue
        changes = edit.apply(s)
        if edit.is_noop():
            assert s == snapshots[-1]
        else:
            assert changes
        # Every edit keeps a valid scenario valid.
        assert errors(s) == [], edit.text
        done.append(edit)
        snapshots.append(s.model_copy(deep=True))
    for edit, before in zip(reversed(done), reversed(snapshots[:-1]), strict=True):
        edit.inverse().apply(s)
        assert s == before, edit.text
    assert s == TUTORIAL_SCENARIO
    # And forward again (redo) reaches the same end state.
    for edit in done:
        edit.apply(s)
    assert s == snapshots[-1]


def test_paint_stroke_merges_into_one_edit_that_undoes_whole() -> None:
    s = tutorial()
    stroke: E.Edit | None = None
    for centre in ["0606", "0607", "0707", "0808", "0606"]:
        e = E.paint_terrain(s, E.brush_hexes(s, centre, 2), "forest")
        e.apply(s)
        stroke = e if stroke is None else stroke.merged(e)
        assert stroke is not None
    assert isinstance(stroke, E.SetTerrain)
    assert all(E.terrain_at(s, x) == "forest" for x in E.brush_hexes(s, "0707", 2))
    stroke.inverse().apply(s)
    assert s == TUTORIAL_SCENARIO


def test_painting_what_is_there_is_a_noop_and_default_terrain_leaves_no_entry() -> None:
    s = tutorial()
    assert E.paint_terrain(s, ["0101"], "sea").is_noop()
    assert "0606" not in s.map.hexes
    assert E.paint_terrain(s, ["0606"], "open").is_noop()  # open is the default terrain
    e = E.paint_terrain(s, ["0501"], None)
    e.apply(s)
    assert "0501" not in s.map.hexes  # a forest hex with nothing else becomes default
    assert E.paint_terrain(s, ["0501"], None).is_noop()


def test_eraser_keeps_the_rest_of_the_hex() -> None:
    s = tutorial()
    E.paint_terrain(s, ["0204"], None).apply(s)
    assert s.map.hexes["0204"].terrain is None
    assert s.map.hexes["0204"].features == ["port"]


def test_painted_hexes_are_the_copies_pydantic_would_make() -> None:
    """A dab's hexes are copied the quick way: the same data, the same fields
    marked as set (what a save writes), nothing shared with the hex before."""
    s = tutorial()
    named = next(label for label, d in s.map.hexes.items() if d.name and d.features)
    before = s.map.hexes[named]
    expected = before.model_copy(update={"terrain": "forest"})
    e = E.paint_terrain(s, [named, " " + named], "forest")  # a label spelled twice: one cell
    assert list(e.cells) == [named]
    e.apply(s)
    after = s.map.hexes[named]
    assert after == expected and after is not before
    assert after.__pydantic_fields_set__ == expected.__pydantic_fields_set__ | {"features", "name"}
    assert after.model_dump(exclude_unset=True) == {**expected.model_dump(exclude_unset=True), "features": after.features, "name": after.name}
    assert after.features is not before.features
    old, new = e.cells[named]
    assert old == before and old is not before and old.features is not before.features
    assert new.__pydantic_fields_set__ == before.__pydantic_fields_set__ | {"terrain"}
    e.inverse().apply(s)
    assert s.map.hexes[named] == before


def test_bad_input_is_refused_with_a_clear_message() -> None:
    s = tutorial()
    with pytest.raises(E.EditError, match="unknown terrain 'swamp'"):
        E.paint_terrain(s, ["0101"], "swamp")
    with pytest.raises(E.EditError, match="overlay"):
        E.paint_terrain(s, ["0101"], "village")
    with pytest.raises(E.EditError, match="hex '9999'"):
        E.paint_terrain(s, ["9999"], "forest")
    with pytest.raises(E.EditError, match="not neighbours"):
        E.toggle_hexside(s, "0101", "0303", "river")
    with pytest.raises(E.EditError, match="unknown hexside feature 'canal'"):
        E.toggle_hexside(s, "0101", "0102", "canal")
    with pytest.raises(E.EditError, match="unknown road type"):
        E.set_road_links(s, add=[("0101", "0102")], road_type="motorway")
    with pytest.raises(E.EditError, match="already exists"):
        E.add_unit(s, s.units[0])
    with pytest.raises(E.EditError, match=r"rules\.combat\.inverse_odds"):
        E.set_field(s, "rules.combat.inverse_odds", "sideways")
    with pytest.raises(E.EditError, match="no field 'nope'"):
        E.set_field(s, "rules.nope", 1)
    with pytest.raises(E.EditError, match="elevation"):
        E.set_hex_property(s, ["0101"], "elevation", 500)
    with pytest.raises(E.EditError, match="has a road"):
        E.set_off_map(s, ["0401"])
    with pytest.raises(E.EditError, match="brush size"):
        E.brush_hexes(s, "0101", 4)


def test_hexside_toggle_and_trace() -> None:
    s = tutorial()
    n = len(s.map.hexsides)
    e = E.toggle_hexside(s, "0606", "0607", "stream")
    c = e.apply(s)
    assert c.hexes == {"0606", "0607"}
    assert len(s.map.hexsides) == n + 1
    assert MapView.build(s).hexside_features(GRID.parse("0607"), GRID.parse("0606")) == {"stream"}
    E.toggle_hexside(s, "0607", "0606", "stream").apply(s)
    assert len(s.map.hexsides) == n
    # A traced line of five edges is one edit, and off again in one.
    pairs = [("0303", "0403"), ("0403", "0503"), ("0503", "0603"), ("0603", "0703"), ("0703", "0803")]
    t = E.trace_hexsides(s, pairs, "river")
    t.apply(s)
    view = MapView.build(s)
    for a, b in pairs:
        assert "river" in view.hexside_features(GRID.parse(a), GRID.parse(b))
    E.trace_hexsides(s, pairs, "river", present=False).apply(s)
    assert s == TUTORIAL_SCENARIO


def test_existing_hexside_keeps_its_place_in_the_file() -> None:
    s = tutorial()
    first = s.map.hexsides[0]
    E.toggle_hexside(s, first.hexes[0], first.hexes[1], "bridge").apply(s)
    assert s.map.hexsides[0].hexes == first.hexes
    assert s.map.hexsides[0].features == [*first.features, "bridge"]


# --------------------------------------------------------------------------- roads


def _links_on(grid: Grid, edges: list[tuple[Hex, Hex]], kinds: list[str]) -> dict[tuple[str, str], str]:
    out = {}
    for (a, b), k in zip(edges, kinds, strict=True):
        side = Hexside(a, b)
        out[(grid.label(side.a), grid.label(side.b))] = k
    return out


SMALL = Grid(columns=7, rows=6)
SMALL_EDGES = sorted({Hexside(h, n) for h in SMALL.hexes() for n in SMALL.neighbours(h)}, key=lambda x: (x.a, x.b))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(SMALL_EDGES), st.sampled_from(["paved", "trail"])), max_size=40))
def test_road_polylines_round_trip_the_link_set(items: list) -> None:
    links = _links_on(SMALL, [(x.a, x.b) for x, _ in items], [k for _, k in items])
    paths = E.road_paths(links, SMALL, ["paved", "trail"])
    back: dict[tuple[str, str], str] = {}
    for p in paths:
        assert len(p.path) >= 2
        for a, b in zip(p.path, p.path[1:], strict=False):
            side = Hexside(SMALL.parse(a), SMALL.parse(b))
            key = (SMALL.label(side.a), SMALL.label(side.b))
            assert key not in back, "a link is drawn twice"
            back[key] = p.type
    assert back == links
    # As few polylines as possible: one per pair of odd hexes, or one loop.
    for kind in ("paved", "trail"):
        degree: dict[str, int] = {}
        adj: dict[str, set[str]] = {}
        for (a, b), k in links.items():
            if k == kind:
                for x, y in ((a, b), (b, a)):
                    degree[x] = degree.get(x, 0) + 1
                    adj.setdefault(x, set()).add(y)
        expected = 0
        seen: set[str] = set()
        for v in sorted(adj):
            if v in seen:
                continue
            comp, todo = set(), [v]
            while todo:
                x = todo.pop()
                if x not in comp:
                    comp.add(x)
                    todo.extend(adj[x])
            seen |= comp
            odd = sum(1 for x in comp if degree[x] % 2)
            expected += max(1, odd // 2)
        assert sum(1 for p in paths if p.type == kind) == expected
    # Deterministic: the same links in another order give the same polylines.
    assert E.road_paths(dict(reversed(list(links.items()))), SMALL, ["paved", "trail"]) == paths


def test_tutorial_roads_re_trace_to_the_same_links() -> None:
    s = tutorial()
    links = E.road_links(s)
    s.map.roads = E.road_paths(links, GRID, ROAD_TYPES)
    assert E.road_links(s) == links
    assert errors(s) == []


def test_drawing_a_road_only_re_traces_its_type() -> None:
    s = tutorial()
    trails = [r for r in s.map.roads if r.type != "paved"]
    e = E.set_road_links(s, add=[("0501", "0502"), ("0502", "0503")], road_type="paved")
    e.apply(s)
    assert [r for r in s.map.roads if r.type != "paved"] == trails
    assert E.road_links(s)[("0502", "0503")] == "paved"
    assert e.touched == {"0501", "0502", "0503"}
    assert E.set_road_links(s, add=[("0501", "0502")], road_type="paved").is_noop()


def test_road_link_to_an_off_map_hex_is_refused() -> None:
    s = tutorial()
    E.set_off_map(s, ["1612"]).apply(s)
    with pytest.raises(E.EditError, match="off-map"):
        E.set_road_links(s, add=[("1611", "1612")], road_type="trail")


# --------------------------------------------------------------------------- queries


def test_brush_sizes() -> None:
    s = tutorial()
    assert E.brush_hexes(s, "0707", 1) == ["0707"]
    assert len(E.brush_hexes(s, "0707", 2)) == 7
    assert len(E.brush_hexes(s, "0707", 3)) == 19
    corner = E.brush_hexes(s, "0101", 2)
    assert set(corner) == {"0101", "0102", "0201"}  # clipped to the map
    h = GRID.parse("0707")
    assert {GRID.parse(x).distance(h) for x in E.brush_hexes(s, "0707", 3)} == {0, 1, 2}


def test_rect_hexes_is_the_column_row_rectangle() -> None:
    s = tutorial()
    r = E.rect_hexes(s, "0305", "0103")
    assert len(r) == 9
    assert set(r) == {f"{c:02d}{w:02d}" for c in (1, 2, 3) for w in (3, 4, 5)}


def test_flood_fill_takes_the_connected_area_only() -> None:
    s = tutorial()
    sea = E.flood_fill(s, "0101")
    assert "0101" in sea and "0205" in sea
    assert all(E.terrain_at(s, x) == "sea" for x in sea)
    # Connected: every hex reaches the start through the area.
    g = GRID
    reach = {"0101"}
    todo = ["0101"]
    while todo:
        x = todo.pop()
        for n in g.neighbours(g.parse(x)):
            lab = g.label(n)
            if lab in sea and lab not in reach:
                reach.add(lab)
                todo.append(lab)
    assert reach == sea
    # Maximal: no neighbour outside the area has the same terrain.
    for x in sea:
        for n in g.neighbours(g.parse(x)):
            assert g.label(n) in sea or E.terrain_at(s, g.label(n)) != "sea"
    # The two forest blocks at 0501 and 1201 are not connected.
    forest = E.flood_fill(s, "0501")
    assert "1201" not in forest
    with pytest.raises(E.EditError, match="larger than"):
        E.flood_fill(s, "0606", limit=10)


# --------------------------------------------------------------------------- order of battle and forms


def test_remove_unit_takes_its_placement_and_schedule_entries_and_undoes() -> None:
    s = tutorial()
    reinf = next(r for r in s.reinforcements if len(r.units) > 1)
    victim = reinf.units[0]
    e = E.remove_unit(s, victim)
    c = e.apply(s)
    assert victim in c.units
    assert victim not in s.unit_by_id()
    assert all(victim not in r.units for r in s.reinforcements)
    assert errors(s) == []
    e.inverse().apply(s)
    assert s == TUTORIAL_SCENARIO


def test_placement_move_and_duplicate() -> None:
    s = tutorial()
    pl = s.setup[0]
    e = E.set_placement(s, pl.unit, "0909")
    c = e.apply(s)
    assert c.hexes == {pl.hex, "0909"}
    assert s.setup[0].hex == "0909"  # moved in place
    d = E.duplicate_unit(s, pl.unit)
    d.apply(s)
    ids = [u.id for u in s.units]
    assert ids[ids.index(pl.unit) + 1] == f"{pl.unit}-2"
    assert errors(s) == []


def test_reinforcement_add_update_remove() -> None:
    s = tutorial()
    unit = s.units[0].id
    r = Reinforcement(id="late", units=[unit], schedule=Schedule(turn=5), entry=Entry(hex_set="beach"))
    E.add_reinforcement(s, r).apply(s)
    assert s.reinforcements[-1].id == "late"
    E.update_reinforcement(s, r.model_copy(update={"schedule": Schedule(turn=6)})).apply(s)
    assert s.reinforcements[-1].schedule.turn == 6
    with pytest.raises(E.EditError, match="unknown hex set"):
        E.add_reinforcement(s, r.model_copy(update={"id": "x", "entry": Entry(hex_set="nowhere")}))
    E.remove_reinforcement(s, "late").apply(s)
    assert s == TUTORIAL_SCENARIO


def test_set_field_checks_and_merges_typing() -> None:
    s = tutorial()
    e1 = E.set_field(s, "map.background", None)
    assert e1.is_noop()
    a = E.set_field(s, "turns.turns[0].date", "05/06/1944")
    a.apply(s)
    b = E.set_field(s, "turns.turns[0].date", "04/06/1944")
    b.apply(s)
    m = a.merged(b)
    assert isinstance(m, E.SetField) and m.old == "06/06/1944" and m.new == "04/06/1944"
    m.inverse().apply(s)
    assert s == TUTORIAL_SCENARIO
    assert E.parse_path('map.hex_sets["beach"].hexes[0]') == ("map", "hex_sets", "beach", "hexes", 0)


def test_hex_sets_create_and_delete() -> None:
    s = tutorial()
    e = E.set_hex_set(s, "ridge_line", HexSet(name="Ridge", hexes=["1401", "1501"]))
    assert e.apply(s).hexes == {"1401", "1501"}
    E.set_hex_set(s, "ridge_line", None).apply(s)
    assert s == TUTORIAL_SCENARIO


def test_edited_scenario_saves_and_loads_back_equal() -> None:
    s = tutorial()
    for e in (
        E.paint_terrain(s, E.brush_hexes(s, "0707", 3), "mangrove"),
        E.trace_hexsides(s, [("0909", "0910"), ("0910", "1009")], "stream"),
    ):
        e.apply(s)
    E.set_road_links(s, add=[("0707", "0708"), ("0708", "0709")], road_type="trail").apply(s)
    back = scenario_from_data(scenario_to_data(s))
    assert back == s


def test_set_field_refuses_changes_that_break_references() -> None:
    s = tutorial()
    with pytest.raises(E.EditError, match="outside the map"):
        E.set_field(s, "map.columns", 10)
    with pytest.raises(E.EditError, match="not neighbours"):
        E.set_field(s, "map.stagger", "even")  # the rivers would join hexes that no longer touch
    assert s == TUTORIAL_SCENARIO  # the trial was taken back
    E.set_field(s, "map.stagger", "even", cross_check=False)  # callers combining fields check the whole
    E.set_field(s, "map.columns", 20).apply(s)
    assert s.map.columns == 20


def test_set_feature_only_touches_hexes_that_change() -> None:
    s = tutorial()
    e = E.set_feature(s, ["0204", "0606"], "port")
    assert set(e.cells) == {"0606"}  # 0204 already has its port
    e.apply(s)
    off = E.set_feature(s, ["0204", "0606", "0707"], "port", present=False)
    assert set(off.cells) == {"0204", "0606"}
    off.apply(s)
    assert "0606" not in s.map.hexes and s.map.hexes["0204"].features == []
