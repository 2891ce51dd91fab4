"""Play: click -> counter moved and hover -> path drawn, beside a bare Qt board.

In the real main window (play mode, offscreen, 1400x900, zoom 100 %) a unit
is selected and the mouse is moved over a reachable hex (hover: the engine's
path, the path overlay, the status line, the repaint) and clicked there
(click: the engine checks and applies the move, the counters, the reach
overlay and the panels are brought up to date and the changed region is
repainted); then the move is undone (not timed). The bare baseline is a
plain QGraphicsView of one polygon item per hex and one item per counter in
a window of the same size, where a click moves the counter item and a hover
sets a path item. Cases: the 100x100 map with 1,000 counters and each
bundled battle.

Target (issue 11): under 16 ms, and at most 1.5x the bare baseline where the
baseline itself takes over 5 ms.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_play.py [--rounds N] [--only NAME]
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bare import BareBoard, BareClicks
from harness import Figure, Stopwatch, Target, heading, interleaved, report
from maps import BATTLES, battle, big_scenario
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from window import TMP, app, open_window, settle

from hexstudio.scenario.io import save_scenario

TARGET = Target(below_ms=16, max_ratio=1.5, ratio_from_ms=5)
NOBUTTON = Qt.KeyboardModifier.NoModifier
LEFT = Qt.MouseButton.LeftButton


def to_movement(mode) -> None:  # type: ignore[no-untyped-def]
    """Play on to the first movement phase (questions answered with their first option)."""
    from hexstudio.engine.actions import Choose, EndPhase

    g = mode.game
    for _ in range(100):
        if g.state.pending is None and g.phase_kind() == "movement":
            break
        mode.session.apply(Choose(g.state.pending.options[0]) if g.state.pending is not None else EndPhase())
    if mode.cover is not None:
        mode.cover.lift()
    settle()


def pick_unit(mode, scene, view):  # type: ignore[no-untyped-def]
    """A unit of the side to move with many reachable hexes on screen, and those hexes."""
    to_movement(mode)
    g = mode.game
    st = g.state
    best = None
    movers = [u for u in st.units.values() if u.on_map and u.side == st.active_side]
    for u in movers[:: max(1, len(movers) // 40)]:
        r = g.legal_moves([u.id])
        if r.blocked is None and (best is None or len(r.ends) > len(best[1].ends)):
            best = (u, r)
    assert best is not None, "no unit can move"
    u, reach = best
    view.centerOn(scene.hex_center(u.hex))
    settle()
    vp = view.viewport()
    visible = view.mapToScene(vp.rect()).boundingRect()
    stack_here = [x.id for x in st.units_at(u.hex) if x.side == st.active_side]
    reach = g.legal_moves(stack_here)
    dests = [h for h in reach.destinations() if visible.contains(scene.hex_center(h)) and not st.units_at(h)]
    dests.sort(key=lambda h: -u.hex.distance(h))
    return u.hex, dests


def case(name: str, scenario, rounds: int) -> None:  # type: ignore[no-untyped-def]
    path = TMP / f"{name}.json"
    save_scenario(scenario, path)
    w, mode = open_window(path, "play")
    view, scene = w.board_view, w.board_scene
    view.set_zoom(1.0)
    settle()
    start, dests = pick_unit(mode, scene, view)
    if not dests:
        print(f"{name}: no reachable empty hex on screen; skipped")
        w.close()
        return
    vp = view.viewport()

    def pos(h) -> QPoint:  # type: ignore[no-untyped-def]
        return view.mapFromScene(scene.hex_center(h))

    QTest.mouseClick(vp, LEFT, NOBUTTON, pos(start))
    settle()
    assert mode.sel_units, "the click selected nothing"
    units = list(mode.sel_units)

    # The bare board: same hexes, one item per occupied hex, same window size, zoom and centre.
    occupied = {h: [x.id for x in us] for h, us in mode.game.state.occupied().items()}
    bare = BareBoard(scenario, occupied)
    bare.show()
    bare.set_zoom(1.0)
    bare.view.centerOn(bare.hex_center(start))
    clicks = BareClicks(bare, start)
    settle()
    bvp = bare.view.viewport()

    def bpos(h) -> QPoint:  # type: ignore[no-untyped-def]
        return bare.view.mapFromScene(bare.hex_center(h))

    def target(i: int):  # type: ignore[no-untyped-def]
        return dests[i % len(dests)] if i >= 0 else dests[-1]

    def hover_ours(i: int) -> tuple[float, float]:
        h = target(i)
        with Stopwatch() as sw:
            QTest.mouseMove(vp, pos(h))
            app().processEvents()
        assert mode.hint.startswith("Path to"), mode.hint
        return sw.both

    def hover_bare(i: int) -> tuple[float, float]:
        h = target(i)
        with Stopwatch() as sw:
            QTest.mouseMove(bvp, bpos(h))
            app().processEvents()
        return sw.both

    hover = interleaved(hover_ours, hover_bare, rounds)
    report(Figure(f"hover -> path drawn, {name}", *hover, TARGET))

    def click_ours(i: int) -> tuple[float, float]:
        h = target(i)
        QTest.mouseMove(vp, pos(h))
        settle()
        with Stopwatch() as sw:
            QTest.mouseClick(vp, LEFT, NOBUTTON, pos(h))
            app().processEvents()
        assert mode.game.state.units[units[0]].hex == h, (name, mode.hint)
        mode.undo()
        QTest.mouseClick(vp, LEFT, NOBUTTON, pos(start))
        settle()
        assert mode.sel_units == units, mode.sel_units
        return sw.both

    def click_bare(i: int) -> tuple[float, float]:
        h = target(i)
        QTest.mouseMove(bvp, bpos(h))
        settle()
        with Stopwatch() as sw:
            QTest.mouseClick(bvp, LEFT, NOBUTTON, bpos(h))
            app().processEvents()
        bare.move_counter(h, start)
        clicks.selected = start
        settle()
        return sw.both

    click = interleaved(click_ours, click_bare, rounds)
    report(
        Figure(
            f"click -> counter moved, {name}",
            *click,
            TARGET,
            note=f"{scenario.map.columns * scenario.map.rows} hexes, {len(scenario.units)} units",
        )
    )
    bare.close()
    w.set_modified(False)
    mode.session.autosave_enabled = False
    w.close()
    settle()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=25)
    ap.add_argument("--only")
    args = ap.parse_args()
    app()
    heading("play: hover and click, the real window vs a bare QGraphicsView board")
    cases = [("100x100, 1000 counters", lambda: big_scenario())] + [(b, lambda b=b: battle(b)) for b in BATTLES]
    for name, make in cases:
        if args.only and args.only not in name:
            continue
        case(name, make(), args.rounds)


if __name__ == "__main__":
    main()
