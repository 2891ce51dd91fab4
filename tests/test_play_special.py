"""Play mode: the battles' special actions played with the mouse.

Monte Castelo's bombardment stage (off-map pieces fired by each side, with the
hot-seat cover between them), Reichswald's amphibians carrying infantry
through the flood, and a Leyte parachute drop with its die shown. The seeds
and positions were found by playing seeds with the random player until one
gave each situation; if the random player changes, they must be searched
again.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from hexstudio.app.mainwindow import MainWindow
from hexstudio.app.settings import Settings
from hexstudio.hexgrid import Hex
from hexstudio.paths import scenarios_dir
from hexstudio.play.mode import PlayMode

SHOTS = os.environ.get("HEXSTUDIO_PLAY_SHOTS")  # a folder: save what the player saw, to look at


@pytest.fixture
def player(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HEXSTUDIO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HEXSTUDIO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    w = MainWindow(Settings(), "en")
    qtbot.addWidget(w)
    mode = PlayMode()
    w.register_mode(mode)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    return Player(qtbot, w, mode)


class Player:
    def __init__(self, qtbot, window: MainWindow, mode: PlayMode) -> None:  # type: ignore[no-untyped-def]
        self.qtbot, self.w, self.mode = qtbot, window, mode

    def open(self, scenario: str, seed: int) -> None:
        self.mode._pending_seed = seed  # the New Game dialog's seed, without the dialog
        assert self.w.open_file(scenarios_dir() / f"{scenario}.json")
        self.w.set_mode("play")

    @property
    def game(self):  # type: ignore[no-untyped-def]
        return self.mode.game

    def point(self, h: Hex) -> QPoint:
        scene, view = self.w.board_scene, self.w.board_view
        QApplication.processEvents()
        view.ensureVisible(scene.hex_rect(h), 40, 40)
        return view.mapFromScene(scene.hex_center(h))

    def click(self, h: Hex) -> None:
        assert not self.mode.cover.isVisible(), "the hand-over cover is still up"
        self.qtbot.mouseClick(self.w.board_view.viewport(), Qt.MouseButton.LeftButton, pos=self.point(h))

    def hover(self, h: Hex) -> None:
        self.qtbot.mouseMove(self.w.board_view.viewport(), self.point(h) + QPoint(2, 2))
        # The first move may scroll the view (a highlight grows the scene): aim again.
        self.qtbot.mouseMove(self.w.board_view.viewport(), self.point(h))

    def press(self, button) -> None:  # type: ignore[no-untyped-def]
        assert button.isVisible() and button.isEnabled(), button.objectName()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def lift_cover(self, side_name: str) -> None:
        cover = self.mode.cover
        assert cover.isVisible(), f"expected the hand-over cover for {side_name}"
        assert cover.message.startswith(f"{side_name} player, your turn"), cover.message
        self.shot(f"cover-{side_name.lower().replace(' ', '-')}")
        self.qtbot.mouseClick(cover, Qt.MouseButton.LeftButton)
        assert not cover.isVisible()

    def lift_any_cover(self) -> None:
        if self.mode.cover.isVisible():
            self.qtbot.mouseClick(self.mode.cover, Qt.MouseButton.LeftButton)

    def tick(self, lst, uids) -> None:  # type: ignore[no-untyped-def]
        """Tick exactly these rows of a list, with the mouse on each checkbox."""
        for i in range(lst.count()):
            item = lst.item(i)
            want = item.data(Qt.ItemDataRole.UserRole) in uids
            if (item.checkState() == Qt.CheckState.Checked) != want:
                rect = lst.visualItemRect(item)
                lst.scrollToItem(item)
                rect = lst.visualItemRect(item)
                self.qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(rect.left() + 10, rect.center().y()))
                assert (item.checkState() == Qt.CheckState.Checked) == want, item.text()

    def end_phases_until(self, done) -> None:  # type: ignore[no-untyped-def]
        """Ctrl+Return until ``done(game)`` (the engine ends what the player would leave as is)."""
        for _ in range(80):
            self.lift_any_cover()
            if done(self.game):
                return
            self.qtbot.keyClick(self.w.board_view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        raise AssertionError("never got there")

    def shot(self, name: str) -> None:
        if SHOTS:
            QApplication.processEvents()
            self.w.grab().save(str(Path(SHOTS) / f"{name}.png"))


# --------------------------------------------------------------------------- Monte Castelo


def test_monte_castelo_bombardment_stage_fired_by_each_side(player: Player) -> None:
    from hexstudio.engine.rules.bombardment_stage import available_pieces

    p = player
    p.open("monte-castelo", seed=3)
    m = p.mode
    p.end_phases_until(lambda g: g.state.turn == 2 and g.phase_kind() == "bombardment")
    g = m.game
    assert m.combat.kind() == "bombard", "a bombardment phase opens the panel on Bombard"
    assert m.combat.side.currentData() == "allies", "the Allies fire first"
    # Every Allied piece is listed with its PB and command; the legal targets are highlighted.
    rows = {m.combat.artillery.item(i).data(Qt.ItemDataRole.UserRole): m.combat.artillery.item(i).text()
            for i in range(m.combat.artillery.count())}
    assert set(rows) == set(available_pieces(g, "allies"))
    assert rows["us-art6"] == "Art EUA 3 — PB 5 — 10ª Divisão de Montanha"
    assert "stage" in m.overlay_keys()
    targets = sorted(m._overlays["stage"][0].hexes, key=g.label)
    assert targets
    # A hex out of reach of every unit of the command: the engine's reason on hover.
    far = next(h for h in sorted(g.costs.hexes, key=g.label)
               if h not in targets and any(u.side == "germany" for u in g.state.units_at(h)))
    p.hover(far)
    assert "cannot be bombarded" in m.hint and "hexes from every unit" in m.hint, m.hint
    # The command by its name, not its id (the engine's message names formations and sides by name).
    assert "us-10mtn" not in m.hint and "10ª Divisão de Montanha" in m.hint, m.hint
    target = targets[0]
    p.click(target)
    assert m.target == target
    assert "tick the pieces" in m.combat.preview.text()
    assert not m.combat.roll.isEnabled()
    p.tick(m.combat.artillery, {"us-art6", "us-art7"})
    assert "ticked: 10 of at most 10 PB a hex" in m.combat.artillery_label.text()
    preview = m.combat.preview.text()
    assert "Bombardment: power 10 × vulnerability" in preview and "Final column" in preview
    assert m.combat.chart.bars, "the chance of each result"
    p.shot("stage-allies-preview")
    # One more piece is over the cap: the engine refuses, the button stays off.
    p.tick(m.combat.artillery, {"us-art6", "us-art7", "us-air1"})
    assert "ticked: 13" in m.combat.artillery_label.text()
    assert not m.combat.roll.isEnabled()
    p.tick(m.combat.artillery, {"us-art6", "us-art7"})
    p.press(m.combat.roll)
    # Monte Castelo 4.1 (bombardment_stage order "announce_then_resolve"): the press places the
    # counter; the dice roll when the stage ends, the Allies' first.
    announced = [e for e in g.log[-1].events if e.kind == "bombardment_announced"]
    assert announced and announced[0].data["target"] == g.label(target)
    assert not [e for e in g.log[-1].events if e.kind == "bombardment"]
    assert {"us-art6", "us-art7"}.isdisjoint(available_pieces(g, "allies"))
    p.shot("stage-allies-result")
    # The Allies hand over: the German player takes the panel behind the cover.
    assert m.combat.hand_over.text() == "Done firing: hand over to Germany"
    p.press(m.combat.hand_over)
    assert "Fire your off-map bombardment pieces" in m.cover.detail
    p.lift_cover("Germany")
    assert m.combat.side.currentData() == "germany"
    assert m.combat.result.text() == "", "the Allies' dice are not the German player's"
    assert m.combat.hand_over.text() == "Done firing: hand over to the Allies"
    assert m.combat.kind() == "bombard"
    rows = [m.combat.artillery.item(i).data(Qt.ItemDataRole.UserRole) for i in range(m.combat.artillery.count())]
    assert rows == available_pieces(g, "germany")
    gtargets = sorted(m._overlays["stage"][0].hexes, key=g.label)
    assert gtargets and all(u.side == "allies" for h in gtargets for u in g.state.units_at(h))
    p.click(gtargets[0])
    p.tick(m.combat.artillery, set(rows[:2]))
    assert m.combat.roll.isEnabled(), m.combat.preview.text()
    p.shot("stage-germany-preview")
    p.press(m.combat.roll)
    last = [e for e in g.log[-1].events if e.kind == "bombardment_announced"]
    assert last and last[0].data["side"] == "germany"
    # The Allies announce first: now that Germany has fired, they may not.
    m.combat.side.setCurrentIndex(m.combat.side.findData("allies"))
    p.lift_cover("Allies")
    assert "stage" not in m.overlay_keys()
    assert "cannot bombard any hex now" in m.combat.target.text()
    assert "Allies announce and fire first" in m.combat.target.text(), "the engine's reason, with the side's name"
    assert "The Allies cannot bombard any hex now" in m.combat.target.text()
    p.shot("stage-allies-too-late")


# --------------------------------------------------------------------------- Reichswald


def play_at_random_until(p: Player, seed: int, done) -> None:  # type: ignore[no-untyped-def]
    """The engine's random legal player (selfplay) moves both sides through the window until ``done``."""
    import random

    from hexstudio.engine.selfplay import _Player

    bot = _Player(random.Random(seed), 0.08)
    for _ in range(2000):
        if done(p.game):
            p.lift_any_cover()
            return
        action = bot.choose(p.game)
        assert action is not None and p.mode.apply(action), action
    raise AssertionError("never got there")


def test_reichswald_amphibian_carries_infantry_through_the_flood(player: Player) -> None:
    from hexstudio.engine.rules.amphibian_transport import _flooded, _rule_for
    from hexstudio.play.text import unit_name

    p = player
    p.open("reichswald", seed=0)
    m = p.mode
    # Turn 9: the amphibians arrive with the 3rd Canadian Division's infantry (seed 0).
    play_at_random_until(p, 0, lambda g: g.state.turn == 9 and g.phase_kind() == "movement" and g.state.active_side == "allies")
    g = m.game
    entry = g.grid.parse("0102")
    for uid in ("uk-5aslt", "ca-7"):
        m.reinforcements.pick(uid)
        assert entry in m._overlays["entry"][0].hexes
        p.click(entry)
        assert g.state.units[uid].hex == entry
    p.click(entry)
    p.click(entry)  # a second click: the whole stack, not the entered unit alone
    assert {"uk-5aslt", "ca-7"} <= set(m.sel_units)
    assert m.stack.carry_button.isVisible()
    alone = set(g.legal_moves(["ca-7"]).destinations())
    p.press(m.stack.carry_button)  # the amphibian and the first unit it may carry are ticked
    assert sorted(m.stack.checked()) == ["ca-7", "uk-5aslt"]
    assert m.carry is not None and (m.carry.carrier, m.carry.passenger) == ("uk-5aslt", "ca-7")
    # The Units panel says what carrying asks for, not "the units that move together".
    assert m.stack.title.text() == "0102: tick the amphibian and the one unit it carries."
    dests = set(m._overlays["reach"][0].hexes)
    far = g.grid.parse("1104")
    assert far in dests and far not in alone, "the amphibian takes it where it could not walk"
    # A flooded hex is no landing place: the engine's reason on hover.
    rule = _rule_for(g, "uk-5aslt")
    flooded = next(h for h in sorted(m.carry.reach.destinations(), key=g.label) if _flooded(g, rule, h))
    assert flooded not in dests
    p.hover(flooded)
    assert m.hint.startswith(f"Cannot carry to {g.label(flooded)}: the carried unit must board and land on dry land"), m.hint
    p.hover(far)
    path = m.carry.reach.path_to(far)
    assert any(_flooded(g, rule, h) for h in path[1:-1]), "the way runs through the flood"
    assert m.hint.startswith(f"Carry {unit_name(g, 'ca-7')} to 1104: "), m.hint
    assert " → ".join(g.label(h) for h in path) in m.hint
    p.shot("amphibian-path")
    p.click(far)
    assert g.state.units["uk-5aslt"].hex == far and g.state.units["ca-7"].hex == far
    assert any(e.kind == "carried" for e in g.log[-1].events)
    assert not m.stack.carry_button.isChecked()
    assert m.stack.title.text() == "1104: tick the units that move together."
    assert m.undo_action.text() == f"Undo carry of {unit_name(g, 'ca-7')}"
    assert (f"{unit_name(g, 'uk-5aslt')} carried {unit_name(g, 'ca-7')} from 0102 to 1104 through the flood."
            in m.log.lines())
    p.shot("amphibian-landed")
    # No die was rolled: the carry can be taken back, both units back where they boarded.
    p.qtbot.keyClick(p.w.board_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert g.state.units["uk-5aslt"].hex == entry and g.state.units["ca-7"].hex == entry


# --------------------------------------------------------------------------- Leyte


def test_leyte_paradrop_shows_the_die(player: Player) -> None:
    import random

    from hexstudio.engine.game import Game
    from hexstudio.engine.rules.paradrop import drop_problem
    from hexstudio.engine.selfplay import _Player
    from hexstudio.play.session import PlaySession
    from hexstudio.play.text import unit_name

    p = player
    p.open("leyte", seed=0)
    m = p.mode
    # Seven turns of random legal play, off screen (fast), then the game is handed to the window:
    # on turn 8 the first Japanese parachute unit may drop (seed 0).
    g = Game(m.document.scenario, 0)
    bot = _Player(random.Random(0), 0.08)
    while not (g.state.turn == 8 and g.phase_kind() == "movement" and g.state.active_side == "japan"):
        action = bot.choose(g)
        assert action is not None
        g.apply(action)
    m.start(PlaySession(g))
    p.lift_cover("Japan")
    items = [m.reinforcements.list.item(i) for i in range(m.reinforcements.list.count())]
    rpqd = next(i for i in items if i.data(Qt.ItemDataRole.UserRole) == "jp-rpqd-1")
    p.qtbot.mouseClick(m.reinforcements.list.viewport(), Qt.MouseButton.LeftButton,
                       pos=m.reinforcements.list.visualItemRect(rpqd).center())
    assert m.entering == "jp-rpqd-1"
    p.press(m.reinforcements.drop)
    assert "(Good order on 1 or 6, otherwise a loss.)" in m.hint
    drops = m._overlays["entry"][0].hexes
    assert drops and all(drop_problem(g, "jp-rpqd-1", h) is None for h in drops)
    # A mountain or forest hex is refused with the engine's reason.
    refused = next(h for h in sorted(g.costs.hexes, key=g.label) if h not in drops and not g.state.units_at(h)
                   and "no drops on" in (drop_problem(g, "jp-rpqd-1", h) or ""))
    p.hover(refused)
    assert m.hint == drop_problem(g, "jp-rpqd-1", refused), m.hint
    target = sorted(drops, key=g.label)[0]
    p.hover(target)
    assert m.hint == f"{unit_name(g, 'jp-rpqd-1')} may drop at {g.label(target)}."
    p.shot("paradrop-pick")
    p.click(target)
    assert g.state.units["jp-rpqd-1"].hex == target
    roll = next(e for e in g.log[-1].events if e.kind == "roll")
    landed = next(e for e in g.log[-1].events if e.kind == "paradrop")
    die = roll.data["faces"][0]
    text = m.reinforcements.result.text()
    assert text.startswith(f"<b>Die: {die}</b> — ")
    assert ("in good order" in text) == landed.data["good_order"] == (die in (1, 6))
    assert "scattered: it takes a loss" in text or landed.data["good_order"]
    assert m.reinforcements.result.isVisible()
    p.shot("paradrop-result")


def test_every_engine_action_is_built_somewhere_in_the_play_window() -> None:
    """A newly registered engine action with no way in from the window fails here (built as ``Name(``)."""
    import importlib
    import pkgutil
    import re

    import hexstudio.engine
    from hexstudio.engine.actions import action_types

    for mod in pkgutil.walk_packages(hexstudio.engine.__path__, "hexstudio.engine."):
        importlib.import_module(mod.name)  # every rule module registers its actions on import
    assert {"stage_bombard", "amphibian_move", "paradrop", "declare_attack"} <= set(action_types())

    source = "\n".join(p.read_text(encoding="utf-8") for p in (Path(__file__).parents[1] / "hexstudio" / "play").glob("*.py"))
    missing = [name for name, cls in action_types().items()
               if not re.search(rf"\b{cls.__name__}\(", source)]
    assert missing == [], f"engine actions the play window never issues: {missing}"
