"""Checks of a battle's design that go beyond references: things that load
fine but cannot play as meant.

* a unit set up in a hex its movement class may not enter (its terrain or a
  feature says X, and no road there opens it);
* more units set up in a hex than the stacking limit (the hex terrain's own
  limit when it has one);
* an arrival whose entry hexes lie outside the map or off-map;
* an objective no side can score (no points, or none above zero);
* an arrival or withdrawal condition that can never hold: hexes to control
  or enter with no hexes named, units to enter or be eliminated with no
  units named;
* a scenario whose ``info.provenance`` claims better than its worst part
  (a "book" battle on a reconstructed map);
* weather-roll outcomes that leave a die result without weather or give it
  twice; air points given twice for a turn, or a schedule the weather
  overrides; stacking composition for an unknown side; retreat costs for a
  hexside type or unit type/tag the scenario does not have.

Each problem names its JSON path like ``validate.check`` and, when it is
about one hex, that hex's label, so the editor can centre the board on it.
Nothing here imports Qt.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from hexstudio.hexgrid import LabelError
from hexstudio.scenario.cost import parse_cost
from hexstudio.scenario.mapview import MapView, grid_of
from hexstudio.scenario.model import Scenario, TerrainType
from hexstudio.scenario.provenance import provenance_summary
from hexstudio.text import msg


@dataclass(frozen=True)
class DesignProblem:
    path: str
    message: str
    hex: str | None = None
    severity: str = "warning"

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


def _prohibited(t: TerrainType | None, cls: str) -> bool:
    if t is None:
        return False
    value = t.move.get(cls, t.move.get("*"))
    if value is None:
        return False
    try:
        return parse_cost(value).prohibited
    except ValueError:
        return False  # a bad cost is validate.check's problem


def check_design(scenario: Scenario) -> list[DesignProblem]:
    out: list[DesignProblem] = []
    s = scenario
    g = grid_of(s.map)
    try:
        view = MapView.build(s)
    except (LabelError, ValueError, KeyError):
        return out  # the map itself is broken: validate.check names why
    terrain = s.terrain_by_id()
    units = s.unit_by_id()
    classes = {t.id: t.movement_class for t in s.unit_types}
    per_hex: Counter[str] = Counter()
    for i, p in enumerate(s.setup):
        try:
            h = g.parse(p.hex)
        except (LabelError, ValueError):
            continue
        label = g.label(h)
        per_hex[label] += 1
        u = units.get(p.unit)
        if u is None:
            continue
        cls = classes.get(u.type)
        if cls is None:
            continue
        if view.road_links(h):
            continue  # a road may open the hex; the engine decides per road type
        where = [view.terrain(h), *view.features(h)]
        bad = next((x for x in where if _prohibited(terrain.get(x), cls)), None)
        if bad is not None:
            out.append(
                DesignProblem(f"setup[{i}].hex", msg("unit '{unit}' ({cls}) is set up in {label}, {terrain} terrain it may not enter", unit=u.id, cls=cls, label=label, terrain=bad), label)
            )
    summary = provenance_summary(s)
    if summary.overall != summary.declared:
        out.append(DesignProblem("info.provenance", msg(
            "the scenario says '{declared}' but some of its parts are '{worst}': a battle is as faithful as its"
            " least faithful part (map, hexes, units)", declared=summary.declared.value, worst=summary.overall.value)))
    limit = s.rules.stacking.limit
    for label, n in sorted(per_hex.items()):
        h = g.parse(label)
        t = terrain.get(view.terrain(h))
        cap = t.stacking_limit if t is not None and t.stacking_limit is not None else limit
        if n > cap:
            i = next(j for j, p in enumerate(s.setup) if p.hex == label or _same(g, p.hex, label))
            out.append(DesignProblem(f"setup[{i}].hex", msg("{n} units set up in {label}: more than the stacking limit of {cap}", n=n, label=label, cap=cap), label))
    for i, r in enumerate(s.reinforcements):
        for j, x in enumerate(r.entry.hexes):
            try:
                h = g.parse(x)
            except (LabelError, ValueError):
                out.append(DesignProblem(f"reinforcements[{i}].entry.hexes[{j}]", msg("entry hex '{label}' is outside the map", label=x), None))
                continue
            if not view.in_play(h):
                out.append(DesignProblem(f"reinforcements[{i}].entry.hexes[{j}]", msg("entry hex {label} is off-map", label=x), g.label(h)))
    sides = {x.id for x in s.sides}
    for i, o in enumerate(s.victory.objectives):
        scoring = [k for k, v in o.points.items() if k in sides and v > 0]
        if not scoring:
            first = o.hexes[0] if o.hexes else None
            out.append(DesignProblem(f"victory.objectives[{i}].points", msg("objective '{id}' gives no side any points", id=o.id), first))
    for section in ("reinforcements", "withdrawals"):
        for i, item in enumerate(getattr(s, section)):
            if item.schedule.when is not None:
                out += _empty_conditions(item.schedule.when, f"{section}[{i}].schedule.when", item.id)
    out += _rule_tables(s)
    return out


def _rule_tables(s: Scenario) -> list[DesignProblem]:
    """The small rule tables the editor shows as grids: weather rolls, air power,
    stacking composition, retreat across hexsides."""
    out: list[DesignProblem] = []
    for i, wr in enumerate(s.weather.rolls):
        faces = range(1, 7) if wr.die == "1d6" else range(2, 13)
        seen: Counter[int] = Counter(r for o in wr.outcomes for r in o.rolls)
        missing = [f for f in faces if f not in seen]
        twice = sorted(r for r, n in seen.items() if n > 1)
        if missing:
            out.append(DesignProblem(f"weather.rolls[{i}].outcomes",
                                     msg("a roll of {rolls} on {dice} gives no weather", rolls=", ".join(map(str, missing)), dice=wr.die)))
        if twice:
            out.append(DesignProblem(f"weather.rolls[{i}].outcomes",
                                     msg("a roll of {rolls} is in more than one outcome", rolls=", ".join(map(str, twice)))))
    for i, ap in enumerate(s.air_power.sides):
        turns: Counter[int] = Counter(t for e in ap.schedule for t in e.turns)
        twice = sorted(t for t, n in turns.items() if n > 1)
        if twice:
            out.append(DesignProblem(f"air_power.sides[{i}].schedule",
                                     msg("turn {turns} has air points in more than one row", turns=", ".join(map(str, twice)))))
        if ap.schedule and ap.from_weather:
            out.append(DesignProblem(f"air_power.sides[{i}].schedule",
                                     msg("points come from the weather, so this schedule is not used")))
    sides = {x.id for x in s.sides}
    for i, c in enumerate(s.rules.stacking.composition):
        if c.side is not None and c.side not in sides:
            out.append(DesignProblem(f"rules.stacking.composition[{i}].side", msg("unknown side '{side}'", side=c.side), severity="error"))
    features = {t.id for t in s.hexside_types}
    unit_keys = {"any", "*"} | {t.id for t in s.unit_types} | {tag for t in s.unit_types for tag in t.tags}
    for f, per in s.rules.retreat.across_hexside.items():
        if f not in features:
            out.append(DesignProblem(f"rules.retreat.across_hexside.{f}", msg("'{feature}' is not a hexside type of this scenario", feature=f)))
        for u in per:
            if u not in unit_keys:
                out.append(DesignProblem(f"rules.retreat.across_hexside.{f}.{u}",
                                         msg("'{unit}' is neither a unit type nor a tag of one, nor 'any'", unit=u)))
    return out


def _empty_conditions(cond: Any, path: str, owner: str) -> list[DesignProblem]:
    k = cond.kind
    if k in ("any_of", "all_of"):
        return [p for j, c in enumerate(cond.conditions) for p in _empty_conditions(c, f"{path}.conditions[{j}]", owner)]
    if k in ("hex_controlled", "unit_entered") and not cond.hexes and cond.hex_set is None:
        return [DesignProblem(path, msg("the condition of '{owner}' names no hexes, so it never holds", owner=owner))]
    if k == "units_entered" and not cond.units and cond.formation is None:
        return [DesignProblem(path, msg("the condition of '{owner}' names no units, so it never holds", owner=owner))]
    if k == "units_eliminated" and not cond.units and cond.formation is None and cond.side is None:
        return [DesignProblem(path, msg("the condition of '{owner}' names no units, so it never holds", owner=owner))]
    return []


def _same(g: object, a: str, b: str) -> bool:
    try:
        return g.label(g.parse(a)) == b  # type: ignore[attr-defined]
    except (LabelError, ValueError):
        return False
