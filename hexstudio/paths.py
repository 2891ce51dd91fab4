"""Where hexstudio finds its bundled files and keeps the user's.

Bundled scenarios and resources live beside the package in a source checkout
(``pip install -e .`` or running from the tree) and under
``<prefix>/share/hexstudio`` in a regular install. hexstudio never writes into
the bundled scenarios folder: the user's own battles and saved games go to
``user_documents_dir()`` (the platform's documents folder), settings to
``user_config_dir()`` and autosaves to ``user_data_dir()``. Each has an
environment override (``HEXSTUDIO_DOCUMENTS_DIR``, ``HEXSTUDIO_CONFIG_DIR``,
``HEXSTUDIO_DATA_DIR``) so tests never touch the real user's folders.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "hexstudio"
_PACKAGE_ROOT = Path(__file__).resolve().parent.parent


def _candidates(name: str) -> list[Path]:
    return [
        _PACKAGE_ROOT / name,
        Path(sys.prefix) / "share" / APP_NAME / name,
    ]


def scenarios_dir() -> Path:
    env = os.environ.get("HEXSTUDIO_SCENARIOS")
    if env:
        return Path(env)
    for p in _candidates("scenarios"):
        if p.is_dir():
            return p
    return _candidates("scenarios")[0]


def resources_dir() -> Path:
    for p in _candidates("resources"):
        if p.is_dir():
            return p
    return _candidates("resources")[0]


SAVED_GAME_SUFFIX = ".hexsave.json"


def bundled_scenarios() -> list[Path]:
    """The battles shipped with hexstudio (a saved game left there by an older version is not one)."""
    d = scenarios_dir()
    return sorted(p for p in d.glob("*.json") if not p.name.endswith(SAVED_GAME_SUFFIX)) if d.is_dir() else []


def is_bundled(path: str | os.PathLike[str]) -> bool:
    """True for a file inside the bundled scenarios folder, which hexstudio never writes."""
    try:
        Path(path).resolve().relative_to(scenarios_dir().resolve())
    except (ValueError, OSError):
        return False
    return True


def user_data_dir() -> Path:
    """Autosaves, recovery files: created on first use."""
    env = os.environ.get("HEXSTUDIO_DATA_DIR")
    p = Path(env) if env else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    p.mkdir(parents=True, exist_ok=True)
    return p


def user_documents_dir() -> Path:
    """The user's own battles and saved games: ``<Documents>/hexstudio``, created on first use."""
    env = os.environ.get("HEXSTUDIO_DOCUMENTS_DIR")
    p = Path(env) if env else Path(platformdirs.user_documents_dir()) / APP_NAME
    p.mkdir(parents=True, exist_ok=True)
    return p


def saved_games_dir() -> Path:
    """Where Save Game proposes to put a game: ``<Documents>/hexstudio/Saved games``."""
    p = user_documents_dir() / "Saved games"
    p.mkdir(parents=True, exist_ok=True)
    return p


def user_config_dir() -> Path:
    env = os.environ.get("HEXSTUDIO_CONFIG_DIR")
    p = Path(env) if env else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    p.mkdir(parents=True, exist_ok=True)
    return p


def user_cache_dir() -> Path:
    """Things worth keeping but safe to lose (start-screen thumbnails): created on first use."""
    env = os.environ.get("HEXSTUDIO_CACHE_DIR")
    p = Path(env) if env else Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
    p.mkdir(parents=True, exist_ok=True)
    return p


def file_in(folder: Path, name: str) -> Path:
    """``folder / name`` for a file name built from scenario data (an id).

    Raises ValueError if the name would land anywhere but directly in
    ``folder``: a separator, ``..``, a drive or an absolute path, a NUL.
    """
    if not name or name in (".", "..") or "\0" in name or Path(name).name != name or Path(name).is_absolute() \
            or any(sep in name for sep in ("/", "\\", ":")):
        raise ValueError(f"{name!r} is not a plain file name")
    p = folder / name
    if os.path.normpath(p.parent) != os.path.normpath(folder):
        raise ValueError(f"{name!r} leaves the folder {folder}")
    return p
