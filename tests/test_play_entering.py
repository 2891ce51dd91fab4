"""Entering Play: the window's event loop turns while the play panels are made, without painting a half-built window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.paths import scenarios_dir
from hexstudio.play.mode import PlayMode


def test_entering_play_lets_the_event_loop_turn_unpainted(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    mode = PlayMode()
    mode._pending_seed = 1
    w.register_mode(mode)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    assert w.open_file(scenarios_dir() / "tutorial.json")
    # What a timer of the window sees at each turn of the event loop while Play is set up.
    seen: list[tuple[bool, bool]] = []
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: seen.append((w.updatesEnabled(), getattr(mode, "status_dock", None) is not None)))
    timer.start()
    w.set_mode("play")
    timer.stop()
    assert w.active_mode() is mode and mode.session is not None
    # Turns while the panels were being made (before their docks existed, and
    # after), none of them painting the window.
    during = [panels for enabled, panels in seen if not enabled]
    assert False in during and True in during
    assert w.updatesEnabled()
    assert mode.status_dock.isVisible() and mode.combat_dock is not None
