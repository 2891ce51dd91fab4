"""The "Map display" panel: hex numbers, and the scan of the printed map under the grid."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QFormLayout, QHBoxLayout, QLabel, QSizePolicy, QSlider, QVBoxLayout, QWidget

from hexstudio.app.plaintext import plain
from hexstudio.app.wrapping import keep_wrapped_lines
from hexstudio.scenario.model import BackgroundImage


class MapDisplayPanel(QWidget):
    showLabelsChanged = Signal(bool)
    backgroundVisibleChanged = Signal(bool)
    backgroundOpacityChanged = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.labels_check = QCheckBox(self.tr("Show hex numbers"))
        self.labels_check.toggled.connect(self.showLabelsChanged)
        self.scan_check = QCheckBox(self.tr("Show the map scan"))
        self.scan_check.toggled.connect(self._scan_toggled)
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(0, 100)
        self.opacity.setPageStep(10)
        self.opacity.valueChanged.connect(self._opacity_moved)
        self.opacity_value = plain(QLabel())
        self.opacity_value.setMinimumWidth(self.opacity_value.fontMetrics().horizontalAdvance("100%") + 4)
        self.no_scan = QLabel(self.tr("This scenario has no scan of the printed map."))
        self.no_scan.setWordWrap(True)
        row = QWidget()
        rl = QFormLayout(row)
        rl.setContentsMargins(0, 0, 0, 0)
        self._opacity_row = QWidget()
        ol = QHBoxLayout(self._opacity_row)
        ol.setContentsMargins(0, 0, 0, 0)
        ol.addWidget(self.opacity, 1)
        ol.addWidget(self.opacity_value)
        rl.addRow(self.tr("Scan opacity:"), self._opacity_row)
        lay = QVBoxLayout(self)
        lay.addWidget(self.labels_check)
        lay.addWidget(self.scan_check)
        lay.addWidget(row)
        lay.addWidget(self.no_scan)
        # Only as tall as its controls: the rest of the side goes to the mode's panels.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        keep_wrapped_lines(self)
        self.set_background(None)

    def set_show_labels(self, on: bool) -> None:
        if self.labels_check.isChecked() != on:
            self.labels_check.setChecked(on)

    def set_background(self, bg: BackgroundImage | None, problem: str | None = None) -> None:
        """Show the scan controls for a scenario's background (None: disabled).

        ``problem`` says why a scan the scenario names is not on the board (a
        missing or unreadable file): the panel keeps saying so, where the status
        bar's warning is gone after a few seconds.
        """
        has = bg is not None and problem is None
        for w in (self.scan_check, self.opacity, self.opacity_value):
            w.setEnabled(has)
        if problem is not None:
            self.no_scan.setText(self.tr("The map scan cannot be shown: %1").replace("%1", problem))
        else:
            self.no_scan.setText(self.tr("This scenario has no scan of the printed map."))
        self.no_scan.setVisible(not has)
        self.scan_check.blockSignals(True)
        self.opacity.blockSignals(True)
        self.scan_check.setChecked(bg.visible if bg is not None and has else False)
        self.opacity.setValue(round((bg.opacity if bg is not None else 0.6) * 100))
        self.opacity.setEnabled(has and self.scan_check.isChecked())
        self.scan_check.blockSignals(False)
        self.opacity.blockSignals(False)
        self.opacity_value.setText(f"{self.opacity.value()}%")

    def _scan_toggled(self, on: bool) -> None:
        self.opacity.setEnabled(on)
        self.backgroundVisibleChanged.emit(on)

    def _opacity_moved(self, value: int) -> None:
        self.opacity_value.setText(f"{value}%")
        self.backgroundOpacityChanged.emit(value / 100.0)
