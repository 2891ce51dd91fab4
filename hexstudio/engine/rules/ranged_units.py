"""Ranged units that project their attack (Monte Castelo 6.2, U75).

Rule ``ranged_units``, params:

- ``types`` [unit type] (required): units of these types that print a range
  (AL) may add their attack value to a combat whose target hex is within
  that range, attacking or defending, even where artillery does not support
  ground combat (``rules.artillery.support`` false);
- ``uses`` ("range"), ``adds_attack_in`` (["attack", "defence"]: the roles
  in which they may fire), ``measured_to`` ("combat_hex").

Such a unit fires like artillery: once per phase, not if it attacks in the
same combat (the combat handlers' checks).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from hexstudio.engine import registry, rulebook
from hexstudio.engine.params import RuleParams, Text, UnitTypeId
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, opt, str_list
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

NAME = "ranged_units"



class RangedUnits(RuleParams):
    types: list[UnitTypeId] = Field(min_length=1)
    uses: Literal["range"] | None = None
    measured_to: Literal["combat_hex"] | None = None
    adds_attack_in: list[Literal["attack", "defence"]] | None = Field(None, description="Default both.")
    ref: Text | None = None


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    types = str_list(NAME, p, "types", required=True)
    bad = set(types) - set(game.unit_types)
    if bad:
        raise RuleParamError(f"'{NAME}': 'types' names unknown unit type(s) {', '.join(sorted(bad))}")
    if opt(NAME, p, "uses", str, "range") != "range":
        raise RuleParamError(f"'{NAME}': 'uses' must be 'range'")
    if opt(NAME, p, "measured_to", str, "combat_hex") != "combat_hex":
        raise RuleParamError(f"'{NAME}': 'measured_to' must be 'combat_hex'")
    roles = str_list(NAME, p, "adds_attack_in", ["attack", "defence"])
    if set(roles) - {"attack", "defence"}:
        raise RuleParamError(f"'{NAME}': 'adds_attack_in' may list 'attack' and 'defence' only")
    return {"types": frozenset(types), "roles": frozenset(roles)}


def may_project(game: Game, uid: str, role: str) -> bool:
    """Is ``uid`` a ranged unit of this rule that may fire in ``role``?"""
    t = game.unit_defs[uid].type
    return any(t in r["types"] and role in r["roles"] for r in compiled(game, NAME))


def support_allowed(game: Game, units: Sequence[str], role: str) -> bool:
    """May these units support a ``role`` combat here: artillery support is on, or all project by this rule."""
    if game.scenario.rules.artillery.support:
        return True
    return all(may_project(game, u, role) for u in units)


def _support_check(game: Game, uid: str, supported: Any, role: str) -> str | None:
    if role == "bombard" or game.scenario.rules.artillery.support or not compiled(game, NAME):
        return None
    if not may_project(game, uid, role):
        d = game.unit_defs[uid]
        return msg("{name} cannot add its attack from a distance in the {role} (Monte Castelo 6.2)", name=d.short or d.name,
                   role=msg("attack") if role == "attack" else msg("defence") if role == "defence" else role)
    return None


registry.register_support_check(_support_check)
RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("heavy weapons and armour with a range add their attack within range, attacking or defending"),
                       ("B14 Monte Castelo 6.2", "D (U75)"),
                       params=RangedUnits)
