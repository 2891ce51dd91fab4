"""Undo for the editor: QUndoCommands around the headless edit operations.

One ``EditSession`` per open scenario owns one ``QUndoStack``. Each command
wraps an ``Edit`` from ``hexstudio.scenario.edits`` (which holds the data
from before and after, named by hex label and id, never a board item), so
everything that can go wrong with undo is tested without Qt.

* While the mouse is down, a tool opens a *stroke*; every command pushed in
  it carries the stroke number and merges into the first, so a brush stroke,
  a traced river or a drawn road is one history step.
* Typing in a form field pushes ``SetField`` edits with the field's merge id;
  consecutive changes to the same field merge the same way.
* A command that ends up changing nothing marks itself obsolete and the
  stack drops it.
* The stack's clean index is the saved state: ``modifiedChanged`` follows it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from enum import IntEnum

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from hexstudio.editor.history import history_text
from hexstudio.scenario.edits import (
    Changes,
    Compound,
    Edit,
    ListItemEdit,
    SetFeatures,
    SetField,
    SetHexProperty,
    SetHexSet,
    SetHexsides,
    SetOffMap,
    SetRoads,
    SetTerrain,
)
from hexstudio.scenario.model import Scenario

# Edits of more hexes than this are applied slice by slice (``EditSession.push_large``); a
# slice takes ~10 ms on a big map, a few of them run between two turns of the event loop.
LARGE_EDIT = 4000
EDIT_SLICE = 200


class MergeId(IntEnum):
    """Every merge id of the editor's commands, in one place (-1: never merges)."""

    NONE = -1
    TERRAIN = 1
    FEATURES = 2
    HEX_PROPERTY = 3
    HEXSIDES = 4
    ROADS = 5
    OFF_MAP = 6
    HEX_SET = 7
    FIELD = 8


def merge_id_of(edit: Edit) -> MergeId:
    for kind, mid in (
        (SetTerrain, MergeId.TERRAIN),
        (SetFeatures, MergeId.FEATURES),
        (SetHexProperty, MergeId.HEX_PROPERTY),
        (SetHexsides, MergeId.HEXSIDES),
        (SetRoads, MergeId.ROADS),
        (SetOffMap, MergeId.OFF_MAP),
        (SetHexSet, MergeId.HEX_SET),
        (SetField, MergeId.FIELD),
    ):
        if isinstance(edit, kind):
            return mid
    return MergeId.NONE


class EditCommand(QUndoCommand):
    """One edit on the stack. ``group`` is the stroke (or field) it may merge within."""

    def __init__(self, session: EditSession, edit: Edit, group: object | None = None, applied: bool = False) -> None:
        """``applied``: the edit was applied already (slice by slice, ``push_large``):
        the stack's first ``redo`` only records it."""
        super().__init__(session.step_text(edit))
        self._session = session
        self.edit = edit
        self.group = group
        self._merge_id = merge_id_of(edit) if group is not None else MergeId.NONE
        self._applied = applied

    def id(self) -> int:
        return int(self._merge_id)

    def redo(self) -> None:
        if self._applied:
            self._applied = False
        else:
            self._session._apply(self.edit)
        self.setObsolete(self.edit.is_noop())

    def undo(self) -> None:
        self._session._apply(self.edit.inverse())

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, EditCommand) or other.group is None or other.group != self.group:
            return False
        merged = self.edit.merged(other.edit)
        if merged is None:
            return False
        self.edit = merged
        self.setText(self._session.step_text(merged))
        # A stroke that painted and then repainted the old terrain undoes itself.
        self.setObsolete(merged.is_noop())
        return True


class EditSession(QObject):
    """The undo history and change notifications of one open scenario.

    ``scenario`` is a callable so the session always edits the document's
    current scenario object (saving under a new name may replace it).
    """

    changed = Signal(object)  # Changes
    modifiedChanged = Signal(bool)

    def __init__(self, scenario: Callable[[], Scenario], language: str = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scenario = scenario
        # The interface language: history steps name terrain as the palette does.
        self.language = language
        self.stack = QUndoStack(self)
        self.stack.cleanChanged.connect(self._clean_changed)
        self._stroke = 0
        self._in_stroke = False
        self._stroke_texts: dict[tuple[str, str], str] = {}
        # The stroke's step on the stack, and whether dabs were merged into it directly.
        self._stroke_command: EditCommand | None = None
        self._stroke_merged = False

    @property
    def scenario(self) -> Scenario:
        return self._scenario()

    def step_text(self, edit: Edit) -> str:
        """What the History and the Undo button call an edit (remembered within
        a stroke, whose every dab asks twice and cannot change the catalogue)."""
        if not self._in_stroke:
            return history_text(edit.text, self.scenario, self.language)
        key = (edit.text, self.language)
        got = self._stroke_texts.get(key)
        if got is None:
            got = self._stroke_texts[key] = history_text(edit.text, self.scenario, self.language)
        return got

    def _clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    def _apply(self, edit: Edit) -> None:
        changes = edit.apply(self.scenario)
        # A no-op still names its section; nothing needs repainting for it.
        if changes and not edit.is_noop():
            self.changed.emit(changes)

    # --- pushing -----------------------------------------------------------------
    def push(self, edit: Edit, merge_key: object | None = None) -> bool:
        """Perform an edit as a history step; False when it changed nothing.

        Inside a stroke the edit merges with the stroke's earlier ones;
        ``merge_key`` (a field path) merges consecutive edits outside strokes.
        """
        if edit.is_noop() and not self._in_stroke:
            return False
        if self._in_stroke and self._merge_into_stroke(edit):
            return not edit.is_noop()
        group: object | None = ("stroke", self._stroke) if self._in_stroke else merge_key
        command = EditCommand(self, edit, group)
        self.stack.push(command)
        if self._in_stroke:
            self._stroke_command = command
        return not edit.is_noop()

    def _stroke_top(self) -> EditCommand | None:
        """The stroke's command if it is still the stack's last step done (and
        not the saved state, which nothing merges into)."""
        command = self._stroke_command
        i = self.stack.index()
        if command is None or i == 0 or i == self.stack.cleanIndex() or self.stack.command(i - 1) is not command:
            return None
        return command

    def _merge_into_stroke(self, edit: Edit) -> bool:
        """A later dab of a brush stroke (hex cells of the same kind): applied,
        and merged into the stroke's step on the stack, without a push of its
        own (a push re-lays out the History and the Undo button's text every
        dab); ``end_stroke`` makes the one push that brings them up to date.
        False when the edit is to be pushed as usual."""
        top = self._stroke_top()
        if top is None or getattr(edit, "cells", None) is None or type(top.edit) is not type(edit):
            return False
        merged = top.edit.merged(edit)
        if merged is None:
            return False
        self._apply(edit)
        top.edit = merged
        self._stroke_merged = True
        return True

    def push_large(self, edit: Edit, run_in_steps: Callable[[Iterator[tuple[int, int]]], bool]) -> bool:
        """Push an edit of many hexes (a fill of a huge map) applied slice by slice.

        ``run_in_steps(steps)`` drives the slices (``app.longjob.run_in_steps``
        with a progress dialog): the board follows each slice and the window
        keeps answering. Cancelled, the slices done are taken back and nothing
        is pushed (False). Edits of few hexes are simply pushed.
        """
        cells = getattr(edit, "cells", None)
        if cells is None or len(cells) <= LARGE_EDIT or self._in_stroke:
            return self.push(edit)
        if edit.is_noop():
            return False
        items = list(cells.items())
        kind = type(edit)
        what = getattr(edit, "what", "")
        done: list[Edit] = []
        finished = False

        def steps() -> Iterator[tuple[int, int]]:
            nonlocal finished
            try:
                for k in range(0, len(items), EDIT_SLICE):
                    part = kind(dict(items[k : k + EDIT_SLICE]), what)
                    self._apply(part)
                    done.append(part)
                    yield min(k + EDIT_SLICE, len(items)), len(items)
                finished = True
            finally:
                if not finished:
                    for part in reversed(done):
                        self._apply(part.inverse())

        if not run_in_steps(steps()) or not finished:
            return False
        self.stack.push(EditCommand(self, edit, None, applied=True))
        return True

    def begin_stroke(self) -> None:
        """Start merging pushes into one step (mouse pressed)."""
        self._stroke += 1
        self._in_stroke = True
        self._stroke_texts = {}
        self._stroke_command, self._stroke_merged = None, False

    def end_stroke(self) -> None:
        """Stop merging (mouse released)."""
        top = self._stroke_top()
        if top is not None and self._stroke_merged:
            # One push of nothing, merged as a dab is: the stack tells the
            # History and the Undo button about the stroke's step once, and
            # drops it if the stroke ends up changing nothing.
            # (Only hex cell edits are merged directly: ``_merge_into_stroke``.)
            kind = type(top.edit)
            self.stack.push(EditCommand(self, kind({}, getattr(top.edit, "what", "")), top.group))  # type: ignore[call-arg]
        self._stroke_command, self._stroke_merged = None, False
        self._in_stroke = False
        self._stroke += 1

    @property
    def in_stroke(self) -> bool:
        return self._in_stroke

    # --- state -------------------------------------------------------------------
    def is_modified(self) -> bool:
        return not self.stack.isClean()

    def mark_saved(self) -> None:
        self.stack.setClean()


__all__ = [
    "Changes",
    "Compound",
    "EditCommand",
    "EditSession",
    "ListItemEdit",
    "MergeId",
    "merge_id_of",
]
