"""Where rules plug into the engine.

The engine core and the combat package (``engine/combat/``) register their
pieces here at import time; ``Game`` looks them up. Nothing here holds game
data: only which function handles what.

- ``register_handler(ActionType, check, apply)``: ``check(game, action)``
  raises ``IllegalAction`` with the reason, or returns; ``apply(game, action,
  fx)`` changes ``game.state`` (already checked) and reports through ``fx``
  (``engine.changes.Effects``: touched hexes and units, events, dice).
- ``register_generator(fn)``: ``fn(game)`` yields candidate actions for
  ``Game.legal_actions()`` (the AI, the random-play tests); candidates are
  filtered through ``check``, so a generator may be generous.
- ``register_end_phase_check(fn, kinds)``: ``fn(game)`` returns a reason why
  the current phase may not end yet, or None. The must-attack check of the
  combat phase is one (``engine.zoc.must_attack_check``).
- ``register_phase_hook("start"|"end", fn, kinds)``: ``fn(game, fx)`` runs
  when a phase of one of ``kinds`` (all phases when None) starts or ends.
- ``register_turn_event(fn)``: ``fn(game, fx)`` runs at the "events" step of
  the start-of-turn bookkeeping (floods, bridges, markers).
- ``register_attacked_test(fn)``: ``fn(game, hex, defending_side) -> bool``
  says a hex may not be attacked again (this turn or phase). The must-attack
  check lets off a unit whose every adjacent enemy hex is such a hex. Without
  one, a hex in ``state.attacked_hexes`` counts as attacked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from hexstudio.engine.actions import Action
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

CheckFn = Callable[["Game", Any], None]
ApplyFn = Callable[["Game", Any, "Effects"], None]
GeneratorFn = Callable[["Game"], Iterable["Action"]]
PhaseCheckFn = Callable[["Game"], "str | None"]
HookFn = Callable[["Game", "Effects"], None]


@dataclass(frozen=True)
class Handler:
    check: CheckFn
    apply: ApplyFn


HANDLERS: dict[type, Handler] = {}
GENERATORS: list[GeneratorFn] = []
END_PHASE_CHECKS: list[tuple[frozenset[str] | None, PhaseCheckFn]] = []
PHASE_HOOKS: dict[str, list[tuple[frozenset[str] | None, HookFn]]] = {"start": [], "end": []}
TURN_EVENTS: list[HookFn] = []
ATTACKED_TEST: list[Callable[[Game, Any, str], bool]] = []


def register_handler(action_type: type, check: CheckFn, apply: ApplyFn) -> None:
    """Make ``action_type`` playable. Registering a type again replaces it."""
    HANDLERS[action_type] = Handler(check, apply)


def register_generator(fn: GeneratorFn) -> None:
    if fn not in GENERATORS:
        GENERATORS.append(fn)


def register_end_phase_check(fn: PhaseCheckFn, kinds: Iterable[str] | None = None) -> None:
    entry = (None if kinds is None else frozenset(kinds), fn)
    if all(f is not fn for _, f in END_PHASE_CHECKS):
        END_PHASE_CHECKS.append(entry)


def register_phase_hook(when: Literal["start", "end"], fn: HookFn, kinds: Iterable[str] | None = None) -> None:
    hooks = PHASE_HOOKS[when]
    if all(f is not fn for _, f in hooks):
        hooks.append((None if kinds is None else frozenset(kinds), fn))


def register_turn_event(fn: HookFn) -> None:
    if fn not in TURN_EVENTS:
        TURN_EVENTS.append(fn)


def register_attacked_test(fn: Callable[[Game, Any, str], bool]) -> None:
    """Replace the test "may this hex no longer be attacked?" (see the module docstring)."""
    ATTACKED_TEST[:] = [fn]


# --------------------------------------------------------------------------- hooks for named special rules
# Battle rules (``engine/rules/``) add conditions to actions the core already
# knows instead of replacing their handlers, so several rules can share one
# action type. Each hook is a no-op unless a scenario switches its rule on.

ExtraCheckFn = Callable[["Game", Any], "str | None"]
AfterApplyFn = Callable[["Game", Any, "Effects"], None]
EntryFilterFn = Callable[["Game", str, Any, "list[Any]"], "list[Any]"]
MoveCheckFn = Callable[["Game", str], "str | None"]
SupportCheckFn = Callable[["Game", str, Any, str], "str | None"]
ShiftSourceFn = Callable[..., list]
ScoreSourceFn = Callable[["Game", Any], "list[tuple[str, int, str]]"]
EncircledFn = Callable[["Game", Any, str, str], "bool | None"]
RecoveryFn = Callable[["Game", "Effects"], None]

ACTION_CHECKS: dict[type, list[ExtraCheckFn]] = {}
AFTER_APPLY: dict[type, list[AfterApplyFn]] = {}
ENTRY_FILTERS: list[EntryFilterFn] = []
MOVE_CHECKS: list[MoveCheckFn] = []
SUPPORT_CHECKS: list[SupportCheckFn] = []
SHIFT_SOURCES: list[ShiftSourceFn] = []
SCORE_SOURCES: list[ScoreSourceFn] = []
WITHDRAWAL_ENCIRCLED: list[EncircledFn] = []
RECOVERY_MODES: dict[str, RecoveryFn] = {}


def _add(bucket: list, fn: Any) -> None:
    if fn not in bucket:
        bucket.append(fn)


def register_action_check(action_type: type, fn: ExtraCheckFn) -> None:
    """``fn(game, action)`` returns why a (handler-legal) action is still refused, or None."""
    _add(ACTION_CHECKS.setdefault(action_type, []), fn)


def register_after_apply(action_type: type, fn: AfterApplyFn) -> None:
    """``fn(game, action, fx)`` runs after the handler applied the action (same commit)."""
    _add(AFTER_APPLY.setdefault(action_type, []), fn)


AFTER_ANY: list[HookFn] = []


def register_after_any(fn: HookFn) -> None:
    """``fn(game, fx)`` runs after every action is applied (after the per-type hooks)."""
    _add(AFTER_ANY, fn)


def register_entry_filter(fn: EntryFilterFn) -> None:
    """``fn(game, unit_id, group, hexes)`` narrows the hexes a reinforcement may enter at."""
    _add(ENTRY_FILTERS, fn)


MOVE_CHECK_ACTIVE: dict[MoveCheckFn, Callable[[Game], bool]] = {}


def register_move_check(fn: MoveCheckFn, active: Callable[[Game], bool] | None = None) -> None:
    """``fn(game, unit_id)`` says why a unit on the map may not move now, or None.

    Every movement search asks it first, so a check may say whether its rule
    is in a game at all: ``active(game)`` (asked once per game; the named
    rules of a game never change)."""
    _add(MOVE_CHECKS, fn)
    if active is not None:
        MOVE_CHECK_ACTIVE[fn] = active


def move_checks(game: Game) -> tuple[MoveCheckFn, ...]:
    """The ``register_move_check`` checks that may object in this game (kept
    on the game, worked out again if more checks are registered)."""
    got = game.__dict__.get("_move_checks")
    if got is None or got[0] != len(MOVE_CHECKS):
        active = tuple(fn for fn in MOVE_CHECKS if (a := MOVE_CHECK_ACTIVE.get(fn)) is None or a(game))
        got = game.__dict__["_move_checks"] = (len(MOVE_CHECKS), active)
    return got[1]


def register_support_check(fn: SupportCheckFn) -> None:
    """``fn(game, ranged_unit, supported_units, role)`` says why a ranged unit may not fire, or None."""
    _add(SUPPORT_CHECKS, fn)


def register_shift_source(fn: ShiftSourceFn) -> None:
    """``fn(game, side, target, attackers, defenders)`` returns more ground-combat ``Shift``s."""
    _add(SHIFT_SOURCES, fn)


def register_score_source(fn: ScoreSourceFn) -> None:
    """``fn(game, state)`` returns (side, points, reason) lines of the current score."""
    _add(SCORE_SOURCES, fn)


def register_withdrawal_encircled(fn: EncircledFn) -> None:
    """``fn(game, state, unit_id, withdrawal_id)``: True/False overrides whether a withdrawing
    unit counts as encircled (None: no opinion, the core's ``is_encircled`` decides)."""
    _add(WITHDRAWAL_ENCIRCLED, fn)


def register_recovery_mode(name: str, fn: RecoveryFn) -> None:
    """``rules.losses.recovery == name`` runs ``fn(game, fx)`` at the end of each turn."""
    RECOVERY_MODES[name] = fn


AdvanceAllowanceFn = Callable[["Game", str, int], int]
AdvanceStepFn = Callable[["Game", str, Any, Any, int], "str | None"]
ADVANCE_ALLOWANCE: list[AdvanceAllowanceFn] = []
ADVANCE_STEP_CHECKS: list[AdvanceStepFn] = []


def register_advance_rule(allowance: AdvanceAllowanceFn, step: AdvanceStepFn) -> None:
    """Advance after combat: ``allowance(game, unit_id, hexes) -> hexes`` may change how far a
    unit advances; ``step(game, unit_id, from_hex, to_hex, moved_so_far)`` says why one
    advance step is refused, or None."""
    _add(ADVANCE_ALLOWANCE, allowance)
    _add(ADVANCE_STEP_CHECKS, step)


StackingCheckFn = Callable[["Game", Any, Any, "list[str]"], "str | None"]
STACKING_CHECKS: list[StackingCheckFn] = []


STACKING_CHECK_ACTIVE: dict[StackingCheckFn, Callable[[Game], bool]] = {}
STACKING_CHECK_WHERE: dict[StackingCheckFn, Callable[[Game], Any]] = {}
STACKING_CHECK_KIND: dict[StackingCheckFn, Callable[[Game, str], Any]] = {}


def register_stacking_check(
    fn: StackingCheckFn,
    active: Callable[[Game], bool] | None = None,
    where: Callable[[Game], Any] | None = None,
    kind: Callable[[Game, str], Any] | None = None,
) -> None:
    """``fn(game, state, hex, units)`` says why ``units`` may not end together in ``hex``, or None.

    A movement search asks every hex it reaches that holds friends, so a check
    may say where it can object at all: ``active(game)``, whether its rule is in
    this game; ``where(game)``, the map indexes (``game.costs``) of the hexes
    in play where it may object on the map as it stands (hexes out of play are
    always asked); ``kind(game, unit_id)``, a hashable key of what the check
    reads of one arriving unit (fixed for a game), such that its verdict on
    one unit arriving in a hex depends only on the units already there and
    that key: the search then keeps the verdict for every unit of the same
    kind in that position."""
    _add(STACKING_CHECKS, fn)
    if active is not None:
        STACKING_CHECK_ACTIVE[fn] = active
    if where is not None:
        STACKING_CHECK_WHERE[fn] = where
    if kind is not None:
        STACKING_CHECK_KIND[fn] = kind


def stacking_checks(game: Game) -> list[tuple[StackingCheckFn, Any]]:
    """The ``register_stacking_check`` checks that may object in this game, each
    with the map indexes where it may (None: anywhere)."""
    out = []
    for fn in STACKING_CHECKS:
        active = STACKING_CHECK_ACTIVE.get(fn)
        if active is None or active(game):
            where = STACKING_CHECK_WHERE.get(fn)
            out.append((fn, None if where is None else where(game)))
    return out


ClosedHexesFn = Callable[["Game", Any, "tuple[str, ...]", str], "dict[Any, str]"]
CLOSED_HEXES: list[ClosedHexesFn] = []


ClosedKindFn = Callable[["Game", "tuple[str, ...]", str], Any]
CLOSED_HEXES_KIND: dict[ClosedHexesFn, ClosedKindFn] = {}


def register_closed_hexes(fn: ClosedHexesFn, kind: ClosedKindFn | None = None) -> None:
    """``fn(game, state, unit_ids, side)`` returns {hex: reason} for hexes these units may not enter
    (nor pass through) now; movement leaves them out of ``legal_moves`` and gives the reason.
    The answer is read, never changed: a rule may hand out the same dict again.

    Every movement search asks, so a rule may say which stacks get the same
    hexes: ``kind(game, unit_ids, side)`` returns a hashable key such that,
    in one position of the game (until an action is applied or
    ``game.changed()``), every stack of the same side with the same key gets
    the same hexes closed (the reasons may differ), or None when the rule
    never closes anything to these units. The key may depend only on what
    is fixed for a game (the rule's parameters, the units' types and side),
    never on the position: the search keeps it per unit, and asks ``fn``
    once per position and key. Without ``kind`` ``fn`` is asked at every search."""
    _add(CLOSED_HEXES, fn)
    if kind is not None:
        CLOSED_HEXES_KIND[fn] = kind
