"""Ports: Sicily's evacuation the moment a unit reaches Messina (4.2.2) and Leyte's
reinforcements that never enter once no port is held (12.1.2)."""

from __future__ import annotations

from pathlib import Path

from engine_fixtures import end_phase_attacking, family_scenario, unit

from hexstudio.engine.actions import EnterReinforcement, ExitMap, MoveStack
from hexstudio.engine.game import Game
from hexstudio.engine.reinforcements import lost_groups, waiting_units
from hexstudio.engine.victory import breakdown
from hexstudio.hexgrid import Grid
from hexstudio.scenario.io import load_scenario

P = Grid(10, 6).parse
ROOT = Path(__file__).resolve().parent.parent / "scenarios"


# --------------------------------------------------------------------------- evacuation


def _evacuation_game(units, immediate=True, reinforcements=None):
    rule = {"rule": "evacuation", "params": {"side": "blue", "port_hexes": ["0503"],
                                             "immediate_on_reaching_port": immediate}}
    return Game(family_scenario(units=units, special_rules=[rule], reinforcements=reinforcements or []))


def test_a_unit_reaching_the_port_is_evacuated_at_once_even_in_an_enemy_zone() -> None:
    g = _evacuation_game([unit("b", "blue", "0303"), unit("r", "red", "0603")])
    g.apply(MoveStack(("b",), (P("0303"), P("0403"), P("0503"))))
    assert g.state.units["b"].status == "evacuated" and g.state.units["b"].hex is None
    assert not g.state.units_at(P("0503"))


def test_without_the_parameter_evacuation_is_an_action_refused_in_an_enemy_zone() -> None:
    g = _evacuation_game([unit("b", "blue", "0303"), unit("r", "red", "0603")], immediate=False)
    g.apply(MoveStack(("b",), (P("0303"), P("0403"), P("0503"))))
    assert g.state.units["b"].status == "on_map"
    assert "must stop" in (g.why_illegal(ExitMap(("b",))) or "")


def test_a_move_ends_at_the_port() -> None:
    g = _evacuation_game([unit("b", "blue", "0303"), unit("r", "red", "1006")])
    why = g.why_illegal(MoveStack(("b",), (P("0303"), P("0403"), P("0503"), P("0502"))))
    assert why is not None and "evacuated the moment it reaches 0503" in why


def test_a_reinforcement_landing_at_the_port_stays() -> None:
    reinf = [{"id": "g", "units": ["late"], "schedule": {"turn": 1}, "entry": {"hexes": ["0503"]}}]
    g = _evacuation_game([unit("late", "blue", None), unit("r", "red", "1006")], reinforcements=reinf)
    g.apply(EnterReinforcement("late", P("0503")))
    assert g.state.units["late"].status == "on_map"


def test_sicily_unit_reaching_messina_is_evacuated_at_once() -> None:
    """Issue 12: 'basta que a unidade alcance o porto, sendo imediatamente transferida para a Itália'."""
    g = Game(load_scenario(ROOT / "sicily.json"))
    st = g.state
    assert g.phase().side == "axis" and g.phase_kind() == "movement"
    messina = g.grid.parse("3903")
    italian = next(u for u in st.on_map("axis") if g.unit_defs[u.id].nationality == "it" and u.released)
    start = next(n for n in messina.neighbours() if g.view.in_play(n) and not st.units_at(n)
                 and g.costs.entry_costs(g.movement_class(italian.id))[g.costs.index[n]] < 99)
    italian.hex = start
    g.changed()
    g.apply(MoveStack((italian.id,), (start, messina)))
    assert st is g.state and g.state.units[italian.id].status == "evacuated"
    assert ("axis", 1, "Italian unit evacuated") in [(s, p, str(r)) for s, p, r in breakdown(g)]


# --------------------------------------------------------------------------- reinforcement ports


def _port_game(if_none_held: str):
    ports = {"ports": {"name": "Ports", "hexes": ["0503", "0505"]}}
    rule = {"rule": "reinforcement_ports", "params": {"side": "blue", "hex_set": "ports",
                                                     "if_enemy_held": "nearest_friendly_port",
                                                     "if_none_held": if_none_held}}
    units = [unit("b", "blue", "0101"), unit("late", "blue", None),
             unit("r1", "red", "0503", "1-1-4"), unit("r2", "red", "0505", "1-1-4")]
    reinf = [{"id": "g", "units": ["late"], "schedule": {"turn": 2}, "entry": {"hexes": ["0503"]}}]
    s = family_scenario(units=units, reinforcements=reinf, special_rules=[rule], hex_sets=ports,
                        schema_version=2, start_control={"default": "side", "side": "blue"}, turns=4)
    return Game(s)


def _free_the_ports(g: Game) -> None:
    for uid in ("r1", "r2"):
        g.state.units[uid].status, g.state.units[uid].hex = "eliminated", None
    g.state.control.pop(P("0503"))
    g.state.control.pop(P("0505"))
    g.changed()


def test_reinforcements_whose_ports_are_all_lost_never_enter() -> None:
    """Issue 12: Leyte 12.1.2 'Se não houver nenhum, as unidades de reforço japonesas não podem mais entrar'."""
    g = _port_game("no_more_reinforcements")
    assert g.holder(P("0503")) == g.holder(P("0505")) == "red"
    while (g.state.turn, g.phase_kind()) != (2, "combat"):
        end_phase_attacking(g)
    assert lost_groups(g) == ["g"] and g.state.units["late"].status == "pending"
    assert any(e.kind == "reinforcements_lost" for entry in g.log for e in entry.events)
    # the ports come back: the group stays lost
    _free_the_ports(g)
    while g.state.turn < 4:
        end_phase_attacking(g)
    assert g.state.units["late"].status == "pending" and not waiting_units(g, "blue")


def test_with_wait_they_land_once_a_port_is_held_again() -> None:
    g = _port_game("wait")
    while (g.state.turn, g.phase_kind()) != (2, "combat"):
        end_phase_attacking(g)
    assert lost_groups(g) == [] and [u for u, _ in waiting_units(g, "blue")] == ["late"]


def test_a_lost_port_sends_them_to_the_nearest_port_held() -> None:
    g = _port_game("no_more_reinforcements")
    g.state.units["r2"].status, g.state.units["r2"].hex = "eliminated", None
    g.state.control.pop(P("0505"))
    g.changed()
    while (g.state.turn, g.phase_kind()) != (2, "movement"):
        end_phase_attacking(g)
    g.apply(EnterReinforcement("late", P("0505")))
    assert g.state.units["late"].hex == P("0505")


def test_leyte_japanese_reinforcements_never_enter_when_every_port_is_american() -> None:
    g = Game(load_scenario(ROOT / "leyte.json"))
    for h in g.view.hex_sets["jp_ports"]:
        for u in g.state.units_at(h):
            u.status, u.hex = "eliminated", None
        g.state.control[h] = "us"
    g.changed()
    while g.state.active_side != "japan":
        end_phase_attacking(g)
    assert {"jp-t1-albuera", "jp-t1-carigara"} <= set(lost_groups(g))
    assert all(g.state.units[u].status == "pending" for grp in g.scenario.reinforcements
               if grp.id in ("jp-t1-albuera", "jp-t1-carigara") for u in grp.units)
