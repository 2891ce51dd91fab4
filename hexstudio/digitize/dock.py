"""The Scan Suggestions dock: teach by example, suggest, review.

1. **Examples.** Choose what to teach (a terrain, an overlay, coastal hexes,
   a hexside line, a road type), press *Pick on Map* and click one or a few
   hexes (hexsides, links) on the scan; or take the map's current painting
   as examples.
2. **Suggest.** The scan is measured and every hex classified on a worker
   thread, with progress and Cancel. The suggestions are drawn over the
   board, uncertain ones outlined in red; nothing is applied yet.
3. **Review.** The least certain suggestions come first: *Accept* (A),
   *Reject* (D), *Previous* / *Next* (P / N), repaint with the 1st..9th most
   likely terrain (keys 1..9). *Accept All at or Above* takes every
   suggestion at least that sure in one step. Each acceptance is one step of
   the History; a hex whose painting the suggestion would replace is only
   changed after asking.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hexstudio.digitize.overlay import SuggestionOverlay
from hexstudio.digitize.tool import ExampleTool
from hexstudio.digitize.worker import SuggestJob, start
from hexstudio.hexgrid import Hexside, LabelError
from hexstudio.scan.features import ScanFeatures
from hexstudio.scan.raster import ScanError
from hexstudio.scan.review import UNCERTAIN, Item, accept_edit, items, overwrites
from hexstudio.scan.suggest import AnalysisInput, Examples, Suggestions
from hexstudio.scenario import edits as E
from hexstudio.scenario.model import text_in

if TYPE_CHECKING:
    from hexstudio.editor.mode import EditorMode

# What can be taught: kind -> the Examples field it fills.
KINDS = ("terrain", "overlays", "coastal", "hexsides", "roads")
PAIR_KINDS = ("hexsides", "roads")
DOCK_NAME = "editor.scan"


class Replace:
    """The answers to "replace what is painted?"."""

    REPLACE = "replace"
    KEEP = "keep"
    CANCEL = "cancel"


class WrappedLabel(QLabel):
    """A word-wrapped label that claims the height its text needs at its
    width (inside a scroll area Qt otherwise lets wrapped lines overlap)."""

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        need = self.heightForWidth(self.width())
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)

    def setText(self, text: str) -> None:
        super().setText(text)
        need = self.heightForWidth(max(self.width(), 1))
        if need > 0:
            self.setMinimumHeight(need)


class DigitizerPanel(QWidget):
    """The dock's widgets; the ``Digitizer`` drives them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("digitizer")
        teach = QWidget()
        self.target = QComboBox()
        self.target.setObjectName("digitizer.target")
        self.pick = QPushButton(self.tr("Pick on Map"))
        self.pick.setCheckable(True)
        self.pick.setToolTip(self.tr("Click hexes on the scan that show what is chosen above; right-click to take one back."))
        self.examples = QTreeWidget()
        self.examples.setHeaderLabels([self.tr("Example of"), self.tr("Where")])
        self.examples.setRootIsDecorated(False)
        self.examples.setMinimumHeight(90)
        self.remove = QPushButton(self.tr("Remove"))
        self.use_painting = QPushButton(self.tr("Use Current Painting"))
        self.use_painting.setToolTip(self.tr("Every painted hex, overlay, coastal flag, river and road of the map becomes an example."))
        self.clear = QPushButton(self.tr("Clear"))
        # The dock shares a narrow column with the editor's other docks: one
        # button per row where a row of three would cut their words.
        buttons = QHBoxLayout()
        buttons.addWidget(self.remove)
        buttons.addWidget(self.clear)
        lay = QVBoxLayout(teach)
        lay.addWidget(self.target)
        lay.addWidget(self.pick)
        lay.addWidget(self.examples, 1)
        lay.addWidget(self.use_painting)
        lay.addLayout(buttons)

        run = QWidget()
        self.suggest = QPushButton(self.tr("Suggest from Scan"))
        self.suggest.setObjectName("digitizer.suggest")
        self.cancel = QPushButton(self.tr("Cancel"))
        self.cancel.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(False)
        self.status = WrappedLabel(self.tr("Calibrate the scan, give an example of each terrain, then suggest."))
        self.status.setObjectName("digitizer.status")
        self.show_overlay = QCheckBox(self.tr("Show suggestions on the map"))
        self.show_overlay.setChecked(True)
        r1 = QHBoxLayout()
        r1.addWidget(self.suggest, 1)
        r1.addWidget(self.cancel)
        lay = QVBoxLayout(run)
        lay.addLayout(r1)
        lay.addWidget(self.progress)
        lay.addWidget(self.status)
        lay.addWidget(self.show_overlay)

        review = QWidget()
        self.summary = WrappedLabel("")
        self.current = WrappedLabel("")
        self.current.setObjectName("digitizer.current")
        font = self.current.font()
        font.setBold(True)
        self.current.setFont(font)
        self.detail = WrappedLabel("")
        self.previous = QPushButton(self.tr("Previous (P)"))
        self.next = QPushButton(self.tr("Next (N)"))
        self.accept = QPushButton(self.tr("Accept (A)"))
        self.reject = QPushButton(self.tr("Reject (D)"))
        self.repaint = QComboBox()
        self.repaint.setToolTip(self.tr("Paint this hex with another terrain instead (keys 1 to 9)."))
        self.repaint_button = QPushButton(self.tr("Repaint"))
        self.threshold = QSpinBox()
        self.threshold.setRange(50, 100)
        self.threshold.setValue(90)
        self.threshold.setSuffix(" %")
        self.accept_all = QPushButton(self.tr("Accept All at or Above"))
        nav = QHBoxLayout()
        nav.addWidget(self.previous)
        nav.addWidget(self.next)
        nav.addWidget(self.accept)
        nav.addWidget(self.reject)
        rep = QHBoxLayout()
        rep.addWidget(self.repaint, 1)
        rep.addWidget(self.repaint_button)
        batch = QHBoxLayout()
        batch.addWidget(self.accept_all, 1)
        batch.addWidget(self.threshold)
        lay = QVBoxLayout(review)
        lay.addWidget(self.summary)
        lay.addWidget(self.current)
        lay.addWidget(self.detail)
        lay.addLayout(nav)
        lay.addLayout(rep)
        lay.addLayout(batch)

        # Two pages, so a short window still shows the one at work: the
        # examples, then (opened by itself when suggestions arrive) the review.
        for w in (teach, run, review):
            w.layout().setContentsMargins(0, 0, 0, 0)
        second = QWidget()
        lay = QVBoxLayout(second)
        lay.addWidget(run)
        lay.addWidget(review)
        lay.addStretch(1)
        self.pages = QToolBox()
        self.pages.setObjectName("digitizer.pages")
        for page, title in ((teach, self.tr("1. Examples")), (second, self.tr("2. Suggest and Review"))):
            area = QScrollArea()
            area.setWidgetResizable(True)
            area.setFrameShape(QFrame.Shape.NoFrame)
            area.setWidget(page)
            self.pages.addItem(area, title)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(2, 2, 2, 2)
        outer.addWidget(self.pages)


class Digitizer(QObject):
    """Examples, the analysis job, the suggestions and their review, for one editor."""

    changed = Signal()  # the suggestions or the review moved on (tests wait on it)
    finished = Signal(bool)  # an analysis ended: True with suggestions

    def __init__(self, mode: EditorMode) -> None:
        super().__init__()
        self.mode = mode
        self.panel = DigitizerPanel()
        self.examples: dict[str, dict[str, list[object]]] = {k: {} for k in KINDS}
        self.features: ScanFeatures | None = None
        self._features_key: tuple[object, ...] | None = None
        self.suggestions: Suggestions | None = None
        self.pending: list[Item] = []
        self.settled: set[tuple[str, object, str]] = set()  # rejected, or left as painted
        # Accepted items: those the map already agreed with, and per history
        # step the items that step accepted (an undo takes them back).
        self._agreed: set[tuple[str, object, str]] = set()
        self._steps: dict[int, set[tuple[str, object, str]]] = {}
        self.confirmed: set[tuple[str, object, str]] = set()
        self.position = 0
        self.job: SuggestJob | None = None
        self.overlay: SuggestionOverlay | None = None
        self._shortcuts: list[QShortcut] = []
        self._tool: ExampleTool | None = None
        self.ask_replace: Callable[[list[str]], str] = self._ask_replace
        p = self.panel
        p.pick.toggled.connect(self._pick_toggled)
        p.target.currentIndexChanged.connect(lambda _i: self._pick_toggled(p.pick.isChecked()))
        p.remove.clicked.connect(self._remove_selected)
        p.clear.clicked.connect(self.clear_examples)
        p.use_painting.clicked.connect(self.use_painting)
        p.suggest.clicked.connect(self.run)
        p.cancel.clicked.connect(self.cancel)
        p.previous.clicked.connect(lambda: self.step(-1))
        p.next.clicked.connect(lambda: self.step(1))
        p.accept.clicked.connect(self.accept_current)
        p.reject.clicked.connect(self.reject_current)
        p.repaint_button.clicked.connect(lambda: self.repaint_current(p.repaint.currentData()))
        p.accept_all.clicked.connect(lambda: self.accept_above(p.threshold.value() / 100.0))
        p.show_overlay.toggled.connect(lambda _on: self._show())
        self.reload_targets()
        self._update_review()

    # ------------------------------------------------------------------ set-up
    @property
    def scenario(self):  # type: ignore[no-untyped-def]
        assert self.mode.document is not None
        return self.mode.document.scenario

    def lang(self) -> str:
        return self.mode.window.language if self.mode.window is not None else "en"

    def install(self) -> None:
        """Put the dock (a tab beside the Units panel), its menu entry and the review keys into the editor."""
        mode, w = self.mode, self.mode.window
        assert w is not None
        mode._add_dock(DOCK_NAME, self.tr("Scan Suggestions"), self.panel, Qt.DockWidgetArea.LeftDockWidgetArea)
        dock = next(d for d in mode._docks if d.objectName() == DOCK_NAME)
        units = next((d for d in mode._docks if d.objectName() == "editor.units"), None)
        if units is not None and not dock.isFloating():
            w.tabifyDockWidget(units, dock)
        self.dock = dock
        if mode._menu is not None:
            mode._menu.addSeparator()
            self.action = mode._menu.addAction(self.tr("Suggest Terrain from Scan…"), self.show_dock)
            self.action.setShortcut(QKeySequence("Ctrl+Shift+G"))
        self.install_shortcuts(w)
        if mode.session is not None:
            mode.session.stack.indexChanged.connect(self.history_moved)

    def show_dock(self) -> None:
        self.dock.show()
        self.dock.raise_()
        w = self.mode.window
        if w is not None and not self.dock.isFloating():
            # The review needs room: most of the column's height.
            w.resizeDocks([self.dock], [int(w.height() * 0.6)], Qt.Orientation.Vertical)

    def install_shortcuts(self, window: QWidget) -> None:
        """Review keys, live while there is something to review."""
        for key, slot in (
            ("A", self.accept_current),
            ("D", self.reject_current),
            ("N", lambda: self.step(1)),
            ("P", lambda: self.step(-1)),
            *((str(k), (lambda k=k: self.repaint_ranked(k - 1))) for k in range(1, 10)),
        ):
            sc = QShortcut(QKeySequence(key), window)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(slot)
            sc.setEnabled(False)
            self._shortcuts.append(sc)

    def close(self) -> None:
        """The editor is going: stop the job, take everything off the board."""
        self.cancel()
        if self.mode.session is not None:
            try:
                self.mode.session.stack.indexChanged.disconnect(self.history_moved)
            except (RuntimeError, TypeError):
                pass
        for sc in self._shortcuts:
            sc.setEnabled(False)
            sc.setParent(None)
            sc.deleteLater()
        self._shortcuts.clear()
        self._remove_overlay()
        if self.panel.pick.isChecked():
            self.panel.pick.blockSignals(True)
            self.panel.pick.setChecked(False)
            self.panel.pick.blockSignals(False)

    def reload_targets(self) -> None:
        """The catalogue's terrains, overlays, hexside and road types in the Teach list."""
        p = self.panel
        keep = p.target.currentData()
        p.target.blockSignals(True)
        p.target.clear()
        if self.mode.document is not None:
            lang = self.lang()
            s = self.scenario
            for t in s.terrain:
                if t.kind == "base":
                    p.target.addItem(self.tr("Terrain: %1").replace("%1", text_in(t.name, lang)), f"terrain:{t.id}")
            for t in s.terrain:
                if t.kind == "overlay":
                    p.target.addItem(self.tr("Overlay: %1").replace("%1", text_in(t.name, lang)), f"overlays:{t.id}")
            if any(t.water for t in s.terrain):
                p.target.addItem(self.tr("Coastal hexes"), "coastal:coastal")
            for t in s.hexside_types:
                if t.style != "bridge":
                    p.target.addItem(self.tr("Hexside: %1").replace("%1", text_in(t.name, lang)), f"hexsides:{t.id}")
            for t in s.road_types:
                p.target.addItem(self.tr("Road: %1").replace("%1", text_in(t.name, lang)), f"roads:{t.id}")
        i = p.target.findData(keep)
        p.target.setCurrentIndex(max(i, 0))
        p.target.blockSignals(False)

    def name_of(self, kind: str, tid: str) -> str:
        lang = self.lang()
        s = self.scenario
        if kind == "coastal":
            return self.tr("Coastal hexes")
        catalogue = s.terrain if kind in ("terrain", "overlays", "hex") else s.hexside_types if kind in ("hexsides", "hexside") else s.road_types
        for t in catalogue:
            if t.id == tid:
                return text_in(t.name, lang)
        return tid

    # ------------------------------------------------------------------ examples
    def target(self) -> tuple[str, str]:
        data = self.panel.target.currentData()
        if not data:
            return ("terrain", self.scenario.map.default_terrain)
        kind, _, tid = str(data).partition(":")
        return kind, tid

    def set_target(self, kind: str, tid: str) -> bool:
        i = self.panel.target.findData(f"{kind}:{tid}")
        if i >= 0:
            self.panel.target.setCurrentIndex(i)
        return i >= 0

    def add_example(self, where: object, kind: str | None = None, tid: str | None = None, remove: bool = False) -> None:
        """Show ``where`` (a hex label, or a label pair for lines) as an example
        of the chosen target (or ``kind``/``tid``); again, or ``remove``, takes it back."""
        k, t = (kind, tid) if kind is not None and tid is not None else self.target()
        if isinstance(where, tuple):
            where = self._canonical_pair(where)
            if where is None:
                return
        bucket = self.examples[k].setdefault(t, [])
        if where in bucket or remove:
            if where in bucket:
                bucket.remove(where)
        else:
            # A hex shows one terrain: an example of another terrain stops being one.
            if k == "terrain":
                for other in self.examples["terrain"].values():
                    if where in other:
                        other.remove(where)
            bucket.append(where)
        self._show_examples()

    def _canonical_pair(self, pair: tuple) -> tuple[str, str] | None:
        g = self.mode.window.board_scene.grid if self.mode.window is not None else None
        if g is None:
            return None
        try:
            side = Hexside(g.parse(str(pair[0])), g.parse(str(pair[1])))
        except (LabelError, ValueError):
            return None
        return (g.label(side.a), g.label(side.b))

    def clear_examples(self) -> None:
        self.examples = {k: {} for k in KINDS}
        self._show_examples()

    def use_painting(self) -> None:
        """The map's painting as examples."""
        ex = Examples.from_scenario(self.scenario)
        for k in KINDS:
            src = getattr(ex, k)
            if k == "coastal":
                src = {"coastal": src} if src else {}
            for t, where in src.items():
                bucket = self.examples[k].setdefault(t, [])
                bucket.extend(w for w in where if w not in bucket)
        self._show_examples()
        missing = [self.name_of("terrain", self.scenario.map.default_terrain)] if not ex.terrain.get(self.scenario.map.default_terrain) else []
        if missing:
            self.panel.status.setText(
                self.tr("The map's painting gives the examples; %1, the default terrain, has none yet: pick one or two hexes of it.").replace("%1", missing[0])
            )

    def as_examples(self) -> Examples:
        ex = self.examples
        return Examples(
            {t: tuple(map(str, v)) for t, v in ex["terrain"].items() if v},
            {t: tuple(map(str, v)) for t, v in ex["overlays"].items() if v},
            {t: tuple(v) for t, v in ex["hexsides"].items() if v},  # type: ignore[misc]
            {t: tuple(v) for t, v in ex["roads"].items() if v},  # type: ignore[misc]
            tuple(str(x) for x in ex["coastal"].get("coastal", [])),
        )

    def _show_examples(self) -> None:
        tree = self.panel.examples
        tree.clear()
        for k in KINDS:
            for t, where in sorted(self.examples[k].items()):
                if not where:
                    continue
                text = ", ".join("/".join(w) if isinstance(w, tuple) else str(w) for w in where[:6])
                if len(where) > 6:
                    text += self.tr(" and %n more", "", len(where) - 6)
                item = QTreeWidgetItem([self.name_of(k, t), text])
                item.setData(0, Qt.ItemDataRole.UserRole, (k, t))
                tree.addTopLevelItem(item)
        tree.resizeColumnToContents(0)

    def _remove_selected(self) -> None:
        for item in self.panel.examples.selectedItems():
            k, t = item.data(0, Qt.ItemDataRole.UserRole)
            self.examples[k].pop(t, None)
        self._show_examples()

    def _pick_toggled(self, on: bool) -> None:
        w = self.mode.window
        if w is None or w.board_view is None:
            return
        if on:
            if self.mode.calibration is not None:
                self.panel.pick.setChecked(False)
                return
            if self._tool is None:
                # The tool asks what is being taught at each click.
                self._tool = ExampleTool(lambda: self.target()[0] in PAIR_KINDS, lambda where, rm: self.add_example(where, remove=rm), self._tool_ended)
                w.board_view.set_tool(self._tool)
            kind, tid = self.target()
            w.statusBar().showMessage(self.tr("Click on the scan where it shows %1.").replace("%1", self.name_of(kind, tid)))
        elif self._tool is not None:
            self._tool = None
            self.mode.set_tool(self.mode.current_tool())
            w.statusBar().clearMessage()

    def _tool_ended(self, tool: object) -> None:
        # Another tool took over the board: the button follows.
        if tool is not self._tool:
            return
        self._tool = None
        self.panel.pick.blockSignals(True)
        self.panel.pick.setChecked(False)
        self.panel.pick.blockSignals(False)

    # ------------------------------------------------------------------ running
    def run(self) -> bool:
        """Start measuring (if the scan or grid changed) and suggesting on a worker thread."""
        if self.job is not None or self.mode.document is None:
            return False
        doc = self.mode.document
        try:
            job = AnalysisInput.of(self.scenario, doc.base_dir)
        except ScanError as e:
            self._fail(str(e))
            return False
        examples = self.as_examples()
        if examples.is_empty():
            self._fail(self.tr("Give an example of each terrain first: choose it under Examples, press Pick on Map and click a hex of it on the scan."))
            return False
        key = job.key()
        features = self.features if key == self._features_key else None
        self._running_key = key
        self.job = SuggestJob(job, self.scenario.model_copy(deep=True), examples, features)
        self.job.signals.progress.connect(self._progress)
        self.job.signals.finished.connect(self._finished)
        self.job.signals.failed.connect(self._fail)
        self.job.signals.cancelled.connect(self._cancelled)
        p = self.panel
        p.suggest.setEnabled(False)
        p.cancel.setEnabled(True)
        p.pages.setCurrentIndex(1)
        p.progress.setValue(0)
        p.status.setText(self.tr("Measuring the scan…") if features is None else self.tr("Suggesting…"))
        start(self.job)
        return True

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.panel.status.setText(self.tr("Stopping…"))

    def _progress(self, fraction: float, stage: str) -> None:
        self.panel.progress.setValue(round(fraction * 1000))
        words = {
            "decode": self.tr("Reading the scan…"),
            "palette": self.tr("Finding the scan's inks…"),
            "hexes": self.tr("Measuring every hex…"),
            "lines": self.tr("Following hexsides and roads…"),
            "suggest": self.tr("Suggesting…"),
        }
        if stage in words:
            self.panel.status.setText(words[stage])

    def _job_done(self) -> None:
        self.job = None
        self.panel.suggest.setEnabled(True)
        self.panel.cancel.setEnabled(False)

    def _finished(self, features: ScanFeatures, result: Suggestions) -> None:
        self._job_done()
        self.features = features
        self._features_key = self._running_key
        self.suggestions = result
        self.settled.clear()
        self._agreed.clear()
        self._steps.clear()
        self.confirmed = set()
        self.position = 0
        self.panel.progress.setValue(1000)
        lines = [self.tr("%n hex(es) suggested.", "", len(result.hexes))]
        if result.unseen:
            lines.append(self.tr("%n hex(es) lie off the scan and get no suggestion.", "", len(result.unseen)))
        for problem in result.problems:
            lines.append(problem)
        self.panel.status.setText(" ".join(lines))
        self.panel.pages.setCurrentIndex(1)
        self.refresh()
        self.finished.emit(True)

    def _fail(self, message: str) -> None:
        if self.job is not None:
            self._job_done()
        self.panel.progress.setValue(0)
        self.panel.status.setText(message)
        if self.mode.window is not None:
            self.mode.window.statusBar().showMessage(message, 8000)
        self.finished.emit(False)

    def _cancelled(self) -> None:
        self._job_done()
        self.panel.progress.setValue(0)
        self.panel.status.setText(self.tr("Stopped. Nothing was changed."))
        self.finished.emit(False)

    # ------------------------------------------------------------------ review
    def document_changed(self, changes: E.Changes) -> None:
        """The map changed (an acceptance, an undo, a hand edit): what is left to review follows."""
        if self.mode.document is None or not shiboken6.isValid(self.panel):
            return
        idle = self.suggestions is None and not self.pending
        rebuild = {"map", "map.columns", "map.rows", "map.orientation", "map.stagger", "map.hex_size", "map.labels"}
        if changes.sections & rebuild or "map.background" in changes.sections:
            # Another grid or scan: the suggestions no longer fit the board.
            if self.suggestions is not None:
                self.suggestions = None
                self.panel.status.setText(self.tr("The scan or the grid changed: suggest again."))
            if changes.sections & {"terrain", "hexside_types", "road_types"} or changes.sections & rebuild:
                self.reload_targets()
        elif changes.sections & {"terrain", "hexside_types", "road_types"}:
            self.reload_targets()
        if idle and self.suggestions is None:
            return  # nothing to review before and after: a brush dab need not redraw the panel
        self.refresh()

    def refresh(self) -> None:
        """Work out the pending items from the map as it stands; redraw."""
        current = self.current_item()
        if self.suggestions is None or self.mode.document is None:
            self.pending = []
        else:
            self.pending = items(self.suggestions, self.scenario, self.settled, self.confirmed)
        if current is not None:
            idents = [i.ident for i in self.pending]
            if current.ident in idents:
                self.position = idents.index(current.ident)
        self.position = min(self.position, max(0, len(self.pending) - 1))
        self._update_review()
        self._show()
        self.changed.emit()

    def current_item(self) -> Item | None:
        if 0 <= self.position < len(self.pending):
            return self.pending[self.position]
        return None

    def step(self, delta: int) -> None:
        if not self.pending:
            return
        self.position = (self.position + delta) % len(self.pending)
        self._update_review()
        self._show()
        self._centre_on_current()

    def _centre_on_current(self) -> None:
        it = self.current_item()
        w = self.mode.window
        if it is None or w is None or w.board_view is None:
            return
        g = w.board_scene.grid
        label = str(it.key) if it.kind == "hex" else str(it.key[0])  # type: ignore[index]
        try:
            w.board_view.center_on_hex(g.parse(label))
        except (LabelError, ValueError):
            return

    def _push(self, edit: E.Edit, accepted: set[tuple[str, object, str]]) -> bool:
        """Push an acceptance; remember which items its history step accepted.

        An accepted item is not reviewed again even if the map is later
        painted otherwise by hand (the user decided); undoing the step makes
        its items pending again, redoing accepts them again.
        """
        stack = self.mode.session.stack if self.mode.session is not None else None
        if stack is None:
            return False
        at = stack.index()
        # A new step drops the steps that could have been redone.
        self._steps = {i: v for i, v in self._steps.items() if i < at}
        self._steps[at] = set(accepted)
        pushed = self.mode.push(edit)
        if not pushed:
            self._steps.pop(at, None)
        self._recount()
        self.refresh()
        return pushed

    def history_moved(self, index: int) -> None:
        """The History moved (undo, redo, a click in it)."""
        if not shiboken6.isValid(self.panel):
            return  # the window is going away with its history
        self._recount(index)
        if self.suggestions is None and not self.pending:
            return  # nothing to review: a brush dab (each one moves the History) need not redraw the panel
        self.refresh()

    def _recount(self, index: int | None = None) -> None:
        stack = self.mode.session.stack if self.mode.session is not None else None
        now = index if index is not None else (stack.index() if stack is not None else 0)
        done = set(self._agreed)
        for i, v in self._steps.items():
            if i < now:
                done |= v
        self.confirmed = done

    def _decide_replace(self, chosen: list[Item], repaint: dict[str, str] | None = None) -> tuple[bool, list[str]]:
        """Ask before replacing painted hexes: (go on?, hexes to leave alone)."""
        suggestions = self.suggestions
        if suggestions is None:
            return False, []
        painted = overwrites(self.scenario, chosen, suggestions.overlays_taught, repaint)
        if not painted:
            return True, []
        answer = self.ask_replace(painted)
        if answer == Replace.CANCEL:
            return False, []
        return True, (painted if answer == Replace.KEEP else [])

    def _ask_replace(self, painted: list[str]) -> str:
        box = QMessageBox(self.mode.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Replace Painted Hexes?"))
        box.setText(self.tr("%n hex(es) already painted would change.", "", len(painted)))
        shown = ", ".join(painted[:12]) + (" …" if len(painted) > 12 else "")
        box.setInformativeText(self.tr("Replace their terrain, overlays or coastal flag with the suggestion? (%1)").replace("%1", shown))
        replace = box.addButton(self.tr("Replace"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep Painted"), QMessageBox.ButtonRole.RejectRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        box.exec()
        clicked = box.clickedButton()
        return Replace.REPLACE if clicked is replace else Replace.KEEP if clicked is keep else Replace.CANCEL

    def _what(self, it: Item) -> str:
        if it.kind == "hex":
            return self.tr("Accept scan suggestion for %1").replace("%1", str(it.key))
        a, b = it.key  # type: ignore[misc]
        return self.tr("Accept scan suggestion for %1/%2").replace("%1", str(a)).replace("%2", str(b))

    def accept_current(self) -> bool:
        it = self.current_item()
        if it is None or self.suggestions is None:
            return False
        go, keep = self._decide_replace([it])
        if not go:
            return False
        if keep:
            self.settled.add(it.ident)
            self.refresh()
            return False
        edit = accept_edit(self.scenario, [it], self.suggestions.overlays_taught, self._what(it))
        if edit.is_noop():
            # The map already agrees: the user confirms an uncertain suggestion.
            self._agreed.add(it.ident)
            self._recount()
            self.refresh()
            return True
        return self._push(edit, {it.ident})

    def reject_current(self) -> None:
        it = self.current_item()
        if it is None:
            return
        self.settled.add(it.ident)
        self.refresh()
        self._centre_on_current()

    def repaint_ranked(self, rank: int) -> bool:
        it = self.current_item()
        if it is None or it.hex is None or rank >= len(it.hex.ranked):
            return False
        return self.repaint_current(it.hex.ranked[rank][0])

    def repaint_current(self, terrain: object) -> bool:
        it = self.current_item()
        if it is None or it.kind != "hex" or self.suggestions is None or not isinstance(terrain, str):
            return False
        label = str(it.key)
        go, keep = self._decide_replace([it], {label: terrain})
        if not go or keep:
            return False
        what = self.tr("Repaint %1 as %2").replace("%1", label).replace("%2", self.name_of("terrain", terrain))
        edit = accept_edit(self.scenario, [it], self.suggestions.overlays_taught, what, repaint={label: terrain})
        self.settled.add(it.ident)
        if edit.is_noop():
            self.refresh()
            return True
        return self._push(edit, set())

    def accept_above(self, threshold: float) -> int:
        """Accept every pending suggestion at least ``threshold`` sure, as one step."""
        if self.suggestions is None:
            return 0
        chosen = [i for i in self.pending if i.confidence >= threshold]
        if not chosen:
            self.panel.status.setText(self.tr("No suggestion left at or above %1 %.").replace("%1", str(round(threshold * 100))))
            return 0
        go, keep = self._decide_replace(chosen)
        if not go:
            return 0
        what = self.tr("Accept %n scan suggestion(s)", "", len(chosen) - len(keep))
        edit = accept_edit(self.scenario, chosen, self.suggestions.overlays_taught, what, skip=keep)
        for it in chosen:
            if it.kind == "hex" and str(it.key) in keep:
                self.settled.add(it.ident)
        taken = {it.ident for it in chosen if not (it.kind == "hex" and str(it.key) in keep)}
        if edit.is_noop():
            self._agreed |= taken
            self._recount()
            self.refresh()
        else:
            self._push(edit, taken)
        return len(chosen) - len(keep)

    # ------------------------------------------------------------------ showing
    def _update_review(self) -> None:
        p = self.panel
        n = len(self.pending)
        unsure = sum(1 for i in self.pending if i.confidence < UNCERTAIN)
        if self.suggestions is None:
            p.summary.setText(self.tr("No suggestions yet."))
        elif n == 0:
            p.summary.setText(self.tr("Nothing left to review: the map agrees with the scan's suggestions."))
        else:
            p.summary.setText(
                self.tr("%n suggestion(s) to review, least certain first", "", n) + "; " + self.tr("%n uncertain (outlined in red).", "", unsure)
            )
        it = self.current_item()
        for b in (p.previous, p.next, p.accept, p.reject, p.accept_all):
            b.setEnabled(n > 0)
        p.repaint.clear()
        p.repaint_button.setEnabled(False)
        p.repaint.setEnabled(False)
        for sc in self._shortcuts:
            sc.setEnabled(n > 0)
        if it is None:
            p.current.setText("")
            p.detail.setText("")
            return
        pct = f"{round(it.confidence * 100)} %"
        if it.kind == "hex" and it.hex is not None:
            h = it.hex
            parts = [self.name_of("terrain", h.terrain)]
            parts += [self.name_of("overlays", f) for f in sorted(h.overlays)]
            if h.coastal:
                parts.append(self.tr("coastal"))
            p.current.setText(self.tr("%1 of %2 — hex %3: %4 (%5)").replace("%1", str(self.position + 1)).replace("%2", str(n)).replace("%3", str(it.key)).replace("%4", ", ".join(parts)).replace("%5", pct))
            now = E.terrain_at(self.scenario, str(it.key))
            also = ", ".join(f"{k + 1}: {self.name_of('terrain', t)} {round(pr * 100)} %" for k, (t, pr) in enumerate(h.ranked[:3]))
            p.detail.setText(self.tr("On the map now: %1. Most likely: %2.").replace("%1", self.name_of("terrain", now)).replace("%2", also))
            for t in self.scenario.terrain:
                if t.kind == "base":
                    p.repaint.addItem(text_in(t.name, self.lang()), t.id)
            p.repaint.setCurrentIndex(max(0, p.repaint.findData(h.ranked[1][0] if len(h.ranked) > 1 else h.terrain)))
            p.repaint.setEnabled(True)
            p.repaint_button.setEnabled(True)
        else:
            a, b = it.key  # type: ignore[misc]
            kind = self.tr("river or line") if it.kind == "hexside" else self.tr("road")
            p.current.setText(
                self.tr("%1 of %2 — %3 %4 between %5 and %6 (%7)")
                .replace("%1", str(self.position + 1))
                .replace("%2", str(n))
                .replace("%3", kind)
                .replace("%4", self.name_of(it.kind, it.type))
                .replace("%5", str(a))
                .replace("%6", str(b))
                .replace("%7", pct)
            )
            p.detail.setText("")

    def _remove_overlay(self) -> None:
        if self.overlay is not None:
            scene = self.overlay.scene()
            if scene is not None:
                scene.removeItem(self.overlay)
            self.overlay = None

    def _show(self) -> None:
        self._remove_overlay()
        w = self.mode.window
        if w is None or w.board_scene is None or self.suggestions is None or not self.panel.show_overlay.isChecked():
            return
        if not self.pending:
            return
        self.overlay = SuggestionOverlay(w.board_scene.grid, self.scenario, self.pending, UNCERTAIN, self.current_item())
        w.board_scene.addItem(self.overlay)


def wait_for(digitizer: Digitizer, timeout_ms: int = 60_000) -> bool:
    """Run the event loop until the running analysis ends (for scripts and tests)."""
    from PySide6.QtCore import QEventLoop

    if digitizer.job is None:
        return digitizer.suggestions is not None
    loop = QEventLoop()
    result: list[bool] = []
    digitizer.finished.connect(lambda ok: (result.append(ok), loop.quit()))
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    return bool(result and result[0])
