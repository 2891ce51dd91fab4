"""History step names in the interface language.

The headless edits (``scenario.edits``) describe themselves in English
("Paint forest", "Set up us-1-16 in 0807"), since the core never imports Qt.
The editor's undo commands show those descriptions through this table: each
sentence the edits write is matched here and put into the user's language.
Terrain, hexside and road types are named as the palette names them (the
scenario's own names, in the interface language); unit ids and hex labels
are kept as they are. A description not in the table (a form's own,
already translated) is shown unchanged.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from hexstudio.editor.fieldlabels import field_label
from hexstudio.scenario.model import Scenario, text_in

# (pattern of the English description, translatable template); first match wins,
# so the longer sentences come before the short ones they begin like.
PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p), t)
    for p, t in (
        (r"^Add unit (\S+)$", QT_TRANSLATE_NOOP("History", "Add unit %1")),
        (r"^Edit unit (\S+)$", QT_TRANSLATE_NOOP("History", "Edit unit %1")),
        (r"^Duplicate unit (\S+)$", QT_TRANSLATE_NOOP("History", "Duplicate unit %1")),
        (r"^Remove unit (\S+)$", QT_TRANSLATE_NOOP("History", "Remove unit %1")),
        (r"^Rename unit (\S+) to (\S+)$", QT_TRANSLATE_NOOP("History", "Rename unit %1 to %2")),
        (r"^Rename unit (\S+)$", QT_TRANSLATE_NOOP("History", "Rename unit %1")),
        (r"^Set up (\S+) in (\S+)$", QT_TRANSLATE_NOOP("History", "Set up %1 in %2")),
        (r"^Clear set-up of (\S+)$", QT_TRANSLATE_NOOP("History", "Clear set-up of %1")),
        (r"^Add reinforcement (\S+)$", QT_TRANSLATE_NOOP("History", "Add reinforcement %1")),
        (r"^Edit reinforcement (\S+)$", QT_TRANSLATE_NOOP("History", "Edit reinforcement %1")),
        (r"^Remove reinforcement (\S+)$", QT_TRANSLATE_NOOP("History", "Remove reinforcement %1")),
        (r"^Edit hex set (\S+)$", QT_TRANSLATE_NOOP("History", "Edit hex set %1")),
        (r"^Erase terrain$", QT_TRANSLATE_NOOP("History", "Erase terrain")),
        (r"^Fill rectangle$", QT_TRANSLATE_NOOP("History", "Fill rectangle")),
        (r"^Fill default$", QT_TRANSLATE_NOOP("History", "Fill with the default terrain")),
        (r"^Fill (\S+)$", QT_TRANSLATE_NOOP("History", "Fill %1")),
        (r"^Paint (\S+)$", QT_TRANSLATE_NOOP("History", "Paint %1")),
        (r"^Set features$", QT_TRANSLATE_NOOP("History", "Set features")),
        (r"^Set (name|elevation|coastal|provenance)$", QT_TRANSLATE_NOOP("History", "Set hex %1")),
        (r"^Edit hexsides$", QT_TRANSLATE_NOOP("History", "Edit hexsides")),
        (r"^Edit roads$", QT_TRANSLATE_NOOP("History", "Edit roads")),
        (r"^Draw road$", QT_TRANSLATE_NOOP("History", "Draw road")),
        (r"^Erase road$", QT_TRANSLATE_NOOP("History", "Erase road")),
        (r"^Draw (\S+)$", QT_TRANSLATE_NOOP("History", "Draw %1")),
        (r"^Trace (\S+)$", QT_TRANSLATE_NOOP("History", "Trace %1")),
        (r"^Erase (\S+)$", QT_TRANSLATE_NOOP("History", "Erase %1")),
        (r"^Add (\S+) (\S+)/(\S+)$", QT_TRANSLATE_NOOP("History", "Add %1 on hexside %2/%3")),
        (r"^Remove (\S+) (\S+)/(\S+)$", QT_TRANSLATE_NOOP("History", "Remove %1 from hexside %2/%3")),
        (r"^Add (\S+)$", QT_TRANSLATE_NOOP("History", "Add %1")),
        (r"^Remove (\S+)$", QT_TRANSLATE_NOOP("History", "Remove %1")),
        (r"^Take hexes off the map$", QT_TRANSLATE_NOOP("History", "Take hexes off the map")),
        (r"^Put hexes in play$", QT_TRANSLATE_NOOP("History", "Put hexes in play")),
        (r"^Replace scenario$", QT_TRANSLATE_NOOP("History", "Replace scenario")),
        (r"^Change hex numbering$", QT_TRANSLATE_NOOP("History", "Change hex numbering")),
        (r"^Set (\S+)$", QT_TRANSLATE_NOOP("History", "Set %1")),
        (r"^Edit (\S+) (\S+)$", QT_TRANSLATE_NOOP("History", "Edit %2 (%1)")),
    )
)
_HEX_PROPERTY = {"name", "elevation", "coastal", "provenance"}

# Which catalogue the first argument of a template names: the terrain a brush
# paints, the hexside type a trace draws, the road type a road tool lays.
_CATALOGUE_OF: dict[str, tuple[str, ...]] = {
    "Paint %1": ("terrain",),
    "Fill %1": ("terrain",),
    "Draw %1": ("road_types",),
    "Trace %1": ("hexside_types",),
    "Erase %1": ("hexside_types",),
    "Add %1 on hexside %2/%3": ("hexside_types",),
    "Remove %1 from hexside %2/%3": ("hexside_types",),
    # A feature brush adds an overlay; a catalogue form adds a type by id.
    "Add %1": ("terrain", "hexside_types", "road_types"),
    "Remove %1": ("terrain", "hexside_types", "road_types"),
}


def catalogue_name(scenario: Scenario, sections: tuple[str, ...], type_id: str, language: str) -> str:
    """The scenario's name of a terrain, hexside or road type (the id when none)."""
    for section in sections:
        for t in getattr(scenario, section):
            if t.id == type_id:
                return text_in(t.name, language) or type_id
    return type_id


def history_text(description: str, scenario: Scenario | None = None, language: str = "en") -> str:
    """An edit's description in the interface language (unknown ones unchanged).

    With the scenario, catalogue ids become the names the palette shows.
    """
    for pattern, template in PATTERNS:
        m = pattern.match(description)
        if m is None:
            continue
        text = QCoreApplication.translate("History", template)
        args = list(m.groups())
        if template == "Set hex %1" and args and args[0] in _HEX_PROPERTY:
            args[0] = field_label(args[0])
        sections = _CATALOGUE_OF.get(template)
        if scenario is not None and sections and args:
            args[0] = catalogue_name(scenario, sections, args[0], language)
        # Replace from %9 down so %1 never eats the start of %10.
        for i in range(len(args), 0, -1):
            text = text.replace(f"%{i}", args[i - 1])
        return text
    return description
