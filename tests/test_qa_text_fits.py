"""Every text of both modes fits at 1280x720, in English and in Portuguese.

Walks every visible label, button, check box, combo box, spin box, tab,
group box title and dock title (``fit_check.cut_texts``) of the start
screen, the editor (each Battle Design page, each dock behind a tab, the
New Battle, calibration and preferences dialogs) and the player (a combat
from target to result, an air attack, Reichswald's reinforcements, Monte
Castelo's bombardment stage), and fails naming each text that is cut.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from fit_check import cut_texts, cut_texts_every_tab
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from hexstudio.app.dialogs import PreferencesDialog
from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.newbattle import NewBattleDialog
from hexstudio.app.settings import Settings
from hexstudio.editor.calibrate import CalibrationDialog
from hexstudio.editor.mode import EditorMode
from hexstudio.engine.actions import MoveStack
from hexstudio.hexgrid import Grid
from hexstudio.paths import scenarios_dir
from hexstudio.play.mode import PlayMode

SIZE = (1280, 720)


@pytest.fixture(params=["en", "pt_BR"])
def lang(request, qapp, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    t = install_translators(qapp, request.param)
    yield request.param
    t.remove()


def _window(qtbot, lang: str) -> MainWindow:  # type: ignore[no-untyped-def]
    w = MainWindow(Settings(), lang)
    qtbot.addWidget(w)
    w.register_mode(EditorMode())
    play = PlayMode()
    play._pending_seed = 0
    w.register_mode(play)
    w.resize(*SIZE)
    w.show()
    qtbot.waitExposed(w)
    return w


def _settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    qtbot.wait(30)


def _copy(tmp_path: Path, name: str) -> Path:
    path = tmp_path / f"{name}.json"
    shutil.copy(scenarios_dir() / f"{name}.json", path)
    return path


def _report(found: dict[str, list[str]]) -> str:
    return "\n".join(f"{where}: {p}" for where, problems in found.items() for p in problems)


def _note(found: dict[str, list[str]], where: str, problems: list[str]) -> None:
    if problems:
        found.setdefault(where, []).extend(problems)


def test_every_editor_text_fits(qtbot, lang: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    found: dict[str, list[str]] = {}
    w = _window(qtbot, lang)
    _note(found, "start screen", cut_texts(w))
    assert w.open_file(_copy(tmp_path, "tutorial"))
    w.set_mode("edit")
    _settle(qtbot)
    mode = w.active_mode()
    assert isinstance(mode, EditorMode)
    _note(found, "editor", cut_texts_every_tab(w))
    # Every Battle Design page, the dock opened from its toolbar button.
    mode.design_action.trigger()
    _settle(qtbot)
    _note(found, "editor, Battle Design open", cut_texts_every_tab(w))
    design = mode.design
    for i in range(design.tabs.count()):
        design.tabs.setCurrentIndex(i)
        _settle(qtbot)
        _note(found, f"Battle Design › {design.pages.item(i).text()}", cut_texts(design))
    # Every tool's options (the palette changes with none, but the inspector shows a hex).
    mode.inspector.show_hex("0905")
    _settle(qtbot)
    _note(found, "inspector on 0905", cut_texts(mode.inspector))
    for dialog in (NewBattleDialog(lang, w), PreferencesDialog(w.settings, w), CalibrationDialog(Grid(16, 12), QTransform(), w)):
        dialog.show()
        _settle(qtbot)
        _note(found, type(dialog).__name__, cut_texts(dialog))
        dialog.close()
    assert found == {}, "\n" + _report(found)


def _play(qtbot, lang: str, tmp_path: Path, scenario: str) -> tuple[MainWindow, PlayMode]:  # type: ignore[no-untyped-def]
    w = _window(qtbot, lang)
    assert w.open_file(_copy(tmp_path, scenario))
    w.set_mode("play")
    mode = w.active_mode()
    assert isinstance(mode, PlayMode)
    _lift(qtbot, mode)
    return w, mode


def _lift(qtbot, mode: PlayMode) -> None:  # type: ignore[no-untyped-def]
    if mode.cover is not None and mode.cover.isVisible():
        mode.cover.lift()
    _settle(qtbot)


def _check_play(found: dict[str, list[str]], w: QWidget, where: str) -> None:
    assert isinstance(w, MainWindow)
    _note(found, where, cut_texts_every_tab(w))


def test_every_player_text_fits_through_a_combat(qtbot, lang: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    found: dict[str, list[str]] = {}
    w, m = _play(qtbot, lang, tmp_path, "tutorial")
    _check_play(found, w, "play, first phase")
    g = m.game
    m.click(g.grid.parse("0406"))
    _settle(qtbot)
    _check_play(found, w, "a unit selected")
    for uid, to in (("us-745tk", "0904"), ("us-102cav", "1003"), ("us-7fa", "0706")):
        assert m.apply(MoveStack((uid,), g.legal_moves([uid]).path_to(g.grid.parse(to))))
    m.end_phase()
    _lift(qtbot, m)
    for label in ("1004", "0904", "1003"):
        m.click(g.grid.parse(label))
    _settle(qtbot)
    m.combat_dock.raise_()
    _check_play(found, w, "combat preview")
    m.combat.set_kind("air")
    m.click(g.grid.parse("1004"))
    _settle(qtbot)
    m.combat_dock.raise_()
    _check_play(found, w, "air attack")
    m.combat.set_kind("attack")
    for label in ("1004", "0904", "1003"):
        m.click(g.grid.parse(label))
    m.roll()
    _lift(qtbot, m)
    _check_play(found, w, "after the roll")
    m.choose("none")
    _lift(qtbot, m)
    m.combat_dock.raise_()
    _check_play(found, w, "combat result")
    assert found == {}, "\n" + _report(found)


def test_every_player_text_fits_in_reichswald_and_monte_castelo(qtbot, lang: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    found: dict[str, list[str]] = {}
    w, m = _play(qtbot, lang, tmp_path, "reichswald")
    m.reinf_dock.raise_()
    _check_play(found, w, "Reichswald reinforcements")
    w2, m2 = _play(qtbot, lang, tmp_path, "monte-castelo")
    _check_play(found, w2, "Monte Castelo")
    # The bombardment stage: both sides fire, the panel names the side firing.
    g = m2.game
    for _ in range(40):
        _lift(qtbot, m2)
        if g.state.turn == 2 and g.phase_kind() == "bombardment":
            break
        m2.end_phase()
    legal = [a for a in g.legal_actions() if type(a).__name__ == "StageBombard"]
    assert legal
    m2.combat.set_kind("bombard")
    m2.combat.side.setCurrentIndex(m2.combat.side.findData(legal[0].side))
    m2.click(legal[0].target)
    _settle(qtbot)
    m2.combat_dock.raise_()
    _check_play(found, w2, "Monte Castelo bombardment stage")
    assert found == {}, "\n" + _report(found)
