"""The editor's later forms: hex renumbering, air power, weather outcomes,
stacking composition and retreat costs as grids, the special-rule chooser,
the formation tree and translated history steps; each undone and redone."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_fixtures import editor_window, open_editor, tutorial_copy
from PySide6.QtWidgets import QApplication

from hexstudio.app.mainwindow import MainWindow
from hexstudio.editor.numbering import NumberingDialog
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.model import text_in


@pytest.fixture
def window(qtbot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:  # type: ignore[no-untyped-def]
    return editor_window(qtbot, monkeypatch, (1400, 1000))


@pytest.fixture
def battle(tmp_path: Path) -> Path:
    return tutorial_copy(tmp_path)


def test_change_hex_numbering_through_the_menu_and_back(window: MainWindow, battle: Path) -> None:
    mode = open_editor(window, battle)
    s = window.document.scenario
    before = s.model_dump()
    stack = mode.session.stack
    n = stack.count()
    mode.numbering_action.trigger()
    dlg = window.findChild(NumberingDialog)
    assert dlg is not None
    dlg.separator.setCurrentIndex(dlg.separator.findData("-"))
    dlg.first_row.setValue(0)
    assert "0101  →  01-00" in dlg.preview.text()
    assert dlg.apply()
    s = window.document.scenario
    assert stack.count() == n + 1 and s.map.labels.separator == "-"
    assert "01-00" in s.map.hexes and all("-" in p.hex for p in s.setup)
    assert window.board_scene.grid.label(window.board_scene.grid.from_offset(0, 0)) == "01-00"
    stack.undo()
    assert window.document.scenario.model_dump() == before
    stack.redo()
    # Back to the old numbering through the dialog again: the same scenario.
    dlg2 = mode.open_numbering()
    assert dlg2 is not None
    dlg2.separator.setCurrentIndex(dlg2.separator.findData(""))
    dlg2.first_row.setValue(1)
    assert dlg2.apply()
    assert window.document.scenario.model_dump() == before
    assert stack.count() == n + 2


def test_numbering_that_cannot_be_read_back_is_refused(window: MainWindow, battle: Path) -> None:
    mode = open_editor(window, battle)
    dlg = mode.open_numbering()
    assert dlg is not None
    dlg.zero_pad.setChecked(False)
    assert dlg.message.text() and not dlg.preview.text()
    assert not dlg.apply()
    assert window.document.scenario.map.labels.zero_pad


def test_formation_tree_puts_children_under_parents_listed_later(window: MainWindow, battle: Path) -> None:
    mode = open_editor(window, battle)
    d = mode.design
    s = window.document.scenario
    # The regiments of the German division come first in the file, the division last.
    order = [f.model_dump() for f in s.formations]
    order = [order[5], order[6], *order[:5]]
    assert d.pusher.set(("formations",), order, "Reorder") is None
    d.show_tab("formations")
    e = d.lists[("formations",)]
    e.refresh()
    rows = [e.list.item(i).text() for i in range(e.list.count())]
    ids = [r.strip().split(" ")[0] for r in rows]
    assert ids == ["us-1id", "us-16ri", "us-18ri", "us-26ri", "de-352id", "de-914gr", "de-916gr"]
    assert rows[5].startswith("    de-914gr") and not rows[4].startswith(" ")
    # Choosing a row edits that formation, wherever the file lists it.
    e.list.setCurrentRow(5)
    assert e.current() == 0 and e.form.path == ("formations", 0)
    # Down moves it after its sibling in the file; undo puts it back.
    stack = mode.session.stack
    assert e.move(1)
    assert [f.id for f in window.document.scenario.formations][:2] == ["de-916gr", "de-914gr"]
    assert e.current() == 1 and e.list.currentRow() == 6
    stack.undo()
    assert [f.id for f in window.document.scenario.formations][:2] == ["de-914gr", "de-916gr"]
    stack.redo()
    # A new parent moves the row under it at once.
    e.select(1)
    e.form._commit("parent", "us-1id")
    ids = [e.list.item(i).text().strip().split(" ")[0] for i in range(e.list.count())]
    assert ids.index("de-914gr") < ids.index("de-352id") and ids.index("us-1id") < ids.index("de-914gr")
    stack.undo()
    ids = [e.list.item(i).text().strip().split(" ")[0] for i in range(e.list.count())]
    assert ids[-2:] == ["de-916gr", "de-914gr"]


def test_special_rule_names_come_from_the_engine_with_their_help(window: MainWindow, battle: Path) -> None:
    from PySide6.QtCore import Qt

    from hexstudio.editor.rulenames import known_rules

    mode = open_editor(window, battle)
    d = mode.design
    d.show_tab("special_rules")
    e = d.lists[("special_rules",)]
    stack = mode.session.stack
    assert e.add()
    combo = e.form.widgets["rule"]
    names = [combo.itemData(i) for i in range(combo.count())]
    assert {"must_occupy", "combat_shift", "bailey_bridge"} <= set(names)
    assert set(known_rules()) <= set(names)
    i = combo.findData("must_occupy")
    assert "must end in a hex" in combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
    combo.setCurrentIndex(i)
    combo.activated.emit(i)
    s = window.document.scenario
    assert s.special_rules[-1].rule == "must_occupy"
    assert "must_occupy" in d.rule_help.text() and "unit (unit, required)" in d.rule_help.text()
    # The Validation dock lists what the engine says about its parameters.
    problems = mode.validation.run()
    assert any(p.path.startswith(f"special_rules[{len(s.special_rules) - 1}]") and "is required but missing" in p.message for p in problems)
    stack.undo()
    assert window.document.scenario.special_rules[-1].rule != "must_occupy"
    stack.redo()
    assert window.document.scenario.special_rules[-1].rule == "must_occupy"


def _grid(form, name):  # type: ignore[no-untyped-def]
    from hexstudio.editor.grids import RecordGrid

    g = form.widgets[name]
    assert isinstance(g, RecordGrid)
    return g


def test_air_power_schedule_grid_checks_while_typing_and_undoes(window: MainWindow, battle: Path) -> None:
    from PySide6.QtWidgets import QLineEdit, QStyleOptionViewItem

    mode = open_editor(window, battle)
    d = mode.design
    d.show_tab("air_power")
    stack = mode.session.stack
    form = d.lists[("air_power", "sides")].form
    g = _grid(form, "schedule")
    side = lambda: window.document.scenario.air_power.sides[0]  # noqa: E731
    before = [e.model_dump() for e in side().schedule]
    g.add_row()
    assert len(side().schedule) == len(before) + 1 and g.table.rowCount() == len(before) + 1
    r = len(before)
    g.table.item(r, 0).setText("2, 3")
    g.table.item(r, 1).setText("4")
    assert side().schedule[r].turns == [2, 3] and side().schedule[r].points == 4
    # A bad entry is marked while typed and never stored.
    editor = g.table.itemDelegate().createEditor(g.table.viewport(), QStyleOptionViewItem(), g.table.model().index(r, 0))
    assert isinstance(editor, QLineEdit)
    editor.textEdited.emit("2, x")
    assert editor.styleSheet() and "whole numbers" in g.message.text()
    editor.textEdited.emit("2, 5")
    assert not editor.styleSheet() and not g.message.text()
    n = stack.count()
    g.table.item(r, 1).setText("-3")
    assert "between 0 and 999" in g.message.text() and stack.count() == n and side().schedule[r].points == 4
    stack.undo()
    assert side().schedule[r].turns == [2, 3] and side().schedule[r].points == 1
    assert g.table.item(r, 1).text() == "1"
    stack.undo()
    stack.undo()
    assert [e.model_dump() for e in side().schedule] == before
    stack.redo()
    assert len(side().schedule) == len(before) + 1


def test_weather_outcomes_grid(window: MainWindow, battle: Path) -> None:
    mode = open_editor(window, battle)
    d = mode.design
    d.show_tab("weather")
    stack = mode.session.stack
    rolls = d.lists[("weather", "rolls")]
    assert rolls.add()
    g = _grid(rolls.form, "outcomes")
    s = window.document.scenario
    types = [w.id for w in s.weather.types]
    assert len(types) >= 2
    assert g.table.item(0, 0).text() == "1, 2, 3, 4, 5, 6"
    g.table.item(0, 0).setText("1, 2, 3")
    g.add_row()
    combo = g.table.cellWidget(1, 1)
    combo.setCurrentIndex(combo.findData(types[1]))
    combo.activated.emit(combo.currentIndex())
    g.table.item(1, 0).setText("4, 5, 6")
    out = [o.model_dump() for o in window.document.scenario.weather.rolls[-1].outcomes]
    assert out == [{"rolls": [1, 2, 3], "weather": types[0]}, {"rolls": [4, 5, 6], "weather": types[1]}]
    g.table.item(1, 0).setText("13")
    assert "between 1 and 12" in g.message.text()
    stack.undo()
    assert window.document.scenario.weather.rolls[-1].outcomes[1].rolls == [6]
    stack.undo()
    assert window.document.scenario.weather.rolls[-1].outcomes[1].weather == types[0]
    stack.redo()
    stack.redo()
    assert window.document.scenario.weather.rolls[-1].outcomes[1].rolls == [4, 5, 6]


def test_stacking_composition_and_retreat_crossing_grids(window: MainWindow, battle: Path) -> None:
    mode = open_editor(window, battle)
    d = mode.design
    d.show_tab("rules")
    stack = mode.session.stack
    rules = lambda: window.document.scenario.rules  # noqa: E731
    comp = _grid(d.rules.subforms["stacking"], "composition")
    comp.add_row()
    assert [c.model_dump() for c in rules().stacking.composition] == [{"side": None, "size": "regiment", "max": 1}]
    side = comp.table.cellWidget(0, 0)
    side.setCurrentIndex(side.findData(window.document.scenario.sides[0].id))
    side.activated.emit(side.currentIndex())
    comp.table.item(0, 2).setText("2")
    assert rules().stacking.composition[0].side == window.document.scenario.sides[0].id
    assert rules().stacking.composition[0].max == 2
    comp.table.item(0, 2).setText("51")
    assert rules().stacking.composition[0].max == 2 and comp.message.text()
    stack.undo()
    stack.undo()
    assert rules().stacking.composition[0].side is None
    stack.undo()
    assert rules().stacking.composition == []
    stack.redo()
    # Retreat across a hexside: feature -> unit type or tag -> effect.
    cross = _grid(d.rules.subforms["retreat"], "across_hexside")
    cross.add_row()
    table = rules().retreat.across_hexside
    feature = next(iter(table))
    assert table == {feature: {"any": "step"}}
    cross.add_row()
    assert len(rules().retreat.across_hexside[feature]) == 2
    second = next(u for u in rules().retreat.across_hexside[feature] if u != "any")
    # Making two rows the same feature and unit is refused with the reason.
    unit = cross.table.cellWidget(1, 1)
    unit.setCurrentIndex(unit.findData("any"))
    unit.activated.emit(unit.currentIndex())
    assert "already in the table" in cross.message.text()
    assert set(rules().retreat.across_hexside[feature]) == {"any", second}
    effect = cross.table.cellWidget(0, 2)
    effect.setCurrentIndex(effect.findData("destroyed"))
    effect.activated.emit(effect.currentIndex())
    assert rules().retreat.across_hexside[feature]["any"] == "destroyed"
    cross.table.setCurrentCell(1, 0)
    cross.remove_row()
    assert rules().retreat.across_hexside == {feature: {"any": "destroyed"}}
    stack.undo()
    stack.undo()
    assert rules().retreat.across_hexside[feature]["any"] == "step"
    stack.redo()
    stack.redo()
    assert rules().retreat.across_hexside == {feature: {"any": "destroyed"}}


def test_map_tool_history_steps_are_in_portuguese(qapp) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.app.i18n import install_translators
    from hexstudio.editor.commands import EditSession
    from hexstudio.editor.history import PATTERNS, history_text
    from hexstudio.scenario import edits as E

    s = load_scenario(scenarios_dir() / "tutorial.json")
    base = next(t.id for t in s.terrain if t.kind == "base" and t.id not in (s.map.default_terrain, E.terrain_at(s, "0505")))
    overlay = next(t.id for t in s.terrain if t.kind == "overlay")
    river = s.hexside_types[0].id
    road = s.road_types[0].id
    unit = s.setup[0].unit
    builders = [
        lambda: E.paint_terrain(s, ["0505"], base),
        lambda: E.paint_terrain(s, ["0505"], None),
        lambda: E.paint_terrain(s, ["0506"], base, "Fill rectangle"),
        lambda: E.toggle_feature(s, ["0505"], overlay),
        lambda: E.set_hex_property(s, ["0505"], "elevation", 2),
        lambda: E.toggle_hexside(s, "0505", "0506", river),
        lambda: E.trace_hexsides(s, [("0507", "0508")], river),
        lambda: E.set_road_links(s, add=[("0909", "0910")], road_type=road, what=f"Draw {road}"),
        lambda: E.set_off_map(s, ["1612"]),
        lambda: E.set_placement(s, unit, "0303"),
        lambda: E.relabel_scenario(s, {"separator": "-"}),
    ]
    def pt(section: str, type_id: str) -> str:
        return text_in(next(t.name for t in getattr(s, section) if t.id == type_id), "pt_BR")

    # Catalogue types are named as the palette names them, in Portuguese.
    expected = [
        f"Pintar {pt('terrain', base)}", "Apagar terreno", "Preencher retângulo", f"Adicionar {pt('terrain', overlay)}",
        "Definir elevação do hexágono", f"Adicionar {pt('hexside_types', river)} no lado de hexágono 0505/0506",
        f"Traçar {pt('hexside_types', river)}", f"Traçar {pt('road_types', road)}", "Tirar hexágonos de jogo",
        f"Posicionar {unit} em 0303", "Alterar numeração dos hexágonos",
    ]  # fmt: skip
    t = install_translators(qapp, "pt_BR")
    try:
        session = EditSession(lambda: s, "pt_BR")
        for build in builders:
            edit = build()
            # Every description the edits write is one the table knows.
            assert any(p.match(edit.text) for p, _ in PATTERNS), edit.text
            session.push(edit)
        assert [session.stack.text(i) for i in range(session.stack.count())] == expected
        assert history_text("Renomear algo") == "Renomear algo"
    finally:
        t.remove()
    assert history_text(f"Paint {base}") == f"Paint {base}"


def test_map_page_button_opens_numbering_and_grids_show_refusals(window: MainWindow, battle: Path) -> None:
    mode = open_editor(window, battle)
    d = mode.design
    d.show_tab("info")
    d.renumber_button.click()
    QApplication.processEvents()
    assert window.findChild(NumberingDialog) is not None
    # A roll a d6 cannot give is refused by the scenario's checks: the grid shows the document again and why.
    d.show_tab("weather")
    rolls = d.lists[("weather", "rolls")]
    assert rolls.add()
    g = _grid(rolls.form, "outcomes")
    n = mode.session.stack.count()
    g.table.item(0, 0).setText("1, 7")
    assert "cannot be rolled on 1d6" in g.message.text()
    assert mode.session.stack.count() == n and g.table.item(0, 0).text() == "1, 2, 3, 4, 5, 6"
    # A roll left without weather is a design warning in the Validation dock.
    g.table.item(0, 0).setText("1, 2, 3")
    found = mode.validation.run()
    assert any(p.path.endswith("outcomes") and "4, 5, 6 on 1d6 gives no weather" in p.message for p in found)


def test_design_checks_of_the_rule_tables() -> None:
    from hexstudio.scenario import model as M
    from hexstudio.scenario.consistency import check_design

    s = load_scenario(scenarios_dir() / "tutorial.json")
    w = s.weather.types[0].id if s.weather.types else "clear"
    if not s.weather.types:
        s.weather.types = [M.WeatherType(id="clear", name="Clear")]
    s.weather.rolls = [M.WeatherRoll(turns=[1], outcomes=[M.WeatherOutcome(rolls=[1, 2, 3], weather=w), M.WeatherOutcome(rolls=[3, 4, 5], weather=w)])]
    s.air_power.sides[0].schedule = [M.AirPointsEntry(turns=[1, 2], points=2), M.AirPointsEntry(turns=[2], points=3)]
    s.rules.stacking.composition = [M.StackingComposition(side="nobody", size=M.UnitSize.REGIMENT, max=1)]
    s.rules.retreat.across_hexside = {"lava": {"any": "step"}, s.hexside_types[0].id: {"hovercraft": "none"}}
    found = {(p.path, p.message) for p in check_design(s)}
    assert ("weather.rolls[0].outcomes", "a roll of 6 on 1d6 gives no weather") in found
    assert ("weather.rolls[0].outcomes", "a roll of 3 is in more than one outcome") in found
    assert ("air_power.sides[0].schedule", "turn 2 has air points in more than one row") in found
    assert ("rules.stacking.composition[0].side", "unknown side 'nobody'") in found
    assert ("rules.retreat.across_hexside.lava", "'lava' is not a hexside type of this scenario") in found
    assert any(p.endswith(".hovercraft") for p, _ in found)


def test_label_field_refusal_points_to_renumbering(window: MainWindow, battle: Path) -> None:
    mode = open_editor(window, battle)
    d = mode.design
    d.show_tab("info")
    labels = d.scenario_forms[2].subforms["labels"]
    combo = labels.widgets["separator"]
    i = combo.findData("-")
    combo.setCurrentIndex(i)
    combo.activated.emit(i)
    assert window.document.scenario.map.labels.separator == ""
    assert "Change Hex Numbering" in labels.error.text()
