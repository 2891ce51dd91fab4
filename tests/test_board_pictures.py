"""Cached pictures of the map: same pixels as painting the layers, fresh after edits, bounded."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPdfWriter, QRegion
from PySide6.QtWidgets import QApplication

from hexstudio.board import layers
from hexstudio.board.pictures import SIDE, Picture, PictureCache, PictureKey
from hexstudio.board.scene import BoardScene
from hexstudio.board.view import BoardView
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.model import BackgroundImage, HexData

TUTORIAL = Path(__file__).resolve().parents[1] / "scenarios" / "tutorial.json"


@pytest.fixture
def scenario():
    return load_scenario(TUTORIAL)


@pytest.fixture
def scene(qapp, scenario):
    s = BoardScene(scenario, base_dir=TUTORIAL.parent)
    yield s
    s.clear()


@pytest.fixture
def no_pictures(monkeypatch):
    """Paint the layers directly, as before pictures, for comparison."""

    def off():
        monkeypatch.setattr(layers, "picture_scale", lambda painter, size: None)

    return off


def shot(scene: BoardScene, source: QRectF, size: tuple[int, int], dpr: float = 1.0, clip: QRectF | None = None,
         into: QImage | None = None) -> QImage:  # fmt: skip
    img = into
    if img is None:
        img = QImage(round(size[0] * dpr), round(size[1] * dpr), QImage.Format.Format_ARGB32_Premultiplied)
        img.setDevicePixelRatio(dpr)
        img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    if clip is not None:
        p.setClipRect(clip)
    scene.render(p, QRectF(0, 0, size[0], size[1]), source, Qt.AspectRatioMode.KeepAspectRatio)
    p.end()
    return img


def differing(a: QImage, b: QImage, tolerance: int = 40) -> int:
    assert a.size() == b.size()
    n = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixel(x, y), b.pixel(x, y)
            if p != q and max(abs(((p >> s) & 255) - ((q >> s) & 255)) for s in (0, 8, 16)) > tolerance:
                n += 1
    return n


def close(c: QColor, want: QColor, tol: int = 12) -> bool:
    return abs(c.red() - want.red()) < tol and abs(c.green() - want.green()) < tol and abs(c.blue() - want.blue()) < tol


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_pictures_paint_what_the_layers_paint(scene, no_pictures, dpr):
    # A fractional offset and the default zoom: the pictures' phase must follow it.
    source = QRectF(60.3, 40.7, 400, 300)
    cached = shot(scene, source, (400, 300), dpr)
    pictures = scene._cache.pictures
    assert len(pictures) > 0
    picture = pictures.get(next(iter(pictures._items)))
    assert picture is not None
    pm = picture.image
    assert pm.width() == SIDE and pm.devicePixelRatio() == dpr  # sharp on high-DPI screens
    no_pictures()
    direct = shot(scene, source, (400, 300), dpr)
    # Only a few edge pixels of the unsmoothed terrain fills may differ.
    assert differing(cached, direct) < cached.width() * cached.height() / 1000


def test_pictures_filled_in_bit_by_bit_as_the_view_scrolls(scene, no_pictures):
    # Scrolling by whole pixels keeps the zoom and phase: each frame draws
    # only what the pictures lack, and the pieces must join up unseen.
    for dx, dy in ((0, 0), (37, 0), (37, 23), (-50, 41), (10, 10)):
        cached = shot(scene, QRectF(100.5 + dx, 80.25 + dy, 300, 200), (300, 200))
    assert all(not p.done.isEmpty() for p in scene._cache.pictures._items.values())
    no_pictures()
    direct = shot(scene, QRectF(110.5, 90.25, 300, 200), (300, 200))
    assert differing(cached, direct) < 60


def test_pictures_with_a_scan_keep_it_between_fill_and_detail(qapp, scenario, tmp_path, no_pictures):
    img = QImage(200, 100, QImage.Format.Format_RGB32)
    img.fill(QColor("#ff0000"))
    assert img.save(str(tmp_path / "scan.png"))
    scenario.map.background = BackgroundImage(path="scan.png", transform=(2, 0, 0, 2, 0, 0), opacity=0.5)
    s = BoardScene(scenario, base_dir=tmp_path)
    source = QRectF(0, 0, 300, 200)
    cached = shot(s, source, (300, 200))
    assert {k.group for k in s._cache.pictures._items} == {"fill", "over"}
    # Without the scan all four layers share one picture.
    s.set_background_visible(False)
    s._cache.pictures.clear()
    layers_only = shot(s, source, (300, 200))
    assert {k.group for k in s._cache.pictures._items} == {"map"}
    assert differing(layers_only, cached) > 1000  # the red scan is gone
    s.set_background_visible(True)
    assert differing(shot(s, source, (300, 200)), cached) == 0
    no_pictures()
    direct = shot(s, source, (300, 200))
    assert differing(cached, direct) < 60


def test_edit_shows_after_refresh_even_in_a_partial_repaint(scene, scenario):
    g = scene.grid
    h = g.parse("0701")  # open, no symbol
    cx, cy = g.center(h)
    source = QRectF(0, 0, 500, 400)
    img = shot(scene, source, (500, 400))
    sea = QColor(scenario.terrain_by_id()["sea"].color)
    x, y = cx - g.size * 0.6, cy + g.size * 0.15
    assert not close(img.pixelColor(round(x), round(y)), sea)
    scenario.map.hexes["0701"] = HexData(terrain="sea")
    scene.refresh_hexes([h])
    # What a view repaints after the edit: only the area around the hex, over the old picture.
    area = QRectF(cx - g.size, cy - g.size, 2 * g.size, 2 * g.size)
    shot(scene, source, (500, 400), clip=area, into=img)
    assert close(img.pixelColor(round(x), round(y)), sea)


def test_labels_and_language_redraw_the_pictures(scene):
    g = scene.grid
    source = QRectF(0, 0, 300, 200)
    shot(scene, source, (300, 200))
    assert len(scene._cache.pictures) > 0
    scene.set_show_labels(False)
    assert len(scene._cache.pictures) == 0
    shot(scene, source, (300, 200))
    scene.set_language("pt_BR" if scene.language != "pt_BR" else "en")
    assert len(scene._cache.pictures) == 0
    assert g is scene.grid


def test_pdf_and_rotated_views_get_vectors(scene, tmp_path):
    writer = QPdfWriter(str(tmp_path / "board.pdf"))
    p = QPainter(writer)
    scene.render(p, QRectF(0, 0, writer.width(), writer.height()), scene.map_rect())
    p.end()
    assert len(scene._cache.pictures) == 0
    img = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.translate(150, 150)
    p.rotate(30)
    scene.render(p, QRectF(-100, -100, 200, 200), QRectF(0, 0, 200, 200))
    p.end()
    assert len(scene._cache.pictures) == 0


def test_pictures_stay_within_their_budget(scene, no_pictures):
    pictures = scene._cache.pictures
    pictures.budget_bytes = 6 * SIDE * SIDE * 4
    for scale in (0.4, 0.5, 0.8, 1.0, 1.3, 0.5):
        cached = shot(scene, QRectF(0, 0, 600 / scale, 500 / scale), (600, 500))
        assert pictures.bytes <= pictures.budget_bytes
    no_pictures()
    direct = shot(scene, QRectF(0, 0, 600 / 0.5, 500 / 0.5), (600, 500))
    assert differing(cached, direct) < 300


def test_picture_cache_drops_least_recently_used_and_by_area(qapp):
    cache = PictureCache(budget_bytes=3 * 16 * 16 * 4)

    def pm(i: int) -> Picture:
        p = QImage(16, 16, QImage.Format.Format_ARGB32_Premultiplied)
        p.fill(QColor("red"))
        return Picture(p, QRectF(i * 10, 0, 10, 10))

    keys = [PictureKey("map", 1, 0, 0, i, 0) for i in range(4)]
    for i, k in enumerate(keys[:3]):
        cache.put(k, pm(i))
    assert cache.get(keys[0]) is not None  # now the most recently used
    cache.put(keys[3], pm(3))
    assert cache.get(keys[1]) is None and cache.get(keys[0]) is not None
    assert cache.bytes == 3 * 16 * 16 * 4
    cache.drop_area(QRectF(25, 2, 2, 2))
    assert cache.get(keys[2]) is None and cache.get(keys[3]) is not None and len(cache) == 2


def test_view_shows_a_terrain_edit_at_100_percent_and_at_fit(qtbot, scenario):
    scene = BoardScene(scenario, base_dir=TUTORIAL.parent)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(500, 400)
    view.show()
    qtbot.waitExposed(view)
    g = scene.grid
    sea = QColor(scenario.terrain_by_id()["sea"].color)
    for label, fit in (("0402", False), ("0904", True)):
        h = g.parse(label)
        cx, cy = g.center(h)
        if fit:
            view.fit()
        else:
            view.resetTransform()
            view.centerOn(cx, cy)
        QApplication.processEvents()
        before = view.grab().toImage()
        pt = view.mapFromScene(cx - g.size * 0.6, cy + g.size * 0.15)
        assert not close(before.pixelColor(pt), sea)
        scenario.map.hexes[label] = HexData(terrain="sea")
        scene.refresh_hexes([h])
        QApplication.processEvents()
        after = view.grab().toImage()
        assert close(after.pixelColor(pt), sea), label
        # Far from the edit the board is unchanged.
        far = view.mapFromScene(cx + 3 * g.size, cy - 2.5 * g.size)
        assert view.viewport().rect().contains(far)
        assert before.pixelColor(far) == after.pixelColor(far)


def test_forgetting_an_area_keeps_the_rest_of_each_picture(qapp):
    """An edit marks only its area as to be drawn again; a picture it covers whole is dropped."""
    cache = PictureCache()

    def pm(i: int) -> Picture:
        p = QImage(SIDE, SIDE, QImage.Format.Format_ARGB32_Premultiplied)
        p.fill(QColor("red"))
        return Picture(p, QRectF(i * 10, 0, 10, 10), QRegion(0, 0, SIDE, SIDE))

    keys = [PictureKey("map", 1, 0, 0, i, 0) for i in range(3)]
    for i, k in enumerate(keys):
        cache.put(k, pm(i))
    cache.forget_area(QRectF(12.5, 0, 2.5, 5))  # a quarter of picture 1's width, half its height
    kept = cache.get(keys[1])
    assert kept is not None and not kept.complete
    assert kept.lacks(QRect(SIDE // 4, 0, SIDE // 4, SIDE // 2))
    assert not kept.lacks(QRect(SIDE // 2 + 1, 0, SIDE // 2 - 1, SIDE))
    assert not kept.lacks(QRect(0, SIDE // 2 + 1, SIDE, SIDE // 2 - 1))
    assert cache.get(keys[0]).complete and cache.get(keys[2]).complete
    cache.forget_area(QRectF(19, -1, 12, 12))  # all of picture 2
    assert cache.get(keys[2]) is None and len(cache) == 2
