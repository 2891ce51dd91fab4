"""The calibration dialog: hex numbers are typed, never guessed into place;
a fourth hex is asked for; residuals and a distorted fit are shown."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QTransform

from hexstudio.calibration import Affine
from hexstudio.editor.calibrate import COL_CHECK, COL_ERROR, COL_GUESS, COL_LABEL, CalibrationDialog
from hexstudio.hexgrid import Grid, LabelScheme, Orientation, Stagger

TRUTH = Grid(16, 12, Orientation.FLAT, Stagger.EVEN, LabelScheme(), 40)
_R = math.radians(0.5)
SCAN = Affine(1.2 * math.cos(_R), -1.2 * math.sin(_R) + 0.012, 30.0, 1.2 * math.sin(_R), 1.2 * math.cos(_R), 24.0)


def at(label: str) -> tuple[float, float]:
    """Where a hex's centre is printed on the scan."""
    return SCAN.map(*TRUTH.center(TRUTH.parse(label)))


@pytest.fixture
def dialog(qtbot):  # type: ignore[no-untyped-def]
    # The board's grid before calibration: odd stagger, scan laid over it at a guess.
    d = CalibrationDialog(Grid(16, 12), QTransform())
    qtbot.addWidget(d)
    d.show()
    return d


def test_a_click_suggests_a_number_and_takes_none(dialog: CalibrationDialog) -> None:
    # The uncalibrated grid lies elsewhere: its guess is only shown.
    scene_guess = QPointF(*Grid(16, 12).center(Grid(16, 12).parse("0303")))
    row = dialog.add_point(at("0202"), "", dialog.suggest(at("0202"), scene_guess))
    assert dialog.table.item(row, COL_LABEL).text() == ""
    assert dialog.table.item(row, COL_GUESS).text() == "0303?" and dialog.suggestion(row) == "0303"
    assert dialog.references() == [] and dialog.unlabelled() == [row]
    assert "still to type" in dialog.status.text()
    dialog.set_label(row, "0202")
    assert [r.label for r in dialog.references()] == ["0202"]


def test_after_a_fit_the_suggestion_comes_from_the_fit(dialog: CalibrationDialog) -> None:
    for label in ("0202", "1503", "0811"):
        dialog.add_point(at(label), label)
    assert dialog.result is not None
    assert dialog.suggest(at("1209")) == "1209"


def test_three_hexes_urge_a_fourth_and_apply_asks_first(dialog: CalibrationDialog, monkeypatch: pytest.MonkeyPatch) -> None:
    applied: list[object] = []
    dialog.calibrated.connect(applied.append)
    asked: list[list[str]] = []
    monkeypatch.setattr(dialog, "ask_apply_anyway", lambda doubts: asked.append(doubts) or False)
    for label in ("0202", "1503", "0811"):
        dialog.add_point(at(label), label)
    assert dialog.ok_button.isEnabled()
    assert "fourth" in dialog.warning.text() and dialog.warning.isVisibleTo(dialog)
    # No 0.0 shown as if it proved the numbers.
    assert {dialog.table.item(r, COL_ERROR).text() for r in range(3)} == {"—"}
    assert "mean error" not in dialog.status.text() and "always 0" in dialog.status.text()
    dialog.ok_button.click()
    assert applied == [] and asked and "three" in asked[0][0].lower()
    assert dialog.isVisible()
    # A fourth hex: residuals for each, no doubt left, applied without a question.
    dialog.add_point(at("1209"), "1209")
    assert not dialog.warning.isVisibleTo(dialog)
    errors = [float(dialog.table.item(r, COL_ERROR).text()) for r in range(4)]
    checks = [float(dialog.table.item(r, COL_CHECK).text()) for r in range(4)]
    assert max(errors) < 1 and max(checks) < 1
    asked.clear()
    dialog.ok_button.click()
    assert asked == [] and len(applied) == 1


def test_a_wrong_number_shows_as_a_distorted_fit_and_disagreement(dialog: CalibrationDialog, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[list[str]] = []
    monkeypatch.setattr(dialog, "ask_apply_anyway", lambda doubts: asked.append(doubts) or True)
    dialog.add_point(at("0202"), "0202")
    dialog.add_point(at("1503"), "1503")
    dialog.add_point(at("0811"), "0711")  # typed one column off
    assert dialog.result is not None and dialog.result.rms < 0.01
    assert "leaning" in dialog.warning.text() and "mistyped" in dialog.warning.text()
    dialog.add_point(at("1209"), "1209")
    text = dialog.warning.text()
    assert "do not agree" in text, text
    dialog.ok_button.click()
    assert asked and any("agree" in d for d in asked[0])
