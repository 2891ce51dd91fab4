"""Peleliu's rules: the turn-4 Japanese landing (4.2), the naval counter
(9.0), the initial assault paying its landing hex (10.1.2), who may land
where no American stands (4.3) and the sea-arm encirclement (5.1.3 obs)."""

from __future__ import annotations

import pytest
from engine_fixtures import TERRAIN, end_phase_attacking, family_scenario, unit

from hexstudio.engine.actions import EnterReinforcement, SeaMove
from hexstudio.engine.changes import Effects
from hexstudio.engine.combat.handlers import defence_support_available
from hexstudio.engine.combat.losses import step_loss
from hexstudio.engine.game import Game
from hexstudio.engine.zoc import enemy_zoc
from hexstudio.hexgrid import Grid

GRID = Grid(10, 6)
P = GRID.parse
SEA = {GRID.label(GRID.from_offset(9, r)): {"terrain": "sea"} for r in range(GRID.rows)}
CLASSES = [{"id": "foot", "name": "Foot"}, {"id": "motorized", "name": "Motorized"},
           {"id": "amphibious", "name": "Amphibious"}, {"id": "naval", "name": "Naval"}]
NAVAL_TERRAIN = [
    {**t, "move": {**t["move"], "naval": "X", "amphibious": t["move"].get("foot", "X")}} if t.get("kind") != "overlay"
    and not t.get("water") else t for t in TERRAIN
]
NAVAL_TERRAIN = [{**t, "move": {"naval": 1, "*": "X"}} if t.get("water") else t for t in NAVAL_TERRAIN]
TYPES = [
    {"id": "infantry", "name": "Infantry", "movement_class": "foot", "tags": ["infantry"]},
    {"id": "marines", "name": "Marines", "movement_class": "foot", "tags": ["infantry", "marines"]},
    {"id": "armor", "name": "Armor", "movement_class": "motorized", "tags": ["armored"]},
    {"id": "amphibious_armor", "name": "Amtracs", "movement_class": "amphibious", "tags": ["armored", "amphibious"]},
    {"id": "naval_support", "name": "Naval", "movement_class": "naval", "tags": ["artillery", "naval"]},
]


def play_to(g: Game, turn: int, phase: int = 0) -> None:
    while (g.state.turn, g.state.phase_index) < (turn, phase):
        end_phase_attacking(g)


def test_japanese_battalion_lands_only_on_open_hexes_still_japanese():
    open_land = {"open_land": {"name": "Open", "hexes": ["0202", "0204", "0206"]}}
    units = [unit("us", "blue", "0101"), unit("jp", "red", "0505", "1-1-4"), unit("jp315", "red", None, "2-3-12")]
    reinf = [{"id": "t1", "units": ["jp315"], "schedule": {"turn": 1}, "may_delay": True,
              "entry": {"hex_set": "open_land", "pay_entry_hex": False}}]
    rule = {"rule": "japanese_landing", "params": {"units": ["jp315"], "hex_set": "open_land",
                                                   "held": "not_enemy_controlled"}}
    g = Game(family_scenario(units=units, hex_sets=open_land, reinforcements=reinf, special_rules=[rule], turns=2))
    # The Americans took 0202 on their way (control), then left it.
    g.state.control[P("0202")] = "blue"
    g.changed()
    play_to(g, 1, 2)
    assert g.why_illegal(EnterReinforcement("jp315", P("0202"))) is not None
    assert g.why_illegal(EnterReinforcement("jp315", P("0303"))) is not None  # not in the set
    g.apply(EnterReinforcement("jp315", P("0204")))


def _naval_game(**params):
    rule = {"rule": "naval_support_counter", "params": {"unit": "nav", "start_hex_set": "west_sea", "moves_on": ["sea"],
                                                        "acts_as": "artillery", **params}}
    west = {"west_sea": {"name": "West sea", "hexes": ["1003"]}}
    units = [unit("nav", "blue", "1003", "6-0-12", kind="naval_support"),
             unit("m", "blue", "0803", kind="marines"), unit("r", "red", "0703", "1-1-4")]
    units[0]["unit"]["full"]["range"] = 10
    units[0]["unit"]["steps"] = 1
    return Game(family_scenario(hexes=SEA, units=units, hex_sets=west, unit_types=TYPES, terrain=NAVAL_TERRAIN,
                                movement_classes=CLASSES, special_rules=[rule]))


def test_naval_counter_no_zoc_no_losses_and_no_defensive_fire():
    g = _naval_game()
    st = g.state
    zoc = enemy_zoc(g, st, "red")
    assert zoc and all(h.distance(P("0803")) == 1 for h in zoc)  # only the Marines' ZOC: the ship has none
    assert not step_loss(g, "nav", Effects(g), "test")
    assert st.units["nav"].status == "on_map" and st.units["nav"].steps_lost == 0
    art, _ = defence_support_available(g, "blue", P("0803"))
    assert "nav" not in art  # never in the Japanese combat phase
    reach = g.legal_moves("nav")
    assert reach.can_reach(P("1005")) and not reach.can_reach(P("0903"))


def test_naval_counter_params_are_checked():
    with pytest.raises(ValueError, match="outside 'start_hex_set'"):
        rule = {"rule": "naval_support_counter", "params": {"unit": "nav", "start_hex_set": "west_sea"}}
        units = [unit("nav", "blue", "1005", "6-0-12", kind="naval_support")]
        units[0]["unit"]["full"]["range"] = 10
        Game(family_scenario(hexes=SEA, units=units, hex_sets={"west_sea": {"name": "W", "hexes": ["1003"]}},
                             unit_types=TYPES, terrain=NAVAL_TERRAIN, movement_classes=CLASSES, special_rules=[rule]))
    with pytest.raises(ValueError, match="may enter"):
        rule = {"rule": "naval_support_counter", "params": {"unit": "m", "moves_on": ["sea"]}}
        units = [unit("m", "blue", "0805", "6-0-12", kind="marines")]
        units[0]["unit"]["full"]["range"] = 10
        Game(family_scenario(hexes=SEA, units=units, unit_types=TYPES, terrain=NAVAL_TERRAIN, movement_classes=CLASSES,
                             special_rules=[rule]))


def test_initial_assault_pays_its_landing_hex_on_turn_1_only():
    rule = {"rule": "assault_landing", "params": {"side": "blue", "unit_types": ["infantry", "marines", "amphibious_armor"],
                                                  "setup_units": ["m"], "turn": 1, "pay_landing_hex": True}}
    units = [unit("m", "blue", "0803", "3-4-8", kind="marines"), unit("other", "blue", "0805", "3-4-8"),
             unit("r", "red", "0101", "1-1-4")]
    g = Game(family_scenario(hexes={**SEA, "0803": {"terrain": "forest"}, "0805": {"terrain": "forest"}}, units=units,
                             unit_types=TYPES, terrain=NAVAL_TERRAIN, movement_classes=CLASSES, special_rules=[rule],
                             turns=2))
    assert g.state.units["m"].mp_spent == 4  # forest: 2 MP, in halves
    assert g.state.units["other"].mp_spent == 0
    play_to(g, 2)
    assert g.state.units["m"].mp_spent == 0


def test_only_infantry_marines_and_amtracs_land_where_no_american_stands():
    sea = {"rule": "sea_movement", "params": {"side": "blue", "max_units_per_turn": 3, "destination_hex_set": "coast",
                                              "hex_terrain": ["open"]}}
    rule = {"rule": "assault_landing", "params": {"side": "blue",
                                                  "unit_types": ["infantry", "marines", "amphibious_armor"]}}
    coast = {"coast": {"name": "Coast", "hexes": [f"09{r:02d}" for r in range(1, 7)]}}
    units = [unit("m", "blue", "0901", kind="marines"), unit("tk", "blue", "0902", "5-3-10", kind="armor"),
             unit("amt", "blue", "0903", "2-2-8", kind="amphibious_armor"), unit("r", "red", "0101", "1-1-4")]
    g = Game(family_scenario(hexes=SEA, units=units, hex_sets=coast, unit_types=TYPES, terrain=NAVAL_TERRAIN,
                             movement_classes=CLASSES, special_rules=[sea, rule]))
    assert "may not make an assault landing" in (g.why_illegal(SeaMove("tk", P("0906"))) or "")
    g.apply(SeaMove("amt", P("0906")))
    assert g.why_illegal(SeaMove("tk", P("0906"))) is None
