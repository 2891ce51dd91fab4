"""The Validation dock: every problem of the scenario as it stands.

The same checks as ``hexstudio validate`` (the pydantic model,
``validate.check`` and the engine's special-rule checks, when the engine's
rulebook is there) plus the design checks of ``scenario.consistency``,
run again a moment after each edit (debounced, so a brush stroke checks
once). Clicking a problem about a hex centres the board on it; any other
opens the form for its JSON path.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pydantic import ValidationError
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from hexstudio.app.engine_text import tr_engine
from hexstudio.app.plaintext import plain, tip
from hexstudio.editor.rulenames import special_rule_problems
from hexstudio.scenario.consistency import check_design
from hexstudio.scenario.model import Scenario
from hexstudio.scenario.validate import check, pydantic_problems

DEBOUNCE_MS = 400
_HEX_IN_PATH = re.compile(r'^map\.hexes\["([^"]+)"\]')


@dataclass(frozen=True)
class Found:
    path: str
    message: str
    severity: str
    hex: str | None = None


def all_problems(scenario: Scenario) -> list[Found]:
    out: list[Found] = []
    try:
        Scenario.model_validate(scenario.model_dump())
    except ValidationError as e:
        out += [Found(p.path, p.message, "error") for p in pydantic_problems(e)]
    for p in check(scenario):
        m = _HEX_IN_PATH.match(p.path)
        hex_ = m.group(1) if m else None
        sm = re.match(r"^setup\[(\d+)\]", p.path)
        if hex_ is None and sm and int(sm.group(1)) < len(scenario.setup):
            hex_ = scenario.setup[int(sm.group(1))].hex
        out.append(Found(p.path, p.message, p.severity, hex_))
    out += [Found(p.path, p.message, p.severity, p.hex) for p in check_design(scenario)]
    # What the engine would refuse: unknown rule names, bad parameters.
    out += [Found(p.path, p.message, p.severity) for p in special_rule_problems(scenario)]
    return out


class ValidationPanel(QWidget):
    """The list of problems; signals which hex or path a click asks for."""

    showHex = Signal(str)
    showPath = Signal(str)

    def __init__(self, scenario: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scenario = scenario  # a callable giving the current scenario
        self.list = QListWidget()
        self.list.setObjectName("problemList")
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.itemClicked.connect(self.open_item)
        self.list.itemActivated.connect(self.open_item)
        self.summary = plain(QLabel())
        self.summary.setObjectName("validationSummary")
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.run)
        self.problems: list[Found] = []
        self.run()

    def schedule(self) -> None:
        """Check again shortly (many edits in a row check once)."""
        self.timer.start()

    def run(self) -> list[Found]:
        self.timer.stop()
        self.problems = all_problems(self._scenario())  # type: ignore[operator]
        self.list.clear()
        for p in self.problems:
            message = tr_engine(p.message)
            item = QListWidgetItem(f"{'⛔' if p.severity == 'error' else '⚠'} {p.path}: {message}")
            item.setData(Qt.ItemDataRole.UserRole, (p.path, p.hex))
            item.setToolTip(tip(f"{p.path}\n{message}"))
            if p.severity == "error":
                item.setForeground(QColor("#b00020"))
            self.list.addItem(item)
        errors = sum(1 for p in self.problems if p.severity == "error")
        if not self.problems:
            self.summary.setText(self.tr("No problems found."))
        else:
            self.summary.setText(
                self.tr("%1 errors, %2 warnings").replace("%1", str(errors)).replace("%2", str(len(self.problems) - errors))
            )
        return self.problems

    def open_item(self, item: QListWidgetItem) -> None:
        path, hex_ = item.data(Qt.ItemDataRole.UserRole)
        if hex_:
            self.showHex.emit(hex_)
        else:
            self.showPath.emit(path)
