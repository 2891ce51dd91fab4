"""Play mode: a hot-seat game on the board with the engine as referee.

``PlayMode`` plugs into the main window (``hexstudio.app.modes.Mode``). It
turns the player's clicks into engine actions and shows what the engine
answers: reachable hexes with their cost, the cheapest path under the
cursor, the reason a hex cannot be reached, the combat preview before the
dice, every decision the rules ask for, and the game log. There is no rule
here: whatever is legal, costs or happens is asked of the engine.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMenu, QMessageBox, QScrollArea, QTabWidget, QToolBar, QToolTip

from hexstudio.app.document import Document
from hexstudio.app.engine_text import tr_engine
from hexstudio.app.plaintext import literal, tip
from hexstudio.board.counters import setup_placements
from hexstudio.engine import exits, sea
from hexstudio.engine.actions import (
    Action,
    Choose,
    EndPhase,
    EnterReinforcement,
    ExitMap,
    MoveStack,
    SeaMove,
    UseAirBonus,
)
from hexstudio.engine.changes import Changes
from hexstudio.engine.combat import AirAttack, Bombard, CommitDefence, DeclareAttack, bombard_preview, combat_preview
from hexstudio.engine.combat.handlers import attack_choices
from hexstudio.engine.combat.situation import preview_bombard
from hexstudio.engine.core_rules import end_phase_problem, reinforcements_check
from hexstudio.engine.errors import IllegalAction, ReplayError
from hexstudio.engine.game import Game
from hexstudio.engine.reinforcements import entry_hexes, entry_problem, group_of, waiting_units
from hexstudio.engine.zoc import enemy_zoc, unmet_obligations

try:  # named rule packages arrive while the engine grows
    from hexstudio.engine.rules import paradrop
except ImportError:  # pragma: no cover - an engine without airborne drops
    paradrop = None  # type: ignore[assignment]
from hexstudio.engine.rules.amphibian_transport import AmphibianMove
from hexstudio.hexgrid import Hex
from hexstudio.play.amphibian import Carry, best_carry, carrier_in
from hexstudio.play.combat import CombatPanel, cell_family, preview_html, result_bars
from hexstudio.play.cover import HandOverCover
from hexstudio.play.decision import DecisionPanel
from hexstudio.play.dialogs import NewGameDialog, OutcomeDialog, random_seed
from hexstudio.play.lessons import LessonPanel, LessonState, Moment
from hexstudio.play.overlay import HexOverlay
from hexstudio.play.panels import LogPanel, ReinforcementPanel, StackPanel, StatusPanel
from hexstudio.play.placements import FaceCache
from hexstudio.play.session import PlaySession, find_autosave
from hexstudio.play.stage import StageBombard, command_name, has_stage, legal_targets, no_target_reason, pb_cap, pieces
from hexstudio.play.text import (
    describe_event,
    event_hexes,
    explain_bombard,
    explain_result,
    sentence,
    side_name,
    side_says,
    unit_name,
    unit_short,
)
from hexstudio.scenario.cost import format_halves
from hexstudio.scenario.io import ScenarioError
from hexstudio.scenario.model import text_in

if TYPE_CHECKING:
    from hexstudio.app.mainwindow import MainWindow
    from hexstudio.engine.movement import Reach


# Overlays: colour AND hatch differ, so they read without colour vision.
STYLE = {
    "reach": ("#1e88e5", Qt.BrushStyle.BDiagPattern),
    "path": ("#ef6c00", Qt.BrushStyle.Dense4Pattern),
    "zoc": ("#c62828", Qt.BrushStyle.DiagCrossPattern),
    "entry": ("#2e7d32", Qt.BrushStyle.CrossPattern),
    "target": ("#b71c1c", Qt.BrushStyle.FDiagPattern),
    "attackers": ("#f9a825", Qt.BrushStyle.HorPattern),
    "artillery": ("#7b1fa2", Qt.BrushStyle.VerPattern),
    "choice": ("#6a1b9a", Qt.BrushStyle.Dense5Pattern),
    "last": ("#4e342e", Qt.BrushStyle.Dense7Pattern),
    "where": ("#00897b", Qt.BrushStyle.CrossPattern),
    "selected": ("#0d47a1", Qt.BrushStyle.Dense6Pattern),
    "mover": ("#0d47a1", Qt.BrushStyle.Dense3Pattern),
    "landing": ("#00838f", Qt.BrushStyle.HorPattern),
    "owed": ("#d84315", Qt.BrushStyle.Dense2Pattern),
    "lesson": ("#ad1457", Qt.BrushStyle.Dense6Pattern),
    "stage": ("#e65100", Qt.BrushStyle.Dense5Pattern),
}


# Below this window height (px) the panels make room for the board (_fit_short_window).
SHORT_WINDOW = 900
LESSONS_SHORT, LEFT_SHORT, RIGHT_SHORT = 150, 240, 340

class PlayMode(QObject):
    """See the module docstring."""

    id = "play"

    def __init__(self) -> None:
        super().__init__()
        # Play mode's catalogue (hexstudio_play_<lang>) is installed with the
        # app's by hexstudio.app.i18n.install_translators.
        self.window: MainWindow | None = None
        self.document: Document | None = None
        self.session: PlaySession | None = None
        self.lang = "en"
        self.faces: FaceCache | None = None
        self.humans: set[str] = set()
        self.sel_hex: Hex | None = None
        self.sel_units: list[str] = []
        self.entering: str | None = None
        self.target: Hex | None = None
        self.attackers: list[str] = []
        self.artillery: list[str] = []
        self.air = 0
        self.show_zoc = False
        self.sea_mode = False
        self.carry: Carry | None = None  # an amphibian about to carry a unit
        self.drop_mode = False
        self._drop_hexes: list[Hex] = []
        self.hint = ""
        self.last_result = ""
        self._reach: Reach | None = None
        self._reach_key: tuple | None = None
        self._log_len = 0
        self._shown_side: str | None = None
        self._raised_for: tuple | None = None
        self._outcome_shown = False
        self._pending_seed: int | None = None
        self._parked: tuple[object, PlaySession] | None = None  # the game left when switching modes
        self._parked_lessons: LessonState | None = None
        self._docks: list[QDockWidget] = []
        self._right_tab_position: QTabWidget.TabPosition | None = None
        self._overlays: dict[str, tuple[HexOverlay, tuple]] = {}
        self._inspected: Hex | None = None
        self._menu: QMenu | None = None
        self._toolbar: QToolBar | None = None
        self.outcome_dialog: OutcomeDialog | None = None
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
        parked, self._parked = self._parked, None
        if seed is None and parked is not None and parked[0] is document.scenario:
            # Back from another mode on the same scenario: the game goes on where
            # it was, on the lesson that was open.
            self.start(parked[1])
            if self._parked_lessons is not None:
                self.lessons.restore(self._parked_lessons)
            return
        auto = find_autosave(document.scenario.id) if seed is None else None
        session: PlaySession | None = None
        if auto is not None and self.ask_resume(auto):
            try:
                session = PlaySession.load(auto)
            except Exception as e:  # ReplayError says why; anything else must not stop the game starting
                self.inform(self.tr("The interrupted game cannot be resumed"), str(e) or type(e).__name__)
        try:
            if session is None:
                session = PlaySession.new(document.scenario, random_seed() if seed is None else seed)
        except Exception as e:  # the rules refuse the scenario: say why, keep the window
            self.inform(self.tr("This scenario cannot be played"),
                        self.tr("The rules engine cannot start a game of it:\n%1: %2")
                        .replace("%1", type(e).__name__).replace("%2", str(e)))
            self._say(self.tr("This scenario cannot be played: %1").replace("%1", str(e)))
            return
        self.start(session)

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
        self.status = StatusPanel()
        self.status.endPhaseRequested.connect(self.end_phase)
        self.status.airBonusRequested.connect(self.use_air_bonus)
        self.stack = StackPanel()
        self.stack.selectionChanged.connect(self._stack_checked)
        self.stack.exitRequested.connect(self.exit_map)
        self.stack.seaToggled.connect(self.toggle_sea)
        self.stack.carryToggled.connect(self.toggle_carry)
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
        self.decision = DecisionPanel()
        self.decision.chosen.connect(self.choose)
        self.decision.supportCommitted.connect(self.commit_support)
        self.log = LogPanel()
        self.log.entryActivated.connect(self.show_where)
        self.lessons = LessonPanel()
        self.lessons.lessonChanged.connect(self._show_lesson_hexes)
        self.status_dock = self._dock(window, "play.statusDock", self.tr("Game"), self.status, L)
        self.stack_dock = self._dock(window, "play.stackDock", self.tr("Units"), self.stack, L)
        self.decision_dock = self._dock(window, "play.decisionDock", self.tr("Decision"), self.decision, R, scroll=True)
        self.combat_dock = self._dock(window, "play.combatDock", self.tr("Combat"), self.combat, R, scroll=True)
        self.reinf_dock = self._dock(window, "play.reinforcementsDock", self.tr("Reinforcements"), self.reinforcements, R)
        self.log_dock = self._dock(window, "play.logDock", self.tr("Game log"), self.log, B)
        # Beside the log, under the board: the side columns keep their height
        # for the units and the combat preview, and a lesson reads in long lines.
        self.lessons_dock = self._dock(window, "play.lessonsDock", self.tr("Lessons"), self.lessons, B)
        window.splitDockWidget(self.log_dock, self.lessons_dock, Qt.Orientation.Horizontal)
        window.tabifyDockWidget(self.combat_dock, self.reinf_dock)
        window.tabifyDockWidget(self.combat_dock, self.decision_dock)
        # The combat preview needs the height: the window's map display panel
        # joins the same tabs while playing.
        if not window.map_display_dock.isHidden():
            window.tabifyDockWidget(self.combat_dock, window.map_display_dock)
        self.combat_dock.raise_()
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
        window.add_toolbar(tb)
        self._toolbar = tb
        self.cover = HandOverCover(window)

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
    def ask_resume(self, path: Path) -> bool:
        parent = self.window
        answer = QMessageBox.question(
            parent,
            self.tr("Resume the Interrupted Game?"),
            self.tr("A game of this scenario was not finished (hexstudio stopped during play). Resume it?"),
        )
        return answer == QMessageBox.StandardButton.Yes

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

    def start(self, session: PlaySession) -> None:
        if self.session is not None:
            try:
                self.session.changed.disconnect(self.on_changed)
            except (RuntimeError, TypeError):
                pass
        self.session = session
        session.changed.connect(self.on_changed)
        self.faces = FaceCache(session.game)
        self.humans = set(session.game.sides)
        self._log_len = 0
        self.log.clear()
        self._shown_side = None
        self._raised_for = None
        self._outcome_shown = False
        self.outcome_dialog = None
        self._clear_selection()
        self._clear_combat()
        self.combat.set_kind(self._default_kind())
        self._refresh_combat()
        self._start_lessons(resumed=bool(session.game.log[1:]))
        self.refresh()

    def _default_kind(self) -> str:
        return "bombard" if self.game.phase_kind() == "bombardment" else "attack"

    def _start_lessons(self, resumed: bool) -> None:
        """Lessons for a scenario that has them; the dock is put away for one that has none."""
        g = self.game
        self.lessons.set_scenario(g.scenario, self.lang)
        self.lessons_dock.setVisible(bool(g.scenario.tutorial))
        self.lessons_dock.toggleViewAction().setEnabled(bool(g.scenario.tutorial))
        if g.scenario.tutorial:
            self.lessons.follow(self._moment(), resumed=resumed)
        else:
            self.lessons.show_lesson(None)

    def _moment(self) -> Moment:
        st = self.game.state
        return Moment(st.turn, st.phase_index, self.game.phase_kind(), st.active_side)

    def _show_lesson_hexes(self, step: object) -> None:
        if self.session is None:
            return
        hexes: dict[Hex, str] = {}
        for label in getattr(step, "hexes", None) or []:
            try:
                hexes[self.game.grid.parse(label)] = label
            except ValueError:
                continue  # the scenario check reports a bad label; the lesson still reads
        self._highlight("lesson", hexes, hexes)

    def on_changed(self, changes: Changes) -> None:
        self._reach = None
        self._highlight("owed", [])
        if changes.phase_changed:
            if not self.game.state.game_over:
                self.lessons.follow(self._moment())
            self.combat.set_sides([])  # a phase both sides play starts with the first side
            self.combat.set_sides(self._phase_sides())
            self.combat.set_kind(self._default_kind())
            self.combat.show_result("")
            self.reinforcements.result.setText("")
            self.hint = ""  # what was said about the last phase's moves is past
            self.status.hint.setText("")
            self._clear_combat()
            self._refresh_combat()
        self._announce(changes)
        self.refresh()

    def _announce(self, changes: Changes) -> None:
        """After a roll: the dice and the result in words, in the combat panel."""
        g = self.game
        dice = None
        for e in changes.events:
            if e.kind == "roll":
                dice = e.data
            elif e.kind == "combat":
                res = explain_result(g.scenario, e.data["result"], self.lang)
                self.last_result = res
                faces = " + ".join(str(f) for f in dice["faces"]) if dice else "?"
                self.combat.show_result(
                    self.tr("<b>Dice: %1 = %2</b> (column %3)<br>%4")
                    .replace("%1", faces).replace("%2", str(e.data["roll"])).replace("%3", escape(e.data["final_column"]))
                    .replace("%4", escape(res))
                )
                self._say(res)
            elif e.kind == "paradrop":
                self._announce_drop(e.data, dice)
            elif e.kind == "bombardment":
                res = explain_bombard(g.scenario, e.data["result"], self.lang)
                self.last_result = res
                faces = " + ".join(str(f) for f in dice["faces"]) if dice else "?"
                self.combat.show_result(
                    self.tr("<b>Dice: %1 = %2</b> (column %3)<br>%4")
                    .replace("%1", faces).replace("%2", str(e.data["roll"])).replace("%3", escape(str(e.data.get("final_column", e.data.get("column")))))
                    .replace("%4", escape(res))
                )
                self._say(res)

    def _announce_drop(self, data: dict, dice: dict | None) -> None:
        """A parachute drop landed: its die and what it meant, in the reinforcements panel."""
        g = self.game
        uid = data.get("unit", "")
        name = unit_name(g, uid) if uid in g.unit_defs else uid
        where = data.get("hex") or "?"
        if data.get("good_order"):
            text = self.tr("%1 lands at %2 in good order.").replace("%1", name).replace("%2", where)
        else:
            text = self.tr("%1 lands at %2 scattered: it takes a loss.").replace("%1", name).replace("%2", where)
        good = self._good_drop_faces(uid)
        if good:
            text += " " + self.tr("(Good order on %1.)").replace("%1", good)
        faces = " + ".join(str(f) for f in dice["faces"]) if dice else "?"
        self.reinforcements.result.setText(self.tr("<b>Die: %1</b> — %2").replace("%1", faces).replace("%2", escape(text)))
        self.reinf_dock.raise_()
        self._say(self.tr("Die: %1 — %2").replace("%1", faces).replace("%2", text))

    def _good_drop_faces(self, uid: str) -> str:
        """The die faces on which the unit's drop lands in good order, as the battle's paradrop rule gives them."""
        if paradrop is None:
            return ""
        from hexstudio.engine.rules.base import compiled

        for r in compiled(self.game, paradrop.NAME):
            if uid in r["units"] or any(d["unit"] == uid for d in r["fixed"]):
                return self.tr(" or ").join(str(f) for f in sorted(r["good"])) if r["good"] else ""
        return ""

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

    def _phase_sides(self) -> list[tuple[str, str]]:
        """The sides to pick from in a phase both play (Monte Castelo's bombardment stage), else none."""
        g = self.game
        p = g.phase()
        both = p is not None and p.side is None and p.kind in ("combat", "bombardment")
        return [(s, side_name(g.scenario, s, self.lang)) for s in g.sides] if both else []

    def _draw_counters(self) -> None:
        scene = self.window.board_scene if self.window else None
        if scene is None or self.faces is None:
            return
        scene.set_units(self.faces.placements(self.game.state, self.sel_units))

    def _update_actions(self) -> None:
        g = self.game
        if g.can_undo():
            last = g.log[-1].action
            self.undo_action.setText(self.tr("Undo %1").replace("%1", self._action_text(last)))
        else:
            self.undo_action.setText(self.tr("Undo (nothing since the last die roll or phase end)"))
        self.undo_action.setIconText(self.tr("Undo"))
        self.undo_action.setToolTip(tip(self.undo_action.text()))
        # While a player answers a question, the other's moves are not theirs to take back.
        self.undo_action.setEnabled(g.can_undo() and g.state.pending is None)
        self.redo_action.setEnabled(g.can_redo())
        self.redo_action.setText(self.tr("Redo") if g.can_redo() else self.tr("Redo (nothing undone)"))
        self.redo_action.setIconText(self.tr("Redo"))
        over = g.state.game_over
        self.end_action.setEnabled(not over and g.state.pending is None)
        self.roll_action.setEnabled(self.combat.roll.isEnabled())

    def _action_text(self, a: Action | None) -> str:
        g = self.game
        if isinstance(a, MoveStack):
            return self.tr("move of %1").replace("%1", ", ".join(unit_name(g, u) for u in a.units))
        if isinstance(a, EnterReinforcement):
            return self.tr("entry of %1").replace("%1", unit_name(g, a.unit))
        if isinstance(a, AmphibianMove):
            return self.tr("carry of %1").replace("%1", unit_name(g, a.passenger))
        if isinstance(a, SeaMove):
            return self.tr("sea move of %1").replace("%1", unit_name(g, a.unit))
        if isinstance(a, ExitMap):
            return self.tr("exit of %1").replace("%1", ", ".join(unit_name(g, u) for u in a.units))
        return self.tr("last action")

    def _update_log(self) -> None:
        g = self.game
        if len(g.log) < self._log_len:
            self.log.clear()
            self._log_len = 0
        for entry in g.log[self._log_len:]:
            for e in entry.events:
                text = describe_event(g, e, self.lang)
                if text:
                    self.log.add(text, event_hexes(g, e), heading=e.kind == "turn")
        self._log_len = len(g.log)

    def _acting_side(self) -> str | None:
        st = self.game.state
        return st.pending.side if st.pending is not None else st.active_side

    def _viewer_side(self) -> str | None:
        """Whose eyes the screen is for: the defender while it commits hidden support;
        in a phase both sides play, the side picked to fire in the combat panel."""
        st = self.game.state
        if st.pending is not None and st.pending.kind == "commit_defence":
            return st.pending.side
        if st.active_side is not None:
            return st.active_side
        # The engine names no side to act in such a phase (Monte Castelo's
        # bombardment stage): each action names its side, and the players take
        # turns by picking theirs in the combat panel.
        p = self.game.phase()
        if p is not None and p.side is None and p.kind in ("combat", "bombardment"):
            side = self.combat.side.currentData()
            return side if isinstance(side, str) else None
        return None

    def _combat_side_changed(self, _side: object) -> None:
        self.combat.show_result("")  # the other side's dice are not this one's
        self._clear_combat()
        self._refresh_combat()
        if self.session is not None:
            self._hand_over()  # the other side takes over a phase both play

    def _hand_over(self) -> None:
        g = self.game
        side = self._viewer_side()
        if g.state.game_over or side is None or side == self._shown_side:
            return
        self._shown_side = side
        if len(self.humans) < 2 or self.cover is None:
            return
        msg = side_says(g.scenario, side, self.lang, "your_turn")
        d = g.state.pending
        if d is not None and d.kind == "commit_defence":
            detail = self.tr("Your units are attacked: commit your hidden support.")
        else:
            t = g.scenario.turns.turns[g.state.turn_index]
            detail = self.tr("Turn %1, %2 phase").replace("%1", t.label or str(t.number)).replace(
                "%2", _phase_word(g.phase_kind()))
            if has_stage(g):
                detail += "\n" + self.tr("Fire your off-map bombardment pieces in the Combat panel, then hand over.")
        self.cover.show_for(msg, detail)

    # ------------------------------------------------------------------ messages
    def _say(self, text: str) -> None:
        text = tr_engine(text)  # engine reasons arrive in English
        self.hint = text
        self.status.hint.setText(text)
        if self.window is not None:
            self.window.statusBar().showMessage(text, 8000)

    # ------------------------------------------------------------------ overlays
    def _highlight(self, key: str, hexes: Iterable[Hex], labels: dict[Hex, str] | None = None) -> None:
        """Show (or replace, or with no hexes remove) the overlay ``key``; unchanged ones are left alone."""
        scene = self.window.board_scene if self.window else None
        if scene is None:
            return
        hexes = frozenset(hexes)
        sig = (hexes, frozenset((labels or {}).items()))
        old = self._overlays.get(key)
        if old is not None and old[1] == sig and old[0].scene() is scene:
            return
        if old is not None:
            if old[0].scene() is not None:
                old[0].scene().removeItem(old[0])
            del self._overlays[key]
        if not hexes:
            return
        color, pattern = STYLE[key]
        item = HexOverlay(scene.grid, hexes, QColor(color), pattern, labels)
        scene.addItem(item)
        self._overlays[key] = (item, sig)

    def overlay_keys(self) -> list[str]:
        """The overlays shown now ("reach", "path", "zoc", ...)."""
        return list(self._overlays)

    def _remove_overlays(self) -> None:
        for item, _sig in self._overlays.values():
            if item.scene() is not None:
                item.scene().removeItem(item)
        self._overlays.clear()

    def _update_overlays(self) -> None:
        if self.session is None:
            return
        g = self.game
        st = g.state
        # Reachable hexes with the MP each costs.
        reach = self.current_reach()
        carry = self._current_carry()
        if carry is not None:
            dests = carry.destinations()
            self._highlight("reach", dests, {h: _mp_label(c) for h, c in dests.items()})
        elif reach is not None and reach.blocked is None:
            dests = reach.destinations()
            self._highlight("reach", dests, {h: _mp_label(c) for h, c in dests.items()})
        else:
            self._highlight("reach", [])
        self._highlight("selected", [self.sel_hex] if self.sel_hex is not None and self.sel_units else [])
        self._highlight("path", [])
        # Landing hexes for a move by sea.
        if self.sea_mode and len(self.sel_units) == 1 and g.phase_kind() == "movement":
            uid = self.sel_units[0]
            rule = sea.rule_for(g, st.units[uid].side)
            hexes = [h for h in sea.landing_hexes(g, rule) if sea.sea_move_problem(g, uid, h) is None] if rule else []
            self._highlight("landing", hexes, {h: self.tr("land") for h in hexes})
        else:
            self._highlight("landing", [])
        self._update_unit_buttons()
        # Entry hexes for the picked reinforcement.
        if self.entering is not None and self.drop_mode:
            self._highlight("entry", self._drop_hexes, {h: self.tr("drop") for h in self._drop_hexes})
        elif self.entering is not None:
            group = group_of(g, self.entering)
            hexes = [h for h in entry_hexes(g, group, self.entering) if entry_problem(g, self.entering, h) is None] if group else []
            self._highlight("entry", hexes, {h: self.tr("enter") for h in hexes})
        else:
            self._highlight("entry", [])
        # Hexes the side firing in the bombardment stage may bombard (the engine's answer).
        if self._stage_on() and self.target is None and st.pending is None:
            side = self._combat_side()
            hexes = list(legal_targets(g, side)) if side else []
            self._highlight("stage", hexes, {h: self.tr("fire") for h in hexes})
        else:
            self._highlight("stage", [])
        # Combat picks.
        self._highlight("target", [self.target] if self.target is not None else [],
                        {self.target: self.tr("target")} if self.target is not None else None)
        self._highlight("attackers", {st.units[u].hex for u in self.attackers if st.units[u].hex is not None})
        self._highlight("artillery", {st.units[u].hex for u in self.artillery if st.units[u].hex is not None})
        # Hexes a decision can be answered with, and the unit it is about.
        self._highlight("choice", *self._choice_hexes())
        mover = self._decision_unit()
        mover_hex = st.units[mover].hex if mover is not None else None
        self._highlight("mover", [mover_hex] if mover_hex is not None else [],
                        {mover_hex: unit_short(g, mover)} if mover_hex is not None and mover is not None else None)
        # Enemy zones of control of the side to play, on demand.
        side = self._acting_side()
        if self.show_zoc and side is not None:
            self._highlight("zoc", enemy_zoc(g, st, side))
        else:
            self._highlight("zoc", [])
        self._highlight("last", self._last_moves())

    def _last_moves(self) -> set[Hex]:
        """Where units moved, retreated or advanced in this phase and the one before."""
        g = self.game
        out: set[Hex] = set()
        phases: list[tuple[int, int]] = []
        for entry in reversed(g.log):
            key = (entry.turn, entry.phase_index)
            if key not in phases:
                if len(phases) == 2:
                    break
                phases.append(key)
            for e in entry.events:
                if e.kind == "move":
                    out.add(g.grid.parse(e.data["path"][-1]))
                elif e.kind in ("enter", "retreat", "advance"):
                    label = e.data.get("hex") or e.data.get("to")
                    if label:
                        out.add(g.grid.parse(label))
        return {h for h in out if g.state.units_at(h)}

    def _decision_unit(self) -> str | None:
        """The unit a retreat (or other hex) decision moves."""
        g = self.game
        d = g.state.pending
        if d is None:
            return None
        if d.kind in HEX_DECISIONS:
            # Rules outside combat (flood, off-map return, bridges) name their unit in the decision.
            uid = d.data.get("unit")
            return uid if isinstance(uid, str) and uid in g.state.units else None
        if d.kind != "retreat":
            return None
        queue = (g.state.extra.get("combat") or {}).get("queue") or []
        uid = queue[0].get("unit") if queue else None
        return uid if isinstance(uid, str) and uid in g.state.units else None

    def _choice_hexes(self) -> tuple[list[Hex], dict[Hex, str]]:
        g = self.game
        d = g.state.pending
        if d is None:
            return [], {}
        hexes: dict[Hex, str] = {}
        if d.kind == "retreat" or d.kind in HEX_DECISIONS:
            word = self._hex_choice_words().get(d.kind, self.tr("retreat"))
            for opt in d.options:
                try:
                    hexes[g.grid.parse(opt)] = word
                except ValueError:
                    pass  # "none" and the like: buttons only
        elif d.kind == "advance":
            for opt in d.options:
                if " " in opt:
                    hexes[g.grid.parse(opt.rsplit(" ", 1)[1])] = self.tr("advance")
        return list(hexes), hexes

    def _update_unit_buttons(self) -> None:
        """Leave the map / move by sea: shown when the scenario has them for the selection."""
        g = self.game
        st = g.state
        units = tuple(self.sel_units)
        movement = g.phase_kind() == "movement" and st.pending is None
        can_exit_here = movement and bool(units) and all(exits.zone_for(g, u) is not None for u in units)
        self.stack.exit_button.setVisible(can_exit_here)
        if can_exit_here:
            reason = g.why_illegal(ExitMap(units))
            self.stack.exit_button.setEnabled(reason is None)
            self.stack.exit_button.setToolTip(tip(tr_engine(reason or "")))
        others = [u.id for u in st.units_at(self.sel_hex) if u.side == st.active_side] if self.sel_hex is not None else []
        can_carry = movement and carrier_in(g, others) is not None and len(others) > 1
        self.stack.carry_button.setVisible(can_carry)
        if not can_carry and self.carry is not None:
            self.carry = None
            self.stack.carry_button.setChecked(False)
        sea_rule = movement and len(units) == 1 and sea.rule_for(g, st.units[units[0]].side) is not None
        self.stack.sea_button.setVisible(bool(sea_rule))
        if not sea_rule and self.sea_mode:
            self.sea_mode = False
            self.stack.sea_button.setChecked(False)

    def exit_map(self) -> None:
        units = tuple(self.sel_units)
        if units and self.apply(ExitMap(units)):
            self._say(self.tr("%1 left the map.").replace("%1", ", ".join(unit_name(self.game, u) for u in units)))

    def _move_title(self, h: Hex) -> str:
        """The Units panel's heading for a selected stack of the side to play, in the mode the player is in."""
        label = self.game.label(h)
        if self.carry is not None or self.stack.carry_button.isChecked():
            return self.tr("%1: tick the amphibian and the one unit it carries.").replace("%1", label)
        if self.sea_mode:
            return self.tr("%1: the unit that moves by sea.").replace("%1", label)
        return self.tr("%1: tick the units that move together.").replace("%1", label)

    def _retitle_stack(self) -> None:
        if self.session is not None and self.sel_hex is not None and self.sel_units:
            self.stack.title.setText(self._move_title(self.sel_hex))

    def toggle_sea(self, on: bool) -> None:
        self.sea_mode = bool(on)
        self._retitle_stack()
        if self.sea_mode and self.sel_units:
            self._say(self.tr("Click a highlighted landing hex to carry %1 there by sea.").replace(
                "%1", unit_name(self.game, self.sel_units[0])))
        self._update_overlays()

    def toggle_carry(self, on: bool) -> None:
        """Carry by amphibian: the amphibian and one other ticked unit of the hex go together."""
        if self.session is None or self.sel_hex is None:
            return
        g = self.game
        here = [u.id for u in g.state.units_at(self.sel_hex) if u.side == g.state.active_side]
        carrier = carrier_in(g, here)
        if not on or carrier is None:
            self.carry = None
            self._retitle_stack()
            self._update_overlays()
            return
        ticked = [u for u in self.sel_units if u != carrier]
        riders = ticked if len(ticked) == 1 else [u for u in here if u != carrier]
        self.sel_units = [carrier, best_carry(g, carrier, riders).passenger]
        for uid in here:
            self.stack.set_checked(uid, uid in self.sel_units)
        self._set_carry()
        self._retitle_stack()
        self._draw_counters()

    def _set_carry(self) -> None:
        g = self.game
        carrier = carrier_in(g, self.sel_units)
        riders = [u for u in self.sel_units if u != carrier]
        if carrier is None or len(riders) != 1:
            self.carry = None
            self._say(self.tr("Tick the amphibian and the one unit it carries."))
        else:
            self.carry = Carry(g, carrier, riders[0])
            if self.carry.destinations():
                self._say(self.tr("%1 carries %2: click a highlighted hex; hover to see the path.")
                          .replace("%1", unit_name(g, carrier)).replace("%2", unit_name(g, riders[0])))
            else:
                start = self.carry.start
                near = next((h for h in self.carry.reach.destinations() if h != start), None)
                why = self.carry.why(near) if near is not None else self.carry.reach.blocked
                self._say(self.tr("%1 cannot carry %2 anywhere now: %3").replace("%1", unit_name(g, carrier))
                          .replace("%2", unit_name(g, riders[0])).replace("%3", tr_engine(why or "")))
        self._update_overlays()

    def _current_carry(self) -> Carry | None:
        g = self.game
        if self.carry is None or g.phase_kind() != "movement" or g.state.pending is not None:
            return None
        if self.carry.log_len != len(g.log):  # something moved (or was taken back) since
            self.carry = Carry(g, self.carry.carrier, self.carry.passenger)
        return self.carry

    def use_air_bonus(self) -> None:
        if self.session is None:
            return
        side = self.game.state.active_side
        if side is not None:
            self.apply(UseAirBonus(side))

    def toggle_zoc(self, on: bool | None = None) -> None:
        self.show_zoc = bool(self.zoc_action.isChecked() if on is None else on)
        self.zoc_action.setChecked(self.show_zoc)
        self._update_overlays()

    def show_where(self, labels: list[str]) -> None:
        """A log line was clicked: mark its hexes and bring them into view."""
        if self.session is None:
            return
        g = self.game
        hexes = []
        for lab in labels:
            try:
                hexes.append(g.grid.parse(lab))
            except ValueError:
                continue
        self._highlight("where", hexes)
        if hexes and self.window is not None and self.window.board_view is not None:
            self.window.board_view.center_on_hex(hexes[-1])

    # ------------------------------------------------------------------ movement
    def current_reach(self) -> Reach | None:
        if not self.sel_units or self.session is None:
            return None
        g = self.game
        if g.phase_kind() != "movement" or g.state.pending is not None:
            return None
        key = tuple(self.sel_units)
        if self._reach is None or self._reach_key != key:
            self._reach = g.legal_moves(self.sel_units)
            self._reach_key = key
        return self._reach

    def _clear_selection(self) -> None:
        self.sel_hex = None
        self.sel_units = []
        if self.carry is not None:
            self.carry = None
            self.stack.carry_button.setChecked(False)
        self._reach = None
        if self.session is not None:
            self.stack.show_units(self.game, self.lang, self.tr("Click one of your units to select it."), [], [], False)

    def select_hex(self, h: Hex) -> None:
        """Select every unit of the side to play in ``h`` (the stack panel can untick some)."""
        g = self.game
        st = g.state
        own = [u.id for u in st.units_at(h) if u.side == st.active_side]
        if self.carry is not None:  # a new stack: no carry until asked again
            self.carry = None
            self.stack.carry_button.setChecked(False)
        self.sel_hex = h if own else None
        self.sel_units = own
        self._reach = None
        others = [u.id for u in st.units_at(h)]
        title = self._move_title(h) if own else g.label(h)
        self.stack.show_units(g, self.lang, title, others if not own else own, own, bool(own))
        self._draw_counters()
        self._update_overlays()
        reach = self.current_reach()
        if reach is not None and reach.blocked:
            self._say(reach.blocked)
        elif reach is not None:
            self._say(self.tr("%1 MP left. Click a shaded hex to move there; hover to see the path.").replace(
                "%1", format_halves(reach.allowance)))

    def _stack_checked(self, ids: list) -> None:
        if self.sel_hex is None or self.session is None:
            return
        self.sel_units = list(ids)
        self._reach = None
        self._draw_counters()
        if self.carry is not None:
            self._set_carry()  # the ticks say who rides
        self._update_overlays()

    def hover(self, h: object) -> None:
        if self.session is None or not isinstance(h, Hex):
            self._highlight("path", [])
            return
        g = self.game
        reach = self.current_reach()
        text = ""
        if g.phase_kind() in ("combat", "bombardment") and g.state.pending is None:
            text = self._combat_hover(h)
        elif self._current_carry() is not None:
            carry = self._current_carry()
            assert carry is not None
            why = carry.why(h) if h != carry.start else ""
            if why is None:
                path = carry.reach.path_to(h)
                label = format_halves(carry.reach.cost_to(h) or 0)
                self._highlight("path", path, {h: self.tr("%1 MP").replace("%1", label)})
                text = self.tr("Carry %1 to %2: %3 MP of the amphibian's %4 (%5)").replace("%1", unit_name(g, carry.passenger)).replace(
                    "%2", g.label(h)).replace("%3", label).replace("%4", format_halves(carry.reach.allowance)).replace(
                    "%5", " → ".join(g.label(x) for x in path))
            else:
                self._highlight("path", [])
                text = self.tr("Cannot carry to %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(why)) if why else ""
        elif self.sea_mode and len(self.sel_units) == 1:
            problem = sea.sea_move_problem(g, self.sel_units[0], h)
            text = tr_engine(problem or "") or self.tr("%1 may land at %2.").replace("%1", unit_name(g, self.sel_units[0])).replace("%2", g.label(h))
        elif self.entering is not None and self.drop_mode and paradrop is not None:
            problem = paradrop.drop_problem(g, self.entering, h)
            text = tr_engine(problem or "") or self.tr("%1 may drop at %2.").replace("%1", unit_name(g, self.entering)).replace("%2", g.label(h))
        elif self.entering is not None:
            problem = entry_problem(g, self.entering, h)
            text = tr_engine(problem or "") or self.tr("%1 may enter at %2.").replace("%1", unit_name(g, self.entering)).replace("%2", g.label(h))
        elif reach is not None:
            if h == reach.start:
                self._highlight("path", [])
                return
            reason = reach.why(h)
            if reason is None:
                path = reach.path_to(h)
                cost = reach.cost_to(h) or 0
                label = format_halves(cost)
                self._highlight("path", path, {h: self.tr("%1 MP").replace("%1", label)})
                text = self.tr("Path to %1: %2 MP of %3 (%4)").replace("%1", g.label(h)).replace("%2", label).replace(
                    "%3", format_halves(reach.allowance)).replace("%4", " → ".join(g.label(x) for x in path))
                if any(u.side == g.state.active_side for u in g.state.units_at(h)):
                    text += " " + self.tr("— drag the units here to stack them; a click selects the units there.")
            else:
                self._highlight("path", [])
                text = self.tr("Cannot move to %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(reason))
        if text:
            self.hint = text
            self.status.hint.setText(text)
            if self.window is not None:
                self.window.statusBar().showMessage(text, 8000)
                view = self.window.board_view
                if view is not None and view.isVisible():
                    QToolTip.showText(view.cursor().pos(), tip(text), view)

    def _combat_hover(self, h: Hex) -> str:
        """What a click on ``h`` would do in the combat phase."""
        g = self.game
        st = g.state
        units = st.units_at(h)
        if not units:
            return ""
        names = ", ".join(unit_name(g, u.id) for u in units)
        side = self._combat_side()
        if self._stage_on() and side is not None and units[0].side != side:
            first = pieces(g, side)[:1]
            why = g.why_illegal(StageBombard(side, h, (first[0].uid,))) if first else self.tr("no bombardment pieces left this turn")
            if why:
                return self.tr("%1: %2 — cannot be bombarded: %3").replace("%1", g.label(h)).replace("%2", names).replace("%3", tr_engine(why))
            return self.tr("%1: %2 — click to bombard it with your pieces").replace("%1", g.label(h)).replace("%2", names)
        if units[0].side != side:
            if h in st.attacked_hexes:
                return self.tr("%1: %2 — already attacked this turn").replace("%1", g.label(h)).replace("%2", names)
            return self.tr("%1: %2 — click to pick it as the target").replace("%1", g.label(h)).replace("%2", names)
        if self.target is None:
            return self.tr("%1: %2 — pick an enemy hex first").replace("%1", g.label(h)).replace("%2", names)
        if self.combat.kind() == "attack" and h.distance(self.target) == 1:
            return self.tr("%1: %2 — click to add to or take out of the attack").replace("%1", g.label(h)).replace("%2", names)
        guns = [u.id for u in units if g.current_values(u.id).range is not None]
        if guns:
            rng = max(g.current_values(u).range or 0 for u in guns)
            d = h.distance(self.target)
            if d > rng:
                return self.tr("%1: out of range (%2 hexes, range %3)").replace("%1", g.label(h)).replace(
                    "%2", str(d)).replace("%3", str(rng))
            return self.tr("%1: %2 — click to add or remove this artillery").replace("%1", g.label(h)).replace("%2", names)
        return self.tr("%1: %2 — not next to the target").replace("%1", g.label(h)).replace("%2", names)

    def click(self, h: Hex) -> None:
        if self.session is None or (self.cover is not None and self.cover.isVisible()):
            return
        g = self.game
        st = g.state
        if st.game_over:
            self._inspect_hex(h)
            return
        if st.pending is not None:
            self._click_decision(h)
            return
        kind = g.phase_kind()
        if kind == "movement":
            self._click_movement(h)
        elif kind in ("combat", "bombardment"):
            self._click_combat(h)
        else:
            self._inspect_hex(h)

    def drag(self, start: Hex, end: Hex) -> None:
        """Drag a selected stack (or the stack under the press) to a hex."""
        if self.session is None or self.game.phase_kind() != "movement" or self.game.state.pending is not None:
            return
        if self.sel_hex != start:
            self.select_hex(start)
        if self.sel_units:
            self._move_to(end)

    def _inspect_hex(self, h: Hex) -> None:
        self._inspected = h
        g = self.game
        units = [u.id for u in g.state.units_at(h)]
        self.stack.show_units(g, self.lang, g.label(h), units, [], False)

    def _click_movement(self, h: Hex) -> None:
        g = self.game
        st = g.state
        if self.entering is not None and self.drop_mode:
            uid = self.entering
            problem = paradrop.drop_problem(g, uid, h) if paradrop is not None else "no drops"
            if problem is not None:
                self._say(self.tr("Cannot drop at %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(problem)))
                return
            if self.apply(paradrop.Paradrop(uid, h)):  # type: ignore[union-attr]
                self.entering = None
                self.drop_mode = False
                self.reinforcements.drop.setChecked(False)
                self.reinforcements.pick(None)
                self._inspect_hex(h)
            return
        if self.entering is not None:
            if entry_problem(g, self.entering, h) is None and h in self._entry_set():
                uid = self.entering
                if self.apply(EnterReinforcement(uid, h)):
                    self.entering = None
                    self.reinforcements.pick(None)
                    self.select_hex(h)
                    self.sel_units = [uid]
                    self.stack.show_units(g, self.lang, g.label(h), [u.id for u in g.state.units_at(h)], [uid], True)
                    self._reach = None
                    self._draw_counters()
                    self._update_overlays()
                return
            if not any(u.side == st.active_side for u in st.units_at(h)):
                self._say(entry_problem(g, self.entering, h) or self.tr("%1 is not an entry hex.").replace("%1", g.label(h)))
                return
        carry = self._current_carry()
        if carry is not None and h != carry.start:
            why = carry.why(h)
            if why is None:
                action = carry.action(h)
                self.sel_hex = h  # both stay selected where they land, the amphibian to move on
                self.sel_units = [carry.carrier, carry.passenger]
                if self.apply(action):
                    self.carry = None
                    self.stack.carry_button.setChecked(False)
                    self.select_hex(h)
                else:
                    self.sel_hex = carry.start
                return
            if not any(u.side == st.active_side for u in st.units_at(h)):
                self._say(self.tr("Cannot carry to %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(why)))
                return
        if self.sea_mode and len(self.sel_units) == 1:
            uid = self.sel_units[0]
            problem = sea.sea_move_problem(g, uid, h)
            if problem is None:
                self.sel_hex = h  # it stays selected where it lands, to move on
                if self.apply(SeaMove(uid, h)):
                    self.sea_mode = False
                    self.stack.sea_button.setChecked(False)
                else:
                    self.sel_hex = st.units[uid].hex
                return
            if not any(u.side == st.active_side for u in st.units_at(h)):
                self._say(self.tr("Cannot land at %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(problem)))
                return
            self.sea_mode = False
            self.stack.sea_button.setChecked(False)
        reach = self.current_reach()
        own_there = any(u.side == st.active_side for u in st.units_at(h))
        # A click on friendly units selects them; moving onto them is a drag.
        if reach is not None and h != self.sel_hex and reach.can_reach(h) and not own_there:
            self._move_to(h)
            return
        if own_there:
            self.entering = None
            self.reinforcements.pick(None)
            if h == self.sel_hex:
                self._clear_selection()
                self._draw_counters()
                self._update_overlays()
            else:
                self.select_hex(h)
            return
        if reach is not None:
            self._say(self.tr("Cannot move to %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(reach.why(h) or "")))
            return
        self._inspect_hex(h)

    def _move_to(self, h: Hex) -> None:
        g = self.game
        reach = self.current_reach()
        if reach is None:
            return
        reason = reach.why(h)
        if reason is not None:
            self._say(self.tr("Cannot move to %1: %2").replace("%1", g.label(h)).replace("%2", reason))
            return
        units = list(self.sel_units)
        frm = self.sel_hex
        # The stack stays selected where it arrives (it may move on with what MP
        # remain); set before applying so the one refresh that follows draws it.
        self.sel_hex = h
        if not self.apply(MoveStack(tuple(units), reach.path_to(h))):
            self.sel_hex = frm
            return
        self.stack.show_units(g, self.lang, self._move_title(h),
                              [u.id for u in g.state.units_at(h) if u.side == g.state.active_side], units, True)

    def _entry_set(self) -> set[Hex]:
        g = self.game
        group = group_of(g, self.entering) if self.entering else None
        return set(entry_hexes(g, group, self.entering)) if group and self.entering else set()

    def _drop_targets(self, uid: str) -> list[Hex]:
        """Hexes the unit may drop on now (the engine's answer for each hex in play)."""
        if paradrop is None:
            return []
        g = self.game
        return [h for h in g.costs.hexes if paradrop.drop_problem(g, uid, h) is None]

    def toggle_drop(self, on: bool) -> None:
        self.drop_mode = bool(on)
        if self.drop_mode and self.entering is not None:
            good = self._good_drop_faces(self.entering)
            text = self.tr("Click a highlighted hex to drop %1 there; a die decides whether it lands in good order.").replace(
                "%1", unit_name(self.game, self.entering))
            if good:
                text += " " + self.tr("(Good order on %1, otherwise a loss.)").replace("%1", good)
            self._say(text)
        self._update_overlays()

    def pick_reinforcement(self, uid: object) -> None:
        if self.session is None:
            return
        self.entering = uid if isinstance(uid, str) else None
        self._drop_hexes = self._drop_targets(self.entering) if self.entering is not None else []
        self.reinforcements.drop.setVisible(bool(self._drop_hexes))
        if not self._drop_hexes:
            self.drop_mode = False
            self.reinforcements.drop.setChecked(False)
        if self.entering is not None:
            self.sel_units, self.sel_hex, self._reach = [], None, None
            self.stack.inspect(self.game, self.lang, self.entering)
            self._say(self.tr("Click a highlighted hex to bring %1 on.").replace("%1", unit_name(self.game, self.entering)))
        self._draw_counters()
        self._update_overlays()

    # ------------------------------------------------------------------ combat
    def _clear_combat(self) -> None:
        self.target = None
        self.attackers = []
        self.artillery = []
        self.air = 0

    def _enemy_hex(self, h: Hex) -> bool:
        st = self.game.state
        side = self._combat_side()
        return any(u.side != side for u in st.units_at(h))

    def _combat_side(self) -> str | None:
        g = self.game
        p = g.phase()
        side = (p.side if p is not None else None) or g.state.active_side
        if side is None and p is not None and p.kind in ("combat", "bombardment"):
            side = self.combat.side.currentData()  # a phase both sides play: the panel says who fires
        return side

    def _click_combat(self, h: Hex) -> None:
        g = self.game
        st = g.state
        side = self._combat_side()
        if self._enemy_hex(h):
            if h != self.target:
                self._clear_combat()
                self.combat.show_result("")  # the last dice were for another target
                self.target = h
                self.combat_dock.raise_()
            self._inspect_hex(h)
            self._refresh_combat()
            if self.combat.kind() == "attack":
                self._say(self.tr("Target %1. Now click your adjacent units to attack, and artillery in range to support.")
                          .replace("%1", g.label(h)))
            return
        own = [u.id for u in st.units_at(h) if u.side == side]
        if self.target is None or not own:
            self._inspect_hex(h)
            return
        kind = self.combat.kind()
        if kind == "attack" and h.distance(self.target) == 1:
            usable = [u for u in own if u not in st.attacked_units and u not in st.supporting_units]
            if not usable:
                self._say(self.tr("The units at %1 have already fought this phase.").replace("%1", g.label(h)))
            elif all(u in self.attackers for u in usable):
                self.attackers = [u for u in self.attackers if u not in usable]
            else:
                self.attackers += [u for u in usable if u not in self.attackers]
        elif kind in ("attack", "bombard"):
            guns = [u for u in own if g.current_values(u).range is not None]
            if not guns:
                self._say(self.tr("No artillery at %1.").replace("%1", g.label(h)))
            elif all(u in self.artillery for u in guns):
                self.artillery = [u for u in self.artillery if u not in guns]
            else:
                self.artillery += [u for u in guns if u not in self.artillery]
        self._inspect_hex(h)
        self._refresh_combat()

    def _combat_kind_changed(self) -> None:
        self.attackers, self.artillery, self.air = [], [], 0
        self._refresh_combat()

    def _combat_choices_changed(self) -> None:
        self.attackers = self.combat.checked_attackers()
        self.artillery = self.combat.checked_artillery()
        self.air = self.combat.air.value()
        if self._stage_on():
            self._update_stage_total()
        self._update_overlays()
        self._update_combat_preview()

    def _refresh_combat(self) -> None:
        """Fill the combat panel's lists from the target and the picks."""
        if self.session is None:
            return
        g = self.game
        st = g.state
        side = self._combat_side()
        if g.phase_kind() not in ("combat", "bombardment"):
            self.combat.hand_over.hide()
            self.combat.set_choices(self.tr("Attacks and bombardments are made in the combat phase."), [], [], 0, 0)
            self._update_overlays()
            self._update_combat_preview()
            return
        if self._stage_on() and side is not None:
            self._refresh_stage(side)
            return
        self.combat.set_artillery_title(self.tr("Artillery in range:"))
        self.combat.hand_over.hide()
        if self.target is None or side is None:
            self.combat.set_choices(self.tr("Click an enemy hex to attack it."), [], [], 0, 0)
            self._update_overlays()
            self._update_combat_preview()
            return
        t = self.target
        kind = self.combat.kind()

        def row(uid: str, on: bool) -> tuple[str, str, bool]:
            v = g.current_values(uid)
            return uid, f"{unit_short(g, uid)} {v.attack}-{v.defence} ({g.label(st.units[uid].hex)})", on  # type: ignore[arg-type]

        adjacent, guns = attack_choices(g, side, t)
        if kind == "attack":
            guns = [u for u in guns if u not in self.attackers]
        att_rows = [row(u, u in self.attackers) for u in adjacent] if kind == "attack" else []
        art_rows = [row(u, u in self.artillery) for u in guns] if kind != "air" else []
        defenders = ", ".join(unit_name(g, u.id) for u in st.units_at(t))
        air_max = st.air_points.get(side, 0)
        self.combat.set_choices(self.tr("Target %1: %2").replace("%1", g.label(t)).replace("%2", defenders),
                                att_rows, art_rows, air_max, self.air)
        self._update_overlays()
        self._update_combat_preview()

    def _stage_on(self) -> bool:
        """The bombardment stage with off-map pieces is being played in the combat panel."""
        return self.session is not None and has_stage(self.game) and self.combat.kind() == "bombard"

    def _refresh_stage(self, side: str) -> None:
        """The side's pieces (name, PB, command), ticked ones first picked, and the target."""
        g = self.game
        ps = pieces(g, side)
        rows = [(p.uid, self.tr("%1 — PB %2 — %3").replace("%1", unit_short(g, p.uid)).replace("%2", str(p.pb))
                 .replace("%3", command_name(g, p.command)), p.uid in self.artillery) for p in ps]
        who = side_name(g.scenario, side, self.lang)
        if not ps:
            text = side_says(g.scenario, side, self.lang, "no_pieces")
        elif self.target is None:
            targets = legal_targets(g, side)
            if targets:
                text = self.tr("%1: click a highlighted enemy hex to bombard it, then tick the pieces to fire.").replace("%1", who)
            else:
                text = side_says(g.scenario, side, self.lang, "cannot_bombard")
                why = tr_engine(no_target_reason(g, side) or "")
                if why:
                    text += " " + why[:1].upper() + why[1:]
        else:
            defenders = ", ".join(unit_name(g, u.id) for u in g.state.units_at(self.target))
            text = self.tr("Target %1: %2").replace("%1", g.label(self.target)).replace("%2", defenders)
        self.combat.set_choices(text, [], rows, 0, 0)
        other = self._other_stage_side(side)
        self.combat.hand_over.setVisible(other is not None)
        if other is not None:
            self.combat.hand_over.setText(side_says(g.scenario, other, self.lang, "hand_over"))
        self._update_stage_total()
        self._update_overlays()
        self._update_combat_preview()

    def _update_stage_total(self) -> None:
        g = self.game
        total = sum(p.pb for p in pieces(g, self._combat_side() or "") if p.uid in self.artillery)
        cap = pb_cap(g)
        title = self.tr("Bombardment pieces (off the map) — ticked: %1 PB").replace("%1", str(total))
        if cap is not None:
            title = self.tr("Bombardment pieces (off the map) — ticked: %1 of at most %2 PB a hex").replace(
                "%1", str(total)).replace("%2", str(cap))
        self.combat.set_artillery_title(title)

    def pending_attack(self) -> Action | None:
        if self.target is None:
            return None
        if self._stage_on():
            side = self._combat_side()
            return StageBombard(side, self.target, tuple(self.artillery)) if side else None
        kind = self.combat.kind()
        if kind == "attack":
            return DeclareAttack(self.target, tuple(self.attackers), tuple(self.artillery), self.air)
        p = self.game.phase()
        named = "" if p is not None and p.side else (self._combat_side() or "")
        if kind == "bombard":
            return Bombard(self.target, tuple(self.artillery), named)
        return AirAttack(self.target, self.air, named)

    def _update_combat_preview(self) -> None:
        if self.session is None:
            return
        g = self.game
        action = self.pending_attack()
        results = g.scenario.crt.results

        def family(cell: str) -> str:
            return cell_family(cell.split(), results)

        if action is None:
            self.combat.show_preview("", [], False)
            self.roll_action.setEnabled(False)
            return
        try:
            if isinstance(action, DeclareAttack):
                if not action.attackers:
                    raise IllegalAction(self.tr("pick the attacking units: click your units next to the target"))
                p = combat_preview(g, action)
                note = ""
                if g.scenario.rules.combat.hidden_support:
                    note = self.tr("The defender may still add hidden support (artillery, air) after you commit.")
                elif p.possible_defence_support:
                    note = self.tr("The defender could add up to %1 with support.").replace("%1", str(p.possible_defence_support))
                html = preview_html(p, self.tr("Attack"), self.tr("Defence"), self.tr("Odds"), self.tr("Final column"), note,
                                    lambda uid: unit_name(g, uid))
                self.combat.show_preview(html, result_bars(p.outcomes, family), True)
            else:
                if isinstance(action, Bombard) and not action.artillery:
                    raise IllegalAction(self.tr("pick the artillery: click your guns within range"))
                if isinstance(action, AirAttack) and action.points <= 0:
                    raise IllegalAction(self.tr("set the air points to use"))
                if isinstance(action, StageBombard):
                    if not action.pieces:
                        raise IllegalAction(self.tr("tick the pieces to fire"))
                    why = g.why_illegal(action)
                    if why:
                        raise IllegalAction(why)
                    bp = preview_bombard(g, action.side, action.target, "artillery", artillery=action.pieces)
                else:
                    bp = bombard_preview(g, action)
                lines = [escape(tr_engine(x)) for x in bp.describe()[:1]]
                lines += ["&nbsp;&nbsp;" + escape(tr_engine(s.describe())) for s in bp.shifts]
                lines.append(self.tr("Final column") + f" <b>{escape(bp.final_label)}</b>")
                table = g.scenario.bombardment

                def bfamily(code: str) -> str:
                    res = table.results.get(code) if table is not None else None
                    return "defender" if res is not None and (res.step_losses or res.suppress) else "none"

                bars = result_bars(bp.outcomes, bfamily)
                self.combat.show_preview("<br>".join(lines), bars, True)
        except IllegalAction as e:
            self.combat.show_preview(f"<i>{escape(tr_engine(e.reason))}</i>", [], False)
        except Exception as e:  # the preview must never take the window down
            self.combat.show_preview(f"<i>{escape(type(e).__name__)}: {escape(str(e))}</i>", [], False)
        self.roll_action.setEnabled(self.combat.roll.isEnabled())

    def roll(self) -> None:
        if self.covered():
            return
        action = self.pending_attack()
        if action is None or not self.combat.roll.isEnabled():
            return
        if self.apply(action):
            self._clear_combat()
            if isinstance(action, StageBombard) and not legal_targets(self.game, action.side):
                self._next_stage_side(action.side)
            self._refresh_combat()

    def _other_stage_side(self, side: str) -> str | None:
        """The side that fires next in the stage after ``side`` (in the battle's order, round to the first)."""
        g = self.game
        others = g.sides[g.sides.index(side) + 1:] + g.sides[:g.sides.index(side)] if side in g.sides else []
        return others[0] if others else None

    def hand_over_stage(self) -> None:
        side = self._combat_side()
        other = self._other_stage_side(side) if side else None
        if other is not None and not self.covered():
            self.combat.side.setCurrentIndex(self.combat.side.findData(other))

    def _next_stage_side(self, done: str) -> None:
        """A side with nothing left to fire in the stage hands the panel (behind the cover) to the next."""
        g = self.game
        later = [s for s in g.sides[g.sides.index(done) + 1:] if legal_targets(g, s)]
        if later:
            self.combat.side.setCurrentIndex(self.combat.side.findData(later[0]))

    def commit_support(self, artillery: list, air: int) -> None:
        self.apply(CommitDefence(tuple(artillery), int(air)))

    # ------------------------------------------------------------------ decisions
    def _show_decision(self) -> None:
        g = self.game
        d = g.state.pending
        # The tab that matters is brought forward when the situation changes,
        # not on every click: a tab the player opened stays open while moving.
        key = (g.state.turn, g.state.phase_index, d.kind if d is not None else None, self.reinforcements.list.count() > 0)
        bring_forward = key != self._raised_for
        self._raised_for = key
        if d is None:
            self.decision.show_nothing()
            if bring_forward and g.phase_kind() in ("combat", "bombardment"):
                self.combat_dock.raise_()
            elif bring_forward and self.reinforcements.list.count():
                self.reinf_dock.raise_()
            return
        if bring_forward:
            self.decision_dock.raise_()
        decides = "<b>" + escape(side_says(g.scenario, d.side, self.lang, "decides")) + "</b> "
        question = tr_engine(d.text)
        if d.kind == "withdrawal":
            # The engine's question names the withdrawal group by its id ("ca-w10-bde"): ask in words.
            left = int(d.data.get("left", 1))
            question = (self.tr("Choose the unit that is withdrawn this turn.") if left == 1
                        else self.tr("Choose %1 units that are withdrawn this turn.").replace("%1", str(left)))
        # Capitalised like any sentence, unless it opens with a unit's own name ("de1 comes back...").
        if not any(question.startswith(n) for u in g.unit_defs.values() for n in (u.name, u.short) if n):
            question = sentence(question)
        if question and question[-1] not in ".?!:":
            question += "."  # the engine's questions are clauses; the panel adds a sentence after them
        head = decides + escape(question)
        if d.kind == "commit_defence":
            rec = g.state.extra.get("combat") or {}
            target = rec.get("target")
            where = g.label(target) if target is not None else "?"
            head = decides + self.tr("Your units at %1 are attacked. Tick the artillery that supports the defence and set the air points, then commit — or give no support. The attacker has already committed and will not see your choice before the dice.").replace(
                "%1", where)
            art = [(u, f"{unit_name(g, u)} ({g.current_values(u).attack})") for u in d.data.get("artillery", [])]
            self.decision.show_support(head, art, int(d.data.get("air", 0)), self.tr("No support"))
            return
        options: list[tuple[str, str]] = []
        if d.kind == "retreat" or d.kind in HEX_DECISIONS:
            head += "<br>" + self.tr("Click a highlighted hex on the map, or a button.")
            button = self._hex_choice_buttons().get(d.kind, self.tr("Retreat to %1"))
            options = [(o, self.tr("No bridge") if o == "none" else button.replace("%1", o)) for o in d.options]
        elif d.kind == "advance":
            head += "<br>" + self.tr("Click a highlighted hex on the map, or a button.")
            for o in d.options:
                if o == "done":
                    options.append((o, self.tr("Stop advancing")))
                else:
                    uid, lab = o.rsplit(" ", 1)
                    options.append((o, self.tr("Advance %1 to %2").replace("%1", unit_name(g, uid)).replace("%2", lab)))
        else:
            if d.kind == "exchange_attacker":
                rec = g.state.extra.get("combat") or {}
                op = next((x for x in rec.get("queue", []) if x.get("op") == "exchange"), None)
                if op is not None:
                    head += "<br>" + self.tr("Defence lost: %1; attack strength given up so far: %2; still owed: %3.").replace(
                        "%1", str(op["value"])).replace("%2", str(op["removed"])).replace("%3", str(op["value"] - op["removed"]))
            for o in d.options:
                if o in g.unit_defs:
                    v = g.current_values(o)
                    face = self.tr("reduced") if g.state.units[o].steps_lost else self.tr("full")
                    options.append((o, f"{unit_name(g, o)} — {v.attack}-{v.defence}-{v.movement:g} ({face})"))
                elif o == "done":
                    options.append((o, self.tr("Stop here")))
                elif o in g.scenario.map.hex_sets:
                    # Strategic bombing offers cities by hex set: the scenario's name, not its id.
                    options.append((o, text_in(g.scenario.map.hex_sets[o].name, self.lang) or o))
                else:
                    options.append((o, o))
        self.decision.show_options(head, options)

    def _hex_choice_words(self) -> dict[str, str]:
        """The word on a highlighted hex, by decision kind."""
        return {"flood_retreat": self.tr("retreat"), "off_map_return": self.tr("come back"),
                "pontoneer_bridge": self.tr("bridge")}

    def _hex_choice_buttons(self) -> dict[str, str]:
        return {"flood_retreat": self.tr("Retreat to %1"), "off_map_return": self.tr("Come back at %1"),
                "pontoneer_bridge": self.tr("Bridge the river to %1")}

    def _click_decision(self, h: Hex) -> None:
        g = self.game
        d = g.state.pending
        assert d is not None
        label = g.label(h)
        if (d.kind == "retreat" or d.kind in HEX_DECISIONS) and label in d.options:
            self.choose(label)
            return
        if d.kind == "advance":
            matches = [o for o in d.options if o != "done" and o.rsplit(" ", 1)[1] == label]
            preferred = [o for o in matches if o.split(" ", 1)[0] in self.sel_units]
            if matches:
                self.choose((preferred or matches)[0])
                return
        self._inspect_hex(h)
        self._say(self.tr("First answer: %1").replace("%1", tr_engine(d.text)))

    def choose(self, option: str) -> None:
        self.apply(Choose(option))

    # ------------------------------------------------------------------ phases, undo
    def covered(self) -> bool:
        """True while the hand-over cover is up: shortcuts do nothing behind it."""
        return self.cover is not None and self.cover.isVisible()

    def end_phase(self) -> None:
        if self.session is None or self.covered():
            return
        g = self.game
        if g.state.pending is not None:
            self._say(self.tr("First answer: %1").replace("%1", tr_engine(g.state.pending.text)))
            return
        reason = end_phase_problem(g)
        if reason:
            # Show on the map who still owes an attack (the engine's list).
            owed = {g.state.units[u].hex for u in unmet_obligations(g) if g.state.units[u].hex is not None}
            self._highlight("owed", owed, {h: self.tr("must attack") for h in owed})
            if reason == reinforcements_check(g):
                # The engine names one unit at a time; say how many are left and show the list.
                left = must_enter_units(g)
                self.reinf_dock.show()
                self.reinf_dock.raise_()
                if len(left) == 1:
                    reason = self.tr("%1 must still enter this turn (marked in the Reinforcements panel).").replace("%1", unit_name(g, left[0]))
                else:
                    reason = self.tr("%1 reinforcements must still enter this turn; they are marked in the Reinforcements panel.").replace(
                        "%1", str(len(left)))
                self._say(self.tr("The phase cannot end yet: %1").replace("%1", reason))
                self.inform(self.tr("End Phase"), self.tr("The phase cannot end yet: %1").replace("%1", reason))
                return
            self._say(self.tr("The phase cannot end yet: %1").replace("%1", tr_engine(reason)))
            self.inform(self.tr("End Phase"), self.tr("The phase cannot end yet: %1").replace("%1", tr_engine(reason)))
            return
        owed = []
        side = g.state.active_side
        if side is not None and g.phase_kind() == "movement":
            waiting = [unit_name(g, u) for u, _grp in waiting_units(g, side)]
            if waiting:
                owed.append(self.tr("reinforcements not placed: %1").replace("%1", ", ".join(waiting)))
        if owed and not self.confirm(self.tr("End Phase"), self.tr("Still to do: %1. End the phase anyway?").replace("%1", "; ".join(owed))):
            return
        self._clear_selection()
        self._clear_combat()
        self.entering = None
        self.apply(EndPhase())

    def apply(self, action: Action) -> bool:
        """Hand an action to the engine; on refusal say why and change nothing."""
        if self.session is None:
            return False
        try:
            self.session.apply(action)
        except IllegalAction as e:
            self._say(self.tr("Not allowed: %1").replace("%1", tr_engine(e.reason)))
            return False
        except Exception as e:  # a fault in the rules must not end the game: say it, keep playing
            self.inform(self.tr("Rules engine error"),
                        self.tr("The rules engine failed on this action, which was not played:\n%1: %2")
                        .replace("%1", type(e).__name__).replace("%2", str(e)))
            self.refresh()
            return False
        if self.session.last_autosave_error:
            self._say(self.tr("Autosave failed: %1").replace("%1", self.session.last_autosave_error))
        return True

    def undo(self) -> None:
        if self.session is None or not self.undo_action.isEnabled() or self.covered():
            return
        try:
            self.session.undo()
        except IllegalAction as e:
            self._say(e.reason)

    def redo(self) -> None:
        if self.session is None or self.covered():
            return
        try:
            self.session.redo()
        except IllegalAction as e:
            self._say(e.reason)

    def cancel(self) -> None:
        if self.session is None:
            return
        self._clear_selection()
        self._clear_combat()
        self.entering = None
        self.reinforcements.pick(None)
        self._draw_counters()
        self._refresh_combat()

    # ------------------------------------------------------------------ files
    def new_game_dialog(self) -> None:
        if self.window is None or self.document is None:
            return
        dlg = NewGameDialog(self.document.scenario, self.lang, self.window, self.window.settings.recent_files())
        if dlg.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.new_game(dlg.chosen_seed(), dlg.scenario_path)

    def new_game(self, seed: int, scenario_path: Path | None = None) -> None:
        """Start a game on the open scenario, or open another scenario and start on it."""
        if self.window is None or self.document is None:
            return
        if self.session is not None:
            self.session.discard_autosave()
        if scenario_path is not None:
            window = self.window
            self._pending_seed = seed
            if not window.open_file(scenario_path):
                self._pending_seed = None
            return
        self.start(PlaySession.new(self.document.scenario, seed))

    def save_game_dialog(self) -> None:
        if self.session is None or self.window is None:
            return
        start = str(self.session.path or Path(self.window.settings.last_directory()) / f"{self.game.scenario.id}.hexsave.json")
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save Game"), start, self.tr("Saved games (*.json);;All files (*)"))
        if path:
            self.save_game(Path(path))

    def save_game(self, path: Path) -> bool:
        assert self.session is not None
        try:
            self.session.save(path)
        except Exception as e:  # disk, unsavable text or a bug: said, and the old file is intact
            self.inform(self.tr("Save Game"), self.tr("The game could not be saved to %1: %2").replace("%1", str(path)).replace("%2", str(e)))
            return False
        self._say(self.tr("Game saved to %1.").replace("%1", str(path)))
        return True

    def load_game_dialog(self) -> None:
        if self.window is None:
            return
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Load Game"), self.window.settings.last_directory(),
                                              self.tr("Saved games (*.json);;All files (*)"))
        if path:
            self.load_game(Path(path))

    def load_game(self, path: Path) -> bool:
        """Replay a saved game of the open scenario; a game of another one is refused, naming that battle."""
        try:
            session = PlaySession.load(path)
        except ReplayError as e:
            self.inform(self.tr("Load Game"), str(e))
            return False
        except Exception as e:  # a fault of the engine on a strange file: said, never a traceback
            self.inform(self.tr("Load Game"), f"{path}: {type(e).__name__}: {e}")
            return False
        if self.document is not None and session.game.scenario.id != self.document.scenario.id:
            self.inform(self.tr("Load Game"), self.tr("This game was played on '%1'; open that scenario first, then load the game.")
                        .replace("%1", text_in(session.game.scenario.info.title, self.lang) or session.game.scenario.id))
            return False
        self.start(session)
        self._say(self.tr("Game loaded from %1.").replace("%1", str(path)))
        return True

    def replay_dialog(self) -> None:
        if self.window is None:
            return
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Replay a Saved Game"), self.window.settings.last_directory(),
                                              self.tr("Saved games (*.json);;All files (*)"))
        if not path:
            return
        from hexstudio.play.replay import ReplayViewer

        try:
            viewer = ReplayViewer.from_file(Path(path), self.lang, self.window)
        except (ReplayError, ScenarioError) as e:
            self.inform(self.tr("Replay"), str(e))
            return
        except Exception as e:  # never a traceback for a strange file
            self.inform(self.tr("Replay"), f"{path}: {type(e).__name__}: {e}")
            return
        viewer.open()
        self.replay_viewer = viewer


# Decisions answered with a hex label, outside combat; each names its unit in data["unit"].
HEX_DECISIONS = frozenset({"flood_retreat", "off_map_return", "pontoneer_bridge"})

def must_enter_units(game: Game) -> list[str]:
    """Waiting units of the side to play that may not be delayed and have a hex to enter (the engine's test)."""
    side = game.state.active_side
    if side is None:
        return []
    return [uid for uid, grp in waiting_units(game, side)
            if not grp.may_delay and any(entry_problem(game, uid, h) is None for h in entry_hexes(game, grp, uid))]


@lru_cache(maxsize=256)
def _mp_label(halves: int) -> str:
    """A cost label on the reach overlay (a few dozen values, hundreds of hexes a move)."""
    return format_halves(halves)


def _phase_word(kind: str | None) -> str:
    from hexstudio.play.text import phase_name

    return phase_name(kind).lower()
