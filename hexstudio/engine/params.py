"""Typed parameters of the named special rules.

A scenario switches a built-in rule on with ``{"rule": name, "params": {...}}``.
Every rule declares its parameters as a ``RuleParams`` model: their types, ranges,
which are required, what lists hold, and what they refer to in the scenario
(sides, units, hexes...). Validation (``validate_params``) refuses unknown
parameters and bad values, each with its JSON path
(``special_rules[3].params.zones[0].hex_set``), so a parameter nothing reads or
a value the rule cannot use never reaches a game.

Models are strict: a number is not text, ``true`` is not 1, a whole number
stays whole. An optional parameter left out reads as ``None`` and the rule
applies its default (named in the field's description). Reading a model works
like reading the JSON object it came from, so rule code says ``p.get("x", 1)``,
``p["x"]`` or ``"x" in p`` (given in the scenario) -- or ``p.x``. A test tracks
those reads over the bundled battles and checks the rule modules' sources,
so a declared parameter that no rule reads fails the suite.

References are checked when the scenario is at hand (``context={"refs":
Refs(scenario)}``): ``SideId``, ``UnitId``, ``HexLabel``, ``HexSetId``,
``TerrainId`` (a base terrain or an overlay), ``ClassId``, ``NationalityId``,
``UnitTypeId``, ``FormationId``, ``HexsideFeatureId``, ``RoadTypeId``,
``ObjectiveId``.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    ValidationInfo,
)

from hexstudio.scenario.model import Scenario
from hexstudio.text import msg


def _undeclared(params: RuleParams, key: str) -> None:
    """A rule read a parameter its model does not declare (the parameter test watches this)."""


class RuleParams(BaseModel):
    """The parameters of one named rule (see the module docstring)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    # --- read like the JSON object it came from ---------------------------
    def get(self, key: str, default: Any = None) -> Any:
        """The value given, else the model's default, else ``default`` (like ``dict.get``)."""
        if key not in type(self).model_fields:
            _undeclared(self, key)
            return default
        v = getattr(self, key)
        return default if v is None and key not in self.model_fields_set else v

    def __getitem__(self, key: str) -> Any:
        if key not in type(self).model_fields:
            _undeclared(self, key)
            raise KeyError(key)
        v = getattr(self, key)
        if v is None and key not in self.model_fields_set:
            raise KeyError(key)
        return v

    def __contains__(self, key: object) -> bool:
        """Was ``key`` given in the scenario?"""
        if not isinstance(key, str) or key not in type(self).model_fields:
            if isinstance(key, str):
                _undeclared(self, key)
            return False
        getattr(self, key)  # a read like any other (the parameter test counts it)
        return key in self.model_fields_set

    def given(self) -> list[str]:
        """The parameters the scenario gives, in declaration order."""
        return [k for k in type(self).model_fields if k in self.model_fields_set]


class NoParams(RuleParams):
    """A rule that takes no parameters."""


# --------------------------------------------------------------------------- references


class Refs:
    """What a parameter may refer to in one scenario."""

    def __init__(self, s: Scenario) -> None:
        from hexstudio.scenario.mapview import grid_of

        self.grid = grid_of(s.map)
        self.ids: dict[str, set[str]] = {
            "side": {x.id for x in s.sides},
            "unit": {u.id for u in s.units},
            "terrain": {t.id for t in s.terrain},
            "class": {c.id for c in s.movement_classes},
            "nationality": {n.id for n in s.nationalities},
            "unit type": {t.id for t in s.unit_types},
            "formation": {f.id for f in s.formations},
            "hex set": set(s.map.hex_sets),
            "hexside feature": {t.id for t in s.hexside_types},
            "road type": {t.id for t in s.road_types},
            "objective": {o.id for o in s.victory.objectives},
            "reinforcement": {r.id for r in s.reinforcements} | {w.returns.id for w in s.withdrawals if w.returns},
            "withdrawal": {w.id for w in s.withdrawals},
        }

    def problem(self, kind: str, value: str) -> str | None:
        if kind == "hex":
            try:
                self.grid.parse(value)
            except ValueError as e:
                return e.args[0] if e.args and isinstance(e.args[0], str) else str(e)
            return None
        known = self.ids[kind]
        if value in known:
            return None
        shown = ", ".join(sorted(known)[:8]) + (", ..." if len(known) > 8 else "")
        return msg("unknown {what} {value!r:.40} (known: {known})", what=_KIND_WORDS.get(kind, kind), value=value,
                   known=shown or msg("none"))


_KIND_WORDS = {
    "side": msg("side"),
    "unit": msg("unit"),
    "terrain": msg("terrain"),
    "class": msg("movement class"),
    "nationality": msg("nationality"),
    "unit type": msg("unit type"),
    "formation": msg("formation"),
    "hex set": msg("hex set"),
    "hexside feature": msg("hexside feature"),
    "road type": msg("road type"),
    "objective": msg("objective"),
    "reinforcement": msg("reinforcement group"),
    "withdrawal": msg("withdrawal"),
}


def _ref(kind: str) -> AfterValidator:
    def check(value: str, info: ValidationInfo) -> str:
        refs = (info.context or {}).get("refs") if isinstance(info.context, dict) else None
        if refs is not None:
            why = refs.problem(kind, value)
            if why:
                raise ValueError(why)
        return value

    check.ref_kind = kind  # type: ignore[attr-defined]
    return AfterValidator(check)


Text = Annotated[StrictStr, Field(max_length=2000)]
Name = Annotated[StrictStr, Field(min_length=1, max_length=64)]  # a tag, a code, a flag: a word
SideId = Annotated[StrictStr, _ref("side")]
UnitId = Annotated[StrictStr, _ref("unit")]
HexLabel = Annotated[StrictStr, _ref("hex")]
HexSetId = Annotated[StrictStr, _ref("hex set")]
TerrainId = Annotated[StrictStr, _ref("terrain")]
ClassId = Annotated[StrictStr, _ref("class")]
NationalityId = Annotated[StrictStr, _ref("nationality")]
UnitTypeId = Annotated[StrictStr, _ref("unit type")]
FormationId = Annotated[StrictStr, _ref("formation")]
HexsideFeatureId = Annotated[StrictStr, _ref("hexside feature")]
RoadTypeId = Annotated[StrictStr, _ref("road type")]
ObjectiveId = Annotated[StrictStr, _ref("objective")]
ReinforcementId = Annotated[StrictStr, _ref("reinforcement")]
WithdrawalId = Annotated[StrictStr, _ref("withdrawal")]
Turn = Annotated[StrictInt, Field(ge=1, le=999)]
Columns = Annotated[StrictInt, Field(ge=-10, le=10)]  # column shifts, signed
Count = Annotated[StrictInt, Field(ge=0, le=999)]
Positive = Annotated[StrictInt, Field(ge=1, le=999)]
Roll = Annotated[StrictInt, Field(ge=1, le=12)]  # a die's or two dice's total
Level = Annotated[StrictInt, Field(ge=-10, le=100)]  # an elevation level
Points = Annotated[StrictInt, Field(ge=-9999, le=9999)]
Number = StrictInt | StrictFloat
Flag = StrictBool


def validate_params(model: type[RuleParams], params: Any, scenario: Scenario | None = None,
                    refs: Refs | None = None) -> RuleParams:
    """``params`` checked against ``model`` (references too when a scenario or ``refs`` is given).
    Raises pydantic's ValidationError."""
    if refs is None and scenario is not None:
        refs = Refs(scenario)
    return model.model_validate(params, context={"refs": refs} if refs is not None else None)


# --------------------------------------------------------------------------- help text


def kind_of(annotation: Any) -> str:
    """A short English word for what a parameter holds ("side", "list of unit", "true/false"...)."""
    import types
    import typing

    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is Annotated:
        for meta in args[1:]:
            kind = getattr(getattr(meta, "func", None), "ref_kind", None)
            if kind:
                return "hex" if kind == "hex" else kind
        return kind_of(args[0])
    if origin in (typing.Union, types.UnionType):
        parts = list(dict.fromkeys(kind_of(a) for a in args if a is not type(None)))
        return "number" if parts == ["whole number", "number"] else " or ".join(parts)
    if origin is typing.Literal:
        return "|".join(str(a).lower() if isinstance(a, bool) else str(a) for a in args)
    if origin is list:
        return f"list of {kind_of(args[0])}"
    if origin is dict:
        return f"{kind_of(args[0])} → {kind_of(args[1])}"
    if isinstance(annotation, type) and issubclass(annotation, RuleParams):
        return "{" + ", ".join(annotation.model_fields) + "}"
    return {bool: "true/false", int: "whole number", float: "number", str: "text"}.get(annotation, getattr(annotation, "__name__", "value"))


def describe_params(model: type[RuleParams]) -> list[tuple[str, str, bool]]:
    """(name, kind, required) of each parameter of a rule, in declaration order."""
    out = []
    for name, f in model.model_fields.items():
        ref = next((getattr(getattr(m, "func", None), "ref_kind", None) for m in f.metadata
                    if getattr(getattr(m, "func", None), "ref_kind", None)), None)
        out.append((name, ref or kind_of(f.annotation), f.is_required()))
    return out
