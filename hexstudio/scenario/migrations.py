"""Ordered migrations of scenario documents from older schema versions.

Each migration takes the raw JSON object of version ``n`` and returns the
object of version ``n + 1``. They run in order on plain dicts, before pydantic
sees the document, so an old file never needs old model classes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hexstudio.scenario.model import SCHEMA_VERSION

Migration = Callable[[dict[str, Any]], dict[str, Any]]

# version n -> function producing version n + 1. Version 1 is the first
# published format, so nothing older exists yet.
MIGRATIONS: dict[int, Migration] = {}


class MigrationError(ValueError):
    pass


def migrate(doc: dict[str, Any], migrations: dict[int, Migration] | None = None, target: int = SCHEMA_VERSION) -> dict[str, Any]:
    """Bring a document up to ``target``. Raises MigrationError if impossible."""
    steps = MIGRATIONS if migrations is None else migrations
    version = doc.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise MigrationError(f"schema_version must be a whole number (found {version!r})")
    if version > target:
        raise MigrationError(
            f"this file uses scenario schema version {version}, newer than this version of"
            f" hexstudio reads ({target}); update hexstudio to open it"
        )
    if version < 1:
        raise MigrationError(f"schema_version {version} is not a scenario schema version")
    while version < target:
        step = steps.get(version)
        if step is None:
            raise MigrationError(f"no migration from schema version {version} to {version + 1}")
        doc = step(dict(doc))
        version += 1
        doc["schema_version"] = version
    return doc


def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 2 adds ``start_control`` (who holds what before the first move), whose
    default derives each side's ground from the set-up. A version 1 file keeps the old
    reading: a hex is held only once a unit has stood in or entered it."""
    if "start_control" not in doc:
        doc["start_control"] = {"default": "occupied"}
    return doc


MIGRATIONS[1] = _v1_to_v2
