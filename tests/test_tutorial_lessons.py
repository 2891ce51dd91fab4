"""Every claim the tutorial's lessons make, checked against the rules engine.

A lesson that teaches a rule the engine does not apply is worse than none: a
newcomer learns it, then the game does something else. Each test here takes
one lesson, asserts the sentence it checks is in the lesson (English and
Portuguese), then sets up the position on the tutorial's own map and asks the
engine. Positions are built by placing only the units a claim needs.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from hexstudio.engine.actions import Choose, EndPhase, MoveStack
from hexstudio.engine.combat import AirAttack, DeclareAttack, combat_preview
from hexstudio.engine.dice import roll_dice
from hexstudio.engine.errors import ObligationUnmet
from hexstudio.engine.game import Game
from hexstudio.engine.zoc import enemy_zoc, is_encircled, unmet_obligations
from hexstudio.hexgrid import Hex
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.model import Placement, Scenario, StartControl, text_in

TUTORIAL = load_scenario(scenarios_dir() / "tutorial.json")


def lesson(n: int) -> tuple[str, str]:
    """Lesson ``n`` (1-based) in English and Portuguese."""
    step = TUTORIAL.tutorial[n - 1]
    return text_in(step.text, "en"), text_in(step.text, "pt_BR")


def says(n: int, en: str, pt: str) -> None:
    """The lesson makes this claim, in both languages."""
    text_en, text_pt = lesson(n)
    assert en in text_en, f"lesson {n} (en) no longer says {en!r}"
    assert pt in text_pt, f"lesson {n} (pt_BR) no longer says {pt!r}"


def never_says(n: int, en: str, pt: str) -> None:
    text_en, text_pt = lesson(n)
    assert en not in text_en and pt not in text_pt, f"lesson {n} still says {en!r}"


def scenario(setup: dict[str, str], reduced: Iterable[str] = (), turn: int = 1, arriving: Iterable[str] = ()) -> Scenario:
    """The tutorial from ``turn`` with only ``setup``'s units on the map and only
    the ``arriving`` reinforcement groups."""
    sc = TUTORIAL.model_copy(deep=True)
    sc.setup = [Placement(unit=u, hex=h, reduced=u in set(reduced)) for u, h in setup.items()]
    sc.reinforcements = [r for r in sc.reinforcements if r.id in set(arriving)]
    sc.turns.turns = sc.turns.turns[turn - 1:]
    # These positions are built for one lesson each: a hex is held by whoever stands on
    # it at the start (not by the side of a front drawn from a handful of units).
    sc.start_control = StartControl(default="occupied")
    return sc


def game(setup: dict[str, str], seed: int = 0, *, combat: bool = False, **kw) -> Game:  # type: ignore[no-untyped-def]
    g = Game(scenario(setup, **kw), seed)
    if combat:
        g.apply(EndPhase())
        assert g.phase_kind() == "combat" and g.state.active_side == "allies"
    return g


def H(g: Game, label: str) -> Hex:
    return g.grid.parse(label)


def mp(g: Game, uid: str, to: str) -> float | None:
    """MP a unit alone pays to reach ``to`` (None: it cannot)."""
    halves = g.legal_moves([uid]).cost_to(H(g, to))
    return None if halves is None else halves / 2


def seed_for(column: str, cell: str, serial: int = 0) -> int:
    """A seed whose first combat roll reads ``cell`` in ``column`` of the tutorial's table."""
    crt = TUTORIAL.crt
    c = [x.label for x in crt.columns].index(column)
    totals = {n for i, row in enumerate(crt.rows) if crt.cells[i][c] == cell for n in row.rolls}
    for seed in range(50_000):
        if sum(roll_dice(seed, serial, "2d6")) in totals:
            return seed
    raise AssertionError("no seed")


FAR = {"de-II-916": "1612"}  # an enemy far in the south-east corner: the game needs two sides


# --------------------------------------------------------------------------- lesson 1: moving


def test_lesson_1_movement_points_and_terrain_costs() -> None:
    says(1, "3-4-6 has 6 movement points", "3-4-6 tem 6 pontos de movimento")
    says(1, "Open ground costs 1, forest 2, mountain 3; motorized units may not enter mountains",
         "Terreno aberto custa 1, floresta 2, montanha 3; unidades motorizadas não entram em montanha")
    # Infantry 3-4-6 at 1402 (open): 1302 forest, 1502 mountain, 1403 open; no road, river or feature between.
    g = game({"us-1-16": "1403", **FAR})
    assert g.legal_moves(["us-1-16"]).allowance == 12  # six MP, counted in halves
    assert mp(g, "us-1-16", "1404") == 1  # open
    assert mp(g, "us-1-16", "1303") == 2  # forest
    assert mp(g, "us-1-16", "1504") == 3  # mountain
    # The 745th Tank Battalion is motorized: no mountain.
    g = game({"us-745tk": "1403", **FAR})
    reach = g.legal_moves(["us-745tk"])
    assert not reach.can_reach(H(g, "1504")) and reach.why(H(g, "1504"))


def test_lesson_1_roads_rivers_and_bridges() -> None:
    says(1, "paved road: ½ for motorized units", "estrada pavimentada: ½ para motorizadas")
    says(1, "Crossing the Serra river costs +1 (+2 motorized), but nothing by the bridges at 0805-0905 and 0809-0909",
         "Atravessar o rio Serra custa +1 (+2 motorizadas), mas nada pelas pontes em 0805-0905 e 0809-0909")
    g = game({"us-745tk": "0404", "us-1-16": "0806", **FAR})
    assert mp(g, "us-745tk", "0405") == 0.5  # along the paved road
    assert mp(g, "us-1-16", "0906") == 2  # open + river on foot
    g = game({"us-745tk": "0806", **FAR})
    assert mp(g, "us-745tk", "0906") == 3  # open + river motorized
    for a, b in (("0805", "0905"), ("0809", "0909")):
        g = game({"us-1-16": a, "us-745tk": a, **FAR})
        assert mp(g, "us-1-16", b) == 1 and mp(g, "us-745tk", b) == 1  # by the bridge: the road's cost, no river


# --------------------------------------------------------------------------- lesson 2: zones of control


def test_lesson_2_zones_of_control_stop_and_oblige_to_attack() -> None:
    says(2, "The six hexes around an enemy unit are its zone of control. A unit that enters one must stop there",
         "Os seis hexágonos em volta de uma unidade inimiga são a sua zona de engajamento. Uma unidade que entra nela deve parar")
    says(2, "in the combat phase it must attack", "na fase de combate, terá de atacar")
    g = game({"us-1-16": "0705", "de-I-914": "1007"})
    zoc = enemy_zoc(g, g.state, "allies")
    assert zoc == frozenset(H(g, "1007").neighbours())
    reach = g.legal_moves(["us-1-16"])
    for dest in reach.destinations():
        path = reach.path_to(dest)
        assert not any(h in zoc for h in path[:-1]), f"the path to {g.label(dest)} goes on through the zone"
    path = reach.path_to(H(g, "0907"))
    assert path is not None and H(g, "0907") in zoc
    g.apply(MoveStack(("us-1-16",), path))
    g.apply(EndPhase())
    assert unmet_obligations(g) == ["us-1-16"]
    with pytest.raises(ObligationUnmet):
        g.apply(EndPhase())


def test_lesson_2_breaking_contact_costs_one_more_mp() -> None:
    says(2, "may break contact by paying +1 MP, or stay and attack", "pode romper contato pagando +1 PM, ou ficar e atacar")
    g = game({"us-1-16": "0907", "de-I-914": "1007"})
    assert mp(g, "us-1-16", "0807") == 2 + 1 + 1  # forest, the river (+1) and breaking contact (+1)
    assert mp(g, "us-1-16", "0906") == 1 + 1  # open, breaking contact
    g.apply(EndPhase())
    assert unmet_obligations(g) == ["us-1-16"]  # it stayed: it must attack


def test_lesson_2_better_terrain_need_not_attack() -> None:
    """The dominant-terrain exemption (family 4.1.2): the engine applies it, so the lesson says it."""
    says(2, "A unit that starts its move engaged may break contact by paying +1 MP, or stay and attack — unless it stands "
            "on terrain better for defence than every enemy unit engaging it (forest against open ground, say): then it may "
            "stay without attacking",
         "Uma unidade que começa o movimento engajada pode romper contato pagando +1 PM, ou ficar e atacar — a menos que "
         "esteja em terreno melhor para a defesa que o de todas as unidades inimigas que a engajam (floresta contra terreno "
         "aberto, por exemplo): então pode ficar sem atacar")
    # 1303 is forest (2 columns); the enemy at 1403 is on open ground.
    g = game({"us-1-16": "1303", "de-I-914": "1403"}, combat=True)
    assert unmet_obligations(g) == []
    g.apply(EndPhase())  # no attack owed
    # The other way round, on open ground against a unit in the forest: it must attack.
    g = game({"us-1-16": "1403", "de-I-914": "1303"}, combat=True)
    assert unmet_obligations(g) == ["us-1-16"]
    # Only a unit that started engaged: one that moves into the zone, even onto the forest, must attack.
    g = game({"us-1-16": "1202", "de-I-914": "1403"})
    g.apply(MoveStack(("us-1-16",), g.legal_moves(["us-1-16"]).path_to(H(g, "1303"))))
    g.apply(EndPhase())
    assert unmet_obligations(g) == ["us-1-16"]


def test_lesson_2_stacking() -> None:
    says(2, "Friendly units may pass through a full hex, but at most 3 units may end in one hex",
         "Unidades amigas podem atravessar um hexágono cheio, mas no máximo 3 unidades podem terminar num hexágono")
    g = game({"us-1-16": "0605", "us-2-16": "0605", "us-3-16": "0605", "us-1-18": "0505", **FAR})
    reach = g.legal_moves(["us-1-18"])
    assert not reach.can_reach(H(g, "0605")) and reach.why(H(g, "0605"))
    path = reach.path_to(H(g, "0705"))
    assert path is not None
    assert any(g.label(h) == "0605" for h in path) or reach.can_reach(H(g, "0705"))


# --------------------------------------------------------------------------- lesson 3: odds and columns


def test_lesson_3_air_points_per_attack() -> None:
    """Air points in support of a ground attack: as many as are left (the family's
    2-6 limit is for an air attack on its own, Leyte 6.2 obs)."""
    never_says(3, "2 to 6 per attack", "2 a 6 por ataque")
    says(3, "in support of a ground attack, as many as you have left (10 a turn); an air attack on its own uses 2 to 6",
         "em apoio a um ataque terrestre, quantos ainda tiver (10 por turno); um ataque aéreo sozinho usa de 2 a 6")
    g = game({"us-1-16": "0905", "de-I-914": "1005"}, combat=True)
    target = H(g, "1005")
    assert g.state.air_points["allies"] == 10
    for points in (1, 7, 10):
        assert g.why_illegal(DeclareAttack(target, ("us-1-16",), (), points)) is None, points
    assert g.why_illegal(DeclareAttack(target, ("us-1-16",), (), 11)) is not None
    # An air attack on its own: 2 to 6 points. (Not on 1005 above: 1/16 is engaged there
    # and must attack it itself, so an air attack alone is refused for that reason.)
    g = game({"us-1-16": "0605", "de-I-914": "1005"}, combat=True)
    assert g.why_illegal(AirAttack(target, 1)) is not None
    assert g.why_illegal(AirAttack(target, 2)) is None and g.why_illegal(AirAttack(target, 6)) is None
    assert g.why_illegal(AirAttack(target, 7)) is not None


def test_lesson_3_artillery_in_range_adds_its_attack() -> None:
    says(3, "Artillery within its range (the number in brackets) adds its attack value",
         "A artilharia dentro do alcance (o número entre parênteses) soma o seu valor de ataque")
    # 7th Field Artillery 2 (3) at 0705, three hexes from 1005; at 0605 it is four away.
    g = game({"us-1-16": "0905", "us-7fa": "0705", "us-32fa": "0605", "de-I-914": "1005"}, combat=True)
    t = H(g, "1005")
    alone = combat_preview(g, DeclareAttack(t, ("us-1-16",)))
    with_guns = combat_preview(g, DeclareAttack(t, ("us-1-16",), ("us-7fa",)))
    assert with_guns.attack_total == alone.attack_total + 2
    assert g.why_illegal(DeclareAttack(t, ("us-1-16",), ("us-32fa",))) is not None  # out of range


def test_lesson_3_odds_terrain_river_and_encirclement_shifts() -> None:
    says(3, "Odds are attack ÷ defence with the fraction dropped: 11 against 4 is 2-1",
         "A relação de forças é ataque ÷ defesa, desprezando a fração: 11 contra 4 dá 2-1")
    says(3, "(city and forest 2, mountain 3; the river 2 when every attacker attacks across it)",
         "(cidade e floresta 2, montanha 3; o rio 2 quando todos os atacantes atacam através dele)")
    says(3, "an encircled defender, with no hex to retreat to outside your zones, moves it one to the right",
         "um defensor cercado, sem hexágono de recuo fora das suas zonas, desloca-a uma para a direita")
    columns = [c.label for c in TUTORIAL.crt.columns]

    def final(setup: dict[str, str], target: str, attackers: tuple[str, ...], encircled: bool = False) -> tuple[str, str]:
        g = game(setup, combat=True)
        defender = next(u for u, h in setup.items() if h == target)
        assert is_encircled(g, g.state, defender) == encircled
        p = combat_preview(g, DeclareAttack(H(g, target), attackers))
        return p.odds.label, p.final_label

    def left(column: str, n: int) -> str:
        return columns[columns.index(column) - n]

    # 11 (3+3+5) against 4 (the 6th Fallschirmjäger) on open ground at 0607: 2-1, no shift.
    three = ("us-1-16", "us-2-16", "us-745tk")
    assert final({"us-1-16": "0507", "us-2-16": "0606", "us-745tk": "0707", "de-6fj": "0607"}, "0607", three) == ("2-1", "2-1")
    # The same 11 against 4 in the city of Vila Nova (1105), in forest (0706), in mountain (1503, 9 against 4).
    assert final({"us-1-16": "1004", "us-745tk": "1004", "us-2-16": "1005", "de-6fj": "1105"}, "1105", three) == ("2-1", left("2-1", 2))
    assert final({"us-1-16": "0605", "us-745tk": "0605", "us-2-16": "0705", "de-6fj": "0706"}, "0706", three) == ("2-1", left("2-1", 2))
    inf = ("us-1-16", "us-2-16", "us-1-18")  # not a whole regiment: no bonus column
    assert final({u: "1403" for u in inf} | {"de-6fj": "1503"}, "1503", inf) == ("2-1", left("2-1", 3))
    # The Serra: a defender at 0906 attacked only from across the river (0805, 0806): 6 against 4, 2 left.
    river = {"us-1-16": "0805", "us-2-16": "0806", "us-745tk": "0905", "de-6fj": "0906"}
    assert final(river, "0906", ("us-1-16", "us-2-16")) == ("1-1", left("1-1", 2))
    assert final(river, "0906", three) == ("2-1", "2-1")  # one attacker on the near bank: no river shift
    # Encircled: every hex around the defender in Allied zones, one column right.
    ring = {"us-1-16": "0507", "us-2-16": "0606", "us-745tk": "0707", "us-3-16": "0709", "us-1-18": "0509", "de-6fj": "0607"}
    assert final(ring, "0607", three, encircled=True) == ("2-1", left("2-1", -1))


# --------------------------------------------------------------------------- lesson 4: results


def _attack(setup: dict[str, str], target: str, attackers: tuple[str, ...], cell: str, **kw) -> Game:  # type: ignore[no-untyped-def]
    """The attack declared with dice that give ``cell`` (in the column the engine computes)."""
    probe = game(setup, combat=True, **kw)
    column = combat_preview(probe, DeclareAttack(H(probe, target), attackers)).final_label
    g = game(setup, seed_for(column, cell, serial=probe.state.rolls), combat=True, **kw)
    g.apply(DeclareAttack(H(g, target), attackers))
    return g


def test_lesson_4_result_codes_defender_first() -> None:
    says(4, "DRB AVB means the defender retreats one hex and one defending unit takes a loss, and one attacker takes a loss",
         "DRB AVB quer dizer que a defesa recua um hexágono e uma unidade defensora sofre baixa, e uma unidade atacante sofre baixa")
    r = TUTORIAL.crt.results
    assert (r["DRB"].side, r["DRB"].retreat, r["DRB"].step_losses) == ("defender", 1, 1)
    assert (r["AVB"].side, r["AVB"].step_losses) == ("attacker", 1)


def test_lesson_4_the_owner_chooses_the_loss_and_the_retreat_and_a_second_loss_eliminates() -> None:
    says(4, "A loss flips the counter to its weaker side; a second loss eliminates it",
         "Uma baixa vira a peça para o lado mais fraco; uma segunda baixa a elimina")
    says(4, "The owner chooses which unit takes a loss and where to retreat",
         "O dono escolhe qual unidade sofre a baixa e para onde recuar")
    # Two German battalions of different regiments at 0607 against 13 points from 0606 (2-1): DRB AVB.
    # They may retreat to 0708 or 0608 (0508 is flooded).
    three = ("us-1-16", "us-745tk", "us-741tk")
    setup = {u: "0606" for u in three} | {"de-I-914": "0607", "de-I-916": "0607"}
    g = _attack(setup, "0607", three, "DRB AVB")
    d = g.state.pending
    assert d is not None and d.side == "axis" and set(d.options) == {"de-I-914", "de-I-916"}  # whose loss: the owner's
    g.apply(Choose("de-I-914"))
    assert g.state.units["de-I-914"].steps_lost == 1
    assert g.current_values("de-I-914").attack == 1  # the weaker face, 1-2-6
    d = g.state.pending
    assert d is not None and d.kind == "retreat" and d.side == "axis" and set(d.options) == {"0708", "0608"}  # where: the owner's
    # A reduced unit that takes a loss is eliminated.
    g = _attack({u: "0606" for u in three} | {"de-I-914": "0607"}, "0607", three, "DRB AVB", reduced=["de-I-914"])
    assert g.state.units["de-I-914"].status == "eliminated"


def test_lesson_4_retreats_and_encircled_units() -> None:
    """What happens to a unit that cannot retreat outside enemy zones (family 5.3.3)."""
    never_says(4, "a unit that cannot retreat outside enemy zones is eliminated",
               "uma unidade que não pode recuar para fora das zonas inimigas é eliminada")
    says(4, "An encircled unit, with every hex around it in enemy zones, retreats two hexes and takes a loss on the second",
         "Uma unidade cercada, com todos os hexágonos em volta nas zonas inimigas, recua dois hexágonos e sofre uma baixa no segundo")
    says(4, "it is eliminated if it still ends in an enemy zone, or has no hex to retreat to at all",
         "é eliminada se ainda terminar numa zona inimiga, ou se não tiver nenhum hexágono para onde recuar")
    says(4, "Encircled after a loss in the same combat, it is eliminated unless it retreats through friendly units",
         "Cercada depois de sofrer baixa no mesmo combate, é eliminada, a menos que recue através de unidades amigas")
    # The defender at 0607, ringed by Allied zones, takes DRI: two hexes and a loss.
    # Three units at 0606 and one at 0709 put every hex around 0607 in Allied zones.
    three = ("us-1-16", "us-745tk", "us-741tk")
    ring = {u: "0606" for u in three} | {"us-3-16": "0709", "de-I-914": "0607"}
    g = game(ring, combat=True)
    assert is_encircled(g, g.state, "de-I-914")
    g = _attack(ring, "0607", three, "DRI AVI")
    d = g.state.pending
    assert d is not None and d.kind == "retreat" and d.side == "axis" and "encircled" in d.text
    outcomes = set()
    for first in d.options:
        trial = _attack(ring, "0607", three, "DRI AVI")
        trial.apply(Choose(first))
        while trial.state.pending is not None and trial.state.pending.kind == "retreat":
            trial.apply(Choose(trial.state.pending.options[0]))
        u = trial.state.units["de-I-914"]
        if u.status == "eliminated":
            outcomes.add("eliminated")
        else:
            assert u.steps_lost == 1 and u.hex is not None and u.hex.distance(H(trial, "0607")) == 2
            assert u.hex not in enemy_zoc(trial, trial.state, "axis")
            outcomes.add("two hexes and a loss")
    assert outcomes == {"two hexes and a loss", "eliminated"}  # eliminated: by 0608, every second hex is in a zone
    # Nowhere to go at all: sea, enemy units and their zones all round (0203, against the coast).
    g = game({"us-1-16": "0303", "us-2-16": "0204", "us-745tk": "0304", "de-I-914": "0203"}, combat=True)
    assert not any(n for n in H(g, "0203").neighbours() if g.view.in_play(n) and not g.view.is_water(n)
                   and n not in enemy_zoc(g, g.state, "axis") and not g.state.units_at(n)), "every way out is closed"
    coast = ("us-1-16", "us-2-16", "us-745tk")
    g = _attack({"us-1-16": "0303", "us-2-16": "0204", "us-745tk": "0304", "de-I-914": "0203"}, "0203", coast, "DRI AVI")
    while g.state.pending is not None and g.state.pending.kind == "retreat":
        g.apply(Choose(g.state.pending.options[0]))
    assert g.state.units["de-I-914"].status == "eliminated"
    # A loss, then encircled: eliminated -- unless a friendly unit next to it shelters the retreat.
    g = _attack(ring, "0607", three, "DRB AVB")
    assert g.state.units["de-I-914"].status == "eliminated"
    sheltered = _attack(ring | {"de-I-916": "0708"}, "0607", three, "DRB AVB")
    while sheltered.state.pending is not None and sheltered.state.pending.side == "axis":
        d = sheltered.state.pending
        sheltered.apply(Choose("0708" if "0708" in d.options else d.options[0]))
    u = sheltered.state.units["de-I-914"]
    assert u.status == "on_map" and u.hex is not None and u.hex.distance(H(sheltered, "0607")) == 2


def test_lesson_4_advance_after_combat() -> None:
    says(4, "When the attacker wins it may advance into the hex the defender left (armor one hex further)",
         "Quando o atacante vence, pode avançar para o hexágono abandonado (blindados um hexágono a mais)")
    setup = {"us-1-16": "0507", "us-2-16": "0606", "us-745tk": "0707", "de-I-914": "0607"}
    g = _attack(setup, "0607", ("us-1-16", "us-2-16", "us-745tk"), "DRI AVI")
    while g.state.pending is not None and g.state.pending.kind == "retreat":
        g.apply(Choose(g.state.pending.options[0]))
    d = g.state.pending
    assert d is not None and d.kind == "advance" and d.side == "allies"
    assert any(o.endswith(" 0607") for o in d.options)
    g.apply(Choose("us-745tk 0607"))
    d = g.state.pending
    assert d is not None and d.kind == "advance"
    assert any(o.startswith("us-745tk ") for o in d.options), "armor may go one hex further"


# --------------------------------------------------------------------------- lessons 5 to 9


def end_phases_until(g: Game, turn: int, kind: str, side: str) -> None:
    for _ in range(60):
        if (g.state.turn, g.phase_kind(), g.state.active_side) == (turn, kind, side):
            return
        g.apply(EndPhase())
    raise AssertionError(f"never reached turn {turn} {kind} of {side}")


def test_lesson_5_the_axis_plays_after_the_allies() -> None:
    says(5, "Now the Axis player moves and attacks", "Agora o jogador do Eixo move e ataca")
    g = Game(TUTORIAL, 0)
    assert (g.phase_kind(), g.state.active_side) == ("movement", "allies")
    g.apply(EndPhase())
    g.apply(EndPhase())
    assert (g.state.turn, g.phase_kind(), g.state.active_side) == (1, "movement", "axis")
    g.apply(EndPhase())
    assert (g.phase_kind(), g.state.active_side) == ("combat", "axis")


def test_lesson_6_turn_2_reinforcements_from_the_east_edge() -> None:
    from hexstudio.engine.reinforcements import entry_hexes, waiting_units

    says(6, "On turn 2 the Panzer-Abteilung 9 and III/915 enter from the east edge",
         "No turno 2 a Panzer-Abteilung 9 e o III/915 entram pela borda leste")
    g = Game(TUTORIAL, 0)
    end_phases_until(g, 1, "movement", "axis")
    assert waiting_units(g, "axis") == []
    end_phases_until(g, 2, "movement", "axis")
    waiting = waiting_units(g, "axis")
    assert sorted(u for u, _grp in waiting) == ["de-915gr", "de-9pz"]
    assert {g.unit_defs[u].name for u, _grp in waiting} >= {"Panzer-Abteilung 9"}
    for uid, grp in waiting:
        hexes = entry_hexes(g, grp, uid)
        assert {g.label(h) for h in hexes} == set(TUTORIAL.tutorial[5].hexes) == {"1607", "1608"}
        assert all(g.label(h).startswith("16") for h in hexes)  # the east edge: the last column


def test_lesson_7_rain_landings_and_the_bridge() -> None:
    from hexstudio.engine.actions import EnterReinforcement

    says(7, "Turn 3 is rainy: every hex costs ½ MP more, no air points, and no unit advances more than one hex after combat",
         "O turno 3 é chuvoso: cada hexágono custa ½ PM a mais, não há poder aéreo e nenhuma unidade avança mais de um hexágono após o combate")
    says(7, "land on the beach on the west coast; their movement counts from the hex after the beach",
         "desembarcam na praia da costa oeste; o movimento conta a partir do hexágono seguinte à praia")
    says(7, "Holding the Serra bridge (0905) at the end of this turn is worth 5 points to the Allies",
         "Ocupar a ponte do Serra (0905) no fim deste turno vale 5 pontos aos Aliados")
    g = game({"us-1-16": "1403", **FAR}, turn=3, arriving=["us-r3"])
    assert g.state.turn == 3 and g.state.weather == "rain"
    assert mp(g, "us-1-16", "1404") == 1.5 and mp(g, "us-1-16", "1303") == 2.5
    assert g.state.air_points.get("allies", 0) == 0
    # The landing: the beach hex costs nothing, the 741st keeps its 8 MP for the hexes beyond.
    beach = {g.label(h) for h in (g.grid.parse(x) for x in ("0209", "0210", "0311"))}
    assert beach == set(TUTORIAL.map.hex_sets["beach"].hexes)
    g.apply(EnterReinforcement("us-741tk", H(g, "0210")))
    assert g.legal_moves(["us-741tk"]).allowance == 16
    # The advance after combat: one hex only, armor too (8 against 2: 4-1, DRI AVI).
    setup = {"us-745tk": "0606", "us-741tk": "0606", "de-I-914": "0607"}
    probe = game(setup, turn=3, combat=True)
    column = combat_preview(probe, DeclareAttack(H(probe, "0607"), ("us-745tk", "us-741tk"))).final_label
    g = game(setup, seed_for(column, "DRI AVI", serial=probe.state.rolls), turn=3, combat=True)
    g.apply(DeclareAttack(H(g, "0607"), ("us-745tk", "us-741tk")))
    while g.state.pending is not None and g.state.pending.kind == "retreat":
        g.apply(Choose(g.state.pending.options[0]))
    assert g.state.pending is not None and g.state.pending.kind == "advance"
    g.apply(Choose("us-745tk 0607"))
    d = g.state.pending
    assert d is None or not any(o.startswith("us-745tk ") for o in d.options), "no second hex in the rain"
    # The bridge at the end of turn 3: 5 Allied points.
    g = game({"us-1-16": "0905", **FAR}, turn=3)
    before = g.score().get("allies", 0)
    end_phases_until(g, 4, "movement", "allies")
    assert g.score().get("allies", 0) - before == 5
    g = game({"us-1-16": "0805", **FAR}, turn=3)
    end_phases_until(g, 4, "movement", "allies")
    assert g.score().get("allies", 0) == before


def test_lesson_8_a_conditional_reinforcement() -> None:
    from hexstudio.engine.reinforcements import waiting_units

    says(8, "arrives on turn 4, or one turn after the Allies take Vila Nova, whichever comes first",
         "chega no turno 4, ou um turno depois de os Aliados tomarem Vila Nova, o que acontecer primeiro")
    fj = "de-6fj"
    g = game({"us-1-16": "0905", **FAR}, arriving=["de-r4"])
    for turn in (1, 2, 3):
        end_phases_until(g, turn, "movement", "axis")
        assert fj not in [u for u, _ in waiting_units(g, "axis")], turn
    end_phases_until(g, 4, "movement", "axis")
    assert fj in [u for u, _ in waiting_units(g, "axis")]
    # Vila Nova (1105) taken on turn 1: the paratroopers come on turn 2.
    g = game({"us-1-16": "1005", **FAR}, arriving=["de-r4"])
    g.apply(MoveStack(("us-1-16",), g.legal_moves(["us-1-16"]).path_to(H(g, "1105"))))
    end_phases_until(g, 1, "movement", "axis")
    assert fj not in [u for u, _ in waiting_units(g, "axis")]
    end_phases_until(g, 2, "movement", "axis")
    assert fj in [u for u, _ in waiting_units(g, "axis")]


def test_lesson_9_victory_points() -> None:
    says(9, "At the end of turn 6 each side scores the objectives it holds (Vila Nova 20, Porto Serra 10, Pedreira 10 for the "
            "Allies or 5 for the Axis, the Campo Norte airfield 5), plus 2 points for each Axis unit the Allies eliminated and "
            "3 for each Allied unit the Axis eliminated. Most points wins",
         "No fim do turno 6 cada lado marca os objetivos que ocupa (Vila Nova 20, Porto Serra 10, Pedreira 10 para os Aliados "
         "ou 5 para o Eixo, o aeródromo Campo Norte 5), mais 2 pontos por unidade do Eixo eliminada pelos Aliados e 3 por "
         "unidade aliada eliminada pelo Eixo. Vence quem marcar mais pontos")

    def final_points(setup: dict[str, str]) -> dict[str, int]:
        g = game(setup, turn=6)
        end_phases_until(g, 6, "combat", "axis")
        g.apply(EndPhase())
        assert g.state.game_over
        out = g.outcome()
        assert out is not None
        return dict(out.points)

    # Each objective alone, for each side (units far from one another: no fighting).
    assert final_points({"us-1-16": "1105", **FAR}).get("allies") == 20
    assert final_points({"us-1-16": "0204", **FAR}).get("allies") == 10
    assert final_points({"us-1-16": "1308", **FAR}).get("allies") == 10
    assert final_points({"us-1-16": "0702", **FAR}).get("allies") == 5
    assert final_points({"us-1-16": "0605", "de-I-914": "1308"}).get("axis") == 5
    assert final_points({"us-1-16": "0605", "de-I-914": "1105"}).get("axis") == 20
    # Units eliminated: 2 a German unit for the Allies, 3 an Allied unit for the Axis.
    names = {u.scorer: u.points for u in TUTORIAL.victory.unit_points}
    assert names == {"allies": 2, "axis": 3}
    g = _attack({"us-745tk": "0606", "us-741tk": "0606", "us-1-16": "0606", "de-I-914": "0607"}, "0607",
                ("us-745tk", "us-741tk", "us-1-16"), "DRB AVB", reduced=["de-I-914"])
    assert g.state.units["de-I-914"].status == "eliminated"
    assert g.score().get("allies", 0) == 2
    # Most points wins.
    g = game({"us-1-16": "1105", "de-I-914": "1308"}, turn=6)
    end_phases_until(g, 6, "combat", "axis")
    g.apply(EndPhase())
    assert g.outcome() is not None and g.outcome().winner == "allies"
