"""The registry of named special rules the engine implements.

A scenario switches rules on by name in ``special_rules`` (``{"rule": name,
"params": {...}}``). Every name the engine knows is listed here with a
one-line description, the book sections it comes from, its parameters as a
typed model (``params.RuleParams``) and the modules that read them;
``special_rule_problems(scenario)`` reports unknown names and bad parameters
as ``Problem`` records with the JSON path of the value
(``special_rules[3].params.zones[0].hex_set``), for ``hexstudio validate`` and
the editor::

    >>> from hexstudio.engine.rulebook import known_rules
    >>> "combat_shift" in known_rules()
    True

How parameters are checked:

- the rule's model: types, ranges, required or optional, list item types,
  no unknown parameter, and every reference (sides, units, hex labels and hex
  sets, terrain, movement classes, nationalities, objectives...) against the
  scenario;
- a rule module may add its own check with ``register_rule(..., check=fn)``
  where ``fn(scenario, params)`` raises ``ValueError`` naming the problem;
- finally the engine compiles the scenario's rules as a game would
  (``specials.compile_specials`` and friends): a ``ValueError`` raised there
  is reported too, so the editor never accepts what a game would refuse.

``active_rules(scenario)`` gives the checked rules a ``Game`` plays with
(``ActiveRule``: the rule's name, its typed params, its notes, its index).

A module that implements a new named rule calls ``register_rule`` at import
time (after being listed in ``game.PLUGINS``), or ``rules.base.named_rule``, or
adds a line to ``RULES``, always with its parameters' model.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from hexstudio.engine import core_params as C
from hexstudio.engine.params import Refs, RuleParams, validate_params
from hexstudio.scenario.model import LocalText, Scenario
from hexstudio.scenario.validate import Problem, error_text, json_path
from hexstudio.text import msg

CheckFn = Callable[[Scenario, Any], None]


@dataclass(frozen=True)
class RuleInfo:
    """One named rule: what it does, where the book says so, its parameters and who reads them."""

    name: str
    description: str
    sections: tuple[str, ...]
    params: type[RuleParams]
    readers: tuple[str, ...] = ()  # modules (dotted names) that read the params
    check: CheckFn | None = None


@dataclass(frozen=True)
class ActiveRule:
    """A special rule of a scenario, its parameters checked and typed (what a game reads)."""

    index: int
    rule: str
    params: RuleParams
    notes: LocalText = ""


_SPECIALS = "hexstudio.engine.specials"
_COMBAT = "hexstudio.engine.combat."
_RULE_ROWS: list[tuple[str, str, tuple[str, ...], type[RuleParams], tuple[str, ...]]] = [
    # --- core (engine/specials.py and the modules it hands over to)
    ("air_bonus_after", msg("from some turns after a condition first holds, a side gets more air points every turn"),
     ("B14 Sicily 6.0", "E31"), C.AirBonusAfter, (_SPECIALS,)),
    ("air_bonus_once", msg("once per game, from a turn on, a side may add air points to that turn's (UseAirBonus)"),
     ("B14 Leyte 6.0", "E11"), C.AirBonusOnce, (_SPECIALS,)),
    ("exit_map", msg("units may leave the map by edges or hex zones, scoring or not, maybe coming back"),
     ("A8", "A3.10", "B14 Leyte 12.2", "B14 Monte Castelo"), C.ExitMap,
     ("hexstudio.engine.exits", "hexstudio.engine.rules.exit_scoring")),
    ("evacuation", msg("units of a side leave the map through ports (Sicily's Axis evacuation to Messina)"),
     ("B14 Sicily 4.3", "A8"), C.Evacuation, ("hexstudio.engine.exits",)),
    ("annihilation_victory", msg("a side wins (or scores) by destroying the enemy, maybe by a given turn"),
     ("A9", "B15"), C.AnnihilationVictory, ("hexstudio.engine.victory",)),
    ("automatic_victory", msg("a side wins at once when any of the listed conditions holds"),
     ("A12.10", "B15 Monte Castelo"), C.AutomaticVictory, ("hexstudio.engine.victory",)),
    ("reinforcement_penalty", msg("a side loses points if listed reinforcements are used (waived by early release)"),
     ("B14 Monte Castelo 8", "B15"), C.ReinforcementPenalty, ("hexstudio.engine.victory",)),
    ("early_release", msg("units are released (or arrive) early when a trigger condition holds"),
     ("B14 Monte Castelo 8", "A8"), C.EarlyRelease, (_SPECIALS,)),
    ("guerrillas", msg("flags on guerrilla units: no ZOC, ignore enemy ZOC, do not take hexes"),
     ("B14 Leyte 11.0",), C.Guerrillas, (_SPECIALS, "hexstudio.engine.rules.guerrilla_support")),
    ("sea_movement", msg("a unit moves by sea from a coast hex to a landing hex with part of its MP (SeaMove)"),
     ("A3.10", "B14 Leyte 4.3", "B14 Peleliu"), C.SeaMovement, ("hexstudio.engine.sea",)),
    ("flood_event", msg("on a die roll (or a fixed turn) hexes of a set become another terrain"),
     ("B14 Reichswald", "B12"), C.FloodEvent, ("hexstudio.engine.map_events",)),
    ("bailey_bridge", msg("from a turn, a new road or bridge exists across a hexside"),
     ("B14 Reichswald",), C.BaileyBridge, ("hexstudio.engine.map_events",)),
    ("river_crossing", msg("an unbridged river crossing caps a move; some units cross only at bridges"),
     ("A3.5", "B14 Reichswald 4.1.1"), C.RiverCrossing, (_SPECIALS,)),
    ("reinforcement_ports", msg("reinforcements enter at ports while their side holds them"),
     ("A8", "B14 Leyte 12.1.2"), C.ReinforcementPorts, (_SPECIALS,)),
    ("alternate_port", msg("reinforcements enter at the nearest held port when the usual one is lost"),
     ("A8", "B14 Sicily 4.2.1"), C.AlternatePort, (_SPECIALS, "hexstudio.engine.rules.entry_limits")),
    ("mountain_exemption", msg("units of a side in that terrain need not disengage or attack"),
     ("A3.9", "B14 Peleliu 4.1.2"), C.MountainExemption, (_SPECIALS,)),
    ("armor_no_mountain_engagement", msg("units with those tags may not move next to enemies in that terrain"),
     ("B14 Sicily 5.1.2", "D (U65)"), C.ArmorNoMountainEngagement, (_SPECIALS,)),
    ("armor_mountain_engagement", msg("as armor_no_mountain_engagement when may_engage is false"),
     ("B14 Peleliu",), C.ArmorMountainEngagement, (_SPECIALS,)),
    ("must_occupy", msg("in its movement phase of a turn a unit must end in a hex if it can reach it"),
     ("B14 Reichswald",), C.MustOccupy, (_SPECIALS,)),
    ("no_move", msg("those units may not move that turn"),
     ("B14 Reichswald",), C.NoMove, (_SPECIALS,)),
    ("motorized_mountain_roads", msg("motorized classes move in mountains only along the named road types"),
     ("A12.3", "B14 Monte Castelo"), C.MotorizedMountainRoads, ("hexstudio.engine.terrain_costs",)),
    ("congestion", msg("moving through a hex held by friendly units costs extra MP"),
     ("B14 Reichswald",), C.Congestion, ("hexstudio.engine.movement",)),
    # --- combat (engine/combat/)
    ("combat_shift", msg("column shifts that hold under conditions (night, surprise, encircled, armor vs antitank...)"),
     ("A4.4", "B8", "A12.5"), C.CombatShift, (_COMBAT + "modifiers",)),
    ("elevation_advantage", msg("a shift when every attacker is below the defender or across a valley"),
     ("A12.6", "E42"), C.ElevationAdvantage, (_COMBAT + "modifiers",)),
    ("retreat_exemption", msg("units in that terrain do not retreat, or retreat without the result's losses"),
     ("A4.8", "B14 Peleliu 5.3.3", "B14 Reichswald 5.1.2"), C.RetreatExemption, (_COMBAT + "modifiers",)),
    ("command_bonus", msg("a column shift for attacking or defending with a whole formation"),
     ("A4.4", "B8"), C.CommandBonus, (_COMBAT + "situation", _COMBAT + "named")),
    ("bombardment_limits", msg("caps on bombardment power and distance, none at night"),
     ("A7", "A12.2"), C.BombardmentLimits, (_COMBAT + "handlers",)),
    ("encircled_if_only_across", msg("a defender that can only retreat across those hexsides counts as encircled"),
     ("B14 Peleliu 5.1.3",), C.EncircledIfOnlyAcross, (_COMBAT + "situation",)),
    ("support_restrictions", msg("battle limits on supporting fire (terrain, own division only, count, enemy phase)"),
     ("B13", "B14 Reichswald 8.0", "B14 Peleliu 9.0"), C.SupportRestrictions, (_COMBAT + "support",)),
]

RULES: dict[str, RuleInfo] = {name: RuleInfo(name, desc, secs, params, readers)
                               for name, desc, secs, params, readers in _RULE_ROWS}


def register_rule(name: str, description: str, sections: tuple[str, ...] | list[str],
                  params: type[RuleParams], check: CheckFn | None = None,
                  readers: tuple[str, ...] | list[str] = ()) -> None:
    """Declare a named rule (a rule module calls this at import time). Again replaces.

    ``params`` is the model of its parameters; ``readers`` the modules that read them
    (the calling module is one whatever is given)."""
    import sys

    caller = sys._getframe(1).f_globals.get("__name__", "")  # cheap: inspect.stack() reads every frame's source
    who = tuple(dict.fromkeys([*readers, caller] if caller and caller != __name__ else readers))
    RULES[name] = RuleInfo(name, description, tuple(sections), params, who, check)


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


_QUOTED = re.compile(r"'([A-Za-z_][A-Za-z0-9_]*)'")


def _param_named(reason: str, given: Any) -> str | None:
    """The first parameter of the entry a refusal quotes ('returns' 'never' needs ... -> returns)."""
    return next((w for w in _QUOTED.findall(reason) if w in given), None)


def _path(i: int, param: str | None) -> str:
    return f"special_rules[{i}].params.{param}" if param else f"special_rules[{i}]"


def _unknown(rules: dict[str, RuleInfo], i: int, name: str) -> Problem:
    close = [n for n in rules if n.startswith(name[:4])]
    hint = msg(" (did you mean {rules}?)", rules=", ".join(close[:3])) if close else ""
    return Problem(f"special_rules[{i}].rule",
                   msg("unknown special rule '{rule}'{hint} (known: {known})", rule=name, hint=hint, known=", ".join(rules)))


# pydantic names the member of a union that failed in the error's location ("int", "float",
# "function-after[check(), str]", "list[...]"): not part of the JSON path.
_TYPE_TAG = re.compile(r"^(int|float|str|bool|list|dict|none|literal\[.*|.*\[.*\].*)$")


def _model_problems(i: int, err: ValidationError) -> list[Problem]:
    out: dict[str, Problem] = {}
    for e in err.errors(include_url=False):
        loc = [p for p in e["loc"] if not (isinstance(p, str) and _TYPE_TAG.match(p))]
        path = json_path(loc)
        at = f"special_rules[{i}].params" + (("" if path.startswith("[") else ".") + path if path else "")
        # A union says why each member failed: the last (the widest, "a number" after "a whole
        # number") says it best.
        out[at] = Problem(at, error_text(e))
    return list(out.values())


class RuleParamsError(ValueError):
    """A special rule's parameters do not fit its model: the JSON path and why."""


def active_rules(scenario: Scenario) -> list[ActiveRule]:
    """The scenario's special rules with their parameters checked and typed, in order.

    Raises ``RuleParamsError`` naming the first bad parameter by its JSON path. A rule
    name the engine does not know is left out (``special_rule_problems`` reports it)."""
    rules = known_rules()
    refs = Refs(scenario)
    out = []
    for i, sr in enumerate(scenario.special_rules):
        info = rules.get(sr.rule)
        if info is None:
            continue
        try:
            params = validate_params(info.params, sr.params, refs=refs)
        except ValidationError as e:
            first = _model_problems(i, e)[0]
            raise RuleParamsError(msg("special rule '{rule}': {where}: {why}", rule=sr.rule, where=first.path,
                                      why=first.message)) from None
        out.append(ActiveRule(i, sr.rule, params, sr.notes))
    return out


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
    refs = Refs(scenario)
    out: list[Problem] = []
    for i, sr in enumerate(scenario.special_rules):
        info = rules.get(sr.rule)
        if info is None:
            out.append(_unknown(rules, i, sr.rule))
            continue
        try:
            params = validate_params(info.params, sr.params, refs=refs)
        except ValidationError as e:
            out += _model_problems(i, e)
            continue
        if info.check is not None:
            try:
                info.check(scenario, params)
            except ValueError as e:
                out.append(Problem(_path(i, _param_named(str(e), sr.params)), str(e)))
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
        param = _param_named(reason, scenario.special_rules[idx].params)
        return [Problem(_path(idx, param), e.args[0] if e.args and isinstance(e.args[0], str) else reason)]
    except Exception as e:  # a rule module tripped over data it did not expect: still say where
        return [Problem("special_rules", f"the engine cannot start a game: {type(e).__name__}: {e}")]
    return []


def describe_rules() -> str:
    """A table of the known rules (name, book sections, description) for ``--help``-style output."""
    lines = []
    for info in known_rules().values():
        lines.append(f"{info.name:<32} {'; '.join(info.sections):<40} {info.description}")
    return "\n".join(lines)
