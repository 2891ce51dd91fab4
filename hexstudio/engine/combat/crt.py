"""Reading the combat-results table: dice sum → row, column → cell → codes.

The CRT is data exactly as printed (RULES.md §B4.5: never generated from the
diagonal rule). A cell is a defender part followed by an attacker part
("DRB AVB"), or a single code for both sides (EMP, IMP) (§A4.7).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from hexstudio.scenario.model import CombatTable, DiceRow, ResultEffect


class TableError(ValueError):
    """A table that cannot be read: a missing row for a roll, an unknown code."""


def dice_outcomes(dice: Literal["1d6", "2d6"]) -> list[tuple[int, ...]]:
    """Every equally likely throw: 6 for one die, 36 for two."""
    if dice == "1d6":
        return [(a,) for a in range(1, 7)]
    if dice == "2d6":
        return list(itertools.product(range(1, 7), repeat=2))
    raise TableError(f"unknown dice {dice!r}")


def row_for_total(rows: Sequence[DiceRow], total: int) -> int:
    """The row whose printed rolls include this total (E6: 2+3 = 5 → "5-9")."""
    for i, row in enumerate(rows):
        if total in row.rolls:
            return i
    raise TableError(f"no table row for a roll of {total}")


@dataclass(frozen=True, slots=True)
class CellResult:
    """One CRT cell, split into what happens to each side."""

    text: str
    defender: str | None  # a code whose effect names the defender
    attacker: str | None  # a code whose effect names the attacker
    both: str | None = None  # a single code for both sides (EMP) or neither (IMP)

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(c for c in (self.both, self.defender, self.attacker) if c)


def parse_cell(text: str, results: dict[str, ResultEffect]) -> CellResult:
    """Split a printed cell into its defender and attacker codes.

    The side of each code comes from ``results`` (``ResultEffect.side``), not
    from its spelling, so a scenario may define its own codes.
    """
    parts = text.split()
    if not parts:
        raise TableError("empty CRT cell")
    unknown = [p for p in parts if p not in results]
    if unknown:
        raise TableError(f"CRT cell {text!r}: unknown result code {', '.join(unknown)}")
    if len(parts) == 1:
        eff = results[parts[0]]
        if eff.side in ("both", "none"):
            return CellResult(text, None, None, parts[0])
        if eff.side == "defender":
            return CellResult(text, parts[0], None)
        return CellResult(text, None, parts[0])
    if len(parts) != 2:
        raise TableError(f"CRT cell {text!r}: expected a defender code then an attacker code")
    d, a = parts
    if results[d].side != "defender" or results[a].side != "attacker":
        raise TableError(f"CRT cell {text!r}: expected a defender code then an attacker code")
    return CellResult(text, d, a)


def check_table(table: CombatTable) -> None:
    """Raise TableError unless every cell parses and the shape matches."""
    if len(table.cells) != len(table.rows):
        raise TableError(f"the CRT has {len(table.rows)} rows but {len(table.cells)} rows of cells")
    for i, row in enumerate(table.cells):
        if len(row) != len(table.columns):
            raise TableError(f"CRT row {table.rows[i].label}: {len(row)} cells for {len(table.columns)} columns")
        for cell in row:
            parse_cell(cell, table.results)
    totals = {t for throw in dice_outcomes(table.dice) for t in [sum(throw)]}
    for t in sorted(totals):
        row_for_total(table.rows, t)


def lookup(table: CombatTable, column: int, total: int) -> CellResult:
    """The cell for a column index and a dice total (D8-D13)."""
    if not 0 <= column < len(table.columns):
        raise TableError(f"column {column} is outside the CRT (0..{len(table.columns) - 1})")
    row = row_for_total(table.rows, total)
    try:
        text = table.cells[row][column]
    except IndexError:
        raise TableError(f"the CRT has no cell at row {table.rows[row].label}, column {table.columns[column].label}") from None
    return parse_cell(text, table.results)


@dataclass(frozen=True, slots=True)
class Outcome:
    """A row of a column with its chance, e.g. "5-9": 8/36 → "DVB ARI"."""

    row: str
    probability: Fraction
    cell: str


def column_outcomes(cells: Sequence[Sequence[str]], rows: Sequence[DiceRow], column: int, dice: Literal["1d6", "2d6"]) -> list[Outcome]:
    """The chance of every row of one column over all throws of the dice."""
    throws = dice_outcomes(dice)
    counts = [0] * len(rows)
    for throw in throws:
        counts[row_for_total(rows, sum(throw))] += 1
    n = len(throws)
    return [Outcome(rows[i].label, Fraction(c, n), cells[i][column]) for i, c in enumerate(counts) if c]
