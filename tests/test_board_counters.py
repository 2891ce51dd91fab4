"""Counters: faces from the scenario, the reduced side, stacks, NATO symbols."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from hexstudio.board.counters import CounterInfo, CounterStackItem, counter_info, paint_counter, setup_placements
from hexstudio.board.nato import KNOWN_SYMBOLS, nato_symbol
from hexstudio.scenario.io import load_scenario

TUTORIAL = Path(__file__).resolve().parents[1] / "scenarios" / "tutorial.json"


@pytest.fixture(scope="module")
def scenario():
    return load_scenario(TUTORIAL)


def face(info: CounterInfo, side: int = 96, detail: bool = True) -> QImage:
    img = QImage(side, side, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_counter(p, QRectF(0, 0, side, side), info, detail)
    p.end()
    return img


def count(img: QImage, pred) -> int:
    return sum(1 for y in range(img.height()) for x in range(img.width()) if pred(img.pixelColor(x, y)))


def is_red(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 80 and c.blue() < 80


def test_counter_info_from_unit(scenario):
    unit = scenario.unit_by_id()["us-1-16"]
    info = counter_info(scenario, unit)
    assert info.unit_id == "us-1-16"
    assert info.short == "1/16"
    assert info.size_mark == "II"
    assert info.symbol == "infantry"
    assert (info.attack, info.defence, info.movement) == (3, 4, 6)
    assert info.background == "#e8d27a"
    assert info.side == "allies"
    assert info.values_text() == "3-4-6"
    red = counter_info(scenario, unit, reduced=True)
    assert red.reduced and (red.attack, red.defence) == (1, 2)
    hash(info)  # faces are cached by value


def test_reduced_values_computed_when_not_printed(scenario):
    unit = scenario.unit_by_id()["us-1-16"].model_copy(update={"reduced": None})
    info = counter_info(scenario, unit, reduced=True)
    assert (info.attack, info.defence, info.movement) == (2, 2, 6)


def test_range_in_brackets():
    info = CounterInfo("a", "7", "II", "artillery", 2, 1, 5, range=3)
    assert info.values_text() == "2(3)-1-5"
    assert CounterInfo("b", "x", "I", "recon", 1, 1, 4.5).values_text() == "1-1-4.5"
    assert CounterInfo("c", "BB", "", "naval", 0, 0, 0, range=8, bombard=12).values_text() == "PB 12 (8)"


def test_setup_placements(scenario):
    placements = setup_placements(scenario)
    assert sum(len(v) for v in placements.values()) == len(scenario.setup)
    from hexstudio.scenario.mapview import grid_of

    g = grid_of(scenario.map)
    first = scenario.setup[0]
    assert any(c.unit_id == first.unit for c in placements[g.parse(first.hex)])


def test_reduced_side_looks_different(qapp, scenario):
    unit = scenario.unit_by_id()["us-1-16"]
    full = face(counter_info(scenario, unit))
    reduced = face(counter_info(scenario, unit, reduced=True))
    assert full != reduced
    # The books print reduced values in red; a full face has no red at all.
    bottom = QRectF(0, 70, 96, 26).toRect()
    assert count(full.copy(bottom), is_red) == 0
    assert count(reduced.copy(bottom), is_red) > 20
    # And the background is paler.
    assert reduced.pixelColor(10, 50).lightness() > full.pixelColor(10, 50).lightness()
    # Even as a plain square (zoomed out) the reduced side is marked.
    assert count(face(counter_info(scenario, unit), 20, False), is_red) == 0
    assert count(face(counter_info(scenario, unit, True), 20, False), is_red) > 5


def test_stripe_and_flags_draw(qapp):
    base = CounterInfo("a", "Can", "X", "infantry", 4, 4, 6, background="#c9b27c")
    striped = CounterInfo("a", "Can", "X", "infantry", 4, 4, 6, background="#c9b27c", stripe="#d01010")
    assert face(base) != face(striped)
    assert face(base) != face(base.with_flags(selected=True))
    assert face(base) != face(base.with_flags(suppressed=True))


def test_every_nato_symbol_builds_and_differs(qapp):
    shots = set()
    for key in KNOWN_SYMBOLS:
        sym = nato_symbol(key)
        assert sym is not None, key
        img = face(CounterInfo("u", "x", "II", key, 1, 1, 1))
        shots.add(bytes(img.constBits()))
    assert len(shots) == len(KNOWN_SYMBOLS)
    assert nato_symbol("no-such-symbol") is None
    face(CounterInfo("u", "x", "II", "no-such-symbol", 1, 1, 1))  # plain box, no crash


def test_stack_item_offsets_and_badge(qapp, scenario):
    units = scenario.units[:3]
    counters = [counter_info(scenario, u) for u in units]
    one = CounterStackItem(None, counters[:1], 44.0)
    three = CounterStackItem(None, counters, 44.0)
    assert three.boundingRect().height() > one.boundingRect().height()
    assert three.counter_rect(2).top() < three.counter_rect(0).top()
