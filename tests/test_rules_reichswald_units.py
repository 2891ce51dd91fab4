"""Reichswald rules on units: flood (9.0), encircled retreat (5.3.3), tanks and fortifications
(4.1.1), loss recovery by large units (7.0)."""

from __future__ import annotations

import pytest
from combat_fixtures import scenario, unit

from hexstudio.engine.actions import EndPhase, MoveStack
from hexstudio.engine.combat import DeclareAttack
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game
from hexstudio.engine.stacking import stacking_problem
from hexstudio.engine.zoc import is_engaged

FLOOD = {"rule": "flood_effects", "params": {"terrain": "flood", "no_engagement": True, "no_recovery": True,
                                             "retreat_into_destroys_tags": ["armored", "artillery"],
                                             "stacking": {"max": 2, "infantry": {"formation": "cdn3", "max": 1}}}}


def _flood_game(rules) -> Game:
    units = [unit("cdn", "us", 4, 4, formation="cdn3"), unit("cdn2", "us", 4, 4, formation="cdn3"),
             unit("de1", "de", 2, 2), unit("de2", "de", 2, 2)]
    scn = scenario(units=units, setup={"cdn": "0505", "de1": "0506", "de2": "0808", "cdn2": "0101"}, special_rules=rules,
                   formations=[{"id": "cdn3", "name": "3 Cdn Div", "level": "division"}],
                   hexes={"0505": {"terrain": "open", "features": ["flood"]}})
    return Game(scn, 0)


def test_units_in_flood_neither_engage_nor_are_engaged_nor_attack():
    g = _flood_game([FLOOD])
    assert not is_engaged(g, g.state, "cdn") and not is_engaged(g, g.state, "de1")
    g.apply(EndPhase())
    with pytest.raises(IllegalAction, match="flood"):
        g.check(DeclareAttack(g.grid.parse("0506"), ("cdn",)))
    g2 = _flood_game([])
    assert is_engaged(g2, g2.state, "cdn") and is_engaged(g2, g2.state, "de1")


def test_flood_stacking_one_brigade_of_the_division():
    g = _flood_game([FLOOD])
    assert "at most 1 infantry" in (stacking_problem(g, g.state, g.grid.parse("0505"), ["cdn2"]) or "")
    assert stacking_problem(_flood_game([]), g.state, g.grid.parse("0505"), ["cdn2"]) is None


def test_flood_effects_refuses_a_catalogue_that_lets_armour_into_flood():
    g = _flood_game([FLOOD])
    scn = g.scenario.model_copy(deep=True)
    flood = next(t for t in scn.terrain if t.id == "flood")
    flood.move = {"foot": "X", "motorized": 1}
    with pytest.raises(ValueError, match="prohibited"):
        Game(scn, 0)


def test_encircled_retreat_needs_the_family_retreat_rules():
    rule = {"rule": "encircled_retreat", "params": {"second_retreat": True, "step_loss": True,
                                                    "second_hex_in_zoc": "eliminated",
                                                    "reduced_in_combat": "eliminated_unless_through_friendly"}}
    Game(scenario(units=[unit("a", "us", 1, 1)], setup={"a": "0101"}, special_rules=[rule]), 0)
    with pytest.raises(ValueError, match="family"):
        Game(scenario(units=[unit("a", "us", 1, 1)], setup={"a": "0101"}, special_rules=[rule],
                      rules={"retreat": {"encircled": "monte_castelo"}}), 0)
    bad = {"rule": "encircled_retreat", "params": {"step_loss": False}}
    with pytest.raises(ValueError, match="step_loss"):
        Game(scenario(units=[unit("a", "us", 1, 1)], setup={"a": "0101"}, special_rules=[bad]), 0)


ESCORT = {"rule": "armor_needs_escort", "params": {"side": "allies", "terrain": ["fortification"], "tags": ["armored"],
                                                   "escort_tags": ["infantry"]}}


def _escort_game(setup) -> Game:
    units = [unit("tk", "us", 4, 4, 8, type="armor"), unit("inf", "us", 4, 4, 8), unit("de1", "de", 1, 1)]
    scn = scenario(units=units, setup={"de1": "0909", **setup}, special_rules=[ESCORT],
                   hexes={"0303": {"terrain": "open", "features": ["fortification"]}})
    return Game(scn, 0)


def test_tanks_enter_a_fortification_only_with_infantry():
    g = _escort_game({"tk": "0301", "inf": "0101"})
    fort = g.grid.parse("0303")
    assert "only together with infantry" in (g.legal_moves(["tk"]).why(fort) or "")
    with pytest.raises(IllegalAction, match="only together with infantry"):
        g.apply(MoveStack(("tk",), (g.grid.parse("0301"), g.grid.parse("0302"), fort)))
    g2 = _escort_game({"tk": "0301", "inf": "0301"})
    g2.apply(MoveStack(("tk", "inf"), g2.legal_moves(["tk", "inf"]).path_to(fort)))
    g3 = _escort_game({"tk": "0301", "inf": "0303"})
    g3.apply(MoveStack(("tk",), g3.legal_moves(["tk"]).path_to(fort)))
    # Open ground needs no escort.
    g.apply(MoveStack(("tk",), g.legal_moves(["tk"]).path_to(g.grid.parse("0302"))))


RECOVERY = {"rule": "allied_recovery", "params": {"side": "allies", "formations": ["div"], "by_formation_levels": ["division"],
                                                  "from_loss": 2, "per_formation_per_turn": 1, "pick": "westernmost",
                                                  "unengaged_and_unmoved": True, "not_in_terrain": ["forest"],
                                                  "wait_if_all_engaged": True}}


def _recovery_game(lost: dict[str, int], rules=None, hexes=None) -> Game:
    units = [unit(u, "us", 4, 4, formation="div", reduced=(2, 2), size="brigade") for u in ("b1", "b2", "b3")]
    units.append(unit("de1", "de", 1, 1))
    scn = scenario(units=units, setup={"b1": "0505", "b2": "0305", "b3": "0705", "de1": "0909"}, turns=4,
                   special_rules=[RECOVERY] if rules is None else rules, hexes=hexes or {},
                   formations=[{"id": "div", "name": "15th Division", "level": "division"}])
    g = Game(scn, 0)
    for uid, n in lost.items():
        g.state.units[uid].steps_lost = n
    g.changed()
    return g


def _one_turn(g: Game) -> None:
    for _ in range(4):
        g.apply(EndPhase())


def test_recovery_from_the_second_loss_westernmost_first_one_a_turn():
    g = _recovery_game({"b1": 1, "b2": 1})
    _one_turn(g)
    assert (g.state.units["b2"].steps_lost, g.state.units["b1"].steps_lost) == (0, 1)  # b2 (0305) is further west
    _one_turn(g)
    assert g.state.units["b1"].steps_lost == 1  # one loss left in the division: no more recovery
    g2 = _recovery_game({"b1": 1})
    _one_turn(g2)
    assert g2.state.units["b1"].steps_lost == 1


def test_recovery_skips_moved_units_and_forbidden_terrain():
    g = _recovery_game({"b1": 1, "b2": 1})
    g.apply(MoveStack(("b2",), g.legal_moves(["b2"]).path_to(g.grid.parse("0304"))))
    _one_turn(g)
    assert (g.state.units["b2"].steps_lost, g.state.units["b1"].steps_lost) == (1, 0)
    g2 = _recovery_game({"b1": 1, "b2": 1}, hexes={"0305": {"terrain": "forest"}, "0505": {"terrain": "forest"}})
    _one_turn(g2)
    assert (g2.state.units["b2"].steps_lost, g2.state.units["b1"].steps_lost) == (1, 1)


def test_recovery_replaces_the_core_recovery():
    scn = _recovery_game({}).scenario
    bad = scn.model_copy(update={"rules": scn.rules.model_copy(update={
        "losses": scn.rules.losses.model_copy(update={"recovery": "unengaged_turn"})})})
    with pytest.raises(ValueError, match="recovered twice"):
        Game(bad, 0)


OFF_MAP_RULE = {"rule": "off_map_retreat", "params": {"edges": {"allies": ["west"], "axis": ["east", "south"]},
                                                      "returns": "next_turn_adjacent_to_exit_hex", "other_edges": "destroyed"}}


def _off_map_game(rules, defender_hex: str, off_map: str = "returns") -> Game:
    from combat_fixtures import leyte_crt

    from hexstudio.engine.dice import roll_dice

    t = leyte_crt()
    c = [x.label for x in t.columns].index("4-1")
    totals = {n for i, r in enumerate(t.rows) if t.cells[i][c].startswith("DR") for n in r.rolls}
    seed = next(s for s in range(100_000) if sum(roll_dice(s, 0, "2d6")) in totals)
    col, row = int(defender_hex[:2]), int(defender_hex[2:])
    units = [unit("us1", "us", 8, 4), unit("de1", "de", 2, 2, reduced=(1, 1))]
    attacker = f"{col - 1:02d}{row:02d}" if col > 1 else f"{col + 1:02d}{row:02d}"
    scn = scenario(units=units, setup={"us1": attacker, "de1": defender_hex}, special_rules=rules,
                   rules={"retreat": {"off_map": off_map}})
    g = Game(scn, seed)
    g.apply(EndPhase())
    return g


def test_retreat_off_the_own_edge_and_back_next_turn():
    from hexstudio.engine.actions import Choose

    g = _off_map_game([OFF_MAP_RULE], "1005")  # the east edge
    g.apply(DeclareAttack(g.grid.parse("1005"), ("us1",)))
    offered = False
    while g.state.pending is not None:
        d = g.state.pending
        if d.kind == "retreat":
            assert "off map" in d.options
            offered = True
            g.apply(Choose("off map"))
        else:
            g.apply(Choose(d.options[0]))
    assert offered and g.state.units["de1"].hex is None and g.state.units["de1"].status != "eliminated"
    while g.state.turn == 1:
        g.apply(EndPhase())
    assert g.state.pending is not None and g.state.pending.kind == "off_map_return"  # its owner picks the hex
    g.apply(Choose(g.state.pending.options[0]))
    back = g.state.units["de1"]
    assert back.status == "on_map" and g.label(back.hex) in {"1005", "1004", "1006", "0905", "0904", "0906"}


def test_monte_castelo_reading_the_unit_leaves_for_good():
    from hexstudio.engine.actions import Choose

    rule = {"rule": "off_map_retreat", "params": {"edges": {"axis": ["east"], "allies": ["west"]}, "returns": "never"}}
    g = _off_map_game([rule], "1005", off_map="not_destroyed")
    g.apply(DeclareAttack(g.grid.parse("1005"), ("us1",)))
    while g.state.pending is not None:
        d = g.state.pending
        g.apply(Choose("off map" if "off map" in d.options else d.options[0]))
    assert g.state.units["de1"].status == "exited"
    while g.state.turn == 1:
        g.apply(EndPhase())
    assert g.state.units["de1"].status == "exited"
    with pytest.raises(ValueError, match=r"rules\.retreat\.off_map"):
        _off_map_game([rule], "1005", off_map="destroyed")


def test_no_off_map_retreat_across_the_enemy_edge():
    from hexstudio.engine.actions import Choose

    g = _off_map_game([OFF_MAP_RULE], "0105")  # the west edge is the Allies', not the Germans'
    g.apply(DeclareAttack(g.grid.parse("0105"), ("us1",)))
    while g.state.pending is not None:
        d = g.state.pending
        assert "off map" not in d.options
        g.apply(Choose(d.options[0]))


BOMBING = {"rule": "strategic_bombing", "params": {
    "side": "allies", "schedule": [{"turn": 1, "cities": ["town", "other"]}, {"turn": 2, "choose": 1}],
    "cities": ["town", "other"], "column": "28-36", "affects_side": "axis", "no_movement_through": True,
    "units_inside_immobile": True, "forced_retreat_eliminates": True, "no_advance_into": True,
    "retreat_into": "retreat_again_with_loss"}}


def _bombing_game(rules, seed: int = 0, us1: str = "0502") -> Game:
    from combat_fixtures import reichswald_bt

    from hexstudio.scenario.model import HexSet

    units = [unit("us1", "us", 8, 4, 8), unit("us2", "us", 4, 4, 8), unit("de1", "de", 2, 2, 6, reduced=(1, 1)),
             unit("de2", "de", 2, 2, 6)]
    scn = scenario(units=units, setup={"us1": us1, "us2": "0607", "de1": "0505", "de2": "0909"}, special_rules=rules,
                   bombardment=reichswald_bt())
    scn.map.hex_sets["town"] = HexSet(name="town", hexes=["0505"])
    scn.map.hex_sets["other"] = HexSet(name="other", hexes=["0707"])
    return Game(scn, seed)


def test_a_bombed_city_rolls_on_its_column_and_nobody_moves_into_it():
    g = _bombing_game([BOMBING])
    rolls = [e for entry in g.log for e in entry.events if e.kind == "bombardment"]
    assert [(e.data["target"], e.data["column"]) for e in rolls] == [("0505", "28-36")]  # 0707 is empty
    into = MoveStack(("us2",), (g.grid.parse("0607"), g.grid.parse("0707")))
    assert "bombed city" in (g.why_illegal(into) or "")
    assert "bombed city" in (g.legal_moves(["us2"]).why(g.grid.parse("0707")) or "")
    g2 = _bombing_game([])
    assert not [e for entry in g2.log for e in entry.events if e.kind == "bombardment"]
    assert g2.why_illegal(into) is None


def test_units_in_a_bombed_city_may_not_move():
    g = _bombing_game([BOMBING])
    g.apply(EndPhase())
    g.apply(EndPhase())
    assert g.state.active_side == "axis" and g.phase_kind() == "movement"
    assert "bombed city" in (g.legal_moves(["de1"]).blocked or "")
    assert g.legal_moves(["de2"]).blocked is None


def test_a_forced_retreat_from_a_bombed_city_eliminates_and_nobody_advances_in():
    from combat_fixtures import leyte_crt

    from hexstudio.engine.actions import Choose
    from hexstudio.engine.dice import roll_dice

    t = leyte_crt()
    c = [x.label for x in t.columns].index("4-1")
    totals = {n for i, r in enumerate(t.rows) if t.cells[i][c].startswith("DR") for n in r.rolls}
    # The bombing roll is the game's first roll (a 7 on 28-36: DI, no loss), the combat the second.
    seed = next(s for s in range(100_000) if sum(roll_dice(s, 1, "2d6")) in totals and sum(roll_dice(s, 0, "2d6")) == 7)
    g = _bombing_game([BOMBING], seed, us1="0504")
    assert g.state.units["de1"].steps_lost == 0
    g.apply(EndPhase())
    g.apply(DeclareAttack(g.grid.parse("0505"), ("us1",)))
    while g.state.pending is not None:
        assert g.state.pending.kind != "advance" or all("0505" not in o for o in g.state.pending.options)
        g.apply(Choose(g.state.pending.options[0]))
    assert g.state.units["de1"].status == "eliminated"
    assert g.state.units["us1"].hex == g.grid.parse("0504")


def test_the_bombing_side_chooses_its_cities():
    from hexstudio.engine.actions import Choose

    g = _bombing_game([BOMBING])
    while g.state.turn == 1:
        g.apply(EndPhase())
    d = g.state.pending
    assert d is not None and d.kind == "strategic_bombing" and set(d.options) == {"town", "other"}
    g.apply(Choose("other"))
    assert g.state.pending is None


PONT = {"rule": "pontoneer_bridge", "params": {"unit": "pont", "establish": "stop_adjacent_to_river", "crossing_cost": 0,
                                               "hexside_feature": "bridge"}}


def _pont_game(rules) -> Game:
    from hexstudio.scenario.model import HexsideType

    units = [unit("pont", "us", 0, 1, 10), unit("inf", "us", 4, 4, 6), unit("de1", "de", 1, 1)]
    scn = scenario(units=units, setup={"pont": "0303", "inf": "0304", "de1": "0909"}, special_rules=rules,
                   hexsides=[{"hexes": ["0304", "0305"], "features": ["river"]}])
    scn.hexside_types.append(HexsideType(id="bridge", name="Bridge", style="bridge", negates=["river"]))
    return Game(scn, 0)


def test_the_pontoneers_bridge_a_river_they_stop_beside():
    from hexstudio.engine.actions import Choose

    g = _pont_game([PONT])
    a, b = g.grid.parse("0304"), g.grid.parse("0305")
    before = g.legal_moves(["inf"]).cost_to(b)
    g.apply(MoveStack(("pont",), g.legal_moves(["pont"]).path_to(a)))
    d = g.state.pending
    assert d is not None and d.kind == "pontoneer_bridge" and d.options == ("0305", "none")
    g.apply(Choose("0305"))
    assert "bridge" in g.view.hexside_features(a, b)
    assert g.legal_moves(["inf"]).cost_to(b) < before  # the river costs nothing more by the bridge
    g2 = _pont_game([])
    g2.apply(MoveStack(("pont",), g2.legal_moves(["pont"]).path_to(a)))
    assert g2.state.pending is None


AMPHIB = {"rule": "amphibian_transport", "params": {
    "carriers": ["buffalo"], "capacity": 1, "passengers": {"formation": "cdn3", "types": ["infantry"]},
    "passenger_mp": "half", "passenger_must_start_and_end_on": "dry_land",
    "carrier_end_of_turn_trace": {"edge": "west", "free_of": ["enemy_zoc", "flood"]}}}


def _amphib_game() -> Game:
    from hexstudio.scenario.model import MovementClass, UnitType

    units = [unit("buffalo", "us", 0, 1, 20, type="amph"), unit("inf", "us", 4, 4, 6, formation="cdn3"),
             unit("inf2", "us", 4, 4, 6, formation="cdn3"), unit("de1", "de", 1, 1)]
    flood = {f"04{r:02d}": {"terrain": "open", "features": ["flood"]} for r in range(1, 11)}
    scn = scenario(units=units, setup={"buffalo": "0305", "inf": "0305", "inf2": "0305", "de1": "0909"},
                   special_rules=[AMPHIB], hexes=flood, formations=[{"id": "cdn3", "name": "3 Cdn Div", "level": "division"}])
    scn.movement_classes.append(MovementClass(id="amphibious", name="Amphibious"))
    scn.unit_types.append(UnitType(id="amph", name="Amphibian", movement_class="amphibious", tags=["armored", "amphibious"],
                                   vulnerability={"air": 1, "artillery": 1}))
    next(t for t in scn.terrain if t.id == "flood").move = {"foot": "X", "motorized": "X", "amphibious": 1}
    return Game(scn, 0)


def test_an_amphibian_carries_infantry_across_the_flood_at_half_mp():
    from hexstudio.engine.rules.amphibian_transport import AmphibianMove

    g = _amphib_game()
    far = g.grid.parse("0505")
    assert not g.legal_moves(["inf"]).can_reach(far)  # the flood stops the infantry alone
    path = g.legal_moves(["buffalo"]).path_to(far)
    assert any("flood" in g.view.features(h) for h in path)
    with pytest.raises(IllegalAction, match="dry land"):
        g.check(AmphibianMove("buffalo", "inf", g.legal_moves(["buffalo"]).path_to(g.grid.parse("0405"))))
    g.apply(AmphibianMove("buffalo", "inf", path))
    assert g.state.units["inf"].hex == far and g.state.units["buffalo"].hex == far
    assert g.state.units["inf"].mp_spent == 6  # 3 of its 6 MP left
    with pytest.raises(IllegalAction, match="already carried"):
        g.check(AmphibianMove("buffalo", "inf", (far, g.grid.parse("0506"))))
    # Ending east of the flood, the amphibian cannot trace to the west edge: the phase may not end.
    assert "west edge" in (g.why_illegal(EndPhase()) or "")
    g.apply(MoveStack(("buffalo",), g.legal_moves(["buffalo"]).path_to(g.grid.parse("0305"))))
    assert g.why_illegal(EndPhase()) is None


def test_only_the_named_formation_rides_and_only_on_amphibians():
    from hexstudio.engine.rules.amphibian_transport import AmphibianMove

    g = _amphib_game()
    path = g.legal_moves(["buffalo"]).path_to(g.grid.parse("0505"))
    g.unit_defs["inf2"] = g.unit_defs["inf2"].model_copy(update={"formation": None})
    with pytest.raises(IllegalAction, match="may carry"):
        g.check(AmphibianMove("buffalo", "inf2", path))
    with pytest.raises(IllegalAction, match="not an amphibian"):
        g.check(AmphibianMove("inf", "inf2", path))
    g.check(AmphibianMove("buffalo", "inf", path))


def test_a_village_ringed_by_flood_is_an_island_where_nobody_recovers():
    from hexstudio.engine.rules.flood_effects import in_flood

    def game(ring: list[str]) -> Game:
        hexes = {h: {"terrain": "open", "features": ["flood"]} for h in ring}
        hexes["0505"] = {"terrain": "open", "features": ["village"]}
        scn = scenario(units=[unit("cdn", "us", 4, 4), unit("de1", "de", 1, 1)], setup={"cdn": "0505", "de1": "0909"},
                       special_rules=[FLOOD], hexes=hexes, formations=[{"id": "cdn3", "name": "3 Cdn Div", "level": "division"}])
        return Game(scn, 0)

    g = game([])
    ring = [g.label(n) for n in g.grid.parse("0505").neighbours()]
    assert in_flood(game(ring), "cdn")
    assert not in_flood(game(ring[1:]), "cdn")


def test_a_retreat_into_a_bombed_city_costs_a_loss_and_a_second_hex():
    from combat_fixtures import leyte_crt

    from hexstudio.engine.actions import Choose
    from hexstudio.engine.dice import roll_dice

    t = leyte_crt()
    c = [x.label for x in t.columns].index("4-1")
    totals = {n for i, r in enumerate(t.rows) if t.cells[i][c] in ("DRI AVI", "DRI AVB") for n in r.rolls}
    seed = next(s for s in range(100_000) if sum(roll_dice(s, 1, "2d6")) in totals and sum(roll_dice(s, 0, "2d6")) == 7)
    g = _bombing_game([BOMBING], seed, us1="0709")
    g.state.units["de2"].hex = g.grid.parse("0708")
    g.state.units["us2"].hex = g.grid.parse("0101")
    g.changed()
    g.apply(EndPhase())
    g.apply(DeclareAttack(g.grid.parse("0708"), ("us1",)))
    into = False
    while g.state.pending is not None:
        d = g.state.pending
        if d.kind == "retreat" and "0707" in d.options and not into:
            into = True
            g.apply(Choose("0707"))
        else:
            g.apply(Choose(d.options[0]))
    de2 = g.state.units["de2"]
    assert into and de2.steps_lost == 1 and de2.status == "on_map" and g.label(de2.hex) != "0707"


def _exit_game(captured: bool) -> Game:
    from hexstudio.scenario.model import HexSet

    rule = {"rule": "exit_map", "params": {"side": "allies", "zones": [{
        "hex_set": "south", "units": {"types": ["infantry"]}, "count": 2, "points": {"allies": 10},
        "none_exit_points": {"axis": 20}, "after_captured": "town"}]}}
    units = [unit("us1", "us", 4, 4), unit("us2", "us", 4, 4), unit("de1", "de", 1, 1)]
    scn = scenario(units=units, setup={"us1": "0510", "us2": "0610", "de1": "0101"}, special_rules=[rule])
    scn.map.hex_sets["south"] = HexSet(name="south", hexes=["0510", "0610"])
    scn.map.hex_sets["town"] = HexSet(name="town", hexes=["0303"])
    g = Game(scn, 0)
    if captured:
        g.state.control[g.grid.parse("0303")] = "allies"
    return g


def test_exit_zones_score_the_books_points():
    from hexstudio.engine.actions import ExitMap

    g = _exit_game(captured=True)
    assert g.score() == {"allies": 0, "axis": 20}  # nobody has left yet
    g.apply(ExitMap(("us1",)))
    assert g.score() == {"allies": 0, "axis": 0}
    g.apply(ExitMap(("us2",)))
    assert g.score() == {"allies": 10, "axis": 0}
    # Before the town falls the exits do not count for the Allies (but they still deny the Germans).
    g2 = _exit_game(captured=False)
    g2.apply(ExitMap(("us1",)))
    g2.apply(ExitMap(("us2",)))
    assert g2.score() == {"allies": 0, "axis": 0}


def test_a_carried_unit_has_moved_this_turn():
    from hexstudio.engine.combat.named import moved_this_turn
    from hexstudio.engine.rules.amphibian_transport import AmphibianMove

    g = _amphib_game()
    g.apply(AmphibianMove("buffalo", "inf", g.legal_moves(["buffalo"]).path_to(g.grid.parse("0505"))))
    assert {"buffalo", "inf"} <= moved_this_turn(g)


def test_the_owner_chooses_which_unit_the_bombing_hits():
    from hexstudio.engine.actions import Choose
    from hexstudio.engine.dice import roll_dice

    seed = next(s for s in range(100_000) if sum(roll_dice(s, 0, "2d6")) in (2, 12, 3, 11))  # DB on 28-36
    g = _bombing_game([BOMBING], seed)
    d = g.state.pending
    assert d is None  # one German unit in 0505: its loss is taken at once
    assert g.state.units["de1"].steps_lost == 1
    # Two German units in the city: the Germans choose.
    from combat_fixtures import reichswald_bt

    from hexstudio.scenario.model import HexSet

    units = [unit("us1", "us", 8, 4, 8), unit("de1", "de", 2, 2, reduced=(1, 1)), unit("de2", "de", 2, 2, reduced=(1, 1))]
    scn = scenario(units=units, setup={"us1": "0101", "de1": "0505", "de2": "0505"}, special_rules=[BOMBING],
                   bombardment=reichswald_bt())
    scn.map.hex_sets["town"] = HexSet(name="town", hexes=["0505"])
    scn.map.hex_sets["other"] = HexSet(name="other", hexes=["0707"])
    g = Game(scn, seed)
    d = g.state.pending
    assert d is not None and d.kind == "strategic_bombing_loss" and d.side == "axis" and set(d.options) == {"de1", "de2"}
    g.apply(Choose("de2"))
    assert (g.state.units["de1"].steps_lost, g.state.units["de2"].steps_lost) == (0, 1)
    assert g.state.pending is None
