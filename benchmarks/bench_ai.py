"""The computer opponent's strength and speed on the bundled battles (printed, never asserted).

For each battle (``--battles``) and each side, over ``--games`` games (game i
uses dice seed ``--seed`` + i, the same seeds in every matchup):

1. **Default level against the random player.** The baseline is the random
   player on both sides with the same dice seeds. A game counts as *better*
   when the computer's side ends with a better result than that side had in
   the random-vs-random game of the same seed: a win where the baseline was
   not a win, or the same result (win, draw, loss) with a larger victory-point
   margin (its points minus the enemy's). Target: better in >= 95% of games.
   Where the baseline already wins for that side with no points to gain
   (Peleliu's Japanese win unless wiped out, and no points are scored), no game
   can be better: the table counts "as good" games (the same win) apart, and
   the target is read on better-or-as-good there. The table also gives the
   side's mean margin with the computer and in the baseline, and its wins.
2. **Strongest against quickest.** ``ai:veteran`` on the side against
   ``ai:recruit`` on the other. Target: the veteran wins >= 70% of games
   (a draw counts as half a win). Beside it, as for (1), the recruit on both
   sides with the same seeds is the reference: the table also counts the
   games where the veteran did *better* than the recruit in its place (a
   better result, or the same with a larger margin), because a battle whose
   book balance favours one side (Reichswald's Allies win every
   recruit-vs-recruit game) can leave the other side no win to take.
3. **Speed.** Seconds the default level thinks per side-turn (one game turn
   of one side: its movement and combat and its answers during the enemy's
   phases), median and 95th percentile, in wall-clock and processor time,
   from the games of (1). Target on Leyte: median <= 2 s, p95 <= 5 s.

Each game's result is written to ``--out`` (JSON lines) as soon as it is
played; a second run with the same file skips the games already there, so
a long run can be stopped and resumed, or extended with more games.
``--jobs N`` plays N games at a time in worker processes (each game is a
pure function of scenario, seeds and levels). ``--side S`` plays the default
and strong matchups only with S as the computer under test (the baselines for
both sides), for a change that only one side's play can show.

Run: python benchmarks/bench_ai.py [--battles tutorial leyte] [--games 20] [--jobs 2]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BATTLES = ("tutorial", "peleliu", "monte-castelo", "sicily", "reichswald", "leyte")


def play_one(battle: str, specs: dict[str, str], seed: int, ai_seed: int) -> dict:
    from hexstudio.ai import play_match
    from hexstudio.scenario.io import load_scenario

    scenario = load_scenario(ROOT / "scenarios" / f"{battle}.json")
    t0 = time.perf_counter()
    r = play_match(scenario, seed, specs, ai_seed=ai_seed)
    return {
        "battle": battle, "specs": specs, "seed": seed, "ai_seed": ai_seed,
        "winner": r.winner, "points": r.points, "finished": r.finished, "turns": r.turns, "actions": r.actions,
        "error": r.error, "seconds": r.seconds, "cpu_seconds": r.cpu_seconds,
        "game_seconds": round(time.perf_counter() - t0, 2),
        # The game itself, to tell whether a later code plays it the same.
        "log_sha256": log_hash(r.game),
        "commit": COMMIT,
    }


def log_hash(game) -> str:  # type: ignore[no-untyped-def]
    """sha256 of the game's actions as JSON: equal hashes, the same game."""
    text = json.dumps([a.to_json() for a in game.actions()], sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _commit() -> str | None:
    """The commit the games are played on (with "+" when the tree has changes), or None."""
    import subprocess

    try:
        head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no", "hexstudio"],
                               capture_output=True, text=True, timeout=10).stdout.strip()
    except OSError:
        return None
    return (head + ("+" if dirty else "")) or None


COMMIT = _commit()


def key_of(rec: dict) -> str:
    specs = ",".join(f"{s}={p}" for s, p in sorted(rec["specs"].items()))
    return f"{rec['battle']}|{specs}|{rec['seed']}"


def load(path: Path) -> dict[str, dict]:
    out: dict[str, dict] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                rec = json.loads(line)
                out[key_of(rec)] = rec
    return out


def sides_of(battle: str) -> list[str]:
    data = json.loads((ROOT / "scenarios" / f"{battle}.json").read_text(encoding="utf-8"))
    return [s["id"] for s in data["sides"]]


def jobs_for(battle: str, games: int, seed: int, default: str, strong: str, quick: str) -> Iterator[tuple[str, dict[str, str], int]]:
    a, b = sides_of(battle)
    seeds = range(seed, seed + games)
    for s in seeds:
        yield battle, {a: "random", b: "random"}, s
    for s in seeds:
        yield battle, {a: default, b: "random"}, s
        yield battle, {a: "random", b: default}, s
    for s in seeds:
        yield battle, {a: strong, b: quick}, s
        yield battle, {a: quick, b: strong}, s
    for s in seeds:
        yield battle, {a: quick, b: quick}, s


def margin(rec: dict, side: str) -> int:
    pts = rec["points"]
    return pts.get(side, 0) - max((v for k, v in pts.items() if k != side), default=0)


def result_rank(rec: dict, side: str) -> int:
    """2 a win, 1 a draw (or unfinished), 0 a loss."""
    if rec["winner"] == side:
        return 2
    if rec["winner"] is None:
        return 1
    return 0


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(sorted(values), n=100, method="inclusive")[min(98, max(0, round(q) - 1))]


def report(battle: str, done: dict[str, dict], games: int, seed: int, default: str, strong: str, quick: str) -> list[str]:
    a, b = sides_of(battle)
    lines = [f"== {battle} ({games} games per matchup, seeds {seed}..{seed + games - 1})"]

    def get(specs: dict[str, str], s: int) -> dict | None:
        return done.get(key_of({"battle": battle, "specs": specs, "seed": s}))

    errors = [r for r in done.values() if r["battle"] == battle and r["error"]]
    lines.append(f"  {'side':<10} {'default vs random: better (+as good)':>38} {'mean margin AI / random':>25} {'AI wins':>8}"
                 f" {'veteran vs recruit wins':>25} {'better than recruit':>20} {'s/side-turn median p95 (cpu)':>32}")
    for side, other in ((a, b), (b, a)):
        better = same = n = wins = 0
        ai_m: list[int] = []
        base_m: list[int] = []
        wall: list[float] = []
        cpu: list[float] = []
        for s in range(seed, seed + games):
            base = get({a: "random", b: "random"}, s)
            ai = get({side: default, other: "random"}, s)
            if base is None or ai is None:
                continue
            n += 1
            ra, rb = result_rank(ai, side), result_rank(base, side)
            ma, mb = margin(ai, side), margin(base, side)
            better += ra > rb or (ra == rb and ma > mb)
            same += ra == rb == 2 and ma == mb
            wins += ai["winner"] == side
            ai_m.append(ma)
            base_m.append(mb)
            wall += ai["seconds"].get(side, [])
            cpu += ai["cpu_seconds"].get(side, [])
        vw = vn = 0.0
        vb = vbn = 0
        for s in range(seed, seed + games):
            g = get({side: strong, other: quick}, s)
            if g is None:
                continue
            vn += 1
            vw += 1.0 if g["winner"] == side else (0.5 if g["winner"] is None else 0.0)
            ref = get({a: quick, b: quick}, s)
            if ref is not None:
                vbn += 1
                rv, rr = result_rank(g, side), result_rank(ref, side)
                vb += rv > rr or (rv == rr and margin(g, side) > margin(ref, side))
        better_s = f"{better}/{n} = {100 * better / n:.0f}%" if n else "-"
        if same:
            better_s += f" (+{same} = {100 * (better + same) / n:.0f}%)"
        marg = f"{statistics.mean(ai_m):+.1f} / {statistics.mean(base_m):+.1f}" if ai_m else "-"
        vet = f"{vw:g}/{vn:g} = {100 * vw / vn:.0f}%" if vn else "-"
        vet_b = f"{vb}/{vbn} = {100 * vb / vbn:.0f}%" if vbn else "-"
        speed = (f"{pct(wall, 50):.2f} {pct(wall, 95):.2f} ({pct(cpu, 50):.2f} {pct(cpu, 95):.2f})" if wall else "-")
        lines.append(f"  {side:<10} {better_s:>38} {marg:>25} {wins:>8} {vet:>25} {vet_b:>20} {speed:>32}")
    lines.append("  targets: better >= 95%; veteran wins >= 70%; Leyte default: median <= 2 s, p95 <= 5 s")
    if errors:
        lines.append(f"  ERRORS in {len(errors)} games:")
        lines += [f"    seed {r['seed']} {r['specs']}: {r['error']}" for r in errors[:10]]
    return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--battles", nargs="+", default=list(BATTLES), choices=BATTLES)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--ai-seed", type=int, default=7)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--default", default="ai:regular")
    p.add_argument("--strong", default="ai:veteran")
    p.add_argument("--quick", default="ai:recruit")
    p.add_argument("--only", choices=("baseline", "default", "strong", "reference"), nargs="+",
                   help="play only these matchups (the report shows what is there)")
    p.add_argument("--side", help="play the default and strong matchups only with this side as the computer under test "
                   "(the random and recruit baselines are played for both)")
    p.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "bench_ai_results.jsonl")
    p.add_argument("--report", action="store_true", help="print the table from --out without playing")
    args = p.parse_args(argv)
    done = load(args.out)
    if not args.report:
        todo = []
        for battle in args.battles:
            if args.side is not None and args.side not in sides_of(battle):
                p.error(f"--side {args.side}: {battle} has the sides {', '.join(sides_of(battle))}")
            for b, specs, s in jobs_for(battle, args.games, args.seed, args.default, args.strong, args.quick):
                kind = ("baseline" if set(specs.values()) == {"random"} else
                        "default" if "random" in specs.values() else
                        "reference" if set(specs.values()) == {args.quick} else "strong")
                if args.only and kind not in args.only:
                    continue
                tested = {"default": args.default, "strong": args.strong}.get(kind)
                if args.side is not None and tested is not None and specs[args.side] != tested:
                    continue
                if key_of({"battle": b, "specs": specs, "seed": s}) not in done:
                    todo.append((b, specs, s, args.ai_seed + s))
        print(f"{len(todo)} games to play ({len(done)} already in {args.out})", flush=True)
        args.out.parent.mkdir(parents=True, exist_ok=True)

        def keep(rec: dict) -> None:
            done[key_of(rec)] = rec
            with args.out.open("a", encoding="utf-8") as f:
                f.write(json.dumps(rec) + "\n")
            print(f"  {rec['battle']} seed {rec['seed']} {rec['specs']}: {rec['winner'] or 'no winner'} {rec['points']}"
                  f" ({rec['game_seconds']} s){' ERROR ' + rec['error'] if rec['error'] else ''}", flush=True)

        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                for rec in pool.map(play_one, *zip(*todo, strict=True)) if todo else []:
                    keep(rec)
        else:
            for job in todo:
                keep(play_one(*job))
    for battle in args.battles:
        print("\n".join(report(battle, done, args.games, args.seed, args.default, args.strong, args.quick)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
