"""Play mode's marks on the board: hex overlays, where their labels go, and the counters.

Reachable hexes with their cost, the path under the pointer, entry hexes,
targets and attackers, decision hexes, the hexes a lesson points at, the last
moves, enemy zones of control on demand. Each overlay has its colour and
hatch (``STYLE``); labels sit at a hex's centre, under its counter or over its
number (``LABEL_ANCHOR``, ``play/overlay.py``) so they never collide.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor

from hexstudio.engine import sea
from hexstudio.engine.reinforcements import entry_hexes, entry_problem, group_of
from hexstudio.engine.zoc import enemy_zoc
from hexstudio.hexgrid import Hex
from hexstudio.play.overlay import Z_LABELS, HexOverlay
from hexstudio.play.stage import legal_targets
from hexstudio.play.text import unit_short
from hexstudio.scenario.cost import format_halves

# Overlays: colour AND hatch differ, so they read without colour vision.
STYLE = {
    "reach": ("#1e88e5", Qt.BrushStyle.BDiagPattern),
    "path": ("#ef6c00", Qt.BrushStyle.Dense4Pattern),
    "zoc": ("#c62828", Qt.BrushStyle.DiagCrossPattern),
    "entry": ("#2e7d32", Qt.BrushStyle.CrossPattern),
    "target": ("#b71c1c", Qt.BrushStyle.FDiagPattern),
    "attackers": ("#f9a825", Qt.BrushStyle.HorPattern),
    "artillery": ("#7b1fa2", Qt.BrushStyle.VerPattern),
    "choice": ("#6a1b9a", Qt.BrushStyle.Dense5Pattern),
    "last": ("#4e342e", Qt.BrushStyle.Dense7Pattern),
    "where": ("#00897b", Qt.BrushStyle.CrossPattern),
    "selected": ("#0d47a1", Qt.BrushStyle.Dense6Pattern),
    "mover": ("#0d47a1", Qt.BrushStyle.Dense3Pattern),
    "landing": ("#00838f", Qt.BrushStyle.HorPattern),
    "owed": ("#d84315", Qt.BrushStyle.Dense2Pattern),
    "lesson": ("#ad1457", Qt.BrushStyle.Dense6Pattern),
    "stage": ("#e65100", Qt.BrushStyle.Dense5Pattern),
}


# Where an overlay's labels go: MP costs at the centre (under the counter's
# band when the hex is occupied), lesson marks over the hex number, words under the counter.
LABEL_ANCHOR = {"reach": "center", "path": "center", "lesson": "top"}


@lru_cache(maxsize=256)
def _mp_label(halves: int) -> str:
    """A cost label on the reach overlay (a few dozen values, hundreds of hexes a move)."""
    return format_halves(halves)


class BoardMarks:
    """The overlays and counters on the board (mixed into ``PlayMode``; see the module docstring)."""

    def _highlight(self, key: str, hexes: Iterable[Hex], labels: dict[Hex, str] | None = None) -> None:
        """Show (or replace, or with no hexes remove) the overlay ``key``; unchanged ones are left alone."""
        scene = self.window.board_scene if self.window else None
        if scene is None:
            return
        hexes = frozenset(hexes)
        labels = labels or {}
        # Words go under the counter, lesson marks over the hex number, both above the
        # counters; MP costs stay at the centre of empty hexes (see play/overlay.py).
        anchor = LABEL_ANCHOR.get(key, "bottom")
        occupied = scene.counter_hexes()
        inline = {h: t for h, t in labels.items() if anchor == "center" and h not in occupied}
        # The band under the counter holds a hex's place name: a word there goes over the number instead.
        bands: dict[str, dict[Hex, str]] = {"top": {}, "bottom": {}}
        for h, t in labels.items():
            if h not in inline:
                band = "top" if anchor == "top" or scene.mapview.name(h) else "bottom"
                bands[band][h] = t
        sig = (hexes, frozenset(labels.items()), frozenset(bands["top"]), frozenset(bands["bottom"]))
        old = self._overlays.get(key)
        if old is not None and old[1] == sig and old[0].scene() is scene:
            return
        if old is not None:
            for part in (old[0], *old[2]):
                if part.scene() is not None:
                    part.scene().removeItem(part)
            del self._overlays[key]
        if not hexes:
            return
        color, pattern = STYLE[key]
        item = HexOverlay(scene.grid, hexes, QColor(color), pattern, inline)
        scene.addItem(item)
        words = [HexOverlay(scene.grid, band, QColor(color), pattern, band, z=Z_LABELS, fill=False, anchor=where)
                 for where, band in bands.items() if band]
        for w in words:
            scene.addItem(w)
        self._overlays[key] = (item, sig, words)

    def overlay_keys(self) -> list[str]:
        """The overlays shown now ("reach", "path", "zoc", ...)."""
        return list(self._overlays)

    def _remove_overlays(self) -> None:
        for item, _sig, words in self._overlays.values():
            for part in (item, *words):
                if part.scene() is not None:
                    part.scene().removeItem(part)
        self._overlays.clear()

    def _update_overlays(self) -> None:
        if self.session is None:
            return
        g = self.game
        st = g.state
        # Reachable hexes with the MP each costs.
        reach = self.current_reach()
        carry = self._current_carry()
        if carry is not None:
            dests = carry.destinations()
            self._highlight("reach", dests, {h: _mp_label(c) for h, c in dests.items()})
        elif reach is not None and reach.blocked is None:
            dests = reach.destinations()
            self._highlight("reach", dests, {h: _mp_label(c) for h, c in dests.items()})
        else:
            self._highlight("reach", [])
        self._highlight("selected", [self.sel_hex] if self.sel_hex is not None and self.sel_units else [])
        self._highlight("path", [])
        # Landing hexes for a move by sea.
        if self.sea_mode and len(self.sel_units) == 1 and g.phase_kind() == "movement":
            uid = self.sel_units[0]
            rule = sea.rule_for(g, st.units[uid].side)
            hexes = [h for h in sea.landing_hexes(g, rule) if sea.sea_move_problem(g, uid, h) is None] if rule else []
            self._highlight("landing", hexes, {h: QCoreApplication.translate("PlayMode", "land") for h in hexes})
        else:
            self._highlight("landing", [])
        self._update_unit_buttons()
        # Entry hexes for the picked reinforcement.
        if self.entering is not None and self.drop_mode:
            self._highlight("entry", self._drop_hexes, {h: QCoreApplication.translate("PlayMode", "drop") for h in self._drop_hexes})
        elif self.entering is not None:
            group = group_of(g, self.entering)
            hexes = [h for h in entry_hexes(g, group, self.entering) if entry_problem(g, self.entering, h) is None] if group else []
            self._highlight("entry", hexes, {h: QCoreApplication.translate("PlayMode", "enter") for h in hexes})
        else:
            self._highlight("entry", [])
        # Hexes the side firing in the bombardment stage may bombard (the engine's answer).
        if self._stage_on() and self.target is None and st.pending is None:
            side = self._combat_side()
            hexes = list(legal_targets(g, side)) if side else []
            self._highlight("stage", hexes, {h: QCoreApplication.translate("PlayMode", "fire") for h in hexes})
        else:
            self._highlight("stage", [])
        # Combat picks.
        self._highlight("target", [self.target] if self.target is not None else [],
                        {self.target: QCoreApplication.translate("PlayMode", "target")} if self.target is not None else None)
        self._highlight("attackers", {st.units[u].hex for u in self.attackers if st.units[u].hex is not None})
        self._highlight("artillery", {st.units[u].hex for u in self.artillery if st.units[u].hex is not None})
        # Hexes a decision can be answered with, and the unit it is about.
        self._highlight("choice", *self._choice_hexes())
        mover = self._decision_unit()
        mover_hex = st.units[mover].hex if mover is not None else None
        self._highlight("mover", [mover_hex] if mover_hex is not None else [],
                        {mover_hex: unit_short(g, mover)} if mover_hex is not None and mover is not None else None)
        # Enemy zones of control of the side to play, on demand.
        side = self._acting_side()
        if self.show_zoc and side is not None:
            self._highlight("zoc", enemy_zoc(g, st, side))
        else:
            self._highlight("zoc", [])
        self._highlight("last", self._last_moves())

    def _last_moves(self) -> set[Hex]:
        """Where units moved, retreated or advanced in this phase and the one before."""
        g = self.game
        out: set[Hex] = set()
        phases: list[tuple[int, int]] = []
        for entry in reversed(g.log):
            key = (entry.turn, entry.phase_index)
            if key not in phases:
                if len(phases) == 2:
                    break
                phases.append(key)
            for e in entry.events:
                if e.kind == "move":
                    out.add(g.grid.parse(e.data["path"][-1]))
                elif e.kind in ("enter", "retreat", "advance"):
                    label = e.data.get("hex") or e.data.get("to")
                    if label:
                        out.add(g.grid.parse(label))
        return {h for h in out if g.state.units_at(h)}

    def toggle_zoc(self, on: bool | None = None) -> None:
        self.show_zoc = bool(self.zoc_action.isChecked() if on is None else on)
        self.zoc_action.setChecked(self.show_zoc)
        self._update_overlays()

    def show_where(self, labels: list[str]) -> None:
        """A log line was clicked: mark its hexes and bring them into view."""
        if self.session is None:
            return
        g = self.game
        hexes = []
        for lab in labels:
            try:
                hexes.append(g.grid.parse(lab))
            except ValueError:
                continue
        self._highlight("where", hexes)
        if hexes and self.window is not None and self.window.board_view is not None:
            self.window.board_view.center_on_hex(hexes[-1])

    def _show_lesson_hexes(self, step: object) -> None:
        if self.session is None:
            return
        hexes: dict[Hex, str] = {}
        for label in getattr(step, "hexes", None) or []:
            try:
                hexes[self.game.grid.parse(label)] = label
            except ValueError:
                continue  # the scenario check reports a bad label; the lesson still reads
        self._highlight("lesson", hexes, hexes)

    def _draw_counters(self) -> None:
        scene = self.window.board_scene if self.window else None
        if scene is None or self.faces is None:
            return
        scene.set_units(self.faces.placements(self.game.state, self.sel_units))
