"""A scenario file's problems in the interface language.

The scenario package has no Qt, so its loader writes its messages in English
("not valid JSON: Expecting ',' delimiter at line 1, column 44"). The messages
about the file as a whole (it cannot be read, is not JSON, is not a scenario)
are the ones a player meets when opening the wrong file: those are matched
here and put into the user's language with the loader's own wording for a
player. Every other problem (a field's, a cross-reference's) keeps its JSON
path and comes through the "engine" catalogue like the rules' sentences.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from hexstudio.app.engine_text import tr_engine
from hexstudio.scenario.validate import Problem

CONTEXT = "ScenarioProblems"

# (pattern of the loader's English message, translatable template); first match wins.
PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p), t)
    for p, t in (
        (r"^cannot open the file: (.+)$", QT_TRANSLATE_NOOP("ScenarioProblems", "cannot open the file: %1")),
        (r"^cannot read the file: (.+)$", QT_TRANSLATE_NOOP("ScenarioProblems", "cannot read the file: %1")),
        (r"^the file is (\S+) MB; the limit is (\S+) MB$",
         QT_TRANSLATE_NOOP("ScenarioProblems", "the file is %1 MB; the limit is %2 MB")),
        (r"^not UTF-8 text \(byte (\d+)\)$",
         QT_TRANSLATE_NOOP("ScenarioProblems", "not a text file in UTF-8 (byte %1): is it a picture or a document?")),
        (r"^not valid JSON: (.+) at line (\d+), column (\d+)$",
         QT_TRANSLATE_NOOP("ScenarioProblems", "not valid JSON: %1 at line %2, column %3")),
        (r"^not valid JSON: nested too deeply$", QT_TRANSLATE_NOOP("ScenarioProblems", "not valid JSON: nested too deeply")),
        (r"^a scenario file must hold a JSON object \{ \.\.\. \}$",
         QT_TRANSLATE_NOOP("ScenarioProblems", "a scenario file must hold a JSON object { ... }")),
        (r"^is missing: this does not look like a hexstudio scenario$",
         QT_TRANSLATE_NOOP("ScenarioProblems", "is missing: this does not look like a hexstudio scenario")),
        (r"^the document is nested too deeply$", QT_TRANSLATE_NOOP("ScenarioProblems", "the document is nested too deeply")),
    )
)

# What Python's JSON reader says went wrong (the start of its message).
JSON_ERRORS: tuple[tuple[str, str], ...] = (
    ("Expecting ',' delimiter", QT_TRANSLATE_NOOP("ScenarioProblems", "a comma is missing")),
    ("Expecting ':' delimiter", QT_TRANSLATE_NOOP("ScenarioProblems", "a colon is missing")),
    ("Expecting property name enclosed in double quotes",
     QT_TRANSLATE_NOOP("ScenarioProblems", "a name in double quotes is missing (a comma too many?)")),
    ("Expecting value", QT_TRANSLATE_NOOP("ScenarioProblems", "a value is missing")),
    ("Unterminated string starting at", QT_TRANSLATE_NOOP("ScenarioProblems", "a text is not closed by its double quote")),
    ("Invalid control character at", QT_TRANSLATE_NOOP("ScenarioProblems", "a line break or tab inside a text")),
    ("Extra data", QT_TRANSLATE_NOOP("ScenarioProblems", "more text after the end of the document")),
)


def _json_error(msg: str) -> str:
    for start, template in JSON_ERRORS:
        if msg.startswith(start):
            return QCoreApplication.translate(CONTEXT, template)
    return msg


def problem_text(problem: Problem) -> str:
    """One problem as a line of the error box: JSON path, then the message (translated if known)."""
    message = problem.message
    for pattern, template in PATTERNS:
        m = pattern.match(message)
        if m is None:
            continue
        args = list(m.groups())
        if template.startswith("not valid JSON: %1"):
            args[0] = _json_error(args[0])
        message = QCoreApplication.translate(CONTEXT, template)
        # Replace from the last placeholder down so %1 never eats the start of %10.
        for i in range(len(args), 0, -1):
            message = message.replace(f"%{i}", args[i - 1])
        break
    else:
        message = tr_engine(message)
    return f"{problem.path}: {message}" if problem.path else message
