"""The print-and-play PDF read back with pdfplumber: pages, sizes, hexes, seams, counters.

Measurements are taken from the PDF's own vector paths and text positions
(points, 72 to the inch), the way a ruler on the printed page would.
"""

from __future__ import annotations

import itertools
import re
import statistics
from collections import Counter
from pathlib import Path

import pdfplumber
import pytest

from hexstudio.cli import main
from hexstudio.printing.document import PrintDocument
from hexstudio.printplan.contents import Marker, UnitCounter
from hexstudio.printplan.options import PrintOptions
from hexstudio.scenario.io import load_scenario
from hexstudio.scenario.mapview import grid_of
from hexstudio.scenario.model import BackgroundImage

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
PT = 72 / 25.4  # points per millimetre


def mm(v: float) -> float:
    return v / PT


def export(tmp: Path, battle: str, **opts: object) -> tuple[PrintDocument, Path]:
    s = load_scenario(SCENARIOS / f"{battle}.json")
    doc = PrintDocument(s, PrintOptions.make(**opts), base_dir=SCENARIOS)  # type: ignore[arg-type]
    out = tmp / f"{battle}.pdf"
    doc.write(out)
    return doc, out


@pytest.fixture(scope="module")
def tutorial(qapp, tmp_path_factory: pytest.TempPathFactory) -> tuple[PrintDocument, Path]:
    return export(tmp_path_factory.mktemp("pdf"), "tutorial", paper="A4", language="en")


def map_pages(doc: PrintDocument) -> list[int]:
    return [i for i, p in enumerate(doc.pages) if p.kind == "map"]


# --------------------------------------------------------------------------- pages


def test_page_count_and_paper_sizes(tutorial: tuple[PrintDocument, Path]) -> None:
    doc, path = tutorial
    with pdfplumber.open(path) as pdf:
        assert len(pdf.pages) == doc.page_count
        kinds = [p.kind for p in doc.pages]
        assert kinds[0] == "cover" and "map" in kinds and "front" in kinds and "aids" in kinds
        for page, spec in zip(pdf.pages, doc.pages, strict=True):
            w, h = spec.size
            assert mm(page.width) == pytest.approx(w, abs=0.5)
            assert mm(page.height) == pytest.approx(h, abs=0.5)
    # Fronts on odd pages, so the file prints duplex with each back behind its front.
    fronts = [i + 1 for i, p in enumerate(doc.pages) if p.kind == "front"]
    assert fronts and all(n % 2 == 1 for n in fronts)
    assert [p.kind for p in doc.pages].count("back") == len(fronts)


def hex_size_from_labels(page: pdfplumber.page.Page, labels: dict[str, tuple[int, int]]) -> list[float]:
    """Distances between the numbers of vertically adjacent hexes (flat-topped: across the flats)."""
    at = {}
    for w in page.extract_words():
        if w["text"] in labels:
            at[labels[w["text"]]] = (w["x0"], w["top"])
    out = []
    for (c, r), (x, y) in at.items():
        below = at.get((c, r + 1))
        if below is not None:
            assert below[0] == pytest.approx(x, abs=0.01)
            out.append(mm(below[1] - y))
    return out


def hex_size_from_fills(page: pdfplumber.page.Page) -> list[float]:
    """Heights of the filled hexagons (terrain fills) on the page."""
    out = []
    for c in page.curves:
        pts = c["pts"]
        if not c.get("fill") or len(pts) not in (6, 7):
            continue
        w, h = c["x1"] - c["x0"], c["bottom"] - c["top"]
        if h > 0 and abs(w / h - 2 / 3**0.5) < 0.01:
            out.append(mm(h))
    return out


@pytest.mark.parametrize(("paper", "hex_mm"), [("A4", 19.0), ("Letter", 25.4), ("A3", 12.7)])
def test_map_hexes_measure_the_requested_size(qapp, tmp_path: Path, paper: str, hex_mm: float) -> None:
    doc, path = export(tmp_path, "tutorial", paper=paper, hex_mm=hex_mm, parts="map")
    s = doc.scenario
    grid = grid_of(s.map)
    labels = {grid.label(h): grid.to_offset(h) for h in grid.hexes()}
    spacing: list[float] = []
    fills: list[float] = []
    with pdfplumber.open(path) as pdf:
        for i in map_pages(doc):
            spacing += hex_size_from_labels(pdf.pages[i], labels)
            fills += hex_size_from_fills(pdf.pages[i])
    assert len(spacing) > 50 and len(fills) > 50
    assert statistics.median(spacing) == pytest.approx(hex_mm, rel=0.005)
    assert min(spacing) == pytest.approx(hex_mm, rel=0.005) and max(spacing) == pytest.approx(hex_mm, rel=0.005)
    assert statistics.median(fills) == pytest.approx(hex_mm, rel=0.005)


def test_tiles_overlap_and_their_marks_meet(tutorial: tuple[PrintDocument, Path]) -> None:
    doc, path = tutorial
    assert doc.map is not None
    plan = doc.map.plan
    assert plan.pages >= 2
    pages = map_pages(doc)
    grid = grid_of(doc.scenario.map)
    labels = {grid.label(h) for h in grid.hexes()}
    with pdfplumber.open(path) as pdf:
        seen: dict[str, list[tuple[float, float]]] = {}
        for n, tile in zip(pages, plan.tiles, strict=True):
            page = pdf.pages[n]
            lines = page.lines
            for seam in tile.seams:
                for x, y in seam.mark_points():
                    # Each alignment cross: a 6 mm bar each way, centred on the seam.
                    assert any(
                        abs(mm(ln["x0"]) - (x - 3)) < 0.05
                        and abs(mm(ln["x1"]) - (x + 3)) < 0.05
                        and abs(mm(ln["top"]) - y) < 0.05
                        for ln in lines
                    ), f"no mark at {x:.1f}, {y:.1f} mm on page {n + 1}"
                if seam.cut:
                    # The cut line runs from edge to edge of the sheet.
                    assert any(
                        (abs(mm(ln["x0"]) - seam.pos) < 0.05 and mm(ln["bottom"] - ln["top"]) > plan.page_h - 1)
                        if seam.vertical
                        else (abs(mm(ln["top"]) - seam.pos) < 0.05 and mm(ln["x1"] - ln["x0"]) > plan.page_w - 1)
                        for ln in lines
                    )
            for w in page.extract_words():
                if w["text"] in labels:
                    x, y = mm(w["x0"]), mm(w["top"])
                    if tile.window.x <= x <= tile.window.right and tile.window.y <= y <= tile.window.bottom:
                        seen.setdefault(w["text"], []).append(tile.to_map(x, y))
    # Hexes in the overlap are printed on both pages at the same map position.
    shared = {k: v for k, v in seen.items() if len(v) > 1}
    assert shared
    for positions in shared.values():
        xs, ys = zip(*positions, strict=True)
        assert max(xs) - min(xs) < 0.05 and max(ys) - min(ys) < 0.05


def counter_squares(page: pdfplumber.page.Page, side: float) -> list[dict]:
    return [
        r
        for r in page.rects
        if abs(mm(r["x1"] - r["x0"]) - side) < 0.05 and abs(mm(r["bottom"] - r["top"]) - side) < 0.05
    ]


def words_in(page: pdfplumber.page.Page, r: dict) -> str:
    """The text inside a counter square, line by line. Characters are taken by their
    middle: the values of two counters side by side may run into one pdfplumber word."""
    chars = [
        c
        for c in page.chars
        if r["x0"] <= (c["x0"] + c["x1"]) / 2 <= r["x1"] and r["top"] <= (c["top"] + c["bottom"]) / 2 <= r["bottom"]
    ]
    lines: dict[int, list[dict]] = {}
    for c in chars:
        lines.setdefault(round(c["bottom"]), []).append(c)
    out = []
    for _, cs in sorted(lines.items()):
        cs.sort(key=lambda c: c["x0"])
        text = cs[0]["text"]
        for a, b in itertools.pairwise(cs):
            text += (" " if b["x0"] - a["x1"] > 0.2 * b["size"] else "") + b["text"]
        out.append(text)
    return re.sub(r"\s+", " ", " ".join(out))


@pytest.mark.parametrize("battle", ["tutorial", "monte-castelo"])
def test_one_counter_per_unit_on_each_side_and_backs_mirror_fronts(qapp, tmp_path: Path, battle: str) -> None:
    doc, path = export(tmp_path, battle, parts="counters", counter_mm=16.0)
    assert doc.counters is not None
    s = doc.scenario
    page_w = doc.counters.plan.page_w
    units = s.unit_by_id()
    fronts = [i for i, p in enumerate(doc.pages) if p.kind == "front"]
    found_front: Counter[str] = Counter()
    found_back: Counter[str] = Counter()
    expect_front: Counter[str] = Counter()
    expect_back: Counter[str] = Counter()
    with pdfplumber.open(path) as pdf:
        for i in fronts:
            sheet = doc.pages[i].ref
            front, back = pdf.pages[i], pdf.pages[i + 1]
            fs = counter_squares(front, 16.0)
            bs = counter_squares(back, 16.0)
            assert len(fs) == len(bs) == len(sheet.slots)
            # Every back square is a front square reflected about the sheet's centre line.
            mirrored = sorted((round(page_w - mm(r["x1"]), 2), round(mm(r["top"]), 2)) for r in fs)
            assert sorted((round(mm(r["x0"]), 2), round(mm(r["top"]), 2)) for r in bs) == mirrored
            for slot in sheet.slots:
                if isinstance(slot.item, Marker):
                    continue
                assert isinstance(slot.item, UnitCounter)
                f = doc.counters.face(slot.item, back=False)
                b = doc.counters.face(slot.item, back=True)
                side = s.side_of(units[slot.item.unit_id])
                expect_front[f"{side}|{f.values_text()}"] += 1
                expect_back[f"{side}|{b.values_text()}"] += 1
            colours = {n.side: n.color.lower() for n in s.nationalities}
            for page, found in ((front, found_front), (back, found_back)):
                for r in counter_squares(page, 16.0):
                    text = words_in(page, r)
                    values = re.findall(r"(?:PB \d+(?: \(\d+\))?|\d+(?:\(\d+\))?-\d+-[\d.]+)$", text)
                    if not values:
                        continue  # a marker
                    side = _side_of_fill(r["non_stroking_color"], s, page is back)
                    found[f"{side}|{values[0]}"] += 1
            assert colours  # the scenario gives each nationality its colour
    n_units = len(s.units)
    assert sum(found_front.values()) == sum(found_back.values()) == n_units
    assert found_front == expect_front
    assert found_back == expect_back
    per_side = Counter(s.side_of(u) for u in s.units)
    assert Counter(k.split("|")[0] for k in found_front.elements()) == per_side


def _side_of_fill(rgb: tuple[float, ...], s, back: bool) -> str:
    """The side whose nationality colour (paler on a reduced back) fills a counter."""
    from hexstudio.board.counters import counter_info
    from hexstudio.printing.countersheet import face_colour

    best, dist = "", 9.0
    for n in s.nationalities:
        unit = next((u for u in s.units if u.nationality == n.id), None)
        if unit is None:
            continue
        for reduced in (False, True):
            c = face_colour(counter_info(s, unit, reduced))
            d = sum(abs(a - b) for a, b in zip(rgb, (c.redF(), c.greenF(), c.blueF()), strict=False))
            if d < dist:
                best, dist = n.side, d
    return best


def test_a_large_sheet_holds_the_map_whole(qapp, tmp_path: Path) -> None:
    doc, path = export(tmp_path, "leyte", paper="A1", parts="map")
    assert doc.map is not None and doc.map.plan.single
    with pdfplumber.open(path) as pdf:
        assert len(pdf.pages) == doc.page_count == 2  # the cover (A4) and the A1 sheet
        a1 = pdf.pages[1]
        assert (round(mm(a1.width)), round(mm(a1.height))) in ((594, 841), (841, 594))
        assert (round(mm(pdf.pages[0].width)), round(mm(pdf.pages[0].height))) == (210, 297)
        # The turn track sits on the sheet: each turn's number in its box.
        words = {w["text"] for w in a1.extract_words()}
        assert {str(t.number) for t in doc.scenario.turns.turns} <= words


# --------------------------------------------------------------------------- files


def test_a_cancelled_export_leaves_the_old_file_untouched(tutorial: tuple[PrintDocument, Path], tmp_path: Path) -> None:
    doc, _ = tutorial
    target = tmp_path / "game.pdf"
    target.write_bytes(b"%PDF-old")
    steps = doc.write_steps(target)
    next(steps)
    next(steps)
    steps.close()  # Cancel
    assert target.read_bytes() == b"%PDF-old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.pdf"]
    for _ in doc.write_steps(target):
        pass
    assert target.read_bytes().startswith(b"%PDF-1.")
    assert [p.name for p in tmp_path.iterdir()] == ["game.pdf"]


def test_a_missing_folder_is_refused_before_anything_is_written(
    tutorial: tuple[PrintDocument, Path], tmp_path: Path
) -> None:
    doc, _ = tutorial
    with pytest.raises(OSError, match="does not exist"):
        doc.write(tmp_path / "nowhere" / "x.pdf")
    assert list(tmp_path.iterdir()) == []


def test_scenario_text_is_printed_as_plain_text(qapp, tmp_path: Path) -> None:
    s = load_scenario(SCENARIOS / "tutorial.json")
    info = s.info.model_copy(update={"title": "<b>Bold</b> & <i>x</i>", "description": "<h1>not a heading</h1>"})
    s = s.model_copy(update={"info": info})
    doc = PrintDocument(s, PrintOptions.make(parts="aids,counters"))
    out = tmp_path / "plain.pdf"
    doc.write(out)
    with pdfplumber.open(out) as pdf:
        text = "\n".join(p.extract_text() for p in pdf.pages)
    assert "<b>Bold</b> & <i>x</i>" in text
    assert "<h1>not a heading</h1>" in text


# --------------------------------------------------------------------------- command line


def test_export_pdf_command_in_portuguese(qapp, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "tut.pdf"
    code = main(
        [
            "export-pdf",
            str(SCENARIOS / "tutorial.json"),
            "-o",
            str(out),
            "--parts",
            "counters,aids",
            "--counter-mm",
            "18",
            "--lang",
            "pt_BR",
        ]
    )
    assert code == 0
    assert "wrote" in capsys.readouterr().out
    with pdfplumber.open(out) as pdf:
        text = "\n".join(p.extract_text() for p in pdf.pages)
        squares = max((counter_squares(p, 18.0) for p in pdf.pages), key=len)
    assert "Marcadores" in text  # the markers' heading
    assert "Tabela de resultados de combate" in text
    assert "Defesa recua com baixas" in text or "Defesa Recua com Baixas" in text  # the scenario's own pt_BR name
    assert len(squares) > 25


def test_export_pdf_command_refuses_bad_sizes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["export-pdf", str(SCENARIOS / "tutorial.json"), "-o", str(tmp_path / "x.pdf"), "--hex-mm", "2"])
    assert code == 2
    assert "hex size must be between" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_the_scan_prints_instead_of_the_painted_terrain(qapp, tmp_path: Path) -> None:
    from PySide6.QtGui import QColor, QImage

    image = QImage(400, 300, QImage.Format.Format_RGB32)
    image.fill(QColor("#c8b48c"))
    assert image.save(str(tmp_path / "scan.png"))
    s = load_scenario(SCENARIOS / "tutorial.json")
    bg = BackgroundImage(path="scan.png", transform=(1.8, 0.0, 0.0, 1.8, 0.0, 0.0), opacity=0.5)
    s = s.model_copy(update={"map": s.map.model_copy(update={"background": bg})})
    painted = PrintDocument(s, PrintOptions.make(parts="map"), base_dir=tmp_path)
    scanned = PrintDocument(s, PrintOptions.make(parts="map", scan=True), base_dir=tmp_path)
    assert not scanned.warnings
    for doc, name in ((painted, "painted.pdf"), (scanned, "scanned.pdf")):
        doc.write(tmp_path / name)
    grid = grid_of(s.map)
    labels = {grid.label(h) for h in grid.hexes()}
    with pdfplumber.open(tmp_path / "painted.pdf") as a, pdfplumber.open(tmp_path / "scanned.pdf") as b:
        pa = [a.pages[i] for i in map_pages(painted)]
        pb = [b.pages[i] for i in map_pages(scanned)]
        assert sum(len(p.images) for p in pa) == 0
        assert sum(len(p.images) for p in pb) > 0
        assert any(w["text"] in labels for p in pa for w in p.extract_words())
        assert not any(w["text"] in labels for p in pb for w in p.extract_words())
        assert sum(len(hex_size_from_fills(p)) for p in pb) == 0
    # Asked for a scan the scenario does not have: said so, and the painted map is printed.
    plain = PrintDocument(load_scenario(SCENARIOS / "tutorial.json"), PrintOptions.make(parts="map", scan=True))
    assert plain.warnings and plain.map is not None and not plain.map.scan


def test_a_new_layout_keeps_the_parts_whose_options_did_not_change(qapp) -> None:
    s = load_scenario(SCENARIOS / "tutorial.json")
    first = PrintDocument(s, PrintOptions.make())
    bleed = PrintDocument(s, PrintOptions.make(bleed_mm=1.0), reuse=first)
    assert bleed.map is first.map and bleed.aids is first.aids
    assert bleed.counters is not first.counters
    bigger = PrintDocument(s, PrintOptions.make(hex_mm=22.0, bleed_mm=1.0), reuse=bleed)
    assert bigger.map is not bleed.map and bigger.aids is bleed.aids
    assert bigger.counters is not bleed.counters  # the counter size followed the hex size
    assert bigger.map is not None and bigger.map.map_w > bleed.map.map_w
