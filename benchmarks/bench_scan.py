"""Scan suggestions on a big scan: a 1,000-hex map from a 10,000 x 7,000 JPEG.

Prints, for suggesting every hex of Sicily (41 x 25 = 1,025 hexes) from a
synthetic 10,000 x 7,000 scan (``tests/synthetic_scan.py``: another palette
and symbols, grain, blur, JPEG) with one example per terrain, overlay, river
and road type, the time and the peak memory of the process (aim: < 10 s and
< 1.5 GB), beside a bare baseline in the same run: decoding the whole image
and computing every hex's mean colour with numpy (no features, no
classification). Each measurement runs in a fresh child process, so its peak
memory is its own; baseline and suggestion runs are interleaved.

    python benchmarks/bench_scan.py [--rounds N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

SCAN_W, SCAN_H = 10_000, 7_000
SCAN_FILE = Path(tempfile.gettempdir()) / "hexstudio-bench-scan-sicily-10000x7000.jpg"
META_FILE = SCAN_FILE.with_suffix(".json")
BATTLE = "sicily"
TARGET_S = 10.0
TARGET_MB = 1500.0


def make_scan() -> None:
    """The synthetic scan, exactly 10,000 x 7,000 pixels, and its calibration clicks."""
    from synthetic_scan import ScanStyle, click_references, make_scan, scene_to_image_transform

    from hexstudio.paths import scenarios_dir
    from hexstudio.scenario.io import load_scenario
    from hexstudio.scenario.mapview import grid_of

    truth = load_scenario(scenarios_dir() / f"{BATTLE}.json")
    grid = grid_of(truth.map)
    # The largest scale at which the turned map and its margin fit the sheet.
    _t, (w, h) = scene_to_image_transform(grid, ScanStyle(px_per_unit=1.0, margin_px=0))
    k = min((SCAN_W - 200) / w, (SCAN_H - 200) / h)
    style = ScanStyle(px_per_unit=k, supersample=1, blur=1.0, canvas=(SCAN_W, SCAN_H))
    scan = make_scan(truth, SCAN_FILE, style)
    META_FILE.write_text(json.dumps({"size": scan.size, "refs": click_references(scan)}))


def _peak_mb() -> float:
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def run_baseline() -> dict[str, float]:
    """Decode the whole scan and average each hex's colour: the bare minimum."""
    import numpy as np
    from PIL import Image

    from hexstudio.calibration import Affine, calibrate
    from hexstudio.paths import scenarios_dir
    from hexstudio.scan.geometry import HexLocator
    from hexstudio.scenario.io import load_scenario
    from hexstudio.scenario.mapview import grid_of

    meta = json.loads(META_FILE.read_text())
    truth = load_scenario(scenarios_dir() / f"{BATTLE}.json")
    grid = grid_of(truth.map)
    t = Affine.from_qt(calibrate(grid, [(a, tuple(b)) for a, b in meta["refs"]]).transform)
    start = time.perf_counter()
    with Image.open(SCAN_FILE) as im:
        rgb = np.asarray(im.convert("RGB"))
    loc = HexLocator(grid)
    sums = np.zeros((loc.count, 3))
    counts = np.zeros(loc.count)
    h, w = rgb.shape[:2]
    u = np.arange(w, dtype=np.float64) + 0.5
    for y0 in range(0, h, 256):
        ys = np.arange(y0, min(h, y0 + 256), dtype=np.float64) + 0.5
        x, y = t.a * u[None, :] + t.b * ys[:, None] + t.c, t.d * u[None, :] + t.e * ys[:, None] + t.f
        idx = loc.locate(x, y).index
        ok = idx >= 0
        block = rgb[y0 : y0 + len(ys)]
        counts += np.bincount(idx[ok], minlength=loc.count)
        for c in range(3):
            sums[:, c] += np.bincount(idx[ok], weights=block[..., c][ok], minlength=loc.count)
    means = sums / np.maximum(counts, 1)[:, None]
    assert means.shape == (loc.count, 3)
    return {"seconds": time.perf_counter() - start, "peak_mb": _peak_mb()}


def run_suggest() -> dict[str, float]:
    """What the editor's worker does: measure the scan, suggest every hex."""
    from synthetic_scan import one_example_each

    from hexstudio.calibration import calibrate
    from hexstudio.paths import scenarios_dir
    from hexstudio.scan.suggest import AnalysisInput, Examples, analyse, suggest
    from hexstudio.scenario import edits as E
    from hexstudio.scenario.io import load_scenario
    from hexstudio.scenario.mapview import grid_of
    from hexstudio.scenario.model import BackgroundImage

    meta = json.loads(META_FILE.read_text())
    truth = load_scenario(scenarios_dir() / f"{BATTLE}.json")
    grid = grid_of(truth.map)
    fit = calibrate(grid, [(a, tuple(b)) for a, b in meta["refs"]])
    placed = truth.model_copy(deep=True)
    placed.map.background = BackgroundImage(path=str(SCAN_FILE), transform=fit.transform)
    ex = one_example_each(truth)
    examples = Examples(ex["terrain"], ex["overlays"], ex["hexsides"], ex["roads"])
    start = time.perf_counter()
    features = analyse(AnalysisInput.of(placed, None))
    measured = time.perf_counter()
    got = suggest(features, truth, examples)
    seconds = time.perf_counter() - start
    right = sum(h.terrain == E.terrain_at(truth, x) for x, h in got.hexes.items()) / max(1, len(got.hexes))
    return {"seconds": seconds, "measure_s": measured - start, "peak_mb": _peak_mb(), "hexes": len(got.hexes), "right": right}


def child(kind: str) -> dict[str, float]:
    out = subprocess.run([sys.executable, __file__, "--child", kind], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--child", choices=["baseline", "suggest", "make"])
    args = parser.parse_args()
    if args.child == "make":
        make_scan()
        return
    if args.child:
        print(json.dumps(run_baseline() if args.child == "baseline" else run_suggest()))
        return
    if not SCAN_FILE.exists() or not META_FILE.exists():
        print(f"making {SCAN_FILE} (once) ...", flush=True)
        # In a child process: making the scan does not count towards any peak.
        subprocess.run([sys.executable, __file__, "--child", "make"], check=True)
    base, real = [], []
    for _ in range(args.rounds):
        base.append(child("baseline"))
        real.append(child("suggest"))
    b_t = [r["seconds"] for r in base]
    s_t = [r["seconds"] for r in real]
    b_m = [r["peak_mb"] for r in base]
    s_m = [r["peak_mb"] for r in real]
    print(f"scan {SCAN_W} x {SCAN_H} JPEG, {BATTLE}: {int(real[0]['hexes'])} hexes suggested, {real[0]['right']:.1%} right terrain")
    print(f"baseline (decode whole scan + per-hex mean colour): median {statistics.median(b_t):.2f} s, min {min(b_t):.2f} s, peak {max(b_m):.0f} MB")
    print(
        f"suggest (measure + classify, one example each):     median {statistics.median(s_t):.2f} s, min {min(s_t):.2f} s"
        f" (measuring {statistics.median(r['measure_s'] for r in real):.2f} s), peak {max(s_m):.0f} MB"
    )
    print(f"ratio suggest / baseline: time {statistics.median(s_t) / statistics.median(b_t):.2f}, memory {max(s_m) / max(b_m):.2f}")
    print(
        f"against the targets: time {statistics.median(s_t) / TARGET_S:.2f} of {TARGET_S:.0f} s,"
        f" memory {max(s_m) / TARGET_MB:.2f} of {TARGET_MB:.0f} MB"
    )


if __name__ == "__main__":
    main()
