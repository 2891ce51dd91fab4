"""Battle-specific limits on supporting fire (RULES.md §B13), as data.

Special rule ``support_restrictions`` — ``params`` (all optional):

- ``not_from_terrain`` [terrain id]: ranged units standing in such a hex may
  neither support nor bombard (Reichswald 8.0 obs: forest, city);
- ``own_division_only`` {"side": id, "except_flags": [flag]}: that side's
  ranged units support only combats whose supported units all belong to their
  own division (the top formation above them; Reichswald 8.0 obs: German
  divisional artillery; ARKO corps artillery carries an excepting flag);
- ``max_per_defence`` {"side": id, "count": n}: at most n ranged units support
  one defence of that side (Reichswald: the Germans one);
- ``not_in_enemy_phase`` {"flags": [flag]}: units with one of these flags
  never support a defence in the enemy's combat phase (Peleliu 9.0 naval
  counter; Reichswald AGRA).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

from hexstudio.engine.combat.modifiers import ModifierError
from hexstudio.engine.params import RuleParams
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

SUPPORT_RESTRICTIONS = "support_restrictions"
_KEYS = {"not_from_terrain", "own_division_only", "max_per_defence", "not_in_enemy_phase", "ref"}


def check_support_params(rule: Any) -> None:
    p = rule.params
    unknown = (set(p.given()) if isinstance(p, RuleParams) else set(p)) - _KEYS
    if unknown:
        raise ModifierError(f"support_restrictions: unknown parameter(s) {', '.join(sorted(unknown))}")
    if "not_from_terrain" in p and not isinstance(p["not_from_terrain"], list):
        raise ModifierError("support_restrictions: 'not_from_terrain' must list terrain ids")
    for key, need in (("own_division_only", "side"), ("max_per_defence", "side"), ("not_in_enemy_phase", "flags")):
        if key in p and (not isinstance(p[key], dict | RuleParams) or need not in p[key]):
            raise ModifierError(f"support_restrictions: '{key}' must be an object with '{need}'")
    if "max_per_defence" in p and not isinstance(p["max_per_defence"].get("count"), int):
        raise ModifierError("support_restrictions: 'max_per_defence' needs a whole 'count'")


def _params(game: Game) -> list[dict[str, Any]]:
    from hexstudio.engine.combat.named import combat_rules

    out = []
    for r in combat_rules(game):
        if r.rule == SUPPORT_RESTRICTIONS:
            check_support_params(r)
            out.append(r.params)
    return out


def division_of(game: Game, uid: str) -> str | None:
    """The top formation above a unit (its division), or None if it has none."""
    forms = {f.id: f for f in game.scenario.formations}
    fid = game.unit_defs[uid].formation
    top = None
    seen: set[str] = set()
    while fid is not None and fid in forms and fid not in seen:
        seen.add(fid)
        top = fid
        fid = forms[fid].parent
    return top


def support_problem(
    game: Game,
    uid: str,
    supported: Sequence[str],
    role: Literal["attack", "defence", "bombard"],
) -> str | None:
    """Why the ranged unit ``uid`` may not fire in this role, or None."""
    us = game.state.units[uid]
    u = game.unit_defs[uid]
    flags = set(u.flags) | us.flags
    name = u.short or u.name
    for p in _params(game):
        ref = f" ({p['ref']})" if p.get("ref") else ""
        bad = set(p.get("not_from_terrain", []))
        if bad and us.hex is not None and bad & {game.view.terrain(us.hex), *game.view.features(us.hex)}:
            return msg("{name} cannot fire from {hex}: its terrain forbids it{ref}", name=name, hex=game.label(us.hex), ref=ref)
        own = p.get("own_division_only")
        if own and own["side"] == us.side and role != "bombard" and not flags & set(own.get("except_flags", [])):
            mine = division_of(game, uid)
            if mine is None or any(division_of(game, s) != mine for s in supported):
                return msg("{name} supports only units of its own division{ref}", name=name, ref=ref)
        late = p.get("not_in_enemy_phase")
        if late and role == "defence" and flags & set(late["flags"]):
            return msg("{name} cannot be used in the enemy's combat phase{ref}", name=name, ref=ref)
    from hexstudio.engine import registry

    for extra in registry.SUPPORT_CHECKS:
        why = extra(game, uid, supported, role)
        if why:
            return why
    return None


def max_per_defence(game: Game, side: str) -> int | None:
    """The most ranged units that may support one defence of ``side`` (None: no limit)."""
    limit = None
    for p in _params(game):
        m = p.get("max_per_defence")
        if m and m["side"] == side:
            limit = m["count"] if limit is None else min(limit, m["count"])
    return limit
