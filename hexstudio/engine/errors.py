"""Why an action was refused.

Every refusal is an ``IllegalAction`` (or a subclass) whose message is a
sentence a player understands: "enemy zone of control at 0905 stops the move",
"not enough MP: needs 9, has 8". The board shows it as the tooltip of a
forbidden hex, the command line prints it.

Write the sentence with ``hexstudio.engine.text.msg("... {x} ...", x=...)``:
it stays the English string, and the play mode shows it in the player's
language (``python -m hexstudio.app.engine_text --update`` collects the
templates for translation).

Add a subclass when a caller may want to react to one kind of refusal
differently (the GUI greys out a button for ``NotYourPhase``); otherwise raise
``IllegalAction`` itself with a good sentence.
"""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules do not allow now. ``reason`` is the human sentence."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class NotYourPhase(IllegalAction):
    """The action belongs to another phase or to the other player."""


class DecisionPending(IllegalAction):
    """A player must first answer the question the rules asked (``state.pending``)."""


class UnreachableHex(IllegalAction):
    """A move whose destination (or a step of its path) cannot be reached."""


class UnknownUnit(IllegalAction):
    """An action names a unit the scenario does not have."""


class StackingViolation(IllegalAction):
    """Too many units (or the wrong mix) would end in one hex."""


class ObligationUnmet(IllegalAction):
    """The phase cannot end yet: a rule obliges the player to do something first
    (engaged units that must attack, reinforcements that must enter)."""


class GameOver(IllegalAction):
    """The game has ended; nothing more can be played."""


class ReplayError(Exception):
    """A saved game that cannot be loaded or does not replay to the saved state."""
