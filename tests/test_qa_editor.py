"""Problems a first user meets in Edit mode (found by driving the real window).

Each problem was first written down as a failing test marked xfail(strict=True),
naming the code at fault; once fixed, the marker goes and the test stays.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.editor.mode import EditorMode
from hexstudio.paths import scenarios_dir
from hexstudio.scenario import edits as E


@pytest.fixture
def editor(qtbot, qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard))
    t = install_translators(qapp, "pt_BR")
    w = MainWindow(Settings(), "pt_BR")
    qtbot.addWidget(w)
    mode = EditorMode()
    w.register_mode(mode)
    w.show()
    copy = tmp_path / "tutorial.json"
    shutil.copy(scenarios_dir() / "tutorial.json", copy)
    assert w.open_file(copy)
    w.set_mode("edit")
    yield w, mode
    t.remove()


def test_qa_history_names_terrain_as_the_palette_does(editor) -> None:  # type: ignore[no-untyped-def]
    w, mode = editor
    s = w.document.scenario
    assert mode.push(E.paint_terrain(s, ["0704"], "forest"))
    assert mode.undo_action.text().replace("&", "") == "Desfazer Pintar Floresta"


def test_qa_history_names_hexside_and_road_types_as_the_palette_does(editor) -> None:  # type: ignore[no-untyped-def]
    w, mode = editor
    s = w.document.scenario
    assert mode.push(E.trace_hexsides(s, [("0704", "0705")], "river"))
    assert mode.undo_action.text().replace("&", "") == "Desfazer Traçar Rio"
    assert mode.push(E.set_road_links(s, add=[("0102", "0103")], road_type="paved", what="Draw paved"))
    assert mode.undo_action.text().replace("&", "") == "Desfazer Traçar Estrada pavimentada"
    steps = [mode.session.stack.text(i) for i in range(mode.session.stack.count())]
    assert steps == ["Traçar Rio", "Traçar Estrada pavimentada"]
    assert all("river" not in t and "paved" not in t for t in steps)


def test_qa_oob_table_names_types_sizes_and_nationalities(editor, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QComboBox, QStyleOptionViewItem

    w, mode = editor
    s = w.document.scenario
    mode.design.show_tab("units")
    oob = mode.design.oob
    m = oob.model
    col = {c.key: i for i, c in enumerate(m.cols)}
    row = next(i for i, u in enumerate(s.units) if u.id == "us-1-16")
    shown = {k: m.data(m.index(row, col[k])) for k in ("type", "size", "nationality", "provenance")}
    assert shown == {"type": "Infantaria", "size": "batalhão (II)", "nationality": "Estados Unidos", "provenance": "inventado"}
    # Editing works on the ids the file keeps.
    assert m.data(m.index(row, col["nationality"]), Qt.ItemDataRole.EditRole) == "us"
    index = m.index(row, col["nationality"])
    editor_ = oob.delegate.createEditor(oob.table.viewport(), QStyleOptionViewItem(), index)
    assert isinstance(editor_, QComboBox)
    oob.delegate.setEditorData(editor_, index)
    assert editor_.currentText() == "Estados Unidos" and editor_.currentData() == "us"
    editor_.setCurrentIndex(editor_.findData("de"))
    oob.delegate.setModelData(editor_, m, index)
    assert s.units[row].nationality == "de"
    assert m.data(index) == "Alemanha"
    editor_.deleteLater()
    size_index = m.index(row, col["size"])
    sizes = oob.delegate.createEditor(oob.table.viewport(), QStyleOptionViewItem(), size_index)
    assert isinstance(sizes, QComboBox)
    names = [sizes.itemText(i) for i in range(sizes.count())]
    assert {"companhia (I)", "batalhão (II)", "regimento (III)", "brigada (X)", "divisão (XX)"} <= set(names)
    sizes.setCurrentIndex(sizes.findData("regiment"))
    oob.delegate.setModelData(sizes, m, size_index)
    assert s.units[row].size.value == "regiment"
    sizes.deleteLater()


def test_qa_oob_columns_are_as_wide_as_their_headers(editor) -> None:  # type: ignore[no-untyped-def]
    _w, mode = editor
    mode.design.show_tab("units")
    oob = mode.design.oob
    header = oob.table.horizontalHeader()
    metrics = oob.table.fontMetrics()
    for i, c in enumerate(oob.model.cols):
        title = oob.model.headerData(i, header.orientation())
        assert oob.table.columnWidth(i) >= metrics.horizontalAdvance(title) + 8, (c.key, title)
        assert oob.table.columnWidth(i) >= header.sectionSizeFromContents(i).width(), (c.key, title)
    # The names the cells show fit too ("Reconhecimento blindado", "Estados Unidos").
    for key in ("type", "nationality", "size"):
        i = next(j for j, c in enumerate(oob.model.cols) if c.key == key)
        for r in range(oob.model.rowCount()):
            assert oob.table.columnWidth(i) >= metrics.horizontalAdvance(oob.model.data(oob.model.index(r, i))), key


def _toolbar_cut(mode: EditorMode) -> list[str]:
    """The editor's toolbar actions a user cannot see (hidden behind », or off the bar)."""
    from PySide6.QtWidgets import QToolButton

    cut = []
    for bar in mode._toolbars:
        ext = bar.findChild(QToolButton, "qt_toolbar_ext_button")
        if ext is not None and ext.isVisible():
            cut.append(f"» on {bar.objectName()}")
        for a in bar.actions():
            if a.isSeparator():
                continue
            button = bar.widgetForAction(a)
            if button is None or not button.isVisible() or button.geometry().right() > bar.width():
                cut.append(a.iconText())
    return cut


@pytest.mark.parametrize("lang", ["pt_BR", "en"])
def test_qa_edit_mode_fits_a_1280x720_window(qtbot, qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard))
    t = install_translators(qapp, lang)
    try:
        w = MainWindow(Settings(), lang)
        qtbot.addWidget(w)
        mode = EditorMode()
        w.register_mode(mode)
        w.resize(1920, 1080)
        w.show()
        copy = tmp_path / "tutorial.json"
        shutil.copy(scenarios_dir() / "tutorial.json", copy)
        assert w.open_file(copy)
        w.set_mode("edit")
        qtbot.wait(20)
        assert _toolbar_cut(mode) == []
        # Wide enough: the tools share the main toolbar's row.
        assert mode._toolbars[-1].geometry().top() == w.main_toolbar.geometry().top()
        w.resize(1280, 720)
        QApplication.processEvents()
        qtbot.wait(20)
        # The docks shrink and scroll: the window keeps the screen's size.
        assert (w.width(), w.height()) == (1280, 720)
        assert w.minimumSizeHint().height() <= 720
        # The tools wrap to a row of their own rather than hide behind ».
        assert _toolbar_cut(mode) == [], _toolbar_cut(mode)
        assert mode._toolbars[-1].geometry().top() > w.main_toolbar.geometry().top()
        # An edit's long Undo text does not push tools off the bar.
        assert mode.push(E.paint_terrain(w.document.scenario, ["0704"], "forest"))
        qtbot.wait(20)
        assert _toolbar_cut(mode) == []
        undo = "Desfazer" if lang == "pt_BR" else "Undo"
        assert mode.undo_action.iconText() == undo
        assert mode.undo_action.toolTip() == mode.undo_action.text().replace("&", "")
        assert "Floresta" in mode.undo_action.toolTip() or "Forest" in mode.undo_action.toolTip()
        # Back to a wide window, one row again; leaving the mode takes the break away.
        w.resize(1920, 1080)
        qtbot.wait(20)
        assert mode._toolbars[-1].geometry().top() == w.main_toolbar.geometry().top()
    finally:
        t.remove()


def test_qa_history_and_validation_share_a_place_in_a_short_window(editor, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDockWidget, QTabBar

    w, _mode = editor
    qtbot.wait(20)
    history = w.findChild(QDockWidget, "editor.history")
    validation = w.findChild(QDockWidget, "editor.validation")
    assert validation in w.tabifiedDockWidgets(history)
    bars = [b for b in w.findChildren(QTabBar) if b.isVisible() and b.count() == 2]
    assert bars and bars[0].tabText(0) == "Histórico" and bars[0].tabText(1) == "Validação"
    # The inspector's and palette's forms scroll rather than grow the window.
    inspector = w.findChild(QDockWidget, "editor.inspector")
    assert inspector.minimumSizeHint().height() < 120
    assert w.findChild(QDockWidget, "editor.terrain").minimumSizeHint().height() < 120
