"""The commands that move the game on: apply, undo, redo, End phase, the hand-over.

``TurnCommands`` is the part of ``PlayMode`` that carries out the player's
commands against the engine: apply an action (saying why the engine refuses
it), undo and redo (back to the last commit point), End phase (with what is
still owed), clear the selection, and the hand-over cover between sides.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hexstudio.app.engine_text import tr_engine
from hexstudio.engine.actions import (
    Action,
    EndPhase,
    UseAirBonus,
)
from hexstudio.engine.core_rules import end_phase_problem, reinforcements_check
from hexstudio.engine.errors import IllegalAction
from hexstudio.engine.game import Game
from hexstudio.engine.reinforcements import entry_hexes, entry_problem, waiting_units
from hexstudio.engine.zoc import unmet_obligations
from hexstudio.play.stage import has_stage
from hexstudio.play.text import (
    side_says,
    unit_name,
)


def must_enter_units(game: Game) -> list[str]:
    """Waiting units of the side to play that may not be delayed and have a hex to enter (the engine's test)."""
    side = game.state.active_side
    if side is None:
        return []
    return [uid for uid, grp in waiting_units(game, side)
            if not grp.may_delay and any(entry_problem(game, uid, h) is None for h in entry_hexes(game, grp, uid))]


def _phase_word(kind: str | None) -> str:
    from hexstudio.play.text import phase_name

    return phase_name(kind).lower()


class TurnCommands:
    """The commands that move the game on (mixed into ``PlayMode``; see the module docstring)."""

    def _acting_side(self) -> str | None:
        st = self.game.state
        return st.pending.side if st.pending is not None else st.active_side

    def _viewer_side(self) -> str | None:
        """Whose eyes the screen is for: the defender while it commits hidden support;
        in a phase both sides play, the side picked to fire in the combat panel."""
        st = self.game.state
        if st.pending is not None and st.pending.kind == "commit_defence":
            return st.pending.side
        if st.active_side is not None:
            return st.active_side
        # The engine names no side to act in such a phase (Monte Castelo's
        # bombardment stage): each action names its side, and the players take
        # turns by picking theirs in the combat panel.
        p = self.game.phase()
        if p is not None and p.side is None and p.kind in ("combat", "bombardment"):
            side = self.combat.side.currentData()
            return side if isinstance(side, str) else None
        return None

    def _hand_over(self) -> None:
        g = self.game
        side = self._viewer_side()
        if g.state.game_over or side is None or side == self._shown_side:
            return
        # The first side of a game just started, resumed or loaded has nothing of
        # the other's to be hidden from: the cover comes only when the turn passes.
        first, self._shown_side = self._shown_side is None, side
        if first or len(self.humans) < 2 or self.cover is None:
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

    def apply(self, action: Action) -> bool:
        """Hand an action to the engine; on refusal say why and change nothing."""
        if self.session is None:
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
        try:
            self.session.undo()
        except IllegalAction as e:
            self._say(e.reason)

    def redo(self) -> None:
        if self.session is None or self.covered():
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

    def use_air_bonus(self) -> None:
        if self.session is None:
            return
        side = self.game.state.active_side
        if side is not None:
            self.apply(UseAirBonus(side))
