"""Engine commands for the ``hexstudio`` command line: ``replay``, ``selfplay``.

``hexstudio replay SAVE [--json]`` replays a saved game and prints the turn,
the phase, every unit's hex, status and steps lost, and the victory points.

``hexstudio selfplay SCENARIO [--games N] [--seed S] [--max-actions N]
[--max-turns T] [--end-chance P] [--save OUT] [-v] [--json]`` plays whole games with a random
legal player on both sides (game i with seed S + i) and prints, per game, the
victory points, the length in turns and actions, and any engine failure or
stuck position with the seed and the action number that reproduce it; then
totals. The exit status is 1 when a game failed.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from hexstudio.engine.errors import ReplayError
from hexstudio.engine.game import Game
from hexstudio.engine.save import load_game


def summary(game: Game) -> dict[str, Any]:
    st = game.state
    phase = game.phase()
    return {
        "scenario": game.scenario.id,
        "turn": st.turn,
        "phase": None if phase is None else {"kind": phase.kind, "side": phase.side},
        "game_over": st.game_over,
        "weather": st.weather,
        "actions": len(game.actions()),
        "units": [
            {
                "id": u.id,
                "side": u.side,
                "hex": None if u.hex is None else game.label(u.hex),
                "status": u.status,
                "steps_lost": u.steps_lost,
            }
            for u in st.units.values()
        ],
        "victory_points": game.score(),
    }


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        game = load_game(args.save)
    except ReplayError as e:
        print(str(e), file=sys.stderr)
        return 1
    s = summary(game)
    if args.json:
        json.dump(s, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0
    phase = s["phase"]
    where = "game over" if s["game_over"] else f"{phase['kind']} phase of {phase['side'] or 'both sides'}"
    print(f"{s['scenario']}: turn {s['turn']}, {where}; {s['actions']} actions; weather {s['weather'] or '-'}")
    for u in s["units"]:
        print(f"  {u['id']:<16} {u['side']:<8} {u['hex'] or '-':<8} {u['status']:<10} steps lost {u['steps_lost']}")
    print("victory points: " + ", ".join(f"{k} {v}" for k, v in s["victory_points"].items()))
    return 0


def _game_record(result) -> dict[str, Any]:  # result: selfplay.SelfPlay
    g = result.game
    out = g.outcome()
    return {
        "seed": result.seed,
        "actions": result.actions,
        "turn": g.state.turn,
        "turns_played": g.state.turn_index + 1,  # the turn being played counts
        "game_over": g.state.game_over,
        "stopped": result.stopped,
        "winner": None if out is None else out.winner,
        "termination": None if out is None else str(out.termination),
        "victory_points": g.score(),
        "error": result.error,
        "take_backs": list(result.take_backs),
        "seconds": round(result.seconds, 3),
    }


def cmd_selfplay(args: argparse.Namespace) -> int:
    from hexstudio.engine.save import save_game
    from hexstudio.engine.selfplay import play_many
    from hexstudio.scenario.io import ScenarioError, load_scenario

    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    try:
        scenario = load_scenario(args.scenario)
    except ScenarioError as e:
        print(e.report(), file=sys.stderr)
        return 1
    records = []
    failed = 0
    if not 0.0 <= args.end_chance <= 1.0:
        print("--end-chance must be between 0 and 1", file=sys.stderr)
        return 2
    for result in play_many(scenario, args.games, args.seed, max_actions=args.max_actions, max_turns=args.max_turns,
                            end_chance=args.end_chance):
        rec = _game_record(result)
        records.append(rec)
        if result.error:
            failed += 1
            if args.verbose and result.traceback:
                print(result.traceback, file=sys.stderr)
        if args.save and (args.games == 1 or result.error):
            path = args.save if args.games == 1 else _seeded(args.save, result.seed)
            try:
                save_game(result.game, path)
            except (OSError, ValueError) as e:  # ValueError: UnsavableError
                print(f"{path}: {e}", file=sys.stderr)
                return 1
            rec["saved"] = path
        if not args.json:
            _print_game(scenario.id, rec)
    if args.json:
        if args.games == 1:
            s = summary(result.game)
            s.update({k: v for k, v in records[0].items() if k not in s})
            s["stopped"] = records[0]["stopped"]
        else:
            s = {"scenario": scenario.id, "games": records, "totals": _totals(records)}
        json.dump(s, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    elif args.games > 1:
        t = _totals(records)
        vp = ", ".join(f"{k} {v}" for k, v in t["mean_victory_points"].items())
        wins = ", ".join(f"{k} {v}" for k, v in t["wins"].items())
        print(f"{scenario.id}: {t['games']} games, {t['finished']} finished, {t['errors']} errors, "
              f"{t['take_backs']} take-backs; "
              f"mean {t['mean_actions']} actions, {t['mean_turns']} turns; mean VP {vp}; wins {wins}; "
              f"{t['seconds']} s")
    return 1 if failed else 0


def _seeded(path: str, seed: int) -> str:
    from pathlib import Path

    p = Path(path)
    return str(p.with_name(f"{p.stem}-seed{seed}{p.suffix or '.json'}"))


def _print_game(scenario_id: str, rec: dict[str, Any]) -> None:
    vp = ", ".join(f"{k} {v}" for k, v in rec["victory_points"].items())
    end = f"winner {rec['winner'] or 'none (draw)'}" if rec["game_over"] else rec["stopped"]
    print(f"{scenario_id} seed {rec['seed']}: {rec['actions']} actions, {rec['turns_played']} turns (turn {rec['turn']}),"
          f" {rec['seconds']:.2f} s; "
          f"{end}; victory points: {vp}")
    for why in rec["take_backs"]:
        print(f"  took moves back at {why}")
    if rec["error"]:
        print(f"  ERROR {rec['error']}")
        print(f"  reproduce: hexstudio selfplay SCENARIO --seed {rec['seed']} --games 1 -v")
    if rec.get("saved"):
        print(f"  saved {rec['saved']}")


def _totals(records: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(records)
    finished = [r for r in records if r["game_over"]]
    sides = sorted({k for r in records for k in r["victory_points"]})
    wins: dict[str, int] = {}
    for r in finished:
        key = r["winner"] or "draw"
        wins[key] = wins.get(key, 0) + 1
    return {
        "games": n,
        "finished": len(finished),
        "errors": sum(1 for r in records if r["error"]),
        "take_backs": sum(len(r["take_backs"]) for r in records),
        "mean_actions": round(sum(r["actions"] for r in records) / n, 1),
        "mean_turns": round(sum(r["turns_played"] for r in records) / n, 1),
        "mean_victory_points": {s: round(sum(r["victory_points"].get(s, 0) for r in records) / n, 1) for s in sides},
        "wins": wins,
        "seconds": round(sum(r["seconds"] for r in records), 1),
    }


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser("replay", help="replay a saved game and print the position")
    p.add_argument("save", metavar="SAVE")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_replay)

    sp = subparsers.add_parser("selfplay", help="play whole games with a random legal player on both sides")
    sp.add_argument("scenario", metavar="SCENARIO")
    sp.add_argument("--games", type=int, default=1, help="games to play (seeds SEED, SEED+1, ...)")
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--max-actions", type=int, default=20_000, help="stop a game after this many actions")
    sp.add_argument("--max-turns", type=int, default=None, help="stop a game after this many turns")
    sp.add_argument("--end-chance", type=float, default=0.08,
                    help="chance the player ends a phase at each step (lower: busier phases)")
    sp.add_argument("--save", metavar="OUT.json",
                    help="save the game played (with --games N: each game that failed, as OUT-seedS.json)")
    sp.add_argument("-v", "--verbose", action="store_true", help="print the traceback of an engine failure")
    sp.add_argument("--json", action="store_true", help="print JSON")
    sp.set_defaults(func=cmd_selfplay)
