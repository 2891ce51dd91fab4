"""Autosave and crash recovery for scenarios being edited.

While a scenario has unsaved changes, the editor writes a copy every minute
or so to the user data folder (``hexstudio.paths.user_data_dir()/autosave``),
one file per scenario file. Saving or closing normally removes it. If
hexstudio stops without that, the next time the scenario is opened the copy
is found and the user is offered to restore it.

The copy wraps the scenario with where it came from and when it was
written; it is read back through the same checks as any scenario file.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from hexstudio.paths import file_in, user_data_dir
from hexstudio.scenario.io import (
    ScenarioError,
    atomic_write_text,
    json_bytes,
    read_json_file,
    scenario_from_data,
    scenario_to_data,
)
from hexstudio.scenario.model import Scenario

FOLDER = "autosave"


def autosave_path(source: Path | None, scenario_id: str) -> Path:
    """Where the autosave of a scenario file (or an unsaved copy) goes."""
    folder = user_data_dir() / FOLDER
    if source is None:
        # The id comes from the scenario (untrusted): only safe characters,
        # and the name must stay in the autosave folder.
        safe = re.sub(r"[^A-Za-z0-9_.+-]", "_", scenario_id).strip(".") or "scenario"
        return file_in(folder, f"untitled-{safe}.autosave.json")
    digest = hashlib.sha1(str(Path(source).absolute()).encode("utf-8", "surrogatepass")).hexdigest()[:12]
    stem = re.sub(r"[^\w.+-]", "_", Path(source).stem).strip(".") or "scenario"
    return file_in(folder, f"{stem}-{digest}.autosave.json")


def write_autosave(target: Path, scenario: Scenario, source: Path | None) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    doc = {
        "source": str(source) if source is not None else None,
        "written": datetime.now(UTC).isoformat(timespec="seconds"),
        "scenario": scenario_to_data(scenario),
    }
    atomic_write_text(target, json_bytes(doc, indent=None))


@dataclass(frozen=True)
class Recovered:
    path: Path
    written: str
    scenario: Scenario


def find_autosave(source: Path | None, current: Scenario) -> Recovered | None:
    """A readable autosave for this scenario that differs from what is open.

    An autosave older than the scenario file was overtaken by a save and is
    removed; one that cannot be read is left alone (and not offered).
    """
    target = autosave_path(source, current.id)
    if not target.is_file():
        return None
    if source is not None and Path(source).is_file() and os.path.getmtime(source) > os.path.getmtime(target):
        discard_autosave(target)
        return None
    try:
        doc = read_json_file(target)
        scenario = scenario_from_data(doc["scenario"], str(target))
    except (ScenarioError, KeyError, TypeError):
        return None
    if scenario == current:
        discard_autosave(target)
        return None
    return Recovered(target, str(doc.get("written", "")), scenario)


def discard_autosave(target: Path) -> None:
    try:
        target.unlink()
    except FileNotFoundError:
        pass
