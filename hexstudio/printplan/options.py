"""What the user asked to print: paper, sizes in millimetres, parts, language.

Hex size is measured across the flats (the distance between opposite sides),
the way wargame publishers quote it ("16 mm counters on 19 mm hexes").
When only one of hex and counter size is given, the other follows that
16 : 19 proportion.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

# Paper sizes in millimetres, portrait (ISO 216 and US Letter).
PAPERS: dict[str, tuple[float, float]] = {
    "A4": (210.0, 297.0),
    "Letter": (215.9, 279.4),
    "A3": (297.0, 420.0),
    "A1": (594.0, 841.0),
    "A0": (841.0, 1189.0),
}
# Sheets for a print shop: the map goes on them whole; countersheets and aids
# go on the matching office paper (A4), which any printer takes.
LARGE_PAPERS = ("A1", "A0")
OFFICE_PAPER = {"A1": "A4", "A0": "A4"}

PARTS = ("map", "counters", "aids")
LANGUAGES = ("en", "pt_BR")

DEFAULT_COUNTER_MM = 16.0
DEFAULT_HEX_MM = 19.0
HEX_RANGE_MM = (8.0, 60.0)
COUNTER_RANGE_MM = (6.0, 50.0)
OVERLAP_RANGE_MM = (5.0, 40.0)
BLEED_RANGE_MM = (0.0, 5.0)

# Home printers cannot print the outer 4-6 mm of a sheet; stay inside that.
SAFE_MARGIN_MM = 8.0


class OptionsError(ValueError):
    """A choice that cannot be printed, said so that the user can fix it."""


def paper_size(paper: str, landscape: bool = False) -> tuple[float, float]:
    """Width and height in millimetres."""
    try:
        w, h = PAPERS[paper]
    except KeyError:
        raise OptionsError(f"unknown paper '{paper}' (choose one of {', '.join(PAPERS)})") from None
    return (h, w) if landscape else (w, h)


def sheet_paper(paper: str) -> str:
    """The paper for countersheets and player aids when the map goes on ``paper``."""
    return OFFICE_PAPER.get(paper, paper)


def parse_parts(text: str) -> frozenset[str]:
    """``"map,counters"`` -> {"map", "counters"}; raises OptionsError naming a bad part."""
    parts = [p.strip().lower() for p in text.split(",") if p.strip()]
    bad = [p for p in parts if p not in PARTS]
    if bad:
        raise OptionsError(f"unknown part '{bad[0]}' (parts are {', '.join(PARTS)})")
    if not parts:
        raise OptionsError(f"no part to print (parts are {', '.join(PARTS)})")
    return frozenset(parts)


def resolve_sizes(hex_mm: float | None, counter_mm: float | None) -> tuple[float, float]:
    """Hex and counter size, the missing one in the 19 : 16 proportion."""
    ratio = DEFAULT_HEX_MM / DEFAULT_COUNTER_MM
    if hex_mm is None and counter_mm is None:
        return DEFAULT_HEX_MM, DEFAULT_COUNTER_MM
    if hex_mm is None:
        assert counter_mm is not None
        return round(counter_mm * ratio, 2), counter_mm
    if counter_mm is None:
        return hex_mm, round(hex_mm / ratio, 2)
    return hex_mm, counter_mm


@dataclass(frozen=True)
class PrintOptions:
    """One print-and-play export. Build with ``PrintOptions.make`` to get checked values."""

    paper: str = "A4"
    hex_mm: float = DEFAULT_HEX_MM
    counter_mm: float = DEFAULT_COUNTER_MM
    parts: frozenset[str] = field(default_factory=lambda: frozenset(PARTS))
    language: str = "en"
    setup: bool = False  # set-up counters drawn on the map
    hex_numbers: bool = True
    scan: bool = False  # the map's scan instead of the painted terrain, where there is one
    overlap_mm: float = 12.0
    bleed_mm: float = 0.0

    @classmethod
    def make(
        cls,
        paper: str = "A4",
        hex_mm: float | None = None,
        counter_mm: float | None = None,
        parts: frozenset[str] | str | None = None,
        language: str = "en",
        **more: object,
    ) -> PrintOptions:
        hx, cm = resolve_sizes(hex_mm, counter_mm)
        if isinstance(parts, str):
            parts = parse_parts(parts)
        opts = cls(paper=paper, hex_mm=hx, counter_mm=cm, parts=frozenset(parts or PARTS), language=language)
        if more:
            opts = replace(opts, **more)  # type: ignore[arg-type]
        opts.check()
        return opts

    def check(self) -> None:
        """Raise OptionsError for a choice that cannot be printed."""
        paper_size(self.paper)
        _in_range("hex size", self.hex_mm, HEX_RANGE_MM)
        _in_range("counter size", self.counter_mm, COUNTER_RANGE_MM)
        _in_range("overlap", self.overlap_mm, OVERLAP_RANGE_MM)
        _in_range("bleed", self.bleed_mm, BLEED_RANGE_MM)
        bad = sorted(set(self.parts) - set(PARTS))
        if bad or not self.parts:
            raise OptionsError(f"parts must be some of {', '.join(PARTS)}")
        if self.language not in LANGUAGES:
            raise OptionsError(f"unknown language '{self.language}' (choose one of {', '.join(LANGUAGES)})")
        w, h = paper_size(sheet_paper(self.paper))
        room = min(w, h) - 2 * SAFE_MARGIN_MM
        if self.counter_mm + 2 * self.bleed_mm > room:
            raise OptionsError(f"counters of {self.counter_mm:g} mm do not fit on {sheet_paper(self.paper)} paper")

    @property
    def large(self) -> bool:
        return self.paper in LARGE_PAPERS

    @property
    def sheet_paper(self) -> str:
        return sheet_paper(self.paper)

    def mm_per_unit(self, hex_radius: float) -> float:
        """Millimetres per scene unit for a grid of circumradius ``hex_radius``."""
        return self.hex_mm / (math.sqrt(3.0) * hex_radius)


def _in_range(what: str, value: float, bounds: tuple[float, float]) -> None:
    lo, hi = bounds
    if not (isinstance(value, int | float) and math.isfinite(value) and lo <= value <= hi):
        raise OptionsError(f"{what} must be between {lo:g} and {hi:g} mm, not {value}")
