"""The position of a game: everything that changes while it is played.

``GameState`` is a plain mutable dataclass. The scenario (map, tables, order
of battle) never changes and is not part of it; the ``Game`` holds both. A
state is copied before every action (undo snapshots), so ``copy()`` copies
only what can change, field by field.

Extending it (combat engineer): keep combat bookkeeping in the existing
fields where one fits (``attacked_hexes``, ``attacked_units``,
``supporting_units``, ``UnitState.suppressed``/``steps_lost``, ``flags``);
put anything else in ``extra`` under your own key, holding only JSON-like
values (dicts, lists, str, int, Hex) -- ``copy()`` deep-copies ``extra``.

Statuses of a unit: "pending" (not yet on the map: a reinforcement),
"on_map", "eliminated", "exited" (left by a map edge), "withdrawn" (taken out
by the scenario, may return) and "evacuated" (left through an evacuation
hex, e.g. Messina).

Questions about the position that need the scenario live on ``Game`` and in
small modules: ``game.current_values(uid)`` (full/reduced face, suppression;
``values.py``), ``zoc.enemy_zoc`` / ``zoc.is_engaged`` / ``zoc.is_encircled``,
``stacking.stacking_problem``, ``game.legal_moves``.
"""

from __future__ import annotations

import copy as _copy
import hashlib
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.decisions import Decision

UnitStatus = Literal["pending", "on_map", "eliminated", "exited", "withdrawn", "evacuated"]
ON_MAP: UnitStatus = "on_map"


@dataclass(slots=True)
class UnitState:
    """One counter in play. ``mp_spent`` counts half movement points."""

    id: str
    side: str
    hex: Hex | None = None
    status: UnitStatus = "pending"
    steps_lost: int = 0
    moved_this_phase: bool = False
    mp_spent: int = 0
    engaged: bool = False  # in an enemy ZOC when its side's phase began
    suppressed: bool = False
    released: bool = True
    flags: set[str] = field(default_factory=set)

    def copy(self) -> UnitState:
        return UnitState(
            self.id, self.side, self.hex, self.status, self.steps_lost, self.moved_this_phase,
            self.mp_spent, self.engaged, self.suppressed, self.released, set(self.flags),
        )

    @property
    def on_map(self) -> bool:
        return self.status == "on_map"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id, "side": self.side, "hex": None if self.hex is None else [self.hex.q, self.hex.r],
            "status": self.status, "steps_lost": self.steps_lost, "moved": self.moved_this_phase,
            "mp_spent": self.mp_spent, "engaged": self.engaged, "suppressed": self.suppressed,
            "released": self.released, "flags": sorted(self.flags),
        }


@dataclass(frozen=True, slots=True)
class VpEvent:
    """Points scored during play (an objective held at the end of a turn, a
    unit eliminated...). Points counted only at the end are not events."""

    side: str
    points: int
    reason: str
    turn: int


@dataclass
class GameState:
    """Where the game stands. See the module docstring for how to extend it."""

    turn_index: int = 0  # index into scenario.turns.turns
    turn: int = 0  # the printed turn number
    phase_index: int = 0  # index into scenario.turns.sequence
    active_side: str | None = None
    units: dict[str, UnitState] = field(default_factory=dict)
    air_points: dict[str, int] = field(default_factory=dict)
    air_bonus_used: set[str] = field(default_factory=set)
    attacked_hexes: set[Hex] = field(default_factory=set)  # this turn (or phase, rules.combat.attacks_per_hex)
    attacked_units: set[str] = field(default_factory=set)  # units that attacked this phase
    supporting_units: set[str] = field(default_factory=set)  # artillery/air that supported this phase
    weather: str | None = None
    vp_events: list[VpEvent] = field(default_factory=list)
    pending: Decision | None = None
    log_length: int = 0
    rolls: int = 0  # dice rolled so far: the serial of the next roll
    control: dict[Hex, str] = field(default_factory=dict)  # side that last occupied each hex
    entered_hexes: dict[str, set[Hex]] = field(default_factory=dict)  # per side, watched hexes ever entered
    condition_met: dict[str, int] = field(default_factory=dict)  # schedule id -> turn its 'when' first held
    arrived: set[str] = field(default_factory=set)  # reinforcement ids whose units may enter
    withdrawn_groups: set[str] = field(default_factory=set)  # withdrawal ids carried out
    withdrawing: set[str] = field(default_factory=set)  # units due to leave once free (encircled)
    entry_order: list[str] = field(default_factory=list)  # unit ids in the order they last entered a hex this phase
    map_events: list[str] = field(default_factory=list)  # map changes applied (floods, bridges), in order
    game_over: bool = False
    termination: str | None = None
    winner: str | None = None  # set by a rule that decides the game outright
    extra: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> GameState:
        return GameState(
            turn_index=self.turn_index,
            turn=self.turn,
            phase_index=self.phase_index,
            active_side=self.active_side,
            units={k: u.copy() for k, u in self.units.items()},
            air_points=dict(self.air_points),
            air_bonus_used=set(self.air_bonus_used),
            attacked_hexes=set(self.attacked_hexes),
            attacked_units=set(self.attacked_units),
            supporting_units=set(self.supporting_units),
            weather=self.weather,
            vp_events=list(self.vp_events),
            pending=self.pending,
            log_length=self.log_length,
            rolls=self.rolls,
            control=dict(self.control),
            entered_hexes={k: set(v) for k, v in self.entered_hexes.items()},
            condition_met=dict(self.condition_met),
            arrived=set(self.arrived),
            withdrawn_groups=set(self.withdrawn_groups),
            withdrawing=set(self.withdrawing),
            entry_order=list(self.entry_order),
            map_events=list(self.map_events),
            game_over=self.game_over,
            termination=self.termination,
            winner=self.winner,
            extra=_copy.deepcopy(self.extra),
        )

    # --- queries ----------------------------------------------------------
    def units_at(self, h: Hex) -> list[UnitState]:
        """Units on the map in a hex (either side), in scenario order."""
        return [u for u in self.units.values() if u.hex == h and u.status == "on_map"]

    def side_of(self, unit_id: str) -> str:
        return self.units[unit_id].side

    def occupant_side(self, h: Hex) -> str | None:
        for u in self.units.values():
            if u.hex == h and u.status == "on_map":
                return u.side
        return None

    def occupied(self) -> dict[Hex, list[UnitState]]:
        """Every occupied hex with its units (one pass over the units)."""
        out: dict[Hex, list[UnitState]] = {}
        for u in self.units.values():
            if u.status == "on_map" and u.hex is not None:
                out.setdefault(u.hex, []).append(u)
        return out

    def on_map(self, side: str | None = None) -> list[UnitState]:
        return [u for u in self.units.values() if u.status == "on_map" and (side is None or u.side == side)]

    # --- comparison and hashing --------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """A canonical JSON image (for the state hash and debugging)."""

        def hx(h: Hex) -> list[int]:
            return [h.q, h.r]

        return {
            "turn_index": self.turn_index, "turn": self.turn, "phase_index": self.phase_index,
            "active_side": self.active_side,
            "units": [self.units[k].to_json() for k in sorted(self.units)],
            "air_points": dict(sorted(self.air_points.items())),
            "air_bonus_used": sorted(self.air_bonus_used),
            "attacked_hexes": sorted(hx(h) for h in self.attacked_hexes),
            "attacked_units": sorted(self.attacked_units),
            "supporting_units": sorted(self.supporting_units),
            "weather": self.weather,
            "vp_events": [[e.side, e.points, e.reason, e.turn] for e in self.vp_events],
            "pending": None if self.pending is None else self.pending.to_json(),
            "log_length": self.log_length, "rolls": self.rolls,
            "control": sorted([*hx(h), s] for h, s in self.control.items()),
            "entered_hexes": {k: sorted(hx(h) for h in v) for k, v in sorted(self.entered_hexes.items())},
            "condition_met": dict(sorted(self.condition_met.items())),
            "arrived": sorted(self.arrived), "withdrawn_groups": sorted(self.withdrawn_groups),
            "withdrawing": sorted(self.withdrawing), "entry_order": list(self.entry_order),
            "map_events": list(self.map_events),
            "game_over": self.game_over, "termination": self.termination, "winner": self.winner,
            "extra": _jsonable(self.extra),
        }

    def digest(self) -> str:
        """sha256 of the canonical JSON image: equal states, equal digests."""
        text = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"), default=str)
        return hashlib.sha256(text.encode()).hexdigest()


def _jsonable(v: Any) -> Any:
    if isinstance(v, Hex):
        return [v.q, v.r]
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in sorted(v.items(), key=lambda kv: str(kv[0]))}
    if isinstance(v, set | frozenset):
        return sorted((_jsonable(x) for x in v), key=repr)
    if isinstance(v, list | tuple):
        return [_jsonable(x) for x in v]
    return v
