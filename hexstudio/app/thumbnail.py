"""Small pictures of a scenario's map for the start screen, drawn by the board."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from hexstudio.scenario.model import Scenario


def render_thumbnail(scenario: Scenario, base_dir: Path | None, size: QSize) -> QPixmap | None:
    """The whole map scaled into ``size``; None when the board cannot draw it."""
    try:
        from hexstudio.board.scene import BoardScene
    except ImportError:
        return None
    try:
        scene = BoardScene(scenario, base_dir=base_dir)
    except Exception:
        # A thumbnail is decoration: a board failure shows when the file is opened.
        return None
    pix = QPixmap(size)
    pix.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    source = scene.map_rect()
    scene.render(painter, QRectF(0, 0, size.width(), size.height()), source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    return pix
