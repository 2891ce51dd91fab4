"""Game functions for the balance runner's tests (importable by spawned worker processes)."""

from __future__ import annotations

from typing import Any

from hexstudio.balance.game import GameJob, play_game

FAILING_SEED = 2


def game_failing_on_seed_2(job: GameJob) -> dict[str, Any]:
    """The real ``play_game``, except that in the game with seed 2 the engine breaks
    down on its first action (as a bug in a rule would): the record must carry the
    seed and the traceback, and the other games must be played as usual."""
    if job.seed != FAILING_SEED:
        return play_game(job)
    from hexstudio.engine.game import Game

    original = Game.apply

    def broken(self, action):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError("a rule divided by zero (test)")

    Game.apply = broken  # type: ignore[method-assign]
    try:
        return play_game(job)
    finally:
        Game.apply = original  # type: ignore[method-assign]
