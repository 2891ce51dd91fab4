"""Retreating off the map edge (Reichswald 5.3 obs, Monte Castelo 5.4; ``rules.retreat.off_map``).

Rule ``off_map_retreat``, params:

- ``edges``: per side id, the list of edges ("north", "south", "east",
  "west") its units may retreat off without being destroyed (``{"allies":
  ["west"], "germany": ["east", "south"]}``);
- ``returns`` ("next_turn_adjacent_to_exit_hex"): such a unit comes back at
  the start of the next turn in the hex it left or one next to it (free of
  enemy units and within stacking); when several are open its owner chooses
  (an ``off_map_return`` decision); if every such hex is blocked it waits a
  turn more. "never" (Monte Castelo
  5.4): the unit has left the game (status "exited"), not destroyed;
- ``other_edges`` ("destroyed"): a retreat across any other edge is not
  offered, so a unit with nowhere else to go is destroyed as usual.

A retreating unit on one of its side's edge hexes is offered "off map"
beside the hexes it may retreat to. The rule plays ``rules.retreat.off_map``
("returns" or "not_destroyed"), which must agree with ``returns``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from hexstudio.engine import registry, rulebook
from hexstudio.engine.decisions import Decision, ask, register_decision
from hexstudio.engine.params import RuleParams, SideId, Text
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, opt
from hexstudio.engine.text import msg
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

NAME = "off_map_retreat"
OFF_MAP = "off map"
RETURN = "off_map_return"  # the owner picks the hex a unit comes back in
KEY = "rules.off_map_retreats"  # state.extra: unit -> {"hex": label, "turn": n}
EDGES = ("north", "south", "east", "west")



class OffMapRetreat(RuleParams):
    """See the module docstring."""

    edges: dict[SideId, list[Literal["north", "south", "east", "west"]]] = Field(
        description="Per side, the map edges its units may retreat off without being destroyed.")
    returns: Literal["next_turn_adjacent_to_exit_hex", "never"] | None = Field(
        None, description="Default next_turn_adjacent_to_exit_hex.")
    other_edges: Literal["destroyed"] | None = None
    ref: Text | None = None


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    from hexstudio.engine.reinforcements import _edge_hexes

    edges: dict[str, frozenset[Hex]] = {}
    for key, v in p["edges"].items():
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


def _return_hexes(game: Game, uid: str, left: Hex) -> list[Hex]:
    """Where a unit back from off the map may come on: the hex it left or one next to it,
    in play, enterable, free of enemy units and within stacking."""
    from hexstudio.engine.stacking import stacking_problem

    st = game.state
    spots = [h for h in (left, *sorted(left.neighbours(), key=game.label)) if game.view.in_play(h)]
    entry = game.costs.entry_costs(game.movement_class(uid))
    return [h for h in spots if entry[game.costs.index[h]] >= 0 and st.occupant_side(h) in (None, st.units[uid].side)
            and stacking_problem(game, st, h, [uid]) is None]


def _place(game: Game, uid: str, h: Hex, fx: Effects) -> None:
    from hexstudio.engine.core_rules import occupy

    us = game.state.units[uid]
    us.status = "on_map"
    us.hex = h
    occupy(game, uid, [h], arrival=True)
    fx.unit(uid)
    fx.event("returned", unit=uid, hex=game.label(h))
    del game.state.extra[KEY][uid]


def _come_back(game: Game, fx: Effects) -> None:
    """Bring back the units due this turn, one at a time: when several hexes are open the
    owner chooses (5.3 obs: "may return ... in a hex next to the one they left"), and the
    units after it wait for the answer, since its hex may fill the one they would take."""
    st = game.state
    waiting = st.extra.get(KEY)
    if not waiting:
        return
    for uid, d in sorted(waiting.items()):
        if d["turn"] > st.turn or d.get("delayed") == st.turn:
            continue
        ok = _return_hexes(game, uid, game.grid.parse(d["hex"]))
        if not ok:
            d["delayed"] = st.turn
            fx.event("return_delayed", unit=uid, hex=d["hex"])
            continue
        if len(ok) == 1:
            _place(game, uid, ok[0], fx)
            continue
        name = game.unit_defs[uid].short or uid
        ask(game, Decision(RETURN, st.units[uid].side, tuple(game.label(h) for h in ok),
                           msg("{name} comes back from off the map: choose its hex next to {hex} (Reichswald 5.3)",
                               name=name, hex=d["hex"]), {"unit": uid}))
        return


def _resolve_return(game: Game, d: Decision, choice: str, fx: Effects) -> None:
    uid = d.data["unit"]
    left = game.grid.parse(game.state.extra[KEY][uid]["hex"])
    h = game.grid.parse(choice)
    if h not in _return_hexes(game, uid, left):
        # Another answer given first (a unit withdrawn, a loss) changed the position: ask again.
        _come_back(game, fx)
        return
    _place(game, uid, h, fx)
    _come_back(game, fx)


registry.register_turn_event(_come_back)
register_decision(RETURN, _resolve_return)
RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("units retreating off their own edges are not destroyed: they come back next turn beside where they left"),
                       ("B14 Reichswald 5.3", "A4.8"),
                       params=OffMapRetreat)
