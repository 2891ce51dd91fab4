"""Reading and writing scenario files: size limit, JSON errors, migrations,
validation, and atomic saves.

``load_scenario`` either returns a valid ``Scenario`` or raises
``ScenarioError`` carrying every problem found, each with its JSON path. A
scenario is untrusted input: it is parsed as JSON and validated, never run.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from hexstudio.scenario import rawjson
from hexstudio.scenario.migrations import MigrationError, migrate
from hexstudio.scenario.model import SCHEMA_VERSION, Scenario
from hexstudio.scenario.rawjson import printable
from hexstudio.scenario.validate import Problem, check, pydantic_problems
from hexstudio.text import msg

MB = 1024 * 1024
MAX_FILE_BYTES = 32 * MB


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


def _size_problem(size: int, max_bytes: int) -> Problem:
    # Megabytes of 2**20 bytes, as the README and the limit itself count them.
    return Problem("", msg("the file is {size:.1f} MB; the limit is {limit:.0f} MB", size=size / MB, limit=max_bytes / MB))


def read_file_bytes(path: str | Path, max_bytes: int | None = None) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``, or ScenarioError.

    A path from a file (a saved game's scenario) may name anything: a FIFO
    that blocks for ever, ``/dev/zero`` that never ends, a folder, a name with
    a NUL byte. The file is opened without blocking, checked to be a regular
    file through the open descriptor (no race with a swapped file), its size
    checked before reading, and never more than ``max_bytes + 1`` read.
    """
    if max_bytes is None:
        max_bytes = MAX_FILE_BYTES
    src = printable(str(path))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except ValueError:  # an embedded NUL byte
        raise ScenarioError(src, [Problem("", msg("the file name contains a NUL character"))]) from None
    except OSError as e:
        raise ScenarioError(src, [Problem("", msg("cannot open the file: {error}", error=e.strerror or e))]) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            what = msg("a folder") if stat.S_ISDIR(st.st_mode) else msg("a device, pipe or socket")
            raise ScenarioError(src, [Problem("", msg("not a regular file ({what})", what=what))])
        if st.st_size > max_bytes:
            raise ScenarioError(src, [_size_problem(st.st_size, max_bytes)])
        chunks: list[bytes] = []
        got = 0
        while got <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > max_bytes:  # it grew while being read
            raise ScenarioError(src, [_size_problem(got, max_bytes)])
        return b"".join(chunks)
    except OSError as e:
        raise ScenarioError(src, [Problem("", msg("cannot read the file: {error}", error=e.strerror or e))]) from None
    finally:
        os.close(fd)


def read_json_file(path: str | Path, max_bytes: int | None = None) -> Any:
    """Parse a JSON file, raising ScenarioError with a located message."""
    return parse_json_text(read_file_bytes(path, max_bytes), printable(str(path)))


def parse_json_text(raw: bytes | str, source: str = "<text>") -> Any:
    """Parse JSON text; refuse what no scenario or save may hold (``rawjson.py``), with its path."""
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError as e:
        raise ScenarioError(source, [Problem("", msg("not UTF-8 text (byte {byte})", byte=e.start))]) from None
    try:
        doc, raw_problems = rawjson.parse(text)
    except json.JSONDecodeError as e:
        raise ScenarioError(source, [Problem("", msg("not valid JSON: {error} at line {line}, column {column}", error=e.msg, line=e.lineno, column=e.colno))]) from None
    except RecursionError:
        raise ScenarioError(source, [Problem("", msg("not valid JSON: nested too deeply"))]) from None
    if raw_problems:
        raise ScenarioError(source, [Problem(path, text) for path, text in raw_problems])
    return doc


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


def build_validator() -> None:
    """Build the scenario model's validator now, not inside the first ``load_scenario``.

    The model is built lazily (``defer_build``): pydantic makes its validator on the
    first validation. This makes the same one earlier, for a caller that knows a
    scenario will be read (the application's start, ``app/beforeqt.py``).
    """
    Scenario.model_rebuild()


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


class UnsavableError(ValueError):
    """Data that cannot be written as a JSON file (a lone surrogate, NaN), with where it is."""


# A temporary file of ours this old is left over by an interrupted save
# (nothing writes for an hour); younger ones may be another save in progress.
STALE_TEMP_SECONDS = 3600


def _umask() -> int:
    """The process umask, read without changing it where the system allows."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    old = os.umask(0o022)
    os.umask(old)
    return old


def _clean_stale_temporaries(folder: Path, name: str) -> None:
    """Remove ``.NAME.xxxxxxxx.tmp`` files of our own pattern left by interrupted saves."""
    pattern = re.compile(rf"^\.{re.escape(name)}\.[A-Za-z0-9_]{{8}}\.tmp$")
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for e in entries:
        if not pattern.match(e.name):
            continue
        try:
            st = e.stat(follow_symlinks=False)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > STALE_TEMP_SECONDS:
                os.unlink(e.path)
        except OSError:
            pass


def encode_text(text: str) -> bytes:
    """UTF-8 bytes of ``text``; UnsavableError (naming the place) if it holds a lone surrogate."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as e:
        raise UnsavableError(msg("the text cannot be saved: it holds a character that is not valid Unicode"
                                 " (a lone surrogate) at character {pos}", pos=e.start)) from None


def json_bytes(data: Any, indent: int | None = 1) -> bytes:
    """The JSON file of ``data``; UnsavableError with the JSON path of anything no file may hold."""
    try:
        return (json.dumps(data, ensure_ascii=False, indent=indent, allow_nan=False) + "\n").encode("utf-8")
    except (ValueError, TypeError, RecursionError) as e:  # UnicodeEncodeError is a ValueError
        # Only now walk the data, to say where the culprit is.
        bad = rawjson.problems(data, limit=5)
        if bad:
            raise UnsavableError("; ".join(f"{path}: {text}" if path else text for path, text in bad)) from None
        raise UnsavableError(str(e)) from None


def atomic_write_text(path: str | Path, text: str | bytes) -> None:
    """Write a file so that a failure at any moment leaves the old one intact.

    The text goes to a temporary file in the same folder, is flushed to disk,
    and only then replaces the target in one rename. Text that cannot be
    encoded is refused (UnsavableError) before anything is written. A new
    file gets the mode the umask gives (an old one keeps its own), and stale
    temporary files of earlier interrupted saves of the same name are removed.
    """
    data = encode_text(text) if isinstance(text, str) else text
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    _clean_stale_temporaries(folder, target.name)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        try:
            mode = target.stat().st_mode & 0o7777 if target.exists() else 0o666 & ~_umask()
            os.chmod(tmp, mode)
        except OSError:
            pass
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(folder)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); best effort."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_scenario(scenario: Scenario, path: str | Path) -> None:
    """Save atomically. Raises OSError or UnsavableError (the old file untouched) on failure."""
    atomic_write_text(path, json_bytes(scenario_to_data(scenario)))
