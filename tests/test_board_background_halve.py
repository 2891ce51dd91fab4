"""The halved copies of a scan (``board.background.halve``): each pixel the
rounded mean of the 2 x 2 it covers, in every format a scan arrives in."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage

from hexstudio.board.background import halve, scan_levels

F = QImage.Format


def _picture(width: int, height: int, fmt: QImage.Format) -> QImage:
    """Colours that differ in every component from pixel to pixel (no two means alike)."""
    img = QImage(width, height, F.Format_ARGB32)
    for y in range(height):
        for x in range(width):
            img.setPixelColor(
                x, y, QColor((x * 37 + y * 11) % 256, (x * 5 + y * 71) % 256, (x * y * 13 + 7) % 256, 255)
            )
    return img.convertToFormat(fmt)


def _rgba(img: QImage) -> np.ndarray:
    return np.array(
        [[img.pixelColor(x, y).getRgb() for x in range(img.width())] for y in range(img.height())], dtype=np.int64
    )


@pytest.mark.parametrize(
    "fmt",
    [
        F.Format_RGB32,
        F.Format_ARGB32,
        F.Format_ARGB32_Premultiplied,
        F.Format_RGBA8888,
        F.Format_RGB888,
        F.Format_BGR888,
        F.Format_Grayscale8,
    ],
)
@pytest.mark.parametrize("size", [(9, 7), (64, 6), (2, 2)])
def test_each_pixel_is_the_rounded_mean_of_the_four_it_covers(qapp, fmt: QImage.Format, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    img = _picture(*size, fmt)
    half = halve(img)
    assert (half.width(), half.height()) == (size[0] // 2, size[1] // 2)
    assert half.format() == fmt
    src = _rgba(img)
    h2, w2 = half.height(), half.width()
    four = src[: 2 * h2, : 2 * w2].reshape(h2, 2, w2, 2, 4).sum(axis=(1, 3))
    assert np.array_equal(_rgba(half), (four + 2) // 4)


def test_sixteen_bit_scans_keep_their_depth(qapp) -> None:  # type: ignore[no-untyped-def]
    img = QImage(4, 2, F.Format_RGBA64)
    values = [0, 1000, 65535, 3]
    for x in range(4):
        for y in range(2):
            img.setPixelColor(x, y, QColor.fromRgba64(values[x], values[(x + y) % 4], 500 * y, 65535))
    half = halve(img)
    assert half.format() == F.Format_RGBA64
    got = half.pixelColor(0, 0).rgba64()
    assert (got.red(), got.green(), got.blue()) == (
        (0 + 1000 + 0 + 1000 + 2) // 4,
        (0 + 1000 + 1000 + 65535 + 2) // 4,
        250,
    )


def test_other_formats_are_halved_by_qt(qapp) -> None:  # type: ignore[no-untyped-def]
    img = _picture(10, 6, F.Format_Indexed8)
    half = halve(img)
    assert (half.width(), half.height()) == (5, 3)


def test_levels_halve_down_to_the_overview(qapp, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    import hexstudio.board.background as bg

    monkeypatch.setattr(bg, "OVERVIEW_PX", 16)
    img = _picture(100, 40, F.Format_RGB32)
    steps = []
    levels = scan_levels(img, lambda done, total: steps.append((done, total)))
    assert [(i.width(), i.height(), k) for i, k in levels] == [
        (100, 40, 1.0),
        (50, 20, 0.5),
        (25, 10, 0.25),
        (12, 5, 0.125),
    ]
    assert steps == [(1, 3), (2, 3), (3, 3)]
    # The second level is the first halved again.
    assert np.array_equal(_rgba(levels[2][0]), _rgba(halve(levels[1][0])))
