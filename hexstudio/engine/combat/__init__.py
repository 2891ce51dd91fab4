"""Combat rules: odds, column shifts, the CRT, bombardment, previews and
(once wired into the game) the actions and decisions of a combat phase.

The pure parts (``odds``, ``shifts``, ``crt``, ``bombard``, ``values``,
``preview``) take plain numbers and scenario tables, so they can be tested
against the books' worked examples without a game in progress.
"""

from hexstudio.engine.combat import handlers as _handlers
from hexstudio.engine.combat.actions import AirAttack, Bombard, CommitDefence, DeclareAttack
from hexstudio.engine.combat.handlers import bombard_preview, combat_preview

__all__ = ["AirAttack", "Bombard", "CommitDefence", "DeclareAttack", "bombard_preview", "combat_preview"]
del _handlers
