"""What the play window asks the engine about Monte Castelo's bombardment stage.

The off-map artillery and aviation pieces (rule ``bombardment_stage``) never
stand on the board, so the combat panel lists them instead of guns in range.
Which hexes may be fired on is the engine's answer (``why_illegal`` of a
``StageBombard`` with one piece of each command), never a rule of our own.
"""

from __future__ import annotations

from dataclasses import dataclass

from hexstudio.engine.combat.situation import bombard_power
from hexstudio.engine.combat.support import division_of
from hexstudio.engine.game import Game
from hexstudio.engine.rules import bombardment_stage
from hexstudio.engine.rules.base import compiled
from hexstudio.engine.rules.bombardment_stage import StageBombard
from hexstudio.hexgrid import Hex


@dataclass(frozen=True)
class Piece:
    """One bombardment piece a side may still fire this turn."""

    uid: str
    pb: int
    command: str


def has_stage(game: Game) -> bool:
    """True in a bombardment phase of a battle whose pieces fire off the map."""
    return game.phase_kind() == "bombardment" and bool(compiled(game, bombardment_stage.NAME))


def pieces(game: Game, side: str) -> list[Piece]:
    """The side's pieces still available this turn (released, not yet fired), by command."""
    if not compiled(game, bombardment_stage.NAME):
        return []
    out = [Piece(uid, bombard_power(game, uid), division_of(game, uid) or "") for uid in bombardment_stage.available_pieces(game, side)]
    return sorted(out, key=lambda p: p.command)


def pb_cap(game: Game) -> int | None:
    """The most PB one hex may take in a stage, as the scenario's rule says (None: no cap)."""
    for r in game.scenario.special_rules:
        if r.rule in (bombardment_stage.NAME, "bombardment_limits") and "max_pb_per_hex" in r.params:
            return int(r.params["max_pb_per_hex"])
    return None


def command_name(game: Game, command: str) -> str:
    """The command's name as a player says it (the scenario's gloss in brackets left off)."""
    f = next((x for x in game.scenario.formations if x.id == command), None)
    return f.name.split(" (", 1)[0] if f is not None else command


def legal_targets(game: Game, side: str) -> dict[Hex, list[str]]:
    """Enemy hexes the side may bombard now, with the commands that may fire there."""
    by_cmd: dict[str, str] = {}
    for p in pieces(game, side):
        by_cmd.setdefault(p.command, p.uid)
    st = game.state
    enemy = sorted({u.hex for u in st.units.values() if u.side != side and u.status == "on_map" and u.hex is not None},
                   key=game.label)
    out: dict[Hex, list[str]] = {}
    for h in enemy:
        cmds = [c for c, uid in by_cmd.items() if game.why_illegal(StageBombard(side, h, (uid,))) is None]
        if cmds:
            out[h] = cmds
    return out


def no_target_reason(game: Game, side: str) -> str | None:
    """Why the side may fire on no hex at all, when the engine gives one reason for every enemy hex
    (night, the other side has fired first...); None when the reasons differ from hex to hex."""
    ps = pieces(game, side)
    if not ps:
        return None
    st = game.state
    enemy = {u.hex for u in st.units.values() if u.side != side and u.status == "on_map" and u.hex is not None}
    reasons = {game.why_illegal(StageBombard(side, h, (ps[0].uid,))) for h in enemy}
    return next(iter(reasons)) if len(reasons) == 1 else None
