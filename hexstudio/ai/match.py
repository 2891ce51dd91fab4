"""Playing a whole game between players: ``play_match``.

A game is a pure function of (scenario, game seed, players with their seeds):
the driver asks the acting side's player for an action, applies it through
``Game.apply`` (so it goes into the log like a player's: saves and replays
work unchanged), and repeats until the game is over, the action budget runs
out or a player finds nothing legal. It times each player's thinking per
side-turn (one game turn's thinking of one side, its own phases and its
answers during the other's) for the figures ``hexstudio match`` prints.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from hexstudio.ai.player import NoAction, Player, acting_side, make_player
from hexstudio.engine.actions import Action, EndPhase
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game
from hexstudio.scenario.model import Scenario


@dataclass
class MatchResult:
    game: Game
    winner: str | None  # None: a draw or an unfinished game
    points: dict[str, int]
    turns: int  # turns begun
    finished: bool
    termination: str | None
    actions: int
    seconds: dict[str, list[float]] = field(default_factory=dict)  # thinking per side-turn, per side
    error: str | None = None  # an illegal action or a stuck position, with where it happened

    def margin(self, side: str) -> int:
        """``side``'s points minus the best of the others'."""
        others = [p for s, p in self.points.items() if s != side]
        return self.points.get(side, 0) - (max(others) if others else 0)


def play_match(
    scenario: Scenario,
    seed: int,
    players: Mapping[str, Player | str],
    ai_seed: int = 0,
    max_actions: int = 50_000,
    max_turns: int | None = None,
    on_action: Callable[[Game, str, Action], None] | None = None,
    cancel=None,
) -> MatchResult:
    """Play one game (see the module docstring). ``players`` maps every side to a
    Player or a spec (``"ai:regular"``, ``"random"``; built with seed ``ai_seed``
    plus the side's index). ``max_turns`` stops after that many turns."""
    game = Game(scenario, seed)
    built: dict[str, Player] = {}
    for i, s in enumerate(game.sides):
        p = players.get(s)
        if p is None:
            raise ValueError(f"no player for side '{s}'")
        built[s] = make_player(p, s, ai_seed + 101 * i) if isinstance(p, str) else p
    seconds: dict[tuple[str, int], float] = {}
    passed: set[str] = set()
    phase_key = None
    n = 0
    error = None
    while not game.state.game_over and n < max_actions:
        st = game.state
        if max_turns is not None and st.turn_index >= max_turns:
            break
        if cancel is not None and cancel.is_set():
            break
        key = (st.turn_index, st.phase_index)
        if key != phase_key:
            phase_key = key
            passed = set()
        side = acting_side(game, frozenset(passed))
        assert side is not None
        t0 = time.perf_counter()
        try:
            action = built[side].choose(game)
        except NoAction as e:
            error = f"stuck: turn {st.turn}, {_where(game)}: {side} has no legal action ({e})"
            break
        dt = time.perf_counter() - t0
        seconds[(side, st.turn)] = seconds.get((side, st.turn), 0.0) + dt
        if isinstance(action, EndPhase) and st.pending is None and st.active_side is None:
            # A phase both sides play: each passes in turn, the last one ends it.
            if any(s not in passed and s != side for s in game.sides):
                passed.add(side)
                continue
        try:
            game.apply(action)
        except IllegalAction as e:
            error = f"illegal action: turn {st.turn}, {_where(game)}: {side} played {action.describe()}: {e.reason}"
            break
        n += 1
        if on_action is not None:
            on_action(game, side, action)
    out = game.outcome()
    per_side: dict[str, list[float]] = {s: [] for s in game.sides}
    for (s, _t), v in sorted(seconds.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        per_side[s].append(v)
    return MatchResult(
        game=game,
        winner=out.winner if out else None,
        points=out.points if out else game.score(),
        turns=game.state.turn_index + 1,
        finished=game.state.game_over,
        termination=str(out.termination) if out else None,
        actions=n,
        seconds=per_side,
        error=error,
    )


def _where(game: Game) -> str:
    p = game.phase()
    if p is None:
        return "after the game"
    return f"{p.kind} phase of {p.side or 'both sides'}"


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation; 0 for no values."""
    if not values:
        return 0.0
    if len(values) == 1:
        return values[0]
    qs = statistics.quantiles(sorted(values), n=100, method="inclusive")
    k = min(98, max(0, round(q) - 1))
    return qs[k]
