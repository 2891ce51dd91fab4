"""A new, empty battle: the map's shape, the sides, and a catalogue to start from.

``new_battle(spec, catalogue)`` builds a valid scenario with no units: a map
of the default terrain in the chosen size, orientation, stagger and
numbering; the sides, each with a nationality of its own name and colour; a
turn track in which every side moves and then fights; and the catalogue --
terrain, hexsides, roads, movement classes, unit types, the combat and
bombardment tables and the weather kinds -- taken from the family's
standard file (``resources/family-catalogue.json``) or from an existing
battle. The battle's rule switches stay at the family's defaults (a battle's
switches name its own sides and terrain), and it gets an id of its own, so
nothing of it (a saved game, an autosave) is ever taken for another battle's.
"""

from __future__ import annotations

import json
import re
import unicodedata
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hexstudio.hexgrid import LabelScheme
from hexstudio.paths import resources_dir
from hexstudio.scenario.model import SCHEMA_VERSION, LocalText, Scenario
from hexstudio.text import msg

FAMILY_CATALOGUE = "family-catalogue.json"
# What a catalogue brings to a new battle (the scenario's own field names).
CATALOGUE_PARTS = ("movement_classes", "terrain", "hexside_types", "road_types", "unit_types", "crt", "bombardment")
MAX_SIDES = 6
MAX_SIZE = 400  # columns or rows: the scenario model's limit
MAX_TURNS = 200


class NewBattleError(ValueError):
    """The new battle's settings cannot make a scenario, and why."""


@dataclass(frozen=True)
class SideSpec:
    name: str
    color: str


@dataclass(frozen=True)
class NewBattleSpec:
    """What the New Battle dialog asks."""

    title: str
    columns: int
    rows: int
    orientation: str = "flat"  # or "pointy"
    stagger: str = "odd"  # or "even"
    separator: str = ""  # "" (0807), "-" (08-07) or "." (08.07)
    first_column: int = 1
    first_row: int = 1
    digits: int = 2
    zero_pad: bool = True
    sides: tuple[SideSpec, ...] = field(
        default_factory=lambda: (SideSpec("Allies", "#d8c25a"), SideSpec("Axis", "#9aa0a6"))
    )
    turns: int = 10
    language: str = "en"  # the language the names were typed in

    def label_scheme(self) -> LabelScheme:
        return LabelScheme(self.separator, self.first_column, self.first_row, self.digits, self.zero_pad)

    def corner_labels(self) -> tuple[str, str]:
        """The top-left and bottom-right hex numbers the map will print."""
        scheme = self.label_scheme()
        cols, rows = max(self.columns, 1), max(self.rows, 1)
        return scheme.format(0, 0, cols, rows), scheme.format(cols - 1, rows - 1, cols, rows)


def family_catalogue() -> dict[str, Any]:
    """The family's standard catalogue as scenario fields (plus its ``about`` text)."""
    path = resources_dir() / FAMILY_CATALOGUE
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def catalogue_of(scenario: Scenario) -> dict[str, Any]:
    """An existing battle's catalogue, as the scenario fields a new battle takes."""
    data = scenario.model_dump(mode="json", exclude_none=True)
    out = {k: data[k] for k in CATALOGUE_PARTS if k in data}
    # A weather's air points name the battle's own sides: the new battle has others.
    out["weather"] = {
        "types": [{k: v for k, v in w.items() if k != "air_points"} for w in data.get("weather", {}).get("types", [])]
    }
    return out


def slug(text: str, fallback: str = "battle") -> str:
    """An id a scenario accepts, from a name ("Ilha de Leyte" -> "ilha-de-leyte")."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    s = re.sub(r"[^a-z0-9]+", "-", plain).strip("-")[:40].strip("-")
    if not s or not s[0].isalpha():
        s = f"{fallback}-{s}" if s else fallback
    return s


def fresh_id(title: str) -> str:
    """A new scenario id: the title's words and a random tail no other battle has."""
    return f"{slug(title)}-{uuid.uuid4().hex[:8]}"


def spec_problems(spec: NewBattleSpec) -> list[str]:
    """What keeps the settings from making a battle (empty when they can)."""
    out: list[str] = []
    if not spec.title.strip():
        out.append(msg("the battle needs a title"))
    if not 1 <= spec.columns <= MAX_SIZE:
        out.append(msg("the map may have 1 to {most} columns (not {n})", most=MAX_SIZE, n=spec.columns))
    if not 1 <= spec.rows <= MAX_SIZE:
        out.append(msg("the map may have 1 to {most} rows (not {n})", most=MAX_SIZE, n=spec.rows))
    if spec.orientation not in ("flat", "pointy"):
        out.append(msg("the hexes are flat-topped or pointy-topped (not {value})", value=spec.orientation))
    if spec.stagger not in ("odd", "even"):
        out.append(msg("the stagger is odd or even (not {value})", value=spec.stagger))
    if spec.separator not in ("", "-", "."):
        out.append(msg("the numbers are separated by nothing, '-' or '.' (not '{value}')", value=spec.separator))
    if not spec.separator and not spec.zero_pad:
        out.append(msg("hex numbers without a separator must be zero-padded, or they cannot be read back"))
    if not 2 <= len(spec.sides) <= MAX_SIDES:
        out.append(msg("a battle has 2 to {most} sides (not {n})", most=MAX_SIDES, n=len(spec.sides)))
    names = [s.name.strip() for s in spec.sides]
    if any(not n for n in names):
        out.append(msg("every side needs a name"))
    elif len({n.casefold() for n in names}) < len(names):
        out.append(msg("two sides have the same name"))
    if not 1 <= spec.turns <= MAX_TURNS:
        out.append(msg("a battle has 1 to {most} turns (not {n})", most=MAX_TURNS, n=spec.turns))
    return out


def _text(value: str, language: str) -> LocalText:
    # A name typed in one language is kept as that language's text.
    return value if language == "en" else {language: value}


def new_battle(
    spec: NewBattleSpec, catalogue: dict[str, Any] | None = None, scenario_id: str | None = None
) -> Scenario:
    """A valid, empty scenario as ``spec`` describes it. Raises NewBattleError."""
    problems = spec_problems(spec)
    if problems:
        raise NewBattleError("; ".join(problems))
    cat = catalogue if catalogue is not None else family_catalogue()
    missing = [k for k in ("movement_classes", "terrain", "unit_types", "crt") if not cat.get(k)]
    if missing:
        raise NewBattleError(msg("the catalogue has no {parts}", parts=", ".join(missing)))
    base = [t for t in cat["terrain"] if t.get("kind", "base") == "base"]
    if not base:
        raise NewBattleError(msg("the catalogue has no base terrain to fill the map with"))
    lang = spec.language
    sides, nationalities, used = [], [], set()
    for s in spec.sides:
        sid = slug(s.name, "side")
        while sid in used:
            sid += "-2"
        used.add(sid)
        sides.append({"id": sid, "name": _text(s.name.strip(), lang), "color": s.color})
        nationalities.append({"id": sid, "name": _text(s.name.strip(), lang), "side": sid, "color": s.color})
    sequence = [{"kind": kind, "side": side["id"]} for side in sides for kind in ("movement", "combat")]
    data: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "id": scenario_id or fresh_id(spec.title),
        "info": {"title": _text(spec.title.strip(), lang), "provenance": "invented"},
        "map": {
            "columns": spec.columns,
            "rows": spec.rows,
            "orientation": spec.orientation,
            "stagger": spec.stagger,
            "labels": {
                "separator": spec.separator,
                "first_column": spec.first_column,
                "first_row": spec.first_row,
                "digits": spec.digits,
                "zero_pad": spec.zero_pad,
            },
            "default_terrain": base[0]["id"],
        },
        "sides": sides,
        "nationalities": nationalities,
        "turns": {"turns": [{"number": n, "label": str(n)} for n in range(1, spec.turns + 1)], "sequence": sequence},
    }
    for part in CATALOGUE_PARTS:
        if cat.get(part) is not None:
            data[part] = cat[part]
    if cat.get("weather", {}).get("types"):
        data["weather"] = {"types": cat["weather"]["types"]}
    return Scenario.model_validate(data)


def load_catalogue_source(path: Path) -> dict[str, Any]:
    """The catalogue of the battle in a scenario file (checked as any scenario is)."""
    from hexstudio.scenario.io import load_scenario

    return catalogue_of(load_scenario(path))
