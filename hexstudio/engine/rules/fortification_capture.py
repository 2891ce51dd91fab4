"""Fortifications destroyed when their hex is conquered (Monte Castelo 6.3.6).

Rule ``fortification_removed_on_capture``, params:

- ``feature`` (required): the overlay id of the fortification;
- ``hex_set`` (required): the map's fortification hexes;
- ``shift`` (1): the column the fortification gives the defence; it must be
  the feature's combat value in the terrain catalogue (that is what gives
  the shift, so a different value here would be a silent contradiction).

A fortification falls when a side other than the one holding the hex at the
start of the game takes control of it (a move, an advance after combat, a
retreat or an arrival), with or without combat: the overlay leaves the map
(a map event, so undo and replay restore it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field

from hexstudio.engine import registry, rulebook
from hexstudio.engine.control import holder
from hexstudio.engine.map_events import _apply as apply_map_event
from hexstudio.engine.params import Columns, HexSetId, RuleParams, TerrainId, Text
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, hex_set_param, need, opt
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

NAME = "fortification_removed_on_capture"
HOLDERS = "rules.fortification_holders"  # state.extra: label -> side holding it at the start



class FortificationRemovedOnCapture(RuleParams):
    feature: TerrainId
    hex_set: HexSetId
    shift: Columns | None = Field(None, description="The feature's combat value, restated (default 1).")
    ref: Text | None = None


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    feature = need(NAME, p, "feature", str)
    t = next((t for t in game.scenario.terrain if t.id == feature), None)
    if t is None:
        raise RuleParamError(f"'{NAME}': 'feature': the terrain catalogue has no '{feature}'")
    shift = opt(NAME, p, "shift", int, 1)
    if shift != t.combat:
        raise RuleParamError(f"'{NAME}': 'shift' is {shift} but the catalogue gives '{feature}' a combat value of {t.combat}")
    hexes = hex_set_param(game, NAME, p, "hex_set", required=True) or frozenset()
    keys = {}
    for h in sorted(hexes):
        label = game.label(h)
        if feature not in game._base_view.features(h):
            raise RuleParamError(f"'{NAME}': hex {label} of '{p['hex_set']}' has no '{feature}'")
        key = f"{NAME}:{label}"
        game.map_event_defs[key] = {"kind": "features_off", "hexes": [h], "feature": feature, "turn": None,
                                    "roll_turn": None}
        keys[h] = key
    return {"keys": keys}


def _note_holders(game: Game, fx: Effects) -> None:
    st = game.state
    if HOLDERS in st.extra or not compiled(game, NAME):
        return
    holders = {}
    for r in compiled(game, NAME):
        for h in r["keys"]:
            side = st.occupant_side(h) or holder(game, h)
            if side is not None:
                holders[game.label(h)] = side
    st.extra[HOLDERS] = holders


def _check_captures(game: Game, action: Any, fx: Effects) -> None:
    st = game.state
    holders = st.extra.get(HOLDERS)
    if holders is None:
        return
    for r in compiled(game, NAME):
        for h, key in r["keys"].items():
            if key in st.map_events:
                continue
            was = holders.get(game.label(h))
            now = holder(game, h)
            if now is not None and was is not None and now != was:
                apply_map_event(game, key, fx)
                fx.event("fortification_destroyed", hex=game.label(h), by=now)


def _register() -> None:
    from hexstudio.engine.actions import Choose, EnterReinforcement, MoveStack
    from hexstudio.engine.combat.actions import CommitDefence, DeclareAttack

    registry.register_phase_hook("start", _note_holders)
    for t in (MoveStack, Choose, EnterReinforcement, DeclareAttack, CommitDefence):
        registry.register_after_apply(t, _check_captures)


_register()
RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("a fortification is destroyed when its hex is conquered, with or without combat"),
                       ("B14 Monte Castelo 6.3.6",),
                       params=FortificationRemovedOnCapture)
