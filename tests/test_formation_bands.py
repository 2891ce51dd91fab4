"""Formation colour bands: in the scenario format, checked with JSON paths, edited with
undo on the Formations page, drawn on the board's counters (and so on the countersheets)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from editor_fixtures import editor_window, open_editor, tutorial_copy
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from hexstudio.app.mainwindow import MainWindow
from hexstudio.board.counters import CounterInfo, counter_info, formation_band, paint_counter
from hexstudio.editor.forms import ColorListEdit
from hexstudio.scenario.io import ScenarioError, load_scenario, scenario_from_data
from hexstudio.scenario.schema import scenario_schema

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
SIDE = 100


@pytest.fixture(scope="module")
def tutorial():
    return load_scenario(SCENARIOS / "tutorial.json")


def face(info: CounterInfo) -> QImage:
    img = QImage(SIDE, SIDE, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    paint_counter(p, QRectF(0, 0, SIDE, SIDE), info, True)
    p.end()
    return img


def at(img: QImage, fx: float, fy: float) -> str:
    return img.pixelColor(round(fx * SIDE), round(fy * SIDE)).name()


# --------------------------------------------------------------------------- the scenario


def test_a_unit_takes_its_formations_band_or_the_nearest_one_above(tutorial) -> None:  # type: ignore[no-untyped-def]
    units = tutorial.unit_by_id()
    assert counter_info(tutorial, units["us-1-16"]).band == ("#c62828",)
    assert counter_info(tutorial, units["de-I-914"]).band == ("#1b1b1b", "#ffffff")
    # The division's own troops: the division has no band.
    assert counter_info(tutorial, units["us-7fa"]).band == ()
    assert counter_info(tutorial, units["us-745tk"]).band == ()  # in no formation
    # A band on the division reaches regiments without one of their own.
    forms = [
        f.model_copy(update={"band": ["#444444"]})
        if f.id == "us-1id"
        else f.model_copy(update={"band": []})
        if f.id == "us-18ri"
        else f
        for f in tutorial.formations
    ]
    s = tutorial.model_copy(update={"formations": forms})
    assert counter_info(s, units["us-1-18"]).band == ("#444444",)
    assert counter_info(s, units["us-7fa"]).band == ("#444444",)
    assert counter_info(s, units["us-1-16"]).band == ("#c62828",)  # its regiment's own
    # Formations that contain each other (refused on loading, possible mid-edit): no loop.
    ring = [f.model_copy(update={"parent": "us-18ri", "band": []}) if f.id == "us-1id" else f for f in forms]
    ring = [f.model_copy(update={"band": []}) if f.id == "us-1id" else f for f in ring]
    assert formation_band(tutorial.model_copy(update={"formations": ring}), "us-18ri") == ()


def test_bad_band_colours_are_reported_with_their_json_path() -> None:
    doc = json.loads((SCENARIOS / "tutorial.json").read_text(encoding="utf-8"))
    doc["formations"][2]["band"] = ["#1f5fbf", "blue"]
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(doc, "t.json")
    assert [(p.path, str(p.message)) for p in e.value.problems] == [
        ("formations[2].band[1]", "must be a colour written #rrggbb, such as #3a7bd5")
    ]
    doc["formations"][2]["band"] = ["#111111", "#222222", "#333333", "#444444"]
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(doc, "t.json")
    assert [p.path for p in e.value.problems] == ["formations[2].band"]
    assert "at most 3" in str(e.value.problems[0].message)


def test_the_band_is_in_the_published_schema_as_an_optional_list_of_colours() -> None:
    formation = scenario_schema()["$defs"]["Formation"]
    band = formation["properties"]["band"]
    assert band["type"] == "array" and band["maxItems"] == 3
    assert band["items"]["pattern"].startswith("^#")
    assert "band" not in formation.get("required", [])


# --------------------------------------------------------------------------- the board's counters


def test_the_band_runs_across_the_top_of_the_counter(qapp, tutorial) -> None:  # type: ignore[no-untyped-def]
    units = tutorial.unit_by_id()
    red = face(counter_info(tutorial, units["us-1-16"]))
    plain = face(counter_info(tutorial, units["us-745tk"]))
    for fx in (0.08, 0.3, 0.7, 0.92):
        assert at(red, fx, 0.1) == "#c62828"
        assert at(plain, fx, 0.1) == "#e8d27a"  # the nationality's colour
    assert at(red, 0.5, 0.3) == at(plain, 0.5, 0.3)  # below the band: the same face
    # The size mark on a dark band is written in white.
    strip = [red.pixelColor(x, y) for y in range(4, 17) for x in range(35, 65)]
    assert any(c.lightness() > 200 for c in strip)
    # Two colours side by side; the size mark on a plate of the counter's colour between them.
    two = face(counter_info(tutorial, units["de-I-914"]))
    assert at(two, 0.1, 0.1) == "#1b1b1b" and at(two, 0.9, 0.1) == "#ffffff"
    middle = {two.pixelColor(x, 10).name() for x in range(35, 66)}
    assert "#b7bcc2" in middle
    # The reduced side keeps its band.
    assert at(face(counter_info(tutorial, units["us-1-16"], reduced=True)), 0.3, 0.1) == "#c62828"


def test_a_nationality_stripe_and_a_formation_band_share_the_strip(qapp) -> None:  # type: ignore[no-untyped-def]
    info = CounterInfo("u", "1/1", "", "infantry", 1, 1, 1, background="#f0c0c0", stripe="#f2d024", band=("#2040a0",))
    img = face(info)
    assert at(img, 0.2, 0.05) == "#f2d024"  # the stripe above
    assert at(img, 0.2, 0.15) == "#2040a0"  # the band below
    only_stripe = face(CounterInfo("u", "1/1", "", "infantry", 1, 1, 1, background="#f0c0c0", stripe="#f2d024"))
    assert at(only_stripe, 0.2, 0.05) == at(only_stripe, 0.2, 0.15) == "#f2d024"


# --------------------------------------------------------------------------- the editor


@pytest.fixture
def window(qtbot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:  # type: ignore[no-untyped-def]
    return editor_window(qtbot, monkeypatch, (1400, 1000))


def test_the_formations_page_edits_the_band_with_undo(window: MainWindow, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from hexstudio.editor import forms

    mode = open_editor(window, tutorial_copy(tmp_path))
    d = mode.design
    d.show_tab("formations")
    e = d.lists[("formations",)]
    stack = mode.session.stack
    # The division (no band): the colours editor shows none.
    e.select(0)
    edit = e.form.widgets["band"]
    assert isinstance(edit, ColorListEdit)
    assert edit.colors() == [] and not edit.remove_button.isEnabled() and edit.add_button.isEnabled()
    n = stack.count()
    monkeypatch.setattr(forms.QColorDialog, "getColor", lambda *a, **k: QColor("#805020"))
    edit.add_button.click()
    assert window.document.scenario.formations[0].band == ["#805020"]
    assert stack.count() == n + 1
    assert edit.colors() == ["#805020"] and edit.swatches[0].text() == "#805020"
    # A second colour, then the first one changed: each its own step.
    monkeypatch.setattr(forms.QColorDialog, "getColor", lambda *a, **k: QColor("#ffffff"))
    edit.add_button.click()
    monkeypatch.setattr(forms.QColorDialog, "getColor", lambda *a, **k: QColor("#000000"))
    edit.swatches[0].click()
    assert window.document.scenario.formations[0].band == ["#000000", "#ffffff"]
    # The division's own units now carry it on the board.
    unit = window.document.scenario.unit_by_id()["us-7fa"]
    assert counter_info(window.document.scenario, unit).band == ("#000000", "#ffffff")
    edit.remove_button.click()
    assert window.document.scenario.formations[0].band == ["#000000"]
    assert stack.count() == n + 4
    for _ in range(4):
        stack.undo()
    assert window.document.scenario.formations[0].band == []
    assert e.form.widgets["band"].colors() == []
    stack.redo()
    assert window.document.scenario.formations[0].band == ["#805020"]
