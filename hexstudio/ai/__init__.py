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
alone, with no code per battle:

- the engine's score (objectives held, unit points, exits), own minus enemy's;
- the objectives still to be won or kept: each objective hex's chance of
  being held when it scores, from the influence of both sides' units (their
  strength discounted by the turns of movement, along the engine's own
  movement costs, they need to get there, cut off beyond the turns left),
  from who stands on it and who holds it now (asked of the engine's victory
  code, so it follows the engine's control rule); a large objective (a
  forest) is judged as one area;
- outright wins: an automatic victory (hold X at the end of turn N) is an
  objective worth a win on that turn; an annihilation rule is worth a win
  times the chance the target is wiped out in time, from its units left
  against the turns left, so each of its units eliminated counts for more as
  the deadline nears;
- material: every unit's strength on the victory-point scale, and the
  points the score gives or takes for it (eliminated, reduced, intact);
- exits: an exit zone whose first exit would pay the leaving side now (its
  own points, or the points the other side keeps while nobody has left
  there) is valued like an objective, won with the chance the units the
  zone admits get there before the other side's units bar the way; at the
  strongest level an exit that pays nothing by itself (Sicily's Germans score
  as much evacuated as left intact) is still worth, to the side that would
  bar it, what the enemy's units save by leaving: the points their
  destruction would bring, times the chance they are destroyed if they stay
  (``ObjectiveModel.escape_stake``);
- danger: each stack's expected loss from the enemy's next attack: the
  enemy units that can reach a hex next to it in their next movement (the
  engine's movement costs; its units block them, its zones stop them),
  against its defence with its terrain's column shifts, and whether it
  could retreat (an encirclement the enemy would get for free costs the
  whole stack), less half what the attack would cost those units.

A side's posture (attacker, defender, race to an exit) follows from these
terms: objectives the enemy holds pull its units forward, objectives it
holds keep them back, exits that pay pull units off the map. It is also
named (``evaluate.posture``: a defender stands to hold most of the objective
points at the start, or wins by surviving an annihilation rule), and only a
defender's veteran plays the enemy's reply out.

*Combat* (``combat.py``, ``combat_value.py``) is valued by expected value over
the exact result chances the engine's preview gives (every shift, the 36
throws of two dice through the printed table), each result read through the
scenario's result codes (steps, eliminations, retreats with the retreat the
unit really has, exchanges, advances into the hex). The combat phase is
planned as a whole (which targets, which attackers, guns and air points; every
unit obliged to attack in some attack), then declared one combat at a time
and planned again after each result. The defender's support is chosen the
same way. The computer never rolls to look ahead.

*Movement* (``movement.py``) is planned as a whole phase by Online
Evolutionary Planning (Justesen et al.): one gene per unit whose choice
matters (in touch with the enemy, at risk, on an objective), chosen among its
best options (stay, a hex ``legal_moves`` offers, an entry hex and the move
after it, any one-unit action a registered generator offers: a sea move, a
paradrop, leaving the map), whole plans valued by the board evaluation
including the attacks they set up for the next combat phase. The plan is
rehearsed on a fork (``player.py``): a move the engine no longer allows is
replaced by the unit's next best option, and if the phase could not end (a
hex over-stacked at the end of the phase, a carrier cut off, a reinforcement
still due) actions are added, found on forks, that let it end, or the moves
that broke one of the engine's end-of-phase checks are taken back on the fork.

*Decisions and new rules* (``lookahead.py``): every question (losses,
retreats, advances, exchanges, withdrawals, floods, returns...) is answered by
trying each answer on a fork and evaluating the position, following its own
further answers within a budget of positions. An action of a kind it has no
model for (a new special rule's, offered by its generator) is played when the
position after it and the end of the phase is better than without it. A fork
rolls with the computer's own seed, never the game's, so when such an action
rolls dice the fork shows one throw of what the dice might do, not the real
one; the value is then the mean of ``Level.samples`` throws. Known combats and
bombardments are valued exactly when the computer chooses them.

*The enemy's reply* (``reply.py``, the strongest level): the board value of
a movement plan does not see what the enemy does next, and a wide search
finds plans it likes that the enemy punishes. So the veteran takes a few of
the search's plans (the best, each unit's own best option, holding, the
safest, the best with danger counted more) and plays each out on forks: the
plan, its own combat phase and the enemy's whole next side-turn, both sides
played by the quickest level, the combats rolled with the computer's own
dice (``Level.reply_samples`` throws, the same for every plan); it plays the
plan whose position is best where its next phase begins. It does so only for
the side that must hold or survive (``evaluate.posture``): for an attacker
the recruit's reply undervalued pressing on and cost more games than it won.

*Levels* (``levels.py``): ``recruit`` plans movement greedily (each unit its
best option, strongest first, within stacking limits); ``regular`` (the
default) and ``veteran`` evolve plans with larger budgets, keep more options
per unit, preview more attacker groupings, look at more entry hexes and
landings and further into their own chained decisions. Budgets are work
units (plans valued, look-aheads, positions evaluated, actions played on
forks), never time, so a choice depends only on the game, the level and the
player's seed. Only ``veteran`` plays the enemy's reply out, and only for a
defender, and only ``veteran`` weighs the enemy's escapes through exits that
score nothing by themselves (the quicker levels' play is kept as it was).

Limits: below the veteran the enemy's reply is judged by the danger map; the
veteran plays one reply (the quickest level's) to a handful of plans, not a
tree; the evaluation's weights are set by hand, not learned; a movement plan
is made at the start of the phase and carried out (combat is planned again
after every result); a battle's designer cannot yet give the computer hints
(targets, aggression) in the scenario.
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
