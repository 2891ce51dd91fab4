"""The lessons of a tutorial battle, shown as its first turns are played.

A scenario may carry a ``tutorial`` list (``scenario.model.TutorialStep``):
each lesson belongs to a turn, a phase kind and a side (any of them may be
left out) and may point at hexes. ``LessonPanel`` follows the game: when a
new phase begins, it turns to the first lesson of that moment the player has
not been shown yet, so the combat lesson comes up when combat begins and the
player who takes over finds theirs. When a moment has several lessons, the
first comes up and "Next lesson" stands out with where the player is among
them ("1 of 2"); a lesson left unread when its phase ended is named under the
next one, never skipped silently. Between those moments the player pages
freely with "Previous" and "Next"; "Hide the lessons" puts them away (and
takes their marks off the map) until unticked.

Choosing the lesson (``lessons_now``, ``latest_lesson``) is plain Python and
knows nothing of widgets; the panel only shows and emits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from hexstudio.app.plaintext import plain
from hexstudio.play.text import phase_name, side_name
from hexstudio.scenario.model import Scenario, TutorialStep, text_in


@dataclass(frozen=True)
class Moment:
    """Where the game stands, as a lesson is keyed: turn number, phase kind and index, side."""

    turn: int
    phase_index: int
    kind: str | None
    side: str | None


@dataclass(frozen=True)
class LessonState:
    """What the panel was showing, kept while the player visits another mode."""

    index: int
    brought_up: frozenset[int]
    hidden: bool
    now: tuple[int, ...] = ()


def applies(step: TutorialStep, now: Moment) -> bool:
    """True if the lesson belongs to this moment (an omitted turn, phase or side matches any)."""
    return ((step.turn is None or step.turn == now.turn)
            and (step.phase is None or step.phase == now.kind)
            and (step.side is None or step.side == now.side))


def lessons_now(steps: Sequence[TutorialStep], now: Moment) -> list[int]:
    """Indexes of the lessons for this moment, in the scenario's order."""
    return [i for i, s in enumerate(steps) if applies(s, now)]


def _first_phase(scenario: Scenario, step: TutorialStep) -> int:
    """The index in the turn sequence of the first phase a lesson applies to (0 if any)."""
    for i, p in enumerate(scenario.turns.sequence):
        if (step.phase is None or p.kind == step.phase) and (step.side is None or p.side == step.side):
            return i
    return 0


def latest_lesson(scenario: Scenario, now: Moment) -> int | None:
    """For a game taken up in the middle: the last lesson of a turn already reached."""
    best: int | None = None
    for i, s in enumerate(scenario.tutorial):
        if s.turn is not None and (s.turn, _first_phase(scenario, s)) <= (now.turn, now.phase_index):
            best = i
    return best


class LessonPanel(QWidget):
    """Shows one lesson: where it belongs, its title and text, and paging. See the module docstring."""

    lessonChanged = Signal(object)  # the TutorialStep on show, or None (none, or hidden)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.lessons")
        self.where = plain(QLabel())
        self.where.setObjectName("play.lessonWhere")
        self.where.setWordWrap(True)
        self.where.setStyleSheet("color: #5f6368")
        self.title = plain(QLabel())
        self.title.setObjectName("play.lessonTitle")
        self.title.setWordWrap(True)
        f = self.title.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.2)
        self.title.setFont(f)
        self.text = plain(QLabel())
        self.text.setObjectName("play.lessonText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.marked = plain(QLabel())
        self.marked.setObjectName("play.lessonHexes")
        self.marked.setWordWrap(True)
        self.marked.setStyleSheet("color: #8e2451")
        self.prev = QPushButton(self.tr("◀ Previous lesson"))
        self.prev.setObjectName("play.lessonPrevious")
        self.prev.clicked.connect(lambda: self.show_lesson(self.index - 1))
        self.next = QPushButton(self.tr("Next lesson ▶"))
        self.next.setObjectName("play.lessonNext")
        self.next.clicked.connect(lambda: self.show_lesson(self.index + 1))
        self.hide_box = QCheckBox(self.tr("Hide the lessons"))
        self.hide_box.setObjectName("play.lessonHide")
        self.hide_box.toggled.connect(self._hidden_toggled)
        self.after = QLabel(self.tr("Done with this phase? Click “End phase” (Ctrl+Return): the next lessons come up by themselves."))
        self.after.setObjectName("play.lessonAfter")
        self.after.setWordWrap(True)
        self.after.setStyleSheet("color: #5f6368; font-style: italic")
        page = QWidget()
        pl = QVBoxLayout(page)
        pl.setContentsMargins(0, 0, 0, 0)
        pl.addWidget(self.where)
        pl.addWidget(self.title)
        pl.addWidget(self.text)
        pl.addWidget(self.marked)
        pl.addWidget(self.after)
        pl.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("play.lessonScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(page)
        # The lesson scrolls; the paging buttons stay in sight beside it, and
        # the box to hide the lessons stays when they are hidden.
        column = QVBoxLayout()
        column.addWidget(self.next)
        column.addWidget(self.prev)
        column.addStretch(1)
        column.addWidget(self.hide_box)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 2)
        lay.addWidget(self.scroll, 1)
        lay.addLayout(column)
        self.scenario: Scenario | None = None
        self.lang = "en"
        self.index = -1
        self._auto_shown: set[int] = set()  # every lesson the player has had in front of them
        self._now: list[int] = []  # the lessons of the moment the game is at
        self.over = False  # the game has ended: no phase to end, no lesson to come

    def sizeHint(self) -> QSize:
        # Modest: the board above needs the height more.
        return QSize(super().sizeHint().width(), 10 * self.fontMetrics().height())

    # --- what to show --------------------------------------------------------
    @property
    def steps(self) -> list[TutorialStep]:
        return list(self.scenario.tutorial) if self.scenario is not None else []

    def set_scenario(self, scenario: Scenario, lang: str) -> None:
        """A new game: forget what was shown (the hide choice stays)."""
        self.scenario, self.lang = scenario, lang
        self.index = -1
        self._auto_shown.clear()
        self._now = []
        self.over = False

    def follow(self, now: Moment, resumed: bool = False) -> None:
        """A phase began: turn to the first lesson of this moment not yet brought up.

        ``resumed``: a game taken up in the middle, where with no lesson of its
        own the last one already reached is shown.
        """
        if self.scenario is None:
            return
        self._now = lessons_now(self.steps, now)
        fresh = [i for i in self._now if i not in self._auto_shown]
        if fresh:
            self.show_lesson(fresh[0])
        elif self.index < 0:
            self.show_lesson(latest_lesson(self.scenario, now) if resumed else None)

    def set_over(self, over: bool) -> None:
        """The game ended (or a finished game was opened): the advice to end the phase goes."""
        self.over = over
        self._fill()

    def state(self) -> LessonState:
        return LessonState(self.index, frozenset(self._auto_shown), self.hide_box.isChecked(), tuple(self._now))

    def restore(self, state: LessonState) -> None:
        self._auto_shown = set(state.brought_up)
        self.hide_box.setChecked(state.hidden)
        self._now = list(state.now)
        self.show_lesson(state.index if state.index >= 0 else None)

    def current(self) -> TutorialStep | None:
        """The lesson on show (None when there is none or the lessons are hidden)."""
        if self.hide_box.isChecked() or not 0 <= self.index < len(self.steps):
            return None
        return self.steps[self.index]

    def show_lesson(self, index: int | None) -> None:
        steps = self.steps
        if index is None or not steps:
            self.index = -1
        else:
            self.index = max(0, min(index, len(steps) - 1))
            if not self.hide_box.isChecked():
                self._auto_shown.add(self.index)
        self._fill()
        self.lessonChanged.emit(self.current())

    # --- drawing -------------------------------------------------------------
    def _fill(self) -> None:
        steps = self.steps
        self.prev.setEnabled(self.index > 0)
        self.next.setEnabled(0 <= self.index < len(steps) - 1 or (self.index < 0 and bool(steps)))
        # More lessons for this very phase: "Next lesson" says so and stands out.
        more = self.index in self._now and self.index != self._now[-1]
        if more:
            self.next.setText(self.tr("Next lesson ▶ (%1 of %2)").replace("%1", str(self._now.index(self.index) + 1))
                              .replace("%2", str(len(self._now))))
            self.next.setStyleSheet("font-weight: bold; background: #fde293; border: 1px solid #b06000; padding: 4px")
        else:
            self.next.setText(self.tr("Next lesson ▶"))
            self.next.setStyleSheet("")
        if self.index < 0 or self.scenario is None:
            self.where.setText(self.tr("%1 lessons in this scenario.").replace("%1", str(len(steps))))
            self.title.setText(self.tr("No lesson for this phase"))
            self.text.setText(self.tr("Lessons come up as the game reaches them; page through them with “Next lesson”."))
            self.marked.clear()
            self.after.hide()
            return
        s = steps[self.index]
        when = [self.tr("Lesson %1 of %2").replace("%1", str(self.index + 1)).replace("%2", str(len(steps)))]
        if s.turn is not None:
            when.append(self.tr("turn %1").replace("%1", str(s.turn)))
        if s.phase is not None:
            when.append(phase_name(s.phase).lower())
        if s.side is not None:
            when.append(side_name(self.scenario, s.side, self.lang))
        self.where.setText(" · ".join(when))
        self.title.setText(text_in(s.title, self.lang))
        self.text.setText(text_in(s.text, self.lang))
        self.marked.setText(self.tr("Marked on the map: %1").replace("%1", ", ".join(s.hexes)) if s.hexes else "")
        self.marked.setVisible(bool(s.hexes))
        if more:
            after = self.tr("This phase has another lesson: click “Next lesson” to read it.")
        else:
            after = self.tr("Done with this phase? Click “End phase” (Ctrl+Return): the next lessons come up by themselves.")
        # Earlier lessons of the same turn only: a game resumed late does not list the whole course.
        unread = [i for i in range(self.index) if i not in self._auto_shown and steps[i].turn == s.turn]
        if unread:
            # A phase ended before its second lesson was read: say which, rather than lose it.
            names = ", ".join(text_in(steps[i].title, self.lang) for i in unread)
            after += "\n" + self.tr("Not read yet: %1 (“Previous lesson” pages back to it).").replace("%1", names)
        self.after.setText(after)
        # Once the game is over there is no phase to end and no lesson to come.
        self.after.setVisible(not (self.over and not more and not unread))
        self.scroll.verticalScrollBar().setValue(0)

    def _hidden_toggled(self, hidden: bool) -> None:
        if not hidden and self.index >= 0:
            self._auto_shown.add(self.index)
        for w in (self.scroll, self.prev, self.next):
            w.setVisible(not hidden)
        self.lessonChanged.emit(self.current())

