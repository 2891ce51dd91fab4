"""The report's charts, drawn with matplotlib (the optional ``report`` extra).

Each function takes the summary (``hexstudio.balance.stats``) and the words to
print (already in the report's language) and returns an SVG document. Figures
are built with matplotlib's object API and its SVG canvas -- no pyplot, so no
GUI backend is chosen and nothing is shared between calls or threads. Text is
drawn as outlines (``svg.fonttype = "path"``): the SVG carries no text that a
browser could read as markup, and it looks the same on any machine.

Colours are the Okabe-Ito palette, designed to stay distinct for the common
colour-vision deficiencies; series also differ by line style or hatching.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

# Okabe & Ito (2008): blue, vermillion, bluish green, reddish purple, orange, sky blue, yellow.
SIDE_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
NEUTRAL = "#BBBBBB"
DRAW = "#999999"
HATCHES = ("", "//", "..", "xx", "\\\\", "oo")
LINESTYLES = ("-", "--", "-.", ":")


class ChartsUnavailable(RuntimeError):
    """matplotlib is not installed."""


INSTALL = 'charts need matplotlib: pip install "hexstudio[report]"'


def available() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def _figure(width: float, height: float):
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise ChartsUnavailable(INSTALL) from None
    fig = Figure(figsize=(width, height), dpi=100, layout="constrained")
    return fig


def _svg(fig: Any) -> bytes:
    import matplotlib

    buf = io.BytesIO()
    with matplotlib.rc_context({"svg.fonttype": "path", "svg.hashsalt": "hexstudio"}):
        fig.savefig(buf, format="svg", metadata={"Date": None, "Creator": None})
    return buf.getvalue()


def _style(ax: Any) -> None:
    from matplotlib.ticker import MaxNLocator

    ax.yaxis.set_major_locator(MaxNLocator(integer=True, nbins="auto"))
    ax.spines["top"].set_visible(False)
    ax.spines["right"].set_visible(False)
    ax.grid(axis="y", color="#dddddd", linewidth=0.6)
    ax.set_axisbelow(True)


def colour(i: int) -> str:
    return SIDE_COLOURS[i % len(SIDE_COLOURS)]


def outcome_bar(labels: Sequence[str], counts: Sequence[int], colours: Sequence[str], title: str, xlabel: str) -> bytes:
    """One horizontal bar per outcome (each side's wins, draws, ...), with its count."""
    fig = _figure(7.5, 0.5 + 0.45 * max(1, len(labels)))
    ax = fig.add_subplot()
    y = list(range(len(labels)))[::-1]
    bars = ax.barh(y, counts, color=colours, edgecolor="#333333", linewidth=0.5)
    for i, b in enumerate(bars):
        b.set_hatch(HATCHES[i % len(HATCHES)])
    ax.bar_label(bars, labels=[str(c) for c in counts], padding=3)
    ax.set_yticks(y, labels)
    ax.set_xlabel(xlabel)
    ax.set_title(title, loc="left")
    ax.spines["top"].set_visible(False)
    ax.spines["right"].set_visible(False)
    ax.set_xlim(0, max([1, *counts]) * 1.15)
    from matplotlib.ticker import MaxNLocator

    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    return _svg(fig)


def margin_histogram(finals: Sequence[float], median: float, title: str, xlabel: str, ylabel: str,
                     median_label: str, side_labels: tuple[str, str]) -> bytes:
    """The final victory-point margins: how often each margin occurred."""
    fig = _figure(7.5, 3.4)
    ax = fig.add_subplot()
    _style(ax)
    if finals:
        lo, hi = min(finals), max(finals)
        width = max(1, round((hi - lo) / 25)) if hi > lo else 1
        bins = [lo - 0.5 + width * i for i in range(int((hi - lo) / width) + 2)]
        ax.hist(finals, bins=bins, color=NEUTRAL, edgecolor="#333333", linewidth=0.5)
        ax.axvline(0, color="#000000", linewidth=1)
        ax.axvline(median, color=colour(1), linewidth=2, linestyle="--", label=f"{median_label}: {median:+g}")
        ax.legend(loc="upper right", frameon=False)
    ax.set_title(title, loc="left")
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    # Which way is whose: words under the axis ends.
    ax.annotate(side_labels[1], xy=(0, 0), xycoords="axes fraction", xytext=(0, -38), textcoords="offset points",
                ha="left", va="top", fontsize=8, color=colour(1))
    ax.annotate(side_labels[0], xy=(1, 0), xycoords="axes fraction", xytext=(0, -38), textcoords="offset points",
                ha="right", va="top", fontsize=8, color=colour(0))
    return _svg(fig)


def margin_by_turn(rows: Sequence[dict[str, Any]], title: str, xlabel: str, ylabel: str,
                   labels: dict[str, str]) -> bytes:
    """Median margin per turn with its middle half and middle 80 % of games as bands."""
    fig = _figure(7.5, 3.4)
    ax = fig.add_subplot()
    _style(ax)
    t = [r["turn"] for r in rows]
    if rows:
        ax.fill_between(t, [r["q10"] for r in rows], [r["q90"] for r in rows], color=colour(0), alpha=0.15,
                        label=labels["q10_90"], linewidth=0)
        ax.fill_between(t, [r["q25"] for r in rows], [r["q75"] for r in rows], color=colour(0), alpha=0.35,
                        label=labels["q25_75"], linewidth=0)
        ax.plot(t, [r["median"] for r in rows], color=colour(0), linewidth=2, marker="o", label=labels["median"])
        ax.axhline(0, color="#000000", linewidth=0.8)
        ax.set_xticks(t)
        ax.legend(loc="best", frameon=False, fontsize=8)
    ax.set_title(title, loc="left")
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    return _svg(fig)


def objective_control(objectives: Sequence[dict[str, Any]], sides: Sequence[str], side_labels: Sequence[str],
                      none_label: str, title: str, xlabel: str, ylabel: str) -> bytes:
    """Small multiples: per objective, the share of games each side holds it at each turn's end."""
    n = max(1, len(objectives))
    cols = 2 if n > 1 else 1
    rows = (n + cols - 1) // cols
    fig = _figure(7.5, 0.6 + 1.9 * rows)
    fig.suptitle(title, x=0.01, ha="left")
    axes = fig.subplots(rows, cols, squeeze=False, sharex=True, sharey=True)
    for i, obj in enumerate(objectives):
        ax = axes[i // cols][i % cols]
        t = [r["turn"] for r in obj["per_turn"]]
        series = [[100 * r.get(s, 0.0) for r in obj["per_turn"]] for s in sides]
        series.append([100 * r.get("none", 0.0) for r in obj["per_turn"]])
        colours = [colour(j) for j in range(len(sides))] + [NEUTRAL]
        bottom = [0.0] * len(t)
        # Stacked bars, one per turn: turns are discrete, and a single turn still shows.
        for j, (values, label) in enumerate(zip(series, [*side_labels, none_label], strict=True)):
            ax.bar(t, values, bottom=bottom, width=0.85, color=colours[j], edgecolor="#333333", linewidth=0.3,
                   hatch=HATCHES[j % len(HATCHES)], label=label)
            bottom = [b + v for b, v in zip(bottom, values, strict=True)]
        ax.set_title(obj["label"], fontsize=9, loc="left")
        ax.set_ylim(0, 100)
        if t:
            ax.set_xticks(t)
        ax.tick_params(labelsize=8)
    for j in range(len(objectives), rows * cols):
        axes[j // cols][j % cols].set_visible(False)
    for r in range(rows):
        axes[r][0].set_ylabel(ylabel, fontsize=8)
    for c in range(cols):
        axes[rows - 1][c].set_xlabel(xlabel, fontsize=8)
    handles, leg = axes[0][0].get_legend_handles_labels()
    fig.legend(handles, leg, loc="outside lower center", ncols=len(leg), frameon=False, fontsize=8)
    return _svg(fig)


def casualties_by_turn(rows: Sequence[dict[str, Any]], sides: Sequence[str], side_labels: Sequence[str],
                       title: str, xlabel: str, ylabel: str) -> bytes:
    """Mean steps lost per side in each turn (grouped bars)."""
    fig = _figure(7.5, 3.2)
    ax = fig.add_subplot()
    _style(ax)
    t = [r["turn"] for r in rows]
    k = max(1, len(sides))
    w = 0.8 / k
    for j, s in enumerate(sides):
        xs = [x - 0.4 + w * (j + 0.5) for x in t]
        ax.bar(xs, [r.get(s, 0.0) for r in rows], width=w, color=colour(j), edgecolor="#333333", linewidth=0.4,
               hatch=HATCHES[j % len(HATCHES)], label=side_labels[j])
    if t:
        ax.set_xticks(t)
    ax.legend(frameon=False, fontsize=8)
    ax.set_title(title, loc="left")
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    return _svg(fig)


def game_length(turns: dict[int, int], title: str, xlabel: str, ylabel: str) -> bytes:
    """How many games lasted each number of turns."""
    fig = _figure(7.5, 2.8)
    ax = fig.add_subplot()
    _style(ax)
    xs = sorted(turns)
    bars = ax.bar(xs, [turns[x] for x in xs], color=colour(2), edgecolor="#333333", linewidth=0.5)
    ax.bar_label(bars, padding=2, fontsize=8)
    if xs:
        ax.set_xticks(xs)
    ax.set_title(title, loc="left")
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    return _svg(fig)
