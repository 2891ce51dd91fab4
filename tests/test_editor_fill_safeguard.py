"""The Fill tool's safeguard: the area is outlined before it is painted, and
a fill larger than the user's limit (Preferences) is painted only when confirmed."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_fixtures import editor_window, open_editor, tutorial_copy
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from hexstudio.app.dialogs import PreferencesDialog
from hexstudio.app.settings import FILL_CONFIRM_ABOVE, Settings
from hexstudio.editor.tools import PREVIEW_KEY
from hexstudio.scenario import edits as E


def _press_release(window, label: str, between=None):  # type: ignore[no-untyped-def]
    view, g = window.board_view, window.board_scene.grid
    at = QPointF(*g.center(g.parse(label)))
    view.centerOn(at)
    p = view.mapFromScene(at)
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    if between is not None:
        between()
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)


def test_a_large_fill_is_outlined_and_asked_about(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    w = editor_window(qtbot, monkeypatch, (1400, 900))
    mode = open_editor(w, tutorial_copy(tmp_path))
    s = w.document.scenario
    w.settings.set_fill_confirm_above(10)
    region = E.flood_fill(s, "0503")  # the open ground around 0503
    assert len(region) > 10
    answers: list[bool] = []
    asked: list[tuple[int, str | None]] = []

    def confirm(count: int, terrain: str | None) -> bool:
        # While the question is up, the area it would paint is outlined on the map.
        outlined = w.board_scene._highlights.get(PREVIEW_KEY)
        assert outlined is not None and {g for g in outlined.hexes} == {w.board_scene.grid.parse(x) for x in region}
        asked.append((count, terrain))
        return answers.pop(0)

    monkeypatch.setattr(mode, "confirm_fill", confirm)
    mode.ctx.confirm_fill = confirm
    mode.ctx.set_terrain("forest")
    mode.set_tool("fill")
    before = s.model_copy(deep=True)

    def outlined_while_pressed() -> None:
        assert PREVIEW_KEY in w.board_scene.highlight_keys()

    answers.append(False)
    _press_release(w, "0503", outlined_while_pressed)
    assert asked == [(len(region), "forest")]
    assert s == before and mode.session.stack.count() == 0  # cancelled: nothing painted
    assert PREVIEW_KEY not in w.board_scene.highlight_keys()
    answers.append(True)
    _press_release(w, "0503")
    assert all(E.terrain_at(s, x) == "forest" for x in region)
    assert mode.session.stack.count() == 1


def test_a_fill_within_the_limit_is_painted_without_a_question(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    w = editor_window(qtbot, monkeypatch, (1400, 900))
    mode = open_editor(w, tutorial_copy(tmp_path))
    s = w.document.scenario
    mode.ctx.confirm_fill = lambda count, terrain: pytest.fail("asked about a small fill")
    region = E.flood_fill(s, "0101")  # the sea strip
    w.settings.set_fill_confirm_above(len(region))
    mode.ctx.set_terrain("mangrove")
    mode.set_tool("fill")
    _press_release(w, "0101")
    assert all(E.terrain_at(s, x) == "mangrove" for x in region)


def test_the_limit_is_a_preference(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    settings = Settings()
    assert settings.fill_confirm_above() == FILL_CONFIRM_ABOVE
    d = PreferencesDialog(settings)
    qtbot.addWidget(d)
    d.show()
    assert d.fill_limit.value() == FILL_CONFIRM_ABOVE
    d.fill_limit.setFocus()
    d.fill_limit.lineEdit().selectAll()
    QTest.keyClicks(d.fill_limit, "99999999")
    d.accept()  # refused: the box says its limit and stays open
    assert settings.fill_confirm_above() == FILL_CONFIRM_ABOVE and "at most" in d.message.text()
    d.fill_limit.setValue(12)
    d.accept()
    assert Settings().fill_confirm_above() == 12
