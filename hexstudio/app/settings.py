"""The user's preferences and history, kept in one INI file.

The file lives in the platform's config folder (``hexstudio.paths.user_config_dir``,
which ``HEXSTUDIO_CONFIG_DIR`` overrides for tests), so nothing goes to the
Windows registry or a plist where a test could not reach it. Lists are stored
as JSON text because an INI ``QSettings`` reads a one-element list back as a
plain string.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from hexstudio.paths import user_config_dir

MAX_RECENT = 10
# The editor's Fill asks before painting more hexes than this (0: always asks).
FILL_CONFIRM_ABOVE = 40
FILL_CONFIRM_MAX = 100_000
COMPUTER_PACE = 700  # ms between the computer's moves as shown
COMPUTER_PACE_MAX = 5000
LANGUAGES = ("system", "en", "pt_BR")
SETTINGS_FILE = "hexstudio.ini"


def _same_file_key(path: str | Path) -> str:
    """A key under which two spellings of one file compare equal."""
    p = Path(path).expanduser()
    try:
        p = p.resolve()
    except OSError:
        p = p.absolute()
    return os.path.normcase(str(p))


class Settings:
    """Typed access to hexstudio's QSettings; every change is saved at once
    (unless saving is held, see ``hold_saving``), and a setting given the value
    it already has is not written again."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else user_config_dir() / SETTINGS_FILE
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        # Changes made while saving is held, by key (QSettings itself would write
        # them at the event loop's next turn).
        self._held: dict[str, object] | None = None

    def sync(self) -> None:
        self._qs.sync()

    def hold_saving(self) -> None:
        """Keep changes in memory (this object reads them back) until ``resume_saving``.

        Each save rewrites the file and waits for the disk (about 10 ms, far
        more on a busy one): the application's start sets the first-run mark,
        the recent file and its folder before its first paint, and saves them
        once right after it.
        """
        if self._held is None:
            self._held = {}

    def resume_saving(self) -> None:
        """Write what was held (if anything) and save every change at once again."""
        held, self._held = self._held, None
        if held:
            for key, value in held.items():
                self._qs.setValue(key, value)
            self.sync()

    def _get(self, key: str, default: object = None) -> object:
        if self._held is not None and key in self._held:
            return self._held[key]
        return self._qs.value(key, default)

    def _put(self, key: str, value: object, save: bool = True) -> None:
        if self._held is not None:
            self._held[key] = value
            return
        self._qs.setValue(key, value)
        if save:
            self.sync()

    # --- recent files -------------------------------------------------------
    def recent_files(self) -> list[str]:
        raw = self._get("files/recent", "[]")
        try:
            items = json.loads(raw) if isinstance(raw, str) else []
        except ValueError:
            items = []
        return [x for x in items if isinstance(x, str) and x][:MAX_RECENT]

    def _set_recent(self, items: list[str]) -> None:
        if items[:MAX_RECENT] == self.recent_files():
            return
        self._put("files/recent", json.dumps(items[:MAX_RECENT], ensure_ascii=False))

    def add_recent_file(self, path: str | Path) -> None:
        """Put a file first in the list, dropping other spellings of it."""
        full = str(Path(path).expanduser().absolute())
        key = _same_file_key(full)
        rest = [x for x in self.recent_files() if _same_file_key(x) != key]
        self._set_recent([full, *rest])

    def remove_recent_file(self, path: str | Path) -> None:
        key = _same_file_key(path)
        self._set_recent([x for x in self.recent_files() if _same_file_key(x) != key])

    def clear_recent_files(self) -> None:
        self._set_recent([])

    # --- language -------------------------------------------------------------
    def language(self) -> str:
        value = self._get("ui/language", "system")
        return value if value in LANGUAGES else "system"

    def set_language(self, language: str) -> None:
        if language not in LANGUAGES:
            raise ValueError(f"unknown language {language!r}; expected one of {', '.join(LANGUAGES)}")
        self._put("ui/language", language)

    # --- folders ----------------------------------------------------------------
    def last_directory(self) -> str:
        value = self._get("files/last_directory", "")
        if isinstance(value, str) and value and Path(value).is_dir():
            return value
        return str(Path.home())

    def set_last_directory(self, folder: str | Path) -> None:
        if self._get("files/last_directory", "") == str(folder):
            return
        self._put("files/last_directory", str(folder))

    # --- first run ----------------------------------------------------------------
    def is_first_run(self) -> bool:
        return not _as_bool(self._get("app/first_run_done", False))

    def mark_first_run_done(self) -> None:
        if not self.is_first_run():
            return
        self._put("app/first_run_done", True)

    # --- window -------------------------------------------------------------------
    def window_geometry(self) -> QByteArray | None:
        return _as_bytes(self._get("window/geometry"))

    def window_state(self) -> QByteArray | None:
        return _as_bytes(self._get("window/state"))

    def save_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self._put("window/geometry", geometry, save=False)
        self._put("window/state", state)

    def hidden_panels(self) -> set[str]:
        """Object names of docks the user closed (mode docks come and go with their mode)."""
        raw = self._get("window/hidden_panels", "[]")
        try:
            items = json.loads(raw) if isinstance(raw, str) else []
        except ValueError:
            items = []
        return {x for x in items if isinstance(x, str)}

    def set_hidden_panels(self, names: set[str]) -> None:
        self._put("window/hidden_panels", json.dumps(sorted(names)))

    # --- board display --------------------------------------------------------------
    def show_hex_labels(self) -> bool:
        return _as_bool(self._get("board/show_labels", True))

    def set_show_hex_labels(self, on: bool) -> None:
        if self.show_hex_labels() == bool(on):
            return
        self._put("board/show_labels", bool(on))

    # --- print and play ---------------------------------------------------------------
    def print_choices(self) -> dict[str, object]:
        """The export dialog's last choices (checked by the dialog when read back)."""
        raw = self._get("print/choices", "{}")
        try:
            value = json.loads(raw) if isinstance(raw, str) else {}
        except ValueError:
            value = {}
        return value if isinstance(value, dict) else {}

    def set_print_choices(self, choices: dict[str, object]) -> None:
        self._put("print/choices", json.dumps(choices, ensure_ascii=False))

    # --- editor -------------------------------------------------------------------------
    def fill_confirm_above(self) -> int:
        """Hexes the Fill tool paints without asking."""
        try:
            n = int(self._get("editor/fill_confirm_above", FILL_CONFIRM_ABOVE))
        except (TypeError, ValueError):
            return FILL_CONFIRM_ABOVE
        return max(0, min(n, FILL_CONFIRM_MAX))

    def set_fill_confirm_above(self, n: int) -> None:
        self._put("editor/fill_confirm_above", max(0, min(int(n), FILL_CONFIRM_MAX)))

    def mark_estimated_counters(self) -> bool:
        return _as_bool(self._get("board/mark_estimated", False))

    def set_mark_estimated_counters(self, on: bool) -> None:
        self._put("board/mark_estimated", bool(on))

    # --- play -----------------------------------------------------------------------
    def computer_pace(self) -> int:
        """Milliseconds between the computer's moves as they are shown (0: at once)."""
        try:
            n = int(self._get("play/computer_pace_ms", COMPUTER_PACE))
        except (TypeError, ValueError):
            return COMPUTER_PACE
        return max(0, min(n, COMPUTER_PACE_MAX))

    def set_computer_pace(self, ms: int) -> None:
        self._put("play/computer_pace_ms", max(0, min(int(ms), COMPUTER_PACE_MAX)))

    def mode(self) -> str:
        value = self._get("ui/mode", "view")
        return value if isinstance(value, str) and value else "view"

    def set_mode(self, mode_id: str) -> None:
        if self._get("ui/mode") == mode_id:
            return
        self._put("ui/mode", mode_id)


def _as_bool(value: object) -> bool:
    # INI files hand booleans back as the strings "true"/"false".
    if isinstance(value, str):
        return value.strip().lower() in ("true", "1", "yes")
    return bool(value)


def _as_bytes(value: object) -> QByteArray | None:
    if isinstance(value, QByteArray) and not value.isEmpty():
        return value
    if isinstance(value, bytes | bytearray) and value:
        return QByteArray(bytes(value))
    return None
