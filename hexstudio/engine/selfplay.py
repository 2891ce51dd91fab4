"""Random legal play: a smoke test of a scenario and a source of sample games.

``random_game(scenario, seed, max_actions)`` plays legal actions chosen at
random (answers first when a decision is pending; moves and attacks more
often than ending the phase) until the game ends, the action budget runs
out, or no legal action is left, and says which.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from hexstudio.engine.actions import Action, EndPhase
from hexstudio.engine.game import Game
from hexstudio.scenario.model import Scenario


@dataclass
class SelfPlay:
    game: Game
    actions: int
    stopped: str  # "game over", "action budget spent" or why play got stuck


def _extra_candidates() -> Callable[[Game], Iterable[Action]] | None:
    """The combat package's candidate attacks, if it offers them."""
    try:
        handlers = importlib.import_module("hexstudio.engine.combat.handlers")
    except ModuleNotFoundError:
        return None
    return getattr(handlers, "combat_candidates", None)


def random_game(scenario: Scenario, seed: int = 0, max_actions: int = 2000) -> SelfPlay:
    game = Game(scenario, seed)
    rng = random.Random(seed)
    extra = _extra_candidates()
    n = 0
    while n < max_actions:
        if game.state.game_over:
            return SelfPlay(game, n, "game over")
        actions = list(game.legal_actions())
        if extra is not None:
            seen = set(actions)
            actions += [a for a in extra(game) if a not in seen and game.is_legal(a)]
        if not actions:
            reason = game.why_illegal(EndPhase()) or "no legal action"
            return SelfPlay(game, n, f"stuck: {reason}")
        others = [a for a in actions if not isinstance(a, EndPhase)]
        if game.state.pending is None and (not others or rng.random() < 0.15) and EndPhase() in actions:
            action: Action = EndPhase()
        else:
            action = rng.choice(others or actions)
        game.apply(action)
        n += 1
    return SelfPlay(game, n, "game over" if game.state.game_over else "action budget spent")
