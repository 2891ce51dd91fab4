"""Tables and small scenarios for the combat tests, built in code.

The CRTs are typed in exactly as RULES.md §B4 prints them (Leyte copy A,
Reichswald and Sicily as their listed differences from Leyte, Monte Castelo
Table 1); the bombardment tables as §B5 and §A7 print them.
"""

from __future__ import annotations

import copy
from typing import Any

from hexstudio.scenario.model import (
    BombardmentTable,
    CombatTable,
    DiceRow,
    OddsColumn,
    Scenario,
    ValueColumn,
)

FAMILY_ROWS = [("2-12", [2, 12]), ("3-11", [3, 11]), ("4-10", [4, 10]), ("5-9", [5, 9]), ("6-8", [6, 8]), ("7", [7])]
FAMILY_COLUMNS = ["1-4", "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1", "7-1", "8-1", "9-1"]

LEYTE_CELLS = [
    ["DVB ARB", "DVB ARI", "IMP", "DRI AVB", "DRB AVB", "DRI AVI", "DRB AVI", "EMP", "EMP", "EMP", "EMP", "EMP"],
    ["DVI ARI", "DVB ARB", "DVB ARI", "IMP", "DRI AVB", "DRB AVB", "DRI AVI", "DRB AVI", "EMP", "DE AVB", "DE AVI", "DE AVI"],
    ["DVI ARB", "DVI ARI", "DVB ARB", "DVB ARI", "IMP", "DRI AVB", "DRB AVB", "DRI AVI", "DRB AVI", "EMP", "DE AVB", "DE AVI"],
    ["DVB AE", "DVI ARB", "DVI ARI", "DVB ARB", "DVB ARI", "IMP", "DRI AVB", "DRB AVB", "DRI AVI", "DRB AVI", "EMP", "DE AVB"],
    ["DVI AE", "DVB AE", "DVI ARB", "DVI ARI", "DVB ARB", "DVB ARI", "IMP", "DRI AVB", "DRB AVB", "DRI AVI", "DRB AVI", "EMP"],
    ["DVI AE", "DVI AE", "DVB AE", "DVI ARB", "DVI ARI", "DVB ARB", "DVB ARI", "IMP", "DRI AVB", "DRB AVB", "DRI AVI", "DRB AVI"],
]

# RULES.md §B4.3: (row label, column label) -> this battle's cell.
REICHSWALD_DIFF = {("3-11", "8-1"): "DE AVB", ("4-10", "9-1"): "DE AVB"}
SICILY_DIFF = {
    ("2-12", "6-1"): "DE AVB",
    ("2-12", "7-1"): "DE AVB",
    ("2-12", "8-1"): "DE AVI",
    ("2-12", "9-1"): "DE AVI",
    ("3-11", "8-1"): "DE AVB",
    ("4-10", "9-1"): "DE AVB",
}

MC_COLUMNS = [("1:3+", (1, 3)), ("1:2", (1, 2)), ("1:1", (1, 1))] + [(f"{n}:1", (n, 1)) for n in range(2, 9)] + [("9+:1", (9, 1))]
MC_ROWS = [("2 or 12", [2, 12]), ("3 or 11", [3, 11]), ("4 or 10", [4, 10]), ("5 or 9", [5, 9]), ("6 or 8", [6, 8]), ("7", [7])]
MC_CELLS = [
    ["DVB ARI", "IMP", "DRI AVB", "DRI AVB", "DRI AVI", "DRB AVB", "DRB AVI", "EMP", "DE AVB", "DE AVI", "DE AVI"],
    ["DVB ARB", "DVB ARI", "IMP", "DRI AVB", "DRI AVB", "DRI AVI", "DRB AVB", "DRB AVI", "EMP", "DE AVB", "DE AVI"],
    ["DVI ARI", "DVB ARB", "DVB ARI", "IMP", "DRI AVB", "DRI AVB", "DRI AVI", "DRB AVB", "DRB AVI", "EMP", "DE AVB"],
    ["DVI ARB", "DVI ARI", "DVB ARB", "DVB ARI", "IMP", "DRI AVB", "DRI AVB", "DRI AVI", "DRB AVB", "DRB AVI", "EMP"],
    ["DVB AE", "DVI ARB", "DVI ARI", "DVB ARB", "DVB ARI", "IMP", "DRI AVB", "DRI AVB", "DRB AVI", "DRB AVB", "DRB AVI"],
    ["DVI AE", "DVB AE", "DVI ARB", "DVI ARI", "DVB ARB", "DVB ARI", "IMP", "DRI AVB", "DRB AVB", "DRB AVI", "DRB AVB"],
]


def _family(diff: dict[tuple[str, str], str] | None = None) -> CombatTable:
    cells = copy.deepcopy(LEYTE_CELLS)
    for (row, col), cell in (diff or {}).items():
        cells[[r for r, _ in FAMILY_ROWS].index(row)][FAMILY_COLUMNS.index(col)] = cell
    return CombatTable(
        columns=[OddsColumn(label=c, odds=_odds(c)) for c in FAMILY_COLUMNS],
        rows=[DiceRow(label=label, rolls=rolls) for label, rolls in FAMILY_ROWS],
        cells=cells,
    )


def _odds(label: str) -> tuple[int, int]:
    a, d = label.split("-")
    return int(a), int(d)


def leyte_crt() -> CombatTable:
    return _family()


def reichswald_crt() -> CombatTable:
    return _family(REICHSWALD_DIFF)


def sicily_crt() -> CombatTable:
    return _family(SICILY_DIFF)


def monte_castelo_crt() -> CombatTable:
    return CombatTable(
        columns=[OddsColumn(label=label, odds=odds) for label, odds in MC_COLUMNS],
        rows=[DiceRow(label=label, rolls=rolls) for label, rolls in MC_ROWS],
        cells=copy.deepcopy(MC_CELLS),
    )


FAMILY_BT_CELLS = [
    ["DB", "DB", "DB", "DB", "DB"],
    ["DI", "DB", "DB", "DB", "DB"],
    ["DI", "DI", "DB", "DB", "DB"],
    ["DI", "DI", "DI", "DB", "DB"],
    ["DI", "DI", "DI", "DI", "DB"],
    ["DI", "DI", "DI", "DI", "DI"],
]


def _family_bt(bounds: list[tuple[str, int, int | None]], min_value: int | None = None) -> BombardmentTable:
    return BombardmentTable(
        columns=[ValueColumn(label=label, min=lo, max=hi) for label, lo, hi in bounds],
        rows=[DiceRow(label=label, rolls=rolls) for label, rolls in FAMILY_ROWS],
        cells=copy.deepcopy(FAMILY_BT_CELLS),
        min_value=min_value,
    )


def leyte_bt() -> BombardmentTable:
    return _family_bt([("1-12", 1, 12), ("13-24", 13, 24), ("25-36", 25, 36), ("37-48", 37, 48), ("49-∞", 49, None)])


def reichswald_bt() -> BombardmentTable:
    return _family_bt([("4-9", 4, 9), ("10-18", 10, 18), ("19-27", 19, 27), ("28-36", 28, 36), ("37-∞", 37, None)], min_value=4)


def sicily_bt_printed() -> BombardmentTable:
    """Sicily BT l.346 as printed (D3)."""
    return _family_bt([("1-10", 1, 10), ("11-20", 11, 20), ("21-30", 21, 30), ("31-36", 31, 36), ("37-∞", 37, None)])


def sicily_bt_examples() -> BombardmentTable:
    """The reading of E29/E30: 18-point columns "1-18", "19-36", continued at the same width."""
    return _family_bt([("1-18", 1, 18), ("19-36", 19, 36), ("37-54", 37, 54), ("55-72", 55, 72), ("73-∞", 73, None)])


def monte_castelo_bt() -> BombardmentTable:
    """Monte Castelo Table 3, one d6; ">61" read as 61 and above (U46)."""
    cols = [("up to 4", 0, 4), ("5-12", 5, 12), ("13-24", 13, 24), ("25-36", 25, 36), ("37-48", 37, 48), ("49-60", 49, 60), (">61", 61, None)]
    cells = [
        ["S", "S", "S", "S", "B+S", "B+S", "B+S"],
        ["—", "S", "S", "S", "S", "B+S", "B+S"],
        ["—", "—", "S", "S", "S", "S", "B+S"],
        ["—", "—", "—", "S", "S", "S", "S"],
        ["—", "—", "—", "—", "S", "S", "S"],
        ["—", "—", "—", "—", "—", "S", "S"],
    ]
    return BombardmentTable(
        dice="1d6",
        columns=[ValueColumn(label=label, min=lo, max=hi) for label, lo, hi in cols],
        rows=[DiceRow(label=str(n), rolls=[n]) for n in range(1, 7)],
        cells=cells,
    )


# --------------------------------------------------------------------------- scenarios

TERRAIN = [
    {"id": "open", "name": "Open", "move": {"foot": 1, "motorized": 1}, "combat": 0},
    {"id": "forest", "name": "Forest", "move": {"foot": 2, "motorized": 3}, "combat": 2},
    {"id": "mountain", "name": "Mountain", "move": {"foot": 3, "motorized": "X"}, "combat": 3},
    {"id": "city", "name": "City", "move": {"foot": 1, "motorized": 1}, "combat": 2},
    {"id": "sea", "name": "Sea", "water": True, "move": {"*": "X"}, "combat": 0, "dominant": False},
    {"id": "airfield", "name": "Airfield", "kind": "overlay", "move": {"*": "="}, "combat": 1},
    {"id": "village", "name": "Village", "kind": "overlay", "move": {"*": "="}, "combat": 1},
    {"id": "port", "name": "Port", "kind": "overlay", "move": {"*": "="}, "combat": 2},
    {"id": "flood", "name": "Flood", "kind": "overlay", "move": {"*": "X"}, "combat": -1},
    {"id": "m800", "name": "800 m", "move": {"foot": 1, "motorized": 2}, "combat": 1},
    {"id": "peak", "name": "Peak", "kind": "overlay", "move": {"*": "="}, "combat": 1},
    {"id": "woods", "name": "Woods", "kind": "overlay", "move": {"*": "+1"}, "combat": 1},
    {"id": "fortification", "name": "Fortification", "kind": "overlay", "move": {"*": "="}, "combat": 1},
]
HEXSIDES = [
    {"id": "river", "name": "River", "style": "river", "move": {"foot": "+1", "motorized": "+2"}, "combat": 2},
    {"id": "sea_arm", "name": "Sea arm", "style": "sea_arm", "move": {"foot": "+2", "motorized": "X"}, "combat": 2},
    {"id": "valley", "name": "Valley", "style": "line", "move": {}, "combat": 0},
]
UNIT_TYPES = [
    {"id": "infantry", "name": "Infantry", "movement_class": "foot", "vulnerability": {"air": 1, "artillery": 2}, "tags": ["infantry"], "advance": 1},
    {"id": "armor", "name": "Armor", "symbol": "armor", "movement_class": "motorized", "vulnerability": {"air": 2, "artillery": 1}, "tags": ["armored"], "advance": 2},
    {"id": "artillery", "name": "Artillery", "symbol": "artillery", "movement_class": "foot", "vulnerability": {"air": 2, "artillery": 2}, "tags": ["artillery"], "advance": 0},
    {"id": "antitank", "name": "Antitank", "symbol": "antitank", "movement_class": "foot", "vulnerability": {"air": 1, "artillery": 1}, "tags": ["antitank"], "advance": 1},
    {"id": "hw", "name": "Heavy weapons", "movement_class": "foot", "vulnerability": {"air": 1, "artillery": 1}, "tags": ["heavy_weapons"], "advance": 1},
]


def unit(uid: str, nat: str, a: int, d: int, m: float = 6, *, type: str = "infantry", rng: int | None = None,
         reduced: tuple[int, int] | None = None, formation: str | None = None, flags: list[str] | None = None,
         size: str = "battalion") -> dict[str, Any]:
    full: dict[str, Any] = {"attack": a, "defence": d, "movement": m}
    if rng is not None:
        full["range"] = rng
    out: dict[str, Any] = {"id": uid, "name": uid, "type": type, "nationality": nat, "full": full, "size": size}
    if reduced is not None:
        out["reduced"] = {"attack": reduced[0], "defence": reduced[1], "movement": m}
    if formation:
        out["formation"] = formation
    if flags:
        out["flags"] = flags
    return out


def scenario(
    *,
    hexes: dict[str, dict[str, Any]] | None = None,
    hexsides: list[dict[str, Any]] | None = None,
    units: list[dict[str, Any]] | None = None,
    setup: dict[str, str] | None = None,
    formations: list[dict[str, Any]] | None = None,
    rules: dict[str, Any] | None = None,
    special_rules: list[dict[str, Any]] | None = None,
    crt: CombatTable | None = None,
    bombardment: BombardmentTable | None = None,
    turns: int = 3,
    night: tuple[int, ...] = (),
    air: list[dict[str, Any]] | None = None,
    columns: int = 10,
    rows: int = 10,
) -> Scenario:
    """A small two-sided battle on an open 10 x 10 map (labels XXYY)."""
    data: dict[str, Any] = {
        "id": "combat-test",
        "info": {"title": "combat test"},
        "map": {
            "columns": columns,
            "rows": rows,
            "default_terrain": "open",
            "hexes": hexes or {},
            "hexsides": hexsides or [],
        },
        "terrain": TERRAIN,
        "hexside_types": HEXSIDES,
        "movement_classes": [{"id": "foot", "name": "Foot"}, {"id": "motorized", "name": "Motorized"}],
        "sides": [{"id": "allies", "name": "Allies", "color": "#d8c25a"}, {"id": "axis", "name": "Axis", "color": "#9aa0a6"}],
        "nationalities": [
            {"id": "us", "name": "US", "side": "allies", "color": "#e8d27a"},
            {"id": "br", "name": "Brazil", "side": "allies", "color": "#7ac27a"},
            {"id": "de", "name": "Germany", "side": "axis", "color": "#b7bcc2"},
            {"id": "jp", "name": "Japan", "side": "axis", "color": "#ffffff"},
        ],
        "unit_types": UNIT_TYPES,
        "formations": formations or [],
        "units": units or [],
        "setup": [{"unit": u, "hex": h} for u, h in (setup or {}).items()],
        "turns": {
            "turns": [{"number": n, "night": n in night} for n in range(1, turns + 1)],
            "sequence": [
                {"kind": "movement", "side": "allies"},
                {"kind": "combat", "side": "allies"},
                {"kind": "movement", "side": "axis"},
                {"kind": "combat", "side": "axis"},
            ],
        },
        "crt": (crt or leyte_crt()).model_dump(),
        "rules": rules or {},
        "special_rules": special_rules or [],
        "air_power": {"sides": air or []},
    }
    if bombardment is not None:
        data["bombardment"] = bombardment.model_dump()
    return Scenario.model_validate(data)
