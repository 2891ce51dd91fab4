"""The run's JSON-lines file: one header line, then one line per finished game.

``OUT.games.jsonl`` sits beside the report. The first line says what the games
are games of (scenario hash, levels, turn cap, AI seed base); every later line
is either a game record (``"kind": "game"``) or the note a session writes when
it stops (``"kind": "session"``: when, how many games, workers, wall time).

Each line is written whole with one ``write`` on a file opened for appending
and flushed at once, so a run killed at any moment leaves at most one torn last
line; ``open_for_resume`` drops such a line (it cuts the file back to the last
complete line) before appending. ``--resume`` refuses a file whose header
describes other games.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FORMAT = "hexstudio-balance/1"
# Header fields that must agree for a file to be resumed: they decide the games.
IDENTITY = ("scenario_hash", "levels", "max_turns", "max_actions", "ai_seed")


@dataclass(frozen=True)
class OutputPaths:
    """The files of a run named ``-o OUT``: ``OUT.html``, ``OUT.json``, ``OUT.games.jsonl``."""

    base: Path

    @classmethod
    def of(cls, out: str | Path) -> OutputPaths:
        p = Path(out)
        if p.suffix.lower() in (".html", ".htm", ".json", ".jsonl"):
            p = p.with_suffix("")
        if p.name.endswith(".games"):
            p = p.with_name(p.name[: -len(".games")])
        return cls(p)

    @property
    def html(self) -> Path:
        return self.base.with_name(self.base.name + ".html")

    @property
    def summary(self) -> Path:
        return self.base.with_name(self.base.name + ".json")

    @property
    def games(self) -> Path:
        return self.base.with_name(self.base.name + ".games.jsonl")


class StoreError(Exception):
    """A results file that cannot be used (another run's, unreadable)."""


@dataclass
class Contents:
    header: dict[str, Any]
    games: list[dict[str, Any]] = field(default_factory=list)
    sessions: list[dict[str, Any]] = field(default_factory=list)
    torn_at: int | None = None  # byte offset of an incomplete last line, if any


def read(path: str | Path) -> Contents:
    """Read a results file. Raises StoreError if it is not one."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise StoreError(f"{path}: {e.strerror or e}") from None
    lines = raw.split(b"\n")
    offset = 0
    header: dict[str, Any] | None = None
    out = Contents(header={})
    for n, line in enumerate(lines):
        start = offset
        offset += len(line) + 1
        if not line.strip():
            continue
        last = n == len(lines) - 1  # no newline after it: written only in part
        try:
            obj = json.loads(line)
            if not isinstance(obj, dict):
                raise ValueError("not an object")
        except (ValueError, UnicodeDecodeError):
            if last:
                out.torn_at = start
                break
            raise StoreError(f"{path}: line {n + 1} is not a JSON object") from None
        if header is None:
            if obj.get("format") != FORMAT:
                raise StoreError(f"{path}: not a hexstudio balance results file (first line has no \"format\": \"{FORMAT}\")")
            header = obj
            continue
        kind = obj.get("kind")
        if kind == "game":
            out.games.append(obj)
        elif kind == "session":
            out.sessions.append(obj)
    if header is None:
        raise StoreError(f"{path}: empty results file")
    out.header = header
    return out


def mismatch(header: dict[str, Any], wanted: dict[str, Any]) -> list[str]:
    """The identity fields on which a file's header and a new run differ."""
    return [k for k in IDENTITY if header.get(k) != wanted.get(k)]


class Writer:
    """Appends lines to the results file, each with one write, flushed."""

    def __init__(self, path: str | Path, header: dict[str, Any] | None = None, truncate_at: int | None = None) -> None:
        self.path = Path(path)
        if header is not None:
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            os.close(fd)
        elif truncate_at is not None:
            os.truncate(self.path, truncate_at)
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        size = os.fstat(self._fd).st_size
        if header is None and size:
            with open(self.path, "rb") as f:
                f.seek(size - 1)
                if f.read(1) != b"\n":  # a whole last line whose newline never made it
                    os.write(self._fd, b"\n")
        if header is not None:
            self.write({"format": FORMAT, **header})

    def write(self, obj: dict[str, Any]) -> None:
        data = (json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
        view = memoryview(data)
        while view:  # os.write on a regular file writes it all; the loop is for the odd short write
            n = os.write(self._fd, view)
            view = view[n:]
        os.fsync(self._fd)

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1

    def __enter__(self) -> Writer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
