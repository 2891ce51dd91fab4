"""The registry of named special rules the engine implements.

A scenario switches rules on by name in ``special_rules`` (``{"rule": name,
"params": {...}}``). Every name the engine knows is listed here with a
one-line description, the book sections it comes from and a check of its
parameters; ``special_rule_problems(scenario)`` reports unknown names and bad
parameters as ``Problem`` records with the JSON path of the entry
(``special_rules[3].params.side``), for ``hexstudio validate`` and the editor::

    >>> from hexstudio.engine.rulebook import known_rules
    >>> "combat_shift" in known_rules()
    True

How parameters are checked:

- a small declarative spec per rule (``SPEC``): required parameters (a
  trailing ``!``), their kind, and cross-references (sides, units, hex
  labels and hex sets, terrain, movement classes, nationalities) against
  the scenario;
- the combat package's own checks (``combat.modifiers.check_params``,
  ``combat.support.check_support_params``) for the combat rules;
- a rule module may add its own check with ``register_rule(..., check=fn)``
  where ``fn(scenario, params)`` raises ``ValueError`` naming the problem;
- finally the engine compiles the scenario's rules as a game would
  (``specials.compile_specials`` and friends): a ``ValueError`` raised there
  is reported too, so the editor never accepts what a game would refuse.

A module that implements a new named rule calls ``register_rule`` at import
time (after being listed in ``game.PLUGINS``), or adds a line to ``RULES``.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hexstudio.scenario.model import Scenario
from hexstudio.scenario.validate import Problem
from hexstudio.text import msg

CheckFn = Callable[[Scenario, dict[str, Any]], None]


@dataclass(frozen=True)
class RuleInfo:
    """One named rule: what it does, where the book says so, how to check its params."""

    name: str
    description: str
    sections: tuple[str, ...]
    spec: dict[str, str]
    check: CheckFn | None = None


# kind of each parameter ("!" = required):
#   side, unit, units, hex, hexes, hex_set, hex_sets, terrain (terrain or feature ids), terrain_id,
#   classes, nationalities, int, num, bool, str, list, dict, condition, text_or_list
_RULE_ROWS: list[tuple[str, str, tuple[str, ...], dict[str, str]]] = [
    # --- core (engine/specials.py and the modules it hands over to)
    ("air_bonus_after", msg("from some turns after a condition first holds, a side gets more air points every turn"),
     ("B14 Sicily 6.0", "E31"), {"side": "side!", "points": "int!", "when": "condition!", "delay": "int"}),
    ("air_bonus_once", msg("once per game, from a turn on, a side may add air points to that turn's (UseAirBonus)"),
     ("B14 Leyte 6.0", "E11"), {"side": "side!", "points": "int!", "from_turn": "int"}),
    ("exit_map", msg("units may leave the map by edges or hex zones, scoring or not, maybe coming back"),
     ("A8", "A3.10", "B14 Leyte 12.2", "B14 Monte Castelo"), {"side": "side", "hex_sets": "hex_sets", "edges": "list",
                                                               "zones": "list"}),
    ("evacuation", msg("units of a side leave the map through ports (Sicily's Axis evacuation to Messina)"),
     ("B14 Sicily 4.3", "A8"), {"side": "side", "port_hexes": "hexes", "hex_set": "hex_set",
                                "nationalities": "nationalities"}),
    ("annihilation_victory", msg("a side wins (or scores) by destroying the enemy, maybe by a given turn"),
     ("A9", "B15"), {"by_turn": "int", "points": "int"}),
    ("automatic_victory", msg("a side wins at once when any of the listed conditions holds"),
     ("A12.10", "B15 Monte Castelo"), {"side": "side!", "any_of": "list!"}),
    ("reinforcement_penalty", msg("a side loses points if listed reinforcements are used (waived by early release)"),
     ("B14 Monte Castelo 8", "B15"), {"side": "side!", "points": "int!", "units": "units!"}),
    ("early_release", msg("units are released (or arrive) early when a trigger condition holds"),
     ("B14 Monte Castelo 8", "A8"), {"triggers": "list!"}),
    ("guerrillas", msg("flags on guerrilla units: no ZOC, ignore enemy ZOC, do not take hexes"),
     ("B14 Leyte 11.0",), {"units": "units!", "no_zoc": "bool", "ignore_enemy_zoc": "bool",
                           "count_for_occupation": "bool"}),
    ("sea_movement", msg("a unit moves by sea from a coast hex to a landing hex with part of its MP (SeaMove)"),
     ("A3.10", "B14 Leyte 4.3", "B14 Peleliu"), {"side": "side", "max_units_per_turn": "int", "movement_factor": "num",
                                                 "destination_hex_set": "hex_set"}),
    ("flood_event", msg("on a die roll (or a fixed turn) hexes of a set become another terrain"),
     ("B14 Reichswald", "B12"), {"hex_set": "hex_set!", "terrain": "terrain_id!", "roll_turn": "int",
                                 "otherwise_turn": "int", "on": "list"}),
    ("bailey_bridge", msg("from a turn, a new road or bridge exists across a hexside"),
     ("B14 Reichswald",), {"turn": "int!", "road_path": "hexes", "hexside": "hexes"}),
    ("river_crossing", msg("an unbridged river crossing caps a move; some units cross only at bridges"),
     ("A3.5", "B14 Reichswald 4.1.1"), {"unbridged_mp_cap": "dict", "bridges_only": "dict"}),
    ("reinforcement_ports", msg("reinforcements enter at ports while their side holds them"),
     ("A8", "B14 Leyte 12.1.2"), {"side": "side!", "hex_set": "hex_set!"}),
    ("alternate_port", msg("reinforcements enter at the nearest held port when the usual one is lost"),
     ("A8", "B14 Sicily 4.2.1"), {"side": "side!", "hex_set": "hex_set!", "require_held": "bool"}),
    ("mountain_exemption", msg("units of a side in that terrain need not disengage or attack"),
     ("A3.9", "B14 Peleliu 4.1.2"), {"side": "side", "terrain": "terrain!", "need_not_disengage_or_attack": "bool"}),
    ("armor_no_mountain_engagement", msg("units with those tags may not move next to enemies in that terrain"),
     ("B14 Sicily 5.1.2", "D (U65)"), {"tags": "list!", "terrain": "terrain!"}),
    ("armor_mountain_engagement", msg("as armor_no_mountain_engagement when may_engage is false"),
     ("B14 Peleliu",), {"tags": "list!", "terrain": "terrain!", "may_engage": "bool"}),
    ("must_occupy", msg("in its movement phase of a turn a unit must end in a hex if it can reach it"),
     ("B14 Reichswald",), {"turn": "int!", "unit": "unit!", "hex": "hex!"}),
    ("no_move", msg("those units may not move that turn"),
     ("B14 Reichswald",), {"turn": "int!", "units": "units!"}),
    ("motorized_mountain_roads", msg("motorized classes move in mountains only along the named road types"),
     ("A12.3", "B14 Monte Castelo"), {"classes": "classes!", "road_types": "list", "roads_only_in": "terrain",
                                      "prohibited": "terrain"}),
    ("congestion", msg("moving through a hex held by friendly units costs extra MP"),
     ("B14 Reichswald",), {"side": "side", "surcharge": "num"}),
    # --- combat (engine/combat/)
    ("combat_shift", msg("column shifts that hold under conditions (night, surprise, encircled, armor vs antitank...)"),
     ("A4.4", "B8", "A12.5"), {}),
    ("elevation_advantage", msg("a shift when every attacker is below the defender or across a valley"),
     ("A12.6", "E42"), {}),
    ("retreat_exemption", msg("units in that terrain do not retreat, or retreat without the result's losses"),
     ("A4.8", "B14 Peleliu 5.3.3", "B14 Reichswald 5.1.2"), {}),
    ("command_bonus", msg("a column shift for attacking or defending with a whole formation"),
     ("A4.4", "B8"), {}),
    ("bombardment_limits", msg("caps on bombardment power and distance, none at night"),
     ("A7", "A12.2"), {}),
    ("encircled_if_only_across", msg("a defender that can only retreat across those hexsides counts as encircled"),
     ("B14 Peleliu 5.1.3",), {}),
    ("support_restrictions", msg("battle limits on supporting fire (terrain, own division only, count, enemy phase)"),
     ("B13", "B14 Reichswald 8.0", "B14 Peleliu 9.0"), {}),
]

RULES: dict[str, RuleInfo] = {name: RuleInfo(name, desc, secs, spec) for name, desc, secs, spec in _RULE_ROWS}


def register_rule(name: str, description: str, sections: tuple[str, ...] | list[str],
                  spec: dict[str, str] | None = None, check: CheckFn | None = None) -> None:
    """Declare a named rule (a rule module calls this at import time). Again replaces."""
    RULES[name] = RuleInfo(name, description, tuple(sections), dict(spec or {}), check)


def known_rules() -> dict[str, RuleInfo]:
    """Every named rule, once every rule module has registered itself."""
    from hexstudio.engine.game import load_plugins

    load_plugins()
    _load_rule_modules()
    return dict(sorted(RULES.items()))


def _load_rule_modules() -> None:
    """Import the one-rule-per-module packages (``engine/rules/``), which register themselves."""
    import pkgutil

    try:
        pkg = importlib.import_module("hexstudio.engine.rules")
    except ModuleNotFoundError:
        return
    for m in pkgutil.iter_modules(pkg.__path__):
        importlib.import_module(f"hexstudio.engine.rules.{m.name}")


# --------------------------------------------------------------------------- parameter checks


class _Refs:
    """What a parameter may refer to in one scenario."""

    def __init__(self, s: Scenario) -> None:
        from hexstudio.scenario.mapview import grid_of

        self.grid = grid_of(s.map)
        self.sides = {x.id for x in s.sides}
        self.units = {u.id for u in s.units}
        self.terrain = {t.id for t in s.terrain}
        self.classes = {c.id for c in s.movement_classes}
        self.nats = {n.id for n in s.nationalities}
        self.hex_sets = set(s.map.hex_sets) if isinstance(s.map.hex_sets, dict) else set()

    def hex_ok(self, v: Any) -> bool:
        if not isinstance(v, str):
            return False
        try:
            self.grid.parse(v)
        except ValueError:
            return False
        return True


# What a list parameter names, for its messages (a phrase each so it can be translated).
_ID_KINDS = {
    "unit": msg("unit"),
    "terrain": msg("terrain"),
    "movement class": msg("movement class"),
    "nationality": msg("nationality"),
    "hex set": msg("hex set"),
}


def _kind_problem(refs: _Refs, kind: str, v: Any) -> str | None:
    def ids(known: set[str], what: str) -> str | None:
        vals = v if isinstance(v, list) else None
        if vals is None or not all(isinstance(x, str) for x in vals):
            return msg("must be a list of {what} ids", what=_ID_KINDS.get(what, what))
        bad = [x for x in vals if x not in known]
        return msg("unknown {what} {values}", what=_ID_KINDS.get(what, what),
                   values=", ".join(repr(x) for x in bad[:5])) if bad else None

    if kind == "side":
        return None if v in refs.sides else msg("must be a side ({sides}), not {value!r:.40}", sides=", ".join(sorted(refs.sides)), value=v)
    if kind == "unit":
        return None if v in refs.units else msg("unknown unit {value!r:.40}", value=v)
    if kind == "units":
        return ids(refs.units, "unit")
    if kind == "terrain":
        return ids(refs.terrain, "terrain")
    if kind == "terrain_id":
        return None if v in refs.terrain else msg("unknown terrain {value!r:.40}", value=v)
    if kind == "classes":
        return ids(refs.classes, "movement class")
    if kind == "nationalities":
        return ids(refs.nats, "nationality")
    if kind == "hex_set":
        return None if v in refs.hex_sets else msg("the map has no hex set {value!r:.40}", value=v)
    if kind == "hex_sets":
        return ids(refs.hex_sets, "hex set")
    if kind == "hex":
        return None if refs.hex_ok(v) else msg("{value!r:.40} is not a hex label of this map", value=v)
    if kind == "hexes":
        if not isinstance(v, list):
            return msg("must be a list of hex labels")
        bad = [x for x in v if not refs.hex_ok(x)]
        return msg("not hex labels of this map: {values}", values=", ".join(repr(x) for x in bad[:5])) if bad else None
    if kind == "int":
        return None if isinstance(v, int) and not isinstance(v, bool) else msg("must be a whole number, not {value!r:.40}", value=v)
    if kind == "num":
        ok = isinstance(v, int | float) and not isinstance(v, bool)
        return None if ok else msg("must be a number, not {value!r:.40}", value=v)
    if kind == "bool":
        return None if isinstance(v, bool) else msg("must be true or false, not {value!r:.40}", value=v)
    if kind == "str":
        return None if isinstance(v, str) else msg("must be text, not {value!r:.40}", value=v)
    if kind == "list":
        return None if isinstance(v, list) else msg("must be a list, not {value!r:.40}", value=v)
    if kind == "dict":
        return None if isinstance(v, dict) else msg("must be an object, not {value!r:.40}", value=v)
    if kind == "condition":
        from pydantic import TypeAdapter, ValidationError

        from hexstudio.scenario.model import Condition

        try:
            TypeAdapter(Condition).validate_python(v)
        except ValidationError as e:
            return msg("is not a condition: {error}", error=e.errors()[0]["msg"])
        return None
    raise AssertionError(f"unknown parameter kind {kind!r}")


def _spec_problems(refs: _Refs, info: RuleInfo, params: dict[str, Any]) -> list[tuple[str, str]]:
    out = []
    for name, kind in info.spec.items():
        required = kind.endswith("!")
        kind = kind.rstrip("!")
        if name not in params:
            if required:
                out.append(("", msg("special rule '{rule}' needs the parameter '{param}'", rule=info.name, param=name)))
            continue
        why = _kind_problem(refs, kind, params[name])
        if why:
            out.append((name, msg("special rule '{rule}': '{param}' {why}", rule=info.name, param=name, why=why)))
    return out


def _combat_check(rule: Any) -> str | None:
    from hexstudio.engine.combat.modifiers import RULE_IDS, ModifierError, check_params
    from hexstudio.engine.combat.support import SUPPORT_RESTRICTIONS, check_support_params

    try:
        if rule.rule == SUPPORT_RESTRICTIONS:
            check_support_params(rule)
        elif rule.rule in RULE_IDS:
            check_params(rule)
    except ModifierError as e:
        return f"special rule {e}" if not str(e).startswith("special rule") else str(e)
    return None


_PARAM_IN_MESSAGE = re.compile(r"'([A-Za-z_][A-Za-z0-9_]*)' (?:must|is|needs)|parameter\(?s?\)? '?([A-Za-z_]\w*)")


def _path(i: int, param: str | None) -> str:
    return f"special_rules[{i}].params.{param}" if param else f"special_rules[{i}]"


def special_rule_problems(scenario: Scenario) -> list[Problem]:
    """Unknown rule names and bad parameters of ``scenario.special_rules``.

    >>> from hexstudio.scenario.model import SpecialRule
    >>> from hexstudio.scenario.io import load_scenario
    >>> s = load_scenario("scenarios/tutorial.json")
    >>> s = s.model_copy(update={"special_rules": [SpecialRule(rule="parachute")]})
    >>> [str(p) for p in special_rule_problems(s)][0][:60]
    "special_rules[0].rule: unknown special rule 'parachute' (know"
    """
    rules = known_rules()
    refs = _Refs(scenario)
    out: list[Problem] = []
    bad_entries: set[int] = set()
    for i, sr in enumerate(scenario.special_rules):
        info = rules.get(sr.rule)
        if info is None:
            close = [n for n in rules if n.startswith(sr.rule[:4])]
            hint = msg(" (did you mean {rules}?)", rules=", ".join(close[:3])) if close else ""
            out.append(Problem(f"special_rules[{i}].rule",
                               msg("unknown special rule '{rule}'{hint} (known: {known})", rule=sr.rule, hint=hint, known=", ".join(rules))))
            bad_entries.add(i)
            continue
        found = _spec_problems(refs, info, sr.params)
        why = _combat_check(sr)
        if why:
            m = _PARAM_IN_MESSAGE.search(why)
            found.append(((m.group(1) or m.group(2)) if m else "", why))
        if info.check is not None and not found:
            try:
                info.check(scenario, sr.params)
            except ValueError as e:
                m = _PARAM_IN_MESSAGE.search(str(e))
                found.append(((m.group(1) or m.group(2)) if m else "", str(e)))
        for param, reason in found:
            out.append(Problem(_path(i, param if param in sr.params else None), reason))
            bad_entries.add(i)
    if not out:
        out += _compile_problems(scenario)
    return out


def _compile_problems(scenario: Scenario) -> list[Problem]:
    """What the engine itself refuses when it builds a game of the scenario."""
    from hexstudio.engine.game import Game

    try:
        Game(scenario, 0)
    except ValueError as e:
        reason = str(e)
        m = re.search(r"special rule '([^']+)'", reason)
        at = re.search(r"special_rules\[(\d+)\]", reason)  # the entry, when the message names it
        if at and int(at.group(1)) < len(scenario.special_rules):
            idx: int | None = int(at.group(1))
        else:
            idx = next((i for i, sr in enumerate(scenario.special_rules) if m and sr.rule == m.group(1)), None)
        if idx is None:
            return [Problem("special_rules", msg("the engine cannot start a game: {reason}", reason=e.args[0] if e.args and isinstance(e.args[0], str) else reason))]
        p = _PARAM_IN_MESSAGE.search(reason)
        param = (p.group(1) or p.group(2)) if p else None
        return [Problem(_path(idx, param if param in scenario.special_rules[idx].params else None), e.args[0] if e.args and isinstance(e.args[0], str) else reason)]
    except Exception as e:  # a rule module tripped over data it did not expect: still say where
        return [Problem("special_rules", f"the engine cannot start a game: {type(e).__name__}: {e}")]
    return []


def describe_rules() -> str:
    """A table of the known rules (name, book sections, description) for ``--help``-style output."""
    lines = []
    for info in known_rules().values():
        lines.append(f"{info.name:<32} {'; '.join(info.sections):<40} {info.description}")
    return "\n".join(lines)
