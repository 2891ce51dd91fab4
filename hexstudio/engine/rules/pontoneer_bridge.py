"""The bridging engineers' bridge (Reichswald 4.3, U7).

Rule ``pontoneer_bridge``, params:

- ``unit`` (required): the bridging unit;
- ``establish`` ("stop_adjacent_to_river"): when the unit ends a move next
  to a river hexside without a bridge, its owner may bridge one of them (a
  ``pontoneer_bridge`` decision: the hex across, or "none");
- ``hexside_feature`` ("bridge"): the hexside feature the bridge adds; it
  must be a hexside type that negates the river features (``river_features``,
  default ["river"]);
- ``crossing_cost`` (0): what crossing by the bridge costs beyond the hex
  entered; the bridge type must then have no movement cost of its own.

A bridge stays for the rest of the game (U7) and lets every unit, those that
cross rivers only at bridges included, cross there. It is a map event, so
undo and replay restore the map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from hexstudio.engine import registry, rulebook
from hexstudio.engine.decisions import Decision, register_decision
from hexstudio.engine.map_events import _apply as apply_map_event
from hexstudio.engine.params import HexsideFeatureId, RuleParams, Text, UnitId
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, need, opt, str_list
from hexstudio.engine.text import msg
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

NAME = "pontoneer_bridge"
NONE = "none"



class PontoneerBridge(RuleParams):
    unit: UnitId
    establish: Literal["stop_adjacent_to_river"] | None = None
    crossing_cost: Literal[0] | None = None
    hexside_feature: HexsideFeatureId | None = Field(None, description="Default 'bridge'.")
    river_features: list[HexsideFeatureId] | None = Field(None, description="Default ['river'].")
    ref: Text | None = None


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    uid = need(NAME, p, "unit", str)
    if uid not in game.unit_defs:
        raise RuleParamError(f"'{NAME}': 'unit': unknown unit '{uid}'")
    if opt(NAME, p, "establish", str, "stop_adjacent_to_river") != "stop_adjacent_to_river":
        raise RuleParamError(f"'{NAME}': 'establish' must be 'stop_adjacent_to_river'")
    feat = opt(NAME, p, "hexside_feature", str, "bridge")
    rivers = set(str_list(NAME, p, "river_features", ["river"]))
    types = {t.id: t for t in game.scenario.hexside_types}
    if feat not in types:
        raise RuleParamError(f"'{NAME}': 'hexside_feature': there is no hexside type '{feat}'")
    if not rivers <= set(types[feat].negates):
        raise RuleParamError(f"'{NAME}': 'hexside_feature': '{feat}' must negate {', '.join(sorted(rivers))}")
    if opt(NAME, p, "crossing_cost", int, 0) != 0 or types[feat].move:
        raise RuleParamError(f"'{NAME}': 'crossing_cost' 0 needs a '{feat}' type with no movement cost")
    return {"unit": uid, "feature": feat, "rivers": frozenset(rivers)}


def _key(game: Game, a: Hex, b: Hex) -> str:
    x, y = sorted((game.label(a), game.label(b)))
    return f"{NAME}:{x}:{y}"


def bridgeable(game: Game, r: dict[str, Any], h: Hex) -> list[Hex]:
    """Hexes across an unbridged river from ``h``."""
    out = []
    for n in h.neighbours():
        if not game.view.in_play(n):
            continue
        feats = game.view.hexside_features(h, n)
        if feats & r["rivers"] and r["feature"] not in feats:
            out.append(n)
    return sorted(out, key=game.label)


def _after_move(game: Game, action: Any, fx: Effects) -> None:
    st = game.state
    for r in compiled(game, NAME):
        if r["unit"] not in action.units or st.pending is not None:
            continue
        us = st.units[r["unit"]]
        if us.hex is None:
            continue
        across = bridgeable(game, r, us.hex)
        if across:
            options = (*[game.label(n) for n in across], NONE)
            st.pending = Decision(NAME, us.side, options,
                                  msg("{name} at {hex}: bridge the river to which hex? (Reichswald 4.3)",
                                      name=game.unit_defs[r["unit"]].short or r["unit"], hex=game.label(us.hex)), {"unit": r["unit"]})


def _resolve(game: Game, d: Decision, choice: str, fx: Effects) -> None:
    if choice == NONE:
        return
    r = next(x for x in compiled(game, NAME) if x["unit"] == d.data["unit"])
    a = game.state.units[r["unit"]].hex
    assert a is not None
    b = game.grid.parse(choice)
    key = _key(game, a, b)
    game.map_event_defs.setdefault(key, {"kind": "road", "turn": None, "roll_turn": None, "road_type": None, "path": [],
                                         "hexside": [a, b], "feature": r["feature"]})
    apply_map_event(game, key, fx)
    fx.hex(a)
    fx.hex(b)
    fx.event("bridge_built", unit=r["unit"], hexes=[game.label(a), game.label(b)])


def _register() -> None:
    from hexstudio.engine.actions import MoveStack

    registry.register_after_apply(MoveStack, _after_move)
    register_decision(NAME, _resolve)


_register()
RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("the bridging unit stopping next to a river bridges it for good"),
                       ("B14 Reichswald 4.3", "D (U7)"),
                       params=PontoneerBridge)
