"""Play mode's own catalogue: resources/i18n/hexstudio_play_pt_BR.ts/.qm.

Play mode's strings are kept out of the app's catalogue (the app's
extraction covers only ``hexstudio.app.i18n.QT_PACKAGES``) and extracted
here from the play package alone. ``hexstudio.app.i18n.install_translators``
loads this catalogue with the app's, like any ``hexstudio_<package>_<lang>.qm``.
To refresh it after adding strings (existing translations are kept; new ones
come in unfinished)::

    python -m hexstudio.play.i18n
"""

from __future__ import annotations

from pathlib import Path

from hexstudio.app.i18n import refresh_catalogue

CATALOGUE = "hexstudio_play"
LANGUAGES = ("pt_BR",)


def play_sources() -> list[Path]:
    return sorted(Path(__file__).resolve().parent.glob("*.py"))


def update_catalogue() -> None:
    refresh_catalogue(CATALOGUE, play_sources(), LANGUAGES)


if __name__ == "__main__":
    update_catalogue()
