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

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from hexstudio.ai.combat import hex_gain
from hexstudio.ai.combat_value import ENCIRCLED, FREE, TRAPPED, Fighter, expect_memo, synthetic_lines
from hexstudio.ai.evaluate import Evaluator, encircle_shift, hold_chance
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
from hexstudio.engine.zoc import enemy_zoc, has_zoc, in_sheltered_terrain, zoc_of_hex
from hexstudio.hexgrid import Hex

PENALTY = 1000.0
PROGRESS = 0.04  # per turn nearer the front or an objective, per point of the unit's worth


@dataclass
class Option:
    hex: Hex | None  # where the unit ends (None: off the map)
    actions: tuple[Action, ...]  # what to play (empty: stay)
    kind: str  # stay, move, enter, other
    bonus: float = 0.0  # points the option scores by itself (own minus enemy's)
    progress: float = 0.0
    local: float = 0.0
    contrib: list[float] = field(default_factory=list)
    takes: tuple[int, ...] = ()  # objective hexes (positions in the model) it passes through


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
    def __init__(self, know: Knowledge, side: str, level: Level, seed: int, evaluator: Evaluator) -> None:
        self.know = know
        self.side = side
        self.level = level
        self.seed = seed
        self.evaluator = evaluator
        self.evaluations = 0

    # ------------------------------------------------------------------ setup
    def plan(self, game: Game, progress: Callable[[str, int, int], None] | None = None, cancel=None) -> list[tuple[str, Option]]:
        """The phase's plan: (unit, chosen option) for every unit that acts, in the order to play them."""
        st = game.state
        self.game = game
        self.model = self.evaluator.objective_model(game)
        self.danger = self.evaluator.danger_model(game)
        self.enemy_zoc = enemy_zoc(game, st, self.side)
        self.enemy_hexes: dict[Hex, list[str]] = {}
        for u in st.units.values():
            if u.status == "on_map" and u.hex is not None and u.side != self.side:
                self.enemy_hexes.setdefault(u.hex, []).append(u.id)
        self._front_fields: dict[str, list[int]] = {}
        self._ev_cache: dict[tuple, float] = {}
        self._risk_cache: dict[tuple, float] = {}
        self._shift_cache: dict[tuple, tuple[int, ...]] = {}
        self.rng = random.Random(stable_int("move", self.seed, st.turn, st.phase_index, len(game.log)))
        self._marg: dict[int, float] = {}
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
            for k in range(n):
                bucket[k] += c[k]
            if u.side == self.side:
                self.cur_pos.setdefault(u.hex, []).append(u.id)
        self.held = []
        for h in self.model.hexes:
            who = self.know.holder(st, h)
            self.held.append(0 if who is None else (1 if who == self.side else -1))
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
                c = self.contrib_now[u.id]
                for k in range(n):
                    self.base_own[k] -= c[k]
                continue
            if u.side == self.side:
                self.base_pos.setdefault(u.hex, []).append(u.id)
            j = self.model.slot.get(u.hex)
            if j is not None:
                self.base_occ[j] = 1 if u.side == self.side else -1
        if not movers:
            return []
        genome = self.first_plan()
        best = genome
        if self.level.evaluations > 0 and len(movers) > 0:
            best = self.evolve(genome, progress, cancel)
        plan = [(m.uid, m.options[g]) for m, g in zip(movers, best, strict=True) if m.options[g].kind != "stay"]
        return self.order(plan)

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
        # Reinforcements waiting to come on.
        for uid, group in waiting:
            if cancel is not None and cancel.is_set():
                break
            done += 1
            if progress:
                progress(f"movement: {done} of {total} units", done, total)
            hexes = [h for h in entry_hexes(game, group, uid) if entry_problem(game, uid, h) is None]
            if not hexes:
                continue
            opts = []
            if group.may_delay:
                opts.append(self.option(uid, None, (), "stay"))
            ranked = sorted(hexes, key=lambda h: (-self.quick_pull(uid, h), h.q, h.r))[: self.level.entries_per_unit]
            for h in ranked:
                opts += self.options_after(game, uid, EnterReinforcement(uid, h), "enter")
            if opts:
                movers[uid] = self.mover(uid, opts)
        # Other actions a registered generator offers for one unit (sea moves, drops, exits...).
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
            if cancel is not None and cancel.is_set():
                break
            us = st.units[uid]

            def where(a: Action, uid: str = uid) -> float:
                h = getattr(a, "hex", None)
                return self.quick_pull(uid, h) if isinstance(h, Hex) else 0.0

            ranked = sorted(extra[uid], key=lambda a: (-where(a), a.describe()))
            acts: list[Action] = []
            for a in ranked:
                if len(acts) >= self.level.entries_per_unit:
                    break
                if game.is_legal(a):
                    acts.append(a)
            if not acts:
                continue
            m = movers.get(uid)
            opts = []
            for a in acts:
                opts += self.options_after(game, uid, a, "other")
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
        before = victory_diff(game, self.side)
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
        st = self.game.state
        v = self.game.current_values(uid, st)
        m = Mover(uid, [], self.know.strength(uid, st.units[uid].steps_lost, st.units[uid].suppressed), v.attack, v.defence,
                  has_zoc(self.game, st, uid))
        m.options = [self.scored(uid, o) for o in opts]
        return m

    def option(self, uid: str, h: Hex | None, actions: tuple[Action, ...], kind: str, bonus: float = 0.0,
               path: tuple[Hex, ...] = ()) -> Option:
        takes = tuple(sorted({self.model.slot[x] for x in path[1:] if x in self.model.slot}))
        return Option(h, actions, kind, bonus=bonus, takes=takes)

    def scored(self, uid: str, o: Option) -> Option:
        if o.contrib:
            return o
        game = self.game
        st = game.state
        know = self.know
        strength = know.strength(uid, st.units[uid].steps_lost, st.units[uid].suppressed)
        mp = know.mp_halves(st, uid)
        us = st.units[uid]
        o.contrib = (self.evaluator.contribution(self.model, uid, o.hex, us.steps_lost, us.suppressed, st) if o.hex is not None
                     else [0.0] * len(self.model.sites))
        o.progress = self.progress_value(uid, o.hex, strength, mp)
        # Alone: its pull on the objectives, what it can attack, the danger it stands in.
        pull = 0.0
        for k, c in enumerate(o.contrib):
            pull += c * self.marginal(k)
        for j in o.takes:
            pull += self.take_value(j)
        if o.hex is not None and o.hex in self.model.slot:
            pull += self.take_value(self.model.slot[o.hex]) * 2
        att = 0.0
        risk = 0.0
        if o.hex is not None:
            for n in o.hex.neighbours():
                if n in self.enemy_hexes:
                    att = max(att, self.attack_value(n, (uid,), False))
            here = [x for x in self.cur_pos.get(o.hex, []) if x != uid]
            risk = self.stack_risk(o.hex, (*here, uid))
        o.local = pull + att - risk + o.bonus + o.progress
        return o

    def marginal(self, k: int) -> float:
        """How much the side's expected points grow per point of influence on site ``k`` (now)."""
        got = self._marg.get(k)
        if got is not None:
            return got
        site = self.model.sites[k]
        pts = sum(sum(oi.points.values()) for oi in self.know.objectives if site.hexes[0] in oi.hexes)
        i_own = self.cur_own[k]
        i_en = self.cur_enemy[k]
        held = sum(self.held[j] for j in site.slots) / len(site.slots)
        p = hold_chance(i_own, i_en, 0, held)
        got = pts * p * (1 - p) * 1.2 / (i_own + 0.5)
        self._marg[k] = got
        return got

    def take_value(self, j: int) -> float:
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
        """Expected value of attacking ``target`` next combat phase with ``attackers`` standing next to it."""
        key = (target, tuple(sorted(attackers)), encircled)
        got = self._ev_cache.get(key)
        if got is not None:
            return got
        game = self.game
        st = game.state
        know = self.know
        defenders = self.enemy_hexes.get(target, [])
        a = sum(game.current_values(u, st).attack for u in attackers)
        if a <= 0 or not defenders:
            self._ev_cache[key] = 0.0
            return 0.0
        d = sum(game.current_values(u, st).defence for u in defenders)
        ahex = frozenset((hexes or {}).get(u) or st.units[u].hex for u in attackers if ((hexes or {}).get(u) or st.units[u].hex))
        shifts = self.terrain_shifts(target, ahex)  # type: ignore[arg-type]
        retreat = FREE
        if encircled:
            shifts = shifts + encircle_shift(game)
            retreat = ENCIRCLED if game.scenario.rules.retreat.encircled != "none" else TRAPPED
        lines = synthetic_lines(game.scenario.crt, game.scenario.rules.combat, a, d, shifts)
        att = [Fighter(u, know.step_values(st, u), attack=game.current_values(u, st).attack) for u in attackers]
        dfd = [Fighter(u, know.step_values(st, u), defence=game.current_values(u, st).defence, retreat=retreat) for u in defenders]
        e = expect_memo(lines, game.scenario.crt.results, att, dfd, hex_gain(know, game, self.side, target),
                   game.scenario.rules.combat.defender_holds_retreat_attackers)
        self._ev_cache[key] = e.value
        return e.value

    # ------------------------------------------------------------------ the board value of a plan
    def value(self, genome: list[int]) -> float:
        self.evaluations += 1
        game = self.game
        movers = self.movers
        pos: dict[Hex, list[str]] = {h: list(v) for h, v in self.base_pos.items()}
        n = len(self.model.sites)
        own = list(self.base_own)
        occ = list(self.base_occ)
        held = list(self.held)
        extra = 0.0
        where: dict[str, Hex] = {}
        for m, g in zip(movers, genome, strict=True):
            o = m.options[g]
            extra += o.bonus + o.progress
            if o.hex is not None:
                pos.setdefault(o.hex, []).append(m.uid)
                where[m.uid] = o.hex
                j = self.model.slot.get(o.hex)
                if j is not None and occ[j] != -1:
                    occ[j] = 1
            c = o.contrib
            for k in range(n):
                own[k] += c[k]
            for j in o.takes:
                held[j] = 1
        for j in range(len(occ)):
            if occ[j] == 1:
                held[j] = 1
        penalty = 0.0
        for h, units in pos.items():
            if len(units) > 1:
                lim = hex_limit(game, h)
                if len(units) > lim:
                    penalty += PENALTY * (len(units) - lim)
        total = self.model.expected(self.side, own, self.base_enemy, occ, held) if n else 0.0
        total += extra - penalty
        # Danger to each stack.
        for h, units in pos.items():
            total -= self.stack_risk(h, tuple(units))
        # Attacks the plan sets up for the next combat phase.
        total += self.attacks(pos, where)
        return total

    def attacks(self, pos: dict[Hex, list[str]], where: dict[str, Hex]) -> float:
        game = self.game
        st = game.state
        ours: set[Hex] = set(pos)
        zoc: set[Hex] = set()
        for h, units in pos.items():
            if any(has_zoc(game, st, u) for u in units):
                zoc.update(zoc_of_hex(game, h))
        adj: dict[Hex, list[str]] = {}
        obliged: set[str] = set()
        for h, units in pos.items():
            if h in self.enemy_zoc and not in_sheltered_terrain(game, h):
                obliged.update(u for u in units if game.current_values(u, st).attack > 0)
            for nb in h.neighbours():
                if nb in self.enemy_hexes:
                    adj.setdefault(nb, []).extend(units)
        if not adj:
            return 0.0
        cm = game.costs
        vals: list[tuple[float, Hex, bool]] = []
        enc: dict[Hex, bool] = {}
        for e in adj:
            cls = game.movement_class(self.enemy_hexes[e][0])
            entry = cm.entry_costs(cls)
            surrounded = True
            for nb in e.neighbours():
                i = cm.index.get(nb)
                if i is None or entry[i] < 0 or game.view.is_water(nb):
                    continue
                if nb in ours or nb in zoc:
                    continue
                if nb in self.enemy_hexes:
                    surrounded = False  # a friend's hex: the chain retreat stays open
                    break
                surrounded = False
                break
            enc[e] = surrounded
            vals.append((self.attack_value(e, tuple(adj[e]), surrounded, where), e, surrounded))
        vals.sort(key=lambda x: (-x[0], x[1].q, x[1].r))
        used: set[str] = set()
        total = 0.0
        for v, e, surrounded in vals:
            units = tuple(u for u in adj[e] if u not in used)
            if not units:
                continue
            if units != tuple(adj[e]):
                v = self.attack_value(e, units, surrounded, where)
            if v > 0:
                total += v
                used.update(units)
        # Obliged units left over must still attack somewhere: at a loss.
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

    def evolve(self, seed_plan: list[int], progress, cancel) -> list[int]:
        lv = self.level
        rng = self.rng
        movers = self.movers
        n = len(movers)
        budget = lv.evaluations
        pop_size = max(4, lv.population)
        cache: dict[tuple[int, ...], float] = {}

        def score(g: list[int]) -> float:
            key = tuple(g)
            v = cache.get(key)
            if v is None:
                v = cache[key] = self.value(g)
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
