"""Small dialogs of the main window: preferences and scenario information."""

from __future__ import annotations

from collections import defaultdict
from html import escape

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.settings import FILL_CONFIRM_MAX, Settings
from hexstudio.app.spinbox import LimitSpinBox
from hexstudio.scenario.model import Provenance, Scenario, text_in


class ScenarioInfo(QObject):
    """The plural phrases of the information text.

    They go through ``tr`` because lupdate only recognises a plural count
    there; the class name keeps them in the same translation context as the
    ``translate("ScenarioInfo", ...)`` calls below.
    """

    def units(self, n: int) -> str:
        return self.tr("%n unit(s)", "", n)

    def more(self, n: int) -> str:
        return self.tr("and %n more", "", n)


def provenance_words(p: Provenance) -> str:
    return {
        Provenance.BOOK: QCoreApplication.translate("ScenarioInfo", "from the printed game"),
        Provenance.DERIVED: QCoreApplication.translate("ScenarioInfo", "worked out from the printed game"),
        Provenance.RECONSTRUCTED: QCoreApplication.translate("ScenarioInfo", "reconstructed, not from the book"),
        Provenance.INVENTED: QCoreApplication.translate("ScenarioInfo", "invented, not from the book"),
    }[p]


def scenario_info_html(s: Scenario, language: str) -> str:
    """Everything a player should know about where a scenario comes from."""
    info = s.info
    out: list[str] = [f"<h2>{escape(text_in(info.title, language))}</h2>"]
    subtitle = text_in(info.subtitle, language)
    if subtitle:
        out.append(f"<p><i>{escape(subtitle)}</i></p>")
    rows = [
        (QCoreApplication.translate("ScenarioInfo", "Period"), text_in(info.period, language)),
        (QCoreApplication.translate("ScenarioInfo", "Source"), text_in(info.source, language)),
        (QCoreApplication.translate("ScenarioInfo", "Author"), info.author),
        (
            QCoreApplication.translate("ScenarioInfo", "Map"),
            QCoreApplication.translate("ScenarioInfo", "%1 × %2 hexes")
            .replace("%1", str(s.map.columns))
            .replace("%2", str(s.map.rows)),
        ),
        (QCoreApplication.translate("ScenarioInfo", "Units"), str(len(s.units))),
        (QCoreApplication.translate("ScenarioInfo", "Turns"), str(len(s.turns.turns))),
    ]
    out.append("<table cellspacing='4'>")
    out += [f"<tr><td><b>{escape(k)}</b></td><td>{escape(v)}</td></tr>" for k, v in rows if v]
    out.append("</table>")
    desc = text_in(info.description, language)
    if desc:
        heading = QCoreApplication.translate("ScenarioInfo", "Description")
        out.append(f"<h3>{escape(heading)}</h3><p>{escape(desc)}</p>")
    notes = [text_in(n, language) for n in info.notes]
    if notes:
        heading = QCoreApplication.translate("ScenarioInfo", "Designer notes")
        out.append(f"<h3>{escape(heading)}</h3><ul>")
        out += [f"<li>{escape(n)}</li>" for n in notes if n]
        out.append("</ul>")
    heading = QCoreApplication.translate("ScenarioInfo", "Where the data comes from")
    out.append(f"<h3>{escape(heading)}</h3><ul>")
    out.append(
        _provenance_line(
            QCoreApplication.translate("ScenarioInfo", "The scenario as a whole"),
            info.provenance,
            text_in(info.provenance_note, language),
        )
    )
    out.append(
        _provenance_line(
            QCoreApplication.translate("ScenarioInfo", "The map"),
            s.map.provenance,
            text_in(s.map.provenance_note, language),
        )
    )
    out += _hex_provenance(s)
    out += _unit_provenance(s, language)
    out.append("</ul>")
    return "\n".join(out)


def _provenance_line(what: str, p: Provenance, note: str) -> str:
    line = f"<li><b>{escape(what)}</b>: {escape(provenance_words(p))}"
    if note:
        line += f" — {escape(note)}"
    return line + "</li>"


def _names(items: list[str], limit: int = 30, sep: str = ", ") -> str:
    shown = sep.join(items[:limit])
    if len(items) > limit:
        shown += " " + ScenarioInfo().more(len(items) - limit)
    return escape(shown)


def _hex_provenance(s: Scenario) -> list[str]:
    by: dict[Provenance, list[str]] = defaultdict(list)
    for label, h in s.map.hexes.items():
        if h.provenance is not None and h.provenance != Provenance.BOOK:
            by[h.provenance].append(label)
    what = QCoreApplication.translate("ScenarioInfo", "Hexes")
    return [
        f"<li><b>{escape(what)}</b> ({escape(provenance_words(p))}): {_names(labels)}</li>"
        for p, labels in sorted(by.items())
    ]


def _unit_provenance(s: Scenario, language: str, limit: int = 40) -> list[str]:
    """The units under their kind of provenance, grouped by the designer's note.

    A battle reconstructs whole counter sheets with one note (Leyte: 70
    Japanese units); the note is said once, after the names it covers.
    """
    by: dict[Provenance, dict[str, list[str]]] = defaultdict(dict)
    for u in s.units:
        if u.provenance != Provenance.BOOK:
            note = text_in(u.provenance_note, language)
            by[u.provenance].setdefault(note, []).append(u.name)
    out = []
    for p, notes in sorted(by.items()):
        count = ScenarioInfo().units(sum(len(names) for names in notes.values()))
        out.append(f"<li><b>{escape(count)}</b> ({escape(provenance_words(p))}):<ul>")
        groups = list(notes.items())
        for note, names in groups[:limit]:
            line = f"<b>{_names(names, sep='; ')}</b>"
            if len(names) > 1:
                line += f" ({escape(ScenarioInfo().units(len(names)))})"
            out.append(f"<li>{line}" + (f" — {escape(note)}" if note else "") + "</li>")
        if len(groups) > limit:
            rest = sum(len(names) for _note, names in groups[limit:])
            out.append(f"<li>{escape(ScenarioInfo().more(rest))}</li>")
        out.append("</ul></li>")
    if not by and s.units:
        every = QCoreApplication.translate("ScenarioInfo", "Every unit is as printed in the game.")
        out.append(f"<li>{escape(every)}</li>")
    return out


class ScenarioInfoDialog(QDialog):
    def __init__(self, scenario: Scenario, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Scenario information"))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(scenario_info_html(scenario, language))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.about_data_button = buttons.addButton(self.tr("About This Battle’s Data…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.about_data_button.clicked.connect(self.show_about_data)
        self._scenario, self._language = scenario, language
        self.about_data: QDialog | None = None
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser)
        lay.addWidget(buttons)
        self.resize(640, 600)

    def show_about_data(self) -> None:
        from hexstudio.app.aboutdata import AboutDataDialog

        self.about_data = AboutDataDialog(self._scenario, self._language, self)
        self.about_data.open()


class PreferencesDialog(QDialog):
    """The interface language (it takes effect the next time hexstudio starts)
    and the editor's safeguards."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        self.setMinimumWidth(380)
        self.language = QComboBox()
        self.language.addItem(self.tr("Same as the computer"), "system")
        # Each language is named in itself so a user who cannot read the
        # current one still finds theirs.
        self.language.addItem("English", "en")
        self.language.addItem("Português (Brasil)", "pt_BR")
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language())))
        note = QLabel(self.tr("A new language is used after hexstudio is restarted."))
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Language:"), self.language)
        self.fill_limit = LimitSpinBox()
        self.fill_limit.setObjectName("prefs.fillLimit")
        self.fill_limit.setRange(0, FILL_CONFIRM_MAX)
        self.fill_limit.setValue(settings.fill_confirm_above())
        self.fill_limit.setSuffix(" " + self.tr("hexes"))
        self.fill_limit.setToolTip(self.tr("The Fill tool shows the region and asks before painting more hexes than this (0: always asks)."))
        editor_form = QFormLayout()
        editor_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        editor_form.addRow(self.tr("Ask before a fill of more than:"), self.fill_limit)
        editor_box = QGroupBox(self.tr("Editor"))
        editor_box.setLayout(editor_form)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        self.fill_limit.outOfRange.connect(self.message.setText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(note)
        lay.addWidget(editor_box)
        lay.addWidget(self.message)
        lay.addWidget(buttons)

    def accept(self) -> None:
        if self.fill_limit.refuse_out_of_range():
            return
        self._settings.set_language(self.language.currentData())
        self._settings.set_fill_confirm_above(self.fill_limit.value())
        super().accept()
