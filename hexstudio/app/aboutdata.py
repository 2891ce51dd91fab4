"""About this battle's data: what comes from the book, what is reconstructed and how,
and how an owner of the printed game corrects it -- in plain words.

The bundled battles are digitized from rulebooks whose maps and some counter
sheets are not in the text; the scenario records where each part comes from
(``provenance`` on the scenario, the map, hexes and units, with notes). This
page reads those records for a player, reachable from the start screen and
from Scenario information. Every text from the scenario is escaped: it is
data, never markup.
"""

from __future__ import annotations

from collections import defaultdict
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from hexstudio.app.dialogs import ScenarioInfo
from hexstudio.scenario.model import Provenance, Scenario, text_in
from hexstudio.scenario.provenance import provenance_summary


def _p(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def _h(level: int, text: str) -> str:
    return f"<h{level}>{escape(text)}</h{level}>"


def _overall(s: Scenario) -> str:
    p = provenance_summary(s).overall
    if p is Provenance.BOOK:
        return QCoreApplication.translate("AboutData", "Everything in this battle comes from the printed game.")
    if p is Provenance.DERIVED:
        return QCoreApplication.translate(
            "AboutData", "This battle comes from the printed game; a few values were worked out from what the book says.")
    if p is Provenance.RECONSTRUCTED:
        return QCoreApplication.translate(
            "AboutData",
            "This battle is a reconstruction: the rules, tables and most numbers come from the printed game, but parts"
            " the book does not print were filled in. They are listed below, each with how it was done.")
    return QCoreApplication.translate(
        "AboutData", "This battle was made for hexstudio: it does not come from a printed game.")


def _units_by_note(s: Scenario, p: Provenance, language: str) -> list[str]:
    notes: dict[str, list[str]] = defaultdict(list)
    for u in s.units:
        if u.provenance == p:
            notes[text_in(u.provenance_note, language)].append(u.name)
    out = []
    for note, names in notes.items():
        count = ScenarioInfo().units(len(names))
        shown = "; ".join(names[:24]) + (" " + ScenarioInfo().more(len(names) - 24) if len(names) > 24 else "")
        line = f"<li><b>{escape(count)}</b>: {escape(shown)}"
        out.append(line + (f"<br><i>{escape(note)}</i>" if note else "") + "</li>")
    return out


def _hexes(s: Scenario, p: Provenance, language: str) -> str:
    items = []
    for label, h in s.map.hexes.items():
        if h.provenance == p:
            name = text_in(h.name, language) if h.name else ""
            items.append(f"{label} {name}".strip())
    return ", ".join(items)


def about_data_html(s: Scenario, language: str) -> str:
    """The page, as HTML (every scenario text escaped)."""
    summary = provenance_summary(s)
    title = text_in(s.info.title, language) or s.id
    out = [_h(2, QCoreApplication.translate("AboutData", "About this battle’s data")), f"<p><b>{escape(title)}</b></p>",
           _p(_overall(s))]
    source = text_in(s.info.source, language)
    if source:
        out.append(_p(QCoreApplication.translate("AboutData", "Source: %1").replace("%1", source)))
    note = text_in(s.info.provenance_note, language)
    if note:
        out.append(f"<p><i>{escape(note)}</i></p>")

    # --- from the book
    out.append(_h(3, QCoreApplication.translate("AboutData", "From the book")) + "<ul>")
    book_units = summary.units.get(Provenance.BOOK, 0)
    out.append("<li>" + escape(QCoreApplication.translate("AboutData", "%1 of %2 counters as printed in the book.")
                               .replace("%1", str(book_units)).replace("%2", str(len(s.units)))) + "</li>")
    if summary.map is Provenance.BOOK:
        out.append("<li>" + escape(QCoreApplication.translate("AboutData", "The map.")) + "</li>")
    placed = _hexes(s, Provenance.BOOK, language)
    if placed:
        out.append("<li>" + escape(QCoreApplication.translate("AboutData", "Places on the map the book gives by their hex: %1.").replace("%1", placed)) + "</li>")
    out.append("<li>" + escape(QCoreApplication.translate("AboutData",
        "What the rules print: the combat results and terrain effects tables, the turn track, the set-up and"
        " arrival lists, the victory points. Where the book can be read two ways, the battle's notes (Scenario"
        " information) name the reading used and its id in the rules digest.")) + "</li></ul>")

    # --- worked out
    derived = _units_by_note(s, Provenance.DERIVED, language)
    derived_hexes = _hexes(s, Provenance.DERIVED, language)
    if derived or derived_hexes or summary.map is Provenance.DERIVED:
        out.append(_h(3, QCoreApplication.translate("AboutData", "Worked out from the book")) + "<ul>")
        if summary.map is Provenance.DERIVED:
            out.append("<li>" + escape(QCoreApplication.translate("AboutData", "The map.")) + "</li>")
        if derived_hexes:
            out.append("<li>" + escape(QCoreApplication.translate("AboutData", "Hexes: %1.").replace("%1", derived_hexes)) + "</li>")
        out += derived
        out.append("</ul>")

    # --- reconstructed or invented
    for p, heading in ((Provenance.RECONSTRUCTED, QCoreApplication.translate("AboutData", "Reconstructed (not printed in the book)")),
                       (Provenance.INVENTED, QCoreApplication.translate("AboutData", "Invented for hexstudio"))):
        units = _units_by_note(s, p, language)
        hexes = _hexes(s, p, language)
        if not (units or hexes or summary.map is p):
            continue
        out.append(f"<h3>{escape(heading)}</h3><ul>")
        if summary.map is p:
            line = escape(QCoreApplication.translate("AboutData", "The map."))
            map_note = text_in(s.map.provenance_note, language)
            out.append(f"<li>{line}" + (f"<br><i>{escape(map_note)}</i>" if map_note else "") + "</li>")
        if hexes:
            out.append("<li>" + escape(QCoreApplication.translate("AboutData", "Hexes: %1.").replace("%1", hexes)) + "</li>")
        out += units
        out.append("</ul>")

    # --- who holds what
    holdings = text_in(s.start_control.notes, language)
    if holdings:
        out.append(_h(3, QCoreApplication.translate("AboutData", "Who holds what at the start")))
        out.append(_p(holdings))

    # --- correcting it
    if summary.overall is not Provenance.BOOK and summary.overall is not Provenance.INVENTED:
        out.append(_h(3, QCoreApplication.translate("AboutData", "If you own the printed game")) + "<ol>")
        for step in (
            QCoreApplication.translate("AboutData", "Open the battle and choose Mode → Edit. Save it under a new name first (File → Save As…): the"
                " battle that came with hexstudio stays as it is."),
            QCoreApplication.translate("AboutData", "To trace the map, photograph or scan the printed map and choose Editor → Import Map Scan…, then"
                " Editor → Calibrate Map Scan… and click a few hexes whose numbers you can read. Repaint what differs"
                " with the Brush, Feature, Hexside and Road tools; the Control tool says who holds each hex at the"
                " start."),
            QCoreApplication.translate("AboutData", "To correct a counter, open Battle Design → Order of Battle, type the values printed on it, set its"
                " provenance to “book” and clear its note."),
            QCoreApplication.translate("AboutData", "Check the result with Editor → Check Scenario, and set the scenario's provenance (Battle Design →"
                " Scenario & Map) to the least faithful of its parts."),
        ):
            out.append(f"<li>{escape(step)}</li>")
        out.append("</ol>")
    return "\n".join(out)


class AboutDataDialog(QDialog):
    """The "about this battle's data" page in a window of its own."""

    def __init__(self, scenario: Scenario, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About this battle’s data"))
        self.setObjectName("aboutData")
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(about_data_html(scenario, language))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser)
        lay.addWidget(buttons)
        self.resize(720, 640)
