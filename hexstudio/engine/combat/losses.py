"""Step losses and eliminations (Leyte 7.0; Monte Castelo 7.1).

A step loss flips the counter; the last step eliminates it. "Eliminated"
results (DE, AE, EMP) remove the unit whatever its step. Units flagged
``no_losses`` (Peleliu's naval counter) ignore losses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game


def can_take_losses(game: Game, uid: str) -> bool:
    return "no_losses" not in game.unit_defs[uid].flags and "no_losses" not in game.state.units[uid].flags


def eliminate(game: Game, uid: str, fx: Effects, reason: str) -> None:
    """Remove a unit from the map for good."""
    us = game.state.units[uid]
    if us.status != "on_map":
        return
    fx.unit(uid)
    fx.event("eliminated", unit=uid, hex=game.label(us.hex) if us.hex else None, reason=reason)
    us.status = "eliminated"
    us.hex = None
    us.steps_lost = game.unit_defs[uid].steps


def step_loss(game: Game, uid: str, fx: Effects, reason: str) -> bool:
    """One step loss; True if it eliminated the unit."""
    us = game.state.units[uid]
    if us.status != "on_map" or not can_take_losses(game, uid):
        return False
    us.steps_lost += 1
    fx.unit(uid)
    if us.steps_lost >= game.unit_defs[uid].steps:
        eliminate(game, uid, fx, msg("{reason} (last step)", reason=reason))
        return True
    fx.event("step_loss", unit=uid, hex=game.label(us.hex) if us.hex else None, steps_lost=us.steps_lost, reason=reason)
    return False
