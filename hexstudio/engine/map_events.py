"""Scenario events that change the map during play.

Each applied event is named in ``state.map_events``; ``game.view`` and
``game.costs`` then describe the changed map (built once per combination and
cached), so movement, zones of control and combat all see it, and undo or
replay restore it with the state.

Special rules:

- ``flood_event`` -- params ``{"hex_set", "terrain", "roll_turn", "die",
  "on": [faces], "otherwise_turn", "units_inside"}``: at the start of
  ``roll_turn`` a die is rolled; on one of ``on`` the hexes take the new
  terrain at once, otherwise on ``otherwise_turn`` (Reichswald 9.0: turn 11
  on a 6, else turn 12). With ``units_inside: "retreat_to_dry_land_no_move"``
  units that may not stay in the new terrain retreat to the nearest hex they
  may enter (free of enemy units, within stacking; their owner chooses among
  equally near ones: a ``flood_retreat`` decision) and may not move that turn.
- Other rules add events of kind ``features_off`` (an overlay leaves hexes:
  ``fortification_removed_on_capture``).
- ``bailey_bridge`` -- params ``{"turn", "road_type", "road_path": [labels],
  "hexside": [a, b], "hexside_feature", "hexes": [labels], "terrain"}``: from
  that turn a road runs along the path and the hexside gets the feature (a
  bridge); with ``terrain``, the ``hexes`` take that terrain, so a road over
  flood is passable (Reichswald 4.3: they "count as paved road").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hexstudio.engine import registry
from hexstudio.engine.changes import Effects
from hexstudio.engine.decisions import Decision, ask, register_decision
from hexstudio.engine.stacking import stacking_problem
from hexstudio.engine.text import msg
from hexstudio.hexgrid import Hex
from hexstudio.scenario.model import HexData, HexsideData, RoadPath, Scenario

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

DISPLACE = "flood_retreat"  # the owner picks the dry hex a flooded-out unit retreats to


def compile_map_event(game: Game, n: int, rule: str, p: dict[str, Any]) -> None:
    key = f"{rule}:{n}"
    if rule == "flood_event":
        hs = p.get("hex_set")
        if hs not in game._base_view.hex_sets:
            raise ValueError(f"special rule 'flood_event': the map has no hex set '{hs}'")
        if p.get("terrain") not in game._base_costs.terrain:
            raise ValueError(f"special rule 'flood_event': unknown terrain '{p.get('terrain')}'")
        game.map_event_defs[key] = {
            "kind": "terrain", "hexes": sorted(game._base_view.hex_sets[hs]), "terrain": p["terrain"],
            "roll_turn": p.get("roll_turn"), "die": p.get("die", "1d6"), "on": list(p.get("on", [])),
            "turn": p.get("otherwise_turn"), "displace": p.get("units_inside") == "retreat_to_dry_land_no_move",
        }
    elif rule == "bailey_bridge":
        path = [game.grid.parse(x) for x in p.get("road_path", [])]
        side = [game.grid.parse(x) for x in p.get("hexside", [])]
        if len(side) not in (0, 2):
            raise ValueError("special rule 'bailey_bridge': 'hexside' must name two hexes")
        terrain = p.get("terrain")
        if terrain is not None and terrain not in game._base_costs.terrain:
            raise ValueError(f"special rule 'bailey_bridge': unknown terrain '{terrain}'")
        game.map_event_defs[key] = {
            "kind": "road", "turn": p.get("turn"), "road_type": p.get("road_type"), "path": path,
            "hexside": side, "feature": p.get("hexside_feature"),
            # The bridged hexes leave their terrain (Reichswald 4.3: across the flood, they "count as paved road").
            "retype": [game.grid.parse(x) for x in p.get("hexes", [])] if terrain else [], "terrain": terrain,
        }


def changed_scenario(game: Game, events: tuple[str, ...]) -> Scenario:
    """The scenario with the map changes of ``events`` made (in order)."""
    m = game.scenario.map
    g = game.grid
    key_of = {g.parse(k): k for k in m.hexes}
    hexes = dict(m.hexes)
    roads = list(m.roads)
    sides = list(m.hexsides)
    for ev in events:
        d = game.map_event_defs[ev]
        if d["kind"] == "terrain":
            for h in d["hexes"]:
                label = key_of.get(h, g.label(h))
                old = hexes.get(label) or HexData()
                hexes[label] = old.model_copy(update={"terrain": d["terrain"]})
        elif d["kind"] == "features_off":
            for h in d["hexes"]:
                label = key_of.get(h, g.label(h))
                old = hexes.get(label) or HexData()
                hexes[label] = old.model_copy(update={"features": [f for f in old.features if f != d["feature"]]})
        else:
            for h in d.get("retype", []):
                label = key_of.get(h, g.label(h))
                old = hexes.get(label) or HexData()
                hexes[label] = old.model_copy(update={"terrain": d["terrain"]})
            if d["road_type"] and len(d["path"]) >= 2:
                roads.append(RoadPath(type=d["road_type"], path=[g.label(h) for h in d["path"]]))
            if d["hexside"] and d["feature"]:
                a, b = d["hexside"]
                sides.append(HexsideData(hexes=(g.label(a), g.label(b)), features=[d["feature"]]))
    new_map = m.model_copy(update={"hexes": hexes, "roads": roads, "hexsides": sides})
    return game.scenario.model_copy(update={"map": new_map})


def _apply(game: Game, key: str, fx: Effects) -> None:
    st = game.state
    if key in st.map_events:
        return
    st.map_events.append(key)
    d = game.map_event_defs[key]
    fx.event("map_changed", rule=key, hexes=[game.label(h) for h in d.get("hexes", d.get("path", []))])
    for h in d.get("hexes", d.get("path", [])):
        fx.hex(h)
    if d["kind"] == "terrain" and d["displace"]:
        _displace(game, key, fx)


def _dry_land(game: Game, uid: str, flooded: set[Hex]) -> list[Hex]:
    """The nearest hexes a flooded-out unit may go to (enterable, not flooded, free of
    enemy units, within stacking), all at the same distance; empty: nowhere."""
    st = game.state
    cm = game.costs
    us = st.units[uid]
    entry = cm.entry_costs(game.movement_class(uid))
    assert us.hex is not None
    for radius in range(1, max(game.grid.columns, game.grid.rows)):
        ring = [h for h in us.hex.ring(radius) if h in cm.index and h not in flooded]
        ok = [
            h for h in ring
            if entry[cm.index[h]] >= 0
            and st.occupant_side(h) in (None, us.side)
            and stacking_problem(game, st, h, [uid]) is None
        ]
        if ok:
            return sorted(ok, key=game.label)
    return []


def _displace(game: Game, key: str, fx: Effects) -> None:
    """Units that may not stay in the new terrain retreat to dry land (Reichswald 9.0).
    Where, among the nearest hexes, is their owner's choice, as for any retreat: one unit
    at a time, since the hex one takes may fill the one the next would take."""
    st = game.state
    cm = game.costs
    flooded = set(game.map_event_defs[key]["hexes"])
    for us in list(st.units.values()):
        if us.status != "on_map" or us.hex not in flooded:
            continue
        entry = cm.entry_costs(game.movement_class(us.id))
        if entry[cm.index[us.hex]] >= 0:
            continue  # may stay (amphibious)
        fx.unit(us.id)
        ok = _dry_land(game, us.id, flooded)
        if not ok:
            us.status = "eliminated"
            us.hex = None
            fx.event("eliminated", unit=us.id, reason=msg("flooded with nowhere to go"))
            continue
        if len(ok) == 1:
            _to_dry_land(game, us.id, ok[0], fx)
            continue
        name = game.unit_defs[us.id].short or us.id
        ask(game, Decision(DISPLACE, us.side, tuple(game.label(h) for h in ok),
                           msg("{name} is flooded out of {hex}: choose the dry hex it retreats to", name=name,
                               hex=game.label(us.hex)), {"unit": us.id, "event": key}))
        return


def _to_dry_land(game: Game, uid: str, h: Hex, fx: Effects) -> None:
    us = game.state.units[uid]
    start = us.hex
    assert start is not None
    us.hex = h
    us.flags.add("no_move_this_turn")
    fx.unit(uid)
    fx.event("displaced", unit=uid, start=game.label(start), hex=game.label(h))


def _resolve_displace(game: Game, d: Decision, choice: str, fx: Effects) -> None:
    uid = d.data["unit"]
    flooded = set(game.map_event_defs[d.data["event"]]["hexes"])
    h = game.grid.parse(choice)
    if h in _dry_land(game, uid, flooded):
        _to_dry_land(game, uid, h, fx)
    # Then the other flooded-out units (or this one again, had an earlier answer filled its hex).
    _displace(game, d.data["event"], fx)


def map_event_step(game: Game, fx: Effects) -> None:
    """Start-of-turn "events" step: apply the map changes now due."""
    st = game.state
    for key, d in game.map_event_defs.items():
        if key in st.map_events:
            continue
        if d["kind"] == "terrain" and d["roll_turn"] == st.turn:
            faces = fx.roll(d["die"], key)
            if sum(faces) in d["on"]:
                _apply(game, key, fx)
                continue
        if d["turn"] is not None and st.turn >= d["turn"]:
            _apply(game, key, fx)


registry.register_turn_event(map_event_step)
register_decision(DISPLACE, _resolve_displace)
