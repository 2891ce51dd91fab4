"""Turn structure, weather (D1 rolls), air power (E11, E31), reinforcements,
withdrawals, victory points and the end of the game."""

from __future__ import annotations

import pytest
from engine_fixtures import end_phase_attacking, family_scenario, unit

from hexstudio.engine.actions import EndPhase, EnterReinforcement, MoveStack, UseAirBonus
from hexstudio.engine.errors import GameOver, IllegalAction, NotYourPhase, ObligationUnmet
from hexstudio.engine.game import Game
from hexstudio.hexgrid import Grid

GRID = Grid(10, 6)
P = GRID.parse
FAR = [unit("b", "blue", "0101", "1-1-4"), unit("r", "red", "1006", "1-1-4")]


def play_to(g: Game, turn: int, kind: str = "movement", side: str | None = "blue") -> None:
    while not (g.state.turn == turn and g.phase_kind() == kind and g.state.active_side == side):
        end_phase_attacking(g)


def test_phase_sequence_turn_filters_skips_and_game_end():
    seq = [
        {"kind": "preparation"},
        {"kind": "movement", "side": "blue", "skip_turns": [2]},
        {"kind": "combat", "side": "blue"},
        {"kind": "movement", "side": "red"},
        {"kind": "movement", "side": "blue", "turns": [3], "engagements": False},
    ]
    g = Game(family_scenario(units=FAR, turns=3, sequence=seq))
    seen = []
    while not g.state.game_over:
        p = g.phase()
        seen.append((g.state.turn, p.kind, p.side))
        g.apply(EndPhase())
    assert seen == [
        (1, "preparation", None), (1, "movement", "blue"), (1, "combat", "blue"), (1, "movement", "red"),
        (2, "preparation", None), (2, "combat", "blue"), (2, "movement", "red"),
        (3, "preparation", None), (3, "movement", "blue"), (3, "combat", "blue"), (3, "movement", "red"),
        (3, "movement", "blue"),
    ]
    out = g.outcome()
    assert out is not None and out.termination == "last_turn"
    with pytest.raises(GameOver):
        g.apply(EndPhase())
    assert not g.can_undo()  # the end of a phase is a commit point


def test_weather_fixed_and_rolled_follow_the_die():
    weather = {
        "types": [
            {"id": "good", "name": "Good", "air_points": {"blue": 24}},
            {"id": "cloudy", "name": "Cloudy", "air_points": {"blue": 12}},
            {"id": "rain", "name": "Rain", "move_surcharge": "+1", "exempt_terrain": ["fort"], "air_points": {"blue": 0}},
        ],
        # Reichswald turn 10: "possibly cloudy", 1 = rain, otherwise cloudy.
        "rolls": [{"turns": [2], "die": "1d6", "outcomes": [{"rolls": [1], "weather": "rain"},
                                                           {"rolls": [2, 3, 4, 5, 6], "weather": "cloudy"}]}],
    }
    air = {"sides": [{"side": "blue", "from_weather": True}]}
    turns = [{"number": 1, "weather": "good"}, {"number": 2}]
    results = set()
    for seed in range(30):
        g = Game(family_scenario(units=FAR, turns=turns, weather=weather, air_power=air), seed=seed)
        assert g.state.weather == "good" and g.state.air_points == {"blue": 24}
        play_to(g, 2)
        rolls = [e for entry in g.log for e in entry.events if e.kind == "roll" and e.data["purpose"] == "weather"]
        assert len(rolls) == 1
        expected = "rain" if rolls[0].data["total"] == 1 else "cloudy"
        assert g.state.weather == expected
        assert g.state.air_points["blue"] == (0 if expected == "rain" else 12)
        results.add(expected)
        # Replaying gives the same die.
        assert Game.replay(g.scenario, seed, g.actions()).state.weather == expected
    assert results == {"rain", "cloudy"}


def test_rain_surcharge_spares_exempt_terrain():
    weather = {"types": [{"id": "rain", "name": "Rain", "move_surcharge": "+1", "exempt_terrain": ["fort"]}]}
    sc = family_scenario(hexes={"0203": {"features": ["fort"]}}, units=[unit("a", "blue", "0103", "1-1-6"), FAR[1]],
                         turns=[{"number": 1, "weather": "rain"}], weather=weather)
    reach = Game(sc).legal_moves("a")
    assert reach.cost_to(P("0203")) == 4  # open 1 + fort 1, no rain
    assert reach.cost_to(P("0102")) == 4  # open 1 + rain 1


LEYTE_AIR = {
    "sides": [
        {"side": "blue", "schedule": [
            {"turns": [1], "points": 30}, {"turns": [2, 3], "points": 10}, {"turns": [4, 5, 6, 7, 8], "points": 30},
            {"turns": [9, 10], "points": 20}, {"turns": [11, 12], "points": 40}, {"turns": [13, 14, 15], "points": 50}]},
        {"side": "red", "schedule": [
            {"turns": [2, 3], "points": 5}, {"turns": [4, 5, 6, 7, 8], "points": 5},
            {"turns": [9, 10], "points": 3}, {"turns": [11, 12], "points": 2}]},
    ]
}


def test_e11_leyte_air_schedule_and_the_japanese_bonus():
    specials = [{"rule": "air_bonus_once", "params": {"side": "red", "points": 10, "from_turn": 5}}]
    g = Game(family_scenario(units=FAR, turns=15, air_power=LEYTE_AIR, special_rules=specials))
    assert g.state.air_points == {"blue": 30, "red": 0}
    play_to(g, 4, "movement", "red")
    with pytest.raises(IllegalAction, match="from turn 5"):
        g.apply(UseAirBonus("red"))
    play_to(g, 7)
    assert g.state.air_points == {"blue": 30, "red": 5}
    with pytest.raises(NotYourPhase):
        g.apply(UseAirBonus("red"))
    play_to(g, 9, "movement", "red")
    g.apply(UseAirBonus("red"))
    assert g.state.air_points["red"] == 13
    with pytest.raises(IllegalAction, match="already been used"):
        g.apply(UseAirBonus("red"))
    play_to(g, 12)
    assert g.state.air_points == {"blue": 40, "red": 2}


def test_e31_sicily_air_bonus_from_the_turn_after_ponte_olivo():
    air = {"sides": [{"side": "blue", "schedule": [{"turns": list(range(1, 7)), "points": 15}]}]}
    specials = [{"rule": "air_bonus_after", "params": {
        "side": "blue", "points": 5, "delay": 1,
        "when": {"kind": "hex_controlled", "side": "blue", "hexes": ["0103"]}}}]
    g = Game(family_scenario(units=[unit("b", "blue", "0101", "1-1-4"), FAR[1]], turns=6, air_power=air,
                             special_rules=specials))
    assert g.state.air_points["blue"] == 15
    play_to(g, 2)
    g.apply(MoveStack(("b",), (P("0101"), P("0102"), P("0103"))))  # capture Ponte Olivo on turn 2
    assert g.state.air_points["blue"] == 15
    play_to(g, 3)
    assert g.state.air_points["blue"] == 20
    play_to(g, 5)
    assert g.state.air_points["blue"] == 20


def test_reinforcements_turn_or_condition_whichever_first_and_entry_cost():
    units = [*FAR, unit("r1", "blue", None, "1-1-4"), unit("r2", "blue", None, "1-1-4")]
    reinf = [
        {"id": "early", "units": ["r1"], "schedule": {"turn": 3, "when": {
            "kind": "hex_controlled", "side": "blue", "hexes": ["0102"]}, "delay": 1},
         "entry": {"hexes": ["0104"], "pay_entry_hex": True}},
        {"id": "late", "units": ["r2"], "schedule": {"turn": 3}, "entry": {"edge": "west", "pay_entry_hex": False},
         "may_delay": True},
    ]
    g = Game(family_scenario(hexes={"0104": {"terrain": "forest"}}, units=units, turns=4, reinforcements=reinf))
    assert g.why_illegal(EnterReinforcement("r1", P("0104"))) == "r1 has not arrived yet"
    g.apply(MoveStack(("b",), (P("0101"), P("0102"))))  # condition met on turn 1 -> arrives turn 2
    play_to(g, 2)
    assert "early" in g.state.arrived and "late" not in g.state.arrived
    assert "not an entry hex" in (g.why_illegal(EnterReinforcement("r1", P("0105"))) or "")
    # Must enter (may_delay is false): the phase cannot end first.
    with pytest.raises(ObligationUnmet, match="must enter"):
        g.apply(EndPhase())
    g.apply(EnterReinforcement("r1", P("0104")))
    assert g.state.units["r1"].mp_spent == 4  # forest entry hex is paid
    assert g.legal_moves("r1").allowance == 4
    play_to(g, 3)
    g.apply(EndPhase())  # r2 may be delayed
    play_to(g, 4)
    g.apply(EnterReinforcement("r2", P("0106")))
    assert g.state.units["r2"].mp_spent == 0


def test_withdrawal_waits_while_encircled():
    units = [unit("w", "blue", "0503", "1-1-4"), unit("v", "blue", "0101", "1-1-4")]
    ring = P("0503").neighbours()
    units += [unit(f"e{i}", "red", GRID.label(h), "1-1-1") for i, h in enumerate(ring[:4])]
    wd = [{"id": "w-out", "units": ["w"], "schedule": {"turn": 2}},
          {"id": "v-out", "units": ["v"], "schedule": {"turn": 2}}]
    g = Game(family_scenario(units=units, turns=3, withdrawals=wd))
    play_to(g, 2)
    assert g.state.units["v"].status == "withdrawn"
    assert g.state.units["w"].status == "on_map"  # encircled by the four enemy units' ZOCs around it
    assert "w" in g.state.withdrawing


def test_victory_objectives_and_unit_points():
    victory = {
        "objectives": [
            {"id": "town", "name": "Town", "hexes": ["0102"], "points": {"blue": 10, "red": 7}},
            {"id": "t2", "name": "Bridge by turn 2", "hexes": ["0101"], "points": {"blue": 3}, "when": "turn", "turn": 2},
            {"id": "hold", "name": "Hill", "hexes": ["1006"], "points": {"red": 1}, "when": "each_turn"},
        ],
        "unit_points": [{"scorer": "blue", "event": "eliminated", "points": 2, "units": {"side": "red"}}],
    }
    g = Game(family_scenario(units=FAR, turns=3, victory=victory))
    assert g.score() == {"blue": 0, "red": 0}
    g.apply(MoveStack(("b",), (P("0101"), P("0102"))))
    assert g.score() == {"blue": 10, "red": 0}
    g.state.units["r"].status = "eliminated"
    g.state.units["r"].hex = None
    g.changed()
    assert g.score()["blue"] == 12
    while not g.state.game_over:
        end_phase_attacking(g)
    # Turn-2 objective: blue last occupied 0101; "each turn" hill: red held 1006 three turns.
    out = g.outcome()
    assert out is not None
    assert out.points == {"blue": 10 + 2 + 3, "red": 3}
    assert out.winner == "blue"


def test_encircled_withdrawal_leaves_once_free():
    units = [unit("w", "blue", "0503", "1-1-4")]
    ring = P("0503").neighbours()
    units += [unit(f"e{i}", "red", GRID.label(h), "1-1-1") for i, h in enumerate(ring[:4])]
    wd = [{"id": "w-out", "units": ["w"], "schedule": {"turn": 2}}]
    g = Game(family_scenario(units=units, turns=3, withdrawals=wd))
    play_to(g, 2)
    assert g.state.units["w"].status == "on_map"
    for uid in ("e0", "e1", "e2", "e3"):
        g.state.units[uid].status = "eliminated"
        g.state.units[uid].hex = None
    g.changed()
    end_phase_attacking(g)  # the next phase starts: w is free and leaves
    assert g.state.units["w"].status == "withdrawn"


def test_recovery_of_an_unengaged_unit_at_the_end_of_the_turn():
    units = [unit("b", "blue", "0101"), unit("c", "blue", "0501"), unit("r", "red", "0601", "1-1-1")]
    g = Game(family_scenario(units=units, rules={"losses": {"recovery": "unengaged_turn", "recovery_side": "blue"}}))
    g.state.units["b"].steps_lost = 1
    g.state.units["c"].steps_lost = 1
    g.changed()
    play_to(g, 2)
    assert g.state.units["b"].steps_lost == 0  # unengaged all turn
    assert g.state.units["c"].steps_lost == 1  # engaged by r


def test_victory_special_rules():
    objectives = [{"id": "hill", "name": "Hill", "hexes": ["1006"], "points": {"red": 1}}]
    rules = [
        {"rule": "automatic_victory", "params": {"side": "red", "any_of": [{"hold": "hill", "at_end_of_turn": 2}]}},
        {"rule": "reinforcement_penalty", "params": {"side": "red", "points": -12, "units": ["late"]}},
    ]
    units = [*FAR, unit("late", "red", None, "1-1-1")]
    reinf = [{"id": "r", "units": ["late"], "schedule": {"turn": 1}, "entry": {"hexes": ["1005"]}, "may_delay": True}]
    g = Game(family_scenario(units=units, turns=4, victory={"objectives": objectives}, special_rules=rules,
                             reinforcements=reinf))
    play_to(g, 1, "movement", "red")
    g.apply(EnterReinforcement("late", P("1005")))
    assert g.score()["red"] == 1 - 12
    while not g.state.game_over:
        end_phase_attacking(g)
    out = g.outcome()
    assert g.state.turn == 2 and out.winner == "red" and out.termination == "automatic_victory"

    wipe = [{"rule": "annihilation_victory", "params": {"winner": "blue", "target_side": "red", "by_turn": 2,
                                                        "otherwise_winner": "red"}}]
    g = Game(family_scenario(units=FAR, turns=3, special_rules=wipe))
    while not g.state.game_over:
        end_phase_attacking(g)
    assert g.outcome().winner == "red" and g.state.turn == 3  # all or nothing: blue failed
    g = Game(family_scenario(units=FAR, turns=3, special_rules=wipe))
    g.state.units["r"].status = "eliminated"
    g.state.units["r"].hex = None
    g.changed()
    while not g.state.game_over:
        end_phase_attacking(g)
    assert g.outcome().winner == "blue" and g.state.turn == 1 and g.outcome().termination == "annihilation"
    pts = [{"rule": "annihilation_victory", "params": {"scorer": "blue", "mode": "points", "points": 30,
                                                       "target_side": "red"}}]
    g = Game(family_scenario(units=FAR, special_rules=pts))
    assert g.score()["blue"] == 0
    g.state.units["r"].status = "eliminated"
    assert g.score()["blue"] == 30


def test_early_release_next_turn_same_turn_and_penalty_waiver():
    units = [
        unit("us", "blue", "0101", "3-3-6"), unit("br", "blue", "0103", "3-3-6", release_turn=4),
        unit("r", "red", "1006"), unit("mtn", "red", None, "2-2-4"),
    ]
    specials = [
        {"rule": "early_release", "params": {"triggers": [
            {"when": {"kind": "hex_controlled", "side": "blue", "hexes": ["0102"]}, "nationalities": ["blue"],
             "turns": [1, 2], "releases": ["br"], "on": "next_turn"},
            {"when": {"kind": "unit_entered", "side": "blue", "hexes": ["0201"]}, "releases": ["mtn"],
             "on": "same_turn", "waives": "reinforcement_penalty"},
        ]}},
        {"rule": "reinforcement_penalty", "params": {"side": "red", "points": -12, "units": ["mtn"],
                                                     "waived_by_early_release": True}},
    ]
    reinf = [{"id": "mtn", "units": ["mtn"], "schedule": {"turn": 3}, "entry": {"hexes": ["1005"]}}]
    g = Game(family_scenario(units=units, turns=4, special_rules=specials, reinforcements=reinf))
    assert not g.state.units["br"].released
    g.apply(MoveStack(("us",), (P("0101"), P("0102"))))
    play_to(g, 1, "movement", "red")
    assert not g.state.units["br"].released  # next turn, not this one
    play_to(g, 2)
    assert g.state.units["br"].released
    g.apply(MoveStack(("us",), (P("0102"), P("0201"))))
    play_to(g, 2, "movement", "red")
    assert "mtn" in g.state.arrived  # the same turn, before turn 3
    g.apply(EnterReinforcement("mtn", P("1005")))
    assert g.score()["red"] == 0  # penalty waived


def test_withdrawn_units_return_with_their_group():
    units = [unit("w", "blue", "0503", "1-1-4"), FAR[1]]
    wd = [{"id": "out", "units": ["w"], "schedule": {"turn": 2},
           "returns": {"id": "back", "units": ["w"], "schedule": {"turn": 3}, "entry": {"hexes": ["0101"]}}}]
    g = Game(family_scenario(units=units, turns=3, withdrawals=wd))
    assert g.why_illegal(EnterReinforcement("w", P("0101"))) == "w is already on the map"
    play_to(g, 2)
    assert g.state.units["w"].status == "withdrawn" and "back" not in g.state.arrived
    play_to(g, 3)
    g.apply(EnterReinforcement("w", P("0101")))
    assert g.state.units["w"].status == "on_map"


def test_reinforcement_ports_fall_back_to_the_nearest_held_port():
    units = [unit("b", "blue", "0303", "1-1-4"), unit("r", "red", "1006", "1-1-4"), unit("jp", "red", None)]
    reinf = [{"id": "jp", "units": ["jp"], "schedule": {"turn": 1}, "may_delay": True,
              "entry": {"hexes": ["0302"], "fallback": "nearest_friendly"}}]
    ports = {"ports": {"name": "Ports", "hexes": ["0302", "0602", "0902"]}}
    specials = [{"rule": "reinforcement_ports", "params": {"side": "red", "hex_set": "ports"}}]
    g = Game(family_scenario(units=units, reinforcements=reinf, hex_sets=ports, special_rules=specials))
    g.apply(MoveStack(("b",), (P("0303"), P("0302"))))  # the Allies take the designated port
    play_to(g, 1, "movement", "red")
    assert g.why_illegal(EnterReinforcement("jp", P("0902"))) == "0902 is not an entry hex for jp"
    assert g.is_legal(EnterReinforcement("jp", P("0602")))  # the nearest port still Japanese
    g.apply(EnterReinforcement("jp", P("0602")))


def test_must_occupy_then_hold():
    specials = [{"rule": "must_occupy", "params": {"turn": 1, "unit": "b", "hex": "0103", "hold_until": "withdrawal"}}]
    g = Game(family_scenario(units=FAR, turns=2, special_rules=specials))
    with pytest.raises(ObligationUnmet, match="must occupy 0103"):
        g.apply(EndPhase())
    g.apply(MoveStack(("b",), (P("0101"), P("0102"), P("0103"))))
    g.apply(EndPhase())
    play_to(g, 2)
    assert g.legal_moves("b").why(P("0104")) == "b must hold 0103 until it withdraws"
