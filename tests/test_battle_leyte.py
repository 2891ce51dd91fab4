"""The bundled Leyte scenario against the book (Batalha de Leyte, seeds/000)."""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest

from hexstudio.hexgrid import Hexside
from hexstudio.scenario.cost import parse_cost
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.model import Scenario, text_in
from hexstudio.scenario.validate import check

PATH = Path(__file__).resolve().parent.parent / "scenarios" / "leyte.json"


@pytest.fixture(scope="module")
def scen() -> Scenario:
    return load_scenario(PATH)


@pytest.fixture(scope="module")
def view(scen: Scenario) -> MapView:
    return MapView.build(scen)


def test_validates_cleanly(scen: Scenario) -> None:
    assert [str(p) for p in check(scen) if p.severity == "error"] == []


def test_counter_totals_match_the_book(scen: Scenario) -> None:
    # 2.2: 193 counters, 121 US (yellow), 70 Japanese (white), 2 Filipino (blue).
    assert Counter(u.nationality for u in scen.units) == {"us": 121, "jp": 70, "ph": 2}
    colours = {n.id: n.color.lower() for n in scen.nationalities}
    assert colours["jp"] == "#ffffff"
    assert {n.id: n.side for n in scen.nationalities} == {"us": "us", "ph": "us", "jp": "japan"}


def test_every_unit_enters_exactly_once(scen: Scenario) -> None:
    placed = [p.unit for p in scen.setup]
    arriving = [u for r in scen.reinforcements for u in r.units]
    assert sorted(placed + arriving) == sorted(u.id for u in scen.units)
    side = {u.id: u.nationality for u in scen.units}
    # 12.1.1 + map: 21 Japanese at start; 12.1.3: 25 US on the eight arrows; 12.1.5: both guerrillas.
    assert Counter(side[u] for u in placed) == {"us": 25, "jp": 21, "ph": 2}


def test_us_counters_by_values(scen: Scenario) -> None:
    faces = Counter((u.full.attack, u.full.defence, int(u.full.movement)) for u in scen.units if u.nationality == "us")
    # Counter-sheet rows: 53 x 3-4-8 (cavalry and infantry), 20 x 2-1-6, 11 x 3-1-5, 4 x 6-4-15 ...
    assert faces[(3, 4, 8)] == 8 + 18 + 27 + 2
    assert faces[(2, 1, 6)] == 20
    assert faces[(3, 1, 5)] == 11
    assert faces[(6, 4, 15)] == 4
    assert faces[(3, 4, 15)] == 1
    assert faces[(3, 3, 8)] == 3 + 2 + 2 + 8
    assert faces[(4, 3, 8)] == 3
    assert faces[(2, 4, 8)] == 3
    assert faces[(1, 1, 7)] == 4
    assert faces[(4, 1, 5)] == 4
    assert faces[(5, 1, 5)] == 1


def test_japanese_printed_values_kept(scen: Scenario) -> None:
    units = scen.unit_by_id()
    at = {p.unit: p.hex for p in scen.setup}
    bi = units["jp-bi-126"]
    assert (bi.full.attack, bi.full.defence, bi.full.movement) == (1, 2, 6) and at[bi.id] == "22-18"
    art = units["jp-22rart-1"]
    assert (art.full.attack, art.full.defence, art.full.movement) == (2, 1, 5) and at[art.id] == "22-15"
    example = units["jp-22rart-2"]  # 2.2.1: attack 1, defence 1, movement 6, range 3
    assert (example.full.attack, example.full.defence, example.full.movement, example.full.range) == (1, 1, 6, 3)
    unknown = [u for u in scen.units if u.nationality == "jp" and u.provenance.value == "book"]
    assert unknown == [], "Japanese values not printed in the book must be marked"


@pytest.mark.parametrize(
    ("label", "name"),
    [
        ("25-12", "Palo"),
        ("12-17", "Ormoc"),
        ("14-09", "Carigara"),
        ("25-10", "Tacloban"),
        ("26-14", "Tanauan"),
        ("26-19", "Dulag"),
        ("25-24", "Abuyog"),
        ("19-25", "Baybay"),
        ("25-06", "La Paz"),
        ("04-15", "Palompon"),
        ("02-04", "Tinago"),
        ("15-20", "Albuera"),
        ("22-15", "Dagami"),
    ],
)
def test_named_hexes(scen: Scenario, view: MapView, label: str, name: str) -> None:
    data = scen.map.hexes[label]
    assert text_in(data.name) == name
    assert data.provenance is not None and data.provenance.value == "book"
    assert not view.is_water(view.grid.parse(label))


def test_map_size_and_islands(scen: Scenario, view: MapView) -> None:
    assert scen.map.columns * scen.map.rows == 986
    assert scen.map.provenance.value == "reconstructed"
    leyte = view.hex_sets["leyte"]
    samar = view.hex_sets["samar"]
    assert view.grid.parse("25-06") in samar  # 4.3: La Paz is on Samar
    assert view.grid.parse("25-12") in leyte
    # The San Juanico strait: no Samar hex touches Leyte.
    assert not any(n in leyte for h in samar for n in view.grid.neighbours(h))
    # The ports of 12.1.2 are coastal port hexes.
    for label in ("12-17", "14-09", "15-20", "04-15", "02-04"):
        h = view.grid.parse(label)
        assert "port" in view.features(h)
        assert any(view.is_water(n) for n in view.grid.neighbours(h))


def test_movement_example_4_0_on_the_map(scen: Scenario, view: MapView) -> None:
    """E3: Palo west by road 3 hexes, 2 open, river (+1), forest (2) = 8 MP."""
    g = view.grid
    path = [g.parse(x) for x in ("25-12", "24-12", "23-12", "22-12", "21-12", "20-12", "19-12")]
    terrain = scen.terrain_by_id()
    road = {r.id: r for r in scen.road_types}
    sides = {h.id: h for h in scen.hexside_types}
    halves = 0
    for a, b in itertools.pairwise(path):
        rt = view.roads.get(Hexside(a, b))
        if rt is not None:
            halves += parse_cost(road[rt].move["foot"]).halves
        else:
            halves += parse_cost(terrain[view.terrain(b)].move["foot"]).halves
        for f in view.hexside_features(a, b):
            halves += parse_cost(sides[f].move["foot"]).halves
    assert halves == 16
    assert [view.roads.get(Hexside(a, b)) for a, b in itertools.pairwise(path)][:4] == ["road"] * 3 + [None]
    assert view.terrain(path[-1]) == "forest"
    assert "river" in view.hexside_features(path[-2], path[-1])


def test_turns_weather_and_air(scen: Scenario) -> None:
    turns = scen.turns.turns
    assert [t.number for t in turns] == list(range(1, 16))
    assert turns[0].date == "20/10/1944"
    assert [t.number for t in turns if t.weather == "rain"] == [2, 3, 4, 5, 6, 7, 8]
    rain = next(w for w in scen.weather.types if w.id == "rain")
    assert parse_cost(rain.move_surcharge).halves == 1 and rain.advance_limit == 1
    assert [p.side for p in scen.turns.sequence] == ["us", "us", "japan", "japan"]

    def points(side: str, turn: int) -> int:
        s = next(x for x in scen.air_power.sides if x.side == side)
        return next(e.points for e in s.schedule if turn in e.turns)

    # E11 vectors.
    assert (points("us", 7), points("japan", 7)) == (30, 5)
    assert (points("us", 12), points("japan", 12)) == (40, 2)
    assert (points("us", 1), points("japan", 1)) == (30, 0)
    assert points("us", 15) == 50
    bonus = next(r for r in scen.special_rules if r.rule == "air_bonus_once")
    assert bonus.params == {"side": "japan", "points": 10, "from_turn": 5}  # once, in its movement phase: the rule


def _crt(scen: Scenario, odds: str, roll: int) -> str:
    col = [c.label for c in scen.crt.columns].index(odds)
    row = next(i for i, r in enumerate(scen.crt.rows) if roll in r.rolls)
    return scen.crt.cells[row][col]


def test_crt_cells(scen: Scenario) -> None:
    assert _crt(scen, "8-1", 3) == "DE AVI"  # D8
    assert _crt(scen, "2-1", 6) == "DVB ARB"  # D13: copy A, not copy C
    assert _crt(scen, "6-1", 12) == "EMP"  # D10, Leyte column
    assert _crt(scen, "1-4", 7) == "DVI AE"
    assert _crt(scen, "9-1", 2) == "EMP"


def test_terrain_and_bombardment_tables(scen: Scenario) -> None:
    t = scen.terrain_by_id()
    assert (t["forest"].move["foot"], t["forest"].move["motorized"], t["forest"].combat) == (2, 3, 2)
    assert parse_cost(t["mountain"].move["motorized"]).prohibited and t["mountain"].combat == 3
    assert (t["city"].combat, t["airfield"].combat, t["port"].combat) == (2, 1, 2)
    river = next(h for h in scen.hexside_types if h.id == "river")
    assert (river.move["foot"], river.move["motorized"], river.combat) == ("+1", "+2", 2)
    assert parse_cost(scen.road_types[0].move["motorized"]).halves == 1
    bt = scen.bombardment
    assert bt is not None
    # E9: 24 falls in 13-24; E10: 30 falls in 25-36.
    col = next(i for i, c in enumerate(bt.columns) if c.min <= 24 <= (c.max or 999))
    assert bt.columns[col].label == "13-24"
    assert [row[2] for row in bt.cells] == ["DB", "DB", "DB", "DI", "DI", "DI"]
    vuln = {u.id: u.vulnerability for u in scen.unit_types}
    assert 2 * vuln["infantry"]["air"] + vuln["artillery"]["air"] == 4  # E9
    assert 2 * vuln["infantry"]["artillery"] + vuln["armor"]["artillery"] == 5  # E10


def test_rules_and_special_rules(scen: Scenario) -> None:
    assert scen.rules.stacking.limit == 4
    assert scen.rules.losses.recovery_side == "us"
    names = {r.rule for r in scen.special_rules}
    for rule in (
        "sea_movement",
        "assault_landing",
        "paradrop",
        "naval_support_shift",
        "guerrillas",
        "exit_map",
    ):
        assert rule in names
    sea = next(r for r in scen.special_rules if r.rule == "sea_movement").params
    assert sea["max_units_per_turn"] == 3
    drop = next(r for r in scen.special_rules if r.rule == "paradrop").params
    assert drop["good_order_rolls"] == [1, 6] and drop["no_drop_turns"] == [15]
    naval = next(r for r in scen.special_rules if r.rule == "naval_support_shift").params
    assert naval["turns"] == [1, 11] and naval["columns"] == 2
    encircled = next(r for r in scen.special_rules if r.rule == "combat_shift").params
    assert encircled["defender_side"] == "japan" and encircled["defender_encircled"] is True
    assert (encircled["columns"], encircled["favours"]) == (1, "defender")  # E7: cancels the US +1
    hex_sets = scen.map.hex_sets
    for params in (sea, drop):
        for key in ("hex_set",):
            if key in params:
                assert params[key] in hex_sets
    guer = next(r for r in scen.special_rules if r.rule == "guerrillas").params
    at = {p.unit: p.hex for p in scen.setup}
    assert all(at[u] in hex_sets[guer["setup_hex_set"]].hexes for u in guer["units"])


def test_schedule_matches_12_1(scen: Scenario) -> None:
    side = {u.id: u.nationality for u in scen.units}
    per_turn: Counter[tuple[str, int]] = Counter()
    for r in scen.reinforcements:
        assert r.schedule.turn is not None
        for u in r.units:
            per_turn[(side[u], r.schedule.turn)] += 1
    us = {t: n for (nat, t), n in per_turn.items() if nat == "us"}
    assert us == {2: 36, 3: 1, 4: 3, 6: 15, 7: 14, 8: 6, 9: 1, 10: 3, 11: 13, 12: 4}
    jp = {t: n for (nat, t), n in per_turn.items() if nat == "jp"}
    assert jp == {1: 4, 2: 2, 3: 1, 4: 14, 5: 10, 8: 1, 9: 3, 10: 6, 11: 8}
    withdrawn = {w.schedule.turn: sorted(w.units) for w in scen.withdrawals}
    assert withdrawn == {8: ["us-19ri-1", "us-19ri-2", "us-19ri-3"], 12: ["us-503-1", "us-503-2", "us-503-3"]}


def test_victory_points(scen: Scenario) -> None:
    objs = {o.id: o for o in scen.victory.objectives}
    assert objs["ormoc"].hexes == ["12-17"] and objs["ormoc"].points == {"us": 30, "japan": 30}
    assert objs["carigara"].points["us"] == 20
    assert {objs[k].points["japan"] for k in ("palompon", "la-paz", "albuera", "tinago")} == {10}
    assert objs["airfields"].require == "each" and objs["airfields"].points == {"us": 5, "japan": 5}
    assert len(scen.map.hex_sets["airfields"].hexes) >= 1
    up = {(p.scorer, p.event, p.points) for p in scen.victory.unit_points}
    assert up == {
        ("us", "eliminated", 1),
        ("japan", "eliminated", 10),
        ("japan", "eliminated", 2),
        ("japan", "intact_at_end", 2),
    }


@pytest.mark.parametrize(
    ("present", "bonus"),
    [
        # E8: the 1st Cavalry's bonus unit is the brigade (4 squadrons); the division needs all 8.
        ([f"us-{r}rc-{i}" for r in (5, 12) for i in (1, 2)], {"us-1dc-1bde"}),
        ([f"us-{r}rc-{i}" for r in (5, 12, 7, 8) for i in (1, 2)], {"us-1dc-1bde", "us-1dc-2bde", "us-1dc"}),
        (["us-5rc-1", "us-5rc-2", "us-12rc-1"], set()),
        # Glider regiments: 2 battalions, still a bonus. The 112th Cavalry never.
        (["us-187-1", "us-187-2", "us-112rc-1", "us-112rc-2"], {"us-187"}),
        # A division's three regiments give the division bonus; its artillery is not needed.
        ([f"us-{r}ri-{i}" for r in (17, 32, 184) for i in (1, 2, 3)], {"us-17ri", "us-32ri", "us-184ri", "us-7di"}),
        # Japanese exceptions: the 26th Division and the 11th RI get nothing, the complete 13th RI does.
        (["jp-13ri-1", "jp-13ri-2", "jp-13ri-3", "jp-11ri-1", "jp-26di-rc"], {"jp-13ri"}),
        (["jp-77bg-1", "jp-77bg-2", "jp-78bg-1", "jp-78bg-2"], set()),
        (
            [f"jp-{r}ri-{i}" for r in (9, 33) for i in (1, 2, 3)] + [f"jp-20ri-{i}" for i in (1, 2, 3, 4)],
            {"jp-9ri", "jp-20ri", "jp-33ri", "jp-16di"},
        ),
        (["jp-22rart-1", "jp-22rart-2", "jp-22rart-3", "jp-22rart-4"], set()),
    ],
)
def test_command_bonus_formations(scen: Scenario, present: list[str], bonus: set[str]) -> None:
    shifts = pytest.importorskip("hexstudio.engine.combat.shifts")
    complete = shifts.complete_formations(scen.formations, scen.units, present)
    assert {f.id for f in complete} == bonus


def test_setup_positions_are_legal(scen: Scenario, view: MapView) -> None:
    side = {u.id: scen.side_of(u) for u in scen.units}
    stacks: dict[str, list[str]] = {}
    for p in scen.setup:
        stacks.setdefault(p.hex, []).append(side[p.unit])
    for label, sides in stacks.items():
        assert not view.is_water(view.grid.parse(label)), label
        assert len(sides) <= scen.rules.stacking.limit, label  # 4.1.1
        assert len(set(sides)) == 1, f"enemies share {label}"
    at = {p.unit: p.hex for p in scen.setup}
    # 12.1.1, the listed Japanese positions.
    for unit, label in {
        "jp-9ri-1": "25-06",
        "jp-20ri-1": "26-19",
        "jp-33ri-1": "25-12",
        "jp-33ri-2": "25-10",
        "jp-33ri-3": "26-14",
        "jp-16di-rc": "22-15",
        "jp-16di-eng": "25-24",
        "jp-bin-1": "12-17",
        "jp-bin-2": "12-17",
        "jp-bin-3": "19-25",
        "jp-bin-4": "14-09",
    }.items():
        assert at[unit] == label


def test_landing_zones_are_coastal_land(scen: Scenario, view: MapView) -> None:
    sets = scen.map.hex_sets
    for key in ("colour_beaches", "east_coast", "north_coast_to_carigara", "samar_coast", "coast_open_city"):
        hexes = [view.grid.parse(x) for x in sets[key].hexes]
        assert hexes, key
        for h in hexes:
            assert not view.is_water(h), (key, view.grid.label(h))
            assert any(view.is_water(n) for n in view.grid.neighbours(h)), (key, view.grid.label(h))
    for label in sets["colour_beaches"].hexes:  # 4.3: landing hexes are open or city
        assert view.terrain(view.grid.parse(label)) in ("open", "city")
    assert "14-09" in sets["north_coast_to_carigara"].hexes  # "até Carigara (inclusive)"
    assert "25-10" in sets["east_coast"].hexes
    samar = set(sets["samar"].hexes)
    assert set(sets["samar_coast"].hexes) <= samar


def test_exit_edges(scen: Scenario, view: MapView) -> None:
    # 4.5: Japanese exits by the south edge in Leyte and the north edge in Samar.
    south = [view.grid.parse(x) for x in scen.map.hex_sets["exit_south_leyte"].hexes]
    north = [view.grid.parse(x) for x in scen.map.hex_sets["exit_north_samar"].hexes]
    assert south and north
    assert all(view.grid.to_offset(h)[1] == scen.map.rows - 1 for h in south)
    assert all(view.grid.to_offset(h)[1] == 0 for h in north)
    assert set(scen.map.hex_sets["exit_north_samar"].hexes) <= set(scen.map.hex_sets["samar"].hexes)
    rule = next(r for r in scen.special_rules if r.rule == "exit_map").params
    assert rule["side"] == "japan" and set(rule["hex_sets"]) == {"exit_south_leyte", "exit_north_samar"}
