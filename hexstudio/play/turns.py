"""Who plays now, and the commands that move the game on: play mode's turn controller.

``TurnController`` holds the session (the game and its saving) and the seats:
who sits at each side, a person or (later) the computer. It answers, in one
place, "who acts now, and is it a person?" (``who_acts``): the side to play,
or the side that answers a question in the other's phase (hidden support, a
retreat), or in a phase both sides play the side picked to fire. It decides
when the hand-over cover comes down: only when the screen passes from one
person to another, never at a game's start and never to or from the computer.
A computer side is not played here: ``computerToAct`` tells whoever drives it
(the computer player's module, built on this one) that it is its turn.

``TurnCommands`` is the part of ``PlayMode`` that carries out the player's
commands against the engine: apply an action (saying why the engine refuses
it), undo and redo (back to the last commit point), End phase (with what is
still owed), clear the selection, the hand-over.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from hexstudio.app.engine_text import tr_engine
from hexstudio.engine.actions import Action, EndPhase, UseAirBonus
from hexstudio.engine.core_rules import end_phase_problem, reinforcements_check
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game
from hexstudio.engine.reinforcements import can_enter_now, waiting_units
from hexstudio.engine.zoc import unmet_obligations
from hexstudio.play.session import PlaySession
from hexstudio.play.stage import has_stage
from hexstudio.play.text import side_says, unit_name

HUMAN = "human"
COMPUTER = "computer"  # the computer at its default level; "ai:<level>" names one


def computer_spec(seat: str) -> str:
    """The computer player's spec for a seat ("computer" is the default level)."""
    from hexstudio.ai.levels import DEFAULT_LEVEL

    return f"ai:{DEFAULT_LEVEL}" if seat == COMPUTER else seat


@dataclass(frozen=True)
class Turn:
    """Who acts now. ``side`` None: nobody (the game is over, or in a phase both
    sides play no side is picked yet); ``answering``: a question in another side's phase."""

    side: str | None
    human: bool
    answering: bool = False


class TurnController(QObject):
    """The game in progress, who sits at each side, and whose turn it is. See the module docstring."""

    computerToAct = Signal(str)  # a side played by the computer must act now

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session: PlaySession | None = None
        self.seats: dict[str, str] = {}
        self._screen: str | None = None  # the side the screen was last shown to
        self._asked: tuple | None = None  # the moment computerToAct was last emitted for

    def start(self, session: PlaySession, seats: Mapping[str, str] | None = None) -> None:
        """A new, resumed or loaded game; every side a person unless ``seats`` (else the
        seats the session was saved with) says otherwise. The session keeps them for its saves."""
        self.session = session
        chosen = session.seats if seats is None else seats
        self.seats = {s: HUMAN for s in session.game.sides} | {s: v for s, v in chosen.items() if s in session.game.sides}
        session.seats = dict(self.seats)
        self._screen = None
        self._asked = None

    def seat(self, side: str) -> str:
        return self.seats.get(side, HUMAN)

    def is_human(self, side: str | None) -> bool:
        return side is not None and self.seat(side) == HUMAN

    def who_acts(self, picked: str | None = None) -> Turn:
        """Who acts now, and is it a person? The one place that asks.

        The side that answers the pending question, else the side to play,
        else, in a phase both sides play (Monte Castelo's bombardment stage),
        the side ``picked`` to fire in the Combat panel.
        """
        assert self.session is not None
        g = self.session.game
        st = g.state
        if st.game_over:
            return Turn(None, False)
        if st.pending is not None:
            return Turn(st.pending.side, self.is_human(st.pending.side), st.pending.side != st.active_side)
        if st.active_side is not None:
            return Turn(st.active_side, self.is_human(st.active_side))
        p = g.phase()
        if p is not None and p.side is None and p.kind in ("combat", "bombardment"):
            return Turn(picked, self.is_human(picked))
        return Turn(None, False)

    def screen_side(self, picked: str | None = None) -> str | None:
        """Whose eyes the screen is for: the defender while it commits hidden support;
        otherwise the side to play (the other side answers a retreat on its screen);
        in a phase both sides play, the side picked to fire in the combat panel."""
        assert self.session is not None
        g = self.session.game
        st = g.state
        if st.pending is not None and st.pending.kind == "commit_defence":
            return st.pending.side
        if st.active_side is not None:
            return st.active_side
        # The engine names no side to act in such a phase (Monte Castelo's
        # bombardment stage): each action names its side, and the players take
        # turns by picking theirs in the combat panel.
        p = g.phase()
        if p is not None and p.side is None and p.kind in ("combat", "bombardment"):
            return picked
        return None

    def pass_screen(self, side: str) -> bool:
        """The screen is now for ``side``: True if the hand-over cover must come down.

        Only between two people: not for the first side of a game just started,
        resumed or loaded (nothing of the other's to hide yet), not for the same
        side again, and never to or from the computer.
        """
        previous, self._screen = self._screen, side
        return previous is not None and previous != side and self.is_human(previous) and self.is_human(side)

    def prompt_computer(self, picked: str | None = None) -> None:
        """Tell whoever plays the computer's sides (``computerToAct``) that one must act, once a moment."""
        assert self.session is not None
        turn = self.who_acts(picked)
        if turn.side is None or turn.human:
            return
        st = self.session.game.state
        key = (len(self.session.game.log), turn.side, st.pending.kind if st.pending is not None else None)
        if key != self._asked:
            self._asked = key
            self.computerToAct.emit(turn.side)


def must_enter_units(game: Game) -> list[str]:
    """Waiting units of the side to play that may not be delayed and have a hex to enter (the engine's test)."""
    side = game.state.active_side
    if side is None:
        return []
    return [uid for uid, grp in waiting_units(game, side)
            if not grp.may_delay and can_enter_now(game, uid, grp)]


def _phase_word(kind: str | None) -> str:
    from hexstudio.play.text import phase_name

    return phase_name(kind).lower()


class TurnCommands:
    """The commands that move the game on (mixed into ``PlayMode``; see the module docstring)."""

    def _picked_side(self) -> str | None:
        """The side picked to fire in the Combat panel (a phase both sides play)."""
        side = self.combat.side.currentData()
        return side if isinstance(side, str) else None

    def _computer_acting(self) -> bool:
        """Is it a side the computer plays that acts now (not a person, not nobody)?"""
        turn = self.turns.who_acts(self._picked_side())
        return turn.side is not None and not turn.human

    def _acting_side(self) -> str | None:
        return self.turns.who_acts(self._picked_side()).side

    def _viewer_side(self) -> str | None:
        return self.turns.screen_side(self._picked_side())

    def _hand_over(self) -> None:
        g = self.game
        side = self._viewer_side()
        if g.state.game_over or side is None:
            return
        if not self.turns.pass_screen(side) or self.cover is None:
            return
        msg = side_says(g.scenario, side, self.lang, "your_turn")
        d = g.state.pending
        if d is not None and d.kind == "commit_defence":
            detail = QCoreApplication.translate("PlayMode", "Your units are attacked: commit your hidden support.")
        else:
            t = g.scenario.turns.turns[g.state.turn_index]
            detail = QCoreApplication.translate("PlayMode", "Turn %1, %2 phase").replace("%1", t.label or str(t.number)).replace(
                "%2", _phase_word(g.phase_kind()))
            if has_stage(g):
                detail += "\n" + QCoreApplication.translate("PlayMode", "Fire your off-map bombardment pieces in the Combat panel, then hand over.")
        self.cover.show_for(msg, detail)

    def covered(self) -> bool:
        """True while the hand-over cover is up: shortcuts do nothing behind it."""
        return self.cover is not None and self.cover.isVisible()

    def end_phase(self) -> None:
        if self.session is None or self.covered():
            return
        if self._computer_acting():
            self._say(QCoreApplication.translate("PlayMode", "The computer is playing; wait for your turn (or Stop it in the Game panel)."))
            return
        g = self.game
        if g.state.pending is not None:
            self._say(QCoreApplication.translate("PlayMode", "First answer: %1").replace("%1", tr_engine(g.state.pending.text)))
            return
        reason = end_phase_problem(g)
        if reason:
            # Show on the map who still owes an attack (the engine's list).
            owed = {g.state.units[u].hex for u in unmet_obligations(g) if g.state.units[u].hex is not None}
            self._highlight("owed", owed, {h: QCoreApplication.translate("PlayMode", "must attack") for h in owed})
            if reason == reinforcements_check(g):
                # The engine names one unit at a time; say how many are left and show the list.
                left = must_enter_units(g)
                self.reinf_dock.show()
                self.reinf_dock.raise_()
                if len(left) == 1:
                    reason = QCoreApplication.translate("PlayMode", "%1 must still enter this turn (marked in the Reinforcements panel).").replace("%1", unit_name(g, left[0]))
                else:
                    reason = QCoreApplication.translate("PlayMode", "%1 reinforcements must still enter this turn; they are marked in the Reinforcements panel.").replace(
                        "%1", str(len(left)))
                self._say(QCoreApplication.translate("PlayMode", "The phase cannot end yet: %1").replace("%1", reason))
                self.inform(QCoreApplication.translate("PlayMode", "End Phase"), QCoreApplication.translate("PlayMode", "The phase cannot end yet: %1").replace("%1", reason))
                return
            self._say(QCoreApplication.translate("PlayMode", "The phase cannot end yet: %1").replace("%1", tr_engine(reason)))
            self.inform(QCoreApplication.translate("PlayMode", "End Phase"), QCoreApplication.translate("PlayMode", "The phase cannot end yet: %1").replace("%1", tr_engine(reason)))
            return
        owed = []
        side = g.state.active_side
        if side is not None and g.phase_kind() == "movement":
            waiting = [unit_name(g, u) for u, _grp in waiting_units(g, side)]
            if waiting:
                owed.append(QCoreApplication.translate("PlayMode", "reinforcements not placed: %1").replace("%1", ", ".join(waiting)))
        if owed and not self.confirm(QCoreApplication.translate("PlayMode", "End Phase"), QCoreApplication.translate("PlayMode", "Still to do: %1. End the phase anyway?").replace("%1", "; ".join(owed))):
            return
        self._clear_selection()
        self._clear_combat()
        self.entering = None
        self.apply(EndPhase())

    def apply(self, action: Action, by_computer: bool = False) -> bool:
        """Hand an action to the engine; on refusal say why and change nothing.
        While the computer plays, only its own actions (``by_computer``) are taken."""
        if self.session is None:
            return False
        if not by_computer and self._computer_acting():
            self._say(QCoreApplication.translate("PlayMode", "The computer is playing; wait for your turn (or Stop it in the Game panel)."))
            return False
        try:
            self.session.apply(action)
        except IllegalAction as e:
            self._say(QCoreApplication.translate("PlayMode", "Not allowed: %1").replace("%1", tr_engine(e.reason)))
            return False
        except Exception as e:  # a fault in the rules must not end the game: say it, keep playing
            self.inform(QCoreApplication.translate("PlayMode", "Rules engine error"),
                        QCoreApplication.translate("PlayMode", "The rules engine failed on this action, which was not played:\n%1: %2")
                        .replace("%1", type(e).__name__).replace("%2", str(e)))
            self.refresh()
            return False
        if self.session.last_autosave_error:
            self._say(QCoreApplication.translate("PlayMode", "Autosave failed: %1").replace("%1", self.session.last_autosave_error))
        return True

    def undo(self) -> None:
        if self.session is None or not self.undo_action.isEnabled() or self.covered():
            return
        self.computer.halt()  # moves it was about to show belong to the position undone
        try:
            self.session.undo()
        except IllegalAction as e:
            self._say(e.reason)

    def redo(self) -> None:
        if self.session is None or self.covered() or not self.redo_action.isEnabled():
            return
        try:
            self.session.redo()
        except IllegalAction as e:
            self._say(e.reason)

    def cancel(self) -> None:
        if self.session is None:
            return
        self._clear_selection()
        self._clear_combat()
        self.entering = None
        self.reinforcements.pick(None)
        self._draw_counters()
        self._refresh_combat()

    def computer_passed(self, side: str) -> None:
        """The computer has nothing more to do in a phase both sides play: the next side's turn."""
        later = [s for s in self.game.sides[self.game.sides.index(side) + 1:]]
        if later:
            self.combat.side.setCurrentIndex(self.combat.side.findData(later[0]))
        self.refresh()
        if later and self.turns.is_human(later[0]):
            # Else the person sees a phase "both sides" play and nothing asking for them
            # (Monte Castelo's preparation): the computer's part is done, theirs is to end it.
            self._say(side_says(self.game.scenario, side, self.lang, "passed"))

    def use_air_bonus(self) -> None:
        if self.session is None:
            return
        side = self.game.state.active_side
        if side is not None:
            self.apply(UseAirBonus(side))
