"""Engine fixes found while the computer played whole games (regression tests)."""

from __future__ import annotations

from combat_fixtures import scenario, unit

from hexstudio.engine.actions import EndPhase
from hexstudio.engine.combat import DeclareAttack
from hexstudio.engine.game import Game
from hexstudio.engine.zoc import unmet_obligations


def _engaged_gun_game() -> Game:
    """An infantry battalion at 0504 and a gun (range 2) next to the enemy at 0505
    too, both engaged; a second enemy hex the gun can reach but not touch."""
    probe = Game(scenario(units=[unit("x", "us", 1, 1)], setup={"x": "0101"}), 0)
    target = probe.grid.parse("0505")
    inf_hex = probe.grid.parse("0504")
    gun_hex = next(n for n in target.neighbours() if n != inf_hex and n.distance(inf_hex) == 1)
    far = next(n for n in gun_hex.neighbours() if n.distance(target) == 2 and n.distance(inf_hex) >= 2)
    other = next(n for n in far.neighbours() if n.distance(gun_hex) == 2 and n.distance(inf_hex) >= 2 and n.distance(target) >= 2)
    units = [
        unit("inf", "us", 6, 4),
        unit("gun", "us", 4, 2, type="artillery", rng=2),
        unit("d1", "de", 1, 1),
        unit("d2", "de", 1, 1),
        unit("inf2", "us", 3, 3),
    ]
    setup = {"inf": "0504", "gun": probe.label(gun_hex), "d1": "0505", "d2": probe.label(other), "inf2": probe.label(far)}
    g = Game(scenario(units=units, setup=setup), 0)
    g.apply(EndPhase())  # into the allies' combat phase
    assert g.phase_kind() == "combat"
    return g


def test_an_engaged_gun_that_fired_in_support_has_taken_part_and_the_phase_can_end() -> None:
    """Found by the computer on the tutorial: an engaged gun supported another
    attack, after which it could no longer attack (it had supported), so the
    must-attack check refused to end the phase and nothing was legal: stuck."""
    g = _engaged_gun_game()
    assert "gun" in unmet_obligations(g)
    d1 = g.state.units["d1"].hex
    d2 = g.state.units["d2"].hex
    g.apply(DeclareAttack(d2, ("inf2",), ("gun",)))
    while g.state.pending is not None:
        g.apply(next(a for a in g.legal_actions()))
    assert "gun" not in unmet_obligations(g)
    if g.state.units["inf"].status == "on_map" and "inf" in unmet_obligations(g):
        g.apply(DeclareAttack(d1, ("inf",)))
        while g.state.pending is not None:
            g.apply(next(a for a in g.legal_actions()))
    assert g.is_legal(EndPhase()), g.why_illegal(EndPhase())
