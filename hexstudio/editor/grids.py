"""Small rule tables edited as grids instead of JSON text.

Air-power schedules (turns → points), weather-roll outcomes (rolls →
weather), stacking composition (side, size, most) and the cost of retreating
across a hexside (feature, unit type or tag → effect). Each is a
``RecordGrid``: one row per record, a combo box for each column that names
something of the scenario, a line for numbers that is checked while it is
typed (a bad entry turns red with the reason and is not stored), Add Row and
Remove Row. A change emits the field's whole new value, which the form pushes
as one checked, undoable edit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.engine_text import error_text
from hexstudio.app.plaintext import plain, tip
from hexstudio.scenario import edits as E
from hexstudio.scenario.model import Scenario, UnitSize

ERROR_STYLE = "background: #ffd6d6;"
ANY = ""  # the "any side" choice of an optional combo


@dataclass(frozen=True)
class Column:
    """One column of a grid: ``kind`` is "choice", "int" or "ints" (a list like 1, 2, 3)."""

    key: str
    title: str
    kind: str
    choices: Callable[[Scenario], list[str]] | None = None
    optional: bool = False
    lo: int = 0
    hi: int = 999


def _tr(text: str) -> str:
    # Only for strings listed literally in _GRID_STRINGS (lupdate finds those).
    return QCoreApplication.translate("RecordGrid", text)


_GRID_STRINGS = (
    QCoreApplication.translate("RecordGrid", "'%1' is not a whole number"),
    QCoreApplication.translate("RecordGrid", "%1 is not between %2 and %3"),
    QCoreApplication.translate("RecordGrid", "'%1' is not a list of whole numbers such as 1, 2, 3"),
    QCoreApplication.translate("RecordGrid", "give at least one number"),
    QCoreApplication.translate("RecordGrid", "(any)"),
)


def read_cell(column: Column, text: str) -> Any:
    """The value typed in a number cell; EditError naming what is wrong."""
    t = text.strip()
    if column.kind == "int":
        try:
            n = int(t)
        except ValueError:
            raise E.EditError(_tr("'%1' is not a whole number").replace("%1", t)) from None
        if not column.lo <= n <= column.hi:
            raise E.EditError(_tr("%1 is not between %2 and %3").replace("%1", t).replace("%2", str(column.lo)).replace("%3", str(column.hi)))
        return n
    parts = [p.strip() for p in t.replace(";", ",").split(",") if p.strip()]
    try:
        values = [int(p) for p in parts]
    except ValueError:
        raise E.EditError(_tr("'%1' is not a list of whole numbers such as 1, 2, 3").replace("%1", t)) from None
    if not values:
        raise E.EditError(_tr("give at least one number"))
    bad = [v for v in values if not column.lo <= v <= column.hi]
    if bad:
        raise E.EditError(_tr("%1 is not between %2 and %3").replace("%1", str(bad[0])).replace("%2", str(column.lo)).replace("%3", str(column.hi)))
    return values


def cell_text(column: Column, value: Any) -> str:
    if value is None:
        return ""
    if column.kind == "ints":
        return ", ".join(str(v) for v in value)
    return str(value)


class _CheckingDelegate(QStyledItemDelegate):
    """A line editor that turns red with the reason while what is typed is not a value."""

    def __init__(self, grid: RecordGrid) -> None:
        super().__init__(grid.table)
        self.grid = grid

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QWidget:
        editor = QLineEdit(parent)
        column = self.grid.columns[index.column()]
        editor.textEdited.connect(lambda text, e=editor, c=column: self.grid.check_typing(e, c, text))
        return editor


class RecordGrid(QWidget):
    """A list of small records as a grid; ``edited`` carries the field's new value."""

    edited = Signal(object)

    def __init__(
        self,
        columns: list[Column],
        new_row: Callable[[Scenario], dict[str, Any]],
        to_rows: Callable[[Any], list[dict[str, Any]]] = lambda v: list(v or []),
        from_rows: Callable[[list[dict[str, Any]]], Any] = lambda rows: rows,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.columns = columns
        self.new_row = new_row
        self.to_rows = to_rows
        self.from_rows = from_rows
        self.rows: list[dict[str, Any]] = []
        self.scenario: Scenario | None = None
        self.table = QTableWidget(0, len(columns))
        self.table.setObjectName("recordGrid")
        self.table.setHorizontalHeaderLabels([c.title for c in columns])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 12)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setItemDelegate(_CheckingDelegate(self))
        self.table.itemChanged.connect(self._typed)
        self.message = plain(QLabel())
        self.message.setObjectName("gridMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        self.add_button = QPushButton(self.tr("Add Row"))
        self.add_button.clicked.connect(self.add_row)
        self.remove_button = QPushButton(self.tr("Remove Row"))
        self.remove_button.clicked.connect(self.remove_row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        layout.addWidget(self.message)

    # --- showing -----------------------------------------------------------------
    def show_value(self, value: Any, scenario: Scenario) -> None:
        self.scenario = scenario
        self.rows = [dict(r) for r in self.to_rows(value)]
        self.message.clear()
        t = self.table
        t.blockSignals(True)
        # Combo boxes of rows that go are taken out first, so none is left over a cell.
        for r in range(t.rowCount()):
            for c in range(t.columnCount()):
                old = t.cellWidget(r, c)
                if old is not None:
                    # Qt deletes it later; until then it must not show over the new cells.
                    old.hide()
                    t.removeCellWidget(r, c)
        t.setRowCount(0)
        t.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            for c, col in enumerate(self.columns):
                if col.kind == "choice":
                    t.setCellWidget(r, c, self._combo(r, col, row.get(col.key)))
                else:
                    item = QTableWidgetItem(cell_text(col, row.get(col.key)))
                    t.setItem(r, c, item)
        rows = max(len(self.rows), 1)
        t.setFixedHeight(t.horizontalHeader().height() + rows * t.verticalHeader().defaultSectionSize() + 2 * t.frameWidth() + 4)
        self.remove_button.setEnabled(bool(self.rows))
        t.blockSignals(False)

    def _combo(self, row: int, column: Column, current: Any) -> QComboBox:
        w = QComboBox()
        values = column.choices(self.scenario) if column.choices is not None and self.scenario is not None else []
        if column.optional:
            w.addItem(_tr("(any)"), None)
        for v in values:
            w.addItem(v, v)
        if current is not None and w.findData(current) < 0:
            w.addItem(str(current), current)
        w.setCurrentIndex(max(0, w.findData(current)))
        w.activated.connect(lambda _i, r=row, k=column.key, c=w: self.set_cell(r, k, c.currentData()))
        return w

    # --- editing -----------------------------------------------------------------
    def check_typing(self, editor: QLineEdit, column: Column, text: str) -> bool:
        try:
            read_cell(column, text)
        except E.EditError as e:
            editor.setStyleSheet(ERROR_STYLE)
            editor.setToolTip(tip(error_text(e)))
            self.message.setText(f"{column.title}: {error_text(e)}")
            return False
        editor.setStyleSheet("")
        editor.setToolTip("")
        self.message.clear()
        return True

    def _typed(self, item: QTableWidgetItem) -> None:
        column = self.columns[item.column()]
        try:
            value = read_cell(column, item.text())
        except E.EditError as e:
            self.table.blockSignals(True)
            item.setBackground(QColor("#ffc9c9"))
            item.setToolTip(tip(error_text(e)))
            self.table.blockSignals(False)
            self.message.setText(f"{column.title}: {e}")
            return
        self.set_cell(item.row(), column.key, value)

    def set_cell(self, row: int, key: str, value: Any) -> None:
        if not 0 <= row < len(self.rows) or self.rows[row].get(key) == value:
            return
        rows = [dict(r) for r in self.rows]
        if value is None:
            rows[row].pop(key, None)
        else:
            rows[row][key] = value
        self._emit(rows)

    def add_row(self) -> None:
        if self.scenario is not None:
            self._emit([*self.rows, self.new_row(self.scenario)])

    def remove_row(self) -> None:
        r = self.table.currentRow()
        if not self.rows:
            return
        r = r if 0 <= r < len(self.rows) else len(self.rows) - 1
        self._emit([x for i, x in enumerate(self.rows) if i != r])

    def _emit(self, rows: list[dict[str, Any]]) -> None:
        try:
            value = self.from_rows(rows)
        except E.EditError as e:
            self.message.setText(error_text(e))
            return
        self.message.clear()
        self.edited.emit(value)


# --------------------------------------------------------------------------- the four grids


def _sides(s: Scenario) -> list[str]:
    return [x.id for x in s.sides]


def _first(values: list[str], default: str) -> str:
    return values[0] if values else default


def air_schedule_grid() -> RecordGrid:
    """AirPowerSide.schedule: on these turns, this many air points."""
    return RecordGrid(
        [
            Column("turns", _tr_field("turns"), "ints", lo=1, hi=999),
            Column("points", _tr_field("points"), "int", lo=0, hi=999),
        ],
        lambda s: {"turns": [len(s.turns.turns)], "points": 1},
    )


def weather_outcomes_grid() -> RecordGrid:
    """WeatherRoll.outcomes: these die rolls give this weather."""
    return RecordGrid(
        [
            Column("rolls", _tr_field("rolls"), "ints", lo=1, hi=12),
            Column("weather", _tr_field("weather"), "choice", choices=lambda s: [w.id for w in s.weather.types]),
        ],
        lambda s: {"rolls": [6], "weather": _first([w.id for w in s.weather.types], "clear")},
    )


def composition_grid() -> RecordGrid:
    """StackingRules.composition: at most so many units of a size per hex (per side or for all)."""
    return RecordGrid(
        [
            Column("side", _tr_field("side"), "choice", choices=_sides, optional=True),
            Column("size", _tr_field("size"), "choice", choices=lambda s: [x.value for x in UnitSize]),
            Column("max", _tr_field("max"), "int", lo=0, hi=50),
        ],
        lambda s: {"size": UnitSize.REGIMENT.value, "max": 1},
    )


RETREAT_EFFECTS = ["none", "step", "step_or_destroy", "destroyed"]


def _unit_keys(s: Scenario) -> list[str]:
    tags = sorted({t for ut in s.unit_types for t in ut.tags})
    return ["any", *[ut.id for ut in s.unit_types], *tags]


def _crossing_rows(value: Any) -> list[dict[str, Any]]:
    return [{"feature": f, "unit": u, "effect": eff} for f, per in (value or {}).items() for u, eff in per.items()]


def _crossing_value(rows: list[dict[str, Any]]) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for r in rows:
        per = out.setdefault(r["feature"], {})
        if r["unit"] in per:
            raise E.EditError(
                _tr_crossing("%1 / %2 is already in the table").replace("%1", r["feature"]).replace("%2", r["unit"])
            )
        per[r["unit"]] = r["effect"]
    return out


def _tr_crossing(text: str) -> str:
    return QCoreApplication.translate("RecordGrid", text)


_CROSSING_STRINGS = (QCoreApplication.translate("RecordGrid", "%1 / %2 is already in the table"),)


def _free_crossing(s: Scenario) -> dict[str, Any]:
    feats = [t.id for t in s.hexside_types] or ["river"]
    taken = {(f, u) for f, per in s.rules.retreat.across_hexside.items() for u in per}
    for f in feats:
        for u in _unit_keys(s):
            if (f, u) not in taken:
                return {"feature": f, "unit": u, "effect": "step"}
    return {"feature": feats[0], "unit": "any", "effect": "step"}


def crossing_grid() -> RecordGrid:
    """RetreatRules.across_hexside: retreating across a feature costs a unit type or tag this."""
    return RecordGrid(
        [
            Column("feature", _tr_field("hexside feature"), "choice", choices=lambda s: [t.id for t in s.hexside_types]),
            Column("unit", _tr_field("unit type or tag"), "choice", choices=_unit_keys),
            Column("effect", _tr_field("effect"), "choice", choices=lambda s: list(RETREAT_EFFECTS)),
        ],
        _free_crossing,
        to_rows=_crossing_rows,
        from_rows=_crossing_value,
    )


def _tr_field(name: str) -> str:
    from hexstudio.editor.fieldlabels import field_label

    return field_label(name)


# Which fields of which models are shown as a grid (model name, field name) -> factory.
GRIDS: dict[tuple[str, str], Callable[[], RecordGrid]] = {
    ("AirPowerSide", "schedule"): air_schedule_grid,
    ("WeatherRoll", "outcomes"): weather_outcomes_grid,
    ("StackingRules", "composition"): composition_grid,
    ("RetreatRules", "across_hexside"): crossing_grid,
}
