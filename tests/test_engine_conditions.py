"""Conditions that trigger reinforcements and special rules."""

from __future__ import annotations

from engine_fixtures import family_scenario, unit

from hexstudio.engine.actions import Choose, MoveStack
from hexstudio.engine.conditions import evaluate
from hexstudio.engine.game import Game
from hexstudio.hexgrid import Grid
from hexstudio.scenario.model import (
    AllOfCondition,
    AnyOfCondition,
    HexControlCondition,
    TurnCondition,
    UnitEnteredHexCondition,
    UnitsEliminatedCondition,
    UnitsEnteredCondition,
)

P = Grid(10, 6).parse


def test_each_kind_of_condition():
    units = [unit("a", "blue", "0101", "1-1-6"), unit("b", "blue", None), unit("r", "red", "1006")]
    reinf = [{"id": "g", "units": ["b"], "schedule": {"turn": 1}, "entry": {"hexes": ["0105"]},
              "may_delay": True}]
    watch = {"kind": "unit_entered", "side": "blue", "hexes": ["0103"]}
    specials = [{"rule": "air_bonus_after", "params": {"side": "blue", "points": 1, "when": watch}}]
    g = Game(family_scenario(units=units, reinforcements=reinf, special_rules=specials))
    st = g.state
    held = HexControlCondition(kind="hex_controlled", side="blue", hexes=["0101", "0102"], require="all")
    entered = UnitEnteredHexCondition(kind="unit_entered", side="blue", hexes=["0103"])
    assert evaluate(g, st, TurnCondition(kind="turn", turn=1)) and not evaluate(g, st, TurnCondition(kind="turn", turn=2))
    assert evaluate(g, st, HexControlCondition(kind="hex_controlled", side="blue", hexes=["0101", "0102"]))  # any
    assert not evaluate(g, st, held)
    assert not evaluate(g, st, UnitsEnteredCondition(kind="units_entered", units=["b"]))
    assert not evaluate(g, st, UnitsEliminatedCondition(kind="units_eliminated", side="red"))
    g.apply(MoveStack(("a",), (P("0101"), P("0102"), P("0103"), P("0104"))))
    st = g.state
    assert evaluate(g, st, held) and evaluate(g, st, entered)
    assert not evaluate(g, st, AllOfCondition(kind="all_of", conditions=[held, UnitsEnteredCondition(kind="units_entered", units=["b"])]))
    assert evaluate(g, st, AnyOfCondition(kind="any_of", conditions=[held, UnitsEnteredCondition(kind="units_entered", units=["b"])]))
    st.units["r"].status = "eliminated"
    assert evaluate(g, st, UnitsEliminatedCondition(kind="units_eliminated", side="red"))


def test_legal_actions_offer_only_answers_while_a_decision_is_pending():
    units = [unit("a", "blue", "0103"), unit("b", "blue", "0105"), unit("r", "red", "1006")]
    wd = [{"id": "pick", "units": ["a", "b"], "schedule": {"turn": 1}, "choose": 1}]
    g = Game(family_scenario(units=units, withdrawals=wd))
    assert set(g.legal_actions()) == {Choose("a"), Choose("b")}
