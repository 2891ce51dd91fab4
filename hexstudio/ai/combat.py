"""Choosing attacks, supports, bombardments and the defender's support.

The combat phase is planned as a whole, then carried out one declaration at
a time; after each result (retreats, advances and losses change the board)
the plan is made again, with the previews of unchanged combats remembered.

Planning: for every enemy hex in reach the engine says which units may
attack it and which guns reach it (``combat.handlers.attack_choices``). For
each target a few groupings are tried — every attacker available, the
cheapest group that reaches each better column of the table, the units that
are obliged to attack it — with and without the guns in range and with air
points added until the column moves; each is previewed by the engine
(``situation.preview_ground``: every shift, the exact chance of every cell)
and valued by ``combat_value.expect``. If the defender might still commit
artillery and air points it could see on the board, the value is the mean of
the preview without them and with them. A bombardment or an air attack alone
(``Bombard``, ``AirAttack``) is valued the same way on the bombardment table.

The plan takes the best-valued combats that use disjoint units, then makes
sure every unit obliged to attack (engaged, RULES A3.9) is in one: it joins
the chosen attack on one of its targets, or the least bad attack including it
is added. Combats are declared best first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hexstudio.ai.combat_value import ENCIRCLED, FREE, TRAPPED, Fighter, expect
from hexstudio.ai.evaluate import air_point_value
from hexstudio.ai.exit_watch import ExitWatch
from hexstudio.ai.knowledge import Knowledge
from hexstudio.ai.levels import Level
from hexstudio.engine.actions import Action
from hexstudio.engine.combat.actions import AirAttack, Bombard, CommitDefence, DeclareAttack
from hexstudio.engine.combat.bombard import BombardError
from hexstudio.engine.combat.handlers import attack_choices, defence_support_available
from hexstudio.engine.combat.odds import OddsError
from hexstudio.engine.combat.retreat import retreat_options
from hexstudio.engine.combat.situation import defenders_at, preview_bombard, preview_ground, support_value
from hexstudio.engine.game import Game
from hexstudio.engine.state import GameState
from hexstudio.engine.zoc import targets_left, unmet_obligations
from hexstudio.hexgrid import Hex

MIN_GAIN = 0.02  # an attack must be worth at least this (in victory-point terms) to be made


@dataclass
class Candidate:
    action: Action
    value: float
    units: frozenset[str]  # attackers and guns it uses
    air: int
    target: Hex


class Retreats:
    """How each unit would fare if made to retreat (``unit_retreat``), remembered for
    one position: one game object, its state object (an undo puts another in its
    place), its log's length and the dice rolled (an action applied). The combat
    phase is planned again after every result and asks the same again. A memo
    shared across games and keyed by objects' ids answered for games since gone
    whose ids were reused (forks come and go by the thousand)."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._state: GameState | None = None
        self._at: tuple[int, int] = (-1, -1)
        self._known: dict[tuple[str, Hex | None, Hex | None], str] = {}

    def of(self, game: Game, st: GameState, uid: str, away: Hex | None) -> str:
        at = (len(game.log), st.rolls)
        if game is not self._game or st is not self._state or at != self._at:
            self._game = game
            self._state = st
            self._at = at
            self._known = {}
        key = (uid, st.units[uid].hex, away)
        got = self._known.get(key)
        if got is None:
            got = self._known[key] = unit_retreat(game, st, uid, away)
        return got


def fighters(game: Game, know: Knowledge, st: GameState, uids: Sequence[str], role: str, target: Hex,
             retreats: Retreats | None = None) -> list[Fighter]:
    out = []
    for u in uids:
        v = game.current_values(u, st)
        away = target if role == "attacker" else None
        r = retreats.of(game, st, u, away) if retreats is not None else unit_retreat(game, st, u, away)
        out.append(Fighter(u, know.step_values(st, u), attack=v.attack, defence=v.defence, retreat=r))
    return out


def unit_retreat(game: Game, st: GameState, uid: str, away_from: Hex | None) -> str:
    h = st.units[uid].hex
    if h is None:
        return FREE
    try:
        opts = retreat_options(game, uid, h, frozenset([away_from]) if away_from is not None else frozenset())
    except Exception:  # a rule that cannot answer off its own phase: assume the common case
        return FREE
    if opts.free or opts.full:
        return FREE
    if opts.zoc:
        return ENCIRCLED
    if game.scenario.rules.retreat.encircled == "monte_castelo":
        return ENCIRCLED  # the retreat becomes a step loss there
    return TRAPPED


def _air_limits(game: Game, side: str):  # -> AirPowerSide | None
    """The scenario's limits on a side's air points (per use, for support)."""
    return next((a for a in game.scenario.air_power.sides if a.side == side), None)


def hex_gain(know: Knowledge, game: Game, side: str, h: Hex, watch: ExitWatch | None = None) -> float:
    """What taking hex ``h`` is worth to ``side``: its share of every objective
    it belongs to (own points gained and the enemy's denied), discounted since
    it may be lost again before it scores; with ``watch``, also the exit it bars
    (``ExitWatch.stake_at``: an enemy unit attacked off an exit zone)."""
    total = 0.0
    for oi in know.objectives:
        if h not in oi.hexes:
            continue
        if oi.when == "turn" and (oi.turn is None or oi.turn < game.state.turn):
            continue
        share = 1.0 if oi.require in ("each", "any") else 1.0 / max(1, len(oi.hexes))
        total += share * sum(oi.points.values())
    gain = 0.6 * total + 0.3 * know.material_scale * 4.0
    if watch is not None:
        gain += watch.stake_at(game, h)
    return gain


class CombatPlanner:
    def __init__(self, know: Knowledge, side: str, level: Level) -> None:
        self.know = know
        self.side = side
        self.level = level
        self._memo: dict[tuple, float | None] = {}
        self.retreats = Retreats()
        # An enemy unit standing in an exit zone it must bar is worth attacking off it.
        self.watch = ExitWatch(know, side) if level.bars_exits else None

    # ------------------------------------------------------------------ previews
    def _signature(self, game: Game, target: Hex, radius: int) -> tuple:
        st = game.state
        tq, tr = target.q, target.r
        found = []
        for u in st.units.values():
            h = u.hex
            if h is None or u.status != "on_map":
                continue
            dq = h.q - tq
            dr = h.r - tr
            if (abs(dq) + abs(dr) + abs(dq + dr)) // 2 <= radius:  # Hex.distance, inlined: every unit is asked
                found.append((u.id, h.q, h.r, u.steps_lost, u.suppressed))
        return (st.turn, st.phase_index, st.weather, tuple(sorted(found)), len(st.supporting_units))

    def ground_value(self, game: Game, target: Hex, attackers: tuple[str, ...], guns: tuple[str, ...], air: int) -> float | None:
        """Expected value of a ground attack for the attacker; None if the odds are off the table."""
        st = game.state
        radius = 2 + max([game.current_values(g, st).range or 0 for g in guns], default=0)
        key = ("g", target, attackers, guns, air, self._signature(game, target, radius))
        if key in self._memo:
            return self._memo[key]
        side = self.side
        try:
            p = preview_ground(game, side, target, attackers, guns, air)
        except (OddsError, ValueError, KeyError):
            self._memo[key] = None
            return None
        defenders = defenders_at(game, target, side)
        att = fighters(game, self.know, st, attackers, "attacker", target, self.retreats)
        dfd = fighters(game, self.know, st, defenders, "defender", target, self.retreats)
        gain = hex_gain(self.know, game, side, target, self.watch)
        results = game.scenario.crt.results
        holds = game.scenario.rules.combat.defender_holds_retreat_attackers
        e = expect(p.outcomes, results, att, dfd, gain, holds)
        value = e.value
        if defenders:
            enemy = st.units[defenders[0]].side
            art, pts = defence_support_available(game, enemy, target)
            lim = _air_limits(game, enemy)
            if lim is not None and lim.limits_apply_to_support:
                pts = min(pts, lim.per_use_max)
            if art or pts:
                try:
                    p2 = preview_ground(game, side, target, attackers, guns, air, tuple(art), pts, clamp=True)
                    e2 = expect(p2.outcomes, results, att, dfd, gain, holds)
                    value = 0.5 * (e.value + e2.value)
                except (OddsError, ValueError, KeyError):
                    pass
        # Air points spent are not free: what they could do elsewhere this turn.
        value -= air * self.air_point_cost(game)
        self._memo[key] = value
        return value

    def bombard_value(self, game: Game, target: Hex, guns: tuple[str, ...], points: int, side: str | None = None) -> float | None:
        st = game.state
        side = side or self.side
        kind = "air" if points else "artillery"
        radius = max([game.current_values(g, st).range or 0 for g in guns], default=1)
        key = ("b", target, guns, points, side, self._signature(game, target, radius))
        if key in self._memo:
            return self._memo[key]
        try:
            p = preview_bombard(game, side, target, kind, artillery=guns, points=points)
        except (BombardError, ValueError, KeyError):
            self._memo[key] = None
            return None
        defenders = defenders_at(game, target, side)
        dfd = fighters(game, self.know, st, defenders, "defender", target, self.retreats)
        table = game.scenario.bombardment
        assert table is not None
        total = 0.0
        from hexstudio.engine.combat.bombard import result_of

        for line in p.outcomes:
            res = result_of(table, line.cell)
            loss = 0.0
            fs = [Fighter(f.uid, f.steps, f.attack, f.defence, f.retreat) for f in dfd]
            for _ in range(res.step_losses):
                here = [f for f in fs if f.steps and f.lost < len(f.steps)]
                if not here:
                    break
                f = min(here, key=lambda x: (x.next_step(), x.uid))
                loss += f.next_step()
                f.lost += 1
            if res.suppress:
                loss += 0.25 * sum(f.next_step() for f in fs if f.lost < len(f.steps))
            total += float(line.probability) * loss
        total -= points * self.air_point_cost(game)
        self._memo[key] = total
        return total

    def air_point_cost(self, game: Game) -> float:
        """An air point's worth when kept (it may support a defence later this turn)."""
        return air_point_value(self.know)

    # ------------------------------------------------------------------ candidates
    def _air_steps(self, game: Game) -> list[int]:
        """Air points this side may add to one attack now: 0, then every allowed amount."""
        have = game.state.air_points.get(self.side, 0)
        if have <= 0:
            return [0]
        lim = _air_limits(game, self.side)
        lo, hi = 1, have
        if lim is not None and lim.limits_apply_to_support:
            lo, hi = max(1, lim.per_use_min), min(have, lim.per_use_max)
            if lo > hi:
                return [0]
        return [0, *range(lo, hi + 1)]

    def candidates(self, game: Game) -> list[Candidate]:
        """Declarations worth considering, each with its value: per target a few
        groupings without support, then guns and air points added to the best two
        where they move the column."""
        st = game.state
        side = self.side
        out: list[Candidate] = []
        targets: set[Hex] = set()
        occupied = {h: us[0].side for h, us in st.occupied().items()}
        for u in st.on_map(side):
            if u.hex is None:
                continue
            for n in u.hex.neighbours():
                occ = occupied.get(n)
                if occ is not None and occ != side:
                    targets.add(n)
        obliged = set(unmet_obligations(game))
        air_steps = self._air_steps(game)
        for t in sorted(targets, key=lambda h: (h.q, h.r)):
            attackers, ranged = attack_choices(game, side, t)
            attackers = [u for u in attackers if game.current_values(u, st).attack > 0 or u in obliged]
            ranged = [g for g in ranged if g not in attackers]
            ranged.sort(key=lambda g: (-support_value(game, g), g))
            if attackers:
                plain: list[tuple[float, tuple[str, ...]]] = []
                for group in self.groupings(game, t, attackers, obliged):
                    v = self.ground_value(game, t, group, (), 0)
                    if v is not None:
                        plain.append((v, group))
                        out.append(Candidate(DeclareAttack(t, group), v, frozenset(group), 0, t))
                plain.sort(key=lambda x: (-x[0], x[1]))
                for v0, group in plain[:2]:
                    best = (v0, (), 0)
                    gun_sets: list[tuple[str, ...]] = []
                    if ranged:
                        gun_sets.append(tuple(ranged))
                        if len(ranged) > 2:
                            gun_sets.append(tuple(ranged[: len(ranged) // 2]))
                        if len(ranged) > 1:
                            gun_sets.append(tuple(ranged[:1]))
                    for guns in gun_sets:
                        v = self.ground_value(game, t, group, guns, 0)
                        if v is not None and v > best[0] + 1e-9:
                            best = (v, guns, 0)
                    for air in self.air_amounts(game, t, group, best[1], air_steps):
                        v = self.ground_value(game, t, group, best[1], air)
                        if v is not None and v > best[0] + 1e-9:
                            best = (v, best[1], air)
                    if best[1] or best[2]:
                        a = DeclareAttack(t, group, best[1], best[2])
                        out.append(Candidate(a, best[0], frozenset(group) | frozenset(best[1]), best[2], t))
            # Artillery alone on the bombardment table; air points alone.
            if game.scenario.bombardment is not None:
                if ranged:
                    v = self.bombard_value(game, t, tuple(ranged), 0)
                    if v is not None:
                        out.append(Candidate(Bombard(t, tuple(ranged)), v, frozenset(ranged), 0, t))
                pts = [p for p in air_steps if p > 0]
                for p in sorted({pts[0], pts[len(pts) // 2], pts[-1]} if pts else set()):
                    v = self.bombard_value(game, t, (), p)
                    if v is not None:
                        out.append(Candidate(AirAttack(t, p), v, frozenset(), p, t))
        return out

    def air_amounts(self, game: Game, target: Hex, group: Sequence[str], guns: Sequence[str], steps: list[int]) -> list[int]:
        """Air points (among the allowed ``steps``) that lift the attack to each of the next columns."""
        if len(steps) <= 1:
            return []
        st = game.state
        a = sum(game.current_values(u, st).attack for u in group) + sum(support_value(game, g) for g in guns)
        d = sum(game.current_values(u, st).defence for u in defenders_at(game, target, self.side))
        if d <= 0:
            return []
        table = game.scenario.crt
        rules = game.scenario.rules.combat
        from hexstudio.engine.combat.odds import column_for_odds, compute_odds

        def col(x: int) -> int:
            return column_for_odds(compute_odds(max(1, x), d, rules.inverse_odds), table.columns, "clamp").raw_index

        now = col(a)
        out: list[int] = []
        seen = now
        for k in steps:
            if k <= 0:
                continue
            c = col(a + k)
            if c > seen:
                out.append(k)
                seen = c
            if len(out) >= 3:
                break
        return out

    def groupings(self, game: Game, target: Hex, attackers: list[str], obliged: set[str]) -> list[tuple[str, ...]]:
        st = game.state
        know = self.know
        vals = {u: game.current_values(u, st).attack for u in attackers}
        cost = {u: (know.step_values(st, u)[:1] or [0.0])[0] for u in attackers}
        out: list[tuple[str, ...]] = []

        def add(g: Sequence[str]) -> None:
            t = tuple(sorted(g))
            if t and t not in out:
                out.append(t)

        add(attackers)
        must = [u for u in attackers if u in obliged and len(targets_left(game, st, u)) <= 1]
        if must:
            add(must)
        d = sum(game.current_values(u, st).defence for u in defenders_at(game, target, self.side))
        # The cheapest groups that reach each column of the table.
        cols = game.scenario.crt.columns
        by_value = sorted(attackers, key=lambda u: (cost[u] / max(1, vals[u]), u))
        for col in cols:
            a, b = col.odds
            need = a * d / b if b else 0
            if need <= 0 or need > sum(vals.values()):
                continue
            g = list(must)
            total = sum(vals[u] for u in g)
            for u in by_value:
                if total >= need:
                    break
                if u not in g:
                    g.append(u)
                    total += vals[u]
            if total >= need:
                add(g)
            if len(out) >= self.level.groupings:
                break
        return out[: max(2, self.level.groupings)]

    # ------------------------------------------------------------------ the plan
    def plan(self, game: Game) -> list[Action]:
        cands = self.candidates(game)
        st = game.state
        obliged = set(unmet_obligations(game))
        cands.sort(key=lambda c: (-c.value, c.action.describe()))
        used: set[str] = set()
        hit: set[Hex] = set()
        air_left = st.air_points.get(self.side, 0)
        chosen: list[Candidate] = []
        for c in cands:
            if c.value < MIN_GAIN and not (c.units & obliged):
                continue
            if c.units & used or c.target in hit or c.air > air_left:
                continue
            if c.value < MIN_GAIN:
                continue  # an obliged attack at a loss is added below only if needed
            chosen.append(c)
            used |= c.units
            hit.add(c.target)
            air_left -= c.air
        # Every obliged unit must be in an attack.
        for u in sorted(obliged - used):
            if u in used:
                continue
            opts = [c for c in cands if u in c.units and not (c.units & used) and c.target not in hit and c.air <= air_left
                    and isinstance(c.action, DeclareAttack)]
            if not opts:
                # Join an attack already chosen on one of its targets.
                for c in chosen:
                    if isinstance(c.action, DeclareAttack) and c.target in targets_left(game, st, u):
                        a = c.action
                        c.action = DeclareAttack(a.target, (*a.attackers, u), a.artillery, a.air_points)
                        c.units = c.units | {u}
                        used.add(u)
                        break
                continue
            best = max(opts, key=lambda c: (c.value, c.action.describe()))
            chosen.append(best)
            used |= best.units
            hit.add(best.target)
            air_left -= best.air
        chosen.sort(key=lambda c: (-c.value, c.action.describe()))
        out: list[Action] = []
        for c in chosen:
            a = self.make_legal(game, c.action)
            if a is not None:
                out.append(a)
        return out

    def make_legal(self, game: Game, a: Action) -> Action | None:
        """The declaration as the engine accepts it: obliged units it would strand join it."""
        why = game.why_illegal(a)
        if why is None:
            return a
        if isinstance(a, DeclareAttack):
            from hexstudio.engine.combat.handlers import stranded_units

            extra = [u for u in stranded_units(game, self.side, a.target, a.attackers) if u not in a.attackers]
            if extra:
                b = DeclareAttack(a.target, (*a.attackers, *extra), a.artillery, a.air_points)
                if game.is_legal(b):
                    return b
            b = DeclareAttack(a.target, a.attackers)  # without support
            if game.is_legal(b):
                return b
        return None

    # ------------------------------------------------------------------ the defender's support
    def commit_defence(self, game: Game) -> Action:
        """Answer a ``commit_defence`` question: the guns and air points that
        lower the attacker's expected gain most, each kept only if it helps."""
        from hexstudio.engine.combat import resolve

        st = game.state
        d = st.pending
        rec = resolve.active(game)
        if d is None or rec is None:
            return CommitDefence()
        guns_avail = sorted(d.data.get("artillery", []), key=lambda g: (-support_value(game, g), g))
        air_max = int(d.data.get("air", 0))
        attacker = rec["side"]
        target = rec["target"]
        know = self.know
        att = fighters(game, know, st, rec["attackers"], "attacker", target, self.retreats)
        dfd = fighters(game, know, st, rec["defenders"], "defender", target, self.retreats)
        gain = hex_gain(know, game, attacker, target)
        results = game.scenario.crt.results
        holds = game.scenario.rules.combat.defender_holds_retreat_attackers

        def ev(guns: Sequence[str], air: int) -> float:
            try:
                p = preview_ground(game, attacker, target, rec["attackers"], rec["artillery"], rec["air"], tuple(guns), air,
                                   clamp=True)
            except (OddsError, ValueError, KeyError):
                return 1e9
            return expect(p.outcomes, results, att, dfd, gain, holds).value + air * self.air_point_cost(game)

        lim = _air_limits(game, self.side)
        air_opts = [0]
        if air_max > 0:
            lo = lim.per_use_min if lim is not None and lim.limits_apply_to_support else 1
            hi = min(air_max, lim.per_use_max) if lim is not None and lim.limits_apply_to_support else air_max
            air_opts += [k for k in sorted({lo, 2, 3, 5, 8, hi}) if lo <= k <= hi]
        guns: list[str] = []
        best = ev(guns, 0)
        for g in guns_avail:
            v = ev([*guns, g], 0)
            if v < best - 1e-9 and game.is_legal(CommitDefence(tuple([*guns, g]), 0)):
                guns.append(g)
                best = v
        best_air = 0
        for k in air_opts[1:]:
            v = ev(guns, k)
            if v < best - 1e-9 and game.is_legal(CommitDefence(tuple(guns), k)):
                best, best_air = v, k
        a = CommitDefence(tuple(guns), best_air)
        if game.is_legal(a):
            return a
        return CommitDefence()


__all__ = ["CombatPlanner", "hex_gain"]
