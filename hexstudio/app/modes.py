"""Modes: what the main window is doing with the open scenario.

The window owns the board, the menus every mode shares, the status bar and
the file handling. A mode (the viewer here; the scenario editor and the
player later) adds its own toolbars, docks and menus when it is activated
and takes them away again when it is deactivated, so modes never see each
other's widgets. The window calls ``deactivate`` before switching modes and
before another scenario is opened, then ``activate`` with the new one.

Helpers on the window a mode may use:

* ``window.add_dock(dock, area)`` / ``window.remove_dock(dock)`` — the dock
  gets a toggle under View ▸ Panels and keeps its saved place;
* ``window.add_toolbar(bar)`` / ``window.remove_toolbar(bar)``;
* ``window.add_menu(menu)`` / ``window.remove_menu(menu)`` — placed before Help;
* ``window.board_view`` (signals ``hexHovered``, ``hexClicked``),
  ``window.board_scene``, ``window.describe_hex(hex)``;
* ``window.set_modified(True)`` after changing ``document.scenario``.

Give every dock and toolbar a stable ``objectName`` ("editor.terrain") so the
window can save and restore where the user put it.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QLabel

from hexstudio.app.document import Document

if TYPE_CHECKING:
    from hexstudio.app.mainwindow import MainWindow


@runtime_checkable
class Mode(Protocol):
    """A way of working on the open scenario (view, edit, play)."""

    id: str

    def title(self) -> str:
        """The name shown in the Mode menu, translated."""
        ...

    def activate(self, window: MainWindow, document: Document) -> None: ...

    def deactivate(self, window: MainWindow) -> None: ...


class ViewMode:
    """The plain viewer: look at the map and read what is in a hex."""

    id = "view"

    def __init__(self) -> None:
        self._dock: QDockWidget | None = None
        self._label: QLabel | None = None
        self._window: MainWindow | None = None

    def title(self) -> str:
        return QCoreApplication.translate("ViewMode", "View")

    def activate(self, window: MainWindow, document: Document) -> None:
        self._window = window
        dock = QDockWidget(QCoreApplication.translate("ViewMode", "Hex details"), window)
        dock.setObjectName("view.hexdetails")
        label = QLabel(QCoreApplication.translate("ViewMode", "Click a hex to see its terrain and units."))
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setMargin(8)
        label.setMinimumWidth(180)
        dock.setWidget(label)
        self._dock, self._label = dock, label
        window.add_dock(dock, Qt.DockWidgetArea.RightDockWidgetArea)
        window.board_view.hexClicked.connect(self._on_hex_clicked)

    def deactivate(self, window: MainWindow) -> None:
        try:
            window.board_view.hexClicked.disconnect(self._on_hex_clicked)
        except (RuntimeError, TypeError):
            pass  # the view was replaced already
        if self._dock is not None:
            window.remove_dock(self._dock)
        self._dock = self._label = self._window = None

    def _on_hex_clicked(self, hex_: object, button: object = None) -> None:
        if self._label is None or self._window is None or hex_ is None:
            return
        # The board gives one line for the status bar; a dock has room for one item a line.
        self._label.setText(self._window.describe_hex(hex_).replace("; ", "\n"))

    def details_text(self) -> str:
        return self._label.text() if self._label is not None else ""


# Modes living in other packages, offered when their package is installed:
# (module, class, mode id, and the translation context and source text of the
# title each mode's own ``title()`` gives; the catalogues already hold them).
OPTIONAL_MODES = (
    ("hexstudio.editor.mode", "EditorMode", "edit", "EditorMode", "Edit"),
    ("hexstudio.play.mode", "PlayMode", "play", "PlayMode", "Play"),
)


class LazyMode:
    """A mode offered in the menus whose package is imported the first time it is used.

    The editor and the player bring the rules engine, the forms and their
    panels: a second of imports that a start on a file in the viewer never
    needs. Anything asked of the mode beyond its id and title imports it.
    """

    def __init__(self, module_name: str, class_name: str, mode_id: str, context: str, title: str) -> None:
        self.id = mode_id
        self._module_name = module_name
        self._class_name = class_name
        self._context = context
        self._title = title
        self._mode: Mode | None = None

    def title(self) -> str:
        return QCoreApplication.translate(self._context, self._title)

    def mode(self) -> Mode:
        """The mode itself (its module imported now if it was not yet)."""
        if self._mode is None:
            module = importlib.import_module(self._module_name)
            self._mode = getattr(module, self._class_name)()
        return self._mode

    def activate(self, window: MainWindow, document: Document) -> None:
        self.mode().activate(window, document)

    def deactivate(self, window: MainWindow) -> None:
        if self._mode is not None:
            self._mode.deactivate(window)

    def __getattr__(self, name: str) -> object:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.mode(), name)


def available_modes() -> list[Mode]:
    """The viewer, then the editor and the player when they are present.

    The editor and the player are imported when first used (``LazyMode``).
    A mode module that exists but fails to import is a bug and raises then;
    only an absent module is left out.
    """
    modes: list[Mode] = [ViewMode()]
    for module_name, class_name, mode_id, context, title in OPTIONAL_MODES:
        if importlib.util.find_spec(module_name) is None:
            continue
        modes.append(LazyMode(module_name, class_name, mode_id, context, title))
    return modes
