"""Play mode's reporting: the game told to the players as it happens.

The line under the Game panel and in the status bar, the game log, the dice
and their result after a roll (and a parachute drop's die), the names of
actions for Undo, the state of the Undo, Redo and End phase commands, and the
lessons of a tutorial following the game.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from hexstudio.app.engine_text import tr_engine
from hexstudio.app.plaintext import tip
from hexstudio.engine.actions import (
    Action,
    EnterReinforcement,
    ExitMap,
    MoveStack,
    SeaMove,
)
from hexstudio.engine.changes import Changes

try:  # named rule packages arrive while the engine grows
    from hexstudio.engine.rules import paradrop
except ImportError:  # pragma: no cover - an engine without airborne drops
    paradrop = None  # type: ignore[assignment]
from hexstudio.engine.rules.amphibian_transport import AmphibianMove
from hexstudio.play.lessons import Moment
from hexstudio.play.text import (
    describe_event,
    event_hexes,
    explain_bombard,
    explain_result,
    unit_name,
)


class GameReport:
    """What the players are told (mixed into ``PlayMode``; see the module docstring)."""

    def _start_lessons(self, resumed: bool) -> None:
        """Lessons for a scenario that has them; the dock is put away for one that has none."""
        g = self.game
        self.lessons.set_scenario(g.scenario, self.lang)
        self.lessons_dock.setVisible(bool(g.scenario.tutorial))
        self.lessons_dock.toggleViewAction().setEnabled(bool(g.scenario.tutorial))
        if g.scenario.tutorial:
            self.lessons.follow(self._moment(), resumed=resumed)
            self.lessons.set_over(g.state.game_over)
        else:
            self.lessons.show_lesson(None)

    def _moment(self) -> Moment:
        st = self.game.state
        return Moment(st.turn, st.phase_index, self.game.phase_kind(), st.active_side)

    def _announce(self, changes: Changes) -> None:
        """After a roll: the dice and the result in words, in the combat panel."""
        g = self.game
        dice = None
        for e in changes.events:
            if e.kind == "roll":
                dice = e.data
            elif e.kind == "combat":
                res = explain_result(g.scenario, e.data["result"], self.lang)
                self.last_result = res
                faces = " + ".join(str(f) for f in dice["faces"]) if dice else "?"
                self._show_roll(
                    QCoreApplication.translate("PlayMode", "<b>Dice: %1 = %2</b> (column %3)<br>%4")
                    .replace("%1", faces).replace("%2", str(e.data["roll"])).replace("%3", escape(e.data["final_column"]))
                    .replace("%4", escape(res))
                )
                self._say(res)
            elif e.kind == "paradrop":
                self._announce_drop(e.data, dice)
            elif e.kind == "bombardment":
                res = explain_bombard(g.scenario, e.data["result"], self.lang)
                self.last_result = res
                faces = " + ".join(str(f) for f in dice["faces"]) if dice else "?"
                self._show_roll(
                    QCoreApplication.translate("PlayMode", "<b>Dice: %1 = %2</b> (column %3)<br>%4")
                    .replace("%1", faces).replace("%2", str(e.data["roll"])).replace("%3", escape(str(e.data.get("final_column", e.data.get("column")))))
                    .replace("%4", escape(res))
                )
                self._say(res)

    def _show_roll(self, html: str) -> None:
        """The dice and the result in words: in the combat panel, and above the
        questions they raise in the decision panel, until the next combat."""
        self._roll_html = html
        self.combat.show_result(html)

    def _announce_drop(self, data: dict, dice: dict | None) -> None:
        """A parachute drop landed: its die and what it meant, in the reinforcements panel."""
        g = self.game
        uid = data.get("unit", "")
        name = unit_name(g, uid) if uid in g.unit_defs else uid
        where = data.get("hex") or "?"
        if data.get("good_order"):
            text = QCoreApplication.translate("PlayMode", "%1 lands at %2 in good order.").replace("%1", name).replace("%2", where)
        else:
            text = QCoreApplication.translate("PlayMode", "%1 lands at %2 scattered: it takes a loss.").replace("%1", name).replace("%2", where)
        good = self._good_drop_faces(uid)
        if good:
            text += " " + QCoreApplication.translate("PlayMode", "(Good order on %1.)").replace("%1", good)
        faces = " + ".join(str(f) for f in dice["faces"]) if dice else "?"
        self.reinforcements.result.setText(QCoreApplication.translate("PlayMode", "<b>Die: %1</b> — %2").replace("%1", faces).replace("%2", escape(text)))
        self.reinf_dock.raise_()
        self._say(QCoreApplication.translate("PlayMode", "Die: %1 — %2").replace("%1", faces).replace("%2", text))

    def _good_drop_faces(self, uid: str) -> str:
        """The die faces on which the unit's drop lands in good order, as the battle's paradrop rule gives them."""
        if paradrop is None:
            return ""
        from hexstudio.engine.rules.base import compiled

        for r in compiled(self.game, paradrop.NAME):
            if uid in r["units"] or any(d["unit"] == uid for d in r["fixed"]):
                return QCoreApplication.translate("PlayMode", " or ").join(str(f) for f in sorted(r["good"])) if r["good"] else ""
        return ""

    def _update_log(self) -> None:
        g = self.game
        if len(g.log) < self._log_len:
            self.log.clear()
            self._log_len = 0
        for entry in g.log[self._log_len:]:
            for e in entry.events:
                text = describe_event(g, e, self.lang)
                if text:
                    self.log.add(text, event_hexes(g, e), heading=e.kind == "turn")
        self._log_len = len(g.log)

    def _update_actions(self) -> None:
        g = self.game
        can_undo = self.session is not None and self.session.can_undo()
        if can_undo:
            last = g.log[-1].action
            self.undo_action.setText(QCoreApplication.translate("PlayMode", "Undo %1").replace("%1", self._action_text(last)))
        else:
            self.undo_action.setText(QCoreApplication.translate("PlayMode", "Undo (nothing since the last die roll or phase end)"))
        self.undo_action.setIconText(QCoreApplication.translate("PlayMode", "Undo"))
        self.undo_action.setToolTip(tip(self.undo_action.text()))
        # While a player answers a question, the other's moves are not theirs to take back.
        # Nor while the computer plays: the person takes back only their own moves.
        mine = not self._computer_acting()
        self.undo_action.setEnabled(can_undo and g.state.pending is None and mine)
        self.redo_action.setEnabled(g.can_redo() and mine)
        self.redo_action.setText(QCoreApplication.translate("PlayMode", "Redo") if g.can_redo() else QCoreApplication.translate("PlayMode", "Redo (nothing undone)"))
        self.redo_action.setIconText(QCoreApplication.translate("PlayMode", "Redo"))
        over = g.state.game_over
        self.end_action.setEnabled(not over and g.state.pending is None and mine)
        self.status.end_phase.setEnabled(self.end_action.isEnabled())
        self.roll_action.setEnabled(self.combat.roll.isEnabled())

    def _action_text(self, a: Action | None) -> str:
        g = self.game
        if isinstance(a, MoveStack):
            return QCoreApplication.translate("PlayMode", "move of %1").replace("%1", ", ".join(unit_name(g, u) for u in a.units))
        if isinstance(a, EnterReinforcement):
            return QCoreApplication.translate("PlayMode", "entry of %1").replace("%1", unit_name(g, a.unit))
        if isinstance(a, AmphibianMove):
            return QCoreApplication.translate("PlayMode", "carry of %1").replace("%1", unit_name(g, a.passenger))
        if isinstance(a, SeaMove):
            return QCoreApplication.translate("PlayMode", "sea move of %1").replace("%1", unit_name(g, a.unit))
        if isinstance(a, ExitMap):
            return QCoreApplication.translate("PlayMode", "exit of %1").replace("%1", ", ".join(unit_name(g, u) for u in a.units))
        return QCoreApplication.translate("PlayMode", "last action")

    def _say(self, text: str) -> None:
        text = tr_engine(text)  # engine reasons arrive in English
        self.hint = text
        self.status.hint.setText(text)
        if self.window is not None:
            self.window.statusBar().showMessage(text, 8000)
