"""The numbers of a balance report, from the game records (headless).

``summarize(header, records, sessions, total)`` returns the report's JSON
summary: the verdict (the leading side's share of wins with its 95 % Wilson
interval), outcomes by kind, the victory-point margin (final distribution and
its median and spread turn by turn), objective control turn by turn as shares
of games, casualties per side per turn, game length, where units were
eliminated and where objectives changed hands (hex label -> count), which
special rules acted and how often, the combat shifts used, the failed games,
and the run itself. Every figure is computed from the records alone, so the
report of a resumed run is the report of one uninterrupted run.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from typing import Any

from hexstudio.balance.runner import game_winner
from hexstudio.balance.specials import observable_rules

Z95 = 1.959963984540054  # the normal quantile of a two-sided 95 % interval
SUMMARY_FORMAT = "hexstudio-balance-summary/1"


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion k/n (0..1 each end; (0, 0) for n = 0).

    Unlike the normal approximation it stays inside 0..1 and keeps its coverage
    for small samples and shares near 0 or 1 -- the usual case of a lopsided battle.
    """
    if n <= 0:
        return (0.0, 0.0)
    p = k / n
    denom = 1 + z * z / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    lo = 0.0 if k <= 0 else max(0.0, (centre - spread) / denom)
    hi = 1.0 if k >= n else min(1.0, (centre + spread) / denom)  # exact at the ends, not 0.9999...
    return (lo, hi)


def quantile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by linear interpolation between order statistics."""
    if not values:
        return 0.0
    xs = sorted(values)
    pos = (len(xs) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def margin_of(points: dict[str, int], side: str) -> int:
    others = [p for s, p in points.items() if s != side]
    return points.get(side, 0) - (max(others) if others else 0)


def _spread(values: list[float]) -> dict[str, float]:
    return {
        "n": len(values),
        "mean": round(sum(values) / len(values), 3) if values else 0.0,
        "median": quantile(values, 0.5),
        "q10": quantile(values, 0.1),
        "q25": quantile(values, 0.25),
        "q75": quantile(values, 0.75),
        "q90": quantile(values, 0.9),
        "min": min(values) if values else 0,
        "max": max(values) if values else 0,
    }


def summarize(
    header: dict[str, Any],
    records: list[dict[str, Any]],
    sessions: list[dict[str, Any]] | None = None,
    total: int | None = None,
    objective_names: dict[str, Any] | None = None,
    rules: list[str] | None = None,
) -> dict[str, Any]:
    """The summary of a run (see the module docstring)."""
    sessions = list(sessions or [])
    levels: dict[str, str] = dict(header.get("levels") or {})
    sides = list(levels)
    records = sorted(records, key=lambda r: r.get("seed", 0))
    ok = [r for r in records if r.get("result") != "error"]
    failed = [r for r in records if r.get("result") == "error"]
    ref = sides[0] if sides else ""

    # --- outcomes
    wins = {s: 0 for s in sides}
    automatic = {s: 0 for s in sides}
    leads = {s: 0 for s in sides}  # capped games: leader on points
    draws = unfinished_level = 0
    terminations: Counter[str] = Counter()
    for r in ok:
        w = game_winner(r)
        res = r.get("result")
        if res == "win":
            terminations[str(r.get("termination") or "last_turn")] += 1
            if r.get("termination") in ("annihilation", "automatic_victory"):
                automatic[w] = automatic.get(w, 0) + 1
        elif res == "draw":
            terminations["draw"] += 1
        else:
            terminations["turn_cap"] += 1
        if w:
            wins[w] = wins.get(w, 0) + 1
            if res == "unfinished":
                leads[w] = leads.get(w, 0) + 1
        elif res == "unfinished":
            unfinished_level += 1
        elif res == "draw":
            draws += 1
    n = len(ok)
    best = max(sides, key=lambda s: (wins.get(s, 0), -sides.index(s))) if sides else ""
    k = wins.get(best, 0)
    lo, hi = wilson(k, n)
    capped = any(r.get("result") == "unfinished" for r in ok)
    same_level = len(set(levels.values())) == 1
    verdict = {
        "side": best if k else None,
        "wins": k,
        "games": n,
        "share": k / n if n else 0.0,
        "ci": [lo, hi],
        "levels": levels,
        "same_level": same_level,
        "turn_cap": header.get("max_turns") if capped else None,
    }
    verdict["text"] = verdict_text(verdict)

    # --- victory points and margin
    finals = [margin_of(r.get("points") or {}, ref) for r in ok]
    per_turn: dict[int, list[float]] = {}
    vp_turn: dict[int, dict[str, list[float]]] = {}
    control_turn: dict[int, dict[str, Counter[str]]] = {}
    loss_turn: dict[int, dict[str, list[float]]] = {}
    elim_turn: dict[int, dict[str, list[float]]] = {}
    turn_order: list[int] = []
    for r in ok:
        nums = r.get("turn_numbers") or []
        for i, t in enumerate(nums):
            if t not in per_turn:
                per_turn[t] = []
                turn_order.append(t)
            vp = (r.get("vp") or [{}])[i] if i < len(r.get("vp") or []) else {}
            per_turn[t].append(margin_of(vp, ref))
            for s in sides:
                vp_turn.setdefault(t, {}).setdefault(s, []).append(vp.get(s, 0))
            ctrl = (r.get("control") or [])[i] if i < len(r.get("control") or []) else {}
            for obj, holder in ctrl.items():
                control_turn.setdefault(t, {}).setdefault(obj, Counter())[holder or ""] += 1
            losses = (r.get("losses") or [])[i] if i < len(r.get("losses") or []) else {}
            elim = (r.get("eliminated") or [])[i] if i < len(r.get("eliminated") or []) else {}
            for s in sides:
                loss_turn.setdefault(t, {}).setdefault(s, []).append(losses.get(s, 0))
                elim_turn.setdefault(t, {}).setdefault(s, []).append(elim.get(s, 0))
    turn_order.sort()
    margin = {
        "reference": ref,
        "against": [s for s in sides if s != ref],
        "final": finals,
        "final_spread": _spread(finals),
        "per_turn": [{"turn": t, **_spread(per_turn[t])} for t in turn_order],
        "vp_median": [{"turn": t, **{s: quantile(vp_turn[t][s], 0.5) for s in sides}} for t in turn_order],
    }

    # --- objectives
    objective_ids: list[str] = []
    for r in ok:
        for ctrl in r.get("control") or []:
            for obj in ctrl:
                if obj not in objective_ids:
                    objective_ids.append(obj)
    names = objective_names or {}
    objectives = []
    for obj in objective_ids:
        rows = []
        for t in turn_order:
            c = control_turn.get(t, {}).get(obj, Counter())
            games_t = len(per_turn[t])
            row = {"turn": t, "games": games_t}
            for s in sides:
                row[s] = c.get(s, 0) / games_t if games_t else 0.0
            row["none"] = c.get("", 0) / games_t if games_t else 0.0
            rows.append(row)
        end_holders = Counter()
        for r in ok:
            ctrl = r.get("control") or []
            if ctrl:
                end_holders[ctrl[-1].get(obj) or ""] += 1
        objectives.append({
            "id": obj, "name": names.get(obj, obj), "per_turn": rows,
            "at_end": {(s or "none"): c / n if n else 0.0 for s, c in end_holders.items()},
        })

    # --- casualties and length
    casualties = {
        "per_turn": [{"turn": t, **{s: sum(loss_turn[t][s]) / len(loss_turn[t][s]) for s in sides}} for t in turn_order],
        "eliminated_per_turn": [{"turn": t, **{s: sum(elim_turn[t][s]) / len(elim_turn[t][s]) for s in sides}}
                                for t in turn_order],
        "total_mean": {s: (sum(sum((x or {}).get(s, 0) for x in r.get("losses") or []) for r in ok) / n if n else 0.0)
                       for s in sides},
    }
    lengths = [int(r.get("turns") or 0) for r in ok]
    length = {
        "turns": dict(sorted(Counter(lengths).items())),
        **_spread([float(x) for x in lengths]),
        "terminations": dict(terminations),
        "actions_mean": round(sum(int(r.get("actions") or 0) for r in ok) / n, 1) if n else 0.0,
    }

    # --- where
    elim_hexes: Counter[str] = Counter()
    elim_by_side: dict[str, Counter[str]] = {s: Counter() for s in sides}
    off_map = 0
    for r in ok:
        for e in r.get("eliminations") or []:
            h = e.get("hex")
            if not h:
                off_map += 1
                continue
            elim_hexes[h] += 1
            if e.get("side") in elim_by_side:
                elim_by_side[e["side"]][h] += 1
    flip_hexes: Counter[str] = Counter()
    flip_to: dict[str, Counter[str]] = {}
    for r in ok:
        for f in r.get("flips") or []:
            if f.get("from") is None:
                continue  # a first occupation of an empty objective, not a change of hands
            flip_hexes[f["hex"]] += 1
            flip_to.setdefault(f["hex"], Counter())[f.get("to") or ""] += 1

    # --- special rules and shifts
    rule_games: Counter[str] = Counter()
    rule_total: Counter[str] = Counter()
    for r in ok:
        for rule, c in (r.get("specials") or {}).items():
            rule_games[rule] += 1
            rule_total[rule] += c
    rule_list = list(dict.fromkeys(rules or [])) or sorted(rule_total)
    observable = observable_rules(rule_list)
    specials = [{
        "rule": rule, "observable": rule in observable, "games": rule_games.get(rule, 0),
        "share": rule_games.get(rule, 0) / n if n else 0.0, "total": rule_total.get(rule, 0),
        "per_game": rule_total.get(rule, 0) / n if n else 0.0,
    } for rule in rule_list]
    shift_games: Counter[str] = Counter()
    shift_total: Counter[str] = Counter()
    for r in ok:
        for key, c in (r.get("shifts") or {}).items():
            shift_games[key] += 1
            shift_total[key] += c
    shifts = [{"text": json.loads(key) if key.startswith("{") else key, "games": shift_games[key],
               "share": shift_games[key] / n if n else 0.0, "total": c, "per_game": c / n if n else 0.0}
              for key, c in shift_total.most_common()]

    # --- the run
    wall = sum(float(s.get("wall_seconds") or 0) for s in sessions)
    played_in_sessions = sum(int(s.get("games") or 0) for s in sessions)
    seeds = [int(r["seed"]) for r in records if "seed" in r]
    game_seconds = [float(r.get("seconds") or 0) for r in records]
    run = {
        "scenario": header.get("scenario"),
        "title": header.get("title"),
        "scenario_hash": header.get("scenario_hash"),
        "hexstudio": header.get("hexstudio"),
        "levels": levels,
        "games_planned": total if total is not None else len(records),
        "games": len(records),
        "complete": total is None or len(records) >= total,
        "seeds": [min(seeds), max(seeds)] if seeds else [],
        "max_turns": header.get("max_turns"),
        "ai_seed": header.get("ai_seed"),
        "wall_seconds": round(wall, 1),
        "games_per_minute": round(played_in_sessions / wall * 60, 2) if wall > 0 else None,
        "game_seconds": _spread(game_seconds),
        "workers": sorted({int(s.get("workers") or 0) for s in sessions}),
        "executors": sorted({str(s.get("executor")) for s in sessions if s.get("executor")}),
        "sessions": len(sessions),
        "created": header.get("created"),
    }
    return {
        "format": SUMMARY_FORMAT,
        "run": run,
        "sides": sides,
        "verdict": verdict,
        "outcomes": {"wins": wins, "automatic": automatic, "leads_at_cap": leads, "draws": draws,
                     "level_at_cap": unfinished_level, "failed": len(failed), "terminations": dict(terminations)},
        "margin": margin,
        "objectives": objectives,
        "casualties": casualties,
        "length": length,
        "eliminations": {"hexes": dict(elim_hexes.most_common()), "by_side": {s: dict(c.most_common()) for s, c in elim_by_side.items()},
                         "total": sum(elim_hexes.values()), "elsewhere": off_map},
        "flips": {"hexes": dict(flip_hexes.most_common()),
                  "to": {h: dict(c) for h, c in flip_to.items()}, "total": sum(flip_hexes.values())},
        "specials": specials,
        "shifts": shifts,
        "failures": [{"seed": r.get("seed"), "error": r.get("error"), "traceback": r.get("traceback")} for r in failed],
    }


def verdict_text(v: dict[str, Any], side_names: dict[str, str] | None = None, level_names: dict[str, str] | None = None) -> str:
    """The verdict in English (the report writes it in its own language)."""
    names = side_names or {}
    lv = level_names or {}
    levels = v["levels"]
    if v["same_level"] and levels:
        at = f"at level {lv.get(next(iter(levels.values())), next(iter(levels.values())).capitalize())}"
    else:
        at = "at levels " + " vs ".join(f"{names.get(s, s)} {lv.get(x, x.capitalize())}" for s, x in levels.items())
    if not v["games"]:
        return "No game finished yet"
    if v["side"] is None:
        return f"No side won any of {v['games']} games {at}"
    lo, hi = v["ci"]
    pct = f"{round(100 * v['share'])}% (95% CI {round(100 * lo)}–{round(100 * hi)}%)"
    side = names.get(v["side"], v["side"])
    games = f"{v['games']} game" if v["games"] == 1 else f"{v['games']} games"
    if v.get("turn_cap"):
        return f"{side} lead on points after turn {v['turn_cap']} in {pct} of {games} {at}"
    return f"{side} win {pct} of {games} {at}"
