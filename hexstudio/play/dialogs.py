"""New-game and end-of-game dialogs."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.plaintext import esc
from hexstudio.engine.game import Game
from hexstudio.paths import bundled_scenarios, scenarios_dir
from hexstudio.play.panels import score_lines
from hexstudio.play.text import side_name, side_says
from hexstudio.scenario.model import Scenario, text_in

MAX_SEED = 2**31 - 1


def random_seed() -> int:
    return secrets.randbelow(MAX_SEED)


class NewGameDialog(QDialog):
    """Scenario, seed (or random) and who plays each side."""

    def __init__(self, scenario: Scenario, lang: str, parent: QWidget | None = None,
                 recent: Sequence[str] = (), seats: dict[str, str] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.newGame")
        self.setWindowTitle(self.tr("New Game"))
        # The scenario open in the window (None), a bundled battle or a recent file.
        self.choice = QComboBox()
        self.choice.setObjectName("play.newGameScenario")
        self.choice.addItem(self.tr("This scenario: %1").replace("%1", text_in(scenario.info.title, lang) or scenario.id), None)
        for p in bundled_scenarios():
            self.choice.addItem(self.tr("Bundled: %1").replace("%1", _title_of(p, lang)), str(p))
        for r in recent:
            if Path(r).is_file():
                self.choice.addItem(self.tr("Recent: %1").replace("%1", Path(r).name), r)
        other = QPushButton(self.tr("Other scenario…"))
        other.clicked.connect(self._choose_file)
        srow = QHBoxLayout()
        srow.addWidget(self.choice, 1)
        srow.addWidget(other)
        self.seed = QSpinBox()
        self.seed.setObjectName("play.seed")
        self.seed.setRange(0, MAX_SEED)
        self.seed.setValue(random_seed())
        self.random = QCheckBox(self.tr("Random"))
        self.random.setChecked(True)
        self.random.toggled.connect(lambda on: self.seed.setEnabled(not on))
        self.seed.setEnabled(False)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.random)
        form = QFormLayout()
        form.addRow(self.tr("Scenario:"), srow)
        form.addRow(self.tr("Dice seed:"), seed_row)
        # Who plays each side: a person or the computer at a level. Two people take
        # turns at this computer (hot seat; the board is covered when the turn
        # passes); the computer against itself is a game to watch.
        from hexstudio.play.computer import seat_choices

        self.seat_boxes: dict[str, QComboBox] = {}
        sides = QFormLayout()
        for s in scenario.sides:
            box = QComboBox()
            box.setObjectName(f"play.seat.{s.id}")
            for seat, name in seat_choices():
                box.addItem(name, seat)
            chosen = (seats or {}).get(s.id, "human")
            box.setCurrentIndex(max(0, box.findData(chosen)))
            self.seat_boxes[s.id] = box
            sides.addRow(side_name(scenario, s.id, lang) + ":", box)
        note = QLabel(self.tr("Two people take turns at this computer (hot seat); the board is covered when the turn passes between them. The computer thinks while you watch; its moves are shown one by one."))
        note.setWordWrap(True)
        sides.addRow(note)
        form.addRow(self.tr("Players:"), sides)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(buttons)

    @property
    def scenario_path(self) -> Path | None:
        """The file to play, or None for the scenario open in the window."""
        data = self.choice.currentData()
        return Path(data) if data else None

    def chosen_seats(self) -> dict[str, str]:
        """Who plays each side: "human" or "ai:<level>"."""
        return {side: str(box.currentData()) for side, box in self.seat_boxes.items()}

    def chosen_seed(self) -> int:
        return random_seed() if self.random.isChecked() else self.seed.value()

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Scenario to Play"), str(scenarios_dir()), self.tr("Scenarios (*.json);;All files (*)")
        )
        if path:
            self.choice.addItem(Path(path).name, path)
            self.choice.setCurrentIndex(self.choice.count() - 1)


class OutcomeDialog(QDialog):
    """The end of the game: who won, the points per side and what scored them."""

    def __init__(self, game: Game, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.outcome")
        self.setWindowTitle(self.tr("Game Over"))
        out = game.outcome()
        sc = game.scenario
        if out is None:
            head = self.tr("The game is not over.")
        elif out.winner is None:
            head = self.tr("A draw.")
        else:
            head = side_says(sc, out.winner, lang, "wins")
        points = ", ".join(f"{side_name(sc, s, lang)} {p} VP" for s, p in (out.points if out else game.score()).items())
        # Our headings around the battle's words (side names, objectives), escaped.
        text = f"<h3>{esc(head)}</h3><p>{esc(points)}</p><p>" + "<br>".join(esc(x) for x in score_lines(game, lang)) + "</p>"
        self.label = QLabel(text)
        self.label.setObjectName("play.outcomeText")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addWidget(self.label)
        lay.addWidget(buttons)


def _title_of(path: Path, lang: str) -> str:
    """A bundled battle's title, read from its file without building the whole scenario (the file name if unreadable)."""
    import json

    try:
        info = json.loads(path.read_text(encoding="utf-8")).get("info") or {}
        return text_in(info.get("title") or "", lang) or path.stem
    except (OSError, ValueError, AttributeError):
        return path.stem
