"""BoardView: zoom by keys and wheel, fit, hover and click signals, tools, panning."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from hexstudio.board.scene import BoardScene
from hexstudio.board.view import MAX_ZOOM, MIN_ZOOM, BoardMouseEvent, BoardTool, BoardView, NullTool
from hexstudio.scenario.io import load_scenario

TUTORIAL = Path(__file__).resolve().parents[1] / "scenarios" / "tutorial.json"


@pytest.fixture
def view(qtbot):
    scene = BoardScene(load_scenario(TUTORIAL))
    v = BoardView(scene)
    v._test_scene = scene  # keep the scene alive as long as the view
    qtbot.addWidget(v)
    v.resize(500, 400)
    v.show()
    qtbot.waitExposed(v)
    return v


def test_zoom_keys_and_fit(view, qtbot):
    z0 = view.zoom()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom() > z0
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom() < z0
    view.fit()
    rect = view.mapFromScene(view.scene().map_rect()).boundingRect()
    vp = view.viewport().rect()
    # The whole map is in view and fills it along one axis, but for the board's margin
    # of one hex around it; and no scroll bar is left to scroll by.
    margin = 2 * view.scene().grid.size * view.zoom() + 6
    assert vp.adjusted(-2, -2, 2, 2).contains(rect)
    assert rect.width() >= vp.width() - margin or rect.height() >= vp.height() - margin
    qtbot.waitUntil(lambda: not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible())
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert abs(view.zoom() - view.transform().m11()) < 1e-9


def test_zoom_limits(view, qtbot):
    for _ in range(60):
        qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom() == pytest.approx(MAX_ZOOM)
    for _ in range(80):
        qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom() == pytest.approx(MIN_ZOOM)


def _wheel(view, dy: int, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    pos = QPointF(view.viewport().rect().center())
    ev = QWheelEvent(
        pos, QPointF(view.viewport().mapToGlobal(pos.toPoint())), QPoint(0, 0), QPoint(0, dy),
        Qt.MouseButton.NoButton, modifiers, Qt.ScrollPhase.NoScrollPhase, False,
    )  # fmt: skip
    QApplication.sendEvent(view.viewport(), ev)


def test_wheel_zooms(view):
    z0 = view.zoom()
    _wheel(view, 120)
    assert view.zoom() > z0
    _wheel(view, -240, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom() < z0


def _move(view, pos: QPoint, buttons=Qt.MouseButton.NoButton) -> None:
    # QTest's mouseMove moves the cursor, which the offscreen platform does
    # not turn into events; send the move the window system would.
    vp = view.viewport()
    ev = QMouseEvent(
        QEvent.Type.MouseMove, QPointF(pos), QPointF(vp.mapToGlobal(pos)),
        Qt.MouseButton.NoButton, buttons, Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    QApplication.sendEvent(vp, ev)


def test_hover_and_click_signals(view, qtbot):
    scene = view.scene()
    h = scene.grid.parse("0303")
    p = view.mapFromScene(scene.hex_center(h))
    with qtbot.waitSignal(view.hexHovered, timeout=1000) as blocker:
        _move(view, p)
    assert blocker.args == [h]
    with qtbot.waitSignal(view.hexHovered, timeout=1000) as blocker:
        _move(view, QPoint(-5, -5) + view.mapFromScene(QPointF(-200, -200)))
    assert blocker.args == [None]
    with qtbot.waitSignal(view.hexClicked, timeout=1000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=p)
    assert blocker.args[0] == h
    assert blocker.args[1] == Qt.MouseButton.LeftButton


class RecordingTool:
    def __init__(self) -> None:
        self.events: list[tuple[str, BoardMouseEvent]] = []
        self.active = False

    def activate(self, view) -> None:
        self.active = True

    def deactivate(self, view) -> None:
        self.active = False

    def press(self, view, event) -> bool:
        self.events.append(("press", event))
        return True

    def move(self, view, event) -> bool:
        self.events.append(("move", event))
        return True

    def release(self, view, event) -> bool:
        self.events.append(("release", event))
        return True


def test_tool_receives_mouse_events(view, qtbot):
    tool = RecordingTool()
    assert isinstance(tool, BoardTool)
    assert isinstance(view.tool(), NullTool)
    view.set_tool(tool)
    assert tool.active
    scene = view.scene()
    a, b = scene.grid.parse("0303"), scene.grid.parse("0403")
    pa, pb = view.mapFromScene(scene.hex_center(a)), view.mapFromScene(scene.hex_center(b))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=pa)
    _move(view, pb, Qt.MouseButton.LeftButton)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=pb)
    kinds = [k for k, _ in tool.events]
    assert kinds[0] == "press" and kinds[-1] == "release" and "move" in kinds
    assert tool.events[0][1].hex == a and tool.events[-1][1].hex == b
    view.set_tool(None)
    assert not tool.active and isinstance(view.tool(), NullTool)


def test_middle_drag_pans(view, qtbot):
    view.set_zoom(3.0)
    bar = view.horizontalScrollBar()
    bar.setValue((bar.minimum() + bar.maximum()) // 2)
    before = bar.value()
    vp = view.viewport()
    start = vp.rect().center()
    qtbot.mousePress(vp, Qt.MouseButton.MiddleButton, pos=start)
    _move(view, start + QPoint(60, 0), Qt.MouseButton.MiddleButton)
    qtbot.mouseRelease(vp, Qt.MouseButton.MiddleButton, pos=start + QPoint(60, 0))
    assert bar.value() == before - 60


def test_space_drag_pans(view, qtbot):
    view.set_zoom(3.0)
    bar = view.verticalScrollBar()
    bar.setValue((bar.minimum() + bar.maximum()) // 2)
    before = bar.value()
    vp = view.viewport()
    start = vp.rect().center()
    qtbot.keyPress(view, Qt.Key.Key_Space)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    _move(view, start + QPoint(0, 40), Qt.MouseButton.LeftButton)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start + QPoint(0, 40))
    qtbot.keyRelease(view, Qt.Key.Key_Space)
    assert bar.value() == before - 40
