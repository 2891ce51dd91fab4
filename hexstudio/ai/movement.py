"""Planning a whole movement phase: Online Evolutionary Planning.

Moves interact (stacks, zones of control, who can attack what next phase,
who stands on an objective), so the phase is planned as one *genome*: one
gene per unit that may act, whose value is one of that unit's options —
stay, move to one of the hexes the engine says it can reach
(``Game.legal_moves``), enter as a reinforcement at an entry hex and move on,
or any other action a registered generator offers for that one unit (a sea
move and the move after landing, a paradrop, leaving the map...). Options
that need a look-ahead (where can it go once landed?) are found on forks.

1. **Sifting**: every option gets a quick value for its unit alone (its pull
   on the objectives, the attack it makes possible, the danger it stands in,
   how much nearer the front or the objectives it gets, the points its action
   scores by itself); each unit keeps its best ``options_per_unit``.
2. **A first plan**: the strongest units choose first, each its best
   option that does not over-stack a hex.
3. **Evolution** (levels above the quickest): a population of plans evolves
   by uniform crossover of good plans and mutation of a few genes, each plan
   valued by ``Board.value``: the objective points expected from everyone's
   influence and occupation, the value of the attacks the plan sets up for
   the next combat phase (the table's exact chances, with the encirclement
   the plan makes and the obliged attacks it forces), minus the danger each
   stack stands in, plus what the options score by themselves, with a heavy
   penalty for a hex over its stacking limit. The budget is a number of plans
   valued (``Level.evaluations``), never a time.

The plan is carried out one action at a time through ``Game.apply`` (the
player returns each in turn); an option the engine no longer allows (a hex
filled meanwhile) is replaced by the unit's best legal one.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from hexstudio.ai.combat import hex_gain
from hexstudio.ai.combat_value import ENCIRCLED, FREE, TRAPPED, Fighter, expect_memo, synthetic_lines
from hexstudio.ai.evaluate import TAU, Evaluator, encircle_shift, hold_chance
from hexstudio.ai.fork import fork
from hexstudio.ai.knowledge import INF, Knowledge, turns_to
from hexstudio.ai.levels import Level
from hexstudio.ai.lookahead import stable_int
from hexstudio.engine import registry
from hexstudio.engine.actions import Action, EndPhase, EnterReinforcement, MoveStack
from hexstudio.engine.combat.shifts import hex_terrain_shifts
from hexstudio.engine.core_rules import core_candidates
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game
from hexstudio.engine.reinforcements import entry_hexes, entry_problem, waiting_units
from hexstudio.engine.stacking import hex_limit
from hexstudio.engine.zoc import (
    enemy_zoc,
    has_zoc,
    in_exempt_terrain,
    in_sheltered_terrain,
    obligation_exemption,
    zoc_of_hex,
)
from hexstudio.hexgrid import Hex

PENALTY = 1000.0
PROGRESS = 0.04  # per turn nearer the front or an objective, per point of the unit's worth
# The holding plan keeps a unit where it stands unless standing there costs it more
# than its safest option by this share of its worth (``MovementPlanner.holding_plan``).
STEP_BACK = 0.2


@dataclass
class Option:
    hex: Hex | None  # where the unit ends (None: off the map)
    actions: tuple[Action, ...]  # what to play (empty: stay)
    kind: str  # stay, move, enter, other
    bonus: float = 0.0  # points the option scores by itself (own minus enemy's)
    progress: float = 0.0
    local: float = 0.0
    contrib: list[float] = field(default_factory=list)
    takes: tuple[int, ...] = ()  # objective hexes (positions in the model) it takes on its way (rules.control)
    holds: bool = True  # it takes (or holds) the hex it ends in, as rules.control says
    # Worked out by MovementPlanner.prepare for the board value:
    risk: float = 0.0  # the danger the unit would stand in there (with the units there now)
    fixed: float = 0.0
    sparse: tuple[tuple[int, float], ...] = ()
    slot: int | None = None


@dataclass
class Mover:
    uid: str
    options: list[Option]
    strength: float
    attack: int
    defence: int
    zoc: bool


def actor_units(game: Game, a: Action) -> list[str]:
    """The units an action names, in field order."""
    import dataclasses

    out: list[str] = []
    for f in dataclasses.fields(a):
        v = getattr(a, f.name)
        if isinstance(v, str) and v in game.state.units:
            out.append(v)
        elif isinstance(v, tuple):
            out += [x for x in v if isinstance(x, str) and x in game.state.units]
    return out


class MovementPlanner:
    def __init__(self, know: Knowledge, side: str, level: Level, seed: int, evaluator: Evaluator,
                 focus: bool = False) -> None:
        self.know = know
        self.side = side
        self.level = level
        # Massed plans in the first generation (``focus_plans``): the player decides (``ComputerPlayer.focuses``).
        self.focus = focus
        self.seed = seed
        self.evaluator = evaluator
        self.evaluations = 0

    # ------------------------------------------------------------------ setup
    def plan(self, game: Game, progress: Callable[[str, int, int], None] | None = None, cancel=None) -> list[tuple[str, Option]]:
        """The phase's plan: (unit, chosen option) for every unit that acts, in the order to play them."""
        st = game.state
        self.game = game
        self.model = self.evaluator.objective_model(game)
        # No danger once the enemy has no combat phase left (the battle's last phases).
        self.danger = self.evaluator.danger_model(game) if self.know.enemy_attacks_ahead(st, self.side) else None
        self.enemy_zoc = enemy_zoc(game, st, self.side)
        self.enemy_hexes: dict[Hex, list[str]] = {}
        for u in st.units.values():
            if u.status == "on_map" and u.hex is not None and u.side != self.side:
                self.enemy_hexes.setdefault(u.hex, []).append(u.id)
        self._front_fields: dict[str, list[int]] = {}
        # Hexes next to an enemy stack (adjacency is mutual: a hex with an enemy neighbour).
        self.enemy_adjacent: set[Hex] = set()
        for h in self.enemy_hexes:
            self.enemy_adjacent.update(h.neighbours())
        self._takes_passing: dict[str, bool] = {}
        self._score_now: float | None = None  # victory_diff of the position planned from
        # The enemy's exits to bar (the strongest level, where a first exit costs points).
        watch = self.evaluator.watch
        self._watching = watch is not None and watch.active(game)
        self._takes_standing: dict[tuple[str, Hex], bool] = {}
        self._ev_cache: dict[tuple, float] = {}
        self._risk_cache: dict[tuple, float] = {}
        self._shift_cache: dict[tuple, tuple[int, ...]] = {}
        self.rng = random.Random(stable_int("move", self.seed, st.turn, st.phase_index, len(game.log)))
        self._marg: dict[int, float] = {}
        self._live: list[tuple[int, float]] = []  # objective sites whose chance can still move, with their weight
        n = len(self.model.sites)
        slots = len(self.model.hexes)
        # Influences and stacks as they stand (for the sifting of options).
        self.cur_own = [0.0] * n
        self.cur_enemy = [0.0] * n
        self.cur_pos: dict[Hex, list[str]] = {}
        self.contrib_now: dict[str, list[float]] = {}
        for u in st.units.values():
            if u.status != "on_map" or u.hex is None:
                continue
            c = self.evaluator.contribution(self.model, u.id, u.hex, u.steps_lost, u.suppressed, st)
            self.contrib_now[u.id] = c
            bucket = self.cur_own if u.side == self.side else self.cur_enemy
            # Zeros left out of the sums: influences are never negative, the sums the same to the bit.
            for k, x in self.evaluator.sparse_contribution(self.model, u.id, u.hex, u.steps_lost, u.suppressed, st):
                bucket[k] += x
            if u.side == self.side:
                self.cur_pos.setdefault(u.hex, []).append(u.id)
        self.held = []
        for h in self.model.hexes:
            who = self.know.holder(st, h)
            self.held.append(0 if who is None else (1 if who == self.side else -1))
        self._live = [(k, w) for k in range(n) if (w := self.marginal(k)) > 1e-3]
        self._site_hexes = [frozenset(site.hexes) for site in self.model.sites]
        self._pull_memo: dict[tuple[str, int, int], tuple[tuple[float, float | None], ...]] = {}
        self._take_memo: dict[tuple[int, int], float] = {}
        movers = self.gather(game, progress, cancel)
        self.movers = movers
        # Units that stay put whatever the plan.
        moving = {m.uid for m in movers}
        self.base_pos: dict[Hex, list[str]] = {}
        self.base_own = list(self.cur_own)
        self.base_enemy = list(self.cur_enemy)
        self.base_occ = [0] * slots
        for u in st.units.values():
            if u.status != "on_map" or u.hex is None:
                continue
            if u.side == self.side and u.id in moving:
                for k, x in self.evaluator.sparse_contribution(self.model, u.id, u.hex, u.steps_lost, u.suppressed, st):
                    self.base_own[k] -= x
                continue
            if u.side == self.side:
                self.base_pos.setdefault(u.hex, []).append(u.id)
            j = self.model.slot.get(u.hex)
            if j is not None:
                self.base_occ[j] = 1 if u.side == self.side else -1
        self.candidates: list[list[tuple[str, Option]]] = []  # see alternatives
        if not movers:
            return []
        genome = self.first_plan()
        self._seen: dict[tuple[int, ...], tuple[float, float]] = {}  # plans valued: (value, danger)
        # Only units whose choice touches the enemy or the objectives are searched;
        # the others (far behind the front) keep their first choice and join the base.
        active = [i for i, m in enumerate(movers) if self.contested(m)]
        fixed = [i for i in range(len(movers)) if i not in set(active)]
        self.fold_in([(movers[i], movers[i].options[genome[i]]) for i in fixed])
        self.active = [movers[i] for i in active]
        self.prepare()
        best = [genome[i] for i in active]
        if self.level.evaluations > 0 and self.active:
            best = self.evolve(best, progress, cancel)

        def whole(part: list[int]) -> list[tuple[str, Option]]:
            final = list(genome)
            for i, g in zip(active, part, strict=True):
                final[i] = g
            return self.order([(m.uid, m.options[g]) for m, g in zip(movers, final, strict=True)
                               if m.options[g].kind != "stay"])

        self.candidates = [whole(p) for p in self.alternatives(best, [genome[i] for i in active])]
        return whole(best)

    def alternatives(self, best: list[int], first: list[int]) -> list[list[int]]:
        """The plans the enemy's reply is tried against (``Level.reply_plans``), the
        search's best first: the best by the board value; the first plan (each unit
        its own best option, as the quickest level plays); holding (every searched
        unit stays where it is); the safest plan (each
        unit where it stands in the least danger); the best plans with the danger
        they stand in counted two and four times over (a defender's plans that
        bleed less); then the next best by the board value."""
        k = self.level.reply_plans
        if k <= 0:
            return [best]
        seen = self._seen
        out: list[list[int]] = []

        def add(g: list[int]) -> None:
            if len(out) < k and g not in out:
                out.append(list(g))

        add(best)
        add(first)
        add(self.holding_plan(first))
        add(self.safest_plan())
        for w in (1.0, 3.0):
            if seen:
                g = max(seen, key=lambda key: (seen[key][0] - w * seen[key][1], key))
                add(list(g))
        for key in sorted(seen, key=lambda key: (-seen[key][0], key)):
            if len(out) >= k:
                break
            add(list(key))
        return out

    def holding_plan(self, first: list[int]) -> list[int]:
        """For the searched units: each stays where it stands, unless standing there
        costs it more than its safest option by ``STEP_BACK`` of its worth (the enemy
        can destroy it there, or its zone of control obliges the unit to attack at a
        loss): that unit steps back to its safest option, as does a unit that cannot
        stay (a reinforcement that must enter). Holding everything, the units the
        enemy has engaged would throw themselves away in the attacks they owe."""
        st = self.game.state
        safest = self.safest_plan()
        genome = list(first)
        for i, m in enumerate(self.active):
            stay = next((j for j, o in enumerate(m.options) if o.kind == "stay"), None)
            genome[i] = safest[i]
            if stay is None or stay == safest[i]:
                continue
            worth = self.know.material(m.uid, st.units[m.uid].steps_lost) if st.units[m.uid].status == "on_map" else 0.0
            if self.standing_cost(m.uid, m.options[stay]) <= self.standing_cost(m.uid, m.options[safest[i]]) + STEP_BACK * worth:
                genome[i] = stay
        return genome

    def safest_plan(self) -> list[int]:
        """For the searched units: each the option where standing costs it least
        (``standing_cost``; the better for itself among equals), within the hexes'
        stacking limits."""
        game = self.game
        counts: dict[Hex, int] = {h: len(v) for h, v in self.base_pos.items()}
        genome = [0] * len(self.active)
        order = sorted(range(len(self.active)), key=lambda i: (-self.active[i].strength, self.active[i].uid))
        for i in order:
            m = self.active[i]
            cost = [self.standing_cost(m.uid, o) for o in m.options]
            ranked = sorted(range(len(m.options)), key=lambda j: (round(cost[j], 6), -m.options[j].local, j))
            choice = next((j for j in ranked if m.options[j].hex is None
                           or counts.get(m.options[j].hex, 0) + 1 <= hex_limit(game, m.options[j].hex)), ranked[0])
            genome[i] = choice
            h = m.options[choice].hex
            if h is not None:
                counts[h] = counts.get(h, 0) + 1
        return genome

    def standing_cost(self, uid: str, o: Option) -> float:
        """What ending where the option ends costs the unit by itself: the danger it
        stands in there and, where an enemy zone of control obliges it to attack
        (RULES A3.9), the loss its best attack alone would bring."""
        cost = o.risk
        if o.hex is None or not self.hexinfo(o.hex)[3] or not self.obliged_in(uid, o.hex):
            return cost
        best = None
        for nb in o.hex.neighbours():
            if nb in self.enemy_hexes:
                v = self.attack_value(nb, (uid,), False, {uid: o.hex})
                best = v if best is None else max(best, v)
        return cost - min(0.0, best) if best is not None else cost

    def contested(self, m: Mover) -> bool:
        """Does this unit's choice matter beyond its own progress (the enemy, danger, objectives, points)?"""
        for o in m.options:
            h = o.hex
            if o.bonus or o.takes:
                return True
            if h is None:
                continue
            if h in self.model.slot or o.risk > 0.01 * self.know.material_scale:
                return True
            if any(n in self.enemy_hexes for n in h.neighbours()):
                return True
        return False

    def fold_in(self, chosen: list[tuple[Mover, Option]]) -> None:
        """Make the chosen options of units that are not searched part of the base."""
        self._fixed_extra = 0.0
        for m, o in chosen:
            self._fixed_extra += o.bonus + o.progress
            if o.hex is not None:
                self.base_pos.setdefault(o.hex, []).append(m.uid)
                j = self.model.slot.get(o.hex)
                if j is not None and self.base_occ[j] != -1:
                    self.base_occ[j] = 1
                    if o.holds:
                        self.held[j] = 1
            for k, x in enumerate(o.contrib):
                if x:
                    self.base_own[k] += x
            for j in o.takes:
                self.held[j] = 1

    def gather(self, game: Game, progress, cancel) -> list[Mover]:
        st = game.state
        side = self.side
        movers: dict[str, Mover] = {}
        own = sorted((u for u in st.units.values() if u.side == side and u.status == "on_map" and u.hex is not None
                      and "stopped" not in u.flags), key=lambda u: u.id)
        waiting = waiting_units(game, side)
        total = len(own) + len(waiting)
        done = 0
        for u in own:
            if cancel is not None and cancel.is_set():
                break
            done += 1
            if progress:
                progress(f"movement: {done} of {total} units", done, total)
            reach = game.legal_moves((u.id,))
            if reach.blocked is not None:
                continue
            opts = [self.option(u.id, u.hex, (), "stay")]
            for h in sorted(reach.destinations(), key=lambda x: (x.q, x.r)):
                path = reach.path_to(h)
                opts.append(self.option(u.id, h, (MoveStack((u.id,), path),), "move", path=path))
            movers[u.id] = self.mover(u.id, opts)
        # Reinforcements waiting to come on, and other actions a registered generator
        # offers for one unit (sea moves, drops, exits...). Where a unit can go after
        # such an action is seen on a fork: every waiting unit at its best entry hex,
        # then the most promising others while the look-ahead budget lasts.
        budget = self.level.lookaheads
        added: dict[str, list[Option]] = {}
        queue: list[tuple[float, str, str, Action]] = []
        for uid, group in waiting:
            if cancel is not None and cancel.is_set():
                break
            done += 1
            if progress:
                progress(f"movement: {done} of {total} units", done, total)
            hexes = [h for h in entry_hexes(game, group, uid) if entry_problem(game, uid, h) is None]
            if not hexes:
                continue
            ranked = sorted(hexes, key=lambda h: (-self.quick_pull(uid, h), h.q, h.r))
            opts = [self.option(uid, None, (), "stay")] if group.may_delay else []
            opts += self.options_after(game, uid, EnterReinforcement(uid, ranked[0]), "enter")
            added[uid] = opts
            best = self.quick_pull(uid, ranked[0])
            for h in ranked[1: self.level.entries_per_unit]:
                queue.append((self.quick_pull(uid, h) - best, uid, "enter", EnterReinforcement(uid, h)))
        extra: dict[str, list[Action]] = {}
        for gen in registry.GENERATORS:
            if gen is core_candidates:
                continue
            for a in gen(game):
                if isinstance(a, EndPhase):
                    continue
                units = actor_units(game, a)
                if len(units) != 1 or st.units[units[0]].side != side:
                    continue
                extra.setdefault(units[0], []).append(a)
        for uid in sorted(extra):
            us = st.units[uid]
            here = self.quick_pull(uid, us.hex) if us.hex is not None else 0.0

            def where(a: Action, uid: str = uid) -> float:
                h = getattr(a, "hex", None)
                return self.quick_pull(uid, h) if isinstance(h, Hex) else 0.0

            ranked_acts = sorted(extra[uid], key=lambda a: (-where(a), a.describe()))
            for a in ranked_acts[: 2 * self.level.entries_per_unit]:
                queue.append((where(a) - here, uid, "other", a))
        queue.sort(key=lambda x: (-x[0], x[1], x[3].describe()))
        per_unit: dict[str, int] = {}
        for _gain, uid, kind, a in queue:
            if budget <= 0 or (cancel is not None and cancel.is_set()):
                break
            if per_unit.get(uid, 0) >= self.level.entries_per_unit:
                continue
            if kind == "other" and not game.is_legal(a):
                continue
            budget -= 1
            per_unit[uid] = per_unit.get(uid, 0) + 1
            added.setdefault(uid, []).extend(self.options_after(game, uid, a, kind))
        for uid in sorted(added):
            opts = added[uid]
            if not opts:
                continue
            us = st.units[uid]
            m = movers.get(uid)
            if m is None:
                base = [self.option(uid, us.hex, (), "stay")] if us.status == "on_map" else []
                movers[uid] = self.mover(uid, base + opts)
            else:
                m.options += [self.scored(uid, o) for o in opts]
        out = []
        for uid in sorted(movers):
            m = movers[uid]
            m.options.sort(key=lambda o: -o.local)
            keep = m.options[: self.level.options_per_unit]
            stay = next((o for o in m.options if o.kind == "stay"), None)
            if stay is not None and stay not in keep:
                keep.append(stay)
            m.options = keep
            if keep:
                out.append(m)
        return out

    def options_after(self, game: Game, uid: str, first: Action, kind: str) -> list[Option]:
        """Options that start with ``first``: where the unit stands after it, and where it may move on."""
        st = game.state
        g = fork(game, -7 - stable_int("opt", self.seed, st.rolls, len(game.log), first.describe()) % (1 << 40))
        if game is not self.game:
            before = victory_diff(game, self.side)
        else:  # the position planned from does not change while it is planned
            if self._score_now is None:
                self._score_now = victory_diff(game, self.side)
            before = self._score_now
        try:
            g.apply(first)
        except IllegalAction:
            return []
        us = g.state.units[uid]
        bonus = victory_diff(g, self.side) - before
        out = [self.option(uid, us.hex if us.status == "on_map" else None, (first,), kind, bonus=bonus)]
        if us.status == "on_map" and us.hex is not None and g.state.rolls == st.rolls:
            reach = g.legal_moves((uid,))
            if reach.blocked is None:
                for h in sorted(reach.destinations(), key=lambda x: (x.q, x.r)):
                    path = reach.path_to(h)
                    out.append(self.option(uid, h, (first, MoveStack((uid,), path)), kind, bonus=bonus, path=path))
        return out

    # ------------------------------------------------------------------ values of options
    def mover(self, uid: str, opts: list[Option]) -> Mover:
        """A unit with its options: all lightly valued, the best few (and the best
        next to the enemy, and staying) valued in full."""
        st = self.game.state
        v = self.game.current_values(uid, st)
        m = Mover(uid, [], self.know.strength(uid, st.units[uid].steps_lost, st.units[uid].suppressed), v.attack, v.defence,
                  has_zoc(self.game, st, uid))
        for o in opts:
            self.light(uid, o)
        k = self.level.options_per_unit
        ranked = sorted(range(len(opts)), key=lambda i: (-opts[i].local, i))
        keep = set(ranked[: 2 * k])
        near = [i for i in ranked if opts[i].hex is not None and opts[i].hex in self.enemy_adjacent]
        keep.update(near[:k])
        keep.update(i for i in range(len(opts)) if opts[i].kind == "stay")
        m.options = [opts[i] for i in sorted(keep)]
        for o in m.options:
            self.full(uid, o)
        return m

    def option(self, uid: str, h: Hex | None, actions: tuple[Action, ...], kind: str, bonus: float = 0.0,
               path: tuple[Hex, ...] = ()) -> Option:
        # What the unit takes on its way and where it ends is the engine's control
        # rule: passing through takes a hex only when units take what they enter and
        # keep it once gone, never in a contested hex (enemy ZOC, when that counts).
        takes: tuple[int, ...] = ()
        if path and self.takes_passing(uid):
            takes = tuple(sorted({self.model.slot[x] for x in path[1:] if x in self.model.slot
                                  and self.takes_standing(uid, x)}))
        holds = h is not None and self.takes_standing(uid, h)
        return Option(h, actions, kind, bonus=bonus, takes=takes, holds=holds)

    # The control rule's answers for the position being planned (it does not change
    # while the plan is made), remembered: every option of every unit asks.
    def takes_passing(self, uid: str) -> bool:
        got = self._takes_passing.get(uid)
        if got is None:
            got = self._takes_passing[uid] = self.know.takes_passing(uid, self.game.state)
        return got

    def takes_standing(self, uid: str, h: Hex) -> bool:
        key = (uid, h)
        got = self._takes_standing.get(key)
        if got is None:
            got = self._takes_standing[key] = self.know.takes_standing(uid, h, self.enemy_zoc, self.game.state)
        return got

    def scored(self, uid: str, o: Option) -> Option:
        """The option's quick value for its unit alone (``local``)."""
        if o.contrib:
            return o
        self.light(uid, o)
        self.full(uid, o)
        return o

    def light(self, uid: str, o: Option) -> float:
        """The cheap part of ``local``: pull on the objectives still in play, progress, points scored."""
        game = self.game
        st = game.state
        know = self.know
        us = st.units[uid]
        strength = know.strength(uid, us.steps_lost, us.suppressed)
        mp = know.mp_halves(st, uid)
        o.progress = self.progress_value(uid, o.hex, strength, mp)
        pull = 0.0
        if o.hex is not None and self._live:
            i = game.costs.index.get(o.hex)
            if i is not None:
                for w, e in self._pull_terms(game.movement_profile(uid), mp, o.hex, i):
                    pull += strength * w if e is None else strength * e * w
        for j in o.takes:
            pull += self.take_value(j)
        if o.hex is not None and o.hex in self.model.slot and o.holds:
            pull += self.take_value(self.model.slot[o.hex]) * 2
        o.local = pull + o.bonus + o.progress
        return o.local

    def _pull_terms(self, profile: str, mp: int, h: Hex, i: int) -> tuple[tuple[float, float | None], ...]:
        """For a unit of this movement profile and allowance at ``h`` (map index ``i``):
        per objective site still in play (``_live``, in its order) the site's weight
        and the unit's discount for the turns it needs to get there (None: ``h`` is
        the site's own), leaving out the sites out of its reach or beyond their
        horizon. The same for every unit alike, so worked out once per plan."""
        key = (profile, mp, i)
        got = self._pull_memo.get(key)
        if got is None:
            terms: list[tuple[float, float | None]] = []
            for k, w in self._live:
                if h in self._site_hexes[k]:
                    terms.append((w, None))
                    continue
                c = self.model.field(k, profile)[i]
                if c >= INF:
                    continue
                t = turns_to(c, mp)
                if t <= self.model.sites[k].horizon + 0.5:
                    terms.append((w, math.exp(-t / TAU)))
            got = self._pull_memo[key] = tuple(terms)
        return got

    def full(self, uid: str, o: Option) -> None:
        """Add the dearer part: what it can attack from there, the danger it stands in
        (and the option's influence on every objective, for the board value)."""
        st = self.game.state
        us = st.units[uid]
        o.contrib = (self.evaluator.contribution(self.model, uid, o.hex, us.steps_lost, us.suppressed, st) if o.hex is not None
                     else [0.0] * len(self.model.sites))
        if o.hex is None:
            return
        att = 0.0
        for n in o.hex.neighbours():
            if n in self.enemy_hexes:
                att = max(att, self.attack_value(n, (uid,), False, {uid: o.hex}))
        here = [x for x in self.cur_pos.get(o.hex, []) if x != uid]
        o.risk = self.stack_risk(o.hex, (*here, uid))
        o.local += att - o.risk

    def marginal(self, k: int) -> float:
        """How much the side's expected points grow per point of influence on site ``k`` (now)."""
        got = self._marg.get(k)
        if got is not None:
            return got
        site = self.model.sites[k]
        if site.exit_side is not None:  # an exit zone: what its first exit is worth
            pts = sum(sum(oi.points.values()) for oi, ks, _ in self.model.plan if k in ks)
        else:
            pts = sum(sum(oi.points.values()) for oi in self.know.objectives if site.hexes[0] in oi.hexes)
        i_own = self.cur_own[k]
        i_en = self.cur_enemy[k]
        held = sum(self.held[j] for j in site.slots) / len(site.slots) if site.slots else 0.0
        p = hold_chance(i_own, i_en, 0, held)
        got = pts * p * (1 - p) * 1.2 / (i_own + 0.5)
        self._marg[k] = got
        return got

    def take_value(self, j: int) -> float:
        """What taking objective hex ``j`` is worth (nothing if the side holds it), remembered per plan."""
        key = (j, self.held[j])
        got = self._take_memo.get(key)
        if got is None:
            got = self._take_memo[key] = self._take_value(j)
        return got

    def _take_value(self, j: int) -> float:
        h = self.model.hexes[j]
        if self.held[j] == 1:
            return 0.0
        return 0.3 * sum(sum(oi.points.values()) / max(1, len(oi.hexes) if oi.require == "all" else 1)
                         for oi in self.know.objectives if h in oi.hexes)

    def quick_pull(self, uid: str, h: Hex) -> float:
        st = self.game.state
        strength = self.know.strength(uid, st.units[uid].steps_lost)
        us = st.units[uid]
        c = self.evaluator.contribution(self.model, uid, h, us.steps_lost, us.suppressed, st)
        return sum(x * self.marginal(k) for k, x in enumerate(c)) + self.progress_value(uid, h, strength, self.know.mp_halves(st, uid))

    def front_field(self, profile: str) -> list[int]:
        f = self._front_fields.get(profile)
        if f is None:
            goals = set(self.model.hexes)
            for h in self.enemy_hexes:
                goals.update(n for n in h.neighbours() if n not in self.enemy_hexes)
            f = self.know.distance_field(self.game.costs, tuple(sorted(goals, key=lambda x: (x.q, x.r))), profile)
            self._front_fields[profile] = f
        return f

    def progress_value(self, uid: str, h: Hex | None, strength: float, mp: int) -> float:
        """Nearer the front or an objective is better (a far unit still comes forward)."""
        if h is None:
            return -PROGRESS * 10 * strength * self.know.material_scale
        i = self.game.costs.index.get(h)
        if i is None:
            return 0.0
        c = self.front_field(self.game.movement_profile(uid))[i]
        t = min(10.0, turns_to(c, mp)) if c < INF else 10.0
        return -PROGRESS * t * strength * self.know.material_scale

    # ------------------------------------------------------------------ combat look-ahead pieces
    def stack_risk(self, h: Hex, uids: tuple[str, ...]) -> float:
        if self.danger is None or not uids:
            return 0.0
        key = (h, tuple(sorted(uids)))
        got = self._risk_cache.get(key)
        if got is None:
            got = self._risk_cache[key] = self.evaluator.stack_risk(self.game, h, list(key[1]), self.danger)
        return got

    def terrain_shifts(self, target: Hex, attacker_hexes: frozenset[Hex]) -> tuple[int, ...]:
        key = (target, attacker_hexes)
        got = self._shift_cache.get(key)
        if got is None:
            sc = self.game.scenario
            try:
                sh = hex_terrain_shifts(self.game.view, {t.id: t for t in sc.hexside_types}, target, list(attacker_hexes),
                                        sc.rules.combat.terrain, sc.rules.combat.river_shift)
                got = tuple(s.signed for s in sh)
            except KeyError:
                got = ()
            self._shift_cache[key] = got
        return got

    def attack_value(self, target: Hex, attackers: tuple[str, ...], encircled: bool, hexes: dict[str, Hex] | None = None) -> float:
        """Expected value of attacking ``target`` next combat phase with ``attackers`` standing
        next to it (``hexes``: where the plan puts them; else where they stand)."""
        game = self.game
        st = game.state
        # Where the attackers stand is part of the question: across a river or
        # not changes the column (a unit that would attack from a bridgehead).
        ahex = frozenset((hexes or {}).get(u) or st.units[u].hex for u in attackers if ((hexes or {}).get(u) or st.units[u].hex))
        key = (target, tuple(sorted(attackers)), encircled, ahex)
        got = self._ev_cache.get(key)
        if got is not None:
            return got
        know = self.know
        defenders = self.enemy_hexes.get(target, [])
        a = sum(game.current_values(u, st).attack for u in attackers)
        if a <= 0 or not defenders:
            self._ev_cache[key] = 0.0
            return 0.0
        d = sum(game.current_values(u, st).defence for u in defenders)
        shifts = self.terrain_shifts(target, ahex)  # type: ignore[arg-type]
        retreat = FREE
        if encircled:
            shifts = shifts + encircle_shift(game)
            retreat = ENCIRCLED if game.scenario.rules.retreat.encircled != "none" else TRAPPED
        lines = synthetic_lines(game.scenario.crt, game.scenario.rules.combat, a, d, shifts)
        att = [Fighter(u, know.step_values(st, u), attack=game.current_values(u, st).attack) for u in attackers]
        dfd = [Fighter(u, know.step_values(st, u), defence=game.current_values(u, st).defence, retreat=retreat) for u in defenders]
        gain = hex_gain(know, game, self.side, target, self.evaluator.watch if self._watching else None)
        e = expect_memo(lines, game.scenario.crt.results, att, dfd, gain,
                   game.scenario.rules.combat.defender_holds_retreat_attackers)
        self._ev_cache[key] = e.value
        return e.value

    # ------------------------------------------------------------------ the board value of a plan
    def prepare(self) -> None:
        """What ``value`` reads, worked out once: per option its hex's facts, for
        the units that stay their stacks, zones and neighbours."""
        game = self.game
        st = game.state
        cm = game.costs
        self._hexinfo: dict[Hex, tuple] = {}
        self._unit_zoc = {}
        self._unit_attacks = {}
        # Units let off the attack they would owe if they stay where they stand,
        # engaged (dominant terrain, RULES A3.9): the exemption is lost by moving,
        # since a unit that enters an enemy zone this phase must attack.
        self._stay_exempt: dict[str, Hex] = {}
        for u in st.units.values():
            if u.side == self.side and u.status in ("on_map", "pending"):
                self._unit_zoc[u.id] = has_zoc(game, st, u.id)
                self._unit_attacks[u.id] = game.current_values(u.id, st).attack > 0
                if (self._unit_attacks[u.id] and u.status == "on_map" and u.hex is not None and u.engaged
                        and obligation_exemption(game, st, u.id) is not None):
                    self._stay_exempt[u.id] = u.hex
        for m in self.active:
            for o in m.options:
                o.fixed = o.bonus + o.progress
                o.sparse = tuple((k, x) for k, x in enumerate(o.contrib) if x)
                o.slot = self.model.slot.get(o.hex) if o.hex is not None else None
                if o.hex is not None:
                    self.hexinfo(o.hex)
        # Enemy hexes: where their units could retreat to (before our zones are drawn).
        self._enemy_open: dict[Hex, tuple[Hex, ...] | None] = {}
        for e, uids in self.enemy_hexes.items():
            entry = cm.entry_costs(game.movement_class(uids[0]))
            open_: list[Hex] = []
            friendly = False
            for nb in e.neighbours():
                i = cm.index.get(nb)
                if i is None or entry[i] < 0 or game.view.is_water(nb):
                    continue
                if nb in self.enemy_hexes:
                    friendly = True
                    break
                open_.append(nb)
            self._enemy_open[e] = None if friendly else tuple(open_)
        self._base_ours = set(self.base_pos)
        self._base_zoc: set[Hex] = set()
        self._base_adj: dict[Hex, list[str]] = {}
        self._base_obliged: set[str] = set()
        for h, units in self.base_pos.items():
            info = self.hexinfo(h)
            if any(self._unit_zoc.get(u, True) for u in units):
                self._base_zoc.update(info[2])
            for e in info[1]:
                self._base_adj.setdefault(e, []).extend(units)
            if info[3]:
                self._base_obliged.update(u for u in units if self.obliged_in(u, h))
        self._base_risk = {h: self.stack_risk(h, tuple(units)) for h, units in self.base_pos.items()}
        self._base_risk_total = sum(self._base_risk.values())
        self._base_held = list(self.held)
        if self.know.holding_needs_presence():
            # Held only while occupied: a hex the searched units leave is nobody's
            # unless units that stay are still there.
            for j, o in enumerate(self.base_occ):
                if self._base_held[j] == 1 and o != 1:
                    self._base_held[j] = 0
        for j, o in enumerate(self.base_occ):
            if o == 1 and self._base_stays_holding(j):
                self._base_held[j] = 1

    def _base_stays_holding(self, j: int) -> bool:
        """Do the side's units that stay in objective hex ``j`` hold it (control rule)?"""
        h = self.model.hexes[j]
        st = self.game.state
        return any(self.know.takes_standing(uid, h, self.enemy_zoc, st) for uid in self.base_pos.get(h, ()))

    def obliged_in(self, uid: str, h: Hex) -> bool:
        """Must the unit attack if it ends in ``h``, an obliging hex (``hexinfo``)?"""
        return self._unit_attacks.get(uid, False) and self._stay_exempt.get(uid) != h

    def hexinfo(self, h: Hex) -> tuple:
        """(stacking limit, adjacent enemy hexes, its zone of control, entering it obliges an attack)."""
        got = self._hexinfo.get(h)
        if got is None:
            game = self.game
            adj = tuple(n for n in h.neighbours() if n in self.enemy_hexes)
            obliging = (h in self.enemy_zoc and not in_sheltered_terrain(game, h)
                        and not in_exempt_terrain(game, self.side, h))
            got = self._hexinfo[h] = (hex_limit(game, h), adj, tuple(zoc_of_hex(game, h)), obliging)
        return got

    def value(self, genome: list[int]) -> float:
        """The board value of a plan for the searched units (``self.active``)."""
        self.evaluations += 1
        movers = self.active
        base_pos = self.base_pos
        own = list(self.base_own)
        occ = list(self.base_occ)
        held = list(self._base_held)
        extra = self._fixed_extra
        add: dict[Hex, list[str]] = {}
        for i, g in enumerate(genome):
            m = movers[i]
            o = m.options[g]
            extra += o.fixed
            h = o.hex
            if h is not None:
                lst = add.get(h)
                if lst is None:
                    add[h] = [m.uid]
                else:
                    lst.append(m.uid)
                j = o.slot
                if j is not None and occ[j] != -1:
                    occ[j] = 1
                    if o.holds:
                        held[j] = 1
            for k, x in o.sparse:
                own[k] += x
            for j in o.takes:
                held[j] = 1
        total = extra
        if self.model.sites:
            total += self.model.expected(self.side, own, self.base_enemy, occ, held)
        # Stacks: over the limit, and the danger each stands in.
        risk = self._base_risk_total
        for h, lst in add.items():
            units = base_pos.get(h)
            if units:
                risk -= self._base_risk[h]
                units = units + lst
            else:
                units = lst
            lim = self._hexinfo[h][0]
            if len(units) > lim:
                total -= PENALTY * (len(units) - lim)
            risk += self.stack_risk(h, tuple(units))
        total -= risk
        total += self.attacks(add)
        if self._watching:
            # What the enemy's next exits are expected to cost with the plan's units
            # where it puts them (ExitWatch: their hexes block, their zones stop).
            assert self.evaluator.watch is not None
            total -= self.evaluator.watch.loss(self.game, *self.footprint(add))
        self._last_risk = risk
        return total

    def footprint(self, add: dict[Hex, list[str]]) -> tuple[set[Hex], set[Hex]]:
        """The hexes the side's units stand on with the plan's moves, and those their zones cover."""
        info = self._hexinfo
        zoc = set(self._base_zoc)
        for h, units in add.items():
            if any(self._unit_zoc.get(u, True) for u in units):
                zoc.update(info[h][2])
        return self._base_ours | add.keys(), zoc

    def attacks(self, add: dict[Hex, list[str]]) -> float:
        """The attacks the plan sets up for the next combat phase: each enemy hex
        next to the plan's units at its value (encircled if the plan's zones close
        every way out), best first, each unit once; obliged units left over attack
        at a loss."""
        info = self._hexinfo
        ours, zoc = self.footprint(add)
        adj = {e: list(v) for e, v in self._base_adj.items()}
        obliged = set(self._base_obliged)
        where: dict[str, Hex] = {}
        for h, units in add.items():
            _lim, near, _z, obliging = info[h]
            for e in near:
                got = adj.get(e)
                if got is None:
                    adj[e] = list(units)
                else:
                    got.extend(units)
            if obliging:
                obliged.update(u for u in units if self.obliged_in(u, h))
            for u in units:
                where[u] = h
        if not adj:
            return 0.0
        vals: list[tuple[float, Hex, bool]] = []
        enc: dict[Hex, bool] = {}
        for e, units in adj.items():
            open_ = self._enemy_open[e]
            surrounded = open_ is not None and all(nb in ours or nb in zoc for nb in open_)
            enc[e] = surrounded
            vals.append((self.attack_value(e, tuple(units), surrounded, where), e, surrounded))
        vals.sort(key=lambda x: (-x[0], x[1].q, x[1].r))
        used: set[str] = set()
        total = 0.0
        for v, e, surrounded in vals:
            units = adj[e]
            if used:
                free = tuple(u for u in units if u not in used)
                if not free:
                    continue
                if len(free) != len(units):
                    v = self.attack_value(e, free, surrounded, where)
            else:
                free = tuple(units)
            if v > 0:
                total += v
                used.update(free)
        # Obliged units left over must still attack somewhere: at a loss.
        st = self.game.state
        for u in sorted(obliged - used):
            h = where.get(u) or st.units[u].hex
            if h is None:
                continue
            best = None
            for nb in h.neighbours():
                if nb in self.enemy_hexes:
                    v = self.attack_value(nb, (u,), enc.get(nb, False), where)
                    best = v if best is None else max(best, v)
            if best is not None:
                total += min(0.0, best)
                used.add(u)
        return total

    # ------------------------------------------------------------------ search
    def first_plan(self) -> list[int]:
        """Strongest units first, each its best option that keeps every hex within its stacking limit."""
        game = self.game
        counts: dict[Hex, int] = {h: len(v) for h, v in self.base_pos.items()}
        genome = [0] * len(self.movers)
        order = sorted(range(len(self.movers)), key=lambda i: (-self.movers[i].strength, self.movers[i].uid))
        for i in order:
            m = self.movers[i]
            choice = None
            for j, o in enumerate(m.options):
                if o.hex is None or counts.get(o.hex, 0) + 1 <= hex_limit(game, o.hex):
                    choice = j
                    break
            if choice is None:
                choice = next((j for j, o in enumerate(m.options) if o.kind == "stay"), 0)
            genome[i] = choice
            o = m.options[choice]
            if o.hex is not None:
                counts[o.hex] = counts.get(o.hex, 0) + 1
        return genome

    def focus_plans(self, seed: list[int]) -> list[list[int]]:
        """Plans that mass the searched units on one enemy stack: for each enemy hex
        that two or more of them can reach a hex next to, every one that can moves
        next to it (its best-ranked such option, strongest first, within stacking
        limits), the others as in ``seed``. Mutations of a gene or three do not find
        such a plan: one unit moved next to a strong stack attacks it at poor odds
        and leaves the attack it was part of, so every step towards the massed
        attack looks worse than where it starts (Monte Castelo's Allies attacked
        Monte Belvedere, which wins the Germans the game if they hold it at the end
        of turn 5, once, on turn 5, at 4-1)."""
        game = self.game
        movers = self.active
        fixed: dict[Hex, int] = {h: len(v) for h, v in self.base_pos.items()}
        order = sorted(range(len(movers)), key=lambda i: (-movers[i].strength, movers[i].uid))
        out: list[list[int]] = []
        for e in sorted(self.enemy_hexes, key=lambda h: (h.q, h.r)):
            near = set(e.neighbours())
            reach = {i: [j for j, o in enumerate(movers[i].options) if o.hex in near and o.hex not in self.enemy_hexes]
                     for i in order if movers[i].attack > 0}
            reach = {i: js for i, js in reach.items() if js}
            if len(reach) < 2:
                continue
            g = list(seed)
            counts = dict(fixed)
            for i, gi in enumerate(g):
                h = movers[i].options[gi].hex
                if h is not None:
                    counts[h] = counts.get(h, 0) + 1
            for i in order:
                if i not in reach or movers[i].options[g[i]].hex in near:
                    continue
                for j in reach[i]:
                    h = movers[i].options[j].hex
                    assert h is not None
                    if counts.get(h, 0) + 1 <= hex_limit(game, h):
                        old = movers[i].options[g[i]].hex
                        if old is not None:
                            counts[old] -= 1
                        counts[h] = counts.get(h, 0) + 1
                        g[i] = j
                        break
            if g != seed and g not in out:
                out.append(g)
        return out

    def evolve(self, seed_plan: list[int], progress, cancel) -> list[int]:
        lv = self.level
        rng = self.rng
        movers = self.active
        n = len(movers)
        budget = lv.evaluations
        pop_size = max(4, lv.population)
        cache: dict[tuple[int, ...], float] = {}

        def score(g: list[int]) -> float:
            key = tuple(g)
            v = cache.get(key)
            if v is None:
                v = cache[key] = self.value(g)
                if lv.reply_plans > 0:
                    self._seen[key] = (v, self._last_risk)
            return v

        def mutate(g: list[int], k: int) -> list[int]:
            c = list(g)
            for _ in range(k):
                i = rng.randrange(n)
                opts = len(movers[i].options)
                if opts > 1:
                    # Better-ranked options are drawn more often.
                    j = min(opts - 1, int(rng.expovariate(1.0 / max(1.0, opts / 3))))
                    c[i] = j
            return c

        pop = [list(seed_plan)]
        if self.focus:
            focused = sorted(((score(g), i, g) for i, g in enumerate(self.focus_plans(seed_plan))),
                             key=lambda x: (-x[0], x[1]))
            pop += [g for _, _, g in focused[: pop_size // 2]]
        # Everyone's second choice, one unit at a time, for the strongest units (a local search start).
        while len(pop) < pop_size:
            pop.append(mutate(seed_plan, 1 + rng.randrange(3)))
        best = list(seed_plan)
        best_v = score(best)
        gens = lv.generations
        for gen in range(gens):
            if cancel is not None and cancel.is_set():
                break
            if self.evaluations >= budget:
                break
            if progress:
                progress(f"movement: plan {gen + 1} of {gens}", gen + 1, gens)
            scored = sorted(((score(g), i) for i, g in enumerate(pop)), key=lambda x: (-x[0], x[1]))
            if scored[0][0] > best_v:
                best_v = scored[0][0]
                best = list(pop[scored[0][1]])
            elite = [pop[i] for _, i in scored[: max(2, pop_size // 4)]]
            children = [list(e) for e in elite]
            while len(children) < pop_size:
                a = rng.choice(elite)
                b = rng.choice(elite)
                child = [a[i] if rng.random() < 0.5 else b[i] for i in range(n)]
                child = mutate(child, 1 + int(rng.expovariate(1.0)))
                children.append(child)
            pop = children
        for g in pop:
            if self.evaluations >= budget + pop_size:
                break
            v = score(g)
            if v > best_v:
                best_v, best = v, list(g)
        return best

    # ------------------------------------------------------------------ order of play
    def order(self, plan: list[tuple[str, Option]]) -> list[tuple[str, Option]]:
        """Units leaving a hex before units that go there; entries after the moves from the map."""
        st = self.game.state
        leaving = {st.units[u].hex for u, o in plan if st.units[u].status == "on_map" and o.kind != "stay"}

        def key(item: tuple[str, Option]) -> tuple:
            u, o = item
            into_busy = o.hex in leaving
            return (o.kind == "enter", into_busy, u)

        return sorted(plan, key=key)


def victory_diff(game: Game, side: str) -> float:
    s = game.score()
    return s.get(side, 0) - sum(v for k, v in s.items() if k != side)


__all__ = ["MovementPlanner", "Option", "actor_units"]
