"""Reading and writing scenario files: size limit, JSON errors, migrations,
validation, and atomic saves.

``load_scenario`` either returns a valid ``Scenario`` or raises
``ScenarioError`` carrying every problem found, each with its JSON path. A
scenario is untrusted input: it is parsed as JSON and validated, never run.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from hexstudio.scenario.migrations import MigrationError, migrate
from hexstudio.scenario.model import SCHEMA_VERSION, Scenario
from hexstudio.scenario.validate import Problem, check, pydantic_problems
from hexstudio.text import msg

MAX_FILE_BYTES = 32 * 1024 * 1024


class ScenarioError(Exception):
    """A scenario that could not be loaded, with every problem found."""

    def __init__(self, source: str, problems: list[Problem]) -> None:
        self.source = source
        self.problems = problems
        super().__init__(self.report())

    def report(self, limit: int = 50) -> str:
        lines = [f"{self.source}: {len(self.problems)} problem(s)"]
        lines += [f"  {p}" for p in self.problems[:limit]]
        if len(self.problems) > limit:
            lines.append(f"  ... and {len(self.problems) - limit} more")
        return "\n".join(lines)


def read_json_file(path: str | Path, max_bytes: int | None = None) -> Any:
    """Parse a JSON file, raising ScenarioError with a located message."""
    if max_bytes is None:
        max_bytes = MAX_FILE_BYTES
    p = Path(path)
    src = str(p)
    try:
        size = p.stat().st_size
    except OSError as e:
        raise ScenarioError(src, [Problem("", msg("cannot open the file: {error}", error=e.strerror or e))]) from None
    if size > max_bytes:
        raise ScenarioError(src, [Problem("", msg("the file is {size:.1f} MB; the limit is {limit:.0f} MB", size=size / 1e6, limit=max_bytes / 1e6))])
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise ScenarioError(src, [Problem("", msg("cannot read the file: {error}", error=e.strerror or e))]) from None
    return parse_json_text(raw, src)


def parse_json_text(raw: bytes | str, source: str = "<text>") -> Any:
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError as e:
        raise ScenarioError(source, [Problem("", msg("not UTF-8 text (byte {byte})", byte=e.start))]) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise ScenarioError(source, [Problem("", msg("not valid JSON: {error} at line {line}, column {column}", error=e.msg, line=e.lineno, column=e.colno))]) from None
    except RecursionError:
        raise ScenarioError(source, [Problem("", msg("not valid JSON: nested too deeply"))]) from None


def scenario_from_data(doc: Any, source: str = "<data>") -> Scenario:
    """Migrate, validate and cross-check a parsed JSON document."""
    if not isinstance(doc, dict):
        raise ScenarioError(source, [Problem("", msg("a scenario file must hold a JSON object {{ ... }}"))])
    if "schema_version" not in doc:
        raise ScenarioError(source, [Problem("schema_version", msg("is missing: this does not look like a hexstudio scenario"))])
    try:
        doc = migrate(doc)
    except MigrationError as e:
        raise ScenarioError(source, [Problem("schema_version", str(e))]) from None
    try:
        scenario = Scenario.model_validate(doc)
    except ValidationError as e:
        raise ScenarioError(source, pydantic_problems(e)) from None
    except RecursionError:
        raise ScenarioError(source, [Problem("", msg("the document is nested too deeply"))]) from None
    problems = [p for p in check(scenario) if p.severity == "error"]
    if problems:
        raise ScenarioError(source, problems)
    return scenario


def load_scenario(path: str | Path) -> Scenario:
    """Load and fully validate a scenario file. Raises ScenarioError."""
    return scenario_from_data(read_json_file(path), str(path))


def scenario_to_data(scenario: Scenario) -> dict[str, Any]:
    """The JSON object of a scenario: defaults left out, version first."""
    data = scenario.model_dump(mode="json", exclude_defaults=True)
    data.pop("schema_version", None)
    return {"schema_version": SCHEMA_VERSION, **data}


def dumps(scenario: Scenario) -> str:
    return json.dumps(scenario_to_data(scenario), ensure_ascii=False, indent=1) + "\n"


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write a file so that a failure at any moment leaves the old one intact.

    The text goes to a temporary file in the same folder, is flushed to disk,
    and only then replaces the target in one rename.
    """
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if target.exists():
            try:
                os.chmod(tmp, target.stat().st_mode & 0o777)
            except OSError:
                pass
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_scenario(scenario: Scenario, path: str | Path) -> None:
    """Save atomically. Raises OSError (with the old file untouched) on failure."""
    atomic_write_text(path, dumps(scenario))
