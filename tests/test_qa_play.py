"""Problems a first player meets in Play mode (found by driving the real window).

Play mode and the engine are being edited by others: each problem is a failing
test marked xfail(strict=True), naming the code at fault, to be turned into a
plain test by whoever fixes it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.engine.changes import Event
from hexstudio.engine.game import Game
from hexstudio.paths import scenarios_dir
from hexstudio.play.mode import PlayMode
from hexstudio.play.panels import unit_details
from hexstudio.play.text import describe_event
from hexstudio.scenario.io import load_scenario


@pytest.fixture
def portuguese(qapp):  # type: ignore[no-untyped-def]
    t = install_translators(qapp, "pt_BR")
    yield t
    t.remove()


@pytest.fixture
def informed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: shown.append(f"{a[1]}\n{a[2]}"))
    return shown


def play_window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scenario: str, seed: int = 3) -> tuple[MainWindow, PlayMode]:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path / "data"))
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    mode = PlayMode()
    mode._pending_seed = seed
    w.register_mode(mode)
    w.resize(1400, 900)
    w.show()
    assert w.open_file(scenarios_dir() / f"{scenario}.json")
    w.set_mode("play")
    return w, mode


def to_the_bombardment_stage(mode: PlayMode) -> None:
    """End phases (as a player pressing Ctrl+Return) until turn 2's bombardment stage."""
    g = mode.game
    for _ in range(40):
        if mode.cover is not None and mode.cover.isVisible():
            mode.cover.lift()
        if g.state.turn == 2 and g.phase_kind() == "bombardment":
            return
        mode.end_phase()
    raise AssertionError("never reached the bombardment stage")


def test_qa_monte_castelo_bombardment_stage_can_be_fired_from_the_combat_panel(qtbot, tmp_path, monkeypatch, informed) -> None:  # type: ignore[no-untyped-def]
    _w, m = play_window(qtbot, tmp_path, monkeypatch, "monte-castelo")
    to_the_bombardment_stage(m)
    legal = [a for a in m.game.legal_actions() if type(a).__name__ == "StageBombard"]
    assert legal, "the engine offers stage bombardments here"
    a = legal[0]
    m.combat.set_kind("bombard")
    m.combat.side.setCurrentIndex(m.combat.side.findData(a.side))
    m.click(a.target)
    assert type(m.pending_attack()).__name__ == "StageBombard"


def test_qa_bombardment_phase_opens_the_combat_panel_on_bombard(qtbot, tmp_path, monkeypatch, informed) -> None:  # type: ignore[no-untyped-def]
    _w, m = play_window(qtbot, tmp_path, monkeypatch, "monte-castelo")
    to_the_bombardment_stage(m)
    assert m.combat.kind() == "bombard"


def test_qa_counter_inspector_says_the_unit_size_in_portuguese(portuguese) -> None:  # type: ignore[no-untyped-def]
    g = Game(load_scenario(scenarios_dir() / "tutorial.json"), seed=0)
    text = unit_details(g, "us-745tk", "pt_BR")
    assert "battalion" not in text
    assert "batalhão" in text.lower()


def test_qa_dice_log_line_has_no_engine_words(portuguese) -> None:  # type: ignore[no-untyped-def]
    g = Game(load_scenario(scenarios_dir() / "tutorial.json"), seed=0)
    line = describe_event(g, Event("roll", {"dice": "2d6", "purpose": "combat", "faces": [1, 1], "total": 2}), "pt_BR")
    assert line is not None and "combat)" not in line  # "combate" is the Portuguese word
    line = describe_event(g, Event("roll", {"dice": "1d6", "purpose": "paradrop us-745tk", "faces": [2], "total": 2}), "pt_BR")
    assert line is not None and "us-745tk" not in line and "paradrop" not in line


def test_qa_counter_is_peca_in_portuguese(portuguese) -> None:  # type: ignore[no-untyped-def]
    assert QCoreApplication.translate("StackPanel", "Counter") == "Peça"


def test_qa_loading_a_save_of_another_scenario_opens_its_battle(qtbot, tmp_path, monkeypatch, informed) -> None:  # type: ignore[no-untyped-def]
    w, m = play_window(qtbot, tmp_path, monkeypatch, "tutorial", seed=0)
    save = tmp_path / "tutorial.hexsave.json"
    assert m.save_game(save)
    digest = m.game.state.digest()
    assert w.open_file(scenarios_dir() / "sicily.json")
    assert m.load_game(save)
    assert "Crossing the Serra River" in w.windowTitle()
    assert m.game.state.digest() == digest and w.document.scenario is m.game.scenario


def test_qa_movement_hint_does_not_outlive_the_movement_phase(qtbot, tmp_path, monkeypatch, informed) -> None:  # type: ignore[no-untyped-def]
    _w, m = play_window(qtbot, tmp_path, monkeypatch, "tutorial", seed=0)
    m.cover.lift()
    m.click(m.game.grid.parse("0406"))
    assert "MP" in m.hint
    m.end_phase()
    assert m.game.phase_kind() == "combat"
    assert "MP" not in m.hint and "shaded hex" not in m.hint, m.hint


def test_qa_a_new_target_clears_the_last_result(qtbot, tmp_path, monkeypatch, informed) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.engine.actions import MoveStack

    _w, m = play_window(qtbot, tmp_path, monkeypatch, "tutorial", seed=0)
    m.cover.lift()
    g = m.game
    for uid, to in (("us-745tk", "0904"), ("us-102cav", "1003"), ("us-7fa", "0706")):
        reach = g.legal_moves([uid])
        assert m.apply(MoveStack((uid,), reach.path_to(g.grid.parse(to))))
    m.end_phase()
    for label in ("1004", "0904", "1003"):
        m.click(g.grid.parse(label))
    m.roll()
    m.cover.lift()
    m.choose("none")
    m.cover.lift()
    assert "DRI AVB" in m.combat.result.text()
    m.click(g.grid.parse(g.state.pending.options[0]))  # retreat
    m.choose("us-745tk")  # the attacker's loss
    m.choose("done")  # no advance
    assert g.state.pending is None
    m.combat.set_kind("bombard")
    m.click(g.grid.parse("1005"))
    m.click(g.grid.parse("0706"))
    assert "Bombardment" in m.combat.preview.text()
    assert "DRI AVB" not in m.combat.result.text()


def test_qa_reichswald_opens_in_play_mode(qtbot, tmp_path, monkeypatch, informed) -> None:  # type: ignore[no-untyped-def]
    _w, m = play_window(qtbot, tmp_path, monkeypatch, "reichswald")
    assert m.session is not None
    assert any("1405" in line for line in m.log.lines())  # the turn's strategic bombing is in the log


def test_qa_game_panel_is_readable_in_a_720p_window(qtbot, tmp_path, monkeypatch, informed) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    w, m = play_window(qtbot, tmp_path, monkeypatch, "tutorial", seed=0)
    w.resize(1280, 720)
    QApplication.processEvents()
    assert m.status.height() >= m.status.sizeHint().height()


def test_qa_new_game_dialog_names_bundled_battles_by_title(qtbot) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.play.dialogs import NewGameDialog

    d = NewGameDialog(load_scenario(scenarios_dir() / "tutorial.json"), "en", None, [])
    qtbot.addWidget(d)
    items = [d.choice.itemText(i) for i in range(d.choice.count())]
    assert any("Monte Castelo: Operation Encore" in text for text in items), items


def test_qa_turn_line_does_not_mix_label_and_count(qtbot, tmp_path, monkeypatch, informed) -> None:  # type: ignore[no-untyped-def]
    _w, m = play_window(qtbot, tmp_path, monkeypatch, "reichswald")
    text = m.status.turn.text()
    assert text.startswith("8R"), text
    assert "22R" in text or "1 of 15" in text, text


def _attack_1004(m: PlayMode) -> None:
    """The tutorial, seed 0: the 745th Tank Battalion and the 102nd Cavalry attack 1004 (DRI AVB)."""
    from hexstudio.engine.actions import MoveStack

    g = m.game
    for uid, to in (("us-745tk", "0904"), ("us-102cav", "1003"), ("us-7fa", "0706")):
        reach = g.legal_moves([uid])
        assert m.apply(MoveStack((uid,), reach.path_to(g.grid.parse(to))))
    m.end_phase()
    for label in ("1004", "0904", "1003"):
        m.click(g.grid.parse(label))


def test_qa_while_the_other_side_decides_the_panels_name_it_and_show_its_units(qtbot, tmp_path, monkeypatch, informed) -> None:  # type: ignore[no-untyped-def]
    _w, m = play_window(qtbot, tmp_path, monkeypatch, "tutorial", seed=0)
    g = m.game
    _attack_1004(m)
    m.roll()
    d = g.state.pending
    assert d is not None and (d.kind, d.side) == ("commit_defence", "axis")
    assert m.status.side.text() == "Axis — hidden defensive support"
    assert m.stack.title.text().startswith("1004")
    assert [m.stack.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(m.stack.list.count())] == ["de-439ost"]
    m.cover.lift()
    m.choose("none")
    m.cover.lift()
    d = g.state.pending
    assert d is not None and (d.kind, d.side) == ("retreat", "axis")
    assert m.status.side.text() == "Axis — where to retreat"
    assert "de-439ost" in [m.stack.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(m.stack.list.count())]
    m.click(g.grid.parse(d.options[0]))
    d = g.state.pending
    assert d is not None and (d.kind, d.side) == ("combat_loss", "allies")
    assert m.status.side.text() == "Allies"  # the side of the phase answers its own question
    assert {m.stack.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(m.stack.list.count())} == set(d.options)


def test_qa_the_roll_stays_in_sight_while_its_questions_are_answered(qtbot, tmp_path, monkeypatch, informed) -> None:  # type: ignore[no-untyped-def]
    w, m = play_window(qtbot, tmp_path, monkeypatch, "tutorial", seed=0)
    g = m.game
    _attack_1004(m)
    # Before the roll the codes on the chart are spelled out.
    codes = m.combat.codes.text()
    assert m.combat.codes.isVisibleTo(w)
    assert "DRI: the defender retreats one hex" in codes and "AVB: one attacking unit takes a loss" in codes
    m.roll()
    m.cover.lift()
    m.choose("none")
    m.cover.lift()
    # The Decision tab comes forward for the retreat: the dice and the result are on it.
    assert g.state.pending is not None and g.state.pending.kind == "retreat"
    assert m.decision.roll.isVisibleTo(w)
    assert "Dice:" in m.decision.roll.text() and "DRI AVB: the defender retreats one hex" in m.decision.roll.text()
    m.click(g.grid.parse(g.state.pending.options[0]))
    assert "DRI AVB" in m.decision.roll.text()  # still, for the attacker's loss
    m.choose("us-745tk")
    m.choose("done")
    assert g.state.pending is None
    assert not m.decision.roll.isVisibleTo(w)  # nothing to decide: the Combat tab is back with the result
    assert "DRI AVB: the defender retreats one hex" in m.combat.result.text()


def test_qa_labels_on_the_board_do_not_collide(qtbot, tmp_path, monkeypatch, informed) -> None:  # type: ignore[no-untyped-def]
    """Lesson marks, MP costs, words such as "retreat", hex numbers and place names each keep a place of their own."""
    from hexstudio.board.layers import Z_COUNTERS

    w, m = play_window(qtbot, tmp_path, monkeypatch, "tutorial", seed=0)
    g = m.game
    H = g.grid.parse
    m.click(H("0605"))  # the cavalry: 0805 (a lesson's hex) and 0504 (the 2/18's) are in reach
    item, _sig, words = m._overlays["reach"]
    assert H("0805") in item.labels and H("0504") not in item.labels  # an occupied hex's cost is not under its counter
    assert any(H("0504") in part.labels for part in words) and all(part.zValue() > Z_COUNTERS for part in words)
    lesson, _sig, marks = m._overlays["lesson"]
    assert not lesson.labels and [part.anchor for part in marks] == ["top"]
    assert not item.label_rect(H("0805")).intersects(marks[0].label_rect(H("0805")))  # "0 4 5" no more
    # A word on an occupied hex sits above the counters; on a named hex, over its number, clear of the name.
    m._highlight("choice", [H("1005"), H("1105")], {H("1005"): "retreat", H("1105"): "retreat"})
    _item, _sig, words = m._overlays["choice"]
    by_anchor = {part.anchor: set(part.labels) for part in words}
    assert by_anchor == {"bottom": {H("1005")}, "top": {H("1105")}}  # 1105 is Vila Nova
    # Place names (and the numbers of hexes holding counters) are drawn over the counters.
    scene = w.board_scene
    assert scene._above.zValue() > Z_COUNTERS and not scene._text.show_names and scene._above.show_names
    assert H("0605") in scene._above.occupied


def test_qa_the_replay_log_wraps_its_long_lines(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.engine.actions import EndPhase, MoveStack
    from hexstudio.engine.combat import CommitDefence, DeclareAttack
    from hexstudio.engine.save import save_game
    from hexstudio.play.replay import ReplayViewer

    g = Game(load_scenario(scenarios_dir() / "tutorial.json"), 0)
    for uid, to in (("us-745tk", "0904"), ("us-102cav", "1003")):
        g.apply(MoveStack((uid,), g.legal_moves([uid]).path_to(g.grid.parse(to))))
    g.apply(EndPhase())
    g.apply(DeclareAttack(g.grid.parse("1004"), ("us-745tk", "us-102cav")))
    g.apply(CommitDefence((), 0))
    save = tmp_path / "combat.hexsave.json"
    save_game(g, save)
    viewer = ReplayViewer.from_file(save, "en")
    qtbot.addWidget(viewer)
    viewer.resize(1000, 700)
    viewer.show()
    qtbot.waitExposed(viewer)
    viewer.show_step(viewer.slider.maximum())
    lines = viewer.lines
    row = next(i for i in range(lines.count()) if lines.item(i).text().startswith("Combat at 1004"))
    QApplication.processEvents()
    rect = lines.visualItemRect(lines.item(row))
    assert rect.width() <= lines.viewport().width()
    assert rect.height() >= 2 * lines.fontMetrics().height(), "the long combat line wraps onto several lines"
    assert not lines.horizontalScrollBar().isVisible()
