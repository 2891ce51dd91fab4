"""Play mode's Portuguese catalogue: complete, compiled, loaded by the mode."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

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
        assert t.translate(ctx, source) == msg.find("translation").text, (ctx, source)


def test_every_string_in_play_code_is_catalogued(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed beside this Python")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), *map(str, SOURCES), "-ts", str(fresh)], check=True, capture_output=True)
    in_code = {(c, s) for c, s, _ in messages(fresh)}
    assert in_code - {(c, s) for c, s, _ in messages(TS)} == set()


def test_mode_installs_its_catalogue(qapp) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.play import mode as play_mode
    from hexstudio.play.text import explain_result, phase_name

    assert play_mode.install_play_translator("pt_BR")
    try:
        assert play_mode.PlayMode().title() == "Jogar"
        assert phase_name("movement") == "Movimento"
        from hexstudio.paths import scenarios_dir
        from hexstudio.scenario.io import load_scenario

        sc = load_scenario(scenarios_dir() / "tutorial.json")
        assert explain_result(sc, "DRB AVB") == (
            "DRB AVB: a defesa recua um hexágono e uma unidade defensora sofre uma baixa; uma unidade atacante sofre"
            " uma baixa e o ataque pode avançar para o hexágono")
    finally:
        t = play_mode._translators.pop("pt_BR")
        QCoreApplication.removeTranslator(t)
