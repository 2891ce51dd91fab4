"""The two movement searches the engine may run, for tests that run both.

``movement._native`` is the compiled core (``hexstudio/engine/_search.c``)
when it was built at install, None for the pure-Python search. A test sets
it with ``monkeypatch`` (``search_module``), which puts it back afterwards.
"""

from __future__ import annotations

import importlib

import pytest


def compiled_search():  # type: ignore[no-untyped-def]
    """The compiled module, or None where it was not built (no C compiler at install)."""
    try:
        return importlib.import_module("hexstudio.engine._search")
    except ImportError:
        return None


def search_module(backend: str):  # type: ignore[no-untyped-def]
    """What ``movement._native`` must be for ``backend`` ("python" or "c");
    skips the test for "c" where the compiled search was not built."""
    if backend == "python":
        return None
    got = compiled_search()
    if got is None:
        pytest.skip("the compiled search (hexstudio/engine/_search.c) is not built in this install")
    return got
