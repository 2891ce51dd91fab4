"""Replay viewer: step through a saved game from the start.

The saved game is replayed once by the engine, keeping the position after
every action; the viewer then moves forwards and backwards through those
positions, or jumps to the start of a turn, on a board of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.plaintext import plain
from hexstudio.board.scene import BoardScene
from hexstudio.board.view import BoardView
from hexstudio.engine.game import Game
from hexstudio.engine.save import load_game
from hexstudio.engine.state import GameState
from hexstudio.play.overlay import HexOverlay
from hexstudio.play.placements import FaceCache
from hexstudio.play.text import describe_event, event_hexes, phase_name, side_name


@dataclass
class Step:
    state: GameState
    lines: list[str]
    hexes: list[str]  # printed labels of where this step happened


def replay_steps(saved: Game, lang: str = "en") -> tuple[Game, list[Step]]:
    """Every position of a game: the start, then after each action."""
    game = Game(saved.scenario, saved.seed)

    def step(events) -> Step:  # type: ignore[no-untyped-def]
        lines = [t for e in events if (t := describe_event(game, e, lang))]
        return Step(game.state.copy(), lines, [x for e in events for x in event_hexes(game, e)])

    steps = [step(game.log[0].events)]
    for action in saved.actions():
        steps.append(step(game.apply(action).events))
    return game, steps


class ReplayViewer(QDialog):
    """See the module docstring."""

    def __init__(self, saved: Game, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.replay")
        self.setWindowTitle(self.tr("Replay"))
        self.lang = lang
        self.game, self.steps = replay_steps(saved, lang)
        self.faces = FaceCache(self.game)
        self.scene = BoardScene(self.game.scenario)
        self.scene.set_language(lang)  # place names in the viewer's language, not the locale's
        self.view = BoardView(self.scene)
        self.info = plain(QLabel())
        self.info.setObjectName("play.replayInfo")
        self.info.setWordWrap(True)
        self.lines = QListWidget()
        self.lines.setObjectName("play.replayLines")
        # A combat line runs long (odds, shifts, the roll and its result): it wraps, never scrolls sideways.
        self.lines.setWordWrap(True)
        self.lines.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lines.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.valueChanged.connect(self.show_step)
        self.turns = QComboBox()
        self.turns.setObjectName("play.replayTurn")
        self.turn_start: dict[int, int] = {}
        for i, s in enumerate(self.steps):
            self.turn_start.setdefault(s.state.turn, i)
        for t, i in sorted(self.turn_start.items()):
            self.turns.addItem(self.tr("Turn %1").replace("%1", str(t)), i)
        self.turns.activated.connect(lambda idx: self.slider.setValue(self.turns.itemData(idx)))
        buttons = QHBoxLayout()
        for text, fn in ((self.tr("|◀ Start"), lambda: self.slider.setValue(0)), (self.tr("◀ Back"), self.back),
                         (self.tr("Forward ▶"), self.forward),
                         (self.tr("End ▶|"), lambda: self.slider.setValue(len(self.steps) - 1))):
            b = QPushButton(text)
            b.clicked.connect(fn)
            buttons.addWidget(b)
        buttons.addWidget(self.slider, 1)
        buttons.addWidget(self.turns)
        side = QWidget()
        sl = QVBoxLayout(side)
        sl.addWidget(self.info)
        sl.addWidget(self.lines, 1)
        split = QSplitter()
        split.addWidget(self.view)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setSizes([800, 260])
        self.marks: HexOverlay | None = None
        lay = QVBoxLayout(self)
        lay.addWidget(split, 1)
        lay.addLayout(buttons)
        self.resize(1000, 700)
        self.index = -1
        self.show_step(0)

    @classmethod
    def from_file(cls, path: Path, lang: str = "en", parent: QWidget | None = None) -> ReplayViewer:
        return cls(load_game(path), lang, parent)

    def show_step(self, i: int) -> None:
        i = max(0, min(int(i), len(self.steps) - 1))
        self.index = i
        if self.slider.value() != i:
            self.slider.setValue(i)
        step = self.steps[i]
        st = step.state
        self.scene.set_units(self.faces.placements(st))
        sc = self.game.scenario
        phase = sc.turns.sequence[st.phase_index] if not st.game_over else None
        where = self.tr("Turn %1, %2 (%3) — step %4 of %5").replace("%1", str(st.turn)).replace(
            "%2", phase_name(phase.kind) if phase else self.tr("game over")).replace(
            "%3", side_name(sc, st.active_side, self.lang) if st.active_side else "—").replace(
            "%4", str(i)).replace("%5", str(len(self.steps) - 1))
        self.info.setText(where)
        self.lines.clear()
        self.lines.addItems(step.lines)
        if self.marks is not None:
            self.scene.removeItem(self.marks)
            self.marks = None
        hexes = []
        for label in step.hexes:
            try:
                hexes.append(self.game.grid.parse(label))
            except ValueError:
                continue
        if hexes:
            self.marks = HexOverlay(self.game.grid, hexes, QColor("#00897b"), Qt.BrushStyle.CrossPattern)
            self.scene.addItem(self.marks)
        idx = self.turns.findData(self.turn_start.get(st.turn, 0))
        if idx >= 0:
            self.turns.setCurrentIndex(idx)

    def forward(self) -> None:
        self.show_step(self.index + 1)

    def back(self) -> None:
        self.show_step(self.index - 1)

    def jump_to_turn(self, turn: int) -> None:
        if turn in self.turn_start:
            self.show_step(self.turn_start[turn])
