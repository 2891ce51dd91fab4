"""Battle Design ▸ Balance Test…: run a balance test from the editor.

``attach_balance_test(mode)`` is the editor's one hook: it puts a "Balance
Test…" button under the Battle Design dock's page list and the same entry in
the Editor menu. The dialog asks for the games, each side's level, the
parallel jobs (or a Dask scheduler address), a turn cap and where to write
the report; then it plays the games on a ``QThread`` (which drives the process
pool or the cluster: the window never waits for a game) and shows a progress
bar with the games done, the running win rate and the time left. Cancel keeps
every finished game: the report is written from them. The result opens in
``BalanceResultDialog``: the verdict, the main charts, and a button that opens
the HTML report in the desktop's browser.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hexstudio.balance import store
from hexstudio.balance.runner import (
    ClusterUnavailable,
    Progress,
    RunSpec,
    cluster_pool,
    default_jobs,
    local_pool,
    now_iso,
    run_games,
    session_line,
)
from hexstudio.balance.stats import summarize
from hexstudio.balance.store import OutputPaths
from hexstudio.balanceview import build
from hexstudio.scenario.model import Scenario, text_in

if TYPE_CHECKING:
    from hexstudio.editor.mode import EditorMode


def cluster_available() -> bool:
    try:
        import distributed  # noqa: F401
    except ImportError:
        return False
    return True


# --------------------------------------------------------------------------- the run, off the GUI thread


@dataclass
class RunRequest:
    spec: RunSpec
    paths: OutputPaths
    jobs: int | None
    scheduler: str | None
    language: str


class BalanceWorker(QObject):
    """Plays the games on its own thread; every signal crosses to the GUI thread queued."""

    progressed = Signal(object)  # Progress
    started = Signal(int, str)  # workers, where
    prepared = Signal(object)  # (summary, words, svgs, note), ready for the heat maps on the GUI thread
    failed = Signal(str)

    def __init__(self, request: RunRequest) -> None:
        super().__init__()
        self.request = request
        self.cancel = threading.Event()

    @Slot()
    def run(self) -> None:
        r = self.request
        try:
            pool = cluster_pool(r.scheduler) if r.scheduler else local_pool(r.jobs)
        except (ClusterUnavailable, OSError, ValueError) as e:
            self.failed.emit(str(e))
            return
        try:
            r.paths.games.parent.mkdir(parents=True, exist_ok=True)
            with store.Writer(r.paths.games, header=r.spec.header()) as writer:
                self.started.emit(pool.workers, pool.address or "")
                started = now_iso()
                outcome = run_games(r.spec, pool, writer, on_game=self.progressed.emit, cancel=self.cancel)
                if not (outcome.cancelled or outcome.broken):
                    pool.close()
                writer.write(session_line(outcome, pool, started))
            contents = store.read(r.paths.games)
            summary = summarize(contents.header, contents.games, contents.sessions, total=r.spec.games,
                                rules=[sr.rule for sr in r.spec.scenario.special_rules])
            words, svgs, note = build.prepare(summary, r.spec.scenario, r.language)
        except Exception as e:  # the thread must always answer, whatever went wrong
            pool.stop()
            self.failed.emit(f"{type(e).__name__}: {e}")
            return
        self.prepared.emit((summary, words, svgs, note, outcome.broken))


# --------------------------------------------------------------------------- the dialog


class BalanceTestDialog(QDialog):
    """Set up, run and follow a balance test (see the module docstring)."""

    finishedReport = Signal(object)  # the BalanceResultDialog shown

    def __init__(self, scenario: Scenario, language: str = "en", base_dir: Path | None = None,
                 parent: QWidget | None = None, current: Callable[[], Scenario] | None = None) -> None:
        super().__init__(parent)
        self.current = current  # the scenario as it stands when Start is pressed (the editor's may change)
        from hexstudio.ai import DEFAULT_LEVEL, LEVELS

        self.scenario = scenario
        self.language = language
        self.base_dir = base_dir
        self.thread: QThread | None = None
        self.worker: BalanceWorker | None = None
        self.result_dialog: BalanceResultDialog | None = None
        self._t0 = 0.0
        self.setWindowTitle(QCoreApplication.translate("BalanceTest", "Balance Test"))
        self.setObjectName("balanceTestDialog")
        title = text_in(scenario.info.title, language) or scenario.id
        intro = QLabel(QCoreApplication.translate("BalanceTest", "Plays the computer against itself many times on this battle and writes a report: who wins, "
                          "by how much, where units fall and objectives change hands, which special rules fire."))
        intro.setWordWrap(True)
        name = QLabel()
        name.setTextFormat(Qt.TextFormat.PlainText)  # scenario text is never markup
        name.setText(title)
        f = name.font()
        f.setBold(True)
        name.setFont(f)
        form = QFormLayout()
        self.games = QSpinBox()
        self.games.setObjectName("balanceGames")
        self.games.setRange(1, 100_000)
        self.games.setValue(100)
        form.addRow(QCoreApplication.translate("BalanceTest", "Games:"), self.games)
        self.levels: dict[str, QComboBox] = {}
        for s in scenario.sides:
            box = QComboBox()
            box.setObjectName(f"balanceLevel_{s.id}")
            for lvl in LEVELS:
                box.addItem(build.level_name(lvl), lvl)
            box.setCurrentIndex(LEVELS.index(DEFAULT_LEVEL))
            self.levels[s.id] = box
            label = QLabel()
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setText(QCoreApplication.translate("BalanceTest", "Level of %1:").replace("%1", text_in(s.name, language) or s.id))
            form.addRow(label, box)
        self.jobs = QSpinBox()
        self.jobs.setObjectName("balanceJobs")
        self.jobs.setRange(1, 256)
        self.jobs.setValue(default_jobs())
        self.jobs.setToolTip(QCoreApplication.translate("BalanceTest", "Games played at the same time on this computer (default: one per processor core)."))
        form.addRow(QCoreApplication.translate("BalanceTest", "Parallel jobs:"), self.jobs)
        self.cluster = QLineEdit()
        self.cluster.setObjectName("balanceCluster")
        self.cluster.setPlaceholderText(QCoreApplication.translate("BalanceTest", "optional, e.g. tcp://10.0.0.5:8786"))
        if not cluster_available():
            self.cluster.setEnabled(False)
            self.cluster.setPlaceholderText(QCoreApplication.translate('BalanceTest', 'needs pip install "hexstudio[cluster]"'))
        form.addRow(QCoreApplication.translate("BalanceTest", "Dask cluster:"), self.cluster)
        self.max_turns = QSpinBox()
        self.max_turns.setObjectName("balanceMaxTurns")
        self.max_turns.setRange(0, len(scenario.turns.turns))
        self.max_turns.setSpecialValueText(QCoreApplication.translate("BalanceTest", "none (whole games)"))
        self.max_turns.setToolTip(QCoreApplication.translate("BalanceTest", "Stop each game after this many turns to save time; the side ahead on points then counts as winning."))
        form.addRow(QCoreApplication.translate("BalanceTest", "Turn cap:"), self.max_turns)
        self.first_seed = QSpinBox()
        self.first_seed.setRange(0, 2_000_000_000)
        self.first_seed.setValue(1)
        form.addRow(QCoreApplication.translate("BalanceTest", "First seed:"), self.first_seed)
        self.output = QLineEdit(str(default_output(scenario)))
        self.output.setObjectName("balanceOutput")
        browse = QPushButton(QCoreApplication.translate("BalanceTest", "Browse…"))
        browse.clicked.connect(self._browse)
        out_row = QHBoxLayout()
        out_row.addWidget(self.output, 1)
        out_row.addWidget(browse)
        form.addRow(QCoreApplication.translate("BalanceTest", "Report:"), out_row)
        self.progress = QProgressBar()
        self.progress.setObjectName("balanceProgress")
        self.progress.setRange(0, self.games.value())
        self.progress.setValue(0)
        self.progress.setFormat(QCoreApplication.translate("BalanceTest", "%v of %m games"))
        # Before the start the bar shows the games asked for ("0 of 100 games").
        self.games.valueChanged.connect(lambda n: None if self.running() else self.progress.setRange(0, n))
        self.status = QLabel(QCoreApplication.translate("BalanceTest", "Ready."))
        self.status.setObjectName("balanceStatus")
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox()
        self.start_button = self.buttons.addButton(QCoreApplication.translate("BalanceTest", "Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("balanceStart")
        self.cancel_button = self.buttons.addButton(QCoreApplication.translate("BalanceTest", "Cancel"), QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("balanceCancel")
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel_or_close)
        lay = QVBoxLayout(self)
        lay.addWidget(name)
        lay.addWidget(intro)
        lay.addLayout(form)
        lay.addWidget(self.progress)
        lay.addWidget(self.status)
        lay.addWidget(self.buttons)
        self.setMinimumWidth(520)

    # --- settings
    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("BalanceTest", "Balance report"), self.output.text(), QCoreApplication.translate("BalanceTest", "HTML report (*.html)"))
        if path:
            self.output.setText(path)

    def _inputs(self) -> list[QWidget]:
        return [self.games, *self.levels.values(), self.jobs, self.cluster, self.max_turns, self.first_seed, self.output]

    def running(self) -> bool:
        return self.thread is not None

    # --- the run
    def start(self) -> None:
        if self.running():
            return
        if self.current is not None:
            self.scenario = self.current()
        paths = OutputPaths.of(self.output.text().strip() or default_output(self.scenario))
        if paths.games.exists() or paths.html.exists():
            answer = QMessageBox.question(self, QCoreApplication.translate("BalanceTest", "Balance Test"),
                                          QCoreApplication.translate("BalanceTest", "A report with this name exists. Replace it?"))
            if answer != QMessageBox.StandardButton.Yes:
                return
            for p in (paths.games, paths.html, paths.summary):
                p.unlink(missing_ok=True)
        levels = {side: box.currentData() for side, box in self.levels.items()}
        try:
            spec = RunSpec(self.scenario, self.games.value(), levels, first_seed=self.first_seed.value(),
                           max_turns=self.max_turns.value() or None)
        except ValueError as e:
            self.status.setText(str(e))
            return
        address = self.cluster.text().strip() if self.cluster.isEnabled() else ""
        request = RunRequest(spec, paths, self.jobs.value(), address or None, self.language)
        self.progress.setRange(0, spec.games)
        self.progress.setValue(0)
        self.status.setText(QCoreApplication.translate("BalanceTest", "Starting the workers…"))
        for w in self._inputs():
            w.setEnabled(False)
        self.start_button.setEnabled(False)
        self.cancel_button.setText(QCoreApplication.translate("BalanceTest", "Cancel"))
        self._t0 = time.monotonic()
        self.thread = QThread(self)
        self.worker = BalanceWorker(request)
        self.worker.moveToThread(self.thread)
        self.thread.started.connect(self.worker.run)
        self.worker.progressed.connect(self._on_progress)
        self.worker.started.connect(self._on_started)
        self.worker.prepared.connect(self._on_prepared)
        self.worker.failed.connect(self._on_failed)
        self.thread.start()

    def cancel_or_close(self) -> None:
        if self.running():
            if self.worker is not None and not self.worker.cancel.is_set():
                self.worker.cancel.set()
                self.status.setText(QCoreApplication.translate("BalanceTest", "Stopping: the finished games are kept…"))
                self.cancel_button.setEnabled(False)
            return
        self.reject()

    def closeEvent(self, event: Any) -> None:
        if self.running():
            self.cancel_or_close()
            event.ignore()
            return
        super().closeEvent(event)

    def reject(self) -> None:
        if self.running():
            self.cancel_or_close()
            return
        super().reject()

    @Slot(int, str)
    def _on_started(self, workers: int, where: str) -> None:
        text = (QCoreApplication.translate("BalanceTest", "Playing on the Dask cluster %1 (%2 workers)…").replace("%1", where).replace("%2", str(workers)) if where
                else QCoreApplication.translate("BalanceTest", "Playing on %1 worker processes…").replace("%1", str(workers)))
        self.status.setText(text)

    @Slot(object)
    def _on_progress(self, p: Progress) -> None:
        self.progress.setValue(p.done)
        sides = [s.id for s in self.scenario.sides]
        names = {s.id: text_in(s.name, self.language) or s.id for s in self.scenario.sides}
        rates = ", ".join(f"{names[s]} {round(100 * p.win_rate(s))}%" for s in sides)
        eta = p.eta
        left = (QCoreApplication.translate("BalanceTest", "about %1 min left").replace("%1", str(max(1, round(eta / 60)))) if eta is not None and eta >= 60
                else QCoreApplication.translate("BalanceTest", "under a minute left") if eta is not None else "")
        text = QCoreApplication.translate("BalanceTest", "%1 of %2 games · wins: %3").replace("%1", str(p.done)).replace("%2", str(p.total)).replace("%3", rates)
        if p.failed:
            text += " · " + QCoreApplication.translate("BalanceTest", "%1 failed").replace("%1", str(p.failed))
        if left and p.remaining:
            text += " · " + left
        if self.worker is not None and self.worker.cancel.is_set():
            text = QCoreApplication.translate("BalanceTest", "Stopping: the finished games are kept…") + "\n" + text
        self.status.setText(text)

    @Slot(object)
    def _on_prepared(self, payload: tuple) -> None:
        summary, words, svgs, note, broken = payload
        self.status.setText(QCoreApplication.translate("BalanceTest", "Drawing the report…"))
        # The heat maps go through the board renderer, which lives on this thread;
        # one step at a time, so the window repaints in between.
        QTimer.singleShot(0, lambda: self._draw_report(summary, words, svgs, note, broken))

    def _draw_report(self, summary: dict, words: Any, svgs: dict, note: str | None, broken: str | None) -> None:
        paths = self.worker.request.paths if self.worker is not None else None
        self._end_thread()
        try:
            heat = build.heat_maps(summary, self.scenario, self.base_dir)
            page, out = build.finish(summary, words, svgs, heat, note)
            build.write_files(paths, page, out)
        except OSError as e:
            self._on_failed(QCoreApplication.translate("BalanceTest", "Cannot write the report: %1").replace("%1", str(e)))
            return
        done = summary["run"]["games"]
        text = QCoreApplication.translate("BalanceTest", "Done: %1 of %2 games in %3 s.").replace("%1", str(done)).replace("%2", str(summary["run"]["games_planned"]))
        text = text.replace("%3", str(round(time.monotonic() - self._t0)))
        if broken:
            text += " " + QCoreApplication.translate("BalanceTest", "The workers stopped (%1); the games played are in the report.").replace("%1", broken)
        self.status.setText(text)
        self._finish_ui()
        self.result_dialog = BalanceResultDialog(out, svgs, paths, self)
        self.result_dialog.show()
        self.finishedReport.emit(self.result_dialog)

    @Slot(str)
    def _on_failed(self, why: str) -> None:
        self._end_thread()
        self.status.setText(QCoreApplication.translate("BalanceTest", "The balance test could not run: %1").replace("%1", why))
        self._finish_ui()

    def _end_thread(self) -> None:
        if self.thread is not None:
            self.thread.quit()
            self.thread.wait()
            self.thread = None
        if self.worker is not None:
            self.worker.deleteLater()

    def _finish_ui(self) -> None:
        for w in self._inputs():
            w.setEnabled(True)
        if not cluster_available():
            self.cluster.setEnabled(False)
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(True)
        self.cancel_button.setText(QCoreApplication.translate("BalanceTest", "Close"))


def default_output(scenario: Scenario) -> Path:
    """A report is the user's document, beside their battles and saved games:
    ``<Documents>/hexstudio/Balance reports/<battle>-<date>.html``."""
    from hexstudio.paths import user_documents_dir

    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return user_documents_dir() / "Balance reports" / f"{scenario.id}-{stamp}.html"


# --------------------------------------------------------------------------- the result


class BalanceResultDialog(QDialog):
    """The verdict and the main charts of a finished (or cancelled) balance test."""

    def __init__(self, summary: dict[str, Any], svgs: dict[str, bytes], paths: OutputPaths, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balanceResult")
        self.summary = summary
        self.paths = paths
        self.setWindowTitle(QCoreApplication.translate("BalanceTest", "Balance Test Result"))
        v = summary["verdict"]
        self.verdict = QLabel()
        self.verdict.setObjectName("balanceVerdict")
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setText(v.get("localized") or v.get("text") or "")
        self.verdict.setWordWrap(True)
        f = self.verdict.font()
        f.setPointSizeF(f.pointSizeF() * 1.35)
        f.setBold(True)
        self.verdict.setFont(f)
        run = summary["run"]
        self.details = QLabel()
        self.details.setObjectName("balanceDetails")
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        lines = [QCoreApplication.translate("BalanceTest", "%1 of %2 games played.").replace("%1", str(run["games"])).replace("%2", str(run["games_planned"]))]
        if not run.get("complete"):
            lines.append(QCoreApplication.translate("BalanceTest", "The test was stopped early: the figures come from the games that finished."))
        if summary["outcomes"]["failed"]:
            lines.append(QCoreApplication.translate("BalanceTest", "%1 game(s) failed: see the report.").replace("%1", str(summary["outcomes"]["failed"])))
        self.details.setText("\n".join(lines))
        self.details.setWordWrap(True)
        charts_box = QWidget()
        cl = QVBoxLayout(charts_box)
        self.chart_widgets: list[QSvgWidget] = []
        for key in ("outcomes", "margin_turns", "objectives", "casualties"):
            svg = svgs.get(key)
            if not svg:
                continue
            w = QSvgWidget()
            w.load(svg)
            size = w.renderer().defaultSize()
            w.setFixedSize(size)
            w.setObjectName(f"balanceChart_{key}")
            cl.addWidget(w, 0, Qt.AlignmentFlag.AlignHCenter)
            self.chart_widgets.append(w)
        if not self.chart_widgets:
            missing = QLabel(QCoreApplication.translate('BalanceTest', 'Charts need matplotlib: pip install "hexstudio[report]". The report holds the tables.'))
            missing.setWordWrap(True)
            cl.addWidget(missing)
        scroll = QScrollArea()
        scroll.setWidget(charts_box)
        scroll.setWidgetResizable(True)
        buttons = QDialogButtonBox()
        self.open_button = buttons.addButton(QCoreApplication.translate("BalanceTest", "Open Report"), QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.setObjectName("balanceOpenReport")
        self.open_button.clicked.connect(self.open_report)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.accept)
        where = QLabel()
        where.setTextFormat(Qt.TextFormat.PlainText)
        where.setText(str(paths.html))
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay = QVBoxLayout(self)
        lay.addWidget(self.verdict)
        lay.addWidget(self.details)
        lay.addWidget(scroll, 1)
        lay.addWidget(where)
        lay.addWidget(buttons)
        self.resize(840, 700)

    def open_report(self) -> bool:
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.paths.html)))


# --------------------------------------------------------------------------- the editor's hook


def attach_balance_test(mode: EditorMode) -> None:
    """Add "Balance Test…" under the Battle Design dock's page list and to the Editor menu."""
    from PySide6.QtGui import QAction

    def open_dialog() -> BalanceTestDialog | None:
        return open_balance_test(mode)

    action = QAction(QCoreApplication.translate("BalanceTest", "&Balance Test…"), mode.window)
    action.setObjectName("balanceTestAction")
    action.triggered.connect(lambda: open_dialog())
    menu = getattr(mode, "_menu", None)
    if menu is not None:
        menu.addSeparator()
        menu.addAction(action)
    mode.balance_action = action
    panel = getattr(mode, "design", None)
    pages = getattr(panel, "pages", None)
    lay = panel.layout() if panel is not None else None
    if pages is not None and lay is not None:
        button = QPushButton(QCoreApplication.translate("BalanceTest", "Balance Test…"))
        button.setObjectName("balanceTestButton")
        button.setToolTip(QCoreApplication.translate("BalanceTest", "Play the computer against itself many times and see whether the battle is balanced."))
        button.clicked.connect(lambda: open_dialog())
        column = QWidget()
        col = QVBoxLayout(column)
        col.setContentsMargins(0, 0, 0, 0)
        lay.replaceWidget(pages, column)
        col.addWidget(pages, 1)
        col.addWidget(button)
        column.setMaximumWidth(pages.maximumWidth())
        mode.balance_button = button


def open_balance_test(mode: EditorMode) -> BalanceTestDialog | None:
    """Open the dialog on the scenario as it stands in the editor (refused while it has errors)."""
    doc = mode.document
    window = mode.window
    if doc is None or window is None:
        return None
    from hexstudio.scenario.validate import check

    errors = [p for p in check(doc.scenario) if p.severity == "error"]
    if errors:
        window.show_error(QCoreApplication.translate("BalanceTest", "Fix the scenario's errors before a balance test (%1).").replace("%1", str(len(errors))),
                          "\n".join(str(p) for p in errors[:40]))
        return None
    dlg = getattr(mode, "balance_dialog", None)
    if dlg is not None and dlg.running():
        dlg.show()
        dlg.raise_()
        return dlg
    dlg = BalanceTestDialog(doc.scenario, window.language, doc.base_dir, window, current=lambda: doc.scenario)
    mode.balance_dialog = dlg
    dlg.show()
    return dlg
