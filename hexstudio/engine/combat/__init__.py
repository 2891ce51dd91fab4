"""Combat rules: odds, column shifts, the CRT, bombardment, previews, and the
actions and decisions of a combat phase.

The pure parts (``odds``, ``shifts``, ``crt``, ``bombard``, ``values``,
``preview``, ``modifiers``) take plain numbers and scenario tables, so they
are tested against the books' worked examples without a game in progress.
``situation`` reads a game state into those inputs; ``handlers`` registers
the actions with the core ``Game`` when this package is imported (the Game
imports it as a plugin); ``resolve`` carries out a result one step and one
player choice (``state.pending``) at a time; ``retreat`` and ``losses`` are
its helpers.

For the UI::

    preview = combat_preview(game, DeclareAttack(target, ("us-1-16",), ("us-7fa",), 3))
    preview.describe()              # totals, odds, every shift with its rule, chances
    game.apply(DeclareAttack(...))  # then answer game.state.pending with Choose(...)
"""

from hexstudio.engine.combat import handlers as _handlers
from hexstudio.engine.combat.actions import AirAttack, Bombard, CommitDefence, DeclareAttack
from hexstudio.engine.combat.handlers import bombard_preview, combat_preview

__all__ = ["AirAttack", "Bombard", "CommitDefence", "DeclareAttack", "bombard_preview", "combat_preview"]
del _handlers
