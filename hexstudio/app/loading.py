"""Reading a big scenario off the GUI thread, with progress and Cancel.

A full 400 x 400 map is an 8 MB file of 160,000 hexes: reading and checking
it takes seconds. A file over ``PROGRESS_BYTES`` is loaded by a worker of
the global ``QThreadPool`` while a busy progress dialog keeps the window
alive; Cancel abandons the result (the worker finishes on its own, the
scenario is dropped). Small files load at once, as before.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QLabel, QProgressDialog, QWidget

from hexstudio.app.plaintext import plain
from hexstudio.scenario.io import load_scenario, scenario_from_data
from hexstudio.scenario.model import Scenario

PROGRESS_BYTES = 2 * 1024 * 1024


class ScenarioLoader(QObject):
    """``load(path)``: the scenario, or None if the user cancelled; raises what ``load_scenario`` raises."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._parent = parent

    def load(self, path: Path, doc: Any = None) -> Scenario | None:
        """``doc``: the file's JSON if the caller has already read it (checked from it
        when the file is small, as ``load_scenario`` would check it after reading it)."""
        try:
            size = path.stat().st_size
        except (OSError, ValueError):
            size = 0  # load_scenario says what is wrong
        if size < PROGRESS_BYTES:
            return load_scenario(path) if doc is None else scenario_from_data(doc, str(path))
        result: dict[str, object] = {}
        done = threading.Event()

        def work() -> None:
            try:
                result["scenario"] = load_scenario(path)
            except BaseException as e:  # handed back to the GUI thread
                result["error"] = e
            finally:
                done.set()

        # Imported here: only a big file needs them, and a start reads a small one (PySide6
        # makes a Qt class, with its enums, when code first names it).
        from PySide6.QtCore import QEventLoop, QThreadPool

        from hexstudio.app.longjob import held_collector

        dialog = QProgressDialog(self._parent)
        dialog.setObjectName("loadProgress")
        # The file name is the user's: a plain label, never markup.
        dialog.setLabel(plain(QLabel(self.tr("Reading and checking %1…").replace("%1", path.name))))
        dialog.setRange(0, 0)  # busy: checking has no steps to count
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)
        # The collector's passes over the hexes being read would hold the interpreter (longjob).
        with held_collector():
            QThreadPool.globalInstance().start(work)
            try:
                while not done.wait(0.02):
                    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
                    if dialog.wasCanceled():
                        return None
            finally:
                dialog.close()
                dialog.deleteLater()
        if "error" in result:
            raise result["error"]  # type: ignore[misc]
        return result["scenario"]  # type: ignore[return-value]
