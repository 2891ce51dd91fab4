"""Random games of every bundled battle keep the engine's invariants (issue 16).

Each game is played by the random legal player with ``engine/selfcheck.py``
watching: queries change nothing (the guard of ``engine/readonly.py`` plus a
battery of queries compared by digest), undo restores exactly, save -> load
equals the game and save -> load -> continue equals continuing, replay
equals the live game, and no phase gets stuck. More seeds and longer games:
``scripts/fuzz_long.py``.

Also the regression tests of the two failures that started it: queries that
wrote into the state (Reichswald's amphibians, Monte Castelo's bombardment
stage) and Sicily's stuck combat phase (seed 1007).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from hexstudio.engine import registry
from hexstudio.engine.actions import Action, EndPhase
from hexstudio.engine.game import Game
from hexstudio.engine.readonly import QueryChangedState
from hexstudio.engine.save import loads_game, save_data
from hexstudio.engine.selfcheck import check_random_game, query_battery
from hexstudio.engine.selfplay import random_game
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.model import Scenario

ROOT = Path(__file__).resolve().parent.parent
BATTLES = sorted(p.stem for p in (ROOT / "scenarios").glob("*.json"))
# Seeds and action budgets: every battle, a few seeds each, within about a
# minute in all on two cores (Leyte and Reichswald are the slow ones).
SEEDS = (21, 22)
BUDGET = {"leyte": 50, "reichswald": 60, "sicily": 70, "monte-castelo": 80}


@cache
def battle(name: str) -> Scenario:
    return load_scenario(ROOT / "scenarios" / f"{name}.json")


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", BATTLES)
def test_random_games_keep_the_invariants(name: str, seed: int) -> None:
    checked = check_random_game(battle(name), seed, max_actions=BUDGET.get(name, 100), undo_every=3,
                                query_every=10, battery_size=6, save_every=30)
    assert checked.ok, "\n".join(checked.failures) + "\n" + checked.result.traceback
    counts = checked.counts
    assert counts["actions"] > 20 and counts["undos"] > 0 and counts["batteries"] > 0 and counts["queries"] > 0
    assert counts["saves"] > 0 and counts["continued"] > 0


def test_the_query_guard_is_on_in_the_test_suite() -> None:
    assert Game(battle("tutorial")).verify_queries


@dataclass(frozen=True)
class Scribble(Action):
    """A test action whose check writes into the state (what a buggy rule did)."""


def _scribbling_check(game: Game, action: Action) -> None:
    game.state.extra["scribbled"] = True


def test_a_check_that_writes_into_the_state_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.HANDLERS, Scribble, registry.Handler(_scribbling_check, lambda g, a, fx: None))
    game = Game(battle("tutorial"))
    with pytest.raises(QueryChangedState, match=r"extra\['scribbled'\]"):
        game.is_legal(Scribble())
    game.state.extra.pop("scribbled", None)
    with pytest.raises(QueryChangedState, match=r"Game\.why_illegal"):
        game.why_illegal(Scribble())


def test_a_generator_that_writes_into_the_state_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    def scribbling_generator(game: Game):  # type: ignore[no-untyped-def]
        game.state.weather = "scribbled"
        yield EndPhase()

    monkeypatch.setattr(registry, "GENERATORS", [*registry.GENERATORS, scribbling_generator])
    game = Game(battle("tutorial"))
    with pytest.raises(QueryChangedState, match="weather"):
        list(game.legal_actions())


def _queries_leave_the_state(game: Game) -> None:
    """Every candidate checked, previews and moves asked: the digest must not move."""
    import random
    from collections import Counter

    game.verify_queries = False  # the digest comparison, not the guard, is under test here
    before = game.state.digest()
    query_battery(game, random.Random(0), Counter(), budget=10_000)
    assert game.state.digest() == before


def test_reichswald_amphibian_checks_do_not_write_into_the_state() -> None:
    # Seed 1004 offers an amphibian crossing after 115 actions: checking it
    # stored "rules.amphibian_trips" in the state.
    result = random_game(battle("reichswald"), 1004, max_actions=115, verify_queries=False)
    assert result.error is None
    _queries_leave_the_state(result.game)


def test_reichswald_fresh_save_loads_again() -> None:
    # hexstudio selfplay scenarios/reichswald.json --seed 1004 --games 1 --max-actions 120 --save X
    # then hexstudio replay X: "replaying the actions does not reach the saved position".
    result = random_game(battle("reichswald"), 1004, max_actions=120, verify_queries=False)
    assert result.error is None
    again = loads_game(json.dumps(save_data(result.game)))
    assert again.state.digest() == result.game.state.digest()


def test_monte_castelo_bombardment_stage_checks_do_not_write_and_undo_restores() -> None:
    # Checking a StageBombard stored "rules.pieces_used" in the state. The
    # phases are ended (or the first legal action taken) up to the stage.
    game = Game(battle("monte-castelo"), 1)
    game.verify_queries = False
    for _ in range(200):
        if game.phase_kind() == "bombardment":
            break
        end = EndPhase()
        game.apply(end if game.is_legal(end) else next(iter(game.legal_actions())))
    assert game.phase_kind() == "bombardment"
    start = game.state.digest()
    from hexstudio.engine.rules.bombardment_stage import stage_candidates

    fire = next(a for a in stage_candidates(game) if game.is_legal(a))
    assert game.state.digest() == start
    game.apply(fire)
    game.undo()
    assert game.state.digest() == start
    _queries_leave_the_state(game)


def test_sicily_seed_1007_is_not_stuck() -> None:
    # CCB/2 (armour) and 152/51 shared 2918, both engaged with 3018 in the
    # mountains: 152/51 alone was refused ("CCB/2 must join"), both together
    # too ("armour does not engage in that terrain"), and the phase could not end.
    # Since 3018 became a city hex (issue 12's readings) the seed takes another
    # road: the situation itself is set up in test_engagement_limits.py.
    result = random_game(battle("sicily"), 1007, max_actions=260, verify_queries=False)
    assert result.error is None, result.error
