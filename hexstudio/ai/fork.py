"""A private copy of a game for looking ahead, with dice of its own.

``fork(game, dice_seed)`` gives an independent ``Game`` at the same position:
the computer may apply actions to it, ask it anything, and throw it away; the
real game (its state, log, undo and redo stacks, caches) never changes.

The fork rolls with ``dice_seed``, never with the game's seed. The real dice
are a pure function of the game's seed and the roll's serial number, so a
fork that kept the seed would show the computer the very roll the real game
is about to make. A fork with another seed shows it an unrelated throw: at
most a sample of what the dice *might* say. The computer chooses combats by
their exact result probabilities (``combat.py``); a fork rolls when the
computer samples an action kind it has no exact model for (a new special
rule), and when the strongest level plays the enemy's reply out (``reply.py``:
its own and the enemy's combats are rolled there, with its own seed, the same
throws for every plan it compares).
"""

from __future__ import annotations

import copy

from hexstudio.engine.game import Game
from hexstudio.engine.position import Positions


def fork(game: Game, dice_seed: int) -> Game:
    """An independent copy of ``game`` at its current position (see the module docstring)."""
    g = copy.copy(game)
    g.seed = dice_seed if dice_seed != game.seed else dice_seed + 1
    g.state = game.state.copy()
    g.log = list(game.log)
    g._undo = []
    g._redo = []
    # Caches that follow the position are the fork's own; those that depend
    # only on the map (compiled maps, zone-of-control shapes) stay shared.
    g._version = 0
    g._reach_cache = {}
    g._reach_version = -1
    g._applying = False
    g._zoc_cache = {}
    g._zoc_version = -1
    # Each side's view of the position follows the fork's own units (shared,
    # the game and a fork thinking in another thread would rebuild it in turn
    # and change it under each other).
    g._positions = Positions()
    g._stack_here = None
    g.rule_warnings = list(game.rule_warnings)
    for name, value in list(vars(game).items()):
        if "cache" in name and name not in ("_reach_cache", "_zoc_cache") and isinstance(value, dict | list | set):
            setattr(g, name, type(value)())
    return g


def rolled(before: int, game: Game) -> bool:
    """Did the fork roll dice since its ``state.rolls`` was ``before``?"""
    return game.state.rolls != before


def twin(game: Game) -> Game:
    """An independent copy of ``game`` that rolls the same dice: what the game
    itself would do, for a player thinking in another thread (the play mode's
    computer) whose actions are then applied to the real game. The computer's
    own look-ahead still goes through ``fork`` (dice of its own)."""
    g = fork(game, game.seed + 1)
    g.seed = game.seed
    return g
