"""Rules engine: legal destinations beside networkx, and the replay of a long Leyte game.

1. Legal destinations on each bundled battle. In the first movement phase,
   for every unit of the side to move that may move, ``game.legal_moves``
   beside networkx's ``single_source_dijkstra_path_length`` (with the
   unit's allowance as cutoff) on the same weighted graph of the map (the
   engine's own step costs for the unit's movement class; the graph is built
   once per class and not timed). Each round marks the position changed
   (``game.changed()``: nothing the engine remembers about it is kept) and
   asks for every unit in turn; the round's time over the number of units is
   the time per query, so each query counts everything the engine does for
   it: the stack's checks, its share of working out the position (enemy zones
   of control, occupied hexes), stacking, the search, the reasons kept for
   ``why``. No query is answered from a cache of an earlier identical query.
   Target (issue 11): at least 3x faster than networkx.
2. Replay of a 1,100-action Leyte game (``Game.replay``: every action checked
   and applied, the undo snapshots, the turn machinery). The game is played
   once by ``hexstudio selfplay``'s random player and kept in the temporary
   folder. The bare figure beside it is the bookkeeping any replay needs:
   reading each action back from JSON and copying a record (a plain dict) of
   every unit once per action.
   Target: under 1.5 s.
3. Random legal play and whole selfplay games (information).

    python benchmarks/bench_engine.py [--rounds N]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import INFO, Figure, Samples, Target, heading, interleaved, report
from maps import BATTLES, ROOT, battle

from hexstudio.engine.actions import Choose, EndPhase, action_from_json
from hexstudio.engine.game import Game, load_plugins

REPLAY_ACTIONS = 1100


def to_first_movement(game: Game) -> None:
    """Play on (answering questions with their first option) to the first movement phase."""
    for _ in range(200):
        st = game.state
        if st.pending is None and game.phase_kind() == "movement":
            return
        if st.pending is not None:
            game.apply(Choose(st.pending.options[0]))
        else:
            game.apply(EndPhase())
    raise RuntimeError("no movement phase")


def movement_graph(game: Game, profile: str):  # type: ignore[no-untyped-def]
    import networkx as nx

    cm = game.costs
    costs = cm.stack_edge_costs(frozenset([profile]), game.state.weather)
    g = nx.DiGraph()
    for k, j in enumerate(cm.nbr):
        if j >= 0 and costs[k] >= 0:
            g.add_edge(k // 6, j, weight=costs[k])
    return g


def legal_destinations(name: str, rounds: int) -> None:
    import networkx as nx

    game = Game(battle(name), seed=1)
    to_first_movement(game)
    st = game.state
    movers = []
    for u in st.units.values():
        if u.on_map and u.side == st.active_side:
            r = game.legal_moves([u.id])
            if r.blocked is None:
                movers.append((u.id, r))
    if not movers:
        print(f"legal destinations, {name}: no unit may move")
        return
    graphs = {}
    cm = game.costs
    for uid, r in movers:
        p = game.movement_profile(uid)
        if p not in graphs:
            graphs[p] = movement_graph(game, p)
        nxr = nx.single_source_dijkstra_path_length(graphs[p], cm.index[r.start], cutoff=r.allowance, weight="weight")
        # The engine also stops at zones of control and enemy units: never more than networkx finds.
        assert {cm.index[h] for h in r.destinations()} <= set(nxr), (name, uid)

    def ours(i: int) -> None:
        game.changed()
        for uid, _ in movers:
            game.legal_moves([uid])

    def theirs(i: int) -> None:
        for uid, r in movers:
            nx.single_source_dijkstra_path_length(
                graphs[game.movement_profile(uid)], cm.index[r.start], cutoff=r.allowance, weight="weight"
            )

    a, b = interleaved(ours, theirs, rounds)
    n = len(movers)
    reached = sum(len(r.ends) for _, r in movers) / n
    ours_q = Samples([x / n for x in a], [x / n for x in a.cpu])
    bare_q = Samples([x / n for x in b], [x / n for x in b.cpu])
    cpu_ratio = statistics.median(ours_q.cpu) / statistics.median(bare_q.cpu)
    report(
        Figure(
            f"legal destinations vs networkx, {name}",
            ours_q,
            bare_q,
            Target(min_speedup=3),
            note=f"per query; {n} units, {reached:.0f} hexes reached on average; "
            f"CPU medians: networkx {statistics.median(bare_q.cpu):.3f} ms, ratio x{cpu_ratio:.2f}",
        )
    )


def leyte_game() -> tuple[int, list[dict]]:
    """(seed, actions) of a Leyte game of REPLAY_ACTIONS actions, played once and kept."""
    text = (ROOT / "scenarios" / "leyte.json").read_bytes()
    key = hashlib.sha256(text).hexdigest()[:12]
    path = Path(tempfile.gettempdir()) / f"hexstudio-bench-leyte-{REPLAY_ACTIONS}-{key}.json"
    if path.is_file():
        doc = json.loads(path.read_text())
        return doc["seed"], doc["actions"]
    from hexstudio.engine.selfplay import random_game

    for seed in range(1, 20):
        r = random_game(battle("leyte"), seed=seed, max_actions=REPLAY_ACTIONS)
        actions = [a.to_json() for a in r.game.actions()]
        if len(actions) >= REPLAY_ACTIONS and r.error is None:
            path.write_text(json.dumps({"seed": seed, "actions": actions[:REPLAY_ACTIONS]}))
            return seed, actions[:REPLAY_ACTIONS]
    raise RuntimeError("no Leyte game reached the length")


def replay(rounds: int) -> None:
    load_plugins()  # the rule packages register their actions
    seed, data = leyte_game()
    scenario = battle("leyte")
    final = Game.replay(scenario, seed, [action_from_json(d) for d in data])
    turns = final.state.turn

    def ours(i: int) -> None:
        Game.replay(scenario, seed, [action_from_json(d) for d in data])

    # The bare bookkeeping: every action read back from JSON, and a copy of a
    # record of every unit (as plain dicts) per action, as undo needs.
    text = json.dumps(data)
    records = {uid: u.to_json() for uid, u in final.state.units.items()}

    def bare(i: int) -> None:
        for _d in json.loads(text):
            {k: dict(v) for k, v in records.items()}

    a, b = interleaved(ours, bare, rounds)
    report(
        Figure(
            f"replay of a {len(data)}-action Leyte game",
            a,
            b,
            Target(below_ms=1500),
            note=f"to turn {turns}; bare: JSON decode + a copy of every unit record per action",
        )
    )


def random_play(seconds: float = 3.0) -> None:
    sc = battle("tutorial")
    rng = random.Random(5)
    n = games = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        g = Game(sc, seed=games)
        games += 1
        while not g.state.game_over and time.perf_counter() - t0 < seconds:
            acts = list(g.legal_actions())
            moves = [a for a in acts if not isinstance(a, EndPhase)]
            if moves and rng.random() < 0.8:
                g.apply(rng.choice(moves))
            elif g.is_legal(EndPhase()):
                g.apply(EndPhase())
            else:
                break
            n += 1
    dt = time.perf_counter() - t0
    report(
        Figure(
            "random legal play, tutorial (ms per action)",
            [dt * 1000 / max(n, 1)],
            [],
            INFO,
            note=f"{n / dt:.0f} actions/s, legal_actions() enumerated each step",
        )
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--only")
    args = ap.parse_args()
    heading("engine: legal destinations vs networkx; replay of a long Leyte game")
    for name in BATTLES:
        if args.only and args.only not in name:
            continue
        legal_destinations(name, args.rounds)
    if not args.only or "replay" in args.only:
        replay(max(3, args.rounds // 3))
    if not args.only or "random" in args.only:
        random_play()


if __name__ == "__main__":
    main()
