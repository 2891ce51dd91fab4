"""The order of battle as a table: every value of every unit, edited in place.

``OobModel`` shows ``scenario.units`` one row per unit. Typing in a cell
builds the changed unit and pushes ``update_unit`` (or ``rename_unit`` for
the id, which renames the unit everywhere it is named); a value the model or
the references refuse is not kept: the cell shows the document's value again
and the panel's message line names the value refused and why (the document
does not change). Cells the scenario check finds wrong are marked red, the
problem in their tooltip.

Cells naming another catalogue show what a player reads, in the interface
language: the unit type's and nationality's names, the size as a wargamer
writes it ("batalhão (II)"); editing them picks from a combo box of those
names while the file keeps the ids.

``OobPanel`` adds the counter preview (both faces, painted by the board's
own counter painter), Add, Duplicate, Delete and "Set for selected" (one
value over a column of selected rows, one history step).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.engine_text import error_text
from hexstudio.app.plaintext import plain, tip
from hexstudio.board.counters import counter_info, paint_counter
from hexstudio.editor.forms import Pusher
from hexstudio.scenario import edits as E
from hexstudio.scenario.model import SIZE_MARKS, Provenance, Scenario, Unit, UnitSize, Values, text_in
from hexstudio.scenario.validate import check, pydantic_problems

Index = QModelIndex | QPersistentModelIndex


def _num(text: str, what: str, half: bool = False) -> float | int | None:
    t = text.strip().replace(",", ".")
    if not t:
        return None
    try:
        v = float(t)
    except ValueError:
        raise E.EditError(f"{what}: '{text}' is not a number") from None
    if not half or v.is_integer():
        if not v.is_integer():
            raise E.EditError(f"{what}: '{text}' is not a whole number")
        return int(v)
    return v


SIZE_WORDS: dict[UnitSize, str] = {
    UnitSize.TEAM: QT_TRANSLATE_NOOP("UnitSize", "team"),
    UnitSize.SQUAD: QT_TRANSLATE_NOOP("UnitSize", "squad"),
    UnitSize.SECTION: QT_TRANSLATE_NOOP("UnitSize", "section"),
    UnitSize.PLATOON: QT_TRANSLATE_NOOP("UnitSize", "platoon"),
    UnitSize.COMPANY: QT_TRANSLATE_NOOP("UnitSize", "company"),
    UnitSize.BATTALION: QT_TRANSLATE_NOOP("UnitSize", "battalion"),
    UnitSize.REGIMENT: QT_TRANSLATE_NOOP("UnitSize", "regiment"),
    UnitSize.BRIGADE: QT_TRANSLATE_NOOP("UnitSize", "brigade"),
    UnitSize.DIVISION: QT_TRANSLATE_NOOP("UnitSize", "division"),
    UnitSize.CORPS: QT_TRANSLATE_NOOP("UnitSize", "corps"),
    UnitSize.ARMY: QT_TRANSLATE_NOOP("UnitSize", "army"),
}
PROVENANCE_WORDS: dict[Provenance, str] = {
    Provenance.BOOK: QT_TRANSLATE_NOOP("Provenance", "book"),
    Provenance.DERIVED: QT_TRANSLATE_NOOP("Provenance", "derived"),
    Provenance.RECONSTRUCTED: QT_TRANSLATE_NOOP("Provenance", "reconstructed"),
    Provenance.INVENTED: QT_TRANSLATE_NOOP("Provenance", "invented"),
}


def size_text(size: str) -> str:
    """A unit size as a wargamer writes it: its word and the mark over the counter's symbol."""
    try:
        s = UnitSize(size)
    except ValueError:
        return size
    return f"{QCoreApplication.translate('UnitSize', SIZE_WORDS[s])} ({SIZE_MARKS[s]})"


def provenance_text(value: str) -> str:
    try:
        return QCoreApplication.translate("Provenance", PROVENANCE_WORDS[Provenance(value)])
    except ValueError:
        return value


def _named(section: str) -> Callable[[Scenario, str, str], str]:
    """Shows an id of a catalogue (unit types, nationalities, formations) by its name."""

    def shown(scenario: Scenario, value: str, language: str) -> str:
        item = next((x for x in getattr(scenario, section) if x.id == value), None)
        return (text_in(item.name, language) or value) if item is not None else value

    return shown


@dataclass(frozen=True)
class Column:
    key: str  # the field path below the unit, as in validation problems
    header: str
    get: Callable[[Unit], Any]
    set: Callable[[dict[str, Any], str], None] | None  # changes the unit's data; None: the id
    choices: Callable[[Scenario], list[str]] | None = None
    # What a cell shows for a stored value (scenario, value, language); None: the value.
    shown: Callable[[Scenario, str, str], str] | None = None

    def text(self, scenario: Scenario, value: str, language: str) -> str:
        if self.shown is None or not value:
            return value
        return self.shown(scenario, value, language)


def _plain(field: str, optional: bool = False) -> Callable[[dict[str, Any], str], None]:
    def set_(d: dict[str, Any], text: str) -> None:
        d[field] = text.strip() if text.strip() or not optional else None

    return set_


def _values(face: str, field: str, half: bool = False) -> Callable[[dict[str, Any], str], None]:
    def set_(d: dict[str, Any], text: str) -> None:
        v = _num(text, f"{face} {field}", half)
        if face == "reduced" and d.get("reduced") is None:
            if v is None:
                return
            d["reduced"] = dict(d["full"])
        if v is None and field in ("attack", "defence", "movement"):
            if face == "reduced":
                d["reduced"] = None  # an empty reduced value: the rules compute the face
                return
            raise E.EditError(f"{face} {field}: a value is needed")
        d[face][field] = v

    return set_


def _int_field(field: str) -> Callable[[dict[str, Any], str], None]:
    def set_(d: dict[str, Any], text: str) -> None:
        d[field] = _num(text, field)

    return set_


def _list(field: str) -> Callable[[dict[str, Any], str], None]:
    def set_(d: dict[str, Any], text: str) -> None:
        d[field] = [x for x in (p.strip() for p in re.split(r"[,;\s]+", text)) if x]

    return set_


def _face(u: Unit, face: str, field: str) -> Any:
    v: Values | None = getattr(u, face)
    if v is None:
        return ""
    x = getattr(v, field)
    if isinstance(x, float) and x.is_integer():
        return int(x)
    return "" if x is None else x


def columns() -> list[Column]:
    return [
        Column("id", QT_TRANSLATE_NOOP("OobModel", "Id"), lambda u: u.id, None),
        Column("name", QT_TRANSLATE_NOOP("OobModel", "Name"), lambda u: u.name, _plain("name")),
        Column("short", QT_TRANSLATE_NOOP("OobModel", "Short"), lambda u: u.short, _plain("short")),
        Column("type", QT_TRANSLATE_NOOP("OobModel", "Type"), lambda u: u.type, _plain("type"), lambda s: [t.id for t in s.unit_types], _named("unit_types")),
        Column("size", QT_TRANSLATE_NOOP("OobModel", "Size"), lambda u: str(u.size.value), _plain("size"), lambda s: [x.value for x in UnitSize], lambda _s, v, _lang: size_text(v)),
        Column("nationality", QT_TRANSLATE_NOOP("OobModel", "Nationality"), lambda u: u.nationality, _plain("nationality"), lambda s: [n.id for n in s.nationalities], _named("nationalities")),
        Column("formation", QT_TRANSLATE_NOOP("OobModel", "Formation"), lambda u: u.formation or "", _plain("formation", True), lambda s: ["", *[f.id for f in s.formations]], _named("formations")),
        Column("full.attack", QT_TRANSLATE_NOOP("OobModel", "Attack"), lambda u: _face(u, "full", "attack"), _values("full", "attack")),
        Column("full.defence", QT_TRANSLATE_NOOP("OobModel", "Defence"), lambda u: _face(u, "full", "defence"), _values("full", "defence")),
        Column("full.movement", QT_TRANSLATE_NOOP("OobModel", "Movement"), lambda u: _face(u, "full", "movement"), _values("full", "movement", True)),
        Column("full.range", QT_TRANSLATE_NOOP("OobModel", "Range"), lambda u: _face(u, "full", "range"), _values("full", "range")),
        Column("full.bombard", QT_TRANSLATE_NOOP("OobModel", "Bombard"), lambda u: _face(u, "full", "bombard"), _values("full", "bombard")),
        Column("reduced.attack", QT_TRANSLATE_NOOP("OobModel", "Red. attack"), lambda u: _face(u, "reduced", "attack"), _values("reduced", "attack")),
        Column("reduced.defence", QT_TRANSLATE_NOOP("OobModel", "Red. defence"), lambda u: _face(u, "reduced", "defence"), _values("reduced", "defence")),
        Column("reduced.movement", QT_TRANSLATE_NOOP("OobModel", "Red. movement"), lambda u: _face(u, "reduced", "movement"), _values("reduced", "movement", True)),
        Column("steps", QT_TRANSLATE_NOOP("OobModel", "Steps"), lambda u: u.steps, _int_field("steps")),
        Column("flags", QT_TRANSLATE_NOOP("OobModel", "Flags"), lambda u: ", ".join(u.flags), _list("flags")),
        Column("release_turn", QT_TRANSLATE_NOOP("OobModel", "Release turn"), lambda u: "" if u.release_turn is None else u.release_turn, _int_field("release_turn")),
        Column("provenance", QT_TRANSLATE_NOOP("OobModel", "Provenance"), lambda u: str(u.provenance.value), _plain("provenance"), lambda s: [p.value for p in Provenance], lambda _s, v, _lang: provenance_text(v)),
        Column("provenance_note", QT_TRANSLATE_NOOP("OobModel", "Provenance note"), lambda u: text_in(u.provenance_note), _plain("provenance_note")),
    ]


def changed_unit(unit: Unit, column: Column, text: str) -> Unit:
    """The unit with one column's value typed in; EditError names a bad value."""
    assert column.set is not None
    d = unit.model_dump(mode="json")
    if column.key == "provenance_note" and isinstance(unit.provenance_note, dict):
        d["provenance_note"] = {**unit.provenance_note, "en": text.strip()}
    else:
        column.set(d, text)
    try:
        return Unit.model_validate(d)
    except ValidationError as e:
        raise E.EditError(str(pydantic_problems(e)[0])) from None


class OobModel(QAbstractTableModel):
    """``scenario.units`` as rows; edits go through the pusher."""

    refused = Signal(str)

    def __init__(self, pusher: Pusher, language: str = "en", parent: Any = None) -> None:
        super().__init__(parent)
        self.pusher = pusher
        self.language = language
        self.cols = columns()
        self.problems: dict[tuple[int, str], str] = {}
        self._check()

    @property
    def units(self) -> list[Unit]:
        return self.pusher.scenario.units

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.units)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.cols)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if orientation == Qt.Orientation.Horizontal:
                return QCoreApplication.translate("OobModel", self.cols[section].header)
            return section + 1
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def _problem(self, row: int, col: Column) -> str | None:
        return self.problems.get((row, col.key))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.units):
            return None
        u = self.units[index.row()]
        col = self.cols[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            value = str(col.get(u))
            # Editing works on the stored id; the cell shows its name.
            return value if role == Qt.ItemDataRole.EditRole else col.text(self.pusher.scenario, value, self.language)
        if role == Qt.ItemDataRole.BackgroundRole and self._problem(index.row(), col):
            return QColor("#ffc9c9")
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip(self._problem(index.row(), col) or "") or None
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        u = self.units[index.row()]
        col = self.cols[index.column()]
        text = "" if value is None else str(value)
        if text == str(col.get(u)):
            return False
        s = self.pusher.scenario

        def build() -> E.Edit:
            if col.set is None:
                return E.rename_unit(s, u.id, text.strip())
            return E.update_unit(s, changed_unit(u, col, text))

        problem = self.pusher.push(build)
        if problem is not None:
            # The cell shows the document again; the message keeps what was typed and why it was refused.
            header = QCoreApplication.translate("OobModel", col.header)
            self.refused.emit(
                self.tr("%1, %2: '%3' was not taken: %4").replace("%1", u.id).replace("%2", header).replace("%3", text).replace("%4", problem)
            )
            self.dataChanged.emit(index, index)
            return False
        return True

    def typed_problem(self, row: int, col: Column, text: str) -> str | None:
        """What is wrong with a value being typed (checked again when it is entered)."""
        s = self.pusher.scenario
        if row >= len(s.units):
            return None
        u = s.units[row]
        try:
            if col.set is None:
                new = text.strip()
                changed_unit(u, Column("id", col.header, col.get, _plain("id")), new)
                if new != u.id and any(x.id == new for x in s.units):
                    return self.tr("a unit with id '%1' already exists").replace("%1", new)
            else:
                changed_unit(u, col, text)
        except E.EditError as e:
            return f"{u.id}: {error_text(e)}"
        return None

    def bulk_set(self, rows: list[int], column: int, text: str) -> str | None:
        """One value in one column for several units, as one step; the refusal or None."""
        col = self.cols[column]
        if col.set is None:
            return self.tr("ids are unique: rename units one at a time")
        s = self.pusher.scenario
        chosen = [self.units[r] for r in sorted(set(rows)) if 0 <= r < len(self.units)]
        if not chosen:
            return None
        header = QCoreApplication.translate("OobModel", col.header)
        what = self.tr("Set %1 on %2 units").replace("%1", header).replace("%2", str(len(chosen)))
        problem = self.pusher.push(lambda: E.set_units(s, [changed_unit(u, col, text) for u in chosen], what))
        if problem is not None:
            self.refused.emit(problem)
        return problem

    def _check(self) -> None:
        self.problems = {}
        for p in check(self.pusher.scenario):
            m = re.match(r"^units\[(\d+)\]\.([a-z_.]+)", p.path)
            if m is None:
                continue
            key = m.group(2)
            self.problems.setdefault((int(m.group(1)), key), p.message)

    def refresh(self) -> None:
        """The document changed: show it again, keeping rows where they are."""
        self._check()
        self.beginResetModel()
        self.endResetModel()


class ChoiceDelegate(QStyledItemDelegate):
    """A combo box for columns naming another catalogue (type, nationality ...);
    other cells are checked as they are typed."""

    typing = Signal(str)  # the problem with what is being typed, "" when fine

    def __init__(self, model: OobModel, parent: Any = None) -> None:
        super().__init__(parent)
        self.oob = model

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        col = self.oob.cols[index.column()]
        if col.choices is None:
            editor = super().createEditor(parent, option, index)
            if isinstance(editor, QLineEdit):
                row = index.row()
                editor.textEdited.connect(lambda text, e=editor: self._check(e, row, col, text))
            return editor
        box = QComboBox(parent)
        s = self.oob.pusher.scenario
        for v in col.choices(s):
            box.addItem(col.text(s, v, self.oob.language) or "—", v)
        return box

    def _check(self, editor: QLineEdit, row: int, col: Column, text: str) -> None:
        problem = self.oob.typed_problem(row, col, text)
        editor.setStyleSheet("background: #ffc9c9;" if problem else "")
        editor.setToolTip(tip(problem or ""))
        self.typing.emit(problem or "")

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.ItemDataRole.EditRole))))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: Any, index: Index) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData() or "", Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)


class CounterPreview(QWidget):
    """The chosen unit's counter, both faces, as the board paints them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces: list[Any] = []
        self.setMinimumSize(180, 96)

    def show_unit(self, scenario: Scenario, unit: Unit | None) -> None:
        self.faces = [] if unit is None else [counter_info(scenario, unit, False), counter_info(scenario, unit, True)]
        self.update()

    def paintEvent(self, _event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.height() - 8, (self.width() - 24) / 2)
        for i, face in enumerate(self.faces):
            paint_counter(p, QRectF(8 + i * (side + 8), 4, side, side), face)
        p.end()


class OobPanel(QWidget):
    """The order-of-battle table with its preview and buttons."""

    def __init__(self, pusher: Pusher, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pusher = pusher
        self.model = OobModel(pusher, language, self)
        self.table = QTableView()
        self.table.setObjectName("oobTable")
        self.table.setModel(self.model)
        self.delegate = ChoiceDelegate(self.model, self.table)
        self.table.setItemDelegate(self.delegate)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.fit_columns()
        self.table.selectionModel().currentChanged.connect(lambda *_: self._preview())
        self.preview = CounterPreview()
        self.message = plain(QLabel())
        self.message.setObjectName("oobMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        self.model.refused.connect(self.message.setText)
        self.delegate.typing.connect(self.message.setText)
        buttons = QVBoxLayout()
        for text, slot in (
            (self.tr("Add Unit"), self.add_unit),
            (self.tr("Duplicate"), self.duplicate),
            (self.tr("Delete"), self.delete),
            (self.tr("Set for Selected…"), self.bulk_dialog),
        ):
            b = QPushButton(text)
            b.clicked.connect(slot)
            buttons.addWidget(b)
        buttons.addWidget(self.preview)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.table, 1)
        row.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(self.message)

    def fit_columns(self) -> None:
        """Each column as wide as its header and its widest value, within reason.

        Measured from the texts rather than by resizeColumnsToContents, which
        would also size the free-text columns (names, notes) to their longest.
        """
        header = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        free_text = {"name": 190, "provenance_note": 200, "flags": 110}
        for i, col in enumerate(self.model.cols):
            width = header.sectionSizeFromContents(i).width()
            if col.key in free_text:
                width = max(width, free_text[col.key])
            else:
                texts = {str(self.model.data(self.model.index(r, i))) for r in range(self.model.rowCount())}
                if texts:
                    width = max(width, min(max(metrics.horizontalAdvance(t) for t in texts) + 16, 240))
            self.table.setColumnWidth(i, width)

    def selected_rows(self) -> list[int]:
        rows = {i.row() for i in self.table.selectionModel().selectedIndexes()}
        cur = self.table.currentIndex()
        if not rows and cur.isValid():
            rows = {cur.row()}
        return sorted(rows)

    def current_unit(self) -> Unit | None:
        i = self.table.currentIndex()
        units = self.pusher.scenario.units
        return units[i.row()] if i.isValid() and i.row() < len(units) else None

    def _preview(self) -> None:
        self.preview.show_unit(self.pusher.scenario, self.current_unit())

    def refresh(self) -> None:
        cur = self.table.currentIndex()
        row, col = cur.row(), cur.column()
        self.model.refresh()
        if row >= 0 and self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(min(row, self.model.rowCount() - 1), max(0, col)))
        self._preview()

    def select_unit(self, row: int, key: str = "id") -> None:
        col = next((i for i, c in enumerate(self.model.cols) if key.startswith(c.key)), 0)
        self.table.setCurrentIndex(self.model.index(row, col))
        self.table.scrollTo(self.model.index(row, col))

    def _report(self, problem: str | None) -> bool:
        self.message.setText(problem or "")
        return problem is None

    def add_unit(self) -> bool:
        s = self.pusher.scenario
        if not s.unit_types or not s.nationalities:
            return self._report(self.tr("Add a unit type and a nationality first."))
        taken = {u.id for u in s.units}
        n = len(s.units) + 1
        while f"unit-{n}" in taken:
            n += 1
        unit = Unit(
            id=f"unit-{n}",
            name=f"Unit {n}",
            type=s.unit_types[0].id,
            nationality=s.nationalities[0].id,
            full=Values(attack=1, defence=1, movement=4),
            provenance=Provenance.INVENTED,
        )
        ok = self._report(self.pusher.push(lambda: E.add_unit(s, unit)))
        if ok:
            self.select_unit(len(s.units) - 1, "name")
        return ok

    def duplicate(self) -> bool:
        u = self.current_unit()
        if u is None:
            return False
        s = self.pusher.scenario
        return self._report(self.pusher.push(lambda: E.duplicate_unit(s, u.id)))

    def delete(self) -> bool:
        s = self.pusher.scenario
        ids = [s.units[r].id for r in self.selected_rows()]
        if not ids:
            return False

        def build() -> E.Edit:
            # Each removal is built against the document as the earlier ones leave it.
            done: list[E.Edit] = []
            try:
                for uid in ids:
                    e = E.remove_unit(s, uid)
                    e.apply(s)
                    done.append(e)
            finally:
                for e in reversed(done):
                    e.inverse().apply(s)
            what = self.tr("Delete %1 units").replace("%1", str(len(ids))) if len(ids) > 1 else self.tr("Delete unit %1").replace("%1", ids[0])
            return E.Compound(tuple(done), what)

        return self._report(self.pusher.push(build))

    def bulk_dialog(self) -> bool:
        cur = self.table.currentIndex()
        if not cur.isValid():
            return False
        col = self.model.cols[cur.column()]
        title = self.tr("Set for Selected")
        question = self.tr("New %1 for the %2 selected units:").replace("%1", QCoreApplication.translate("OobModel", col.header)).replace("%2", str(len(self.selected_rows())))
        if col.choices is not None:
            # Chosen by name, like the cell's combo box; stored by id.
            s = self.pusher.scenario
            values = col.choices(s)
            names = [col.text(s, v, self.model.language) or "—" for v in values]
            current = cur.data(Qt.ItemDataRole.EditRole)
            name, ok = QInputDialog.getItem(self, title, question, names, values.index(current) if current in values else 0, False)
            text = values[names.index(name)] if ok and name in names else ""
        else:
            text, ok = QInputDialog.getText(self, title, question, text=str(cur.data(Qt.ItemDataRole.EditRole) or ""))
        if not ok:
            return False
        return self._report(self.model.bulk_set(self.selected_rows(), cur.column(), text))
