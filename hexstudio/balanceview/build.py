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
    title: str = ""

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
        title = (text_in(scenario.info.title, language) if scenario is not None and scenario.info.title else "")
        return cls(language, sides, objectives, QLocale(language), title)

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
        at = fmt(QCoreApplication.translate("BalanceReport", "at level %1"), level_name(next(iter(levels.values()))))
    else:
        at = fmt(QCoreApplication.translate("BalanceReport", "at levels %1"), QCoreApplication.translate("BalanceReport", " vs ").join(f"{w.sides.get(s, s)} {level_name(x)}" for s, x in levels.items()))
    if not v["games"]:
        return QCoreApplication.translate("BalanceReport", "No game finished yet")
    if v["side"] is None:
        return fmt(QCoreApplication.translate("BalanceReport", "No side won any of %1 games %2"), v["games"], at)
    lo, hi = v["ci"]
    side = w.sides.get(v["side"], v["side"])
    one = v["games"] == 1  # a cancelled test may have finished a single game
    if v.get("turn_cap"):
        template = (QCoreApplication.translate("BalanceReport", "%1 lead on points after turn %2 in %3 (95% CI %4–%5) of %6 game %7") if one
                    else QCoreApplication.translate("BalanceReport", "%1 lead on points after turn %2 in %3 (95% CI %4–%5) of %6 games %7"))
        return fmt(template, side, v["turn_cap"], w.pct(v["share"]), w.pct(lo), w.pct(hi), v["games"], at)
    template = (QCoreApplication.translate("BalanceReport", "%1 win %2 (95% CI %3–%4) of %5 game %6") if one
                else QCoreApplication.translate("BalanceReport", "%1 win %2 (95% CI %3–%4) of %5 games %6"))
    return fmt(template, side, w.pct(v["share"]), w.pct(lo), w.pct(hi), v["games"], at)


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
        labels.append(fmt(QCoreApplication.translate("BalanceReport", "%1 win"), w.sides.get(s, s)) if not lead else fmt(QCoreApplication.translate("BalanceReport", "%1 lead at the turn cap"), w.sides.get(s, s)))
        counts.append(oc["wins"].get(s, 0) - auto)
        colours.append(charts.colour(i))
        if auto:
            labels.append(fmt(QCoreApplication.translate("BalanceReport", "%1 automatic victory"), w.sides.get(s, s)))
            counts.append(auto)
            colours.append(charts.colour(i))
    labels.append(QCoreApplication.translate("BalanceReport", "Draw"))
    counts.append(oc["draws"] + oc["level_at_cap"])
    colours.append(charts.DRAW)
    if oc["failed"]:
        labels.append(QCoreApplication.translate("BalanceReport", "Failed"))
        counts.append(oc["failed"])
        colours.append("#000000")
    out["outcomes"] = charts.outcome_bar(labels, counts, colours, QCoreApplication.translate("BalanceReport", "How the games ended"), QCoreApplication.translate("BalanceReport", "games"))
    m = summary["margin"]
    ref = w.sides.get(m["reference"], m["reference"])
    other = QCoreApplication.translate("BalanceReport", " / ").join(w.sides.get(s, s) for s in m["against"]) or "—"
    out["margin"] = charts.margin_histogram(
        m["final"], m["final_spread"]["median"], QCoreApplication.translate("BalanceReport", "Final victory-point margin"),
        fmt(QCoreApplication.translate("BalanceReport", "%1 points minus %2 points"), ref, other), QCoreApplication.translate("BalanceReport", "games"), QCoreApplication.translate("BalanceReport", "median"),
        (fmt(QCoreApplication.translate("BalanceReport", "%1 ahead →"), ref), fmt(QCoreApplication.translate("BalanceReport", "← %1 ahead"), other)))
    out["margin_turns"] = charts.margin_by_turn(
        m["per_turn"], QCoreApplication.translate("BalanceReport", "Victory-point margin turn by turn"), QCoreApplication.translate("BalanceReport", "turn"), fmt(QCoreApplication.translate("BalanceReport", "%1 minus %2 (points)"), ref, other),
        {"median": QCoreApplication.translate("BalanceReport", "median"), "q25_75": QCoreApplication.translate("BalanceReport", "middle half of the games"), "q10_90": QCoreApplication.translate("BalanceReport", "middle 80% of the games")})
    objectives = [dict(o, label=w.objectives.get(o["id"], o["id"])) for o in summary["objectives"]]
    if objectives:
        out["objectives"] = charts.objective_control(
            objectives, sides, side_labels, QCoreApplication.translate("BalanceReport", "nobody"), QCoreApplication.translate("BalanceReport", "Who holds each objective at the end of each turn"),
            QCoreApplication.translate("BalanceReport", "turn"), QCoreApplication.translate("BalanceReport", "% of games"))
    out["casualties"] = charts.casualties_by_turn(
        summary["casualties"]["per_turn"], sides, side_labels, QCoreApplication.translate("BalanceReport", "Casualties per turn"), QCoreApplication.translate("BalanceReport", "turn"),
        QCoreApplication.translate("BalanceReport", "steps lost (mean per game)"))
    out["length"] = charts.game_length({int(k): v for k, v in summary["length"]["turns"].items()}, QCoreApplication.translate("BalanceReport", "Game length"),
                                       QCoreApplication.translate("BalanceReport", "turns played"), QCoreApplication.translate("BalanceReport", "games"))
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
    return f'<p class="note">{esc(QCoreApplication.translate("BalanceReport", "Units or changes per hex:"))} ' + " &nbsp; ".join(items) + "</p>" if items else ""


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
    title = w.title or run.get("title") or run.get("scenario") or ""
    parts: list[str] = []
    chart_svgs = chart_svgs or {}

    def chart(name: str, alt: str) -> str:
        svg = chart_svgs.get(name)
        return img_svg(svg, alt) if svg else ""

    nav = [("verdict", QCoreApplication.translate("BalanceReport", "Verdict")), ("margin", QCoreApplication.translate("BalanceReport", "Victory points")), ("objectives", QCoreApplication.translate("BalanceReport", "Objectives")),
           ("casualties", QCoreApplication.translate("BalanceReport", "Casualties")), ("length", QCoreApplication.translate("BalanceReport", "Game length")), ("eliminations", QCoreApplication.translate("BalanceReport", "Where units fell")),
           ("objective-changes", QCoreApplication.translate("BalanceReport", "Where objectives changed hands")), ("special-rules", QCoreApplication.translate("BalanceReport", "Special rules")),
           ("run", QCoreApplication.translate("BalanceReport", "The run"))]
    if summary["failures"]:
        nav.insert(-1, ("failures", QCoreApplication.translate("BalanceReport", "Failed games")))
    parts.append(f"<header><h1>{esc(fmt(QCoreApplication.translate('BalanceReport', 'Balance report: %1'), title))}</h1>"
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
        line = fmt(QCoreApplication.translate("BalanceReport", "%1: %2 wins"), w.sides.get(s, s), oc["wins"].get(s, 0))
        if auto:
            line += fmt(QCoreApplication.translate("BalanceReport", " (%1 of them automatic or by annihilation)"), auto)
        if lead:
            line += fmt(QCoreApplication.translate("BalanceReport", " (%1 of them leading on points at the turn cap)"), lead)
        lines.append(line)
    lines.append(fmt(QCoreApplication.translate("BalanceReport", "draws: %1"), oc["draws"] + oc["level_at_cap"]))
    if oc["failed"]:
        lines.append(fmt(QCoreApplication.translate("BalanceReport", "failed games: %1 (see Failed games)"), oc["failed"]))
    if not run.get("complete"):
        lines.append(fmt(QCoreApplication.translate("BalanceReport", "the run is incomplete: %1 of %2 games played"), run["games"], run["games_planned"]))
    cap = run.get("max_turns")
    cap_note = (f'<p class="warn">{esc(fmt(QCoreApplication.translate("BalanceReport", "Games were stopped after turn %1 (a turn cap, to save time): a game counts for the side leading on points then, and the late turns of the battle were never played."), cap))}</p>'
                if cap else "")
    parts.append(f'<section id="verdict"><h2>{esc(QCoreApplication.translate("BalanceReport", "Verdict"))}</h2><p class="verdict">{esc(localized_verdict(summary, w))}</p>'
                 f"{cap_note}<ul>" + "".join(f"<li>{esc(x)}</li>" for x in lines) + "</ul>"
                 f'<p class="note">{esc(QCoreApplication.translate("BalanceReport", "The interval is the 95% Wilson score interval of the share of games won: with this many games the true share lies in it 95 times out of 100. Draws, failed games and automatic victories are counted separately above."))}</p>'
                 f"{chart('outcomes', QCoreApplication.translate('BalanceReport', 'How the games ended'))}</section>")

    # --- margin
    m = summary["margin"]
    fs = m["final_spread"]
    ref = w.sides.get(m["reference"], m["reference"])
    rows = [[r["turn"], r["n"], w.num(r["median"]), f"{w.num(r['q25'])} … {w.num(r['q75'])}", f"{w.num(r['q10'])} … {w.num(r['q90'])}"]
            for r in m["per_turn"]]
    vp_rows = [[r["turn"], *[w.num(r.get(s, 0)) for s in sides]] for r in m["vp_median"]]
    no_points = not any(m["final"]) and not any(v for r in m["vp_median"] for k, v in r.items() if k != "turn")
    if no_points:
        parts.append(f'<section id="margin"><h2>{esc(QCoreApplication.translate("BalanceReport", "Victory-point margin"))}</h2>'
                     f'<p>{esc(QCoreApplication.translate("BalanceReport", "No side scored a victory point in any game: this battle is decided by its special rules (see the verdict and Special rules)."))}</p></section>')
    else:
        parts.append(
        f'<section id="margin"><h2>{esc(QCoreApplication.translate("BalanceReport", "Victory-point margin"))}</h2>'
        f"<p>{esc(fmt(QCoreApplication.translate('BalanceReport', 'Margin = %1 points minus the best other side. Final margin: median %2, middle half of the games %3 to %4, range %5 to %6.'), ref, w.num(fs['median']), w.num(fs['q25']), w.num(fs['q75']), w.num(fs['min']), w.num(fs['max'])))}</p>"
        f"{chart('margin', QCoreApplication.translate('BalanceReport', 'Final victory-point margin'))}{chart('margin_turns', QCoreApplication.translate('BalanceReport', 'Victory-point margin turn by turn'))}"
        + table([QCoreApplication.translate("BalanceReport", "turn"), QCoreApplication.translate("BalanceReport", "games"), QCoreApplication.translate("BalanceReport", "median margin"), QCoreApplication.translate("BalanceReport", "middle half"), QCoreApplication.translate("BalanceReport", "middle 80%")], rows, {0, 1, 2})
        + f"<h3>{esc(QCoreApplication.translate('BalanceReport', 'Median victory points per side'))}</h3>"
        + table([QCoreApplication.translate("BalanceReport", "turn"), *sname], vp_rows, set(range(len(sides) + 1))) + "</section>")

    # --- objectives
    obj_rows = []
    for o in summary["objectives"]:
        end = o["at_end"]
        obj_rows.append([w.objectives.get(o["id"], o["id"]), *[w.pct(end.get(s, 0.0)) for s in sides], w.pct(end.get("none", 0.0))])
    body = (chart("objectives", QCoreApplication.translate("BalanceReport", "Who holds each objective at the end of each turn"))
            + f"<h3>{esc(QCoreApplication.translate('BalanceReport', 'Held at the end of the game'))}</h3>"
            + table([QCoreApplication.translate("BalanceReport", "objective"), *sname, QCoreApplication.translate("BalanceReport", "nobody")], obj_rows, set(range(1, len(sides) + 2)))) if obj_rows else \
        f"<p>{esc(QCoreApplication.translate('BalanceReport', 'This battle has no objectives: victory comes from its special rules or unit points.'))}</p>"
    parts.append(f'<section id="objectives"><h2>{esc(QCoreApplication.translate("BalanceReport", "Objectives"))}</h2>{body}</section>')

    # --- casualties
    cas = summary["casualties"]
    cas_rows = [[r["turn"], *[w.num(r.get(s, 0.0), 2) for s in sides],
                 *[w.num(e.get(s, 0.0), 2) for s in sides]] for r, e in zip(cas["per_turn"], cas["eliminated_per_turn"], strict=False)]
    parts.append(f'<section id="casualties"><h2>{esc(QCoreApplication.translate("BalanceReport", "Casualties"))}</h2>'
                 f"<p>{esc(QCoreApplication.translate('BalanceReport', 'Steps lost per side and turn, averaged over the games that reached the turn (an eliminated unit counts its remaining steps).'))}</p>"
                 + chart("casualties", QCoreApplication.translate("BalanceReport", "Casualties per turn"))
                 + table([QCoreApplication.translate("BalanceReport", "turn"), *[fmt(QCoreApplication.translate("BalanceReport", "%1 steps lost"), n) for n in sname], *[fmt(QCoreApplication.translate("BalanceReport", "%1 units eliminated"), n) for n in sname]],
                         cas_rows, set(range(2 * len(sides) + 1)))
                 + f"<p>{esc(QCoreApplication.translate('BalanceReport', 'Steps lost over the whole game (mean):'))} "
                 + esc(", ".join(f"{w.sides.get(s, s)} {w.num(cas['total_mean'].get(s, 0.0))}" for s in sides)) + "</p></section>")

    # --- length
    ln = summary["length"]
    term_names = {"last_turn": QCoreApplication.translate("BalanceReport", "played to the last turn"), "annihilation": QCoreApplication.translate("BalanceReport", "annihilation"),
                  "survived_annihilation": QCoreApplication.translate("BalanceReport", "the last turn passed without the annihilation"),
                  "automatic_victory": QCoreApplication.translate("BalanceReport", "automatic victory"), "draw": QCoreApplication.translate("BalanceReport", "draw on points"),
                  "turn_cap": QCoreApplication.translate("BalanceReport", "stopped at the turn cap"), "conceded": QCoreApplication.translate("BalanceReport", "conceded")}
    term_rows = [[term_names.get(k, k), c] for k, c in sorted(ln["terminations"].items(), key=lambda kv: -kv[1])]
    parts.append(f'<section id="length"><h2>{esc(QCoreApplication.translate("BalanceReport", "Game length"))}</h2>'
                 f"<p>{esc(fmt(QCoreApplication.translate('BalanceReport', 'Turns played: median %1, from %2 to %3; %4 actions per game on average.'), w.num(ln['median']), w.num(ln['min']), w.num(ln['max']), w.num(ln['actions_mean'])))}</p>"
                 + chart("length", QCoreApplication.translate("BalanceReport", "Game length")) + table([QCoreApplication.translate("BalanceReport", "how the game ended"), QCoreApplication.translate("BalanceReport", "games")], term_rows, {1}) + "</section>")

    # --- heat maps
    el = summary["eliminations"]
    top = list(el["hexes"].items())[:12]
    by_side = el["by_side"]
    elim_rows = [[h, c, *[by_side.get(s, {}).get(h, 0) for s in sides]] for h, c in top]
    parts.append(f'<section id="eliminations"><h2>{esc(QCoreApplication.translate("BalanceReport", "Where units were eliminated"))}</h2>'
                 f"<p>{esc(fmt(QCoreApplication.translate('BalanceReport', '%1 eliminations in all games, drawn on the battle map: the number in a hex is how many units were eliminated there.'), el['total']))}"
                 + (esc(fmt(QCoreApplication.translate("BalanceReport", " %1 more happened off the map."), el["elsewhere"])) if el.get("elsewhere") else "") + "</p>"
                 + (img_png(heat["eliminations"], QCoreApplication.translate("BalanceReport", "Where units were eliminated")) + heat_legend(el["hexes"])
                    if heat.get("eliminations") and el["hexes"] else "")
                 + (table([QCoreApplication.translate("BalanceReport", "hex"), QCoreApplication.translate("BalanceReport", "eliminations"), *sname], elim_rows, set(range(1, len(sides) + 2))) if elim_rows else "")
                 + "</section>")
    fl = summary["flips"]
    flip_rows = [[h, c, *[fl["to"].get(h, {}).get(s, 0) for s in sides]] for h, c in list(fl["hexes"].items())[:12]]
    if not summary["objectives"]:
        flips_body = f"<p>{esc(QCoreApplication.translate('BalanceReport', 'This battle has no objectives: victory comes from its special rules or unit points.'))}</p>"
    elif not flip_rows:
        flips_body = f"<p>{esc(QCoreApplication.translate('BalanceReport', 'No objective hex ever changed hands.'))}</p>"
    else:
        flips_body = (f"<p>{esc(fmt(QCoreApplication.translate('BalanceReport', '%1 changes of control of objective hexes (from one side to the other, seen at the end of each turn), in all games.'), fl['total']))}</p>"
                      + (img_png(heat["flips"], QCoreApplication.translate("BalanceReport", "Where objectives changed hands")) + heat_legend(fl["hexes"]) if heat.get("flips") else "")
                      + table([QCoreApplication.translate("BalanceReport", "hex"), QCoreApplication.translate("BalanceReport", "changes"),
                               *[fmt(QCoreApplication.translate("BalanceReport", "taken by %1"), n) for n in sname]], flip_rows, set(range(1, len(sides) + 2))))
    parts.append(f'<section id="objective-changes"><h2>{esc(QCoreApplication.translate("BalanceReport", "Where objectives changed hands"))}</h2>'
                 + flips_body + "</section>")

    # --- special rules
    sp_rows = []
    for s in summary["specials"]:
        if s["observable"]:
            sp_rows.append([s["rule"], w.pct(s["share"]), w.num(s["per_game"], 2),
                            QCoreApplication.translate("BalanceReport", "never fired") if s["games"] == 0 else ""])
        else:
            sp_rows.append([s["rule"], "—", "—", QCoreApplication.translate("BalanceReport", "acts as a restriction or modifier: the engine records no event for it")])
    shift_rows = [[_engine_text(x["text"]), w.pct(x["share"]), w.num(x["per_game"], 2)] for x in summary["shifts"][:25]]
    parts.append(f'<section id="special-rules"><h2>{esc(QCoreApplication.translate("BalanceReport", "Special rules"))}</h2>'
                 + (table([QCoreApplication.translate("BalanceReport", "rule"), QCoreApplication.translate("BalanceReport", "games where it acted"), QCoreApplication.translate("BalanceReport", "times per game"), QCoreApplication.translate("BalanceReport", "note")], sp_rows, {1, 2}) if sp_rows
                    else f"<p>{esc(QCoreApplication.translate('BalanceReport', 'This battle has no special rules.'))}</p>")
                 + f"<h3>{esc(QCoreApplication.translate('BalanceReport', 'Column shifts applied in combat'))}</h3>"
                 + (table([QCoreApplication.translate("BalanceReport", "shift"), QCoreApplication.translate("BalanceReport", "games where it applied"), QCoreApplication.translate("BalanceReport", "times per game")], shift_rows, {1, 2}) if shift_rows
                    else f"<p>{esc(QCoreApplication.translate('BalanceReport', 'No combat used a column shift.'))}</p>")
                 + "</section>")

    # --- failures
    if summary["failures"]:
        fails = "".join(f"<h3>{esc(fmt(QCoreApplication.translate('BalanceReport', 'Game with seed %1'), f['seed']))}</h3><p>{esc(f.get('error') or '')}</p>"
                        f"<pre>{esc(f.get('traceback') or '')}</pre>" for f in summary["failures"])
        parts.append(f'<section id="failures"><h2>{esc(QCoreApplication.translate("BalanceReport", "Failed games"))}</h2>'
                     f"<p>{esc(QCoreApplication.translate('BalanceReport', 'These games stopped with an error; each can be replayed from its seed. They are left out of every figure above.'))}</p>{fails}</section>")

    # --- the run
    levels = ", ".join(f"{w.sides.get(s, s)}: {level_name(x)}" for s, x in run["levels"].items())
    seeds = run.get("seeds") or []
    gpm = run.get("games_per_minute")
    run_rows = [
        [QCoreApplication.translate("BalanceReport", "scenario"), f"{title} ({run.get('scenario')})"],
        [QCoreApplication.translate("BalanceReport", "scenario hash (SHA-256)"), run.get("scenario_hash") or ""],
        [QCoreApplication.translate("BalanceReport", "games"), fmt(QCoreApplication.translate("BalanceReport", "%1 of %2 planned"), run["games"], run["games_planned"])],
        [QCoreApplication.translate("BalanceReport", "levels"), levels],
        [QCoreApplication.translate("BalanceReport", "dice seeds"), f"{seeds[0]}–{seeds[1]}" if seeds else "—"],
        [QCoreApplication.translate("BalanceReport", "computer players' seeds"), fmt(QCoreApplication.translate("BalanceReport", "%1 + the game's seed"), run.get("ai_seed") or 0)],
        [QCoreApplication.translate("BalanceReport", "turn cap"), str(run["max_turns"]) if run.get("max_turns") else QCoreApplication.translate("BalanceReport", "none")],
        [QCoreApplication.translate("BalanceReport", "hexstudio version"), run.get("hexstudio") or ""],
        [QCoreApplication.translate("BalanceReport", "wall time"), fmt(QCoreApplication.translate("BalanceReport", "%1 min"), w.num((run.get("wall_seconds") or 0) / 60))],
        [QCoreApplication.translate("BalanceReport", "games per minute"), w.num(gpm, 2) if gpm else "—"],
        [QCoreApplication.translate("BalanceReport", "seconds per game"), fmt(QCoreApplication.translate("BalanceReport", "median %1, longest %2"), w.num(run["game_seconds"]["median"]), w.num(run["game_seconds"]["max"]))],
        [QCoreApplication.translate("BalanceReport", "workers"), ", ".join(str(x) for x in run.get("workers") or []) or "—"],
        [QCoreApplication.translate("BalanceReport", "executor"), ", ".join(run.get("executors") or []) or "—"],
        [QCoreApplication.translate("BalanceReport", "sessions (a resumed run has several)"), run.get("sessions", 0)],
    ]
    parts.append(f'<section id="run"><h2>{esc(QCoreApplication.translate("BalanceReport", "The run"))}</h2>' + table([QCoreApplication.translate("BalanceReport", "what"), QCoreApplication.translate("BalanceReport", "value")], run_rows) + "</section>")

    lang = "pt-BR" if w.language.startswith("pt") else "en"
    head = (f'<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'\">"
            f"<title>{esc(fmt(QCoreApplication.translate('BalanceReport', 'Balance report: %1'), title))}</title><style>{CSS}</style>")
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


def prepare(summary: dict[str, Any], scenario: Scenario | None, language: str) -> tuple[Words, dict[str, bytes], str | None]:
    """The words and the charts (SVG) of a report. Safe on a worker thread: matplotlib's
    object API and Qt's translate, no pixmaps."""
    w = Words.of(scenario, summary, language)
    try:
        return w, main_charts(summary, w), None
    except charts.ChartsUnavailable:
        return w, {}, QCoreApplication.translate('BalanceReport', 'The charts are missing: they need matplotlib (pip install "hexstudio[report]"). The tables hold the same numbers.')


def heat_maps(summary: dict[str, Any], scenario: Scenario | None, base_dir: Path | None = None) -> dict[str, bytes]:
    """The two heat maps as PNG bytes. On the GUI thread: the board renderer caches pixmaps."""
    if scenario is None:
        return {}
    from hexstudio.balanceview.heatmap import heat_map_png

    out = {}
    for key, counts in (("eliminations", summary["eliminations"]["hexes"]), ("flips", summary["flips"]["hexes"])):
        if counts:  # an empty board says nothing
            out[key] = heat_map_png(scenario, counts, base_dir)
    return out


def finish(summary: dict[str, Any], w: Words, svgs: dict[str, bytes], heat: dict[str, bytes], note: str | None
           ) -> tuple[str, dict[str, Any]]:
    """(the HTML page, the summary with its verdict in words)."""
    out = dict(summary)
    out["verdict"] = dict(summary["verdict"], text=verdict_text(summary["verdict"]), localized=localized_verdict(summary, w),
                          language=w.language)
    return build_html(summary, w, svgs, heat, note), out


def render(summary: dict[str, Any], scenario: Scenario | None, language: str, base_dir: Path | None = None
           ) -> tuple[str, dict[str, Any], dict[str, bytes]]:
    """(html, summary with the localized verdict, chart SVGs). Needs a Qt application."""
    w, svgs, note = prepare(summary, scenario, language)
    page, out = finish(summary, w, svgs, heat_maps(summary, scenario, base_dir), note)
    return page, out, svgs


def write_files(paths: Any, page: str, out: dict[str, Any]) -> None:
    """Write the page and the summary, each atomically."""
    for path, text in ((paths.html, page), (paths.summary, json.dumps(out, ensure_ascii=False, indent=1) + "\n")):
        new = not Path(path).exists()
        atomic_write_text(path, text)
        if new:  # a report is meant to be shared: readable like any new file, not private like a temporary one
            mask = os.umask(0)
            os.umask(mask)
            os.chmod(path, 0o666 & ~mask)


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
    write_files(paths, page, out)
    summary["verdict"] = out["verdict"]
    return out
