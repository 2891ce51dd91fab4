"""Which fields of the scenario model are looked into for numbers written as text or true/false.

``model._has_number`` picks them, once per model class, at the first validation
of each: written for speed (identity tests, no generator), it must pick the
same fields as the plain reading kept here.
"""

from __future__ import annotations

from typing import Any, get_args

from pydantic import BaseModel

import hexstudio.scenario.model as model


def _plain_has_number(annotation: Any) -> bool:
    """The plain reading: an int or float anywhere in the type, a sub-model aside."""
    if annotation in (int, float):
        return True
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return False
    return any(_plain_has_number(a) for a in get_args(annotation) if a is not Ellipsis)


def _model_classes() -> list[type[model.Model]]:
    return [c for c in vars(model).values() if isinstance(c, type) and issubclass(c, model.Model) and c is not model.Model]


def _parts(annotation: Any) -> list[Any]:
    """The annotation and every type inside it."""
    out = [annotation]
    for a in get_args(annotation):
        out += _parts(a)
    return out


def test_the_number_fields_are_the_same_as_a_plain_reading_finds() -> None:
    classes = _model_classes()
    assert len(classes) > 60
    seen = 0
    for cls in classes:
        for name, field in cls.model_fields.items():
            for part in _parts(field.annotation):
                assert model._has_number(part) == _plain_has_number(part), (cls.__name__, name, part)
                seen += 1
    assert seen > 500


def test_some_fields_are_number_fields_and_others_not() -> None:
    fields = {name: f.annotation for name, f in model.Values.model_fields.items()}
    assert model._has_number(fields["attack"]) and model._has_number(fields["movement"])
    assert not model._has_number(model.MapDef.model_fields["hexes"].annotation)  # a sub-model checks its own
    assert not model._has_number(model.ScenarioInfo.model_fields["title"].annotation)
    assert model._has_number(model.TerrainType.model_fields["move"].annotation)  # dict of costs: numbers or text
