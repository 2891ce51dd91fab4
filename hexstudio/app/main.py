"""Starting the application: ``hexstudio gui [FILE]`` and ``hexstudio FILE``."""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable
from pathlib import Path

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from hexstudio import __version__
from hexstudio.app import collector as gc_thread
from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.modes import available_modes
from hexstudio.app.settings import Settings
from hexstudio.paths import APP_NAME, scenarios_dir

TUTORIAL = "tutorial.json"


def open_start_file(window: MainWindow, settings: Settings, argv: list[str]) -> None:
    """Open FILE if given; on the very first start, the tutorial instead of the start screen.

    A battle with lessons (the tutorial) opens ready to play however the
    application was started, so the first lesson comes up with the first
    turn; a saved game always opens in Play. Without the play mode either
    opens in the viewer.
    """
    first_file = argv[0] if argv else None
    if first_file is None and settings.is_first_run():
        tutorial = scenarios_dir() / TUTORIAL
        if tutorial.is_file():
            first_file = str(tutorial)
    settings.mark_first_run_done()
    if first_file is None or not window.open_file(Path(first_file)):
        return
    doc = window.document
    if doc is not None and doc.scenario.tutorial and any(m.id == "play" for m in window.modes()):
        if window.isVisible() and window.board_view is not None:
            # The map first, the game a moment later: playing needs the rules
            # engine (a second of imports), the board does not.
            _after_first_paint(window, lambda: _play_if_still_open(window, doc))
        else:
            window.set_mode("play")


# Past this many ms the game is built even if the board has not been painted (a hidden window).
FIRST_PAINT_WAIT_MS = 1000


def _play_if_still_open(window: MainWindow, doc: object) -> None:
    """Play ``doc``, unless the user has opened another file or chosen a mode meanwhile."""
    mode = window.active_mode()
    if window.document is doc and (mode is None or mode.id == "view"):
        window.set_mode("play")


def _after_first_paint(window: MainWindow, then: Callable[[], None]) -> None:
    """Call ``then`` once the board's first paint has been handled (or after a wait)."""
    viewport = window.board_view.viewport() if window.board_view is not None else None
    done = False

    def run() -> None:
        nonlocal done
        if not done:
            done = True
            if viewport is not None and shiboken6.isValid(viewport):  # another file replaces the board
                viewport.removeEventFilter(watcher)
            then()

    class Watcher(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, run)  # once this paint is on screen
            return False

    watcher = Watcher(window)
    if viewport is not None:
        viewport.installEventFilter(watcher)
    QTimer.singleShot(FIRST_PAINT_WAIT_MS, run)


def run_app(argv: list[str], collector: bool | None = None) -> int:
    """Show the main window (on FILE if given) and run until it is closed.

    A file that cannot be opened is reported in a message box naming every
    problem; the window stays on the start screen.

    The cyclic garbage collector is off while the application starts and
    comes back once the first screen is painted (with the tutorial's game,
    set up right after its board): what exists then (modules, the scenario
    model, the window, the open battle) lives as long as the window, so it
    is frozen out of the collector's passes, which only walked it. The
    next scenario opened gives it back (``MainWindow._show_document``).
    ``collector`` is whether to turn it on then, for a caller that turned it
    off before importing the application (``hexstudio gui``); None, the
    default, holds it here if it is on.
    """
    if collector is None:
        collector = gc_thread.isenabled()
        gc_thread.disable()
    settings: Settings | None = None

    def started() -> None:
        if settings is not None:
            settings.resume_saving()
        if collector and not gc_thread.isenabled():
            gc.freeze()
            # The collector comes back on the GUI thread only (``app/collector.py``: a pass
            # in a worker's thread that frees a Qt object can hang the window).
            app_now = QApplication.instance()
            if app_now is not None:
                gc_thread.install(app_now)
            gc_thread.enable()  # Python's own if the start failed before the application was made

    try:
        app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else APP_NAME])
        app.setApplicationName(APP_NAME)
        app.setOrganizationName(APP_NAME)
        app.setApplicationVersion(__version__)
        settings = Settings()
        # What the start itself records (first run done, the file in Open Recent, its
        # folder) is saved once the first screen is painted: each save waits for the disk.
        settings.hold_saving()
        translators = install_translators(app, settings.language())
        window = MainWindow(settings, language=translators.language, modes=available_modes())
        window.show()
        open_start_file(window, settings, argv)
        if window.board_view is not None:
            _after_first_paint(window, started)
        else:
            QTimer.singleShot(0, started)
        code = app.exec()
        translators.remove()
        return int(code)
    finally:
        started()
