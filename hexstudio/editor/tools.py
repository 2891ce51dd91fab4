"""The editor's tools: objects the board view hands mouse events to.

Each tool turns presses, drags and releases into headless edits and pushes
them on the session's undo stack. A drag is one *stroke*: everything pushed
between press and release merges into one history step. Tools never hold
board items; they work in hex labels through the scene's grid.

Left button paints (or draws); the road tool erases with the right button
or Shift. The footprint under the cursor is shown as a highlight overlay.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem

from hexstudio.app.engine_text import error_text
from hexstudio.board.view import BoardMouseEvent, BoardView
from hexstudio.editor.commands import EditSession
from hexstudio.hexgrid import Grid, Hex, Hexside
from hexstudio.scenario import edits as E

CURSOR_KEY = "editor.cursor"
PREVIEW_KEY = "editor.preview"
CURSOR_COLOR = "#ffffff"
PREVIEW_COLOR = "#ffd400"
EDGE_MARK_COLOR = "#ff2d55"
# A fill of more hexes than this is found and applied with progress and Cancel
# (finding this many at once takes a frame or two).
LARGE_FILL = 1000
# A drag adds a hexside only when the pointer is this close to it (in hex sizes),
# so wobbling across a hex's middle does not add the sides around it.
EDGE_PICK = 0.42
# A click toggles a hexside only this close to it: a click in a hex's middle is no edge.
EDGE_CLICK = 0.55


class EditorContext(QObject):
    """What the tools share: the session and the current choices of the palette."""

    terrainChanged = Signal(object)  # terrain id, or None for the map's default
    unitPlaced = Signal(str)  # a unit from the Units panel was set up
    message = Signal(str)  # a refused edit, for the status bar
    # A flood fill too big to find at once (start label, terrain, history text):
    # the mode runs it with progress (``EditorMode.fill_large``).
    fill_large = Signal(str, object, str)

    def __init__(self, session: EditSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.terrain: str | None = None
        self.brush_size = 1
        self.hexside_feature = ""
        self.road_type = ""
        self.feature = ""
        self.hex_set: str | None = None
        self.holder: str | None = None  # the side the control tool paints (None: nobody)
        self.unit_to_place: str | None = None
        # The Fill tool's safeguard: hexes it paints without asking, and how it asks
        # (the editor sets both; without them nothing is asked).
        self.fill_limit: Callable[[], int] = lambda: 1 << 30
        self.confirm_fill: Callable[[int, str | None], bool] = lambda count, terrain: True

    def set_terrain(self, terrain: str | None) -> None:
        if terrain != self.terrain:
            self.terrain = terrain
            self.terrainChanged.emit(terrain)

    def push(self, build: Callable[[], E.Edit], merge_key: object | None = None) -> bool:
        """Build an edit from the current scenario and push it; report refusals.

        ``merge_key`` lets consecutive edits of one form field (arrows on a
        spin box) become one history step.
        """
        try:
            edit = build()
        except E.EditError as e:
            self.message.emit(error_text(e))
            return False
        return self.session.push(edit, merge_key)


def _grid(view: BoardView) -> Grid | None:
    scene = view.scene()
    return getattr(scene, "grid", None)


def _hex_at(view: BoardView, pos: QPointF) -> Hex | None:
    """The hex of the map rectangle under a point (off-map hexes included)."""
    g = _grid(view)
    if g is None:
        return None
    h = g.hex_at(pos.x(), pos.y())
    return h if g.contains(h) else None


def _show(view: BoardView, key: str, hexes: Iterable[Hex], color: str) -> None:
    scene = view.scene()
    hexes = list(hexes)
    if scene is None or not hasattr(scene, "highlight_hexes"):
        return
    if hexes:
        scene.highlight_hexes(key, hexes, color, pattern=Qt.BrushStyle.NoBrush)
    else:
        scene.clear_highlight(key)


def _hold_idle_work(view: BoardView, held: bool) -> None:
    """While the button is down the board keeps its idle work (the exact
    drawing of what the dabs drafted) for the release: pictures many dabs
    touch are drawn once, and each dab's frame stays short."""
    scene = view.scene()
    if scene is not None and hasattr(scene, "hold_idle_work"):
        scene.hold_idle_work(held)


def _clear(view: BoardView, *keys: str) -> None:
    scene = view.scene()
    if scene is not None and hasattr(scene, "clear_highlight"):
        for k in keys:
            scene.clear_highlight(k)


class EditorTool:
    """Shared plumbing: stroke bracketing and the cursor footprint."""

    name = "tool"

    def __init__(self, ctx: EditorContext) -> None:
        self.ctx = ctx
        self._down = False

    # --- BoardTool protocol --------------------------------------------------
    def activate(self, view: BoardView) -> None:
        self._down = False

    def deactivate(self, view: BoardView) -> None:
        if self._down:
            self._finish(view)
        _clear(view, CURSOR_KEY, PREVIEW_KEY)

    def press(self, view: BoardView, event: BoardMouseEvent) -> bool:
        if event.button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return False
        if not self.accepts(event):
            return False
        self._down = True
        self.ctx.session.begin_stroke()
        _hold_idle_work(view, True)
        self.begin(view, event)
        return True

    def move(self, view: BoardView, event: BoardMouseEvent) -> bool:
        if self._down:
            self.drag(view, event)
            return True
        self.hover(view, event)
        return False

    def release(self, view: BoardView, event: BoardMouseEvent) -> bool:
        if not self._down:
            return False
        self.end(view, event)
        self._finish(view)
        return True

    def _finish(self, view: BoardView) -> None:
        self._down = False
        self.ctx.session.end_stroke()
        _hold_idle_work(view, False)

    # --- for subclasses ------------------------------------------------------------
    def accepts(self, event: BoardMouseEvent) -> bool:
        return event.button == Qt.MouseButton.LeftButton

    def begin(self, view: BoardView, event: BoardMouseEvent) -> None: ...

    def drag(self, view: BoardView, event: BoardMouseEvent) -> None: ...

    def end(self, view: BoardView, event: BoardMouseEvent) -> None: ...

    def hover(self, view: BoardView, event: BoardMouseEvent) -> None:
        h = _hex_at(view, event.scene_pos)
        _show(view, CURSOR_KEY, [h] if h is not None else [], CURSOR_COLOR)


# --------------------------------------------------------------------------- terrain


class TerrainBrush(EditorTool):
    """Paint the current terrain under a brush of 1, 2 or 3 hexes across."""

    name = "brush"

    def __init__(self, ctx: EditorContext, eraser: bool = False) -> None:
        super().__init__(ctx)
        self.eraser = eraser
        self._last: Hex | None = None
        self._brushes: dict[tuple[Hex, int], tuple[list[str], list[Hex]]] = {}
        self._brush_grid: Grid | None = None
        self._brush_map: object = None

    def _terrain(self) -> str | None:
        return None if self.eraser else self.ctx.terrain

    def press(self, view: BoardView, event: BoardMouseEvent) -> bool:
        # The right button picks the terrain under the brush, as in map editors.
        if event.button == Qt.MouseButton.RightButton and not self.eraser:
            g = _grid(view)
            h = _hex_at(view, event.scene_pos)
            if g is not None and h is not None:
                self.ctx.set_terrain(E.terrain_at(self.ctx.session.scenario, g.label(h)))
                return True
        return super().press(view, event)

    def _brush_at(self, g: Grid, h: Hex) -> tuple[list[str], list[Hex]]:
        """The labels and hexes under the brush at ``h``; remembered while the
        map's grid stays, as each dab asks for them twice (the footprint shown
        and the hexes painted)."""
        s = self.ctx.session.scenario
        if self._brush_grid is not g or self._brush_map is not s.map or len(self._brushes) > 4096:
            self._brushes = {}
            self._brush_grid, self._brush_map = g, s.map
        key = (h, self.ctx.brush_size)
        got = self._brushes.get(key)
        if got is None:
            labels = E.brush_hexes(s, g.label(h), self.ctx.brush_size)
            got = self._brushes[key] = (labels, [g.parse(x) for x in labels])
        return got

    def _footprint(self, view: BoardView, centres: Iterable[Hex]) -> list[str]:
        g = _grid(view)
        assert g is not None
        out: dict[str, None] = {}
        for h in centres:
            if g.contains(h):
                out.update(dict.fromkeys(self._brush_at(g, h)[0]))
        return list(out)

    def _paint(self, view: BoardView, centres: Iterable[Hex]) -> None:
        labels = self._footprint(view, centres)
        if labels:
            terrain = self._terrain()
            self.ctx.push(lambda: E.paint_terrain(self.ctx.session.scenario, labels, terrain))

    def begin(self, view: BoardView, event: BoardMouseEvent) -> None:
        self._last = _hex_at(view, event.scene_pos)
        if self._last is not None:
            self._paint(view, [self._last])

    def drag(self, view: BoardView, event: BoardMouseEvent) -> None:
        h = _hex_at(view, event.scene_pos)
        # The footprint follows the pointer once a frame (the board's
        # drafts of the dabs too), the document at every move.
        frames = getattr(view.scene(), "frames", None)
        if frames is not None:
            frames.request(CURSOR_KEY, lambda: self.hover(view, event))
        else:
            self.hover(view, event)
        if h is None or h == self._last:
            return
        # A fast drag skips hexes between two mouse events: paint the line.
        path = self._last.line_to(h)[1:] if self._last is not None else [h]
        self._last = h
        self._paint(view, path)

    def end(self, view: BoardView, event: BoardMouseEvent) -> None:
        self._last = None

    def hover(self, view: BoardView, event: BoardMouseEvent) -> None:
        h = _hex_at(view, event.scene_pos)
        g = _grid(view)
        if h is None or g is None:
            _clear(view, CURSOR_KEY)
            return
        _show(view, CURSOR_KEY, self._brush_at(g, h)[1], CURSOR_COLOR)


class EraserTool(TerrainBrush):
    """The brush that paints the map's default terrain."""

    name = "eraser"

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx, eraser=True)


class FloodFillTool(EditorTool):
    """Paint the connected area of the clicked hex's terrain.

    The area is outlined while the button is down and painted on release;
    above the size the user set (``ctx.fill_limit``) it is painted only once
    the user confirms, with the area still outlined on the map.
    """

    name = "fill"

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self._region: list[str] = []
        self._large: str | None = None  # the start of a fill too big to find at once

    def region(self, view: BoardView, pos: QPointF) -> list[str]:
        """The hexes a click at ``pos`` would paint."""
        h = _hex_at(view, pos)
        g = _grid(view)
        if h is None or g is None:
            return []
        return E.flood_fill(self.ctx.session.scenario, g.label(h))

    def begin(self, view: BoardView, event: BoardMouseEvent) -> None:
        self._region, self._large = [], None
        h = _hex_at(view, event.scene_pos)
        g = _grid(view)
        if h is None or g is None:
            return
        label = g.label(h)
        try:
            self._region = sorted(E.flood_fill(self.ctx.session.scenario, label, limit=LARGE_FILL))
        except E.AreaTooLarge:
            # Too big to find and outline within a frame (most of a huge map):
            # found in the background with progress and Cancel once the click
            # is over, then asked about (``EditorMode.fill_large``).
            self._large = label
            return
        except E.EditError as e:
            self.ctx.message.emit(str(e))
            return
        if self._region:
            _show(view, PREVIEW_KEY, [g.parse(x) for x in self._region], PREVIEW_COLOR)

    def end(self, view: BoardView, event: BoardMouseEvent) -> None:
        labels, self._region = self._region, []
        large, self._large = self._large, None
        terrain = self.ctx.terrain
        what = f"Fill {terrain or 'default'}"
        if large is not None:
            self.ctx.fill_large.emit(large, terrain, what)
            return
        if not labels:
            _clear(view, PREVIEW_KEY)
            return
        if len(labels) > self.ctx.fill_limit() and not self.ctx.confirm_fill(len(labels), terrain):
            _clear(view, PREVIEW_KEY)
            return
        _clear(view, PREVIEW_KEY)
        s = self.ctx.session.scenario
        self.ctx.push(lambda: E.paint_terrain(s, labels, terrain, what))

    def deactivate(self, view: BoardView) -> None:
        self._region, self._large = [], None
        super().deactivate(view)


class RectFillTool(EditorTool):
    """Drag a rectangle of columns and rows; it is painted on release."""

    name = "rect"

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self._anchor: Hex | None = None
        self._corner: Hex | None = None

    def _labels(self, view: BoardView) -> list[str]:
        g = _grid(view)
        if g is None or self._anchor is None or self._corner is None:
            return []
        return E.rect_hexes(self.ctx.session.scenario, g.label(self._anchor), g.label(self._corner))

    def begin(self, view: BoardView, event: BoardMouseEvent) -> None:
        self._anchor = self._corner = _hex_at(view, event.scene_pos)
        self._preview(view)

    def drag(self, view: BoardView, event: BoardMouseEvent) -> None:
        h = _hex_at(view, event.scene_pos)
        if h is not None and h != self._corner:
            self._corner = h
            self._preview(view)

    def _preview(self, view: BoardView) -> None:
        g = _grid(view)
        if g is not None:
            _show(view, PREVIEW_KEY, [g.parse(x) for x in self._labels(view)], PREVIEW_COLOR)

    def end(self, view: BoardView, event: BoardMouseEvent) -> None:
        labels = self._labels(view)
        _clear(view, PREVIEW_KEY)
        self._anchor = self._corner = None
        if labels:
            terrain = self.ctx.terrain
            self.ctx.push(lambda: E.paint_terrain(self.ctx.session.scenario, labels, terrain, "Fill rectangle"))


class PickerTool(EditorTool):
    """Take the clicked hex's terrain as the current one."""

    name = "picker"

    def begin(self, view: BoardView, event: BoardMouseEvent) -> None:
        h = _hex_at(view, event.scene_pos)
        g = _grid(view)
        if h is None or g is None:
            return
        s = self.ctx.session.scenario
        t = E.terrain_at(s, g.label(h))
        self.ctx.set_terrain(t)


# --------------------------------------------------------------------------- hexsides


def nearest_hexside(grid: Grid, pos: QPointF) -> tuple[Hexside, float] | None:
    """The hexside nearest a point, both of whose hexes are on the map, and the
    point's distance to it in hex sizes."""
    side = grid.hexside_at(pos.x(), pos.y())
    if not (grid.contains(side.a) and grid.contains(side.b)):
        return None
    (x1, y1), (x2, y2) = grid.hexside_endpoints(side)
    px, py = pos.x(), pos.y()
    dx, dy = x2 - x1, y2 - y1
    t = max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)))
    d = math.hypot(px - (x1 + t * dx), py - (y1 + t * dy))
    return side, d / grid.size


class HexsideTool(EditorTool):
    """Click near an edge to toggle the current hexside feature; drag along
    edges to trace a river in one stroke (on or off, as the first edge went)."""

    name = "hexside"

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self._present = True
        self._last: Hexside | None = None
        self._marker: QGraphicsLineItem | None = None

    def _labels(self, grid: Grid, side: Hexside) -> tuple[str, str]:
        return grid.label(side.a), grid.label(side.b)

    def begin(self, view: BoardView, event: BoardMouseEvent) -> None:
        g = _grid(view)
        found = nearest_hexside(g, event.scene_pos) if g is not None else None
        if g is None or found is None or found[1] > EDGE_CLICK:
            return
        side, _ = found
        feature = self.ctx.hexside_feature
        s = self.ctx.session.scenario
        pair = self._labels(g, side)
        current = E.hexside_features(s).get(pair, [])
        self._present = feature not in current
        self._last = side
        self.ctx.push(lambda: E.trace_hexsides(s, [pair], feature, self._present))

    def drag(self, view: BoardView, event: BoardMouseEvent) -> None:
        self.hover(view, event)
        g = _grid(view)
        found = nearest_hexside(g, event.scene_pos) if g is not None else None
        if g is None or found is None or self._last is None:
            return
        side, dist = found
        if side == self._last or dist > EDGE_PICK:
            return
        self._last = side
        s = self.ctx.session.scenario
        pair = self._labels(g, side)
        feature = self.ctx.hexside_feature
        self.ctx.push(lambda: E.trace_hexsides(s, [pair], feature, self._present))

    def end(self, view: BoardView, event: BoardMouseEvent) -> None:
        self._last = None

    def deactivate(self, view: BoardView) -> None:
        super().deactivate(view)
        self._hide_marker()

    def _hide_marker(self) -> None:
        if self._marker is not None and self._marker.scene() is not None:
            self._marker.scene().removeItem(self._marker)
        self._marker = None

    def hover(self, view: BoardView, event: BoardMouseEvent) -> None:
        # The edge a click would toggle, drawn over the map (not a highlight:
        # those tint whole hexes, and a hexside lies between two).
        g = _grid(view)
        found = nearest_hexside(g, event.scene_pos) if g is not None else None
        if g is None or found is None or found[1] > EDGE_CLICK:
            self._hide_marker()
            return
        (x1, y1), (x2, y2) = g.hexside_endpoints(found[0])
        scene = view.scene()
        if self._marker is None or self._marker.scene() is not scene:
            self._hide_marker()
            self._marker = QGraphicsLineItem()
            pen = QPen(QColor(EDGE_MARK_COLOR), g.size * 0.16)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            self._marker.setPen(pen)
            self._marker.setOpacity(0.8)
            self._marker.setZValue(1e6)
            scene.addItem(self._marker)
        self._marker.setLine(x1, y1, x2, y2)


# --------------------------------------------------------------------------- roads, sets, off-map


class RoadTool(EditorTool):
    """Drag through hexes to draw road links of the current type; the right
    button (or Shift) erases links instead."""

    name = "road"

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self._last: Hex | None = None
        self._erase = False

    def accepts(self, event: BoardMouseEvent) -> bool:
        return event.button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton)

    def begin(self, view: BoardView, event: BoardMouseEvent) -> None:
        self._erase = event.button == Qt.MouseButton.RightButton or bool(
            event.modifiers & Qt.KeyboardModifier.ShiftModifier
        )
        self._last = event.hex

    def drag(self, view: BoardView, event: BoardMouseEvent) -> None:
        h = event.hex
        g = _grid(view)
        self.hover(view, event)
        if h is None or g is None or h == self._last:
            return
        if self._last is None:
            self._last = h
            return
        path = [x for x in self._last.line_to(h) if g.contains(x)]
        self._last = h
        pairs = [(g.label(a), g.label(b)) for a, b in itertools.pairwise(path) if a.distance(b) == 1]
        if not pairs:
            return
        s = self.ctx.session.scenario
        if self._erase:
            self.ctx.push(lambda: E.set_road_links(s, remove=pairs, what="Erase road"))
        else:
            road = self.ctx.road_type
            self.ctx.push(lambda: E.set_road_links(s, add=pairs, road_type=road, what=f"Draw {road}"))

    def end(self, view: BoardView, event: BoardMouseEvent) -> None:
        self._last = None


class _HexStrokeTool(EditorTool):
    """A tool whose stroke acts once on each hex the mouse enters: the first
    hex decides what the whole stroke does (put on, or take off)."""

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self._last: Hex | None = None

    def _start(self, view: BoardView, h: Hex) -> bool:
        """Decide the stroke from its first hex; False cancels it."""
        raise NotImplementedError

    def _apply(self, view: BoardView, h: Hex) -> None:
        raise NotImplementedError

    def begin(self, view: BoardView, event: BoardMouseEvent) -> None:
        h = _hex_at(view, event.scene_pos)
        if h is None or _grid(view) is None or not self._start(view, h):
            return
        self._last = h
        self._apply(view, h)

    def drag(self, view: BoardView, event: BoardMouseEvent) -> None:
        h = _hex_at(view, event.scene_pos)
        if h is not None and self._last is not None and h != self._last:
            self._last = h
            self._apply(view, h)

    def end(self, view: BoardView, event: BoardMouseEvent) -> None:
        self._last = None


class FeatureTool(_HexStrokeTool):
    """Click or drag to put the current overlay (village, fortification, ...)
    on hexes, or to take it off when the first hex had it."""

    name = "feature"

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self._present = True

    def _start(self, view: BoardView, h: Hex) -> bool:
        g = _grid(view)
        assert g is not None
        data = self.ctx.session.scenario.map.hexes.get(g.label(h))
        self._present = not (data is not None and self.ctx.feature in data.features)
        return True

    def _apply(self, view: BoardView, h: Hex) -> None:
        g = _grid(view)
        assert g is not None
        label, feature, present = g.label(h), self.ctx.feature, self._present
        self.ctx.push(lambda: E.set_feature(self.ctx.session.scenario, [label], feature, present))


class HexSetTool(_HexStrokeTool):
    """Click or drag to add hexes to the current hex set (or take them out,
    when the first hex was already in it)."""

    name = "hexset"

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self._adding = True

    def _start(self, view: BoardView, h: Hex) -> bool:
        g = _grid(view)
        assert g is not None
        key = self.ctx.hex_set
        if key is None:
            self.ctx.message.emit("Choose a hex set first (or create one in the palette).")
            return False
        hs = self.ctx.session.scenario.map.hex_sets.get(key)
        if hs is None:
            return False
        self._adding = g.label(h) not in {E.canonical_label(g, x) for x in hs.hexes}
        return True

    def _apply(self, view: BoardView, h: Hex) -> None:
        g = _grid(view)
        key = self.ctx.hex_set
        if g is None or key is None:
            return
        label = g.label(h)
        s = self.ctx.session.scenario
        if self._adding:
            self.ctx.push(lambda: E.change_hex_set(s, key, add=[label]))
        else:
            self.ctx.push(lambda: E.change_hex_set(s, key, remove=[label]))


class OffMapTool(_HexStrokeTool):
    """Click or drag to take hexes out of play, or to put them back."""

    name = "offmap"

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self._off = True

    def _start(self, view: BoardView, h: Hex) -> bool:
        g = _grid(view)
        assert g is not None
        current = {E.canonical_label(g, x) for x in self.ctx.session.scenario.map.off_map}
        self._off = g.label(h) not in current
        return True

    def _apply(self, view: BoardView, h: Hex) -> None:
        g = _grid(view)
        assert g is not None
        label = g.label(h)
        s = self.ctx.session.scenario
        off = self._off
        self.ctx.push(lambda: E.set_off_map(s, [label], off))


class ControlTool(_HexStrokeTool):
    """Click or drag to say who holds hexes when the game starts (the holder chosen in the
    palette, or nobody); a stroke that starts on a hex already given that holder takes the
    painting back, and the hex follows the scenario's default and areas again."""

    name = "control"

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self._present = True

    def _start(self, view: BoardView, h: Hex) -> bool:
        g = _grid(view)
        assert g is not None
        painted = E.painted_holders(self.ctx.session.scenario)
        label = g.label(h)
        self._present = not (label in painted and painted[label] == self.ctx.holder)
        return True

    def _apply(self, view: BoardView, h: Hex) -> None:
        g = _grid(view)
        assert g is not None
        label, holder, present = g.label(h), self.ctx.holder, self._present
        self.ctx.push(lambda: E.paint_start_holder(self.ctx.session.scenario, [label], holder, present))


class SetupTool(EditorTool):
    """Set units up: click a hex to place the unit chosen in the Units panel;
    drag a counter to move its set-up hex; right-click a counter to take it
    off the map (it stays in the order of battle)."""

    name = "setup"

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self._carry: str | None = None
        self._from: Hex | None = None

    def accepts(self, event: BoardMouseEvent) -> bool:
        return event.button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton)

    def _top_unit(self, view: BoardView, h: Hex) -> str | None:
        """The unit on top of a hex's set-up stack (the last one placed there)."""
        g = _grid(view)
        if g is None:
            return None
        label = g.label(h)
        here = [p.unit for p in self.ctx.session.scenario.setup if E.canonical_label(g, p.hex) == label]
        return here[-1] if here else None

    def begin(self, view: BoardView, event: BoardMouseEvent) -> None:
        h = event.hex
        g = _grid(view)
        self._carry = None
        if h is None or g is None:
            return
        s = self.ctx.session.scenario
        label = g.label(h)
        if event.button == Qt.MouseButton.RightButton:
            top = self._top_unit(view, h)
            if top is not None:
                self.ctx.push(lambda: E.clear_placement(s, top))
            return
        placing = self.ctx.unit_to_place
        if placing is not None:
            if self.ctx.push(lambda: E.set_placement(s, placing, label)):
                self.ctx.unit_to_place = None
                self.ctx.unitPlaced.emit(placing)
            return
        self._carry = self._top_unit(view, h)
        self._from = h
        if self._carry is not None:
            _show(view, PREVIEW_KEY, [h], PREVIEW_COLOR)

    def drag(self, view: BoardView, event: BoardMouseEvent) -> None:
        if self._carry is not None and event.hex is not None:
            _show(view, PREVIEW_KEY, [event.hex], PREVIEW_COLOR)

    def end(self, view: BoardView, event: BoardMouseEvent) -> None:
        _clear(view, PREVIEW_KEY)
        unit, h, g = self._carry, event.hex, _grid(view)
        self._carry = None
        if unit is None or h is None or g is None or h == self._from:
            return
        s = self.ctx.session.scenario
        reduced = next((p.reduced for p in s.setup if p.unit == unit), False)
        label = g.label(h)
        self.ctx.push(lambda: E.set_placement(s, unit, label, reduced))
