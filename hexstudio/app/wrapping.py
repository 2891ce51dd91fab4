"""Panels whose wrapped lines need more height as their dock narrows.

A word-wrapped ``QLabel`` asks for more height the narrower it gets, but a
``QDockWidget`` sizes its panel from the panel's size hint alone, so in a
narrow column the last line of a wrapped text is cut off. ``keep_wrapped_lines``
watches a panel's (or a label's) width and raises its minimum height to what
its layout (its lines) need at that width.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QWidget


class _HeightForWidth(QObject):
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(obj, QWidget):
            fit_height(obj)
        return False


def fit_height(panel: QWidget) -> None:
    """Give ``panel`` the minimum height its layout needs at its current width
    (a wrapped label: the height of all its lines)."""
    if isinstance(panel, QLabel):
        if panel.wordWrap() and panel.text():
            # Laying out a rich-text label to measure it costs milliseconds; the same
            # words at the same width in the same font need the same height.
            key = (panel.text(), panel.width(), panel.font().key())
            if getattr(panel, "_fitted_for", None) == key:
                return
            panel._fitted_for = key  # type: ignore[attr-defined]
            needed = panel.heightForWidth(panel.width())
            if needed > 0 and needed != panel.minimumHeight():
                panel.setMinimumHeight(needed)
        return
    layout = panel.layout()
    if layout is None or not layout.hasHeightForWidth():
        return
    needed = layout.heightForWidth(panel.width())
    if needed > 0 and needed != panel.minimumHeight():
        panel.setMinimumHeight(needed)


def keep_wrapped_lines(panel: QWidget) -> None:
    """Keep every wrapped line of ``panel`` visible whatever its width."""
    watcher = _HeightForWidth(panel)
    panel.installEventFilter(watcher)
    fit_height(panel)
