"""Movement costs as written in terrain tables: ``1``, ``1/2``, ``+1``, ``X``, ``=``.

Costs are counted in exact half movement points (the motorized road costs ½
and the Leyte weather adds ½), so inside the engine every cost is an integer
number of halves.

>>> parse_cost("1/2")
Cost(kind='fixed', halves=1)
>>> parse_cost("+1")
Cost(kind='add', halves=2)
>>> parse_cost("X").prohibited
True
>>> format_halves(3)
'1½'
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Literal

CostKind = Literal["fixed", "add", "prohibited", "same"]

PROHIBITED_WORDS = {"x", "prohibited", "proibido", "-"}
SAME_WORDS = {"=", "terrain", "terreno", "same"}


@dataclass(frozen=True, slots=True)
class Cost:
    """One cell of a terrain table for one movement class."""

    kind: CostKind
    halves: int = 0

    @property
    def prohibited(self) -> bool:
        return self.kind == "prohibited"

    def text(self) -> str:
        if self.kind == "prohibited":
            return "X"
        if self.kind == "same":
            return "="
        s = format_halves(self.halves)
        return f"+{s}" if self.kind == "add" else s


def _halves(text: str) -> int:
    t = text.strip().replace(",", ".").replace("½", ".5")
    if t.startswith("."):
        t = "0" + t
    if "/" in t:
        value = Fraction(t)
    else:
        value = Fraction(t)
    doubled = value * 2
    if doubled.denominator != 1:
        raise ValueError(f"'{text}' is not a whole or half number of movement points")
    if doubled < 0:
        raise ValueError(f"'{text}' is negative")
    return int(doubled)


def parse_cost(value: object) -> Cost:
    """Parse a terrain-table cost. Raises ValueError with a readable reason."""
    if isinstance(value, int | float | str):
        # Tables repeat a handful of costs, and movement asks again every search.
        return _parse_cost_cached(value)
    return _parse_cost(value)


@lru_cache(maxsize=1024, typed=True)  # typed: True and 1, 1 and 1.0 stay apart
def _parse_cost_cached(value: object) -> Cost:
    return _parse_cost(value)


def _parse_cost(value: object) -> Cost:
    if isinstance(value, bool):
        raise ValueError("a cost must be a number or text such as '1/2', '+1', 'X' or '='")
    if isinstance(value, int | float):
        return Cost("fixed", _halves(repr(value)))
    if not isinstance(value, str):
        raise ValueError("a cost must be a number or text such as '1/2', '+1', 'X' or '='")
    t = value.strip()
    low = t.lower()
    if low in PROHIBITED_WORDS:
        return Cost("prohibited")
    if low in SAME_WORDS:
        return Cost("same")
    try:
        if t.startswith("+"):
            return Cost("add", _halves(t[1:]))
        return Cost("fixed", _halves(t))
    except (ValueError, ZeroDivisionError):
        raise ValueError(
            f"'{value}' is not a cost: write a number (1, 1/2, 1.5), a surcharge (+1),"
            " X for prohibited or = for 'as the terrain'"
        ) from None


def format_halves(halves: int) -> str:
    """Half movement points as a wargamer writes them: 3 -> '1½', 1 -> '½'."""
    whole, half = divmod(halves, 2)
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"
