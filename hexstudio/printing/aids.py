"""Player aids: the scenario card and the tables, as a paginated text document.

The content is built with ``QTextCursor.insertText``: every scenario text
(names, notes, descriptions) goes in as plain text, never as markup. The
document is laid out in twentieths of a millimetre (fonts sized in pixels of
that unit) and paginated by Qt; each page is painted into the page's text
area. Rule descriptions come from the engine's rulebook, in the interface
language through the engine catalogue; result codes are explained in the
same words the game log uses.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextFrameFormat,
    QTextLength,
    QTextListFormat,
    QTextTableFormat,
)

from hexstudio.app.engine_text import tr_engine
from hexstudio.board.counters import counter_info
from hexstudio.engine import control
from hexstudio.engine.game import Game
from hexstudio.engine.rulebook import known_rules
from hexstudio.play.text import explain_bombard, explain_result
from hexstudio.printing import texts
from hexstudio.printing.paint import GREY, TEXT_UNITS, draw_text
from hexstudio.printplan.geometry import Box
from hexstudio.printplan.options import SAFE_MARGIN_MM, PrintOptions, paper_size
from hexstudio.scenario.model import (
    AllOfCondition,
    AnyOfCondition,
    Condition,
    Entry,
    HexControlCondition,
    Scenario,
    Schedule,
    TurnCondition,
    UnitEnteredHexCondition,
    UnitsEliminatedCondition,
    UnitsEnteredCondition,
    text_in,
)

U = TEXT_UNITS  # layout units per millimetre
HEADER_MM = 9.0
FOOTER_MM = 8.0
BODY_MM = 3.0
SMALL_MM = 2.6
KEEP_MM = 22.0  # room a heading wants below it on its page


def _font(size_mm: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont("Sans")
    f.setStyleHint(QFont.StyleHint.SansSerif)
    f.setPixelSize(max(1, round(size_mm * U)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


def _cost(v: object) -> str:
    """A movement cost exactly as the scenario writes it."""
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


class AidsPrinter:
    """The player-aid pages of one scenario."""

    def __init__(self, scenario: Scenario, options: PrintOptions) -> None:
        self.s = scenario
        self.lang = options.language
        self.paper = options.sheet_paper
        self.page_w, self.page_h = paper_size(self.paper)
        m = SAFE_MARGIN_MM
        self.area = Box(m, m + HEADER_MM, self.page_w - 2 * m, self.page_h - 2 * m - HEADER_MM - FOOTER_MM)
        doc = QTextDocument()
        doc.setUseDesignMetrics(True)
        doc.setDocumentMargin(0)
        doc.setDefaultFont(_font(BODY_MM))
        doc.setPageSize(QSizeF(self.area.w * U, self.area.h * U))
        self.doc = doc
        self.cur = QTextCursor(doc)
        self._first_block = True
        self._headings: list = []
        self._holders: dict[str, str] | None = None
        self._build()
        self._keep_headings()
        self._relayout()
        self.pages = max(1, doc.pageCount())

    @property
    def page_count(self) -> int:
        return self.pages

    # --- building blocks --------------------------------------------------------------
    def _block(
        self,
        size: float,
        bold: bool = False,
        italic: bool = False,
        top: float = 0.0,
        bottom: float = 1.0,
        page_break: bool = False,
        color: QColor | None = None,
        indent: float = 0.0,
    ) -> QTextCharFormat:
        bf = QTextBlockFormat()
        bf.setTopMargin(top * U)
        bf.setBottomMargin(bottom * U)
        bf.setLeftMargin(indent * U)
        if page_break and not self._first_block:
            bf.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
        cf = QTextCharFormat()
        cf.setFont(_font(size, bold, italic))
        if color is not None:
            cf.setForeground(QBrush(color))
        if self._first_block:
            self.cur.setBlockFormat(bf)
            self.cur.setBlockCharFormat(cf)
            self._first_block = False
        else:
            self.cur.insertBlock(bf, cf)
        return cf

    def h1(self, text: str, page_break: bool = False) -> None:
        cf = self._block(5.2, bold=True, bottom=2.0, page_break=page_break)
        self.cur.insertText(text, cf)

    def h2(self, text: str) -> None:
        cf = self._block(3.8, bold=True, top=3.0, bottom=1.2, color=QColor(30, 50, 90))
        self.cur.insertText(text, cf)
        self._headings.append(self.cur.block())

    def label(self, text: str) -> None:
        """A line that names the table under it (kept with it, like a heading)."""
        cf = self._block(BODY_MM, italic=True, top=1.0, bottom=0.8)
        self.cur.insertText(text, cf)
        self._headings.append(self.cur.block())

    def _relayout(self) -> None:
        """Lay the whole document out again, now. Changing a block's format after layout
        (a page break before a heading) re-lays it out lazily, and Qt then left some blocks
        after a table that runs over pages with no lines at all: never drawn (Leyte's
        'Withdrawals' and 'Victory conditions' headings were missing from the PDF)."""
        self.doc.markContentsDirty(0, self.doc.characterCount())
        self.doc.documentLayout().documentSize()

    def _keep_headings(self) -> None:
        """Move a heading that would end a page to the top of the next, with what follows it."""
        layout = self.doc.documentLayout()
        page_h = self.area.h * U
        room = KEEP_MM * U
        for _ in range(len(self._headings) + 1):
            self._relayout()
            moved = False
            for block in self._headings:
                if block.blockFormat().pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore:
                    continue
                r = layout.blockBoundingRect(block)
                on_page = r.top() % page_h
                if on_page > 1 and on_page + r.height() + room > page_h:
                    fmt = block.blockFormat()
                    fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                    QTextCursor(block).setBlockFormat(fmt)
                    moved = True
                    break  # everything after it moved: measure again
            if not moved:
                return

    def para(self, text: str, italic: bool = False, small: bool = False, color: QColor | None = None) -> None:
        if not text:
            return
        cf = self._block(SMALL_MM if small else BODY_MM, italic=italic, bottom=1.2, color=color)
        self.cur.insertText(text, cf)

    def bullets(self, items: Sequence[str]) -> None:
        items = [t for t in items if t]
        if not items:
            return
        cf = self._block(BODY_MM, bottom=0.6)
        lf = QTextListFormat()
        lf.setStyle(QTextListFormat.Style.ListDisc)
        lf.setIndent(1)
        self.cur.createList(lf)
        for i, t in enumerate(items):
            if i:
                self.cur.insertBlock(self.cur.blockFormat(), cf)
            self.cur.insertText(t, cf)
        # Leave the list: the next block starts plain.
        self._block(1.0, bottom=0.0)

    def table(
        self,
        headers: Sequence[str],
        rows: Sequence[Sequence[str]],
        widths: Sequence[float] | None = None,
        size: float = SMALL_MM,
        first_bold: bool = False,
    ) -> None:
        if not rows:
            return
        self._block(1.0, bottom=0.0)
        tf = QTextTableFormat()
        tf.setHeaderRowCount(1)
        tf.setBorder(0.2 * U)
        tf.setBorderBrush(QBrush(QColor(120, 120, 120)))
        tf.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
        tf.setCellSpacing(0)
        tf.setCellPadding(0.8 * U)
        tf.setBorderCollapse(True)
        tf.setWidth(QTextLength(QTextLength.Type.PercentageLength, 100))
        if widths:
            tf.setColumnWidthConstraints([QTextLength(QTextLength.Type.PercentageLength, w) for w in widths])
        table = self.cur.insertTable(len(rows) + 1, len(headers), tf)
        head = QTextCharFormat()
        head.setFont(_font(size, bold=True))
        body = QTextCharFormat()
        body.setFont(_font(size))
        bold = QTextCharFormat()
        bold.setFont(_font(size, bold=True))
        shade = QColor(228, 232, 240)
        for c, text in enumerate(headers):
            cell = table.cellAt(0, c)
            fmt = cell.format()
            fmt.setBackground(QBrush(shade))
            cell.setFormat(fmt)
            cell.firstCursorPosition().insertText(text, head)
        for r, row in enumerate(rows, start=1):
            for c, text in enumerate(row):
                cell = table.cellAt(r, c)
                cell.firstCursorPosition().insertText(text, bold if (first_bold and c == 0) else body)
        self.cur.movePosition(QTextCursor.MoveOperation.End)

    # --- content ----------------------------------------------------------------------
    def _build(self) -> None:
        s, lang = self.s, self.lang
        self.h1(texts.title(s, lang))
        self.para(text_in(s.info.subtitle, lang), italic=True)
        source = [text_in(s.info.source, lang), text_in(s.info.period, lang)]
        self.para(" · ".join(x for x in source if x), small=True, color=GREY)
        self.para(text_in(s.info.description, lang))
        self._sides()
        self._sequence()
        self._setup()
        self._reinforcements()
        self._withdrawals()
        self._victory()
        self._special_rules()
        self._weather()
        self._air()
        self._crt()
        self._bombardment()
        self._tec()

    def side(self, side: str | None) -> str:
        return texts.side_name(self.s, side, self.lang)

    def unit_label(self, uid: str, reduced: bool = False) -> str:
        u = self.s.unit_by_id().get(uid)
        if u is None:
            return uid
        # The values as the counter prints them ("4(2)-2-5", "PB 3").
        values = counter_info(self.s, u, reduced).values_text()
        name = u.short if u.short and u.short != u.name else ""
        label = f"{name} — {u.name}" if name else u.name
        return f"{label} ({values})"

    def _sides(self) -> None:
        s = self.s
        self.h2(QCoreApplication.translate("Print", "Sides"))
        lines = []
        for side in s.sides:
            nats = [text_in(n.name, self.lang) for n in s.nationalities if n.side == side.id]
            count = sum(1 for u in s.units if s.side_of(u) == side.id)
            lines.append(
                QCoreApplication.translate("Print", "{side}: {nations}; {count} units").format(
                    side=self.side(side.id), nations=", ".join(nats), count=count
                )
            )
        self.bullets(lines)
        turns = s.turns.turns
        first, last = turns[0], turns[-1]
        span = QCoreApplication.translate("Print", "The game lasts {n} turns, {first} to {last}.").format(
            n=len(turns), first=first.label or first.number, last=last.label or last.number
        )
        if first.date and last.date:
            span += " " + QCoreApplication.translate("Print", "Dates: {first} to {last}.").format(
                first=first.date, last=last.date
            )
        self.para(span)
        self.para(
            QCoreApplication.translate("Print", "Stacking: at most {n} units of a side in a hex.").format(
                n=s.rules.stacking.limit
            )
        )
        single = [u for u in s.units if u.steps == 1]
        if single:
            text = QCoreApplication.translate(
                "Print", "{n} units have a single step: their first loss eliminates them."
            ).format(n=len(single))
            if all(u.reduced is None for u in single):
                text += " " + QCoreApplication.translate("Print", "Their counters have a blank back.")
            self.para(text)

    def _sequence(self) -> None:
        names = {
            "preparation": QCoreApplication.translate("Print", "Preparation"),
            "bombardment": QCoreApplication.translate("Print", "Bombardment"),
            "movement": QCoreApplication.translate("Print", "Movement"),
            "combat": QCoreApplication.translate("Print", "Combat"),
        }
        self.h2(QCoreApplication.translate("Print", "Sequence of play (each turn)"))
        lines = []
        for p in self.s.turns.sequence:
            # The designer's own name for the phase says the most ("US movement (US and Filipino units)").
            text = text_in(p.label, self.lang) if p.label else ""
            if not text:
                text = names.get(p.kind, p.kind)
                if p.side:
                    text += " — " + self.side(p.side)
            if p.turns:
                text += " " + QCoreApplication.translate("Print", "[only on turns {turns}]").format(
                    turns=", ".join(str(t) for t in p.turns)
                )
            if p.skip_turns:
                text += " " + QCoreApplication.translate("Print", "[not on turns {turns}]").format(
                    turns=", ".join(str(t) for t in p.skip_turns)
                )
            lines.append(text)
        self.bullets(lines)

    def _setup(self) -> None:
        s = self.s
        if not s.setup:
            return
        self.h2(QCoreApplication.translate("Print", "Set-up"))
        units = s.unit_by_id()
        for side in s.sides:
            by_hex: dict[str, list[str]] = {}
            for p in s.setup:
                u = units.get(p.unit)
                if u is None or s.side_of(u) != side.id:
                    continue
                label = self.unit_label(p.unit, p.reduced)
                if p.reduced:
                    label += " — " + QCoreApplication.translate("Print", "reduced side up")
                by_hex.setdefault(p.hex, []).append(label)
            rows = [(h, "; ".join(labels)) for h, labels in sorted(by_hex.items())]
            if rows:
                self.label(self.side(side.id))
                self.table(
                    [QCoreApplication.translate("Print", "Hex"), QCoreApplication.translate("Print", "Unit")],
                    rows,
                    [14, 86],
                    first_bold=True,
                )

    def entry_text(self, e: Entry) -> str:
        parts = []
        if e.hexes:
            parts.append(QCoreApplication.translate("Print", "hexes {hexes}").format(hexes=", ".join(e.hexes)))
        if e.hex_set:
            hs = self.s.map.hex_sets.get(e.hex_set)
            if hs is not None:
                name = text_in(hs.name, self.lang) or e.hex_set
                if len(hs.hexes) <= 8:
                    parts.append(f"{name} ({', '.join(hs.hexes)})")
                else:
                    parts.append(
                        QCoreApplication.translate("Print", "{name} ({n} hexes)").format(name=name, n=len(hs.hexes))
                    )
            else:
                parts.append(e.hex_set)
        if e.edge:
            edges = {
                "north": QCoreApplication.translate("Print", "the north edge"),
                "south": QCoreApplication.translate("Print", "the south edge"),
                "east": QCoreApplication.translate("Print", "the east edge"),
                "west": QCoreApplication.translate("Print", "the west edge"),
            }
            parts.append(edges[e.edge])
        text = "; ".join(parts)
        if not e.pay_entry_hex:
            text += " " + QCoreApplication.translate("Print", "(the entry hex costs nothing)")
        return text

    def hexes_text(self, hexes: list[str], hex_set: str | None) -> str:
        out = list(hexes)
        if hex_set:
            hs = self.s.map.hex_sets.get(hex_set)
            if hs is not None:
                name = text_in(hs.name, self.lang) or hex_set
                out.append(
                    f"{name} ({', '.join(hs.hexes)})"
                    if len(hs.hexes) <= 8
                    else QCoreApplication.translate("Print", "{name} ({n} hexes)").format(name=name, n=len(hs.hexes))
                )
            else:
                out.append(hex_set)
        return ", ".join(out)

    def condition_text(self, c: Condition) -> str:
        if isinstance(c, TurnCondition):
            return QCoreApplication.translate("Print", "turn {n}").format(n=c.turn)
        if isinstance(c, HexControlCondition):
            where = self.hexes_text(c.hexes, c.hex_set)
            if c.require == "all":
                return QCoreApplication.translate("Print", "{side} holds all of {hexes}").format(
                    side=self.side(c.side), hexes=where
                )
            return QCoreApplication.translate("Print", "{side} holds any of {hexes}").format(
                side=self.side(c.side), hexes=where
            )
        if isinstance(c, UnitEnteredHexCondition):
            return QCoreApplication.translate("Print", "a unit of {side} enters {hexes}").format(
                side=self.side(c.side), hexes=self.hexes_text(c.hexes, c.hex_set)
            )
        if isinstance(c, UnitsEnteredCondition | UnitsEliminatedCondition):
            who = [self.unit_label(u) for u in c.units]
            if c.formation:
                f = next((f for f in self.s.formations if f.id == c.formation), None)
                who.append(f.name if f is not None else c.formation)
            if isinstance(c, UnitsEnteredCondition):
                return QCoreApplication.translate("Print", "{units} entered the map").format(units=", ".join(who))
            return QCoreApplication.translate("Print", "{units} eliminated").format(units=", ".join(who))
        if isinstance(c, AnyOfCondition):
            return QCoreApplication.translate("Print", " or ").join(self.condition_text(x) for x in c.conditions)
        if isinstance(c, AllOfCondition):
            return QCoreApplication.translate("Print", " and ").join(self.condition_text(x) for x in c.conditions)
        return str(c)

    def schedule_text(self, sc: Schedule) -> str:
        if sc.when is None:
            return QCoreApplication.translate("Print", "turn {n}").format(n=sc.turn)
        cond = self.condition_text(sc.when)
        if sc.delay == 0:
            after = QCoreApplication.translate("Print", "as soon as {condition}").format(condition=cond)
        elif sc.delay == 1:
            after = QCoreApplication.translate("Print", "one turn after {condition}").format(condition=cond)
        else:
            after = QCoreApplication.translate("Print", "{n} turns after {condition}").format(
                n=sc.delay, condition=cond
            )
        if sc.turn is None:
            return after
        return QCoreApplication.translate("Print", "turn {n}, or {after}, whichever comes first").format(
            n=sc.turn, after=after
        )

    def _reinforcements(self) -> None:
        s = self.s
        if not s.reinforcements:
            return
        self.h2(QCoreApplication.translate("Print", "Reinforcements"))
        rows = []
        units = s.unit_by_id()
        for r in sorted(s.reinforcements, key=lambda r: (r.schedule.turn is None, r.schedule.turn or 0)):
            side = next((s.side_of(units[u]) for u in r.units if u in units), None)
            notes = text_in(r.notes, self.lang)
            if r.may_delay:
                notes = (notes + " " if notes else "") + QCoreApplication.translate(
                    "Print", "May wait for a later turn."
                )
            rows.append(
                (
                    self.schedule_text(r.schedule),
                    self.side(side),
                    "; ".join(self.unit_label(u) for u in r.units),
                    self.entry_text(r.entry),
                    notes,
                )
            )
        self.table(
            [
                QCoreApplication.translate("Print", "When"),
                QCoreApplication.translate("Print", "Side"),
                QCoreApplication.translate("Print", "Units"),
                QCoreApplication.translate("Print", "Enter at"),
                QCoreApplication.translate("Print", "Notes"),
            ],
            rows,
            [12, 10, 38, 20, 20],
        )

    def _withdrawals(self) -> None:
        s = self.s
        if not s.withdrawals:
            return
        self.h2(QCoreApplication.translate("Print", "Withdrawals"))
        rows = []
        units = s.unit_by_id()
        for w in s.withdrawals:
            side = next((s.side_of(units[u]) for u in w.units if u in units), None)
            who = "; ".join(self.unit_label(u) for u in w.units)
            if w.choose:
                who = QCoreApplication.translate("Print", "{n} of: {units}").format(n=w.choose, units=who)
            notes = [text_in(w.notes, self.lang)]
            if w.returns is not None:
                notes.append(
                    QCoreApplication.translate("Print", "They come back: {when}, at {where}.").format(
                        when=self.schedule_text(w.returns.schedule), where=self.entry_text(w.returns.entry)
                    )
                )
            rows.append((self.schedule_text(w.schedule), self.side(side), who, " ".join(n for n in notes if n)))
        self.table(
            [
                QCoreApplication.translate("Print", "When"),
                QCoreApplication.translate("Print", "Side"),
                QCoreApplication.translate("Print", "Units"),
                QCoreApplication.translate("Print", "Notes"),
            ],
            rows,
            [14, 10, 46, 30],
        )

    def _victory(self) -> None:
        v = self.s.victory
        if not (v.objectives or v.unit_points or v.notes):
            return
        self.h2(QCoreApplication.translate("Print", "Victory conditions"))
        when = {
            "end": QCoreApplication.translate("Print", "at the end"),
            "each_turn": QCoreApplication.translate("Print", "every turn"),
        }
        require = {
            "all": QCoreApplication.translate("Print", "all its hexes"),
            "any": QCoreApplication.translate("Print", "any of its hexes"),
            "each": QCoreApplication.translate("Print", "each hex scores"),
        }
        rows = []
        for o in v.objectives:
            w = when.get(o.when) or QCoreApplication.translate("Print", "at turn {n}").format(n=o.turn)
            pts = ", ".join(f"{self.side(side)} {p}" for side, p in o.points.items())
            rows.append(
                (
                    text_in(o.name, self.lang),
                    self.hexes_text(o.hexes, o.hex_set),
                    require[o.require],
                    pts,
                    w,
                    self.held_at_start(o.hexes, o.hex_set),
                )
            )
        self.table(
            [
                QCoreApplication.translate("Print", "Objective"),
                QCoreApplication.translate("Print", "Hexes"),
                QCoreApplication.translate("Print", "Hold"),
                QCoreApplication.translate("Print", "Points"),
                QCoreApplication.translate("Print", "Scored"),
                QCoreApplication.translate("Print", "Held at the start"),
            ],
            rows,
            [16, 27, 14, 17, 12, 14],
        )
        if v.objectives:
            self.bullets(self.holding_rules())
        events = {
            "eliminated": QCoreApplication.translate("Print", "eliminated"),
            "reduced_at_end": QCoreApplication.translate("Print", "reduced at the end"),
            "on_map_at_end": QCoreApplication.translate("Print", "on the map at the end"),
            "intact_at_end": QCoreApplication.translate("Print", "intact at the end"),
            "evacuated": QCoreApplication.translate("Print", "evacuated"),
            "exited": QCoreApplication.translate("Print", "exited the map"),
            "unused": QCoreApplication.translate("Print", "not used"),
        }
        lines = []
        for up in v.unit_points:
            what = text_in(up.name, self.lang) or events[up.event]
            lines.append(
                QCoreApplication.translate("Print", "{side} scores {points} for each unit: {what}").format(
                    side=self.side(up.scorer), points=up.points, what=what
                )
            )
        self.bullets(lines)
        self.bullets([text_in(n, self.lang) for n in v.notes])

    def held_at_start(self, hexes: list[str], hex_set: str | None) -> str:
        """Who holds an objective's hexes when the game starts: one side, nobody, or each
        side's count of hexes."""
        if self._holders is None:
            # The engine's own start (start_control, then the set-up units taking their
            # hexes unless contested, as rules.control says): the card and the game agree.
            game = Game(self.s, 0)
            self._holders = {game.grid.label(h): side for h, side in control.holders(game).items()}
        labels = list(hexes)
        if hex_set and hex_set in self.s.map.hex_sets:
            labels += self.s.map.hex_sets[hex_set].hexes
        held = [self._holders.get(label) for label in dict.fromkeys(labels)]
        if not held:
            return "—"
        sides = set(held)
        if len(sides) == 1:
            side = held[0]
            return self.side(side) if side else QCoreApplication.translate("Print", "nobody")
        counts = [(self.side(x.id), held.count(x.id)) for x in self.s.sides if x.id in sides]
        if None in sides:
            counts.append((QCoreApplication.translate("Print", "nobody"), held.count(None)))
        return ", ".join(f"{name} {n}" for name, n in counts)

    def holding_rules(self) -> list[str]:
        """What holding a hex means here, in words (``start_control`` and ``rules.control``)."""
        sc, rules = self.s.start_control, self.s.rules.control
        start = {
            "front": QCoreApplication.translate(
                "Print", "At the start each side holds its side of the front: every land hex nearer its set-up units."
            ),
            "side": QCoreApplication.translate("Print", "At the start {side} holds every land hex.").format(
                side=self.side(sc.side)
            ),
            "occupied": QCoreApplication.translate("Print", "At the start a side holds only the hexes its units stand in."),
            "none": QCoreApplication.translate("Print", "At the start nobody holds any hex."),
        }[sc.default]
        if rules.held == "occupied":
            held = QCoreApplication.translate("Print", "A hex is held only while a side's units stand in it.")
        elif rules.taken_by == "entering":
            held = QCoreApplication.translate(
                "Print", "A hex stays with the side that last entered it, passing through included."
            )
        else:
            held = QCoreApplication.translate(
                "Print", "A hex stays with the side whose unit last stood in it at the end of an action."
            )
        lines = [start + " " + held]
        if rules.enemy_zoc_prevents_taking:
            lines.append(
                QCoreApplication.translate("Print", "A unit in an enemy zone of control does not take its hex.")
            )
        lines.append(
            QCoreApplication.translate(
                "Print", "Put a control marker on each objective hex to show who holds it; turn it over when it changes hands."
            )
        )
        return lines

    def _special_rules(self) -> None:
        s = self.s
        if not s.special_rules:
            return
        self.h2(QCoreApplication.translate("Print", "Special rules"))
        rules = known_rules()
        lines = []
        for r in s.special_rules:
            info = rules.get(r.rule)
            described = tr_engine(info.description) if info is not None else r.rule
            described = described[:1].upper() + described[1:]
            note = text_in(r.notes, self.lang)
            lines.append(f"{described}. {note}".strip() if note else f"{described}.")
        self.bullets(lines)

    def _weather(self) -> None:
        w = self.s.weather
        if not w.types:
            return
        self.h2(QCoreApplication.translate("Print", "Weather"))
        support = {
            "full": QCoreApplication.translate("Print", "full"),
            "half": QCoreApplication.translate("Print", "half"),
        }
        rows = []
        for t in w.types:
            air = ", ".join(f"{self.side(k)} {v}" for k, v in (t.air_points or {}).items()) or "—"
            adv = str(t.advance_limit) if t.advance_limit is not None else "—"
            rows.append((text_in(t.name, self.lang), _cost(t.move_surcharge), air, support[t.artillery_support], adv))
        self.table(
            [
                QCoreApplication.translate("Print", "Weather"),
                QCoreApplication.translate("Print", "Movement cost added"),
                QCoreApplication.translate("Print", "Air points"),
                QCoreApplication.translate("Print", "Artillery support"),
                QCoreApplication.translate("Print", "Advance limit"),
            ],
            rows,
            [22, 20, 22, 18, 18],
            first_bold=True,
        )
        fixed = [(t.number, t.weather) for t in self.s.turns.turns if t.weather]
        if fixed:
            names = {t.id: text_in(t.name, self.lang) for t in w.types}
            self.para(
                QCoreApplication.translate("Print", "Fixed weather: {list}.").format(
                    list=", ".join(
                        f"{QCoreApplication.translate('Print', 'turn {n}').format(n=n)} {names.get(x, x)}"
                        for n, x in fixed
                    )
                )
            )
        if w.rolls:
            names = {t.id: text_in(t.name, self.lang) for t in w.types}
            rows = []
            for roll in w.rolls:
                outcomes = "; ".join(
                    f"{'/'.join(str(r) for r in o.rolls)}: {names.get(o.weather, o.weather)}" for o in roll.outcomes
                )
                rows.append(
                    (", ".join(str(t) for t in roll.turns), roll.die, text_in(roll.forecast, self.lang), outcomes)
                )
            self.table(
                [
                    QCoreApplication.translate("Print", "Turns"),
                    QCoreApplication.translate("Print", "Die"),
                    QCoreApplication.translate("Print", "Forecast"),
                    QCoreApplication.translate("Print", "Roll: weather"),
                ],
                rows,
                [18, 8, 30, 44],
            )

    def _air(self) -> None:
        ap = self.s.air_power
        if not ap.sides:
            return
        self.h2(QCoreApplication.translate("Print", "Air points"))
        rows = []
        for side in ap.sides:
            if side.from_weather:
                rows.append(
                    (
                        self.side(side.side),
                        QCoreApplication.translate("Print", "every turn"),
                        QCoreApplication.translate("Print", "as the weather gives"),
                    )
                )
            for e in side.schedule:
                rows.append((self.side(side.side), ", ".join(str(t) for t in e.turns), str(e.points)))
        self.table(
            [
                QCoreApplication.translate("Print", "Side"),
                QCoreApplication.translate("Print", "Turns"),
                QCoreApplication.translate("Print", "Points"),
            ],
            rows,
            [30, 40, 30],
        )
        for side in ap.sides:
            self.para(
                QCoreApplication.translate("Print", "{side}: {lo} to {hi} points in one use.").format(
                    side=self.side(side.side), lo=side.per_use_min, hi=side.per_use_max
                ),
                small=True,
            )

    def _crt(self) -> None:
        crt = self.s.crt
        self.h1(
            QCoreApplication.translate("Print", "Combat results table ({dice})").format(dice=crt.dice), page_break=True
        )
        self.para(
            QCoreApplication.translate(
                "Print",
                "Columns are the odds, attack to defence; rows are the dice. In each cell the first code applies to the defender, the second to the attacker.",
            ),
            small=True,
            color=GREY,
        )
        self._dice_table(crt, 10)
        self.h2(QCoreApplication.translate("Print", "Result codes"))
        self._codes_table(
            (code, text_in(eff.name, self.lang), explain_result(self.s, code, self.lang)) for code, eff in crt.results.items()
        )

    def _dice_table(self, table: Any, dice_width: float) -> None:
        """A table read by dice (the CRT, the bombardment table): a row per roll, a column per odds or strength."""
        headers = [QCoreApplication.translate("Print", "Dice")] + [c.label for c in table.columns]
        rows = [[row.label, *cells] for row, cells in zip(table.rows, table.cells, strict=False)]
        n = len(table.columns)
        self.table(headers, rows, [dice_width] + [(100 - dice_width) / n] * n, size=2.4, first_bold=True)

    def _codes_table(self, codes: Iterable[tuple[str, str, str]]) -> None:
        """Result codes with their names and what they do (the explanation without its leading 'CODE: ')."""
        self.table(
            [
                QCoreApplication.translate("Print", "Code"),
                QCoreApplication.translate("Print", "Name"),
                QCoreApplication.translate("Print", "What happens"),
            ],
            [(code, name, text.split(": ", 1)[-1]) for code, name, text in codes],
            [10, 28, 62],
            first_bold=True,
        )

    def _bombardment(self) -> None:
        b = self.s.bombardment
        if b is None:
            return
        self.h2(QCoreApplication.translate("Print", "Bombardment table ({dice})").format(dice=b.dice))
        self.para(
            QCoreApplication.translate("Print", "Columns are the bombardment strength; rows are the dice."),
            small=True,
            color=GREY,
        )
        if b.min_value is not None:
            self.para(
                QCoreApplication.translate("Print", "A bombardment needs at least {n} points.").format(n=b.min_value),
                small=True,
            )
        self._dice_table(b, 14)
        self.label(QCoreApplication.translate("Print", "Bombardment results"))
        self._codes_table(
            (code, text_in(res.name, self.lang), explain_bombard(self.s, code, self.lang)) for code, res in b.results.items()
        )

    def _tec(self) -> None:
        s = self.s
        self.h1(QCoreApplication.translate("Print", "Terrain effects table"), page_break=True)
        classes = [(c.id, text_in(c.name, self.lang)) for c in s.movement_classes]
        self.para(
            QCoreApplication.translate(
                "Print",
                "Movement points to enter (or cross), per movement class: a number is the cost; +n is added to the hex's cost; "
                "X: prohibited; =: as the hex's other terrain. "
                "Combat: columns shifted in the defender's favour; Bomb.: the same against bombardment (=: as for combat).",
            ),
            small=True,
            color=GREY,
        )

        def costs(move: dict[str, object]) -> list[str]:
            out = []
            for cid, _ in classes:
                v = move.get(cid, move.get("*"))
                out.append(_cost(v) if v is not None else "—")
            return out

        kinds = {
            "base": QCoreApplication.translate("Print", "terrain"),
            "overlay": QCoreApplication.translate("Print", "feature"),
        }
        cw = min(12.0, 44 / max(len(classes), 1))
        rest = 44 - cw * len(classes)  # to the notes
        rows = []
        for t in s.terrain:
            bomb = str(t.bombardment) if t.bombardment is not None else "="
            stack = str(t.stacking_limit) if t.stacking_limit is not None else "—"
            name = f"{text_in(t.name, self.lang)} ({kinds[t.kind]})"
            rows.append([name, *costs(t.move), str(t.combat), bomb, stack, text_in(t.notes, self.lang)])
        head = [
            QCoreApplication.translate("Print", "Terrain"),
            *[n for _, n in classes],
            QCoreApplication.translate("Print", "Combat"),
            QCoreApplication.translate("Print", "Bomb."),
            QCoreApplication.translate("Print", "Stack"),
            QCoreApplication.translate("Print", "Notes"),
        ]
        self.table(head, rows, [16, *[cw] * len(classes), 9, 6, 8, 17 + rest], first_bold=True)
        if s.hexside_types:
            self.h2(QCoreApplication.translate("Print", "Hexsides"))
            names = {t.id: text_in(t.name, self.lang) for t in s.hexside_types}
            rows = []
            for t in s.hexside_types:
                notes = text_in(t.notes, self.lang)
                if t.negates:
                    cancels = QCoreApplication.translate("Print", "Cancels: {features}.").format(
                        features=", ".join(names.get(x, x) for x in t.negates)
                    )
                    notes = f"{cancels} {notes}".strip()
                rows.append([names[t.id], *costs(t.move), str(t.combat), notes])
            self.table(
                [
                    QCoreApplication.translate("Print", "Hexside"),
                    *[n for _, n in classes],
                    QCoreApplication.translate("Print", "Combat"),
                    QCoreApplication.translate("Print", "Notes"),
                ],
                rows,
                [16, *[cw] * len(classes), 9, 31 + rest],
                first_bold=True,
            )
        if s.road_types:
            self.h2(QCoreApplication.translate("Print", "Roads"))
            rows = [[text_in(t.name, self.lang), *costs(t.move), text_in(t.notes, self.lang)] for t in s.road_types]
            self.table(
                [
                    QCoreApplication.translate("Print", "Road"),
                    *[n for _, n in classes],
                    QCoreApplication.translate("Print", "Notes"),
                ],
                rows,
                [16, *[cw] * len(classes), 40 + rest],
                first_bold=True,
            )

    # --- painting -----------------------------------------------------------------------
    def paint_page(self, painter: QPainter, index: int) -> None:
        a = self.area
        h = a.h * U
        painter.save()
        painter.translate(a.x, a.y)
        painter.scale(1 / U, 1 / U)
        painter.translate(0, -index * h)
        self.doc.drawContents(painter, QRectF(0, index * h, a.w * U, h))
        painter.restore()
        m = SAFE_MARGIN_MM
        title = texts.title(self.s, self.lang)
        draw_text(
            painter,
            Box(m, m, self.page_w - 2 * m, 5),
            QCoreApplication.translate("Print", "{title} — player aids").format(title=title),
            3.0,
            bold=True,
            fit=True,
            color=GREY,
        )
        draw_text(
            painter,
            Box(m, self.page_h - m - 5, self.page_w - 2 * m, 5),
            QCoreApplication.translate("Print", "Player aids, page {n} of {total}").format(
                n=index + 1, total=self.pages
            ),
            2.5,
            color=GREY,
            align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )
