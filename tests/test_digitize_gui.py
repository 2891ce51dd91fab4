"""Digitizing from the scan in the editor, end to end, with the mouse and keys.

Import a synthetic scan of the tutorial's map onto a blank copy of the
battle, calibrate it, click one example of each terrain, overlay, hexside
line and road on the scan, suggest, review a few suggestions with the keys,
accept the rest in one step, undo, redo and save.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from digitize_helpers import calibrate_by_clicks, view_point
from editor_fixtures import editor_window
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from synthetic_scan import ScanStyle, SyntheticScan, make_scan, one_example_each

from hexstudio.app.mainwindow import MainWindow
from hexstudio.digitize.dock import Digitizer, Replace
from hexstudio.editor.mode import EditorMode
from hexstudio.hexgrid import Hexside
from hexstudio.paths import scenarios_dir
from hexstudio.scan.review import accept_edit
from hexstudio.scenario import edits as E
from hexstudio.scenario.io import load_scenario, save_scenario


@pytest.fixture
def battle(tmp_path: Path) -> tuple[Path, SyntheticScan]:
    """The tutorial's catalogue and units on a blank map, and a scan of the real map."""
    truth = load_scenario(scenarios_dir() / "tutorial.json")
    scan = make_scan(truth, tmp_path / "scan.jpg", ScanStyle(px_per_unit=1.0, rotation_deg=0.6))
    blank = truth.model_copy(deep=True)
    blank.map.hexes = {}
    blank.map.hexsides = []
    blank.map.roads = []
    path = tmp_path / "battle.json"
    save_scenario(blank, path)
    return path, scan


def click_scene(window: MainWindow, point: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    view = window.board_view
    view.centerOn(point)
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view_point(view, point))


def press(window: MainWindow, key: Qt.Key) -> None:
    """A key pressed while looking at the board (the board has the focus)."""
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    window.board_view.setFocus()
    QTest.keyClick(window.board_view, key)


def teach_by_clicking(window: MainWindow, dig: Digitizer, examples: dict[str, dict[str, tuple]]) -> int:
    """Choose each thing to teach, press Pick on Map, click its example on the scan."""
    g = window.board_scene.grid
    clicks = 0
    dig.panel.pick.setChecked(True)
    for kind in ("terrain", "overlays", "hexsides", "roads"):
        for tid, where in examples[kind].items():
            assert dig.set_target(kind, tid), (kind, tid)
            for w in where:
                if isinstance(w, tuple):
                    (x0, y0), (x1, y1) = g.hexside_endpoints(Hexside(g.parse(w[0]), g.parse(w[1])))
                    point = QPointF((x0 + x1) / 2, (y0 + y1) / 2)
                else:
                    point = QPointF(*g.center(g.parse(w)))
                click_scene(window, point)
                clicks += 1
    dig.panel.pick.setChecked(False)
    return clicks


def test_suggest_review_accept_undo_redo_and_save(qtbot, monkeypatch: pytest.MonkeyPatch, battle, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path, scan = battle
    truth = load_scenario(scenarios_dir() / "tutorial.json")
    window = editor_window(qtbot, monkeypatch, (1280, 800))
    assert window.open_file(path)
    window.set_mode("edit")
    mode = window.active_mode()
    assert isinstance(mode, EditorMode)
    QApplication.processEvents()
    s = window.document.scenario
    stack = mode.session.stack

    # Import and calibrate.
    assert mode.import_scan(scan.path)
    calibrate_by_clicks(window, mode, scan)
    dig = mode.digitizer
    assert dig is not None
    dig.show_dock()

    # Suggesting before any example says what to do.
    dig.panel.suggest.click()
    assert "example of each terrain" in dig.panel.status.text()

    # One example of each, clicked on the scan.
    examples = one_example_each(truth)
    examples["hexsides"] = {k: v for k, v in examples["hexsides"].items() if k in ("river", "stream")}
    taught = teach_by_clicking(window, dig, examples)
    assert taught == sum(len(v) for d in examples.values() for v in d.values())
    assert dig.as_examples().terrain == examples["terrain"]
    assert mode.current_tool() == "brush" and type(window.board_view.tool()).__name__ == "TerrainBrush"

    # Suggest: off the GUI thread, with progress; the overlay shows, nothing is applied.
    before = stack.count()
    dig.panel.suggest.click()
    assert dig.job is not None and not dig.panel.suggest.isEnabled() and dig.panel.cancel.isEnabled()
    shown: list[int] = []
    dig.job.signals.progress.connect(lambda *_: shown.append(dig.panel.progress.value()))
    qtbot.waitUntil(lambda: dig.job is None, timeout=60_000)
    # The window kept handling events while the worker measured: the bar moved step by step.
    assert len(shown) >= 3 and shown == sorted(shown) and dig.panel.progress.value() == 1000
    assert dig.suggestions is not None, dig.panel.status.text()
    assert stack.count() == before and s.map.hexes == {}
    assert dig.overlay is not None and dig.overlay.scene() is window.board_scene
    pending = list(dig.pending)
    assert pending == sorted(pending, key=lambda i: (i.confidence, i.kind, str(i.key)))
    window.grab().save(str(tmp_path / "suggested.png"))

    # Review a few with the keys: accept, reject, next, repaint with the second guess.
    asked: list[list[str]] = []
    dig.ask_replace = lambda labels: (asked.append(labels), Replace.REPLACE)[1]  # type: ignore[assignment]
    first = dig.current_item()
    assert first is not None
    changes_map = not accept_edit(s, [first], dig.suggestions.overlays_taught, "x").is_noop()
    press(window, Qt.Key.Key_A)
    if changes_map:
        assert stack.count() == before + 1 and "Accept scan suggestion" in stack.text(stack.count() - 1)
        before += 1
    else:  # the map already agreed: accepting confirms the suggestion, no edit
        assert first.ident in dig.settled and stack.count() == before
    assert first.ident not in {i.ident for i in dig.pending}
    second = dig.current_item()
    assert second is not None and second.ident != first.ident
    press(window, Qt.Key.Key_D)
    assert second.ident in dig.settled and stack.count() == before
    hex_item = next(i for i in dig.pending if i.kind == "hex" and i.hex is not None and len(i.hex.ranked) > 1)
    dig.position = dig.pending.index(hex_item)
    press(window, Qt.Key.Key_2)
    assert E.terrain_at(s, str(hex_item.key)) == hex_item.hex.ranked[1][0]
    assert stack.count() == before + 1
    press(window, Qt.Key.Key_N)

    # Accept the rest in one step.
    dig.panel.threshold.setValue(50)
    dig.panel.accept_all.click()
    assert stack.count() == before + 2
    assert "scan suggestion" in stack.text(stack.count() - 1)
    assert not asked  # nothing painted by hand was in the way
    right = sum(E.terrain_at(s, x) == E.terrain_at(truth, x) for x in truth.map.hexes) / len(truth.map.hexes)
    assert right >= 0.9
    rivers = {p for p, f in E.hexside_features(s).items() if "river" in f}
    assert len(rivers & {p for p, f in E.hexside_features(truth).items() if "river" in f}) >= 0.8 * len(rivers)
    assert E.road_links(s)
    after = s.model_copy(deep=True)
    left = list(dig.pending)
    assert all(i.confidence < 0.5 or i.ident in dig.settled for i in left)

    # A hand-painted hex is not replaced without asking.
    victim = next(i for i in dig.pending if i.kind == "hex") if dig.pending else None
    if victim is not None:
        other = next(t.id for t in s.terrain if t.kind == "base" and t.id not in (victim.type, s.map.default_terrain, E.terrain_at(s, str(victim.key))))
        mode.push(E.paint_terrain(s, [str(victim.key)], other))
        dig.position = dig.pending.index(next(i for i in dig.pending if i.ident == victim.ident))
        dig.ask_replace = lambda labels: (asked.append(labels), Replace.KEEP)[1]  # type: ignore[assignment]
        dig.accept_current()
        assert asked[-1] == [str(victim.key)] and E.terrain_at(s, str(victim.key)) == other
        stack.undo()
        assert s == after

    # An accepted hex painted otherwise by hand is the user's decision: not reviewed again.
    accepted = next(i for i in pending if i.kind == "hex" and i.ident in dig.confirmed)
    other = next(t.id for t in s.terrain if t.kind == "base" and t.id != E.terrain_at(s, str(accepted.key)))
    mode.push(E.paint_terrain(s, [str(accepted.key)], other))
    assert accepted.ident not in {i.ident for i in dig.pending}
    stack.undo()
    assert s == after

    # Undo the batch: its suggestions are pending again; redo: accepted again.
    n_after = len(dig.pending)
    stack.undo()
    assert len(dig.pending) > n_after
    assert s != after
    stack.redo()
    assert s == after and len(dig.pending) == n_after

    # Save; the file holds what was accepted.
    assert window.save()
    saved = load_scenario(path)
    assert saved.map.hexes == after.map.hexes and saved.map.roads == after.map.roads
    assert saved.map.hexsides == after.map.hexsides and saved.map.background == after.map.background
    assert not window.isWindowModified()


def test_cancel_stops_the_analysis_and_changes_nothing(qtbot, monkeypatch: pytest.MonkeyPatch, battle) -> None:  # type: ignore[no-untyped-def]
    path, scan = battle
    window = editor_window(qtbot, monkeypatch, (1280, 720))
    assert window.open_file(path)
    window.set_mode("edit")
    mode = window.active_mode()
    assert isinstance(mode, EditorMode)
    assert mode.import_scan(scan.path)
    calibrate_by_clicks(window, mode, scan)
    dig = mode.digitizer
    g = window.board_scene.grid
    dig.add_example(g.label(g.from_offset(5, 5)), "terrain", "forest")
    # Cancel at once: the worker stops at its next check (it checks once more before reporting).
    assert dig.run()
    assert dig.panel.cancel.isEnabled()
    dig.panel.cancel.click()
    qtbot.waitUntil(lambda: dig.job is None, timeout=60_000)
    assert dig.suggestions is None and dig.overlay is None
    assert dig.panel.status.text() == "Stopped. Nothing was changed."
    assert dig.panel.suggest.isEnabled() and not dig.panel.cancel.isEnabled()
    assert window.document.scenario.map.hexes == {} and mode.session.stack.count() == 2  # import, calibrate
