"""Who holds which hexes when a game starts (``Scenario.start_control``).

The books never list who holds an empty hex; they take it for granted that a
defender holds its own ground until the enemy takes it. A scenario says it:
``start_control.default`` derives every hex from the set-up and
``start_control.areas`` name hexes, hex sets or objectives outright.

``start_holders(scenario)`` gives the holder of every held hex before the
first move; the engine starts from it and the editor's control overlay draws
it. Set-up units take the hexes they stand in afterwards, as
``rules.control`` says (the engine's ``control.py``), so this module only
answers for the ground.

The ``side`` default gives every land hex in play to one side (an island
that starts all the defender's). The ``front`` default gives each hex to the side of the nearest set-up unit
(hex distance): each side holds its side of the front line. A hex as near to
units of two sides, water, and off-map hexes are nobody's. Units flagged
``no_occupation`` in the scenario do not count.
"""

from __future__ import annotations

from hexstudio.hexgrid import Grid, Hex
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.model import Scenario

# A hex as near to the units of two sides is nobody's.
_TIE = ""


def setup_positions(scenario: Scenario, grid: Grid) -> dict[Hex, str]:
    """The hexes set-up units stand in and their side (units that never hold ground left out)."""
    units = scenario.unit_by_id()
    side_of_nat = {n.id: n.side for n in scenario.nationalities}
    out: dict[Hex, str] = {}
    for p in scenario.setup:
        u = units.get(p.unit)
        if u is None or "no_occupation" in u.flags:
            continue
        try:
            h = grid.parse(p.hex)
        except ValueError:
            continue
        side = side_of_nat.get(u.nationality)
        if side is None:
            continue
        out[h] = side if out.get(h) in (None, side) else _TIE
    return {h: s for h, s in out.items() if s != _TIE}


def front_lines(grid: Grid, sources: dict[Hex, str]) -> dict[Hex, str]:
    """Every hex of the map given to the side whose sources are nearest (ties left out).

    A breadth-first search from all sources at once, level by level: a hex
    gets the sides of the neighbours that reached it first, which are
    exactly the sides with a source at the least distance."""
    sides: dict[Hex, frozenset[str]] = {h: frozenset((s,)) for h, s in sources.items()}
    frontier = list(sides)
    while frontier:
        reached: dict[Hex, set[str]] = {}
        for h in frontier:
            for n in h.neighbours():
                if n in sides or not grid.contains(n):
                    continue
                reached.setdefault(n, set()).update(sides[h])
        for n, s in reached.items():
            sides[n] = frozenset(s)
        frontier = list(reached)
    return {h: next(iter(s)) for h, s in sides.items() if len(s) == 1}


def start_holders(scenario: Scenario, view: MapView | None = None) -> dict[Hex, str]:
    """The side holding each held hex before the first move (see the module docstring)."""
    view = view or MapView.build(scenario)
    grid = view.grid
    sc = scenario.start_control
    out: dict[Hex, str] = {}
    water = {t.id for t in scenario.terrain if t.water}
    if sc.default == "side" and sc.side is not None:
        for c in range(grid.columns):
            for r in range(grid.rows):
                h = grid.from_offset(c, r)
                if view.in_play(h) and view.terrain(h) not in water:
                    out[h] = sc.side
    elif sc.default in ("front", "occupied"):
        placed = setup_positions(scenario, grid)
        if sc.default == "occupied":
            out.update(placed)
        else:
            for h, side in front_lines(grid, placed).items():
                if view.in_play(h) and view.terrain(h) not in water:
                    out[h] = side
    objectives = {o.id: o for o in scenario.victory.objectives}
    for area in sc.areas:
        labels = list(area.hexes)
        sets = [area.hex_set] if area.hex_set else []
        for oid in area.objectives:
            o = objectives.get(oid)
            if o is not None:
                labels += o.hexes
                sets += [o.hex_set] if o.hex_set else []
        hexes = set()
        for label in labels:
            try:
                hexes.add(grid.parse(label))
            except ValueError:
                continue
        for name in sets:
            hexes |= view.hex_sets.get(name, frozenset())
        for h in hexes:
            if area.side is None:
                out.pop(h, None)
            else:
                out[h] = area.side
    return out
