"""The computer player's public API: levels, players, who acts, and that asking
the computer never changes the game it is shown."""

from __future__ import annotations

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


def test_the_same_seeds_give_the_same_game(tutorial) -> None:
    a = play_match(tutorial, 8, {"allies": "ai:regular", "axis": "ai:recruit"}, ai_seed=3, max_turns=2)
    b = play_match(tutorial, 8, {"allies": "ai:regular", "axis": "ai:recruit"}, ai_seed=3, max_turns=2)
    assert a.game.actions() == b.game.actions()
    assert a.game.state.digest() == b.game.state.digest()
