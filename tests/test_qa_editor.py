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
