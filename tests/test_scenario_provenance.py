"""A battle is as faithful as its least faithful part (issue 12)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexstudio.scenario.consistency import check_design
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.model import Provenance
from hexstudio.scenario.provenance import provenance_summary, scenario_provenance, worst

ROOT = Path(__file__).resolve().parent.parent / "scenarios"


def test_worst_of() -> None:
    assert worst(Provenance.BOOK, None, Provenance.DERIVED) is Provenance.DERIVED
    assert worst(Provenance.RECONSTRUCTED, Provenance.INVENTED, Provenance.BOOK) is Provenance.INVENTED
    assert worst() is Provenance.BOOK


@pytest.mark.parametrize("path", sorted(ROOT.glob("*.json")), ids=lambda p: p.stem)
def test_every_battle_declares_the_provenance_of_its_worst_part(path: Path) -> None:
    s = load_scenario(path)
    assert s.info.provenance is scenario_provenance(s)
    assert not [p for p in check_design(s) if p.path == "info.provenance"]


def test_a_book_scenario_on_a_reconstructed_map_is_a_reconstruction() -> None:
    s = load_scenario(ROOT / "reichswald.json")
    claims = s.model_copy(update={"info": s.info.model_copy(update={"provenance": Provenance.BOOK})})
    summary = provenance_summary(claims)
    assert summary.map is Provenance.RECONSTRUCTED and summary.overall is Provenance.RECONSTRUCTED
    (warning,) = [p for p in check_design(claims) if p.path == "info.provenance"]
    assert "'book'" in warning.message and "'reconstructed'" in warning.message


def test_reichswald_specialist_counters_have_one_step() -> None:
    """Issue 12: the backs of the 79th's nine specialist regiments are blank on the sheet (not 0-1-20 twice)."""
    units = load_scenario(ROOT / "reichswald.json").unit_by_id()
    for uid in ("uk-5aslt", "uk-11rtr", "uk-6aslt", "uk-42aslt", "uk-141rac", "uk-1ffy", "uk-1lot", "uk-2wdr", "uk-22dr"):
        u = units[uid]
        assert u.steps == 1 and u.reduced is None and u.provenance is Provenance.DERIVED, uid
    assert (units["uk-5aslt"].full.attack, units["uk-5aslt"].full.defence, units["uk-5aslt"].full.movement) == (0, 1, 20)
    for uid in ("uk-86-8", "uk-9rtr"):  # 79th Division counters whose back is printed keep it
        assert units[uid].steps == 2 and units[uid].reduced is not None, uid
