"""What goes on the countersheets: every unit once, grouped; and the markers the rules need.

Units are grouped by side, then by when they come into play: the set-up,
each turn's reinforcements (in turn order), reinforcements waiting on a
condition, pieces that never stand on the map but are released on a turn
(Monte Castelo's artillery and aviation), then anything else. A unit is
printed exactly once, in the first group that names it.

Markers are derived from the scenario's data, one kind per need:

- ``control``: victory objectives; one per objective, or one per hex where
  an objective scores each hex; sides on the two faces.
- ``turn``: one for the turn track.
- ``weather``: one per weather type, when the weather changes during the game.
- ``air``: per side with air points, units and tens (and hundreds) for the track.
- ``bombardment``: per side that can bombard, one per bombarding unit or air power (2 to 8).
- ``suppression``: when a bombardment result suppresses (4 to 16).
- ``fortification``: fortifications a capture removes, one per such hex.
- ``flood``: hexes a flood event turns to flood, one per hex.
- ``bridge``: bridges built during the game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hexstudio.scenario.model import Scenario

MARKER_KINDS = ("control", "turn", "weather", "air", "bombardment", "suppression", "fortification", "flood", "bridge")


@dataclass(frozen=True)
class UnitCounter:
    unit_id: str


@dataclass(frozen=True)
class Marker:
    """A counter-sized marker. ``front``/``back`` name the side on each face (or None);
    ``label`` is what the face says beyond the kind (a weather id, "x10")."""

    kind: str
    serial: int
    front: str | None = None
    back: str | None = None
    label: str | None = None


@dataclass(frozen=True)
class GroupKey:
    """What a group of counters is. ``kind``: setup, turn, condition, release, other, markers."""

    side: str | None
    kind: str
    turn: int | None = None
    ref: str | None = None


def unit_groups(s: Scenario) -> list[tuple[GroupKey, list[UnitCounter]]]:
    """Every unit of the order of battle, once, grouped by side and by arrival."""
    side_of_nat = {n.id: n.side for n in s.nationalities}
    side_of = {u.id: side_of_nat.get(u.nationality) for u in s.units}
    placed: set[str] = set()
    groups: dict[GroupKey, list[UnitCounter]] = {}

    def add(key: GroupKey, uid: str) -> None:
        if uid in placed or uid not in side_of:
            return
        placed.add(uid)
        groups.setdefault(key, []).append(UnitCounter(uid))

    for p in s.setup:
        add(GroupKey(side_of.get(p.unit), "setup"), p.unit)
    timed = sorted((r for r in s.reinforcements if r.schedule.turn is not None), key=lambda r: r.schedule.turn or 0)
    for r in timed:
        for uid in r.units:
            add(GroupKey(side_of.get(uid), "turn", r.schedule.turn), uid)
    for r in s.reinforcements:
        if r.schedule.turn is None:
            for uid in r.units:
                add(GroupKey(side_of.get(uid), "condition", None, r.id), uid)
    for w in s.withdrawals:
        # A unit that only appears in a withdrawal's return still needs its counter.
        if w.returns is not None:
            kind = "turn" if w.returns.schedule.turn is not None else "condition"
            for uid in w.returns.units:
                add(GroupKey(side_of.get(uid), kind, w.returns.schedule.turn, w.returns.id), uid)
    rest = [u for u in s.units if u.id not in placed]
    for u in sorted(rest, key=lambda u: u.release_turn if u.release_turn is not None else 10**6):
        kind = "release" if u.release_turn is not None else "other"
        add(GroupKey(side_of[u.id], kind, u.release_turn), u.id)
    order = {side.id: i for i, side in enumerate(s.sides)}
    kinds = {"setup": 0, "turn": 1, "condition": 2, "release": 3, "other": 4}
    keys = sorted(groups, key=lambda k: (order.get(k.side or "", len(order)), kinds[k.kind], k.turn or 0))
    return [(k, groups[k]) for k in keys]


def _objective_hexes(s: Scenario) -> list[tuple[str, int]]:
    out = []
    for o in s.victory.objectives:
        hexes = set(o.hexes)
        if o.hex_set and o.hex_set in s.map.hex_sets:
            hexes |= set(s.map.hex_sets[o.hex_set].hexes)
        out.append((o.id, len(hexes) if o.require == "each" else (1 if hexes else 0)))
    return out


def _rules(s: Scenario, name: str) -> list[dict]:
    return [r.params for r in s.special_rules if r.rule == name]


def _hex_set_size(s: Scenario, name: object) -> int:
    hs = s.map.hex_sets.get(name) if isinstance(name, str) else None
    return len(hs.hexes) if hs is not None else 0


def markers(s: Scenario) -> list[Marker]:
    """The markers this scenario's rules need (see the module docstring)."""
    sides = [x.id for x in s.sides]
    a, b = sides[0], sides[1]
    out: list[Marker] = []

    def put(kind: str, count: int, front: str | None = None, back: str | None = None, label: str | None = None) -> None:
        start = sum(1 for m in out if m.kind == kind)
        out.extend(Marker(kind, start + i, front, back, label) for i in range(count))

    put("control", sum(n for _, n in _objective_hexes(s)), a, b)
    if len(s.turns.turns) > 1:
        put("turn", 1)
    fixed = {t.weather for t in s.turns.turns}
    if s.weather.types and (s.weather.rolls or len(fixed - {None}) > 1 or (None in fixed and len(fixed) > 1)):
        for w in s.weather.types:
            put("weather", 1, label=w.id)
    for side in s.air_power.sides:
        top = side.track_max
        if side.from_weather:
            top = max([w.air_points.get(side.side, 0) for w in s.weather.types if w.air_points] or [top])
        put("air", 1, side.side, side.side, "x1")
        if top >= 10:
            put("air", 1, side.side, side.side, "x10")
        if top >= 100:
            put("air", 1, side.side, side.side, "x100")
    if s.bombardment is not None:
        air_sides = {x.side for x in s.air_power.sides}
        for side in sides:
            guns = sum(
                1
                for u in s.units
                if _side(s, u.nationality) == side and (u.full.range is not None or u.full.bombard is not None)
            )
            n = guns + (2 if side in air_sides else 0)
            if n:
                put("bombardment", min(8, max(2, n)), side, side)
        suppresses = any(r.suppress for r in s.bombardment.results.values())
        if suppresses or _rules(s, "suppression"):
            put("suppression", min(16, max(4, math.ceil(len(s.units) / 8))))
    for p in _rules(s, "fortification_removed_on_capture"):
        n = _hex_set_size(s, p.get("hex_set"))
        feature = p.get("feature")
        if not n and isinstance(feature, str):
            n = sum(1 for h in s.map.hexes.values() if feature in h.features)
        put("fortification", n)
    for p in _rules(s, "flood_event"):
        put("flood", _hex_set_size(s, p.get("hex_set")))
    put("bridge", len(_rules(s, "bailey_bridge")) + len(_rules(s, "pontoneer_bridge")))
    return out


def _side(s: Scenario, nationality: str) -> str | None:
    return next((n.side for n in s.nationalities if n.id == nationality), None)


def counter_groups(s: Scenario) -> list[tuple[GroupKey, list[UnitCounter | Marker]]]:
    """Units (``unit_groups``) then all markers in one group, kind by kind."""
    out: list[tuple[GroupKey, list[UnitCounter | Marker]]] = [(k, list(v)) for k, v in unit_groups(s)]
    ms = sorted(markers(s), key=lambda m: MARKER_KINDS.index(m.kind))
    if ms:
        out.append((GroupKey(None, "markers"), list(ms)))
    return out
