"""Play mode's decision presenter: a question the rules put to a player.

The pending ``Decision`` in the Decision panel (with the roll it came from),
its answers as buttons and as highlighted hexes, the units it is about in the
Units panel, and a click on the board that answers it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from hexstudio.app.engine_text import tr_engine
from hexstudio.engine.actions import Choose
from hexstudio.hexgrid import Hex
from hexstudio.play.text import (
    decision_name,
    sentence,
    side_says,
    unit_name,
)
from hexstudio.scenario.model import text_in

# Decisions answered with a hex label, outside combat; each names its unit in data["unit"].
HEX_DECISIONS = frozenset({"flood_retreat", "off_map_return", "pontoneer_bridge"})


class DecisionPresenter:
    """The question of the moment and its answers (mixed into ``PlayMode``; see the module docstring)."""

    def _show_decision(self) -> None:
        g = self.game
        d = g.state.pending
        # The tab that matters is brought forward when the situation changes,
        # not on every click: a tab the player opened stays open while moving.
        key = (g.state.turn, g.state.phase_index, d.kind if d is not None else None, bool(self.reinforcements.units()))
        bring_forward = key != self._raised_for
        self._raised_for = key
        self.decision.show_roll(self._roll_html if d is not None and g.state.extra.get("combat") else "")
        self._show_decision_stack()
        if d is None:
            self.decision.show_nothing()
            if bring_forward and g.phase_kind() in ("combat", "bombardment"):
                self.combat_dock.raise_()
            elif bring_forward and self.reinforcements.units():
                self.reinf_dock.raise_()
            return
        if bring_forward:
            self.decision_dock.raise_()
        decides = "<b>" + escape(side_says(g.scenario, d.side, self.lang, "decides")) + "</b> "
        question = tr_engine(d.text)
        if d.kind == "withdrawal":
            # The engine's question names the withdrawal group by its id ("ca-w10-bde"): ask in words.
            left = int(d.data.get("left", 1))
            question = (QCoreApplication.translate("PlayMode", "Choose the unit that is withdrawn this turn.") if left == 1
                        else QCoreApplication.translate("PlayMode", "Choose %1 units that are withdrawn this turn.").replace("%1", str(left)))
        # Capitalised like any sentence, unless it opens with a unit's own name ("de1 comes back...").
        if not any(question.startswith(n) for u in g.unit_defs.values() for n in (u.name, u.short) if n):
            question = sentence(question)
        if question and question[-1] not in ".?!:":
            question += "."  # the engine's questions are clauses; the panel adds a sentence after them
        head = decides + escape(question)
        if d.kind == "commit_defence":
            rec = g.state.extra.get("combat") or {}
            target = rec.get("target")
            where = g.label(target) if target is not None else "?"
            head = decides + QCoreApplication.translate("PlayMode", "Your units at %1 are attacked. Tick the artillery that supports the defence and set the air points, then commit — or give no support. The attacker has already committed and will not see your choice before the dice.").replace(
                "%1", where)
            art = [(u, f"{unit_name(g, u)} ({g.current_values(u).attack})") for u in d.data.get("artillery", [])]
            self.decision.show_support(head, art, int(d.data.get("air", 0)), QCoreApplication.translate("PlayMode", "No support"))
            return
        options: list[tuple[str, str]] = []
        if d.kind == "retreat" or d.kind in HEX_DECISIONS:
            head += "<br>" + QCoreApplication.translate("PlayMode", "Click a highlighted hex on the map, or a button.")
            button = self._hex_choice_buttons().get(d.kind, QCoreApplication.translate("PlayMode", "Retreat to %1"))
            options = [(o, QCoreApplication.translate("PlayMode", "No bridge") if o == "none" else button.replace("%1", o)) for o in d.options]
        elif d.kind == "advance":
            head += "<br>" + QCoreApplication.translate("PlayMode", "Click a highlighted hex on the map, or a button.")
            for o in d.options:
                if o == "done":
                    options.append((o, QCoreApplication.translate("PlayMode", "Stop advancing")))
                else:
                    uid, lab = o.rsplit(" ", 1)
                    options.append((o, QCoreApplication.translate("PlayMode", "Advance %1 to %2").replace("%1", unit_name(g, uid)).replace("%2", lab)))
        else:
            if d.kind == "exchange_attacker":
                rec = g.state.extra.get("combat") or {}
                op = next((x for x in rec.get("queue", []) if x.get("op") == "exchange"), None)
                if op is not None:
                    head += "<br>" + QCoreApplication.translate("PlayMode", "Defence lost: %1; attack strength given up so far: %2; still owed: %3.").replace(
                        "%1", str(op["value"])).replace("%2", str(op["removed"])).replace("%3", str(op["value"] - op["removed"]))
            for o in d.options:
                if o in g.unit_defs:
                    v = g.current_values(o)
                    face = QCoreApplication.translate("PlayMode", "reduced") if g.state.units[o].steps_lost else QCoreApplication.translate("PlayMode", "full")
                    options.append((o, f"{unit_name(g, o)} — {v.attack}-{v.defence}-{v.movement:g} ({face})"))
                elif o == "done":
                    options.append((o, QCoreApplication.translate("PlayMode", "Stop here")))
                elif o in g.scenario.map.hex_sets:
                    # Strategic bombing offers cities by hex set: the scenario's name, not its id.
                    options.append((o, text_in(g.scenario.map.hex_sets[o].name, self.lang) or o))
                else:
                    options.append((o, o))
        self.decision.show_options(head, options)

    def _show_decision_stack(self) -> None:
        """While a side answers a question, the Units panel shows the units it is about:
        the attacked stack for hidden support, the retreating unit's stack, the units to choose from."""
        g = self.game
        st = g.state
        d = st.pending
        key = (d.kind, d.side, d.options, str(d.text)) if d is not None else None
        if key == self._stack_for:
            return
        answered = self._stack_for is not None
        self._stack_for = key
        if d is None:
            if answered:
                # The question is answered (by a person or the computer): the panel no
                # longer shows its units under its heading, but the selection or the prompt.
                self._show_selection_stack()
            return
        where: Hex | None = None
        units: list[str] = []
        if d.kind == "commit_defence":
            where = (st.extra.get("combat") or {}).get("target")
        else:
            mover = self._decision_unit()
            if mover is not None:
                where = st.units[mover].hex
            else:
                for o in d.options:
                    uid = o.split(" ", 1)[0]
                    if uid in st.units and uid not in units:
                        units.append(uid)
        if isinstance(where, Hex):
            units = [u.id for u in st.units_at(where)]
        if not units:
            return
        title = sentence(decision_name(d.kind))
        if isinstance(where, Hex):
            title = QCoreApplication.translate("PlayMode", "%1: %2").replace("%1", g.label(where)).replace("%2", decision_name(d.kind))
        self.stack.show_units(g, self.lang, title, units, [], False)

    def _show_selection_stack(self) -> None:
        g = self.game
        own = [u for u in self.sel_units if u in g.state.units and g.state.units[u].hex == self.sel_hex]
        if self.sel_hex is not None and own:
            self.stack.show_units(g, self.lang, self._move_title(self.sel_hex), own, own, True)
        elif self.session is not None:
            self.stack.show_units(g, self.lang, QCoreApplication.translate("PlayMode", "Click one of your units to select it."), [], [], False)

    def _hex_choice_words(self) -> dict[str, str]:
        """The word on a highlighted hex, by decision kind."""
        return {"flood_retreat": QCoreApplication.translate("PlayMode", "retreat"), "off_map_return": QCoreApplication.translate("PlayMode", "come back"),
                "pontoneer_bridge": QCoreApplication.translate("PlayMode", "bridge")}

    def _hex_choice_buttons(self) -> dict[str, str]:
        return {"flood_retreat": QCoreApplication.translate("PlayMode", "Retreat to %1"), "off_map_return": QCoreApplication.translate("PlayMode", "Come back at %1"),
                "pontoneer_bridge": QCoreApplication.translate("PlayMode", "Bridge the river to %1")}

    def _click_decision(self, h: Hex) -> None:
        g = self.game
        d = g.state.pending
        assert d is not None
        label = g.label(h)
        if (d.kind == "retreat" or d.kind in HEX_DECISIONS) and label in d.options:
            self.choose(label)
            return
        if d.kind == "advance":
            matches = [o for o in d.options if o != "done" and o.rsplit(" ", 1)[1] == label]
            preferred = [o for o in matches if o.split(" ", 1)[0] in self.sel_units]
            if matches:
                self.choose((preferred or matches)[0])
                return
        self._inspect_hex(h)
        self._say(QCoreApplication.translate("PlayMode", "First answer: %1").replace("%1", tr_engine(d.text)))

    def choose(self, option: str) -> None:
        self.apply(Choose(option))

    def _decision_unit(self) -> str | None:
        """The unit a retreat (or other hex) decision moves."""
        g = self.game
        d = g.state.pending
        if d is None:
            return None
        if d.kind in HEX_DECISIONS:
            # Rules outside combat (flood, off-map return, bridges) name their unit in the decision.
            uid = d.data.get("unit")
            return uid if isinstance(uid, str) and uid in g.state.units else None
        if d.kind != "retreat":
            return None
        queue = (g.state.extra.get("combat") or {}).get("queue") or []
        uid = queue[0].get("unit") if queue else None
        return uid if isinstance(uid, str) and uid in g.state.units else None

    def _choice_hexes(self) -> tuple[list[Hex], dict[Hex, str]]:
        g = self.game
        d = g.state.pending
        if d is None:
            return [], {}
        hexes: dict[Hex, str] = {}
        if d.kind == "retreat" or d.kind in HEX_DECISIONS:
            word = self._hex_choice_words().get(d.kind, QCoreApplication.translate("PlayMode", "retreat"))
            for opt in d.options:
                try:
                    hexes[g.grid.parse(opt)] = word
                except ValueError:
                    pass  # "none" and the like: buttons only
        elif d.kind == "advance":
            for opt in d.options:
                if " " in opt:
                    hexes[g.grid.parse(opt.rsplit(" ", 1)[1])] = QCoreApplication.translate("PlayMode", "advance")
        return list(hexes), hexes
