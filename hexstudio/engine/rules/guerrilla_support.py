"""Guerrillas and supporting fire (Leyte 11.0).

The ``guerrillas`` rule (flags read by ``specials.py``) takes the parameter
``support_only_stacked_with_nationality``: units flagged ``no_support``
(the guerrilla counters) receive no air or artillery support unless a unit
of that nationality shares their hex. Without the parameter a flagged unit
is never supported. The combat handlers ask ``stacked_exception`` through
``handlers.support_barred``.

``zoc_applies_in_retreat`` (true): the guerrillas have no ZOC for movement,
but they do for retreats after combat ("exceto durante o recuo após
combate"): ``retreat_zoc`` adds their zones to the ones a retreating enemy
must avoid (they themselves always respect enemy ZOC when retreating).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hexstudio.engine.rules.base import RuleParamError, hex_set_param, named_rule, opt, units_param

if TYPE_CHECKING:
    from hexstudio.engine.game import Game


@named_rule("guerrillas", None)
def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    nat = opt("guerrillas", p, "support_only_stacked_with_nationality", str, None)
    if nat is not None and nat not in {n.id for n in game.scenario.nationalities}:
        raise RuleParamError(f"'guerrillas': 'support_only_stacked_with_nationality': no nationality '{nat}'")
    units = units_param(game, "guerrillas", p, "units")
    # Set-up and ownership are data (Leyte 12.1.5): check they agree with the rule.
    zone = hex_set_param(game, "guerrillas", p, "setup_hex_set")
    placed = {s.unit: game.grid.parse(s.hex) for s in game.scenario.setup}
    for uid in units:
        if zone is not None and uid in placed and placed[uid] not in zone:
            raise RuleParamError(f"'guerrillas': 'setup_hex_set': {uid} is set up outside it")
        owner = opt("guerrillas", p, "moved_by_side", str, None)
        if owner is not None and game.unit_side[uid] != owner:
            raise RuleParamError(f"'guerrillas': 'moved_by_side': {uid} belongs to {game.unit_side[uid]}, not {owner}")
    return {"units": frozenset(units), "nationality": nat,
            "retreat_zoc": opt("guerrillas", p, "zoc_applies_in_retreat", bool, False)}


def retreat_zoc(game: Game, side: str) -> frozenset:
    """Hexes next to guerrillas hostile to ``side`` whose ZOC counts in retreats."""
    from hexstudio.engine.rules.base import compiled
    from hexstudio.engine.zoc import zoc_of_hex

    out: set = set()
    for rule in compiled(game, "guerrillas"):
        if not rule["retreat_zoc"]:
            continue
        for uid in rule["units"]:
            us = game.state.units[uid]
            if us.side != side and us.status == "on_map" and us.hex is not None:
                out.update(zoc_of_hex(game, us.hex))
    return frozenset(out)


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
