"""Units waiting for contact with friends (Leyte 4.4, Sicily 4.2.3 and 4.2.1).

A paratrooper that dropped, or a Commando that landed behind enemy lines,
carries ``awaiting_contact`` (may not move) and/or
``no_recovery_until_contact`` (may not recover losses) until another
friendly unit stands in its hex or next to it. Retreats after combat are not
moves, so they are never held back. The flags are set by ``paradrop`` and
``assault_landing`` and cleared here at every phase start and after every
move or entry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hexstudio.engine import registry
from hexstudio.engine.actions import EnterReinforcement, MoveStack, SeaMove
from hexstudio.engine.rules.base import in_contact
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

WAITING = ("awaiting_contact", "no_recovery_until_contact")


def _move_check(game: Game, uid: str) -> str | None:
    if "awaiting_contact" in game.state.units[uid].flags and not in_contact(game, uid):
        return msg("{name} may move only after friendly units have made contact with it", name=game.unit_defs[uid].name)
    return None


_WAITING = frozenset(WAITING)


def clear_contacts(game: Game, fx: Effects) -> None:
    for us in game.state.units.values():
        # After every move: the flag test first, it is the one that is nearly always false.
        if us.flags and not us.flags.isdisjoint(_WAITING) and us.status == "on_map" and in_contact(game, us.id):
            us.flags.difference_update(WAITING)
            fx.unit(us.id)
            fx.event("contact", unit=us.id)


def _after(game: Game, a: Any, fx: Effects) -> None:
    clear_contacts(game, fx)


registry.register_move_check(_move_check)
registry.register_phase_hook("start", clear_contacts)
for _t in (MoveStack, EnterReinforcement, SeaMove):
    registry.register_after_apply(_t, _after)
