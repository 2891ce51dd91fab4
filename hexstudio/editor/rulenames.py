"""The engine's named special rules, as the editor offers them.

``hexstudio.engine.rulebook`` lists every rule the engine implements, with a
description, the book sections and the parameters it takes, and checks a
scenario's ``special_rules`` against them. The editor reads it when it is
importable; without it the rule name stays free text and only the file's
own checks run.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from types import ModuleType
from typing import Any

from PySide6.QtCore import QCoreApplication

from hexstudio.app.engine_text import tr_engine
from hexstudio.scenario.model import Scenario
from hexstudio.scenario.validate import Problem


@lru_cache(maxsize=1)
def _rulebook() -> ModuleType | None:
    try:
        return importlib.import_module("hexstudio.engine.rulebook")
    except ImportError:
        return None


@lru_cache(maxsize=1)
def known_rules() -> dict[str, Any]:
    """Every named rule the engine implements (name -> RuleInfo); empty without the rulebook."""
    rb = _rulebook()
    return dict(rb.known_rules()) if rb is not None else {}


def rule_names(scenario: Scenario) -> list[str]:
    """The names to offer: the engine's, then any other the scenario already uses."""
    names = list(known_rules())
    return names + [x for x in dict.fromkeys(r.rule for r in scenario.special_rules) if x not in names]


def rule_help(name: str) -> str:
    """A rule's description, book sections and parameters, for a tooltip or the help line."""
    info = known_rules().get(name)
    if info is None:
        return QCoreApplication.translate("SpecialRules", "'%1' is not a rule the engine knows.").replace("%1", name)
    lines = [f"{info.name}: {tr_engine(info.description)}"]
    if info.sections:
        lines.append(QCoreApplication.translate("SpecialRules", "Rulebook: %1").replace("%1", "; ".join(info.sections)))
    model = getattr(info, "params", None)
    if model is not None and model.model_fields:
        from hexstudio.engine.params import describe_params

        required = QCoreApplication.translate("SpecialRules", "required")
        params = [f"{k} ({kind}{', ' + required if need else ''})" for k, kind, need in describe_params(model)]
        lines.append(QCoreApplication.translate("SpecialRules", "Parameters: %1").replace("%1", ", ".join(params)))
    return "\n".join(lines)


def special_rule_problems(scenario: Scenario) -> list[Problem]:
    """The engine's complaints about the scenario's special rules (none without the rulebook)."""
    rb = _rulebook()
    if rb is None:
        return []
    try:
        return list(rb.special_rule_problems(scenario))
    except Exception as e:  # a half-designed battle must not take the dock down
        return [Problem("special_rules", f"the engine could not check the special rules: {type(e).__name__}: {e}")]
