"""Balance runner speed: games per minute per battle and level, and the speed-up of two workers.

    python benchmarks/bench_balance.py [--battles tutorial,peleliu] [--turns T] [--full]
                                       [--games N] [--rounds R] [--skip-rate] [--skip-speedup]

1. **Games per minute** for every bundled battle at the quickest level
   (``recruit``) and the default one (``regular``), one worker: the real
   ``play_game`` (computer players, engine, per-turn observations). Whole games
   of the large battles take many minutes, so by default each game stops after
   ``--turns`` turns (default 2) and the figure is projected to the battle's
   full length (seconds per turn x turns); ``--full`` plays whole games instead.
2. **Speed-up from 1 to 2 workers** on the same batch of games (``--games``
   tutorial games at recruit level, 2 turns each), for the process pool and for a
   Dask ``LocalCluster`` of worker processes, interleaved: 1 worker, 2 workers,
   1, 2, ... for ``--rounds`` rounds. Pools are started and warmed up (every
   worker has imported hexstudio and parsed the scenario) before the clock
   starts, so the figure is the games' own scaling. Prints the median and
   minimum wall time of each and the ratio of medians against the 1.7x target.

The figures are wall-clock and the machine is shared: read the ratios, which
are measured in the same run, interleaved.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

from hexstudio.balance.game import play_game
from hexstudio.balance.runner import Pool, RunSpec, client_pool, local_pool, run_games
from hexstudio.balance.store import Writer
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.io import load_scenario

TARGET = 1.7


def rate(battles: list[str], turns: int | None, full: bool) -> None:
    print("games per minute, one worker" + ("" if full else f" (each game stopped after {turns} turns, projected to the whole battle)"))
    print(f"{'battle':<16} {'level':<9} {'turns':>5} {'s/turn':>8} {'s/game':>9} {'games/min':>10}")
    for name in battles:
        scenario = load_scenario(scenarios_dir() / f"{name}.json")
        full_turns = len(scenario.turns.turns)
        for level in ("recruit", "regular"):
            spec = RunSpec(scenario, 1, {s.id: level for s in scenario.sides}, max_turns=None if full else turns)
            t0 = time.perf_counter()
            rec = play_game(spec.job(1))
            dt = time.perf_counter() - t0
            played = max(1, int(rec.get("turns") or 1))
            if rec.get("result") == "error":
                print(f"{name:<16} {level:<9} ERROR {rec.get('error')}")
                continue
            per_turn = dt / played
            # A game that ended early (annihilation, automatic victory) is a whole game already.
            whole = dt if (full or rec.get("result") in ("win", "draw")) else per_turn * full_turns
            print(f"{name:<16} {level:<9} {played:>5} {per_turn:>8.1f} {whole:>9.1f} {60 / whole:>10.2f}", flush=True)


def _warm(pool: Pool, spec: RunSpec) -> None:
    """Start every worker and let it import the engine and parse the scenario."""
    warm = RunSpec(spec.scenario, pool.workers, spec.levels, first_seed=10_000, max_turns=1)
    with Writer(Path(_tmp()) / f"warm-{time.monotonic_ns()}.jsonl", header=warm.header()) as w:
        run_games(warm, pool, w)


def _tmp() -> str:
    import tempfile

    global _TMPDIR
    if _TMPDIR is None:
        _TMPDIR = tempfile.mkdtemp(prefix="bench-balance-")
    return _TMPDIR


_TMPDIR: str | None = None


def _timed(pool: Pool, spec: RunSpec) -> float:
    with Writer(Path(_tmp()) / f"run-{time.monotonic_ns()}.jsonl", header=spec.header()) as w:
        t0 = time.perf_counter()
        out = run_games(spec, pool, w)
        dt = time.perf_counter() - t0
    assert out.played == spec.games and all(r.get("result") != "error" for r in out.records)
    return dt


def speedup(games: int, rounds: int) -> None:
    scenario = load_scenario(scenarios_dir() / "tutorial.json")
    spec = RunSpec(scenario, games, {s.id: "recruit" for s in scenario.sides}, max_turns=2)

    def process_pool(n: int) -> tuple[Pool, object]:
        return local_pool(n), None

    def dask_pool(n: int) -> tuple[Pool, object]:
        import distributed

        cluster = distributed.LocalCluster(n_workers=n, threads_per_worker=1, processes=True, dashboard_address=None,
                                           silence_logs=50)
        client = distributed.Client(cluster)
        return client_pool(client), (client, cluster)

    kinds = [("process pool", process_pool)]
    try:
        import distributed  # noqa: F401

        kinds.append(("Dask LocalCluster", dask_pool))
    except ImportError:
        print('Dask: not installed (pip install "hexstudio[cluster]"): skipped')
    for label, make in kinds:
        times: dict[int, list[float]] = {1: [], 2: []}
        for _ in range(rounds):
            for n in (1, 2):
                pool, extra = make(n)
                try:
                    _warm(pool, spec)
                    times[n].append(_timed(pool, spec))
                finally:
                    pool.close()
                    if extra is not None:
                        client, cluster = extra  # type: ignore[misc]
                        client.close()
                        cluster.close()
        m1, m2 = statistics.median(times[1]), statistics.median(times[2])
        ratio = m1 / m2
        print(f"{label}: {games} tutorial games (recruit, 2 turns), {rounds} rounds interleaved")
        print(f"  1 worker : median {m1:6.1f} s, min {min(times[1]):6.1f} s, {games / m1 * 60:5.1f} games/min")
        print(f"  2 workers: median {m2:6.1f} s, min {min(times[2]):6.1f} s, {games / m2 * 60:5.1f} games/min")
        print(f"  speed-up {ratio:.2f}x (median/median; best {min(times[1]) / min(times[2]):.2f}x), target >= {TARGET}x: "
              f"{ratio / TARGET:.2f} of target", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--battles", default="tutorial,peleliu,sicily,monte-castelo,reichswald,leyte")
    ap.add_argument("--turns", type=int, default=2, help="turns per game for the games-per-minute table (default 2)")
    ap.add_argument("--full", action="store_true", help="play whole games for the games-per-minute table")
    ap.add_argument("--games", type=int, default=6, help="games per batch for the speed-up (default 6)")
    ap.add_argument("--rounds", type=int, default=3, help="interleaved rounds for the speed-up (default 3)")
    ap.add_argument("--skip-rate", action="store_true")
    ap.add_argument("--skip-speedup", action="store_true")
    args = ap.parse_args(argv)
    # Two workers can only be faster if two cores are free: say how busy the machine was.
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores at the start")
    if not args.skip_speedup:
        speedup(args.games, args.rounds)
    if not args.skip_rate:
        rate([b for b in args.battles.split(",") if b], args.turns, args.full)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
