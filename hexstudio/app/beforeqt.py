"""What the application's start does before PySide6 is imported (``hexstudio FILE``).

Once PySide6 is imported, every ``import`` statement that runs goes through its
``__import__`` hook (``shibokensupport.feature``: two Python calls each), and every
module imported from then on has its source file read to see whether it mentions
PySide6 (its ``__feature__`` switches): about a million instructions a module
(callgrind). So the start imports, before Qt, what needs no Qt:

- the scenario model and pydantic (``hexstudio.scenario.io``);
- the Qt-free modules the window's own modules import (``QT_FREE``; a test checks
  that a start imports none after Qt);
- with a file to open, the scenario model's validator, which pydantic would
  otherwise build inside the first read of the file, after Qt: its schema
  generation runs some 1,400 import statements. It is the same validator, built
  from the same model at every start (nothing kept between starts), and the file
  is validated with it in full before its board shows, as before.

Nothing here imports Qt.
"""

from __future__ import annotations

import importlib

# Qt-free modules imported by the modules of the window and the board, and the codec
# the scenario reader decodes a file with (imported on first use).
QT_FREE = (
    "hexstudio.paths",
    "hexstudio.app.document",
    "hexstudio.board.hexinfo",
    "hexstudio.engine.saveformat",
    "hexstudio.editor",
    "hexstudio.play",
    "hexstudio.printing",
    "encodings.utf_8_sig",
)


def prepare(file_given: bool) -> None:
    """Import the Qt-free part of the start; with a file, build the scenario validator."""
    from hexstudio.scenario.io import build_validator

    if file_given:
        build_validator()
    for name in QT_FREE:
        importlib.import_module(name)
