"""Checks and effects of the combat actions, registered with the core Game.

Sequence of a ground combat: ``DeclareAttack`` (checked against phase, side,
adjacency, one attack per unit and per hex, artillery range and reuse, air
limits) → if the defender has support it could commit, a ``commit_defence``
decision (answered by ``CommitDefence`` or ``Choose("none")``; its support is
hidden from the attacker until then, U16) → the roll (a commit point) → the
result, carried out by ``resolve`` with a decision for every choice.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from hexstudio.engine import registry
from hexstudio.engine.actions import Action
from hexstudio.engine.combat import resolve
from hexstudio.engine.combat.actions import AirAttack, Bombard, CommitDefence, DeclareAttack
from hexstudio.engine.combat.bombard import BombardError, result_of
from hexstudio.engine.combat.crt import lookup
from hexstudio.engine.combat.odds import OddsError
from hexstudio.engine.combat.preview import BombardPreview, CombatPreview
from hexstudio.engine.combat.situation import (
    bombard_power,
    defenders_at,
    is_armored,
    preview_bombard,
    preview_ground,
    support_value,
    unit_name,
)
from hexstudio.engine.combat.support import max_per_defence, support_problem
from hexstudio.engine.decisions import Decision, register_decision
from hexstudio.engine.errors import IllegalAction, NotYourPhase, UnknownUnit
from hexstudio.engine.readonly import read_only
from hexstudio.engine.rules.ranged_units import support_allowed
from hexstudio.engine.text import local, msg
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game


class IllegalAttack(IllegalAction):
    """A declaration the combat rules refuse; ``reason`` says which rule."""


class OutOfRange(IllegalAttack):
    """Artillery farther from the defender's hex than its range."""


class AlreadyUsed(IllegalAttack):
    """A unit that already attacked or supported this phase, or a hex already attacked."""


class AirPointsProblem(IllegalAttack):
    """Air points beyond the side's pool or its per-use limits."""


# --------------------------------------------------------------------------- shared checks


def _label(game: Game, h: Hex) -> str:
    try:
        return game.label(h)
    except Exception:  # a hex off the grid has no printed label
        return f"({h.q}, {h.r})"


def _unit(game: Game, uid: str):  # -> UnitState
    if uid not in game.state.units:
        raise UnknownUnit(msg("there is no unit '{uid}' in this scenario", uid=uid))
    return game.state.units[uid]


def _phase_side(game: Game, kinds: Sequence[str], side_hint: str = "") -> str:
    phase = game.phase()
    if phase is None or phase.kind not in kinds:
        raise NotYourPhase(msg("attacks are made in the {kinds} phase, not the {phase}", kinds=" or ".join(kinds), phase=phase.kind if phase else msg("finished game")))
    side = phase.side or side_hint or game.state.active_side
    if not side:
        raise NotYourPhase(msg("name the side that makes this attack"))
    if phase.side and side_hint and side_hint != phase.side:
        raise NotYourPhase(msg("it is {side}'s phase", side=phase.side))
    return side


TARGETS = "attack_targets"  # state.extra: hex label -> side that defended it when attacked


def already_attacked(game: Game, target: Hex, defending_side: str) -> bool:
    """Was ``target`` attacked this turn (or phase) while ``defending_side`` held it?

    "Não é permitido atacar o mesmo hexágono-alvo duas vezes no mesmo turno"
    (Leyte 8.0 obs) protects the defenders of a hex. A hex the enemy has taken
    since (an advance after combat) is a new target: without this the units
    adjacent to it would have to attack it (A3.9) and could not.
    """
    if target not in game.state.attacked_hexes:
        return False
    held = game.state.extra.get(TARGETS, {}).get(game.label(target))
    return held is None or held == defending_side


def _mark_attacked(game: Game, target: Hex, defending_side: str) -> None:
    game.state.attacked_hexes.add(target)
    game.state.extra.setdefault(TARGETS, {})[game.label(target)] = defending_side


def _check_target(game: Game, side: str, target: Hex) -> list[str]:
    if not game.view.in_play(target):
        raise IllegalAttack(msg("hex {label} is not on the map", label=_label(game, target)))
    defenders = defenders_at(game, target, side)
    if not defenders:
        raise IllegalAttack(msg("there are no enemy units at {hex} to attack", hex=game.label(target)))
    if already_attacked(game, target, game.state.units[defenders[0]].side):
        per = game.scenario.rules.combat.attacks_per_hex
        raise AlreadyUsed(msg("{hex} was already attacked {per} (Leyte 8.0 obs; Monte Castelo 6.1)", hex=game.label(target), per=msg("this turn") if per == "turn" else msg("this phase")))
    return defenders


def support_barred(game: Game, units: Sequence[str]) -> bool:
    """No artillery or air support for these units: every one is flagged
    ``no_support`` (Leyte 11.0 guerrillas), unless the ``guerrillas`` rule's
    ``support_only_stacked_with_nationality`` unit shares its hex."""
    from hexstudio.engine.rules.guerrilla_support import stacked_exception

    st = game.state
    return all(
        ("no_support" in game.unit_defs[u].flags or "no_support" in st.units[u].flags) and not stacked_exception(game, u)
        for u in units
    )


def _used(game: Game, uid: str) -> bool:
    return uid in game.state.attacked_units or uid in game.state.supporting_units


def _check_artillery(game: Game, side: str, target: Hex, artillery: Sequence[str], exclude: Sequence[str] = (),
                     *, supported: Sequence[str] = (), role: str = "attack") -> None:
    if len(set(artillery)) != len(artillery):
        raise IllegalAttack(msg("a supporting unit is listed twice"))
    for uid in artillery:
        us = _unit(game, uid)
        name = unit_name(game, uid)
        if us.side != side:
            raise IllegalAttack(msg("{name} is not one of {side}'s units", name=name, side=side))
        if not us.on_map or us.hex is None:
            raise IllegalAttack(msg("{name} is not on the map", name=name))
        if uid in exclude:
            raise IllegalAttack(msg("{name} cannot both attack and support the same combat", name=name))
        rng = game.current_values(uid).range
        if rng is None:
            raise IllegalAttack(msg("{name} has no range and cannot support from a distance", name=name))
        d = us.hex.distance(target)
        if d > rng:
            raise OutOfRange(msg("{name} at {hex} is {d} hexes from {hex2}, beyond its range of {rng}", name=name, hex=game.label(us.hex), d=d, hex2=game.label(target), rng=rng))
        if _used(game, uid):
            raise AlreadyUsed(msg("{name} was already used in a combat this phase (Reichswald 8.0; Sicily 8.0)", name=name))
        why = support_problem(game, uid, supported, role)  # type: ignore[arg-type]
        if why:
            raise IllegalAttack(why)
    if role == "defence":
        limit = max_per_defence(game, side)
        if limit is not None and len(artillery) > limit:
            raise IllegalAttack(msg("at most {limit} ranged units may support one defence of {side}", limit=limit, side=_side_name(game, side)))


def _side_name(game: Game, side: str) -> str:
    """A side in a refusal: the scenario's name (with its languages), never its id."""
    return next((local(s.name) for s in game.scenario.sides if s.id == side), side)


def _air_limits(game: Game, side: str):  # -> AirPowerSide | None
    return next((a for a in game.scenario.air_power.sides if a.side == side), None)


def _check_air(game: Game, side: str, points: int, support: bool) -> None:
    if points < 0:
        raise AirPointsProblem(msg("air points cannot be negative"))
    if points == 0:
        return
    have = game.state.air_points.get(side, 0)
    if points > have:
        raise AirPointsProblem(msg("{side} has only {have} air points left this turn, not {points}", side=_side_name(game, side), have=have, points=points))
    lim = _air_limits(game, side)
    if lim is not None and (not support or lim.limits_apply_to_support):
        if not lim.per_use_min <= points <= lim.per_use_max:
            raise AirPointsProblem(msg("{side} must use between {per_use_min} and {per_use_max} air points at a time (Leyte 6.2 obs)", side=_side_name(game, side), per_use_min=lim.per_use_min, per_use_max=lim.per_use_max))


# --------------------------------------------------------------------------- ground combat


@read_only
def attack_choices(game: Game, side: str, target: Hex) -> tuple[list[str], list[str]]:
    """The units ``side`` may offer against ``target`` now: attackers (adjacent,
    not yet used up this phase) and ranged units that reach it and have not
    fought this phase. The same per-unit tests ``check_declare`` applies; the
    combination (support restrictions, odds) is still checked when declared."""
    st = game.state
    per_phase = game.scenario.rules.combat.unit_attacks_per_phase
    counts: dict[str, int] = st.extra.get("attack_counts", {})
    attackers: list[str] = []
    ranged: list[str] = []
    for us in st.on_map(side):
        if us.hex is None:
            continue
        d = us.hex.distance(target)
        attacks = counts.get(us.id, 1 if us.id in st.attacked_units else 0)
        if d == 1 and us.id not in st.supporting_units and attacks < per_phase:
            attackers.append(us.id)
        rng = game.current_values(us.id).range
        if rng is not None and d <= rng and not _used(game, us.id):
            ranged.append(us.id)
    return attackers, ranged


def check_declare(game: Game, a: DeclareAttack, *, complete: bool = True) -> None:
    """Raise the IllegalAction that refuses ``a``. ``complete=False`` skips the
    check that every stranded obliged unit joins (a preview of a partial choice)."""
    side = _phase_side(game, ("combat",))
    rules = game.scenario.rules.combat
    if not a.attackers:
        raise IllegalAttack(msg("an attack needs at least one attacking unit"))
    if len(set(a.attackers)) != len(a.attackers):
        raise IllegalAttack(msg("an attacking unit is listed twice"))
    _check_target(game, side, a.target)
    counts: dict[str, int] = game.state.extra.get("attack_counts", {})
    for uid in a.attackers:
        us = _unit(game, uid)
        name = unit_name(game, uid)
        if us.side != side:
            raise IllegalAttack(msg("{name} is not one of {side}'s units", name=name, side=side))
        if not us.on_map or us.hex is None:
            raise IllegalAttack(msg("{name} is not on the map", name=name))
        if us.hex.distance(a.target) != 1:
            raise IllegalAttack(msg("{name} at {hex} is not adjacent to {hex2}", name=name, hex=game.label(us.hex), hex2=game.label(a.target)))
        if uid in game.state.supporting_units:
            raise AlreadyUsed(msg("{name} already supported a combat this phase", name=name))
        if counts.get(uid, 1 if uid in game.state.attacked_units else 0) >= rules.unit_attacks_per_phase:
            raise AlreadyUsed(msg("{name} has already attacked this phase (Monte Castelo 6.1)", name=name))
    if a.artillery and not support_allowed(game, a.artillery, "attack"):
        raise IllegalAttack(msg("artillery does not support ground combat in this battle"))
    _check_artillery(game, side, a.target, a.artillery, a.attackers, supported=a.attackers, role="attack")
    _check_air(game, side, a.air_points, support=True)
    if (a.artillery or a.air_points) and support_barred(game, a.attackers):
        raise IllegalAttack(msg("these units cannot receive artillery or air support (Leyte 11.0)"))
    try:
        preview_ground(game, side, a.target, a.attackers, a.artillery, a.air_points)
    except OddsError as e:
        raise IllegalAttack(str(e)) from None
    stranded = stranded_units(game, side, a.target, a.attackers) if complete else []
    if stranded:
        names = ", ".join(unit_name(game, u) for u in stranded)
        raise IllegalAttack(msg("{names} must join this attack: engaged, with no other enemy hex left to attack", names=names))


def stranded_units(game: Game, side: str, target: Hex, attackers: Sequence[str]) -> list[str]:
    """Obliged units left out of an attack on ``target`` that could then attack nothing.

    Each engaged unit must take part in an attack (A3.9, U13 v). Once the
    roll is made the hex cannot be attacked again, so a declaration that
    leaves such a unit behind would make the phase impossible to end.
    """
    from hexstudio.engine.rules.armor_mountain import attack_barred
    from hexstudio.engine.zoc import obliged_attackers

    st = game.state
    out = []
    for uid in obliged_attackers(game, st, side):
        if uid in attackers or uid in st.attacked_units or uid in st.supporting_units:
            continue
        h = st.units[uid].hex
        # A unit that may not attack the target (armour into mountains, Sicily
        # 5.1.2 obs) is never required to join: the obligation must not
        # contradict the limits, or neither choice would be legal.
        if h is None or h.distance(target) != 1 or attack_barred(game, uid, target):
            continue
        others = [
            n for n in h.neighbours()
            if n != target and (occ := st.occupant_side(n)) is not None and occ != side
            and not already_attacked(game, n, occ) and not attack_barred(game, uid, n)
        ]
        if not others:
            out.append(uid)
    return out


def defence_support_available(game: Game, side: str, target: Hex) -> tuple[list[str], int]:
    """Artillery of the defending ``side`` in range of ``target`` and unused, and its air points."""
    art = []
    defenders = [u.id for u in game.state.units_at(target) if u.side == side]
    for us in game.state.on_map(side):
        if us.hex is None or us.hex == target or _used(game, us.id):
            continue
        rng = game.current_values(us.id).range
        if rng is not None and us.hex.distance(target) <= rng and game.current_values(us.id).attack > 0:
            if support_problem(game, us.id, defenders, "defence") is None:
                art.append(us.id)
    air = game.state.air_points.get(side, 0)
    lim = _air_limits(game, side)
    if lim is not None and lim.limits_apply_to_support and air < lim.per_use_min:
        air = 0
    art = [u for u in art if support_allowed(game, [u], "defence")]
    return art, air


def apply_declare(game: Game, a: DeclareAttack, fx: Effects) -> None:
    st = game.state
    side = _phase_side(game, ("combat",))
    defenders = defenders_at(game, a.target, side)
    enemy = st.units[defenders[0]].side
    st.attacked_units.update(a.attackers)
    counts = st.extra.setdefault("attack_counts", {})
    for uid in a.attackers:
        counts[uid] = counts.get(uid, 0) + 1
    st.supporting_units.update(a.artillery)
    _mark_attacked(game, a.target, enemy)
    if a.air_points:
        st.air_points[side] = st.air_points.get(side, 0) - a.air_points
    fx.hex(a.target)
    fx.event("attack_declared", target=game.label(a.target), attackers=list(a.attackers),
             artillery=list(a.artillery), air_points=a.air_points)
    rec: dict[str, Any] = {
        "kind": "ground", "side": side, "enemy": enemy, "target": a.target,
        "attackers": list(a.attackers), "artillery": list(a.artillery), "air": a.air_points,
        "defenders": defenders, "def_artillery": [], "def_air": 0, "lost": [], "queue": [],
        "defender_armored": any(is_armored(game, u) for u in defenders),
    }
    st.extra[resolve.KEY] = rec
    art, air = defence_support_available(game, enemy, a.target)
    if support_barred(game, defenders):
        art, air = [], 0
    if art or air:
        text = msg("{hex} is attacked: commit defensive support (artillery {artillery}; up to {air} air points)", hex=game.label(a.target), artillery=", ".join(art) or msg("none"), air=air)
        st.pending = Decision("commit_defence", enemy, ("none",), text, {"artillery": art, "air": air})
        return
    roll_ground(game, fx)


def check_commit(game: Game, a: CommitDefence) -> None:
    d = game.state.pending
    rec = resolve.active(game)
    if d is None or d.kind != "commit_defence" or rec is None:
        raise IllegalAction(msg("no attack is waiting for the defender's support"))
    allowed = set(d.data.get("artillery", []))
    for uid in a.artillery:
        if uid not in allowed:
            _unit(game, uid)
            raise IllegalAttack(msg("{unit_name} cannot support this defence (not in range, or already used)", unit_name=unit_name(game, uid)))
    _check_artillery(game, rec["enemy"], rec["target"], a.artillery, supported=rec["defenders"], role="defence")
    _check_air(game, rec["enemy"], a.air_points, support=True)


def apply_commit(game: Game, a: CommitDefence, fx: Effects) -> None:
    st = game.state
    rec = resolve.active(game)
    assert rec is not None
    st.pending = None
    st.supporting_units.update(a.artillery)
    if a.air_points:
        st.air_points[rec["enemy"]] = st.air_points.get(rec["enemy"], 0) - a.air_points
    rec["def_artillery"] = list(a.artillery)
    rec["def_air"] = a.air_points
    fx.event("defence_committed", artillery=list(a.artillery), air_points=a.air_points)
    roll_ground(game, fx)


def resolve_commit_none(game: Game, d: Decision, choice: str, fx: Effects) -> None:
    fx.event("defence_committed", artillery=[], air_points=0)
    roll_ground(game, fx)


def roll_ground(game: Game, fx: Effects) -> None:
    """Both sides have committed: preview, roll, and carry out the result."""
    rec = resolve.active(game)
    assert rec is not None
    # Declared legally, the odds may still fall below the table once the
    # defender's support is in: the attack stands and is read on the first column.
    p = preview_ground(game, rec["side"], rec["target"], rec["attackers"], rec["artillery"], rec["air"],
                       rec["def_artillery"], rec["def_air"], clamp=True)
    table = game.scenario.crt
    faces = fx.roll(table.dice, "combat")
    total = sum(faces)
    cell = lookup(table, p.final_index, total)
    rec["result"] = cell.text
    fx.event("combat", target=game.label(rec["target"]), attack=p.attack_total, defence=p.defence_total,
             odds=p.odds.label, column=p.base_label, shifts=[s.describe() for s in p.shifts], final_column=p.final_label,
             roll=total, row=table.rows[next(i for i, r in enumerate(table.rows) if total in r.rolls)].label, result=cell.text)
    rec["queue"] = resolve.build_queue(game, rec, {"defender": cell.defender, "attacker": cell.attacker, "both": cell.both})
    resolve.run(game, fx)


@read_only
def combat_preview(game: Game, action: DeclareAttack) -> CombatPreview:
    """What ``action`` would give, as the attacker may know it. Only the units
    in the hex count in the defence; the most the defender could add with
    support is told (``possible_defence_support``) only when
    ``rules.combat.hidden_support`` is off (U16). Raises IllegalAction if the
    declaration is not legal, except that obliged units may still be missing
    (the player may be adding attackers one by one)."""
    if game.state.pending is not None or game.state.game_over:
        game.check(action)  # raises DecisionPending or GameOver
    check_declare(game, action, complete=False)
    side = _phase_side(game, ("combat",))
    p = preview_ground(game, side, action.target, action.attackers, action.artillery, action.air_points)
    if game.scenario.rules.combat.hidden_support:
        return p
    enemy = game.state.units[defenders_at(game, action.target, side)[0]].side
    art, air = defence_support_available(game, enemy, action.target)
    lim = _air_limits(game, enemy)
    if lim is not None and lim.limits_apply_to_support:
        air = min(air, lim.per_use_max)
    return dataclasses.replace(p, possible_defence_support=sum(support_value(game, u) for u in art) + air)


# --------------------------------------------------------------------------- bombardment and air attack


def _check_table(game: Game) -> None:
    if game.scenario.bombardment is None:
        raise IllegalAttack(msg("this battle has no bombardment table"))


def _check_bombardment_limits(game: Game, side: str, target: Hex, power: int, firing: Sequence[str]) -> None:
    """The ``bombardment_limits`` special rule (Monte Castelo 4.1: at most 10 PB
    per hex, a target within 3 hexes of a unit of the bombarding army, no
    bombardment or aviation at night)."""
    from hexstudio.engine.combat.modifiers import BOMBARDMENT_LIMITS, check_params
    from hexstudio.engine.combat.named import combat_rules

    for r in combat_rules(game):
        if r.rule != BOMBARDMENT_LIMITS:
            continue
        check_params(r)
        p = r.params
        ref = f" ({p['ref']})" if p.get("ref") else ""
        if p.get("no_night"):
            turn = next((t for t in game.scenario.turns.turns if t.number == game.state.turn), None)
            if turn is not None and turn.night:
                raise IllegalAttack(msg("no bombardment or air attack on a night turn{ref}", ref=ref))
        if game.state.turn in p.get("no_turns", ()):
            raise IllegalAttack(msg("no bombardment or air attack on turn {turn}{ref}", turn=game.state.turn, ref=ref))
        if "max_power" in p and power > p["max_power"]:
            raise IllegalAttack(msg("at most {max_power} points may bombard one hex, not {power}{ref}", max_power=p['max_power'], power=power, ref=ref))
        if "max_distance_to_friendly" in p:
            reach = p["max_distance_to_friendly"]
            near = [u for u in game.state.on_map(side) if u.hex is not None and u.id not in firing and u.hex.distance(target) <= reach]
            if not near:
                raise IllegalAttack(msg("{hex} is more than {reach} hexes from every unit of {side}{ref}", hex=game.label(target), reach=reach, side=_side_name(game, side), ref=ref))


def check_air(game: Game, a: AirAttack) -> None:
    side = _phase_side(game, ("combat", "bombardment"), a.side)
    _check_table(game)
    _check_target(game, side, a.target)
    _check_bombardment_limits(game, side, a.target, a.points, ())
    if a.points <= 0:
        raise AirPointsProblem(msg("an air attack needs at least one air point"))
    _check_air(game, side, a.points, support=False)
    try:
        preview_bombard(game, side, a.target, "air", points=a.points)
    except BombardError as e:
        raise IllegalAttack(str(e)) from None
    stranded = _stranded_by_strike(game, side, a.target, ())
    if stranded:
        raise IllegalAttack(msg("an air attack on {hex} would leave {names} nothing to attack: an engaged unit must attack "
                                "itself (\"ela terá que atacar\")", hex=game.label(a.target), names=stranded))


def _stranded_by_strike(game: Game, side: str, target: Hex, firing: Sequence[str]) -> str:
    """Obliged units an air attack or bombardment of ``target`` in the combat phase would
    leave with no hex to attack (the strike uses up the hex's attack), as a list of names.

    The books oblige the engaged unit itself to attack (Leyte 4.1.2: "ela terá que
    atacar"): a strike by air or guns on its hex does not release it."""
    if game.phase_kind() != "combat" or not game.phase().engagements:  # type: ignore[union-attr]
        return ""
    return ", ".join(unit_name(game, u) for u in stranded_units(game, side, target, firing))


def check_bombard(game: Game, a: Bombard) -> None:
    side = _phase_side(game, ("combat", "bombardment"), a.side)
    _check_table(game)
    _check_target(game, side, a.target)
    if not a.artillery:
        raise IllegalAttack(msg("a bombardment needs at least one artillery unit"))
    if len(set(a.artillery)) != len(a.artillery):
        raise IllegalAttack(msg("an artillery unit is listed twice"))
    for uid in a.artillery:
        us = _unit(game, uid)
        name = unit_name(game, uid)
        if us.side != side:
            raise IllegalAttack(msg("{name} is not one of {side}'s units", name=name, side=side))
        if not us.on_map or us.hex is None:
            raise IllegalAttack(msg("{name} is not on the map", name=name))
        v = game.current_values(uid)
        if v.range is None and v.bombard is None:
            raise IllegalAttack(msg("{name} has no range and cannot bombard", name=name))
        if v.range is not None and us.hex.distance(a.target) > v.range:
            raise OutOfRange(msg("{name} at {hex} is {d} hexes from {hex2}, beyond its range of {rng}", name=name, hex=game.label(us.hex),
                                 d=us.hex.distance(a.target), hex2=game.label(a.target), rng=v.range))
        if _used(game, uid):
            raise AlreadyUsed(msg("{name} was already used in a combat this phase", name=name))
        why = support_problem(game, uid, (), "bombard")
        if why:
            raise IllegalAttack(why)
    _check_bombardment_limits(game, side, a.target, sum(bombard_power(game, u) for u in a.artillery), a.artillery)
    try:
        preview_bombard(game, side, a.target, "artillery", artillery=a.artillery)
    except BombardError as e:
        raise IllegalAttack(str(e)) from None
    stranded = _stranded_by_strike(game, side, a.target, a.artillery)
    if stranded:
        raise IllegalAttack(msg("a bombardment of {hex} would leave {names} nothing to attack: an engaged unit must attack "
                                "itself (\"ela terá que atacar\")", hex=game.label(a.target), names=stranded))


@read_only
def bombard_preview(game: Game, action: AirAttack | Bombard) -> BombardPreview:
    """What an air attack or bombardment would give. Raises IllegalAction if not legal."""
    game.check(action)
    phase = game.phase()
    side = (phase.side if phase else None) or action.side or game.state.active_side or ""
    if isinstance(action, AirAttack):
        return preview_bombard(game, side, action.target, "air", points=action.points)
    return preview_bombard(game, side, action.target, "artillery", artillery=action.artillery)


def _roll_bombard(game: Game, side: str, target: Hex, p: BombardPreview, fx: Effects, firing: list[str]) -> None:
    st = game.state
    table = game.scenario.bombardment
    assert table is not None
    defenders = defenders_at(game, target, side)
    _mark_attacked(game, target, st.units[defenders[0]].side)
    faces = fx.roll(table.dice, "air attack" if p.kind == "air" else "bombardment")
    total = sum(faces)
    row = next(i for i, r in enumerate(table.rows) if total in r.rolls)
    code = table.cells[row][p.final_index]
    res = result_of(table, code)
    fx.hex(target)
    fx.event("bombardment", kind=p.kind, target=game.label(target), value=p.value, column=p.base_label,
             shifts=[s.describe() for s in p.shifts], final_column=p.final_label, roll=total, result=code)
    rec: dict[str, Any] = {
        "kind": p.kind, "side": side, "enemy": st.units[defenders[0]].side, "target": target,
        "attackers": [], "artillery": firing, "air": 0, "defenders": defenders, "lost": [], "result": code,
        "queue": [], "defender_armored": False,
    }
    if res.step_losses:
        rec["queue"].append({"op": "lose", "who": "defender", "what": "step", "count": res.step_losses, "code": code})
    if res.suppress:
        rec["queue"].append({"op": "suppress"})
    st.extra[resolve.KEY] = rec
    resolve.run(game, fx)


def apply_air(game: Game, a: AirAttack, fx: Effects) -> None:
    side = _phase_side(game, ("combat", "bombardment"), a.side)
    p = preview_bombard(game, side, a.target, "air", points=a.points)
    game.state.air_points[side] = game.state.air_points.get(side, 0) - a.points
    fx.event("air_attack_declared", side=side, target=game.label(a.target), points=a.points)
    _roll_bombard(game, side, a.target, p, fx, [])


def apply_bombard(game: Game, a: Bombard, fx: Effects) -> None:
    side = _phase_side(game, ("combat", "bombardment"), a.side)
    p = preview_bombard(game, side, a.target, "artillery", artillery=a.artillery)
    game.state.supporting_units.update(a.artillery)
    fx.event("bombardment_declared", side=side, target=game.label(a.target), artillery=list(a.artillery))
    _roll_bombard(game, side, a.target, p, fx, list(a.artillery))


def _new_phase(game: Game, fx: Effects) -> None:
    """Attack counts are per phase (rules.combat.unit_attacks_per_phase)."""
    game.state.extra.pop("attack_counts", None)


# --------------------------------------------------------------------------- candidates for legal_actions


def combat_candidates(game: Game) -> Iterator[Action]:
    """Simple declarations for an AI or ``Game.legal_actions``: each adjacent
    enemy hex attacked by every unused adjacent unit, by those of them the rules
    let attack it, and by each of them alone (one unit may not be allowed to
    attack, e.g. from a flood, and an engaged unit next to it must still find a
    legal attack), without support."""
    st = game.state
    if st.pending is not None:
        if st.pending.kind == "commit_defence":
            yield CommitDefence()
        return
    phase = game.phase()
    if phase is None or phase.kind != "combat" or st.active_side is None:
        return
    side = st.active_side
    targets: dict[Hex, list[str]] = {}
    for us in st.on_map(side):
        if us.hex is None or _used(game, us.id):
            continue
        for n in us.hex.neighbours():
            occ = st.occupant_side(n)
            if occ is not None and occ != side and not already_attacked(game, n, occ):
                targets.setdefault(n, []).append(us.id)
    from hexstudio.engine.rules.armor_mountain import attack_barred

    for h, ids in sorted(targets.items()):
        yield DeclareAttack(h, tuple(ids))
        # Without the units the rules bar from attacking that hex (armour into
        # mountains, Sicily 5.1.2 obs): two engaged paratroops beside such a tank
        # could neither attack with it nor alone (each must join the other).
        allowed = tuple(u for u in ids if not attack_barred(game, u, h))
        if 1 < len(allowed) < len(ids):
            yield DeclareAttack(h, allowed)
        if len(ids) > 1:
            for uid in ids:
                yield DeclareAttack(h, (uid,))


registry.register_handler(DeclareAttack, check_declare, apply_declare)
registry.register_handler(CommitDefence, check_commit, apply_commit)
registry.register_handler(AirAttack, check_air, apply_air)
registry.register_handler(Bombard, check_bombard, apply_bombard)
registry.register_generator(combat_candidates)
registry.register_phase_hook("start", _new_phase)
register_decision("commit_defence", resolve_commit_none)
