"""The board tool that picks examples on the scan.

A left click on a hex shows it as an example of the terrain (overlay,
coastal flag) being taught; for a hexside line or a road, the click picks
the hexside nearest to it, or the link between the two hexes that share
it. Clicking an example again, or a right click, takes it back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from hexstudio.board.view import BoardMouseEvent, BoardView


class ExampleTool:
    """Calls ``pick(label_or_pair, remove)`` for each click on the map."""

    def __init__(self, wants_pair: Callable[[], bool], pick: Callable[[object, bool], None], ended: Callable[[object], None]) -> None:
        self._wants_pair = wants_pair
        self._pick = pick
        self._ended = ended

    def activate(self, view: BoardView) -> None:
        view.viewport().setCursor(Qt.CursorShape.PointingHandCursor)

    def deactivate(self, view: BoardView) -> None:
        view.viewport().unsetCursor()
        self._ended(self)

    def press(self, view: BoardView, event: BoardMouseEvent) -> bool:
        if event.button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return False
        grid = getattr(view.scene(), "grid", None)
        if grid is None:
            return False
        x, y = event.scene_pos.x(), event.scene_pos.y()
        remove = event.button == Qt.MouseButton.RightButton
        if self._wants_pair():
            side = grid.hexside_at(x, y)
            if grid.contains(side.a) and grid.contains(side.b):
                self._pick((grid.label(side.a), grid.label(side.b)), remove)
        else:
            h = grid.hex_at(x, y)
            if grid.contains(h):
                self._pick(grid.label(h), remove)
        return True

    def move(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return False

    def release(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return event.button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton)
