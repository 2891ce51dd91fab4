"""The parameters of the named rules the core engine reads (``rulebook.py`` lists them).

One model per rule (``params.RuleParams``: strict types, ranges, required or not,
references into the scenario). Each says which modules read it; the test of the
rule modules checks that every field is read there. A field left out reads as
None and the rule applies the default its description names.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from hexstudio.engine.params import (
    ClassId,
    Columns,
    Count,
    Flag,
    FormationId,
    HexLabel,
    HexSetId,
    HexsideFeatureId,
    Level,
    Name,
    NationalityId,
    Number,
    ObjectiveId,
    Points,
    Positive,
    RoadTypeId,
    Roll,
    RuleParams,
    SideId,
    TerrainId,
    Text,
    Turn,
    UnitId,
    UnitTypeId,
)

Edge = Literal["north", "south", "east", "west"]
Ref = Field(None, description="The book section, shown with the rule's effects.")


def _condition(v: dict[str, Any]) -> dict[str, Any]:
    from pydantic import TypeAdapter

    from hexstudio.scenario.model import Condition

    TypeAdapter(Condition).validate_python(v)
    return v


# --------------------------------------------------------------------------- specials.py


class AirBonusAfter(RuleParams):
    """From ``delay`` turns after ``when`` first holds, ``side`` gets ``points`` more air points a turn (Sicily 6.0)."""

    side: SideId
    points: Count
    when: dict[str, Any] = Field(description="A condition (hexstudio.scenario.model.Condition).")
    delay: Count | None = Field(None, le=50, description="Turns after the condition first holds (default 1).")

    _when = field_validator("when")(_condition)


class AirBonusOnce(RuleParams):
    """Once a game, in its own movement phase of a turn from ``from_turn`` on, ``side`` may add ``points`` (Leyte 6.0)."""

    side: SideId
    points: Count
    from_turn: Turn | None = Field(None, description="First turn it may be used (default 1).")


class ReleaseTrigger(RuleParams):
    when: dict[str, Any] = Field(description="A condition (hexstudio.scenario.model.Condition).")
    nationalities: list[NationalityId] | None = Field(
        None, description="With a hex_controlled condition: a unit of one of these must stand in those hexes.")
    turns: list[Turn] | None = Field(None, description="The turns it may happen on (any when left out).")
    releases: list[UnitId] = Field(min_length=1)
    on: Literal["next_turn", "same_turn"] | None = Field(None, description="When the units are released (default next_turn).")
    waives: Literal["reinforcement_penalty"] | None = None
    notes: Text | None = Field(None, description="Documentation only.")

    _when = field_validator("when")(_condition)


class EarlyRelease(RuleParams):
    """Units released (or arriving) early when a trigger holds (Monte Castelo 8)."""

    triggers: list[ReleaseTrigger] = Field(min_length=1)


class Guerrillas(RuleParams):
    """Leyte 11.0: the Filipino guerrillas."""

    units: list[UnitId] = Field(min_length=1)
    no_zoc: Flag | None = None
    ignore_enemy_zoc: Flag | None = None
    count_for_occupation: Flag | None = Field(None, description="False: they never take or hold a hex (12.2 obs).")
    moved_by_side: SideId | None = Field(None, description="The side whose player moves them.")
    setup_hex_set: HexSetId | None = None
    support_only_stacked_with_nationality: NationalityId | None = None
    zoc_applies_in_retreat: Flag | None = Field(None, description="Enemy ZOC still stops their retreats (default false).")


class RiverCap(RuleParams):
    classes: list[ClassId] = Field(min_length=1)
    mp: Number = Field(ge=0, le=99)


class BridgesOnly(RuleParams):
    classes: list[ClassId] | None = None
    tags: list[Name] | None = None


class RiverCrossing(RuleParams):
    """Reichswald 4.1.1 obs (U6): a capped move across an unbridged river; some units cross only at bridges."""

    unbridged_mp_cap: RiverCap | None = None
    bridges_only: BridgesOnly | None = None


class ReinforcementPorts(RuleParams):
    """Leyte 12.1.2: the side's groups due at these ports land only at ports it holds."""

    side: SideId
    hex_set: HexSetId
    if_enemy_held: Literal["nearest_friendly_port", "wait"] | None = Field(
        None, description="A group whose port is lost lands at the nearest held port, or waits (default wait).")
    if_none_held: Literal["no_more_reinforcements", "wait"] | None = Field(
        None, description="A group that finds no port held never enters, or waits (default wait).")


class AlternatePort(RuleParams):
    """Sicily 4.2.1: reinforcements land at a listed port the side holds when theirs is lost."""

    side: SideId
    hex_set: HexSetId
    require_held: Flag | None = Field(None, description="Only ports the side holds (default true).")
    require_unengaged: Flag | None = Field(None, description="Only ports free of enemy ZOC (default false).")


class MountainExemption(RuleParams):
    """Peleliu 4.1.2 obs: units of ``side`` in that terrain need not disengage or attack."""

    side: SideId | None = None
    terrain: list[TerrainId] = Field(min_length=1)
    need_not_disengage_or_attack: Flag | None = Field(None, description="Default true.")


class ArmorNoMountainEngagement(RuleParams):
    """Sicily 5.1.2 obs (U65 read as "may not engage"): those units may not move next to enemies in that terrain."""

    tags: list[Name] = Field(min_length=1)
    terrain: list[TerrainId] = Field(min_length=1)


class ArmorMountainEngagement(ArmorNoMountainEngagement):
    """As ``armor_no_mountain_engagement`` when ``may_engage`` is false."""

    may_engage: Flag | None = None


class MustOccupy(RuleParams):
    """Reichswald 4.1.1 obs: in its movement phase of ``turn`` the unit must end in ``hex`` if it can."""

    turn: Turn
    unit: UnitId
    hex: HexLabel
    hold_until: Literal["withdrawal"] | None = Field(None, description="It then stays there until withdrawn.")


class NoMove(RuleParams):
    """Those units may not move that turn (Reichswald: the 9th Canadian brigade on turn 8)."""

    turn: Turn
    units: list[UnitId] = Field(min_length=1)


# --------------------------------------------------------------------------- exits.py, exit_scoring.py


class ExitUnits(RuleParams):
    types: list[UnitTypeId] | None = None
    size: Literal["team", "squad", "section", "platoon", "company", "battalion", "regiment", "brigade", "division",
                  "corps", "army"] | None = None


class ExitZone(RuleParams):
    """A stretch of edge units leave by, and what leaving there scores (Reichswald 11.2)."""

    hex_set: HexSetId
    units: ExitUnits | None = None
    count: Positive | None = Field(None, description="Units that must leave for the points (default 1).")
    points: dict[SideId, Points] | None = Field(None, description="Points to each side once ``count`` units left.")
    none_exit_points: dict[SideId, Points] | None = Field(None, description="Points while no unit has left there.")
    after_captured: HexSetId | None = Field(None, description="Only units leaving once the side holds all these hexes count.")


class ExitMap(RuleParams):
    """Units may leave the map by edges, hex sets or zones (Leyte 4.5, Monte Castelo 5.4, Reichswald 11.2); they never return."""

    side: SideId | None = None
    edges: list[Edge] | None = None
    hex_sets: list[HexSetId] | None = None
    zones: list[ExitZone] | None = None
    cost: Literal["as_if_same_terrain", "none"] | None = Field(
        None, description="MP to leave: as if the next hex had the same terrain (default), or none.")


class Evacuation(RuleParams):
    """Units of a side leave through ports (Sicily 4.2.2: Messina, for the Italy box; they never return)."""

    side: SideId | None = None
    nationalities: list[NationalityId] | None = None
    port_hexes: list[HexLabel] | None = None
    hex_set: HexSetId | None = None
    immediate_on_reaching_port: Flag | None = Field(
        None, description="Evacuated the moment it reaches the port (default false: an ExitMap action).")


# --------------------------------------------------------------------------- victory.py


class AnnihilationVictory(RuleParams):
    """A side wins (or scores) when the enemy has no unit left on the map."""

    side: SideId | None = Field(None, description="The side that wins (also 'winner' or 'scorer').")
    winner: SideId | None = None
    scorer: SideId | None = None
    target_side: SideId | None = Field(None, description="The side to annihilate (default the other side).")
    mode: Literal["win", "points"] | None = Field(None, description="Win outright (default) or score ``points`` at the end.")
    points: Points | None = None
    by_turn: Turn | None = Field(None, description="Only if it happens by the end of this turn.")
    otherwise_winner: SideId | None = Field(None, description="Wins a game that ends without it (Peleliu).")


class HoldClause(RuleParams):
    hold: ObjectiveId
    at_end_of_turn: Turn | None = None
    until_end_of_turn: Turn | None = Field(None, description="Read as held at the end of that turn (U70).")

    @model_validator(mode="after")
    def _one_turn(self) -> HoldClause:
        if (self.at_end_of_turn is None) == (self.until_end_of_turn is None):
            raise ValueError("give 'at_end_of_turn' or 'until_end_of_turn' (one of them)")
        return self


class AutomaticVictory(RuleParams):
    """``side`` wins outright when it holds one of the objectives at the end of the turn named."""

    side: SideId
    any_of: list[HoldClause] = Field(min_length=1)


class ReinforcementPenalty(RuleParams):
    """``points`` (usually negative) to ``side`` once any of ``units`` enters (Monte Castelo 9)."""

    side: SideId
    points: Points
    units: list[UnitId] = Field(min_length=1)
    waived_by_early_release: Flag | None = Field(None, description="Not when an early_release trigger that waives it fired.")


# --------------------------------------------------------------------------- sea.py


class SeaZone(RuleParams):
    hex_sets: list[HexSetId] = Field(min_length=1)
    from_turn: Turn | None = None
    until_turn: Turn | None = None
    when: dict[str, Any] | None = Field(None, description="A condition: the zone is open while it holds.")

    _when = field_validator("when")(lambda v: v if v is None else _condition(v))


class SeaExempt(RuleParams):
    formation: FormationId
    turns: list[Turn] = Field(min_length=1)


class SeaMovement(RuleParams):
    """Leyte 4.3, Peleliu 4.3: a unit moves by sea from a coast hex to a landing hex with part of its MP."""

    side: SideId | None = None
    max_units_per_turn: Count | None = None
    movement_factor: Number | None = Field(None, ge=0, le=1, description="Share of its MP left after landing (default 0.5).")
    hex_terrain: list[TerrainId] | None = Field(None, description="Terrain the start and landing hexes must be.")
    zones: list[SeaZone] | None = None
    destination_hex_set: HexSetId | None = None
    unoccupied_destination_types: list[UnitTypeId] | None = Field(
        None, description="Unit types that may land where no friendly unit stands.")
    requires_unengaged: Flag | None = Field(None, description="May not start in an enemy ZOC (default true).")
    exempt: list[SeaExempt] | None = None


# --------------------------------------------------------------------------- map_events.py


class FloodEvent(RuleParams):
    """Reichswald 9.0: on a roll (or a fixed turn) the hexes of a set become another terrain."""

    hex_set: HexSetId
    terrain: TerrainId
    roll_turn: Turn | None = None
    die: Literal["1d6", "2d6"] | None = Field(None, description="Default 1d6.")
    on: list[Roll] | None = Field(None, description="The rolls that flood on ``roll_turn``.")
    otherwise_turn: Turn | None = None
    units_inside: Literal["retreat_to_dry_land_no_move"] | None = None


class BaileyBridge(RuleParams):
    """Reichswald 4.3: from ``turn`` a road (and a bridge) crosses the flood."""

    turn: Turn
    road_path: list[HexLabel] | None = None
    road_type: RoadTypeId | None = None
    hexside: list[HexLabel] | None = Field(None, min_length=2, max_length=2)
    hexside_feature: HexsideFeatureId | None = None
    hexes: list[HexLabel] | None = Field(None, description="Hexes that change terrain to ``terrain``.")
    terrain: TerrainId | None = None


# --------------------------------------------------------------------------- terrain_costs.py, movement.py


class MotorizedMountainRoads(RuleParams):
    """Monte Castelo 5.3.4 (U47): motorised classes move in some terrain only along the named road types."""

    classes: list[ClassId] = Field(min_length=1)
    road_types: list[RoadTypeId] | None = None
    roads_only_in: list[TerrainId] | None = None
    prohibited: list[TerrainId] | None = None


class CongestionOccupant(RuleParams):
    nationalities: list[NationalityId] | None = None
    size: Literal["team", "squad", "section", "platoon", "company", "battalion", "regiment", "brigade", "division",
                  "corps", "army"] | None = None
    tags: list[Name] | None = None


class Congestion(RuleParams):
    """Reichswald 4.1.1 obs (U11 read as passing through only): passing through a hex held by such units costs extra MP."""

    side: SideId | None = None
    occupant: CongestionOccupant | None = None
    surcharge: Number | None = Field(None, ge=0, le=20, description="MP (default 1).")


# --------------------------------------------------------------------------- combat/modifiers.py, support.py


class Within(RuleParams):
    terrain: list[TerrainId] = Field(min_length=1)
    distance: Count


class CombatShift(RuleParams):
    """Column shifts that hold under conditions, all of which must hold (combat/modifiers.py)."""

    columns: Columns
    favours: Literal["attacker", "defender"] | None = Field(None, description="Default attacker.")
    reason: Text | None = None
    ref: Text | None = Ref
    turns: list[Turn] | None = None
    night: Flag | None = None
    attacker_side: SideId | None = None
    defender_side: SideId | None = None
    attacker_nationalities: list[NationalityId] | None = None
    defender_nationalities: list[NationalityId] | None = None
    attacker_tags_any: list[Name] | None = None
    defender_tags_any: list[Name] | None = None
    attacker_tags_none: list[Name] | None = None
    defender_tags_none: list[Name] | None = None
    defender_all_tags: list[Name] | None = None
    defender_terrain: list[TerrainId] | None = None
    defender_encircled: Flag | None = None
    kinds: list[Literal["combat", "bombardment"]] | None = Field(None, description="Default combat only.")
    friendly_adjacent_nationalities: list[NationalityId] | None = None
    friendly_on_terrain_within: Within | None = None


class ElevationAdvantage(RuleParams):
    """Monte Castelo 6.3.3: a shift when every attacker is lower, or across a valley."""

    columns: Columns | None = Field(None, description="Default 1.")
    valley_hexsides: list[HexsideFeatureId] | None = None
    valley_pairs: list[list[HexLabel]] | None = None
    levels: list[Level] | None = Field(None, description="Only a defender on one of these elevation levels.")
    ref: Text | None = Ref

    @field_validator("valley_pairs")
    @classmethod
    def _pairs(cls, v: list[list[str]] | None) -> list[list[str]] | None:
        if v is not None and any(len(p) != 2 for p in v):
            raise ValueError("each valley pair names two hexes")
        return v


class RetreatExemption(RuleParams):
    """Units in that terrain do not retreat, or retreat without the result's losses."""

    terrain: list[TerrainId] = Field(min_length=1)
    effect: Literal["no_retreat", "no_losses"]
    codes: list[Name] | None = None
    nationalities: list[NationalityId] | None = None
    side: SideId | None = None
    who: Literal["defender", "attacker", "both"] | None = Field(None, description="Default defender.")
    ref: Text | None = Ref


class CommandBonus(RuleParams):
    """A column for attacking or defending with a whole formation of a level."""

    levels: dict[Literal["company", "battalion", "regiment", "brigade", "division", "corps", "army"],
                 Literal["both", "attack", "defence"]] | None = None
    cap: Count | None = Field(None, description="Most columns one side gets from it.")
    ref: Text | None = Ref


class BombardmentLimits(RuleParams):
    """Caps on bombardment power and distance; no bombardment at night or on some turns."""

    max_power: Count | None = None
    max_distance_to_friendly: Count | None = None
    no_night: Flag | None = None
    no_turns: list[Turn] | None = None
    ref: Text | None = Ref


class EncircledIfOnlyAcross(RuleParams):
    """Peleliu 5.1.3 obs: a defender that can retreat only across these hexsides counts as encircled."""

    hexsides: list[HexsideFeatureId] = Field(min_length=1)
    ref: Text | None = Ref


class OwnDivision(RuleParams):
    side: SideId
    except_flags: list[Name] | None = None


class MaxPerDefence(RuleParams):
    side: SideId
    count: Count


class NotInEnemyPhase(RuleParams):
    flags: list[Name] = Field(min_length=1)


class SupportRestrictions(RuleParams):
    """Battle limits on supporting fire (RULES B13)."""

    not_from_terrain: list[TerrainId] | None = None
    own_division_only: OwnDivision | None = None
    max_per_defence: MaxPerDefence | None = None
    not_in_enemy_phase: NotInEnemyPhase | None = None
    ref: Text | None = Ref
