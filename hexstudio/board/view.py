"""BoardView: the window onto a BoardScene, with zoom, pan and an installable tool.

The view knows nothing about editing or playing. A mode installs a
``BoardTool`` (``view.set_tool(tool)``) and gets mouse presses, moves and
releases as ``BoardMouseEvent`` values carrying the scene point and hex;
the view also emits ``hexHovered`` and ``hexClicked`` for simple listeners.

Navigation: mouse wheel (or Ctrl+wheel) zooms about the cursor, ``+``/``-``
zoom, ``0`` or ``fit()`` fits the map; drag with the middle button, or hold
Space and drag with the left button, to pan.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol, runtime_checkable

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from hexstudio.hexgrid import Hex

MIN_ZOOM = 0.05
MAX_ZOOM = 8.0
ZOOM_STEP = 1.25


# A NamedTuple, not a dataclass: the class is made at every start, and a dataclass
# compiles its methods from text when made (~0.3 ms each; start-up, issue 11).
class BoardMouseEvent(NamedTuple):
    """A mouse event on the board, in the scene's terms."""

    scene_pos: QPointF
    hex: Hex | None
    button: Qt.MouseButton
    buttons: Qt.MouseButton
    modifiers: Qt.KeyboardModifier
    view_pos: QPoint


@runtime_checkable
class BoardTool(Protocol):
    """What a mode installs on the view to receive mouse input.

    Each method returns True when it used the event (the view then does
    nothing more with it). ``activate``/``deactivate`` are called when the
    tool is installed and removed.
    """

    def activate(self, view: BoardView) -> None: ...

    def deactivate(self, view: BoardView) -> None: ...

    def press(self, view: BoardView, event: BoardMouseEvent) -> bool: ...

    def move(self, view: BoardView, event: BoardMouseEvent) -> bool: ...

    def release(self, view: BoardView, event: BoardMouseEvent) -> bool: ...


class NullTool:
    """The default tool: uses nothing, so the view only reports hovers and clicks."""

    def activate(self, view: BoardView) -> None:
        pass

    def deactivate(self, view: BoardView) -> None:
        pass

    def press(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return False

    def move(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return False

    def release(self, view: BoardView, event: BoardMouseEvent) -> bool:
        return False


class BoardView(QGraphicsView):
    hexHovered = Signal(object)  # Hex | None
    hexClicked = Signal(object, Qt.MouseButton)  # Hex, button
    zoomChanged = Signal(float)

    def __init__(self, scene=None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, False)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._tool: BoardTool = NullTool()
        self._hover: Hex | None = None
        self._space = False
        self._panning = False
        self._pan_last = QPoint()
        self._press_hex: Hex | None = None
        # The scene draws counters for the zoom its view shows (readable when zoomed out).
        self.zoomChanged.connect(self._tell_scene_zoom)
        self._tell_scene_zoom(self.zoom())

    def _tell_scene_zoom(self, zoom: float) -> None:
        scene = self.scene()
        if scene is not None and hasattr(scene, "set_view_scale"):
            scene.set_view_scale(zoom)

    def setScene(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().setScene(scene)
        self._tell_scene_zoom(self.zoom())

    # --- tool -------------------------------------------------------------------
    def set_tool(self, tool: BoardTool | None) -> None:
        """Install a mode's tool (None: back to the default that does nothing)."""
        self._tool.deactivate(self)
        self._tool = tool if tool is not None else NullTool()
        self._tool.activate(self)

    def tool(self) -> BoardTool:
        return self._tool

    # --- zoom -------------------------------------------------------------------
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, factor: float) -> None:
        """Set the absolute zoom (1 = one scene unit per pixel), within limits."""
        factor = min(max(factor, MIN_ZOOM), MAX_ZOOM)
        current = self.zoom()
        if current <= 0:
            return
        self.scale(factor / current, factor / current)
        self.zoomChanged.emit(self.zoom())

    def zoom_by(self, step: float) -> None:
        self.set_zoom(self.zoom() * step)

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def fit(self) -> None:
        """Show the whole map."""
        scene = self.scene()
        if scene is None:
            return
        # The whole scene rect (the map, names running off it and the board's
        # margin), not the map alone: fitted to the map, the margin still
        # overflows the window and a scroll bar appears after "fit".
        self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        # fitInView ignores the limits; bring the zoom back inside them.
        z = self.zoom()
        if z < MIN_ZOOM or z > MAX_ZOOM:
            self.set_zoom(z)
        else:
            self.zoomChanged.emit(z)

    def center_on_hex(self, h: Hex) -> None:
        scene = self.scene()
        if scene is not None and hasattr(scene, "hex_center"):
            self.centerOn(scene.hex_center(h))

    # --- events -----------------------------------------------------------------
    def _board_event(self, event: QMouseEvent) -> BoardMouseEvent:
        pos = self.mapToScene(event.position().toPoint())
        scene = self.scene()
        h = scene.hex_at(pos) if scene is not None and hasattr(scene, "hex_at") else None
        return BoardMouseEvent(pos, h, event.button(), event.buttons(), event.modifiers(), event.position().toPoint())

    def wheelEvent(self, event: QWheelEvent) -> None:
        dy = event.angleDelta().y()
        if dy == 0:
            event.ignore()
            return
        # Plain wheel and Ctrl+wheel both zoom: a board has nothing to scroll to
        # that dragging does not reach more easily.
        self.zoom_by(ZOOM_STEP ** (dy / 120))
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
        elif key == Qt.Key.Key_0:
            self.fit()
        elif key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            if not self._panning:
                self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def _start_pan(self, event: QMouseEvent) -> None:
        self._panning = True
        self._pan_last = event.position().toPoint()
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        btn = event.button()
        if btn == Qt.MouseButton.MiddleButton or (btn == Qt.MouseButton.LeftButton and self._space):
            self._start_pan(event)
            event.accept()
            return
        be = self._board_event(event)
        self._press_hex = be.hex
        if self._tool.press(self, be):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._panning:
            p = event.position().toPoint()
            d = p - self._pan_last
            self._pan_last = p
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - d.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - d.y())
            event.accept()
            return
        be = self._board_event(event)
        if be.hex != self._hover:
            self._hover = be.hex
            self.hexHovered.emit(be.hex)
        if self._tool.move(self, be):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._panning:
            if event.buttons() & (Qt.MouseButton.MiddleButton | Qt.MouseButton.LeftButton):
                return
            self._panning = False
            if self._space:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                self.viewport().unsetCursor()
            event.accept()
            return
        be = self._board_event(event)
        used = self._tool.release(self, be)
        # A click is a press and release on the same hex.
        if be.hex is not None and be.hex == self._press_hex:
            self.hexClicked.emit(be.hex, event.button())
        self._press_hex = None
        if used:
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event) -> None:
        if self._hover is not None:
            self._hover = None
            self.hexHovered.emit(None)
        super().leaveEvent(event)
