"""Where some reinforcements may come on (Peleliu 4.2, Leyte 12.1.4).

- ``japanese_landing`` -- params ``units`` [id] (required), ``hex_set``
  (required), ``held`` ("not_enemy_controlled", default: the hex has not
  been taken by the enemy, Peleliu's "still held by the Japanese" on an
  island that starts all Japanese; or "controlled": the side last occupied
  it): those units land only on hexes of the set so held (Peleliu 4.2: the
  turn-4 battalion of the 15th Regiment on any open hex still Japanese).
- ``entry_requires_friendly_formation`` -- params ``reinforcement`` (group
  id, required), ``formation`` (required), ``hex_set`` (optional, further
  narrows): the group's units enter only at hexes where a unit of that
  formation (or of a formation under it) already stands (Leyte 12.1.4: the
  77th Division's artillery on turn 12).

And ``alternate_port``'s ``require_unengaged`` (Sicily 4.2.1: a port "desde
que já em seu poder e desengajadas"): the side's port hexes in an enemy zone
of control take no reinforcements (``specials.py`` reads the rest of it).

All narrow the group's own entry hexes; the group's schedule and its
``pay_entry_hex`` say when and at what cost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from hexstudio.engine import registry
from hexstudio.engine.control import holder
from hexstudio.engine.params import FormationId, HexSetId, ReinforcementId, RuleParams, Text, UnitId
from hexstudio.engine.rules.base import (
    RuleParamError,
    compiled,
    hex_set_param,
    named_rule,
    need,
    opt,
    units_param,
)
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.game import Game
    from hexstudio.hexgrid import Hex

LANDING = "japanese_landing"
FORMATION = "entry_requires_friendly_formation"



class JapaneseLanding(RuleParams):
    units: list[UnitId] = Field(min_length=1)
    hex_set: HexSetId
    held: Literal["not_enemy_controlled", "controlled"] | None = Field(None, description="Default not_enemy_controlled.")
    ref: Text | None = None


class EntryRequiresFormation(RuleParams):
    reinforcement: ReinforcementId
    formation: FormationId
    hex_set: HexSetId | None = None
    ref: Text | None = None


@named_rule(LANDING, msg("listed reinforcements land only on hexes of a set still held by their side"), ("B14 Peleliu 4.2",), params=JapaneseLanding)
def _compile_landing(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    held = opt(LANDING, p, "held", str, "not_enemy_controlled")
    if held not in ("not_enemy_controlled", "controlled"):
        raise RuleParamError(f"'{LANDING}': 'held' must be 'not_enemy_controlled' or 'controlled'")
    return {"units": frozenset(units_param(game, LANDING, p, "units", required=True)),
            "hexes": hex_set_param(game, LANDING, p, "hex_set", required=True), "held": held}


@named_rule(FORMATION, msg("a reinforcement group enters only where units of a formation already stand"), ("B14 Leyte 12.1.4",), params=EntryRequiresFormation)
def _compile_formation(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    group = need(FORMATION, p, "reinforcement", str)
    if group not in {g.id for g in game.reinforcement_groups()}:
        raise RuleParamError(f"'{FORMATION}': 'reinforcement': no reinforcement group '{group}'")
    form = need(FORMATION, p, "formation", str)
    forms = {f.id: f for f in game.scenario.formations}
    if form not in forms:
        raise RuleParamError(f"'{FORMATION}': 'formation': no formation '{form}'")
    members = set()
    for u in game.scenario.units:
        fid, seen = u.formation, set()
        while fid is not None and fid not in seen:
            if fid == form:
                members.add(u.id)
                break
            seen.add(fid)
            fid = forms[fid].parent if fid in forms else None
    return {"group": group, "members": frozenset(members), "hexes": hex_set_param(game, FORMATION, p, "hex_set")}


def _filter(game: Game, uid: str, group: Any, hexes: list[Hex]) -> list[Hex]:
    st = game.state
    side = st.units[uid].side
    out = hexes
    for r in compiled(game, LANDING):
        if uid in r["units"]:
            if r["held"] == "controlled":
                out = [h for h in out if h in r["hexes"] and holder(game, h) == side]
            else:
                out = [h for h in out if h in r["hexes"] and holder(game, h) in (None, side)]
    ports = game.port_rules.get(side)
    if ports is not None and _unengaged_ports(game, side):
        from hexstudio.engine.zoc import enemy_zoc

        zoc = enemy_zoc(game, st, side)
        # Units that may land engaged (the Commandos' assault landing) keep their landing hexes.
        from hexstudio.engine.rules.assault_landing import engaged_landing_hexes

        keep = engaged_landing_hexes(game, uid)
        out = [h for h in out if not (h in ports["hexes"] and h in zoc) or h in keep]
    for r in compiled(game, FORMATION):
        if group.id == r["group"]:
            there = {u.hex for u in st.on_map(side) if u.id in r["members"] and u.id != uid}
            out = [h for h in out if h in there and (r["hexes"] is None or h in r["hexes"])]
    return out


def _unengaged_ports(game: Game, side: str) -> bool:
    return bool(game.port_rules.get(side, {}).get("unengaged"))


registry.register_entry_filter(_filter)
