"""Play-mode responsiveness on a big map (printed, never asserted).

A 20-MP unit on a 100x100 map with mixed terrain, in a real main window with
play mode, offscreen at 1400x900 and zoom 100 %. Two figures, median and
worst of many tries:

1. hover: from the mouse arriving over a new hex to the path preview being
   painted (hexHovered -> Reach.path_to -> overlay -> viewport repaint);
2. move: from a click on a reachable hex to the moved counter being painted
   (engine apply -> counters -> new reach overlay -> viewport repaint).

Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_play.py (in the project venv)
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests"))

from bench_engine import mixed_map  # noqa: E402
from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from hexstudio.app.mainwindow import MainWindow  # noqa: E402
from hexstudio.app.settings import Settings  # noqa: E402
from hexstudio.play.mode import PlayMode  # noqa: E402
from hexstudio.scenario.io import save_scenario  # noqa: E402

TRIES = 60


def main() -> None:
    tmp = Path(tempfile.mkdtemp())
    os.environ["HEXSTUDIO_CONFIG_DIR"] = str(tmp / "config")
    os.environ["HEXSTUDIO_DATA_DIR"] = str(tmp / "data")
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.No)  # type: ignore[method-assign]
    app = QApplication.instance() or QApplication([])
    scenario = mixed_map(100, 100, 20).scenario
    path = tmp / "big.json"
    save_scenario(scenario, path)
    w = MainWindow(Settings(), "en")
    mode = PlayMode()
    mode._pending_seed = 1
    w.register_mode(mode)
    w.resize(1400, 900)
    w.show()
    w.open_file(path)
    w.set_mode("play")
    app.processEvents()
    mode.cover.lift()
    view, scene = w.board_view, w.board_scene
    assert view is not None and scene is not None
    view.set_zoom(1.0)
    start = mode.game.state.units["u"].hex
    assert start is not None
    view.centerOn(scene.hex_center(start))
    app.processEvents()
    vp = view.viewport()

    def pos(h) -> QPoint:  # type: ignore[no-untyped-def]
        return view.mapFromScene(scene.hex_center(h))

    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos(start))
    reach = mode.current_reach()
    assert reach is not None and mode.sel_units == ["u"]
    visible = view.mapToScene(vp.rect()).boundingRect()
    dests = sorted((h for h, c in reach.destinations().items() if visible.contains(scene.hex_center(h))),
                   key=lambda h: -start.distance(h))
    far = [h for h in dests if start.distance(h) >= 6][:TRIES]
    print(f"map 100x100, unit with {reach.allowance / 2:g} MP: {len(reach.destinations())} reachable hexes, "
          f"{len(far)} far ones on screen used")

    def draw(full: bool) -> None:
        # What Qt paints after the event: only the changed region (processEvents
        # runs the pending update), or the whole viewport for comparison.
        if full:
            vp.repaint()
        else:
            app.processEvents()

    for full in (False, True):
        hover_ms = []
        for h in far:
            app.processEvents()
            t0 = time.perf_counter()
            QTest.mouseMove(vp, pos(h))
            draw(full)
            hover_ms.append((time.perf_counter() - t0) * 1000)
            assert mode.hint.startswith("Path to"), mode.hint
        move_ms = []
        for h in far[: TRIES // 2]:
            QTest.mouseMove(vp, pos(h))
            app.processEvents()
            t0 = time.perf_counter()
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos(h))
            draw(full)
            move_ms.append((time.perf_counter() - t0) * 1000)
            assert mode.game.state.units["u"].hex == h
            mode.undo()
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos(start))
            app.processEvents()
        how = "whole 1400x900 window repainted" if full else "changed region repainted (what Qt does)"
        print(how + ":")
        for name, xs in (("hover -> path preview drawn", hover_ms), ("click -> moved counter drawn", move_ms)):
            print(f"  {name:30s} median {statistics.median(xs):6.1f} ms   worst {max(xs):6.1f} ms   (target < 16 ms)")


if __name__ == "__main__":
    main()
