"""The print dialog's side of the print worker (``worker.py``): processes driven by QProcess.

``ExportJob`` runs ``hexstudio export-pdf --progress-json`` and turns its
lines into signals (laying out, page n of m, done, failed, cancelled);
``cancel`` terminates the process (killed outright if it lingers, and at
once on Windows, where a console process has no SIGTERM) and removes the
temporary file it reported, so the target is left exactly as it was.
``PreviewWorker`` keeps one ``hexstudio print-preview`` process for the
dialog's life and asks it for the first pages of a layout: one request at a
time, the newest options only, answers to older options dropped.

Everything here runs on the window's thread but only waits for signals; the
work and its memory are in the child processes.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QProcess, QProcessEnvironment, QTimer, Signal
from PySide6.QtGui import QImage

import hexstudio
from hexstudio.printplan.options import PrintOptions

KILL_AFTER_MS = 3000  # a terminated worker that is still there after this is killed
STDERR_KEEP = 8000  # characters of a worker's stderr kept for the message when it fails


def worker_command(*args: str) -> tuple[str, list[str]]:
    """The program and arguments that run ``hexstudio ARGS`` in a new process."""
    if getattr(sys, "frozen", False):  # a bundled application: the executable is hexstudio
        return sys.executable, list(args)
    return sys.executable, ["-m", "hexstudio", *args]


def worker_environment() -> QProcessEnvironment:
    """The application's environment, with Qt offscreen (the worker opens no window) and
    this hexstudio first on the module path (also when run from a source folder)."""
    env = QProcessEnvironment.systemEnvironment()
    env.insert("QT_QPA_PLATFORM", "offscreen")
    root = str(Path(hexstudio.__file__).resolve().parent.parent)
    old = env.value("PYTHONPATH", "")
    env.insert("PYTHONPATH", root + (os.pathsep + old if old else ""))
    env.insert("PYTHONUNBUFFERED", "1")
    env.insert("PYTHONIOENCODING", "utf-8")
    return env


class _Worker(QObject):
    """A child process whose stdout is JSON lines: each line becomes ``event``."""

    event = Signal(dict)
    ended = Signal(int, bool)  # exit code, crashed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.process: QProcess | None = None
        self._buffer = b""
        self.stderr = ""

    def start(self, *args: str) -> None:
        program, arguments = worker_command(*args)
        p = QProcess(self)
        p.setProcessEnvironment(worker_environment())
        p.readyReadStandardOutput.connect(self._read)
        p.readyReadStandardError.connect(self._read_err)
        p.finished.connect(self._finished)
        p.errorOccurred.connect(self._error)
        self.process = p
        self._buffer = b""
        self.stderr = ""
        p.start(program, arguments)

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.state() != QProcess.ProcessState.NotRunning

    def write(self, data: dict[str, Any]) -> None:
        if self.process is not None:
            self.process.write(QByteArray((json.dumps(data) + "\n").encode("utf-8")))

    def terminate(self) -> None:
        p = self.process
        if p is None or p.state() == QProcess.ProcessState.NotRunning:
            return
        if os.name == "nt":
            p.kill()
            return
        p.terminate()
        QTimer.singleShot(KILL_AFTER_MS, self._kill_if_running)

    def kill(self) -> None:
        """Stop the process now and wait for it to be gone (a moment: it is killed)."""
        p = self.process
        if p is not None and p.state() != QProcess.ProcessState.NotRunning:
            p.kill()
            p.waitForFinished(2000)

    def _kill_if_running(self) -> None:
        p = self.process
        if p is not None and p.state() != QProcess.ProcessState.NotRunning:
            p.kill()

    def _read(self) -> None:
        p = self.process
        if p is None:
            return
        self._buffer += bytes(p.readAllStandardOutput().data())
        *lines, self._buffer = self._buffer.split(b"\n")
        for raw in lines:
            try:
                event = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, ValueError):
                continue  # not ours (a library printing); the events are whole JSON lines
            if isinstance(event, dict):
                self.event.emit(event)

    def _read_err(self) -> None:
        p = self.process
        if p is not None:
            self.stderr = (self.stderr + bytes(p.readAllStandardError().data()).decode("utf-8", "replace"))[
                -STDERR_KEEP:
            ]

    def _finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._read()
        self._read_err()
        self.ended.emit(code, status == QProcess.ExitStatus.CrashExit)

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self.stderr = self.process.errorString() if self.process is not None else "failed to start"
            self.ended.emit(-1, True)

    def last_error_line(self) -> str:
        lines = [ln for ln in self.stderr.splitlines() if ln.strip()]
        return lines[-1].strip() if lines else ""


class ExportJob(QObject):
    """One export in a child process: progress, the written file, or why not."""

    laying_out = Signal()
    progress = Signal(int, int)  # pages done, pages in all
    warning = Signal(str)
    finished = Signal(str, dict)  # the file written, the document's facts
    failed = Signal(str)  # why
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = _Worker(self)
        self._worker.event.connect(self._event)
        self._worker.ended.connect(self._ended)
        self._temp: Path | None = None
        self._target: Path | None = None
        self._done: dict[str, Any] | None = None
        self._error: str | None = None
        self._cancelling = False
        self.active = False

    def start(
        self,
        scenario_file: Path,
        options: PrintOptions,
        target: Path,
        base_dir: Path | None = None,
        editor_copy: bool = True,
    ) -> None:
        o = options
        args = [
            "export-pdf",
            str(scenario_file),
            "-o",
            str(target),
            "--progress-json",
            "--paper",
            o.paper,
            "--hex-mm",
            repr(float(o.hex_mm)),
            "--counter-mm",
            repr(float(o.counter_mm)),
            "--parts",
            ",".join(sorted(o.parts)),
            "--lang",
            o.language,
            "--bleed",
            repr(float(o.bleed_mm)),
            "--overlap",
            repr(float(o.overlap_mm)),
        ]
        if o.setup:
            args.append("--setup")
        if not o.hex_numbers:
            args.append("--no-hex-numbers")
        if o.scan:
            args.append("--scan")
        if base_dir is not None:
            args += ["--base-dir", str(base_dir)]
        if editor_copy:
            args.append("--editor-copy")
        self._temp = None
        self._target = target
        self._done = None
        self._error = None
        self._cancelling = False
        self.active = True
        self._worker.start(*args)

    @property
    def pid(self) -> int:
        p = self._worker.process
        return int(p.processId()) if p is not None else 0

    @property
    def cancelling(self) -> bool:
        return self._cancelling

    def cancel(self) -> None:
        """Stop the export; ``cancelled`` follows once the process is gone."""
        if not self.active or self._cancelling:
            return
        self._cancelling = True
        self._worker.terminate()

    def stop_now(self) -> None:
        """Kill the export at once (the dialog is closing) and clean up after it."""
        if not self.active:
            return
        self._cancelling = True
        self._worker.kill()
        # The process is gone; whatever ``ended`` did not yet do is done here.
        if self.active:
            self._ended(-1, True)

    def _event(self, event: dict[str, Any]) -> None:
        kind = event.get("event")
        if kind == "layout":
            self.laying_out.emit()
        elif kind == "temp":
            self._temp = Path(str(event.get("path", "")))
        elif kind == "page":
            self.progress.emit(int(event.get("done", 0)), int(event.get("total", 0)))
        elif kind == "warning":
            self.warning.emit(str(event.get("message", "")))
        elif kind == "done":
            facts = event.get("facts")
            self._done = facts if isinstance(facts, dict) else {}
        elif kind == "error":
            self._error = str(event.get("message", ""))

    def _remove_temp(self) -> None:
        """The worker's temporary file, if it is still there (a killed process leaves it)."""
        tmp, target = self._temp, self._target
        if tmp is None or target is None:
            return
        # Only ever the worker's own file: beside the target, named after it.
        if tmp.parent == target.parent and tmp.name.startswith(f".{target.name}.") and tmp.suffix == ".tmp":
            try:
                tmp.unlink()
            except FileNotFoundError:
                pass
            except OSError:
                pass
        self._temp = None

    def _ended(self, code: int, crashed: bool) -> None:
        if not self.active:
            return
        self.active = False
        self._remove_temp()
        if self._done is not None and code == 0:
            # Finished before a late Cancel could stop it: the file is whole and written.
            self.finished.emit(str(self._target), self._done)
        elif self._cancelling:
            self.cancelled.emit()
        else:
            reason = self._error or self._worker.last_error_line() or f"the export stopped (exit status {code})"
            self.failed.emit(reason)


class PreviewWorker(QObject):
    """The dialog's preview pages, drawn by a child process."""

    ready = Signal(object, dict, list)  # the options drawn, the facts, the pages as QImages
    failed = Signal(object, str)  # the options asked (None: the worker itself failed), why

    def __init__(
        self,
        scenario_file: Path,
        folder: Path,
        base_dir: Path | None = None,
        editor_copy: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.scenario_file = scenario_file
        self.folder = folder
        self.base_dir = base_dir
        self.editor_copy = editor_copy
        self._worker = _Worker(self)
        self._worker.event.connect(self._event)
        self._worker.ended.connect(self._ended)
        self._next_id = 0
        self._asked: dict[int, PrintOptions] = {}
        self._in_flight: int | None = None
        self._pending: tuple[PrintOptions, int, int] | None = None
        self._latest: PrintOptions | None = None
        self._closing = False

    @property
    def busy(self) -> bool:
        return self._in_flight is not None or self._pending is not None

    @property
    def pid(self) -> int:
        p = self._worker.process
        return int(p.processId()) if p is not None else 0

    def request(self, options: PrintOptions, pages: int, height: int) -> None:
        """Ask for the first ``pages`` pages ``height`` pixels tall under ``options``.
        While a request is being drawn only the newest further one is kept."""
        self._latest = options
        if self._in_flight is not None and self._asked.get(self._in_flight) == options:
            self._pending = None  # being drawn already
            return
        self._pending = (options, pages, height)
        if self._in_flight is None:
            self._send()

    def _send(self) -> None:
        if self._pending is None:
            return
        if not self._worker.running:
            args = ["print-preview", str(self.scenario_file)]
            if self.base_dir is not None:
                args += ["--base-dir", str(self.base_dir)]
            if self.editor_copy:
                args.append("--editor-copy")
            self._worker.start(*args)
        options, pages, height = self._pending
        self._pending = None
        self._next_id += 1
        rid = self._next_id
        self._asked = {rid: options}
        self._in_flight = rid
        self._worker.write(
            {"id": rid, "options": options.to_dict(), "pages": pages, "height": height, "folder": str(self.folder)}
        )

    def _event(self, event: dict[str, Any]) -> None:
        rid = event.get("id")
        if not isinstance(rid, int) or rid != self._in_flight:
            if event.get("event") == "error" and rid is None:
                self.failed.emit(None, str(event.get("message", "")))
            return
        self._in_flight = None
        options = self._asked.pop(rid, None)
        files = [Path(f) for f in event.get("images", []) if isinstance(f, str)]
        if options is not None and options == self._latest and self._pending is None:
            if event.get("event") == "preview":
                images = [QImage(str(f)) for f in files]
                self.ready.emit(options, event.get("facts") or {}, images)
            else:
                self.failed.emit(options, str(event.get("message", "")))
        # Read (or stale): the files are not needed any more.
        for f in files:
            try:
                f.unlink()
            except OSError:
                pass
        self._send()

    def _ended(self, code: int, crashed: bool) -> None:
        if self._closing:
            return
        lost = self._in_flight is not None
        self._in_flight = None
        self._asked = {}
        self._pending = None  # asked again by the dialog's next change
        if lost:
            reason = self._worker.last_error_line() or f"the preview worker stopped (exit status {code})"
            self.failed.emit(None, reason)
        # The next request starts a new worker.

    def close(self) -> None:
        """Stop the worker (the dialog is closing)."""
        self._closing = True
        self._pending = None
        self._worker.kill()
