"""render_scenario: PNG and PDF through the board scene, clear errors."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from hexstudio.board.export import render_scenario
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.mapview import grid_of

ROOT = Path(__file__).resolve().parents[1]
TUTORIAL = ROOT / "scenarios" / "tutorial.json"


def expected_size(scale: float) -> tuple[int, int]:
    s = load_scenario(TUTORIAL)
    g = grid_of(s.map)
    w, h = g.pixel_size()
    pad = g.size * 0.25
    return round((w + 2 * pad) * scale), round((h + 2 * pad) * scale)


def test_png_of_expected_size(qapp, tmp_path):
    out = render_scenario(load_scenario(TUTORIAL), tmp_path / "board.png", scale=0.5)
    img = QImage(str(out))
    assert not img.isNull()
    assert (img.width(), img.height()) == expected_size(0.5)
    # Not a blank image: terrain colours of many kinds.
    colours = {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}
    assert len(colours) > 20


def test_pdf(qapp, tmp_path):
    out = render_scenario(load_scenario(TUTORIAL), tmp_path / "board.pdf", scale=0.5)
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 2000


def test_errors_are_clear(qapp, tmp_path):
    s = load_scenario(TUTORIAL)
    with pytest.raises(OSError, match="does not exist"):
        render_scenario(s, tmp_path / "missing" / "x.png")
    with pytest.raises(ValueError, match="scale"):
        render_scenario(s, tmp_path / "x.png", scale=0)
    with pytest.raises(ValueError, match="too large"):
        render_scenario(s, tmp_path / "x.png", scale=49)
    with pytest.raises(OSError, match="cannot write"):
        render_scenario(s, tmp_path / "x.notaformat", scale=0.2)


def test_cli_render(tmp_path):
    out = tmp_path / "cli.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run(
        [sys.executable, "-m", "hexstudio", "render", str(TUTORIAL), "-o", str(out), "--scale", "0.4"],
        capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    img = QImage(str(out))
    assert (img.width(), img.height()) == expected_size(0.4)
