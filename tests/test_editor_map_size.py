"""The map's size in the Battle Design form: a number too large is refused
naming the limit; a size whose hex numbers need more digits says to change
the numbering; a refused order-of-battle value is not left in its cell."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_fixtures import editor_window, open_editor, tutorial_copy
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from hexstudio.scenario import edits as E


def _type(spin, text: str) -> None:  # type: ignore[no-untyped-def]
    spin.setFocus()
    spin.lineEdit().selectAll()
    QTest.keyClicks(spin, text)
    QTest.keyClick(spin, Qt.Key.Key_Return)


def test_map_columns_beyond_the_limit_are_refused_by_name(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    w = editor_window(qtbot, monkeypatch, (1600, 1000))
    mode = open_editor(w, tutorial_copy(tmp_path))
    mode.design.show_tab("map")
    form = mode.design.scenario_forms[2]
    columns = form.widgets["columns"]
    _type(columns, "99999999")
    s = w.document.scenario
    assert s.map.columns == 16 and columns.value() == 16  # not 99
    assert "99999999" in form.error.text() and "400" in form.error.text(), form.error.text()
    assert mode.session.stack.count() == 0


def test_a_size_needing_longer_hex_numbers_says_to_renumber(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    w = editor_window(qtbot, monkeypatch, (1600, 1000))
    mode = open_editor(w, tutorial_copy(tmp_path))
    mode.design.show_tab("map")
    form = mode.design.scenario_forms[2]
    _type(form.widgets["columns"], "400")
    text = form.error.text()
    assert w.document.scenario.map.columns == 16
    assert "Change Hex Numbering" in text and "3 digits" in text, text
    assert "is not a hex label" not in text
    # Renumbered with three digits first, the map takes 400 columns.
    s = w.document.scenario
    assert mode.push(E.relabel_scenario(s, {"separator": "", "first_column": 1, "first_row": 1, "digits": 3, "zero_pad": True}))
    mode.design.refresh()
    _type(form.widgets["columns"], "400")
    assert s.map.columns == 400, form.error.text()


def test_edit_refusals_read_in_portuguese(qtbot, qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.app.i18n import install_translators

    t = install_translators(qapp, "pt_BR")
    try:
        w = editor_window(qtbot, monkeypatch, (1600, 1000))
        mode = open_editor(w, tutorial_copy(tmp_path))
        mode.design.show_tab("map")
        form = mode.design.scenario_forms[2]
        _type(form.widgets["columns"], "400")
        assert "Numeração" in form.error.text(), form.error.text()
        # pydantic's own sentences ("Input should be ...") come through in Portuguese too.
        problem = mode.design.pusher.set(("map", "orientation"), "round")
        assert problem is not None and "Input should" not in problem and "deve ser" in problem, problem
    finally:
        t.remove()
