"""A combat or bombardment as it stands on the board: totals and shifts.

Turns a declaration (target hex, attackers, artillery, air points) into the
``Contribution`` and ``Shift`` lists of ``preview``, reading the game state:
current unit values, the defender's terrain and hexsides, encirclement,
complete formations and the scenario's data-driven special rules.

Special rule ``command_bonus`` (params ``levels``: {formation level: "both" |
"attack" | "defence"}, ``cap``: most bonus columns per side and combat)
restricts the organisation bonus (Leyte: regiments both ways, the division
only in attack, E8); without it every eligible formation gives ±1.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Literal

from hexstudio.engine.combat.bombard import BombardKind
from hexstudio.engine.combat.modifiers import (
    COMMAND_BONUS,
    ENCIRCLED_ACROSS,
    CombatSituation,
    check_params,
    conditional_shifts,
    elevation_shifts,
)
from hexstudio.engine.combat.named import combat_rules, named_shifts, organisation_bonus
from hexstudio.engine.combat.preview import (
    BombardPreview,
    CombatPreview,
    Contribution,
    preview_bombardment,
    preview_combat,
)
from hexstudio.engine.combat.shifts import (
    Favours,
    Shift,
    complete_formations,
    encirclement_shift,
    formation_tree,
    hex_terrain_shifts,
    organisation_shifts,
)
from hexstudio.engine.combat.values import halve_up
from hexstudio.engine.readonly import read_only
from hexstudio.engine.text import msg
from hexstudio.engine.zoc import fully_encircled, is_encircled
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

def unit_name(game: Game, uid: str) -> str:
    u = game.unit_defs[uid]
    return u.short or u.name


def unit_tags(game: Game, uid: str) -> frozenset[str]:
    t = game.unit_types[game.unit_defs[uid].type]
    return frozenset(t.tags) | {t.id}


def is_armored(game: Game, uid: str) -> bool:
    return "armored" in unit_tags(game, uid)


def weather(game: Game):  # -> WeatherType | None
    wid = game.state.weather
    if wid is None:
        return None
    return next((w for w in game.scenario.weather.types if w.id == wid), None)


def support_value(game: Game, uid: str) -> int:
    """What a ranged unit adds to a combat: its attack value, halved (rounded
    up, per unit, U59) when the weather halves artillery support."""
    v = game.current_values(uid).attack
    w = weather(game)
    if w is not None and w.artillery_support == "half":
        return halve_up(v)
    return v


def defenders_at(game: Game, target: Hex, side: str) -> list[str]:
    return [u.id for u in game.state.units_at(target) if u.side != side]


def attack_contributions(game: Game, attackers: Sequence[str], artillery: Sequence[str], air: int) -> list[Contribution]:
    out = [Contribution(unit_name(game, u), game.current_values(u).attack, "attacker", u) for u in attackers]
    out += [Contribution(unit_name(game, u), support_value(game, u), "artillery", u) for u in artillery]
    if air:
        out.append(Contribution(msg("air points"), air, "air"))
    return out


def defence_contributions(game: Game, defenders: Sequence[str], artillery: Sequence[str], air: int) -> list[Contribution]:
    out = [Contribution(unit_name(game, u), game.current_values(u).defence, "defender", u) for u in defenders]
    out += [Contribution(unit_name(game, u), support_value(game, u), "artillery", u) for u in artillery]
    if air:
        out.append(Contribution(msg("air points"), air, "air"))
    return out


def defender_encircled(game: Game, defenders: Sequence[str]) -> bool:
    """Leyte 5.1.3 / Monte Castelo 6.3.7: no retreat to a hex free of enemy ZOC
    (core's test, U24), or every neighbour held by the enemy."""
    st = game.state
    if not defenders:
        return False
    across: set[str] = set()
    for r in combat_rules(game):
        if r.rule == ENCIRCLED_ACROSS:
            check_params(r)
            across |= set(r.params["hexsides"])
    if all(is_encircled(game, st, u) or fully_encircled(game, st, u) for u in defenders):
        return True
    if not across:
        return False
    from hexstudio.engine.combat.retreat import retreat_options

    for u in defenders:
        h = st.units[u].hex
        assert h is not None
        free = retreat_options(game, u, h).free + retreat_options(game, u, h).full
        if any(not (game.view.hexside_features(h, n) & across) for n in free):
            return False
    return True


def _command_params(game: Game) -> tuple[dict[str, Literal["both", "attack", "defence"]] | None, int | None]:
    for r in combat_rules(game):
        if r.rule == COMMAND_BONUS:
            check_params(r)
            return r.params.get("levels"), r.params.get("cap")
    return None, None


def situation_of(game: Game, side: str, enemy: str, attackers: Iterable[str], defenders: Iterable[str],
                 target: Hex, encircled: bool, kind: Literal["combat", "bombardment"] = "combat") -> CombatSituation:
    attackers = list(attackers)
    defenders = list(defenders)
    busy = set(attackers)
    friends = tuple(
        (u.hex.distance(target), game.unit_defs[u.id].nationality, frozenset([game.view.terrain(u.hex), *game.view.features(u.hex)]))
        for u in game.state.on_map(side)
        if u.hex is not None and u.id not in busy
    )
    turn = next((t for t in game.scenario.turns.turns if t.number == game.state.turn), None)
    v = game.view
    return CombatSituation(
        turn=game.state.turn,
        night=bool(turn and turn.night),
        attacker_side=side,
        defender_side=enemy,
        attacker_nationalities=frozenset(game.unit_defs[u].nationality for u in attackers),
        defender_nationalities=frozenset(game.unit_defs[u].nationality for u in defenders),
        attacker_tags=tuple(unit_tags(game, u) for u in attackers),
        defender_tags=tuple(unit_tags(game, u) for u in defenders),
        defender_terrain=frozenset([v.terrain(target), *v.features(target)]),
        defender_encircled=encircled,
        kind=kind,
        friendly_units=friends,
    )


def ground_shifts(game: Game, side: str, target: Hex, attackers: Sequence[str], artillery: Sequence[str],
                  defenders: Sequence[str]) -> list[Shift]:
    """Every column shift of a ground combat, in the order the preview lists them."""
    sc = game.scenario
    rules = sc.rules.combat
    st = game.state
    hexside_types = {t.id: t for t in sc.hexside_types}
    attacker_hexes = [st.units[u].hex for u in attackers if st.units[u].hex is not None]
    out = hex_terrain_shifts(game.view, hexside_types, target, attacker_hexes, rules.terrain, rules.river_shift)  # type: ignore[arg-type]
    out += elevation_shifts(combat_rules(game), game.view, target, attacker_hexes)  # type: ignore[arg-type]
    encircled = defender_encircled(game, defenders)
    out += encirclement_shift(encircled, rules.encirclement_shift)
    named_org = organisation_bonus(game, [*attackers, *artillery], list(defenders))
    if named_org is not None:
        out += named_org
    else:
        levels, cap = _command_params(game)
        tree = game.__dict__.get("_formation_tree")
        if tree is None:  # fixed for the game: worked out once
            tree = game.__dict__["_formation_tree"] = formation_tree(sc.formations, sc.units)
        att_forms = complete_formations(sc.formations, sc.units, [*attackers, *artillery], tree)
        def_forms = complete_formations(sc.formations, sc.units, defenders, tree)
        out += organisation_shifts(att_forms, Favours.ATTACKER, levels=levels, cap=cap)
        out += organisation_shifts(def_forms, Favours.DEFENDER, levels=levels, cap=cap)
    enemy = st.units[defenders[0]].side if defenders else next(s for s in game.sides if s != side)
    out += conditional_shifts(combat_rules(game), situation_of(game, side, enemy, attackers, defenders, target, encircled))
    out += named_shifts(game, "combat", side, target, list(attackers), list(artillery))
    from hexstudio.engine import registry

    for source in registry.SHIFT_SOURCES:
        out += source(game, side, target, attackers, defenders)
    return out


@read_only
def preview_ground(game: Game, side: str, target: Hex, attackers: Sequence[str], artillery: Sequence[str] = (),
                   air: int = 0, def_artillery: Sequence[str] = (), def_air: int = 0,
                   clamp: bool = False) -> CombatPreview:
    """The preview of a ground combat in the current state. Raises OddsError
    for odds the table refuses, unless ``clamp`` (an attack already declared)."""
    defenders = defenders_at(game, target, side)
    rules = game.scenario.rules.combat
    if clamp:
        rules = rules.model_copy(update={"below_table": "clamp"})
    return preview_combat(
        game.scenario.crt,
        rules,
        attack_contributions(game, attackers, artillery, air),
        defence_contributions(game, defenders, def_artillery, def_air),
        ground_shifts(game, side, target, attackers, artillery, defenders),
    )


def bombard_shifts(game: Game, side: str, target: Hex, kind: BombardKind, firing: Sequence[str] = ()) -> list[Shift]:
    """Terrain shifts against a bombardment, plus data rules that name ``kinds: ["bombardment"]``.

    A bombardment has no direction of attack, so a hexside counts only under
    ``river_shift: bordering``, and never against artillery when
    ``rules.artillery.river_exempt_bombardment`` ("exceto rio", Leyte 8.0).
    Hexside types with a ``bombardment`` value use it (Reichswald air: 0).
    """
    sc = game.scenario
    rules = sc.rules
    hexside_types = {t.id: t for t in sc.hexside_types}
    river_mode = rules.combat.river_shift if rules.combat.river_shift == "bordering" else "never"
    if kind == "artillery" and rules.artillery.river_exempt_bombardment:
        river_mode = "never"
    out = hex_terrain_shifts(game.view, hexside_types, target, [], rules.combat.terrain, river_mode, kind="bombardment")
    defenders = defenders_at(game, target, side)
    enemy = game.state.units[defenders[0]].side if defenders else next(s for s in game.sides if s != side)
    out += conditional_shifts(combat_rules(game), situation_of(game, side, enemy, firing, defenders, target, False, "bombardment"))
    out += named_shifts(game, "bombardment", side, target, [], list(firing))
    return out


def bombard_power(game: Game, uid: str) -> int:
    """A firing unit's bombardment power: its PB if printed (Monte Castelo), else its attack."""
    v = game.current_values(uid)
    return v.bombard if v.bombard is not None else support_value(game, uid)


@read_only
def preview_bombard(game: Game, side: str, target: Hex, kind: BombardKind, artillery: Sequence[str] = (),
                    points: int = 0) -> BombardPreview:
    """The preview of an air attack (``points``) or a bombardment (``artillery``)."""
    table = game.scenario.bombardment
    if table is None:
        raise ValueError("this scenario has no bombardment table")
    if kind == "air":
        power = [Contribution(msg("air points"), points, "air")]
    else:
        power = [Contribution(unit_name(game, u), bombard_power(game, u), "artillery", u) for u in artillery]
    targets = []
    for u in defenders_at(game, target, side):
        t = game.unit_types[game.unit_defs[u].type]
        if kind not in t.vulnerability:
            from hexstudio.engine.combat.bombard import BombardError

            raise BombardError(f"unit type {t.id} has no {kind} vulnerability index")
        targets.append(Contribution(unit_name(game, u), t.vulnerability[kind], "defender", u))
    return preview_bombardment(table, game.scenario.rules.combat, kind, power, targets,
                               bombard_shifts(game, side, target, kind, artillery))
