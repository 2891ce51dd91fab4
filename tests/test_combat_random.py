"""Random play on the tutorial with real combats: every decision answered at
random, invariants kept, and the game replays to the same state."""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hexstudio.engine.actions import Choose, EndPhase
from hexstudio.engine.combat import AirAttack
from hexstudio.engine.combat.handlers import combat_candidates
from hexstudio.engine.game import Game
from hexstudio.engine.stacking import overstacked_hexes
from hexstudio.scenario.io import load_scenario

TUTORIAL = load_scenario(Path(__file__).resolve().parent.parent / "scenarios" / "tutorial.json")


def invariants(g: Game) -> None:
    for h, units in g.state.occupied().items():
        assert len({u.side for u in units}) == 1, f"enemies share {g.label(h)}"
    for u in g.state.units.values():
        assert (u.hex is None) == (u.status != "on_map")
    if g.state.pending is None:
        assert "combat" not in g.state.extra
        for side in g.sides:
            assert overstacked_hexes(g, g.state, side) == []


def play(seed: int, choices: int, steps: int = 400) -> Game:
    rnd = random.Random(choices)
    g = Game(TUTORIAL, seed=seed)
    for _ in range(steps):
        if g.state.game_over:
            break
        st_ = g.state
        if st_.pending is not None:
            g.apply(Choose(rnd.choice(st_.pending.options)))
        elif g.phase_kind() == "combat":
            attacks = [a for a in combat_candidates(g) if g.is_legal(a)]
            air = [AirAttack(a.target, 3) for a in attacks]
            air = [a for a in air if g.is_legal(a)]
            if air and rnd.random() < 0.3:
                g.apply(rnd.choice(air))
            elif attacks:
                g.apply(rnd.choice(attacks))
            else:
                # No attack is left: the phase must be able to end (no obliged unit stranded).
                assert g.why_illegal(EndPhase()) is None, g.why_illegal(EndPhase())
                g.apply(EndPhase())
        elif rnd.random() < 0.25 or not g.is_legal(EndPhase()):
            # Moves are costly to list: a few per phase bring units into contact.
            moves = [a for a in g.legal_actions() if not isinstance(a, EndPhase)]
            if not moves:
                break
            g.apply(rnd.choice(moves))
        else:
            g.apply(EndPhase())
        invariants(g)
    return g


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), choices=st.integers(0, 10_000))
def test_random_play_with_combat_keeps_invariants_and_replays(seed, choices):
    g = play(seed, choices, steps=120)
    assert any(e.action is not None and e.action.action_name == "declare_attack" for e in g.log) or g.state.turn > 1
    again = Game.replay(TUTORIAL, seed, g.actions())
    assert again.state.digest() == g.state.digest()
