"""Countersheet pages: the board's counter faces at true size, fronts and mirrored backs.

Every counter is painted by ``board.counters.paint_counter``, the same
drawing the board shows; markers get a face of their own here. The layout
(and the mirroring of the backs) comes from ``printplan.sheets``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from hexstudio.board.counters import CounterInfo, counter_info, paint_counter
from hexstudio.printing import texts
from hexstudio.printing.paint import GREY, draw_text, line_pen, rect
from hexstudio.printplan.contents import GroupKey, Marker, UnitCounter, counter_groups
from hexstudio.printplan.geometry import Box
from hexstudio.printplan.options import SAFE_MARGIN_MM, PrintOptions, paper_size
from hexstudio.printplan.sheets import CROP_MM, Group, Sheet, SheetPlan, plan_sheets
from hexstudio.scenario.model import Scenario

# Counters are painted in twentieths of a millimetre: the board's counter
# drawing sizes its fonts in whole pixels.
UNITS = 20.0
REDUCED_LIGHTEN = 0.45  # the reduced face is printed paler (as the board draws it)

MARKER_COLOURS = {
    "turn": "#ffffff",
    "weather": "#cfe3f2",
    "suppression": "#f4c7a8",
    "fortification": "#d9d2c3",
    "flood": "#9cc3e6",
    "bridge": "#e3d6b5",
}


class CounterPrinter:
    """The countersheets of one scenario: plan and painting."""

    def __init__(self, scenario: Scenario, options: PrintOptions) -> None:
        self.scenario = scenario
        self.options = options
        self.lang = options.language
        self.units = scenario.unit_by_id()
        self.paper = options.sheet_paper
        pw, ph = paper_size(self.paper)
        groups = [Group(key, tuple(items)) for key, items in counter_groups(scenario)]
        self.plan: SheetPlan[UnitCounter | Marker] = plan_sheets(groups, pw, ph, options.counter_mm, options.bleed_mm)
        self._sides = {x.id: x for x in scenario.sides}

    @property
    def page_count(self) -> int:
        return self.plan.pages

    def unit_count(self) -> int:
        return sum(1 for sh in self.plan.sheets for s in sh.slots if isinstance(s.item, UnitCounter))

    # --- faces ----------------------------------------------------------------------------
    def face(self, item: UnitCounter, back: bool) -> CounterInfo:
        """Front: full values. Back: reduced values; a one-step unit with no reduced face
        printed shows its front again."""
        unit = self.units[item.unit_id]
        reduced = back and not (unit.steps == 1 and unit.reduced is None)
        return counter_info(self.scenario, unit, reduced)

    # --- painting -------------------------------------------------------------------------
    def paint_sheet(self, painter: QPainter, sheet: Sheet[UnitCounter | Marker], back: bool) -> None:
        total = len(self.plan.sheets)
        title = texts.title(self.scenario, self.lang)
        m = SAFE_MARGIN_MM
        if back:
            head = QCoreApplication.translate("Print", "{title} — countersheet {n} of {total}, backs").format(
                title=title, n=sheet.index + 1, total=total
            )
            note = QCoreApplication.translate(
                "Print",
                "Print on the reverse of the fronts (duplex, flip on the long edge), or glue back to back: crop marks on crop marks.",
            )
        else:
            head = QCoreApplication.translate("Print", "{title} — countersheet {n} of {total}, fronts").format(
                title=title, n=sheet.index + 1, total=total
            )
            note = QCoreApplication.translate(
                "Print",
                "Fronts show full strength; the backs (next page) show the reduced side. Cut along the counters' edges.",
            )
        draw_text(painter, Box(m, m, sheet.page_w - 2 * m, 5), head, 3.4, bold=True, fit=True)
        draw_text(painter, Box(m, m + 5, sheet.page_w - 2 * m, 4), note, 2.3, color=GREY, fit=True)
        headings = sheet.back_headings() if back else sheet.headings
        for h in headings:
            assert isinstance(h.key, GroupKey)
            # On the back the counters stand mirrored: the heading reads from their side.
            align = (
                Qt.AlignmentFlag.AlignRight if back else Qt.AlignmentFlag.AlignLeft
            ) | Qt.AlignmentFlag.AlignVCenter
            draw_text(
                painter,
                h.box,
                texts.group_heading(self.scenario, h.key, self.lang, h.continued),
                3.0,
                bold=True,
                fit=True,
                align=align,
            )
        slots = sheet.back_slots() if back else sheet.slots
        bleed = self.options.bleed_mm
        for slot in slots:
            if isinstance(slot.item, UnitCounter):
                info = self.face(slot.item, back)
                if bleed:
                    painter.fillRect(rect(slot.box.grown(bleed)), face_colour(info))
                paint_face(painter, slot.box, info)
            else:
                self.paint_marker(painter, slot.box, slot.item, back)
        self._crop_marks(painter, [s.box for s in slots], sheet)

    def paint_marker(self, painter: QPainter, box: Box, marker: Marker, back: bool) -> None:
        kind, big = texts.marker_face(self.scenario, marker, self.lang, back)
        side = self._sides.get((marker.back if back else marker.front) or "")
        if side is not None:
            bg, fg = QColor(side.color), QColor(side.text_color)
        else:
            bg, fg = QColor(MARKER_COLOURS.get(marker.kind, "#eeeeee")), QColor("#000000")
        if self.options.bleed_mm:
            painter.fillRect(rect(box.grown(self.options.bleed_mm)), bg)
        c = box.w
        painter.save()
        pen = QPen(QColor(0, 0, 0), c * 0.03)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(QBrush(bg))
        painter.drawRect(rect(box))
        painter.restore()
        if kind:
            draw_text(
                painter,
                Box(box.x + c * 0.05, box.y + c * 0.06, c * 0.9, c * 0.22),
                kind,
                c * 0.15,
                bold=True,
                color=fg,
                fit=True,
                align=Qt.AlignmentFlag.AlignCenter,
            )
        draw_text(
            painter,
            Box(box.x + c * 0.05, box.y + c * 0.3, c * 0.9, c * 0.45),
            big,
            c * 0.22,
            bold=True,
            color=fg,
            fit=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )

    def _crop_marks(self, painter: QPainter, boxes: list[Box], sheet: Sheet[UnitCounter | Marker]) -> None:
        """Short lines in the margins, in line with every cut: for a ruler and a blade."""
        if not boxes:
            return
        xs = sorted({round(b.x, 4) for b in boxes} | {round(b.right, 4) for b in boxes})
        ys = sorted({round(b.y, 4) for b in boxes} | {round(b.bottom, 4) for b in boxes})
        left = min(b.x for b in boxes) - self.options.bleed_mm
        right = max(b.right for b in boxes) + self.options.bleed_mm
        bottom = max(b.bottom for b in boxes) + self.options.bleed_mm
        painter.save()
        painter.setPen(line_pen(0.15))
        lo = max(left - CROP_MM - 1, 1.0)
        hi = min(right + CROP_MM + 1, sheet.page_w - 1.0)
        for y in ys:
            painter.drawLine(QPointF(lo, y), QPointF(left - 1, y))
            painter.drawLine(QPointF(right + 1, y), QPointF(hi, y))
        below = min(bottom + CROP_MM + 1, sheet.page_h - 1.0)
        for x in xs:
            # Below the last row only: above the rows are the group headings.
            painter.drawLine(QPointF(x, bottom + 1), QPointF(x, below))
        painter.restore()


def face_colour(info: CounterInfo) -> QColor:
    """The colour a counter face is filled with, for its bleed."""
    c = QColor(info.background)
    if info.reduced:
        c = QColor(
            round(c.red() + (255 - c.red()) * REDUCED_LIGHTEN),
            round(c.green() + (255 - c.green()) * REDUCED_LIGHTEN),
            round(c.blue() + (255 - c.blue()) * REDUCED_LIGHTEN),
        )
    return c


def paint_face(painter: QPainter, box: Box, info: CounterInfo) -> None:
    """One counter face through the board's own drawing, filling ``box`` (mm)."""
    painter.save()
    painter.translate(box.x, box.y)
    painter.scale(1 / UNITS, 1 / UNITS)
    paint_counter(painter, QRectF(0, 0, box.w * UNITS, box.h * UNITS), info, True)
    painter.restore()
