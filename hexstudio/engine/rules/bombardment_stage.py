"""The bombardment stage with off-map artillery and aviation pieces (Monte Castelo 4, 4.1-4.3).

Rule ``bombardment_stage``. Its limits (``max_pb_per_hex``,
``max_distance_to_own_unit``, ``no_night``) are read as ``bombardment_limits``
(``combat/named.py``); this module plays the pieces. Params:

- ``commands`` {command: [piece id]}: the bombardment pieces
  (units flagged ``bombardment_only``: they only mark a target and are never
  on the map) and the command each serves. A command id is the formation at
  the top of a unit's formation tree (the 10th Mountain Division, the FEB,
  the German 232nd Division);
- ``nationality_restricted`` (true): one bombardment uses the pieces of one
  command, and its target must be within ``max_distance_to_own_unit`` of a
  unit of that command (U77 read both ways the garbled 4.1 example allows);
- ``allies_announce_first`` / ``allies_resolve_first`` (true): in a stage,
  the Allied bombardments all come before the German ones (``first_side``,
  "allies", names the side);
- ``pieces_removed_at_end`` (true): a piece fires once a turn;
- ``vulnerability``, ``terrain_shifts``, ``elevation_bonus``: the book's
  values, played by the unit types' vulnerability, the terrain table and
  ``elevation_difference`` (combat only): they are checked, not re-applied.

- ``order`` ("one_by_one"): when the rolls are made. "one_by_one": each
  ``StageBombard`` announces and rolls at once (Allies first).
  "announce_then_resolve" (Monte Castelo 4.1 as written: "The Allies announce
  first, placing counters on target hexes; the Germans then announce; Allied
  bombardments are resolved first, then German ones"): a ``StageBombard`` only
  places the counter; the stage ends (``EndPhase``, both sides done
  announcing) by rolling every Allied bombardment, then every German one, in
  the order announced, each loss choice a decision of the bombarded side.

How the pieces are offered: each side has a pool of pieces by release turn
(``Unit.release_turn``); in a bombardment phase the ``StageBombard`` action
(``side``, ``target``, ``pieces``) fires (or announces) available pieces of
one command at one hex.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from hexstudio.engine import registry
from hexstudio.engine.actions import Action, Choose, register_action
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.params import Count, Flag, FormationId, Name, RuleParams, SideId, Text, UnitId
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, opt
from hexstudio.engine.text import local, msg
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

NAME = "bombardment_stage"
USED = "rules.pieces_used"  # state.extra: {"turn": n, "units": [id], "late": [side]}
ORDER = Literal["one_by_one", "announce_then_resolve"]


class BombardmentStage(RuleParams):
    """Monte Castelo 4, 4.1-4.3 (see the module docstring)."""

    commands: dict[FormationId, list[UnitId]] | None = None
    nationality_restricted: Flag | None = Field(None, description="Default true.")
    allies_announce_first: Flag | None = Field(None, description="Default true.")
    allies_resolve_first: Flag | None = Field(None, description="Default true; the same side comes first in both.")
    first_side: SideId | None = Field(None, description="The side that comes first (default 'allies').")
    pieces_removed_at_end: Flag | None = Field(None, description="Default true: a piece fires once a turn.")
    max_pb_per_hex: Count | None = None
    max_distance_to_own_unit: Count | None = None
    no_night: Flag | None = None
    vulnerability: dict[Name, Count] | None = None
    terrain_shifts: Literal["left"] | None = None
    elevation_bonus: Literal[False] | None = None
    order: ORDER | None = Field(None, description="Default one_by_one.")
    ref: Text | None = None


ORDERS = ("one_by_one", "announce_then_resolve")


@register_action("stage_bombard")
@dataclass(frozen=True)
class StageBombard(Action):
    """Fire bombardment pieces of one command at one hex in the bombardment stage."""

    side: str
    target: Hex
    pieces: tuple[str, ...]


def _compile(game: Game, p: Any) -> dict[str, Any]:
    commands = opt(NAME, p, "commands", dict, {})
    forms = {f.id for f in game.scenario.formations}
    of: dict[str, str] = {}
    for cmd, pieces in commands.items():
        if cmd not in forms:
            raise RuleParamError(f"'{NAME}': 'commands': '{cmd}' is not a formation")
        if not isinstance(pieces, list):
            raise RuleParamError(f"'{NAME}': 'commands': '{cmd}' must list piece ids")
        for uid in pieces:
            if uid not in game.unit_defs:
                raise RuleParamError(f"'{NAME}': 'commands': unknown unit '{uid}'")
            if "bombardment_only" not in game.unit_defs[uid].flags or game.unit_defs[uid].full.bombard is None:
                raise RuleParamError(f"'{NAME}': 'commands': {uid} is not a bombardment piece (flag bombardment_only, a PB)")
            of[uid] = cmd
    if opt(NAME, p, "terrain_shifts", str, "left") != "left":
        raise RuleParamError(f"'{NAME}': 'terrain_shifts' must be 'left'")
    if opt(NAME, p, "elevation_bonus", bool, False):
        raise RuleParamError(f"'{NAME}': 'elevation_bonus' must be false (Table 2 note a: combat only)")
    for tid, v in opt(NAME, p, "vulnerability", dict, {}).items():
        t = game.unit_types.get(tid)
        if t is not None and t.vulnerability.get("artillery") not in (None, v):
            raise RuleParamError(f"'{NAME}': 'vulnerability': {tid} is {v} here but {t.vulnerability.get('artillery')} in its unit type")
    if opt(NAME, p, "allies_resolve_first", bool, True) != opt(NAME, p, "allies_announce_first", bool, True):
        raise RuleParamError(f"'{NAME}': 'allies_resolve_first' and 'allies_announce_first' must agree (one side comes first)")
    first = opt(NAME, p, "first_side", str, "allies") if opt(NAME, p, "allies_announce_first", bool, True) else None
    if first is not None and first not in game.sides:
        raise RuleParamError(f"'{NAME}': 'first_side': there is no side '{first}'")
    order = opt(NAME, p, "order", str, "one_by_one")
    return {"order": order, "command_of": of, "strict": opt(NAME, p, "nationality_restricted", bool, True), "first": first,
            "reach": opt(NAME, p, "max_distance_to_own_unit", int, None),
            "once": opt(NAME, p, "pieces_removed_at_end", bool, True)}


def _rule(game: Game) -> dict[str, Any] | None:
    r = compiled(game, NAME)
    return r[0] if r else None


def _used(game: Game) -> dict[str, Any]:
    """This turn's record, for reading (a check is a query: it never writes the state)."""
    st = game.state
    d = st.extra.get(USED)
    if d is None or d.get("turn") != st.turn:
        return {"turn": st.turn, "units": [], "late": [], "announced": []}
    return {"announced": [], **d}


def _used_for_update(game: Game) -> dict[str, Any]:
    """This turn's record, created in the state: only ``apply`` calls this."""
    st = game.state
    d = st.extra.get(USED)
    if d is None or d.get("turn") != st.turn:
        d = st.extra[USED] = {"turn": st.turn, "units": [], "late": []}
    d.setdefault("announced", [])
    return d


def available_pieces(game: Game, side: str) -> list[str]:
    """The pieces ``side`` may still fire this turn (released, unused)."""
    r = _rule(game)
    if r is None:
        return []
    st = game.state
    used = set(st.extra.get(USED, {}).get("units", [])) if st.extra.get(USED, {}).get("turn") == st.turn else set()
    out = []
    for uid in r["command_of"]:
        rt = game.unit_defs[uid].release_turn
        if game.unit_side[uid] == side and st.units[uid].status != "eliminated" and (rt is None or st.turn >= rt) \
                and not (r["once"] and uid in used):
            out.append(uid)
    return out


def _side_name(game: Game, side: str) -> str:
    """A side as players read it: the scenario's name (with its languages), not its id."""
    return next((local(s.name) for s in game.scenario.sides if s.id == side), side)


def _command_units(game: Game, side: str, cmd: str) -> list[Any]:
    from hexstudio.engine.combat.support import division_of

    return [u for u in game.state.on_map(side) if u.hex is not None and division_of(game, u.id) == cmd]


def check_stage(game: Game, a: StageBombard) -> None:
    from hexstudio.engine.combat.bombard import BombardError
    from hexstudio.engine.combat.handlers import IllegalAttack, _check_bombardment_limits, _check_target
    from hexstudio.engine.combat.situation import bombard_power, preview_bombard

    r = _rule(game)
    if r is None:
        raise IllegalAction(msg("this battle has no bombardment stage with pieces"))
    if game.phase_kind() != "bombardment":
        raise IllegalAction(msg("the pieces fire in the bombardment stage"))
    if a.side not in game.sides:
        raise IllegalAction(msg("there is no side '{side}'", side=a.side))
    if game.scenario.bombardment is None:
        raise IllegalAttack(msg("this battle has no bombardment table"))
    if not a.pieces or len(set(a.pieces)) != len(a.pieces):
        raise IllegalAttack(msg("name each bombardment piece once"))
    free = set(available_pieces(game, a.side))
    for uid in a.pieces:
        if uid not in r["command_of"]:
            raise IllegalAttack(msg("'{uid}' is not a bombardment piece", uid=uid))
        if uid not in free:
            raise IllegalAttack(msg("{name} is not available to {side} now (released, unused)", name=game.unit_defs[uid].short or uid, side=_side_name(game, a.side)))
    if r["first"] is not None and a.side == r["first"] and _used(game)["late"]:
        raise IllegalAttack(msg("{first} announce and fire first: the other side has already bombarded this stage", first=_side_name(game, r["first"])))
    _check_target(game, a.side, a.target)
    if r["order"] == "announce_then_resolve" and any(
            x["side"] == a.side and x["target"] == game.label(a.target) for x in _used(game)["announced"]):
        raise IllegalAttack(msg("{hex} already has a bombardment counter this stage", hex=game.label(a.target)))
    cmds = {r["command_of"][u] for u in a.pieces}
    if r["strict"]:
        if len(cmds) > 1:
            raise IllegalAttack(msg("one bombardment uses the pieces of one command (Monte Castelo 4.1)"))
        cmd = next(iter(cmds))
        if r["reach"] is not None and not any(u.hex.distance(a.target) <= r["reach"] for u in _command_units(game, a.side, cmd)):
            form = next((local(f.name) for f in game.scenario.formations if f.id == cmd), cmd)
            raise IllegalAttack(msg("{hex} is more than {reach} hexes from every unit of {cmd} (Monte Castelo 4.1)", hex=game.label(a.target), reach=r['reach'], cmd=form))
    _check_bombardment_limits(game, a.side, a.target, sum(bombard_power(game, u) for u in a.pieces), a.pieces)
    try:
        preview_bombard(game, a.side, a.target, "artillery", artillery=a.pieces)
    except BombardError as e:
        raise IllegalAttack(str(e)) from None


def apply_stage(game: Game, a: StageBombard, fx: Effects) -> None:
    from hexstudio.engine.combat.handlers import _roll_bombard
    from hexstudio.engine.combat.situation import preview_bombard

    r = _rule(game)
    assert r is not None
    used = _used_for_update(game)
    used["units"].extend(a.pieces)
    if r["first"] is not None and a.side != r["first"] and a.side not in used["late"]:
        used["late"].append(a.side)
    if r["order"] == "announce_then_resolve":
        # Only the counter goes down: no die is rolled before both sides have announced.
        used["announced"].append({"side": a.side, "target": game.label(a.target), "pieces": list(a.pieces)})
        fx.hex(a.target)
        fx.event("bombardment_announced", side=a.side, target=game.label(a.target), artillery=list(a.pieces))
        return
    p = preview_bombard(game, a.side, a.target, "artillery", artillery=a.pieces)
    fx.event("bombardment_declared", side=a.side, target=game.label(a.target), artillery=list(a.pieces))
    _roll_bombard(game, a.side, a.target, p, fx, list(a.pieces))


def _start_resolution(game: Game, fx: Effects) -> None:
    """End of the stage: queue every announced bombardment, the first side's first."""
    r = _rule(game)
    st = game.state
    if r is None or r["order"] != "announce_then_resolve":
        return
    d = st.extra.get(USED)
    if d is None or d.get("turn") != st.turn or not d.get("announced"):
        return
    first = r["first"]
    queue = [x for x in d["announced"] if x["side"] == first] + [x for x in d["announced"] if x["side"] != first]
    d["announced"] = []
    d["resolving"] = queue
    resolve_next(game, fx)


def resolve_next(game: Game, fx: Effects) -> None:
    """Roll the queued bombardments one after another until one waits for a loss choice."""
    from hexstudio.engine.combat import resolve
    from hexstudio.engine.combat.handlers import _roll_bombard
    from hexstudio.engine.combat.situation import defenders_at, preview_bombard

    st = game.state
    d = st.extra.get(USED)
    if d is None or d.get("turn") != st.turn:
        return
    queue = d.get("resolving") or []
    while queue and st.pending is None and resolve.active(game) is None:
        x = queue.pop(0)
        target = game.grid.parse(x["target"])
        try:
            if not defenders_at(game, target, x["side"]):
                raise ValueError(msg("no enemy unit is left at {hex}", hex=x["target"]))
            p = preview_bombard(game, x["side"], target, "artillery", artillery=tuple(x["pieces"]))
        except ValueError as e:  # the target emptied by an earlier roll: the counter is lifted
            fx.event("bombardment_cancelled", side=x["side"], target=x["target"], reason=str(e))
            continue
        fx.event("bombardment_declared", side=x["side"], target=x["target"], artillery=list(x["pieces"]))
        _roll_bombard(game, x["side"], target, p, fx, list(x["pieces"]))
    if not queue:
        d.pop("resolving", None)


def _after_choice(game: Game, action: Action, fx: Effects) -> None:
    resolve_next(game, fx)


def stage_candidates(game: Game) -> Iterator[Action]:
    """For ``legal_actions``: per side and command, the available pieces (up to the per-hex cap) at each target."""
    from hexstudio.engine.combat.situation import bombard_power

    r = _rule(game)
    st = game.state
    if r is None or game.phase_kind() != "bombardment" or st.pending is not None:
        return
    cap = 10
    for rr in game.special_rules:
        if rr.rule == NAME:
            cap = int(rr.params.get("max_pb_per_hex", cap))
    for side in game.sides:
        by_cmd: dict[str, list[str]] = {}
        for uid in available_pieces(game, side):
            by_cmd.setdefault(r["command_of"][uid], []).append(uid)
        for cmd, pieces in sorted(by_cmd.items()):
            group: list[str] = []
            for uid in pieces:
                if sum(bombard_power(game, u) for u in [*group, uid]) <= cap:
                    group.append(uid)
            if not group:
                continue
            own = _command_units(game, side, cmd)
            targets: set[Hex] = set()
            for u in own:
                for e in st.units.values():
                    if e.side != side and e.status == "on_map" and e.hex is not None and e.hex.distance(u.hex) <= (r["reach"] or 99):
                        targets.add(e.hex)
            for h in sorted(targets, key=game.label)[:6]:
                yield StageBombard(side, h, tuple(group))


registry.register_handler(StageBombard, check_stage, apply_stage)
registry.register_generator(stage_candidates)
registry.register_phase_hook("end", _start_resolution, ["bombardment"])
registry.register_after_apply(Choose, _after_choice)
RULES[NAME] = _compile
