"""Play mode's Portuguese catalogue: complete, compiled, loaded by the mode."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator

from hexstudio.app.i18n import i18n_dir

TS = i18n_dir() / "hexstudio_play_pt_BR.ts"
SOURCES = sorted((Path(__file__).resolve().parent.parent / "hexstudio" / "play").glob("*.py"))
PLACEHOLDER = re.compile(r"%\d|\{\w+\}")


def messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(c.findtext("name") or "", m.findtext("source") or "", m) for c in root.iter("context") for m in c.iter("message")]


def test_every_play_string_is_translated_with_its_placeholders() -> None:
    found = messages(TS)
    assert len(found) > 150
    for ctx, source, msg in found:
        tr = msg.find("translation")
        assert tr is not None and tr.get("type") is None and (tr.text or "").strip(), (ctx, source)
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(tr.text or "")), (ctx, source)


def test_compiled_catalogue_matches() -> None:
    t = QTranslator()
    assert t.load(str(TS.with_suffix(".qm")))
    for ctx, source, msg in messages(TS):
        # A sentence catalogued once per grammatical form is told apart by its comment.
        assert t.translate(ctx, source, msg.findtext("comment")) == msg.find("translation").text, (ctx, source)


def test_every_string_in_play_code_is_catalogued(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed beside this Python")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), *map(str, SOURCES), "-ts", str(fresh)], check=True, capture_output=True)
    in_code = {(c, s) for c, s, _ in messages(fresh)}
    assert in_code - {(c, s) for c, s, _ in messages(TS)} == set()


def test_the_app_helper_installs_the_play_catalogue(qapp) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.app.i18n import install_translators
    from hexstudio.play.mode import PlayMode
    from hexstudio.play.text import explain_result, phase_name

    t = install_translators(qapp, "pt_BR")
    try:
        assert not t.missing, t.missing
        assert PlayMode().title() == "Jogar"
        assert phase_name("movement") == "Movimento"
        from hexstudio.paths import scenarios_dir
        from hexstudio.scenario.io import load_scenario

        sc = load_scenario(scenarios_dir() / "tutorial.json")
        assert explain_result(sc, "DRB AVB") == (
            "DRB AVB: a defesa recua um hexágono e uma unidade defensora sofre uma baixa; uma unidade atacante sofre"
            " uma baixa e o ataque pode avançar para o hexágono")
    finally:
        t.remove()
        QLocale.setDefault(QLocale("en"))
    assert PlayMode().title() == "Play"  # removed with the app's: nothing left behind


def test_catalogues_for_a_language(tmp_path: Path) -> None:
    from hexstudio.app.i18n import catalogues_for

    found = catalogues_for("pt_BR")
    assert found[0] == "hexstudio_pt_BR" and "hexstudio_play_pt_BR" in found
    assert all(name.endswith("_pt_BR") for name in found)
    assert catalogues_for("en")[0] == "hexstudio_en" and "hexstudio_play_pt_BR" not in catalogues_for("en")
    # Any future package catalogue is picked up, the app's always comes first.
    for name in ("hexstudio_pt_BR.qm", "hexstudio_zz_pt_BR.qm", "hexstudio_atlas_pt_BR.qm", "hexstudio_atlas_en.qm"):
        (tmp_path / name).write_bytes(b"")
    assert catalogues_for("pt_BR", tmp_path) == ["hexstudio_pt_BR", "hexstudio_atlas_pt_BR", "hexstudio_zz_pt_BR"]


def test_each_catalogue_is_extracted_from_its_own_sources() -> None:
    from hexstudio.app.i18n import app_sources
    from hexstudio.play.i18n import play_sources

    root = Path(__file__).resolve().parent.parent / "hexstudio"
    app = {p.relative_to(root).parts[0] for p in app_sources(root)}
    assert app == {"app", "board", "editor"}
    assert {p.parent.name for p in play_sources()} == {"play"}
    assert play_sources() == SOURCES
