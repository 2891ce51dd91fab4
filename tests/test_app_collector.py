"""The cyclic collector runs on the GUI thread only in the application
(``hexstudio/app/collector.py``): a pass in a worker's thread that frees a Qt
object hung the window (Qt's lock on the object's connections against the
interpreter's)."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QCoreApplication, QEvent, QObject

from hexstudio.app import collector
from hexstudio.app.longjob import held_collector


def qt_object_in_a_cycle(freed: list[int]) -> None:
    """A Qt object kept only by a reference cycle: garbage for the next full pass.
    ``freed`` gets the id of the thread its wrapper is freed in."""
    box: list[object] = [QObject()]
    box.append(box)
    weakref.finalize(box[0], lambda: freed.append(threading.get_ident()))


def test_a_qt_object_in_a_cycle_is_freed_on_the_gui_thread_though_a_worker_allocates(qtbot) -> None:
    assert collector.installed()  # conftest: as the application, for every test with the application
    assert not gc.isenabled()
    freed: list[int] = []
    qt_object_in_a_cycle(freed)

    def busy() -> None:  # a worker making and dropping cycles, as the computer thinking does
        for _ in range(300_000):
            x: list[object] = []
            x.append(x)

    t = threading.Thread(target=busy)
    t.start()
    t.join()
    assert freed == []  # nothing collected in the worker, though it made 300,000 cycles
    qtbot.waitUntil(lambda: bool(freed), timeout=5000)  # the GUI thread's next tick
    assert freed == [threading.get_ident()]


def test_the_gui_thread_collects_as_the_automatic_collector_would(qtbot) -> None:
    """The timer collects once the youngest generation is past its threshold.

    The count is allocations less frees: objects an earlier test left for deletion
    (deferred deletes, freed as the wait turns the event loop) bring it back under
    the threshold, and then no pass is due (the automatic collector would not run
    either). So the wait keeps the count past the threshold until a tick collects."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
    gc.collect()
    freed: list[int] = []
    qt_object_in_a_cycle(freed)
    t0 = gc.get_threshold()[0]
    kept: list[list[object]] = []  # alive: they count

    def past_threshold_until_freed() -> bool:
        while not freed and gc.get_count()[0] <= t0:
            kept.append([])
        return bool(freed)

    # The object is in the youngest generation: the next tick's pass frees it.
    qtbot.waitUntil(past_threshold_until_freed, timeout=3000)
    assert freed == [threading.get_ident()]


def test_long_work_holds_the_gui_threads_collector_and_lets_it_go(qtbot) -> None:
    assert collector.isenabled()
    with held_collector():
        assert not collector.isenabled()
        assert not gc.isenabled()
    assert collector.isenabled()
    assert not gc.isenabled()  # still only the GUI thread's timer collects


def test_without_the_application_the_collector_is_pythons() -> None:
    assert not collector.installed()
    assert gc.isenabled()
    with held_collector():
        assert not gc.isenabled()
    assert gc.isenabled()
