"""The game: a scenario, a seed and the actions played so far.

``Game`` is the one checked entry point of the rules (python-chess style)::

    game = Game(load_scenario("scenarios/tutorial.json"), seed=7)
    reach = game.legal_moves(["us-745tk"])        # where the tank may go
    game.apply(MoveStack(("us-745tk",), reach.path_to(dest)))
    game.apply(EndPhase())
    game.undo()                                   # back to the last commit point

``apply`` validates the action through the handler registered for its type
(``registry.register_handler``) and raises a specific ``IllegalAction``
saying why, or applies it, appends it to ``log`` and returns a ``Changes``
record of what to repaint.

Undo restores the snapshot taken before an action, back to the last commit
point: a die roll, the end of a phase or the hand-over to the other player
(what the dice said cannot be taken back). Redo re-applies undone actions.

The game is fully determined by (scenario, seed, actions): ``replay`` builds
it again, and ``engine/save.py`` stores exactly that.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum

from hexstudio.engine import registry
from hexstudio.engine.actions import Action
from hexstudio.engine.changes import Changes, Effects, Event
from hexstudio.engine.control import settle
from hexstudio.engine.decisions import pose_next
from hexstudio.engine.errors import DecisionPending, GameOver, IllegalAction
from hexstudio.engine.position import Positions
from hexstudio.engine.readonly import enabled_by_environment, iterate_read_only, read_only
from hexstudio.engine.state import GameState, StateSnapshot
from hexstudio.engine.terrain_costs import CompiledMap
from hexstudio.engine.text import msg
from hexstudio.engine.values import current_values
from hexstudio.hexgrid import Grid, Hex
from hexstudio.scenario.holdings import start_holders
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.model import PhaseDef, Reinforcement, Scenario, Schedule, Unit, UnitType, Values

# Rule packages that register handlers when imported. The combat package is
# optional so the core works (and is tested) on its own.
PLUGINS = (
    "hexstudio.engine.core_rules",
    "hexstudio.engine.exits",
    "hexstudio.engine.sea",
    "hexstudio.engine.map_events",
    "hexstudio.engine.combat",
    "hexstudio.engine.rules",
    # Reichswald and Monte Castelo rules (one module each)
    "hexstudio.engine.rules.release_turns",
    "hexstudio.engine.rules.ranged_units",
    "hexstudio.engine.rules.suppression",
    "hexstudio.engine.rules.fortification_capture",
    "hexstudio.engine.rules.flood_effects",
    "hexstudio.engine.rules.encircled_retreat",
    "hexstudio.engine.rules.armor_escort",
    "hexstudio.engine.rules.allied_recovery",
    "hexstudio.engine.rules.off_map_retreat",
    "hexstudio.engine.rules.strategic_bombing",
    "hexstudio.engine.rules.bombardment_stage",
    "hexstudio.engine.rules.pontoneer_bridge",
    "hexstudio.engine.rules.amphibian_transport",
    "hexstudio.engine.rules.exit_scoring",
)


def load_plugins() -> None:
    for name in PLUGINS:
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name != name:
                raise


class Termination(StrEnum):
    LAST_TURN = "last_turn"
    CONCEDED = "conceded"
    ANNIHILATION = "annihilation"
    AUTOMATIC_VICTORY = "automatic_victory"


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game: winner (None for a draw), points, why it ended."""

    winner: str | None
    points: dict[str, int]
    termination: Termination


@dataclass(frozen=True)
class LogEntry:
    """One line of the game record: an action (None for the game start) and its events."""

    action: Action | None
    events: tuple[Event, ...]
    turn: int
    phase_index: int
    commit: bool


_movement = None  # engine.movement, imported on first use (it imports this module)


def _load_movement():  # -> the engine.movement module
    global _movement
    from hexstudio.engine import movement

    _movement = movement
    return movement


class Game:
    """A game in progress. See the module docstring."""

    # Check that every query leaves the state as it found it (engine/readonly.py);
    # on in the test suite, or with HEXSTUDIO_CHECK_QUERIES=1.
    verify_queries: bool = False

    def __init__(self, scenario: Scenario, seed: int = 0) -> None:
        load_plugins()
        self.verify_queries = enabled_by_environment()
        self._query_depth = 0
        from hexstudio.engine import turns

        self.scenario = scenario
        self.seed = int(seed)
        self._base_view = MapView.build(scenario)
        self.grid: Grid = self._base_view.grid
        self.unit_defs: dict[str, Unit] = scenario.unit_by_id()
        self.unit_types: dict[str, UnitType] = {t.id: t for t in scenario.unit_types}
        self.sides: list[str] = [s.id for s in scenario.sides]
        self.unit_side: dict[str, str] = {u.id: scenario.side_of(u) for u in scenario.units}
        self._base_costs = CompiledMap.build(scenario, self._base_view)
        self._profiles: dict[str, str] = {}  # movement_profile per unit
        # Maps changed by scenario events (floods, new bridges), by the events applied.
        self._maps: dict[tuple[str, ...], tuple[MapView, CompiledMap]] = {(): (self._base_view, self._base_costs)}
        self.map_event_defs: dict[str, dict] = {}
        self.state = GameState()
        # Who holds what before the first move (start_control); control.py adds what is taken.
        self.start_holders: dict[Hex, str] = start_holders(scenario, self._base_view)
        self._compile_schedules()
        self.log: list[LogEntry] = []
        self._undo: list[tuple[StateSnapshot, int]] = []
        self._redo: list[Action] = []
        # Reach results are reused while the position does not change (the
        # legal-action generator and check() ask for the same stack often).
        self._version = 0
        self._reach_cache: dict[tuple[str, ...], object] = {}
        self._reach_version = -1
        self._applying = False  # caches are bypassed while a handler changes the state...
        # ...except what check() found for the action being applied, until the
        # handler touches a unit: (state, table changes, the handler's Effects).
        self._window: tuple[GameState, int, Effects] | None = None
        self._positions = Positions()  # per side: enemy and friendly hexes, zones of control
        self._position_cache: dict[str, object] = {}  # movement._position's congestion tolls, per side
        self._zoc_hex_by_map: dict[tuple[str, ...], dict[Hex, list[Hex]]] = {}
        self._zoc_idx_by_map: dict[tuple[str, ...], dict[Hex, tuple]] = {}  # zoc.zoc_indexes
        self._hex_limits_by_map: dict[tuple[str, ...], dict[Hex, int]] = {}  # stacking.hex_limit
        self._stack_here: tuple | None = None  # stacking._here_table: who stands where, by map index
        self._stack_checks: tuple | None = None  # stacking._extra_checks: the battle's stacking rules, per map
        fx = Effects(self)
        self._applying = True  # no query cached while the start changes the state
        try:
            turns.start_game(self, fx)
        finally:
            self._applying = False
            self.changed()
        self.state.log_length = 1
        self.log.append(LogEntry(None, tuple(fx.events), self.state.turn, self.state.phase_index, True))

    def _compile_schedules(self) -> None:
        from hexstudio.engine.conditions import watched_hexes
        from hexstudio.engine.rulebook import ActiveRule, active_rules
        from hexstudio.engine.specials import compile_specials

        sc = self.scenario
        # A withdrawal's "returns" group may only arrive after the withdrawal.
        self.returns_of: dict[str, str] = {w.returns.id: w.id for w in sc.withdrawals if w.returns is not None}
        self.extra_schedules: list[tuple[str, Schedule]] = []
        self.air_bonus_after: list[tuple[str, dict]] = []
        self.air_bonus_once: dict[str, dict] = {}
        self.exit_zones: list = []  # exits.ExitZone
        self.no_move: dict[str, set[int]] = {}
        self.early_releases: list[dict] = []
        self.extra_flags: dict[str, set[str]] = {}  # unit flags given by special rules
        self.sea_rules: list[dict] = []
        self.river_rule: dict | None = None
        self.port_rules: dict[str, dict] = {}
        self.obligation_exemptions: list[tuple[str | None, frozenset[str]]] = []
        self.no_engagement: list[tuple[frozenset[str], frozenset[str]]] = []
        self.must_occupy: list[dict] = []
        self.victory_rules: list[tuple[str, dict]] = []  # (rule, params) read by victory.py
        self.rule_warnings: list[str] = []  # special-rule parameters the engine could not use
        # The special rules with their parameters checked against each rule's model (typed).
        self.special_rules: list[ActiveRule] = active_rules(sc)
        self._base_costs.road_rules = self._road_rules()
        for r in self._base_costs.road_rules:  # the road-only terrain of each listed class, at once
            for cls in r["classes"]:
                self._base_costs.road_only(cls)
        compile_specials(self)
        watched: set[Hex] = set()
        for r in self.reinforcement_groups():
            watched_hexes(self, r.schedule.when, watched)
        for w in sc.withdrawals:
            watched_hexes(self, w.schedule.when, watched)
        for _, sched in self.extra_schedules:
            watched_hexes(self, sched.when, watched)
        for trig in self.early_releases:
            watched_hexes(self, trig["when"], watched)
        self.watched_hexes = frozenset(watched)

    # --- the map as it stands (scenario events may change it) --------------------
    def _current_map(self) -> tuple[MapView, CompiledMap]:
        events = self.state.map_events
        if not events:  # the scenario's own map (most games, every query)
            return self._maps[()]
        key = tuple(events)
        got = self._maps.get(key)
        if got is None:
            from hexstudio.engine.map_events import changed_scenario

            sc = changed_scenario(self, key)
            view = MapView.build(sc)
            costs = CompiledMap.build(sc, view)
            costs.road_rules = self._road_rules()
            got = self._maps[key] = (view, costs)
        return got

    def _road_rules(self) -> list:
        return [r.params for r in self.special_rules if r.rule == "motorized_mountain_roads"]

    @property
    def view(self) -> MapView:
        """The map view now: the scenario's, or as changed by map events."""
        return self._current_map()[0]

    @property
    def costs(self) -> CompiledMap:
        """The compiled movement map now (see ``view``)."""
        return self._current_map()[1]

    @property
    def _zoc_hex(self) -> dict[Hex, list[Hex]]:
        return self._zoc_hex_by_map.setdefault(tuple(self.state.map_events), {})

    def reinforcement_groups(self) -> list[Reinforcement]:
        """Every reinforcement group, including withdrawn units' returns."""
        out = list(self.scenario.reinforcements)
        out += [w.returns for w in self.scenario.withdrawals if w.returns is not None]
        return out

    # --- the checked entry point ---------------------------------------------
    @read_only
    def check(self, action: Action) -> None:
        """Raise the IllegalAction that ``apply`` would raise, or return."""
        st = self.state
        if st.game_over:
            raise GameOver(msg("the game is over"))
        handler = registry.HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(msg("no rule handles the action '{name}'", name=type(action).__name__))
        if st.pending is not None:
            from hexstudio.engine.actions import Choose

            if not isinstance(action, Choose) and st.pending.kind not in type(action).answers:
                raise DecisionPending(msg("first answer: {text}", text=st.pending.text))
        handler.check(self, action)
        for extra in registry.ACTION_CHECKS.get(type(action), ()):
            why = extra(self, action)
            if why:
                raise IllegalAction(why)

    def apply(self, action: Action) -> Changes:
        """Apply a legal action; raise IllegalAction (unchanged state) if it is not."""
        changes = self._apply(action)
        self._redo.clear()
        return changes

    def _apply(self, action: Action, undoable: bool = True) -> Changes:
        """Check and apply ``action``. ``undoable`` False (``replay`` only) takes
        no undo snapshot: a failure then leaves the state half-changed, and the
        caller must drop the game."""
        self.check(action)
        handler = registry.HANDLERS[type(action)]
        before = self.state.snapshot() if undoable else None
        fx = Effects(self)
        self._applying = True
        units = self.state.units
        units.where()  # every unit linked to the index, so that any move is seen
        self._window = (self.state, units.changes, fx)
        try:
            handler.apply(self, action, fx)
            for after in registry.AFTER_APPLY.get(type(action), ()):
                after(self, action, fx)
            for every in registry.AFTER_ANY:
                every(self, fx)
            settle(self)
            pose_next(self)
            from hexstudio.engine.turns import resume_phase_end

            resume_phase_end(self, fx)
        except BaseException:
            # A handler found a problem only while applying (or failed):
            # nothing happened.
            if before is not None:
                self.state = before.restore()
            raise
        finally:
            self._applying = False
            self._window = None
            # The positions follow the units' moves by themselves; other caches go.
            self._version += 1
        commit = fx.commit or fx.phase_changed
        if before is not None:
            self._undo.append((before, len(self.log)))
        self.state.log_length = len(self.log) + 1
        self.log.append(LogEntry(action, tuple(fx.events), self.state.turn, self.state.phase_index, commit))
        if commit:
            self._undo.clear()
        return fx

    def changed(self) -> None:
        """Forget cached queries: call after changing ``state`` outside ``apply``."""
        self._version += 1
        self._positions.forget()
        self._stack_here = None
        self.__dict__.pop("_no_engagement_memo", None)

    def unchanged_since_check(self) -> bool:
        """While a handler applies an action: true until it touches a unit.

        ``apply`` checks the action first; what that check worked out (the
        stack's reach, the zones of control) still describes the position
        until the handler changes it, so a handler asking for them before it
        changes anything gets them from the cache instead of working them out
        again. A unit moving, or ``fx.unit`` being called, ends that.
        """
        w = self._window
        return w is not None and w[0] is self.state and w[1] == self.state.units.changes and not w[2].units

    @read_only
    def is_legal(self, action: Action) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    @read_only
    def why_illegal(self, action: Action) -> str | None:
        """The reason ``action`` is refused, or None if it is legal."""
        try:
            self.check(action)
        except IllegalAction as e:
            return e.reason
        return None

    def legal_actions(self) -> Iterator[Action]:
        """Every legal action the registered generators propose (no duplicates)."""
        return iterate_read_only(self, "Game.legal_actions", self._legal_actions())

    def _legal_actions(self) -> Iterator[Action]:
        seen: set[Action] = set()
        for gen in registry.GENERATORS:
            for a in gen(self):
                if a in seen:
                    continue
                seen.add(a)
                if self.is_legal(a):
                    yield a

    # --- undo / redo ------------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> Changes:
        """Take back the last action (not below a commit point). Raises IllegalAction."""
        if not self._undo:
            raise IllegalAction(msg("nothing to undo: the dice, the end of a phase and the hand-over cannot be taken back"))
        snap, log_len = self._undo.pop()
        before = snap.restore()
        entry = self.log[log_len]
        assert entry.action is not None
        changes = Changes()
        self._touch_diff(self.state, before, changes)
        self.state = before
        del self.log[log_len:]
        self.changed()
        self._redo.append(entry.action)
        return changes

    def redo(self) -> Changes:
        if not self._redo:
            raise IllegalAction(msg("nothing to redo"))
        action = self._redo.pop()
        return self._apply(action)

    @staticmethod
    def _touch_diff(a: GameState, b: GameState, changes: Changes) -> None:
        for uid, ua in a.units.items():
            ub = b.units.get(uid)
            if ub is None or ua.to_json() != ub.to_json():
                changes.units.add(uid)
                for h in (ua.hex, ub.hex if ub else None):
                    if h is not None:
                        changes.hexes.add(h)
        changes.phase_changed = (a.phase_index, a.turn_index) != (b.phase_index, b.turn_index)

    # --- queries ----------------------------------------------------------------
    def phase(self) -> PhaseDef | None:
        """The current phase definition (None once the game is over)."""
        if self.state.game_over:
            return None
        return self.scenario.turns.sequence[self.state.phase_index]

    def phase_kind(self) -> str | None:
        p = self.phase()
        return p.kind if p else None

    def enemies_of(self, side: str) -> list[str]:
        return [s for s in self.sides if s != side]

    def current_values(self, unit_id: str, state: GameState | None = None) -> Values:
        """Attack, defence and movement now: full or reduced face, suppression."""
        st = state or self.state
        return current_values(self.unit_defs[unit_id], st.units[unit_id], self.scenario.rules.losses.reduced_values)

    def movement_class(self, unit_id: str) -> str:
        return self.unit_types[self.unit_defs[unit_id].type].movement_class

    def movement_profile(self, unit_id: str) -> str:
        """The class key movement costs are looked up by: the movement class,
        marked when the unit crosses rivers only at bridges (``river_crossing``)."""
        got = self._profiles.get(unit_id)
        if got is not None:
            return got
        from hexstudio.engine.terrain_costs import BRIDGES_ONLY

        cls = self.movement_class(unit_id)
        r = self.river_rule
        if r is not None:
            tags = set(self.unit_types[self.unit_defs[unit_id].type].tags)
            if cls in r["bridge_classes"] or tags & r["bridge_tags"]:
                cls += BRIDGES_ONLY
        self._profiles[unit_id] = cls  # fixed for the game: the unit's type and the rules
        return cls

    def label(self, h: Hex) -> str:
        return self.grid.label(h)

    def labels(self, hexes: Iterable[Hex]) -> str:
        return ", ".join(self.grid.label(h) for h in sorted(hexes))

    @read_only
    def legal_moves(self, units: str | Sequence[str]):  # -> movement.Reach
        """Where a unit or stack may move now, with costs, paths and reasons."""
        ids = (units,) if isinstance(units, str) else tuple(units)
        # The module looked up once (asked very often); its reach_for at each call.
        return (_movement or _load_movement()).reach_for(self, ids)

    @read_only
    def cached_reach(self, ids: tuple[str, ...]):  # -> movement.Reach
        """``legal_moves`` memoised until the position changes (used inside apply's checks).

        While an action is applied, the reach its check found is served until
        the handler changes something (``unchanged_since_check``)."""
        from hexstudio.engine.movement import reach_for

        if self._applying and not self.unchanged_since_check():
            return reach_for(self, ids)
        if self._reach_version != self._version:
            self._reach_cache.clear()
            self._reach_version = self._version
        r = self._reach_cache.get(ids)
        if r is None:
            r = reach_for(self, ids)
            self._reach_cache[ids] = r
        return r

    def holder(self, h: Hex) -> str | None:
        """The side holding hex ``h`` now, None for nobody (``control.py``; ``rules.control``)."""
        from hexstudio.engine.control import holder

        return holder(self, h)

    @read_only
    def score(self) -> dict[str, int]:
        """Victory points per side if the game ended now."""
        from hexstudio.engine.victory import score

        return score(self)

    @read_only
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""
        if not self.state.game_over:
            return None
        pts = self.score()
        if self.state.winner is not None:
            winner: str | None = self.state.winner
        else:
            best = max(pts.values()) if pts else 0
            leaders = [s for s, p in pts.items() if p == best]
            winner = leaders[0] if len(leaders) == 1 else None
        return Outcome(winner, pts, Termination(self.state.termination or Termination.LAST_TURN))

    def actions(self) -> list[Action]:
        """The actions played, in order (what a saved game stores)."""
        return [e.action for e in self.log if e.action is not None]

    @classmethod
    def replay(cls, scenario: Scenario, seed: int, actions: Iterable[Action]) -> Game:
        """Play ``actions`` again from the start. Raises IllegalAction naming the first bad one."""
        game = cls(scenario, seed)
        # Undo goes back only to the last commit point (a die roll, a phase's
        # end): the snapshots of the actions before it are never used. So the
        # replay takes one only where a commit point leaves the game, and at
        # the end plays the actions after the last one again from there, with
        # their snapshots: the same state, the same log and the same undo
        # history as ``apply`` one by one, without a copy of the state per action.
        checkpoint: tuple[StateSnapshot, int] | None = None
        for i, a in enumerate(actions):
            try:
                if game.log[-1].commit:
                    checkpoint = (game.state.snapshot(), len(game.log))
                game._apply(a, undoable=False)
            except IllegalAction as e:
                raise IllegalAction(msg("action {i} ({describe}) is illegal: {reason}", i=i + 1, describe=a.describe(game), reason=e.reason)) from None
        if checkpoint is not None and not game.log[-1].commit:
            snap, log_len = checkpoint
            tail = [e.action for e in game.log[log_len:]]
            game.state = snap.restore()
            del game.log[log_len:]
            game.changed()
            for a in tail:
                assert a is not None
                game._apply(a)
        game._redo.clear()
        return game
