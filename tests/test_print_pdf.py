"""The print-and-play PDF read back with pdfplumber: pages, sizes, hexes, seams, counters.

Measurements are taken from the PDF's own vector paths and text positions
(points, 72 to the inch), the way a ruler on the printed page would.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import statistics
import subprocess
import sys
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
    blanks: set[str] = set()
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
                if doc.counters.blank_back(slot.item):
                    # One step: the back shows its size and name, no values.
                    blank = f"{b.size_mark} {b.short}"
                    blanks.add(blank)
                    expect_back[f"{side}|blank {blank}"] += 1
                else:
                    expect_back[f"{side}|{b.values_text()}"] += 1
            colours = {n.side: n.color.lower() for n in s.nationalities}
            for page, found in ((front, found_front), (back, found_back)):
                for r in counter_squares(page, 16.0):
                    text = words_in(page, r)
                    values = re.findall(r"(?:PB \d+(?: \(\d+\))?|\d+(?:\(\d+\))?-\d+-[\d.]+)$", text)
                    side = _side_of_fill(r["non_stroking_color"], s, page is back)
                    if values:
                        found[f"{side}|{values[0]}"] += 1
                    elif page is back and text in blanks:
                        found[f"{side}|blank {text}"] += 1
                    # else: a marker
            assert colours  # the scenario gives each nationality its colour
    n_units = len(s.units)
    assert sum(found_front.values()) == sum(found_back.values()) == n_units
    assert found_front == expect_front
    assert found_back == expect_back
    per_side = Counter(s.side_of(u) for u in s.units)
    assert Counter(k.split("|")[0] for k in found_front.elements()) == per_side
    # Monte Castelo's guns and aircraft have one step and no reduced face: blank backs.
    one_step = sum(1 for u in s.units if u.steps == 1 and u.reduced is None)
    assert doc.counters.blank_backs() == one_step == sum(n for k, n in found_back.items() if "|blank " in k)
    assert (one_step > 0) == (battle == "monte-castelo")


def test_counter_texts_keep_clear_of_the_cut_and_markers_say_what_they_count(
    tutorial: tuple[PrintDocument, Path],
) -> None:
    """A cut a little off the line must not clip a value: every letter on a counter keeps
    0.6 mm inside its square. The tutorial has the widest values ("2(3)-1-5")."""
    doc, path = tutorial
    sheets = [i for i, p in enumerate(doc.pages) if p.kind in ("front", "back")]
    faces: list[str] = []
    with pdfplumber.open(path) as pdf:
        for i in sheets:
            page = pdf.pages[i]
            squares = counter_squares(page, 16.0)
            assert squares
            for c in page.chars:
                mx, my = (c["x0"] + c["x1"]) / 2, (c["top"] + c["bottom"]) / 2
                q = next((q for q in squares if q["x0"] <= mx <= q["x1"] and q["top"] <= my <= q["bottom"]), None)
                if q is None:
                    continue  # a heading
                assert mm(c["x0"] - q["x0"]) >= 0.6 and mm(q["x1"] - c["x1"]) >= 0.6, c["text"]
            faces += [words_in(page, q) for q in squares]
    assert any("2(3)-1-5" in f for f in faces)  # the widest values were among those checked
    # An air-points marker says what it counts, its step on the track and whose it is.
    assert "Air points ×10 Allies" in faces and "Air points ×1 Allies" in faces
    assert "Control Allies" in faces and "Control Axis" in faces


def test_formation_bands_are_printed_on_fronts_and_backs(qapp, tmp_path: Path) -> None:
    doc, path = export(tmp_path, "tutorial", parts="counters", counter_mm=16.0)
    assert doc.counters is not None
    s = doc.scenario
    units = s.unit_by_id()
    expected: Counter[tuple[str, float]] = Counter()
    for sh in doc.counters.plan.sheets:
        for slot in sh.slots:
            if isinstance(slot.item, UnitCounter):
                band = doc.counters.face(slot.item, back=False).band
                for colour in band:
                    expected[(colour, round(15.52 / len(band), 2))] += 1
    assert expected[("#c62828", 15.52)] == sum(1 for u in s.units if u.formation == "us-16ri") == 3
    assert expected[("#1b1b1b", 7.76)] == 2  # Grenadier-Regiment 914: two colours, half the width each
    front = next(i for i, p in enumerate(doc.pages) if p.kind == "front")
    with pdfplumber.open(path) as pdf:
        for page in (pdf.pages[front], pdf.pages[front + 1]):
            squares = counter_squares(page, 16.0)
            found: Counter[tuple[str, float]] = Counter()
            for r in page.rects:
                rgb = r.get("non_stroking_color")
                if not (isinstance(rgb, list | tuple) and len(rgb) == 3) or abs(mm(r["bottom"] - r["top"]) - 2.56) > 0.02:
                    continue
                # Across the top of a counter: 0.32 mm below its edge.
                if not any(abs(mm(r["top"] - q["top"]) - 0.32) < 0.02 and q["x0"] <= r["x0"] < q["x1"] for q in squares):
                    continue
                colour = "#" + "".join(f"{round(v * 255):02x}" for v in rgb)
                found[(colour, round(mm(r["x1"] - r["x0"]), 2))] += 1
            assert found == expected
    assert units["us-1-16"].formation == "us-16ri"


def test_one_step_units_are_named_on_the_cover_and_the_scenario_card(qapp, tmp_path: Path) -> None:
    doc, path = export(tmp_path, "monte-castelo", parts="counters,aids", language="en")
    n = sum(1 for u in doc.scenario.units if u.steps == 1)
    with pdfplumber.open(path) as pdf:
        cover = " ".join(pdf.pages[0].extract_text().split())
        card = " ".join(" ".join(p.extract_text() for p in pdf.pages[1:]).split())
    assert f"its first loss eliminates it ({n} in this game)" in cover.replace("ﬁ", "fi")
    assert f"{n} units have a single step" in card and "blank back" in card


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


def test_export_pdf_reports_its_progress_as_json_lines(tmp_path: Path) -> None:
    out = tmp_path / "tut.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "hexstudio", "export-pdf", str(SCENARIOS / "tutorial.json"), "-o", str(out),
         "--parts", "counters", "--lang", "en", "--progress-json"],
        capture_output=True, text=True, timeout=300, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    events = [json.loads(line) for line in done.stdout.splitlines()]
    kinds = [e["event"] for e in events]
    assert kinds[0] == "layout" and kinds[1] == "temp" and kinds[-1] == "done"
    pages = [e for e in events if e["event"] == "page"]
    total = events[-1]["facts"]["pages"]
    assert [(e["done"], e["total"]) for e in pages] == [(i, total) for i in range(1, total + 1)]
    assert events[-1]["path"] == str(out) and events[-1]["facts"]["countersheets"] == 1
    assert not Path(events[1]["path"]).exists()  # the temporary file became the PDF
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) == total


@pytest.mark.parametrize("stop_at", ["layout", "page", "page 3"])
def test_a_terminated_export_leaves_the_old_file_and_no_temporary_file(tmp_path: Path, stop_at: str) -> None:
    """SIGTERM (the dialog's Cancel) while laying out, at the first page and a few pages
    in: the worker ends with 130 (stopped, not crashed), the old file byte for byte."""
    out = tmp_path / "leyte.pdf"
    out.write_bytes(b"%PDF-old")
    proc = subprocess.Popen(
        [sys.executable, "-m", "hexstudio", "export-pdf", str(SCENARIOS / "leyte.json"), "-o", str(out),
         "--lang", "en", "--progress-json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert proc.stdout is not None
    temp = None
    for line in proc.stdout:
        event = json.loads(line)
        if event["event"] == "temp":
            temp = Path(event["path"])
        if event["event"] == "layout" and stop_at == "layout":
            break
        if event["event"] == "page" and (stop_at == "page" or event["done"] == 3):
            assert temp is not None and temp.exists()
            break
    proc.terminate()  # SIGTERM: what the dialog's Cancel sends
    _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert out.read_bytes() == b"%PDF-old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["leyte.pdf"]


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


@pytest.mark.parametrize("battle", ["tutorial", "leyte", "reichswald", "sicily", "monte-castelo"])
def test_the_scenario_card_says_who_holds_each_objective_at_the_start(qapp, battle: str) -> None:
    """The card's 'held at the start' column is what the engine starts the game with."""
    from hexstudio.engine import control
    from hexstudio.engine.game import Game
    from hexstudio.printing.aids import AidsPrinter

    s = load_scenario(SCENARIOS / f"{battle}.json")
    card = AidsPrinter(s, PrintOptions.make(parts="aids", language="en"))
    game = Game(s, 0)
    held = control.holders(game)
    sides = {x.id: x for x in s.sides}
    assert s.victory.objectives
    for o in s.victory.objectives:
        labels = list(dict.fromkeys(o.hexes + (s.map.hex_sets[o.hex_set].hexes if o.hex_set else [])))
        engine = [held.get(game.grid.parse(label)) for label in labels]
        text = card.held_at_start(o.hexes, o.hex_set)
        if len(set(engine)) == 1:
            side = engine[0]
            assert text == (texts_side(s, side) if side else "nobody"), (o.id, text, engine)
        else:
            for side in set(engine) - {None}:
                assert f"{texts_side(s, side)} {engine.count(side)}" in text
    assert sides


def texts_side(s, side: str) -> str:  # type: ignore[no-untyped-def]
    from hexstudio.printing.texts import side_name

    return side_name(s, side, "en")


def test_the_scenario_card_explains_holding_hexes(tutorial: tuple[PrintDocument, Path]) -> None:
    doc, path = tutorial
    aids = [i for i, p in enumerate(doc.pages) if p.kind == "aids"]
    with pdfplumber.open(path) as pdf:
        text = " ".join(" ".join((pdf.pages[i].extract_text() or "").split()) for i in aids)
    assert "Held at the start" in text
    # The tutorial: start_control 'front', a hex stays with the side that last entered it.
    assert "each side holds its side of the front" in text
    assert "last entered it, passing through included" in text
    assert "Put a control marker on each objective hex" in text


@pytest.mark.parametrize("battle", ["leyte", "reichswald", "sicily", "peleliu", "monte-castelo", "tutorial"])
def test_every_line_of_the_player_aids_is_laid_out_and_printed(qapp, tmp_path: Path, battle: str) -> None:
    """Every paragraph of the aids has its lines (Qt once left the headings after Leyte's
    long reinforcement table with none, and they were missing from the PDF), and every
    heading is read back from the printed pages."""
    doc, path = export(tmp_path, battle, parts="aids", language="en")
    assert doc.aids is not None
    block = doc.aids.doc.begin()
    empty = []
    while block.isValid():
        if block.text().strip() and block.layout().lineCount() == 0:
            empty.append(block.text()[:40])
        block = block.next()
    assert empty == []
    with pdfplumber.open(path) as pdf:
        text = " ".join(" ".join((p.extract_text() or "").split()) for p in pdf.pages)
    for heading in doc.aids._headings:
        assert " ".join(heading.text().split()) in text
    s = doc.scenario
    if s.withdrawals:
        assert "Withdrawals" in text
    if s.victory.objectives:
        assert "Victory conditions" in text and "Held at the start" in text


def test_map_pages_say_where_they_go_and_sheets_group_reinforcements_by_turn(qapp, tmp_path: Path) -> None:
    """Leyte on A4, read back: each map page's foot names its row and column and fills its
    cell of the small page diagram, with the 50 mm bar; the turn track page has every turn
    and the terrain key every terrain; the countersheets' headings give each side's
    reinforcements in turn order."""
    doc, path = export(tmp_path, "leyte", parts="map,counters", language="en")
    assert doc.map is not None and doc.counters is not None
    s = doc.scenario
    plan = doc.map.plan
    assert plan.rows * plan.cols == len(plan.tiles) > 1
    dark, light = (40 / 255,) * 3, (235 / 255,) * 3

    def is_colour(r: dict, c: tuple[float, ...]) -> bool:
        rgb = r.get("non_stroking_color")
        return isinstance(rgb, list | tuple) and len(rgb) == 3 and all(abs(a - b) < 0.01 for a, b in zip(rgb, c, strict=True))

    with pdfplumber.open(path) as pdf:
        cover = " ".join(pdf.pages[0].extract_text().split())
        assert f"the map on {plan.rows} × {plan.cols} pages of A4" in cover
        for n, tile in zip(map_pages(doc), plan.tiles, strict=True):
            page = pdf.pages[n]
            # The foot's bold line only: hex numbers the clip hides under the foot are still
            # in the PDF's text, and place names are drawn with a halo (repeated).
            foot = page.crop((0, page.height * 0.9, page.width, page.height)).filter(
                lambda o: o.get("object_type") != "char" or "Bold" in o.get("fontname", "")
            )
            text = " ".join(foot.extract_text().split())
            assert f"map, row {tile.row + 1}, column {tile.col + 1} of {plan.rows} × {plan.cols}" in text
            cells = [r for r in page.rects if mm(r["x1"] - r["x0"]) < 10 and (is_colour(r, dark) or is_colour(r, light))]
            assert len(cells) == plan.rows * plan.cols
            x0, top = min(r["x0"] for r in cells), min(r["top"] for r in cells)
            (here,) = [r for r in cells if is_colour(r, dark)]
            w, h = here["x1"] - here["x0"], here["bottom"] - here["top"]
            assert (round((here["top"] - top) / h), round((here["x0"] - x0) / w)) == (tile.row, tile.col)
            # The 50 mm bar at the foot.
            assert any(abs(mm(ln["x1"] - ln["x0"]) - 50) < 0.05 and ln["top"] > page.height * 0.85 for ln in page.lines)
        extras = [i for i, p in enumerate(doc.pages) if p.kind == "extras"]
        assert extras
        key = " ".join(" ".join(pdf.pages[i].extract_text().split()) for i in extras)
        assert "Turn track" in key and "Terrain key" in key
        for t in s.terrain:
            assert text_of(t.name) in key
        boxes = [w["text"] for i in extras for w in pdf.pages[i].extract_words()]
        assert all(str(t.number) in boxes for t in s.turns.turns)
        fronts = [i for i, p in enumerate(doc.pages) if p.kind == "front"]
        headings = []
        for i in fronts:
            for line in (pdf.pages[i].extract_text() or "").splitlines():
                m = re.match(r"(.+) — reinforcements, turn (\d+)", line)
                if m:
                    headings.append((m.group(1), int(m.group(2))))
    per_side: dict[str, list[int]] = {}
    for side, turn in headings:
        if not per_side.get(side) or per_side[side][-1] != turn:  # a group split over sheets repeats its heading
            per_side.setdefault(side, []).append(turn)
    expected: dict[str, list[int]] = {}
    for r in sorted(s.reinforcements, key=lambda r: r.schedule.turn or 0):
        if r.schedule.turn is not None and r.units:
            name = side_name_en(s, s.side_of(s.unit_by_id()[r.units[0]]))
            if not expected.get(name) or expected[name][-1] != r.schedule.turn:
                expected.setdefault(name, []).append(r.schedule.turn)
    assert per_side == expected


def text_of(name: object) -> str:
    from hexstudio.scenario.model import text_in

    return text_in(name, "en")  # type: ignore[arg-type]


def side_name_en(s, side: str | None) -> str:  # type: ignore[no-untyped-def]
    from hexstudio.printing.texts import side_name

    return side_name(s, side, "en")


def test_bleed_spreads_each_face_past_its_cut(qapp, tmp_path: Path) -> None:
    """With a 2 mm bleed every counter, front and back, sits on a square of its colour
    4 mm wider, centred on its cut square; without it there is none."""
    for bleed in (0.0, 2.0):
        doc, path = export(tmp_path, "tutorial", parts="counters", counter_mm=16.0, bleed_mm=bleed)
        sheets = [i for i, p in enumerate(doc.pages) if p.kind in ("front", "back")]
        with pdfplumber.open(path) as pdf:
            for i in sheets:
                page = pdf.pages[i]
                squares = counter_squares(page, 16.0)
                grown = counter_squares(page, 16.0 + 2 * bleed) if bleed else []
                centres = {(round(mm(r["x0"] + r["x1"]) / 2, 1), round(mm(r["top"] + r["bottom"]) / 2, 1)) for r in grown}
                if bleed:
                    assert len(grown) == len(squares)
                    for q in squares:
                        assert (round(mm(q["x0"] + q["x1"]) / 2, 1), round(mm(q["top"] + q["bottom"]) / 2, 1)) in centres
                else:
                    assert counter_squares(page, 20.0) == []
