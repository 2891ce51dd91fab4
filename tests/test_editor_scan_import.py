"""Importing a map scan: a file that is not a picture gets a box saying so;
a picture leads straight on to the next step, laying the grid over it."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_fixtures import editor_window, open_editor, tutorial_copy
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFileDialog

from hexstudio.editor.calibrate import CalibrationTool


def test_a_file_that_is_not_a_picture_is_refused_in_a_box(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    w = editor_window(qtbot, monkeypatch, (1400, 900))
    mode = open_editor(w, tutorial_copy(tmp_path))
    junk = tmp_path / "rules.png"
    junk.write_text("not a picture at all", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(junk), ""))
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(w, "show_error", lambda text, details: shown.append((text, details)))
    before = w.document.scenario.model_copy(deep=True)
    mode.import_scan_dialog()
    assert len(shown) == 1
    text, details = shown[0]
    assert "rules.png" in text and "not an image" in details and "PNG" in details
    assert w.document.scenario == before and mode.calibration is None


def test_an_imported_scan_leads_on_to_calibration(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    w = editor_window(qtbot, monkeypatch, (1400, 900))
    mode = open_editor(w, tutorial_copy(tmp_path))
    scan = tmp_path / "scan.png"
    img = QImage(400, 300, QImage.Format.Format_RGB32)
    img.fill(QColor("#e8e0c8"))
    assert img.save(str(scan))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(scan), ""))
    mode.import_scan_dialog()
    assert w.document.scenario.map.background is not None
    dlg = mode.calibration
    assert dlg is not None and dlg.isVisible()
    assert dlg.next_step.isVisibleTo(dlg) and "Next" in dlg.next_step.text()
    assert isinstance(w.board_view.tool(), CalibrationTool)
    # Opened later from the menu, the dialog does not speak of an import.
    dlg.reject()
    again = mode.open_calibration()
    assert again is not None and not again.next_step.isVisibleTo(again)
