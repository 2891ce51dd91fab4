"""A unit's combat and movement values as they stand now.

Full face or reduced face; when the scenario prints no reduced face, or
``rules.losses.reduced_values == "halved"`` (Monte Castelo 7.1), the reduced
attack and defence are the full ones halved, rounded up, minimum 1, and the
movement is unchanged. Suppression (Monte Castelo 7.2) halves attack, defence
and movement again the same way ("metade da metade" for a reduced unit).

>>> from hexstudio.scenario.model import Values
>>> halve(Values(attack=5, defence=4, movement=8), movement=False).attack
3
>>> halve(Values(attack=1, defence=0, movement=8), movement=True).defence
1
"""

from __future__ import annotations

import math

from hexstudio.engine.state import UnitState
from hexstudio.scenario.model import Unit, Values


def _half(x: int | float) -> int:
    return max(1, math.ceil(x / 2))


def halve(v: Values, movement: bool) -> Values:
    """Halve attack and defence (and movement if asked), rounding up, minimum 1."""
    return v.model_copy(
        update={
            "attack": _half(v.attack),
            "defence": _half(v.defence),
            "movement": float(_half(v.movement)) if movement else v.movement,
        }
    )


def current_values(unit: Unit, us: UnitState, reduced_mode: str = "printed") -> Values:
    """The values of ``unit`` in state ``us`` (see the module docstring)."""
    if us.steps_lost <= 0:
        v = unit.full
    elif unit.reduced is not None and reduced_mode == "printed":
        v = unit.reduced
    else:
        v = halve(unit.full, movement=False)
    if us.suppressed:
        v = halve(v, movement=True)
    return v


def movement_halves(unit: Unit, us: UnitState, reduced_mode: str = "printed") -> int:
    """Movement allowance in half MP."""
    return round(current_values(unit, us, reduced_mode).movement * 2)
