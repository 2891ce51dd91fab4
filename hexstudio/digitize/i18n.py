"""The digitizer's own catalogue: resources/i18n/hexstudio_digitize_pt_BR.ts/.qm.

Kept apart from the app's catalogue like play mode's; loaded with it by
``hexstudio.app.i18n.install_translators``. To refresh it after adding
strings (existing translations are kept; new ones come in unfinished)::

    python -m hexstudio.digitize.i18n
"""

from __future__ import annotations

from pathlib import Path

from hexstudio.app.i18n import refresh_catalogue

CATALOGUE = "hexstudio_digitize"
LANGUAGES = ("en", "pt_BR")  # English: only the plural forms ("1 hex", "2 hexes")


def sources() -> list[Path]:
    return sorted(Path(__file__).resolve().parent.glob("*.py"))


def update_catalogue() -> None:
    refresh_catalogue(CATALOGUE, sources(), LANGUAGES)


if __name__ == "__main__":
    update_catalogue()
