"""The user-interface language: choosing it and installing Qt translators.

English is the source language in the code (``self.tr`` /
``QCoreApplication.translate``); Brazilian Portuguese comes from
``resources/i18n/hexstudio_pt_BR.qm``, compiled from the ``.ts`` file with the
``lrelease`` shipped in PySide6. Qt's own catalogue (``qtbase_pt_BR``) is
loaded too so standard dialogs (file chooser, message box buttons) match.
English has a small catalogue of its own holding only the plural forms
("1 unit", "25 units"), the usual Qt way of writing ``%n unit(s)`` once.

Every window (viewer, editor, player) reuses ``install_translators``, which
loads every catalogue of the language in resources/i18n: the app's
(``hexstudio_<lang>.qm``) and each package's own (``hexstudio_<package>_<lang>.qm``,
such as play mode's), so a package with a catalogue of its own needs no
translator code of its own. Each catalogue is extracted from its own sources
only: the app's from ``QT_PACKAGES``, play mode's by ``hexstudio.play.i18n``.
lupdate finds a string only in ``self.tr("...")`` inside a class (the class
name is the context) or ``QCoreApplication.translate("Context", "...")`` with
both written out; a helper such as ``def tr(text)`` hides the context from it
(it files the string under an empty context that never matches at run time).
A plural count (``%n``) is only recognised through ``self.tr(text, "", n)``.
To refresh the catalogue after adding strings::

    python -m hexstudio.app.i18n        # lupdate over QT_PACKAGES, then lrelease
    python -m hexstudio.play.i18n       # the same for play mode's catalogue
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from hexstudio.paths import resources_dir

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

# subprocess, shutil and ElementTree are imported by the functions that write the
# catalogues (a developer's command): every start of the application imports this module.

SUPPORTED = ("en", "pt_BR")
CATALOGUE = "hexstudio"
# Packages whose strings belong in the app's catalogue (the headless core has
# none; play mode keeps its own, hexstudio_play_<lang>).
QT_PACKAGES = ("app", "board", "editor")


def i18n_dir() -> Path:
    return resources_dir() / "i18n"


def catalogues_for(language: str, folder: Path | None = None) -> list[str]:
    """hexstudio's catalogues in ``language`` (names without ".qm"): the app's first, then each package's."""
    where = folder if folder is not None else i18n_dir()
    # The names ``hexstudio_*_<language>.qm`` matches, found without a glob: a glob
    # compiles a pattern (some 2 M instructions of every start).
    head, tail = f"{CATALOGUE}_", f"_{language}.qm"
    try:
        names = os.listdir(where)
    except OSError:
        names = []
    own = [Path(n).stem for n in sorted(names) if n.startswith(head) and n.endswith(tail) and len(n) >= len(head) + len(tail)]
    return [f"{CATALOGUE}_{language}", *own]


def resolve_language(choice: str, system_locale: QLocale | None = None) -> str:
    """The language to use for a setting: "system" follows the computer's locale."""
    if choice in SUPPORTED:
        return choice
    loc = system_locale if system_locale is not None else QLocale.system()
    return "pt_BR" if loc.language() == QLocale.Language.Portuguese else "en"


@dataclass
class Translators:
    """The translators installed for one language; ``remove`` uninstalls them."""

    language: str
    installed: list[QTranslator] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    previous_locale: QLocale | None = None

    def remove(self) -> None:
        """Uninstall the translators and give back the default locale they replaced."""
        for t in self.installed:
            QCoreApplication.removeTranslator(t)
        self.installed.clear()
        if self.previous_locale is not None:
            QLocale.setDefault(self.previous_locale)
            self.previous_locale = None


def install_translators(app: QCoreApplication, language: str) -> Translators:
    """Install hexstudio's and Qt's translators for ``language`` ("system", "en", "pt_BR").

    Every hexstudio catalogue of the language is loaded (``catalogues_for``).
    Returns what was installed; a catalogue that cannot be found is listed in
    ``missing`` and the interface stays in English for those strings.
    """
    lang = resolve_language(language)
    # The default locale formats numbers and dates in Qt's widgets; the
    # language of text comes from the catalogues alone (engine_text reads the
    # language of scenario names from the engine catalogue, not from here).
    result = Translators(lang, previous_locale=QLocale())
    QLocale.setDefault(QLocale(lang))
    catalogues = [(name, str(i18n_dir())) for name in catalogues_for(lang)]
    if lang != "en":
        # Named here: PySide6 makes a Qt class (with its enums) when code first names it,
        # and English, the usual start, needs no Qt catalogue.
        from PySide6.QtCore import QLibraryInfo

        catalogues.append((f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    for name, folder in catalogues:
        t = QTranslator(app)
        if t.load(name, folder) and app.installTranslator(t):
            result.installed.append(t)
        else:
            result.missing.append(str(Path(folder) / f"{name}.qm"))
    return result


def _tool(name: str) -> str:
    import shutil

    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: it ships with PySide6 (pip install PySide6-Essentials)")
    return found


def compile_ts(ts: Path, *options: str) -> None:
    """lrelease ``ts`` to the .qm beside it (what the application loads)."""
    import subprocess

    subprocess.run([_tool("pyside6-lrelease"), *options, str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


def save_ts(ts: Path, root: ET.Element) -> None:
    """Write a catalogue built by hand (the engine's and the balance report's sentences) as Qt's .ts file."""
    import xml.etree.ElementTree as ET

    ET.indent(root, space="    ")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(root, encoding="unicode") + "\n",
                  encoding="utf-8")


def refresh_catalogue(catalogue: str, sources: list[Path], languages: tuple[str, ...]) -> None:
    """lupdate ``sources`` into ``<catalogue>_<lang>.ts`` (translations kept, new strings
    unfinished, gone ones dropped), then lrelease each to its .qm. English gets only
    the plural forms: its other strings are the source text."""
    import subprocess

    files = sorted(str(p) for p in sources)
    for lang in languages:
        ts = i18n_dir() / f"{catalogue}_{lang}.ts"
        extra = ["-pluralonly"] if lang == "en" else []
        cmd = [_tool("pyside6-lupdate"), *files, "-no-obsolete", *extra, "-target-language", lang, "-ts", str(ts)]
        subprocess.run(cmd, check=True)
        compile_ts(ts)


def app_sources(package_root: Path) -> list[Path]:
    """The source files whose strings go in the app's catalogue."""
    return sorted(p for pkg in QT_PACKAGES for p in (package_root / pkg).glob("*.py"))


def update_catalogue(package_root: Path) -> None:
    """Re-extract the app's strings into its .ts files and compile them."""
    refresh_catalogue(CATALOGUE, app_sources(package_root), SUPPORTED)


if __name__ == "__main__":
    update_catalogue(Path(__file__).resolve().parent.parent)
