"""What a view shows while the board is still drawing: the nearest zoom scaled,
a first draft of the terrain, then the exact board; counters and hex numbers
zoomed out; an edit redrawing only its own hexes."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from hexstudio.board import layers
from hexstudio.board.counters import (
    COMPACT_PX,
    DETAIL_MIN_PX,
    TINY_PX,
    CounterInfo,
    compact_scale,
    counter_info,
    paint_counter,
    paint_counter_compact,
    setup_placements,
)
from hexstudio.board.scene import BoardScene
from hexstudio.board.view import BoardView
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.model import HexData

TUTORIAL = Path(__file__).resolve().parents[1] / "scenarios" / "tutorial.json"


@pytest.fixture
def scenario():
    return load_scenario(TUTORIAL)


@pytest.fixture
def view(qtbot, scenario):
    scene = BoardScene(scenario, base_dir=TUTORIAL.parent)
    scene.set_units(setup_placements(scenario))
    v = BoardView(scene)
    qtbot.addWidget(v)
    v.resize(600, 450)
    v.show()
    qtbot.waitExposed(v)
    yield v
    scene.refiner.clear()


def differing(a: QImage, b: QImage, tolerance: int = 40) -> int:
    assert a.size() == b.size()
    n = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            p, q = a.pixel(x, y), b.pixel(x, y)
            if p != q and max(abs(((p >> s) & 255) - ((q >> s) & 255)) for s in (0, 8, 16)) > tolerance:
                n += 1
    return n


def settle(view: BoardView) -> None:
    view.scene().refiner.finish()
    QApplication.processEvents()


def direct(view: BoardView, monkeypatch) -> QImage:
    """What the view shows with the layers drawn as they are (no pictures at all)."""
    with monkeypatch.context() as m:
        m.setattr(layers, "picture_scale", lambda painter, size: None)
        view.viewport().update()
        QApplication.processEvents()
        return view.viewport().grab().toImage()


def test_a_new_zoom_shows_the_nearest_zoom_at_once_then_the_exact_board(view, monkeypatch):
    scene = view.scene()
    view.set_zoom(1.0)
    view.centerOn(scene.map_rect().center())
    QApplication.processEvents()
    settle(view)
    assert not scene.refining()
    view.set_zoom(1.25)
    view.viewport().repaint()
    # The first frame drew the pictures of zoom 1.0, scaled, and left the sharp ones for later.
    assert scene.refining()
    first = view.viewport().grab().toImage()
    settle(view)
    assert not scene.refining()
    sharp = view.viewport().grab().toImage()
    exact = direct(view, monkeypatch)
    pixels = exact.width() * exact.height() / 4
    assert differing(sharp, exact) < pixels / 200
    # The stand-in was the map (not a blank screen), only softer.
    assert differing(first, exact) < pixels / 4
    assert differing(first, sharp) > 0


def test_the_first_paint_is_a_draft_of_the_terrain_then_every_detail(view, scenario, monkeypatch):
    scene = view.scene()
    view.fit()
    QApplication.processEvents()
    settle(view)
    scene._cache.invalidate_all()
    view.viewport().repaint()
    assert scene.refining()
    draft = view.viewport().grab().toImage()
    # The draft has the terrain colours in place.
    g = scene.grid
    sea = QColor(scenario.terrain_by_id()["sea"].color)
    h = g.parse("0101")
    cx, cy = g.center(h)
    pt = view.mapFromScene(cx + g.size * 0.5, cy + g.size * 0.3)
    c = draft.pixelColor(pt)
    assert abs(c.red() - sea.red()) < 20 and abs(c.blue() - sea.blue()) < 20
    settle(view)
    done = view.viewport().grab().toImage()
    exact = direct(view, monkeypatch)
    pixels = exact.width() * exact.height() / 4
    assert differing(done, exact) < pixels / 200
    assert differing(draft, done) > pixels / 400  # the draft lacked the details


def test_exports_never_show_a_stand_in(qapp, scenario):
    scene = BoardScene(scenario, base_dir=TUTORIAL.parent)
    img = QImage(300, 200, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, 300, 200), QRectF(0, 0, 600, 400))
    p.end()
    assert not scene.refining()  # drawn whole at once


def test_a_terrain_edit_rebuilds_only_its_hexes_tiles(qapp, scenario):
    scene = BoardScene(scenario, base_dir=TUTORIAL.parent)
    cache = scene._cache
    keys = list(cache.tiles_in(scene.map_rect()))
    before = {k: cache.base_of(cache.tile(k)) for k in keys}
    numbers = {k: list(cache.label_cells_of(cache.tile(k)).label_cells) for k in keys}
    hexsides, roads = scene.mapview.hexsides, scene.mapview.roads
    g = scene.grid
    h = g.parse("0402")
    scenario.map.hexes["0402"] = HexData(terrain="sea")
    scene.refresh_hexes([h], {"map.hexes"})
    touched = {cache.tile_of(n) for n in (h, *h.neighbours()) if g.contains(n)}
    # Tiles within a column and a row of the hex may go too (a neighbour is never farther).
    col, row = g.to_offset(h)
    near = {cache.tile_of(g.from_offset(c, r)) for c in (col - 1, col, col + 1) for r in (row - 1, row, row + 1)
            if 0 <= c < g.columns and 0 <= r < g.rows}
    assert touched <= near and len(near) < len(keys) / 4
    for k in keys:
        if k in touched:
            # Its terrain is made again; its hex numbers (the grid's alone) are kept.
            assert not cache.tile(k).fills_built and not cache.tile(k).detail_built
            assert cache.tile(k).label_cells == numbers[k] and cache.tile(k).label_cells
        elif k not in near:
            assert cache.tile(k) is before[k] and cache.tile(k).fills_built and cache.tile(k).detail_built
    assert any(brush.color() == QColor(scenario.terrain_by_id()["sea"].color)
               for brush, _ in cache.fills_of(cache.tile(cache.tile_of(h))).fills)
    # Nothing read again from the whole map.
    assert scene.mapview.hexsides is hexsides and scene.mapview.roads is roads
    assert scene.mapview.terrain(h) == "sea"


def test_a_hexside_edit_reads_the_hexsides_again(qapp, scenario):
    scene = BoardScene(scenario, base_dir=TUTORIAL.parent)
    g = scene.grid
    a, b = g.parse("0402"), g.parse("0403")
    from hexstudio.scenario.model import HexsideData

    scenario.map.hexsides.append(HexsideData(hexes=("0402", "0403"), features=["river"]))
    scene.refresh_hexes([a, b], {"map.hexsides"})
    assert "river" in scene.mapview.hexside_features(a, b)


def face(info: CounterInfo, side: int, compact: bool) -> QImage:
    img = QImage(side, side, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    (paint_counter_compact if compact else paint_counter)(p, QRectF(0, 0, side, side), info, *(() if compact else (False,)))
    p.end()
    return img


def dark(img: QImage, top: float, bottom: float) -> int:
    return sum(
        1
        for y in range(int(img.height() * top), int(img.height() * bottom))
        for x in range(img.width())
        if img.pixelColor(x, y).lightness() < 90
    )


def test_compact_counters_keep_symbol_and_values(qapp):
    side = round(COMPACT_PX)
    a = CounterInfo("a", "1/16", "II", "infantry", 3, 4, 6, background="#e8d27a")
    b = CounterInfo("b", "1/16", "II", "infantry", 1, 1, 2, background="#e8d27a")
    fa, fb = face(a, side, True), face(b, side, True)
    # The symbol above, the values below, the side's colour around them.
    assert dark(fa, 0.12, 0.5) > 10
    assert dark(fa, 0.55, 1.0) > 10
    assert fa != fb  # other values, another picture
    assert fa.pixelColor(2, side // 2) == QColor("#e8d27a") or fa.pixelColor(3, side // 2).name() == "#e8d27a"
    # The plain square of before drew neither.
    assert dark(face(a, side, False), 0.55, 1.0) < dark(fa, 0.55, 1.0) / 3


def test_counters_grow_to_stay_readable_zoomed_out(view, scenario):
    scene = view.scene()
    assert compact_scale(DETAIL_MIN_PX) == 1.0 and compact_scale(TINY_PX / 2) == 1.0
    assert compact_scale(12) * 12 >= COMPACT_PX
    view.set_zoom(0.3)  # a counter of 40 scene units: 12 pixels
    QApplication.processEvents()
    settle(view)
    h = next(iter(setup_placements(scenario)))
    item = scene.stack_item(h)
    assert item is not None and item.isVisible()
    assert item.boundingRect().width() * 0.3 >= COMPACT_PX
    # Far out, one item draws every counter.
    view.set_zoom(0.1)
    QApplication.processEvents()
    assert not item.isVisible()
    assert scene._overview is not None and scene._overview.isVisible()
    view.set_zoom(1.0)
    QApplication.processEvents()
    assert item.isVisible() and not scene._overview.isVisible()
    assert item.boundingRect().width() < 40 * 1.5


def test_zooming_in_fits_the_stacks_when_idle_drawing_the_same_counters(view, scenario, monkeypatch):
    """A zoom step in makes no new bounding box for every stack in its frame:
    their room is fitted when the window is idle, and the counters look the
    same before and after (a face is drawn by the zoom, whatever room it has)."""
    scene = view.scene()
    view.set_zoom(0.3)
    QApplication.processEvents()
    settle(view)
    h = next(iter(setup_placements(scenario)))
    item = scene.stack_item(h)
    assert item is not None
    wide = QRectF(item.boundingRect())
    view.centerOn(item)
    with monkeypatch.context() as m:
        m.setattr(scene, "_fit_stacks", lambda: None)  # the idle fitting, held back
        view.set_zoom(0.45)  # still zoomed out: faces drawn larger, but less so
        assert scene._counter_grow < item.grow
        assert item.boundingRect() == wide  # not yet
        view.viewport().update()
        QApplication.processEvents()
        settle(view)
        roomy = view.viewport().grab().toImage()
        assert item.boundingRect() == wide
    scene.refiner.request("fit", scene._fit_stacks)  # (the scene's own again)
    settle(view)
    assert item.boundingRect().width() < wide.width()
    assert wide.contains(item.boundingRect())
    view.viewport().update()
    QApplication.processEvents()
    fitted = view.viewport().grab().toImage()
    assert differing(roomy, fitted, tolerance=8) == 0
    assert differing(fitted, direct(view, monkeypatch)) < fitted.width() * fitted.height() / 800
    # Zoomed out again, the larger faces get their room at once.
    view.set_zoom(0.3)
    assert item.boundingRect() == wide


def label_pixels(scene: BoardScene, scale: float) -> int:
    src = scene.map_rect()
    w, h = round(src.width() * scale), round(src.height() * scale)

    def shot() -> QImage:
        img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(QColor("white"))
        p = QPainter(img)
        scene.render(p, QRectF(0, 0, w, h), src)
        p.end()
        return img

    scene.set_show_labels(True)
    on = shot()
    scene.set_show_labels(False)
    off = shot()
    scene.set_show_labels(True)
    return differing(on, off, tolerance=30)


def test_hex_numbers_thin_out_before_they_go(qapp, scenario):
    scene = BoardScene(scenario, base_dir=TUTORIAL.parent)
    every = label_pixels(scene, 0.8)  # 32 px a hex: every number
    half = label_pixels(scene, 0.5)  # 20 px: every second column and row
    sparse = label_pixels(scene, 0.3)  # 12 px: every fifth
    gone = label_pixels(scene, 0.2)  # 8 px: none
    assert every > half > sparse > 0
    assert gone == 0


def test_a_move_of_counters_repaints_exactly(view, scenario, monkeypatch):
    scene = view.scene()
    view.set_zoom(0.8)
    QApplication.processEvents()
    settle(view)
    placements = setup_placements(scenario)
    h, counters = next(iter(placements.items()))
    target = h.neighbour(0).neighbour(0)
    moved = {(target if k == h else k): v for k, v in placements.items()}
    scene.set_units(moved)
    QApplication.processEvents()
    settle(view)
    shown = view.viewport().grab().toImage()
    assert differing(shown, direct(view, monkeypatch)) < shown.width() * shown.height() / 800
    assert counter_info(scenario, scenario.unit_by_id()[counters[0].unit_id]) is not None
