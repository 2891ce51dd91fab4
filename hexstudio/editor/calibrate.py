"""The calibration dialog: lay the hex grid over the scan from a few clicks.

While the dialog is open, a board tool turns each left click on the scan
into a reference row (the image pixel under the pointer, and a guess at the
label from the current grid); the user corrects the label to the number
printed on that hex. From three rows on, every orientation and stagger is
fitted (``hexstudio.calibration``) and each row shows how far its click is
from the fitted grid, in scan pixels. Accept hands the result to the editor,
which applies it as one undoable step.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGraphicsPathItem,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.plaintext import plain
from hexstudio.board.view import BoardMouseEvent, BoardView
from hexstudio.calibration import CalibrationError, CalibrationResult, Reference, calibrate
from hexstudio.hexgrid import Grid

COL_LABEL, COL_X, COL_Y, COL_ERROR = range(4)
MARK_COLOR = "#ff2d55"


class CalibrationDialog(QDialog):
    """Reference clicks, their labels and residuals; emits the accepted fit."""

    calibrated = Signal(object)  # CalibrationResult

    def __init__(
        self, grid: Grid, scan_to_scene: object, parent: QWidget | None = None, fixed_layout: bool = False
    ) -> None:
        super().__init__(parent)
        self.fixed_layout = fixed_layout
        self.setObjectName("editor.calibration")
        self.setWindowTitle(self.tr("Calibrate Map Scan"))
        self.grid = grid
        self._to_scene = scan_to_scene  # QTransform: image pixel -> scene, for markers
        self.result: CalibrationResult | None = None
        self._markers: list[QGraphicsPathItem] = []

        intro = QLabel(
            self.tr(
                "Click the centre of a hex on the scan, then type the number printed on it. "
                "Use three or more hexes far apart, in columns and rows of both parities."
            )
        )
        intro.setWordWrap(True)
        if fixed_layout:
            intro.setText(
                intro.text()
                + " "
                + self.tr("The map already has rivers or roads, so its orientation and stagger stay as they are.")
            )
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Hex"), self.tr("Scan x"), self.tr("Scan y"), self.tr("Error (px)")])
        self.table.horizontalHeaderItem(COL_ERROR).setToolTip(
            self.tr("Scan pixels between the click and where the fitted grid puts that hex's centre.")
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.itemChanged.connect(self._refit)
        self.hex_size = QDoubleSpinBox()
        self.hex_size.setRange(3.0, 1000.0)
        self.hex_size.setDecimals(1)
        self.hex_size.setValue(grid.size)
        self.hex_size.valueChanged.connect(self._refit)
        form = QFormLayout()
        form.addRow(self.tr("Hex size on the board:"), self.hex_size)
        self.status = plain(QLabel(self.tr("No hexes yet.")))
        self.status.setObjectName("calibrationStatus")
        self.status.setWordWrap(True)
        remove = QPushButton(self.tr("Remove Selected"))
        remove.clicked.connect(self.remove_selected)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Apply to Map"))
        self.ok_button.setEnabled(False)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(remove)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addLayout(row)
        self.resize(520, 380)

    # --- references --------------------------------------------------------------
    def add_point(self, image_point: tuple[float, float], label: str = "") -> int:
        """A new reference row; returns its row number."""
        self.table.blockSignals(True)
        r = self.table.rowCount()
        self.table.insertRow(r)
        self.table.setItem(r, COL_LABEL, QTableWidgetItem(label))
        for col, v in ((COL_X, image_point[0]), (COL_Y, image_point[1])):
            item = QTableWidgetItem(f"{v:.1f}")
            item.setData(Qt.ItemDataRole.UserRole, float(v))
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(r, col, item)
        item = QTableWidgetItem("")
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.table.setItem(r, COL_ERROR, item)
        self.table.blockSignals(False)
        self._refit()
        return r

    def set_label(self, row: int, label: str) -> None:
        self.table.item(row, COL_LABEL).setText(label)

    def references(self) -> list[Reference]:
        out = []
        for r in range(self.table.rowCount()):
            label = self.table.item(r, COL_LABEL).text().strip()
            if not label:
                continue
            x = float(self.table.item(r, COL_X).data(Qt.ItemDataRole.UserRole))
            y = float(self.table.item(r, COL_Y).data(Qt.ItemDataRole.UserRole))
            out.append(Reference(label, (x, y)))
        return out

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        for r in rows:
            self.table.removeRow(r)
        self._refit()

    # --- fitting -----------------------------------------------------------------
    def _refit(self, *args: object) -> None:
        refs = self.references()
        self.result = None
        self.table.blockSignals(True)
        for r in range(self.table.rowCount()):
            self.table.item(r, COL_ERROR).setText("")
            self.table.item(r, COL_ERROR).setBackground(QColor(0, 0, 0, 0))
        self.table.blockSignals(False)
        if len(refs) < 3:
            self.status.setText(self.tr("%n more hex(es) needed.", "", 3 - len(refs)))
            self.ok_button.setEnabled(False)
            return
        try:
            grid = replace(self.grid, size=self.hex_size.value())
            if self.fixed_layout:
                result = calibrate(grid, refs, orientations=[grid.orientation], staggers=[grid.stagger])
            else:
                result = calibrate(grid, refs)
        except CalibrationError as e:
            self.status.setText(str(e))
            self.ok_button.setEnabled(False)
            return
        self.result = result
        by_label = {x.label: x for x in result.residuals}
        suspect = result.suspect()
        self.table.blockSignals(True)
        for r in range(self.table.rowCount()):
            res = by_label.get(self.table.item(r, COL_LABEL).text().strip())
            if res is None:
                continue
            self.table.item(r, COL_ERROR).setText(f"{res.error:.1f}")
            if suspect is not None and res.label == suspect.label:
                self.table.item(r, COL_ERROR).setBackground(QColor("#ffb3b3"))
        self.table.blockSignals(False)
        orient = self.tr("flat-topped") if result.orientation == "flat" else self.tr("pointy-topped")
        lines = [
            self.tr("Best fit: %1 hexes, %2 stagger; mean error %3 px.")
            .replace("%1", orient)
            .replace("%2", str(result.stagger))
            .replace("%3", f"{result.rms:.1f}")
        ]
        advice = result.advice()
        if advice:
            lines.append(advice[0].upper() + advice[1:] + ".")
        self.status.setText("\n".join(lines))
        self.ok_button.setEnabled(True)

    def _accept(self) -> None:
        if self.result is None:
            return
        self.calibrated.emit(self.result)
        self.accept()

    # --- markers on the board -------------------------------------------------------
    def add_marker(self, scene: object, scene_point: QPointF, size: float) -> None:
        path = QPainterPath()
        path.moveTo(scene_point.x() - size, scene_point.y())
        path.lineTo(scene_point.x() + size, scene_point.y())
        path.moveTo(scene_point.x(), scene_point.y() - size)
        path.lineTo(scene_point.x(), scene_point.y() + size)
        path.addEllipse(scene_point, size / 2, size / 2)
        item = QGraphicsPathItem(path)
        pen = QPen(QColor(MARK_COLOR), 0)
        pen.setCosmetic(True)
        pen.setWidthF(2.0)
        item.setPen(pen)
        item.setZValue(1e6)
        scene.addItem(item)  # type: ignore[attr-defined]
        self._markers.append(item)

    def clear_markers(self) -> None:
        for item in self._markers:
            s = item.scene()
            if s is not None:
                s.removeItem(item)
        self._markers.clear()


class CalibrationTool:
    """Board tool used while the calibration dialog is open: a left click on the
    scan adds a reference point."""

    def __init__(self, dialog: CalibrationDialog) -> None:
        self.dialog = dialog

    def activate(self, view: BoardView) -> None:
        view.viewport().setCursor(Qt.CursorShape.CrossCursor)

    def deactivate(self, view: BoardView) -> None:
        view.viewport().unsetCursor()

    def press(self, view: BoardView, event: BoardMouseEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        scene = view.scene()
        bg = getattr(scene, "background_item", None)
        if bg is None:
            return False
        inverse, ok = bg.sceneTransform().inverted()
        if not ok:
            return False
        p = inverse.map(event.scene_pos)
        grid = getattr(scene, "grid", None)
        guess = ""
        if grid is not None:
            h = grid.hex_at(event.scene_pos.x(), event.scene_pos.y())
            guess = grid.label(h) if grid.contains(h) else ""
        self.dialog.add_point((p.x(), p.y()), guess)
        self.dialog.add_marker(scene, event.scene_pos, (grid.size if grid is not None else 40.0) / 4)
        return True

    def move(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return False

    def release(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return event.button == Qt.MouseButton.LeftButton
