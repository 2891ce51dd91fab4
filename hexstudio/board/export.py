"""Draw a scenario's board to a PNG (or PDF) file through the same BoardScene.

Works without a screen (QT_QPA_PLATFORM=offscreen); creates the Qt
application object when none exists.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication

from hexstudio.board.counters import setup_placements
from hexstudio.board.scene import BoardScene
from hexstudio.scenario.model import Scenario

# QImage and the raster engine stop at 32767 pixels a side; keep well inside
# memory as well (about 1.5 GB of RGB32).
MAX_SIDE_PX = 32767
MAX_PIXELS = 400_000_000


def ensure_app() -> QGuiApplication:
    """The running Qt application, or a new QApplication (offscreen if no display)."""
    app = QGuiApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
    return app  # type: ignore[return-value]


def render_scenario(scenario: Scenario, out: Path, scale: float = 1.0, base_dir: Path | None = None,
                    report: Callable[[str], None] | None = None) -> Path:
    """Draw the whole board with its set-up counters to ``out`` (.png, .pdf, or any
    image format Qt writes). Returns the path written. ``report`` hears each
    warning of the board (a map scan that cannot be read is left out).

    Raises ValueError for a bad scale or an image too large, OSError when the
    file cannot be written.
    """
    out = Path(out)
    if not (scale > 0) or scale > 50:
        raise ValueError(f"scale must be above 0 and at most 50, not {scale}")
    parent = out.parent if str(out.parent) else Path(".")
    if not parent.is_dir():
        raise OSError(f"cannot write {out}: folder {parent} does not exist")
    ensure_app()
    scene = BoardScene(scenario, base_dir=base_dir)
    scene.set_units(setup_placements(scenario))
    for warning in scene.warnings if report is not None else ():
        report(warning)
    pad = scene.grid.size * 0.25
    # A place name on an edge hex may run past the margin: the picture holds it whole.
    source = scene.map_rect().adjusted(-pad, -pad, pad, pad).united(scene.drawn_rect())
    width = round(source.width() * scale)
    height = round(source.height() * scale)
    if width < 1 or height < 1:
        raise ValueError(f"scale {scale} gives an empty image ({width} x {height} pixels)")
    if out.suffix.lower() == ".pdf":
        _write_pdf(scene, source, out, width, height)
        return out
    if width > MAX_SIDE_PX or height > MAX_SIDE_PX or width * height > MAX_PIXELS:
        raise ValueError(
            f"an image of {width} x {height} pixels is too large; use a smaller --scale"
            f" (at most {min(MAX_SIDE_PX / source.width(), MAX_SIDE_PX / source.height()):.2f} for this map)"
        )
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    if image.isNull():
        raise ValueError(f"not enough memory for an image of {width} x {height} pixels")
    image.fill(scene.backgroundBrush().color())
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        scene.render(painter, QRectF(0, 0, width, height), source, Qt.AspectRatioMode.IgnoreAspectRatio)
    finally:
        painter.end()
    fmt = out.suffix.lstrip(".").upper() or "PNG"
    if not image.save(str(out), fmt if out.suffix else "PNG"):
        raise OSError(f"cannot write {out} (is the folder writable, and is '{out.suffix or 'PNG'}' an image format?)")
    return out


def _write_pdf(scene: BoardScene, source: QRectF, out: Path, width: int, height: int) -> None:
    writer = QPdfWriter(str(out))
    dpi = 150
    writer.setResolution(dpi)
    page = QPageSize(QSizeF(width / dpi * 72.0, height / dpi * 72.0), QPageSize.Unit.Point, "board")
    writer.setPageLayout(QPageLayout(page, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    writer.setTitle(scene.scenario.id)
    writer.setCreator("hexstudio")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"cannot write {out}")
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        target = QRectF(0, 0, writer.width(), writer.height())
        painter.fillRect(target, scene.backgroundBrush())
        scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    finally:
        painter.end()
    if not out.is_file():
        raise OSError(f"cannot write {out}")
