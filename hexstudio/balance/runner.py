"""Running the games on an executor: one machine's processes or a Dask cluster.

The batch is written once against ``concurrent.futures.Executor``: a
``ProcessPoolExecutor`` (one process per core by default) on one machine, or
Dask distributed's executor (``Client.get_executor()``, a real
``concurrent.futures.Executor``) on a cluster. Each game is the pure function
``game.play_game(job)``; results are written to the JSON-lines file as they
complete, in whatever order they finish, and ``--resume`` skips the seeds the
file already holds.

A few games more than there are workers are in flight at any time, so a
Cancel (or Ctrl+C) has little to throw away: the games still queued are
cancelled, the local pool's processes are stopped, and every game that
finished is already on disk.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
import os
import signal
import threading
import time
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from hexstudio import __version__
from hexstudio.balance.game import MAX_ACTIONS, GameJob, play_game, scenario_text, text_hash
from hexstudio.balance.store import Writer
from hexstudio.scenario.model import Scenario

CLUSTER_INSTALL = 'the cluster extra is not installed: pip install "hexstudio[cluster]" (it brings dask distributed)'


class ClusterUnavailable(RuntimeError):
    """Dask distributed is missing, or the scheduler cannot be reached."""


@dataclass
class RunSpec:
    """What games a run plays: the scenario, the seeds, the levels, the turn cap."""

    scenario: Scenario
    games: int
    levels: dict[str, str]  # side -> level, every side
    first_seed: int = 1
    max_turns: int | None = None
    max_actions: int = MAX_ACTIONS
    ai_seed: int = 0  # game with seed s: the computer players' seed is ai_seed + s
    text: str = ""
    hash: str = ""

    def __post_init__(self) -> None:
        if not self.text:
            self.text = scenario_text(self.scenario)
        if not self.hash:
            self.hash = text_hash(self.text)
        sides = [s.id for s in self.scenario.sides]
        missing = [s for s in sides if s not in self.levels]
        if missing:
            raise ValueError(f"no level for side(s) {', '.join(missing)}")
        self.levels = {s: self.levels[s] for s in sides}

    @property
    def seeds(self) -> list[int]:
        return list(range(self.first_seed, self.first_seed + self.games))

    def header(self) -> dict[str, Any]:
        """The results file's first line (its identity fields decide the games)."""
        from hexstudio.scenario.model import text_in

        return {
            "scenario": self.scenario.id,
            "title": text_in(self.scenario.info.title, "en") if self.scenario.info.title else self.scenario.id,
            "scenario_hash": self.hash,
            "levels": dict(self.levels),
            "max_turns": self.max_turns,
            "max_actions": self.max_actions,
            "ai_seed": self.ai_seed,
            "hexstudio": __version__,
            "created": now_iso(),
        }

    def job(self, seed: int) -> GameJob:
        return GameJob(self.text, self.hash, seed, self.ai_seed + seed, tuple(self.levels.items()),
                       self.max_turns, self.max_actions)

    def jobs(self, done: Iterable[int] = ()) -> list[GameJob]:
        skip = set(done)
        return [self.job(s) for s in self.seeds if s not in skip]


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


# --------------------------------------------------------------------------- executors


def _worker_init() -> None:
    # Ctrl+C reaches the whole process group: the parent decides what stops,
    # a worker must not turn the interrupt into a "failed game".
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


@dataclass
class Pool:
    """An executor and what the report says about it."""

    executor: cf.Executor
    workers: int
    kind: str  # "processes" or "dask"
    address: str | None = None
    client: Any = None  # the Dask client, closed with the pool

    def stop(self) -> None:
        """Stop at once: queued games are cancelled, running local games are ended.

        Never waits on the executor: a process pool whose workers were terminated
        can block a waiting shutdown for good."""
        ex = self.executor
        if isinstance(ex, cf.ProcessPoolExecutor):
            procs = list((getattr(ex, "_processes", None) or {}).values())
            ex.shutdown(wait=False, cancel_futures=True)
            for p in procs:
                if p.is_alive():
                    p.terminate()
            for p in procs:
                p.join(timeout=5)
        else:
            ex.shutdown(wait=False)  # Dask's executor: cancels its futures
        self._close_client()

    def close(self) -> None:
        """Shut down after a run that ended normally (nothing left running)."""
        if isinstance(self.executor, cf.ProcessPoolExecutor):
            self.executor.shutdown(wait=True, cancel_futures=True)
        else:
            self.executor.shutdown(wait=False)
        self._close_client()

    def _close_client(self) -> None:
        if self.client is not None:
            try:
                self.client.close()
            except Exception:  # a lost cluster: nothing more to close
                pass
            self.client = None


def local_pool(jobs: int | None = None) -> Pool:
    """Worker processes on this machine (``jobs`` of them, default one per core).
    Spawned, not forked: the editor runs a pool from a thread of a Qt program."""
    n = jobs or default_jobs()
    ex = cf.ProcessPoolExecutor(max_workers=n, mp_context=multiprocessing.get_context("spawn"), initializer=_worker_init)
    return Pool(ex, n, "processes")


def cluster_pool(address: str, timeout: float = 15.0) -> Pool:
    """The Dask cluster whose scheduler is at ``address`` (e.g. ``tcp://10.0.0.5:8786``)."""
    try:
        from distributed import Client
    except ImportError:
        raise ClusterUnavailable(CLUSTER_INSTALL) from None
    try:
        client = Client(address, timeout=timeout, set_as_default=False)
    except (OSError, TimeoutError) as e:
        raise ClusterUnavailable(f"cannot reach the Dask scheduler at {address}: {e}") from None
    workers = sum(client.nthreads().values()) or 1
    return Pool(client.get_executor(pure=False), workers, "dask", address, client)


def client_pool(client: Any) -> Pool:
    """A pool on an existing Dask ``Client`` (a LocalCluster in tests and benchmarks);
    closing the pool leaves the client open."""
    workers = sum(client.nthreads().values()) or 1
    return Pool(client.get_executor(pure=False), workers, "dask", str(client.scheduler.address))


# --------------------------------------------------------------------------- the run


@dataclass
class Progress:
    """Where the run stands, after each finished game."""

    done: int  # games on file (earlier sessions included)
    total: int
    wins: dict[str, int]
    draws: int
    failed: int
    elapsed: float  # this session's seconds
    done_here: int  # games finished in this session
    remaining: int
    record: dict[str, Any] | None = None

    @property
    def eta(self) -> float | None:
        """Seconds left at this session's pace (None before the first game)."""
        if not self.done_here:
            return None
        return self.elapsed / self.done_here * self.remaining

    def win_rate(self, side: str) -> float:
        decided = self.done - self.failed
        return self.wins.get(side, 0) / decided if decided else 0.0


@dataclass
class Outcome:
    records: list[dict[str, Any]] = field(default_factory=list)  # every game on file, this session's last
    played: int = 0  # games finished in this session
    cancelled: bool = False
    broken: str | None = None  # why the executor stopped working (a killed worker, a lost cluster)
    seconds: float = 0.0


def game_winner(rec: dict[str, Any]) -> str | None:
    """The side a record counts as a win for: the winner of a finished game, the
    leader on points of a game stopped by the turn cap."""
    if rec.get("result") == "win":
        return rec.get("winner")
    if rec.get("result") == "unfinished":
        return rec.get("leader")
    return None


def run_games(
    spec: RunSpec,
    pool: Pool,
    writer: Writer,
    earlier: list[dict[str, Any]] | None = None,
    on_game: Callable[[Progress], None] | None = None,
    cancel: threading.Event | None = None,
    game_fn: Callable[[GameJob], dict[str, Any]] = play_game,
) -> Outcome:
    """Play the games of ``spec`` that ``earlier`` (records already on file) lacks,
    writing each record as it arrives. Returns when all are done, on ``cancel``, or
    when the executor breaks; a KeyboardInterrupt stops the pool and propagates."""
    earlier = list(earlier or [])
    jobs = spec.jobs(r["seed"] for r in earlier)
    queue = list(reversed(jobs))
    out = Outcome(records=earlier)
    wins = {s: 0 for s in spec.levels}
    draws = failed = 0
    for r in earlier:
        w = game_winner(r)
        if w:
            wins[w] = wins.get(w, 0) + 1
        elif r.get("result") == "error":
            failed += 1
        else:
            draws += 1
    in_flight_max = max(2, pool.workers * 2)
    futures: dict[cf.Future, GameJob] = {}
    t0 = time.perf_counter()
    stopped = False
    try:
        while queue or futures:
            if cancel is not None and cancel.is_set():
                out.cancelled = True
                break
            while queue and len(futures) < in_flight_max:
                job = queue.pop()
                try:
                    futures[pool.executor.submit(game_fn, job)] = job
                except (RuntimeError, cf.BrokenExecutor) as e:  # shut down under us
                    queue.append(job)
                    out.broken = f"{type(e).__name__}: {e}"
                    break
            if out.broken:
                break
            done, _ = cf.wait(futures, timeout=0.25, return_when=cf.FIRST_COMPLETED)
            for f in done:
                job = futures.pop(f)
                try:
                    rec = f.result()
                except cf.CancelledError:
                    continue
                except cf.BrokenExecutor as e:
                    out.broken = f"{type(e).__name__}: {e}"
                    continue
                except Exception as e:  # the executor could not run the game (Dask: KilledWorker)
                    if _executor_lost(e):
                        out.broken = f"{type(e).__name__}: {e}"
                        continue
                    rec = {"seed": job.seed, "ai_seed": job.ai_seed, "levels": dict(job.levels), "result": "error",
                           "error": f"{type(e).__name__}: {e}", "traceback": "".join(traceback.format_exception(e)),
                           "seconds": 0.0}
                rec = {"kind": "game", **rec}
                writer.write(rec)
                out.records.append(rec)
                out.played += 1
                w = game_winner(rec)
                if w:
                    wins[w] = wins.get(w, 0) + 1
                elif rec.get("result") == "error":
                    failed += 1
                else:
                    draws += 1
                if on_game is not None:
                    on_game(Progress(len(out.records), spec.games, dict(wins), draws, failed,
                                     time.perf_counter() - t0, out.played, len(queue) + len(futures), rec))
            if out.broken:
                break
    except BaseException:
        stopped = True
        pool.stop()
        raise
    finally:
        out.seconds = time.perf_counter() - t0
        if not stopped and (out.cancelled or out.broken):
            pool.stop()
    return out


def _executor_lost(e: BaseException) -> bool:
    """A lost cluster (the scheduler gone) rather than one game's failure."""
    name = type(e).__name__
    return name in ("CommClosedError", "FutureCancelledError") or isinstance(e, OSError | TimeoutError)


def session_line(out: Outcome, pool: Pool, started: str) -> dict[str, Any]:
    """The note a session appends to the results file when it stops."""
    return {
        "kind": "session", "started": started, "ended": now_iso(), "games": out.played,
        "wall_seconds": round(out.seconds, 2), "workers": pool.workers, "executor": pool.kind,
        "address": pool.address, "cancelled": out.cancelled, "broken": out.broken, "hexstudio": __version__,
    }
