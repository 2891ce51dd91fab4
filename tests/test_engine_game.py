"""Game API: apply/undo/redo and commit points, action JSON, dice, change
records, saved games and the replay command."""

from __future__ import annotations

import json

import pytest
from engine_fixtures import family_scenario, unit

from hexstudio.engine.actions import Choose, EndPhase, EnterReinforcement, MoveStack, action_from_json
from hexstudio.engine.changes import Effects
from hexstudio.engine.dice import roll_dice
from hexstudio.engine.errors import DecisionPending, IllegalAction, ReplayError
from hexstudio.engine.game import Game
from hexstudio.engine.save import load_game, save_data, save_game
from hexstudio.hexgrid import Grid

GRID = Grid(10, 6)
P = GRID.parse


def small() -> Game:
    return Game(family_scenario(units=[unit("a", "blue", "0103", "3-4-6"), unit("b", "blue", "0105", "3-4-6"),
                                       unit("r", "red", "1006", "1-1-4")]), seed=11)


def test_apply_returns_what_changed_and_undo_restores_the_snapshot():
    g = small()
    before = g.state.digest()
    path = (P("0103"), P("0203"), P("0303"))
    ch = g.apply(MoveStack(("a",), path))
    assert ch.units == {"a"} and {P("0103"), P("0303")} <= ch.hexes
    assert [e.kind for e in ch.events] == ["move"]
    assert g.can_undo()
    ch2 = g.undo()
    assert g.state.digest() == before and "a" in ch2.units
    assert g.can_redo()
    g.redo()
    assert g.state.units["a"].hex == P("0303")
    assert len(g.actions()) == 1


def test_end_of_phase_is_a_commit_point():
    g = small()
    g.apply(MoveStack(("a",), (P("0103"), P("0203"))))
    g.apply(EndPhase())
    assert not g.can_undo()
    with pytest.raises(IllegalAction, match="cannot be taken back"):
        g.undo()


def test_a_die_roll_is_a_commit_point_and_is_logged():
    g = small()
    g.apply(MoveStack(("a",), (P("0103"), P("0203"))))
    fx = Effects(g)
    faces = fx.roll("2d6", "test")
    assert fx.commit and fx.events[0].data["faces"] == list(faces)
    assert faces == roll_dice(11, 0, "2d6") and g.state.rolls == 1


def test_illegal_action_leaves_the_state_alone():
    g = small()
    before = g.state.digest()
    with pytest.raises(IllegalAction):
        g.apply(MoveStack(("a",), (P("0103"), P("0903"))))
    with pytest.raises(IllegalAction, match="no unit 'zz'"):
        g.apply(MoveStack(("zz",), (P("0103"), P("0203"))))
    assert g.state.digest() == before and g.log[-1].action is None


def test_actions_round_trip_through_json():
    for a in (MoveStack(("a", "b"), (P("0103"), P("0203"))), EndPhase(), EnterReinforcement("x", P("0101")), Choose("yes")):
        data = json.loads(json.dumps(a.to_json()))
        assert action_from_json(data) == a
    with pytest.raises(ValueError, match="unknown action"):
        action_from_json({"action": "fly"})
    with pytest.raises(ValueError, match="expected a hex"):
        action_from_json({"action": "enter", "unit": "x", "hex": "0101"})


def test_decisions_block_other_actions_until_answered():
    units = [unit("a", "blue", "0103"), unit("b", "blue", "0105"), unit("c", "blue", "0106"),
             unit("r", "red", "1006")]
    wd = [{"id": "pick", "units": ["a", "b", "c"], "schedule": {"turn": 2}, "choose": 2}]
    g = Game(family_scenario(units=units, withdrawals=wd))
    for _ in range(4):
        g.apply(EndPhase())
    assert g.state.pending is not None and g.state.pending.kind == "withdrawal"
    with pytest.raises(DecisionPending):
        g.apply(EndPhase())
    with pytest.raises(IllegalAction, match="not one of the choices"):
        g.apply(Choose("r"))
    g.apply(Choose("b"))
    assert g.state.pending is not None and "b" not in g.state.pending.options
    g.apply(Choose("a"))
    assert g.state.pending is None
    assert [g.state.units[u].status for u in "abc"] == ["withdrawn", "withdrawn", "on_map"]


def test_save_and_load_replays_to_the_same_state(tmp_path):
    g = small()
    g.apply(MoveStack(("a",), (P("0103"), P("0203"))))
    g.apply(EndPhase())
    g.apply(EndPhase())
    path = tmp_path / "game.json"
    save_game(g, path)
    g2 = load_game(path)
    assert g2.state.digest() == g.state.digest()
    assert g2.actions() == g.actions()


def test_a_tampered_or_corrupt_save_is_refused(tmp_path):
    g = small()
    g.apply(MoveStack(("a",), (P("0103"), P("0203"))))
    doc = save_data(g)
    bad = json.loads(json.dumps(doc))
    bad["scenario"]["units"][0]["full"]["movement"] = 9
    p = tmp_path / "s.json"
    p.write_text(json.dumps(bad))
    with pytest.raises(ReplayError, match="differs from the one this game was played on"):
        load_game(p)
    bad = json.loads(json.dumps(doc))
    bad["state_sha256"] = "0" * 64
    p.write_text(json.dumps(bad))
    with pytest.raises(ReplayError, match="does not reach the saved position"):
        load_game(p)
    bad = json.loads(json.dumps(doc))
    bad["actions"][0]["path"] = [[0, 2], [5, 5]]
    p.write_text(json.dumps(bad))
    with pytest.raises(ReplayError, match=r"action 1 .* is illegal"):
        load_game(p)
    p.write_text("{not json")
    with pytest.raises(ReplayError, match="not valid JSON"):
        load_game(p)


def test_replay_command_prints_the_position(tmp_path, capsys):
    from hexstudio.cli import main

    g = small()
    g.apply(MoveStack(("a",), (P("0103"), P("0203"))))
    path = tmp_path / "g.json"
    save_game(g, path)
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["turn"] == 1 and out["phase"] == {"kind": "movement", "side": "blue"}
    assert {"id": "a", "side": "blue", "hex": "0203", "status": "on_map", "steps_lost": 0} in out["units"]
    assert main(["replay", str(path)]) == 0
    assert "turn 1, movement phase of blue" in capsys.readouterr().out
    (tmp_path / "bad.json").write_text("[]")
    assert main(["replay", str(tmp_path / "bad.json")]) == 1


def test_selfplay_command_plays_saves_and_the_save_replays(tmp_path, capsys):
    from hexstudio.cli import main

    out = tmp_path / "self.json"
    assert main(["selfplay", "scenarios/tutorial.json", "--seed", "2", "--max-actions", "60", "--save", str(out),
                 "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["stopped"] in ("game over", "action budget spent") or s["stopped"].startswith("stuck")
    assert load_game(out).state.digest() == json.loads(out.read_text())["state_sha256"]


@pytest.mark.parametrize("stop", [0, 1, 2, 3])
def test_replay_keeps_the_undo_history_of_playing_one_by_one(stop):
    """``replay`` takes undo snapshots only after the last commit point: the
    actions after it can be undone one by one to the same states as when played."""
    g = small()
    played = []

    def play(a):
        g.apply(a)
        played.append(a)

    for n in range(stop):
        if n == 0:
            play(MoveStack(("a",), (P("0103"), P("0203"))))  # not a commit point
        elif n == 1:
            play(EndPhase())  # a commit point
            assert not g.can_undo()
        else:  # on to the next movement phase (commit points), then moves, each undoable
            while g.phase_kind() != "movement":
                play(EndPhase())
            move = next(a for a in g.legal_actions() if isinstance(a, MoveStack))
            play(move)
    assert len(g._undo) == {0: 0, 1: 1, 2: 0, 3: 1}[stop]
    again = Game.replay(g.scenario, g.seed, played)
    assert again.state.digest() == g.state.digest()
    assert [(e.action, e.events, e.commit) for e in again.log] == [(e.action, e.events, e.commit) for e in g.log]
    assert len(again._undo) == len(g._undo) and not again.can_redo()
    while g.can_undo():
        g.undo()
        again.undo()
        assert again.state.digest() == g.state.digest()
        assert again.actions() == g.actions()
    assert not again.can_undo()
