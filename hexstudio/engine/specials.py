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
- ``early_release`` -- params ``{"triggers": [{"when": Condition,
  "nationalities": [...] (with a ``hex_controlled`` condition, a unit of one
  of them must stand in those hexes), "turns": [...] (when it may happen),
  "releases": [unit ids], "on": "next_turn" | "same_turn", "waives": rule}]}``: the units
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

Every rule's parameters are checked against its model before this runs
(``core_params.py``, ``rulebook.active_rules``): ``p`` here is typed. Rules
this module does not know are left to other modules (the combat package reads
its own).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import TypeAdapter

from hexstudio.scenario.model import Condition, Schedule

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

_CONDITION: TypeAdapter[Any] = TypeAdapter(Condition)


def _check_victory_rule(game: Game, rule: str, p: Any) -> None:
    """What a victory rule's model cannot check: its values agree with each other."""
    if rule == "annihilation_victory":
        from hexstudio.engine.victory import annihilation_sides

        winner, target = annihilation_sides(game, p)
        if winner is None or target is None or winner == target:
            raise ValueError(f"special rule '{rule}': name the side that wins ('side', 'winner' or 'scorer') and the"
                             " side to annihilate ('target_side'), two different sides")
        if (p.get("mode") == "points") != (p.get("points") is not None):
            raise ValueError(f"special rule '{rule}': 'points' goes with 'mode': 'points' (and only with it)")
        if p.get("otherwise_winner") in (winner,):
            raise ValueError(f"special rule '{rule}': 'otherwise_winner' must be the side that did not annihilate")
    elif rule == "reinforcement_penalty" and p.get("points") == 0:
        raise ValueError(f"special rule '{rule}': 'points' of 0 would do nothing")


def compile_specials(game: Game) -> None:
    """Read the special rules this module knows into ``game`` look-ups."""
    for sr in game.special_rules:
        n, p = sr.index, sr.params
        if sr.rule == "air_bonus_after":
            sched = Schedule(when=_CONDITION.validate_python(p["when"]), delay=p.get("delay", 1))
            key = f"special:{n}:air_bonus_after"
            game.extra_schedules.append((key, sched))
            game.air_bonus_after.append((key, {"side": p["side"], "points": p["points"], "schedule": sched}))
        elif sr.rule in ("exit_map", "evacuation"):
            from hexstudio.engine.exits import compile_exits

            game.exit_zones.extend(compile_exits(game, sr.rule, p))
        elif sr.rule in ("annihilation_victory", "automatic_victory", "reinforcement_penalty"):
            _check_victory_rule(game, sr.rule, p)
            game.victory_rules.append((sr.rule, p))
        elif sr.rule == "early_release":
            for k, trig in enumerate(p["triggers"]):
                game.early_releases.append({
                    "key": f"special:{n}:early_release:{k}",
                    "when": _CONDITION.validate_python(trig["when"]),
                    "nationalities": trig.get("nationalities"),
                    "turns": trig.get("turns"),
                    "units": list(trig["releases"]),
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
            from hexstudio.engine.sea import compile_sea

            game.sea_rules.append(compile_sea(p))
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
            ports = sr.rule == "reinforcement_ports"
            game.port_rules[p["side"]] = {
                "hexes": frozenset(game._base_view.hex_sets[p["hex_set"]]),
                "strict": not ports and bool(p.get("require_held", True)),
                "if_enemy_held": p.get("if_enemy_held", "wait") if ports else "wait",
                "if_none_held": p.get("if_none_held", "wait") if ports else "wait",
                "unengaged": False if ports else bool(p.get("require_unengaged", False)),
            }
        elif sr.rule == "mountain_exemption":
            if p.get("need_not_disengage_or_attack", True):
                game.obligation_exemptions.append((p.get("side"), frozenset(p.get("terrain", []))))
        elif sr.rule in ("armor_no_mountain_engagement", "armor_mountain_engagement"):
            if sr.rule == "armor_no_mountain_engagement" or p.get("may_engage") is False:
                game.no_engagement.append((frozenset(p.get("tags", [])), frozenset(p.get("terrain", []))))
        elif sr.rule == "must_occupy":
            game.must_occupy.append({
                "turn": p["turn"],
                "unit": p["unit"],
                "hex": game.grid.parse(p["hex"]),
                "hold": p.get("hold_until") == "withdrawal",
            })
        elif sr.rule == "no_move":
            for uid in p["units"]:
                game.no_move.setdefault(uid, set()).add(p["turn"])
        elif sr.rule == "air_bonus_once":
            game.air_bonus_once[p["side"]] = {"points": p["points"], "from_turn": p.get("from_turn", 1)}
    # Battle rules of engine/rules/ (paradrops, landings, ...) compile their own params.
    from hexstudio.engine.rules import compile_rules

    compile_rules(game)
