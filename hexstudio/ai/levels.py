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
    # Entry hexes and sea landings looked at per waiting unit (each a look-ahead on a fork).
    entries_per_unit: int
    # Combat planning: attacker groupings previewed per target.
    groupings: int
    # Decisions: how deep the computer follows its own chained choices on a fork.
    decision_depth: int
    # Samples per action of a kind the computer has no exact model for (it rolls dice).
    samples: int


_LEVELS = {
    "recruit": Level("recruit", options_per_unit=6, population=0, generations=0, evaluations=0,
                     entries_per_unit=2, groupings=3, decision_depth=1, samples=1),
    "regular": Level("regular", options_per_unit=10, population=16, generations=30, evaluations=600,
                     entries_per_unit=3, groupings=6, decision_depth=2, samples=2),
    "veteran": Level("veteran", options_per_unit=16, population=24, generations=80, evaluations=2500,
                     entries_per_unit=4, groupings=10, decision_depth=3, samples=3),
}


def level(name: str) -> Level:
    try:
        return _LEVELS[name]
    except KeyError:
        raise ValueError(f"unknown level '{name}' (known: {', '.join(LEVELS)})") from None
