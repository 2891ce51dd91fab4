"""Loss recovery by large units (Reichswald 7.0, U58).

Rule ``allied_recovery`` (it replaces ``rules.losses.recovery``, which must
then be "none" so nothing recovers twice), params:

- ``side`` (required): only this side recovers;
- ``formations`` [formation id] (required): the large units that recover
  (infantry divisions, armoured brigades); ``by_formation_levels`` [level]
  (documentation of which levels those are; every listed formation must
  be of one of them);
- ``from_loss`` (2): a large unit recovers only once it has lost this many
  steps in all (its eliminated units count all their steps);
- ``per_formation_per_turn`` (1): recoveries per large unit per turn;
  ``division_all_three_brigades_reduced`` (2): a division with a loss in
  each of three or more of its brigades recovers this many per turn;
- ``pick`` ("westernmost"): the unit recovered is the one nearest the west
  edge; between equally westernmost units the player chooses (an
  ``allied_recovery`` decision, answered before the turn ends);
- ``unengaged_and_unmoved`` (true): only a unit that was not engaged during
  the turn and did not move recovers; ``wait_if_all_engaged`` (true): a
  large unit whose units on the map are all engaged recovers nothing;
- ``not_in_terrain`` [terrain]: units in such terrain never recover (and
  none in flood or island villages under ``flood_effects``);
- ``extra_per_turn`` {"formation", "count"}: that formation (the 79th
  Armoured Division) also recovers ``count`` unit(s) a turn, by the same
  conditions.

Recovery happens at the end of the turn (when its last phase ends), one step
per recovered unit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from hexstudio.engine import registry, rulebook
from hexstudio.engine.decisions import Decision, ask, register_decision
from hexstudio.engine.params import Flag, FormationId, Positive, RuleParams, SideId, TerrainId, Text
from hexstudio.engine.rules.base import RULES, RuleParamError, compiled, opt, side_param, str_list
from hexstudio.engine.text import msg

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

NAME = "allied_recovery"



class ExtraPerTurn(RuleParams):
    formation: FormationId
    count: Positive | None = Field(None, description="Default 1.")


class AlliedRecovery(RuleParams):
    """See the module docstring."""

    side: SideId
    formations: list[FormationId] = Field(min_length=1)
    by_formation_levels: list[Literal["company", "battalion", "regiment", "brigade", "division", "corps", "army"]] | None = None
    from_loss: Positive | None = Field(None, description="Default 2.")
    per_formation_per_turn: Positive | None = Field(None, description="Default 1.")
    division_all_three_brigades_reduced: Positive | None = Field(None, description="Default 1.")
    pick: Literal["westernmost"] | None = None
    unengaged_and_unmoved: Flag | None = Field(None, description="Default true.")
    wait_if_all_engaged: Flag | None = Field(None, description="Default true.")
    not_in_terrain: list[TerrainId] | None = None
    extra_per_turn: ExtraPerTurn | None = None
    ref: Text | None = None


def _compile(game: Game, p: dict[str, Any]) -> dict[str, Any]:
    if game.scenario.rules.losses.recovery != "none":
        raise RuleParamError(f"'{NAME}': replaces rules.losses.recovery, which must be 'none' (not"
                             f" {game.scenario.rules.losses.recovery!r}), or losses would be recovered twice")
    forms = {f.id: f for f in game.scenario.formations}
    listed = str_list(NAME, p, "formations", required=True)
    levels = set(str_list(NAME, p, "by_formation_levels"))
    for fid in listed:
        if fid not in forms:
            raise RuleParamError(f"'{NAME}': 'formations' names an unknown formation '{fid}'")
        if levels and forms[fid].level.value not in levels:
            raise RuleParamError(f"'{NAME}': 'formations': {fid} is a {forms[fid].level.value}, not one of 'by_formation_levels'")
    if opt(NAME, p, "pick", str, "westernmost") != "westernmost":
        raise RuleParamError(f"'{NAME}': 'pick' must be 'westernmost'")
    extra = opt(NAME, p, "extra_per_turn", dict, None)
    if extra is not None and extra.get("formation") not in forms:
        raise RuleParamError(f"'{NAME}': 'extra_per_turn' names an unknown formation {extra.get('formation')!r}")
    return {
        "side": side_param(game, NAME, p),
        "formations": listed,
        "from_loss": opt(NAME, p, "from_loss", int, 2),
        "per_turn": opt(NAME, p, "per_formation_per_turn", int, 1),
        "three_brigades": opt(NAME, p, "division_all_three_brigades_reduced", int, 1),
        "quiet_only": opt(NAME, p, "unengaged_and_unmoved", bool, True),
        "wait": opt(NAME, p, "wait_if_all_engaged", bool, True),
        "terrain": frozenset(str_list(NAME, p, "not_in_terrain")),
        "extra": None if extra is None else {"formation": extra["formation"], "count": extra.get("count", 1)},
    }


def members(game: Game, fid: str) -> list[str]:
    """Units of a formation and of the formations under it."""
    forms = game.scenario.formations
    below = {fid}
    grew = True
    while grew:
        more = {f.id for f in forms if f.parent in below} - below
        grew = bool(more)
        below |= more
    return [u.id for u in game.scenario.units if u.formation in below]


def _lost(game: Game, uid: str) -> int:
    us = game.state.units[uid]
    if us.status == "eliminated":
        return game.unit_defs[uid].steps
    return us.steps_lost


def _west(game: Game, uid: str) -> tuple[float, str]:
    h = game.state.units[uid].hex
    assert h is not None
    return game.grid.center(h)[0], game.label(h)


def _may_recover(game: Game, r: dict[str, Any], uid: str, moved: set[str]) -> bool:
    from hexstudio.engine.rules.flood_effects import in_flood
    from hexstudio.engine.zoc import enemy_zoc

    us = game.state.units[uid]
    if us.status != "on_map" or us.hex is None or us.steps_lost <= 0:
        return False
    if r["quiet_only"] and ("engaged_this_turn" in us.flags or uid in moved or us.hex in enemy_zoc(game, game.state, us.side)):
        return False
    if r["terrain"] & {game.view.terrain(us.hex), *game.view.features(us.hex)}:
        return False
    return not in_flood(game, uid)


def recover(game: Game, fx: Effects) -> None:
    """Run the rule's recoveries now (the end-of-turn hook calls this)."""
    from hexstudio.engine.combat.named import moved_this_turn

    st = game.state
    moved = moved_this_turn(game)
    for r in compiled(game, NAME):
        pools: list[tuple[str, int, bool]] = []  # (formation, how many, needs from_loss)
        for fid in r["formations"]:
            pools.append((fid, r["per_turn"], True))
        if r["extra"]:
            pools.append((r["extra"]["formation"], int(r["extra"].get("count", 1)), False))
        for fid, count, threshold in pools:
            units = [u for u in members(game, fid) if game.unit_side[u] == r["side"]]
            if threshold and sum(_lost(game, u) for u in units) < r["from_loss"]:
                continue
            on_map = [u for u in units if st.units[u].status == "on_map"]
            if r["wait"] and on_map and all("engaged_this_turn" in st.units[u].flags for u in on_map):
                continue
            if threshold:
                brigades = {game.unit_defs[u].formation for u in units if game.unit_defs[u].size.value == "brigade"
                            and _lost(game, u) > 0}
                if len(brigades) >= 3 or len([u for u in units if game.unit_defs[u].size.value == "brigade" and _lost(game, u) > 0]) >= 3:
                    count = max(count, r["three_brigades"])
            ready = sorted((u for u in on_map if _may_recover(game, r, u, moved)), key=lambda u: _west(game, u))
            if len(ready) <= count:
                sure, tied = ready, []
            else:
                # Units as far west as the last one recovered tie: the player chooses among them.
                edge = _west(game, ready[count - 1])[0]
                sure = [u for u in ready if _west(game, u)[0] < edge]
                tied = [u for u in ready if _west(game, u)[0] == edge]
            for uid in sure:
                _recover(game, uid, fid, fx)
            left = count - len(sure)
            if tied and left >= len(tied):
                for uid in tied:
                    _recover(game, uid, fid, fx)
            elif tied and left > 0:
                _ask(game, r["side"], fid, tied, left)


def _recover(game: Game, uid: str, fid: str, fx: Effects) -> None:
    game.state.units[uid].steps_lost -= 1
    fx.unit(uid)
    fx.event("recovered", unit=uid, formation=fid, why=msg("westernmost unit of its large unit (Reichswald 7.0)"))


def _ask(game: Game, side: str, fid: str, tied: list[str], left: int) -> None:
    form = next(f for f in game.scenario.formations if f.id == fid)
    ask(game, Decision(NAME, side, tuple(tied),
                       msg("{formation} recovers a loss: choose one of its equally westernmost units (Reichswald 7.0)",
                           formation=form.name),
                       {"formation": fid, "left": left}))


def _resolve(game: Game, d: Decision, choice: str, fx: Effects) -> None:
    # Answered as the turn's last phase ends (turns.end_phase waits for it): nothing moved meanwhile.
    _recover(game, choice, d.data["formation"], fx)
    left = int(d.data["left"]) - 1
    rest = tuple(u for u in d.options if u != choice)
    if left > 0 and rest:
        game.state.pending = Decision(d.kind, d.side, rest, d.text, {**d.data, "left": left})


def _end_of_turn(game: Game, fx: Effects) -> None:
    from hexstudio.engine.turns import phases_of_turn

    if not compiled(game, NAME):
        return
    phases = phases_of_turn(game, game.state.turn)
    if phases and game.state.phase_index == phases[-1]:
        recover(game, fx)


registry.register_phase_hook("end", _end_of_turn)
register_decision(NAME, _resolve)
RULES[NAME] = _compile
rulebook.register_rule(NAME, msg("losses recovered by large units: from the second loss, one a turn, the westernmost quiet unit"),
                       ("B14 Reichswald 7.0", "D (U58)"),
                       params=AlliedRecovery)
