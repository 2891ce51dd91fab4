"""Rectangles in millimetres, page coordinates with the origin at the top-left."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def moved(self, dx: float, dy: float) -> Box:
        return Box(self.x + dx, self.y + dy, self.w, self.h)

    def grown(self, d: float) -> Box:
        """The box with ``d`` added on every side (a bleed)."""
        return Box(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)

    def contains(self, other: Box, tol: float = 1e-6) -> bool:
        return (
            other.x >= self.x - tol
            and other.y >= self.y - tol
            and other.right <= self.right + tol
            and other.bottom <= self.bottom + tol
        )

    def intersects(self, other: Box) -> bool:
        return self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom

    def mirrored(self, page_w: float) -> Box:
        """The box reflected about the page's vertical centre line (the back of a sheet
        printed duplex with a long-edge flip, or glued back to back)."""
        return Box(page_w - self.x - self.w, self.y, self.w, self.h)
