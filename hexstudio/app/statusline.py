"""One line of text in the status bar that never makes the window lay itself out again.

The hovered hex's description changes at every mouse move over the board
(at every dab of a brush stroke). A ``QLabel`` asks its parent's layout to
be redone at every ``setText`` (its size hint follows its text), and the
status bar then lays out and repaints every widget in it: about a third of
a brush stroke's time went there. This line's size does not depend on its
text: it is one text line high and takes the width the status bar gives it;
a text too long for it is elided at the end, and its tooltip shows it whole.
Setting the same text again does nothing; a new text repaints this widget only.

The text is drawn as it is (a scenario's words are data, never markup).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from hexstudio.app.plaintext import tip

MARGIN = 2  # pixels left and right of the text, as a label in a status bar sits


class StatusLine(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        # Any width (the status bar gives it the room left), one line high.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # QLabel's name: a drop-in for one
        if text == self._text:
            return
        self._text = text
        self.setAccessibleName(text)
        self.update()

    def clear(self) -> None:
        self.setText("")

    def sizeHint(self) -> QSize:
        return QSize(0, self.fontMetrics().height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def shown_text(self) -> str:
        """The text as drawn: elided at the end when the line is too short for it."""
        width = max(0, self.contentsRect().width() - 2 * MARGIN)
        return self.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideRight, width)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._text:
            return
        p = QPainter(self)  # the widget's font and text colour
        r = self.contentsRect().adjusted(MARGIN, 0, -MARGIN, 0)
        # The start of the line: the right in a right-to-left layout (what
        # QStyle.visualAlignment says; QStyle itself, some 12 ms of Python
        # wrappers for its enums, is made by nothing else at start).
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        start = Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft
        p.drawText(r, int(start | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextSingleLine), self.shown_text())
        p.end()

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip:
            # The whole text, only when the line had to cut it.
            if self._text and self.shown_text() != self._text:
                QToolTip.showText(e.globalPos(), tip(self._text), self)  # type: ignore[attr-defined]
            else:
                QToolTip.hideText()
                e.ignore()
            return True
        return super().event(e)
