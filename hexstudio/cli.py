"""The ``hexstudio`` command: the application, and tools that need no screen.

``hexstudio [FILE]`` opens the application (on a scenario or saved game);
``validate``, ``render``, ``schema`` and ``replay`` work headless. Commands
that draw switch Qt to its offscreen platform themselves.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

# Each command imports what it needs when it runs (the scenario model, Qt, the
# engine): opening the application first turns the garbage collector off (cmd_gui).

SUBCOMMANDS = ("validate", "render", "schema", "replay", "selfplay", "match", "gui", "export-pdf", "print-preview", "balance")


def cmd_validate(args: argparse.Namespace) -> int:
    from hexstudio.scenario.io import ScenarioError, load_scenario

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
    from hexstudio.scenario.io import ScenarioError, load_scenario

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


# --- print and play: hexstudio export-pdf (hexstudio.printing) ----------------------------


def _print_scenario(args: argparse.Namespace):  # -> Scenario
    """The scenario to print: a file checked like any other, or (``--editor-copy``) the
    copy of the editor's document the print dialog saved for its worker."""
    if getattr(args, "editor_copy", False):
        from hexstudio.printing.worker import load_editor_copy

        return load_editor_copy(args.file)
    from hexstudio.scenario.io import load_scenario

    return load_scenario(args.file)


def _print_base_dir(args: argparse.Namespace) -> Path:
    return Path(args.base_dir) if args.base_dir else Path(args.file).absolute().parent


def cmd_export_pdf(args: argparse.Namespace) -> int:
    _offscreen()
    from hexstudio.printing.worker import Stopper, emitter
    from hexstudio.printplan.options import OptionsError, PrintOptions
    from hexstudio.scenario.io import ScenarioError

    # SIGTERM and Ctrl+C stop the export between pages and remove its temporary file.
    stopper = Stopper().install()
    emit = emitter(sys.stdout) if args.progress_json else None
    try:
        scenario = _print_scenario(args)
    except ScenarioError as e:
        if emit is not None:
            emit({"event": "error", "message": e.report()})
        print(e.report(), file=sys.stderr)
        return 1
    from hexstudio.app.i18n import install_translators, resolve_language
    from hexstudio.board.export import ensure_app

    if args.lang:
        lang = args.lang
    else:
        from hexstudio.app.settings import Settings

        lang = resolve_language(Settings().language())
    try:
        options = PrintOptions.make(
            paper=args.paper, hex_mm=args.hex_mm, counter_mm=args.counter_mm, parts=args.parts, language=lang,
            setup=args.setup, hex_numbers=not args.no_hex_numbers, scan=args.scan, bleed_mm=args.bleed,
            overlap_mm=args.overlap,
        )
    except OptionsError as e:
        if emit is not None:
            emit({"event": "error", "message": str(e)})
        print(f"hexstudio export-pdf: {e}", file=sys.stderr)
        return 2
    app = ensure_app()
    translators = install_translators(app, lang)
    try:
        if emit is not None:
            from hexstudio.printing import worker

            return worker.run_guarded(
                lambda: worker.export(scenario, options, _print_base_dir(args), Path(args.output), emit, stopper),
                emit,
            )
        from hexstudio.printing.document import PrintDocument

        doc = PrintDocument(scenario, options, base_dir=_print_base_dir(args))
        for warning in doc.warnings:
            print(f"warning: {warning}", file=sys.stderr)
        out = doc.write(args.output, progress=lambda _done, _total: stopper.check(), on_temp=stopper.writing)
    except (OSError, ValueError) as e:
        print(f"{args.output}: {e}", file=sys.stderr)
        return 1
    finally:
        translators.remove()
    parts = [f"{doc.page_count} pages"]
    if doc.map is not None:
        plan = doc.map.plan
        layout = "1 sheet" if plan.single else f"{plan.rows} x {plan.cols} pages"
        parts.append(f"map {plan.map_w / 10:.1f} x {plan.map_h / 10:.1f} cm on {layout} of {plan.paper}")
    if doc.counters is not None:
        parts.append(f"{len(doc.counters.plan.sheets)} countersheet(s)")
    print(f"wrote {out}: " + ", ".join(parts))
    return 0


def cmd_print_preview(args: argparse.Namespace) -> int:
    """The print dialog's preview worker: requests on stdin, answers on stdout (printing/worker.py)."""
    _offscreen()
    from hexstudio.printing import worker
    from hexstudio.scenario.io import ScenarioError

    emit = worker.emitter(sys.stdout)
    # Closing the dialog terminates the preview: it writes no file of its own (its PNGs
    # are in the dialog's folder, which the dialog removes), so it ends at once.
    worker.Stopper().install()
    try:
        scenario = _print_scenario(args)
    except ScenarioError as e:
        emit({"event": "error", "id": None, "message": e.report()})
        return 1
    from hexstudio.board.export import ensure_app

    ensure_app()
    server = worker.PreviewServer(scenario, _print_base_dir(args), emit)
    return worker.run_guarded(lambda: server.serve(sys.stdin), emit)


def _add_export_pdf(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    from hexstudio.printplan.options import LANGUAGES, PAPERS

    e = sub.add_parser("export-pdf", help="print and play: the map, countersheets and player aids as one PDF")
    e.add_argument("file", metavar="SCENARIO")
    e.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
    e.add_argument("--paper", choices=list(PAPERS), default="A4",
                   help="A1/A0: the map on one sheet for a print shop (the rest on A4); else the map tiled (default A4)")
    e.add_argument("--hex-mm", type=float, metavar="N", help="hex size across the flats in mm (default 19, or counter size x 19/16)")
    e.add_argument("--counter-mm", type=float, metavar="N", help="counter side in mm (default 16, or hex size x 16/19)")
    e.add_argument("--parts", default="map,counters,aids", help="any of map,counters,aids (default all)")
    e.add_argument("--lang", choices=list(LANGUAGES), help="language of the texts (default: the interface language)")
    e.add_argument("--setup", action="store_true", help="draw the set-up counters on the map")
    e.add_argument("--no-hex-numbers", action="store_true", help="leave the hex numbers off the map")
    e.add_argument("--scan", action="store_true", help="print the map's scan instead of the painted terrain")
    e.add_argument("--bleed", type=float, default=0.0, metavar="MM", help="counter colour past the cut lines (0 to 5 mm)")
    e.add_argument("--overlap", type=float, default=12.0, metavar="MM", help="overlap between map pages (default 12 mm)")
    e.add_argument("--progress-json", action="store_true",
                   help="report progress as JSON lines on stdout (layout, temp, page, done, error), for a program "
                        "driving the export; SIGTERM stops it and leaves OUT.pdf as it was")
    e.add_argument("--base-dir", metavar="DIR", help="folder the map scan's path is relative to (default: the scenario's)")
    e.add_argument("--editor-copy", action="store_true", help=argparse.SUPPRESS)
    e.set_defaults(func=cmd_export_pdf)

    pv = sub.add_parser("print-preview", help=argparse.SUPPRESS)
    pv.add_argument("file", metavar="SCENARIO")
    pv.add_argument("--base-dir", metavar="DIR")
    pv.add_argument("--editor-copy", action="store_true")
    pv.set_defaults(func=cmd_print_preview)


def cmd_gui(args: argparse.Namespace) -> int:
    # The cyclic garbage collector stays off while the application starts: the modules,
    # the scenario model's validators, the window and the first scenario are some 100,000
    # objects that live as long as the process, and its passes over them (over a hundred
    # while they were made) took a tenth of the start. run_app turns it back on once the
    # first screen is painted.
    collecting = gc.isenabled()
    gc.disable()
    try:
        # The scenario model (and pydantic) before Qt: once PySide6 is imported it reads
        # the source of every module imported after it (for its __feature__ switches),
        # and pydantic is over a hundred modules.
        # No pydantic plugins (hooks that watch every validation: we install none): without
        # this, the first validator built reads the entry points of every installed package
        # looking for some, ~5 ms of every start. A user's own setting is kept.
        os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
        # With the Qt-free modules of the window and, for a file, the scenario validator
        # (see app/beforeqt.py: after Qt every import costs more).
        from hexstudio.app.beforeqt import prepare

        prepare(file_given=bool(getattr(args, "file", None)))
        from hexstudio.app.main import run_app

        return run_app([args.file] if getattr(args, "file", None) else [], collector=collecting)
    finally:
        if collecting:
            gc.enable()


def build_parser(balance: bool = True, only_gui: bool = False) -> argparse.ArgumentParser:
    """The command line; ``balance=False`` leaves out ``balance``, whose
    options come from the computer player (the rules engine imported: a
    second of a start that only opens the application). ``only_gui`` builds
    nothing but ``gui``: opening the application needs none of the other
    commands' options (``replay`` and ``selfplay`` import the rules engine,
    ``export-pdf`` the print options), and it is what every start runs."""
    p = argparse.ArgumentParser(prog="hexstudio", description="Scenario editor and rules-enforcing player for hex wargames.")
    sub = p.add_subparsers(dest="command")
    if only_gui:
        _add_gui(sub)
        return p

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

    _add_gui(sub)
    _add_export_pdf(sub)
    _register_optional(sub)
    _register_match(sub)
    if balance:
        _register_balance(sub)
    return p


def _add_gui(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    g = sub.add_parser("gui", help="open the application (the default)")
    g.add_argument("file", nargs="?", metavar="FILE")
    g.set_defaults(func=cmd_gui)


def _register_optional(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Commands provided by the rules engine, when it is present."""
    try:
        from hexstudio.engine import commands
    except ImportError:
        return
    commands.register(sub)


# --------------------------------------------------------------------------- match (the computer opponent, issue 9)


def _register_match(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    m = sub.add_parser("match", help="play games between computer players (or the random player) and print a table")
    m.add_argument("scenario", metavar="SCENARIO")
    m.add_argument("--side", action="append", default=[], metavar="SIDE=PLAYER",
                   help="who plays a side: ai:recruit, ai:regular, ai:veteran or random (default ai:regular)")
    m.add_argument("--games", type=int, default=1, help="games to play (game i uses seed S + i)")
    m.add_argument("--seed", type=int, default=0, help="seed of the first game's dice")
    m.add_argument("--ai-seed", type=int, default=0, help="seed of the computer players (separate from the dice)")
    m.add_argument("--max-turns", type=int, default=None, help="stop each game after this many turns")
    m.add_argument("--json", action="store_true", help="print the games and totals as JSON")
    m.set_defaults(func=cmd_match)


def cmd_match(args: argparse.Namespace) -> int:
    from hexstudio.ai import DEFAULT_LEVEL, play_match
    from hexstudio.ai.match import percentile
    from hexstudio.ai.player import make_player
    from hexstudio.scenario.io import ScenarioError, load_scenario

    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    try:
        scenario = load_scenario(args.scenario)
    except ScenarioError as e:
        print(e.report(), file=sys.stderr)
        return 1
    sides = [s.id for s in scenario.sides]
    specs = {s: f"ai:{DEFAULT_LEVEL}" for s in sides}
    for item in args.side:
        side, _, spec = item.partition("=")
        if side not in specs or not spec:
            print(f"--side {item}: expected SIDE=PLAYER with SIDE one of {', '.join(sides)}", file=sys.stderr)
            return 2
        try:
            make_player(spec, side)
        except ValueError as e:
            print(f"--side {item}: {e}", file=sys.stderr)
            return 2
        specs[side] = spec
    games = []
    seconds: dict[str, list[float]] = {s: [] for s in sides}
    failed = 0
    for i in range(args.games):
        r = play_match(scenario, args.seed + i, specs, ai_seed=args.ai_seed + i, max_turns=args.max_turns)
        for s in sides:
            seconds[s] += r.seconds.get(s, [])
        failed += bool(r.error)
        rec = {"seed": args.seed + i, "winner": r.winner, "points": r.points, "turns": r.turns, "finished": r.finished,
               "actions": r.actions, "error": r.error}
        games.append(rec)
        if not args.json:
            pts = ", ".join(f"{k} {v}" for k, v in r.points.items())
            end = r.winner or ("draw" if r.finished else "unfinished")
            print(f"game {i + 1} (seed {args.seed + i}): {end}; {pts}; {r.turns} turns, {r.actions} actions"
                  + (f"; ERROR {r.error}" if r.error else ""))
    totals = {}
    for s in sides:
        secs = seconds[s]
        totals[s] = {
            "player": specs[s],
            "wins": sum(1 for g in games if g["winner"] == s),
            "mean_points": round(sum(g["points"].get(s, 0) for g in games) / len(games), 1),
            "side_turns": len(secs),
            "median_seconds": round(percentile(secs, 50), 3),
            "p95_seconds": round(percentile(secs, 95), 3),
        }
    draws = sum(1 for g in games if g["finished"] and g["winner"] is None)
    mean_turns = round(sum(g["turns"] for g in games) / len(games), 1)
    if args.json:
        _json_out({"scenario": scenario.id, "games": games, "sides": totals, "draws": draws, "mean_turns": mean_turns,
                   "errors": failed})
    else:
        print(f"{scenario.id}: {len(games)} games, {draws} draws, mean {mean_turns} turns, {failed} errors")
        print(f"{'side':<12} {'player':<12} {'wins':>5} {'mean VP':>8} {'side-turns':>10} {'median s':>9} {'p95 s':>7}")
        for s in sides:
            t = totals[s]
            print(f"{s:<12} {t['player']:<12} {t['wins']:>5} {t['mean_points']:>8} {t['side_turns']:>10} "
                  f"{t['median_seconds']:>9.3f} {t['p95_seconds']:>7.3f}")
    return 1 if failed else 0


# --------------------------------------------------------------------------- balance (issue 10)


def _register_balance(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """``hexstudio balance``: the parser and the command live in ``hexstudio.balanceview.command``."""
    from hexstudio.balanceview.command import add_parser

    add_parser(sub)


def main(argv: Sequence[str] | None = None) -> int:
    args_in = list(sys.argv[1:] if argv is None else argv)
    # `hexstudio FILE` and plain `hexstudio` open the application.
    if not args_in or (args_in[0] not in SUBCOMMANDS and not args_in[0].startswith("-")):
        args_in = ["gui", *args_in]
    if args_in[0] == "gui" and len(args_in) <= 2 and not any(a.startswith("-") for a in args_in[1:]):
        # The usual start, ``hexstudio [FILE]``: what the parser would make of it, without
        # building one (its messages' catalogue look-ups and patterns, ~8 ms of every start).
        args = argparse.Namespace(command="gui", file=args_in[1] if len(args_in) == 2 else None, func=cmd_gui)
    else:
        # Opening the application needs no other command's options; any other command
        # needs no balance options (but ``--help`` lists everything).
        parser = build_parser(balance=args_in[0] == "balance" or args_in[0].startswith("-"), only_gui=args_in[0] == "gui")
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
