"""Editor: a brush stroke of ~500 hexes and its undo/redo, beside a bare Qt board.

In the real main window (editor mode, offscreen, 1400x900, zoom 50 %) the
terrain brush of size 3 paints forest in one drag: a mouse press, then
mouse moves two hexes apart in a snake over the visible map until about 500
hexes are covered, then the release. Each mouse move is a dab: the edit,
the undo stack's merge, the board's tiles and the repaint of what changed.
The stroke's total runs from the press until the board has finished, after
the release, whatever the dabs left for when the window is idle (a dab may
show a first draft and leave the exact drawing for then): that work is the
stroke's, and is counted in its total (not in any single dab).
The stroke is then undone and redone with the Undo and Redo actions (one
step each), each once the board has finished what the last action left for
when the window is idle (sharpening a large change's first draft), as it
has between a person's clicks. The bare baseline recolours the same hexes of a plain
QGraphicsView board (one polygon item per hex) dab by dab, and back.
Maps: the tutorial's catalogue on 60 x 40, and the 100 x 100 map with
rivers, roads and 1,000 counters.

Targets (issue 11): the whole stroke at most 3x the bare one, no dab over
16 ms; undo and redo under 20 ms.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_editor.py [--rounds N]
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
from harness import Figure, Samples, Stopwatch, Target, heading, interleaved, report
from maps import big_scenario, medium_scenario
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from window import TMP, app, open_window, settle

from hexstudio.scenario.io import save_scenario

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier
BRUSH = 3
COVER = 500


def drag_to(viewport, pos) -> None:  # type: ignore[no-untyped-def]
    """A mouse move with the left button held (what a drag sends)."""
    p = QPointF(pos)
    ev = QMouseEvent(QEvent.Type.MouseMove, p, viewport.mapToGlobal(p), Qt.MouseButton.NoButton, LEFT, NOMOD)
    app().sendEvent(viewport, ev)


def idle_work_done(scene, limit_s: float = 30.0) -> None:  # type: ignore[no-untyped-def]
    """Let the board finish what it left for when the window is idle."""
    busy = getattr(scene, "refining", None)
    end = time.perf_counter() + limit_s
    # The board's idle work runs on zero-time timers, one step a turn of the
    # event loop: an idle window runs them back to back, with no sleep between.
    while busy is not None and busy() and time.perf_counter() < end:
        app().processEvents()


def snake(grid, visible, contains) -> list:  # type: ignore[no-untyped-def]
    """Dab centres two hexes apart, row band by row band, over the visible map."""
    from hexstudio.board.tiles import hex_range_for_rect

    c0, c1, r0, r1 = hex_range_for_rect(grid, visible)
    c0, c1, r0, r1 = c0 + 2, c1 - 2, r0 + 2, r1 - 2
    out = []
    for band, row in enumerate(range(r0, r1 + 1, 3)):
        cols = range(c0, c1 + 1, 2) if band % 2 == 0 else range(c1, c0 - 1, -2)
        out += [grid.from_offset(c, row) for c in cols if contains(grid.from_offset(c, row))]
    return out


def case(name: str, scenario, rounds: int) -> None:  # type: ignore[no-untyped-def]
    path = TMP / f"edit-{name.split(',')[0]}.json"
    save_scenario(scenario, path)
    w, mode = open_window(path, "edit")
    view, scene = w.board_view, w.board_scene
    g = scene.grid
    view.set_zoom(0.5)
    view.centerOn(scene.map_rect().center())
    settle()
    vp = view.viewport()
    visible = view.mapToScene(vp.rect()).boundingRect()
    mode.set_tool("brush")
    mode.ctx.brush_size = BRUSH
    mode.ctx.set_terrain("forest")
    from hexstudio.scenario import edits as E

    centres = snake(g, visible, g.contains)
    # Cut the snake where ~500 hexes are covered.
    covered: set[str] = set()
    used = []
    prev = None
    for c in centres:
        if len(covered) >= COVER:
            break
        line = prev.line_to(c) if prev is not None else [c]
        for h in line:
            covered.update(E.brush_hexes(scenario, g.label(h), BRUSH))
        used.append(c)
        prev = c
    assert len(used) > 10, "too few dabs on screen"

    bare = BareBoard(scenario)
    bare.show()
    bare.set_zoom(0.5)
    bare.view.centerOn(scene.map_rect().center())
    settle()
    foot = {c: [g.parse(x) for h in (c,) for x in E.brush_hexes(scenario, g.label(h), BRUSH)] for c in used}
    old = {h: E.terrain_at(scenario, g.label(h)) or scenario.map.default_terrain for hs in foot.values() for h in hs}

    def pos(h):  # type: ignore[no-untyped-def]
        return view.mapFromScene(scene.hex_center(h))

    dabs_ours, dabs_bare = Samples(), Samples()
    undo_ours, redo_ours, undo_bare, redo_bare = Samples(), Samples(), Samples(), Samples()

    def stroke_ours(i: int) -> tuple[float, float]:
        wall = cpu = 0.0
        with Stopwatch() as sw:
            QTest.mousePress(vp, LEFT, NOMOD, pos(used[0]))
            app().processEvents()
        wall, cpu = wall + sw.wall, cpu + sw.cpu
        for c in used[1:]:
            with Stopwatch() as sw:
                drag_to(vp, pos(c))
                app().processEvents()
            wall, cpu = wall + sw.wall, cpu + sw.cpu
            if i >= 0:
                dabs_ours.append(sw.wall)
                dabs_ours.cpu.append(sw.cpu)
        with Stopwatch() as sw:
            QTest.mouseRelease(vp, LEFT, NOMOD, pos(used[-1]))
            app().processEvents()
            # Whatever the dabs left for idle time (the exact drawing of what
            # they drafted) is part of the stroke.
            idle_work_done(scene)
        wall, cpu = wall + sw.wall, cpu + sw.cpu
        assert mode.session.stack.count() >= 1
        n = sum(1 for x in covered if E.terrain_at(mode.document.scenario, x) == "forest")
        assert n >= len(covered) * 0.95, (n, len(covered))
        # Undo and redo with the editor's own actions.
        for action, out in ((mode.undo_action, undo_ours), (mode.redo_action, redo_ours), (mode.undo_action, None)):
            settle()
            # What the board left for idle time after the last action (sharpening
            # the draft of a large change) is done before the next is timed, as
            # it is between a person's clicks; it is no part of this action.
            idle_work_done(scene)
            with Stopwatch() as sw:
                action.trigger()
                app().processEvents()
            if out is not None and i >= 0:
                out.append(sw.wall)
                out.cpu.append(sw.cpu)
        settle()
        return wall, cpu

    def stroke_bare(i: int) -> tuple[float, float]:
        wall = cpu = 0.0
        for c in used:
            with Stopwatch() as sw:
                bare.paint_hexes(foot[c], "forest")
                app().processEvents()
            wall, cpu = wall + sw.wall, cpu + sw.cpu
            if i >= 0:
                dabs_bare.append(sw.wall)
        for terrain, out in ((None, undo_bare), ("forest", redo_bare), (None, None)):
            settle()
            with Stopwatch() as sw:
                if terrain is None:
                    for h, tid in old.items():
                        bare.items[h].setBrush(bare.colours[tid])
                else:
                    bare.paint_hexes(old, terrain)
                app().processEvents()
            if out is not None and i >= 0:
                out.append(sw.wall)
        settle()
        return wall, cpu

    strokes = interleaved(stroke_ours, stroke_bare, rounds)
    what = f"{name}: {len(covered)} hexes, {len(used)} dabs"
    report(Figure(f"brush stroke, {name}", *strokes, Target(max_ratio=3), note=what))
    # The slowest dab of each stroke, ours beside the bare one's.
    per = len(used) - 1
    slow_ours = Samples(
        [max(dabs_ours[k : k + per]) for k in range(0, len(dabs_ours), per)],
        [max(dabs_ours.cpu[k : k + per]) for k in range(0, len(dabs_ours), per)],
    )
    slow_bare = [max(dabs_bare[k : k + len(used)]) for k in range(0, len(dabs_bare), len(used))]
    report(Figure(f"slowest dab of the stroke, {name}", slow_ours, slow_bare, Target(below_ms=16)))
    report(Figure(f"undo of the stroke, {name}", undo_ours, undo_bare, Target(below_ms=20)))
    report(Figure(f"redo of the stroke, {name}", redo_ours, redo_bare, Target(below_ms=20)))
    bare.close()
    w.set_modified(False)
    w.close()
    settle()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--only")
    args = ap.parse_args()
    app()
    heading("editor: a size-3 brush stroke over ~500 hexes, undo and redo, vs a bare QGraphicsView board")
    for name, make in (("60x40", medium_scenario), ("100x100, rivers, roads, 1000 counters", big_scenario)):
        if args.only and args.only not in name:
            continue
        case(name, make(), args.rounds)


if __name__ == "__main__":
    main()
