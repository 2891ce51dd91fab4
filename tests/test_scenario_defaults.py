"""Defaults made without validation (``model_construct``) are what validation makes.

A section a scenario leaves out (the rules' movement, zones of control, ...)
and the default combat and bombardment results are made as they are, not
through their class's validator (building it cost every start). Each must
equal, field by field and type by type, what the validator makes of the same
values, or a scenario leaving a section out would hold a different value
(a plain text where a validated one holds an enum member, say).
"""

from __future__ import annotations

import inspect
from enum import StrEnum
from typing import Any

import pytest
from pydantic import BaseModel

from hexstudio.scenario import model as m


def same(a: Any, b: Any) -> bool:
    """Equal and of the same types all the way down (``==`` takes "x" for a StrEnum "x")."""
    if type(a) is not type(b):
        return False
    if isinstance(a, BaseModel):
        return a.model_fields_set == b.model_fields_set and same(dict(a), dict(b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def test_same_tells_types_apart() -> None:
    class Kind(StrEnum):
        X = "x"

    assert Kind.X == "x" and not same(Kind.X, "x")
    assert not same({"a": 1}, {"a": 1.0})
    assert not same(m.MovementRules(), m.MovementRules(climb_cost=1))
    assert same(m.MovementRules(), m.MovementRules())


def _constructed_defaults() -> list[tuple[str, Any]]:
    """Every field whose default is made by ``_all_defaults``."""
    found = []
    for name, cls in inspect.getmembers(m, inspect.isclass):
        if issubclass(cls, m.Model) and cls.__module__ == m.__name__:
            for field_name, field in cls.model_fields.items():
                factory = field.default_factory
                if factory is not None and factory.__qualname__.startswith("_all_defaults."):
                    found.append((f"{name}.{field_name}", factory))
    return found


def test_the_sections_left_out_are_found() -> None:
    names = {name for name, _ in _constructed_defaults()}
    assert {"RuleSwitches.movement", "Scenario.rules", "Scenario.victory", "MapDef.labels"} <= names


@pytest.mark.parametrize(("where", "factory"), _constructed_defaults(), ids=lambda x: x if isinstance(x, str) else "")
def test_a_section_left_out_is_its_validated_default(where: str, factory: Any) -> None:
    made = factory()
    assert same(made, type(made)()), where
    assert factory() is not made  # a new one each time (nobody shares a mutable default)


@pytest.mark.parametrize("results", [m.default_results, m.default_bombard_results])
def test_default_results_are_validated_values(results: Any) -> None:
    for code, made in results().items():
        validated = type(made).model_validate(made.model_dump(exclude_unset=True))
        assert same(made, validated), code


def test_a_scenario_leaving_sections_out_saves_the_same_file() -> None:
    from hexstudio.paths import scenarios_dir
    from hexstudio.scenario.io import dumps, load_scenario, scenario_from_data, scenario_to_data

    scenario = load_scenario(scenarios_dir() / "tutorial.json")
    data = scenario_to_data(scenario)
    data.pop("rules", None)
    data.pop("victory", None)
    data["crt"].pop("results", None)
    again = scenario_from_data(data)
    # Left out, left out again when saved: the defaults compare equal to themselves.
    assert "rules" not in scenario_to_data(again) and "results" not in scenario_to_data(again)["crt"]
    assert same(again.rules, m.RuleSwitches()) and same(again.crt.results, m.default_results())
    assert dumps(again) == dumps(scenario_from_data(scenario_to_data(again)))
