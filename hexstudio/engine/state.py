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
from bisect import insort
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.decisions import Decision

UnitStatus = Literal["pending", "on_map", "eliminated", "exited", "withdrawn", "evacuated"]
ON_MAP: UnitStatus = "on_map"


class UnitState:
    """One counter in play. ``mp_spent`` counts half movement points.

    ``hex`` and ``status`` are watched: the ``UnitTable`` holding the unit
    keeps its hex -> units index up to date as they change. A unit belongs
    to one table (``GameState.copy()`` copies every unit).
    """

    __slots__ = (
        "_hex", "_status", "_table", "engaged", "flags", "id", "moved_this_phase", "mp_spent", "released",
        "side", "steps_lost", "suppressed",
    )  # fmt: skip

    def __init__(
        self,
        id: str,
        side: str,
        hex: Hex | None = None,
        status: UnitStatus = "pending",
        steps_lost: int = 0,
        moved_this_phase: bool = False,
        mp_spent: int = 0,
        engaged: bool = False,  # in an enemy ZOC when its side's phase began
        suppressed: bool = False,
        released: bool = True,
        flags: set[str] | None = None,
    ) -> None:
        self.id = id
        self.side = side
        self._hex = hex
        self._status = status
        self.steps_lost = steps_lost
        self.moved_this_phase = moved_this_phase
        self.mp_spent = mp_spent
        self.engaged = engaged
        self.suppressed = suppressed
        self.released = released
        self.flags = set() if flags is None else flags
        self._table: UnitTable | None = None

    @property
    def hex(self) -> Hex | None:
        return self._hex

    @hex.setter
    def hex(self, h: Hex | None) -> None:
        table = self._table
        if table is not None and self._status == ON_MAP and h != self._hex:
            table._moved(self, self._hex, h)
        self._hex = h

    @property
    def status(self) -> UnitStatus:
        return self._status

    @status.setter
    def status(self, status: UnitStatus) -> None:
        table = self._table
        if table is not None and (self._status == ON_MAP) != (status == ON_MAP):
            if status == ON_MAP:
                table._moved(self, None, self._hex)
            else:
                table._moved(self, self._hex, None)
        self._status = status

    def copy(self) -> UnitState:
        return UnitState(
            self.id, self.side, self._hex, self._status, self.steps_lost, self.moved_this_phase,
            self.mp_spent, self.engaged, self.suppressed, self.released, set(self.flags),
        )  # fmt: skip

    def _fields(self) -> tuple:
        return (
            self.id, self.side, self._hex, self._status, self.steps_lost, self.moved_this_phase, self.mp_spent,
            self.engaged, self.suppressed, self.released, self.flags,
        )  # fmt: skip

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, UnitState):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # mutable, like the dataclass it was

    def __repr__(self) -> str:
        names = ("id", "side", "hex", "status", "steps_lost", "moved_this_phase", "mp_spent", "engaged",
                 "suppressed", "released", "flags")  # fmt: skip
        return "UnitState(" + ", ".join(f"{n}={v!r}" for n, v in zip(names, self._fields(), strict=True)) + ")"

    def __getstate__(self) -> tuple:
        # The table link is not part of the unit: a copy joins its own table.
        return self._fields()

    def __setstate__(self, fields: tuple) -> None:
        self.__init__(*fields)  # type: ignore[misc]

    @property
    def on_map(self) -> bool:
        return self._status == "on_map"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id, "side": self.side, "hex": None if self.hex is None else [self.hex.q, self.hex.r],
            "status": self.status, "steps_lost": self.steps_lost, "moved": self.moved_this_phase,
            "mp_spent": self.mp_spent, "engaged": self.engaged, "suppressed": self.suppressed,
            "released": self.released, "flags": sorted(self.flags),
        }


class UnitTable(dict[str, UnitState]):
    """``GameState.units``: the units by id, with an index of who stands where.

    The index (hex -> units on the map there, in table order) is derived:
    built the first time it is asked for, then kept up to date as units
    move (``UnitState.hex``/``status``); adding or removing units drops it
    to be built again. It is never saved, hashed or compared, so
    ``copy()``, ``digest()``, undo and replay see exactly what they saw
    without it.
    """

    __slots__ = ("_at", "_epoch", "_journal", "_journal_base", "_rank", "changes")

    JOURNAL_LIMIT = 4096

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self._at: dict[Hex, list[UnitState]] | None = None
        self._rank: dict[str, int] = {}
        # Counts moves of units linked to the index and changes to the table.
        self.changes = 0
        # The hexes units left and entered, in order, for whoever keeps
        # something derived from the index up to date (engine/position.py).
        self._journal: list[Hex] = []
        self._journal_base = 0
        self._epoch = 0  # bumped when the index is dropped

    # --- the index -----------------------------------------------------------
    def _index(self) -> dict[Hex, list[UnitState]]:
        at = self._at
        if at is None:
            at = {}
            rank = self._rank = {}
            for i, u in enumerate(self.values()):
                rank[u.id] = i
                u._table = self
                if u._status == ON_MAP and u._hex is not None:
                    at.setdefault(u._hex, []).append(u)
            self._at = at
        return at

    def _moved(self, u: UnitState, old: Hex | None, new: Hex | None) -> None:
        self.changes += 1
        at = self._at
        if at is None or self.get(u.id) is not u:
            return
        journal = self._journal
        if len(journal) >= self.JOURNAL_LIMIT:
            self._journal_base += len(journal)
            journal.clear()
        if old is not None:
            journal.append(old)
        if new is not None:
            journal.append(new)
        if old is not None:
            here = at[old]
            if len(here) == 1:
                del at[old]
            else:
                here.remove(u)
        if new is not None:
            here = at.get(new)
            if here is None:
                at[new] = [u]
            else:
                rank = self._rank
                insort(here, u, key=lambda x: rank[x.id])

    def _forget(self) -> None:
        self._at = None
        self.changes += 1
        self._epoch += 1

    def mark(self) -> tuple[int, int]:
        """Where the record of moves stands now (for ``moves_since``)."""
        return self._epoch, self._journal_base + len(self._journal)

    def moves_since(self, mark: tuple[int, int]) -> set[Hex] | None:
        """The hexes units left or entered since ``mark``; None when that is no
        longer known (the index was dropped, or the record cut short)."""
        epoch, at = mark
        if epoch != self._epoch or at < self._journal_base or self._at is None:
            return None
        return set(self._journal[at - self._journal_base:])

    def at(self, h: Hex) -> list[UnitState]:
        """The units on the map in ``h`` (table order); empty if none. Read-only."""
        return self._index().get(h, _NONE)

    def in_order(self, units: list[UnitState]) -> list[UnitState]:
        """``units`` of this table sorted into table (scenario) order."""
        self._index()
        rank = self._rank
        return sorted(units, key=lambda u: rank[u.id])

    def where(self) -> dict[Hex, list[UnitState]]:
        """Every occupied hex and its units (read-only; in no particular order)."""
        return self._index()

    # --- changes to the table drop the index ------------------------------------
    def __setitem__(self, key: str, u: UnitState) -> None:
        super().__setitem__(key, u)
        u._table = self
        self._forget()

    def __delitem__(self, key: str) -> None:
        super().__delitem__(key)
        self._forget()

    def pop(self, *args: Any) -> Any:  # type: ignore[override]
        self._forget()
        return super().pop(*args)

    def popitem(self) -> tuple[str, UnitState]:
        self._forget()
        return super().popitem()

    def clear(self) -> None:
        self._forget()
        super().clear()

    def update(self, *args: Any, **kw: Any) -> None:  # type: ignore[override]
        self._forget()
        super().update(*args, **kw)

    def setdefault(self, key: str, default: UnitState) -> UnitState:  # type: ignore[override]
        self._forget()
        return super().setdefault(key, default)

    def __ior__(self, other: Any) -> UnitTable:  # type: ignore[override]
        self._forget()
        return super().__ior__(other)  # type: ignore[return-value]

    def __reduce__(self) -> Any:
        return (UnitTable, (dict(self),))

    def __copy__(self) -> UnitTable:
        return UnitTable(self)


_NONE: list[UnitState] = []


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
    units: UnitTable = field(default_factory=UnitTable)
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

    def __setattr__(self, name: str, value: Any) -> None:
        # ``units`` is always a UnitTable, whatever mapping it is given.
        if name == "units" and type(value) is not UnitTable:
            value = UnitTable(value)
        object.__setattr__(self, name, value)

    def copy(self) -> GameState:
        return GameState(units=UnitTable({k: u.copy() for k, u in self.units.items()}), **self._copy_rest())

    def snapshot(self) -> StateSnapshot:
        """What ``copy()`` would give, kept in a cheaper form until it is needed
        (``StateSnapshot.restore()``): the game takes one before every action,
        for undo, and most are never restored."""
        return StateSnapshot(self)

    def _copy_rest(self) -> dict[str, Any]:
        """Every field but the units, copied as ``copy()`` copies them."""
        return dict(
            turn_index=self.turn_index,
            turn=self.turn,
            phase_index=self.phase_index,
            active_side=self.active_side,
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
            extra=copy_extra(self.extra),
        )

    # --- queries ----------------------------------------------------------
    def units_at(self, h: Hex) -> list[UnitState]:
        """Units on the map in a hex (either side), in scenario order."""
        return list(self.units.at(h))

    def side_of(self, unit_id: str) -> str:
        return self.units[unit_id].side

    def occupant_side(self, h: Hex) -> str | None:
        here = self.units.at(h)
        return here[0].side if here else None

    def occupied_hexes(self) -> dict[Hex, list[UnitState]]:
        """Every occupied hex with its units, from the index: read-only, in no
        particular order (``occupied()`` gives the scenario's order)."""
        return self.units.where()

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


class StateSnapshot:
    """A ``GameState`` as it was, for undo: ``restore()`` gives a new state equal
    to ``state.copy()`` taken at the time. The units are kept as tuples of
    their fields, five times quicker to take than copies of the objects."""

    __slots__ = ("_rest", "_units")

    def __init__(self, st: GameState) -> None:
        self._units = [
            (u.id, u.side, u._hex, u._status, u.steps_lost, u.moved_this_phase, u.mp_spent, u.engaged,
             u.suppressed, u.released, frozenset(u.flags) if u.flags else ())
            for u in st.units.values()
        ]  # fmt: skip
        self._rest = st._copy_rest()

    def restore(self) -> GameState:
        """A new state as it was (each call a fresh one)."""
        units = UnitTable()
        for f in self._units:
            dict.__setitem__(units, f[0], UnitState(*f[:10], set(f[10])))
        rest = self._rest
        # The fields are handed over once; a second restore copies them again.
        self._rest = GameState(units=UnitTable(), **rest)._copy_rest()
        return GameState(units=units, **rest)


_IMMUTABLE = (str, int, float, bool, type(None), Hex)


def copy_extra(v: Any) -> Any:
    """A deep copy of JSON-like values (dicts, lists, sets, tuples, str, int,
    Hex), as ``copy.deepcopy`` makes it but several times faster; anything
    else is handed to ``copy.deepcopy``. A state is copied before every action."""
    t = type(v)
    if t is dict:
        return {k: x if type(x) in _IMMUTABLE else copy_extra(x) for k, x in v.items()}
    if t is list:
        return [x if type(x) in _IMMUTABLE else copy_extra(x) for x in v]
    if v is None or t in _IMMUTABLE:
        return v
    if t is set:
        return {copy_extra(x) for x in v}
    if t is tuple or t is frozenset:
        items = [copy_extra(x) for x in v]
        return t(items)
    return _copy.deepcopy(v)


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
