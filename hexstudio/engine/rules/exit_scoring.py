"""Points for leaving the map through exit zones (Reichswald 11.2).

Not a rule of its own: it reads the ``zones`` of an ``exit_map`` rule (the
exits themselves are ``exits.py``). Zone params it reads:

- ``count`` and ``points`` {side: n}: once at least ``count`` units have left
  through the zone, each side listed scores its points (Allies: 10 for 3
  brigades between the flood and Hassum, 20 for 6 between Hassum and Udem);
- ``after_captured`` (hex set): only exits made while the exiting side holds
  every hex of that set count (after the fall of Goch);
- ``none_exit_points`` {side: n}: scored while no unit at all has left
  through the zone (Germany: 20 and 40).

Which zone a unit left by is recorded when it leaves (``state.extra``), so
the score is a function of the game record like every other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hexstudio.engine import registry
from hexstudio.engine.control import holder
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game
    from hexstudio.engine.state import GameState

KEY = "rules.exits"  # state.extra: [{"unit", "zone": n, "counts": bool}]
NAME = "exit_map"


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    zones = []
    sets = game._base_view.hex_sets
    for k, z in enumerate(p.get("zones", [])):
        for key in ("points", "none_exit_points"):
            v = z.get(key, {})
            if not isinstance(v, dict) or any(s not in game.sides or not isinstance(n, int) for s, n in v.items()):
                raise RuleParamError(f"'{NAME}': zones[{k}]: '{key}' must map sides to whole points")
        if "count" in z and (not isinstance(z["count"], int) or z["count"] < 1):
            raise RuleParamError(f"'{NAME}': zones[{k}]: 'count' must be a whole number of units")
        after = z.get("after_captured")
        if after is not None and after not in sets:
            raise RuleParamError(f"'{NAME}': zones[{k}]: 'after_captured': the map has no hex set '{after}'")
        zones.append({"hexes": frozenset(sets.get(z.get("hex_set", ""), ())), "count": z.get("count", 1),
                      "points": dict(z.get("points", {})), "none": dict(z.get("none_exit_points", {})),
                      "after": frozenset(sets[after]) if after else None, "side": p.get("side")})
    return {"zones": zones}


def _zones(game: Game) -> list[dict[str, Any]]:
    return [z for r in compiled(game, NAME) for z in r["zones"]]


def _apply_exit(game: Game, action: Any, fx: Effects) -> None:
    from hexstudio.engine import exits

    st = game.state
    zones = _zones(game)
    log = st.extra.setdefault(KEY, []) if zones else None
    if log is not None:
        for uid in action.units:
            h = st.units[uid].hex
            for n, z in enumerate(zones):
                if h in z["hexes"]:
                    side = st.units[uid].side
                    counts = z["after"] is None or all(holder(game, x) == side for x in z["after"])
                    log.append({"unit": uid, "zone": n, "counts": counts})
                    break
    exits.apply_exit(game, action, fx)


def after_exit(game: Game, state: GameState, uid: str, h: Any) -> GameState:
    """A copy of ``state`` in which ``uid`` has left the map from hex ``h``, recorded
    as ``_apply_exit`` records it (what the score would count then): for a player
    weighing an exit before it can make it. ``state`` is not changed."""
    trial = state.copy()
    zones = _zones(game)
    side = trial.units[uid].side
    for n, z in enumerate(zones):
        if h in z["hexes"]:
            counts = z["after"] is None or all(holder(game, x, trial) == side for x in z["after"])
            trial.extra[KEY] = [*state.extra.get(KEY, []), {"unit": uid, "zone": n, "counts": counts}]
            break
    trial.units[uid].status = "exited"
    trial.units[uid].hex = None
    return trial


def exit_points(game: Game, state: GameState) -> list[tuple[str, int, str]]:
    zones = _zones(game)
    if not zones:
        return []
    log = state.extra.get(KEY, [])
    out = []
    for n, z in enumerate(zones):
        left = [e for e in log if e["zone"] == n]
        if z["points"] and sum(1 for e in left if e["counts"]) >= z["count"]:
            out += [(side, pts, msg("{count} units left the map by exit zone {n}", count=z['count'], n=n + 1)) for side, pts in z["points"].items()]
        if z["none"] and not left:
            out += [(side, pts, msg("no unit left the map by exit zone {n}", n=n + 1)) for side, pts in z["none"].items()]
    return out


def _register() -> None:
    from hexstudio.engine import exits
    from hexstudio.engine.actions import ExitMap

    registry.register_handler(ExitMap, exits.check_exit, _apply_exit)
    registry.register_score_source(exit_points)


_register()
RULES.setdefault(NAME, _compile)
