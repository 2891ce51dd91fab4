"""The board: one QGraphicsScene that the editor, the player and the exporter share.

The scene reads the scenario through a ``MapView`` and paints it with a few
layer items (terrain, background scan, detail, hexsides and roads, text),
named highlight overlays and one item per stack of counters. After an edit,
``refresh_hexes`` rebuilds only the tiles around the touched hexes.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, KeysView, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage
from PySide6.QtWidgets import QGraphicsScene

from hexstudio.board.counters import TINY_PX, CounterInfo, CounterOverview, CounterStackItem, FaceImages, compact_scale
from hexstudio.board.frames import FramePacer
from hexstudio.board.layers import (
    HIGHLIGHT_PATTERNS,
    Z_ABOVE_COUNTERS,
    Z_BACKGROUND,
    Z_COUNTERS,
    Z_DETAIL,
    Z_EDGES,
    Z_FILL,
    Z_TEXT,
    AboveCountersText,
    EdgeLayer,
    HighlightLayer,
    LayerGroup,
    TerrainDetailLayer,
    TerrainFillLayer,
    TextLayer,
)
from hexstudio.board.refine import Refiner
from hexstudio.board.tiles import TileCache
from hexstudio.hexgrid import Grid, Hex, Hexside
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.model import Scenario

if TYPE_CHECKING:
    from hexstudio.board.background import BackgroundItem

VOID_COLOR = QColor("#2e3236")
COUNTER_SCALE = 1.0  # counter side as a multiple of the hex circumradius: leaves labels and names readable
# The refiner job that fits the counter stacks to the zoom shown (``set_view_scale``).
FIT_STACKS_KEY = "fit counter stacks"


def default_language() -> str:
    """Place names follow the user's locale: Portuguese when it is Portuguese."""
    loc = QLocale()
    if loc.language() == QLocale.Language.Portuguese:
        return "pt_BR" if loc.territory() != QLocale.Country.Portugal else "pt"
    return "en"


class BoardScene(QGraphicsScene):
    """The map, its scan, overlays and counters of one scenario."""

    def __init__(self, scenario: Scenario, base_dir: Path | None = None, parent=None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.base_dir = base_dir
        self._language = default_language()
        self.warnings: list[str] = []
        # Why the scenario's map scan is not shown (None: shown, or there is none).
        self.background_problem: str | None = None
        self.mapview: MapView = MapView.build(scenario)
        self.grid: Grid = self.mapview.grid
        self._cache = TileCache(scenario, self.mapview, self._language)
        # Pictures and counter faces of a new zoom are made when the window is idle.
        self.refiner = Refiner(self)
        # While a stroke is drawn its drafts (and the brush's footprint) are
        # drawn once a frame, not once a mouse move (``board/frames.py``).
        self.frames = FramePacer(self)
        self._drafting: dict[Hex, None] = {}
        self._drafting_area = QRectF()
        self._background: BackgroundItem | None = None
        self._background_key: str | None = None
        # Display settings from the user, kept over the scenario's own values.
        self._bg_opacity: float | None = None
        self._bg_visible: bool | None = None
        self._highlights: dict[str, HighlightLayer] = {}
        self._stacks: dict[Hex, CounterStackItem] = {}
        self._placements: dict[Hex, tuple[CounterInfo, ...]] = {}
        # Counter faces drawn once per size; how much larger than their place
        # counters are drawn zoomed out (set by the view: ``set_view_scale``).
        self._faces = FaceImages()
        self._counter_grow = 1.0
        # Zoomed far out all counters are drawn by one item (see ``CounterOverview``).
        self._overview: CounterOverview | None = None
        self._far = False
        self._show_labels = True
        self._mark_estimated = False
        self._scan_levels: tuple[str, list[tuple[QImage, float]]] | None = None  # preload_background
        self.setBackgroundBrush(QBrush(VOID_COLOR))
        # The BSP index keeps hit tests and repaints from asking every one of
        # a thousand counters for its (Python) bounding rect.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        bounds = self.map_rect()
        self._fill = TerrainFillLayer(self._cache, bounds, Z_FILL)
        self._detail = TerrainDetailLayer(self._cache, bounds, Z_DETAIL)
        self._edges = EdgeLayer(self._cache, bounds, Z_EDGES)
        self._text = TextLayer(self._cache, bounds, Z_TEXT)
        # Names (and the numbers of hexes with counters) go over the counters, which would hide them.
        self._text.show_names = False
        self._above = AboveCountersText(self._cache, bounds, Z_ABOVE_COUNTERS)
        self._above.show_labels = self._show_labels
        for item in (self._fill, self._detail, self._edges, self._text, self._above):
            self.addItem(item)
        self._merged: bool | None = None
        self.rebuild(self.mapview)  # the map just read: a big map is not read twice

    def refining(self) -> bool:
        """Whether sharper pictures of what a view shows are still to be made
        (or a stroke's drafts still to be drawn)."""
        return self.refiner.busy() or self.frames.pending()

    # --- geometry -------------------------------------------------------------
    def map_rect(self) -> QRectF:
        w, h = self.grid.pixel_size()
        return QRectF(0, 0, w, h)

    def drawn_rect(self) -> QRectF:
        """The map and the place names running past its edges ("Rocca Corneta" on 01-05)."""
        return self.map_rect().united(self._cache.names_rect())

    def _set_bounds(self) -> None:
        # The layers paint as one picture cut to the lead layer's bounds: they
        # must hold the names that run off the map, or those are cut in half.
        drawn = self.drawn_rect()
        for item in (self._fill, self._detail, self._edges, self._text, self._above):
            item.set_bounds(drawn)
        s = self.grid.size
        self.setSceneRect(drawn.adjusted(-s, -s, s, s))

    def hex_at(self, pos: QPointF) -> Hex | None:
        """The hex in play under a scene point, or None."""
        h = self.grid.hex_at(pos.x(), pos.y())
        return h if self.mapview.in_play(h) else None

    def hex_center(self, h: Hex) -> QPointF:
        x, y = self.grid.center(h)
        return QPointF(x, y)

    def hex_rect(self, h: Hex) -> QRectF:
        return self._cache.polygon(h).boundingRect()

    @property
    def counter_side(self) -> float:
        return self.grid.size * COUNTER_SCALE

    def build_tiles(self, rect: QRectF | None = None) -> Iterator[tuple[int, int]]:
        """Build the tiles in ``rect`` (the whole map if None) now, yielding (done, total) after each.

        A big map's first picture at fit zoom needs every hex it shows drawn
        once; the window does it with a progress dialog instead of in a first
        paint that freezes it.
        """
        keys = list(self._cache.tiles_in(self.map_rect() if rect is None else rect.intersected(self.map_rect())))
        for i, key in enumerate(keys, 1):
            self._cache.tile(key)
            yield i, len(keys)

    # --- whole board ----------------------------------------------------------
    def rebuild(self, mapview: MapView | None = None) -> None:
        """Read the whole scenario again (map, catalogue, background); ``mapview``: already read."""
        self.warnings.clear()
        self.mapview = mapview if mapview is not None else MapView.build(self.scenario)
        self.grid = self.mapview.grid
        self._hex_of_label: dict[str, Hex] = {}
        self._label_of_hex: dict[Hex, str] = {}
        # A fresh tile cache: the grid's size and shape may have changed too.
        self._cache = TileCache(self.scenario, self.mapview, self._language)
        # (Drafts waiting for a frame would draw into pictures of the old map.)
        self._drafting, self._drafting_area = {}, QRectF()
        for item in (self._fill, self._detail, self._edges, self._text, self._above):
            item.set_cache(self._cache)
        self._set_bounds()
        self._load_background()
        self._group_layers()
        placements = dict(self._placements)
        self._clear_stacks()
        self._faces.clear()
        if self._overview is not None:
            self.removeItem(self._overview)
            self._overview = None
        self.set_units(placements)
        for key, item in list(self._highlights.items()):
            self.highlight_hexes(key, item.hexes, item.color, item.labels, pattern=item.pattern)
        self.update()

    def refresh_hexes(self, hexes: Iterable[Hex], sections: Iterable[str] | None = None) -> None:
        """Repaint these hexes after an edit: terrain, features, names, hexsides and roads.

        ``sections`` (an edit's ``Changes.sections``, e.g. ``{"map.hexes"}``)
        says what changed besides the hexes' own data: a terrain edit touches
        only its hexes' data and tiles, nothing read from the whole map.
        Without it, hexsides, roads and hex sets are read again too.
        """
        hexes = list(hexes)
        if not hexes:
            return
        parts = None if sections is None else frozenset(sections)
        names = self._update_mapview(hexes, parts)
        shape = parts is None or bool(parts & {"map.hexsides", "map.roads", "map.off_map"})
        if parts is None:
            self._cache.reindex()
        else:
            if shape:
                self._cache.reindex_sides()
            if names:
                self._cache.note_names(hexes)
        # A brush stroke changes terrain only: its tiles keep their hex numbers
        # and names, and the repaint stays within a hex of the hexes painted.
        # Its hexes are drafted into the pictures the view shows, and drawn
        # exactly when the window is idle (``LayerGroup.draft``).
        draft = not shape and not names and parts is not None and bool(self._merged)
        area = self._cache.invalidate(hexes, names=names or parts is None, shape=shape, pictures=not draft)
        if not draft:
            self.update(area)
        elif self.refiner.held:
            # A stroke: the document has the dab now, the board at the next frame.
            self._drafting.update(dict.fromkeys(hexes))
            self._drafting_area = self._drafting_area.united(area)
            self.frames.request("draft", self._draw_drafts)
        else:
            self._draft(hexes, area)

    def _draft(self, hexes: list[Hex], area: QRectF) -> None:
        group = self._fill.picture_group
        if group is None or not group.draft(hexes, area):
            self._cache.pictures.forget_area(area)
        self.update(area)

    def _draw_drafts(self) -> None:
        """The drafts of the dabs since the last frame, in one go."""
        hexes, area = list(self._drafting), self._drafting_area
        self._drafting, self._drafting_area = {}, QRectF()
        if hexes:
            self._draft(hexes, area)

    def hold_idle_work(self, held: bool) -> None:
        """Keep what is left for idle time waiting (True while a brush stroke
        is drawn: each dab's frame stays short, and the board is drawn again
        once a frame, not once a mouse move), or let it run (False: the
        stroke's last drafts are drawn now)."""
        if not held:
            self.frames.flush()
        self.refiner.hold(held)

    def _update_mapview(self, hexes: list[Hex], sections: frozenset[str] | None = None) -> bool:
        """Bring the map view up to date for edited hexes; whether a place name of theirs changed.

        Hex data is re-read only for these hexes (re-parsing every label of a
        big map costs more than the repaint); hexsides, roads and hex sets
        live in lists keyed by label pairs, so they are re-read whole, when
        their section changed (always when ``sections`` is None).
        """
        m = self.scenario.map
        mv = self.mapview
        g = self.grid
        parse = self._parse
        off = m.off_map
        check_off = sections is None or "map.off_map" in sections
        off_set = set(off) if check_off else set()
        labels = self._label_of_hex
        names = False
        for h in hexes:
            label = labels.get(h)
            if label is None:
                if not g.contains(h):
                    continue
                label = labels[h] = g.label(h)
            data = m.hexes.get(label)
            if data is None:
                old = mv.hex_data.pop(h, None)
            else:
                old = mv.hex_data.get(h)
                mv.hex_data[h] = data
            # (The same object as before may have been changed in place: its name too.)
            if not names and (
                old is data or (old.name if old is not None else None) != (data.name if data is not None else None)
            ):
                names = True
            if check_off:
                if label in off_set:
                    mv.off_map.add(h)
                else:
                    mv.off_map.discard(h)
        mv.default_terrain = m.default_terrain
        if sections is None or sections & {"map.hexsides", "map.roads"}:
            hexsides: dict[Hexside, frozenset[str]] = {}
            for hs in m.hexsides:
                side = Hexside(parse(hs.hexes[0]), parse(hs.hexes[1]))
                hexsides[side] = hexsides.get(side, frozenset()) | frozenset(hs.features)
            roads: dict[Hexside, str] = {}
            for road in m.roads:
                path = [parse(x) for x in road.path]
                for a, b in itertools.pairwise(path):
                    roads[Hexside(a, b)] = road.type
            mv.hexsides = hexsides
            mv.roads = roads
        if sections is None or "map.hex_sets" in sections:
            mv.hex_sets = {k: frozenset(parse(x) for x in hset.hexes) for k, hset in m.hex_sets.items()}
        return names

    def _parse(self, label: str) -> Hex:
        """A printed label's hex; remembered, as a big map's hexsides and roads
        are read again on every edit."""
        h = self._hex_of_label.get(label)
        if h is None:
            h = self._hex_of_label[label] = self.grid.parse(label)
        return h

    def hexes_of(self, labels: Iterable[str]) -> list[Hex]:
        """The hexes of printed labels (an edit's ``Changes.hexes``), remembered
        both ways: an undo of a fill names thousands."""
        parse = self._parse
        return [parse(x) for x in labels]

    @property
    def language(self) -> str:
        """Language of place names ("en", "pt_BR", ...); setting it repaints."""
        return self._language

    @language.setter
    def language(self, language: str) -> None:
        self.set_language(language)

    def set_language(self, language: str) -> None:
        """Show place names in ``language`` ("en", "pt_BR", ...)."""
        if language == self._language:
            return
        self._language = language
        self._cache.language = language
        self._cache.reindex()  # name widths change with the language
        self._set_bounds()
        self._cache.invalidate_all()
        self.update()

    # --- background scan ------------------------------------------------------
    def background_key(self, path: str) -> str:
        """The file a scenario's ``map.background.path`` names (relative to the scenario's folder)."""
        p = Path(path)
        if not p.is_absolute():
            p = (self.base_dir or Path.cwd()) / p
        return str(p)

    def preload_background(self, key: str, levels: list[tuple[QImage, float]]) -> None:
        """A scan read already (in another thread, ``scan_levels``): used, not read
        again, when the scenario's background is that file (``background_key``).
        One is kept, for undo and redo of its import."""
        self._scan_levels = (key, levels)

    def _load_background(self) -> None:
        bg = self.scenario.map.background
        self.background_problem = None
        if bg is None:
            if self._background is not None:
                self.removeItem(self._background)
                self._background = None
                self._background_key = None
            return
        key = self.background_key(bg.path)
        path = Path(key)
        if self._background is not None and self._background_key == key:
            self._background.apply(bg)
            self._apply_background_overrides()
            return
        if self._background is not None:
            self.removeItem(self._background)
            self._background = None
        # Imported here: a battle without a scan (the tutorial, every start on one) never needs it.
        from hexstudio.board.background import BackgroundItem, load_image

        levels = self._scan_levels[1] if self._scan_levels is not None and self._scan_levels[0] == key else None
        if levels is not None:
            image, problem = levels[0][0], None
        else:
            image, problem = load_image(path)
        if image is None:
            self.background_problem = problem or str(path)
            self.warnings.append(self.background_problem)
            self._background_key = None
            return
        self._background = BackgroundItem(image, bg, levels)
        self._apply_background_overrides()
        self._background.setZValue(Z_BACKGROUND)
        self._background_key = key
        self.addItem(self._background)

    def _group_layers(self) -> None:
        """Paint the map layers from cached pictures: all four in one picture
        when no scan shows, else the fill under the scan and the rest above."""
        bg = self._background
        merged = bg is None or not bg.isVisible() or bg.opacity() <= 0.0
        if merged == self._merged:
            return
        self._merged = merged
        layers = [self._fill, self._detail, self._edges, self._text]
        if merged:
            LayerGroup("map", layers)
        else:
            LayerGroup("fill", layers[:1])
            LayerGroup("over", layers[1:])
        for item in layers:
            item.update()

    @property
    def background_item(self) -> BackgroundItem | None:
        return self._background

    def set_background_opacity(self, opacity: float) -> None:
        """Display setting: how strongly the scan shows (the scenario is not changed)."""
        self._bg_opacity = min(max(float(opacity), 0.0), 1.0)
        if self._background is not None:
            self._background.setOpacity(self._bg_opacity)
        self._group_layers()

    def set_background_visible(self, visible: bool) -> None:
        """Display setting: show or hide the scan (the scenario is not changed)."""
        self._bg_visible = bool(visible)
        if self._background is not None:
            self._background.setVisible(self._bg_visible)
        self._group_layers()

    def _apply_background_overrides(self) -> None:
        if self._background is None:
            return
        if self._bg_opacity is not None:
            self._background.setOpacity(self._bg_opacity)
        if self._bg_visible is not None:
            self._background.setVisible(self._bg_visible)

    # --- text -----------------------------------------------------------------
    def set_show_labels(self, show: bool) -> None:
        """Show or hide the printed hex numbers (place names stay)."""
        self._show_labels = bool(show)
        self._text.show_labels = self._show_labels
        self._text.update()
        self._above.show_labels = self._show_labels

    @property
    def show_labels(self) -> bool:
        return self._show_labels

    def set_map_layers_visible(self, visible: bool) -> None:
        """Show or hide the drawn map (terrain, grid, hexsides, roads, names and numbers),
        leaving the scan and the counters: printing the scan alone as a replacement sheet."""
        for item in (self._fill, self._detail, self._edges, self._text):
            item.setVisible(bool(visible))

    # --- counters ---------------------------------------------------------------
    def set_mark_estimated(self, on: bool) -> None:
        """Mark the counters whose values are reconstructed (a hatched corner), or not."""
        self._mark_estimated = bool(on)
        for item in self._stacks.values():
            item.mark_estimated = self._mark_estimated
            item.update()

    @property
    def mark_estimated(self) -> bool:
        return self._mark_estimated

    def _clear_stacks(self) -> None:
        for item in self._stacks.values():
            self.removeItem(item)
        self._stacks.clear()
        self._placements.clear()
        self._above.set_occupied(())

    def set_units(self, placements: Mapping[Hex, Sequence[CounterInfo]]) -> None:
        """Show exactly these counters (bottom of each stack first)."""
        wanted = {h: tuple(cs) for h, cs in placements.items() if cs}
        for h in list(self._stacks):
            if wanted.get(h) != self._placements.get(h):
                self.removeItem(self._stacks.pop(h))
                self._placements.pop(h, None)
        side = self.counter_side
        for h, counters in wanted.items():
            if h in self._stacks:
                continue
            item = CounterStackItem(h, counters, side, faces=self._faces)
            item.set_compact(self._counter_grow)
            item.mark_estimated = self._mark_estimated
            item.setPos(self.hex_center(h))
            item.setZValue(Z_COUNTERS)
            item.setVisible(not self._far)
            self.addItem(item)
            self._stacks[h] = item
            self._placements[h] = counters
        self._above.set_occupied(self._stacks)
        if self._far:
            self._update_overview()

    def set_view_scale(self, zoom: float) -> None:
        """A view shows the board at ``zoom``: zoomed out, counters are drawn
        larger than their place so that their faces stay readable; so far out
        that a counter is a few pixels, all of them are drawn as one item."""
        px = zoom * self.counter_side
        grow = compact_scale(px)
        if grow != self._counter_grow:
            self._counter_grow = grow
            # Faces drawn larger need the room now; stacks with more room than
            # their faces need (zoomed in) are fitted when the window is idle:
            # a new bounding box for every stack of a big battle is a good part
            # of a zoom step's frame, and a stack's face is drawn by the zoom,
            # never larger than it asks for, whatever room the stack has.
            for item in self._stacks.values():
                if item.grow < grow:
                    item.set_compact(grow)
            self.refiner.request(FIT_STACKS_KEY, self._fit_stacks)
        far = px < TINY_PX
        if far != self._far:
            self._far = far
            for item in self._stacks.values():
                item.setVisible(not far)
            self._update_overview()

    def _fit_stacks(self) -> None:
        """Every stack's room just what its face needs at the zoom shown (a refiner job)."""
        grow = self._counter_grow
        for item in self._stacks.values():
            item.set_compact(grow)

    def _update_overview(self) -> None:
        if not self._far:
            if self._overview is not None:
                self._overview.setVisible(False)
            return
        if self._overview is None:
            self._overview = CounterOverview(self.counter_side, self.drawn_rect())
            self._overview.setZValue(Z_COUNTERS)
            self.addItem(self._overview)
        self._overview.setVisible(True)
        self._overview.set_stacks([(self.hex_center(h), cs) for h, cs in self._placements.items()])

    def placements(self) -> dict[Hex, tuple[CounterInfo, ...]]:
        return dict(self._placements)

    def counters_at(self, h: Hex) -> tuple[CounterInfo, ...]:
        """The counters on one hex (no copy of the others: asked at every mouse move)."""
        return self._placements.get(h, ())

    def counter_hexes(self) -> KeysView[Hex]:
        """The hexes holding counters (a live read-only view, no copy: asked at every overlay change)."""
        return self._placements.keys()

    def stack_item(self, h: Hex) -> CounterStackItem | None:
        return self._stacks.get(h)

    # --- overlays -------------------------------------------------------------
    def highlight_hexes(
        self,
        key: str,
        hexes: Iterable[Hex],
        color: QColor | str,
        label_text: Mapping[Hex, str] | None = None,
        *,
        pattern: Qt.BrushStyle | None = None,
    ) -> None:
        """Show (or replace) the overlay ``key``: tinted, hatched, outlined hexes.

        Each key gets its own hatch pattern unless one is given, so overlays
        differ by more than colour.
        """
        old = self._highlights.get(key)
        if (
            old is not None
            and not label_text
            and not old.labels
            and old.cache is self._cache
            and (pattern is None or pattern == old.pattern)
            and QColor(color) == old.color
            and next(reversed(self._highlights)) == key
        ):
            # The same overlay elsewhere (a brush's footprint following the
            # pointer): moved in place, not made again; it is the topmost
            # overlay already, as a new one would be.
            old.set_hexes(hexes)
            return
        old = self._highlights.pop(key, None)
        if old is not None:
            if pattern is None:
                pattern = old.pattern
            self.removeItem(old)
        if pattern is None:
            used = {h.pattern for h in self._highlights.values()}
            free = [p for p in HIGHLIGHT_PATTERNS if p not in used]
            pattern = free[0] if free else HIGHLIGHT_PATTERNS[len(self._highlights) % len(HIGHLIGHT_PATTERNS)]
        item = HighlightLayer(self._cache, hexes, QColor(color), pattern, label_text)
        self._highlights[key] = item
        self.addItem(item)

    def clear_highlight(self, key: str) -> None:
        item = self._highlights.pop(key, None)
        if item is not None:
            self.removeItem(item)

    def highlight_keys(self) -> list[str]:
        return list(self._highlights)
