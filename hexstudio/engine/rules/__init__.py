"""Named battle rules that plug into the engine through ``registry`` hooks.

Each module declares its rules with ``base.named_rule`` and registers the
hooks it needs; importing this package (a plug-in of ``Game``) registers
them all. See each module's docstring for the params:

- ``assault_landing`` (``assault_landing.py``), ``naval_support_shift``
  (``naval_support.py``), ``paradrop`` (``paradrop.py``, with ``contact.py``),
  ``japanese_landing`` and ``entry_requires_friendly_formation``
  (``entry_limits.py``), ``withdrawal_trace_to_beaches`` and the
  ``trace_to_port`` recovery (``trace.py``), ``withdrawal_only_exit``,
  ``reserve_units`` and ``advance_limits`` (``sicily_limits.py``),
  ``naval_support_counter`` (``naval_counter.py``), and the guerrillas'
  support exception (``guerrilla_support.py``).
"""

from hexstudio.engine.rules import (  # noqa: F401
    armor_mountain,
    assault_landing,
    contact,
    entry_limits,
    guerrilla_support,
    naval_counter,
    naval_support,
    paradrop,
    sicily_limits,
    trace,
)
from hexstudio.engine.rules.base import RULES, compile_rules, compiled

__all__ = ["RULES", "compile_rules", "compiled"]
