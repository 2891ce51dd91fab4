"""Play mode's board input: what a click, a drag or the pointer over a hex does.

Selection (the stack in a hex, ticked units), movement by click or drag
(onto friendly units too), reinforcements entering, parachute drops, moves by
sea and by amphibian, leaving the map, and the line under the pointer that
says what a click would do. Clicks in the combat phase go to the attack
presenter, clicks that answer a question to the decision presenter; the
engine says what is legal and what it costs (``legal_moves``, ``entry_problem``).
The board tool (``play/tool.py``) turns presses and releases into these calls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QToolTip

from hexstudio.app.engine_text import tr_engine
from hexstudio.app.plaintext import tip
from hexstudio.engine import exits, sea
from hexstudio.engine.actions import (
    EnterReinforcement,
    ExitMap,
    MoveStack,
    SeaMove,
)
from hexstudio.engine.reinforcements import entry_hexes, entry_problem, group_of

try:  # named rule packages arrive while the engine grows
    from hexstudio.engine.rules import paradrop
except ImportError:  # pragma: no cover - an engine without airborne drops
    paradrop = None  # type: ignore[assignment]
from hexstudio.hexgrid import Hex
from hexstudio.play.amphibian import Carry, best_carry, carrier_in
from hexstudio.play.text import unit_name
from hexstudio.scenario.cost import format_halves

if TYPE_CHECKING:
    from hexstudio.engine.movement import Reach


class BoardInput:
    """Selection and movement on the board (mixed into ``PlayMode``; see the module docstring)."""

    def current_reach(self) -> Reach | None:
        if not self.sel_units or self.session is None:
            return None
        g = self.game
        if g.phase_kind() != "movement" or g.state.pending is not None:
            return None
        key = tuple(self.sel_units)
        if self._reach is None or self._reach_key != key:
            self._reach = g.legal_moves(self.sel_units)
            self._reach_key = key
        return self._reach

    def _clear_selection(self) -> None:
        self.sel_hex = None
        self.sel_units = []
        self._moved = False
        if self.carry is not None:
            self.carry = None
            self.stack.carry_button.setChecked(False)
        self._reach = None
        if self.session is not None:
            self.stack.show_units(self.game, self.lang, QCoreApplication.translate("PlayMode", "Click one of your units to select it."), [], [], False)

    def select_hex(self, h: Hex) -> None:
        """Select every unit of the side to play in ``h`` (the stack panel can untick some)."""
        g = self.game
        st = g.state
        own = [u.id for u in st.units_at(h) if u.side == st.active_side]
        if self.carry is not None:  # a new stack: no carry until asked again
            self.carry = None
            self.stack.carry_button.setChecked(False)
        self.sel_hex = h if own else None
        self.sel_units = own
        self._moved = False
        self._reach = None
        others = [u.id for u in st.units_at(h)]
        title = self._move_title(h) if own else g.label(h)
        self.stack.show_units(g, self.lang, title, others if not own else own, own, bool(own))
        self._draw_counters()
        self._update_overlays()
        reach = self.current_reach()
        if reach is not None and reach.blocked:
            self._say(reach.blocked)
        elif reach is not None:
            self._say(QCoreApplication.translate("PlayMode", "%1 MP left. Click a shaded hex to move there; hover to see the path.").replace(
                "%1", format_halves(reach.allowance)))

    def _stack_checked(self, ids: list) -> None:
        if self.sel_hex is None or self.session is None:
            return
        self.sel_units = list(ids)
        self._reach = None
        self._draw_counters()
        if self.carry is not None:
            self._set_carry()  # the ticks say who rides
        self._update_overlays()

    def hover(self, h: object) -> None:
        if self.session is None or not isinstance(h, Hex):
            self._highlight("path", [])
            return
        g = self.game
        reach = self.current_reach()
        text = ""
        if g.phase_kind() in ("combat", "bombardment") and g.state.pending is None:
            text = self._combat_hover(h)
        elif self._current_carry() is not None:
            carry = self._current_carry()
            assert carry is not None
            why = carry.why(h) if h != carry.start else ""
            if why is None:
                path = carry.reach.path_to(h)
                label = format_halves(carry.reach.cost_to(h) or 0)
                self._highlight("path", path, {h: QCoreApplication.translate("PlayMode", "%1 MP").replace("%1", label)})
                text = QCoreApplication.translate("PlayMode", "Carry %1 to %2: %3 MP of the amphibian's %4 (%5)").replace("%1", unit_name(g, carry.passenger)).replace(
                    "%2", g.label(h)).replace("%3", label).replace("%4", format_halves(carry.reach.allowance)).replace(
                    "%5", " → ".join(g.label(x) for x in path))
            else:
                self._highlight("path", [])
                text = QCoreApplication.translate("PlayMode", "Cannot carry to %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(why)) if why else ""
        elif self.sea_mode and len(self.sel_units) == 1:
            problem = sea.sea_move_problem(g, self.sel_units[0], h)
            text = tr_engine(problem or "") or QCoreApplication.translate("PlayMode", "%1 may land at %2.").replace("%1", unit_name(g, self.sel_units[0])).replace("%2", g.label(h))
        elif self.entering is not None and self.drop_mode and paradrop is not None:
            problem = paradrop.drop_problem(g, self.entering, h)
            text = tr_engine(problem or "") or QCoreApplication.translate("PlayMode", "%1 may drop at %2.").replace("%1", unit_name(g, self.entering)).replace("%2", g.label(h))
        elif self.entering is not None:
            problem = entry_problem(g, self.entering, h)
            text = tr_engine(problem or "") or QCoreApplication.translate("PlayMode", "%1 may enter at %2.").replace("%1", unit_name(g, self.entering)).replace("%2", g.label(h))
        elif reach is not None:
            if h == reach.start:
                self._highlight("path", [])
                return
            reason = reach.why(h)
            if reason is None:
                path = reach.path_to(h)
                cost = reach.cost_to(h) or 0
                label = format_halves(cost)
                self._highlight("path", path, {h: QCoreApplication.translate("PlayMode", "%1 MP").replace("%1", label)})
                text = QCoreApplication.translate("PlayMode", "Path to %1: %2 MP of %3 (%4)").replace("%1", g.label(h)).replace("%2", label).replace(
                    "%3", format_halves(reach.allowance)).replace("%4", " → ".join(g.label(x) for x in path))
                if any(u.side == g.state.active_side for u in g.state.units_at(h)) and self._moved:
                    text += " " + QCoreApplication.translate("PlayMode", "— drag the units here to stack them; a click selects the units here.")
                elif any(u.side == g.state.active_side for u in g.state.units_at(h)):
                    text += " " + QCoreApplication.translate("PlayMode", "— click (or drag) to move here and stack; to select the units here instead, right-click or press Esc first.")
            else:
                self._highlight("path", [])
                text = QCoreApplication.translate("PlayMode", "Cannot move to %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(reason))
        if text:
            self.hint = text
            self.status.hint.setText(text)
            if self.window is not None:
                self.window.statusBar().showMessage(text, 8000)
                view = self.window.board_view
                if view is not None and view.isVisible():
                    QToolTip.showText(view.cursor().pos(), tip(text), view)

    def click(self, h: Hex) -> None:
        if self.session is None or (self.cover is not None and self.cover.isVisible()):
            return
        g = self.game
        st = g.state
        if st.game_over:
            self._inspect_hex(h)
            return
        if st.pending is not None:
            self._click_decision(h)
            return
        kind = g.phase_kind()
        if kind == "movement":
            self._click_movement(h)
        elif kind in ("combat", "bombardment"):
            self._click_combat(h)
        else:
            self._inspect_hex(h)

    def drag(self, start: Hex, end: Hex) -> None:
        """Drag a selected stack (or the stack under the press) to a hex."""
        if self.session is None or self.game.phase_kind() != "movement" or self.game.state.pending is not None:
            return
        if self.sel_hex != start:
            self.select_hex(start)
        if self.sel_units:
            self._move_to(end)

    def _inspect_hex(self, h: Hex) -> None:
        self._inspected = h
        g = self.game
        units = [u.id for u in g.state.units_at(h)]
        self.stack.show_units(g, self.lang, g.label(h), units, [], False)

    def _click_movement(self, h: Hex) -> None:
        g = self.game
        st = g.state
        if self.entering is not None and self.drop_mode:
            uid = self.entering
            problem = paradrop.drop_problem(g, uid, h) if paradrop is not None else "no drops"
            if problem is not None:
                self._say(QCoreApplication.translate("PlayMode", "Cannot drop at %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(problem)))
                return
            if self.apply(paradrop.Paradrop(uid, h)):  # type: ignore[union-attr]
                self.entering = None
                self.drop_mode = False
                self.reinforcements.drop.setChecked(False)
                self.reinforcements.pick(None)
                self._inspect_hex(h)
            return
        if self.entering is not None:
            if entry_problem(g, self.entering, h) is None and h in self._entry_set():
                uid = self.entering
                if self.apply(EnterReinforcement(uid, h)):
                    self.entering = None
                    self.reinforcements.pick(None)
                    self.select_hex(h)
                    self.sel_units = [uid]
                    self.stack.show_units(g, self.lang, g.label(h), [u.id for u in g.state.units_at(h)], [uid], True)
                    self._reach = None
                    self._draw_counters()
                    self._update_overlays()
                return
            if not any(u.side == st.active_side for u in st.units_at(h)):
                self._say(entry_problem(g, self.entering, h) or QCoreApplication.translate("PlayMode", "%1 is not an entry hex.").replace("%1", g.label(h)))
                return
        carry = self._current_carry()
        if carry is not None and h != carry.start:
            why = carry.why(h)
            if why is None:
                action = carry.action(h)
                self.sel_hex = h  # both stay selected where they land, the amphibian to move on
                self.sel_units = [carry.carrier, carry.passenger]
                if self.apply(action):
                    self.carry = None
                    self.stack.carry_button.setChecked(False)
                    self.select_hex(h)
                else:
                    self.sel_hex = carry.start
                return
            if not any(u.side == st.active_side for u in st.units_at(h)):
                self._say(QCoreApplication.translate("PlayMode", "Cannot carry to %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(why)))
                return
        if self.sea_mode and len(self.sel_units) == 1:
            uid = self.sel_units[0]
            problem = sea.sea_move_problem(g, uid, h)
            if problem is None:
                self.sel_hex = h  # it stays selected where it lands, to move on
                if self.apply(SeaMove(uid, h)):
                    self.sea_mode = False
                    self.stack.sea_button.setChecked(False)
                else:
                    self.sel_hex = st.units[uid].hex
                return
            if not any(u.side == st.active_side for u in st.units_at(h)):
                self._say(QCoreApplication.translate("PlayMode", "Cannot land at %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(problem)))
                return
            self.sea_mode = False
            self.stack.sea_button.setChecked(False)
        reach = self.current_reach()
        own_there = any(u.side == st.active_side for u in st.units_at(h))
        # A click on a shaded hex moves the stack just selected there, onto friendly
        # units too (they stack). Once it has moved, a click on other friendly units
        # selects them: the next stack to move, the usual intent.
        if reach is not None and h != self.sel_hex and reach.can_reach(h) and not (own_there and self._moved):
            self._move_to(h)
            return
        if own_there:
            self.entering = None
            self.reinforcements.pick(None)
            if h == self.sel_hex:
                self._clear_selection()
                self._draw_counters()
                self._update_overlays()
            else:
                self.select_hex(h)
            return
        if reach is not None:
            self._say(QCoreApplication.translate("PlayMode", "Cannot move to %1: %2").replace("%1", g.label(h)).replace("%2", tr_engine(reach.why(h) or "")))
            return
        self._inspect_hex(h)

    def _move_to(self, h: Hex) -> None:
        g = self.game
        reach = self.current_reach()
        if reach is None:
            return
        reason = reach.why(h)
        if reason is not None:
            self._say(QCoreApplication.translate("PlayMode", "Cannot move to %1: %2").replace("%1", g.label(h)).replace("%2", reason))
            return
        units = list(self.sel_units)
        frm = self.sel_hex
        # The stack stays selected where it arrives (it may move on with what MP
        # remain); set before applying so the one refresh that follows draws it.
        self.sel_hex = h
        if not self.apply(MoveStack(tuple(units), reach.path_to(h))):
            self.sel_hex = frm
            return
        self._moved = True
        self.stack.show_units(g, self.lang, self._move_title(h),
                              [u.id for u in g.state.units_at(h) if u.side == g.state.active_side], units, True)

    def _entry_set(self) -> set[Hex]:
        g = self.game
        group = group_of(g, self.entering) if self.entering else None
        return set(entry_hexes(g, group, self.entering)) if group and self.entering else set()

    def _drop_targets(self, uid: str) -> list[Hex]:
        """Hexes the unit may drop on now (the engine's answer for each hex in play)."""
        if paradrop is None:
            return []
        g = self.game
        return [h for h in g.costs.hexes if paradrop.drop_problem(g, uid, h) is None]

    def toggle_drop(self, on: bool) -> None:
        self.drop_mode = bool(on)
        if self.drop_mode and self.entering is not None:
            good = self._good_drop_faces(self.entering)
            text = QCoreApplication.translate("PlayMode", "Click a highlighted hex to drop %1 there; a die decides whether it lands in good order.").replace(
                "%1", unit_name(self.game, self.entering))
            if good:
                text += " " + QCoreApplication.translate("PlayMode", "(Good order on %1, otherwise a loss.)").replace("%1", good)
            self._say(text)
        self._update_overlays()

    def pick_reinforcement(self, uid: object) -> None:
        if self.session is None:
            return
        self.entering = uid if isinstance(uid, str) else None
        self._drop_hexes = self._drop_targets(self.entering) if self.entering is not None else []
        self.reinforcements.drop.setVisible(bool(self._drop_hexes))
        if not self._drop_hexes:
            self.drop_mode = False
            self.reinforcements.drop.setChecked(False)
        if self.entering is not None:
            self.sel_units, self.sel_hex, self._reach = [], None, None
            self.stack.inspect(self.game, self.lang, self.entering)
            self._say(QCoreApplication.translate("PlayMode", "Click a highlighted hex to bring %1 on.").replace("%1", unit_name(self.game, self.entering)))
        self._draw_counters()
        self._update_overlays()

    def exit_map(self) -> None:
        units = tuple(self.sel_units)
        if units and self.apply(ExitMap(units)):
            self._say(QCoreApplication.translate("PlayMode", "%1 left the map.").replace("%1", ", ".join(unit_name(self.game, u) for u in units)))

    def _move_title(self, h: Hex) -> str:
        """The Units panel's heading for a selected stack of the side to play, in the mode the player is in."""
        label = self.game.label(h)
        if self.carry is not None or self.stack.carry_button.isChecked():
            return QCoreApplication.translate("PlayMode", "%1: tick the amphibian and the one unit it carries.").replace("%1", label)
        if self.sea_mode:
            return QCoreApplication.translate("PlayMode", "%1: the unit that moves by sea.").replace("%1", label)
        return QCoreApplication.translate("PlayMode", "%1: tick the units that move together.").replace("%1", label)

    def _retitle_stack(self) -> None:
        if self.session is not None and self.sel_hex is not None and self.sel_units:
            self.stack.title.setText(self._move_title(self.sel_hex))

    def toggle_sea(self, on: bool) -> None:
        self.sea_mode = bool(on)
        self._retitle_stack()
        if self.sea_mode and self.sel_units:
            self._say(QCoreApplication.translate("PlayMode", "Click a highlighted landing hex to carry %1 there by sea.").replace(
                "%1", unit_name(self.game, self.sel_units[0])))
        self._update_overlays()

    def toggle_carry(self, on: bool) -> None:
        """Carry by amphibian: the amphibian and one other ticked unit of the hex go together."""
        if self.session is None or self.sel_hex is None:
            return
        g = self.game
        here = [u.id for u in g.state.units_at(self.sel_hex) if u.side == g.state.active_side]
        carrier = carrier_in(g, here)
        if not on or carrier is None:
            self.carry = None
            self._retitle_stack()
            self._update_overlays()
            return
        ticked = [u for u in self.sel_units if u != carrier]
        riders = ticked if len(ticked) == 1 else [u for u in here if u != carrier]
        self.sel_units = [carrier, best_carry(g, carrier, riders).passenger]
        for uid in here:
            self.stack.set_checked(uid, uid in self.sel_units)
        self._set_carry()
        self._retitle_stack()
        self._draw_counters()

    def _set_carry(self) -> None:
        g = self.game
        carrier = carrier_in(g, self.sel_units)
        riders = [u for u in self.sel_units if u != carrier]
        if carrier is None or len(riders) != 1:
            self.carry = None
            self._say(QCoreApplication.translate("PlayMode", "Tick the amphibian and the one unit it carries."))
        else:
            self.carry = Carry(g, carrier, riders[0])
            if self.carry.destinations():
                self._say(QCoreApplication.translate("PlayMode", "%1 carries %2: click a highlighted hex; hover to see the path.")
                          .replace("%1", unit_name(g, carrier)).replace("%2", unit_name(g, riders[0])))
            else:
                start = self.carry.start
                near = next((h for h in self.carry.reach.destinations() if h != start), None)
                why = self.carry.why(near) if near is not None else self.carry.reach.blocked
                self._say(QCoreApplication.translate("PlayMode", "%1 cannot carry %2 anywhere now: %3").replace("%1", unit_name(g, carrier))
                          .replace("%2", unit_name(g, riders[0])).replace("%3", tr_engine(why or "")))
        self._update_overlays()

    def _current_carry(self) -> Carry | None:
        g = self.game
        if self.carry is None or g.phase_kind() != "movement" or g.state.pending is not None:
            return None
        if self.carry.log_len != len(g.log):  # something moved (or was taken back) since
            self.carry = Carry(g, self.carry.carrier, self.carry.passenger)
        return self.carry

    def _update_unit_buttons(self) -> None:
        """Leave the map / move by sea: shown when the scenario has them for the selection."""
        g = self.game
        st = g.state
        units = tuple(self.sel_units)
        movement = g.phase_kind() == "movement" and st.pending is None
        can_exit_here = movement and bool(units) and all(exits.zone_for(g, u) is not None for u in units)
        self.stack.exit_button.setVisible(can_exit_here)
        if can_exit_here:
            reason = g.why_illegal(ExitMap(units))
            self.stack.exit_button.setEnabled(reason is None)
            self.stack.exit_button.setToolTip(tip(tr_engine(reason or "")))
        others = [u.id for u in st.units_at(self.sel_hex) if u.side == st.active_side] if self.sel_hex is not None else []
        can_carry = movement and carrier_in(g, others) is not None and len(others) > 1
        self.stack.carry_button.setVisible(can_carry)
        if not can_carry and self.carry is not None:
            self.carry = None
            self.stack.carry_button.setChecked(False)
        sea_rule = movement and len(units) == 1 and sea.rule_for(g, st.units[units[0]].side) is not None
        self.stack.sea_button.setVisible(bool(sea_rule))
        if not sea_rule and self.sea_mode:
            self.sea_mode = False
            self.stack.sea_button.setChecked(False)
