"""Started by bench_startup.py: a whole process that prints PAINTED once its board is on screen.

    python startup_probe.py hexstudio FILE   the hexstudio application on FILE
    python startup_probe.py bare FILE        a bare QMainWindow + QGraphicsScene of FILE's hexes

Either way the process ends (without tidying up) right after the first
paint of the board's viewport has been handled. hexstudio starts as the
``hexstudio`` command does (``hexstudio.cli.main``, which imports Qt and
the application itself); the probe's watcher goes on the QApplication as
``run_app`` is entered, nothing of Qt imported before.
"""

from __future__ import annotations

import os
import sys


def _finish() -> None:
    sys.stdout.write("PAINTED\n")
    sys.stdout.flush()
    os._exit(0)


def _watch(app, is_board) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Probe(QObject):
        done = False

        def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]
            if not self.done and event.type() == QEvent.Type.Paint and is_board(obj):
                self.done = True
                # Once this paint has been handled.
                QTimer.singleShot(0, _finish)
            return False

    probe = Probe(app)
    app.installEventFilter(probe)
    app._bench_probe = probe


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


def _watch_run_app(module) -> None:  # type: ignore[no-untyped-def]
    run_app = module.run_app

    def watched(argv, collector=None):  # type: ignore[no-untyped-def]
        from PySide6.QtWidgets import QApplication

        # What run_app's first line does (it then uses this instance).
        app = QApplication.instance() or QApplication([sys.argv[0]])
        _watch(app, lambda obj: type(obj.parent()).__name__ == "BoardView" if obj.parent() is not None else False)
        return run_app(argv) if collector is None else run_app(argv, collector)

    module.run_app = watched


def hexstudio(path: str) -> None:
    _when_imported("hexstudio.app.main", _watch_run_app)
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
    _watch(app, lambda obj: obj is view.viewport())
    window.show()
    app.exec()


if __name__ == "__main__":
    {"hexstudio": hexstudio, "bare": bare}[sys.argv[1]](sys.argv[2])
