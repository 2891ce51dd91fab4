"""Edit operations on a scenario: small undoable values, no Qt.

Every change the editor makes to a ``Scenario`` is one of these objects. An
edit holds the data from before and after the change (never a pointer to a
board item), names things by printed hex label and by id, and offers:

* ``apply(scenario) -> Changes``: perform it in place and say what changed,
  so the board repaints only those hexes;
* ``inverse()``: the edit that takes it back;
* ``is_noop()``: true when applying it would change nothing (the undo stack
  drops such edits);
* ``merged(later)``: one edit doing this and then ``later`` (a brush stroke
  becomes one history step), or ``None`` when the two do not combine.

Edits are built by the functions below (``paint_terrain``, ``toggle_hexside``,
``set_road_links``, ``add_unit``, ``set_field`` ...), which read the current
scenario, check the input and raise ``EditError`` with a message that names
the bad value. Applying an edit assumes the scenario is in the state it was
built against, which an undo stack guarantees.

Model values held by an edit are treated as immutable: an edit stores its own
copies and puts fresh copies into the scenario, so later in-place changes to
the scenario cannot rewrite history.

``relabel_scenario`` changes the map's hex numbering and rewrites every hex
reference of the document (``HEX_LABEL_FIELDS``) as one edit.

Queries used by the editor's tools live here too: ``brush_hexes``,
``rect_hexes``, ``flood_fill``, ``road_links`` and ``road_paths``.
"""

from __future__ import annotations

import copy
import functools
import re
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import BaseModel, ValidationError

from hexstudio.hexgrid import Grid, Hex, Hexside, LabelError
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import (
    HexData,
    HexSet,
    HexsideData,
    Placement,
    Reinforcement,
    RoadPath,
    Scenario,
    Unit,
)
from hexstudio.scenario.validate import check, pydantic_problems
from hexstudio.text import msg


class EditError(ValueError):
    """An edit that cannot be made, with the reason in the designer's words."""


# --------------------------------------------------------------------------- changes


@dataclass(frozen=True)
class Changes:
    """What an edit touched: hex labels, unit ids and document sections.

    Sections are dotted names such as ``"map.hexes"``, ``"map.roads"``,
    ``"units"``, ``"setup"`` or ``"turns"``; views that show a whole section
    (the OOB table, the turn track) refresh when theirs is listed.
    """

    hexes: frozenset[str] = frozenset()
    units: frozenset[str] = frozenset()
    sections: frozenset[str] = frozenset()

    def __or__(self, other: Changes) -> Changes:
        return Changes(self.hexes | other.hexes, self.units | other.units, self.sections | other.sections)

    def __bool__(self) -> bool:
        return bool(self.hexes or self.units or self.sections)


NO_CHANGES = Changes()


class Edit:
    """Base of every edit operation (see the module docstring)."""

    @property
    def text(self) -> str:
        """A short description for the History list and the Undo menu."""
        return type(self).__name__

    def apply(self, scenario: Scenario) -> Changes:
        raise NotImplementedError

    def inverse(self) -> Edit:
        raise NotImplementedError

    def is_noop(self) -> bool:
        raise NotImplementedError

    def merged(self, later: Edit) -> Edit | None:
        """One edit equal to applying ``self`` then ``later``, if they combine."""
        return None


# --------------------------------------------------------------------------- helpers


def canonical_label(grid: Grid, label: str) -> str:
    """The label as the map prints it; EditError if it is not a hex of the map."""
    try:
        return grid.label(grid.parse(label))
    except LabelError as e:
        raise EditError(f"hex '{label}': {e}") from None


# Labels already read, per grid: a brush stroke names the same hexes dab after
# dab (each dab's footprint overlaps the last), and reading a label back and
# writing it again costs more than the rest of a dab's edit. Bounded: a fill
# of a huge map names more hexes than are worth remembering.
_MEMO_MAX = 1 << 16


@functools.lru_cache(maxsize=8)
def _label_memo(grid: Grid) -> dict[str, str]:
    return {}


def _canonical_labels(grid: Grid) -> Callable[[str], str]:
    """``canonical_label`` for one grid, remembering what it read."""
    memo = _label_memo(grid)

    def canon(label: str) -> str:
        got = memo.get(label)
        if got is None:
            got = canonical_label(grid, label)
            if len(memo) < _MEMO_MAX:
                memo[label] = got
        return got

    return canon


def _copy_hex(d: HexData) -> HexData:
    """A copy owning its lists, as ``d.model_copy(update={"features": ..., "name": ...})``
    makes it (the same fields marked as set), without pydantic's general
    machinery: a fill of a big map copies every hex it paints."""
    c = _shallow_hex(d)
    c.__dict__["features"] = list(d.features)
    if isinstance(d.name, dict):
        c.__dict__["name"] = dict(d.name)
    object.__setattr__(c, "__pydantic_fields_set__", d.__pydantic_fields_set__ | {"features", "name"})
    return c


def _shallow_hex(d: HexData) -> HexData:
    """``d.__copy__()`` (a shallow copy), the way a hex is made: HexData has
    no extra fields (the model forbids them) and no private attributes, so
    pydantic's general copy (``copy.copy`` of each part) is not needed."""
    if d.__pydantic_extra__ or getattr(d, "__pydantic_private__", None):
        return d.__copy__()
    c = HexData.__new__(HexData)
    object.__setattr__(c, "__dict__", dict(d.__dict__))
    object.__setattr__(c, "__pydantic_extra__", None)
    object.__setattr__(c, "__pydantic_fields_set__", set(d.__pydantic_fields_set__))
    object.__setattr__(c, "__pydantic_private__", None)
    return c


def _with_terrain(d: HexData, terrain: str | None) -> HexData:
    """``d.model_copy(update={"terrain": terrain})``, made the quick way (a
    brush dab makes one for each hex it paints)."""
    c = _shallow_hex(d)
    c.__dict__["terrain"] = terrain
    c.__pydantic_fields_set__.add("terrain")
    return c


def _copy_model(m: Any) -> Any:
    return m.model_copy(deep=True) if isinstance(m, BaseModel) else copy.deepcopy(m)


_EMPTY_HEX = HexData()


def _tidy(d: HexData) -> HexData | None:
    """No entry at all for a hex that says nothing beyond the defaults."""
    return None if d == _EMPTY_HEX else d


# --------------------------------------------------------------------------- hexes

Cell = tuple[HexData | None, HexData | None]


@dataclass(frozen=True, eq=True)
class _HexCellsEdit(Edit):
    """Whole ``map.hexes`` entries before and after, per label (None: no entry)."""

    cells: Mapping[str, Cell]
    what: str = ""

    @property
    def text(self) -> str:
        return self.what or type(self).__name__

    def apply(self, scenario: Scenario) -> Changes:
        hexes = scenario.map.hexes
        for label, (_, new) in self.cells.items():
            if new is None:
                hexes.pop(label, None)
            else:
                hexes[label] = _copy_hex(new)
        return Changes(hexes=frozenset(self.cells), sections=frozenset({"map.hexes"}))

    def inverse(self) -> Edit:
        return type(self)({k: (new, old) for k, (old, new) in self.cells.items()}, self.what)

    def is_noop(self) -> bool:
        return all(old == new for old, new in self.cells.values())

    def merged(self, later: Edit) -> Edit | None:
        if type(later) is not type(self):
            return None
        assert isinstance(later, _HexCellsEdit)
        cells = dict(self.cells)
        for label, (old, new) in later.cells.items():
            cells[label] = (cells[label][0] if label in cells else old, new)
        return type(self)(cells, self.what or later.what)


class SetTerrain(_HexCellsEdit):
    """Base terrain painted on hexes: a brush stroke, a fill, a rectangle, the eraser."""


class SetFeatures(_HexCellsEdit):
    """Overlay terrain (village, fortification, ...) set on hexes."""


class SetHexProperty(_HexCellsEdit):
    """A hex's name, elevation, coastal flag or provenance."""


def _hex_cells(
    scenario: Scenario,
    labels: Iterable[str],
    change: Callable[[HexData], HexData | None],
    grid: Grid | None = None,
) -> dict[str, Cell]:
    """Cells for the hexes whose entry ``change(current) -> new HexData`` alters."""
    g = grid or grid_of(scenario.map)
    canon = _canonical_labels(g)
    hexes = scenario.map.hexes
    cells: dict[str, Cell] = {}
    for raw in labels:
        label = canon(raw)
        if label in cells:
            continue
        old = hexes.get(label)
        new = change(old if old is not None else _EMPTY_HEX)
        if new is None:
            continue
        new_entry = _tidy(new)
        if new_entry != old:
            cells[label] = (None if old is None else _copy_hex(old), new_entry)
    return cells


def _base_terrain(scenario: Scenario, terrain: str | None) -> str | None:
    """Check a terrain id for painting; the map's default terrain becomes None."""
    if terrain is None or terrain == scenario.map.default_terrain:
        return None
    known = scenario.terrain_by_id()
    t = known.get(terrain)
    if t is None:
        raise EditError(f"unknown terrain '{terrain}' (known: {', '.join(sorted(known))})")
    if t.kind != "base":
        raise EditError(f"'{terrain}' is an overlay; toggle it as a feature instead of painting it")
    return terrain


def paint_terrain(scenario: Scenario, labels: Iterable[str], terrain: str | None, what: str = "") -> SetTerrain:
    """Paint a base terrain on hexes; ``None`` (the eraser) means the map's default."""
    tid = _base_terrain(scenario, terrain)

    def change(d: HexData) -> HexData | None:
        return None if d.terrain == tid else _with_terrain(d, tid)

    label = what or (f"Paint {terrain}" if tid is not None else "Erase terrain")
    return SetTerrain(_hex_cells(scenario, labels, change), label)


def _overlay(scenario: Scenario, feature: str) -> str:
    known = scenario.terrain_by_id()
    t = known.get(feature)
    if t is None:
        raise EditError(f"unknown terrain feature '{feature}' (known: {', '.join(sorted(known))})")
    if t.kind != "overlay":
        raise EditError(f"'{feature}' is a base terrain; paint it instead of adding it as a feature")
    return feature


def set_features(scenario: Scenario, label: str, features: Sequence[str]) -> SetFeatures:
    """Replace a hex's overlay features (order kept, duplicates dropped)."""
    wanted = list(dict.fromkeys(_overlay(scenario, f) for f in features))

    def change(d: HexData) -> HexData | None:
        return None if d.features == wanted else d.model_copy(update={"features": list(wanted)})

    return SetFeatures(_hex_cells(scenario, [label], change), "Set features")


def toggle_feature(scenario: Scenario, labels: Iterable[str], feature: str) -> SetFeatures:
    """Add an overlay to the hexes, or remove it when every one of them has it."""
    fid = _overlay(scenario, feature)
    g = grid_of(scenario.map)
    labels = [canonical_label(g, x) for x in labels]
    hexes = scenario.map.hexes
    remove = bool(labels) and all(x in hexes and fid in hexes[x].features for x in labels)

    def change(d: HexData) -> HexData | None:
        if remove:
            return d.model_copy(update={"features": [f for f in d.features if f != fid]})
        if fid in d.features:
            return None
        return d.model_copy(update={"features": [*d.features, fid]})

    return SetFeatures(_hex_cells(scenario, labels, change, g), f"{'Remove' if remove else 'Add'} {fid}")


def set_feature(scenario: Scenario, labels: Iterable[str], feature: str, present: bool = True) -> SetFeatures:
    """Put an overlay on hexes (or take it off), leaving hexes already so alone:
    what a feature brush does along a drag."""
    fid = _overlay(scenario, feature)

    def change(d: HexData) -> HexData | None:
        if (fid in d.features) == present:
            return None
        feats = [*d.features, fid] if present else [f for f in d.features if f != fid]
        return d.model_copy(update={"features": feats})

    return SetFeatures(_hex_cells(scenario, labels, change), f"{'Add' if present else 'Remove'} {fid}")


HEX_PROPERTIES = ("name", "elevation", "coastal", "provenance")


def set_hex_property(scenario: Scenario, labels: Iterable[str], prop: str, value: Any) -> SetHexProperty:
    """Set one of ``HEX_PROPERTIES`` on hexes, checked like a loaded file would be."""
    if prop not in HEX_PROPERTIES:
        raise EditError(f"'{prop}' is not a hex property (choose from {', '.join(HEX_PROPERTIES)})")
    try:
        checked = HexData.model_validate({prop: value}).__dict__[prop]
    except ValidationError as e:
        problem = pydantic_problems(e)[0]
        raise EditError(f"hex {prop}: {problem.message}") from None
    if isinstance(checked, str) and prop == "name" and not checked.strip():
        checked = None

    def change(d: HexData) -> HexData | None:
        if getattr(d, prop) == checked:
            return None
        return d.model_copy(update={prop: copy.deepcopy(checked)})

    return SetHexProperty(_hex_cells(scenario, labels, change), f"Set {prop}")


# --------------------------------------------------------------------------- list sections


def _touched_labels(pairs: Iterable[tuple[str, str]]) -> frozenset[str]:
    return frozenset(x for pair in pairs for x in pair)


@dataclass(frozen=True)
class _SectionSnapshotEdit(Edit):
    """A whole list section of the map before and after.

    Hexsides and roads are stored as lists whose order a designer sees in the
    file; keeping both versions whole makes the inverse exact, and the list
    entries are small shared immutable values, so the copy is cheap.
    """

    before: tuple[Any, ...]
    after: tuple[Any, ...]
    touched: frozenset[str] = frozenset()
    what: str = ""
    section: ClassVar[str] = ""

    @property
    def text(self) -> str:
        return self.what or type(self).__name__

    def apply(self, scenario: Scenario) -> Changes:
        setattr(scenario.map, self.section, [_copy_model(x) for x in self.after])
        return Changes(hexes=self.touched, sections=frozenset({f"map.{self.section}"}))

    def inverse(self) -> Edit:
        return type(self)(self.after, self.before, self.touched, self.what)

    def is_noop(self) -> bool:
        return self.before == self.after

    def merged(self, later: Edit) -> Edit | None:
        if type(later) is not type(self):
            return None
        assert isinstance(later, _SectionSnapshotEdit)
        return type(self)(self.before, later.after, self.touched | later.touched, self.what or later.what)


class SetHexsides(_SectionSnapshotEdit):
    """Rivers, streams, bridges ... on hexsides: a toggle or a traced line."""

    section = "hexsides"


class SetRoads(_SectionSnapshotEdit):
    """Road links drawn or erased; ``after`` holds the re-traced polylines."""

    section = "roads"


class SetOffMap(_SectionSnapshotEdit):
    """Hexes of the rectangle taken out of play or put back."""

    section = "off_map"

    def apply(self, scenario: Scenario) -> Changes:
        scenario.map.off_map = list(self.after)
        return Changes(hexes=self.touched, sections=frozenset({"map.off_map"}))


def _pair(grid: Grid, a: str, b: str) -> tuple[tuple[str, str], Hexside]:
    """Canonical label pair of a hexside (ordered like ``Hexside``)."""
    ha, hb = grid.parse(canonical_label(grid, a)), grid.parse(canonical_label(grid, b))
    try:
        side = Hexside(ha, hb)
    except ValueError:
        raise EditError(f"hexes '{a}' and '{b}' are not neighbours: a hexside lies between two adjacent hexes") from None
    return (grid.label(side.a), grid.label(side.b)), side


def hexside_features(scenario: Scenario) -> dict[tuple[str, str], list[str]]:
    """Features per hexside (canonical label pair), merging repeated entries."""
    g = grid_of(scenario.map)
    out: dict[tuple[str, str], list[str]] = {}
    for hs in scenario.map.hexsides:
        key, _ = _pair(g, *hs.hexes)
        feats = out.setdefault(key, [])
        feats.extend(f for f in hs.features if f not in feats)
    return out


def set_hexside_features(
    scenario: Scenario, changes: Mapping[tuple[str, str], Sequence[str]], what: str = "Edit hexsides"
) -> SetHexsides:
    """Give hexsides exactly these features (empty: clear the hexside).

    Existing entries are changed in place so the file keeps its order; a
    cleared hexside's entries go, a new one is appended.
    """
    g = grid_of(scenario.map)
    known = {t.id for t in scenario.hexside_types}
    wanted: dict[tuple[str, str], list[str]] = {}
    for (a, b), feats in changes.items():
        key, _ = _pair(g, a, b)
        for f in feats:
            if f not in known:
                raise EditError(f"unknown hexside feature '{f}' (known: {', '.join(sorted(known)) or 'none defined'})")
        wanted[key] = list(dict.fromkeys(feats))
    current = hexside_features(scenario)
    wanted = {k: v for k, v in wanted.items() if current.get(k, []) != v}
    before = tuple(scenario.map.hexsides)
    after: list[HexsideData] = []
    written: set[tuple[str, str]] = set()
    for hs in before:
        key, _ = _pair(g, *hs.hexes)
        if key not in wanted:
            after.append(hs)
        elif key not in written and wanted[key]:
            after.append(HexsideData(hexes=hs.hexes, features=wanted[key]))
            written.add(key)
        else:
            written.add(key)
    for key, feats in wanted.items():
        if key not in written and feats:
            after.append(HexsideData(hexes=key, features=feats))
    return SetHexsides(before, tuple(after), _touched_labels(wanted), what)


def toggle_hexside(scenario: Scenario, a: str, b: str, feature: str) -> SetHexsides:
    """Put a feature on the hexside between two hexes, or take it off."""
    g = grid_of(scenario.map)
    key, _ = _pair(g, a, b)
    feats = list(hexside_features(scenario).get(key, []))
    if feature in feats:
        feats.remove(feature)
        verb = "Remove"
    else:
        feats.append(feature)
        verb = "Add"
    return set_hexside_features(scenario, {key: feats}, f"{verb} {feature} {key[0]}/{key[1]}")


def trace_hexsides(
    scenario: Scenario, pairs: Iterable[tuple[str, str]], feature: str, present: bool = True
) -> SetHexsides:
    """Put a feature on (or take it off) many hexsides in one step: a traced river."""
    g = grid_of(scenario.map)
    current = hexside_features(scenario)
    changes: dict[tuple[str, str], list[str]] = {}
    for a, b in pairs:
        key, _ = _pair(g, a, b)
        feats = list(changes.get(key, current.get(key, [])))
        if present and feature not in feats:
            feats.append(feature)
        elif not present and feature in feats:
            feats.remove(feature)
        changes[key] = feats
    return set_hexside_features(scenario, changes, f"{'Trace' if present else 'Erase'} {feature}")


# --------------------------------------------------------------------------- roads

Link = tuple[str, str]


def road_links(scenario: Scenario) -> dict[Link, str]:
    """Every road link (canonical label pair) with its road type.

    A later polyline over the same link wins, as in ``MapView``.
    """
    g = grid_of(scenario.map)
    out: dict[Link, str] = {}
    for road in scenario.map.roads:
        for a, b in zip(road.path, road.path[1:], strict=False):
            key, _ = _pair(g, a, b)
            out[key] = road.type
    return out


def road_paths(links: Mapping[Link, str], grid: Grid, type_order: Sequence[str] = ()) -> list[RoadPath]:
    """Decompose road links into as few polylines as possible, per road type.

    Each connected network of one road type becomes ``max(1, odd/2)``
    polylines (``odd`` = hexes where an odd number of links meet), the least
    possible: the odd hexes are paired by imaginary links, an Euler circuit is
    walked, and it is cut at the imaginary links. A network without odd hexes
    is one closed loop. The result depends only on the link set: neighbours
    are visited in hex order and each polyline reads from its smaller end.
    """
    by_type: dict[str, list[tuple[Hex, Hex]]] = {}
    for (a, b), t in links.items():
        by_type.setdefault(t, []).append((grid.parse(a), grid.parse(b)))
    order = {t: i for i, t in enumerate(type_order)}
    out: list[RoadPath] = []
    for t in sorted(by_type, key=lambda x: (order.get(x, len(order)), x)):
        for path in _trails(by_type[t]):
            labels = [grid.label(h) for h in path]
            if labels[-1] < labels[0]:
                labels.reverse()
            out.append(RoadPath(type=t, path=labels))
    return out


def _trails(edges: list[tuple[Hex, Hex]]) -> list[list[Hex]]:
    adj: dict[Hex, list[tuple[Hex, int]]] = {}
    real = sorted({(min(a, b), max(a, b)) for a, b in edges})
    for i, (a, b) in enumerate(real):
        adj.setdefault(a, []).append((b, i))
        adj.setdefault(b, []).append((a, i))
    seen: set[Hex] = set()
    out: list[list[Hex]] = []
    for start in sorted(adj):
        if start in seen:
            continue
        comp = []
        queue = deque([start])
        seen.add(start)
        while queue:
            v = queue.popleft()
            comp.append(v)
            for n, _ in adj[v]:
                if n not in seen:
                    seen.add(n)
                    queue.append(n)
        out.extend(_component_trails(sorted(comp), adj, len(real)))
    return out


def _component_trails(comp: list[Hex], real_adj: dict[Hex, list[tuple[Hex, int]]], n_real: int) -> list[list[Hex]]:
    adj = {v: sorted(real_adj[v]) for v in comp}
    odd = [v for v in comp if len(adj[v]) % 2]
    virtual: set[int] = set()
    next_id = n_real
    for a, b in zip(odd[0::2], odd[1::2], strict=True):
        adj[a].append((b, next_id))
        adj[b].append((a, next_id))
        virtual.add(next_id)
        next_id += 1
    # Hierholzer's walk, iterative so long roads cannot overflow the stack.
    used: set[int] = set()
    ptr = dict.fromkeys(comp, 0)
    stack: list[tuple[Hex, int | None]] = [(odd[0] if odd else comp[0], None)]
    circuit: list[tuple[Hex, int | None]] = []
    while stack:
        v, _ = stack[-1]
        nbrs = adj[v]
        while ptr[v] < len(nbrs) and nbrs[ptr[v]][1] in used:
            ptr[v] += 1
        if ptr[v] == len(nbrs):
            circuit.append(stack.pop())
        else:
            n, eid = nbrs[ptr[v]]
            used.add(eid)
            stack.append((n, eid))
    circuit.reverse()
    verts = [v for v, _ in circuit]
    links = [eid for _, eid in circuit[1:]]  # links[i] joins verts[i] and verts[i + 1]
    if not virtual:
        return [verts]
    m = len(links)
    first_virtual = next(i for i, e in enumerate(links) if e in virtual)
    j = (first_virtual + 1) % m
    rverts = [verts[(j + t) % m] for t in range(m)] + [verts[j]]
    rlinks = [links[(j + t) % m] for t in range(m)]
    trails: list[list[Hex]] = []
    cur = [rverts[0]]
    for t, e in enumerate(rlinks):
        if e in virtual:
            if len(cur) > 1:
                trails.append(cur)
            cur = [rverts[t + 1]]
        else:
            cur.append(rverts[t + 1])
    if len(cur) > 1:
        trails.append(cur)
    return trails


def set_road_links(
    scenario: Scenario,
    add: Iterable[tuple[str, str]] = (),
    road_type: str | None = None,
    remove: Iterable[tuple[str, str]] = (),
    what: str = "",
) -> SetRoads:
    """Add road links of ``road_type`` and remove links, re-tracing the polylines.

    Only road types whose links changed are re-traced; the others keep their
    polylines and places in the file.
    """
    g = grid_of(scenario.map)
    m = scenario.map
    add = list(add)
    if add:
        known = [t.id for t in scenario.road_types]
        if road_type not in known:
            raise EditError(f"unknown road type '{road_type}' (known: {', '.join(known) or 'none defined'})")
    off = {canonical_label(g, x) for x in m.off_map}
    links = road_links(scenario)
    new_links = dict(links)
    touched: set[Link] = set()
    for a, b in remove:
        key, _ = _pair(g, a, b)
        if new_links.pop(key, None) is not None:
            touched.add(key)
    for a, b in add:
        key, _ = _pair(g, a, b)
        for x in key:
            if x in off:
                raise EditError(f"hex '{x}' is off-map: roads run through hexes in play")
        assert road_type is not None
        if new_links.get(key) != road_type:
            new_links[key] = road_type
            touched.add(key)
    before = tuple(m.roads)
    if not touched:
        return SetRoads(before, before, frozenset(), what or "Edit roads")
    changed_types = {links[k] for k in touched if k in links} | {new_links[k] for k in touched if k in new_links}
    order = [t.id for t in scenario.road_types]
    rebuilt = {
        t: road_paths({k: v for k, v in new_links.items() if v == t}, g, order) for t in sorted(changed_types)
    }
    after: list[RoadPath] = []
    for road in before:
        if road.type not in changed_types:
            after.append(road)
        elif road.type in rebuilt:
            after.extend(rebuilt.pop(road.type))
    for t in sorted(rebuilt, key=lambda x: (order.index(x) if x in order else len(order), x)):
        after.extend(rebuilt[t])
    verb = what or ("Draw road" if add and not remove else "Erase road" if remove and not add else "Edit roads")
    return SetRoads(before, tuple(after), _touched_labels(touched), verb)


# --------------------------------------------------------------------------- off-map and hex sets


def set_off_map(scenario: Scenario, labels: Iterable[str], off: bool = True) -> SetOffMap:
    """Take hexes out of play (or put them back).

    Refused for a hex that a road runs through or a unit is set up in, since
    the scenario would no longer load.
    """
    g = grid_of(scenario.map)
    m = scenario.map
    wanted = [canonical_label(g, x) for x in labels]
    current = [canonical_label(g, x) for x in m.off_map]
    if off:
        road_hexes = {x for k in road_links(scenario) for x in k}
        placed = {canonical_label(g, p.hex): p.unit for p in scenario.setup}
        needed: dict[str, str] = {}
        for i, o in enumerate(scenario.victory.objectives):
            needed.update({canonical_label(g, x): f"victory.objectives[{i}]" for x in o.hexes})
        for i, r in enumerate(scenario.reinforcements):
            needed.update({canonical_label(g, x): f"reinforcements[{i}].entry" for x in r.entry.hexes})
        for x in wanted:
            if x in needed:
                raise EditError(f"hex '{x}' is used by {needed[x]}, which needs it in play")
            if x in road_hexes:
                raise EditError(f"hex '{x}' has a road: erase the road before taking the hex off the map")
            if x in placed:
                raise EditError(f"unit '{placed[x]}' is set up in hex '{x}': move it before taking the hex off the map")
        after = list(m.off_map) + [x for x in dict.fromkeys(wanted) if x not in current]
    else:
        drop = set(wanted)
        after = [x for x, c in zip(m.off_map, current, strict=True) if c not in drop]
    changed = frozenset(set(current) ^ {canonical_label(g, x) for x in after})
    return SetOffMap(tuple(m.off_map), tuple(after), changed, "Take hexes off the map" if off else "Put hexes in play")


@dataclass(frozen=True)
class SetHexSet(Edit):
    """A named hex set (beaches, entry edges, objective areas) created, changed or deleted."""

    key: str
    before: HexSet | None
    after: HexSet | None
    what: str = ""

    @property
    def text(self) -> str:
        return self.what or f"Edit hex set {self.key}"

    def apply(self, scenario: Scenario) -> Changes:
        sets = scenario.map.hex_sets
        if self.after is None:
            sets.pop(self.key, None)
        else:
            sets[self.key] = self.after.model_copy(deep=True)
        hexes = set(self.before.hexes if self.before else []) ^ set(self.after.hexes if self.after else [])
        return Changes(hexes=frozenset(hexes), sections=frozenset({"map.hex_sets"}))

    def inverse(self) -> Edit:
        return SetHexSet(self.key, self.after, self.before, self.what)

    def is_noop(self) -> bool:
        return self.before == self.after

    def merged(self, later: Edit) -> Edit | None:
        if isinstance(later, SetHexSet) and later.key == self.key:
            return SetHexSet(self.key, self.before, later.after, self.what or later.what)
        return None


def set_hex_set(scenario: Scenario, key: str, hex_set: HexSet | None) -> SetHexSet:
    """Create, replace or (with None) delete a named hex set."""
    before = scenario.map.hex_sets.get(key)
    after = None
    if hex_set is None and before is not None:
        named = references(scenario, "hex_set", key)
        if named:
            raise EditError(f"hex set '{key}' is used by {', '.join(named)}: change those first")
    if hex_set is not None:
        try:
            HexSet.model_validate(hex_set.model_dump())
            after = _set_with(hex_set, hex_set.hexes, grid_of(scenario.map))
        except ValidationError as e:
            raise EditError(f"hex set '{key}': {pydantic_problems(e)[0]}") from None
    return SetHexSet(key, None if before is None else before.model_copy(deep=True), after)


def _set_with(hs: HexSet, labels: Iterable[str], grid: Grid) -> HexSet:
    return hs.model_copy(update={"hexes": list(dict.fromkeys(canonical_label(grid, x) for x in labels))}, deep=True)


def change_hex_set(scenario: Scenario, key: str, add: Iterable[str] = (), remove: Iterable[str] = ()) -> SetHexSet:
    """Add hexes to (and remove hexes from) an existing hex set."""
    before = scenario.map.hex_sets.get(key)
    if before is None:
        raise EditError(f"no hex set '{key}' (known: {', '.join(sorted(scenario.map.hex_sets)) or 'none'})")
    g = grid_of(scenario.map)
    drop = {canonical_label(g, x) for x in remove}
    labels = [x for x in before.hexes if canonical_label(g, x) not in drop] + list(add)
    after = _set_with(before, labels, g)
    return SetHexSet(key, before.model_copy(deep=True), after, f"Edit hex set {key}")


def references(scenario: Scenario, key: str, value: str) -> list[str]:
    """JSON paths where ``key`` names ``value`` (a hex set, a unit) anywhere in
    the document: conditions, entries, objectives, victory filters."""
    out: list[str] = []

    def walk(node: Any, path: str) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                sub = f"{path}.{k}" if path else str(k)
                if k == key and (v == value or (isinstance(v, list) and value in v)):
                    out.append(sub)
                walk(v, sub)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{path}[{i}]")

    walk(scenario.model_dump(exclude={"map"}), "")
    return out


# --------------------------------------------------------------------------- order of battle

_KEY_FIELD = {
    "units": "id",
    "setup": "unit",
    "reinforcements": "id",
    "withdrawals": "id",
    "formations": "id",
}


@dataclass(frozen=True)
class ListItemEdit(Edit):
    """One item of a top-level list (a unit, a placement, a reinforcement)
    added, replaced, moved or removed, named by its id.

    ``before``/``after`` are ``(index, item)`` or None (absent).
    """

    section: str
    key: str
    before: tuple[int, BaseModel] | None
    after: tuple[int, BaseModel] | None
    what: str = ""

    @property
    def text(self) -> str:
        return self.what or f"Edit {self.section} {self.key}"

    def _items(self, scenario: Scenario) -> list[Any]:
        items = getattr(scenario, self.section)
        assert isinstance(items, list)
        return items

    def apply(self, scenario: Scenario) -> Changes:
        items = self._items(scenario)
        key_field = _KEY_FIELD[self.section]
        if self.before is not None:
            i = next((i for i, x in enumerate(items) if getattr(x, key_field) == self.key), None)
            if i is None:
                raise EditError(f"{self.section}: no item '{self.key}' to change")
            del items[i]
        if self.after is not None:
            index, item = self.after
            items.insert(index, item.model_copy(deep=True))
        return self._changes()

    def _changes(self) -> Changes:
        hexes: set[str] = set()
        units: set[str] = set()
        for state in (self.before, self.after):
            if state is None:
                continue
            item = state[1]
            if isinstance(item, Placement):
                hexes.add(item.hex)
                units.add(item.unit)
            elif isinstance(item, Unit):
                units.add(item.id)
            elif isinstance(item, Reinforcement):
                units.update(item.units)
        return Changes(frozenset(hexes), frozenset(units), frozenset({self.section}))

    def inverse(self) -> Edit:
        return ListItemEdit(self.section, self.key, self.after, self.before, self.what)

    def is_noop(self) -> bool:
        return self.before == self.after


@dataclass(frozen=True)
class Compound(Edit):
    """Several edits as one history step (removing a unit and its placement)."""

    edits: tuple[Edit, ...]
    what: str = ""

    @property
    def text(self) -> str:
        return self.what or (self.edits[0].text if self.edits else "Nothing")

    def apply(self, scenario: Scenario) -> Changes:
        out = NO_CHANGES
        for e in self.edits:
            out = out | e.apply(scenario)
        return out

    def inverse(self) -> Edit:
        return Compound(tuple(e.inverse() for e in reversed(self.edits)), self.what)

    def is_noop(self) -> bool:
        return all(e.is_noop() for e in self.edits)


def _find(items: Sequence[Any], key_field: str, key: str) -> tuple[int, Any] | None:
    for i, x in enumerate(items):
        if getattr(x, key_field) == key:
            return i, x
    return None


def _checked(model: type[BaseModel], item: BaseModel, where: str) -> Any:
    """Re-validate an item built or changed in a form."""
    try:
        return model.model_validate(item.model_dump())
    except ValidationError as e:
        raise EditError(f"{where}: {pydantic_problems(e)[0]}") from None


def _unit_refs(scenario: Scenario, unit: Unit) -> None:
    where = f"unit '{unit.id}'"
    if unit.type not in {t.id for t in scenario.unit_types}:
        raise EditError(f"{where}: unknown unit type '{unit.type}'")
    if unit.nationality not in {n.id for n in scenario.nationalities}:
        raise EditError(f"{where}: unknown nationality '{unit.nationality}'")
    if unit.formation is not None and unit.formation not in {f.id for f in scenario.formations}:
        raise EditError(f"{where}: unknown formation '{unit.formation}'")


def add_unit(scenario: Scenario, unit: Unit, index: int | None = None) -> ListItemEdit:
    """A new unit in the order of battle (at the end unless ``index`` is given)."""
    unit = _checked(Unit, unit, f"unit '{unit.id}'")
    if _find(scenario.units, "id", unit.id) is not None:
        raise EditError(f"a unit with id '{unit.id}' already exists")
    _unit_refs(scenario, unit)
    n = len(scenario.units)
    i = n if index is None else max(0, min(index, n))
    return ListItemEdit("units", unit.id, None, (i, unit), f"Add unit {unit.id}")


def update_unit(scenario: Scenario, unit: Unit) -> ListItemEdit:
    """Replace a unit's values; the id names the unit and does not change."""
    found = _find(scenario.units, "id", unit.id)
    if found is None:
        raise EditError(f"no unit '{unit.id}' to change")
    unit = _checked(Unit, unit, f"unit '{unit.id}'")
    _unit_refs(scenario, unit)
    i, old = found
    return ListItemEdit("units", unit.id, (i, old.model_copy(deep=True)), (i, unit), f"Edit unit {unit.id}")


def _free_id(taken: set[str], base: str) -> str:
    # Ids like "us-1-16" end in numbers that mean something, so nothing is stripped.
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


def duplicate_unit(scenario: Scenario, unit_id: str, new_id: str | None = None) -> ListItemEdit:
    """A copy of a unit, placed right after it in the list, with a fresh id."""
    found = _find(scenario.units, "id", unit_id)
    if found is None:
        raise EditError(f"no unit '{unit_id}' to duplicate")
    i, old = found
    nid = new_id or _free_id({u.id for u in scenario.units}, unit_id)
    copy_ = old.model_copy(update={"id": nid}, deep=True)
    edit = add_unit(scenario, copy_, i + 1)
    return ListItemEdit(edit.section, edit.key, edit.before, edit.after, f"Duplicate unit {unit_id}")


def remove_unit(scenario: Scenario, unit_id: str) -> Compound:
    """Remove a unit with its set-up placement and its place in arrival and
    withdrawal schedules (a schedule left without units goes too)."""
    found = _find(scenario.units, "id", unit_id)
    if found is None:
        raise EditError(f"no unit '{unit_id}' to remove")
    named = [
        p
        for k in ("units", "unit")
        for p in references(scenario, k, unit_id)
        if not re.match(r"^(setup|reinforcements|withdrawals)\[\d+\]\.units?$", p)
    ]
    if named:
        raise EditError(f"unit '{unit_id}' is named in {', '.join(named)}: take it out there first")
    edits: list[Edit] = []
    placed = _find(scenario.setup, "unit", unit_id)
    if placed is not None:
        edits.append(ListItemEdit("setup", unit_id, (placed[0], placed[1].model_copy()), None))
    for section in ("reinforcements", "withdrawals"):
        # Remove from the end so the stored indexes stay right when undone in reverse.
        items = getattr(scenario, section)
        for i in range(len(items) - 1, -1, -1):
            item = items[i]
            if unit_id not in item.units:
                continue
            left = [u for u in item.units if u != unit_id]
            before = (i, item.model_copy(deep=True))
            after = None if not left else (i, item.model_copy(update={"units": left}, deep=True))
            edits.append(ListItemEdit(section, item.id, before, after))
    i, unit = found
    edits.append(ListItemEdit("units", unit_id, (i, unit.model_copy(deep=True)), None))
    return Compound(tuple(edits), f"Remove unit {unit_id}")


def rename_unit(scenario: Scenario, old_id: str, new_id: str) -> Compound:
    """Give a unit a new id, renaming it everywhere the document names it
    (set-up, arrivals, withdrawals, conditions, victory filters)."""
    found = _find(scenario.units, "id", old_id)
    if found is None:
        raise EditError(f"no unit '{old_id}' to rename")
    i, unit = found
    renamed = _checked(Unit, unit.model_copy(update={"id": new_id}), f"unit '{old_id}'")
    if new_id != old_id and _find(scenario.units, "id", new_id) is not None:
        raise EditError(f"a unit with id '{new_id}' already exists")
    steps: list[Edit] = [SetField(("units", i), unit.model_copy(deep=True), renamed, f"Rename unit {old_id}")]
    for k in ("units", "unit"):
        for path in references(scenario, k, old_id):
            parts = parse_path(path)
            holder: Any = scenario
            for part in parts[:-1]:
                holder = _step(holder, part, parts)
            old = _step(holder, parts[-1], parts)
            new = [new_id if x == old_id else x for x in old] if isinstance(old, list) else new_id
            steps.append(SetField(parts, copy.deepcopy(old), new))
    return Compound(tuple(steps), f"Rename unit {old_id} to {new_id}")


def set_units(scenario: Scenario, units: Sequence[Unit], what: str) -> Compound:
    """Replace several units' values at once (a column set over a selection)."""
    return Compound(tuple(update_unit(scenario, u) for u in units), what)


def set_placement(scenario: Scenario, unit_id: str, label: str, reduced: bool = False) -> ListItemEdit:
    """Set a unit up in a hex (or move its set-up hex)."""
    if _find(scenario.units, "id", unit_id) is None:
        raise EditError(f"no unit '{unit_id}' to set up")
    arriving = next((r.id for r in scenario.reinforcements if unit_id in r.units), None)
    if arriving is not None:
        raise EditError(f"unit '{unit_id}' arrives with reinforcement '{arriving}': take it out of that first")
    g = grid_of(scenario.map)
    hex_label = canonical_label(g, label)
    if hex_label in {canonical_label(g, x) for x in scenario.map.off_map}:
        raise EditError(f"hex '{hex_label}' is off-map: units are set up in hexes in play")
    new = Placement(unit=unit_id, hex=hex_label, reduced=reduced)
    found = _find(scenario.setup, "unit", unit_id)
    if found is None:
        after = (len(scenario.setup), new)
        return ListItemEdit("setup", unit_id, None, after, f"Set up {unit_id} in {hex_label}")
    i, old = found
    return ListItemEdit("setup", unit_id, (i, old.model_copy()), (i, new), f"Set up {unit_id} in {hex_label}")


def clear_placement(scenario: Scenario, unit_id: str) -> ListItemEdit:
    """Take a unit off the set-up map (it stays in the order of battle)."""
    found = _find(scenario.setup, "unit", unit_id)
    if found is None:
        return ListItemEdit("setup", unit_id, None, None, f"Clear set-up of {unit_id}")
    i, old = found
    return ListItemEdit("setup", unit_id, (i, old.model_copy()), None, f"Clear set-up of {unit_id}")


def _reinforcement_refs(scenario: Scenario, r: Reinforcement) -> None:
    units = {u.id for u in scenario.units}
    for u in r.units:
        if u not in units:
            raise EditError(f"reinforcement '{r.id}': unknown unit '{u}'")
    if r.entry.hex_set is not None and r.entry.hex_set not in scenario.map.hex_sets:
        raise EditError(f"reinforcement '{r.id}': unknown hex set '{r.entry.hex_set}'")
    g = grid_of(scenario.map)
    for x in r.entry.hexes:
        canonical_label(g, x)


def add_reinforcement(scenario: Scenario, r: Reinforcement, index: int | None = None) -> ListItemEdit:
    r = _checked(Reinforcement, r, f"reinforcement '{r.id}'")
    if _find(scenario.reinforcements, "id", r.id) is not None:
        raise EditError(f"a reinforcement with id '{r.id}' already exists")
    _reinforcement_refs(scenario, r)
    n = len(scenario.reinforcements)
    i = n if index is None else max(0, min(index, n))
    return ListItemEdit("reinforcements", r.id, None, (i, r), f"Add reinforcement {r.id}")


def update_reinforcement(scenario: Scenario, r: Reinforcement) -> ListItemEdit:
    found = _find(scenario.reinforcements, "id", r.id)
    if found is None:
        raise EditError(f"no reinforcement '{r.id}' to change")
    r = _checked(Reinforcement, r, f"reinforcement '{r.id}'")
    _reinforcement_refs(scenario, r)
    i, old = found
    return ListItemEdit("reinforcements", r.id, (i, old.model_copy(deep=True)), (i, r), f"Edit reinforcement {r.id}")


def remove_reinforcement(scenario: Scenario, rid: str) -> ListItemEdit:
    found = _find(scenario.reinforcements, "id", rid)
    if found is None:
        raise EditError(f"no reinforcement '{rid}' to remove")
    i, old = found
    return ListItemEdit("reinforcements", rid, (i, old.model_copy(deep=True)), None, f"Remove reinforcement {rid}")


# --------------------------------------------------------------------------- generic fields

PathPart = str | int
_PATH_TOKEN = re.compile(r"\[(\d+)\]|\[\"([^\"]*)\"\]|\.?([A-Za-z_][A-Za-z0-9_]*)")


def parse_path(path: str | Sequence[PathPart]) -> tuple[PathPart, ...]:
    """``'turns.turns[2].weather'`` -> ``('turns', 'turns', 2, 'weather')``."""
    if not isinstance(path, str):
        return tuple(path)
    out: list[PathPart] = []
    pos = 0
    while pos < len(path):
        m = _PATH_TOKEN.match(path, pos)
        if m is None or m.end() == pos:
            raise EditError(f"cannot read the field path '{path}' at character {pos + 1}")
        if m.group(1) is not None:
            out.append(int(m.group(1)))
        else:
            out.append(m.group(2) if m.group(2) is not None else m.group(3))
        pos = m.end()
    if not out:
        raise EditError("empty field path")
    return tuple(out)


def _step(obj: Any, part: PathPart, path: Sequence[PathPart]) -> Any:
    try:
        if isinstance(obj, BaseModel):
            if not isinstance(part, str) or part not in type(obj).model_fields:
                raise KeyError(part)
            return getattr(obj, part)
        return obj[part]
    except (KeyError, IndexError, TypeError):
        raise EditError(f"no field '{part}' at {_path_text(path)}") from None


def _path_text(path: Sequence[PathPart]) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out


def path_text(path: Sequence[PathPart]) -> str:
    """``('units', 3, 'full')`` -> ``'units[3].full'``, as problems name places."""
    return _path_text(path)


def _set(obj: Any, part: PathPart, value: Any) -> None:
    if isinstance(obj, BaseModel):
        setattr(obj, str(part), value)
    else:
        obj[part] = value


def _section_of(path: Sequence[PathPart]) -> str:
    if path[0] == "map" and len(path) > 1:
        return f"map.{path[1]}"
    return str(path[0])


@dataclass(frozen=True)
class SetField(Edit):
    """Any one value of the document set from a form: a turn's weather, a
    rule switch, a table cell. ``path`` names it like a validation problem."""

    path: tuple[PathPart, ...]
    old: Any
    new: Any
    what: str = ""

    @property
    def text(self) -> str:
        return self.what or f"Set {_path_text(self.path)}"

    def apply(self, scenario: Scenario) -> Changes:
        obj: Any = scenario
        for part in self.path[:-1]:
            obj = _step(obj, part, self.path)
        _set(obj, self.path[-1], _copy_model(self.new))
        return Changes(sections=frozenset({_section_of(self.path)}))

    def inverse(self) -> Edit:
        return SetField(self.path, self.new, self.old, self.what)

    def is_noop(self) -> bool:
        return self.old == self.new

    def merged(self, later: Edit) -> Edit | None:
        # Typing in a field or nudging the scan gives one step per field.
        if isinstance(later, SetField) and later.path == self.path:
            return SetField(self.path, self.old, later.new, self.what or later.what)
        return None


def set_field(
    scenario: Scenario, path: str | Sequence[PathPart], value: Any, what: str = "", cross_check: bool = True
) -> SetField:
    """A checked ``SetField``: the new value is validated as part of the
    nearest model that holds it, and stored as the model would store it.

    With ``cross_check`` the change is also refused when it would break a
    cross-reference (``validate.check``): a smaller map leaving labels
    outside it, a turn track without a turn a reinforcement names.
    """
    parts = parse_path(path)
    if not parts:
        raise EditError("empty field path")
    # Walk down, remembering the last model on the way and the path below it.
    obj: Any = scenario
    owner: BaseModel = scenario
    owner_at = 0
    for i, part in enumerate(parts[:-1]):
        obj = _step(obj, part, parts[: i + 1])
        if isinstance(obj, BaseModel):
            owner, owner_at = obj, i + 1
    old = _step(obj, parts[-1], parts)
    field_name = parts[owner_at]
    below = parts[owner_at + 1 :]
    assert isinstance(field_name, str)
    candidate = copy.deepcopy(getattr(owner, field_name))
    if below:
        target = candidate
        for part in below[:-1]:
            target = _step(target, part, parts)
        _set(target, below[-1], copy.deepcopy(value))
    else:
        candidate = copy.deepcopy(value)
    try:
        checked = type(owner).model_validate({**owner.__dict__, field_name: candidate})
    except ValidationError as e:
        problem = pydantic_problems(e)[0]
        where = _path_text(parts[:owner_at]) if owner_at else ""
        sub = f"{where}.{problem.path}" if where else problem.path
        raise EditError(msg("{path}: {problem}", path=sub, problem=problem.message)) from None
    new = getattr(checked, field_name)
    for part in below:
        new = _step(new, part, parts)
    edit = SetField(parts, _copy_model(old), _copy_model(new), what)
    if cross_check and not edit.is_noop():
        try:
            refuse_new_problems(scenario, edit)
        except EditError:
            # A bigger map that needs longer hex numbers: say what to do, not which label broke.
            hint = _numbering_problem(scenario, parts, value)
            if hint is not None:
                raise EditError(hint) from None
            raise
    return edit


def _numbering_problem(scenario: Scenario, parts: Sequence[PathPart], value: Any) -> str | None:
    """Why a new column or row count breaks the hex numbers the scenario names, if it does."""
    if tuple(parts) not in (("map", "columns"), ("map", "rows")) or not isinstance(value, int):
        return None
    m = scenario.map
    scheme = grid_of(m).labels
    if scheme.separator and not scheme.zero_pad:
        return None  # "8-7": numbers keep their digits whatever the size
    cols, rows = (value, m.rows) if parts[1] == "columns" else (m.columns, value)
    old, new = scheme.widths(m.columns, m.rows), scheme.widths(cols, rows)
    if old == new:
        return None
    example = scheme.format(0, 0, m.columns, m.rows)
    if parts[1] == "columns":
        return msg(
            "{n} columns need column numbers of {digits} digits, but this scenario's hexes are numbered with {old} "
            "({example}); change the numbering first (Editor ▸ Change Hex Numbering…, at least {digits} digits), "
            "which renames every hex it names",
            n=value, digits=new[0], old=old[0], example=example,
        )
    return msg(
        "{n} rows need row numbers of {digits} digits, but this scenario's hexes are numbered with {old} "
        "({example}); change the numbering first (Editor ▸ Change Hex Numbering…, at least {digits} digits), "
        "which renames every hex it names",
        n=value, digits=new[1], old=old[1], example=example,
    )


def painted_holders(scenario: Scenario) -> dict[str, str | None]:
    """Hexes given a holder one by one (the editor's control tool): label -> side (None: nobody).

    Those are the areas that list hexes only, no hex set or objective."""
    g = grid_of(scenario.map)
    out: dict[str, str | None] = {}
    for a in scenario.start_control.areas:
        if a.hex_set is None and not a.objectives:
            for x in a.hexes:
                try:
                    out[canonical_label(g, x)] = a.side
                except EditError:
                    continue
    return out


def paint_start_holder(scenario: Scenario, labels: Iterable[str], side: str | None, present: bool = True) -> SetField:
    """Give hexes a start holder (``side``, None for nobody), or take back what was painted.

    Painted hexes live in areas of their own (hexes only, one per holder) kept after the
    areas naming hex sets and objectives, so what is painted wins over them."""
    g = grid_of(scenario.map)
    wanted = [canonical_label(g, x) for x in labels]
    painted = painted_holders(scenario)
    for x in wanted:
        painted.pop(x, None)
        if present:
            painted[x] = side
    others = [a.model_dump(mode="json") for a in scenario.start_control.areas if a.hex_set is not None or a.objectives]
    by_side: dict[str | None, list[str]] = {}
    for x, holder in painted.items():
        by_side.setdefault(holder, []).append(x)
    order = [x.id for x in scenario.sides] + [None]
    areas = others + [{"side": k, "hexes": by_side[k]} for k in order if k in by_side]
    what = "Set start holders" if present else "Clear start holders"
    return set_field(scenario, ("start_control", "areas"), areas, what)


def refuse_new_problems(scenario: Scenario, edit: Edit) -> None:
    """Raise EditError if ``edit`` would add cross-reference errors.

    The edit is tried on the scenario and taken back; problems the scenario
    already had do not count against it.
    """
    before = {str(p) for p in check(scenario) if p.severity == "error"}
    edit.apply(scenario)
    try:
        after = [p for p in check(scenario) if p.severity == "error"]
    finally:
        edit.inverse().apply(scenario)
    new = [p for p in after if str(p) not in before]
    if new:
        first = msg("{path}: {problem}", path=new[0].path, problem=new[0].message) if new[0].path else new[0].message
        if len(new) > 1:
            raise EditError(msg("{problem} (and {n} more)", problem=first, n=len(new) - 1))
        raise EditError(first)


def replace_scenario(current: Scenario, new: Scenario, what: str = "Replace scenario") -> Compound:
    """Turn ``current`` into ``new`` field by field, as one undoable step
    (restoring an autosaved copy)."""
    steps = tuple(
        SetField((name,), _copy_model(getattr(current, name)), _copy_model(getattr(new, name)))
        for name in type(current).model_fields
        if getattr(current, name) != getattr(new, name)
    )
    return Compound(steps, what)


# --------------------------------------------------------------------------- queries


def brush_hexes(scenario: Scenario, center: str, size: int) -> list[str]:
    """Hexes under a brush of size 1 (the hex), 2 (and its ring) or 3 (two rings)."""
    if size not in (1, 2, 3):
        raise EditError(f"brush size must be 1, 2 or 3 (not {size})")
    g = grid_of(scenario.map)
    h = g.parse(canonical_label(g, center))
    return [g.label(x) for x in h.range(size - 1) if g.contains(x)]


def rect_hexes(scenario: Scenario, a: str, b: str) -> list[str]:
    """Hexes of the column/row rectangle with corners ``a`` and ``b``, row by row."""
    g = grid_of(scenario.map)
    ca, ra = g.to_offset(g.parse(canonical_label(g, a)))
    cb, rb = g.to_offset(g.parse(canonical_label(g, b)))
    return [
        g.label(g.from_offset(c, r))
        for r in range(min(ra, rb), max(ra, rb) + 1)
        for c in range(min(ca, cb), max(ca, cb) + 1)
    ]


def terrain_at(scenario: Scenario, label: str) -> str:
    d = scenario.map.hexes.get(label)
    return d.terrain if d is not None and d.terrain else scenario.map.default_terrain


class AreaTooLarge(EditError):
    """A flood fill ran over its ``limit``."""


def flood_fill(
    scenario: Scenario, start: str, limit: int | None = None, check: Callable[[int], object] | None = None
) -> set[str]:
    """The connected area of hexes sharing the start hex's base terrain.

    Connection is through neighbouring hexes of the map rectangle; ``limit``
    stops a fill that would run over more hexes than that (a guard against
    filling a whole 400 x 400 map by mistake), raising ``AreaTooLarge``.
    ``check(found so far)`` is called every few thousand hexes (progress, and a
    chance to cancel by raising).
    """
    g = grid_of(scenario.map)
    first = canonical_label(g, start)
    want = terrain_at(scenario, first)
    h0 = g.parse(first)
    seen = {h0}
    out = {first}
    queue = deque([h0])
    while queue:
        h = queue.popleft()
        for n in g.neighbours(h):
            if n in seen:
                continue
            seen.add(n)
            label = g.label(n)
            if terrain_at(scenario, label) == want:
                if limit is not None and len(out) >= limit:
                    raise AreaTooLarge(f"the area of '{want}' from hex {first} is larger than {limit} hexes")
                out.add(label)
                queue.append(n)
                if check is not None and not len(out) % 4096:
                    check(len(out))
    return out



# --------------------------------------------------------------------------- hex numbering

# Where a scenario names hexes by label (the JSON paths ``relabel_scenario`` rewrites):
HEX_LABEL_FIELDS = (
    "map.hexes (the keys)",
    "map.off_map[]",
    "map.hexsides[].hexes[]",
    "map.roads[].path[]",
    "map.hex_sets.*.hexes[]",
    "setup[].hex",
    "reinforcements[].entry.hexes[]",
    "reinforcements[].schedule.when (conditions, nested: .hexes[])",
    "withdrawals[].schedule.when (conditions, nested: .hexes[])",
    "withdrawals[].returns.entry.hexes[] and .returns.schedule.when",
    "victory.objectives[].hexes[]",
    "start_control.areas[].hexes[]",
    "tutorial[].hexes[]",
    "special_rules[].params: keys hex, hexes, hexside, road_path, always_between, *_hex, *_hexes at any depth"
    " (conditions and zones included), and 'to' of bailey_bridge",
)
# Outside the map, the model's hex references are exactly the fields named so
# (Placement.hex, Entry.hexes, the conditions' hexes, Objective.hexes, ControlArea.hexes,
# TutorialStep.hexes).
_MODEL_HEX_KEYS = frozenset({"hex", "hexes"})
# Special rules keep their parameters as free JSON; these keys hold labels there
# (others such as strategic_bombing's "column" look like labels but are not).
_PARAM_HEX_KEYS = frozenset({"hex", "hexes", "hexside", "road_path", "always_between"})
_RULE_HEX_KEYS = {"bailey_bridge": frozenset({"to"})}


def _label_scheme(value: Any) -> Any:
    from hexstudio.scenario.model import LabelSchemeModel

    try:
        return LabelSchemeModel.model_validate(value.model_dump() if isinstance(value, BaseModel) else value)
    except ValidationError as e:
        raise EditError(f"map.labels.{pydantic_problems(e)[0]}") from None


def _relabeller(scenario: Scenario, labels: Any) -> tuple[Callable[[str], str], Any]:
    """A function taking an old label to the new scheme's, and the checked scheme."""
    scheme = _label_scheme(labels)
    old_grid = grid_of(scenario.map)
    new_grid = grid_of(scenario.map.model_copy(update={"labels": scheme}))
    # Every hex must keep a label of its own that reads back as the same hex.
    m = scenario.map
    for c, r in ((0, 0), (m.columns - 1, 0), (0, m.rows - 1), (m.columns - 1, m.rows - 1)):
        h = new_grid.from_offset(c, r)
        try:
            back = new_grid.parse(new_grid.label(h))
        except LabelError as e:
            raise EditError(f"map.labels: the new numbering cannot be read back ({e})") from None
        if back != h:
            raise EditError(f"map.labels: the new numbering gives hex {old_grid.label(h)} an ambiguous label")

    def relabel(label: str) -> str:
        try:
            return new_grid.label(old_grid.parse(label))
        except (LabelError, ValueError):
            # Not a hex of this map under the old scheme: validation already lists it.
            return label

    return relabel, scheme


def _relabel_tree(node: Any, relabel: Callable[[str], str], keys: frozenset[str], suffixes: bool = False,
                  under_key: bool = False) -> Any:
    """Rewrite the labels of a JSON tree that sit under one of ``keys`` (at any depth)."""
    if isinstance(node, dict):
        out = {}
        for k, v in node.items():
            holds = k in keys or (suffixes and (k.endswith("_hex") or k.endswith("_hexes")))
            out[k] = _relabel_tree(v, relabel, keys, suffixes, holds)
        return out
    if isinstance(node, list):
        return [_relabel_tree(v, relabel, keys, suffixes, under_key) for v in node]
    if isinstance(node, str) and under_key:
        return relabel(node)
    return node


def relabel_data(scenario: Scenario, labels: Any) -> dict[str, Any]:
    """The scenario's JSON with every hex reference (``HEX_LABEL_FIELDS``) in the new numbering."""
    relabel, scheme = _relabeller(scenario, labels)
    d = scenario.model_dump(mode="json")
    m = d["map"]
    new_keys: dict[str, Any] = {}
    for k, v in m["hexes"].items():
        nk = relabel(k)
        if nk in new_keys:
            raise EditError(f"map.hexes: '{k}' and another entry are the same hex; merge them first")
        new_keys[nk] = v
    m["hexes"] = new_keys
    m["off_map"] = [relabel(x) for x in m["off_map"]]
    for hs in m["hexsides"]:
        hs["hexes"] = [relabel(x) for x in hs["hexes"]]
    for road in m["roads"]:
        road["path"] = [relabel(x) for x in road["path"]]
    for hs in m["hex_sets"].values():
        hs["hexes"] = [relabel(x) for x in hs["hexes"]]
    m["labels"] = scheme.model_dump(mode="json")
    for section in ("setup", "reinforcements", "withdrawals", "victory", "start_control", "tutorial"):
        d[section] = _relabel_tree(d[section], relabel, _MODEL_HEX_KEYS)
    for sr in d["special_rules"]:
        keys = _PARAM_HEX_KEYS | _RULE_HEX_KEYS.get(sr["rule"], frozenset())
        sr["params"] = _relabel_tree(sr["params"], relabel, keys, suffixes=True)
    return d


def relabel_scenario(scenario: Scenario, labels: Any, what: str = "Change hex numbering") -> Compound:
    """Change the map's hex numbering and rewrite every hex reference to match, as one step.

    ``labels`` is a ``LabelSchemeModel`` (or its JSON). The result, undone,
    gives back the scenario as it was; relabelling back gives it back too
    when its labels were written as the map prints them.
    """
    d = relabel_data(scenario, labels)
    try:
        new = Scenario.model_validate(d)
    except ValidationError as e:
        raise EditError(str(pydantic_problems(e)[0])) from None
    edit = replace_scenario(scenario, new, what)
    # A scheme the map cannot be read back in (no separator, no padding) is refused here.
    refuse_new_problems(scenario, edit)
    return edit


def relabel_preview(scenario: Scenario, labels: Any, count: int = 6) -> list[tuple[str, str]]:
    """A few ``(old, new)`` labels: the map's corners, then hexes the scenario names."""
    relabel, _ = _relabeller(scenario, labels)
    g = grid_of(scenario.map)
    m = scenario.map
    picks = [g.label(g.from_offset(c, r)) for c, r in ((0, 0), (m.columns - 1, m.rows - 1))]
    picks += [p.hex for p in scenario.setup[:2]] + list(m.hexes)[:2]
    out: list[tuple[str, str]] = []
    for x in dict.fromkeys(picks):
        if len(out) >= count:
            break
        out.append((x, relabel(x)))
    return out
