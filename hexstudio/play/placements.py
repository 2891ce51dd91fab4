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
        faces = self._faces
        chosen = set(selected)
        # Every click redraws from here: a thousand units, so the plain path is kept short.
        for u in state.units.values():
            h = u.hex
            if h is None or not u.on_map:
                continue
            info = faces.get((u.id, u.steps_lost > 0)) or self.face(u.id, u.steps_lost > 0)
            if u.suppressed or u.id in chosen:
                info = info.with_flags(suppressed=u.suppressed, selected=u.id in chosen)
            here = out.get(h)
            if here is None:
                out[h] = [info]
            else:
                here.append(info)
        return out
