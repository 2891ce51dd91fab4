"""The enemy's reply (``hexstudio/ai/reply.py``): a movement plan judged by the
position after the side's combat and the enemy's next side-turn, played out on
forks with the computer's own dice."""

from __future__ import annotations

from pathlib import Path

import pytest
from combat_fixtures import unit
from test_ai_tactics import battle, objective

from hexstudio.ai import acting_side, make_player
from hexstudio.ai.evaluate import DEFENDER, Evaluator, posture
from hexstudio.ai.knowledge import Knowledge
from hexstudio.ai.levels import LEVELS, level
from hexstudio.ai.movement import MovementPlanner
from hexstudio.ai.reply import ReplySearch
from hexstudio.engine.actions import MoveStack
from hexstudio.engine.game import Game
from hexstudio.engine.zoc import enemy_zoc
from hexstudio.scenario.io import load_scenario

ROOT = Path(__file__).resolve().parent.parent


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
    """Two hexes from the 9-9 stack the enemy moves one hex, attacks at 9:1 and
    scores 20 points; the danger map sees it (``test_ai_tactics``), and the
    weak unit is still alive after the enemy's turn."""
    g, _ = exposed_or_safe()
    players = {"allies": make_player("ai:veteran", "allies", seed), "axis": make_player("ai:recruit", "axis", seed)}
    while g.state.turn_index == 0 and not g.state.game_over:
        g.apply(players[acting_side(g)].choose(g))
    assert g.state.units["weak"].status == "on_map"
    assert g.score()["axis"] == 0


def test_only_the_strongest_level_searches_replies() -> None:
    assert [level(n).reply_plans > 0 for n in LEVELS] == [False, False, True]


@pytest.mark.parametrize(("battle_id", "defender"), [
    ("tutorial", "axis"), ("peleliu", "japanese"), ("sicily", "axis"), ("reichswald", "germany"),
    ("monte-castelo", "germany"), ("leyte", "japan"),
])
def test_a_sides_posture_follows_the_victory_conditions(battle_id: str, defender: str) -> None:
    """Peleliu's Japanese win by surviving; elsewhere the defender is the side that
    stands to hold most of the objective points at the start."""
    g = Game(load_scenario(ROOT / "scenarios" / f"{battle_id}.json"), 1)
    know = Knowledge.of(g)
    assert [s for s in g.sides if posture(know, s) == DEFENDER] == [defender]


@pytest.mark.parametrize("holder", ["allies", "axis"])
def test_the_veteran_plays_the_reply_out_only_for_the_side_that_must_hold(holder: str) -> None:
    """The same small battle with the town held at the start by the Allies (they
    defend it: the veteran plays the enemy's reply out) or by the Axis (they
    attack: it does not; the reply search cost attackers more than it found)."""
    sc = battle([unit("inf", "us", 3, 3, 4), unit("inf2", "us", 2, 2, 4), unit("foe", "de", 5, 5, 4)],
                {"inf": "0303", "inf2": "0304", "foe": "0707"}, objectives=[objective("town", "0505", 20)],
                start_control={"default": "none", "areas": [{"objectives": ["town"], "side": holder}]})
    g = Game(sc, 1)
    assert (posture(Knowledge.of(g), "allies") == DEFENDER) == (holder == "allies")
    said: list[str] = []
    make_player("ai:veteran", "allies", 1).choose(g, progress=lambda text, done, total: said.append(text))
    assert any("reply" in t for t in said) == (holder == "allies")


def test_no_plan_the_veteran_weighs_leaves_an_engaged_unit_to_attack_at_a_loss() -> None:
    """The guard holds the town; the weak unit stands beside a 9-9 whose zone of
    control obliges it to attack at 1:9 (and lose 20 points) unless it steps away.
    Among the plans whose replies the veteran plays out, the holding plan keeps
    the guard in the town and steps the weak unit out of the zone (it used to
    hold everything, and at Peleliu that plan won and threw engaged units away)."""
    sc = battle([unit("guard", "us", 3, 3, 4), unit("weak", "us", 1, 1, 4), unit("big", "de", 9, 9, 1)],
                {"guard": "0303", "weak": "0605", "big": "0606"}, objectives=[objective("town", "0303", 20)],
                unit_points=[{"scorer": "axis", "event": "eliminated", "points": 20, "units": {"side": "allies"}}],
                start_control={"default": "none", "areas": [{"objectives": ["town"], "side": "allies"}]})
    g = Game(sc, 1)
    zone = enemy_zoc(g, g.state, "allies")
    weak = g.state.units["weak"].hex
    assert weak in zone
    know = Knowledge.of(g)
    planner = MovementPlanner(know, "allies", level("veteran"), 1, Evaluator(know, "allies"))
    planner.plan(g)
    assert len(planner.candidates) > 2
    ends = [{u: o.hex for u, o in plan} for plan in planner.candidates]
    assert all(e.get("weak", weak) not in zone for e in ends)
    assert any("guard" not in e for e in ends)  # a plan that holds the town
