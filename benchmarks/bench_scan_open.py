"""A 10,000 x 7,000 scan in the editor: time to show it and the process's peak memory.

The scan is made once, in a child process (kept in the temporary folder),
and opened in another child so that making it does not count towards the
peak. Aims: shown in under 3 s, peak under 1.5 GB (information).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_scan_open.py
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import resource
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


def make_scan_file() -> None:
    t = time.perf_counter()
    subprocess.run([sys.executable, __file__, "--make-scan", str(SCAN_FILE)], check=True)
    print(f"made {SCAN_FILE.name} ({SCAN_FILE.stat().st_size / 1e6:.1f} MB) in {time.perf_counter() - t:.1f} s")


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KB on Linux


def open_scan(path: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from window import app, open_window, settle

    w, mode = open_window(ROOT / "scenarios" / "tutorial.json", "edit", (1600, 1000))
    w.board_view.fit()
    settle()
    before = peak_mb()
    t0 = time.perf_counter()
    assert mode.import_scan(path)
    # The scan may load in the background: wait for it.
    while w.board_scene.background_item is None and time.perf_counter() - t0 < 60:
        app().processEvents()
        time.sleep(0.002)
    assert w.board_scene.background_item is not None, w.board_scene.warnings
    t_loaded = time.perf_counter() - t0
    w.board_view.viewport().repaint()
    app().processEvents()
    t_shown = time.perf_counter() - t0
    t = time.perf_counter()
    w.board_view.set_zoom(1.0)
    w.board_view.viewport().repaint()
    app().processEvents()
    t_full = time.perf_counter() - t
    print(
        f"10,000 x 7,000 scan: imported {t_loaded:.2f} s, first window paint {t_shown:.2f} s,"
        f" full-resolution repaint {t_full:.2f} s; peak memory {peak_mb():.0f} MB"
        f" (before import {before:.0f} MB); aims < 3 s, < 1500 MB"
    )
    w.set_modified(False)
    w.close()


def main(argv: list[str]) -> None:
    if argv[:1] == ["--make-scan"]:
        make_scan(Path(argv[1]))
        return
    if argv[:1] == ["--open-scan"]:
        open_scan(Path(argv[1]))
        return
    if not SCAN_FILE.is_file():
        make_scan_file()
    subprocess.run([sys.executable, __file__, "--open-scan", str(SCAN_FILE)], check=True)


if __name__ == "__main__":
    main(sys.argv[1:])
