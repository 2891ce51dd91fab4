"""One game being played: the engine's Game plus saving, autosave and signals.

The widgets never change the game directly: they hand an action to
``PlaySession.apply`` and repaint from the ``Changes`` it reports (the
``changed`` signal). Undo and redo go through here too, so every view hears
about them the same way. After every commit point (a die roll, the end of a
phase) the game is autosaved to the user data folder; a clean finish or an
explicit save of a finished game removes the autosave, so one left behind
means hexstudio stopped in the middle of a game and can offer to resume.

An autosave belongs to the exact scenario it was played on: its name carries
the scenario's content hash as well as its id, and it is offered again only
for a scenario with the same hash. A copy of a battle, or a battle changed
in the editor since, never picks up another game's autosave.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from hexstudio.engine.actions import Action
from hexstudio.engine.changes import Changes
from hexstudio.engine.errors import IllegalAction, ReplayError
from hexstudio.engine.game import Game
from hexstudio.engine.save import load_game_and_players, save_game, scenario_hash
from hexstudio.paths import file_in, user_data_dir
from hexstudio.scenario.digest import Progress
from hexstudio.scenario.io import ScenarioError, read_json_file
from hexstudio.scenario.model import Scenario

AUTOSAVE_FOLDER = "play-autosave"


def autosave_path(scenario: Scenario, digest: str | None = None) -> Path:
    """Where the running game of a scenario is autosaved: one per scenario content
    (``digest``, the scenario's hash, when the caller has it already)."""
    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", scenario.id).strip(".") or "game"
    folder = user_data_dir() / AUTOSAVE_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    return file_in(folder, f"{safe}-{(digest or scenario_hash(scenario))[:16]}.hexsave.json")


def find_autosave(scenario: Scenario, digest: str | None = None) -> Path | None:
    """An autosave left by an unfinished game of exactly this scenario, if any
    (``digest``: the scenario's hash, when the caller has it already)."""
    digest = digest or scenario_hash(scenario)
    p = autosave_path(scenario, digest)
    if not p.is_file():
        return None
    try:
        doc = read_json_file(p)  # a regular file within the size limit, like any saved game
    except ScenarioError:
        return p  # damaged: still offered, loading will say what is wrong
    if not isinstance(doc, dict) or doc.get("scenario_sha256") != digest:
        return None  # a game of another version of the battle
    return p if doc.get("actions") else None


class PlaySession(QObject):
    """The game in progress and where it is saved. See the module docstring."""

    changed = Signal(object)  # Changes
    gameReplaced = Signal()

    def __init__(
        self, game: Game, path: Path | None = None, parent: QObject | None = None, digest: str | None = None
    ) -> None:
        """``digest``: the hash of ``game.scenario``, when worked out already
        (on a 400 x 400 map it takes a good part of a second)."""
        super().__init__(parent)
        self.game = game
        self.path = path
        self.autosave_enabled = True
        self.last_autosave_error: str | None = None
        # The scenario never changes during a game: its hash is taken once.
        self.scenario_sha256 = digest or scenario_hash(game.scenario)
        # Who plays each side ("human", "ai:<level>"), saved with the game so a game
        # against the computer reloads against the computer. Empty: every side a person.
        self.seats: dict[str, str] = {}
        # The log length after the computer's last action: the person's undo stops
        # there (never into the computer's turn or its answers).
        self.undo_floor = 0

    # --- construction -----------------------------------------------------------
    @classmethod
    def new(cls, scenario: Scenario, seed: int) -> PlaySession:
        return cls(new_game(scenario, seed))

    @classmethod
    def load(cls, path: str | Path) -> PlaySession:
        """Replay a saved game. Raises ReplayError saying what is wrong."""
        p = Path(path)
        game, seats = load_game_and_players(p)
        session = cls(game, p)
        session.take_seats(seats)
        return session

    def take_seats(self, seats: dict[str, str]) -> None:
        """The seats a saved game was played with; against the computer, the moves
        made before the save are not undone."""
        self.seats = dict(seats)
        if any(v != "human" for v in seats.values()):
            self.undo_floor = len(self.game.log)

    # --- playing ----------------------------------------------------------------
    def apply(self, action: Action) -> Changes:
        """Apply through the engine; raises IllegalAction (nothing changes) if refused."""
        changes = self.game.apply(action)
        self._after(changes)
        return changes

    def can_undo(self) -> bool:
        """Undo is possible: something since the last commit point, and not the computer's."""
        return self.game.can_undo() and len(self.game.log) > self.undo_floor

    def undo(self) -> Changes:
        if self.game.can_undo() and len(self.game.log) <= self.undo_floor:
            raise IllegalAction(QCoreApplication.translate(
                "PlayMode", "Nothing of yours to undo: the computer's moves and answers cannot be taken back."))
        changes = self.game.undo()
        self._after(changes, autosave=False)
        return changes

    def redo(self) -> Changes:
        changes = self.game.redo()
        self._after(changes)
        return changes

    def _after(self, changes: Changes, autosave: bool = True) -> None:
        if autosave and (changes.commit or changes.phase_changed or self.game.state.game_over):
            self.autosave()
        self.changed.emit(changes)

    # --- files ------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        """Save atomically (the engine's JSON with the scenario embedded)."""
        p = Path(path)
        save_game(self.game, p, players=self._players())
        self.path = p
        if self.game.state.game_over:
            self.discard_autosave()

    def autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            if self.game.state.game_over:
                self.discard_autosave()
            else:
                save_game(self.game, self.autosave_path(), players=self._players())
            self.last_autosave_error = None
        except Exception as e:
            # A full disk (or text no file can hold) must not stop the game; the status line says it.
            self.last_autosave_error = str(e) or type(e).__name__

    def _players(self) -> dict[str, str] | None:
        """The seats worth writing down: only when the computer plays a side."""
        return dict(self.seats) if any(v != "human" for v in self.seats.values()) else None

    def autosave_path(self) -> Path:
        return autosave_path(self.game.scenario, self.scenario_sha256)

    def discard_autosave(self) -> None:
        try:
            self.autosave_path().unlink(missing_ok=True)
        except OSError:
            pass

    def plays(self, scenario: Scenario) -> bool:
        """True if this game was played on exactly ``scenario`` (the same content hash)."""
        return scenario is self.game.scenario or scenario_hash(scenario) == self.scenario_sha256


def new_game(scenario: Scenario, seed: int) -> Game:
    """A new game of ``scenario`` (no Qt: it may be built in another thread)."""
    return Game(scenario, seed)


def new_game_and_hash(scenario: Scenario, seed: int, progress: Progress | None = None) -> tuple[Game, str]:
    """A new game and its scenario's hash (both slow on a huge map: made together in another thread;
    ``progress`` hears how far the hash is, and may stop it)."""
    return new_game(scenario, seed), scenario_hash(scenario, progress)


def load_game_and_hash(path: Path, progress: Progress | None = None) -> tuple[Game, str, dict[str, str]]:
    """A saved game replayed, the hash of the scenario it embeds, and who played each side
    (``progress``: as for ``new_game_and_hash``)."""
    game, seats = load_game_and_players(path)
    return game, scenario_hash(game.scenario, progress), seats


__all__ = [
    "PlaySession", "ReplayError", "autosave_path", "find_autosave", "load_game_and_hash", "new_game", "new_game_and_hash",
]
