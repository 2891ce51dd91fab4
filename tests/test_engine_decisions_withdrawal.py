"""Two "player's choice" withdrawals due the same turn (Reichswald turn 10: one brigade of the
Canadian 3rd Division and one amphibian): both are asked, one after the other; the second
used to overwrite the first, whose group then never left."""

from __future__ import annotations

from engine_fixtures import family_scenario, unit

from hexstudio.engine.actions import Choose, EndPhase
from hexstudio.engine.game import Game
from hexstudio.engine.save import game_from_data, save_data


def _turn_two() -> Game:
    units = [unit("a", "blue", "0103"), unit("b", "blue", "0105"), unit("c", "blue", "0106"),
             unit("x", "blue", "0203"), unit("y", "blue", "0204"), unit("r", "red", "1006")]
    wd = [{"id": "brigade", "units": ["a", "b", "c"], "schedule": {"turn": 2}, "choose": 1},
          {"id": "amphibian", "units": ["x", "y"], "schedule": {"turn": 2}, "choose": 1}]
    g = Game(family_scenario(units=units, withdrawals=wd))
    while g.state.turn < 2:
        g.apply(EndPhase())
    return g


def test_both_groups_are_asked_in_turn_and_each_answer_withdraws_that_unit():
    g = _turn_two()
    first = g.state.pending
    assert first is not None and first.kind == "withdrawal" and first.side == g.unit_side["a"]
    assert first.options == ("a", "b", "c") and first.data["group"] == "brigade"
    g.apply(Choose("b"))
    second = g.state.pending
    assert second is not None and second.kind == "withdrawal" and second.options == ("x", "y")
    assert second.data["group"] == "amphibian"
    g.apply(Choose("y"))
    assert g.state.pending is None
    status = {u: g.state.units[u].status for u in "abcxy"}
    assert status == {"a": "on_map", "b": "withdrawn", "c": "on_map", "x": "on_map", "y": "withdrawn"}
    assert game_from_data(save_data(g)).state.digest() == g.state.digest()


def test_the_other_answers_withdraw_the_other_units():
    for brigade, amphibian in (("a", "x"), ("c", "x")):
        g = _turn_two()
        g.apply(Choose(brigade))
        g.apply(Choose(amphibian))
        gone = {u for u in "abcxy" if g.state.units[u].status == "withdrawn"}
        assert gone == {brigade, amphibian}
