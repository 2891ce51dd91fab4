"""Release turns (Monte Castelo 5.6, Table 4).

Rule ``release_turns``, params:

- ``field`` ("release_turn", the only reading): each unit's
  ``Unit.release_turn`` says from which turn it may move (the core's
  movement check refuses an unreleased unit);
- ``may_fight_before`` (true): unreleased units attack and defend from turn
  1; false refuses an attack by an unreleased unit;
- ``released_by_combat_result`` (true): a unit that a combat result moves
  (a retreat, a chain retreat, an advance) is released at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from hexstudio.engine import registry, rulebook
from hexstudio.engine.params import Flag, RuleParams, Text
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, opt
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

NAME = "release_turns"
MOVED_BY_COMBAT = ("retreat", "chain_retreat", "advance")



class ReleaseTurns(RuleParams):
    field: Literal["release_turn"] | None = None
    may_fight_before: Flag | None = Field(None, description="Default true.")
    released_by_combat_result: Flag | None = Field(None, description="Default true.")
    ref: Text | None = None


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    if opt(NAME, p, "field", str, "release_turn") != "release_turn":
        raise RuleParamError(f"'{NAME}': 'field' must be 'release_turn'")
    return {"fight": opt(NAME, p, "may_fight_before", bool, True),
            "by_combat": opt(NAME, p, "released_by_combat_result", bool, True)}


def _release_moved(game: Game, action: Any, fx: Effects) -> None:
    rules = compiled(game, NAME)
    if not rules or not any(r["by_combat"] for r in rules):
        return
    st = game.state
    for e in fx.events:
        if e.kind in MOVED_BY_COMBAT:
            us = st.units.get(e.data.get("unit", ""))
            if us is not None and not us.released:
                us.released = True
                fx.unit(us.id)
                fx.event("released", unit=us.id, why=msg("moved by a combat result (Monte Castelo 5.6)"))


def _attack_check(game: Game, action: Any) -> str | None:
    if any(r["fight"] for r in compiled(game, NAME)) or not compiled(game, NAME):
        return None
    for uid in action.attackers:
        us = game.state.units.get(uid)
        if us is not None and not us.released:
            return msg("{name} is not released yet and may not attack", name=game.unit_defs[uid].short or uid)
    return None


def _register() -> None:
    from hexstudio.engine.actions import Choose
    from hexstudio.engine.combat.actions import CommitDefence, DeclareAttack

    for t in (DeclareAttack, CommitDefence, Choose):
        registry.register_after_apply(t, _release_moved)
    registry.register_action_check(DeclareAttack, _attack_check)


_register()
RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("units move from their release turn; a combat result that moves a unit releases it"),
                       ("B14 Monte Castelo 5.6", "Table 4"),
                       params=ReleaseTurns)
