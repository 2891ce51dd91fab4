"""Start-up: from starting the process to the first board painted, beside a bare Qt process.

Two whole processes, started in turn (``startup_probe.py``): hexstudio on the
tutorial (``hexstudio scenarios/tutorial.json``: Python, Qt, the scenario,
the window and its mode, the first paint of the board), and a bare process
that shows a QMainWindow with a QGraphicsView of the tutorial's hexes as
polygon items. Each is timed from the start of the process to the line it
prints once its board's first paint has been handled. User folders are
fresh and temporary.

Target (issue 11): at most 2x the bare process, judged on the usual start:
Python's bytecode of every module already compiled, as ``pip install``
leaves an installed hexstudio (it compiles the package) and as every start
after the first leaves any other. The bytecode lives in a temporary folder
(``PYTHONPYCACHEPREFIX``), filled by a first start of each process before
the timed rounds, so the source tree stays clean and whatever
``PYTHONDONTWRITEBYTECODE`` says does not matter. A second figure, for
information, is the start that compiles hexstudio's own sources (bytecode
of everything else kept, none written): the first start from a source tree
with no bytecode, or every start of an editable install under
``PYTHONDONTWRITEBYTECODE=1``.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_startup.py [--rounds N]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from harness import INFO, Figure, Target, heading, interleaved, report  # noqa: E402

TUTORIAL = HERE.parent / "scenarios" / "tutorial.json"


def run(kind: str, env: dict[str, str]) -> tuple[float, float]:
    """(wall, CPU) milliseconds of one whole process up to its first board painted."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    p = subprocess.Popen(
        [sys.executable, str(HERE / "startup_probe.py"), kind, str(TUTORIAL)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    assert p.stdout is not None
    line = p.stdout.readline()
    dt = (time.perf_counter() - t) * 1000
    p.wait(timeout=60)
    if line.strip() != "PAINTED":
        raise RuntimeError(f"{kind}: the probe did not see the board painted")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    return dt, cpu


def _package_dir() -> Path:
    """Where the hexstudio package's sources are (found, not imported)."""
    spec = importlib.util.find_spec("hexstudio")
    assert spec is not None and spec.submodule_search_locations
    return Path(next(iter(spec.submodule_search_locations))).resolve()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    heading("start-up: process start to first board painted, hexstudio on the tutorial vs a bare Qt process")
    with tempfile.TemporaryDirectory() as tmp:
        cached = Path(tmp) / "bytecode"

        def env(i: int, bytecode: Path, write: bool = True) -> dict[str, str]:
            e = dict(os.environ)
            e.setdefault("QT_QPA_PLATFORM", "offscreen")
            # A fresh user each start: no settings, no thumbnails on disk yet for the first.
            for name in ("CONFIG", "DATA", "CACHE"):
                e[f"HEXSTUDIO_{name}_DIR"] = str(Path(tmp) / f"{name.lower()}-{i}-{bytecode.name}")
            e["PYTHONPYCACHEPREFIX"] = str(bytecode)
            e.pop("PYTHONDONTWRITEBYTECODE", None)
            if not write:
                e["PYTHONDONTWRITEBYTECODE"] = "1"
            return e

        # The warm-up start of each (harness.interleaved) compiles every module it imports into ``cached``.
        a, b = interleaved(lambda i: run("hexstudio", env(i, cached)), lambda i: run("bare", env(i, cached)), args.rounds)
        report(
            Figure(
                "start -> first board painted (whole process)",
                a,
                b,
                Target(max_ratio=2),
                note=f"bytecode cached; CPU of the processes: ours {statistics.median(a.cpu):.0f} ms, "
                f"bare {statistics.median(b.cpu):.0f} ms",
            )
        )

        # The same bytecode without hexstudio's own, none written: every start compiles the package.
        sources = Path(tmp) / "no-hexstudio-bytecode"
        shutil.copytree(cached, sources)
        shutil.rmtree(sources / _package_dir().relative_to(_package_dir().anchor), ignore_errors=True)
        a, b = interleaved(
            lambda i: run("hexstudio", env(i, sources, write=False)),
            lambda i: run("bare", env(i, sources, write=False)),
            args.rounds,
            warmup=0,
        )
        report(
            Figure(
                "the same, compiling hexstudio's sources (first start)",
                a,
                b,
                INFO,
                note=f"CPU of the processes: ours {statistics.median(a.cpu):.0f} ms, bare {statistics.median(b.cpu):.0f} ms",
            )
        )


if __name__ == "__main__":
    main()
