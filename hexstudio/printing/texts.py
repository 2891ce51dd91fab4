"""The print-and-play PDF's own words, in the interface language (context "Print").

Scenario texts (names, notes) come from the scenario in the chosen
language and are drawn as plain text; the sentences around them are
translated here. ``python -m hexstudio.printing.i18n`` extracts them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from hexstudio.printplan.contents import GroupKey, Marker
from hexstudio.scenario.model import Scenario, text_in


def side_name(s: Scenario, side: str | None, lang: str) -> str:
    x = next((x for x in s.sides if x.id == side), None)
    return text_in(x.name, lang) if x is not None else (side or "")


def title(s: Scenario, lang: str) -> str:
    return text_in(s.info.title, lang) or s.id


def group_heading(s: Scenario, key: GroupKey, lang: str, continued: bool = False) -> str:
    side = side_name(s, key.side, lang)
    if key.kind == "setup":
        text = QCoreApplication.translate("Print", "{side} — set-up").format(side=side)
    elif key.kind == "turn":
        text = QCoreApplication.translate("Print", "{side} — reinforcements, turn {turn}").format(
            side=side, turn=key.turn
        )
    elif key.kind == "condition":
        text = QCoreApplication.translate(
            "Print", "{side} — reinforcements on a condition ({ref}; see the scenario card)"
        ).format(side=side, ref=key.ref)
    elif key.kind == "release":
        text = QCoreApplication.translate("Print", "{side} — off-map pieces, available from turn {turn}").format(
            side=side, turn=key.turn
        )
    elif key.kind == "markers":
        text = QCoreApplication.translate("Print", "Markers")
    else:
        text = QCoreApplication.translate("Print", "{side} — other units").format(side=side)
    if continued:
        text += " " + QCoreApplication.translate("Print", "(continued)")
    return text


def marker_kind(kind: str) -> str:
    names = {
        "control": QCoreApplication.translate("Print", "Control"),
        "turn": QCoreApplication.translate("Print", "Turn"),
        "weather": QCoreApplication.translate("Print", "Weather"),
        "air": QCoreApplication.translate("Print", "Air points"),
        "bombardment": QCoreApplication.translate("Print", "Bombard"),
        "suppression": QCoreApplication.translate("Print", "Suppressed"),
        "fortification": QCoreApplication.translate("Print", "Fort lost"),
        "flood": QCoreApplication.translate("Print", "Flooded"),
        "bridge": QCoreApplication.translate("Print", "Bridge"),
    }
    return names.get(kind, kind)


def marker_face(s: Scenario, m: Marker, lang: str, back: bool) -> tuple[str, str]:
    """The kind line and the big line of one face of a marker."""
    kind = marker_kind(m.kind)
    side = m.back if back else m.front
    if m.kind == "control":
        return kind, side_name(s, side, lang)
    if m.kind == "weather":
        w = next((w for w in s.weather.types if w.id == m.label), None)
        return kind, text_in(w.name, lang) if w is not None else (m.label or "")
    if m.kind == "air":
        return side_name(s, side, lang), (m.label or "").replace("x", "×")
    if m.kind == "bombardment":
        return kind, side_name(s, side, lang)
    if m.kind == "turn":
        return "", kind
    return "", kind


def paper_label(paper: str, landscape: bool) -> str:
    if landscape:
        return QCoreApplication.translate("Print", "{paper} landscape").format(paper=paper)
    return QCoreApplication.translate("Print", "{paper} portrait").format(paper=paper)


def number(value: float, decimals: int = 2) -> str:
    """A measure in the interface language's way ("25,4" in Portuguese); whole numbers plain."""
    if float(value).is_integer():
        return str(int(value))
    loc = QLocale()
    return loc.toString(float(value), "f", decimals).rstrip("0").rstrip(loc.decimalPoint())


def size_cm(w_mm: float, h_mm: float) -> str:
    return QCoreApplication.translate("Print", "{w} × {h} cm").format(
        w=QLocale().toString(w_mm / 10, "f", 1), h=QLocale().toString(h_mm / 10, "f", 1)
    )
