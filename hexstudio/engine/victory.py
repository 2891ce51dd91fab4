"""Victory points: objectives and unit points (RULES A9, B15).

``score(game)`` gives each side's points as they stand: the points already
recorded as events during play (``state.vp_events``: objectives scored at
the end of a given turn or of every turn) plus what would be scored if the
game ended now (objectives ``when="end"``, unit points). At the end of the
game that is the final score.

Objectives are held by the side that holds the hexes (``control.holder``:
the start holdings, then whoever took them, as ``rules.control`` says):
``require="all"`` every hex, ``"any"`` at least one,
``"each"`` scores per hex held. Unit points (``UnitPoints``) count units of
the filter by event: ``eliminated``, ``exited``, ``evacuated``,
``reduced_at_end``, ``intact_at_end`` (on the map, no step lost; U68),
``on_map_at_end`` and ``unused`` (never brought on).

Victory special rules:

- ``annihilation_victory``: the ``target_side`` (else the side other than
  ``side``/``winner``/``scorer``) has no unit left on the map. ``mode:
  "points"`` gives ``points`` to the scorer at the end of the game (Sicily);
  otherwise the side wins outright as soon as it happens, at the end of a
  turn up to ``by_turn`` (Monte Castelo, Peleliu), and ``otherwise_winner``
  wins a game that ends without it (Peleliu: all or nothing).
- ``automatic_victory``: ``side`` wins outright if it holds an objective
  (``any_of``: ``{"hold": objective id, "at_end_of_turn": N}`` or
  ``"until_end_of_turn": N``, read as held at the end of turn N).
- ``reinforcement_penalty``: ``points`` (usually negative) to ``side`` once
  any of ``units`` has entered the map, unless ``waived_by_early_release``
  and an ``early_release`` trigger that ``waives`` it has fired.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hexstudio.engine.conditions import hexes_of
from hexstudio.engine.control import holder
from hexstudio.engine.state import GameState, VpEvent
from hexstudio.engine.text import local, msg
from hexstudio.scenario.model import Objective, UnitFilter, UnitPoints

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game


def objective_points(game: Game, state: GameState, obj: Objective) -> dict[str, int]:
    """Points each side earns from ``obj`` in ``state``."""
    hexes = hexes_of(game, obj.hexes, obj.hex_set)
    out: dict[str, int] = {}
    for side, pts in obj.points.items():
        held = [holder(game, h, state) == side for h in hexes]
        if not held:
            continue
        if obj.require == "each":
            n = sum(held)
        elif obj.require == "any":
            n = 1 if any(held) else 0
        else:
            n = 1 if all(held) else 0
        if n:
            out[side] = out.get(side, 0) + pts * n
    return out


def matches(game: Game, uid: str, f: UnitFilter) -> bool:
    u = game.unit_defs[uid]
    if f.side is not None and game.unit_side[uid] != f.side:
        return False
    if f.nationalities and u.nationality not in f.nationalities:
        return False
    if f.types and u.type not in f.types:
        return False
    if f.tags and not set(f.tags) & set(game.unit_types[u.type].tags):
        return False
    return not (f.units and uid not in f.units)


def unit_event_holds(state: GameState, uid: str, event: str) -> bool:
    us = state.units[uid]
    if event in ("eliminated", "exited", "evacuated"):
        return us.status == event
    if event == "reduced_at_end":
        return us.status == "on_map" and us.steps_lost > 0
    if event == "intact_at_end":
        return us.status == "on_map" and us.steps_lost == 0
    if event == "on_map_at_end":
        return us.status == "on_map"
    if event == "unused":
        return us.status == "pending"
    return False


def unit_points(game: Game, state: GameState, up: UnitPoints) -> int:
    n = sum(1 for uid in state.units if matches(game, uid, up.units) and unit_event_holds(state, uid, up.event))
    return n * up.points


def _other(game: Game, side: str | None) -> str | None:
    others = [s for s in game.sides if s != side]
    return others[0] if len(others) == 1 else None


def annihilation_sides(game: Game, p: Any) -> tuple[str | None, str | None]:
    """(winner, target) an annihilation rule names (either may be derived from the other)."""
    winner = p.get("winner") or p.get("side") or p.get("scorer")
    target = p.get("target_side") or _other(game, winner)
    if winner is None and target is not None:
        winner = _other(game, target)
    return winner, target


def annihilated(game: Game, state: GameState, p: Any) -> tuple[str | None, str | None]:
    """(winner, target) of an annihilation rule if the target has no unit on the map."""
    winner, target = annihilation_sides(game, p)
    if target is None or any(u.side == target and u.status == "on_map" for u in state.units.values()):
        return None, target
    return winner, target


def _objective(game: Game, ref: str) -> Objective | None:
    return next((o for o in game.scenario.victory.objectives if o.id == ref), None)


def holds(game: Game, state: GameState, side: str, obj: Objective) -> bool:
    hexes = hexes_of(game, obj.hexes, obj.hex_set)
    held = [holder(game, h, state) == side for h in hexes]
    return bool(held) and (any(held) if obj.require == "any" else all(held))


def breakdown(game: Game, state: GameState | None = None) -> list[tuple[str, int, str]]:
    """(side, points, reason) lines making up the current score."""
    st = state or game.state
    lines = [(e.side, e.points, e.reason) for e in st.vp_events]
    for rule, p in game.victory_rules:
        if rule == "reinforcement_penalty" and p.get("side") in game.sides:
            waived = p.get("waived_by_early_release") and any(
                t["waives"] == "reinforcement_penalty" and t["key"] in st.condition_met for t in game.early_releases
            )
            if not waived and any(st.units[u].status != "pending" for u in p.get("units", []) if u in st.units):
                lines.append((p["side"], int(p.get("points", 0)), msg("reinforcement penalty")))
        elif rule == "annihilation_victory" and p.get("mode") == "points":
            winner, _ = annihilated(game, st, p)
            if winner is not None:
                lines.append((winner, int(p.get("points", 0)), msg("annihilation")))
    v = game.scenario.victory
    for obj in v.objectives:
        if obj.when == "end":
            for side, pts in objective_points(game, st, obj).items():
                lines.append((side, pts, local(obj.name)))
    for up in v.unit_points:
        pts = unit_points(game, st, up)
        if pts:
            lines.append((up.scorer, pts, local(up.name) or up.event))
    from hexstudio.engine import registry

    for source in registry.SCORE_SOURCES:
        lines += source(game, st)
    return lines


def score(game: Game, state: GameState | None = None) -> dict[str, int]:
    """Points per side now (what the final score would be if the game ended)."""
    out = {s: 0 for s in game.sides}
    for side, pts, _ in breakdown(game, state):
        out[side] = out.get(side, 0) + pts
    return out


def decide_end_of_turn(game: Game, fx: Effects) -> None:
    """Outright wins checked at the end of a turn; may end the game."""
    st = game.state
    last = st.turn_index + 1 >= len(game.scenario.turns.turns)
    for rule, p in game.victory_rules:
        if st.game_over:
            return
        if rule == "annihilation_victory" and p.get("mode") != "points":
            winner, _ = annihilated(game, st, p)
            by = p.get("by_turn")
            if winner is not None and (by is None or st.turn <= by):
                _win(game, fx, winner, "annihilation")
            elif last and p.get("otherwise_winner"):
                _win(game, fx, p["otherwise_winner"], "annihilation")
        elif rule == "automatic_victory":
            side = p.get("side")
            for clause in p["any_of"]:
                turn = clause.get("at_end_of_turn", clause.get("until_end_of_turn"))
                obj = _objective(game, clause["hold"])
                if obj is None:
                    msg = f"automatic_victory: no objective '{clause.get('hold')}'"
                    if msg not in game.rule_warnings:
                        game.rule_warnings.append(msg)
                    continue
                if turn == st.turn and side and holds(game, st, side, obj):
                    _win(game, fx, side, "automatic_victory")
                    break


def _win(game: Game, fx: Effects, side: str, termination: str) -> None:
    st = game.state
    st.game_over = True
    st.winner = side
    st.termination = termination
    st.active_side = None
    fx.phase_changed = True
    fx.event("game_over", turn=st.turn, winner=side, termination=termination)


def score_end_of_turn(game: Game, fx: Effects) -> None:
    """Record objectives scored at the end of this turn (``turn`` / ``each_turn``)."""
    st = game.state
    for obj in game.scenario.victory.objectives:
        due = (obj.when == "turn" and obj.turn == st.turn) or obj.when == "each_turn"
        if not due:
            continue
        for side, pts in objective_points(game, st, obj).items():
            st.vp_events.append(VpEvent(side, pts, local(obj.name), st.turn))
            fx.event("victory_points", side=side, points=pts, reason=local(obj.name), turn=st.turn)
