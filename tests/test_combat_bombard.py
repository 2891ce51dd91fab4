"""Bombardment and air attack values, columns and shifts; current values."""

from __future__ import annotations

from fractions import Fraction

import pytest
from combat_fixtures import (
    leyte_bt,
    monte_castelo_bt,
    reichswald_bt,
    scenario,
    sicily_bt_examples,
    sicily_bt_printed,
    unit,
)

from hexstudio.engine.combat.bombard import BombardError, value_column, vulnerability_sum
from hexstudio.engine.combat.preview import Contribution, preview_bombardment
from hexstudio.engine.combat.shifts import Favours, Shift, terrain_shifts
from hexstudio.engine.combat.values import current_values
from hexstudio.scenario.model import CombatRules, Unit


def _types():
    s = scenario()
    return {t.id: t for t in s.unit_types}, s.terrain_by_id()


def _targets(kind, *type_ids):
    types, _ = _types()
    return [Contribution(t, types[t].vulnerability[kind], "defender") for t in type_ids]


def test_e9_air_attack_six_points_on_two_infantry_and_artillery():
    types, terrain = _types()
    assert vulnerability_sum([types["infantry"], types["infantry"], types["artillery"]], "air") == 4
    power = [Contribution("air points", 6, "air")]
    p = preview_bombardment(leyte_bt(), CombatRules(), "air", power, _targets("air", "infantry", "infantry", "artillery"))
    assert (p.vulnerability, p.value, p.base_label, p.final_label) == (4, 24, "13-24", "13-24")
    airfield = terrain_shifts([terrain["open"], terrain["airfield"]], "best", kind="bombardment")
    p2 = preview_bombardment(leyte_bt(), CombatRules(), "air", power, _targets("air", "infantry", "infantry", "artillery"), airfield)
    assert p2.final_label == "1-12"


def test_e10_artillery_three_batteries_on_two_infantry_and_armor():
    power = [Contribution(f"art{i}", 2, "artillery") for i in range(3)]
    p = preview_bombardment(leyte_bt(), CombatRules(), "artillery", power, _targets("artillery", "infantry", "infantry", "armor"))
    assert (p.power_total, p.vulnerability, p.value, p.final_label) == (6, 5, 30, "25-36")
    # Column 25-36 is DB on 2-12, 3-11, 4-10: 12 of 36 throws.
    assert p.code_probability() == {"DB": Fraction(12, 36), "DI": Fraction(24, 36)}


def test_d3_sicily_printed_table():
    bt = sicily_bt_printed()
    assert bt.columns[value_column(bt, 24)].label == "21-30"
    city = [Shift(1, Favours.DEFENDER, "city")]
    p = preview_bombardment(bt, CombatRules(), "air", [Contribution("air", 6, "air")], _targets("air", "infantry", "infantry", "armor"), city)
    assert (p.value, p.base_label, p.final_label) == (24, "21-30", "11-20")
    assert bt.columns[value_column(bt, 20)].label == "11-20"


def test_e29_e30_sicily_example_reading():
    """E29/E30 are INCONSISTENT with the printed table: the examples' columns as a second table."""
    bt = sicily_bt_examples()
    city = [Shift(1, Favours.DEFENDER, "city")]
    p = preview_bombardment(bt, CombatRules(), "air", [Contribution("air", 6, "air")], _targets("air", "infantry", "infantry", "armor"), city)
    assert (p.value, p.base_label, p.final_label) == (24, "19-36", "1-18")
    art = [Contribution("a", 2, "artillery"), Contribution("b", 2, "artillery")]
    p2 = preview_bombardment(bt, CombatRules(), "artillery", art, _targets("artillery", "armor", "infantry", "infantry"))
    assert (p2.value, p2.final_label) == (20, "19-36")


def test_reichswald_value_below_four_is_refused():
    with pytest.raises(BombardError, match="below the minimum of 4"):
        value_column(reichswald_bt(), 3)
    assert reichswald_bt().columns[value_column(reichswald_bt(), 4)].label == "4-9"


def test_shift_left_of_the_first_column_stops_there():
    p = preview_bombardment(leyte_bt(), CombatRules(), "air", [Contribution("air", 3, "air")], _targets("air", "infantry"),
                            [Shift(3, Favours.DEFENDER, "mountain")])
    assert p.final_label == "1-12"


def test_monte_castelo_table_three_one_die():
    bt = monte_castelo_bt()
    p = preview_bombardment(bt, CombatRules(shift_mode="attacker_first"), "artillery", [Contribution("PB", 10, "artillery")],
                            [Contribution("inf", 2, "defender"), Contribution("inf", 2, "defender")])
    assert (p.value, p.final_label) == (40, "37-48")
    assert {o.row: o.cell for o in p.outcomes} == {"1": "B+S", "2": "S", "3": "S", "4": "S", "5": "S", "6": "—"}
    assert p.code_probability() == {"B+S": Fraction(1, 6), "S": Fraction(4, 6), "-": Fraction(1, 6)}
    assert bt.columns[value_column(bt, 61)].label == ">61"


def test_missing_vulnerability_index_is_named():
    types, _ = _types()
    bad = types["infantry"].model_copy(update={"vulnerability": {"air": 1}, "id": "bersaglieri"})
    with pytest.raises(BombardError, match="bersaglieri has no artillery"):
        vulnerability_sum([bad], "artillery")


# --------------------------------------------------------------------------- D4-D6


@pytest.mark.parametrize(
    ("printed", "reduced", "suppressed", "both"),
    [
        ((3, 4, 6), "2-2-6", "2-2-3", "1-1-3"),  # D4
        ((4, 4, 8), "2-2-8", "2-2-4", "1-1-4"),  # D5
        ((6, 4, 15), "3-2-15", "3-2-8", "2-1-8"),  # D6
    ],
)
def test_d4_d6_monte_castelo_reduced_and_suppressed(printed, reduced, suppressed, both):
    u = Unit.model_validate(unit("x", "br", *printed))
    assert current_values(u, reduced=True, reduced_values="halved").label() == reduced
    assert current_values(u, suppressed=True, reduced_values="halved").label() == suppressed
    assert current_values(u, reduced=True, suppressed=True, reduced_values="halved").label() == both


def test_printed_reduced_face_wins_in_the_family():
    u = Unit.model_validate(unit("x", "us", 3, 4, reduced=(1, 2)))
    assert current_values(u, reduced=True).label() == "1-2-6"
    assert current_values(u, reduced=True, reduced_values="halved").label() == "2-2-6"


@pytest.mark.parametrize(
    ("printed", "reduced", "suppressed", "both"),
    [((3, 4, 6), (2, 2, 6), (2, 2, 3), (1, 1, 3)), ((6, 4, 15), (3, 2, 15), (3, 2, 8), (2, 1, 8))],
)
def test_d4_d6_through_the_core_values(printed, reduced, suppressed, both):
    from hexstudio.engine.state import UnitState
    from hexstudio.engine.values import current_values as core_values

    u = Unit.model_validate(unit("x", "br", *printed))

    def v(lost, sup):
        c = core_values(u, UnitState("x", "allies", steps_lost=lost, suppressed=sup), "halved")
        return (c.attack, c.defence, c.movement)

    assert (v(1, False), v(0, True), v(1, True)) == (reduced, suppressed, both)
