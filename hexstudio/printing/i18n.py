"""The print-and-play catalogue: resources/i18n/hexstudio_printing_pt_BR.ts/.qm.

The PDF's own sentences (context "Print") and the export dialog's are kept
out of the app's catalogue and extracted from this package alone;
``hexstudio.app.i18n.install_translators`` loads the compiled catalogue with
the others, like any ``hexstudio_<package>_<lang>.qm``. To refresh it after
adding strings (existing translations are kept; new ones come in unfinished)::

    python -m hexstudio.printing.i18n
"""

from __future__ import annotations

from pathlib import Path

from hexstudio.app.i18n import refresh_catalogue

CATALOGUE = "hexstudio_printing"
LANGUAGES = ("en", "pt_BR")  # English holds only the plural forms ("1 page", "23 pages")


def printing_sources() -> list[Path]:
    return sorted(Path(__file__).resolve().parent.glob("*.py"))


def update_catalogue() -> None:
    refresh_catalogue(CATALOGUE, printing_sources(), LANGUAGES)


if __name__ == "__main__":
    update_catalogue()
