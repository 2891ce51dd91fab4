"""The derived indexes of a game: hex -> units (``UnitTable``), each side's view
of the position (``engine/position.py``), undo snapshots, and the reach a move's
check found reused by its apply.

Each index is compared with the plain answer worked out from the units, after
every action, undo, redo and replay of random legal play on the bundled battles.
"""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hexstudio.engine import movement
from hexstudio.engine.actions import EndPhase, MoveStack
from hexstudio.engine.game import Game
from hexstudio.engine.state import GameState, UnitState, UnitTable
from hexstudio.engine.zoc import enemy_zoc, has_zoc, zoc_of_hex
from hexstudio.hexgrid import Hex
from hexstudio.scenario.io import load_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
BATTLES = {name: load_scenario(SCENARIOS / f"{name}.json") for name in ("tutorial", "leyte", "reichswald")}


def plain_units_at(state: GameState, h: Hex) -> list[UnitState]:
    """What ``units_at`` answered before the index: a pass over every unit."""
    return [u for u in state.units.values() if u.hex == h and u.status == "on_map"]


def plain_zoc(game: Game, state: GameState, side: str) -> frozenset[Hex]:
    out: set[Hex] = set()
    for u in state.units.values():
        if u.side != side and u.status == "on_map" and u.hex is not None and has_zoc(game, state, u.id):
            out.update(zoc_of_hex(game, u.hex))
    return frozenset(out)


def check_index(game: Game) -> None:
    """Every derived answer equals the one worked out from scratch."""
    st_ = game.state
    hexes = {u.hex for u in st_.units.values() if u.hex is not None} | set(st_.occupied_hexes())
    for h in hexes:
        want = plain_units_at(st_, h)
        assert st_.units_at(h) == want, game.label(h)
        assert [u.id for u in st_.units_at(h)] == [u.id for u in want]  # scenario order
        assert st_.occupant_side(h) == (want[0].side if want else None)
    assert {h: [u.id for u in us] for h, us in st_.occupied_hexes().items()} == {
        h: [u.id for u in us] for h, us in st_.occupied().items()
    }
    index = game.costs.index
    for side in game.sides:
        zoc = enemy_zoc(game, st_, side)
        assert zoc == plain_zoc(game, st_, side), side
        view = game._positions.side(game, side)
        assert view.zone_hexes() == zoc
        enemy, friendly, zoc_i = view.frozen(game)
        occupied = st_.occupied()
        assert enemy == {index[h] for h, us in occupied.items() if us[0].side != side and h in index}
        assert friendly == {index[h] for h, us in occupied.items() if us[0].side == side and h in index}
        # the friendly hexes' units, as the stacking checks of a search read them
        assert {i: [u.id for u in us] for i, us in view.units_at.items()} == {
            index[h]: [u.id for u in us] for h, us in occupied.items() if us[0].side == side and h in index
        }
        assert zoc_i == {index[h] for h in zoc if h in index}


def play(game: Game, picks: list[int]) -> None:
    for pick in picks:
        actions = list(game.legal_actions())
        if not actions:
            return
        moves = [a for a in actions if not isinstance(a, EndPhase)]
        if game.state.pending is None and moves and pick % 4:
            action = moves[pick % len(moves)]
        elif game.is_legal(EndPhase()):
            action = EndPhase()
        else:
            action = actions[pick % len(actions)]
        before = game.state.digest()
        game.apply(action)
        after = game.state.digest()
        check_index(game)
        if game.can_undo():
            game.undo()
            assert game.state.digest() == before
            check_index(game)
            game.redo()
            assert game.state.digest() == after
            check_index(game)
        if game.state.game_over:
            return


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    battle=st.sampled_from(sorted(BATTLES)),
    seed=st.integers(0, 10_000),
    picks=st.lists(st.integers(0, 10_000), min_size=5, max_size=30),
)
def test_index_and_positions_match_the_units_through_play_undo_and_replay(battle, seed, picks):
    scenario = BATTLES[battle]
    g = Game(scenario, seed=seed)
    check_index(g)
    play(g, picks)
    again = Game.replay(scenario, seed, g.actions())
    assert again.state.digest() == g.state.digest()
    check_index(again)


def test_units_moved_by_hand_keep_the_index_up_to_date():
    g = Game(BATTLES["tutorial"], seed=1)
    st_ = g.state
    u = next(x for x in st_.units.values() if x.status == "on_map")
    old = u.hex
    assert u in st_.units_at(old)
    new = Hex(old.q + 5, old.r)
    u.hex = new
    assert u not in st_.units_at(old) and st_.units_at(new) == [u]
    u.status = "eliminated"
    assert st_.units_at(new) == []
    u.status = "on_map"
    assert st_.units_at(new) == [u]
    g.changed()
    check_index(g)


def test_adding_and_removing_units_drops_the_index():
    st_ = GameState()
    h = Hex(2, 3)
    st_.units["a"] = UnitState("a", "red", h, "on_map")
    assert [u.id for u in st_.units_at(h)] == ["a"]
    st_.units["b"] = UnitState("b", "red", h, "on_map")
    assert [u.id for u in st_.units_at(h)] == ["a", "b"]
    del st_.units["a"]
    assert [u.id for u in st_.units_at(h)] == ["b"]
    st_.units = {"c": UnitState("c", "blue", h, "on_map")}  # any mapping becomes a table
    assert isinstance(st_.units, UnitTable)
    assert [u.id for u in st_.units_at(h)] == ["c"]
    st_.units.pop("c")
    assert st_.units_at(h) == []


def test_a_unit_taken_out_of_its_table_no_longer_moves_the_index():
    st_ = GameState()
    h = Hex(0, 0)
    u = UnitState("a", "red", h, "on_map")
    st_.units["a"] = u
    st_.units["b"] = UnitState("b", "red", h, "on_map")
    assert len(st_.units_at(h)) == 2
    st_.units["a"] = UnitState("a", "red", Hex(1, 0), "on_map")  # replaced
    assert [x.id for x in st_.units_at(h)] == ["b"]
    u.hex = h.neighbour(3)  # the old object: not in the table any more
    assert [x.id for x in st_.units_at(h)] == ["b"]
    assert st_.units_at(h.neighbour(3)) == []


def test_stacks_keep_scenario_order_whatever_the_order_of_arrival():
    st_ = GameState(units={k: UnitState(k, "red", Hex(0, i), "on_map") for i, k in enumerate("abc")})
    h = Hex(5, 5)
    st_.units_at(h)  # the index is built before the moves
    for k in "cab":
        st_.units[k].hex = h
    assert [u.id for u in st_.units_at(h)] == ["a", "b", "c"]
    assert [u.id for u in st_.occupied()[h]] == ["a", "b", "c"]


def test_copies_snapshots_pickles_and_deep_copies_have_their_own_index():
    g = Game(BATTLES["tutorial"], seed=3)
    st_ = g.state
    u = next(x for x in st_.units.values() if x.status == "on_map")
    h = u.hex
    snap = st_.snapshot()
    for other in (st_.copy(), snap.restore(), pickle.loads(pickle.dumps(st_)), copy.deepcopy(st_)):
        assert other == st_ and other.digest() == st_.digest()
        moved = other.units[u.id]
        assert moved is not u
        moved.hex = Hex(h.q + 3, h.r)
        assert [x.id for x in st_.units_at(h)] == [x.id for x in plain_units_at(st_, h)]
        assert u in st_.units_at(h)  # the original is not moved by its copy
        assert other.units_at(Hex(h.q + 3, h.r)) == [moved]
    # A snapshot restores the state as it was, as often as asked.
    u.mp_spent += 2
    u.flags.add("stopped")
    first, second = snap.restore(), snap.restore()
    assert first == second and first.units[u.id].mp_spent == u.mp_spent - 2
    assert "stopped" not in first.units[u.id].flags
    first.units[u.id].flags.add("x")
    first.vp_events.append("changed")
    assert "x" not in second.units[u.id].flags and "changed" not in second.vp_events


def test_unit_state_equality_and_repr_are_those_of_its_fields():
    a = UnitState("a", "red", Hex(1, 2), "on_map", flags={"x"})
    b = UnitState("a", "red", Hex(1, 2), "on_map", flags={"x"})
    assert a == b and a is not b
    b.mp_spent = 1
    assert a != b
    assert "hex=Hex(q=1, r=2)" in repr(a) and "status='on_map'" in repr(a)
    with pytest.raises(TypeError):
        hash(a)


def test_a_move_works_its_reach_out_once(monkeypatch):
    """check() finds the stack's reach; apply reuses it (walk_path, the river
    cap and the zone test used to work it out again, three more times)."""
    g = Game(BATTLES["tutorial"], seed=1)
    st_ = g.state
    uid = next(u.id for u in st_.units.values() if u.on_map and u.side == st_.active_side and g.legal_moves([u.id]).ends)
    reach = g.legal_moves([uid])
    dest = max(reach.destinations(), key=lambda h: reach.cost_to(h) or 0)
    action = MoveStack((uid,), reach.path_to(dest))
    calls = []
    real = movement.reach_for

    def counted(*a, **k):
        calls.append(a[1])
        return real(*a, **k)

    monkeypatch.setattr(movement, "reach_for", counted)
    g.changed()  # nothing remembered from the legal_moves above
    before = g.state.digest()
    g.apply(action)
    assert calls == [(uid,)]
    assert g.state.units[uid].hex == dest
    g.undo()
    assert g.state.digest() == before


def test_a_reach_asked_for_after_the_handler_moved_a_unit_is_worked_out_again():
    g = Game(BATTLES["tutorial"], seed=1)
    st_ = g.state
    uid = next(u.id for u in st_.units.values() if u.on_map and u.side == st_.active_side and g.legal_moves([u.id]).ends)
    reach = g.cached_reach((uid,))
    g._applying = True
    g._window = (st_, st_.units.changes, type("Fx", (), {"units": set()})())
    try:
        assert g.unchanged_since_check()
        assert g.cached_reach((uid,)) is reach
        st_.units[uid].hex = next(iter(reach.destinations()))
        assert not g.unchanged_since_check()
        assert g.cached_reach((uid,)) is not reach
    finally:
        g._applying = False
        g._window = None
