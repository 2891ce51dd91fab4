"""Battle rules named as the books name them, read through the generic combat rules.

A scenario may switch on a rule by its book name with the book's values; this
module turns each into the generic rules of ``modifiers.py`` and
``support.py`` (``combat_shift``, ``retreat_exemption``, ``elevation_advantage``,
``support_restrictions``, ``bombardment_limits``) or computes its shift here,
so a battle never needs both a named rule and its generic twin (the two
would apply twice). ``combat_rules(game)`` is the expanded list every combat
reader uses.

Rules and params:

- ``armor_in_forest`` -- ``terrain`` [id], ``defender_tags`` [tag],
  ``without_tags`` [tag], ``shift`` (1): armour defending in that terrain
  with no defender carrying ``without_tags`` loses ``shift`` columns
  (Reichswald 5.1.2 obs, U21).
- ``fortification_no_retreat_loss`` -- ``feature`` (terrain or overlay id),
  ``results`` [code]: a defender there retreats without the losses of those
  results (Reichswald 5.1.2 obs, U26).
- ``division_bonus`` -- ``shift``, ``attack_only``, ``exclude`` [formation]:
  a complete division gives ``shift`` columns (Reichswald 5.1.4).
- ``armored_brigade_bonus`` -- ``shift``, ``attack_only``, ``nationalities``,
  ``formations``: those brigades complete give ``shift`` (Reichswald 5.1.5).
- ``battalion_bonus`` -- ``level``, ``count_types`` [unit type], ``required``,
  ``shift``, ``attack``, ``defence``, ``exclude_types``: ``required`` units
  of ``count_types`` of one formation of ``level`` in the combat give
  ``shift`` to their side (Monte Castelo 6.4; the PP company does not count).
  These three and the generic ``command_bonus`` are one organisation bonus:
  a formation gives its columns once, whichever rule names it.
- ``engineer_support_bonus`` -- ``shift``, ``attacker`` {nationalities,
  types, size}, ``requires_types`` [unit type]: an attack by such a unit
  with at least one unit of every required type beside it (Reichswald 5.1.6).
- ``night_combat`` -- ``turns`` [n], ``attacker_shift`` {side: signed
  columns}, ``no_bombardment``: per attacking side on those turns (Monte
  Castelo 6.4, 4.1).
- ``surprise_turn`` -- ``turn``, ``nationalities``, ``shift``,
  ``no_bombardment``, ``attack_only`` (true; false: their defence too):
  attacks with a unit of those nationalities on that turn (Monte Castelo 8, U76).
- ``armor_vs_antitank`` -- ``attacker_side``, ``attacker_tags``,
  ``defender_side``, ``defender_types``, ``shift`` (signed, negative favours
  the defender), ``armor_takes_losses_first``, ``german_antitank_attacking_armor``
  {``shift``, ``armor_takes_losses_first``} (Monte Castelo 6.4): the armour
  takes the losses first, as attacker or defender.
- ``elevation_difference`` -- ``shift``, ``levels`` [elevation] (the
  defender's levels where it applies), ``always_between`` [[hex, hex]]
  (Monte Castelo 6.3.3); ``all_attackers_lower`` (true) and ``bombardment``
  (false: combat only) are the only readings.
- ``observation_posts`` -- ``side``, ``terrain``, ``range``, ``shift``: a
  unit of ``side`` on that terrain within ``range`` of the target helps its
  bombardments (Monte Castelo 4.3.3 b).
- ``contact_spotting`` -- ``shift``, ``commands`` {command: {nationalities,
  units, except_units}}, ``same_command`` (true), ``adjacent_friendly_unit``
  (true; false: within ``distance``): a unit of the firing pieces' command
  (not firing) next to the target helps a bombardment (Monte Castelo 4.3.3 a).
- ``artillery_restrictions`` -- Reichswald 8.0 obs as ``support_restrictions``:
  ``no_fire_from_terrain``, ``german_own_division_only`` with
  ``corps_artillery`` excepted, ``german_max_support_per_defender``,
  ``agra_units`` with ``agra_no_defensive_support`` and
  ``agra_moved_cannot_fire``, ``german_side`` (the side id, "germany"),
  ``divisional_artillery_removed_with_division`` (a German division's
  artillery leaves, not destroyed, once all its combat units are
  eliminated); ``one_combat_per_phase``, ``rain_support`` and
  ``min_bombardment_column`` are the core's (a unit supports once per
  phase; weather halves support; the table's ``min_value``).
- ``bombardment_stage`` -- Monte Castelo 4: ``max_pb_per_hex``,
  ``max_distance_to_own_unit``, ``no_night`` become ``bombardment_limits``;
  the stage itself is ``bombardment_stage.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Field

from hexstudio.engine.combat.modifiers import ModifierError
from hexstudio.engine.combat.shifts import Favours, FormationTree, Shift, complete_formations, formation_tree
from hexstudio.engine.params import (
    Columns,
    Count,
    Flag,
    FormationId,
    HexLabel,
    Level,
    Name,
    NationalityId,
    Positive,
    RuleParams,
    SideId,
    TerrainId,
    Turn,
    UnitId,
    UnitTypeId,
)
from hexstudio.engine.text import msg
from hexstudio.scenario.model import SpecialRule

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

# --------------------------------------------------------------------------- parameters


_SIZE = Literal["team", "squad", "section", "platoon", "company", "battalion", "regiment", "brigade", "division",
                "corps", "army"]


class ArmorInForest(RuleParams):
    terrain: list[TerrainId] = Field(min_length=1)
    defender_tags: list[Name] = Field(min_length=1)
    without_tags: list[Name] | None = None
    shift: Columns | None = Field(None, description="Default 1.")


class FortificationNoRetreatLoss(RuleParams):
    feature: TerrainId
    results: list[Name] = Field(min_length=1)


class DivisionBonus(RuleParams):
    shift: Columns | None = Field(None, description="Default 1.")
    attack_only: Flag | None = None
    exclude: list[FormationId] | None = None


class ArmoredBrigadeBonus(RuleParams):
    shift: Columns | None = Field(None, description="Default 1.")
    attack_only: Flag | None = None
    formations: list[FormationId] = Field(min_length=1)
    nationalities: list[NationalityId] | None = None


class BattalionBonus(RuleParams):
    level: _SIZE
    count_types: list[UnitTypeId] = Field(min_length=1)
    required: Positive
    shift: Columns | None = Field(None, description="Default 1.")
    attack: Flag | None = Field(None, description="Default true.")
    defence: Flag | None = Field(None, description="Default true.")
    exclude_types: list[UnitTypeId] | None = None


class EngineerLeader(RuleParams):
    nationalities: list[NationalityId] | None = None
    types: list[Name] | None = None
    size: _SIZE | None = None


class EngineerSupportBonus(RuleParams):
    shift: Columns | None = Field(None, description="Default 1.")
    attacker: EngineerLeader
    requires_types: list[Name] = Field(min_length=1, description="Unit types or tags that must all attack with it.")


class NightCombat(RuleParams):
    turns: list[Turn] = Field(min_length=1)
    attacker_shift: dict[SideId, Columns]
    no_bombardment: Flag | None = None


class SurpriseTurn(RuleParams):
    turn: Turn
    nationalities: list[NationalityId] = Field(min_length=1)
    shift: Columns | None = Field(None, description="Default 1.")
    no_bombardment: Flag | None = None
    attack_only: Flag | None = Field(None, description="Default true; false: also when they defend (U76).")


class AntitankBack(RuleParams):
    shift: Columns | None = None
    armor_takes_losses_first: Flag | None = None


class ArmorVsAntitank(RuleParams):
    shift: Columns
    attacker_side: SideId
    attacker_tags: list[Name] = Field(min_length=1)
    defender_side: SideId
    defender_types: list[Name] = Field(min_length=1)
    armor_takes_losses_first: Flag | None = None
    german_antitank_attacking_armor: AntitankBack | None = None


class ElevationDifference(RuleParams):
    shift: Columns | None = Field(None, description="Default 1.")
    levels: list[Level] | None = None
    always_between: list[Annotated[list[HexLabel], Field(min_length=2, max_length=2)]] | None = Field(
        None, description="Pairs of hexes an attack between always counts as from below (a valley).")
    all_attackers_lower: Literal[True] | None = Field(None, description="The only reading.")
    bombardment: Literal[False] | None = Field(None, description="Combat only (Table 2 note a).")


class ObservationPosts(RuleParams):
    side: SideId
    terrain: TerrainId | list[TerrainId]
    range: Count
    shift: Columns | None = Field(None, description="Default 1.")


class Command(RuleParams):
    nationalities: list[NationalityId] | None = None
    units: list[UnitId] | None = None
    except_units: list[UnitId] | None = None


class ContactSpotting(RuleParams):
    shift: Columns | None = Field(None, description="Default 1.")
    commands: dict[Name, Command]
    same_command: Flag | None = Field(None, description="Default true.")
    adjacent_friendly_unit: Flag | None = Field(None, description="Default true; false: within ``distance``.")
    distance: Positive | None = None


class ArtilleryRestrictions(RuleParams):
    no_fire_from_terrain: list[TerrainId] | None = None
    german_side: SideId | None = Field(None, description="Default 'germany'.")
    german_max_support_per_defender: Count | None = None
    german_own_division_only: Flag | None = None
    corps_artillery: list[UnitId] | None = None
    agra_units: list[UnitId] | None = None
    agra_no_defensive_support: Flag | None = None
    agra_moved_cannot_fire: Flag | None = None
    divisional_artillery_removed_with_division: Flag | None = None
    one_combat_per_phase: Literal[True] | None = Field(None, description="The core's rule: a ranged unit fires once a phase.")
    rain_support: Literal["half_round_up"] | None = Field(None, description="The weather's artillery_support halves support.")
    min_bombardment_column: Name | None = Field(None, description="The bombardment table's first column (its min_value).")


PARAMS: dict[str, type[RuleParams]] = {
    "armor_in_forest": ArmorInForest, "fortification_no_retreat_loss": FortificationNoRetreatLoss,
    "division_bonus": DivisionBonus, "armored_brigade_bonus": ArmoredBrigadeBonus, "battalion_bonus": BattalionBonus,
    "engineer_support_bonus": EngineerSupportBonus, "night_combat": NightCombat, "surprise_turn": SurpriseTurn,
    "armor_vs_antitank": ArmorVsAntitank, "elevation_difference": ElevationDifference,
    "observation_posts": ObservationPosts, "contact_spotting": ContactSpotting,
    "artillery_restrictions": ArtilleryRestrictions,
}

_SUPPORTED_ALIASES = {
    "armor_in_forest", "fortification_no_retreat_loss", "division_bonus", "armored_brigade_bonus",
    "battalion_bonus", "engineer_support_bonus", "night_combat", "surprise_turn", "armor_vs_antitank",
    "elevation_difference", "observation_posts", "contact_spotting", "artillery_restrictions",
    "bombardment_stage",
}
NAMED_RULES = frozenset(_SUPPORTED_ALIASES)
ORGANISATION = ("command_bonus", "division_bonus", "armored_brigade_bonus", "battalion_bonus")


def _need(rule: str, p: dict[str, Any], key: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
    if key not in p:
        if default is ...:
            raise ModifierError(f"{rule}: needs the parameter '{key}'")
        return default
    v = p[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if dict in kinds and isinstance(v, RuleParams):
        return v  # a nested object of the rule's model
    if not isinstance(v, kinds) or (isinstance(v, bool) and bool not in kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise ModifierError(f"{rule}: '{key}' must be {names}, not {v!r:.40}")
    return v


def _rule(name: str, params: dict[str, Any], notes: str = "") -> SpecialRule:
    return SpecialRule(rule=name, params=params, notes=notes)


def expand(r: SpecialRule) -> list[SpecialRule]:
    """The generic rules a named rule stands for (raises ModifierError on bad params)."""
    name, p = r.rule, r.params
    if name == "armor_in_forest":
        return [_rule("combat_shift", {
            "columns": _need(name, p, "shift", int, 1), "favours": "attacker",
            "defender_terrain": _need(name, p, "terrain", list),
            "defender_tags_any": _need(name, p, "defender_tags", list),
            "defender_tags_none": _need(name, p, "without_tags", list, []),
            "reason": msg("armour without infantry in forest"), "ref": "Reichswald 5.1.2 obs"})]
    if name == "fortification_no_retreat_loss":
        return [_rule("retreat_exemption", {
            "terrain": [_need(name, p, "feature", str)], "effect": "no_losses",
            "codes": _need(name, p, "results", list), "who": "defender", "ref": "Reichswald 5.1.2 obs"})]
    if name == "night_combat":
        turns = _need(name, p, "turns", list)
        shifts = _need(name, p, "attacker_shift", dict)
        out = []
        for side, cols in shifts.items():
            if not isinstance(cols, int) or isinstance(cols, bool):
                raise ModifierError(f"night_combat: 'attacker_shift' of {side} must be a whole number of columns")
            out.append(_rule("combat_shift", {
                "columns": cols, "favours": "attacker", "turns": turns, "attacker_side": side,
                "reason": msg("night attack by {side}", side=side), "ref": "Monte Castelo 6.4"}))
        if _need(name, p, "no_bombardment", bool, False):
            out.append(_rule("bombardment_limits", {"no_turns": turns, "ref": "Monte Castelo 4.1"}))
        return out
    if name == "surprise_turn":
        turn = _need(name, p, "turn", int)
        cols = _need(name, p, "shift", int, 1)
        nats = _need(name, p, "nationalities", list)
        out = [_rule("combat_shift", {
            "columns": cols, "favours": "attacker", "turns": [turn], "attacker_nationalities": nats,
            "reason": msg("surprise, turn {turn}", turn=turn), "ref": "Monte Castelo 8"})]
        if not _need(name, p, "attack_only", bool, True):
            out.append(_rule("combat_shift", {
                "columns": cols, "favours": "defender", "turns": [turn], "defender_nationalities": nats,
                "reason": msg("surprise, turn {turn}", turn=turn), "ref": "Monte Castelo 8"}))
        if _need(name, p, "no_bombardment", bool, False):
            out.append(_rule("bombardment_limits", {"no_turns": [turn], "ref": "Monte Castelo 8"}))
        return out
    if name == "armor_vs_antitank":
        cols = _need(name, p, "shift", int)
        base = {"attacker_side": _need(name, p, "attacker_side", str),
                "attacker_tags_any": _need(name, p, "attacker_tags", list),
                "defender_side": _need(name, p, "defender_side", str),
                "defender_tags_any": _need(name, p, "defender_types", list)}
        out = [_rule("combat_shift", {"columns": cols, "favours": "attacker", **base,
                                      "reason": msg("armour against anti-tank"), "ref": "Monte Castelo 6.4"})]
        back = _need(name, p, "german_antitank_attacking_armor", dict, {})
        if back.get("shift"):
            out.append(_rule("combat_shift", {
                "columns": int(back["shift"]), "favours": "attacker", "attacker_side": base["defender_side"],
                "attacker_tags_any": base["defender_tags_any"], "defender_side": base["attacker_side"],
                "defender_tags_any": base["attacker_tags_any"], "reason": msg("anti-tank against armour"),
                "ref": "Monte Castelo 6.4"}))
        return out
    if name == "elevation_difference":
        if not _need(name, p, "all_attackers_lower", bool, True):
            raise ModifierError("elevation_difference: 'all_attackers_lower' must be true (the only reading)")
        if _need(name, p, "bombardment", bool, False):
            raise ModifierError("elevation_difference: 'bombardment' must be false (Table 2 note a: combat only)")
        levels = _need(name, p, "levels", list, [])
        if any(not isinstance(x, int) for x in levels):
            raise ModifierError("elevation_difference: 'levels' must list whole elevation levels")
        pairs = _need(name, p, "always_between", list, [])
        return [_rule("elevation_advantage", {"columns": _need(name, p, "shift", int, 1), "valley_pairs": pairs,
                                              **({"levels": levels} if levels else {}),
                                              "ref": "Monte Castelo 6.3.3"})]
    if name == "observation_posts":
        terrain = _need(name, p, "terrain", (str, list))
        return [_rule("combat_shift", {
            "columns": _need(name, p, "shift", int, 1), "favours": "attacker", "kinds": ["bombardment"],
            "attacker_side": _need(name, p, "side", str),
            "friendly_on_terrain_within": {"terrain": [terrain] if isinstance(terrain, str) else terrain,
                                           "distance": _need(name, p, "range", int)},
            "reason": msg("observation post"), "ref": "Monte Castelo 4.3.3 b"})]
    if name == "artillery_restrictions":
        q: dict[str, Any] = {"ref": "Reichswald 8.0 obs"}
        if _need(name, p, "no_fire_from_terrain", list, []):
            q["not_from_terrain"] = p["no_fire_from_terrain"]
        if "german_max_support_per_defender" in p:
            q["max_per_defence"] = {"side": _need(name, p, "german_side", str, "germany"),
                                    "count": _need(name, p, "german_max_support_per_defender", int)}
        _need(name, p, "german_own_division_only", bool, False)
        _need(name, p, "corps_artillery", list, [])
        _need(name, p, "agra_units", list, [])
        _need(name, p, "agra_no_defensive_support", bool, False)
        _need(name, p, "agra_moved_cannot_fire", bool, False)
        _need(name, p, "divisional_artillery_removed_with_division", bool, False)
        # Played by the core: a ranged unit fires once a phase; the weather's artillery_support halves
        # (rounding up per unit, U59); the bombardment table's min_value refuses the columns below its first.
        if _need(name, p, "one_combat_per_phase", bool, True) is not True:
            raise ModifierError("artillery_restrictions: 'one_combat_per_phase' must be true (the core's rule)")
        if _need(name, p, "rain_support", str, "half_round_up") != "half_round_up":
            raise ModifierError("artillery_restrictions: 'rain_support' must be 'half_round_up' (weather artillery_support)")
        _need(name, p, "min_bombardment_column", str, "")
        return [_rule("support_restrictions", q)]  # the rest: artillery_problem(), _orphaned_artillery()
    if name == "bombardment_stage":
        q = {"ref": "Monte Castelo 4.1"}
        if "max_pb_per_hex" in p:
            q["max_power"] = _need(name, p, "max_pb_per_hex", int)
        if "max_distance_to_own_unit" in p:
            q["max_distance_to_friendly"] = _need(name, p, "max_distance_to_own_unit", int)
        if _need(name, p, "no_night", bool, False):
            q["no_night"] = True
        return [_rule("bombardment_limits", q)]
    if name in ("division_bonus", "armored_brigade_bonus", "battalion_bonus", "engineer_support_bonus",
                "contact_spotting"):
        check_named(r)
        return []  # computed by organisation_bonus() / named_shifts()
    return [r]


def check_named(r: SpecialRule) -> None:
    """Raise ModifierError naming the first bad parameter of a rule of this module."""
    name, p = r.rule, r.params
    if name in ("division_bonus", "armored_brigade_bonus", "battalion_bonus", "engineer_support_bonus",
                "contact_spotting"):
        _need(name, p, "shift", int, 1)
    if name == "division_bonus":
        _need(name, p, "attack_only", bool, False)
        _need(name, p, "exclude", list, [])
    elif name == "armored_brigade_bonus":
        _need(name, p, "attack_only", bool, False)
        _need(name, p, "formations", list)
        _need(name, p, "nationalities", list, [])
    elif name == "battalion_bonus":
        _need(name, p, "level", str)
        _need(name, p, "count_types", list)
        _need(name, p, "required", int)
        _need(name, p, "attack", bool, True)
        _need(name, p, "defence", bool, True)
        _need(name, p, "exclude_types", list, [])
    elif name == "engineer_support_bonus":
        _need(name, p, "attacker", dict)
        _need(name, p, "requires_types", list)
    elif name == "contact_spotting":
        _need(name, p, "adjacent_friendly_unit", bool, True)
        _need(name, p, "same_command", bool, True)
        _need(name, p, "distance", int, 1)
        _need(name, p, "commands", dict)
    elif name in NAMED_RULES:
        expand(r)


def combat_rules(game: Game) -> list[Any]:
    """The scenario's special rules with every named rule replaced by its generic form (cached)."""
    cached = getattr(game, "_combat_rules", None)
    if cached is not None:
        return cached
    out: list[Any] = []  # ActiveRule, or a SpecialRule a named rule stands for
    for r in game.special_rules:
        if r.rule in NAMED_RULES:
            try:
                out.extend(expand(r))
            except ModifierError as e:
                raise ValueError(f"special rule {e}") from None
        else:
            out.append(r)
    game._combat_rules = out  # type: ignore[attr-defined]
    return out


# --------------------------------------------------------------------------- organisation bonus


def _bonus_entries(game: Game) -> list[dict[str, Any]]:
    """One entry per organisation rule: which levels, when, which formations, how counted."""
    out: list[dict[str, Any]] = []
    for r in game.special_rules:
        p = r.params
        if r.rule == "command_bonus":
            for level, when in (p.get("levels") or {}).items():
                out.append({"level": level, "when": when, "shift": 1, "cap": p.get("cap")})
        elif r.rule == "division_bonus":
            check_named(r)
            out.append({"level": "division", "when": "attack" if p.get("attack_only") else "both",
                        "shift": p.get("shift", 1), "exclude": set(p.get("exclude", []))})
        elif r.rule == "armored_brigade_bonus":
            check_named(r)
            out.append({"level": "brigade", "when": "attack" if p.get("attack_only") else "both",
                        "shift": p.get("shift", 1), "only": set(p["formations"]),
                        "nationalities": set(p.get("nationalities", []))})
        elif r.rule == "battalion_bonus":
            check_named(r)
            when = "both" if p.get("attack", True) and p.get("defence", True) else ("attack" if p.get("attack", True) else "defence")
            out.append({"level": p["level"], "when": when, "shift": p.get("shift", 1),
                        "count_types": set(p["count_types"]), "required": p["required"],
                        "exclude_types": set(p.get("exclude_types", []))})
    return out


def _counted(game: Game, n: int, e: dict[str, Any]) -> tuple[list[Any], list[Any], FormationTree]:
    """The formations and units entry ``n`` of ``_bonus_entries`` counts, and their
    ``formation_tree``: fixed for the game, so worked out once (every combat asks)."""
    cache: dict[int, Any] = game.__dict__.setdefault("_bonus_counted", {})
    got = cache.get(n)
    if got is None:
        sc = game.scenario
        units: list[Any] = sc.units
        forms: list[Any] = sc.formations
        if "count_types" in e:
            units = [u for u in units if u.type in e["count_types"] and u.type not in e["exclude_types"]]
            forms = [f.model_copy(update={"required": e["required"]}) if f.level == e["level"] else f for f in forms]
        got = cache[n] = (forms, units, formation_tree(forms, units))
    return got


def organisation_bonus(game: Game, attackers: list[str], defenders: list[str]) -> list[Shift] | None:
    """Shifts of every organisation rule (None when the scenario has none: the
    core's default, every complete formation ±1, then applies). Each formation
    gives its bonus once, under the first rule that grants it."""
    entries = _bonus_entries(game)
    if not entries:
        return None
    out: list[Shift] = []
    for present, fav in ((attackers, Favours.ATTACKER), (defenders, Favours.DEFENDER)):
        role = "attack" if fav is Favours.ATTACKER else "defence"
        given: set[str] = set()
        side_shifts: list[Shift] = []
        cap = None
        for n, e in enumerate(entries):
            if e["when"] not in ("both", role):
                continue
            forms, units, tree = _counted(game, n, e)
            for f in complete_formations(forms, units, present, tree):
                if f.level != e["level"] or f.id in given or f.id in e.get("exclude", ()):
                    continue
                if "only" in e and f.id not in e["only"]:
                    continue
                if e.get("nationalities"):
                    nats = {game.unit_defs[u].nationality for u in present if game.unit_defs[u].formation == f.id}
                    if not nats & e["nationalities"]:
                        continue
                given.add(f.id)
                side_shifts.append(Shift(int(e["shift"]), fav, msg("{formation} complete in the attack", formation=f.name) if role == "attack" else msg("{formation} complete in the defence", formation=f.name),
                                         "organisation bonus", "organisation"))
            if e.get("cap") is not None:
                cap = e["cap"] if cap is None else min(cap, e["cap"])
        out += side_shifts[:cap] if cap is not None else side_shifts
    return out


# --------------------------------------------------------------------------- other shifts computed here


def _types(game: Game, uid: str) -> set[str]:
    t = game.unit_types[game.unit_defs[uid].type]
    return {t.id, *t.tags}


def _in_command(game: Game, cmd: Any, uid: str) -> bool:
    units, excepted, nats = cmd.get("units") or [], cmd.get("except_units") or [], cmd.get("nationalities") or []
    if uid in units:
        return True
    if uid in excepted:
        return False
    return game.unit_defs[uid].nationality in nats


def named_shifts(game: Game, kind: str, side: str, target: Any, attackers: list[str],
                 firing: list[str]) -> list[Shift]:
    """Shifts of the named rules this module computes itself, for one combat or bombardment."""
    out: list[Shift] = []
    st = game.state
    for r in game.special_rules:
        p = r.params
        if r.rule == "engineer_support_bonus" and kind == "combat":
            check_named(r)
            spec = p["attacker"]
            nats, types, size = spec.get("nationalities"), spec.get("types"), spec.get("size")

            def leads(uid: str, nats: Any = nats, types: Any = types, size: Any = size) -> bool:
                d = game.unit_defs[uid]
                return ((not nats or d.nationality in nats)
                        and (not types or bool(_types(game, uid) & set(types)))
                        and (not size or d.size.value == size))

            if any(leads(u) for u in attackers):
                kinds = [set(_types(game, u)) for u in attackers]
                if all(any(t in k for k in kinds) for t in p["requires_types"]):
                    out.append(Shift(int(p.get("shift", 1)), Favours.ATTACKER,
                                     msg("infantry brigade with armoured engineers, flame tanks and armour"),
                                     "Reichswald 5.1.6", "special"))
        elif r.rule == "contact_spotting" and kind == "bombardment" and firing:
            check_named(r)
            cmds = [c for c in p["commands"].values() if all(_in_command(game, c, u) for u in firing)]
            if not p.get("same_command", True):
                cmds = [{"units": [u.id for u in st.on_map(side)]}]
            reach = 1 if p.get("adjacent_friendly_unit", True) else int(p.get("distance", 1))
            busy = set(firing)
            for c in cmds:
                spotters = [u for u in st.on_map(side) if u.hex is not None and u.id not in busy
                            and u.hex.distance(target) <= reach and _in_command(game, c, u.id)]
                if spotters:
                    out.append(Shift(int(p.get("shift", 1)), Favours.ATTACKER, msg("spotted by a unit in contact"),
                                     "Monte Castelo 4.3.3 a", "special"))
                    break
    return out


def armor_loss_priority(game: Game, rec: dict[str, Any], who: str, alive: list[str]) -> list[str] | None:
    """``armor_vs_antitank``: the armour of ``who`` takes the losses first (or None)."""
    for r in game.special_rules:
        if r.rule != "armor_vs_antitank":
            continue
        p = r.params
        att_side, def_side = p["attacker_side"], p["defender_side"]
        armour_tags, at_types = set(p["attacker_tags"]), set(p["defender_types"])
        back = p.get("german_antitank_attacking_armor") or {}
        attacker_first, defender_first = p.get("armor_takes_losses_first"), back.get("armor_takes_losses_first")
        att = _alive_of(game, rec["attackers"])
        dfn = _alive_of(game, rec["defenders"])
        if (who == "attacker" and rec["side"] == att_side and attacker_first
                and any(_types(game, u) & at_types for u in dfn)):
            armour = [u for u in alive if _types(game, u) & armour_tags]
            return armour or None
        if (who == "defender" and rec["side"] == def_side and defender_first
                and any(_types(game, u) & at_types for u in att)):
            armour = [u for u in alive if _types(game, u) & armour_tags]
            return armour or None
    return None


def _alive_of(game: Game, ids: list[str]) -> list[str]:
    return [u for u in ids if game.state.units[u].status == "on_map"]


def artillery_problem(game: Game, uid: str, supported: Any, role: str) -> str | None:
    """``artillery_restrictions`` beyond ``support_restrictions``: German
    divisional artillery supports only its own division (the corps artillery
    anyone); AGRA never in the German combat phase, and not after moving."""
    from hexstudio.engine.combat.support import division_of

    for r in game.special_rules:
        if r.rule != "artillery_restrictions":
            continue
        p = r.params
        us = game.state.units[uid]
        d = game.unit_defs[uid]
        name = d.short or d.name
        if (p.get("german_own_division_only") and us.side == p.get("german_side", "germany") and role != "bombard"
                and uid not in p.get("corps_artillery", [])):
            mine = division_of(game, uid)
            if mine is None or any(division_of(game, s) != mine for s in supported):
                return msg("{name} supports only units of its own division (Reichswald 8.0 obs)", name=name)
        if uid in p.get("agra_units", []):
            if p.get("agra_no_defensive_support") and role == "defence":
                return msg("{name} (AGRA) cannot fire in the German combat phase (Reichswald 8.0 obs)", name=name)
            if p.get("agra_moved_cannot_fire") and uid in moved_this_turn(game):
                return msg("{name} (AGRA) moved this turn and may not fire (Reichswald 8.0 obs)", name=name)
    return None


MOVED_KEY = "moved_this_turn"  # state.extra: {"turn": n, "units": [id]}


def moved_this_turn(game: Game) -> set[str]:
    """Units that moved this turn (AGRA may not fire, Reichswald 8.0; no recovery, 7.0)."""
    d = game.state.extra.get(MOVED_KEY)
    return set(d["units"]) if d and d.get("turn") == game.state.turn else set()


def note_moved(game: Game, units: Any) -> None:
    st = game.state
    d = st.extra.get(MOVED_KEY)
    if not d or d.get("turn") != st.turn:
        d = st.extra[MOVED_KEY] = {"turn": st.turn, "units": []}
    d["units"] += [u for u in units if u not in d["units"]]


def _note_moves(game: Game, action: Any, fx: Any) -> None:
    note_moved(game, getattr(action, "units", ()))


_DESCRIPTIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "armor_in_forest": (msg("armour without infantry defending in forest loses columns"), ("B14 Reichswald 5.1.2", "D (U21)")),
    "fortification_no_retreat_loss": (msg("a defender in a fortification retreats without the result's losses"),
                                      ("B14 Reichswald 5.1.2", "D (U26)")),
    "division_bonus": (msg("a complete division gives a column (attack only, some divisions excluded)"), ("B14 Reichswald 5.1.4",)),
    "armored_brigade_bonus": (msg("named armoured brigades complete give a column"), ("B14 Reichswald 5.1.5",)),
    "battalion_bonus": (msg("three companies of one battalion in a combat give a column, attack or defence"),
                        ("B14 Monte Castelo 6.4", "E43")),
    "engineer_support_bonus": (msg("an infantry brigade attacking with engineers, flame tanks and armour gets a column"),
                               ("B14 Reichswald 5.1.6",)),
    "night_combat": (msg("column shifts per attacking side on night turns; no bombardment then"), ("B14 Monte Castelo 6.4", "4.1")),
    "surprise_turn": (msg("attacks by some nationalities get columns on one turn; no bombardment then"), ("B14 Monte Castelo 8",)),
    "armor_vs_antitank": (msg("armour attacking anti-tank: the defence gets columns and the armour takes losses first"),
                          ("B14 Monte Castelo 6.4",)),
    "elevation_difference": (msg("the defence gets columns when every attacker is lower"), ("B14 Monte Castelo 6.3.3", "D (U49)")),
    "observation_posts": (msg("a unit on a peak helps its side's bombardments within range"), ("B14 Monte Castelo 4.3.3",)),
    "contact_spotting": (msg("a unit of the firing pieces' command next to the target helps a bombardment"),
                         ("B14 Monte Castelo 4.3.3",)),
    "artillery_restrictions": (msg("who may fire: own division, not from forest or city, one per German defence, AGRA limits"),
                               ("B14 Reichswald 8.0",)),
    "bombardment_stage": (msg("bombardment limits of the bombardment stage (power per hex, distance, no night)"),
                          ("B14 Monte Castelo 4",)),
}


class _Entry:
    """A rule and its parameters, for ``check_named`` (what a ``SpecialRule`` holds)."""

    def __init__(self, rule: str, params: Any, notes: Any = "") -> None:
        self.rule, self.params, self.notes = rule, params, notes


def _check_for_rulebook(name: str):  # -> rulebook.CheckFn
    def check(scenario: Any, params: Any) -> None:
        check_named(_Entry(name, params))
        if name == "artillery_restrictions":
            _check_min_column(scenario, params)

    return check


def _check_min_column(scenario: Any, p: Any) -> None:
    """``min_bombardment_column`` restates the bombardment table's first column (its min_value)."""
    want = p.get("min_bombardment_column")
    table = scenario.bombardment
    if want is None or table is None:
        return
    first = next((c.label for c in table.columns if table.min_value is None or c.min >= table.min_value), None)
    if want != first:
        raise ModifierError(f"artillery_restrictions: 'min_bombardment_column' is {want!r} but the bombardment"
                            f" table's first column (min_value {table.min_value}) is {first!r}")


def _orphaned_artillery(game: Game, action: Any, fx: Any) -> None:
    """``divisional_artillery_removed_with_division``: once every combat unit of a German
    division is eliminated, its artillery leaves the game, not counted as destroyed."""
    from hexstudio.engine.combat.support import division_of

    for r in game.special_rules:
        if r.rule != "artillery_restrictions" or not r.params.get("divisional_artillery_removed_with_division"):
            continue
        side = r.params.get("german_side", "germany")
        corps = set(r.params.get("corps_artillery", []))
        st = game.state
        by_div: dict[str, list[str]] = {}
        for uid, us in st.units.items():
            div = division_of(game, uid) if us.side == side else None
            if div is not None:
                by_div.setdefault(div, []).append(uid)
        for div, ids in by_div.items():
            guns = [u for u in ids if "artillery" in _types(game, u) and u not in corps]
            fighters = [u for u in ids if u not in guns and u not in corps]
            if not guns or not fighters or any(st.units[u].status != "eliminated" for u in fighters):
                continue
            for u in guns:
                us = st.units[u]
                if us.status in ("on_map", "pending"):
                    fx.unit(u)
                    if us.hex is not None:
                        fx.hex(us.hex)
                    us.status = "withdrawn"
                    us.hex = None
                    fx.event("removed", unit=u, why=msg("every combat unit of {div} is gone (Reichswald 8.0 obs)", div=div))


def _register() -> None:
    from hexstudio.engine import registry, rulebook
    from hexstudio.engine.actions import Choose, MoveStack
    from hexstudio.engine.combat.actions import AirAttack, Bombard, CommitDefence, DeclareAttack

    for t in (DeclareAttack, CommitDefence, Choose, Bombard, AirAttack):
        registry.register_after_apply(t, _orphaned_artillery)
    registry.register_support_check(artillery_problem)
    registry.register_after_apply(MoveStack, _note_moves)
    from hexstudio.engine.rules.base import RULES, RuleParamError

    def compile_for(name: str):  # -> base.CompileFn: bad params stop the game at once
        def compile_named(game: Game, params: Any) -> Any:
            try:
                check_named(_Entry(name, params))
                if name == "artillery_restrictions":
                    _check_min_column(game.scenario, params)
            except ModifierError as e:
                raise RuleParamError(str(e)) from None
            return params

        return compile_named

    from hexstudio.engine.rules.bombardment_stage import BombardmentStage

    models = {**PARAMS, "bombardment_stage": BombardmentStage}
    for name, (desc, secs) in _DESCRIPTIONS.items():
        readers = ("hexstudio.engine.rules.bombardment_stage",) if name == "bombardment_stage" else ()
        rulebook.register_rule(name, desc, secs, models[name], check=_check_for_rulebook(name), readers=readers)
        RULES.setdefault(name, compile_for(name))


_register()
