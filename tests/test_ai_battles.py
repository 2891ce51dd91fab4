"""Every bundled battle played to its end by the computer on both sides at the
quickest level: no illegal action, no stuck phase, the game ends with an outcome,
and the record replays to the same position; the same seeds give the same game,
in another process too. (Whole games of the five books take about 80 s of
processor time together: Leyte 33 s, Reichswald 26 s, the others 5-8 s.)
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hexstudio.ai import play_match
from hexstudio.engine.actions import EndPhase
from hexstudio.engine.game import Game
from hexstudio.scenario.io import load_scenario

ROOT = Path(__file__).resolve().parent.parent
BATTLES = ["tutorial", "peleliu", "monte-castelo", "sicily", "reichswald", "leyte"]


@pytest.mark.parametrize("battle", BATTLES)
def test_the_computer_plays_each_battle_on_both_sides(battle: str) -> None:
    scenario = load_scenario(ROOT / "scenarios" / f"{battle}.json")
    sides = [s.id for s in scenario.sides]
    r = play_match(scenario, 11, {s: "ai:recruit" for s in sides}, ai_seed=2)
    assert r.error is None, r.error
    assert r.finished and r.game.outcome() is not None
    kinds = {type(a).__name__ for a in r.game.actions()}
    assert {"EndPhase", "MoveStack"} <= kinds
    assert all(any(r.seconds[s]) for s in sides)
    again = Game.replay(scenario, 11, r.game.actions())
    assert again.state.digest() == r.game.state.digest()
    assert any(isinstance(a, EndPhase) for a in r.game.actions())


def test_the_same_seeds_give_the_same_game_in_another_process() -> None:
    """The computer's choices depend on the game, its level and its seed only:
    not on the order Python happens to hash strings in (another process)."""
    code = (
        "from hexstudio.scenario.io import load_scenario\n"
        "from hexstudio.ai import play_match\n"
        f"sc = load_scenario({str(ROOT / 'scenarios' / 'tutorial.json')!r})\n"
        "r = play_match(sc, 4, {'allies': 'ai:regular', 'axis': 'ai:recruit'}, ai_seed=9, max_turns=2)\n"
        "print(r.game.state.digest(), len(r.game.actions()))\n"
    )
    outs = []
    for hashseed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hashseed}
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=600)
        assert p.returncode == 0, p.stderr
        outs.append(p.stdout.strip())
    assert outs[0] == outs[1]


def test_the_random_player_never_carries_an_amphibian_into_a_dead_end() -> None:
    """Reichswald 4.4: an amphibian that moved must end where a path free of enemy
    ZOC and flood leads to the west edge. On the second turn the phase cannot end
    when it begins (reinforcements must enter), and the random player used to carry
    11/33 where no such path was left, with no movement to mend it: no legal action."""
    scenario = load_scenario(ROOT / "scenarios" / "reichswald.json")
    r = play_match(scenario, 1001, {"allies": "random", "germany": "random"}, ai_seed=1008, max_turns=3)
    assert r.error is None, r.error
    assert r.game.state.turn_index >= 3 or r.finished


def test_an_optional_action_never_leaves_the_phase_unable_to_end() -> None:
    """Reichswald 4.4: an amphibian carried where no path free of enemy zones and flood leads
    to the west edge keeps the phase from ending. The regular level, its planned moves done,
    took a carry as an optional action because the position after it looked better (valued
    without ending the phase); its repairs then moved other amphibians into dead ends until no
    action was legal (bench_ai: seed 1016, stuck on turn 17). The phase now ends."""
    import json

    from hexstudio.ai import make_player
    from hexstudio.engine.actions import action_from_json
    from hexstudio.engine.game import load_plugins

    load_plugins()
    data = json.loads((ROOT / "tests" / "data" / "reichswald-1016-allied-movement.json").read_text(encoding="utf-8"))
    scenario = load_scenario(ROOT / "scenarios" / "reichswald.json")
    g = Game.replay(scenario, data["seed"], [action_from_json(a) for a in data["actions"]])
    assert (g.state.turn, g.phase_kind(), g.state.active_side) == (17, "movement", "allies")
    player = make_player("ai:regular", "allies", 1023)
    for _ in range(300):
        a = player.choose(g)
        if isinstance(a, EndPhase):
            break
        g.apply(a)
    assert g.is_legal(EndPhase()), "the movement phase can end"
