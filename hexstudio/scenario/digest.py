"""The scenario's content hash, worked out in pieces.

A saved game names the scenario it was played on by the sha256 of the
canonical scenario JSON: ``scenario_to_data`` written with sorted keys, no
spaces, UTF-8 (``json.dumps(data, sort_keys=True, separators=(",", ":"),
ensure_ascii=False)``). That definition never changes: every save written
before must still load and verify.

Written in one go, a 400 x 400 map's JSON takes pydantic about a fifth of a
second to dump and ``json`` half a second to write, each one call that holds
the interpreter throughout: a hash made in a worker thread still froze the
window that long. Here the same text is produced, byte for byte, in pieces:
the map's hexes (and any other long list or table) a thousand at a time, each
piece dumped and written by the same calls as the whole, and fed to hashlib
one after the other. Between two pieces the interpreter can switch to the
window's thread; the caller hears how far the work is, and may stop it.

The pieces split only the long collections of a model (keys in sorted order
for a table), never a value inside them, so their concatenation is the whole
text (``tests/test_scenario_digest.py`` checks it against the definition).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, TypeAdapter

from hexstudio.scenario.model import SCHEMA_VERSION, Scenario

# Elements of a list or entries of a table per piece: a few milliseconds of work.
CHUNK = 1000
_DUMP: dict[str, Any] = {"mode": "json", "exclude_defaults": True}

Progress = Callable[[int, int], object]


def canonical_text(data: Any) -> str:
    """The canonical JSON text of plain data (the definition the hash is taken over)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def data_hash(data: Any) -> str:
    """sha256 of the canonical JSON of plain data, in one go."""
    return hashlib.sha256(canonical_text(data).encode("utf-8", "surrogatepass")).hexdigest()


def scenario_digest(scenario: Scenario, progress: Progress | None = None, chunk: int = CHUNK) -> str:
    """sha256 of the canonical scenario JSON (the same value as ``data_hash(scenario_to_data(scenario))``).

    ``progress(done, total)`` is called between pieces (``total``: the
    elements of the long collections, counted in advance); it may raise to
    stop the work (a worker's ``Cancelled``).
    """
    return _digest(scenario_tree(scenario, chunk), progress, chunk)


def _digest(tree: Any, progress: Progress | None, chunk: int) -> str:
    h = hashlib.sha256()
    for piece in _pieces(tree, progress, chunk):
        h.update(piece.encode("utf-8", "surrogatepass"))
    return h.hexdigest()


def data_digest(data: Any, progress: Progress | None = None, chunk: int = CHUNK) -> str:
    """``data_hash(data)`` worked out in pieces (plain data: a saved game's embedded scenario as read)."""
    tree = _data_tree(data, chunk)
    return _digest(tree, progress, chunk)


class _Long:
    """A long list or table, written a chunk at a time: of a model's field
    (``annotation``, dumped as pydantic dumps that field) or plain data (None)."""

    def __init__(self, value: list[Any] | dict[str, Any], annotation: Any = None) -> None:
        self.value = value
        self.annotation = annotation


def scenario_tree(scenario: Scenario, chunk: int = CHUNK) -> Any:
    """``scenario_to_data(scenario)``, its long collections left to be written in pieces."""
    tree = _model_tree(scenario, chunk)
    # As scenario_to_data: the version this program writes, whatever the model holds.
    tree["schema_version"] = SCHEMA_VERSION
    return tree


def canonical_pieces(scenario: Scenario, progress: Progress | None = None, chunk: int = CHUNK) -> Iterator[str]:
    """The canonical JSON text of ``scenario_to_data(scenario)``, in pieces."""
    return _pieces(scenario_tree(scenario, chunk), progress, chunk)


def _pieces(tree: Any, progress: Progress | None, chunk: int) -> Iterator[str]:
    total = _count(tree)
    done = [0]

    def advance(n: int) -> None:
        done[0] += n
        if progress is not None:
            progress(done[0], total)

    if progress is not None:
        progress(0, total)
    yield from _write(tree, chunk, advance)


def _is_long(value: Any, chunk: int) -> bool:
    if isinstance(value, list):
        return len(value) > chunk
    if isinstance(value, dict):
        # Tables keyed by text only: sorting them here sorts them as json does.
        return len(value) > chunk and all(isinstance(k, str) for k in value)
    if isinstance(value, BaseModel):
        return any(_is_long(getattr(value, name), chunk) for name in type(value).model_fields)
    return False


def _data_tree(data: Any, chunk: int) -> Any:
    """Plain data, its long lists and tables (at any depth) left to be written in pieces."""
    if isinstance(data, dict):
        if _is_long(data, chunk):
            return _Long(data)
        return {k: _data_tree(v, chunk) for k, v in data.items()} if any(map(_deep, data.values())) else data
    if isinstance(data, list) and len(data) > chunk:
        return _Long(data)
    return data


def _deep(value: Any) -> bool:
    return isinstance(value, dict | list)


def _model_tree(model: BaseModel, chunk: int) -> dict[str, Any]:
    """The model's dumped data, its long collections left to be written in pieces."""
    cls = type(model)
    long_fields = [name for name in cls.model_fields if _is_long(getattr(model, name), chunk)]
    if not long_fields:
        return model.model_dump(**_DUMP)
    tree: dict[str, Any] = model.model_dump(exclude=set(long_fields), **_DUMP)
    for name in long_fields:
        value = getattr(model, name)
        field = cls.model_fields[name]
        if not field.is_required() and value == field.get_default(call_default_factory=True):
            continue  # left out, as exclude_defaults leaves it out of the whole
        if isinstance(value, BaseModel):
            tree[name] = _model_tree(value, chunk)
        else:
            tree[name] = _Long(value, field.annotation)
    return tree


def _count(tree: Any) -> int:
    if isinstance(tree, _Long):
        return len(tree.value)
    if isinstance(tree, dict):
        return sum(_count(v) for v in tree.values())
    return 0


def _has_long(tree: Any) -> bool:
    return isinstance(tree, _Long) or (isinstance(tree, dict) and any(_has_long(v) for v in tree.values()))


@lru_cache(maxsize=64)
def _adapter(annotation: Any) -> TypeAdapter[Any]:
    return TypeAdapter(annotation)


def _write(tree: Any, chunk: int, advance: Callable[[int], None]) -> Iterator[str]:
    if isinstance(tree, _Long):
        yield from _write_long(tree, chunk, advance)
    elif isinstance(tree, dict) and _has_long(tree):
        yield "{"
        for i, key in enumerate(sorted(tree)):
            yield ("," if i else "") + canonical_text(key) + ":"
            yield from _write(tree[key], chunk, advance)
        yield "}"
    else:
        yield canonical_text(tree)


def _write_long(long: _Long, chunk: int, advance: Callable[[int], None]) -> Iterator[str]:
    adapter = _adapter(long.annotation) if long.annotation is not None else None
    value = long.value
    if isinstance(value, list):
        opening, closing = "[", "]"
        parts: Iterator[Any] = (value[i : i + chunk] for i in range(0, len(value), chunk))
    else:
        opening, closing = "{", "}"
        keys = sorted(value)
        parts = ({k: value[k] for k in keys[i : i + chunk]} for i in range(0, len(keys), chunk))
    yield opening
    for n, part in enumerate(parts):
        text = canonical_text(adapter.dump_python(part, **_DUMP) if adapter is not None else part)
        # The piece's own brackets off: its elements continue the whole's.
        yield ("," if n else "") + text[1:-1]
        advance(len(part))
    yield closing
