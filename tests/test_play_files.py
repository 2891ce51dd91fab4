"""Games, autosaves and files: bound to the exact battle, kept out of the bundled folder.

A game, an autosave and a resume belong to the scenario content they were
played on (its hash), never to an id alone; saved games go to the user's
documents; File ▸ Open and Open Recent take a saved game and open it in Play
on its own battle.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.engine.actions import EndPhase
from hexstudio.engine.game import Game
from hexstudio.engine.save import save_game, scenario_hash
from hexstudio.paths import bundled_scenarios, saved_games_dir, scenarios_dir, user_documents_dir
from hexstudio.play.mode import PlayMode
from hexstudio.scenario.io import load_scenario, save_scenario

TUTORIAL = scenarios_dir() / "tutorial.json"


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every question and message box, answered Yes / Discard / OK."""
    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: seen.append(box.text() + "\n" + box.informativeText())
                        or int(QMessageBox.StandardButton.Discard))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: seen.append(a[2]) or QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: seen.append(f"{a[1]}\n{a[2]}"))
    return seen


@pytest.fixture
def window(qtbot, asked):  # type: ignore[no-untyped-def]
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    w.register_mode(PlayMode())
    w.resize(1400, 900)
    w.show()
    return w


def play(w: MainWindow) -> PlayMode:
    mode = next(m for m in w.modes() if m.id == "play")
    assert isinstance(mode, PlayMode)
    return mode


def test_a_copy_of_a_battle_gets_an_id_of_its_own_and_never_the_originals_game(window, asked) -> None:  # type: ignore[no-untyped-def]
    """The issue's story: a copy made with New from Scenario used to be offered the
    original's interrupted game, and ran the original's engine under its board."""
    assert window.open_file(TUTORIAL)
    window.set_mode("play")
    m = play(window)
    m.cover.lift()
    m.end_phase()  # a commit point: the game is autosaved
    assert m.session.autosave_path().is_file()
    asked.clear()
    assert window.new_from_file(TUTORIAL)
    copy = window.document.scenario
    assert copy.id != "tutorial-rio-serra" and copy.id.startswith("tutorial-rio-serra-copy-")
    assert not any("Resume" in a or "not finished" in a for a in asked), asked
    assert m.game.scenario is copy and m.game.state.turn == 1 and len(m.game.log) == 1
    # A second copy is not the first one either.
    assert window.new_from_file(TUTORIAL)
    assert window.document.scenario.id not in (copy.id, "tutorial-rio-serra")


def test_an_edited_battle_with_the_same_id_is_not_offered_the_old_game(window, asked, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert window.open_file(TUTORIAL)
    window.set_mode("play")
    m = play(window)
    m.cover.lift()
    m.end_phase()
    edited = load_scenario(TUTORIAL)
    edited.map.hexes["0101"].terrain = "mountain"
    path = tmp_path / "tutorial-edited.json"
    save_scenario(edited, path)
    asked.clear()
    assert window.open_file(path)
    assert not any("not finished" in a for a in asked), asked
    assert scenario_hash(m.game.scenario) == scenario_hash(window.document.scenario)
    # The original is offered its own game back.
    assert window.open_file(TUTORIAL)
    assert any("not finished" in a for a in asked)
    assert m.game.state.phase_index == 1


def test_a_saved_game_goes_to_the_users_documents_never_the_bundled_folder(window, asked, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert window.open_file(TUTORIAL)
    window.set_mode("play")
    m = play(window)
    offered: list[str] = []

    def save_dialog(parent, title, start, *a, **k):  # type: ignore[no-untyped-def]
        offered.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    m.save_game_dialog()
    assert Path(offered[-1]).parent == saved_games_dir()
    assert saved_games_dir().is_relative_to(user_documents_dir())
    # Typed into the bundled folder anyway: refused with a sentence, nothing written.
    before = sorted(p.name for p in scenarios_dir().iterdir())
    assert not m.save_game(scenarios_dir() / "my-game.hexsave.json")
    assert "not written to" in asked[-1]
    assert sorted(p.name for p in scenarios_dir().iterdir()) == before


def test_saving_a_bundled_battle_asks_for_a_file_of_the_users(window, asked, monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert window.open_file(TUTORIAL)
    window.set_modified(True)
    offered: list[str] = []
    target = tmp_path / "my-tutorial.json"

    def save_dialog(parent, title, start, *a, **k):  # type: ignore[no-untyped-def]
        offered.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    before = TUTORIAL.read_bytes()
    assert window.save()
    assert offered and Path(offered[0]).parent == user_documents_dir()
    assert target.is_file() and TUTORIAL.read_bytes() == before
    assert window.document.path == target
    assert not window.save_to(TUTORIAL)
    assert "not changed" in asked[-1] and TUTORIAL.read_bytes() == before


def test_file_open_takes_a_saved_game_to_play_on_its_own_battle(window, asked, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    g = Game(load_scenario(TUTORIAL), 11)
    for _ in range(3):
        g.apply(EndPhase())
    save = tmp_path / "three-phases.hexsave.json"
    save_game(g, save)
    # From the start screen, in the viewer: the game opens in Play.
    assert window.current_mode().id == "view"
    assert window.open_file(save)
    m = play(window)
    assert window.active_mode() is m
    assert m.game.state.digest() == g.state.digest()
    assert window.document.scenario is m.game.scenario and window.document.game_path == save.absolute()
    assert "three-phases.hexsave.json" in window.windowTitle()
    # Recent files remember it; opening it from there while another battle is open works too.
    assert str(save.absolute()) in window.settings.recent_files()
    assert window.open_file(scenarios_dir() / "sicily.json")
    assert window.open_file(window.settings.recent_files()[1])
    assert m.game.state.digest() == g.state.digest()


def test_load_game_of_another_battle_opens_that_battle(window, asked, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    g = Game(load_scenario(TUTORIAL), 2)
    g.apply(EndPhase())
    save = tmp_path / "tutorial.hexsave.json"
    save_game(g, save)
    assert window.open_file(scenarios_dir() / "sicily.json")
    window.set_mode("play")
    m = play(window)
    assert m.load_game(save)
    assert window.document.scenario.id == "tutorial-rio-serra"
    assert m.game.state.digest() == g.state.digest()
    assert window.board_scene.scenario is m.game.scenario


def test_a_damaged_saved_game_is_refused_with_its_reason(window, asked, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    g = Game(load_scenario(TUTORIAL), 2)
    save = tmp_path / "bad.hexsave.json"
    save_game(g, save)
    doc = json.loads(save.read_text())
    doc["scenario"]["map"]["columns"] = doc["scenario"]["map"]["columns"] + 1  # the hash no longer matches
    save.write_text(json.dumps(doc))
    assert not window.open_file(save)
    assert "differs from the one this game was played on" in asked[-1]
    assert window.document is None


def test_a_saved_game_left_in_the_bundled_folder_is_not_listed_as_a_battle(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "a.json").write_text(TUTORIAL.read_text())
    save_game(Game(load_scenario(TUTORIAL), 1), folder / "a.hexsave.json")
    monkeypatch.setenv("HEXSTUDIO_SCENARIOS", str(folder))
    assert [p.name for p in bundled_scenarios()] == ["a.json"]


def test_a_tampered_save_names_the_bad_action_as_the_log_would(window, asked, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.engine.actions import MoveStack

    g = Game(load_scenario(TUTORIAL), 0)
    g.apply(MoveStack(("us-745tk",), g.legal_moves(["us-745tk"]).path_to(g.grid.parse("0705"))))
    g.apply(EndPhase())
    save = tmp_path / "tampered.hexsave.json"
    save_game(g, save)
    doc = json.loads(save.read_text())
    doc["actions"][0]["units"] = ["nobody"]
    save.write_text(json.dumps(doc))
    assert not window.open_file(save)
    said = asked[-1]
    assert "action 1 (move of nobody from 0406 to 0705) is illegal: there is no unit 'nobody'" in said
    assert "Hex(" not in said and "units=(" not in said
