"""The counters of a game position, as the board draws them."""

from __future__ import annotations

from collections.abc import Collection

from hexstudio.board.counters import CounterInfo, counter_info
from hexstudio.engine.game import Game
from hexstudio.engine.state import GameState
from hexstudio.hexgrid import Hex


class FaceCache:
    """Counter faces by (unit, reduced): built once, flagged per position."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._faces: dict[tuple[str, bool], CounterInfo] = {}

    def face(self, uid: str, reduced: bool) -> CounterInfo:
        key = (uid, reduced)
        f = self._faces.get(key)
        if f is None:
            f = counter_info(self.game.scenario, self.game.unit_defs[uid], reduced)
            self._faces[key] = f
        return f

    def placements(self, state: GameState, selected: Collection[str] = ()) -> dict[Hex, list[CounterInfo]]:
        """Every counter on the map, reduced face after a step loss, selection marked."""
        out: dict[Hex, list[CounterInfo]] = {}
        for u in state.units.values():
            if u.status != "on_map" or u.hex is None:
                continue
            info = self.face(u.id, u.steps_lost > 0)
            if u.suppressed or u.id in selected:
                info = info.with_flags(suppressed=u.suppressed, selected=u.id in selected)
            out.setdefault(u.hex, []).append(info)
        return out
