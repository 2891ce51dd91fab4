"""Assault landings (Leyte 4.3, Peleliu 4.3 and 10.1.2, Sicily 4.2.1).

A landing in a hex where no unit of the landing side stands is an *assault
landing*: only some units may make one, and they are remembered (by turn)
for naval support (``naval_support_shift``). Rule ``assault_landing``,
params:

- ``side`` (required): the landing side.
- ``unit_tags`` [tag], ``unit_types`` [type id], ``units`` [unit id]: who may
  make an assault landing (a unit matching any of them; at least one list).
- ``sea_moves`` (default true): a ``SeaMove`` of the side into a hex with no
  friendly unit is an assault landing (Leyte 4.3: infantry or cavalry;
  Peleliu 4.3: infantry, Marines, amphibious armour).
- ``reinforcements`` [group id]: entries of these groups into a hex with no
  friendly unit are assault landings too (Leyte 12.1.4: the 77th Division).
- ``entry_hex_set``, ``excluded_hexes`` [label], ``from_turn``: the eligible
  units, while waiting as reinforcements, may also land at any of these
  hexes not held by enemy units (Sicily 4.2.1: the Commandos, any coastal
  city but Messina, from turn 2); ``may_land_engaged`` (default true) false
  keeps them out of enemy zones of control; ``behind_enemy_lines``
  {"move_only_after_friendly_contact", "recover_only_after_friendly_contact"}:
  a unit landed there with no friendly unit in or next to its hex waits for
  contact before moving or recovering (the ``awaiting_contact`` flag,
  shared with ``paradrop``).
- ``setup_units`` [unit id] and ``turn``: units set up on the map that made
  the assault of that turn (Leyte's initial assault, Peleliu 10.1.2);
  ``pay_landing_hex`` (default false): in their movement phase of that turn
  they pay the landing hex itself (Peleliu 10.1.2: "counting from the landing
  hex itself"), while ordinary reinforcements start counting at the next hex.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field

from hexstudio.engine import registry
from hexstudio.engine.actions import EnterReinforcement, SeaMove
from hexstudio.engine.params import (
    Flag,
    HexLabel,
    HexSetId,
    Name,
    ReinforcementId,
    RuleParams,
    SideId,
    Text,
    Turn,
    UnitId,
    UnitTypeId,
)
from hexstudio.engine.rules.base import (
    RuleParamError,
    compiled,
    hex_set_param,
    hexes_param,
    in_contact,
    named_rule,
    opt,
    side_param,
    str_list,
    unit_tags,
    units_param,
)
from hexstudio.engine.terrain_costs import BLOCKED
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game
    from hexstudio.hexgrid import Hex

NAME = "assault_landing"
LANDED_KEY = "rules.assault_landed"  # state.extra: {unit id: turn of its assault landing}



class BehindLines(RuleParams):
    move_only_after_friendly_contact: Flag | None = None
    recover_only_after_friendly_contact: Flag | None = None


class AssaultLanding(RuleParams):
    """See the module docstring."""

    side: SideId
    unit_tags: list[Name] | None = None
    unit_types: list[UnitTypeId] | None = None
    units: list[UnitId] | None = None
    sea_moves: Flag | None = Field(None, description="Default true.")
    reinforcements: list[ReinforcementId] | None = None
    entry_hex_set: HexSetId | None = None
    excluded_hexes: list[HexLabel] | None = None
    from_turn: Turn | None = None
    may_land_engaged: Flag | None = Field(None, description="Default true.")
    behind_enemy_lines: BehindLines | None = None
    setup_units: list[UnitId] | None = None
    turn: Turn | None = Field(None, description="The turn of the set-up units' assault (default 1).")
    pay_landing_hex: Flag | None = Field(None, description="Default false.")
    ref: Text | None = None


def _behind_flags(behind: Any) -> frozenset[str]:
    """The flags of a unit landed behind enemy lines, out of contact (``behind_enemy_lines``)."""
    if behind is None:
        return frozenset()
    flags = set()
    if behind.get("move_only_after_friendly_contact"):
        flags.add("awaiting_contact")
    if behind.get("recover_only_after_friendly_contact"):
        flags.add("no_recovery_until_contact")
    return frozenset(flags)


@named_rule(NAME, msg("landings where no friendly unit stands are assault landings: only some units may make them; remembered for naval support; extra landing hexes; set-up assault units"), ("B14 Leyte 4.3", "B14 Peleliu 4.3", "B14 Peleliu 10.1.2", "B14 Sicily 4.2.1"),
             params=AssaultLanding)
def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    r: dict[str, Any] = {
        "side": side_param(game, NAME, p),
        "tags": frozenset(str_list(NAME, p, "unit_tags")),
        "types": frozenset(str_list(NAME, p, "unit_types")),
        "units": frozenset(units_param(game, NAME, p, "units")),
        "sea_moves": opt(NAME, p, "sea_moves", bool, True),
        "groups": frozenset(str_list(NAME, p, "reinforcements")),
        "entry": hex_set_param(game, NAME, p, "entry_hex_set"),
        "excluded": hexes_param(game, NAME, p, "excluded_hexes"),
        "from_turn": opt(NAME, p, "from_turn", int, 1),
        "engaged_ok": opt(NAME, p, "may_land_engaged", bool, True),
        "behind": _behind_flags(opt(NAME, p, "behind_enemy_lines", dict, None)),
        "setup": frozenset(units_param(game, NAME, p, "setup_units")),
        "turn": opt(NAME, p, "turn", int, 1),
        "pay": opt(NAME, p, "pay_landing_hex", bool, False),
    }
    if not (r["tags"] or r["types"] or r["units"]):
        raise RuleParamError(f"'{NAME}' needs 'unit_tags', 'unit_types' or 'units' (who may make assault landings)")
    bad_types = r["types"] - set(game.unit_types)
    if bad_types:
        raise RuleParamError(f"'{NAME}': 'unit_types' names unknown type(s) {', '.join(sorted(bad_types))}")
    groups = {g.id for g in game.reinforcement_groups()}
    if r["groups"] - groups:
        raise RuleParamError(f"'{NAME}': 'reinforcements' names unknown group(s) {', '.join(sorted(r['groups'] - groups))}")
    placed = {s.unit for s in game.scenario.setup}
    if r["setup"] - placed:
        raise RuleParamError(f"'{NAME}': 'setup_units' are not set up on the map: {', '.join(sorted(r['setup'] - placed))}")
    return r


def _rules(game: Game, side: str) -> list[dict[str, Any]]:
    return [r for r in compiled(game, NAME) if r["side"] == side]


def may_assault(game: Game, r: dict[str, Any], uid: str) -> bool:
    return uid in r["units"] or game.unit_defs[uid].type in r["types"] or bool(unit_tags(game, uid) & r["tags"])


def _who(r: dict[str, Any]) -> str:
    parts = sorted(r["tags"]) + sorted(r["types"])
    return ", ".join(parts) if parts else msg("the units the scenario names")


def landed_turns(game: Game) -> dict[str, int]:
    """Unit id -> turn of its assault landing (set-up assault units included)."""
    out: dict[str, int] = {}
    for r in compiled(game, NAME):
        for uid in r["setup"]:
            out[uid] = r["turn"]
    out.update(game.state.extra.get(LANDED_KEY, {}))
    return out


def _is_assault(game: Game, side: str, h: Hex) -> bool:
    return all(u.side != side for u in game.state.units_at(h))


# --------------------------------------------------------------------------- by sea


def _check_sea(game: Game, a: SeaMove) -> str | None:
    us = game.state.units.get(a.unit)
    if us is None:
        return None
    for r in _rules(game, us.side):
        if r["sea_moves"] and _is_assault(game, us.side, a.hex) and not may_assault(game, r, a.unit):
            return msg("{name} may not make an assault landing at {hex} (no friendly unit there): only {who} may",
                       name=game.unit_defs[a.unit].name, hex=game.label(a.hex), who=_who(r))
    return None


def _mark(game: Game, uid: str, fx: Effects) -> None:
    game.state.extra.setdefault(LANDED_KEY, {})[uid] = game.state.turn
    fx.event("assault_landing", unit=uid, turn=game.state.turn)


def _after_sea(game: Game, a: SeaMove, fx: Effects) -> None:
    us = game.state.units[a.unit]
    for r in _rules(game, us.side):
        # The unit now stands there alone if it landed where no friend stood.
        if r["sea_moves"] and all(o.id == a.unit for o in game.state.units_at(a.hex)):
            _mark(game, a.unit, fx)
            return


# --------------------------------------------------------------------------- as reinforcements


def _entry_filter(game: Game, uid: str, group: Any, hexes: list[Hex]) -> list[Hex]:
    st = game.state
    us = st.units[uid]
    out = list(hexes)
    for r in _rules(game, us.side):
        if group.id in r["groups"] and not may_assault(game, r, uid):
            out = [h for h in out if not _is_assault(game, us.side, h)]
        if r["entry"] is None or not may_assault(game, r, uid) or st.turn < r["from_turn"]:
            continue
        from hexstudio.engine.zoc import enemy_zoc

        zoc = enemy_zoc(game, st, us.side) if not r["engaged_ok"] else frozenset()
        entry = game.costs.entry_costs(game.movement_class(uid))
        for h in sorted(r["entry"] - r["excluded"]):
            i = game.costs.index.get(h)
            occ = st.occupant_side(h)
            if i is None or entry[i] == BLOCKED or (occ is not None and occ != us.side) or h in zoc or h in out:
                continue
            out.append(h)
    return out


def engaged_landing_hexes(game: Game, uid: str) -> frozenset[Hex]:
    """Extra landing hexes where ``uid`` may land even in an enemy zone of control."""
    out: set[Hex] = set()
    for r in _rules(game, game.unit_side[uid]):
        if r["entry"] is not None and r["engaged_ok"] and may_assault(game, r, uid) and game.state.turn >= r["from_turn"]:
            out |= r["entry"] - r["excluded"]
    return frozenset(out)


def _after_enter(game: Game, a: EnterReinforcement, fx: Effects) -> None:
    st = game.state
    us = st.units[a.unit]
    from hexstudio.engine.reinforcements import designated_hexes, group_of

    for r in _rules(game, us.side):
        if not may_assault(game, r, a.unit):
            continue
        alone = all(o.id == a.unit for o in st.units_at(a.hex))
        extra_hex = r["entry"] is not None and a.hex in r["entry"]
        grp = group_of(game, a.unit)
        by_group = any(g.id in r["groups"] and a.unit in g.units for g in game.reinforcement_groups())
        if alone and (by_group or extra_hex):
            _mark(game, a.unit, fx)
            if extra_hex and (grp is None or a.hex not in designated_hexes(game, grp)) and r["behind"] and not in_contact(game, a.unit):
                us.flags |= r["behind"]
            return


# --------------------------------------------------------------------------- the landing hex of the first turn


def _pay_landing_hex(game: Game, fx: Effects) -> None:
    st = game.state
    placed = {s.unit: game.grid.parse(s.hex) for s in game.scenario.setup}
    for r in _rules(game, st.active_side or ""):
        if not r["pay"] or st.turn != r["turn"]:
            continue
        for uid in sorted(r["setup"]):
            us = st.units[uid]
            if us.status == "on_map" and us.hex == placed.get(uid) and us.hex is not None:
                cost = game.costs.entry_costs(game.movement_class(uid))[game.costs.index[us.hex]]
                if cost > 0:
                    us.mp_spent = cost
                    fx.unit(uid)


registry.register_action_check(SeaMove, _check_sea)
registry.register_after_apply(SeaMove, _after_sea)
registry.register_entry_filter(_entry_filter)
registry.register_after_apply(EnterReinforcement, _after_enter)
registry.register_phase_hook("start", _pay_landing_hex, kinds=("movement",))
