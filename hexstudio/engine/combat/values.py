"""A unit's combat values as they stand: full, reduced, suppressed.

Family books print the reduced face (Leyte 7.0). Monte Castelo computes it:
half PA and PD, rounded up, minimum 1, PM unchanged (7.1); suppression halves
PA, PD and PM the same way until the next preparation stage (7.2); reduced
and suppressed is "metade da metade" (D4-D6).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from hexstudio.scenario.model import Unit


def halve_up(x: float) -> int:
    """Half, rounded up, at least 1; a printed 0 stays 0 (a 0-0-10 pontoneer)."""
    if x <= 0:
        return 0
    return max(1, math.ceil(x / 2))


@dataclass(frozen=True, slots=True)
class CurrentValues:
    attack: int
    defence: int
    movement: float
    range: int | None = None

    def label(self) -> str:
        m = int(self.movement) if self.movement == int(self.movement) else self.movement
        return f"{self.attack}-{self.defence}-{m}"


def current_values(
    unit: Unit,
    *,
    reduced: bool = False,
    suppressed: bool = False,
    reduced_values: Literal["printed", "halved"] = "printed",
) -> CurrentValues:
    """The values a unit fights and moves with now.

    >>> from hexstudio.scenario.model import Unit, Values
    >>> u = Unit(id="x", name="x", type="inf", nationality="br", full=Values(attack=3, defence=4, movement=6))
    >>> current_values(u, reduced=True, suppressed=True, reduced_values="halved").label()
    '1-1-3'
    """
    face = unit.full
    if reduced:
        if reduced_values == "printed" and unit.reduced is not None:
            face = unit.reduced
        else:
            # No printed reduced face: compute it the Monte Castelo way rather than
            # fight at full strength after a loss.
            v = CurrentValues(halve_up(face.attack), halve_up(face.defence), face.movement, face.range)
            return _suppress(v) if suppressed else v
    v = CurrentValues(face.attack, face.defence, face.movement, face.range)
    return _suppress(v) if suppressed else v


def _suppress(v: CurrentValues) -> CurrentValues:
    return CurrentValues(halve_up(v.attack), halve_up(v.defence), float(halve_up(v.movement)), v.range)
