"""Map pages: the board renderer at true scale, seams and marks, turn track and terrain key.

The map is the same ``BoardScene`` the editor and the player show, rendered
into each page's window at ``hex_mm`` across the flats (vectors on a PDF).
The page geometry comes from ``printplan.tiling``; this module only paints.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem

from hexstudio.board.counters import setup_placements
from hexstudio.board.scene import BoardScene
from hexstudio.hexgrid import Orientation
from hexstudio.printing import texts
from hexstudio.printing.keyscene import TerrainKey
from hexstudio.printing.paint import GREY, cross, draw_text, line_pen, rect
from hexstudio.printplan.extras import Block, PlacedBlock, paginate
from hexstudio.printplan.geometry import Box
from hexstudio.printplan.options import PrintOptions, paper_size
from hexstudio.printplan.tiling import MapPlan, MapTile, page_window, plan_map
from hexstudio.scenario.model import Scenario, text_in

SCALE_BAR_MM = 50.0
KEY_ITEM_W = 60.0


@dataclass(frozen=True)
class ExtrasPage:
    paper: str
    blocks: tuple[PlacedBlock, ...]


class MapPrinter:
    """Everything the map part of the PDF needs: the scene, the plan, the pages."""

    def __init__(self, scenario: Scenario, options: PrintOptions, base_dir: Path | None = None) -> None:
        self.scenario = scenario
        self.options = options
        self.lang = options.language
        scene = BoardScene(scenario, base_dir=base_dir)
        # Paper is the background: nothing painted round the map.
        scene.setBackgroundBrush(Qt.BrushStyle.NoBrush)
        scene.set_language(self.lang)
        scene.set_show_labels(options.hex_numbers)
        self.warnings: list[str] = list(scene.warnings)
        self.scan = False
        if options.scan:
            if scene.background_item is None:
                self.warnings.append(
                    QCoreApplication.translate(
                        "Print", "This scenario has no map scan to print; the painted map is printed."
                    )
                    if scenario.map.background is None
                    else scene.background_problem or ""
                )
            else:
                scene.set_background_visible(True)
                scene.set_background_opacity(1.0)
                scene.set_map_layers_visible(False)
                self.scan = True
        if not self.scan:
            scene.set_background_visible(False)
        if options.setup:
            scene.set_units(setup_placements(scenario))
            for h in scene.placements():
                item = scene.stack_item(h)
                if item is not None:
                    # Counters as vectors, not the screen's cached bitmaps.
                    item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.scene = scene
        pad = scene.grid.size * 0.25
        area = scene.map_rect().adjusted(-pad, -pad, pad, pad).united(scene.drawn_rect())
        if self.scan and scene.background_item is not None:
            area = area.united(scene.background_item.sceneBoundingRect())
        self.area = area
        self.k = options.mm_per_unit(scene.grid.size)  # mm per scene unit
        self.map_w = area.width() * self.k
        self.map_h = area.height() * self.k
        self.key = TerrainKey(scenario, self.lang)
        self.blocks = self._blocks()
        self.plan: MapPlan = plan_map(self.map_w, self.map_h, options.paper, options.overlap_mm, self.blocks)
        self.extra_pages: list[ExtrasPage] = []
        if self.plan.extras_area is None:
            paper = options.sheet_paper
            pw, ph = paper_size(paper)
            win = page_window(pw, ph)
            self.extra_pages = [ExtrasPage(paper, tuple(p)) for p in paginate(self.blocks, win)]

    # --- the turn track, air tracks and key as blocks ---------------------------------
    def _blocks(self) -> list[Block]:
        c = self.options.counter_mm
        out = [Block("turns", len(self.scenario.turns.turns), c + 2, c + 9)]
        for side in self.scenario.air_power.sides:
            out.append(Block(f"air:{side.side}", len(self.air_boxes(side.side)), c + 2, c + 2))
        out.append(Block("terrain", len(self.key.entries), KEY_ITEM_W, max(self.options.hex_mm, 8.0) + 2))
        return out

    def air_boxes(self, side: str) -> list[int]:
        ap = next((a for a in self.scenario.air_power.sides if a.side == side), None)
        if ap is None:
            return []
        top = ap.track_max
        if ap.from_weather:
            top = max([w.air_points.get(side, 0) for w in self.scenario.weather.types if w.air_points] or [top])
        return list(range(10)) if top >= 10 else list(range(top + 1))

    @property
    def page_count(self) -> int:
        return self.plan.pages + len(self.extra_pages)

    # --- painting ---------------------------------------------------------------------
    def paint_tile(self, painter: QPainter, tile: MapTile) -> None:
        """One map page: the map through the board renderer, then seams, marks and footer."""
        k = self.k
        src = QRectF(
            self.area.x() + tile.source.x / k, self.area.y() + tile.source.y / k, tile.source.w / k, tile.source.h / k
        )
        painter.save()
        painter.setClipRect(rect(tile.window))
        self.scene.render(painter, rect(tile.window), src, Qt.AspectRatioMode.IgnoreAspectRatio)
        painter.restore()
        self._paint_seams(painter, tile)
        self._paint_footer(painter, tile)
        if self.plan.extras_area is not None:
            for placed in paginate(self.blocks, self.plan.extras_area)[0]:
                self.paint_block(painter, placed)

    def _paint_seams(self, painter: QPainter, tile: MapTile) -> None:
        plan = self.plan
        for seam in tile.seams:
            painter.save()
            if seam.cut:
                pen = line_pen(0.3, QColor(40, 40, 40), Qt.PenStyle.DashLine)
                painter.setPen(pen)
                if seam.vertical:
                    painter.drawLine(QPointF(seam.pos, 0), QPointF(seam.pos, plan.page_h))
                    draw_text(
                        painter,
                        Box(seam.pos + 0.8, 1.5, 25, 5),
                        QCoreApplication.translate("Print", "cut"),
                        2.4,
                        color=GREY,
                    )
                else:
                    painter.drawLine(QPointF(0, seam.pos), QPointF(plan.page_w, seam.pos))
                    draw_text(
                        painter,
                        Box(1.5, seam.pos + 0.5, 25, 4),
                        QCoreApplication.translate("Print", "cut"),
                        2.4,
                        color=GREY,
                    )
            else:
                painter.setPen(line_pen(0.2, QColor(40, 40, 40), Qt.PenStyle.DotLine))
                w = tile.window
                if seam.vertical:
                    painter.drawLine(QPointF(seam.pos, w.y), QPointF(seam.pos, w.bottom))
                else:
                    painter.drawLine(QPointF(w.x, seam.pos), QPointF(w.right, seam.pos))
            painter.restore()
            for x, y in seam.mark_points():
                cross(painter, x, y, 3.0)

    def _paint_footer(self, painter: QPainter, tile: MapTile) -> None:
        plan = self.plan
        f = plan.footer
        title = texts.title(self.scenario, self.lang)
        if plan.single:
            head = QCoreApplication.translate(
                "Print", "{title} — map ({size}, hexes {hex} mm across the flats)"
            ).format(title=title, size=texts.size_cm(plan.map_w, plan.map_h), hex=texts.number(self.options.hex_mm))
            note = QCoreApplication.translate("Print", "Print at 100 % (actual size), not fitted to the page.")
        else:
            head = QCoreApplication.translate(
                "Print", "{title} — map, row {row}, column {col} of {rows} × {cols}"
            ).format(title=title, row=tile.row + 1, col=tile.col + 1, rows=plan.rows, cols=plan.cols)
            note = QCoreApplication.translate(
                "Print",
                "Cut along the dashed lines; lay each cut edge on the dotted line of the page before, crosses on crosses; glue.",
            )
        diagram_w = 0.0 if plan.single else min(4.0 * plan.cols, 32.0)
        text_w = f.w - SCALE_BAR_MM - 14 - diagram_w - (4 if diagram_w else 0)
        draw_text(painter, Box(f.x, f.y + 1.5, text_w, 5), head, 3.2, bold=True, fit=True)
        draw_text(
            painter,
            Box(f.x, f.y + 6.8, text_w, 6.5),
            note,
            2.3,
            color=GREY,
            wrap=True,
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        )
        if diagram_w:
            self._paint_diagram(painter, Box(f.x + text_w + 4, f.y + 1.5, diagram_w, f.h - 3), tile)
        self._paint_scale_bar(painter, Box(f.right - SCALE_BAR_MM - 2, f.y + 2, SCALE_BAR_MM, f.h - 3))

    def _paint_diagram(self, painter: QPainter, box: Box, tile: MapTile) -> None:
        """The pages as a small grid, this one filled: where the page goes."""
        plan = self.plan
        cw = box.w / plan.cols
        ch = min(box.h / plan.rows, cw * 1.4)
        painter.save()
        painter.setPen(line_pen(0.15))
        for r in range(plan.rows):
            for c in range(plan.cols):
                cell = QRectF(box.x + c * cw, box.y + r * ch, cw, ch)
                painter.setBrush(
                    QBrush(QColor(40, 40, 40) if (r, c) == (tile.row, tile.col) else QColor(235, 235, 235))
                )
                painter.drawRect(cell)
        painter.restore()

    def _paint_scale_bar(self, painter: QPainter, box: Box) -> None:
        """A 50 mm ruler: measure it to check the printer kept the scale."""
        y = box.y + 2.5
        painter.save()
        painter.setPen(line_pen(0.3))
        painter.drawLine(QPointF(box.x, y), QPointF(box.x + SCALE_BAR_MM, y))
        for i in range(6):
            x = box.x + i * SCALE_BAR_MM / 5
            painter.drawLine(QPointF(x, y - 1.5), QPointF(x, y + 1.5))
        painter.restore()
        draw_text(
            painter,
            Box(box.x - 2, y + 1.8, SCALE_BAR_MM + 4, 3.5),
            QCoreApplication.translate("Print", "50 mm: check your print with a ruler"),
            2.2,
            align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            color=GREY,
            fit=True,
        )
        draw_text(
            painter,
            Box(box.x - 2, y + 5.3, SCALE_BAR_MM + 4, 3.5),
            QCoreApplication.translate("Print", "hexes {hex} mm, counters {counter} mm").format(
                hex=texts.number(self.options.hex_mm), counter=texts.number(self.options.counter_mm)
            ),
            2.2,
            align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            color=GREY,
            fit=True,
        )

    def paint_extras_page(self, painter: QPainter, page: ExtrasPage) -> None:
        pw, ph = paper_size(page.paper)
        title = texts.title(self.scenario, self.lang)
        m = 8.0
        for placed in page.blocks:
            self.paint_block(painter, placed)
        draw_text(
            painter,
            Box(m, ph - m - 6, pw - 2 * m, 5),
            QCoreApplication.translate("Print", "{title} — turn track and terrain key").format(title=title),
            3.0,
            bold=True,
            fit=True,
        )

    # --- blocks -----------------------------------------------------------------------
    def paint_block(self, painter: QPainter, placed: PlacedBlock) -> None:
        if placed.key == "turns":
            heading = QCoreApplication.translate("Print", "Turn track")
        elif placed.key.startswith("air:"):
            heading = QCoreApplication.translate("Print", "Air points: {side}").format(
                side=texts.side_name(self.scenario, placed.key[4:], self.lang)
            )
        else:
            heading = QCoreApplication.translate("Print", "Terrain key")
        if placed.continued:
            heading += " " + QCoreApplication.translate("Print", "(continued)")
        draw_text(painter, placed.title, heading, 4.0, bold=True)
        for i, box in enumerate(placed.items, start=placed.first):
            if placed.key == "turns":
                self._paint_turn(painter, box, i)
            elif placed.key.startswith("air:"):
                self._paint_air_box(painter, box, placed.key[4:], i)
            else:
                self._paint_key_entry(painter, box, i)

    def _paint_turn(self, painter: QPainter, box: Box, index: int) -> None:
        s = self.scenario
        turn = s.turns.turns[index]
        painter.save()
        painter.setPen(line_pen(0.3))
        painter.setBrush(QBrush(QColor(205, 212, 228) if turn.night else QColor(255, 255, 255)))
        painter.drawRect(rect(box))
        painter.drawLine(QPointF(box.x, box.y + 6), QPointF(box.right, box.y + 6))
        painter.restore()
        draw_text(
            painter,
            Box(box.x + 0.8, box.y + 0.2, box.w - 1.6, 3.6),
            str(turn.number),
            3.4,
            bold=True,
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        sub = turn.label if turn.label and turn.label != str(turn.number) else ""
        if turn.date:
            sub = f"{sub} {turn.date}".strip()
        if turn.night:
            sub = (sub + " · " if sub else "") + QCoreApplication.translate("Print", "night")
        if sub:
            draw_text(painter, Box(box.x + 0.8, box.y + 3.2, box.w - 1.6, 2.6), sub, 2.0, fit=True, color=GREY)
        notes: list[str] = []
        if turn.weather:
            w = next((w for w in s.weather.types if w.id == turn.weather), None)
            notes.append(text_in(w.name, self.lang) if w is not None else turn.weather)
        arrivals = self._arrivals(turn.number)
        if arrivals:
            notes.append(QCoreApplication.translate("Print", "reinf.: {sides}").format(sides=", ".join(arrivals)))
        leaving = self._withdrawals(turn.number)
        if leaving:
            notes.append(QCoreApplication.translate("Print", "withdr.: {sides}").format(sides=", ".join(leaving)))
        y = box.y + 7
        for note in notes:
            draw_text(painter, Box(box.x + 0.8, y, box.w - 1.6, 2.6), note, 1.9, fit=True, color=GREY)
            y += 2.6

    def _arrivals(self, turn: int) -> list[str]:
        return self._sides_of(self.scenario.reinforcements, turn)

    def _withdrawals(self, turn: int) -> list[str]:
        return self._sides_of(self.scenario.withdrawals, turn)

    def _sides_of(self, groups: Sequence[Any], turn: int) -> list[str]:
        """The names of the sides with units in ``groups`` (reinforcements or withdrawals) scheduled for ``turn``."""
        s = self.scenario
        sides: list[str] = []
        units = s.unit_by_id()
        for group in groups:
            if group.schedule.turn == turn:
                for uid in group.units:
                    u = units.get(uid)
                    if u is not None:
                        name = texts.side_name(s, s.side_of(u), self.lang)
                        if name not in sides:
                            sides.append(name)
        return sides

    def _paint_air_box(self, painter: QPainter, box: Box, side: str, index: int) -> None:
        painter.save()
        painter.setPen(line_pen(0.3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect(box))
        painter.restore()
        draw_text(
            painter,
            box,
            str(self.air_boxes(side)[index]),
            box.h * 0.45,
            bold=True,
            color=QColor(200, 200, 200),
            align=Qt.AlignmentFlag.AlignCenter,
        )

    def _paint_key_entry(self, painter: QPainter, box: Box, index: int) -> None:
        entry = self.key.entries[index]
        hex_h = max(self.options.hex_mm, 8.0)
        sw = hex_h * 2 / 3**0.5
        target = QRectF(box.x, box.y + (box.h - hex_h) / 2, sw, hex_h)
        if self.key.grid.orientation is not Orientation.FLAT:
            target = QRectF(box.x, box.y + (box.h - sw) / 2, hex_h, sw)
        self.key.paint(painter, entry, target)
        text_box = Box(box.x + target.width() + 2.5, box.y, box.w - target.width() - 2.5, box.h)
        draw_text(
            painter,
            text_box,
            self.key.name(entry),
            3.0,
            wrap=True,
            align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
