"""File ▸ Export ▸ Print and Play (PDF)…: choices, live preview, export with progress and Cancel.

The dialog lays out and paints nothing itself: a print worker process
(``worker.py``, driven by ``jobs.py``) draws the preview's first pages and
another writes the PDF, so the window keeps answering however large the
battle. The scenario is handed to them as a copy saved when the dialog
opens (on a pool thread). A change of choices is previewed a moment after
the last one ("Preparing the preview…" meanwhile); answers to older choices
are dropped. The export reports page by page; Cancel stops its process and
the old file, if any, stays as it was (the worker writes beside it and
replaces it only when complete).
"""

from __future__ import annotations

import math
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThreadPool, QTimer, QUrl, Signal
from PySide6.QtGui import QCloseEvent, QDesktopServices, QImage, QPixmap
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
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.settings import Settings
from hexstudio.paths import is_bundled, user_documents_dir
from hexstudio.printing import texts
from hexstudio.printing.jobs import ExportJob, PreviewWorker
from hexstudio.printplan.options import (
    BLEED_RANGE_MM,
    COUNTER_RANGE_MM,
    DEFAULT_COUNTER_MM,
    DEFAULT_HEX_MM,
    HEX_RANGE_MM,
    LANGUAGES,
    OVERLAP_RANGE_MM,
    PAPERS,
    PARTS,
    OptionsError,
    PrintOptions,
)
from hexstudio.scenario.io import dumps
from hexstudio.scenario.model import Scenario

PREVIEW_PAGES = 4
PREVIEW_HEIGHT = 300  # pixels: a portrait A4 page comes out 212 wide
PREVIEW_DELAY_MS = 250
# Each language named in itself, as in Preferences.
LANGUAGE_NAMES = {"en": "English", "pt_BR": "Português (Brasil)"}


class _Snapshot(QObject):
    """Saves the scenario for the print workers on a pool thread (the largest battle
    takes a tenth of a second to write out), then says where."""

    saved = Signal(str)
    failed = Signal(str)

    def run(self, scenario: Scenario, path: Path) -> None:
        def work() -> None:
            try:
                path.write_text(dumps(scenario), encoding="utf-8")
            except (OSError, ValueError) as e:
                self.failed.emit(getattr(e, "strerror", None) or str(e))
                return
            self.saved.emit(str(path))

        QThreadPool.globalInstance().start(work)


class PrintDialog(QDialog):
    """The print-and-play export of one scenario."""

    exported = Signal(str)
    previewed = Signal()  # a preview (or the reason there is none) is shown

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
        self.language = language if language in LANGUAGES else "en"
        self.base_dir = base_dir
        # What the preview shows: the options it was drawn with and the document's facts.
        self.facts: dict[str, Any] | None = None
        self.facts_options: PrintOptions | None = None
        self._target: Path | None = None
        self._target_existed = False
        self._filling = False
        self._closed = False
        self._folder = Path(tempfile.mkdtemp(prefix="hexstudio-print-"))
        self._scenario_file: Path | None = None
        self._preview: PreviewWorker | None = None
        self._job = ExportJob(self)
        self._job.laying_out.connect(self._laying_out)
        self._job.progress.connect(self._progress)
        self._job.finished.connect(self._finish)
        self._job.failed.connect(self._export_failed)
        self._job.cancelled.connect(self._export_cancelled)
        app = QCoreApplication.instance()
        if app is not None:
            # Quitting with the dialog open: its workers and folder go too.
            app.aboutToQuit.connect(self._shutdown)

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
        self.print_language = QComboBox()
        self.print_language.setObjectName("print.language")
        for code in LANGUAGES:
            self.print_language.addItem(LANGUAGE_NAMES.get(code, code), code)
        self.print_language.setToolTip(
            self.tr("The language of the texts on the pages; the scenario's own texts where it has them in it.")
        )
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
        sizes.addRow(self.tr("Language of the texts:"), self.print_language)
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
        self.preview_state = QLabel()
        self.preview_state.setObjectName("print.previewState")
        self.preview_state.setTextFormat(Qt.TextFormat.PlainText)
        self.preview_state.setStyleSheet("color: #555;")
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
        heading = QHBoxLayout()
        heading.addWidget(QLabel(self.tr("First pages:")))
        heading.addWidget(self.preview_state, 1)
        right = QVBoxLayout()
        right.addLayout(heading)
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

        self._restore(source)
        self.paper.currentIndexChanged.connect(self._changed)
        self.print_language.currentIndexChanged.connect(self._changed)
        self.hex_mm.valueChanged.connect(self._hex_changed)
        self.counter_mm.valueChanged.connect(self._counter_changed)
        for w in (self.overlap, self.bleed):
            w.valueChanged.connect(self._changed)
        for box in (*self.parts.values(), self.setup, self.hex_numbers, self.scan):
            box.toggled.connect(self._changed)

        # The workers read the scenario from a file: saved off this thread, then previewed.
        self.export_button.setEnabled(False)
        self._set_preparing(True)
        self._snapshot = _Snapshot()
        self._snapshot.saved.connect(self._scenario_saved)
        self._snapshot.failed.connect(self._scenario_not_saved)
        self._snapshot.run(scenario, self._folder / "scenario.json")

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
            language=self.print_language.currentData(),
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
        # The printed texts start in the interface's language (not remembered: the
        # next export is most likely for the same readers as the interface).
        self.print_language.setCurrentIndex(max(0, self.print_language.findData(self.language)))
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
            # Beside the user's own scenario; a bundled battle's folder is never written
            # (even where it could be), so its PDF goes to <Documents>/hexstudio.
            beside = source.parent if source is not None and not is_bundled(source) else None
            folder = str(beside) if beside is not None and os.access(beside, os.W_OK) else str(user_documents_dir())
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
            # Said at once; drawn once the choices have rested a moment.
            self._set_preparing(True)
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
    def _scenario_saved(self, path: str) -> None:
        if self._closed:
            return
        self._scenario_file = Path(path)
        self._preview = PreviewWorker(self._scenario_file, self._folder, self.base_dir, parent=self)
        self._preview.ready.connect(self._preview_ready)
        self._preview.failed.connect(self._preview_failed)
        self.refresh_preview()

    def _scenario_not_saved(self, reason: str) -> None:
        if self._closed:
            return
        self._set_preparing(False)
        self.summary.setText(self.tr("The scenario could not be prepared for printing: %1").replace("%1", reason))
        self.previewed.emit()

    @property
    def preview_pending(self) -> bool:
        """A preview is being prepared (or waits for the choices to rest)."""
        return self._timer.isActive() or (self._preview is not None and self._preview.busy) or self._preview is None

    def _set_preparing(self, on: bool) -> None:
        self.preview_state.setText(self.tr("Preparing the preview…") if on else "")
        for label in self.thumbs:
            # A disabled label draws its picture greyed: these pages are about to change.
            label.setEnabled(not on)

    def refresh_preview(self) -> None:
        """Ask the preview worker for the first pages under the current choices."""
        self._timer.stop()
        try:
            opts = self.options()
        except (OptionsError, ValueError) as e:
            self.facts = self.facts_options = None
            self._set_preparing(False)
            self.summary.setText(str(e))
            for label in self.thumbs:
                label.clear()
            self.export_button.setEnabled(False)
            self.previewed.emit()
            return
        self.export_button.setEnabled(self._scenario_file is not None and not self.exporting)
        if self._preview is None:
            return  # the scenario is still being saved; previewed when it is
        if opts == self.facts_options:
            self._set_preparing(False)
            return
        self._set_preparing(True)
        self._preview.request(opts, PREVIEW_PAGES, PREVIEW_HEIGHT)

    def _current_options(self) -> PrintOptions | None:
        try:
            return self.options()
        except (OptionsError, ValueError):
            return None

    def _preview_ready(self, opts: PrintOptions, facts: dict[str, Any], images: list[QImage]) -> None:
        if self._closed or opts != self._current_options():
            return  # drawn for choices changed since; the newer ones are on their way
        self.facts, self.facts_options = facts, opts
        for i, label in enumerate(self.thumbs):
            if i < len(images) and not images[i].isNull():
                label.setPixmap(QPixmap.fromImage(images[i]))
                # Whole pages side by side: the strip scrolls rather than cropping them.
                label.setFixedSize(images[i].size())
                label.setToolTip(self.tr("Page %1").replace("%1", str(i + 1)))
            else:
                label.clear()
                label.setFixedSize(0, 0)
                label.setToolTip("")
        self.summary.setText(self.describe(facts))
        if not self._timer.isActive():
            self._set_preparing(False)
        self.previewed.emit()

    def _preview_failed(self, opts: PrintOptions | None, reason: str) -> None:
        if self._closed or (opts is not None and opts != self._current_options()):
            return
        self.facts = self.facts_options = None
        for label in self.thumbs:
            label.clear()
        self._set_preparing(False)
        self.summary.setText(self.tr("The preview could not be drawn: %1").replace("%1", reason))
        self.previewed.emit()

    def describe(self, facts: dict[str, Any]) -> str:
        """The page count and the map's physical size, in a sentence or three."""
        lines = [self.tr("%n page(s) in all.", "", int(facts.get("pages", 0)))]
        plan = facts.get("map")
        if isinstance(plan, dict):
            size = texts.size_cm(plan["width_mm"], plan["height_mm"])
            paper = texts.paper_label(plan["paper"], plan["landscape"])
            if plan["single"]:
                lines.append(self.tr("Map: %1 on one sheet of %2.").replace("%1", size).replace("%2", paper))
            else:
                lines.append(
                    self.tr("Map: %1, on %2 × %3 pages of %4.")
                    .replace("%1", size)
                    .replace("%2", str(plan["rows"]))
                    .replace("%3", str(plan["cols"]))
                    .replace("%4", paper)
                )
        sheets = facts.get("countersheets")
        if isinstance(sheets, int):
            lines.append(self.tr("%n countersheet(s), fronts and backs.", "", sheets))
        blanks = facts.get("blank_backs")
        if isinstance(blanks, int) and blanks:
            lines.append(self.tr("%n one-step counter(s) with a blank back.", "", blanks))
        aids = facts.get("aid_pages")
        if isinstance(aids, int):
            lines.append(self.tr("%n page(s) of player aids.", "", aids))
        lines += [str(w) for w in facts.get("warnings", [])]
        return " ".join(lines)

    # --- export --------------------------------------------------------------------------
    def export(self) -> None:
        """Write the PDF in the print worker; Cancel stops it and leaves any old file as it was."""
        if self.exporting or self._scenario_file is None:
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
            opts = self.options()
            folder = target.parent if str(target.parent) else Path(".")
            if not folder.is_dir():
                raise OSError(self.tr("the folder %1 does not exist").replace("%1", str(folder)))
            if target.is_dir():
                raise OSError(self.tr("%1 is a folder").replace("%1", str(target)))
        except (OSError, OptionsError, ValueError) as e:
            self._fail(target, e)
            return
        self._target = target
        self._target_existed = target.exists()
        self._remember()
        self._timer.stop()
        self.options_panel.setEnabled(False)
        self.export_button.setEnabled(False)
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setEnabled(True)
        self.progress.setRange(0, 0)  # busy until the page count is known
        self.progress.show()
        self.status.setText(self.tr("Starting…"))
        self._job.start(self._scenario_file, opts, target, self.base_dir)

    @property
    def exporting(self) -> bool:
        """An export is running (until its process has ended, also while cancelling)."""
        return self._job.active

    @property
    def export_pid(self) -> int:
        return self._job.pid

    def _laying_out(self) -> None:
        assert self._target is not None
        self.status.setText(self.tr("Laying out the pages of %1…").replace("%1", self._target.name))

    def _progress(self, done: int, total: int) -> None:
        if self._target is None or self._job.cancelling:
            return
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.status.setText(
            self.tr("Writing %1: page %2 of %3…")
            .replace("%1", self._target.name)
            .replace("%2", str(done))
            .replace("%3", str(total))
        )

    def _idle(self) -> None:
        self.options_panel.setEnabled(True)
        self.export_button.setEnabled(self._scenario_file is not None and self._current_options() is not None)
        self.cancel_button.setText(self.tr("Close"))
        self.cancel_button.setEnabled(True)
        self.progress.hide()

    def _finish(self, path: str, facts: dict[str, Any]) -> None:
        self._idle()
        target = Path(path)
        self.status.setText(self.tr("Wrote %1.").replace("%1", str(target)))
        self.exported.emit(str(target))
        if self.open_after.isChecked() and not self._closed:
            open_in_viewer(target)

    def _export_failed(self, reason: str) -> None:
        self._idle()
        if self._target is not None and not self._closed:
            self._fail(self._target, OSError(reason))

    def _export_cancelled(self) -> None:
        self._idle()
        self.status.setText(
            self.tr("Export cancelled; %1 is as it was.").replace("%1", self._target.name)
            if self._target_existed and self._target is not None
            else self.tr("Export cancelled; no file was written.")
        )

    def cancel_export(self) -> None:
        if not self.exporting or self._job.cancelling:
            return
        self._job.cancel()
        self.cancel_button.setEnabled(False)
        self.status.setText(self.tr("Cancelling…"))

    def _fail(self, target: Path, error: Exception) -> None:
        reason = getattr(error, "strerror", None) or str(error)
        self.status.setText(self.tr("Could not write %1.").replace("%1", target.name))
        QMessageBox.warning(
            self, self.windowTitle(), self.tr("Could not write %1:").replace("%1", str(target)) + "\n" + reason
        )

    def _cancel_or_close(self) -> None:
        if self.exporting:
            self.cancel_export()
        else:
            self.reject()

    def _shutdown(self) -> None:
        """Closing: stop the workers at once, remove the dialog's temporary folder."""
        if self._closed:
            return
        self._closed = True
        self._timer.stop()
        self._job.stop_now()
        if self._preview is not None:
            self._preview.close()
        shutil.rmtree(self._folder, ignore_errors=True)

    def done(self, result: int) -> None:
        self._shutdown()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._shutdown()
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


# The menu entry lives in ``menu`` (the window builds it at start-up without this module).
from hexstudio.printing.menu import install_print_action  # noqa: E402

__all__ = ["PrintDialog", "install_print_action"]
