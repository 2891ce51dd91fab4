"""Suppression (Monte Castelo 7.2, Table 3 "S" and "B+S").

Rule ``suppression``, params (the book's reading is the only one the engine
plays, so other values are refused rather than silently ignored):

- ``halve`` (["attack", "defence", "movement"]), ``round`` ("up"),
  ``minimum`` (1): a suppressed unit's values are halved so (the core's
  ``values.current_values``);
- ``reduced_and_suppressed`` ("quarter_of_printed"): a reduced unit halves
  its reduced values again ("metade da metade");
- ``removed`` ("preparation" | "turn_start"): the markers come off at the
  start of the next preparation stage (and in any case at the start of a
  turn, as the core does).

A bombardment result with ``suppress`` marks every unit of the hex.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from hexstudio.engine import registry, rulebook
from hexstudio.engine.params import RuleParams, Text
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, opt, str_list
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

NAME = "suppression"



class Suppression(RuleParams):
    halve: list[Literal["attack", "defence", "movement"]] | None = None
    round: Literal["up"] | None = None
    minimum: Literal[1] | None = None
    reduced_and_suppressed: Literal["quarter_of_printed"] | None = None
    removed: Literal["preparation", "turn_start"] | None = Field(None, description="Default preparation.")
    ref: Text | None = None


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    if sorted(str_list(NAME, p, "halve", ["attack", "defence", "movement"])) != ["attack", "defence", "movement"]:
        raise RuleParamError(f"'{NAME}': 'halve' must list attack, defence and movement (the book's reading)")
    if opt(NAME, p, "round", str, "up") != "up":
        raise RuleParamError(f"'{NAME}': 'round' must be 'up'")
    if opt(NAME, p, "minimum", int, 1) != 1:
        raise RuleParamError(f"'{NAME}': 'minimum' must be 1")
    if opt(NAME, p, "reduced_and_suppressed", str, "quarter_of_printed") != "quarter_of_printed":
        raise RuleParamError(f"'{NAME}': 'reduced_and_suppressed' must be 'quarter_of_printed'")
    removed = opt(NAME, p, "removed", str, "preparation")
    if removed not in ("preparation", "turn_start"):
        raise RuleParamError(f"'{NAME}': 'removed' must be 'preparation' or 'turn_start'")
    return {"removed": removed}


def _clear_at_preparation(game: Game, fx: Effects) -> None:
    if not any(r["removed"] == "preparation" for r in compiled(game, NAME)):
        return
    for us in game.state.units.values():
        if us.suppressed:
            us.suppressed = False
            fx.unit(us.id)
            fx.event("suppression_removed", unit=us.id)


registry.register_phase_hook("start", _clear_at_preparation, ["preparation"])
RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("suppressed units have half attack, defence and movement until the next preparation stage"),
                       ("B14 Monte Castelo 7.2", "Table 3"),
                       params=Suppression)
