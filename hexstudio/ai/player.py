"""The players: the computer at its levels, and the random legal player.

``make_player(spec, side, seed)`` builds one from a spec: ``"ai:recruit"``,
``"ai:regular"``, ``"ai:veteran"`` (or ``"ai"``: the default level) or
``"random"``. ``player.choose(game)`` returns the next action for its side
when ``acting_side(game) == side``; it never changes ``game``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from hexstudio.ai.combat import CombatPlanner
from hexstudio.ai.evaluate import DANGER, DEFENDER, Evaluator, posture
from hexstudio.ai.fork import fork
from hexstudio.ai.knowledge import Knowledge
from hexstudio.ai.levels import DEFAULT_LEVEL, LEVELS, Level, level
from hexstudio.ai.lookahead import Lookahead, answers_of, stable_int
from hexstudio.ai.movement import MovementPlanner, Option, actor_units
from hexstudio.ai.reply import ReplySearch
from hexstudio.engine import registry
from hexstudio.engine.actions import Action, Choose, EndPhase, EnterReinforcement, MoveStack, UseAirBonus
from hexstudio.engine.combat.actions import AirAttack, Bombard, CommitDefence, DeclareAttack
from hexstudio.engine.core_rules import core_candidates, end_phase_problem
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game

Progress = Callable[[str, int, int], None]

MARGIN = 1e-6  # an optional action must improve the position at least this much


class Cancel(Protocol):
    def is_set(self) -> bool: ...


class Player(Protocol):
    side: str
    name: str

    def choose(self, game: Game, progress: Progress | None = None, cancel: Cancel | None = None) -> Action: ...


class NoAction(RuntimeError):
    """The player found no legal action (the position is stuck)."""


def acting_side(game: Game, passed: tuple[str, ...] | frozenset[str] = ()) -> str | None:
    """Who must act now: the side a pending question is put to, else the phase's
    side. In a phase both sides play (Monte Castelo's bombardment stage) the
    sides act in the scenario's order: the first side not yet in ``passed``
    (a driver adds a side once its player returns ``EndPhase`` there; the
    last side's ``EndPhase`` ends the phase). None once the game is over."""
    st = game.state
    if st.game_over:
        return None
    if st.pending is not None:
        return st.pending.side
    if st.active_side is not None:
        return st.active_side
    for s in game.sides:
        if s not in passed:
            return s
    return game.sides[-1]


def actor_of(game: Game, a: Action) -> str | None:
    """The side an action is played for (a ``side`` field, else its units' side), or None (either)."""
    side = getattr(a, "side", None)
    if isinstance(side, str) and side in game.sides:
        return side
    units = actor_units(game, a)
    if units:
        return game.state.units[units[0]].side
    return None


# --------------------------------------------------------------------------- random


class RandomPlayer:
    """The engine's random legal player (``engine/selfplay.py``) as a Player.

    Where the self-play player would take its own moves back with
    ``Game.undo`` (a move that leaves the phase unable to end), this one
    tries the move on a fork first and does not play it: the real game is
    never undone. Any other action of a movement phase, and any action of a
    phase that could not end when it began (reinforcements that must enter),
    is guarded check by check: it is not played when it makes an end-of-phase
    check fail that passed before it (a Reichswald amphibian carried where no
    path leads back to the west edge, 4.4, with no movement left to mend it)."""

    def __init__(self, side: str, seed: int = 0, end_chance: float = 0.08) -> None:
        from hexstudio.engine.selfplay import _Player

        self.side = side
        self.name = "random"
        self.seed = seed
        self._p = _Player(random.Random(stable_int("random", seed, side)), end_chance)

    def choose(self, game: Game, progress: Progress | None = None, cancel: Cancel | None = None) -> Action:
        p = self._p
        for _ in range(200):
            a = p.choose(game)
            if a is None:
                a = p.anything(game)
            if a is None:
                raise NoAction(game.why_illegal(EndPhase()) or "no legal action")
            if isinstance(a, EndPhase) or game.state.pending is not None:
                return a
            if isinstance(a, MoveStack | EnterReinforcement) and p.start_ok and game.is_legal(EndPhase()):
                if self._shuts_phase(game, a):
                    p.banned.add(a)
                    continue
            elif game.phase_kind() == "movement" and self._breaks_a_check(game, a):
                p.banned.add(a)
                continue
            return a
        a = p.anything(game)
        if a is None:
            raise NoAction("no legal action")
        return a

    @staticmethod
    def _passing_checks(game: Game) -> set[int]:
        kind = game.phase_kind()
        return {i for i, (kinds, fn) in enumerate(registry.END_PHASE_CHECKS)
                if (kinds is None or kind in kinds) and fn(game) is None}

    def _breaks_a_check(self, game: Game, a: Action) -> bool:
        g = fork(game, -5 - stable_int("rnd", self.seed, len(game.log)) % (1 << 40))
        passing = self._passing_checks(game)
        try:
            g.apply(a)
        except IllegalAction:
            return True
        return g.state.pending is None and not passing <= self._passing_checks(g)

    def _shuts_phase(self, game: Game, a: Action) -> bool:
        g = fork(game, -3 - stable_int("rnd", self.seed, len(game.log)) % (1 << 40))
        try:
            g.apply(a)
        except IllegalAction:
            return True
        return not g.is_legal(EndPhase())


# --------------------------------------------------------------------------- the computer


class ComputerPlayer:
    """The computer at one level (see ``hexstudio.ai``'s module docstring)."""

    def __init__(self, side: str, level_name: str = DEFAULT_LEVEL, seed: int = 0) -> None:
        self.side = side
        self.level: Level = level(level_name)
        self.name = f"ai:{level_name}"
        self.seed = seed
        self._game: Game | None = None  # the game it plays (its evaluator's); never another with its id
        self._actions: list[Action] = []
        self._plan_key: tuple | None = None
        self._planner: MovementPlanner | None = None
        self._expect_log = -1
        self._tried: set[Action] = set()
        self._tried_key: tuple | None = None
        self._repairs = 0
        self.work = 0  # positions and plans evaluated so far (deterministic work units)
        # What it knows of the battle (the map's distance fields...), when a player
        # thinking on forks of one game lends it (``reply.py``); else built per game.
        self.knowledge: Knowledge | None = None

    # ------------------------------------------------------------------ entry point
    def choose(self, game: Game, progress: Progress | None = None, cancel: Cancel | None = None) -> Action:
        st = game.state
        if st.game_over:
            raise NoAction("the game is over")
        owner = st.pending.side if st.pending is not None else st.active_side
        if owner is not None and owner != self.side:
            raise ValueError(f"it is {owner}'s turn to act, not {self.side}'s (see acting_side)")
        if self._game is not game and self.knowledge is None:
            self._resume(game)  # a phase of its own under way: become the player that played it so far
        know = self.knowledge or Knowledge.of(game)
        if self._game is not game:
            self._game = game
            self._plan_key = None
            self._evaluator = Evaluator(know, self.side, self.level.escapes, self.level.bars_exits,
                                        self.contact_danger(know))
            self._combat = CombatPlanner(know, self.side, self.level)
        # What it sees is worked out from this position, whatever it looked at before.
        self._evaluator.anchor(game)
        if self._combat.watch is not None:
            self._combat.watch.anchor(game)
        key = (st.turn_index, st.phase_index)
        if key != self._tried_key:
            self._tried_key = key
            self._tried = set()
            self._repairs = 0
        if st.pending is not None:
            a = self.answer(game, progress)
        else:
            kind = game.phase_kind()
            phase = game.phase()
            own_phase = phase is not None and phase.side == self.side
            if kind == "movement" and own_phase:
                a = self.movement(game, progress, cancel)
            elif kind == "combat" and own_phase:
                a = self.combat(game, progress, cancel)
            else:
                a = self.other(game, progress, cancel)
        self._expect_log = len(game.log) + 1
        return a

    def _resume(self, game: Game) -> bool:
        """Handed a game in the middle of its own movement phase (a saved game loaded,
        the play mode's Continue after Stop, a new player): become the player that
        played the phase from its start. Within the phase the computer carries out
        the plan it made at the start, and a plan made from the middle would not be
        that plan. So the phase is played again on a copy of the game from its start
        (the log up to there replayed), this player choosing wherever the log has its
        actions; if every choice is the log's, it takes the state that reached, and
        plays on as it would have. If one is not (a log another player made), it
        plans from the board as it stands. False if there is nothing to resume. (In a
        combat phase each declaration is chosen from the board as it stands.)"""
        phase = game.phase()
        st = game.state
        if phase is None or phase.kind != "movement" or phase.side != self.side or st.pending is not None:
            return False
        log = game.log
        here = (st.turn, st.phase_index)
        first = len(log) - 1
        while first > 0 and (log[first - 1].turn, log[first - 1].phase_index) == here:
            first -= 1
        # log[first] opened the phase: the action that ended the one before (each entry
        # is recorded in the phase its action left the game in), or the game's start.
        played = [e.action for e in log[first + 1:] if e.action is not None]
        if not played:
            return False  # nothing played in the phase yet: the plan is made from here anyway
        try:
            copy = Game.replay(game.scenario, game.seed, [e.action for e in log[: first + 1] if e.action is not None])
        except IllegalAction:
            return False
        shadow = ComputerPlayer(self.side, self.level.name, self.seed)
        shadow.level = self.level
        for a in played:
            if acting_side(copy) == self.side:
                try:
                    mine = shadow.choose(copy)
                except NoAction:
                    return False
                if mine != a:
                    return False
            copy.apply(a)
        shadow._game = game
        self.__dict__.update(shadow.__dict__)
        return True

    def contact_danger(self, know: Knowledge) -> float:
        """The chance it counts on that the enemy attacks its stack next to an enemy
        unit: the level's for a defender; an attacker must close with the enemy, so
        it counts the usual (Monte Castelo's Allied veteran won fewer games with it)."""
        return self.level.contact_danger if posture(know, self.side) == DEFENDER else DANGER

    def focuses(self, know: Knowledge) -> bool:
        """Does its movement search start from plans that mass units on one enemy stack
        (``Level.focus``)? Only an attacker's: it must take what the enemy holds, and
        a defender's veteran already plays each plan's reply out."""
        return self.level.focus and posture(know, self.side) != DEFENDER

    def lookahead(self) -> Lookahead:
        return Lookahead(self._evaluator, self.seed, self.level.decision_depth, self.level.samples)

    # ------------------------------------------------------------------ questions
    def answer(self, game: Game, progress: Progress | None) -> Action:
        d = game.state.pending
        assert d is not None
        if progress:
            progress(f"decision: {d.kind}", 0, 1)
        if d.kind == "commit_defence":
            return self._combat.commit_defence(game)
        answers = answers_of(game)
        if not answers:
            raise NoAction(f"no legal answer to '{d.text}'")
        if len(answers) == 1:
            return answers[0]
        look = self.lookahead()
        best: tuple[float, int] | None = None
        share = max(1, self.level.decision_budget // len(answers))
        for i, a in enumerate(answers):
            v = look.value(game, [a], salt=("answer", i), budget=share)
            if v is not None and (best is None or v > best[0] + 1e-9):
                best = (v, i)
        self.work += look.spent
        return answers[best[1] if best else 0]

    # ------------------------------------------------------------------ movement
    def movement(self, game: Game, progress: Progress | None, cancel: Cancel | None) -> Action:
        st = game.state
        key = (st.turn_index, st.phase_index)
        for attempt in range(2):
            if self._plan_key != key or len(game.log) != self._expect_log or attempt:
                know = self.knowledge or Knowledge.of(game)
                planner = MovementPlanner(know, self.side, self.level, self.seed, self._evaluator, self.focuses(know))
                plan = planner.plan(game, progress, cancel)
                self._planner = planner
                self._actions = self.rehearse(game, planner, plan, progress)
                self.work += planner.evaluations + len(self._actions)
                # The reply is played out only for the side that must hold or survive:
                # for an attacker it cost more than it found (see reply.py).
                if self.level.reply_plans > 0 and len(planner.candidates) > 1 and posture(know, self.side) == DEFENDER:
                    self._actions = self.against_reply(game, planner, know, progress, cancel)
                self._plan_key = key
            while self._actions:
                a = self._actions.pop(0)
                if game.is_legal(a):
                    return a
                break  # the board is not what the rehearsal saw (a die of a drop): plan again
            else:
                break
        return self.finish_phase(game, progress, cancel)

    def against_reply(self, game: Game, planner: MovementPlanner, know: Knowledge, progress: Progress | None,
                      cancel: Cancel | None) -> list[Action]:
        """Of the search's best plans, the one whose position is best once the side's
        combat and the enemy's next side-turn are played out on forks (``reply.py``)."""
        search = ReplySearch(know, self._evaluator, self.seed, self.level.reply_samples)
        best: tuple[float, list[Action]] | None = None
        total = len(planner.candidates)
        for n, plan in enumerate(planner.candidates):
            if cancel is not None and cancel.is_set():
                break
            if progress:
                progress(f"movement: the enemy's reply to plan {n + 1} of {total}", n + 1, total)
            acts = self._actions if n == 0 else self.rehearse(game, planner, plan, None)
            v = search.value(game, acts, cancel)
            if v is not None and (best is None or v > best[0] + 1e-9):
                best = (v, acts)
        self.work += search.work
        return self._actions if best is None else best[1]

    def rehearse(self, game: Game, planner: MovementPlanner, plan: list[tuple[str, Option]],
                 progress: Progress | None) -> list[Action]:
        """The plan as the actions to play, tried out on a fork: a move the engine
        no longer allows when its turn comes is replaced by the unit's best legal
        option; if the phase could not end after them (a hex over its limit at the
        end of the phase, a carrier cut off, a reinforcement that must still enter),
        actions are added that let it end, or the last moves are dropped until it can."""
        look = self.lookahead()
        g = look.fork(game, "rehearse")
        acts = self._rehearse_on(g, plan, progress, careful=False)
        if g.is_legal(EndPhase()):
            return acts
        fixed = self._repair_on(g, game, 8)
        if fixed is not None:
            return acts + fixed
        # Again, watching after every unit that the phase can still end.
        g = look.fork(game, "rehearse-carefully")
        acts = self._rehearse_on(g, plan, None, careful=True)
        if g.is_legal(EndPhase()):
            return acts
        fixed = self._repair_on(g, game, 8)
        if fixed is not None:
            return acts + fixed
        # Take the last moves back (on forks) until the phase can end.
        for cut in range(len(acts) - 1, max(-1, len(acts) - 12), -1):
            h = look.fork(game, ("cut", cut))
            try:
                for a in acts[:cut]:
                    h.apply(a)
            except IllegalAction:
                continue
            if h.is_legal(EndPhase()):
                return acts[:cut]
            fixed = self._repair_on(h, game, 4)
            if fixed is not None:
                return acts[:cut] + fixed
        return acts

    def _rehearse_on(self, g: Game, plan: list[tuple[str, Option]], progress: Progress | None, careful: bool) -> list[Action]:
        """Play the plan on the fork ``g``; the actions played. ``careful``: a unit's
        move that would keep the phase from ending is taken back and another tried."""
        acts: list[Action] = []
        total = len(plan)
        failing = phase_problems(g) if careful else set()
        for n, (uid, opt) in enumerate(plan):
            if progress:
                progress(f"movement: {n + 1} of {total} units", n + 1, total)
            tries = [opt]
            for choice in tries:
                mark = len(acts)
                self._play_option(g, uid, choice, acts)
                if len(acts) == mark:
                    alt = self._alternative(g, uid, choice, exclude=tries)
                    if alt is not None and len(tries) < 4:
                        tries.append(alt)
                    continue
                if careful:
                    now = phase_problems(g)
                    if now - failing and self._take_back(g, acts, mark):
                        # This move makes a check of the phase's end fail that did not before
                        # (over-stacking at the end of the phase, a carrier cut off from its
                        # edge): taken back, another option tried.
                        alt = self._alternative(g, uid, choice, exclude=tries)
                        if alt is not None and len(tries) < 4:
                            tries.append(alt)
                        continue
                    failing = now
                break
        return acts

    @staticmethod
    def _take_back(g: Game, acts: list[Action], mark: int) -> bool:
        """Undo the fork's last actions down to ``mark`` (False if a die was rolled: then they stay)."""
        n = len(acts) - mark
        if n <= 0 or len(g._undo) < n:
            return False
        for _ in range(n):
            g.undo()
            acts.pop()
        return True

    def _play_option(self, g: Game, uid: str, opt: Option, acts: list[Action]) -> bool:
        """Apply an option's actions to the fork ``g`` (moves re-pathed as the board now is)."""
        played = False
        for a in opt.actions:
            if isinstance(a, MoveStack):
                a = self._current_move(g, uid, opt)
            if a is None or not g.is_legal(a):
                return played
            try:
                g.apply(a)
            except IllegalAction:
                return played
            acts.append(a)
            played = True
        return True

    def _repair_on(self, g: Game, real: Game, steps: int) -> list[Action] | None:
        """Actions that let the phase end on the fork ``g`` (applied to it), or None."""
        out: list[Action] = []
        for _ in range(steps):
            if g.is_legal(EndPhase()):
                return out
            a = self._repair_step(g)
            if a is None:
                return None
            g.apply(a)
            out.append(a)
        return out if g.is_legal(EndPhase()) else None

    def _repair_candidates(self, game: Game):  # -> Iterator[Action]
        """Legal actions, the likeliest to let the phase end first: entries, attacks
        and answers; then other rules' actions; then moves of the units that moved
        last (an over-stacked hex: the last to enter must move again); then the rest."""
        st = game.state
        seen: set[Action] = set()
        first: list[Action] = []
        others: list[Action] = []
        for gen in registry.GENERATORS:
            if gen is core_candidates:
                continue
            for a in gen(game):
                if isinstance(a, EndPhase) or a in seen:
                    continue
                seen.add(a)
                (first if isinstance(a, DeclareAttack | CommitDefence) else others).append(a)
        if st.pending is not None or game.phase_kind() == "movement":
            for a in core_candidates(game):
                if isinstance(a, MoveStack):
                    break  # the core offers answers, the air bonus and entries before any move
                if isinstance(a, EnterReinforcement | Choose | UseAirBonus) and a not in seen:
                    seen.add(a)
                    first.append(a)
        for a in first + others:
            if game.is_legal(a):
                yield a
        if game.phase_kind() != "movement" or st.active_side is None:
            return
        recent = list(reversed(st.entry_order))
        rest = sorted(u.id for u in st.units.values() if u.side == st.active_side and u.status == "on_map"
                      and u.id not in set(recent))
        for uid in recent + rest:
            reach = game.cached_reach((uid,))
            if reach.blocked is not None:
                continue
            for h in sorted(reach.destinations(), key=lambda x: (x.q, x.r)):
                a = MoveStack((uid,), reach.path_to(h))
                if game.is_legal(a):
                    yield a

    def _repair_step(self, game: Game) -> Action | None:
        """The legal action that best helps the phase end: lets it end, or changes why it cannot."""
        why = end_phase_problem(game) or ""
        look = self.lookahead()
        best: tuple[int, float, Action] | None = None
        for i, a in enumerate(self._repair_candidates(game)):
            if i >= 40 or (best is not None and ((best[0] == 0 and (i >= 5 or not isinstance(best[2], MoveStack)))
                                                 or (best[0] == 1 and i >= 6))):
                break  # enough: the phase can end now, or fails for another reason (the next step goes on)
            h = look.fork(game, ("repair", len(game.log), i))
            try:
                h.apply(a)
            except IllegalAction:
                continue
            still = end_phase_problem(h)
            grade = 0 if still is None else (1 if still != why else 2)
            if grade == 2:
                continue
            if isinstance(a, DeclareAttack):
                v = self._combat.ground_value(game, a.target, a.attackers, a.artillery, a.air_points) or 0.0
            else:
                v = self._evaluator.value(h)
            if best is None or (grade, -v) < (best[0], -best[1]):
                best = (grade, v, a)
        return None if best is None else best[2]

    def _current_move(self, game: Game, uid: str, opt: Option) -> MoveStack | None:
        if opt.hex is None:
            return None
        reach = game.cached_reach((uid,))  # the engine's check then finds it remembered
        if reach.blocked is not None or not reach.can_reach(opt.hex):
            return None
        return MoveStack((uid,), reach.path_to(opt.hex))

    def _alternative(self, game: Game, uid: str, failed: Option, exclude: list[Option] = ()) -> Option | None:  # type: ignore[assignment]
        planner = self._planner
        if planner is None:
            return None
        m = next((m for m in planner.movers if m.uid == uid), None)
        if m is None:
            return None
        for o in sorted(m.options, key=lambda o: -o.local):
            if o is failed or o.kind == "stay" or any(o is x for x in exclude):
                continue
            first = o.actions[0]
            if isinstance(first, MoveStack):
                first = self._current_move(game, uid, o)
            if first is not None and game.is_legal(first):
                return o
        return None

    # ------------------------------------------------------------------ combat
    def combat(self, game: Game, progress: Progress | None, cancel: Cancel | None) -> Action:
        if progress:
            progress("combat: choosing attacks", 0, 1)
        plan = self._combat.plan(game)
        for a in plan:
            if a not in self._tried and game.is_legal(a):
                return a
        return self.finish_phase(game, progress, cancel)

    # ------------------------------------------------------------------ other phases and kinds
    def other(self, game: Game, progress: Progress | None, cancel: Cancel | None) -> Action:
        a = self.optional_action(game, progress, cancel)
        if a is not None:
            return a
        return self.finish_phase(game, progress, cancel, optional=False)

    def optional_action(self, game: Game, progress: Progress | None, cancel: Cancel | None) -> Action | None:
        """The best action of a kind the phase planners do not play, if it improves the position."""
        planned = (MoveStack, EnterReinforcement, DeclareAttack, EndPhase)
        own_phase = game.phase() is not None and game.phase().side == self.side  # type: ignore[union-attr]
        cands: list[Action] = []
        for gen in registry.GENERATORS:
            for a in gen(game):
                if isinstance(a, planned) or a in self._tried or a in cands:
                    continue
                if gen is core_candidates and not isinstance(a, UseAirBonus):
                    continue
                who = actor_of(game, a)
                if who is not None and who != self.side:
                    continue
                if who is None and not own_phase:
                    continue
                if own_phase and game.phase_kind() == "movement" and len(actor_units(game, a)) == 1:
                    continue  # one-unit actions are options of the movement plan
                cands.append(a)
        cands = [a for a in cands if game.is_legal(a)]
        if not cands:
            return None
        if progress:
            progress("looking at other actions", 0, len(cands))
        look = self.lookahead()
        end_ok = game.is_legal(EndPhase())
        base = look.value(game, [EndPhase()], salt="base") if end_ok else self._evaluator.value(game)
        if base is None:
            base = self._evaluator.value(game)
        best: tuple[float, int] | None = None
        for i, a in enumerate(cands):
            if cancel is not None and cancel.is_set():
                break
            v = self.exact_value(game, a, base)
            if v is None:
                seq = [a, EndPhase()] if end_ok else [a]
                v = look.value(game, seq, salt=("opt", i))
                if v is None and end_ok:
                    if self._breaks_the_end(game, a, look, i):
                        continue
                    v = look.value(game, [a], salt=("opt1", i))
            if v is not None and v > base + MARGIN and (best is None or v > best[0] + 1e-9):
                best = (v, i)
        self.work += look.spent
        if best is None:
            return None
        a = cands[best[1]]
        self._tried.add(a)
        return a

    def exact_value(self, game: Game, a: Action, base: float) -> float | None:
        """Actions with an exact model: bombardments and air attacks by their table's chances."""
        from hexstudio.engine.rules.bombardment_stage import StageBombard

        if isinstance(a, Bombard):
            v = self._combat.bombard_value(game, a.target, a.artillery, 0, a.side or None)
        elif isinstance(a, AirAttack):
            v = self._combat.bombard_value(game, a.target, (), a.points, a.side or None)
        elif isinstance(a, StageBombard):
            v = self._combat.bombard_value(game, a.target, a.pieces, 0, a.side)
        else:
            return None
        return None if v is None else base + v

    @staticmethod
    def _breaks_the_end(game: Game, a: Action, look: Lookahead, i: int) -> bool:
        """Would ``a`` make an end-of-phase check fail that passes now? (Not a question
        it raises: that is answered and the phase ends.) A Reichswald amphibian carried
        where no path leads back to the west edge (4.4) stays so: the phase could not end
        and the repairs that followed moved other amphibians into dead ends too."""
        h = look.fork(game, ("opt-end", i))
        try:
            h.apply(a)
        except IllegalAction:
            return True
        return bool(phase_problems(h) - phase_problems(game))

    # ------------------------------------------------------------------ ending a phase
    def finish_phase(self, game: Game, progress: Progress | None, cancel: Cancel | None, optional: bool = True) -> Action:
        if optional:
            a = self.optional_action(game, progress, cancel)
            if a is not None:
                return a
        if game.is_legal(EndPhase()):
            return EndPhase()
        return self.repair(game)

    def repair(self, game: Game) -> Action:
        """The phase may not end yet (an obligation unmet, a hex over-stacked, a
        reinforcement that must enter): the action that helps it end, found on forks."""
        self._repairs += 1
        st = game.state
        rng = random.Random(stable_int("repair", self.seed, st.turn, st.phase_index, len(game.log)))
        if self._repairs <= 60:
            a = self._repair_step(game)
            if a is not None:
                return a
        legal = [a for a in game.legal_actions() if not isinstance(a, EndPhase)]
        if not legal:
            raise NoAction(end_phase_problem(game) or "no legal action")
        return rng.choice(legal)


def phase_problems(game: Game) -> set[int]:
    """Which of the engine's end-of-phase checks (``registry.END_PHASE_CHECKS``) fail now, by index."""
    phase = game.phase()
    if phase is None:
        return set()
    out = set()
    for i, (kinds, fn) in enumerate(registry.END_PHASE_CHECKS):
        if (kinds is None or phase.kind in kinds) and fn(game):
            out.add(i)
    return out


def make_player(spec: str, side: str, seed: int = 0) -> Player:
    """A player from its spec: "ai:recruit" | "ai:regular" | "ai:veteran" | "ai" | "random"."""
    spec = spec.strip()
    if spec == "random":
        return RandomPlayer(side, seed)
    if spec == "ai":
        return ComputerPlayer(side, DEFAULT_LEVEL, seed)
    if spec.startswith("ai:"):
        name = spec[3:]
        if name not in LEVELS:
            raise ValueError(f"unknown level '{name}' in '{spec}' (known: {', '.join(LEVELS)})")
        return ComputerPlayer(side, name, seed)
    raise ValueError(f"unknown player '{spec}': use ai:{'|ai:'.join(LEVELS)} or random")


__all__ = ["ComputerPlayer", "NoAction", "Player", "RandomPlayer", "acting_side", "make_player"]
