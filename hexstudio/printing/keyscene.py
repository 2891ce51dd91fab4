"""The terrain key drawn by the board renderer itself.

A small map is made from the scenario's own catalogue: one hex per terrain
and overlay, two hexes with the hexside feature or the road between them.
Every other hex of that little map is off the map. Each key entry is the
board's picture of those hexes, so the key always looks like the map.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from hexstudio.board.scene import BoardScene
from hexstudio.hexgrid import Hex, Orientation
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import HexData, HexsideData, MapDef, RoadPath, Scenario, text_in


@dataclass(frozen=True)
class KeyEntry:
    kind: str  # terrain, overlay, hexside, road
    id: str
    hexes: tuple[Hex, ...]


class TerrainKey:
    """The key's entries and a scene that draws them."""

    def __init__(self, scenario: Scenario, language: str) -> None:
        self.scenario = scenario
        self.language = language
        items: list[tuple[str, str]] = [("terrain", t.id) for t in scenario.terrain if t.kind == "base"]
        items += [("overlay", t.id) for t in scenario.terrain if t.kind == "overlay"]
        items += [("hexside", t.id) for t in scenario.hexside_types]
        items += [("road", t.id) for t in scenario.road_types]
        m = scenario.map
        rows = max(2 * len(items), 2)
        key_map = MapDef(
            columns=3,
            rows=rows,
            orientation=m.orientation,
            stagger=m.stagger,
            hex_size=m.hex_size,
            default_terrain=m.default_terrain,
            labels=m.labels,
        )
        grid = grid_of(key_map)
        hexes: dict[str, HexData] = {}
        hexsides: list[HexsideData] = []
        roads: list[RoadPath] = []
        entries: list[KeyEntry] = []
        used: set[Hex] = set()
        for i, (kind, tid) in enumerate(items):
            a = grid.from_offset(1, 2 * i)
            b = grid.from_offset(1, 2 * i + 1)
            la, lb = grid.label(a), grid.label(b)
            if kind == "terrain":
                hexes[la] = HexData(terrain=tid)
                entries.append(KeyEntry(kind, tid, (a,)))
                used.add(a)
                continue
            if kind == "overlay":
                hexes[la] = HexData(features=[tid])
                entries.append(KeyEntry(kind, tid, (a,)))
                used.add(a)
                continue
            if kind == "hexside":
                hexsides.append(HexsideData(hexes=(la, lb), features=[tid]))
            else:
                roads.append(RoadPath(type=tid, path=[la, lb]))
            entries.append(KeyEntry(kind, tid, (a, b)))
            used |= {a, b}
        off = [grid.label(h) for h in grid.hexes() if h not in used]
        key_map = key_map.model_copy(update={"hexes": hexes, "hexsides": hexsides, "roads": roads, "off_map": off})
        self.entries = entries
        self._scenario = scenario.model_copy(update={"map": key_map})
        self.scene = BoardScene(self._scenario)
        self.scene.setBackgroundBrush(Qt.BrushStyle.NoBrush)
        self.scene.set_show_labels(False)
        self.scene.set_background_visible(False)
        self.grid = self.scene.grid

    def name(self, entry: KeyEntry) -> str:
        s = self.scenario
        catalogue = {
            "terrain": s.terrain,
            "overlay": s.terrain,
            "hexside": s.hexside_types,
            "road": s.road_types,
        }[entry.kind]
        item = next((t for t in catalogue if t.id == entry.id), None)
        return text_in(item.name, self.language) if item is not None else entry.id

    def source(self, entry: KeyEntry) -> QRectF:
        """The scene area of one entry: its hex, or a hex-sized window on the shared hexside."""
        size = self.grid.size
        w, h = 2 * size, 3**0.5 * size
        if self.grid.orientation is not Orientation.FLAT:
            w, h = h, w
        xs = [self.grid.center(x) for x in entry.hexes]
        cx = sum(p[0] for p in xs) / len(xs)
        cy = sum(p[1] for p in xs) / len(xs)
        return QRectF(cx - w / 2, cy - h / 2, w, h)

    def paint(self, painter: QPainter, entry: KeyEntry, target: QRectF) -> None:
        """Draw one entry's swatch into ``target`` (page mm), clipped to its hexes."""
        src = self.source(entry)
        k = target.width() / src.width()
        clip = QPainterPath()
        clip.setFillRule(Qt.FillRule.WindingFill)
        for hx in entry.hexes:
            pts = [
                QPointF(target.x() + (x - src.x()) * k, target.y() + (y - src.y()) * k)
                for x, y in self.grid.corners(hx)
            ]
            clip.addPolygon(QPolygonF(pts))
            clip.closeSubpath()
        frame = QPainterPath()
        frame.addRect(target)
        clip = clip.intersected(frame)
        painter.save()
        painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
        self.scene.render(painter, target, src, Qt.AspectRatioMode.IgnoreAspectRatio)
        painter.restore()
        painter.save()
        painter.setPen(QPen(QColor(60, 60, 50), 0.25))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(clip.simplified())
        painter.restore()
