"""Text from a scenario or a saved game is data, never markup (issue 16, point 4).

Every text field of the tutorial gets markup (``<u>MARK</u>`` and an image
whose source is a FIFO), then the application is walked as a person would:
the editor (hex inspector, order of battle, design, validation, scenario
information), the player (status, counter inspector, stack, log, decisions,
combat, the end of the game), error boxes, tooltips. After each step every
label, tooltip, list item and message box is checked: text holding markup is
shown as plain text (``Qt.PlainText``, or escaped inside our own rich text),
and the FIFO is never opened (Qt would read an ``<img>``'s file as it lays the
text out; a writer thread waiting on the FIFO notices).
"""

from __future__ import annotations

import html
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, get_args, get_origin

import pytest
from pydantic import BaseModel
from PySide6.QtCore import QAbstractListModel, QModelIndex, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTableWidget,
    QTreeWidget,
    QWidget,
)

from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.modes import available_modes
from hexstudio.app.settings import Settings
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.io import load_scenario, scenario_from_data, scenario_to_data
from hexstudio.scenario.model import Scenario

MARK = "<u>MARK</u>"
IMG = '<img src="c" width="64" height="64">'  # "c": the FIFO, in the current folder during the test
# Fields that look like text but are references or file names the schema checks.
NOT_TEXT = {"path", "symbol", "hex", "hexes", "path_hexes"}

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="the file-read canary is a FIFO")


def _text_kind(annotation: Any) -> str | None:
    """'text' for str / LocalText, 'texts' for a list of them, else None."""
    args = get_args(annotation)
    if annotation is str:
        return "text"
    if get_origin(annotation) is list and args and _text_kind(args[0]) == "text":
        return "texts"
    members = [a for a in args if a is not type(None)]
    if str in members and all(a is str or get_origin(a) is dict for a in members):
        return "text"
    return None


def _markup(limit: int | None) -> str:
    full = IMG + MARK + " name"
    if limit is None or len(full) <= limit:
        return full
    return MARK[:limit] if limit < len(MARK) else MARK


def inject(model: type[BaseModel], data: Any) -> None:
    """Put markup into every free-text field of ``data`` (a model's JSON object), recursively."""
    if not isinstance(data, dict):
        return
    for name, field in model.model_fields.items():
        ann = field.annotation
        kind = _text_kind(ann)
        limit = next((m.max_length for m in field.metadata if getattr(m, "max_length", None)), None)
        patterned = any(getattr(m, "pattern", None) for m in field.metadata)
        if kind is not None and name not in NOT_TEXT and not patterned and ann is not Any:
            if kind == "text":
                data[name] = _markup(limit)
            else:
                data[name] = [_markup(limit), "plain " + MARK]
            continue
        value = data.get(name)
        if value is None:
            continue
        mapping = get_origin(ann) is dict or any(get_origin(a) is dict for a in get_args(ann))
        for sub in _models(ann):
            if isinstance(value, list):
                for v in value:
                    inject(sub, v)
            elif isinstance(value, dict) and mapping:
                for v in value.values():
                    inject(sub, v)
            elif isinstance(value, dict):
                inject(sub, value)


def _models(annotation: Any) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    out: list[type[BaseModel]] = []
    for a in get_args(annotation):
        out += _models(a)
    return out


def markup_scenario() -> Scenario:
    doc = scenario_to_data(load_scenario(scenarios_dir() / "tutorial.json"))
    inject(Scenario, doc)
    # Names on the map too: every named hex and a few more.
    for label in ("0408", "0406", "1005"):
        doc["map"]["hexes"].setdefault(label, {})["name"] = IMG + MARK
    return scenario_from_data(doc, "markup.json")


WRITER = """
import sys
fifo, log = sys.argv[1], sys.argv[2]
while True:
    with open(fifo, "wb") as f:  # blocks until a reader opens the FIFO
        with open(log, "a") as g:
            g.write("opened\\n")
        f.write(b"\\x89PNG\\r\\n\\x1a\\n")
"""


class FifoCanary:
    """A FIFO named "c" and a writer process waiting on it: the FIFO is opened
    only if someone reads it, and the writer notes each time. A process, not
    a thread: Qt may block in open() holding Python's lock, and the writer
    must still run to let it go (a failing run fails instead of hanging)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "c"
        self.log = folder / "canary.log"
        os.mkfifo(self.path)
        self.writer = subprocess.Popen([sys.executable, "-c", WRITER, str(self.path), str(self.log)])

    @property
    def opened(self) -> bool:
        return self.log.exists() and "opened" in self.log.read_text(encoding="utf-8")

    def close(self) -> None:
        self.writer.kill()
        self.writer.wait(10)


class Audit:
    """Counts the markup seen and fails on any text Qt would interpret."""

    def __init__(self) -> None:
        self.labels = self.tooltips = self.items = self.boxes = 0
        self.problems: list[str] = []

    def _bad(self, where: str, text: str) -> None:
        self.problems.append(f"{where}: {text[:120]!r}")

    def rich_ok(self, text: str) -> bool:
        """Rich text of ours: the scenario's markup inside must be escaped."""
        return MARK not in text and "<img" not in text

    def guessed_ok(self, text: str) -> bool:
        """Text Qt guesses the format of: shown plain unless it looks rich."""
        return not GuiQt.mightBeRichText(text) or self.rich_ok(text)

    def label(self, lab: QLabel) -> None:
        text = lab.text()
        if "MARK" not in text:
            return
        self.labels += 1
        fmt = lab.textFormat()
        ok = fmt == Qt.TextFormat.PlainText or (fmt == Qt.TextFormat.RichText and self.rich_ok(text)) or (
            fmt == Qt.TextFormat.AutoText and self.guessed_ok(text))
        if not ok:
            self._bad(f"QLabel {lab.objectName() or type(lab.parent()).__name__} ({fmt.name})", text)

    def tooltip(self, where: str, text: str | None) -> None:
        if text and "MARK" in text:
            self.tooltips += 1
            if not self.guessed_ok(text):
                self._bad(f"tooltip of {where}", text)

    def view(self, v: QAbstractItemView) -> None:
        model = v.model()
        if model is None:
            return
        def columns(parent: QModelIndex) -> int:
            try:
                return model.columnCount(parent)
            except TypeError:  # a list model keeps it private: one column
                return 1

        root = QModelIndex()
        stack = [model.index(r, c, root) for r in range(min(model.rowCount(root), 40)) for c in range(columns(root))]
        while stack:
            ix = stack.pop()
            text = model.data(ix, Qt.ItemDataRole.DisplayRole)
            if isinstance(text, str) and "MARK" in text:
                self.items += 1
            self.tooltip(f"{type(v).__name__} item", model.data(ix, Qt.ItemDataRole.ToolTipRole))
            if not isinstance(model, QAbstractListModel) and model.rowCount(ix):
                stack += [model.index(r, c, ix) for r in range(min(model.rowCount(ix), 40)) for c in range(columns(ix))]

    def walk(self) -> None:
        for w in QApplication.allWidgets():
            if isinstance(w, QLabel):
                self.label(w)
            if isinstance(w, QListWidget | QTreeWidget | QTableWidget | QAbstractItemView):
                self.view(w)
            self.tooltip(f"{type(w).__name__} {w.objectName()}", w.toolTip())
            for a in w.actions():
                self.action(a)

    def action(self, a: QAction) -> None:
        self.tooltip(f"action {a.text()!r}", a.toolTip())

    def box(self, box: QMessageBox) -> None:
        self.boxes += 1
        for lab in box.findChildren(QLabel):
            self.label(lab)


@pytest.fixture
def setting(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)  # the <img src="c"> names the FIFO here
    canary = FifoCanary(tmp_path)
    audit = Audit()
    boxes: list[str] = []

    def exec_box(box: QMessageBox) -> int:
        audit.box(box)
        boxes.append(box.text() + "\n" + box.informativeText())
        return int(QMessageBox.StandardButton.Discard)

    def static_box(parent: QWidget | None, title: str, text: str, *a: Any, **k: Any) -> QMessageBox.StandardButton:
        audit.boxes += 1
        if not audit.guessed_ok(text):
            audit._bad(f"message box {title!r}", text)
        boxes.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "exec", exec_box)
    monkeypatch.setattr(QMessageBox, "information", static_box)
    monkeypatch.setattr(QMessageBox, "question", static_box)
    w = MainWindow(Settings(), "en", modes=available_modes())
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    yield w, audit, canary, boxes
    w.hide()
    canary.close()


def _click(qtbot, w: MainWindow, label: str) -> None:  # type: ignore[no-untyped-def]
    scene, view = w.board_scene, w.board_view
    assert scene is not None and view is not None
    h = scene.grid.parse(label)
    QApplication.processEvents()
    view.ensureVisible(scene.hex_rect(h), 2, 2)
    pos = view.mapFromScene(scene.hex_center(h))
    qtbot.mouseMove(view.viewport(), pos + QPoint(2, 2))
    qtbot.mouseMove(view.viewport(), pos)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    QApplication.processEvents()


def _step(audit: Audit, canary: FifoCanary, what: str) -> None:
    for w in QApplication.topLevelWidgets():
        if w.isVisible() and not isinstance(w, QMainWindow | QMenu):
            w.grab()  # lay out and paint every dialog shown: where Qt would load an image
    main = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
    for dock in main.findChildren(QDockWidget):
        if dock.isVisible():
            dock.grab()  # the docks: not the board, whose painting is plain text anyway
    QApplication.processEvents()
    audit.walk()
    assert not canary.opened, f"the <img> file was read ({what})"
    assert not audit.problems, f"{what}: text shown as markup:\n" + "\n".join(audit.problems)


def test_helpers_show_markup_literally() -> None:
    from hexstudio.app.plaintext import literal, tip

    text = IMG + MARK
    assert GuiQt.mightBeRichText(text)
    shown = literal(text)
    assert "<img" not in shown and "&lt;img" in shown and tip(text) == shown
    assert literal("plain words") == "plain words"


def test_markup_in_every_scenario_text_is_never_interpreted(qtbot, setting, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w, audit, canary, boxes = setting
    scenario = markup_scenario()
    assert MARK in scenario.units[0].name and MARK in str(scenario.info.title)
    path = tmp_path / "markup.json"
    from hexstudio.scenario.io import save_scenario

    save_scenario(scenario, path)
    # The start screen lists it (title, description) and the window opens it.
    w.settings.add_recent_file(path)
    w.start_screen.refresh_recent()
    _step(audit, canary, "start screen")
    assert w.open_file(path)
    _step(audit, canary, "opened")

    # --- the editor: inspector on named hexes, every dock, scenario information
    w.set_mode("edit")
    mode = w.active_mode()
    for label in ("0408", "1005"):
        mode.inspector.show_hex(label)
        w._on_hex_hovered(w.board_scene.grid.parse(label))
        _step(audit, canary, f"editor, hex {label}")
    for dock in w.findChildren(type(w.map_display_dock)):
        dock.show()
        dock.raise_()
        QApplication.processEvents()
    _step(audit, canary, "editor docks")
    w.show_scenario_info()
    _step(audit, canary, "scenario information")
    w._info_dialog.show_about_data()  # the data page: our own rich text around the battle's notes
    _step(audit, canary, "about this battle's data")
    w._info_dialog.about_data.close()
    w._info_dialog.close()
    print_action = w.findChild(QAction, "print.action")
    print_action.trigger()  # the print dialog's preview draws counters, names and player aids
    _step(audit, canary, "print and play dialog")
    w._print_dialog.close()

    # --- the player: a few actions with the mouse, the panels, the end of the game
    w.set_mode("play")
    play = w.active_mode()
    if play.cover.isVisible():
        play.cover.lift()
    _step(audit, canary, "play started")
    game = play.game
    own = [u for u in game.state.units.values() if u.side == game.state.active_side and u.hex is not None]
    for u in own[:2]:
        _click(qtbot, w, game.label(u.hex))
        _step(audit, canary, f"unit {u.id} selected")
    play.stack.inspect(game, "en", own[0].id)
    _step(audit, canary, "counter inspector")
    play.end_phase()
    for _ in range(4):  # through movement and combat: decisions, combat panel, log
        if play.cover.isVisible():
            play.cover.lift()
        enemies = [u for u in game.state.units.values() if u.side != game.state.active_side and u.hex is not None]
        if enemies:
            _click(qtbot, w, game.label(enemies[0].hex))
        _step(audit, canary, f"turn {game.state.turn}, {game.phase_kind()}")
        if game.state.pending is not None:
            play.decision.option_buttons and next(iter(play.decision.option_buttons.values())).click()
        play.end_phase()
    # The panels' own entry points with the battle's names: the attackers'
    # list and the decision buttons carry them in tooltips too.
    from hexstudio.play.text import unit_name

    names = [(u.id, unit_name(game, u.id), True) for u in own[:2]]
    play.combat.set_choices(unit_name(game, own[0].id), names, names, 0, 0)
    play.decision.show_options(html.escape(IMG + MARK), [(u.id, unit_name(game, u.id)) for u in own[:2]])  # takes html
    play.combat_dock.raise_()
    _step(audit, canary, "combat choices and decision buttons")
    from hexstudio.play.dialogs import OutcomeDialog

    dlg = OutcomeDialog(game, "en", w)
    dlg.show()
    _step(audit, canary, "outcome")
    dlg.close()

    # --- error boxes quoting the file: a broken scenario and a broken saved game named with markup
    bad = tmp_path / '<img src="c">MARK.json'
    bad.write_text('{"schema_version": 1, "id": "' + MARK + '"}', encoding="utf-8")
    assert not w.open_file(bad)
    save = tmp_path / "<u>MARK<u> game.json"
    save.write_text(json.dumps({"format": "hexstudio-save", "version": 1, "seed": 1, "actions": [],
                                "scenario_path": str(tmp_path / f"{MARK}.json")}), encoding="utf-8")
    play.load_game(save)
    _step(audit, canary, "error boxes")

    # The walk saw the markup where it is shown (else it proves nothing).
    assert audit.labels >= 10 and audit.items >= 10 and audit.tooltips >= 1 and audit.boxes >= 2, vars(audit)
    assert any("MARK" in b for b in boxes)
