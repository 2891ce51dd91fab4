"""Named, data-driven column-shift sources for special rules.

Battles add shifts that hold only under conditions: night attacks, a surprise
turn, Japanese defenders encircled (Leyte 5.1.3), armor against antitank
(Monte Castelo 6.4), armor without infantry in forest (Reichswald 5.1.2 obs),
attacks from below (Monte Castelo 6.3.3). Rather than code each battle, a
scenario lists them as special rules, and this module turns them into
``Shift`` records for one combat:

``combat_shift`` — ``params``:
    ``columns`` (int, required), ``favours`` ("attacker" | "defender"),
    ``reason`` (text), ``ref`` (rule reference), and any of these conditions,
    all of which must hold:
    ``turns`` [int], ``night`` bool, ``attacker_side`` / ``defender_side`` id,
    ``attacker_nationalities`` / ``defender_nationalities`` [id] (some unit of
    that side has one), ``attacker_tags_any`` / ``defender_tags_any`` [tag]
    (some unit has one), ``attacker_tags_none`` / ``defender_tags_none`` [tag]
    (no unit has any), ``defender_all_tags`` [tag] (every defender has all of
    them), ``defender_terrain`` [terrain id] (the defender's hex has one),
    ``defender_encircled`` bool, ``kinds`` ["combat", "bombardment"] (default
    combat only), ``friendly_adjacent_nationalities`` [id] (a unit of the
    attacking side, not one of the attackers or firing pieces, of one of these
    nationalities is next to the target: Monte Castelo 4.3.3 a, contact
    spotting), ``friendly_on_terrain_within`` {"terrain": [id], "distance": n}
    (a unit of the attacking side stands on such terrain within n hexes of
    the target: 4.3.3 b, German observation posts on peaks).

``elevation_advantage`` — ``params``: ``columns`` (default 1), ``valley_hexsides``
    [hexside feature] and ``valley_pairs`` [[label, label]] that count as a
    level difference between hexes of equal elevation (E42). Applies when every
    attacker adjacent to the defender is on a lower level, or faces it across
    a valley; combat only (Table 2 note (a)). ``levels`` [elevation]: only a
    defender on one of these levels gets it.

``bombardment_limits`` — ``params``: ``max_power``, ``max_distance_to_friendly``,
    ``no_night`` bool, ``no_turns`` [turn]: no bombardment or air attack then.

``encircled_if_only_across`` — ``params``: ``hexsides`` [hexside feature]: a
    defender whose every retreat hex free of enemy ZOC lies across one of
    these counts as encircled for the shift (Peleliu 5.1.3 obs: sea arm).

``retreat_exemption`` — ``params``: ``terrain`` [terrain id] (required: the
    unit's hex has one), ``effect`` "no_retreat" (the unit stays; losses still
    apply: Peleliu 5.3.3 obs, Japanese in mountains on DRI/DRB) or
    "no_losses" (the unit retreats but takes no loss of the result:
    Reichswald 5.1.2 obs, fortification on DRB, DE, EMP; U26 read as "nobody
    is eliminated"), ``codes`` [result code] (all when omitted),
    ``nationalities`` [id], ``side`` id, ``who`` "defender" (default) |
    "attacker" | "both".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from hexstudio.engine.combat.shifts import Favours, Shift
from hexstudio.engine.params import RuleParams
from hexstudio.engine.text import msg
from hexstudio.hexgrid import Hex
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.model import SpecialRule

COMBAT_SHIFT = "combat_shift"
ELEVATION_ADVANTAGE = "elevation_advantage"
RETREAT_EXEMPTION = "retreat_exemption"
COMMAND_BONUS = "command_bonus"  # read by situation.py; checked here
BOMBARDMENT_LIMITS = "bombardment_limits"  # read by handlers.py; checked here
ENCIRCLED_ACROSS = "encircled_if_only_across"  # read by situation.py; checked here
RULE_IDS = frozenset({COMBAT_SHIFT, ELEVATION_ADVANTAGE, RETREAT_EXEMPTION, COMMAND_BONUS, BOMBARDMENT_LIMITS, ENCIRCLED_ACROSS})

_CONDITIONS = {
    "turns", "night", "attacker_side", "defender_side", "attacker_nationalities", "defender_nationalities",
    "attacker_tags_any", "defender_tags_any", "attacker_tags_none", "defender_tags_none", "defender_all_tags",
    "defender_terrain", "defender_encircled", "kinds", "friendly_adjacent_nationalities", "friendly_on_terrain_within",
}
_OTHER = {"columns", "favours", "reason", "ref"}


class ModifierError(ValueError):
    """A special rule whose parameters cannot be read."""


@dataclass(frozen=True)
class CombatSituation:
    """What the conditions of a shift look at, for one combat or bombardment."""

    turn: int
    night: bool
    attacker_side: str
    defender_side: str
    attacker_nationalities: frozenset[str] = frozenset()
    defender_nationalities: frozenset[str] = frozenset()
    attacker_tags: tuple[frozenset[str], ...] = ()  # one set per attacking unit
    defender_tags: tuple[frozenset[str], ...] = ()  # one set per defending unit
    defender_terrain: frozenset[str] = frozenset()
    defender_encircled: bool = False
    kind: Literal["combat", "bombardment"] = "combat"
    # Other units of the attacking side: (distance to the target, nationality, terrain ids of their hex).
    friendly_units: tuple[tuple[int, str, frozenset[str]], ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)


def _keys(p: Any) -> set[str]:
    """The parameters given: a typed rule's (its model refused any other) or an internal rule's dict."""
    return set(p.given()) if isinstance(p, RuleParams) else set(p)


def check_params(rule: Any) -> None:
    """Raise ModifierError naming the first bad parameter of a rule of this module."""
    p = rule.params
    if rule.rule == COMBAT_SHIFT:
        unknown = _keys(p) - _CONDITIONS - _OTHER
        if unknown:
            raise ModifierError(f"combat_shift: unknown parameter(s) {', '.join(sorted(unknown))}")
        if not isinstance(p.get("columns"), int) or isinstance(p.get("columns"), bool):
            raise ModifierError("combat_shift: 'columns' must be a whole number of columns")
        if p.get("favours", "attacker") not in ("attacker", "defender"):
            raise ModifierError("combat_shift: 'favours' must be 'attacker' or 'defender'")
    elif rule.rule == RETREAT_EXEMPTION:
        unknown = _keys(p) - {"terrain", "effect", "codes", "nationalities", "side", "who", "ref"}
        if unknown:
            raise ModifierError(f"retreat_exemption: unknown parameter(s) {', '.join(sorted(unknown))}")
        if not isinstance(p.get("terrain"), list) or not p["terrain"]:
            raise ModifierError("retreat_exemption: 'terrain' must list at least one terrain id")
        if p.get("effect") not in ("no_retreat", "no_losses"):
            raise ModifierError("retreat_exemption: 'effect' must be 'no_retreat' or 'no_losses'")
        if p.get("who", "defender") not in ("defender", "attacker", "both"):
            raise ModifierError("retreat_exemption: 'who' must be 'defender', 'attacker' or 'both'")
    elif rule.rule == ELEVATION_ADVANTAGE:
        unknown = _keys(p) - {"columns", "valley_hexsides", "valley_pairs", "levels", "ref"}
        if unknown:
            raise ModifierError(f"elevation_advantage: unknown parameter(s) {', '.join(sorted(unknown))}")
    elif rule.rule == BOMBARDMENT_LIMITS:
        unknown = _keys(p) - {"max_power", "max_distance_to_friendly", "no_night", "no_turns", "ref"}
        if unknown:
            raise ModifierError(f"bombardment_limits: unknown parameter(s) {', '.join(sorted(unknown))}")
        for key in ("max_power", "max_distance_to_friendly"):
            if key in p and (not isinstance(p[key], int) or isinstance(p[key], bool) or p[key] < 0):
                raise ModifierError(f"bombardment_limits: '{key}' must be a whole number")
    elif rule.rule == ENCIRCLED_ACROSS:
        unknown = _keys(p) - {"hexsides", "ref"}
        if unknown:
            raise ModifierError(f"encircled_if_only_across: unknown parameter(s) {', '.join(sorted(unknown))}")
        if not isinstance(p.get("hexsides"), list) or not p["hexsides"]:
            raise ModifierError("encircled_if_only_across: 'hexsides' must list at least one hexside feature")
    elif rule.rule == COMMAND_BONUS:
        unknown = _keys(p) - {"levels", "cap", "ref"}
        if unknown:
            raise ModifierError(f"command_bonus: unknown parameter(s) {', '.join(sorted(unknown))}")
        levels = p.get("levels", {})
        if not isinstance(levels, dict) or any(v not in ("both", "attack", "defence") for v in levels.values()):
            raise ModifierError("command_bonus: 'levels' must map formation levels to 'both', 'attack' or 'defence'")
        if p.get("cap") is not None and (not isinstance(p["cap"], int) or p["cap"] < 0):
            raise ModifierError("command_bonus: 'cap' must be a whole number of columns")


def special_rule_problems(rules: Iterable[SpecialRule]) -> list[str]:
    """Every combat special rule whose parameters cannot be read, as
    "special_rules[i] (name): why" (for the scenario validator and the editor)."""
    from hexstudio.engine.combat.named import NAMED_RULES, check_named
    from hexstudio.engine.combat.support import SUPPORT_RESTRICTIONS, check_support_params

    out = []
    for i, r in enumerate(rules):
        if r.rule not in RULE_IDS and r.rule != SUPPORT_RESTRICTIONS and r.rule not in NAMED_RULES:
            continue
        try:
            if r.rule in NAMED_RULES:
                check_named(r)
            elif r.rule == SUPPORT_RESTRICTIONS:
                check_support_params(r)
            else:
                check_params(r)
        except ModifierError as e:
            out.append(f"special_rules[{i}] ({r.rule}): {e}")
    return out


def _holds(p: Any, s: CombatSituation) -> bool:
    # Every condition given is read whatever the first test says (each is a switch of the
    # rule; the parameter test checks that nothing given goes unread).
    for key in _CONDITIONS:
        p.get(key)
    if s.kind not in (p.get("kinds") or ["combat"]):
        return False
    if "turns" in p and s.turn not in p["turns"]:
        return False
    if "night" in p and bool(p["night"]) != s.night:
        return False
    if "attacker_side" in p and p["attacker_side"] != s.attacker_side:
        return False
    if "defender_side" in p and p["defender_side"] != s.defender_side:
        return False
    if "attacker_nationalities" in p and not s.attacker_nationalities & set(p["attacker_nationalities"]):
        return False
    if "defender_nationalities" in p and not s.defender_nationalities & set(p["defender_nationalities"]):
        return False
    for any_key, none_key, units in (("attacker_tags_any", "attacker_tags_none", s.attacker_tags),
                                     ("defender_tags_any", "defender_tags_none", s.defender_tags)):
        anyof = p.get(any_key)
        if anyof is not None and not any(t & set(anyof) for t in units):
            return False
        noneof = p.get(none_key)
        if noneof is not None and any(t & set(noneof) for t in units):
            return False
    allof = p.get("defender_all_tags")
    if allof is not None and not (s.defender_tags and all(set(allof) <= t for t in s.defender_tags)):
        return False
    if "defender_terrain" in p and not s.defender_terrain & set(p["defender_terrain"]):
        return False
    spot = p.get("friendly_adjacent_nationalities")
    if spot is not None and not any(d == 1 and nat in spot for d, nat, _ in s.friendly_units):
        return False
    post = p.get("friendly_on_terrain_within")
    if post is not None:
        terrain, reach = set(post.get("terrain", [])), int(post.get("distance", 0))
        if not any(d <= reach and t & terrain for d, _, t in s.friendly_units):
            return False
    return not ("defender_encircled" in p and bool(p["defender_encircled"]) != s.defender_encircled)


def conditional_shifts(rules: Iterable[SpecialRule], situation: CombatSituation) -> list[Shift]:
    """The ``combat_shift`` rules whose conditions hold, as shifts."""
    out: list[Shift] = []
    for r in rules:
        if r.rule != COMBAT_SHIFT:
            continue
        check_params(r)
        p = r.params
        if not _holds(p, situation):
            continue
        cols = p["columns"]
        if cols == 0:
            continue
        fav = Favours(p.get("favours", "attacker"))
        reason = p.get("reason") or r.notes or msg("special rule")
        reason = reason if isinstance(reason, str) else str(reason)
        out.append(Shift(abs(cols), fav if cols > 0 else _other(fav), reason, str(p.get("ref", "")), "special"))
    return out


def _other(f: Favours) -> Favours:
    return Favours.DEFENDER if f is Favours.ATTACKER else Favours.ATTACKER


def elevation_shifts(
    rules: Iterable[SpecialRule],
    view: MapView,
    defender_hex: Hex,
    attacker_hexes: Iterable[Hex],
) -> list[Shift]:
    """+columns to the defender when every adjacent attacker is below it (Monte Castelo 6.3.3)."""
    out: list[Shift] = []
    hexes = [h for h in attacker_hexes if h.distance(defender_hex) == 1]
    for r in rules:
        if r.rule != ELEVATION_ADVANTAGE:
            continue
        check_params(r)
        p = r.params
        if not hexes:
            continue
        valley = set(p.get("valley_hexsides", []))
        pairs = set()
        for pair in p.get("valley_pairs", []):
            a, b = (view.grid.parse(x) for x in pair)
            pairs.add(frozenset((a, b)))
        high = view.elevation(defender_hex)
        if "levels" in p and high not in p["levels"]:
            continue

        def below(h: Hex, high: int = high, valley: set[str] = valley, pairs: set[frozenset[Hex]] = pairs) -> bool:
            if view.elevation(h) < high:
                return True
            if view.elevation(h) == high:
                return bool(view.hexside_features(h, defender_hex) & valley) or frozenset((h, defender_hex)) in pairs
            return False

        if all(below(h) for h in hexes):
            cols = int(p.get("columns", 1))
            out.append(Shift(cols, Favours.DEFENDER, msg("every attacker is on a lower level"), str(p.get("ref", "Monte Castelo 6.3.3")), "terrain"))
    return out


def retreat_exemptions(
    rules: Iterable[SpecialRule],
    *,
    code: str,
    role: Literal["defender", "attacker"],
    side: str,
    nationality: str,
    terrain: Iterable[str],
) -> set[str]:
    """The ``retreat_exemption`` effects ("no_retreat", "no_losses") that spare one unit from one result code."""
    out: set[str] = set()
    here = set(terrain)
    for r in rules:
        if r.rule != RETREAT_EXEMPTION:
            continue
        check_params(r)
        p = r.params
        who = p.get("who", "defender")
        codes, only_side, nats, terrain_ids, effect = p.get("codes"), p.get("side"), p.get("nationalities"), p["terrain"], p["effect"]
        if who != "both" and who != role:
            continue
        if codes is not None and code not in codes:
            continue
        if only_side is not None and only_side != side:
            continue
        if nats is not None and nationality not in nats:
            continue
        if here & set(terrain_ids):
            out.add(effect)
    return out
