"""Combat played through the Game: declarations, support, the roll and every
consequence, with seeds chosen so the dice give the result under test."""

from __future__ import annotations

import pytest
from combat_fixtures import leyte_bt, leyte_crt, scenario, unit

from hexstudio.engine.actions import Choose, EndPhase
from hexstudio.engine.combat import AirAttack, Bombard, CommitDefence, DeclareAttack, bombard_preview, combat_preview
from hexstudio.engine.combat.handlers import AirPointsProblem, AlreadyUsed, IllegalAttack, OutOfRange
from hexstudio.engine.dice import roll_dice
from hexstudio.engine.errors import DecisionPending, IllegalAction, NotYourPhase, ObligationUnmet, UnknownUnit
from hexstudio.engine.game import Game


def totals_for(column: str, cell: str, table=None) -> set[int]:
    """Dice totals that read ``cell`` in ``column`` of the (Leyte) CRT."""
    t = table or leyte_crt()
    c = [x.label for x in t.columns].index(column)
    return {n for i, row in enumerate(t.rows) if t.cells[i][c] == cell for n in row.rolls}


def seed_for(*wanted: set[int], dice: str = "2d6", first: int = 0) -> int:
    """The smallest seed whose rolls number first, first+1, ... fall in ``wanted``."""
    for seed in range(200_000):
        if all(sum(roll_dice(seed, first + i, dice)) in w for i, w in enumerate(wanted)):
            return seed
    raise AssertionError("no seed found")


def at_combat(scn, seed: int = 0) -> Game:
    g = Game(scn, seed)
    g.apply(EndPhase())  # allies' movement -> allies' combat
    assert g.phase_kind() == "combat" and g.state.active_side == "allies"
    return g


def H(g: Game, label: str):
    return g.grid.parse(label)


def where(g: Game, uid: str) -> str | None:
    h = g.state.units[uid].hex
    return None if h is None else g.label(h)


def events(changes, kind):
    return [e.data for e in changes.events if e.kind == kind]


# Two attackers at 0504 and 0404 against 0505: the defenders can retreat to 0605 or 0506.
BASE_UNITS = [
    unit("inf", "us", 6, 4),
    unit("tank", "us", 4, 2, 8, type="armor"),
    unit("d1", "de", 1, 1, reduced=(1, 1)),
    unit("d2", "de", 1, 1, reduced=(1, 1)),
]
BASE_SETUP = {"inf": "0504", "tank": "0404", "d1": "0505", "d2": "0505"}


def base(*, solo: bool = False, **kw):
    """``solo``: the tank stands far away, so the infantry may attack alone
    (an engaged unit with no other target must join an attack on its hex)."""
    units = kw.pop("units", [])
    setup = {**BASE_SETUP, **kw.pop("setup", {})}
    if solo:
        setup["tank"] = "0101"
    return scenario(units=BASE_UNITS + units, setup=setup, **kw)


# --------------------------------------------------------------------------- a full attack


def test_drb_avb_loss_choice_retreat_choice_and_armored_advance():
    seed = seed_for(totals_for("5-1", "DRB AVB"))  # 10 vs 2 -> 5-1
    g = at_combat(base(), seed)
    with pytest.raises(ObligationUnmet):
        g.apply(EndPhase())  # engaged units must attack first (core's check)
    ch = g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    assert events(ch, "combat")[0]["result"] == "DRB AVB"
    d = g.state.pending
    assert (d.kind, d.side, set(d.options)) == ("combat_loss", "axis", {"d1", "d2"})
    with pytest.raises(DecisionPending):
        g.apply(DeclareAttack(H(g, "0505"), ("inf",)))
    g.apply(Choose("d1"))
    assert g.state.units["d1"].steps_lost == 1
    d = g.state.pending
    assert d.kind == "retreat" and set(d.options) == {"0605", "0506"}
    g.apply(Choose("0605"))
    assert where(g, "d1") == "0605"
    assert g.state.pending.kind == "retreat"
    g.apply(Choose("0506"))
    assert where(g, "d2") == "0506"
    d = g.state.pending
    assert (d.kind, d.side, set(d.options)) == ("combat_loss", "allies", {"inf", "tank"})
    g.apply(Choose("inf"))
    assert g.state.units["inf"].steps_lost == 1
    d = g.state.pending
    assert d.kind == "advance" and {"inf 0505", "tank 0505", "done"} <= set(d.options)
    g.apply(Choose("tank 0505"))
    d = g.state.pending
    assert d.kind == "advance"
    beyond = {o for o in d.options if o.startswith("tank ")}
    assert beyond == {"tank 0604", "tank 0504", "tank 0404", "tank 0405"}  # not into d1 (0605) or d2 (0506)
    g.apply(Choose("tank 0604"))
    d = g.state.pending
    assert all(not o.startswith("tank ") for o in d.options)  # armor: 2 hexes in total (U32)
    g.apply(Choose("done"))
    assert g.state.pending is None and "combat" not in g.state.extra
    assert g.state.extra["last_combat"]["result"] == "DRB AVB"
    g.apply(EndPhase())  # both engaged units attacked


def test_emp_defender_chooses_one_or_more_attacker_matches():
    seed = seed_for(totals_for("5-1", "EMP"))
    g = at_combat(base(), seed)
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    d = g.state.pending
    assert (d.kind, set(d.options)) == ("exchange_defender", {"d1", "d2"})
    g.apply(Choose("d1"))
    d = g.state.pending
    assert (d.kind, set(d.options)) == ("exchange_defender", {"d2", "done"})
    g.apply(Choose("done"))
    d = g.state.pending
    # Armor is not forced first: the defenders have no armor.
    assert (d.kind, d.side, set(d.options)) == ("exchange_attacker", "allies", {"inf", "tank"})
    g.apply(Choose("tank"))
    assert g.state.units["tank"].status == "eliminated" and g.state.units["inf"].status == "on_map"
    assert g.state.units["d1"].status == "eliminated"
    assert g.state.pending.kind == "retreat"  # d2 survives and retreats
    g.apply(Choose("0506"))
    assert where(g, "d2") == "0506" and g.state.pending is None


def test_emp_shortfall():
    units = [unit("weak", "us", 1, 1), unit("gun", "us", 14, 1, type="artillery", rng=3), unit("big", "de", 2, 3)]
    seed = seed_for(totals_for("5-1", "EMP"))
    scn = scenario(units=units, setup={"weak": "0504", "gun": "0304", "big": "0505"}, rules={"combat": {"exchange": "one"}})
    g = at_combat(scn, seed)
    ch = g.apply(DeclareAttack(H(g, "0505"), ("weak",), ("gun",)))  # 15 vs 3 -> 5-1
    assert events(ch, "combat")[0]["result"] == "EMP"
    assert g.state.units["big"].status == "eliminated"  # exactly one, no question: there is one defender
    assert g.state.units["weak"].status == "eliminated"  # attack 1 < 3: U27 (i) shortfall
    assert g.state.units["gun"].status == "on_map"  # ranged support is not an attacker (U27 iii)
    assert g.state.pending is None


def test_chain_retreat_into_a_full_hex():
    seed = seed_for(totals_for("5-1", "DRI AVB"))
    extra = [unit(f"x{i}", "de", 1, 1) for i in range(3)]
    scn = base(units=extra, setup={"x0": "0605", "x1": "0605", "x2": "0605"}, hexes={"0506": {"terrain": "sea"}})
    g = at_combat(scn, seed)
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    # d1 and d2 can only go to the full hex 0605 (0506 is sea): d1 goes, 0605 is over-full.
    d = g.state.pending
    assert (d.kind, set(d.options)) == ("chain_retreat", {"x0", "x1", "x2", "d1"})
    g.apply(Choose("x1"))
    d = g.state.pending
    assert d.kind == "retreat" and "0505" not in d.options and "0604" not in d.options
    g.apply(Choose(d.options[0]))
    assert where(g, "x1") == d.options[0] and where(g, "d1") == "0605"


def test_without_chain_retreat_a_full_hex_is_not_offered():
    seed = seed_for(totals_for("5-1", "DRI AVB"))
    extra = [unit(f"x{i}", "de", 1, 1) for i in range(3)]
    scn = base(units=extra, setup={"x0": "0605", "x1": "0605", "x2": "0605"}, hexes={"0506": {"terrain": "sea"}},
               rules={"retreat": {"chain_retreat": False}})
    g = at_combat(scn, seed)
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    # 0605 is full and chains are off: only the enemy-ZOC hexes of the encircled retreat remain.
    d = g.state.pending
    assert d.kind == "retreat" and "encircled" in d.text and set(d.options) == {"0604", "0405"}


def test_retreat_into_the_sea_destroys():
    seed = seed_for(totals_for("6-1", "DRI AVB"))  # encircled: +1
    extra = [unit("b1", "us", 0, 1), unit("b2", "us", 0, 1), unit("b3", "us", 0, 1)]
    scn = base(units=extra, setup={"b1": "0604", "b2": "0405", "b3": "0605"}, hexes={"0506": {"terrain": "sea"}})
    g = at_combat(scn, seed)
    ch = g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    elim = {e["unit"]: e["reason"] for e in events(ch, "eliminated")}
    assert elim.keys() == {"d1", "d2"} and all("sea" in r for r in elim.values())


def test_no_legal_retreat_eliminates():
    seed = seed_for(totals_for("6-1", "DRI AVB"))
    extra = [unit(f"b{i}", "us", 0, 1) for i in range(4)]  # attack 0: not obliged to attack
    scn = base(units=extra, setup={"b0": "0604", "b1": "0405", "b2": "0605", "b3": "0506"})
    g = at_combat(scn, seed)
    ch = g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    assert {e["unit"] for e in events(ch, "eliminated")} == {"d1", "d2"}
    assert all("no legal retreat" in e["reason"] for e in events(ch, "eliminated"))


ENCIRCLED = {
    # Allied units around 0505 put every free neighbour in enemy ZOC.
    "units": [unit("e1", "us", 3, 3), unit("e2", "us", 3, 3)],
    "setup": {"e1": "0706", "e2": "0507"},
}


def test_encircled_defender_gives_a_shift_and_retreats_two_hexes_with_a_loss():
    seed = seed_for(totals_for("6-1", "DRI AVI"))  # 10 vs 2 = 5-1, +1 encircled -> 6-1
    g = at_combat(base(**ENCIRCLED), seed)
    p = combat_preview(g, DeclareAttack(H(g, "0505"), ("inf", "tank")))
    assert [s.source for s in p.shifts] == ["encirclement"] and p.final_label == "6-1"
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    d = g.state.pending
    assert d.kind == "retreat" and "encircled" in d.text
    assert set(d.options) == {"0605", "0604", "0405", "0506"}
    ch = g.apply(Choose("0604"))
    moves = [(e["frm"], e["to"]) for e in events(ch, "retreat") if e["unit"] == "d1"]
    assert moves == [("0505", "0604"), ("0604", "0704")]  # the only hex free of ZOC beyond 0604
    assert g.state.units["d1"].steps_lost == 1  # the loss of the second move (A4.8.5)


def test_encircled_second_hex_in_zoc_destroys():
    g = at_combat(base(**ENCIRCLED), seed_for(totals_for("6-1", "DRI AVI")))
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    ch = g.apply(Choose("0605"))  # from 0605 every further hex is in allied ZOC
    assert [e["reason"] for e in events(ch, "eliminated") if e["unit"] == "d1"] == [
        "encircled retreat: no hex free of enemy ZOC beyond 0605"]


def test_sheltered_retreat_through_friendly_units_takes_no_loss():
    friends = [unit("f1", "de", 1, 1)]
    scn = base(units=ENCIRCLED["units"] + friends, setup={**ENCIRCLED["setup"], "f1": "0604"}, rules={"retreat": {"sheltered": "all"}})
    g = at_combat(scn, seed_for(totals_for("6-1", "DRI AVI")))
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    g.apply(Choose("0604"))
    assert where(g, "d1") == "0704" and g.state.units["d1"].steps_lost == 0


def test_reduced_only_sheltered_rule_eliminates_a_unit_that_lost_a_step_without_friends():
    g = at_combat(base(**ENCIRCLED), seed_for(totals_for("6-1", "DRB AVB")))
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    ch = g.apply(Choose("d1"))  # the DRB loss
    assert [e["reason"] for e in events(ch, "eliminated") if e["unit"] == "d1"] == [
        "encircled after a loss, with no friendly unit to retreat through"]
    assert g.state.pending.kind == "retreat"  # d2, unhurt, retreats the normal encircled way


def test_reduced_only_sheltered_rule_spares_a_unit_that_passes_friends():
    friends = [unit("f1", "de", 1, 1)]
    scn = base(units=ENCIRCLED["units"] + friends, setup={**ENCIRCLED["setup"], "f1": "0604"})
    g = at_combat(scn, seed_for(totals_for("6-1", "DRB AVB")))
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    g.apply(Choose("d1"))
    # Only the friendly-occupied hex is offered; no loss on the second move (A4.8.6).
    assert where(g, "d1") == "0704" and g.state.units["d1"].steps_lost == 1


RIVERS = [{"hexes": ["0505", "0605"], "features": ["river"]}, {"hexes": ["0505", "0506"], "features": ["river"]}]
RIVER_RULES = {"retreat": {"across_hexside": {"river": {"armored": "step_or_destroy", "any": "none"}}}, "combat": {"river_shift": "never"}}


def test_armor_retreating_across_a_river_takes_a_loss_infantry_does_not():
    units = [unit("inf", "us", 6, 4), unit("tank", "us", 4, 2, 8, type="armor"),
             unit("pz", "de", 1, 1, 8, type="armor", reduced=(1, 1)), unit("gren", "de", 1, 1)]
    seed = seed_for(totals_for("5-1", "DRI AVB"))
    scn = scenario(units=units, setup={"inf": "0504", "tank": "0404", "pz": "0505", "gren": "0505"}, hexsides=RIVERS, rules=RIVER_RULES)
    g = at_combat(scn, seed)
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    g.apply(Choose("0605"))  # pz across the river
    assert g.state.units["pz"].steps_lost == 1 and where(g, "pz") == "0605"
    g.apply(Choose("0506"))  # gren across the river: nothing
    assert g.state.units["gren"].steps_lost == 0 and where(g, "gren") == "0506"


def test_armor_that_already_lost_a_step_is_destroyed_crossing_the_river():
    units = [unit("inf", "us", 6, 4), unit("tank", "us", 4, 2, 8, type="armor"),
             unit("pz", "de", 1, 1, 8, type="armor", reduced=(1, 1)), unit("gren", "de", 1, 1)]
    seed = seed_for(totals_for("5-1", "DRB AVB"))
    scn = scenario(units=units, setup={"inf": "0504", "tank": "0404", "pz": "0505", "gren": "0505"}, hexsides=RIVERS, rules=RIVER_RULES)
    g = at_combat(scn, seed)
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))
    g.apply(Choose("pz"))  # the DRB loss
    ch = g.apply(Choose("0605"))
    assert g.state.units["pz"].status == "eliminated"
    assert any("river" in e["reason"] for e in events(ch, "eliminated"))


def test_armored_attackers_take_losses_first_against_armor():
    units = [unit("inf", "us", 6, 4), unit("tank", "us", 4, 2, 8, type="armor"), unit("pz", "de", 1, 1, 8, type="armor")]
    scn = scenario(units=units, setup={"inf": "0504", "tank": "0404", "pz": "0505"}, rules={"combat": {"armored_take_losses_first": True}})
    g = at_combat(scn, seed_for(totals_for("9-1", "DE AVB")))
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))  # 10 vs 1 -> 9-1 (10-1 clamped)
    # DE AVB: pz eliminated (only defender); the AVB loss must go to the tank, no question asked.
    assert g.state.units["pz"].status == "eliminated"
    assert g.state.units["tank"].steps_lost == 1 and g.state.units["inf"].steps_lost == 0


# --------------------------------------------------------------------------- support and limits


def test_hidden_defensive_support_is_committed_after_the_attack():
    units = [unit("dart", "de", 3, 1, type="artillery", rng=3), unit("far", "de", 3, 1, type="artillery", rng=1)]
    seed = seed_for(totals_for("1-1", "IMP"))
    g = at_combat(base(solo=True, units=units, setup={"dart": "0707", "far": "0909"}), seed)
    act = DeclareAttack(H(g, "0505"), ("inf",))
    p = combat_preview(g, act)
    assert p.defence_total == 2  # the defender's possible support is not shown to the attacker
    g.apply(act)
    d = g.state.pending
    assert (d.kind, d.side, d.data["artillery"]) == ("commit_defence", "axis", ["dart"])
    with pytest.raises(IllegalAttack, match="cannot support this defence"):
        g.apply(CommitDefence(("far",)))
    ch = g.apply(CommitDefence(("dart",)))
    c = events(ch, "combat")[0]
    assert (c["attack"], c["defence"], c["odds"]) == (6, 5, "1-1")
    assert "dart" in g.state.supporting_units


def test_choose_none_commits_no_support():
    units = [unit("dart", "de", 3, 1, type="artillery", rng=3)]
    g = at_combat(base(solo=True, units=units, setup={"dart": "0707"}), seed_for(totals_for("3-1", "IMP")))
    g.apply(DeclareAttack(H(g, "0505"), ("inf",)))
    ch = g.apply(Choose("none"))
    assert events(ch, "combat")[0]["defence"] == 2


def test_artillery_supports_once_per_phase_and_a_hex_is_attacked_once():
    units = [unit("gun", "us", 2, 1, type="artillery", rng=4), unit("inf2", "us", 3, 3), unit("d3", "de", 1, 1),
             unit("d4", "de", 1, 1)]
    g = at_combat(base(solo=True, units=units, setup={"gun": "0303", "inf2": "0203", "d3": "0202", "d4": "0604"}), seed_for(totals_for("4-1", "IMP")))
    ch = g.apply(DeclareAttack(H(g, "0505"), ("inf",), ("gun",)))  # 6 + 2 vs 2 -> 4-1
    assert events(ch, "combat")[0]["result"] == "IMP" and g.state.pending is None
    with pytest.raises(AlreadyUsed, match="gun was already used in a combat this phase"):
        g.apply(DeclareAttack(H(g, "0202"), ("inf2",), ("gun",)))
    with pytest.raises(AlreadyUsed, match="0505 was already attacked this turn"):
        g.apply(DeclareAttack(H(g, "0505"), ("tank",)))
    with pytest.raises(AlreadyUsed, match="inf has already attacked this phase"):
        g.apply(DeclareAttack(H(g, "0604"), ("inf",)))


# Another enemy hex (0403) next to both attackers: an air strike or bombardment of 0505 leaves them a target.
SECOND_TARGET = {"units": [unit("d9", "de", 1, 1)], "setup": {"d9": "0403"}}


def test_a_bombarded_hex_cannot_be_attacked_again_this_turn():
    units = [unit("gun", "us", 2, 1, type="artillery", rng=4), *SECOND_TARGET["units"]]
    g = at_combat(base(units=units, setup={"gun": "0302", **SECOND_TARGET["setup"]}, bombardment=leyte_bt()), seed_for({7}))
    g.apply(Bombard(H(g, "0505"), ("gun",)))
    with pytest.raises(AlreadyUsed, match="0505 was already attacked"):
        g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank")))


def test_illegal_declarations_say_why():
    units = [unit("gun", "us", 2, 1, type="artillery", rng=2), unit("far", "us", 3, 3)]
    air = [{"side": "allies", "schedule": [{"turns": [1, 2, 3], "points": 10}], "per_use_min": 3, "per_use_max": 6,
            "limits_apply_to_support": True}]
    g = Game(base(solo=True, units=units, setup={"gun": "0301", "far": "0909"}, air=air), 0)
    with pytest.raises(NotYourPhase):
        g.apply(DeclareAttack(H(g, "0505"), ("inf",)))
    g.apply(EndPhase())
    cases = [
        (DeclareAttack(H(g, "0505"), ()), IllegalAttack, "at least one"),
        (DeclareAttack(H(g, "0505"), ("far",)), IllegalAttack, "not adjacent"),
        (DeclareAttack(H(g, "0505"), ("d1",)), IllegalAttack, "not one of allies"),
        (DeclareAttack(H(g, "0505"), ("ghost",)), UnknownUnit, "no unit 'ghost'"),
        (DeclareAttack(H(g, "0606"), ("inf",)), IllegalAttack, "no enemy units"),
        (DeclareAttack(H(g, "0505"), ("inf",), ("gun",)), OutOfRange, "beyond its range of 2"),
        (DeclareAttack(H(g, "0505"), ("inf",), (), 2), AirPointsProblem, "between 3 and 6"),
        (DeclareAttack(H(g, "0505"), ("inf",), (), 12), AirPointsProblem, "only 10 air points"),
        (DeclareAttack(H(g, "0505"), ("inf", "inf")), IllegalAttack, "listed twice"),
    ]
    for action, err, text in cases:
        with pytest.raises(err, match=text):
            g.apply(action)
        assert issubclass(err, IllegalAction)
    assert g.why_illegal(DeclareAttack(H(g, "0505"), ("inf",), (), 4)) is None


# --------------------------------------------------------------------------- air attack and bombardment


def test_air_attack_spends_points_and_the_owner_chooses_the_loss():
    air = [{"side": "allies", "schedule": [{"turns": [1, 2, 3], "points": 10}], "per_use_min": 3, "per_use_max": 6}]
    g = at_combat(base(air=air, bombardment=leyte_bt(), **SECOND_TARGET), seed_for({2, 12}))
    assert g.state.air_points["allies"] == 10
    act = AirAttack(H(g, "0505"), 6)
    p = bombard_preview(g, act)
    assert (p.vulnerability, p.value, p.final_label) == (2, 12, "1-12")
    with pytest.raises(AirPointsProblem, match="between 3 and 6"):
        g.apply(AirAttack(H(g, "0505"), 7))
    ch = g.apply(act)
    assert events(ch, "bombardment")[0]["result"] == "DB"
    assert g.state.air_points["allies"] == 4
    d = g.state.pending
    assert (d.kind, d.side, set(d.options)) == ("combat_loss", "axis", {"d1", "d2"})
    g.apply(Choose("d2"))
    assert g.state.units["d2"].steps_lost == 1 and g.state.pending is None
    with pytest.raises(AlreadyUsed):
        g.apply(AirAttack(H(g, "0505"), 3))


def test_bombardment_e10_values_and_river_exemption():
    units = [unit(f"art{i}", "us", 2, 1, type="artillery", rng=4) for i in range(3)] + [
        unit("j1", "jp", 2, 2), unit("j2", "jp", 2, 2), unit("jt", "jp", 2, 2, type="armor")]
    setup = {"art0": "0301", "art1": "0302", "art2": "0303", "j1": "0808", "j2": "0808", "jt": "0808"}
    hexsides = [{"hexes": ["0808", "0807"], "features": ["river"]}]
    scn = scenario(units=units, setup=setup, hexsides=hexsides, bombardment=leyte_bt(), rules={"combat": {"river_shift": "bordering"}})
    g = Game(scn, seed_for({7}))
    g.apply(EndPhase())
    act = Bombard(H(g, "0808"), ("art0", "art1", "art2"))
    with pytest.raises(OutOfRange):
        g.apply(act)
    # Move the batteries into range for the test (the map is small).
    for i, lab in enumerate(("0605", "0606", "0607")):
        g.state.units[f"art{i}"].hex = H(g, lab)
    p = bombard_preview(g, act)
    assert (p.power_total, p.vulnerability, p.value, p.final_label, p.shifts) == (6, 5, 30, "25-36", ())
    ch = g.apply(act)
    assert events(ch, "bombardment")[0]["result"] == "DI"
    with pytest.raises(AlreadyUsed, match="0808 was already attacked this turn"):
        g.apply(AirAttack(H(g, "0808"), 3))


def test_monte_castelo_suppression_result():
    from combat_fixtures import monte_castelo_bt

    units = [unit("pb", "us", 0, 0, type="artillery"), unit("g1", "de", 3, 4), unit("g2", "de", 3, 4)]
    units[0]["full"]["bombard"] = 10
    scn = scenario(units=units, setup={"pb": "0101", "g1": "0808", "g2": "0808"}, bombardment=monte_castelo_bt(),
                   rules={"losses": {"reduced_values": "halved"}})
    g = at_combat(scn, seed_for({2}, dice="1d6"))
    ch = g.apply(Bombard(H(g, "0808"), ("pb",)))  # 10 x 4 = 40 -> 37-48; d6 = 2 -> S
    assert events(ch, "bombardment")[0]["result"] == "S"
    assert g.state.units["g1"].suppressed and g.state.units["g2"].suppressed
    v = g.current_values("g1")
    assert (v.attack, v.defence, v.movement) == (2, 2, 3)  # D4 through the core's values


def test_open_support_rules_show_what_the_defender_could_add():
    units = [unit("dart", "de", 3, 1, type="artillery", rng=3)]
    hidden = at_combat(base(solo=True, units=units, setup={"dart": "0707"}))
    assert combat_preview(hidden, DeclareAttack(H(hidden, "0505"), ("inf",))).possible_defence_support is None
    shown = at_combat(base(solo=True, units=units, setup={"dart": "0707"}, rules={"combat": {"hidden_support": False}}))
    assert combat_preview(shown, DeclareAttack(H(shown, "0505"), ("inf",))).possible_defence_support == 3


def test_de_defender_chooses_the_eliminated_unit_the_rest_retreat():
    gun = [unit("gun", "us", 8, 1, type="artillery", rng=3)]
    g = at_combat(base(units=gun, setup={"gun": "0303"}), seed_for(totals_for("9-1", "DE AVI")))
    ch = g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank"), ("gun",)))  # 18 vs 2 -> 9-1
    assert events(ch, "combat")[0]["result"] == "DE AVI"
    d = g.state.pending
    assert (d.kind, d.side, set(d.options)) == ("combat_loss", "axis", {"d1", "d2"}) and "eliminated" in d.text
    g.apply(Choose("d2"))
    assert g.state.units["d2"].status == "eliminated"
    assert g.state.pending.kind == "retreat"  # "todas as outras ... EM QUAISQUER CIRCUNSTÂNCIAS"
    g.apply(Choose("0605"))
    assert where(g, "d1") == "0605" and g.state.pending.kind == "advance"
    assert "gun 0505" not in g.state.pending.options  # supporting artillery does not advance


def test_ae_attacker_chooses_the_eliminated_unit_the_rest_retreat():
    units = [unit("a1", "us", 1, 1), unit("a2", "us", 1, 1), unit("big", "de", 9, 9)]
    g = at_combat(scenario(units=units, setup={"a1": "0504", "a2": "0404", "big": "0505"}),
                  seed_for(totals_for("1-4", "DVI AE")))
    ch = g.apply(DeclareAttack(H(g, "0505"), ("a1", "a2")))  # 2 vs 9 -> 1-4
    assert events(ch, "combat")[0]["result"] == "DVI AE"
    d = g.state.pending
    assert (d.kind, d.side, set(d.options)) == ("combat_loss", "allies", {"a1", "a2"}) and "eliminated" in d.text
    g.apply(Choose("a2"))
    assert g.state.units["a2"].status == "eliminated"
    d = g.state.pending
    assert (d.kind, d.side) == ("retreat", "allies") and "0505" not in d.options
    g.apply(Choose(d.options[0]))
    assert where(g, "a1") != "0504" and g.state.pending is None


def test_defensive_air_support_is_paid_from_the_defenders_pool():
    air = [{"side": "axis", "schedule": [{"turns": [1, 2, 3], "points": 5}], "per_use_min": 1, "per_use_max": 5}]
    g = at_combat(base(solo=True, air=air), seed_for(totals_for("1-1", "IMP")))
    g.apply(DeclareAttack(H(g, "0505"), ("inf",)))
    assert g.state.pending.kind == "commit_defence" and g.state.pending.data["air"] == 5
    with pytest.raises(AirPointsProblem, match="only 5 air points"):
        g.apply(CommitDefence((), 6))
    ch = g.apply(CommitDefence((), 4))
    assert events(ch, "combat")[0]["defence"] == 6 and g.state.air_points["axis"] == 1


def test_an_engaged_unit_with_no_other_target_must_join():
    g = at_combat(base())
    with pytest.raises(IllegalAttack, match="tank must join this attack"):
        g.apply(DeclareAttack(H(g, "0505"), ("inf",)))
    assert combat_preview(g, DeclareAttack(H(g, "0505"), ("inf",))).attack_total == 6  # a partial choice previews
    # With a second enemy hex next to the tank, it may attack that one instead.
    g2 = at_combat(base(units=[unit("d9", "de", 1, 1)], setup={"d9": "0304"}))
    assert g2.why_illegal(DeclareAttack(H(g2, "0505"), ("inf",))) is None


def test_an_air_strike_or_bombardment_does_not_release_an_engaged_unit():
    """Issue 12: 'ela terá que atacar' -- the engaged unit itself attacks; a strike on its only
    target would use up the hex's attack this turn and let the phase end without it."""
    air = [{"side": "allies", "schedule": [{"turns": [1, 2, 3], "points": 10}], "per_use_min": 2, "per_use_max": 6}]
    units = [unit("gun", "us", 2, 1, type="artillery", rng=4)]
    g = at_combat(base(units=units, setup={"gun": "0302"}, air=air, bombardment=leyte_bt()), seed_for({7}, {7}))
    with pytest.raises(IllegalAttack, match="leave inf, tank nothing to attack"):
        g.apply(AirAttack(H(g, "0505"), 2))
    with pytest.raises(IllegalAttack, match="a bombardment of 0505 would leave inf, tank nothing to attack"):
        g.apply(Bombard(H(g, "0505"), ("gun",)))
    with pytest.raises(ObligationUnmet, match="engaged units must attack first"):
        g.apply(EndPhase())
    assert g.state.air_points["allies"] == 10 and not g.state.attacked_hexes
    # the engaged units attack themselves (air points as support are fine), then the phase may end
    g.apply(DeclareAttack(H(g, "0505"), ("inf", "tank"), ("gun",), 2))
    while g.state.pending is not None:
        g.apply(next(iter(g.legal_actions())))
    g.apply(EndPhase())
    assert g.state.active_side == "axis"


def test_a_hex_taken_by_an_advance_is_a_new_target_for_the_other_side():
    g = at_combat(base(solo=True), seed_for(totals_for("3-1", "DRI AVI"), totals_for("1-2", "IMP")))
    g.apply(DeclareAttack(H(g, "0505"), ("inf",)))  # 6 vs 2 -> 3-1
    g.apply(Choose("0605"))
    g.apply(Choose("0506"))
    g.apply(Choose("inf 0505"))  # the infantry advances into the attacked hex (its one hex)
    assert g.state.pending is None
    g.apply(EndPhase())  # axis movement
    g.apply(EndPhase())  # axis combat, same turn
    assert g.why_illegal(DeclareAttack(H(g, "0505"), ("d1", "d2"))) is None


def test_attack_choices_offer_adjacent_units_and_guns_in_range_not_yet_used() -> None:
    from hexstudio.engine.combat.handlers import attack_choices
    from hexstudio.engine.game import Game
    from hexstudio.paths import scenarios_dir
    from hexstudio.scenario.io import load_scenario

    g = Game(load_scenario(scenarios_dir() / "tutorial.json"), 0)
    st = g.state
    target = g.grid.parse("1004")
    # Put an Allied battalion next to the target and a gun three hexes away.
    st.units["us-1-16"].hex = g.grid.parse("0904")
    st.units["us-7fa"].hex = g.grid.parse("0704")
    attackers, guns = attack_choices(g, "allies", target)
    assert "us-1-16" in attackers and "us-7fa" not in attackers
    assert "us-7fa" in guns and "us-1-16" not in guns
    st.supporting_units.add("us-7fa")
    st.attacked_units.add("us-1-16")
    attackers, guns = attack_choices(g, "allies", target)
    assert "us-1-16" not in attackers and "us-7fa" not in guns
