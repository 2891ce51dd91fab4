"""The encircled retreat of the family (Reichswald 5.3.3, Leyte 5.3.3; RULES A4.8.5-6).

Rule ``encircled_retreat``, params (the book's reading; the retreat machine
in ``combat/resolve.py`` plays it when ``rules.retreat.encircled`` is
"family" and ``rules.retreat.sheltered`` is "reduced_only", which this rule
requires so the data cannot say one thing and the engine do another):

- ``second_retreat`` (true): an encircled unit retreats a second hex;
- ``step_loss`` (true): and every such unit takes a loss;
- ``second_hex_in_zoc`` ("eliminated"): if the second hex is in enemy ZOC
  too, the unit is eliminated;
- ``reduced_in_combat`` ("eliminated_unless_through_friendly"): a unit
  already reduced in that combat is eliminated unless it retreats through a
  friendly-occupied hex (then no loss on the second move).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from hexstudio.engine import rulebook
from hexstudio.engine.params import RuleParams, Text
from hexstudio.engine.rules.base import RULES, RuleParamError, opt
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

NAME = "encircled_retreat"
_READING = {"second_retreat": True, "step_loss": True, "second_hex_in_zoc": "eliminated",
            "reduced_in_combat": "eliminated_unless_through_friendly"}



class EncircledRetreat(RuleParams):
    """The only reading the engine plays (Reichswald 5.3.3); each value is checked."""

    second_retreat: Literal[True] | None = None
    step_loss: Literal[True] | None = None
    second_hex_in_zoc: Literal["eliminated"] | None = None
    reduced_in_combat: Literal["eliminated_unless_through_friendly"] | None = None
    ref: Text | None = None


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    for key, want in _READING.items():
        got = opt(NAME, p, key, type(want), want)
        if got != want:
            raise RuleParamError(f"'{NAME}': '{key}' must be {want!r} (the only reading the engine plays)")
    r = game.scenario.rules.retreat
    if r.encircled != "family" or r.sheltered != "reduced_only":
        raise RuleParamError(f"'{NAME}': needs rules.retreat.encircled 'family' and rules.retreat.sheltered"
                             f" 'reduced_only', not {r.encircled!r} and {r.sheltered!r}")
    return dict(_READING)


RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("an encircled unit retreats two hexes and takes a loss; eliminated if the second is in enemy ZOC"),
                       ("B14 Reichswald 5.3.3", "A4.8.5"),
                       params=EncircledRetreat)
