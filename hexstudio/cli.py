"""The ``hexstudio`` command: the application, and tools that need no screen.

``hexstudio [FILE]`` opens the application (on a scenario or saved game);
``validate``, ``render``, ``schema`` and ``replay`` work headless. Commands
that draw switch Qt to its offscreen platform themselves.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from hexstudio.scenario.io import ScenarioError, load_scenario

SUBCOMMANDS = ("validate", "render", "schema", "replay", "selfplay", "gui")


def cmd_validate(args: argparse.Namespace) -> int:
    bad = 0
    for name in args.files:
        try:
            s = load_scenario(name)
        except ScenarioError as e:
            bad += 1
            print(e.report(limit=10_000), file=sys.stderr)
            continue
        rule_problems = _engine_problems(s)
        if rule_problems:
            bad += 1
            print(f"{name}: {len(rule_problems)} problem(s) with special rules:", file=sys.stderr)
            for p in rule_problems:
                print(f"  {p}", file=sys.stderr)
            continue
        print(f"{name}: OK ({s.map.columns}x{s.map.rows} hexes, {len(s.units)} units, {len(s.turns.turns)} turns)")
    return 1 if bad else 0


def _engine_problems(scenario):  # -> list[Problem]
    """The rules engine's checks: unknown special-rule names, bad rule parameters.
    Imported here, not by the scenario package, which never imports the engine."""
    try:
        from hexstudio.engine.rulebook import special_rule_problems
    except ModuleNotFoundError:
        return []
    return special_rule_problems(scenario)


def cmd_schema(args: argparse.Namespace) -> int:
    from hexstudio.scenario.schema import schema_json

    sys.stdout.write(schema_json())
    return 0


def _offscreen() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def cmd_render(args: argparse.Namespace) -> int:
    _offscreen()
    try:
        scenario = load_scenario(args.file)
    except ScenarioError as e:
        print(e.report(), file=sys.stderr)
        return 1
    from hexstudio.board.export import render_scenario

    def warn(text: str) -> None:
        print(f"{args.file}: warning: {text}", file=sys.stderr)

    try:
        out = render_scenario(scenario, Path(args.output), scale=args.scale, base_dir=Path(args.file).parent, report=warn)
    except (OSError, ValueError) as e:
        print(f"{args.output}: {e}", file=sys.stderr)
        return 1
    print(f"wrote {out}")
    return 0


def cmd_gui(args: argparse.Namespace) -> int:
    from hexstudio.app.main import run_app

    return run_app([args.file] if getattr(args, "file", None) else [])


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="hexstudio", description="Scenario editor and rules-enforcing player for hex wargames.")
    sub = p.add_subparsers(dest="command")

    v = sub.add_parser("validate", help="check scenario files; exit 1 if any has a problem")
    v.add_argument("files", nargs="+", metavar="FILE")
    v.set_defaults(func=cmd_validate)

    r = sub.add_parser("render", help="draw a scenario's board to a PNG (or PDF) file")
    r.add_argument("file", metavar="FILE")
    r.add_argument("-o", "--output", required=True, metavar="OUT.png")
    r.add_argument("--scale", type=float, default=1.0, help="pixels per scene unit (default 1)")
    r.set_defaults(func=cmd_render)

    s = sub.add_parser("schema", help="print the scenario JSON Schema")
    s.set_defaults(func=cmd_schema)

    g = sub.add_parser("gui", help="open the application (the default)")
    g.add_argument("file", nargs="?", metavar="FILE")
    g.set_defaults(func=cmd_gui)

    _register_optional(sub)
    return p


def _register_optional(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Commands provided by the rules engine, when it is present."""
    try:
        from hexstudio.engine import commands
    except ImportError:
        return
    commands.register(sub)


def main(argv: Sequence[str] | None = None) -> int:
    args_in = list(sys.argv[1:] if argv is None else argv)
    # `hexstudio FILE` and plain `hexstudio` open the application.
    if not args_in or (args_in[0] not in SUBCOMMANDS and not args_in[0].startswith("-")):
        args_in = ["gui", *args_in]
    parser = build_parser()
    args = parser.parse_args(args_in)
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


def _json_out(obj: object) -> None:
    json.dump(obj, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    raise SystemExit(main())


def gui_main() -> int:
    """Entry point of the windowed launcher (no console on Windows)."""
    return main(["gui", *sys.argv[1:]])
