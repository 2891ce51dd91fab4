"""Checking a scenario: the schema (pydantic) and every cross-reference.

Each problem names its place as a JSON path (``units[3].full.attack``,
``map.hexes["25-12"].terrain``) and says what is wrong in words a designer
understands. Nothing here raises on bad input; callers get a list.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from pydantic import ValidationError

from hexstudio.hexgrid import Hex, Hexside, LabelError
from hexstudio.scenario.cost import parse_cost
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import ID_PATTERN, Scenario
from hexstudio.text import Msg, msg


# A NamedTuple, not a dataclass: the class is made at every start, and a dataclass
# compiles its methods from text when made (~0.3 ms each; start-up, issue 11).
class Problem(NamedTuple):
    """One problem found in a scenario: where (its JSON path), what, and how serious."""

    path: str
    message: str
    severity: str = "error"  # or "warning"

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


def json_path(loc: Sequence[str | int]) -> str:
    """('units', 3, 'full', 'attack') -> 'units[3].full.attack'."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif isinstance(part, str) and (not part.isidentifier() or part[0].isdigit()):
            out += f'["{part}"]'
        else:
            out += f".{part}" if out else str(part)
    return out


_FRIENDLY = {
    "missing": msg("is required but missing"),
    "extra_forbidden": msg("is not a known field (misspelt?)"),
    "int_type": msg("must be a whole number"),
    "int_parsing": msg("must be a whole number"),
    "float_type": msg("must be a number"),
    "float_parsing": msg("must be a number"),
    "finite_number": msg("must be a finite number"),
    "string_type": msg("must be text"),
    "bool_type": msg("must be true or false"),
    "bool_parsing": msg("must be true or false"),
    "list_type": msg("must be a list"),
    "dict_type": msg("must be an object"),
    "model_type": msg("must be an object"),
}


# The kinds ``ref`` names, each as a whole phrase so a translation can agree in gender.
_UNKNOWN = {
    "terrain": msg("unknown terrain"),
    "terrain feature": msg("unknown terrain feature"),
    "hexside feature": msg("unknown hexside feature"),
    "road type": msg("unknown road type"),
    "movement class": msg("unknown movement class"),
    "side": msg("unknown side"),
    "nationality": msg("unknown nationality"),
    "unit type": msg("unknown unit type"),
    "formation": msg("unknown formation"),
    "unit": msg("unknown unit"),
    "hex set": msg("unknown hex set"),
    "weather": msg("unknown weather"),
    "objective": msg("unknown objective"),
}


# pydantic's own sentences for range and choice errors, rebuilt from the error's context so
# they can be translated; used only when the rebuilt text is exactly pydantic's.
_PYDANTIC_WORDS = {
    "literal_error": msg("Input should be {expected}", expected=""),
    "enum": msg("Input should be {expected}", expected=""),
    "greater_than": msg("Input should be greater than {gt}", gt=""),
    "greater_than_equal": msg("Input should be greater than or equal to {ge}", ge=""),
    "less_than": msg("Input should be less than {lt}", lt=""),
    "less_than_equal": msg("Input should be less than or equal to {le}", le=""),
}


# Ids: what the pattern of ``model.Id`` allows, in words.
_ID_PATTERN_START = "^[A-Za-z0-9_]"


def _pydantic_words(e: Any) -> str | None:
    ctx = e.get("ctx", {})
    kind = e["type"]
    if kind in ("literal_error", "enum"):
        # "'flat' or 'pointy'": the choices, without pydantic's English "or".
        choices = re.findall(r"'([^']*)'", str(ctx.get("expected", "")))
        if choices:
            return msg("must be one of: {choices}", choices=", ".join(f"'{c}'" for c in choices))
    if kind == "string_pattern_mismatch":
        pattern = str(ctx.get("pattern", ""))
        if pattern.startswith("^#"):
            return msg("must be a colour written #rrggbb, such as #3a7bd5")
        if pattern.startswith(_ID_PATTERN_START):
            return msg("must be an id: letters, digits and _ . : / + -, starting with a letter, digit or _")
        return msg("does not have the form {pattern}", pattern=pattern)
    if kind == "string_too_short":
        return msg("must not be empty") if ctx.get("min_length") == 1 else msg("needs at least {n} characters", n=ctx.get("min_length"))
    if kind == "string_too_long":
        return msg("may have at most {n} characters", n=ctx.get("max_length"))
    if kind == "too_short":
        return msg("needs at least {n} item(s) (has {count})", n=ctx.get("min_length"), count=ctx.get("actual_length"))
    if kind == "too_long":
        return msg("may have at most {n} item(s) (has {count})", n=ctx.get("max_length"), count=ctx.get("actual_length"))
    if kind == "value_error" and isinstance(ctx.get("error"), ValueError):
        # The model's own check, written with msg() where it can be translated.
        inner = ctx["error"].args[0] if ctx["error"].args else ""
        if isinstance(inner, Msg):
            return inner
    known = _PYDANTIC_WORDS.get(kind)
    if known is None:
        return None
    try:
        text = msg(known.template, **{k: v for k, v in e.get("ctx", {}).items() if isinstance(v, str | int | float)})
    except (KeyError, IndexError, ValueError):
        return None
    return text if text == e["msg"] else None


def pydantic_problems(err: ValidationError) -> list[Problem]:
    out = []
    for e in err.errors(include_url=False):
        loc = [p for p in e["loc"] if not (isinstance(p, str) and p in _UNION_TAGS)]
        if e["type"] == "loose_number":  # Model._numbers_are_numbers: the field is in the context
            out.append(Problem(json_path([*loc, *e["ctx"]["field"]]), error_text(e)))
            continue
        out.append(Problem(json_path(loc), error_text(e)))
    return out


def error_text(e: Any) -> str:
    """One pydantic error in a designer's words (translatable where we know the sentence)."""
    if e["type"] == "loose_number":  # true or "3" where a number is wanted: never coerced
        return msg("must be a number, not {value}", value=e["ctx"]["value"])
    text: str = _FRIENDLY.get(e["type"]) or _pydantic_words(e) or e["msg"]
    raised = e.get("ctx", {}).get("error")
    if e["type"] == "string_pattern_mismatch" and e.get("ctx", {}).get("pattern") == ID_PATTERN:
        text = msg("an id is letters, digits and _ . + - only (no '/', ':', spaces or '..'; found {value})", value=_short(e.get("input")))
    elif e["type"] == "value_error" and isinstance(raised, ValueError) and raised.args and isinstance(raised.args[0], str):
        text = raised.args[0]  # our own sentence (a Msg keeps its translation)
    elif e["type"] not in _FRIENDLY and text.startswith("Value error, "):
        text = text[len("Value error, ") :]
    if "input" in e and e["type"] in {"int_type", "int_parsing", "float_type", "float_parsing", "string_type", "bool_type", "bool_parsing"}:
        text = msg("{problem} (found {value})", problem=text, value=_short(e["input"]))
    return text


_UNION_TAGS = {
    "turn",
    "hex_controlled",
    "units_entered",
    "units_eliminated",
    "unit_entered",
    "any_of",
    "all_of",
    "int",
    "float",
    "str",
    "dict[str,str]",
    "function-after[_check_costs(), dict[str,union[int,float,str]]]",
}


def _short(v: Any) -> str:
    s = repr(v)
    return s if len(s) <= 40 else s[:37] + "..."


def check(scenario: Scenario) -> list[Problem]:
    """Every cross-reference problem of a schema-valid scenario."""
    return list(_Checker(scenario).run())


class _Checker:
    def __init__(self, s: Scenario) -> None:
        self.s = s
        self.grid = grid_of(s.map)
        self.terrain = {t.id: t for t in s.terrain}
        self.hexside_types = {t.id for t in s.hexside_types}
        self.road_types = {t.id for t in s.road_types}
        self.classes = {c.id for c in s.movement_classes}
        self.sides = {x.id for x in s.sides}
        self.nats = {n.id: n for n in s.nationalities}
        self.types = {t.id for t in s.unit_types}
        self.formations = {f.id: f for f in s.formations}
        self.units = {u.id for u in s.units}
        self.turn_numbers = {t.number for t in s.turns.turns}
        self.hex_sets = set(s.map.hex_sets)
        self.weather = {w.id for w in s.weather.types}
        self.off_map: set[Hex] = set()
        self._parsed: dict[str, Hex | LabelError] = {}

    def run(self) -> Iterable[Problem]:
        yield from self.duplicates()
        yield from self.map_checks()
        yield from self.catalogue_checks()
        yield from self.unit_checks()
        yield from self.schedule_checks()
        yield from self.table_checks()
        yield from self.victory_checks()
        yield from self.control_checks()
        yield from self.tutorial_checks()

    # --- helpers ---------------------------------------------------------
    def parse(self, label: str) -> Hex:
        """``grid.parse``, remembered: a full 400 x 400 map names each hex several times."""
        got = self._parsed.get(label)
        if got is None:
            try:
                got = self.grid.parse(label)
            except LabelError as e:
                got = e
            self._parsed[label] = got
        if isinstance(got, LabelError):
            raise got
        return got

    def hex_ok(self, path: str, label: str, in_play: bool = True) -> Iterable[Problem]:
        try:
            h = self.parse(label)
        except LabelError as e:
            # The exception's own argument, not str(e), keeps the sentence translatable.
            yield Problem(path, e.args[0] if e.args and isinstance(e.args[0], str) else str(e))
            return
        if in_play and h in self.off_map:
            yield Problem(path, msg("hex '{label}' is marked off-map", label=label))

    def ref(self, path: str, value: str | None, known: set[str] | dict[str, Any], what: str) -> Iterable[Problem]:
        if value is not None and value not in known:
            hint = ", ".join(sorted(known)[:8])
            more = ", ..." if len(known) > 8 else ""
            unknown = _UNKNOWN.get(what) or msg("unknown {what}", what=what)
            yield Problem(path, msg("{unknown} '{value}' (known: {hint}{more})", unknown=unknown, value=value, hint=hint, more=more)
                          if known else msg("{unknown} '{value}' (none defined)", unknown=unknown, value=value))

    def duplicates(self) -> Iterable[Problem]:
        for name, items in (
            ("terrain", self.s.terrain),
            ("hexside_types", self.s.hexside_types),
            ("road_types", self.s.road_types),
            ("movement_classes", self.s.movement_classes),
            ("sides", self.s.sides),
            ("nationalities", self.s.nationalities),
            ("unit_types", self.s.unit_types),
            ("formations", self.s.formations),
            ("units", self.s.units),
            ("reinforcements", self.s.reinforcements),
            ("withdrawals", self.s.withdrawals),
        ):
            counts = Counter(x.id for x in items)
            for i, x in enumerate(items):
                if counts[x.id] > 1:
                    yield Problem(f"{name}[{i}].id", msg("id '{id}' is used more than once", id=x.id))
                    counts[x.id] = 0

    # --- map -------------------------------------------------------------
    def map_checks(self) -> Iterable[Problem]:
        m = self.s.map
        if m.labels.separator == "" and not m.labels.zero_pad:
            yield Problem("map.labels.zero_pad", msg("labels without a separator must be zero-padded, or they cannot be read back"))
        for i, label in enumerate(m.off_map):
            yield from self.hex_ok(f"map.off_map[{i}]", label, in_play=False)
        self.off_map = set()
        for label in m.off_map:
            try:
                self.off_map.add(self.parse(label))
            except LabelError:
                pass
        yield from self.ref("map.default_terrain", m.default_terrain, self.terrain, "terrain")
        if m.default_terrain in self.terrain and self.terrain[m.default_terrain].kind != "base":
            yield Problem("map.default_terrain", msg("'{terrain}' is an overlay, not a base terrain", terrain=m.default_terrain))
        seen: dict[Hex, str] = {}
        # A full 400 x 400 map describes 160,000 hexes: the loop does only what a
        # well-formed hex needs (the JSON path is written out for a problem only).
        terrain = self.terrain
        for label, data in m.hexes.items():
            try:
                h = self.parse(label)
            except LabelError:
                yield from self.hex_ok(f'map.hexes["{label}"]', label, in_play=False)
            else:
                if h in seen:
                    yield Problem(f'map.hexes["{label}"]', msg("the same hex as '{label}'", label=seen[h]))
                seen[h] = label
            tid = data.terrain
            if tid is not None:
                t = terrain.get(tid)
                if t is None:
                    yield from self.ref(f'map.hexes["{label}"].terrain', tid, terrain, "terrain")
                elif t.kind != "base":
                    yield Problem(f'map.hexes["{label}"].terrain', msg("'{terrain}' is an overlay; put it in 'features'", terrain=tid))
            if not data.features:
                continue
            p = f'map.hexes["{label}"]'
            for j, f in enumerate(data.features):
                yield from self.ref(f"{p}.features[{j}]", f, self.terrain, "terrain feature")
                t = self.terrain.get(f)
                if t is not None and t.kind != "overlay":
                    yield Problem(f"{p}.features[{j}]", msg("'{terrain}' is a base terrain; set it as 'terrain'", terrain=f))
        for i, hs in enumerate(m.hexsides):
            p = f"map.hexsides[{i}]"
            ok = True
            for j, label in enumerate(hs.hexes):
                probs = list(self.hex_ok(f"{p}.hexes[{j}]", label, in_play=False))
                ok = ok and not probs
                yield from probs
            if ok:
                a, b = (self.parse(x) for x in hs.hexes)
                if a.distance(b) != 1:
                    yield Problem(f"{p}.hexes", msg("hexes '{a}' and '{b}' are not neighbours", a=hs.hexes[0], b=hs.hexes[1]))
            for j, f in enumerate(hs.features):
                yield from self.ref(f"{p}.features[{j}]", f, self.hexside_types, "hexside feature")
        for i, road in enumerate(m.roads):
            p = f"map.roads[{i}]"
            yield from self.ref(f"{p}.type", road.type, self.road_types, "road type")
            prev = None
            for j, label in enumerate(road.path):
                probs = list(self.hex_ok(f"{p}.path[{j}]", label))
                yield from probs
                cur = None if probs else self.parse(label)
                if prev is not None and cur is not None and prev.distance(cur) != 1:
                    yield Problem(f"{p}.path[{j}]", msg("'{label}' is not next to '{previous}': a road links neighbouring hexes", label=label, previous=road.path[j - 1]))
                prev = cur
        for key, hset in m.hex_sets.items():
            for j, label in enumerate(hset.hexes):
                yield from self.hex_ok(f'map.hex_sets["{key}"].hexes[{j}]', label, in_play=False)

    # --- catalogues ------------------------------------------------------
    def catalogue_checks(self) -> Iterable[Problem]:
        for i, t in enumerate(self.s.terrain):
            for k, v in t.move.items():
                if k != "*":
                    yield from self.ref(f"terrain[{i}].move", k, self.classes, "movement class")
                if t.kind == "base" and parse_cost(v).kind == "same":
                    yield Problem(f"terrain[{i}].move.{k}", msg("a base terrain cannot cost 'as the terrain' (=)"))
            if t.kind == "base" and "*" not in t.move:
                missing = sorted(self.classes - set(t.move))
                if missing:
                    yield Problem(f"terrain[{i}].move", msg("no cost for movement class {classes} (add it, or a '*' default)", classes=", ".join(missing)))
        for i, h in enumerate(self.s.hexside_types):
            for k in h.move:
                if k != "*":
                    yield from self.ref(f"hexside_types[{i}].move", k, self.classes, "movement class")
            for j, n in enumerate(h.negates):
                yield from self.ref(f"hexside_types[{i}].negates[{j}]", n, self.hexside_types, "hexside feature")
        for i, r in enumerate(self.s.road_types):
            for k in r.move:
                if k != "*":
                    yield from self.ref(f"road_types[{i}].move", k, self.classes, "movement class")
        for i, n in enumerate(self.s.nationalities):
            yield from self.ref(f"nationalities[{i}].side", n.side, self.sides, "side")
        for i, t in enumerate(self.s.unit_types):
            yield from self.ref(f"unit_types[{i}].movement_class", t.movement_class, self.classes, "movement class")

    # --- units -----------------------------------------------------------
    def unit_checks(self) -> Iterable[Problem]:
        for i, f in enumerate(self.s.formations):
            yield from self.ref(f"formations[{i}].parent", f.parent, self.formations, "formation")
            yield from self.ref(f"formations[{i}].nationality", f.nationality, self.nats, "nationality")
            # A formation may not contain itself.
            seen = {f.id}
            cur = f.parent
            while cur is not None and cur in self.formations:
                if cur in seen:
                    yield Problem(f"formations[{i}].parent", msg("formation '{id}' is inside itself", id=f.id))
                    break
                seen.add(cur)
                cur = self.formations[cur].parent
        for i, u in enumerate(self.s.units):
            p = f"units[{i}]"
            yield from self.ref(f"{p}.type", u.type, self.types, "unit type")
            yield from self.ref(f"{p}.nationality", u.nationality, self.nats, "nationality")
            yield from self.ref(f"{p}.formation", u.formation, self.formations, "formation")
            if u.reduced is not None and u.steps < 2:
                yield Problem(f"{p}.reduced", msg("a one-step unit has no reduced face"))
            if u.release_turn is not None and u.release_turn not in self.turn_numbers:
                yield Problem(f"{p}.release_turn", msg("turn {turn} is not on the turn track", turn=u.release_turn))
        placed: Counter[str] = Counter()
        for i, pl in enumerate(self.s.setup):
            p = f"setup[{i}]"
            yield from self.ref(f"{p}.unit", pl.unit, self.units, "unit")
            yield from self.hex_ok(f"{p}.hex", pl.hex)
            placed[pl.unit] += 1
            if placed[pl.unit] == 2:
                yield Problem(f"{p}.unit", msg("unit '{unit}' is set up more than once", unit=pl.unit))

    # --- schedules -------------------------------------------------------
    def condition_checks(self, path: str, c: Any) -> Iterable[Problem]:
        if c is None:
            return
        kind = c.kind
        if kind == "turn":
            yield from self.turn_ok(f"{path}.turn", c.turn)
        if hasattr(c, "side") and c.side is not None:
            yield from self.ref(f"{path}.side", c.side, self.sides, "side")
        for j, label in enumerate(getattr(c, "hexes", [])):
            yield from self.hex_ok(f"{path}.hexes[{j}]", label, in_play=False)
        if getattr(c, "hex_set", None) is not None:
            yield from self.ref(f"{path}.hex_set", c.hex_set, self.hex_sets, "hex set")
        for j, u in enumerate(getattr(c, "units", [])):
            yield from self.ref(f"{path}.units[{j}]", u, self.units, "unit")
        if getattr(c, "formation", None) is not None:
            yield from self.ref(f"{path}.formation", c.formation, self.formations, "formation")
        for j, sub in enumerate(getattr(c, "conditions", [])):
            yield from self.condition_checks(f"{path}.conditions[{j}]", sub)

    def turn_ok(self, path: str, turn: int | None) -> Iterable[Problem]:
        if turn is not None and turn not in self.turn_numbers:
            lo, hi = min(self.turn_numbers), max(self.turn_numbers)
            yield Problem(path, msg("turn {turn} is not on the turn track ({lo}-{hi})", turn=turn, lo=lo, hi=hi))

    def schedule_checks(self) -> Iterable[Problem]:
        arriving: Counter[str] = Counter()
        for name, items in (("reinforcements", self.s.reinforcements), ("withdrawals", self.s.withdrawals)):
            for i, r in enumerate(items):
                p = f"{name}[{i}]"
                for j, u in enumerate(r.units):
                    yield from self.ref(f"{p}.units[{j}]", u, self.units, "unit")
                yield from self.turn_ok(f"{p}.schedule.turn", r.schedule.turn)
                yield from self.condition_checks(f"{p}.schedule.when", r.schedule.when)
                entries = [(p, r)] if name == "reinforcements" else []
                if name == "withdrawals" and r.returns is not None:
                    entries.append((f"{p}.returns", r.returns))
                    yield from self.turn_ok(f"{p}.returns.schedule.turn", r.returns.schedule.turn)
                for ep, er in entries:
                    e = er.entry
                    for j, label in enumerate(e.hexes):
                        yield from self.hex_ok(f"{ep}.entry.hexes[{j}]", label)
                    yield from self.ref(f"{ep}.entry.hex_set", e.hex_set, self.hex_sets, "hex set")
                    if not e.hexes and e.hex_set is None and e.edge is None:
                        yield Problem(f"{ep}.entry", msg("no entry given: list hexes, a hex set or a map edge"))
                if name == "reinforcements":
                    for u in r.units:
                        arriving[u] += 1
        setup = {pl.unit for pl in self.s.setup}
        for i, r in enumerate(self.s.reinforcements):
            for j, u in enumerate(r.units):
                if u in setup:
                    yield Problem(f"reinforcements[{i}].units[{j}]", msg("unit '{unit}' is already set up on the map", unit=u))
                if arriving[u] > 1:
                    yield Problem(f"reinforcements[{i}].units[{j}]", msg("unit '{unit}' arrives in more than one reinforcement", unit=u))
                    arriving[u] = 0
        for i, t in enumerate(self.s.turns.turns):
            yield from self.ref(f"turns.turns[{i}].weather", t.weather, self.weather, "weather")
        counts = Counter(t.number for t in self.s.turns.turns)
        for i, t in enumerate(self.s.turns.turns):
            if counts[t.number] > 1:
                yield Problem(f"turns.turns[{i}].number", msg("turn {turn} appears more than once", turn=t.number))
                counts[t.number] = 0
        for i, ph in enumerate(self.s.turns.sequence):
            yield from self.ref(f"turns.sequence[{i}].side", ph.side, self.sides, "side")
            if ph.kind in ("movement", "combat") and ph.side is None:
                yield Problem(f"turns.sequence[{i}].side", msg("a {kind} phase needs the side that plays it", kind=ph.kind))
            for j, n in enumerate(ph.turns or []):
                yield from self.turn_ok(f"turns.sequence[{i}].turns[{j}]", n)
        for i, wr in enumerate(self.s.weather.rolls):
            for j, n in enumerate(wr.turns):
                yield from self.turn_ok(f"weather.rolls[{i}].turns[{j}]", n)
            faces = 6 if wr.die == "1d6" else 12
            for j, o in enumerate(wr.outcomes):
                yield from self.ref(f"weather.rolls[{i}].outcomes[{j}].weather", o.weather, self.weather, "weather")
                for k, roll in enumerate(o.rolls):
                    if not (1 if wr.die == "1d6" else 2) <= roll <= faces:
                        yield Problem(f"weather.rolls[{i}].outcomes[{j}].rolls[{k}]", msg("{roll} cannot be rolled on {dice}", roll=roll, dice=wr.die))

    # --- tables ----------------------------------------------------------
    def dice_rows(self, path: str, dice: str, rows: list[Any]) -> Iterable[Problem]:
        lo, hi = (1, 6) if dice == "1d6" else (2, 12)
        seen: set[int] = set()
        for i, row in enumerate(rows):
            for j, r in enumerate(row.rolls):
                if not lo <= r <= hi:
                    yield Problem(f"{path}.rows[{i}].rolls[{j}]", msg("{roll} cannot be rolled on {dice}", roll=r, dice=dice))
                elif r in seen:
                    yield Problem(f"{path}.rows[{i}].rolls[{j}]", msg("roll {roll} is already on another row", roll=r))
                seen.add(r)
        missing = sorted(set(range(lo, hi + 1)) - seen)
        if missing:
            yield Problem(f"{path}.rows", msg("no row for roll {rolls}", rolls=", ".join(map(str, missing))))

    def table_shape(self, path: str, cells: list[list[str]], nrows: int, ncols: int) -> Iterable[Problem]:
        if len(cells) != nrows:
            yield Problem(f"{path}.cells", msg("has {rows} rows but the table has {nrows} dice rows", rows=len(cells), nrows=nrows))
        for i, row in enumerate(cells):
            if len(row) != ncols:
                yield Problem(f"{path}.cells[{i}]", msg("has {cells} cells but the table has {ncols} columns", cells=len(row), ncols=ncols))

    def table_checks(self) -> Iterable[Problem]:
        crt = self.s.crt
        yield from self.dice_rows("crt", crt.dice, crt.rows)
        yield from self.table_shape("crt", crt.cells, len(crt.rows), len(crt.columns))
        ratios = [c.odds[0] / c.odds[1] for c in crt.columns]
        if any(b <= a for a, b in itertools.pairwise(ratios)):
            yield Problem("crt.columns", msg("columns must run from the defender's best odds to the attacker's best (e.g. 1-4 ... 9-1)"))
        for i, row in enumerate(crt.cells):
            for j, cell in enumerate(row):
                codes = cell.split()
                if not 1 <= len(codes) <= 2:
                    yield Problem(f"crt.cells[{i}][{j}]", msg("'{cell}' should be one result code or a defender and an attacker code", cell=cell))
                for code in codes:
                    if code not in crt.results:
                        yield Problem(f"crt.cells[{i}][{j}]", msg("unknown result code '{code}' (known: {known})", code=code, known=", ".join(crt.results)))
        bt = self.s.bombardment
        if bt is not None:
            yield from self.dice_rows("bombardment", bt.dice, bt.rows)
            yield from self.table_shape("bombardment", bt.cells, len(bt.rows), len(bt.columns))
            for i, col in enumerate(bt.columns):
                if col.max is not None and col.max < col.min:
                    yield Problem(f"bombardment.columns[{i}]", msg("'{column}' ends ({max}) before it starts ({min})", column=col.label, max=col.max, min=col.min))
                if i and bt.columns[i - 1].max is not None and col.min <= (bt.columns[i - 1].max or 0):
                    yield Problem(f"bombardment.columns[{i}]", msg("'{column}' overlaps the previous column", column=col.label))
                if i < len(bt.columns) - 1 and col.max is None:
                    yield Problem(f"bombardment.columns[{i}].max", msg("only the last column may be open-ended"))
            for i, row in enumerate(bt.cells):
                for j, cell in enumerate(row):
                    if cell not in bt.results:
                        yield Problem(f"bombardment.cells[{i}][{j}]", msg("unknown result '{cell}' (known: {known})", cell=cell, known=", ".join(bt.results)))
        for i, ap in enumerate(self.s.air_power.sides):
            yield from self.ref(f"air_power.sides[{i}].side", ap.side, self.sides, "side")
            if ap.per_use_min > ap.per_use_max:
                yield Problem(f"air_power.sides[{i}]", msg("per_use_min is larger than per_use_max"))
            for j, e in enumerate(ap.schedule):
                for k, n in enumerate(e.turns):
                    yield from self.turn_ok(f"air_power.sides[{i}].schedule[{j}].turns[{k}]", n)
        for i, w in enumerate(self.s.weather.types):
            for j, t in enumerate(w.exempt_terrain):
                yield from self.ref(f"weather.types[{i}].exempt_terrain[{j}]", t, self.terrain, "terrain")
            for j, t in enumerate(w.exempt_roads):
                yield from self.ref(f"weather.types[{i}].exempt_roads[{j}]", t, self.road_types, "road type")
            for side in w.air_points or {}:
                yield from self.ref(f"weather.types[{i}].air_points", side, self.sides, "side")

    # --- victory ---------------------------------------------------------
    def victory_checks(self) -> Iterable[Problem]:
        for i, o in enumerate(self.s.victory.objectives):
            p = f"victory.objectives[{i}]"
            for j, label in enumerate(o.hexes):
                yield from self.hex_ok(f"{p}.hexes[{j}]", label)
            yield from self.ref(f"{p}.hex_set", o.hex_set, self.hex_sets, "hex set")
            if not o.hexes and o.hex_set is None:
                yield Problem(p, msg("an objective needs hexes or a hex set"))
            for side in o.points:
                yield from self.ref(f"{p}.points", side, self.sides, "side")
            if o.when == "turn":
                if o.turn is None:
                    yield Problem(f"{p}.turn", msg("an objective scored at a turn needs that turn"))
                yield from self.turn_ok(f"{p}.turn", o.turn)
        for i, up in enumerate(self.s.victory.unit_points):
            p = f"victory.unit_points[{i}]"
            yield from self.ref(f"{p}.scorer", up.scorer, self.sides, "side")
            f = up.units
            yield from self.ref(f"{p}.units.side", f.side, self.sides, "side")
            for j, n in enumerate(f.nationalities):
                yield from self.ref(f"{p}.units.nationalities[{j}]", n, self.nats, "nationality")
            for j, t in enumerate(f.types):
                yield from self.ref(f"{p}.units.types[{j}]", t, self.types, "unit type")
            for j, u in enumerate(f.units):
                yield from self.ref(f"{p}.units.units[{j}]", u, self.units, "unit")

    def control_checks(self) -> Iterable[Problem]:
        objectives = {o.id for o in self.s.victory.objectives}
        sc = self.s.start_control
        yield from self.ref("start_control.side", sc.side, self.sides, "side")
        if sc.default == "side" and sc.side is None:
            yield Problem("start_control.side", msg("the default 'side' needs the side that holds the map"))
        for i, a in enumerate(self.s.start_control.areas):
            p = f"start_control.areas[{i}]"
            yield from self.ref(f"{p}.side", a.side, self.sides, "side")
            for j, label in enumerate(a.hexes):
                yield from self.hex_ok(f"{p}.hexes[{j}]", label)
            yield from self.ref(f"{p}.hex_set", a.hex_set, self.hex_sets, "hex set")
            for j, o in enumerate(a.objectives):
                yield from self.ref(f"{p}.objectives[{j}]", o, objectives, "objective")

    def tutorial_checks(self) -> Iterable[Problem]:
        for i, step in enumerate(self.s.tutorial):
            yield from self.turn_ok(f"tutorial[{i}].turn", step.turn)
            yield from self.ref(f"tutorial[{i}].side", step.side, self.sides, "side")
            for j, label in enumerate(step.hexes):
                yield from self.hex_ok(f"tutorial[{i}].hexes[{j}]", label, in_play=False)


def hexside_of(scenario: Scenario, a: str, b: str) -> Hexside:
    g = grid_of(scenario.map)
    return Hexside(g.parse(a), g.parse(b))
