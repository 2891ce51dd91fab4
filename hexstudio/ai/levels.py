"""The computer's levels and what each may spend thinking.

A budget is counted in deterministic work units (plans evaluated, options
looked at, decisions looked ahead), never in seconds: the same position, level
and seed give the same choice on any machine, however loaded. The units are
calibrated so that the default level plays a Leyte side-turn (the largest
battle: about 190 counters) in a median of well under 2 s on a 2-core machine
(``benchmarks/bench_ai.py`` prints the figures).
"""

from __future__ import annotations

from dataclasses import dataclass

LEVELS = ("recruit", "regular", "veteran")  # quickest first
DEFAULT_LEVEL = "regular"


@dataclass(frozen=True)
class Level:
    name: str
    # Movement planning (Online Evolutionary Planning over whole-phase plans).
    options_per_unit: int  # destinations kept per unit after the first sifting
    population: int  # plans per generation
    generations: int  # generations at most
    evaluations: int  # plans evaluated per movement phase at most
    # Entry hexes and sea landings looked at per unit (each a look-ahead on a fork),
    # and look-aheads per movement phase beyond each waiting unit's best entry hex.
    entries_per_unit: int
    lookaheads: int
    # Combat planning: attacker groupings previewed per target.
    groupings: int
    # Decisions: how deep the computer follows its own chained choices on a fork,
    # and how many positions it may evaluate for one question.
    decision_depth: int
    decision_budget: int
    # Samples per action of a kind the computer has no exact model for (it rolls dice).
    samples: int
    # The enemy's reply (``reply.py``): how many of the movement search's best plans
    # are played on forks through the side's combat and the enemy's next side-turn
    # (0: none, the plan the evaluation likes best is played), and with how many
    # throws of the computer's own dice each.
    reply_plans: int = 0
    reply_samples: int = 1
    # Exits that score no more than staying are still worth what they save the
    # units from (``ObjectiveModel.escape_stake``): the enemy's escape is barred.
    escapes: bool = False
    # Exits whose first one costs the side points are barred as such (``exit_watch.py``):
    # an enemy unit in such a zone, or one move from it, is that zone's points at stake.
    bars_exits: bool = False
    # The chance the enemy attacks a defender's stack it already stands next to
    # (elsewhere in its reach, and for an attacker: evaluate.DANGER, 0.5). Next to the
    # enemy a unit risks more: the enemy need not move to attack, and an engaged enemy
    # often must.
    contact_danger: float = 0.5
    # Movement plans that mass every searched unit that can on one enemy stack are
    # added to the first generation (``MovementPlanner.focus_plans``; an attacker's only:
    # ``ComputerPlayer.focuses``).
    focus: bool = False


_LEVELS = {
    "recruit": Level("recruit", options_per_unit=6, population=0, generations=0, evaluations=0,
                     entries_per_unit=2, lookaheads=10, groupings=3, decision_depth=1, decision_budget=12, samples=1),
    "regular": Level("regular", options_per_unit=10, population=16, generations=30, evaluations=600,
                     entries_per_unit=3, lookaheads=25, groupings=6, decision_depth=2, decision_budget=24, samples=2),
    "veteran": Level("veteran", options_per_unit=16, population=24, generations=80, evaluations=2500,
                     entries_per_unit=4, lookaheads=60, groupings=10, decision_depth=3, decision_budget=60, samples=3,
                     reply_plans=5, reply_samples=2, escapes=True, bars_exits=True, contact_danger=0.9,
                     focus=True),
}


def level(name: str) -> Level:
    try:
        return _LEVELS[name]
    except KeyError:
        raise ValueError(f"unknown level '{name}' (known: {', '.join(LEVELS)})") from None
