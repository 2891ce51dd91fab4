"""Play mode's files: new game, save, load, resume, replay.

Saved games go to the user's documents by default and never into the bundled
battles' folder; a game is loaded on the battle it was played on (the window
opens that battle when another is open); File > Open of a saved game goes
through ``open_saved_game``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QMessageBox,
    QWidget,
)

from hexstudio.app.engine_text import tr_engine
from hexstudio.app.plaintext import literal
from hexstudio.engine.errors import ReplayError
from hexstudio.paths import is_bundled, saved_games_dir
from hexstudio.play.dialogs import NewGameDialog
from hexstudio.play.session import PlaySession
from hexstudio.scenario.io import ScenarioError
from hexstudio.scenario.model import Scenario


class GameFiles:
    """New, saved and loaded games (mixed into ``PlayMode``; see the module docstring)."""

    def ask_resume(self, path: Path) -> bool:
        parent = self.window
        answer = QMessageBox.question(
            parent,
            QCoreApplication.translate("PlayMode", "Resume the Interrupted Game?"),
            QCoreApplication.translate("PlayMode", "A game of this scenario was not finished (hexstudio stopped during play). Resume it?"),
        )
        return answer == QMessageBox.StandardButton.Yes

    def new_game_dialog(self) -> None:
        if self.window is None or self.document is None:
            return
        seats = dict(self.turns.seats) if self.session is not None else None
        dlg = NewGameDialog(self.document.scenario, self.lang, self.window, self.window.settings.recent_files(), seats)
        if dlg.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.new_game(dlg.chosen_seed(), dlg.scenario_path, dlg.chosen_seats())

    def new_game(self, seed: int, scenario_path: Path | None = None, seats: dict[str, str] | None = None) -> None:
        """Start a game on the open scenario, or open another scenario and start on it;
        ``seats``: who plays each side ("human", "ai:<level>"; a person where it says nothing)."""
        if self.window is None or self.document is None:
            return
        self.computer.halt()
        if self.session is not None:
            self.session.discard_autosave()
        if scenario_path is not None:
            window = self.window
            self._pending_seed = seed
            self._pending_seats = seats
            if not window.open_file(scenario_path):
                self._pending_seed = None
                self._pending_seats = None
            return
        self.start(PlaySession.new(self.document.scenario, seed), seats or {})

    def save_game_dialog(self) -> None:
        if self.session is None or self.window is None:
            return
        # The user's documents by default: never among the bundled battles.
        own = self.session.path if self.session.path is not None and not is_bundled(self.session.path) else None
        start = str(own or saved_games_dir() / f"{self.game.scenario.id}.hexsave.json")
        path, _ = QFileDialog.getSaveFileName(self.window, QCoreApplication.translate("PlayMode", "Save Game"), start, QCoreApplication.translate("PlayMode", "Saved games (*.json);;All files (*)"))
        if path:
            self.save_game(Path(path))

    def save_game(self, path: Path) -> bool:
        assert self.session is not None
        if is_bundled(path):
            self.inform(QCoreApplication.translate("PlayMode", "Save Game"), QCoreApplication.translate("PlayMode", "The folder of the battles included with hexstudio is not written to; save the game in another folder, such as %1.")
                        .replace("%1", str(saved_games_dir())))
            return False
        try:
            self.session.save(path)
        except Exception as e:  # disk, unsavable text or a bug: said, and the old file is intact
            self.inform(QCoreApplication.translate("PlayMode", "Save Game"), QCoreApplication.translate("PlayMode", "The game could not be saved to %1: %2").replace("%1", str(path)).replace("%2", str(e)))
            return False
        if self.window is not None:
            # File ▸ Open Recent opens it again, in Play on its battle.
            self.window.settings.add_recent_file(path)
            self.window.start_screen.refresh_recent()
        self._say(QCoreApplication.translate("PlayMode", "Game saved to %1.").replace("%1", str(path)))
        return True

    def load_game_dialog(self) -> None:
        if self.window is None:
            return
        path, _ = QFileDialog.getOpenFileName(self.window, QCoreApplication.translate("PlayMode", "Load Game"), str(self._games_folder()),
                                              QCoreApplication.translate("PlayMode", "Saved games (*.json);;All files (*)"))
        if path:
            self.load_game(Path(path))

    def _games_folder(self) -> Path:
        """Where to look for saved games: the folder of the last one, else the user's saved games."""
        if self.session is not None and self.session.path is not None and self.session.path.parent.is_dir():
            return self.session.path.parent
        return saved_games_dir()

    def open_saved_game(self, path: Path, parent: QWidget | None = None) -> Scenario | None:
        """Replay a saved game for the window's File ▸ Open; returns the battle it was played on.

        The game waits until the window has opened that battle and activated
        this mode (``activate`` takes it up). None, after saying why, when the
        file cannot be replayed.
        """
        try:
            session = PlaySession.load(Path(path))
        except ReplayError as e:
            QMessageBox.information(parent or self.window, QCoreApplication.translate("PlayMode", "Load Game"), literal(tr_engine(str(e))))
            return None
        except Exception as e:  # a fault of the engine on a strange file: said, never a traceback
            QMessageBox.information(parent or self.window, QCoreApplication.translate("PlayMode", "Load Game"), literal(f"{path}: {type(e).__name__}: {e}"))
            return None
        self._pending_session = session
        return session.game.scenario

    def load_game(self, path: Path) -> bool:
        """Replay a saved game: on the open battle when it is exactly the one the game
        was played on, else the window opens the game's own battle with it."""
        try:
            session = PlaySession.load(path)
        except ReplayError as e:
            self.inform(QCoreApplication.translate("PlayMode", "Load Game"), str(e))
            return False
        except Exception as e:  # a fault of the engine on a strange file: said, never a traceback
            self.inform(QCoreApplication.translate("PlayMode", "Load Game"), f"{path}: {type(e).__name__}: {e}")
            return False
        if self.document is not None and not session.plays(self.document.scenario):
            return self.window is not None and self.window.open_file(path)
        self.start(session)
        self._say(QCoreApplication.translate("PlayMode", "Game loaded from %1.").replace("%1", str(path)))
        return True

    def replay_dialog(self) -> None:
        if self.window is None:
            return
        path, _ = QFileDialog.getOpenFileName(self.window, QCoreApplication.translate("PlayMode", "Replay a Saved Game"), str(self._games_folder()),
                                              QCoreApplication.translate("PlayMode", "Saved games (*.json);;All files (*)"))
        if not path:
            return
        from hexstudio.play.replay import ReplayViewer

        try:
            viewer = ReplayViewer.from_file(Path(path), self.lang, self.window)
        except (ReplayError, ScenarioError) as e:
            self.inform(QCoreApplication.translate("PlayMode", "Replay"), str(e))
            return
        except Exception as e:  # never a traceback for a strange file
            self.inform(QCoreApplication.translate("PlayMode", "Replay"), f"{path}: {type(e).__name__}: {e}")
            return
        viewer.open()
        self.replay_viewer = viewer
