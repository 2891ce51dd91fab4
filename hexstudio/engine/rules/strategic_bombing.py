"""Strategic bombing of cities (Reichswald 6.3, 4.1.1 obs, 5.1.2 obs).

Rule ``strategic_bombing``, params:

- ``side`` (required): the side that bombs (and chooses the cities);
- ``cities`` [hex set] (required): the cities that may be chosen; a city is
  every hex of its set (the reading of "em cada uma das cidades");
- ``schedule`` [{"turn", "cities": [hex set]} | {"turn", "choose": n}]: on
  that turn those cities are bombed, or the side chooses ``n`` of
  ``cities`` at the start of the turn (a ``strategic_bombing`` decision,
  one city at a time; a city already chosen that turn is not offered);
- ``column`` (label of a bombardment-table column) and ``affects_side``:
  each bombed hex holding units of that side rolls once on that column; the
  owner chooses which unit takes each step loss (a ``strategic_bombing_loss``
  decision when several share the hex);
- ``no_movement_through`` (true): no unit moves into or through a bombed hex
  that turn; ``units_inside_immobile`` (true): units in one may not move;
- ``forced_retreat_eliminates`` (true): a unit in a bombed hex that must
  retreat is eliminated; ``no_advance_into`` (true): the attacker may not
  advance into it;
- ``retreat_into`` ("retreat_again_with_loss"): a unit that retreats into a
  bombed hex takes a loss and retreats one hex more.

The markers stay for the turn they are placed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from hexstudio.engine import registry, rulebook
from hexstudio.engine.decisions import Decision, ask, register_decision
from hexstudio.engine.params import Count, Flag, HexSetId, Name, RuleParams, SideId, Text, Turn
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, need, opt, side_param, str_list
from hexstudio.engine.text import local, msg
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

NAME = "strategic_bombing"
KEY = "rules.strategic_bombing"  # state.extra: {"turn": n, "cities": [set id], "losses": [{hex, count, city}]}
LOSS = "strategic_bombing_loss"



class BombingTurn(RuleParams):
    turn: Turn
    cities: list[HexSetId] | None = None
    choose: Count | None = None


class StrategicBombing(RuleParams):
    """See the module docstring."""

    side: SideId
    cities: list[HexSetId] = Field(min_length=1)
    schedule: list[BombingTurn] = Field(min_length=1)
    column: Name | None = None
    affects_side: SideId | None = None
    no_movement_through: Flag | None = Field(None, description="Default true.")
    units_inside_immobile: Flag | None = Field(None, description="Default true.")
    forced_retreat_eliminates: Flag | None = Field(None, description="Default true.")
    no_advance_into: Flag | None = Field(None, description="Default true.")
    retreat_into: Literal["retreat_again_with_loss"] | None = None
    ref: Text | None = None


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    sets = game._base_view.hex_sets
    cities = str_list(NAME, p, "cities", required=True)
    for c in cities:
        if c not in sets:
            raise RuleParamError(f"'{NAME}': 'cities': the map has no hex set '{c}'")
    schedule: dict[int, dict[str, Any]] = {}
    for k, s in enumerate(need(NAME, p, "schedule", list)):
        if not isinstance(s.get("turn"), int):
            raise RuleParamError(f"'{NAME}': 'schedule'[{k}] needs a 'turn'")
        fixed = s.get("cities", [])
        if any(c not in sets for c in fixed):
            raise RuleParamError(f"'{NAME}': 'schedule'[{k}] names a city the map has no hex set for")
        choose = s.get("choose", 0)
        if not isinstance(choose, int) or choose < 0 or choose > len(cities):
            raise RuleParamError(f"'{NAME}': 'schedule'[{k}]: 'choose' must be a whole number up to {len(cities)}")
        schedule[s["turn"]] = {"cities": list(fixed), "choose": choose}
    column = opt(NAME, p, "column", str, None)
    table = game.scenario.bombardment
    if column is not None and (table is None or column not in [c.label for c in table.columns]):
        raise RuleParamError(f"'{NAME}': 'column': the bombardment table has no column '{column}'")
    if opt(NAME, p, "retreat_into", str, "retreat_again_with_loss") != "retreat_again_with_loss":
        raise RuleParamError(f"'{NAME}': 'retreat_into' must be 'retreat_again_with_loss'")
    return {
        "side": side_param(game, NAME, p),
        "cities": cities,
        "schedule": schedule,
        "column": column,
        "victims": side_param(game, NAME, p, "affects_side", required=False),
        "no_through": opt(NAME, p, "no_movement_through", bool, True),
        "immobile": opt(NAME, p, "units_inside_immobile", bool, True),
        "retreat_kills": opt(NAME, p, "forced_retreat_eliminates", bool, True),
        "no_advance": opt(NAME, p, "no_advance_into", bool, True),
    }


def bombed_hexes(game: Game) -> frozenset[Hex]:
    """The hexes under a strategic-bombing marker this turn."""
    d = game.state.extra.get(KEY)
    if not d or d.get("turn") != game.state.turn:
        return frozenset()
    # Asked by every movement search and move check: the last answer is kept
    # for this very record while no city is added to it (cities are only
    # ever appended; a new turn, a copy or an undo makes a new record).
    last = game.__dict__.get("_bombed_last")
    if last is not None and last[0] is d and last[1] == len(d["cities"]):
        return last[2]
    # Kept while the same cities are bombed.
    key = (d["turn"], tuple(d["cities"]))
    cache: dict[Any, frozenset[Hex]] = game.__dict__.setdefault("_bombed_hexes", {})
    got = cache.get(key)
    if got is None:
        sets = game._base_view.hex_sets
        got = cache[key] = frozenset(h for c in d["cities"] for h in sets[c])
    game.__dict__["_bombed_last"] = (d, len(d["cities"]), got)
    return got


def _rule(game: Game) -> dict[str, Any] | None:
    rules = compiled(game, NAME)
    return rules[0] if rules else None


def _start_of_turn(game: Game, fx: Effects) -> None:
    r = _rule(game)
    st = game.state
    if r is None:
        return
    st.extra.pop(KEY, None)
    plan = r["schedule"].get(st.turn)
    if plan is None:
        return
    st.extra[KEY] = {"turn": st.turn, "cities": [], "losses": []}
    for c in plan["cities"]:
        _bomb(game, r, c, fx)
    _next(game, r, plan["choose"], fx)


def _next(game: Game, r: dict[str, Any], to_choose: int, fx: Effects) -> None:
    """Take the losses the rolls gave, one at a time (the owner picks the unit when several
    share the hex), then ask for the cities still to be chosen."""
    from hexstudio.engine.combat.losses import step_loss

    st = game.state
    queue = st.extra[KEY]["losses"]
    while queue:
        job = queue[0]
        h = game.grid.parse(job["hex"])
        alive = sorted(u.id for u in st.units_at(h) if r["victims"] is None or u.side == r["victims"])
        if job["count"] <= 0 or not alive:
            queue.pop(0)
            continue
        if len(alive) > 1:
            # Not yet in the engine's translation catalogue (resources/i18n), so a plain sentence.
            text = msg("strategic bombing of {city}: choose the unit at {hex} that takes the loss", city=_city_name(game, job["city"]), hex=job['hex'])
            ask(game, Decision(LOSS, st.units[alive[0]].side, tuple(alive), text, {"to_choose": to_choose}))
            return
        job["count"] -= 1
        step_loss(game, alive[0], fx, msg("strategic bombing of {city}", city=_city_name(game, job["city"])))
    _ask(game, r, to_choose)


def _resolve_loss(game: Game, d: Decision, choice: str, fx: Effects) -> None:
    from hexstudio.engine.combat.losses import step_loss

    r = _rule(game)
    assert r is not None
    job = game.state.extra[KEY]["losses"][0]
    job["count"] -= 1
    step_loss(game, choice, fx, msg("strategic bombing of {city}", city=_city_name(game, job["city"])))
    _next(game, r, int(d.data["to_choose"]), fx)


def _city_name(game: Game, city: str) -> str:
    """A city (a hex set) as players read it: the scenario's name with its languages, not its id."""
    hs = game.scenario.map.hex_sets.get(city)
    return local(hs.name) if hs is not None else city


def _ask(game: Game, r: dict[str, Any], left: int) -> None:
    done = game.state.extra[KEY]["cities"]
    options = tuple(c for c in r["cities"] if c not in done)
    if not options or left <= 0:
        return
    text = msg("strategic bombing: choose a city to bomb ({left} to choose this turn, Reichswald 6.3)", left=left)
    ask(game, Decision(NAME, r["side"], options, text, {"left": left}))


def _resolve(game: Game, d: Decision, choice: str, fx: Effects) -> None:
    r = _rule(game)
    assert r is not None
    _bomb(game, r, choice, fx)
    _next(game, r, int(d.data["left"]) - 1, fx)


def _bomb(game: Game, r: dict[str, Any], city: str, fx: Effects) -> None:
    from hexstudio.engine.combat.bombard import result_of

    st = game.state
    st.extra[KEY]["cities"].append(city)
    hexes = sorted(game._base_view.hex_sets[city], key=game.label)
    fx.event("strategic_bombing", city=city, hexes=[game.label(h) for h in hexes])
    table = game.scenario.bombardment
    if r["column"] is None or table is None:
        return
    col = [c.label for c in table.columns].index(r["column"])
    for h in hexes:
        fx.hex(h)
        victims = [u for u in st.units_at(h) if r["victims"] is None or u.side == r["victims"]]
        if not victims:
            continue
        faces = fx.roll(table.dice, f"strategic bombing of {game.label(h)}")
        row = next(i for i, rw in enumerate(table.rows) if sum(faces) in rw.rolls)
        code = table.cells[row][col]
        res = result_of(table, code)
        fx.event("bombardment", kind="strategic", target=game.label(h), column=r["column"], roll=sum(faces), result=code)
        if res.step_losses:
            st.extra[KEY]["losses"].append({"hex": game.label(h), "count": res.step_losses, "city": city})


def _move_check(game: Game, uid: str) -> str | None:
    # Asked before every movement search: nothing bombed (most turns) answers
    # before the rule or the unit's hex is looked at.
    st = game.state
    d = st.extra.get(KEY)
    if not d:
        return None
    held = _held_hexes(game, st, d)
    if not held:
        return None
    h = st.units[uid]._hex
    if h is None or (h.q, h.r) not in held:
        return None
    return msg("{name} is in a bombed city and may not move this turn (Reichswald 6.3)", name=game.unit_defs[uid].short or uid)


def _held_hexes(game: Game, st: Any, d: dict[str, Any]) -> frozenset[tuple[int, int]]:
    """The hexes whose units may not move (``bombed_hexes`` where the rule
    holds units inside, else none), as (q, r) (a tuple hashes in C, a Hex
    through its Python ``__hash__``), for the bombing record ``d`` of the
    live state: kept for that very record while no city is added to it and
    the turn is the same (``bombed_hexes``' own reasoning), as the move
    check asks before every movement search."""
    last = game.__dict__.get("_bombing_held")
    if last is not None and last[0] is d and last[1] == len(d["cities"]) and last[2] == st.turn:
        return last[3]
    immobile = game.__dict__.get("_bombing_immobile")  # the rule's parameter: fixed for a game, read once
    if immobile is None:
        r = _rule(game)
        immobile = game.__dict__["_bombing_immobile"] = r is not None and bool(r["immobile"])
    held = frozenset((h.q, h.r) for h in bombed_hexes(game)) if immobile else frozenset()
    game.__dict__["_bombing_held"] = (d, len(d["cities"]), st.turn, held)
    return held


def _path_check(game: Game, action: Any) -> str | None:
    r = _rule(game)
    if r is None or not r["no_through"]:
        return None
    bombed = bombed_hexes(game)
    for h in tuple(action.path)[1:]:
        if h in bombed:
            return msg("no unit moves into or through the bombed city at {hex} this turn (Reichswald 6.3)", hex=game.label(h))
    return None


def _closed(game: Game, state: Any, ids: tuple[str, ...], side: str) -> dict[Hex, str]:
    r = _rule(game)
    if r is None or not r["no_through"]:
        return {}
    # The same answer for every search while the same cities are bombed: kept
    # (read-only for the callers, as ``registry.register_closed_hexes`` says).
    bombed = bombed_hexes(game)
    got = game.__dict__.get("_bombed_closed")
    if got is None or got[0] is not bombed:
        got = game.__dict__["_bombed_closed"] = (bombed, {
            h: msg("no unit moves into or through the bombed city at {hex} this turn (Reichswald 6.3)", hex=game.label(h))
            for h in bombed})
    return got[1]


def _closed_kind(game: Game, ids: tuple[str, ...], side: str) -> tuple[()] | None:
    """The same bombed hexes are closed to every stack (``registry.register_closed_hexes``)."""
    r = _rule(game)
    return () if r is not None and r["no_through"] else None


def retreat_from_bombed(game: Game, uid: str) -> bool:
    """Is this unit in a bombed hex, where a forced retreat eliminates it?"""
    r = _rule(game)
    us = game.state.units[uid]
    return r is not None and r["retreat_kills"] and us.hex in bombed_hexes(game)


def retreat_into_bombed(game: Game, h: Hex) -> bool:
    return _rule(game) is not None and h in bombed_hexes(game)


def _no_advance(game: Game, uid: str, frm: Any, to: Hex, moved: int) -> str | None:
    r = _rule(game)
    if r is not None and r["no_advance"] and to in bombed_hexes(game):
        return msg("no advance into the bombed city at {hex} (Reichswald 5.1.2)", hex=game.label(to))
    return None


def _register() -> None:
    from hexstudio.engine.actions import MoveStack

    registry.register_turn_event(_start_of_turn)
    registry.register_move_check(_move_check, active=lambda game: _rule(game) is not None)
    registry.register_closed_hexes(_closed, kind=_closed_kind)
    registry.register_action_check(MoveStack, _path_check)
    if _no_advance not in registry.ADVANCE_STEP_CHECKS:
        registry.ADVANCE_STEP_CHECKS.append(_no_advance)
    register_decision(NAME, _resolve)
    register_decision(LOSS, _resolve_loss)


_register()
RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("scheduled bombing of cities: losses, no movement through them, retreats from them eliminate"),
                       ("B14 Reichswald 6.3", "4.1.1", "5.1.2"),
                       params=StrategicBombing)
