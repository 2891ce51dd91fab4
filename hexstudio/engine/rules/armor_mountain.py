"""The combat side of ``armor_no_mountain_engagement`` (Sicily 5.1.2 obs, U65).

The core reads the rule (``specials.py``: ``game.no_engagement``, tags and
terrain) and keeps such units from moving next to enemy units in that
terrain. Here: they may not attack a hex of that terrain either, and an
engaged unit whose only adjacent enemies stand there is not obliged to
attack (``zoc.targets_left`` asks ``attack_barred``), so the phase can end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hexstudio.engine import registry
from hexstudio.engine.combat.actions import DeclareAttack
from hexstudio.engine.rules.base import terrain_at, unit_tags
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.game import Game
    from hexstudio.hexgrid import Hex


def attack_barred(game: Game, uid: str, target: Hex) -> bool:
    if not game.no_engagement or not game.grid.contains(target):
        return False
    tags = unit_tags(game, uid)
    here = terrain_at(game, target)
    return any(tags & t and here & terrain for t, terrain in game.no_engagement)


def _check(game: Game, a: DeclareAttack) -> str | None:
    barred = [u for u in a.attackers if u in game.unit_defs and attack_barred(game, u, a.target)]
    if barred:
        names = ", ".join(game.unit_defs[u].short or game.unit_defs[u].name for u in barred)
        return msg("{names} may not attack units in {hex}: armour does not engage in that terrain (Sicily 5.1.2 obs)", names=names, hex=game.label(a.target))
    return None


registry.register_action_check(DeclareAttack, _check)
