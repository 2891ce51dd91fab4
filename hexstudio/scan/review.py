"""Reviewing suggestions: what is still to decide, and the edits that accept them.

A suggestion is *pending* while accepting it would change the map and the
user has not set it aside; a hex suggestion the map already agrees with is
pending too while it is uncertain (the map may only hold its default
terrain), until the user confirms it. Pending items are reviewed least
certain first. Accepting items builds one ``Compound`` edit, so a batch is
one step of the history; undoing it makes its items pending again, since
pending is worked out from the map as it stands.

Nothing already on the map is replaced silently: ``overwrites`` lists the
hexes where accepting would change a terrain other than the map's default,
take away an overlay or a coastal flag, so the editor can ask first.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from hexstudio.scan.suggest import HexSuggestion, LineSuggestion, Pair, Suggestions
from hexstudio.scenario import edits as E
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import HexData, Scenario

UNCERTAIN = 0.8  # below this a suggestion is reviewed even when the map agrees

Kind = Literal["hex", "hexside", "road"]


@dataclass(frozen=True)
class Item:
    """One decision for the user: a hex (terrain, overlays, coastal), a hexside line or a road link."""

    kind: Kind
    key: str | Pair  # hex label, or the canonical label pair
    type: str  # terrain id for hexes, hexside or road type for lines
    confidence: float
    hex: HexSuggestion | None = None
    line: LineSuggestion | None = None

    @property
    def ident(self) -> tuple[str, object, str]:
        """Stable identity, for remembering what the user set aside."""
        return (self.kind, self.key, self.type if self.kind != "hex" else "")


def _entry(scenario: Scenario, label: str) -> HexData:
    d = scenario.map.hexes.get(label)
    return d if d is not None else HexData()


def new_hex_data(scenario: Scenario, s: HexSuggestion, taught_overlays: Iterable[str], terrain: str | None = None) -> HexData:
    """The hex as it would be with the suggestion (or ``terrain`` instead of the
    suggested one) accepted. Overlays nobody taught are left as they are."""
    cur = _entry(scenario, s.label)
    tid = terrain if terrain is not None else s.terrain
    base = None if tid == scenario.map.default_terrain else tid
    taught = set(taught_overlays)
    kept = [f for f in cur.features if f not in taught or f in s.overlays]
    added = [f for f in sorted(s.overlays) if f not in kept]
    coastal = cur.coastal if s.coastal is None else s.coastal
    terrains = scenario.terrain_by_id()
    if tid in terrains and terrains[tid].water:
        coastal = False
    return cur.model_copy(update={"terrain": base, "features": kept + added, "coastal": coastal})


def _changes_hex(scenario: Scenario, s: HexSuggestion, taught: Iterable[str]) -> bool:
    return new_hex_data(scenario, s, taught) != _entry(scenario, s.label)


def items(
    suggestions: Suggestions,
    scenario: Scenario,
    settled: Iterable[tuple[str, object, str]] = (),
    confirmed: Iterable[tuple[str, object, str]] = (),
) -> list[Item]:
    """Pending items, least certain first. ``settled``: items the user set
    aside; ``confirmed``: items the user accepted (the editor drops them from
    this set when their step is undone). Neither is pending again, even when
    the map is later painted otherwise by hand."""
    done = set(settled)
    agreed = set(confirmed)
    out: list[Item] = []
    taught = suggestions.overlays_taught
    for s in suggestions.hexes.values():
        it = Item("hex", s.label, s.terrain, s.overall, hex=s)
        if it.ident in done or it.ident in agreed:
            continue
        if _changes_hex(scenario, s, taught) or s.overall < UNCERTAIN:
            out.append(it)
    sides = E.hexside_features(scenario)
    for x in suggestions.hexsides:
        it = Item("hexside", x.hexes, x.type, x.confidence, line=x)
        if it.ident not in done and it.ident not in agreed and x.type not in sides.get(x.hexes, []):
            out.append(it)
    links = E.road_links(scenario)
    for x in suggestions.roads:
        it = Item("road", x.hexes, x.type, x.confidence, line=x)
        if it.ident not in done and it.ident not in agreed and links.get(x.hexes) != x.type:
            out.append(it)
    out.sort(key=lambda i: (i.confidence, i.kind, str(i.key)))
    return out


def overwrites(scenario: Scenario, chosen: Sequence[Item], taught_overlays: Iterable[str], repaint: Mapping[str, str] | None = None) -> list[str]:
    """Hexes where accepting would replace something already painted: a
    terrain other than the default, an overlay, a coastal flag."""
    taught = list(taught_overlays)
    out = []
    for it in chosen:
        if it.kind != "hex" or it.hex is None:
            continue
        label = str(it.key)
        cur = _entry(scenario, label)
        new = new_hex_data(scenario, it.hex, taught, (repaint or {}).get(label))
        if cur.terrain is not None and new.terrain != cur.terrain:
            out.append(label)
        elif any(f not in new.features for f in cur.features) or (cur.coastal and not new.coastal):
            out.append(label)
    return out


def accept_edit(
    scenario: Scenario,
    chosen: Sequence[Item],
    taught_overlays: Iterable[str],
    what: str,
    repaint: Mapping[str, str] | None = None,
    skip: Iterable[str] = (),
) -> E.Compound:
    """One history step accepting ``chosen`` items (``repaint``: hex label ->
    the terrain the user chose instead; ``skip``: hex labels to leave alone)."""
    grid = grid_of(scenario.map)
    taught = list(taught_overlays)
    leave = set(skip)
    repaint = dict(repaint or {})
    terrains = scenario.terrain_by_id()
    for label, t in repaint.items():
        if t not in terrains or terrains[t].kind != "base":
            raise E.EditError(f"'{t}' is not a base terrain of this scenario (hex {label})")
    cells: dict[str, tuple[HexData | None, HexData | None]] = {}
    side_changes: dict[Pair, list[str]] = {}
    road_adds: dict[str, list[Pair]] = {}
    current_sides = E.hexside_features(scenario)
    for it in chosen:
        if it.kind == "hex" and it.hex is not None:
            label = E.canonical_label(grid, str(it.key))
            if label in leave:
                continue
            old = scenario.map.hexes.get(label)
            new = new_hex_data(scenario, it.hex, taught, repaint.get(label))
            tidy = None if new == HexData() else new
            if tidy != old:
                cells[label] = (None if old is None else old.model_copy(deep=True), tidy)
        elif it.kind == "hexside" and it.line is not None:
            pair = it.line.hexes
            feats = side_changes.setdefault(pair, list(current_sides.get(pair, [])))
            if it.type not in feats:
                feats.append(it.type)
        elif it.kind == "road" and it.line is not None:
            road_adds.setdefault(it.type, []).append(it.line.hexes)
    parts: list[E.Edit] = []
    if cells:
        parts.append(E.SetTerrain(cells, what))
    if side_changes:
        parts.append(E.set_hexside_features(scenario, side_changes, what))
    if road_adds:
        # Each road type is re-traced on top of the previous one: build them
        # in turn on a scratch copy, and keep one edit from the first state
        # to the last.
        work = scenario.model_copy(deep=True)
        merged: E.Edit | None = None
        for t in sorted(road_adds):
            step = E.set_road_links(work, add=road_adds[t], road_type=t, what=what)
            step.apply(work)
            merged = step if merged is None else merged.merged(step)
        if merged is not None:
            parts.append(merged)
    return E.Compound(tuple(parts), what)
