"""The compiled movement search against the pure-Python one, on every bundled battle.

``legal_moves`` runs the search within an allowance in C
(``hexstudio/engine/_search.c``) where that module was built at install,
else in Python (``movement._dijkstra``), the reference. A player must not be
able to tell which: in many positions of every battle (random legal moves
through several movement phases, units moved, stacked, stopped in zones of
control) every unit and stack gets the same answer from both -- whether it
may move and why not, its allowance, every hex reached with its cost and the
hex it was reached from, in the same order (ties broken alike, so the
computer player's games do not change), the destinations, every path and
the reasons given for the hexes it may not enter.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from engine_search import compiled_search, search_module
from test_engine_reach_reference import BATTLES, random_move, to_movement

from hexstudio.engine import movement
from hexstudio.engine.actions import EndPhase
from hexstudio.engine.game import Game
from hexstudio.hexgrid import Hex
from hexstudio.scenario.io import load_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def answers(game: Game, ids: tuple[str, ...], probes: list[Hex]) -> list:
    """Everything a player (or the computer) reads of ``legal_moves(ids)``."""
    r = game.legal_moves(ids)
    out: list = [ids, r.blocked, r.allowance, list(r.ends), sorted(r.minimum)]
    if r.blocked is None:
        out.append([(i, r.dist[i], r.parent.get(i)) for i in r.dist])
        dests = r.destinations()
        out.append(list(dests.items()))
        out.append([r.path_to(h) for h in dests])
        out.append([r.why(h) for h in probes])
    return out


def stacks(game: Game) -> list[tuple[str, ...]]:
    st = game.state
    groups: dict[Hex, list[str]] = {}
    for u in st.units.values():
        if u.on_map and u.side == st.active_side and u.hex is not None:
            groups.setdefault(u.hex, []).append(u.id)
    return [(uid,) for us in groups.values() for uid in us] + [tuple(us) for us in groups.values() if len(us) > 1]


@pytest.mark.parametrize("name", BATTLES)
def test_the_compiled_search_answers_as_the_python_one(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    compiled = search_module("c")
    game = Game(load_scenario(SCENARIOS / f"{name}.json"), seed=5)
    rng = random.Random(name + "backends")
    hexes = list(game.costs.hexes)
    compared = 0
    for _phase in range(4):
        if not to_movement(game, rng):
            break
        for _ in range(4):
            probes = rng.sample(hexes, 12)
            for ids in stacks(game):
                got = {}
                for backend, module in (("c", compiled), ("python", None)):
                    monkeypatch.setattr(movement, "_native", module)
                    game.changed()  # nothing kept from the other search
                    got[backend] = answers(game, ids, probes)
                assert got["c"] == got["python"], (name, ids)
                compared += 1
            for _ in range(3):
                if not random_move(game, rng):
                    break
        if game.is_legal(EndPhase()):
            game.apply(EndPhase())
    assert compared > 40, (name, compared)


@pytest.mark.parametrize("backend", ["python", "c"])
def test_the_search_in_use_is_named(backend: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(movement, "_native", search_module(backend))
    assert movement.search_backend() == backend


def test_the_compiled_core_refuses_tables_of_the_wrong_size() -> None:
    from array import array

    core = compiled_search()
    if core is None:
        pytest.skip("the compiled search (hexstudio/engine/_search.c) is not built in this install")
    ints = tuple(range(3))
    nbr = array("i", [-1] * 18)
    costs = array("i", [2] * 18)
    with pytest.raises(ValueError, match="costs"):
        core.bounded(nbr, array("i", [2] * 17), ints, 0, 4, 0, None, None, None, None, 0)
    with pytest.raises(ValueError, match="blocked"):
        core.bounded(nbr, costs, ints, 0, 4, 0, b"\0\0", None, None, None, 0)
    with pytest.raises(ValueError):
        core.bounded(nbr, costs, ints, 3, 4, 0, None, None, None, None, 0)  # no such start
    with pytest.raises(IndexError):
        core.mask(3, [0, 3])
    assert core.mask(4, [1, 3]) == b"\0\1\0\1"
    # Three hexes in a row (0 - 1 - 2, direction 0 one way and 3 the other), steps of 2.
    line = array("i", [1, -1, -1, -1, -1, -1, 2, -1, -1, 0, -1, -1, -1, -1, -1, 1, -1, -1])
    raw, parent = core.bounded(line, costs, ints, 0, 4, 2, None, None, None, None, 0)
    assert array("i", raw).tolist() == [0, 2, 4] and parent == {1: 0, 2: 1}
    # Nothing it is given may make it index outside its tables: a neighbour past the map
    # is no neighbour; a negative least step, first step or toll is refused.
    past = array("i", [1, 7, -1, -1, -1, -1, 2, -1, -1, 0, -1, -1, -1, -1, -1, 1, -1, -1])
    raw, parent = core.bounded(past, costs, ints, 0, 4, 2, None, None, None, None, 0)
    assert array("i", raw).tolist() == [0, 2, 4] and parent == {1: 0, 2: 1}
    with pytest.raises(ValueError, match="least step"):
        core.bounded(line, costs, ints, 0, 4, -1, None, None, None, None, 0)
    with pytest.raises(ValueError, match="negative first step"):
        core.bounded(line, costs, ints, 0, 4, 2, None, None, None, None, -3)
    with pytest.raises(ValueError, match="negative toll"):
        core.bounded(line, costs, ints, 0, 4, 2, None, None, None, array("i", [0, -2, 0]), 0)
    raw, parent = core.bounded(line, costs, ints, 0, 3, 2, None, None, None, None, 0)
    assert array("i", raw).tolist() == [0, 2, 4] and parent == {1: 0}  # 4 here is "not reached" (limit + 1)
    raw, parent = core.bounded(line, costs, ints, 0, 4, 2, None, b"\0\1\0", None, None, 0)
    assert parent == {1: 0}  # a zone of control at 1 stops the move there
