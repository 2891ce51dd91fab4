"""The real hexstudio window for the benchmarks, with user folders in a temporary place."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QMessageBox

TMP = Path(tempfile.mkdtemp(prefix="hexstudio-bench-"))


def quiet_user_folders() -> Path:
    """Settings, autosaves and caches of a benchmark go to a temporary folder."""
    for name in ("CONFIG", "DATA", "CACHE"):
        os.environ[f"HEXSTUDIO_{name}_DIR"] = str(TMP / name.lower())
    # "Resume the game left unfinished?" and the like: no.
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.No)  # type: ignore[method-assign]
    return TMP


def _quiet(mode, context, message) -> None:  # type: ignore[no-untyped-def]
    # The offscreen platform says it cannot raise windows, for every dock.
    if "This plugin does not support" not in message:
        sys.stderr.write(message + "\n")


def app() -> QApplication:
    a = QApplication.instance()
    if a is None:
        qInstallMessageHandler(_quiet)
        a = QApplication([])
    return a  # type: ignore[return-value]


def open_window(path: Path, mode: str, size: tuple[int, int] = (1400, 900)):
    """A shown MainWindow on ``path`` in ``mode`` ("play", "edit" or "view")."""
    from hexstudio.app.mainwindow import MainWindow
    from hexstudio.app.settings import Settings

    quiet_user_folders()
    a = app()
    w = MainWindow(Settings(), "en")
    modes = {}
    if mode in ("play", "edit"):
        if mode == "play":
            from hexstudio.play.mode import PlayMode

            m = PlayMode()
            m._pending_seed = 1
        else:
            from hexstudio.editor.mode import EditorMode

            m = EditorMode(autosave_ms=3_600_000)
        w.register_mode(m)
        modes[mode] = m
    w.resize(*size)
    w.show()
    assert w.open_file(path), path
    if mode in modes:
        w.set_mode(mode)
    a.processEvents()
    m = modes.get(mode)
    if mode == "play" and getattr(m, "cover", None) is not None:
        m.cover.lift()
    a.processEvents()
    return w, m


def settle(rounds: int = 3) -> None:
    """Let pending paints and zero-time timers run."""
    a = app()
    for _ in range(rounds):
        a.processEvents()
