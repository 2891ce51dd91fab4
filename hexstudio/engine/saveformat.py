"""What marks a JSON document as a hexstudio saved game (``engine.save`` reads and writes them).

Apart from ``save`` so that telling a saved game from a scenario (the main
window does it for every file it opens) does not import the whole engine.
"""

from __future__ import annotations

from typing import Any

FORMAT = "hexstudio-save"
VERSION = 1


def is_saved_game(doc: Any) -> bool:
    """True if a JSON document is a hexstudio saved game (not a scenario)."""
    return isinstance(doc, dict) and doc.get("format") == FORMAT
