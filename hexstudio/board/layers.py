"""The board's map layers: a few big items that paint only what is exposed.

One item per layer (terrain fill, terrain detail, hexsides and roads, text),
each asking the shared ``TileCache`` for the tiles under the exposed rect.
Zoomed out (few device pixels per hex) the detail and text layers skip work.

On screens and images the layers are grouped (``LayerGroup``) and painted
from finished pictures kept per zoom (``pictures.PictureCache``): a repaint
is a few dozen blits, and the paths are drawn only when a zoom is new or an
edit drops the pictures around it. PDF and other vector devices, rotated
views and zooms far in get the paths themselves.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRegion,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from hexstudio.board.pictures import PHASES, SIDE, Grid, Picture, PictureKey, anchor, zoom_key
from hexstudio.board.tiles import LABEL_COLOR, OUTLINE_COLOR, Stamp, Tile, TileCache, draw_line
from hexstudio.hexgrid import Hex

# Thresholds in device pixels of hex circumradius.
OUTLINE_MIN_PX = 7.0
SYMBOL_MIN_PX = 13.0
LABEL_MIN_PX = 26.0
# Below LABEL_MIN_PX hex numbers are thinned, not dropped: (from px, every n-th
# column and row, font size in device pixels), tried in order.
LABEL_SPARSE = ((17.0, 2, 8.0), (9.0, 5, 8.0))
NAME_MIN_PX = 20.0
STAMP_MAX_PX = 120.0

Z_FILL = 0.0
Z_BACKGROUND = 1.0
Z_DETAIL = 2.0
Z_EDGES = 3.0
Z_TEXT = 4.0
Z_HIGHLIGHT = 5.0
Z_COUNTERS = 10.0
Z_ABOVE_COUNTERS = 10.5  # place names and the numbers of occupied hexes


def hex_px(painter: QPainter, option: QStyleOptionGraphicsItem, size: float) -> float:
    """Device pixels per hex circumradius at the current zoom."""
    return option.levelOfDetailFromTransform(painter.worldTransform()) * size


def visible_rect(painter: QPainter, option: QStyleOptionGraphicsItem, bounds: QRectF) -> QRectF:
    """The part of the item that can reach the device.

    Views pass the exposed area, but QGraphicsScene.render passes the whole
    item; clipping to the device keeps an export or a thumbnail from
    painting tiles nobody sees.
    """
    exposed = option.exposedRect if not option.exposedRect.isEmpty() else bounds
    device = painter.device()
    if device is None:
        return exposed
    inverse, ok = painter.worldTransform().inverted()
    if not ok:
        return exposed
    w, h = device.width(), device.height()
    if isinstance(device, (QImage, QPixmap)):
        # Images count real pixels; the painter works in pixels over the ratio.
        dpr = device.devicePixelRatioF()
        w, h = w / dpr, h / dpr
    on_device = inverse.mapRect(QRectF(0, 0, w, h))
    if painter.hasClipping():
        on_device = on_device.intersected(painter.clipBoundingRect())
    return exposed.intersected(on_device)


class MapLayer(QGraphicsItem):
    """Base of the map layers: whole-map bounds, paints tile by tile."""

    def __init__(self, cache: TileCache, bounds: QRectF, z: float) -> None:
        super().__init__()
        self.cache = cache
        self._bounds = QRectF(bounds)
        self.picture_group: LayerGroup | None = None
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_cache(self, cache: TileCache) -> None:
        self.cache = cache
        self.update()

    def set_bounds(self, bounds: QRectF) -> None:
        self.prepareGeometryChange()
        self._bounds = QRectF(bounds)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.picture_group is not None and self.picture_group.paint(self, painter, option, widget):
            return
        exposed = visible_rect(painter, option, self._bounds)
        if exposed.isEmpty():
            return
        self.draw(painter, exposed, hex_px(painter, option, self.cache.grid.size))

    def draw(self, painter: QPainter, exposed: QRectF, px: float) -> None:
        """Paint the part of the layer in ``exposed`` (scene units) at ``px`` device pixels a hex."""
        if not self.visible_at(px):
            return
        rx, ry = self.reach()
        for key in self.cache.tiles_in(exposed.adjusted(-rx, -ry, rx, ry)):
            self.paint_tile(painter, self.cache.tile(key), px)

    def visible_at(self, px: float) -> bool:
        return True

    def reach(self) -> tuple[float, float]:
        """How far beyond its tile (past one hex) a tile's drawing may go."""
        return 0.0, 0.0

    def paint_tile(self, painter: QPainter, tile: Tile, px: float) -> None:
        raise NotImplementedError


# Exposed areas larger than this (device pixels) are painted directly: a big
# export would only double its memory in pictures it never shows again.
PICTURE_MAX_PIXELS = 4096 * 4096
# On a view, missing pictures up to this many (logical) pixels are drawn at
# once; more (a new zoom, a first paint) are stood in for and made when idle.
SYNC_MAX_PIXELS = 160 * 1024
# A draft of more hexes than this (an undo of a whole stroke) is their fills only.
DRAFT_DETAIL_MAX = 64
# Device pixels of drafted pictures drawn again exactly in one pass when idle
# (a single step of the refiner: about a 768 x 768 square).
REFINE_BATCH_PIXELS = 768 * 768


def picture_scale(painter: QPainter, size: float) -> tuple[float, float] | None:
    """Zoom and device pixel ratio when cached pictures can stand in for the
    layers on this painter; None when the layers must be drawn as they are.

    Pictures are raster: a PDF or other vector device gets vectors. Rotated
    or unevenly scaled views, and zooms far in (only a few hexes show, and
    paths are cheap there), are drawn directly too.
    """
    if not _is_raster(painter):
        return None
    t = painter.worldTransform()
    k = t.m11()
    if t.m12() or t.m21() or t.m13() or t.m23() or k <= 0 or abs(t.m22() - k) > 1e-9 * k:
        return None
    if k * size > STAMP_MAX_PX:
        return None
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    return k, dpr


class LayerGroup:
    """Map layers next to each other in z order, painted together from cached pictures.

    The lowest layer blits the pictures, which hold what every layer of the
    group paints; the others then paint nothing. Nothing else may sit between
    the group's layers in z order, or it would end up under them all.
    """

    def __init__(self, name: str, layers: list[MapLayer]) -> None:
        self.name = name
        self.layers = layers
        for layer in layers:
            layer.picture_group = self
        # Pictures whose drafted parts wait to be drawn exactly (``_refine_rough``).
        self._rough: dict[PictureKey, None] = {}

    def paint(
        self, layer: MapLayer, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> bool:
        """Paint ``layer``'s share from the pictures; False when it must draw itself.

        On a view (``widget`` given), pictures this zoom lacks are stood in for
        by those of the nearest zoom, scaled, and made when the window is idle
        (``refine.Refiner``); only what no other zoom covers is drawn at once.
        Everywhere else (images, exports) every picture is drawn exactly.
        """
        lead = self.layers[0]
        if layer is not lead and not lead.isVisible():
            return False
        t = painter.worldTransform()
        # On a view the other layers of a frame take the lead's answer (the
        # same widget, transform and exposed area: they share its bounds), not
        # work it all out again: every dab of a brush repaints them all.
        frame = (widget, t.m11(), t.m12(), t.m21(), t.m22(), t.dx(), t.dy(), option.exposedRect.getRect())
        if widget is not None and layer is not lead and getattr(self, "_frame", None) == frame:
            return self._answer
        answer = self._paint(layer, painter, option, widget, t)
        if layer is lead:
            self._frame, self._answer = frame, answer
        return answer

    def _paint(
        self, layer: MapLayer, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None, t: QTransform
    ) -> bool:
        lead = self.layers[0]
        scale = picture_scale(painter, layer.cache.grid.size)
        if scale is None:
            return False
        k, dpr = scale
        ox, phase_x = anchor(t.dx() * dpr)
        oy, phase_y = anchor(t.dy() * dpr)
        grid = Grid(k * dpr, phase_x, phase_y)
        bounds = layer.boundingRect()
        exposed = visible_rect(painter, option, bounds).intersected(bounds)
        if exposed.isEmpty():
            return True
        c0, c1, r0, r1 = grid.range(exposed)
        if (c1 - c0 + 1) * (r1 - r0 + 1) * SIDE * SIDE > PICTURE_MAX_PIXELS:
            return False
        if layer is not lead:
            return True
        cache = layer.cache
        pictures = cache.pictures
        # The exposed area in whole device pixels, counted from the grid's origin.
        fx, fy = phase_x / PHASES, phase_y / PHASES
        ds = grid.device_scale
        need = QRect(
            QPoint(math.floor(exposed.left() * ds + fx), math.floor(exposed.top() * ds + fy)),
            QPoint(math.ceil(exposed.right() * ds + fx) - 1, math.ceil(exposed.bottom() * ds + fy) - 1),
        )
        # Pictures are held here for the whole frame: making new ones may
        # push old ones out of the cache before they are drawn.
        shown: list[tuple[QRect, PictureKey, Picture | None]] = []
        todo: list[tuple[QRect, PictureKey]] = []
        hints = painter.renderHints()
        refiner = getattr(layer.scene(), "refiner", None) if widget is not None else None
        # A view may show a picture's draft (``draft``) until it is drawn
        # again when idle; images and exports get the exact drawing at once.
        exact = refiner is None
        if refiner is not None:
            self._current = (zoom_key(grid.device_scale), phase_x, phase_y)
            self._level = (grid, k, dpr, hints)
        for row in range(r0, r1 + 1):
            for col in range(c0, c1 + 1):
                part = need.intersected(QRect(col * SIDE, row * SIDE, SIDE, SIDE))
                if part.isEmpty():
                    continue
                key = grid.key(self.name, col, row)
                picture = pictures.get(key)
                shown.append((part, key, picture))
                if picture is None or picture.lacks(part.translated(-col * SIDE, -row * SIDE), exact):
                    todo.append((part, key))
                if refiner is not None and picture is not None and not picture.rough.isEmpty():
                    # A draft shown (``draft``): drawn exactly when idle, after this frame.
                    self._rough[key] = None
                    refiner.request(
                        key, lambda key=key: self._refine_rough(layer, key, grid, k, dpr, hints), after_frame=True
                    )
        if todo and refiner is not None and sum(p.width() * p.height() for p, _ in todo) > SYNC_MAX_PIXELS * dpr * dpr:
            # Much to draw (a new zoom, the first paint): what is there now, the rest when idle.
            # A little (an edit, a scroll) is drawn at once, exactly, below.
            remaining = self._stand_in(painter, todo, grid, ox, oy, dpr, exposed)
            if remaining:
                # Nothing to stand in (the first paint here): a quick draft of
                # the terrain now, every detail when idle.
                self._draft(painter, remaining, ox, oy, dpr, exposed, k * layer.cache.grid.size)
            for _part, key in todo:
                refiner.request(key, lambda key=key: self._refine(layer, key, grid, k, dpr, hints))
            todo = []
        drawn = self._render(hints, todo, grid, k, dpr, bounds) if todo else {}
        done = {key for _, key in todo}
        painter.save()
        painter.resetTransform()
        for part, key, held in shown:
            picture = drawn.get(key, held)
            if picture is None or (
                key not in done and picture.lacks(part.translated(-key.col * SIDE, -key.row * SIDE), exact)
            ):
                continue  # stood in for by another zoom; made when idle
            local = QRectF(part.translated(-key.col * SIDE, -key.row * SIDE))
            painter.drawImage(QPointF((ox + part.x()) / dpr, (oy + part.y()) / dpr), picture.image, local)
        painter.restore()
        return True

    def draft(self, hexes: list[Hex], area: QRectF) -> bool:
        """Paint a first draft of edited hexes' new terrain straight into the
        pictures of the zoom the view shows, to be drawn exactly when the
        window is idle; False when there is no such zoom yet (the caller then
        forgets the area instead).

        A brush dab changes a few hexes' terrain: their fill, grid outline,
        symbols and the hexside features and roads over them are drawn here,
        at once, hex by hex; the numbers and names over them, and the exact
        drawing of it all, come in one pass when idle (asked for by the frame
        that shows the draft), so the pictures many dabs of a stroke touch are
        drawn exactly once (``Refiner.hold`` keeps that work waiting until the
        mouse button is released). Pictures of other zooms forget the area.
        Only the whole map's pictures are drafted (no scan shown between the layers).
        """
        level = getattr(self, "_level", None)
        lead = self.layers[0]
        fill = next((x for x in self.layers if isinstance(x, TerrainFillLayer)), None)
        detail = next((x for x in self.layers if isinstance(x, TerrainDetailLayer)), None)
        edges = next((x for x in self.layers if isinstance(x, EdgeLayer)), None)
        text = next((x for x in self.layers if isinstance(x, TextLayer)), None)
        if level is None or fill is None or not fill.isVisible() or lead.picture_group is not self:
            return False
        grid, k, dpr, hints = level
        cache = lead.cache
        pictures = cache.pictures
        pictures.forget_area(area, keep=(self.name, zoom_key(grid.device_scale), grid.phase_x, grid.phase_y))
        ds = grid.device_scale
        fx, fy = grid.phase_x / PHASES, grid.phase_y / PHASES
        s = cache.grid.size
        m = 1.25 * s  # what an edit of a hex may change lies this close to its centre (``TileCache.invalidate``)
        # Per picture: the hexes, and the bounds of the device pixels the edit
        # may have changed around them (drawn again exactly when idle: a
        # picture is drawn again by the bounds of what it lacks anyway).
        per: dict[tuple[int, int], list[tuple[Hex, float, float, QBrush]]] = {}
        bounds: dict[tuple[int, int], list[int]] = {}
        floor, ceil = math.floor, math.ceil
        # Device pixels of a centre's box: floor((cx - m) * ds + fx) and so on.
        lx, ly, hx, hy = fx - m * ds, fy - m * ds, fx + m * ds, fy + m * ds
        # (An undo of a stroke drafts hundreds of hexes: this loop is kept lean;
        # most boxes lie within one picture.)
        for item in cache.placed_fills(hexes):
            cx, cy = item[1] * ds, item[2] * ds
            x0, y0 = floor(cx + lx), floor(cy + ly)
            x1, y1 = ceil(cx + hx) - 1, ceil(cy + hy) - 1
            c0, c1, r0, r1 = x0 // SIDE, x1 // SIDE, y0 // SIDE, y1 // SIDE
            keys = [(c0, r0)] if c0 == c1 and r0 == r1 else [(c, r) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]
            for key in keys:
                b = bounds.get(key)
                if b is None:
                    bounds[key] = [x0, y0, x1, y1]
                    per[key] = [item]
                    continue
                per[key].append(item)
                if x0 < b[0]:
                    b[0] = x0
                if y0 < b[1]:
                    b[1] = y0
                if x1 > b[2]:
                    b[2] = x1
                if y1 > b[3]:
                    b[3] = y1
        px = k * s
        shown = detail is not None and detail.isVisible()
        # A large change (an undo of a whole stroke) is drafted by its fills only.
        small = len(hexes) <= DRAFT_DETAIL_MAX
        outline = small and shown and px >= OUTLINE_MIN_PX
        symbols = small and shown and px >= SYMBOL_MIN_PX
        pen = QPen(OUTLINE_COLOR, min(max(px * 0.025, 1.0), 3.0))
        pen.setCosmetic(True)
        template = cache.hex_template()
        for (col, row), placed in per.items():
            picture = pictures.get(grid.key(self.name, col, row))
            if picture is None:
                continue  # not drawn yet: drawn exactly when first shown
            x0, y0, x1, y1 = bounds[(col, row)]
            box = QRect(x0, y0, x1 - x0 + 1, y1 - y0 + 1).intersected(QRect(col * SIDE, row * SIDE, SIDE, SIDE))
            rough = QRegion(box.translated(-col * SIDE, -row * SIDE))
            picture.rough = picture.rough.united(rough)
            p = QPainter(picture.image)
            # Nothing drawn outside what is marked to be drawn again exactly.
            p.setClipRegion(rough)
            p.translate((fx - col * SIDE) / dpr, (fy - row * SIDE) / dpr)
            p.scale(k, k)
            fills: dict[int, tuple[QBrush, QPainterPath]] = {}
            for _h, cx, cy, brush in placed:
                got = fills.get(id(brush))
                if got is None:
                    got = fills[id(brush)] = (brush, QPainterPath())
                got[1].addPolygon(template.translated(cx, cy))
            for brush, path in fills.values():
                p.fillPath(path, brush)
            p.setRenderHints(hints)
            if small and edges is not None and edges.isVisible():
                # Rivers and roads over the painted hexes (drawn once more
                # around them too, within what is drawn again exactly); not
                # where the coasts moved: those tiles wait for the exact drawing.
                for t in {cache.tile_of(h) for h, _x, _y, _b in placed}:
                    tile = cache.tile(t)
                    if tile.edges_built and tile.coasts_built and (tile.coasts or tile.edges or tile.roads or tile.bridges):
                        edges.paint_tile(p, tile, px)
            if outline:
                lines = QPainterPath()
                for _h, cx, cy, _b in placed:
                    lines.addPolygon(template.translated(cx, cy))
                    lines.closeSubpath()
                p.strokePath(lines, pen)
            if symbols:
                assert detail is not None
                detail.blit_stamps(p, [st for h, _x, _y, _b in placed for st in cache.stamps_of(h)], px, dpr)
            if small and text is not None and text.isVisible():
                text.draft_labels(p, [h for h, _x, _y, _b in placed], px)
            p.end()
        return True

    def _stand_in(
        self, painter: QPainter, todo: list[tuple[QRect, PictureKey]], grid: Grid, ox: int, oy: int, dpr: float,
        exposed: QRectF,
    ) -> list[tuple[QRect, PictureKey]]:
        """Draw other zooms' pictures, scaled, over the parts this zoom lacks;
        return the parts they do not cover (those are drawn at once)."""
        standins = self.layers[0].cache.pictures.standins(self.name, grid, exposed)
        if not standins:
            return todo
        t = painter.worldTransform()
        covered = QRegion()
        lacking = QRegion()
        for part, _key in todo:
            lacking = lacking.united(_logical(part, ox, oy, dpr))
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        for picture in standins:
            # Only the picture's drawn part, where this frame lacks pixels.
            a = picture.area
            sc = a.width() / SIDE
            done = QRegion()
            for r in picture.done:
                mapped = t.mapRect(QRectF(a.x() + r.x() * sc, a.y() + r.y() * sc, r.width() * sc, r.height() * sc))
                done = done.united(mapped.toAlignedRect())
            clip = done.intersected(lacking)
            if clip.isEmpty():
                continue
            # A clip set with no transform stays in device pixels.
            painter.save()
            painter.resetTransform()
            painter.setClipRegion(clip, Qt.ClipOperation.IntersectClip)
            painter.setWorldTransform(t)
            painter.drawImage(a, picture.image)
            painter.restore()
            covered = covered.united(clip)
        painter.restore()
        return [(part, key) for part, key in todo if not QRegion(_logical(part, ox, oy, dpr)).subtracted(covered).isEmpty()]

    def _draft(
        self, painter: QPainter, parts: list[tuple[QRect, PictureKey]], ox: int, oy: int, dpr: float,
        exposed: QRectF, px: float,
    ) -> None:
        """The terrain fills straight to the device over ``parts`` (a first sight of the map)."""
        clip = QRegion()
        for part, _key in parts:
            clip = clip.united(_logical(part, ox, oy, dpr))
        painter.save()
        t = painter.worldTransform()
        painter.resetTransform()
        painter.setClipRegion(clip, Qt.ClipOperation.IntersectClip)
        painter.setWorldTransform(t)
        for layer in self.layers:
            if isinstance(layer, TerrainFillLayer) and layer.isVisible():
                painter.save()
                layer.draw(painter, exposed, px)
                painter.restore()
        painter.restore()

    def _refine(self, layer: MapLayer, key: PictureKey, grid: Grid, k: float, dpr: float, hints: QPainter.RenderHint) -> None:
        """Make one whole picture of the zoom a view shows now (a refiner job)."""
        if getattr(self, "_current", None) != (key.zoom, key.phase_x, key.phase_y) or layer.picture_group is not self:
            return  # the view has moved on to another zoom: that picture may never be needed
        pictures = layer.cache.pictures
        picture = pictures.get(key)
        whole = QRect(key.col * SIDE, key.row * SIDE, SIDE, SIDE)
        if picture is not None:
            missing = QRegion(0, 0, SIDE, SIDE).subtracted(picture.done).united(picture.rough)
            if missing.isEmpty():
                return
            whole = missing.boundingRect().translated(key.col * SIDE, key.row * SIDE)
        made = self._render(hints, [(whole, key)], grid, k, dpr, layer.boundingRect())
        if key in made:
            layer.update(made[key].area)

    def _refine_rough(
        self, layer: MapLayer, key: PictureKey, grid: Grid, k: float, dpr: float, hints: QPainter.RenderHint
    ) -> None:
        """Draw exactly the drafted parts of this picture and of the other
        drafted pictures of this zoom waiting beside it (a brush stroke's),
        in one pass as far as ``REFINE_BATCH_PIXELS``: the tiles a stroke
        touched are drawn once, not once for each picture they straddle (a
        refiner job; the other pictures' jobs then find nothing left to do)."""
        level = (key.zoom, key.phase_x, key.phase_y)
        if getattr(self, "_current", None) != level or layer.picture_group is not self:
            self._rough.pop(key, None)
            return  # the view has moved on to another zoom: that picture may never be needed
        pictures = layer.cache.pictures
        todo: list[tuple[QRect, PictureKey]] = []
        box = QRect()
        for x in [key, *(x for x in self._rough if x != key)]:
            picture = pictures.get(x)
            if (x.zoom, x.phase_x, x.phase_y) != level or picture is None:
                self._rough.pop(x, None)  # another zoom's, or forgotten: drawn anew when shown
                continue
            missing = QRegion(0, 0, SIDE, SIDE).subtracted(picture.done).united(picture.rough)
            if missing.isEmpty():
                self._rough.pop(x, None)
                continue
            part = missing.boundingRect().translated(x.col * SIDE, x.row * SIDE)
            grown = box.united(part)
            if todo and grown.width() * grown.height() > REFINE_BATCH_PIXELS:
                continue  # left for a later job (its own is still waiting)
            todo.append((part, x))
            box = grown
            self._rough.pop(x, None)
        if not todo:
            return
        made = self._render(hints, todo, grid, k, dpr, layer.boundingRect())
        for picture in made.values():
            layer.update(picture.area)

    def _render(
        self, hints: QPainter.RenderHint, todo: list[tuple[QRect, PictureKey]], grid: Grid, k: float, dpr: float,
        bounds: QRectF,
    ) -> dict[PictureKey, Picture]:
        """Draw what the pictures lack in one go (one pass over the tiles), then
        copy it into them; a single whole new picture is drawn straight into its image."""
        pictures = self.layers[0].cache.pictures
        ds = grid.device_scale
        fx, fy = grid.phase_x / PHASES, grid.phase_y / PHASES
        if len(todo) == 1 and todo[0][0].size() == QSize(SIDE, SIDE) and pictures.get(todo[0][1]) is None:
            part, key = todo[0]
            image = QImage(SIDE, SIDE, QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(dpr)
            image.fill(Qt.GlobalColor.transparent)
            self._draw_layers(image, part, hints, k, dpr, fx, fy, ds, bounds)
            picture = Picture(image, grid.rect(key.col, key.row), QRegion(0, 0, SIDE, SIDE))
            pictures.put(key, picture)
            return {key: picture}
        box = QRect(todo[0][0])
        for part, _ in todo[1:]:
            box = box.united(part)
        sheet = pictures.sheet(box.width(), box.height(), dpr)
        p = QPainter(sheet)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        p.fillRect(QRectF(0, 0, box.width() / dpr, box.height() / dpr), Qt.GlobalColor.transparent)
        p.end()
        self._draw_layers(sheet, box, hints, k, dpr, fx, fy, ds, bounds)
        out: dict[PictureKey, Picture] = {}
        for part, key in todo:
            local = part.translated(-key.col * SIDE, -key.row * SIDE)
            picture = pictures.get(key)
            if picture is None:
                # A new picture is a plain copy; what lies outside ``part`` is
                # not marked done, so it is never shown.
                image = sheet.copy(key.col * SIDE - box.x(), key.row * SIDE - box.y(), SIDE, SIDE)
                image.setDevicePixelRatio(dpr)
                picture = Picture(image, grid.rect(key.col, key.row), QRegion(local))
                pictures.put(key, picture)
            else:
                copy = QPainter(picture.image)
                copy.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
                copy.drawImage(
                    QPointF(local.x() / dpr, local.y() / dpr), sheet, QRectF(part.translated(-box.topLeft()))
                )
                copy.end()
                picture.done = picture.done.united(local)
                if not picture.rough.isEmpty():
                    picture.rough = picture.rough.subtracted(QRegion(local))
            out[key] = picture
        return out

    def _draw_layers(
        self, image: QImage, box: QRect, hints: QPainter.RenderHint, k: float, dpr: float, fx: float, fy: float,
        ds: float, bounds: QRectF,
    ) -> None:
        """Paint the group's layers into ``image``, whose top-left pixel is ``box``'s (grid device pixels)."""
        area = QRectF((box.x() - fx) / ds, (box.y() - fy) / ds, box.width() / ds, box.height() / ds)
        p = QPainter(image)
        p.setRenderHints(hints)
        # Logical pixels here; the image's pixel ratio takes them to device pixels.
        p.translate((fx - box.x()) / dpr, (fy - box.y()) / dpr)
        p.scale(k, k)
        px = k * self.layers[0].cache.grid.size
        for layer in self.layers:
            if layer.isVisible():
                p.save()
                layer.draw(p, area.intersected(bounds), px)
                p.restore()
        p.end()


def _logical(part: QRect, ox: int, oy: int, dpr: float) -> QRect:
    """A part (grid device pixels) in the painter's logical device coordinates."""
    if dpr == 1.0:
        return part.translated(ox, oy)
    r = QRectF(part.translated(ox, oy))
    return QRectF(r.x() / dpr, r.y() / dpr, r.width() / dpr, r.height() / dpr).toAlignedRect()


class TerrainFillLayer(MapLayer):
    def draw(self, painter: QPainter, exposed: QRectF, px: float) -> None:
        # Antialiased neighbouring fills leave hairline seams; the grid lines
        # drawn above cover the jagged edges when they matter.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        super().draw(painter, exposed, px)

    def paint_tile(self, painter: QPainter, tile: Tile, px: float) -> None:
        for brush, path in self.cache.fills_of(tile).fills:
            painter.fillPath(path, brush)


class StampCache:
    """Terrain symbols pre-drawn at the current zoom, to be blitted per hex.

    Stroking and filling a symbol's paths for hundreds of hexes costs far
    more than copying a small pixmap; the pixmaps are made again when the
    zoom changes.
    """

    LIMIT = 300

    def __init__(self, cache: TileCache) -> None:
        self.cache = cache
        self._pixmaps: dict[tuple[str, float, int], QPixmap] = {}

    def clear(self) -> None:
        self._pixmaps.clear()

    def get(self, tid: str, scale: float, device_px: float, dpr: float) -> QPixmap | None:
        key = (tid, scale, round(device_px * dpr * 4))
        pm = self._pixmaps.get(key)
        if pm is None:
            if len(self._pixmaps) >= self.LIMIT:
                self._pixmaps.clear()
            pm = self._render(tid, scale, device_px, dpr)
            self._pixmaps[key] = pm
        return pm

    def _render(self, tid: str, scale: float, device_px: float, dpr: float) -> QPixmap:
        k = scale * device_px  # symbol unit (hex radius) in logical pixels
        side = max(2, math.ceil(2 * k * 1.1 * dpr) + 2)
        pm = QPixmap(side, side)
        pm.fill(Qt.GlobalColor.transparent)
        pm.setDevicePixelRatio(dpr)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        c = side / dpr / 2
        for style, path in self.cache.symbol_paths(tid, scale, QPointF(0, 0)):
            # symbol_paths works in scene units; bring them to device pixels.
            p.save()
            p.translate(c, c)
            p.scale(device_px / self.cache.grid.size, device_px / self.cache.grid.size)
            if isinstance(style, QPen):
                p.strokePath(path, style)
            else:
                p.fillPath(path, style)
            p.restore()
        p.end()
        return pm


def _is_raster(painter: QPainter) -> bool:
    engine = painter.paintEngine()
    return engine is not None and engine.type() == QPaintEngine.Type.Raster


class TerrainDetailLayer(MapLayer):
    """Hex outlines and terrain symbols."""

    def __init__(self, cache: TileCache, bounds: QRectF, z: float) -> None:
        super().__init__(cache, bounds, z)
        self._outline_pen = QPen(OUTLINE_COLOR, 1.0)
        self.stamps = StampCache(cache)
        self._visible = QRectF()
        self._raster = True
        self._dpr = 1.0

    def set_cache(self, cache: TileCache) -> None:
        super().set_cache(cache)
        # Stamps hold the old catalogue's colours and hex size.
        self.stamps = StampCache(cache)

    def visible_at(self, px: float) -> bool:
        return px >= OUTLINE_MIN_PX

    def draw(self, painter: QPainter, exposed: QRectF, px: float) -> None:
        if not self.visible_at(px):
            return
        # The grid stays about a fortieth of the hex wide, never under a pixel.
        self._outline_pen = QPen(OUTLINE_COLOR, min(max(px * 0.025, 1.0), 3.0))
        self._outline_pen.setCosmetic(True)
        s = self.cache.grid.size
        self._visible = exposed.adjusted(-s, -s, s, s)
        self._raster = _is_raster(painter)
        device = painter.device()
        self._dpr = device.devicePixelRatioF() if device is not None else 1.0
        super().draw(painter, exposed, px)

    def paint_tile(self, painter: QPainter, tile: Tile, px: float) -> None:
        tile = self.cache.detail_of(tile)
        if px >= SYMBOL_MIN_PX and tile.stamps:
            # Zoomed far in only a few hexes show: paths are cheap there and
            # big stamps would only fill memory.
            if self._raster and px <= STAMP_MAX_PX and not painter.worldTransform().isRotating():
                self._blit(painter, tile, px)
            else:
                for x, y, tid, scale in tile.stamps:
                    if not self._visible.contains(x, y):
                        continue
                    for style, path in self.cache.symbol_paths(tid, scale, QPointF(x, y)):
                        if isinstance(style, QPen):
                            painter.strokePath(path, style)
                        else:
                            painter.fillPath(path, style)
        painter.strokePath(tile.outline, self._outline_pen)

    def _blit(self, painter: QPainter, tile: Tile, px: float) -> None:
        contains = self._visible.contains
        self.blit_stamps(painter, [st for st in tile.stamps if contains(st[0], st[1])], px, self._dpr)

    def blit_stamps(self, painter: QPainter, placed: list[Stamp], px: float, dpr: float) -> None:
        """Terrain symbols (centre x and y, terrain id, size) copied from pre-drawn pixmaps."""
        t = painter.worldTransform()
        # A view's or a picture's transform only scales and moves: its mapping
        # worked out here, as ``QTransform.map`` does it for such a transform
        # (the same arithmetic), without a call and a point made per symbol;
        # an exact redraw after a stroke places hundreds of them.
        simple = t.type().value <= QTransform.TransformationType.TxScale.value
        m11, m22, dx, dy = t.m11(), t.m22(), t.dx(), t.dy()
        stamps = self.stamps
        # Each symbol's pixmap and half its width, looked up once a call.
        got: dict[tuple[str, float], tuple[QPixmap | None, float]] = {}
        floor = math.floor
        painter.save()
        painter.resetTransform()
        for cx, cy, tid, scale in placed:
            key = (tid, scale)
            pm_half = got.get(key)
            if pm_half is None:
                pm = stamps.get(tid, scale, px, dpr)
                pm_half = got[key] = (pm, pm.width() / 2 if pm is not None else 0.0)
            pm, half = pm_half
            if pm is None:
                continue
            if simple:
                x, y = m11 * cx + dx, m22 * cy + dy
            else:
                d = t.map(QPointF(cx, cy))
                x, y = d.x(), d.y()
            # On whole device pixels (a copy, not a resampling), wherever the
            # painter's origin is: a picture's origin may fall mid-pixel at 2x.
            painter.drawPixmap(QPointF(floor(x * dpr - half + 0.5) / dpr, floor(y * dpr - half + 0.5) / dpr), pm)
        painter.restore()


class EdgeLayer(MapLayer):
    """Coastlines, rivers and other hexside features, bridges, then roads."""

    def paint_tile(self, painter: QPainter, tile: Tile, px: float) -> None:
        tile = self.cache.edges_of(tile)
        for pen, path in tile.coasts:
            draw_line(painter, pen, path)
        for pen, path in tile.edges:
            draw_line(painter, pen, path)
        if px >= OUTLINE_MIN_PX:
            # Bridges go over the river and under the road that crosses them.
            for pen, brush, decks, railings in tile.bridges:
                painter.fillPath(decks, brush)
                painter.strokePath(railings, pen)
        for pen, path in tile.roads:
            draw_line(painter, pen, path)


class TextLayer(MapLayer):
    """Hex labels (small, at the top of each hex) and place names with a halo."""

    def __init__(self, cache: TileCache, bounds: QRectF, z: float) -> None:
        super().__init__(cache, bounds, z)
        self._show_labels = True
        self._show_names = True
        self._visible = QRectF()
        self._label_area = QRectF()
        self._sparse: tuple[int, float] | None = None
        self._sparse_font = QFont()
        self._sparse_metrics = QFontMetricsF(self._sparse_font)
        self._draft_font: tuple[int, QFont, QFontMetricsF] | None = None

    @property
    def show_labels(self) -> bool:
        return self._show_labels

    @show_labels.setter
    def show_labels(self, show: bool) -> None:
        if show != self._show_labels:
            self._show_labels = show
            self.cache.pictures.clear()  # the pictures hold the text as it was
            self.update()

    @property
    def show_names(self) -> bool:
        return self._show_names

    @show_names.setter
    def show_names(self, show: bool) -> None:
        if show != self._show_names:
            self._show_names = show
            self.cache.pictures.clear()
            self.update()

    def visible_at(self, px: float) -> bool:
        return px >= min(NAME_MIN_PX, LABEL_SPARSE[-1][0]) if self._show_labels else px >= NAME_MIN_PX

    def reach(self) -> tuple[float, float]:
        # Long place names run across several hexes.
        s = self.cache.grid.size
        return self.cache.name_reach, s

    def draw(self, painter: QPainter, exposed: QRectF, px: float) -> None:
        s = self.cache.grid.size
        self._visible = exposed
        # A label starts left of its hex centre and reaches past it.
        self._label_area = exposed.adjusted(-s, -s, s, s)
        self._sparse = next(((step, font) for low, step, font in LABEL_SPARSE if px >= low), None) \
            if px < LABEL_MIN_PX else None
        if self._sparse is not None:
            # Fewer numbers, each at a size that reads: a pixel size on screen, in scene units.
            _step, font_px = self._sparse
            f = QFont(self.cache.label_font)
            f.setPixelSize(max(1, round(font_px * s / px)))
            self._sparse_font = f
            self._sparse_metrics = QFontMetricsF(f)
        super().draw(painter, exposed, px)

    def paint_tile(self, painter: QPainter, tile: Tile, px: float) -> None:
        if self.show_labels and px >= LABEL_MIN_PX:
            tile = self.cache.labels_of(tile)
            painter.setFont(self.cache.label_font)
            painter.setPen(LABEL_COLOR)
            area = self._label_area
            for pos, text in tile.labels:
                if area.contains(pos):
                    painter.drawStaticText(pos, text)
        elif self.show_labels and self._sparse is not None:
            self._paint_sparse_labels(painter, self.cache.label_cells_of(tile))
        self.paint_names(painter, tile, px)

    def draft_labels(self, painter: QPainter, hexes: list[Hex], px: float) -> None:
        """The numbers of these hexes, as ``paint_tile`` draws them (a draft of edited hexes)."""
        if not self.show_labels:
            return
        cache = self.cache
        if px >= LABEL_MIN_PX:
            painter.setFont(cache.label_font)
            painter.setPen(LABEL_COLOR)
            for h in hexes:
                pos, text = cache.label_at(cache.tile(cache.tile_of(h)), h)
                painter.drawStaticText(pos, text)
            return
        sparse = next(((step, font) for low, step, font in LABEL_SPARSE if px >= low), None)
        if sparse is None:
            return
        step, font_px = sparse
        g = cache.grid
        cells = [c for c in cache.label_cells(hexes) if not c[0] % step and not c[1] % step]
        if not cells:
            return
        size = max(1, round(font_px * g.size / px))
        if self._draft_font is None or self._draft_font[0] != size:
            f = QFont(cache.label_font)
            f.setPixelSize(size)
            self._draft_font = (size, f, QFontMetricsF(f))
        _size, f, fm = self._draft_font
        painter.setFont(f)
        painter.setPen(LABEL_COLOR)
        for _col, _row, text, cx, top in cells:
            painter.drawText(QPointF(cx - fm.horizontalAdvance(text) / 2, top), text)

    def paint_names(self, painter: QPainter, tile: Tile, px: float) -> None:
        if not self.show_names or px < NAME_MIN_PX:
            return
        tile = self.cache.names_of(tile)
        if tile.names:
            # A halo of white copies around black text: glyph-cached text is
            # many times cheaper than stroking the outlines of the letters.
            painter.setFont(self.cache.name_font)
            d = self.cache.grid.size * 0.035
            vis = self._visible
            for pos, text, box in tile.names:
                if not vis.intersects(box):
                    continue
                painter.setPen(HALO_COLOR)
                x, y = pos.x(), pos.y()
                for dx, dy in _HALO_OFFSETS:
                    painter.drawStaticText(QPointF(x + dx * d, y + dy * d), text)
                painter.setPen(NAME_COLOR)
                painter.drawStaticText(pos, text)

    def _paint_sparse_labels(self, painter: QPainter, tile: Tile) -> None:
        """Zoomed out, every ``step``-th column and row keeps its number (as a
        printed map's grid reference), larger than the hex would give it."""
        step, _ = self._sparse  # type: ignore[misc]
        fm = self._sparse_metrics
        area = self._label_area
        painter.setFont(self._sparse_font)
        first = True
        for col, row, text, cx, top in tile.label_cells:
            if col % step or row % step or not area.contains(cx, top):
                continue
            if first:
                painter.setPen(LABEL_COLOR)
                first = False
            w = fm.horizontalAdvance(text)
            painter.drawText(QPointF(cx - w / 2, top), text)


class AboveCountersText(TextLayer):
    """Place names, and the numbers of the hexes that hold counters, drawn over the counters.

    A stack grows upwards over its hex's number, and a long name runs under
    the next hex's counters; drawn here, above them, both stay readable. The
    map's own text layer (in the cached pictures, under the counters) draws
    every other hex number. Names are few and numbers are drawn only for
    occupied hexes, so this layer paints directly, without pictures.
    """

    def __init__(self, cache: TileCache, bounds: QRectF, z: float) -> None:
        super().__init__(cache, bounds, z)
        self.occupied: frozenset[Hex] = frozenset()

    def set_occupied(self, hexes: Iterable[Hex]) -> None:
        occupied = frozenset(hexes)
        if occupied != self.occupied:
            changed = occupied ^ self.occupied
            self.occupied = occupied
            if len(changed) > 64:
                self.update()
                return
            # A move repaints the numbers of the hexes it left and entered, not the board.
            s = self.cache.grid.size
            for h in changed:
                x, y = self.cache.center(h)
                self.update(QRectF(x - s, y - s, 2 * s, 2 * s))

    def paint_tile(self, painter: QPainter, tile: Tile, px: float) -> None:
        if self.show_labels and px >= LABEL_MIN_PX and self.occupied:
            here = [h for h in tile.hexes if h in self.occupied]
            if here:
                cache = self.cache
                painter.setFont(cache.label_font)
                painter.setPen(LABEL_COLOR)
                for h in here:
                    pos, text = cache.label_at(tile, h)
                    painter.drawStaticText(pos, text)
        self.paint_names(painter, tile, px)


HALO_COLOR = QColor(255, 255, 255, 230)
NAME_COLOR = QColor(15, 15, 15)
_HALO_OFFSETS = ((-1, -1), (0, -1.4), (1, -1), (1.4, 0), (1, 1), (0, 1.4), (-1, 1), (-1.4, 0))


# Patterns so that highlights differ by more than colour (colour-blind players).
HIGHLIGHT_PATTERNS = (
    Qt.BrushStyle.BDiagPattern,
    Qt.BrushStyle.FDiagPattern,
    Qt.BrushStyle.DiagCrossPattern,
    Qt.BrushStyle.CrossPattern,
    Qt.BrushStyle.HorPattern,
    Qt.BrushStyle.VerPattern,
    Qt.BrushStyle.Dense6Pattern,
)


class HighlightLayer(QGraphicsItem):
    """One named overlay: a set of hexes tinted, hatched and outlined, with optional text."""

    def __init__(
        self,
        cache: TileCache,
        hexes: Iterable[Hex],
        color: QColor,
        pattern: Qt.BrushStyle,
        labels: Mapping[Hex, str] | None = None,
    ) -> None:
        super().__init__()
        self.cache = cache
        self.hexes = frozenset(hexes)
        self.color = QColor(color)
        self.pattern = pattern
        self.labels = dict(labels or {})
        self.setZValue(Z_HIGHLIGHT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._lay_out()

    def set_hexes(self, hexes: Iterable[Hex]) -> None:
        """Outline other hexes (the brush's footprint following the pointer), the rest as it was."""
        hexes = frozenset(hexes)
        if hexes == self.hexes:
            return
        shape: frozenset[tuple[int, int]] | None = None
        if hexes and not self.labels:
            # The same shape elsewhere (a brush's footprint away from the map's
            # edges) is the item moved, not laid out again: every dab moves it.
            a = min(hexes, key=lambda h: (h.q, h.r))
            shape = frozenset((h.q - a.q, h.r - a.r) for h in hexes)
            ax, ay = self.cache.center(a)
            if shape == self._shape:
                self.hexes = hexes
                ox, oy = self._shape_at
                self.setPos(ax - ox, ay - oy)
                return
        self.prepareGeometryChange()
        self.hexes = hexes
        self.setPos(0, 0)
        self._lay_out_area()
        self._bounds = self._area.boundingRect().adjusted(-self._margin, -self._margin, self._margin, self._margin)
        self._shape = shape
        if shape is not None:
            self._shape_at = (ax, ay)
        self.update()

    def _lay_out_area(self) -> None:
        cache = self.cache
        self._area = QPainterPath()
        self._area.setFillRule(Qt.FillRule.WindingFill)
        for h in self.hexes:
            self._area.addPolygon(cache.polygon(h))
            self._area.closeSubpath()
        self._outline = self._area.simplified()

    def _lay_out(self) -> None:
        cache = self.cache
        s = cache.grid.size
        self._shape: frozenset[tuple[int, int]] | None = None  # the hexes' shape (``set_hexes``)
        self._shape_at = (0.0, 0.0)
        self._margin = s * 0.1
        self._lay_out_area()
        tint = QColor(self.color)
        tint.setAlpha(70)
        self._tint = QBrush(tint)
        hatch = QColor(self.color).darker(130)
        hatch.setAlpha(200)
        self._hatch = QBrush(hatch, self.pattern)
        self._pen = QPen(self.color.darker(115), s * 0.07)
        self._pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self._font = QFont("Sans")
        self._font.setPixelSize(max(1, round(s * 0.42)))
        self._font.setBold(True)
        self._text = QPainterPath()
        fm = QFontMetricsF(self._font)
        for h, text in self.labels.items():
            if not text:
                continue
            cx, cy = cache.grid.center(h)
            w = fm.horizontalAdvance(text)
            self._text.addText(QPointF(cx - w / 2, cy + fm.ascent() / 2 - fm.descent() / 2), self._font, text)
        self._bounds = self._area.boundingRect().adjusted(-s * 0.1, -s * 0.1, s * 0.1, s * 0.1)
        if not self._text.isEmpty():
            self._bounds = self._bounds.united(self._text.boundingRect().adjusted(-s * 0.1, -s * 0.1, s * 0.1, s * 0.1))

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # The outline (the hexes merged) covers what their overlapping
        # polygons do, in one shape: a brush's footprint is painted every dab.
        painter.fillPath(self._outline, self._tint)
        if self.pattern != Qt.BrushStyle.NoBrush:
            painter.fillPath(self._outline, self._hatch)
        painter.strokePath(self._outline, self._pen)
        if not self._text.isEmpty() and hex_px(painter, option, self.cache.grid.size) >= NAME_MIN_PX:
            halo = QPen(QColor(255, 255, 255, 230), self.cache.grid.size * 0.1)
            halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.strokePath(self._text, halo)
            painter.fillPath(self._text, QColor(10, 10, 10))
