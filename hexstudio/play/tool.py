"""The board tool of play mode: clicks, drags and hovers handed to the mode."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from hexstudio.board.view import BoardMouseEvent, BoardView
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.play.mode import PlayMode


class PlayTool:
    """A press and release on the same hex is a click; on different hexes, a drag."""

    def __init__(self, mode: PlayMode) -> None:
        self.mode = mode
        self._press: Hex | None = None

    def activate(self, view: BoardView) -> None:
        self._press = None

    def deactivate(self, view: BoardView) -> None:
        self._press = None

    def press(self, view: BoardView, event: BoardMouseEvent) -> bool:
        self._press = event.hex
        return event.hex is not None

    def move(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return False

    def release(self, view: BoardView, event: BoardMouseEvent) -> bool:
        start, self._press = self._press, None
        if start is None or event.hex is None:
            return False
        if event.button == Qt.MouseButton.RightButton:
            self.mode.cancel()
        elif start == event.hex:
            self.mode.click(event.hex)
        else:
            self.mode.drag(start, event.hex)
        return True
