"""Play mode's attack presenter: the Combat panel and the picks behind it.

Picking the target and the attackers (clicks on the board or ticks in the
panel), artillery and air points, the preview from the engine (totals, odds,
shifts, final column, the chance of each result with its codes in words),
the roll, and Monte Castelo's bombardment stage fired by each side in turn.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from hexstudio.app.engine_text import tr_engine
from hexstudio.engine.actions import Action
from hexstudio.engine.combat import AirAttack, Bombard, CommitDefence, DeclareAttack, bombard_preview, combat_preview
from hexstudio.engine.combat.handlers import attack_choices
from hexstudio.engine.combat.situation import preview_bombard
from hexstudio.engine.errors import IllegalAction
from hexstudio.hexgrid import Hex
from hexstudio.play.combat import cell_family, preview_html, result_bars
from hexstudio.play.stage import StageBombard, command_name, has_stage, legal_targets, no_target_reason, pb_cap, pieces
from hexstudio.play.text import (
    code_meanings,
    side_name,
    side_says,
    unit_name,
    unit_short,
)


class AttackPresenter:
    """The Combat panel's picks, preview and roll (mixed into ``PlayMode``; see the module docstring)."""

    def _default_kind(self) -> str:
        return "bombard" if self.game.phase_kind() == "bombardment" else "attack"

    def _phase_sides(self) -> list[tuple[str, str]]:
        """The sides to pick from in a phase both play (Monte Castelo's bombardment stage), else none."""
        g = self.game
        p = g.phase()
        both = p is not None and p.side is None and p.kind in ("combat", "bombardment")
        return [(s, side_name(g.scenario, s, self.lang)) for s in g.sides] if both else []

    def _combat_side_changed(self, _side: object) -> None:
        self._show_roll("")  # the other side's dice are not this one's
        self._clear_combat()
        self._refresh_combat()
        if self.session is not None:
            self._hand_over()  # the other side takes over a phase both play

    def _clear_combat(self) -> None:
        self.target = None
        self.attackers = []
        self.artillery = []
        self.air = 0

    def _enemy_hex(self, h: Hex) -> bool:
        st = self.game.state
        side = self._combat_side()
        return any(u.side != side for u in st.units_at(h))

    def _combat_side(self) -> str | None:
        g = self.game
        p = g.phase()
        side = (p.side if p is not None else None) or g.state.active_side
        if side is None and p is not None and p.kind in ("combat", "bombardment"):
            side = self.combat.side.currentData()  # a phase both sides play: the panel says who fires
        return side

    def _combat_hover(self, h: Hex) -> str:
        """What a click on ``h`` would do in the combat phase."""
        g = self.game
        st = g.state
        units = st.units_at(h)
        if not units:
            return ""
        names = ", ".join(unit_name(g, u.id) for u in units)
        side = self._combat_side()
        if self._stage_on() and side is not None and units[0].side != side:
            first = pieces(g, side)[:1]
            why = g.why_illegal(StageBombard(side, h, (first[0].uid,))) if first else QCoreApplication.translate("PlayMode", "no bombardment pieces left this turn")
            if why:
                return QCoreApplication.translate("PlayMode", "%1: %2 — cannot be bombarded: %3").replace("%1", g.label(h)).replace("%2", names).replace("%3", tr_engine(why))
            return QCoreApplication.translate("PlayMode", "%1: %2 — click to bombard it with your pieces").replace("%1", g.label(h)).replace("%2", names)
        if units[0].side != side:
            if h in st.attacked_hexes:
                return QCoreApplication.translate("PlayMode", "%1: %2 — already attacked this turn").replace("%1", g.label(h)).replace("%2", names)
            return QCoreApplication.translate("PlayMode", "%1: %2 — click to pick it as the target").replace("%1", g.label(h)).replace("%2", names)
        if self.target is None:
            return QCoreApplication.translate("PlayMode", "%1: %2 — pick an enemy hex first").replace("%1", g.label(h)).replace("%2", names)
        if self.combat.kind() == "attack" and h.distance(self.target) == 1:
            return QCoreApplication.translate("PlayMode", "%1: %2 — click to add to or take out of the attack").replace("%1", g.label(h)).replace("%2", names)
        guns = [u.id for u in units if g.current_values(u.id).range is not None]
        if guns:
            rng = max(g.current_values(u).range or 0 for u in guns)
            d = h.distance(self.target)
            if d > rng:
                return QCoreApplication.translate("PlayMode", "%1: out of range (%2 hexes, range %3)").replace("%1", g.label(h)).replace(
                    "%2", str(d)).replace("%3", str(rng))
            return QCoreApplication.translate("PlayMode", "%1: %2 — click to add or remove this artillery").replace("%1", g.label(h)).replace("%2", names)
        return QCoreApplication.translate("PlayMode", "%1: %2 — not next to the target").replace("%1", g.label(h)).replace("%2", names)

    def _click_combat(self, h: Hex) -> None:
        g = self.game
        st = g.state
        side = self._combat_side()
        if self._enemy_hex(h):
            if h != self.target:
                self._clear_combat()
                self._show_roll("")  # the last dice were for another target
                self.target = h
                self.combat_dock.raise_()
            self._inspect_hex(h)
            self._refresh_combat()
            if self.combat.kind() == "attack":
                self._say(QCoreApplication.translate("PlayMode", "Target %1. Now click your adjacent units to attack, and artillery in range to support.")
                          .replace("%1", g.label(h)))
            return
        own = [u.id for u in st.units_at(h) if u.side == side]
        if self.target is None or not own:
            self._inspect_hex(h)
            return
        kind = self.combat.kind()
        if kind == "attack" and h.distance(self.target) == 1:
            usable = [u for u in own if u not in st.attacked_units and u not in st.supporting_units]
            if not usable:
                self._say(QCoreApplication.translate("PlayMode", "The units at %1 have already fought this phase.").replace("%1", g.label(h)))
            elif all(u in self.attackers for u in usable):
                self.attackers = [u for u in self.attackers if u not in usable]
            else:
                self.attackers += [u for u in usable if u not in self.attackers]
        elif kind in ("attack", "bombard"):
            guns = [u for u in own if g.current_values(u).range is not None]
            if not guns:
                self._say(QCoreApplication.translate("PlayMode", "No artillery at %1.").replace("%1", g.label(h)))
            elif all(u in self.artillery for u in guns):
                self.artillery = [u for u in self.artillery if u not in guns]
            else:
                self.artillery += [u for u in guns if u not in self.artillery]
        self._inspect_hex(h)
        self._refresh_combat()

    def _combat_kind_changed(self) -> None:
        self.attackers, self.artillery, self.air = [], [], 0
        self._refresh_combat()

    def _combat_choices_changed(self) -> None:
        self.attackers = self.combat.checked_attackers()
        self.artillery = self.combat.checked_artillery()
        self.air = self.combat.air.value()
        if self._stage_on():
            self._update_stage_total()
        self._update_overlays()
        self._update_combat_preview()

    def _refresh_combat(self) -> None:
        """Fill the combat panel's lists from the target and the picks."""
        if self.session is None:
            return
        g = self.game
        st = g.state
        side = self._combat_side()
        if g.phase_kind() not in ("combat", "bombardment"):
            self.combat.hand_over.hide()
            self.combat.set_choices(QCoreApplication.translate("PlayMode", "Attacks and bombardments are made in the combat phase."), [], [], 0, 0)
            self._update_overlays()
            self._update_combat_preview()
            return
        if self._stage_on() and side is not None:
            self._refresh_stage(side)
            return
        self.combat.set_artillery_title(QCoreApplication.translate("PlayMode", "Artillery in range:"))
        self.combat.hand_over.hide()
        if self.target is None or side is None:
            self.combat.set_choices(QCoreApplication.translate("PlayMode", "Click an enemy hex to attack it."), [], [], 0, 0)
            self._update_overlays()
            self._update_combat_preview()
            return
        t = self.target
        kind = self.combat.kind()

        def row(uid: str, on: bool) -> tuple[str, str, bool]:
            v = g.current_values(uid)
            return uid, f"{unit_short(g, uid)} {v.attack}-{v.defence} ({g.label(st.units[uid].hex)})", on  # type: ignore[arg-type]

        adjacent, guns = attack_choices(g, side, t)
        if kind == "attack":
            guns = [u for u in guns if u not in self.attackers]
        att_rows = [row(u, u in self.attackers) for u in adjacent] if kind == "attack" else []
        art_rows = [row(u, u in self.artillery) for u in guns] if kind != "air" else []
        defenders = ", ".join(unit_name(g, u.id) for u in st.units_at(t))
        air_max = st.air_points.get(side, 0)
        self.combat.set_choices(QCoreApplication.translate("PlayMode", "Target %1: %2").replace("%1", g.label(t)).replace("%2", defenders),
                                att_rows, art_rows, air_max, self.air)
        self._update_overlays()
        self._update_combat_preview()

    def _stage_on(self) -> bool:
        """The bombardment stage with off-map pieces is being played in the combat panel."""
        return self.session is not None and has_stage(self.game) and self.combat.kind() == "bombard"

    def _refresh_stage(self, side: str) -> None:
        """The side's pieces (name, PB, command), ticked ones first picked, and the target."""
        g = self.game
        ps = pieces(g, side)
        rows = [(p.uid, QCoreApplication.translate("PlayMode", "%1 — PB %2 — %3").replace("%1", unit_short(g, p.uid)).replace("%2", str(p.pb))
                 .replace("%3", command_name(g, p.command)), p.uid in self.artillery) for p in ps]
        who = side_name(g.scenario, side, self.lang)
        if not ps:
            text = side_says(g.scenario, side, self.lang, "no_pieces")
        elif self.target is None:
            targets = legal_targets(g, side)
            if targets:
                text = QCoreApplication.translate("PlayMode", "%1: click a highlighted enemy hex to bombard it, then tick the pieces to fire.").replace("%1", who)
            else:
                text = side_says(g.scenario, side, self.lang, "cannot_bombard")
                why = tr_engine(no_target_reason(g, side) or "")
                if why:
                    text += " " + why[:1].upper() + why[1:]
        else:
            defenders = ", ".join(unit_name(g, u.id) for u in g.state.units_at(self.target))
            text = QCoreApplication.translate("PlayMode", "Target %1: %2").replace("%1", g.label(self.target)).replace("%2", defenders)
        self.combat.set_choices(text, [], rows, 0, 0)
        other = self._other_stage_side(side)
        self.combat.hand_over.setVisible(other is not None)
        if other is not None:
            self.combat.hand_over.setText(side_says(g.scenario, other, self.lang, "hand_over"))
        self._update_stage_total()
        self._update_overlays()
        self._update_combat_preview()

    def _update_stage_total(self) -> None:
        g = self.game
        total = sum(p.pb for p in pieces(g, self._combat_side() or "") if p.uid in self.artillery)
        cap = pb_cap(g)
        title = QCoreApplication.translate("PlayMode", "Bombardment pieces (off the map) — ticked: %1 PB").replace("%1", str(total))
        if cap is not None:
            title = QCoreApplication.translate("PlayMode", "Bombardment pieces (off the map) — ticked: %1 of at most %2 PB a hex").replace(
                "%1", str(total)).replace("%2", str(cap))
        self.combat.set_artillery_title(title)

    def pending_attack(self) -> Action | None:
        if self.target is None:
            return None
        if self._stage_on():
            side = self._combat_side()
            return StageBombard(side, self.target, tuple(self.artillery)) if side else None
        kind = self.combat.kind()
        if kind == "attack":
            return DeclareAttack(self.target, tuple(self.attackers), tuple(self.artillery), self.air)
        p = self.game.phase()
        named = "" if p is not None and p.side else (self._combat_side() or "")
        if kind == "bombard":
            return Bombard(self.target, tuple(self.artillery), named)
        return AirAttack(self.target, self.air, named)

    def _update_combat_preview(self) -> None:
        if self.session is None:
            return
        g = self.game
        action = self.pending_attack()
        results = g.scenario.crt.results

        def family(cell: str) -> str:
            return cell_family(cell.split(), results)

        if action is None:
            self.combat.show_preview("", [], False)
            self.roll_action.setEnabled(False)
            return
        try:
            if isinstance(action, DeclareAttack):
                if not action.attackers:
                    raise IllegalAction(QCoreApplication.translate("PlayMode", "pick the attacking units: click your units next to the target"))
                p = combat_preview(g, action)
                note = ""
                if g.scenario.rules.combat.hidden_support:
                    note = QCoreApplication.translate("PlayMode", "The defender may still add hidden support (artillery, air) after you commit.")
                elif p.possible_defence_support:
                    note = QCoreApplication.translate("PlayMode", "The defender could add up to %1 with support.").replace("%1", str(p.possible_defence_support))
                html = preview_html(p, QCoreApplication.translate("PlayMode", "Attack"), QCoreApplication.translate("PlayMode", "Defence"), QCoreApplication.translate("PlayMode", "Odds"), QCoreApplication.translate("PlayMode", "Final column"), note,
                                    lambda uid: unit_name(g, uid))
                bars = result_bars(p.outcomes, family)
                self.combat.show_preview(html, bars, True, code_meanings(g.scenario, [b[0] for b in bars]))
            else:
                if isinstance(action, Bombard) and not action.artillery:
                    raise IllegalAction(QCoreApplication.translate("PlayMode", "pick the artillery: click your guns within range"))
                if isinstance(action, AirAttack) and action.points <= 0:
                    raise IllegalAction(QCoreApplication.translate("PlayMode", "set the air points to use"))
                if isinstance(action, StageBombard):
                    if not action.pieces:
                        raise IllegalAction(QCoreApplication.translate("PlayMode", "tick the pieces to fire"))
                    why = g.why_illegal(action)
                    if why:
                        raise IllegalAction(why)
                    bp = preview_bombard(g, action.side, action.target, "artillery", artillery=action.pieces)
                else:
                    bp = bombard_preview(g, action)
                lines = [escape(tr_engine(x)) for x in bp.describe()[:1]]
                lines += ["&nbsp;&nbsp;" + escape(tr_engine(s.describe())) for s in bp.shifts]
                lines.append(QCoreApplication.translate("PlayMode", "Final column") + f" <b>{escape(bp.final_label)}</b>")
                table = g.scenario.bombardment

                def bfamily(code: str) -> str:
                    res = table.results.get(code) if table is not None else None
                    return "defender" if res is not None and (res.step_losses or res.suppress) else "none"

                bars = result_bars(bp.outcomes, bfamily)
                self.combat.show_preview("<br>".join(lines), bars, True)
        except IllegalAction as e:
            self.combat.show_preview(f"<i>{escape(tr_engine(e.reason))}</i>", [], False)
        except Exception as e:  # the preview must never take the window down
            self.combat.show_preview(f"<i>{escape(type(e).__name__)}: {escape(str(e))}</i>", [], False)
        self.roll_action.setEnabled(self.combat.roll.isEnabled())

    def roll(self) -> None:
        if self.covered():
            return
        action = self.pending_attack()
        if action is None or not self.combat.roll.isEnabled():
            return
        if self.apply(action):
            self._clear_combat()
            if isinstance(action, StageBombard) and not legal_targets(self.game, action.side):
                self._next_stage_side(action.side)
            self._refresh_combat()

    def _other_stage_side(self, side: str) -> str | None:
        """The side that fires next in the stage after ``side`` (in the battle's order, round to the first)."""
        g = self.game
        others = g.sides[g.sides.index(side) + 1:] + g.sides[:g.sides.index(side)] if side in g.sides else []
        return others[0] if others else None

    def hand_over_stage(self) -> None:
        side = self._combat_side()
        other = self._other_stage_side(side) if side else None
        if other is not None and not self.covered():
            self.combat.side.setCurrentIndex(self.combat.side.findData(other))

    def _next_stage_side(self, done: str) -> None:
        """A side with nothing left to fire in the stage hands the panel (behind the cover) to the next."""
        g = self.game
        later = [s for s in g.sides[g.sides.index(done) + 1:] if legal_targets(g, s)]
        if later:
            self.combat.side.setCurrentIndex(self.combat.side.findData(later[0]))

    def commit_support(self, artillery: list, air: int) -> None:
        self.apply(CommitDefence(tuple(artillery), int(air)))
