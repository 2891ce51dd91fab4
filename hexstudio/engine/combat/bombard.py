"""Bombardment: air attacks and artillery fire on the bombardment table.

value = power × Σ vulnerability of every unit in the target hex (Leyte 6.2,
8.0; Monte Castelo 4.3.1). The value picks a column (bounds inclusive, E9);
terrain shifts it left, river excepted for artillery ("exceto rio", Leyte
8.0); then one roll (2d6 in the family, 1d6 in Monte Castelo) reads DI/DB or
—/S/B+S (RULES.md §A7, §A12.2, §B5).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from hexstudio.scenario.model import BombardmentTable, BombardResult, UnitType

BombardKind = Literal["air", "artillery"]

_NO_EFFECT_SPELLINGS = {"—", "–", "---", "--", "-"}


class BombardError(ValueError):
    """A bombardment the rules do not allow (value too low, a missing index)."""


def vulnerability_sum(unit_types: Iterable[UnitType], kind: BombardKind) -> int:
    """Σ of the ``kind`` vulnerability index of every unit (one type per unit).

    The scenario must give every type both indices (U56); a missing one is an
    error naming the type rather than a silent 0.
    """
    total = 0
    for t in unit_types:
        if kind not in t.vulnerability:
            raise BombardError(f"unit type {t.id} has no {kind} vulnerability index")
        total += t.vulnerability[kind]
    return total


def value_column(table: BombardmentTable, value: int) -> int:
    """The column whose bounds hold the value (inclusive at both ends; E9: 24 → 13-24).

    Refuses values under ``min_value`` (Reichswald: below 4 no attack) and
    values below the first column or in a gap between columns (U39, U46).
    """
    if table.min_value is not None and value < table.min_value:
        raise BombardError(f"a bombardment value of {value} is below the minimum of {table.min_value}")
    for i, col in enumerate(table.columns):
        if value >= col.min and (col.max is None or value <= col.max):
            return i
    first = table.columns[0]
    if value < first.min:
        raise BombardError(f"a bombardment value of {value} is below the table's first column ({first.label})")
    raise BombardError(f"no bombardment column holds a value of {value}")


def normalise_code(code: str) -> str:
    code = code.strip()
    return "-" if code in _NO_EFFECT_SPELLINGS else code


def result_of(table: BombardmentTable, code: str) -> BombardResult:
    key = normalise_code(code)
    if key not in table.results:
        raise BombardError(f"bombardment result code {code!r} is not defined by the table")
    return table.results[key]


def check_bombard_table(table: BombardmentTable, rows_needed: Sequence[int]) -> None:
    """Raise BombardError unless the shape matches and every code is defined."""
    if len(table.cells) != len(table.rows):
        raise BombardError(f"the bombardment table has {len(table.rows)} rows but {len(table.cells)} rows of cells")
    for i, row in enumerate(table.cells):
        if len(row) != len(table.columns):
            raise BombardError(f"bombardment row {table.rows[i].label}: {len(row)} cells for {len(table.columns)} columns")
        for cell in row:
            result_of(table, cell)
    for t in rows_needed:
        if not any(t in r.rolls for r in table.rows):
            raise BombardError(f"the bombardment table has no row for a roll of {t}")
