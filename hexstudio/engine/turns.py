"""The turn track: start-of-turn bookkeeping and the phase machine.

A turn plays the phases of ``scenario.turns.sequence`` that apply to it (a
phase's ``turns`` list, minus its ``skip_turns``). Before the first phase the
start-of-turn steps run in ``rules.start_of_turn`` order (U1):

- ``weather``: the turn's fixed weather, or a roll on the ``weather.rolls``
  row that lists the turn;
- ``events``: every function registered with ``registry.register_turn_event``;
- ``air_power``: each side's points from its schedule, or from the weather
  (``from_weather``); a weather that lists ``air_points`` for a side
  overrides the schedule; ``air_bonus_after`` special rules add theirs;
- ``withdrawals``: due withdrawals leave (encircled units wait until free);
- ``reinforcements``: due groups arrive (they also arrive at any phase start
  once due), and enter in their owner's movement phase;
- ``recovery``: nothing here (recovery happens at the end of the turn).

At the start of every phase the per-phase unit bookkeeping is reset and each
unit's ``engaged`` flag is computed. Ending the last phase of the last turn
ends the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hexstudio.engine import registry
from hexstudio.engine.changes import Effects
from hexstudio.engine.conditions import schedule_due, watch_conditions
from hexstudio.engine.control import settle
from hexstudio.engine.decisions import Decision, ask
from hexstudio.engine.reinforcements import LOST
from hexstudio.engine.state import UnitState
from hexstudio.engine.text import msg
from hexstudio.engine.zoc import enemy_zoc, is_encircled

if TYPE_CHECKING:
    from hexstudio.engine.game import Game


PHASE_ENDING = "turns.phase_ending"  # state.extra: the phase ends once its question is answered


def phases_of_turn(game: Game, turn: int) -> list[int]:
    """Indexes into ``scenario.turns.sequence`` of the phases played on ``turn``."""
    return [
        i
        for i, p in enumerate(game.scenario.turns.sequence)
        if (p.turns is None or turn in p.turns) and turn not in p.skip_turns
    ]


def start_game(game: Game, fx: Effects) -> None:
    st = game.state
    placed = {p.unit: p for p in game.scenario.setup}
    for u in game.scenario.units:
        us = UnitState(id=u.id, side=game.unit_side[u.id], released=u.release_turn is None)
        us.flags |= game.extra_flags.get(u.id, set())
        p = placed.get(u.id)
        if p is not None:
            us.hex = game.grid.parse(p.hex)
            us.status = "on_map"
            us.steps_lost = 1 if p.reduced else 0
        st.units[u.id] = us
    settle(game)  # set-up units take the hexes they stand in (rules.control)
    st.turn_index = 0
    fx.event("game_start", scenario=game.scenario.id, seed=game.seed)
    begin_turn(game, fx)


def begin_turn(game: Game, fx: Effects) -> None:
    """Start-of-turn bookkeeping, then the turn's first phase (or the next turn)."""
    st = game.state
    while True:
        turn = game.scenario.turns.turns[st.turn_index]
        st.turn = turn.number
        fx.turn_changed = True
        fx.event("turn", turn=turn.number, label=turn.label, night=turn.night)
        if game.scenario.rules.combat.attacks_per_hex == "turn":
            st.attacked_hexes.clear()
        for us in st.units.values():
            if us.suppressed:
                us.suppressed = False
                fx.unit(us.id)
            us.flags.discard("engaged_this_turn")
            us.flags.discard("no_move_this_turn")
            rt = game.unit_defs[us.id].release_turn
            if rt is not None and not us.released:
                us.released = st.turn >= rt
        watch_conditions(game)
        for step in game.scenario.rules.start_of_turn:
            STEPS[step](game, fx)
        phases = phases_of_turn(game, st.turn)
        if phases:
            start_phase(game, phases[0], fx)
            return
        # A turn with no phases at all: it passes at once.
        if not _advance_turn(game, fx):
            return


def start_phase(game: Game, index: int, fx: Effects) -> None:
    st = game.state
    st.phase_index = index
    phase = game.scenario.turns.sequence[index]
    st.active_side = phase.side
    fx.phase_changed = True
    st.attacked_units.clear()
    st.supporting_units.clear()
    st.entry_order.clear()
    if game.scenario.rules.combat.attacks_per_hex == "phase":
        st.attacked_hexes.clear()
    zocs = {s: enemy_zoc(game, st, s) for s in game.sides}
    for us in st.units.values():
        us.moved_this_phase = False
        us.mp_spent = 0
        us.flags.discard("stopped")
        us.flags.discard("river_capped")
        if phase.kind == "movement" and us.side == phase.side:
            us.flags.discard("entered_zoc")
        us.engaged = us.status == "on_map" and us.hex in zocs[us.side]
        if us.engaged:
            us.flags.add("engaged_this_turn")
    update_arrivals(game, fx)
    _leave_when_free(game, fx)
    fx.event("phase", turn=st.turn, kind=phase.kind, side=phase.side, index=index)
    for kinds, hook in registry.PHASE_HOOKS["start"]:
        if kinds is None or phase.kind in kinds:
            hook(game, fx)


def end_phase(game: Game, fx: Effects) -> None:
    """Close the current phase and open the next (or the next turn, or the end)."""
    st = game.state
    phase = game.scenario.turns.sequence[st.phase_index]
    for kinds, hook in registry.PHASE_HOOKS["end"]:
        if kinds is None or phase.kind in kinds:
            hook(game, fx)
    if st.pending is not None:
        # A rule put a question as the phase ends (Reichswald 7.0: which of two equally
        # westernmost units recovers): the phase closes once it is answered, so the answer
        # still belongs to this turn.
        st.extra[PHASE_ENDING] = True
        return
    close_phase(game, fx)


def resume_phase_end(game: Game, fx: Effects) -> None:
    """Close a phase held open by an end-of-phase question once nothing is pending
    (``Game`` calls this after every action)."""
    st = game.state
    if st.pending is None and st.extra.pop(PHASE_ENDING, False):
        close_phase(game, fx)


def close_phase(game: Game, fx: Effects) -> None:
    """The phase's end-of-phase hooks have run: open the next phase (or turn, or the end)."""
    st = game.state
    watch_conditions(game)
    phases = phases_of_turn(game, st.turn)
    later = [i for i in phases if i > st.phase_index]
    if later:
        start_phase(game, later[0], fx)
        return
    end_turn(game, fx)
    if not st.game_over and _advance_turn(game, fx):
        begin_turn(game, fx)


def end_turn(game: Game, fx: Effects) -> None:
    from hexstudio.engine.victory import decide_end_of_turn, score_end_of_turn

    st = game.state
    score_end_of_turn(game, fx)
    decide_end_of_turn(game, fx)
    losses = game.scenario.rules.losses
    if losses.recovery == "unengaged_turn":
        for us in st.units.values():
            if (
                us.status == "on_map" and us.steps_lost > 0 and "engaged_this_turn" not in us.flags
                and (losses.recovery_side is None or us.side == losses.recovery_side)
                and us.hex not in enemy_zoc(game, st, us.side)
            ):
                us.steps_lost -= 1
                fx.unit(us.id)
                fx.event("recovered", unit=us.id)
    elif losses.recovery in registry.RECOVERY_MODES:
        registry.RECOVERY_MODES[losses.recovery](game, fx)
    fx.event("end_of_turn", turn=st.turn)


def _advance_turn(game: Game, fx: Effects) -> bool:
    """Move to the next turn; False (and the game over) after the last."""
    st = game.state
    if st.turn_index + 1 >= len(game.scenario.turns.turns):
        st.game_over = True
        st.termination = "last_turn"
        st.active_side = None
        fx.phase_changed = True
        fx.event("game_over", turn=st.turn)
        return False
    st.turn_index += 1
    return True


# --------------------------------------------------------------------------- start-of-turn steps


def step_weather(game: Game, fx: Effects) -> None:
    st = game.state
    turn = game.scenario.turns.turns[st.turn_index]
    st.weather = None
    if turn.weather:
        st.weather = turn.weather
    else:
        for row in game.scenario.weather.rolls:
            if st.turn in row.turns:
                faces = fx.roll(row.die, "weather")
                total = sum(faces)
                for outcome in row.outcomes:
                    if total in outcome.rolls:
                        st.weather = outcome.weather
                        break
                break
    fx.event("weather", turn=st.turn, weather=st.weather)


def air_points_for(game: Game, side: str) -> int:
    """Air points ``side`` receives this turn (schedule, weather, special rules)."""
    st = game.state
    weather = next((w for w in game.scenario.weather.types if w.id == st.weather), None)
    points = 0
    for aps in game.scenario.air_power.sides:
        if aps.side != side:
            continue
        if aps.from_weather:
            points = weather.air_points.get(side, 0) if weather and weather.air_points else 0
        else:
            points = next((e.points for e in aps.schedule if st.turn in e.turns), 0)
            if weather is not None and weather.air_points and side in weather.air_points:
                points = weather.air_points[side]
    for key, rule in game.air_bonus_after:
        if rule["side"] == side and schedule_due(st, key, rule["schedule"]):
            points += int(rule["points"])
    return points


def step_air_power(game: Game, fx: Effects) -> None:
    st = game.state
    st.air_points = {}
    for aps in game.scenario.air_power.sides:
        st.air_points[aps.side] = air_points_for(game, aps.side)
    fx.event("air_power", turn=st.turn, points=dict(st.air_points))


def step_events(game: Game, fx: Effects) -> None:
    for hook in registry.TURN_EVENTS:
        hook(game, fx)


def step_withdrawals(game: Game, fx: Effects) -> None:
    st = game.state
    for w in game.scenario.withdrawals:
        key = f"withdrawal:{w.id}"
        if w.id in st.withdrawn_groups or not schedule_due(st, key, w.schedule):
            continue
        st.withdrawn_groups.add(w.id)
        candidates = [u for u in w.units if st.units[u].status in ("on_map", "pending")]
        if w.choose is not None and w.choose < len(candidates):
            owner = st.units[candidates[0]].side
            ask(game, Decision(
                kind="withdrawal",
                side=owner,
                options=tuple(candidates),
                text=msg("choose {choose} unit(s) to withdraw ({id})", choose=w.choose, id=w.id),
                data={"group": w.id, "left": w.choose},
            ))
            continue
        for uid in candidates:
            withdraw_unit(game, uid, w.unless_encircled, fx)


def withdraw_unit(game: Game, uid: str, unless_encircled: bool, fx: Effects) -> None:
    st = game.state
    us = st.units[uid]
    if us.status == "on_map" and unless_encircled and _withdrawal_encircled(game, uid):
        st.withdrawing.add(uid)
        fx.event("withdrawal_delayed", unit=uid, reason="encircled")
        return
    fx.unit(uid)
    us.status = "withdrawn"
    us.hex = None
    st.withdrawing.discard(uid)
    fx.event("withdrawn", unit=uid)


def _leave_when_free(game: Game, fx: Effects) -> None:
    st = game.state
    for uid in sorted(st.withdrawing):
        if st.units[uid].status != "on_map":
            st.withdrawing.discard(uid)
        elif not _withdrawal_encircled(game, uid):
            withdraw_unit(game, uid, False, fx)


def _withdrawal_encircled(game: Game, uid: str) -> bool:
    """Encircled for a withdrawal: a rule may say what it is cut off from (Leyte 4.5)."""
    st = game.state
    group = next((w.id for w in game.scenario.withdrawals if uid in w.units), "")
    for fn in registry.WITHDRAWAL_ENCIRCLED:
        verdict = fn(game, st, uid, group)
        if verdict is not None:
            return verdict
    return is_encircled(game, st, uid)


def step_reinforcements(game: Game, fx: Effects) -> None:
    update_arrivals(game, fx)


def update_arrivals(game: Game, fx: Effects) -> None:
    """Mark due reinforcement groups as arrived (their units may enter)."""
    st = game.state
    for r in game.reinforcement_groups():
        if r.id in st.arrived or r.id in st.extra.get(LOST, ()):
            continue
        if r.id in game.returns_of and game.returns_of[r.id] not in st.withdrawn_groups:
            continue
        if schedule_due(st, f"reinforcement:{r.id}", r.schedule):
            st.arrived.add(r.id)
            fx.event("reinforcements_arrive", group=r.id, units=list(r.units))
    apply_early_releases(game, fx)


def apply_early_releases(game: Game, fx: Effects) -> None:
    """Release the units of ``early_release`` triggers that have come due."""
    st = game.state
    for trig in game.early_releases:
        met = st.condition_met.get(trig["key"])
        if met is None or st.turn < met + trig["delay"]:
            continue
        for uid in trig["units"]:
            us = st.units.get(uid)
            if us is None:
                continue
            if not us.released:
                us.released = True
                fx.unit(uid)
                fx.event("released", unit=uid)
            if us.status == "pending":
                for g in game.reinforcement_groups():
                    if uid in g.units and g.id not in st.arrived and g.id not in st.extra.get(LOST, ()):
                        st.arrived.add(g.id)
                        fx.event("reinforcements_arrive", group=g.id, units=list(g.units), early=True)


def step_recovery(game: Game, fx: Effects) -> None:
    """Recovery is checked at the end of the turn (``end_turn``)."""


STEPS = {
    "weather": step_weather,
    "events": step_events,
    "air_power": step_air_power,
    "withdrawals": step_withdrawals,
    "reinforcements": step_reinforcements,
    "recovery": step_recovery,
}
