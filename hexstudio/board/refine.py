"""Work a board leaves for when the window is idle.

At a new zoom a view first shows what it already has, scaled (the map's
pictures and the counters' faces of the nearest zoom), and asks for the
sharp pictures here. They are made a few at a time between events, each step
kept short, and the parts made are repainted as they come: the window keeps
answering while the board sharpens.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, Qt, QTimer, Signal

# Work done in one turn of the event loop, in seconds (at least one job a turn).
STEP_BUDGET_S = 0.008


class Refiner(QObject):
    """Jobs by key, run in order a few at a time when the event loop is idle."""

    _kick = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs: OrderedDict[Hashable, Callable[[], object]] = OrderedDict()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.step)
        self._held = False
        # A queued call starts the timer in the next turn of the event loop
        # (posted while a turn runs, it waits for the next).
        self._kicked = False
        self._kick.connect(self._start, Qt.ConnectionType.QueuedConnection)

    def hold(self, held: bool) -> None:
        """Keep the jobs waiting (while a brush stroke is drawn: each dab's
        frame stays short, and pictures many dabs touch are made once, on release)."""
        self._held = held
        if held:
            self._timer.stop()
        elif self._jobs and not self._timer.isActive():
            self._timer.start()

    @property
    def held(self) -> bool:
        return self._held

    def request(self, key: Hashable, job: Callable[[], object], after_frame: bool = False) -> None:
        """Do ``job`` when idle (once per key: asking again for a waiting key does nothing).

        ``after_frame``: asked while a frame is painted, and not to be done in
        the same turn of the event loop (the timers of a turn run after its
        paints): the first step waits for the next turn.
        """
        if key not in self._jobs:
            self._jobs[key] = job
        if self._held or self._timer.isActive():
            return
        if after_frame:
            if not self._kicked:
                self._kicked = True
                self._kick.emit()
        else:
            self._timer.start()

    def _start(self) -> None:
        self._kicked = False
        if self._jobs and not self._held and not self._timer.isActive():
            self._timer.start()

    def busy(self) -> bool:
        """Whether jobs are waiting."""
        return bool(self._jobs)

    def clear(self) -> None:
        self._jobs.clear()
        self._timer.stop()

    def step(self) -> None:
        """Run jobs for about ``STEP_BUDGET_S``, then give the event loop back."""
        end = time.perf_counter() + STEP_BUDGET_S
        while self._jobs:
            _, job = self._jobs.popitem(last=False)
            job()
            if time.perf_counter() >= end:
                break
        if self._jobs and not self._held:
            self._timer.start()

    def finish(self) -> None:
        """Run every waiting job now (for exports and tests)."""
        while self._jobs:
            self.step()
