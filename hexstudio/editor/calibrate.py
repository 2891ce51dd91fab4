"""The calibration dialog: lay the hex grid over the scan from a few clicks.

While the dialog is open, a board tool turns each left click on the scan
into a reference row: the image pixel under the pointer, an empty hex
number for the user to type, and beside it a suggestion -- from the grid
as it lies now, or once three hexes are typed, from the fit -- which is
never taken unless typed: before calibration the grid may lie anywhere
over the scan, and a guessed number that fits is worse than none. From
three typed hexes on, every orientation and stagger is fitted
(``hexstudio.calibration``); each row shows how far its click lies from
the fitted grid and, from four hexes on, how far from where the other
hexes put it (the check that catches a mistyped number: three hexes always
fit exactly). A fit that needs the hexes stretched or leaning is named.
Apply hands the result to the editor, which applies it as one undoable
step; with three hexes only, or a distorted fit, Apply asks first.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
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
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.engine_text import tr_engine
from hexstudio.app.plaintext import plain
from hexstudio.board.view import BoardMouseEvent, BoardView
from hexstudio.calibration import Affine, CalibrationError, CalibrationResult, Reference, calibrate
from hexstudio.hexgrid import Grid

COL_LABEL, COL_GUESS, COL_POINT, COL_ERROR, COL_CHECK = range(5)
MARK_COLOR = "#ff2d55"
SUSPECT = QColor("#ffb3b3")
WARN_COLOR = "#b00020"
ADVISE_COLOR = "#8a5a00"
# Scan pixels from which a click's distance to the fit is shown as doubtful.
DOUBT_PX = 3.0


class CalibrationDialog(QDialog):
    """Reference clicks, their hex numbers and residuals; emits the accepted fit."""

    calibrated = Signal(object)  # CalibrationResult

    def __init__(
        self,
        grid: Grid,
        scan_to_scene: object,
        parent: QWidget | None = None,
        fixed_layout: bool = False,
        after_import: bool = False,
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
                "Use four or more hexes far apart, in columns and rows of both parities."
            )
        )
        intro.setWordWrap(True)
        self.next_step = QLabel(
            self.tr("The scan is under the map, placed at a guess. Next, lay the hex grid over it: this is the step.")
        )
        self.next_step.setObjectName("calibrationNextStep")
        self.next_step.setWordWrap(True)
        self.next_step.setStyleSheet("font-weight: bold;")
        self.next_step.setVisible(after_import)
        if fixed_layout:
            intro.setText(
                intro.text()
                + " "
                + self.tr("The map already has rivers or roads, so its orientation and stagger stay as they are.")
            )
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("calibrationPoints")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Hex"), self.tr("Suggested"), self.tr("On the scan"), self.tr("Error (px)"), self.tr("Check (px)")]
        )
        tips = (
            self.tr("Type the number printed on the hex you clicked."),
            self.tr(
                "What the grid says is under the click: before calibrating it may be far off, so it is never taken "
                "unless you type it."
            ),
            self.tr("The click, in scan pixels."),
            self.tr("Scan pixels between the click and where the fitted grid puts that hex's centre."),
            self.tr(
                "Scan pixels between the click and where the other hexes alone put that hex (from four hexes on): "
                "a large number means a mistyped hex number or a careless click."
            ),
        )
        for col, tip in enumerate(tips):
            self.table.horizontalHeaderItem(col).setToolTip(tip)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_POINT, QHeaderView.ResizeMode.Stretch)
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
        self.warning = QLabel()
        self.warning.setObjectName("calibrationWarning")
        self.warning.setWordWrap(True)
        self.warning.hide()
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
        layout.addWidget(self.next_step)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.warning)
        layout.addLayout(row)
        self.resize(600, 420)

    # --- references --------------------------------------------------------------
    def add_point(self, image_point: tuple[float, float], label: str = "", suggestion: str = "") -> int:
        """A new reference row; returns its row number.

        ``label`` is a hex number the user (or a test, or another tool) has
        read on the scan: it is used. ``suggestion`` is only shown beside the
        empty number; the row counts once a number is typed.
        """
        self.table.blockSignals(True)
        r = self.table.rowCount()
        self.table.insertRow(r)
        self.table.setItem(r, COL_LABEL, QTableWidgetItem(label))
        guess = QTableWidgetItem(suggestion + ("?" if suggestion else ""))
        guess.setData(Qt.ItemDataRole.UserRole, suggestion)
        guess.setForeground(QBrush(QColor("#757575")))
        guess.setFlags(guess.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.table.setItem(r, COL_GUESS, guess)
        point = QTableWidgetItem(f"{image_point[0]:.0f}, {image_point[1]:.0f}")
        point.setData(Qt.ItemDataRole.UserRole, (float(image_point[0]), float(image_point[1])))
        point.setFlags(point.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.table.setItem(r, COL_POINT, point)
        for col in (COL_ERROR, COL_CHECK):
            item = QTableWidgetItem("")
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(r, col, item)
        self.table.blockSignals(False)
        self._refit()
        return r

    def ask_label(self, row: int) -> None:
        """Put the cursor in a row's hex number, ready for typing."""
        item = self.table.item(row, COL_LABEL)
        if item is None:
            return
        self.table.setCurrentItem(item)
        self.table.scrollToItem(item)
        self.table.editItem(item)

    def set_label(self, row: int, label: str) -> None:
        self.table.item(row, COL_LABEL).setText(label)

    def suggestion(self, row: int) -> str:
        item = self.table.item(row, COL_GUESS)
        return str(item.data(Qt.ItemDataRole.UserRole) or "") if item is not None else ""

    def point(self, row: int) -> tuple[float, float]:
        x, y = self.table.item(row, COL_POINT).data(Qt.ItemDataRole.UserRole)
        return float(x), float(y)

    def unlabelled(self) -> list[int]:
        """Rows whose hex number is still to be typed."""
        return [r for r in range(self.table.rowCount()) if not self.table.item(r, COL_LABEL).text().strip()]

    def references(self) -> list[Reference]:
        out = []
        for r in range(self.table.rowCount()):
            label = self.table.item(r, COL_LABEL).text().strip()
            if label:
                out.append(Reference(label, self.point(r)))
        return out

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        # Each click put a row and a marker; rows added by code have no marker.
        paired = len(self._markers) == self.table.rowCount()
        for r in rows:
            self.table.removeRow(r)
            if paired:
                marker = self._markers.pop(r)
                if marker.scene() is not None:
                    marker.scene().removeItem(marker)
        self._refit()

    def suggest(self, image_point: tuple[float, float], scene_point: QPointF | None = None) -> str:
        """The hex number under a click: from the fit once there is one, else from the grid as it lies."""
        if self.result is not None:
            g = replace(self.grid, orientation=self.result.orientation, stagger=self.result.stagger, size=self.hex_size.value())
            x, y = Affine.from_qt(self.result.transform).map(*image_point)
        elif scene_point is not None:
            g, x, y = self.grid, scene_point.x(), scene_point.y()
        else:
            return ""
        h = g.hex_at(x, y)
        return g.label(h) if g.contains(h) else ""

    # --- fitting -----------------------------------------------------------------
    def _refit(self, *args: object) -> None:
        refs = self.references()
        self.result = None
        self.warning.hide()
        self.table.blockSignals(True)
        for r in range(self.table.rowCount()):
            for col in (COL_ERROR, COL_CHECK):
                self.table.item(r, col).setText("")
                self.table.item(r, col).setBackground(QColor(0, 0, 0, 0))
                self.table.item(r, col).setToolTip("")
        self.table.blockSignals(False)
        waiting = len(self.unlabelled())
        typing = (
            " " + self.tr("Type the number printed on each hex you clicked (%n still to type).", "", waiting)
            if waiting
            else ""
        )
        if len(refs) < 3:
            self.status.setText(self.tr("%n more hex(es) needed.", "", 3 - len(refs)) + typing)
            self.ok_button.setEnabled(False)
            return
        try:
            grid = replace(self.grid, size=self.hex_size.value())
            if self.fixed_layout:
                result = calibrate(grid, refs, orientations=[grid.orientation], staggers=[grid.stagger])
            else:
                result = calibrate(grid, refs)
        except CalibrationError as e:
            text = tr_engine(e.args[0]) if e.args else str(e)
            self.status.setText(text[:1].upper() + text[1:] + "." + typing)
            self.ok_button.setEnabled(False)
            return
        self.result = result
        self._show_residuals(result)
        orient = self.tr("flat-topped") if result.orientation == "flat" else self.tr("pointy-topped")
        stagger = self.tr("odd") if result.stagger == "odd" else self.tr("even")
        if len(result.residuals) < 4:
            # Three hexes fit exactly whatever their numbers: an error of 0.0 would prove nothing.
            best = self.tr("Best fit: %1 hexes, %2 stagger (with three hexes the error is always 0).")
        else:
            best = self.tr("Best fit: %1 hexes, %2 stagger; mean error %3 px.")
        lines = [best.replace("%1", orient).replace("%2", stagger).replace("%3", f"{result.rms:.1f}")]
        lines += self._tips(result)
        self.status.setText("\n".join(lines) + typing)
        warnings = self._warnings(result)
        if warnings:
            self.warning.setText("\n".join(warnings))
            serious = result.odd_shape() or result.suspect() or self.disagree(result)
            self.warning.setStyleSheet(f"color: {WARN_COLOR if serious else ADVISE_COLOR};")
            self.warning.show()
        self.ok_button.setEnabled(True)

    def _show_residuals(self, result: CalibrationResult) -> None:
        by_label = {x.label: x for x in result.residuals}
        suspect = result.suspect()
        few = len(result.residuals) < 4
        self.table.blockSignals(True)
        for r in range(self.table.rowCount()):
            res = by_label.get(self.table.item(r, COL_LABEL).text().strip())
            if res is None:
                continue
            err, check = self.table.item(r, COL_ERROR), self.table.item(r, COL_CHECK)
            if few:
                # Three hexes always fit exactly: a 0.0 would look like proof.
                err.setText("—")
                err.setToolTip(self.tr("Three hexes always fit exactly; add a fourth to check them."))
                check.setText("—")
                continue
            err.setText(f"{res.error:.1f}")
            check.setText("" if res.loo_error is None else f"{res.loo_error:.1f}")
            if suspect is not None and res.label == suspect.label:
                err.setBackground(SUSPECT)
                check.setBackground(SUSPECT)
                err.setToolTip(self.tr("This click stands out: check the number typed and the click."))
        self.table.blockSignals(False)

    def _tips(self, result: CalibrationResult) -> list[str]:
        tips = []
        if result.ambiguous:
            tips.append(self.tr("Add a hex in a column (row) of the other parity so the stagger shows."))
        if result.thin:
            tips.append(self.tr("The hexes are nearly on one line: add one far from that line."))
        return tips

    def _warnings(self, result: CalibrationResult) -> list[str]:
        out = []
        if len(result.residuals) < 4:
            out.append(
                self.tr(
                    "Three hexes always fit exactly, so a wrong number cannot show. "
                    "Add a fourth hex, far from the others, to check them."
                )
            )
        if self.disagree(result):
            out.append(
                self.tr(
                    "The hexes do not agree with each other: mean error %1 px, for hexes %2 px across on the scan. "
                    "A hex number is probably mistyped, or a click missed its centre."
                )
                .replace("%1", f"{result.rms:.0f}")
                .replace("%2", f"{2 * self.scan_hex_radius(result):.0f}")
            )
        bad = result.suspect()
        if bad is not None:
            out.append(
                self.tr("Check hex %1: its click is %2 px from the fitted grid.")
                .replace("%1", bad.label)
                .replace("%2", f"{bad.error:.0f}")
            )
        odd = result.odd_shape()
        if odd is not None:
            way = self.tr("wider than tall") if odd.wider else self.tr("taller than wide")
            out.append(
                self.tr(
                    "The fit makes the hexes %1 % %2 and leaning %3°; printed hexes are regular. "
                    "A hex number is probably mistyped, or a click missed its centre."
                )
                .replace("%1", f"{odd.stretch * 100:.0f}")
                .replace("%2", way)
                .replace("%3", f"{abs(odd.skew):.1f}")
            )
        return out

    def scan_hex_radius(self, result: CalibrationResult) -> float:
        """A hex's radius in scan pixels under the fit."""
        det = abs(Affine.from_qt(result.transform).det())
        return self.hex_size.value() / det**0.5 if det > 0 else 0.0

    def disagree(self, result: CalibrationResult) -> bool:
        """Four or more hexes whose clicks the fit cannot all honour."""
        return len(result.residuals) >= 4 and result.rms > max(DOUBT_PX, 0.08 * self.scan_hex_radius(result))

    def doubts(self) -> list[str]:
        """Why applying this fit is risky (empty when it looks sound)."""
        if self.result is None:
            return []
        out = []
        if len(self.result.residuals) < 4:
            out.append(self.tr("Only three hexes: a wrong hex number cannot be detected."))
        if self.disagree(self.result):
            out.append(self.tr("The hexes do not agree with each other."))
        if self.result.odd_shape() is not None:
            out.append(self.tr("The fit distorts the hexes, which a scan does not do."))
        if self.result.suspect() is not None:
            out.append(self.tr("One click stands out from the others."))
        return out

    def ask_apply_anyway(self, doubts: list[str]) -> bool:
        """Ask before applying a doubtful fit; the default is to add another hex."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Calibrate Map Scan"))
        box.setText(self.tr("Apply this fit to the map?"))
        box.setInformativeText("\n".join(doubts) + "\n\n" + self.tr("Another hex or two, far from the others, settle it."))
        add = box.addButton(self.tr("Add Another Hex"), QMessageBox.ButtonRole.RejectRole)
        apply_ = box.addButton(self.tr("Apply Anyway"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(add)
        box.exec()
        return box.clickedButton() is apply_

    def _accept(self) -> None:
        if self.result is None:
            return
        doubts = self.doubts()
        if doubts and not self.ask_apply_anyway(doubts):
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
        image_point = (p.x(), p.y())
        row = self.dialog.add_point(image_point, "", self.dialog.suggest(image_point, event.scene_pos))
        self.dialog.add_marker(scene, event.scene_pos, (grid.size if grid is not None else 40.0) / 4)
        self.dialog.ask_label(row)
        return True

    def move(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return False

    def release(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return event.button == Qt.MouseButton.LeftButton
