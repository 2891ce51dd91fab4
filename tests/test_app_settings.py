"""Settings: recent files, language, first run, kept in a temporary config folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexstudio.app.settings import MAX_RECENT, Settings


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object) -> Settings:
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    return Settings()


def test_file_lives_in_the_config_dir(settings: Settings, tmp_path: Path) -> None:
    settings.add_recent_file(tmp_path / "a.json")
    assert settings.path == tmp_path / "config" / "hexstudio.ini"
    assert settings.path.is_file()


def test_recent_files_most_recent_first_deduplicated(settings: Settings, tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text("{}")
    b.write_text("{}")
    settings.add_recent_file(a)
    settings.add_recent_file(b)
    settings.add_recent_file(tmp_path / "sub" / ".." / "a.json")  # same file, other spelling
    assert [Path(x).name for x in settings.recent_files()] == ["a.json", "b.json"]


def test_one_recent_file_survives_a_reload(settings: Settings, tmp_path: Path) -> None:
    # An INI QSettings turns a one-element list into a string; we must not.
    settings.add_recent_file(tmp_path / "only.json")
    again = Settings(settings.path)
    assert again.recent_files() == [str(tmp_path / "only.json")]


def test_recent_files_capped(settings: Settings, tmp_path: Path) -> None:
    for i in range(MAX_RECENT + 5):
        settings.add_recent_file(tmp_path / f"f{i}.json")
    files = Settings(settings.path).recent_files()
    assert len(files) == MAX_RECENT
    assert Path(files[0]).name == f"f{MAX_RECENT + 4}.json"


def test_remove_and_clear(settings: Settings, tmp_path: Path) -> None:
    settings.add_recent_file(tmp_path / "a.json")
    settings.add_recent_file(tmp_path / "b.json")
    settings.remove_recent_file(tmp_path / "a.json")
    assert [Path(x).name for x in settings.recent_files()] == ["b.json"]
    settings.clear_recent_files()
    assert Settings(settings.path).recent_files() == []


def test_language(settings: Settings) -> None:
    assert settings.language() == "system"
    settings.set_language("pt_BR")
    assert Settings(settings.path).language() == "pt_BR"
    with pytest.raises(ValueError, match="unknown language"):
        settings.set_language("klingon")


def test_first_run_flag(settings: Settings) -> None:
    assert settings.is_first_run()
    settings.mark_first_run_done()
    assert not Settings(settings.path).is_first_run()


def test_last_directory_falls_back_home(settings: Settings, tmp_path: Path) -> None:
    assert settings.last_directory() == str(Path.home())
    settings.set_last_directory(tmp_path)
    assert Settings(settings.path).last_directory() == str(tmp_path)
    settings.set_last_directory(tmp_path / "gone")
    assert settings.last_directory() == str(Path.home())


def test_show_labels_is_a_real_bool(settings: Settings) -> None:
    assert settings.show_hex_labels() is True
    settings.set_show_hex_labels(False)
    assert Settings(settings.path).show_hex_labels() is False


def test_a_setting_given_the_value_it_has_is_not_written_again(settings: Settings, tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    saves: list[int] = []
    real_sync = Settings.sync
    monkeypatch.setattr(Settings, "sync", lambda self: (saves.append(1), real_sync(self)))
    settings.add_recent_file(tmp_path / "a.json")
    settings.set_last_directory(tmp_path)
    settings.mark_first_run_done()
    settings.set_show_hex_labels(False)
    settings.set_mode("play")
    assert len(saves) == 5
    # Every start does these again, mostly with what is already there: no write to disk.
    settings.add_recent_file(tmp_path / "a.json")
    settings.set_last_directory(tmp_path)
    settings.mark_first_run_done()
    settings.set_show_hex_labels(False)
    settings.set_mode("play")
    assert len(saves) == 5
    settings.set_show_hex_labels(True)
    assert len(saves) == 6 and Settings(settings.path).show_hex_labels()


def test_held_changes_are_read_back_and_written_once_when_saving_resumes(settings: Settings, tmp_path: Path) -> None:
    settings.hold_saving()
    settings.mark_first_run_done()
    settings.add_recent_file(tmp_path / "a.json")
    settings.set_last_directory(tmp_path)
    assert not settings.is_first_run() and settings.recent_files() == [str(tmp_path / "a.json")]
    assert settings.last_directory() == str(tmp_path)
    assert not settings.path.exists()  # nothing on disk yet
    settings.resume_saving()
    again = Settings(settings.path)
    assert not again.is_first_run() and again.recent_files() == [str(tmp_path / "a.json")]
    assert again.last_directory() == str(tmp_path)
    # Saving at once again.
    settings.set_mode("edit")
    assert Settings(settings.path).mode() == "edit"
