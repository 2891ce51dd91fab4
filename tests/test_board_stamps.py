"""Terrain symbols blitted from their pixmaps land on the same pixels as when
each centre went through ``QTransform.map`` (how ``blit_stamps`` placed them
before it worked the mapping out itself for transforms that only scale and move)."""

from __future__ import annotations

import math
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter

from hexstudio.board.scene import BoardScene
from hexstudio.scenario.io import load_scenario

TUTORIAL = Path(__file__).resolve().parents[1] / "scenarios" / "tutorial.json"


def mapped_each(layer, painter: QPainter, placed, px: float, dpr: float) -> None:  # type: ignore[no-untyped-def]
    """The reference: every centre mapped by the painter's transform, one by one."""
    t = painter.worldTransform()
    painter.save()
    painter.resetTransform()
    for x, y, tid, scale in placed:
        pm = layer.stamps.get(tid, scale, px, dpr)
        if pm is None:
            continue
        d = t.map(QPointF(x, y))
        half = pm.width() / 2
        x = math.floor(d.x() * dpr - half + 0.5) / dpr
        y = math.floor(d.y() * dpr - half + 0.5) / dpr
        painter.drawPixmap(QPointF(x, y), pm)
    painter.restore()


def drawn(draw, placed, k: float, dx: float, dy: float, dpr: float, rotate: float = 0.0) -> QImage:  # type: ignore[no-untyped-def]
    img = QImage(700, 560, QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(0)
    p = QPainter(img)
    p.translate(dx, dy)
    p.rotate(rotate)
    p.scale(k, k)
    draw(p, placed, k * 40.0, dpr)
    p.end()
    return img


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize(("k", "dx", "dy", "rotate"), [
    (1.0, 0.0, 0.0, 0.0), (0.5, 13.37, -7.125, 0.0), (0.8125, -101.3, 40.77, 0.0), (1.0, 0.3, 0.7, 0.0),
    (0.6, 20.0, 10.0, 12.0),
])
def test_blitted_symbols_land_where_mapping_each_centre_put_them(qapp, dpr, k, dx, dy, rotate):
    scene = BoardScene(load_scenario(TUTORIAL), base_dir=TUTORIAL.parent)
    cache, layer = scene._cache, scene._detail
    placed = [st for key in cache.tiles_in(scene.map_rect()) for st in cache.detail_of(cache.tile(key)).stamps]
    assert len({st[2] for st in placed}) > 2 and len(placed) > 50
    ours = drawn(lambda p, pl, px, r: layer.blit_stamps(p, pl, px, r), placed, k, dx, dy, dpr, rotate)
    reference = drawn(lambda p, pl, px, r: mapped_each(layer, p, pl, px, r), placed, k, dx, dy, dpr, rotate)
    assert ours == reference
    assert ours != drawn(lambda p, pl, px, r: None, placed, k, dx, dy, dpr, rotate)
