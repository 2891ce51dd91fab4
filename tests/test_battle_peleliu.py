"""The Peleliu scenario carries the book's numbers (Batalha de Peleliu)."""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest

from hexstudio.scenario.cost import parse_cost
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.mapview import MapView, grid_of
from hexstudio.scenario.model import Scenario, text_in
from hexstudio.scenario.validate import check

SCENARIO = Path(__file__).resolve().parent.parent / "scenarios" / "peleliu.json"


@pytest.fixture(scope="module")
def scenario() -> Scenario:
    return load_scenario(SCENARIO)


@pytest.fixture(scope="module")
def view(scenario: Scenario) -> MapView:
    return MapView.build(scenario)


def test_validates(scenario: Scenario) -> None:
    assert check(scenario) == []


def test_counter_totals(scenario: Scenario) -> None:
    # 2.2: 44 counters, 29 American and 15 Japanese.
    assert Counter(u.nationality for u in scenario.units) == {"us": 29, "jp": 15}


def test_every_unit_enters_exactly_once(scenario: Scenario) -> None:
    placed = [p.unit for p in scenario.setup]
    arriving = [u for r in scenario.reinforcements for u in r.units]
    assert sorted(placed + arriving) == sorted(u.id for u in scenario.units)


def test_book_values(scenario: Scenario) -> None:
    units = scenario.unit_by_id()
    face = {uid: (u.full.attack, u.full.defence, u.full.movement) for uid, u in units.items()}
    assert face["jp-2-15"] == (3, 4, 12)  # 10.1.1, sector A
    assert face["jp-3-15"] == (2, 3, 12)  # 10.1.1, turn-4 reinforcement
    assert face["us-3-155how"] == face["us-8-155gun"] == (3, 2, 8)  # 10.1.2
    naval = units["us-naval"]
    assert naval.steps == 1 and naval.full.range is not None
    # 9.0: the naval_support_counter rule gives it no ZOC and no losses.
    from hexstudio.engine.game import Game

    flags = Game(scenario, 0).state.units["us-naval"].flags
    assert {"no_zoc", "no_losses"} <= flags


def test_map_size_and_island(scenario: Scenario, view: MapView) -> None:
    grid = grid_of(scenario.map)
    assert grid.columns * grid.rows == 460  # 2.1
    for h in grid.hexes():
        if grid.is_edge(h):
            assert view.is_water(h), grid.label(h)
    assert text_in(view.name(grid.parse("1302"))) == "Ngesebus"
    assert set(scenario.map.hex_sets["ngesebus"].hexes) >= {"1302"}
    assert any(view.terrain(h) == "airfield" for h in grid.hexes())
    assert any(view.terrain(h) == "mangrove" for h in grid.hexes())


def test_beaches_and_sectors(scenario: Scenario, view: MapView) -> None:
    grid = grid_of(scenario.map)
    sets = scenario.map.hex_sets
    for key in ("white_1", "white_2", "orange_1", "orange_2", "orange_3"):
        for label in sets[key].hexes:
            h = grid.parse(label)
            assert not view.is_water(h) and any(view.is_water(n) for n in grid.neighbours(h)), label
            assert "bivouac_us" in view.features(h)
    for key in ("sector_a", "sector_b", "sector_c", "ngesebus_bivouac"):
        for label in sets[key].hexes:
            assert "bivouac_jp" in view.features(grid.parse(label))
    # 10.1.1: sector B holds the 2nd RI, the 53rd Brigade battalion, artillery, tanks and rockets.
    in_b = [p.unit for p in scenario.setup if p.hex in sets["sector_b"].hexes]
    assert {"jp-1-2", "jp-2-2", "jp-3-2", "jp-346", "jp-art", "jp-tank", "jp-rocket"} <= set(in_b)
    assert [p.unit for p in scenario.setup if p.hex in sets["ngesebus_bivouac"].hexes] == ["jp-ibi-ng"]
    naval = next(p for p in scenario.setup if p.unit == "us-naval")
    assert naval.hex in sets["west_sea"].hexes


def _enter(scenario: Scenario, view: MapView, a: str, b: str, cls: str = "foot") -> int:
    """Half-MP to move from a to b: the road if it links them, else the terrain, plus hexsides."""
    grid = grid_of(scenario.map)
    ha, hb = grid.parse(a), grid.parse(b)
    roads = {r.id: r for r in scenario.road_types}
    linked = [rt for n, rt in view.road_links(ha) if n == hb]
    if linked:
        return parse_cost(roads[linked[0]].move[cls]).halves
    cost = parse_cost(scenario.terrain_by_id()[view.terrain(hb)].move[cls])
    assert not cost.prohibited, b
    halves = cost.halves
    feats = view.hexside_features(ha, hb)
    negated = {n for t in scenario.hexside_types if t.id in feats for n in t.negates}
    for t in scenario.hexside_types:
        if t.id in feats and t.id not in negated and cls in t.move:
            halves += parse_cost(t.move[cls]).halves
    return halves


def test_movement_example_4_0(scenario: Scenario, view: MapView) -> None:
    # 0516 east (open, road) 1; mountain 3; mountain 3; road from 0915 south-east 3 x 1; forest 2 = 12.
    path = ["0516", "0616", "0716", "0816", "0915", "1016", "1116", "1117"]
    steps = [_enter(scenario, view, a, b) for a, b in itertools.pairwise(path)]
    assert steps == [2, 6, 6, 2, 2, 2, 4]
    assert sum(steps) == 24  # 12 MP
    grid = grid_of(scenario.map)
    assert [view.terrain(grid.parse(x)) for x in ("0716", "0816", "1117")] == ["mountain", "mountain", "forest"]
    assert any(n == grid.parse("1016") for n, _ in view.road_links(grid.parse("0915")))
    assert any(n == grid.parse("1116") for n, _ in view.road_links(grid.parse("1016")))


def test_sea_arms_and_bridges(scenario: Scenario) -> None:
    kinds = Counter(tuple(hs.features) for hs in scenario.map.hexsides)
    assert kinds[("sea_arm",)] > 0 and kinds[("sea_arm", "bridge")] >= 2
    sea_arm = next(t for t in scenario.hexside_types if t.id == "sea_arm")
    assert sea_arm.combat == 2 and parse_cost(sea_arm.move["motorized"]).prohibited
    retreat = scenario.rules.retreat.across_hexside["sea_arm"]
    assert retreat["armor"] == "destroyed" and retreat["amphibious_armor"] == "none"
    assert retreat["marines"] == "step_or_destroy"


def test_turns_tables_and_rules(scenario: Scenario) -> None:
    assert len(scenario.turns.turns) == 12
    assert scenario.turns.sequence[0].side == "americans"
    crt = scenario.crt
    col = [c.label for c in crt.columns].index("6-1")
    assert crt.cells[0][col] == "EMP"  # same as Leyte (Sicily has DE AVB here)
    assert crt.cells[1][[c.label for c in crt.columns].index("8-1")] == "DE AVI"
    assert scenario.bombardment is not None
    assert [c.label for c in scenario.bombardment.columns] == ["1-12", "13-24", "25-36", "37-48", "49+"]
    (us,) = scenario.air_power.sides
    assert (us.per_use_min, us.per_use_max) == (3, 10) and us.schedule[0].points == 20
    assert scenario.rules.stacking.limit == 3
    assert scenario.rules.losses.recovery == "none"
    win = next(r for r in scenario.special_rules if r.rule == "annihilation_victory")
    assert win.params["mode"] == "win" and win.params["target_side"] == "japanese"
    landing = next(r for r in scenario.reinforcements if r.id == "jp-t4")
    assert landing.schedule.turn == 4 and landing.units == ["jp-3-15"]


def test_special_rules_are_the_engines(scenario: Scenario) -> None:
    """Every rule name is implemented, and the mountain retreat exemption (5.3.3 obs) is the generic rule."""
    from hexstudio.engine.combat.modifiers import retreat_exemptions
    from hexstudio.engine.game import Game
    from hexstudio.engine.rulebook import special_rule_problems

    assert special_rule_problems(scenario) == []
    Game(scenario, 0)
    rules = scenario.special_rules
    kw = {"role": "defender", "nationality": "jp", "terrain": ["mountain"]}
    assert retreat_exemptions(rules, code="DRI", side="japanese", **kw) == {"no_retreat"}
    assert retreat_exemptions(rules, code="DRB", side="japanese", **kw) == {"no_retreat"}
    assert retreat_exemptions(rules, code="DE", side="japanese", **kw) == set()
    assert retreat_exemptions(rules, code="DRI", side="americans", **kw) == set()
