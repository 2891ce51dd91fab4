"""The scenario document: one battle as versioned JSON, modelled with pydantic.

Everything a battle needs lives here as data: the map, the terrain catalogue,
the order of battle, the turn track, the tables and the rule switches. Nothing
in a scenario is ever executed; rules that data cannot express are *named*
built-in rules (``special_rules``) with parameters.

Hexes are referred to by their printed label (``"25-12"``, ``"0807"``) under
the map's labelling scheme, so a file reads like the rulebook. Loading checks
every label (see ``validate.py``).

Field names are the contract between the editor, the player and the engine;
``schema_version`` rises whenever an existing file would be read differently,
with a migration in ``migrations.py``.
"""

# No ``from __future__ import annotations`` here: pydantic would evaluate every
# field's annotation from its text as each of the model classes is made, at every
# start. The few names used before they are defined are quoted instead.

import json
from collections.abc import Callable
from enum import StrEnum
from types import UnionType
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator, model_validator
from pydantic_core import PydanticCustomError

from hexstudio.hexgrid import Orientation, Stagger
from hexstudio.scenario import pydantic_plugins
from hexstudio.scenario.cost import parse_cost
from hexstudio.text import msg

# Before any validator is built: with plugins off, pydantic's plugin loader (and the
# importlib.metadata it imports) is not loaded at all (see pydantic_plugins).
pydantic_plugins.install()

SCHEMA_VERSION = 2

# Letters, digits and _ . + - (no '/', '\\', ':' nor '..'): an id may end up in a file name.
ID_PATTERN = r"^[A-Za-z0-9_]([A-Za-z0-9_+\-]|\.[A-Za-z0-9_+\-])*\.?$"
Id = Annotated[str, StringConstraints(pattern=ID_PATTERN, min_length=1, max_length=64)]
HexRef = Annotated[str, StringConstraints(min_length=1, max_length=16)]
Color = Annotated[str, StringConstraints(pattern=r"^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$")]
# A text in one language, or one per language code ("en", "pt_BR").
LocalText = str | dict[str, str]
CostValue = int | float | str


def text_in(value: LocalText | None, lang: str = "en") -> str:
    """The text of a LocalText in a language, falling back sensibly."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    for key in (lang, lang.split("_")[0], "en", "pt_BR", "pt"):
        if key in value:
            return value[key]
    return next(iter(value.values()), "")


# The kinds of JSON value a number field is looked into for (tuples, not ``a | b``: a union
# written in a call is made anew at every call, and these run for every object read).
_SUSPECT = (bool, str, list, dict, tuple)
_FLAG_OR_TEXT = (bool, str)
_SEQUENCE = (list, tuple)


def _loose_number(annotation: Any, value: Any) -> tuple[list[str | int], Any] | None:
    """Where (keys below the field) and which value is true/false or text where
    ``annotation`` wants a number and accepts neither; None if nowhere.

    pydantic's lax mode turns ``true`` into 1 and ``"3"`` into 3; a scenario
    is strict about numbers. Sub-models check their own fields.
    """
    if not isinstance(value, _SUSPECT):
        return None
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    origin = get_origin(annotation)
    if origin in (Union, UnionType):
        members = get_args(annotation)
        if isinstance(value, _FLAG_OR_TEXT):
            if any(_takes(m, value) for m in members) or not any(_numeric(m) for m in members) or not _coerced(value):
                return None
            return [], value
        for m in members:
            bad = _loose_number(m, value)
            if bad is not None:
                return bad
        return None
    if annotation is int or annotation is float:  # ``is``: see _has_number
        return ([], value) if isinstance(value, _FLAG_OR_TEXT) and _coerced(value) else None
    items: list[tuple[str | int, Any, Any]] = []
    if origin in (list, set, frozenset) and isinstance(value, _SEQUENCE):
        items = [(i, get_args(annotation)[0], x) for i, x in enumerate(value)]
    elif origin is tuple and isinstance(value, _SEQUENCE):
        args = get_args(annotation)
        kinds = [args[0]] * len(value) if len(args) == 2 and args[1] is Ellipsis else list(args)
        items = [(i, a, x) for i, (a, x) in enumerate(zip(kinds, value, strict=False))]
    elif origin is dict and isinstance(value, dict):
        items = [(k, get_args(annotation)[1], x) for k, x in value.items()]
    for key, kind, x in items:
        bad = _loose_number(kind, x)
        if bad is not None:
            return [key, *bad[0]], bad[1]
    return None


def _coerced(value: bool | str) -> bool:
    """Would pydantic's lax mode quietly read this as a number? (Other text gets its own error.)"""
    if isinstance(value, bool):
        return True
    try:
        float(value)
    except ValueError:
        return False
    return True


def _numeric(annotation: Any) -> bool:
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    return annotation is int or annotation is float


def _takes(annotation: Any, value: bool | str) -> bool:
    """Does a union member accept this bool or text as it is?"""
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    if annotation is Any:
        return True
    if isinstance(value, bool):
        return annotation is bool or (get_origin(annotation) is Literal and value in get_args(annotation))
    if annotation is str or (isinstance(annotation, type) and issubclass(annotation, str)):
        return True
    return get_origin(annotation) is Literal and value in get_args(annotation)


class Model(BaseModel):
    # Every float finite: NaN in a scan's transform once passed and crashed the renderer.
    model_config = ConfigDict(extra="forbid", validate_default=True, allow_inf_nan=False, defer_build=True)

    @model_validator(mode="before")
    @classmethod
    def _numbers_are_numbers(cls, data: Any) -> Any:
        # A model-level check (pydantic allows no field-level "before" check on
        # a union's tag); the error carries the field and pydantic_problems()
        # puts it back into the JSON path.
        if isinstance(data, dict):
            fields = _NUMBER_FIELDS.get(cls)
            if fields is None:
                fields = _NUMBER_FIELDS[cls] = [
                    (f.alias or name, f.annotation) for name, f in cls.model_fields.items() if _has_number(f.annotation)
                ]
            for key, annotation in fields:
                value = data.get(key)
                if isinstance(value, _SUSPECT):
                    bad = _loose_number(annotation, value)
                    if bad is not None:
                        raise PydanticCustomError(
                            "loose_number", "must be a number, not {value}",
                            {"field": [key, *bad[0]], "value": json.dumps(bad[1], ensure_ascii=False)[:40]},
                        )
        return data


def _empty_list() -> list[Any]:
    """A new empty list, the default of a list field.

    Not ``default_factory=list``: building the validators, pydantic reads each
    factory's signature to see whether it takes the validated data, and a
    built-in's signature is parsed from its text (tokenized) every time, some
    fifty times a start; a Python function's is read at once.
    """
    return []


def _empty_dict() -> dict[str, Any]:
    """A new empty dict, the default of a dict field (see ``_empty_list``)."""
    return {}


M = TypeVar("M", bound=Model)


def _all_defaults(model: type[M]) -> Callable[[], M]:
    """The default of a section a file may leave out: ``model`` with every field at its default.

    Made with ``model_construct``, not ``model()``: calling the class builds
    that class's own validator (its default values are already valid, and the
    section's value is checked by the enclosing model's validator anyway), and a
    scenario that leaves out a few rule sections built eight of them at every
    start. A test checks each such default equals the validated one, types included.
    """

    def make() -> M:
        return model.model_construct()

    return make


# Per model class: the fields whose type holds a number somewhere (the rest need no look).
_NUMBER_FIELDS: dict[type, list[tuple[str, Any]]] = {}


def _has_number(annotation: Any) -> bool:
    """Does ``annotation`` hold an int or a float anywhere (a sub-model aside: it checks its own)?"""
    # ``is``, not ``in (int, float)``: a typing object compares through a Python ``__eq__``.
    if annotation is int or annotation is float:
        return True
    if isinstance(annotation, type):
        return False  # str, bool, an enum; or a model
    for a in get_args(annotation):
        if a is not Ellipsis and _has_number(a):
            return True
    return False


class Provenance(StrEnum):
    """Where a value comes from: the book, worked out from it, or filled in."""

    BOOK = "book"
    DERIVED = "derived"
    RECONSTRUCTED = "reconstructed"
    INVENTED = "invented"


# --------------------------------------------------------------------------- info


class ScenarioInfo(Model):
    title: LocalText
    subtitle: LocalText = ""
    author: str = ""
    source: LocalText = Field("", description="Printed game or other source this battle comes from.")
    period: LocalText = ""
    description: LocalText = ""
    notes: list[LocalText] = Field(default_factory=_empty_list, description="Designer's notes, choices between readings.")
    provenance: Provenance = Provenance.INVENTED
    provenance_note: LocalText = ""


# --------------------------------------------------------------------------- map


class LabelSchemeModel(Model):
    separator: Literal["", "-", "."] = ""
    first_column: int = Field(1, ge=0, le=999)
    first_row: int = Field(1, ge=0, le=999)
    digits: int = Field(2, ge=1, le=4)
    zero_pad: bool = True


class BackgroundImage(Model):
    """A scan of the printed map, placed under the grid by an affine transform."""

    path: str = Field(min_length=1, max_length=1024, description="Image file, relative to the scenario file.")
    transform: tuple[float, float, float, float, float, float] = Field(
        (1.0, 0.0, 0.0, 1.0, 0.0, 0.0),
        description="Image pixel -> scene: m11, m12, m21, m22, dx, dy (Qt's QTransform order).",
    )
    opacity: float = Field(0.6, ge=0.0, le=1.0)
    visible: bool = True
    locked: bool = True


class HexData(Model):
    terrain: Id | None = Field(None, description="Base terrain; the map's default when omitted.")
    features: list[Id] = Field(default_factory=_empty_list, description="Overlay terrain: city, village, fortification, ...")
    elevation: int = Field(0, ge=-10, le=100, description="Elevation level (0 = lowest).")
    name: LocalText | None = None
    coastal: bool = False
    provenance: Provenance | None = None


class HexsideData(Model):
    hexes: tuple[HexRef, HexRef]
    features: list[Id] = Field(min_length=1)


class RoadPath(Model):
    type: Id
    path: list[HexRef] = Field(min_length=2, description="Neighbouring hexes linked in order.")


class HexSet(Model):
    name: LocalText
    hexes: list[HexRef] = Field(default_factory=_empty_list)
    color: Color | None = None
    description: LocalText = ""


class MapDef(Model):
    columns: int = Field(ge=1, le=400)
    rows: int = Field(ge=1, le=400)
    orientation: Orientation = Orientation.FLAT
    stagger: Stagger = Stagger.ODD
    labels: LabelSchemeModel = Field(default_factory=_all_defaults(LabelSchemeModel))
    hex_size: float = Field(40.0, gt=2.0, le=1000.0, description="Hex circumradius in scene units (pixels at 100%).")
    default_terrain: Id
    hexes: dict[HexRef, HexData] = Field(default_factory=_empty_dict)
    off_map: list[HexRef] = Field(default_factory=_empty_list, description="Hexes of the rectangle that are not in play.")
    hexsides: list[HexsideData] = Field(default_factory=_empty_list)
    roads: list[RoadPath] = Field(default_factory=_empty_list)
    hex_sets: dict[Id, HexSet] = Field(default_factory=_empty_dict)
    background: BackgroundImage | None = None
    provenance: Provenance = Provenance.INVENTED
    provenance_note: LocalText = ""


# --------------------------------------------------------------------------- catalogues


def _check_costs(value: dict[str, CostValue]) -> dict[str, CostValue]:
    for k, v in value.items():
        try:
            parse_cost(v)
        except ValueError as e:
            raise ValueError(f"movement cost for '{k}': {e}") from None
    return value


class MovementClass(Model):
    id: Id
    name: LocalText


class TerrainType(Model):
    """A terrain of the scenario's catalogue: a base hex type or an overlay.

    ``move`` maps a movement class (or ``"*"`` for every other class) to a
    cost: a number replaces the base cost, ``+n`` adds to it, ``=`` leaves it
    and ``X`` prohibits entry.
    """

    id: Id
    name: LocalText
    kind: Literal["base", "overlay"] = "base"
    color: Color = "#dddddd"
    symbol: str | None = Field(None, max_length=32, description="Built-in map symbol drawn on the hex.")
    water: bool = Field(False, description="Sea or lake: coastlines are drawn where it meets land.")
    move: dict[str, CostValue] = Field(default_factory=_empty_dict)
    combat: int = Field(0, ge=-10, le=10, description="Columns left for a defender in this terrain.")
    bombardment: int | None = Field(None, ge=-10, le=10, description="Columns left against bombardment, if not 'combat'.")
    dominant: bool = Field(True, description="Counts when comparing terrain for the dominant-terrain rule.")
    stacking_limit: int | None = Field(None, ge=0, le=50)
    notes: LocalText = ""

    _v = field_validator("move")(_check_costs)


class HexsideType(Model):
    id: Id
    name: LocalText
    style: Literal["river", "stream", "sea_arm", "bridge", "line", "wall", "ford"] = "river"
    color: Color = "#2f6fd6"
    width: float = Field(0.12, gt=0, le=1, description="Line width as a fraction of the hex size.")
    move: dict[str, CostValue] = Field(default_factory=_empty_dict, description="Crossing surcharge per class ('+1', 'X').")
    combat: int = Field(0, ge=-10, le=10, description="Columns left when attacked across this hexside.")
    bombardment: int | None = Field(None, ge=-10, le=10)
    negates: list[Id] = Field(default_factory=_empty_list, description="Hexside features this one cancels (a bridge: the river).")
    notes: LocalText = ""

    _v = field_validator("move")(_check_costs)


class RoadType(Model):
    id: Id
    name: LocalText
    style: Literal["paved", "unpaved", "trail", "rail"] = "paved"
    color: Color = "#8a5a2b"
    width: float = Field(0.1, gt=0, le=1)
    move: dict[str, CostValue] = Field(default_factory=_empty_dict, description="Cost along the road per class, replacing terrain.")
    notes: LocalText = ""

    _v = field_validator("move")(_check_costs)


# --------------------------------------------------------------------------- sides and units


class Side(Model):
    id: Id
    name: LocalText
    color: Color
    text_color: Color = "#000000"


class Nationality(Model):
    id: Id
    name: LocalText
    side: Id
    color: Color = Field(description="Counter background.")
    text_color: Color = "#000000"
    stripe: Color | None = Field(None, description="A coloured band across the counter (Canadians in Reichswald).")


class UnitSize(StrEnum):
    TEAM = "team"
    SQUAD = "squad"
    SECTION = "section"
    PLATOON = "platoon"
    COMPANY = "company"  # I
    BATTALION = "battalion"  # II
    REGIMENT = "regiment"  # III
    BRIGADE = "brigade"  # X
    DIVISION = "division"  # XX
    CORPS = "corps"  # XXX
    ARMY = "army"


SIZE_MARKS = {
    UnitSize.TEAM: "Ø",
    UnitSize.SQUAD: "•",
    UnitSize.SECTION: "••",
    UnitSize.PLATOON: "•••",
    UnitSize.COMPANY: "I",
    UnitSize.BATTALION: "II",
    UnitSize.REGIMENT: "III",
    UnitSize.BRIGADE: "X",
    UnitSize.DIVISION: "XX",
    UnitSize.CORPS: "XXX",
    UnitSize.ARMY: "XXXX",
}


class UnitType(Model):
    id: Id
    name: LocalText
    symbol: str = Field("infantry", max_length=32, description="NATO symbol drawn on the counter.")
    movement_class: Id
    vulnerability: dict[Id, int] = Field(
        default_factory=_empty_dict, description="Index per attack kind: {'air': 1, 'artillery': 2}."
    )
    tags: list[Id] = Field(default_factory=_empty_list, description="Words rules test for: armored, infantry, artillery, ...")
    advance: int | None = Field(None, ge=0, le=10, description="Hexes it may advance after combat.")
    notes: LocalText = ""


class Values(Model):
    attack: int = Field(ge=0, le=99)
    defence: int = Field(ge=0, le=99)
    movement: float = Field(ge=0, le=99)
    range: int | None = Field(None, ge=0, le=50, description="Artillery or heavy-weapons range in hexes.")
    bombard: int | None = Field(None, ge=0, le=99, description="Bombardment power (PB) of bombardment-only pieces.")

    @field_validator("movement")
    @classmethod
    def _half_points(cls, v: float) -> float:
        if (v * 2) != int(v * 2):
            raise ValueError(msg("movement must be a whole or half number"))
        return v


class Unit(Model):
    id: Id
    name: str = Field(min_length=1, max_length=80, description="Full designation, e.g. '1/33 RI'.")
    short: str = Field("", max_length=16, description="Text printed on the counter; the name when empty.")
    type: Id
    size: UnitSize = UnitSize.BATTALION
    nationality: Id
    formation: Id | None = None
    full: Values
    reduced: Values | None = Field(None, description="Printed reduced face; computed by the rules when omitted.")
    steps: int = Field(2, ge=1, le=4)
    flags: list[Id] = Field(default_factory=_empty_list, description="no_zoc, no_support, no_occupation, no_losses, ...")
    release_turn: int | None = Field(None, description="May not move before this turn (Monte Castelo).")
    provenance: Provenance = Provenance.BOOK
    provenance_note: LocalText = ""
    notes: LocalText = ""


class Formation(Model):
    """A command grouping (battalion -> regiment -> division) for command bonuses."""

    id: Id
    name: str = Field(min_length=1, max_length=80)
    level: UnitSize
    parent: Id | None = None
    nationality: Id | None = None
    bonus: bool = Field(True, description="Eligible for the organisation (command) bonus.")
    required: int | None = Field(None, ge=1, description="Elements needed for the bonus; all when omitted.")
    band: list[Color] = Field(
        default_factory=_empty_list,
        max_length=3,
        description="Colour band across its counters (and those of formations inside it that have none):"
        " one colour, or up to three side by side.",
    )
    notes: LocalText = ""


class Placement(Model):
    unit: Id
    hex: HexRef
    reduced: bool = False


# --------------------------------------------------------------------------- conditions


class TurnCondition(Model):
    kind: Literal["turn"]
    turn: int


class HexControlCondition(Model):
    """A side controls hexes: ``any`` of them or ``all`` of them."""

    kind: Literal["hex_controlled"]
    side: Id
    hexes: list[HexRef] = Field(default_factory=_empty_list)
    hex_set: Id | None = None
    require: Literal["any", "all"] = "any"


class UnitsEnteredCondition(Model):
    kind: Literal["units_entered"]
    units: list[Id] = Field(default_factory=_empty_list)
    formation: Id | None = None


class UnitsEliminatedCondition(Model):
    kind: Literal["units_eliminated"]
    units: list[Id] = Field(default_factory=_empty_list)
    formation: Id | None = None
    side: Id | None = None


class UnitEnteredHexCondition(Model):
    kind: Literal["unit_entered"]
    side: Id
    hexes: list[HexRef] = Field(default_factory=_empty_list)
    hex_set: Id | None = None


class AnyOfCondition(Model):
    kind: Literal["any_of"]
    conditions: "list[Condition]" = Field(min_length=1)


class AllOfCondition(Model):
    kind: Literal["all_of"]
    conditions: "list[Condition]" = Field(min_length=1)


Condition = Annotated[
    TurnCondition
    | HexControlCondition
    | UnitsEnteredCondition
    | UnitsEliminatedCondition
    | UnitEnteredHexCondition
    | AnyOfCondition
    | AllOfCondition,
    Field(discriminator="kind"),
]
# AnyOfCondition's and AllOfCondition's "Condition" is found in this module when their
# validators are first built (defer_build): rebuilding them here built both, and every
# condition in each, at every start.


class Schedule(Model):
    """When something happens: on ``turn``, or ``delay`` turns after ``when``
    becomes true, whichever comes first. ("One turn after hex 1204 is taken,
    or turn 16, whichever first.")"""

    turn: int | None = None
    when: Condition | None = None
    delay: int = Field(1, ge=0, le=50)

    @model_validator(mode="after")
    def _something(self) -> "Schedule":
        if self.turn is None and self.when is None:
            raise ValueError(msg("give a turn, a condition ('when'), or both"))
        return self


class Entry(Model):
    """Where arriving units come on: hexes, a named hex set, or a map edge."""

    hexes: list[HexRef] = Field(default_factory=_empty_list)
    hex_set: Id | None = None
    edge: Literal["north", "south", "east", "west"] | None = None
    pay_entry_hex: bool = Field(True, description="The entry hex costs MP (False: counting starts at the next hex).")
    fallback: Literal["none", "nearest_friendly", "any_listed"] = "none"


class Reinforcement(Model):
    id: Id
    units: list[Id] = Field(min_length=1)
    schedule: Schedule
    entry: Entry
    may_delay: bool = False
    notes: LocalText = ""


class Withdrawal(Model):
    id: Id
    units: list[Id] = Field(min_length=1)
    schedule: Schedule
    unless_encircled: bool = Field(True, description="An encircled unit leaves as soon as it is free.")
    choose: int | None = Field(None, ge=1, description="The owner picks this many of the listed units.")
    returns: Reinforcement | None = None
    notes: LocalText = ""


# --------------------------------------------------------------------------- turns and weather


class Turn(Model):
    number: int
    label: str = ""
    date: str = ""
    night: bool = False
    weather: Id | None = Field(None, description="Fixed weather this turn (else rolled or none).")
    notes: LocalText = ""


PhaseKind = Literal["preparation", "bombardment", "movement", "combat"]


class PhaseDef(Model):
    kind: PhaseKind
    side: Id | None = None
    turns: list[int] | None = Field(None, description="Only on these turns (every turn when omitted).")
    skip_turns: list[int] = Field(default_factory=_empty_list)
    label: LocalText = ""
    engagements: bool = Field(True, description="False for a movement phase with no engagements (Reichswald's last).")


class TurnTrack(Model):
    turns: list[Turn] = Field(min_length=1)
    sequence: list[PhaseDef] = Field(min_length=1)


class WeatherType(Model):
    id: Id
    name: LocalText
    move_surcharge: CostValue = 0
    exempt_terrain: list[Id] = Field(default_factory=_empty_list)
    exempt_roads: list[Id] = Field(default_factory=_empty_list)
    surcharge_hexsides: bool = Field(False, description="The surcharge also applies to river crossings.")
    air_points: dict[Id, int] | None = Field(None, description="Air points per side under this weather.")
    artillery_support: Literal["full", "half"] = "full"
    advance_limit: int | None = None
    color: Color = "#bbbbbb"

    @field_validator("move_surcharge")
    @classmethod
    def _cost(cls, v: CostValue) -> CostValue:
        parse_cost(v)
        return v


class WeatherOutcome(Model):
    rolls: list[int] = Field(min_length=1)
    weather: Id


class WeatherRoll(Model):
    turns: list[int] = Field(min_length=1)
    forecast: LocalText = ""
    die: Literal["1d6", "2d6"] = "1d6"
    outcomes: list[WeatherOutcome] = Field(min_length=1)


class WeatherDef(Model):
    types: list[WeatherType] = Field(default_factory=_empty_list)
    rolls: list[WeatherRoll] = Field(default_factory=_empty_list)


# --------------------------------------------------------------------------- tables


class DiceRow(Model):
    label: str
    rolls: list[int] = Field(min_length=1)


class OddsColumn(Model):
    label: str
    odds: tuple[int, int] = Field(description="Attack : defence, e.g. [3, 1] or [1, 2].")

    @field_validator("odds")
    @classmethod
    def _positive(cls, v: tuple[int, int]) -> tuple[int, int]:
        if v[0] < 1 or v[1] < 1:
            raise ValueError(msg("odds must be two positive numbers, such as [3, 1]"))
        return v


class ResultEffect(Model):
    """What one result code does to the side it names."""

    name: LocalText = ""
    side: Literal["defender", "attacker", "both", "none"]
    step_losses: int = Field(0, ge=0, le=5)
    eliminate: int = Field(0, ge=0, le=5)
    retreat: int = Field(0, ge=0, le=5, description="Hexes the affected side retreats.")
    others_retreat: bool = Field(False, description="Units not eliminated retreat (DE).")
    opponent_retreats: int = Field(0, ge=0, le=5, description="Hexes the other side retreats (DV*: attackers).")
    may_advance: bool = False
    exchange: bool = Field(False, description="EMP: defender eliminates, attacker matches the value.")


def default_results() -> dict[str, ResultEffect]:
    """The twelve family result codes (Leyte 5.1.6)."""
    d = "defender"
    a = "attacker"
    # Valid values made as they are (``_all_defaults`` says why; a test checks them).
    effect = ResultEffect.model_construct
    return {
        "DE": effect(name={"en": "Defender eliminated", "pt_BR": "Defesa Eliminada"}, side=d, eliminate=1, others_retreat=True, retreat=1),
        "DRB": effect(name={"en": "Defender retreats with losses", "pt_BR": "Defesa Recua com Baixas"}, side=d, step_losses=1, retreat=1),
        "DRI": effect(name={"en": "Defender retreats intact", "pt_BR": "Defesa Recua Intacta"}, side=d, retreat=1),
        "DVB": effect(name={"en": "Defender holds with losses", "pt_BR": "Defesa Vence com Baixas"}, side=d, step_losses=1, opponent_retreats=1),
        "DVI": effect(name={"en": "Defender holds intact", "pt_BR": "Defesa Vence Intacta"}, side=d, opponent_retreats=1),
        "AVI": effect(name={"en": "Attacker wins intact", "pt_BR": "Ataque Vence Intacto"}, side=a, may_advance=True),
        "AVB": effect(name={"en": "Attacker wins with losses", "pt_BR": "Ataque Vence com Baixas"}, side=a, step_losses=1, may_advance=True),
        "ARI": effect(name={"en": "Attacker retreats intact", "pt_BR": "Ataque Recua Intacto"}, side=a, retreat=1),
        "ARB": effect(name={"en": "Attacker retreats with losses", "pt_BR": "Ataque Recua com Baixas"}, side=a, step_losses=1, retreat=1),
        "AE": effect(name={"en": "Attacker eliminated", "pt_BR": "Ataque Eliminado"}, side=a, eliminate=1, retreat=1),
        "EMP": effect(name={"en": "Exchange", "pt_BR": "Empate"}, side="both", exchange=True, retreat=1),
        "IMP": effect(name={"en": "Stalemate", "pt_BR": "Impasse"}, side="none"),
    }


class CombatTable(Model):
    """The CRT exactly as printed: columns of odds, rows of dice, cells of codes."""

    dice: Literal["2d6", "1d6"] = "2d6"
    columns: list[OddsColumn] = Field(min_length=1)
    rows: list[DiceRow] = Field(min_length=1)
    cells: list[list[str]] = Field(min_length=1, description="One list per row, one code pair per column.")
    results: dict[str, ResultEffect] = Field(default_factory=default_results)


class ValueColumn(Model):
    label: str
    min: int = Field(ge=0)
    max: int | None = Field(None, description="Inclusive upper bound; none for the open last column.")


class BombardResult(Model):
    name: LocalText = ""
    step_losses: int = Field(0, ge=0, le=5)
    suppress: bool = False


def default_bombard_results() -> dict[str, BombardResult]:
    result = BombardResult.model_construct  # as in default_results
    return {
        "DI": result(name={"en": "No effect", "pt_BR": "Defesa Intacta"}),
        "DB": result(name={"en": "One step loss", "pt_BR": "Defesa sofre Baixas"}, step_losses=1),
        "-": result(name={"en": "No effect", "pt_BR": "Sem efeito"}),
        "S": result(name={"en": "Suppressed", "pt_BR": "Supressão"}, suppress=True),
        "B+S": result(name={"en": "Step loss and suppressed", "pt_BR": "Baixa e supressão"}, step_losses=1, suppress=True),
    }


class BombardmentTable(Model):
    dice: Literal["2d6", "1d6"] = "2d6"
    columns: list[ValueColumn] = Field(min_length=1)
    rows: list[DiceRow] = Field(min_length=1)
    cells: list[list[str]] = Field(min_length=1)
    min_value: int | None = Field(None, description="Values below this may not be fired (Reichswald: 4).")
    results: dict[str, BombardResult] = Field(default_factory=default_bombard_results)


class AirPointsEntry(Model):
    turns: list[int] = Field(min_length=1)
    points: int = Field(ge=0, le=999)


class AirPowerSide(Model):
    side: Id
    schedule: list[AirPointsEntry] = Field(default_factory=_empty_list)
    from_weather: bool = Field(False, description="Points come from the turn's weather (Reichswald).")
    per_use_min: int = Field(1, ge=0)
    per_use_max: int = Field(99, ge=0)
    limits_apply_to_support: bool = False
    track_max: int = Field(10, ge=1, le=999)


class AirPower(Model):
    sides: list[AirPowerSide] = Field(default_factory=_empty_list)


# --------------------------------------------------------------------------- rules


class StackingRules(Model):
    limit: int = Field(3, ge=1, le=50, description="Most friendly units in one hex.")
    check: Literal["end_of_move", "end_of_phase"] = "end_of_move"
    composition: "list[StackingComposition]" = Field(default_factory=_empty_list)
    exclusive_flag: Id = Field("stacks_alone", description="Units with this flag may share a hex with no other unit.")


class StackingComposition(Model):
    """"Allies: 1 brigade and up to 2 regiments" (Reichswald 4.1.1)."""

    side: Id | None = None
    size: UnitSize
    max: int = Field(ge=0, le=50)


class MovementRules(Model):
    roads_open_prohibited: bool = Field(False, description="A road lets a class enter terrain otherwise prohibited to it (U4).")
    road_ignores_climb: bool = True
    climb_cost: CostValue = Field(0, description="Surcharge to enter a higher elevation level (Monte Castelo: 1).")
    minimum_move: bool = Field(False, description="A unit may always move one hex (Monte Castelo 5.1).")
    weather_applies_to_hexsides: bool = Field(False, description="Weather surcharge also on river crossings (U9).")


class ZocRules(Model):
    disengage_cost: CostValue = Field(1, description="MP to leave an enemy ZOC at the start of the move.")
    zoc_to_zoc: bool = Field(True, description="May move from one enemy-ZOC hex straight into another (U13 i).")
    dominant_terrain: bool = Field(True, description="The dominant-terrain exemption (family 4.1.2).")
    dominant_over: Literal["each", "any"] = "each"
    sheltered_terrain: list[Id] = Field(default_factory=_empty_list, description="Terrain whose units need not attack (Monte Castelo 6.3.8).")
    must_attack: Literal["engaged_units", "adjacent_units"] = "engaged_units"
    across_hexsides: list[Id] = Field(default_factory=_empty_list, description="Hexside features that block ZOC (none by default).")
    encircled_cannot_move: bool = Field(False, description="A unit that cannot reach a hex free of enemy ZOC may not move (Monte Castelo 5.2.1).")


class CombatRules(Model):
    inverse_odds: Literal["floor", "ceil"] = Field("floor", description="Rounding of defence/attack when the defender is stronger (U18).")
    below_table: Literal["clamp", "forbid"] = "clamp"
    shift_mode: Literal["net", "attacker_first"] = Field("net", description="Netting of shifts (family) or Monte Castelo 6.5 order.")
    clamp_after_shifts: bool = True
    terrain: Literal["best", "cumulative"] = "best"
    river_shift: Literal["any_across", "all_across", "bordering", "never"] = Field("all_across", description="When a hexside's combat shift applies (U23).")
    attacks_per_hex: Literal["turn", "phase"] = "turn"
    unit_attacks_per_phase: int = Field(1, ge=1, le=20, description="Combats one unit may attack in per phase.")
    hidden_support: bool = Field(True, description="The defender's support is hidden until the attacker commits (U16).")
    encirclement_shift: int = 1
    exchange: Literal["one_or_more", "one"] = Field("one_or_more", description="EMP: defender loses one or more units (family) or exactly one (Monte Castelo).")
    exchange_shortfall: Literal["eliminate_all", "as_many_as_possible"] = "eliminate_all"
    defender_holds_retreat_attackers: bool = Field(True, description="DV* makes the attackers retreat (family) or not (Monte Castelo).")
    armored_take_losses_first: bool = False
    order: Literal["defender_first"] = "defender_first"


class RetreatRules(Model):
    chain_retreat: bool = True
    chain_depth: int = Field(1, ge=0, le=10)
    sheltered: Literal["reduced_only", "all"] = Field("reduced_only", description="Who the sheltered retreat protects (U30).")
    encircled: Literal["family", "monte_castelo"] = "family"
    into_water: Literal["destroyed", "prohibited"] = "destroyed"
    across_hexside: dict[Id, dict[Id, Literal["none", "step", "step_or_destroy", "destroyed"]]] = Field(
        default_factory=_empty_dict, description="Per hexside feature, per unit tag or type: what crossing in retreat costs."
    )
    off_map: Literal["destroyed", "not_destroyed", "returns"] = "destroyed"
    toward_enemy: Literal["allowed", "not_nearer"] = Field(
        "allowed",
        description="Monte Castelo 6.6.1 'a retreat cannot be used to advance against the enemy lines': "
        "'not_nearer' forbids a retreat hex nearer to the nearest enemy unit than the hex left.",
    )


class AdvanceRules(Model):
    default_hexes: int = Field(1, ge=0, le=5, description="Advance for types that do not set their own.")
    ignores_zoc: bool = True
    extra_hex_terrain: list[Id] = Field(default_factory=_empty_list, description="Terrain the hexes beyond the vacated one must be (Sicily: open, city).")


class LossRules(Model):
    reduced_values: Literal["printed", "halved"] = Field("printed", description="Monte Castelo computes reduced values (7.1).")
    recovery_side: Id | None = None
    recovery: Literal["none", "unengaged_turn", "trace_to_port"] = "none"


class ArtilleryRules(Model):
    range_from: Literal["defender_hex"] = "defender_hex"
    combined_bombardment: bool = Field(False, description="Artillery and air in one bombardment (U35).")
    support: bool = Field(True, description="Artillery adds its attack value to ground combats in range.")
    river_exempt_bombardment: bool = True


class ControlRules(Model):
    """What holding a hex means (U78: the books say a hex is "ocupado", "em poder", in one's
    "posse" or "capturado" and never define it; hexstudio's addition to RULES.md Part D).

    A hex starts with the side ``start_control`` gives it; a defender holds its own ground
    until the enemy takes it. Units flagged ``no_occupation`` (Leyte's Filipinos) never take
    or hold a hex."""

    held: Literal["last_taken", "occupied"] = Field(
        "last_taken",
        description="'last_taken': a hex stays with the side that last took it (else its start holder); "
        "'occupied': only while that side's units stand in it (an empty hex is nobody's).",
    )
    taken_by: Literal["entering", "standing"] = Field(
        "entering",
        description="'entering': a unit takes every hex it enters, passing through included; "
        "'standing': only the hex it stands in once an action is over.",
    )
    enemy_zoc_prevents_taking: bool = Field(
        False, description="A unit in an enemy zone of control does not take its hex (it is contested)."
    )


class RuleSwitches(Model):
    """Parameters and switches of the core rules. Every "suggested default" of
    RULES.md Part D is one of these, so a designer can override it."""

    stacking: StackingRules = Field(default_factory=_all_defaults(StackingRules))
    movement: MovementRules = Field(default_factory=_all_defaults(MovementRules))
    zoc: ZocRules = Field(default_factory=_all_defaults(ZocRules))
    combat: CombatRules = Field(default_factory=_all_defaults(CombatRules))
    retreat: RetreatRules = Field(default_factory=_all_defaults(RetreatRules))
    advance: AdvanceRules = Field(default_factory=_all_defaults(AdvanceRules))
    losses: LossRules = Field(default_factory=_all_defaults(LossRules))
    artillery: ArtilleryRules = Field(default_factory=_all_defaults(ArtilleryRules))
    control: ControlRules = Field(default_factory=_all_defaults(ControlRules))
    start_of_turn: list[Literal["weather", "events", "air_power", "withdrawals", "reinforcements", "recovery"]] = Field(
        default_factory=lambda: ["weather", "events", "air_power", "withdrawals"],
        description="Order of start-of-turn bookkeeping (U1).",
    )


class SpecialRule(Model):
    """A named built-in rule switched on with this scenario's values."""

    rule: Id
    params: dict[str, Any] = Field(default_factory=_empty_dict)
    notes: LocalText = ""


# --------------------------------------------------------------------------- who holds what


class ControlArea(Model):
    """Hexes a side holds when the game starts (none: nobody holds them): listed, a named
    hex set, or objectives' hexes."""

    side: Id | None = Field(description="The side holding them; null for nobody (no man's land).")
    hexes: list[HexRef] = Field(default_factory=_empty_list)
    hex_set: Id | None = None
    objectives: list[Id] = Field(default_factory=_empty_list, description="Ids of victory objectives.")


class StartControl(Model):
    """Who holds which hexes before the first move.

    ``default`` gives every hex not in an area: ``front`` the side of the nearest set-up
    unit (each side holds its side of the front; a tie, water and off-map hexes are
    nobody's), ``side`` every land hex in play to ``side`` (an island's defender),
    ``occupied`` only the hexes set-up units stand in, ``none`` nobody. ``areas``
    override it, later ones over earlier ones. Set-up units then take the hexes they stand
    in as ``rules.control`` says."""

    default: Literal["front", "side", "occupied", "none"] = "front"
    side: Id | None = Field(None, description="With default 'side': the side holding every land hex in play.")
    areas: list[ControlArea] = Field(default_factory=_empty_list)
    notes: LocalText = ""


# --------------------------------------------------------------------------- victory


class Objective(Model):
    id: Id
    name: LocalText
    hexes: list[HexRef] = Field(default_factory=_empty_list)
    hex_set: Id | None = None
    points: dict[Id, int] = Field(description="Points to each side that holds it.")
    when: Literal["end", "turn", "each_turn"] = "end"
    turn: int | None = None
    require: Literal["any", "all", "each"] = Field("all", description="Hold all hexes, any, or score each hex.")


class UnitFilter(Model):
    side: Id | None = None
    nationalities: list[Id] = Field(default_factory=_empty_list)
    types: list[Id] = Field(default_factory=_empty_list)
    tags: list[Id] = Field(default_factory=_empty_list)
    units: list[Id] = Field(default_factory=_empty_list)


class UnitPoints(Model):
    scorer: Id
    event: Literal["eliminated", "reduced_at_end", "on_map_at_end", "intact_at_end", "evacuated", "exited", "unused"]
    points: int
    units: UnitFilter = Field(default_factory=_all_defaults(UnitFilter))
    name: LocalText = ""


class Victory(Model):
    objectives: list[Objective] = Field(default_factory=_empty_list)
    unit_points: list[UnitPoints] = Field(default_factory=_empty_list)
    notes: list[LocalText] = Field(default_factory=_empty_list)


# --------------------------------------------------------------------------- scenario


class TutorialStep(Model):
    """A lesson shown while the scenario is played, at a turn and phase."""

    turn: int | None = Field(None, description="The turn it belongs to (any turn when omitted).")
    phase: PhaseKind | None = None
    side: Id | None = None
    title: LocalText
    text: LocalText
    hexes: list[HexRef] = Field(default_factory=_empty_list, description="Hexes to point at on the board.")


class Scenario(Model):
    schema_version: int = SCHEMA_VERSION
    id: Id
    info: ScenarioInfo
    map: MapDef
    terrain: list[TerrainType] = Field(min_length=1)
    hexside_types: list[HexsideType] = Field(default_factory=_empty_list)
    road_types: list[RoadType] = Field(default_factory=_empty_list)
    movement_classes: list[MovementClass] = Field(min_length=1)
    sides: list[Side] = Field(min_length=2)
    nationalities: list[Nationality] = Field(min_length=1)
    unit_types: list[UnitType] = Field(min_length=1)
    formations: list[Formation] = Field(default_factory=_empty_list)
    units: list[Unit] = Field(default_factory=_empty_list)
    setup: list[Placement] = Field(default_factory=_empty_list)
    reinforcements: list[Reinforcement] = Field(default_factory=_empty_list)
    withdrawals: list[Withdrawal] = Field(default_factory=_empty_list)
    turns: TurnTrack
    weather: WeatherDef = Field(default_factory=_all_defaults(WeatherDef))
    crt: CombatTable
    bombardment: BombardmentTable | None = None
    air_power: AirPower = Field(default_factory=_all_defaults(AirPower))
    rules: RuleSwitches = Field(default_factory=_all_defaults(RuleSwitches))
    special_rules: list[SpecialRule] = Field(default_factory=_empty_list)
    start_control: StartControl = Field(default_factory=_all_defaults(StartControl))
    victory: Victory = Field(default_factory=_all_defaults(Victory))
    tutorial: list[TutorialStep] = Field(default_factory=_empty_list, description="Lessons shown during play (tutorial battles).")

    # --- convenient look-ups (not serialised) ------------------------------
    def terrain_by_id(self) -> dict[str, TerrainType]:
        return {t.id: t for t in self.terrain}

    def unit_by_id(self) -> dict[str, Unit]:
        return {u.id: u for u in self.units}

    def side_of(self, unit: Unit) -> str:
        for n in self.nationalities:
            if n.id == unit.nationality:
                return n.side
        raise KeyError(unit.nationality)
