"""A question the rules put to a player, shown as buttons (and on the board).

Every engine ``Decision`` lands here: which unit takes the loss (with its
values), where a unit retreats, which unit advances where, how much the
attacker gives up in an exchange (with the running total), and the
defender's hidden support. Hex answers are also highlighted on the board and
can be clicked there; the panel says so.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.plaintext import tip


class DecisionPanel(QWidget):
    """Shows one pending decision; emits the chosen option."""

    chosen = Signal(str)
    supportCommitted = Signal(list, int)  # artillery ids, air points

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.decision")
        # The dice and the result the decision comes from: this tab covers the
        # Combat tab while the players answer, so the roll stays in sight here.
        self.roll = QLabel()
        self.roll.setObjectName("play.decisionRoll")
        self.roll.setWordWrap(True)
        self.roll.setTextFormat(Qt.TextFormat.RichText)
        self.roll.setStyleSheet("background: #f4f1e8; border: 1px solid #d6ceb5; padding: 4px")
        self.roll.hide()
        self.text = QLabel(self.tr("Nothing to decide."))
        self.text.setObjectName("play.decisionText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.buttons_box = QVBoxLayout()
        self.support = QListWidget()
        self.support.setObjectName("play.supportList")
        self.support.setMaximumHeight(90)
        self.air_row = QWidget()
        ar = QHBoxLayout(self.air_row)
        ar.setContentsMargins(0, 0, 0, 0)
        ar.addWidget(QLabel(self.tr("Air points:")))
        self.air = QSpinBox()
        self.air.setObjectName("play.defenceAir")
        ar.addWidget(self.air, 1)
        self.commit = QPushButton(self.tr("Commit this support"))
        self.commit.setObjectName("play.commitSupport")
        self.commit.clicked.connect(self._commit)
        lay = QVBoxLayout(self)
        lay.addWidget(self.roll)
        lay.addWidget(self.text)
        lay.addWidget(self.support)
        lay.addWidget(self.air_row)
        lay.addWidget(self.commit)
        lay.addLayout(self.buttons_box)
        lay.addStretch(1)
        self.option_buttons: dict[str, QPushButton] = {}
        self.show_nothing()

    def _clear_buttons(self) -> None:
        for b in self.option_buttons.values():
            self.buttons_box.removeWidget(b)
            # Hidden at once: deleteLater waits for the event loop.
            b.hide()
            b.setParent(None)
            b.deleteLater()
        self.option_buttons.clear()

    def show_roll(self, html: str) -> None:
        """The roll behind the question asked (empty: none, hidden)."""
        self.roll.setText(html)
        self.roll.setVisible(bool(html))

    def show_nothing(self) -> None:
        self._clear_buttons()
        self.text.setText(self.tr("Nothing to decide."))
        for w in (self.support, self.air_row, self.commit):
            w.hide()

    def show_options(self, html: str, options: Sequence[tuple[str, str]]) -> None:
        """``options``: (option value, button text)."""
        self._clear_buttons()
        for w in (self.support, self.air_row, self.commit):
            w.hide()
        self.text.setText(html)
        room = max(120, self.width() - 24)
        for value, text in options:
            # Long answers are shortened in the middle to fit; the tooltip has them whole.
            b = QPushButton(self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle, room))
            b.setToolTip(tip(text))
            b.setObjectName(f"play.option.{value}")
            b.clicked.connect(lambda _c=False, v=value: self.chosen.emit(v))
            self.buttons_box.addWidget(b)
            self.option_buttons[value] = b

    def show_support(self, html: str, artillery: Sequence[tuple[str, str]], air_max: int, none_text: str) -> None:
        """The defender's hidden support: tick artillery, set air points, commit (or none)."""
        self.show_options(html, [("none", none_text)])
        self.support.clear()
        for uid, text in artillery:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, uid)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.support.addItem(item)
        self.air.setMaximum(max(0, air_max))
        self.air.setValue(0)
        self.support.setVisible(bool(artillery))
        self.air_row.setVisible(air_max > 0)
        self.commit.show()

    def _commit(self) -> None:
        art = [
            self.support.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.support.count())
            if self.support.item(i).checkState() == Qt.CheckState.Checked
        ]
        self.supportCommitted.emit(art, self.air.value())
