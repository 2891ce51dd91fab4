"""The Battle Design dock: everything of a battle that is not the map.

One tab per part of the document: sides, nationalities, movement classes,
unit types, formations, the terrain catalogue, the order of battle,
arrivals and withdrawals, turns and phases, weather, the CRT, the
bombardment table, air power, rule switches, special rules, victory and who
holds what at the start.
Every change goes through the session's undo stack as a checked edit.

``HexPickTool`` lets a form take hexes from the board: while it is on, a
left click adds or removes the clicked hex from the list being edited
(entry hexes, an objective's hexes, a condition's hexes); a right click or
Escape ends picking.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.plaintext import plain
from hexstudio.board.nato import KNOWN_SYMBOLS, nato_symbol
from hexstudio.board.symbols import terrain_symbol
from hexstudio.board.view import BoardMouseEvent, BoardView
from hexstudio.editor.arrivals import ScheduleEditor
from hexstudio.editor.forms import ListEditor, ModelForm, Path, Pusher, resolve
from hexstudio.editor.oob import OobPanel
from hexstudio.editor.rulenames import known_rules, rule_help, rule_names
from hexstudio.editor.tables import TableGrid
from hexstudio.scenario import edits as E
from hexstudio.scenario import model as M
from hexstudio.scenario.model import text_in

TERRAIN_SYMBOL_WORDS = (
    "airfield", "anchor", "beach", "bivouac", "broken", "bunker", "camp", "city", "cliff", "dragon_teeth",
    "dunes", "flood", "flooded", "forest", "fort", "fortification", "hill", "hills", "jungle", "mangrove",
    "marsh", "mountain", "mountains", "orchard", "peak", "port", "ridge", "rough", "sand", "sea", "siegfried",
    "swamp", "town", "trees", "village", "vineyard", "volcano", "water", "waves", "westwall",
)  # fmt: skip


def nato_icon(key: str) -> QIcon:
    """A unit-type symbol as the counters draw it, for the symbol chooser."""
    pm = QPixmap(30, 22)
    pm.fill(QColor("#ffffff"))
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#000000"), 1))
    p.drawRect(QRectF(1, 1, 27, 19))
    sym = nato_symbol(key)
    if sym is not None:
        p.translate(1, 1)
        p.scale(27, 19)
        p.setPen(QPen(QColor("#000000"), 1.2 / 19))
        p.setClipRect(QRectF(0, 0, 1, 1))
        p.drawPath(sym.strokes)
        if not sym.fills.isEmpty():
            p.fillPath(sym.fills, QColor("#000000"))
    p.end()
    return QIcon(pm)


def terrain_symbols() -> list[str]:
    return ["", *[w for w in TERRAIN_SYMBOL_WORDS if terrain_symbol(w) is not None]]


class HexPickTool:
    """Board tool: clicks add or remove hexes of the list at ``path``."""

    def __init__(self, pusher: Pusher, path: Path, done: Callable[[], None], changed: Callable[[], None]) -> None:
        self.pusher = pusher
        self.path = path
        self.done = done
        self.changed = changed

    def activate(self, view: BoardView) -> None:
        pass

    def deactivate(self, view: BoardView) -> None:
        pass

    def press(self, view: BoardView, event: BoardMouseEvent) -> bool:
        if event.button == Qt.MouseButton.RightButton:
            self.done()
            return True
        if event.button != Qt.MouseButton.LeftButton or event.hex is None:
            return False
        self.toggle(view.scene().grid.label(event.hex))  # type: ignore[attr-defined]
        return True

    def toggle(self, label: str) -> str | None:
        hexes = list(resolve(self.pusher.scenario, self.path))
        if label in hexes:
            hexes.remove(label)
        else:
            hexes.append(label)
        problem = self.pusher.set(self.path, hexes, QCoreApplication.translate("HexPickTool", "Pick hex %1").replace("%1", label))
        self.changed()
        return problem

    def move(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return False

    def release(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return event.button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton)


def _name(lang: str) -> Callable[[Any], str]:
    return lambda x: f"{x.id} — {text_in(x.name, lang)}"


class DesignPanel(QWidget):
    """The tabs of the Battle Design dock."""

    pickHexes = Signal(object)  # a path of a hex list to fill from the board
    renumber = Signal()  # open the hex numbering dialog

    def __init__(self, pusher: Pusher, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pusher = pusher
        self.language = language
        self.tabs = QTabWidget()
        self.tabs.setObjectName("designTabs")
        # Sixteen pages do not fit a tab bar: a list on the left picks the page.
        self.tabs.tabBar().hide()
        self.pages = QListWidget()
        self.pages.setObjectName("designPages")
        self.lists: dict[Path, ListEditor] = {}
        self.tab_of: dict[str, QWidget] = {}
        lang = language

        def first(items: list[Any], attr: str = "id") -> str:
            return getattr(items[0], attr) if items else "x"

        def lst(path: Path, model: type[M.BaseModel], new: Callable[[M.Scenario], Any], describe: Callable[[Any], str], **kw: Any) -> ListEditor:
            e = ListEditor(path, model, pusher, new, describe, lang, **kw)
            self.lists[path] = e
            return e

        scenario_page = QWidget()
        sl = QVBoxLayout(scenario_page)
        self.scenario_forms = [
            ModelForm(M.Scenario, pusher, lang, exclude=[n for n in M.Scenario.model_fields if n != "id"]),
            ModelForm(M.ScenarioInfo, pusher, lang),
            ModelForm(
                M.MapDef,
                pusher,
                lang,
                exclude=("hexes", "off_map", "hexsides", "roads", "hex_sets", "background"),
                choices={"default_terrain": lambda s: [t.id for t in s.terrain if t.kind == "base"]},
            ),
        ]
        for title, form in zip(
            (
                QCoreApplication.translate("DesignPanel", "Scenario"),
                QCoreApplication.translate("DesignPanel", "Information"),
                QCoreApplication.translate("DesignPanel", "Map"),
            ),
            self.scenario_forms,
            strict=True,
        ):
            box = QGroupBox(title)
            QVBoxLayout(box).addWidget(form)
            sl.addWidget(box)
        # The label fields above refuse a change while the file names hexes; this renumbers them all.
        self.renumber_button = QPushButton(QCoreApplication.translate("DesignPanel", "Change Hex Numbering…"))
        self.renumber_button.setToolTip(
            QCoreApplication.translate("DesignPanel", "A new label scheme, with every hex the scenario names renamed to it (one undo step).")
        )
        self.renumber_button.clicked.connect(self.renumber)
        self.scenario_forms[2].subforms["labels"].refusal_hint = QCoreApplication.translate(
            "DesignPanel", "To renumber the hexes the scenario names as well, use Change Hex Numbering… below."
        )
        renumber_row = QHBoxLayout()
        renumber_row.addWidget(self.renumber_button)
        renumber_row.addStretch(1)
        sl.addLayout(renumber_row)
        sl.addStretch(1)
        self._add("info", QCoreApplication.translate("DesignPanel", "Scenario && Map"), scenario_page)
        self.tab_of["id"] = self.tab_of["map"] = self.tab_of["info"]
        self._add("sides", QCoreApplication.translate("DesignPanel", "Sides"), lst(("sides",), M.Side, lambda s: M.Side(id="side", name="New side", color="#888888"), _name(lang)))
        self._add(
            "nationalities",
            QCoreApplication.translate("DesignPanel", "Nationalities"),
            lst(("nationalities",), M.Nationality, lambda s: M.Nationality(id="nation", name="New nationality", side=first(s.sides), color="#cccccc"), _name(lang)),
        )
        self._add(
            "movement_classes",
            QCoreApplication.translate("DesignPanel", "Movement Classes"),
            lst(("movement_classes",), M.MovementClass, lambda s: M.MovementClass(id="class", name="New class"), _name(lang)),
        )
        self._add(
            "unit_types",
            QCoreApplication.translate("DesignPanel", "Unit Types"),
            lst(
                ("unit_types",),
                M.UnitType,
                lambda s: M.UnitType(id="type", name="New type", movement_class=first(s.movement_classes)),
                _name(lang),
                choices={"symbol": lambda s: list(KNOWN_SYMBOLS)},
                icons={"symbol": nato_icon},
            ),
        )

        def formation_line(f: M.Formation) -> str:
            depth, seen, p = 0, set(), f.parent
            parents = {x.id: x.parent for x in self.pusher.scenario.formations}
            while p is not None and p not in seen and depth < 8:
                seen.add(p)
                depth += 1
                p = parents.get(p)
            return f"{'    ' * depth}{f.id} — {f.name} ({f.level.value})"

        self._add(
            "formations",
            QCoreApplication.translate("DesignPanel", "Formations"),
            lst(("formations",), M.Formation, lambda s: M.Formation(id="formation", name="New formation", level=M.UnitSize.REGIMENT), formation_line,
                parent_of=lambda f: f.parent),
        )
        self._add(
            "terrain",
            QCoreApplication.translate("DesignPanel", "Terrain"),
            lst(("terrain",), M.TerrainType, lambda s: M.TerrainType(id="terrain", name="New terrain"), _name(lang), choices={"symbol": lambda s: terrain_symbols()}),
        )
        lines = QSplitter(Qt.Orientation.Vertical)
        lines.addWidget(lst(("hexside_types",), M.HexsideType, lambda s: M.HexsideType(id="hexside", name="New hexside"), _name(lang)))
        lines.addWidget(lst(("road_types",), M.RoadType, lambda s: M.RoadType(id="road", name="New road"), _name(lang)))
        self._add("hexside_types", QCoreApplication.translate("DesignPanel", "Hexsides && Roads"), lines)
        self.tab_of["road_types"] = self.tab_of["hexside_types"]
        self.oob = OobPanel(pusher, lang)
        self._add("units", QCoreApplication.translate("DesignPanel", "Order of Battle"), self.oob)
        self.arrivals = ScheduleEditor(pusher, lang)
        self.arrivals.pickHexes.connect(self.pickHexes)
        self._add("reinforcements", QCoreApplication.translate("DesignPanel", "Arrivals && Withdrawals"), self.arrivals)
        self.tab_of["withdrawals"] = self.tab_of["reinforcements"]

        turns = QWidget()
        tl = QVBoxLayout(turns)
        row = QHBoxLayout()
        row.addWidget(QLabel(QCoreApplication.translate("DesignPanel", "Number of turns:")))
        self.turn_count = QSpinBox()
        self.turn_count.setObjectName("turnCount")
        self.turn_count.setRange(1, 200)
        self.turn_count.editingFinished.connect(lambda: self.set_turn_count(self.turn_count.value()))
        row.addWidget(self.turn_count)
        self.turn_message = plain(QLabel())
        self.turn_message.setStyleSheet("color: #b00020;")
        row.addWidget(self.turn_message, 1)
        tl.addLayout(row)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(lst(("turns", "turns"), M.Turn, lambda s: M.Turn(number=len(s.turns.turns) + 1), lambda x: " · ".join(p for p in (str(x.number), x.label if x.label != str(x.number) else "", x.date, "☾" if x.night else "", x.weather or "") if p), key=None))
        split.addWidget(lst(("turns", "sequence"), M.PhaseDef, lambda s: M.PhaseDef(kind="movement", side=first(s.sides)), lambda x: f"{x.kind} {x.side or ''}", key=None))
        tl.addWidget(split)
        self._add("turns", QCoreApplication.translate("DesignPanel", "Turns && Phases"), turns)

        weather = QSplitter(Qt.Orientation.Vertical)
        weather.addWidget(lst(("weather", "types"), M.WeatherType, lambda s: M.WeatherType(id="weather", name="New weather"), _name(lang)))
        weather.addWidget(
            lst(
                ("weather", "rolls"),
                M.WeatherRoll,
                lambda s: M.WeatherRoll(turns=[1], outcomes=[M.WeatherOutcome(rolls=[1, 2, 3, 4, 5, 6], weather=first(s.weather.types))]),
                lambda x: f"{', '.join(map(str, x.turns))}: {x.die}",
                key=None,
            )
        )
        self._add("weather", QCoreApplication.translate("DesignPanel", "Weather"), weather)

        self.crt = TableGrid("crt", pusher)
        crt = QSplitter(Qt.Orientation.Vertical)
        crt.addWidget(self.crt)
        heads = QSplitter(Qt.Orientation.Horizontal)
        heads.addWidget(self._fixed(lst(("crt", "columns"), M.OddsColumn, lambda s: M.OddsColumn(label="1-1", odds=(1, 1)), lambda x: f"{x.label} ({x.odds[0]}:{x.odds[1]})", key=None)))
        heads.addWidget(self._fixed(lst(("crt", "rows"), M.DiceRow, lambda s: M.DiceRow(label="?", rolls=[1]), lambda x: f"{x.label}: {', '.join(map(str, x.rolls))}", key=None)))
        crt.addWidget(heads)
        self._add("crt", QCoreApplication.translate("DesignPanel", "CRT"), crt)
        self.bombardment = TableGrid("bombardment", pusher)
        self._add("bombardment", QCoreApplication.translate("DesignPanel", "Bombardment"), self.bombardment)
        self._add(
            "air_power",
            QCoreApplication.translate("DesignPanel", "Air Power"),
            lst(("air_power", "sides"), M.AirPowerSide, lambda s: M.AirPowerSide(side=first(s.sides)), lambda x: x.side, key=None),
        )
        self.rules = ModelForm(M.RuleSwitches, pusher, lang)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.rules)
        self._add("rules", QCoreApplication.translate("DesignPanel", "Rule Switches"), scroll)
        specials = lst(
            ("special_rules",),
            M.SpecialRule,
            lambda s: M.SpecialRule(rule=next(iter(known_rules()), "rule")),
            lambda x: f"{x.rule} {x.params if x.params else ''}",
            key=None,
            choices={"rule": rule_names},
            helps={"rule": rule_help},
        )
        self.rule_help = plain(QLabel())
        self.rule_help.setObjectName("ruleHelp")
        self.rule_help.setWordWrap(True)
        self.rule_help.setStyleSheet("color: #37474f;")
        specials.extra.insertWidget(1, self.rule_help)
        specials.selected.connect(lambda _i: self._show_rule_help())
        self._add("special_rules", QCoreApplication.translate("DesignPanel", "Special Rules"), specials)
        victory = QSplitter(Qt.Orientation.Vertical)
        objectives = lst(
            ("victory", "objectives"),
            M.Objective,
            lambda s: M.Objective(id="objective", name="New objective", points={x.id: 0 for x in s.sides}),
            lambda x: f"{x.id} — {text_in(x.name, lang)}: {', '.join(x.hexes) or x.hex_set or '?'}",
        )
        pick = QPushButton(QCoreApplication.translate("DesignPanel", "Pick Objective Hexes on Board"))
        pick.clicked.connect(self._pick_objective)
        objectives.extra.insertWidget(1, pick)
        victory.addWidget(objectives)
        victory.addWidget(
            lst(
                ("victory", "unit_points"),
                M.UnitPoints,
                lambda s: M.UnitPoints(scorer=first(s.sides), event="eliminated", points=1),
                lambda x: f"{x.scorer}: {x.points} / {x.event}",
                key=None,
            )
        )
        self._add("victory", QCoreApplication.translate("DesignPanel", "Victory"), victory)

        # Who holds what when the game starts: the default, the areas, and what the
        # Control tool paints on the board (areas of hexes only).
        control = QWidget()
        cl = QVBoxLayout(control)
        hint = QLabel(QCoreApplication.translate(
            "DesignPanel",
            "Who holds each hex before the first move: the default, then the areas below in order (hexes, a hex"
            " set or objectives; no side: nobody). Paint single hexes with the Control tool. What holding means"
            " (entering or standing, enemy zones of control) is under Rule Switches → control."))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #37474f;")
        cl.addWidget(hint)
        self.control_form = ModelForm(M.StartControl, pusher, lang, exclude=("areas",))
        cl.addWidget(self.control_form)
        areas = lst(
            ("start_control", "areas"),
            M.ControlArea,
            lambda s: M.ControlArea(side=first(s.sides)),
            lambda x: f"{x.side or '—'}: {', '.join([*x.hexes, *([x.hex_set] if x.hex_set else []), *x.objectives]) or '?'}",
            key=None,
            choices={"objectives": lambda s: [o.id for o in s.victory.objectives]},
        )
        pick_area = QPushButton(QCoreApplication.translate("DesignPanel", "Pick Area Hexes on Board"))
        pick_area.clicked.connect(self._pick_area)
        areas.extra.insertWidget(1, pick_area)
        cl.addWidget(areas, 1)
        self._add("start_control", QCoreApplication.translate("DesignPanel", "Start Control"), control)

        self._fit_page_list()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.pages)
        row.addWidget(self.tabs, 1)
        self.pages.currentRowChanged.connect(self.tabs.setCurrentIndex)
        self.tabs.currentChanged.connect(self._page_shown)
        self.refresh()

    def _fit_page_list(self) -> None:
        # As wide as its longest title ("Lados de hexágono & Estradas"), with room
        # for the scroll bar a short dock gives it, and no wider.
        fm = self.pages.fontMetrics()
        widest = max(fm.horizontalAdvance(self.pages.item(i).text()) for i in range(self.pages.count()))
        bar = self.pages.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self.pages)
        self.pages.setFixedWidth(widest + bar + 2 * self.pages.frameWidth() + 16)

    def _show_rule_help(self) -> None:
        e = self.lists[("special_rules",)]
        i = e.current()
        rules = self.pusher.scenario.special_rules
        self.rule_help.setText(rule_help(rules[i].rule) if i is not None and i < len(rules) else "")

    def _fixed(self, e: ListEditor) -> ListEditor:
        # Columns and rows change with the grid's own buttons, which keep the cells square.
        for k in ("add", "duplicate", "remove"):
            e.buttons[k].hide()
        return e

    def _add(self, key: str, title: str, widget: QWidget) -> None:
        # Each page scrolls, so the dock can be made as short as the designer likes.
        if isinstance(widget, QScrollArea):
            page = widget
        else:
            page = QScrollArea()
            page.setWidgetResizable(True)
            page.setFrameShape(QScrollArea.Shape.NoFrame)
            page.setWidget(widget)
        self.tabs.addTab(page, title)
        self.pages.addItem(title.replace("&&", "&"))
        self.tab_of[key] = page

    def _page_shown(self, index: int) -> None:
        self.pages.blockSignals(True)
        self.pages.setCurrentRow(index)
        self.pages.blockSignals(False)
        self.refresh()

    # --- refreshing ------------------------------------------------------------------
    def document_changed(self) -> None:
        """After an edit or an undo: the visible page now, the others when shown."""
        self.refresh()

    def refresh(self) -> None:
        w = self.tabs.currentWidget()
        for e in self.lists.values():
            if e is w or w.isAncestorOf(e):
                e.refresh()
        for part in (self.oob, self.arrivals, self.crt, self.bombardment):
            if part is w or w.isAncestorOf(part):
                part.refresh()
        if w.isAncestorOf(self.rule_help):
            self._show_rule_help()
        if w.isAncestorOf(self.rules):
            self.rules.load(("rules",))
        if w.isAncestorOf(self.control_form):
            self.control_form.load(("start_control",))
        if w.isAncestorOf(self.scenario_forms[0]):
            for form, path in zip(self.scenario_forms, ((), ("info",), ("map",)), strict=True):
                form.load(path)
        self.turn_count.blockSignals(True)
        self.turn_count.setValue(len(self.pusher.scenario.turns.turns))
        self.turn_count.blockSignals(False)

    def show_tab(self, key: str) -> QWidget:
        w = self.tab_of[key]
        self.tabs.setCurrentWidget(w)
        return w

    # --- actions ---------------------------------------------------------------------
    def set_turn_count(self, n: int) -> bool:
        s = self.pusher.scenario
        turns = [x.model_dump(mode="json") for x in s.turns.turns[:n]]
        while len(turns) < n:
            last = turns[-1]["number"] if turns else 0
            turns.append({"number": last + 1, "label": str(last + 1)})
        if len(turns) == len(s.turns.turns):
            return False
        problem = self.pusher.set(("turns", "turns"), turns, QCoreApplication.translate("DesignPanel", "%1 turns").replace("%1", str(n)))
        self.turn_message.setText(problem or "")
        self.refresh()
        return problem is None

    def _pick_area(self) -> None:
        e = self.lists[("start_control", "areas")]
        i = e.current()
        if i is not None:
            self.pickHexes.emit(("start_control", "areas", i, "hexes"))

    def _pick_objective(self) -> None:
        e = self.lists[("victory", "objectives")]
        i = e.current()
        if i is not None:
            self.pickHexes.emit(("victory", "objectives", i, "hexes"))

    def show_path(self, path: str) -> bool:
        """Open the form for a JSON path of a problem; False when none fits."""
        try:
            parts = E.parse_path(path)
        except E.EditError:
            return False
        head = str(parts[0])
        if head == "units" and len(parts) > 1 and isinstance(parts[1], int):
            self.show_tab("units")
            key = ".".join(str(p) for p in parts[2:] if isinstance(p, str)) or "id"
            self.oob.select_unit(parts[1], key)
            return True
        if head in ("reinforcements", "withdrawals"):
            self.show_tab(head)
            if len(parts) > 1 and isinstance(parts[1], int):
                self.arrivals.select(head, parts[1])
            return True
        for lpath, e in sorted(self.lists.items(), key=lambda kv: -len(kv[0])):
            n = len(lpath)
            if tuple(parts[:n]) == lpath:
                self.tabs.setCurrentWidget(self._tab_holding(e))
                if len(parts) > n and isinstance(parts[n], int):
                    e.select(parts[n])
                    field = parts[n + 1] if len(parts) > n + 1 else None
                    if isinstance(field, str) and field in e.form.widgets:
                        e.form.widgets[field].setFocus()
                return True
        if head in self.tab_of:
            self.show_tab(head)
            return True
        if re.match(r"^(crt|bombardment)", head):
            self.show_tab(head)
            return True
        return False

    def _tab_holding(self, w: QWidget) -> QWidget:
        for i in range(self.tabs.count()):
            t = self.tabs.widget(i)
            if t is w or t.isAncestorOf(w):
                return t
        return w
