"""Board updates paced to the screen's frames while a stroke is drawn.

A mouse sends moves far more often than a screen shows frames (a gaming
mouse a thousand a second, a test or a benchmark as fast as it can); a brush
stroke's every move changes the document at once, but drawing the board
again for each move would draw frames no screen shows and fall behind the
pointer. While a stroke is drawn, what a move asks of the board (the new
terrain's draft, the brush's footprint) waits here, merged by key, and is
done once per frame: at once when the last frame is a frame's time old,
otherwise when it is. ``flush`` does all of it now (the release: the stroke's
last frame is never late).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, Qt, QTimer

# The frame of a 60 Hz screen.
FRAME_S = 1 / 60


class FramePacer(QObject):
    """Jobs by key done at most once a frame; a later job of a key replaces the earlier."""

    def __init__(self, parent: QObject | None = None, frame_s: float = FRAME_S) -> None:
        super().__init__(parent)
        self.frame_s = frame_s
        self._jobs: dict[Hashable, Callable[[], object]] = {}
        # When the last frame's jobs were done (perf_counter). Never: the first job runs at
        # once (perf_counter counts from boot, so -1.0 was less than a frame ago on a
        # machine up for under a frame's length -- an hour in the tests).
        self._last = -math.inf
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.flush)

    def request(self, key: Hashable, job: Callable[[], object]) -> None:
        """Do ``job`` in this frame if it is due, else at the next (the last job asked under ``key``)."""
        self._jobs[key] = job
        wait = self._last + self.frame_s - time.perf_counter()
        if wait <= 0:
            self.flush()
        elif not self._timer.isActive():
            self._timer.start(max(1, round(wait * 1000)))

    def pending(self) -> bool:
        return bool(self._jobs)

    def flush(self) -> None:
        """Do every waiting job now, in the order first asked."""
        self._timer.stop()
        if not self._jobs:
            return
        self._last = time.perf_counter()
        jobs, self._jobs = self._jobs, {}
        for job in jobs.values():
            job()

    def drop(self) -> None:
        """Forget the waiting jobs (what they would draw is gone: a new map)."""
        self._timer.stop()
        self._jobs.clear()
