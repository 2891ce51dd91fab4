"""What JSON allows and a scenario or saved game must never hold.

Checked on the parsed document before the schema sees it, so every problem
carries its JSON path:

- **text that cannot be saved**: a lone surrogate (``"\\ud800"``) is legal
  JSON and a legal Python string, but no UTF-8 file can hold it; a scenario
  carrying one loads, plays, and then fails at every save;
- **numbers that are not numbers**: ``NaN`` and ``Infinity`` (Python's JSON
  reader accepts them) and floats that overflow to infinity (``1e999``);
- **numbers too large to mean anything**: a battle needs nothing near
  ``MAX_MAGNITUDE``; an integer over 4,300 digits would even make the JSON
  reader raise a bare ``ValueError``. Long integers are kept as text by
  ``parse`` and refused here, never converted.

``parse_json_text`` (``io.py``) reads every scenario and saved game through
``parse``; ``io.json_bytes`` asks ``problems`` where a save went wrong.
"""

from __future__ import annotations

import functools
import json
import math
import re
from typing import Any

from hexstudio.text import msg

MAX_DIGITS = 15  # the longest integer accepted (exact as a JSON number everywhere: < 2**53)
MAX_MAGNITUDE = 1e15

# Patterns compiled when first needed (``_pattern``), not at import: every start imports
# this module and reads a file, most of which hold nothing they look for, and compiling
# one costs some 2 M instructions (Python's regular expression compiler is Python).
_SURROGATE = "[\ud800-\udfff]"
_UNPRINTABLE = "[\x00-\x1f\x7f-\x9f\ud800-\udfff]"


@functools.cache
def _pattern(source: str) -> re.Pattern[str]:
    return re.compile(source)


class TooLong(str):
    """An integer's digits, kept as text: too long to be converted."""


class NotANumber(str):
    """``NaN``, ``Infinity`` or ``-Infinity`` as written in the file."""


def parse(text: str) -> tuple[Any, list[tuple[str, str]]]:
    """The document and (JSON path, message) of everything above it holds.

    The reader's hooks note an over-long or too large number and NaN; lone
    surrogates can only come from ``\\uD800``-style escapes. Only a document
    with such a sign is walked for the paths (a 400 x 400 map is not).
    """
    suspect = escapes_a_surrogate(text)

    def parse_int(digits: str) -> int | TooLong:
        nonlocal suspect
        if len(digits) > MAX_DIGITS + 1:
            suspect = True
            return TooLong(digits)
        v = int(digits)
        if abs(v) > MAX_MAGNITUDE:
            suspect = True
        return v

    def parse_float(digits: str) -> float:
        nonlocal suspect
        v = float(digits)
        if not math.isfinite(v) or abs(v) > MAX_MAGNITUDE:
            suspect = True
        return v

    def parse_constant(word: str) -> NotANumber:
        nonlocal suspect
        suspect = True
        return NotANumber(word)

    doc = json.loads(text, parse_int=parse_int, parse_float=parse_float, parse_constant=parse_constant)
    return doc, (problems(doc) if suspect else [])


_SURROGATE_DIGITS = frozenset("89abcdefABCDEF")  # the third hex digit of \\uD800-\\uDFFF


def escapes_a_surrogate(text: str) -> bool:
    """Does ``text`` hold ``\\u``, then ``d`` or ``D``, then one of 8-9, a-f, A-F?

    What a lone surrogate's escape (``\\uD800``-``\\uDFFF``) starts with, as the
    pattern ``\\\\u[dD][89a-fA-F]`` finds it (``test_scenario_rawjson`` compares the
    two); looked for with ``str.find``, which needs no pattern compiled.
    """
    i = text.find("\\u")
    while i != -1:
        if text[i + 2 : i + 3] in ("d", "D") and text[i + 3 : i + 4] in _SURROGATE_DIGITS:
            return True
        i = text.find("\\u", i + 2)
    return False


def printable(text: str) -> str:
    """``text`` safe to print and show: control characters and lone surrogates escaped."""
    if text.isprintable():  # none of them (each is a control character or a surrogate)
        return text
    return _pattern(_UNPRINTABLE).sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def _path(parent: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{parent}[{key}]"
    if key.isidentifier() and not key[0].isdigit():
        return f"{parent}.{key}" if parent else key
    return f'{parent}["{printable(key)}"]'


def problems(doc: Any, limit: int = 50) -> list[tuple[str, str]]:
    """(JSON path, message) for each value above; at most ``limit``."""
    out: list[tuple[str, str]] = []
    surrogate = _pattern(_SURROGATE)
    stack: list[tuple[str, Any]] = [("", doc)]
    # An explicit stack: a document nested as deep as the JSON reader allows
    # must not overflow Python's own recursion here.
    while stack and len(out) < limit:
        path, v = stack.pop()
        if isinstance(v, str):
            if isinstance(v, TooLong):
                out.append((path, msg("a whole number of {digits} digits is too large (at most {limit} digits)",
                                      digits=len(v.lstrip("-")), limit=MAX_DIGITS)))
            elif isinstance(v, NotANumber):
                out.append((path, msg("must be a finite number (found {value})", value=str(v))))
            elif surrogate.search(v):
                out.append((path, msg("the text holds a character that cannot be saved (a lone surrogate, {char})",
                                      char=printable(surrogate.search(v).group()))))  # type: ignore[union-attr]
        elif isinstance(v, dict):
            items = list(v.items())
            for k, x in reversed(items):
                if surrogate.search(k):
                    out.append((_path(path, k), msg("the name holds a character that cannot be saved (a lone surrogate, {char})",
                                                    char=printable(surrogate.search(k).group()))))  # type: ignore[union-attr]
                stack.append((_path(path, k), x))
        elif isinstance(v, list):
            stack.extend((_path(path, i), x) for i, x in reversed(list(enumerate(v))))
        elif isinstance(v, float):
            if not math.isfinite(v):
                out.append((path, msg("must be a finite number (found {value})", value=repr(v))))
            elif abs(v) > MAX_MAGNITUDE:
                out.append((path, msg("the number {value} is too large (at most {limit:g})", value=repr(v), limit=MAX_MAGNITUDE)))
        elif isinstance(v, int) and not isinstance(v, bool) and abs(v) > MAX_MAGNITUDE:
            out.append((path, msg("the number {value} is too large (at most {limit:g})", value=str(v), limit=MAX_MAGNITUDE)))
    return out
