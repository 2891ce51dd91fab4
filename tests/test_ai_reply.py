"""The enemy's reply (``hexstudio/ai/reply.py``): a movement plan judged by the
position after the side's combat and the enemy's next side-turn, played out on
forks with the computer's own dice."""

from __future__ import annotations

import pytest
from combat_fixtures import unit
from test_ai_tactics import battle

from hexstudio.ai import acting_side, make_player
from hexstudio.ai.evaluate import Evaluator
from hexstudio.ai.knowledge import Knowledge
from hexstudio.ai.levels import LEVELS, level
from hexstudio.ai.reply import ReplySearch
from hexstudio.engine.actions import MoveStack
from hexstudio.engine.game import Game


def exposed_or_safe() -> tuple[Game, MoveStack]:
    """A weak Allied unit at 0303 (worth 20 points to the Germans if eliminated) and
    a strong German stack at 0707 that can move one hex: where the weak unit
    stands it is out of reach; the move returned puts it next to the stack, to
    be attacked at overwhelming odds."""
    sc = battle([unit("weak", "us", 1, 1, 6), unit("big", "de", 9, 9, 1)], {"weak": "0303", "big": "0707"},
                unit_points=[{"scorer": "axis", "event": "eliminated", "points": 20, "units": {"side": "allies"}}])
    g = Game(sc, 3)
    big = g.grid.parse("0707")
    reach = g.legal_moves(("weak",))
    beside = sorted((h for h in reach.destinations() if h.distance(big) == 1), key=lambda h: (h.q, h.r))
    assert beside
    return g, MoveStack(("weak",), reach.path_to(beside[0]))


def test_the_reply_search_sees_the_enemy_punish_an_exposed_unit() -> None:
    """By the board alone (no danger counted) the two positions are worth much the
    same; after the enemy's side-turn, played out on a fork, the exposed unit
    is gone (or battered) and the safe one is not."""
    g, exposed = exposed_or_safe()
    log, state = list(g.log), g.state.copy()
    ev = Evaluator(Knowledge.of(g), "allies")
    search = ReplySearch(Knowledge.of(g), ev, seed=5, samples=2)
    safe_v = search.value(g, [])
    exposed_v = search.value(g, [exposed])
    assert safe_v is not None and exposed_v is not None
    assert exposed_v < safe_v - 1e-6
    assert search.work > 0  # actions were played on forks
    assert g.log == log and g.state == state  # the real game never changes


def test_the_reply_search_is_a_function_of_the_position_and_the_seed() -> None:
    g, exposed = exposed_or_safe()
    ev = Evaluator(Knowledge.of(g), "allies")
    a = ReplySearch(Knowledge.of(g), ev, seed=5, samples=2).value(g, [exposed])
    b = ReplySearch(Knowledge.of(g), ev, seed=5, samples=2).value(g, [exposed])
    assert a == b


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_veteran_does_not_leave_a_unit_where_the_enemy_moves_up_and_destroys_it(seed: int) -> None:
    """Two hexes from the 9-9 stack the board value sees no danger (the stack
    cannot reach it *and* attack, its danger map says) and a little progress
    towards the enemy; the enemy moves one hex, attacks at 9:1 and scores 20
    points. Without the reply search the veteran walks up to it and loses the
    unit; with it, the weak unit is still alive after the enemy's turn."""
    g, _ = exposed_or_safe()
    players = {"allies": make_player("ai:veteran", "allies", seed), "axis": make_player("ai:recruit", "axis", seed)}
    while g.state.turn_index == 0 and not g.state.game_over:
        g.apply(players[acting_side(g)].choose(g))
    assert g.state.units["weak"].status == "on_map"
    assert g.score()["axis"] == 0


def test_only_the_strongest_level_searches_replies() -> None:
    assert [level(n).reply_plans > 0 for n in LEVELS] == [False, False, True]
