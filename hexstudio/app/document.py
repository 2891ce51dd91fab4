"""The scenario open in a window: where it came from and whether it changed."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from pathlib import Path

from hexstudio.scenario.model import Scenario, text_in


@dataclass
class Document:
    """One open scenario.

    ``path`` is None for a scenario started from another one ("New from
    scenario…") until it is saved; ``base_dir`` is where relative files (the
    map scan) are looked up, which for such a copy is the original's folder.
    ``game_path`` is set when the document is the battle of a saved game that
    was opened (File ▸ Open of a saved game): the scenario is the one the
    game embeds, and ``path`` is None. Modes that change the scenario set
    ``modified``.
    """

    scenario: Scenario
    path: Path | None
    base_dir: Path | None = None
    modified: bool = False
    game_path: Path | None = None

    def __post_init__(self) -> None:
        if self.base_dir is None and self.path is not None:
            self.base_dir = self.path.parent

    def title(self, language: str) -> str:
        return text_in(self.scenario.info.title, language) or self.scenario.id


# A pattern, not a compiled one: compiled on the first copy (re keeps it), not at every
# start, which imports this module (compiling a pattern is some 2 M instructions).
_COPY_SUFFIX = r"-copy-[0-9a-f]{6}$"


def copy_id(original: str) -> str:
    """A fresh id for a copy of the scenario ``original``: "leyte" -> "leyte-copy-3f9a1c".

    Games, autosaves and recovery files are kept per scenario; a copy that
    kept its original's id would be offered the original's games.
    """
    stem = re.sub(_COPY_SUFFIX, "", original)[: 64 - 12] or "scenario"
    return f"{stem}-copy-{secrets.token_hex(3)}"
