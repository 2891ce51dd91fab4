"""The enemy's reply: a movement plan judged by the position after the enemy has answered it.

The movement search (``movement.py``) values a plan by the board it leaves:
the objectives, the attacks it sets up and the danger each stack stands in.
It does not see what the enemy will do next, and a wider search finds plans
that board value likes and the enemy punishes (a defender's counter-attack
that leaves a stack to be encircled). So the strongest level plays each of
the search's few best plans (``MovementPlanner.candidates``) out on a fork:

1. the plan's actions (as rehearsed), and the end of the movement phase;
2. the side's own combat phase, played by the quickest level (the same
   combat planner: attacks valued by the table's exact chances);
3. the enemy's next side-turn (its movement and combat and every answer
   either side owes meanwhile), also played by the quickest level;

and the plan is worth the side's evaluation of the position where its next
phase begins. The dice of those combats are the computer's own (the fork's
seed is a function of the position and the computer's seed, never the game's
seed), and every plan meets the same throws (``samples`` of them), so plans
are compared on equal luck and the choice stays a pure function of the game
state, the level and the seed. The work is counted in actions played on the
forks (deterministic work units).
"""

from __future__ import annotations

from collections.abc import Sequence

from hexstudio.ai.evaluate import Evaluator
from hexstudio.ai.fork import fork
from hexstudio.ai.knowledge import Knowledge
from hexstudio.ai.lookahead import stable_int
from hexstudio.engine.actions import Action, EndPhase
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game

MAX_ACTIONS = 800  # a playout longer than this is cut short (and valued where it stands)
# The position is valued where the side's next phase begins: before it moves, so
# the danger its stacks stand in is not counted (it may still move them away).
DANGER_AFTER = False


class ReplySearch:
    def __init__(self, know: Knowledge, evaluator: Evaluator, seed: int, samples: int) -> None:
        self.know = know
        self.evaluator = evaluator
        self.side = evaluator.side
        self.seed = seed
        self.samples = max(1, samples)
        self.work = 0  # actions played on forks

    def value(self, game: Game, actions: Sequence[Action], cancel=None) -> float | None:
        """The side's mean value after ``actions`` (its movement), its combat and the
        enemy's side-turn; None if an action is illegal."""
        st = game.state
        total = 0.0
        for k in range(self.samples):
            g = fork(game, -11 - stable_int("reply", self.seed, st.rolls, len(game.log), k) % (1 << 40))
            try:
                for a in actions:
                    g.apply(a)
            except IllegalAction:
                return None
            self.play_out(g, k, cancel)
            total += self.evaluator.value(g, danger=DANGER_AFTER)
        return total / self.samples

    def play_out(self, g: Game, k: int, cancel=None) -> None:
        """Play ``g`` on, both sides at the quickest level, until a phase of the side
        begins after a phase of the enemy (or the game ends)."""
        from hexstudio.ai.player import ComputerPlayer, NoAction, acting_side

        side = self.side
        players = {}
        for i, s in enumerate(g.sides):
            p = ComputerPlayer(s, "recruit", stable_int("reply-player", self.seed, k, i) % (1 << 30))
            p.knowledge = self.know
            players[s] = p
        if g.state.pending is None and g.is_legal(EndPhase()):
            g.apply(EndPhase())
            self.work += 1
        enemy_seen = False
        passed: set[str] = set()
        phase_key = None
        for _ in range(MAX_ACTIONS):
            st = g.state
            if st.game_over or (cancel is not None and cancel.is_set()):
                return
            phase = g.phase()
            if phase is not None and phase.side is not None and phase.side != side:
                enemy_seen = True
            elif enemy_seen and phase is not None and phase.side == side and st.pending is None:
                return
            key = (st.turn_index, st.phase_index)
            if key != phase_key:
                phase_key = key
                passed = set()
            who = acting_side(g, frozenset(passed))
            if who is None:
                return
            try:
                a = players[who].choose(g)
            except NoAction:
                return
            if isinstance(a, EndPhase) and st.pending is None and st.active_side is None:
                if any(s not in passed and s != who for s in g.sides):
                    passed.add(who)
                    continue
            try:
                g.apply(a)
            except IllegalAction:
                return
            self.work += 1
