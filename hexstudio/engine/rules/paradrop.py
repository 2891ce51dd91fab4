"""Airborne drops (Leyte 4.4, Sicily 4.2.3 and 4.2.1).

Rule ``paradrop`` (one entry per side), params:

- ``side`` (required); ``die`` ("1d6"), ``good_order_rolls`` ([1, 6]):
  every drop that rolls lands in good order on those faces and otherwise
  takes a step loss (``otherwise``: "step_loss", the only reading).
- Free drops, the ``Paradrop`` action (in the owner's movement phase, for a
  waiting reinforcement): ``units`` [id] with ``available_from`` {id: turn}
  or ``from_turn`` n; ``prohibited_terrain`` [terrain id] (sea is never a
  drop hex), ``prohibited_hexes`` [label], ``target_unengaged`` (the hex may
  not be in an enemy zone of control: Sicily "desde que desengajadas"),
  ``drops_per_turn`` n, ``no_drop_turns`` [n]. A drop is the unit's move for
  that phase.
- ``land_instead`` {"hex_set", "must_hold", "held"}: the units may instead
  enter as ordinary reinforcements (no roll) at hexes of that set, held by
  the side when ``must_hold`` (Leyte: a Japanese-held port or airfield);
  ``held``: "controlled" (default: the side last occupied it) or
  "not_enemy_controlled" (not taken by the enemy: an island that starts as
  the side's own).
- Fixed drops ``drops`` [{"unit", "hex", "when": "setup" | "turn": n,
  "roll": true, "kind"}]: a set-up unit in that hex rolls when the game
  starts; a reinforcement entering at that hex rolls as it comes on
  (``roll: false``: no roll, Sicily's German 3rd Parachute on Catania).
- ``move_only_after_friendly_contact`` / ``recover_only_after_friendly_contact``
  (defaults true / false): a dropped unit with no friendly unit in or next
  to its hex waits for contact (``contact.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Field, StrictStr

from hexstudio.engine import registry
from hexstudio.engine.actions import Action, EnterReinforcement, register_action
from hexstudio.engine.control import holder
from hexstudio.engine.params import (
    Count,
    Flag,
    HexLabel,
    HexSetId,
    Roll,
    RuleParams,
    SideId,
    TerrainId,
    Text,
    Turn,
    UnitId,
)
from hexstudio.engine.rules.base import (
    RuleParamError,
    compiled,
    hex_set_param,
    hexes_param,
    in_contact,
    int_list,
    named_rule,
    need,
    opt,
    side_param,
    str_list,
    terrain_at,
    units_param,
)
from hexstudio.engine.text import msg
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

NAME = "paradrop"
COUNT_KEY = "rules.paradrops"  # state.extra: {"turn": n, "count": k}
SETUP_KEY = "rules.setup_drops_rolled"



class LandInstead(RuleParams):
    hex_set: HexSetId
    must_hold: Flag | None = Field(None, description="Default true.")
    held: Literal["controlled", "not_enemy_controlled"] | None = Field(None, description="Default controlled.")


class FixedDrop(RuleParams):
    unit: UnitId
    hex: HexLabel
    when: Literal["setup"] | None = None
    turn: Turn | None = None
    roll: Flag | None = Field(None, description="Default true.")


class ParadropParams(RuleParams):
    """See the module docstring."""

    side: SideId
    die: Annotated[StrictStr, Field(pattern=r"^[12]d6$")] | None = Field(None, description="Default 1d6.")
    good_order_rolls: list[Roll] | None = Field(None, description="Default [1, 6].")
    otherwise: Literal["step_loss"] | None = None
    units: list[UnitId] | None = None
    available_from: dict[UnitId, Turn] | None = None
    from_turn: Turn | None = None
    prohibited_terrain: list[TerrainId] | None = None
    prohibited_hexes: list[HexLabel] | None = None
    target_unengaged: Flag | None = None
    drops_per_turn: Count | None = None
    no_drop_turns: list[Turn] | None = None
    land_instead: LandInstead | None = None
    drops: list[FixedDrop] | None = None
    move_only_after_friendly_contact: Flag | None = Field(None, description="Default true.")
    recover_only_after_friendly_contact: Flag | None = Field(None, description="Default false.")
    ref: Text | None = None


@register_action("paradrop")
@dataclass(frozen=True)
class Paradrop(Action):
    """Drop a waiting airborne unit on a hex (``paradrop`` rule); the die says if it lands in good order."""

    unit: str
    hex: Hex


@named_rule(NAME, msg("airborne drops: free drops (Paradrop action) and fixed drops, a die for good order or a step loss, waiting for contact"), ("B14 Leyte 4.4", "B14 Sicily 4.2.3", "B14 Sicily 4.2.1"),
             params=ParadropParams)
def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    if opt(NAME, p, "otherwise", str, "step_loss") != "step_loss":
        raise RuleParamError(f"'{NAME}': 'otherwise' must be 'step_loss'")
    units = units_param(game, NAME, p, "units")
    avail = opt(NAME, p, "available_from", dict, {})
    for uid, t in avail.items():
        if uid not in units or not isinstance(t, int):
            raise RuleParamError(f"'{NAME}': 'available_from' must give a turn for units listed in 'units' ({uid!r})")
    terrain_ids = {t.id for t in game.scenario.terrain}
    bad = set(str_list(NAME, p, "prohibited_terrain")) - terrain_ids
    if bad:
        raise RuleParamError(f"'{NAME}': 'prohibited_terrain' names unknown terrain {', '.join(sorted(bad))}")
    r: dict[str, Any] = {
        "side": side_param(game, NAME, p),
        "die": opt(NAME, p, "die", str, "1d6"),
        "good": frozenset(int_list(NAME, p, "good_order_rolls", [1, 6])),
        "units": frozenset(units),
        "avail": {u: avail.get(u, opt(NAME, p, "from_turn", int, 1)) for u in units},
        "terrain": frozenset(str_list(NAME, p, "prohibited_terrain")),
        "hexes": hexes_param(game, NAME, p, "prohibited_hexes"),
        "unengaged": opt(NAME, p, "target_unengaged", bool, False),
        "per_turn": opt(NAME, p, "drops_per_turn", int, None),
        "no_turns": frozenset(int_list(NAME, p, "no_drop_turns")),
        "instead": None,
        "fixed": [],
        "wait_move": opt(NAME, p, "move_only_after_friendly_contact", bool, True),
        "wait_recover": opt(NAME, p, "recover_only_after_friendly_contact", bool, False),
    }
    inst = opt(NAME, p, "land_instead", dict, None)
    if inst is not None:
        held = inst.get("held", "controlled")
        if held not in ("controlled", "not_enemy_controlled"):
            raise RuleParamError(f"'{NAME}': 'land_instead': 'held' must be 'controlled' or 'not_enemy_controlled'")
        r["instead"] = {"hexes": hex_set_param(game, NAME, inst, "hex_set", required=True),
                        "must_hold": bool(inst.get("must_hold", True)), "held": held}
    placed = {s.unit: s.hex for s in game.scenario.setup}
    for k, d in enumerate(opt(NAME, p, "drops", list, [])):
        uid = need(NAME, d, "unit", str)
        if uid not in game.unit_defs:
            raise RuleParamError(f"'{NAME}': drops[{k}] names an unknown unit '{uid}'")
        h = hexes_param(game, NAME, {"hex": [need(NAME, d, "hex", str)]}, "hex")
        setup = d.get("when") == "setup"
        if setup and placed.get(uid) != d["hex"]:
            raise RuleParamError(f"'{NAME}': drops[{k}]: {uid} is not set up at {d['hex']}")
        if not setup and not isinstance(d.get("turn"), int):
            raise RuleParamError(f"'{NAME}': drops[{k}] needs 'when': 'setup' or a 'turn'")
        r["fixed"].append({"unit": uid, "hex": next(iter(h)), "setup": setup, "turn": d.get("turn"),
                           "roll": bool(d.get("roll", True))})
    try:
        n, faces = r["die"].split("d")
        int(n), int(faces)
    except ValueError:
        raise RuleParamError(f"'{NAME}': 'die' must read like '1d6', not {r['die']!r}") from None
    return r


def _rule_for(game: Game, uid: str) -> dict[str, Any] | None:
    side = game.unit_side[uid]
    return next((r for r in compiled(game, NAME) if r["side"] == side and uid in r["units"]), None)


def _drops_used(game: Game) -> int:
    rec = game.state.extra.get(COUNT_KEY)
    return rec["count"] if rec and rec.get("turn") == game.state.turn else 0


def hex_problem(game: Game, r: dict[str, Any], uid: str, h: Hex) -> str | None:
    """Why ``uid`` may not drop on ``h`` (map and rule limits only), or None."""
    st = game.state
    label = game.label(h) if game.grid.contains(h) else "that hex"
    if not game.grid.contains(h) or not game.view.in_play(h) or game.view.is_water(h):
        return msg("{label} is not a land hex in play", label=label)
    if terrain_at(game, h) & r["terrain"]:
        return msg("no drops on {names} ({label})", names=', '.join(sorted(terrain_at(game, h) & r['terrain'])), label=label)
    if h in r["hexes"]:
        return msg("no drops on {label}", label=label)
    occ = st.occupant_side(h)
    if occ is not None and occ != r["side"]:
        return msg("enemy units at {label}", label=label)
    if r["unengaged"]:
        from hexstudio.engine.zoc import enemy_zoc

        if h in enemy_zoc(game, st, r["side"]):
            return msg("{label} is in an enemy zone of control: the drop hex must be unengaged", label=label)
    from hexstudio.engine.stacking import stacking_problem

    return stacking_problem(game, st, h, [uid])


def drop_problem(game: Game, uid: str, h: Hex) -> str | None:
    """Why ``Paradrop(uid, h)`` is refused now, or None."""
    from hexstudio.engine.reinforcements import group_of

    st = game.state
    if uid not in st.units:
        return msg("there is no unit '{uid}'", uid=uid)
    name = game.unit_defs[uid].name
    r = _rule_for(game, uid)
    if r is None:
        return msg("{name} cannot make a parachute drop in this battle", name=name)
    if game.phase_kind() != "movement" or st.active_side != r["side"]:
        return msg("{name} may drop only in its side's movement phase", name=name)
    if group_of(game, uid) is None:
        return msg("{name} is not waiting to come on", name=name) if st.units[uid].status != "pending" else msg("{name} has not arrived yet", name=name)
    if st.turn < r["avail"][uid]:
        return msg("{name} may drop from turn {avail}", name=name, avail=r['avail'][uid])
    if st.turn in r["no_turns"]:
        return msg("no drops on turn {turn}", turn=st.turn)
    if r["per_turn"] is not None and _drops_used(game) >= r["per_turn"]:
        return msg("at most 1 drop per turn") if r["per_turn"] == 1 else msg("at most {count} drops per turn", count=r["per_turn"])
    return hex_problem(game, r, uid, h)


def _check(game: Game, a: Paradrop) -> None:
    from hexstudio.engine.errors import IllegalAction, NotYourPhase

    why = drop_problem(game, a.unit, a.hex)
    if why:
        raise (NotYourPhase if "phase" in why else IllegalAction)(why)


def land(game: Game, r: dict[str, Any], uid: str, roll: bool, fx: Effects) -> None:
    """The unit is on its drop hex: roll for its landing, then wait for contact if alone."""
    from hexstudio.engine.combat.losses import step_loss

    us = game.state.units[uid]
    if roll:
        faces = fx.roll(r["die"], f"paradrop {uid}")
        good = sum(faces) in r["good"]
        fx.event("paradrop", unit=uid, hex=game.label(us.hex) if us.hex else None, good_order=good)
        if not good:
            step_loss(game, uid, fx, "drop")
    if us.status == "on_map" and not in_contact(game, uid):
        if r["wait_move"]:
            us.flags.add("awaiting_contact")
        if r["wait_recover"]:
            us.flags.add("no_recovery_until_contact")
    fx.unit(uid)


def _apply(game: Game, a: Paradrop, fx: Effects) -> None:
    from hexstudio.engine.core_rules import occupy
    from hexstudio.engine.values import movement_halves

    st = game.state
    us = st.units[a.unit]
    r = _rule_for(game, a.unit)
    assert r is not None
    us.status = "on_map"
    us.hex = a.hex
    # The drop is the unit's move for this phase.
    us.mp_spent = movement_halves(game.unit_defs[a.unit], us, game.scenario.rules.losses.reduced_values)
    us.moved_this_phase = True
    occupy(game, a.unit, [a.hex], arrival=True)
    st.entry_order.append(a.unit)
    st.extra[COUNT_KEY] = {"turn": st.turn, "count": _drops_used(game) + 1}
    fx.unit(a.unit)
    land(game, r, a.unit, True, fx)
    from hexstudio.engine.rules.contact import clear_contacts

    clear_contacts(game, fx)


def _candidates(game: Game) -> Iterator[Action]:
    from hexstudio.engine.reinforcements import waiting_units

    st = game.state
    if st.pending is not None or game.phase_kind() != "movement" or st.active_side is None:
        return
    rules = [r for r in compiled(game, NAME) if r["side"] == st.active_side and r["units"]]
    if not rules:
        return
    # Generous but bounded: hexes in contact with friendly units (the drops that can fight at once).
    near: set[Hex] = set()
    for u in st.on_map(st.active_side):
        if u.hex is not None:
            near.add(u.hex)
            near.update(u.hex.neighbours())
    for uid, _ in waiting_units(game, st.active_side):
        if any(uid in r["units"] for r in rules):
            for h in sorted(near):
                yield Paradrop(uid, h)


# --------------------------------------------------------------------------- fixed drops and the landing alternative


def _fixed(game: Game, uid: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
    for r in compiled(game, NAME):
        for d in r["fixed"]:
            if d["unit"] == uid:
                return r, d
    return None


def _after_enter(game: Game, a: EnterReinforcement, fx: Effects) -> None:
    got = _fixed(game, a.unit)
    if got is not None and not got[1]["setup"] and a.hex == got[1]["hex"]:
        land(game, got[0], a.unit, got[1]["roll"], fx)


def _setup_drops(game: Game, fx: Effects) -> None:
    st = game.state
    if st.extra.get(SETUP_KEY):
        return
    st.extra[SETUP_KEY] = True
    for r in compiled(game, NAME):
        for d in r["fixed"]:
            us = st.units[d["unit"]]
            if d["setup"] and us.status == "on_map" and us.hex == d["hex"]:
                land(game, r, d["unit"], d["roll"], fx)


def _entry_filter(game: Game, uid: str, group: Any, hexes: list[Hex]) -> list[Hex]:
    r = _rule_for(game, uid)
    if r is None or r["instead"] is None:
        return hexes
    inst = r["instead"]
    side = r["side"]
    ok = (side,) if inst["held"] == "controlled" else (side, None)
    return [h for h in hexes if h in inst["hexes"] and (not inst["must_hold"] or holder(game, h) in ok)]


registry.register_handler(Paradrop, _check, _apply)
registry.register_generator(_candidates)
registry.register_after_apply(EnterReinforcement, _after_enter)
registry.register_phase_hook("start", _setup_drops)
registry.register_entry_filter(_entry_filter)
