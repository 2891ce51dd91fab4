"""Sea movement (``sea_movement`` special rule; Leyte 4.3, Peleliu 4.3).

An unengaged unit that starts its movement phase on a coast hex may be
carried to a landing hex, then moves on with its MP multiplied by
``movement_factor`` (halved in both books). Params:

- ``side``; ``max_units_per_turn``; ``movement_factor`` (default 0.5);
- ``hex_terrain``: terrain the start and landing hexes must be (open, city);
- landing hexes: ``zones`` (``[{"hex_sets", "from_turn", "until_turn",
  "when": Condition}]``, Leyte: the east coast until turn 10, the north coast
  once La Paz is taken, any open or city coast hex from turn 11) or
  ``destination_hex_set`` (Peleliu);
- ``unoccupied_destination_types``: unit types that may land where no friendly
  unit stands (Peleliu: infantry, marines, amphibious armour);
- ``requires_unengaged`` (true): the unit may not start in an enemy zone of
  control;
- ``exempt`` [{"formation", "turns"}]: units of that formation do not count
  against the limit on those turns (Leyte: the 77th Division, turns 11-12).

A coast hex is one marked ``coastal`` in the map or next to a water hex.
Landing hexes are never enemy-occupied (units never share a hex); landing in
an enemy zone of control stops the unit.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from pydantic import TypeAdapter

from hexstudio.engine import registry
from hexstudio.engine.actions import Action, SeaMove
from hexstudio.engine.changes import Effects
from hexstudio.engine.conditions import evaluate
from hexstudio.engine.errors import IllegalAction, NotYourPhase, UnknownUnit, UnreachableHex
from hexstudio.engine.stacking import stacking_problem
from hexstudio.engine.text import msg
from hexstudio.engine.values import movement_halves
from hexstudio.engine.zoc import enemy_zoc
from hexstudio.hexgrid import Hex
from hexstudio.scenario.model import Condition

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

_CONDITION: TypeAdapter[Any] = TypeAdapter(Condition)
COUNT_KEY = "core.sea_moves"  # state.extra: {"turn": n, "count": k}


def is_coast(game: Game, h: Hex) -> bool:
    d = game.view.hex_data.get(h)
    if d is not None and d.coastal:
        return True
    return any(game.view.is_water(n) for n in h.neighbours() if game.grid.contains(n))


def compile_sea(p: Any) -> dict[str, Any]:
    """The rule's parameters read once, the zones' conditions parsed (``specials`` calls this)."""
    return {
        "side": p.get("side"),
        "limit": p.get("max_units_per_turn"),
        "factor": float(p.get("movement_factor", 0.5)),
        "terrain": list(p.get("hex_terrain") or []),
        "destination": p.get("destination_hex_set"),
        "zones": [(z.get("from_turn"), z.get("until_turn"),
                   None if z.get("when") is None else _CONDITION.validate_python(z["when"]), list(z["hex_sets"]))
                  for z in p.get("zones") or []],
        "types": p.get("unoccupied_destination_types"),
        "unengaged": p.get("requires_unengaged", True),
        "exempt": [(e["formation"], frozenset(e["turns"])) for e in p.get("exempt") or []],
    }


def rule_for(game: Game, side: str) -> dict[str, Any] | None:
    for p in game.sea_rules:
        if p["side"] in (None, side):
            return p
    return None


def _terrain_ok(game: Game, p: dict[str, Any], h: Hex) -> bool:
    allowed = p["terrain"]
    return not allowed or any(t in allowed for t in (game.view.terrain(h), *game.view.features(h)))


def landing_hexes(game: Game, p: dict[str, Any]) -> set[Hex]:
    """Landing hexes open this turn (before occupancy and stacking)."""
    st = game.state
    sets: list[str] = []
    if p["destination"]:
        sets.append(p["destination"])
    for start, until, cond, names in p["zones"]:
        if start is not None and st.turn < start:
            continue
        if until is not None and st.turn > until:
            continue
        if cond is not None and not evaluate(game, st, cond):
            continue
        sets += names
    out: set[Hex] = set()
    for name in sets:
        out |= set(game.view.hex_sets.get(name, frozenset()))
    return {h for h in out if game.view.in_play(h) and _terrain_ok(game, p, h)}


def _used(game: Game) -> int:
    rec = game.state.extra.get(COUNT_KEY)
    return rec["count"] if rec and rec.get("turn") == game.state.turn else 0


def _exempt(game: Game, p: dict[str, Any], uid: str) -> bool:
    """``exempt``: [{"formation", "turns"}]: units of that formation (or one under it) do not
    count against ``max_units_per_turn`` on those turns (Leyte 4.3 obs: the 77th Division)."""
    forms = {f.id: f for f in game.scenario.formations}
    chain = set()
    fid = game.unit_defs[uid].formation
    while fid is not None and fid not in chain:
        chain.add(fid)
        fid = forms[fid].parent if fid in forms else None
    return any(formation in chain and game.state.turn in turns for formation, turns in p["exempt"])


def sea_move_problem(game: Game, uid: str, h: Hex) -> str | None:
    """Why ``uid`` may not land at ``h`` by sea now, or None."""
    st = game.state
    us = st.units[uid]
    name = game.unit_defs[uid].name
    p = rule_for(game, us.side)
    if p is None:
        return msg("{name}'s side has no sea movement in this battle", name=name)
    if game.phase_kind() != "movement" or st.active_side != us.side:
        return msg("{name} may move by sea only in its side's movement phase", name=name)
    if us.status != "on_map" or us.hex is None:
        return msg("{name} is not on the map", name=name)
    if us.moved_this_phase or us.mp_spent:
        return msg("{name} has already moved this phase", name=name)
    if not us.released:
        return msg("{name} may not move before turn {release_turn}", name=name, release_turn=game.unit_defs[uid].release_turn)
    if not is_coast(game, us.hex) or not _terrain_ok(game, p, us.hex):
        return msg("{name} must start on a coast hex of {terrain}", name=name, terrain=", ".join(p["terrain"])) if p["terrain"] else msg("{name} must start on a coast hex", name=name)
    if p["unengaged"] and us.hex in enemy_zoc(game, st, us.side):
        return msg("{name} is engaged and may not embark", name=name)
    limit = p["limit"]
    if limit is not None and _used(game) >= limit and not _exempt(game, p, uid):
        return msg("at most {limit} units move by sea each turn", limit=limit)
    if h not in landing_hexes(game, p):
        return msg("{hex} is not a landing hex this turn", hex=game.label(h)) if game.grid.contains(h) else msg("that hex is not a landing hex this turn")
    occ = st.occupant_side(h)
    if occ is not None and occ != us.side:
        return msg("enemy units at {hex}", hex=game.label(h))
    types = p["types"]
    if types and occ is None and game.unit_defs[uid].type not in types:
        return msg("{name} may land only where friendly units already stand", name=name)
    return stacking_problem(game, st, h, [uid]) if game.scenario.rules.stacking.check == "end_of_move" else None


def check_sea_move(game: Game, a: SeaMove) -> None:
    if a.unit not in game.state.units:
        raise UnknownUnit(msg("there is no unit '{uid}'", uid=a.unit))
    problem = sea_move_problem(game, a.unit, a.hex)
    if problem is not None:
        raise (NotYourPhase if "phase" in problem else UnreachableHex if "hex" in problem else IllegalAction)(problem)


def apply_sea_move(game: Game, a: SeaMove, fx: Effects) -> None:
    from hexstudio.engine.core_rules import occupy

    st = game.state
    us = st.units[a.unit]
    p = rule_for(game, us.side)
    assert p is not None
    allowance = movement_halves(game.unit_defs[a.unit], us, game.scenario.rules.losses.reduced_values)
    left = int(allowance * p["factor"])
    fx.unit(a.unit)
    start = us.hex
    us.hex = a.hex
    us.mp_spent = allowance - left
    us.moved_this_phase = True
    if a.hex in enemy_zoc(game, st, us.side):
        us.flags |= {"stopped", "entered_zoc", "engaged_this_turn"}
    occupy(game, a.unit, [a.hex])
    st.entry_order.append(a.unit)
    st.extra[COUNT_KEY] = {"turn": st.turn, "count": _used(game) + (0 if _exempt(game, p, a.unit) else 1)}
    fx.unit(a.unit)
    fx.event("sea_move", unit=a.unit, start=game.label(start) if start else None, hex=game.label(a.hex))


def sea_candidates(game: Game) -> Iterator[Action]:
    st = game.state
    if not game.sea_rules or st.pending is not None or game.phase_kind() != "movement" or st.active_side is None:
        return
    p = rule_for(game, st.active_side)
    if p is None:
        return
    landings = sorted(landing_hexes(game, p))
    for u in st.units.values():
        if u.side == st.active_side and u.status == "on_map" and u.hex is not None and not u.moved_this_phase:
            if is_coast(game, u.hex):
                for h in landings:
                    yield SeaMove(u.id, h)


registry.register_handler(SeaMove, check_sea_move, apply_sea_move)
registry.register_generator(sea_candidates)
