"""Saved games: the scenario, the seed and the actions -- replayed on load.

A saved game is JSON::

    {"format": "hexstudio-save", "version": 1,
     "scenario_id": "...", "scenario_sha256": "<hash of the canonical scenario JSON>",
     "scenario": {...embedded scenario...}  or  "scenario_path": "relative/or/absolute.json",
     "seed": 7, "actions": [{"action": "move", ...}, ...],
     "state_sha256": "<GameState.digest() at save time>", "turn": 3, "phase": 2,
     "players": {"allies": "human", "axis": "ai:regular"}}   (optional: who sat at each side)

Loading replays the actions from the start and refuses the file, with a
clear message, if it is corrupt, if the scenario is not the one the game was
played on (hash mismatch), if an action is illegal, or if the replay does
not reach exactly the saved state.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hexstudio.engine.actions import action_from_json
from hexstudio.engine.errors import IllegalAction, ReplayError
from hexstudio.engine.game import Game, load_plugins
from hexstudio.engine.saveformat import FORMAT, VERSION
from hexstudio.scenario.digest import Progress, data_digest, scenario_digest
from hexstudio.scenario.io import (
    ScenarioError,
    atomic_write_text,
    json_bytes,
    load_scenario,
    parse_json_text,
    read_json_file,
    scenario_from_data,
    scenario_to_data,
)
from hexstudio.scenario.model import Scenario


def scenario_hash(scenario: Scenario, progress: Progress | None = None) -> str:
    """sha256 of the canonical (sorted, compact) scenario JSON of ``scenario_to_data``.

    Worked out in pieces (``scenario.digest``): a huge map's hash, made in a
    worker thread, never holds the interpreter (and the window) for long.
    ``progress(done, total)`` hears how far it is and may raise to stop it.
    """
    return scenario_digest(scenario, progress)


def save_data(game: Game, scenario_path: str | None = None, players: dict[str, str] | None = None) -> dict[str, Any]:
    """The saved-game document; embeds the scenario unless a path is given. ``players``
    (who plays each side: "human", "ai:<level>") is kept for the application; the
    replay never reads it."""
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "scenario_id": game.scenario.id,
        "scenario_sha256": scenario_hash(game.scenario),
        "seed": game.seed,
        "actions": [a.to_json() for a in game.actions()],
        "state_sha256": game.state.digest(),
        "turn": game.state.turn,
        "phase": game.state.phase_index,
    }
    if players:
        doc["players"] = dict(players)
    if scenario_path is None:
        doc["scenario"] = scenario_to_data(game.scenario)
    else:
        doc["scenario_path"] = scenario_path
    return doc


def save_game(game: Game, path: str | Path, scenario_path: str | None = None, players: dict[str, str] | None = None) -> None:
    """Write the game atomically (the old file survives any failure).

    Raises OSError (disk, permissions) or UnsavableError (data no JSON file
    can hold, with its path); either way nothing is written."""
    atomic_write_text(path, json_bytes(save_data(game, scenario_path, players)))


def game_from_data(doc: Any, source: str = "<save>", base_dir: Path | None = None) -> Game:
    """Replay a saved-game document. Raises ReplayError with the reason."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ReplayError(f"{source}: not a hexstudio saved game")
    if doc.get("version") != VERSION:
        raise ReplayError(f"{source}: saved-game version {doc.get('version')!r} is not supported (this is {VERSION})")
    seed = doc.get("seed")
    actions = doc.get("actions")
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(actions, list):
        raise ReplayError(f"{source}: the seed or the action list is missing or damaged")
    try:
        if "scenario" in doc:
            scenario = scenario_from_data(doc["scenario"], f"{source}: embedded scenario")
        elif isinstance(doc.get("scenario_path"), str):
            p = Path(doc["scenario_path"])
            if not p.is_absolute() and base_dir is not None:
                p = base_dir / p
            scenario = load_scenario(p)
        else:
            raise ReplayError(f"{source}: names no scenario")
    except ScenarioError as e:
        raise ReplayError(f"{source}: the scenario cannot be loaded:\n{e.report(limit=10)}") from None
    # An embedded scenario of an older schema version is migrated on load, so its
    # canonical form changes; the text as saved still proves it is the same scenario.
    # (Worked out only when the scenario's own hash differs: the same answer, half the work.)
    if doc.get("scenario_sha256") != scenario_hash(scenario) and not (
        "scenario" in doc and doc.get("scenario_sha256") == data_digest(doc["scenario"])
    ):
        raise ReplayError(
            f"{source}: the scenario '{scenario.id}' differs from the one this game was played on"
            " (its content hash does not match), so the game cannot be replayed"
        )
    load_plugins()  # actions of the rule packages must be known to be read
    parsed = []
    for i, a in enumerate(actions):
        try:
            parsed.append(action_from_json(a))
        except ValueError as e:
            raise ReplayError(f"{source}: actions[{i}]: damaged action: {e}") from None
    try:
        game = Game.replay(scenario, seed, parsed)
    except IllegalAction as e:
        raise ReplayError(f"{source}: {e.reason}") from None
    want = doc.get("state_sha256")
    if want is not None and want != game.state.digest():
        raise ReplayError(f"{source}: replaying the actions does not reach the saved position (state hash differs)")
    return game


def load_game(path: str | Path) -> Game:
    """Load and replay a saved game file. Raises ReplayError."""
    return load_game_and_players(path)[0]


def load_game_and_players(path: str | Path) -> tuple[Game, dict[str, str]]:
    """Load and replay a saved game file, with who played each side (empty when the
    file does not say: every side a person). Raises ReplayError."""
    p = Path(path)
    try:
        doc = read_json_file(p)
    except ScenarioError as e:
        raise ReplayError(e.report()) from None
    game = game_from_data(doc, str(p), p.parent)
    players = doc.get("players") if isinstance(doc, dict) else None
    seats = {s: v for s, v in players.items() if s in game.sides and isinstance(v, str)} if isinstance(players, dict) else {}
    return game, seats


def loads_game(text: str) -> Game:
    try:
        doc = parse_json_text(text, "<save>")
    except ScenarioError as e:
        raise ReplayError(e.report()) from None
    return game_from_data(doc)
