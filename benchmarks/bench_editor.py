"""Editor speed: a 500-hex brush stroke as one undo step, and a 10,000 x 7,000 scan.

Prints:

* painting a stroke of size-3 brush dabs that covers about 500 hexes of a
  60 x 40 map, pushed mouse step by mouse step and merged into one undo
  step; then its undo and redo. Measured with the headless session alone
  and with the board repainting the touched hexes (aim: < 50 ms each);
* importing and showing a 10,000 x 7,000 JPEG scan in the editor: time to
  the first full paint of the window, and the process's peak memory
  (aim: < 3 s, < 1.5 GB). The scan is made once, in a child process, so
  making it does not count towards the peak.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_editor.py [--scan-only | --stroke-only]
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCAN_W, SCAN_H = 10_000, 7_000
SCAN_FILE = Path(tempfile.gettempdir()) / "hexstudio-bench-scan-10000x7000.jpg"


def make_scan(path: Path) -> None:
    """A scan-like image: paper colour, a hex grid of coloured terrain and numbers."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPolygonF

    from hexstudio.hexgrid import Grid

    _app = QGuiApplication([])
    img = QImage(SCAN_W, SCAN_H, QImage.Format.Format_RGB32)
    img.fill(QColor("#f3ecd8"))
    g = Grid(columns=60, rows=40, size=95.0)
    colors = [QColor(c) for c in ("#dfe6b0", "#7fb069", "#c9a66b", "#8fc1e3", "#cfc4b6")]
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(60, 60)
    p.rotate(0.4)
    for i, h in enumerate(g.hexes()):
        p.setBrush(colors[(i * 7 + h.q * 3) % len(colors)])
        p.setPen(QColor("#333333"))
        p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in g.corners(h)]))
        cx, cy = g.center(h)
        p.drawText(QPointF(cx - 14, cy - 60), g.label(h))
    p.end()
    if not img.save(str(path), "JPG", 85):
        raise SystemExit(f"could not write {path}")


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KB on Linux


def bench_stroke() -> None:
    from PySide6.QtWidgets import QApplication

    from hexstudio.board.scene import BoardScene
    from hexstudio.editor.commands import EditSession
    from hexstudio.scenario import edits as E
    from hexstudio.scenario.io import load_scenario
    from hexstudio.scenario.mapview import grid_of

    _app = QApplication.instance() or QApplication([])
    base = load_scenario(ROOT / "scenarios" / "tutorial.json")

    def fresh():
        s = base.model_copy(deep=True)
        s.map.columns, s.map.rows = 60, 40
        return s

    g = grid_of(fresh().map)
    # A snake of dab centres, two hexes apart, over 9 rows: about 500 hexes under the brush.
    centres = []
    for band, row in enumerate(range(2, 38, 4)):
        cols = range(2, 58) if band % 2 == 0 else range(57, 1, -1)
        centres += [g.label(g.from_offset(c, row)) for c in cols]
        if len(centres) > 160:
            break

    def run(with_board: bool) -> tuple[float, float, float, float, int, int]:
        s = fresh()
        session = EditSession(lambda: s)
        if with_board:
            scene = BoardScene(s)
            session.changed.connect(lambda ch: scene.refresh_hexes([g.parse(x) for x in ch.hexes]))
        covered: set[str] = set()
        steps: list[float] = []
        t0 = time.perf_counter()
        session.begin_stroke()
        for c in centres:
            if len(covered) >= 500:
                break
            labels = E.brush_hexes(s, c, 3)
            covered.update(labels)
            t = time.perf_counter()
            session.push(E.paint_terrain(s, labels, "forest"))
            steps.append(time.perf_counter() - t)
        session.end_stroke()
        stroke = time.perf_counter() - t0
        assert session.stack.count() == 1, session.stack.count()
        t = time.perf_counter()
        session.stack.undo()
        undo = time.perf_counter() - t
        assert all(E.terrain_at(s, x) != "forest" or x in base.map.hexes for x in covered)
        t = time.perf_counter()
        session.stack.redo()
        redo = time.perf_counter() - t
        assert all(E.terrain_at(s, x) == "forest" for x in covered)
        return stroke, max(steps), undo, redo, len(covered), len(steps)

    for with_board in (False, True):
        runs = [run(with_board) for _ in range(3)]
        stroke, step, undo, redo, n, dabs = (statistics.median(r[i] for r in runs) for i in range(6))
        what = "session + board repaint" if with_board else "headless session      "
        print(
            f"{what}: {int(n)}-hex stroke {stroke * 1000:7.1f} ms in {int(dabs)} dabs"
            f" (slowest dab {step * 1000:5.1f} ms) | undo {undo * 1000:6.1f} ms | redo {redo * 1000:6.1f} ms"
        )


def bench_scan() -> None:
    if not SCAN_FILE.is_file():
        t = time.perf_counter()
        subprocess.run([sys.executable, __file__, "--make-scan", str(SCAN_FILE)], check=True)
        print(f"made {SCAN_FILE.name} ({SCAN_FILE.stat().st_size / 1e6:.1f} MB) in {time.perf_counter() - t:.1f} s")
    # Measure in a child so the stroke benchmark's memory does not count.
    subprocess.run([sys.executable, __file__, "--open-scan", str(SCAN_FILE)], check=True)


def open_scan(path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from hexstudio.app.mainwindow import MainWindow
    from hexstudio.app.settings import Settings
    from hexstudio.editor.mode import EditorMode

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["HEXSTUDIO_CONFIG_DIR"] = str(Path(tmp) / "config")
        os.environ["HEXSTUDIO_DATA_DIR"] = str(Path(tmp) / "data")
        app = QApplication.instance() or QApplication([])
        w = MainWindow(Settings(), "en")
        mode = EditorMode()
        w.register_mode(mode)
        w.resize(1600, 1000)
        w.show()
        w.open_file(ROOT / "scenarios" / "tutorial.json")
        w.set_mode("edit")
        app.processEvents()
        w.board_view.fit()
        app.processEvents()
        before = peak_mb()
        t0 = time.perf_counter()
        assert mode.import_scan(path)
        assert w.board_scene.background_item is not None, w.board_scene.warnings
        t_loaded = time.perf_counter() - t0
        w.board_view.viewport().repaint()
        app.processEvents()
        t_shown = time.perf_counter() - t0
        t = time.perf_counter()
        w.board_view.set_zoom(1.0)
        w.board_view.viewport().repaint()
        app.processEvents()
        t_full = time.perf_counter() - t
        print(
            f"10,000 x 7,000 scan: imported {t_loaded:.2f} s, first window paint {t_shown:.2f} s,"
            f" full-resolution repaint {t_full:.2f} s; peak memory {peak_mb():.0f} MB"
            f" (before import {before:.0f} MB)"
        )
        # Closing would ask (modally) about the unsaved scan import.
        w.set_modified(False)
        w.close()


def main(argv: list[str]) -> None:
    if argv[:1] == ["--make-scan"]:
        make_scan(Path(argv[1]))
        return
    if argv[:1] == ["--open-scan"]:
        open_scan(Path(argv[1]))
        return
    if "--scan-only" not in argv:
        bench_stroke()
    if "--stroke-only" not in argv:
        bench_scan()


if __name__ == "__main__":
    main(sys.argv[1:])
