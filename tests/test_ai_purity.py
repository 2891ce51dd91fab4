"""The computer's choice is a function of the position, its level and its seed
(issue 9), never of what it looked at before: a game saved and loaded again, or
a fresh player handed the position, plays on as the player that got there did.

Each memo the computer keeps across positions must answer only for what it was
asked: here the ones that did not (the combat expectation's memo answered for
other units with the same values; the retreat memo was keyed by the id of games
since gone; the danger map, the objective model and the exits watched kept the
first position that asked)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from combat_fixtures import unit
from test_ai_tactics import battle, objective

from hexstudio.ai import acting_side, make_player
from hexstudio.ai import combat_value as cv
from hexstudio.ai.combat import Retreats, unit_retreat
from hexstudio.ai.combat_value import Fighter, expect, expect_memo
from hexstudio.ai.evaluate import Evaluator
from hexstudio.ai.fork import fork
from hexstudio.ai.knowledge import Knowledge
from hexstudio.engine.combat.preview import OutcomeLine
from hexstudio.engine.game import Game
from hexstudio.scenario.model import default_results

EXCHANGE = (OutcomeLine("2", Fraction(1), "EMP", ("EMP",)),)


def exchange_attackers(first: str, second: str) -> list[Fighter]:
    """Two attackers alike per point of attack (2 for 2, 4 for 4): which one pays
    first for an exchange against a defence of 3 decides whether one unit (the 4)
    or both are given up."""
    return [Fighter(first, [2.0], attack=2), Fighter(second, [4.0], attack=4)]


def test_a_combat_is_valued_by_its_fighters_values_and_order_never_their_ids() -> None:
    results = default_results()
    defender = [Fighter("d", [5.0], defence=3)]
    a = expect(EXCHANGE, results, exchange_attackers("a", "b"), defender)
    b = expect(EXCHANGE, results, exchange_attackers("z", "c"), defender)
    assert a == b
    # The order of equals is the fighters' order: the first (the 2) pays, then the 4.
    assert a.attacker_loss == 6.0


def test_the_expectation_memo_answers_what_expect_answers_whatever_was_asked_before() -> None:
    results = default_results()
    defender = [Fighter("d", [5.0], defence=3)]
    lines = (OutcomeLine("2", Fraction(1), "EMP", ("EMP",)),)
    first = expect_memo(lines, results, exchange_attackers("a", "b"), defender)
    again = expect_memo(lines, results, exchange_attackers("z", "c"), defender)
    assert again == expect(lines, results, exchange_attackers("z", "c"), defender) == first


def test_the_expectation_memo_never_answers_for_lines_since_gone() -> None:
    """An entry left under the id of these lines by other lines (an id Python gave
    again once they were gone) is not read."""
    results = default_results()
    lines = (OutcomeLine("2", Fraction(1), "DE", ("DE",)),)
    other = (OutcomeLine("2", Fraction(1), "DVI", ("DVI",)),)
    att = [Fighter("a", [3.0], attack=6)]
    dfd = [Fighter("d", [5.0], defence=3)]
    stale = expect(other, results, att, dfd)
    key = (tuple((tuple(f.steps), f.attack, f.defence, f.retreat, f.lost) for f in att),
           tuple((tuple(f.steps), f.attack, f.defence, f.retreat, f.lost) for f in dfd), 0.0, True)
    cv._MEMO[(id(lines), id(results))] = (other, results, {key: stale})
    try:
        got = expect_memo(lines, results, att, dfd)
    finally:
        cv._MEMO.pop((id(lines), id(results)), None)
    assert got == expect(lines, results, att, dfd)
    assert got != stale


def pocket() -> Game:
    """An Axis unit at 0505 with an Allied unit north of it: its way out is south,
    which a second Allied unit at 0506 would close."""
    sc = battle([unit("d", "de", 2, 2), unit("n", "us", 3, 3), unit("w", "us", 3, 3, 6)],
                {"d": "0505", "n": "0504", "w": "0202"})
    return Game(sc, 1)


def test_the_retreat_memo_answers_for_the_position_it_was_asked_of() -> None:
    g = pocket()
    memo = Retreats()
    st = g.state
    before = memo.of(g, st, "d", None)
    assert before == unit_retreat(g, st, "d", None)
    # Other games at the same log length and dice (forks), the third unit elsewhere.
    answers = set()
    for h in ("0606", "0506", "0405"):
        other = fork(g, 99)
        other.state.units["w"].hex = other.grid.parse(h)
        other.changed()
        answer = memo.of(other, other.state, "d", None)
        assert answer == unit_retreat(other, other.state, "d", None)
        answers.add(answer)
    assert before == "free" and "encircled" in answers  # at 0506 the second unit closes the way out


def fresh_choices_agree(g: Game, spec: str, side: str, seed: int, replay: bool) -> int:
    """Play ``g`` to its end, every side by ``spec`` (seed ``seed`` plus the side's place);
    at the start of each phase of ``side``, a new player (the module's memo cleared, as in
    a new process), on the game replayed from its log if ``replay`` (as a loaded save is),
    must choose what the one playing chose. The number of phase starts checked."""
    players = {s: make_player(spec, s, seed + i) for i, s in enumerate(g.sides)}
    last = None
    checked = 0
    for _ in range(3000):
        if g.state.game_over:
            break
        who = acting_side(g)
        if who is None:
            break
        a = players[who].choose(g)
        key = (g.state.turn_index, g.state.phase_index)
        if who == side and key != last and g.state.pending is None:
            cv._MEMO.clear()
            board = replay_to(g, len(g.log)) if replay else g
            fresh = make_player(spec, side, seed + g.sides.index(side))
            assert fresh.choose(board) == a, f"turn {g.state.turn}, phase {g.state.phase_index}"
            checked += 1
        last = key
        g.apply(a)
    return checked


def replay_to(game: Game, n: int) -> Game:
    fresh = Game(game.scenario, game.seed)
    for a in game.actions()[:n]:
        fresh.apply(a)
    return fresh


@pytest.mark.parametrize("spec", ["ai:recruit", "ai:regular", "ai:veteran"])
def test_a_fresh_player_chooses_at_a_phase_start_as_the_player_that_got_there(spec: str) -> None:
    """Two turns of a small battle, both sides by the computer; at the start of every
    phase of the Allies, a new player (its own evaluator, nothing remembered) on a
    game replayed from the log (as a loaded save is) chooses what the player that
    played the game chose."""
    units = [unit("a1", "us", 4, 3, 4), unit("a2", "us", 3, 3, 4), unit("a3", "us", 2, 2, 4, type="artillery", rng=3),
             unit("g1", "de", 3, 4, 3), unit("g2", "de", 2, 3, 3)]
    setup = {"a1": "0302", "a2": "0402", "a3": "0201", "g1": "0505", "g2": "0606"}
    sc = battle(units, setup, objectives=[objective("town", "0505", 20), objective("farm", "0707", 10)])
    assert fresh_choices_agree(Game(sc, 11), spec, "allies", 7, replay=True) >= 4


def test_an_anchored_danger_map_reads_the_position_the_computer_chooses_in() -> None:
    """The danger map kept the other side's units where they stood when it was first
    drawn for the enemy's units as they stand; anchored, it is drawn again once
    they stand elsewhere."""
    g = pocket()
    know = Knowledge.of(g)
    ev = Evaluator(know, "allies")
    model = ev.danger_model(g)
    assert model is not None
    v = model.version
    moved = fork(g, 5)
    moved.state.units["w"].hex = moved.grid.parse("0506")
    moved.changed()
    ev.danger_model(moved)
    assert model.version == v  # a fork with the enemy where it was: the model stays
    ev.anchor(moved)
    ev.danger_model(moved)
    assert model.version == v + 1  # anchored on it: drawn again


def test_a_fresh_player_chooses_as_the_player_that_played_a_whole_book_battle() -> None:
    """Reichswald, both sides by the regular, to the end: at the start of every German
    phase a new player (nothing remembered) chooses what the player that played on
    chose. Before the memos were made to answer only for what they were asked, the
    German regular chose differently on turn 19 (the combat expectation's memo had
    answered for other units alike in value)."""
    from pathlib import Path

    from hexstudio.scenario.io import load_scenario

    sc = load_scenario(Path(__file__).resolve().parent.parent / "scenarios" / "reichswald.json")
    g = Game(sc, 5)
    assert fresh_choices_agree(g, "ai:regular", "germany", 40, replay=False) >= 25
    assert g.state.game_over


@pytest.mark.parametrize("spec", ["ai:recruit", "ai:regular", "ai:veteran"])
def test_a_player_handed_its_phase_half_played_carries_on_with_its_plan(spec: str) -> None:
    """Within its movement phase the computer carries out the plan it made at the
    phase's start (and in its combat phase it remembers the combats it weighed). A
    new player handed the game in the middle of such a phase (a save loaded,
    Continue after Stop) plays the phase again from its start on a copy and carries
    on with the same plan: at positions in the middle of the movement and combat
    phases of Reichswald's Germans (their attacks begin on the third turn), it chooses what the player that
    played on chose (the veteran, whose phase takes seconds to plan, at one of each)."""
    from pathlib import Path

    from hexstudio.scenario.io import load_scenario

    sc = load_scenario(Path(__file__).resolve().parent.parent / "scenarios" / "reichswald.json")
    g = Game(sc, 5)
    players = {s: make_player(spec, s, 40 + i) for i, s in enumerate(g.sides)}
    checked = {"movement": 0, "combat": 0}
    need = {"movement": 1, "combat": 1} if spec == "ai:veteran" else {"movement": 6, "combat": 3}
    acted = None
    for _ in range(3000):
        if g.state.game_over or g.state.turn_index >= 4 or all(n >= need[k] for k, n in checked.items()):
            break
        who = acting_side(g)
        if who is None:
            break
        a = players[who].choose(g)
        phase = g.phase()
        key = (g.state.turn_index, g.state.phase_index)
        # The Germans choose in their own phase after acting in it already: its middle.
        mid = (who == "germany" and phase is not None and phase.kind in ("movement", "combat") and phase.side == "germany"
               and g.state.pending is None and acted == key)
        if mid and checked[phase.kind] < need[phase.kind]:
            loaded = replay_to(g, len(g.actions()))
            assert make_player(spec, "germany", 41).choose(loaded) == a, f"turn {g.state.turn}, action {len(g.log)}"
            checked[phase.kind] += 1
        if who == "germany":
            acted = key
        g.apply(a)
    assert checked == need
