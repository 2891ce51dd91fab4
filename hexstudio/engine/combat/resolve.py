"""Carrying out a combat result, one step and one player choice at a time.

A rolled result becomes a queue of steps kept in ``state.extra["combat"]``
(JSON-like, so undo snapshots and saved games carry it). Steps run in the
order of Monte Castelo 6 and the suggested family default (§A4.7): defender
losses → defender retreat → attacker losses → attacker retreat or advance.
Whenever the rules give a player a choice with more than one answer, the step
stops and leaves a ``Decision`` in ``state.pending``; the answer (core's
``Choose``) is stored in the step and the queue runs on. A choice with a
single answer is taken at once and logged.

Decision kinds: ``combat_loss`` (which unit takes the loss / is eliminated),
``exchange_defender`` / ``exchange_attacker`` (EMP), ``retreat`` (a hex
label), ``chain_retreat`` (which unit leaves an over-full hex), ``advance``
("<unit> <hex>" or "done").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hexstudio.engine.combat.losses import eliminate, step_loss
from hexstudio.engine.combat.named import armor_loss_priority
from hexstudio.engine.combat.retreat import crossing_effect, retreat_options
from hexstudio.engine.combat.situation import is_armored, unit_name, weather
from hexstudio.engine.decisions import Decision, register_decision
from hexstudio.engine.rules.off_map_retreat import OFF_MAP, leave, may_leave
from hexstudio.engine.rules.strategic_bombing import retreat_from_bombed, retreat_into_bombed
from hexstudio.engine.stacking import stacking_problem
from hexstudio.engine.text import local, msg
from hexstudio.engine.zoc import enemy_zoc, fully_encircled, in_sheltered_terrain
from hexstudio.hexgrid import Hex

if TYPE_CHECKING:
    from hexstudio.engine.changes import Effects
    from hexstudio.engine.game import Game

KEY = "combat"
LAST = "last_combat"
DONE = "done"


def active(game: Game) -> dict[str, Any] | None:
    return game.state.extra.get(KEY)


def _alive(game: Game, ids: list[str]) -> list[str]:
    return [u for u in ids if game.state.units[u].status == "on_map"]


def _ask(game: Game, kind: str, side: str, options: list[str], text: str) -> None:
    game.state.pending = Decision(kind, side, tuple(options), text)


def _defenders(game: Game, rec: dict[str, Any]) -> list[str]:
    return [u for u in _alive(game, rec["defenders"]) if game.state.units[u].hex == rec["target"]]


def _loss_candidates(game: Game, rec: dict[str, Any], who: str) -> list[str]:
    if who == "defender":
        here = _defenders(game, rec)
        return armor_loss_priority(game, rec, who, here) or here
    alive = _alive(game, rec["attackers"])
    first = armor_loss_priority(game, rec, who, alive)
    if first:
        return first
    # Reichswald 5.1.8 obs: armored attackers take the losses first when both sides field armor.
    if game.scenario.rules.combat.armored_take_losses_first and rec.get("defender_armored"):
        armored = [u for u in alive if is_armored(game, u)]
        if armored:
            return armored
    return alive


def _exempt(game: Game, rec: dict[str, Any], uid: str, role: str, code: str, effect: str) -> bool:
    """Does a ``retreat_exemption`` special rule spare this unit from part of ``code``?"""
    from hexstudio.engine.combat.modifiers import retreat_exemptions
    from hexstudio.engine.combat.named import combat_rules

    us = game.state.units[uid]
    if us.hex is None:
        return False
    found = retreat_exemptions(
        combat_rules(game), code=code, role=role, side=us.side,  # type: ignore[arg-type]
        nationality=game.unit_defs[uid].nationality, terrain=[game.view.terrain(us.hex), *game.view.features(us.hex)],
    )
    return effect in found


def _side(game: Game, rec: dict[str, Any], who: str) -> str:
    return rec["enemy"] if who == "defender" else rec["side"]


def _names(game: Game, ids: list[str]) -> str:
    return ", ".join(unit_name(game, u) for u in ids)


# --------------------------------------------------------------------------- building the queue


def build_queue(game: Game, rec: dict[str, Any], codes: dict[str, str | None]) -> list[dict[str, Any]]:
    """The steps of a CRT cell (``codes``: defender, attacker, both)."""
    results = game.scenario.crt.results
    rules = game.scenario.rules.combat
    q: list[dict[str, Any]] = []
    both = codes.get("both")
    if both:
        eff = results[both]
        if eff.exchange:
            q.append({"op": "exchange", "stage": "defender", "value": 0, "removed": 0, "count": 0, "code": both})
            if eff.retreat:
                q.append({"op": "retreat_group", "who": "defender", "hexes": eff.retreat, "code": both})
            if eff.may_advance:
                q.append({"op": "advance", "moved": {}})
            return q
        for who in ("defender", "attacker") if eff.side == "both" else ():
            if eff.eliminate:
                q.append({"op": "lose", "who": who, "what": "eliminate", "count": eff.eliminate, "code": both})
            if eff.step_losses:
                q.append({"op": "lose", "who": who, "what": "step", "count": eff.step_losses, "code": both})
        return q
    d = results[codes["defender"]] if codes.get("defender") else None
    a = results[codes["attacker"]] if codes.get("attacker") else None
    if d is not None:
        if d.eliminate:
            q.append({"op": "lose", "who": "defender", "what": "eliminate", "count": d.eliminate, "code": codes["defender"]})
        if d.step_losses:
            q.append({"op": "lose", "who": "defender", "what": "step", "count": d.step_losses, "code": codes["defender"]})
        if d.retreat:
            q.append({"op": "retreat_group", "who": "defender", "hexes": d.retreat, "code": codes["defender"]})
    attacker_retreat = 0
    if d is not None and d.opponent_retreats and rules.defender_holds_retreat_attackers:
        attacker_retreat = d.opponent_retreats
    if a is not None:
        if a.eliminate:
            q.append({"op": "lose", "who": "attacker", "what": "eliminate", "count": a.eliminate, "code": codes["attacker"]})
        if a.step_losses:
            q.append({"op": "lose", "who": "attacker", "what": "step", "count": a.step_losses, "code": codes["attacker"]})
        # A retreat both parts of the cell name is made once (§A4.7).
        attacker_retreat = max(attacker_retreat, a.retreat)
    if attacker_retreat:
        q.append({"op": "retreat_group", "who": "attacker", "hexes": attacker_retreat,
                  "code": codes["attacker"] if a is not None and a.retreat else codes.get("defender") or ""})
    elif a is not None and a.may_advance:
        q.append({"op": "advance", "moved": {}})
    return q


# --------------------------------------------------------------------------- the loop


def run(game: Game, fx: Effects) -> None:
    """Carry out queued steps until a player must choose or the combat ends."""
    rec = active(game)
    while rec is not None and rec["queue"]:
        op = rec["queue"][0]
        done = OPS[op["op"]](game, rec, op, fx)
        if game.state.pending is not None:
            return
        if done:
            rec["queue"].pop(0)
    if rec is not None:
        finish(game, rec, fx)


def finish(game: Game, rec: dict[str, Any], fx: Effects) -> None:
    st = game.state
    fx.event("combat_over", kind=rec["kind"], target=game.label(rec["target"]))
    st.extra[LAST] = {
        "kind": rec["kind"], "target": rec["target"], "result": rec.get("result", ""),
        "attackers": list(rec["attackers"]), "defenders": list(rec["defenders"]),
    }
    del st.extra[KEY]


def _insert(rec: dict[str, Any], *ops: dict[str, Any]) -> None:
    rec["queue"][1:1] = list(ops)


# --------------------------------------------------------------------------- losses


def op_lose(game: Game, rec: dict[str, Any], op: dict[str, Any], fx: Effects) -> bool:
    cands = [u for u in _loss_candidates(game, rec, op["who"]) if not _exempt(game, rec, u, op["who"], op["code"], "no_losses")]
    if op["count"] <= 0 or not cands:
        return True
    uid = op.pop("answer", None)
    if uid is None:
        if len(cands) == 1:
            uid = cands[0]
        else:
            if op["what"] == "eliminate":
                text = msg("{code}: choose which unit is eliminated", code=op["code"])
            else:
                text = msg("{code}: choose which unit takes the step loss", code=op["code"])
            _ask(game, "combat_loss", _side(game, rec, op["who"]), cands, text)
            return False
    reason = msg("{code} at {hex}", code=op['code'], hex=game.label(rec['target']))
    if op["what"] == "eliminate":
        eliminate(game, uid, fx, reason)
    else:
        step_loss(game, uid, fx, reason)
    rec["lost"].append(uid)
    op["count"] -= 1
    return op["count"] <= 0


def op_exchange(game: Game, rec: dict[str, Any], op: dict[str, Any], fx: Effects) -> bool:
    """EMP (§A4.6): the defender eliminates one (or one or more) of its units;
    the attacker then eliminates attack value of at least their defence."""
    mode = game.scenario.rules.combat.exchange
    reason = msg("{code} at {hex}", code=op['code'], hex=game.label(rec['target']))
    if op["stage"] == "defender":
        cands = [u for u in _defenders(game, rec) if not _exempt(game, rec, u, "defender", op["code"], "no_losses")]
        answer = op.pop("answer", None)
        if answer == DONE:
            op["stage"] = "attacker"
            return False
        if answer is None and cands and len(cands) == 1 and (mode == "one" or op["count"] == 0):
            answer = cands[0]
        if answer is not None:
            op["value"] += game.current_values(answer).defence
            eliminate(game, answer, fx, reason)
            rec["lost"].append(answer)
            op["count"] += 1
            if mode == "one":
                op["stage"] = "attacker"
            return False
        if not cands:
            op["stage"] = "attacker"
            return False
        options = list(cands) + ([DONE] if op["count"] >= 1 else [])
        text = (msg("{code}: eliminate one of your units (or stop)", code=op["code"]) if op["count"]
                else msg("{code}: eliminate one of your units", code=op["code"]))
        _ask(game, "exchange_defender", rec["enemy"], options, text)
        return False
    need = op["value"] - op["removed"]
    if need <= 0:
        fx.event("exchange", defence_lost=op["value"], attack_lost=op["removed"])
        return True
    cands = _loss_candidates(game, rec, "attacker")
    alive = _alive(game, rec["attackers"])
    if not alive:
        return True
    total = sum(game.current_values(u).attack for u in alive)
    if total <= need and op.get("answer") is None:
        # U27 (i): attackers who cannot pay the whole value are all eliminated.
        for u in alive:
            op["removed"] += game.current_values(u).attack
            eliminate(game, u, fx, msg("{reason}: attack value {total} short of {need}", reason=reason, total=total, need=need) if total < need else reason)
            rec["lost"].append(u)
        fx.event("exchange", defence_lost=op["value"], attack_lost=op["removed"])
        return True
    answer = op.pop("answer", None)
    if answer is None and len(cands) == 1:
        answer = cands[0]
    if answer is None:
        _ask(game, "exchange_attacker", rec["side"], cands,
             msg("{code}: eliminate attacking units worth at least {need} more attack points", code=op["code"], need=need))
        return False
    op["removed"] += game.current_values(answer).attack
    eliminate(game, answer, fx, reason)
    rec["lost"].append(answer)
    return False


# --------------------------------------------------------------------------- retreat


def op_retreat_group(game: Game, rec: dict[str, Any], op: dict[str, Any], fx: Effects) -> bool:
    if op["who"] == "defender":
        units = _defenders(game, rec)
    else:
        units = _alive(game, rec["attackers"])
        if game.scenario.rules.zoc.sheltered_terrain:
            # Monte Castelo 6.6.1: attackers in sheltered terrain need not retreat.
            stay = [u for u in units if in_sheltered_terrain(game, game.state.units[u].hex)]  # type: ignore[arg-type]
            for u in stay:
                fx.event("retreat_ignored", unit=u, reason=msg("sheltered terrain"))
            units = [u for u in units if u not in stay]
    code = op.get("code", "")
    kept = [u for u in units if _exempt(game, rec, u, op["who"], code, "no_retreat")]
    for u in kept:
        fx.event("retreat_ignored", unit=u, reason=msg("special rule: no retreat in this terrain"))
    units = [u for u in units if u not in kept]
    # The books give no order for a stack's retreats; each unit's hex is its owner's answer,
    # so the scenario order only says whose question comes first.
    _insert(rec, *({"op": "retreat_unit", "unit": u, "left": op["hexes"], "stage": "first", "depth": 0} for u in units))
    return True


def _move(game: Game, rec: dict[str, Any], uid: str, dest: Hex, fx: Effects, why: str) -> bool:
    """Retreat one hex, paying for the hexside crossed. True if the unit survives."""
    from hexstudio.engine.core_rules import occupy

    st = game.state
    us = st.units[uid]
    origin = us.hex
    assert origin is not None
    effect, feature = crossing_effect(game, uid, origin, dest)
    reason = msg("retreat across {feature} from {hex}", feature=next((local(t.name).lower() for t in game.scenario.hexside_types if t.id == feature), feature), hex=game.label(origin))
    if effect == "destroyed" or (effect == "step_or_destroy" and uid in rec["lost"]):
        eliminate(game, uid, fx, reason)
        return False
    if effect in ("step", "step_or_destroy"):
        rec["lost"].append(uid)
        if step_loss(game, uid, fx, reason):
            return False
    fx.unit(uid)
    us.hex = dest
    fx.unit(uid)
    occupy(game, uid, [dest])
    fx.event("retreat", unit=uid, frm=game.label(origin), to=game.label(dest), why=why)
    return True


def _chain_allowed(game: Game, depth: int) -> bool:
    """The first retreating unit (depth 0) may enter a full hex when chains are
    allowed at all; a displaced piece at depth d only while d < chain_depth."""
    r = game.scenario.rules.retreat
    return r.chain_retreat and depth < r.chain_depth


def op_retreat_unit(game: Game, rec: dict[str, Any], op: dict[str, Any], fx: Effects) -> bool:
    st = game.state
    uid = op["unit"]
    us = st.units[uid]
    if us.status != "on_map" or us.hex is None:
        return True
    rules = game.scenario.rules.retreat
    origin = us.hex
    if op["stage"] == "first" and not op.get("visited") and retreat_from_bombed(game, uid):
        eliminate(game, uid, fx, msg("ordered to retreat from the bombed city at {hex} (Reichswald 5.1.2)", hex=game.label(origin)))
        return True
    # A retreat never goes back into the hex it just left (or the attacked hex for the attacker).
    exclude = frozenset(op.get("visited", []))
    opts = retreat_options(game, uid, origin, exclude)
    chain_ok = _chain_allowed(game, op["depth"])
    ends = opts.free + (opts.full if chain_ok else [])
    answer = op.pop("answer", None)
    name = unit_name(game, uid)

    if op["stage"] == "second":
        # §A4.8.5: the encircled unit's second hex; every piece takes a loss here
        # unless it passed through friendly units (sheltered retreat).
        if not ends:
            eliminate(game, uid, fx, msg("encircled retreat: no hex free of enemy ZOC beyond {hex}", hex=game.label(origin)))
            return True
        if answer is None and len(ends) == 1:
            answer = game.label(ends[0])
        if answer is None:
            _ask(game, "retreat", us.side, [game.label(h) for h in ends], msg("{name}: second hex of the encircled retreat", name=name))
            return False
        if not op.get("sheltered"):
            rec["lost"].append(uid)
            if step_loss(game, uid, fx, msg("encircled retreat, second hex")):
                return True
        dest = game.grid.parse(answer)
        if _move(game, rec, uid, dest, fx, msg("encircled retreat, second hex")):
            _after(game, rec, uid, dest, op)
        return True

    if op["stage"] == "first" and may_leave(game, uid, origin):
        # Reichswald 5.3 (``off_map_retreat``): off the side's own edge, back next turn.
        choices = [game.label(h) for h in ends] + [OFF_MAP]
        if answer is None and len(choices) == 1:
            answer = OFF_MAP
        if answer is None:
            _ask(game, "retreat", us.side, choices, msg("{name} retreats from {hex}: choose a hex or off map", name=name, hex=game.label(origin)))
            return False
        if answer == OFF_MAP:
            leave(game, uid, origin, fx)
            return True
        ends = ends or [game.grid.parse(answer)]
    if ends:
        if answer is None and len(ends) == 1:
            answer = game.label(ends[0])
        if answer is None:
            _ask(game, "retreat", us.side, [game.label(h) for h in ends], msg("{name} retreats from {hex}: choose a hex", name=name, hex=game.label(origin)))
            return False
        dest = game.grid.parse(answer)
        if not _move(game, rec, uid, dest, fx, "retreat"):
            return True
        op["left"] -= 1
        if retreat_into_bombed(game, dest):
            # Reichswald 5.1.2 obs: into a bombed city, then out again with a loss.
            rec["lost"].append(uid)
            if step_loss(game, uid, fx, msg("retreated into the bombed city at {hex}", hex=game.label(dest))):
                return True
            op["left"] += 1
        op.setdefault("visited", []).append(origin)
        if op["left"] > 0:
            return False
        _after(game, rec, uid, dest, op)
        return True

    if opts.zoc:
        encircled_mc = rules.encircled == "monte_castelo"
        already_lost = uid in rec["lost"]
        friendly = [h for h in opts.zoc if st.occupant_side(h) == us.side]
        shelters = friendly + ([h for h in opts.zoc if in_sheltered_terrain(game, h) and h not in friendly] if encircled_mc else [])
        protected_all = encircled_mc or rules.sheltered == "all"
        choices = opts.zoc
        if already_lost and not protected_all:
            # §A4.8.6: a unit that already lost a step is eliminated unless it
            # can retreat through friendly units.
            choices = friendly
            if not choices:
                eliminate(game, uid, fx, msg("encircled after a loss, with no friendly unit to retreat through"))
                return True
        if answer is None and len(choices) == 1:
            answer = game.label(choices[0])
        if answer is None:
            spared = msg("through friendly units or sheltered terrain") if encircled_mc else msg("through friendly units")
            loss = msg("a step loss unless it passes {spared}", spared=spared) if protected_all or already_lost else msg("a step loss")
            _ask(game, "retreat", us.side, [game.label(h) for h in choices],
                 msg("{name} is encircled: choose the first hex of its retreat (it then retreats a second hex, with {loss})", name=name, loss=loss))
            return False
        dest = game.grid.parse(answer)
        sheltered = dest in shelters and (protected_all or already_lost)
        if not _move(game, rec, uid, dest, fx, msg("encircled retreat, first hex")):
            return True
        op.update(stage="second", sheltered=sheltered, visited=[*op.get("visited", []), origin])
        return False

    if opts.water and rules.into_water == "destroyed":
        eliminate(game, uid, fx, msg("retreated into the sea"))
        return True
    if rules.encircled == "monte_castelo" and fully_encircled(game, st, uid):
        # Monte Castelo 6.6.1: completely encircled, the retreat becomes a step loss;
        # retreat plus loss eliminates it.
        if uid in rec["lost"]:
            eliminate(game, uid, fx, msg("completely encircled after a loss"))
        else:
            rec["lost"].append(uid)
            step_loss(game, uid, fx, msg("completely encircled: the retreat becomes a step loss"))
        return True
    eliminate(game, uid, fx, msg("no legal retreat from {hex}", hex=game.label(origin)))
    return True


def _after(game: Game, rec: dict[str, Any], uid: str, dest: Hex, op: dict[str, Any]) -> None:
    """A retreat that ends in an over-full hex displaces a piece (chain retreat, §A4.8.2)."""
    if game.state.units[uid].status != "on_map":
        return
    if stacking_problem(game, game.state, dest, []) is not None:
        _insert(rec, {"op": "chain", "hex": dest, "side": game.state.units[uid].side, "depth": op["depth"] + 1})


def op_chain(game: Game, rec: dict[str, Any], op: dict[str, Any], fx: Effects) -> bool:
    st = game.state
    h = op["hex"]
    if stacking_problem(game, st, h, []) is None:
        return True
    units = [u.id for u in st.units_at(h) if u.side == op["side"]]
    answer = op.pop("answer", None)
    if answer is None:
        _ask(game, "chain_retreat", op["side"], units, msg("{hex} is over-full: choose a unit to retreat on", hex=game.label(h)))
        return False
    fx.event("chain_retreat", unit=answer, hex=game.label(h))
    _insert(rec, {"op": "retreat_unit", "unit": answer, "left": 1, "stage": "first", "depth": op["depth"]})
    return True


# --------------------------------------------------------------------------- advance


def advance_allowance(game: Game, uid: str) -> int:
    t = game.unit_types[game.unit_defs[uid].type]
    n = t.advance if t.advance is not None else game.scenario.rules.advance.default_hexes
    w = weather(game)
    from hexstudio.engine import registry

    for rule in registry.ADVANCE_ALLOWANCE:
        n = rule(game, uid, n)
    if w is not None and w.advance_limit is not None:
        n = min(n, w.advance_limit)
    return n


def advance_options(game: Game, rec: dict[str, Any], op: dict[str, Any]) -> list[str]:
    from hexstudio.engine import registry

    st = game.state
    target: Hex = rec["target"]
    if any(u.side != rec["side"] for u in st.units_at(target)):
        return []
    rules = game.scenario.rules.advance
    out: list[str] = []
    for uid in _alive(game, rec["attackers"]):
        moved = op["moved"].get(uid, 0)
        if moved >= advance_allowance(game, uid):
            continue
        pos = st.units[uid].hex
        assert pos is not None
        if moved == 0:
            steps = [target] if pos.distance(target) == 1 else []
        else:
            if not rules.ignores_zoc and pos in enemy_zoc(game, st, rec["side"]):
                continue
            steps = pos.neighbours()
            if rules.extra_hex_terrain:
                allowed = set(rules.extra_hex_terrain)
                steps = [h for h in steps if allowed & {game.view.terrain(h), *game.view.features(h)}]
        entry = game.costs.entry_costs(game.movement_class(uid))
        for h in steps:
            i = game.costs.index.get(h)
            if i is None or entry[i] < 0 or game.view.is_water(h):
                continue
            occ = st.occupant_side(h)
            if occ is not None and occ != rec["side"]:
                continue
            if stacking_problem(game, st, h, [uid]) is not None:
                continue
            if any(check(game, uid, pos, h, moved) for check in registry.ADVANCE_STEP_CHECKS):
                continue
            out.append(f"{uid} {game.label(h)}")
    return out


def op_advance(game: Game, rec: dict[str, Any], op: dict[str, Any], fx: Effects) -> bool:
    from hexstudio.engine.core_rules import occupy

    answer = op.pop("answer", None)
    if answer == DONE:
        return True
    if answer is not None:
        uid, label = answer.rsplit(" ", 1)
        us = game.state.units[uid]
        dest = game.grid.parse(label)
        fx.unit(uid)
        frm = us.hex
        us.hex = dest
        fx.unit(uid)
        occupy(game, uid, [dest])
        op["moved"][uid] = op["moved"].get(uid, 0) + 1
        fx.event("advance", unit=uid, frm=game.label(frm) if frm else None, to=label)
    options = advance_options(game, rec, op)
    if not options:
        return True
    _ask(game, "advance", rec["side"], [*options, DONE], msg("Advance after combat: move a unit one hex, or stop"))
    return False


# --------------------------------------------------------------------------- bombardment


def op_suppress(game: Game, rec: dict[str, Any], op: dict[str, Any], fx: Effects) -> bool:
    for uid in _defenders(game, rec):
        game.state.units[uid].suppressed = True
        fx.unit(uid)
        fx.event("suppressed", unit=uid, hex=game.label(rec["target"]))
    return True


OPS = {
    "lose": op_lose,
    "exchange": op_exchange,
    "retreat_group": op_retreat_group,
    "retreat_unit": op_retreat_unit,
    "chain": op_chain,
    "advance": op_advance,
    "suppress": op_suppress,
}


def answer(game: Game, d: Decision, choice: str, fx: Effects) -> None:
    """Resolver of every combat decision: hand the answer to the waiting step."""
    rec = active(game)
    if rec is None or not rec["queue"]:
        return
    rec["queue"][0]["answer"] = choice
    run(game, fx)


for _kind in ("combat_loss", "exchange_defender", "exchange_attacker", "retreat", "chain_retreat", "advance"):
    register_decision(_kind, answer)
