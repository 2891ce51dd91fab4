"""What the computer reads from a scenario before it plays: nothing per battle.

``Knowledge.of(game)`` is built once per game (and remembered per scenario
for the parts that depend only on the map):

- **objectives**: every victory objective with its hexes, the points each
  side earns, when they score (the end, turn N, each turn) and how (all, any,
  each hex);
- **who holds a hex** is the engine's own answer (``control.holder``, what
  ``Game.holder`` and the score ask), and what a unit standing in or passing
  through a hex does to it follows ``rules.control`` (``takes_passing``,
  ``takes_standing``): the computer plays whatever control rule the battle
  plays (an objective its side already holds at the start need not be taken;
  one the enemy holds must be);
- **distance fields**: for every objective hex and exit zone, per movement
  profile, the cost in half MP to get there from every hex, computed with
  the engine's own movement costs (``CompiledMap.edge_costs``: terrain,
  roads, hexsides, climbing, bridges-only classes) on the map as it stands;
- **what a unit is worth**: its combat strength (attack plus defence, full
  or reduced face) on one scale with victory points (``material_scale``), plus
  the points the engine's score gives for eliminating, reducing, keeping or
  taking it off the map (asked of ``victory.score`` on a hypothetical state);
- **posture** (``evaluate.posture``): a side is a defender when, at the
  start, it stands to hold most of the objective points at stake (both
  sides' points), or when it wins by surviving an annihilation rule; else an
  attacker. The evaluation needs no switch for it (each term pulls the right
  way by itself); the strongest level plays the enemy's reply out only for
  a defender (``reply.py``).
"""

from __future__ import annotations

import heapq
import math
from collections import OrderedDict
from dataclasses import dataclass, field

from hexstudio.engine import victory
from hexstudio.engine.conditions import hexes_of
from hexstudio.engine.control import counts_for_occupation
from hexstudio.engine.control import holder as engine_holder
from hexstudio.engine.game import Game
from hexstudio.engine.state import GameState
from hexstudio.engine.values import current_values
from hexstudio.hexgrid import Hex
from hexstudio.scenario.model import Objective

INF = 1 << 30


@dataclass
class ObjectiveInfo:
    objective: Objective
    hexes: tuple[Hex, ...]
    points: dict[str, int]
    when: str  # end, turn, each_turn
    turn: int | None
    require: str  # all, any, each


@dataclass(frozen=True)
class Annihilation:
    """An ``annihilation_victory`` rule as the evaluation reads it."""

    winner: str
    target: str
    last_index: int  # the last turn (index) by which the target must be wiped out
    stake: float  # a win (or the rule's points)
    otherwise: str | None  # who wins if the target survives
    units: int  # the target side's units in the scenario


@dataclass
class Knowledge:
    game: Game
    sides: list[str]
    objectives: list[ObjectiveInfo]
    objective_hexes: tuple[Hex, ...]
    material_scale: float
    last_turn: int
    turn_numbers: list[int]
    annihilation_targets: frozenset[str]
    _fields: dict[tuple, list[int]] = field(default_factory=dict)
    _vp: dict[tuple[str, int, str], dict[str, int]] = field(default_factory=dict)
    _exit_value: dict[str, float] = field(default_factory=dict)
    _rev: dict[tuple, list] = field(default_factory=dict)
    _strength: dict[tuple, float] = field(default_factory=dict)
    _steps: dict[tuple, list[float]] = field(default_factory=dict)
    stake: float = 100.0
    _mp: dict[tuple, int] = field(default_factory=dict)
    annihilations: list[Annihilation] = field(default_factory=list)
    postures: dict[str, str] = field(default_factory=dict)  # evaluate.posture, per side
    _attacks_ahead: dict[tuple, bool] = field(default_factory=dict)  # enemy_phase_ahead's answers
    _material: dict[tuple[str, int], float] = field(default_factory=dict)
    # What an enemy unit's attack can reach (``evaluate.Danger``), shared by every
    # evaluator thinking about this game (the players of the reply search are new
    # for every plan, their danger models too): keyed by everything the reach is
    # worked out from, so a hit is exactly what working it out again would give.
    # Per compiled map: id -> (the map, its entries).
    danger_reaches: dict[int, tuple[object, dict[tuple, tuple]]] = field(default_factory=dict)

    # ------------------------------------------------------------------ building
    @classmethod
    def of(cls, game: Game) -> Knowledge:
        k = _KNOWN.get(id(game))
        if k is None or k.game is not game:
            k = cls._build(game)
            _KNOWN[id(game)] = k
            while len(_KNOWN) > 8:
                _KNOWN.popitem(last=False)
        else:
            _KNOWN.move_to_end(id(game))
        return k

    @classmethod
    def _build(cls, game: Game) -> Knowledge:
        sc = game.scenario
        objs = []
        hexes: list[Hex] = []
        for o in sc.victory.objectives:
            hs = tuple(sorted(hexes_of(game, o.hexes, o.hex_set), key=lambda h: (h.q, h.r)))
            objs.append(ObjectiveInfo(o, hs, dict(o.points), o.when, o.turn, o.require))
            for h in hs:
                if h not in hexes:
                    hexes.append(h)
        strength = 0.0
        for u in sc.units:
            strength += u.full.attack + u.full.defence
        points = 0.0
        for oi in objs:
            best = max(oi.points.values(), default=0)
            n = len(oi.hexes) if oi.require == "each" else 1
            times = 1
            if oi.when == "each_turn":
                times = max(1, len(sc.turns.turns) // 2)
            points += best * n * times
        # The whole of both armies weighs about as much as everything the
        # objectives are worth (at least one point per strength point when
        # the battle is won by destruction alone).
        scale = points / strength if points > 0 and strength > 0 else 1.0
        scale = max(scale, 0.05)
        # An outright win is worth at least every point in play, and at least
        # half the armies (a battle won by destruction alone).
        stake = max(points, 0.5 * strength * scale, 50.0)
        turns = [t.number for t in sc.turns.turns]
        wins: list[Annihilation] = []
        targets: set[str] = set()
        for rule, p in game.victory_rules:
            if rule == "annihilation_victory":
                _, target = victory.annihilated(game, game.state, p)
                winner = p.get("winner") or p.get("side") or p.get("scorer")
                if winner is None and target is not None:
                    winner = next((x for x in game.sides if x != target), None)
                if target is None or winner is None:
                    continue
                targets.add(target)
                by = p.get("by_turn")
                last = turns.index(by) if by in turns else len(turns) - 1
                n0 = sum(1 for u in sc.units if game.unit_side[u.id] == target)
                points_mode = p.get("mode") == "points"
                wins.append(Annihilation(winner, target, last, float(p.get("points", 0)) if points_mode else stake,
                                         None if points_mode else p.get("otherwise_winner"), n0))
            elif rule == "automatic_victory":
                side = p.get("side")
                by_id = {o.id: o for o in sc.victory.objectives}
                for clause in p.get("any_of", []):
                    ref = str(clause.get("hold", ""))
                    o = by_id.get(ref) or by_id.get(ref.removeprefix("obj_"))
                    turn = clause.get("at_end_of_turn", clause.get("until_end_of_turn"))
                    if o is None or side not in game.sides or turn is None:
                        continue
                    hs = tuple(sorted(hexes_of(game, o.hexes, o.hex_set), key=lambda h: (h.q, h.r)))
                    # Holding it then wins the game: an objective worth the stake, scored that turn.
                    objs.append(ObjectiveInfo(o, hs, {side: int(stake)}, "turn", int(turn), o.require))
                    for h in hs:
                        if h not in hexes:
                            hexes.append(h)
        k = cls(game, list(game.sides), objs, tuple(hexes), scale, turns[-1] if turns else 0, turns, frozenset(targets))
        k.stake = stake
        k.annihilations = wins
        return k

    # ------------------------------------------------------------------ outright wins
    def annihilation_value(self, state: GameState, side: str, minus: str | None = None) -> float:
        """What the annihilation rules are worth to ``side`` now (``minus``: with that
        unit gone too): the stake times the chance the target is wiped out in time,
        from how many of its units are left against the turns left (the rate that
        would wipe out the whole side in the whole game counts as even chances)."""
        total = 0.0
        for w in self.annihilations:
            n = sum(1 for u in state.units.values() if u.side == w.target and u.status in ("on_map", "pending", "withdrawn")
                    and u.id != minus)
            left = w.last_index - state.turn_index + 1
            if n == 0:
                p = 1.0
            elif left <= 0:
                p = 0.0
            else:
                rate = w.units / max(1, w.last_index + 1)
                x = (rate * left - n) * 3.0 / max(1.0, w.units ** 0.5)
                p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))
            v = w.stake * p
            if w.otherwise is not None:
                v -= w.stake * (1.0 - p)  # the other side wins if the target survives
            total += v if side == w.winner else -v
        return total
    # ------------------------------------------------------------------ control
    def holder(self, state: GameState, h: Hex) -> str | None:
        """Who holds hex ``h`` in ``state``: the engine's answer (``Game.holder`` for a
        state other than the game's own), so the start holders, the taking rule and
        ``held`` (last taken or occupied) are the engine's."""
        return engine_holder(self.game, h, state)

    def takes_passing(self, uid: str, state: GameState) -> bool:
        """Does this unit take the hexes it passes through (and keep them once it has gone)?"""
        ctl = self.game.scenario.rules.control
        return (ctl.held == "last_taken" and ctl.taken_by == "entering"
                and counts_for_occupation(self.game, uid, state))

    def takes_standing(self, uid: str, h: Hex, enemy_zoc: frozenset[Hex] | set[Hex], state: GameState) -> bool:
        """Does this unit hold hex ``h`` once it stands there (``enemy_zoc``: the enemy's
        zones of control, which contest a hex when ``rules.control`` says so)?"""
        ctl = self.game.scenario.rules.control
        if not counts_for_occupation(self.game, uid, state):
            return False
        return not (ctl.enemy_zoc_prevents_taking and h in enemy_zoc)

    def holding_needs_presence(self) -> bool:
        """``held: occupied``: a hex is held only while the side stands in it."""
        return self.game.scenario.rules.control.held == "occupied"

    # ------------------------------------------------------------------ turns
    def enemy_attacks_ahead(self, state: GameState, side: str) -> bool:
        """Does another side still have a combat phase to play before the game ends
        (the current phase included)? After the enemy's last one (the last turn's
        phases after it, an extra movement that closes the battle) nothing the side
        leaves where it stands can be attacked any more."""
        return self.enemy_phase_ahead(state, side, "combat")

    def enemy_phase_ahead(self, state: GameState, side: str, kind: str) -> bool:
        """Does another side still have a phase of this kind ("combat", "movement")
        to play before the game ends, the current phase included?"""
        if state.game_over:
            return False
        key = (state.turn_index, state.phase_index, side, kind)
        got = self._attacks_ahead.get(key)
        if got is None:
            from hexstudio.engine.turns import phases_of_turn

            seq = self.game.scenario.turns.sequence
            turns = self.game.scenario.turns.turns
            got = False
            for ti in range(state.turn_index, len(turns)):
                for i in phases_of_turn(self.game, turns[ti].number):
                    if ti == state.turn_index and i < state.phase_index:
                        continue
                    p = seq[i]
                    if p.kind == kind and p.side is not None and p.side != side:
                        got = True
                        break
                if got:
                    break
            self._attacks_ahead[key] = got
        return got

    def turns_left(self, state: GameState) -> int:
        """Whole turns still to play, this one included."""
        return max(1, len(self.turn_numbers) - state.turn_index)

    # ------------------------------------------------------------------ distance fields
    def distance_field(self, cm, goals: tuple[Hex, ...], profile: str) -> list[int]:
        """Cost in half MP from every hex index of the compiled map ``cm`` (``game.costs``:
        the map as it stands) to the nearest of ``goals`` for a movement profile
        (units ignored). INF: no way."""
        key = (id(cm), goals, profile)
        got = self._fields.get(key)
        if got is not None:
            return got
        costs = cm.edge_costs(profile, None)
        n = len(cm.hexes)
        rk = (id(cm), profile)
        rev = self._rev.get(rk)
        if rev is None:
            rev = self._rev[rk] = _reverse_adjacency(cm, profile, costs)
        best = [INF] * n
        heap: list[tuple[int, int]] = []
        for h in goals:
            i = cm.index.get(h)
            if i is not None:
                best[i] = 0
                heap.append((0, i))
        heapq.heapify(heap)
        while heap:
            d, j = heapq.heappop(heap)
            if d > best[j]:
                continue
            for i, c in rev[j]:
                nd = d + c
                if nd < best[i]:
                    best[i] = nd
                    heapq.heappush(heap, (nd, i))
        self._fields[key] = best
        return best

    # ------------------------------------------------------------------ values
    def strength(self, uid: str, steps_lost: int, suppressed: bool = False) -> float:
        key = (uid, steps_lost, suppressed)
        got = self._strength.get(key)
        if got is None:
            got = self._strength[key] = self._strength_of(uid, steps_lost, suppressed)
        return got

    def _strength_of(self, uid: str, steps_lost: int, suppressed: bool) -> float:
        from hexstudio.engine.state import UnitState

        game = self.game
        u = game.unit_defs[uid]
        if steps_lost >= u.steps:
            return 0.0
        us = UnitState(uid, game.unit_side[uid], steps_lost=steps_lost, suppressed=suppressed)
        v = current_values(u, us, game.scenario.rules.losses.reduced_values)
        s = float(v.attack + v.defence)
        if v.range:
            s += 0.5 * v.attack  # a gun also supports from afar
        return max(s, 0.5)

    def material(self, uid: str, steps_lost: int) -> float:
        """A unit's worth as a fighting force, on the victory-point scale."""
        key = (uid, steps_lost)
        got = self._material.get(key)
        if got is None:
            got = self._material[key] = self._material_of(uid, steps_lost)
        return got

    def _material_of(self, uid: str, steps_lost: int) -> float:
        w = self.strength(uid, steps_lost) * self.material_scale
        if self.game.unit_side[uid] in self.annihilation_targets:
            w *= 2.0  # every unit of a side that may be wiped out counts double
        return w

    def vp_delta(self, state: GameState, uid: str, status: str, steps_lost: int) -> dict[str, int]:
        """Points per side the score's unit points change by if ``uid`` had that status and
        steps lost instead of being on the map intact (the engine's own filters and events:
        ``victory.matches``, ``victory.unit_event_holds``)."""
        key = (uid, steps_lost, status)
        got = self._vp.get(key)
        if got is not None:
            return got
        game = self.game
        from hexstudio.engine.state import UnitState

        side = game.unit_side[uid]
        intact = GameState(units={uid: UnitState(uid, side, status="on_map")})
        now = GameState(units={uid: UnitState(uid, side, status=status, steps_lost=steps_lost)})  # type: ignore[arg-type]
        got = {s: 0 for s in self.sides}
        for up in game.scenario.victory.unit_points:
            if not victory.matches(game, uid, up.units):
                continue
            d = int(victory.unit_event_holds(now, uid, up.event)) - int(victory.unit_event_holds(intact, uid, up.event))
            if d:
                got[up.scorer] = got.get(up.scorer, 0) + d * up.points
        self._vp[key] = got
        return got

    def owner_value(self, state: GameState, uid: str, steps_lost: int, status: str = "on_map") -> float:
        """What ``uid`` in that condition is worth to its owner: material plus the
        owner's points minus the enemy's that this condition brings."""
        side = self.game.unit_side[uid]
        if status != "on_map" or steps_lost >= self.game.unit_defs[uid].steps:
            status = "eliminated" if status == "on_map" else status
            mat = 0.0
        else:
            mat = self.material(uid, steps_lost)
        d = self.vp_delta(state, uid, status, steps_lost if status == "on_map" else self.game.unit_defs[uid].steps)
        vp = d.get(side, 0) - sum(v for s, v in d.items() if s != side)
        return mat + vp

    def step_values(self, state: GameState, uid: str) -> list[float]:
        """The owner's loss for each further step loss of ``uid``, in order (the last one
        eliminates: it also costs what the unit's loss does to the odds of an annihilation)."""
        us = state.units[uid]
        context = None
        if self.annihilations and us.side in self.targets_or_winners:
            context = (state.turn_index, sum(1 for u in state.units.values() if u.side == us.side
                                             and u.status in ("on_map", "pending", "withdrawn")))
        key = (uid, us.steps_lost, "no_losses" in us.flags, context)
        got = self._steps.get(key)
        if got is None:
            got = self._step_values(state, uid)
            if context is not None and got:
                extra = self.annihilation_value(state, us.side) - self.annihilation_value(state, us.side, minus=uid)
                got = [*got[:-1], got[-1] + max(0.0, extra)]
            self._steps[key] = got
        return got

    @property
    def targets_or_winners(self) -> frozenset[str]:
        return frozenset(w.target for w in self.annihilations)

    def _step_values(self, state: GameState, uid: str) -> list[float]:
        game = self.game
        if "no_losses" in game.unit_defs[uid].flags or "no_losses" in state.units[uid].flags:
            return []
        lost = state.units[uid].steps_lost
        steps = game.unit_defs[uid].steps
        out = []
        prev = self.owner_value(state, uid, lost)
        for k in range(lost + 1, steps + 1):
            now = self.owner_value(state, uid, k)
            out.append(max(0.0, prev - now))
            prev = now
        return out

    def exit_value(self, state: GameState, uid: str) -> float:
        """Points (owner's minus enemy's) a unit earns its side by leaving the map
        through an exit zone that admits it; 0 when no exit pays."""
        got = self._exit_value.get(uid)
        if got is not None:
            return got
        game = self.game
        side = game.unit_side[uid]
        best = 0.0
        for z in game.exit_zones:
            if not z.admits(game, uid):
                continue
            base = state.copy()
            us = base.units[uid]
            before = victory.score(game, base)
            us.status = z.status  # type: ignore[assignment]
            us.hex = None
            after = victory.score(game, base)
            alone = (after[side] - before[side]) - sum(after[s] - before[s] for s in self.sides if s != side)
            # A zone that pays only for several units: the share of one unit when all admitted leave.
            group = [x for x in sorted(base.units) if base.units[x].side == side and z.admits(game, x)
                     and base.units[x].status in ("on_map", "pending")]
            for x in group:
                base.units[x].status = z.status  # type: ignore[assignment]
                base.units[x].hex = None
            after_all = victory.score(game, base)
            share = ((after_all[side] - before[side]) - sum(after_all[s] - before[s] for s in self.sides if s != side))
            share = share / max(1, len(group))
            best = max(best, alone, share)
        self._exit_value[uid] = best
        return best

    def mp_halves(self, state: GameState, uid: str) -> int:
        """Movement allowance in half MP (full or reduced face, suppression)."""
        us = state.units[uid]
        key = (uid, us.steps_lost, us.suppressed)
        got = self._mp.get(key)
        if got is None:
            from hexstudio.engine.values import movement_halves

            got = self._mp[key] = movement_halves(self.game.unit_defs[uid], us, self.game.scenario.rules.losses.reduced_values)
        return got


_KNOWN: OrderedDict[int, Knowledge] = OrderedDict()  # the last games seen (a benchmark plays many)


def _reverse_adjacency(cm, profile: str, costs: list[int]) -> list[list[tuple[int, int]]]:
    n = len(cm.hexes)
    rev: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for k, j in enumerate(cm.nbr):
        if j >= 0 and costs[k] >= 0:
            rev[j].append((k // 6, costs[k]))
    return rev


def turns_to(cost_halves: int, mp_halves: int) -> float:
    """Turns of movement a cost represents for a unit (INF when it cannot move or get there)."""
    if cost_halves >= INF:
        return math.inf
    if cost_halves <= 0:
        return 0.0
    if mp_halves <= 0:
        return math.inf
    return cost_halves / mp_halves


def rough_reach(game: Game, start: Hex, profile: str, allowance: int, blocked: frozenset[int], zoc: frozenset[int]) -> set[int]:
    """Hexes a unit could reach with a full allowance along the engine's movement costs
    (map indexes): ``blocked`` hexes (the other side's units) are never entered, a hex
    in ``zoc`` (their zones of control) is entered but not left. The danger map and
    the exit watch ask it; the engine's own reach knows more (stacking, special
    rules) and costs more."""
    cm = game.costs
    si = cm.index.get(start)
    if si is None:
        return set()
    adj = cm.adjacency(frozenset([profile]), game.state.weather)
    best = {si: 0}
    todo = [(0, si)]
    while todo:
        d, i = heapq.heappop(todo)
        if d > best.get(i, INF):
            continue
        if i != si and i in zoc:
            continue
        for j, c in adj[i]:
            if j in blocked:
                continue
            nd = d + c
            if nd <= allowance and nd < best.get(j, INF):
                best[j] = nd
                heapq.heappush(todo, (nd, j))
    return set(best)
