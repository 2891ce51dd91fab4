"""Start-up work done without the modules a start no longer imports: the same answers.

``plaintext.esc`` escapes as ``html.escape(text, quote=False)``; ``i18n.catalogues_for``
finds the catalogues a glob of ``hexstudio_*_<language>.qm`` finds.
"""

from __future__ import annotations

import html
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from hexstudio.app.i18n import CATALOGUE, catalogues_for
from hexstudio.app.plaintext import esc


@settings(max_examples=2000, deadline=None)
@given(st.one_of(st.text(), st.lists(st.sampled_from(["&", "<", ">", '"', "'", "&amp;", "a", " "])).map("".join)))
def test_esc_is_html_escape_without_quotes(text: str) -> None:
    assert esc(text) == html.escape(text, quote=False)


def test_esc_takes_any_object_as_its_text() -> None:
    assert esc(3) == "3"
    assert esc(["<b>"]) == html.escape(str(["<b>"]), quote=False)


def test_catalogues_for_finds_what_the_glob_finds(tmp_path: Path) -> None:
    names = ["hexstudio_en.qm", "hexstudio__en.qm", "hexstudio_play_en.qm", "hexstudio_play_en.ts", "hexstudio_a_b_en.qm",
             "hexstudio_play_pt_BR.qm", "xhexstudio_play_en.qm", "hexstudio_play_EN.qm", "hexstudio_en.qm.bak",
             "hexstudio_zz_en.qm", "hexstudio_en_en.qm", ".hexstudio_x_en.qm"]
    for n in names:
        (tmp_path / n).write_bytes(b"")
    (tmp_path / "hexstudio_dir_en.qm").mkdir()
    for language in ("en", "pt_BR", "de"):
        globbed = [p.stem for p in sorted(tmp_path.glob(f"{CATALOGUE}_*_{language}.qm"))]
        assert catalogues_for(language, tmp_path) == [f"{CATALOGUE}_{language}", *globbed]
    assert catalogues_for("en", tmp_path / "missing") == ["hexstudio_en"]
