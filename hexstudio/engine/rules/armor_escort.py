"""Tanks enter fortifications only with infantry or engineers (Reichswald 4.1.1 obs).

Rule ``armor_needs_escort``, params:

- ``side`` (required), ``terrain`` [terrain or overlay id] (required),
  ``tags`` [tag] (the units that need an escort, e.g. ["armored"]),
  ``escort_tags`` [tag] (e.g. ["infantry", "engineer"]).

A move of a stack holding such a unit into a hex of that terrain is refused
unless the stack also holds a unit with an escort tag, or one already stands
in that hex ("who are assumed to fill the anti-tank ditch"). A unit that is
its own escort (an armoured engineer) needs none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field

from hexstudio.engine import registry, rulebook
from hexstudio.engine.params import Name, RuleParams, SideId, TerrainId, Text
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, side_param, str_list, terrain_at, unit_tags
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

NAME = "armor_needs_escort"



class ArmorNeedsEscort(RuleParams):
    side: SideId
    terrain: list[TerrainId] = Field(min_length=1)
    tags: list[Name] = Field(min_length=1)
    escort_tags: list[Name] = Field(min_length=1)
    ref: Text | None = None


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    terrain = str_list(NAME, p, "terrain", required=True)
    bad = set(terrain) - {t.id for t in game.scenario.terrain}
    if bad:
        raise RuleParamError(f"'{NAME}': 'terrain' names unknown terrain {', '.join(sorted(bad))}")
    return {"side": side_param(game, NAME, p), "terrain": frozenset(terrain),
            "tags": frozenset(str_list(NAME, p, "tags", required=True)),
            "escort": frozenset(str_list(NAME, p, "escort_tags", required=True))}


def escort_problem(game: Game, units: tuple[str, ...], path: tuple[Any, ...]) -> str | None:
    st = game.state
    for r in compiled(game, NAME):
        if not units or st.units[units[0]].side != r["side"]:
            continue
        tanks = [u for u in units if unit_tags(game, u) & r["tags"] and not unit_tags(game, u) & r["escort"]]
        if not tanks or any(unit_tags(game, u) & r["escort"] for u in units):
            continue
        for h in path[1:]:
            if not terrain_at(game, h) & r["terrain"]:
                continue
            if any(unit_tags(game, o.id) & r["escort"] for o in st.units_at(h) if o.side == r["side"]):
                continue
            name = game.unit_defs[tanks[0]].short or tanks[0]
            return msg("{name} may enter {hex} only together with infantry or engineers (Reichswald 4.1.1)", name=name, hex=game.label(h))
    return None


def _closed(game: Game, state: Any, ids: tuple[str, ...], side: str) -> dict[Any, str]:
    out: dict[Any, str] = {}
    for r in compiled(game, NAME):
        if side != r["side"] or any(unit_tags(game, u) & r["escort"] for u in ids):
            continue
        tanks = [u for u in ids if unit_tags(game, u) & r["tags"]]
        if not tanks:
            continue
        name = game.unit_defs[tanks[0]].short or tanks[0]
        # The same sentences for every query: kept (the hex labels cost more than the test).
        said: dict[Any, str] = game.__dict__.setdefault("_escort_reasons", {})
        at = state.units.at
        for h in _hexes_of(game, r["terrain"]):
            if not any(unit_tags(game, o.id) & r["escort"] for o in at(h) if o.side == side):
                why = said.get((name, h))
                if why is None:
                    why = said[(name, h)] = msg("{name} may enter {hex} only together with infantry or engineers (Reichswald 4.1.1)", name=name, hex=game.label(h))
                out[h] = why
    return out


def _closed_kind(game: Game, ids: tuple[str, ...], side: str) -> tuple[int, ...] | None:
    """Which of the rules close hexes to this stack (``registry.register_closed_hexes``):
    every stack of tanks without an escort gets the same hexes of a rule, those
    where no escort of its side stands."""
    got = tuple(n for n, r in enumerate(compiled(game, NAME))
                if side == r["side"] and not any(unit_tags(game, u) & r["escort"] for u in ids)
                and any(unit_tags(game, u) & r["tags"] for u in ids))
    return got or None


def _hexes_of(game: Game, terrain: frozenset[str]) -> list[Any]:
    """Hexes with one of these terrains or features on the map as it stands;
    remembered per map (a reach asks for every tank stack, every move)."""
    cache: dict[Any, list[Any]] = game.__dict__.setdefault("_escort_hexes", {})
    key = (tuple(game.state.map_events), terrain)
    got = cache.get(key)
    if got is None:
        got = cache[key] = [h for h in game.costs.hexes if terrain_at(game, h) & terrain]
    return got


def _move_check(game: Game, action: Any) -> str | None:
    return escort_problem(game, tuple(action.units), tuple(action.path))


def _register() -> None:
    from hexstudio.engine.actions import MoveStack

    registry.register_action_check(MoveStack, _move_check)
    registry.register_closed_hexes(_closed, kind=_closed_kind)


_register()
RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("armour enters some terrain (fortifications) only together with infantry or engineers"),
                       ("B14 Reichswald 4.1.1",),
                       params=ArmorNeedsEscort)
