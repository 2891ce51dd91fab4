"""Long work off the GUI thread: progress, Cancel, and a fill of a big map
that can be cancelled (nothing changed) or finished (one undoable step)."""

from __future__ import annotations

import gc
import sys
import threading
import time
import weakref
from collections.abc import Iterator
from pathlib import Path

import pytest
from editor_fixtures import editor_window, open_editor
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from hexstudio.app import collector, longjob
from hexstudio.app.longjob import Cancelled, run_in_background, run_in_steps
from hexstudio.paths import scenarios_dir
from hexstudio.scenario import edits as E
from hexstudio.scenario.io import load_scenario, save_scenario


class CancelWhenShown:
    """Presses Cancel on the first progress dialog that shows (as a user would)."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._look)
        self.timer.start()

    def _look(self) -> None:
        for w in QApplication.topLevelWidgets():
            for d in [w, *w.findChildren(QProgressDialog)]:
                if isinstance(d, QProgressDialog) and d.isVisible():
                    self.seen.append(d.labelText())
                    d.cancel()
                    self.timer.stop()
                    return


@pytest.fixture(autouse=True)
def no_earlier_work_holds_the_collector() -> None:
    """These tests look at the collector and the switch interval, which a worker
    left running by an earlier test in this process (an editor's check in its
    daemon thread, a cancelled fill) would still hold: wait for it to end."""
    deadline = time.monotonic() + 60
    while longjob.holders() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert longjob.holders() == 0, "an earlier test's worker still holds the collector after 60 s"


@pytest.fixture
def parent(qtbot, monkeypatch: pytest.MonkeyPatch) -> QWidget:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(longjob, "SHOW_AFTER_MS", 20)
    w = QWidget()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_background_work_returns_its_value_in_another_thread(parent: QWidget) -> None:
    threads: list[threading.Thread] = []

    def work(job: longjob.Job) -> int:
        threads.append(threading.current_thread())
        job.step(1, 2, "half")
        return 42

    got = run_in_background(parent, "Title", "Working", work)
    assert got.finished and got.value == 42 and got.error is None
    assert threads and threads[0] is not threading.main_thread()


def test_nothing_in_qt_watches_the_job_a_worker_may_outlive_the_dialog_with(parent: QWidget) -> None:
    """A cancelled job's worker runs on after the dialog is gone and may drop
    the job's last reference. Nothing in Qt may watch the job then: a signal
    connected to one of its methods did (a weak reference whose callback
    disconnects under Qt's lock), and deadlocked with the window's thread
    destroying the dialog (a hang of test_a_big_fill_cancelled_changes_nothing,
    caught with gdb)."""
    watchers: list[int] = []

    def work(job: longjob.Job) -> None:
        watchers.append(weakref.getweakrefcount(job))

    got = run_in_background(parent, "Title", "Working", work)
    assert got.finished and watchers == [0]


def test_the_collector_is_held_while_background_work_runs_and_back_after(parent: QWidget) -> None:
    collector.enable()
    got = run_in_background(parent, "Title", "Working", lambda job: collector.isenabled() or gc.isenabled())
    assert got.finished and got.value is False
    assert collector.isenabled() and not gc.isenabled()  # back, and only on the GUI thread (app/collector.py)


def test_even_instant_background_work_lets_the_event_loop_turn(parent: QWidget) -> None:
    """What the GUI thread does before a job and after it are never one stretch without a repaint."""
    fired: list[bool] = []
    QTimer.singleShot(0, lambda: fired.append(True))
    got = run_in_background(parent, "Title", "Working", lambda job: 1)
    assert got.finished and got.value == 1
    assert fired == [True]


def test_held_collector_is_shared_by_threads_and_freezes_a_big_result() -> None:
    gc.enable()
    frozen = gc.get_freeze_count()
    kept: list[object] = []
    inner_done = threading.Event()
    try:
        with longjob.held_collector():
            assert not gc.isenabled()

            def other() -> None:
                with longjob.held_collector():
                    pass
                inner_done.set()

            t = threading.Thread(target=other)
            t.start()
            t.join()
            assert inner_done.is_set() and not gc.isenabled()  # the other holder left: still held here
            kept.extend([i] for i in range(longjob.FREEZE_OVER + 1_000))
        assert gc.isenabled()
        assert gc.get_freeze_count() >= frozen + longjob.FREEZE_OVER
    finally:
        gc.unfreeze()
        gc.enable()


def test_the_collector_is_held_even_if_turned_on_while_another_thread_held_it() -> None:
    # A worker left from earlier work holds it; meanwhile something turns the collector
    # back on (a fill does): the next work's block still runs without it.
    entered, leave = threading.Event(), threading.Event()

    def other() -> None:
        with longjob.held_collector():
            entered.set()
            leave.wait(10)

    t = threading.Thread(target=other)
    t.start()
    try:
        assert entered.wait(10)
        gc.enable()
        with longjob.held_collector():
            assert not gc.isenabled()
    finally:
        leave.set()
        t.join()
        gc.enable()


def test_work_in_a_thread_lets_the_gui_thread_take_the_interpreter_back_sooner() -> None:
    # While a worker runs, the GUI thread waits at most the switch interval for the
    # interpreter at each slot and paint; afterwards the interval is what it was.
    before = sys.getswitchinterval()
    try:
        sys.setswitchinterval(0.004)
        with longjob.held_collector():
            assert sys.getswitchinterval() == pytest.approx(longjob.SWITCH_S)
            with longjob.held_collector():
                pass
            assert sys.getswitchinterval() == pytest.approx(longjob.SWITCH_S)  # still held here
        assert sys.getswitchinterval() == pytest.approx(0.004)
    finally:
        sys.setswitchinterval(before)


def test_background_work_hands_its_error_to_the_caller(parent: QWidget) -> None:
    def work(job: longjob.Job) -> None:
        raise ValueError("bad hex 9999")

    got = run_in_background(parent, "Title", "Working", work)
    assert got.finished and isinstance(got.error, ValueError) and "9999" in str(got.error)


def test_cancel_stops_background_work_and_the_window_kept_turning(parent: QWidget) -> None:
    stopped = threading.Event()
    ticks = {"n": 0}
    heartbeat = QTimer()
    heartbeat.setInterval(5)
    heartbeat.timeout.connect(lambda: ticks.__setitem__("n", ticks["n"] + 1))
    heartbeat.start()

    def work(job: longjob.Job) -> None:
        try:
            n = 0
            while True:  # until cancelled
                n += 1
                job.step(n, 0, f"step {n}")
                threading.Event().wait(0.001)
        finally:
            stopped.set()

    cancel = CancelWhenShown()
    got = run_in_background(parent, "Title", "Counting", work)
    heartbeat.stop()
    assert not got.finished and got.value is None
    assert cancel.seen, "no progress dialog showed"
    assert stopped.wait(5), "the worker did not stop after Cancel"
    assert ticks["n"] > 0  # timers ran while the work went on


def test_cancel_between_steps_closes_the_generator(parent: QWidget) -> None:
    done: list[int] = []
    closed = {"yes": False}

    def steps() -> Iterator[tuple[int, int]]:
        try:
            for i in range(10_000):
                done.append(i)
                QTest.qWait(1)
                yield i + 1, 10_000
        finally:
            closed["yes"] = True

    cancel = CancelWhenShown()
    assert run_in_steps(parent, "Title", "Slices", steps()) is False
    assert cancel.seen and closed["yes"] and len(done) < 10_000


def test_steps_run_to_the_end_when_not_cancelled(parent: QWidget) -> None:
    out: list[int] = []

    def steps() -> Iterator[tuple[int, int]]:
        for i in range(5):
            out.append(i)
            yield i + 1, 5

    assert run_in_steps(parent, "Title", "Slices", steps()) is True
    assert out == [0, 1, 2, 3, 4]


def test_cancelled_raises_in_step() -> None:
    job = longjob.Job()
    job.step(1, 2)
    job.cancel()
    with pytest.raises(Cancelled):
        job.step(2, 2)


# --- a fill of a big map in the editor ---------------------------------------------


def blank_map(tmp_path: Path, size: int) -> Path:
    s = load_scenario(scenarios_dir() / "tutorial.json")
    s.map.columns = s.map.rows = size
    s.map.hexes = {}
    s.map.background = None
    path = tmp_path / "blank.json"
    save_scenario(s, path)
    return path


def click_fill(window, label: str) -> None:  # type: ignore[no-untyped-def]
    view, scene = window.board_view, window.board_scene
    h = scene.grid.parse(label)
    view.centerOn(scene.hex_center(h))
    p = view.mapFromScene(scene.hex_center(h))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)


@pytest.fixture
def big(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setattr(longjob, "SHOW_AFTER_MS", 0)
    monkeypatch.setattr("hexstudio.editor.commands.EDIT_SLICE", 300)  # more slices: time to cancel
    w = editor_window(qtbot, monkeypatch, (1280, 720))
    mode = open_editor(w, blank_map(tmp_path, 70))
    mode.set_tool("fill")
    mode.ctx.set_terrain("forest")
    asked: list[int] = []

    def confirm(count: int, terrain: str | None) -> bool:  # the user says Fill
        asked.append(count)
        return True

    monkeypatch.setattr(mode, "confirm_fill", confirm)
    mode.asked = asked  # type: ignore[attr-defined]
    return w, mode


def test_a_big_fill_cancelled_changes_nothing(qtbot, big) -> None:  # type: ignore[no-untyped-def]
    w, mode = big
    s = w.document.scenario
    cancel = CancelWhenShown()
    click_fill(w, "3535")
    qtbot.waitUntil(lambda: bool(cancel.seen), timeout=20_000)
    QTest.qWait(100)
    assert s.map.hexes == {} and mode.session.stack.count() == 0
    assert not w.isWindowModified()
    assert not any(d.isVisible() for d in w.findChildren(QProgressDialog))


def test_a_big_fill_is_one_step_undone_and_redone(qtbot, big) -> None:  # type: ignore[no-untyped-def]
    w, mode = big
    s = w.document.scenario
    stack = mode.session.stack
    click_fill(w, "3535")
    qtbot.waitUntil(lambda: stack.count() == 1, timeout=60_000)
    assert mode.asked == [70 * 70]  # asked first, as any fill over the user's limit
    assert len(s.map.hexes) == 70 * 70 and all(d.terrain == "forest" for d in s.map.hexes.values())
    assert E.terrain_at(s, "0101") == "forest"
    stack.undo()
    assert s.map.hexes == {}
    stack.redo()
    assert len(s.map.hexes) == 70 * 70 and E.terrain_at(s, "7070") == "forest"
    assert not any(d.isVisible() for d in w.findChildren(QProgressDialog))


# --- a scan read in the background -------------------------------------------------


def a_scan(tmp_path: Path) -> Path:
    from PySide6.QtGui import QColor, QImage

    img = QImage(5000, 3000, QImage.Format.Format_RGB32)
    img.fill(QColor("#e8dcc0"))
    path = tmp_path / "scan.png"
    assert img.save(str(path))
    return path


@pytest.fixture
def editor(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    from editor_fixtures import tutorial_copy

    monkeypatch.setattr(longjob, "SHOW_AFTER_MS", 0)
    w = editor_window(qtbot, monkeypatch, (1280, 720))
    return w, open_editor(w, tutorial_copy(tmp_path))


def test_a_scan_is_read_and_reduced_in_another_thread(editor, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.board import background

    w, mode = editor
    readers: list[threading.Thread] = []
    real = background.load_image

    def load(path):  # type: ignore[no-untyped-def]
        readers.append(threading.current_thread())
        return real(path)

    monkeypatch.setattr(background, "load_image", load)
    assert mode.import_scan(a_scan(tmp_path))
    item = w.board_scene.background_item
    assert item is not None and item.image_size() == (5000, 3000)
    # The reduced copies came with it (5000 -> 2500 -> 1250), not made at the first paint.
    assert [lv.image.width() for lv in item._levels] == [5000, 2500, 1250]
    assert readers and all(t is not threading.main_thread() for t in readers)
    # Undo and redo use the copies read then, without reading the file again.
    mode.session.stack.undo()
    assert w.board_scene.background_item is None
    mode.session.stack.redo()
    assert w.board_scene.background_item is not None and len(readers) == 1


def test_a_scan_import_cancelled_changes_nothing(qtbot, editor, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.board import background

    w, mode = editor
    real = background.load_image

    def slow(path):  # type: ignore[no-untyped-def]
        threading.Event().wait(1.0)  # a big scan takes seconds
        return real(path)

    monkeypatch.setattr(background, "load_image", slow)
    scan = a_scan(tmp_path)
    cancel = CancelWhenShown()
    assert not mode.import_scan(scan)
    assert cancel.seen and mode.scan_problem == ""
    assert w.document.scenario.map.background is None and w.board_scene.background_item is None
    assert mode.session.stack.count() == 0


def test_a_big_fill_refused_when_asked_changes_nothing(qtbot, big, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w, mode = big
    asked: list[int] = []
    monkeypatch.setattr(mode, "confirm_fill", lambda count, terrain: asked.append(count) and False)
    click_fill(w, "3535")
    qtbot.waitUntil(lambda: asked == [70 * 70], timeout=30_000)
    QTest.qWait(100)
    assert w.document.scenario.map.hexes == {} and mode.session.stack.count() == 0
