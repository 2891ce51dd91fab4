"""The combat actions a player submits (small frozen values, python-chess style)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from hexstudio.engine.actions import Action, register_action
from hexstudio.hexgrid import Hex


@register_action("declare_attack")
@dataclass(frozen=True)
class DeclareAttack(Action):
    """Attack every enemy unit in ``target`` with adjacent ``attackers``,
    supported by ``artillery`` in range and ``air_points`` (Leyte 5.1.1)."""

    target: Hex
    attackers: tuple[str, ...]
    artillery: tuple[str, ...] = ()
    air_points: int = 0


@register_action("commit_defence")
@dataclass(frozen=True)
class CommitDefence(Action):
    """The defender's support, committed after the attacker's (Leyte 5.1.1 obs).
    ``Choose("none")`` commits nothing."""

    answers: ClassVar[frozenset[str]] = frozenset({"commit_defence"})

    artillery: tuple[str, ...] = ()
    air_points: int = 0


@register_action("air_attack")
@dataclass(frozen=True)
class AirAttack(Action):
    """Air power alone on the bombardment table (Leyte 6.2). ``side`` only
    matters in a phase both sides play (Monte Castelo's bombardment stage)."""

    target: Hex
    points: int
    side: str = ""


@register_action("bombard")
@dataclass(frozen=True)
class Bombard(Action):
    """Artillery alone on the bombardment table ("bombardeio simples", Leyte 8.0)."""

    target: Hex
    artillery: tuple[str, ...]
    side: str = ""
