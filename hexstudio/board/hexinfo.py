"""One line about a hex for the status bar (no Qt), for example

1105 Vila Nova — City, fortification; river NW SW; unpaved road NW SE; units: 352 (2-3-4)
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from hexstudio.hexgrid import Hex, Hexside, Orientation
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.model import Scenario, text_in

# This module has no Qt, so it cannot use Qt's translator: its few words
# are kept here, per language.
_WORDS = {
    "pt": {
        "off the map": "fora do mapa",
        "not in play": "fora de jogo",
        # Not "cota": the Monte Castelo map names its terrain by cota ("Cota 800 m"),
        # and "Cota 800 m; cota 2" read as two heights for one hex.
        "elevation": "nível",
        "units": "unidades",
        "N": "N", "NE": "NE", "E": "L", "SE": "SE", "S": "S", "SW": "SO", "W": "O", "NW": "NO",
    }
}


def _w(word: str, language: str) -> str:
    return _WORDS.get(language.split("_")[0], {}).get(word, word)


def compass(mapview: MapView, h: Hex, n: Hex) -> str:
    """Where neighbour ``n`` lies from ``h``, as a map reader says it ("N", "SW")."""
    ax, ay = mapview.grid.center(h)
    bx, by = mapview.grid.center(n)
    ang = math.degrees(math.atan2(by - ay, bx - ax)) % 360
    if mapview.grid.orientation is Orientation.FLAT:
        # Flat hexes have no E/W neighbours: directions are N, NE, SE, S, SW, NW.
        names = ((30, "SE"), (90, "S"), (150, "SW"), (210, "NW"), (270, "N"), (330, "NE"))
    else:
        names = ((0, "E"), (60, "SE"), (120, "SW"), (180, "W"), (240, "NW"), (300, "NE"))
    return min(names, key=lambda item: min(abs(ang - item[0]), 360 - abs(ang - item[0])))[1]


def _unit_text(u: object) -> str:
    short = getattr(u, "short", None) or getattr(u, "name", None) or getattr(u, "unit_id", None) or str(u)
    values = getattr(u, "values_text", None)
    if callable(values):
        return f"{short} ({values()})"
    full = getattr(u, "full", None)
    if full is not None:
        mv = int(full.movement) if float(full.movement).is_integer() else full.movement
        return f"{short} ({full.attack}-{full.defence}-{mv})"
    return str(short)


def describe_hex(
    scenario: Scenario, mapview: MapView, hex: Hex, units_here: Sequence[object] = (), language: str = "en"
) -> str:
    """Label, place name, terrain and features, elevation, hexsides, roads, units.

    ``units_here`` may hold CounterInfo values, Units, or plain strings.
    """
    g = mapview.grid
    if not g.contains(hex):
        return _w("off the map", language)
    terrain = mapview.terrain_types
    head = g.label(hex)
    name = text_in(mapview.name(hex), language)
    if name:
        head += f" {name}"
    if hex in mapview.off_map:
        return f"{head} — {_w('not in play', language)}"
    t = terrain.get(mapview.terrain(hex))
    parts = [text_in(t.name, language) if t else mapview.terrain(hex)]
    for f in mapview.features(hex):
        ft = terrain.get(f)
        parts.append((text_in(ft.name, language) if ft else f).lower())
    out = [f"{head} — {', '.join(parts)}"]
    elev = mapview.elevation(hex)
    if elev:
        out.append(f"{_w('elevation', language)} {elev}")
    side_types = {t.id: t for t in scenario.hexside_types}
    by_feature: dict[str, list[str]] = {}
    for n in hex.neighbours():
        feats = mapview.hexsides.get(Hexside(hex, n))
        if not feats:
            continue
        where = _w(compass(mapview, hex, n), language)
        for f in sorted(feats):
            ht = side_types.get(f)
            label = (text_in(ht.name, language) if ht else f).lower()
            by_feature.setdefault(label, []).append(where)
    for label, dirs in by_feature.items():
        out.append(f"{label} {' '.join(dirs)}")
    road_types = {r.id: r for r in scenario.road_types}
    roads: dict[str, list[str]] = {}
    for n, rid in mapview.road_links(hex):
        rt = road_types.get(rid)
        label = (text_in(rt.name, language) if rt else rid).lower()
        roads.setdefault(label, []).append(_w(compass(mapview, hex, n), language))
    for label, dirs in roads.items():
        out.append(f"{label} {' '.join(dirs)}")
    if units_here:
        out.append(f"{_w('units', language)}: " + ", ".join(_unit_text(u) for u in units_here))
    return "; ".join(out)
