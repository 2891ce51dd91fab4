"""Play mode: a game on the board with the engine as referee (hot seat or against the computer).

``PlayMode`` plugs into the main window (``hexstudio.app.modes.Mode``). It
turns the player's clicks into engine actions and shows what the engine
answers: reachable hexes with their cost, the cheapest path under the
cursor, the reason a hex cannot be reached, the combat preview before the
dice, every decision the rules ask for, and the game log. There is no rule
here: whatever is legal, costs or happens is asked of the engine.

This module builds the mode's docks, menu and toolbar, starts a game
(``start``) and brings every panel up to date after each change (``refresh``).
The rest lives beside it, one job a module, mixed into ``PlayMode`` so each
part reads and writes the same game and widgets:

- ``turns``: who acts now and whether a person or the computer
  (``TurnController``), the hand-over cover between two people, and the
  commands that move the game on (apply, undo, redo, End phase);
- ``inputs``: what a click, a drag or the pointer over a hex does: selection,
  movement, reinforcements, drops, sea and amphibian moves;
- ``attack``: the Combat panel: target, attackers, preview, roll, the stage;
- ``answers``: the Decision panel: the question of the moment and its answers;
- ``marks``: the overlays on the board and the counters;
- ``report``: the status line, the game log, the dice after a roll, lessons;
- ``files``: new, saved, loaded and resumed games, the replay viewer.

The computer's sides are played by ``computer.ComputerTurn`` (``self.computer``),
an object of its own told by the turn controller when one must act.

The mixed-in modules write their strings with the context "PlayMode" (Qt's
``self.tr`` would take the context of the class the method is in only in
lupdate's eyes, not at run time).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QMenu,
    QMessageBox,
    QScrollArea,
    QTabWidget,
    QToolBar,
)

from hexstudio.app.document import Document
from hexstudio.app.plaintext import literal
from hexstudio.board.counters import setup_placements
from hexstudio.engine.changes import Changes
from hexstudio.engine.game import Game
from hexstudio.engine.save import scenario_hash
from hexstudio.hexgrid import Hex
from hexstudio.play.amphibian import Carry
from hexstudio.play.answers import DecisionPresenter
from hexstudio.play.attack import AttackPresenter
from hexstudio.play.combat import CombatPanel
from hexstudio.play.computer import ComputerTurn
from hexstudio.play.cover import HandOverCover
from hexstudio.play.decision import DecisionPanel
from hexstudio.play.dialogs import OutcomeDialog, random_seed
from hexstudio.play.files import GameFiles
from hexstudio.play.inputs import BoardInput
from hexstudio.play.lessons import LessonPanel, LessonState
from hexstudio.play.marks import BoardMarks
from hexstudio.play.overlay import HexOverlay
from hexstudio.play.panels import LogPanel, ReinforcementPanel, StackPanel, StatusPanel
from hexstudio.play.placements import FaceCache
from hexstudio.play.report import GameReport
from hexstudio.play.session import PlaySession, find_autosave, load_game_and_hash, new_game, new_game_and_hash
from hexstudio.play.text import side_name, side_says
from hexstudio.play.turns import TurnCommands, TurnController

if TYPE_CHECKING:
    from hexstudio.app.longjob import Job
    from hexstudio.app.mainwindow import MainWindow
    from hexstudio.engine.movement import Reach


# Below this window height (px) the panels make room for the board (_fit_short_window).
SHORT_WINDOW = 900
LESSONS_SHORT, LEFT_SHORT, RIGHT_SHORT = 150, 240, 340


T = TypeVar("T")


class _Cancelled(Exception):
    """The player cancelled building the game."""


class PlayMode(QObject, TurnCommands, BoardInput, AttackPresenter, DecisionPresenter, BoardMarks, GameReport, GameFiles):
    """See the module docstring."""

    id = "play"

    def __init__(self) -> None:
        super().__init__()
        # Play mode's catalogue (hexstudio_play_<lang>) is installed with the
        # app's by hexstudio.app.i18n.install_translators.
        self.window: MainWindow | None = None
        self.document: Document | None = None
        self.lang = "en"
        self.faces: FaceCache | None = None
        self.turns = TurnController(self)  # turns.py: the game, the seats, whose turn it is
        self.computer = ComputerTurn(self)  # computer.py: the computer's sides, thought out off the GUI thread
        self._pending_seed: int | None = None  # files.py: the seed of a game the window is opening for
        self._pending_seats: dict[str, str] | None = None  # files.py: who plays it
        self._pending_session: PlaySession | None = None  # files.py: a saved game the window is opening
        self._parked: tuple[object, PlaySession] | None = None  # the game left when switching modes
        self._parked_lessons: LessonState | None = None
        # inputs.py: the selected stack, the unit entering, the special moves under way
        self.sel_hex: Hex | None = None
        self.sel_units: list[str] = []
        self._moved = False  # the selected stack has moved since it was selected
        self._reach: Reach | None = None
        self._reach_key: tuple | None = None
        self._inspected: Hex | None = None
        self.entering: str | None = None
        self.sea_mode = False
        self.carry: Carry | None = None  # an amphibian about to carry a unit
        self.drop_mode = False
        self._drop_hexes: list[Hex] = []
        # attack.py: the target and what fires at it
        self.target: Hex | None = None
        self.attackers: list[str] = []
        self.artillery: list[str] = []
        self.air = 0
        # answers.py: the tab last brought forward, the decision whose units are shown
        self._raised_for: tuple | None = None
        self._stack_for: tuple | None = None
        # marks.py: the overlays on the board
        self._overlays: dict[str, tuple[HexOverlay, tuple, list[HexOverlay]]] = {}
        self.show_zoc = False
        # report.py: the last message, the last result and roll, the log shown so far
        self.hint = ""
        self.last_result = ""
        self._roll_html = ""  # the last roll and its result, shown until the next combat
        self._log_len = 0
        self._outcome_shown = False
        self.outcome_dialog: OutcomeDialog | None = None
        # this module: the widgets the mode adds to the window
        self._docks: list[QDockWidget] = []
        self._right_tab_position: QTabWidget.TabPosition | None = None
        self._menu: QMenu | None = None
        self._toolbar: QToolBar | None = None
        self.cover: HandOverCover | None = None

    def title(self) -> str:
        return self.tr("Play")

    # ------------------------------------------------------------------ activation
    def activate(self, window: MainWindow, document: Document) -> None:
        self.window, self.document = window, document
        self._overlays = {}
        self.lang = window.language
        self._build_widgets(window)
        view = window.board_view
        assert view is not None
        from hexstudio.play.tool import PlayTool

        self.tool = PlayTool(self)
        view.set_tool(self.tool)
        view.hexHovered.connect(self.hover)
        seed, self._pending_seed = self._pending_seed, None
        seats, self._pending_seats = self._pending_seats, None
        parked, self._parked = self._parked, None
        pending, self._pending_session = self._pending_session, None
        if pending is not None and pending.plays(document.scenario):
            # File ▸ Open of a saved game: the window opened its battle for it.
            self.start(pending)
            self._say(self.tr("Game loaded from %1.").replace("%1", str(pending.path)))
            return
        if seed is None and parked is not None and parked[0] is document.scenario:
            # Back from another mode on the same scenario: the game goes on where
            # it was, on the lesson that was open.
            self.start(parked[1])
            if self._parked_lessons is not None:
                self.lessons.restore(self._parked_lessons)
            return
        digest: str | None = None
        auto = None
        if seed is None:
            try:
                # The scenario's hash names its autosave; a huge map takes a while.
                digest = self._in_background(lambda job: scenario_hash(document.scenario, job.step))
            except _Cancelled:
                return
            auto = find_autosave(document.scenario, digest)
        session: PlaySession | None = None
        if auto is not None and self.ask_resume(auto):
            try:
                game, played_on, saved_seats = self._in_background(lambda job: load_game_and_hash(auto, job.step))
                session = PlaySession(game, auto, digest=played_on)
                session.take_seats(saved_seats)
            except _Cancelled:
                return
            except Exception as e:  # ReplayError says why; anything else must not stop the game starting
                self.inform(self.tr("The interrupted game cannot be resumed"), str(e) or type(e).__name__)
            if session is not None and session.scenario_sha256 != digest:
                # Never the engine of one battle under the board of another.
                self.inform(self.tr("The interrupted game cannot be resumed"),
                            self.tr("It was played on another version of this scenario."))
                session = None
        try:
            if session is None:
                start_seed = random_seed() if seed is None else seed
                known = digest
                game, digest = self._in_background(
                    lambda job: (new_game(document.scenario, start_seed), known) if known
                    else new_game_and_hash(document.scenario, start_seed, job.step)
                )
                session = PlaySession(game, digest=digest if game.scenario is document.scenario else None)
        except _Cancelled:
            return  # the player cancelled the start: no game, the window as it was
        except Exception as e:  # the rules refuse the scenario: say why, keep the window
            self.inform(self.tr("This scenario cannot be played"),
                        self.tr("The rules engine cannot start a game of it:\n%1: %2")
                        .replace("%1", type(e).__name__).replace("%2", str(e)))
            self._say(self.tr("This scenario cannot be played: %1").replace("%1", str(e)))
            return
        self.start(session, seats)

    def _in_background(self, make: Callable[[Job], T]) -> T:
        """Build a game (a new one, or a saved one replayed) or hash a scenario in
        another thread, with progress and Cancel if it takes a while (a 400 x 400
        map takes seconds); the window keeps answering. ``make(job)`` reports its
        progress to ``job.step``, which stops it once cancelled. Raises what
        ``make`` raised, or _Cancelled."""
        from hexstudio.app.longjob import run_in_background

        title = self.title()
        got = run_in_background(self.window, title, title, make)
        if not got.finished:
            raise _Cancelled()
        if got.error is not None:
            raise got.error
        assert got.value is not None
        return got.value

    def deactivate(self, window: MainWindow) -> None:
        view, scene = window.board_view, window.board_scene
        if view is not None:
            try:
                view.hexHovered.disconnect(self.hover)
            except (RuntimeError, TypeError):
                pass
            view.set_tool(None)
        self._remove_overlays()
        if scene is not None and self.document is not None:
            scene.set_units(setup_placements(self.document.scenario))
        if self._right_tab_position is not None:
            window.setTabPosition(Qt.DockWidgetArea.RightDockWidgetArea, self._right_tab_position)
            self._right_tab_position = None
        for dock in self._docks:
            window.remove_dock(dock)
            dock.deleteLater()
        self._docks.clear()
        if self._menu is not None:
            window.remove_menu(self._menu)
            self._menu.deleteLater()
            self._menu = None
        if self._toolbar is not None:
            window.remove_toolbar(self._toolbar)
            self._toolbar.deleteLater()
            self._toolbar = None
        self.computer.halt()
        self.computer.wait(5000)  # the worker stops at its next look at the cancel flag
        self.computer.bar = None
        if self.cover is not None:
            self.cover.hide()
            self.cover.deleteLater()
            self.cover = None
        if self.session is not None:
            self.session.changed.disconnect(self.on_changed)
            if self.document is not None:
                self._parked = (self.document.scenario, self.session)
                self._parked_lessons = self.lessons.state()
        self.session = None
        self.window = None

    def _dock(self, window: MainWindow, name: str, title: str, widget, area: Qt.DockWidgetArea,  # type: ignore[no-untyped-def]
              scroll: bool = False) -> QDockWidget:
        dock = QDockWidget(title, window)
        dock.setObjectName(name)
        if scroll:
            # Panels that grow (combat preview, decisions) scroll rather than clip.
            area_widget = QScrollArea()
            area_widget.setWidgetResizable(True)
            area_widget.setFrameShape(QScrollArea.Shape.NoFrame)
            area_widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            area_widget.setWidget(widget)
            dock.setWidget(area_widget)
        else:
            dock.setWidget(widget)
        window.add_dock(dock, area)
        self._docks.append(dock)
        return dock

    def _build_widgets(self, window: MainWindow) -> None:
        L, R, B = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea
        # The last mode's panels went just now (and the mode was saved in the settings):
        # a turn of the event loop before ours are made.
        self._breathe(window)
        self.status = StatusPanel()
        self.status.endPhaseRequested.connect(self.end_phase)
        self.status.airBonusRequested.connect(self.use_air_bonus)
        self.stack = StackPanel()
        self.stack.selectionChanged.connect(self._stack_checked)
        self.stack.exitRequested.connect(self.exit_map)
        self.stack.seaToggled.connect(self.toggle_sea)
        self.stack.carryToggled.connect(self.toggle_carry)
        self._breathe(window)
        self.reinforcements = ReinforcementPanel()
        self.reinforcements.unitPicked.connect(self.pick_reinforcement)
        self.reinforcements.dropToggled.connect(self.toggle_drop)
        self.combat = CombatPanel()
        self.combat.kindChanged.connect(lambda _k: self._combat_kind_changed())
        self.combat.choicesChanged.connect(self._combat_choices_changed)
        self.combat.rollRequested.connect(self.roll)
        self.combat.cancelRequested.connect(self.cancel)
        self.combat.sideChanged.connect(self._combat_side_changed)
        self.combat.handOverRequested.connect(self.hand_over_stage)
        self._breathe(window)
        self.decision = DecisionPanel()
        self.decision.chosen.connect(self.choose)
        self.decision.supportCommitted.connect(self.commit_support)
        self.log = LogPanel()
        self.log.entryActivated.connect(self.show_where)
        self.lessons = LessonPanel()
        self.lessons.lessonChanged.connect(self._show_lesson_hexes)
        self._breathe(window)
        # The docks a few at a time, a turn of the event loop between (each costs a few
        # milliseconds, and laying the window out again after them as much; all seven and
        # their arranging in one go held the window's thread for 30-40 ms, twice that
        # while the editor's check still ran in its thread).
        # The units panel scrolls: the game panel above it grows as a game goes on (a
        # wrapped hint, the computer's line and its Stop), and with both unscrolled
        # their least heights added up past a 720-pixel screen: the window grew off it.
        self.status_dock = self._dock(window, "play.statusDock", self.tr("Game"), self.status, L)
        self.stack_dock = self._dock(window, "play.stackDock", self.tr("Units"), self.stack, L, scroll=True)
        self._breathe(window)
        self.decision_dock = self._dock(window, "play.decisionDock", self.tr("Decision"), self.decision, R, scroll=True)
        self.combat_dock = self._dock(window, "play.combatDock", self.tr("Combat"), self.combat, R, scroll=True)
        self._breathe(window)
        self.reinf_dock = self._dock(window, "play.reinforcementsDock", self.tr("Reinforcements"), self.reinforcements, R)
        window.tabifyDockWidget(self.combat_dock, self.reinf_dock)
        window.tabifyDockWidget(self.combat_dock, self.decision_dock)
        # The combat preview needs the height: the window's map display panel
        # joins the same tabs while playing.
        if not window.map_display_dock.isHidden():
            window.tabifyDockWidget(self.combat_dock, window.map_display_dock)
        self.combat_dock.raise_()
        self._breathe(window)
        self.log_dock = self._dock(window, "play.logDock", self.tr("Game log"), self.log, B)
        # Beside the log, under the board: the side columns keep their height
        # for the units and the combat preview, and a lesson reads in long lines.
        self.lessons_dock = self._dock(window, "play.lessonsDock", self.tr("Lessons"), self.lessons, B)
        window.splitDockWidget(self.log_dock, self.lessons_dock, Qt.Orientation.Horizontal)
        # Only a battle with lessons shows them, from the first moment: the game (which
        # says so again) is built after, and the panel restored from the last session
        # would show another battle's lesson meanwhile.
        self.lessons_dock.setVisible(self.document is not None and bool(self.document.scenario.tutorial))
        self._breathe(window)
        # Four tabs across a side column cut every title to a few letters
        # ("Co…", "Ref…"); standing on the column's edge they read in full.
        self._right_tab_position = window.tabPosition(R)
        window.setTabPosition(R, QTabWidget.TabPosition.East)
        # The edge tabs take a strip of the column: widen it so the combat
        # panel's kind choices and buttons ("Ataque aéreo", "Limpar") still fit.
        window.resizeDocks([self.combat_dock], [min(400, max(300, self.combat.sizeHint().width() + 16))], Qt.Orientation.Horizontal)
        window.resizeDocks([self.log_dock], [190], Qt.Orientation.Vertical)
        window.resizeDocks([self.log_dock, self.lessons_dock], [45, 55], Qt.Orientation.Horizontal)
        window.resizeDocks([self.status_dock, self.stack_dock], [280, 420], Qt.Orientation.Vertical)
        self._fit_short_window(window)
        self._breathe(window)

        menu = QMenu(self.tr("&Game"), window)
        menu.setObjectName("play.menu")

        def act(text: str, slot, shortcut: str | QKeySequence | None = None, checkable: bool = False) -> QAction:  # type: ignore[no-untyped-def]
            a = QAction(text, menu)
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            a.setCheckable(checkable)
            a.triggered.connect(slot)
            menu.addAction(a)
            return a

        self.new_action = act(self.tr("&New Game…"), self.new_game_dialog, "Ctrl+Alt+N")
        self.load_action = act(self.tr("&Load Game…"), self.load_game_dialog, "Ctrl+Alt+O")
        self.save_action = act(self.tr("&Save Game…"), self.save_game_dialog, "Ctrl+Alt+S")
        menu.addSeparator()
        self.undo_action = act(self.tr("Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = act(self.tr("Redo"), self.redo, "Ctrl+Shift+Z")
        menu.addSeparator()
        self.end_action = act(self.tr("&End Phase"), self.end_phase, "Ctrl+Return")
        self.roll_action = act(self.tr("&Roll the Dice"), self.roll, "Ctrl+R")
        self.cancel_action = act(self.tr("Clear Selection"), self.cancel, "Escape")
        self.zoc_action = act(self.tr("Show Enemy &Zones of Control"), self.toggle_zoc, "Z", checkable=True)
        # Nothing to undo, redo or end until the game is built (the board is shown first at start-up).
        for a in (self.undo_action, self.redo_action, self.end_action, self.roll_action):
            a.setEnabled(False)
        self.status.end_phase.setEnabled(False)
        self.zoc_action.setIconText(self.tr("ZOC"))
        self.zoc_action.setToolTip(self.tr("Show enemy zones of control (Z)"))
        menu.addSeparator()
        self.replay_action = act(self.tr("&Replay a Saved Game…"), self.replay_dialog)
        window.add_menu(menu)
        self._menu = menu
        tb = QToolBar(self.tr("Game"), window)
        tb.setObjectName("play.toolbar")
        for a in (self.undo_action, self.redo_action, self.end_action, self.zoc_action):
            tb.addAction(a)
        menu.addSeparator()
        self.computer.build(menu, tb, self.status.layout(), window.settings.computer_pace())
        window.add_toolbar(tb)
        self._toolbar = tb
        self.cover = HandOverCover(window)
        self._breathe(window)

    @staticmethod
    def _breathe(window: MainWindow) -> None:
        """Let the event loop turn once while the mode's widgets are being made.

        Making the panels, putting them in the window, then laying out and
        painting it, done in one go, held the window's thread for about three
        frames; with a turn between the steps (its timers run, the window is
        laid out) none of them holds it for more than one. Nothing is painted
        meanwhile (a half-built window for a frame would flicker: the next
        turn paints it whole) and the user's input waits (the mode is not
        ready for it).
        """
        window.setUpdatesEnabled(False)
        try:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        finally:
            window.setUpdatesEnabled(True)

    def _fit_short_window(self, window: MainWindow) -> None:
        """In a short window (1280x720) the board keeps most of the height: the
        game log joins the tabs on the right, the lessons keep a slim strip
        under the board, and the side columns start narrow (each can be dragged
        wider; the log is a click away on its tab)."""
        if window.height() >= SHORT_WINDOW:
            return
        R = Qt.DockWidgetArea.RightDockWidgetArea
        window.addDockWidget(R, self.log_dock)
        window.tabifyDockWidget(self.combat_dock, self.log_dock)
        self.combat_dock.raise_()
        window.resizeDocks([self.lessons_dock], [LESSONS_SHORT], Qt.Orientation.Vertical)
        window.resizeDocks([self.status_dock], [LEFT_SHORT], Qt.Orientation.Horizontal)
        window.resizeDocks([self.combat_dock], [RIGHT_SHORT], Qt.Orientation.Horizontal)

    # ------------------------------------------------------------------ hooks (dialogs)

    def inform(self, title: str, text: str) -> None:
        # Messages quote the battle and the file (names, paths): never markup.
        QMessageBox.information(self.window, title, literal(text))

    def confirm(self, title: str, text: str) -> bool:
        return QMessageBox.question(self.window, title, literal(text)) == QMessageBox.StandardButton.Yes

    # ------------------------------------------------------------------ the game
    @property
    def game(self) -> Game:
        assert self.session is not None
        return self.session.game

    @property
    def session(self) -> PlaySession | None:
        """The game in progress (held by the turn controller)."""
        return self.turns.session

    @session.setter
    def session(self, session: PlaySession | None) -> None:
        self.turns.session = session

    def start(self, session: PlaySession, seats: Mapping[str, str] | None = None) -> None:
        """Play ``session``; ``seats`` says who plays each side (a person unless it says otherwise)."""
        if self.session is not None:
            try:
                self.session.changed.disconnect(self.on_changed)
            except (RuntimeError, TypeError):
                pass
        self.turns.start(session, seats)
        self.computer.start(session.game.seed)
        session.changed.connect(self.on_changed)
        self.faces = FaceCache(session.game)
        self._log_len = 0
        self.log.clear()
        self._raised_for = None
        self._outcome_shown = False
        self.outcome_dialog = None
        self._stack_for = None
        self._clear_selection()
        self._clear_combat()
        self._show_roll("")
        self.combat.set_kind(self._default_kind())
        self._refresh_combat()
        self._start_lessons(resumed=bool(session.game.log[1:]))
        self.refresh()

    def on_changed(self, changes: Changes) -> None:
        self._reach = None
        self._highlight("owed", [])
        if changes.phase_changed:
            if not self.game.state.game_over:
                self.lessons.follow(self._moment())
            else:
                self.lessons.set_over(True)
            self.combat.set_sides([])  # a phase both sides play starts with the first side
            self.combat.set_sides(self._phase_sides())
            self.combat.set_kind(self._default_kind())
            self._show_roll("")
            self.reinforcements.result.setText("")
            if self.window is not None and self.hint and self.window.statusBar().currentMessage() == self.hint:
                self.window.statusBar().clearMessage()  # shown for 8 s: not into the next phase
            self.hint = ""  # what was said about the last phase's moves is past
            self.status.hint.setText("")
            self._clear_combat()
            self._refresh_combat()
        self._announce(changes)
        self.refresh()

    def refresh(self) -> None:
        """Bring every panel and overlay up to date with the game."""
        if self.session is None or self.window is None:
            return
        g = self.game
        st = g.state
        if st.pending is not None or g.phase_kind() != "movement":
            self.entering = None
        if self.sel_units and any(st.units[u].status != "on_map" or st.units[u].hex != self.sel_hex for u in self.sel_units):
            self._clear_selection()
        if self.target is not None and (st.pending is not None or g.phase_kind() not in ("combat", "bombardment")):
            self._clear_combat()
        self._draw_counters()
        if not self.sel_units and self._inspected is not None:
            self._inspect_hex(self._inspected)  # units may have left or arrived
        self.status.show_game(g, self.lang)
        self.combat.set_sides(self._phase_sides())
        self.reinforcements.show_game(g, self.lang)
        self._update_log()
        self._show_decision()
        self._update_actions()
        self._update_overlays()
        self._update_combat_preview()
        self._hand_over()
        self.computer.show_state()
        self.turns.prompt_computer(self._picked_side())  # a side the computer plays is told to act
        self.computer.unnamed_phase()
        if st.game_over and not self._outcome_shown:
            self._outcome_shown = True
            out = g.outcome()
            if out is not None:
                pts = ", ".join(f"{side_name(g.scenario, s, self.lang)} {p}" for s, p in out.points.items())
                if out.winner:
                    # "The Allies win." agrees with the side's name; the points follow.
                    self._say(self.tr("Game over: %1 Points: %2.").replace("%1", side_says(g.scenario, out.winner, self.lang, "wins"))
                              .replace("%2", pts))
                else:
                    self._say(self.tr("Game over: a draw (%1).").replace("%1", pts))
            self.outcome_dialog = OutcomeDialog(g, self.lang, self.window)
            self.outcome_dialog.open()
