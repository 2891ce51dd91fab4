"""Actions: small immutable values a player (or the AI, or a replay) submits.

Like a chess ``Move``, an action only *describes* an intention; ``Game.apply``
checks it against the rules and applies it. Actions are frozen dataclasses,
hashable and comparable, and turn into JSON for saved games:

>>> from hexstudio.hexgrid import Hex
>>> a = MoveStack(units=("us-1-16",), path=(Hex(3, 6), Hex(4, 5)))
>>> action_from_json(a.to_json()) == a
True

Adding an action (the combat engineer does this in ``engine/combat/``)::

    @register_action("declare_attack")
    @dataclass(frozen=True)
    class DeclareAttack(Action):
        attackers: tuple[str, ...]
        target: Hex

then ``register_handler(DeclareAttack, check, apply)`` in ``engine/game.py``.
Fields may be ``str``, ``int``, ``bool``, ``float``, ``Hex``, ``Hex | None``,
``tuple[str, ...]``, ``tuple[Hex, ...]``, or ``tuple[int, ...]``; anything else
needs its own ``to_json``/``from_json`` override.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from dataclasses import dataclass
from typing import Any, ClassVar

from hexstudio.hexgrid import Hex

_ACTIONS: dict[str, type[Action]] = {}


def register_action(name: str) -> Any:
    """Class decorator: give an action class its JSON name (unique)."""

    def deco(cls: type[Action]) -> type[Action]:
        if name in _ACTIONS and _ACTIONS[name] is not cls:
            raise ValueError(f"action name '{name}' is already used by {_ACTIONS[name].__name__}")
        _ACTIONS[name] = cls
        cls.action_name = name
        return cls

    return deco


def action_types() -> dict[str, type[Action]]:
    """Every registered action class by JSON name."""
    return dict(_ACTIONS)


@dataclass(frozen=True)
class Action:
    """Base of every action. ``answers``: decision kinds this action may answer."""

    action_name: ClassVar[str] = ""
    answers: ClassVar[frozenset[str]] = frozenset()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.action_name}
        for f in dataclasses.fields(self):
            out[f.name] = _encode(getattr(self, f.name))
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Action:
        hints = _hints(cls)
        kwargs = {}
        for f in dataclasses.fields(cls):
            if f.name not in data:
                if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING:
                    continue
                raise ValueError(f"action '{cls.action_name}' is missing '{f.name}'")
            kwargs[f.name] = _decode(data[f.name], hints[f.name], f"{cls.action_name}.{f.name}")
        return cls(**kwargs)

    def describe(self, game: Any = None) -> str:
        """The action in words, as the game log names things: units by name and
        hexes by their printed labels when ``game`` is given ("move of 745th Tank
        Battalion from 0406 to 0705"), never Python's reprs. Empty fields are left out."""
        w = lambda v: _words(v, game)  # noqa: E731
        if isinstance(self, MoveStack) and self.path:
            return f"move of {w(self.units)} from {w(self.path[0])} to {w(self.path[-1])}"
        if isinstance(self, EnterReinforcement):
            return f"entry of {w(self.unit)} at {w(self.hex)}"
        if isinstance(self, Choose):
            return f"answer '{self.option}'"
        parts = [f"{f.name.replace('_', ' ')} {w(getattr(self, f.name))}" for f in dataclasses.fields(self)
                 if getattr(self, f.name) not in (None, "", (), 0, False)]
        name = self.action_name.replace("_", " ")
        return f"{name}: {'; '.join(parts)}" if parts else name


def _words(value: Any, game: Any) -> str:
    """A field's value for ``Action.describe``: hex labels, unit names, lists joined."""
    if isinstance(value, Hex):
        try:
            return str(game.label(value)) if game is not None else f"({value.q}, {value.r})"
        except (AttributeError, ValueError, KeyError):
            return f"({value.q}, {value.r})"
    if isinstance(value, tuple):
        sep = " → " if value and all(isinstance(v, Hex) for v in value) else ", "
        return sep.join(_words(v, game) for v in value)
    if isinstance(value, str) and game is not None:
        unit = getattr(game, "unit_defs", {}).get(value)
        return unit.name if unit is not None and unit.name else value
    return str(value)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    """``typing.get_type_hints`` of an action class (it evaluates every annotation
    each time; a saved game reads a thousand actions)."""
    return typing.get_type_hints(cls)


def action_from_json(data: Any) -> Action:
    """Rebuild an action from ``to_json`` output. Raises ValueError naming the problem."""
    if not isinstance(data, dict) or not isinstance(data.get("action"), str):
        raise ValueError(f"not an action: {data!r:.80}")
    cls = _ACTIONS.get(data["action"])
    if cls is None:
        raise ValueError(f"unknown action '{data['action']}'")
    return cls.from_json(data)


def _encode(v: Any) -> Any:
    if isinstance(v, Hex):
        return [v.q, v.r]
    if isinstance(v, tuple | list):
        return [_encode(x) for x in v]
    return v


def _decode(v: Any, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is Hex:
        if isinstance(v, list | tuple) and len(v) == 2 and all(isinstance(x, int) for x in v):
            return Hex(v[0], v[1])
        raise ValueError(f"{where}: expected a hex [q, r], got {v!r:.40}")
    if origin in (typing.Union, types.UnionType):
        if v is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        return _decode(v, inner[0], where)
    if origin is tuple:
        if not isinstance(v, list | tuple):
            raise ValueError(f"{where}: expected a list, got {v!r:.40}")
        item = args[0] if args else Any
        return tuple(_decode(x, item, where) for x in v)
    if hint in (str, int, float, bool):
        if hint is float and isinstance(v, int) and not isinstance(v, bool):
            return float(v)
        if not isinstance(v, hint) or (hint is int and isinstance(v, bool)):
            raise ValueError(f"{where}: expected {hint.__name__}, got {v!r:.40}")
        return v
    return v


# --------------------------------------------------------------------------- core actions


@register_action("move")
@dataclass(frozen=True)
class MoveStack(Action):
    """Move units that share a hex along ``path`` (the start hex first).

    The stack moves at its slowest member and by its most restricted movement
    class. A path of two hexes is a one-hex step; a unit may move in several
    legs during its phase while it has MP left and has not been stopped by an
    enemy zone of control.
    """

    units: tuple[str, ...]
    path: tuple[Hex, ...]


@register_action("enter")
@dataclass(frozen=True)
class EnterReinforcement(Action):
    """Bring an arrived reinforcement onto the map at an entry hex, in its
    owner's movement phase. It may then move on with what MP remain."""

    unit: str
    hex: Hex


@register_action("end_phase")
@dataclass(frozen=True)
class EndPhase(Action):
    """Finish the current phase (a commit point: it cannot be undone)."""


@register_action("choose")
@dataclass(frozen=True)
class Choose(Action):
    """Answer the pending decision with one of its options."""

    option: str


@register_action("air_bonus")
@dataclass(frozen=True)
class UseAirBonus(Action):
    """Spend a once-per-game air-point bonus (Leyte: Japan +10 from turn 5),
    given by the ``air_bonus_once`` special rule."""

    side: str



@register_action("exit")
@dataclass(frozen=True)
class ExitMap(Action):
    """Take units off the map where a scenario rule lets them leave (an exit
    edge or zone: ``exit_map``; an evacuation port: ``evacuation``). They never
    come back."""

    units: tuple[str, ...]


@register_action("sea_move")
@dataclass(frozen=True)
class SeaMove(Action):
    """Carry a unit by sea from its coast hex to a landing hex (``sea_movement``
    special rule; Leyte 4.3, Peleliu). It may then move on with what MP remain."""

    unit: str
    hex: Hex
