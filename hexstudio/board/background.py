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


# Halving the formats whose pixels are whole bytes (or 16-bit words) per component
# (``halve``): the numpy type of one component and the components per pixel.
F = QImage.Format
_COMPONENTS: dict[QImage.Format, tuple[str, int]] = {
    **{
        f: ("uint8", 4)
        for f in (
            F.Format_RGB32,
            F.Format_ARGB32,
            F.Format_ARGB32_Premultiplied,
            F.Format_RGBX8888,
            F.Format_RGBA8888,
            F.Format_RGBA8888_Premultiplied,
        )
    },
    F.Format_RGB888: ("uint8", 3),
    F.Format_BGR888: ("uint8", 3),
    F.Format_Grayscale8: ("uint8", 1),
    F.Format_Grayscale16: ("uint16", 1),
    **{f: ("uint16", 4) for f in (F.Format_RGBX64, F.Format_RGBA64, F.Format_RGBA64_Premultiplied)},
}
del F
# Destination rows halved per numpy call: a few megabytes of the source at a time
# (kept in the processor's caches; the interpreter is taken back between two).
_BAND_ROWS = 32


def halve(image: QImage) -> QImage:
    """``image`` at half its width and height (rounded down), each pixel the mean
    of the 2 x 2 it covers (rounded to the nearest).

    Not Qt's ``QImage.scaled``: PySide holds the interpreter for the whole call
    (Qt's own threads do the work meanwhile), so halving a 10,000 x 7,000 scan
    in a worker thread stopped every other Python thread, the window's too,
    for 50-200 ms a level. numpy lets the interpreter go during each of its
    loops, over a band of rows at a time. Straight (not premultiplied) alpha
    is averaged as it is: a scan is opaque. Formats whose components are not
    whole bytes or words (indexed colours, 1-bit, RGB565...) are left to Qt.
    """
    w, h = image.width(), image.height()
    spec = _COMPONENTS.get(image.format())
    if spec is None or w < 2 or h < 2:
        return image.scaled(
            max(1, w // 2),
            max(1, h // 2),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
    # numpy only now: a file opened at start is painted before it is imported.
    import numpy as np

    kind, n = np.dtype(spec[0]).type, spec[1]
    w2, h2 = w // 2, h // 2
    out = QImage(w2, h2, image.format())
    out.setColorSpace(image.colorSpace())
    out.setDotsPerMeterX(image.dotsPerMeterX() // 2)
    out.setDotsPerMeterY(image.dotsPerMeterY() // 2)
    pixel = n * np.dtype(kind).itemsize
    # The pixels' bytes, row by row. constBits: the image is not copied (bits() would
    # detach a shared one). The arrays do not keep their images alive: none leaves here.
    src = np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine())[:, : 2 * w2 * pixel].view(kind)
    dst = np.frombuffer(out.bits(), np.uint8).reshape(h2, out.bytesPerLine())[:, : w2 * pixel].view(kind)
    bytes4 = kind is np.uint8 and n == 4
    for r0 in range(0, h2, _BAND_ROWS):
        r1 = min(h2, r0 + _BAND_ROWS)
        # Each component of the two rows summed, in a wider type (contiguous rows: fast).
        rows = np.add(
            src[2 * r0 : 2 * r1 : 2], src[2 * r0 + 1 : 2 * r1 : 2], dtype=np.uint16 if kind is np.uint8 else np.uint32
        )
        if bytes4:
            # Four 16-bit sums make one 64-bit word a pixel: two neighbours are added,
            # rounded and divided in one operation each, every lane at once (a lane
            # holds at most 4 x 255, so none carries into the next; the bits the shift
            # brings in from the next lane stay above the low byte that is kept).
            words = rows.view(np.uint64)
            acc = words[:, 0::2] + words[:, 1::2]
            acc += np.uint64(0x0002_0002_0002_0002)
            acc >>= np.uint64(2)
            np.copyto(dst[r0:r1], acc.view(np.uint16), casting="unsafe")
        else:
            pairs = rows.reshape(r1 - r0, w2, 2 * n)
            acc = pairs[:, :, :n] + pairs[:, :, n:]
            acc += 2
            acc >>= 2
            np.copyto(dst[r0:r1], acc.reshape(r1 - r0, w2 * n), casting="unsafe")
    return out


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
        img = halve(img)
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
                self._levels.append(_Level(halve(level.image), half))
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
