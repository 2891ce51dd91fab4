"""The bare baselines: what plain Qt costs for the same job, built in the same run.

``BareBoard`` is a ``QMainWindow`` holding a ``QGraphicsView`` on a
``QGraphicsScene`` with one ``QGraphicsPolygonItem`` per hex (the terrain's
colour, a one-pixel outline) and one rectangle with a text per counter: the
simplest board a Qt programmer would write, with no caching of any kind.
Its ``click``, ``hover``, ``paint_hexes`` and ``zoom`` do the least a real
board must: move a counter, draw a path line, recolour hexes, rescale.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QMainWindow,
)

from hexstudio.hexgrid import Hex
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import Scenario


class BareBoard(QMainWindow):
    def __init__(
        self, scenario: Scenario, counters: Mapping[Hex, Sequence[str]] | None = None, size=(1400, 900)
    ) -> None:
        super().__init__()
        self.grid = g = grid_of(scenario.map)
        colours = {t.id: QBrush(QColor(t.color)) for t in scenario.terrain}
        self.colours = colours
        default = scenario.map.default_terrain
        self.scene = QGraphicsScene()
        pen = QPen(QColor(60, 60, 50), 0)
        pen.setCosmetic(True)
        self.items: dict[Hex, QGraphicsPolygonItem] = {}
        off = set(scenario.map.off_map)
        for h in g.hexes():
            lab = g.label(h)
            if lab in off:
                continue
            d = scenario.map.hexes.get(lab)
            tid = d.terrain if d is not None and d.terrain else default
            item = QGraphicsPolygonItem(QPolygonF([QPointF(x, y) for x, y in g.corners(h)]))
            item.setBrush(colours.get(tid, QBrush(QColor("#ff00ff"))))
            item.setPen(pen)
            self.scene.addItem(item)
            self.items[h] = item
        self.counters: dict[Hex, QGraphicsItem] = {}
        font = QFont("Sans")
        font.setPixelSize(9)
        side = g.size
        for h, names in (counters or {}).items():
            x, y = g.center(h)
            box = QGraphicsRectItem(-side / 2, -side / 2, side, side)
            box.setBrush(QBrush(QColor("#9ab")))
            box.setPen(QPen(QColor("black"), 1))
            text = QGraphicsSimpleTextItem(" ".join(names)[:12], box)
            text.setFont(font)
            text.setPos(-side / 2 + 2, -4)
            box.setPos(x, y)
            box.setZValue(10)
            self.scene.addItem(box)
            self.counters[h] = box
        w, hh = g.pixel_size()
        self.scene.setSceneRect(QRectF(-side, -side, w + 2 * side, hh + 2 * side))
        self.path = QGraphicsPathItem()
        self.path.setPen(QPen(QColor("#c00"), 3))
        self.path.setZValue(20)
        self.scene.addItem(self.path)
        self.view = QGraphicsView(self.scene)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.view.setMouseTracking(True)
        self.setCentralWidget(self.view)
        self.resize(*size)
        self.selected: QGraphicsItem | None = None

    def hex_center(self, h: Hex) -> QPointF:
        x, y = self.grid.center(h)
        return QPointF(x, y)

    def move_counter(self, a: Hex, b: Hex) -> None:
        item = self.counters.pop(a)
        item.setPos(self.hex_center(b))
        self.counters[b] = item

    def show_path(self, hexes: Iterable[Hex]) -> None:
        path = QPainterPath()
        for i, h in enumerate(hexes):
            c = self.hex_center(h)
            if i == 0:
                path.moveTo(c)
            else:
                path.lineTo(c)
        self.path.setPath(path)

    def paint_hexes(self, hexes: Iterable[Hex], terrain: str) -> None:
        brush = self.colours[terrain]
        for h in hexes:
            item = self.items.get(h)
            if item is not None:
                item.setBrush(brush)

    def set_zoom(self, z: float) -> None:
        self.view.resetTransform()
        self.view.scale(z, z)

    def fit(self, rect: QRectF) -> None:
        self.view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)


class BareClicks:
    """Mouse handling for a BareBoard: a click moves the selected counter, a hover draws the path."""

    def __init__(self, board: BareBoard, selected: Hex) -> None:
        from PySide6.QtCore import QObject

        self.board = board
        self.selected = selected

        class Filter(QObject):
            def eventFilter(inner, obj, event):
                from PySide6.QtCore import QEvent

                t = event.type()
                if t not in (QEvent.Type.MouseButtonRelease, QEvent.Type.MouseMove):
                    return False
                p = board.view.mapToScene(event.position().toPoint())
                h = board.grid.hex_at(p.x(), p.y())
                if t == QEvent.Type.MouseMove:
                    board.show_path(self.selected.line_to(h))
                elif h != self.selected and self.selected in board.counters:
                    board.move_counter(self.selected, h)
                    self.selected = h
                return False

        self._filter = Filter()
        board.view.viewport().installEventFilter(self._filter)
