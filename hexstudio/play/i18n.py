"""Play mode's own catalogue: resources/i18n/hexstudio_play_pt_BR.ts/.qm.

The app's helper (``hexstudio.app.i18n``) installs only its own catalogue,
so play mode keeps its strings in a separate file and installs it itself
(``play.mode.install_play_translator``). To refresh it after adding strings
(existing translations are kept; new ones come in unfinished)::

    python -m hexstudio.play.i18n
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from hexstudio.app.i18n import _tool, i18n_dir

CATALOGUE = "hexstudio_play"
LANGUAGES = ("pt_BR",)


def update_catalogue() -> None:
    sources = sorted(str(p) for p in Path(__file__).resolve().parent.glob("*.py"))
    for lang in LANGUAGES:
        ts = i18n_dir() / f"{CATALOGUE}_{lang}.ts"
        subprocess.run([_tool("pyside6-lupdate"), *sources, "-no-obsolete", "-target-language", lang, "-ts", str(ts)], check=True)
        subprocess.run([_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


if __name__ == "__main__":
    update_catalogue()
