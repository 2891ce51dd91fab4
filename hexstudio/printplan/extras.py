"""The map's companions: turn track, air-point tracks and terrain key, flowed into a page area.

Each is a ``Block``: a title line and a number of equal items (turn boxes,
track boxes, key entries) laid out in rows. ``flow`` places blocks one under
another in a given width; ``paginate`` splits them over pages, a block
continuing on the next page by whole rows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hexstudio.printplan.geometry import Box

TITLE_MM = 7.0
GAP_MM = 5.0
ITEM_GAP_MM = 1.5


@dataclass(frozen=True)
class Block:
    """``count`` items of ``item_w`` x ``item_h`` mm under a title; ``key`` says what it is
    (``"turns"``, ``"air:<side>"``, ``"terrain"``)."""

    key: str
    count: int
    item_w: float
    item_h: float
    gap: float = ITEM_GAP_MM

    def per_row(self, width: float) -> int:
        return max(1, math.floor((width + self.gap) / (self.item_w + self.gap)))

    def rows(self, width: float) -> int:
        return math.ceil(self.count / self.per_row(width)) if self.count else 0

    def height(self, width: float) -> float:
        rows = self.rows(width)
        return TITLE_MM + rows * self.item_h + max(rows - 1, 0) * self.gap


@dataclass(frozen=True)
class PlacedBlock:
    """A block (or the part of it on one page): its title line and item boxes, in page mm.
    ``first`` is the index of its first item (a block continued from a page before starts later)."""

    key: str
    title: Box
    items: tuple[Box, ...]
    first: int = 0

    @property
    def continued(self) -> bool:
        return self.first > 0


def flow_height(blocks: list[Block], width: float) -> float:
    """Height of all blocks one under another in ``width`` mm."""
    hs = [b.height(width) for b in blocks if b.count]
    return sum(hs) + GAP_MM * max(len(hs) - 1, 0)


def fits(blocks: list[Block], area: Box) -> bool:
    if any(b.item_w > area.w for b in blocks if b.count):
        return False
    return flow_height(blocks, area.w) <= area.h + 1e-9


def paginate(blocks: list[Block], area: Box) -> list[list[PlacedBlock]]:
    """The blocks flowed into ``area`` page after page (whole rows of items per page)."""
    pages: list[list[PlacedBlock]] = [[]]
    y = area.y
    for block in blocks:
        if not block.count:
            continue
        per_row = block.per_row(area.w)
        # Centre the rows in the width: the track reads as one piece.
        row_w = per_row * block.item_w + (per_row - 1) * block.gap
        x0 = area.x + (area.w - row_w) / 2 if block.count > per_row else area.x
        done = 0
        while done < block.count:
            room = area.bottom - y - TITLE_MM
            rows_fit = math.floor((room + block.gap + 1e-9) / (block.item_h + block.gap)) if room >= block.item_h else 0
            if rows_fit < 1:
                if not pages[-1] and y == area.y:
                    raise ValueError(f"an item of {block.item_w:g} x {block.item_h:g} mm does not fit the page")
                pages.append([])
                y = area.y
                continue
            n = min(block.count - done, rows_fit * per_row)
            title = Box(area.x, y, area.w, TITLE_MM)
            items = []
            for i in range(n):
                r, c = divmod(i, per_row)
                items.append(
                    Box(
                        x0 + c * (block.item_w + block.gap),
                        y + TITLE_MM + r * (block.item_h + block.gap),
                        block.item_w,
                        block.item_h,
                    )
                )
            pages[-1].append(PlacedBlock(block.key, title, tuple(items), done))
            rows = math.ceil(n / per_row)
            y += TITLE_MM + rows * block.item_h + (rows - 1) * block.gap + GAP_MM
            done += n
    return [p for p in pages if p]
