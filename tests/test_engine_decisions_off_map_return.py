"""A unit back from off the map: its owner picks the hex (Reichswald 5.3 obs), nothing picks it silently."""

from __future__ import annotations

from combat_fixtures import leyte_crt, scenario, unit

from hexstudio.engine.actions import Choose, EndPhase
from hexstudio.engine.combat import DeclareAttack
from hexstudio.engine.dice import roll_dice
from hexstudio.engine.game import Game

RULE = {"rule": "off_map_retreat", "params": {"edges": {"allies": ["west"], "axis": ["east", "south"]},
                                              "returns": "next_turn_adjacent_to_exit_hex", "other_edges": "destroyed"}}
NEXT_TO_1005 = {"1005", "1004", "1006", "0905", "0904", "0906"}


def _back_next_turn(block: str | None = None) -> Game:
    """de1 at 1005 (east edge) is driven off the map by us1 and play runs on to turn 2."""
    t = leyte_crt()
    c = [x.label for x in t.columns].index("4-1")
    totals = {n for i, r in enumerate(t.rows) if t.cells[i][c].startswith("DR") for n in r.rolls}
    seed = next(s for s in range(100_000) if sum(roll_dice(s, 0, "2d6")) in totals)
    units = [unit("us1", "us", 8, 4), unit("de1", "de", 2, 2, reduced=(1, 1)), unit("us2", "us", 1, 1)]
    scn = scenario(units=units, setup={"us1": "0905", "de1": "1005", "us2": "0101"}, special_rules=[RULE],
                   rules={"retreat": {"off_map": "returns"}})
    g = Game(scn, seed)
    g.apply(EndPhase())
    g.apply(DeclareAttack(g.grid.parse("1005"), ("us1",)))
    while g.state.pending is not None:
        d = g.state.pending
        g.apply(Choose("off map" if "off map" in d.options else d.options[0]))
    assert g.state.units["de1"].hex is None and g.state.units["de1"].status == "pending"
    if block is not None:  # an Allied unit stands next to where de1 left
        g.state.units["us2"].hex = g.grid.parse(block)
        g.changed()
    while g.state.turn == 1:
        g.apply(EndPhase())
    return g


def test_the_owner_chooses_among_the_open_hexes_next_to_where_it_left():
    g = _back_next_turn()
    d = g.state.pending
    assert d is not None and d.kind == "off_map_return" and d.side == "axis"
    # us1 may have advanced into 1005; whatever the Allies hold is not offered.
    held = {g.label(u.hex) for u in g.state.on_map("allies")}
    left = g.grid.parse("1005")
    beside = {g.label(h) for h in (left, *left.neighbours()) if g.view.in_play(h)}
    assert set(d.options) == (beside - held) and len(d.options) > 1 and set(d.options) <= NEXT_TO_1005
    assert g.state.units["de1"].status == "pending"  # nothing placed before the answer


def test_each_answer_puts_the_unit_in_the_chosen_hex_and_replays_exactly():
    from hexstudio.engine.save import game_from_data, save_data

    options = _back_next_turn().state.pending.options
    for option in options:
        g = _back_next_turn()
        g.apply(Choose(option))
        back = g.state.units["de1"]
        assert back.status == "on_map" and g.label(back.hex) == option and g.state.pending is None
        assert "de1" not in g.state.extra.get("rules.off_map_retreats", {})
        again = game_from_data(save_data(g))
        assert again.state.digest() == g.state.digest()


def test_an_enemy_held_hex_is_never_offered():
    g = _back_next_turn(block="1004")
    d = g.state.pending
    assert d is not None and d.kind == "off_map_return" and "1004" not in d.options
