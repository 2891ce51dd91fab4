"""Print and play speed and memory: Leyte (the largest battle), all parts, on A4.

Each run is a fresh process (so its peak memory is its own): the real export
(load the scenario, lay out the cover, map tiles, turn track and key,
countersheets and player aids, write every page through QPdfWriter) beside a
baseline that is a bare QPdfWriter writing the same number of A4 pages of
plain hex outlines (a 10 x 14 grid of 19 mm hexes per page). The two are
interleaved; the figures are the median and minimum of the rounds, the ratio
of the export to the baseline, and the ratio to the issue's targets
(20 s, 1 GB).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_print.py [--rounds N]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = ROOT / "scenarios" / "leyte.json"
TARGET_S = 20.0
TARGET_MB = 1024.0


def peak_mb() -> float:
    # Linux reports ru_maxrss in kilobytes.
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def child_export(out: Path) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from hexstudio.board.export import ensure_app
    from hexstudio.printing.document import PrintDocument
    from hexstudio.printplan.options import PrintOptions
    from hexstudio.scenario.io import load_scenario

    ensure_app()
    t0 = time.perf_counter()
    scenario = load_scenario(SCENARIO)
    doc = PrintDocument(scenario, PrintOptions.make(paper="A4", language="en"), base_dir=SCENARIO.parent)
    t1 = time.perf_counter()
    doc.write(out)
    t2 = time.perf_counter()
    return {
        "seconds": t2 - t0,
        "layout": t1 - t0,
        "write": t2 - t1,
        "pages": doc.page_count,
        "bytes": out.stat().st_size,
        "peak_mb": peak_mb(),
    }


def child_baseline(out: Path, pages: int) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QMarginsF, QPointF
    from PySide6.QtGui import QColor, QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen, QPolygonF

    _app = QGuiApplication.instance() or QGuiApplication([])
    t0 = time.perf_counter()
    writer = QPdfWriter(str(out))
    writer.setResolution(300)
    writer.setPageLayout(
        QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    )
    painter = QPainter(writer)
    k = 300 / 25.4
    r = 19.0 / math.sqrt(3)  # circumradius of a 19 mm hex
    hexagon = QPolygonF(
        [QPointF(r * math.cos(math.radians(60 * i)), r * math.sin(math.radians(60 * i))) for i in range(6)]
    )
    pen = QPen(QColor(60, 60, 50), 0.25)
    for page in range(pages):
        if page:
            writer.newPage()
        painter.save()
        painter.scale(k, k)
        painter.setPen(pen)
        for col in range(10):
            for row in range(14):
                painter.save()
                painter.translate(15 + col * 1.5 * r, 15 + row * 19.0 + (9.5 if col % 2 else 0))
                painter.drawPolygon(hexagon)
                painter.restore()
        painter.restore()
    painter.end()
    t1 = time.perf_counter()
    return {"seconds": t1 - t0, "pages": pages, "bytes": out.stat().st_size, "peak_mb": peak_mb()}


def run(kind: str, out: Path, pages: int = 0) -> dict[str, float]:
    t0 = time.perf_counter()
    cmd = [sys.executable, __file__, "--child", kind, "--out", str(out), "--pages", str(pages)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=True)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    result["process"] = time.perf_counter() - t0
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--child", choices=["export", "baseline"])
    ap.add_argument("--out")
    ap.add_argument("--pages", type=int, default=0)
    args = ap.parse_args()
    if args.child == "export":
        print(json.dumps(child_export(Path(args.out))))
        return 0
    if args.child == "baseline":
        print(json.dumps(child_baseline(Path(args.out), args.pages)))
        return 0

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        first = run("export", folder / "leyte.pdf")
        pages = int(first["pages"])
        exports, bases = [], []
        for _ in range(args.rounds):
            bases.append(run("baseline", folder / "base.pdf", pages))
            exports.append(run("export", folder / "leyte.pdf"))

    def line(name: str, runs: list[dict[str, float]], key: str) -> tuple[float, float]:
        vals = [r[key] for r in runs]
        med, low = statistics.median(vals), min(vals)
        print(f"  {name:<42} median {med:8.3f}   min {low:8.3f}")
        return med, low

    print(f"Print and play: {SCENARIO.name}, all parts, A4, {pages} pages; {args.rounds} rounds, interleaved")
    print("seconds (in the process, after Qt is up):")
    exp_med, _ = line("export (layout + write)", exports, "seconds")
    line("  of which layout (scenario, scene, plans, aids)", exports, "layout")
    line("  of which writing the pages", exports, "write")
    base_med, _ = line(f"baseline: bare QPdfWriter, {pages} pages of hexes", bases, "seconds")
    print("seconds (whole process, with Python and Qt start-up):")
    proc_med, _ = line("export", exports, "process")
    line("baseline", bases, "process")
    print("peak memory (MB, whole process):")
    mem = max(r["peak_mb"] for r in exports)
    line("export", exports, "peak_mb")
    line("baseline", bases, "peak_mb")
    print(f"file size: export {exports[-1]['bytes'] / 1e6:.2f} MB, baseline {bases[-1]['bytes'] / 1e6:.2f} MB")
    print(f"export / baseline (median seconds): {exp_med / base_med:6.1f} x")
    print(
        f"export / 20 s target (median, whole process): {proc_med / TARGET_S:6.3f}  ({'under' if proc_med < TARGET_S else 'OVER'})"
    )
    print(
        f"peak memory / 1 GB target (worst round):     {mem / TARGET_MB:6.3f}  ({'under' if mem < TARGET_MB else 'OVER'})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
