"""Play mode's hex overlay: where it draws, what it covers, what it leaves alone."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from hexstudio.hexgrid import Grid, Hex, Orientation, Stagger
from hexstudio.play.overlay import HexOverlay

GRIDS = [Grid(12, 9, o, s, size=30.0) for o in Orientation for s in Stagger]


@pytest.mark.parametrize("grid", GRIDS, ids=lambda g: f"{g.orientation}-{g.stagger}")
def test_hex_centres_and_bounds_follow_the_grid(qapp, grid: Grid) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(7)
    hexes = {grid.from_offset(rng.randrange(grid.columns), rng.randrange(grid.rows)) for _ in range(25)}
    item = HexOverlay(grid, hexes, "#1e88e5", Qt.BrushStyle.BDiagPattern)
    got = sorted((round(x, 6), round(y, 6)) for x, y, _t in item._cells)
    assert got == sorted((round(x, 6), round(y, 6)) for x, y in map(grid.center, hexes))
    xs = [x for h in hexes for x, _y in grid.corners(h)]
    ys = [y for h in hexes for _x, y in grid.corners(h)]
    b = item.boundingRect()
    pad = grid.size * 0.1
    assert b.left() == pytest.approx(min(xs) - pad) and b.right() == pytest.approx(max(xs) + pad)
    assert b.top() == pytest.approx(min(ys) - pad) and b.bottom() == pytest.approx(max(ys) + pad)
    assert HexOverlay(grid, [], "#1e88e5", Qt.BrushStyle.BDiagPattern).boundingRect().isNull()


def render(grid: Grid, hexes: set[Hex], labels: dict[Hex, str] | None = None, part: QRectF | None = None) -> QImage:
    scene = QGraphicsScene()
    w, h = grid.pixel_size()
    scene.setSceneRect(0, 0, w, h)
    scene.addItem(HexOverlay(grid, hexes, "#c62828", Qt.BrushStyle.DiagCrossPattern, labels))
    img = QImage(int(w), int(h), QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    area = part or QRectF(0, 0, w, h)
    scene.render(p, area, area)
    p.end()
    return img


def test_paints_its_hexes_and_only_them(qapp) -> None:  # type: ignore[no-untyped-def]
    grid = GRIDS[0]
    on = {grid.from_offset(2, 3), grid.from_offset(7, 5), grid.from_offset(11, 8)}
    img = render(grid, on)
    white = QColor("white").rgb()
    for col in range(grid.columns):
        for row in range(grid.rows):
            h = grid.from_offset(col, row)
            x, y = grid.center(h)
            # A little off centre: the hatch has gaps, the tint does not.
            painted = any(img.pixel(int(x) + dx, int(y) + dy) != white for dx in (-3, 0, 3) for dy in (-3, 0, 3))
            assert painted == (h in on), (col, row)


def test_an_exposed_part_paints_the_hexes_there_with_their_labels(qapp) -> None:  # type: ignore[no-untyped-def]
    grid = GRIDS[0]
    a, b = grid.from_offset(1, 1), grid.from_offset(9, 7)
    ax, ay = grid.center(a)
    part = QRectF(ax - 40, ay - 40, 80, 80)
    img = render(grid, {a, b}, {a: "12", b: "3"}, part)
    bx, by = grid.center(b)
    assert img.pixel(int(bx), int(by)) == QColor("white").rgb()  # outside the part: not drawn
    dark = [img.pixelColor(int(ax) + dx, int(ay) + dy).lightness() < 60 for dx in range(-8, 9) for dy in range(-6, 7)]
    assert any(dark)  # the label's ink


def test_labels_in_the_band_under_the_counter_or_over_the_number_miss_the_centre_and_the_counter(qapp) -> None:  # type: ignore[no-untyped-def]
    """A lesson mark (over the hex number), a word (under the counter) and an MP cost (at the
    centre) on one hex never overlap, and the words stay clear of the counter's square."""
    from hexstudio.board.scene import COUNTER_SCALE

    for grid in GRIDS:
        h = grid.from_offset(4, 4)
        cx, cy = grid.center(h)
        centre = HexOverlay(grid, [h], "#1e88e5", Qt.BrushStyle.BDiagPattern, {h: "2½"}).label_rect(h)
        top = HexOverlay(grid, [h], "#ad1457", Qt.BrushStyle.Dense6Pattern, {h: grid.label(h)}, anchor="top").label_rect(h)
        bottom = HexOverlay(grid, [h], "#6a1b9a", Qt.BrushStyle.Dense5Pattern, {h: "retreat"}, anchor="bottom").label_rect(h)
        assert centre is not None and top is not None and bottom is not None
        assert not centre.intersects(top) and not centre.intersects(bottom) and not top.intersects(bottom)
        half = grid.size * COUNTER_SCALE / 2
        counter = QRectF(cx - half, cy - half, 2 * half, 2 * half)
        assert not bottom.intersects(counter), grid.orientation
    with pytest.raises(ValueError):
        HexOverlay(GRIDS[0], [], "#000000", Qt.BrushStyle.SolidPattern, anchor="left")


def test_a_label_only_overlay_paints_no_fill(qapp) -> None:  # type: ignore[no-untyped-def]
    grid = GRIDS[0]
    h = grid.from_offset(3, 3)
    scene = QGraphicsScene()
    w, hh = grid.pixel_size()
    scene.setSceneRect(0, 0, w, hh)
    scene.addItem(HexOverlay(grid, [h], "#c62828", Qt.BrushStyle.SolidPattern, {h: "x"}, fill=False, anchor="bottom"))
    img = QImage(int(w), int(hh), QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, w, hh), QRectF(0, 0, w, hh))
    p.end()
    x, y = grid.center(h)
    assert img.pixel(int(x), int(y)) == QColor("white").rgb()  # no tint at the centre: the counter shows
