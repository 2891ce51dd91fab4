"""The engine's player-facing sentences: English strings that can be translated.

``msg()`` gives a ``Msg`` that is the English ``str`` every caller expects and
remembers its template; ``tr_engine`` turns it into Portuguese with the
"engine" catalogue, which must hold every template the engine writes.
"""

from __future__ import annotations

import copy
import json
import pickle
import string

import pytest
from PySide6.QtCore import QLocale, QTranslator

from hexstudio.app.engine_text import CATALOGUE, CONTEXT, find_templates, read_translations, tr_engine
from hexstudio.app.i18n import i18n_dir
from hexstudio.engine.combat.situation import preview_ground
from hexstudio.engine.game import Game
from hexstudio.engine.movement import reach_for
from hexstudio.engine.text import Local, Msg, join, local, msg
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.io import load_scenario

TS = i18n_dir() / f"{CATALOGUE}_pt_BR.ts"


def test_msg_is_the_english_string() -> None:
    m = msg("not enough MP: needs {needs}, has {has}", needs="3", has="2")
    assert isinstance(m, str) and isinstance(m, Msg)
    assert m == "not enough MP: needs 3, has 2"
    assert hash(m) == hash("not enough MP: needs 3, has 2")
    assert "needs 3" in m and m.startswith("not enough")
    assert m.template == "not enough MP: needs {needs}, has {has}"
    assert m.params == {"needs": "3", "has": "2"}
    assert json.dumps({"why": m}) == '{"why": "not enough MP: needs 3, has 2"}'
    assert f"{m}!" == "not enough MP: needs 3, has 2!"


def test_msg_survives_copy_and_pickle() -> None:
    m = msg("{unit} at {hex}", unit="1/16", hex="0408")
    for again in (copy.copy(m), copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        assert again == m and isinstance(again, Msg)
        assert again.template == m.template and again.params == m.params


def test_params_nest_and_lists_keep_their_items() -> None:
    inner = msg("defender in {terrain}", terrain="forest")
    outer = msg("{why}: {lost}", why=inner, lost=msg("the defender loses 1 column"))
    assert outer == "defender in forest: the defender loses 1 column"
    assert outer.params["why"].template == "defender in {terrain}"
    names = join([msg("{unit} at {hex}", unit="A", hex="0101"), "B"], "; ")
    assert names == "A at 0101; B" and isinstance(names.params["i0"], Msg)
    assert join([]) == ""


def test_local_scenario_text_is_english_and_keeps_its_languages() -> None:
    sea = local({"en": "Sea", "pt_BR": "Mar"})
    assert sea == "Sea" and isinstance(sea, Local)
    low = sea.lower()
    assert low == "sea" and low.texts == {"en": "sea", "pt_BR": "mar"}
    assert pickle.loads(pickle.dumps(sea)).texts == sea.texts
    assert local("Forest") == "Forest" and not isinstance(local("Forest"), Local)


def test_every_engine_template_is_translated() -> None:
    found = find_templates()
    assert len({f.template for f in found}) > 150, "the scan finds the engine's msg() calls"
    translations = read_translations(TS)
    missing = sorted({f.template for f in found if not translations.get(f.template)})
    assert missing == [], "run python -m hexstudio.app.engine_text --update and translate"
    fmt = string.Formatter()
    for f in found:
        src = {p[1] for p in fmt.parse(f.template) if p[1]}
        dst = {p[1] for p in fmt.parse(translations[f.template]) if p[1]}
        assert src == dst, f"{f.path.name}:{f.line}: placeholders differ in the translation of {f.template!r}"


def test_compiled_catalogue_matches_the_ts() -> None:
    t = QTranslator()
    assert t.load(f"{CATALOGUE}_pt_BR", str(i18n_dir()))
    translations = read_translations(TS)
    stale = [s for s, tr in translations.items() if t.translate(CONTEXT, s) != tr]
    assert stale == [], "the .qm is older than the .ts: run python -m hexstudio.app.engine_text --update"


@pytest.fixture
def portuguese(qapp):  # type: ignore[no-untyped-def]
    t = QTranslator()
    assert t.load(f"{CATALOGUE}_pt_BR", str(i18n_dir()))
    qapp.installTranslator(t)
    before = QLocale()
    QLocale.setDefault(QLocale("pt_BR"))
    yield
    qapp.removeTranslator(t)
    QLocale.setDefault(before)


def test_plain_strings_and_english_pass_through(qapp) -> None:  # type: ignore[no-untyped-def]
    assert tr_engine("0408") == "0408"
    m = msg("{hex} is not in play", hex="0101")
    assert tr_engine(m) == "0101 is not in play"  # no catalogue installed: English


def test_unreachable_hex_reasons_come_out_in_portuguese(portuguese) -> None:  # type: ignore[no-untyped-def]
    g = Game(load_scenario(scenarios_dir() / "tutorial.json"), seed=0)
    uid = next(u.id for u in g.state.on_map(g.state.active_side))
    reach = reach_for(g, [uid])
    why = {g.label(h): reach.why(h) for h in (g.grid.parse(x) for x in ("0101", "0301", "1103"))}
    assert tr_engine(why["0301"]) == "PM insuficientes: precisa de 8, tem 6"
    assert tr_engine(why["1103"]) == "unidades inimigas em 1103"
    # The terrain and the movement class are named as the scenario writes them in Portuguese.
    assert why["0101"] == "prohibited terrain for foot: sea"
    assert tr_engine(why["0101"]) == "terreno proibido (não motorizada): mar"


def test_combat_shift_reasons_come_out_in_portuguese(portuguese) -> None:  # type: ignore[no-untyped-def]
    g = Game(load_scenario(scenarios_dir() / "tutorial.json"), seed=0)
    side = g.state.active_side
    attacker = next(u.id for u in g.state.on_map(side))
    p = preview_ground(g, side, g.grid.parse("1105"), [attacker])
    (shift,) = p.shifts
    assert shift.describe() == "2 columns left (defender): defender in city [Leyte 5.1.2]"
    assert tr_engine(shift.describe()) == "2 colunas à esquerda (defensor): defensor em cidade [Leyte 5.1.2]"
    assert tr_engine(shift.reason) == "defensor em cidade"


def test_a_bad_placeholder_in_a_translation_falls_back_to_english(qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import subprocess

    from hexstudio.app.engine_text import Found, write_ts
    from hexstudio.app.i18n import _tool

    ts = tmp_path / "bad_pt_BR.ts"
    write_ts(ts, "pt_BR", [Found("{hex} is not in play", tmp_path / "x.py", 1)], {"{hex} is not in play": "{hexx} fora"})
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    t = QTranslator()
    assert t.load(str(ts.with_suffix(".qm")))
    qapp.installTranslator(t)
    try:
        assert tr_engine(msg("{hex} is not in play", hex="0101")) == "0101 is not in play"
    finally:
        qapp.removeTranslator(t)


def test_the_app_installs_the_engine_catalogue(qapp) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.app.i18n import install_translators

    before = QLocale()
    installed = install_translators(qapp, "pt_BR")
    try:
        assert f"{CATALOGUE}_pt_BR" not in " ".join(installed.missing)
        assert tr_engine(msg("{hex} is not in play", hex="0101")) == "0101 não está em jogo"
    finally:
        installed.remove()
        QLocale.setDefault(before)
    assert tr_engine(msg("{hex} is not in play", hex="0101")) == "0101 is not in play"


def test_bombardment_line_comes_out_in_portuguese(portuguese) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.engine.combat.situation import preview_bombard

    g = Game(load_scenario(scenarios_dir() / "tutorial.json"), seed=0)
    side = g.state.active_side
    p = preview_bombard(g, side, g.grid.parse("1105"), "air", [], 4)
    assert p.describe()[0] == "Air attack: power 4 × vulnerability 1 = 4 → column 1-12"
    assert tr_engine(p.describe()[0]) == "Ataque aéreo: potência 4 × vulnerabilidade 1 = 4 → coluna 1-12"
    assert tr_engine(p.power[0].label) == "pontos aéreos"


def test_refusals_are_written_with_msg() -> None:
    """A refusal raised with a bare string literal would stay English on screen."""
    import ast

    from hexstudio.app.engine_text import engine_root

    refusals = {"IllegalAction", "NotYourPhase", "DecisionPending", "UnreachableHex", "UnknownUnit",
                "StackingViolation", "ObligationUnmet", "GameOver", "IllegalAttack", "OutOfRange",
                "AlreadyUsed", "AirPointsProblem"}
    bare = []
    for path in sorted(engine_root().rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and isinstance(node.exc.func, ast.Name)
                    and node.exc.func.id in refusals and node.exc.args
                    and isinstance(node.exc.args[0], ast.Constant | ast.JoinedStr)):
                bare.append(f"{path.relative_to(engine_root())}:{node.lineno}")
    assert bare == [], "write these reasons with msg(...) and run python -m hexstudio.app.engine_text --update"


AIR_LIMIT = "{side} must use between {per_use_min} and {per_use_max} air points at a time (Leyte 6.2 obs)"


def _air_limit_sentence() -> str:
    side = Local({"en": "Allies", "pt_BR": "Aliado"})
    return tr_engine(msg(AIR_LIMIT, side=side, per_use_min=2, per_use_max=6))


def test_a_scenario_name_is_in_the_language_of_the_sentence_around_it(qapp) -> None:  # type: ignore[no-untyped-def]
    """The language of a quoted scenario text comes from the catalogue that translated
    the sentence, not from the default locale: the two can never disagree."""
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("pt_BR"))  # no catalogue installed: English throughout
        assert _air_limit_sentence().startswith("Allies must use between 2 and 6")
        QLocale.setDefault(QLocale("en"))
        t = QTranslator()
        assert t.load(f"{CATALOGUE}_pt_BR", str(i18n_dir()))
        qapp.installTranslator(t)
        try:  # the Portuguese catalogue, whatever the locale: Portuguese throughout
            assert _air_limit_sentence().startswith("Aliado deve usar entre 2 e 6")
        finally:
            qapp.removeTranslator(t)
    finally:
        QLocale.setDefault(before)


def test_removing_the_translators_gives_the_default_locale_back(qapp) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.app.i18n import install_translators

    before = QLocale()
    try:
        QLocale.setDefault(QLocale("en"))
        installed = install_translators(qapp, "pt_BR")
        assert QLocale().name() == "pt_BR"
        installed.remove()
        assert QLocale().name() == QLocale("en").name()
        assert _air_limit_sentence().startswith("Allies must use")
    finally:
        QLocale.setDefault(before)
