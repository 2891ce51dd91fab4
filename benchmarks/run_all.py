"""Run every benchmark (each in its own process) and print the figures against their targets.

    QT_QPA_PLATFORM=offscreen python benchmarks/run_all.py [--json OUT.jsonl] [--quick]
    python benchmarks/run_all.py --compare BEFORE.jsonl AFTER.jsonl   (a markdown table)

``--quick`` runs fewer rounds (a smoke run, noisier figures).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCHES = (
    ("bench_engine.py", ["--rounds", "15"], ["--rounds", "3"]),
    ("bench_play.py", ["--rounds", "25"], ["--rounds", "5"]),
    ("bench_editor.py", ["--rounds", "5"], ["--rounds", "2"]),
    ("bench_board.py", ["--rounds", "7"], ["--rounds", "3"]),
    ("bench_startup.py", ["--rounds", "9"], ["--rounds", "3"]),
    ("bench_long.py", [], []),
)


def load(path: Path) -> dict[str, dict]:
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            out[row["name"]] = row
    return out


def fmt(v: float | None) -> str:
    if v is None:
        return "–"
    if v < 1:
        return f"{v:.3f} ms"
    return f"{v:.1f} ms" if v < 10_000 else f"{v / 1000:.1f} s"


def cell(row: dict | None) -> str:
    """median (min; CPU) / bare median (min) xratio, and whether the target was met."""
    if row is None:
        return "–"
    text = f"{fmt(row['ours_median'])} ({fmt(min(row['ours']))}; cpu {fmt(row.get('ours_cpu_median'))})"
    if row.get("bare_median"):
        text += f" / {fmt(row['bare_median'])} ({fmt(min(row['bare']))}) x{row['ours_median'] / row['bare_median']:.2f}"
    if row.get("met") is not None:
        text += " ✓" if row["met"] else " ✗"
    return text


def compare(before: Path, after: Path) -> None:
    a, b = load(before), load(after)
    names = list(dict.fromkeys([*a, *b]))
    print("| figure | target | before: ours median (min; cpu) / bare median (min) ratio | after: the same |")
    print("|---|---|---|---|")
    for n in names:
        row = b.get(n) or a.get(n)
        print(f"| {n} | {row.get('target_text', '')} | {cell(a.get(n))} | {cell(b.get(n))} |")
    met_a = sum(1 for r in a.values() if r.get("met") is True)
    met_b = sum(1 for r in b.values() if r.get("met") is True)
    judged_a = sum(1 for r in a.values() if r.get("met") is not None)
    judged_b = sum(1 for r in b.values() if r.get("met") is not None)
    print(f"\ntargets met: before {met_a} of {judged_a}, after {met_b} of {judged_b}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", type=Path)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--compare", nargs=2, type=Path)
    args = ap.parse_args()
    if args.compare:
        compare(*args.compare)
        return
    out = args.json or Path(tempfile.mkstemp(suffix=".jsonl")[1])
    out.write_text("")
    env = dict(os.environ, BENCH_JSON=str(out))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    for script, full, quick in BENCHES:
        subprocess.run([sys.executable, str(HERE / script), *(quick if args.quick else full)], env=env, check=False)
    rows = load(out)
    met = [r for r in rows.values() if r.get("met") is True]
    missed = [r for r in rows.values() if r.get("met") is False]
    print(f"\n{len(met)} targets met, {len(missed)} not met; figures in {out}")
    for r in missed:
        print(f"  not met: {r['name']} ({r['target_text']})")


if __name__ == "__main__":
    main()
