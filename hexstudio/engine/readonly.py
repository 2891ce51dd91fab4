"""Queries never change the game: the guard that makes a violation fail loudly.

A game is its action log: only ``Game.apply`` may change ``game.state``.
A legality check, a list of legal actions, a movement search or a combat
preview that wrote into the state (a rule keeping its bookkeeping in
``state.extra`` "just in case") leaves leftovers that replay never
recreates: the saved state hash no longer matches and the save cannot be
loaded, undo stops restoring the position.

Every query of the engine is declared with ``@read_only``. When the guard
is on (``Game.verify_queries``; set by the environment variable
``HEXSTUDIO_CHECK_QUERIES=1``, which the test suite always sets), the
outermost query copies the state before and compares it after (``==``,
field by field) and raises ``QueryChangedState`` naming the query and what changed. Nested
queries (``legal_actions`` calling ``is_legal`` calling ``legal_moves``) are
checked once, by the outermost. Off, the guard costs one attribute test.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from hexstudio.engine.game import Game
    from hexstudio.engine.state import GameState

ENV = "HEXSTUDIO_CHECK_QUERIES"

F = TypeVar("F", bound=Callable[..., Any])


class QueryChangedState(AssertionError):
    """A query (check, legal moves, preview...) changed the game state: an engine bug."""


def enabled_by_environment() -> bool:
    return os.environ.get(ENV, "") not in ("", "0")


def _differences(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    out = [k for k in sorted(set(before) | set(after)) if k != "extra" and before.get(k) != after.get(k)]
    eb, ea = before.get("extra", {}), after.get("extra", {})
    out += [f"extra[{k!r}]" for k in sorted(set(eb) | set(ea)) if eb.get(k) != ea.get(k)]
    return out


class guard:
    """``with guard(game, "name"):`` -- the block is a query (see the module docstring)."""

    __slots__ = ("before", "game", "name", "pending", "state")

    def __init__(self, game: Game, name: str) -> None:
        self.game = game
        self.name = name
        self.before: GameState | None = None

    def __enter__(self) -> None:
        g = self.game
        if g.verify_queries and g._query_depth == 0:
            self.state = g.state
            # A field-by-field copy compared with == afterwards: about three
            # times cheaper than two canonical JSON images.
            self.before = g.state.copy()
            # copy() shares the pending Decision, whose ``data`` == ignores.
            self.pending = None if g.state.pending is None else g.state.pending.to_json()
        g._query_depth += 1

    def __exit__(self, *exc: object) -> None:
        g = self.game
        g._query_depth -= 1
        if self.before is None:
            return
        if g.state is not self.state:
            raise QueryChangedState(f"{self.name} replaced the game state (only Game.apply may change it)")
        pending = None if g.state.pending is None else g.state.pending.to_json()
        if g.state != self.before or pending != self.pending:
            changed = _differences(self.before.to_json(), g.state.to_json())
            raise QueryChangedState(
                f"{self.name} changed the game state ({', '.join(changed) or 'in place'}); only Game.apply may change it"
            )


def read_only(fn: F) -> F:
    """Declare a function of a ``Game`` (first argument) to be a query."""
    name = fn.__qualname__

    @functools.wraps(fn)
    def wrapper(game: Game, *args: Any, **kwargs: Any) -> Any:
        if not game.verify_queries:
            return fn(game, *args, **kwargs)
        with guard(game, name):
            return fn(game, *args, **kwargs)

    return wrapper  # type: ignore[return-value]


def iterate_read_only(game: Game, name: str, items: Any) -> Any:
    """Iterate ``items`` (a generator reading the game) as one query.

    The state is copied once, when the iteration starts, and compared when it
    ends (or is abandoned). The guard is not held across a ``yield``: what
    the caller asks between two items is checked on its own, and if the
    caller applies or undoes an action in between, the final comparison is
    skipped (the position moved on legitimately).
    """
    it = iter(items)
    if not game.verify_queries or game._query_depth:
        yield from it
        return
    before, state, version = game.state.copy(), game.state, game._version
    pending = None if state.pending is None else state.pending.to_json()
    try:
        while True:
            game._query_depth += 1
            try:
                item = next(it)
            except StopIteration:
                return
            finally:
                game._query_depth -= 1
            yield item
    finally:
        if game._version == version and game.state is state:
            now = None if state.pending is None else state.pending.to_json()
            if state != before or now != pending:
                changed = _differences(before.to_json(), state.to_json())
                raise QueryChangedState(
                    f"{name} changed the game state ({', '.join(changed) or 'in place'}); only Game.apply may change it"
                )
