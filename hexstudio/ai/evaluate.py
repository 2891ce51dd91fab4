"""How good a position is for one side, in victory-point terms.

``Evaluator(know, side).value(game)`` adds up:

1. **the score** as the engine counts it now (``victory.score``: points
   recorded so far, objectives held, unit points), own minus enemy's;
2. **objectives, expected**: for every objective hex the chance that the
   side will hold it when it scores, from each side's *influence* on it (the
   strength of every unit, discounted by how many turns of movement it is
   away along the engine's movement costs, and cut off beyond the turns left
   before it scores), who stands on it and who holds it now (the engine's
   control rule). The objective's points times that chance replace the
   points the score counts for holding it now; objectives scored on a later
   turn or every turn count what they are expected to bring;
3. **material**: every unit still in the game is worth its strength on the
   victory-point scale (``Knowledge.material``), own minus enemy's;
4. **danger**: each of the side's stacks in reach of the enemy's next attack
   loses, on expectation, what the combat-results table gives for the enemy
   units that can reach a hex next to it (``Danger``: strongest first, up to
   ATTACK_SHARE of all that can reach it) against the stack's defence, with
   the terrain's column shifts, and with its retreat as the engine would
   find it (free, through enemy zones at a step's cost, or none: an
   encirclement the enemy gets for free), less half what the attack would
   cost those units.

Exit zones are sites of the objective model too (``ObjectiveModel.add_exits``).
At the strongest level, 5. **exits to bar**: what the enemy's next exits are
expected to cost, where a first exit costs the side points (``exit_watch.py``).
``posture`` names a side's posture (defender or attacker) from the victory
conditions and the starting board.

A finished game is worth a large bonus to the winner on top of the points.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from hexstudio.ai.combat_value import ENCIRCLED, FREE, TRAPPED, Fighter, expect_memo, synthetic_lines
from hexstudio.ai.exit_watch import ExitWatch, admitted_units, first_exit_gain
from hexstudio.ai.knowledge import INF, Knowledge, ObjectiveInfo, rough_reach, turns_to
from hexstudio.engine import victory
from hexstudio.engine.combat.shifts import encirclement_shift, hex_terrain_shifts
from hexstudio.engine.game import Game
from hexstudio.engine.state import GameState, UnitState
from hexstudio.engine.zoc import enemy_zoc, has_zoc, zoc_of_hex
from hexstudio.hexgrid import Hex

WIN = 1000.0
TAU = 1.0  # influence halves (×1/e) per turn of movement away
DANGER = 0.5  # the chance that the enemy attacks a stack its attack can reach
ATTACK_SHARE = 0.6  # the enemy does not throw everything it can reach at one hex
# A unit that stays in the battle to its end is destroyed with about this chance
# (at the start; less as the turns run out): what leaving through an exit saves it.
ESCAPE_RISK = 0.5
REACH_STORE = 20_000  # enemy reaches remembered per map (Danger._threat) before the store starts again (memory)


def air_point_value(know: Knowledge) -> float:
    """What an unspent air point is worth (it may still support an attack or a defence this turn)."""
    return 0.02 * know.material_scale * 4.0


def sigmoid(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def hold_chance(own: float, enemy: float, occupied: int, held: int) -> float:
    """Chance of holding an objective hex when it scores: influences, who stands
    on it (+1 own, -1 enemy, 0 none) and who holds it now (+1, -1, 0)."""
    x = 1.2 * math.log((own + 0.5) / (enemy + 0.5)) + 2.5 * occupied + 1.0 * held
    return sigmoid(x)


GROUP = 5  # an objective of this many hexes or more (held all or any) is judged as one area


@dataclass
class Site:
    """Where influence is measured: one objective hex, or a large objective's whole area."""

    hexes: tuple[Hex, ...]
    slots: tuple[int, ...]  # the hexes' slots in ObjectiveModel.hexes
    horizon: float  # turns until it last scores
    # An exit zone: the side whose units leave there and those of its units the
    # zone admits (only they threaten it; every unit of the other side blocks).
    exit_side: str | None = None
    admitted: frozenset[str] = frozenset()


class ObjectiveModel:
    """Influence of units on the objectives and the points expected from them.

    Each objective hex is a *slot* (who stands on it, who holds it); influence is
    measured per *site*: a single hex, or the whole area of an objective of
    ``GROUP`` hexes or more (the Reichswald forest), whose distance field leads
    to its nearest hex and whose chance counts the share of its hexes held."""

    def __init__(self, know: Knowledge, game: Game, barring: str | None = None) -> None:
        self.know = know
        self.game = game
        # The side whose evaluation this is, when it weighs the enemy's escapes
        # (``escape_stake``); None: exits count only the points they score.
        self.barring = barring
        st = game.state
        left = know.turns_left(st)
        cm = game.costs
        self.hexes: list[Hex] = []
        self.slot: dict[Hex, int] = {}
        self.sites: list[Site] = []
        self.plan: list[tuple[object, list[int], bool]] = []  # (objective info, its sites, judged as an area)
        single: dict[Hex, int] = {}
        for oi in know.objectives:
            if oi.when == "turn":
                if oi.turn is None or oi.turn < st.turn:
                    continue
                idx = know.turn_numbers.index(oi.turn) if oi.turn in know.turn_numbers else len(know.turn_numbers) - 1
                horizon = float(idx - st.turn_index + 1)
            else:
                horizon = float(left)
            hexes = [h for h in oi.hexes if h in cm.index]
            if not hexes:
                continue
            for h in hexes:
                if h not in self.slot:
                    self.slot[h] = len(self.hexes)
                    self.hexes.append(h)
            area = len(hexes) >= GROUP and oi.require in ("all", "any")
            if area:
                self.sites.append(Site(tuple(hexes), tuple(self.slot[h] for h in hexes), horizon))
                self.plan.append((oi, [len(self.sites) - 1], True))
            else:
                ks = []
                for h in hexes:
                    k = single.get(h)
                    if k is None:
                        k = single[h] = len(self.sites)
                        self.sites.append(Site((h,), (self.slot[h],), horizon))
                    else:
                        old = self.sites[k]
                        self.sites[k] = Site(old.hexes, old.slots, max(old.horizon, horizon))
                    ks.append(k)
                self.plan.append((oi, ks, False))
        self.add_exits(left)
        self._fields: dict[tuple[int, str], list[int]] = {}

    def add_exits(self, left: int) -> None:
        """Exit zones as sites: a zone whose first exit would pay the leaving side
        now (its points, or the enemy's points "while no unit has left there")
        is won by that side with the chance its admitted units get there before
        the other side's units bar the way (the same influences as objectives)."""
        game = self.game
        st = game.state
        cm = game.costs
        for z in game.exit_zones:
            side = z.side
            hexes = tuple(sorted((h for h in z.hexes if h in cm.index), key=lambda h: (h.q, h.r)))
            if side is None or not hexes:
                continue
            admitted = admitted_units(game, st, z)
            if not admitted:
                continue
            gain = first_exit_gain(game, st, z, side, admitted)
            if gain <= 0 and self.barring is not None and side != self.barring:
                # An exit that scores nothing by itself may still save the enemy's units.
                gain = self.escape_stake(z, side, admitted, left)
            if gain <= 0:
                continue
            self.sites.append(Site(hexes, (), float(left), side, frozenset(admitted)))
            info = ObjectiveInfo(None, hexes, {side: round(gain)}, "end", None, "exit")  # type: ignore[arg-type]
            self.plan.append((info, [len(self.sites) - 1], True))

    def escape_stake(self, z, side: str, admitted: list[str], left: int) -> float:
        """What the enemy's units a zone admits stand to save by leaving through it,
        seen by the side that would bar the way (``barring``): an exit that scores
        no more than staying (Sicily's Germans: 5 points evacuated, 5 left intact)
        still takes a unit out of reach of the attacks that would destroy it, and
        the barring side values its attacks only one combat phase ahead, so without
        this an escape costs it nothing. For each admitted unit: the points its
        leaving brings its side now (the zone's status: "exited", "evacuated"),
        less what its elimination would bring times the chance it is destroyed if
        it stays (ESCAPE_RISK, shrinking with the turns left); the units for which
        that is a gain, summed. (The leaving side needs no such term: the danger
        its units stand in already counts against staying.)"""
        game = self.game
        st = game.state
        chance = ESCAPE_RISK * left / max(1, len(self.know.turn_numbers))
        before = victory.score(game, st)

        def diff(after: dict[str, int]) -> float:
            return (after[side] - before[side]) - sum(after[x] - before[x] for x in after if x != side)

        total = 0.0
        for uid in admitted:
            out: dict[str, float] = {}
            for status in (z.status, "eliminated"):
                trial = st.copy()
                trial.units[uid].status = status  # type: ignore[assignment]
                trial.units[uid].hex = None
                out[status] = diff(victory.score(game, trial))
            total += max(0.0, out[z.status] - chance * out["eliminated"])
        return total

    def field(self, k: int, profile: str) -> list[int]:
        key = (k, profile)
        f = self._fields.get(key)
        if f is None:
            f = self._fields[key] = self.know.distance_field(self.game.costs, self.sites[k].hexes, profile)
        return f

    def contribution(self, uid: str, h: Hex | None, strength: float, mp: int) -> list[float]:
        """What a unit of this strength at ``h`` adds to the influence on each site."""
        out = [0.0] * len(self.sites)
        if h is None or strength <= 0:
            return out
        i = self.game.costs.index.get(h)
        if i is None:
            return out
        profile = self.game.movement_profile(uid)
        side = self.game.unit_side[uid]
        for k, site in enumerate(self.sites):
            if site.exit_side == side and uid not in site.admitted:
                continue
            c = self.field(k, profile)[i]
            if c >= INF:
                continue
            t = turns_to(c, mp)
            if t > site.horizon + 0.5:
                continue
            out[k] = strength * math.exp(-t / TAU)
        return out

    def chances(self, own: list[float], enemy: list[float], occupied: list[int], held: list[int]) -> list[float]:
        out = []
        for k, site in enumerate(self.sites):
            n = len(site.slots)
            if n == 0:  # an exit zone: nobody stands on it or holds it
                out.append(hold_chance(own[k], enemy[k], 0, 0))
            elif n == 1:
                j = site.slots[0]
                out.append(hold_chance(own[k], enemy[k], occupied[j], held[j]))
            else:
                occ = sum(occupied[j] for j in site.slots) / n
                hold = sum(held[j] for j in site.slots) / n
                out.append(hold_chance(own[k], enemy[k], occ * 2.0, hold * 2.0))
        return out

    def expected(self, side: str, own: list[float], enemy: list[float], occupied: list[int], held: list[int]) -> float:
        """Objective points ``side`` can expect minus the enemy's: influences per site,
        who stands on and who holds each objective hex (+1 own, -1 enemy, 0 none)."""
        chance = self.chances(own, enemy, occupied, held)
        st = self.game.state
        total = 0.0
        for oi, ks, area in self.plan:
            mine = [chance[k] for k in ks]
            times = 1.0
            if oi.when == "each_turn":  # type: ignore[attr-defined]
                times = max(1.0, 0.8 * self.know.turns_left(st))
            for s, pts in oi.points.items():  # type: ignore[attr-defined]
                ps = mine if s == side else [1.0 - p for p in mine]
                if area:
                    got = ps[0] * pts
                elif oi.require == "each":  # type: ignore[attr-defined]
                    got = sum(ps) * pts
                elif oi.require == "any":  # type: ignore[attr-defined]
                    got = (1.0 - math.prod(1.0 - p for p in ps)) * pts
                else:
                    got = math.prod(ps) * pts
                total += times * got if s == side else -times * got
        return total

    def current(self, side: str, state: GameState) -> float:
        """Points the engine's score counts now for objectives scored at the end (own minus enemy's)."""
        total = 0.0
        for oi in self.know.objectives:
            if oi.when != "end":
                continue
            got = victory.objective_points(self.game, state, oi.objective)
            for s, pts in got.items():
                total += pts if s == side else -pts
        return total


class Danger:
    """The enemy units whose attack can reach each hex next turn.

    A unit threatens the hexes next to every hex it can reach with its full
    allowance along the engine's movement costs (the other side's units block
    it and their zones of control stop it: those of the position the model was
    last updated on), and, if it fires at range, the hexes within its range at
    half its attack. Each unit's reach is remembered by the unit's hex and
    strength for as long as the other side's units stand where they stood, so
    a position that differs by a few enemy units costs only those."""

    def __init__(self, know: Knowledge, enemy: str) -> None:
        self.know = know
        self.enemy = enemy
        self._reach: dict[tuple, Threat] = {}
        self._reach_key: object = None  # where the other side's units stood for the reaches in _reach
        self._key: object = None
        # The attack that can reach each hex, and per hex the units that can attack
        # it, (unit, attack it brings, adjacent) strongest first: by the compiled
        # map's index for the map's hexes (no hashing of hexes), by hex for the
        # few beyond its edge that a unit next to it or a gun's range touches.
        self._index: dict[Hex, int] = {}
        self._pot: list[float] = []
        self._who: dict[int, list[tuple[str, float, bool]]] = {}
        self._pot_off: dict[Hex, float] = {}
        self._who_off: dict[Hex, list[tuple[str, float, bool]]] = {}
        self.version = 0  # grows whenever the enemy's units stand elsewhere (or, anchored, the other side's)
        # The threats the sums were last added up from ((unit, Threat) in order) and their map.
        self._summed: list[tuple[str, Threat]] = []
        self._summed_map: object = None

    def update(self, game: Game, anchor: bool = False) -> None:
        """Bring the model to ``game``'s position if the enemy's units stand elsewhere;
        with ``anchor``, also if the other side's units (which block the enemy's moves)
        do. The computer anchors the model on the real position whenever it chooses
        (``Evaluator.anchor``), so what it sees there never depends on the positions it
        looked at before; the positions on its forks only move the model when the
        enemy's units differ (a plan's own moves are many, and each is valued against
        the model of the position it is planned from)."""
        st = game.state
        units = sorted((u for u in st.units.values() if u.side == self.enemy and u.status == "on_map" and u.hex is not None),
                       key=lambda u: u.id)
        key = (id(game.costs), st.weather, tuple((u.id, u.hex, u.steps_lost, u.suppressed) for u in units))
        # The other side's units block the enemy's moves and their zones stop them:
        # a reach is kept only while they stand where they stood.
        mine = frozenset(x.hex for x in st.units.values() if x.status == "on_map" and x.side != self.enemy and x.hex is not None)
        if key == self._key and (not anchor or mine == self._reach_key):
            return
        self._key = key
        self.version += 1
        cm = game.costs
        if mine != self._reach_key:
            self._reach_key = mine
            self._reach.clear()
        blocked: frozenset[int] | None = None
        zoc: frozenset[int] | None = None
        threats: list[tuple[str, Threat]] = []
        for u in units:
            rk = (u.id, u.hex, u.steps_lost, u.suppressed, id(cm), st.weather)
            got = self._reach.get(rk)
            if got is None:
                v = game.current_values(u.id, st)
                if v.attack <= 0:
                    got = NO_THREAT
                else:
                    if blocked is None:
                        blocked = frozenset(cm.index[h] for h in mine if h in cm.index)
                        zoc = frozenset(cm.index[h] for h in enemy_zoc(game, st, self.enemy) if h in cm.index)
                    assert zoc is not None
                    got = self._threat(game, u.hex, game.movement_profile(u.id), self.know.mp_halves(st, u.id),
                                       blocked, zoc, v.attack, v.range)
                self._reach[rk] = got
            threats.append((u.id, got))
        if cm is self._summed_map and len(threats) == len(self._summed) and all(
                a[0] == b[0] and a[1] is b[1] for a, b in zip(threats, self._summed, strict=True)):
            return  # every unit reaches where it reached (the other side's moves were elsewhere): the same sums
        self._summed = threats
        self._summed_map = cm
        # Each hex's sum is added up unit by unit in the units' order, as before.
        pot = [0.0] * len(cm.hexes)
        who: dict[int, list[tuple[str, float, bool]]] = {}
        pot_off: dict[Hex, float] = {}
        who_off: dict[Hex, list[tuple[str, float, bool]]] = {}
        for uid, got in threats:
            for idx, off, a, adjacent in ((got.near, got.near_off, got.attack, True), (got.far, got.far_off, got.ranged, False)):
                entry = (uid, a, adjacent)
                for i in idx:
                    pot[i] += a
                    lst = who.get(i)
                    if lst is None:
                        who[i] = [entry]
                    else:
                        lst.append(entry)
                for h in off:
                    pot_off[h] = pot_off.get(h, 0.0) + a
                    who_off.setdefault(h, []).append(entry)
        for lst in who.values():
            lst.sort(key=_strongest_first)
        for lst in who_off.values():
            lst.sort(key=_strongest_first)
        self._index = cm.index
        self._pot = pot
        self._who = who
        self._pot_off = pot_off
        self._who_off = who_off

    def at(self, h: Hex) -> float:
        """The enemy's attack strength that can reach ``h`` next turn."""
        i = self._index.get(h)
        if i is not None:
            return self._pot[i]
        return self._pot_off.get(h, 0.0)

    def attackers_at(self, h: Hex) -> list[tuple[str, float, bool]] | tuple[()]:
        """The enemy units that can attack ``h``: (unit, attack it brings, adjacent), strongest first."""
        i = self._index.get(h)
        if i is not None:
            return self._who.get(i, ())
        return self._who_off.get(h, ())

    def _threat(self, game: Game, start: Hex, profile: str, mp: int, blocked: frozenset[int], zoc: frozenset[int],
                attack: int, range_: int) -> Threat:
        """The hexes a unit's attack reaches (next to every hex it can move to, and
        within its range), with the attack it brings there: a pure function of its
        arguments, so it is remembered across danger models (``Knowledge.danger_reaches``)."""
        cm = game.costs
        # Per compiled map (a flood or a blown bridge makes another), the map kept
        # alive beside its entries so that its id is never another map's.
        bucket = self.know.danger_reaches.get(id(cm))
        if bucket is None or bucket[0] is not cm:
            bucket = self.know.danger_reaches[id(cm)] = (cm, {})
        store = bucket[1]
        if len(store) > REACH_STORE:
            store.clear()
        weather = game.state.weather
        # Only the other side's units inside the area the unit could reach with nobody
        # in the way can change its reach: positions that differ elsewhere (the plans
        # and forks the computer values, the real position it anchors on) share one
        # answer, the very one the whole sets would give.
        fk = ("free", weather, start, profile, mp)
        free = store.get(fk)
        if free is None:
            free = store[fk] = frozenset(rough_reach(game, start, profile, mp, frozenset(), frozenset()))
        b = blocked & free
        z = zoc & free
        key = (weather, start, profile, mp, b, z, attack, range_)
        got = store.get(key)
        if got is None:
            got = store[key] = _threat_of(cm, rough_reach(game, start, profile, mp, b, z), start, attack, range_)
        return got


@dataclass(frozen=True)
class Threat:
    """Where one enemy unit's attack reaches: the hexes next to its reach (map
    indexes, and hexes beyond the map's edge), and those only its range reaches."""

    near: tuple[int, ...]
    near_off: tuple[Hex, ...]
    attack: float
    far: tuple[int, ...]
    far_off: tuple[Hex, ...]
    ranged: float  # the attack it brings at range (half)


NO_THREAT = Threat((), (), 0.0, (), (), 0.0)


def _strongest_first(x: tuple[str, float, bool]) -> tuple[float, str]:
    return (-x[1], x[0])


def _threat_of(cm, reach: set[int], start: Hex, attack: int, range_: int) -> Threat:
    """Every reached hex and its neighbours (by the map's neighbour table), and
    the hexes within range that are not among them."""
    nbr = cm.nbr
    near: set[int] = set(reach)
    off: set[Hex] = set()
    for i in reach:
        k = i * 6
        for d in range(6):
            j = nbr[k + d]
            if j >= 0:
                near.add(j)
            else:
                off.add(cm.hexes[i].neighbour(d))
    far: list[int] = []
    far_off: list[Hex] = []
    if range_:
        for h in _disc(start, range_):
            j = cm.index.get(h)
            if j is None:
                if h not in off:
                    far_off.append(h)
            elif j not in near:
                far.append(j)
    return Threat(tuple(sorted(near)), tuple(sorted(off)), float(attack), tuple(far), tuple(far_off), 0.5 * attack)


def _disc(h: Hex, r: int) -> Iterable[Hex]:
    for dq in range(-r, r + 1):
        for dr in range(max(-r, -dq - r), min(r, -dq + r) + 1):
            yield Hex(h.q + dq, h.r + dr)


def terrain_shift(game: Game, h: Hex) -> tuple[int, ...]:
    """Signed column shifts of a defender in ``h`` from its terrain alone (no hexside)."""
    sc = game.scenario
    hexside_types = {t.id: t for t in sc.hexside_types}
    try:
        sh = hex_terrain_shifts(game.view, hexside_types, h, [], sc.rules.combat.terrain, sc.rules.combat.river_shift)
    except KeyError:
        return ()
    return tuple(s.signed for s in sh)


def encircle_shift(game: Game) -> tuple[int, ...]:
    return tuple(s.signed for s in encirclement_shift(True, game.scenario.rules.combat.encirclement_shift))


class Evaluator:
    """The value of a position for ``side`` (see the module docstring)."""

    def __init__(self, know: Knowledge, side: str, escapes: bool = False, bars_exits: bool = False,
                 contact_danger: float = DANGER) -> None:
        self.know = know
        self.side = side
        # The chance the enemy attacks a stack it already stands next to (Level.contact_danger).
        self.contact_danger = contact_danger
        self.escapes = escapes  # it weighs the enemy's escapes (ObjectiveModel.escape_stake; the strongest level)
        # The enemy's exits that cost the side points, watched unit by unit (the strongest level).
        self.watch = ExitWatch(know, side) if bars_exits else None
        self._danger: Danger | None = None
        self._anchor: Game | None = None  # the real game, to anchor the danger model on (``anchor``)
        self._model_anchor: Game | None = None  # and the objective model
        self._risk: dict[tuple, float] = {}
        self._model: ObjectiveModel | None = None
        self._model_key: object = None
        self._contrib: dict[tuple, list[float]] = {}
        self._sparse: dict[tuple, tuple[tuple[int, float], ...]] = {}
        self._retreat: dict[Hex, str] = {}
        self._terrain: dict[tuple, tuple[int, ...]] = {}
        self._occupied: dict[Hex, str] = {}
        self._occupied_key: int | None = None
        self._enemy_hexes: set[Hex] = set()  # where the enemy stands, for contact_danger
        self._enemy_key: int | None = None

    def enemies(self) -> list[str]:
        return [s for s in self.know.sides if s != self.side]

    def value(self, game: Game, *, danger: bool = True) -> float:
        st = game.state
        side = self.side
        if st.game_over and st.winner is not None:
            bonus = WIN if st.winner == side else -WIN
        else:
            bonus = 0.0
        score = victory.score(game, st)
        v = bonus + score.get(side, 0) - sum(p for s, p in score.items() if s != side)
        v += self.objectives(game)
        v += self.material(st)
        if self.know.annihilations and not st.game_over:
            v += self.know.annihilation_value(st, side)
        air = air_point_value(self.know)
        for s, pts in st.air_points.items():
            v += air * pts if s == side else -air * pts
        if danger and self.know.enemy_attacks_ahead(st, side):
            v -= self.danger(game)
        if self.watch is not None:
            v -= self.exit_loss(game)
        return v

    # ------------------------------------------------------------------ terms
    def exit_loss(self, game: Game) -> float:
        """The points the enemy's next exits are expected to cost (``ExitWatch``)."""
        watch = self.watch
        if watch is None or not watch.active(game):
            return 0.0
        return watch.loss(game, *self.footprint(game))

    def footprint(self, game: Game) -> tuple[set[Hex], set[Hex]]:
        """The hexes the side's units stand on and those their zones of control cover."""
        st = game.state
        mine = [(u.id, u.hex) for u in st.units.values() if u.side == self.side and u.status == "on_map" and u.hex is not None]
        return {h for _u, h in mine}, our_zoc(game, st, self.side, mine)

    def objectives(self, game: Game) -> float:
        st = game.state
        model = self.objective_model(game)
        if not model.sites:
            return 0.0
        own, enemy, occupied, held = influence_on_sites(
            self.know, model, st, self.side,
            lambda u: self.sparse_contribution(model, u.id, u.hex, u.steps_lost, u.suppressed, st),
        )
        return model.expected(self.side, own, enemy, occupied, held) - model.current(self.side, st)

    def objective_model(self, game: Game) -> ObjectiveModel:
        """The objective model of the turn: built from the real position the computer
        chooses in (``anchor``) and shared by the forks of that turn it looks at."""
        base = game
        if self._model_anchor is not None:
            base, self._model_anchor = self._model_anchor, None
            self._model = None
        st = base.state
        key = (id(base.costs), st.turn_index, self.know.game is not None)
        if self._model is None or self._model_key != key:
            self._model = ObjectiveModel(self.know, base, self.side if self.escapes else None)
            self._model_key = key
            self._contrib.clear()
            self._sparse.clear()
        self._model.game = game
        return self._model

    def contribution(self, model: ObjectiveModel, uid: str, h: Hex, steps_lost: int, suppressed: bool, st: GameState) -> list[float]:
        mp = self.know.mp_halves(st, uid)
        key = (uid, h, steps_lost, suppressed, mp)
        got = self._contrib.get(key)
        if got is None:
            got = self._contrib[key] = model.contribution(uid, h, self.know.strength(uid, steps_lost, suppressed), mp)
        return got

    def sparse_contribution(self, model: ObjectiveModel, uid: str, h: Hex, steps_lost: int, suppressed: bool,
                            st: GameState) -> tuple[tuple[int, float], ...]:
        """``contribution`` without its zeros: (site, influence) pairs."""
        mp = self.know.mp_halves(st, uid)
        key = (uid, h, steps_lost, suppressed, mp)
        got = self._sparse.get(key)
        if got is None:
            got = self._sparse[key] = sparse(self.contribution(model, uid, h, steps_lost, suppressed, st))
        return got

    def material(self, st: GameState) -> float:
        total = 0.0
        for u in st.units.values():
            if u.status not in ("on_map", "pending", "withdrawn"):
                continue
            w = self.know.material(u.id, u.steps_lost)
            total += w if u.side == self.side else -w
        return total

    def anchor(self, game: Game) -> None:
        """The computer is about to choose in ``game`` (the real game, not a fork): the
        next danger model asked for is first brought to this position, the other
        side's units included (``Danger.update``), so that its choice is a function of
        the position, not of the positions it valued before (a saved game loaded
        again plays on as it would have); so are the objective model and the exits
        watched."""
        self._anchor = game
        self._model_anchor = game
        if self.watch is not None:
            self.watch.anchor(game)

    def danger_model(self, game: Game) -> Danger | None:
        enemies = self.enemies()
        if not enemies:
            return None
        if self._danger is None:
            self._danger = Danger(self.know, enemies[0])
        before = self._danger.version
        if self._anchor is not None:
            real, self._anchor = self._anchor, None
            self._danger.update(real, anchor=True)
        self._danger.update(game)
        if self._danger.version != before:
            self._risk.clear()
            self._retreat.clear()
        return self._danger

    def danger(self, game: Game) -> float:
        model = self.danger_model(game)
        if model is None:
            return 0.0
        st = game.state
        total = 0.0
        for h, units in st.occupied().items():
            if units[0].side != self.side:
                continue
            total += self.stack_risk(game, h, [u.id for u in units], model)
        return total

    def stack_risk(self, game: Game, h: Hex, uids: list[str], model: Danger) -> float:
        """The stack's expected loss if the enemy attacks it next turn (times DANGER,
        the chance that it does, or ``contact_danger`` where an enemy unit already
        stands next to it): the enemy units that can reach it, strongest
        first until they bring ATTACK_SHARE of all the attack that can reach the
        hex (the enemy does not throw everything at one hex), against the stack's
        defence with its terrain's shifts, and its retreat as the engine would
        find it; less half what the attack would cost those enemy units (an
        attack that bleeds the attacker is less likely, and a defender that makes
        attacks on it dear is well placed)."""
        pot = model.at(h)
        if pot <= 0:
            return 0.0
        st = game.state
        key = (h, tuple(sorted((u, st.units[u].steps_lost) for u in uids)))
        got = self._risk.get(key)
        if got is not None:
            return got
        want = pot * ATTACK_SHARE
        attackers: list[Fighter] = []
        a = 0.0
        for uid, strength, adjacent in model.attackers_at(h):
            if a >= want:
                break
            a += strength
            # Guns firing from range take no losses.
            attackers.append(Fighter(uid, self.know.step_values(st, uid) if adjacent else [], attack=int(strength)))
        d = sum(game.current_values(u, st).defence for u in uids)
        shifts = self.terrain(game, h)
        retreat = self._retreat.get(h)
        if retreat is None:
            if self._occupied_key != model.version:
                self._occupied = {x: us[0].side for x, us in st.occupied().items()}
                self._occupied_key = model.version
            retreat = self._retreat[h] = retreat_prospect(game, self._occupied, h, self.side, enemy_zoc(game, st, self.side))
        if retreat != FREE:
            shifts = shifts + encircle_shift(game)
        fighters = [Fighter(u, self.know.step_values(st, u), defence=game.current_values(u, st).defence, retreat=retreat)
                    for u in uids]
        lines = synthetic_lines(game.scenario.crt, game.scenario.rules.combat, int(a), d, shifts)
        e = expect_memo(lines, game.scenario.crt.results, attackers, fighters)
        risk = self.share_attacked(st, h, model) * max(0.0, e.defender_loss - 0.5 * e.attacker_loss)
        self._risk[key] = risk
        return risk

    def share_attacked(self, st: GameState, h: Hex, model: Danger) -> float:
        """The chance the enemy attacks a stack in ``h``: higher next to an enemy unit
        (it need not move to attack, and in many battles an engaged unit must)."""
        if self.contact_danger == DANGER:
            return DANGER
        if self._enemy_key != model.version:
            self._enemy_hexes = {x for x, us in st.occupied().items() if us[0].side != self.side}
            self._enemy_key = model.version
        return self.contact_danger if any(n in self._enemy_hexes for n in h.neighbours()) else DANGER

    def terrain(self, game: Game, h: Hex) -> tuple[int, ...]:
        key = (id(game.costs), h)
        got = self._terrain.get(key)
        if got is None:
            got = self._terrain[key] = terrain_shift(game, h)
        return got


def sparse(values: list[float]) -> tuple[tuple[int, float], ...]:
    """The non-zero entries of a list of influences, as (position, value) pairs.
    Influences are never negative, so leaving the zeros out of a sum changes no bit of it."""
    return tuple((k, x) for k, x in enumerate(values) if x)


def influence_on_sites(
    know: Knowledge, model: ObjectiveModel, st: GameState, side: str,
    contribution: Callable[[UnitState], Iterable[tuple[int, float]]],
) -> tuple[list[float], list[float], list[int], list[int]]:
    """What the objective model weighs, seen by ``side``: its units' and the enemy's
    summed influence on each site (``contribution(unit)``: the non-zero (site,
    influence) pairs of one unit on the map), who stands on each objective hex
    and who holds it (1 ours, -1 theirs, 0 nobody)."""
    n = len(model.sites)
    own = [0.0] * n
    enemy = [0.0] * n
    occupied = [0] * len(model.hexes)
    for u in st.units.values():
        if u.status != "on_map" or u.hex is None:
            continue
        bucket = own if u.side == side else enemy
        for k, x in contribution(u):
            bucket[k] += x
        j = model.slot.get(u.hex)
        if j is not None:
            occupied[j] = 1 if u.side == side else -1
    held = []
    for h in model.hexes:
        who = know.holder(st, h)
        held.append(0 if who is None else (1 if who == side else -1))
    return own, enemy, occupied, held


DEFENDER = "defender"
ATTACKER = "attacker"


def posture(know: Knowledge, side: str) -> str:
    """DEFENDER or ATTACKER, from the victory conditions and the battle's start
    (never from the position now, so a game loaded from a save plays on as it
    would have): a side that wins by surviving an annihilation rule defends,
    the side that must annihilate attacks; else a side defends when, on the
    starting board, it stands to hold most of the objective points at stake
    (both sides' points, each objective's chance from the objective model's
    influences, who stands on it and who holds it)."""
    got = know.postures.get(side)
    if got is not None:
        return got
    got = ATTACKER
    decided = False
    for w in know.annihilations:
        if w.target == side and w.otherwise == side:
            got, decided = DEFENDER, True
        elif w.winner == side and w.otherwise is not None:
            got, decided = ATTACKER, True
    if not decided:
        start = Game(know.game.scenario, know.game.seed)
        model = ObjectiveModel(know, start)
        st = start.state
        own, enemy, occupied, held = influence_on_sites(
            know, model, st, side,
            lambda u: sparse(model.contribution(u.id, u.hex, know.strength(u.id, u.steps_lost, u.suppressed),
                                                know.mp_halves(st, u.id))),
        )
        chance = model.chances(own, enemy, occupied, held)
        mine = total = 0.0
        for oi, ks, _area in model.plan:
            if oi.require == "exit":  # type: ignore[attr-defined]
                continue
            p = sum(chance[k] for k in ks) / max(1, len(ks))
            for pts in oi.points.values():  # type: ignore[attr-defined]
                mine += p * pts
                total += pts
        if total > 0 and mine >= 0.5 * total:
            got = DEFENDER
    know.postures[side] = got
    return got


def retreat_prospect(game: Game, occupied: dict[Hex, str], h: Hex, side: str, zoc: frozenset[Hex]) -> str:
    """How a unit of ``side`` at ``h`` would fare if made to retreat: FREE (a hex
    free of enemy zones), ENCIRCLED (only through them) or TRAPPED (no hex at all).
    ``occupied``: the side in each occupied hex."""
    cm = game.costs
    through = False
    for n in h.neighbours():
        i = cm.index.get(n)
        if i is None or game.view.is_water(n):
            continue
        occ = occupied.get(n)
        if occ is not None and occ != side:
            continue
        if n in zoc:
            through = True
            continue
        return FREE
    return ENCIRCLED if through else TRAPPED


def our_zoc(game: Game, st: GameState, side: str, hexes: Iterable[tuple[str, Hex]]) -> set[Hex]:
    """Hexes in the zone of control of ``side``'s units standing at ``hexes`` ((unit, hex) pairs)."""
    out: set[Hex] = set()
    for uid, h in hexes:
        if has_zoc(game, st, uid):
            out.update(zoc_of_hex(game, h))
    return out


__all__ = ["ATTACKER", "DEFENDER", "TRAPPED", "Evaluator", "ObjectiveModel", "hold_chance", "posture", "retreat_prospect"]
