"""Hex geometry: labels, offsets, distance, hexsides, pixels (property tests)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hexstudio.hexgrid import DIRECTIONS, Grid, Hex, Hexside, LabelError, LabelScheme, Orientation, Stagger

layouts = st.sampled_from([(o, s) for o in Orientation for s in Stagger])
hexes = st.builds(Hex, st.integers(-60, 60), st.integers(-60, 60))


@st.composite
def grids(draw: st.DrawFn) -> Grid:
    o, s = draw(layouts)
    sep = draw(st.sampled_from(["", "-"]))
    scheme = LabelScheme(
        separator=sep,
        first_column=draw(st.integers(0, 5)),
        first_row=draw(st.integers(0, 5)),
        digits=draw(st.integers(1, 3)),
        zero_pad=True if sep == "" else draw(st.booleans()),
    )
    return Grid(
        columns=draw(st.integers(1, 200)),
        rows=draw(st.integers(1, 200)),
        orientation=o,
        stagger=s,
        labels=scheme,
        size=draw(st.floats(5, 80)),
    )


@st.composite
def grid_and_cell(draw: st.DrawFn) -> tuple[Grid, int, int]:
    g = draw(grids())
    return g, draw(st.integers(0, g.columns - 1)), draw(st.integers(0, g.rows - 1))


@given(grid_and_cell())
def test_offset_and_label_round_trip(gc: tuple[Grid, int, int]) -> None:
    g, col, row = gc
    h = g.from_offset(col, row)
    assert g.to_offset(h) == (col, row)
    assert g.contains(h)
    label = g.label(h)
    assert g.parse(label) == h
    assert g.label(g.parse(label)) == label


def test_printed_label_schemes() -> None:
    leyte = Grid(columns=30, rows=30, labels=LabelScheme(separator="-"))
    palo = leyte.parse("25-12")
    assert leyte.to_offset(palo) == (24, 11)
    assert leyte.label(palo) == "25-12"
    reichswald = Grid(columns=30, rows=20)
    h = reichswald.parse("0807")
    assert reichswald.to_offset(h) == (7, 6)
    assert reichswald.label(h) == "0807"
    # Maps wider than 99 columns need a third digit, still round-trip exact.
    big = Grid(columns=200, rows=200)
    assert big.label(big.from_offset(199, 0)) == "200001"
    assert big.parse("200001") == big.from_offset(199, 0)
    assert big.label(big.from_offset(0, 0)) == "001001"


@pytest.mark.parametrize("bad", ["", "abc", "25-12", "123", "0099", "3101"])
def test_bad_labels_name_the_problem(bad: str) -> None:
    g = Grid(columns=30, rows=20)
    with pytest.raises(LabelError) as e:
        g.parse(bad)
    assert repr(bad)[1:-1] in str(e.value) or bad in str(e.value)


def test_label_outside_the_map_says_so() -> None:
    g = Grid(columns=30, rows=20)
    with pytest.raises(LabelError, match="outside the map"):
        g.parse("3101")


@given(hexes, hexes)
def test_distance_symmetric_and_zero_only_on_self(a: Hex, b: Hex) -> None:
    assert a.distance(b) == b.distance(a)
    assert (a.distance(b) == 0) == (a == b)


@given(hexes, hexes, hexes)
def test_triangle_inequality(a: Hex, b: Hex, c: Hex) -> None:
    assert a.distance(c) <= a.distance(b) + b.distance(c)


@given(hexes)
def test_neighbours_and_hexsides_agree(h: Hex) -> None:
    ns = h.neighbours()
    assert len(set(ns)) == 6
    for d, n in enumerate(ns):
        assert h.distance(n) == 1
        assert h.direction_to(n) == d
        assert n.direction_to(h) == (d + 3) % 6
        side = Hexside(h, n)
        assert side == Hexside(n, h) == Hexside.of(h, d)
        assert hash(side) == hash(Hexside(n, h))
        assert side.other(h) == n and side.other(n) == h
        # Each hexside touches four others at its two corners, all distinct.
        around = side.neighbours()
        assert len(set(around)) == 4 and side not in around
        for other in around:
            assert set(other.hexes) & set(side.hexes)
    assert len({Hexside(h, n) for n in ns}) == 6


def test_hexside_rejects_non_neighbours() -> None:
    with pytest.raises(ValueError, match="not adjacent"):
        Hexside(Hex(0, 0), Hex(2, 0))


@given(hexes, st.integers(0, 6))
def test_ring_and_range(h: Hex, radius: int) -> None:
    ring = h.ring(radius)
    assert len(ring) == (1 if radius == 0 else 6 * radius)
    assert all(h.distance(x) == radius for x in ring)
    rng = h.range(radius)
    assert len(rng) == 1 + 3 * radius * (radius + 1)
    assert set(rng) == {x for r in range(radius + 1) for x in h.ring(r)}


@given(hexes, hexes)
def test_line_is_connected_and_shortest(a: Hex, b: Hex) -> None:
    line = a.line_to(b)
    assert line[0] == a and line[-1] == b
    assert len(line) == a.distance(b) + 1
    assert all(p.distance(q) == 1 for p, q in itertools.pairwise(line))


@settings(max_examples=60)
@given(grid_and_cell())
def test_pixel_round_trip(gc: tuple[Grid, int, int]) -> None:
    g, col, row = gc
    h = g.from_offset(col, row)
    x, y = g.center(h)
    assert g.hex_at(x, y) == h
    # Points well inside the hex map back to it too.
    for cx, cy in g.corners(h):
        assert g.hex_at(x + (cx - x) * 0.8, y + (cy - y) * 0.8) == h


@settings(max_examples=40)
@given(grids())
def test_map_lies_in_its_pixel_box(g: Grid) -> None:
    w, hgt = g.pixel_size()
    for col, row in [(0, 0), (g.columns - 1, 0), (0, g.rows - 1), (g.columns - 1, g.rows - 1), (1 % g.columns, 0)]:
        for x, y in g.corners(g.from_offset(col, row)):
            assert -1e-6 <= x <= w + 1e-6
            assert -1e-6 <= y <= hgt + 1e-6


@settings(max_examples=40)
@given(grid_and_cell(), st.integers(0, 5))
def test_hexside_endpoints_are_shared_corners(gc: tuple[Grid, int, int], d: int) -> None:
    g, col, row = gc
    h = g.from_offset(col, row)
    side = Hexside.of(h, d)
    p, q = g.hexside_endpoints(side)
    for corner in (p, q):
        for owner in side.hexes:
            assert min(abs(corner[0] - x) + abs(corner[1] - y) for x, y in g.corners(owner)) < 1e-6 * g.size + 1e-6
    # Clicking just inside the edge midpoint finds the same hexside.
    mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
    cx, cy = g.center(h)
    assert g.hexside_at(mx + (cx - mx) * 0.1, my + (cy - my) * 0.1) == side


def test_directions_are_the_six_unit_steps() -> None:
    assert {Hex(0, 0).distance(d) for d in DIRECTIONS} == {1}


@pytest.mark.parametrize("o", list(Orientation))
@pytest.mark.parametrize("s", list(Stagger))
def test_offset_neighbours_match_the_printed_stagger(o: Orientation, s: Stagger) -> None:
    """Flat odd-q: odd (zero-based) columns sit half a hex lower, so their
    east neighbours are the same row and the row below."""
    g = Grid(columns=10, rows=10, orientation=o, stagger=s)
    h = g.from_offset(3, 4)
    offsets = {g.to_offset(n) for n in h.neighbours()}
    if o is Orientation.FLAT:
        down = (s is Stagger.ODD)
        expected_east = {(4, 4), (4, 5)} if down else {(4, 3), (4, 4)}
        assert expected_east <= offsets
        assert {(3, 3), (3, 5)} <= offsets
    else:
        shifted = (s is Stagger.ODD) == (4 % 2 == 1)
        expected_south = {(3, 5), (4, 5)} if shifted else {(2, 5), (3, 5)}
        assert expected_south <= offsets
        assert {(2, 4), (4, 4)} <= offsets


def _careful_parse(g: Grid, label: str) -> Hex | None:
    """What Grid.parse answered before its quick path: the scheme's parse, then the map's bounds."""
    try:
        col, row = g.labels.parse(label, g.columns, g.rows)
    except LabelError:
        return None
    if not (0 <= col < g.columns and 0 <= row < g.rows):
        return None
    return g.from_offset(col, row)


@pytest.mark.parametrize(
    "scheme",
    [
        LabelScheme(),
        LabelScheme(digits=3),
        LabelScheme(separator="-"),
        LabelScheme(separator="-", zero_pad=False),
        LabelScheme(separator=".", first_column=0, first_row=5),
        LabelScheme(first_column=10, first_row=0),
    ],
)
@settings(max_examples=150, deadline=None)
@given(label=st.one_of(
    st.text(alphabet="0123456789-. ²٤", max_size=7),
    st.builds(lambda c, r, sep: f"{c:02d}{sep}{r:02d}", st.integers(0, 130), st.integers(0, 130), st.sampled_from(["", "-", ".", " "])),
))
def test_the_quick_label_reading_agrees_with_the_careful_one(scheme: LabelScheme, label: str) -> None:
    # Grid.parse reads a well-formed label at once (a 400 x 400 map names 160,000
    # hexes); whatever it answers, the scheme's own parse must answer the same.
    g = Grid(columns=99, rows=120, labels=scheme)
    expected = _careful_parse(g, label)
    try:
        got: Hex | None = g.parse(label)
    except LabelError:
        got = None
    assert got == expected
