"""Rules tables as editable grids: the CRT and the bombardment table.

Cells are result codes separated by spaces ("DRB AVI"); a code the table's
result list does not define is refused with its name. Column headers
(odds, value ranges) and dice rows are edited with the generated forms
below the grid; Add/Remove Column and Row keep the cells rectangular.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.plaintext import plain, tip
from hexstudio.editor.forms import Pusher, resolve
from hexstudio.scenario import edits as E


def check_cell(text: str, codes: set[str]) -> str:
    """The cell as stored; EditError when a code is not in the result list."""
    words = text.split()
    for w in words:
        if w not in codes:
            raise E.EditError(f"'{w}' is not a result code of this table (known: {', '.join(sorted(codes))})")
    if not words:
        raise E.EditError("a cell needs a result code")
    return " ".join(words)


class TableGrid(QWidget):
    """One dice table (``crt`` or ``bombardment``) as a grid."""

    def __init__(self, section: str, pusher: Pusher, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.section = section
        self.pusher = pusher
        self.grid = QTableWidget()
        self.grid.setObjectName(f"{section}Grid")
        self.grid.itemChanged.connect(self._cell_typed)
        self.message = plain(QLabel())
        self.message.setObjectName("tableMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        buttons = QHBoxLayout()
        for text, slot in (
            (self.tr("Add Column"), self.add_column),
            (self.tr("Remove Column"), self.remove_column),
            (self.tr("Add Row"), self.add_row),
            (self.tr("Remove Row"), self.remove_row),
        ):
            b = QPushButton(text)
            b.clicked.connect(slot)
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.hint = plain(QLabel())
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.grid, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.hint)
        layout.addWidget(self.message)
        self.refresh()

    def table(self) -> Any:
        return resolve(self.pusher.scenario, (self.section,))

    def refresh(self) -> None:
        t = self.table()
        self.grid.blockSignals(True)
        if t is None:
            self.grid.setRowCount(0)
            self.grid.setColumnCount(0)
            self.hint.setText(self.tr("This scenario has no such table."))
            self.grid.blockSignals(False)
            return
        self.grid.setColumnCount(len(t.columns))
        self.grid.setRowCount(len(t.rows))
        heads = []
        for c in t.columns:
            if hasattr(c, "odds"):
                heads.append(f"{c.label}\n{c.odds[0]}:{c.odds[1]}")
            else:
                heads.append(f"{c.label}\n{c.min}–{'' if c.max is None else c.max}")
        self.grid.setHorizontalHeaderLabels(heads)
        self.grid.setVerticalHeaderLabels([f"{r.label} ({', '.join(map(str, r.rolls))})" for r in t.rows])
        for r, row in enumerate(t.cells):
            for c in range(len(t.columns)):
                self.grid.setItem(r, c, QTableWidgetItem(row[c] if c < len(row) else ""))
        self.hint.setText(self.tr("Result codes: %1").replace("%1", ", ".join(t.results)))
        self.grid.blockSignals(False)

    def set_cell(self, row: int, column: int, text: str) -> str | None:
        t = self.table()
        path = (self.section, "cells", row, column)
        problem = self.pusher.push(
            lambda: E.set_field(self.pusher.scenario, path, check_cell(text, set(t.results)), self.tr("Set cell %1").replace("%1", f"{t.rows[row].label} / {t.columns[column].label}"))
        )
        self.message.setText(problem or "")
        self.refresh()
        if problem is not None:
            item = self.grid.item(row, column)
            if item is not None:
                self.grid.blockSignals(True)
                item.setText(text)
                item.setBackground(QColor("#ffc9c9"))
                item.setToolTip(tip(problem))
                self.grid.blockSignals(False)
        return problem

    def _cell_typed(self, item: QTableWidgetItem) -> None:
        self.set_cell(item.row(), item.column(), item.text())

    def _replace(self, data: dict[str, Any], what: str) -> bool:
        problem = self.pusher.set((self.section,), data, what)
        self.message.setText(problem or "")
        self.refresh()
        return problem is None

    def add_column(self) -> bool:
        t = self.table()
        if t is None:
            return False
        d = t.model_dump(mode="json")
        last = d["columns"][-1]
        if "odds" in last:
            a, b = last["odds"]
            new = {"label": f"{a + 1}-{b}" if b == 1 else f"{a}-{max(1, b - 1)}", "odds": [a + 1, b] if b == 1 else [a, max(1, b - 1)]}
        else:
            lo = (last["max"] if last["max"] is not None else last["min"]) + 1
            last["max"] = last["max"] if last["max"] is not None else lo - 1
            new = {"label": f"{lo}+", "min": lo, "max": None}
        d["columns"].append(new)
        for row in d["cells"]:
            row.append(row[-1])
        return self._replace(d, self.tr("Add table column"))

    def remove_column(self) -> bool:
        t = self.table()
        c = self.grid.currentColumn()
        if t is None or len(t.columns) < 2:
            return False
        c = c if 0 <= c < len(t.columns) else len(t.columns) - 1
        d = t.model_dump(mode="json")
        del d["columns"][c]
        for row in d["cells"]:
            del row[c]
        return self._replace(d, self.tr("Remove table column"))

    def add_row(self) -> bool:
        t = self.table()
        if t is None:
            return False
        d = t.model_dump(mode="json")
        d["rows"].append({"label": "?", "rolls": [max(max(r["rolls"]) for r in d["rows"]) + 1]})
        d["cells"].append(list(d["cells"][-1]))
        return self._replace(d, self.tr("Add table row"))

    def remove_row(self) -> bool:
        t = self.table()
        r = self.grid.currentRow()
        if t is None or len(t.rows) < 2:
            return False
        r = r if 0 <= r < len(t.rows) else len(t.rows) - 1
        d = t.model_dump(mode="json")
        del d["rows"][r]
        del d["cells"][r]
        return self._replace(d, self.tr("Remove table row"))
