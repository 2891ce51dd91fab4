"""What flood does to units in it (Reichswald 9.0).

Rule ``flood_effects``, params:

- ``terrain`` (required): the flood terrain id (base terrain or overlay);
- ``no_engagement`` (true): units in flood have no zone of control and no
  zone of control reaches into flood, so they neither engage nor are
  engaged; nor may they attack;
- ``no_recovery`` (true), ``island_villages_no_recovery`` (true): units in
  flood, or in a village (``island_terrain``, "village") whose every
  neighbour is flooded or listed in ``island_villages`` [label], never
  recover losses (read by ``allied_recovery``: ``in_flood``);
- ``retreat_into_destroys_tags`` [tag]: units with these tags that are not
  amphibious may not enter flood, so a retreat that could only go there
  destroys them (the terrain table must prohibit flood to their movement
  classes; the check refuses a catalogue that does not);
- ``stacking`` {"max": n, "infantry": {"formation", "max"}, "amphibious": n}:
  at most ``max`` units in a flood hex, of which at most ``infantry.max``
  infantry units of that formation and ``amphibious`` amphibious units.

The defender's column loss ("perde uma coluna", bombardment included) is the
flood terrain's negative combat value in the terrain catalogue; the check
refuses a catalogue where it is not negative.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field

from hexstudio.engine import registry, rulebook
from hexstudio.engine.params import Count, Flag, FormationId, HexLabel, Name, RuleParams, TerrainId, Text
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, need, opt, str_list
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.game import Game
    from hexstudio.engine.state import GameState
    from hexstudio.hexgrid import Hex

NAME = "flood_effects"



class InfantryStacking(RuleParams):
    formation: FormationId | None = None
    max: Count | None = None


class FloodStacking(RuleParams):
    max: Count | None = None
    infantry: InfantryStacking | None = None
    amphibious: Count | None = None


class FloodEffects(RuleParams):
    """See the module docstring."""

    terrain: TerrainId
    no_engagement: Flag | None = Field(None, description="Default true.")
    no_recovery: Flag | None = Field(None, description="Default true.")
    island_villages_no_recovery: Flag | None = Field(None, description="Default true.")
    island_villages: list[HexLabel] | None = None
    island_terrain: TerrainId | None = Field(None, description="Default 'village'.")
    retreat_into_destroys_tags: list[Name] | None = None
    stacking: FloodStacking | None = None
    ref: Text | None = None


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    flood = need(NAME, p, "terrain", str)
    t = next((t for t in game.scenario.terrain if t.id == flood), None)
    if t is None:
        raise RuleParamError(f"'{NAME}': 'terrain': the terrain catalogue has no '{flood}'")
    if t.combat >= 0:
        raise RuleParamError(f"'{NAME}': 'terrain': '{flood}' must have a negative combat value (the defender loses columns)")
    doomed = set(str_list(NAME, p, "retreat_into_destroys_tags"))
    from hexstudio.engine.terrain_costs import class_cost

    for ut in game.scenario.unit_types:
        if doomed & set(ut.tags) and "amphibious" not in ut.tags:
            c = class_cost(t.move, ut.movement_class)
            if c is None or not c.prohibited:
                raise RuleParamError(f"'{NAME}': 'retreat_into_destroys_tags': '{flood}' must be prohibited to"
                                     f" class {ut.movement_class} ({ut.id})")
    islands = frozenset(game.grid.parse(x) for x in str_list(NAME, p, "island_villages"))
    island_terrain = opt(NAME, p, "island_terrain", str, "village")
    stack = opt(NAME, p, "stacking", dict, {})
    inf = stack.get("infantry") or {}
    r = {
        "terrain": flood,
        "quiet": opt(NAME, p, "no_engagement", bool, True),
        "no_recovery": opt(NAME, p, "no_recovery", bool, True),
        "islands": islands,
        "island_rule": opt(NAME, p, "island_villages_no_recovery", bool, True),
        "island_terrain": island_terrain,
        "max": stack.get("max"),
        "inf_formation": inf.get("formation"),
        "inf_max": inf.get("max"),
        "amph_max": stack.get("amphibious"),
    }
    if r["quiet"]:
        game.zoc_free_terrain = frozenset({*getattr(game, "zoc_free_terrain", frozenset()), flood})  # type: ignore[attr-defined]
    return r


def _flooded(game: Game, h: Hex, r: dict[str, Any]) -> bool:
    return r["terrain"] == game.view.terrain(h) or r["terrain"] in game.view.features(h)


def _island(game: Game, h: Hex, r: dict[str, Any]) -> bool:
    """A village ringed by flood: every neighbour on the map is flooded (or listed in ``island_villages``)."""
    if not r["island_rule"]:
        return False
    if h in r["islands"]:
        return True
    if r["island_terrain"] not in (game.view.terrain(h), *game.view.features(h)):
        return False
    around = [n for n in h.neighbours() if game.view.in_play(n)]
    return bool(around) and all(_flooded(game, n, r) for n in around)


def in_flood(game: Game, uid: str) -> bool:
    """Is the unit in flood (or an island village) where this rule forbids recovery?"""
    us = game.state.units[uid]
    if us.hex is None:
        return False
    return any(r["no_recovery"] and (_flooded(game, us.hex, r) or _island(game, us.hex, r)) for r in compiled(game, NAME))


def _flood_hexes(game: Game, terrain: str) -> frozenset[Hex]:
    """The hexes in play flooded (``_flooded``) on the map as it stands; remembered
    per map (a movement search asks the stacking rules about every hex it reaches)."""
    cache: dict[Any, frozenset[Hex]] = game.__dict__.setdefault("_flood_hexes", {})
    key = (tuple(game.state.map_events), terrain)
    got = cache.get(key)
    if got is None:
        view = game.view
        got = cache[key] = frozenset(h for h in game.costs.hexes if terrain == view.terrain(h) or terrain in view.features(h))
    return got


def _flooded_indexes(game: Game) -> frozenset[int]:
    """Map indexes of the hexes in play where ``_stacking`` may object: flooded ones."""
    index = game.costs.index
    return frozenset(index[h] for r in compiled(game, NAME) for h in _flood_hexes(game, r["terrain"]))


def _flood_table(game: Game) -> tuple[Any, list[tuple[dict[str, Any], frozenset[Hex]]]]:
    """(the map as it stands, each rule with its ``_flood_hexes``): kept per map, as
    ``_stacking`` is asked about many hexes by a movement search."""
    cm = game.costs
    got = game.__dict__.get("_flood_table")
    if got is None or got[0] is not cm:
        got = game.__dict__["_flood_table"] = (cm, [(r, _flood_hexes(game, r["terrain"])) for r in compiled(game, NAME)])
    return got


def _stacking(game: Game, state: GameState, h: Hex, total: list[str]) -> str | None:
    cm, rules = _flood_table(game)
    if not rules:
        return None
    in_play = h in cm.index
    for r, flooded in rules:
        if not (h in flooded if in_play else _flooded(game, h, r)):
            continue
        # The hex's label only for a refusal (a movement search asks about many hexes).
        if r["max"] is not None and len(total) > r["max"]:
            return msg("at most {max} units in the flood at {where} (Reichswald 9.0)", max=r['max'], where=game.label(h))
        if r["inf_max"] is not None:
            inf = [u for u in total if _flood_infantry(game, u, r)]
            if len(inf) > r["inf_max"]:
                return msg("at most {inf_max} infantry unit(s) of {inf_formation} in the flood at {where}", inf_max=r['inf_max'], inf_formation=r['inf_formation'], where=game.label(h))
        if r["amph_max"] is not None:
            amph = [u for u in total if _amphibious(game, u)]
            if len(amph) > r["amph_max"]:
                return msg("at most {amph_max} amphibious unit(s) in the flood at {where}", amph_max=r['amph_max'], where=game.label(h))
    return None


def _flood_infantry(game: Game, uid: str, r: dict[str, Any]) -> bool:
    """Does the unit count against the rule's limit of infantry of one formation?"""
    d = game.unit_defs[uid]
    return d.formation == r["inf_formation"] and "infantry" in game.unit_types[d.type].tags


def _amphibious(game: Game, uid: str) -> bool:
    return "amphibious" in game.unit_types[game.unit_defs[uid].type].tags


def _stacking_kind(game: Game, uid: str) -> tuple[tuple[bool, bool], ...]:
    """What ``_stacking`` reads of a unit besides counting it: per rule, whether
    it is infantry of the limited formation and whether it is amphibious."""
    return tuple((_flood_infantry(game, uid, r), _amphibious(game, uid)) for r in compiled(game, NAME))


def _attack_check(game: Game, action: Any) -> str | None:
    for r in compiled(game, NAME):
        if not r["quiet"]:
            continue
        for uid in action.attackers:
            us = game.state.units.get(uid)
            if us is not None and us.hex is not None and _flooded(game, us.hex, r):
                return msg("{name} is in the flood at {hex} and may not engage (Reichswald 9.0)", name=game.unit_defs[uid].short or uid, hex=game.label(us.hex))
    return None


def _register() -> None:
    from hexstudio.engine.combat.actions import DeclareAttack

    registry.register_action_check(DeclareAttack, _attack_check)
    registry.register_stacking_check(_stacking, active=lambda game: bool(compiled(game, NAME)), where=_flooded_indexes,
                                     kind=_stacking_kind)


_register()
RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("units in flood neither engage nor recover; flood stacking; armour and artillery cannot retreat into it"),
                       ("B14 Reichswald 9.0",),
                       params=FloodEffects)
