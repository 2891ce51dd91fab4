"""The start screen: bundled battles (broken ones shown with their error) and recent files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from hexstudio.app.i18n import install_translators
from hexstudio.app.settings import Settings
from hexstudio.app.startscreen import BROKEN_ROLE, PATH_ROLE, StartScreen
from hexstudio.paths import scenarios_dir

TUTORIAL = scenarios_dir() / "tutorial.json"


@pytest.fixture(autouse=True)
def english(qapp):  # type: ignore[no-untyped-def]
    # English plural forms ("25 units") come from the plural-only catalogue.
    t = install_translators(qapp, "en")
    yield t
    t.remove()


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    return Settings()


def texts(widget) -> list[str]:  # type: ignore[no-untyped-def]
    return [widget.item(i).text() for i in range(widget.count())]


def test_lists_the_tutorial(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    screen = StartScreen(settings, "en")
    qtbot.addWidget(screen)
    shown = texts(screen.bundled_list)
    tutorial = next(t for t in shown if "Crossing the Serra River" in t)
    assert "16 × 12 hexes" in tutorial
    assert "25 units" in tutorial


def test_title_in_the_ui_language(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    screen = StartScreen(settings, "pt_BR")
    qtbot.addWidget(screen)
    assert any("A Travessia do Rio Serra" in t for t in texts(screen.bundled_list))


def test_broken_bundled_file_is_shown_with_its_error(
    qtbot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "scenarios"
    folder.mkdir()
    shutil.copy(TUTORIAL, folder / "tutorial.json")
    (folder / "broken.json").write_text('{"schema_version": 1, "id": "x"}', encoding="utf-8")
    monkeypatch.setenv("HEXSTUDIO_SCENARIOS", str(folder))
    screen = StartScreen(settings, "en")
    qtbot.addWidget(screen)
    assert screen.bundled_list.count() == 2
    assert screen.bundled_list.item(0).data(PATH_ROLE).endswith("tutorial.json")  # the tutorial comes first
    broken = screen.bundled_list.item(1)
    assert broken.data(PATH_ROLE).endswith("broken.json")
    assert "Cannot be opened" in broken.text()
    assert "info" in broken.data(BROKEN_ROLE)  # the report names the missing field by its JSON path


def test_a_broken_bundled_file_is_explained_in_portuguese(
    qtbot, qapp, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "notes.json").write_text('{"title": "my notes"}', encoding="utf-8")
    (folder / "half.json").write_text('{"schema_version": 1, "id": "x", "map": {"columns": 5000}}', encoding="utf-8")
    monkeypatch.setenv("HEXSTUDIO_SCENARIOS", str(folder))
    t = install_translators(qapp, "pt_BR")
    try:
        screen = StartScreen(settings, "pt_BR")
        qtbot.addWidget(screen)
        shown = {screen.bundled_list.item(i).data(PATH_ROLE).rsplit("/", 1)[-1]: screen.bundled_list.item(i) for i in range(2)}
        notes = shown["notes.json"]
        assert "schema_version: não existe: isto não parece um cenário" in notes.text(), notes.text()
        assert "is missing" not in notes.data(BROKEN_ROLE)
        half = shown["half.json"].data(BROKEN_ROLE)
        assert "map.columns: o valor deve ser menor ou igual a 400" in half, half
        assert "Input should" not in half and "is required" not in half
    finally:
        t.remove()


def test_double_click_or_enter_asks_to_open(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    screen = StartScreen(settings, "en")
    qtbot.addWidget(screen)
    screen.show()
    item = next(
        screen.bundled_list.item(i)
        for i in range(screen.bundled_list.count())
        if screen.bundled_list.item(i).data(PATH_ROLE) == str(TUTORIAL)
    )
    screen.bundled_list.setCurrentItem(item)
    screen.bundled_list.setFocus()
    with qtbot.waitSignal(screen.openRequested) as sig:
        qtbot.keyClick(screen.bundled_list, Qt.Key.Key_Return)
    assert sig.args == [str(TUTORIAL)]


def test_recent_files_missing_ones_greyed_and_removable(qtbot, settings: Settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    present = tmp_path / "here.json"
    present.write_text("{}")
    settings.add_recent_file(tmp_path / "gone.json")
    settings.add_recent_file(present)
    screen = StartScreen(settings, "en")
    qtbot.addWidget(screen)
    shown = texts(screen.recent_list)
    assert shown[0].startswith("here.json")
    assert "file not found" in shown[1]
    assert screen.recent_list.item(1).data(BROKEN_ROLE) == "missing"
    screen.recent_list.setCurrentRow(1)
    screen.remove_selected_recent()
    assert [Path(x).name for x in settings.recent_files()] == ["here.json"]
    assert screen.recent_list.count() == 1


def test_empty_recent_list_says_so(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    screen = StartScreen(settings, "en")
    qtbot.addWidget(screen)
    assert screen.recent_list.isHidden()
    assert not screen.empty_recent.isHidden()
