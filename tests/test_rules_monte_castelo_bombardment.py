"""Monte Castelo's bombardment stage with off-map pieces (4, 4.1): pools by release turn, one command per
bombardment, 10 PB per hex, 3 hexes from a unit of the command, Allies first, once a turn."""

from __future__ import annotations

import pytest
from combat_fixtures import monte_castelo_bt, monte_castelo_crt, scenario, unit

from hexstudio.engine.actions import EndPhase
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game
from hexstudio.engine.rules.bombardment_stage import StageBombard, available_pieces
from hexstudio.scenario.model import PhaseDef

STAGE = {"rule": "bombardment_stage", "params": {
    "max_pb_per_hex": 10, "max_distance_to_own_unit": 3, "allies_announce_first": True, "allies_resolve_first": True,
    "no_night": True, "pieces_removed_at_end": True, "nationality_restricted": True,
    "commands": {"mtn": ["us-a1", "us-a2", "us-a3"], "feb": ["br-a1"], "de232": ["de-a1"]}}}


def piece(uid: str, nat: str, pb: int, formation: str, release: int = 1) -> dict:
    u = unit(uid, nat, 0, 0, 0, type="artillery", formation=formation, flags=["bombardment_only", "no_zoc", "no_losses"])
    u["full"]["bombard"] = pb
    u["release_turn"] = release
    return u


def stage_game(release_br: int = 1) -> Game:
    forms = [{"id": "mtn", "name": "10th Mountain", "level": "division"}, {"id": "feb", "name": "FEB", "level": "division"},
             {"id": "de232", "name": "232 ID", "level": "division"}]
    units = [
        unit("us1", "us", 4, 4, formation="mtn"), unit("br1", "br", 4, 4, formation="feb"),
        unit("de1", "de", 2, 2, formation="de232"), unit("de2", "de", 2, 2, formation="de232"),
        piece("us-a1", "us", 6, "mtn"), piece("us-a2", "us", 4, "mtn"), piece("us-a3", "us", 3, "mtn"),
        piece("br-a1", "br", 4, "feb", release_br), piece("de-a1", "de", 4, "de232"),
    ]
    setup = {"us1": "0503", "br1": "0909", "de1": "0505", "de2": "0202"}
    scn = scenario(units=units, setup=setup, formations=forms, special_rules=[STAGE], crt=monte_castelo_crt(),
                   bombardment=monte_castelo_bt(), rules={"combat": {"shift_mode": "attacker_first", "terrain": "cumulative"}})
    seq = [PhaseDef(kind="bombardment"), PhaseDef(kind="movement", side="allies"), PhaseDef(kind="combat", side="allies")]
    scn = scn.model_copy(update={"turns": scn.turns.model_copy(update={"sequence": seq})})
    g = Game(scn, 0)
    assert g.phase_kind() == "bombardment"
    return g


def test_pieces_are_offered_by_release_turn_and_fire_once_a_turn():
    g = stage_game(release_br=2)
    assert set(available_pieces(g, "allies")) == {"us-a1", "us-a2", "us-a3"}
    h = g.grid.parse("0505")
    g.apply(StageBombard("allies", h, ("us-a1", "us-a2")))
    assert "us-a1" not in available_pieces(g, "allies")
    assert any(e.kind == "bombardment" for e in g.log[-1].events)
    with pytest.raises(IllegalAction, match="not available"):
        g.check(StageBombard("allies", g.grid.parse("0202"), ("us-a1",)))
    while g.state.turn == 1:
        g.apply(EndPhase())
    assert g.phase_kind() == "bombardment"
    assert set(available_pieces(g, "allies")) == {"us-a1", "us-a2", "us-a3", "br-a1"}


def test_ten_pb_per_hex_one_command_and_the_distance_to_its_units():
    g = stage_game()
    h = g.grid.parse("0505")
    with pytest.raises(IllegalAction, match="at most 10"):
        g.check(StageBombard("allies", h, ("us-a1", "us-a2", "us-a3")))
    with pytest.raises(IllegalAction, match="one command"):
        g.check(StageBombard("allies", h, ("us-a2", "br-a1")))
    # The FEB's only unit is 4 hexes from 0505.
    with pytest.raises(IllegalAction, match="more than 3 hexes"):
        g.check(StageBombard("allies", h, ("br-a1",)))
    g.check(StageBombard("allies", h, ("us-a2", "us-a3")))


def test_the_allies_fire_first():
    g = stage_game()
    g.apply(StageBombard("axis", g.grid.parse("0503"), ("de-a1",)))
    with pytest.raises(IllegalAction, match="first"):
        g.check(StageBombard("allies", g.grid.parse("0505"), ("us-a1",)))


def test_the_random_player_is_offered_stage_bombardments():
    g = stage_game()
    offered = [a for a in g.legal_actions() if isinstance(a, StageBombard)]
    assert offered and all(a.side in ("allies", "axis") for a in offered)


def announce_game() -> Game:
    g = stage_game()
    rules = [r.model_copy(update={"params": {**r.params, "order": "announce_then_resolve"}}) if r.rule == "bombardment_stage" else r
             for r in g.scenario.special_rules]
    return Game(g.scenario.model_copy(update={"special_rules": rules}), 0)


def _kinds(g: Game, kind: str) -> list[dict]:
    return [e.data for ch in g.log for e in ch.events if e.kind == kind]


def test_announcements_roll_nothing_until_the_stage_ends_then_allies_resolve_first():
    g = announce_game()
    g.apply(StageBombard("allies", g.grid.parse("0505"), ("us-a2",)))
    with pytest.raises(IllegalAction, match="counter"):
        g.check(StageBombard("allies", g.grid.parse("0505"), ("us-a3",)))
    g.apply(StageBombard("axis", g.grid.parse("0503"), ("de-a1",)))
    # The German announcement came before any roll: it cannot depend on the Allied result.
    assert not _kinds(g, "bombardment") and len(_kinds(g, "bombardment_announced")) == 2
    with pytest.raises(IllegalAction, match="first"):
        g.check(StageBombard("allies", g.grid.parse("0202"), ("us-a3",)))  # the Germans have announced
    while g.state.pending is None and g.phase_kind() == "bombardment":
        g.apply(EndPhase())
    while g.state.pending is not None:  # each loss choice belongs to the bombarded side
        d = g.state.pending
        assert d.side == ("axis" if len(_kinds(g, "bombardment")) == 1 else "allies")
        from hexstudio.engine.actions import Choose

        g.apply(Choose(d.options[0]))
    assert [b["target"] for b in _kinds(g, "bombardment")] == ["0505", "0503"]
    assert g.phase_kind() == "movement"


def test_one_by_one_still_rolls_at_once():
    g = stage_game()
    g.apply(StageBombard("allies", g.grid.parse("0505"), ("us-a2",)))
    assert len(_kinds(g, "bombardment")) == 1


def test_announce_then_resolve_replays_and_undoes_exactly():
    g = announce_game()
    g.apply(StageBombard("allies", g.grid.parse("0505"), ("us-a2",)))
    g.apply(StageBombard("axis", g.grid.parse("0503"), ("de-a1",)))
    before = g.state.copy()
    g.undo()
    g.apply(StageBombard("axis", g.grid.parse("0503"), ("de-a1",)))
    assert g.state == before
    g.apply(EndPhase())
    again = announce_game()
    for a in [StageBombard("allies", g.grid.parse("0505"), ("us-a2",)), StageBombard("axis", g.grid.parse("0503"), ("de-a1",)),
              EndPhase()]:
        again.apply(a)
    assert again.state == g.state
    assert _kinds(again, "bombardment") == _kinds(g, "bombardment")
