"""Forms generated from the scenario's pydantic models.

A ``ModelForm`` shows one model of the document (a side, a unit type, the
rule switches) at a JSON path and turns every change into a checked
``set_field`` edit on the undo stack: a refused value (bad id, a side still
named by a nationality) is marked on its field with the reason, and the
document stays as it was. Widgets follow the field's type: check boxes for
bools, combo boxes for Literals, enums and ids of other catalogues, spin
boxes for numbers, a colour button for colours, two line edits (English and
Portuguese) for texts, movement costs per class as a small grid, the small
rule tables of ``grids.GRIDS`` (air-power schedules, weather outcomes,
stacking composition, retreat across hexsides) as grids, and JSON text
(checked on entry) for anything else. Each field's description is its
tooltip.

A ``ListEditor`` is a catalogue (sides, unit types, objectives ...): a list
with Add, Duplicate, Remove, Up and Down, and the form of the chosen item.
Given ``parent_of`` (formations) it shows a tree: each item under its parent
wherever the file lists it.
Adding and removing replace the whole list in one checked edit, so removing
a side a nationality still names is refused with that reason.
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any

from annotated_types import Ge, Gt, Le, Lt
from pydantic import BaseModel
from pydantic.fields import FieldInfo
from pydantic_core import to_jsonable_python
from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.engine_text import error_text
from hexstudio.app.plaintext import plain, tip
from hexstudio.app.spinbox import LimitSpinBox
from hexstudio.editor.commands import EditSession
from hexstudio.editor.fieldlabels import field_label
from hexstudio.editor.grids import GRIDS, RecordGrid
from hexstudio.scenario import edits as E
from hexstudio.scenario.model import Scenario, text_in

Path = tuple[E.PathPart, ...]
LANGUAGES = ("en", "pt_BR")
ERROR_STYLE = "background: #ffd6d6;"

# Fields whose value is the id of something in another catalogue: offered as a combo box.
CHOICES: dict[str, Callable[[Scenario], list[str]]] = {
    "side": lambda s: [x.id for x in s.sides],
    "scorer": lambda s: [x.id for x in s.sides],
    "recovery_side": lambda s: [x.id for x in s.sides],
    "nationality": lambda s: [x.id for x in s.nationalities],
    "movement_class": lambda s: [x.id for x in s.movement_classes],
    "type": lambda s: [x.id for x in s.unit_types],
    "formation": lambda s: [x.id for x in s.formations],
    "parent": lambda s: [x.id for x in s.formations],
    "weather": lambda s: [x.id for x in s.weather.types],
    "hex_set": lambda s: list(s.map.hex_sets),
}


def resolve(scenario: Scenario, path: Sequence[E.PathPart]) -> Any:
    obj: Any = scenario
    for part in path:
        obj = E._step(obj, part, path)
    return obj


# --------------------------------------------------------------------------- field kinds


def _strip_annotated(t: Any) -> tuple[Any, list[Any]]:
    meta: list[Any] = []
    while typing.get_origin(t) is typing.Annotated:
        args = typing.get_args(t)
        t, meta = args[0], meta + list(args[1:])
    return t, meta


def field_kind(info: FieldInfo) -> tuple[str, bool, Any]:
    """(kind, optional, extra) of a model field.

    Kinds: bool, int, float, str, color, choice (extra: the values),
    localtext, cost, costs, list_str, list_int, model (extra: the class), json.
    """
    t, meta = _strip_annotated(info.annotation)
    meta = meta + list(info.metadata)
    optional = False
    args = typing.get_args(t)
    if typing.get_origin(t) in (typing.Union, types.UnionType):
        plain = [a for a in args if a is not type(None)]
        optional = len(plain) < len(args)
        stripped = [_strip_annotated(a)[0] for a in plain]
        if set(stripped) == {str, dict[str, str]}:
            return "localtext", optional, None
        if set(stripped) == {int, float, str}:
            return "cost", optional, None
        if len(plain) != 1:
            return "json", optional, None
        t, more = _strip_annotated(plain[0])
        meta += more
    origin = typing.get_origin(t)
    if t is bool:
        return "bool", optional, None
    if t is int:
        return "int", optional, meta
    if t is float:
        return "float", optional, meta
    if t is str:
        pattern = next((getattr(m, "pattern", None) for m in meta if getattr(m, "pattern", None)), None)
        return ("color" if pattern and pattern.startswith("^#") else "str"), optional, None
    if origin is typing.Literal:
        return "choice", optional, [str(a) for a in typing.get_args(t)]
    if isinstance(t, type) and issubclass(t, Enum):
        return "choice", optional, [str(m.value) for m in t]
    if isinstance(t, type) and issubclass(t, BaseModel):
        return ("json" if optional else "model"), optional, t
    if origin is list:
        (inner,) = typing.get_args(t)
        inner, inner_meta = _strip_annotated(inner)
        if inner is str and any(str(getattr(m, "pattern", "") or "").startswith("^#") for m in inner_meta):
            return "colors", optional, meta
        if inner is int:
            return "list_int", optional, None
        if inner is str:
            return "list_str", optional, None
        if typing.get_origin(inner) is typing.Literal:
            return "list_str", optional, None
    if origin is dict:
        _key, value = typing.get_args(t)
        if _strip_annotated(value)[0] is int:
            return "per_key", optional, None
        if typing.get_origin(value) in (typing.Union, types.UnionType) and {
            _strip_annotated(a)[0] for a in typing.get_args(value)
        } == {int, float, str}:
            return "costs", optional, None
    return "json", optional, None


def _bounds(meta: Sequence[Any], lo: float, hi: float) -> tuple[float, float]:
    for m in meta or ():
        if isinstance(m, Ge):
            lo = float(m.ge)  # type: ignore[arg-type]
        elif isinstance(m, Gt):
            lo = float(m.gt) + 1  # type: ignore[operator]
        elif isinstance(m, Le):
            hi = float(m.le)  # type: ignore[arg-type]
        elif isinstance(m, Lt):
            hi = float(m.lt) - 1  # type: ignore[operator]
    return lo, hi


def value_to_text(kind: str, value: Any) -> str:
    if value is None:
        return ""
    if kind in ("list_str", "list_int"):
        return ", ".join(str(v) for v in value)
    if kind in ("json", "costs"):
        return json.dumps(to_jsonable_python(value, exclude_none=True), ensure_ascii=False)
    if kind == "cost":
        return str(value)
    return str(value)


def text_to_value(kind: str, optional: bool, text: str) -> Any:
    """Read what was typed; raises EditError naming what is wrong."""
    t = text.strip()
    if not t and optional:
        return None
    if kind == "int":
        try:
            return int(t)
        except ValueError:
            raise E.EditError(_tr("'%1' is not a whole number").replace("%1", t)) from None
    if kind == "float":
        try:
            return float(t.replace(",", "."))
        except ValueError:
            raise E.EditError(_tr("'%1' is not a number").replace("%1", t)) from None
    if kind == "list_str":
        return [x for x in (p.strip() for p in t.replace(";", ",").split(",")) if x]
    if kind == "list_int":
        try:
            return [int(x) for x in (p.strip() for p in t.replace(";", ",").split(",")) if x]
        except ValueError:
            raise E.EditError(_tr("'%1' is not a list of whole numbers such as 1, 2, 3").replace("%1", t)) from None
    if kind == "cost":
        try:
            n = float(t.replace(",", "."))
            return int(n) if n.is_integer() else n
        except ValueError:
            return t
    if kind in ("json", "costs"):
        try:
            return json.loads(t) if t else {}
        except json.JSONDecodeError as e:
            raise E.EditError(_tr("not valid JSON: %1").replace("%1", e.msg)) from None
    return text


def _tr(text: str) -> str:
    # Used only for strings also listed literally below (lupdate finds those).
    return QCoreApplication.translate("ModelForm", text)


_FORM_STRINGS = (
    QCoreApplication.translate("ModelForm", "'%1' is not a whole number"),
    QCoreApplication.translate("ModelForm", "'%1' is not a number"),
    QCoreApplication.translate("ModelForm", "'%1' is not a list of whole numbers such as 1, 2, 3"),
    QCoreApplication.translate("ModelForm", "not valid JSON: %1"),
)


# --------------------------------------------------------------------------- pushing


class Pusher:
    """Builds checked edits against the current scenario and pushes them."""

    def __init__(self, session: EditSession) -> None:
        self.session = session

    @property
    def scenario(self) -> Scenario:
        return self.session.scenario

    def push(self, build: Callable[[], E.Edit], merge_key: object | None = None) -> str | None:
        """Push the built edit; the refusal's reason, or None when it went in."""
        try:
            edit = build()
        except E.EditError as e:
            return error_text(e)
        self.session.push(edit, merge_key)
        return None

    def set(self, path: Path, value: Any, what: str = "", merge: bool = False, cross_check: bool = True) -> str | None:
        return self.push(lambda: E.set_field(self.scenario, path, value, what, cross_check), ("field", path) if merge else None)


# --------------------------------------------------------------------------- widgets


def compact(table: QTableWidget) -> None:
    """Rows as tall as a line of text, so a small grid sits in a form."""
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
    table.horizontalHeader().hide()


def fit_rows(table: QTableWidget) -> None:
    rows = table.rowCount()
    table.setFixedHeight(rows * table.verticalHeader().defaultSectionSize() + 2 * table.frameWidth() + 6)


class ColorButton(QPushButton):
    """Shows a colour; clicking opens the colour chooser."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._color = "#000000"
        self.clicked.connect(self._choose)
        self.setMinimumWidth(90)

    def set_color(self, color: str | None) -> None:
        self._color = color or ""
        self.setText(color or self.tr("(none)"))
        if color:
            fg = "#000000" if QColor(color).lightness() > 128 else "#ffffff"
            self.setStyleSheet(f"background: {color}; color: {fg};")
        else:
            self.setStyleSheet("")

    def _choose(self) -> None:
        c = QColorDialog.getColor(QColor(self._color or "#888888"), self, self.tr("Choose a Colour"))
        if c.isValid():
            self.chosen.emit(c.name())


class ColorListEdit(QWidget):
    """A few colours side by side (a formation's band): click one to change it,
    '+' adds one, '−' takes the last away; each change is one edit."""

    edited = Signal(object)  # the new list of colours

    def __init__(self, most: int = 3, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.most = most
        self._colors: list[str] = []
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.swatches: list[ColorButton] = []
        for i in range(most):
            b = ColorButton()
            b.setMinimumWidth(70)
            b.chosen.connect(lambda c, i=i: self._set(i, c))
            row.addWidget(b)
            self.swatches.append(b)
        self.add_button = QPushButton("+")
        self.add_button.setToolTip(self.tr("Add a colour"))
        self.add_button.clicked.connect(self._add)
        self.remove_button = QPushButton("−")
        self.remove_button.setToolTip(self.tr("Take the last colour away"))
        self.remove_button.clicked.connect(self._remove)
        for b in (self.add_button, self.remove_button):
            b.setFixedWidth(b.fontMetrics().horizontalAdvance("+") * 3 + 12)
            row.addWidget(b)
        self.none = QLabel(self.tr("(none)"))
        row.addWidget(self.none)
        row.addStretch(1)

    def set_colors(self, colors: Sequence[str] | None) -> None:
        self._colors = list(colors or [])
        for i, b in enumerate(self.swatches):
            b.setVisible(i < len(self._colors))
            if i < len(self._colors):
                b.set_color(self._colors[i])
        self.none.setVisible(not self._colors)
        self.add_button.setEnabled(len(self._colors) < self.most)
        self.remove_button.setEnabled(bool(self._colors))

    def colors(self) -> list[str]:
        return list(self._colors)

    def _set(self, i: int, color: str) -> None:
        self.edited.emit([*self._colors[:i], color, *self._colors[i + 1 :]])

    def _add(self) -> None:
        c = QColorDialog.getColor(QColor(self._colors[-1] if self._colors else "#888888"), self, self.tr("Choose a Colour"))
        if c.isValid():
            self.edited.emit([*self._colors, c.name()])

    def _remove(self) -> None:
        if self._colors:
            self.edited.emit(self._colors[:-1])


class CostsEditor(QTableWidget):
    """Movement cost per movement class ('*' for every other class)."""

    edited = Signal(object)  # the new dict

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 1, parent)
        self.setHorizontalHeaderLabels([self.tr("Cost")])
        self.horizontalHeader().setStretchLastSection(True)
        compact(self)
        self.itemChanged.connect(self._changed)
        self._classes: list[str] = []

    def show_costs(self, classes: list[str], costs: dict[str, Any]) -> None:
        self.blockSignals(True)
        self._classes = [*classes, "*", *[k for k in costs if k not in classes and k != "*"]]
        self.setRowCount(len(self._classes))
        self.setVerticalHeaderLabels(self._classes)
        for i, c in enumerate(self._classes):
            self.setItem(i, 0, QTableWidgetItem("" if c not in costs else str(costs[c])))
        fit_rows(self)
        self.blockSignals(False)

    def _changed(self, _item: QTableWidgetItem) -> None:
        out: dict[str, Any] = {}
        for i, c in enumerate(self._classes):
            item = self.item(i, 0)
            t = item.text().strip() if item is not None else ""
            if t:
                out[c] = text_to_value("cost", False, t)
        self.edited.emit(out)


# Which keys a dict of whole numbers has: points and air points per side, vulnerability per attack kind.
PER_KEY_ROWS: dict[str, Callable[[Scenario], list[str]]] = {
    "vulnerability": lambda s: ["air", "artillery"],
}


class PerKeyEditor(QTableWidget):
    """A whole number per side (or per attack kind); an empty cell leaves the key out."""

    edited = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 1, parent)
        self.setHorizontalHeaderLabels([self.tr("Value")])
        self.horizontalHeader().setStretchLastSection(True)
        compact(self)
        self.itemChanged.connect(self._changed)
        self._keys: list[str] = []
        self.optional = False

    def show_values(self, keys: list[str], values: dict[str, int] | None) -> None:
        self.blockSignals(True)
        values = values or {}
        self._keys = [*keys, *[k for k in values if k not in keys]]
        self.setRowCount(len(self._keys))
        self.setVerticalHeaderLabels(self._keys)
        for i, k in enumerate(self._keys):
            self.setItem(i, 0, QTableWidgetItem("" if k not in values else str(values[k])))
        fit_rows(self)
        self.blockSignals(False)

    def _changed(self, _item: QTableWidgetItem) -> None:
        out: dict[str, int] = {}
        for i, k in enumerate(self._keys):
            item = self.item(i, 0)
            t = item.text().strip() if item is not None else ""
            if t:
                try:
                    out[k] = int(t)
                except ValueError:
                    item.setBackground(QColor("#ffc9c9"))
                    item.setToolTip(tip(_tr("'%1' is not a whole number").replace("%1", t)))
                    return
        self.edited.emit(None if not out and self.optional else out)


class LocalTextEdit(QWidget):
    """One line per language."""

    edited = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.lines: dict[str, QLineEdit] = {}
        for lang in LANGUAGES:
            e = QLineEdit()
            e.setPlaceholderText(lang)
            e.setToolTip(lang)
            e.editingFinished.connect(self._done)
            row.addWidget(e)
            self.lines[lang] = e
        self._value: Any = ""

    def set_value(self, value: Any) -> None:
        self._value = value
        for lang, e in self.lines.items():
            e.setText(text_in(value, lang) if isinstance(value, dict) and lang in value else (value if isinstance(value, str) and lang == "en" else ""))

    def value(self) -> Any:
        texts = {lang: e.text().strip() for lang, e in self.lines.items() if e.text().strip()}
        if not texts:
            return ""
        if list(texts) == ["en"] and isinstance(self._value, str):
            return texts["en"]
        return texts

    def _done(self) -> None:
        v = self.value()
        if v != self._value:
            self.edited.emit(v)


class ModelForm(QWidget):
    """Every field of one model at a path, each edit an undoable step."""

    def __init__(
        self,
        model: type[BaseModel],
        pusher: Pusher,
        language: str = "en",
        exclude: Sequence[str] = (),
        choices: dict[str, Callable[[Scenario], list[str]]] | None = None,
        parent: QWidget | None = None,
        icons: dict[str, Callable[[str], QIcon]] | None = None,
        helps: dict[str, Callable[[str], str]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.pusher = pusher
        self.language = language
        self.choices = {**CHOICES, **(choices or {})}
        self.icons = icons or {}
        # A choice's own help (a special rule's description): the item's tooltip.
        self.helps = helps or {}
        # Added to a refusal's reason (the label scheme's: how to renumber instead).
        self.refusal_hint = ""
        self.path: Path | None = None
        self.widgets: dict[str, QWidget] = {}
        self.kinds: dict[str, tuple[str, bool, Any]] = {}
        self.subforms: dict[str, ModelForm] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.form = QFormLayout()
        layout.addLayout(self.form)
        self.error = plain(QLabel())
        self.error.setObjectName("formError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        layout.addWidget(self.error)
        for name, info in model.model_fields.items():
            if name in exclude:
                continue
            kind = field_kind(info)
            self.kinds[name] = kind
            w = self._make(name, kind)
            if info.description:
                w.setToolTip(info.description)
            self.widgets[name] = w
            label = field_label(name)
            if kind[0] == "model":
                self.form.addRow(w)
            else:
                self.form.addRow(label + ":", w)

    # --- building --------------------------------------------------------------
    def _make(self, name: str, kind: tuple[str, bool, Any]) -> QWidget:
        k, optional, extra = kind
        grid = GRIDS.get((self.model.__name__, name))
        if grid is not None:
            g = grid()
            g.edited.connect(lambda v, n=name: self._commit(n, v))
            return g
        if k == "bool":
            w = QCheckBox()
            w.toggled.connect(lambda on, n=name: self._commit(n, on))
            return w
        if k == "choice" or name in self.choices:
            w = QComboBox()
            if name in self.icons:
                w.setIconSize(QSize(30, 22))
            w.activated.connect(lambda _i, n=name, c=w: self._commit(n, c.currentData()))
            return w
        if k == "int" and not optional:
            lo, hi = _bounds(extra, -9999, 9999)
            # Counts when entered, not digit by digit; a number out of range is
            # refused with the limit named (a plain spin box keeps the digits that fit).
            w = LimitSpinBox()
            w.setRange(int(lo), int(hi))
            w.valueChanged.connect(lambda v, n=name: self._commit(n, v, merge=True))
            w.outOfRange.connect(lambda text, n=name: self._refused(n, text))
            return w
        if k == "float" and not optional:
            lo, hi = _bounds(extra, -9999.0, 9999.0)
            w = QDoubleSpinBox()
            w.setKeyboardTracking(False)
            w.setDecimals(2)
            w.setSingleStep(0.5)
            w.setRange(lo, hi)
            w.valueChanged.connect(lambda v, n=name: self._commit(n, v, merge=True))
            return w
        if k == "color":
            w = ColorButton()
            w.chosen.connect(lambda c, n=name: self._commit(n, c))
            return w
        if k == "colors":
            most = next((int(m.max_length) for m in extra or () if getattr(m, "max_length", None)), 3)
            w = ColorListEdit(most)
            w.edited.connect(lambda v, n=name: self._commit(n, v))
            return w
        if k == "localtext":
            w = LocalTextEdit()
            w.edited.connect(lambda v, n=name: self._commit(n, v))
            return w
        if k == "costs":
            w = CostsEditor()
            w.edited.connect(lambda v, n=name: self._commit(n, v))
            return w
        if k == "per_key":
            w = PerKeyEditor()
            w.optional = optional
            w.edited.connect(lambda v, n=name: self._commit(n, v))
            return w
        if k == "model":
            box = QGroupBox(field_label(name).capitalize())
            sub = ModelForm(extra, self.pusher, self.language, choices=self.choices, parent=box)
            QVBoxLayout(box).addWidget(sub)
            self.subforms[name] = sub
            return box
        w = QLineEdit()
        w.editingFinished.connect(lambda n=name, e=w: self._typed(n, e))
        return w

    # --- showing ---------------------------------------------------------------
    def load(self, path: Path | None) -> None:
        """Show the model at ``path`` (None: nothing, the form is disabled)."""
        self.path = path
        self.error.clear()
        self.refresh()

    def refresh(self) -> None:
        obj = None
        if self.path is not None:
            try:
                obj = resolve(self.pusher.scenario, self.path)
            except E.EditError:
                self.path = None
        self.setEnabled(obj is not None)
        s = self.pusher.scenario
        for name, w in self.widgets.items():
            k, optional, extra = self.kinds[name]
            value = getattr(obj, name) if obj is not None else None
            w.blockSignals(True)
            try:
                self._unmark(name)
                if isinstance(w, QCheckBox):
                    w.setChecked(bool(value))
                elif isinstance(w, QComboBox):
                    values = list(extra) if k == "choice" else self.choices[name](s)
                    current = value.value if isinstance(value, Enum) else value
                    if current is not None and str(current) not in values:
                        values.append(str(current))
                    w.clear()
                    if optional:
                        w.addItem("—", None)
                    icon = self.icons.get(name)
                    for v in values:
                        if icon is not None and v:
                            w.addItem(icon(v), v, v)
                        else:
                            # An empty choice is a value of its own (no label separator).
                            w.addItem(v if v else '""', v)
                    w.setCurrentIndex(max(0, w.findData(None if current is None else str(current))))
                    help_ = self.helps.get(name)
                    if help_ is not None:
                        for i in range(w.count()):
                            if w.itemData(i):
                                w.setItemData(i, help_(str(w.itemData(i))), Qt.ItemDataRole.ToolTipRole)
                        w.setToolTip(help_(str(current)) if current else "")
                elif isinstance(w, QSpinBox):
                    w.setValue(int(value or 0))
                elif isinstance(w, QDoubleSpinBox):
                    w.setValue(float(value or 0))
                elif isinstance(w, ColorButton):
                    w.set_color(value)
                elif isinstance(w, ColorListEdit):
                    w.set_colors(value)
                elif isinstance(w, LocalTextEdit):
                    w.set_value(value if value is not None else "")
                elif isinstance(w, RecordGrid):
                    w.show_value(to_jsonable_python(value, exclude_none=True), s)
                elif isinstance(w, PerKeyEditor):
                    keys = PER_KEY_ROWS.get(name, lambda sc: [x.id for x in sc.sides])(s)
                    w.show_values(keys, value)
                elif isinstance(w, CostsEditor):
                    w.show_costs([c.id for c in s.movement_classes], value or {})
                elif isinstance(w, QLineEdit):
                    w.setText(value_to_text(k, value))
            finally:
                w.blockSignals(False)
        for name, sub in self.subforms.items():
            sub.path = None if self.path is None else (*self.path, name)
            sub.refresh()

    # --- editing ---------------------------------------------------------------
    def _typed(self, name: str, edit: QLineEdit) -> None:
        k, optional, _ = self.kinds[name]
        try:
            value = text_to_value(k, optional, edit.text())
        except E.EditError as e:
            self._refused(name, error_text(e))
            return
        self._commit(name, value)

    def _commit(self, name: str, value: Any, merge: bool = False) -> None:
        if self.path is None:
            return
        k = self.kinds[name][0]
        if k == "choice" and value is not None:
            value = str(value)
        path = (*self.path, name)
        try:
            current = getattr(resolve(self.pusher.scenario, self.path), name)
            if current == value or (isinstance(self.widgets[name], RecordGrid) and to_jsonable_python(current, exclude_none=True) == value):
                return
        except E.EditError:
            return
        what = self.tr("Set %1 of %2").replace("%1", field_label(name)).replace("%2", E.path_text(self.path))
        problem = self.pusher.set(path, value, what, merge=merge)
        if problem is not None:
            self._refused(name, problem)
        else:
            self.error.clear()
            self._unmark(name)

    def _unmark(self, name: str) -> None:
        w = self.widgets[name]
        # A colour button's style sheet is its colour; a grid marks its own cells.
        if not isinstance(w, ColorButton | ColorListEdit | RecordGrid):
            w.setStyleSheet("")

    def _refused(self, name: str, problem: str) -> None:
        w = self.widgets[name]
        if isinstance(w, RecordGrid):
            # The grid shows the document again, with the reason under it.
            self.refresh()
            w.message.setText(problem)
            return
        hint = f" {self.refusal_hint}" if self.refusal_hint else ""
        self.error.setText(f"{field_label(name)}: {problem}{hint}")
        if not isinstance(w, ColorButton | ColorListEdit):
            w.setStyleSheet(ERROR_STYLE)


class ListEditor(QWidget):
    """A catalogue: the items of a list in the document and the chosen one's form."""

    selected = Signal(object)  # index or None

    def __init__(
        self,
        path: Path,
        model: type[BaseModel],
        pusher: Pusher,
        new_item: Callable[[Scenario], BaseModel],
        describe: Callable[[Any], str],
        language: str = "en",
        exclude: Sequence[str] = (),
        key: str | None = "id",
        choices: dict[str, Callable[[Scenario], list[str]]] | None = None,
        parent: QWidget | None = None,
        icons: dict[str, Callable[[str], QIcon]] | None = None,
        parent_of: Callable[[Any], str | None] | None = None,
        helps: dict[str, Callable[[str], str]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.model = model
        # With ``parent_of`` (formations) the rows show a tree: each item under
        # its parent, wherever the file lists them; rows map to list indexes.
        self.parent_of = parent_of
        self._rows: list[int] = []
        self.pusher = pusher
        self.new_item = new_item
        self.describe = describe
        self.key = key
        self.list = QListWidget()
        self.list.setObjectName("catalogueList")
        self.list.currentRowChanged.connect(self._chosen)
        self.form = ModelForm(model, pusher, language, exclude, choices, icons=icons, helps=helps)
        self.message = plain(QLabel())
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        buttons = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key_, text, slot in (
            ("add", self.tr("Add"), self.add),
            ("duplicate", self.tr("Duplicate"), self.duplicate),
            ("remove", self.tr("Remove"), self.remove),
            ("up", self.tr("Up"), lambda: self.move(-1)),
            ("down", self.tr("Down"), lambda: self.move(1)),
        ):
            b = QPushButton(text)
            b.clicked.connect(slot)
            buttons.addWidget(b)
            self.buttons[key_] = b
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        left.addLayout(buttons)
        left.addWidget(self.message)
        row = QHBoxLayout(self)
        row.addLayout(left, 2)
        self.extra = QVBoxLayout()
        self.extra.addWidget(self.form)
        self.extra.addStretch(1)
        row.addLayout(self.extra, 3)
        self.reload()

    def items(self) -> list[Any]:
        return list(resolve(self.pusher.scenario, self.path))

    def current(self) -> int | None:
        """The chosen item's index in the document's list (not its row)."""
        row = self.list.currentRow()
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_order(self) -> list[int]:
        """List indexes in the order shown: file order, or parents before their children."""
        items = self.items()
        if self.parent_of is None or not self.key:
            return list(range(len(items)))
        ids = [getattr(x, self.key) for x in items]
        known = set(ids)
        children: dict[str | None, list[int]] = {}
        for i, x in enumerate(items):
            p = self.parent_of(x)
            children.setdefault(p if p in known and p != ids[i] else None, []).append(i)
        out: list[int] = []
        seen: set[int] = set()

        def visit(i: int) -> None:
            seen.add(i)
            out.append(i)
            for c in children.get(ids[i], []):
                if c not in seen:
                    visit(c)

        for i in children.get(None, []):
            visit(i)
        # Parents that name each other in a ring have no root: shown at the end, in file order.
        for i in range(len(items)):
            if i not in seen:
                visit(i)
        return out

    def reload(self) -> None:
        index = self.current()
        row = self.list.currentRow()
        items = self.items()
        self._rows = self.row_order()
        self.list.blockSignals(True)
        self.list.clear()
        for i in self._rows:
            self.list.addItem(QListWidgetItem(self.describe(items[i])))
        if self.list.count():
            if index is not None and index in self._rows:
                row = self._rows.index(index)
            self.list.setCurrentRow(max(0, min(row, self.list.count() - 1)))
        self.list.blockSignals(False)
        self._chosen(self.list.currentRow())

    def select(self, index: int) -> None:
        if index in self._rows:
            self.list.setCurrentRow(self._rows.index(index))

    def _chosen(self, row: int) -> None:
        ok = 0 <= row < len(self._rows)
        index = self._rows[row] if ok else None
        self.form.load((*self.path, index) if index is not None else None)
        for k in ("duplicate", "remove", "up", "down"):
            self.buttons[k].setEnabled(ok)
        self.selected.emit(index)

    def _replace(self, items: list[Any], what: str, select: int | None, cross_check: bool = True) -> bool:
        problem = self.pusher.set(self.path, items, what, cross_check=cross_check)
        self.message.setText(problem or "")
        if problem is None:
            self.reload()
            if select is not None:
                self.select(select)
        return problem is None

    def _fresh_id(self, base: str) -> str:
        taken = {getattr(x, self.key) for x in self.items()} if self.key else set()
        n = 2
        while f"{base}-{n}" in taken:
            n += 1
        return f"{base}-{n}"

    def add(self) -> bool:
        item = self.new_item(self.pusher.scenario)
        if self.key:
            taken = {getattr(x, self.key) for x in self.items()}
            if getattr(item, self.key) in taken:
                item = item.model_copy(update={self.key: self._fresh_id(getattr(item, self.key))})
        items = [*self.items(), item]
        # A new item is still to be filled in (an objective without hexes):
        # it breaks nothing that exists, and the Validation dock lists what it lacks.
        return self._replace(items, self.tr("Add %1").replace("%1", self.describe(item)), len(items) - 1, cross_check=False)

    def duplicate(self) -> bool:
        i = self.current()
        if i is None:
            return False
        items = self.items()
        copy_ = items[i].model_copy(deep=True)
        if self.key:
            copy_ = copy_.model_copy(update={self.key: self._fresh_id(getattr(copy_, self.key))})
        items.insert(i + 1, copy_)
        return self._replace(items, self.tr("Duplicate %1").replace("%1", self.describe(items[i])), i + 1)

    def remove(self) -> bool:
        i = self.current()
        if i is None:
            return False
        items = self.items()
        gone = items.pop(i)
        return self._replace(items, self.tr("Remove %1").replace("%1", self.describe(gone)), min(i, len(items) - 1))

    def move(self, step: int) -> bool:
        i = self.current()
        if i is None:
            return False
        items = self.items()
        if self.parent_of is None:
            j = i + step
        else:
            # In a tree an item moves among its siblings (same parent).
            p = self.parent_of(items[i])
            sibs = [k for k in range(len(items)) if self.parent_of(items[k]) == p]
            at = sibs.index(i) + step
            j = sibs[at] if 0 <= at < len(sibs) else -1
        if not 0 <= j < len(items):
            return False
        items[i], items[j] = items[j], items[i]
        return self._replace(items, self.tr("Move %1").replace("%1", self.describe(items[j]).strip()), j)

    def refresh(self) -> None:
        """The document changed (an edit, an undo): show it again."""
        if self.list.count() != len(self.items()) or self.row_order() != self._rows:
            self.reload()
            return
        items = self.items()
        for row, i in enumerate(self._rows):
            self.list.item(row).setText(self.describe(items[i]))
        self.form.refresh()
