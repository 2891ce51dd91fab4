"""Scenario files: loading, every kind of broken file, saving, schema, migrations."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from hexstudio import cli
from hexstudio.hexgrid import Hexside
from hexstudio.scenario import io as sio
from hexstudio.scenario.io import ScenarioError, load_scenario, save_scenario, scenario_from_data
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.migrations import MigrationError, migrate
from hexstudio.scenario.schema import schema_json

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = ROOT / "scenarios" / "tutorial.json"


def tutorial_doc() -> dict[str, Any]:
    return json.loads(TUTORIAL.read_text(encoding="utf-8"))


def problems_of(doc: Any) -> list[str]:
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(doc, "test.json")
    return [str(p) for p in e.value.problems]


def test_every_bundled_scenario_validates() -> None:
    files = sorted((ROOT / "scenarios").glob("*.json"))
    assert TUTORIAL in files
    for f in files:
        load_scenario(f)


def test_tutorial_has_every_kind_of_terrain_hexside_and_road() -> None:
    s = load_scenario(TUTORIAL)
    view = MapView.build(s)
    used = {view.terrain(h) for h in view.hexes()} | {f for h in view.hexes() for f in view.features(h)}
    assert used == {t.id for t in s.terrain}
    assert set().union(*view.hexsides.values()) == {t.id for t in s.hexside_types}
    assert set(view.roads.values()) == {t.id for t in s.road_types}
    sides = {s.side_of(s.unit_by_id()[p.unit]) for p in s.setup}
    assert sides == {"allies", "axis"}


# --- broken files: each message names the place --------------------------------------


def test_malformed_json_names_line_and_column(tmp_path: Path) -> None:
    f = tmp_path / "bad.json"
    f.write_text('{"schema_version": 1,\n  "id": "x",\n  oops}\n', encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load_scenario(f)
    msg = e.value.report()
    assert "not valid JSON" in msg and "line 3" in msg and str(f) in msg


def test_wrong_types_name_the_json_path() -> None:
    doc = tutorial_doc()
    doc["units"][2]["full"]["attack"] = "three"
    doc["map"]["columns"] = -4
    probs = problems_of(doc)
    assert any(p.startswith("units[2].full.attack:") and "whole number" in p for p in probs)
    assert any(p.startswith("map.columns:") for p in probs)


def test_unit_on_a_hex_outside_the_map() -> None:
    doc = tutorial_doc()
    doc["setup"][0]["hex"] = "2501"
    probs = problems_of(doc)
    assert any(p.startswith("setup[0].hex:") and "outside the map" in p for p in probs), probs


def test_unknown_terrain() -> None:
    doc = tutorial_doc()
    label = next(iter(doc["map"]["hexes"]))
    doc["map"]["hexes"][label]["terrain"] = "lava"
    probs = problems_of(doc)
    assert any(p.startswith(f'map.hexes["{label}"].terrain:') and "unknown terrain 'lava'" in p for p in probs), probs


def test_table_of_the_wrong_shape() -> None:
    doc = tutorial_doc()
    doc["crt"]["cells"][3] = doc["crt"]["cells"][3][:-1]
    doc["bombardment"]["cells"].pop()
    probs = problems_of(doc)
    assert any(p.startswith("crt.cells[3]:") and "11 cells but the table has 12 columns" in p for p in probs), probs
    assert any(p.startswith("bombardment.cells:") and "5 rows" in p for p in probs), probs


def test_future_schema_version_is_refused_with_a_reason() -> None:
    doc = tutorial_doc()
    doc["schema_version"] = 99
    probs = problems_of(doc)
    assert probs == [probs[0]] and probs[0].startswith("schema_version:") and "newer" in probs[0]


def test_misspelt_field_and_unknown_references() -> None:
    doc = tutorial_doc()
    doc["units"][0]["atack"] = 3
    doc["units"][1]["type"] = "dragoons"
    doc["reinforcements"][0]["entry"]["hex_set"] = "nowhere"
    doc["victory"]["objectives"][0]["points"]["martians"] = 5
    probs = problems_of(doc)
    assert any(p.startswith("units[0].atack:") and "not a known field" in p for p in probs), probs


def test_cross_reference_problems_all_reported_together() -> None:
    doc = tutorial_doc()
    doc["units"][1]["type"] = "dragoons"
    doc["reinforcements"][0]["entry"]["hex_set"] = "nowhere"
    doc["victory"]["objectives"][0]["points"]["martians"] = 5
    doc["map"]["roads"][0]["path"] = ["0101", "0103"]
    doc["setup"].append(dict(doc["setup"][0]))
    probs = problems_of(doc)
    joined = "\n".join(probs)
    assert "units[1].type: unknown unit type 'dragoons'" in joined
    assert "reinforcements[0].entry.hex_set: unknown hex set 'nowhere'" in joined
    assert "victory.objectives[0].points: unknown side 'martians'" in joined
    assert "map.roads[0].path[1]: '0103' is not next to '0101'" in joined
    assert "is set up more than once" in joined


def test_not_an_object_and_missing_version() -> None:
    assert "JSON object" in problems_of([1, 2])[0]
    doc = tutorial_doc()
    del doc["schema_version"]
    assert problems_of(doc)[0].startswith("schema_version:")


def test_oversized_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    f = tmp_path / "big.json"
    f.write_text(json.dumps(tutorial_doc()), encoding="utf-8")
    monkeypatch.setattr(sio, "MAX_FILE_BYTES", 1000)
    with pytest.raises(ScenarioError, match="limit"):
        sio.load_scenario(f)


def test_deeply_nested_json_does_not_crash(tmp_path: Path) -> None:
    f = tmp_path / "deep.json"
    f.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(ScenarioError):
        load_scenario(f)


# --- saving ----------------------------------------------------------------------------


def test_save_and_load_back_equal(tmp_path: Path) -> None:
    s = load_scenario(TUTORIAL)
    out = tmp_path / "copy.json"
    save_scenario(s, out)
    assert load_scenario(out) == s
    # A second save is byte-identical (stable output for version control).
    first = out.read_bytes()
    save_scenario(load_scenario(out), out)
    assert out.read_bytes() == first


def test_failed_save_leaves_the_old_file_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    s = load_scenario(TUTORIAL)
    out = tmp_path / "work.json"
    out.write_text("precious", encoding="utf-8")

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        save_scenario(s, out)
    assert out.read_text(encoding="utf-8") == "precious"
    assert [p.name for p in tmp_path.iterdir()] == ["work.json"]


# --- schema and migrations ---------------------------------------------------------------


def test_published_schema_is_in_sync() -> None:
    published = (ROOT / "resources" / "scenario.schema.json").read_text(encoding="utf-8")
    assert published == schema_json(), "run: python -m hexstudio schema > resources/scenario.schema.json"


def test_migrations_run_in_order() -> None:
    calls: list[int] = []

    def v1_to_v2(d: dict[str, Any]) -> dict[str, Any]:
        calls.append(1)
        d["renamed"] = d.pop("old")
        return d

    def v2_to_v3(d: dict[str, Any]) -> dict[str, Any]:
        calls.append(2)
        d["renamed"] = d["renamed"] * 2
        return d

    out = migrate({"schema_version": 1, "old": 21}, {1: v1_to_v2, 2: v2_to_v3}, target=3)
    assert out == {"schema_version": 3, "renamed": 42}
    assert calls == [1, 2]
    with pytest.raises(MigrationError, match="no migration from schema version 2"):
        migrate({"schema_version": 1, "old": 1}, {1: v1_to_v2}, target=3)
    with pytest.raises(MigrationError, match="whole number"):
        migrate({"schema_version": "1"})


# --- command line ------------------------------------------------------------------------


def test_cli_validate_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["validate", str(TUTORIAL)]) == 0
    assert "OK" in capsys.readouterr().out
    doc = tutorial_doc()
    doc["setup"][0]["hex"] = "9999"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert cli.main(["validate", str(TUTORIAL), str(bad)]) == 1
    err = capsys.readouterr().err
    assert "setup[0].hex" in err and str(bad) in err


def test_cli_schema_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert "properties" in schema and "map" in schema["properties"]


def test_cli_runs_as_a_module_without_a_display(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    r = subprocess.run([sys.executable, "-m", "hexstudio", "validate", str(TUTORIAL)], env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr


def test_mapview_indexes_hexsides_and_roads() -> None:
    s = load_scenario(TUTORIAL)
    view = MapView.build(s)
    g = view.grid
    bridge = Hexside(g.parse("0805"), g.parse("0905"))
    assert view.hexsides[bridge] == frozenset({"river", "bridge"})
    assert view.roads[bridge] == "unpaved"
    assert view.name(g.parse("1105")) == "Vila Nova"
    doc = copy.deepcopy(tutorial_doc())
    assert doc["map"]["default_terrain"] == view.default_terrain


def test_tutorial_lessons_are_checked() -> None:
    s = load_scenario(TUTORIAL)
    assert len(s.tutorial) >= 8
    assert {step.turn for step in s.tutorial} >= {1, 2, 3, 6}
    doc = tutorial_doc()
    doc["tutorial"][0]["turn"] = 40
    doc["tutorial"][1]["hexes"] = ["0013"]
    probs = problems_of(doc)
    assert any(p.startswith("tutorial[0].turn:") and "not on the turn track" in p for p in probs), probs
    assert any(p.startswith("tutorial[1].hexes[0]:") for p in probs), probs
