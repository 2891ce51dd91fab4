"""The registry of named special rules: unknown names and bad parameters are
reported with the JSON path of the entry, by the engine and by ``hexstudio validate``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hexstudio import cli
from hexstudio.engine.params import Name, RuleParams, Turn
from hexstudio.engine.rulebook import RULES, known_rules, register_rule, special_rule_problems
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.model import Scenario, SpecialRule

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = load_scenario(ROOT / "scenarios" / "tutorial.json")


def with_rules(*rules: tuple[str, dict[str, Any]]) -> Scenario:
    return TUTORIAL.model_copy(update={"special_rules": [SpecialRule(rule=r, params=p) for r, p in rules]})


def problems(*rules: tuple[str, dict[str, Any]]) -> list[str]:
    return [str(p) for p in special_rule_problems(with_rules(*rules))]


def test_the_tutorial_has_no_rule_problems() -> None:
    assert special_rule_problems(TUTORIAL) == []
    side = TUTORIAL.sides[0].id
    assert problems(("air_bonus_once", {"side": side, "points": 5, "from_turn": 2})) == []


def test_an_unknown_rule_name_is_an_error_listing_the_known_names() -> None:
    got = problems(("no_move", {"turn": 2, "units": [TUTORIAL.units[0].id]}), ("parachute", {"die": "1d6"}))
    assert len(got) == 1
    assert got[0].startswith("special_rules[1].rule: unknown special rule 'parachute'")
    assert "(known: " in got[0] and "combat_shift" in got[0] and "no_move" in got[0]


def test_a_misspelt_name_gets_a_suggestion() -> None:
    (got,) = problems(("combat_shfit", {"columns": 1}))
    assert "did you mean combat_shift" in got


def test_a_missing_required_parameter_names_the_rule_and_the_parameter() -> None:
    (got,) = problems(("no_move", {"turn": 3}))
    assert got == "special_rules[0].params.units: is required but missing"


def test_bad_parameters_point_at_the_parameter() -> None:
    uid = TUTORIAL.units[0].id
    got = problems(
        ("no_move", {"turn": "three", "units": [uid, "ghost"]}),
        ("air_bonus_once", {"side": "martians", "points": 5}),
        ("must_occupy", {"turn": 2, "unit": uid, "hex": "9999"}),
        ("reinforcement_ports", {"side": TUTORIAL.sides[0].id, "hex_set": "nowhere"}),
        ("mountain_exemption", {"terrain": ["lava"]}),
    )
    assert "special_rules[0].params.turn: must be a whole number (found 'three')" in got
    assert any(g.startswith("special_rules[0].params.units[1]: unknown unit 'ghost'") for g in got)
    assert any(g.startswith("special_rules[1].params.side:") and "martians" in g for g in got)
    assert any(g.startswith("special_rules[2].params.hex:") and "9999" in g for g in got)
    assert any(g.startswith("special_rules[3].params.hex_set:") and "unknown hex set 'nowhere'" in g for g in got)
    assert any(g.startswith("special_rules[4].params.terrain[0]:") and "'lava'" in g for g in got)
    assert len(got) == 6


def test_combat_rules_reuse_the_combat_package_checks() -> None:
    (got,) = problems(("combat_shift", {"columns": "two"}))
    assert got == "special_rules[0].params.columns: must be a whole number (found 'two')"
    (got,) = problems(("retreat_exemption", {"terrain": ["forest"], "effect": "vanish"}))
    assert got.startswith("special_rules[0].params.effect:")
    side = TUTORIAL.sides[0].id
    (got,) = problems(("support_restrictions", {"max_per_defence": {"side": side, "count": "many"}}))
    assert got == "special_rules[0].params.max_per_defence.count: must be a whole number (found 'many')"


def test_a_malformed_condition_inside_a_rule_is_pointed_at() -> None:
    uid = TUTORIAL.units[0].id
    got = problems(("early_release", {"triggers": [{"when": {"kind": "no_such_condition"}, "releases": [uid]}]}))
    assert len(got) == 1 and got[0].startswith("special_rules[0].params.triggers[0].when:")


def test_what_the_engine_refuses_when_starting_a_game_is_reported() -> None:
    # Parameters that fit the model but not the rest of the scenario: the engine refuses
    # them when it compiles the rules (never returning needs rules.retreat.off_map 'not_destroyed').
    side = TUTORIAL.sides[0].id
    got = problems(("off_map_retreat", {"edges": {side: ["west"]}, "returns": "never"}))
    assert len(got) == 1 and got[0].startswith("special_rules[0].params.returns:") and "off_map" in got[0]


def test_every_known_rule_is_described_with_its_book_sections() -> None:
    rules = known_rules()
    assert {"combat_shift", "support_restrictions", "sea_movement", "congestion", "motorized_mountain_roads"} <= set(rules)
    for info in rules.values():
        assert info.description and info.sections, info.name


def test_a_rule_module_registers_its_name_and_check() -> None:
    def check(scenario: Scenario, params: dict[str, Any]) -> None:
        if params.get("die") not in ("1d6", "2d6"):
            raise ValueError("special rule 'test_drop': 'die' must be 1d6 or 2d6")

    class TestDrop(RuleParams):
        turn: Turn
        die: Name | None = None

    register_rule("test_drop", "a test rule", ("none",), TestDrop, check)
    try:
        assert problems(("test_drop", {"turn": 1, "die": "1d6"})) == []
        (got,) = problems(("test_drop", {"turn": 1, "die": "d20"}))
        assert got == "special_rules[0].params.die: special rule 'test_drop': 'die' must be 1d6 or 2d6"
    finally:
        del RULES["test_drop"]


def test_validate_command_reports_rule_problems(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads((ROOT / "scenarios" / "tutorial.json").read_text(encoding="utf-8"))
    doc["special_rules"] = [{"rule": "parachute", "params": {}}]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert cli.main(["validate", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "special_rules[0].rule: unknown special rule 'parachute'" in err
    assert cli.main(["validate", str(ROOT / "scenarios" / "tutorial.json")]) == 0


_FILES = {
    "mv": "test_engine_movement", "obl": "test_engine_obligations", "turns": "test_engine_turns",
    "game": "test_engine_game", "val": "test_engine_values", "ev": "test_engine_map_events",
    "prop": "test_engine_properties", "pa": "test_rulebook_part_a", "hg": "test_hexgrid", "sp": "test_selfplay",
    "leyte": "test_battle_leyte", "sicily": "test_battle_sicily", "peleliu": "test_battle_peleliu",
    "reich": "test_battle_reichswald", "mc": "test_battle_monte_castelo", "landings": "test_rules_leyte_landings",
    "mcc": "test_rules_monte_castelo_combat", "mcu": "test_rules_monte_castelo_units",
    "rc": "test_rules_reichswald_combat", "math": "test_combat_math", "shifts": "test_combat_shifts",
    "bomb": "test_combat_bombard", "cgame": "test_combat_game", "var": "test_combat_variants",
    "ru": "test_rules_reichswald_units", "mcb": "test_rules_monte_castelo_bombardment", "sr": "test_rules_sicily_rules",
    "pr": "test_rules_peleliu_rules", "ctl": "test_engine_control", "ports": "test_rules_ports_and_evacuation",
}


def test_rules_tests_table_names_only_tests_that_exist() -> None:
    import re

    defined = {
        p.stem: set(re.findall(r"^def (test_\w+)", p.read_text(encoding="utf-8"), re.M))
        for p in (ROOT / "tests").glob("test_*.py")
    }
    table = (ROOT / "tests" / "RULES_TESTS.md").read_text(encoding="utf-8")
    current = None
    checked = 0
    for cell in re.findall(r"`([^`]+)`", table):
        parts = cell.split()
        if len(parts) == 2 and parts[0] in _FILES:
            current, name = _FILES[parts[0]], parts[1]
        elif len(parts) == 1 and parts[0].startswith("test_") and current is not None:
            name = parts[0]
        else:
            continue
        name = name.split("[")[0]
        have = defined.get(current, set())
        ok = any(n.startswith(name[:-1]) for n in have) if name.endswith("*") else name in have
        assert ok, f"RULES_TESTS.md names {current}.py::{name}, which does not exist"
        checked += 1
    assert checked > 100
    listed: set[str] = set()
    examples = table[table.index("## Worked examples"):]
    for first in re.findall(r"^\| ([ED]\d+[^|]*?) \|", examples, re.M):
        for part in first.split(","):
            ends = re.findall(r"([ED])(\d+)", part)
            if len(ends) == 2:
                listed |= {f"{ends[0][0]}{n}" for n in range(int(ends[0][1]), int(ends[1][1]) + 1)}
            else:
                listed |= {f"{k}{n}" for k, n in ends}
    wanted = {f"E{n}" for n in range(1, 46)} | {f"D{n}" for n in range(1, 14)}
    assert wanted <= listed, f"examples missing from RULES_TESTS.md: {sorted(wanted - listed)}"


def test_an_engine_failure_while_compiling_is_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    from hexstudio.engine import specials

    def broken(game: object) -> None:
        raise KeyError("side")

    monkeypatch.setattr(specials, "compile_specials", broken)
    (got,) = [str(p) for p in special_rule_problems(TUTORIAL)]
    assert got.startswith("special_rules: the engine cannot start a game: KeyError")


@pytest.mark.parametrize("path", sorted((ROOT / "scenarios").glob("*.json")), ids=lambda p: p.stem)
def test_every_bundled_scenario_names_only_known_rules_with_good_parameters(path: Path) -> None:
    assert [str(p) for p in special_rule_problems(load_scenario(path))] == []


def test_every_known_rule_is_named_in_the_readme_rules_engine_api() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    api = readme[readme.index("## Rules engine API"):]
    missing = [name for name in known_rules() if f"`{name}`" not in api]
    assert missing == [], f"add these rules to README's Rules engine API list: {missing}"


def test_a_refused_second_entry_of_a_rule_is_pointed_at_not_the_first() -> None:
    side = TUTORIAL.sides[0].id
    uid = next(u.id for u in TUTORIAL.units if TUTORIAL.side_of(u) == side)
    got = problems(
        ("withdrawal_only_exit", {"side": side, "units_may_leave": [uid]}),
        ("withdrawal_only_exit", {"side": side, "units_may_leave": [uid], "oops": 1}),
    )
    assert len(got) == 1 and got[0].startswith("special_rules[1]") and "oops" in got[0]


def test_describe_rules_lists_every_rule_with_its_sections() -> None:
    from hexstudio.engine.rulebook import describe_rules

    lines = describe_rules().splitlines()
    assert len(lines) == len(known_rules())
    line = next(x for x in lines if x.startswith("no_move "))
    assert "B14 Reichswald" in line and "may not move" in line
