"""The board: the first frame at a new zoom level and the first paint at fit, beside a bare board.

In the real main window (offscreen, 1400x900) on the 100 x 100 map with
1,000 counters and on the bundled battles:

* first frame at a new zoom: the view has shown zoom z / 1.25 (everything
  made for it: pictures, tiles), then zooms in one wheel step to z, a zoom
  never shown before; timed is that frame (set the zoom, repaint the whole
  viewport). What the board does when idle afterwards (refining) is timed
  apart, with its longest single step, which is how long input may wait;
* first paint at fit with nothing cached: tiles and pictures dropped, the
  view fitted to the map, one full repaint.

The bare baseline is a plain QGraphicsView of one polygon item per hex and
one item per counter in a window of the same size, at the same zoom.

Targets (issue 11): the first frame at any new zoom under 16 ms; the first
paint at fit at most 2x the bare one.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_board.py [--rounds N] [--save DIR]
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bare import BareBoard
from harness import INFO, Figure, Stopwatch, Target, heading, interleaved, report
from maps import battle, big_scenario
from window import TMP, app, open_window, settle

from hexstudio.scenario.io import save_scenario

ZOOMS = (0.4, 0.5, 0.64, 0.8, 1.0, 1.25, 1.5)


def forget_pictures(scene) -> None:  # type: ignore[no-untyped-def]
    """Drop every finished picture of the map (tiles stay)."""
    scene._cache.pictures.clear()


def forget_everything(scene) -> None:  # type: ignore[no-untyped-def]
    scene._cache.invalidate_all()


def refine(scene, limit_s: float = 30.0) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Let the board finish what it left for idle time: (total ms, longest step ms)."""
    busy = getattr(scene, "refining", None)
    if busy is None:
        return 0.0, 0.0
    total = longest = 0.0
    t_end = time.perf_counter() + limit_s
    while busy() and time.perf_counter() < t_end:
        t = time.perf_counter()
        app().processEvents()
        dt = (time.perf_counter() - t) * 1000
        total += dt
        longest = max(longest, dt)
        time.sleep(0.001)
    return total, longest


def occupied(scene) -> dict:  # type: ignore[no-untyped-def]
    return {h: [c.short for c in cs] for h, cs in scene.placements().items()}


def case(name: str, scenario, rounds: int, zooms: bool, save: Path | None) -> None:  # type: ignore[no-untyped-def]
    path = TMP / f"board-{name.split(',')[0]}.json"
    save_scenario(scenario, path)
    w, _ = open_window(path, "view")
    view, scene = w.board_view, w.board_scene
    vp = view.viewport()
    bare = BareBoard(scenario, occupied(scene))
    bare.show()
    settle()
    bvp = bare.view.viewport()
    centre = scene.map_rect().center()

    def at_fit_ours(i: int) -> tuple[float, float]:
        view.fit()
        settle()
        forget_everything(scene)
        with Stopwatch() as sw:
            vp.repaint()
        refine(scene)
        return sw.both

    def at_fit_bare(i: int) -> tuple[float, float]:
        bare.fit(scene.drawn_rect())
        settle()
        with Stopwatch() as sw:
            bvp.repaint()
        return sw.both

    fit = interleaved(at_fit_ours, at_fit_bare, rounds)
    report(
        Figure(
            f"first paint at fit, nothing cached, {name}",
            *fit,
            Target(max_ratio=2),
            note=f"fit zoom {view.zoom() * 100:.0f}%",
        )
    )
    if save is not None:
        view.fit()
        settle()
        refine(scene)
        w.grab().save(str(save / f"board-{name.split(',')[0]}-fit.png"))
    if zooms:
        refine_total: list[float] = []
        refine_step: list[float] = []
        for z in ZOOMS:

            def new_zoom_ours(i: int, z: float = z) -> tuple[float, float]:
                zz = z * (1 + 0.002 * (i + 2))  # a zoom never shown before
                forget_pictures(scene)
                view.set_zoom(zz / 1.25)
                view.centerOn(centre)
                vp.repaint()
                refine(scene)
                settle()
                with Stopwatch() as sw:
                    view.set_zoom(zz)
                    vp.repaint()
                total, step = refine(scene)
                if i >= 0:
                    refine_total.append(total)
                    refine_step.append(step)
                return sw.both

            def new_zoom_bare(i: int, z: float = z) -> tuple[float, float]:
                zz = z * (1 + 0.002 * (i + 2))
                bare.set_zoom(zz / 1.25)
                bare.view.centerOn(centre)
                bvp.repaint()
                settle()
                with Stopwatch() as sw:
                    bare.set_zoom(zz)
                    bvp.repaint()
                return sw.both

            got = interleaved(new_zoom_ours, new_zoom_bare, rounds)
            report(Figure(f"first frame at new zoom {z * 100:.0f}%, {name}", *got, Target(below_ms=16)))
        if any(refine_total):
            report(Figure(f"refining when idle after a new zoom (total), {name}", refine_total, [], INFO))
            report(Figure(f"refining: longest single step (input waits), {name}", refine_step, [], Target(below_ms=50)))
    bare.close()
    w.close()
    settle()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--only")
    ap.add_argument("--save", type=Path)
    args = ap.parse_args()
    app()
    heading("board: first frame at a new zoom, first paint at fit, vs a bare QGraphicsView board")
    cases = [("100x100, 1000 counters", lambda: big_scenario(), True), ("leyte", lambda: battle("leyte"), True)]
    cases += [
        (b, lambda b=b: battle(b), False) for b in ("tutorial", "sicily", "peleliu", "reichswald", "monte-castelo")
    ]
    for name, make, zooms in cases:
        if args.only and args.only not in name:
            continue
        case(name, make(), args.rounds, zooms, args.save)


if __name__ == "__main__":
    main()
