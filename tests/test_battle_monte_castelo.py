"""The Monte Castelo scenario carries the book's numbers (Operação Encore, version 3)."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

import pytest

from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.mapview import MapView, grid_of
from hexstudio.scenario.model import Scenario, text_in
from hexstudio.scenario.validate import check

SCENARIO = Path(__file__).resolve().parent.parent / "scenarios" / "monte-castelo.json"
BOMBARD_TYPES = {"artillery", "aviation"}


@pytest.fixture(scope="module")
def scenario() -> Scenario:
    return load_scenario(SCENARIO)


@pytest.fixture(scope="module")
def view(scenario: Scenario) -> MapView:
    return MapView.build(scenario)


def test_validates(scenario: Scenario) -> None:
    assert check(scenario) == []


def test_counter_totals(scenario: Scenario) -> None:
    # 1: 101 pieces; Table 4 lists 80 manoeuvre units: 24 Brazilian, 27 American, 29 German.
    assert len(scenario.units) == 101
    table4 = [u for u in scenario.units if u.type not in BOMBARD_TYPES]
    assert Counter(u.nationality for u in table4) == {"br": 24, "us": 27, "de": 29}
    pieces = [u for u in scenario.units if u.type in BOMBARD_TYPES]
    assert all(u.full.bombard and u.full.attack == 0 and u.steps == 1 for u in pieces)
    assert sum(1 for u in pieces if u.nationality == "de") == 4  # artillery groups 1-4


def test_table4_positions_and_release(scenario: Scenario) -> None:
    units = scenario.unit_by_id()
    where = {p.unit: p.hex for p in scenario.setup}
    assert len(where) == 76  # every Table 4 unit except the 4th Mountain Battalion
    assert where["us-1-i-87"] == where["us-2-i-87"] == where["us-3-i-87"] == "01-11"
    assert where["br-1-i-1"] == "11-09" and where["us-751"] == "11-11" and where["us-701"] == "10-12"
    assert where["de-f-232"] == "08-02" and where["de-5-ii-1045"] == "23-01"
    release = {uid: u.release_turn for uid, u in units.items()}
    assert release["us-701"] == 2 and release["br-1-i-1"] == 4 and release["br-4-ii-11"] == 6
    assert release["br-1-i-11"] == 8 and release["de-6-ii-1045"] == 7 and release["de-3-i-1044"] == 2
    assert release["us-604fa"] == 2 and release["us-248art"] == 4 and release["de-art4"] == 4
    assert units["us-i-87-pp"].full.range == 2 and units["de-2-pp-1044"].full.range == 2
    for label in {p.hex for p in scenario.setup}:
        assert sum(1 for p in scenario.setup if p.hex == label) <= 3, label


def test_reduced_values_are_computed(scenario: Scenario) -> None:
    assert scenario.rules.losses.reduced_values == "halved"
    assert all(u.reduced is None for u in scenario.units)
    # D4-D6: 3-4-6 -> 2-2-6, 6-4-15 -> 3-2-15 (halve, round up, minimum 1).
    u = scenario.unit_by_id()["us-751"].full
    assert (max(1, math.ceil(u.attack / 2)), max(1, math.ceil(u.defence / 2)), u.movement) == (3, 2, 15)


def test_map_and_book_hexes(scenario: Scenario, view: MapView) -> None:
    grid = grid_of(scenario.map)
    assert (grid.columns, grid.rows) == (26, 13)
    assert scenario.map.labels.separator == "-"
    for label in ("14-05", "10-04", "11-06", "18-04"):
        assert "fortification" in view.features(grid.parse(label))
    a, b = grid.parse("10-04"), grid.parse("10-05")
    assert a.is_adjacent(b) and "peak" in view.features(a) and "peak" in view.features(b)
    road = next(r for r in scenario.map.roads if r.path[0] == "01-04")
    assert road.path[-1] == "08-01" and road.type == "road"
    assert scenario.map.hex_sets["road_4mtn_trigger"].hexes == road.path
    names = {text_in(view.name(grid.parse(x))) for x in scenario.map.hex_sets["peaks"].hexes}
    assert {"Monte Belvedere (1.140 m)", "Monte Castello (977 m)", "Monte della Torraccia (1.083 m)"} <= names
    # The 1,000 m summits stand above Castello's 800 m level.
    assert view.elevation(grid.parse("04-06")) == 3 and view.elevation(grid.parse("12-05")) == 2
    # Motorised units start where they may stand (not 1,000 m, not a peak).
    for uid in ("us-751", "us-701"):
        h = grid.parse(next(p.hex for p in scenario.setup if p.unit == uid))
        assert view.terrain(h) != "h1000" and "peak" not in view.features(h)


def test_turns_nights_and_stages(scenario: Scenario) -> None:
    turns = scenario.turns.turns
    assert [t.number for t in turns] == list(range(1, 11))
    assert [t.number for t in turns if t.night] == [1, 3, 5, 7, 9]
    assert turns[0].date == "19/02/1945" and turns[-1].date == "24/02/1945"
    kinds = [(p.kind, p.side) for p in scenario.turns.sequence]
    assert kinds == [("preparation", None), ("bombardment", None), ("movement", "allies"), ("combat", "allies"),
                     ("movement", "germany"), ("combat", "germany")]
    assert scenario.turns.sequence[1].skip_turns == [1, 3, 5, 7, 9]


def _crt(scenario: Scenario, column: str, roll: int) -> str:
    col = [c.label for c in scenario.crt.columns].index(column)
    row = next(i for i, r in enumerate(scenario.crt.rows) if roll in r.rolls)
    return scenario.crt.cells[row][col]


def test_crt_table_1(scenario: Scenario) -> None:
    assert len(scenario.crt.columns) == 11 and scenario.crt.columns[0].label == "1:3+"
    assert _crt(scenario, "1:3+", 7) == "DVI AE"  # D11
    assert _crt(scenario, "6:1", 2) == "EMP"
    assert _crt(scenario, "7:1", 6) == "DRB AVI"  # printed, breaks the diagonal (U50)
    assert _crt(scenario, "9+:1", 7) == "DRB AVB"
    assert scenario.crt.results["DVB"].opponent_retreats == 0
    combat = scenario.rules.combat
    assert (combat.shift_mode, combat.terrain, combat.exchange) == ("attacker_first", "cumulative", "one")


def test_bombardment_table_3(scenario: Scenario) -> None:
    bt = scenario.bombardment
    assert bt is not None and bt.dice == "1d6"
    assert [c.label for c in bt.columns][-1] == ">61" and bt.columns[-1].min == 61
    assert bt.cells[0] == ["S", "S", "S", "S", "B+S", "B+S", "B+S"]
    assert bt.cells[5] == ["-", "-", "-", "-", "-", "S", "S"]
    assert bt.results["B+S"].step_losses == 1 and bt.results["B+S"].suppress


def test_movement_and_zoc_switches(scenario: Scenario) -> None:
    r = scenario.rules
    assert r.movement.climb_cost == 1 and r.movement.minimum_move and r.movement.road_ignores_climb
    assert not r.zoc.zoc_to_zoc and r.zoc.encircled_cannot_move
    assert set(r.zoc.sheltered_terrain) == {"peak", "village", "fortification"}
    assert r.stacking.limit == 3 and r.stacking.check == "end_of_phase"


def test_battalions_for_the_bonus(scenario: Scenario) -> None:
    battalions = [f for f in scenario.formations if f.level.value == "battalion"]
    assert len(battalions) == 19
    for f in battalions:
        members = [u for u in scenario.units if u.formation == f.id]
        companies = [u for u in members if "infantry" in u.type]
        assert len(companies) == 3 and f.required == 3, f.id


def test_fourth_mountain_reinforcement(scenario: Scenario) -> None:
    (r,) = scenario.reinforcements
    assert r.schedule.turn == 5 and r.may_delay and r.schedule.delay == 0
    assert scenario.map.hex_sets[r.entry.hex_set or ""].hexes == ["08-01", "09-01", "10-01"]
    rules = {s.rule: s.params for s in scenario.special_rules}
    assert rules["reinforcement_penalty"]["points"] == -12
    assert rules["bombardment_stage"]["max_pb_per_hex"] == 10


def test_objectives_per_turn(scenario: Scenario) -> None:
    objs = {o.id: (o.points["allies"], o.turn) for o in scenario.victory.objectives}
    assert objs == {"belvedere": (5, 2), "gorgolesco": (10, 2), "ronchidos": (5, 3), "cota1053": (10, 5),
                    "castello": (10, 4), "abetaia": (5, 7), "torraccia": (15, 10), "cota958": (5, None)}


def test_early_release_triggers(scenario: Scenario) -> None:
    # 8 and Table 4: Mazzancana (turns 1-2) frees the whole 1º RI (and the 751, marked 4*); Monte Castello
    # (turns 1-4) frees the whole 11º RI; the road 01-04 - 08-01 frees the 4th Mountain Battalion.
    rules = {s.rule: s.params for s in scenario.special_rules}
    mazz, castello, road = rules["early_release"]["triggers"]
    units = scenario.unit_by_id()
    parents = {f.id: f.parent for f in scenario.formations}
    first = {u for u in units if parents.get(units[u].formation or "") == "br-1ri"}
    eleventh = {u for u in units if parents.get(units[u].formation or "") == "br-11ri"}
    assert len(first) == len(eleventh) == 12
    assert set(mazz["releases"]) == first | {"us-751"} and mazz["turns"] == [1, 2]
    assert set(castello["releases"]) == eleventh and castello["turns"] == [1, 2, 3, 4]
    assert road["when"]["hex_set"] == "road_4mtn_trigger" and road["on"] == "same_turn"
    assert {units[u].release_turn for u in first} == {4}


def test_battalion_bonus_with_the_engine(scenario: Scenario) -> None:
    # E43: companies 1, 2 and 3 of I/87 give the bonus; the heavy-weapons company is neither counted nor needed.
    from hexstudio.engine.combat.shifts import complete_formations

    def complete(present: list[str]) -> set[str]:
        return {f.id for f in complete_formations(scenario.formations, scenario.units, present)}

    assert complete(["us-1-i-87", "us-2-i-87", "us-3-i-87"]) == {"us-I-87"}
    assert complete(["us-1-i-87", "us-2-i-87", "us-i-87-pp"]) == set()
    assert complete(["br-4-ii-11", "br-5-ii-11", "br-6-ii-11"]) == {"br-II-11"}
    assert complete(["de-4-ii-1045", "de-5-ii-1045", "de-6-ii-1045"]) == {"de-II-1045"}
    rules = {r.rule: r.params for r in scenario.special_rules}
    assert rules["night_combat"]["attacker_shift"] == {"germany": 1, "allies": -1}
    # The named rules replace their generic twins, so no shift applies twice.
    assert not {"combat_shift", "command_bonus", "elevation_advantage"} & set(rules)


def test_the_bombardment_pools_follow_table_4(scenario: Scenario) -> None:
    # 4.1, Table 4 obs: turn 2 US artillery (not the 248th), US aviation and German groups 1-3; turn 4 the rest.
    from hexstudio.engine.game import Game
    from hexstudio.engine.rules.bombardment_stage import available_pieces

    g = Game(scenario, 1)
    assert available_pieces(g, "allies") == [] and available_pieces(g, "germany") == []  # turn 1: night
    g.state.turn = 2
    allies = set(available_pieces(g, "allies"))
    assert {"us-604fa", "us-air1"} <= allies and not allies & {"us-248art", "br-i-go", "br-1gavca"}
    assert set(available_pieces(g, "germany")) == {"de-art1", "de-art2", "de-art3"}
    g.state.turn = 4
    assert {"us-248art", "br-i-go", "br-1gavca"} <= set(available_pieces(g, "allies"))
    assert "de-art4" in available_pieces(g, "germany")
