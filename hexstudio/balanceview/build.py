"""The balance report: one self-contained HTML file and its JSON summary.

``write_report(summary, paths, scenario, language)`` writes ``OUT.html`` and
``OUT.json`` (atomically, like every save). The HTML needs nothing but itself:
charts are SVG documents and heat maps PNG pictures, both embedded as
``data:`` images, and a Content-Security-Policy forbids the page any network
access. Every text that comes from the scenario or the records (titles, side
and objective names, error messages) is HTML-escaped: scenario text is data,
never markup. Sentences are translated through Qt's catalogue
(``hexstudio_balance_<lang>``), so the report follows ``--lang`` or the
interface language.
"""

from __future__ import annotations

import base64
import html
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from hexstudio.balance.specials import text_from_json
from hexstudio.balance.stats import verdict_text
from hexstudio.balanceview import charts
from hexstudio.scenario.io import atomic_write_text
from hexstudio.scenario.model import Scenario, text_in


def tr(text: str) -> str:
    return QCoreApplication.translate("BalanceReport", text)


def fmt(template: str, *args: object) -> str:
    """Qt-style ``%1``..``%9`` placeholders filled in one pass (a value holding '%2' stays as it is)."""
    return re.sub(r"%([1-9])", lambda m: str(args[int(m.group(1)) - 1]) if int(m.group(1)) <= len(args) else m.group(0), template)


def level_name(level: str) -> str:
    names = {
        "recruit": QCoreApplication.translate("BalanceReport", "Recruit"),
        "regular": QCoreApplication.translate("BalanceReport", "Regular"),
        "veteran": QCoreApplication.translate("BalanceReport", "Veteran"),
    }
    return names.get(level, level)


@dataclass
class Words:
    """What the report calls things, in its language."""

    language: str
    sides: dict[str, str]
    objectives: dict[str, str]
    locale: QLocale

    @classmethod
    def of(cls, scenario: Scenario | None, summary: dict[str, Any], language: str) -> Words:
        sides = {s: s for s in summary.get("sides", [])}
        objectives: dict[str, str] = {}
        if scenario is not None:
            for s in scenario.sides:
                sides[s.id] = text_in(s.name, language) or s.id
            for o in scenario.victory.objectives:
                where = ", ".join(o.hexes) if o.hexes else (o.hex_set or "")
                name = text_in(o.name, language) or o.id
                objectives[o.id] = f"{name} ({where})" if where else name
        return cls(language, sides, objectives, QLocale(language))

    def pct(self, share: float) -> str:
        return f"{self.locale.toString(round(100 * share))}%"

    def num(self, x: float, decimals: int = 1) -> str:
        if float(x).is_integer():
            return self.locale.toString(int(x))
        return self.locale.toString(float(x), "f", decimals)


def localized_verdict(summary: dict[str, Any], w: Words) -> str:
    v = summary["verdict"]
    levels = v["levels"]
    if v["same_level"] and levels:
        at = fmt(tr("at level %1"), level_name(next(iter(levels.values()))))
    else:
        at = fmt(tr("at levels %1"), tr(" vs ").join(f"{w.sides.get(s, s)} {level_name(x)}" for s, x in levels.items()))
    if not v["games"]:
        return tr("No game finished yet")
    if v["side"] is None:
        return fmt(tr("No side won any of %1 games %2"), v["games"], at)
    lo, hi = v["ci"]
    side = w.sides.get(v["side"], v["side"])
    if v.get("turn_cap"):
        return fmt(tr("%1 lead on points after turn %2 in %3 (95% CI %4–%5) of %6 games %7"),
                   side, v["turn_cap"], w.pct(v["share"]), w.pct(lo), w.pct(hi), v["games"], at)
    return fmt(tr("%1 win %2 (95% CI %3–%4) of %5 games %6"), side, w.pct(v["share"]), w.pct(lo), w.pct(hi), v["games"], at)


# --------------------------------------------------------------------------- charts


def main_charts(summary: dict[str, Any], w: Words) -> dict[str, bytes]:
    """The report's charts as SVG documents, by name. Raises charts.ChartsUnavailable."""
    sides = summary["sides"]
    side_labels = [w.sides.get(s, s) for s in sides]
    out: dict[str, bytes] = {}
    oc = summary["outcomes"]
    labels, counts, colours = [], [], []
    for i, s in enumerate(sides):
        auto = oc["automatic"].get(s, 0)
        lead = oc["leads_at_cap"].get(s, 0)
        labels.append(fmt(tr("%1 win"), w.sides.get(s, s)) if not lead else fmt(tr("%1 lead at the turn cap"), w.sides.get(s, s)))
        counts.append(oc["wins"].get(s, 0) - auto)
        colours.append(charts.colour(i))
        if auto:
            labels.append(fmt(tr("%1 automatic victory"), w.sides.get(s, s)))
            counts.append(auto)
            colours.append(charts.colour(i))
    labels.append(tr("Draw"))
    counts.append(oc["draws"] + oc["level_at_cap"])
    colours.append(charts.DRAW)
    if oc["failed"]:
        labels.append(tr("Failed"))
        counts.append(oc["failed"])
        colours.append("#000000")
    out["outcomes"] = charts.outcome_bar(labels, counts, colours, tr("How the games ended"), tr("games"))
    m = summary["margin"]
    ref = w.sides.get(m["reference"], m["reference"])
    other = tr(" / ").join(w.sides.get(s, s) for s in m["against"]) or "—"
    out["margin"] = charts.margin_histogram(
        m["final"], m["final_spread"]["median"], tr("Final victory-point margin"),
        fmt(tr("%1 points minus %2 points"), ref, other), tr("games"), tr("median"),
        (fmt(tr("%1 ahead →"), ref), fmt(tr("← %1 ahead"), other)))
    out["margin_turns"] = charts.margin_by_turn(
        m["per_turn"], tr("Victory-point margin turn by turn"), tr("turn"), fmt(tr("%1 minus %2 (points)"), ref, other),
        {"median": tr("median"), "q25_75": tr("middle half of the games"), "q10_90": tr("middle 80% of the games")})
    objectives = [dict(o, label=w.objectives.get(o["id"], o["id"])) for o in summary["objectives"]]
    if objectives:
        out["objectives"] = charts.objective_control(
            objectives, sides, side_labels, tr("nobody"), tr("Who holds each objective at the end of each turn"),
            tr("turn"), tr("% of games"))
    out["casualties"] = charts.casualties_by_turn(
        summary["casualties"]["per_turn"], sides, side_labels, tr("Casualties per turn"), tr("turn"),
        tr("steps lost (mean per game)"))
    out["length"] = charts.game_length({int(k): v for k, v in summary["length"]["turns"].items()}, tr("Game length"),
                                       tr("turns played"), tr("games"))
    return out


# --------------------------------------------------------------------------- HTML

CSS = """
body{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;color:#222;line-height:1.45}
h1{font-size:1.6em;margin-bottom:.2em}h2{font-size:1.25em;border-bottom:2px solid #0072B2;padding-bottom:.2em;margin-top:2em}
.sub{color:#555;margin-top:0}.verdict{font-size:1.45em;font-weight:bold;background:#eef5fb;border-left:6px solid #0072B2;padding:.6em .8em}
table{border-collapse:collapse;margin:.6em 0;font-size:.92em}th,td{border:1px solid #ccc;padding:.25em .6em;text-align:left;vertical-align:top}
th{background:#f3f3f3}td.n{text-align:right;font-variant-numeric:tabular-nums}img{max-width:100%;height:auto}
.note{color:#555;font-size:.9em}pre{white-space:pre-wrap;font-size:.8em;background:#f8f8f8;padding:.5em;border:1px solid #ddd}
.warn{background:#fff4e5;border-left:6px solid #E69F00;padding:.5em .8em}nav a{margin-right:.8em}
"""


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def img_svg(svg: bytes, alt: str) -> str:
    return f'<img alt="{esc(alt)}" src="data:image/svg+xml;base64,{base64.b64encode(svg).decode("ascii")}">'


def img_png(png: bytes, alt: str) -> str:
    return f'<img alt="{esc(alt)}" src="data:image/png;base64,{base64.b64encode(png).decode("ascii")}">'


def heat_legend(counts: dict[str, int]) -> str:
    """The colour classes of a heat map as swatches with their count ranges."""
    from hexstudio.balanceview.heatmap import SCALE, classes

    items = []
    for i, (lo, hi) in enumerate(classes(counts)):
        span = str(lo) if lo == hi else f"{lo}–{hi}"
        items.append(f'<span style="display:inline-block;width:1.2em;height:1em;background:{SCALE[i]};border:1px solid #5a0010;'
                     f'vertical-align:middle"></span> {esc(span)}')
    return f'<p class="note">{esc(tr("Units or changes per hex:"))} ' + " &nbsp; ".join(items) + "</p>" if items else ""


def table(head: list[str], rows: list[list[object]], numeric: set[int] | None = None) -> str:
    numeric = numeric or set()
    h = "".join(f"<th>{esc(x)}</th>" for x in head)
    body = "".join(
        "<tr>" + "".join(f'<td class="n">{esc(c)}</td>' if i in numeric else f"<td>{esc(c)}</td>" for i, c in enumerate(r)) + "</tr>"
        for r in rows)
    return f"<table><thead><tr>{h}</tr></thead><tbody>{body}</tbody></table>"


def build_html(summary: dict[str, Any], w: Words, chart_svgs: dict[str, bytes] | None, heat: dict[str, bytes],
               charts_note: str | None = None) -> str:
    run = summary["run"]
    sides = summary["sides"]
    sname = [w.sides.get(s, s) for s in sides]
    title = run.get("title") or run.get("scenario") or ""
    parts: list[str] = []
    chart_svgs = chart_svgs or {}

    def chart(name: str, alt: str) -> str:
        svg = chart_svgs.get(name)
        return img_svg(svg, alt) if svg else ""

    nav = [("verdict", tr("Verdict")), ("margin", tr("Victory points")), ("objectives", tr("Objectives")),
           ("casualties", tr("Casualties")), ("length", tr("Game length")), ("eliminations", tr("Where units fell")),
           ("objective-changes", tr("Where objectives changed hands")), ("special-rules", tr("Special rules")),
           ("run", tr("The run"))]
    if summary["failures"]:
        nav.insert(-1, ("failures", tr("Failed games")))
    parts.append(f"<header><h1>{esc(fmt(tr('Balance report: %1'), title))}</h1>"
                 f"<p class=\"sub\">{esc(run.get('scenario') or '')} · {esc(run.get('created') or '')}</p>"
                 "<nav>" + "".join(f'<a href="#{k}">{esc(t)}</a>' for k, t in nav) + "</nav></header>")
    if charts_note:
        parts.append(f'<p class="warn">{esc(charts_note)}</p>')

    # --- verdict
    oc = summary["outcomes"]
    lines = []
    for s in sides:
        auto = oc["automatic"].get(s, 0)
        lead = oc["leads_at_cap"].get(s, 0)
        line = fmt(tr("%1: %2 wins"), w.sides.get(s, s), oc["wins"].get(s, 0))
        if auto:
            line += fmt(tr(" (%1 of them automatic or by annihilation)"), auto)
        if lead:
            line += fmt(tr(" (%1 of them leading on points at the turn cap)"), lead)
        lines.append(line)
    lines.append(fmt(tr("draws: %1"), oc["draws"] + oc["level_at_cap"]))
    if oc["failed"]:
        lines.append(fmt(tr("failed games: %1 (see Failed games)"), oc["failed"]))
    if not run.get("complete"):
        lines.append(fmt(tr("the run is incomplete: %1 of %2 games played"), run["games"], run["games_planned"]))
    cap = run.get("max_turns")
    cap_note = (f'<p class="warn">{esc(fmt(tr("Games were stopped after turn %1 (a turn cap, to save time): a game counts for the side leading on points then, and the late turns of the battle were never played."), cap))}</p>'
                if cap else "")
    parts.append(f'<section id="verdict"><h2>{esc(tr("Verdict"))}</h2><p class="verdict">{esc(localized_verdict(summary, w))}</p>'
                 f"{cap_note}<ul>" + "".join(f"<li>{esc(x)}</li>" for x in lines) + "</ul>"
                 f'<p class="note">{esc(tr("The interval is the 95% Wilson score interval of the share of games won: with this many games the true share lies in it 95 times out of 100. Draws, failed games and automatic victories are counted separately above."))}</p>'
                 f"{chart('outcomes', tr('How the games ended'))}</section>")

    # --- margin
    m = summary["margin"]
    fs = m["final_spread"]
    ref = w.sides.get(m["reference"], m["reference"])
    rows = [[r["turn"], r["n"], w.num(r["median"]), f"{w.num(r['q25'])} … {w.num(r['q75'])}", f"{w.num(r['q10'])} … {w.num(r['q90'])}"]
            for r in m["per_turn"]]
    vp_rows = [[r["turn"], *[w.num(r.get(s, 0)) for s in sides]] for r in m["vp_median"]]
    parts.append(
        f'<section id="margin"><h2>{esc(tr("Victory-point margin"))}</h2>'
        f"<p>{esc(fmt(tr('Margin = %1 points minus the best other side. Final margin: median %2, middle half of the games %3 to %4, range %5 to %6.'), ref, w.num(fs['median']), w.num(fs['q25']), w.num(fs['q75']), w.num(fs['min']), w.num(fs['max'])))}</p>"
        f"{chart('margin', tr('Final victory-point margin'))}{chart('margin_turns', tr('Victory-point margin turn by turn'))}"
        + table([tr("turn"), tr("games"), tr("median margin"), tr("middle half"), tr("middle 80%")], rows, {0, 1, 2})
        + f"<h3>{esc(tr('Median victory points per side'))}</h3>"
        + table([tr("turn"), *sname], vp_rows, set(range(len(sides) + 1))) + "</section>")

    # --- objectives
    obj_rows = []
    for o in summary["objectives"]:
        end = o["at_end"]
        obj_rows.append([w.objectives.get(o["id"], o["id"]), *[w.pct(end.get(s, 0.0)) for s in sides], w.pct(end.get("none", 0.0))])
    body = (chart("objectives", tr("Who holds each objective at the end of each turn"))
            + f"<h3>{esc(tr('Held at the end of the game'))}</h3>"
            + table([tr("objective"), *sname, tr("nobody")], obj_rows, set(range(1, len(sides) + 2)))) if obj_rows else \
        f"<p>{esc(tr('This battle has no objectives: victory comes from its special rules or unit points.'))}</p>"
    parts.append(f'<section id="objectives"><h2>{esc(tr("Objectives"))}</h2>{body}</section>')

    # --- casualties
    cas = summary["casualties"]
    cas_rows = [[r["turn"], *[w.num(r.get(s, 0.0), 2) for s in sides],
                 *[w.num(e.get(s, 0.0), 2) for s in sides]] for r, e in zip(cas["per_turn"], cas["eliminated_per_turn"], strict=False)]
    parts.append(f'<section id="casualties"><h2>{esc(tr("Casualties"))}</h2>'
                 f"<p>{esc(tr('Steps lost per side and turn, averaged over the games that reached the turn (an eliminated unit counts its remaining steps).'))}</p>"
                 + chart("casualties", tr("Casualties per turn"))
                 + table([tr("turn"), *[fmt(tr("%1 steps lost"), n) for n in sname], *[fmt(tr("%1 units eliminated"), n) for n in sname]],
                         cas_rows, set(range(2 * len(sides) + 1)))
                 + f"<p>{esc(tr('Steps lost over the whole game (mean):'))} "
                 + esc(", ".join(f"{w.sides.get(s, s)} {w.num(cas['total_mean'].get(s, 0.0))}" for s in sides)) + "</p></section>")

    # --- length
    ln = summary["length"]
    term_names = {"last_turn": tr("played to the last turn"), "annihilation": tr("annihilation"),
                  "automatic_victory": tr("automatic victory"), "draw": tr("draw on points"),
                  "turn_cap": tr("stopped at the turn cap"), "conceded": tr("conceded")}
    term_rows = [[term_names.get(k, k), c] for k, c in sorted(ln["terminations"].items(), key=lambda kv: -kv[1])]
    parts.append(f'<section id="length"><h2>{esc(tr("Game length"))}</h2>'
                 f"<p>{esc(fmt(tr('Turns played: median %1, from %2 to %3; %4 actions per game on average.'), w.num(ln['median']), w.num(ln['min']), w.num(ln['max']), w.num(ln['actions_mean'])))}</p>"
                 + chart("length", tr("Game length")) + table([tr("how the game ended"), tr("games")], term_rows, {1}) + "</section>")

    # --- heat maps
    el = summary["eliminations"]
    top = list(el["hexes"].items())[:12]
    by_side = el["by_side"]
    elim_rows = [[h, c, *[by_side.get(s, {}).get(h, 0) for s in sides]] for h, c in top]
    parts.append(f'<section id="eliminations"><h2>{esc(tr("Where units were eliminated"))}</h2>'
                 f"<p>{esc(fmt(tr('%1 eliminations in all games, drawn on the battle map: the number in a hex is how many units were eliminated there.'), el['total']))}"
                 + (esc(fmt(tr(" %1 more happened off the map."), el["elsewhere"])) if el.get("elsewhere") else "") + "</p>"
                 + (img_png(heat["eliminations"], tr("Where units were eliminated")) + heat_legend(el["hexes"]) if heat.get("eliminations") else "")
                 + (table([tr("hex"), tr("eliminations"), *sname], elim_rows, set(range(1, len(sides) + 2))) if elim_rows else "")
                 + "</section>")
    fl = summary["flips"]
    flip_rows = [[h, c, *[fl["to"].get(h, {}).get(s, 0) for s in sides]] for h, c in list(fl["hexes"].items())[:12]]
    parts.append(f'<section id="objective-changes"><h2>{esc(tr("Where objectives changed hands"))}</h2>'
                 f"<p>{esc(fmt(tr('%1 changes of control of objective hexes (from one side to the other, seen at the end of each turn), in all games.'), fl['total']))}</p>"
                 + (img_png(heat["flips"], tr("Where objectives changed hands")) + heat_legend(fl["hexes"]) if heat.get("flips") else "")
                 + (table([tr("hex"), tr("changes"), *[fmt(tr("taken by %1"), n) for n in sname]], flip_rows, set(range(1, len(sides) + 2)))
                    if flip_rows else f"<p>{esc(tr('No objective hex ever changed hands.'))}</p>")
                 + "</section>")

    # --- special rules
    sp_rows = []
    for s in summary["specials"]:
        if s["observable"]:
            sp_rows.append([s["rule"], w.pct(s["share"]), w.num(s["per_game"], 2),
                            tr("never fired") if s["games"] == 0 else ""])
        else:
            sp_rows.append([s["rule"], "—", "—", tr("acts as a restriction or modifier: the engine records no event for it")])
    shift_rows = [[_engine_text(x["text"]), w.pct(x["share"]), w.num(x["per_game"], 2)] for x in summary["shifts"][:25]]
    parts.append(f'<section id="special-rules"><h2>{esc(tr("Special rules"))}</h2>'
                 + (table([tr("rule"), tr("games where it acted"), tr("times per game"), tr("note")], sp_rows, {1, 2}) if sp_rows
                    else f"<p>{esc(tr('This battle has no special rules.'))}</p>")
                 + f"<h3>{esc(tr('Column shifts applied in combat'))}</h3>"
                 + (table([tr("shift"), tr("games where it applied"), tr("times per game")], shift_rows, {1, 2}) if shift_rows
                    else f"<p>{esc(tr('No combat used a column shift.'))}</p>")
                 + "</section>")

    # --- failures
    if summary["failures"]:
        fails = "".join(f"<h3>{esc(fmt(tr('Game with seed %1'), f['seed']))}</h3><p>{esc(f.get('error') or '')}</p>"
                        f"<pre>{esc(f.get('traceback') or '')}</pre>" for f in summary["failures"])
        parts.append(f'<section id="failures"><h2>{esc(tr("Failed games"))}</h2>'
                     f"<p>{esc(tr('These games stopped with an error; each can be replayed from its seed. They are left out of every figure above.'))}</p>{fails}</section>")

    # --- the run
    levels = ", ".join(f"{w.sides.get(s, s)}: {level_name(x)}" for s, x in run["levels"].items())
    seeds = run.get("seeds") or []
    gpm = run.get("games_per_minute")
    run_rows = [
        [tr("scenario"), f"{title} ({run.get('scenario')})"],
        [tr("scenario hash (SHA-256)"), run.get("scenario_hash") or ""],
        [tr("games"), fmt(tr("%1 of %2 planned"), run["games"], run["games_planned"])],
        [tr("levels"), levels],
        [tr("dice seeds"), f"{seeds[0]}–{seeds[1]}" if seeds else "—"],
        [tr("computer players' seeds"), fmt(tr("%1 + the game's seed"), run.get("ai_seed") or 0)],
        [tr("turn cap"), str(run["max_turns"]) if run.get("max_turns") else tr("none")],
        [tr("hexstudio version"), run.get("hexstudio") or ""],
        [tr("wall time"), fmt(tr("%1 min"), w.num((run.get("wall_seconds") or 0) / 60))],
        [tr("games per minute"), w.num(gpm, 2) if gpm else "—"],
        [tr("seconds per game"), fmt(tr("median %1, longest %2"), w.num(run["game_seconds"]["median"]), w.num(run["game_seconds"]["max"]))],
        [tr("workers"), ", ".join(str(x) for x in run.get("workers") or []) or "—"],
        [tr("executor"), ", ".join(run.get("executors") or []) or "—"],
        [tr("sessions (a resumed run has several)"), run.get("sessions", 0)],
    ]
    parts.append(f'<section id="run"><h2>{esc(tr("The run"))}</h2>' + table([tr("what"), tr("value")], run_rows) + "</section>")

    lang = "pt-BR" if w.language.startswith("pt") else "en"
    head = (f'<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'\">"
            f"<title>{esc(fmt(tr('Balance report: %1'), title))}</title><style>{CSS}</style>")
    return f'<!DOCTYPE html>\n<html lang="{lang}"><head>{head}</head><body>' + "\n".join(parts) + "</body></html>\n"


def _engine_text(data: Any) -> str:
    """A combat shift's description in the report's language (the engine's own catalogue)."""
    text = text_from_json(data)
    try:
        from hexstudio.app.engine_text import tr_engine
    except ImportError:
        return str(text)
    return tr_engine(text)


# --------------------------------------------------------------------------- the files


def render(summary: dict[str, Any], scenario: Scenario | None, language: str, base_dir: Path | None = None
           ) -> tuple[str, dict[str, Any], dict[str, bytes]]:
    """(html, summary with the localized verdict, chart SVGs). Needs a Qt application."""
    w = Words.of(scenario, summary, language)
    note = None
    try:
        svgs = main_charts(summary, w)
    except charts.ChartsUnavailable:
        svgs = {}
        note = tr('The charts are missing: they need matplotlib (pip install "hexstudio[report]"). The tables hold the same numbers.')
    heat: dict[str, bytes] = {}
    if scenario is not None:
        from hexstudio.balanceview.heatmap import heat_map_png

        heat["eliminations"] = heat_map_png(scenario, summary["eliminations"]["hexes"], base_dir)
        heat["flips"] = heat_map_png(scenario, summary["flips"]["hexes"], base_dir)
    out = dict(summary)
    out["verdict"] = dict(summary["verdict"], text=verdict_text(summary["verdict"]), localized=localized_verdict(summary, w),
                          language=language)
    return build_html(summary, w, svgs, heat, note), out, svgs


def write_report(summary: dict[str, Any], paths: Any, scenario: Scenario | None, language: str | None = None,
                 base_dir: Path | None = None, install: bool = True) -> dict[str, Any]:
    """Write ``paths.html`` and ``paths.summary`` (see the module docstring); returns the summary written.

    ``install``: load the language's catalogues first (the command line); the
    application passes False, its translators being those of the interface."""
    from hexstudio.app.i18n import install_translators, resolve_language
    from hexstudio.board.export import ensure_app

    app = ensure_app()
    if language is None:
        from hexstudio.app.settings import Settings

        language = resolve_language(Settings().language())
    translators = install_translators(app, language) if install else None
    try:
        page, out, _ = render(summary, scenario, language, base_dir)
    finally:
        if translators is not None:
            translators.remove()
    for path, text in ((paths.html, page), (paths.summary, json.dumps(out, ensure_ascii=False, indent=1) + "\n")):
        new = not Path(path).exists()
        atomic_write_text(path, text)
        if new:  # a report is meant to be shared: readable like any new file, not private like a temporary one
            mask = os.umask(0)
            os.umask(mask)
            os.chmod(path, 0o666 & ~mask)
    summary["verdict"] = out["verdict"]
    return out
