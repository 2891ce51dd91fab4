"""Questions the rules put to a player in the middle of an action.

Whenever the rules give a player a choice (which unit takes the step loss,
where a unit retreats, which of the listed units withdraws), the engine stores
a ``Decision`` in ``state.pending``. While a decision is pending the only legal
actions are answers to it: ``Choose(option)`` for any decision, or an action
class whose ``answers`` names the decision's kind.

To add a kind of decision (combat engineer: retreats, losses, advances):

1. pick a ``kind`` string, e.g. ``"retreat"``, and create
   ``Decision(kind="retreat", side=..., options=(...), text=..., data={...})``
   in your handler and assign it to ``game.state.pending``;
2. register what happens when it is answered:
   ``register_decision("retreat", resolve)`` with
   ``resolve(game, decision, choice, fx)``; the engine clears
   ``state.pending`` *before* calling it, so the resolver may set a new one
   (a chain of questions).

Options are strings (unit ids, hex labels, "yes"/"no") so that an answer is a
plain JSON value in the saved game.

Several questions can come up in one step (at the start of a turn a strategic
bombing, a unit coming back from off the map and a withdrawal): a rule asks
with ``ask(game, decision)``, which queues the question behind the one
already pending instead of overwriting it; ``Game`` poses the next queued
question once an action leaves nothing pending (``pose_next``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hexstudio.engine.game import Effects, Game


@dataclass(frozen=True)
class Decision:
    """A question for one side. ``options`` are the allowed answers."""

    kind: str
    side: str
    options: tuple[str, ...]
    text: str
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "side": self.side, "options": list(self.options), "text": self.text, "data": self.data}


Resolver = Callable[["Game", Decision, str, "Effects"], None]

_RESOLVERS: dict[str, Resolver] = {}


def register_decision(kind: str, resolve: Resolver) -> None:
    """Say what answering a ``kind`` decision does. Registering again replaces."""
    _RESOLVERS[kind] = resolve


def resolver_for(kind: str) -> Resolver | None:
    return _RESOLVERS.get(kind)


QUEUE = "decisions.queue"  # state.extra: questions waiting behind state.pending (Decision.to_json)


def ask(game: Game, decision: Decision) -> None:
    """Put ``decision`` to its side now, or after the questions already asked."""
    st = game.state
    if st.pending is None:
        st.pending = decision
    else:
        st.extra.setdefault(QUEUE, []).append(decision.to_json())


def pose_next(game: Game) -> None:
    """Nothing pending: ask the oldest queued question (the game calls this after every action)."""
    st = game.state
    queue = st.extra.get(QUEUE)
    if st.pending is not None or not queue:
        return
    d = queue.pop(0)
    if not queue:
        del st.extra[QUEUE]
    st.pending = Decision(d["kind"], d["side"], tuple(d["options"]), d["text"], d["data"])
