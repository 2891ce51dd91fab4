"""Naval gunfire in column shifts (Leyte 10.0, Sicily 9.0).

Rule ``naval_support_shift``, params:

- ``side`` (required): the side the fleet supports; ``turns`` [n] (required).
- ``columns`` (default 1): the shift, always in that side's favour (right
  when it attacks, left when it defends).
- ``applies``: "both" (default: attacking and defending, Leyte) or
  "when_attacked" (only when the enemy attacks, Sicily).
- ``units``: "assault_landed" (default: units that made an assault landing
  on this very turn, ``assault_landing``; Leyte's assault of turns 1 and 11)
  or "any" (every unit of the side, Sicily's landed army);
  ``exclude_tags`` [tag]: units that never count (Sicily: airborne).
- ``extra_units`` [{"units": [id], "turns": "landing_turn_and_next"}]:
  units that count on the turn they came on the map and the next, whatever
  ``turns`` says (Sicily: the Commandos).
- ``max_enemy_distance_from_coast`` n: every enemy unit in the combat is at
  most n hexes from a coast hex (Leyte: "os japoneses a no máximo 2
  hexágonos da costa"); ``max_distance_from_coast`` n: the supported units
  are (Sicily). A coast hex is at distance 0.

The shift holds when at least one of the side's units in the combat counts
(the attackers, or the defenders of the hex).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Field, StrictInt

from hexstudio.engine import registry
from hexstudio.engine.actions import EnterReinforcement
from hexstudio.engine.params import Count, Name, RuleParams, SideId, Text, Turn, UnitId
from hexstudio.engine.rules.base import (
    RuleParamError,
    compiled,
    int_list,
    named_rule,
    opt,
    side_param,
    str_list,
    unit_tags,
)
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game
    from hexstudio.hexgrid import Hex

NAME = "naval_support_shift"
ENTERED_KEY = "rules.entered_turn"  # state.extra: {unit id: turn it came on the map}



class ExtraUnits(RuleParams):
    units: list[UnitId] = Field(min_length=1)
    turns: Literal["landing_turn_and_next"]


class NavalSupportShift(RuleParams):
    """See the module docstring."""

    side: SideId
    turns: list[Turn] = Field(min_length=1)
    columns: Annotated[StrictInt, Field(ge=1, le=10)] | None = Field(None, description="Default 1.")
    applies: Literal["both", "when_attacked"] | None = Field(None, description="Default both.")
    units: Literal["assault_landed", "any"] | None = Field(None, description="Default assault_landed.")
    exclude_tags: list[Name] | None = None
    extra_units: list[ExtraUnits] | None = None
    max_enemy_distance_from_coast: Count | None = None
    max_distance_from_coast: Count | None = None
    ref: Text | None = None


@named_rule(NAME, msg("naval gunfire shifts columns for a side's landed units on given turns, near the coast"), ("B14 Leyte 10.0", "B14 Sicily 9.0"), params=NavalSupportShift)
def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    if "turns" not in p:
        raise RuleParamError(f"'{NAME}' needs the parameter 'turns'")
    r = {
        "side": side_param(game, NAME, p),
        "turns": frozenset(int_list(NAME, p, "turns")),
        "columns": opt(NAME, p, "columns", int, 1),
        "applies": opt(NAME, p, "applies", str, "both"),
        "units": opt(NAME, p, "units", str, "assault_landed"),
        "exclude": frozenset(str_list(NAME, p, "exclude_tags")),
        "enemy_dist": opt(NAME, p, "max_enemy_distance_from_coast", int, None),
        "own_dist": opt(NAME, p, "max_distance_from_coast", int, None),
        "extra": {},
        "ref": opt(NAME, p, "ref", str, ""),
    }
    if r["applies"] not in ("both", "when_attacked"):
        raise RuleParamError(f"'{NAME}': 'applies' must be 'both' or 'when_attacked'")
    if r["units"] not in ("assault_landed", "any"):
        raise RuleParamError(f"'{NAME}': 'units' must be 'assault_landed' or 'any'")
    if r["columns"] < 1:
        raise RuleParamError(f"'{NAME}': 'columns' must be at least 1")
    for k, e in enumerate(opt(NAME, p, "extra_units", list, [])):
        if e.get("turns") != "landing_turn_and_next":
            raise RuleParamError(f"'{NAME}': extra_units[{k}] needs 'turns': 'landing_turn_and_next'")
        for uid in e.get("units", []):
            if uid not in game.unit_defs:
                raise RuleParamError(f"'{NAME}': extra_units[{k}] names an unknown unit '{uid}'")
            r["extra"][uid] = 1
    return r


def coast_distance(game: Game, h: Hex, limit: int) -> int | None:
    """Hexes from ``h`` to the nearest coast hex, if at most ``limit``."""
    from hexstudio.engine.sea import is_coast

    for d in range(limit + 1):
        ring = [h] if d == 0 else h.ring(d)
        if any(game.grid.contains(x) and not game.view.is_water(x) and is_coast(game, x) for x in ring):
            return d
    return None


def _counts(game: Game, r: dict[str, Any], uid: str) -> bool:
    st = game.state
    if unit_tags(game, uid) & r["exclude"]:
        return False
    if uid in r["extra"]:
        came = st.extra.get(ENTERED_KEY, {}).get(uid)
        if came is not None and st.turn in (came, came + 1):
            return True
    if st.turn not in r["turns"]:
        return False
    if r["units"] == "any":
        return True
    from hexstudio.engine.rules.assault_landing import landed_turns

    return landed_turns(game).get(uid) == st.turn


def _near_coast(game: Game, units: Sequence[str], limit: int | None) -> bool:
    if limit is None:
        return True
    st = game.state
    return all(st.units[u].hex is not None and coast_distance(game, st.units[u].hex, limit) is not None for u in units)


def naval_shifts(game: Game, side: str, target: Hex, attackers: Sequence[str], defenders: Sequence[str]) -> list:
    from hexstudio.engine.combat.shifts import Favours, Shift

    out = []
    for r in compiled(game, NAME):
        if r["side"] == side:
            if r["applies"] != "both":
                continue
            own, enemy, fav = attackers, defenders, Favours.ATTACKER
        else:
            own, enemy, fav = defenders, attackers, Favours.DEFENDER
        mine = [u for u in own if game.state.units[u].side == r["side"] and _counts(game, r, u)]
        if not mine or not _near_coast(game, enemy, r["enemy_dist"]) or not _near_coast(game, mine, r["own_dist"]):
            continue
        out.append(Shift(r["columns"], fav, msg("naval support"), r["ref"] or "Leyte 10.0 / Sicily 9.0", "special"))
    return out


def _after_enter(game: Game, a: EnterReinforcement, fx: Effects) -> None:
    if compiled(game, NAME):
        game.state.extra.setdefault(ENTERED_KEY, {})[a.unit] = game.state.turn


registry.register_shift_source(naval_shifts)
registry.register_after_apply(EnterReinforcement, _after_enter)
