"""Mutated scenarios and saved games, and what hexstudio may do with them.

A scenario or a saved game is untrusted input. Whatever is in the file,
only two outcomes are acceptable:

- **refused**: a clean error (``ScenarioError`` / ``ReplayError``) whose
  problems name where they are (a JSON path, or the file when the file as a
  whole is wrong), printable as they are;
- **played**: the file loads and a few random legal actions play without an
  engine error, and the game saves and loads back to the same position.

Anything else (an exception of another kind, a stuck phase, a save that
fails or loads to another position) is a **crash**, reported with its
traceback. ``mutate_text`` makes one mutant from a valid document with a
seeded ``random.Random`` (so a case is reproduced by its seed);
``try_scenario`` and ``try_save`` run one case. Used by
``tests/test_fuzz.py`` (a bounded, derandomised hypothesis run) and
``scripts/fuzz_long.py`` (thousands of cases, with counts).
"""

from __future__ import annotations

import copy
import json
import random
import re
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hexstudio.engine.errors import ReplayError
from hexstudio.engine.game import Game
from hexstudio.engine.rulebook import special_rule_problems
from hexstudio.engine.save import game_from_data, loads_game, save_data
from hexstudio.engine.selfplay import play_on
from hexstudio.scenario.io import ScenarioError, json_bytes, parse_json_text, scenario_from_data

REFUSED, PLAYED, CRASH = "refused", "played", "crash"

# Values JSON can carry that a careless reader trips on.
WEIRD_VALUES: list[Any] = [
    None, True, False, 0, -1, 1, 7, 2**31, 10**15, -(10**15), 0.5, -0.0, 1e308, 1e-308,
    "", "x", " ", "0101", "040²", "٠٤٠٥", "99-99", "<img src=\"/dev/zero\">", "<b>bold</b>", "../../evil", "a/b", "a..b",
    "\x00", "\ud800", "\udfff", "a\u202eb", "9" * 40, "x" * 5000, [], {}, [None], [[]], {"": None}, {"x": 1},
    [1, 2, 3], ["a"], [[1, 2]],
]
# Spelled in the JSON text itself: what json.dumps would never write.
RAW_TOKENS = ["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "9" * 5000, "-" + "1" * 4400, "\"\\ud800\"", "\"\\udc00x\"",
              "12345678901234567890", "1E400", "true", "null", "[]", "{}", "\"\\u0000\""]


@dataclass
class Case:
    """What happened to one mutant."""

    outcome: str  # REFUSED, PLAYED or CRASH
    detail: str = ""
    traceback: str = ""
    mutation: str = ""


# --------------------------------------------------------------------------- mutations


def _paths(doc: Any, prefix: tuple = (), out: list | None = None, skip: tuple[str, ...] = ()) -> list[tuple]:
    """Every path into the document (keys and indexes), leaves and containers."""
    if out is None:
        out = []
    out.append(prefix)
    items: list[tuple[Any, Any]] = []
    if isinstance(doc, dict):
        items = list(doc.items())
    elif isinstance(doc, list):
        items = list(enumerate(doc))
    for k, v in items:
        p = (*prefix, k)
        if _skipped(p, skip):
            continue
        _paths(v, p, out, skip)
    return out


def _skipped(path: tuple, skip: tuple[str, ...]) -> bool:
    text = "/".join(str(x) for x in path)
    return any(re.fullmatch(pattern, text) or re.match(pattern + "/", text) for pattern in skip)


def _get(doc: Any, path: tuple) -> Any:
    for k in path:
        doc = doc[k]
    return doc


def _describe(path: tuple) -> str:
    out = ""
    for k in path:
        out += f"[{k}]" if isinstance(k, int) else (f".{k}" if out else str(k))
    return out or "(root)"


def mutate_doc(doc: Any, rng: random.Random, skip: tuple[str, ...] = ()) -> tuple[Any, str]:
    """One structural mutation of a copy of ``doc``: a value replaced, removed,
    duplicated or swapped, an unknown key added, an id or label changed."""
    doc = copy.deepcopy(doc)
    paths = [p for p in _paths(doc, skip=skip) if p]
    if not paths:
        return doc, "nothing"
    path = rng.choice(paths)
    parent = _get(doc, path[:-1])
    key = path[-1]
    old = parent[key]
    op = rng.randrange(7)
    where = _describe(path)
    if op <= 2:
        new = copy.deepcopy(rng.choice(WEIRD_VALUES))
        parent[key] = new
        return doc, f"{where} = {json.dumps(new, ensure_ascii=True)[:60]}"
    if op == 3:
        if isinstance(parent, dict):
            del parent[key]
        else:
            parent.pop(key)
        return doc, f"{where} removed"
    if op == 4 and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(old))
        return doc, f"{where} duplicated"
    if op == 4 and isinstance(parent, dict):
        parent["unknown_field"] = copy.deepcopy(old)
        return doc, f"{where}: unknown key added beside"
    if op == 5 and isinstance(old, str):
        # Near misses: a label or id with a twist.
        twist = rng.choice([old + "x", old[:-1], old.upper(), old + "/..", "0" + old, old.replace("0", "٠"), old + "²", ""])
        parent[key] = twist
        return doc, f"{where} = {json.dumps(twist, ensure_ascii=True)[:60]}"
    if op == 5 and isinstance(old, int | float) and not isinstance(old, bool):
        new = rng.choice([old + 1, old - 1, -old, old * 1000, 0, float(old) + 0.5, True])
        parent[key] = new
        return doc, f"{where} = {new!r}"
    if isinstance(old, list) and len(old) > 1:
        i, j = rng.sample(range(len(old)), 2)
        old[i], old[j] = old[j], old[i]
        return doc, f"{where}: items {i} and {j} swapped"
    parent[key] = None
    return doc, f"{where} = null"


_NUMBER = re.compile(r"(?<=[:\[,\s])-?\d+(\.\d+)?([eE][-+]?\d+)?(?=[,\]\}\s])")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def mutate_text(text: str, rng: random.Random) -> tuple[str, str]:
    """One mutation of the JSON text: a raw token no serialiser writes put in
    place of a number or a string, a cut, or a changed character."""
    op = rng.randrange(5)
    if op <= 1:
        found = list((_NUMBER if op == 0 else _STRING).finditer(text))
        if found:
            m = rng.choice(found)
            token = rng.choice(RAW_TOKENS)
            return text[: m.start()] + token + text[m.end():], f"text: {m.group()[:30]!r} -> {token[:30]!r}"
    if op == 2:
        cut = rng.randrange(len(text))
        return text[:cut], f"text cut at {cut}"
    if op == 3:
        i = rng.randrange(len(text))
        ch = rng.choice(["\x00", "\\", '"', "{", "]", "\ufeff", "\u00e9", "\x7f", ","])
        return text[:i] + ch + text[i + 1:], f"text: character {i} -> {ch!r}"
    i = rng.randrange(len(text))
    return text[:i] + text[i + 1:], f"text: character {i} removed"


def mutant(doc: Any, rng: random.Random, skip: tuple[str, ...] = ()) -> tuple[str, str]:
    """A mutant's JSON text: one to three mutations, structural or textual."""
    notes = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        doc, note = mutate_doc(doc, rng, skip)
        notes.append(note)
    text = json.dumps(doc, ensure_ascii=True, indent=None)
    if rng.random() < 0.3:
        text, note = mutate_text(text, rng)
        notes.append(note)
    return text, "; ".join(notes)


# --------------------------------------------------------------------------- outcomes


def _printable(err: Exception) -> None:
    """A refusal must print: encodable and non-empty."""
    text = err.report(limit=10_000) if isinstance(err, ScenarioError) else str(err)
    if not text.strip():
        raise AssertionError("an empty error message")
    text.encode("utf-8")


def _refusal(err: ScenarioError) -> str:
    _printable(err)
    for p in err.problems:
        if not isinstance(p.path, str):
            raise AssertionError(f"a problem without a JSON path: {p!r}")
    return err.report(limit=3)


def play_a_little(game: Game, seed: int, actions: int) -> str | None:
    """Random actions on ``game``, then a save and a load: None if all went well, else what failed."""
    game.verify_queries = True
    result = play_on(game, seed, max_actions=actions)
    if result.error is not None:
        return result.error + ("\n" + result.traceback if result.traceback else "")
    data = json_bytes(save_data(result.game))
    again = loads_game(data.decode("utf-8"))
    if again.state.digest() != result.game.state.digest():
        return "the game saved after random play loads to another position"
    return None


def try_scenario(text: str | bytes, seed: int = 0, actions: int = 10) -> Case:
    """Load a scenario's JSON text as ``load_scenario`` would, then play a little."""
    try:
        try:
            doc = parse_json_text(text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass"), "<mutant>")
            scenario = scenario_from_data(doc, "<mutant>")
        except ScenarioError as e:
            return Case(REFUSED, _refusal(e))
        rule_problems = special_rule_problems(scenario)
        if rule_problems:
            for p in rule_problems:
                str(p).encode("utf-8")
            return Case(REFUSED, "; ".join(str(p) for p in rule_problems[:3]))
        failure = play_a_little(Game(scenario, seed), seed, actions)
        if failure is not None:
            return Case(CRASH, failure)
        return Case(PLAYED)
    except Exception as e:
        return Case(CRASH, f"{type(e).__name__}: {e}", traceback.format_exc())


def try_save(text: str | bytes, base_dir: Path | None = None, seed: int = 0, actions: int = 6) -> Case:
    """Load a saved game's JSON text as ``load_game`` would, then play on a little."""
    try:
        try:
            doc = parse_json_text(text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass"), "<mutant save>")
            game = game_from_data(doc, "<mutant save>", base_dir)
        except ScenarioError as e:
            return Case(REFUSED, _refusal(e))
        except ReplayError as e:
            _printable(e)
            return Case(REFUSED, str(e)[:300])
        failure = play_a_little(game, seed, actions)
        if failure is not None:
            return Case(CRASH, failure)
        return Case(PLAYED)
    except Exception as e:
        return Case(CRASH, f"{type(e).__name__}: {e}", traceback.format_exc())
