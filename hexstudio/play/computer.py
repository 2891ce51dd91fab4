"""The computer's turn in play mode: it thinks off the GUI thread, its moves are shown one by one.

``ComputerTurn`` plays the sides whose seat is the computer (``TurnController``
says when: ``computerToAct``). For each stint (from the moment a computer side
must act until a person must act again, or the game ends) it:

1. copies the game (``hexstudio.ai.fork.twin``: the same dice, so what it
   plays on the copy is exactly what the real game will do) and hands the copy
   to a worker in a ``QThreadPool``, which asks the computer player
   (``hexstudio.ai``) for one action after another and applies them to its
   copy; the window never waits for it;
2. receives each chosen action (a queued signal) and applies it to the real
   game through the mode's ``apply`` (the same path as a person's action: the
   log, the board's "last moves" marks, autosave) one at a time, at the pace
   the player set (Game ▸ Computer's Pace), so its moves appear in turn;
   "Skip to my turn" plays the rest of the stint at once;
3. shows what it is doing in the Game panel ("Computer (Germany) — movement:
   14 of 38 units") with Stop: the thinking stops at once, nothing more is
   played, and Continue starts again from the position on the board.

Questions put to a computer side during a person's phase (hidden defensive
support, a loss, a retreat) are stints of one action; the hand-over cover is
never shown to or from the computer (``TurnController.pass_screen``). After
each of its actions the session's ``undo_floor`` moves up: a person's undo
stops at their own last commit point and never takes back the computer's
moves or answers.

The AI sits above the engine and is imported here, never by the engine.
"""

from __future__ import annotations

import re
import threading
import time
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from hexstudio.ai import LEVELS, NoAction, acting_side, make_player
from hexstudio.ai.fork import twin
from hexstudio.ai.player import Player
from hexstudio.engine.actions import Action, EndPhase
from hexstudio.engine.game import Game
from hexstudio.play.turns import HUMAN, computer_spec

if TYPE_CHECKING:
    from hexstudio.play.mode import PlayMode


# The paces offered (ms between moves) and their names.
PACES = (0, 300, 700, 1500, 3000)


def pace_names() -> dict[int, str]:
    return {
        0: QCoreApplication.translate("PlayMode", "At once"),
        300: QCoreApplication.translate("PlayMode", "Fast (0.3 s a move)"),
        700: QCoreApplication.translate("PlayMode", "Normal (0.7 s a move)"),
        1500: QCoreApplication.translate("PlayMode", "Slow (1.5 s a move)"),
        3000: QCoreApplication.translate("PlayMode", "Very slow (3 s a move)"),
    }


def level_names() -> dict[str, str]:
    """The computer's levels as a player reads them (quickest first)."""
    return {
        "recruit": QCoreApplication.translate("PlayMode", "Recruit (quickest)"),
        "regular": QCoreApplication.translate("PlayMode", "Regular"),
        "veteran": QCoreApplication.translate("PlayMode", "Veteran (strongest, slowest)"),
    }


def seat_name(seat: str) -> str:
    """"Person" or "Computer — Regular"."""
    if seat == HUMAN:
        return QCoreApplication.translate("PlayMode", "Person")
    spec = computer_spec(seat)
    level = spec.removeprefix("ai:")
    return QCoreApplication.translate("PlayMode", "Computer — %1").replace("%1", level_names().get(level, level))


def seat_choices() -> list[tuple[str, str]]:
    """(seat, name) for the New Game dialog: a person, then the computer at each level."""
    return [(HUMAN, seat_name(HUMAN))] + [(f"ai:{lv}", seat_name(f"ai:{lv}")) for lv in LEVELS]


_UNITS = re.compile(r"movement: (\d+) of (\d+) units")
_PLANS = re.compile(r"movement: plan (\d+) of (\d+)")


def progress_text(text: str) -> str:
    """The computer player's progress (English, from ``hexstudio.ai``) in the interface's language."""
    if m := _UNITS.fullmatch(text):
        return QCoreApplication.translate("PlayMode", "movement: %1 of %2 units").replace("%1", m[1]).replace("%2", m[2])
    if m := _PLANS.fullmatch(text):
        return QCoreApplication.translate("PlayMode", "movement: weighing plans, %1 of %2").replace("%1", m[1]).replace("%2", m[2])
    if text.startswith("decision:"):
        return QCoreApplication.translate("PlayMode", "answering a question")
    if text.startswith("combat:"):
        return QCoreApplication.translate("PlayMode", "choosing its attacks")
    if text.startswith("looking at other actions"):
        return QCoreApplication.translate("PlayMode", "looking at its other actions")
    return QCoreApplication.translate("PlayMode", "thinking")


@dataclass(frozen=True)
class Chosen:
    """One action the worker chose: where in the log it goes, for which side.
    ``action`` None: the side passed in a phase both sides play."""

    job: int
    at: int  # the log's length before it
    side: str
    action: Action | None


class _Signals(QObject):
    chosen = Signal(object)  # Chosen
    progress = Signal(int, str, str)  # job, side, text
    finished = Signal(int, object)  # job, None or the reason it stopped early


class _Think(QRunnable):
    """Plays the computer's sides on a copy of the game until a person must act (worker thread)."""

    def __init__(self, job: int, game: Game, players: Mapping[str, Player], passed: set[str],
                 cancel: threading.Event, signals: _Signals) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.job, self.game, self.players, self.passed = job, game, dict(players), set(passed)
        self.cancel, self.signals = cancel, signals

    def run(self) -> None:
        g = self.game
        passed = self.passed
        phase = (g.state.turn_index, g.state.phase_index)
        error: str | None = None
        try:
            while not self.cancel.is_set() and not g.state.game_over:
                if (g.state.turn_index, g.state.phase_index) != phase:
                    phase = (g.state.turn_index, g.state.phase_index)
                    passed = set()
                side = acting_side(g, frozenset(passed))
                player = self.players.get(side or "")
                if side is None or player is None:
                    break  # a person's turn

                def progress(text: str, _done: int, _total: int, side: str = side) -> None:
                    self.signals.progress.emit(self.job, side, text)

                action = player.choose(g, progress=progress, cancel=self.cancel)
                if self.cancel.is_set():
                    break  # stopped while thinking: the half-made plan is not played
                at = len(g.log)
                st = g.state
                if isinstance(action, EndPhase) and st.pending is None and st.active_side is None:
                    # A phase both sides play: each passes in turn, the last one ends it.
                    if any(s not in passed and s != side for s in g.sides):
                        passed.add(side)
                        self.signals.chosen.emit(Chosen(self.job, at, side, None))
                        continue
                g.apply(action)
                self.signals.chosen.emit(Chosen(self.job, at, side, action))
        except NoAction as e:
            error = str(e)
        except Exception as e:  # a fault in the computer must not take the window down: say it
            error = f"{type(e).__name__}: {e}"
        self.signals.finished.emit(self.job, error)


class ComputerBar(QWidget):
    """The Game panel's line for the computer: what it is doing, Stop/Continue, Skip to my turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.computerBar")
        self.text = QLabel()
        self.text.setObjectName("play.computerProgress")
        self.text.setWordWrap(True)
        self.stop = QPushButton(QCoreApplication.translate("PlayMode", "Stop"))
        self.stop.setObjectName("play.computerStop")
        self.skip = QPushButton(QCoreApplication.translate("PlayMode", "Skip to My Turn"))
        self.skip.setObjectName("play.computerSkip")
        self.skip.setToolTip(QCoreApplication.translate("PlayMode", "Play the computer's moves at once, without showing them one by one"))
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.stop)
        row.addWidget(self.skip)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 4)
        lay.addWidget(self.text)
        lay.addLayout(row)


class ComputerTurn(QObject):
    """Plays the computer's seats for the mode (see the module docstring)."""

    def __init__(self, mode: PlayMode) -> None:
        super().__init__(mode)
        self.mode = mode
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)  # one stint at a time: the players are not shared between threads
        self.signals = _Signals(self)
        self.signals.chosen.connect(self._on_chosen)
        self.signals.progress.connect(self._on_progress)
        self.signals.finished.connect(self._on_finished)
        self.players: dict[str, Player] = {}
        self.queue: deque[Chosen] = deque()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._step)
        self.job = 0
        self.thinking = False
        self.cancel: threading.Event | None = None
        self.stopped = False
        self.skipping = False
        self.playing = False  # an action of the computer's is being applied
        # The computer's sides that have passed in the phase both sides play now
        # (``unnamed_phase``), and which phase that is (turn and phase index).
        self._passed: set[str] = set()
        self._passed_key: tuple[int, int] | None = None
        self.pace = 700
        self.bar: ComputerBar | None = None
        self.pace_actions: dict[int, QAction] = {}
        self.skip_action: QAction | None = None
        self.stop_action: QAction | None = None
        self.last_error: str | None = None
        self._progress: tuple[str, str] = ("", "")  # the side thinking and what it last said
        self._last_shown: float | None = None  # when the last move was shown (time.monotonic)
        mode.turns.computerToAct.connect(self.on_turn)

    # ------------------------------------------------------------------ widgets
    def build(self, menu: QMenu, toolbar, status_layout: QVBoxLayout, pace: int) -> None:  # type: ignore[no-untyped-def]
        """The Game panel's computer line, Game ▸ Computer's Pace, and the toolbar's Skip and Stop."""
        self.pace = pace
        self.bar = ComputerBar()
        self.bar.stop.clicked.connect(self.stop_or_continue)
        self.bar.skip.clicked.connect(self.skip_to_my_turn)
        status_layout.insertWidget(1, self.bar)
        sub = menu.addMenu(QCoreApplication.translate("PlayMode", "Computer's &Pace"))
        sub.setObjectName("play.computerPace")
        group = QActionGroup(sub)
        names = pace_names()
        self.pace_actions = {}
        for ms in PACES:
            a = QAction(names[ms], sub)
            a.setCheckable(True)
            a.setChecked(ms == self.pace)
            a.triggered.connect(lambda _on=False, ms=ms: self.set_pace(ms))
            group.addAction(a)
            sub.addAction(a)
            self.pace_actions[ms] = a
        if self.pace not in self.pace_actions:
            nearest = min(PACES, key=lambda x: abs(x - self.pace))
            self.pace_actions[nearest].setChecked(True)
        self.skip_action = QAction(QCoreApplication.translate("PlayMode", "Skip to My Turn"), menu)
        self.skip_action.setShortcut("Ctrl+Shift+Return")
        self.skip_action.triggered.connect(self.skip_to_my_turn)
        self.stop_action = QAction(QCoreApplication.translate("PlayMode", "Stop the Computer"), menu)
        self.stop_action.triggered.connect(self.stop_or_continue)
        menu.addAction(self.skip_action)
        menu.addAction(self.stop_action)
        toolbar.addAction(self.skip_action)
        self.show_state()

    def set_pace(self, ms: int) -> None:
        self.pace = ms
        if self.mode.window is not None:
            self.mode.window.settings.set_computer_pace(ms)

    # ------------------------------------------------------------------ a game
    def start(self, seed: int) -> None:
        """A new, loaded or resumed game: players for the computer's seats (their own
        seed, from the game's and the side's place: the same game plays the same)."""
        self.halt()
        self.stopped = False
        self.skipping = False
        self.last_error = None
        self.players = {}
        sides = self.mode.game.sides
        for i, (side, seat) in enumerate(self.mode.turns.seats.items()):
            if seat == HUMAN:
                continue
            idx = sides.index(side) if side in sides else i
            try:
                self.players[side] = make_player(computer_spec(seat), side, (seed * 7919 + 101 * idx) % (1 << 31))
            except ValueError:
                self.players[side] = make_player(computer_spec("computer"), side, (seed * 7919 + 101 * idx) % (1 << 31))
        self.show_state()

    def halt(self) -> None:
        """Stop thinking and forget the moves not yet shown (a new game, leaving the mode)."""
        if self.cancel is not None:
            self.cancel.set()
        self.job += 1  # whatever the old worker still sends is ignored
        self.thinking = False
        self.queue.clear()
        self.timer.stop()

    def wait(self, ms: int = 30000) -> bool:
        """Wait for the worker to finish (tests, closing)."""
        return self.pool.waitForDone(ms)

    def active(self) -> bool:
        """Is the computer playing now (thinking, or moves still to show)?"""
        return self.thinking or bool(self.queue) or self.timer.isActive()

    # ------------------------------------------------------------------ its turn
    def on_turn(self, side: str) -> None:
        """``computerToAct``: a computer side must act now."""
        if self.stopped or self.active() or side not in self.players or self.mode.session is None:
            self.show_state()
            return
        g = self.mode.game
        passed: set[str] = set()
        if g.state.pending is None and g.state.active_side is None:
            # A phase both sides play: the sides before the one picked have passed.
            passed = set(g.sides[: g.sides.index(side)]) if side in g.sides else set()
        self.job += 1
        self.cancel = threading.Event()
        self.thinking = True
        self._progress = (side, "")
        self._last_shown = None  # a new stint: its first move shows as soon as it is chosen
        self.pool.start(_Think(self.job, twin(g), self.players, passed, self.cancel, self.signals))
        self.show_state()

    def unnamed_phase(self) -> None:
        """A phase the battle names no side for (Monte Castelo's preparation): the sides
        act in the scenario's order, as in ``hexstudio.ai.acting_side``; when the first
        is the computer's, it plays its part and passes the phase on."""
        if self.mode.session is None or self.stopped or self.active():
            return
        g = self.mode.game
        st = g.state
        if st.game_over or st.pending is not None or st.active_side is not None:
            return
        if self.mode.turns.who_acts(self.mode._picked_side()).side is not None:
            return
        # A side that has passed is not asked again: it would pass again, and the
        # refresh after its pass would ask it once more, for ever.
        passed = self.passed_now()
        side = acting_side(g, frozenset(passed))
        if side in self.players and side not in passed:
            self.on_turn(side)

    def passed_now(self) -> set[str]:
        """The computer's sides that have passed in this phase (none once it is another)."""
        st = self.mode.game.state
        key = (st.turn_index, st.phase_index)
        if key != self._passed_key:
            self._passed_key, self._passed = key, set()
        return self._passed

    def _on_progress(self, job: int, side: str, text: str) -> None:
        if job != self.job:
            return
        self._progress = (side, text)
        self.show_state()

    def _on_chosen(self, item: Chosen) -> None:
        if item.job != self.job:
            return
        self.queue.append(item)
        if not self.timer.isActive() and not self.playing:
            self.timer.start(self._delay())

    def _delay(self) -> int:
        """Milliseconds until the next move is shown: the pace since the last one shown."""
        if self.skipping or self._last_shown is None:
            return 0
        since = int((time.monotonic() - self._last_shown) * 1000)
        return max(0, self.pace - since)

    def _on_finished(self, job: int, error: object) -> None:
        if job != self.job:
            return
        self.thinking = False
        if error:
            self.last_error = str(error)
            self.stopped = True
            self.mode._say(QCoreApplication.translate("PlayMode", "The computer stopped: %1").replace("%1", str(error)))
        self.show_state()
        if not self.queue and not self.stopped:
            # Nothing more to show: if it is still the computer's turn (the worker
            # was started before a change), start again from the board.
            self._prompt()

    def _step(self) -> None:
        """Apply the next chosen action to the real game."""
        if not self.queue or self.mode.session is None:
            return
        item = self.queue.popleft()
        g = self.mode.game
        if len(g.log) != item.at:
            # The game moved on differently (an undo, a new game): think again from it.
            self.halt()
            self._prompt()
            return
        if item.action is None:
            self.passed_now().add(item.side)
            self.mode.computer_passed(item.side)
            ok = True
        else:
            self.playing = True
            try:
                ok = self.mode.apply(item.action, by_computer=True)
            finally:
                self.playing = False
        if not ok:
            self.halt()
            self.stopped = True
            self.show_state()
            return
        self.mode.session.undo_floor = len(g.log)
        self._last_shown = time.monotonic()
        if self.queue:
            self.timer.start(self._delay())
        else:
            if self.mode.turns.who_acts(self.mode._picked_side()).human or g.state.game_over:
                self.skipping = False
            if not self.thinking:
                self._prompt()
        self.show_state()

    def _prompt(self) -> None:
        if self.mode.session is None:
            return
        self.mode.turns._asked = None  # ask again even at the same moment
        self.mode.turns.prompt_computer(self.mode._picked_side())

    # ------------------------------------------------------------------ the player's commands
    def stop_or_continue(self) -> None:
        if self.stopped:
            self.stopped = False
            self.last_error = None
            self._prompt()
        else:
            self.halt()
            self.stopped = True
            if self.mode.session is not None:
                self.mode._say(QCoreApplication.translate("PlayMode", "The computer is stopped. Press Continue to let it play on from here."))
        self.show_state()
        self.mode._update_actions()

    def skip_to_my_turn(self) -> None:
        self.skipping = True
        if self.queue:
            self.timer.start(0)
        self.show_state()

    # ------------------------------------------------------------------ what is shown
    def show_state(self) -> None:
        bar = self.bar
        if bar is None:
            return
        mode = self.mode
        if mode.session is None or not self.players:
            bar.hide()
            if self.skip_action is not None and self.stop_action is not None:
                self.skip_action.setEnabled(False)
                self.stop_action.setEnabled(False)
            return
        bar.show()
        g = mode.game
        turn = mode.turns.who_acts(mode._picked_side())
        from hexstudio.play.text import side_name

        computer_turn = turn.side is not None and not turn.human
        if self.stopped:
            text = QCoreApplication.translate("PlayMode", "The computer is stopped.")
            if self.last_error:
                text += " " + self.last_error
        elif g.state.game_over:
            text = QCoreApplication.translate("PlayMode", "The game is over.")
        elif computer_turn or self.active():
            side = self._progress[0] if self.thinking and self._progress[0] else (turn.side or "")
            if self.thinking and self._progress[1]:
                what = progress_text(self._progress[1])
            else:
                what = QCoreApplication.translate("PlayMode", "playing its moves") if self.queue else QCoreApplication.translate("PlayMode", "thinking")
            text = QCoreApplication.translate("PlayMode", "Computer (%1) — %2").replace("%1", side_name(g.scenario, side, mode.lang)).replace("%2", what)
        else:
            text = QCoreApplication.translate("PlayMode", "Your turn.") if turn.side is not None else ""
        bar.text.setText(text)
        bar.stop.setText(QCoreApplication.translate("PlayMode", "Continue") if self.stopped else QCoreApplication.translate("PlayMode", "Stop"))
        bar.stop.setEnabled(self.stopped or computer_turn or self.active())
        bar.skip.setEnabled(not self.stopped and (computer_turn or self.active()) and not self.skipping)
        if self.skip_action is not None and self.stop_action is not None:
            self.skip_action.setEnabled(bar.skip.isEnabled())
            self.stop_action.setEnabled(bar.stop.isEnabled())
            self.stop_action.setText(QCoreApplication.translate("PlayMode", "Let the Computer Continue") if self.stopped else QCoreApplication.translate("PlayMode", "Stop the Computer"))
