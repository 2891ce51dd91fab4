"""Who holds a hex: the start holdings (start_control) and the readings of rules.control (U78)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from engine_fixtures import family_scenario, unit

from hexstudio.engine.actions import EndPhase, MoveStack
from hexstudio.engine.control import held_hexes, holders, settle
from hexstudio.engine.game import Game
from hexstudio.engine.victory import breakdown
from hexstudio.hexgrid import Grid
from hexstudio.scenario.holdings import start_holders
from hexstudio.scenario.io import load_scenario, scenario_from_data
from hexstudio.scenario.migrations import migrate
from hexstudio.scenario.model import StartControl
from hexstudio.scenario.validate import check

P = Grid(10, 6).parse
ROOT = Path(__file__).resolve().parent.parent / "scenarios"


def scenario(units, start=None, control=None, **extra):
    rules = {"control": control} if control else None
    return family_scenario(units=units, rules=rules, schema_version=2,
                           start_control=start if start is not None else {"default": "front"}, **extra)


# --------------------------------------------------------------------------- start holdings


def test_front_gives_each_side_the_ground_nearer_its_units() -> None:
    s = scenario([unit("b", "blue", "0103"), unit("r", "red", "0903")])
    held = start_holders(s)
    assert held[P("0101")] == "blue" and held[P("0203")] == "blue"
    assert held[P("1006")] == "red" and held[P("0603")] == "red"
    # column 05 lies halfway between the two units: as near to both, nobody's
    assert not any(P(f"05{r:02d}") in held for r in range(1, 7))


def test_front_leaves_water_and_off_map_hexes_to_nobody() -> None:
    s = scenario([unit("b", "blue", "0103"), unit("r", "red", "0903")],
                 hexes={"0104": {"terrain": "sea"}})
    s = s.model_copy(update={"map": s.map.model_copy(update={"off_map": ["0105"]})})
    held = start_holders(s)
    assert P("0104") not in held and P("0105") not in held and held[P("0102")] == "blue"


def test_side_default_areas_and_objectives() -> None:
    objectives = [{"id": "town", "name": "Town", "hexes": ["0505"], "points": {"blue": 5}}]
    start = {"default": "side", "side": "red",
             "areas": [{"side": "blue", "hexes": ["0101", "0102"]}, {"side": "blue", "objectives": ["town"]}]}
    s = scenario([unit("b", "blue", "0103"), unit("r", "red", "0903")], start=start,
                 victory={"objectives": objectives})
    held = start_holders(s)
    assert held[P("0101")] == held[P("0102")] == held[P("0505")] == "blue"
    assert held[P("0103")] == "red"  # the ground; the unit standing there takes it when the game starts
    g = Game(s)
    assert g.holder(P("0103")) == "blue" and g.holder(P("0104")) == "red"
    assert breakdown(g)[0] == ("blue", 5, "Town")


def test_occupied_and_none_defaults() -> None:
    units = [unit("b", "blue", "0103"), unit("r", "red", "0903")]
    assert start_holders(scenario(units, start={"default": "occupied"})) == {P("0103"): "blue", P("0903"): "red"}
    assert start_holders(scenario(units, start={"default": "none"})) == {}


def test_start_control_references_are_checked() -> None:
    start = StartControl.model_validate({"default": "side", "areas": [
        {"side": "green", "hexes": ["0101", "9999"], "hex_set": "nowhere", "objectives": ["gold"]}]})
    s = scenario([unit("b", "blue", "0103")]).model_copy(update={"start_control": start})
    problems = {p.path for p in check(s)}
    assert {"start_control.side", "start_control.areas[0].side", "start_control.areas[0].hexes[1]",
            "start_control.areas[0].hex_set", "start_control.areas[0].objectives[0]"} <= problems


def test_a_version_1_file_keeps_the_old_reading() -> None:
    doc = json.loads((ROOT / "tutorial.json").read_text(encoding="utf-8"))
    doc["schema_version"] = 1
    del doc["start_control"]
    assert migrate(copy.deepcopy(doc))["start_control"] == {"default": "occupied"}
    g = Game(scenario_from_data(doc, "v1"))
    # nobody entered the Campo Norte airfield: under the old reading nobody holds it
    assert g.holder(g.grid.parse("0702")) is None


# --------------------------------------------------------------------------- taking and holding


def test_a_defender_holds_its_ground_until_the_enemy_takes_it() -> None:
    g = Game(scenario([unit("b", "blue", "0103", "3-4-8"), unit("r", "red", "0906")]))
    assert g.holder(P("0106")) == "blue" and g.holder(P("0903")) == "red"
    path = (P("0103"), P("0203"), P("0303"), P("0403"), P("0503"), P("0603"), P("0703"))
    g.apply(MoveStack(("b",), path))
    # entering takes every hex passed through, and they stay taken once left
    assert all(g.holder(h) == "blue" for h in path)
    assert g.holder(P("0803")) == "red"
    assert P("0703") in held_hexes(g, "blue") and holders(g)[P("0906")] == "red"


def test_taken_by_standing_ignores_the_hexes_passed_through() -> None:
    g = Game(scenario([unit("b", "blue", "0103", "3-4-8"), unit("r", "red", "0906")],
                      control={"taken_by": "standing"}))
    assert g.holder(P("0603")) == g.holder(P("0703")) == "red"
    g.apply(MoveStack(("b",), (P("0103"), P("0203"), P("0303"), P("0403"), P("0503"), P("0603"), P("0703"))))
    assert g.holder(P("0703")) == "blue"
    # passed through, not stood in: still with the start holder
    assert g.holder(P("0603")) == "red"


def test_held_occupied_counts_only_units_standing_there() -> None:
    g = Game(scenario([unit("b", "blue", "0103", "3-4-8"), unit("r", "red", "0906")],
                      control={"held": "occupied"}))
    assert g.holder(P("0103")) == "blue" and g.holder(P("0106")) is None  # empty ground is nobody's
    g.apply(MoveStack(("b",), (P("0103"), P("0203"), P("0303"))))
    assert g.holder(P("0103")) is None and g.holder(P("0303")) == "blue"


def test_enemy_zoc_keeps_a_hex_contested_until_it_is_free() -> None:
    units = [unit("b", "blue", "0503", "3-4-8"), unit("r", "red", "0603")]
    start = {"default": "side", "side": "red"}
    g = Game(scenario(units, start=start, control={"enemy_zoc_prevents_taking": True}))
    # blue stands next to red: its hex is contested and stays red
    assert g.holder(P("0503")) == "red"
    g.state.units["r"].status = "eliminated"
    g.state.units["r"].hex = None
    g.changed()
    g.apply(EndPhase())  # any action settles who holds what
    assert g.holder(P("0503")) == "blue"


def test_units_that_do_not_count_for_occupation_never_take() -> None:
    units = [unit("g", "blue", "0103", flags=["no_occupation"]), unit("r", "red", "0906")]
    g = Game(scenario(units, start={"default": "none"}))
    assert g.holder(P("0103")) is None
    g.apply(MoveStack(("g",), (P("0103"), P("0203"))))
    assert g.holder(P("0203")) is None


def test_queries_do_not_change_the_state() -> None:
    g = Game(scenario([unit("b", "blue", "0103"), unit("r", "red", "0906")],
                      control={"enemy_zoc_prevents_taking": True}))
    before = g.state.digest()
    holders(g), held_hexes(g, "red"), g.holder(P("0101")), breakdown(g)
    assert g.state.digest() == before


# --------------------------------------------------------------------------- the bundled battles


@pytest.fixture(scope="module")
def monte_castelo():
    return load_scenario(ROOT / "monte-castelo.json")


def test_monte_castelo_german_automatic_victory_by_holding_belvedere(monte_castelo) -> None:
    """Issue 12: no German unit needs to walk onto Belvedere; holding it to the end of turn 5 wins."""
    g = Game(monte_castelo, seed=3)
    belvedere = g.grid.parse("04-06")
    assert g.holder(belvedere) == "germany" and not g.state.units_at(belvedere)
    from engine_fixtures import end_phase_attacking

    for _ in range(200):
        if g.state.game_over:
            break
        while g.state.pending is not None:
            g.apply(next(iter(g.legal_actions())))
        if g.state.game_over:
            break
        end_phase_attacking(g)
    assert g.state.game_over and g.state.turn == 5
    assert g.state.winner == "germany" and g.state.termination == "automatic_victory"
    assert belvedere not in g.state.control  # never entered by anyone
    assert g.holder(belvedere) == "germany"


def test_monte_castelo_objectives_start_german(monte_castelo) -> None:
    g = Game(monte_castelo)
    for obj in monte_castelo.victory.objectives:
        for h in g.view.hex_sets[obj.hex_set]:
            assert g.holder(h) == "germany", obj.id
    assert g.holder(g.grid.parse("10-07")) == "germany"  # Mazzancana: the Americans must take it


def test_reichswald_city_and_village_points_start_with_the_germans() -> None:
    g = Game(load_scenario(ROOT / "reichswald.json"))
    lines = {reason: (side, pts) for side, pts, reason in breakdown(g)}
    for city, pts in (("Goch", 60), ("Cleve", 60), ("Calcar", 40), ("Udem", 20), ("Gennep", 20), ("Villages", 10)):
        assert lines[city] == ("germany", pts), city
    assert g.score()["allies"] == 0
    # Mook and Groesbeek, behind the Allied line, are Allied ground
    assert g.holder(g.grid.parse("0112")) == "allies" and g.holder(g.grid.parse("0207")) == "allies"


def test_leyte_no_american_airfield_points_before_one_is_taken() -> None:
    g = Game(load_scenario(ROOT / "leyte.json"))
    airfields = sorted(g.view.hex_sets["airfields"], key=lambda h: (h.q, h.r))
    assert {g.holder(h) for h in airfields} == {"japan"}
    assert g.score()["us"] == 0
    tacloban = g.grid.parse("26-11")
    assert g.state.units_at(tacloban)  # American units stand on it, engaged by Palo's defenders
    palo = g.state.units["jp-33ri-1"]
    palo.status, palo.hex = "eliminated", None
    g.changed()
    settle(g)
    assert g.holder(tacloban) == "us"
    assert ("us", 5, "Airfields (each)") in breakdown(g)


def test_sicily_siracusa_must_be_taken() -> None:
    g = Game(load_scenario(ROOT / "sicily.json"))
    assert g.holder(g.grid.parse("3718")) == "axis"
    # the assault units hold the landing hexes they stand in
    assert all(g.holder(u.hex) == "allies" for u in g.state.on_map("allies") if u.hex is not None)


def test_every_bundled_battle_says_what_the_start_holds() -> None:
    for path in sorted(ROOT.glob("*.json")):
        s = load_scenario(path)
        assert s.schema_version == 2
        notes = s.start_control.notes
        assert isinstance(notes, dict) and notes.get("en") and notes.get("pt_BR"), path.name
        if s.victory.objectives or s.id != "tutorial-rio-serra":
            assert "U78" in notes["en"] or s.id == "tutorial-rio-serra", path.name


def test_a_saved_game_on_a_version_1_scenario_still_loads() -> None:
    """The embedded scenario is migrated on load (its canonical form changes); the text as saved still
    proves it is the scenario the game was played on."""
    import hashlib

    from hexstudio.engine.save import game_from_data, save_data

    doc = json.loads((ROOT / "tutorial.json").read_text(encoding="utf-8"))
    doc["schema_version"] = 1
    del doc["start_control"]
    g = Game(scenario_from_data(copy.deepcopy(doc), "v1"), seed=3)
    g.apply(EndPhase())
    saved = save_data(g)
    saved["scenario"] = doc  # as an older hexstudio wrote it
    saved["scenario_sha256"] = hashlib.sha256(
        json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()).hexdigest()
    again = game_from_data(saved)
    assert again.state.digest() == g.state.digest()
    saved["scenario"]["id"] = "tampered"
    with pytest.raises(Exception, match="differs from the one this game was played on"):
        game_from_data(saved)
