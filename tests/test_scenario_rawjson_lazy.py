"""rawjson's checks without patterns compiled at import: the same answers as the patterns.

``escapes_a_surrogate`` looks with ``str.find`` for what ``\\\\u[dD][89a-fA-F]`` finds;
``printable`` leaves text that is printable as it is before asking its pattern.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from hexstudio.paths import scenarios_dir
from hexstudio.scenario import rawjson

ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")
UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")

# Text made mostly of the pieces that matter: backslashes, u, the hex digits around the
# surrogates' range, control characters and surrogates themselves.
PIECES = st.sampled_from(["\\", "u", "U", "d", "D", "c", "8", "9", "a", "f", "F", "g", "0", "\\u", "\\\\u",
                          "\x00", "\x1f", "\x7f", "\x9f", "\xa0", "\ud800", "\udfff", "é", " ", '"'])
TEXTS = st.one_of(st.lists(PIECES, max_size=12).map("".join), st.text(max_size=40))


@settings(max_examples=3000, deadline=None)
@given(TEXTS)
def test_escapes_a_surrogate_finds_what_the_pattern_finds(text: str) -> None:
    assert rawjson.escapes_a_surrogate(text) == bool(ESCAPED_SURROGATE.search(text))


def test_escapes_a_surrogate_at_the_edges() -> None:
    for text, found in [("\\ud800", True), ("x\\uDfFf", True), ("\\uD7FF", False), ("\\ue000", False),
                        ("\\u", False), ("\\ud", False), ("\\u\\ud9", True), ("\\\\ud800", True), ("ud800", False),
                        ("\\ua\\uDA", True), ("", False)]:
        assert rawjson.escapes_a_surrogate(text) is found, text
        assert bool(ESCAPED_SURROGATE.search(text)) is found, text


@settings(max_examples=3000, deadline=None)
@given(TEXTS)
def test_printable_escapes_as_the_pattern_does(text: str) -> None:
    assert rawjson.printable(text) == UNPRINTABLE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def test_problems_still_name_a_lone_surrogate() -> None:
    _doc, found = rawjson.parse('{"units": [{"name": "a\\ud800b"}], "\\udc00": 1}')
    assert sorted(path for path, _ in found) == sorted(["units[0].name", '["\\udc00"]'])


def test_reading_a_scenario_compiles_none_of_the_patterns() -> None:
    code = (
        "from hexstudio.scenario import rawjson\n"
        "from hexstudio.scenario.io import load_scenario\n"
        f"load_scenario({str(scenarios_dir() / 'tutorial.json')!r})\n"
        "print(rawjson._pattern.cache_info().currsize)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=dict(os.environ), check=True)
    assert out.stdout.strip() == "0"
