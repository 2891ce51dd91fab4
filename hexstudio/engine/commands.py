"""Engine commands for the ``hexstudio`` command line: ``replay``, ``selfplay``.

``hexstudio replay SAVE [--json]`` replays a saved game and prints the turn,
the phase, every unit's hex, status and steps lost, and the victory points.

``hexstudio selfplay SCENARIO [--seed N] [--max-actions N] [--save OUT]
[--json]`` plays random legal actions and prints where play stopped.
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


def cmd_selfplay(args: argparse.Namespace) -> int:
    import time

    from hexstudio.engine.save import save_game
    from hexstudio.engine.selfplay import random_game
    from hexstudio.scenario.io import ScenarioError, load_scenario

    try:
        scenario = load_scenario(args.scenario)
    except ScenarioError as e:
        print(e.report(), file=sys.stderr)
        return 1
    t = time.perf_counter()
    result = random_game(scenario, args.seed, args.max_actions)
    dt = time.perf_counter() - t
    if args.save:
        try:
            save_game(result.game, args.save)
        except OSError as e:
            print(f"{args.save}: {e}", file=sys.stderr)
            return 1
    s = summary(result.game)
    s["stopped"] = result.stopped
    s["seconds"] = round(dt, 3)
    if args.json:
        json.dump(s, sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0
    print(f"{s['scenario']}: {result.actions} actions in {dt:.2f} s; turn {s['turn']}; stopped: {result.stopped}")
    print("victory points: " + ", ".join(f"{k} {v}" for k, v in s["victory_points"].items()))
    if args.save:
        print(f"saved {args.save}")
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser("replay", help="replay a saved game and print the position")
    p.add_argument("save", metavar="SAVE")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_replay)

    sp = subparsers.add_parser("selfplay", help="play random legal actions on a scenario")
    sp.add_argument("scenario", metavar="SCENARIO")
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--max-actions", type=int, default=2000)
    sp.add_argument("--save", metavar="OUT.json", help="save the game played")
    sp.add_argument("--json", action="store_true", help="print JSON")
    sp.set_defaults(func=cmd_selfplay)
