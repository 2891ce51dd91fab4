"""What the computer remembers to think faster must never change what it thinks:
a value worked out with the memories warm (shared across evaluators, kept
across positions) is the same, to the bit, as one worked out from nothing."""

from __future__ import annotations

from pathlib import Path

from hexstudio.ai import make_player
from hexstudio.ai.evaluate import Evaluator, influence_on_sites
from hexstudio.ai.fork import fork
from hexstudio.ai.knowledge import Knowledge
from hexstudio.engine.actions import MoveStack
from hexstudio.engine.game import Game
from hexstudio.scenario.io import load_scenario

ROOT = Path(__file__).resolve().parent.parent


def positions(battle: str, side: str, n: int) -> tuple[Game, list[Game]]:
    """A game a few actions in and ``n`` forks of it, each with one more unit of
    ``side`` moved (a different unit or hex each): positions that differ in where
    the units that block the enemy stand."""
    g = Game(load_scenario(ROOT / "scenarios" / f"{battle}.json"), 5)
    out: list[Game] = []
    units = sorted(u.id for u in g.state.units.values() if u.side == side and u.status == "on_map")
    for uid in units:
        reach = g.legal_moves((uid,))
        if reach.blocked is not None:
            continue
        for h in sorted(reach.destinations(), key=lambda x: (x.q, x.r))[:: 7][:2]:
            f = fork(g, 99 + len(out))
            f.apply(MoveStack((uid,), reach.path_to(h)))
            out.append(f)
            if len(out) >= n:
                return g, out
    return g, out


def test_the_danger_reaches_shared_by_evaluators_give_the_values_worked_out_afresh() -> None:
    """``Knowledge.danger_reaches`` is shared by every evaluator of a game (the reply
    search's players are new for every plan): a reach found there for one position
    is reused for another only when everything it is worked out from is the same."""
    for battle, side in (("tutorial", "allies"), ("leyte", "us")):
        g, forks = positions(battle, side, 10)
        assert len(forks) == 10
        shared = Knowledge._build(g)
        Evaluator(shared, side).value(g)
        for f in forks:
            # A new evaluator on the shared knowledge (its store already holds the
            # reaches of the other positions), and one that knows nothing yet.
            # (One evaluator kept across these positions would not do: it keeps a
            # hex's retreat prospect while only the side's own units move.)
            assert Evaluator(shared, side).value(f) == Evaluator(Knowledge._build(g), side).value(f)


def test_influences_summed_without_zeros_are_the_dense_sums() -> None:
    g = Game(load_scenario(ROOT / "scenarios" / "reichswald.json"), 5)
    know = Knowledge._build(g)
    for side in g.sides:
        ev = Evaluator(know, side)
        model = ev.objective_model(g)
        st = g.state

        def pairs(u, ev=ev, model=model, st=st):
            return ev.sparse_contribution(model, u.id, u.hex, u.steps_lost, u.suppressed, st)

        got = influence_on_sites(know, model, st, side, pairs)
        own = [0.0] * len(model.sites)
        enemy = [0.0] * len(model.sites)
        for u in st.units.values():
            if u.status != "on_map" or u.hex is None:
                continue
            c = ev.contribution(model, u.id, u.hex, u.steps_lost, u.suppressed, st)
            bucket = own if u.side == side else enemy
            for k in range(len(model.sites)):
                bucket[k] += c[k]
        assert got[0] == own and got[1] == enemy
        assert any(own) and any(enemy)


def test_a_veteran_side_turn_is_the_same_with_the_game_memories_warm() -> None:
    """The same choice from a player whose game's knowledge (distance fields, enemy
    reaches) was filled by another player thinking first, and from a fresh one."""
    sc = load_scenario(ROOT / "scenarios" / "tutorial.json")
    g = Game(sc, 7)
    side = g.phase().side
    first = make_player("ai:veteran", side, 1).choose(g)
    Knowledge.of(g).danger_reaches.clear()
    again = make_player("ai:veteran", side, 1).choose(g)
    assert first == again
