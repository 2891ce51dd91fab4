"""Start-up does only what the first screen needs: the editor and the player are
imported when first used, the start screen is built when first shown, and what
it shows of the bundled battles is kept on disk between runs."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from hexstudio.app import startcache
from hexstudio.app.i18n import install_translators
from hexstudio.app.mainwindow import BOARD_PAGE, MainWindow
from hexstudio.app.modes import LazyMode, available_modes
from hexstudio.app.settings import Settings
from hexstudio.app.startscreen import PATH_ROLE, StartScreen
from hexstudio.paths import scenarios_dir, user_cache_dir

TUTORIAL = scenarios_dir() / "tutorial.json"


def test_the_editor_and_the_player_are_imported_when_first_used() -> None:
    code = (
        "import sys\n"
        "from hexstudio.app.modes import available_modes\n"
        "modes = available_modes()\n"
        "print(sorted(m.id for m in modes), 'hexstudio.play.mode' in sys.modules, 'hexstudio.editor.mode' in sys.modules,"
        " 'hexstudio.engine.game' in sys.modules)\n"
        "play = next(m for m in modes if m.id == 'play')\n"
        "play.mode()\n"
        "print('hexstudio.play.mode' in sys.modules)\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout.split("\n")
    assert out[0] == "['edit', 'play', 'view'] False False False"
    assert out[1] == "True"


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_a_lazy_mode_is_named_as_the_mode_itself(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    t = install_translators(qapp, language)
    try:
        for m in available_modes():
            if isinstance(m, LazyMode):
                real = m.mode()
                assert m.title() == real.title()
                assert m.id == real.id
    finally:
        t.remove()


def test_opening_a_file_at_start_never_builds_the_start_screen(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    described = []
    monkeypatch.setattr(StartScreen, "_describe", lambda self, path: described.append(path))
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    # As ``hexstudio FILE`` does: the window shown, the file opened before the event loop turns.
    w.show()
    assert w.open_file(TUTORIAL)
    for _ in range(5):
        QApplication.processEvents()
    assert w.pages.currentIndex() == BOARD_PAGE
    assert w._start_screen is None and described == []


def test_the_start_screen_is_built_when_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w._start_screen is not None and w._start_screen.bundled_list.count() > 0)
    shown = w.start_screen.bundled_list
    assert any(shown.item(i).data(PATH_ROLE) == str(TUTORIAL) for i in range(shown.count()))


def test_battles_described_once_then_read_back_from_the_cache(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "scenarios"
    folder.mkdir()
    shutil.copy(TUTORIAL, folder / "tutorial.json")
    monkeypatch.setenv("HEXSTUDIO_SCENARIOS", str(folder))
    first = StartScreen(Settings(), "en")
    qtbot.addWidget(first)
    text = first.bundled_list.item(0).text()
    assert "Crossing the Serra River" in text and "16 × 12 hexes" in text
    assert not first.bundled_list.item(0).icon().isNull()
    kept = list((user_cache_dir() / startcache.FOLDER).glob("*"))
    assert any(p.suffix == ".png" for p in kept) and any(p.suffix == ".json" for p in kept)

    # The second time nothing is loaded or drawn: the cache answers.
    import hexstudio.app.startscreen as ss

    def no_load(path):  # type: ignore[no-untyped-def]
        raise AssertionError("loaded again")

    monkeypatch.setattr(ss, "load_scenario", no_load)
    monkeypatch.setattr(ss, "render_thumbnail", no_load)
    second = StartScreen(Settings(), "en")
    qtbot.addWidget(second)
    assert second.bundled_list.item(0).text() == text
    assert not second.bundled_list.item(0).icon().isNull()

    # Another language, or a changed file, is described afresh.
    monkeypatch.undo()
    monkeypatch.setenv("HEXSTUDIO_SCENARIOS", str(folder))
    assert startcache.load(folder / "tutorial.json", "pt_BR") is None
    data = (folder / "tutorial.json").read_text(encoding="utf-8")
    (folder / "tutorial.json").write_text(data.replace("Crossing the Serra River", "Crossing the Serra River Again"), encoding="utf-8")
    os.utime(folder / "tutorial.json", ns=(1, 10**18))
    third = StartScreen(Settings(), "en")
    qtbot.addWidget(third)
    assert "Again" in third.bundled_list.item(0).text()


def test_a_damaged_cache_is_described_again(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "scenarios"
    folder.mkdir()
    shutil.copy(TUTORIAL, folder / "tutorial.json")
    monkeypatch.setenv("HEXSTUDIO_SCENARIOS", str(folder))
    qtbot.addWidget(StartScreen(Settings(), "en"))
    for p in (user_cache_dir() / startcache.FOLDER).glob("*.json"):
        p.write_text("{not json", encoding="utf-8")
    again = StartScreen(Settings(), "en")
    qtbot.addWidget(again)
    assert "Crossing the Serra River" in again.bundled_list.item(0).text()


# The whole start in a process of its own, as ``hexstudio FILE`` runs it: what
# exists when the board is first painted, and what follows once it is.
_START_PROBE = r"""
import gc, json, sys
from hexstudio.app import collector, main as app_main
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from hexstudio.cli import main

LATER = ("hexstudio.engine.game", "hexstudio.play.mode", "hexstudio.editor.mode", "hexstudio.ai", "numpy",
         "hexstudio.app.dialogs", "hexstudio.app.startscreen", "hexstudio.app.longjob", "hexstudio.board.background")
seen = {}
opened = app_main.open_start_file


def recent(settings):
    return settings.path.is_file() and "tutorial.json" in settings.path.read_text(encoding="utf-8")


def watched(window, settings, argv):
    opened(window, settings, argv)

    class Watch(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and "painted" not in seen:
                seen["painted"] = {
                    "start_screen_built": window._start_screen is not None,
                    "imported": [m for m in LATER if m in sys.modules],
                    "collecting": collector.isenabled(),
                    "mode": window.active_mode().id,
                    "settings_saved": recent(settings),
                }
            return False

    watch = Watch(window)
    window.board_view.viewport().installEventFilter(watch)

    def poll():
        mode = window.active_mode()
        if "painted" in seen and mode is not None and mode.id == "play":
            seen["playing"] = {"collecting": collector.isenabled(), "settings_saved": recent(settings)}
            print(json.dumps(seen), flush=True)
            window.close()
        else:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(20, poll)
    QTimer.singleShot(60_000, QApplication.instance().quit)


app_main.open_start_file = watched
sys.exit(main([sys.argv[1]]))
"""


def test_a_file_given_at_start_is_painted_before_anything_it_does_not_need(tmp_path: Path) -> None:
    """``hexstudio FILE``: the board is painted with no start screen built, no rules
    engine, editor, player, dialogs, numpy or map-scan reader (the tutorial has no scan) imported, the garbage collector held and
    nothing written to the settings yet; then Play comes up, the collector is back and
    the file is in Open Recent on disk."""
    import json

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HEXSTUDIO_CONFIG_DIR=str(tmp_path / "config"),
               HEXSTUDIO_DATA_DIR=str(tmp_path / "data"), HEXSTUDIO_CACHE_DIR=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", _START_PROBE, str(TUTORIAL)], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["painted"] == {"start_screen_built": False, "imported": [], "collecting": False, "mode": "view",
                               "settings_saved": False}
    assert seen["playing"] == {"collecting": True, "settings_saved": True}


@pytest.mark.parametrize("argv", [[], ["battle.json"], ["gui"], ["gui", "battle.json"], [""], ["gui", ""]])
def test_the_usual_start_gets_what_the_command_line_parser_would_give(argv: list[str], monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """``hexstudio [FILE]`` skips building the parser: the application gets the same arguments."""
    from hexstudio import cli

    got = []
    monkeypatch.setattr(cli, "cmd_gui", lambda args: got.append(vars(args)) or 0)
    assert cli.main(argv) == 0
    words = argv if argv[:1] == ["gui"] else ["gui", *argv]
    assert got == [vars(cli.build_parser(balance=False, only_gui=True).parse_args(words))]


def test_other_starts_still_go_through_the_parser(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    from hexstudio import cli

    monkeypatch.setattr(cli, "cmd_gui", lambda args: pytest.fail("the application was opened"))
    with pytest.raises(SystemExit):
        cli.main(["gui", "a.json", "b.json"])  # one file at most: the parser says so
    assert "unrecognized arguments" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:
        cli.main(["gui", "--help"])
    assert e.value.code == 0
    assert "FILE" in capsys.readouterr().out
