"""Board updates paced to the screen's frames while a stroke is drawn (board/frames.py)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hexstudio.board.frames import FramePacer


def test_the_first_job_is_done_at_once_and_later_ones_wait_for_the_next_frame(qapp):
    # An hour-long frame: nothing here depends on how fast the machine is.
    pacer = FramePacer(frame_s=3600)
    done: list[str] = []
    pacer.request("draft", lambda: done.append("draft 1"))
    assert done == ["draft 1"] and not pacer.pending()
    pacer.request("draft", lambda: done.append("draft 2"))
    pacer.request("cursor", lambda: done.append("cursor 1"))
    pacer.request("draft", lambda: done.append("draft 3"))
    for _ in range(3):
        qapp.processEvents()
    assert done == ["draft 1"] and pacer.pending()
    # The release: what waits is done now, the last job of each key once, in the order first asked.
    pacer.flush()
    assert done == ["draft 1", "draft 3", "cursor 1"] and not pacer.pending()


def test_a_waiting_job_is_done_when_its_frame_comes(qtbot):
    pacer = FramePacer(frame_s=0.02)
    done: list[int] = []
    pacer.request("a", lambda: done.append(1))
    pacer.request("a", lambda: done.append(2))
    assert done == [1]
    qtbot.waitUntil(lambda: done == [1, 2], timeout=2000)
    assert not pacer.pending()


def test_dropped_jobs_are_never_done(qapp):
    pacer = FramePacer(frame_s=3600)
    done: list[int] = []
    pacer.request("a", lambda: done.append(1))
    pacer.request("a", lambda: done.append(2))
    pacer.drop()
    pacer.flush()
    assert done == [1] and not pacer.pending()


def test_the_first_job_is_done_at_once_on_a_machine_just_started(qapp, monkeypatch):
    """perf_counter counts from boot: on a machine up for less than a frame's length the
    first job waited (the tests' hour-long frames failed in a fresh machine's first hour)."""
    import hexstudio.board.frames as frames

    monkeypatch.setattr(frames.time, "perf_counter", lambda: 5.0)  # five seconds after boot
    pacer = FramePacer(frame_s=3600)
    done: list[int] = []
    pacer.request("a", lambda: done.append(1))
    assert done == [1] and not pacer.pending()
