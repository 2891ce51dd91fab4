"""What the window waited for in a long operation's stalls (bench_long's cases).

Runs one case of ``bench_long.py`` with a watchdog thread that, every
millisecond, reads each Python thread's stack (``sys._current_frames``) and
its CPU clock (``time.pthread_getcpuclockid``). Then, for each of the longest
stalls of the event loop (the heartbeat's gaps), it prints the samples taken
inside it: what the GUI thread was doing, what the workers were doing, and
how much CPU each used meanwhile.

How to read it:
* the GUI thread's CPU grows about as fast as the wall clock: its own work
  (which callback: its stack says);
* the watchdog took no sample for a while ("sampler gap"): no Python thread
  could run; if a worker's CPU grew as fast meanwhile, it held the interpreter
  computing; if nobody's did, a thread sat in a C call holding it (a Qt call
  PySide does not release it for, work done in Qt's own threads) or the
  machine was busy with other processes (the load says which is likelier);
* the GUI thread's and a worker's CPU both grow, each about half the wall
  clock: they shared the interpreter.

    QT_QPA_PLATFORM=offscreen python benchmarks/sample_stalls.py switch|scan|fill|validation [--gaps 4]
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import argparse
import sys
import threading
import time
from pathlib import Path
from types import FrameType

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_long as B

Sample = tuple[float, dict[int, tuple[str, float, list[str]]]]  # time, {thread: (name, cpu ms, stack)}


def _stack(frame: FrameType | None, depth: int = 4) -> list[str]:
    out = []
    while frame is not None and len(out) < depth:
        code = frame.f_code
        out.append(f"{os.path.basename(code.co_filename)}:{frame.f_lineno}:{code.co_name}")
        frame = frame.f_back
    return out


class Watchdog:
    def __init__(self) -> None:
        self.samples: list[Sample] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="watchdog", daemon=True)

    def _run(self) -> None:
        me = threading.get_ident()
        while not self._stop.is_set():
            now = time.perf_counter()
            frames = sys._current_frames()
            seen = {}
            for th in threading.enumerate():
                if th.ident is None or th.ident == me or th.ident not in frames:
                    continue
                try:
                    cpu = time.clock_gettime(time.pthread_getcpuclockid(th.ident)) * 1000
                except (OSError, AttributeError):
                    cpu = float("nan")
                seen[th.ident] = (th.name, cpu, _stack(frames[th.ident]))
            self.samples.append((now, seen))
            time.sleep(0.001)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


def record_gaps() -> list[tuple[float, float, float]]:
    """Have bench_long's heartbeat keep every gap over 20 ms: (start, end, GUI CPU ms)."""
    gaps: list[tuple[float, float, float]] = []
    beat, run = B.Heartbeat._beat, B.Heartbeat.run

    def _beat(self) -> None:  # type: ignore[no-untyped-def]
        now = self.clock.nsecsElapsed() / 1e6
        if now - self.last > 20:
            cpu = time.thread_time() * 1000 - self.last_cpu
            gaps.append((self.started + self.last / 1000, self.started + now / 1000, cpu))
        beat(self)

    def _run(self, *a, **k):  # type: ignore[no-untyped-def]
        self.started = time.perf_counter()
        return run(self, *a, **k)

    B.Heartbeat._beat = _beat  # type: ignore[method-assign]
    B.Heartbeat.run = _run  # type: ignore[method-assign]
    return gaps


def show(gap: tuple[float, float, float], samples: list[Sample], gui: int) -> None:
    a, b, cpu = gap
    print(f"\n=== stall {1000 * (b - a):.1f} ms wall, GUI thread CPU {cpu:.1f} ms")
    inside = [s for s in samples if a - 0.002 <= s[0] <= b + 0.002]
    before: Sample | None = None
    for t, seen in inside:
        waited = f" (no sample for {1000 * (t - before[0]):.1f} ms)" if before and t - before[0] > 0.004 else ""
        print(f"  +{1000 * (t - a):7.1f} ms{waited}")
        for ident, (name, c, stack) in seen.items():
            grew = ""
            if before is not None and ident in before[1]:
                grew = f" +{c - before[1][ident][1]:.1f}"
            who = "GUI" if ident == gui else name[:24]
            print(f"      [{who} cpu{grew}] " + " < ".join(stack))
        before = (t, seen)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("case", choices=["validation", "fill", "switch", "scan"])
    ap.add_argument("--gaps", type=int, default=4, help="how many of the longest stalls to show")
    args = ap.parse_args()
    gaps = record_gaps()
    dog = Watchdog()
    dog.start()
    B.app()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    getattr(B, {"switch": "switch_mode"}.get(args.case, args.case))(B.Heartbeat())
    dog.stop()
    for gap in sorted(gaps, key=lambda g: g[0] - g[1])[: args.gaps]:
        show(gap, dog.samples, threading.get_ident())


if __name__ == "__main__":
    main()
