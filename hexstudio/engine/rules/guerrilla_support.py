"""Guerrillas and supporting fire (Leyte 11.0).

The ``guerrillas`` rule (flags read by ``specials.py``) takes the parameter
``support_only_stacked_with_nationality``: units flagged ``no_support``
(the guerrilla counters) receive no air or artillery support unless a unit
of that nationality shares their hex. Without the parameter a flagged unit
is never supported. The combat handlers ask ``stacked_exception`` through
``handlers.support_barred``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hexstudio.engine.rules.base import RuleParamError, named_rule, opt, units_param

if TYPE_CHECKING:
    from hexstudio.engine.game import Game


@named_rule("guerrillas", None)
def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    nat = opt("guerrillas", p, "support_only_stacked_with_nationality", str, None)
    if nat is not None and nat not in {n.id for n in game.scenario.nationalities}:
        raise RuleParamError(f"'guerrillas': 'support_only_stacked_with_nationality': no nationality '{nat}'")
    return {"units": frozenset(units_param(game, "guerrillas", p, "units")), "nationality": nat}


def stacked_exception(game: Game, uid: str) -> bool:
    """True if ``uid`` may be supported after all: a unit of the named nationality shares its hex."""
    from hexstudio.engine.rules.base import compiled

    st = game.state
    h = st.units[uid].hex
    if h is None:
        return False
    for rule in compiled(game, "guerrillas"):
        nat = rule["nationality"]
        if nat is None or (rule["units"] and uid not in rule["units"]):
            continue
        if any(o.id != uid and game.unit_defs[o.id].nationality == nat for o in st.units_at(h)):
            return True
    return False
