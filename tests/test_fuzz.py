"""Fuzzing: mutated scenarios and saved games through validate, load_scenario,
load_game, replay and the window's open path (issue 16, "keep it so").

The only acceptable outcomes (``hexstudio.fuzz``): a clean refusal naming
the JSON path, or a file that then plays a few random actions without an
engine error and saves and loads back. Hypothesis picks the battles and the
seeds of the mutations, derandomised and without an example database, so
every run tries the same cases and cannot flake; a failure prints the seed
that reproduces it. Bounded to about a minute in all on two cores; thousands
of cases: ``scripts/fuzz_long.py``.

Special-rule parameters are mutated too, like any other field: since their
typed models (issue 12) a broken parameter is refused with its JSON path.
"""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from hexstudio import fuzz
from hexstudio.engine.save import save_data
from hexstudio.engine.selfplay import random_game
from hexstudio.scenario.io import ScenarioError, load_scenario, scenario_to_data

ROOT = Path(__file__).resolve().parent.parent
BATTLES = sorted(p.stem for p in (ROOT / "scenarios").glob("*.json"))
# The small battles more often: a case of Leyte costs five of the tutorial.
WEIGHTED = ["tutorial"] * 4 + ["peleliu", "monte-castelo"] * 2 + [b for b in BATTLES if b not in ("tutorial", "peleliu", "monte-castelo")]


def bounded(n: int) -> Any:
    return settings(max_examples=n, deadline=None, derandomize=True, database=None, phases=[Phase.explicit, Phase.generate],
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@cache
def scenario_doc(name: str) -> str:
    return json.dumps(scenario_to_data(load_scenario(ROOT / "scenarios" / f"{name}.json")))


@cache
def saved_game(name: str) -> str:
    game = random_game(load_scenario(ROOT / "scenarios" / f"{name}.json"), 5, max_actions=20).game
    return json.dumps(save_data(game))


def failed(case: fuzz.Case, what: str) -> str:
    return f"{what}\n{case.detail}\n{case.traceback}"


@bounded(70)
@given(name=st.sampled_from(WEIGHTED), seed=st.integers(0, 2**31))
def test_mutated_scenarios_are_refused_cleanly_or_play(name: str, seed: int) -> None:
    text, note = fuzz.mutant(json.loads(scenario_doc(name)), random.Random(seed))
    case = fuzz.try_scenario(text, seed, actions=6)
    assert case.outcome != fuzz.CRASH, failed(case, f"{name} seed {seed}: {note}")


@bounded(40)
@given(name=st.sampled_from(["tutorial", "tutorial", "peleliu", "monte-castelo", "sicily"]), seed=st.integers(0, 2**31))
def test_mutated_saved_games_are_refused_cleanly_or_play_on(name: str, seed: int) -> None:
    text, note = fuzz.mutant(json.loads(saved_game(name)), random.Random(seed))
    case = fuzz.try_save(text, None, seed, actions=5)
    assert case.outcome != fuzz.CRASH, failed(case, f"save of {name} seed {seed}: {note}")


@bounded(25)
@given(seed=st.integers(0, 2**31))
def test_small_mutations_that_keep_a_scenario_valid_play(seed: int) -> None:
    """Numbers nudged, items swapped or removed: many of these still load, and must then play."""
    doc = json.loads(scenario_doc("tutorial"))
    rng = random.Random(seed)
    for _ in range(3):
        paths = [p for p in fuzz._paths(doc) if p and isinstance(fuzz._get(doc, p), int | float) and not isinstance(fuzz._get(doc, p), bool)]
        p = rng.choice(paths)
        parent = fuzz._get(doc, p[:-1])
        parent[p[-1]] = max(0, parent[p[-1]] + rng.choice([-1, 1, 2]))
    case = fuzz.try_scenario(json.dumps(doc), seed, actions=12)
    assert case.outcome != fuzz.CRASH, failed(case, f"tutorial seed {seed} (numbers nudged)")


def test_the_fuzzer_can_tell_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    """The outcome check itself: an engine failure during play is a crash, a refusal is not."""
    from hexstudio.engine import game as game_module

    case = fuzz.try_scenario("{not json", 0)
    assert case.outcome == fuzz.REFUSED and "not valid JSON" in case.detail

    def broken(self, action):  # type: ignore[no-untyped-def]
        raise KeyError("boom")

    monkeypatch.setattr(game_module.Game, "apply", broken)
    case = fuzz.try_scenario(scenario_doc("tutorial"), 0)
    assert case.outcome == fuzz.CRASH and "boom" in case.detail


@pytest.mark.parametrize("seed", range(6))
def test_the_window_opens_mutants_or_says_why(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int) -> None:  # type: ignore[no-untyped-def]
    """The GUI open path: a mutant opens (and is drawn), or a box names the problem; nothing escapes."""
    from PySide6.QtWidgets import QMessageBox

    from hexstudio.app.mainwindow import MainWindow
    from hexstudio.app.settings import Settings

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.informativeText()) or 0)
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    w.show()
    rng = random.Random(1000 + seed)
    text, note = fuzz.mutant(json.loads(scenario_doc("tutorial")), rng)
    path = tmp_path / "mutant.json"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    opened = w.open_file(path)
    try:
        load_scenario(path)
        loads = True
    except ScenarioError:
        loads = False
    assert opened == loads, note
    if not opened:
        assert shown and shown[-1].strip(), "a refused file is explained"
    else:
        assert w.board_scene is not None
        w.board_view.grab()
    w.hide()
