"""Play mode's right-hand dock tabs read in full, and the catalogue speaks the books' terms."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QMessageBox, QTabBar

from hexstudio.app.i18n import i18n_dir, install_translators
from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.paths import scenarios_dir
from hexstudio.play.mode import PlayMode

TS = i18n_dir() / "hexstudio_play_pt_BR.ts"


def _play_window(qtbot, size: tuple[int, int], lang: str) -> tuple[MainWindow, PlayMode]:  # type: ignore[no-untyped-def]
    w = MainWindow(Settings(), lang)
    qtbot.addWidget(w)
    mode = PlayMode()
    mode._pending_seed = 0
    w.register_mode(mode)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    assert w.open_file(scenarios_dir() / "tutorial.json")
    w.setProperty("rightTabsBeforePlay", w.tabPosition(Qt.DockWidgetArea.RightDockWidgetArea))
    w.set_mode("play")
    mode.cover.hide()
    qtbot.wait(10)
    return w, mode


def _dock_tab_bar(w: MainWindow, title: str) -> QTabBar:
    bars = [b for b in w.findChildren(QTabBar)
            if b.isVisible() and any(b.tabText(i) == title for i in range(b.count()))]
    assert len(bars) == 1, [b.tabText(i) for b in w.findChildren(QTabBar) for i in range(b.count())]
    return bars[0]


@pytest.fixture
def play_env(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    yield qapp


@pytest.mark.parametrize("lang", ["pt_BR", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1400, 900)])
def test_every_right_dock_tab_title_is_shown_in_full(qtbot, play_env, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    t = install_translators(play_env, lang) if lang != "en" else None
    try:
        w, mode = _play_window(qtbot, size, lang)
        docks = [mode.combat_dock, mode.reinf_dock, mode.decision_dock, w.map_display_dock]
        if size[1] < 900:
            docks.append(mode.log_dock)  # a short window's log joins the tabs, leaving the board the height
        titles = [d.windowTitle() for d in docks]
        if lang == "pt_BR":
            assert titles[0] == "Combate" and titles[1] == "Reforços"
        bar = _dock_tab_bar(w, titles[0])
        assert sorted(bar.tabText(i) for i in range(bar.count())) == sorted(titles)
        vertical = bar.shape() in (QTabBar.Shape.RoundedEast, QTabBar.Shape.RoundedWest)
        fm = bar.fontMetrics()
        for i in range(bar.count()):
            rect = bar.tabRect(i)
            length = rect.height() if vertical else rect.width()
            assert length >= fm.horizontalAdvance(bar.tabText(i)), (bar.tabText(i), length)
            # every tab lies inside the bar: none scrolled out of sight
            assert bar.rect().contains(rect), (bar.tabText(i), rect, bar.rect())
        w.set_mode("view")
        assert w.tabPosition(Qt.DockWidgetArea.RightDockWidgetArea) == w.property("rightTabsBeforePlay")
        w.close()
    finally:
        if t is not None:
            t.remove()
            QLocale.setDefault(QLocale("en"))


def test_zoc_toggle_reads_the_books_abbreviation(qtbot, play_env) -> None:  # type: ignore[no-untyped-def]
    t = install_translators(play_env, "pt_BR")
    try:
        w, mode = _play_window(qtbot, (1280, 720), "pt_BR")
        assert mode.zoc_action.iconText() == "ZE"
        assert "zonas de engajamento" in mode.zoc_action.toolTip()
        assert "zonas de engajamento" in mode.zoc_action.text()
        w.close()
    finally:
        t.remove()
        QLocale.setDefault(QLocale("en"))


def test_catalogue_uses_the_books_terms() -> None:
    root = ET.parse(TS).getroot()
    translations = [(m.findtext("source") or "", m.findtext("translation") or "") for m in root.iter("message")]
    for source, text in translations:
        low = text.lower()
        assert "zona de controle" not in low and "zonas de controle" not in low, (source, text)
        assert "contador" not in low, (source, text)  # a counter is a "peça"
        if "zone of control" in source.lower() or "zones of control" in source.lower():
            assert "engajamento" in low, (source, text)
        if "odds" in source.lower():
            assert "relação de forças" in low, (source, text)
        if "MP" in source.split():
            assert "PM" in text, (source, text)
