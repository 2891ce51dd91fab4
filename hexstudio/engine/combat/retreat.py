"""Where a unit may retreat after combat (Leyte 5.3; Monte Castelo 6.6.1).

``retreat_options`` sorts the six neighbours of a retreating unit's hex into
the hexes it may end in, the enemy-ZOC hexes an encircled unit must pass
through, and water. The resolution machine (``resolve``) turns them into the
owner's choices and applies the procedures of §A4.8: chain retreat, retreat
across hexside features, into water, the encircled two-hex retreat and the
sheltered retreat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from hexstudio.engine.stacking import stacking_problem
from hexstudio.engine.zoc import enemy_zoc
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

HexsideEffect = Literal["none", "step", "step_or_destroy", "destroyed"]


@dataclass
class RetreatOptions:
    free: list[Hex] = field(default_factory=list)  # legal end hexes: not enemy-held, not in enemy ZOC
    full: list[Hex] = field(default_factory=list)  # free hexes already at the stacking limit (chain retreat)
    zoc: list[Hex] = field(default_factory=list)  # enterable, but in enemy ZOC (encircled retreat only)
    water: list[Hex] = field(default_factory=list)


def retreat_options(game: Game, uid: str, origin: Hex, exclude: frozenset[Hex] = frozenset()) -> RetreatOptions:
    st = game.state
    us = st.units[uid]
    from hexstudio.engine.rules.guerrilla_support import retreat_zoc

    zoc = enemy_zoc(game, st, us.side) | retreat_zoc(game, us.side)
    entry = game.costs.entry_costs(game.movement_class(uid))
    out = RetreatOptions()
    # Monte Castelo 6.6.1 "Um recuo não pode ser usado para avançar contra as
    # linhas inimigas": read as "no retreat hex nearer to the enemy lines (the
    # nearest enemy unit) than the hex left" (rules.retreat.toward_enemy). A
    # far-off enemy does not count: a unit caught between two fronts may still
    # step away from the nearer one. Beside an enemy the enemy ZOC already
    # keeps most hexes out; the test bites on the encircled retreat through
    # ZOC hexes and near enemy units without a ZOC.
    enemies: list[Hex] = []
    if game.scenario.rules.retreat.toward_enemy == "not_nearer":
        enemies = [h for h, units in st.occupied().items() if units[0].side != us.side]
    front = min((origin.distance(e) for e in enemies), default=0)
    for n in origin.neighbours():
        if n in exclude or not game.view.in_play(n):
            continue
        if enemies and min(n.distance(e) for e in enemies) < front:
            continue
        occ = st.occupant_side(n)
        if occ is not None and occ != us.side:
            continue
        if game.view.is_water(n):
            out.water.append(n)
            continue
        i = game.costs.index.get(n)
        if i is None or entry[i] < 0:
            continue  # prohibited terrain for its movement class
        if n in zoc:
            out.zoc.append(n)
        elif stacking_problem(game, st, n, [uid]) is not None:
            out.full.append(n)
        else:
            out.free.append(n)
    return out


def crossing_effect(game: Game, uid: str, a: Hex, b: Hex) -> tuple[HexsideEffect, str]:
    """What crossing the hexside a→b in retreat costs the unit (rules.retreat.across_hexside).

    A feature cancelled by another on the same hexside (a bridge over the
    river, ``HexsideType.negates``) has no effect. Per feature, the unit's
    type id is looked up first, then its tags, then ``"any"``; the worst effect
    of all features counts.
    """
    rules = game.scenario.rules.retreat.across_hexside
    feats = set(game.view.hexside_features(a, b))
    if not feats or not rules:
        return "none", ""
    types = {t.id: t for t in game.scenario.hexside_types}
    negated = {n for f in feats if f in types for n in types[f].negates}
    feats -= negated
    t = game.unit_types[game.unit_defs[uid].type]
    order: list[HexsideEffect] = ["none", "step", "step_or_destroy", "destroyed"]
    worst: tuple[HexsideEffect, str] = ("none", "")
    for f in sorted(feats):
        per = rules.get(f)
        if not per:
            continue
        eff = per.get(t.id)
        if eff is None:
            eff = next((per[tag] for tag in t.tags if tag in per), None)
        if eff is None:
            eff = per.get("any", per.get("*", "none"))
        if order.index(eff) > order.index(worst[0]):
            worst = (eff, f)
    return worst
