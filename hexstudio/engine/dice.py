"""Deterministic dice.

A die roll is a pure function of the game's seed and the roll's serial number
(``state.rolls``, the count of dice rolled so far). Restoring a snapshot
restores the counter, and replaying the same actions from the same seed rolls
the same numbers, so undo and replay can never change what the dice said.

>>> roll_dice(7, 0, "2d6") == roll_dice(7, 0, "2d6")
True
>>> all(1 <= f <= 6 for f in roll_dice(7, 3, "2d6"))
True
"""

from __future__ import annotations

import hashlib
import random

DICE_SPECS = {"1d6": 1, "2d6": 2}


def roll_dice(seed: int, serial: int, spec: str) -> tuple[int, ...]:
    """The faces of roll number ``serial`` of a game seeded with ``seed``.

    ``spec`` is "1d6" or "2d6" (the only dice of the family). Raises
    ValueError for anything else.
    """
    count = DICE_SPECS.get(spec)
    if count is None:
        raise ValueError(f"unknown dice '{spec}': use 1d6 or 2d6")
    # Hash the pair so neighbouring serials give unrelated streams.
    digest = hashlib.sha256(f"hexstudio:{seed}:{serial}".encode()).digest()
    rng = random.Random(int.from_bytes(digest[:8], "big"))
    return tuple(rng.randint(1, 6) for _ in range(count))
