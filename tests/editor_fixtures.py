"""Shared set-up of the editor GUI tests: a main window with the Edit mode,
a scratch copy of the tutorial, and opening a file in the editor."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.editor.mode import EditorMode
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.io import load_scenario, save_scenario


def editor_window(qtbot, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> MainWindow:  # type: ignore[no-untyped-def]
    """A shown main window offering the Edit mode. "Unsaved changes?"
    questions answer Discard, so closing never blocks a test."""
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard))
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    w.register_mode(EditorMode())
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def tutorial_copy(tmp_path: Path) -> Path:
    path = tmp_path / "battle.json"
    save_scenario(load_scenario(scenarios_dir() / "tutorial.json"), path)
    return path


def open_editor(window: MainWindow, path: Path) -> EditorMode:
    assert window.open_file(path)
    window.set_mode("edit")
    mode = window.active_mode()
    assert isinstance(mode, EditorMode)
    QApplication.processEvents()
    return mode
