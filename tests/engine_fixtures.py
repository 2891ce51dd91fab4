"""Small scenarios built in code for the engine tests.

``family_scenario(...)`` gives a two-player battle with a family-style terrain
table (Leyte/Sicily values: open, city, forest, mountain; river and bridge
hexsides; a paved road that costs 1 on foot and 1/2 motorized). Tests pass the
hexes, hexsides, roads, units and turns they need and get a validated
``Scenario``.
"""

from __future__ import annotations

from typing import Any

from hexstudio.scenario.io import scenario_from_data

TERRAIN = [
    {"id": "open", "name": "Open", "move": {"foot": 1, "motorized": 1}, "combat": 0},
    {"id": "city", "name": "City", "move": {"foot": 1, "motorized": 1}, "combat": 2},
    {"id": "forest", "name": "Forest", "move": {"foot": 2, "motorized": 3}, "combat": 2},
    {"id": "mountain", "name": "Mountain", "move": {"foot": 3, "motorized": "X"}, "combat": 3},
    {"id": "sea", "name": "Sea", "water": True, "move": {"*": "X"}, "combat": 0, "dominant": False},
    {"id": "fort", "name": "Fortification", "kind": "overlay", "move": {"*": "+1"}, "combat": 2},
    {"id": "village", "name": "Village", "kind": "overlay", "move": {"*": "="}, "combat": 1},
]
HEXSIDES = [
    {"id": "river", "name": "River", "move": {"foot": "+1", "motorized": "+2"}, "combat": 2},
    {"id": "bridge", "name": "Bridge", "style": "bridge", "negates": ["river"]},
]
ROADS = [{"id": "paved", "name": "Road", "move": {"foot": 1, "motorized": "1/2"}}]
CRT = {
    "columns": [{"label": "1-1", "odds": [1, 1]}, {"label": "2-1", "odds": [2, 1]}],
    "rows": [{"label": "2-7", "rolls": [2, 3, 4, 5, 6, 7]}, {"label": "8-12", "rolls": [8, 9, 10, 11, 12]}],
    "cells": [["DRI AVI", "DE AVI"], ["DVI ARI", "DRB AVI"]],
}
TWO_PLAYER = [
    {"kind": "movement", "side": "blue"},
    {"kind": "combat", "side": "blue"},
    {"kind": "movement", "side": "red"},
    {"kind": "combat", "side": "red"},
]


def unit(uid: str, side: str, hex_label: str | None, values: str = "3-4-8", kind: str = "infantry", **extra: Any) -> dict[str, Any]:
    """A unit dict plus its placement: ``values`` is "A-D-M"."""
    a, d, m = (float(x) if "." in x else int(x) for x in values.split("-"))
    u = {
        "id": uid, "name": uid, "type": kind, "nationality": side,
        "full": {"attack": a, "defence": d, "movement": m}, **extra,
    }
    return {"unit": u, "hex": hex_label}


def family_scenario(
    columns: int = 10,
    rows: int = 6,
    hexes: dict[str, dict[str, Any]] | None = None,
    hexsides: list[tuple[str, str, list[str]]] | None = None,
    roads: list[list[str]] | None = None,
    units: list[dict[str, Any]] | None = None,
    turns: int | list[dict[str, Any]] = 3,
    sequence: list[dict[str, Any]] | None = None,
    rules: dict[str, Any] | None = None,
    hex_sets: dict[str, dict[str, Any]] | None = None,
    **extra: Any,
):
    """A validated scenario (see the module docstring). ``extra`` adds top-level fields."""
    units = units or []
    turn_list = [{"number": n} for n in range(1, turns + 1)] if isinstance(turns, int) else turns
    doc: dict[str, Any] = {
        "schema_version": 1,
        "id": "engine-test",
        "info": {"title": "engine test"},
        "map": {
            "columns": columns, "rows": rows, "default_terrain": "open",
            "hexes": hexes or {},
            "hexsides": [{"hexes": [a, b], "features": f} for a, b, f in (hexsides or [])],
            "roads": [{"type": "paved", "path": p} for p in (roads or [])],
            "hex_sets": hex_sets or {},
        },
        "terrain": TERRAIN,
        "hexside_types": HEXSIDES,
        "road_types": ROADS,
        "movement_classes": [{"id": "foot", "name": "Foot"}, {"id": "motorized", "name": "Motorized"}],
        "sides": [{"id": "blue", "name": "Blue", "color": "#3050c0"}, {"id": "red", "name": "Red", "color": "#c03030"}],
        "nationalities": [
            {"id": "blue", "name": "Blue", "side": "blue", "color": "#8090ff"},
            {"id": "red", "name": "Red", "side": "red", "color": "#ff9080"},
        ],
        "unit_types": [
            {"id": "infantry", "name": "Infantry", "movement_class": "foot", "tags": ["infantry"]},
            {"id": "armor", "name": "Armor", "movement_class": "motorized", "tags": ["armored"]},
        ],
        "units": [x["unit"] for x in units],
        "setup": [{"unit": x["unit"]["id"], "hex": x["hex"]} for x in units if x["hex"]],
        "turns": {"turns": turn_list, "sequence": sequence or TWO_PLAYER},
        "crt": CRT,
        "rules": rules or {},
        **extra,
    }
    return scenario_from_data(doc, "engine-test")


def end_phase_attacking(game) -> None:
    """End the phase; in a combat phase, first mark every obliged unit as having
    attacked (standing in for the combat package's attack actions)."""
    from hexstudio.engine.actions import EndPhase
    from hexstudio.engine.zoc import unmet_obligations

    if game.phase_kind() == "combat":
        game.state.attacked_units.update(unmet_obligations(game))
        game.changed()
    game.apply(EndPhase())
