"""At 1280x720 the board keeps most of the window in both modes: the panels
scroll, share tabs or start closed (Battle Design), and the Units list
shows more than a row and a half."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDockWidget, QMessageBox

from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.editor.mode import EditorMode
from hexstudio.paths import scenarios_dir
from hexstudio.play.mode import PlayMode


@pytest.fixture(params=["en", "pt_BR"])
def lang(request, qapp, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    t = install_translators(qapp, request.param)
    yield request.param
    t.remove()


def _window(qtbot, lang: str, tmp_path: Path, scenario: str, mode_id: str) -> MainWindow:  # type: ignore[no-untyped-def]
    w = MainWindow(Settings(), lang)
    qtbot.addWidget(w)
    w.register_mode(EditorMode())
    play = PlayMode()
    play._pending_seed = 0
    w.register_mode(play)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    path = tmp_path / f"{scenario}.json"
    shutil.copy(scenarios_dir() / f"{scenario}.json", path)
    assert w.open_file(path)
    w.set_mode(mode_id)
    mode = w.active_mode()
    if isinstance(mode, PlayMode) and mode.cover is not None:
        mode.cover.lift()
    QApplication.processEvents()
    qtbot.wait(30)
    return w


def _share(w: MainWindow) -> float:
    v = w.board_view
    return v.width() * v.height() / (w.width() * w.height())


def test_the_editor_leaves_the_board_half_the_window(qtbot, lang: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = _window(qtbot, lang, tmp_path, "tutorial", "edit")
    mode = w.active_mode()
    assert isinstance(mode, EditorMode)
    assert _share(w) >= 0.48, (w.board_view.size(), _share(w))
    # Battle Design starts closed in a short window; its toolbar button opens it with room to work.
    design = w.findChild(QDockWidget, "editor.design")
    assert design.isHidden() and not mode.design_action.isChecked()
    units = mode.units.units
    rows = units.viewport().height() / max(1, units.sizeHintForRow(0))
    assert rows >= 5, rows  # was a row and a half
    mode.design_action.trigger()
    QApplication.processEvents()
    qtbot.wait(30)
    assert design.isVisible() and design.height() >= 0.3 * w.height(), design.height()
    # Asked for by a problem's place, it opens too.
    mode.design_action.trigger()
    assert design.isHidden()
    mode.show_path("units[0].full.attack")
    assert design.isVisible()


def test_play_leaves_the_board_most_of_the_window(qtbot, lang: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = _window(qtbot, lang, tmp_path, "reichswald", "play")
    assert _share(w) >= 0.45, (w.board_view.size(), _share(w))
    # The game log is a tab away on the right, not a strip under the board.
    mode = w.active_mode()
    assert isinstance(mode, PlayMode)
    assert mode.log_dock in w.tabifiedDockWidgets(mode.combat_dock)
    # The tutorial keeps its lessons under the board, in a slimmer strip.
    t = _window(qtbot, lang, tmp_path, "tutorial", "play")
    tm = t.active_mode()
    assert isinstance(tm, PlayMode) and tm.lessons_dock.isVisible()
    assert tm.lessons_dock.height() <= 170 and _share(t) >= 0.35, (tm.lessons_dock.height(), _share(t))
