"""The map cut into tiles of hexes, each holding ready-made paths to paint.

Painting a big map hex by hex from Python is slow; painting one path per
terrain per tile is fast. A tile is a block of ``TILE`` x ``TILE`` hexes in
offset coordinates. Its paths (terrain fills, outlines, symbols, hexsides,
roads, labels, names) are built the first time the tile is painted and
dropped when a hex in or beside it changes, so an edit rebuilds a few tiles.
A hexside or road segment is built by its first hex in play, a coastline by
its water hex.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QStaticText,
)

from hexstudio.board.pictures import PictureCache
from hexstudio.board.symbols import STROKE_WIDTH, placed, terrain_symbol
from hexstudio.hexgrid import DIRECTIONS, SQRT3, Grid, Hex, Hexside, Orientation
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.model import HexData, HexsideType, RoadType, Scenario, TerrainType, text_in

TILE = 4
# A terrain symbol placed: centre x, centre y, terrain id, size as a fraction of the hex.
Stamp = tuple[float, float, str, float]
OUTLINE_COLOR = QColor(60, 60, 50)
COAST_COLOR = QColor("#1f3f66")
LABEL_COLOR = QColor(40, 40, 40)


def hex_range_for_rect(grid: Grid, rect: QRectF) -> tuple[int, int, int, int]:
    """Offset column and row bounds (inclusive) of every hex touching ``rect``.

    Empty ranges come back with first > last.
    """
    s = grid.size
    ox, oy = grid.center(grid.from_offset(0, 0))
    if grid.orientation is Orientation.FLAT:
        cstep, rstep = 1.5 * s, SQRT3 * s
    else:
        cstep, rstep = SQRT3 * s, 1.5 * s
    # One hex of margin each way covers the stagger and the hex's own extent.
    c0 = math.floor((rect.left() - ox) / cstep) - 1
    c1 = math.ceil((rect.right() - ox) / cstep) + 1
    r0 = math.floor((rect.top() - oy) / rstep) - 1
    r1 = math.ceil((rect.bottom() - oy) / rstep) + 1
    return max(c0, 0), min(c1, grid.columns - 1), max(r0, 0), min(r1, grid.rows - 1)


@dataclass
class Tile:
    """One block of hexes and what paints it. Each part is made the first time
    it is needed (``TileCache.fills_of``, ``detail_of``, ``edges_of``,
    ``labels_of``, ``names_of``): zoomed out only the fills and the coasts and
    rivers show, and building hex numbers nobody sees was most of an edit's cost."""

    hexes: list[Hex] = field(default_factory=list)
    fills: list[tuple[QBrush, QPainterPath]] = field(default_factory=list)
    # The grid lines: the grid's and the hexes in play alone decide them, so a
    # terrain edit keeps them (``forget_terrain``).
    outline: QPainterPath = field(default_factory=QPainterPath)
    # Terrain symbols: centre x and y, terrain id, size as a fraction of the hex
    # (plain numbers, not points: a stroke's tiles make and drop hundreds).
    stamps: list[Stamp] = field(default_factory=list)
    # Coastlines (drawn first), then hexside features, bridges and roads. Only
    # the coasts follow the terrain (where water meets land): a brush stroke
    # over rivers and roads keeps the rest, which is most of what ``edges_of`` makes.
    coasts: list[tuple[QPen, QPainterPath]] = field(default_factory=list)
    edges: list[tuple[QPen, QPainterPath]] = field(default_factory=list)
    bridges: list[tuple[QPen, QBrush, QPainterPath, QPainterPath]] = field(default_factory=list)
    roads: list[tuple[QPen, QPainterPath]] = field(default_factory=list)
    # Hex numbers are laid out once as static text (not paths: far faster),
    # with their text and offset column and row for the thinned-out numbers zoomed out.
    labels: list[tuple[QPointF, QStaticText]] = field(default_factory=list)
    label_cells: list[tuple[int, int, str, float, float]] = field(default_factory=list)  # col, row, text, cx, cy
    # Top-left corner, the text laid out once as static text, and the box the
    # text covers (with its halo): a name is drawn nine times a paint (its halo).
    names: list[tuple[QPointF, QStaticText, QRectF]] = field(default_factory=list)
    label_of: dict[Hex, tuple[QPointF, QStaticText]] = field(default_factory=dict)  # the same labels, by hex
    fills_built: bool = False
    outline_built: bool = False
    detail_built: bool = False  # the outline and the symbols
    coasts_built: bool = False
    edges_built: bool = False  # the coasts, hexside features, bridges and roads
    labels_built: bool = False
    names_built: bool = False

    def forget_terrain(self, names: bool, coasts: bool = True) -> None:
        """Drop what hexes' terrain, features (and ``names``: names) decide; keep
        the hex numbers, the grid lines, hexside features and roads.

        ``coasts``: the coasts may have moved too (a hex became water or land).
        """
        if self.fills_built or self.detail_built:
            self.fills = []
            self.stamps = []
            self.fills_built = self.detail_built = False
        if coasts and self.coasts_built:
            self.coasts = []
            self.coasts_built = False
        if names and self.names_built:
            self.names = []
            self.names_built = False

    @property
    def base_built(self) -> bool:
        return self.fills_built and self.detail_built

    @property
    def text_built(self) -> bool:
        return self.labels_built and self.names_built


def symbol_colour(t: TerrainType) -> QColor:
    """Symbols are a darker shade of their terrain, so the hex stays readable."""
    c = QColor(t.color)
    if t.kind == "overlay":
        return c.darker(135)
    return c.darker(175 if c.lightness() > 120 else 140)


def symbol_pen(t: TerrainType, scale: float) -> QPen:
    pen = QPen(symbol_colour(t), STROKE_WIDTH * scale)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def dashes_cut(pen: QPen, path: QPainterPath) -> tuple[QPen, QPainterPath]:
    """A dashed line (a track, a ford, a railway's ties) as the outline of its
    dashes, cut once in map units; other lines as they are.

    Qt's raster stroker passes over the dashes that fall outside the image it
    draws on and picks the pattern up again after them, so the same road drawn
    onto images of different sizes (a picture; a sheet of several pictures)
    came out with a dash a pixel or two apart. The outline is the same on
    every image. The pen returned draws no line (``Qt.NoPen``): its brush
    fills the outline (``draw_line``).
    """
    if pen.style() == Qt.PenStyle.SolidLine:
        return pen, path
    outline = QPainterPathStroker(pen).createStroke(path)
    return QPen(pen.brush(), pen.widthF(), Qt.PenStyle.NoPen), outline


def draw_line(painter, pen: QPen, path: QPainterPath) -> None:  # type: ignore[no-untyped-def]
    """Draw a line of a tile (``dashes_cut``: a dashed one is filled)."""
    if pen.style() == Qt.PenStyle.NoPen:
        painter.fillPath(path, pen.brush())
    else:
        painter.strokePath(path, pen)


def chained(segments: list[tuple[tuple[float, float], tuple[float, float]]]) -> QPainterPath:
    """Line segments joined end to end into polylines.

    A river drawn as one polyline bends round hex corners with proper joins,
    and a dashed road keeps its rhythm from hex to hex.
    """

    def key(p: tuple[float, float]) -> tuple[int, int]:
        return round(p[0] * 64), round(p[1] * 64)

    at: dict[tuple[int, int], list[int]] = {}
    for i, (a, b) in enumerate(segments):
        at.setdefault(key(a), []).append(i)
        at.setdefault(key(b), []).append(i)
    used = [False] * len(segments)

    def walk(point: tuple[float, float]) -> list[tuple[float, float]]:
        out = []
        while True:
            nxt = next((j for j in at.get(key(point), ()) if not used[j]), None)
            if nxt is None:
                return out
            used[nxt] = True
            a, b = segments[nxt]
            point = b if key(a) == key(point) else a
            out.append(point)

    path = QPainterPath()
    for i, (a, b) in enumerate(segments):
        if used[i]:
            continue
        used[i] = True
        line = [*reversed(walk(a)), a, b, *walk(b)]
        path.moveTo(*line[0])
        for p in line[1:]:
            path.lineTo(*p)
    return path


_DIRS = tuple((d.q, d.r) for d in DIRECTIONS)
_EDGE_ORDER = {"sea_arm": 0, "river": 1, "stream": 2, "ford": 3, "line": 4, "wall": 5, "bridge": 9}


class TileCache:
    """Lazily built tiles for one map; ``invalidate`` drops tiles around hexes."""

    def __init__(self, scenario: Scenario, mapview: MapView, language: str = "en") -> None:
        self.scenario = scenario
        self.mapview = mapview
        self.grid = mapview.grid
        self.language = language
        self._tiles: dict[tuple[int, int], Tile] = {}
        # Finished pictures of the tiles, per zoom; they go stale with them.
        self.pictures = PictureCache()
        self._terrain: dict[str, TerrainType] = {}
        self._hexside_types: dict[str, HexsideType] = {}
        self._road_types: dict[str, RoadType] = {}
        self._label_font = QFont("Sans")
        self._name_font = QFont("Sans")
        self._owned_sides: dict[Hex, list[Hexside]] = {}
        self.name_reach = 0.0
        self._previous_name_reach = 0.0
        self._brushes: dict[str, QBrush] = {}
        self._in_play: frozenset[Hex] | None = None
        self._in_play_qr: frozenset[tuple[int, int]] | None = None
        self._water: set[tuple[int, int]] | None = None
        self._marked: dict[str, bool] = {}  # terrain id -> has a map symbol
        self._hex_lists: dict[tuple[int, int], list[Hex]] = {}
        s = self.grid.size
        start = 0.0 if self.grid.orientation is Orientation.FLAT else 30.0
        self._corner_offsets = [
            (s * math.cos(math.radians(start + 60 * i)), s * math.sin(math.radians(start + 60 * i))) for i in range(6)
        ]
        # Hex centres are an affine function of (q, r): a hex's polygon is this
        # one moved (one Qt call, not six points made in Python).
        g = self.grid
        x0, y0 = g.center(Hex(0, 0))
        xq, yq = g.center(Hex(1, 0))
        xr, yr = g.center(Hex(0, 1))
        self._affine = (x0, y0, xq - x0, yq - y0, xr - x0, yr - y0)
        self._template = QPolygonF([QPointF(dx, dy) for dx, dy in self._corner_offsets])
        self.reload_catalogue()
        self.reindex()
        self._edge_of_direction = self._edges_by_direction(start)
        # Each hex outlines the edges toward directions 0-2 (one unbroken run
        # of three edges); the others are its neighbours' to draw, unless
        # the neighbour is not in play. Every grid line is drawn once.
        own = [self._edge_of_direction[d] for d in (0, 1, 2)]
        first = next(e for e in own if (e - 1) % 6 not in own)
        self._own_run = [(first + i) % 6 for i in range(4)]  # corner indices
        self._run_template = QPainterPath()
        self._run_template.moveTo(self._template[self._own_run[0]])
        for c in self._own_run[1:]:
            self._run_template.lineTo(self._template[c])
        # The two corners (offsets from the centre) of the side toward each direction.
        self._ends_of_direction = [
            (self._corner_offsets[e], self._corner_offsets[(e + 1) % 6]) for e in self._edge_of_direction
        ]

    def center(self, h: Hex) -> tuple[float, float]:
        """``grid.center`` by the affine formula (the same numbers, a fraction of the time)."""
        x0, y0, xq, yq, xr, yr = self._affine
        return x0 + xq * h.q + xr * h.r, y0 + yq * h.q + yr * h.r

    def _edges_by_direction(self, start: float) -> list[int]:
        """Edge index (edge k joins corners k and k+1) facing each direction."""
        ox, oy = self.grid.center(Hex(0, 0))
        out = []
        for d in range(6):
            nx, ny = self.grid.center(Hex(0, 0).neighbour(d))
            ang = math.degrees(math.atan2(ny - oy, nx - ox))
            out.append(min(range(6), key=lambda k: abs((start + 60 * k + 30 - ang + 180) % 360 - 180)))
        return out

    @property
    def label_font(self) -> QFont:
        return self._label_font

    @property
    def name_font(self) -> QFont:
        return self._name_font

    def reload_catalogue(self) -> None:
        """Pick up terrain, hexside and road types (after the catalogue changed)."""
        self._terrain = self.scenario.terrain_by_id()
        self._hexside_types = {t.id: t for t in self.scenario.hexside_types}
        self._road_types = {t.id: t for t in self.scenario.road_types}
        self._brushes = {}
        self._marked = {tid: terrain_symbol(t.symbol) is not None for tid, t in self._terrain.items()}
        self._water_ids = frozenset(tid for tid, t in self._terrain.items() if t.water)
        self._water = None
        s = self.grid.size
        self._label_font.setPixelSize(max(1, round(s * 0.24)))
        self._name_font.setPixelSize(max(1, round(s * 0.27)))
        self._name_font.setBold(True)
        self._tiles.clear()
        self.pictures.clear()

    # --- geometry ------------------------------------------------------------
    def hex_template(self) -> QPolygonF:
        """A hex's corners around (0, 0): ``polygon`` is this moved to the hex's centre."""
        return self._template

    def polygon(self, h: Hex) -> QPolygonF:
        cx, cy = self.center(h)
        return self._template.translated(cx, cy)

    def tile_of(self, h: Hex) -> tuple[int, int]:
        col, row = self.grid.to_offset(h)
        col = min(max(col, 0), self.grid.columns - 1)
        row = min(max(row, 0), self.grid.rows - 1)
        return col // TILE, row // TILE

    def tiles_in(self, rect: QRectF) -> Iterator[tuple[int, int]]:
        """Keys of tiles that may draw inside ``rect`` (one hex of margin)."""
        s = self.grid.size
        c0, c1, r0, r1 = hex_range_for_rect(self.grid, rect.adjusted(-s, -s, s, s))
        if c0 > c1 or r0 > r1:
            return
        for tr in range(r0 // TILE, r1 // TILE + 1):
            for tc in range(c0 // TILE, c1 // TILE + 1):
                yield tc, tr

    def tile(self, key: tuple[int, int]) -> Tile:
        """The tile (its parts are made when asked for: ``base_of`` and the others)."""
        t = self._tiles.get(key)
        if t is None:
            t = Tile(hexes=self._hexes_of(key))
            self._tiles[key] = t
        return t

    def invalidate(self, hexes: Iterable[Hex], names: bool = True, shape: bool = True, pictures: bool = True) -> QRectF:
        """Forget what tiles holding these hexes or their neighbours drew of them; the area to repaint.

        ``names``: the hexes' place names may have changed (the area then
        reaches as far as names run). ``shape``: hexsides, roads or the hexes
        in play may have changed too, and the tiles are dropped whole;
        otherwise (terrain, features, names) a tile keeps its hex numbers,
        which only the grid decides, and its names unless ``names``.
        ``pictures``: forget the area in the cached pictures too (else the
        caller brings them up to date: ``LayerGroup.draft``).
        """
        hexes = list(hexes)
        if not hexes:
            return QRectF()
        s = self.grid.size
        g = self.grid
        last_c, last_r = g.columns - 1, g.rows - 1
        keys: set[tuple[int, int]] = set()
        xs: list[float] = []
        ys: list[float] = []
        x0, y0, xq, yq, xr, yr = self._affine
        to_offset, add = g.to_offset, keys.add
        edge = TILE - 1
        for h in hexes:
            # A neighbour lies at most a column and a row away in offset terms:
            # inside a tile (not on its edge) a hex touches no other tile, and
            # on an edge only the tiles across it.
            col, row = to_offset(h)
            tc, tr = col // TILE, row // TILE
            add((tc, tr))
            ec, er = col - tc * TILE, row - tr * TILE
            if ec == 0 or er == 0 or ec == edge or er == edge:
                oc = tc - 1 if ec == 0 and col else tc + 1 if ec == edge and col < last_c else None
                orow = tr - 1 if er == 0 and row else tr + 1 if er == edge and row < last_r else None
                if oc is not None:
                    add((oc, tr))
                    if orow is not None:
                        add((oc, orow))
                if orow is not None:
                    add((tc, orow))
            q, r_ = h.q, h.r
            xs.append(x0 + xq * q + xr * r_)
            ys.append(y0 + yq * q + yr * r_)
        if names:
            # Names may run past the hex (the old name too, if it was longer).
            w = max(2 * s, self.name_reach, self._previous_name_reach) + s
            area = QRectF(min(xs) - w, min(ys) - 2 * s, max(xs) - min(xs) + 2 * w, max(ys) - min(ys) + 4 * s)
        else:
            # A hex's fill, symbols and the coasts along its sides stay within a
            # hex's size of its centre (symbols reach 1.1 of it): a margin over that.
            m = 1.25 * s
            area = QRectF(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m, max(ys) - min(ys) + 2 * m)
        water = self._water
        coasts = water is None
        if water is not None:
            # As (q, r) pairs: an undo of a stroke names hundreds of hexes.
            water_ids = self._water_ids
            playable = self._playable_qr()
            hex_data = self.mapview.hex_data
            default = self.mapview.default_terrain
            dry = default not in water_ids
            for h in hexes:
                d = hex_data.get(h)
                qr = (h.q, h.r)
                if d is None and dry and qr not in water:
                    continue  # the default terrain, dry, and dry before
                wet = (d.terrain if d is not None and d.terrain else default) in water_ids and qr in playable
                if wet != (qr in water):
                    coasts = True
                    if wet:
                        water.add(qr)
                    else:
                        water.discard(qr)
        tiles = self._tiles
        for k in keys:
            if shape:
                tiles.pop(k, None)
            else:
                t = tiles.get(k)
                if t is not None:
                    t.forget_terrain(names, coasts=coasts)
        if pictures:
            self.pictures.forget_area(area)
        return area

    def invalidate_all(self) -> None:
        self._tiles.clear()
        self.pictures.clear()

    # --- building ------------------------------------------------------------
    def _hexes_of(self, key: tuple[int, int]) -> list[Hex]:
        # The hexes of a tile stay while the map's shape does (kept when tiles are dropped).
        got = self._hex_lists.get(key)
        if got is not None:
            return got
        tc, tr = key
        g = self.grid
        off = self.mapview.off_map
        out: list[Hex] = []
        for row in range(tr * TILE, min((tr + 1) * TILE, g.rows)):
            for col in range(tc * TILE, min((tc + 1) * TILE, g.columns)):
                h = g.from_offset(col, row)
                if h not in off:
                    out.append(h)
        self._hex_lists[key] = out
        return out

    def _brush(self, tid: str) -> QBrush:
        b = self._brushes.get(tid)
        if b is None:
            t = self._terrain.get(tid)
            b = self._brushes[tid] = QBrush(QColor(t.color if t else "#ff00ff"))
        return b

    def brush_of(self, h: Hex) -> QBrush:
        """The fill of a hex's terrain."""
        return self._brush(self._terrain_of(h))

    def placed_fills(self, hexes: Iterable[Hex]) -> list[tuple[Hex, float, float, QBrush]]:
        """Each hex with its centre and the fill of its terrain: ``center`` and
        ``brush_of`` in one pass (an undo of a stroke drafts hundreds of hexes)."""
        x0, y0, xq, yq, xr, yr = self._affine
        hex_data = self.mapview.hex_data
        default = self.mapview.default_terrain
        brushes: dict[str, QBrush] = {}
        out = []
        for h in hexes:
            q, r = h.q, h.r
            d = hex_data.get(h)
            tid = d.terrain if d is not None and d.terrain else default
            b = brushes.get(tid)
            if b is None:
                b = brushes[tid] = self._brush(tid)
            out.append((h, x0 + xq * q + xr * r, y0 + yq * q + yr * r, b))
        return out

    def base_of(self, tile: Tile) -> Tile:
        """The tile with its terrain fills, grid outline and symbol places made."""
        return self.detail_of(self.fills_of(tile))

    def fills_of(self, tile: Tile) -> Tile:
        """The tile with its terrain fills made (one path per terrain)."""
        if not tile.fills_built:
            self._build_fills(tile)
            tile.fills_built = True
        return tile

    def detail_of(self, tile: Tile) -> Tile:
        """The tile with its grid outline and terrain symbol places made."""
        if not tile.detail_built:
            if not tile.outline_built:
                self._build_outline(tile)
                tile.outline_built = True
            self._build_stamps(tile)
            tile.detail_built = True
        return tile

    def edges_of(self, tile: Tile) -> Tile:
        """The tile with its coasts, hexside features, bridges and roads made."""
        if not tile.coasts_built:
            self._build_coasts(tile)
            tile.coasts_built = True
        if not tile.edges_built:
            self._build_edges(tile)
            tile.edges_built = True
        return tile

    def _terrain_of(self, h: Hex) -> str:
        d = self.mapview.hex_data.get(h)
        return d.terrain if d is not None and d.terrain else self.mapview.default_terrain

    def _build_fills(self, tile: Tile) -> None:
        fills: dict[str, QPainterPath] = {}
        template = self._template
        x0, y0, xq, yq, xr, yr = self._affine
        hex_data = self.mapview.hex_data
        default = self.mapview.default_terrain
        for h in tile.hexes:
            q, r = h.q, h.r
            d = hex_data.get(h)
            tid = d.terrain if d is not None and d.terrain else default
            path = fills.get(tid)
            if path is None:
                path = fills[tid] = QPainterPath()
            path.addPolygon(template.translated(x0 + xq * q + xr * r, y0 + yq * q + yr * r))
        for tid, path in fills.items():
            tile.fills.append((self._brush(tid), path))

    def _build_outline(self, tile: Tile) -> None:
        edge_of = self._edge_of_direction
        outline = tile.outline
        template = self._template
        run = self._run_template
        x0, y0, xq, yq, xr, yr = self._affine
        playable = self._playable_qr()
        for h in tile.hexes:
            q, r = h.q, h.r
            cx, cy = x0 + xq * q + xr * r, y0 + yq * q + yr * r
            # This hex's run of three grid lines; the other three are its
            # neighbours' to draw, unless a neighbour is not in play.
            outline.addPath(run.translated(cx, cy))
            for dd in (3, 4, 5):
                dq, dr = _DIRS[dd]
                if (q + dq, r + dr) not in playable:
                    poly = template.translated(cx, cy)
                    e = edge_of[dd]
                    outline.moveTo(poly[e])
                    outline.lineTo(poly[(e + 1) % 6])

    def _build_stamps(self, tile: Tile) -> None:
        x0, y0, xq, yq, xr, yr = self._affine
        hex_data = self.mapview.hex_data
        default = self.mapview.default_terrain
        marked = self._marked
        for h in tile.hexes:
            q, r = h.q, h.r
            d = hex_data.get(h)
            tid = d.terrain if d is not None and d.terrain else default
            if marked.get(tid) or (d is not None and d.features):
                self._add_stamps(tile.stamps, d, tid, x0 + xq * q + xr * r, y0 + yq * q + yr * r)

    def stamps_of(self, h: Hex) -> list[Stamp]:
        """The terrain symbols of one hex: centre x and y, terrain id, size as a fraction of the hex."""
        d = self.mapview.hex_data.get(h)
        tid = d.terrain if d is not None and d.terrain else self.mapview.default_terrain
        out: list[Stamp] = []
        self._add_stamps(out, d, tid, *self.center(h))
        return out

    def _add_stamps(self, out: list[Stamp], d: HexData | None, tid: str, cx: float, cy: float) -> None:
        marked = self._marked
        marks = [tid] if marked.get(tid) else []
        if d is not None and d.features:
            marks += [f for f in d.features if marked.get(f)]
        if len(marks) == 1:
            out.append((cx, cy, marks[0], 1.0 if marks[0] == tid else 0.8))
        elif marks:
            # Base symbol and overlays side by side across the hex's width.
            s = self.grid.size
            k = 0.62 if len(marks) == 2 else 0.45
            step = 1.2 * s / len(marks)
            for i, m in enumerate(marks):
                x = cx + (i - (len(marks) - 1) / 2) * step
                out.append((x, cy - 0.05 * s, m, k))

    def _playable(self) -> frozenset[Hex]:
        """Every hex in play."""
        got = self._in_play
        if got is None:
            off = self.mapview.off_map
            got = self._in_play = frozenset(h for h in self.grid.hexes() if h not in off)
        return got

    def _playable_qr(self) -> frozenset[tuple[int, int]]:
        """Every hex in play as (q, r): looked up six times a hex while tiles are
        built, and a tuple hashes far faster than a Hex."""
        got = self._in_play_qr
        if got is None:
            got = self._in_play_qr = frozenset((h.q, h.r) for h in self._playable())
        return got

    def _water_qr(self) -> set[tuple[int, int]]:
        """The water hexes as (q, r), kept up to date by ``invalidate``."""
        got = self._water
        if got is None:
            water = {tid for tid, t in self._terrain.items() if t.water}
            mv = self.mapview
            if mv.default_terrain in water:
                got = {(h.q, h.r) for h in self._playable() if self._terrain_of(h) in water}
            else:
                got = {(h.q, h.r) for h, d in mv.hex_data.items() if d.terrain in water}
            self._water = got
        return got

    def _side_ends(self, a: Hex, d: int) -> tuple[tuple[float, float], tuple[float, float]]:
        """The corners of hex ``a``'s side toward direction ``d`` (as ``grid.hexside_endpoints``)."""
        cx, cy = self.center(a)
        e = self._edge_of_direction[d]
        ox, oy = self._corner_offsets[e]
        px, py = self._corner_offsets[(e + 1) % 6]
        return (cx + ox, cy + oy), (cx + px, cy + py)

    def symbol_paths(self, tid: str, scale: float, pos: QPointF) -> list[tuple[QBrush | QPen, QPainterPath]]:
        """A terrain symbol as vector paths at ``pos`` (for PDF output)."""
        t = self._terrain.get(tid)
        sym = terrain_symbol(t.symbol) if t else None
        if t is None or sym is None:
            return []
        k = scale * self.grid.size
        out: list[tuple[QBrush | QPen, QPainterPath]] = []
        if not sym.fill.isEmpty():
            out.append((QBrush(symbol_colour(t)), placed(sym.fill, pos.x(), pos.y(), k)))
        if not sym.stroke.isEmpty():
            out.append((symbol_pen(t, k), placed(sym.stroke, pos.x(), pos.y(), k)))
        return out

    def terrain_type(self, tid: str) -> TerrainType | None:
        return self._terrain.get(tid)

    def reindex(self) -> None:
        """Which hex builds each hexside and road segment, and how far names run
        (after the map view changed as a whole)."""
        self.reindex_sides()
        self.measure_names()

    def reindex_sides(self) -> None:
        """Which hex builds each hexside and road segment (after hexsides, roads
        or off-map hexes changed).

        A hexside is built by its first hex, or by the second when the first
        is not in play; looking the few marked hexsides up per hex is much
        cheaper than testing all six sides of every hex.
        """
        mv = self.mapview
        self._in_play = self._in_play_qr = self._water = None  # off-map hexes may have changed
        self._hex_lists = {}
        owned: dict[Hex, list[Hexside]] = {}
        for side in set(mv.hexsides) | set(mv.roads):
            owner = side.a if mv.in_play(side.a) else side.b
            owned.setdefault(owner, []).append(side)
        self._owned_sides = owned

    def measure_names(self) -> None:
        """How far the longest place name runs past its hex, for partial repaints."""
        nm = QFontMetricsF(self._name_font)
        widest = 0.0
        for data in self.mapview.hex_data.values():
            if data.name:
                widest = max(widest, nm.horizontalAdvance(text_in(data.name, self.language)))
        self._previous_name_reach = self.name_reach
        self.name_reach = widest / 2

    def note_names(self, hexes: Iterable[Hex]) -> None:
        """Widen the names' reach for these (edited) hexes' names, without
        measuring every name again. The reach never shrinks here: it is a
        bound for repaints, and a name that got shorter is repainted by its
        old reach (kept as the previous one)."""
        nm: QFontMetricsF | None = None
        widest = self.name_reach * 2
        for h in hexes:
            name = text_in(self.mapview.name(h), self.language)
            if name:
                nm = nm or QFontMetricsF(self._name_font)
                widest = max(widest, nm.horizontalAdvance(name))
        self._previous_name_reach = max(self._previous_name_reach, self.name_reach)
        self.name_reach = widest / 2

    def _name_place(self, h: Hex, name: str, nm: QFontMetricsF) -> tuple[QPointF, QRectF]:
        """Where a place name's baseline starts under its hex, and the box its halo fills."""
        s = self.grid.size
        cx, cy = self.center(h)
        w = nm.horizontalAdvance(name)
        pos = QPointF(cx - w / 2, cy + 0.78 * s)
        return pos, QRectF(pos.x() - 0.1 * s, pos.y() - nm.ascent() - 0.1 * s, w + 0.2 * s, nm.height() + 0.2 * s)

    def names_rect(self) -> QRectF:
        """What the place names cover: a name on an edge hex runs past the map's edge."""
        nm = QFontMetricsF(self._name_font)
        out = QRectF()
        for h in self.mapview.hex_data:
            name = text_in(self.mapview.name(h), self.language)
            if name and self.mapview.in_play(h):
                out = out.united(self._name_place(h, name, nm)[1])
        return out

    def _build_coasts(self, tile: Tile) -> None:
        """Where the tile's water hexes meet land in play (the coasts belong to the water hex)."""
        playable = self._playable_qr()
        water = self._water_qr()
        x0, y0, xq, yq, xr, yr = self._affine
        ends_of = self._ends_of_direction
        coast: list[tuple[tuple[float, float], tuple[float, float]]] = []
        for h in tile.hexes:
            q, r = h.q, h.r
            if (q, r) in water:
                cx, cy = x0 + xq * q + xr * r, y0 + yq * q + yr * r
                for d, (dq, dr) in enumerate(_DIRS):
                    n = (q + dq, r + dr)
                    if n in playable and n not in water:
                        (ax, ay), (bx, by) = ends_of[d]
                        coast.append(((cx + ax, cy + ay), (cx + bx, cy + by)))
        if coast:
            pen = QPen(COAST_COLOR, self.grid.size * 0.07)
            # Separate square-capped segments: measured twice as fast as
            # polylines or round caps, and the caps fill the hex corners.
            pen.setCapStyle(Qt.PenCapStyle.SquareCap)
            path = QPainterPath()
            for (ax, ay), (bx, by) in coast:
                path.moveTo(ax, ay)
                path.lineTo(bx, by)
            tile.coasts.append((pen, path))

    def _build_edges(self, tile: Tile) -> None:
        """The tile's hexside features, bridges and roads (each built by the hex owning it)."""
        mv = self.mapview
        g = self.grid
        s = g.size
        Seg = tuple[tuple[float, float], tuple[float, float]]
        edge_segs: dict[str, list[Seg]] = {}
        bridge_paths: dict[str, tuple[QPainterPath, QPainterPath]] = {}
        road_segs: dict[str, list[Seg]] = {}
        owned = self._owned_sides
        for h in tile.hexes:
            for side in owned.get(h, ()):
                feats = mv.hexsides.get(side)
                if feats:
                    ends = self._side_ends(side.a, side.a.direction_to(side.b))  # type: ignore[arg-type]
                    for f in feats:
                        ht = self._hexside_types.get(f)
                        if ht is not None and ht.style == "bridge":
                            deck, rails = self._bridge(side)
                            decks, railings = bridge_paths.setdefault(f, (QPainterPath(), QPainterPath()))
                            decks.addPath(deck)
                            railings.addPath(rails)
                        else:
                            edge_segs.setdefault(f, []).append(ends)
                road = mv.roads.get(side)
                if road is not None:
                    road_segs.setdefault(road, []).append((self.center(side.a), self.center(side.b)))
        for f in sorted(edge_segs, key=lambda f: _EDGE_ORDER.get(self._style(f), 5)):
            tile.edges.append(dashes_cut(self._edge_pen(f), chained(edge_segs[f])))
        for f, (decks, railings) in bridge_paths.items():
            ht = self._hexside_types.get(f)
            c = QColor(ht.color if ht else "#5b4636")
            pen = QPen(c, s * 0.06)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            tile.bridges.append((pen, QBrush(QColor("#efe6cf")), decks, railings))
        for rid, segs in road_segs.items():
            path = chained(segs)
            for pen in self._road_pens(rid):
                tile.roads.append(dashes_cut(pen, path))

    def _style(self, f: str) -> str:
        ht = self._hexside_types.get(f)
        return ht.style if ht else "line"

    def _edge_pen(self, f: str) -> QPen:
        s = self.grid.size
        ht = self._hexside_types.get(f)
        color = QColor(ht.color if ht else "#444444")
        width = (ht.width if ht else 0.08) * s
        style = ht.style if ht else "line"
        pen = QPen(color, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if style == "ford":
            pen.setStyle(Qt.PenStyle.DashLine)
        elif style == "wall":
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        elif style == "sea_arm":
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        return pen

    def _bridge(self, side: Hexside) -> tuple[QPainterPath, QPainterPath]:
        """A bridge across the hexside: a deck along the road line, with
        railings whose ends flare outward, as printed maps draw them."""
        g = self.grid
        s = g.size
        ax, ay = g.center(side.a)
        bx, by = g.center(side.b)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        dx, dy = bx - ax, by - ay
        norm = math.hypot(dx, dy)
        ux, uy = dx / norm, dy / norm  # across the river
        vx, vy = -uy, ux  # along the river
        half_len = 0.4 * s
        half_w = 0.15 * s
        flare = 0.12 * s

        def pt(a: float, b: float) -> QPointF:
            return QPointF(mx + ux * a + vx * b, my + uy * a + vy * b)

        deck = QPainterPath()
        deck.addPolygon(
            QPolygonF([pt(-half_len, -half_w), pt(half_len, -half_w), pt(half_len, half_w), pt(-half_len, half_w)])
        )
        deck.closeSubpath()
        rails = QPainterPath()
        for sgn in (-1, 1):
            rails.moveTo(pt(-half_len - flare, sgn * (half_w + flare)))
            rails.lineTo(pt(-half_len, sgn * half_w))
            rails.lineTo(pt(half_len, sgn * half_w))
            rails.lineTo(pt(half_len + flare, sgn * (half_w + flare)))
        return deck, rails

    def _road_pens(self, rid: str) -> list[QPen]:
        s = self.grid.size
        rt = self._road_types.get(rid)
        color = QColor(rt.color if rt else "#8a5a2b")
        width = (rt.width if rt else 0.08) * s
        style = rt.style if rt else "paved"
        if style == "paved":
            casing = QPen(QColor(255, 250, 235), width * 1.6)
            casing.setCapStyle(Qt.PenCapStyle.RoundCap)
            casing.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            pen = QPen(color, width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            return [casing, pen]
        if style == "unpaved":
            pen = QPen(color, width)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            pen.setDashPattern([3.0, 1.6])
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            return [pen]
        if style == "trail":
            pen = QPen(color, width)
            pen.setDashPattern([0.1, 2.0])
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            return [pen]
        # Railway: a dark line with cross-ties.
        line = QPen(QColor("#202020"), width * 0.45)
        ties = QPen(QColor("#202020"), width * 1.8)
        ties.setDashPattern([0.35, 2.2])
        ties.setCapStyle(Qt.PenCapStyle.FlatCap)
        return [line, ties]

    def text_of(self, tile: Tile) -> Tile:
        """The tile with its labels and names laid out."""
        return self.names_of(self.labels_of(tile))

    def labels_of(self, tile: Tile) -> Tile:
        """The tile with its hex numbers laid out as static text (every number shown, zoomed in)."""
        if not tile.labels_built:
            self._build_labels(tile)
            tile.labels_built = True
        return tile

    def label_cells_of(self, tile: Tile) -> Tile:
        """The tile with its hex numbers' text and places (enough for the thinned-out numbers)."""
        if not tile.label_cells:
            self._build_label_cells(tile)
        return tile

    def names_of(self, tile: Tile) -> Tile:
        """The tile with its place names laid out."""
        if not tile.names_built:
            self._build_names(tile)
            tile.names_built = True
        return tile

    def _label_top(self) -> float:
        s = self.grid.size
        lm = QFontMetricsF(self._label_font)
        flat = self.grid.orientation is Orientation.FLAT
        return (SQRT3 / 2 if flat else 0.8) * s - lm.ascent() - 0.03 * s

    def _build_label_cells(self, tile: Tile) -> None:
        top = self._label_top()
        for h in tile.hexes:
            tile.label_cells.append(self._label_cell(h, top))

    def label_cells(self, hexes: Iterable[Hex]) -> list[tuple[int, int, str, float, float]]:
        """Hexes' numbers: offset column and row, text, centre x and top of the text."""
        top = self._label_top()
        return [self._label_cell(h, top) for h in hexes]

    def _label_cell(self, h: Hex, top: float) -> tuple[int, int, str, float, float]:
        g = self.grid
        cx, cy = self.center(h)
        col, row = g.to_offset(h)
        return col, row, g.labels.format(col, row, g.columns, g.rows), cx, cy - top

    def _build_labels(self, tile: Tile) -> None:
        lm = QFontMetricsF(self._label_font)
        # The cells are in the order of ``tile.hexes`` (``_build_label_cells``).
        for h, cell in zip(tile.hexes, self.label_cells_of(tile).label_cells, strict=True):
            tile.labels.append(self._lay_out_label(cell, lm))
            tile.label_of[h] = tile.labels[-1]

    def label_at(self, tile: Tile, h: Hex) -> tuple[QPointF, QStaticText]:
        """``h``'s number laid out (``h`` in ``tile``), without laying out the
        tile's other numbers: those over the counters are only the occupied hexes'."""
        got = tile.label_of.get(h)
        if got is None:
            got = tile.label_of[h] = self._lay_out_label(self._label_cell(h, self._label_top()), QFontMetricsF(self._label_font))
        return got

    def _lay_out_label(self, cell: tuple[int, int, str, float, float], lm: QFontMetricsF) -> tuple[QPointF, QStaticText]:
        _col, _row, text, cx, base = cell
        w = lm.horizontalAdvance(text)
        st = QStaticText(text)
        st.setTextFormat(Qt.TextFormat.PlainText)
        st.prepare(font=self._label_font)
        # Static text is placed by its top-left corner, not its baseline.
        return QPointF(cx - w / 2, base - lm.ascent()), st

    def _build_names(self, tile: Tile) -> None:
        nm = QFontMetricsF(self._name_font)
        for h in tile.hexes:
            name = text_in(self.mapview.name(h), self.language)
            if name:
                pos, box = self._name_place(h, name, nm)
                st = QStaticText(name)
                st.setTextFormat(Qt.TextFormat.PlainText)
                st.prepare(font=self._name_font)
                # Static text is placed by its top-left corner, not its baseline.
                tile.names.append((QPointF(pos.x(), pos.y() - nm.ascent()), st, box))
