"""Shared test hygiene."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

# Every query of every game in the suite checks that it leaves the state as
# it found it (engine/readonly.py): a rule whose check writes into the state
# fails the first test that asks it. (Read when a Game is built.)
os.environ["HEXSTUDIO_CHECK_QUERIES"] = "1"


@pytest.fixture(autouse=True)
def _user_folders_in_tmp(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings, recent files, autosaves, saved games and cached thumbnails of a
    test never touch the real user's folders (an autosave left there would make
    the next game offer to resume it). A test may still point them elsewhere itself."""
    base = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(base / "config"))
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(base / "data"))
    monkeypatch.setenv("HEXSTUDIO_DOCUMENTS_DIR", str(base / "documents"))
    monkeypatch.setenv("HEXSTUDIO_CACHE_DIR", str(base / "cache"))


@pytest.fixture(autouse=True)
def _collector_on_the_gui_thread(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test with the Qt application collects on the GUI thread only, as the
    application does (``hexstudio/app/collector.py``): a collection in a worker's
    thread (the editor's check) that freed a Qt object hung a test run twice.
    Afterwards, one last pass on this thread and the automatic collector again
    (the headless tests' objects are many)."""
    if not {"qapp", "qtbot"} & set(request.fixturenames):
        yield
        return
    request.getfixturevalue("qapp")
    from hexstudio.app import collector

    was = collector.installed()
    collector.install()
    try:
        yield
    finally:
        if not was:
            collector.uninstall()


@pytest.fixture(autouse=True)
def _hide_windows_left_open() -> Iterator[None]:
    """Hide every top-level window a test leaves on screen.

    Offscreen Qt delivers a simulated mouse move to whatever window lies at
    that screen position, so a window left open by one test would swallow
    the hover events of the next. Hiding (not closing) cannot open an
    "unsaved changes?" question.
    """
    yield
    try:
        from PySide6.QtWidgets import QApplication
    except ImportError:  # the headless tests do not need Qt
        return
    app = QApplication.instance()
    if app is None:
        return
    for w in QApplication.topLevelWidgets():
        if w.isVisible():
            w.hide()
    app.processEvents()
