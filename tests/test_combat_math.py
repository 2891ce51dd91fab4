"""Combat arithmetic against the books' worked examples (examples.md)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from combat_fixtures import leyte_crt, monte_castelo_crt, reichswald_crt, sicily_crt
from hypothesis import given
from hypothesis import strategies as st

from hexstudio.engine.combat.crt import TableError, column_outcomes, lookup, parse_cell, row_for_total
from hexstudio.engine.combat.odds import OddsError, column_for_odds, compute_odds
from hexstudio.engine.combat.preview import Contribution, preview_combat
from hexstudio.engine.combat.shifts import Favours, Shift, apply_shifts, encirclement_shift
from hexstudio.scenario.model import CombatRules


def col(table, label):
    return [c.label for c in table.columns].index(label)


# --------------------------------------------------------------------------- odds


def test_e5_odds_eleven_against_four_is_two_to_one():
    odds = compute_odds(11, 4)
    assert odds.label == "2-1"
    assert leyte_crt().columns[column_for_odds(odds, leyte_crt().columns).index].label == "2-1"


def test_d7_inverse_odds_both_readings():
    t = leyte_crt()
    floor = compute_odds(4, 7, "floor")
    ceil = compute_odds(4, 7, "ceil")
    assert floor.label == "1-1" and ceil.label == "1-2"
    assert t.columns[column_for_odds(floor, t.columns).index].label == "1-1"
    assert t.columns[column_for_odds(ceil, t.columns).index].label == "1-2"


def test_inverse_exact_multiples_agree():
    assert compute_odds(3, 9, "floor").label == compute_odds(3, 9, "ceil").label == "1-3"


def test_u20_defence_zero_is_the_best_column():
    t = leyte_crt()
    pick = column_for_odds(compute_odds(3, 0), t.columns)
    assert t.columns[pick.index].label == "9-1"


def test_attack_zero_or_negative_is_refused():
    with pytest.raises(OddsError, match="above 0"):
        compute_odds(0, 4)
    with pytest.raises(OddsError, match="negative"):
        compute_odds(3, -1)


def test_odds_beyond_the_table_keep_their_distance_and_clamp():
    t = leyte_crt()
    pick = column_for_odds(compute_odds(40, 3), t.columns)  # 13-1
    assert pick.index == col(t, "9-1") and pick.off_table == 4 and pick.raw_index == col(t, "9-1") + 4
    low = column_for_odds(compute_odds(1, 6), t.columns)  # 1-6: two past 1-4
    assert low.index == 0 and low.raw_index == -2


def test_u19_below_table_forbid():
    t = leyte_crt()
    with pytest.raises(OddsError, match="below the table"):
        column_for_odds(compute_odds(1, 6), t.columns, "forbid")
    assert column_for_odds(compute_odds(1, 4), t.columns, "forbid").index == 0


def test_d11_monte_castelo_open_ended_first_column():
    t = monte_castelo_crt()
    pick = column_for_odds(compute_odds(2, 10), t.columns, "forbid")  # 1:5, yet "1:3+" is open-ended
    assert t.columns[pick.index].label == "1:3+"
    assert lookup(t, pick.index, 7).text == "DVI AE"
    top = column_for_odds(compute_odds(50, 3), t.columns)
    assert t.columns[top.index].label == "9+:1"


@given(st.integers(1, 40), st.integers(1, 40))
def test_e41_two_to_one_means_at_least_double(pd, extra):
    pa = 2 * pd + (extra % pd)  # 2·PD <= PA < 3·PD
    t = monte_castelo_crt()
    assert t.columns[column_for_odds(compute_odds(pa, pd), t.columns).index].label == "2:1"


@given(st.integers(1, 60), st.integers(1, 60))
def test_odds_column_is_monotonic_in_attack(a, d):
    t = leyte_crt()
    c1 = column_for_odds(compute_odds(a, d), t.columns).raw_index
    c2 = column_for_odds(compute_odds(a + 1, d), t.columns).raw_index
    assert c2 >= c1


# --------------------------------------------------------------------------- dice and CRT


def test_e6_dice_two_and_three_read_row_five_nine():
    assert leyte_crt().rows[row_for_total(leyte_crt().rows, 2 + 3)].label == "5-9"


@pytest.mark.parametrize(
    ("table", "column", "total", "cell"),
    [
        (leyte_crt(), "8-1", 3, "DE AVI"),  # D8
        (reichswald_crt(), "8-1", 11, "DE AVB"),  # D9
        (sicily_crt(), "6-1", 12, "DE AVB"),  # D10
        (leyte_crt(), "6-1", 12, "EMP"),  # D10, Leyte differs
        (leyte_crt(), "2-1", 6, "DVB ARB"),  # D13, copy A
        (reichswald_crt(), "8-1", 3, "DE AVB"),  # row 3-11 holds both 3 and 11
    ],
)
def test_d8_to_d13_crt_lookups(table, column, total, cell):
    assert lookup(table, col(table, column), total).text == cell


def test_cells_split_into_defender_and_attacker_codes():
    results = leyte_crt().results
    c = parse_cell("DRB AVB", results)
    assert (c.defender, c.attacker, c.both) == ("DRB", "AVB", None)
    assert parse_cell("EMP", results).both == "EMP"
    with pytest.raises(TableError, match="defender code then an attacker code"):
        parse_cell("AVB DRB", results)
    with pytest.raises(TableError, match="unknown result code"):
        parse_cell("DRX AVB", results)


def test_row_probabilities_over_36_throws():
    t = leyte_crt()
    probs = {o.row: o.probability for o in column_outcomes(t.cells, t.rows, 0, "2d6")}
    assert probs == {"2-12": Fraction(2, 36), "3-11": Fraction(4, 36), "4-10": Fraction(6, 36),
                     "5-9": Fraction(8, 36), "6-8": Fraction(10, 36), "7": Fraction(6, 36)}


# --------------------------------------------------------------------------- shifts and netting


def test_d12_monte_castelo_attacker_shifts_first():
    t = monte_castelo_crt()
    shifts = [Shift(3, Favours.ATTACKER, "attack bonuses"), Shift(2, Favours.DEFENDER, "terrain")]
    r = apply_shifts(col(t, "8:1"), len(t.columns), shifts, "attacker_first")
    assert t.columns[r.final_index].label == "7:1"
    net = apply_shifts(col(t, "8:1"), len(t.columns), shifts, "net")
    assert t.columns[net.final_index].label == "9+:1"


def test_u19_shifts_on_raw_or_clamped_column():
    t = leyte_crt()
    raw = column_for_odds(compute_odds(12, 1), t.columns).raw_index
    left3 = [Shift(3, Favours.DEFENDER, "mountain")]
    assert t.columns[apply_shifts(raw, 12, left3, "net", True).final_index].label == "9-1"
    assert t.columns[apply_shifts(raw, 12, left3, "net", False).final_index].label == "6-1"


def test_e7_japanese_encircled_counter_shift_cancels():
    japanese = Shift(1, Favours.DEFENDER, "Japanese encircled", "Leyte 5.1.3")
    shifts = [*encirclement_shift(True, 1), japanese]
    assert sum(s.signed for s in shifts) == 0
    assert apply_shifts(5, 12, shifts).final_index == 5
    # The Japanese attacking encircled Americans: the plain +1.
    assert apply_shifts(5, 12, encirclement_shift(True, 1)).final_index == 6
    assert encirclement_shift(False, 1) == []


def test_shift_records_are_never_negative():
    with pytest.raises(ValueError, match="amount"):
        Shift(-1, Favours.ATTACKER, "x")
    assert Shift.columns(-2, "forest").favours is Favours.DEFENDER


# --------------------------------------------------------------------------- preview


def test_preview_lists_every_contribution_and_shift():
    t = leyte_crt()
    p = preview_combat(
        t,
        CombatRules(),
        [Contribution("1/16", 3, "attacker", "a"), Contribution("2/16", 3, "attacker", "b"),
         Contribution("7th Art", 2, "artillery", "c"), Contribution("air", 3, "air")],
        [Contribution("I/914", 4, "defender", "d")],
        [Shift(2, Favours.DEFENDER, "defender in forest", "Leyte 5.1.2")],
    )
    assert (p.attack_total, p.defence_total, p.odds.label, p.base_label, p.final_label) == (11, 4, "2-1", "2-1", "1-2")
    assert sum(o.probability for o in p.outcomes) == 1
    chances = p.code_probability()
    # Column 1-2: IMP on 2-12, DVB ARI on 3-11, DVB ARB on 4-10, DVI ARI on 5-9, DVI ARB on 6-8, DVB AE on 7.
    assert chances["IMP"] == Fraction(2, 36)
    assert chances["DVB"] == Fraction(4 + 6 + 6, 36)
    assert any("forest" in line for line in p.describe())
