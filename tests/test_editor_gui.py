"""The editor end to end: digitize a synthetic scan with the mouse, undo, save."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPolygonF, QTransform
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.board.view import BoardView
from hexstudio.calibration import Affine
from hexstudio.editor.calibrate import CalibrationDialog
from hexstudio.editor.mode import EditorMode
from hexstudio.hexgrid import Grid, Hexside, LabelScheme, Orientation, Stagger
from hexstudio.paths import scenarios_dir
from hexstudio.scenario import edits as E
from hexstudio.scenario.io import load_scenario, save_scenario
from hexstudio.scenario.validate import check

# The printed map: flat hexes with EVEN stagger (the scenario starts as odd),
# scanned at 1.2 pixels per board unit, turned 0.5 degrees, skewed 1 %.
TRUTH = Grid(columns=16, rows=12, orientation=Orientation.FLAT, stagger=Stagger.EVEN, labels=LabelScheme(), size=40)
_R = math.radians(0.5)
SCAN = Affine(1.2 * math.cos(_R), -1.2 * math.sin(_R) + 0.012, 30.0, 1.2 * math.sin(_R), 1.2 * math.cos(_R), 24.0)
PAPER = {"open": "#dfe6b0", "forest": "#7fb069", "sea": "#8fc1e3"}


def printed_terrain(label: str) -> str:
    col = int(label[:2])
    return "sea" if col <= 2 else "forest" if 6 <= col <= 8 else "open"


def make_scan(path: Path) -> None:
    w, h = TRUTH.pixel_size()
    img = QImage(round(w * 1.25 + 60), round(h * 1.25 + 60), QImage.Format.Format_RGB32)
    img.fill(QColor("#f4efe1"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setTransform(QTransform(SCAN.a, SCAN.d, SCAN.b, SCAN.e, SCAN.c, SCAN.f))
    for hx in TRUTH.hexes():
        label = TRUTH.label(hx)
        p.setBrush(QColor(PAPER[printed_terrain(label)]))
        p.setPen(QColor("#333333"))
        p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in TRUTH.corners(hx)]))
        cx, cy = TRUTH.center(hx)
        p.drawText(QPointF(cx - 12, cy - 22), label)
    p.end()
    assert img.save(str(path))


@pytest.fixture
def battle(tmp_path: Path) -> Path:
    """A blank map to digitize: the tutorial's catalogue and units, no map data."""
    s = load_scenario(scenarios_dir() / "tutorial.json")
    s.map.hexes = {}
    s.map.hexsides = []
    s.map.roads = []
    path = tmp_path / "battle.json"
    save_scenario(s, path)
    make_scan(tmp_path / "scan.png")
    return path


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard))
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    w.register_mode(EditorMode())
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def open_in_editor(window: MainWindow, path: Path) -> EditorMode:
    assert window.open_file(path)
    window.set_mode("edit")
    mode = window.active_mode()
    assert isinstance(mode, EditorMode)
    QApplication.processEvents()
    window.board_view.fit()
    return mode


def view_point(view: BoardView, scene_pt: QPointF) -> QPoint:
    return view.mapFromScene(scene_pt)


def drag(view: BoardView, scene_points: list[QPointF], button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    vp = view.viewport()
    pts = [view_point(view, p) for p in scene_points]
    QTest.mousePress(vp, button, Qt.KeyboardModifier.NoModifier, pts[0])
    for p in pts[1:]:
        ev = QMouseEvent(
            QEvent.Type.MouseMove, QPointF(p), QPointF(vp.mapToGlobal(p)), Qt.MouseButton.NoButton, button, Qt.KeyboardModifier.NoModifier
        )
        QApplication.sendEvent(vp, ev)
    QTest.mouseRelease(vp, button, Qt.KeyboardModifier.NoModifier, pts[-1])


def centre(window: MainWindow, label: str) -> QPointF:
    g = window.board_scene.grid
    return QPointF(*g.center(g.parse(label)))


def test_digitize_a_scan_undo_every_step_and_save(window: MainWindow, battle: Path, tmp_path: Path) -> None:
    mode = open_in_editor(window, battle)
    s = window.document.scenario
    stack = mode.session.stack
    snapshots = [s.model_copy(deep=True)]

    # 1. Import the scan: it is scaled to cover the map, one history step.
    assert mode.import_scan(tmp_path / "scan.png")
    assert s.map.background is not None and s.map.background.path == "scan.png"
    assert window.board_scene.background_item is not None
    assert window.isWindowModified()
    snapshots.append(s.model_copy(deep=True))

    # 2. Calibrate from four clicks on hex centres, typing the printed labels.
    dlg = mode.open_calibration()
    assert dlg is not None
    view = window.board_view
    item = window.board_scene.background_item
    view.set_zoom(2.0)
    for n, label in enumerate(("0202", "1503", "0811", "1209")):  # far apart, columns of both parities
        image_pt = QPointF(*SCAN.map(*TRUTH.center(TRUTH.parse(label))))
        scene_pt = item.sceneTransform().map(image_pt)
        view.centerOn(scene_pt)
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(view, scene_pt))
        # The click suggests a number but takes none: the user types what is printed.
        assert dlg.table.item(n, 0).text() == "" and dlg.unlabelled() == [n]
        assert len(dlg.references()) == n
        dlg.set_label(n, label)
        if n == 2:
            # Three hexes always fit exactly: no residual is shown as proof, a fourth is asked for.
            assert dlg.table.item(0, 3).text() == "—"
            assert dlg.warning.isVisibleTo(dlg) and "fourth" in dlg.warning.text()
    assert not dlg.warning.isVisibleTo(dlg), dlg.warning.text()
    assert all(float(dlg.table.item(r, 3).text()) < 3.0 for r in range(4))
    assert dlg.result is not None
    assert (dlg.result.orientation, dlg.result.stagger) == (Orientation.FLAT, Stagger.EVEN)
    assert dlg.ok_button.isEnabled()
    dlg.ok_button.click()
    assert s.map.stagger == Stagger.EVEN
    found = Affine.from_qt(s.map.background.transform)
    worst = 0.0
    for hx in TRUTH.hexes():
        x, y = TRUTH.center(hx)
        fx, fy = found.map(*SCAN.map(x, y))
        worst = max(worst, math.hypot(fx - x, fy - y))
    assert worst < 3.0, f"grid off the scan by {worst:.1f} px"
    assert mode.current_tool() == "brush"  # the editing tool is back
    snapshots.append(s.model_copy(deep=True))
    view.fit()
    QApplication.processEvents()

    # 3. Paint forest with a size-2 brush along column 07: one step.
    mode.palette.show_terrain("forest")
    mode.ctx.set_terrain("forest")
    mode.palette.set_brush_size(2)
    mode.tool_actions["brush"].trigger()
    before = stack.count()
    drag(view, [centre(window, x) for x in ("0703", "0704", "0705", "0706", "0707", "0708")])
    assert stack.count() == before + 1
    for label in ("0703", "0708", "0605", "0806"):
        assert E.terrain_at(s, label) == "forest", label
    assert window.board_scene.mapview.terrain(window.board_scene.grid.parse("0705")) == "forest"
    snapshots.append(s.model_copy(deep=True))

    # 4. Trace a river along five connected hexsides in one drag.
    mode.tool_actions["hexside"].trigger()
    assert mode.ctx.hexside_feature == "river"
    g = window.board_scene.grid
    side = Hexside(g.parse("1004"), g.parse("1005"))
    chain = [side]
    while len(chain) < 5:
        options = [x for x in chain[-1].neighbours() if x not in chain and g.contains(x.a) and g.contains(x.b)]
        chain.append(max(options, key=lambda x: sum(g.hexside_endpoints(x)[0]) + sum(g.hexside_endpoints(x)[1])))
    mids = []
    for x in chain:
        (x1, y1), (x2, y2) = g.hexside_endpoints(x)
        mids.append(QPointF((x1 + x2) / 2, (y1 + y2) / 2))
    before = stack.count()
    drag(view, mids)
    assert stack.count() == before + 1
    feats = E.hexside_features(s)
    for x in chain:
        assert "river" in feats[(g.label(x.a), g.label(x.b))]
    assert len(feats) == 5
    snapshots.append(s.model_copy(deep=True))

    # 5. Draw a road down column 04 in one drag.
    mode.tool_actions["road"].trigger()
    before = stack.count()
    drag(view, [centre(window, x) for x in ("0402", "0403", "0404", "0405")])
    assert stack.count() == before + 1
    links = E.road_links(s)
    assert links == {("0402", "0403"): "paved", ("0403", "0404"): "paved", ("0404", "0405"): "paved"}
    snapshots.append(s.model_copy(deep=True))
    assert stack.count() == 5

    # 6. Undo each step back to the opened file, then redo them all.
    for i in range(5, 0, -1):
        stack.undo()
        assert s == snapshots[i - 1], f"undo of step {i}"
    assert not window.isWindowModified()
    for i in range(1, 6):
        stack.redo()
        assert s == snapshots[i], f"redo of step {i}"
    assert window.isWindowModified()
    assert window.board_scene.background_item is not None

    # 7. Save: the star goes, and the file validates and loads back equal.
    out = tmp_path / "digitized.json"
    assert window.save_to(out)
    assert not window.isWindowModified()
    assert stack.isClean()
    back = load_scenario(out)
    assert [p for p in check(back) if p.severity == "error"] == []
    assert back == window.document.scenario
    # Undo after saving marks the document changed again; redo makes it clean.
    stack.undo()
    assert window.isWindowModified()
    stack.redo()
    assert not window.isWindowModified()


def test_shortcuts_choose_tools(window: MainWindow, battle: Path) -> None:
    mode = open_in_editor(window, battle)
    window.board_view.setFocus()
    for key, tool in ((Qt.Key.Key_F, "fill"), (Qt.Key.Key_H, "hexside"), (Qt.Key.Key_O, "road"), (Qt.Key.Key_B, "brush")):
        QTest.keyClick(window.board_view, key)
        assert mode.current_tool() == tool
        assert window.board_view.tool() is mode.tools[tool]


def test_noop_stroke_leaves_no_history_and_refusals_are_reported(window: MainWindow, battle: Path) -> None:
    mode = open_in_editor(window, battle)
    mode.ctx.set_terrain("open")  # the default terrain, already everywhere
    drag(window.board_view, [centre(window, "0505"), centre(window, "0506")])
    assert mode.session.stack.count() == 0
    assert not window.isWindowModified()
    # A road into an off-map hex is refused with a message, not an exception.
    mode.push(E.set_off_map(window.document.scenario, ["0910"]))
    mode.tool_actions["road"].trigger()
    drag(window.board_view, [centre(window, "0909"), centre(window, "0910")])
    assert E.road_links(window.document.scenario) == {}


def test_inspector_edits_hex_properties_as_undoable_steps(window: MainWindow, battle: Path) -> None:
    mode = open_in_editor(window, battle)
    s = window.document.scenario
    view = window.board_view
    mode.tool_actions["picker"].trigger()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(view, centre(window, "0606")))
    insp = mode.inspector
    assert insp.label == "0606"
    insp.elevation.setValue(2)
    insp.coastal.setChecked(True)
    insp.name.setText("Morro Alto")
    insp.name.editingFinished.emit()
    insp.objective.setChecked(True)
    d = s.map.hexes["0606"]
    assert (d.elevation, d.coastal, d.name) == (2, True, "Morro Alto")
    assert any(o.hexes == ["0606"] for o in s.victory.objectives)
    assert [p for p in check(s) if p.severity == "error"] == []
    for _ in range(4):
        mode.session.stack.undo()
    assert "0606" not in s.map.hexes
    assert not any(o.hexes == ["0606"] for o in s.victory.objectives)


def test_autosave_is_offered_back_after_a_crash(qtbot, window: MainWindow, battle: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    mode = open_in_editor(window, battle)
    s = window.document.scenario
    mode.push(E.paint_terrain(s, ["0303", "0304"], "forest"))
    target = mode.autosave_now()
    assert target is not None and target.is_file()
    assert str(target).startswith(str(Path(window.document.path).parent / "data"))
    painted = s.model_copy(deep=True)
    # The crash: the window goes without deactivating the editor.
    mode2 = EditorMode()
    w2 = MainWindow(Settings(), "en")
    qtbot.addWidget(w2)
    w2.register_mode(mode2)
    asked: list[str] = []
    monkeypatch.setattr(EditorMode, "ask_restore", lambda self, written: asked.append(written) or True)
    assert w2.open_file(battle)
    w2.set_mode("edit")
    assert asked
    assert w2.document.scenario == painted
    assert w2.isWindowModified()
    mode2.session.stack.undo()
    assert E.terrain_at(w2.document.scenario, "0303") == "open"
    # Saving removes the recovery copy.
    mode2.session.stack.redo()
    assert w2.save()
    assert not target.exists()
    w2.close()


def test_fill_rectangle_eraser_picker_and_road_erase(window: MainWindow, battle: Path) -> None:
    mode = open_in_editor(window, battle)
    s = window.document.scenario
    view = window.board_view
    stack = mode.session.stack
    # Rectangle: columns 02-04, rows 02-03 become sea in one step.
    mode.ctx.set_terrain("sea")
    mode.tool_actions["rect"].trigger()
    drag(view, [centre(window, "0202"), centre(window, "0303"), centre(window, "0403")])
    assert stack.count() == 1
    assert {x for x in E.rect_hexes(s, "0202", "0403")} == {x for x, d in s.map.hexes.items() if d.terrain == "sea"}
    # Flood fill: the sea block turns to mangrove, nothing else does.
    mode.ctx.set_terrain("mangrove")
    mode.tool_actions["fill"].trigger()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(view, centre(window, "0303")))
    assert sorted(x for x, d in s.map.hexes.items() if d.terrain == "mangrove") == sorted(E.rect_hexes(s, "0202", "0403"))
    # Picker takes the terrain back into the palette.
    mode.ctx.set_terrain("forest")
    mode.tool_actions["picker"].trigger()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(view, centre(window, "0202")))
    assert mode.ctx.terrain == "mangrove"
    assert mode.palette.terrain_list.currentItem().data(Qt.ItemDataRole.UserRole) == "mangrove"
    # Eraser: back to the default terrain, and the entry goes from the file.
    mode.tool_actions["eraser"].trigger()
    drag(view, [centre(window, "0202"), centre(window, "0203")])
    assert "0202" not in s.map.hexes and "0203" not in s.map.hexes
    # Road drawn with the left button, erased with the right.
    mode.tool_actions["road"].trigger()
    drag(view, [centre(window, x) for x in ("0606", "0607", "0608")])
    assert len(E.road_links(s)) == 2
    drag(view, [centre(window, "0607"), centre(window, "0608")], Qt.MouseButton.RightButton)
    assert E.road_links(s) == {("0606", "0607"): "paved"}
    assert stack.count() == 5  # rectangle, fill, eraser, road, road erased: the picker changes nothing


def test_hex_set_and_off_map_tools(window: MainWindow, battle: Path) -> None:
    mode = open_in_editor(window, battle)
    s = window.document.scenario
    view = window.board_view
    key = mode.palette.new_hex_set("Ridge line")
    assert key == "ridge_line" and mode.ctx.hex_set == key
    mode.tool_actions["hexset"].trigger()
    drag(view, [centre(window, x) for x in ("1201", "1202", "1203")])
    assert s.map.hex_sets[key].hexes == ["1201", "1202", "1203"]
    assert "editor.hexset" in window.board_scene.highlight_keys()
    # Starting on a hex already in the set takes hexes out.
    drag(view, [centre(window, "1203"), centre(window, "1202")])
    assert s.map.hex_sets[key].hexes == ["1201"]
    mode.tool_actions["offmap"].trigger()
    assert "editor.hexset" not in window.board_scene.highlight_keys()
    drag(view, [centre(window, "1612"), centre(window, "1611")])
    assert s.map.off_map == ["1612", "1611"]
    assert window.board_scene.hex_at(centre(window, "1612")) is None
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(view, centre(window, "1612")))
    assert s.map.off_map == ["1611"]
    assert [p for p in check(s) if p.severity == "error"] == []


def test_closing_with_unsaved_edits_asks(window: MainWindow, battle: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mode = open_in_editor(window, battle)
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        return int(QMessageBox.StandardButton.Cancel)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    assert window.close_document()  # nothing changed: no question
    assert not asked
    mode = open_in_editor(window, battle)
    mode.push(E.paint_terrain(window.document.scenario, ["0505"], "forest"))
    assert window.windowTitle().startswith("Tutorial") and window.isWindowModified()
    assert not window.close_document()  # the user cancels
    assert asked and window.document is not None
    mode.session.stack.undo()  # back to the saved state: nothing to ask
    assert window.close_document()
    assert len(asked) == 1


def test_calibration_keeps_the_layout_of_a_map_with_rivers(qtbot, window: MainWindow, battle: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    mode = open_in_editor(window, battle)
    s = window.document.scenario
    mode.push(E.toggle_hexside(s, "0505", "0604", "river"))  # neighbours only with odd stagger
    assert mode.import_scan(tmp_path / "scan.png")
    dlg = mode.open_calibration()
    assert dlg is not None and dlg.fixed_layout
    for label in ("0202", "1503", "0811", "1210"):
        dlg.add_point(SCAN.map(*TRUTH.center(TRUTH.parse(label))), label)
    # The scan is printed with the other stagger: the fit keeps the map's, and says the clicks disagree.
    assert dlg.result is not None and dlg.result.stagger == Stagger.ODD
    assert dlg.result.rms > 5
    # Forcing the other stagger on is refused: the river would join hexes that no longer touch.
    free = CalibrationDialog(window.board_scene.grid, None)
    qtbot.addWidget(free)
    for label in ("0202", "1503", "0811"):
        free.add_point(SCAN.map(*TRUTH.center(TRUTH.parse(label))), label)
    assert free.result is not None and free.result.stagger == Stagger.EVEN
    count = mode.session.stack.count()
    assert not mode.apply_calibration(free.result)
    assert mode.session.stack.count() == count
    assert "not neighbours" in window.statusBar().currentMessage()
    assert s.map.stagger == Stagger.ODD


def test_right_click_with_the_brush_picks_terrain(window: MainWindow, battle: Path) -> None:
    mode = open_in_editor(window, battle)
    mode.push(E.paint_terrain(window.document.scenario, ["0909"], "mountain"))
    mode.tool_actions["brush"].trigger()
    view = window.board_view
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, view_point(view, centre(window, "0909")))
    assert mode.ctx.terrain == "mountain"
    assert mode.session.stack.count() == 1


def test_feature_tool_puts_villages_on_and_off(window: MainWindow, battle: Path) -> None:
    mode = open_in_editor(window, battle)
    s = window.document.scenario
    mode.palette.feature.setCurrentIndex(mode.palette.feature.findData("village"))
    assert mode.ctx.feature == "village"
    mode.tool_actions["feature"].trigger()
    drag(window.board_view, [centre(window, x) for x in ("1005", "1006", "1007")])
    assert all(s.map.hexes[x].features == ["village"] for x in ("1005", "1006", "1007"))
    drag(window.board_view, [centre(window, "1006"), centre(window, "1007")])
    assert s.map.hexes["1005"].features == ["village"]
    assert "1006" not in s.map.hexes and "1007" not in s.map.hexes
    assert mode.session.stack.count() == 2


def test_history_survives_a_trip_to_view_mode_but_not_another_file(window: MainWindow, battle: Path, tmp_path: Path) -> None:
    mode = open_in_editor(window, battle)
    mode.push(E.paint_terrain(window.document.scenario, ["0505"], "forest"))
    session = mode.session
    window.set_mode("view")
    assert mode.session is None and window.isWindowModified()
    window.set_mode("edit")
    assert mode.session is session and session.stack.count() == 1
    assert mode.undo_action.isEnabled()
    session.stack.undo()
    assert not window.isWindowModified()
    other = tmp_path / "other.json"
    save_scenario(load_scenario(battle), other)
    assert window.open_file(other)
    assert mode.session is not session and mode.session.stack.count() == 0


def test_elevation_arrows_are_one_step_and_tools_wait_for_calibration(window: MainWindow, battle: Path, tmp_path: Path) -> None:
    mode = open_in_editor(window, battle)
    mode.inspector.show_hex("0707")
    for v in (1, 2, 3):
        mode.inspector.elevation.setValue(v)
    assert mode.session.stack.count() == 1
    assert window.document.scenario.map.hexes["0707"].elevation == 3
    assert mode.import_scan(tmp_path / "scan.png")
    dlg = mode.open_calibration()
    mode.tool_actions["road"].trigger()  # a shortcut pressed while calibrating
    assert type(window.board_view.tool()).__name__ == "CalibrationTool"
    dlg.reject()
    assert window.board_view.tool() is mode.tools["road"]


def test_set_up_units_by_dragging_counters_and_from_the_units_panel(window: MainWindow, battle: Path) -> None:
    mode = open_in_editor(window, battle)
    s = window.document.scenario
    view = window.board_view
    scene = window.board_scene
    g = scene.grid
    first = s.setup[0]
    start = first.hex
    free = next(x for x in ("0909", "0910", "1010") if all(p.hex != x for p in s.setup))
    mode.tool_actions["setup"].trigger()
    assert mode.current_tool() == "setup"
    drag(view, [centre(window, start), centre(window, free)])
    top = next(p for p in s.setup if p.hex == free)
    assert scene.placements().get(g.parse(free))
    # Right-click takes it off the map; it stays in the order of battle.
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, view_point(view, centre(window, free)))
    assert all(p.unit != top.unit for p in s.setup)
    assert top.unit in s.unit_by_id()
    assert not scene.placements().get(g.parse(free))
    # Choose it in the Units panel and click a hex to set it up again.
    panel = mode.units
    row = next(i for i in range(panel.units.count()) if panel.units.item(i).data(Qt.ItemDataRole.UserRole) == top.unit)
    assert "not set up" in panel.units.item(row).text()
    panel.units.setCurrentRow(row)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(view, centre(window, start)))
    assert any(p.unit == top.unit and p.hex == start for p in s.setup)
    assert mode.ctx.unit_to_place is None
    # Double-clicking a unit shows its hex.
    panel.units.itemDoubleClicked.emit(panel.units.item(row))
    assert mode.inspector.label == start
    # Units arriving later cannot be set up from the panel.
    arriving = s.reinforcements[0].units[0]
    item = next(panel.units.item(i) for i in range(panel.units.count()) if panel.units.item(i).data(Qt.ItemDataRole.UserRole) == arriving)
    assert not item.flags() & Qt.ItemFlag.ItemIsEnabled
    assert [p for p in check(s) if p.severity == "error"] == []
    for _ in range(3):
        mode.session.stack.undo()
    assert s.setup[0] == first
