"""Editor mode: digitize a printed map and design a battle, with full undo.

``EditorMode`` plugs into the main window (``hexstudio.app.modes.Mode``): a
toolbar of tools with single-key shortcuts, a terrain palette, the History
(the undo stack), a hex inspector, and an Editor menu with undo/redo, map
scan import, calibration and nudging. Every change goes through the
session's undo stack; its clean state is the document's saved state, so the
window's title star, Save and the question on closing follow it.

While there are unsaved changes a copy is autosaved to the user data folder;
if hexstudio stopped without saving, opening the scenario again offers the
copy back.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QImageReader, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFileDialog, QFrame, QMenu, QMessageBox, QScrollArea, QToolBar, QUndoView

from hexstudio.app import collector
from hexstudio.app.document import Document
from hexstudio.app.engine_text import error_text
from hexstudio.board.background import ALLOCATION_LIMIT_MB, decode_image
from hexstudio.board.counters import setup_placements
from hexstudio.calibration import CalibrationResult, nudge_rotate, nudge_scale, nudge_translate
from hexstudio.digitize.dock import Digitizer
from hexstudio.editor.autosave import autosave_path, discard_autosave, find_autosave, write_autosave
from hexstudio.editor.calibrate import CalibrationDialog, CalibrationTool
from hexstudio.editor.commands import EditSession
from hexstudio.editor.design import DesignPanel, HexPickTool
from hexstudio.editor.forms import Pusher
from hexstudio.editor.numbering import NumberingDialog
from hexstudio.editor.panels import HexInspector, TerrainPalette, UnitsPanel
from hexstudio.editor.tools import (
    PREVIEW_COLOR,
    PREVIEW_KEY,
    ControlTool,
    EditorContext,
    EditorTool,
    EraserTool,
    FeatureTool,
    FloodFillTool,
    HexSetTool,
    HexsideTool,
    OffMapTool,
    PickerTool,
    RectFillTool,
    RoadTool,
    SetupTool,
    TerrainBrush,
)
from hexstudio.editor.validation import ValidationPanel
from hexstudio.hexgrid import Hex
from hexstudio.scenario import edits as E
from hexstudio.scenario.holdings import start_holders
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import BackgroundImage, Scenario, text_in
from hexstudio.scenario.validate import check

if TYPE_CHECKING:
    from hexstudio.app.mainwindow import MainWindow

AUTOSAVE_MS = 60_000
# A big fill is outlined while the user is asked about it up to this many hexes
# (outlining most of a 400 x 400 map would itself take seconds).
OUTLINE_FILL_MAX = 20_000
# Sections whose change moves or restyles the whole board.
REBUILD_SECTIONS = {
    "map",
    "map.columns",
    "map.rows",
    "map.orientation",
    "map.stagger",
    "map.labels",
    "map.hex_size",
    "map.default_terrain",
    "terrain",
    "hexside_types",
    "road_types",
}
UNIT_SECTIONS = {"units", "setup", "nationalities", "unit_types", "sides"}
NUDGE_PX = 1.0
NUDGE_SCALE = 1.002
NUDGE_DEGREES = 0.1

# (tool key, text, toolbar text, shortcut). The toolbar's words are short so
# every tool shows in a 1280-pixel window in Portuguese too ("Lado" for
# "Lado de Hexágono"); the full name is in the menu and the tooltip.
TOOLS = (
    ("brush", QT_TRANSLATE_NOOP("EditorMode", "Brush"), QT_TRANSLATE_NOOP("EditorToolbar", "Brush"), "B"),
    ("fill", QT_TRANSLATE_NOOP("EditorMode", "Fill"), QT_TRANSLATE_NOOP("EditorToolbar", "Fill"), "F"),
    ("rect", QT_TRANSLATE_NOOP("EditorMode", "Rectangle"), QT_TRANSLATE_NOOP("EditorToolbar", "Rectangle"), "R"),
    ("eraser", QT_TRANSLATE_NOOP("EditorMode", "Eraser"), QT_TRANSLATE_NOOP("EditorToolbar", "Eraser"), "E"),
    ("picker", QT_TRANSLATE_NOOP("EditorMode", "Picker"), QT_TRANSLATE_NOOP("EditorToolbar", "Picker"), "I"),
    ("feature", QT_TRANSLATE_NOOP("EditorMode", "Feature"), QT_TRANSLATE_NOOP("EditorToolbar", "Feature"), "V"),
    ("hexside", QT_TRANSLATE_NOOP("EditorMode", "Hexside"), QT_TRANSLATE_NOOP("EditorToolbar", "Hexside"), "H"),
    ("road", QT_TRANSLATE_NOOP("EditorMode", "Road"), QT_TRANSLATE_NOOP("EditorToolbar", "Road"), "O"),
    ("hexset", QT_TRANSLATE_NOOP("EditorMode", "Hex Set"), QT_TRANSLATE_NOOP("EditorToolbar", "Hex Set"), "S"),
    ("setup", QT_TRANSLATE_NOOP("EditorMode", "Set-up"), QT_TRANSLATE_NOOP("EditorToolbar", "Set-up"), "U"),
    ("offmap", QT_TRANSLATE_NOOP("EditorMode", "Off-map"), QT_TRANSLATE_NOOP("EditorToolbar", "Off-map"), "X"),
    ("control", QT_TRANSLATE_NOOP("EditorMode", "Start Control"), QT_TRANSLATE_NOOP("EditorToolbar", "Control"), "C"),
)
CONTROL_KEY = "editor.control."  # + side id, or "none": who holds each hex at the start
# Docks whose forms are taller than a 720-pixel window leaves them: they
# scroll instead of growing the window.
SCROLLING_DOCKS = {"editor.terrain", "editor.inspector"}
DESIGN_SHARE = 0.3  # of the window's height, for the Battle Design dock the first time
DESIGN_SHARE_SHORT = 0.45  # ... when it is opened in a short window, where it starts closed
TABS_BELOW = 900  # window height (px) below which History and Validation start as tabs
# The side columns' width the first time (px): the board keeps the rest.
LEFT_COLUMN, RIGHT_COLUMN = 250, 270


def _saved_place(window: MainWindow, dock: QDockWidget) -> bool:
    """Whether the window's saved layout has a place for this dock.

    (``restoreDockWidget`` cannot tell: once the dock is added it answers
    True for the dock's own new place.) Qt writes each dock's object name
    into the state as UTF-16.
    """
    state = window.settings.window_state()
    return state is not None and dock.objectName().encode("utf-16-be") in bytes(state.data())


class _WindowWatcher(QObject):
    """Notices when the window's modified mark changes (the window saved)
    and when the window is resized (the tools may need a row of their own)."""

    def __init__(self, callback: Callable[[], None], resized: Callable[[], None] | None = None) -> None:
        super().__init__()
        self._callback = callback
        self._resized = resized

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ModifiedChange:
            self._callback()
        elif event.type() == QEvent.Type.Resize and self._resized is not None:
            self._resized()
        return False


class EditorMode:
    """The scenario editor, as a mode of the main window."""

    id = "edit"

    def __init__(self, autosave_ms: int = AUTOSAVE_MS) -> None:
        self.autosave_ms = autosave_ms
        self.window: MainWindow | None = None
        self.document: Document | None = None
        self.session: EditSession | None = None
        self.ctx: EditorContext | None = None
        self.tools: dict[str, EditorTool] = {}
        self.tool_actions: dict[str, QAction] = {}
        self.palette: TerrainPalette | None = None
        self.inspector: HexInspector | None = None
        self.history: QUndoView | None = None
        self.units: UnitsPanel | None = None
        self.calibration: CalibrationDialog | None = None
        self.design: DesignPanel | None = None
        self.validation: ValidationPanel | None = None
        self.picking: HexPickTool | None = None
        self.digitizer: Digitizer | None = None
        self._docks: list[QDockWidget] = []
        self._toolbars: list[QToolBar] = []
        self._menu: QMenu | None = None
        self._watcher: _WindowWatcher | None = None
        self._timer: QTimer | None = None
        self._dirty = False
        self._long_edit = False  # an edit applied slice by slice is under way
        self._check_after_long_edit = False
        self._background_path: str | None = None
        self.scan_problem = ""  # why the last scan could not be imported
        self._current_tool = "brush"
        # The history survives leaving the mode and coming back to the same document.
        self._kept: tuple[Document, Scenario, EditSession] | None = None

    def title(self) -> str:
        return QCoreApplication.translate("EditorMode", "Edit")

    # ------------------------------------------------------------------ activation
    def activate(self, window: MainWindow, document: Document) -> None:
        self.window, self.document = window, document
        kept = self._kept
        if kept is not None and kept[0] is document and kept[1] is document.scenario:
            session = kept[2]
        else:
            session = EditSession(lambda: document.scenario, window.language)
        self._kept = None
        self.session = session
        session.changed.connect(self._on_changed)
        session.modifiedChanged.connect(self._on_modified)
        self.ctx = ctx = EditorContext(session)
        ctx.message.connect(self._show_message)
        # After the click that started it, not inside it (a modal progress
        # dialog must not take the mouse release from the board).
        ctx.fill_large.connect(self.fill_large, Qt.ConnectionType.QueuedConnection)
        ctx.fill_limit = window.settings.fill_confirm_above
        ctx.confirm_fill = self.confirm_fill
        self.tools = {
            "brush": TerrainBrush(ctx),
            "fill": FloodFillTool(ctx),
            "rect": RectFillTool(ctx),
            "eraser": EraserTool(ctx),
            "picker": PickerTool(ctx),
            "feature": FeatureTool(ctx),
            "hexside": HexsideTool(ctx),
            "road": RoadTool(ctx),
            "hexset": HexSetTool(ctx),
            "setup": SetupTool(ctx),
            "offmap": OffMapTool(ctx),
            "control": ControlTool(ctx),
        }
        lang = window.language
        self.palette = TerrainPalette(ctx, lang)
        self.palette.hexSetChanged.connect(lambda _key: self._show_hex_set())
        self.palette.holderChanged.connect(lambda _side: self._show_control())
        self.inspector = HexInspector(ctx, lang)
        self.units = UnitsPanel(ctx, lang)
        self.units.showHex.connect(self._centre_on)
        self.history = QUndoView(session.stack)
        self.history.setEmptyLabel(QCoreApplication.translate("EditorMode", "<opened>"))
        self._add_dock("editor.terrain", QCoreApplication.translate("EditorMode", "Terrain Palette"), self.palette, Qt.DockWidgetArea.LeftDockWidgetArea)
        self._add_dock("editor.inspector", QCoreApplication.translate("EditorMode", "Hex Inspector"), self.inspector, Qt.DockWidgetArea.RightDockWidgetArea)
        self._add_dock("editor.history", QCoreApplication.translate("EditorMode", "History"), self.history, Qt.DockWidgetArea.RightDockWidgetArea)
        self._add_dock("editor.units", QCoreApplication.translate("EditorMode", "Units"), self.units, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.design = DesignPanel(Pusher(session), lang)
        self.design.pickHexes.connect(self.pick_hexes)
        self.design.renumber.connect(self.open_numbering)
        # Checked in the background: a big map takes seconds, and the editor opens at once.
        self.validation = ValidationPanel(lambda: document.scenario, check_now=False)
        self.validation.showHex.connect(self._centre_on)
        self.validation.showPath.connect(self.show_path)
        self._add_dock("editor.design", QCoreApplication.translate("EditorMode", "Battle Design"), self.design, Qt.DockWidgetArea.BottomDockWidgetArea)
        self._add_dock("editor.validation", QCoreApplication.translate("EditorMode", "Validation"), self.validation, Qt.DockWidgetArea.RightDockWidgetArea)
        design_dock = self._docks[-2]
        docks = {d.objectName(): d for d in self._docks}
        history_dock, validation_dock = docks["editor.history"], docks["editor.validation"]
        short = window.height() < TABS_BELOW
        # The first time, the board keeps most of the window; after that the
        # place the designer gave each dock comes back with the window's state.
        # In a short window (1280x720) the Battle Design dock starts closed: its
        # button on the editor's toolbar opens it (and a problem's form opens it).
        if not _saved_place(window, design_dock):
            if short:
                design_dock.hide()
            else:
                window.resizeDocks([design_dock], [int(window.height() * DESIGN_SHARE)], Qt.Orientation.Vertical)
        design_dock.visibilityChanged.connect(self._design_shown)
        if not _saved_place(window, docks["editor.terrain"]):
            left = [docks["editor.terrain"], docks["editor.units"]]
            right = [docks["editor.inspector"], history_dock]
            window.resizeDocks(left, [LEFT_COLUMN, LEFT_COLUMN], Qt.Orientation.Horizontal)
            window.resizeDocks(right, [RIGHT_COLUMN, RIGHT_COLUMN], Qt.Orientation.Horizontal)
            window.resizeDocks(left, [55, 45], Qt.Orientation.Vertical)
        # In a short window (1280x720) four panels one above the other leave
        # the inspector a line or two: the first time, History and Validation
        # share a place as tabs.
        if window.height() < TABS_BELOW and not _saved_place(window, validation_dock):
            window.tabifyDockWidget(history_dock, validation_dock)
            history_dock.raise_()
            # Docks added to a shown window count as hidden until laid out, so
            # Qt leaves the tab bar hidden; raising a tab once laid out shows it.
            QTimer.singleShot(0, self._show_tab_bar)
        self._build_actions()
        from hexstudio.balanceview.dialog import attach_balance_test  # Battle Design > Balance Test… (issue 10)

        attach_balance_test(self)
        # Suggestions from the scan (hexstudio.digitize): a dock, a menu entry, review keys.
        self.digitizer = Digitizer(self)
        self.digitizer.install()
        window.board_view.hexClicked.connect(self._on_hex_clicked)
        self._watcher = _WindowWatcher(self._on_window_modified, self.wrap_tools)
        window.installEventFilter(self._watcher)
        self._timer = QTimer()
        self._timer.setInterval(self.autosave_ms)
        self._timer.timeout.connect(self.autosave_now)
        self._timer.start()
        bg = document.scenario.map.background
        self._background_path = bg.path if bg is not None else None
        self.set_tool(self._current_tool)
        if session.is_modified():
            window.set_modified(True)
        self._offer_restore()

    def _design_shown(self, visible: bool) -> None:
        """Opened in a short window, the Battle Design dock takes a fair share of the height."""
        w = self.window
        dock = next((d for d in self._docks if d.objectName() == "editor.design"), None)
        if not visible or w is None or dock is None or dock.isFloating():
            return
        wanted = int(w.height() * (DESIGN_SHARE_SHORT if w.height() < TABS_BELOW else DESIGN_SHARE))
        if dock.height() < wanted * 0.9:
            w.resizeDocks([dock], [wanted], Qt.Orientation.Vertical)

    def _show_tab_bar(self) -> None:
        docks = {d.objectName(): d for d in self._docks}
        if "editor.validation" in docks and "editor.history" in docks:
            docks["editor.validation"].raise_()
            docks["editor.history"].raise_()

    def deactivate(self, window: MainWindow) -> None:
        if self.calibration is not None:
            self.calibration.reject()
        if self.digitizer is not None:
            self.digitizer.close()
            self.digitizer = None
        self.picking = None
        if self.validation is not None:
            self.validation.abandon()
        view = window.board_view
        if view is not None:
            view.set_tool(None)
            try:
                view.hexClicked.disconnect(self._on_hex_clicked)
            except (RuntimeError, TypeError):
                pass
        if self._watcher is not None:
            window.removeEventFilter(self._watcher)
        if self._timer is not None:
            self._timer.stop()
        # Leaving the editor (switching modes, closing, opening another file)
        # is not a crash: the document keeps its changes and the window asks
        # about them, so the recovery copy goes.
        self._discard_autosave()
        if self.session is not None:
            self.session.changed.disconnect(self._on_changed)
            self.session.modifiedChanged.disconnect(self._on_modified)
            if self.document is not None:
                self._kept = (self.document, self.document.scenario, self.session)
        if window.board_scene is not None:
            window.board_scene.clear_highlight("editor.hexset")
            window.board_scene.clear_highlight("editor.pick")
            self._clear_control(window.board_scene)
        for dock in self._docks:
            window.remove_dock(dock)
        for bar in self._toolbars:
            # A row break this mode put before its tools goes with them.
            if window.toolBarBreak(bar):
                window.removeToolBarBreak(bar)
            window.remove_toolbar(bar)
        if self._menu is not None:
            window.remove_menu(self._menu)
            self._menu.deleteLater()
        self._docks, self._toolbars, self._menu = [], [], None
        self.palette = self.inspector = self.history = self.units = None
        self.design = self.validation = None
        self.tools, self.tool_actions = {}, {}
        self.window = self.document = self.session = self.ctx = None
        self._watcher = self._timer = None

    def _add_dock(self, name: str, title: str, widget: object, area: Qt.DockWidgetArea) -> None:
        assert self.window is not None
        dock = QDockWidget(title, self.window)
        dock.setObjectName(name)
        if name in SCROLLING_DOCKS:
            area_ = QScrollArea()
            area_.setWidgetResizable(True)
            area_.setFrameShape(QFrame.Shape.NoFrame)
            area_.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            area_.setWidget(widget)  # type: ignore[arg-type]
            dock.setWidget(area_)
        else:
            dock.setWidget(widget)  # type: ignore[arg-type]
        self.window.add_dock(dock, area)
        self._docks.append(dock)

    def wrap_tools(self) -> None:
        """Give the tools a toolbar row of their own exactly when the top row
        cannot hold them beside the others (Qt hides what does not fit behind
        a » button instead of wrapping); checked again as the window resizes."""
        w = self.window
        if w is None or len(self._toolbars) < 2:
            return
        tools = self._toolbars[-1]
        top = Qt.ToolBarArea.TopToolBarArea
        others = [b for b in w.findChildren(QToolBar, options=Qt.FindChildOption.FindDirectChildrenOnly) if b is not tools and b.isVisibleTo(w) and w.toolBarArea(b) == top]
        wanted = sum(b.sizeHint().width() for b in others) + tools.sizeHint().width() > w.width()
        if wanted and not w.toolBarBreak(tools):
            w.insertToolBarBreak(tools)
        elif not wanted and w.toolBarBreak(tools):
            w.removeToolBarBreak(tools)

    @staticmethod
    def _step_tip(action: QAction) -> None:
        # The undo stack's actions can announce a change while Qt is already
        # destroying them (the mode's toolbar going away).
        if not shiboken6.isValid(action):
            return
        tip = action.text().replace("&", "")
        if action.toolTip() != tip:
            action.setToolTip(tip)

    def _build_actions(self) -> None:
        assert self.window is not None and self.session is not None
        w = self.window
        # Two bars, so the window can put the history beside its own toolbar
        # and give the tools a row of their own when they do not all fit.
        steps = QToolBar(QCoreApplication.translate("EditorMode", "Editor History"), w)
        steps.setObjectName("editor.steps")
        bar = QToolBar(QCoreApplication.translate("EditorMode", "Editor Tools"), w)
        bar.setObjectName("editor.tools")
        for b in (steps, bar):
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        stack = self.session.stack
        undo = stack.createUndoAction(steps, QCoreApplication.translate("EditorMode", "&Undo"))
        undo.setShortcuts(QKeySequence.StandardKey.Undo)
        redo = stack.createRedoAction(steps, QCoreApplication.translate("EditorMode", "&Redo"))
        redo.setShortcuts(QKeySequence.StandardKey.Redo)
        self.undo_action, self.redo_action = undo, redo
        # The buttons keep one word ("Undo Paint Forest" would push the tools
        # off the bar); the step they take back or redo is in the tooltip and
        # in the Editor menu.
        undo.setIconText(QCoreApplication.translate("EditorMode", "Undo"))
        redo.setIconText(QCoreApplication.translate("EditorMode", "Redo"))
        undo.changed.connect(lambda: self._step_tip(undo))
        redo.changed.connect(lambda: self._step_tip(redo))
        self._step_tip(undo)
        self._step_tip(redo)
        steps.addAction(undo)
        steps.addAction(redo)
        group = QActionGroup(bar)
        group.setExclusive(True)
        for key, text, short, shortcut in TOOLS:
            a = QAction(QCoreApplication.translate("EditorMode", text), bar)
            a.setIconText(QCoreApplication.translate("EditorToolbar", short))
            a.setCheckable(True)
            a.setShortcut(QKeySequence(shortcut))
            a.setToolTip(f"{a.text()} ({shortcut})")
            a.triggered.connect(lambda checked=False, k=key: self.set_tool(k))
            group.addAction(a)
            bar.addAction(a)
            self.tool_actions[key] = a
        self._toolbars = [steps, bar]

        menu = QMenu(QCoreApplication.translate("EditorMode", "E&ditor"), w)
        menu.addAction(undo)
        menu.addAction(redo)
        menu.addSeparator()
        tools_menu = menu.addMenu(QCoreApplication.translate("EditorMode", "&Tools"))
        for a in self.tool_actions.values():
            tools_menu.addAction(a)
        smaller = menu.addAction(QCoreApplication.translate("EditorMode", "Smaller Brush"))
        smaller.setShortcut(QKeySequence("["))
        smaller.triggered.connect(lambda: self._brush_step(-1))
        larger = menu.addAction(QCoreApplication.translate("EditorMode", "Larger Brush"))
        larger.setShortcut(QKeySequence("]"))
        larger.triggered.connect(lambda: self._brush_step(1))
        menu.addSeparator()
        menu.addAction(QCoreApplication.translate("EditorMode", "&Import Map Scan…"), self.import_scan_dialog)
        menu.addAction(QCoreApplication.translate("EditorMode", "&Calibrate Map Scan…"), self.open_calibration)
        nudge = menu.addMenu(QCoreApplication.translate("EditorMode", "&Nudge Map Scan"))
        for text, shortcut, step in (
            (QCoreApplication.translate("EditorMode", "Left"), "Alt+Left", ("move", -NUDGE_PX, 0.0)),
            (QCoreApplication.translate("EditorMode", "Right"), "Alt+Right", ("move", NUDGE_PX, 0.0)),
            (QCoreApplication.translate("EditorMode", "Up"), "Alt+Up", ("move", 0.0, -NUDGE_PX)),
            (QCoreApplication.translate("EditorMode", "Down"), "Alt+Down", ("move", 0.0, NUDGE_PX)),
            (QCoreApplication.translate("EditorMode", "Larger"), "Alt+=", ("scale", NUDGE_SCALE, 0.0)),
            (QCoreApplication.translate("EditorMode", "Smaller"), "Alt+-", ("scale", 1 / NUDGE_SCALE, 0.0)),
            (QCoreApplication.translate("EditorMode", "Turn Clockwise"), "Alt+]", ("turn", NUDGE_DEGREES, 0.0)),
            (QCoreApplication.translate("EditorMode", "Turn Anticlockwise"), "Alt+[", ("turn", -NUDGE_DEGREES, 0.0)),
        ):
            a = nudge.addAction(text)
            a.setShortcut(QKeySequence(shortcut))
            a.triggered.connect(lambda checked=False, s=step: self.nudge(*s))
        menu.addAction(QCoreApplication.translate("EditorMode", "&Remove Map Scan"), self.remove_scan)
        menu.addSeparator()
        self.numbering_action = menu.addAction(QCoreApplication.translate("EditorMode", "Change Hex &Numbering…"), self.open_numbering)
        menu.addAction(QCoreApplication.translate("EditorMode", "Check &Scenario"), self.check_scenario)
        self.play_action = menu.addAction(QCoreApplication.translate("EditorMode", "&Play This Scenario"), self.play_scenario)
        self.play_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        steps.addSeparator()
        steps.addAction(self.play_action)
        # The Battle Design dock opens and closes from the toolbar: in a short
        # window it starts closed so the board keeps the height.
        design_dock = next((d for d in self._docks if d.objectName() == "editor.design"), None)
        if design_dock is not None:
            self.design_action = design_dock.toggleViewAction()
            self.design_action.setToolTip(QCoreApplication.translate("EditorMode", "Show or hide the Battle Design panel: sides, order of battle, tables, victory"))
            steps.addAction(self.design_action)
        for b in self._toolbars:
            w.add_toolbar(b)
            # A bar added to a shown window would only show at the next layout;
            # the window and wrap_tools count the bars that show.
            b.show()
        self.wrap_tools()
        w.add_menu(menu)
        self._menu = menu

    # ------------------------------------------------------------------ tools
    def set_tool(self, key: str) -> None:
        if self.window is None or key not in self.tools:
            return
        if self.picking is not None:
            self.stop_picking()
        self._current_tool = key
        self.tool_actions[key].setChecked(True)
        # While calibrating, clicks on the board are reference points; the
        # chosen tool takes over when the dialog closes.
        if self.calibration is None:
            self.window.board_view.set_tool(self.tools[key])
        self._show_hex_set()
        self._show_control()

    def current_tool(self) -> str:
        return self._current_tool

    def _brush_step(self, step: int) -> None:
        if self.palette is not None and self.ctx is not None:
            self.palette.set_brush_size(self.ctx.brush_size + step)

    def _show_hex_set(self) -> None:
        """While the hex-set tool is chosen, the current set is shown on the board."""
        if self.window is None or self.window.board_scene is None or self.ctx is None:
            return
        scene = self.window.board_scene
        key = self.ctx.hex_set
        hs = self.ctx.session.scenario.map.hex_sets.get(key) if key else None
        if self._current_tool != "hexset" or hs is None:
            scene.clear_highlight("editor.hexset")
            return
        g = scene.grid
        hexes = []
        for x in hs.hexes:
            try:
                hexes.append(g.parse(x))
            except ValueError:
                continue
        scene.highlight_hexes("editor.hexset", hexes, hs.color or "#e67e22")

    @staticmethod
    def _clear_control(scene: Any) -> None:
        for key in scene.highlight_keys():
            if key.startswith(CONTROL_KEY):
                scene.clear_highlight(key)

    def _show_control(self) -> None:
        """While the control tool is chosen, who holds each hex at the start is shown on the
        board, one tint per side (the scenario's default and areas, and what was painted)."""
        if self.window is None or self.window.board_scene is None or self.ctx is None:
            return
        scene = self.window.board_scene
        self._clear_control(scene)
        if self._current_tool != "control":
            return
        s = self.ctx.session.scenario
        try:
            held = start_holders(s)
        except (ValueError, KeyError):
            return  # a half-made map: validation says why
        by_side: dict[str, list[Hex]] = {}
        for h, side in held.items():
            by_side.setdefault(side, []).append(h)
        colors = {x.id: x.color for x in s.sides}
        # Each side its colour and its own hatch, so two sides of similar colours still differ;
        # the outline of each side's ground draws the front line.
        hatches = (Qt.BrushStyle.BDiagPattern, Qt.BrushStyle.FDiagPattern, Qt.BrushStyle.CrossPattern)
        order = [x.id for x in s.sides]
        for side, hexes in by_side.items():
            i = order.index(side) if side in order else len(order)
            scene.highlight_hexes(CONTROL_KEY + side, hexes, colors.get(side, "#888888"), pattern=hatches[i % len(hatches)])
        g = scene.grid
        nobody = [g.parse(x) for x, side in E.painted_holders(s).items() if side is None]
        if nobody:
            scene.highlight_hexes(CONTROL_KEY + "none", nobody, "#9e9e9e", pattern=Qt.BrushStyle.DiagCrossPattern)
        marks = ("///", "\\\\\\", "+++")
        legend = ", ".join(f"{marks[i % len(marks)]} {text_in(x.name, self.window.language)}" for i, x in enumerate(s.sides))
        self.window.statusBar().showMessage(QCoreApplication.translate(
            "EditorMode", "Who holds each hex at the start: %1; no hatching: nobody. Click or drag to give hexes to the"
            " holder chosen in the palette.").replace("%1", legend))

    # ------------------------------------------------------------------ changes
    def _on_changed(self, changes: E.Changes) -> None:
        self._dirty = True
        if self.digitizer is not None:
            self.digitizer.document_changed(changes)
        # The Battle Design pages show no hex's terrain, features or name: a
        # brush dab need not reload them.
        if self.design is not None and not changes.sections <= {"map.hexes"}:
            self.design.document_changed()
        if self.validation is not None:
            if self._long_edit:
                self._check_after_long_edit = True  # once, when it is all done
            else:
                self.validation.schedule()
        if self.picking is not None:
            self._show_picked()
        w, doc = self.window, self.document
        if w is None or doc is None or w.board_scene is None:
            return
        scene = w.board_scene
        s = doc.scenario
        if scene.scenario is not s:
            # Saving under a new name may hand the document a new scenario object.
            scene.scenario = s
            scene.rebuild()
        elif changes.sections & REBUILD_SECTIONS:
            scene.rebuild()
            bg = s.map.background
            self._background_path = bg.path if bg is not None else None
            w.map_display.set_background(bg)
            if self.palette is not None:
                self.palette.reload()
        else:
            if "map.background" in changes.sections:
                self._background_changed()
            if changes.hexes:
                scene.refresh_hexes(scene.hexes_of(changes.hexes), changes.sections)
        if changes.sections & UNIT_SECTIONS:
            scene.set_units(setup_placements(s))
        if self.units is not None and changes.sections & (UNIT_SECTIONS | {"reinforcements", "map"}):
            self.units.reload()
        if "map.hex_sets" in changes.sections:
            if self.palette is not None:
                self.palette.reload()
            self._show_hex_set()
        if changes.sections & {"start_control", "setup", "units", "sides", "nationalities", "victory", "map.hex_sets",
                               "map.hexes", "map.off_map", "map", "terrain"}:
            if self.palette is not None and "sides" in changes.sections:
                self.palette.reload()
            self._show_control()
        if self.inspector is not None and self.inspector.label is not None and "map" in changes.sections:
            # A new hex numbering (or a smaller map) can leave the shown label naming no hex.
            try:
                if grid_of(s.map).label(grid_of(s.map).parse(self.inspector.label)) != self.inspector.label:
                    self.inspector.show_hex(None)
            except ValueError:
                self.inspector.show_hex(None)
        if self.inspector is not None and (
            self.inspector.label in changes.hexes or changes.sections & {"victory", "map"} or changes.sections & REBUILD_SECTIONS
        ):
            self.inspector.refresh()

    def fill_large(self, label: str, terrain: str | None, what: str) -> bool:
        """A flood fill of a big area: the area and the edit worked out in the
        background, then applied slice by slice, with progress and Cancel."""
        if self.window is None or self.session is None or self.document is None:
            return False
        from hexstudio.app.longjob import run_in_background, run_in_steps

        s = self.document.scenario
        title = QCoreApplication.translate("EditorMode", "Fill")

        def work(job):  # type: ignore[no-untyped-def]
            area = E.flood_fill(s, label, check=lambda n: job.step(0, 0))
            job.check()
            return area, E.paint_terrain(s, area, terrain, what)

        got = run_in_background(self.window, title, title, work)
        if not got.finished:
            return False  # cancelled: nothing changed
        if got.error is not None:
            if isinstance(got.error, E.EditError):
                self._show_message(str(got.error))
                return False
            raise got.error
        assert got.value is not None
        area, edit = got.value
        window = self.window
        if len(area) > window.settings.fill_confirm_above():
            # Asked as any fill over the user's limit is; the area outlined
            # while asking unless outlining it would itself take seconds.
            view = window.board_view
            outlined = view is not None and len(area) <= OUTLINE_FILL_MAX
            if outlined:
                g = window.board_scene.grid
                window.board_scene.highlight_hexes(
                    PREVIEW_KEY, [g.parse(x) for x in area], PREVIEW_COLOR, pattern=Qt.BrushStyle.NoBrush
                )
            try:
                if not self.confirm_fill(len(area), terrain):
                    return False
            finally:
                if outlined and window.board_scene is not None:
                    window.board_scene.clear_highlight(PREVIEW_KEY)
        # The edit's hundreds of thousands of hexes live on in the history and
        # the map: out of the cyclic collector's full passes (see MainWindow._show_document).
        gc.freeze()
        # Cancelled here, the slices applied are taken back. The scenario is
        # checked once at the end, not after every slice.
        self._long_edit, self._check_after_long_edit = True, False
        collector.disable()
        try:
            return self.session.push_large(edit, lambda steps: run_in_steps(self.window, title, title, steps))
        finally:
            gc.freeze()
            collector.enable()
            self._long_edit = False
            if self._check_after_long_edit and self.validation is not None:
                self.validation.schedule()

    def _background_changed(self) -> None:
        assert self.window is not None and self.document is not None
        scene = self.window.board_scene
        bg = self.document.scenario.map.background
        path = bg.path if bg is not None else None
        item = scene.background_item
        if bg is not None and item is not None and path == self._background_path:
            item.apply(bg)
        else:
            scene.rebuild()
            for warning in scene.warnings[-1:]:
                self._show_message(warning)
        self._background_path = path
        self.window.map_display.set_background(bg)

    def _on_modified(self, modified: bool) -> None:
        if self.window is not None:
            self.window.set_modified(modified)
        if not modified:
            self._discard_autosave()

    def _on_window_modified(self) -> None:
        # The window saved the document: that state is the new clean one.
        if self.document is not None and self.session is not None and not self.document.modified:
            if self.session.is_modified():
                self.session.mark_saved()
            self._discard_autosave()

    def _on_hex_clicked(self, hex_: object, button: object = None) -> None:
        if self.inspector is None or self.window is None or not isinstance(hex_, Hex):
            return
        self.inspector.show_hex(self.window.board_scene.grid.label(hex_))

    def _centre_on(self, label: str) -> None:
        if self.window is not None and self.window.board_view is not None:
            g = self.window.board_scene.grid
            self.window.board_view.center_on_hex(g.parse(label))
            self.window.board_scene.highlight_hexes("editor.problem", [g.parse(label)], "#ff1744")
            QTimer.singleShot(2500, self._clear_problem_mark)
            if self.inspector is not None:
                self.inspector.show_hex(g.label(g.parse(label)))

    def _clear_problem_mark(self) -> None:
        if self.window is not None and self.window.board_scene is not None:
            self.window.board_scene.clear_highlight("editor.problem")

    def _show_message(self, text: str) -> None:
        if self.window is not None:
            self.window.statusBar().showMessage(text, 8000)

    def push(self, edit: E.Edit, merge_key: object | None = None) -> bool:
        """Push an edit built elsewhere (forms, dialogs) on this scenario's history."""
        assert self.session is not None
        return self.session.push(edit, merge_key)

    # ------------------------------------------------------------------ autosave
    def _autosave_target(self) -> Path | None:
        if self.document is None:
            return None
        return autosave_path(self.document.path, self.document.scenario.id)

    def autosave_now(self) -> Path | None:
        """Write the recovery copy if there are unsaved changes since the last one."""
        target = self._autosave_target()
        if target is None or self.session is None or not self.session.is_modified() or not self._dirty:
            return None
        try:
            write_autosave(target, self.document.scenario, self.document.path)
        except Exception as e:  # a failed recovery copy must not stop the editing
            self._show_message(QCoreApplication.translate("EditorMode", "Could not write the recovery copy: %1").replace("%1", str(e)))
            return None
        self._dirty = False
        return target

    def _discard_autosave(self) -> None:
        target = self._autosave_target()
        if target is not None:
            discard_autosave(target)

    def _offer_restore(self) -> None:
        doc = self.document
        if doc is None:
            return
        found = find_autosave(doc.path, doc.scenario)
        if found is None:
            return
        if not self.ask_restore(found.written):
            discard_autosave(found.path)
            return
        self.push(E.replace_scenario(doc.scenario, found.scenario, QCoreApplication.translate("EditorMode", "Restore unsaved changes")))
        if self.window is not None and self.window.board_scene is not None:
            self.window.board_scene.rebuild()

    def confirm_fill(self, count: int, terrain: str | None) -> bool:
        """Ask before a fill larger than the user's limit; its area is outlined on the map meanwhile."""
        s = self.document.scenario if self.document is not None else None
        t = s.terrain_by_id().get(terrain or (s.map.default_terrain if s else "")) if s is not None else None
        name = text_in(t.name, self.window.language) if t is not None and self.window is not None else (terrain or "")
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(QCoreApplication.translate("EditorMode", "Fill"))
        box.setText(QCoreApplication.translate("EditorMode", "Fill %1 hexes with %2?").replace("%1", str(count)).replace("%2", name))
        box.setInformativeText(
            QCoreApplication.translate(
                "EditorMode",
                "The area is outlined on the map. Fills larger than %1 hexes are asked about: Edit ▸ Preferences changes that.",
            ).replace("%1", str(self.window.settings.fill_confirm_above() if self.window is not None else 0))
        )
        fill = box.addButton(QCoreApplication.translate("EditorMode", "Fill"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        # Let the outline show before the question takes the screen.
        if self.window is not None and self.window.board_view is not None:
            self.window.board_view.viewport().repaint()
        box.exec()
        return box.clickedButton() is fill

    def ask_restore(self, written: str) -> bool:
        """Ask whether to bring back the changes of a session that did not end well."""
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(QCoreApplication.translate("EditorMode", "Unsaved Changes Found"))
        box.setText(QCoreApplication.translate("EditorMode", "This scenario has unsaved changes from an earlier session that did not close normally."))
        box.setInformativeText(QCoreApplication.translate("EditorMode", "Restore them? (Saved copy from %1.)").replace("%1", written or "?"))
        Btn = QMessageBox.StandardButton
        box.setStandardButtons(Btn.Yes | Btn.No)
        box.setDefaultButton(Btn.Yes)
        return box.exec() == Btn.Yes

    # ------------------------------------------------------------------ map scan
    def import_scan_dialog(self) -> None:
        if self.window is None:
            return
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("EditorMode", "Import Map Scan"),
            str(self.document.base_dir or "") if self.document else "",
            QCoreApplication.translate("EditorMode", "Images (*.png *.jpg *.jpeg *.tif *.tiff *.bmp *.webp);;All files (*)"),
        )
        if not path:
            return
        if not self.import_scan(Path(path)):
            if not self.scan_problem:
                return  # cancelled while reading it
            # A file chooser answered with a box: a status line is easily missed.
            self.window.show_error(
                QCoreApplication.translate("EditorMode", "Could not import %1").replace("%1", Path(path).name),
                self.scan_problem,
            )
            return
        # The scan lies at a guess under the grid: the next step is to lay the grid over it.
        self.open_calibration(after_import=True)

    def _read_scan(self, path: Path, key: str) -> bool:
        """Read a scan and make its reduced copies in another thread, with progress
        and Cancel (a 10,000 x 7,000 JPEG takes seconds), for the board to show
        (``BoardScene.preload_background``). False if cancelled or unreadable
        (``scan_problem`` says why; empty when cancelled)."""
        from hexstudio.app.longjob import run_in_background
        from hexstudio.board.background import load_image, scan_levels

        assert self.window is not None and self.window.board_scene is not None

        def work(job):  # type: ignore[no-untyped-def]
            image, problem = load_image(path)
            job.check()
            if image is None:
                return None, problem
            return scan_levels(image, lambda done, total: job.step(done, total)), None

        title = QCoreApplication.translate("EditorMode", "Import Map Scan")
        text = QCoreApplication.translate("EditorMode", "Reading %1…").replace("%1", path.name)
        got = run_in_background(self.window, title, text, work)
        if not got.finished:
            self._show_message(QCoreApplication.translate("EditorMode", "The scan was not imported."))
            return False
        if got.error is not None:
            raise got.error
        levels, problem = got.value  # type: ignore[misc]
        if levels is None:
            self.scan_problem = problem or path.name
            self._show_message(self.scan_problem)
            return False
        self.window.board_scene.preload_background(key, levels)
        return True

    def import_scan(self, path: Path) -> bool:
        """Put a scan under the grid, scaled to cover the map; calibrate it next.

        False when the file is not an image hexstudio can read; ``scan_problem`` says why.
        """
        self.scan_problem = ""
        if self.document is None or self.session is None:
            return False
        if QImageReader.allocationLimit() < ALLOCATION_LIMIT_MB:
            QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
        reader = QImageReader(str(path))
        size = reader.size()
        problem = None
        if not reader.canRead() or size.width() <= 0 or size.height() <= 0:
            problem = (
                QCoreApplication.translate("EditorMode", "%1 is not an image hexstudio can read (%2). Choose a PNG, JPEG, TIFF, BMP or WebP picture of the map.")
                .replace("%1", path.name)
                .replace("%2", reader.errorString())
            )
        elif self.window is None or self.window.board_scene is None:
            # The header is not enough: a truncated file or a decompression
            # bomb (50,000 x 50,000) shows only when decoded, within the limit.
            # With a board, _read_scan decodes it in a worker thread instead.
            from PySide6.QtWidgets import QApplication

            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                image, problem = decode_image(path)
            finally:
                QApplication.restoreOverrideCursor()
            if image is not None:
                size = image.size()
        if problem is not None:
            self.scan_problem = problem
            self._show_message(problem)
            return False
        s = self.document.scenario
        mw, mh = grid_of(s.map).pixel_size()
        k = min(mw / size.width(), mh / size.height())
        base = self.document.base_dir
        stored = str(path)
        if base is not None:
            try:
                stored = Path(os.path.relpath(path.absolute(), base.absolute())).as_posix()
            except ValueError:  # another drive on Windows
                stored = str(path.absolute())
        scene = self.window.board_scene if self.window is not None else None
        if scene is not None and not self._read_scan(path, scene.background_key(stored)):
            return False
        old = s.map.background
        bg = BackgroundImage(
            path=stored,
            transform=(k, 0.0, 0.0, k, 0.0, 0.0),
            opacity=old.opacity if old is not None else 0.6,
        )
        self._background_path = None  # a new image: the board loads it
        return self.push(E.set_field(s, ("map", "background"), bg, QCoreApplication.translate("EditorMode", "Import map scan")))

    def remove_scan(self) -> None:
        if self.document is not None and self.document.scenario.map.background is not None:
            self.push(E.set_field(self.document.scenario, ("map", "background"), None, QCoreApplication.translate("EditorMode", "Remove map scan")))

    def nudge(self, kind: str, a: float, b: float = 0.0) -> None:
        """Move, scale or turn the scan a little (about the map's centre)."""
        if self.document is None:
            return
        s = self.document.scenario
        bg = s.map.background
        if bg is None:
            self._show_message(QCoreApplication.translate("EditorMode", "There is no map scan to nudge."))
            return
        w, h = grid_of(s.map).pixel_size()
        centre = (w / 2, h / 2)
        if kind == "move":
            t = nudge_translate(bg.transform, a, b)
        elif kind == "scale":
            t = nudge_scale(bg.transform, a, centre)
        else:
            t = nudge_rotate(bg.transform, a, centre)
        self.push(E.set_field(s, ("map", "background", "transform"), t, QCoreApplication.translate("EditorMode", "Nudge map scan"), cross_check=False), ("nudge",))

    def open_calibration(self, after_import: bool = False) -> CalibrationDialog | None:
        """Open the calibration dialog; clicks on the scan become reference points.

        ``after_import``: the scan was just imported, and the dialog says that
        laying the grid over it is the next step.
        """
        w = self.window
        if w is None or self.document is None:
            return None
        item = w.board_scene.background_item
        if item is None:
            self._show_message(QCoreApplication.translate("EditorMode", "Import a map scan first (Editor ▸ Import Map Scan…)."))
            return None
        if self.calibration is not None:
            self.calibration.raise_()
            return self.calibration
        # Rivers and roads join neighbouring hexes; another orientation or
        # stagger would change which hexes are neighbours under them.
        m = self.document.scenario.map
        dlg = CalibrationDialog(w.board_scene.grid, item.sceneTransform(), w, fixed_layout=bool(m.hexsides or m.roads), after_import=after_import)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.calibrated.connect(self.apply_calibration)
        dlg.finished.connect(self._calibration_closed)
        w.board_view.set_tool(CalibrationTool(dlg))
        self.calibration = dlg
        dlg.show()
        return dlg

    def _calibration_closed(self, _result: int = 0) -> None:
        if self.calibration is not None:
            self.calibration.clear_markers()
        self.calibration = None
        if self.window is not None and self.window.board_view is not None:
            self.set_tool(self._current_tool)

    def apply_calibration(self, result: CalibrationResult, hex_size: float | None = None) -> bool:
        """Lay the grid as the fit says: orientation, stagger and the scan's
        transform change together, as one step of the history."""
        if self.document is None:
            return False
        s = self.document.scenario
        if s.map.background is None:
            return False
        # The fields change together, so they are checked together.
        steps: list[E.Edit] = [
            E.set_field(s, ("map", "orientation"), result.orientation, cross_check=False),
            E.set_field(s, ("map", "stagger"), result.stagger, cross_check=False),
        ]
        size = hex_size
        if size is None and self.calibration is not None:
            size = self.calibration.hex_size.value()
        if size is not None and abs(size - s.map.hex_size) > 1e-9:
            steps.append(E.set_field(s, ("map", "hex_size"), size, cross_check=False))
        steps.append(E.set_field(s, ("map", "background", "transform"), result.transform, cross_check=False))
        edit = E.Compound(tuple(steps), QCoreApplication.translate("EditorMode", "Calibrate map scan"))
        try:
            E.refuse_new_problems(s, edit)
        except E.EditError as e:
            self._show_message(QCoreApplication.translate("EditorMode", "The grid cannot change that way: %1").replace("%1", error_text(e)))
            return False
        return self.push(edit)

    def open_numbering(self) -> NumberingDialog | None:
        """Choose a new hex numbering; every hex reference follows it (one undo step)."""
        if self.window is None or self.document is None:
            return None
        dlg = NumberingDialog(self.document.scenario, self.push, self.window)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
        return dlg

    # ------------------------------------------------------------------ design
    def pick_hexes(self, path: object) -> None:
        """Let board clicks add or remove hexes of the list at ``path``."""
        if self.window is None or self.session is None:
            return
        tool = HexPickTool(Pusher(self.session), tuple(path), self.stop_picking, self._show_picked)  # type: ignore[arg-type]
        self.picking = tool
        self.window.board_view.set_tool(tool)
        self._show_picked()
        # The message stays while picking: the board behaves differently until it ends.
        self.window.statusBar().showMessage(
            QCoreApplication.translate("EditorMode", "Click hexes to add or remove them; right-click or choose a tool to stop.")
        )

    def stop_picking(self) -> None:
        self.picking = None
        if self.window is not None and self.window.board_scene is not None:
            self.window.board_scene.clear_highlight("editor.pick")
            if self.calibration is None:
                self.window.board_view.set_tool(self.tools.get(self._current_tool))
            self._show_message(QCoreApplication.translate("EditorMode", "Hex picking ended."))

    def _show_picked(self) -> None:
        if self.picking is None or self.window is None or self.window.board_scene is None:
            return
        from hexstudio.editor.forms import resolve

        scene = self.window.board_scene
        try:
            labels = list(resolve(self.document.scenario, self.picking.path))  # type: ignore[union-attr]
        except E.EditError:
            self.stop_picking()
            return
        hexes = []
        for x in labels:
            try:
                hexes.append(scene.grid.parse(x))
            except ValueError:
                continue
        scene.highlight_hexes("editor.pick", hexes, "#d81b60")

    def show_path(self, path: str) -> None:
        """Open the form for a JSON path (a problem's place)."""
        if self.design is None:
            return
        if self.design.show_path(path):
            dock = next((d for d in self._docks if d.objectName() == "editor.design"), None)
            if dock is not None:
                dock.show()
                dock.raise_()

    def play_scenario(self) -> bool:
        """Switch to play mode on the scenario as it stands."""
        w = self.window
        if w is None:
            return False
        if "play" not in {m.id for m in w.modes()}:
            self._show_message(QCoreApplication.translate("EditorMode", "Play mode is not available."))
            return False
        if self.validation is not None:
            errors = [p for p in self.validation.run() if p.severity == "error"]
            if errors:
                # The rules engine cannot start a battle with broken references.
                self._show_message(
                    QCoreApplication.translate("EditorMode", "Fix the scenario's errors first (%1): see the Validation panel.").replace("%1", str(len(errors)))
                )
                dock = next((d for d in self._docks if d.objectName() == "editor.validation"), None)
                if dock is not None:
                    dock.show()
                    dock.raise_()
                return False
        w.set_mode("play")
        return True

    # ------------------------------------------------------------------ checks
    def check_scenario(self) -> list[str]:
        """Show every problem of the scenario as it stands (nothing is changed)."""
        if self.document is None:
            return []
        problems = [str(p) for p in check(self.document.scenario)]
        if self.window is not None:
            if problems:
                self.window.show_error(QCoreApplication.translate("EditorMode", "The scenario has %n problem(s).").replace("%n", str(len(problems))), "\n".join(problems[:40]))
            else:
                self._show_message(QCoreApplication.translate("EditorMode", "No problems found."))
        return problems
