"""The always-visible game panels: status, stack and counter inspector,
reinforcements waiting to enter, and the game log.

Panels only show what they are given and emit what the player asked for;
the mode (``play/mode.py``) turns requests into engine actions.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.engine_text import tr_engine
from hexstudio.app.plaintext import esc, plain, tip
from hexstudio.app.wrapping import fit_height, keep_wrapped_lines
from hexstudio.engine.actions import UseAirBonus
from hexstudio.engine.game import Game
from hexstudio.engine.reinforcements import can_enter_now, waiting_units
from hexstudio.engine.victory import breakdown
from hexstudio.play.text import decision_name, phase_name, side_name, size_name, unit_name, unit_short, weather_name
from hexstudio.scenario.model import Provenance, Reinforcement, text_in


class StatusPanel(QWidget):
    """Turn, date, day or night, phase, side, weather, air points and VP, with End phase."""

    endPhaseRequested = Signal()
    airBonusRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.status")
        form = QFormLayout()
        self.turn = plain(QLabel())
        self.phase = plain(QLabel())
        self.side = plain(QLabel())
        self.weather = plain(QLabel())
        self.air = plain(QLabel())
        self.vp = plain(QLabel())
        for w in (self.turn, self.phase, self.side, self.weather, self.air, self.vp):
            w.setWordWrap(True)
            w.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.side.setStyleSheet("font-weight: bold")
        form.addRow(self.tr("Turn:"), self.turn)
        form.addRow(self.tr("Phase:"), self.phase)
        form.addRow(self.tr("Side to play:"), self.side)
        form.addRow(self.tr("Weather:"), self.weather)
        form.addRow(self.tr("Air points:"), self.air)
        form.addRow(self.tr("Victory points:"), self.vp)
        self.end_phase = QPushButton(self.tr("End phase"))
        self.end_phase.setObjectName("play.endPhase")
        self.end_phase.clicked.connect(self.endPhaseRequested)
        self.air_bonus = QPushButton(self.tr("Use the air bonus"))
        self.air_bonus.setObjectName("play.airBonus")
        self.air_bonus.clicked.connect(self.airBonusRequested)
        self.air_bonus.hide()
        self.hint = plain(QLabel())
        self.hint.setObjectName("play.hint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #7a1f1f")
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.end_phase)
        lay.addWidget(self.air_bonus)
        lay.addWidget(self.hint)
        lay.addStretch(1)

    def minimumSizeHint(self) -> QSize:
        # The dock under it (Units) gives way first: turn, phase, weather and points stay whole
        # even in a small window.
        return self.sizeHint()

    def show_game(self, game: Game, lang: str) -> None:
        st = game.state
        sc = game.scenario
        if st.turn_index < len(sc.turns.turns):
            t = sc.turns.turns[st.turn_index]
            day = self.tr("night") if t.night else self.tr("day")
            count = str(len(sc.turns.turns))
            if t.label and t.label != str(st.turn_index + 1):
                # A printed label ("8R") is not a count: the place in the game goes beside it.
                parts = [self.tr("%1 (%2 of %3)").replace("%1", t.label).replace("%2", str(st.turn_index + 1)).replace("%3", count)]
            else:
                parts = [self.tr("%1 of %2").replace("%1", t.label or str(t.number)).replace("%2", count)]
            if t.date:
                parts.append(t.date)
            parts.append(day)
            self.turn.setText(" · ".join(parts))
        if st.game_over:
            self.phase.setText(self.tr("game over"))
            self.side.setText("—")
        else:
            self.phase.setText(phase_name(game.phase_kind()))
            d = st.pending
            if d is not None and d.side != st.active_side:
                # The other side answers a question in this phase (support, a retreat): it is the one to play now.
                self.side.setText(self.tr("%1 — %2").replace("%1", side_name(sc, d.side, lang)).replace("%2", decision_name(d.kind)))
            else:
                self.side.setText(side_name(sc, st.active_side, lang))
        self.weather.setText(weather_name(sc, st.weather, lang))
        self.air.setText(", ".join(f"{side_name(sc, s, lang)} {st.air_points.get(s, 0)}" for s in game.sides))
        score = game.score()
        self.vp.setText(", ".join(f"{side_name(sc, s, lang)} {score.get(s, 0)}" for s in game.sides))
        self.end_phase.setEnabled(not st.game_over and st.pending is None)
        # A once-per-game bonus (Leyte: Japan +10 from turn 5), offered while the engine allows it.
        side = st.active_side
        has_bonus = side is not None and side in game.air_bonus_once and side not in st.air_bonus_used
        self.air_bonus.setVisible(bool(has_bonus))
        if has_bonus:
            reason = game.why_illegal(UseAirBonus(side))  # type: ignore[arg-type]
            self.air_bonus.setEnabled(reason is None)
            self.air_bonus.setToolTip(tip(tr_engine(reason or "")) or self.tr("+%1 air points, once per game").replace(
                "%1", str(game.air_bonus_once[side].get("points", "?"))))


def unit_details(game: Game, uid: str, lang: str) -> str:
    """The counter inspector: both faces, formation, state and provenance."""
    u = game.unit_defs[uid]
    us = game.state.units[uid]
    utype = game.unit_types.get(u.type)
    red = u.reduced
    # Rich text (bold name, line breaks): every scenario word in it is escaped.
    lines = [f"<b>{esc(u.name)}</b>"]
    if utype is not None:
        lines.append(f"{esc(text_in(utype.name, lang) or utype.id)} · {esc(size_name(u.size))}")

    def vals(v) -> str:  # type: ignore[no-untyped-def]
        rng = f" ({v.range})" if v.range is not None else ""
        return f"{v.attack}{rng}-{v.defence}-{v.movement:g}"

    lines.append(QCoreApplication.translate("PanelText", "Full: %1").replace("%1", vals(u.full)))
    if red is not None:
        lines.append(QCoreApplication.translate("PanelText", "Reduced: %1").replace("%1", vals(red)))
    elif u.steps > 1:
        lines.append(QCoreApplication.translate("PanelText", "Reduced: computed by the rules"))
    if u.formation:
        f = next((x for x in game.scenario.formations if x.id == u.formation), None)
        lines.append(esc(QCoreApplication.translate("PanelText", "Formation: %1").replace("%1", text_in(f.name, lang) if f else u.formation)))
    state = []
    if us.steps_lost:
        state.append(QCoreApplication.translate("PanelText", "reduced"))
    if us.suppressed:
        state.append(QCoreApplication.translate("PanelText", "suppressed"))
    if us.engaged:
        state.append(QCoreApplication.translate("PanelText", "engaged"))
    if "stopped" in us.flags:
        state.append(QCoreApplication.translate("PanelText", "stopped by an enemy zone of control"))
    if us.mp_spent:
        state.append(QCoreApplication.translate("PanelText", "%1 MP spent").replace("%1", f"{us.mp_spent / 2:g}"))
    if uid in game.state.attacked_units:
        state.append(QCoreApplication.translate("PanelText", "has attacked"))
    if uid in game.state.supporting_units:
        state.append(QCoreApplication.translate("PanelText", "has supported"))
    status = {"on_map": "", "pending": QCoreApplication.translate("PanelText", "not yet on the map"), "eliminated": QCoreApplication.translate("PanelText", "eliminated")}
    if status.get(us.status, us.status):
        state.append(status.get(us.status, us.status))
    lines.append(esc(QCoreApplication.translate("PanelText", "State: %1").replace("%1", ", ".join(state) or QCoreApplication.translate("PanelText", "fresh"))))
    if u.provenance != Provenance.BOOK:
        note = text_in(u.provenance_note, lang)
        how = {
            Provenance.DERIVED: QCoreApplication.translate("PanelText", "worked out from the book"),
            Provenance.RECONSTRUCTED: QCoreApplication.translate("PanelText", "reconstructed"),
            Provenance.INVENTED: QCoreApplication.translate("PanelText", "invented"),
        }.get(u.provenance, str(u.provenance))
        lines.append("<i>" + esc(QCoreApplication.translate("PanelText", "Not from the book (%1).").replace("%1", how) + (f" {note}" if note else "")) + "</i>")
    return "<br>".join(lines)


class StackPanel(QWidget):
    """The units in the selected hex, with a checkbox each to move only some of them,
    and the inspector for the one under the cursor in the list."""

    selectionChanged = Signal(list)  # checked unit ids
    exitRequested = Signal()
    seaToggled = Signal(bool)
    carryToggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.stack")
        self.title = plain(QLabel(self.tr("Click one of your units to select it.")))
        self.title.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("play.stackList")
        self.list.itemChanged.connect(self._changed)
        self.list.currentItemChanged.connect(self._inspect)
        self.inspector = QLabel()
        self.inspector.setObjectName("play.inspector")
        self.inspector.setWordWrap(True)
        self.inspector.setTextFormat(Qt.TextFormat.RichText)
        self.inspector.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # In a narrow column the counter's lines wrap: they keep their height (the list gives way).
        keep_wrapped_lines(self.inspector)
        self.exit_button = QPushButton(self.tr("Leave the map"))
        self.exit_button.setObjectName("play.exit")
        self.exit_button.clicked.connect(self.exitRequested)
        self.sea_button = QPushButton(self.tr("Move by sea…"))
        self.sea_button.setObjectName("play.sea")
        self.sea_button.setCheckable(True)
        self.sea_button.toggled.connect(self.seaToggled)
        self.carry_button = QPushButton(self.tr("Carry by amphibian…"))
        self.carry_button.setObjectName("play.carry")
        self.carry_button.setCheckable(True)
        self.carry_button.setToolTip(self.tr("The amphibian carries one ticked unit through the flood"))
        self.carry_button.toggled.connect(self._carry_toggled)
        self.exit_button.hide()
        self.sea_button.hide()
        self.carry_button.hide()
        box = QGroupBox(self.tr("Counter"))
        bl = QVBoxLayout(box)
        bl.addWidget(self.inspector)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.list, 1)
        lay.addWidget(self.exit_button)
        lay.addWidget(self.sea_button)
        lay.addWidget(self.carry_button)
        lay.addWidget(box)
        self._game: Game | None = None
        self._lang = "en"
        self._filling = False

    def _carry_toggled(self, on: bool) -> None:
        # A checked push button looks much like an unchecked one: the words say which.
        self.carry_button.setText(self.tr("Carrying: click a shaded hex (click here to stop)") if on
                                  else self.tr("Carry by amphibian…"))
        self.carryToggled.emit(on)

    def show_units(self, game: Game, lang: str, title: str, units: Sequence[str], checked: Sequence[str], checkable: bool) -> None:
        self._game, self._lang = game, lang
        self.title.setText(title)
        lines = [(f"{unit_name(game, uid)}  {v.attack}-{v.defence}-{v.movement:g}", uid, checkable, checkable and uid in checked)
                 for uid in units for v in (game.current_values(uid),)]
        if lines == self._lines():
            # The same units ticked the same way (a stack that moved on, the same
            # question again): the list stays, only its first unit is shown again.
            if units and self.list.currentRow() != 0:
                self.list.setCurrentRow(0)
            elif units:
                self.inspect(game, lang, units[0])
            else:
                self.inspector.clear()
            return
        self._filling = True
        self.list.clear()
        for text, uid, _checkable, ticked in lines:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, uid)
            if checkable:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self._filling = False
        if units:
            self.list.setCurrentRow(0)
        else:
            self.inspector.clear()

    def _lines(self) -> list[tuple[str, str, bool, bool]]:
        out = []
        for i in range(self.list.count()):
            item = self.list.item(i)
            checkable = bool(item.flags() & Qt.ItemFlag.ItemIsUserCheckable)
            out.append((item.text(), item.data(Qt.ItemDataRole.UserRole), checkable,
                        checkable and item.checkState() == Qt.CheckState.Checked))
        return out

    def inspect(self, game: Game, lang: str, uid: str) -> None:
        text = unit_details(game, uid, lang)
        if text != self.inspector.text():
            self.inspector.setText(text)
        fit_height(self.inspector)

    def checked(self) -> list[str]:
        out = []
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(item.data(Qt.ItemDataRole.UserRole))
        return out

    def set_checked(self, uid: str, on: bool) -> None:
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == uid:
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def _changed(self, item: QListWidgetItem) -> None:
        if not self._filling:
            self.selectionChanged.emit(self.checked())

    def _inspect(self, item: QListWidgetItem | None, _old: object = None) -> None:
        if item is not None and self._game is not None:
            self.inspect(self._game, self._lang, item.data(Qt.ItemDataRole.UserRole))


class ReinforcementPanel(QWidget):
    """Units of the side to play that may enter now; pick one, then click a highlighted hex.

    Units arriving together are grouped, one line each, by whether they must
    enter this turn, where they enter and their formation ("51st Infantry
    Division: 4 units — must enter this turn, Entry at 0111"): a battle
    that brings thirty units on one turn lists a dozen lines, not thirty
    warnings. Picking a group's line picks its first unit; unfolding the
    group picks any of them.
    """

    unitPicked = Signal(object)  # unit id or None
    dropToggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.reinforcements")
        self.note = plain(QLabel())
        self.note.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("play.reinforcementList")
        self.tree.setHeaderHidden(True)
        self.tree.setColumnCount(1)
        self.tree.setIndentation(14)
        # Long names and group lines wrap rather than run off the narrow dock.
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.header().setStretchLastSection(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setItemDelegate(_WrappingDelegate(self.tree))
        self.tree.viewport().installEventFilter(self)
        self.tree.currentItemChanged.connect(self._picked)
        self.drop = QPushButton(self.tr("Drop by parachute instead"))
        self.drop.setObjectName("play.paradrop")
        self.drop.setCheckable(True)
        self.drop.toggled.connect(self.dropToggled)
        self.drop.hide()
        # The last drop's die and what it meant, until the phase ends.
        self.result = QLabel()
        self.result.setObjectName("play.dropResult")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        lay = QVBoxLayout(self)
        lay.addWidget(self.note)
        lay.addWidget(self.tree, 1)
        lay.addWidget(self.drop)
        lay.addWidget(self.result)
        self._filling = False

    def show_game(self, game: Game, lang: str) -> None:
        st = game.state
        self._filling = True
        current = self.current()
        expanded = {self._group_key(item) for item in self._items() if item.isExpanded()}
        self.tree.clear()
        waiting = []
        if not st.game_over and st.active_side is not None and game.phase_kind() == "movement":
            waiting = waiting_units(game, st.active_side)
        # Entry area (and whether they may wait), then formation, then the units.
        areas: dict[tuple[bool, str], dict[str, list[str]]] = {}
        for uid, group in waiting:
            area = areas.setdefault((group.may_delay, entry_area_name(game, group, lang)), {})
            area.setdefault(formation_name(game, uid, lang), []).append(uid)
        # Those that must enter first, then in the battle's order.
        group_of = dict(waiting)
        for (may_delay, area_name), formations in sorted(areas.items(), key=lambda kv: kv[0][0]):
            count = sum(len(u) for u in formations.values())
            uids_here = [u for us in formations.values() for u in us]
            # A group that must enter but finds every entry hex closed (an enemy on it, a
            # full stack) waits: the engine lets the phase end, and so says the line.
            blocked = not may_delay and not any(can_enter_now(game, u, group_of[u]) for u in uids_here)
            if blocked:
                when = self.tr("%1 — entry blocked: waits for a free entry hex")
            else:
                when = self.tr("%1 — must enter this turn") if not may_delay else self.tr("%1 — may enter now or later")
            head = QTreeWidgetItem([when.replace("%1", area_name) + f" ({count})"])
            head.setData(0, Qt.ItemDataRole.UserRole, next(iter(formations.values()))[0])
            head.setData(0, GROUP_ROLE, (may_delay, area_name))
            f = head.font(0)
            f.setBold(True)
            head.setFont(0, f)
            if not may_delay:
                # The rules let only some groups wait for a later turn: the others are flagged.
                head.setForeground(0, QColor("#8e2451"))
            else:
                head.setToolTip(0, self.tr("May enter this turn or wait for a later one."))
            for formation, uids in formations.items():
                if len(uids) == 1:
                    head.addChild(self._unit_item(game, uids[0]))
                    continue
                line = QTreeWidgetItem([self.tr("%1: %2").replace("%1", formation)
                                        .replace("%2", ", ".join(unit_short(game, u) for u in uids))])
                line.setData(0, Qt.ItemDataRole.UserRole, uids[0])
                line.setData(0, GROUP_ROLE, (may_delay, area_name, formation))
                for uid in uids:
                    line.addChild(self._unit_item(game, uid))
                head.addChild(line)
                line.setExpanded((may_delay, area_name, formation) in expanded)
            self.tree.addTopLevelItem(head)
            head.setExpanded(True)
        self._filling = False
        if waiting:
            self.note.setText(self.tr("Pick a unit (or a line: its first unit), then click a highlighted entry hex."))
        else:
            self.note.setText(self.tr("No reinforcements waiting this phase."))
        self.pick(current, emit=False)
        if self.current() != current:
            self.unitPicked.emit(self.current())

    def _items(self) -> list[QTreeWidgetItem]:
        """Every line of the tree, depth first."""
        out: list[QTreeWidgetItem] = []

        def walk(item: QTreeWidgetItem) -> None:
            out.append(item)
            for j in range(item.childCount()):
                walk(item.child(j))

        for i in range(self.tree.topLevelItemCount()):
            walk(self.tree.topLevelItem(i))
        return out

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A tree sizes its rows once; wrapped lines need new heights when the dock is resized.
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self.tree.scheduleDelayedItemsLayout()
        return False

    @staticmethod
    def _group_key(item: QTreeWidgetItem | None) -> object:
        return item.data(0, GROUP_ROLE) if item is not None else None

    def _unit_item(self, game: Game, uid: str) -> QTreeWidgetItem:
        v = game.unit_defs[uid].full
        item = QTreeWidgetItem([f"{unit_name(game, uid)}  {v.attack}-{v.defence}-{v.movement:g}"])
        item.setData(0, Qt.ItemDataRole.UserRole, uid)
        return item

    def units(self) -> list[str]:
        """Every waiting unit listed, in the panel's order."""
        return [item.data(0, Qt.ItemDataRole.UserRole) for item in self._items() if item.childCount() == 0]

    def lines(self) -> list[str]:
        """The lines shown (formations folded): entry areas, formations and single units."""
        return [item.text(0) for item in self._items() if item.parent() is None or item.parent().parent() is None]

    def current(self) -> str | None:
        item = self.tree.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def pick(self, uid: str | None, emit: bool = True) -> None:
        """Pick a unit: its own line (unfolding its formation's), or None for no unit."""
        found = next((item for item in self._items() if item.childCount() == 0
                      and item.data(0, Qt.ItemDataRole.UserRole) == uid), None) if uid is not None else None
        was, self._filling = self._filling, self._filling or not emit
        if found is not None and found.parent() is not None:
            found.parent().setExpanded(True)
        self.tree.setCurrentItem(found)
        if found is None:
            self.tree.clearSelection()
        self._filling = was

    def _picked(self, *_args: object) -> None:
        if not self._filling:
            self.unitPicked.emit(self.current())


GROUP_ROLE = Qt.ItemDataRole.UserRole + 1


class _WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their text wrapped to the column: QTreeView alone keeps one line a row."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        tree = self.parent()
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        depth = 0
        parent = index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        assert isinstance(tree, QTreeWidget)
        width = max(60, tree.viewport().width() - tree.indentation() * (depth + 1) - 12)
        box = QFontMetrics(opt.font).boundingRect(QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), opt.text)
        base = super().sizeHint(option, index)
        return QSize(width, max(base.height(), box.height() + 6))


def entry_area_name(game: Game, group: Reinforcement, lang: str) -> str:
    """Where a reinforcement group comes on, in words: its hex set's name, the map edge, or the hexes."""
    e = group.entry
    if e.hex_set and e.hex_set in game.scenario.map.hex_sets:
        return text_in(game.scenario.map.hex_sets[e.hex_set].name, lang) or e.hex_set
    if e.edge:
        return {"north": QCoreApplication.translate("PanelText", "the north edge"),
                "south": QCoreApplication.translate("PanelText", "the south edge"),
                "east": QCoreApplication.translate("PanelText", "the east edge"),
                "west": QCoreApplication.translate("PanelText", "the west edge")}[e.edge]
    return ", ".join(e.hexes[:4]) + (" …" if len(e.hexes) > 4 else "")


def formation_name(game: Game, uid: str, lang: str) -> str:
    u = game.unit_defs[uid]
    f = next((x for x in game.scenario.formations if x.id == u.formation), None) if u.formation else None
    if f is None:
        return QCoreApplication.translate("PanelText", "Units")
    return text_in(f.name, lang) or f.id


class LogPanel(QWidget):
    """The game in sentences; clicking a line shows where it happened."""

    entryActivated = Signal(list)  # hex labels

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.log")
        self.list = QListWidget()
        self.list.setObjectName("play.logList")
        self.list.setWordWrap(True)
        self.list.itemClicked.connect(self._clicked)
        self.list.currentItemChanged.connect(lambda item, _old: self._clicked(item))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(self.list)

    def add(self, text: str, hexes: list[str], heading: bool = False) -> None:
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, hexes)
        if heading:
            f = item.font()
            f.setBold(True)
            item.setFont(f)
        self.list.addItem(item)
        self.list.scrollToBottom()

    def clear(self) -> None:
        self.list.clear()

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _clicked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.entryActivated.emit(list(item.data(Qt.ItemDataRole.UserRole) or []))


def score_lines(game: Game, lang: str) -> list[str]:
    """What scored each side's points, one line each."""
    order = {s: i for i, s in enumerate(game.sides)}
    lines = sorted(breakdown(game), key=lambda x: (order.get(x[0], 99), -x[1]))
    return [f"{side_name(game.scenario, s, lang)}: {p} — {tr_engine(why)}" for s, p, why in lines]
