"""The undo stack around edits: strokes merge, no-ops vanish, clean state is the saved one."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hexstudio.editor.commands import EditSession, MergeId, merge_id_of
from hexstudio.scenario import edits as E
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import Scenario

TUTORIAL = load_scenario(Path(__file__).resolve().parent.parent / "scenarios" / "tutorial.json")
GRID = grid_of(TUTORIAL.map)
LABELS = [GRID.label(h) for h in GRID.hexes()]
BASE = [t.id for t in TUTORIAL.terrain if t.kind == "base"]


def session_on(s: Scenario) -> tuple[EditSession, list[object]]:
    session = EditSession(lambda: s)
    seen: list[object] = []
    session.changed.connect(seen.append)
    return session, seen


def test_a_stroke_is_one_step_and_reports_each_change(qapp) -> None:  # type: ignore[no-untyped-def]
    s = TUTORIAL.model_copy(deep=True)
    session, seen = session_on(s)
    session.begin_stroke()
    for label in ("0606", "0607", "0608", "0707"):
        session.push(E.paint_terrain(s, E.brush_hexes(s, label, 2), "mangrove"))
    session.end_stroke()
    assert session.stack.count() == 1
    assert session.stack.text(0) == "Paint Mangrove"  # the terrain's name, not its id
    assert len(seen) == 4 and all(isinstance(c, E.Changes) for c in seen)
    session.stack.undo()
    assert s == TUTORIAL
    assert not session.is_modified()
    # The next stroke is a new step.
    session.stack.redo()
    session.begin_stroke()
    session.push(E.paint_terrain(s, ["1010"], "forest"))
    session.end_stroke()
    assert session.stack.count() == 2


def test_noops_leave_no_step_even_inside_a_stroke(qapp) -> None:  # type: ignore[no-untyped-def]
    s = TUTORIAL.model_copy(deep=True)
    session, seen = session_on(s)
    assert not session.push(E.paint_terrain(s, ["0101"], "sea"))
    session.begin_stroke()
    session.push(E.paint_terrain(s, ["0101"], "sea"))
    session.end_stroke()
    assert session.stack.count() == 0 and seen == []
    # A stroke that paints and then paints the old terrain back is obsolete as a whole.
    session.begin_stroke()
    session.push(E.paint_terrain(s, ["0606"], "forest"))
    session.push(E.paint_terrain(s, ["0606"], None))
    session.end_stroke()
    assert session.stack.count() == 0
    assert s == TUTORIAL


def test_saved_state_is_not_merged_into_and_field_typing_merges(qapp) -> None:  # type: ignore[no-untyped-def]
    s = TUTORIAL.model_copy(deep=True)
    session, _ = session_on(s)
    key = ("field", "turns.turns[0].date")
    session.push(E.set_field(s, "turns.turns[0].date", "01/06/1944"), key)
    session.push(E.set_field(s, "turns.turns[0].date", "02/06/1944"), key)
    assert session.stack.count() == 1
    session.mark_saved()
    session.push(E.set_field(s, "turns.turns[0].date", "03/06/1944"), key)
    assert session.stack.count() == 2  # the saved step keeps its place
    assert session.is_modified()
    session.stack.undo()
    assert not session.is_modified()
    assert s.turns.turns[0].date == "02/06/1944"


def test_merge_ids_live_in_one_enum() -> None:
    s = TUTORIAL.model_copy(deep=True)
    assert merge_id_of(E.paint_terrain(s, ["0606"], "forest")) is MergeId.TERRAIN
    assert merge_id_of(E.trace_hexsides(s, [("0606", "0607")], "river")) is MergeId.HEXSIDES
    assert merge_id_of(E.set_road_links(s, add=[("0606", "0607")], road_type="paved")) is MergeId.ROADS
    assert merge_id_of(E.remove_unit(s, s.units[0].id)) is MergeId.NONE
    assert len({m.value for m in MergeId}) == len(MergeId)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(
    st.lists(
        st.lists(st.tuples(st.sampled_from(LABELS), st.sampled_from([*BASE, None]), st.sampled_from([1, 2, 3])), min_size=1, max_size=6),
        min_size=1,
        max_size=5,
    )
)
def test_random_strokes_undo_and_redo_exactly(qapp, strokes: list) -> None:  # type: ignore[no-untyped-def]
    s = TUTORIAL.model_copy(deep=True)
    session, _ = session_on(s)
    states = [s.model_copy(deep=True)]
    for stroke in strokes:
        session.begin_stroke()
        for label, terrain, size in stroke:
            session.push(E.paint_terrain(s, E.brush_hexes(s, label, size), terrain))
        session.end_stroke()
        if s != states[-1]:
            states.append(s.model_copy(deep=True))
    assert session.stack.count() == len(states) - 1
    for i in range(len(states) - 1, 0, -1):
        session.stack.undo()
        assert s == states[i - 1]
    for i in range(1, len(states)):
        session.stack.redo()
        assert s == states[i]


def test_a_strokes_later_dabs_join_its_step_without_a_push_each(qapp) -> None:  # type: ignore[no-untyped-def]
    s = TUTORIAL.model_copy(deep=True)
    session, seen = session_on(s)
    told: list[int] = []
    session.stack.indexChanged.connect(told.append)
    session.begin_stroke()
    dabs = ("0606", "0607", "0608", "0707", "0708", "0709", "0809", "0810")
    for label in dabs:
        session.push(E.paint_terrain(s, E.brush_hexes(s, label, 2), "mangrove"))
        # The document has every dab at once, and the step on the stack holds them all.
        assert all(E.terrain_at(s, x) == "mangrove" for x in E.brush_hexes(s, label, 2))
        assert session.stack.count() == 1
    session.end_stroke()
    # The History and the Undo button hear of the step when it starts and when it ends, not at every dab.
    assert len(told) <= 2 and len(seen) == len(dabs)
    painted = s.model_copy(deep=True)
    session.stack.undo()
    assert s == TUTORIAL
    session.stack.redo()
    assert s == painted


def test_an_undo_in_the_middle_of_a_stroke_undoes_the_dabs_so_far(qapp) -> None:  # type: ignore[no-untyped-def]
    s = TUTORIAL.model_copy(deep=True)
    session, _seen = session_on(s)
    session.begin_stroke()
    for label in ("0606", "0607", "0608"):
        session.push(E.paint_terrain(s, [label], "forest"))
    session.stack.undo()  # Ctrl+Z with the button still down
    assert s == TUTORIAL
    session.push(E.paint_terrain(s, ["0909"], "forest"))
    session.push(E.paint_terrain(s, ["0910"], "forest"))
    session.end_stroke()
    # The rest of the stroke is a step of its own; the undone dabs stay undone (and redo-less).
    assert session.stack.count() == 1 and session.stack.index() == 1
    assert [E.terrain_at(s, x) for x in ("0606", "0909", "0910")] == [E.terrain_at(TUTORIAL, "0606"), "forest", "forest"]
    session.stack.undo()
    assert s == TUTORIAL


def test_a_save_in_the_middle_of_a_stroke_keeps_the_saved_step_as_saved(qapp) -> None:  # type: ignore[no-untyped-def]
    s = TUTORIAL.model_copy(deep=True)
    session, _seen = session_on(s)
    session.begin_stroke()
    session.push(E.paint_terrain(s, ["0606"], "forest"))
    session.push(E.paint_terrain(s, ["0607"], "forest"))
    session.mark_saved()  # Ctrl+S with the button still down
    saved = s.model_copy(deep=True)
    session.push(E.paint_terrain(s, ["0608"], "forest"))
    session.end_stroke()
    assert session.is_modified() and session.stack.count() == 2
    session.stack.undo()
    assert s == saved and not session.is_modified()
