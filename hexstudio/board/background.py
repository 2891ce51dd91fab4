"""The scan of the printed map under the grid, drawn in tiles.

Scans are big (10000 x 7000 pixels is normal), so the image is cut into
square pixmaps and only the ones under the exposed area are drawn; zoomed
out, a reduced copy is drawn instead of the full-resolution tiles.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QImage, QImageReader, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from hexstudio.scenario.model import BackgroundImage

TILE_PX = 1024
OVERVIEW_PX = 2048
# Enough for a 16000 x 12000 RGBA scan; Qt's default refuses anything over 256 MB.
ALLOCATION_LIMIT_MB = 1024


# An image decoded by ``decode_image`` (the editor's import check), handed
# once to the next ``load_image`` of the same unchanged file: a scan is
# decoded once, not once to check it and again to show it.
_checked: dict[str, tuple[tuple[int, int], QImage]] = {}


def _file_key(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except (OSError, ValueError):
        return None
    return st.st_mtime_ns, st.st_size


def decode_image(path: Path) -> tuple[QImage | None, str | None]:
    """Decode the whole image now (within the allocation limit): a truncated
    file or a decompression bomb is refused here, not found later. The
    image is kept for the next ``load_image`` of the same file."""
    _checked.clear()
    image, problem = load_image(path)
    key = _file_key(path)
    if image is not None and key is not None:
        _checked[str(path)] = (key, image)
    return image, problem


def load_image(path: Path) -> tuple[QImage | None, str | None]:
    """The image at ``path``, or None and a message saying why not."""
    if QImageReader.allocationLimit() < ALLOCATION_LIMIT_MB:
        QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
    kept = _checked.pop(str(path), None)
    if kept is not None and kept[0] == _file_key(path):
        return kept[1], None
    try:
        regular = path.is_file()
    except (OSError, ValueError):  # a name with a NUL byte
        regular = False
    if not regular:
        return None, QCoreApplication.translate("BoardScene", "map scan not found: %1").replace("%1", str(path))
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)
    img = reader.read()
    if img.isNull():
        return None, (
            QCoreApplication.translate("BoardScene", "map scan %1 could not be read: %2")
            .replace("%1", str(path))
            .replace("%2", reader.errorString())
        )
    return img, None


def scan_levels(image: QImage, check: Callable[[int, int], object] | None = None) -> list[tuple[QImage, float]]:
    """The image and its halved copies down to OVERVIEW_PX, with their scales: what
    ``BackgroundItem`` would make the first time each zoom shows. A QImage is
    not tied to the GUI thread: an import makes them in another one
    (``check(done, total)`` after each copy: progress, and a chance to cancel)."""
    out = [(image, 1.0)]
    total = max(0, math.ceil(math.log2(max(image.width(), image.height(), 1) / OVERVIEW_PX)))
    img, scale = image, 1.0
    while max(img.width(), img.height()) > OVERVIEW_PX:
        img = img.scaled(
            max(1, img.width() // 2),
            max(1, img.height() // 2),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        scale /= 2
        out.append((img, scale))
        if check is not None:
            check(len(out) - 1, total)
    return out


class _Level:
    """One level of the image pyramid, cut into tiles on demand."""

    def __init__(self, image: QImage, scale: float) -> None:
        self.image = image
        self.scale = scale  # level pixels per original image pixel
        self.cols = math.ceil(image.width() / TILE_PX)
        self.rows = math.ceil(image.height() / TILE_PX)
        self.tiles: dict[tuple[int, int], QPixmap] = {}

    def tile(self, c: int, r: int) -> QPixmap:
        pm = self.tiles.get((c, r))
        if pm is None:
            pm = QPixmap.fromImage(self.image.copy(c * TILE_PX, r * TILE_PX, TILE_PX, TILE_PX))
            self.tiles[(c, r)] = pm
        return pm


class BackgroundItem(QGraphicsItem):
    """A large image placed by an affine transform, painted tile by tile.

    Zoomed out, tiles come from a halved (quartered, ...) copy of the image,
    made the first time that zoom is shown, so a whole 10000-pixel scan is
    never resampled on every repaint.
    """

    def __init__(self, image: QImage, bg: BackgroundImage, levels: list[tuple[QImage, float]] | None = None) -> None:
        """``levels``: the reduced copies made already (``scan_levels``, ``image`` first)."""
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._w = image.width()
        self._h = image.height()
        self._levels: list[_Level] = [_Level(img, k) for img, k in levels] if levels else [_Level(image, 1.0)]
        self.apply(bg)

    def apply(self, bg: BackgroundImage) -> None:
        m11, m12, m21, m22, dx, dy = bg.transform
        self.setTransform(QTransform(m11, m12, m21, m22, dx, dy))
        self.setOpacity(bg.opacity)
        self.setVisible(bg.visible)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def image_size(self) -> tuple[int, int]:
        return self._w, self._h

    def _level_for(self, lod: float) -> _Level:
        """The smallest level still at least as sharp as the screen needs."""
        i = 0
        while True:
            level = self._levels[i]
            half = level.scale / 2
            if half < lod or max(level.image.width(), level.image.height()) <= OVERVIEW_PX:
                return level
            if i + 1 == len(self._levels):
                img = level.image.scaled(
                    max(1, level.image.width() // 2),
                    max(1, level.image.height() // 2),
                    Qt.AspectRatioMode.IgnoreAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
                self._levels.append(_Level(img, half))
            i += 1

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        exposed = _visible(painter, option, self.boundingRect())
        if exposed.isEmpty():
            return
        level = self._level_for(lod)
        k = level.scale
        # Exposed area in this level's pixels.
        c0 = max(0, math.floor(exposed.left() * k / TILE_PX))
        c1 = min(level.cols - 1, math.floor(exposed.right() * k / TILE_PX))
        r0 = max(0, math.floor(exposed.top() * k / TILE_PX))
        r1 = min(level.rows - 1, math.floor(exposed.bottom() * k / TILE_PX))
        for r in range(r0, r1 + 1):
            for c in range(c0, c1 + 1):
                pm = level.tile(c, r)
                target = QRectF(c * TILE_PX / k, r * TILE_PX / k, pm.width() / k, pm.height() / k)
                painter.drawPixmap(target, pm, QRectF(pm.rect()))


def _visible(painter: QPainter, option: QStyleOptionGraphicsItem, bounds: QRectF) -> QRectF:
    # Same idea as the map layers: QGraphicsScene.render exposes the whole item.
    exposed = option.exposedRect if not option.exposedRect.isEmpty() else bounds
    device = painter.device()
    inverse, ok = painter.worldTransform().inverted()
    if device is None or not ok:
        return exposed
    return exposed.intersected(inverse.mapRect(QRectF(0, 0, device.width(), device.height())))
