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
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainterPath, QPen, QPolygonF, QStaticText

from hexstudio.board.pictures import PictureCache
from hexstudio.board.symbols import STROKE_WIDTH, placed, terrain_symbol
from hexstudio.hexgrid import SQRT3, Grid, Hex, Hexside, Orientation
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.model import HexsideType, RoadType, Scenario, TerrainType, text_in

TILE = 8
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
    hexes: list[Hex] = field(default_factory=list)
    fills: list[tuple[QBrush, QPainterPath]] = field(default_factory=list)
    outline: QPainterPath = field(default_factory=QPainterPath)
    # Terrain symbols: centre, terrain id, size as a fraction of the hex.
    stamps: list[tuple[QPointF, str, float]] = field(default_factory=list)
    edges: list[tuple[QPen, QPainterPath]] = field(default_factory=list)
    bridges: list[tuple[QPen, QBrush, QPainterPath, QPainterPath]] = field(default_factory=list)
    roads: list[tuple[QPen, QPainterPath]] = field(default_factory=list)
    # Hex numbers are laid out once as static text (not paths: far faster).
    labels: list[tuple[QPointF, QStaticText]] = field(default_factory=list)
    # Baseline start, text, and the box the text covers (with its halo).
    names: list[tuple[QPointF, str, QRectF]] = field(default_factory=list)
    text_built: bool = False


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
        self.reload_catalogue()
        self.reindex()
        s = self.grid.size
        start = 0.0 if self.grid.orientation is Orientation.FLAT else 30.0
        self._corner_offsets = [
            (s * math.cos(math.radians(start + 60 * i)), s * math.sin(math.radians(start + 60 * i))) for i in range(6)
        ]
        self._edge_of_direction = self._edges_by_direction(start)
        # Each hex outlines the edges toward directions 0-2 (one unbroken run
        # of three edges); the others are its neighbours' to draw, unless
        # the neighbour is not in play. Every grid line is drawn once.
        own = [self._edge_of_direction[d] for d in (0, 1, 2)]
        first = next(e for e in own if (e - 1) % 6 not in own)
        self._own_run = [(first + i) % 6 for i in range(4)]  # corner indices

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
        self._symbol_of_terrain: dict[str, list[str]] = {}
        s = self.grid.size
        self._label_font.setPixelSize(max(1, round(s * 0.24)))
        self._name_font.setPixelSize(max(1, round(s * 0.27)))
        self._name_font.setBold(True)
        self._tiles.clear()
        self.pictures.clear()

    # --- geometry ------------------------------------------------------------
    def polygon(self, h: Hex) -> QPolygonF:
        cx, cy = self.grid.center(h)
        return QPolygonF([QPointF(cx + dx, cy + dy) for dx, dy in self._corner_offsets])

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
        t = self._tiles.get(key)
        if t is None:
            t = self._build(key)
            self._tiles[key] = t
        return t

    def invalidate(self, hexes: Iterable[Hex]) -> QRectF:
        """Forget tiles holding these hexes or their neighbours; the area to repaint."""
        area = QRectF()
        s = self.grid.size
        for h in hexes:
            for n in (h, *h.neighbours()):
                self._tiles.pop(self.tile_of(n), None)
            cx, cy = self.grid.center(h)
            # Names may run past the hex (the old name too, if it was longer).
            w = max(2 * s, self.name_reach, self._previous_name_reach) + s
            area = area.united(QRectF(cx - w, cy - 2 * s, 2 * w, 4 * s))
        self.pictures.drop_area(area)
        return area

    def invalidate_all(self) -> None:
        self._tiles.clear()
        self.pictures.clear()

    # --- building ------------------------------------------------------------
    def _hexes_of(self, key: tuple[int, int]) -> list[Hex]:
        tc, tr = key
        g = self.grid
        out = []
        for row in range(tr * TILE, min((tr + 1) * TILE, g.rows)):
            for col in range(tc * TILE, min((tc + 1) * TILE, g.columns)):
                h = g.from_offset(col, row)
                if h not in self.mapview.off_map:
                    out.append(h)
        return out

    def _build(self, key: tuple[int, int]) -> Tile:
        mv = self.mapview
        g = self.grid
        s = g.size
        tile = Tile(hexes=self._hexes_of(key))
        fills: dict[str, QPainterPath] = {}
        # One hex's outline at the origin, moved to each hex: a full 400 x 400
        # map's first drawing at fit zoom builds 160,000 of them.
        template = QPolygonF([QPointF(dx, dy) for dx, dy in self._corner_offsets])
        edge_of = self._edge_of_direction
        run = self._own_run
        outline = tile.outline
        # Only a tile on the map's edge, or a map with hexes off it, has hexes
        # whose neighbours are not in play (their edges drawn by the hex itself).
        tc, tr = key
        edges_out = bool(mv.off_map) or tc == 0 or tr == 0 or (tc + 1) * TILE >= g.columns or (tr + 1) * TILE >= g.rows
        hex_data = mv.hex_data
        default = mv.default_terrain
        for h in tile.hexes:
            cx, cy = g.center(h)
            poly = template.translated(cx, cy)
            data = hex_data.get(h)
            tid = (data.terrain or default) if data is not None else default
            features = data.features if data is not None else []
            path = fills.get(tid)
            if path is None:
                path = fills[tid] = QPainterPath()
            path.addPolygon(poly)
            outline.moveTo(poly[run[0]])
            outline.lineTo(poly[run[1]])
            outline.lineTo(poly[run[2]])
            outline.lineTo(poly[run[3]])
            if edges_out:
                for d in (3, 4, 5):
                    if not mv.in_play(h.neighbour(d)):
                        e = edge_of[d]
                        outline.moveTo(poly[e])
                        outline.lineTo(poly[(e + 1) % 6])
            marks = self._marks(tid, features)
            if len(marks) == 1:
                tile.stamps.append((QPointF(cx, cy), marks[0], 1.0 if marks[0] == tid else 0.8))
            elif marks:
                # Base symbol and overlays side by side across the hex's width.
                k = 0.62 if len(marks) == 2 else 0.45
                step = 1.2 * s / len(marks)
                for i, m in enumerate(marks):
                    x = cx + (i - (len(marks) - 1) / 2) * step
                    tile.stamps.append((QPointF(x, cy - 0.05 * s), m, k))
        for tid, path in fills.items():
            t = self._terrain.get(tid)
            tile.fills.append((QBrush(QColor(t.color if t else "#ff00ff")), path))
        self._build_edges(tile)
        return tile

    def _marks(self, tid: str, features: list[str]) -> list[str]:
        """The terrain symbols a hex shows: its terrain's, then its features'."""
        if not features:
            got = self._symbol_of_terrain.get(tid)
            if got is None:
                base = self._terrain.get(tid)
                got = self._symbol_of_terrain[tid] = [tid] if base is not None and terrain_symbol(base.symbol) is not None else []
            return got
        marks: list[str] = []
        for t in (tid, *features):
            tt = self._terrain.get(t)
            if tt is not None and terrain_symbol(tt.symbol) is not None:
                marks.append(t)
        return marks

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
        """Which hex builds each hexside and road segment (after the map view changed).

        A hexside is built by its first hex, or by the second when the first
        is not in play; looking the few marked hexsides up per hex is much
        cheaper than testing all six sides of every hex.
        """
        mv = self.mapview
        owned: dict[Hex, list[Hexside]] = {}
        for side in set(mv.hexsides) | set(mv.roads):
            owner = side.a if mv.in_play(side.a) else side.b
            owned.setdefault(owner, []).append(side)
        self._owned_sides = owned
        # How far the longest place name runs past its hex, for partial repaints.
        nm = QFontMetricsF(self._name_font)
        widest = 0.0
        for data in mv.hex_data.values():
            if data.name:
                widest = max(widest, nm.horizontalAdvance(text_in(data.name, self.language)))
        self._previous_name_reach = self.name_reach
        self.name_reach = widest / 2

    def _name_place(self, h: Hex, name: str, nm: QFontMetricsF) -> tuple[QPointF, QRectF]:
        """Where a place name's baseline starts under its hex, and the box its halo fills."""
        s = self.grid.size
        cx, cy = self.grid.center(h)
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

    def _build_edges(self, tile: Tile) -> None:
        mv = self.mapview
        g = self.grid
        s = g.size
        Seg = tuple[tuple[float, float], tuple[float, float]]
        edge_segs: dict[str, list[Seg]] = {}
        bridge_paths: dict[str, tuple[QPainterPath, QPainterPath]] = {}
        coast: list[Seg] = []
        road_segs: dict[str, list[Seg]] = {}
        owned = self._owned_sides
        for h in tile.hexes:
            if mv.is_water(h):
                # Coastlines belong to the water hex.
                for n in h.neighbours():
                    if mv.in_play(n) and not mv.is_water(n):
                        coast.append(g.hexside_endpoints(Hexside(h, n)))
            for side in owned.get(h, ()):
                feats = mv.hexsides.get(side)
                if feats:
                    ends = g.hexside_endpoints(side)
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
                    road_segs.setdefault(road, []).append((g.center(side.a), g.center(side.b)))
        for f in sorted(edge_segs, key=lambda f: _EDGE_ORDER.get(self._style(f), 5)):
            tile.edges.append((self._edge_pen(f), chained(edge_segs[f])))
        if coast:
            pen = QPen(COAST_COLOR, s * 0.07)
            # Separate square-capped segments: measured twice as fast as
            # polylines or round caps, and the caps fill the hex corners.
            pen.setCapStyle(Qt.PenCapStyle.SquareCap)
            path = QPainterPath()
            for (x0, y0), (x1, y1) in coast:
                path.moveTo(x0, y0)
                path.lineTo(x1, y1)
            tile.edges.insert(0, (pen, path))
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
                tile.roads.append((pen, path))

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
        """The tile with its labels and names laid out (only needed zoomed in)."""
        if not tile.text_built:
            self._build_text(tile)
            tile.text_built = True
        return tile

    def _build_text(self, tile: Tile) -> None:
        g = self.grid
        s = g.size
        flat = g.orientation is Orientation.FLAT
        lm = QFontMetricsF(self._label_font)
        nm = QFontMetricsF(self._name_font)
        top = (SQRT3 / 2 if flat else 0.8) * s - lm.ascent() - 0.03 * s
        for h in tile.hexes:
            cx, cy = g.center(h)
            text = g.label(h)
            w = lm.horizontalAdvance(text)
            st = QStaticText(text)
            st.setTextFormat(Qt.TextFormat.PlainText)
            st.prepare(font=self._label_font)
            # Static text is placed by its top-left corner, not its baseline.
            tile.labels.append((QPointF(cx - w / 2, cy - top - lm.ascent()), st))
            name = text_in(self.mapview.name(h), self.language)
            if name:
                pos, box = self._name_place(h, name, nm)
                tile.names.append((pos, name, box))
