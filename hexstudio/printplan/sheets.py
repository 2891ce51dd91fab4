"""Countersheets: counters in rows under group headings, fronts and mirrored backs.

Counters sit edge to edge (the cut between two is one line) or, with a
bleed, ``2 * bleed`` apart so each face's colour runs past its cut lines.
The grid is centred across the sheet, so the back of a sheet is the front
reflected about the vertical centre line: printed duplex with a long-edge
flip, or glued back to back, every back lands on its front.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from hexstudio.printplan.geometry import Box
from hexstudio.printplan.options import SAFE_MARGIN_MM

HEADER_MM = 12.0  # sheet title and duplex note
HEADING_MM = 6.0  # a group's heading line
GROUP_GAP_MM = 3.0
CROP_MM = 4.0  # crop marks run this far into the margin

T = TypeVar("T")


@dataclass(frozen=True)
class Group(Generic[T]):
    """Counters that belong together on the sheet (a side's set-up, turn 4's reinforcements)."""

    key: object
    items: tuple[T, ...]


@dataclass(frozen=True)
class Slot(Generic[T]):
    item: T
    box: Box  # the counter's cut square on the front sheet


@dataclass(frozen=True)
class Heading:
    key: object
    box: Box
    continued: bool = False


@dataclass(frozen=True)
class Sheet(Generic[T]):
    """One sheet of counters: the front page, and the back page by ``back()``."""

    index: int
    page_w: float
    page_h: float
    slots: tuple[Slot[T], ...]
    headings: tuple[Heading, ...]
    grid_x: tuple[float, ...] = field(default=())  # the columns' left edges (front)

    def back_box(self, box: Box) -> Box:
        return box.mirrored(self.page_w)

    def back_slots(self) -> tuple[Slot[T], ...]:
        return tuple(Slot(s.item, self.back_box(s.box)) for s in self.slots)

    def back_headings(self) -> tuple[Heading, ...]:
        return tuple(Heading(h.key, self.back_box(h.box), h.continued) for h in self.headings)


@dataclass(frozen=True)
class SheetPlan(Generic[T]):
    page_w: float
    page_h: float
    counter: float
    gutter: float
    per_row: int
    sheets: tuple[Sheet[T], ...]

    @property
    def pages(self) -> int:
        return 2 * len(self.sheets)


def grid_columns(page_w: float, counter: float, gutter: float) -> tuple[int, float]:
    """How many counters fit across, and the left edge of the centred grid."""
    usable = page_w - 2 * SAFE_MARGIN_MM - gutter  # a bleed of gutter / 2 on the outer counters too
    n = max(1, math.floor((usable + gutter + 1e-9) / (counter + gutter)))
    width = n * counter + (n - 1) * gutter
    return n, (page_w - width) / 2


def plan_sheets(
    groups: Sequence[Group[T]], page_w: float, page_h: float, counter: float, bleed: float = 0.0
) -> SheetPlan[T]:
    """Lay the groups' counters out on sheets, each group starting a new row under its heading;
    a group that runs over a sheet's end continues on the next under a repeated heading."""
    gutter = 2 * bleed
    per_row, left = grid_columns(page_w, counter, gutter)
    col_x = tuple(left + c * (counter + gutter) for c in range(per_row))
    top = SAFE_MARGIN_MM + HEADER_MM
    bottom = page_h - SAFE_MARGIN_MM
    row_h = counter + gutter
    width = per_row * counter + (per_row - 1) * gutter
    if top + HEADING_MM + counter + gutter > bottom:
        raise ValueError(f"a counter of {counter:g} mm does not fit a {page_w:g} x {page_h:g} mm sheet")
    sheets: list[Sheet[T]] = []
    slots: list[Slot[T]] = []
    headings: list[Heading] = []
    y = top

    def close_sheet() -> None:
        nonlocal slots, headings, y
        sheets.append(Sheet(len(sheets), page_w, page_h, tuple(slots), tuple(headings), col_x))
        slots, headings, y = [], [], top

    for group in groups:
        items = list(group.items)
        if not items:
            continue
        done = 0
        while done < len(items):
            if slots and y + HEADING_MM + counter + gutter > bottom:
                close_sheet()
            # Whole rows that fit under the heading on this sheet (a bleed
            # keeps clear of the heading above and the margin below).
            y0 = y + HEADING_MM + bleed
            rows_fit = math.floor((bottom - bleed - y0 + gutter + 1e-9) / row_h)
            n = min(len(items) - done, rows_fit * per_row)
            headings.append(Heading(group.key, Box(left, y, width, HEADING_MM), done > 0))
            for i in range(n):
                r, c = divmod(i, per_row)
                slots.append(Slot(items[done + i], Box(col_x[c], y0 + r * row_h, counter, counter)))
            rows = math.ceil(n / per_row)
            y = y0 + rows * row_h - gutter + bleed + GROUP_GAP_MM
            done += n
            if done < len(items):
                close_sheet()
    if slots:
        close_sheet()
    return SheetPlan(page_w, page_h, counter, gutter, per_row, tuple(sheets))
