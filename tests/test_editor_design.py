"""Designing a battle through the forms: catalogues, OOB table, arrivals,
tables, rule switches, victory, validation; undo and redo each; save and reload."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_fixtures import editor_window, open_editor, tutorial_copy
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox

from hexstudio.app.mainwindow import MainWindow
from hexstudio.editor.design import HexPickTool
from hexstudio.editor.forms import Pusher
from hexstudio.paths import scenarios_dir
from hexstudio.scenario import edits as E
from hexstudio.scenario import model as M
from hexstudio.scenario.consistency import check_design
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.validate import check


@pytest.fixture
def window(qtbot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:  # type: ignore[no-untyped-def]
    return editor_window(qtbot, monkeypatch, (1400, 1000))


@pytest.fixture
def battle(tmp_path: Path) -> Path:
    return tutorial_copy(tmp_path)


def test_design_a_battle_through_the_forms(window: MainWindow, battle: Path, tmp_path: Path) -> None:
    mode = open_editor(window, battle)
    d = mode.design
    assert d is not None
    s = window.document.scenario
    stack = mode.session.stack
    # A side, a nationality on it, a unit type.
    sides = d.lists[("sides",)]
    assert sides.add()
    assert s.sides[-1].id == "side" and sides.current() == 2
    form = sides.form
    form.widgets["id"].setText("partisans")
    form.widgets["id"].editingFinished.emit()
    form.widgets["name"].lines["pt_BR"].setText("Guerrilheiros")
    form.widgets["name"].lines["pt_BR"].editingFinished.emit()
    assert s.sides[-1].id == "partisans" and s.sides[-1].name == {"en": "New side", "pt_BR": "Guerrilheiros"}
    stack.undo()
    assert window.document.scenario.sides[-1].name == "New side"
    stack.redo()
    assert window.document.scenario.sides[-1].name == {"en": "New side", "pt_BR": "Guerrilheiros"}
    s0 = stack.count()
    # Renaming a side a nationality names is refused and marked.
    d.show_tab("nationalities")
    nats = d.lists[("nationalities",)]
    assert nats.add()
    combo = nats.form.widgets["side"]
    combo.setCurrentIndex(combo.findData("partisans"))
    combo.activated.emit(combo.currentIndex())
    assert s.nationalities[-1].side == "partisans"
    d.show_tab("sides")
    sides.select(2)
    sides.form.widgets["id"].setText("rebels")
    sides.form.widgets["id"].editingFinished.emit()
    assert s.sides[2].id == "partisans"
    assert "partisans" in sides.form.error.text()
    assert not sides.remove() and "partisans" in sides.message.text()
    types = d.lists[("unit_types",)]
    assert types.add()
    assert s.unit_types[-1].movement_class == s.movement_classes[0].id
    sym = types.form.widgets["symbol"]
    sym.setCurrentIndex(sym.findData("cavalry"))
    sym.activated.emit(sym.currentIndex())
    assert s.unit_types[-1].symbol == "cavalry"
    assert stack.count() == s0 + 4

    # Units in the OOB table; a bad value is refused and marked; bulk edit of movement.
    d.show_tab("units")
    oob = d.oob
    n = len(s.units)
    assert oob.add_unit() and oob.add_unit()
    assert len(s.units) == n + 2
    m = oob.model
    col = {c.key: i for i, c in enumerate(m.cols)}
    assert m.setData(m.index(n, col["nationality"]), s.nationalities[-1].id)
    assert m.setData(m.index(n, col["type"]), s.unit_types[-1].id)
    before = s.model_copy(deep=True)
    # Checked while typing, then refused when entered.
    assert "not a number" in m.typed_problem(n, m.cols[col["full.attack"]], "lo")
    assert "already exists" in m.typed_problem(n, m.cols[col["id"]], s.units[0].id)
    assert m.typed_problem(n, m.cols[col["full.attack"]], "5") is None
    shown = m.data(m.index(n, col["full.attack"]))
    assert not m.setData(m.index(n, col["full.attack"]), "lots")
    assert window.document.scenario == before
    # The refused value is not kept in the cell; the message says what was typed and why.
    assert m.data(m.index(n, col["full.attack"])) == shown != "lots"
    assert "'lots' was not taken" in oob.message.text() and "number" in oob.message.text()
    assert not m.setData(m.index(n, col["type"]), "zeppelin")
    assert "zeppelin" in oob.message.text()
    assert m.setData(m.index(n, col["full.attack"]), "4")
    assert m.data(m.index(n, col["full.attack"]), Qt.ItemDataRole.BackgroundRole) is None
    assert m.bulk_set([n, n + 1], col["full.movement"], "7.5") is None
    assert [u.full.movement for u in s.units[n:]] == [7.5, 7.5]
    assert stack.text(stack.count() - 1) == "Set Movement on 2 units"
    assert m.setData(m.index(n, col["id"]), "guerrilla-1")
    assert s.units[n].id == "guerrilla-1"
    oob.select_unit(n)
    assert oob.preview.faces and oob.preview.faces[0].symbol == "cavalry"

    # Set the unit up on the board with the Set-up tool.
    mode.set_tool("setup")
    mode.ctx.unit_to_place = "guerrilla-1"
    view = window.board_view
    g = window.board_scene.grid
    at = QPointF(*g.center(g.parse("0805")))
    view.centerOn(at)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.mapFromScene(at))
    assert any(p.unit == "guerrilla-1" and p.hex == "0805" for p in s.setup)
    # An arrival for the other new unit, on a condition: the partisans hold 1105.
    d.show_tab("reinforcements")
    arr = d.arrivals
    uid = s.units[n + 1].id
    assert arr.add("reinforcements")
    assert arr.set_units([uid])
    r = s.reinforcements[-1]
    assert r.units == [uid]
    cond = arr.condition
    assert cond.set_kind("hex_controlled")
    side = cond.kind_forms["hex_controlled"].widgets["side"]
    side.setCurrentIndex(side.findData("partisans"))
    side.activated.emit(side.currentIndex())
    picker = HexPickTool(Pusher(mode.session), (*cond.node_path(), "hexes"), lambda: None, lambda: None)
    assert picker.toggle("1105") is None
    assert cond.add_subcondition()  # any of: that, or turn 1
    when = window.document.scenario.reinforcements[-1].schedule.when
    assert when.kind == "any_of" and when.conditions[0].side == "partisans" and when.conditions[0].hexes == ["1105"]
    rows = arr.overview_rows()
    assert any(uid in row[1] for row in rows)

    # A CRT cell: a known code goes in, an unknown one is refused.
    d.show_tab("crt")
    assert d.crt.set_cell(0, 0, "DE  AVI") is None
    assert s.crt.cells[0][0] == "DE AVI"
    assert d.crt.set_cell(0, 1, "XYZ") is not None
    assert "XYZ" in d.crt.message.text() and s.crt.cells[0][1] != "XYZ"

    # A rule switch, ticked in the generated form.
    d.show_tab("rules")
    box = d.rules.subforms["zoc"].widgets["encircled_cannot_move"]
    assert isinstance(box, QCheckBox) and not box.isChecked()
    assert "Monte Castelo" in box.toolTip()
    box.setChecked(True)
    assert s.rules.zoc.encircled_cannot_move

    # An objective with a hex picked on the board.
    d.show_tab("victory")
    objs = d.lists[("victory", "objectives")]
    assert objs.add()
    k = len(s.victory.objectives) - 1
    mode.pick_hexes(("victory", "objectives", k, "hexes"))
    assert isinstance(view.tool(), HexPickTool)
    at = QPointF(*g.center(g.parse("0906")))
    view.centerOn(at)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.mapFromScene(at))
    pts = objs.form.widgets["points"]
    row = next(i for i in range(pts.rowCount()) if pts.verticalHeaderItem(i).text() == "partisans")
    pts.item(row, 0).setText("5")
    assert s.victory.objectives[k].hexes == ["0906"] and s.victory.objectives[k].points["partisans"] == 5
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, view.mapFromScene(at))
    assert mode.picking is None and not isinstance(view.tool(), HexPickTool)

    # Every step undoes and redoes; the result saves and loads equal.
    final = window.document.scenario.model_copy(deep=True)
    total = stack.count()
    states = []
    for _ in range(total):
        stack.undo()
        states.append(window.document.scenario.model_copy(deep=True))
    assert window.document.scenario == load_scenario(battle)
    for _ in range(total):
        stack.redo()
    assert window.document.scenario == final
    assert len({x.model_dump_json() for x in states}) == total
    assert check(final) == [] or all(p.severity != "error" for p in check(final))
    out = tmp_path / "saved.json"
    assert window.save_to(out)
    assert load_scenario(out) == final


def test_validation_dock_lists_a_planted_problem_and_centres_on_it(window: MainWindow, battle: Path) -> None:
    mode = open_editor(window, battle)
    s = window.document.scenario
    v = mode.validation
    assert v is not None and v.run() == []
    # Plant four units in one hex: over the stacking limit of 3.
    placed = [p.unit for p in s.setup][:4]
    for uid in placed:
        mode.push(E.set_placement(s, uid, "1410"))
    QTest.qWait(600)  # the debounced re-check
    found = [p for p in v.problems if "stacking" in p.message]
    assert found and found[0].hex == "1410"
    item = next(v.list.item(i) for i in range(v.list.count()) if "stacking" in v.list.item(i).text())
    view = window.board_view
    view.set_zoom(3.0)
    view.centerOn(0, 0)
    v.open_item(item)
    centre = view.mapToScene(view.viewport().rect().center())
    g = window.board_scene.grid
    target = QPointF(*g.center(g.parse("1410")))
    assert (centre - target).manhattanLength() < g.size * 2
    assert mode.inspector.label == "1410"
    # A problem without a hex opens its form.
    mode.show_path("victory.objectives[1].points")
    d = mode.design
    assert d.tabs.currentWidget() is d.tab_of["victory"]
    assert d.lists[("victory", "objectives")].current() == 1


def test_design_checks_find_planted_problems() -> None:
    s = load_scenario(scenarios_dir() / "tutorial.json")
    assert check_design(s) == []
    # A motorized unit set up on a mountain, an objective nobody scores, an off-map entry.
    motor = next(u for u in s.units if next(t for t in s.unit_types if t.id == u.type).movement_class == "motorized")
    mountain = next(label for label, h in s.map.hexes.items() if h.terrain == "mountain")
    for p in s.setup:
        if p.unit == motor.id:
            p.hex = mountain
    s.map.roads = [r for r in s.map.roads if mountain not in r.path]
    s.victory.objectives[0].points = {x.id: 0 for x in s.sides}
    if s.reinforcements:
        s.reinforcements[0].entry.hexes = ["9999"]
    s.reinforcements[-1].schedule.when = M.AnyOfCondition(
        kind="any_of", conditions=[M.UnitsEliminatedCondition(kind="units_eliminated")]
    )
    found = check_design(s)
    texts = " | ".join(str(p) for p in found)
    assert any(p.hex == mountain and "may not enter" in p.message for p in found), texts
    assert any("gives no side any points" in p.message for p in found), texts
    if s.reinforcements:
        assert any("outside the map" in p.message for p in found), texts
    assert any(p.path.endswith("when.conditions[0]") and "never holds" in p.message for p in found), texts


def test_rename_unit_renames_every_reference() -> None:
    s = load_scenario(scenarios_dir() / "tutorial.json")
    r = s.reinforcements[0]
    old = r.units[0]
    placed = s.setup[0].unit
    e = E.rename_unit(s, old, "renamed")
    e.apply(s)
    assert "renamed" in s.reinforcements[0].units and old not in s.unit_by_id()
    assert check(s) == [] or all(p.severity != "error" for p in check(s))
    e.inverse().apply(s)
    assert s == load_scenario(scenarios_dir() / "tutorial.json")
    with pytest.raises(E.EditError, match="already exists"):
        E.rename_unit(s, placed, old)


def test_play_this_scenario_switches_to_play_mode_unless_broken(qtbot, window: MainWindow, battle: Path) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.app.modes import available_modes

    for m in available_modes():
        if m.id not in {x.id for x in window.modes()} and m.id != "view":
            window.register_mode(m)
    if "play" not in {m.id for m in window.modes()}:
        pytest.skip("play mode is not installed")
    mode = open_editor(window, battle)
    s = window.document.scenario
    # A broken reference: the rules engine could not start, so play is refused.
    assert mode.push(E.set_field(s, ("units", 0, "formation"), "nowhere", cross_check=False))
    assert not mode.play_scenario()
    assert window.active_mode() is mode
    assert "Validation" in window.statusBar().currentMessage()
    mode.session.stack.undo()
    assert mode.play_scenario()
    assert window.active_mode().id == "play"


def test_field_kinds_and_typed_values() -> None:
    from hexstudio.editor.forms import field_kind, text_to_value
    from hexstudio.scenario import model as M

    kinds = {n: field_kind(f)[0] for n, f in M.TerrainType.model_fields.items()}
    assert kinds["move"] == "costs" and kinds["color"] == "color" and kinds["kind"] == "choice" and kinds["name"] == "localtext"
    assert field_kind(M.CombatRules.model_fields["hidden_support"])[0] == "bool"
    assert field_kind(M.Objective.model_fields["points"])[0] == "per_key"
    assert field_kind(M.RuleSwitches.model_fields["zoc"]) == ("model", False, M.ZocRules)
    assert field_kind(M.Turn.model_fields["weather"])[:2] == ("str", True)
    assert text_to_value("list_int", False, "1, 2;3") == [1, 2, 3]
    assert text_to_value("int", True, " ") is None
    assert text_to_value("cost", False, "1.5") == 1.5 and text_to_value("cost", False, "X") == "X"
    with pytest.raises(E.EditError, match="not a whole number"):
        text_to_value("int", False, "two")
    with pytest.raises(E.EditError, match="JSON"):
        text_to_value("json", False, "{nope")


def test_scenario_and_map_page(window: MainWindow, battle: Path) -> None:
    mode = open_editor(window, battle)
    d = mode.design
    s = window.document.scenario
    d.show_tab("info")
    info, mapf = d.scenario_forms[1], d.scenario_forms[2]
    sep = mapf.subforms["labels"].widgets["separator"]
    assert sep.currentData() == ""
    # Every label in the file is written "0408": another scheme would break them all.
    sep.setCurrentIndex(sep.findData("-"))
    sep.activated.emit(sep.currentIndex())
    assert s.map.labels.separator == "" and mapf.subforms["labels"].error.text()
    # A smaller map would leave set-up hexes outside it: refused and marked.
    cols = mapf.widgets["columns"]
    cols.setValue(4)
    assert s.map.columns == 16 and "columns" in mapf.error.text()
    cols.setValue(17)
    assert s.map.columns == 17 and window.board_scene.grid.columns == 17
    info.widgets["author"].setText("A. Designer")
    info.widgets["author"].editingFinished.emit()
    assert s.info.author == "A. Designer"
    assert mode.session.stack.text(mode.session.stack.count() - 1) == "Set author of info"
