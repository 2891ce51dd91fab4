"""The Sicily scenario carries the book's numbers (Campanha da Sicília)."""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest

from hexstudio.hexgrid import Hexside
from hexstudio.scenario.cost import parse_cost
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.mapview import MapView, grid_of
from hexstudio.scenario.model import Scenario, text_in
from hexstudio.scenario.validate import check

SCENARIO = Path(__file__).resolve().parent.parent / "scenarios" / "sicily.json"


@pytest.fixture(scope="module")
def scenario() -> Scenario:
    return load_scenario(SCENARIO)


@pytest.fixture(scope="module")
def view(scenario: Scenario) -> MapView:
    return MapView.build(scenario)


def test_validates(scenario: Scenario) -> None:
    assert check(scenario) == []


def test_counter_totals_per_nationality(scenario: Scenario) -> None:
    # 2.2: 77 counters, 22 US, 22 British, 17 Italian, 12 German, 4 Canadian.
    counts = Counter(u.nationality for u in scenario.units)
    assert counts == {"us": 22, "uk": 22, "it": 17, "de": 12, "ca": 4}
    assert len(scenario.units) == 77


def test_every_unit_enters_exactly_once(scenario: Scenario) -> None:
    placed = [p.unit for p in scenario.setup]
    arriving = [u for r in scenario.reinforcements for u in r.units]
    assert sorted(placed + arriving) == sorted(u.id for u in scenario.units)


def test_map_size_and_book_hexes(scenario: Scenario, view: MapView) -> None:
    grid = grid_of(scenario.map)
    assert grid.columns * grid.rows == 1025  # 2.1
    names = {"2019": "Licata", "2519": "Gela", "3413": "Catania", "3903": "Messina", "3718": "Siracusa",
             "2013": "Caltanissetta", "2518": "Ponte Olivo"}
    for label, name in names.items():
        assert text_in(view.name(grid.parse(label)), "pt_BR") in (name, "Catânia"), label
    assert scenario.map.hexes["2019"].provenance == "book"
    for label in scenario.map.hex_sets["allied_ports"].hexes:
        h = grid.parse(label)
        assert not view.is_water(h)
        assert any(view.is_water(n) for n in grid.neighbours(h)), f"port {label} is not on the coast"


def test_the_island_is_surrounded_by_sea(scenario: Scenario, view: MapView) -> None:
    grid = grid_of(scenario.map)
    for h in grid.hexes():
        if grid.is_edge(h) and view.in_play(h):
            assert view.is_water(h), grid.label(h)


def test_setup_hexes_are_land_and_beaches_coastal(scenario: Scenario, view: MapView) -> None:
    grid = grid_of(scenario.map)
    for p in scenario.setup:
        h = grid.parse(p.hex)
        assert view.in_play(h) and not view.is_water(h), p.hex
    for label in scenario.map.hex_sets["us_beaches"].hexes + scenario.map.hex_sets["uk_beaches"].hexes:
        h = grid.parse(label)
        assert any(view.is_water(n) for n in grid.neighbours(h)), label


def _enter(scenario: Scenario, view: MapView, a: str, b: str, cls: str = "foot") -> int:
    """Half-MP to move from a to b on terrain and hexsides only (no roads)."""
    grid = grid_of(scenario.map)
    ha, hb = grid.parse(a), grid.parse(b)
    terrain = scenario.terrain_by_id()
    cost = parse_cost(terrain[view.terrain(hb)].move[cls])
    assert not cost.prohibited
    halves = cost.halves
    feats = view.hexside_features(ha, hb)
    negated = {n for t in scenario.hexside_types if t.id in feats for n in t.negates}
    for t in scenario.hexside_types:
        if t.id in feats and t.id not in negated and cls in t.move:
            halves += parse_cost(t.move[cls]).halves
    return halves


def _path(scenario: Scenario, view: MapView, path: list[str]) -> int:
    return sum(_enter(scenario, view, a, b) for a, b in itertools.pairwise(path))


def test_e26_e27_licata_bridge_example(scenario: Scenario, view: MapView) -> None:
    # 4.0: across the bridge north-east, three open hexes, then a mountain: exactly 6.
    bridge_path = ["2019", "2118", "2117", "2116", "2115"]
    assert _path(scenario, view, bridge_path) == 12
    grid = grid_of(scenario.map)
    assert view.terrain(grid.parse("2115")) == "mountain"
    # Without the bridge: three hexes on the left bank, the river (+1), then the mountain: 7 > 6.
    left_bank = ["2019", "2018", "2017", "2016", "2115"]
    assert _path(scenario, view, left_bank) == 14
    assert "river" in view.hexside_features(grid.parse("2016"), grid.parse("2115"))
    assert "bridge" in view.hexside_features(grid.parse("2019"), grid.parse("2118"))
    # ... or straight north from Licata to Caltanissetta within 6 MP.
    north = ["2019", "2018", "2017", "2016", "2015", "2014", "2013"]
    assert _path(scenario, view, north) <= 12


def test_turns_and_sequence(scenario: Scenario) -> None:
    assert [t.number for t in scenario.turns.turns] == list(range(1, 14))
    assert [(p.kind, p.side) for p in scenario.turns.sequence] == [
        ("movement", "axis"), ("combat", "axis"), ("movement", "allies"), ("combat", "allies")]


def _crt(scenario: Scenario, odds: str, roll: int) -> str:
    col = [c.label for c in scenario.crt.columns].index(odds)
    row = next(i for i, r in enumerate(scenario.crt.rows) if roll in r.rolls)
    return scenario.crt.cells[row][col]


def test_crt_cells(scenario: Scenario) -> None:
    assert _crt(scenario, "6-1", 12) == "DE AVB"  # D10 (Leyte: EMP)
    assert _crt(scenario, "9-1", 2) == "DE AVI"
    assert _crt(scenario, "8-1", 3) == "DE AVB"  # Leyte: DE AVI
    assert _crt(scenario, "9-1", 10) == "DE AVB"
    assert _crt(scenario, "1-4", 7) == "DVI AE"
    assert _crt(scenario, "5-1", 7) == "IMP"


def test_bombardment_table_as_printed(scenario: Scenario) -> None:
    bt = scenario.bombardment
    assert bt is not None
    assert [c.label for c in bt.columns] == ["1-10", "11-20", "21-30", "31-36", "37+"]
    # D3 (U55): 24 falls in 21-30, 20 in 11-20.
    col = next(i for i, c in enumerate(bt.columns) if c.min <= 24 and (c.max is None or 24 <= c.max))
    assert bt.columns[col].label == "21-30"
    assert bt.cells[3] == ["DI", "DI", "DI", "DB", "DB"]


def test_rules_air_and_stacking(scenario: Scenario) -> None:
    assert scenario.rules.stacking.limit == 3
    (allies,) = scenario.air_power.sides
    assert allies.side == "allies" and (allies.per_use_min, allies.per_use_max) == (3, 6)
    assert all(e.points == 15 for e in allies.schedule)
    bonus = next(r for r in scenario.special_rules if r.rule == "air_bonus_after")
    assert bonus.params["points"] == 5 and bonus.params["when"]["hex_set"] == "ponte_olivo"
    assert scenario.map.hex_sets["ponte_olivo"].hexes == ["2518"]
    evac = next(r for r in scenario.special_rules if r.rule == "evacuation")
    assert evac.params["port_hexes"] == ["3903"]
    assert scenario.withdrawals[0].schedule.turn == 8


def test_counter_faces(scenario: Scenario) -> None:
    units = scenario.unit_by_id()
    u16 = units["us-16"]
    assert (u16.full.attack, u16.full.defence, u16.full.movement) == (3, 4, 6)  # 2.2.1
    assert u16.reduced is not None and (u16.reduced.attack, u16.reduced.defence) == (2, 2)
    assert units["de-conrath-pz"].reduced is not None and units["de-conrath-pz"].reduced.attack == 4
    assert units["de-3fj"].formation == "de-1fj"
    no_bonus = {f.id for f in scenario.formations if not f.bonus}
    assert no_bonus == {"de-1fj"}
    for u in scenario.units:
        if u.type == "artillery":
            assert u.full.range is not None, u.id


def test_hexside_is_between_neighbours(scenario: Scenario) -> None:
    grid = grid_of(scenario.map)
    for hs in scenario.map.hexsides:
        Hexside(grid.parse(hs.hexes[0]), grid.parse(hs.hexes[1]))


def test_hill_towns_follow_the_terrain_table(scenario: Scenario, view: MapView) -> None:
    """Issue 12: the table prints 'Cidade 1 / 1 / 1 coluna'; the nine hill towns are city hexes."""
    from hexstudio.engine.combat.shifts import terrain_shifts
    from hexstudio.engine.terrain_costs import CompiledMap

    towns = {"2311": "Enna", "2411": "Leonforte", "2611": "Agira", "2811": "Regalbuto", "2911": "Centuripe",
             "3208": "Randazzo", "3109": "Bronte", "3018": "Vizzini", "3219": "Palazzolo Acreide"}
    costs = CompiledMap.build(scenario, view)
    terrain = scenario.terrain_by_id()
    for label, name in towns.items():
        h = view.grid.parse(label)
        assert text_in(view.hex_data[h].name) == name and "city" in view.features(h)
        i = costs.index[h]
        assert costs.entry_costs("foot")[i] == costs.entry_costs("motorized")[i] == 2, name  # 1 MP, in half points
        shifts = terrain_shifts([terrain[view.terrain(h)], terrain["city"]], "best")
        assert sum(s.amount for s in shifts) == 1, name
