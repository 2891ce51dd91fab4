"""Rules-engine speed figures (printed, never asserted).

1. Legal destinations of a 12-MP unit on a ~1,000-hex map and of a 20-MP
   unit on a 100x100 map, beside networkx's single_source_dijkstra_path_length
   (with cutoff) on the same weighted graph, zones of control out of the way.
2. Random legal play on the tutorial, in actions per second.
3. Whole games with ``hexstudio selfplay``'s random player on the tutorial,
   Sicily and Leyte: actions, turns and seconds.

Run: python benchmarks/bench_engine.py (in the project venv, with the "bench" extra)
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from engine_fixtures import family_scenario, unit  # noqa: E402

from hexstudio.engine.actions import EndPhase  # noqa: E402
from hexstudio.engine.game import Game  # noqa: E402
from hexstudio.engine.movement import reach_for  # noqa: E402
from hexstudio.hexgrid import Grid  # noqa: E402
from hexstudio.scenario.io import load_scenario  # noqa: E402


def mixed_map(columns: int, rows: int, mp: int, seed: int = 1) -> Game:
    rng = random.Random(seed)
    grid = Grid(columns, rows)
    hexes = {}
    for h in grid.hexes():
        r = rng.random()
        if r < 0.2:
            hexes[grid.label(h)] = {"terrain": "forest"}
        elif r < 0.27:
            hexes[grid.label(h)] = {"terrain": "mountain"}
        elif r < 0.3:
            hexes[grid.label(h)] = {"terrain": "city"}
    start = grid.from_offset(columns // 2, rows // 2)
    hexes[grid.label(start)] = {"terrain": "open"}
    far = grid.from_offset(0, 0)
    sc = family_scenario(
        columns=columns, rows=rows, hexes=hexes,
        units=[unit("u", "blue", grid.label(start), f"3-4-{mp}"),
               unit("e", "red", grid.label(far), "1-1-1", flags=["no_zoc"])],
    )
    return Game(sc)


def time_pair(a, b, repeat: int, windows: int = 15) -> tuple[float, float]:
    """Best time per call of ``a`` and of ``b``, in short windows taken in turn,
    so that a busy machine (the cores are shared) slows both alike."""
    a()
    b()
    best_a = best_b = float("inf")
    for _ in range(windows):
        for fn, which in ((a, "a"), (b, "b")):
            t = time.perf_counter()
            for _ in range(repeat):
                fn()
            dt = (time.perf_counter() - t) / repeat
            if which == "a":
                best_a = min(best_a, dt)
            else:
                best_b = min(best_b, dt)
    return best_a, best_b


def compare(label: str, game: Game, repeat: int) -> None:
    import networkx as nx

    cm = game.costs
    costs = cm.edge_costs("foot", None)
    g = nx.DiGraph()
    for k, j in enumerate(cm.nbr):
        if j >= 0 and costs[k] >= 0:
            g.add_edge(k // 6, j, weight=costs[k])
    us = game.state.units["u"]
    start = cm.index[us.hex]
    allowance = int(game.unit_defs["u"].full.movement * 2)

    def ours():
        game.changed()
        return reach_for(game, ("u",))

    def theirs():
        return nx.single_source_dijkstra_path_length(g, start, cutoff=allowance, weight="weight")

    r = ours()
    nxr = theirs()
    # Same graph, no ZOC, no stacking limits in the way: the same hexes.
    assert {cm.index[h] for h in r.destinations()} | {start} == set(nxr), "results differ"
    t_ours, t_nx = time_pair(ours, theirs, max(1, repeat // 5))
    print(f"{label}: {len(cm.hexes)} hexes, {len(nxr)} reachable; "
          f"engine {t_ours * 1000:.2f} ms (incl. ZOC/stacking setup), networkx {t_nx * 1000:.2f} ms, "
          f"ratio {t_nx / t_ours:.1f}x")


def random_play(seconds: float = 3.0) -> None:
    sc = load_scenario(ROOT / "scenarios" / "tutorial.json")
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
                break  # nothing legal but the end of a phase that may not end yet
            n += 1
    dt = time.perf_counter() - t0
    print(f"random legal play (tutorial, legal_actions() enumerated each step): {n / dt:.0f} actions/s over {games} games")


def whole_games(names: tuple[str, ...] = ("tutorial", "sicily", "leyte")) -> None:
    """``hexstudio selfplay``'s sampled random player: one whole game per battle."""
    from hexstudio.engine.selfplay import random_game

    for name in names:
        r = random_game(load_scenario(ROOT / "scenarios" / f"{name}.json"), seed=1)
        print(f"selfplay {name}: {r.actions} actions, {r.game.state.turn_index + 1} turns in {r.seconds:.1f} s "
              f"({r.actions / r.seconds:.0f} actions/s); {r.stopped}")


def main() -> None:
    compare("12-MP unit, 32x32 map", mixed_map(32, 32, 12), 200)
    compare("20-MP unit, 100x100 map", mixed_map(100, 100, 20), 50)
    random_play()
    whole_games()


if __name__ == "__main__":
    main()
