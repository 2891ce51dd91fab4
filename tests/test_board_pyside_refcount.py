"""Guard against the PySide6 6.12.0 / CPython 3.11 bug that drops None's refcount
on void calls until the interpreter aborts ("Fatal Python error: none_dealloc").

The board makes thousands of such calls while building; this runs 20,000 in a
child process, so an abort fails the test instead of killing pytest.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

CHILD = textwrap.dedent(
    """
    import sys
    from PySide6.QtGui import QBrush, QColor, QGuiApplication
    from PySide6.QtWidgets import QApplication, QGraphicsRectItem
    app = QApplication([])
    item = QGraphicsRectItem(0, 0, 10, 10)
    brush = QBrush(QColor("#336699"))
    before = sys.getrefcount(None)
    for i in range(20_000):
        item.setBrush(brush)
        item.setZValue(i)
        item.setPos(i, -i)
    after = sys.getrefcount(None)
    # Immortal None (3.12+) reports a huge constant; on 3.11 a drop means corruption.
    print(before, after)
    sys.exit(0 if after >= before - 50 else 3)
    """
)


def test_void_calls_do_not_corrupt_none_refcount():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, f"child exited {r.returncode}: {r.stdout} {r.stderr[-2000:]}"
    before, after = (int(x) for x in r.stdout.split())
    assert after >= before - 50, (before, after)


def test_void_calls_in_process(qapp):
    """The same calls in the test process itself: it must survive them."""
    from PySide6.QtGui import QBrush, QColor
    from PySide6.QtWidgets import QGraphicsRectItem

    item = QGraphicsRectItem(0, 0, 10, 10)
    brush = QBrush(QColor("#336699"))
    before = sys.getrefcount(None)
    for i in range(20_000):
        item.setBrush(brush)
        item.setZValue(i)
        item.setPos(i, -i)
    assert sys.getrefcount(None) >= before - 50
