"""Every named rule declares its parameters as a typed model, refuses what it does not
declare or cannot use (with the JSON path), and reads every parameter it declares.

Issue 12: ``immediate_on_reaching_port`` and ``if_none_held`` were declared by the
battles and read by no rule. Issue 16 point 9: values that validated but broke play.
"""

from __future__ import annotations

import ast
import copy
import importlib
import inspect
import json
import typing
from pathlib import Path

import pytest
from pydantic import BaseModel

from hexstudio.engine import params as params_module
from hexstudio.engine.game import Game
from hexstudio.engine.params import RuleParams
from hexstudio.engine.rulebook import RuleParamsError, known_rules, special_rule_problems
from hexstudio.engine.selfplay import random_game
from hexstudio.scenario.io import ScenarioError, load_scenario, scenario_from_data

ROOT = Path(__file__).resolve().parent.parent / "scenarios"
BATTLES = sorted(ROOT.glob("*.json"))
DOCUMENTATION = {"ref", "notes"}  # fields for the reader of the file, shown or not, never rules' switches


def _doc(name: str) -> dict:
    return json.loads((ROOT / name).read_text(encoding="utf-8"))


def _entry(doc: dict, rule: str) -> int:
    return next(i for i, r in enumerate(doc["special_rules"]) if r["rule"] == rule)


def _problems(doc: dict) -> list[str]:
    try:
        scenario = scenario_from_data(doc, "test")
    except ScenarioError as e:
        return [str(p) for p in e.problems]
    return [str(p) for p in special_rule_problems(scenario)]


def _models_in(annotation: typing.Any) -> set[type[RuleParams]]:
    out: set[type[RuleParams]] = set()
    if isinstance(annotation, type) and issubclass(annotation, RuleParams):
        out.add(annotation)
    for a in typing.get_args(annotation):
        out |= _models_in(a)
    return out


def _all_models(model: type[RuleParams]) -> list[type[RuleParams]]:
    seen: list[type[RuleParams]] = []
    todo = [model]
    while todo:
        m = todo.pop()
        if m in seen:
            continue
        seen.append(m)
        for f in m.model_fields.values():
            todo += sorted(_models_in(f.annotation), key=lambda c: c.__name__)
    return seen


# --------------------------------------------------------------------------- declared, typed


def test_every_rule_declares_a_strict_model_of_its_parameters() -> None:
    rules = known_rules()
    assert len(rules) > 60
    for name, info in rules.items():
        assert issubclass(info.params, RuleParams), name
        assert info.params.model_config.get("extra") == "forbid", name
        assert info.params.model_config.get("strict") is True, name
        assert info.readers, name


def test_reading_a_model_is_like_reading_its_json() -> None:
    from hexstudio.engine.core_params import Evacuation

    p = Evacuation.model_validate({"side": "axis", "immediate_on_reaching_port": True, "port_hexes": None})
    assert p.get("side") == "axis" and p["immediate_on_reaching_port"] is True
    assert "port_hexes" in p and "hex_set" not in p and p.get("hex_set", "x") == "x"
    with pytest.raises(KeyError):
        p["hex_set"]
    assert p.given() == ["side", "port_hexes", "immediate_on_reaching_port"]


# --------------------------------------------------------------------------- refused, with the path


def test_an_unknown_parameter_is_refused_at_its_path() -> None:
    doc = _doc("sicily.json")
    i = _entry(doc, "evacuation")
    doc["special_rules"][i]["params"]["immediate_on_reaching_prot"] = True
    assert f"special_rules[{i}].params.immediate_on_reaching_prot: is not a known field (misspelt?)" in _problems(doc)


@pytest.mark.parametrize("battle", [p.name for p in BATTLES])
def test_every_rule_of_every_battle_refuses_an_unknown_parameter(battle: str) -> None:
    doc = _doc(battle)
    for i, r in enumerate(doc.get("special_rules", [])):
        bad = copy.deepcopy(doc)
        bad["special_rules"][i]["params"]["no_such_parameter"] = 1
        assert any(p.startswith(f"special_rules[{i}].params.no_such_parameter:") for p in _problems(bad)), r["rule"]


def test_issue_16_values_that_broke_play_are_refused() -> None:
    doc = _doc("monte-castelo.json")
    i = _entry(doc, "automatic_victory")
    doc["special_rules"][i]["params"]["any_of"] = [None]
    assert any(p.startswith(f"special_rules[{i}].params.any_of[0]:") for p in _problems(doc))

    doc = _doc("monte-castelo.json")
    i = _entry(doc, "elevation_difference")
    doc["special_rules"][i]["params"]["always_between"] = [[]]
    assert any(p.startswith(f"special_rules[{i}].params.always_between[0]:") for p in _problems(doc))

    for bad in (0, -1):
        doc = _doc("monte-castelo.json")
        doc.setdefault("rules", {}).setdefault("combat", {})["unit_attacks_per_phase"] = bad
        assert any(p.startswith("rules.combat.unit_attacks_per_phase:") for p in _problems(doc)), bad


def test_types_ranges_and_references_are_checked() -> None:
    doc = _doc("sicily.json")
    i = _entry(doc, "evacuation")
    p = doc["special_rules"][i]["params"]
    p["immediate_on_reaching_port"] = 1  # a number is not true
    p["port_hexes"] = ["9999"]
    p["side"] = "allies "
    found = _problems(doc)
    for path in ("immediate_on_reaching_port", "port_hexes[0]", "side"):
        assert any(x.startswith(f"special_rules[{i}].params.{path}:") for x in found), (path, found)

    doc = _doc("leyte.json")
    i = _entry(doc, "sea_movement")
    doc["special_rules"][i]["params"]["movement_factor"] = 2
    doc["special_rules"][i]["params"]["zones"][0]["hex_sets"] = ["nowhere"]
    found = _problems(doc)
    assert any(x.startswith(f"special_rules[{i}].params.movement_factor:") for x in found)
    assert any(x.startswith(f"special_rules[{i}].params.zones[0].hex_sets[0]: unknown hex set 'nowhere'") for x in found)


def test_a_game_refuses_bad_parameters_naming_the_path() -> None:
    doc = _doc("leyte.json")
    i = _entry(doc, "reinforcement_ports")
    doc["special_rules"][i]["params"]["if_none_held"] = "never"
    scenario = scenario_from_data(doc, "test")
    with pytest.raises(RuleParamsError, match=rf"special_rules\[{i}\]\.params\.if_none_held"):
        Game(scenario)


# --------------------------------------------------------------------------- read by the rule


def _read_names(module_names: tuple[str, ...]) -> set[str]:
    """Names the modules' code uses: attributes and string constants (keys, arguments, names
    in tables), outside docstrings and outside the parameter models' own class bodies."""
    names: set[str] = set()
    for mod_name in module_names:
        mod = importlib.import_module(mod_name)
        models = {n for n, c in vars(mod).items() if isinstance(c, type) and issubclass(c, BaseModel)}
        tree = ast.parse(inspect.getsource(mod))
        skip = {id(n) for c in ast.walk(tree) if isinstance(c, ast.ClassDef) and c.name in models for n in ast.walk(c)}
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                skip.add(id(body[0].value))  # a docstring
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.Attribute):
                names.add(node.attr)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                names.add(node.value)
    return names


def test_every_declared_parameter_is_read_by_its_rule() -> None:
    missing = []
    for name, info in known_rules().items():
        read = _read_names(info.readers)
        for model in _all_models(info.params):
            for field in model.model_fields:
                if field not in DOCUMENTATION and field not in read:
                    missing.append(f"{name}: {model.__name__}.{field} (readers {', '.join(info.readers)})")
    assert missing == []


def test_the_source_check_finds_an_unread_parameter() -> None:
    """The check above would fail for a parameter no reader mentions (issue 12's class)."""
    assert "immediate_on_reaching_port" in _read_names(("hexstudio.engine.exits",))
    assert "if_none_held" in _read_names(("hexstudio.engine.specials",))
    assert "immediate_on_reaching_port" not in _read_names(("hexstudio.engine.victory",))


def _instances(m: RuleParams, path: str, out: list[tuple[str, RuleParams]]) -> None:
    out.append((path, m))
    for k in type(m).model_fields:
        v = object.__getattribute__(m, k)
        items = v.items() if isinstance(v, dict) else enumerate(v) if isinstance(v, list) else [(None, v)]
        for key, x in items:
            if isinstance(x, RuleParams):
                _instances(x, f"{path}.{k}" + ("" if key is None else f"[{key!r}]"), out)


@pytest.mark.parametrize("battle", [p.name for p in BATTLES])
def test_a_played_battle_reads_every_parameter_it_gives(battle: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every parameter the battle gives is read while a game of it is set up, played a while
    and scored, and no rule reads a parameter its model does not declare."""
    reads: set[tuple[int, str]] = set()
    undeclared: list[tuple[str, str]] = []
    plain = object.__getattribute__

    def tracking(self: RuleParams, name: str) -> typing.Any:
        if name in type(self).model_fields:
            reads.add((id(self), name))
        return plain(self, name)

    monkeypatch.setattr(RuleParams, "__getattribute__", tracking)
    monkeypatch.setattr(params_module, "_undeclared", lambda p, key: undeclared.append((type(p).__name__, key)))
    result = random_game(load_scenario(ROOT / battle), seed=1, max_actions=150)
    assert result.error is None, result.error
    result.game.score()
    unread = []
    for rule in result.game.special_rules:
        found: list[tuple[str, RuleParams]] = []
        _instances(rule.params, f"special_rules[{rule.index}].params", found)
        for path, m in found:
            unread += [f"{rule.rule}: {path}.{k}" for k in m.given() if k not in DOCUMENTATION and (id(m), k) not in reads]
    assert unread == [] and undeclared == []
