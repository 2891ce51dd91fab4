"""Named built-in rules (``scenario.special_rules``) the core engine knows.

- ``air_bonus_after`` -- params ``{"side", "points", "when": Condition,
  "delay": 1}``: from ``delay`` turns after the condition first holds, the
  side gets ``points`` more air points every turn (Sicily 6.0: +5 from the
  turn after Ponte Olivo is captured; E31).
- ``air_bonus_once`` -- params ``{"side", "points", "from_turn"}``: once in
  the game, in its own movement phase of a turn from ``from_turn`` on, the
  side may add ``points`` to that turn's air points with the ``UseAirBonus``
  action (Leyte 6.0: Japan +10 from turn 5; E11).

- ``exit_map`` / ``evacuation`` -- where units may leave the map (``exits.py``).
- ``annihilation_victory``, ``automatic_victory``, ``reinforcement_penalty``
  -- victory rules read by ``victory.py``.
- ``early_release`` -- params ``{"triggers": [{"when": Condition (a
  ``hex_controlled`` may add ``nationalities``: a unit of one of them must
  stand in those hexes), "turns": [...] (when it may happen), "releases":
  [unit ids], "on": "next_turn" | "same_turn", "waives": rule}]}``: the units
  are released (or, if they are waiting reinforcements, arrive) on the next
  turn or at the next phase (Monte Castelo 8).
- ``guerrillas`` -- params ``{"units", "no_zoc", "ignore_enemy_zoc",
  "count_for_occupation"}``: flags on those units (Leyte 11.0).
- ``sea_movement`` -- see ``sea.py``.
- ``flood_event``, ``bailey_bridge`` -- map changes, see ``map_events.py``.
- ``river_crossing`` -- params ``{"unbridged_mp_cap": {"classes", "mp"},
  "bridges_only": {"classes", "tags"}}``: units of the capped classes that
  cross a river other than by a bridge have ``mp`` MP in all that phase;
  the others cross rivers only at bridges (Reichswald 4.1.1 obs, U6).
- ``reinforcement_ports`` / ``alternate_port`` -- params ``{"side",
  "hex_set", "require_held"}``: reinforcement ports (``reinforcements.py``).
- ``mountain_exemption`` -- params ``{"side", "terrain"}``: units of the side
  in that terrain need not disengage or attack (Peleliu 4.1.2 obs).
- ``armor_no_mountain_engagement`` (or ``armor_mountain_engagement`` with
  ``may_engage: false``) -- params ``{"tags", "terrain"}``: units with those
  tags may not move next to enemy units standing in that terrain (Sicily
  5.1.2 obs, U65 read as "may not engage"); attacking is the combat
  package's side of it.
- ``must_occupy`` -- params ``{"turn", "unit", "hex", "hold_until":
  "withdrawal"}``: in its movement phase of that turn the unit must end in
  the hex if it can reach it, and then stays there (Reichswald).
- ``no_move`` -- params ``{"turn", "units"}``: those units may not move that
  turn (Reichswald: the 9th Canadian brigade on turn 8).

Rules this module does not know are left to other modules (the combat
package reads its own); they are not errors here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import TypeAdapter, ValidationError

from hexstudio.scenario.model import Condition, Schedule

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

_CONDITION: TypeAdapter[Any] = TypeAdapter(Condition)


def _param(rule: str, params: dict[str, Any], name: str, kind: type) -> Any:
    if name not in params:
        raise ValueError(f"special rule '{rule}' needs the parameter '{name}'")
    v = params[name]
    if not isinstance(v, kind) or (isinstance(v, bool) and kind is int):
        raise ValueError(f"special rule '{rule}': '{name}' must be {kind.__name__}, not {v!r:.40}")
    return v


def compile_specials(game: Game) -> None:
    """Read the special rules this module knows into ``game`` look-ups."""
    for n, sr in enumerate(game.scenario.special_rules):
        p = sr.params
        if sr.rule == "air_bonus_after":
            side = _param(sr.rule, p, "side", str)
            points = _param(sr.rule, p, "points", int)
            try:
                when = _CONDITION.validate_python(p.get("when"))
            except ValidationError as e:
                raise ValueError(f"special rule 'air_bonus_after': 'when' is not a condition: {e.errors()[0]['msg']}") from None
            sched = Schedule(when=when, delay=int(p.get("delay", 1)))
            key = f"special:{n}:air_bonus_after"
            game.extra_schedules.append((key, sched))
            game.air_bonus_after.append((key, {"side": side, "points": points, "schedule": sched}))
        elif sr.rule in ("exit_map", "evacuation"):
            from hexstudio.engine.exits import compile_exits

            game.exit_zones.extend(compile_exits(game, sr.rule, p))
        elif sr.rule in ("annihilation_victory", "automatic_victory", "reinforcement_penalty"):
            game.victory_rules.append((sr.rule, p))
        elif sr.rule == "early_release":
            for k, trig in enumerate(_param(sr.rule, p, "triggers", list)):
                when = dict(trig.get("when") or {})
                nats = when.pop("nationalities", None)
                try:
                    cond = _CONDITION.validate_python(when)
                except ValidationError as e:
                    raise ValueError(f"special rule 'early_release', trigger {k + 1}: 'when' is not a condition:"
                                     f" {e.errors()[0]['msg']}") from None
                game.early_releases.append({
                    "key": f"special:{n}:early_release:{k}",
                    "when": cond,
                    "nationalities": nats,
                    "turns": trig.get("turns"),
                    "units": list(trig.get("releases", [])),
                    "delay": 0 if trig.get("on") == "same_turn" else 1,
                    "waives": trig.get("waives"),
                })
        elif sr.rule == "guerrillas":
            flags = set()
            if p.get("no_zoc"):
                flags.add("no_zoc")
            if p.get("ignore_enemy_zoc"):
                flags.add("ignores_zoc")
            if p.get("count_for_occupation") is False:
                flags.add("no_occupation")
            for uid in p.get("units", []):
                game.extra_flags.setdefault(uid, set()).update(flags)
        elif sr.rule == "sea_movement":
            game.sea_rules.append(p)
        elif sr.rule in ("flood_event", "bailey_bridge"):
            from hexstudio.engine.map_events import compile_map_event

            compile_map_event(game, n, sr.rule, p)
        elif sr.rule == "river_crossing":
            cap = p.get("unbridged_mp_cap") or {}
            only = p.get("bridges_only") or {}
            game.river_rule = {
                "cap_classes": frozenset(cap.get("classes", [])),
                "cap_halves": round(float(cap.get("mp", 0)) * 2),
                "bridge_classes": frozenset(only.get("classes", [])),
                "bridge_tags": frozenset(only.get("tags", [])),
            }
        elif sr.rule in ("reinforcement_ports", "alternate_port"):
            side = _param(sr.rule, p, "side", str)
            hs = _param(sr.rule, p, "hex_set", str)
            if hs not in game._base_view.hex_sets:
                raise ValueError(f"special rule '{sr.rule}': the map has no hex set '{hs}'")
            game.port_rules[side] = {
                "hexes": frozenset(game._base_view.hex_sets[hs]),
                "strict": sr.rule == "alternate_port" and bool(p.get("require_held", True)),
                "if_enemy_held": p.get("if_enemy_held", "wait") if sr.rule == "reinforcement_ports" else "wait",
                "if_none_held": p.get("if_none_held", "wait") if sr.rule == "reinforcement_ports" else "wait",
            }
        elif sr.rule == "mountain_exemption":
            if p.get("need_not_disengage_or_attack", True):
                game.obligation_exemptions.append((p.get("side"), frozenset(p.get("terrain", []))))
        elif sr.rule in ("armor_no_mountain_engagement", "armor_mountain_engagement"):
            if sr.rule == "armor_no_mountain_engagement" or p.get("may_engage") is False:
                game.no_engagement.append((frozenset(p.get("tags", [])), frozenset(p.get("terrain", []))))
        elif sr.rule == "must_occupy":
            game.must_occupy.append({
                "turn": _param(sr.rule, p, "turn", int),
                "unit": _param(sr.rule, p, "unit", str),
                "hex": game.grid.parse(_param(sr.rule, p, "hex", str)),
                "hold": p.get("hold_until") == "withdrawal",
            })
        elif sr.rule == "no_move":
            turn = _param(sr.rule, p, "turn", int)
            for uid in _param(sr.rule, p, "units", list):
                game.no_move.setdefault(uid, set()).add(turn)
        elif sr.rule == "air_bonus_once":
            side = _param(sr.rule, p, "side", str)
            game.air_bonus_once[side] = {
                "points": _param(sr.rule, p, "points", int),
                "from_turn": int(p.get("from_turn", 1)),
            }
    # Battle rules of engine/rules/ (paradrops, landings, ...) check their own params.
    from hexstudio.engine.rules import compile_rules

    compile_rules(game)
