"""What the start screen shows of a bundled battle, kept on disk between runs.

Describing a battle means loading (and checking) its whole scenario and
drawing its map small: a second or more for the six bundled battles, every
time the start screen is shown. Each battle's facts (title, size, counts, texts
in one language) and its thumbnail are kept in the user's cache folder
(``paths.user_cache_dir``), under a key made of the file's path, size and
modification time, the language and hexstudio's version: a changed file, or
another language, is described afresh. The cache is only a shortcut: anything
missing or unreadable in it is simply made again.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtGui import QPixmap

from hexstudio import __version__
from hexstudio.paths import user_cache_dir

FOLDER = "start-screen"


def _key(path: Path, language: str) -> str | None:
    try:
        st = path.stat()
    except OSError:
        return None
    text = f"{path.resolve()}|{st.st_size}|{st.st_mtime_ns}|{language}|{__version__}"
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _folder() -> Path | None:
    try:
        folder = user_cache_dir() / FOLDER
        folder.mkdir(parents=True, exist_ok=True)
        return folder
    except OSError:
        return None


def load(path: Path, language: str) -> tuple[dict[str, Any], QPixmap | None] | None:
    """The facts and thumbnail kept for ``path`` in ``language``, or None."""
    key, folder = _key(path, language), _folder()
    if key is None or folder is None:
        return None
    try:
        facts = json.loads((folder / f"{key}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(facts, dict):
        return None
    thumb = None
    png = folder / f"{key}.png"
    if facts.get("thumbnail") and png.is_file():
        pm = QPixmap(str(png))
        thumb = None if pm.isNull() else pm
        if thumb is None:
            return None  # the picture went missing: describe again
    return facts, thumb


def store(path: Path, language: str, facts: dict[str, Any], thumbnail: QPixmap | None) -> None:
    """Keep the facts and thumbnail of ``path`` (quietly does nothing if the cache cannot be written)."""
    key, folder = _key(path, language), _folder()
    if key is None or folder is None:
        return
    facts = dict(facts, thumbnail=thumbnail is not None)
    try:
        if thumbnail is not None:
            tmp = folder / f"{key}.tmp.png"
            if not thumbnail.save(str(tmp), "PNG"):
                return
            os.replace(tmp, folder / f"{key}.png")
        tmp = folder / f"{key}.tmp.json"
        tmp.write_text(json.dumps(facts, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, folder / f"{key}.json")
    except OSError:
        pass
