"""File ▸ Export ▸ Print and Play (PDF)…: choices, live preview, export with progress and Cancel.

The preview is rebuilt a moment after the last change (the document is
laid out anew; pages are drawn small). The export writes one page per turn
of the event loop, so the window stays responsive and Cancel acts at once;
the file appears only when complete (``PrintDocument.write_steps``).
"""

from __future__ import annotations

import math
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QCloseEvent, QDesktopServices, QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.settings import Settings
from hexstudio.printing import texts
from hexstudio.printing.document import PrintDocument
from hexstudio.printplan.options import (
    BLEED_RANGE_MM,
    COUNTER_RANGE_MM,
    DEFAULT_COUNTER_MM,
    DEFAULT_HEX_MM,
    HEX_RANGE_MM,
    OVERLAP_RANGE_MM,
    PAPERS,
    PARTS,
    OptionsError,
    PrintOptions,
)
from hexstudio.scenario.model import Scenario

PREVIEW_PAGES = 4
PREVIEW_HEIGHT = 300  # pixels: a portrait A4 page comes out 212 wide
PREVIEW_DELAY_MS = 250


class PrintDialog(QDialog):
    """The print-and-play export of one scenario."""

    exported = Signal(str)

    def __init__(
        self,
        scenario: Scenario,
        settings: Settings,
        language: str,
        base_dir: Path | None = None,
        source: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("print.dialog")
        self.setWindowTitle(self.tr("Print and Play (PDF)"))
        self.scenario = scenario
        self.settings = settings
        self.language = language if language in ("en", "pt_BR") else "en"
        self.base_dir = base_dir
        self.document: PrintDocument | None = None
        self._doc_options: PrintOptions | None = None
        self._steps = None
        self._target: Path | None = None
        self._filling = False

        # --- choices
        self.paper = QComboBox()
        self.paper.setObjectName("print.paper")
        for name in PAPERS:
            label = (
                name
                if name not in ("A1", "A0")
                else self.tr("%1 (map on one sheet, for a print shop)").replace("%1", name)
            )
            self.paper.addItem(label, name)
        self.hex_mm = _spin(HEX_RANGE_MM, DEFAULT_HEX_MM, "print.hexmm")
        self.counter_mm = _spin(COUNTER_RANGE_MM, DEFAULT_COUNTER_MM, "print.countermm")
        self.keep_ratio = QCheckBox(self.tr("Keep counters and hexes in proportion (16 : 19)"))
        self.keep_ratio.setObjectName("print.ratio")
        self.parts = {}
        part_names = {"map": self.tr("Map"), "counters": self.tr("Countersheets"), "aids": self.tr("Player aids")}
        for part in PARTS:
            box = QCheckBox(part_names[part])
            box.setObjectName(f"print.part.{part}")
            self.parts[part] = box
        self.setup = QCheckBox(self.tr("Set-up counters on the map"))
        self.setup.setObjectName("print.setup")
        self.hex_numbers = QCheckBox(self.tr("Hex numbers"))
        self.hex_numbers.setObjectName("print.hexnumbers")
        self.scan = QCheckBox(self.tr("Print the map scan instead of the painted terrain"))
        self.scan.setObjectName("print.scan")
        if scenario.map.background is None:
            self.scan.setEnabled(False)
            self.scan.setToolTip(self.tr("This scenario has no map scan."))
        self.overlap = _spin(OVERLAP_RANGE_MM, 12.0, "print.overlap")
        self.bleed = _spin(BLEED_RANGE_MM, 0.0, "print.bleed")
        self.bleed.setSpecialValueText(self.tr("none"))
        self.open_after = QCheckBox(self.tr("Open the PDF when it is written"))
        self.open_after.setObjectName("print.open")
        self.path = QLineEdit()
        self.path.setObjectName("print.path")
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(self._browse)

        sizes = QFormLayout()
        sizes.addRow(self.tr("Paper:"), self.paper)
        sizes.addRow(self.tr("Hex size across the flats (mm):"), self.hex_mm)
        sizes.addRow(self.tr("Counter size (mm):"), self.counter_mm)
        sizes.addRow("", self.keep_ratio)
        parts_box = QGroupBox(self.tr("Print"))
        pl = QVBoxLayout(parts_box)
        for box in self.parts.values():
            pl.addWidget(box)
        map_box = QGroupBox(self.tr("Map"))
        ml = QFormLayout(map_box)
        ml.addRow(self.hex_numbers)
        ml.addRow(self.setup)
        ml.addRow(self.scan)
        ml.addRow(self.tr("Overlap between pages (mm):"), self.overlap)
        counters_box = QGroupBox(self.tr("Countersheets"))
        cl = QFormLayout(counters_box)
        cl.addRow(self.tr("Bleed past the cut lines (mm):"), self.bleed)
        file_row = QHBoxLayout()
        file_row.addWidget(self.path, 1)
        file_row.addWidget(browse)
        left = QVBoxLayout()
        left.addLayout(sizes)
        left.addWidget(parts_box)
        left.addWidget(map_box)
        left.addWidget(counters_box)
        left.addWidget(QLabel(self.tr("Save as:")))
        left.addLayout(file_row)
        left.addWidget(self.open_after)
        left.addStretch(1)

        # --- preview
        self.summary = QLabel()
        self.summary.setObjectName("print.summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.thumbs: list[QLabel] = []
        strip = QWidget()
        sl = QHBoxLayout(strip)
        for i in range(PREVIEW_PAGES):
            label = QLabel()
            label.setObjectName(f"print.preview{i}")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            sl.addWidget(label)
            self.thumbs.append(label)
        sl.addStretch(1)
        strip.setStyleSheet("QWidget { background: #9a9ea3; }")
        scroll = QScrollArea()
        scroll.setWidget(strip)
        scroll.setWidgetResizable(True)
        scroll.setFixedHeight(PREVIEW_HEIGHT + 40)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("First pages:")))
        right.addWidget(scroll)
        right.addWidget(self.summary)
        right.addStretch(1)

        # --- progress and buttons
        self.progress = QProgressBar()
        self.progress.setObjectName("print.progress")
        self.progress.hide()
        self.status = QLabel()
        self.status.setObjectName("print.status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.export_button = QPushButton(self.tr("Export PDF"))
        self.export_button.setObjectName("print.export")
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(self.export)
        self.cancel_button = QPushButton(self.tr("Close"))
        self.cancel_button.setObjectName("print.cancel")
        self.cancel_button.clicked.connect(self._cancel_or_close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.cancel_button)

        top = QHBoxLayout()
        self.options_panel = QWidget()
        self.options_panel.setLayout(left)
        top.addWidget(self.options_panel)
        top.addLayout(right, 1)
        lay = QVBoxLayout(self)
        lay.addLayout(top, 1)
        lay.addWidget(self.progress)
        lay.addLayout(buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PREVIEW_DELAY_MS)
        self._timer.timeout.connect(self.refresh_preview)
        self._step_timer = QTimer(self)
        self._step_timer.setInterval(0)
        self._step_timer.timeout.connect(self._step)

        self._restore(source)
        for w in (self.paper,):
            w.currentIndexChanged.connect(self._changed)
        self.hex_mm.valueChanged.connect(self._hex_changed)
        self.counter_mm.valueChanged.connect(self._counter_changed)
        for w in (self.overlap, self.bleed):
            w.valueChanged.connect(self._changed)
        for box in (*self.parts.values(), self.setup, self.hex_numbers, self.scan):
            box.toggled.connect(self._changed)
        self.refresh_preview()

    # --- choices -----------------------------------------------------------------------
    def options(self) -> PrintOptions:
        """The choices as print options; raises OptionsError when they cannot be printed."""
        parts = frozenset(p for p, box in self.parts.items() if box.isChecked())
        if not parts:
            raise OptionsError(self.tr("Choose something to print: the map, the countersheets or the player aids."))
        return PrintOptions.make(
            paper=self.paper.currentData(),
            hex_mm=self.hex_mm.value(),
            counter_mm=self.counter_mm.value(),
            parts=parts,
            language=self.language,
            setup=self.setup.isChecked(),
            hex_numbers=self.hex_numbers.isChecked(),
            scan=self.scan.isChecked() and self.scan.isEnabled(),
            overlap_mm=self.overlap.value(),
            bleed_mm=self.bleed.value(),
        )

    def _restore(self, source: Path | None) -> None:
        c = self.settings.print_choices()
        self._filling = True
        paper = c.get("paper")
        index = self.paper.findData(paper if paper in PAPERS else "A4")
        self.paper.setCurrentIndex(max(index, 0))
        self.hex_mm.setValue(_number(c.get("hex_mm"), HEX_RANGE_MM, DEFAULT_HEX_MM))
        self.counter_mm.setValue(_number(c.get("counter_mm"), COUNTER_RANGE_MM, DEFAULT_COUNTER_MM))
        self.keep_ratio.setChecked(bool(c.get("keep_ratio", True)))
        parts = c.get("parts")
        chosen = set(parts) & set(PARTS) if isinstance(parts, list) else set(PARTS)
        for p, box in self.parts.items():
            box.setChecked(p in (chosen or set(PARTS)))
        self.setup.setChecked(bool(c.get("setup", False)))
        self.hex_numbers.setChecked(bool(c.get("hex_numbers", True)))
        self.scan.setChecked(bool(c.get("scan", False)) and self.scan.isEnabled())
        self.overlap.setValue(_number(c.get("overlap_mm"), OVERLAP_RANGE_MM, 12.0))
        self.bleed.setValue(_number(c.get("bleed_mm"), BLEED_RANGE_MM, 0.0))
        self.open_after.setChecked(bool(c.get("open_after", True)))
        folder = c.get("folder")
        if not (isinstance(folder, str) and Path(folder).is_dir()):
            # Beside the scenario when that folder is writable (not a bundled battle's install folder).
            beside = source.parent if source is not None else None
            folder = (
                str(beside) if beside is not None and os.access(beside, os.W_OK) else self.settings.last_directory()
            )
        stem = source.stem if source is not None else self.scenario.id
        self.path.setText(str(Path(folder) / f"{stem}.pdf"))
        self._filling = False

    def _remember(self) -> None:
        self.settings.set_print_choices(
            {
                "paper": self.paper.currentData(),
                "hex_mm": self.hex_mm.value(),
                "counter_mm": self.counter_mm.value(),
                "keep_ratio": self.keep_ratio.isChecked(),
                "parts": [p for p, box in self.parts.items() if box.isChecked()],
                "setup": self.setup.isChecked(),
                "hex_numbers": self.hex_numbers.isChecked(),
                "scan": self.scan.isChecked(),
                "overlap_mm": self.overlap.value(),
                "bleed_mm": self.bleed.value(),
                "open_after": self.open_after.isChecked(),
                "folder": str(Path(self.path.text()).parent),
            }
        )

    def _hex_changed(self, value: float) -> None:
        if self.keep_ratio.isChecked() and not self._filling:
            self._filling = True
            self.counter_mm.setValue(round(value * DEFAULT_COUNTER_MM / DEFAULT_HEX_MM * 2) / 2)
            self._filling = False
        self._changed()

    def _counter_changed(self, value: float) -> None:
        if self.keep_ratio.isChecked() and not self._filling:
            self._filling = True
            self.hex_mm.setValue(round(value * DEFAULT_HEX_MM / DEFAULT_COUNTER_MM * 2) / 2)
            self._filling = False
        self._changed()

    def _changed(self, *_args: object) -> None:
        if not self._filling:
            self._timer.start()

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the PDF as"), self.path.text(), self.tr("PDF files (*.pdf)")
        )
        if path:
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
            self.path.setText(path)

    # --- preview -------------------------------------------------------------------------
    def _build(self) -> PrintDocument:
        opts = self.options()
        if self.document is None or self._doc_options != opts:
            self.document = PrintDocument(self.scenario, opts, self.base_dir, reuse=self.document)
            self._doc_options = opts
        return self.document

    def refresh_preview(self) -> None:
        """Lay the document out again and draw its first pages small."""
        self._timer.stop()
        try:
            doc = self._build()
        except (OptionsError, ValueError) as e:
            self.document = None
            self.summary.setText(str(e))
            for label in self.thumbs:
                label.clear()
            self.export_button.setEnabled(False)
            return
        self.export_button.setEnabled(self._steps is None)
        for i, label in enumerate(self.thumbs):
            if i < doc.page_count:
                w, h = doc.pages[i].size
                image = doc.render_image(i, max(1, round(PREVIEW_HEIGHT * w / h)))
                label.setPixmap(QPixmap.fromImage(image))
                label.setToolTip(self.tr("Page %1").replace("%1", str(i + 1)))
            else:
                label.clear()
                label.setToolTip("")
        self.summary.setText(self.describe(doc))

    def describe(self, doc: PrintDocument) -> str:
        """The page count and the map's physical size, in a sentence or three."""
        lines = [self.tr("%n page(s) in all.", "", doc.page_count)]
        if doc.map is not None:
            plan = doc.map.plan
            size = texts.size_cm(plan.map_w, plan.map_h)
            paper = texts.paper_label(plan.paper, plan.landscape)
            if plan.single:
                lines.append(self.tr("Map: %1 on one sheet of %2.").replace("%1", size).replace("%2", paper))
            else:
                lines.append(
                    self.tr("Map: %1, on %2 × %3 pages of %4.")
                    .replace("%1", size)
                    .replace("%2", str(plan.rows))
                    .replace("%3", str(plan.cols))
                    .replace("%4", paper)
                )
        if doc.counters is not None:
            lines.append(self.tr("%n countersheet(s), fronts and backs.", "", len(doc.counters.plan.sheets)))
        if doc.aids is not None:
            lines.append(self.tr("%n page(s) of player aids.", "", doc.aids.page_count))
        lines += doc.warnings
        return " ".join(lines)

    # --- export --------------------------------------------------------------------------
    def export(self) -> None:
        """Write the PDF page by page; Cancel stops it and leaves any old file as it was."""
        if self._steps is not None:
            return
        text = self.path.text().strip()
        if not text:
            self._browse()
            text = self.path.text().strip()
            if not text:
                return
        target = Path(text).expanduser()
        if target.suffix.lower() != ".pdf":
            target = target.with_name(target.name + ".pdf")
            self.path.setText(str(target))
        try:
            doc = self._build()
            self._steps = doc.write_steps(target)
        except (OSError, OptionsError, ValueError) as e:
            self._steps = None
            self._fail(target, e)
            return
        self._target = target
        self._remember()
        self.options_panel.setEnabled(False)
        self.export_button.setEnabled(False)
        self.cancel_button.setText(self.tr("Cancel"))
        self.progress.setRange(0, doc.page_count)
        self.progress.setValue(0)
        self.progress.show()
        self.status.setText(self.tr("Writing %1…").replace("%1", target.name))
        self._step_timer.start()

    @property
    def exporting(self) -> bool:
        return self._steps is not None

    def _step(self) -> None:
        assert self._steps is not None and self._target is not None
        try:
            done, total = next(self._steps)
        except StopIteration:
            self._finish()
            return
        except (OSError, ValueError) as e:
            self._stop()
            self._fail(self._target, e)
            return
        self.progress.setValue(done)
        self.status.setText(
            self.tr("Writing %1: page %2 of %3…")
            .replace("%1", self._target.name)
            .replace("%2", str(done))
            .replace("%3", str(total))
        )

    def _stop(self) -> None:
        self._step_timer.stop()
        if self._steps is not None:
            self._steps.close()
        self._steps = None
        self.options_panel.setEnabled(True)
        self.export_button.setEnabled(self.document is not None)
        self.cancel_button.setText(self.tr("Close"))
        self.progress.hide()

    def _finish(self) -> None:
        target = self._target
        self._stop()
        assert target is not None
        self.status.setText(self.tr("Wrote %1.").replace("%1", str(target)))
        self.exported.emit(str(target))
        if self.open_after.isChecked():
            open_in_viewer(target)

    def cancel_export(self) -> None:
        if self._steps is None:
            return
        self._stop()
        self.status.setText(self.tr("Export cancelled; no file was written."))

    def _fail(self, target: Path, error: Exception) -> None:
        reason = getattr(error, "strerror", None) or str(error)
        self.status.setText(self.tr("Could not write %1.").replace("%1", target.name))
        QMessageBox.warning(
            self, self.windowTitle(), self.tr("Could not write %1:").replace("%1", str(target)) + "\n" + reason
        )

    def _cancel_or_close(self) -> None:
        if self._steps is not None:
            self.cancel_export()
        else:
            self.reject()

    def reject(self) -> None:
        self.cancel_export()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel_export()
        super().closeEvent(event)


def open_in_viewer(path: Path) -> bool:
    """Show a written file in the desktop's own viewer."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


def _spin(bounds: tuple[float, float], value: float, name: str) -> QDoubleSpinBox:
    s = QDoubleSpinBox()
    s.setObjectName(name)
    s.setRange(*bounds)
    s.setDecimals(1)
    s.setSingleStep(0.5)
    s.setValue(value)
    s.setKeyboardTracking(False)
    return s


def _number(value: object, bounds: tuple[float, float], default: float) -> float:
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
        return min(max(float(value), bounds[0]), bounds[1])
    return default


# --------------------------------------------------------------------------- the menu entry


def install_print_action(window: QMainWindow) -> QAction:
    """Put File ▸ Export ▸ Print and Play (PDF)… in a main window (after Save As)."""
    file_menu: QMenu = window.file_menu  # type: ignore[attr-defined]
    menu = QMenu(QCoreApplication.translate("PrintMenu", "E&xport"), file_menu)
    menu.setObjectName("print.exportMenu")
    action = menu.addAction(QCoreApplication.translate("PrintMenu", "&Print and Play (PDF)…"))
    action.setObjectName("print.action")
    action.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
    action.setStatusTip(
        QCoreApplication.translate("PrintMenu", "The map, the countersheets and the player aids as a PDF to print")
    )
    actions = file_menu.actions()
    close = getattr(window, "_close_action", None)
    anchor = None
    if close in actions:
        i = actions.index(close)
        anchor = actions[i - 1] if i > 0 and actions[i - 1].isSeparator() else close
    if anchor is not None:
        file_menu.insertMenu(anchor, menu)
    else:
        file_menu.addMenu(menu)

    def open_dialog() -> None:
        doc = getattr(window, "document", None)
        if doc is None:
            return
        dlg = PrintDialog(doc.scenario, window.settings, window.language, doc.base_dir, doc.path, window)  # type: ignore[attr-defined]
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window._print_dialog = dlg  # type: ignore[attr-defined]
        dlg.open()

    def update() -> None:
        action.setEnabled(getattr(window, "document", None) is not None)

    action.triggered.connect(open_dialog)
    window.documentChanged.connect(update)  # type: ignore[attr-defined]
    update()
    return action
