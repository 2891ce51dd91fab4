"""Starting the application: ``hexstudio gui [FILE]`` and ``hexstudio FILE``."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from hexstudio import __version__
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
        window.set_mode("play")


def run_app(argv: list[str]) -> int:
    """Show the main window (on FILE if given) and run until it is closed.

    A file that cannot be opened is reported in a message box naming every
    problem; the window stays on the start screen.
    """
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else APP_NAME])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setApplicationVersion(__version__)
    settings = Settings()
    translators = install_translators(app, settings.language())
    window = MainWindow(settings, language=translators.language, modes=available_modes())
    window.show()
    open_start_file(window, settings, argv)
    code = app.exec()
    translators.remove()
    return int(code)
