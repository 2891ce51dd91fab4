"""How a named battle rule is declared, checked and looked up.

Each module of ``engine/rules/`` declares its rule with ``@named_rule(name,
description, sections, params=Model)`` on a function ``compile(game, params)
-> object`` that gets the parameters checked against ``Model`` (a
``params.RuleParams``), checks what a model cannot (raising
``RuleParamError`` that names the rule and the parameter) and returns what
the rule's hooks need. ``compile_rules(game)`` runs them all
when a ``Game`` is built (called by ``specials.compile_specials``), so bad
params stop the game at once with a clear message; ``compiled(game, name)``
gives the compiled entries of one rule, in scenario order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from hexstudio.engine.params import RuleParams
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.game import Game

CompileFn = Callable[["Game", Any], Any]  # (game, RuleParams) -> what the rule's hooks need
RULES: dict[str, CompileFn] = {}


class RuleParamError(ValueError):
    """A named rule's parameters cannot be used."""


def named_rule(name: str, description: str | None = None, sections: tuple[str, ...] = (),
               params: type[RuleParams] | None = None) -> Callable[[CompileFn], CompileFn]:
    """Declare a rule: its compile function here, its entry (with its parameters' model) in
    the rulebook (``hexstudio validate``).

    The compile function gets the checked parameters (``params.RuleParams``, read like the
    JSON object) and checks what a model cannot (cross-references between values). A rule
    the rulebook already lists (``description`` None) only adds its compile function."""

    def register(fn: CompileFn) -> CompileFn:
        from hexstudio.engine.rulebook import RULES as BOOK
        from hexstudio.engine.rulebook import RuleInfo

        RULES[name] = fn
        if description is not None:
            if params is None:
                raise TypeError(f"named rule '{name}' needs the model of its parameters")
            BOOK[name] = RuleInfo(name, description, tuple(sections), params, (fn.__module__,))
        elif name in BOOK and fn.__module__ not in BOOK[name].readers:
            info = BOOK[name]
            BOOK[name] = RuleInfo(info.name, info.description, info.sections, info.params,
                                  (*info.readers, fn.__module__), info.check)
        return fn

    return register


def compile_rules(game: Game) -> None:
    out: dict[str, list[Any]] = {}
    for r in game.special_rules:
        fn = RULES.get(r.rule)
        if fn is None:
            continue
        try:
            out.setdefault(r.rule, []).append(fn(game, r.params))
        except RuleParamError as e:
            why = str(e).removeprefix(f"'{r.rule}': ").removeprefix(f"'{r.rule}' ")
            raise RuleParamError(f"special rule '{r.rule}' (special_rules[{r.index}]): {why}") from None
    game.named_rules = out  # type: ignore[attr-defined]


def compiled(game: Game, name: str) -> list[Any]:
    return getattr(game, "named_rules", {}).get(name, [])


# --------------------------------------------------------------------------- parameter readers


def need(rule: str, p: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in p:
        raise RuleParamError(f"'{rule}': '{key}' is required")
    return opt(rule, p, key, kind, None)


def opt(rule: str, p: dict[str, Any], key: str, kind: type | tuple[type, ...], default: Any) -> Any:
    if key not in p:
        return default
    v = p[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if dict in kinds and isinstance(v, RuleParams):
        return v  # a nested object of the rule's model
    if not isinstance(v, kinds) or (isinstance(v, bool) and bool not in kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise RuleParamError(f"'{rule}': '{key}' must be {names}, not {v!r:.40}")
    return v


def str_list(rule: str, p: dict[str, Any], key: str, default: list[str] | None = None, *, required: bool = False) -> list[str]:
    v = need(rule, p, key, list) if required else opt(rule, p, key, list, default or [])
    if not all(isinstance(x, str) for x in v):
        raise RuleParamError(f"'{rule}': '{key}' must list names")
    return list(v)


def int_list(rule: str, p: dict[str, Any], key: str, default: list[int] | None = None) -> list[int]:
    v = opt(rule, p, key, list, default or [])
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        raise RuleParamError(f"'{rule}': '{key}' must list whole numbers")
    return list(v)


def units_param(game: Game, rule: str, p: dict[str, Any], key: str, *, required: bool = False) -> list[str]:
    ids = str_list(rule, p, key, required=required)
    bad = [u for u in ids if u not in game.unit_defs]
    if bad:
        raise RuleParamError(f"'{rule}': '{key}' names unknown unit(s) {', '.join(bad)}")
    return ids


def hex_set_param(game: Game, rule: str, p: dict[str, Any], key: str, *, required: bool = False) -> frozenset[Hex] | None:
    name = need(rule, p, key, str) if required else opt(rule, p, key, str, None)
    if name is None:
        return None
    sets = game._base_view.hex_sets
    if name not in sets:
        raise RuleParamError(f"'{rule}': '{key}': the map has no hex set '{name}'")
    return frozenset(sets[name])


def hexes_param(game: Game, rule: str, p: dict[str, Any], key: str) -> frozenset[Hex]:
    out = set()
    for label in str_list(rule, p, key):
        try:
            out.add(game.grid.parse(label))
        except ValueError:
            raise RuleParamError(f"'{rule}': '{key}': '{label}' is not a hex label of this map") from None
    return frozenset(out)


def side_param(game: Game, rule: str, p: dict[str, Any], key: str = "side", *, required: bool = True) -> str | None:
    side = need(rule, p, key, str) if required else opt(rule, p, key, str, None)
    if side is not None and side not in game.sides:
        raise RuleParamError(f"'{rule}': '{key}': there is no side '{side}' (sides: {', '.join(game.sides)})")
    return side


def unit_tags(game: Game, uid: str) -> frozenset[str]:
    """The unit type's tags and its id (fixed for a game: kept per unit)."""
    known: dict[str, frozenset[str]] | None = game.__dict__.get("_unit_tags")
    if known is None:
        known = game.__dict__["_unit_tags"] = {}
    got = known.get(uid)
    if got is None:
        t = game.unit_types[game.unit_defs[uid].type]
        got = known[uid] = frozenset(t.tags) | {t.id}
    return got


def terrain_at(game: Game, h: Hex) -> set[str]:
    return {game.view.terrain(h), *game.view.features(h)}


def in_contact(game: Game, uid: str) -> bool:
    """Another friendly unit in the hex or next to it (Leyte 4.4, Sicily 4.2.3: "contact")."""
    st = game.state
    us = st.units[uid]
    if us.hex is None:
        return False
    for h in (us.hex, *us.hex.neighbours()):
        for other in st.units_at(h):
            if other.id != uid and other.side == us.side:
                return True
    return False
