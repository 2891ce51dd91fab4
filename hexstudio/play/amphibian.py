"""What the play window asks the engine about Reichswald's amphibians.

An amphibian (rule ``amphibian_transport``) carries one unit from its hex
through the flood. The hexes it may carry that unit to are the carrier's own
reach, each checked by the engine as an ``AmphibianMove`` (boarding and
landing on dry land, the passenger's MP, stacking): the window repeats no rule.
"""

from __future__ import annotations

from hexstudio.engine.game import Game
from hexstudio.engine.movement import Reach
from hexstudio.engine.rules import amphibian_transport
from hexstudio.engine.rules.amphibian_transport import AmphibianMove
from hexstudio.engine.rules.base import compiled
from hexstudio.hexgrid import Hex


def carriers(game: Game) -> frozenset[str]:
    """Every unit the battle's rules name as an amphibian carrier."""
    out: set[str] = set()
    for r in compiled(game, amphibian_transport.NAME):
        out |= set(r["carriers"])
    return frozenset(out)


def carrier_in(game: Game, units: list[str]) -> str | None:
    """The amphibian among ``units`` (on the map), if any."""
    amph = carriers(game)
    return next((u for u in units if u in amph and game.state.units[u].status == "on_map"), None)


class Carry:
    """One amphibian, the unit it carries and where it may take it now."""

    def __init__(self, game: Game, carrier: str, passenger: str, reach: Reach | None = None) -> None:
        self.game, self.carrier, self.passenger = game, carrier, passenger
        self.reach: Reach = reach if reach is not None else game.legal_moves([carrier])
        self.start: Hex | None = game.state.units[carrier].hex
        self._why: dict[Hex, str | None] = {}
        self.log_len = len(game.log)  # the game as it was when the reach was found

    def action(self, h: Hex) -> AmphibianMove:
        path = self.reach.path_to(h) if self.reach.can_reach(h) else (self.start, h)
        return AmphibianMove(self.carrier, self.passenger, tuple(path))  # type: ignore[arg-type]

    def why(self, h: Hex) -> str | None:
        """The engine's reason the carry to ``h`` is refused, or None."""
        if h not in self._why:
            reason = self.reach.why(h) if h != self.start else None
            self._why[h] = reason or self.game.why_illegal(self.action(h))
        return self._why[h]

    def destinations(self) -> dict[Hex, int]:
        """Hexes the passenger may be carried to, with the carrier's MP cost (half MP)."""
        if self.reach.blocked is not None:
            return {}
        return {h: c for h, c in self.reach.destinations().items() if h != self.start and self.why(h) is None}


def best_carry(game: Game, carrier: str, riders: list[str]) -> Carry:
    """The carry of the first rider the engine lets the amphibian take somewhere (else of the first rider)."""
    reach = game.legal_moves([carrier])
    carries = [Carry(game, carrier, r, reach) for r in riders]
    return next((c for c in carries if c.destinations()), carries[0])
