"""Two questions in one step: the second waits behind the first instead of overwriting it."""

from __future__ import annotations

import pytest
from combat_fixtures import scenario, unit

from hexstudio.engine.actions import Choose, EndPhase
from hexstudio.engine.decisions import QUEUE, Decision, ask, register_decision
from hexstudio.engine.errors import DecisionPending
from hexstudio.engine.game import Game

ANSWERS: list[tuple[str, str]] = []


def _record(game, d, choice, fx) -> None:
    ANSWERS.append((d.data["who"], choice))


register_decision("test.queue", _record)


def test_a_second_question_is_asked_once_the_first_is_answered():
    ANSWERS.clear()
    g = Game(scenario(units=[unit("us1", "us", 2, 2), unit("de1", "de", 2, 2)], setup={"us1": "0202", "de1": "0808"}), 0)
    ask(g, Decision("test.queue", "allies", ("a", "b"), "first", {"who": "first"}))
    ask(g, Decision("test.queue", "axis", ("c", "d"), "second", {"who": "second"}))
    assert g.state.pending.text == "first" and len(g.state.extra[QUEUE]) == 1
    with pytest.raises(DecisionPending):
        g.apply(EndPhase())
    g.apply(Choose("b"))
    d = g.state.pending
    assert d is not None and (d.kind, d.side, d.options, d.text) == ("test.queue", "axis", ("c", "d"), "second")
    assert QUEUE not in g.state.extra
    g.apply(Choose("c"))
    assert g.state.pending is None and ANSWERS == [("first", "b"), ("second", "c")]
    g.undo()
    assert g.state.pending is not None and g.state.pending.text == "second"
