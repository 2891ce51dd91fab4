"""Named battle rules that plug into the engine through ``registry`` hooks.

Each module declares one rule (or a family) with ``base.named_rule`` and
registers the hooks it needs; importing this package (a plug-in of
``Game``) registers them all. See each module's docstring for the params.
"""

from hexstudio.engine.rules import guerrilla_support  # noqa: F401
from hexstudio.engine.rules.base import RULES, compile_rules, compiled

__all__ = ["RULES", "compile_rules", "compiled"]
