"""A spin box that names its limits instead of silently keeping the digits that fit.

Qt's ``QSpinBox`` refuses each keystroke that would leave its range, so
typing 99999999 into a box that stops at 400 leaves "99" -- a number the
user never meant, taken without a word. ``LimitSpinBox`` lets the whole
number be typed, and when it is entered (Enter, or leaving the box) keeps
the value it had and emits ``outOfRange`` with a sentence naming the limit.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import QSpinBox, QWidget


class LimitSpinBox(QSpinBox):
    """See the module docstring."""

    outOfRange = Signal(str)  # what is wrong, in the interface language

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Typed numbers count when entered, not digit by digit (16 is not 1 then 16).
        self.setKeyboardTracking(False)

    def typed_number(self) -> int | None:
        """The whole number in the box as typed (even out of range), or None."""
        return self._number(self.lineEdit().text())

    def validate(self, text: str, pos: int) -> object:  # type: ignore[override]
        result = super().validate(text, pos)
        n = self._number(text)
        if n is not None and not self.minimum() <= n <= self.maximum():
            # Let the whole number be typed: it is refused, with the reason, when entered.
            return (QValidator.State.Intermediate, text, pos)
        return result

    def _number(self, text: str) -> int | None:
        body = text
        if self.prefix() and body.startswith(self.prefix()):
            body = body[len(self.prefix()) :]
        if self.suffix() and body.endswith(self.suffix()):
            body = body[: -len(self.suffix())]
        body = body.strip()
        if not body.lstrip("-").isdigit():
            return None
        return int(body)

    def refuse_out_of_range(self) -> bool:
        """If the typed number is out of range: put the value back, say why; True then."""
        n = self.typed_number()
        if n is None or self.minimum() <= n <= self.maximum():
            return False
        self.lineEdit().setText(self.prefix() + self.textFromValue(self.value()) + self.suffix())
        if n > self.maximum():
            text = self.tr("%1 is too large: at most %2.")
            limit = self.maximum()
        else:
            text = self.tr("%1 is too small: at least %2.")
            limit = self.minimum()
        self.outOfRange.emit(text.replace("%1", str(n)).replace("%2", str(limit)))
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.refuse_out_of_range()
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.refuse_out_of_range()
        super().focusOutEvent(event)
