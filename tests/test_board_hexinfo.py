"""describe_hex: one status-bar line per hex."""

from __future__ import annotations

from pathlib import Path

from hexstudio.board.hexinfo import compass, describe_hex
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.mapview import MapView

TUTORIAL = Path(__file__).resolve().parents[1] / "scenarios" / "tutorial.json"


def test_describe_city_with_name_road_and_units():
    s = load_scenario(TUTORIAL)
    mv = MapView.build(s)
    line = describe_hex(s, mv, mv.grid.parse("0204"), ["I/914 (2-3-6)"])
    assert line.startswith("0204 Porto Serra — City, port")
    assert "paved road" in line
    assert line.endswith("units: I/914 (2-3-6)")


def test_describe_hexsides_with_compass_and_elevation():
    s = load_scenario(TUTORIAL)
    mv = MapView.build(s)
    line = describe_hex(s, mv, mv.grid.parse("0905"), [])
    assert "river NW SW" in line
    assert "bridge SW" in line
    assert "units" not in line
    assert "elevation 3" in describe_hex(s, mv, mv.grid.parse("1609"))


def test_compass_flat_neighbours():
    s = load_scenario(TUTORIAL)
    mv = MapView.build(s)
    h = mv.grid.parse("0505")
    names = [compass(mv, h, n) for n in h.neighbours()]
    assert sorted(names) == sorted(["N", "NE", "SE", "S", "SW", "NW"])
    assert compass(mv, h, mv.grid.parse("0504")) == "N"


def test_describe_off_map_and_portuguese():
    s = load_scenario(TUTORIAL)
    mv = MapView.build(s)
    assert describe_hex(s, mv, mv.grid.from_offset(-3, -3)) == "off the map"
    pt = describe_hex(s, mv, mv.grid.parse("0101"), language="pt_BR")
    assert pt.startswith("0101 — ") and "Sea" not in pt


def test_status_line_in_portuguese() -> None:
    from pathlib import Path

    from hexstudio.board.hexinfo import describe_hex
    from hexstudio.scenario.io import load_scenario
    from hexstudio.scenario.mapview import MapView

    s = load_scenario(Path(__file__).resolve().parent.parent / "scenarios" / "tutorial.json")
    view = MapView.build(s)
    line = describe_hex(s, view, view.grid.parse("0905"), ["I/914"], language="pt_BR")
    assert line.startswith("0905 — Aberto")
    assert "rio" in line and "ponte" in line and "unidades: I/914" in line
    assert "SW" not in line and "units" not in line
    assert describe_hex(s, view, view.grid.parse("0905").neighbour(0).scale(1) + view.grid.parse("1612"), language="pt_BR") == "fora do mapa"
