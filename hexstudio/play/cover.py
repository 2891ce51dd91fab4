"""The hot-seat hand-over: a neutral cover over the whole window.

Between sides the board, the panels and the log are hidden behind a plain
sheet saying whose turn it is, so one player does not see the other's
decisions in progress. A click (or any key) lifts it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import QWidget


class HandOverCover(QWidget):
    """Covers its parent window until clicked. See the module docstring."""

    lifted = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("play.cover")
        self.message = ""
        self.detail = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        parent.installEventFilter(self)
        self.hide()

    def show_for(self, message: str, detail: str = "") -> None:
        self.message = message
        self.detail = detail
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.setFocus()
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self.parentWidget().rect())
            self.raise_()
        return False

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("#3b4148"))
        p.setPen(QColor("#f2f2f2"))
        f = QFont(self.font())
        f.setPointSizeF(max(14.0, f.pointSizeF() * 1.8))
        f.setBold(True)
        p.setFont(f)
        r = self.rect().adjusted(40, 0, -40, -self.height() // 6)
        p.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.message)
        f.setBold(False)
        f.setPointSizeF(f.pointSizeF() * 0.6)
        p.setFont(f)
        r2 = self.rect().adjusted(40, self.height() // 2, -40, -20)
        p.drawText(r2, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self.detail)
        p.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.lift()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape):
            self.lift()
        else:
            super().keyPressEvent(event)

    def lift(self) -> None:
        if self.isVisible():
            self.hide()
            self.lifted.emit()
