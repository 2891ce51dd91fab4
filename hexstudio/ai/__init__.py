"""The computer opponent: plays any battle, through the engine's public rules.

Public API (stable; the balance runner and the play mode build on it)::

    from hexstudio.ai import LEVELS, DEFAULT_LEVEL, make_player, acting_side, play_match

    LEVELS == ("recruit", "regular", "veteran")      # quickest first
    acting_side(game) -> str | None                   # who must act now
    player = make_player("ai:regular", "allies", seed=1)   # or "ai:recruit", "ai:veteran", "random"
    action = player.choose(game, progress=None, cancel=None)
    game.apply(action)
    result = play_match(scenario, seed, {"allies": "ai:regular", "axis": "random"}, ai_seed=0)

``choose`` never changes the game it is given: it looks ahead on forks
(``fork.py``) whose dice are its own, never the game's. ``progress(text,
done, total)`` is called as it works ("movement: 14 of 38 units");
``cancel`` (anything with ``is_set()``, e.g. a ``threading.Event``) stops the
search early and the best plan found so far is used. The heavy parts (the
plan of a movement phase, the plan of a combat phase) are computed in the
first call of a phase; later calls carry the plan out one action at a time.

How it plays
------------

*What it values* (``evaluate.py``, ``knowledge.py``) comes from the scenario
alone, with no code per battle: the engine's score (objectives held, unit
points, exits), the objectives still to be won or kept — each hex's chance
of being held when it scores, from the influence of both sides' units (their
strength discounted by the turns of movement, along the engine's own movement
costs, they need to get there, cut off beyond the turns left) and from who
stands on it and holds it now (asked of the engine's victory code, so it
follows the engine's control rule) — the material on the board (strength,
and the points the score gives for units), and the danger each stack stands
in (the enemy's attack strength that can reach it next turn against its
defence, its terrain's column shifts, and whether it could retreat: an
encirclement the enemy would get for free costs the whole stack). A side's
posture follows from these terms: objectives the enemy holds pull its units
forward, objectives it holds keep them back, exits that pay pull units off
the map.

*Combat* (``combat.py``, ``combat_value.py``) is valued by expected value over
the exact result chances the engine's preview gives (every shift, the 36
throws of two dice through the printed table). The combat phase is planned
as a whole (which targets, which attackers, guns and air points; every unit
obliged to attack in some attack), then declared one combat at a time and
planned again after each result. The defender's support is chosen the same
way. Dice are never rolled to look ahead.

*Movement* (``movement.py``) is planned as a whole phase by Online
Evolutionary Planning (Justesen et al.): one gene per unit that may act,
chosen among its best options (stay, a hex ``legal_moves`` offers, an entry
hex and the move after it, any one-unit action a registered generator
offers: a sea move, a paradrop, leaving the map), plans valued by the board
evaluation including the attacks they set up for the next combat phase.

*Decisions and new rules* (``lookahead.py``): every question (losses,
retreats, advances, exchanges, withdrawals, floods, returns...) is answered
by trying each answer on a fork and evaluating the position after it,
following its own further answers a level or two deep. An action of a kind
it has no model for — a new special rule's, offered by its generator — is
played when the position after it (and after the end of the phase) is better
than without it, so new rules need no change here. Before ending a phase it
checks the engine would allow it; if not (an obligation unmet, a hex
over-stacked, a reinforcement that must enter), it searches the legal actions
on forks for one that lets the phase end.

*Levels* (``levels.py``): ``recruit`` plans movement greedily (each unit its
best option, strongest first); ``regular`` and ``veteran`` evolve plans with a
larger budget, preview more attacker groupings and look further into their
own chained decisions. Budgets are work units (plans valued), never time, so
a choice depends only on the game, the level and the player's seed.

Limits: the enemy's reply is judged by the danger map, not searched; a plan
made at the start of a phase is carried out even if an early combat result
would suggest another (combat is planned again after every result); the
weights of the evaluation are set by hand, not learned.
"""

from __future__ import annotations

from hexstudio.ai.levels import DEFAULT_LEVEL, LEVELS
from hexstudio.ai.match import MatchResult, play_match
from hexstudio.ai.player import ComputerPlayer, NoAction, Player, RandomPlayer, acting_side, make_player

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "ComputerPlayer",
    "MatchResult",
    "NoAction",
    "Player",
    "RandomPlayer",
    "acting_side",
    "make_player",
    "play_match",
]
