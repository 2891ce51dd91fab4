"""The editor's check in its thread stops once the editor is left: its answer
would go nowhere, and meanwhile it shares the interpreter with the window."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from hexstudio.editor import validation as V
from hexstudio.scenario.io import load_scenario

TUTORIAL = Path(__file__).resolve().parents[1] / "scenarios" / "tutorial.json"


def test_a_stopped_check_raises_at_its_next_step() -> None:
    snap = V.snapshot(load_scenario(TUTORIAL))
    stop = threading.Event()
    stop.set()
    with pytest.raises(V.Abandoned):
        V.problems_of_snapshot(snap, stop)


def test_a_check_not_stopped_gives_the_same_answer_as_before() -> None:
    s = load_scenario(TUTORIAL)
    got = V.problems_of_snapshot(V.snapshot(s), threading.Event())
    assert got == V.all_problems(s)


def test_an_abandoned_panel_ends_its_check_without_an_answer(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    s = load_scenario(TUTORIAL)
    reached, go = threading.Event(), threading.Event()
    checks_run = []
    real_checks = V._checks

    def held_checks(scenario, stop=None):  # type: ignore[no-untyped-def]
        # The check waits here (as at a slow stage) until the test has abandoned it.
        reached.set()
        go.wait(10)
        checks_run.append(True)
        return real_checks(scenario, stop)

    monkeypatch.setattr(V, "_checks", held_checks)
    stages = []
    real_check = V.check
    monkeypatch.setattr(V, "check", lambda scenario: stages.append("check") or real_check(scenario))
    panel = V.ValidationPanel(lambda: s, check_now=False)
    qtbot.addWidget(panel)
    thread = panel._running
    assert thread is not None and reached.wait(10)
    shown = []
    monkeypatch.setattr(panel, "_show", lambda problems: shown.append(problems))
    panel.abandon()
    assert not panel.busy()
    go.set()
    thread.join(10)
    assert not thread.is_alive()
    # It stopped at the next stage, and nothing reached the (going) panel: no list,
    # and no check of the live scenario on the window's thread either.
    qtbot.wait(50)
    assert checks_run == [True] and stages == [] and shown == []
    panel.schedule()
    qtbot.wait(V.DEBOUNCE_MS + 100)
    assert panel._running is None and shown == []
