"""BoardScene: builds from the tutorial, hex_at, refresh_hexes, background, LOD, highlights."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from hexstudio.board.counters import setup_placements
from hexstudio.board.scene import BoardScene
from hexstudio.hexgrid import Hexside
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.model import BackgroundImage, HexData

ROOT = Path(__file__).resolve().parents[1]
TUTORIAL = ROOT / "scenarios" / "tutorial.json"


@pytest.fixture
def scenario():
    return load_scenario(TUTORIAL)


@pytest.fixture
def scene(qapp, scenario):
    s = BoardScene(scenario, base_dir=TUTORIAL.parent)
    yield s
    s.clear()


def render(scene: BoardScene, source: QRectF, scale: float = 1.0) -> QImage:
    img = QImage(round(source.width() * scale), round(source.height() * scale), QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(p, QRectF(img.rect()), source, Qt.AspectRatioMode.IgnoreAspectRatio)
    p.end()
    return img


def pixel(img: QImage, x: float, y: float) -> QColor:
    return img.pixelColor(round(x), round(y))


def test_scene_builds_for_tutorial(scene, scenario):
    assert scene.scenario is scenario
    assert scene.grid.columns == 16 and scene.grid.rows == 12
    assert scene.warnings == []
    w, h = scene.grid.pixel_size()
    assert scene.sceneRect().contains(QRectF(0, 0, w, h))
    # Terrain colour at the centre of a sea hex and of an open hex, as catalogued.
    img = render(scene, scene.map_rect())
    g = scene.grid
    terrain = scenario.terrain_by_id()
    for label in ("0101", "0701"):
        hx = g.parse(label)
        cx, cy = g.center(hx)
        want = QColor(terrain[scene.mapview.terrain(hx)].color)
        # Sample below the label and beside any symbol.
        got = pixel(img, cx - g.size * 0.6, cy + g.size * 0.15)
        assert abs(got.red() - want.red()) < 8 and abs(got.blue() - want.blue()) < 8, label


def test_hex_at_round_trips_with_centres(scene):
    g = scene.grid
    for h in scene.mapview.hexes():
        cx, cy = g.center(h)
        assert scene.hex_at(QPointF(cx, cy)) == h
        assert scene.hex_at(QPointF(cx + g.size * 0.5, cy - g.size * 0.3)) == h
    assert scene.hex_at(QPointF(-500, -500)) is None


def test_hex_at_is_none_off_map(qapp, scenario):
    off = "0101"
    scenario.map.off_map.append(off)
    s = BoardScene(scenario)
    h = s.grid.parse(off)
    assert s.hex_at(s.hex_center(h)) is None


def test_refresh_hexes_changes_painted_pixels(scene, scenario):
    g = scene.grid
    h = g.parse("0701")  # open, no symbol
    cx, cy = g.center(h)
    area = QRectF(cx - g.size, cy - g.size, 2 * g.size, 2 * g.size)
    before = render(scene, area)
    old = pixel(before, g.size * 0.5, g.size * 1.2)
    scenario.map.hexes["0701"] = HexData(terrain="sea")
    after_stale = render(scene, area)
    # The tiles are cached: without a refresh the old terrain is still shown.
    assert pixel(after_stale, g.size * 0.5, g.size * 1.2) == old
    scene.refresh_hexes([h])
    after = render(scene, area)
    new = pixel(after, g.size * 0.5, g.size * 1.2)
    sea = QColor(scenario.terrain_by_id()["sea"].color)
    assert new != old
    assert abs(new.blue() - sea.blue()) < 8 and abs(new.red() - sea.red()) < 8


def test_refresh_hexes_redraws_hexside(scene, scenario):
    from hexstudio.scenario.model import HexsideData

    g = scene.grid
    a, b = g.parse("0301"), g.parse("0302")
    (x0, y0), (x1, y1) = g.hexside_endpoints(Hexside(a, b))
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    area = QRectF(mx - 10, my - 10, 20, 20)
    before = pixel(render(scene, area), 10, 10)
    scenario.map.hexsides.append(HexsideData(hexes=("0301", "0302"), features=["river"]))
    scene.refresh_hexes([a, b])
    after = pixel(render(scene, area), 10, 10)
    river = QColor(next(t for t in scenario.hexside_types if t.id == "river").color)
    assert after != before
    assert abs(after.blue() - river.blue()) < 30


def test_missing_background_gives_warning(qapp, scenario):
    scenario.map.background = BackgroundImage(path="no/such/scan.jpg")
    s = BoardScene(scenario, base_dir=TUTORIAL.parent)
    assert len(s.warnings) == 1
    assert "scan.jpg" in s.warnings[0]
    assert s.background_item is None
    render(s, s.map_rect(), 0.25)  # still draws


def test_background_image_drawn_with_opacity(qapp, scenario, tmp_path):
    img = QImage(200, 100, QImage.Format.Format_RGB32)
    img.fill(QColor("#ff0000"))
    assert img.save(str(tmp_path / "scan.png"))
    scenario.map.background = BackgroundImage(path="scan.png", transform=(2, 0, 0, 2, 0, 0), opacity=1.0)
    s = BoardScene(scenario, base_dir=tmp_path)
    assert s.warnings == []
    item = s.background_item
    assert item is not None
    assert item.sceneBoundingRect() == QRectF(0, 0, 400, 200)
    # Fully opaque scan over the terrain: red shows between grid lines.
    g = s.grid
    h = g.parse("0301")
    cx, cy = g.center(h)
    shot = render(s, QRectF(cx - 15, cy + 5, 10, 10))
    assert shot.pixelColor(5, 5).red() > 200 and shot.pixelColor(5, 5).green() < 60
    s.set_background_opacity(0.0)
    shot = render(s, QRectF(cx - 15, cy + 5, 10, 10))
    assert shot.pixelColor(5, 5).red() < 240
    s.set_background_opacity(1.0)
    s.set_background_visible(False)
    assert not item.isVisible()
    # A display setting: the document keeps its own values, and a rebuild keeps the setting.
    assert scenario.map.background.visible is True and scenario.map.background.opacity == 1.0
    s.rebuild()
    assert s.background_item is item and not item.isVisible()


def test_lod_zoomed_out_skips_text(scene):
    scene.set_units(setup_placements(scene.scenario))
    full = render(scene, scene.map_rect(), 1.0)
    small = render(scene, scene.map_rect(), 0.12)
    assert not full.isNull() and not small.isNull()
    # Zoomed far out (a counter under 6 pixels), a counter is a plain square of its nationality colour.
    g = scene.grid
    h, counters = next(iter(setup_placements(scene.scenario).items()))
    cx, cy = g.center(h)
    c = small.pixelColor(round(cx * 0.12), round(cy * 0.12))
    want = QColor(counters[-1].background)
    assert abs(c.red() - want.red()) < 25 and abs(c.green() - want.green()) < 25


def test_labels_toggle_changes_pixels(scene):
    g = scene.grid
    h = g.parse("0701")
    cx, cy = g.center(h)
    area = QRectF(cx - 15, cy - g.size * 0.87, 30, 12)
    with_labels = render(scene, area, 2.0)
    scene.set_show_labels(False)
    without = render(scene, area, 2.0)
    assert with_labels != without
    scene.set_show_labels(True)
    assert render(scene, area, 2.0) == with_labels


def test_highlight_and_clear(scene):
    g = scene.grid
    hexes = [g.parse("0701"), g.parse("0702")]
    cx, cy = g.center(hexes[0])
    area = QRectF(cx - 20, cy - 10, 40, 25)
    plain = render(scene, area, 2.0)
    scene.highlight_hexes("reach", hexes, "#00aa00", {hexes[0]: "3"})
    lit = render(scene, area, 2.0)
    assert lit != plain
    scene.highlight_hexes("retreat", [g.parse("0901")], QColor("#aa0000"))
    assert set(scene.highlight_keys()) == {"reach", "retreat"}
    # Two overlays never share a hatch pattern.
    pats = {item.pattern for item in scene._highlights.values()}
    assert len(pats) == 2
    scene.clear_highlight("reach")
    scene.clear_highlight("nothing")
    assert render(scene, area, 2.0) == plain


def test_set_units_replaces_counters(scene):
    placements = setup_placements(scene.scenario)
    scene.set_units(placements)
    assert len(scene.placements()) == len(placements)
    first = next(iter(placements))
    item = scene.stack_item(first)
    scene.set_units({first: placements[first]})
    assert list(scene.placements()) == [first]
    assert scene.stack_item(first) is item  # unchanged stacks are kept
    scene.set_units({})
    assert scene.placements() == {}


def test_rebuild_keeps_units_and_highlights(scene):
    placements = setup_placements(scene.scenario)
    scene.set_units(placements)
    scene.highlight_hexes("x", [next(iter(placements))], "#123456")
    scene.rebuild()
    assert len(scene.placements()) == len(placements)
    assert scene.highlight_keys() == ["x"]


def test_place_names_follow_language(scene, scenario):
    g = scene.grid
    h = g.parse("0701")
    scenario.map.hexes["0701"] = HexData(name={"en": "Mill", "pt_BR": "Moinho do Norte"})
    scene.set_language("en")
    scene.refresh_hexes([h])
    cx, cy = g.center(h)
    area = QRectF(cx - 60, cy + 10, 120, 30)
    en = render(scene, area, 2.0)
    scene.set_language("pt_BR")
    pt = render(scene, area, 2.0)
    assert en != pt
    scene.language = "en"
    assert render(scene, area, 2.0) == en


def test_refresh_keeps_mapview_equal_to_a_fresh_build(scene, scenario):
    from hexstudio.scenario.mapview import MapView
    from hexstudio.scenario.model import RoadPath

    g = scene.grid
    scenario.map.hexes["0701"] = HexData(terrain="forest", features=["village"], name="Aldeia")
    scenario.map.hexes.pop("0501", None)
    scenario.map.off_map.append("1612")
    scenario.map.roads.append(RoadPath(type="trail", path=["0701", "0702"]))
    touched = [g.parse(x) for x in ("0701", "0501", "1612", "0702")]
    scene.refresh_hexes(touched)
    fresh = MapView.build(scenario)
    mv = scene.mapview
    assert mv.hex_data == fresh.hex_data
    assert mv.off_map == fresh.off_map
    assert mv.hexsides == fresh.hexsides
    assert mv.roads == fresh.roads
    assert scene.hex_at(scene.hex_center(g.parse("1612"))) is None


def test_large_scan_drawn_from_a_reduced_copy_when_zoomed_out(qapp, scenario, tmp_path):
    from PySide6.QtGui import QImageReader

    from hexstudio.board.background import ALLOCATION_LIMIT_MB

    img = QImage(4400, 600, QImage.Format.Format_RGB32)
    img.fill(QColor("#0000ff"))
    assert img.save(str(tmp_path / "wide.png"))
    scenario.map.background = BackgroundImage(path="wide.png", transform=(0.25, 0, 0, 0.25, 0, 0), opacity=1.0)
    s = BoardScene(scenario, base_dir=tmp_path)
    assert QImageReader.allocationLimit() >= ALLOCATION_LIMIT_MB
    item = s.background_item
    assert item is not None and item.image_size() == (4400, 600)
    # Zoomed right out: a quarter-size copy is enough and gets made.
    g = s.grid
    cx, cy = g.center(g.parse("0301"))
    shot = render(s, s.map_rect(), 0.1)
    assert len(item._levels) >= 3
    c = shot.pixelColor(round((cx - 12) * 0.1), round((cy + 8) * 0.1))
    assert c.blue() > 150 and c.red() < 120
    # Zoomed in, the full-resolution tiles are used and only those in view.
    render(s, QRectF(cx - 15, cy + 5, 10, 10), 4.0)
    assert 0 < len(item._levels[0].tiles) <= 2


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("stagger", ["odd", "even"])
def test_every_hex_painted_in_any_layout_and_any_window(qapp, scenario, orientation, stagger):
    """The rect-to-hex lookup must find every hex, whatever part of the map is shown."""
    import random

    m = scenario.map
    m.orientation = orientation
    m.stagger = stagger
    m.columns, m.rows = 21, 19  # tiles cut through the map
    for t in scenario.terrain:
        t.symbol = None
    # Hexsides and roads name neighbours of the flat/odd layout only.
    m.hexsides, m.roads, m.hex_sets = [], [], {}
    s = BoardScene(scenario)
    s.set_show_labels(False)
    g = s.grid
    terrain = scenario.terrain_by_id()
    rng = random.Random(3)
    windows = [s.map_rect()] + [
        QRectF(rng.uniform(0, 1200), rng.uniform(0, 1000), rng.uniform(60, 400), rng.uniform(60, 400)) for _ in range(6)
    ]
    for win in windows:
        img = render(s, win, 1.0)
        for h in s.mapview.hexes():
            cx, cy = g.center(h)
            if not win.adjusted(2, 2, -2, -2).contains(QPointF(cx, cy)):
                continue
            want = QColor(terrain[s.mapview.terrain(h)].color)
            got = pixel(img, cx - win.left(), cy - win.top())
            assert abs(got.red() - want.red()) < 6 and abs(got.green() - want.green()) < 6, (
                orientation,
                stagger,
                h,
                win,
            )


def test_default_language_follows_locale(qapp):
    from PySide6.QtCore import QLocale

    from hexstudio.board.scene import default_language

    old = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil))
        assert default_language() == "pt_BR"
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
        assert default_language() == "en"
    finally:
        QLocale.setDefault(old)


def test_symbols_same_as_stamps_and_as_paths(scene):
    """Symbols are blitted from pre-drawn stamps at normal zoom and drawn as
    paths far in; both must put the symbol in the same place."""
    from hexstudio.board import layers

    g = scene.grid
    h = g.parse("0501")  # forest: trees symbol
    cx, cy = g.center(h)
    area = QRectF(cx - 30, cy - 30, 60, 60)
    stamped = render(scene, area, 2.0)
    old = layers.STAMP_MAX_PX
    try:
        layers.STAMP_MAX_PX = 0.0
        scene.update()
        drawn = render(scene, area, 2.0)
    finally:
        layers.STAMP_MAX_PX = old
    dark = QColor(scene.scenario.terrain_by_id()["forest"].color).darker(175)

    def dark_pixels(img: QImage) -> set[tuple[int, int]]:
        out = set()
        for y in range(0, img.height(), 2):
            for x in range(0, img.width(), 2):
                c = img.pixelColor(x, y)
                if abs(c.red() - dark.red()) < 20 and abs(c.green() - dark.green()) < 20:
                    out.add((x, y))
        return out

    a, b = dark_pixels(stamped), dark_pixels(drawn)
    assert len(a) > 50
    assert len(a & b) / len(a | b) > 0.8


def test_lod_drops_symbols_and_labels_when_zoomed_out(scene):
    g = scene.grid
    h = g.parse("0501")  # forest, symbol of trees; label "0501" at the top
    forest = QColor(scene.scenario.terrain_by_id()["forest"].color)

    def off_colour(img: QImage, k: float, box: QRectF) -> int:
        n = 0
        for y in range(round(box.top() * k), round(box.bottom() * k)):
            for x in range(round(box.left() * k), round(box.right() * k)):
                c = img.pixelColor(x, y)
                if abs(c.red() - forest.red()) + abs(c.green() - forest.green()) + abs(c.blue() - forest.blue()) > 30:
                    n += 1
        return n

    cx, cy = g.center(h)
    s = g.size
    inner = QRectF(cx - 0.5 * s, cy - 0.75 * s, s, 1.3 * s)
    near = render(scene, scene.map_rect(), 1.0)
    far = render(scene, scene.map_rect(), 0.25)
    assert off_colour(near, 1.0, inner) > 100  # trees and label drawn
    assert off_colour(far, 0.25, inner) == 0  # plain terrain colour only


def test_rebuild_picks_up_catalogue_colours(scene, scenario):
    g = scene.grid
    h = g.parse("0501")
    cx, cy = g.center(h)
    area = QRectF(cx - 30, cy - 30, 60, 60)
    before = render(scene, area)
    forest = next(t for t in scenario.terrain if t.id == "forest")
    forest.color = "#a040c0"
    scene.rebuild()
    after = render(scene, area)
    assert before != after
    # No pixel of the old symbol colour is left.
    old_dark = QColor("#7fb069").darker(175)
    for y in range(0, 60, 3):
        for x in range(0, 60, 3):
            c = after.pixelColor(x, y)
            assert not (abs(c.red() - old_dark.red()) < 6 and abs(c.green() - old_dark.green()) < 6)


def test_rebuild_after_map_resize(scene, scenario):
    scenario.map.hex_size = 25.0
    scenario.map.columns = 18
    scene.rebuild()
    g = scene.grid
    assert g.size == 25.0 and g.columns == 18
    for label in ("0101", "1812", "0905"):
        h = g.parse(label)
        assert scene.hex_at(scene.hex_center(h)) == h
    img = render(scene, scene.map_rect())
    h = g.parse("1801")  # a new column, default terrain
    cx, cy = g.center(h)
    want = QColor(scenario.terrain_by_id()[scenario.map.default_terrain].color)
    got = pixel(img, cx - 10, cy + 4)
    assert abs(got.red() - want.red()) < 8 and abs(got.green() - want.green()) < 8


def test_partial_repaint_keeps_long_names_whole(scene, scenario):
    """Repainting a small area (a hover, a highlight) next to a long name must
    redraw the part of the name inside it, even when the name's hex is in
    another tile."""
    from hexstudio.board.tiles import TILE

    g = scene.grid
    h = g.from_offset(TILE - 1, 3)  # last column of the first tile
    label = g.label(h)
    scenario.map.hexes[label] = HexData(name="Very Long Place Name Indeed, Running Over Five Hexes East")
    scene.refresh_hexes([h])
    cx, cy = g.center(h)
    # A window three hexes to the right, inside the next tile, where the name runs.
    full = render(scene, scene.map_rect())
    win = QRectF(round(cx + 4.5 * g.size), round(cy + 0.45 * g.size), 32, 20)
    part = render(scene, win)
    whole = full.copy(win.toRect())
    dark = 0
    differ = 0
    # The outermost pixels differ by antialiasing at the window's edge.
    for y in range(3, part.height() - 3):
        for x in range(3, part.width() - 3):
            a, b = part.pixelColor(x, y), whole.pixelColor(x, y)
            dark += b.lightness() < 60
            differ += abs(a.lightness() - b.lightness()) > 40
    assert dark > 10  # the name's letters are in the window
    assert differ <= 3


def test_a_moving_footprint_is_moved_in_place_and_stays_on_top(scene):
    """The brush's outline follows the pointer without a new item each move, and
    is drawn over the other overlays, as a new one would be."""
    g = scene.grid
    a, b = [g.parse("0402"), g.parse("0403")], [g.parse("0702"), g.parse("0703"), g.parse("0802")]
    scene.highlight_hexes("cursor", a, "#ffffff", pattern=Qt.BrushStyle.NoBrush)
    item = scene._highlights["cursor"]
    scene.highlight_hexes("cursor", b, "#ffffff", pattern=Qt.BrushStyle.NoBrush)
    assert scene._highlights["cursor"] is item and item.hexes == frozenset(b)
    assert item.boundingRect().contains(QPointF(*g.center(b[2]))) and not item.boundingRect().contains(QPointF(*g.center(a[0])))
    # Another overlay came later: the footprint is made again, on top of it.
    scene.highlight_hexes("reach", a, "#00aa00")
    scene.highlight_hexes("cursor", a, "#ffffff", pattern=Qt.BrushStyle.NoBrush)
    assert scene._highlights["cursor"] is not item and list(scene._highlights)[-1] == "cursor"
    assert scene._highlights["cursor"].hexes == frozenset(a) and item.scene() is None
    # Another colour is another overlay.
    again = scene._highlights["cursor"]
    scene.highlight_hexes("cursor", a, "#ff0000", pattern=Qt.BrushStyle.NoBrush)
    assert scene._highlights["cursor"] is not again and scene._highlights["cursor"].color == QColor("#ff0000")
