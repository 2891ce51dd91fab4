"""Long work that must not freeze the window: done in a thread, with progress and Cancel.

``run_in_background(parent, title, text, work)`` runs ``work(job)`` in a
worker thread while the window keeps answering (it repaints, and the
progress dialog's Cancel button works); a dialog appears if the work lasts
longer than a moment. ``work`` may call ``job.step(done, total, text)`` to
show how far it is and should stop early (``raise Cancelled``, or just
return) once ``job.cancelled`` is set. The answer says whether the work
finished, and what it returned or raised.

``run_in_steps(parent, title, text, steps)`` is the same for work that must
run on the GUI thread (changing the document, the board): a generator doing
a slice of the work per step (yielding ``(done, total)``), each slice short;
the event loop turns before the next slice would take the slices since
the last turn past ``STEPS_BUDGET_S`` (small slices make a short stall;
taken a few at a time, the turns' repaints do not multiply).

Work in a thread must leave Qt widgets and the open document alone: it reads
a document nobody changes meanwhile (the dialog is modal) or a copy of it.

While work runs in a thread the cyclic garbage collector is held
(``held_collector``, which other workers use too): a pass of it over a big
map's objects takes a tenth of a second and more and holds the interpreter,
and the window, which needs the interpreter for its smallest slot, froze
meanwhile. And the event loop turns at
least once during any such work, however quickly it ends: what the GUI thread
did before it and does after it are never one long stretch without a repaint.

The interpreter also hands itself over more often meanwhile
(``sys.setswitchinterval``, ``SWITCH_S``): the GUI thread takes the
interpreter back for every slot and paint callback, and each time a busy
worker holds it, it waited the default 5 ms; with two workers busy (the
editor's check still running while play builds its game) they passed it
between themselves and one turn of the event loop waited 100-300 ms for
10-40 ms of its own work. A thread idle in the event loop asks for nothing,
so a lone worker runs as fast as before.
"""

from __future__ import annotations

import gc
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from hexstudio.app import collector

T = TypeVar("T")
SHOW_AFTER_MS = 400  # a dialog only for work longer than this
# run_in_steps: slices run for about this long between two turns of the event loop.
STEPS_BUDGET_S = 0.02


# Objects made while the collector was held past which they are frozen rather than left to it.
FREEZE_OVER = 50_000
# How long a thread may keep the interpreter while another asks for it, while work runs in a thread.
SWITCH_S = 0.0005
_holding = threading.Lock()
_holds = 0
_was_collecting = True
_switch_was = 0.005


@contextmanager
def held_collector() -> Iterator[None]:
    """No cyclic garbage collection, and a short switch interval, while the block runs
    (see the module docstring).

    Any thread may hold it; the collector comes back when the last holder is
    done. What was made meanwhile mostly lives on (a game, a fill's area and
    edit, a scenario read): past ``FREEZE_OVER`` objects it is frozen out of
    every later pass (``gc.freeze``, as a big map's objects are; opening
    another scenario gives them back, ``MainWindow._show_document``) instead
    of being walked by the next ones on the GUI thread; fewer are left to the
    collector.
    """
    global _holds, _was_collecting, _switch_was
    with _holding:
        if _holds == 0:
            _was_collecting = collector.isenabled()
            _switch_was = sys.getswitchinterval()
            sys.setswitchinterval(min(_switch_was, SWITCH_S))
        # At every entry: code that turned the collector back on while another
        # thread held it (a fill's ``collector.enable()``) must not leave this block to it.
        collector.disable()
        _holds += 1
    try:
        yield
    finally:
        with _holding:
            _holds -= 1
            if _holds == 0:
                if gc.get_count()[0] > FREEZE_OVER:
                    gc.freeze()
                if _was_collecting:
                    # In the application only the GUI thread collects (``collector``):
                    # this may be a worker's thread, where a pass would free Qt objects.
                    collector.enable()
                sys.setswitchinterval(_switch_was)


def holders() -> int:
    """How many blocks hold the collector now (any thread): 0 when no work runs."""
    with _holding:
        return _holds


class Cancelled(Exception):
    """Raised by work that saw ``job.cancelled`` and stopped."""


class Job:
    """What the work sees: whether it should stop, and where to report progress."""

    def __init__(self) -> None:
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._progress: tuple[int, int, str | None] = (0, 0, None)

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()

    def check(self) -> None:
        """Raise ``Cancelled`` if the user cancelled."""
        if self._cancel.is_set():
            raise Cancelled()

    def step(self, done: int, total: int, text: str | None = None) -> None:
        """Report progress (``total`` 0: no idea how far). Raises ``Cancelled`` once cancelled."""
        with self._lock:
            self._progress = (done, total, text)
        self.check()

    def progress(self) -> tuple[int, int, str | None]:
        with self._lock:
            return self._progress


@dataclass
class Outcome(Generic[T]):
    finished: bool  # False: cancelled
    value: T | None = None
    error: BaseException | None = None


def _dialog(parent: QWidget | None, title: str, text: str) -> QProgressDialog:
    # Qt's own Cancel button (and its translation).
    dlg = QProgressDialog(parent)
    dlg.setLabelText(text)
    dlg.setRange(0, 0)
    dlg.setWindowTitle(title)
    dlg.setWindowModality(Qt.WindowModality.WindowModal)
    dlg.setMinimumDuration(0)
    dlg.setAutoClose(False)
    dlg.setAutoReset(False)
    # Not ``dlg.canceled.connect(job.cancel)``: the loops below ask
    # ``wasCanceled`` at every turn. A connection to the job's method has
    # PySide watch the job with a weak reference that disconnects it when the
    # job goes; the worker thread may drop the job's last reference after the
    # dialog is gone, and that disconnect, taking Qt's connection lock in the
    # worker while the window's thread destroys the dialog under the same lock
    # and holds the interpreter, deadlocked (seen as a hung test).
    # QProgressDialog shows itself from a timer started above (even for work
    # that ends at once, taking the focus from the window); we show it
    # ourselves, only for work that lasts (``reset`` stops that timer).
    dlg.reset()
    dlg.hide()
    return dlg


def _close(dlg: QProgressDialog, active: QWidget | None) -> None:
    shown = dlg.isVisible()
    parent = dlg.parentWidget()
    dlg.hide()
    dlg.deleteLater()
    # The keyboard back where it was: the window that was active, else the
    # dialog's own window (a job started while the window was being set up).
    back = active if active is not None else (parent.window() if parent is not None else None)
    if shown and back is not None and not back.isHidden():
        back.activateWindow()


def _cancelled(dlg: QProgressDialog, job: Job) -> bool:
    # The button's signal, or ``cancel()`` called (which does not emit it).
    if dlg.wasCanceled():
        job.cancel()
    return job.cancelled


def _show_progress(dlg: QProgressDialog, job: Job, text: str) -> None:
    done, total, words = job.progress()
    if total > 0:
        if dlg.maximum() != total:
            dlg.setRange(0, total)
        dlg.setValue(min(done, total))
    elif dlg.maximum() != 0:
        dlg.setRange(0, 0)
    dlg.setLabelText(words or text)


def _turn(app: QApplication | None, dlg: QProgressDialog) -> None:
    """Let the event loop turn once: paints and timers always; the user's input
    only once the (modal) dialog shows, so that nothing is edited under the work."""
    if app is None:
        return
    if dlg.wasCanceled():
        return
    flags = QEventLoop.ProcessEventsFlag.AllEvents
    if not dlg.isVisible():
        flags |= QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents
    app.processEvents(flags, 30)


def run_in_background(parent: QWidget | None, title: str, text: str, work: Callable[[Job], T]) -> Outcome[T]:
    """Run ``work(job)`` in a thread; see the module docstring."""
    job = Job()
    result: dict[str, Any] = {}

    def target() -> None:
        try:
            result["value"] = work(job)
        except Cancelled:
            pass
        except BaseException as e:  # handed to the caller, on the GUI thread
            result["error"] = e
        finally:
            result["over"] = True

    dlg = _dialog(parent, title, text)
    app = QApplication.instance()
    active = QApplication.activeWindow()
    started = time.perf_counter()
    thread = threading.Thread(target=target, name=f"hexstudio: {title}", daemon=True)
    turned = False
    with held_collector():
        thread.start()
        try:
            while not (result.get("over") and turned) and not _cancelled(dlg, job):
                _turn(app, dlg)  # type: ignore[arg-type]
                turned = True
                if _cancelled(dlg, job):
                    break
                if not dlg.isVisible() and time.perf_counter() - started > SHOW_AFTER_MS / 1000:
                    dlg.show()
                if dlg.isVisible():
                    _show_progress(dlg, job, text)
                # The worker gets the interpreter while this thread sleeps.
                thread.join(0.005)
        finally:
            _close(dlg, active)
    if job.cancelled:
        # The thread stops at its next check; nothing it makes is used.
        return Outcome(False)
    if "error" in result:
        return Outcome(True, error=result["error"])
    return Outcome(True, value=result.get("value"))


def run_in_steps(parent: QWidget | None, title: str, text: str, steps: Iterator[tuple[int, int]]) -> bool:
    """Run a generator slice by slice on the GUI thread; False if cancelled (see the module docstring).

    The generator is closed on Cancel (its ``finally`` may undo what it did).
    """
    job = Job()
    dlg = _dialog(parent, title, text)
    started = time.perf_counter()
    app = QApplication.instance()
    active = QApplication.activeWindow()
    try:
        while True:
            # Slices while the next one (as long as the last) fits in the budget; then the window turns.
            began = last = time.perf_counter()
            try:
                done, total = next(steps)
                while (now := time.perf_counter()) - began + (now - last) < STEPS_BUDGET_S:
                    last = now
                    done, total = next(steps)
            except StopIteration:
                return True
            job._progress = (done, total, None)
            if not dlg.isVisible() and time.perf_counter() - started > SHOW_AFTER_MS / 1000:
                dlg.show()
            if dlg.isVisible():
                _show_progress(dlg, job, text)
            # The window repaints and Cancel is heard between two slices.
            _turn(app, dlg)  # type: ignore[arg-type]
            if _cancelled(dlg, job):
                steps.close()  # type: ignore[attr-defined]
                return False
    finally:
        _close(dlg, active)
