"""File ▸ New Battle: a blank battle from its map's shape, its sides and a catalogue.

The dialog asks what cannot easily be changed once hexes are painted -- the
map's size, whether hexes are flat- or pointy-topped and which columns (rows)
sit lower, how the printed map numbers its hexes -- and the sides, the number
of turns, and the catalogue to start from: the family's standard one or the
one of a bundled battle (or any scenario file). A drawing of the map's top
left corner shows the grid and its numbers as they will be. Every setting is
checked as it is typed; Create stays off while something is wrong, and says
what. ``scenario()`` builds the battle (``hexstudio.scenario.blank``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.engine_text import tr_engine
from hexstudio.app.spinbox import LimitSpinBox
from hexstudio.hexgrid import Grid, Orientation, Stagger
from hexstudio.paths import bundled_scenarios
from hexstudio.scenario.blank import (
    MAX_SIDES,
    MAX_SIZE,
    MAX_TURNS,
    NewBattleSpec,
    SideSpec,
    catalogue_of,
    family_catalogue,
    new_battle,
    spec_problems,
)
from hexstudio.scenario.io import ScenarioError, load_scenario
from hexstudio.scenario.model import Scenario, text_in

SEPARATORS = ("", "-", ".")
SIDE_COLOURS = ("#d8c25a", "#9aa0a6", "#7fa7d6", "#c97b6b", "#8fbf7f", "#b48ec7")
PREVIEW_COLUMNS, PREVIEW_ROWS = 5, 4


class GridPreview(QWidget):
    """The top-left corner of the new map: hex shape, stagger and numbers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newBattle.preview")
        self.grid: Grid | None = None
        self.setMinimumSize(220, 170)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(260, 200)

    def show_grid(self, grid: Grid | None) -> None:
        self.grid = grid
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#f4f1e8"))
        g = self.grid
        if g is None:
            p.end()
            return
        # The corner only: a few columns and rows, drawn as large as fits.
        corner = Grid(
            min(g.columns, PREVIEW_COLUMNS), min(g.rows, PREVIEW_ROWS), g.orientation, g.stagger, g.labels, 1.0
        )
        w, h = corner.pixel_size()
        scale = min((self.width() - 8) / w, (self.height() - 8) / h)
        p.translate(4, 4)
        p.scale(scale, scale)
        pen = QPen(QColor("#5b5b5b"), 1.5 / scale)
        p.setPen(pen)
        font = p.font()
        font.setPixelSize(max(6, int(0.42 * scale)))
        # The labels name hexes of the whole map: numbered as the full grid numbers them.
        for hx in corner.hexes():
            p.setBrush(QColor("#dfe6b0"))
            p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in corner.corners(hx)]))
        p.resetTransform()
        p.setFont(font)
        p.setPen(QColor("#202020"))
        for hx in corner.hexes():
            col, row = corner.to_offset(hx)
            label = g.labels.format(col, row, g.columns, g.rows)
            cx, cy = corner.center(hx)
            x, y = 4 + cx * scale, 4 + cy * scale
            r = 0.9 * scale
            p.drawText(QRectF(x - r, y - r / 2, 2 * r, r), Qt.AlignmentFlag.AlignCenter, label)
        p.end()


class SideRow(QWidget):
    """One side: its name and counter colour."""

    def __init__(self, name: str, color: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit(name)
        self.name.setObjectName("newBattle.sideName")
        self.color = color
        self.color_button = QPushButton()
        self.color_button.setObjectName("newBattle.sideColour")
        self.color_button.setToolTip(self.tr("Counter colour"))
        self.color_button.setFixedWidth(48)
        self.color_button.clicked.connect(self._choose)
        self.remove_button = QPushButton(self.tr("Remove"))
        row.addWidget(self.name, 1)
        row.addWidget(self.color_button)
        row.addWidget(self.remove_button)
        self._show_color()

    def _show_color(self) -> None:
        self.color_button.setStyleSheet(f"background: {self.color};")

    def _choose(self) -> None:
        c = QColorDialog.getColor(QColor(self.color), self, self.tr("Counter Colour"))
        if c.isValid():
            self.set_color(c.name())

    def set_color(self, color: str) -> None:
        self.color = color
        self._show_color()


class NewBattleDialog(QDialog):
    """See the module docstring. ``scenario()`` after ``accept``."""

    def __init__(self, language: str = "en", parent: QWidget | None = None, start_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newBattleDialog")
        self.setWindowTitle(self.tr("New Battle"))
        self.language = language
        self._start_dir = start_dir
        self._catalogues: dict[str, dict[str, Any]] = {}
        self._result: Scenario | None = None

        self.title = QLineEdit(self.tr("New battle"))
        self.title.setObjectName("newBattle.title")

        # --- the map
        self.columns = self._spin(1, MAX_SIZE, 20, "newBattle.columns")
        self.rows = self._spin(1, MAX_SIZE, 15, "newBattle.rows")
        self.orientation = QComboBox()
        self.orientation.setObjectName("newBattle.orientation")
        self.orientation.addItem(self.tr("Flat-topped (hexes in columns)"), "flat")
        self.orientation.addItem(self.tr("Pointy-topped (hexes in rows)"), "pointy")
        self.stagger = QComboBox()
        self.stagger.setObjectName("newBattle.stagger")
        self.stagger.addItem(self.tr("Odd"), "odd")
        self.stagger.addItem(self.tr("Even"), "even")
        self.stagger.setToolTip(
            self.tr(
                "Which columns (rows, for pointy-topped hexes) sit half a hex lower (further right): see the drawing."
            )
        )
        self.separator = QComboBox()
        self.separator.setObjectName("newBattle.separator")
        for sep in SEPARATORS:
            self.separator.addItem(
                {"": self.tr("None (0807)"), "-": self.tr("Dash (08-07)"), ".": self.tr("Dot (08.07)")}[sep], sep
            )
        self.first_column = self._spin(0, 999, 1, "newBattle.firstColumn")
        self.first_row = self._spin(0, 999, 1, "newBattle.firstRow")
        self.digits = self._spin(1, 4, 2, "newBattle.digits")
        self.zero_pad = QCheckBox(self.tr("Pad with zeros (0807, not 87)"))
        self.zero_pad.setChecked(True)
        self.numbers = QLabel()
        self.numbers.setObjectName("newBattle.numbers")
        self.numbers.setWordWrap(True)
        self.preview = GridPreview()

        map_box = QGroupBox(self.tr("Map"))
        mf = QFormLayout()
        mf.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        size_row = QHBoxLayout()
        size_row.addWidget(self.columns)
        size_row.addWidget(QLabel(self.tr("columns by")))
        size_row.addWidget(self.rows)
        size_row.addWidget(QLabel(self.tr("rows")))
        size_row.addStretch(1)
        mf.addRow(self.tr("Size:"), size_row)
        mf.addRow(self.tr("Hexes:"), self.orientation)
        mf.addRow(self.tr("Stagger:"), self.stagger)
        mb = QHBoxLayout(map_box)
        mb.addLayout(mf, 1)
        mb.addWidget(self.preview)

        numbering_box = QGroupBox(self.tr("Hex numbering"))
        nf = QFormLayout(numbering_box)
        nf.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        nf.addRow(self.tr("Between column and row:"), self.separator)
        first = QHBoxLayout()
        first.addWidget(QLabel(self.tr("column")))
        first.addWidget(self.first_column)
        first.addWidget(QLabel(self.tr("row")))
        first.addWidget(self.first_row)
        first.addStretch(1)
        nf.addRow(self.tr("Top-left hex:"), first)
        nf.addRow(self.tr("Digits at least:"), self.digits)
        nf.addRow("", self.zero_pad)
        nf.addRow(self.numbers)

        # --- sides and turns
        sides_box = QGroupBox(self.tr("Sides"))
        sl = QVBoxLayout(sides_box)
        self.side_rows: list[SideRow] = []
        self._sides_layout = QVBoxLayout()
        sl.addLayout(self._sides_layout)
        self.add_side_button = QPushButton(self.tr("Add Side"))
        self.add_side_button.clicked.connect(lambda: self.add_side())
        add_row = QHBoxLayout()
        add_row.addWidget(self.add_side_button)
        add_row.addStretch(1)
        sl.addLayout(add_row)
        for name, color in ((self.tr("Allies"), SIDE_COLOURS[0]), (self.tr("Axis"), SIDE_COLOURS[1])):
            self.add_side(name, color)
        self.turns = self._spin(1, MAX_TURNS, 10, "newBattle.turns")
        turns_row = QHBoxLayout()
        turns_row.addWidget(QLabel(self.tr("Turns:")))
        turns_row.addWidget(self.turns)
        turns_row.addStretch(1)
        sl.addLayout(turns_row)

        # --- the catalogue
        cat_box = QGroupBox(self.tr("Terrain and tables to start from"))
        cl = QVBoxLayout(cat_box)
        self.use_family = QRadioButton(self.tr("The family's standard catalogue"))
        self.use_family.setObjectName("newBattle.family")
        self.use_battle = QRadioButton(self.tr("The catalogue of a battle:"))
        self.use_battle.setObjectName("newBattle.fromBattle")
        group = QButtonGroup(self)
        group.addButton(self.use_family)
        group.addButton(self.use_battle)
        self.use_family.setChecked(True)
        family_about = QLabel(text_in(family_catalogue().get("about", ""), language))
        family_about.setWordWrap(True)
        family_about.setIndent(24)
        self.battle = QComboBox()
        self.battle.setObjectName("newBattle.battle")
        self.battle.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.battle.setMinimumContentsLength(16)
        for path in bundled_scenarios():
            try:
                title = text_in(load_scenario(path).info.title, language)
            except ScenarioError:
                continue
            self.battle.addItem(title or path.stem, str(path))
        other = QPushButton(self.tr("Other File…"))
        other.clicked.connect(self.choose_battle_file)
        battle_row = QHBoxLayout()
        battle_row.addSpacing(24)
        battle_row.addWidget(self.battle, 1)
        battle_row.addWidget(other)
        what = QLabel(
            self.tr(
                "Terrain, hexsides, roads, movement classes, unit types, the combat and bombardment tables and the kinds of weather. No units, rules or map."
            )
        )
        what.setWordWrap(True)
        cl.addWidget(self.use_family)
        cl.addWidget(family_about)
        cl.addWidget(self.use_battle)
        cl.addLayout(battle_row)
        cl.addWidget(what)

        self.message = QLabel()
        self.message.setObjectName("newBattle.message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.create_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.create_button.setText(self.tr("Create Battle"))
        self.buttons.accepted.connect(self._create)
        self.buttons.rejected.connect(self.reject)

        body = QWidget()
        grid = QGridLayout(body)
        title_row = QHBoxLayout()
        title_row.addWidget(QLabel(self.tr("Title:")))
        title_row.addWidget(self.title, 1)
        grid.addLayout(title_row, 0, 0, 1, 2)
        grid.addWidget(map_box, 1, 0, 1, 2)
        grid.addWidget(numbering_box, 2, 0)
        grid.addWidget(sides_box, 2, 1)
        grid.addWidget(cat_box, 3, 0, 1, 2)
        grid.setRowStretch(4, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        for w in (self.orientation, self.stagger, self.separator, self.battle):
            w.currentIndexChanged.connect(self.update_state)
        for sb in (self.columns, self.rows, self.first_column, self.first_row, self.digits, self.turns):
            sb.valueChanged.connect(self.update_state)
        self.zero_pad.toggled.connect(self.update_state)
        self.title.textChanged.connect(self.update_state)
        self.use_family.toggled.connect(self.update_state)
        self.resize(720, 640)
        self.update_state()

    # ------------------------------------------------------------------ building
    def _spin(self, lo: int, hi: int, value: int, name: str) -> LimitSpinBox:
        sb = LimitSpinBox()
        sb.setObjectName(name)
        sb.setRange(lo, hi)
        sb.setValue(value)
        sb.outOfRange.connect(self._say)
        return sb

    def _say(self, text: str) -> None:
        self.message.setText(text)

    def add_side(self, name: str = "", color: str | None = None) -> SideRow | None:
        if len(self.side_rows) >= MAX_SIDES:
            return None
        row = SideRow(
            name or self.tr("Side %1").replace("%1", str(len(self.side_rows) + 1)),
            color or SIDE_COLOURS[len(self.side_rows) % len(SIDE_COLOURS)],
        )
        row.remove_button.clicked.connect(lambda: self.remove_side(row))
        row.name.textChanged.connect(self.update_state)
        self.side_rows.append(row)
        self._sides_layout.addWidget(row)
        if hasattr(self, "turns"):
            self.update_state()
        return row

    def remove_side(self, row: SideRow) -> bool:
        if len(self.side_rows) <= 2 or row not in self.side_rows:
            return False
        self.side_rows.remove(row)
        self._sides_layout.removeWidget(row)
        row.deleteLater()
        self.update_state()
        return True

    def choose_battle_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Catalogue of a Battle"),
            str(self._start_dir or ""),
            self.tr("Scenarios (*.json);;All files (*)"),
        )
        if path:
            self.add_battle_file(Path(path))

    def add_battle_file(self, path: Path) -> bool:
        """Offer another scenario's catalogue (and choose it); False, with the reason shown, if it cannot be read."""
        try:
            s = load_scenario(path)
        except ScenarioError as e:
            first = e.problems[0] if e.problems else None
            self.message.setText(
                self.tr("%1 cannot be used: %2")
                .replace("%1", path.name)
                .replace("%2", tr_engine(first.message) if first else "")
            )
            return False
        self._catalogues[str(path)] = catalogue_of(s)
        self.battle.addItem(text_in(s.info.title, self.language) or path.stem, str(path))
        self.battle.setCurrentIndex(self.battle.count() - 1)
        self.use_battle.setChecked(True)
        return True

    # ------------------------------------------------------------------ state
    def spec(self) -> NewBattleSpec:
        return NewBattleSpec(
            title=self.title.text().strip(),
            columns=self.columns.value(),
            rows=self.rows.value(),
            orientation=self.orientation.currentData(),
            stagger=self.stagger.currentData(),
            separator=self.separator.currentData(),
            first_column=self.first_column.value(),
            first_row=self.first_row.value(),
            digits=self.digits.value(),
            zero_pad=self.zero_pad.isChecked(),
            sides=tuple(SideSpec(r.name.text().strip(), r.color) for r in self.side_rows),
            turns=self.turns.value(),
            language=self.language,
        )

    def catalogue(self) -> dict[str, Any] | None:
        """The chosen catalogue (None: the family's); raises ScenarioError for a battle that will not load."""
        if self.use_family.isChecked():
            return None
        key = self.battle.currentData()
        if key is None:
            return None
        if key not in self._catalogues:
            self._catalogues[key] = catalogue_of(load_scenario(Path(key)))
        return self._catalogues[key]

    def problems(self) -> list[str]:
        out = [tr_engine(p) for p in spec_problems(self.spec())]
        if self.use_battle.isChecked() and self.battle.currentData() is None:
            out.append(self.tr("choose the battle whose catalogue to start from"))
        return out

    def update_state(self, *args: object) -> None:
        spec = self.spec()
        problems = self.problems()
        self.add_side_button.setEnabled(len(self.side_rows) < MAX_SIDES)
        for r in self.side_rows:
            r.remove_button.setEnabled(len(self.side_rows) > 2)
        self.battle.setEnabled(self.use_battle.isChecked())
        if not spec.separator and not spec.zero_pad:
            self.preview.show_grid(None)
            self.numbers.clear()
        else:
            grid = Grid(
                spec.columns, spec.rows, Orientation(spec.orientation), Stagger(spec.stagger), spec.label_scheme(), 1.0
            )
            self.preview.show_grid(grid)
            first, last = spec.corner_labels()
            self.numbers.setText(
                self.tr("Hexes numbered %1 (top left) to %2 (bottom right); %3 hexes.")
                .replace("%1", first)
                .replace("%2", last)
                .replace("%3", str(spec.columns * spec.rows))
            )
        if problems:
            text = "; ".join(problems)
            self.message.setText(text[0].upper() + text[1:] + ".")
        else:
            self.message.clear()
        self.create_button.setEnabled(not problems)

    # ------------------------------------------------------------------ result
    def build(self) -> Scenario:
        """The new battle as set; raises ValueError (NewBattleError, ScenarioError) with the reason."""
        return new_battle(self.spec(), self.catalogue())

    def _create(self) -> None:
        # Out-of-range numbers still in a box are refused (and said) before anything is built.
        for sb in (self.columns, self.rows, self.first_column, self.first_row, self.digits, self.turns):
            if sb.refuse_out_of_range():
                return
        try:
            self._result = self.build()
        except (ValueError, ScenarioError) as e:
            self.message.setText(tr_engine(e.args[0]) if e.args and isinstance(e.args[0], str) else str(e))
            return
        self.accept()

    def scenario(self) -> Scenario | None:
        """The battle created when the dialog was accepted."""
        return self._result
