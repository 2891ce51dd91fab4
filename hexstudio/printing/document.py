"""The print-and-play PDF: a cover, the map, the countersheets and the player aids.

``PrintDocument`` lists the pages (each with its paper) and paints any of
them on a painter that counts in millimetres: into a ``QPdfWriter`` for the
file, into an image for the dialog's preview. ``write_steps`` writes the
PDF one page per step (the dialog runs the steps from its event loop, with
a progress bar and Cancel) and replaces the target only once the whole file
is written: a failed or cancelled export never leaves half a PDF behind.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from hexstudio.printing import texts
from hexstudio.printing.aids import AidsPrinter
from hexstudio.printing.countersheet import CounterPrinter
from hexstudio.printing.mapsheet import ExtrasPage, MapPrinter
from hexstudio.printing.paint import GREY, draw_text, line_pen, paragraph
from hexstudio.printplan.options import SAFE_MARGIN_MM, PrintOptions, paper_size
from hexstudio.printplan.tiling import MapTile
from hexstudio.scenario.model import Scenario, text_in

RESOLUTION = 300  # PDF device units per inch: cosmetic lines (the hex grid) come out 0.25 mm wide

_PAGE_IDS = {
    "A4": QPageSize.PageSizeId.A4,
    "Letter": QPageSize.PageSizeId.Letter,
    "A3": QPageSize.PageSizeId.A3,
    "A1": QPageSize.PageSizeId.A1,
    "A0": QPageSize.PageSizeId.A0,
}


@dataclass(frozen=True)
class Page:
    """One page: what it shows (``kind``), its paper and the part it draws."""

    kind: str  # cover, map, extras, blank, front, back, aids
    paper: str
    landscape: bool
    ref: object = None

    @property
    def size(self) -> tuple[float, float]:
        return paper_size(self.paper, self.landscape)


class PrintDocument:
    """Every page of one export, ready to paint."""

    def __init__(
        self,
        scenario: Scenario,
        options: PrintOptions,
        base_dir: Path | None = None,
        reuse: PrintDocument | None = None,
    ) -> None:
        """``reuse``: an earlier document of the same scenario whose parts are taken over
        where the options they depend on did not change (the dialog's live preview)."""
        options.check()
        self.scenario = scenario
        self.options = options
        self.lang = options.language
        old = reuse if reuse is not None and reuse.scenario is scenario else None

        def same(*fields: str) -> bool:
            return old is not None and all(getattr(old.options, f) == getattr(options, f) for f in fields)

        self.map = self.counters = self.aids = None
        if "map" in options.parts:
            keep = same("paper", "hex_mm", "counter_mm", "language", "setup", "hex_numbers", "scan", "overlap_mm")
            self.map = (
                old.map if keep and old is not None and old.map is not None else MapPrinter(scenario, options, base_dir)
            )
        if "counters" in options.parts:
            keep = same("sheet_paper", "counter_mm", "bleed_mm", "language")
            self.counters = (
                old.counters
                if keep and old is not None and old.counters is not None
                else CounterPrinter(scenario, options)
            )
        if "aids" in options.parts:
            keep = same("sheet_paper", "language")
            self.aids = (
                old.aids if keep and old is not None and old.aids is not None else AidsPrinter(scenario, options)
            )
        self.warnings: list[str] = [w for w in (self.map.warnings if self.map else []) if w]
        sheet = options.sheet_paper
        pages = [Page("cover", sheet, False)]
        if self.map is not None:
            plan = self.map.plan
            pages += [Page("map", plan.paper, plan.landscape, t) for t in plan.tiles]
            pages += [Page("extras", e.paper, False, e) for e in self.map.extra_pages]
        if self.counters is not None and self.counters.plan.sheets:
            if len(pages) % 2:
                # Fronts on odd pages, backs on even: the whole file prints duplex correctly.
                pages.append(Page("blank", sheet, False))
            for sh in self.counters.plan.sheets:
                pages += [Page("front", sheet, False, sh), Page("back", sheet, False, sh)]
        if self.aids is not None:
            pages += [Page("aids", sheet, False, i) for i in range(self.aids.page_count)]
        self.pages = pages

    # --- facts for the dialog and the cover -----------------------------------------------
    @property
    def page_count(self) -> int:
        return len(self.pages)

    def page_range(self, *kinds: str) -> tuple[int, int] | None:
        """First and last page number (from 1) of pages of these kinds."""
        nums = [i + 1 for i, p in enumerate(self.pages) if p.kind in kinds]
        return (nums[0], nums[-1]) if nums else None

    def map_size_mm(self) -> tuple[float, float] | None:
        return (self.map.map_w, self.map.map_h) if self.map is not None else None

    # --- painting -----------------------------------------------------------------------
    def paint_page(self, painter: QPainter, index: int) -> None:
        """Paint page ``index`` on a painter whose unit is the millimetre, origin top-left."""
        page = self.pages[index]
        if page.kind == "cover":
            self._paint_cover(painter, page)
        elif page.kind == "map":
            assert self.map is not None and isinstance(page.ref, MapTile)
            self.map.paint_tile(painter, page.ref)
        elif page.kind == "extras":
            assert self.map is not None and isinstance(page.ref, ExtrasPage)
            self.map.paint_extras_page(painter, page.ref)
        elif page.kind in ("front", "back"):
            assert self.counters is not None
            self.counters.paint_sheet(painter, page.ref, page.kind == "back")  # type: ignore[arg-type]
        elif page.kind == "aids":
            assert self.aids is not None and isinstance(page.ref, int)
            self.aids.paint_page(painter, page.ref)
        else:
            w, h = page.size
            draw_text(
                painter,
                QRectF(0, h / 2 - 5, w, 10),
                QCoreApplication.translate(
                    "Print", "This page is left blank so that the countersheets print back to back."
                ),
                2.6,
                align=Qt.AlignmentFlag.AlignCenter,
                color=GREY,
            )

    def render_image(self, index: int, width_px: int) -> QImage:
        """Page ``index`` as a picture ``width_px`` wide (the dialog's preview)."""
        w, h = self.pages[index].size
        k = width_px / w
        image = QImage(max(1, width_px), max(1, round(h * k)), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("white"))
        p = QPainter(image)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            p.scale(k, k)
            self.paint_page(p, index)
        finally:
            p.end()
        return image

    # --- the PDF --------------------------------------------------------------------------
    def _layout(self, page: Page) -> QPageLayout:
        orientation = QPageLayout.Orientation.Landscape if page.landscape else QPageLayout.Orientation.Portrait
        size = (
            QPageSize(_PAGE_IDS[page.paper])
            if page.paper in _PAGE_IDS
            else QPageSize(QSizeF(*paper_size(page.paper)), QPageSize.Unit.Millimeter)
        )
        return QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0))

    def write_steps(self, path: str | os.PathLike[str]) -> Iterator[tuple[int, int]]:
        """Write the PDF one page per step, yielding (pages done, pages in all).

        The pages go to a temporary file beside ``path``, which replaces
        ``path`` after the last page; closing the generator early (Cancel) or
        an error removes the temporary file and leaves ``path`` as it was.
        Raises OSError at once when the folder is missing, and from a step
        when the file cannot be written.
        """
        target = Path(path)
        folder = target.parent if str(target.parent) else Path(".")
        if not folder.is_dir():
            raise OSError(f"cannot write {target}: folder {folder} does not exist")
        if target.is_dir():
            raise OSError(f"cannot write {target}: it is a folder")
        return self._write_steps(target, folder)

    def _write_steps(self, target: Path, folder: Path) -> Iterator[tuple[int, int]]:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
        os.close(fd)
        tmp = Path(tmp_name)
        painter = QPainter()
        done = False
        try:
            writer = QPdfWriter(str(tmp))
            writer.setResolution(RESOLUTION)
            writer.setTitle(texts.title(self.scenario, self.lang))
            writer.setCreator("hexstudio")
            writer.setPageLayout(self._layout(self.pages[0]))
            if not painter.begin(writer):
                raise OSError(f"cannot write {target}")
            dpmm = RESOLUTION / 25.4
            total = len(self.pages)
            for i, page in enumerate(self.pages):
                if i:
                    writer.setPageLayout(self._layout(page))
                    if not writer.newPage():
                        raise OSError(f"cannot write {target}: the PDF writer refused a new page")
                painter.save()
                painter.scale(dpmm, dpmm)
                self.paint_page(painter, i)
                painter.restore()
                yield i + 1, total
            if not painter.end():
                raise OSError(f"cannot write {target}")
            _fsync(tmp)
            if target.exists():
                try:
                    os.chmod(tmp, target.stat().st_mode & 0o777)
                except OSError:
                    pass
            os.replace(tmp, target)
            done = True
        finally:
            if painter.isActive():
                painter.end()
            if not done:
                try:
                    tmp.unlink()
                except OSError:
                    pass

    def write(self, path: str | os.PathLike[str], progress: Callable[[int, int], None] | None = None) -> Path:
        """Write the whole PDF at once (the command line)."""
        for done, total in self.write_steps(path):
            if progress is not None:
                progress(done, total)
        return Path(path)

    # --- the cover ------------------------------------------------------------------------
    def _paint_cover(self, painter: QPainter, page: Page) -> None:
        s = self.scenario
        w, _h = page.size
        m = SAFE_MARGIN_MM + 4
        width = w - 2 * m
        y = paragraph(painter, m, m + 6, width, texts.title(s, self.lang), 8.0, bold=True, after=2)
        sub = text_in(s.info.subtitle, self.lang)
        if sub:
            y = paragraph(painter, m, y, width, sub, 4.2, italic=True)
        y = paragraph(
            painter, m, y, width, QCoreApplication.translate("Print", "Print and play"), 4.2, color=GREY, after=6
        )
        y = paragraph(
            painter, m, y, width, QCoreApplication.translate("Print", "In this file"), 4.6, bold=True, after=2
        )
        lines = self._contents()
        for line in lines:
            y = paragraph(painter, m + 3, y, width - 3, "• " + line, 3.2, after=1.2)
        y += 4
        y = paragraph(
            painter, m, y, width, QCoreApplication.translate("Print", "How to print"), 4.6, bold=True, after=2
        )
        for line in self._instructions():
            y = paragraph(painter, m + 3, y, width - 3, "• " + line, 3.2, after=1.2)
        for warning in self.warnings:
            y = paragraph(painter, m + 3, y, width - 3, "! " + warning, 3.2, color=QColor(170, 30, 30), after=1.2)
        if self.map is not None and not self.map.plan.single:
            y += 4
            y = paragraph(
                painter,
                m,
                y,
                width,
                QCoreApplication.translate("Print", "How the map pages go together"),
                4.6,
                bold=True,
                after=3,
            )
            self._paint_assembly(painter, m, y, width)

    @staticmethod
    def _pages(span: tuple[int, int]) -> str:
        first, last = span
        if first == last:
            return QCoreApplication.translate("Print", "Page {n}").format(n=first)
        return QCoreApplication.translate("Print", "Pages {first}–{last}").format(first=first, last=last)

    def _contents(self) -> list[str]:
        o = self.options
        out = []
        if self.map is not None:
            plan = self.map.plan
            pages = self._pages(self.page_range("map") or (0, 0))
            size = texts.size_cm(plan.map_w, plan.map_h)
            paper = texts.paper_label(plan.paper, plan.landscape)
            if plan.single:
                text = QCoreApplication.translate(
                    "Print", "{pages}: the map on one sheet of {paper}, {size}; hexes {hex} mm across the flats."
                )
                out.append(text.format(pages=pages, paper=paper, size=size, hex=texts.number(o.hex_mm)))
            else:
                text = QCoreApplication.translate(
                    "Print",
                    "{pages}: the map on {rows} × {cols} pages of {paper}, {size} when assembled; "
                    "hexes {hex} mm across the flats.",
                )
                out.append(
                    text.format(
                        pages=pages, rows=plan.rows, cols=plan.cols, paper=paper, size=size, hex=texts.number(o.hex_mm)
                    )
                )
            extras = self.page_range("extras")
            if extras:
                text = QCoreApplication.translate("Print", "{pages}: the turn track and the terrain key.")
                out.append(text.format(pages=self._pages(extras)))
            elif plan.extras_area is not None:
                out.append(
                    QCoreApplication.translate(
                        "Print", "The turn track and the terrain key are on the map sheet, beside the map."
                    )
                )
        if self.counters is not None and self.counters.plan.sheets:
            units = self.counters.unit_count()
            markers = sum(len(sh.slots) for sh in self.counters.plan.sheets) - units
            n = len(self.counters.plan.sheets)
            if n == 1:
                sheets = QCoreApplication.translate("Print", "one countersheet")
            else:
                sheets = QCoreApplication.translate("Print", "{n} countersheets").format(n=n)
            text = QCoreApplication.translate(
                "Print",
                "{pages}: {sheets}, fronts and backs: {units} units and {markers} markers, {counter} mm counters.",
            )
            out.append(
                text.format(
                    pages=self._pages(self.page_range("front", "back") or (0, 0)),
                    sheets=sheets,
                    units=units,
                    markers=markers,
                    counter=texts.number(o.counter_mm),
                )
            )
        if self.aids is not None:
            text = QCoreApplication.translate(
                "Print",
                "{pages}: player aids: the scenario card, the combat results table, "
                "the bombardment table and the terrain effects table.",
            )
            out.append(text.format(pages=self._pages(self.page_range("aids") or (0, 0))))
        return out

    def _instructions(self) -> list[str]:
        o = self.options
        out = [
            QCoreApplication.translate(
                "Print",
                'Print at 100 % ("actual size"), never "fit to page"; check the 50 mm bar at the foot of the map '
                "pages with a ruler.",
            )
        ]
        if self.map is not None:
            plan = self.map.plan
            if plan.single and o.large:
                out.append(
                    QCoreApplication.translate(
                        "Print", "The map sheet is {paper}: a print shop prints it; every other page is {sheet}."
                    ).format(paper=plan.paper, sheet=o.sheet_paper)
                )
            elif not plan.single:
                out.append(
                    QCoreApplication.translate(
                        "Print",
                        "Map: cut each page along its dashed lines (the left and top edges; the first column and "
                        "the first row keep theirs). Lay the cut edge on the dotted line of the page to its left "
                        "or above, so the half crosses meet, and glue. Join each row from left to right, then "
                        "the rows from top to bottom. The pages overlap by {overlap} mm.",
                    ).format(overlap=texts.number(plan.overlap))
                )
        if self.counters is not None and self.counters.plan.sheets:
            first, last = self.page_range("front", "back") or (0, 0)
            out.append(
                QCoreApplication.translate(
                    "Print",
                    "Countersheets: print pages {first}–{last} double-sided, flipping on the long edge; or print "
                    "them single-sided and glue each back to its front, crop marks on crop marks. Glue onto "
                    "thin card before cutting.",
                ).format(first=first, last=last)
            )
            if o.bleed_mm:
                out.append(
                    QCoreApplication.translate(
                        "Print", "The counters' colours run {bleed} mm past their cut lines: cut on the crop marks."
                    ).format(bleed=texts.number(o.bleed_mm))
                )
        return out

    def _paint_assembly(self, painter: QPainter, x: float, y: float, width: float) -> None:
        """The map's pages as a grid with their page numbers."""
        assert self.map is not None
        plan = self.map.plan
        first = (self.page_range("map") or (1, 1))[0]
        pw, ph = plan.page_w, plan.page_h
        k = min(width / (plan.cols * pw), 80.0 / (plan.rows * ph))
        painter.save()
        painter.setPen(line_pen(0.3))
        for t in plan.tiles:
            cell = QRectF(x + t.col * pw * k, y + t.row * ph * k, pw * k, ph * k)
            painter.setBrush(QBrush(QColor(245, 245, 245)))
            painter.drawRect(cell)
            draw_text(
                painter,
                cell,
                str(first + t.row * plan.cols + t.col),
                min(cell.height(), cell.width()) * 0.3,
                bold=True,
                align=Qt.AlignmentFlag.AlignCenter,
            )
        painter.restore()


def _fsync(path: Path) -> None:
    with open(path, "rb+") as f:
        os.fsync(f.fileno())
