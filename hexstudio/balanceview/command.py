"""``hexstudio balance``: the command line of the balance runner.

    hexstudio balance SCENARIO --games N --level L [--levels SIDE=LEVEL ...] [--jobs J]
                      [--scheduler ADDRESS] [--seed S] [--ai-seed A] [--max-turns T]
                      [--resume] [--lang pt_BR|en] [--no-report] -o OUT

writes ``OUT.games.jsonl`` (a line per game as it finishes), then the report
``OUT.html`` and its summary ``OUT.json``. This module parses and runs; the
report is drawn by ``hexstudio.balanceview.build`` (it needs Qt for the board): this
module is the glue between the headless runner and the report, like ``cli.py``.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from pathlib import Path
from typing import Any

from hexstudio.balance import store
from hexstudio.balance.runner import (
    CLUSTER_INSTALL,
    ClusterUnavailable,
    Outcome,
    Pool,
    Progress,
    RunSpec,
    cluster_pool,
    local_pool,
    now_iso,
    run_games,
    session_line,
)
from hexstudio.balance.store import OutputPaths


class UsageError(Exception):
    pass


def parse_levels(sides: list[str], level: str, overrides: list[str]) -> dict[str, str]:
    from hexstudio.ai import LEVELS

    if level not in LEVELS:
        raise UsageError(f"--level {level}: expected one of {', '.join(LEVELS)}")
    levels = dict.fromkeys(sides, level)
    for item in overrides:
        side, _, lvl = item.partition("=")
        if side not in levels or lvl not in LEVELS:
            raise UsageError(f"--levels {item}: expected SIDE=LEVEL with SIDE one of {', '.join(sides)} "
                             f"and LEVEL one of {', '.join(LEVELS)}")
        levels[side] = lvl
    return levels


def open_results(paths: OutputPaths, spec: RunSpec, resume: bool) -> tuple[store.Writer, list[dict[str, Any]], list[dict[str, Any]]]:
    """The writer for the results file, with the games (and sessions) already in it."""
    if paths.games.exists():
        if not resume:
            raise UsageError(f"{paths.games} exists: add --resume to continue that run, or choose another -o")
        try:
            contents = store.read(paths.games)
        except store.StoreError as e:
            raise UsageError(str(e)) from None
        header = spec.header()
        diff = store.mismatch(contents.header, header)
        if diff:
            details = "; ".join(f"{k}: file {contents.header.get(k)!r}, this run {header.get(k)!r}" for k in diff)
            raise UsageError(f"{paths.games} holds games of another run ({details}): it cannot be resumed with these options")
        wanted = set(spec.seeds)
        games = [g for g in contents.games if g.get("seed") in wanted]
        return store.Writer(paths.games, truncate_at=contents.torn_at), games, contents.sessions
    if resume:
        print(f"note: {paths.games} does not exist yet; starting a new run", file=sys.stderr)
    paths.games.parent.mkdir(parents=True, exist_ok=True)
    return store.Writer(paths.games, header=spec.header()), [], []


def make_pool(jobs: int | None, scheduler: str | None) -> Pool:
    if scheduler:
        return cluster_pool(scheduler)
    return local_pool(jobs)


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    from hexstudio.ai import DEFAULT_LEVEL, LEVELS

    b = sub.add_parser("balance", help="play many computer-vs-computer games and write a balance report (HTML + JSON)")
    b.add_argument("scenario", metavar="SCENARIO")
    b.add_argument("-o", "--output", required=True, metavar="OUT",
                   help="writes OUT.html (the report), OUT.json (its summary) and OUT.games.jsonl (a line per game)")
    b.add_argument("--games", type=int, default=100, metavar="N", help="games to play (default 100): seeds S..S+N-1")
    b.add_argument("--level", default=DEFAULT_LEVEL, choices=list(LEVELS), help=f"level of both sides (default {DEFAULT_LEVEL})")
    b.add_argument("--levels", action="append", default=[], metavar="SIDE=LEVEL", help="a different level for one side")
    b.add_argument("--jobs", type=int, default=None, metavar="J", help="worker processes on this machine (default: one per core)")
    b.add_argument("--scheduler", metavar="ADDRESS",
                   help='run on a Dask cluster, e.g. tcp://10.0.0.5:8786 (needs pip install "hexstudio[cluster]")')
    b.add_argument("--seed", type=int, default=1, metavar="S", help="seed of the first game's dice (default 1)")
    b.add_argument("--ai-seed", type=int, default=0, metavar="A", help="the computer players of game s use seed A + s (default 0)")
    b.add_argument("--max-turns", type=int, default=None, metavar="T", help="stop each game after T turns (the leader on points counts as winning)")
    b.add_argument("--resume", action="store_true", help="continue the run in OUT.games.jsonl without replaying its games")
    b.add_argument("--lang", choices=["en", "pt_BR"], help="language of the report (default: the interface language)")
    b.add_argument("--no-report", action="store_true", help="only play the games (the report can be written later with --resume)")
    b.add_argument("-q", "--quiet", action="store_true", help="no line per game")
    b.set_defaults(func=cmd_balance)


def cmd_balance(args: argparse.Namespace) -> int:
    from hexstudio.scenario.io import ScenarioError, load_scenario

    if args.games < 1:
        print("hexstudio balance: --games must be at least 1", file=sys.stderr)
        return 2
    if args.jobs is not None and args.jobs < 1:
        print("hexstudio balance: --jobs must be at least 1", file=sys.stderr)
        return 2
    if args.max_turns is not None and args.max_turns < 1:
        print("hexstudio balance: --max-turns must be at least 1", file=sys.stderr)
        return 2
    if args.scheduler:
        try:
            import distributed  # noqa: F401
        except ImportError:
            print(f"hexstudio balance: --scheduler: {CLUSTER_INSTALL}", file=sys.stderr)
            return 2
    try:
        scenario = load_scenario(args.scenario)
    except ScenarioError as e:
        print(e.report(), file=sys.stderr)
        return 1
    sides = [s.id for s in scenario.sides]
    try:
        levels = parse_levels(sides, args.level, args.levels)
        spec = RunSpec(scenario, args.games, levels, first_seed=args.seed, max_turns=args.max_turns, ai_seed=args.ai_seed)
        paths = OutputPaths.of(args.output)
        writer, earlier, sessions = open_results(paths, spec, args.resume)
    except (UsageError, ValueError) as e:
        print(f"hexstudio balance: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"hexstudio balance: {args.output}: {e.strerror or e}", file=sys.stderr)
        return 1
    todo = args.games - len(earlier)
    outcome = Outcome(records=earlier)
    status = 0
    with writer:
        if todo > 0:
            try:
                pool = make_pool(args.jobs, args.scheduler)
            except ClusterUnavailable as e:
                print(f"hexstudio balance: {e}", file=sys.stderr)
                return 1
            where = f"Dask cluster {pool.address}" if pool.kind == "dask" else "this machine"
            print(f"{scenario.id}: {todo} game(s) to play ({len(earlier)} already in {paths.games.name}) on {where}, "
                  f"{pool.workers} worker(s); Ctrl+C stops and keeps the finished games", file=sys.stderr)
            started = now_iso()
            t0 = time.perf_counter()
            try:
                outcome = run_games(spec, pool, writer, earlier, on_game=None if args.quiet else _print_progress(spec),
                                    cancel=threading.Event())
            except KeyboardInterrupt:
                print(f"\ninterrupted: the finished games are in {paths.games}; run the same command with --resume "
                      "to play the rest", file=sys.stderr)
                status = 130
                wanted = set(spec.seeds)
                on_file = [g for g in store.read(paths.games).games if g.get("seed") in wanted]
                outcome = Outcome(records=on_file, played=len(on_file) - len(earlier), cancelled=True,
                                  seconds=time.perf_counter() - t0)
            else:
                pool.close()
                if outcome.broken:
                    print(f"the workers stopped ({outcome.broken}): {len(outcome.records)} game(s) kept in {paths.games};"
                          " run again with --resume", file=sys.stderr)
                    status = 1
            line = session_line(outcome, pool, started)
            writer.write(line)
            sessions = [*sessions, line]
        records = outcome.records
    failed = [r for r in records if r.get("result") == "error"]
    for r in failed:
        print(f"game with seed {r['seed']} failed: {r.get('error')}\n{r.get('traceback', '').rstrip()}", file=sys.stderr)
    if args.no_report:
        print(f"{len(records)} game(s) in {paths.games}")
        return status or (1 if failed else 0)
    try:
        from hexstudio.balance.stats import summarize

        summary = summarize(store.read(paths.games).header, records, sessions, total=args.games,
                            rules=[sr.rule for sr in scenario.special_rules])
        from hexstudio.balanceview.build import write_report

        out = write_report(summary, paths, scenario, language=args.lang, base_dir=Path(args.scenario).absolute().parent)
    except OSError as e:
        print(f"hexstudio balance: cannot write the report: {e}", file=sys.stderr)
        return 1
    print(out["verdict"]["localized"])
    print(f"wrote {paths.html}, {paths.summary} and {paths.games}")
    return status or (1 if failed else 0)


def _print_progress(spec: RunSpec):
    def show(p: Progress) -> None:
        r = p.record or {}
        if r.get("result") == "error":
            what = f"FAILED: {r.get('error')}"
        else:
            end = r.get("winner") or (f"{r.get('leader') or 'nobody'} leads" if r.get("result") == "unfinished" else "draw")
            pts = ", ".join(f"{k} {v}" for k, v in (r.get("points") or {}).items())
            what = f"{end}; {pts}; {r.get('turns')} turns"
        eta = f", about {p.eta / 60:.0f} min left" if p.eta is not None else ""
        print(f"[{p.done}/{p.total}] seed {r.get('seed')}: {what} ({r.get('seconds', 0):.0f} s{eta})", file=sys.stderr, flush=True)

    return show
