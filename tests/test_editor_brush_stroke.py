"""A brush stroke in the editor's window: every dab in the document at once,
the board's draft of the dabs at the next frame, the exact drawing held while
the button is down and done after the release, and an undo that brings the
old picture back."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

from editor_fixtures import editor_window, open_editor, tutorial_copy
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from hexstudio.editor.tools import CURSOR_KEY
from hexstudio.scenario import edits as E

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier


def settled(window) -> QImage:  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    window.board_scene.refiner.finish()
    window.board_view.viewport().repaint()
    QApplication.processEvents()
    return window.board_view.viewport().grab().toImage()


def differing(a: QImage, b: QImage, tolerance: int = 8) -> int:
    """Pixels differing by more than ``tolerance`` in a channel (antialiased
    grid lines at the edge of a part drawn again may differ by a level or three)."""
    assert a.size() == b.size()
    n = 0
    for y in range(0, a.height()):
        for x in range(0, a.width()):
            p, q = a.pixel(x, y), b.pixel(x, y)
            if p != q and max(abs(((p >> s) & 255) - ((q >> s) & 255)) for s in (0, 8, 16)) > tolerance:
                n += 1
    return n


def test_a_brush_stroke_is_drawn_exactly_after_the_release_and_undone(qtbot, monkeypatch, tmp_path: Path) -> None:
    window = editor_window(qtbot, monkeypatch, (1280, 800))
    mode = open_editor(window, tutorial_copy(tmp_path))
    view, scene = window.board_view, window.board_scene
    g = scene.grid
    view.set_zoom(1.0)
    view.centerOn(scene.hex_center(g.parse("0806")))
    before = settled(window)
    mode.set_tool("brush")
    mode.ctx.brush_size = 2
    mode.ctx.set_terrain("mangrove")
    vp = view.viewport()
    path = ["0504", "0604", "0705", "0805", "0906"]
    points = [view.mapFromScene(scene.hex_center(g.parse(x))) for x in path]
    QTest.mousePress(vp, LEFT, NOMOD, points[0])
    QApplication.processEvents()
    for p in points[1:]:
        QApplication.sendEvent(vp, QMouseEvent(QEvent.Type.MouseMove, QPointF(p), QPointF(vp.mapToGlobal(p)),
                                               Qt.MouseButton.NoButton, LEFT, NOMOD))
        QApplication.processEvents()
        # Every dab is in the document at once; the board's exact drawing waits.
        assert scene.refiner.held and scene.refining()
    doc = window.document.scenario
    assert all(E.terrain_at(doc, x) == "mangrove" for x in path)
    # The board follows at the next frame (the dabs since the last one drafted together).
    qtbot.waitUntil(lambda: not scene.frames.pending(), timeout=2000)
    QApplication.processEvents()
    draft = vp.grab().toImage()
    mangrove = QColor(doc.terrain_by_id()["mangrove"].color)
    cx, cy = g.center(g.parse("0705"))
    c = draft.pixelColor(view.mapFromScene(cx - g.size * 0.55, cy + g.size * 0.35))
    assert abs(c.red() - mangrove.red()) < 12 and abs(c.green() - mangrove.green()) < 12
    QTest.mouseRelease(vp, LEFT, NOMOD, points[-1])
    assert not scene.refiner.held
    for _ in range(200):
        if not scene.refining():
            break
        QApplication.processEvents()
    assert not scene.refining(), "the exact drawing is done when the window is idle"
    painted = settled(window)
    assert differing(before, painted) > 0
    assert mode.session.stack.count() == 1  # one history step
    mode.undo_action.trigger()
    assert all(E.terrain_at(doc, x) != "mangrove" for x in path)
    scene.clear_highlight(CURSOR_KEY)  # the brush's footprint under the pointer was not there before
    assert differing(settled(window), before) == 0
    window.set_modified(False)
