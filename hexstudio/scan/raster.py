"""Reading a scan into memory at the resolution the analysis needs.

A 10,000 x 7,000 scan holds far more pixels than telling forest from open
ground needs: the analysis works at about ``TARGET_HEX_PX`` pixels per hex
radius. JPEG files are decoded straight at 1/2, 1/4 or 1/8 of their size
(the codec's own scaling, fast and small); other formats are decoded whole
once and box-reduced by Pillow. Only the reduced copy is kept, as 8-bit RGB:
under 20 MB for a 1,000-hex map.
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image, UnidentifiedImageError

# Enough for a 15,000 x 10,000 scan; Pillow refuses more than about 179 million
# pixels anyway (its guard against decompression bombs).
MAX_PIXELS = 150_000_000
# Pixels per hex radius the features are measured at: rivers (a tenth of a
# hex wide) stay several pixels wide, a hex still holds about 2,000 pixels.
TARGET_HEX_PX = 32.0


class ScanError(ValueError):
    """A scan that cannot be read for analysis, and why (names the file)."""


@dataclass(frozen=True)
class WorkingImage:
    """The scan reduced for analysis.

    ``pixels`` is (height, width, 3) uint8; ``scale`` is how many pixels of
    the original scan one working pixel spans across and down, so working
    pixel (x, y) covers scan coordinates ``x * scale[0] .. (x + 1) * scale[0]``.
    """

    pixels: np.ndarray
    source_size: tuple[int, int]
    scale: tuple[float, float]

    @property
    def size(self) -> tuple[int, int]:
        return self.pixels.shape[1], self.pixels.shape[0]


def reduction_for(hex_radius_px: float, target: float = TARGET_HEX_PX) -> int:
    """Whole-number reduction bringing a hex radius of ``hex_radius_px`` scan
    pixels down to about ``target`` (1: keep every pixel)."""
    if not math.isfinite(hex_radius_px) or hex_radius_px <= 0:
        return 1
    return max(1, int(hex_radius_px / target))


_SWAPS_AXES = {5, 6, 7, 8}  # EXIF orientations that turn the picture a quarter
# What undoes each EXIF orientation (as Qt's auto-transform does for the board).
_TRANSPOSE = {
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_270,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}


def load_working_image(path: Path, reduction: int = 1) -> WorkingImage:
    """Decode ``path`` reduced ``reduction`` times in each direction.

    Raises ScanError with a message naming the file when it is missing,
    unreadable, or too large. The picture is turned as its EXIF orientation
    says, as the board shows it.
    """
    path = Path(path)
    try:
        with warnings.catch_warnings():
            # Our own limit below applies; Pillow's warning would only repeat it.
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(path) as im:
                w0, h0 = im.size
                if w0 <= 0 or h0 <= 0:
                    raise ScanError(f"map scan {path.name} has no pixels")
                if w0 * h0 > MAX_PIXELS:
                    raise ScanError(
                        f"map scan {path.name} is too large to analyse ({w0} x {h0} pixels; "
                        f"at most {MAX_PIXELS // 1_000_000} million pixels): save a smaller copy"
                    )
                orientation = im.getexif().get(0x0112, 1) if hasattr(im, "getexif") else 1
                k = max(1, int(reduction))
                if k > 1 and im.format == "JPEG":
                    # Decodes at the largest 1/2^n scale still at least this big.
                    im.draft("RGB", (max(1, w0 // k), max(1, h0 // k)))
                rgb = im.convert("RGB")
    except ScanError:
        raise
    except FileNotFoundError:
        raise ScanError(f"map scan not found: {path}") from None
    except (UnidentifiedImageError, Image.DecompressionBombError) as e:
        raise ScanError(f"map scan {path.name} could not be read: {e}") from None
    except (OSError, ValueError, SyntaxError) as e:
        # Truncated or corrupt files surface as OSError (or SyntaxError) from the decoders.
        raise ScanError(f"map scan {path.name} could not be read: {e}") from None
    already = w0 / rgb.width
    rest = max(1, int(k / already + 1e-6))
    if rest > 1:
        rgb = rgb.reduce(rest)
    if orientation in _SWAPS_AXES:
        w0, h0 = h0, w0
    turn = _TRANSPOSE.get(orientation)
    if turn is not None:
        rgb = rgb.transpose(turn)
    pixels = np.asarray(rgb, dtype=np.uint8)
    del rgb
    h, w = pixels.shape[:2]
    return WorkingImage(np.ascontiguousarray(pixels), (w0, h0), (w0 / w, h0 / h))
