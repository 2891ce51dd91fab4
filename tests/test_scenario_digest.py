"""The scenario's content hash, worked out in pieces, is the one saved games have always carried."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from hexstudio.engine.save import save_data, scenario_hash
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.digest import canonical_pieces, data_digest, scenario_digest
from hexstudio.scenario.io import load_scenario, scenario_to_data
from hexstudio.scenario.model import HexData, HexsideData, RoadPath, Scenario

BATTLES = sorted(p.stem for p in scenarios_dir().glob("*.json"))


def definition(data: Any) -> str:
    """How a save's scenario hash has always been defined (written here on its own, not imported)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def painted(scenario: Scenario) -> Scenario:
    """Every hex of the map given data (a long table), with names a JSON writer must
    get right: accents, an emoji, markup, quotes, a lone surrogate, a backslash."""
    grid_hexes = {}
    cols, rows = scenario.map.columns, scenario.map.rows
    names = ["Vila Nova", "São João", "🏰 Forte", '<b>"x"</b>', "\ud800 só", "a\\b\n"]
    terrains = [t.id for t in scenario.terrain if t.kind == "base"]
    labels = []
    for r in range(rows):  # row by row: not the order of the labels sorted
        for c in range(cols):
            label = f"{c + 1:02d}{r + 1:02d}"
            labels.append(label)
            k = c * rows + r
            grid_hexes[label] = HexData(
                terrain=terrains[k % len(terrains)],
                elevation=k % 4,
                name=names[k % len(names)] if k % 5 == 0 else None,
            )
    side = scenario.hexside_types[0].id
    sides = [HexsideData(hexes=(f"{c:02d}01", f"{c:02d}02"), features=[side]) for c in range(1, cols + 1)]
    road = scenario.road_types[0].id
    roads = [
        RoadPath(type=road, path=[f"{c:02d}{r:02d}", f"{c:02d}{r + 1:02d}"]) for c in range(1, 4) for r in range(1, 9)
    ]
    new_map = scenario.map.model_copy(update={"hexes": grid_hexes, "hexsides": sides, "roads": roads})
    return scenario.model_copy(update={"map": new_map})


@pytest.mark.parametrize("battle", BATTLES)
def test_every_bundled_battle_hashes_as_it_always_did(battle: str) -> None:
    s = load_scenario(scenarios_dir() / f"{battle}.json")
    want = definition(scenario_to_data(s))
    assert scenario_hash(s) == want
    # However small the pieces (every list and table cut), the same text and hash.
    for chunk in (1, 3, 50):
        assert scenario_digest(s, chunk=chunk) == want
        assert "".join(canonical_pieces(s, chunk=chunk)) == json.dumps(
            scenario_to_data(s), sort_keys=True, separators=(",", ":"), ensure_ascii=False
        )


def test_a_painted_map_is_cut_into_pieces_and_hashes_the_same() -> None:
    s = painted(load_scenario(scenarios_dir() / "tutorial.json"))
    assert list(s.map.hexes) != sorted(s.map.hexes)
    want = definition(scenario_to_data(s))
    pieces = list(canonical_pieces(s, chunk=7))
    assert len(pieces) > len(s.map.hexes) / 7  # really cut: the hexes a few at a time
    assert scenario_digest(s, chunk=7) == want == scenario_hash(s)


def test_progress_is_heard_and_can_stop_the_work() -> None:
    s = painted(load_scenario(scenarios_dir() / "tutorial.json"))
    heard: list[tuple[int, int]] = []
    scenario_digest(s, lambda done, total: heard.append((done, total)), chunk=10)
    total = heard[0][1]
    assert heard[0] == (0, total) and heard[-1] == (total, total)
    assert total >= len(s.map.hexes)
    assert [d for d, _ in heard] == sorted(d for d, _ in heard)

    class Stop(Exception):
        pass

    def stop(done: int, total: int) -> None:
        if done > 20:
            raise Stop

    with pytest.raises(Stop):
        scenario_digest(s, stop, chunk=10)


def test_plain_data_hashes_in_pieces_as_in_one_go() -> None:
    """A saved game's embedded scenario, as read from the file, is hashed the same way."""
    data = {
        "b": [{"x": i, "name": f"é{i}", "t": {"z": 1, "a": [i, 1.5, None, True]}} for i in range(40)],
        "a": {f"k{i:03d}": {"v": [i] * (i % 3)} for i in range(30)},
        "c": "\ud800 lone",
        "d": [],
        "e": {},
    }
    for chunk in (1, 4, 1000):
        assert data_digest(data, chunk=chunk) == definition(data)


def test_a_save_names_its_scenario_by_the_same_hash() -> None:
    from hexstudio.engine.game import Game

    s = load_scenario(scenarios_dir() / "tutorial.json")
    doc = save_data(Game(s, seed=1))
    assert doc["scenario_sha256"] == definition(scenario_to_data(s)) == definition(doc["scenario"])
