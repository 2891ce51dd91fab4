"""Random legal play on every bundled scenario: a short game of each finishes
its first turns without an engine error, and the saved game replays to the
same position. (Whole games at scale: ``hexstudio selfplay SCENARIO --games 20``.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hexstudio.engine.actions import Choose, EndPhase
from hexstudio.engine.game import Game, load_plugins
from hexstudio.engine.save import loads_game, save_data
from hexstudio.engine.selfplay import GAME_OVER, TURNS, random_game, replays_identically
from hexstudio.scenario.io import load_scenario

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").glob("*.json"))


def test_every_bundled_scenario_is_covered() -> None:
    assert {p.stem for p in SCENARIOS} >= {"tutorial", "leyte", "sicily", "peleliu", "reichswald", "monte-castelo"}


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_a_short_random_game_of_each_scenario_runs_and_replays(path: Path) -> None:
    scenario = load_scenario(path)
    result = random_game(scenario, seed=3, max_actions=400, max_turns=2)
    assert result.error is None, f"{result.error}\n{result.traceback}"
    assert result.stopped in (GAME_OVER, TURNS) or result.actions == 400
    game = result.game
    assert game.state.turn >= 2 or game.state.game_over
    kinds = {type(a).__name__ for a in game.actions()}
    assert "EndPhase" in kinds and kinds & {"MoveStack", "EnterReinforcement", "SeaMove"}
    # The saved game (scenario, seed, actions) rebuilds exactly this position.
    again = loads_game(json.dumps(save_data(game)))
    assert again.state.digest() == game.state.digest()
    assert replays_identically(result)


def test_the_tutorial_plays_to_the_end_with_attacks_and_answered_decisions() -> None:
    scenario = load_scenario(ROOT / "scenarios" / "tutorial.json")
    attacks = answers = 0
    for seed in range(3):
        result = random_game(scenario, seed=seed)
        assert result.error is None, result.error
        assert result.stopped == GAME_OVER and result.game.outcome() is not None
        acts = result.game.actions()
        attacks += sum(type(a).__name__ == "DeclareAttack" for a in acts)
        answers += sum(isinstance(a, Choose) or type(a).__name__ == "CommitDefence" for a in acts)
    assert attacks > 0 and answers > 0


def test_the_same_seed_plays_the_same_game() -> None:
    scenario = load_scenario(ROOT / "scenarios" / "tutorial.json")
    a = random_game(scenario, seed=11, max_actions=80)
    b = random_game(scenario, seed=11, max_actions=80)
    assert a.game.actions() == b.game.actions()
    assert a.game.state.digest() == b.game.state.digest()


def test_an_engine_failure_is_reported_with_seed_and_action(monkeypatch: pytest.MonkeyPatch) -> None:
    from hexstudio.engine import registry

    scenario = load_scenario(ROOT / "scenarios" / "tutorial.json")
    load_plugins()
    real = registry.HANDLERS[EndPhase]

    def broken(game: Game, action: EndPhase, fx: object) -> None:
        raise KeyError("boom")

    monkeypatch.setitem(registry.HANDLERS, EndPhase, registry.Handler(real.check, broken))
    result = random_game(scenario, seed=5)
    assert result.error is not None
    assert result.error.startswith("seed 5, action ")
    assert "(end phase)" in result.error and "KeyError" in result.error
    assert "Traceback" in result.traceback


def test_the_command_exits_with_1_and_says_how_to_reproduce_a_failure(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from hexstudio.cli import main
    from hexstudio.engine import registry

    load_plugins()
    real = registry.HANDLERS[EndPhase]

    def broken(game: Game, action: EndPhase, fx: object) -> None:
        if game.state.turn == 2:
            raise KeyError("boom")
        real.apply(game, action, fx)

    monkeypatch.setitem(registry.HANDLERS, EndPhase, registry.Handler(real.check, broken))
    out = tmp_path / "fail.json"
    assert main(["selfplay", "scenarios/tutorial.json", "--games", "2", "--seed", "7", "--save", str(out)]) == 1
    text = capsys.readouterr().out
    assert "ERROR seed 7, action " in text and "KeyError" in text
    assert "reproduce: hexstudio selfplay SCENARIO --seed 7 --games 1" in text
    assert "2 games, 0 finished, 2 errors" in text
    assert (tmp_path / "fail-seed7.json").exists() and (tmp_path / "fail-seed8.json").exists()


def test_selfplay_command_prints_outcomes_per_game_and_totals(capsys: pytest.CaptureFixture[str]) -> None:
    from hexstudio.cli import main

    assert main(["selfplay", "scenarios/tutorial.json", "--games", "3", "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [g["seed"] for g in out["games"]] == [4, 5, 6]
    for g in out["games"]:
        assert g["game_over"] and g["error"] is None and g["turns_played"] == 6 and g["actions"] > 0
        assert set(g["victory_points"]) == {"allies", "axis"}
    t = out["totals"]
    assert t["games"] == 3 and t["finished"] == 3 and t["errors"] == 0
    assert t["mean_turns"] == 6.0 and sum(t["wins"].values()) == 3
    assert main(["selfplay", "scenarios/tutorial.json", "--games", "2", "--seed", "4"]) == 0
    text = capsys.readouterr().out
    assert "tutorial-rio-serra seed 4:" in text and "2 games, 2 finished, 0 errors" in text


def test_attack_candidates_include_each_adjacent_unit_alone() -> None:
    # Reichswald, selfplay seed 108: of two units next to one enemy, the one in
    # a flood may not attack; the other, engaged, must, and only a declaration
    # by it alone is legal. The candidates must offer it, or the phase can
    # never end.
    from engine_fixtures import family_scenario, unit

    from hexstudio.engine.combat.actions import DeclareAttack
    from hexstudio.engine.combat.handlers import combat_candidates
    from hexstudio.hexgrid import Grid

    p = Grid(10, 6).parse
    units = [unit("a", "blue", "0302"), unit("b", "blue", "0304"), unit("r", "red", "0303")]
    g = Game(family_scenario(units=units))
    g.apply(EndPhase())
    assert g.phase_kind() == "combat"
    got = set(combat_candidates(g))
    assert {DeclareAttack(p("0303"), ("a", "b")), DeclareAttack(p("0303"), ("a",)),
            DeclareAttack(p("0303"), ("b",))} <= got


def test_the_player_takes_back_its_own_moves_out_of_a_dead_end() -> None:
    # Monte Castelo checks stacking at the end of the movement phase: two
    # one-MP units moved into one hex with a limit of one leave the phase
    # unable to end, and neither has MP left to move again.
    import random

    from engine_fixtures import family_scenario, unit

    from hexstudio.engine.actions import MoveStack
    from hexstudio.engine.selfplay import _Player
    from hexstudio.hexgrid import Grid

    p = Grid(10, 6).parse
    rules = {"stacking": {"limit": 1, "check": "end_of_phase"}}
    units = [unit("a", "blue", "0202", "1-1-1"), unit("b", "blue", "0204", "1-1-1"), unit("r", "red", "1006", "1-1-1")]
    g = Game(family_scenario(units=units, rules=rules))
    g.apply(MoveStack(("a",), (p("0202"), p("0203"))))
    second = MoveStack(("b",), (p("0204"), p("0203")))
    g.apply(second)
    assert not g.is_legal(EndPhase())
    player = _Player(random.Random(1), end_chance=0.0)
    assert player.choose(g) is None
    assert player.take_back(g) == 1
    assert g.is_legal(EndPhase()) and second in player.banned
    assert g.state.units["b"].hex == p("0204")
