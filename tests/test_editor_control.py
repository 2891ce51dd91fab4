"""The editor shows and edits who holds what at the start (issue 12): the Control tool and
its overlay, the holder chooser, undo, and the Start Control page of Battle Design."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_fixtures import editor_window, open_editor, tutorial_copy
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from hexstudio.app.mainwindow import MainWindow
from hexstudio.scenario.holdings import start_holders


@pytest.fixture
def window(qtbot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:  # type: ignore[no-untyped-def]
    return editor_window(qtbot, monkeypatch, (1280, 720))


def _centre(window: MainWindow, label: str) -> QPointF:
    g = window.board_scene.grid
    return QPointF(*g.center(g.parse(label)))


def _drag(window: MainWindow, labels: list[str]) -> None:
    view = window.board_view
    vp = view.viewport()
    pts = [view.mapFromScene(_centre(window, x)) for x in labels]
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pts[0])
    for p in pts[1:]:
        ev = QMouseEvent(QEvent.Type.MouseMove, QPointF(p), QPointF(vp.mapToGlobal(p)), Qt.MouseButton.NoButton,
                         Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(vp, ev)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pts[-1])


def test_paint_who_holds_hexes_at_the_start_and_undo(window: MainWindow, tmp_path: Path) -> None:
    mode = open_editor(window, tutorial_copy(tmp_path))
    window.board_view.fit()
    s = window.document.scenario
    g = window.board_scene.grid
    scene = window.board_scene
    assert not [k for k in scene.highlight_keys() if k.startswith("editor.control.")]
    mode.tool_actions["control"].trigger()
    # Each side's ground shows, in its colour, while the tool is chosen.
    assert {"editor.control.allies", "editor.control.axis"} <= set(scene.highlight_keys())
    assert start_holders(s)[g.parse("1105")] == "axis"  # Vila Nova, on the Axis side of the front
    palette = mode.palette
    palette.holder.setCurrentIndex(palette.holder.findData("allies"))
    assert mode.ctx.holder == "allies"
    _drag(window, ["1105", "1106"])
    assert start_holders(s)[g.parse("1105")] == start_holders(s)[g.parse("1106")] == "allies"
    assert s.start_control.areas[-1].side == "allies" and s.start_control.areas[-1].hexes == ["1105", "1106"]
    assert g.parse("1105") in scene._highlights["editor.control.allies"].hexes
    assert mode.session.stack.count() == 1  # one stroke, one step
    # Nobody: no man's land, hatched grey.
    palette.holder.setCurrentIndex(palette.holder.findData(""))
    _drag(window, ["0905"])
    assert g.parse("0905") not in start_holders(s)
    assert "editor.control.none" in scene.highlight_keys()
    # A stroke starting on a hex painted for the chosen holder takes the painting back.
    _drag(window, ["0905"])
    assert start_holders(s)[g.parse("0905")] == "axis"
    mode.session.stack.undo()
    mode.session.stack.undo()
    mode.session.stack.undo()
    assert s.start_control.areas == [] and start_holders(s)[g.parse("1105")] == "axis"
    assert g.parse("1105") in scene._highlights["editor.control.axis"].hexes
    mode.tool_actions["brush"].trigger()
    assert not [k for k in scene.highlight_keys() if k.startswith("editor.control.")]


def test_start_control_page_edits_the_default_and_the_areas(window: MainWindow, tmp_path: Path) -> None:
    mode = open_editor(window, tutorial_copy(tmp_path))
    d = mode.design
    s = window.document.scenario
    d.show_tab("start_control")
    d.refresh()
    assert d.control_form.path == ("start_control",)
    assert d.pusher.set(("start_control", "default"), "side") is not None  # refused: a side is needed
    assert d.pusher.set(("start_control", "side"), "axis") is None
    assert d.pusher.set(("start_control", "default"), "side") is None
    assert s.start_control.default == "side" and start_holders(s)[window.board_scene.grid.parse("0204")] == "axis"
    areas = d.lists[("start_control", "areas")]
    assert areas.add()
    assert s.start_control.areas[-1].side == "allies"
    mode.session.stack.undo()
    assert s.start_control.areas == []
