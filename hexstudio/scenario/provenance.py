"""Where a battle's data comes from, counted: the book, worked out from it, reconstructed, invented.

A scenario is only as faithful as its least faithful part: a battle whose
tables come from the book but whose map is reconstructed is a reconstruction.
``scenario_provenance(s)`` is that worst part; ``provenance_summary(s)`` counts
every part (the map, the hexes that say, the units) for the "about this
battle's data" page and the design check that ``info.provenance`` does not
claim better.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from hexstudio.scenario.model import Provenance, Scenario

# Best first: a part is as good as its rank.
ORDER = (Provenance.BOOK, Provenance.DERIVED, Provenance.RECONSTRUCTED, Provenance.INVENTED)


def worst(*items: Provenance | None) -> Provenance:
    """The least faithful of ``items`` (None counts as the book)."""
    return max((p or Provenance.BOOK for p in items), key=ORDER.index, default=Provenance.BOOK)


@dataclass
class ProvenanceSummary:
    """Each part of a battle with its provenance."""

    declared: Provenance  # what info.provenance says
    map: Provenance
    hexes: Counter[Provenance] = field(default_factory=Counter)  # hexes that say (the rest follow the map)
    units: Counter[Provenance] = field(default_factory=Counter)

    @property
    def overall(self) -> Provenance:
        return worst(self.declared, self.map, *self.hexes, *self.units)


def provenance_summary(s: Scenario) -> ProvenanceSummary:
    return ProvenanceSummary(
        declared=s.info.provenance,
        map=s.map.provenance,
        hexes=Counter(h.provenance for h in s.map.hexes.values() if h.provenance is not None),
        units=Counter(u.provenance for u in s.units),
    )


def scenario_provenance(s: Scenario) -> Provenance:
    """The scenario's provenance: the worst of its own word, its map, its hexes and its units."""
    return provenance_summary(s).overall
