"""In the application, the cyclic garbage collector runs on the GUI thread only.

Python's collector runs in whichever thread allocates when a generation's count
passes its threshold. A pass that frees a Qt object caught in a reference cycle (a
widget, a timer, a model) destroys it in that thread. In a worker thread (the
editor's check, the computer thinking, a long job) the QObject destructor takes
Qt's lock on the object's connections and then asks for the interpreter, which
the GUI thread holds while it waits for that same lock (connecting a signal, as
raising a tabbed dock does): both wait for ever. Seen twice in the test suite: the
window frozen in ``QDockWidget.raise_``, the editor's check thread in a
collection that ran as it left ``held_collector``.

So once ``install`` is called (``app.main`` does, once the window is up) the
automatic collector is off for good, and a timer on the GUI thread collects as
it would have: the generation whose count is past its threshold, with the
interpreter's own thresholds. It does not collect while long work holds the
collector (``longjob.held_collector``: a full pass over a big map holds the
window) or while a caller turned collection off for a while (``disable``).

``enable``, ``disable`` and ``isenabled`` are ``gc``'s, for the GUI thread's
collector once installed: code that turns collection off and on again calls
them, never ``gc.enable`` (which would let the automatic collector back into
every thread).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 200  # how often the GUI thread looks at the generations' counts

_gui: _GuiCollector | None = None
_wanted = True  # collection turned on (``enable``) or off for a while (``disable``), once installed


class _GuiCollector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def tick(self) -> None:
        from hexstudio.app.longjob import holders

        if _wanted and not holders():
            collect_due()


def collect_due() -> None:
    """Collect the oldest generation whose count is past its threshold, as the
    automatic collector would at the next allocation."""
    c0, c1, c2 = gc.get_count()
    t0, t1, t2 = gc.get_threshold()
    if t0 <= 0 or c0 <= t0:
        return
    gen = 0
    if c1 > t1:
        gen = 1
        if c2 > t2:
            gen = 2
    gc.collect(gen)


def install(app: QCoreApplication | None = None, on: bool = True) -> None:
    """From now on the GUI thread (the caller's) collects, if ``on``; nothing else does."""
    global _gui, _wanted
    if _gui is not None:
        return
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the GUI thread's collector needs the application")
    _wanted = on
    gc.disable()
    _gui = _GuiCollector(app)


def uninstall() -> None:
    """The automatic collector again (tests: after a window's test, on the GUI thread)."""
    global _gui
    if _gui is None:
        return
    _gui.timer.stop()
    _gui.deleteLater()
    _gui = None
    gc.collect()
    if _wanted:
        gc.enable()


def installed() -> bool:
    return _gui is not None


def enable() -> None:
    _turn(True)


def disable() -> None:
    _turn(False)


def _turn(on: bool) -> None:
    """Collection on or off: the GUI thread's once installed, else Python's automatic one."""
    global _wanted
    if _gui is not None:
        _wanted = on
    elif on:
        gc.enable()
    else:
        gc.disable()


def isenabled() -> bool:
    return _wanted if _gui is not None else gc.isenabled()
