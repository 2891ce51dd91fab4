"""The "Change hex numbering…" dialog: a new label scheme for the map, and
every hex reference of the scenario rewritten to it as one history step.

The Map form refuses a new scheme while the file names hexes (the names
would point at other hexes); this dialog renumbers them all instead
(``edits.relabel_scenario``), showing a few old → new labels first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.engine_text import error_text
from hexstudio.app.plaintext import plain
from hexstudio.editor.fieldlabels import field_label
from hexstudio.scenario import edits as E
from hexstudio.scenario.model import Scenario

SEPARATORS = ("", "-", ".")


class NumberingDialog(QDialog):
    """Choose the new numbering; ``scheme()`` is what to push."""

    def __init__(self, scenario: Scenario, push: Callable[[E.Edit], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("numberingDialog")
        self.setWindowTitle(self.tr("Change Hex Numbering"))
        self.setMinimumWidth(440)
        self.scenario = scenario
        self._push = push
        lab = scenario.map.labels
        intro = QLabel(
            self.tr("Every hex the scenario names (terrain, rivers, roads, hex sets, set-up, arrivals, conditions, "
                    "objectives, lessons, special rules) is renamed to the new numbering. One step of the history.")
        )
        intro.setWordWrap(True)
        self.separator = QComboBox()
        for s in SEPARATORS:
            self.separator.addItem(s or self.tr("none (0807)"), s)
        self.separator.setCurrentIndex(SEPARATORS.index(lab.separator))
        self.first_column = self._spin(lab.first_column, 0, 999)
        self.first_row = self._spin(lab.first_row, 0, 999)
        self.digits = self._spin(lab.digits, 1, 4)
        self.zero_pad = QCheckBox()
        self.zero_pad.setChecked(lab.zero_pad)
        form = QFormLayout()
        for name, w in (("separator", self.separator), ("first_column", self.first_column), ("first_row", self.first_row),
                        ("digits", self.digits), ("zero_pad", self.zero_pad)):
            form.addRow(field_label(name) + ":", w)
        self.separator.currentIndexChanged.connect(self.update_preview)
        self.zero_pad.toggled.connect(self.update_preview)
        self.preview = plain(QLabel())
        self.preview.setObjectName("numberingPreview")
        self.preview.setTextFormat(self.preview.textFormat().PlainText)
        self.message = plain(QLabel())
        self.message.setObjectName("numberingMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Old → new:")))
        layout.addWidget(self.preview)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.update_preview()

    def _spin(self, value: int, lo: int, hi: int) -> QSpinBox:
        w = QSpinBox()
        w.setRange(lo, hi)
        w.setValue(value)
        w.valueChanged.connect(self.update_preview)
        return w

    def scheme(self) -> dict[str, Any]:
        return {
            "separator": self.separator.currentData(),
            "first_column": self.first_column.value(),
            "first_row": self.first_row.value(),
            "digits": self.digits.value(),
            "zero_pad": self.zero_pad.isChecked(),
        }

    def update_preview(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            pairs = E.relabel_preview(self.scenario, self.scheme())
            if not self.scheme()["separator"] and not self.scheme()["zero_pad"]:
                raise E.EditError(self.tr("Labels without a separator must be zero-padded, or they cannot be read back."))
        except E.EditError as e:
            self.preview.clear()
            self.message.setText(error_text(e))
            ok.setEnabled(False)
            return
        self.message.clear()
        self.preview.setText("\n".join(f"{a}  →  {b}" for a, b in pairs))
        ok.setEnabled(True)

    def apply(self) -> bool:
        """Renumber (one history step) and close; False with the reason shown when refused."""
        try:
            edit = E.relabel_scenario(self.scenario, self.scheme(), self.tr("Change hex numbering"))
        except E.EditError as e:
            self.message.setText(error_text(e))
            return False
        if not edit.is_noop():
            self._push(edit)
        self.accept()
        return True
