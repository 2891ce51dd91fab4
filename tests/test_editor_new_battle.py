"""File ▸ New Battle: a blank battle from the map's shape, sides and a catalogue."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_fixtures import editor_window
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from hexstudio.app.newbattle import NewBattleDialog
from hexstudio.editor.mode import EditorMode
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.blank import (
    NewBattleError,
    NewBattleSpec,
    SideSpec,
    catalogue_of,
    family_catalogue,
    new_battle,
    spec_problems,
)
from hexstudio.scenario.io import load_scenario, save_scenario
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.validate import check


def test_a_blank_battle_is_a_valid_scenario_with_the_shape_asked() -> None:
    spec = NewBattleSpec(
        "Monte Cassino",
        26,
        13,
        orientation="pointy",
        stagger="even",
        separator="-",
        first_column=10,
        first_row=5,
        sides=(SideSpec("Brasileiros", "#2e7d32"), SideSpec("Alemães", "#777777"), SideSpec("Partisans", "#aa3333")),
        turns=7,
        language="pt_BR",
    )
    s = new_battle(spec)
    assert check(s) == []
    assert (s.map.columns, s.map.rows, s.map.orientation, s.map.stagger) == (26, 13, "pointy", "even")
    g = grid_of(s.map)
    assert g.label(g.from_offset(0, 0)) == "10-05" and g.label(g.from_offset(25, 12)) == "35-17"
    assert spec.corner_labels() == ("10-05", "35-17")
    assert [x.id for x in s.sides] == ["brasileiros", "alemaes", "partisans"]
    assert s.sides[1].name == {"pt_BR": "Alemães"}
    assert next((n.id, n.side, n.color) for n in s.nationalities) == ("brasileiros", "brasileiros", "#2e7d32")
    assert len(s.turns.turns) == 7
    assert [(p.kind, p.side) for p in s.turns.sequence][:2] == [("movement", "brasileiros"), ("combat", "brasileiros")]
    assert s.units == [] and s.setup == [] and s.map.hexes == {} and s.tutorial == []
    # The family's catalogue: the Leyte book's terrain and tables.
    fam = family_catalogue()
    assert [t.id for t in s.terrain] == [t["id"] for t in fam["terrain"]]
    assert s.map.default_terrain == "open"
    assert s.crt.cells[0][0] == "DVB ARB" and s.bombardment is not None
    # Saved and loaded again, it is the same battle.
    assert load_scenario(_save(s)) == s


def _save(s, folder: Path | None = None) -> Path:  # type: ignore[no-untyped-def]
    import tempfile

    path = Path(folder or tempfile.mkdtemp()) / "b.json"
    save_scenario(s, path)
    return path


def test_each_new_battle_has_an_id_of_its_own() -> None:
    spec = NewBattleSpec("Leyte", 10, 10)
    ids = {new_battle(spec).id for _ in range(5)}
    assert len(ids) == 5
    leyte = load_scenario(scenarios_dir() / "leyte.json")
    assert all(i.startswith("leyte-") and i != leyte.id for i in ids)


def test_a_battles_catalogue_comes_without_its_sides_or_units() -> None:
    reichswald = load_scenario(scenarios_dir() / "reichswald.json")
    s = new_battle(NewBattleSpec("Kleve", 12, 9), catalogue_of(reichswald))
    assert check(s) == []
    assert [t.id for t in s.terrain] == [t.id for t in reichswald.terrain]
    assert [t.id for t in s.unit_types] == [t.id for t in reichswald.unit_types]
    assert s.crt == reichswald.crt
    assert [x.id for x in s.sides] == ["allies", "axis"]
    # Its weather's air points named Reichswald's sides; the new battle's are its own.
    assert all(w.air_points is None for w in s.weather.types)
    assert s.units == [] and s.special_rules == []


def test_settings_that_cannot_make_a_battle_are_named() -> None:
    bad = NewBattleSpec(
        " ", 401, 0, separator="", zero_pad=False, sides=(SideSpec("A", "#000000"), SideSpec("a", "#111111"))
    )
    problems = spec_problems(bad)
    text = "; ".join(problems)
    for words in ("title", "1 to 400 columns (not 401)", "1 to 400 rows (not 0)", "zero-padded", "same name"):
        assert words in text, (words, text)
    with pytest.raises(NewBattleError):
        new_battle(bad)
    assert spec_problems(NewBattleSpec("X", 5, 5, sides=(SideSpec("Only", "#000000"),)))


def test_the_dialog_checks_what_is_typed(qtbot) -> None:  # type: ignore[no-untyped-def]
    d = NewBattleDialog("en")
    qtbot.addWidget(d)
    d.show()
    assert d.create_button.isEnabled()
    assert "0101 (top left) to 2015 (bottom right)" in d.numbers.text()
    # An empty title: Create goes off, and the message says why.
    d.title.setText("")
    assert not d.create_button.isEnabled() and "title" in d.message.text()
    d.title.setText("Operation Test")
    # 99999999 columns is refused as typed, naming the limit; the value stays.
    d.columns.setFocus()
    d.columns.lineEdit().selectAll()
    QTest.keyClicks(d.columns, "99999999")
    QTest.keyClick(d.columns, Qt.Key.Key_Return)
    assert d.columns.value() == 20
    assert "99999999" in d.message.text() and "400" in d.message.text()
    d.columns.setValue(120)
    assert "00101 (top left) to 12015 (bottom right)" in d.numbers.text()  # three digits for the column
    # Without a separator the numbers must be padded.
    d.zero_pad.setChecked(False)
    assert not d.create_button.isEnabled() and "zero-padded" in d.message.text()
    d.separator.setCurrentIndex(d.separator.findData("-"))
    assert d.create_button.isEnabled()
    # Sides: two at least, each with a name.
    assert not d.remove_side(d.side_rows[0])
    third = d.add_side("Partisans")
    assert third is not None and len(d.side_rows) == 3
    third.name.setText("")
    assert not d.create_button.isEnabled() and "name" in d.message.text()
    assert d.remove_side(third)
    assert d.create_button.isEnabled()
    # A battle's catalogue instead of the family's.
    d.use_battle.setChecked(True)
    d.battle.setCurrentIndex(d.battle.findData(str(scenarios_dir() / "sicily.json")))
    s = d.build()
    assert [t.id for t in s.terrain] == [t.id for t in load_scenario(scenarios_dir() / "sicily.json").terrain]
    assert s.map.columns == 120 and s.map.labels.separator == "-"


def test_a_file_that_is_not_a_scenario_is_refused_as_a_catalogue(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    d = NewBattleDialog("en")
    qtbot.addWidget(d)
    junk = tmp_path / "notes.json"
    junk.write_text("[1, 2]", encoding="utf-8")
    assert not d.add_battle_file(junk)
    assert "notes.json cannot be used" in d.message.text()
    assert d.use_family.isChecked()


def test_new_battle_opens_blank_in_the_editor_ready_to_paint(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    w = editor_window(qtbot, monkeypatch, (1280, 720))
    opened: list[NewBattleDialog] = []
    monkeypatch.setattr(NewBattleDialog, "open", lambda self: opened.append(self))
    w.new_battle_dialog()
    (dlg,) = opened
    dlg.title.setText("Rio Serra")
    dlg.columns.setValue(12)
    dlg.rows.setValue(9)
    dlg._create()
    assert dlg.result() == QDialog.DialogCode.Accepted
    QApplication.processEvents()
    mode = w.active_mode()
    assert isinstance(mode, EditorMode)
    s = w.document.scenario
    assert w.document.path is None and s.info.title == "Rio Serra"
    assert (s.map.columns, s.map.rows) == (12, 9)
    assert "new, not saved yet" in w.windowTitle()
    # Nothing to undo: the blank battle is where the history starts.
    assert mode.session.stack.count() == 0 and mode.session.stack.isClean()
    assert not w.document.modified
    # The brush is ready with a terrain other than the map's own: one click paints.
    assert mode.current_tool() == "brush" and mode.ctx.terrain not in (None, s.map.default_terrain)
    view, g = w.board_view, w.board_scene.grid
    at = QPointF(*g.center(g.parse("0604")))
    view.centerOn(at)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.mapFromScene(at))
    assert s.map.hexes["0604"].terrain == mode.ctx.terrain
    assert mode.session.stack.count() == 1 and w.isWindowModified()
