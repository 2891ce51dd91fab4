"""The balance runner: the same seeds give the same games on a process pool and on
a Dask cluster; a killed run resumes to the right total; a failing game is
reported and the run completes; the report holds the verdict and every section.

The games are the tutorial's first turn at the quickest level (a turn cap keeps
the suite quick); no test knows who wins -- runs are only compared with each other.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from hexstudio.balance import store
from hexstudio.balance.runner import RunSpec, client_pool, local_pool, run_games
from hexstudio.balance.stats import quantile, summarize, wilson
from hexstudio.balance.store import OutputPaths
from hexstudio.paths import scenarios_dir
from hexstudio.scenario.io import load_scenario

TUTORIAL = scenarios_dir() / "tutorial.json"
GAMES = 3


def spec_for(games: int = GAMES, **kw: Any) -> RunSpec:
    scenario = load_scenario(TUTORIAL)
    return RunSpec(scenario, games, {s.id: "recruit" for s in scenario.sides}, max_turns=1, **kw)


def comparable(rec: dict[str, Any]) -> dict[str, Any]:
    """A record without what may differ between two runs of the same game (its duration)."""
    return {k: v for k, v in rec.items() if k not in ("seconds", "kind")}


@pytest.fixture(scope="module")
def pool_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[RunSpec, OutputPaths, list[dict[str, Any]]]:
    """One small run on two worker processes, shared by the tests that read its games."""
    spec = spec_for()
    paths = OutputPaths.of(tmp_path_factory.mktemp("pool") / "run")
    pool = local_pool(2)
    with store.Writer(paths.games, header=spec.header()) as w:
        out = run_games(spec, pool, w)
    pool.close()
    assert out.played == GAMES and not out.cancelled and out.broken is None
    return spec, paths, out.records


def test_the_process_pool_and_a_dask_cluster_play_identical_games(pool_run, tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    spec, _, pooled = pool_run
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        pool = client_pool(client)
        with store.Writer(tmp_path / "dask.games.jsonl", header=spec.header()) as w:
            out = run_games(spec, pool, w)
        pool.close()
    assert out.played == GAMES
    by_seed = {r["seed"]: comparable(r) for r in out.records}
    assert sorted(by_seed) == spec.seeds
    for r in pooled:
        assert by_seed[r["seed"]] == comparable(r), f"seed {r['seed']} differs between the executors"
    # What the records hold: a figure per turn played, the levels asked for.
    for r in pooled:
        assert r["levels"] == spec.levels
        assert len(r["vp"]) == len(r["control"]) == len(r["losses"]) == r["turns"] >= 1
        assert set(r["control"][0]) == {o.id for o in spec.scenario.victory.objectives}


def _cli(*args: str, **kw: Any) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "hexstudio", *args], capture_output=True, text=True, env=env,
                          timeout=600, **kw)


def test_a_killed_run_resumes_without_replaying_its_games(tmp_path: Path) -> None:
    out = tmp_path / "tut"
    games = 4
    args = ["balance", str(TUTORIAL), "--games", str(games), "--level", "recruit", "--max-turns", "1", "--jobs", "1",
            "--no-report", "-q", "-o", str(out)]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-m", "hexstudio", *args], env=env, start_new_session=True,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    jsonl = OutputPaths.of(out).games
    deadline = time.monotonic() + 300
    try:
        while time.monotonic() < deadline:
            if jsonl.exists() and store.read(jsonl).games:
                break
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else "exited"
            time.sleep(0.2)
        # Killed outright, workers and all: no chance to tidy up.
        os.killpg(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
    before = store.read(jsonl)
    kept = {g["seed"]: g for g in before.games}
    assert 1 <= len(kept) < games
    # Another run's options are refused: the file's games would not be the games asked for.
    other = _cli(*[a if a != "recruit" else "veteran" for a in args], "--resume")
    assert other.returncode == 2 and "cannot be resumed" in other.stderr
    again = _cli(*args, "--resume")
    assert again.returncode == 0, again.stderr
    after = store.read(jsonl)
    seeds = [g["seed"] for g in after.games]
    assert sorted(seeds) == list(range(1, games + 1)), "every game exactly once"
    for seed, g in kept.items():
        assert after.games[seeds.index(seed)] == g, "a finished game is not played again"
    assert after.sessions and after.sessions[-1]["games"] == games - len(kept)
    # A resume with nothing left to play only writes the report.
    done = _cli(*[a for a in args if a != "--no-report"], "--resume", "--lang", "en")
    assert done.returncode == 0, done.stderr
    summary = json.loads(OutputPaths.of(out).summary.read_text(encoding="utf-8"))
    assert summary["run"]["games"] == games and summary["run"]["complete"]
    assert summary["verdict"]["games"] == games


def test_a_failing_game_is_reported_and_the_run_completes(tmp_path: Path) -> None:
    from balance_fixtures import FAILING_SEED, game_failing_on_seed_2

    spec = spec_for()
    pool = local_pool(1)
    with store.Writer(tmp_path / "f.games.jsonl", header=spec.header()) as w:
        out = run_games(spec, pool, w, game_fn=game_failing_on_seed_2)
    pool.close()
    assert out.played == GAMES
    failed = [r for r in out.records if r["result"] == "error"]
    assert [r["seed"] for r in failed] == [FAILING_SEED]
    assert "ZeroDivisionError" in failed[0]["error"]
    assert "a rule divided by zero" in failed[0]["traceback"] and "Traceback" in failed[0]["traceback"]
    assert all(r["result"] != "error" for r in out.records if r["seed"] != FAILING_SEED)
    s = summarize(spec.header(), out.records, total=GAMES)
    assert s["outcomes"]["failed"] == 1 and s["verdict"]["games"] == GAMES - 1
    assert s["failures"][0]["seed"] == FAILING_SEED
    # The report lists it with its seed and traceback (as text).
    from hexstudio.balanceview.build import Words, build_html

    page = build_html(s, Words.of(spec.scenario, s, "en"), None, {})
    failures = page[page.index('<section id="failures">'):]
    failures = failures[: failures.index("</section>")]
    assert str(FAILING_SEED) in failures and "ZeroDivisionError" in failures and "a rule divided by zero" in failures
    assert "Traceback (most recent call last)" in failures


def test_the_report_holds_the_verdict_and_every_section(pool_run, qapp, tmp_path: Path) -> None:
    from hexstudio.balanceview.build import write_report

    spec, _, records = pool_run
    # Scenario text is data: a title and side name written as markup must come out as text.
    scenario = spec.scenario.model_copy(deep=True)
    scenario.info.title = "<script>alert('t')</script> & <b>bold</b>"
    scenario.sides[0].name = "<img src=x onerror=alert(1)>"
    header = dict(spec.header(), title=scenario.info.title)
    summary = summarize(header, records, [{"wall_seconds": 30, "games": GAMES, "workers": 2, "executor": "processes"}],
                        total=GAMES + 1, rules=["no_such_rule_here"])
    paths = OutputPaths.of(tmp_path / "report")
    out = write_report(summary, paths, scenario, language="en")
    page = paths.html.read_text(encoding="utf-8")
    assert out["verdict"]["localized"] and out["verdict"]["localized"] in page.replace("&#x27;", "'")
    assert "95% CI" in out["verdict"]["localized"] and f"of {GAMES} games at level Recruit" in out["verdict"]["localized"]
    for section in ("verdict", "margin", "objectives", "casualties", "length", "eliminations", "objective-changes",
                    "special-rules", "run"):
        assert f'<section id="{section}">' in page, section
    assert page.index('id="verdict"') < page.index('id="margin"'), "the verdict comes first"
    assert page.count("data:image/svg+xml;base64,") >= 5, "the charts are embedded"
    maps = bool(summary["eliminations"]["hexes"]) + bool(summary["flips"]["hexes"])
    assert page.count("data:image/png;base64,") == maps, "a heat map for each of eliminations and changes of hands seen"
    # Self-contained: no address outside the page, and the page forbids itself the network.
    assert "http://" not in page and "https://" not in page and "default-src 'none'" in page
    assert_offline(page)
    assert "<script>" not in page and "<img src=x" not in page and "<b>bold</b>" not in page
    assert "&lt;script&gt;" in page and "&lt;img src=x onerror=alert(1)&gt;" in page
    assert "the run is incomplete" in page  # 3 of 4 planned
    saved = json.loads(paths.summary.read_text(encoding="utf-8"))
    assert saved["verdict"]["games"] == GAMES and saved["run"]["scenario_hash"] == spec.hash
    # The same report in Portuguese.
    write_report(summary, OutputPaths.of(tmp_path / "relatorio"), scenario, language="pt_BR")
    pt = OutputPaths.of(tmp_path / "relatorio").html.read_text(encoding="utf-8")
    assert 'lang="pt-BR"' in pt and "Veredito" in pt and "IC 95%" in pt


def assert_offline(page: str) -> None:
    """Nothing in the page, nor in the pictures embedded in it, points outside the file:
    every address a browser would follow is a ``data:`` image or a place in the page."""
    import base64
    import re
    from html.parser import HTMLParser

    refs: list[tuple[str, str]] = []

    class Refs(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            for name, value in attrs:
                if name in ("src", "href", "action", "srcset", "poster", "data", "formaction", "xlink:href") and value:
                    refs.append((f"{tag}.{name}", value))
                if name == "style" and value and "url(" in value:
                    refs.append((f"{tag}.style", value))

    Refs().feed(page)
    assert refs, "the page has its pictures and a table of contents"
    for where, value in refs:
        assert value.startswith(("data:image/", "#")), f"{where} points outside the file: {value[:80]}"
    assert not re.search(r"url\(\s*['\"]?(?!data:|#)", page), "a style sheet fetches something"
    assert "@import" not in page
    svgs = [base64.b64decode(m) for m in re.findall(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)", page)]
    assert svgs
    for svg in svgs:
        text = svg.decode("utf-8")
        for ref in re.findall(r'(?:xlink:)?href="([^"]*)"', text):
            assert ref.startswith(("#", "data:image/")), f"a chart refers outside itself: {ref[:80]}"
        assert "@import" not in text and not re.search(r"url\(\s*['\"]?(?!#|data:)", text)


def test_wilson_interval_and_quantiles() -> None:
    lo, hi = wilson(62, 100)
    assert round(lo, 3) == 0.522 and round(hi, 3) == 0.709
    lo, hi = wilson(10, 10)
    assert hi == 1.0 and 0.69 < lo < 0.73
    assert wilson(0, 0) == (0.0, 0.0)
    assert quantile([1, 2, 3, 4], 0.5) == 2.5 and quantile([5], 0.9) == 5


def test_outcomes_are_counted_apart(tmp_path: Path) -> None:
    header = {"levels": {"a": "recruit", "b": "veteran"}, "max_turns": None}

    def game(seed: int, result: str, winner: str | None = None, termination: str | None = "last_turn") -> dict[str, Any]:
        pts = {"a": 10, "b": 5} if winner == "a" else {"a": 5, "b": 10} if winner == "b" else {"a": 7, "b": 7}
        return {"seed": seed, "result": result, "winner": winner, "leader": winner, "termination": termination,
                "points": pts, "turns": 2, "turn_numbers": [1, 2], "vp": [pts, pts], "control": [{}, {}],
                "losses": [{"a": 1, "b": 0}, {"a": 0, "b": 2}], "eliminated": [{}, {}], "eliminations": [], "flips": [],
                "specials": {}, "shifts": {}, "actions": 10, "seconds": 1.0}

    recs = [game(1, "win", "a"), game(2, "win", "a", "automatic_victory"), game(3, "win", "b"), game(4, "draw"),
            {"seed": 5, "result": "error", "error": "boom", "traceback": "Traceback..."}]
    s = summarize(header, recs, total=5)
    assert s["outcomes"]["wins"] == {"a": 2, "b": 1}
    assert s["outcomes"]["automatic"] == {"a": 1, "b": 0}
    assert s["outcomes"]["draws"] == 1 and s["outcomes"]["failed"] == 1
    assert s["verdict"]["side"] == "a" and s["verdict"]["games"] == 4
    assert s["verdict"]["text"].startswith("a win 50% (95% CI")
    assert "at levels a Recruit vs b Veteran" in s["verdict"]["text"]
    assert s["margin"]["final"] == [5, 5, -5, 0]
    assert s["casualties"]["per_turn"][1]["b"] == 2


def test_a_torn_last_line_is_dropped_and_another_runs_file_refused(tmp_path: Path) -> None:
    spec = spec_for(games=2)
    path = tmp_path / "x.games.jsonl"
    with store.Writer(path, header=spec.header()) as w:
        w.write({"kind": "game", "seed": 1, "result": "draw"})
    with open(path, "ab") as f:
        f.write(b'{"kind":"game","seed":2,"res')  # killed in the middle of a line
    c = store.read(path)
    assert [g["seed"] for g in c.games] == [1] and c.torn_at is not None
    with store.Writer(path, truncate_at=c.torn_at) as w:
        w.write({"kind": "game", "seed": 2, "result": "draw"})
    assert [g["seed"] for g in store.read(path).games] == [1, 2]
    other = spec_for(games=2, ai_seed=5).header()
    assert store.mismatch(store.read(path).header, other) == ["ai_seed"]
    bad = tmp_path / "not.games.jsonl"
    bad.write_text('{"hello": 1}\n', encoding="utf-8")
    with pytest.raises(store.StoreError):
        store.read(bad)


def test_without_dask_the_scheduler_option_says_how_to_install(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    from hexstudio.balance.runner import ClusterUnavailable, cluster_pool
    from hexstudio.cli import main

    monkeypatch.setitem(sys.modules, "distributed", None)  # as if not installed
    with pytest.raises(ClusterUnavailable, match=r'pip install "hexstudio\[cluster\]"'):
        cluster_pool("tcp://127.0.0.1:8786")
    assert main(["balance", str(TUTORIAL), "--games", "2", "--scheduler", "tcp://127.0.0.1:8786", "-o", str(tmp_path / "r")]) == 2
    assert 'pip install "hexstudio[cluster]"' in capsys.readouterr().err
    assert not (tmp_path / "r.games.jsonl").exists()


def test_a_heat_map_is_the_board_with_the_counted_hexes_filled(qapp) -> None:
    from PySide6.QtGui import QImage

    from hexstudio.balanceview.heatmap import SCALE, class_of, classes, heat_map_png

    scenario = load_scenario(TUTORIAL)
    counts = {"0905": 40, "1105": 3, "0101": 1}
    png = heat_map_png(scenario, counts)
    image = QImage.fromData(png, "PNG")
    assert not image.isNull() and 600 <= image.width() <= 1500
    bounds = classes(counts)
    assert class_of(40, bounds) == len(bounds) - 1 and class_of(1, bounds) == 0
    # The hottest colour is on the picture (the hex 0905), the scale's lightest too.
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}
    near = [c for c in colours if _close(c, SCALE[-1])]
    assert near, "the most counted hex is painted in the scale's darkest colour"


def _close(a: str, b: str, tol: int = 50) -> bool:
    pa = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    pb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return all(abs(x - y) <= tol for x, y in zip(pa, pb, strict=True))


def test_objective_hexes_start_with_the_holder_the_engine_reads() -> None:
    """Who holds an objective hex is the engine's reading (``engine/control.py``): the
    battle's start holders count before anyone has taken anything, so a side walking
    into a hex it already held is no change of hands, and a capture says whom from."""
    from hexstudio.balance.game import _Watcher
    from hexstudio.balance.specials import SpecialCounter
    from hexstudio.engine.conditions import hexes_of
    from hexstudio.engine.game import Game

    scenario = load_scenario(TUTORIAL)
    game = Game(scenario, 1)
    hexes = {h: game.label(h) for o in scenario.victory.objectives for h in hexes_of(game, o.hexes, o.hex_set)}
    watcher = _Watcher(game, list(scenario.victory.objectives), hexes, SpecialCounter(scenario))
    start = {label: watcher.control_before[h] for h, label in hexes.items()}
    assert start == {label: game.holder(h) for h, label in hexes.items()}
    # The tutorial's start gives Porto Serra to the Allies without any unit having taken it.
    assert start["0204"] == "allies" and game.state.control.get(next(h for h, lb in hexes.items() if lb == "0204")) is None
    watcher.end_of_turn()
    assert watcher.flips == [], "nothing moved, nothing changed hands"
    assert watcher.control[-1]["porto-serra"] == "allies" and watcher.control[-1]["vila-nova"] == "axis"


def test_a_side_that_wins_because_it_was_not_annihilated_did_not_win_outright() -> None:
    """Peleliu: the Americans win by destroying every Japanese unit by turn 12, else Japan
    wins. The engine calls both endings 'annihilation'; the balance record tells them apart
    so the report does not count Japan's wins at the last turn as automatic victories."""
    from hexstudio.balance.game import _annihilated_for
    from hexstudio.engine.game import Game

    game = Game(load_scenario(scenarios_dir() / "peleliu.json"), 1)
    assert not _annihilated_for(game, "japanese") and not _annihilated_for(game, "americans")
    for uid, side in game.unit_side.items():
        if side == "japanese" and game.state.units[uid].status == "on_map":
            game.state.units[uid].status = "eliminated"
    assert _annihilated_for(game, "americans") and not _annihilated_for(game, "japanese")
    header = {"levels": {"americans": "recruit", "japanese": "recruit"}, "max_turns": None}
    base = {"result": "win", "points": {"americans": 0, "japanese": 0}, "turns": 12, "vp": [], "control": [], "losses": [],
            "eliminated": [], "eliminations": [], "flips": [], "specials": {}, "shifts": {}, "actions": 1, "seconds": 1.0}
    recs = [dict(base, seed=1, winner="americans", termination="annihilation"),
            dict(base, seed=2, winner="japanese", termination="survived_annihilation")]
    s = summarize(header, recs, total=2)
    assert s["outcomes"]["automatic"] == {"americans": 1, "japanese": 0}
    assert s["outcomes"]["terminations"] == {"annihilation": 1, "survived_annihilation": 1}


def test_an_organisation_bonus_counts_for_the_battles_one_organisation_rule() -> None:
    """The engine tags every organisation-bonus shift '[organisation bonus]', whichever
    rule gave it: with one such rule in the battle (Peleliu's command_bonus) the shift
    is that rule acting; with several the report cannot tell them apart and says so."""
    from hexstudio.balance.specials import SpecialCounter, observable_rules
    from hexstudio.text import Msg

    scenario = load_scenario(scenarios_dir() / "peleliu.json")
    counter = SpecialCounter(scenario)
    shift = Msg("{columns} {side}: {reason}{ref}", {"columns": Msg("1 column", {}), "side": Msg("right (attacker)", {}),
                                                    "reason": Msg("{formation} complete in the attack", {"formation": "7th Marines"}),
                                                    "ref": " [organisation bonus]"})
    terrain = Msg("{columns} {side}: {reason}{ref}", {"columns": Msg("1 column", {}), "side": Msg("left (defender)", {}),
                                                      "reason": Msg("defender in forest", {}), "ref": " [Leyte 5.1.2]"})
    counter.event("combat", {"shifts": [shift, terrain]})
    specials, shifts = counter.results()
    assert specials == {"command_bonus": 1} and sum(shifts.values()) == 2
    rules = [sr.rule for sr in scenario.special_rules]
    assert "command_bonus" in observable_rules(rules)
    assert not {"division_bonus", "armored_brigade_bonus"} & observable_rules(["division_bonus", "armored_brigade_bonus"])
