"""The editor's side panels: the terrain palette with tool options, and the
hex inspector. Both read the scenario and push edits through the context;
neither changes the scenario directly."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.plaintext import esc, plain
from hexstudio.app.wrapping import keep_wrapped_lines
from hexstudio.editor.tools import EditorContext
from hexstudio.scenario import edits as E
from hexstudio.scenario.model import HexSet, Objective, Scenario, text_in

BRUSH_SIZES = (1, 2, 3)


def swatch(color: str, size: int = 18) -> QIcon:
    pm = QPixmap(size, size)
    pm.fill(QColor(color))
    return QIcon(pm)


class TerrainPalette(QWidget):
    """Base terrains to paint with, and the options of the other tools."""

    hexSetChanged = Signal(object)  # hex set id or None
    holderChanged = Signal(object)  # side id, or None for nobody

    def __init__(self, ctx: EditorContext, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.language = language
        self.terrain_list = QListWidget()
        self.terrain_list.setObjectName("terrainList")
        self.terrain_list.currentItemChanged.connect(self._terrain_chosen)
        self.brush_size = QComboBox()
        for n, text in zip(BRUSH_SIZES, (self.tr("1 hex"), self.tr("7 hexes"), self.tr("19 hexes")), strict=True):
            self.brush_size.addItem(text, n)
        self.brush_size.currentIndexChanged.connect(self._size_chosen)
        self.feature = QComboBox()
        self.feature.currentIndexChanged.connect(self._feature_chosen)
        self.hexside_feature = QComboBox()
        self.hexside_feature.currentIndexChanged.connect(self._hexside_chosen)
        self.road_type = QComboBox()
        self.road_type.currentIndexChanged.connect(self._road_chosen)
        self.hex_set = QComboBox()
        self.hex_set.currentIndexChanged.connect(self._set_chosen)
        self.holder = QComboBox()
        self.holder.setObjectName("holder")
        self.holder.setToolTip(self.tr("Who holds the hexes the Control tool paints when the game starts"))
        self.holder.currentIndexChanged.connect(self._holder_chosen)
        self._holder_picked = False
        # A "+" beside the sets leaves the combo the column's width for a set's name.
        self.new_set = new_set = QToolButton()
        new_set.setText("+")
        new_set.setObjectName("palette.newHexSet")
        new_set.setToolTip(self.tr("New Hex Set…"))
        new_set.clicked.connect(lambda: self.new_hex_set())
        # Long catalogue names ("Estrada pavimentada", a battle's beaches) ask
        # for their whole width, but may be cut to eight letters so the dock
        # can narrow in a 1280-pixel window.
        for combo in (self.brush_size, self.feature, self.hexside_feature, self.road_type, self.hex_set, self.holder):
            combo.setMinimumWidth(combo.fontMetrics().horizontalAdvance("M") * 8)
        set_row = QHBoxLayout()
        set_row.addWidget(self.hex_set, 1)
        set_row.addWidget(new_set)
        form = QFormLayout()
        self.options = form
        # A narrow dock puts each field under its label rather than clipping
        # its text ("Estrada pavimentada", "Praia de desembarque"): see resizeEvent.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.addRow(self.tr("Brush:"), self.brush_size)
        form.addRow(self.tr("Feature:"), self.feature)
        form.addRow(self.tr("Hexside:"), self.hexside_feature)
        form.addRow(self.tr("Road:"), self.road_type)
        form.addRow(self.tr("Hex set:"), set_row)
        form.addRow(self.tr("Holder:"), self.holder)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Terrain")))
        layout.addWidget(self.terrain_list, 1)
        layout.addLayout(form)
        ctx.terrainChanged.connect(self.show_terrain)
        self.reload()

    def scenario(self) -> Scenario:
        return self.ctx.session.scenario

    def _options_need(self) -> int:
        """Width the option rows need side by side: the widest label beside the widest choice."""
        fm = self.fontMetrics()
        label_w = 0
        for r in range(self.options.rowCount()):
            item = self.options.itemAt(r, QFormLayout.ItemRole.LabelRole)
            if item is not None and isinstance(item.widget(), QLabel):
                label_w = max(label_w, fm.horizontalAdvance(item.widget().text()))
        field_w = 0
        for combo in (self.brush_size, self.feature, self.hexside_feature, self.road_type, self.hex_set):
            texts = [combo.itemText(i) for i in range(combo.count())]
            # The frame, the arrow and the colour swatch around the longest name.
            need = max((fm.horizontalAdvance(t) for t in texts), default=0) + 48
            if combo is self.hex_set:
                need += self.new_set.sizeHint().width() + 6
            field_w = max(field_w, need)
        margins = self.layout().contentsMargins()
        return label_w + self.options.horizontalSpacing() + field_w + margins.left() + margins.right()

    def resizeEvent(self, event: object) -> None:
        wrap = self.width() < self._options_need()
        policy = QFormLayout.RowWrapPolicy.WrapAllRows if wrap else QFormLayout.RowWrapPolicy.DontWrapRows
        if self.options.rowWrapPolicy() != policy:
            self.options.setRowWrapPolicy(policy)
        super().resizeEvent(event)  # type: ignore[arg-type]

    def reload(self) -> None:
        """Fill the lists from the scenario's catalogues, keeping the choices."""
        s = self.scenario()
        self.terrain_list.blockSignals(True)
        self.terrain_list.clear()
        for t in s.terrain:
            if t.kind != "base":
                continue
            text = text_in(t.name, self.language)
            if t.id == s.map.default_terrain:
                text += " " + self.tr("(default)")
            item = QListWidgetItem(swatch(t.color), text)
            item.setData(Qt.ItemDataRole.UserRole, t.id)
            self.terrain_list.addItem(item)
        self.terrain_list.blockSignals(False)
        overlays = [(t.id, text_in(t.name, self.language), t.color) for t in s.terrain if t.kind == "overlay"]
        self._fill(self.feature, overlays, self.ctx.feature)
        self._fill(self.hexside_feature, [(t.id, text_in(t.name, self.language), t.color) for t in s.hexside_types], self.ctx.hexside_feature)
        self._fill(self.road_type, [(t.id, text_in(t.name, self.language), t.color) for t in s.road_types], self.ctx.road_type)
        sets = [(k, text_in(v.name, self.language), v.color or "#888888") for k, v in s.map.hex_sets.items()]
        self._fill(self.hex_set, sets, self.ctx.hex_set)
        holders = [(x.id, text_in(x.name, self.language), x.color) for x in s.sides]
        # Until the designer picks a holder, the first side is offered (not "Nobody").
        wanted = self.ctx.holder or "" if self._holder_picked else (s.sides[0].id if s.sides else "")
        self._fill(self.holder, [*holders, ("", self.tr("Nobody"), "#ffffff")], wanted)
        self.ctx.feature = self.feature.currentData() or ""
        self.ctx.hexside_feature = self.hexside_feature.currentData() or ""
        self.ctx.road_type = self.road_type.currentData() or ""
        self.ctx.hex_set = self.hex_set.currentData()
        self.ctx.holder = self.holder.currentData() or None
        if self.ctx.terrain is None or self.ctx.terrain not in {t.id for t in s.terrain if t.kind == "base"}:
            first = next((t.id for t in s.terrain if t.kind == "base" and t.id != s.map.default_terrain), None)
            self.ctx.set_terrain(first or s.map.default_terrain)
        self.show_terrain(self.ctx.terrain)

    @staticmethod
    def _fill(combo: QComboBox, items: list[tuple[str, str, str]], current: str | None) -> None:
        combo.blockSignals(True)
        combo.clear()
        for key, text, color in items:
            combo.addItem(swatch(color, 12), text, key)
        i = combo.findData(current)
        combo.setCurrentIndex(i if i >= 0 else 0)
        combo.setEnabled(bool(items))
        combo.blockSignals(False)

    def show_terrain(self, terrain: object) -> None:
        for i in range(self.terrain_list.count()):
            item = self.terrain_list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == terrain:
                self.terrain_list.blockSignals(True)
                self.terrain_list.setCurrentItem(item)
                self.terrain_list.blockSignals(False)
                return

    def set_brush_size(self, n: int) -> None:
        self.brush_size.setCurrentIndex(BRUSH_SIZES.index(max(1, min(3, n))))

    def _terrain_chosen(self, item: QListWidgetItem | None, _prev: object = None) -> None:
        if item is not None:
            self.ctx.set_terrain(item.data(Qt.ItemDataRole.UserRole))

    def _size_chosen(self, index: int) -> None:
        self.ctx.brush_size = BRUSH_SIZES[max(0, index)]

    def _holder_chosen(self, index: int) -> None:
        self._holder_picked = True
        self.ctx.holder = self.holder.itemData(index) or None
        self.holderChanged.emit(self.ctx.holder)

    def _feature_chosen(self, index: int) -> None:
        self.ctx.feature = self.feature.itemData(index) or ""

    def _hexside_chosen(self, index: int) -> None:
        self.ctx.hexside_feature = self.hexside_feature.itemData(index) or ""

    def _road_chosen(self, index: int) -> None:
        self.ctx.road_type = self.road_type.itemData(index) or ""

    def _set_chosen(self, index: int) -> None:
        self.ctx.hex_set = self.hex_set.itemData(index)
        self.hexSetChanged.emit(self.ctx.hex_set)

    def new_hex_set(self, name: str | None = None) -> str | None:
        """Create an empty hex set (asking for its name) and make it current."""
        if not name:
            name, ok = QInputDialog.getText(self, self.tr("New Hex Set"), self.tr("Name of the hex set:"))
            if not ok or not name.strip():
                return None
        s = self.scenario()
        base = "".join(ch if ch.isalnum() else "_" for ch in name.strip().lower()).strip("_") or "hexes"
        key = base
        n = 2
        while key in s.map.hex_sets:
            key = f"{base}_{n}"
            n += 1
        if self.ctx.push(lambda: E.set_hex_set(s, key, HexSet(name=name.strip(), color="#e67e22"))):
            self.ctx.hex_set = key
            self.reload()
            self.hexSetChanged.emit(key)
            return key
        return None


class HexInspector(QWidget):
    """What the clicked hex holds, with its properties editable."""

    def __init__(self, ctx: EditorContext, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.language = language
        self.label: str | None = None
        self.title = QLabel(self.tr("Click a hex to inspect it."))
        self.title.setTextFormat(Qt.TextFormat.RichText)  # our bold label; the place name escaped
        self.title.setObjectName("inspectorTitle")
        self.title.setWordWrap(True)
        self.terrain = QComboBox()
        self.terrain.activated.connect(self._terrain_set)
        self.features = QListWidget()
        self.features.setObjectName("featureList")
        self.features.itemChanged.connect(self._features_set)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Place name printed on the map"))
        self.name.editingFinished.connect(self._name_set)
        self.elevation = QSpinBox()
        self.elevation.setRange(-10, 100)
        self.elevation.valueChanged.connect(self._elevation_set)
        self.coastal = QCheckBox(self.tr("Coastal hex"))
        self.coastal.toggled.connect(self._coastal_set)
        self.objective = QCheckBox(self.tr("Victory objective"))
        self.objective.toggled.connect(self._objective_set)
        self.objective_info = plain(QLabel())
        self.objective_info.setWordWrap(True)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.tr("Terrain:"), self.terrain)
        form.addRow(self.tr("Features:"), self.features)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Elevation:"), self.elevation)
        form.addRow("", self.coastal)
        form.addRow("", self.objective)
        form.addRow("", self.objective_info)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(form)
        layout.addStretch(1)
        self._editors: list[QWidget] = [self.terrain, self.features, self.name, self.elevation, self.coastal, self.objective]
        self.show_hex(None)

    def scenario(self) -> Scenario:
        return self.ctx.session.scenario

    def show_hex(self, label: str | None) -> None:
        """Show a hex's data (None: nothing chosen)."""
        self.label = label
        for w in self._editors:
            w.blockSignals(True)
            w.setEnabled(label is not None)
        try:
            self._fill(label)
        finally:
            for w in self._editors:
                w.blockSignals(False)

    def refresh(self) -> None:
        self.show_hex(self.label)

    def _fill(self, label: str | None) -> None:
        s = self.scenario()
        self.terrain.clear()
        self.features.clear()
        if label is None:
            self.title.setText(self.tr("Click a hex to inspect it."))
            self.name.clear()
            self.elevation.setValue(0)
            self.coastal.setChecked(False)
            self.objective.setChecked(False)
            self.objective_info.clear()
            return
        data = s.map.hexes.get(label)
        current = E.terrain_at(s, label)
        for t in s.terrain:
            if t.kind == "base":
                self.terrain.addItem(swatch(t.color, 12), text_in(t.name, self.language), t.id)
            else:
                item = QListWidgetItem(swatch(t.color, 12), text_in(t.name, self.language))
                item.setData(Qt.ItemDataRole.UserRole, t.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                on = data is not None and t.id in data.features
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
                self.features.addItem(item)
        self.terrain.setCurrentIndex(max(0, self.terrain.findData(current)))
        name = text_in(data.name, self.language) if data is not None else ""
        self.title.setText(f"<b>{esc(label)}</b> {esc(name)}".strip())
        self.name.setText(name)
        self.elevation.setValue(data.elevation if data is not None else 0)
        self.coastal.setChecked(bool(data is not None and data.coastal))
        objs = [o for o in s.victory.objectives if label in o.hexes]
        self.objective.setChecked(bool(objs))
        self.objective_info.setText(
            ", ".join(f"{text_in(o.name, self.language)} ({', '.join(f'{k} {v}' for k, v in o.points.items())})" for o in objs)
        )

    # --- edits -------------------------------------------------------------------
    def _terrain_set(self, index: int) -> None:
        if self.label is None:
            return
        label, terrain = self.label, self.terrain.itemData(index)
        self.ctx.push(lambda: E.paint_terrain(self.scenario(), [label], terrain))

    def _features_set(self, _item: QListWidgetItem) -> None:
        if self.label is None:
            return
        wanted = [
            self.features.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.features.count())
            if self.features.item(i).checkState() == Qt.CheckState.Checked
        ]
        label = self.label
        self.ctx.push(lambda: E.set_features(self.scenario(), label, wanted))

    def _name_set(self) -> None:
        if self.label is None:
            return
        label = self.label
        data = self.scenario().map.hexes.get(label)
        text = self.name.text().strip()
        old = data.name if data is not None else None
        # A name kept in several languages changes only in the one shown.
        value: object = text
        if isinstance(old, dict):
            value = {k: v for k, v in old.items() if k != self.language}
            if text:
                value[self.language] = text
            value = value or None
        if value == old or (not text and old is None):
            return
        self.ctx.push(lambda: E.set_hex_property(self.scenario(), [label], "name", value))

    def _elevation_set(self, value: int) -> None:
        if self.label is not None:
            label = self.label
            self.ctx.push(
                lambda: E.set_hex_property(self.scenario(), [label], "elevation", value), ("elevation", label)
            )

    def _coastal_set(self, on: bool) -> None:
        if self.label is not None:
            label = self.label
            self.ctx.push(lambda: E.set_hex_property(self.scenario(), [label], "coastal", on))

    def _objective_set(self, on: bool) -> None:
        if self.label is None:
            return
        label = self.label
        s = self.scenario()
        objs = [o.model_copy(deep=True) for o in s.victory.objectives]
        if on:
            data = s.map.hexes.get(label)
            name = (data.name if data is not None else None) or label
            taken = {o.id for o in objs}
            oid = f"hex-{label}"
            n = 2
            while oid in taken:
                oid = f"hex-{label}-{n}"
                n += 1
            objs.append(Objective(id=oid, name=name, hexes=[label], points={x.id: 0 for x in s.sides}))
        else:
            kept = []
            for o in objs:
                if label in o.hexes:
                    o.hexes = [x for x in o.hexes if x != label]
                    if not o.hexes and o.hex_set is None:
                        continue
                kept.append(o)
            objs = kept
        what = self.tr("Make %1 an objective") if on else self.tr("Remove objective %1")
        self.ctx.push(lambda: E.set_field(s, "victory.objectives", objs, what.replace("%1", label)))


class UnitsPanel(QWidget):
    """The order of battle with where each unit starts; choose a unit, then
    click a hex with the Set-up tool to place it there."""

    showHex = Signal(str)  # a unit's set-up hex, double-clicked

    def __init__(self, ctx: EditorContext, language: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.language = language
        self.units = QListWidget()
        self.units.setObjectName("unitList")
        self.units.currentItemChanged.connect(self._chosen)
        self.units.itemDoubleClicked.connect(self._show)
        hint = QLabel(self.tr("Choose a unit, then click a hex with the Set-up tool (U). Drag counters to move them; right-click takes one off."))
        hint.setWordWrap(True)
        # However narrow the column, the hint keeps all its lines (the list gives way).
        keep_wrapped_lines(hint)
        self.units.setMinimumHeight(self.units.fontMetrics().lineSpacing() * 3)
        layout = QVBoxLayout(self)
        layout.addWidget(self.units, 1)
        layout.addWidget(hint)
        ctx.unitPlaced.connect(lambda _unit: self.reload())
        self.reload()

    def reload(self) -> None:
        s = self.ctx.session.scenario
        where = {p.unit: p.hex for p in s.setup}
        arriving = {u: r.id for r in s.reinforcements for u in r.units}
        nats = {n.id: n for n in s.nationalities}
        self.units.blockSignals(True)
        self.units.clear()
        for u in s.units:
            if u.id in where:
                place = where[u.id]
            elif u.id in arriving:
                place = self.tr("arrives: %1").replace("%1", arriving[u.id])
            else:
                place = self.tr("not set up")
            nat = nats.get(u.nationality)
            item = QListWidgetItem(swatch(nat.color if nat else "#d8d8d8", 12), f"{u.name} — {place}")
            item.setData(Qt.ItemDataRole.UserRole, u.id)
            if u.id in arriving:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.units.addItem(item)
            if u.id == self.ctx.unit_to_place:
                self.units.setCurrentItem(item)
        self.units.blockSignals(False)

    def _chosen(self, item: QListWidgetItem | None, _prev: object = None) -> None:
        self.ctx.unit_to_place = item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def _show(self, item: QListWidgetItem) -> None:
        unit = item.data(Qt.ItemDataRole.UserRole)
        hex_label = next((p.hex for p in self.ctx.session.scenario.setup if p.unit == unit), None)
        if hex_label is not None:
            self.showHex.emit(hex_label)
