"""File ▸ Export ▸ Print and Play (PDF)…: the menu entry.

Apart from ``dialog`` so that building the main window does not import the
printing machinery (the dialog, the document, the player aids: most of a
second at start-up); the dialog is imported when the entry is first used.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu


def install_print_action(window: QMainWindow) -> QAction:
    """Put File ▸ Export ▸ Print and Play (PDF)… in a main window (after Save As)."""
    file_menu: QMenu = window.file_menu  # type: ignore[attr-defined]
    menu = QMenu(QCoreApplication.translate("PrintMenu", "E&xport"), file_menu)
    menu.setObjectName("print.exportMenu")
    action = menu.addAction(QCoreApplication.translate("PrintMenu", "&Print and Play (PDF)…"))
    action.setObjectName("print.action")
    action.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
    action.setStatusTip(
        QCoreApplication.translate("PrintMenu", "The map, the countersheets and the player aids as a PDF to print")
    )
    actions = file_menu.actions()
    close = getattr(window, "_close_action", None)
    anchor = None
    if close in actions:
        i = actions.index(close)
        anchor = actions[i - 1] if i > 0 and actions[i - 1].isSeparator() else close
    if anchor is not None:
        file_menu.insertMenu(anchor, menu)
    else:
        file_menu.addMenu(menu)

    def open_dialog() -> None:
        doc = getattr(window, "document", None)
        if doc is None:
            return
        from hexstudio.printing.dialog import PrintDialog

        dlg = PrintDialog(doc.scenario, window.settings, window.language, doc.base_dir, doc.path, window)  # type: ignore[attr-defined]
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window._print_dialog = dlg  # type: ignore[attr-defined]
        dlg.open()

    def update() -> None:
        action.setEnabled(getattr(window, "document", None) is not None)

    action.triggered.connect(open_dialog)
    window.documentChanged.connect(update)  # type: ignore[attr-defined]
    update()
    return action
