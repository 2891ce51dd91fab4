"""Battle Design ▸ Balance Test…: started from the editor, followed, cancelled, and the
partial result shown -- with the window answering throughout."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from editor_fixtures import editor_window, open_editor, tutorial_copy
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from hexstudio.balance import store
from hexstudio.balance.store import OutputPaths
from hexstudio.balanceview.dialog import BalanceResultDialog, BalanceTestDialog

SHOTS = os.environ.get("HEXSTUDIO_SHOTS")  # a folder to keep screenshots in, when looking at them by hand


def _shot(widget, name: str) -> None:  # type: ignore[no-untyped-def]
    if SHOTS:
        widget.grab().save(str(Path(SHOTS) / name))


def test_a_balance_test_runs_from_battle_design_and_cancel_keeps_the_finished_games(qtbot, monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = editor_window(qtbot, monkeypatch, (1280, 720))
    mode = open_editor(window, tutorial_copy(tmp_path))
    button = mode.balance_button
    # In a 1280x720 window Battle Design starts closed; its toolbar button opens it.
    if not button.isVisible():
        mode.design_action.trigger()
        qtbot.waitUntil(button.isVisible, timeout=5_000)
    assert button.isVisible() and button.window() is window, "the button sits in the Battle Design dock"
    assert mode.balance_action in mode._menu.actions()
    button.click()
    dlg = mode.balance_dialog
    assert isinstance(dlg, BalanceTestDialog) and dlg.isVisible()
    dlg.games.setValue(8)
    assert dlg.progress.maximum() == 8 and dlg.progress.value() == 0, "the bar counts the games asked for"
    for box in dlg.levels.values():
        box.setCurrentIndex(box.findData("recruit"))
    dlg.jobs.setValue(1)
    dlg.max_turns.setValue(1)
    out = tmp_path / "reports" / "tutorial.html"
    dlg.output.setText(str(out))
    _shot(dlg, "balance_dialog.png")

    # The window keeps answering while the games are played: a timer on the GUI
    # thread keeps ticking (a blocked event loop would starve it).
    ticks = []
    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    dlg.start_button.click()
    assert dlg.running() and not dlg.games.isEnabled()
    qtbot.waitUntil(lambda: dlg.progress.value() >= 1, timeout=240_000)
    assert len(ticks) > 5
    status = dlg.status.text()
    assert "of 8 games" in status and "wins:" in status and "%" in status
    _shot(dlg, "balance_progress.png")
    dlg.cancel_button.click()
    assert "finished games are kept" in dlg.status.text()
    qtbot.waitUntil(lambda: dlg.result_dialog is not None, timeout=120_000)
    timer.stop()
    result = dlg.result_dialog
    assert isinstance(result, BalanceResultDialog) and result.isVisible()
    done = result.summary["run"]["games"]
    assert 1 <= done < 8, "cancelled before the end, with the finished games kept"
    assert f"{done} of 8 games played" in result.details.text() and "stopped early" in result.details.text()
    assert "95% CI" in result.verdict.text() and f"of {done} {'game' if done == 1 else 'games'} at level Recruit" in result.verdict.text()
    assert len(result.chart_widgets) >= 3
    paths = OutputPaths.of(out)
    assert paths.html.exists() and paths.summary.exists()
    assert len(store.read(paths.games).games) == done
    assert "Close" in dlg.cancel_button.text() and dlg.start_button.isEnabled()
    opened = []
    monkeypatch.setattr("hexstudio.balanceview.dialog.QDesktopServices.openUrl", lambda url: opened.append(url) or True)
    result.open_button.click()
    assert opened and opened[0].toLocalFile() == str(paths.html)
    _shot(result, "balance_result.png")
    result.close()
    dlg.close()
    QApplication.processEvents()


def test_the_balance_test_is_refused_while_the_scenario_has_errors(qtbot, monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = editor_window(qtbot, monkeypatch, (1280, 720))
    mode = open_editor(window, tutorial_copy(tmp_path))
    shown = []
    monkeypatch.setattr(window, "show_error", lambda text, details: shown.append(text))
    broken = mode.document.scenario.model_copy(deep=True)
    broken.setup[0].hex = "9999"
    mode.document.scenario = broken
    from hexstudio.balanceview.dialog import open_balance_test

    assert open_balance_test(mode) is None
    assert shown and "errors" in shown[0]


pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
