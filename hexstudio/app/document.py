"""The scenario open in a window: where it came from and whether it changed."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from hexstudio.scenario.model import Scenario, text_in


@dataclass
class Document:
    """One open scenario.

    ``path`` is None for a scenario started from another one ("New from
    scenario…") until it is saved; ``base_dir`` is where relative files (the
    map scan) are looked up, which for such a copy is the original's folder.
    Modes that change the scenario set ``modified``.
    """

    scenario: Scenario
    path: Path | None
    base_dir: Path | None = None
    modified: bool = False

    def __post_init__(self) -> None:
        if self.base_dir is None and self.path is not None:
            self.base_dir = self.path.parent

    def title(self, language: str) -> str:
        return text_in(self.scenario.info.title, language) or self.scenario.id
