"""File ▸ Export ▸ Print and Play (PDF)…: the menu entry, preview, remembered choices, export and Cancel."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pdfplumber
import pytest
from PySide6.QtWidgets import QMenu

from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.printing import dialog as dialog_module
from hexstudio.printing.dialog import PrintDialog
from hexstudio.scenario.io import load_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


@pytest.fixture
def settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return Settings(tmp_path_factory.mktemp("config") / "hexstudio.ini")


@pytest.fixture(autouse=True)
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The interface in English, with its plural forms ("10 pages")."""
    t = install_translators(qapp, "en")
    yield
    t.remove()


def make_dialog(qtbot, settings: Settings, battle: str = "tutorial") -> PrintDialog:  # type: ignore[no-untyped-def]
    s = load_scenario(SCENARIOS / f"{battle}.json")
    dlg = PrintDialog(s, settings, "en", SCENARIOS, SCENARIOS / f"{battle}.json")
    qtbot.addWidget(dlg)
    return dlg


def test_the_file_menu_offers_print_and_play_once_a_scenario_is_open(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    w = MainWindow(settings, language="en")
    qtbot.addWidget(w)
    export = next(
        a.menu()
        for a in w.file_menu.actions()
        if isinstance(a.menu(), QMenu) and a.menu().objectName() == "print.exportMenu"
    )
    action = w._print_action
    assert action in export.actions()
    assert not action.isEnabled()
    assert w.open_file(SCENARIOS / "tutorial.json")
    assert action.isEnabled()
    action.trigger()
    dlg = w._print_dialog
    assert isinstance(dlg, PrintDialog)
    assert dlg.scenario is w.document.scenario
    dlg.reject()
    w.close_document()
    assert not action.isEnabled()


def test_the_preview_shows_the_first_pages_the_count_and_the_map_size(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    dlg = make_dialog(qtbot, settings)
    doc = dlg.document
    assert doc is not None
    shown = [label for label in dlg.thumbs if label.pixmap() is not None and not label.pixmap().isNull()]
    assert len(shown) == min(4, doc.page_count)
    assert f"{doc.page_count} pages in all" in dlg.summary.text()
    assert "27.4 × 24.3 cm" in dlg.summary.text()
    # A change is previewed a moment later: the map goes on one A1 sheet.
    dlg.paper.setCurrentIndex(dlg.paper.findData("A1"))
    qtbot.waitUntil(lambda: "one sheet of A1" in dlg.summary.text(), timeout=5000)
    assert dlg.document is not None and dlg.document.map is not None and dlg.document.map.plan.single
    # The counter size follows the hex size while the proportion is kept.
    dlg.hex_mm.setValue(25.0)
    assert dlg.counter_mm.value() == pytest.approx(21.0)
    # Nothing to print: said, and Export is off.
    for box in dlg.parts.values():
        box.setChecked(False)
    dlg.refresh_preview()
    assert "Choose something to print" in dlg.summary.text()
    assert not dlg.export_button.isEnabled()


def test_export_writes_the_pdf_remembers_the_choices_and_opens_it(
    qtbot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    opened: list[Path] = []
    monkeypatch.setattr(dialog_module, "open_in_viewer", lambda p: opened.append(p) or True)
    dlg = make_dialog(qtbot, settings)
    dlg.paper.setCurrentIndex(dlg.paper.findData("Letter"))
    dlg.parts["aids"].setChecked(False)
    dlg.bleed.setValue(1.5)
    out = tmp_path / "tutorial print.pdf"
    dlg.path.setText(str(out))
    dlg.export()
    assert dlg.exporting and dlg.progress.isVisible() is not None
    assert not dlg.options_panel.isEnabled()
    qtbot.waitUntil(lambda: not dlg.exporting, timeout=60000)
    assert out.is_file() and opened == [out]
    assert "Wrote" in dlg.status.text()
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) == dlg.document.page_count
        assert round(pdf.pages[0].width) == 612  # Letter: 8.5 in
    # The next dialog starts from these choices.
    again = make_dialog(qtbot, settings)
    assert again.paper.currentData() == "Letter"
    assert not again.parts["aids"].isChecked() and again.parts["map"].isChecked()
    assert again.bleed.value() == pytest.approx(1.5)
    assert Path(again.path.text()).parent == tmp_path


def test_cancel_stops_the_export_and_keeps_the_old_file(qtbot, settings: Settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dlg = make_dialog(qtbot, settings, "leyte")
    dlg.open_after.setChecked(False)
    out = tmp_path / "leyte.pdf"
    out.write_bytes(b"old")
    dlg.path.setText(str(out))
    dlg.export()
    qtbot.waitUntil(lambda: dlg.progress.value() >= 1, timeout=30000)
    assert dlg.exporting
    dlg.cancel_button.click()
    assert not dlg.exporting
    assert "cancelled" in dlg.status.text()
    assert out.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["leyte.pdf"]
    assert dlg.options_panel.isEnabled() and dlg.export_button.isEnabled()


def test_a_folder_that_does_not_exist_is_reported(
    qtbot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    warnings: list[str] = []
    monkeypatch.setattr(dialog_module.QMessageBox, "warning", lambda *a: warnings.append(a[2]))
    dlg = make_dialog(qtbot, settings)
    dlg.path.setText(str(tmp_path / "missing" / "x.pdf"))
    dlg.export()
    assert not dlg.exporting
    assert warnings and "does not exist" in warnings[0]
    assert not (tmp_path / "missing").exists()
