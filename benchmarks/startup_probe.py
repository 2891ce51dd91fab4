"""Started by bench_startup.py: a whole process that prints PAINTED once its board is on screen.

    python startup_probe.py hexstudio FILE   the hexstudio application on FILE
    python startup_probe.py bare FILE        a bare QMainWindow + QGraphicsScene of FILE's hexes

Either way the process ends (without tidying up) right after the first
paint of the board's viewport has been handled. hexstudio starts as the
``hexstudio`` command does (``hexstudio.cli.main``, which imports Qt and
the application itself); the probe's watcher goes on the viewport of the
board view as it is made, nothing of Qt imported before.
"""

from __future__ import annotations

import os
import sys


def _finish() -> None:
    sys.stdout.write("PAINTED\n")
    sys.stdout.flush()
    os._exit(0)


def _watch(viewport) -> None:  # type: ignore[no-untyped-def]
    """Finish once the first paint of ``viewport`` (the board's) has been handled.

    The filter is on the viewport alone. One on the application takes every event
    of every object of the start through Python, and wrapping those objects for it
    (shiboken readies a class and its enums when Python first sees one) made some
    95 of Qt's enum types in the bare process and 70 in hexstudio's that neither
    start makes on its own: the probe weighed on what it measured, and more on
    the bare side.
    """
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt

    class Probe(QObject):
        done = False

        def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]
            if not self.done and event.type() == QEvent.Type.Paint:
                self.done = True
                # Once this paint has been handled: an event posted ahead of what the
                # application queues on seeing the same paint (the tutorial's game is
                # set up then), whose filter on the viewport comes before this one.
                QCoreApplication.postEvent(self, QEvent(QEvent.Type.User), Qt.EventPriority.HighEventPriority.value)
            return False

        def event(self, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.User:
                _finish()
            return super().event(event)

    probe = Probe(viewport)
    viewport.installEventFilter(probe)
    _probes.append(probe)  # the viewport's Python wrapper may go; the probe must not go with it


_probes: list[object] = []


def _when_imported(name: str, then) -> None:  # type: ignore[no-untyped-def]
    """Call ``then(module)`` once module ``name`` has been imported (by whoever imports it)."""
    import importlib.util

    class Finder:
        def find_spec(self, fullname, path, target=None):  # type: ignore[no-untyped-def]
            if fullname != name:
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(fullname)
            assert spec is not None and spec.loader is not None
            run = spec.loader.exec_module

            def exec_module(module):  # type: ignore[no-untyped-def]
                run(module)
                then(module)

            spec.loader.exec_module = exec_module  # type: ignore[method-assign]
            return spec

    sys.meta_path.insert(0, Finder())


def _watch_board_views(module) -> None:  # type: ignore[no-untyped-def]
    """Watch the viewport of each BoardView as it is made (the first is the board's)."""
    board_view = module.BoardView
    init = board_view.__init__

    def watched(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        init(self, *args, **kwargs)
        _watch(self.viewport())

    board_view.__init__ = watched


def hexstudio(path: str) -> None:
    _when_imported("hexstudio.board.view", _watch_board_views)
    from hexstudio.cli import main

    main([path])


def bare(path: str) -> None:
    import json
    import math

    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QBrush, QColor, QPen, QPolygonF
    from PySide6.QtWidgets import QApplication, QGraphicsPolygonItem, QGraphicsScene, QGraphicsView, QMainWindow

    app = QApplication([sys.argv[0]])
    doc = json.loads(open(path, encoding="utf-8").read())
    m = doc["map"]
    colours = {t["id"]: QBrush(QColor(t.get("color", "#cccccc"))) for t in doc["terrain"]}
    scene = QGraphicsScene()
    pen = QPen(QColor(60, 60, 50), 0)
    s = 40.0
    for col in range(m["columns"]):
        for row in range(m["rows"]):
            cx = s + col * 1.5 * s
            cy = s * math.sqrt(3) * (row + 0.5 * (col % 2) + 0.5)
            poly = QPolygonF(
                [
                    QPointF(cx + s * math.cos(math.radians(60 * i)), cy + s * math.sin(math.radians(60 * i)))
                    for i in range(6)
                ]
            )
            item = QGraphicsPolygonItem(poly)
            item.setBrush(colours.get(m.get("default_terrain"), QBrush(QColor("#ddd"))))
            item.setPen(pen)
            scene.addItem(item)
    window = QMainWindow()
    view = QGraphicsView(scene)
    window.setCentralWidget(view)
    window.resize(1200, 800)
    _watch(view.viewport())
    window.show()
    app.exec()


if __name__ == "__main__":
    {"hexstudio": hexstudio, "bare": bare}[sys.argv[1]](sys.argv[2])
