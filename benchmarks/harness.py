"""What every benchmark shares: interleaved timing beside a bare baseline, and the report.

A figure is measured as pairs: one sample of hexstudio, one of the bare
baseline, again and again, so a busy machine (two cores shared with other
work) slows both alike. Each figure prints the median and minimum of both,
their ratio and the issue's target with whether it is met, e.g.::

    click -> counter moved, 100x100   ours  9.8 ms (min  8.1)  bare  7.0 ms (min  6.2)  x1.40   target < 16 ms and <= 1.5x bare   met

Every sample is taken twice over: wall-clock time and the CPU time of the
measuring thread (which on the offscreen platform also paints). Ratios and
ratio targets use wall-clock medians, both sides of a pair alike slowed by
whatever else runs; absolute targets (under 16 ms...) are judged on the CPU
median, which is what our code costs whatever the other processes on the
shared machine do, and the wall median is printed beside it. A figure may
ask to be judged on wall-clock time instead (``judge="wall"``): a stall the
user sees is wall time, and where our own threads make the GUI thread wait
(for the interpreter) its CPU time hides it; ``idle_machine()`` says whether
the machine is quiet enough for that to be fair.
``BENCH_JSON=FILE`` appends every figure as a JSON line, which
``run_all.py`` turns into the before/after table.
"""

from __future__ import annotations

import json
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field


@dataclass(frozen=True)
class Target:
    """The issue's target for one figure.

    ``below_ms``: our median under this many ms. ``max_ratio``: ours / bare at
    most this (``ratio_from_ms``: only when the bare median is over that many
    ms). ``min_speedup``: bare / ours at least this (we are the faster one).
    """

    below_ms: float | None = None
    max_ratio: float | None = None
    ratio_from_ms: float = 0.0
    min_speedup: float | None = None

    def text(self) -> str:
        parts = []
        if self.below_ms is not None:
            parts.append(f"< {self.below_ms:g} ms")
        if self.max_ratio is not None:
            cond = f" (bare over {self.ratio_from_ms:g} ms)" if self.ratio_from_ms else ""
            parts.append(f"<= {self.max_ratio:g}x bare{cond}")
        if self.min_speedup is not None:
            parts.append(f"<= {1 / self.min_speedup:.2f}x bare ({self.min_speedup:g}x faster)")
        return " and ".join(parts) or "(info)"

    def met(self, ours_ms: float, bare_ms: float | None) -> bool | None:
        if self.below_ms is None and self.max_ratio is None and self.min_speedup is None:
            return None
        ok = True
        if self.below_ms is not None:
            ok = ok and ours_ms < self.below_ms
        if self.max_ratio is not None and bare_ms and bare_ms > self.ratio_from_ms:
            ok = ok and ours_ms / bare_ms <= self.max_ratio
        if self.min_speedup is not None and bare_ms:
            ok = ok and bare_ms / ours_ms >= self.min_speedup
        return ok


INFO = Target()

# Load average (1 minute) under which the machine counts as idle: wall-clock
# figures are then ours, not the other processes'.
IDLE_LOAD = 1.0


def idle_machine() -> tuple[bool, float]:
    """(whether the machine is idle, its 1-minute load average), looked at now."""
    load = os.getloadavg()[0]
    return load < IDLE_LOAD, load


class Samples(list[float]):
    """Wall-clock milliseconds, with the CPU milliseconds of the same samples in ``cpu``."""

    def __init__(self, wall: list[float] | None = None, cpu: list[float] | None = None) -> None:
        super().__init__(wall or [])
        self.cpu: list[float] = list(cpu if cpu is not None else (wall or []))


@dataclass
class Figure:
    name: str
    ours: list[float]  # milliseconds, wall clock (a Samples also carries CPU time)
    bare: list[float] = field(default_factory=list)
    target: Target = INFO
    note: str = ""
    judge: str = "cpu"  # the absolute target judged on the "cpu" or the "wall" median

    @property
    def ours_median(self) -> float:
        return statistics.median(self.ours)

    @property
    def ours_cpu_median(self) -> float:
        cpu = getattr(self.ours, "cpu", None) or self.ours
        return statistics.median(cpu)

    @property
    def bare_median(self) -> float | None:
        return statistics.median(self.bare) if self.bare else None

    def ratio(self) -> float | None:
        b = self.bare_median
        return self.ours_median / b if b else None

    def met(self) -> bool | None:
        t = self.target
        judged = self.ours_median if self.judge == "wall" else self.ours_cpu_median
        if t.below_ms is not None and not judged < t.below_ms:
            return False
        if t.below_ms is not None and t.max_ratio is None and t.min_speedup is None:
            return True
        # Ratios on wall-clock medians (the absolute part was judged above).
        return (
            Target(None, t.max_ratio, t.ratio_from_ms, t.min_speedup).met(self.ours_median, self.bare_median)
            if (t.max_ratio is not None or t.min_speedup is not None)
            else None
        )

    def line(self) -> str:
        out = (
            f"{self.name:60s} ours {_ms(self.ours_median)} (min {_ms(min(self.ours))}, cpu {_ms(self.ours_cpu_median)})"
        )
        if self.bare:
            out += f"  bare {_ms(self.bare_median)} (min {_ms(min(self.bare))})  x{self.ratio():5.2f}"
        else:
            out += " " * 40
        met = self.met()
        verdict = "" if met is None else ("  met" if met else "  NOT MET")
        on = " (on wall)" if self.judge == "wall" and self.target.below_ms is not None else ""
        out += f"   target {self.target.text()}{on}{verdict}"
        if self.note:
            out += f"   [{self.note}]"
        return out


def _ms(v: float | None) -> str:
    if v is None:
        return "   -   "
    if v < 1:
        return f"{v:7.3f} ms"
    return f"{v:7.1f} ms" if v < 10_000 else f"{v / 1000:6.1f} s "


def report(fig: Figure) -> Figure:
    print(fig.line(), flush=True)
    path = os.environ.get("BENCH_JSON")
    if path:
        row = asdict(fig)
        row["ours_cpu"] = list(getattr(fig.ours, "cpu", fig.ours))
        row["target_text"] = fig.target.text()
        row["ours_median"] = fig.ours_median
        row["ours_cpu_median"] = fig.ours_cpu_median
        row["judged_on"] = fig.judge
        row["bare_median"] = fig.bare_median
        row["met"] = fig.met()
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps(row) + "\n")
    return fig


class Stopwatch:
    """Times a block in wall-clock and thread-CPU milliseconds: ``with Stopwatch() as sw: ...; sw.both``."""

    def __enter__(self) -> Stopwatch:
        self._w = time.perf_counter()
        self._c = time.thread_time()
        return self

    def __exit__(self, *exc: object) -> None:
        self.wall = (time.perf_counter() - self._w) * 1000
        self.cpu = (time.thread_time() - self._c) * 1000

    @property
    def both(self) -> tuple[float, float]:
        return self.wall, self.cpu


Timing = float | tuple[float, float] | None


def interleaved(
    ours: Callable[[int], Timing],
    bare: Callable[[int], Timing] | None,
    rounds: int,
    warmup: int = 1,
) -> tuple[Samples, Samples]:
    """Run ``ours(i)`` and ``bare(i)`` in turn ``rounds`` times; milliseconds each.

    A callable may time itself and return milliseconds, or (wall, cpu)
    milliseconds (when only part of what it does is the figure); if it
    returns None its whole call is timed.
    """
    a, b = Samples(), Samples()

    def one(fn: Callable[[int], Timing], i: int, into: Samples | None) -> None:
        with Stopwatch() as sw:
            got = fn(i)
        if got is None:
            wall, cpu = sw.both
        elif isinstance(got, tuple):
            wall, cpu = got
        else:
            wall = cpu = got
        if into is not None:
            into.append(wall)
            into.cpu.append(cpu)

    for i in range(warmup):
        one(ours, -1 - i, None)
        if bare is not None:
            one(bare, -1 - i, None)
    for i in range(rounds):
        # Alternate who goes first, so neither always follows the other's garbage.
        if bare is not None and i % 2:
            one(bare, i, b)
            one(ours, i, a)
        else:
            one(ours, i, a)
            if bare is not None:
                one(bare, i, b)
    return a, b


def heading(text: str) -> None:
    print(f"\n== {text}", flush=True)
