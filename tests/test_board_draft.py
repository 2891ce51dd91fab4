"""A brush stroke on the board: each dab drafted straight into the pictures the
view shows, the exact drawing held while the button is down and made once when
the window is idle; the settled board the same as a fresh one, exports never a
draft, an undo bringing the old picture back."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from hexstudio.board.refine import Refiner
from hexstudio.board.scene import BoardScene
from hexstudio.board.view import BoardView
from hexstudio.hexgrid import Hex
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.model import HexData, Scenario

TUTORIAL = Path(__file__).resolve().parents[1] / "scenarios" / "tutorial.json"
# Hexes along a road and a river of the tutorial, and open ground: the draft
# draws rivers and roads over the new terrain, the exact drawing hex numbers too.
STROKE = ("0504", "0604", "0605", "0705", "0706", "0806", "0807", "0907", "1007", "1008")


@pytest.fixture
def scenario() -> Scenario:
    return load_scenario(TUTORIAL)


def shown_view(qtbot, scenario: Scenario, zoom: float) -> BoardView:
    scene = BoardScene(scenario, base_dir=TUTORIAL.parent)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(640, 480)
    view.show()
    qtbot.waitExposed(view)
    view.set_zoom(zoom)
    g = scene.grid
    view.centerOn(scene.hex_center(g.parse("0706")))
    settled(view)
    return view


def settled(view: BoardView) -> QImage:
    """What the view shows once the board has done its idle work."""
    QApplication.processEvents()
    view.scene().refiner.finish()
    view.viewport().repaint()
    QApplication.processEvents()
    return view.viewport().grab().toImage()


def paint(scenario: Scenario, scene: BoardScene, labels, terrain: str) -> list[Hex]:
    """What a brush dab does to the document and then to the board."""
    for label in labels:
        old = scenario.map.hexes.get(label) or HexData()
        scenario.map.hexes[label] = old.model_copy(update={"terrain": terrain})
    hexes = [scene.grid.parse(x) for x in labels]
    scene.refresh_hexes(hexes, {"map.hexes"})
    return hexes


def differing(a: QImage, b: QImage, tolerance: int = 8) -> int:
    """Pixels differing by more than ``tolerance`` in a colour channel.

    A part of a picture drawn again on its own differs from a whole picture
    drawn at once by a level or three along a few antialiased diagonal grid
    lines at its edge (as it always has); a missing hex number, grid line,
    river or symbol differs by far more.
    """
    assert a.size() == b.size()
    n = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixel(x, y), b.pixel(x, y)
            if p != q and max(abs(((p >> s) & 255) - ((q >> s) & 255)) for s in (0, 8, 16)) > tolerance:
                n += 1
    return n


def colour_near(img: QImage, view: BoardView, h: Hex, colour: str) -> bool:
    """Whether the hex shows ``colour`` beside its centre (clear of its symbol)."""
    g = view.scene().grid
    cx, cy = g.center(h)
    c = img.pixelColor(view.mapFromScene(cx - g.size * 0.55, cy + g.size * 0.35))
    want = QColor(colour)
    return max(abs(c.red() - want.red()), abs(c.green() - want.green()), abs(c.blue() - want.blue())) < 12


def drag(scenario, scene, hexes, terrain: str, per_event: int) -> None:  # type: ignore[no-untyped-def]
    """A stroke with the button held: ``per_event`` hexes painted per mouse event, the
    event loop turning between, the idle work let go at the release."""
    scene.hold_idle_work(True)
    for k in range(0, len(hexes), per_event):
        paint(scenario, scene, hexes[k : k + per_event], terrain)
        QApplication.processEvents()
    scene.hold_idle_work(False)


def put_back(scenario, old: dict) -> None:  # type: ignore[no-untyped-def]
    """Every hex as it was (None: it was not in the map), at once, as the History's undo does."""
    for label, data in old.items():
        if data is None:
            scenario.map.hexes.pop(label, None)
        else:
            scenario.map.hexes[label] = data


@pytest.mark.parametrize("zoom", [0.5, 1.0])
def test_a_stroke_is_drafted_at_once_and_drawn_exactly_after_the_release(qtbot, scenario, zoom):
    view = shown_view(qtbot, scenario, zoom)
    scene = view.scene()
    sea = scenario.terrain_by_id()["mangrove"].color
    scene.hold_idle_work(True)  # the button is down
    hexes = []
    for k in range(0, len(STROKE), 2):
        hexes += paint(scenario, scene, STROKE[k : k + 2], "mangrove")
        QApplication.processEvents()
        # The exact drawing waits for the release.
        assert scene.refining()
    # The dabs since the last frame are drafted together at the next.
    qtbot.waitUntil(lambda: not scene.frames.pending(), timeout=2000)
    QApplication.processEvents()
    draft = view.viewport().grab().toImage()
    assert all(colour_near(draft, view, h, sea) for h in hexes), "each dab shows its new terrain by the next frame"
    scene.hold_idle_work(False)  # released
    after = settled(view)
    assert not scene.refining()
    # The same as a board that never saw the stroke, drawing the map as it is now.
    fresh = shown_view(qtbot, scenario, zoom)
    assert fresh.viewport().size() == view.viewport().size()
    assert differing(after, fresh.viewport().grab().toImage()) == 0
    # The draft was only a draft (no hex numbers over the new terrain yet).
    assert differing(draft, after) > 0


def test_an_export_made_before_the_board_settles_is_exact(qtbot, scenario):
    view = shown_view(qtbot, scenario, 1.0)
    scene = view.scene()
    # An image of what the view shows, drawn as the view draws it (the same
    # zoom, place of the scene origin between device pixels and render hints:
    # the same pictures), but as an export: never a draft.
    t = view.viewportTransform()
    w, h = view.viewport().width(), view.viewport().height()
    source = QRectF(-t.dx() / t.m11(), -t.dy() / t.m22(), w / t.m11(), h / t.m22())

    def export() -> QImage:
        img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(0)
        p = QPainter(img)
        p.setRenderHints(view.renderHints())
        scene.render(p, QRectF(0, 0, w, h), source)
        p.end()
        return img

    scene.hold_idle_work(True)
    paint(scenario, scene, STROKE, "mountain")
    QApplication.processEvents()
    assert scene.refining()
    during = export()
    assert colour_near(during, view, scene.grid.parse("0706"), scenario.terrain_by_id()["mountain"].color)
    scene.hold_idle_work(False)
    settled(view)
    assert differing(during, export()) == 0


def test_an_undo_brings_the_old_picture_back(qtbot, scenario):
    view = shown_view(qtbot, scenario, 0.5)
    scene = view.scene()
    before = settled(view)
    old = {x: scenario.map.hexes.get(x) for x in STROKE}
    drag(scenario, scene, STROKE, "city", 1)
    painted = settled(view)
    assert differing(before, painted) > 0
    # The undo: every hex of the stroke at once, as the History does it.
    put_back(scenario, old)
    scene.refresh_hexes([scene.grid.parse(x) for x in STROKE], {"map.hexes"})
    assert differing(settled(view), before) == 0


def test_held_idle_work_waits_for_the_release(qapp):
    refiner = Refiner()
    done: list[int] = []
    refiner.hold(True)
    refiner.request("a", lambda: done.append(1))
    for _ in range(3):
        QApplication.processEvents()
    assert done == [] and refiner.busy()
    refiner.hold(False)
    for _ in range(3):
        QApplication.processEvents()
    assert done == [1] and not refiner.busy()


def test_idle_work_asked_for_in_a_frame_starts_in_the_next_turn(qapp):
    refiner = Refiner()
    done: list[int] = []
    refiner.request("a", lambda: done.append(1), after_frame=True)
    assert done == [] and refiner.busy()
    for _ in range(3):
        QApplication.processEvents()
    assert done == [1] and not refiner.busy()


def test_a_strokes_drafted_pictures_are_drawn_exactly_in_one_pass(qtbot, scenario, monkeypatch):
    from hexstudio.board.layers import LayerGroup

    view = shown_view(qtbot, scenario, 1.0)
    scene = view.scene()
    passes: list[list] = []
    render = LayerGroup._render

    def counted(self, hints, todo, *rest):  # type: ignore[no-untyped-def]
        passes.append([key for _part, key in todo])
        return render(self, hints, todo, *rest)

    monkeypatch.setattr(LayerGroup, "_render", counted)
    drag(scenario, scene, STROKE, "mangrove", 2)
    after = settled(view)
    # The stroke straddles several pictures; their tiles are drawn once, together.
    assert len(passes) == 1 and len(set(passes[0])) > 1, passes
    fresh = shown_view(qtbot, scenario, 1.0)
    assert differing(after, fresh.viewport().grab().toImage()) == 0


# Hexes on both banks of the tutorial's river, with its bridge and the road across it.
BANKS = ("0804", "0805", "0904", "0905", "0705", "0806")


@pytest.mark.parametrize("zoom", [0.5, 1.0])
def test_a_stroke_that_moves_the_coasts_over_rivers_and_roads_settles_exact(qtbot, scenario, zoom):
    """Sea painted over the river, its bridge and the road (new coasts all
    round), then taken back: the coasts are made again, the rivers, roads and
    grid lines kept, and the settled board is the same as a fresh one's."""
    view = shown_view(qtbot, scenario, zoom)
    scene = view.scene()
    cache = scene._cache
    before = settled(view)
    g = scene.grid
    tiles = {cache.tile_of(g.parse(x)) for x in BANKS}
    kept = {k: (cache.tile(k).edges, cache.tile(k).roads, cache.tile(k).bridges, cache.tile(k).outline) for k in tiles}
    assert any(e or r or b for e, r, b, _ in kept.values()), "the stroke crosses rivers or roads"
    old = {x: scenario.map.hexes.get(x) for x in BANKS}
    drag(scenario, scene, BANKS, "sea", 2)
    after = settled(view)
    for k, (edges, roads, bridges, outline) in kept.items():
        t = cache.tile(k)
        assert t.edges is edges and t.roads is roads and t.bridges is bridges and t.outline is outline
    assert any(cache.tile(k).coasts for k in tiles), "the sea has coasts"
    fresh = shown_view(qtbot, scenario, zoom)
    assert differing(after, fresh.viewport().grab().toImage()) == 0
    assert differing(before, after) > 0
    # Taken back at once (an undo): the old coasts, and the board as it was.
    put_back(scenario, old)
    scene.refresh_hexes([g.parse(x) for x in BANKS], {"map.hexes"})
    assert differing(settled(view), before) == 0
