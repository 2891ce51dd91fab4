"""The main window: opening files (good and broken), recent files, zoom keys, modes, geometry."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QColor, QDropEvent, QImage
from PySide6.QtWidgets import QDockWidget, QFileDialog, QLabel, QMessageBox

from hexstudio.app.document import Document
from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import BOARD_PAGE, START_PAGE, MainWindow
from hexstudio.app.modes import Mode, ViewMode
from hexstudio.app.settings import Settings
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.io import load_scenario

TUTORIAL = scenarios_dir() / "tutorial.json"


@pytest.fixture(autouse=True)
def english(qapp):  # type: ignore[no-untyped-def]
    t = install_translators(qapp, "en")
    yield t
    t.remove()


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    # Only the tutorial on the start screen: every bundled battle would cost a load and a thumbnail per window.
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    shutil.copy(TUTORIAL, bundled / "tutorial.json")
    monkeypatch.setenv("HEXSTUDIO_SCENARIOS", str(bundled))
    return Settings()


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every message box shown, as its text and informative text, instead of blocking."""
    shown: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        shown.append(f"{box.text()}\n{box.informativeText()}")
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return shown


@pytest.fixture
def window(qtbot, settings: Settings, errors: list[str]) -> MainWindow:  # type: ignore[no-untyped-def]
    w = MainWindow(settings, "en")
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w)
    return w


def broken_copy(tmp_path: Path) -> Path:
    data = json.loads(TUTORIAL.read_text(encoding="utf-8"))
    data["units"][0]["full"]["attack"] = "lots"
    out = tmp_path / "broken.json"
    out.write_text(json.dumps(data), encoding="utf-8")
    return out


def test_starts_on_the_start_screen(window: MainWindow) -> None:
    assert window.pages.currentIndex() == START_PAGE
    assert window.windowTitle() == "hexstudio"
    assert not window._save_as_action.isEnabled()
    assert window.map_display_dock.isHidden()


def test_open_file_shows_the_board(window: MainWindow, settings: Settings) -> None:
    assert window.open_file(str(TUTORIAL))
    assert window.pages.currentIndex() == BOARD_PAGE
    assert window.board_view is not None and window.board_view.scene() is window.board_scene
    assert window.board_view.isVisible()
    assert "Crossing the Serra River" in window.windowTitle()
    assert len(window.board_scene.placements()) > 0  # the set-up counters are on the map
    assert Settings(settings.path).recent_files()[0] == str(TUTORIAL)
    assert window.start_screen.recent_list.count() == 1


def test_a_file_opened_is_read_once(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Telling a saved game from a scenario and checking the scenario use one reading
    of a small file (a start read the tutorial twice), to the same scenario."""
    from hexstudio.scenario import io as sio

    reads: list[str] = []
    real = sio.read_file_bytes

    def counted(path, max_bytes=None):  # type: ignore[no-untyped-def]
        reads.append(str(path))
        return real(path, max_bytes)

    monkeypatch.setattr(sio, "read_file_bytes", counted)
    assert window.open_file(TUTORIAL)
    assert reads == [str(TUTORIAL)]
    assert window.document is not None and window.document.scenario == load_scenario(TUTORIAL)


def test_broken_json_names_the_json_path_and_window_stays_usable(
    window: MainWindow, errors: list[str], tmp_path: Path
) -> None:
    assert not window.open_file(broken_copy(tmp_path))
    assert len(errors) == 1
    assert "broken.json" in errors[0]
    assert "units[0].full.attack" in errors[0]
    assert window.pages.currentIndex() == START_PAGE
    assert window.document is None
    assert window.open_file(TUTORIAL)
    assert window.pages.currentIndex() == BOARD_PAGE


def test_not_json_at_all(window: MainWindow, errors: list[str], tmp_path: Path) -> None:
    bad = tmp_path / "notes.json"
    bad.write_text("{ this is not json", encoding="utf-8")
    assert not window.open_file(bad)
    assert "not valid JSON" in errors[0] and "line 1" in errors[0]


def test_a_failed_open_keeps_the_scenario_that_was_open(window: MainWindow, errors: list[str], tmp_path: Path) -> None:
    window.open_file(TUTORIAL)
    scene = window.board_scene
    assert not window.open_file(broken_copy(tmp_path))
    assert window.board_scene is scene
    assert window.pages.currentIndex() == BOARD_PAGE


def test_missing_recent_file_is_reported_and_dropped(
    window: MainWindow, settings: Settings, errors: list[str], tmp_path: Path
) -> None:
    gone = tmp_path / "gone.json"
    settings.add_recent_file(gone)
    assert not window.open_file(gone)
    assert "cannot open the file" in errors[0]
    assert settings.recent_files() == []


def test_close_returns_to_the_start_screen(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.open_file(TUTORIAL)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentIndex() == START_PAGE
    assert window.document is None and window.board_view is None
    assert window.windowTitle() == "hexstudio"


def test_zoom_keys(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.open_file(TUTORIAL)
    window.zoom_fit()
    fitted = window.board_view.zoom()
    assert window.zoom_status.text() == f"Zoom: {round(fitted * 100)}%"
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    bigger = window.board_view.zoom()
    assert bigger > fitted
    assert window.zoom_status.text() == f"Zoom: {round(bigger * 100)}%"
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert window.board_view.zoom() < bigger
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert window.board_view.zoom() == pytest.approx(fitted, rel=0.02)


def test_hover_shows_the_hex_in_the_status_bar(window: MainWindow) -> None:
    window.open_file(TUTORIAL)
    scene = window.board_scene
    porto = scene.grid.parse("0204")
    window.board_view.hexHovered.emit(porto)
    assert window.hex_status.text().startswith("0204 Porto Serra")
    window.board_view.hexHovered.emit(None)
    assert window.hex_status.text() == ""


class _Clock:
    """Stands in for the window's hover clock: how long since the line was last written."""

    def __init__(self, since: int) -> None:
        self.since = since

    def isValid(self) -> bool:  # QElapsedTimer's name
        return True

    def elapsed(self) -> int:
        return self.since

    def start(self) -> None:
        self.since = 0


def test_hover_line_is_written_at_most_once_a_frame(window: MainWindow, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A drag crossing hexes every few milliseconds: the line is worked out once a
    frame, for the hex the mouse is on by then, never for the ones it passed."""
    window.open_file(TUTORIAL)
    grid = window.board_scene.grid
    asked: list[str] = []
    real = window.describe_hex
    monkeypatch.setattr(window, "describe_hex", lambda h: (asked.append(grid.label(h)), real(h))[1])
    clock = _Clock(since=1000)
    monkeypatch.setattr(window, "_hover_clock", clock)
    window.board_view.hexHovered.emit(grid.parse("0204"))
    assert asked == ["0204"] and window.hex_status.text().startswith("0204 Porto Serra")
    # Within the same frame: nothing worked out yet, the line still shows the first hex.
    for label in ("0304", "0404", "0504"):
        window.board_view.hexHovered.emit(grid.parse(label))
    assert asked == ["0204"] and window.hex_status.text().startswith("0204")
    qtbot.waitUntil(lambda: window.hex_status.text().startswith("0504"))
    assert asked == ["0204", "0504"]
    # Leaving the board clears the line at once, and nothing is written after.
    window.board_view.hexHovered.emit(grid.parse("0604"))
    window.board_view.hexHovered.emit(None)
    assert window.hex_status.text() == ""
    qtbot.wait(40)
    assert window.hex_status.text() == "" and asked == ["0204", "0504"]


def test_hover_line_never_lays_out_the_status_bar(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The line's size does not follow its text (no relayout of the status bar at
    every mouse move); a text too long for it is cut with an ellipsis, kept whole
    for its tooltip, and drawn as it is."""
    window.open_file(TUTORIAL)
    line = window.hex_status
    hint = line.sizeHint()
    minimum = window.minimumSizeHint()
    long_text = "0204 <b>Porto</b> Serra — " + "city, " * 200 + "end"
    line.setText(long_text)
    assert line.sizeHint() == hint and window.minimumSizeHint() == minimum
    assert line.text() == long_text
    shown = line.shown_text()
    assert shown.endswith("…") and long_text.startswith(shown[:-1]) and len(shown) < len(long_text)
    line.setText("0204")
    assert line.shown_text() == "0204"


def test_view_mode_details_follow_clicks(window: MainWindow) -> None:
    window.open_file(TUTORIAL)
    mode = window.active_mode()
    assert isinstance(mode, ViewMode)
    hex_with_units = next(iter(window.board_scene.placements()))
    window.board_view.hexClicked.emit(hex_with_units, Qt.MouseButton.LeftButton)
    text = mode.details_text()
    assert window.board_scene.grid.label(hex_with_units) in text
    assert "units:" in text


def test_hex_labels_toggle(window: MainWindow, settings: Settings) -> None:
    window.open_file(TUTORIAL)
    window._show_labels_action.trigger()
    assert window.board_scene.show_labels is False
    assert window.map_display.labels_check.isChecked() is False
    assert Settings(settings.path).show_hex_labels() is False
    window.map_display.labels_check.setChecked(True)
    assert window.board_scene.show_labels is True
    assert window._show_labels_action.isChecked()


def test_geometry_and_panels_saved_and_restored(qtbot, settings: Settings, errors: list[str]) -> None:  # type: ignore[no-untyped-def]
    w = MainWindow(settings, "en")
    qtbot.addWidget(w)
    w.show()
    w.resize(700, 520)  # the offscreen screen is 800 × 800; larger sizes are clamped
    w.open_file(TUTORIAL)
    w.map_display_dock.close()
    size = (w.width(), w.height())
    assert size != (1200, 800)  # not the default size
    w.close()
    again = MainWindow(Settings(settings.path), "en")
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == size
    again.show()
    again.open_file(TUTORIAL)
    assert again.map_display_dock.isHidden()  # the user closed it; it stays closed


def test_save_as_writes_a_loadable_copy(window: MainWindow, settings: Settings, tmp_path: Path) -> None:
    window.open_file(TUTORIAL)
    target = tmp_path / "out" / "my battle.json"
    target.parent.mkdir()
    assert window.save_to(target)
    assert load_scenario(target) == window.document.scenario
    assert window.document.path == target
    assert settings.recent_files()[0] == str(target)


def test_new_from_scenario_is_an_untitled_copy(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.new_from_file(TUTORIAL)
    assert window.document.path is None
    assert "unsaved copy" in window.windowTitle()
    target = tmp_path / "copy"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.save()
    assert window.document.path == tmp_path / "copy.json"
    assert (tmp_path / "copy.json").is_file()
    assert "unsaved copy" not in window.windowTitle()


def test_save_error_is_reported(window: MainWindow, errors: list[str], tmp_path: Path) -> None:
    window.open_file(TUTORIAL)
    assert not window.save_to(tmp_path / "no such folder" / "x.json")
    assert "Could not save x.json" in errors[0]


def test_unsaved_changes_asked_before_closing(window: MainWindow, errors: list[str]) -> None:
    window.open_file(TUTORIAL)
    window.set_modified(True)
    assert window.isWindowModified()
    # The fake message box answers Ok, which is neither Save nor Discard: cancel.
    assert not window.close_document()
    assert window.document is not None
    assert "unsaved changes" in errors[0]


class RecordingMode:
    id = "record"

    def __init__(self) -> None:
        self.calls: list[str] = []

    def title(self) -> str:
        return "Record"

    def activate(self, window: MainWindow, document: Document) -> None:
        self.calls.append(f"activate {document.scenario.id}")

    def deactivate(self, window: MainWindow) -> None:
        self.calls.append("deactivate")


def test_modes_switch_and_clean_up(window: MainWindow, settings: Settings) -> None:
    extra = RecordingMode()
    assert isinstance(extra, Mode)
    window.register_mode(extra)
    assert [a.text() for a in window.mode_menu.actions()] == ["View", "Record"]
    window.open_file(TUTORIAL)
    view = window.active_mode()
    assert isinstance(view, ViewMode) and view.details_text()
    window.set_mode("record")
    assert window.active_mode() is extra
    assert extra.calls == ["activate tutorial-rio-serra"]
    assert view.details_text() == ""  # the viewer's dock is gone
    assert settings.mode() == "record"
    window.close_document()
    assert extra.calls == ["activate tutorial-rio-serra", "deactivate"]
    with pytest.raises(ValueError, match="already registered"):
        window.register_mode(RecordingMode())


class SlowMode(RecordingMode):
    """A mode whose set-up lets the event loop turn (as Play does while it prepares the
    game) and, meanwhile, is asked for again and for the viewer (a timer, a restored choice)."""

    id = "slow"

    def __init__(self, asked: list[str]) -> None:
        super().__init__()
        self.asked = asked

    def title(self) -> str:
        return "Slow"

    def activate(self, window: MainWindow, document: Document) -> None:
        self.calls.append(f"activate {document.scenario.id}")
        for mode_id in self.asked:
            window.set_mode(mode_id)


def test_a_mode_asked_for_while_one_is_being_set_up_waits_for_it(window: MainWindow) -> None:
    slow = SlowMode(["slow"])
    window.register_mode(slow)
    window.open_file(TUTORIAL)
    window.set_mode("slow")
    # Asked for again during its own set-up: set up once, not twice (its panels twice over).
    assert slow.calls == ["activate tutorial-rio-serra"]
    assert window.active_mode() is slow
    # Another mode asked for during the set-up comes right after it, once.
    window.set_mode("view")
    slow.asked = ["slow", "view"]
    window.set_mode("slow")
    assert slow.calls == ["activate tutorial-rio-serra", "deactivate", "activate tutorial-rio-serra", "deactivate"]
    assert isinstance(window.active_mode(), ViewMode)


def test_scenario_information_shows_provenance(window: MainWindow) -> None:
    window.open_file(TUTORIAL)
    window.show_scenario_info()
    html = window._info_dialog.browser.toPlainText()
    window._info_dialog.close()
    assert "Crossing the Serra River" in html
    assert "Original scenario made for hexstudio" in html
    assert "invented, not from the book" in html
    assert "25 units" in html


def test_board_scan_opacity_reaches_the_scene(window: MainWindow, tmp_path: Path) -> None:
    # A scenario with a missing scan: the board reports it as a warning instead of failing.
    data = json.loads(TUTORIAL.read_text(encoding="utf-8"))
    data["map"]["background"] = {"path": "scan.png", "opacity": 0.4}
    f = tmp_path / "scan.json"
    f.write_text(json.dumps(data), encoding="utf-8")
    assert window.open_file(f)
    assert window.map_display.opacity.value() == 40
    assert window.board_scene.warnings
    # With the scan present, the slider drives the scan's opacity on the board.
    # Opacity here is a display setting: the scenario itself is not changed.
    img = QImage(64, 48, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    assert img.save(str(tmp_path / "scan.png"))
    assert window.open_file(f)
    assert not window.board_scene.warnings
    window.map_display.opacity.setValue(75)
    assert window.board_scene.background_item is not None
    assert window.board_scene.background_item.opacity() == pytest.approx(0.75)
    assert window.document.scenario.map.background.opacity == pytest.approx(0.4)


def test_recent_files_most_recent_first(window: MainWindow, tmp_path: Path) -> None:
    copy = tmp_path / "t.json"
    shutil.copy(TUTORIAL, copy)
    window.open_file(copy)
    window.open_file(TUTORIAL)
    assert [Path(x).name for x in window.settings.recent_files()] == ["tutorial.json", "t.json"]


def test_preferences_store_the_language(window: MainWindow, settings: Settings) -> None:
    window.show_preferences()
    dlg = window._prefs_dialog
    assert "restarted" in " ".join(label.text() for label in dlg.findChildren(QLabel))
    dlg.language.setCurrentIndex(dlg.language.findData("pt_BR"))
    dlg.accept()
    assert Settings(settings.path).language() == "pt_BR"


def test_dropping_a_file_opens_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(TUTORIAL))])
    event = QDropEvent(
        QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    window.dropEvent(event)
    qtbot.waitUntil(lambda: window.document is not None)
    assert window.pages.currentIndex() == BOARD_PAGE


def test_full_screen_toggle(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window._full_screen_action.trigger()
    qtbot.waitUntil(window.isFullScreen)
    window._full_screen_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_a_closed_mode_panel_stays_closed(qtbot, settings: Settings, errors: list[str]) -> None:  # type: ignore[no-untyped-def]
    w = MainWindow(settings, "en")
    qtbot.addWidget(w)
    w.show()
    w.open_file(TUTORIAL)
    details = w.findChild(QDockWidget, "view.hexdetails")
    assert details is not None and not details.isHidden()
    details.close()
    w.close()
    again = MainWindow(Settings(settings.path), "en")
    qtbot.addWidget(again)
    again.show()
    again.open_file(TUTORIAL)
    details = again.findChild(QDockWidget, "view.hexdetails")
    assert details is not None and details.isHidden()
    details.toggleViewAction().trigger()  # View ▸ Panels brings it back
    assert not details.isHidden()


def test_about_names_the_version(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(f"{title}\n{text}"))
    window.show_about()
    from hexstudio import __version__

    assert "About hexstudio" in shown[0] and __version__ in shown[0]
