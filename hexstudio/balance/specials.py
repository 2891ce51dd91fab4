"""Which special rules acted in a game, read from the engine's events.

The engine does not tag an event with the special rule behind it, but many
events can only come from one rule: a ``sea_move`` from ``sea_movement``, a
``bridge_built`` from ``pontoneer_bridge``, a ``map_changed`` names its rule.
``EVENT_RULES`` lists them; an event counts for the first of its rules the
scenario uses. Rules that only forbid or modify (``congestion``, ``no_move``,
the combat shifts) leave no event of their own: the report says so for them,
and the column shifts that combat applied are counted separately, by the
engine's own description of each shift (which names its book section).
"""

from __future__ import annotations

import json
from typing import Any

from hexstudio.scenario.model import Scenario
from hexstudio.text import Local, Msg

# event kind -> the special rules that produce it, most specific first
EVENT_RULES: dict[str, tuple[str, ...]] = {
    "sea_move": ("sea_movement",),
    "assault_landing": ("assault_landing",),
    "paradrop": ("paradrop",),
    "air_bonus": ("air_bonus_once", "air_bonus_after"),
    "bridge_built": ("pontoneer_bridge",),
    "carried": ("amphibian_transport",),
    "strategic_bombing": ("strategic_bombing",),
    "fortification_destroyed": ("fortification_removed_on_capture",),
    "suppressed": ("suppression",),
    "retreated_off_map": ("off_map_retreat",),
    "returned": ("off_map_retreat",),
    "exited": ("exit_map",),
    "evacuated": ("evacuation",),
    "bombardment_declared": ("bombardment_stage",),
    "displaced": ("flood_event",),
}
# Events whose rule depends on their data (see ``SpecialCounter.event``).
DATA_RULES = {
    "map_changed": ("flood_event", "bailey_bridge"),
    "released": ("release_turns", "early_release"),
    "recovered": ("allied_recovery",),
    "retreat_ignored": ("retreat_exemption", "fortification_no_retreat_loss"),
    "game_over": ("annihilation_victory", "automatic_victory"),
}


# The organisation-bonus rules give their column shifts under one tag ("[organisation
# bonus]", engine/combat/named.py), not their own names: a shift so tagged can be put
# down to a rule only when the battle has exactly one of them.
ORGANISATION_RULES = ("command_bonus", "division_bonus", "armored_brigade_bonus", "battalion_bonus")
ORGANISATION_REF = " [organisation bonus]"


def organisation_rule(present: set[str] | list[str]) -> str | None:
    """The battle's one organisation-bonus rule (None: none, or several sharing the tag)."""
    found = [r for r in ORGANISATION_RULES if r in present]
    return found[0] if len(found) == 1 else None


def observable_rules(present: list[str] | None = None) -> frozenset[str]:
    """Special rules whose acting the engine's events show (``present``: the battle's
    rules, which decide whether its organisation bonus can be told apart)."""
    out = {r for rules in EVENT_RULES.values() for r in rules}
    out |= {r for rules in DATA_RULES.values() for r in rules}
    org = organisation_rule(present or [])
    if org is not None:
        out.add(org)
    return frozenset(out)


class SpecialCounter:
    """Counts, over one game, each special rule's events and each combat shift."""

    def __init__(self, scenario: Scenario) -> None:
        self.present = {sr.rule for sr in scenario.special_rules}
        self.organisation = organisation_rule(self.present)
        self.counts: dict[str, int] = {}
        self.shifts: dict[str, int] = {}

    def _count(self, rule: str | None) -> None:
        if rule is not None and rule in self.present:
            self.counts[rule] = self.counts.get(rule, 0) + 1

    def _first(self, rules: tuple[str, ...]) -> str | None:
        return next((r for r in rules if r in self.present), None)

    def event(self, kind: str, data: dict[str, Any]) -> None:
        if kind in EVENT_RULES:
            self._count(self._first(EVENT_RULES[kind]))
        elif kind == "map_changed":
            key = str(data.get("rule", ""))
            self._count(key.split(":", 1)[0])
        elif kind == "released":
            self._count("release_turns" if data.get("why") else "early_release")
        elif kind == "retreat_ignored":
            # "sheltered terrain" is a rules switch (rules.zoc.sheltered_terrain), not a special rule.
            if getattr(data.get("reason"), "template", data.get("reason")) != "sheltered terrain":
                self._count(self._first(DATA_RULES["retreat_ignored"]))
        elif kind == "recovered":
            if data.get("formation"):
                self._count("allied_recovery")
        elif kind == "game_over":
            term = data.get("termination")
            if term in ("annihilation", "automatic_victory"):
                self._count("annihilation_victory" if term == "annihilation" else "automatic_victory")
        elif kind in ("combat", "bombardment"):
            for text in data.get("shifts") or ():
                as_json = text_to_json(text)
                key = json.dumps(as_json, ensure_ascii=False, sort_keys=True)
                self.shifts[key] = self.shifts.get(key, 0) + 1
                params = as_json.get("params") if isinstance(as_json, dict) else None
                if self.organisation and isinstance(params, dict) and params.get("ref") == ORGANISATION_REF:
                    self._count(self.organisation)

    def results(self) -> tuple[dict[str, int], dict[str, int]]:
        return dict(sorted(self.counts.items())), dict(sorted(self.shifts.items()))


def text_to_json(text: Any) -> Any:
    """An engine sentence as JSON that keeps it translatable: a ``Msg`` becomes
    ``{"msg": template, "params": {...}}``, a scenario text ``{"local": {...}}``."""
    if isinstance(text, Msg):
        return {"msg": text.template, "params": {k: text_to_json(v) for k, v in sorted(text.params.items())}}
    if isinstance(text, Local):
        return {"local": dict(text.texts)}
    if isinstance(text, str | int | float | bool) or text is None:
        return text
    return str(text)


def text_from_json(data: Any) -> Any:
    """The ``Msg`` (or text) ``text_to_json`` wrote; English when printed."""
    if isinstance(data, dict) and "msg" in data:
        try:
            return Msg(str(data["msg"]), {str(k): text_from_json(v) for k, v in dict(data.get("params") or {}).items()})
        except (KeyError, IndexError, ValueError):
            return str(data["msg"])
    if isinstance(data, dict) and "local" in data and isinstance(data["local"], dict):
        return Local({str(k): str(v) for k, v in data["local"].items()})
    return data
