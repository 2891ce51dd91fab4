"""Issue 16's file failures, one regression test each: scenario and saved-game
files that once loaded and then broke, or did not load cleanly.

3 lone surrogates; 5 a saved game's scenario path (FIFO, /dev/zero, NUL);
6 huge integers; 7 hex labels with other digits; 8 NaN and infinity;
10 ids that leave a folder; 11 the smaller ones (size message, umask, stale
temporary files, booleans taken for numbers, validation proportional to
the map, render saying it left a scan out).
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from hexstudio import cli
from hexstudio.engine.errors import ReplayError
from hexstudio.engine.save import load_game, save_data, save_game
from hexstudio.engine.selfplay import random_game
from hexstudio.scenario.io import ScenarioError, load_scenario, save_scenario, scenario_from_data

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = ROOT / "scenarios" / "tutorial.json"


def tutorial_doc() -> dict[str, Any]:
    return json.loads(TUTORIAL.read_text(encoding="utf-8"))


def refused(path: Path) -> list[str]:
    """The problems ``load_scenario`` names (it must refuse the file)."""
    with pytest.raises(ScenarioError) as e:
        load_scenario(path)
    report = e.value.report()
    report.encode("utf-8")  # printable, whatever the file held
    return [str(p) for p in e.value.problems]


def write_text(path: Path, text: str) -> Path:
    path.write_bytes(text.encode("utf-8"))
    return path


def no_temporaries(folder: Path) -> bool:
    return not [p for p in folder.iterdir() if p.name.startswith(".") and p.name.endswith(".tmp")]


# --- 3. a lone surrogate ---------------------------------------------------------------


def test_a_lone_surrogate_is_refused_at_load_with_its_path(tmp_path: Path) -> None:
    doc = tutorial_doc()
    doc["units"][1]["name"] = "Bad \ud800 name"
    text = json.dumps(doc, ensure_ascii=True)  # the file holds the escape "\ud800", as a crafted file would
    assert "\\ud800" in text
    probs = refused(write_text(tmp_path / "s.json", text))
    assert any(p.startswith("units[1].name:") and "cannot be saved" in p for p in probs), probs


def test_a_lone_surrogate_in_a_key_is_refused(tmp_path: Path) -> None:
    text = TUTORIAL.read_text(encoding="utf-8").replace('"hex_sets": {', '"hex_sets": {"\\udc00": {"name": "x"}, ', 1)
    probs = refused(write_text(tmp_path / "s.json", text))
    assert any("\\udc00" in p and "cannot be saved" in p for p in probs), probs


def test_saving_text_no_file_can_hold_says_so_and_keeps_the_old_file(tmp_path: Path) -> None:
    s = load_scenario(TUTORIAL)
    out = tmp_path / "s.json"
    save_scenario(s, out)
    before = out.read_bytes()
    units = list(s.units)
    units[0] = units[0].model_copy(update={"name": "x\ud800"})  # what a text box could hand over
    bad = s.model_copy(update={"units": units})
    with pytest.raises(ValueError, match=r"units\[0\]\.name") as e:
        save_scenario(bad, out)
    str(e.value).encode("utf-8")
    assert out.read_bytes() == before and no_temporaries(tmp_path)
    game = random_game(bad, 1, max_actions=3).game
    with pytest.raises(ValueError, match="cannot be saved"):
        save_game(game, tmp_path / "g.json")
    assert not (tmp_path / "g.json").exists() and no_temporaries(tmp_path)


# --- 5. a saved game's scenario path ---------------------------------------------------


def _save_pointing_at(tmp_path: Path, scenario_path: str) -> Path:
    game = random_game(load_scenario(TUTORIAL), 2, max_actions=4).game
    doc = save_data(game, scenario_path="placeholder")
    doc["scenario_path"] = scenario_path
    out = tmp_path / "game.json"
    out.write_text(json.dumps(doc), encoding="utf-8")
    return out


def _load_in_a_thread(path: Path) -> tuple[bool, BaseException | None]:
    """(finished within 20 s, what load_game raised)."""
    got: list[BaseException | None] = []

    def run() -> None:
        try:
            load_game(path)
            got.append(None)
        except BaseException as e:  # handed to the test
            got.append(e)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(20)
    return bool(got), (got[0] if got else None)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_saved_game_naming_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "scenario.json"
    os.mkfifo(fifo)
    save = _save_pointing_at(tmp_path, str(fifo))
    finished, err = _load_in_a_thread(save)
    if not finished:  # unblock the reader the old code left waiting
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
    assert finished, "loading blocked on the FIFO"
    assert isinstance(err, ReplayError) and "not a regular file" in str(err)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_saved_game_naming_dev_zero_is_refused_at_once(tmp_path: Path) -> None:
    finished, err = _load_in_a_thread(_save_pointing_at(tmp_path, "/dev/zero"))
    assert finished and isinstance(err, ReplayError) and "not a regular file" in str(err)


def test_a_saved_game_naming_a_path_with_a_nul_byte_is_refused(tmp_path: Path) -> None:
    finished, err = _load_in_a_thread(_save_pointing_at(tmp_path, "scen\x00ario.json"))
    assert finished and isinstance(err, ReplayError), repr(err)
    assert "NUL" in str(err)
    str(err).encode("utf-8")


def test_a_saved_game_naming_a_folder_is_refused(tmp_path: Path) -> None:
    finished, err = _load_in_a_thread(_save_pointing_at(tmp_path, str(tmp_path)))
    assert finished and isinstance(err, ReplayError) and "folder" in str(err)


# --- 6. integers over 4,300 digits -----------------------------------------------------


def test_a_huge_integer_is_refused_with_its_path(tmp_path: Path) -> None:
    text = TUTORIAL.read_text(encoding="utf-8").replace('"columns": 16', '"columns": ' + "9" * 5000, 1)
    probs = refused(write_text(tmp_path / "s.json", text))
    assert any(p.startswith("map.columns:") and "5000 digits" in p for p in probs), probs


def test_a_huge_integer_in_a_save_is_refused(tmp_path: Path) -> None:
    game = random_game(load_scenario(TUTORIAL), 2, max_actions=4).game
    text = json.dumps(save_data(game)).replace('"seed": 2', '"seed": ' + "7" * 4400, 1)
    path = write_text(tmp_path / "g.json", text)
    with pytest.raises(ReplayError, match=r"seed.*4400 digits"):
        load_game(path)


def test_hexstudio_validate_on_a_huge_integer_exits_1_without_a_traceback(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = TUTORIAL.read_text(encoding="utf-8").replace('"rows": 12', '"rows": ' + "1" * 4500, 1)
    path = write_text(tmp_path / "s.json", text)
    assert cli.main(["validate", str(path)]) == 1
    err = capsys.readouterr().err
    assert "map.rows" in err and "Traceback" not in err


def test_opening_a_huge_integer_file_from_the_command_line_does_not_crash(tmp_path: Path) -> None:
    text = TUTORIAL.read_text(encoding="utf-8").replace('"rows": 12', '"rows": ' + "1" * 4500, 1)
    path = write_text(tmp_path / "s.json", text)
    # ``hexstudio FILE`` with the message box answered at once: the window stays, no traceback.
    code = (
        "import sys\n"

        "from PySide6.QtWidgets import QApplication, QMessageBox\n"
        "QMessageBox.exec = lambda box: (print('BOX', box.informativeText()[:200]), 0)[1]\n"
        "QApplication.exec = lambda *args: 0\n"
        "from hexstudio.cli import main\n"
        f"sys.exit(main([{str(path)!r}]))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "Traceback" not in r.stderr and "BOX" in r.stdout and "map.rows" in r.stdout


# --- 7. hex labels: ASCII digits only --------------------------------------------------


@pytest.mark.parametrize("label", ["040²", "٠٤٠٨", "０４０８"])
def test_hex_labels_with_other_digits_are_refused(label: str) -> None:
    doc = tutorial_doc()
    doc["setup"][0]["hex"] = label
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(doc, "s.json")
    probs = [str(p) for p in e.value.problems]
    assert any(p.startswith("setup[0].hex:") and "is not a hex label" in p for p in probs), probs


# --- 8. every float finite -------------------------------------------------------------


@pytest.mark.parametrize("token", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_a_non_finite_number_in_the_scan_transform_is_refused(tmp_path: Path, token: str) -> None:
    doc = tutorial_doc()
    doc["map"]["background"] = {"path": "scan.png", "transform": [1, 0, 0, 1, 0, 0]}
    text = json.dumps(doc).replace('"transform": [1, 0,', f'"transform": [{token}, 0,', 1)
    probs = refused(write_text(tmp_path / "s.json", text))
    assert any(p.startswith("map.background.transform[0]:") and "finite" in p for p in probs), probs


def test_nan_is_refused_by_the_model_too() -> None:
    from hexstudio.scenario.model import BackgroundImage

    with pytest.raises(ValueError, match="finite"):
        BackgroundImage(path="scan.png", transform=(float("nan"), 0, 0, 1, 0, 0))


def test_render_of_a_nan_transform_exits_cleanly(tmp_path: Path) -> None:
    doc = tutorial_doc()
    doc["map"]["background"] = {"path": "scan.png", "transform": [1, 0, 0, 1, 0, 0]}
    path = write_text(tmp_path / "s.json", json.dumps(doc).replace('"transform": [1, 0,', '"transform": [NaN, 0,', 1))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-m", "hexstudio", "render", str(path), "-o", str(tmp_path / "out.png")],
                       capture_output=True, text=True, timeout=120, env=env)
    assert r.returncode == 1 and "map.background.transform[0]" in r.stderr and "Traceback" not in r.stderr


# --- 10. ids and paths built from them -------------------------------------------------


@pytest.mark.parametrize("bad", ["../../evil", "a/b", "a\\b", "c:x", "a..b", ".hidden"])
def test_ids_that_could_leave_a_folder_are_refused(bad: str) -> None:
    doc = tutorial_doc()
    doc["id"] = bad
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(doc, "s.json")
    assert any(str(p).startswith("id:") for p in e.value.problems)


@pytest.mark.parametrize("crafted", ["../../evil", "a/../../b", "/abs", "..", "x\\..\\y"])
def test_autosave_paths_stay_in_their_folder(crafted: str) -> None:
    from hexstudio.editor.autosave import autosave_path as editor_autosave
    from hexstudio.paths import user_data_dir
    from hexstudio.play.session import autosave_path as play_autosave

    # The play autosave is named by the scenario's id and content hash (given here).
    for p in (editor_autosave(None, crafted), play_autosave(SimpleNamespace(id=crafted), "0" * 64)):  # type: ignore[arg-type]
        assert p.parent.resolve().parent == user_data_dir().resolve(), p
        assert "/" not in p.name and "\\" not in p.name and not p.name.startswith(".")


def test_file_in_refuses_names_that_leave_the_folder(tmp_path: Path) -> None:
    from hexstudio.paths import file_in

    assert file_in(tmp_path, "untitled-x.autosave.json") == tmp_path / "untitled-x.autosave.json"
    for bad in ("../x", "a/b", "..", "", "/etc/passwd", "c:x", "a\x00b"):
        with pytest.raises(ValueError):
            file_in(tmp_path, bad)


# --- 11. the smaller ones --------------------------------------------------------------


def test_the_size_message_says_32_mb_like_the_readme(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(33 * 1024 * 1024)  # sparse: the size is checked before anything is read
    probs = refused(big)
    assert any("the limit is 32 MB" in p for p in probs), probs
    assert "32 MB" in (ROOT / "README.md").read_text(encoding="utf-8")


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
def test_new_files_respect_the_umask(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        save_scenario(load_scenario(TUTORIAL), tmp_path / "new.json")
        os.umask(0o027)
        save_scenario(load_scenario(TUTORIAL), tmp_path / "other.json")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "other.json").stat().st_mode) == 0o640
    os.chmod(tmp_path / "new.json", 0o600)  # an existing file keeps its own mode
    save_scenario(load_scenario(TUTORIAL), tmp_path / "new.json")
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o600


def test_stale_temporary_files_of_our_own_pattern_are_cleaned(tmp_path: Path) -> None:
    stale = tmp_path / ".battle.json.abc123_z.tmp"
    fresh = tmp_path / ".battle.json.fresh123.tmp"
    other = tmp_path / ".battle.json.not-ours.tmp"
    someone_elses = tmp_path / ".other.json.abc123_z.tmp"
    for p in (stale, fresh, other, someone_elses):
        p.write_text("half a save", encoding="utf-8")
    old = time.time() - 2 * 3600
    for p in (stale, other, someone_elses):
        os.utime(p, (old, old))
    save_scenario(load_scenario(TUTORIAL), tmp_path / "battle.json")
    assert not stale.exists()
    assert fresh.exists() and other.exists() and someone_elses.exists()


@pytest.mark.parametrize(("where", "value"), [
    (("units", 0, "full", "movement"), True),
    (("units", 0, "full", "attack"), False),
    (("units", 0, "full", "attack"), "3"),
    (("map", "columns"), True),
    (("terrain", 0, "move", "foot"), True),
    (("victory", "objectives", 0, "points", "allies"), True),
])
def test_booleans_and_numeric_text_are_not_taken_for_numbers(where: tuple, value: Any) -> None:
    doc = tutorial_doc()
    target = doc
    for k in where[:-1]:
        target = target[k]
    target[where[-1]] = value
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(doc, "s.json")
    path = "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in where).lstrip(".")
    assert any(str(p).startswith(f"{path}: must be a number") for p in e.value.problems), [str(p) for p in e.value.problems]


def test_validation_parses_each_hex_label_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # Proportional to the map: a full 60 x 60 map is read with one label parse per hex named.
    from hexstudio.hexgrid import Grid

    doc = tutorial_doc()
    doc["map"]["columns"] = doc["map"]["rows"] = 60
    doc["map"]["hexes"] = {f"{c:02d}{r:02d}": {"terrain": doc["map"]["default_terrain"], "elevation": 1}
                           for c in range(1, 61) for r in range(1, 61)}
    doc["tutorial"] = []
    calls = 0
    real = Grid.parse

    def counting(self: Grid, label: str) -> Any:
        nonlocal calls
        calls += 1
        return real(self, label)

    monkeypatch.setattr(Grid, "parse", counting)
    from hexstudio.scenario.validate import check

    s = scenario_from_data(doc, "big.json")  # validates once
    calls = 0
    check(s)
    distinct = len(doc["map"]["hexes"]) + 200  # the hexes, plus the tutorial's own references
    assert calls <= distinct, calls


def test_render_says_when_it_leaves_out_a_scan(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = tutorial_doc()
    (tmp_path / "scan.png").write_bytes(b"\x89PNG\r\n\x1a\n truncated")
    doc["map"]["background"] = {"path": "scan.png"}
    path = write_text(tmp_path / "s.json", json.dumps(doc))
    assert cli.main(["render", str(path), "-o", str(tmp_path / "out.png")]) == 0
    err = capsys.readouterr().err
    assert "warning" in err and "scan.png" in err
