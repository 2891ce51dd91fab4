"""Unit values now: printed reduced faces, Monte Castelo halving and suppression (D4-D6)."""

from __future__ import annotations

import pytest

from hexstudio.engine.state import UnitState
from hexstudio.engine.values import current_values
from hexstudio.scenario.model import Unit, Values


def make(a: int, d: int, m: int) -> Unit:
    return Unit(id="u", name="u", type="infantry", nationality="br", full=Values(attack=a, defence=d, movement=m))


@pytest.mark.parametrize(
    ("full", "reduced", "suppressed", "both"),
    [
        ((3, 4, 6), (2, 2, 6), (2, 2, 3), (1, 1, 3)),  # D4
        ((4, 4, 8), (2, 2, 8), (2, 2, 4), (1, 1, 4)),  # D5
        ((6, 4, 15), (3, 2, 15), (3, 2, 8), (2, 1, 8)),  # D6
    ],
)
def test_monte_castelo_halving(full, reduced, suppressed, both):
    u = make(*full)

    def abc(steps: int, sup: bool) -> tuple[int, int, float]:
        v = current_values(u, UnitState("u", "allies", steps_lost=steps, suppressed=sup), "halved")
        return (v.attack, v.defence, v.movement)

    assert abc(0, False) == full
    assert abc(1, False) == reduced
    assert abc(0, True) == suppressed
    assert abc(1, True) == both


def test_printed_reduced_face_wins_unless_halved():
    u = make(3, 4, 6).model_copy(update={"reduced": Values(attack=1, defence=2, movement=6)})
    us = UnitState("u", "allies", steps_lost=1)
    assert current_values(u, us, "printed").attack == 1
    assert current_values(u, us, "halved").attack == 2
