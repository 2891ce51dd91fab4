"""Reinforcement and withdrawal schedules, with a condition editor and a
turn-by-turn overview.

Each arrival or withdrawal is edited in place at its JSON path
(``reinforcements[2].schedule.when``) with the generated forms; units are
ticked from the order of battle; entry hexes are typed or picked on the
board. The condition editor shows a ``when`` as a tree: choose a kind for a
node, add sub-conditions under "any of" / "all of", remove a node.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.plaintext import plain
from hexstudio.editor.forms import ModelForm, Path, Pusher, resolve
from hexstudio.scenario import model as M

KINDS: dict[str, type[M.BaseModel]] = {
    "turn": M.TurnCondition,
    "hex_controlled": M.HexControlCondition,
    "unit_entered": M.UnitEnteredHexCondition,
    "units_entered": M.UnitsEnteredCondition,
    "units_eliminated": M.UnitsEliminatedCondition,
    "any_of": M.AnyOfCondition,
    "all_of": M.AllOfCondition,
}


def kind_names() -> dict[str, str]:
    return {
        "turn": QCoreApplication.translate("ConditionEditor", "on turn"),
        "hex_controlled": QCoreApplication.translate("ConditionEditor", "a side controls hexes"),
        "unit_entered": QCoreApplication.translate("ConditionEditor", "a unit of a side enters hexes"),
        "units_entered": QCoreApplication.translate("ConditionEditor", "units have entered the map"),
        "units_eliminated": QCoreApplication.translate("ConditionEditor", "units are eliminated"),
        "any_of": QCoreApplication.translate("ConditionEditor", "any of"),
        "all_of": QCoreApplication.translate("ConditionEditor", "all of"),
    }


def new_condition(kind: str, scenario: M.Scenario, inner: Any = None) -> dict[str, Any]:
    side = scenario.sides[0].id
    if kind in ("any_of", "all_of"):
        return {"kind": kind, "conditions": [inner if inner is not None else {"kind": "turn", "turn": 1}]}
    return {
        "turn": {"kind": "turn", "turn": 1},
        "hex_controlled": {"kind": "hex_controlled", "side": side, "hexes": []},
        "unit_entered": {"kind": "unit_entered", "side": side, "hexes": []},
        "units_entered": {"kind": "units_entered", "units": []},
        "units_eliminated": {"kind": "units_eliminated", "units": []},
    }[kind]


def describe(cond: Any) -> str:
    names = kind_names()
    if cond is None:
        return QCoreApplication.translate("ConditionEditor", "(no condition)")
    k = cond.kind
    if k == "turn":
        return f"{names[k]} {cond.turn}"
    if k in ("hex_controlled", "unit_entered"):
        where = ", ".join(cond.hexes) or (cond.hex_set or "?")
        if k == "hex_controlled" and cond.require == "all":
            text = QCoreApplication.translate("ConditionEditor", "%1 controls all of %3")
        elif k == "hex_controlled":
            text = QCoreApplication.translate("ConditionEditor", "%1 controls any of %3")
        else:
            text = QCoreApplication.translate("ConditionEditor", "a unit of %1 enters %3")
        return text.replace("%1", cond.side).replace("%3", where)
    if k in ("units_entered", "units_eliminated"):
        return f"{names[k]}: {', '.join(cond.units) or cond.formation or '?'}"
    return names[k]


class ConditionEditor(QWidget):
    """The ``when`` of a schedule as a tree of conditions."""

    pickHexes = Signal(object)  # path of a hex list to pick on the board

    def __init__(self, pusher: Pusher, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pusher = pusher
        self.path: Path | None = None  # the schedule's 'when'
        self.tree = QTreeWidget()
        self.tree.setObjectName("conditionTree")
        self.tree.setHeaderHidden(True)
        self.tree.currentItemChanged.connect(lambda *_: self._node_chosen())
        self.kind = QComboBox()
        self.kind.setObjectName("conditionKind")
        self.kind.addItem(self.tr("(none)"), None)
        for k, text in kind_names().items():
            self.kind.addItem(text, k)
        self.kind.activated.connect(self._kind_chosen)
        self.add_sub = QPushButton(self.tr("Add Sub-condition"))
        self.add_sub.clicked.connect(self.add_subcondition)
        self.remove_btn = QPushButton(self.tr("Remove"))
        self.remove_btn.clicked.connect(self.remove_node)
        self.pick = QPushButton(self.tr("Pick Hexes on Board"))
        self.pick.clicked.connect(self._pick)
        self.forms = QStackedWidget()
        self.kind_forms: dict[str, ModelForm] = {}
        self.forms.addWidget(QWidget())
        for k, model in KINDS.items():
            f = ModelForm(model, pusher, language, exclude=("kind", "conditions"))
            self.kind_forms[k] = f
            self.forms.addWidget(f)
        self.message = plain(QLabel())
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Kind:")))
        row.addWidget(self.kind, 1)
        buttons = QHBoxLayout()
        for b in (self.add_sub, self.remove_btn, self.pick):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree, 1)
        layout.addLayout(row)
        layout.addLayout(buttons)
        layout.addWidget(self.forms)
        layout.addWidget(self.message)

    def load(self, path: Path | None) -> None:
        self.path = path
        self.refresh()

    def _value(self, path: Path) -> Any:
        return resolve(self.pusher.scenario, path)

    def refresh(self) -> None:
        current = self.node_path()
        self.tree.blockSignals(True)
        self.tree.clear()
        self.setEnabled(self.path is not None)
        if self.path is not None:
            root = self._value(self.path)
            if root is not None:
                self._add(None, root, self.path)
            self.tree.expandAll()
            it = self._find(current) if current is not None else None
            self.tree.setCurrentItem(it or self.tree.topLevelItem(0))
        self.tree.blockSignals(False)
        self._node_chosen()

    def _add(self, parent: QTreeWidgetItem | None, cond: Any, path: Path) -> None:
        item = QTreeWidgetItem([describe(cond)])
        item.setData(0, Qt.ItemDataRole.UserRole, path)
        if parent is None:
            self.tree.addTopLevelItem(item)
        else:
            parent.addChild(item)
        for i, sub in enumerate(getattr(cond, "conditions", []) or []):
            self._add(item, sub, (*path, "conditions", i))

    def _find(self, path: Path) -> QTreeWidgetItem | None:
        stack = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while stack:
            it = stack.pop()
            if it.data(0, Qt.ItemDataRole.UserRole) == path:
                return it
            stack.extend(it.child(i) for i in range(it.childCount()))
        return None

    def node_path(self) -> Path | None:
        it = self.tree.currentItem()
        return it.data(0, Qt.ItemDataRole.UserRole) if it is not None else None

    def _node_chosen(self) -> None:
        path = self.node_path()
        node = self._value(path) if path is not None else None
        kind = node.kind if node is not None else None
        self.kind.setCurrentIndex(max(0, self.kind.findData(kind)))
        self.add_sub.setEnabled(kind in ("any_of", "all_of") or (node is not None))
        self.remove_btn.setEnabled(node is not None)
        self.pick.setEnabled(kind in ("hex_controlled", "unit_entered"))
        if kind is None:
            self.forms.setCurrentIndex(0)
            return
        f = self.kind_forms[kind]
        f.load(path)
        self.forms.setCurrentWidget(f)

    def _set(self, path: Path, value: Any, what: str) -> bool:
        problem = self.pusher.set(path, value, what)
        self.message.setText(problem or "")
        return problem is None

    def set_kind(self, kind: str | None) -> bool:
        """Give the chosen node (or the root when there is none) another kind."""
        if self.path is None:
            return False
        path = self.node_path() or self.path
        old = self._value(path)
        if kind is None:
            ok = self._set(path, None, self.tr("Remove condition")) if path == self.path else self.remove_node()
        elif old is not None and old.kind == kind:
            return False
        else:
            # Wrapping in any/all keeps the old condition as the first choice.
            inner = old.model_dump(mode="json") if old is not None and kind in ("any_of", "all_of") else None
            ok = self._set(path, new_condition(kind, self.pusher.scenario, inner), self.tr("Set condition"))
        self.refresh()
        return ok

    def _kind_chosen(self, index: int) -> None:
        self.set_kind(self.kind.itemData(index))

    def add_subcondition(self) -> bool:
        path = self.node_path()
        if path is None:
            return False
        node = self._value(path)
        if node.kind not in ("any_of", "all_of"):
            # A plain condition becomes the first of "any of" with the new one beside it.
            value = new_condition("any_of", self.pusher.scenario, node.model_dump(mode="json"))
            value["conditions"].append(new_condition("turn", self.pusher.scenario))
            ok = self._set(path, value, self.tr("Add condition"))
        else:
            subs = [c.model_dump(mode="json") for c in node.conditions]
            subs.append(new_condition("turn", self.pusher.scenario))
            ok = self._set((*path, "conditions"), subs, self.tr("Add condition"))
        self.refresh()
        return ok

    def remove_node(self) -> bool:
        path = self.node_path()
        if path is None or self.path is None:
            return False
        if path == self.path:
            ok = self._set(path, None, self.tr("Remove condition"))
        else:
            parent, index = path[:-2], path[-1]
            node = self._value(parent)
            subs = [c.model_dump(mode="json") for i, c in enumerate(node.conditions) if i != index]
            # "any of" one thing is that thing.
            value: Any = subs[0] if len(subs) == 1 else {"kind": node.kind, "conditions": subs}
            ok = self._set(parent, value, self.tr("Remove condition"))
        self.refresh()
        return ok

    def _pick(self) -> None:
        path = self.node_path()
        if path is not None:
            self.pickHexes.emit((*path, "hexes"))


class ScheduleEditor(QWidget):
    """Arrivals and withdrawals: list, forms, units, condition and overview."""

    pickHexes = Signal(object)

    def __init__(self, pusher: Pusher, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pusher = pusher
        self.language = language
        self.items = QListWidget()
        self.items.setObjectName("scheduleList")
        self.items.currentRowChanged.connect(lambda _r: self._chosen())
        add_r = QPushButton(self.tr("Add Arrival"))
        add_r.clicked.connect(lambda: self.add("reinforcements"))
        add_w = QPushButton(self.tr("Add Withdrawal"))
        add_w.clicked.connect(lambda: self.add("withdrawals"))
        remove = QPushButton(self.tr("Remove"))
        remove.clicked.connect(self.remove)
        self.message = plain(QLabel())
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        left = QVBoxLayout()
        left.addWidget(self.items, 1)
        b = QHBoxLayout()
        for w in (add_r, add_w, remove):
            b.addWidget(w)
        left.addLayout(b)
        left.addWidget(self.message)
        self.reinf_form = ModelForm(M.Reinforcement, pusher, language, exclude=("units", "schedule", "entry"))
        self.with_form = ModelForm(M.Withdrawal, pusher, language, exclude=("units", "schedule", "returns"))
        self.schedule_form = ModelForm(M.Schedule, pusher, language, exclude=("when",))
        self.entry_form = ModelForm(M.Entry, pusher, language)
        self.units = QListWidget()
        self.units.setObjectName("scheduleUnits")
        self.units.itemChanged.connect(self._units_ticked)
        self.condition = ConditionEditor(pusher, language)
        self.condition.pickHexes.connect(self.pickHexes)
        pick_entry = QPushButton(self.tr("Pick Entry Hexes on Board"))
        pick_entry.clicked.connect(self._pick_entry)
        self.entry_box = QGroupBox(self.tr("Entry"))
        eb = QVBoxLayout(self.entry_box)
        eb.addWidget(self.entry_form)
        eb.addWidget(pick_entry)
        when_box = QGroupBox(self.tr("When"))
        wb = QVBoxLayout(when_box)
        wb.addWidget(self.schedule_form)
        wb.addWidget(self.condition)
        units_box = QGroupBox(self.tr("Units"))
        QVBoxLayout(units_box).addWidget(self.units)
        mid = QVBoxLayout()
        mid.addWidget(self.reinf_form)
        mid.addWidget(self.with_form)
        mid.addWidget(units_box, 1)
        right = QVBoxLayout()
        right.addWidget(when_box, 1)
        right.addWidget(self.entry_box)
        self.overview = QTableWidget(0, 2)
        self.overview.setObjectName("turnOverview")
        self.overview.setHorizontalHeaderLabels([self.tr("Arrive"), self.tr("Leave")])
        self.overview.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.overview.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        top = QWidget()
        row = QHBoxLayout(top)
        row.addLayout(left, 2)
        row.addLayout(mid, 3)
        row.addLayout(right, 3)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(top)
        box = QGroupBox(self.tr("Turn by turn"))
        QVBoxLayout(box).addWidget(self.overview)
        split.addWidget(box)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        QVBoxLayout(self).addWidget(split)
        self._entries: list[tuple[str, int]] = []
        self.refresh()

    # --- what is chosen -------------------------------------------------------------
    def chosen(self) -> tuple[str, int] | None:
        r = self.items.currentRow()
        return self._entries[r] if 0 <= r < len(self._entries) else None

    def select(self, section: str, index: int) -> None:
        if (section, index) in self._entries:
            self.items.setCurrentRow(self._entries.index((section, index)))

    def refresh(self) -> None:
        s = self.pusher.scenario
        was = self.chosen()
        entries = [("reinforcements", i) for i in range(len(s.reinforcements))]
        entries += [("withdrawals", i) for i in range(len(s.withdrawals))]
        self.items.blockSignals(True)
        self.items.clear()
        self._entries = entries
        for sec, i in entries:
            item = getattr(s, sec)[i]
            when = self.tr("turn %1").replace("%1", str(item.schedule.turn)) if item.schedule.turn is not None else ""
            cond = describe(item.schedule.when) if item.schedule.when is not None else ""
            mark = "↓" if sec == "reinforcements" else "↑"
            self.items.addItem(f"{mark} {item.id} — {' / '.join(x for x in (when, cond) if x)} ({len(item.units)})")
        if was in entries:
            self.items.setCurrentRow(entries.index(was))
        elif entries:
            self.items.setCurrentRow(0)
        self.items.blockSignals(False)
        self._chosen()
        self._fill_overview()

    def _chosen(self) -> None:
        c = self.chosen()
        s = self.pusher.scenario
        base: Path | None = (c[0], c[1]) if c is not None else None
        is_r = c is not None and c[0] == "reinforcements"
        self.reinf_form.setVisible(c is None or is_r)
        self.with_form.setVisible(c is not None and not is_r)
        self.entry_box.setVisible(c is None or is_r)
        self.reinf_form.load(base if is_r else None)
        self.with_form.load(base if c is not None and not is_r else None)
        self.schedule_form.load((*base, "schedule") if base else None)
        self.entry_form.load((*base, "entry") if is_r and base else None)
        self.condition.load((*base, "schedule", "when") if base else None)
        self.units.blockSignals(True)
        self.units.clear()
        if c is not None:
            item = getattr(s, c[0])[c[1]]
            arriving = {u: r.id for j, r in enumerate(s.reinforcements) if ("reinforcements", j) != c for u in r.units}
            placed = {p.unit: p.hex for p in s.setup}
            # Ticked units first, then those free to tick, then the rest greyed with the reason.
            order = sorted(
                s.units,
                key=lambda u: (u.id not in item.units, is_r and (u.id in placed or u.id in arriving)),
            )
            for u in order:
                text = f"{u.id} — {u.name}"
                blocked = is_r and u.id not in item.units and (u.id in placed or u.id in arriving)
                if blocked and u.id in placed:
                    text += "  " + self.tr("(set up in %1)").replace("%1", placed[u.id])
                elif blocked:
                    text += "  " + self.tr("(arrives with %1)").replace("%1", arriving[u.id])
                li = QListWidgetItem(text)
                li.setData(Qt.ItemDataRole.UserRole, u.id)
                li.setFlags(li.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                li.setCheckState(Qt.CheckState.Checked if u.id in item.units else Qt.CheckState.Unchecked)
                if blocked:
                    li.setFlags(li.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                self.units.addItem(li)
        self.units.blockSignals(False)

    def _units_ticked(self, _item: QListWidgetItem) -> None:
        c = self.chosen()
        if c is None:
            return
        ticked = [
            self.units.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.units.count())
            if self.units.item(i).checkState() == Qt.CheckState.Checked
        ]
        problem = self.pusher.set((c[0], c[1], "units"), ticked, self.tr("Units of %1").replace("%1", getattr(self.pusher.scenario, c[0])[c[1]].id))
        self.message.setText(problem or "")
        if problem is not None:
            self._chosen()

    def set_units(self, unit_ids: list[str]) -> bool:
        c = self.chosen()
        if c is None:
            return False
        for i in range(self.units.count()):
            it = self.units.item(i)
            self.units.blockSignals(True)
            it.setCheckState(Qt.CheckState.Checked if it.data(Qt.ItemDataRole.UserRole) in unit_ids else Qt.CheckState.Unchecked)
            self.units.blockSignals(False)
        self._units_ticked(self.units.item(0))
        return not self.message.text()

    # --- adding and removing ---------------------------------------------------------
    def add(self, section: str) -> bool:
        s = self.pusher.scenario
        placed = {p.unit for p in s.setup} | {u for r in s.reinforcements for u in r.units}
        free = next((u.id for u in s.units if u.id not in placed), None)
        if section == "withdrawals":
            free = next((u.id for u in s.units), None)
        if free is None:
            self.message.setText(self.tr("Every unit is set up or arrives already: add a unit in the Order of Battle first."))
            return False
        items = getattr(s, section)
        taken = {x.id for x in items}
        prefix = "arrival" if section == "reinforcements" else "withdrawal"
        n = len(items) + 1
        while f"{prefix}-{n}" in taken:
            n += 1
        turn = s.turns.turns[min(1, len(s.turns.turns) - 1)].number
        new: dict[str, Any] = {"id": f"{prefix}-{n}", "units": [free], "schedule": {"turn": turn}}
        if section == "reinforcements":
            new["entry"] = {"edge": "west"}
        value = [*[x.model_dump(mode="json") for x in items], new]
        problem = self.pusher.set((section,), value, self.tr("Add %1").replace("%1", new["id"]))
        self.message.setText(problem or "")
        self.refresh()
        if problem is None:
            self.select(section, len(getattr(s, section)) - 1)
        return problem is None

    def remove(self) -> bool:
        c = self.chosen()
        if c is None:
            return False
        s = self.pusher.scenario
        items = [x.model_dump(mode="json") for j, x in enumerate(getattr(s, c[0])) if j != c[1]]
        problem = self.pusher.set((c[0],), items, self.tr("Remove %1").replace("%1", getattr(s, c[0])[c[1]].id))
        self.message.setText(problem or "")
        self.refresh()
        return problem is None

    def _pick_entry(self) -> None:
        c = self.chosen()
        if c is not None and c[0] == "reinforcements":
            self.pickHexes.emit((c[0], c[1], "entry", "hexes"))

    # --- overview -------------------------------------------------------------------
    def overview_rows(self) -> list[tuple[str, str, str]]:
        """(turn label, arriving, leaving) per turn, then the conditional ones."""
        s = self.pusher.scenario
        rows = []
        for t in s.turns.turns:
            arrive = [u for r in s.reinforcements if r.schedule.turn == t.number for u in r.units]
            leave = [u for w in s.withdrawals if w.schedule.turn == t.number for u in w.units]
            rows.append((t.label or str(t.number), ", ".join(arrive), ", ".join(leave)))
        arrive = [f"{r.id}: {', '.join(r.units)}" for r in s.reinforcements if r.schedule.when is not None]
        leave = [f"{w.id}: {', '.join(w.units)}" for w in s.withdrawals if w.schedule.when is not None]
        if arrive or leave:
            rows.append((self.tr("on condition"), "; ".join(arrive), "; ".join(leave)))
        return rows

    def _fill_overview(self) -> None:
        rows = self.overview_rows()
        self.overview.setRowCount(len(rows))
        self.overview.setVerticalHeaderLabels([r[0] for r in rows])
        for i, (_t, a, w) in enumerate(rows):
            self.overview.setItem(i, 0, QTableWidgetItem(a))
            self.overview.setItem(i, 1, QTableWidgetItem(w))

