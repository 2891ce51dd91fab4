"""One balance game: a pure function of (scenario text, game seed, levels, AI seed).

``play_game(job)`` plays a whole game of the computer against itself through
``hexstudio.ai.play_match`` (the computer player's own driver: it asks
``acting_side``, lets that side's player choose, and ``Game.apply``-s the
action) and watches it after every action: at the end of each turn it writes
down what the engine says about the position -- the score (``Game.score``),
who holds each objective (``victory.holds``), which objective hexes changed
hands (``engine.control.holder``, the same reading the victory rules use) -- and from the events of each action the
eliminations and step losses (with hex and turn), the special rules that
acted and the column shifts combat used. Nothing here decides a rule: every
figure is read from the engine.

The record is plain JSON (one line of the run's JSON-lines file). The only
field that differs between two runs of the same job is ``seconds``.

A game that raises inside the engine or a player is not lost: the record
says ``"result": "error"`` with the exception's traceback, and the run goes on.
"""

from __future__ import annotations

import hashlib
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from hexstudio.balance.specials import SpecialCounter
from hexstudio.scenario.io import dumps, parse_json_text, scenario_from_data
from hexstudio.scenario.model import Scenario

MAX_ACTIONS = 50_000  # a safety net: a game that long is reported as unfinished


def scenario_text(scenario: Scenario) -> str:
    """The scenario's canonical JSON text (what the run hashes and ships to workers)."""
    return dumps(scenario)


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class GameJob:
    """Everything one game depends on. Picklable; the scenario travels as text so
    a worker on another machine needs no file."""

    scenario_text: str
    scenario_hash: str
    seed: int
    ai_seed: int
    levels: tuple[tuple[str, str], ...]  # (side, level) in the scenario's side order
    max_turns: int | None = None
    max_actions: int = MAX_ACTIONS

    def players(self) -> dict[str, str]:
        return {side: f"ai:{lvl}" for side, lvl in self.levels}


# A worker process keeps the scenarios it has parsed (by hash): a run ships the
# same text with every game and parsing a large battle takes a while.
_PARSED: dict[str, Scenario] = {}


def _scenario(job: GameJob) -> Scenario:
    s = _PARSED.get(job.scenario_hash)
    if s is None:
        s = scenario_from_data(parse_json_text(job.scenario_text), "<balance run>")
        if len(_PARSED) > 4:
            _PARSED.clear()
        _PARSED[job.scenario_hash] = s
    return s


@dataclass
class _Watcher:
    """Follows a game action by action and writes down the per-turn figures."""

    game: Any
    objectives: list[Any]
    objective_hexes: dict[Any, str]  # Hex -> label, every hex an objective names
    specials: SpecialCounter
    turn_index: int = 0
    last_hex: dict[str, Any] = field(default_factory=dict)
    steps_lost: dict[str, int] = field(default_factory=dict)
    control_before: dict[Any, str | None] = field(default_factory=dict)
    vp: list[dict[str, int]] = field(default_factory=list)
    control: list[dict[str, str | None]] = field(default_factory=list)
    turn_numbers: list[int] = field(default_factory=list)
    losses: list[dict[str, int]] = field(default_factory=list)  # steps lost per side, per turn
    eliminated: list[dict[str, int]] = field(default_factory=list)  # units eliminated per side, per turn
    eliminations: list[dict[str, Any]] = field(default_factory=list)
    flips: list[dict[str, Any]] = field(default_factory=list)
    seen_log: int = 0
    actions_in_turn: int = 0  # actions since the last turn ended (a game stopped inside a turn)

    def __post_init__(self) -> None:
        st = self.game.state
        self.turn_index = st.turn_index
        self._new_turn_tally()
        for h in self.objective_hexes:
            self.control_before[h] = self._holder(h)
        self._remember_units()
        self.seen_log = len(self.game.log)

    def _holder(self, h: Any) -> str | None:
        """Who holds hex ``h`` as the engine reads it (``engine/control.py``: the
        battle's start holders, what was taken since, or occupation under
        ``rules.control.held: occupied``) -- not the bare ``state.control`` map."""
        from hexstudio.engine.control import holder

        return holder(self.game, h)

    def _new_turn_tally(self) -> None:
        sides = self.game.sides
        self.losses.append(dict.fromkeys(sides, 0))
        self.eliminated.append(dict.fromkeys(sides, 0))

    def _remember_units(self) -> None:
        for uid, us in self.game.state.units.items():
            if us.status == "on_map" and us.hex is not None:
                self.last_hex[uid] = us.hex
                self.steps_lost[uid] = us.steps_lost

    def after_action(self, game: Any, side: str, action: Any) -> None:
        turn = self.turn_numbers_now()
        for entry in game.log[self.seen_log:]:
            for ev in entry.events:
                self._event(ev, turn)
        self.seen_log = len(game.log)
        st = game.state
        self.actions_in_turn += 1
        if st.turn_index != self.turn_index or st.game_over:
            self.end_of_turn()
        self._remember_units()

    def turn_numbers_now(self) -> int:
        return self.game.scenario.turns.turns[self.turn_index].number

    def _event(self, ev: Any, turn: int) -> None:
        kind, data = ev.kind, ev.data
        self.specials.event(kind, data)
        if kind == "eliminated":
            uid = data.get("unit")
            side = self.game.unit_side.get(uid)
            label = data.get("hex")
            if label is None and uid in self.last_hex:
                label = self.game.label(self.last_hex[uid])
            if side is not None:
                self.eliminated[-1][side] = self.eliminated[-1].get(side, 0) + 1
                steps = self.game.unit_defs[uid].steps - self.steps_lost.get(uid, 0)
                self.losses[-1][side] = self.losses[-1].get(side, 0) + max(1, steps)
            self.eliminations.append({"unit": uid, "side": side, "hex": label, "turn": turn})
        elif kind == "step_loss":
            uid = data.get("unit")
            side = self.game.unit_side.get(uid)
            if side is not None:
                self.losses[-1][side] = self.losses[-1].get(side, 0) + 1
                self.steps_lost[uid] = self.steps_lost.get(uid, 0) + 1

    def end_of_turn(self) -> None:
        """The turn that was under way is over: score, objectives and flips as the engine has them."""
        from hexstudio.engine.victory import holds

        game = self.game
        st = game.state
        turn = self.turn_numbers_now()
        self.turn_numbers.append(turn)
        self.vp.append(dict(game.score()))
        held: dict[str, str | None] = {}
        for obj in self.objectives:
            held[obj.id] = next((s for s in game.sides if holds(game, st, s, obj)), None)
        self.control.append(held)
        for h, label in self.objective_hexes.items():
            now = self._holder(h)
            if now != self.control_before.get(h):
                self.flips.append({"hex": label, "turn": turn, "from": self.control_before.get(h), "to": now})
                self.control_before[h] = now
        self.turn_index = st.turn_index
        self.actions_in_turn = 0
        if not st.game_over:
            self._new_turn_tally()


def _annihilated_for(game: Any, winner: str) -> bool:
    """True if an annihilation rule of the battle is met in ``winner``'s favour now
    (the enemy it names has no unit left on the map)."""
    from hexstudio.engine.victory import annihilated

    for rule, p in game.victory_rules:
        if rule == "annihilation_victory" and p.get("mode") != "points" and annihilated(game, game.state, p)[0] == winner:
            return True
    return False


def play_game(job: GameJob) -> dict[str, Any]:
    """Play one game and return its record (see the module docstring). Never raises
    for a failure inside the game: the record carries the traceback instead."""
    t0 = time.perf_counter()
    record: dict[str, Any] = {"seed": job.seed, "ai_seed": job.ai_seed, "levels": dict(job.levels)}
    try:
        record.update(_play(job))
    except Exception as e:  # a game that fails is reported, not fatal to the run
        record.update({"result": "error", "error": f"{type(e).__name__}: {e}", "traceback": traceback.format_exc()})
    record["seconds"] = round(time.perf_counter() - t0, 3)
    return record


def _play(job: GameJob) -> dict[str, Any]:
    from hexstudio.ai import play_match
    from hexstudio.engine.conditions import hexes_of
    from hexstudio.engine.game import Game

    scenario = _scenario(job)
    # A bare Game to learn the objectives' hexes the engine's way (hex sets resolved).
    probe = Game(scenario, job.seed)
    objectives = list(scenario.victory.objectives)
    objective_hexes: dict[Any, str] = {}
    for obj in objectives:
        for h in hexes_of(probe, obj.hexes, obj.hex_set):
            objective_hexes[h] = probe.label(h)
    # play_match builds its own Game from the same scenario and seed: its starting
    # position is the probe's, so the watcher starts on the probe and follows the
    # real game from its first action on (the start's events included: seen_log 0).
    watcher = _Watcher(probe, objectives, objective_hexes, SpecialCounter(scenario))
    watcher.seen_log = 0

    def on_action(game: Any, side: str, action: Any) -> None:
        watcher.game = game
        watcher.after_action(game, side, action)

    result = play_match(scenario, job.seed, job.players(), ai_seed=job.ai_seed, max_actions=job.max_actions,
                        max_turns=job.max_turns, on_action=on_action)
    game = result.game
    watcher.game = game
    if watcher.actions_in_turn or not watcher.turn_numbers:
        # Stopped inside a turn (the action budget, a stuck player): the position as it stands closes the record.
        watcher.end_of_turn()
    if result.error:
        outcome = "error"
    elif result.finished:
        outcome = "win" if result.winner else "draw"
    else:
        outcome = "unfinished"
    points = dict(result.points)
    leader = None
    if points:
        best = max(points.values())
        top = [s for s, p in points.items() if p == best]
        leader = top[0] if len(top) == 1 else None
    specials, shifts = watcher.specials.results()
    termination = result.termination
    if termination == "annihilation" and result.winner and not _annihilated_for(game, result.winner):
        # The engine ends a battle like Peleliu's "destroy them all by turn 12, otherwise
        # Japan wins" with termination 'annihilation' either way; a side that wins
        # because the enemy was NOT destroyed in time won at the last turn, not outright.
        termination = "survived_annihilation"
    rec: dict[str, Any] = {
        "result": outcome,
        "winner": result.winner,
        "leader": leader,  # who leads on points when the game stopped (a turn cap's 'winner')
        "termination": termination,
        "points": points,
        "turns": len(watcher.turn_numbers),
        "turn_numbers": watcher.turn_numbers,
        "actions": result.actions,
        "vp": watcher.vp,
        "control": watcher.control,
        "losses": watcher.losses[: len(watcher.turn_numbers)],
        "eliminated": watcher.eliminated[: len(watcher.turn_numbers)],
        "eliminations": watcher.eliminations,
        "flips": watcher.flips,
        "specials": specials,
        "shifts": shifts,
    }
    if result.error:
        rec["error"] = result.error
    return rec

