"""Random games with the engine's invariants checked as they are played.

``check_random_game(scenario, seed, ...)`` plays a random legal game
(``selfplay.random_game``) and checks, as it goes:

- **queries change nothing**: the game's query guard is on
  (``engine/readonly.py``: every check, legal-move search and preview the
  player makes is verified), and every few actions a battery of queries
  (``why_illegal``, ``is_legal`` of every generator's candidates,
  ``legal_moves`` of some stacks and ``Reach.why``, combat and bombardment
  previews, ``attack_choices``, ``score``, ``legal_actions`` where it is
  cheap) runs with the state's digest compared after each;
- **undo restores exactly**: after an action that can be taken back, undo
  gives back the digest and the log from before it, and redo the one after;
- **save -> load equals the game**, and **save -> load -> continue equals
  continuing**: every ``save_every`` actions the game is saved (embedded
  scenario), loaded at once and compared, and at the end each loaded game
  is given the rest of the actions, which must reach the live position;
- **replay equals the live game** at the end;
- **no stuck phase**: a phase where nothing is legal but an end that is
  refused is a failure (``random_game`` reports it).

``CheckedGame.failures`` lists what broke (empty: all held); ``counts`` says
how much was checked. Used by ``tests/test_random_game_invariants.py`` and,
at scale, ``scripts/fuzz_long.py``.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field

from hexstudio.engine import registry
from hexstudio.engine.actions import Action, EndPhase
from hexstudio.engine.errors import IllegalAction, ReplayError
from hexstudio.engine.game import Game
from hexstudio.engine.save import loads_game, save_data
from hexstudio.engine.selfplay import SelfPlay, random_game
from hexstudio.scenario.model import Scenario


class InvariantBroken(AssertionError):
    """One of the invariants above does not hold."""


@dataclass
class CheckedGame:
    result: SelfPlay
    failures: list[str] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)

    @property
    def ok(self) -> bool:
        return not self.failures


def _same(game: Game, digest: str, what: str) -> None:
    if game.state.digest() != digest:
        raise InvariantBroken(f"{what} changed the game state")


def query_battery(game: Game, rng: random.Random, counts: Counter[str], budget: int = 24) -> None:
    """Ask the position many questions; raise InvariantBroken if any changes it."""
    try:
        from hexstudio.engine.combat.actions import AirAttack, Bombard, DeclareAttack
        from hexstudio.engine.combat.handlers import attack_choices, bombard_preview, combat_preview
    except ImportError:  # the core without the combat package
        DeclareAttack = AirAttack = Bombard = None  # type: ignore[assignment,misc]
    st = game.state
    d0 = st.digest()

    def ask(what: str, fn, *args) -> object:  # type: ignore[no-untyped-def]
        counts["queries"] += 1
        try:
            out = fn(*args)
        except IllegalAction:
            out = None
        _same(game, d0, what)
        return out

    ask("why_illegal(EndPhase)", game.why_illegal, EndPhase())
    ask("score()", game.score)
    candidates: list[Action] = []
    for gen in registry.GENERATORS:
        got = ask(f"the generator {getattr(gen, '__qualname__', gen)}", lambda g=gen: list(g(game)))
        candidates += got or []  # type: ignore[operator]
    rng.shuffle(candidates)
    for a in candidates[:budget]:
        name = type(a).__name__
        ask(f"is_legal({name})", game.is_legal, a)
        ask(f"why_illegal({name})", game.why_illegal, a)
        if DeclareAttack is not None and isinstance(a, DeclareAttack):
            ask("combat_preview", combat_preview, game, a)
            side = st.active_side or ""
            ask("attack_choices", attack_choices, game, side, a.target)
        elif AirAttack is not None and isinstance(a, AirAttack | Bombard):
            ask("bombard_preview", bombard_preview, game, a)
    side = st.active_side
    stacks: dict = {}
    for u in st.units.values():
        if u.status == "on_map" and u.hex is not None and (side is None or u.side == side):
            stacks.setdefault(u.hex, []).append(u.id)
    groups = list(stacks.values())
    rng.shuffle(groups)
    for ids in groups[:3]:
        for chosen in ((ids[0],), tuple(ids)) if len(ids) > 1 else ((ids[0],),):
            reach = ask("legal_moves", game.legal_moves, chosen)
            if reach is None:
                continue
            near = [h for h in game.grid.hexes() if h.distance(st.units[chosen[0]].hex) <= 3]  # type: ignore[arg-type]
            for h in rng.sample(near, min(4, len(near))):
                ask("Reach.why", reach.why, h)  # type: ignore[attr-defined]
    if st.pending is not None or game.phase_kind() not in ("movement", None):
        ask("legal_actions()", lambda: list(game.legal_actions()))
    counts["batteries"] += 1


def check_random_game(
    scenario: Scenario,
    seed: int,
    max_actions: int = 300,
    max_turns: int | None = None,
    query_every: int = 7,
    save_every: int = 50,
    undo_every: int = 1,
    battery_size: int = 24,
    end_chance: float = 0.08,
) -> CheckedGame:
    """Play a random game with every invariant of the module docstring checked.

    Each action is taken back and played again with chance 1/``undo_every``,
    the query battery (``battery_size`` candidates) runs with chance
    1/``query_every``, and the game is saved every ``save_every`` actions
    (0: never); the dice of these choices follow the seed."""
    rng = random.Random(seed * 7919 + 1)
    counts: Counter[str] = Counter()
    saves: list[tuple[list[Action], Game]] = []  # the actions saved, the game loaded from the save
    failures: list[str] = []

    def observe(game: Game, action: Action, before: str) -> None:
        counts["actions"] += 1
        after = game.state.digest()
        if game.can_undo() and (undo_every <= 1 or rng.randrange(undo_every) == 0):
            log = game.actions()
            game.undo()
            if game.state.digest() != before:
                raise InvariantBroken(f"undo of {action.describe()} does not restore the position")
            game.redo()
            if game.state.digest() != after or game.actions() != log:
                raise InvariantBroken(f"redo of {action.describe()} does not give the same position")
            counts["undos"] += 1
        if save_every and counts["actions"] % save_every == 0:
            text = json.dumps(save_data(game))
            again = loads_game(text)
            if again.state.digest() != after:
                raise InvariantBroken(f"the game saved after action {len(game.actions())} loads to another position")
            saves.append((game.actions(), again))
            counts["saves"] += 1
        if query_every and rng.randrange(query_every) == 0:
            query_battery(game, rng, counts, battery_size)

    result = random_game(scenario, seed, max_actions=max_actions, max_turns=max_turns, end_chance=end_chance,
                         observe=observe, verify_queries=True)
    checked = CheckedGame(result, failures, counts)
    if result.error is not None:
        failures.append(result.error)
        return checked
    game = result.game
    played = game.actions()
    try:
        again = Game.replay(scenario, seed, played)
        if again.state.digest() != game.state.digest():
            failures.append(f"seed {seed}: replaying the {len(played)} actions does not reach the live position")
        for prefix, loaded in saves:
            if played[: len(prefix)] != prefix:
                continue  # taken back since
            for a in played[len(prefix):]:
                loaded.apply(a)
            counts["continued"] += 1
            if loaded.state.digest() != game.state.digest():
                failures.append(f"seed {seed}: the game saved after action {len(prefix)}, loaded and continued,"
                                " does not reach the live position")
    except (IllegalAction, ReplayError) as e:
        failures.append(f"seed {seed}: replay or a loaded save refused an action played live: {e}")
    return checked
