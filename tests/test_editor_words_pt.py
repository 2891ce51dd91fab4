"""Portuguese words in the editor: a side ("lado") and a hexside ("lado de
hexágono") are never the same bare word, and every Battle Design page title
shows whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_fixtures import editor_window, open_editor, tutorial_copy

from hexstudio.app.i18n import install_translators
from hexstudio.editor.fieldlabels import field_label


@pytest.fixture
def portuguese(qapp):  # type: ignore[no-untyped-def]
    t = install_translators(qapp, "pt_BR")
    yield t
    t.remove()


def test_sides_and_hexsides_have_distinct_words(qtbot, portuguese, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    w = editor_window(qtbot, monkeypatch, (1280, 720))
    mode = open_editor(w, tutorial_copy(tmp_path))
    pages = [mode.design.pages.item(i).text() for i in range(mode.design.pages.count())]
    assert "Lados" in pages
    hexsides = next(p for p in pages if "Estradas" in p)
    assert hexsides == "Lados de hexágono & Estradas"
    # Any title, tool or field that means a hexside says "hexágono" or "hex" with it.
    assert mode.tool_actions["hexside"].iconText() == "Lado de hex"
    assert "lado" not in mode.tool_actions["hexside"].text().lower().replace("lado de hexágono", "")
    for name in ("surcharge_hexsides", "weather_applies_to_hexsides"):
        label = field_label(name)
        assert "lados" not in label or "lados de hexágono" in label, label
    # Each page title shows whole in the page list.
    lst = mode.design.pages
    fm = lst.fontMetrics()
    for i in range(lst.count()):
        rect = lst.visualItemRect(lst.item(i))
        assert rect.width() >= fm.horizontalAdvance(lst.item(i).text()), lst.item(i).text()
