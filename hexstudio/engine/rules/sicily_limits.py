"""Who may leave, reserves held back, and how far armour advances (Sicily).

- ``withdrawal_only_exit`` -- params ``side`` (required), ``units_may_leave``
  [id] (required): no other unit of the side may leave the map (Sicily 4.2.2:
  only the 82nd Airborne, by its withdrawal; "no other Allied unit may
  leave the island"). Every withdrawal of the side must list only those units.
- ``reserve_units`` -- params ``side``, ``units`` [id] (required),
  ``from_turn`` (1), ``unused_points`` (0): these units come on (by any
  entry, drop or landing) only when the side wishes from ``from_turn``; each
  one still waiting at the end scores ``unused_points`` for the side
  (Sicily 10.1.3, 10.2.1: 3 VP per British reserve unit never used). Their
  reinforcement groups must be ``may_delay``.
- ``advance_limits`` -- params ``tags`` [tag] (required), ``hexes`` (2),
  ``terrain`` [terrain id], ``no_river_unless_bridge`` (false),
  ``no_advance_tags`` [tag]: units with one of ``tags`` advance up to
  ``hexes`` hexes counting the vacated hex, each hex after the vacated one
  of that terrain and not across a river without a bridge; units with a
  ``no_advance_tags`` tag never advance (Sicily 5.2, U32).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from pydantic import Field, StrictInt

from hexstudio.engine import registry
from hexstudio.engine.actions import ExitMap
from hexstudio.engine.params import Flag, Name, Points, RuleParams, SideId, TerrainId, Text, Turn, UnitId
from hexstudio.engine.rules.base import (
    RuleParamError,
    compiled,
    named_rule,
    opt,
    side_param,
    str_list,
    terrain_at,
    unit_tags,
    units_param,
)
from hexstudio.engine.rules.paradrop import Paradrop
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.game import Game
    from hexstudio.engine.state import GameState
    from hexstudio.hexgrid import Hex

ONLY_EXIT = "withdrawal_only_exit"
RESERVES = "reserve_units"
ADVANCE = "advance_limits"


# --------------------------------------------------------------------------- withdrawal_only_exit



class WithdrawalOnlyExit(RuleParams):
    side: SideId
    units_may_leave: list[UnitId] = Field(min_length=1)
    ref: Text | None = None


class ReserveUnits(RuleParams):
    side: SideId
    units: list[UnitId] = Field(min_length=1)
    from_turn: Turn | None = Field(None, description="Default 1.")
    unused_points: Points | None = Field(None, description="Default 0.")
    ref: Text | None = None


class AdvanceLimits(RuleParams):
    tags: list[Name] = Field(min_length=1)
    hexes: Annotated[StrictInt, Field(ge=1, le=5)] | None = Field(None, description="Default 2 (counting the vacated hex).")
    terrain: list[TerrainId] | None = None
    no_river_unless_bridge: Flag | None = None
    no_advance_tags: list[Name] | None = None
    ref: Text | None = None


@named_rule(ONLY_EXIT, msg("only the listed units of a side may leave the map"), ("B14 Sicily 4.2.2",), params=WithdrawalOnlyExit)
def _compile_exit(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    side = side_param(game, ONLY_EXIT, p)
    may = frozenset(units_param(game, ONLY_EXIT, p, "units_may_leave", required=True))
    for w in game.scenario.withdrawals:
        others = [u for u in w.units if game.unit_side.get(u) == side and u not in may]
        if others:
            raise RuleParamError(f"'{ONLY_EXIT}': withdrawal '{w.id}' takes {', '.join(others)}, not listed in 'units_may_leave'")
    return {"side": side, "units": may}


def _check_exit(game: Game, a: ExitMap) -> str | None:
    for r in compiled(game, ONLY_EXIT):
        for uid in a.units:
            if game.unit_side.get(uid) == r["side"] and uid not in r["units"]:
                return msg("{name} may not leave the map: only {names} may", name=game.unit_defs[uid].name, names=', '.join(sorted(r['units'])))
    return None


# --------------------------------------------------------------------------- reserve_units


@named_rule(RESERVES, msg("reserve units come on when the side wishes from a turn; points for each never used"), ("B14 Sicily 10.1.3", "B14 Sicily 10.2.1"), params=ReserveUnits)
def _compile_reserves(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    side = side_param(game, RESERVES, p)
    units = units_param(game, RESERVES, p, "units", required=True)
    for uid in units:
        if game.unit_side[uid] != side:
            raise RuleParamError(f"'{RESERVES}': {uid} is not a unit of {side}")
        groups = [g for g in game.reinforcement_groups() if uid in g.units]
        if not groups:
            raise RuleParamError(f"'{RESERVES}': {uid} is in no reinforcement group")
        if not all(g.may_delay for g in groups):
            raise RuleParamError(f"'{RESERVES}': the group of {uid} must have may_delay (a reserve comes when the player wishes)")
    return {"side": side, "units": tuple(units), "from_turn": opt(RESERVES, p, "from_turn", int, 1),
            "points": opt(RESERVES, p, "unused_points", int, 0)}


def _reserve_entry(game: Game, uid: str, group: Any, hexes: list[Hex]) -> list[Hex]:
    for r in compiled(game, RESERVES):
        if uid in r["units"] and game.state.turn < r["from_turn"]:
            return []
    return hexes


def _reserve_drop(game: Game, a: Any) -> str | None:
    for r in compiled(game, RESERVES):
        if a.unit in r["units"] and game.state.turn < r["from_turn"]:
            return msg("{name} is in reserve until turn {from_turn}", name=game.unit_defs[a.unit].name, from_turn=r['from_turn'])
    return None


def _reserve_points(game: Game, state: GameState) -> list[tuple[str, int, str]]:
    out = []
    for r in compiled(game, RESERVES):
        unused = [u for u in r["units"] if state.units[u].status == "pending"]
        if unused and r["points"]:
            out.append((r["side"], r["points"] * len(unused), msg("reserve units never used ({count})", count=len(unused))))
    return out


# --------------------------------------------------------------------------- advance_limits


@named_rule(ADVANCE, msg("some units advance further after combat, through given terrain and not across unbridged rivers; some never"), ("B14 Sicily 5.2", "U32"), params=AdvanceLimits)
def _compile_advance(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    hexes = opt(ADVANCE, p, "hexes", int, 2)
    if hexes < 1:
        raise RuleParamError(f"'{ADVANCE}': 'hexes' must be at least 1 (the vacated hex)")
    terrain = frozenset(str_list(ADVANCE, p, "terrain"))
    known = {t.id for t in game.scenario.terrain}
    if terrain - known:
        raise RuleParamError(f"'{ADVANCE}': 'terrain' names unknown terrain {', '.join(sorted(terrain - known))}")
    return {"tags": frozenset(str_list(ADVANCE, p, "tags", required=True)), "hexes": hexes, "terrain": terrain,
            "river": opt(ADVANCE, p, "no_river_unless_bridge", bool, False),
            "never": frozenset(str_list(ADVANCE, p, "no_advance_tags"))}


def _allowance(game: Game, uid: str, n: int) -> int:
    tags = unit_tags(game, uid)
    for r in compiled(game, ADVANCE):
        if tags & r["never"]:
            return 0
        if tags & r["tags"]:
            n = r["hexes"]
    return n


def unbridged_river(game: Game, a: Hex, b: Hex) -> bool:
    feats = game.view.hexside_features(a, b)
    types = {t.id: t for t in game.scenario.hexside_types}
    rivers = {f for f in feats if f in types and types[f].style in ("river", "stream")}
    for f in feats:
        if f in types:
            rivers -= set(types[f].negates)
    return bool(rivers)


def _step(game: Game, uid: str, frm: Hex, to: Hex, moved: int) -> str | None:
    if moved == 0:
        return None  # into the vacated hex: an ordinary advance
    tags = unit_tags(game, uid)
    for r in compiled(game, ADVANCE):
        if not tags & r["tags"]:
            continue
        if r["terrain"] and not terrain_at(game, to) & r["terrain"]:
            return msg("{hex} is not {names}", hex=game.label(to), names=' or '.join(sorted(r['terrain'])))
        if r["river"] and unbridged_river(game, frm, to):
            return msg("a river without a bridge lies between {hex} and {hex2}", hex=game.label(frm), hex2=game.label(to))
    return None


registry.register_action_check(ExitMap, _check_exit)
registry.register_entry_filter(_reserve_entry)
registry.register_action_check(Paradrop, _reserve_drop)
registry.register_score_source(_reserve_points)
registry.register_advance_rule(_allowance, _step)
