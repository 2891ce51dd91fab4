"""Looking ahead on forks: the value of an action by the position it leads to.

Used for every decision (losses, retreats, advances, EMP, withdrawals,
floods, bridges, returns from off the map, ...) and for any action kind the
computer has no model of, so that a new special rule with its own action and
generator is played without changing the computer.

``Lookahead.value(game, actions)`` applies the actions to a fork
(``fork.py``: the real game never changes, and the fork's dice are the
computer's own), answers the side's own questions that follow (its best
answer, ``depth`` deep), and evaluates the position for the side. If the
fork rolled dice, the value is a sample of what the dice might do, so it is
the mean over ``samples`` forks with different dice.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from hexstudio.ai.evaluate import Evaluator
from hexstudio.ai.fork import fork
from hexstudio.engine.actions import Action
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game


def stable_int(*parts: object) -> int:
    """A number from ``parts`` that is the same in every run (unlike ``hash`` of strings)."""
    h = hashlib.sha256(":".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(h[:6], "big")


class Lookahead:
    def __init__(self, evaluator: Evaluator, seed: int, depth: int = 1, samples: int = 1, width: int = 8) -> None:
        self.evaluator = evaluator
        self.side = evaluator.side
        self.seed = seed
        self.depth = depth
        self.samples = max(1, samples)
        self.width = width
        self.spent = 0  # positions evaluated (work units)

    def fork(self, game: Game, salt: object) -> Game:
        st = game.state
        return fork(game, -1 - stable_int("dice", self.seed, st.rolls, len(game.log), salt) % (1 << 40))

    def value(self, game: Game, actions: Sequence[Action], salt: object = "") -> float | None:
        """Mean value for the side after ``actions`` (None if one is illegal)."""
        total = 0.0
        n = 0
        for k in range(self.samples):
            g = self.fork(game, (salt, k))
            before = g.state.rolls
            try:
                for a in actions:
                    g.apply(a)
            except IllegalAction:
                return None
            total += self._settle(g, self.depth - 1)
            n += 1
            if g.state.rolls == before:
                break  # no dice: one fork is the whole story
        return total / max(1, n)

    def _settle(self, g: Game, depth: int) -> float:
        """Answer the side's own pending questions (best answer, ``depth`` more levels), then evaluate."""
        st = g.state
        d = st.pending
        if depth >= 0 and d is not None and d.side == self.side and not st.game_over:
            answers = answers_of(g)[: self.width]
            best: float | None = None
            for a in answers:
                h = self.fork(g, ("settle", a.describe()))
                try:
                    h.apply(a)
                except IllegalAction:
                    continue
                v = self._settle(h, depth - 1)
                if best is None or v > best:
                    best = v
            if best is not None:
                return best
        self.spent += 1
        return self.evaluator.value(g)


def answers_of(game: Game) -> list[Action]:
    """The legal answers to the pending decision, in the engine's order."""
    return [a for a in game.legal_actions()]
