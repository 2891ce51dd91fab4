"""Retreating off the map edge (Reichswald 5.3 obs, Monte Castelo 5.4; ``rules.retreat.off_map``).

Rule ``off_map_retreat``, params:

- per side id, the list of edges ("north", "south", "east", "west") its units
  may retreat off without being destroyed (``"allies": ["west"],
  "germany": ["east", "south"]``);
- ``returns`` ("next_turn_adjacent_to_exit_hex"): such a unit comes back at
  the start of the next turn in the hex it left or one next to it (free of
  enemy units and within stacking; nearest to where it left, then by label);
  if every such hex is blocked it waits a turn more. "never" (Monte Castelo
  5.4): the unit has left the game (status "exited"), not destroyed;
- ``other_edges`` ("destroyed"): a retreat across any other edge is not
  offered, so a unit with nowhere else to go is destroyed as usual.

A retreating unit on one of its side's edge hexes is offered "off map"
beside the hexes it may retreat to. The rule plays ``rules.retreat.off_map``
("returns" or "not_destroyed"), which must agree with ``returns``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hexstudio.engine import registry, rulebook
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, opt
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

NAME = "off_map_retreat"
OFF_MAP = "off map"
KEY = "rules.off_map_retreats"  # state.extra: unit -> {"hex": label, "turn": n}
EDGES = ("north", "south", "east", "west")


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    from hexstudio.engine.reinforcements import _edge_hexes

    edges: dict[str, frozenset[Hex]] = {}
    for key, v in p.items():
        if key in ("returns", "other_edges", "ref"):
            continue
        if key not in game.sides:
            raise RuleParamError(f"'{NAME}': '{key}' is neither a side ({', '.join(game.sides)}) nor a parameter")
        if not isinstance(v, list) or any(e not in EDGES for e in v):
            raise RuleParamError(f"'{NAME}': '{key}' must list edges (north, south, east, west)")
        hexes: set[Hex] = set()
        for e in v:
            hexes |= _edge_hexes(game, e)
        edges[key] = frozenset(hexes)
    returns = opt(NAME, p, "returns", str, "next_turn_adjacent_to_exit_hex")
    if returns not in ("next_turn_adjacent_to_exit_hex", "never"):
        raise RuleParamError(f"'{NAME}': 'returns' must be 'next_turn_adjacent_to_exit_hex' or 'never'")
    want = "returns" if returns != "never" else "not_destroyed"
    if game.scenario.rules.retreat.off_map != want:
        raise RuleParamError(f"'{NAME}': 'returns' {returns!r} needs rules.retreat.off_map {want!r},"
                             f" not {game.scenario.rules.retreat.off_map!r}")
    if opt(NAME, p, "other_edges", str, "destroyed") != "destroyed":
        raise RuleParamError(f"'{NAME}': 'other_edges' must be 'destroyed'")
    return {"edges": edges, "returns": returns}


def may_leave(game: Game, uid: str, origin: Hex) -> bool:
    """May this unit retreat off the map from ``origin``?"""
    side = game.unit_side[uid]
    if not any(origin in r["edges"].get(side, ()) for r in compiled(game, NAME)):
        return False
    return any(not game.view.in_play(n) for n in origin.neighbours())


def leave(game: Game, uid: str, origin: Hex, fx: Effects) -> None:
    st = game.state
    us = st.units[uid]
    fx.unit(uid)
    us.hex = None
    side = game.unit_side[uid]
    if any(r["returns"] == "never" and origin in r["edges"].get(side, ()) for r in compiled(game, NAME)):
        us.status = "exited"
        fx.event("retreated_off_map", unit=uid, hex=game.label(origin), returns=None)
        return
    us.status = "pending"
    st.extra.setdefault(KEY, {})[uid] = {"hex": game.label(origin), "turn": st.turn + 1}
    fx.event("retreated_off_map", unit=uid, hex=game.label(origin), returns=st.turn + 1)


def _come_back(game: Game, fx: Effects) -> None:
    from hexstudio.engine.core_rules import occupy
    from hexstudio.engine.stacking import stacking_problem

    st = game.state
    waiting = st.extra.get(KEY)
    if not waiting:
        return
    for uid, d in sorted(waiting.items()):
        if d["turn"] > st.turn:
            continue
        left = game.grid.parse(d["hex"])
        us = st.units[uid]
        spots = [h for h in (left, *sorted(left.neighbours(), key=game.label)) if game.view.in_play(h)]
        entry = game.costs.entry_costs(game.movement_class(uid))
        ok = [h for h in spots if entry[game.costs.index[h]] >= 0 and st.occupant_side(h) in (None, us.side)
              and stacking_problem(game, st, h, [uid]) is None]
        if not ok:
            fx.event("return_delayed", unit=uid, hex=d["hex"])
            continue
        us.status = "on_map"
        us.hex = ok[0]
        occupy(game, uid, [ok[0]])
        fx.unit(uid)
        fx.event("returned", unit=uid, hex=game.label(ok[0]))
        del waiting[uid]


registry.register_turn_event(_come_back)
RULES[NAME] = _compile
rulebook.register_rule(NAME, "units retreating off their own edges are not destroyed: they come back next turn beside where they left",
                       ("B14 Reichswald 5.3", "A4.8"))
