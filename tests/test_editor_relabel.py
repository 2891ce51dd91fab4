"""Changing the hex numbering rewrites every hex reference, as one undoable step."""

from __future__ import annotations

import typing

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from hexstudio.paths import scenarios_dir
from hexstudio.scenario import edits as E
from hexstudio.scenario import model as M
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.validate import check

TUTORIAL = load_scenario(scenarios_dir() / "tutorial.json")


def schemes() -> st.SearchStrategy[dict[str, object]]:
    return st.fixed_dictionaries(
        {
            "separator": st.sampled_from(["", "-", "."]),
            "first_column": st.integers(0, 120),
            "first_row": st.integers(0, 120),
            "digits": st.integers(1, 4),
            "zero_pad": st.booleans(),
        }
    ).filter(lambda d: d["separator"] or d["zero_pad"])


def _with_everything() -> M.Scenario:
    """The tutorial plus a hex reference in every kind of place that holds one."""
    s = TUTORIAL.model_copy(deep=True)
    s.map.off_map = ["1612"]
    s.map.hex_sets["drop"] = M.HexSet(name="Drop", hexes=["0303", "0304"])
    s.withdrawals = [
        M.Withdrawal(
            id="w1",
            units=[s.units[0].id],
            schedule=M.Schedule(when=M.AnyOfCondition(kind="any_of", conditions=[
                M.HexControlCondition(kind="hex_controlled", side=s.sides[1].id, hexes=["0505"]),
                M.UnitEnteredHexCondition(kind="unit_entered", side=s.sides[1].id, hexes=["0606"]),
            ])),
            returns=M.Reinforcement(id="back", units=[s.units[0].id], schedule=M.Schedule(turn=3), entry=M.Entry(hexes=["0101"])),
        )
    ]
    s.special_rules = [
        M.SpecialRule(rule="must_occupy", params={"turn": 1, "unit": s.units[0].id, "hex": "0707"}),
        M.SpecialRule(rule="bailey_bridge", params={"turn": 2, "hexside": ["0203", "0303"], "road_path": ["0203", "0303"], "to": "0303"}),
        M.SpecialRule(rule="evacuation", params={"port_hexes": ["0808"], "zones": [{"when": {"kind": "hex_controlled", "hexes": ["0909"]}}]}),
        M.SpecialRule(rule="strategic_bombing", params={"column": "0102"}),
    ]
    return s


def test_every_reference_is_rewritten() -> None:
    s = _with_everything()
    before = s.model_dump()
    edit = E.relabel_scenario(s, {"separator": "-", "first_column": 0, "first_row": 10, "digits": 2})
    edit.apply(s)
    assert "00-10" in s.map.hexes and "0101" not in s.map.hexes
    assert s.map.off_map == ["15-21"]
    assert s.map.hex_sets["drop"].hexes == ["02-12", "02-13"]
    assert all("-" in x for hs in s.map.hexsides for x in hs.hexes)
    assert all("-" in x for r in s.map.roads for x in r.path)
    assert all("-" in p.hex for p in s.setup)
    w = s.withdrawals[0]
    assert [c.hexes for c in w.schedule.when.conditions] == [["04-14"], ["05-15"]]  # type: ignore[union-attr]
    assert w.returns is not None and w.returns.entry.hexes == ["00-10"]
    assert all("-" in x for o in s.victory.objectives for x in o.hexes)
    assert all("-" in x for t in s.tutorial for x in t.hexes)
    assert all("-" in x for r in s.reinforcements for x in r.entry.hexes)
    p = [r.params for r in s.special_rules]
    assert p[0]["hex"] == "06-16"
    assert p[1] == {"turn": 2, "hexside": ["01-12", "02-12"], "road_path": ["01-12", "02-12"], "to": "02-12"}
    assert p[2] == {"port_hexes": ["07-17"], "zones": [{"when": {"kind": "hex_controlled", "hexes": ["08-18"]}}]}
    # A bombardment column named like a hex is not a hex.
    assert p[3] == {"column": "0102"}
    assert not [x for x in check(s) if x.severity == "error"]
    edit.inverse().apply(s)
    assert s.model_dump() == before


def test_every_hex_field_of_the_model_is_handled() -> None:
    """A new model field holding hexes must be added to relabel_data (and HEX_LABEL_FIELDS)."""
    found: set[str] = set()

    def walk(model: type[BaseModel], seen: set[type]) -> None:
        if model in seen:
            return
        seen.add(model)
        for name, info in model.model_fields.items():
            text = repr(info.annotation) + repr(info.metadata)
            if repr(typing.get_args(M.HexRef)[1]) in text:
                found.add(f"{model.__name__}.{name}")
            for t in _models_in(info.annotation):
                walk(t, seen)

    walk(M.Scenario, set())
    assert found == {
        "MapDef.hexes", "MapDef.off_map", "HexsideData.hexes", "RoadPath.path", "HexSet.hexes",
        "Placement.hex", "HexControlCondition.hexes", "UnitEnteredHexCondition.hexes", "Entry.hexes",
        "Objective.hexes", "ControlArea.hexes", "TutorialStep.hexes",
    }  # fmt: skip
    # Outside the map every one of them is called hex or hexes, which is what the rewrite walks.
    assert {f.split(".")[1] for f in found if not f.startswith(("MapDef", "HexsideData", "RoadPath", "HexSet"))} <= {"hex", "hexes"}


def _models_in(t: object) -> list[type[BaseModel]]:
    out: list[type[BaseModel]] = []
    if isinstance(t, type) and issubclass(t, BaseModel):
        return [t]
    for a in typing.get_args(t):
        out += _models_in(a)
    return out


@settings(max_examples=25, deadline=None)
@given(scheme=schemes())
def test_relabel_then_back_gives_the_same_scenario(scheme: dict[str, object]) -> None:
    s = _with_everything()
    before = s.model_dump()
    old = s.map.labels.model_dump()
    there = E.relabel_scenario(s, scheme)
    there.apply(s)
    assert s.map.labels.model_dump() == M.LabelSchemeModel.model_validate(scheme).model_dump()
    assert not [x for x in check(s) if x.severity == "error"]
    back = E.relabel_scenario(s, old)
    back.apply(s)
    assert s.model_dump() == before
    # Undoing both steps gives the same scenario too.
    back.inverse().apply(s)
    there.inverse().apply(s)
    assert s.model_dump() == before


def test_preview_and_refusals() -> None:
    s = TUTORIAL.model_copy(deep=True)
    pairs = E.relabel_preview(s, {"separator": "-", "first_column": 1, "first_row": 1, "digits": 2})
    assert pairs[:2] == [("0101", "01-01"), ("1612", "16-12")]
    with pytest.raises(E.EditError, match="digits"):
        E.relabel_scenario(s, {"digits": 9})
    with pytest.raises(E.EditError, match="zero-padded"):
        E.relabel_scenario(s, {"separator": "", "zero_pad": False})
    assert E.relabel_scenario(s, s.map.labels).is_noop()
