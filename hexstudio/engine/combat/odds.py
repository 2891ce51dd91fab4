"""Odds between attack and defence totals, and the CRT column they select.

Sources: Leyte 5.1.1; Reichswald 5.1.1 obs (inverse odds); Monte Castelo 6.1;
RULES.md §A4.3, ambiguities U17-U20.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from hexstudio.scenario.model import OddsColumn


class OddsError(ValueError):
    """Totals that give no odds, or odds the table does not allow."""


@dataclass(frozen=True, slots=True)
class Odds:
    """A ratio as the CRT prints it: ``attack : defence`` with one side 1.

    ``unlimited`` marks a defence total of 0 (U20): nothing to divide by, so
    the attacker gets the best column of the table.
    """

    attack: int
    defence: int
    unlimited: bool = False

    @property
    def value(self) -> float:
        return math.inf if self.unlimited else self.attack / self.defence

    @property
    def label(self) -> str:
        if self.unlimited:
            return "∞-0"
        return f"{self.attack}-{self.defence}"


def compute_odds(attack: int, defence: int, inverse: Literal["floor", "ceil"] = "floor") -> Odds:
    """Odds by the book: whole attack ÷ defence, the fraction dropped (E5).

    When the defence is stronger the division is inverted (Reichswald 5.1.1
    obs). ``inverse="floor"`` drops the fraction of defence ÷ attack, which is
    the literal text and favours the attacker (7 vs 4 → 1-1); ``"ceil"``
    rounds against the attacker (7 vs 4 → 1-2). See D7.

    >>> compute_odds(11, 4).label
    '2-1'
    >>> compute_odds(4, 7).label, compute_odds(4, 7, "ceil").label
    ('1-1', '1-2')
    """
    if attack < 0 or defence < 0:
        raise OddsError(f"combat totals cannot be negative (attack {attack}, defence {defence})")
    if attack == 0:
        raise OddsError("an attack needs an attack total above 0")
    if defence == 0:
        return Odds(attack, 0, unlimited=True)
    if attack >= defence:
        return Odds(attack // defence, 1)
    if inverse == "floor":
        return Odds(1, defence // attack)
    if inverse == "ceil":
        return Odds(1, -(-defence // attack))
    raise OddsError(f"unknown inverse-odds rounding {inverse!r}")


def _ratio(col: OddsColumn) -> float:
    return col.odds[0] / col.odds[1]


def _step(odds: tuple[int, int]) -> int:
    """Position on the family's odds line ..., 1-3, 1-2, 1-1, 2-1, 3-1, ...

    The line has one step per whole number on either side of 1-1, which is how
    the printed tables count columns; used to measure how far odds fall beyond
    the ends of a table.
    """
    a, d = odds
    return a // d - 1 if a >= d else -(d // a - 1)


def is_open_ended(col: OddsColumn) -> bool:
    """A printed "+" ("1:3+", "9+:1") makes an end column cover everything beyond."""
    return "+" in col.label


@dataclass(frozen=True, slots=True)
class ColumnPick:
    """Where odds fall on a table: the raw position and the column used."""

    raw_index: int  # may lie outside 0..n-1 when the odds are off the table
    index: int  # clamped into the table
    off_table: int  # columns beyond the end (negative: below the first)


def column_for_odds(
    odds: Odds,
    columns: list[OddsColumn],
    below_table: Literal["clamp", "forbid"] = "clamp",
) -> ColumnPick:
    """The CRT column for the odds.

    Odds that fall between two printed columns use the lower one (the attacker
    has "at least" that ratio). Odds beyond either end get a raw index that
    continues the odds line (12-1 on a table ending at 9-1 is three columns
    past it), so shifts can be applied before clamping (U19). Odds below the
    first column are refused with ``below_table="forbid"`` unless that column
    is printed open-ended ("1:3+"). A defence of 0 gives the best column (U20).
    """
    if not columns:
        raise OddsError("the CRT has no columns")
    order = sorted(range(len(columns)), key=lambda i: _ratio(columns[i]))
    if order != list(range(len(columns))):
        raise OddsError("CRT columns must run from the defender's best odds to the attacker's best")
    last = len(columns) - 1
    if odds.unlimited:
        return ColumnPick(last, last, 0)
    v = odds.value
    first_col, last_col = columns[0], columns[last]
    if v < _ratio(first_col):
        beyond = _step((odds.attack, odds.defence)) - _step(first_col.odds)
        beyond = min(beyond, -1)
        if below_table == "forbid" and not is_open_ended(first_col):
            raise OddsError(f"odds {odds.label} are below the table's first column {first_col.label}")
        return ColumnPick(beyond, 0, beyond)
    if v > _ratio(last_col):
        beyond = max(_step((odds.attack, odds.defence)) - _step(last_col.odds), 1)
        return ColumnPick(last + beyond, last, beyond)
    best = 0
    for i, col in enumerate(columns):
        if _ratio(col) <= v:
            best = i
    return ColumnPick(best, best, 0)
