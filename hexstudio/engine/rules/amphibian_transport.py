"""Amphibians carry infantry through the flood (Reichswald 4.4, 9.0, U62).

Rule ``amphibian_transport``, params:

- ``carriers`` [unit id] (required): the amphibious units;
- ``capacity`` (1): units one carrier takes along per movement phase;
- ``passengers`` {"formation", "types"}: who may be carried (the infantry of
  the 3rd Canadian Division);
- ``passenger_mp`` ("half"): a carried unit has half its MP in that phase,
  counted over its own legs before boarding and after landing;
- ``passenger_must_start_and_end_on`` ("dry_land"): boarding and landing
  hexes may not be flood (``flood_terrain``, default "flood");
- ``carrier_end_of_turn_trace`` {"edge", "free_of": ["enemy_zoc", "flood"]}:
  a carrier that moved must end its side's movement phase in a hex from
  which a path of hexes free of enemy ZOC, enemy units and flood reaches
  that map edge.

The ``AmphibianMove`` action (``carrier``, ``passenger``, ``path``) moves the
carrier along ``path`` as an ordinary move (its MP, its movement class) with
the passenger aboard; the carrier may move on afterwards with what it has left.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from hexstudio.engine import registry, rulebook
from hexstudio.engine.actions import Action, MoveStack, register_action
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.params import FormationId, Name, Positive, RuleParams, TerrainId, Text, UnitId
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, opt, str_list, units_param
from hexstudio.engine.text import msg
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

NAME = "amphibian_transport"
TRIPS = "rules.amphibian_trips"  # state.extra: {"phase": [turn, index], "carried": {carrier: [unit]}}



class Passengers(RuleParams):
    formation: FormationId | None = None
    types: list[Name] | None = None


class CarrierTrace(RuleParams):
    edge: Literal["north", "south", "east", "west"]
    free_of: list[Literal["enemy_zoc", "flood"]] | None = None


class AmphibianTransport(RuleParams):
    """See the module docstring."""

    carriers: list[UnitId] = Field(min_length=1)
    capacity: Positive | None = Field(None, description="Default 1.")
    passengers: Passengers | None = None
    passenger_mp: Literal["half"] | None = None
    passenger_must_start_and_end_on: Literal["dry_land"] | None = None
    carrier_end_of_turn_trace: CarrierTrace | None = None
    flood_terrain: TerrainId | None = Field(None, description="Default 'flood'.")
    ref: Text | None = None


@register_action("amphibian_move")
@dataclass(frozen=True)
class AmphibianMove(Action):
    """An amphibian carries a unit from its hex along ``path``."""

    carrier: str
    passenger: str
    path: tuple[Hex, ...]


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    from hexstudio.engine.reinforcements import _edge_hexes

    carriers = units_param(game, NAME, p, "carriers", required=True)
    pas = opt(NAME, p, "passengers", dict, {})
    if pas.get("formation") is not None and pas["formation"] not in {f.id for f in game.scenario.formations}:
        raise RuleParamError(f"'{NAME}': 'passengers': unknown formation {pas['formation']!r}")
    if opt(NAME, p, "passenger_mp", str, "half") != "half":
        raise RuleParamError(f"'{NAME}': 'passenger_mp' must be 'half'")
    if opt(NAME, p, "passenger_must_start_and_end_on", str, "dry_land") != "dry_land":
        raise RuleParamError(f"'{NAME}': 'passenger_must_start_and_end_on' must be 'dry_land'")
    trace = opt(NAME, p, "carrier_end_of_turn_trace", dict, None)
    edge = None
    if trace is not None:
        if trace.get("edge") not in ("north", "south", "east", "west"):
            raise RuleParamError(f"'{NAME}': 'carrier_end_of_turn_trace' needs an 'edge' (north, south, east, west)")
        bad = set(trace.get("free_of", [])) - {"enemy_zoc", "flood"}
        if bad:
            raise RuleParamError(f"'{NAME}': 'carrier_end_of_turn_trace': 'free_of' may name enemy_zoc and flood, not {sorted(bad)}")
        edge = frozenset(_edge_hexes(game, trace["edge"]))
    return {
        "carriers": frozenset(carriers), "capacity": opt(NAME, p, "capacity", int, 1),
        "formation": pas.get("formation"), "types": frozenset(str_list(NAME, pas, "types")),
        "flood": opt(NAME, p, "flood_terrain", str, "flood"),
        "edge": edge, "free_of": frozenset(trace.get("free_of", [])) if trace else frozenset(),
        "edge_name": trace.get("edge") if trace else None,
    }


def _rule_for(game: Game, carrier: str) -> dict[str, Any] | None:
    return next((r for r in compiled(game, NAME) if carrier in r["carriers"]), None)


def _flooded(game: Game, r: dict[str, Any], h: Hex) -> bool:
    return r["flood"] == game.view.terrain(h) or r["flood"] in game.view.features(h)


def _trips(game: Game) -> dict[str, list[str]]:
    """Units carried this phase by each carrier, for reading (checks never write the state)."""
    st = game.state
    d = st.extra.get(TRIPS)
    if d is None or d.get("phase") != [st.turn, st.phase_index]:
        return {}
    return d["carried"]


def _trips_for_update(game: Game) -> dict[str, list[str]]:
    """The same record, created in the state: only ``apply`` calls this."""
    st = game.state
    d = st.extra.get(TRIPS)
    here = [st.turn, st.phase_index]
    if d is None or d.get("phase") != here:
        d = st.extra[TRIPS] = {"phase": here, "carried": {}}
    return d["carried"]


def check_amphibian(game: Game, a: AmphibianMove) -> None:
    from hexstudio.engine.movement import _stack_problem, walk_path
    from hexstudio.engine.stacking import stacking_problem
    from hexstudio.engine.values import movement_halves

    st = game.state
    r = _rule_for(game, a.carrier)
    if r is None:
        raise IllegalAction(msg("'{carrier}' is not an amphibian that carries units", carrier=a.carrier))
    if a.passenger not in st.units:
        raise IllegalAction(msg("there is no unit '{passenger}'", passenger=a.passenger))
    d = game.unit_defs[a.passenger]
    if (r["formation"] and d.formation != r["formation"]) or (r["types"] and d.type not in r["types"]):
        raise IllegalAction(msg("{name} is not a unit the amphibians may carry (Reichswald 4.4)", name=d.short or d.name))
    for uid in (a.carrier, a.passenger):
        why = _stack_problem(game, st, (uid,))
        if why:
            raise IllegalAction(why)
    start = st.units[a.carrier].hex
    if st.units[a.passenger].hex != start or not a.path or a.path[0] != start:
        raise IllegalAction(msg("the carried unit boards in the amphibian's hex, where the path starts"))
    if _flooded(game, r, start) or _flooded(game, r, a.path[-1]):
        raise IllegalAction(msg("the carried unit must board and land on dry land (Reichswald 9.0)"))
    if len(_trips(game).get(a.carrier, [])) >= r["capacity"]:
        raise IllegalAction(msg("{name} has already carried {capacity} unit(s) this phase", name=game.unit_defs[a.carrier].short or a.carrier, capacity=r['capacity']))
    p = st.units[a.passenger]
    if p.mp_spent > movement_halves(d, p, game.scenario.rules.losses.reduced_values) // 2:
        raise IllegalAction(msg("{name} has already used more than half its MP (Reichswald 4.4)", name=d.short or d.name))
    walk_path(game, (a.carrier,), a.path)
    why = stacking_problem(game, st, a.path[-1], [a.carrier, a.passenger])
    if why:
        raise IllegalAction(why)


def apply_amphibian(game: Game, a: AmphibianMove, fx: Effects) -> None:
    from hexstudio.engine.core_rules import apply_move, occupy
    from hexstudio.engine.values import movement_halves
    from hexstudio.engine.zoc import enemy_zoc

    st = game.state
    apply_move(game, MoveStack((a.carrier,), a.path), fx)
    p = st.units[a.passenger]
    allowance = movement_halves(game.unit_defs[a.passenger], p, game.scenario.rules.losses.reduced_values)
    fx.unit(a.passenger)
    p.hex = a.path[-1]
    p.mp_spent = allowance - max(0, allowance // 2 - p.mp_spent)
    p.moved_this_phase = True
    if a.path[-1] in enemy_zoc(game, st, p.side):
        p.flags |= {"stopped", "entered_zoc", "engaged_this_turn"}
    occupy(game, a.passenger, list(a.path[1:]))
    _trips_for_update(game).setdefault(a.carrier, []).append(a.passenger)
    from hexstudio.engine.combat.named import note_moved

    note_moved(game, (a.carrier, a.passenger))  # neither recovers this turn (Reichswald 7.0)
    fx.unit(a.passenger)
    fx.event("carried", carrier=a.carrier, unit=a.passenger, path=[game.label(h) for h in a.path])


def trace_problem(game: Game) -> str | None:
    """A carrier that moved this phase and cannot trace its way to its edge (end-of-phase check)."""
    from hexstudio.engine.zoc import enemy_zoc

    st = game.state
    for r in compiled(game, NAME):
        if r["edge"] is None:
            continue
        for uid in sorted(r["carriers"]):
            us = st.units[uid]
            if us.status != "on_map" or us.hex is None or us.side != st.active_side or not us.moved_this_phase:
                continue
            zoc = enemy_zoc(game, st, us.side) if "enemy_zoc" in r["free_of"] else frozenset()

            def open_hex(h: Hex, r: dict[str, Any] = r, zoc: frozenset[Hex] = zoc, side: str = us.side) -> bool:
                occ = st.occupant_side(h)
                return (game.view.in_play(h) and h not in zoc and (occ is None or occ == side)
                        and not ("flood" in r["free_of"] and _flooded(game, r, h)))

            seen = {us.hex}
            todo = [us.hex] if open_hex(us.hex) else []
            found = False
            while todo:
                h = todo.pop()
                if h in r["edge"]:
                    found = True
                    break
                for n in h.neighbours():
                    if n not in seen and open_hex(n):
                        seen.add(n)
                        todo.append(n)
            if not found:
                return msg("{name} at {hex} must end where a path free of enemy ZOC and flood leads to the {edge} edge (Reichswald 4.4)",
                           name=game.unit_defs[uid].short or uid, hex=game.label(us.hex), edge=r["edge_name"])
    return None


def amphibian_candidates(game: Game) -> Iterator[Action]:
    st = game.state
    if st.pending is not None or game.phase_kind() != "movement":
        return
    for r in compiled(game, NAME):
        for c in sorted(r["carriers"]):
            us = st.units[c]
            if us.status != "on_map" or us.hex is None or us.side != st.active_side:
                continue
            riders = [u.id for u in st.units_at(us.hex) if u.id != c and game.unit_defs[u.id].formation == r["formation"]]
            if not riders:
                continue
            reach = game.legal_moves([c])
            dests = sorted((h for h in reach.destinations() if not _flooded(game, r, h) and h != us.hex), key=game.label)
            for h in dests[:4]:
                yield AmphibianMove(c, riders[0], reach.path_to(h))


registry.register_handler(AmphibianMove, check_amphibian, apply_amphibian)
registry.register_generator(amphibian_candidates)
registry.register_end_phase_check(trace_problem, ["movement"])
RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("amphibians carry one infantry unit through the flood; the carried unit has half its MP"),
                       ("B14 Reichswald 4.4", "9.0", "D (U62)"),
                       params=AmphibianTransport)
