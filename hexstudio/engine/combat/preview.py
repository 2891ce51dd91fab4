"""What a combat or bombardment would be, before any die is rolled.

The preview gathers every number the player needs to decide: each
contribution to the totals, the odds and the column they select, each shift
with its reason and rule, the final column, and the chance of every result
over all throws of the dice. The game uses the same preview to resolve the
combat, so what the player saw is what is rolled on.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from hexstudio.engine.combat.bombard import BombardKind, normalise_code, value_column
from hexstudio.engine.combat.crt import column_outcomes, parse_cell
from hexstudio.engine.combat.odds import ColumnPick, Odds, column_for_odds, compute_odds
from hexstudio.engine.combat.shifts import Shift, ShiftResult, apply_shifts
from hexstudio.engine.text import msg
from hexstudio.scenario.model import BombardmentTable, CombatRules, CombatTable

Role = Literal["attacker", "defender", "artillery", "air", "ranged"]


@dataclass(frozen=True, slots=True)
class Contribution:
    """One line of a strength total: a unit, a supporting battery, air points."""

    label: str
    value: int
    role: Role
    unit: str | None = None


@dataclass(frozen=True, slots=True)
class OutcomeLine:
    row: str
    probability: Fraction
    cell: str
    codes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CombatPreview:
    attack: tuple[Contribution, ...]
    defence: tuple[Contribution, ...]
    attack_total: int
    defence_total: int
    odds: Odds
    base: ColumnPick
    base_label: str
    shifts: tuple[Shift, ...]
    shifted: ShiftResult
    final_index: int
    final_label: str
    outcomes: tuple[OutcomeLine, ...]
    # What the defender could still add (artillery in range, air points), shown
    # only when the rules do not hide the defender's support (U16); None if hidden.
    possible_defence_support: int | None = None

    def code_probability(self) -> dict[str, Fraction]:
        """Chance of each result code (a cell's codes each count)."""
        out: dict[str, Fraction] = defaultdict(Fraction)
        for o in self.outcomes:
            for c in o.codes:
                out[c] += o.probability
        return dict(out)

    def describe(self) -> list[str]:
        """The preview as lines of text, for a tooltip or a log."""
        lines = [f"Attack {self.attack_total}: " + ", ".join(f"{c.label} {c.value}" for c in self.attack)]
        lines.append(f"Defence {self.defence_total}: " + ", ".join(f"{c.label} {c.value}" for c in self.defence))
        lines.append(f"Odds {self.odds.label} → column {self.base_label}")
        lines += [f"  {s.describe()}" for s in self.shifts]
        lines.append(f"Final column {self.final_label}")
        lines += [f"  {o.row}: {o.cell} ({o.probability})" for o in self.outcomes]
        return lines


def preview_combat(
    table: CombatTable,
    rules: CombatRules,
    attack: Iterable[Contribution],
    defence: Iterable[Contribution],
    shifts: Iterable[Shift] = (),
) -> CombatPreview:
    """Totals → odds → column → shifts → final column → result chances.

    Raises OddsError if the odds are off the table and the rules forbid it.
    """
    attack = tuple(attack)
    defence = tuple(defence)
    shifts = tuple(shifts)
    a = sum(c.value for c in attack)
    d = sum(c.value for c in defence)
    odds = compute_odds(a, d, rules.inverse_odds)
    base = column_for_odds(odds, table.columns, rules.below_table)
    shifted = apply_shifts(base.raw_index, len(table.columns), shifts, rules.shift_mode, rules.clamp_after_shifts)
    final = shifted.final_index
    lines = tuple(
        OutcomeLine(o.row, o.probability, o.cell, parse_cell(o.cell, table.results).codes)
        for o in column_outcomes(table.cells, table.rows, final, table.dice)
    )
    return CombatPreview(
        attack=attack,
        defence=defence,
        attack_total=a,
        defence_total=d,
        odds=odds,
        base=base,
        base_label=table.columns[base.index].label,
        shifts=shifts,
        shifted=shifted,
        final_index=final,
        final_label=table.columns[final].label,
        outcomes=lines,
    )


@dataclass(frozen=True, slots=True)
class BombardPreview:
    kind: BombardKind
    power: tuple[Contribution, ...]
    targets: tuple[Contribution, ...]  # one line per target unit: its vulnerability index
    power_total: int
    vulnerability: int
    value: int
    base_index: int
    base_label: str
    shifts: tuple[Shift, ...]
    shifted: ShiftResult
    final_index: int
    final_label: str
    outcomes: tuple[OutcomeLine, ...]

    def code_probability(self) -> dict[str, Fraction]:
        out: dict[str, Fraction] = defaultdict(Fraction)
        for o in self.outcomes:
            for c in o.codes:
                out[c] += o.probability
        return dict(out)

    def describe(self) -> list[str]:
        lines = [
            msg("{what}: power {power} × vulnerability {vulnerability} = {value} → column {column}",
                what=msg("Air attack") if self.kind == "air" else msg("Bombardment"), power=self.power_total,
                vulnerability=self.vulnerability, value=self.value, column=self.base_label)
        ]
        lines += [f"  {s.describe()}" for s in self.shifts]
        lines.append(f"Final column {self.final_label}")
        lines += [f"  {o.row}: {o.cell} ({o.probability})" for o in self.outcomes]
        return lines


def preview_bombardment(
    table: BombardmentTable,
    rules: CombatRules,
    kind: BombardKind,
    power: Iterable[Contribution],
    targets: Iterable[Contribution],
    shifts: Iterable[Shift] = (),
) -> BombardPreview:
    """power × vulnerability → column → shifts → final column → result chances.

    ``targets`` carries each unit's vulnerability index for ``kind``. Shifts
    combine by ``rules.shift_mode``; a shift past either end of the table
    stops at the end column (U39). Raises BombardError for a value the table
    does not allow.
    """
    power = tuple(power)
    targets = tuple(targets)
    shifts = tuple(shifts)
    p = sum(c.value for c in power)
    v = sum(c.value for c in targets)
    value = p * v
    base = value_column(table, value)
    shifted = apply_shifts(base, len(table.columns), shifts, rules.shift_mode, True)
    final = shifted.final_index
    lines = tuple(
        OutcomeLine(o.row, o.probability, o.cell, (normalise_code(o.cell),))
        for o in column_outcomes(table.cells, table.rows, final, table.dice)
    )
    return BombardPreview(
        kind=kind,
        power=power,
        targets=targets,
        power_total=p,
        vulnerability=v,
        value=value,
        base_index=base,
        base_label=table.columns[base].label,
        shifts=shifts,
        shifted=shifted,
        final_index=final,
        final_label=table.columns[final].label,
        outcomes=lines,
    )
