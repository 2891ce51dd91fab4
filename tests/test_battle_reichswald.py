"""The Reichswald scenario carries the book's numbers (Batalha de Reichswald)."""

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

SCENARIO = Path(__file__).resolve().parent.parent / "scenarios" / "reichswald.json"


@pytest.fixture(scope="module")
def scenario() -> Scenario:
    return load_scenario(SCENARIO)


@pytest.fixture(scope="module")
def view(scenario: Scenario) -> MapView:
    return MapView.build(scenario)


def test_validates(scenario: Scenario) -> None:
    assert check(scenario) == []


def test_counter_totals_per_nationality(scenario: Scenario) -> None:
    # 2.2: 103 counters, 53 British, 38 German, 12 Canadian.
    counts = Counter(u.nationality for u in scenario.units)
    assert counts == {"uk": 53, "de": 38, "ca": 12}


def test_every_unit_starts_or_arrives_exactly_once(scenario: Scenario) -> None:
    placed = [p.unit for p in scenario.setup]
    arriving = [u for r in scenario.reinforcements for u in r.units]
    assert sorted(placed + arriving) == sorted(u.id for u in scenario.units)
    # 11.1.1/11.1.2: 11 German and 19 Allied counters listed at setup, plus the unlisted 822.
    sides = Counter(scenario.side_of(scenario.unit_by_id()[p.unit]) for p in scenario.setup)
    assert sides == {"allies": 19, "germany": 12}


def test_map_is_468_hexes_with_the_books_places(scenario: Scenario, view: MapView) -> None:
    grid = grid_of(scenario.map)
    assert grid.columns * grid.rows == 468
    for label, name in {"0405": "Wyler", "1302": "Rindern", "0807": "Klinkenberg"}.items():
        assert text_in(view.name(grid.parse(label))) == name
        assert scenario.map.hexes[label].provenance == "book"
    for key in ("cleve", "goch", "calcar", "udem", "gennep"):
        for label in scenario.map.hex_sets[key].hexes:
            assert view.terrain(grid.parse(label)) == "city", (key, label)
    forest = scenario.map.hex_sets["reichswald"].hexes
    assert len(set(forest)) == 48
    assert all(view.terrain(grid.parse(x)) == "forest" for x in forest)
    # 4.3: the Bailey bridge is laid across two neighbouring hexes of the flood.
    a, b = (grid.parse(x) for x in scenario.map.hex_sets["bailey_bridge"].hexes)
    assert a.is_adjacent(b)
    assert view.terrain(a) == view.terrain(b) == "flood"


def test_flood_event_hexes_form_one_dry_chain(scenario: Scenario, view: MapView) -> None:
    grid = grid_of(scenario.map)
    hexes = [grid.parse(x) for x in scenario.map.hex_sets["flood_event"].hexes]
    assert [grid.label(h) for h in hexes] == ["0505", "0605", "0606", "0706", "0806"]
    assert all(view.terrain(h) != "flood" for h in hexes)  # dry until turn 11/12
    reached = {hexes[0]}
    frontier = [hexes[0]]
    while frontier:
        h = frontier.pop()
        for n in h.neighbours():
            if n in hexes and n not in reached:
                reached.add(n)
                frontier.append(n)
    assert reached == set(hexes)


def _step(scenario: Scenario, view: MapView, a: str, b: str, cls: str) -> int:
    """Half-MP to step from a to b: along a road, else terrain, overlays and hexside surcharges."""
    grid = grid_of(scenario.map)
    ha, hb = grid.parse(a), grid.parse(b)
    assert ha.is_adjacent(hb), (a, b)
    road = view.roads.get(Hexside(ha, hb))
    types = {r.id: r for r in scenario.road_types}
    if road is not None:
        return parse_cost(types[road].move[cls]).halves
    terrain = scenario.terrain_by_id()
    cost = parse_cost(terrain[view.terrain(hb)].move[cls])
    assert not cost.prohibited, (b, cls)
    halves = cost.halves
    for f in view.features(hb):
        halves += parse_cost(terrain[f].move.get(cls, terrain[f].move.get("*", 0))).halves
    sides = {h.id: h for h in scenario.hexside_types}
    for f in view.hexside_features(ha, hb):
        move = sides[f].move
        if move:
            halves += parse_cost(move.get(cls, move.get("*", 0))).halves
    return halves


def _path_cost(scenario: Scenario, view: MapView, path: list[str], cls: str) -> float:
    return sum(_step(scenario, view, a, b, cls) for a, b in itertools.pairwise(path)) / 2


def test_movement_example_4_0(scenario: Scenario, view: MapView) -> None:
    # Klinkenberg NE across the Siegfried Line (1) + open (2) + Nütterden (1) + two road hexes through
    # the woods (2) + the crest to the SE (4) = 10 of a British brigade's 12 MP.
    path = ["0807", "0906", "1006", "1105", "1205", "1305"]
    assert _step(scenario, view, "0807", "0906", "foot") == 6
    assert _path_cost(scenario, view, path, "foot") == 10
    grid = grid_of(scenario.map)
    assert "siegfried" in view.hexside_features(grid.parse("0807"), grid.parse("0906"))
    assert view.terrain(grid.parse("1305")) == "crest"


def test_movement_example_4_0_in_rain(scenario: Scenario, view: MapView) -> None:
    # 4.0: in rain "1 + 2(+1) + 1(+1) + 2(+2) = 10": every hex entered costs +1, paved road included,
    # the Siegfried Line crossing not; the crest would then cost 4(+1) and is out of reach of 12 MP.
    rain = next(w for w in scenario.weather.types if w.id == "rain")
    assert rain.move_surcharge == "+1" and rain.exempt_roads == [] and not rain.surcharge_hexsides
    grid = grid_of(scenario.map)
    path = ["0807", "0906", "1006", "1105", "1205"]
    dry = _path_cost(scenario, view, path, "foot")
    extra = sum(1 for x in path[1:] if view.terrain(grid.parse(x)) not in rain.exempt_terrain)
    assert dry + extra == 10
    crest = _step(scenario, view, "1205", "1305", "foot") / 2 + 1
    assert dry + extra + crest > 12


def test_amphibian_example_4_4(scenario: Scenario, view: MapView) -> None:
    # 0405 -> 0605: one paved-road hex (1) and one open hex (2); then six flood hexes and Rindern (2): 11 in all.
    assert _path_cost(scenario, view, ["0405", "0505", "0605"], "amphibious") == 3
    to_rindern = ["0605", "0704", "0804", "0903", "1003", "1102", "1202", "1302"]
    assert _path_cost(scenario, view, to_rindern, "amphibious") == 8
    grid = grid_of(scenario.map)
    assert all(view.terrain(grid.parse(x)) == "flood" for x in to_rindern[1:-1])


def test_turns_8_to_22_with_extra_allied_move(scenario: Scenario) -> None:
    numbers = [t.number for t in scenario.turns.turns]
    assert numbers == list(range(8, 23))
    assert scenario.turns.turns[0].date == "08/02/1945"
    last = scenario.turns.sequence[-1]
    assert (last.kind, last.side, last.turns, last.engagements) == ("movement", "allies", [22], False)


def test_weather_and_air_power(scenario: Scenario) -> None:
    by_id = {w.id: w for w in scenario.weather.types}
    assert {k: by_id[k].air_points["allies"] for k in by_id} == {"good": 24, "cloudy": 12, "rain": 0}
    assert scenario.turns.turns[0].weather == "good" and scenario.turns.turns[1].weather == "rain"
    rolled = sorted(t for r in scenario.weather.rolls for t in r.turns)
    assert rolled == list(range(10, 23))
    for r in scenario.weather.rolls:
        assert sorted(x for o in r.outcomes for x in o.rolls) == [1, 2, 3, 4, 5, 6]
    side = scenario.air_power.sides[0]
    assert (side.side, side.from_weather, side.per_use_min, side.per_use_max) == ("allies", True, 1, 7)


def _crt(scenario: Scenario, column: str, roll: int) -> str:
    col = [c.label for c in scenario.crt.columns].index(column)
    row = next(i for i, r in enumerate(scenario.crt.rows) if roll in r.rolls)
    return scenario.crt.cells[row][col]


def test_crt_cells(scenario: Scenario) -> None:
    assert _crt(scenario, "8-1", 11) == "DE AVB"  # D9: differs from Leyte
    assert _crt(scenario, "9-1", 4) == "DE AVB"  # B4.3: differs from Leyte
    assert _crt(scenario, "9-1", 3) == "DE AVI"
    assert _crt(scenario, "2-1", 6) == "DVB ARB"
    assert _crt(scenario, "9-1", 12) == "EMP"
    assert _crt(scenario, "1-4", 7) == "DVI AE"


def test_bombardment_table(scenario: Scenario) -> None:
    bt = scenario.bombardment
    assert bt is not None and bt.min_value == 4
    assert [c.label for c in bt.columns] == ["4-9", "10-18", "19-27", "28-36", "37+"]
    # Book example: 7 air points x (infantry 1 + artillery 2) = 21 -> 19-27.
    col = next(i for i, c in enumerate(bt.columns) if c.min <= 21 <= (c.max or 999))
    assert bt.columns[col].label == "19-27"
    assert bt.cells[0] == ["DB"] * 5 and bt.cells[5] == ["DI"] * 5
    assert bt.cells[3] == ["DI", "DI", "DI", "DB", "DB"]


def test_stacking_and_setup_legal(scenario: Scenario, view: MapView) -> None:
    st = scenario.rules.stacking
    assert st.limit == 3
    limits = {(c.side, c.size.value): c.max for c in st.composition}
    assert limits == {("allies", "brigade"): 1, ("allies", "regiment"): 2,
                      ("germany", "regiment"): 1, ("germany", "battalion"): 2}
    units = scenario.unit_by_id()
    assert "stacks_alone" in units["de-lehr"].flags
    grid = grid_of(scenario.map)
    per_hex: dict[str, list[str]] = {}
    for p in scenario.setup:
        per_hex.setdefault(p.hex, []).append(p.unit)
        assert view.terrain(grid.parse(p.hex)) != "flood", p.hex
    for hexlabel, ids in per_hex.items():
        sizes = Counter(units[u].size.value for u in ids)
        assert len(ids) <= 3 and sizes["brigade"] <= 1 and sizes["regiment"] <= 2, hexlabel
    assert sorted(per_hex["0304"]) == ["ca-3ad", "uk-15ad"]


def test_arrival_events(scenario: Scenario) -> None:
    rein = {r.id: r for r in scenario.reinforcements}
    a = rein["uk-event-a"]
    assert a.schedule.turn == 16 and a.schedule.delay == 1
    assert scenario.map.hex_sets["trigger_43di"].hexes == ["1204", "1305", "1306"]
    g = rein["de-event-g"]
    assert g.schedule.turn == 17 and len(g.units) == 7
    assert scenario.map.hex_sets[g.entry.hex_set or ""].hexes[1] == "2218"
    w10 = [w for w in scenario.withdrawals if w.schedule.turn == 10]
    assert all(w.choose == 1 and w.returns and w.returns.schedule.turn == 12 for w in w10)


def test_special_rules_carry_the_books_values(scenario: Scenario) -> None:
    rules = {r.rule: r.params for r in scenario.special_rules}
    assert rules["flood_event"]["roll_turn"] == 11 and rules["flood_event"]["on"] == [6]
    assert rules["bailey_bridge"]["turn"] == 20 and rules["bailey_bridge"]["hexes"] == ["0216", "0315"]
    bombing = {s["turn"]: s for s in rules["strategic_bombing"]["schedule"]}
    assert bombing[8]["cities"] == ["cleve", "goch", "udem", "calcar"]
    assert bombing[14]["choose"] == 2 and sorted(bombing) == [8, 13, 14, 16, 21, 22]
    assert rules["division_bonus"]["exclude"] == ["uk-79armd", "de-2fj"]


def test_command_bonus_formations(scenario: Scenario) -> None:
    # 5.1.4-5.1.5: a division attacking with all its elements, a British armoured brigade complete; not the
    # 79th Armoured Division nor the 2nd Parachute Division.
    from hexstudio.engine.combat.shifts import complete_formations

    def complete(present: list[str]) -> set[str]:
        return {f.id for f in complete_formations(scenario.formations, scenario.units, present)}

    assert complete(["uk-3scg", "uk-4grg", "uk-2weg"]) == {"uk-6gdtk"}
    assert complete(["uk-44", "uk-46", "uk-227"]) == set()
    assert "uk-15di" in complete(["uk-44", "uk-46", "uk-227", "uk-15ad", "uk-15gp"])
    assert complete(["uk-6aslt", "uk-42aslt", "uk-5aslt"]) == set()
    assert complete(["de-2fjr", "de-23fjr"]) == set()
    assert complete(["de-190"]) == set()
    rules = {r.rule: r.params for r in scenario.special_rules}
    assert rules["division_bonus"]["attack_only"] and rules["armored_brigade_bonus"]["attack_only"]
    assert "command_bonus" not in rules  # the named rules are the organisation bonus: never twice


def test_bailey_bridge_crosses_the_flood_to_gennep(scenario: Scenario) -> None:
    # 4.3: from turn 20 the Bailey bridge over 0216 and 0315 joins 0116 to Gennep (0415) as paved road.
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game
    from hexstudio.engine.map_events import _apply

    g = Game(scenario, 1)
    uid = next(u for u in g.state.units.values() if u.status == "on_map" and u.side == "allies"
               and g.movement_class(u.id) == "foot").id
    g.state.units[uid].hex = g.grid.parse("0116")
    g.changed()
    gennep = g.grid.parse("0415")
    assert not g.legal_moves([uid]).can_reach(gennep)
    _apply(g, next(k for k in g.map_event_defs if k.startswith("bailey_bridge")), Effects(g))
    g.changed()
    assert g.legal_moves([uid]).can_reach(gennep)


def test_turn_8_opens_with_the_strategic_bombing_of_four_cities(scenario: Scenario) -> None:
    # 6.3: on turn 8 Cleve, Goch, Udem and Calcar are bombed; nobody moves into them that turn.
    from hexstudio.engine.game import Game
    from hexstudio.engine.rules.strategic_bombing import bombed_hexes

    g = Game(scenario, 1)
    bombed = {g.label(h) for h in bombed_hexes(g)}
    sets = scenario.map.hex_sets
    assert bombed == {x for c in ("cleve", "goch", "udem", "calcar") for x in sets[c].hexes}
    events = [e.data["city"] for entry in g.log for e in entry.events if e.kind == "strategic_bombing"]
    assert events == ["cleve", "goch", "udem", "calcar"]
