"""What an action changed, and the events it produced.

``Game.apply`` returns a ``Changes`` record (Anki's OpChanges idea): the board
repaints only ``hexes`` and the counters in ``units``; the turn/phase display
refreshes when ``phase_changed``; the log window appends ``events``.

Handlers receive an ``Effects`` (a ``Changes`` that can also roll dice) and
report through it: ``fx.unit(uid)`` / ``fx.hex(h)`` for what they touched,
``fx.event(kind, **data)`` for the log, ``fx.roll("2d6", "combat")`` for dice
(every roll is logged and makes the action a commit point).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hexstudio.engine.dice import roll_dice
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.game import Game


@dataclass(frozen=True)
class Event:
    """Something that happened, for the log: ``kind`` and JSON-able data."""

    kind: str
    data: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.data}


@dataclass
class Changes:
    hexes: set[Hex] = field(default_factory=set)
    units: set[str] = field(default_factory=set)
    events: list[Event] = field(default_factory=list)
    phase_changed: bool = False
    turn_changed: bool = False
    commit: bool = False  # below this action, undo stops

    def merge(self, other: Changes) -> None:
        self.hexes |= other.hexes
        self.units |= other.units
        self.events += other.events
        self.phase_changed |= other.phase_changed
        self.turn_changed |= other.turn_changed
        self.commit |= other.commit


class Effects(Changes):
    """The ``Changes`` a handler fills in while it applies an action."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self._game = game

    def unit(self, unit_id: str) -> None:
        """Mark a counter (and its hex) as changed."""
        self.units.add(unit_id)
        h = self._game.state.units[unit_id].hex
        if h is not None:
            self.hexes.add(h)

    def hex(self, h: Hex | None) -> None:
        if h is not None:
            self.hexes.add(h)

    def event(self, event_kind: str, /, **data: Any) -> Event:
        e = Event(event_kind, data)
        self.events.append(e)
        return e

    def roll(self, spec: str, purpose: str) -> tuple[int, ...]:
        """Roll ``spec`` ("1d6"/"2d6") deterministically; logged; a commit point."""
        st = self._game.state
        faces = roll_dice(self._game.seed, st.rolls, spec)
        st.rolls += 1
        self.commit = True
        self.event("roll", dice=spec, faces=list(faces), total=sum(faces), purpose=purpose)
        return faces
