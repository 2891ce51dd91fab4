"""Engine commands for the ``hexstudio`` command line: ``replay``.

``hexstudio replay SAVE [--json]`` replays a saved game and prints the turn,
the phase, every unit's hex, status and steps lost, and the victory points.
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


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser("replay", help="replay a saved game and print the position")
    p.add_argument("save", metavar="SAVE")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_replay)
