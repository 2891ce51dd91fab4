"""Pydantic's plugin loader, put off until plugins are actually allowed.

Every validator pydantic builds goes through ``pydantic.plugin._schema_validator
.create_schema_validator``, which imports ``pydantic.plugin._loader`` and asks its
``get_plugins()`` for the installed plugins. That function returns no plugins at
once while ``PYDANTIC_DISABLE_PLUGINS`` says all are off (hexstudio sets it unless
the user did, ``hexstudio/__init__.py``), but the loader module imports
``importlib.metadata`` at its top to read the packages' entry points, and with it
``email``, ``csv``, ``zipfile`` and more: some 67 M instructions of every start
(callgrind, ``bench_startup.py``'s process), for a search that never runs.

``install()`` puts a stand-in under the loader's name, before pydantic first
imports it. Its ``get_plugins()`` answers like pydantic's own while plugins are
off (the variable is read at every call, as pydantic does); as soon as they are
not, or anything else of the loader is asked for, the stand-in makes way for
pydantic's real loader and hands the question to it, so a user who turns plugins
on gets pydantic's behaviour unchanged.
"""

from __future__ import annotations

import importlib
import os
import sys
import types
from collections.abc import Iterable
from typing import Any

LOADER = "pydantic.plugin._loader"
ENV = "PYDANTIC_DISABLE_PLUGINS"
# The values for which pydantic's ``get_plugins`` loads no plugin at all.
ALL_DISABLED = ("__all__", "1", "true")


def plugins_disabled() -> bool:
    """Does the environment turn every pydantic plugin off (as pydantic reads it)?"""
    return os.getenv(ENV) in ALL_DISABLED


def _real_loader() -> types.ModuleType:
    """Pydantic's own loader, in the stand-in's place from now on."""
    if isinstance(sys.modules.get(LOADER), _StandIn):
        del sys.modules[LOADER]
    return importlib.import_module(LOADER)


class _StandIn(types.ModuleType):
    """Answers ``get_plugins()`` while plugins are off; otherwise pydantic's loader does."""

    def get_plugins(self) -> Iterable[Any]:
        if plugins_disabled():
            return ()
        return _real_loader().get_plugins()

    def __getattr__(self, name: str) -> Any:
        # Anything else pydantic (or a plugin) may want of its loader: the real one.
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(_real_loader(), name)


def install() -> bool:
    """Put the stand-in in place if plugins are off and pydantic has not loaded its loader yet.

    Returns whether it is in place now.
    """
    current = sys.modules.get(LOADER)
    if isinstance(current, _StandIn):
        return True
    if current is not None or not plugins_disabled():
        return False
    import pydantic.plugin  # the loader's package (imported by any start anyway, small)

    stand_in = _StandIn(LOADER, __doc__)
    sys.modules[LOADER] = stand_in
    # As an import would leave it: ``import pydantic.plugin._loader as x`` reads it here.
    pydantic.plugin._loader = stand_in  # type: ignore[attr-defined]
    return True
