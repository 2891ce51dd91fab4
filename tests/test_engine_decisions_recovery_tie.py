"""Reichswald 7.0: the westernmost unit recovers, "the player choosing between equals"."""

from __future__ import annotations

from combat_fixtures import scenario, unit

from hexstudio.engine.actions import Choose, EndPhase
from hexstudio.engine.game import Game
from hexstudio.engine.save import game_from_data, save_data

RULE = {"rule": "allied_recovery", "params": {"side": "allies", "formations": ["div"], "from_loss": 2,
                                              "per_formation_per_turn": 1, "division_all_three_brigades_reduced": 2}}


def _game(where: dict[str, str], reduced: set[str]) -> Game:
    units = [unit(u, "us", 4, 4, formation="div", reduced=(2, 2), size="brigade") for u in where]
    units.append(unit("de1", "de", 1, 1))
    scn = scenario(units=units, setup={**where, "de1": "0909"}, turns=4, special_rules=[RULE],
                   formations=[{"id": "div", "name": "15th Division", "level": "division"}])
    # Set up reduced (not reduced by hand afterwards) so that a saved game replays the same.
    scn = scn.model_copy(update={"setup": [p.model_copy(update={"reduced": p.unit in reduced}) for p in scn.setup]})
    return Game(scn, 0)


def _to_end_of_turn(g: Game) -> None:
    while g.state.turn == 1 and g.state.pending is None:
        g.apply(EndPhase())


def test_equally_westernmost_units_are_the_players_choice_before_the_turn_ends():
    g = _game({"b1": "0505", "b2": "0305", "b3": "0304"}, {"b2", "b3"})
    _to_end_of_turn(g)
    d = g.state.pending
    assert d is not None and d.kind == "allied_recovery" and d.side == "allies" and set(d.options) == {"b2", "b3"}
    assert g.state.turn == 1 and g.state.units["b2"].steps_lost == 1 and g.state.units["b3"].steps_lost == 1
    for choice, other in (("b2", "b3"), ("b3", "b2")):
        h = _game({"b1": "0505", "b2": "0305", "b3": "0304"}, {"b2", "b3"})
        _to_end_of_turn(h)
        h.apply(Choose(choice))
        assert (h.state.units[choice].steps_lost, h.state.units[other].steps_lost) == (0, 1)
        assert h.state.pending is None and h.state.turn == 2  # the answer let the turn end
        assert game_from_data(save_data(h)).state.digest() == h.state.digest()


def test_a_unit_further_west_recovers_first_and_the_tie_is_for_the_slot_left():
    # All three brigades reduced: the division recovers two; b1 is alone furthest west.
    g = _game({"b1": "0205", "b2": "0305", "b3": "0304"}, {"b1", "b2", "b3"})
    _to_end_of_turn(g)
    d = g.state.pending
    assert d is not None and set(d.options) == {"b2", "b3"} and d.data["left"] == 1
    assert g.state.units["b1"].steps_lost == 0
    g.apply(Choose("b3"))
    assert [g.state.units[u].steps_lost for u in ("b1", "b2", "b3")] == [0, 1, 0] and g.state.pending is None


def test_no_question_when_one_unit_is_westernmost():
    g = _game({"b1": "0505", "b2": "0305", "b3": "0705"}, {"b1", "b2"})
    _to_end_of_turn(g)
    assert g.state.pending is None and g.state.turn == 2
    assert (g.state.units["b2"].steps_lost, g.state.units["b1"].steps_lost) == (0, 1)
