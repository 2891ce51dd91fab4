"""The main window: start screen or board, menus shared by every mode, file handling."""

from __future__ import annotations

import gc
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QRectF, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QGridLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressDialog,
    QSizePolicy,
    QSpacerItem,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.document import Document, copy_id
from hexstudio.app.loading import ScenarioLoader
from hexstudio.app.mapdisplay import MapDisplayPanel
from hexstudio.app.modes import Mode, ViewMode
from hexstudio.app.plaintext import plain, plain_box, tip
from hexstudio.app.settings import Settings
from hexstudio.app.statusline import StatusLine
from hexstudio.board.counters import setup_placements
from hexstudio.board.hexinfo import describe_hex
from hexstudio.board.scene import BoardScene
from hexstudio.board.view import BoardView
from hexstudio.engine.saveformat import is_saved_game
from hexstudio.hexgrid import Hex
from hexstudio.paths import is_bundled, scenarios_dir, user_documents_dir
from hexstudio.printing.menu import install_print_action
from hexstudio.scenario.io import ScenarioError, read_json_file, save_scenario
from hexstudio.scenario.model import Scenario

if TYPE_CHECKING:
    from hexstudio.app.startscreen import StartScreen

# The preferences and information dialogs and the sentences of a file's problems are
# imported when first needed: a start shows none of them.

APP_TITLE = "hexstudio"
# Maps of this many hexes or more are drawn once, with progress, when opened (a full
# 400 x 400 map: 160,000 hexes, seconds of drawing), and their heap is kept out of the
# full garbage collections (see _show_document).
BIG_MAP_HEXES = 40_000
START_PAGE, BOARD_PAGE = 0, 1
HOVER_FRAME_MS = 16  # the hovered hex's line is written at most this often


class _StartPage(QWidget):
    """The window's first page: holds the start screen, built the first time
    the page is shown once the event loop turns (a window opened on a file at
    start has left this page by then, and never pays for it)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.setObjectName("startPage")
        self._window = window
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        if self._window._start_screen is None:
            QTimer.singleShot(0, self._build_if_shown)

    def _build_if_shown(self) -> None:
        if self.isVisible():
            self._window.start_screen.ensure_filled()


class MainWindow(QMainWindow):
    """One window showing one scenario at a time, in one mode at a time."""

    documentChanged = Signal()

    def __init__(
        self,
        settings: Settings,
        language: str = "en",
        modes: list[Mode] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setAcceptDrops(True)
        self.settings = settings
        self.language = language
        self.document: Document | None = None
        self.board_scene: BoardScene | None = None
        self.board_view: BoardView | None = None
        self._modes: dict[str, Mode] = {}
        self._mode_actions: dict[str, QAction] = {}
        self._active_mode: Mode | None = None
        # A mode being set up (Play prepares its game in the background, the event loop
        # turning meanwhile) and a mode asked for in the meantime, set once it is done.
        self._activating: Mode | None = None
        self._mode_asked_meanwhile: str | None = None
        self._current_mode_id = settings.mode()
        self._hidden_panels = settings.hidden_panels()
        self._toolbar_breaks: set[QToolBar] = set()

        # The start screen is built, and its battles described, when it is first
        # shown (``start_screen``): a start on a file never shows it.
        self._start_screen: StartScreen | None = None
        self._start_page = _StartPage(self)
        self.board_page = QWidget()
        self.board_page.setObjectName("boardPage")
        self._board_layout = QVBoxLayout(self.board_page)
        self._board_layout.setContentsMargins(0, 0, 0, 0)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._start_page)
        self.pages.addWidget(self.board_page)
        self.setCentralWidget(self.pages)

        self.map_display = MapDisplayPanel(self)
        self.map_display.showLabelsChanged.connect(self._set_show_labels)
        self.map_display.backgroundVisibleChanged.connect(self._set_background_visible)
        self.map_display.backgroundOpacityChanged.connect(self._set_background_opacity)
        self.map_display_dock = QDockWidget(self.tr("Map display"), self)
        self.map_display_dock.setObjectName("app.mapdisplay")
        self.map_display_dock.setWidget(self.map_display)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.map_display_dock)

        self.hex_status = StatusLine()
        self.hex_status.setObjectName("hexStatus")
        # The hovered hex's line is written at most once a frame (see _on_hex_hovered).
        self._hovered: Hex | None = None
        self._hover_clock = QElapsedTimer()
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.timeout.connect(self._show_hovered)
        self.zoom_status = plain(QLabel())
        self.zoom_status.setObjectName("zoomStatus")
        self.zoom_status.setMinimumWidth(self.zoom_status.fontMetrics().horizontalAdvance(self.tr("Zoom: 1000%")) + 8)
        self.statusBar().addWidget(self.hex_status, 1)
        self.statusBar().addPermanentWidget(self.zoom_status)

        self._build_actions()
        self._build_menus()
        self._print_action = install_print_action(self)  # File ▸ Export ▸ Print and Play (PDF)…
        self._build_toolbar()
        for mode in modes if modes is not None else [ViewMode()]:
            self.register_mode(mode)
        self._show_labels_action.setChecked(settings.show_hex_labels())
        self._mark_estimated_action.setChecked(settings.mark_estimated_counters())
        self.map_display.set_show_labels(settings.show_hex_labels())

        self.resize(1200, 800)
        geometry, state = settings.window_geometry(), settings.window_state()
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)
        # The map display panel belongs to the board: hidden on the start screen.
        self._map_display_wanted = not self.map_display_dock.isHidden()
        self._show_start()

    @property
    def start_screen(self) -> StartScreen:
        """The start screen (built now if it was not yet)."""
        if self._start_screen is None:
            from hexstudio.app.startscreen import StartScreen

            screen = StartScreen(self.settings, self.language, fill_now=False)
            screen.openRequested.connect(self.open_file)
            screen.openDialogRequested.connect(self.open_dialog)
            self._start_page.layout().addWidget(screen)
            self._start_screen = screen
        return self._start_screen

    def _refresh_recent(self) -> None:
        if self._start_screen is not None:
            self._start_screen.refresh_recent()

    # ------------------------------------------------------------------ actions
    def _action(self, text: str, slot: object, shortcut: QKeySequence | str | None = None) -> QAction:
        # Not ``QAction(text, self)``: choosing among that constructor's overloads makes
        # PySide6 build its Python QIcon class (with QIcon.ThemeIcon's ~150 values, some
        # 10 M instructions of a start) that nothing else before the first paint needs.
        a = QAction(self)
        a.setText(text)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        return a

    def _build_actions(self) -> None:
        SK = QKeySequence.StandardKey
        self._new_battle_action = self._action(self.tr("&New Battle…"), self.new_battle_dialog, SK.New)
        self._new_action = self._action(self.tr("New from &Scenario…"), self.new_from_scenario, "Ctrl+Shift+N")
        self._open_action = self._action(self.tr("&Open…"), self.open_dialog, SK.Open)
        self._save_action = self._action(self.tr("&Save"), self.save, SK.Save)
        self._save_as_action = self._action(self.tr("Save &As…"), self.save_as, SK.SaveAs)
        self._close_action = self._action(self.tr("&Close"), self.close_document, "Ctrl+W")
        self._quit_action = self._action(self.tr("&Quit"), self.close, "Ctrl+Q")
        self._quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self._prefs_action = self._action(self.tr("&Preferences…"), self.show_preferences, SK.Preferences)
        self._prefs_action.setMenuRole(QAction.MenuRole.PreferencesRole)

        self._zoom_in_action = self._action(self.tr("Zoom &In"), self.zoom_in)
        self._zoom_in_action.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        self._zoom_out_action = self._action(self.tr("Zoom &Out"), self.zoom_out, "Ctrl+-")
        self._fit_action = self._action(self.tr("&Fit Map to Window"), self.zoom_fit, "Ctrl+0")
        self._show_labels_action = self._action(self.tr("Show Hex &Numbers"), self._set_show_labels)
        self._show_labels_action.setCheckable(True)
        self._mark_estimated_action = self._action(self.tr("Mark &Reconstructed Counters"), self._set_mark_estimated)
        self._mark_estimated_action.setCheckable(True)
        self._mark_estimated_action.setToolTip(self.tr(
            "A hatched corner on each counter whose values the printed game does not give (estimates)"))
        self._map_display_action = self.map_display_dock.toggleViewAction()
        self._map_display_action.setText(self.tr("Map &Display (Scan Opacity)"))
        self._full_screen_action = self._action(self.tr("F&ull Screen"), self._toggle_full_screen, "F11")
        self._full_screen_action.setCheckable(True)

        self._info_action = self._action(self.tr("Scenario &Information…"), self.show_scenario_info)
        self._about_action = self._action(self.tr("&About hexstudio"), self.show_about)
        self._about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self._mode_group = QActionGroup(self)
        self._mode_group.setExclusive(True)

    def _build_menus(self) -> None:
        mb = self.menuBar()
        self.file_menu = mb.addMenu(self.tr("&File"))
        self.file_menu.addAction(self._new_battle_action)
        self.file_menu.addAction(self._new_action)
        self.file_menu.addAction(self._open_action)
        self.recent_menu = self.file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._fill_recent_menu()
        self.file_menu.addSeparator()
        self.file_menu.addAction(self._save_action)
        self.file_menu.addAction(self._save_as_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self._close_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self._quit_action)

        self.edit_menu = mb.addMenu(self.tr("&Edit"))
        self.edit_menu.addAction(self._prefs_action)

        self.view_menu = mb.addMenu(self.tr("&View"))
        self.view_menu.addAction(self._zoom_in_action)
        self.view_menu.addAction(self._zoom_out_action)
        self.view_menu.addAction(self._fit_action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self._show_labels_action)
        self.view_menu.addAction(self._mark_estimated_action)
        self.view_menu.addAction(self._map_display_action)
        self.view_menu.addSeparator()
        self.panels_menu = self.view_menu.addMenu(self.tr("&Panels"))
        self.toolbars_menu = self.view_menu.addMenu(self.tr("&Toolbars"))
        self.view_menu.addSeparator()
        self.view_menu.addAction(self._full_screen_action)

        self.mode_menu = mb.addMenu(self.tr("&Mode"))

        self.help_menu = mb.addMenu(self.tr("&Help"))
        self.help_menu.addAction(self._info_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self._about_action)

    def _build_toolbar(self) -> None:
        tb = QToolBar(self.tr("Main toolbar"), self)
        tb.setObjectName("app.maintoolbar")
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        tb.addAction(self._open_action)
        tb.addSeparator()
        tb.addAction(self._zoom_in_action)
        tb.addAction(self._zoom_out_action)
        tb.addAction(self._fit_action)
        tb.addSeparator()
        self._mode_label = QLabel(self.tr("Mode:") + " ")
        tb.addWidget(self._mode_label)
        self.main_toolbar = tb
        self.add_toolbar(tb)

    # ------------------------------------------------------------------ plug-in API for modes
    def add_dock(self, dock: QDockWidget, area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea) -> None:
        """Add a mode's dock; it gets a View ▸ Panels toggle and its saved place back."""
        self.addDockWidget(area, dock)
        self.restoreDockWidget(dock)
        # A dock created after the window is shown starts hidden; show it
        # unless the user closed it last time.
        dock.setVisible(dock.objectName() not in self._hidden_panels)
        dock.visibilityChanged.connect(lambda visible, d=dock: self._note_panel(d, visible))
        self.panels_menu.addAction(dock.toggleViewAction())

    def _note_panel(self, dock: QDockWidget, visible: bool) -> None:
        # visibilityChanged also fires when the whole window hides or a tab is
        # covered; only an explicit close (isHidden) counts as "closed".
        if dock.isHidden():
            self._hidden_panels.add(dock.objectName())
        elif visible:
            self._hidden_panels.discard(dock.objectName())

    def remove_dock(self, dock: QDockWidget) -> None:
        dock.visibilityChanged.disconnect()
        self.panels_menu.removeAction(dock.toggleViewAction())
        self.removeDockWidget(dock)
        dock.deleteLater()

    def add_toolbar(self, bar: QToolBar) -> None:
        """Add a toolbar; one that would not fit beside the others starts a new row.

        Qt never wraps toolbars: a mode's long toolbar on the main one's row
        hides its last tools behind a » button (the editor's Hexside, Road and
        Play This Scenario in Portuguese at 1400 pixels).
        """
        # Toolbars are the window's own children: no search through every panel's widgets.
        toolbars = self.findChildren(QToolBar, options=Qt.FindChildOption.FindDirectChildrenOnly)
        row = [b for b in toolbars if b is not bar and b.isVisibleTo(self)
               and self.toolBarArea(b) == Qt.ToolBarArea.TopToolBarArea]
        needed = sum(b.sizeHint().width() for b in row) + bar.sizeHint().width()
        if row and needed > self.width():
            self.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
            self._toolbar_breaks.add(bar)
        self.addToolBar(bar)
        self.toolbars_menu.addAction(bar.toggleViewAction())

    def remove_toolbar(self, bar: QToolBar) -> None:
        self.toolbars_menu.removeAction(bar.toggleViewAction())
        if bar in self._toolbar_breaks:
            self._toolbar_breaks.discard(bar)
            self.removeToolBarBreak(bar)
        self.removeToolBar(bar)
        bar.deleteLater()

    def add_menu(self, menu: QMenu) -> None:
        """Insert a mode's menu before Help."""
        self.menuBar().insertMenu(self.help_menu.menuAction(), menu)

    def remove_menu(self, menu: QMenu) -> None:
        self.menuBar().removeAction(menu.menuAction())

    def register_mode(self, mode: Mode) -> None:
        """Offer a mode in the Mode menu and on the main toolbar."""
        if mode.id in self._modes:
            raise ValueError(f"a mode with id {mode.id!r} is already registered")
        self._modes[mode.id] = mode
        a = QAction(self)  # not QAction(title, self): see _action
        a.setText(mode.title())
        a.setCheckable(True)
        a.setData(mode.id)
        a.triggered.connect(lambda checked=False, mid=mode.id: self.set_mode(mid))
        self._mode_group.addAction(a)
        self.mode_menu.addAction(a)
        self.main_toolbar.addAction(a)
        self._mode_actions[mode.id] = a
        self._sync_mode_actions()

    def modes(self) -> list[Mode]:
        return list(self._modes.values())

    def current_mode(self) -> Mode | None:
        return self._modes.get(self._current_mode_id) or next(iter(self._modes.values()), None)

    def active_mode(self) -> Mode | None:
        return self._active_mode

    def set_mode(self, mode_id: str) -> None:
        if mode_id not in self._modes:
            raise ValueError(f"unknown mode {mode_id!r}")
        if self._activating is not None:
            # Not now: a second set-up inside the first would build the mode's panels twice.
            self._mode_asked_meanwhile = mode_id
            return
        if self._active_mode is not None and self._active_mode.id == mode_id:
            return
        self._deactivate_mode()
        # A mode's last word in the status bar ("8 MP left. Click a shaded hex…") means nothing in the next one.
        self.statusBar().clearMessage()
        self._current_mode_id = mode_id
        self.settings.set_mode(mode_id)
        self._sync_mode_actions()
        self._activate_mode()

    def _sync_mode_actions(self) -> None:
        mode = self.current_mode()
        for mid, a in self._mode_actions.items():
            a.setChecked(mode is not None and mid == mode.id)

    def _activate_mode(self) -> None:
        mode = self.current_mode()
        if mode is None or self.document is None or self.board_view is None:
            return
        self._activating = mode
        try:
            mode.activate(self, self.document)
        finally:
            self._activating = None
        self._active_mode = mode
        asked, self._mode_asked_meanwhile = self._mode_asked_meanwhile, None
        if asked is not None and asked != mode.id:
            self.set_mode(asked)

    def _deactivate_mode(self) -> None:
        if self._active_mode is not None:
            mode, self._active_mode = self._active_mode, None
            mode.deactivate(self)

    def set_modified(self, modified: bool = True) -> None:
        if self.document is not None:
            self.document.modified = modified
        self._update_title()

    def describe_hex(self, hex_: Hex) -> str:
        if self.document is None or self.board_scene is None:
            return ""
        units = self.board_scene.counters_at(hex_)
        return describe_hex(self.document.scenario, self.board_scene.mapview, hex_, units, language=self.language)

    # ------------------------------------------------------------------ files
    @Slot()
    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open Scenario or Saved Game"), self.settings.last_directory(),
            self.tr("Scenarios and saved games (*.json);;All files (*)")
        )
        if path:
            self.open_file(path)

    @Slot(str)
    def open_file(self, path: str | os.PathLike[str]) -> bool:
        """Open a scenario file, or a saved game in Play with its battle; on failure
        say why and leave the window as it was."""
        p = Path(path)
        try:
            doc = _read_json_or_none(p)
            if is_saved_game(doc):
                return self._open_saved_game(p)
            # A small file is checked from the JSON just read (a start read the tutorial
            # twice); a big one is read again off the GUI thread, with progress.
            scenario = ScenarioLoader(self).load(p, doc)
        except ScenarioError as e:
            self.show_scenario_error(p, e)
            if not _exists(p):
                self.settings.remove_recent_file(p)
                self._refresh_recent()
            return False
        except Exception as e:  # a fault on a strange file: said, never a traceback
            self.show_error(self.tr("Could not open %1").replace("%1", p.name), f"{type(e).__name__}: {e}")
            return False
        if scenario is None:  # cancelled
            return False
        if not self.maybe_save():
            return False
        if not self._show_document(Document(scenario, p.absolute())):
            return False
        self._remember_file(p)
        return True

    def _remember_file(self, p: Path) -> None:
        self.settings.add_recent_file(p)
        self.settings.set_last_directory(p.absolute().parent)
        self._refresh_recent()

    def _open_saved_game(self, p: Path) -> bool:
        """A saved game opens in Play on the battle it embeds, whatever mode was on.

        The play mode replays it first (``open_saved_game`` says why when it
        cannot and returns None); only then is the open scenario replaced.
        """
        mode = self._modes.get("play")
        opener = getattr(mode, "open_saved_game", None)
        if opener is None:
            self.show_error(self.tr("Could not open %1").replace("%1", p.name),
                            self.tr("This file is a saved game; playing it needs hexstudio's play mode."))
            return False
        if not self.maybe_save():
            return False
        scenario = opener(p, self)
        if scenario is None:
            return False
        previous = self._current_mode_id
        self._current_mode_id = "play"  # activated once, on the game's own battle
        if not self._show_document(Document(scenario, None, base_dir=p.absolute().parent, game_path=p.absolute())):
            self._current_mode_id = previous
            return False
        self.settings.set_mode("play")
        self._sync_mode_actions()
        self._remember_file(p)
        return True

    @Slot()
    def new_from_scenario(self) -> None:
        """Start an untitled copy of an existing scenario, to be saved under a new name."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("New from Scenario"),
            str(scenarios_dir()),
            self.tr("Scenarios (*.json);;All files (*)"),
        )
        if path:
            self.new_from_file(path)

    def new_from_file(self, path: str | os.PathLike[str]) -> bool:
        """An unsaved copy of a scenario, with an id of its own (games and autosaves go by scenario)."""
        p = Path(path)
        try:
            scenario = ScenarioLoader(self).load(p)
        except ScenarioError as e:
            self.show_scenario_error(p, e)
            return False
        except Exception as e:
            self.show_error(self.tr("Could not open %1").replace("%1", p.name), f"{type(e).__name__}: {e}")
            return False
        if scenario is None:
            return False
        if not self.maybe_save():
            return False
        scenario = scenario.model_copy(update={"id": copy_id(scenario.id)})
        return self._show_document(Document(scenario, None, base_dir=p.absolute().parent))

    @Slot()
    def new_battle_dialog(self) -> None:
        """Ask for a blank battle's map, sides and catalogue, and open it in the editor."""
        from hexstudio.app.newbattle import NewBattleDialog

        dlg = NewBattleDialog(self.language, self, Path(self.settings.last_directory()))
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.accepted.connect(lambda: self.new_battle(dlg.scenario()))
        dlg.open()
        self._new_battle_dialog = dlg

    def new_battle(self, scenario: Scenario | None) -> bool:
        """Open a new, unsaved battle in the editor, its history empty."""
        if scenario is None or not self.maybe_save():
            return False
        if "edit" in self._modes:
            # Straight into the editor: no other mode opens the blank battle first.
            self._current_mode_id = "edit"
            self.settings.set_mode("edit")
            self._sync_mode_actions()
        return self._show_document(Document(scenario, None))

    def _show_document(self, doc: Document) -> bool:
        try:
            scene = BoardScene(doc.scenario, base_dir=doc.base_dir)
            view = BoardView(scene)
        except Exception as e:  # any board failure must leave the window usable
            self.show_error(self.tr("Could not draw the map"), f"{type(e).__name__}: {e}")
            return False
        self._deactivate_mode()
        self._drop_board()
        self.document = doc
        self.board_scene, self.board_view = scene, view
        scene.set_language(self.language)
        scene.set_units(setup_placements(doc.scenario))
        scene.set_show_labels(self._show_labels_action.isChecked())
        scene.set_mark_estimated(self._mark_estimated_action.isChecked())
        view.hexHovered.connect(self._on_hex_hovered)
        view.zoomChanged.connect(self._update_zoom)
        self._board_layout.addWidget(view)
        self.pages.setCurrentIndex(BOARD_PAGE)
        self.map_display_dock.setVisible(self._map_display_wanted)
        self._map_display_action.setEnabled(True)
        self.map_display.set_background(doc.scenario.map.background, scene.background_problem)
        big = doc.scenario.map.columns * doc.scenario.map.rows >= BIG_MAP_HEXES
        if not big:
            # Fitted as soon as the board is laid out, even while the mode sets up (Play
            # prepares its game with the event loop turning, the board already shown).
            QTimer.singleShot(0, self._first_view)
        self._update_title()
        self._activate_mode()
        self._update_actions()
        self._update_title()
        if big:  # drawn with progress of its own once the mode is ready
            QTimer.singleShot(0, self._first_view)
        # A big map's objects live as long as it is open: out of the cyclic
        # garbage collector's way, whose full passes over its hundreds of
        # thousands of objects froze the window for a third of a second now and
        # then (objects made later are collected as usual). The previous
        # document's go back to the collector first.
        gc.unfreeze()
        if big:
            gc.freeze()
        if scene.warnings:
            self.statusBar().showMessage(
                self.tr("The map was drawn with %n warning(s): %1", "", len(scene.warnings)).replace(
                    "%1", "; ".join(scene.warnings[:3])
                ),
                15000,
            )
        self.documentChanged.emit()
        return True

    def _first_view(self) -> None:
        """The whole map in the window; a big one drawn first, with progress."""
        self.zoom_fit()
        scene, view = self.board_scene, self.board_view
        if scene is not None and view is not None and scene.grid.columns * scene.grid.rows >= BIG_MAP_HEXES:
            self._draw_big_map(scene, view.mapToScene(view.viewport().rect()).boundingRect())

    def _draw_big_map(self, scene: BoardScene, shown: QRectF) -> None:
        """Draw the hexes the window shows once, with progress, before the first paint (which would freeze)."""
        from PySide6.QtCore import QEventLoop  # named here: only a big map needs it (see i18n's QLibraryInfo)

        dialog = QProgressDialog(self.tr("Drawing the map…"), "", 0, 0, self)
        dialog.setObjectName("drawProgress")
        dialog.setCancelButton(None)  # nothing to give back: the map is already read
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)
        try:
            for done, total in scene.build_tiles(shown):
                if done == 1:
                    dialog.setMaximum(total)
                if done % 8 == 0 or done == total:
                    dialog.setValue(done)
                    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        finally:
            dialog.close()
            dialog.deleteLater()

    def _drop_board(self) -> None:
        if self.board_view is not None:
            self._board_layout.removeWidget(self.board_view)
            self.board_view.deleteLater()
        self.board_view = None
        self.board_scene = None
        self._hovered = None  # a hex of the board gone: never described on the next
        self._hover_timer.stop()

    @Slot()
    def save(self) -> bool:
        if self.document is None:
            return False
        if self.document.path is None or is_bundled(self.document.path):
            # A bundled battle is never overwritten: its changes go to a file of the user's.
            return self.save_as()
        return self._write(self.document.path)

    @Slot()
    def save_as(self) -> bool:
        if self.document is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save Scenario As"), self._save_start(),
                                              self.tr("Scenarios (*.json)"))
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        return self.save_to(path)

    def _save_start(self) -> str:
        """Where Save As starts: the scenario's own file, else the user's documents folder
        (never the bundled battles' folder)."""
        doc = self.document
        if doc is not None and doc.path is not None and not is_bundled(doc.path):
            return str(doc.path)
        if doc is not None and doc.path is not None:
            name = doc.path.name
        elif doc is not None:
            from hexstudio.scenario.blank import slug

            name = f"{slug(doc.title(self.language))}.json"
        else:
            name = "scenario.json"
        return str(user_documents_dir() / name)

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        """Write the open scenario to ``path`` and make that its file from now on."""
        if self.document is None:
            return False
        target = Path(path).absolute()
        if is_bundled(target):
            self.show_error(self.tr("Could not save %1").replace("%1", target.name),
                            self.tr("The battles included with hexstudio are not changed; save the scenario in another folder, such as %1.")
                            .replace("%1", str(user_documents_dir())))
            return False
        doc = self.document
        doc.scenario = _rebase_background(doc.scenario, doc.base_dir, target.parent)
        if not self._write(target):
            return False
        doc.path, doc.base_dir = target, target.parent
        self.settings.add_recent_file(target)
        self.settings.set_last_directory(target.parent)
        self._refresh_recent()
        self._update_title()
        return True

    def _write(self, path: Path) -> bool:
        assert self.document is not None
        try:
            save_scenario(self.document.scenario, path)
        except Exception as e:  # a disk error, unsavable text or a bug: say so; the old file is intact
            why = e.strerror if isinstance(e, OSError) and e.strerror else str(e) or type(e).__name__
            self.show_error(self.tr("Could not save %1").replace("%1", path.name), f"{path}: {why}")
            return False
        self.set_modified(False)
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)), 5000)
        return True

    def maybe_save(self) -> bool:
        """Ask about unsaved changes; False when the user cancels."""
        if self.document is None or not self.document.modified:
            return True
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(APP_TITLE)
        box.setText(self.tr("The scenario has unsaved changes."))
        box.setInformativeText(self.tr("Do you want to save them?"))
        Btn = QMessageBox.StandardButton
        box.setStandardButtons(Btn.Save | Btn.Discard | Btn.Cancel)
        box.setDefaultButton(Btn.Save)
        answer = box.exec()
        if answer == Btn.Save:
            return self.save()
        return answer == Btn.Discard

    @Slot()
    def close_document(self) -> bool:
        if self.document is None:
            return True
        if not self.maybe_save():
            return False
        self._deactivate_mode()
        self._drop_board()
        self.document = None
        self._show_start()
        self.documentChanged.emit()
        return True

    def _show_start(self) -> None:
        if self.pages.currentIndex() == BOARD_PAGE:
            self._map_display_wanted = not self.map_display_dock.isHidden()
        self.map_display_dock.hide()
        self._map_display_action.setEnabled(False)
        self.pages.setCurrentIndex(START_PAGE)
        self.map_display.set_background(None)
        self.hex_status.clear()
        self._update_actions()
        self._update_title()

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files()
        for i, name in enumerate(files):
            p = Path(name)
            label = f"&{i + 1} {p.name}" if i < 9 else p.name
            if not p.exists():
                label += " " + self.tr("(file not found)")
            a = self.recent_menu.addAction(label)
            a.setToolTip(tip(name))
            a.setStatusTip(name)
            a.triggered.connect(lambda checked=False, n=name: self.open_file(n))
        if files:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("Clear Menu"))
            clear.triggered.connect(self._clear_recent)
        else:
            none = self.recent_menu.addAction(self.tr("No recent files"))
            none.setEnabled(False)

    def _clear_recent(self) -> None:
        self.settings.clear_recent_files()
        self._refresh_recent()

    def show_scenario_error(self, path: Path, error: ScenarioError, limit: int = 25) -> None:
        """Every problem of a file that would not load, each with its JSON path."""
        from hexstudio.app.problem_text import problem_text

        lines = [f"• {problem_text(p)}" for p in error.problems[:limit]]
        if len(error.problems) > limit:
            lines.append(self.tr("… and %n more problem(s)", "", len(error.problems) - limit))
        heading = self.tr("%n problem(s) in %1:", "", len(error.problems)).replace("%1", str(path))
        self.show_error(self.tr("Could not open %1").replace("%1", path.name), heading + "\n\n" + "\n".join(lines))

    def show_error(self, text: str, details: str) -> None:
        """A warning box; the details are selectable so they can be copied into a bug report."""
        box = plain_box(QMessageBox(self))  # file names and problems quote the scenario: never markup
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(APP_TITLE)
        box.setText(text)
        box.setInformativeText(details)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A message box sizes itself to its first line; JSON paths need room.
        grid = box.layout()
        if isinstance(grid, QGridLayout):
            grid.addItem(
                QSpacerItem(520, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding),
                grid.rowCount(),
                0,
                1,
                grid.columnCount(),
            )
        box.exec()

    # ------------------------------------------------------------------ view
    @Slot()
    def zoom_in(self) -> None:
        if self.board_view is not None:
            self.board_view.zoom_in()

    @Slot()
    def zoom_out(self) -> None:
        if self.board_view is not None:
            self.board_view.zoom_out()

    @Slot()
    def zoom_fit(self) -> None:
        if self.board_view is not None:
            self.board_view.fit()

    def zoom_percent(self) -> int:
        if self.board_view is None:
            return 0
        return round(self.board_view.zoom() * 100)

    def _update_zoom(self, *args: object) -> None:
        self.zoom_status.setText(
            self.tr("Zoom: %1%").replace("%1", str(self.zoom_percent())) if self.board_view else ""
        )

    def _on_hex_hovered(self, hex_: object) -> None:
        """The status bar describes the hex under the mouse.

        A drag (a brush stroke) crosses a hex every few milliseconds: the line is
        written at once when the last one is a frame old, else once when the frame
        is up, for the hex the mouse is on by then. Leaving the board clears it
        at once (nothing to work out).
        """
        self._hovered = hex_ if isinstance(hex_, Hex) else None
        if self._hovered is None:
            self._hover_timer.stop()
            self.hex_status.clear()
            return
        if self._hover_timer.isActive():
            return  # the line due at the end of this frame will show it
        since = self._hover_clock.elapsed() if self._hover_clock.isValid() else HOVER_FRAME_MS
        if since >= HOVER_FRAME_MS:
            self._show_hovered()
        else:
            self._hover_timer.start(HOVER_FRAME_MS - since)

    def _show_hovered(self) -> None:
        self._hover_clock.start()
        hex_ = self._hovered
        self.hex_status.setText(self.describe_hex(hex_) if hex_ is not None else "")

    def _set_show_labels(self, on: bool) -> None:
        on = bool(on)
        self.settings.set_show_hex_labels(on)
        if self._show_labels_action.isChecked() != on:
            self._show_labels_action.setChecked(on)
        self.map_display.set_show_labels(on)
        if self.board_scene is not None:
            self.board_scene.set_show_labels(on)

    def _set_mark_estimated(self, on: bool) -> None:
        on = bool(on)
        self.settings.set_mark_estimated_counters(on)
        if self._mark_estimated_action.isChecked() != on:
            self._mark_estimated_action.setChecked(on)
        if self.board_scene is not None:
            self.board_scene.set_mark_estimated(on)

    def _set_background_visible(self, on: bool) -> None:
        if self.board_scene is not None:
            self.board_scene.set_background_visible(on)

    def _set_background_opacity(self, value: float) -> None:
        if self.board_scene is not None:
            self.board_scene.set_background_opacity(value)

    def _toggle_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def _update_actions(self) -> None:
        has_doc = self.document is not None
        for a in (
            self._save_as_action,
            self._close_action,
            self._zoom_in_action,
            self._zoom_out_action,
            self._fit_action,
            self._info_action,
        ):
            a.setEnabled(has_doc)
        self._update_zoom()

    def _update_title(self) -> None:
        if self.document is None:
            self.setWindowTitle(APP_TITLE)
            self.setWindowModified(False)
            self._save_action.setEnabled(False)
            return
        title = self.document.title(self.language)
        if self.document.game_path is not None:
            title = self.tr("%1 — saved game %2").replace("%1", title).replace("%2", self.document.game_path.name)
        elif self.document.path is None:
            # A copy of a file keeps that file's folder; a new battle has none yet.
            unsaved = self.tr("%1 (unsaved copy)") if self.document.base_dir is not None else self.tr("%1 (new, not saved yet)")
            title = unsaved.replace("%1", title)
        self.setWindowTitle(f"{title}[*] — {APP_TITLE}")
        self.setWindowModified(self.document.modified)
        # Saving an unchanged file would only rewrite it in hexstudio's layout.
        self._save_action.setEnabled(self.document.modified or self.document.path is None)

    # ------------------------------------------------------------------ help, preferences
    @Slot()
    def show_scenario_info(self) -> None:
        if self.document is None:
            return
        from hexstudio.app.dialogs import ScenarioInfoDialog

        dlg = ScenarioInfoDialog(self.document.scenario, self.language, self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
        self._info_dialog = dlg

    @Slot()
    def show_preferences(self) -> None:
        from hexstudio.app.dialogs import PreferencesDialog

        dlg = PreferencesDialog(self.settings, self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.open()
        self._prefs_dialog = dlg

    @Slot()
    def show_about(self) -> None:
        from hexstudio import __version__

        QMessageBox.about(
            self,
            self.tr("About hexstudio"),
            self.tr(
                "<h3>hexstudio %1</h3><p>A scenario editor and rules-enforcing player for the "
                "Brazilian hex-and-counter Second World War games (Leyte, Reichswald, Sicily, "
                "Peleliu, Monte Castelo).</p>"
            ).replace("%1", __version__),
        )

    # ------------------------------------------------------------------ drag and drop
    @staticmethod
    def _dropped_file(event: QDragEnterEvent | QDropEvent) -> str | None:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        local = [u.toLocalFile() for u in urls if u.isLocalFile()]
        return local[0] if len(local) == 1 else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._dropped_file(event):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = self._dropped_file(event)
        if path:
            event.acceptProposedAction()
            # Let the drag finish before a possible error box opens.
            QTimer.singleShot(0, lambda: self.open_file(path))

    # ------------------------------------------------------------------ closing
    def save_window_state(self) -> None:
        if self.pages.currentIndex() == START_PAGE:
            self.map_display_dock.setVisible(self._map_display_wanted)
        self.settings.save_window(self.saveGeometry(), self.saveState())
        self.settings.set_hidden_panels(self._hidden_panels)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        # Save first, while the mode's docks are still there to be recorded.
        self.save_window_state()
        self._deactivate_mode()
        event.accept()


def _exists(p: Path) -> bool:
    try:
        return p.exists()
    except (OSError, ValueError):  # a name with a NUL byte
        return False


def _rebase_background(scenario: Scenario, old_dir: Path | None, new_dir: Path) -> Scenario:
    """Keep a relative map-scan path pointing at the same image from a new folder."""
    bg = scenario.map.background
    if bg is None or old_dir is None or Path(bg.path).is_absolute() or old_dir.resolve() == new_dir.resolve():
        return scenario
    image = (old_dir / bg.path).resolve()
    try:
        rel = os.path.relpath(image, new_dir.resolve())
    except ValueError:  # another drive on Windows
        rel = str(image)
    new_bg = bg.model_copy(update={"path": Path(rel).as_posix()})
    return scenario.model_copy(update={"map": scenario.map.model_copy(update={"background": new_bg})})


def _read_json_or_none(p: Path) -> Any:
    """The JSON document in ``p`` (a saved game or a scenario: the caller tells), or None
    for a file that cannot be read as JSON, left to the scenario loader, which says
    what is wrong with it."""
    try:
        return read_json_file(p)
    except ScenarioError:
        return None
