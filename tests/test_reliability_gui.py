"""Issue 16 in the window: every save that fails says so and loses nothing,
Load Game explains a file it refuses, a scan is decoded at import, a big
file opens with progress."""

from __future__ import annotations

import json
import os
import struct
import zlib
from pathlib import Path

import pytest
from editor_fixtures import editor_window, open_editor, tutorial_copy
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog

from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.engine.save import save_data
from hexstudio.engine.selfplay import random_game
from hexstudio.paths import scenarios_dir
from hexstudio.play.mode import PlayMode
from hexstudio.scenario.io import load_scenario


def png(width: int, height: int, rows: int | None = None) -> bytes:
    """A grey PNG; ``rows`` fewer than ``height`` makes a truncated image."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + b"\x80" * (width * 3) for _ in range(height if rows is None else rows))
    head = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


@pytest.fixture
def window(qtbot, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    return editor_window(qtbot, monkeypatch, (1280, 800))


@pytest.fixture
def errors(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(window, "show_error", lambda text, details: shown.append((text, details)))
    return shown


# --- 11. scans decoded at import ----------------------------------------------------


@pytest.mark.parametrize(("name", "data"), [
    ("truncated.png", png(300, 200)[:400]),
    ("bomb.png", png(50_000, 50_000, rows=1)),  # a tiny file claiming 50,000 x 50,000 pixels
])
def test_a_scan_that_does_not_decode_is_refused_at_import_with_a_dialog(
        window: MainWindow, errors: list, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, data: bytes) -> None:
    from hexstudio.editor import mode as editor_mode

    mode = open_editor(window, tutorial_copy(tmp_path))
    (tmp_path / name).write_bytes(data)
    monkeypatch.setattr(editor_mode.QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / name), ""))
    mode.import_scan_dialog()  # File chooser, then the box: the header alone would have passed
    assert errors and name in errors[-1][1] and name in mode.scan_problem
    assert window.document.scenario.map.background is None and not window.isWindowModified()


def test_a_good_scan_is_decoded_once(window: MainWindow, errors: list, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QImageReader

    mode = open_editor(window, tutorial_copy(tmp_path))
    (tmp_path / "scan.png").write_bytes(png(320, 240))
    reads = 0
    real = QImageReader.read

    def counting(self: QImageReader) -> object:
        nonlocal reads
        reads += 1
        return real(self)

    monkeypatch.setattr(QImageReader, "read", counting)
    assert mode.import_scan(tmp_path / "scan.png") and not errors
    assert window.board_scene.background_item is not None and reads == 1


# --- 3. every save error said, nothing lost ---------------------------------------------


def _unsavable_units(window: MainWindow) -> None:
    s = window.document.scenario
    units = list(s.units)
    units[0] = units[0].model_copy(update={"name": "x\ud800"})
    window.document.scenario = s.model_copy(update={"units": units})


def test_save_as_of_unsavable_text_shows_a_dialog_and_keeps_the_old_file(window: MainWindow, errors: list, tmp_path: Path) -> None:
    path = tutorial_copy(tmp_path)
    before = path.read_bytes()
    open_editor(window, path)
    _unsavable_units(window)
    assert not window.save_to(path)
    assert errors and "units[0].name" in errors[-1][1]
    assert path.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_editor_autosave_of_unsavable_text_is_said_not_raised(window: MainWindow, tmp_path: Path) -> None:
    mode = open_editor(window, tutorial_copy(tmp_path))
    _unsavable_units(window)
    mode._dirty = True
    mode.session.is_modified = lambda: True  # type: ignore[method-assign]
    assert mode.autosave_now() is None
    assert "recovery copy" in window.statusBar().currentMessage()


@pytest.fixture
def player(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    mode = PlayMode()
    mode._pending_seed = 0
    w.register_mode(mode)
    monkeypatch.setattr(mode, "inform", lambda title, text: told.append((title, text)))
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    assert w.open_file(scenarios_dir() / "tutorial.json")
    w.set_mode("play")
    return w, mode, told


def test_play_save_and_autosave_failures_are_said_and_the_move_stands(player, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _w, mode, told = player
    from hexstudio.engine import save as save_module
    from hexstudio.play import session as session_module

    def full_disk(*a, **k):  # type: ignore[no-untyped-def]
        raise OSError(28, "No space left on device")

    old = tmp_path / "game.json"
    old.write_text("old game", encoding="utf-8")
    monkeypatch.setattr(save_module, "atomic_write_text", full_disk)
    assert not mode.save_game(old)
    assert told and "No space left" in told[-1][1] and old.read_text(encoding="utf-8") == "old game"
    # Autosave fails after a move: the move is played, the status line says why.
    monkeypatch.setattr(session_module, "save_game", lambda *a, **k: (_ for _ in ()).throw(ValueError("unsavable")))
    mode.cover.lift()
    n = len(mode.game.actions())
    from hexstudio.engine.actions import EndPhase

    assert mode.apply(EndPhase())
    assert len(mode.game.actions()) == n + 1
    assert mode.session.last_autosave_error == "unsavable"


# --- 5. Load Game explains what it refuses -------------------------------------------------


@pytest.mark.parametrize("where", ["fifo", "/dev/zero", "nul", "folder"])
def test_load_game_refusals_show_a_dialog(player, tmp_path: Path, where: str) -> None:  # type: ignore[no-untyped-def]
    _w, mode, told = player
    if where == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(tmp_path / "s.json")
        target = str(tmp_path / "s.json")
    elif where == "/dev/zero":
        if not Path("/dev/zero").exists():
            pytest.skip("no /dev/zero here")
        target = "/dev/zero"
    elif where == "nul":
        target = "a\x00b.json"
    else:
        target = str(tmp_path)
    game = random_game(load_scenario(scenarios_dir() / "tutorial.json"), 1, max_actions=3).game
    doc = save_data(game, scenario_path=target)
    save = tmp_path / "game.json"
    save.write_text(json.dumps(doc), encoding="utf-8")
    assert not mode.load_game(save)
    assert told and told[-1][0] == "Load Game"
    assert ("not a regular file" in told[-1][1]) or ("NUL" in told[-1][1])


# --- 11. a big file opens with progress ------------------------------------------------------


def test_a_big_file_is_read_off_the_gui_thread_with_progress(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    import threading

    from hexstudio.app import loading
    from hexstudio.scenario import io as sio

    threads: list[str] = []
    real = loading.load_scenario

    def watched(path: Path):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread().name)
        return real(path)

    monkeypatch.setattr(loading, "PROGRESS_BYTES", 0)  # every file is "big" here
    monkeypatch.setattr(loading, "load_scenario", watched)
    w = editor_window(qtbot, monkeypatch, (1280, 800))
    assert w.open_file(tutorial_copy(tmp_path))
    assert threads and threads[0] != threading.main_thread().name
    # A refused big file still says why.
    shown: list = []
    monkeypatch.setattr(w, "show_error", lambda text, details: shown.append(details))
    bad = tmp_path / "bad.json"
    bad.write_text('{"schema_version": 1}', encoding="utf-8")
    assert not w.open_file(bad)
    assert shown and "problem" in shown[-1]
    assert sio.MAX_FILE_BYTES == 32 * 1024 * 1024
    QApplication.processEvents()


def test_a_big_map_is_drawn_once_with_progress_when_opened(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.app import mainwindow
    from hexstudio.board.scene import BoardScene

    steps: list[tuple[int, int]] = []
    real = BoardScene.build_tiles

    def watched(scene: BoardScene, rect=None):  # type: ignore[no-untyped-def]
        for step in real(scene, rect):
            steps.append(step)
            yield step

    monkeypatch.setattr(mainwindow, "BIG_MAP_HEXES", 100)  # the tutorial's 192 hexes are "big" here
    monkeypatch.setattr(BoardScene, "build_tiles", watched)
    w = editor_window(qtbot, monkeypatch, (1280, 800))
    assert w.open_file(tutorial_copy(tmp_path))
    qtbot.waitUntil(lambda: bool(steps) and steps[-1][0] == steps[-1][1])  # once the map is fitted to the window
    total = steps[-1][1]
    assert [d for d, _ in steps] == list(range(1, total + 1)) and total > 1
    assert len(w.board_scene._cache._tiles) == total  # the first paint finds every hex it shows drawn
    assert w.findChild(QProgressDialog, "drawProgress") is None or not w.findChild(QProgressDialog, "drawProgress").isVisible()
