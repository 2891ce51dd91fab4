"""The Validation dock: every problem of the scenario as it stands.

The same checks as ``hexstudio validate`` (the pydantic model,
``validate.check`` and the engine's special-rule checks, when the engine's
rulebook is there) plus the design checks of ``scenario.consistency``,
run again a moment after each edit (debounced, so a brush stroke checks
once), in another thread so that the window keeps answering. Clicking a problem about a hex centres the board on it; any other
opens the form for its JSON path.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

from pydantic import ValidationError
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from hexstudio.app.engine_text import tr_engine
from hexstudio.app.longjob import held_collector
from hexstudio.app.plaintext import plain, tip
from hexstudio.editor.rulenames import special_rule_problems
from hexstudio.scenario.consistency import check_design
from hexstudio.scenario.model import HexData, Scenario
from hexstudio.scenario.validate import check, pydantic_problems

DEBOUNCE_MS = 400
_HEX_IN_PATH = re.compile(r'^map\.hexes\["([^"]+)"\]')


@dataclass(frozen=True)
class Found:
    path: str
    message: str
    severity: str
    hex: str | None = None


def all_problems(scenario: Scenario) -> list[Found]:
    out: list[Found] = []
    try:
        Scenario.model_validate(scenario.model_dump())
    except ValidationError as e:
        out += [Found(p.path, p.message, "error") for p in pydantic_problems(e)]
    return out + _checks(scenario)


def snapshot(scenario: Scenario) -> tuple[dict, dict]:
    """What a check in another thread needs, taken quickly on the GUI thread: the
    scenario as data without its hexes, and a copy of the hex table (its entries
    are replaced by edits, never changed in place, so they are shared)."""
    return scenario.model_dump(exclude={"map": {"hexes"}}), dict(scenario.map.hexes)


class Abandoned(Exception):
    """Raised by a check in another thread whose answer nobody waits for any more."""


def _go_on(stop: threading.Event | None) -> None:
    if stop is not None and stop.is_set():
        raise Abandoned()


def problems_of_snapshot(snap: tuple[dict, dict], stop: threading.Event | None = None) -> list[Found] | None:
    """``all_problems`` of a snapshot, in any thread; None when the data does not
    make a valid scenario (then the live one must be checked as it is).

    The hexes are validated one by one, as the whole scenario would validate
    them: one call over a big map would hold the interpreter, and so the
    window, for seconds. Once ``stop`` is set the check raises ``Abandoned``
    at its next step (between two stages, or a thousand hexes)."""
    data, hexes = snap
    data["map"]["hexes"] = {}
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError:
        return None
    for i, d in enumerate(hexes.values()):
        if i % 1000 == 0:
            _go_on(stop)
        try:
            HexData.model_validate(d.model_dump())
        except ValidationError:
            return None  # a broken hex: checked on the scenario itself, as it always was
    scenario.map.hexes = dict(hexes)
    return _checks(scenario, stop)


def _checks(scenario: Scenario, stop: threading.Event | None = None) -> list[Found]:
    out: list[Found] = []
    _go_on(stop)
    for p in check(scenario):
        m = _HEX_IN_PATH.match(p.path)
        hex_ = m.group(1) if m else None
        sm = re.match(r"^setup\[(\d+)\]", p.path)
        if hex_ is None and sm and int(sm.group(1)) < len(scenario.setup):
            hex_ = scenario.setup[int(sm.group(1))].hex
        out.append(Found(p.path, p.message, p.severity, hex_))
    _go_on(stop)
    out += [Found(p.path, p.message, p.severity, p.hex) for p in check_design(scenario)]
    # What the engine would refuse: unknown rule names, bad parameters (it builds a
    # game: seconds on a 400 x 400 map, which, once started, runs to its end).
    _go_on(stop)
    out += [Found(p.path, p.message, p.severity) for p in special_rule_problems(scenario)]
    return out


class ValidationPanel(QWidget):
    """The list of problems; signals which hex or path a click asks for.

    A check after an edit runs in another thread on a snapshot of the
    scenario (on a big map it takes a second or more), so the window keeps
    answering; a result that an edit made meanwhile has outdated is thrown
    away and the check run again. ``run()`` checks at once (before play).
    """

    showHex = Signal(str)
    showPath = Signal(str)
    _checked = Signal(int, object)  # generation, list[Found] | None (from the worker thread)

    def __init__(self, scenario: object, parent: QWidget | None = None, check_now: bool = True) -> None:
        """``check_now=False``: the first check runs in the background too."""
        super().__init__(parent)
        self._scenario = scenario  # a callable giving the current scenario
        self.list = QListWidget()
        self.list.setObjectName("problemList")
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.itemClicked.connect(self.open_item)
        self.list.itemActivated.connect(self.open_item)
        self.summary = plain(QLabel())
        self.summary.setObjectName("validationSummary")
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.start_check)
        self.problems: list[Found] = []
        self._generation = 0  # bumped by every edit (``schedule``)
        self._running: threading.Thread | None = None
        self._stop = threading.Event()  # set by ``abandon``
        self._again = False
        self._checked.connect(self._take, Qt.ConnectionType.QueuedConnection)
        if check_now:
            self.run()
        else:
            self.start_check()

    def schedule(self) -> None:
        """Check again shortly (many edits in a row check once)."""
        self._generation += 1
        self.timer.start()

    def busy(self) -> bool:
        """Whether a check is waiting or running."""
        return self.timer.isActive() or self._running is not None

    def abandon(self) -> None:
        """No more checks: the panel is going (the editor was left). A check running in
        its thread stops at its next step instead of sharing the interpreter with the
        window (and with the next mode's own work) for seconds, for an answer nobody
        would see."""
        self.timer.stop()
        self._stop.set()
        self._running = None

    def start_check(self) -> None:
        """Check the scenario as it stands in another thread; the list follows when done."""
        self.timer.stop()
        if self._running is not None:
            self._again = True  # when this one ends
            return
        if self._stop.is_set():
            return
        generation = self._generation
        snap = snapshot(self._scenario())  # type: ignore[operator]
        stop = self._stop

        def work() -> None:
            try:
                # The collector's passes over a big map would hold the interpreter, and the window.
                with held_collector():
                    found = problems_of_snapshot(snap, stop)
            except Abandoned:
                return  # nobody waits for the answer
            except Exception:  # a check that failed on the copy: do it again at once, on the scenario itself
                found = None
            try:
                self._checked.emit(generation, found)
            except RuntimeError:
                pass  # the panel was closed meanwhile (its document with it)

        self._running = threading.Thread(target=work, name="hexstudio: validation", daemon=True)
        self._running.start()

    def _take(self, generation: int, found: object) -> None:
        if self._stop.is_set():
            return  # an answer that was on its way when the panel was abandoned
        self._running = None
        if generation != self._generation or self._again:
            # Edited meanwhile: this answer is about a scenario that is gone.
            self._again = False
            self.start_check()
            return
        if found is None:
            self.run()
        else:
            self._show(found)  # type: ignore[arg-type]

    def run(self) -> list[Found]:
        """Check now, on this thread (the answer is needed before going on)."""
        self.timer.stop()
        self._show(all_problems(self._scenario()))  # type: ignore[operator]
        return self.problems

    def _show(self, problems: list[Found]) -> None:
        self.problems = problems
        self.list.clear()
        for p in self.problems:
            message = tr_engine(p.message)
            item = QListWidgetItem(f"{'⛔' if p.severity == 'error' else '⚠'} {p.path}: {message}")
            item.setData(Qt.ItemDataRole.UserRole, (p.path, p.hex))
            item.setToolTip(tip(f"{p.path}\n{message}"))
            if p.severity == "error":
                item.setForeground(QColor("#b00020"))
            self.list.addItem(item)
        errors = sum(1 for p in self.problems if p.severity == "error")
        if not self.problems:
            self.summary.setText(self.tr("No problems found."))
        else:
            self.summary.setText(
                self.tr("%1 errors, %2 warnings").replace("%1", str(errors)).replace("%2", str(len(self.problems) - errors))
            )

    def open_item(self, item: QListWidgetItem) -> None:
        path, hex_ = item.data(Qt.ItemDataRole.UserRole)
        if hex_:
            self.showHex.emit(hex_)
        else:
            self.showPath.emit(path)
