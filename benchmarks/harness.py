"""What every benchmark shares: interleaved timing beside a bare baseline, and the report.

A figure is measured as pairs: one sample of hexstudio, one of the bare
baseline, again and again, so a busy machine (two cores shared with other
work) slows both alike. Each figure prints the median and minimum of both,
their ratio and the issue's target with whether it is met, e.g.::

    click -> counter moved, 100x100   ours  9.8 ms (min  8.1)  bare  7.0 ms (min  6.2)  x1.40   target < 16 ms and <= 1.5x bare   met

Absolute targets are judged on the median; ratio targets on the ratio of
medians. ``BENCH_JSON=FILE`` appends every figure as a JSON line, which
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


@dataclass
class Figure:
    name: str
    ours: list[float]  # milliseconds
    bare: list[float] = field(default_factory=list)
    target: Target = INFO
    note: str = ""

    @property
    def ours_median(self) -> float:
        return statistics.median(self.ours)

    @property
    def bare_median(self) -> float | None:
        return statistics.median(self.bare) if self.bare else None

    def ratio(self) -> float | None:
        b = self.bare_median
        return self.ours_median / b if b else None

    def met(self) -> bool | None:
        return self.target.met(self.ours_median, self.bare_median)

    def line(self) -> str:
        out = f"{self.name:60s} ours {_ms(self.ours_median)} (min {_ms(min(self.ours))})"
        if self.bare:
            out += f"  bare {_ms(self.bare_median)} (min {_ms(min(self.bare))})  x{self.ratio():5.2f}"
        else:
            out += " " * 40
        met = self.met()
        verdict = "" if met is None else ("  met" if met else "  NOT MET")
        out += f"   target {self.target.text()}{verdict}"
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
        row["target_text"] = fig.target.text()
        row["ours_median"] = fig.ours_median
        row["bare_median"] = fig.bare_median
        row["met"] = fig.met()
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps(row) + "\n")
    return fig


def interleaved(
    ours: Callable[[int], float | None],
    bare: Callable[[int], float | None] | None,
    rounds: int,
    warmup: int = 1,
) -> tuple[list[float], list[float]]:
    """Run ``ours(i)`` and ``bare(i)`` in turn ``rounds`` times; milliseconds each.

    A callable may time itself and return milliseconds (when only part of
    what it does is the figure); if it returns None its whole call is timed.
    """
    a: list[float] = []
    b: list[float] = []

    def one(fn: Callable[[int], float | None], i: int) -> float:
        t = time.perf_counter()
        got = fn(i)
        return got if got is not None else (time.perf_counter() - t) * 1000

    for i in range(warmup):
        one(ours, -1 - i)
        if bare is not None:
            one(bare, -1 - i)
    for i in range(rounds):
        # Alternate who goes first, so neither always follows the other's garbage.
        if bare is not None and i % 2:
            b.append(one(bare, i))
            a.append(one(ours, i))
        else:
            a.append(one(ours, i))
            if bare is not None:
                b.append(one(bare, i))
    return a, b


def heading(text: str) -> None:
    print(f"\n== {text}", flush=True)
