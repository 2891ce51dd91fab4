"""The scan analysis on a worker thread (Qt's global thread pool).

Measuring a 10,000 x 7,000 scan takes seconds: it runs in a ``QRunnable``,
reporting progress through queued signals and checking for Cancel between
strips. numpy and Pillow release Python's lock while they crunch, so the
window keeps painting. The job works on copies (the analysis input and a
snapshot of the scenario), never on the document being edited.
"""

from __future__ import annotations

import sys
import threading
import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from hexstudio.scan.classify import ExampleError
from hexstudio.scan.features import Cancelled, ScanFeatures
from hexstudio.scan.raster import ScanError
from hexstudio.scan.suggest import AnalysisInput, Examples, analyse, suggest
from hexstudio.scenario.model import Scenario


class JobSignals(QObject):
    progress = Signal(float, str)  # fraction done, stage
    finished = Signal(object, object)  # ScanFeatures, Suggestions
    failed = Signal(str)
    cancelled = Signal()


class SuggestJob(QRunnable):
    """Measure the scan (unless ``features`` are given) and suggest."""

    def __init__(self, job: AnalysisInput, scenario: Scenario, examples: Examples, features: ScanFeatures | None = None) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the controller holds it until it reports
        self.signals = JobSignals()
        self._job = job
        self._scenario = scenario
        self._examples = examples
        self._features = features
        self._stop = threading.Event()
        self._last = -1.0

    def cancel(self) -> None:
        self._stop.set()

    def _progress(self, fraction: float, stage: str) -> None:
        if self._stop.is_set():
            raise Cancelled
        # A few dozen updates are plenty for a progress bar.
        if fraction - self._last >= 0.02 or fraction >= 1.0:
            self._last = fraction
            self.signals.progress.emit(float(fraction) * 0.95, stage)

    def run(self) -> None:
        try:
            features = self._features or analyse(self._job, self._progress)
            if self._stop.is_set():
                raise Cancelled
            self.signals.progress.emit(0.96, "suggest")
            result = suggest(features, self._scenario, self._examples)
            if self._stop.is_set():
                raise Cancelled
            self.signals.finished.emit(features, result)
        except Cancelled:
            self.signals.cancelled.emit()
        except (ScanError, ExampleError, ValueError) as e:
            self.signals.failed.emit(str(e))
        except MemoryError:
            self.signals.failed.emit("not enough memory to analyse this scan: save a smaller copy of it")
        except Exception as e:  # a bug must not end the application; the user gets a message
            traceback.print_exc(file=sys.stderr)
            self.signals.failed.emit(f"{type(e).__name__}: {e}")


def start(job: SuggestJob) -> None:
    QThreadPool.globalInstance().start(job)
