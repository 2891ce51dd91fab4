"""Calibrating a synthetic scan through the editor's dialog, as a user does.

Kept in one small helper so a change to the calibration dialog (how labels
are typed, how many points it asks for) is adapted here once.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from synthetic_scan import SyntheticScan, click_references

from hexstudio.app.mainwindow import MainWindow
from hexstudio.board.view import BoardView
from hexstudio.editor.mode import EditorMode


def view_point(view: BoardView, scene_pt: QPointF) -> QPoint:
    return view.mapFromScene(scene_pt)


def calibrate_by_clicks(window: MainWindow, mode: EditorMode, scan: SyntheticScan) -> int:
    """Open the calibration dialog, click four hex centres on the scan, type
    their printed labels and apply. Returns the number of interactions."""
    dlg = mode.open_calibration()
    assert dlg is not None
    view = window.board_view
    item = window.board_scene.background_item
    assert item is not None
    view.set_zoom(2.0)
    actions = 1
    for label, image_pt in click_references(scan, jitter=0.0):
        scene_pt = item.sceneTransform().map(QPointF(*image_pt))
        view.centerOn(scene_pt)
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(view, scene_pt))
        dlg.set_label(dlg.table.rowCount() - 1, label)
        actions += 2
    assert dlg.result is not None, dlg.status.text()
    dlg.ok_button.click()
    view.fit()
    QApplication.processEvents()
    return actions + 1
