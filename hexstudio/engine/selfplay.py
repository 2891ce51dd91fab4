"""Random legal play: a smoke test of a scenario and a source of sample games.

``random_game(scenario, seed, max_actions, max_turns)`` plays a whole game
(or its first ``max_turns`` turns) with a random legal player on both sides
until the game ends, the action or turn budget runs out, play gets stuck (the
phase may not end and nothing else is legal) or the engine fails;
``SelfPlay`` says which, and for a failure the action number and the action,
so that ``hexstudio selfplay SCENARIO --seed S --games 1`` plays the same
game again.

The player answers every pending decision with one of its legal answers. In
other phases it does not list every legal action (that means a movement
search for every unit after every move, far too slow for a 190-counter
battle): it draws a kind of action at random, weighted by the square root of
its number of candidates (moving a unit or a stack, or one of the other kinds
the registered generators propose: entering a reinforcement, a sea move, an
attack...), then a random candidate of that kind, and plays the first legal
one. Each unit or stack it moves is moved once per phase; it ends the phase
at random (``end_chance``) or when nothing is left to try.

When the phase may not end yet and the sampled candidates ran out: if the
phase could end when it began, the player's own actions shut it, so it
takes them back with ``Game.undo`` (never past a commit point, as a player
would) until the phase could end, and leaves the unit whose move caused the
dead end where it is for the rest of the phase (Monte Castelo checks
stacking only at the end of the movement phase, and the last unit into an
over-stacked hex may have no MP left to move again; a Reichswald amphibian
must end where it can trace back to the west edge). Otherwise, or when it
cannot take back, it looks at every legal action (``Game.legal_actions()``).
Each take-back is reported (``SelfPlay.take_backs``); only when nothing is
legal is play stuck.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from hexstudio.engine import registry
from hexstudio.engine.actions import Action, EndPhase, EnterReinforcement, MoveStack, UseAirBonus
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game
from hexstudio.engine.readonly import iterate_read_only
from hexstudio.scenario.model import Scenario

GAME_OVER = "game over"
BUDGET = "action budget spent"
TURNS = "turn limit reached"


@dataclass
class SelfPlay:
    """How one random game went. ``error`` is set when the engine failed or play got stuck."""

    game: Game
    actions: int
    stopped: str  # GAME_OVER, BUDGET, TURNS, or why play got stuck / what failed
    seed: int = 0
    error: str | None = None
    traceback: str = ""
    seconds: float = 0.0
    # Dead ends the player backed out of with undo: (turn, where, why the phase could not end).
    take_backs: list[str] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.stopped == GAME_OVER


@dataclass
class _Player:
    rng: random.Random
    end_chance: float
    phase_key: tuple[int, int] = (-1, -1)
    done: set[tuple[str, ...]] = field(default_factory=set)  # movers tried this phase
    banned: set[Action] = field(default_factory=set)  # actions taken back this phase
    undos: int = 0
    start_ok: bool = False  # could the phase end when it began? (then a dead end is the player's doing)

    def _other_candidates(self, game: Game) -> dict[str, list[Action]]:
        """Candidates of every generator but the core's moves, by kind (not yet checked)."""
        from hexstudio.engine.core_rules import core_candidates
        from hexstudio.engine.reinforcements import entry_hexes, waiting_units

        out: dict[str, list[Action]] = {}
        side = game.state.active_side
        for gen in registry.GENERATORS:
            if gen is core_candidates:
                if game.phase_kind() == "movement" and side is not None:
                    if side in game.air_bonus_once:
                        out.setdefault("UseAirBonus", []).append(UseAirBonus(side))
                    for uid, group in waiting_units(game, side):
                        for h in entry_hexes(game, group, uid):
                            out.setdefault("EnterReinforcement", []).append(EnterReinforcement(uid, h))
                continue
            for a in iterate_read_only(game, getattr(gen, "__qualname__", "a generator"), gen(game)):
                if not isinstance(a, EndPhase):
                    out.setdefault(type(a).__name__, []).append(a)
        return out

    def _movers(self, game: Game) -> list[tuple[str, ...]]:
        st = game.state
        side = st.active_side
        if game.phase_kind() != "movement" or side is None:
            return []
        stacks: dict = {}
        for u in st.units.values():
            if u.side == side and u.status == "on_map" and u.hex is not None and "stopped" not in u.flags:
                stacks.setdefault(u.hex, []).append(u.id)
        out = []
        for ids in stacks.values():
            out += [(uid,) for uid in ids]
            if len(ids) > 1:
                out.append(tuple(ids))
        return [m for m in out if m not in self.done]

    def _try_move(self, game: Game, ids: tuple[str, ...]) -> Action | None:
        self.done.add(ids)
        reach = game.legal_moves(ids)
        dests = sorted(reach.destinations())
        self.rng.shuffle(dests)
        for h in dests[:3]:
            a = MoveStack(ids, reach.path_to(h))
            if a not in self.banned and game.is_legal(a):
                return a
        return None

    def take_back(self, game: Game) -> int:
        """Stuck by its own earlier moves (an over-stacked hex whose last unit
        has no MP left to move again): take actions back, as a player would,
        until the phase could end; never play the last one taken back again
        this phase. Returns how many actions were taken back (0: cannot)."""
        n = 0
        if self.undos >= 20:
            return 0
        self.undos += 1
        while game.can_undo():
            last = game.log[-1].action
            game.undo()
            n += 1
            if isinstance(last, MoveStack):
                self.done.discard(last.units)
            if game.is_legal(EndPhase()):
                if last is not None:
                    self.banned.add(last)
                if isinstance(last, MoveStack):
                    self.done.add(last.units)  # the culprit stays put for the rest of the phase
                return n
        return n

    def choose(self, game: Game) -> Action | None:
        st = game.state
        if st.pending is not None:
            answers = list(game.legal_actions())
            return self.rng.choice(answers) if answers else None
        key = (st.turn, st.phase_index)
        if key != self.phase_key:
            self.phase_key, self.done, self.banned, self.undos = key, set(), set(), 0
            self.start_ok = game.is_legal(EndPhase())
        if self.rng.random() < self.end_chance and game.is_legal(EndPhase()):
            return EndPhase()
        pools: dict[str, list] = self._other_candidates(game)
        movers = self._movers(game)
        if movers:
            pools["MoveStack"] = movers
        while pools:
            # Kinds weighted by the square root of their candidates: moves
            # stay common, and a rare kind (leaving the map) does not drain
            # the armies by being drawn as often as all the moves together.
            kinds = sorted(pools)
            kind = self.rng.choices(kinds, weights=[len(pools[k]) ** 0.5 for k in kinds])[0]
            pool = pools[kind]
            item = pool.pop(self.rng.randrange(len(pool)))
            if not pool:
                del pools[kind]
            if kind == "MoveStack":
                a = self._try_move(game, item)
                if a is not None:
                    return a
            elif item not in self.banned and game.is_legal(item):
                return item
        if game.is_legal(EndPhase()):
            return EndPhase()
        if self.start_ok and game.can_undo() and self.undos < 20:
            return None  # its own moves shut the phase: take them back (cheaper than looking at everything)
        return self.anything(game)

    def anything(self, game: Game) -> Action | None:
        """The phase may not end yet and sampling found nothing: look at every legal action."""
        rest = [a for a in game.legal_actions() if not isinstance(a, EndPhase) and a not in self.banned]
        return self.rng.choice(rest) if rest else None


def random_game(
    scenario: Scenario,
    seed: int = 0,
    max_actions: int = 20_000,
    max_turns: int | None = None,
    end_chance: float = 0.08,
    observe: Callable[[Game, Action, str], None] | None = None,
    verify_queries: bool | None = None,
) -> SelfPlay:
    """Play one game at random (see the module docstring). Never raises for an
    engine failure: it is reported in ``SelfPlay.error``. ``observe(game,
    action, digest_before)``, if given, is called after each action is applied
    (the invariant checks of ``engine/selfcheck.py``); what it raises is
    reported as a failure too. ``verify_queries`` switches the game's query
    guard (``engine/readonly.py``) on or off; None leaves the default."""
    t0 = time.perf_counter()
    game = Game(scenario, seed)
    if verify_queries is not None:
        game.verify_queries = verify_queries
    return play_on(game, seed, max_actions, max_turns, end_chance, observe, t0)


def play_on(
    game: Game,
    seed: int = 0,
    max_actions: int = 20_000,
    max_turns: int | None = None,
    end_chance: float = 0.08,
    observe: Callable[[Game, Action, str], None] | None = None,
    t0: float | None = None,
) -> SelfPlay:
    """Go on playing ``game`` (a new one, or one loaded from a save) at random:
    ``random_game`` without building the game. ``seed`` drives the player."""
    if t0 is None:
        t0 = time.perf_counter()
    player = _Player(random.Random(seed), end_chance)
    n = 0

    backed: list[str] = []

    def done(stopped: str, error: str | None = None, tb: str = "") -> SelfPlay:
        return SelfPlay(game, n, stopped, seed, error, tb, time.perf_counter() - t0, backed)

    while True:
        if game.state.game_over:
            return done(GAME_OVER)
        if n >= max_actions:
            return done(BUDGET)
        if max_turns is not None and game.state.turn_index >= max_turns:
            return done(TURNS)
        try:
            action = player.choose(game)
        except Exception as e:  # an engine failure while looking for actions
            msg = f"seed {seed}, before action {n + 1}: {type(e).__name__}: {e}"
            return done(f"error: {msg}", msg, traceback.format_exc())
        if action is None:
            why = game.why_illegal(EndPhase()) or "no legal action"
            where = f"action {n + 1}, turn {game.state.turn}, {_where(game)}: {why}"
            back = player.take_back(game)
            if back:
                backed.append(where)
                n -= back
                continue
            try:
                action = player.anything(game)
            except Exception as e:
                msg = f"seed {seed}, before action {n + 1}: {type(e).__name__}: {e}"
                return done(f"error: {msg}", msg, traceback.format_exc())
        if action is None:
            why = game.why_illegal(EndPhase()) or "no legal action"
            msg = f"seed {seed}, action {n + 1}: stuck in turn {game.state.turn}, {_where(game)}: {why}"
            return done(f"stuck: {why}", msg)
        before = game.state.digest() if observe is not None else ""
        try:
            game.apply(action)
        except Exception as e:  # IllegalAction here too: it was found legal a moment ago
            kind = "refused" if isinstance(e, IllegalAction) else type(e).__name__
            msg = f"seed {seed}, action {n + 1} ({action.describe()}): {kind}: {e}"
            return done(f"error: {msg}", msg, traceback.format_exc())
        n += 1
        if observe is not None:
            try:
                observe(game, action, before)
            except Exception as e:
                msg = f"seed {seed}, after action {n} ({action.describe()}): {type(e).__name__}: {e}"
                return done(f"error: {msg}", msg, traceback.format_exc())


def _where(game: Game) -> str:
    p = game.phase()
    if p is None:
        return "after the game"
    return f"{p.kind} phase of {p.side or game.state.active_side or 'both sides'}"


def replays_identically(result: SelfPlay) -> bool:
    """Does replaying the recorded actions rebuild the same position?"""
    g = result.game
    return Game.replay(g.scenario, g.seed, g.actions()).state.digest() == g.state.digest()


def play_many(scenario: Scenario, games: int, seed: int = 0, **kw: object) -> Iterator[SelfPlay]:
    """Games with seeds ``seed``, ``seed + 1``, ... (each reproducible alone)."""
    for i in range(games):
        yield random_game(scenario, seed + i, **kw)  # type: ignore[arg-type]
