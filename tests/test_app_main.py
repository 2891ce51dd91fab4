"""Starting the application: FILE argument, first run opens the tutorial, bad files do not crash."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMessageBox

from hexstudio.app import collector
from hexstudio.app.main import open_start_file, run_app
from hexstudio.app.mainwindow import BOARD_PAGE, START_PAGE, MainWindow
from hexstudio.app.modes import Mode, ViewMode, available_modes
from hexstudio.app.settings import Settings
from hexstudio.paths import scenarios_dir

TUTORIAL = scenarios_dir() / "tutorial.json"


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    return Settings()


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        shown.append(f"{box.text()}\n{box.informativeText()}")
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return shown


@pytest.fixture(autouse=True)
def _collector_as_it_was() -> Iterator[None]:
    """run_app holds the garbage collector while it starts and then freezes what the
    start made: the test process gets its collector back as it was."""
    was = gc.isenabled()
    yield
    gc.unfreeze()
    if was:
        gc.enable()


def test_first_run_opens_the_tutorial_once(qtbot, settings: Settings, errors: list[str]) -> None:  # type: ignore[no-untyped-def]
    w = MainWindow(settings, "en")
    qtbot.addWidget(w)
    open_start_file(w, settings, [])
    assert w.document is not None and w.document.path == TUTORIAL
    w2 = MainWindow(settings, "en")
    qtbot.addWidget(w2)
    open_start_file(w2, settings, [])
    assert w2.document is None
    assert w2.pages.currentIndex() == START_PAGE


def test_a_file_argument_wins_over_the_tutorial(qtbot, settings: Settings, tmp_path: Path, errors) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2", encoding="utf-8")
    w = MainWindow(settings, "en")
    qtbot.addWidget(w)
    open_start_file(w, settings, [str(bad)])
    assert w.document is None
    assert "bad.json" in errors[0] and "not valid JSON" in errors[0]
    assert not settings.is_first_run()


def test_run_app_with_a_broken_file_reports_and_exits_cleanly(
    qapp, settings: Settings, tmp_path: Path, errors: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.json"
    bad.write_text('{"schema_version": 1, "id": "x", "info": {"title": 5}}', encoding="utf-8")
    seen: dict[str, object] = {}

    def fake_exec(*args: object) -> int:
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        seen["page"] = windows[-1].pages.currentIndex()
        windows[-1].close()
        return 3

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    assert run_app([str(bad)]) == 3
    assert seen["page"] == START_PAGE
    assert "info.title" in errors[0]
    assert qapp.applicationName() == "hexstudio"


def test_run_app_opens_a_good_file(qapp, settings: Settings, errors: list[str], monkeypatch) -> None:  # type: ignore[no-untyped-def]
    seen: dict[str, object] = {}

    def fake_exec(*args: object) -> int:
        w = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
        seen["page"], seen["title"] = w.pages.currentIndex(), w.windowTitle()
        seen["collecting"] = gc.isenabled()
        w.close()
        return 0

    collector.uninstall()  # as in a new process: Python's own collector, on
    gc.enable()
    monkeypatch.setattr(QApplication, "exec", fake_exec)
    assert run_app([str(TUTORIAL)]) == 0
    assert seen["page"] == BOARD_PAGE
    assert "Serra" in str(seen["title"])
    assert errors == []
    # Held while the board had not been painted yet; back (and the start's settings saved)
    # once run_app returns, on the GUI thread only (app/collector.py).
    assert seen["collecting"] is False
    assert collector.installed() and collector.isenabled() and not gc.isenabled()
    assert Settings().recent_files() == [str(TUTORIAL)]


def _shown_in_the_viewer(qtbot, settings: Settings) -> MainWindow:  # type: ignore[no-untyped-def]
    """A shown window past its first run, last left in the viewer, that can play."""
    from hexstudio.play.mode import PlayMode

    settings.mark_first_run_done()
    settings.set_mode("view")
    w = MainWindow(settings, "en")
    qtbot.addWidget(w)
    w.register_mode(PlayMode())
    w.show()
    return w


def test_a_shown_window_paints_the_tutorials_board_before_building_its_game(qtbot, settings: Settings, errors) -> None:  # type: ignore[no-untyped-def]
    """The map comes up in the viewer at once; Play (the rules engine, the game) follows its first paint."""
    from hexstudio.play.mode import PlayMode

    w = _shown_in_the_viewer(qtbot, settings)
    painted: list[str | None] = []

    class Watch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                mode = w.active_mode()
                painted.append(mode.id if mode is not None else None)
            return False

    open_start_file(w, settings, [str(TUTORIAL)])
    watch = Watch(w)
    assert w.board_view is not None
    w.board_view.viewport().installEventFilter(watch)
    assert w.active_mode() is not None and w.active_mode().id == "view"
    qtbot.waitUntil(lambda: isinstance(w.active_mode(), PlayMode))
    assert painted and painted[0] == "view"
    assert w.active_mode().game is not None


def test_a_file_opened_before_the_tutorials_first_paint_stays_in_its_mode(qtbot, settings: Settings, errors) -> None:  # type: ignore[no-untyped-def]

    w = _shown_in_the_viewer(qtbot, settings)
    open_start_file(w, settings, [str(TUTORIAL)])
    assert w.open_file(TUTORIAL.parent / "sicily.json")
    qtbot.wait(1200)  # past the first paint and the longest wait for it
    assert w.active_mode() is not None and w.active_mode().id == "view"
    assert w.document is not None and w.document.path is not None and w.document.path.name == "sicily.json"


def test_available_modes_start_with_the_viewer() -> None:
    modes = available_modes()
    assert isinstance(modes[0], ViewMode)
    assert all(isinstance(m, Mode) for m in modes)
    assert len({m.id for m in modes}) == len(modes)


def test_first_run_starts_the_tutorial_in_play_mode_with_its_lessons(qtbot, settings: Settings, errors: list[str]) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.play.mode import PlayMode

    w = MainWindow(settings, "en")
    qtbot.addWidget(w)
    w.register_mode(PlayMode())
    w.show()
    open_start_file(w, settings, [])
    # The board is painted first; the game is built right after.
    qtbot.waitUntil(lambda: isinstance(w.active_mode(), PlayMode))
    mode = w.active_mode()
    assert isinstance(mode, PlayMode)
    assert mode.game is not None and mode.game.state.turn == 1
    assert mode.lessons.isVisibleTo(w)
    # The first lesson in sight, not a grey hand-over cover over it.
    assert mode.lessons.title.text() == "1. Moving"
    assert not mode.cover.isVisible()


@pytest.mark.parametrize("argument", [str(TUTORIAL), "scenarios/tutorial.json"])
def test_the_readme_command_opens_the_tutorial_in_play_with_its_first_lesson(
    qtbot, settings: Settings, errors: list[str], monkeypatch, argument: str
) -> None:  # type: ignore[no-untyped-def]
    """`hexstudio scenarios/tutorial.json`, the README's first command, in whatever mode was last used."""
    from hexstudio.play.mode import PlayMode

    monkeypatch.chdir(TUTORIAL.parent.parent)
    w = _shown_in_the_viewer(qtbot, settings)
    open_start_file(w, settings, [argument])
    qtbot.waitUntil(lambda: isinstance(w.active_mode(), PlayMode))
    mode = w.active_mode()
    assert isinstance(mode, PlayMode)
    assert mode.lessons.title.text() == "1. Moving" and not mode.cover.isVisible()
    # A battle without lessons opens in the mode the user was in.
    settings.set_mode("view")
    w2 = MainWindow(settings, "en")
    qtbot.addWidget(w2)
    w2.register_mode(PlayMode())
    open_start_file(w2, settings, [str(TUTORIAL.parent / "sicily.json")])
    assert w2.active_mode() is not None and w2.active_mode().id == "view"
