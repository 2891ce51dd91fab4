"""The scan of the printed map under the grid, drawn in tiles.

Scans are big (10000 x 7000 pixels is normal), so the image is cut into
square pixmaps and only the ones under the exposed area are drawn; zoomed
out, a reduced copy is drawn instead of the full-resolution tiles.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QImageReader, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from hexstudio.scenario.model import BackgroundImage

TILE_PX = 1024
OVERVIEW_PX = 2048
# Enough for a 16000 x 12000 RGBA scan; Qt's default refuses anything over 256 MB.
ALLOCATION_LIMIT_MB = 1024


def load_image(path: Path) -> tuple[QImage | None, str | None]:
    """The image at ``path``, or None and a message saying why not."""
    if QImageReader.allocationLimit() < ALLOCATION_LIMIT_MB:
        QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
    if not path.is_file():
        return None, f"background image not found: {path}"
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)
    img = reader.read()
    if img.isNull():
        return None, f"background image {path} could not be read: {reader.errorString()}"
    return img, None


class BackgroundItem(QGraphicsItem):
    """A large image placed by an affine transform, painted tile by tile."""

    def __init__(self, image: QImage, bg: BackgroundImage) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._w = image.width()
        self._h = image.height()
        self._tiles: dict[tuple[int, int], QPixmap] = {}
        self._image = image
        self._cols = math.ceil(self._w / TILE_PX)
        self._rows = math.ceil(self._h / TILE_PX)
        longest = max(self._w, self._h)
        self._overview_scale = min(1.0, OVERVIEW_PX / longest) if longest else 1.0
        self._overview = QPixmap.fromImage(
            image.scaled(
                max(1, round(self._w * self._overview_scale)),
                max(1, round(self._h * self._overview_scale)),
                Qt.AspectRatioMode.IgnoreAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        )
        self.apply(bg)

    def apply(self, bg: BackgroundImage) -> None:
        m11, m12, m21, m22, dx, dy = bg.transform
        self.setTransform(QTransform(m11, m12, m21, m22, dx, dy))
        self.setOpacity(bg.opacity)
        self.setVisible(bg.visible)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def _tile(self, c: int, r: int) -> QPixmap:
        pm = self._tiles.get((c, r))
        if pm is None:
            pm = QPixmap.fromImage(self._image.copy(c * TILE_PX, r * TILE_PX, TILE_PX, TILE_PX))
            self._tiles[(c, r)] = pm
        return pm

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        if lod <= self._overview_scale * 1.5:
            painter.drawPixmap(self.boundingRect(), self._overview, QRectF(self._overview.rect()))
            return
        exposed = option.exposedRect if not option.exposedRect.isEmpty() else self.boundingRect()
        c0 = max(0, math.floor(exposed.left() / TILE_PX))
        c1 = min(self._cols - 1, math.floor(exposed.right() / TILE_PX))
        r0 = max(0, math.floor(exposed.top() / TILE_PX))
        r1 = min(self._rows - 1, math.floor(exposed.bottom() / TILE_PX))
        for r in range(r0, r1 + 1):
            for c in range(c0, c1 + 1):
                pm = self._tile(c, r)
                painter.drawPixmap(QRectF(c * TILE_PX, r * TILE_PX, pm.width(), pm.height()), pm, QRectF(pm.rect()))
