"""The movement search against a plain reference search, on every bundled battle.

``game.legal_moves`` is built for speed: flat step tables by map index, a
bucket queue, each side's position kept up to date as units move, a stacking
test that shares who stands where between searches. The reference below is
written the plain way: a heap of (cost, hex) over ``Hex`` values, enemy
hexes and zones of control from a pass over every unit, and the stacking
rules asked hex by hex (``stacking_fault``). Both must give the same
destinations at the same costs, and every path the engine gives must walk
(``walk_path``) at exactly that cost. Positions come from random legal moves
through several movement phases of each battle, with units moved, stacked
and stopped in zones of control.
"""

from __future__ import annotations

import heapq
import random
from pathlib import Path

import pytest
from engine_search import search_module

from hexstudio.engine import movement
from hexstudio.engine.actions import Choose, EndPhase, MoveStack
from hexstudio.engine.game import Game
from hexstudio.engine.movement import (
    _river_cap,
    _stack_problem,
    closed_hexes,
    congestion_tolls,
    walk_path,
)
from hexstudio.engine.stacking import stacking_fault
from hexstudio.engine.state import GameState
from hexstudio.engine.values import movement_halves
from hexstudio.engine.zoc import has_zoc, ignores_zoc, is_encircled, zoc_of_hex
from hexstudio.hexgrid import Hex
from hexstudio.scenario.cost import parse_cost
from hexstudio.scenario.io import load_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
BATTLES = ("tutorial", "leyte", "sicily", "peleliu", "reichswald", "monte-castelo")


def plain_tolls(game: Game, st: GameState, side: str) -> dict[int, int]:
    """The ``congestion`` surcharges by map index, read from the rule's parameters unit by unit."""
    out: dict[int, int] = {}
    for sr in game.special_rules:
        if sr.rule != "congestion" or sr.params.get("side", side) != side:
            continue
        occ = sr.params.get("occupant", {})
        nats, size, tags = occ.get("nationalities"), occ.get("size"), occ.get("tags")
        toll = parse_cost(sr.params.get("surcharge", 1)).halves
        for h, units in st.occupied().items():
            i = game.costs.index.get(h)
            if i is None or units[0].side != side:
                continue
            for u in units:
                d = game.unit_defs[u.id]
                if (nats and d.nationality not in nats) or (size and d.size.value != size) or \
                        (tags and not set(tags) & set(game.unit_types[d.type].tags)):
                    continue
                out[i] = out.get(i, 0) + toll
                break
    return out


def test_the_congestion_tolls_are_those_of_the_rule() -> None:
    game = Game(load_scenario(SCENARIOS / "reichswald.json"), seed=1)
    rng = random.Random(3)
    seen = 0
    for _ in range(120):
        st = game.state
        for side in game.sides:
            want = plain_tolls(game, st, side)
            assert congestion_tolls(game, st, side, st.occupied()) == want
            seen += bool(want)
        moves = [a for a in game.legal_actions() if not isinstance(a, EndPhase)]
        game.apply(rng.choice(moves) if moves and rng.random() < 0.8 else EndPhase() if game.is_legal(EndPhase()) else moves[0])
    assert seen  # the rule did charge somewhere


def reference_reach(game: Game, ids: tuple[str, ...]) -> dict[Hex, int] | None:
    """Legal destinations and their costs (half MP), worked out plainly; None if the stack may not move."""
    st: GameState = game.state
    if _stack_problem(game, st, ids) is not None:
        return None
    cm = game.costs
    rules = game.scenario.rules
    first = st.units[ids[0]]
    side, start = first.side, first.hex
    assert start is not None
    allowance = max(0, min(movement_halves(game.unit_defs[u], st.units[u], rules.losses.reduced_values) - st.units[u].mp_spent for u in ids))
    classes = frozenset(game.movement_profile(u) for u in ids)
    costs = cm.stack_edge_costs(classes, st.weather)
    # The position from a pass over every unit.
    enemy: set[Hex] = set()
    friendly: set[Hex] = set()
    zoc: set[Hex] = set()
    for u in st.units.values():
        if u.status != "on_map" or u.hex is None:
            continue
        (friendly if u.side == side else enemy).add(u.hex)
        if u.side != side and has_zoc(game, st, u.id):
            zoc.update(zoc_of_hex(game, u.hex))
    if all(ignores_zoc(game, st, u) for u in ids):
        zoc = set()
    closed = set(enemy)
    closed |= {h for h in closed_hexes(game, st, ids, side) if h != start}
    for tags, terrain in game.no_engagement:  # armour that may not engage in some terrain
        if any(tags & set(game.unit_types[game.unit_defs[u].type].tags) for u in ids):
            for e in st.units.values():
                if e.side != side and e.status == "on_map" and e.hex is not None and \
                        {game.view.terrain(e.hex), *game.view.features(e.hex)} & terrain:
                    closed |= {h for h in e.hex.neighbours() if h != start}
    phase = game.phase()
    if phase is not None and not phase.engagements and zoc:
        closed |= zoc - {start}
    tolls = plain_tolls(game, st, side)
    fresh = all(st.units[u].mp_spent == 0 and not st.units[u].moved_this_phase for u in ids)
    extra = 0
    if start in zoc and fresh:
        dc = parse_cost(rules.zoc.disengage_cost)
        extra = 0 if dc.prohibited or dc.kind == "same" else dc.halves
    cap, river = None, frozenset()
    capped = _river_cap(game, st, ids, classes)
    if capped is not None:
        spent = max(st.units[u].mp_spent for u in ids)
        if any("river_capped" in st.units[u].flags for u in ids):
            allowance = max(0, min(allowance, capped[0] - spent))
        else:
            cap, river = max(0, capped[0] - spent), capped[1]

    def steps(h: Hex):
        i = cm.index[h]
        for d, n in enumerate(h.neighbours()):
            c = costs[i * 6 + d]
            if n not in cm.index or c < 0 or n in closed:
                continue
            if h == start:
                if not rules.zoc.zoc_to_zoc and h in zoc and n in zoc:
                    continue
                c += extra
            else:
                c += tolls.get(i, 0)
            yield n, c, i * 6 + d in river

    # States (hex, crossed a capping river yet), cheapest first.
    best: dict[tuple[Hex, bool], int] = {(start, False): 0}
    heap: list[tuple[int, int, int, bool]] = [(0, start.q, start.r, False)]
    while heap:
        d0, q, r, crossed = heapq.heappop(heap)
        h = Hex(q, r)
        if d0 > best[(h, crossed)] or (h != start and h in zoc):
            continue
        for n, c, over in steps(h):
            now = crossed or over
            nd = d0 + c
            if nd > (min(allowance, cap) if now and cap is not None else allowance):
                continue
            if nd < best.get((n, now), 1 << 30):
                best[(n, now)] = nd
                heapq.heappush(heap, (nd, n.q, n.r, now))
    reached: dict[Hex, int] = {}
    for (h, _), v in best.items():
        if h != start and v < reached.get(h, 1 << 30):
            reached[h] = v
    if rules.movement.minimum_move and fresh and not is_encircled(game, st, ids[0]):
        for n, _c, _ in steps(start):
            reached.setdefault(n, allowance)
    if rules.zoc.encircled_cannot_move and start in zoc and fresh and all(h in zoc for h in reached):
        return None
    if rules.stacking.check == "end_of_move":
        reached = {h: v for h, v in reached.items() if stacking_fault(game, st, h, ids) is None}
    return reached


def to_movement(game: Game, rng: random.Random) -> bool:
    """Play on (first options, phase ends) to the next movement phase; False once the game is over."""
    for _ in range(300):
        st = game.state
        if st.game_over:
            return False
        if st.pending is None and game.phase_kind() == "movement":
            return True
        if st.pending is not None:
            game.apply(Choose(rng.choice(st.pending.options)))
        elif game.is_legal(EndPhase()):
            game.apply(EndPhase())
        else:  # an obligation first (engaged units must attack): any legal action
            game.apply(rng.choice([a for a in game.legal_actions() if not isinstance(a, EndPhase)]))
    return False


def compare_all(game: Game, name: str) -> int:
    st = game.state
    groups: dict[Hex, list[str]] = {}
    for u in st.units.values():
        if u.on_map and u.side == st.active_side and u.hex is not None:
            groups.setdefault(u.hex, []).append(u.id)
    stacks = [(uid,) for us in groups.values() for uid in us] + [tuple(us) for us in groups.values() if len(us) > 1]
    compared = 0
    for ids in stacks:
        r = game.legal_moves(ids)
        want = reference_reach(game, ids)
        if want is None:
            assert r.blocked is not None or not r.ends, (name, ids)
            continue
        assert r.blocked is None, (name, ids, r.blocked)
        got = r.destinations()
        assert got == want, (name, ids, sorted(set(got) ^ set(want)))
        for h, v in got.items():
            path = r.path_to(h)
            assert walk_path(game, ids, path, r) == v, (name, ids, h)
        compared += 1
    return compared


def random_move(game: Game, rng: random.Random) -> bool:
    st = game.state
    units = [u.id for u in st.units.values() if u.on_map and u.side == st.active_side]
    rng.shuffle(units)
    for uid in units:
        r = game.legal_moves([uid])
        if r.blocked is None and r.ends:
            dest = rng.choice(sorted(r.destinations()))
            game.apply(MoveStack((uid,), r.path_to(dest)))
            return True
    return False


@pytest.mark.parametrize("backend", ["python", "c"])
@pytest.mark.parametrize("name", BATTLES)
def test_legal_moves_equal_a_plain_reference_search(name: str, backend: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Either search the engine may run: the pure-Python one and the compiled
    # core (``engine/_search.c``, where it was built at install).
    monkeypatch.setattr(movement, "_native", search_module(backend))
    game = Game(load_scenario(SCENARIOS / f"{name}.json"), seed=3)
    rng = random.Random(name)
    compared = 0
    for _phase in range(3):
        if not to_movement(game, rng):
            break
        for _ in range(4):
            compared += compare_all(game, name)
            for _ in range(3):
                if not random_move(game, rng):
                    break
        if game.is_legal(EndPhase()):
            game.apply(EndPhase())
    assert compared > 30, (name, compared)
