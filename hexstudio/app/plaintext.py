"""Text from a scenario or a saved game is data, never markup.

Qt guesses. A ``QLabel``, a tooltip or a message box whose text "might be
rich text" (``Qt.mightBeRichText``: a tag on the first line) renders it as
HTML, and a unit named ``<img src="/dev/zero">`` makes Qt read the device
until the process dies. So:

- ``plain(label)``: a label that shows its text as it is (``Qt.PlainText``);
  every label that may hold a scenario's words is made so when built;
- ``esc(text)``: the scenario's part of a label that is rich on purpose
  (bold headings, line breaks of our own) is escaped;
- ``tip(text)``, ``literal(text)``: a tooltip, or a static message box's
  text, that Qt shows exactly as written;
- ``plain_box(box)``: a message box whose texts are plain.

``tests/test_plain_text.py`` puts markup into every text of a scenario and
walks the application checking that nothing is interpreted.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QMessageBox

L = TypeVar("L", bound=QLabel)


def plain(label: L) -> L:
    """The label shows its text literally, whatever it looks like."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def esc(text: object) -> str:
    """``text`` escaped for a rich-text context (our own markup around it).

    What ``html.escape(text, quote=False)`` gives (a test compares them), without
    importing ``html``: every start imports this module, and ``html`` compiles a
    pattern and loads its table of entities at import (some 3 M instructions).
    """
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def literal(text: str) -> str:
    """``text`` as any widget that guesses the format (a tooltip, a message
    box, a label left on AutoText) shows exactly as written.

    Text Qt would take for plain stays as it is; text it would take for
    rich (a tag on its first line) is escaped and wrapped, so it reads the
    same and nothing in it is interpreted.
    """
    if not text or not GuiQt.mightBeRichText(text):
        return text
    return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def tip(text: str) -> str:
    """A tooltip that Qt shows as exactly ``text`` (``literal``)."""
    return literal(text)


def plain_box(box: QMessageBox) -> QMessageBox:
    """A message box showing its text and informative text literally."""
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box
