"""The print worker: the child process that lays out, previews and writes the PDF.

The print dialog never lays pages out or paints them on the window's thread:
the map pages are drawn by ``BoardScene.render``, and a ``QGraphicsScene`` is
not safe to use off the GUI thread. So the work runs in a process of its own
(``hexstudio export-pdf --progress-json`` to write the file, ``hexstudio
print-preview`` to draw the dialog's first pages), driven by ``jobs.py``
through ``QProcess``: the window's event loop only reads lines of JSON.

A process can be stopped at any moment (Cancel terminates it), its memory is
its own, and its crash is not the application's. A terminated export removes
its temporary file on the way out (``Stopper``: SIGTERM or Ctrl+C while pages
are written stops at the next page, where ``PrintDocument.write`` cleans up;
before there is a file, the process just ends); it reports that file's name
first, so the dialog can remove it too where the process is killed outright.

Events, one JSON object per line on stdout:

- export: ``layout`` (laying out), ``warning``, ``temp`` (the temporary
  file), ``page`` (done, total), ``done`` (path and the document's facts),
  ``error`` (message);
- preview: for each request line read on stdin (``id``, ``options``,
  ``pages``, ``height``, ``folder``), one ``preview`` (the facts and the
  pages' PNG files) or ``error`` answer with the request's ``id``.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import traceback
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TextIO

from hexstudio.printplan.options import OptionsError, PrintOptions
from hexstudio.scenario.io import ScenarioError, read_json_file
from hexstudio.scenario.migrations import MigrationError, migrate
from hexstudio.scenario.model import Scenario
from hexstudio.scenario.validate import Problem, pydantic_problems

Emit = Callable[[dict[str, Any]], None]


def emitter(stream: TextIO) -> Emit:
    """Write each event as one line of JSON, flushed at once (the dialog reads as it comes)."""

    def emit(event: dict[str, Any]) -> None:
        stream.write(json.dumps(event, ensure_ascii=False) + "\n")
        stream.flush()

    return emit


class Stopper:
    """What SIGTERM (the dialog's Cancel) and Ctrl+C do to a print worker.

    The signal is never turned into an exception where it lands: Python runs
    the handler between any two bytecodes, also inside the board items'
    ``paint`` called from Qt's C++ while a map page is rendered, and an
    exception unwinding through ``QGraphicsScene.render`` there crashed the
    process now and then (SIGSEGV), leaving the temporary file behind. So:
    before a temporary file exists there is nothing to clean up and the process
    ends at once; while pages are written the request is noted and ``check``,
    called between pages from plain Python, raises KeyboardInterrupt, which
    ``PrintDocument.write`` turns into removing the temporary file."""

    def __init__(self) -> None:
        self.requested = False
        self.temp: Path | None = None

    def install(self) -> Stopper:
        for name in ("SIGTERM", "SIGINT"):
            if hasattr(signal, name):
                signal.signal(getattr(signal, name), self._on_signal)
        return self

    def _on_signal(self, _signum: int, _frame: object) -> None:
        if self.temp is None:
            sys.stdout.flush()
            os._exit(130)
        self.requested = True

    def writing(self, temp: Path) -> None:
        """The export's temporary file exists from now on: stop between pages."""
        self.temp = temp

    def check(self) -> None:
        if self.requested:
            raise KeyboardInterrupt


def load_editor_copy(path: str | Path) -> Scenario:
    """The editor's scenario as the dialog saved it for the worker: its structure is
    checked (it is read back from a file), but not its cross-references, which the
    editor's Validation dock reports; the PDF prints what the editor holds."""
    doc = read_json_file(path)
    if not isinstance(doc, dict):
        raise ScenarioError(str(path), [Problem("", "not a scenario")])
    try:
        doc = migrate(doc)
    except MigrationError as e:
        raise ScenarioError(str(path), [Problem("schema_version", str(e))]) from None
    from pydantic import ValidationError

    try:
        return Scenario.model_validate(doc)
    except ValidationError as e:
        raise ScenarioError(str(path), pydantic_problems(e)) from None


def document_facts(doc: Any) -> dict[str, Any]:
    """What the dialog says about a laid-out document: pages, map size and layout, parts."""
    out: dict[str, Any] = {
        "pages": doc.page_count,
        "page_sizes": [list(p.size) for p in doc.pages],
        "warnings": [str(w) for w in doc.warnings],
        "map": None,
        "countersheets": None,
        "aid_pages": None,
        "blank_backs": 0,
    }
    if doc.map is not None:
        plan = doc.map.plan
        out["map"] = {
            "width_mm": plan.map_w,
            "height_mm": plan.map_h,
            "paper": plan.paper,
            "landscape": plan.landscape,
            "single": plan.single,
            "rows": plan.rows,
            "cols": plan.cols,
        }
    if doc.counters is not None:
        out["countersheets"] = len(doc.counters.plan.sheets)
        out["blank_backs"] = doc.counters.blank_backs()
    if doc.aids is not None:
        out["aid_pages"] = doc.aids.page_count
    return out


# --------------------------------------------------------------------------- the export


def export(
    scenario: Scenario,
    options: PrintOptions,
    base_dir: Path | None,
    target: Path,
    emit: Emit,
    stopper: Stopper | None = None,
) -> int:
    """Lay out and write the PDF, reporting as it goes. Returns the exit status."""
    from hexstudio.printing.document import PrintDocument

    stop = stopper or Stopper()

    def on_temp(tmp: Path) -> None:
        stop.writing(tmp)
        emit({"event": "temp", "path": str(tmp)})

    def progress(done: int, total: int) -> None:
        stop.check()
        emit({"event": "page", "done": done, "total": total})

    emit({"event": "layout"})
    try:
        doc = PrintDocument(scenario, options, base_dir=base_dir)
        for warning in doc.warnings:
            emit({"event": "warning", "message": str(warning)})
        doc.write(target, progress=progress, on_temp=on_temp)
    except BrokenPipeError:
        return 1  # nobody reads the progress any more: the export stopped, the old file stands
    except (OSError, ValueError) as e:
        emit({"event": "error", "message": getattr(e, "strerror", None) or str(e)})
        return 1
    emit({"event": "done", "path": str(target), "facts": document_facts(doc)})
    return 0


# --------------------------------------------------------------------------- the preview


class PreviewServer:
    """Answers the dialog's preview requests, one at a time, keeping the parts of the
    last layout whose options did not change (``PrintDocument``'s ``reuse``)."""

    def __init__(self, scenario: Scenario, base_dir: Path | None, emit: Emit) -> None:
        self.scenario = scenario
        self.base_dir = base_dir
        self.emit = emit
        self.document: Any = None
        self.language: str | None = None
        self._translators: Any = None

    def _use_language(self, language: str) -> None:
        if language == self.language:
            return
        from PySide6.QtWidgets import QApplication

        from hexstudio.app.i18n import install_translators

        if self._translators is not None:
            self._translators.remove()
        self._translators = install_translators(QApplication.instance(), language)
        self.language = language
        self.document = None  # its texts were set in the other language

    def answer(self, line: str) -> None:
        try:
            request = json.loads(line)
            rid = request["id"]
        except (ValueError, KeyError, TypeError):
            self.emit({"event": "error", "id": None, "message": f"not a preview request: {line[:80]!r}"})
            return
        try:
            self._answer(rid, request)
        except (OptionsError, OSError, ValueError, KeyError, TypeError) as e:
            self.emit({"event": "error", "id": rid, "message": str(e)})
        except Exception as e:  # a bug: said, with the details on stderr; the next request may work
            traceback.print_exc(file=sys.stderr)
            self.document = None
            self.emit({"event": "error", "id": rid, "message": f"{type(e).__name__}: {e}"})

    def _answer(self, rid: object, request: dict[str, Any]) -> None:
        from hexstudio.printing.document import PrintDocument

        options = PrintOptions.from_dict(request["options"])
        pages = int(request.get("pages", 4))
        height = int(request.get("height", 300))
        folder = Path(request["folder"])
        self._use_language(options.language)
        doc = PrintDocument(self.scenario, options, self.base_dir, reuse=self.document)
        self.document = doc
        files = []
        for i in range(min(pages, doc.page_count)):
            w, h = doc.pages[i].size
            image = doc.render_image(i, max(1, round(height * w / h)))
            name = folder / f"preview-{rid}-{i}.png"
            if not image.save(str(name), "PNG"):
                raise OSError(f"cannot write {name}")
            files.append(str(name))
        self.emit({"event": "preview", "id": rid, "facts": document_facts(doc), "images": files})

    def serve(self, lines: Iterable[str]) -> int:
        for line in lines:
            if line.strip():
                self.answer(line)
        return 0


def run_guarded(work: Callable[[], int], emit: Emit) -> int:
    """Run the worker's job; anything unexpected is reported as an error event (with
    the traceback on stderr for a bug report), never as a bare traceback to the user."""
    try:
        return work()
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # the dialog shows the message; stderr keeps the details
        traceback.print_exc(file=sys.stderr)
        emit({"event": "error", "id": None, "message": f"{type(e).__name__}: {e}"})
        return 1
