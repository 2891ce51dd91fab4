"""Play mode's sentences: results in words, log lines, session files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hexstudio.engine.actions import EndPhase, MoveStack
from hexstudio.engine.changes import Event
from hexstudio.engine.game import Game
from hexstudio.paths import scenarios_dir
from hexstudio.play.session import PlaySession, autosave_path, find_autosave
from hexstudio.play.text import describe_event, explain_bombard, explain_result
from hexstudio.scenario.io import load_scenario


@pytest.fixture(scope="module")
def scenario():  # type: ignore[no-untyped-def]
    return load_scenario(scenarios_dir() / "tutorial.json")


@pytest.mark.parametrize(
    ("cell", "words"),
    [
        ("DRB AVB", "DRB AVB: the defender retreats one hex and one defending unit takes a loss; one attacking unit takes a loss"
                    " and the attacker may advance into the hex"),
        ("DVI ARI", "DVI ARI: the defender holds; the attacker retreats one hex"),
        ("DVB ARB", "DVB ARB: one defending unit takes a loss; the attacker retreats one hex and one attacking unit takes a loss"),
        ("DVI AE", "DVI AE: the defender holds; one attacking unit eliminated"),
        ("IMP", "IMP: no effect: both sides stay where they are"),
        ("DE AVI", "DE AVI: one defending unit eliminated and the others retreat one hex; the attacker may advance into the hex"),
    ],
)
def test_results_in_words(scenario, cell: str, words: str) -> None:  # type: ignore[no-untyped-def]
    assert explain_result(scenario, cell) == words


def test_exchange_and_bombardment_in_words(scenario) -> None:  # type: ignore[no-untyped-def]
    assert explain_result(scenario, "EMP").startswith("EMP: exchange: the defender loses units")
    assert explain_bombard(scenario, "DB") == "DB (One step loss): one unit in the hex takes a loss"
    assert explain_bombard(scenario, "DI") == "DI (No effect): no effect"


def test_log_sentences(scenario) -> None:  # type: ignore[no-untyped-def]
    g = Game(scenario, 0)
    lines = [describe_event(g, e) for e in g.log[0].events]
    assert lines[:2] == ["Game of 'Tutorial: Crossing the Serra River' started (seed 0).", "Turn 1 begins."]
    ch = g.apply(MoveStack(("us-745tk",), g.legal_moves("us-745tk").path_to(g.grid.parse("0705"))))
    assert describe_event(g, ch.events[0]) == "745th Tank Battalion moved from 0406 to 0705 (3 MP)."
    e = Event("combat", {"target": "1004", "attack": 7, "defence": 2, "odds": "3-1", "column": "3-1", "shifts": [],
                         "final_column": "3-1", "roll": 4, "result": "DRI AVB"})
    assert describe_event(g, e) == (
        "Combat at 1004: 7 against 2, odds 3-1 → column 3-1; no shifts; final column 3-1; roll 4: DRI AVB: the defender"
        " retreats one hex; one attacking unit takes a loss and the attacker may advance into the hex.")


def test_autosave_after_commit_points_only(qapp, scenario, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path))
    s = PlaySession.new(scenario, 5)
    s.apply(MoveStack(("us-745tk",), s.game.legal_moves("us-745tk").path_to(s.game.grid.parse("0705"))))
    assert find_autosave(scenario) is None  # a move can still be undone: not a commit point
    s.apply(EndPhase())
    path = autosave_path(scenario)
    assert find_autosave(scenario) == path
    assert len(json.loads(path.read_text())["actions"]) == 2
    again = PlaySession.load(path)
    assert again.game.state.digest() == s.game.state.digest()
    s.discard_autosave()
    assert find_autosave(scenario) is None


def test_an_autosave_belongs_to_the_exact_scenario_content(qapp, scenario, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The same id with other content (a copy, a battle edited since) is another scenario:
    its autosave is never offered for it."""
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path))
    s = PlaySession.new(scenario, 5)
    s.apply(EndPhase())
    assert find_autosave(scenario) is not None
    edited = scenario.model_copy(deep=True)
    edited.map.hexes["0101"].terrain = "mountain"  # one hex differs
    assert edited.id == scenario.id
    assert find_autosave(edited) is None
    assert autosave_path(edited) != autosave_path(scenario)
    assert not s.plays(edited) and s.plays(scenario) and s.plays(scenario.model_copy(deep=True))


@pytest.mark.parametrize(
    ("kind", "data", "line"),
    [
        ("map_changed", {"rule": "flood_event:0", "hexes": ["0303", "0403"]}, "The map changes at 0303, 0403."),
        ("displaced", {"unit": "us-1-18", "start": "0303", "hex": "0302"}, "1/18th Infantry is flooded out of 0303 and retreats to 0302."),
        ("retreated_off_map", {"unit": "us-1-18", "hex": "1005", "returns": 3}, "1/18th Infantry retreats off the map from 1005; it comes back on turn 3."),
        ("retreated_off_map", {"unit": "us-1-18", "hex": "1005", "returns": None}, "1/18th Infantry retreats off the map from 1005 and is lost."),
        ("returned", {"unit": "us-1-18", "hex": "1004"}, "1/18th Infantry comes back onto the map at 1004."),
        ("return_delayed", {"unit": "us-1-18", "hex": "1005"}, "1/18th Infantry cannot come back next to 1005 yet: every hex there is blocked."),
        ("bridge_built", {"unit": "us-1-18", "hexes": ["0805", "0905"]}, "1/18th Infantry bridges the river between 0805 and 0905."),
        ("released", {"unit": "us-1-18"}, "1/18th Infantry is released."),
        ("suppression_removed", {"unit": "us-1-18"}, "1/18th Infantry is no longer suppressed."),
        ("fortification_destroyed", {"hex": "1105", "by": "allies"}, "The fortification at 1105 is destroyed on its capture."),
    ],
)
def test_special_rule_events_are_sentences_not_ids(scenario, kind: str, data: dict, line: str) -> None:  # type: ignore[no-untyped-def]
    g = Game(scenario, 0)
    assert describe_event(g, Event(kind, data)) == line
