"""Play mode's sentences agree with side names: "Os Aliados decidem", "O Eixo decide",
"A Alemanha vence", "dos Aliados"; one attacker "ataca", several "atacam"; a log line
opens with a capital letter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from hexstudio.app.i18n import install_translators
from hexstudio.engine.changes import Event
from hexstudio.engine.game import Game
from hexstudio.paths import scenarios_dir
from hexstudio.play.text import describe_event, side_form, side_says
from hexstudio.scenario.io import load_scenario


@pytest.fixture
def portuguese(qapp):  # type: ignore[no-untyped-def]
    t = install_translators(qapp, "pt_BR")
    try:
        yield
    finally:
        t.remove()
        QLocale.setDefault(QLocale("en"))


def _game(name: str) -> Game:
    return Game(load_scenario(scenarios_dir() / f"{name}.json"), 0)


def test_side_forms_in_each_language() -> None:
    tut, leyte, reich = (load_scenario(scenarios_dir() / f"{n}.json") for n in ("tutorial", "leyte", "reichswald"))
    assert side_form(tut, "allies", "pt_BR") == "m.pl" and side_form(tut, "axis", "pt_BR") == "m.sg"
    assert side_form(reich, "germany", "pt_BR") == "f.sg" and side_form(leyte, "japan", "pt_BR") == "m.pl"
    assert side_form(tut, "allies", "en") == "m.pl" and side_form(tut, "axis", "en") == "m.sg"
    assert side_form(leyte, "us", "en") == "m.sg" and side_form(tut, None, "pt_BR") == "m.pl"


def test_portuguese_sentences_agree_with_the_side(portuguese) -> None:  # type: ignore[no-untyped-def]
    g = _game("tutorial")
    sc = g.scenario
    assert side_says(sc, "allies", "pt_BR", "decides") == "Os Aliados decidem:"
    assert side_says(sc, "axis", "pt_BR", "decides") == "O Eixo decide:"
    assert side_says(load_scenario(scenarios_dir() / "reichswald.json"), "germany", "pt_BR", "wins") == "A Alemanha vence."
    air = describe_event(g, Event("air_attack_declared", {"side": "allies", "target": "1004", "points": 4}), "pt_BR")
    assert air == "Ataque aéreo dos Aliados em 1004 com 4 pontos aéreos."
    axis_air = describe_event(g, Event("air_attack_declared", {"side": "axis", "target": "0405", "points": 2}), "pt_BR")
    assert axis_air is not None and axis_air.startswith("Ataque aéreo do Eixo")
    one = describe_event(g, Event("attack_declared", {"attackers": ["us-1-18"], "target": "1004"}), "pt_BR")
    two = describe_event(g, Event("attack_declared", {"attackers": ["us-1-18", "us-2-18"], "target": "1004"}), "pt_BR")
    assert one is not None and " ataca 1004." in one and "(m)" not in one
    assert two is not None and " atacam 1004." in two
    # A phase both sides play: the line opens with a capital.
    both = describe_event(g, Event("phase", {"side": None, "kind": "preparation"}), "pt_BR")
    assert both == "Ambos os lados: fase de preparação."


def test_english_sentences_agree_too() -> None:
    g = _game("tutorial")
    assert side_says(g.scenario, "allies", "en", "decides") == "The Allies decide:"
    assert side_says(g.scenario, "axis", "en", "wins") == "Axis wins."
    assert describe_event(g, Event("air_attack_declared", {"side": "allies", "target": "1004", "points": 4})) == (
        "Air attack by the Allies on 1004 with 4 air points.")
    assert describe_event(g, Event("phase", {"side": None, "kind": "preparation"})) == "Both sides: preparation phase."


def test_engine_refusals_name_the_side_not_its_id(portuguese) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.app.engine_text import tr_engine
    from hexstudio.engine.actions import EndPhase
    from hexstudio.engine.combat import AirAttack

    g = _game("tutorial")
    g.apply(EndPhase())  # the Allied combat phase
    assert g.phase_kind() == "combat"
    why = g.why_illegal(AirAttack(g.grid.parse("1004"), 99))
    assert why is not None and why.startswith("Allies has only 10 air points"), why
    assert "Aliados" in tr_engine(why) and "allies" not in tr_engine(why)


def test_an_attack_with_air_alone_is_supported_by_it(portuguese) -> None:  # type: ignore[no-untyped-def]
    g = _game("tutorial")
    line = describe_event(g, Event("attack_declared", {"attackers": ["us-1-18", "us-745tk"], "target": "1004", "air_points": 6}), "pt_BR")
    assert line is not None and line.endswith(" atacam 1004, com apoio de 6 pontos aéreos."), line


def test_log_lines_need_no_unit_gender(portuguese) -> None:  # type: ignore[no-untyped-def]
    """Unit names are of either gender in Portuguese: the log's sentences avoid agreeing with them."""
    g = _game("tutorial")
    one = describe_event(g, Event("move", {"units": ["us-1-18"], "path": ["0405", "0505"], "cost": 2}), "pt_BR")
    two = describe_event(g, Event("move", {"units": ["us-1-18", "us-745tk"], "path": ["0405", "0505"], "cost": 2}), "pt_BR")
    assert one is not None and " moveu de 0405 para 0505" in one
    assert two is not None and " moveram de 0405 para 0505" in two
    gone = describe_event(g, Event("eliminated", {"unit": "de-439", "hex": "1004"}), "pt_BR")
    assert gone is not None and gone.startswith("Eliminação de ") and gone.endswith(" em 1004.")


def test_the_hand_over_cover_names_the_player_of_the_side(portuguese) -> None:  # type: ignore[no-untyped-def]
    sc = _game("tutorial").scenario
    assert side_says(sc, "allies", "pt_BR", "your_turn") == "Jogador dos Aliados, sua vez — clique para continuar"
    assert side_says(sc, "axis", "pt_BR", "your_turn") == "Jogador do Eixo, sua vez — clique para continuar"
    mc = load_scenario(scenarios_dir() / "reichswald.json")
    assert side_says(mc, "allies", "pt_BR", "hand_over") == "Fogo encerrado: passar a vez para os Aliados"
    assert side_says(mc, "germany", "pt_BR", "hand_over") == "Fogo encerrado: passar a vez para a Alemanha"
