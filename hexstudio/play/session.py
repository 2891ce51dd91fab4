"""One game being played: the engine's Game plus saving, autosave and signals.

The widgets never change the game directly: they hand an action to
``PlaySession.apply`` and repaint from the ``Changes`` it reports (the
``changed`` signal). Undo and redo go through here too, so every view hears
about them the same way. After every commit point (a die roll, the end of a
phase) the game is autosaved to the user data folder; a clean finish or an
explicit save of a finished game removes the autosave, so one left behind
means hexstudio stopped in the middle of a game and can offer to resume.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from hexstudio.engine.actions import Action
from hexstudio.engine.changes import Changes
from hexstudio.engine.errors import ReplayError
from hexstudio.engine.game import Game
from hexstudio.engine.save import load_game, save_game
from hexstudio.paths import file_in, user_data_dir
from hexstudio.scenario.io import ScenarioError, read_json_file
from hexstudio.scenario.model import Scenario

AUTOSAVE_FOLDER = "play-autosave"


def autosave_path(scenario_id: str) -> Path:
    """Where the running game of a scenario is autosaved (one per scenario)."""
    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", scenario_id).strip(".") or "game"
    folder = user_data_dir() / AUTOSAVE_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    return file_in(folder, f"{safe}.hexsave.json")


def find_autosave(scenario_id: str) -> Path | None:
    """An autosave left by a game that was not finished, if any."""
    p = autosave_path(scenario_id)
    if not p.is_file():
        return None
    try:
        doc = read_json_file(p)  # a regular file within the size limit, like any saved game
    except ScenarioError:
        return p  # damaged: still offered, loading will say what is wrong
    return p if isinstance(doc, dict) and doc.get("actions") else None


class PlaySession(QObject):
    """The game in progress and where it is saved. See the module docstring."""

    changed = Signal(object)  # Changes
    gameReplaced = Signal()

    def __init__(self, game: Game, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.path = path
        self.autosave_enabled = True
        self.last_autosave_error: str | None = None

    # --- construction -----------------------------------------------------------
    @classmethod
    def new(cls, scenario: Scenario, seed: int) -> PlaySession:
        return cls(Game(scenario, seed))

    @classmethod
    def load(cls, path: str | Path) -> PlaySession:
        """Replay a saved game. Raises ReplayError saying what is wrong."""
        p = Path(path)
        return cls(load_game(p), p)

    # --- playing ----------------------------------------------------------------
    def apply(self, action: Action) -> Changes:
        """Apply through the engine; raises IllegalAction (nothing changes) if refused."""
        changes = self.game.apply(action)
        self._after(changes)
        return changes

    def undo(self) -> Changes:
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
        save_game(self.game, p)
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
                save_game(self.game, autosave_path(self.game.scenario.id))
            self.last_autosave_error = None
        except Exception as e:
            # A full disk (or text no file can hold) must not stop the game; the status line says it.
            self.last_autosave_error = str(e) or type(e).__name__

    def discard_autosave(self) -> None:
        try:
            autosave_path(self.game.scenario.id).unlink(missing_ok=True)
        except OSError:
            pass


__all__ = ["PlaySession", "ReplayError", "autosave_path", "find_autosave"]
