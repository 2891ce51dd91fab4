"""The computer player's public API: levels, players, who acts, and that asking
the computer never changes the game it is shown."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from hexstudio.ai import DEFAULT_LEVEL, LEVELS, ComputerPlayer, RandomPlayer, acting_side, make_player, play_match
from hexstudio.engine.actions import EndPhase
from hexstudio.engine.game import Game
from hexstudio.scenario.io import load_scenario

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def tutorial():
    return load_scenario(ROOT / "scenarios" / "tutorial.json")


def test_levels_quickest_first_and_the_default_is_one_of_them() -> None:
    assert LEVELS == ("recruit", "regular", "veteran")
    assert DEFAULT_LEVEL in LEVELS


def test_make_player_reads_every_spec_and_refuses_others() -> None:
    for lv in LEVELS:
        p = make_player(f"ai:{lv}", "allies", 3)
        assert isinstance(p, ComputerPlayer) and p.side == "allies" and p.name == f"ai:{lv}"
    assert isinstance(make_player("random", "axis", 1), RandomPlayer)
    assert make_player("ai", "axis").name == f"ai:{DEFAULT_LEVEL}"
    for bad in ("ai:general", "human", ""):
        with pytest.raises(ValueError):
            make_player(bad, "allies")


def test_acting_side_is_the_questions_owner_else_the_phase_side(tutorial) -> None:
    game = Game(tutorial, 1)
    assert acting_side(game) == game.state.active_side == "allies"
    # A question for the other side (as in a defence) takes precedence.
    from hexstudio.engine.decisions import Decision

    game.state.pending = Decision("combat_loss", "axis", ("a", "b"), "which?")
    assert acting_side(game) == "axis"
    game.state.pending = None
    game.state.game_over = True
    assert acting_side(game) is None


def _fingerprint(game: Game) -> tuple:
    return (game.state.digest(), len(game.log), tuple(game.actions()), len(game._undo), tuple(game._redo))


@pytest.mark.parametrize("level", LEVELS)
def test_choose_never_changes_the_game(tutorial, level) -> None:
    game = Game(tutorial, 2)
    # A move made and taken back leaves something on the redo stack too.
    side = game.state.active_side
    players = {s: make_player(f"ai:{level}", s, 7) for s in game.sides}
    first = players[side].choose(game)
    game.apply(first)
    game.undo()
    n = 0
    while not game.state.game_over and n < 40:
        side = acting_side(game)
        before = _fingerprint(game)
        action = players[side].choose(game)
        assert _fingerprint(game) == before
        assert game.is_legal(action), action.describe()
        game.apply(action)
        n += 1


def test_progress_is_reported_and_cancel_stops_early(tutorial) -> None:
    game = Game(tutorial, 4)
    seen: list[tuple[str, int, int]] = []
    p = make_player("ai:veteran", game.state.active_side, 1)
    p.choose(game, progress=lambda text, done, total: seen.append((text, done, total)))
    assert any(text.startswith("movement") for text, _, _ in seen)
    assert all(0 <= done <= total for _, done, total in seen if total)
    stop = threading.Event()
    stop.set()
    q = make_player("ai:veteran", game.state.active_side, 1)
    a = q.choose(game, cancel=stop)
    assert game.is_legal(a)


def test_a_match_between_the_computer_and_the_random_player_finishes_and_replays(tutorial) -> None:
    r = play_match(tutorial, 5, {"allies": "ai:recruit", "axis": "random"}, ai_seed=1)
    assert r.error is None and r.finished
    assert set(r.points) == {"allies", "axis"}
    assert r.turns == len(tutorial.turns.turns)
    assert all(len(v) > 0 for v in r.seconds.values())
    again = Game.replay(tutorial, 5, r.game.actions())
    assert again.state.digest() == r.game.state.digest()
    assert any(isinstance(a, EndPhase) for a in r.game.actions())
    summary = r.to_json()
    assert json.loads(json.dumps(summary)) == summary and summary["points"] == r.points
    assert r.margin(r.winner) > 0


def test_in_a_phase_both_sides_play_the_sides_act_in_turn() -> None:
    """Monte Castelo's bombardment stage belongs to both sides: the Allies act
    first; once they pass (their player returns EndPhase) the Germans act, and
    the last side's EndPhase ends the stage."""
    sc = load_scenario(ROOT / "scenarios" / "monte-castelo.json")
    game = Game(sc, 1)
    while game.phase_kind() != "bombardment":
        game.apply(EndPhase())
    assert game.phase().side is None and game.state.active_side is None
    assert acting_side(game) == "allies"
    assert acting_side(game, frozenset({"allies"})) == "germany"
    seen: list[tuple[str, str]] = []
    r = play_match(sc, 1, {"allies": "ai:recruit", "germany": "ai:recruit"}, max_turns=1,
                   on_action=lambda g, side, a: seen.append((side, type(a).__name__)))
    assert r.error is None
    stage = [x for x in seen if x[1] == "StageBombard"]
    # The Allies' bombardments (if any) all come before the Germans'.
    sides = [s for s, _ in stage]
    assert sides == sorted(sides, key=lambda s: 0 if s == "allies" else 1)


def test_choose_leaves_a_book_battle_untouched_through_every_kind_of_phase() -> None:
    """Monte Castelo's first turn: preparation, the bombardment stage both sides
    play (the pieces are tried on forks through the end of the stage), movement,
    combat and the questions in between."""
    sc = load_scenario(ROOT / "scenarios" / "monte-castelo.json")
    game = Game(sc, 6)
    players = {s: make_player("ai:recruit", s, 2) for s in game.sides}
    passed: set[str] = set()
    key = None
    while game.state.turn_index == 0 and not game.state.game_over:
        if (game.state.turn_index, game.state.phase_index) != key:
            key, passed = (game.state.turn_index, game.state.phase_index), set()
        side = acting_side(game, frozenset(passed))
        movers = sorted(u.id for u in game.state.on_map(game.state.active_side))[:3] if game.state.active_side else []
        reach_before = [sorted(game.legal_moves(u).destinations()) for u in movers]
        before = _fingerprint(game)
        action = players[side].choose(game)
        assert _fingerprint(game) == before
        assert [sorted(game.legal_moves(u).destinations()) for u in movers] == reach_before
        if isinstance(action, EndPhase) and game.state.pending is None and game.state.active_side is None \
                and any(s not in passed and s != side for s in game.sides):
            passed.add(side)
            continue
        game.apply(action)


def test_a_fork_rolls_its_own_dice_and_never_touches_the_game(tutorial) -> None:
    """The computer's private copy never rolls with the game's seed (it could
    otherwise see the real roll coming), and whatever is played on it stays there."""
    from hexstudio.ai.fork import fork
    from hexstudio.engine.dice import roll_dice

    game = Game(tutorial, 3)
    same = fork(game, game.seed)
    assert same.seed != game.seed
    other = fork(game, 12345)
    assert other._positions is not game._positions  # the side views follow each one's own units
    before = _fingerprint(game)
    uid = sorted(u.id for u in game.state.on_map(game.state.active_side))[0]
    reach = game.legal_moves(uid)
    dest = sorted(reach.destinations())[-1]
    from hexstudio.engine.actions import MoveStack

    other.apply(MoveStack((uid,), other.legal_moves(uid).path_to(dest)))
    other.apply(EndPhase())
    assert _fingerprint(game) == before
    assert sorted(game.legal_moves(uid).destinations()) == sorted(reach.destinations())
    assert game.state.units[uid].hex != other.state.units[uid].hex
    # A roll on the fork is the fork's own: unrelated to the game's next roll.
    serial = game.state.rolls
    assert [roll_dice(other.seed, serial + k, "2d6") for k in range(8)] != [roll_dice(game.seed, serial + k, "2d6") for k in range(8)]
