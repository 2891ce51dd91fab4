"""File ▸ Export ▸ Print and Play (PDF)…: the menu entry, preview, remembered choices, export and Cancel.

The dialog drives real print worker processes (``hexstudio print-preview``,
``hexstudio export-pdf --progress-json``); nothing is laid out in the test's own process.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pdfplumber
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMenu

from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.printing import dialog as dialog_module
from hexstudio.printing.dialog import PrintDialog
from hexstudio.printing.document import PrintDocument
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


def ready(qtbot, dlg: PrintDialog) -> None:  # type: ignore[no-untyped-def]
    """Wait for the preview worker to have drawn the current choices."""
    qtbot.waitUntil(lambda: not dlg.preview_pending and dlg.facts is not None, timeout=120000)


@pytest.fixture
def no_layout_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing is laid out or painted in this (the window's) process: the print
    worker processes do it all."""

    def refuse(*_a: object, **_k: object) -> None:
        raise AssertionError("a print document was laid out in the window's process")

    monkeypatch.setattr(PrintDocument, "__init__", refuse)
    monkeypatch.setattr(PrintDocument, "paint_page", refuse)


def test_the_preview_shows_the_first_pages_the_count_and_the_map_size(qtbot, settings: Settings, no_layout_here) -> None:  # type: ignore[no-untyped-def]
    dlg = make_dialog(qtbot, settings)
    assert "Preparing the preview" in dlg.preview_state.text()
    ready(qtbot, dlg)
    facts = dlg.facts
    assert facts is not None and dlg.preview_state.text() == ""
    shown = [label for label in dlg.thumbs if label.pixmap() is not None and not label.pixmap().isNull()]
    assert len(shown) == min(4, facts["pages"])
    # Whole pages: a portrait A4 page 300 pixels tall is 212 wide.
    assert (shown[0].pixmap().width(), shown[0].pixmap().height()) == (212, 300)
    assert f"{facts['pages']} pages in all" in dlg.summary.text()
    assert "27.4 × 24.3 cm" in dlg.summary.text()
    # A change is previewed a moment later: the map goes on one A1 sheet.
    dlg.paper.setCurrentIndex(dlg.paper.findData("A1"))
    assert "Preparing the preview" in dlg.preview_state.text()
    qtbot.waitUntil(lambda: "one sheet of A1" in dlg.summary.text(), timeout=120000)
    assert dlg.facts is not None and dlg.facts["map"]["single"]
    # The counter size follows the hex size while the proportion is kept.
    dlg.hex_mm.setValue(25.0)
    assert dlg.counter_mm.value() == pytest.approx(21.0)
    # Nothing to print: said, and Export is off.
    for box in dlg.parts.values():
        box.setChecked(False)
    dlg.refresh_preview()
    assert "Choose something to print" in dlg.summary.text()
    assert not dlg.export_button.isEnabled()


def test_a_preview_drawn_for_older_choices_is_dropped(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    dlg = make_dialog(qtbot, settings)
    ready(qtbot, dlg)
    shown: list[object] = []
    dlg.previewed.connect(lambda: shown.append(dlg.facts_options))
    # Several changes while the worker draws: each asked at once (no waiting for the
    # choices to rest), the worker busy with the first.
    dlg.paper.setCurrentIndex(dlg.paper.findData("A3"))
    dlg.refresh_preview()
    dlg.parts["map"].setChecked(False)
    dlg.refresh_preview()
    dlg.bleed.setValue(2.0)
    dlg.refresh_preview()
    ready(qtbot, dlg)
    qtbot.waitUntil(lambda: not dlg.preview_pending, timeout=120000)
    # Only the last choices were ever shown; the A3 map was drawn for nothing.
    assert shown and all(o == dlg.options() for o in shown)
    assert dlg.facts is not None and dlg.facts["map"] is None
    assert "countersheet" in dlg.summary.text()


def test_the_window_keeps_turning_while_leyte_is_previewed_and_exported(
    qtbot, settings: Settings, tmp_path: Path, no_layout_here
) -> None:  # type: ignore[no-untyped-def]
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    dlg = make_dialog(qtbot, settings, "leyte")
    dlg.open_after.setChecked(False)
    ready(qtbot, dlg)
    # A change of choices lays the largest battle out again, in the worker.
    before = len(ticks)
    dlg.hex_mm.setValue(22.0)
    qtbot.waitUntil(lambda: dlg.preview_pending, timeout=5000)
    ready(qtbot, dlg)
    assert len(ticks) > before
    assert dlg.facts_options is not None and dlg.facts_options.hex_mm == pytest.approx(22.0)
    # The export: page after page reported while the timer keeps ticking.
    seen: list[tuple[int, int, int]] = []
    dlg._job.progress.connect(lambda done, total: seen.append((done, total, len(ticks))))
    out = tmp_path / "leyte.pdf"
    dlg.path.setText(str(out))
    dlg.export()
    assert dlg.exporting and not dlg.progress.isHidden() and not dlg.options_panel.isEnabled()
    qtbot.waitUntil(lambda: bool(seen), timeout=120000)
    assert dlg.export_pid not in (0, os.getpid())
    qtbot.waitUntil(lambda: not dlg.exporting, timeout=240000)
    timer.stop()
    assert "Wrote" in dlg.status.text()
    total = seen[-1][1]
    assert [d for d, _, _ in seen] == list(range(1, total + 1))
    assert seen[-1][2] > seen[0][2]  # the loop turned while the pages were written
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) == total


def test_export_writes_the_pdf_remembers_the_choices_and_opens_it(
    qtbot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    opened: list[Path] = []
    monkeypatch.setattr(dialog_module, "open_in_viewer", lambda p: opened.append(p) or True)
    dlg = make_dialog(qtbot, settings)
    dlg.paper.setCurrentIndex(dlg.paper.findData("Letter"))
    dlg.parts["aids"].setChecked(False)
    dlg.bleed.setValue(1.5)
    ready(qtbot, dlg)
    out = tmp_path / "tutorial print.pdf"
    dlg.path.setText(str(out))
    dlg.export()
    assert dlg.exporting and not dlg.options_panel.isEnabled()
    qtbot.waitUntil(lambda: not dlg.exporting, timeout=120000)
    assert out.is_file() and opened == [out]
    assert "Wrote" in dlg.status.text()
    assert dlg.options_panel.isEnabled() and dlg.progress.isHidden()
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) == dlg.facts["pages"]
        assert round(pdf.pages[0].width) == 612  # Letter: 8.5 in
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tutorial print.pdf"]
    # The next dialog starts from these choices.
    again = make_dialog(qtbot, settings)
    assert again.paper.currentData() == "Letter"
    assert not again.parts["aids"].isChecked() and again.parts["map"].isChecked()
    assert again.bleed.value() == pytest.approx(1.5)
    assert Path(again.path.text()).parent == tmp_path


def test_the_printed_texts_follow_the_chosen_language(qtbot, settings: Settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dlg = make_dialog(qtbot, settings)
    # Starts in the interface's language.
    assert dlg.print_language.currentData() == "en"
    assert dlg.print_language.itemText(dlg.print_language.findData("pt_BR")) == "Português (Brasil)"
    dlg.open_after.setChecked(False)
    dlg.parts["map"].setChecked(False)
    dlg.print_language.setCurrentIndex(dlg.print_language.findData("pt_BR"))
    ready(qtbot, dlg)
    assert dlg.facts_options is not None and dlg.facts_options.language == "pt_BR"
    # The dialog itself stays in the interface's language.
    assert "pages in all" in dlg.summary.text()
    out = tmp_path / "pt.pdf"
    dlg.path.setText(str(out))
    dlg.export()
    qtbot.waitUntil(lambda: not dlg.exporting, timeout=120000)
    with pdfplumber.open(out) as pdf:
        text = "\n".join(p.extract_text() for p in pdf.pages)
    assert "Tabela de resultados de combate" in text and "Combat results table" not in text
    # A Portuguese interface starts the printed texts in Portuguese.
    s = load_scenario(SCENARIOS / "tutorial.json")
    pt = PrintDialog(s, settings, "pt_BR", SCENARIOS, SCENARIOS / "tutorial.json")
    qtbot.addWidget(pt)
    assert pt.print_language.currentData() == "pt_BR"


def test_cancel_stops_the_export_and_keeps_the_old_file(qtbot, settings: Settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dlg = make_dialog(qtbot, settings, "leyte")
    dlg.open_after.setChecked(False)
    ready(qtbot, dlg)
    out = tmp_path / "leyte.pdf"
    old = b"%PDF-1.4 an older print of this battle"
    out.write_bytes(old)
    dlg.path.setText(str(out))
    dlg.export()
    # Pages are being written (to a temporary file beside the old one) ...
    qtbot.waitUntil(lambda: dlg.progress.value() >= 1, timeout=120000)
    assert dlg.exporting
    assert len(list(tmp_path.iterdir())) == 2
    dlg.cancel_button.click()
    assert "Cancelling" in dlg.status.text() and not dlg.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: not dlg.exporting, timeout=30000)
    assert "cancelled" in dlg.status.text() and "leyte.pdf is as it was" in dlg.status.text()
    assert out.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["leyte.pdf"]
    assert dlg.options_panel.isEnabled() and dlg.export_button.isEnabled()
    assert dlg.cancel_button.text() == "Close" and dlg.progress.isHidden()


def test_closing_the_dialog_mid_export_kills_it_and_leaves_no_trace(qtbot, settings: Settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dlg = make_dialog(qtbot, settings, "leyte")
    dlg.open_after.setChecked(False)
    ready(qtbot, dlg)
    out = tmp_path / "leyte.pdf"
    dlg.path.setText(str(out))
    dlg.export()
    qtbot.waitUntil(lambda: dlg.progress.value() >= 1, timeout=120000)
    dlg.reject()  # killed outright: the dialog removes the worker's temporary file itself
    assert not dlg.exporting
    assert list(tmp_path.iterdir()) == []
    assert not dlg._folder.exists()


def test_a_folder_that_does_not_exist_is_reported(
    qtbot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    warnings: list[str] = []
    monkeypatch.setattr(dialog_module.QMessageBox, "warning", lambda *a: warnings.append(a[2]))
    dlg = make_dialog(qtbot, settings)
    ready(qtbot, dlg)
    dlg.path.setText(str(tmp_path / "missing" / "x.pdf"))
    dlg.export()
    assert not dlg.exporting
    assert warnings and "does not exist" in warnings[0]
    assert not (tmp_path / "missing").exists()


def test_a_failed_export_says_why(qtbot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    warnings: list[str] = []
    monkeypatch.setattr(dialog_module.QMessageBox, "warning", lambda *a: warnings.append(a[2]))
    dlg = make_dialog(qtbot, settings)
    ready(qtbot, dlg)
    # A name the file system refuses (longer than 255 bytes): the worker cannot write it.
    dlg.path.setText(str(tmp_path / ("x" * 260 + ".pdf")))
    dlg.export()
    qtbot.waitUntil(lambda: not dlg.exporting, timeout=120000)
    assert warnings and "too long" in warnings[0]
    assert "Could not write" in dlg.status.text()
    assert dlg.options_panel.isEnabled() and dlg.export_button.isEnabled()
    assert list(tmp_path.iterdir()) == []


def test_a_bundled_battle_is_printed_to_the_documents_folder(qtbot, settings: Settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The bundled scenarios folder is never written: the proposed file is in
    <Documents>/hexstudio; a user's own battle prints beside itself."""
    from hexstudio.paths import user_documents_dir

    dlg = make_dialog(qtbot, settings)
    assert Path(dlg.path.text()) == user_documents_dir() / "tutorial.pdf"
    dlg.reject()
    own = tmp_path / "my-battle.json"
    shutil.copyfile(SCENARIOS / "tutorial.json", own)
    mine = PrintDialog(load_scenario(own), settings, "en", tmp_path, own)
    qtbot.addWidget(mine)
    assert Path(mine.path.text()) == tmp_path / "my-battle.pdf"
    mine.reject()

