"""Leaving the map: exit edges and zones (``exit_map``) and evacuation ports
(``evacuation``), both named special rules.

``exit_map`` params (any of): ``side``; ``edges`` (["north", ...]);
``hex_sets``; ``zones`` ([{"hex_set", "units": {"types", "size"}}]);
``cost``: ``"as_if_same_terrain"`` (Monte Castelo 5.4: pay as if the next hex
had the same terrain; the default) or ``"none"``. Units that leave are
"exited" and never return.

``evacuation`` params: ``side``, ``nationalities``, ``port_hexes`` (labels) or
``hex_set``: a unit in a port hex may be evacuated at no cost; its status
becomes "evacuated". With ``immediate_on_reaching_port`` a unit is evacuated
the moment it reaches the port by a move, a retreat or an advance, in an
enemy zone of control or not, and a move may not go on past the port (Sicily
4.2.2: "basta que a unidade alcance o porto, sendo imediatamente transferida
para a Itália"); a reinforcement landing there is not evacuated.

``ExitMap`` is legal in the owner's movement phase for units standing on such
a hex that have not been stopped by an enemy zone of control.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from hexstudio.engine import registry
from hexstudio.engine.actions import Action, ExitMap, MoveStack
from hexstudio.engine.changes import Effects
from hexstudio.engine.errors import IllegalAction, NotYourPhase, UnknownUnit
from hexstudio.engine.text import msg
from hexstudio.engine.values import movement_halves
from hexstudio.hexgrid import Hex
from hexstudio.scenario.cost import format_halves

if TYPE_CHECKING:
    from hexstudio.engine.game import Game


@dataclass(frozen=True)
class ExitZone:
    side: str | None
    hexes: frozenset[Hex]
    status: str  # "exited" or "evacuated"
    pay: bool
    types: frozenset[str] = frozenset()
    sizes: frozenset[str] = frozenset()
    nationalities: frozenset[str] = frozenset()
    immediate: bool = False  # evacuated the moment a unit reaches it

    def admits(self, game: Game, uid: str) -> bool:
        u = game.unit_defs[uid]
        if self.side is not None and game.unit_side[uid] != self.side:
            return False
        if self.types and u.type not in self.types:
            return False
        if self.sizes and u.size.value not in self.sizes:
            return False
        return not (self.nationalities and u.nationality not in self.nationalities)


def _edge(game: Game, edges: list[str]) -> set[Hex]:
    from hexstudio.engine.reinforcements import _edge_hexes

    out: set[Hex] = set()
    for e in edges:
        if e not in ("north", "south", "east", "west"):
            raise ValueError(f"exit_map: unknown edge '{e}' (north, south, east or west)")
        out |= _edge_hexes(game, e)
    return out


def _sets(game: Game, names: list[str]) -> set[Hex]:
    out: set[Hex] = set()
    for n in names:
        if n not in game.view.hex_sets:
            raise ValueError(f"exit rule names the hex set '{n}', which the map does not have")
        out |= game.view.hex_sets[n]
    return out


def compile_exits(game: Game, rule: str, p: dict[str, Any]) -> list[ExitZone]:
    side = p.get("side")
    if rule == "evacuation":
        hexes = {game.grid.parse(x) for x in p.get("port_hexes", [])} | _sets(game, [p["hex_set"]] if p.get("hex_set") else [])
        return [ExitZone(side, frozenset(hexes), "evacuated", False, nationalities=frozenset(p.get("nationalities", [])),
                         immediate=bool(p.get("immediate_on_reaching_port", False)))]
    pay = p.get("cost", "as_if_same_terrain") != "none"
    zones = []
    plain = _edge(game, p.get("edges", [])) | _sets(game, p.get("hex_sets", []))
    if plain:
        zones.append(ExitZone(side, frozenset(plain), "exited", pay))
    for z in p.get("zones", []):
        f = z.get("units", {})
        size = f.get("size")
        zones.append(ExitZone(
            side, frozenset(_sets(game, [z["hex_set"]])), "exited", pay,
            types=frozenset(f.get("types", [])), sizes=frozenset([size] if size else []),
        ))
    return zones


def zone_for(game: Game, uid: str) -> ExitZone | None:
    us = game.state.units[uid]
    for z in game.exit_zones:
        if us.hex in z.hexes and z.admits(game, uid):
            return z
    return None


def exit_cost(game: Game, uid: str, z: ExitZone) -> int:
    if not z.pay:
        return 0
    cm = game.costs
    h = game.state.units[uid].hex
    assert h is not None
    return max(0, cm.entry_costs(game.movement_class(uid))[cm.index[h]])


def check_exit(game: Game, a: ExitMap) -> None:
    st = game.state
    if not a.units:
        raise IllegalAction(msg("no units selected"))
    for uid in a.units:
        if uid not in st.units:
            raise UnknownUnit(msg("there is no unit '{uid}'", uid=uid))
        us = st.units[uid]
        name = game.unit_defs[uid].name
        if game.phase_kind() != "movement" or us.side != st.active_side:
            raise NotYourPhase(msg("{name} may leave the map only in its side's movement phase", name=name))
        if us.status != "on_map":
            raise IllegalAction(msg("{name} is not on the map", name=name))
        z = zone_for(game, uid)
        if z is None:
            raise IllegalAction(msg("{name} is not on a hex where it may leave the map", name=name))
        if "stopped" in us.flags:
            raise IllegalAction(msg("{name} entered an enemy zone of control and must stop", name=name))
        if not us.released:
            raise IllegalAction(msg("{name} may not move before turn {release_turn}", name=name, release_turn=game.unit_defs[uid].release_turn))
        left = movement_halves(game.unit_defs[uid], us, game.scenario.rules.losses.reduced_values) - us.mp_spent
        cost = exit_cost(game, uid, z)
        if cost > left:
            raise IllegalAction(msg("not enough MP to leave the map: needs {needs}, has {has}", needs=format_halves(cost), has=format_halves(left)))


def apply_exit(game: Game, a: ExitMap, fx: Effects) -> None:
    st = game.state
    for uid in a.units:
        z = zone_for(game, uid)
        assert z is not None
        fx.unit(uid)
        us = st.units[uid]
        us.mp_spent += exit_cost(game, uid, z)
        us.status = z.status  # type: ignore[assignment]
        us.hex = None
        fx.event(z.status, unit=uid)


def exit_candidates(game: Game) -> Iterator[Action]:
    st = game.state
    if not game.exit_zones or st.pending is not None or game.phase_kind() != "movement":
        return
    for u in st.units.values():
        if u.side == st.active_side and u.status == "on_map" and zone_for(game, u.id) is not None:
            yield ExitMap((u.id,))


def _immediate_zone(game: Game, uid: str, h: Hex) -> ExitZone | None:
    for z in game.exit_zones:
        if z.immediate and h in z.hexes and z.admits(game, uid):
            return z
    return None


def move_past_port(game: Game, a: MoveStack) -> str | None:
    """A move may not go on past a port where its units are evacuated at once."""
    if not any(z.immediate for z in game.exit_zones):
        return None
    for h in a.path[1:-1]:
        for uid in a.units:
            if uid in game.state.units and _immediate_zone(game, uid, h) is not None:
                return msg("{name} is evacuated the moment it reaches {hex}: its move ends there",
                           name=game.unit_defs[uid].name, hex=game.label(h))
    return None


REACHED = "exits.reached"  # state.extra, while an action is applied: units that reached such a port


def note_reached(game: Game, uid: str, hexes: list[Hex]) -> None:
    """A unit moved, retreated or advanced into ``hexes``: remember it if one is a port that
    evacuates at once (arrivals there, such as Sicily's German reinforcements landing at
    Messina, have not "reached" it and stay)."""
    if any(z.immediate for z in game.exit_zones) and any(_immediate_zone(game, uid, h) for h in hexes):
        reached = game.state.extra.setdefault(REACHED, [])
        if uid not in reached:
            reached.append(uid)


def evacuate_on_arrival(game: Game, fx: Effects) -> None:
    """Units that reached a port that evacuates at once leave (after every action)."""
    reached = game.state.extra.pop(REACHED, None)
    for uid in reached or ():
        us = game.state.units[uid]
        z = _immediate_zone(game, uid, us.hex) if us.status == "on_map" and us.hex is not None else None
        if z is None:
            continue
        fx.unit(uid)
        fx.hex(us.hex)
        us.status = z.status  # type: ignore[assignment]
        us.hex = None
        fx.event(z.status, unit=uid)


registry.register_handler(ExitMap, check_exit, apply_exit)
registry.register_generator(exit_candidates)
registry.register_action_check(MoveStack, move_past_port)
registry.register_after_any(evacuate_on_arrival)
