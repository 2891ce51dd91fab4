"""Scenario problems and special-rule help in the Portuguese interface.

The scenario checks and the rulebook write English ``Msg`` sentences (the
tests of the headless core assert the English); the Validation dock, the
error box of a file that will not open and the rule help show them in the
interface language, each still with its JSON path.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from hexstudio.app.engine_text import find_templates
from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.problem_text import problem_text
from hexstudio.app.settings import Settings
from hexstudio.editor.rulenames import rule_help
from hexstudio.editor.validation import ValidationPanel
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.io import ScenarioError, load_scenario, scenario_from_data
from hexstudio.scenario.validate import check
from hexstudio.text import Msg


@pytest.fixture
def portuguese(qapp, tmp_path: Path, monkeypatch):  # type: ignore[no-untyped-def]
    """The interface in Brazilian Portuguese for one test, English again afterwards."""
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    before = QLocale()
    t = install_translators(qapp, "pt_BR")
    yield t
    t.remove()
    QLocale.setDefault(before)


def _tutorial_data() -> dict:
    return json.loads((scenarios_dir() / "tutorial.json").read_text(encoding="utf-8"))


def test_the_catalogue_scan_covers_the_scenario_checks_and_the_rulebook() -> None:
    files = {f.path.name for f in find_templates()}
    assert {"validate.py", "consistency.py", "io.py", "rulebook.py"} <= files


def test_problems_stay_english_and_remember_their_template() -> None:
    s = load_scenario(scenarios_dir() / "tutorial.json")
    s.units[0].type = "zeppelin"
    (p,) = [p for p in check(s) if p.path == "units[0].type"]
    assert p.message.startswith("unknown unit type 'zeppelin' (known: ")
    assert isinstance(p.message, Msg)


def test_validation_dock_shows_a_planted_problem_in_portuguese(qtbot, portuguese) -> None:  # type: ignore[no-untyped-def]
    s = load_scenario(scenarios_dir() / "tutorial.json")
    s.units[0].type = "zeppelin"
    panel = ValidationPanel(lambda: s)
    qtbot.addWidget(panel)
    lines = [panel.list.item(i).text() for i in range(panel.list.count())]
    (line,) = [x for x in lines if "units[0].type" in x]
    assert "units[0].type: tipo de unidade desconhecido: 'zeppelin' (conhecidos: " in line
    assert "unknown" not in line
    assert panel.list.item(lines.index(line)).toolTip().startswith("units[0].type\ntipo de unidade desconhecido")
    portuguese.remove()
    panel.run()
    assert any("units[0].type: unknown unit type 'zeppelin'" in panel.list.item(i).text() for i in range(panel.list.count()))


def test_opening_a_broken_scenario_shows_portuguese_lines(qtbot, portuguese, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    data = _tutorial_data()
    data["units"][0]["type"] = "zeppelin"
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    w = MainWindow(Settings(), portuguese.language)
    qtbot.addWidget(w)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(w, "show_error", lambda text, details: shown.append((text, details)))
    assert not w.open_file(broken)
    ((_title, details),) = shown
    assert "• units[0].type: tipo de unidade desconhecido: 'zeppelin' (conhecidos: " in details
    assert "unknown" not in details


def test_error_box_lines_keep_path_and_translate_pydantic_texts(portuguese) -> None:  # type: ignore[no-untyped-def]
    data = _tutorial_data()
    data["units"][0]["bogus"] = 1
    data["turns"]["turns"][0]["number"] = "one"
    data["units"][0]["full"]["attack"] = -3
    with pytest.raises(ScenarioError) as caught:
        scenario_from_data(data, "x.json")
    lines = [problem_text(p) for p in caught.value.problems]
    assert "units[0].bogus: não é um campo conhecido (erro de digitação?)" in lines
    assert "turns.turns[0].number: deve ser um número inteiro (encontrado: 'one')" in lines
    assert "units[0].full.attack: o valor deve ser maior ou igual a 0" in lines


def test_rule_help_in_english_then_portuguese(qapp, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert rule_help("congestion").startswith("congestion: moving through a hex held by friendly units costs extra MP")
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path))
    before = QLocale()
    t = install_translators(qapp, "pt_BR")
    try:
        help_pt = rule_help("congestion")
    finally:
        t.remove()
        QLocale.setDefault(before)
    assert help_pt.startswith("congestion: passar por um hexágono ocupado por unidades amigas custa PM extras")


def test_special_rule_parameter_problem_in_portuguese(qtbot, portuguese) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.scenario.model import SpecialRule

    s = load_scenario(scenarios_dir() / "tutorial.json")
    s.special_rules.append(SpecialRule(rule="congestion", params={"surcharge": "lots"}))
    at = f"special_rules[{len(s.special_rules) - 1}].params.surcharge"
    panel = ValidationPanel(lambda: s)
    qtbot.addWidget(panel)
    lines = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert any(x.endswith(f"{at}: deve ser um número (encontrado: 'lots')") for x in lines), lines


def test_a_hex_outside_the_map_reads_in_portuguese(qtbot, portuguese) -> None:  # type: ignore[no-untyped-def]
    s = load_scenario(scenarios_dir() / "tutorial.json")
    s.setup[0].hex = "9999"
    panel = ValidationPanel(lambda: s)
    qtbot.addWidget(panel)
    lines = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert any("setup[0].hex: o hexágono '9999' está fora do mapa (16 colunas x 12 linhas, de " in x for x in lines), lines
