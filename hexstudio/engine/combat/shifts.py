"""Column shifts: each one itemised with its reason, then netted.

A shift moves the CRT column: right favours the attacker, left the defender
(RULES.md §A4.4). Every source returns ``Shift`` records so a preview can show
the player exactly why the column moved. Netting follows
``rules.combat.shift_mode``: the family's algebraic sum (Leyte 5.1.3 "uma
vantagem anula a outra") or Monte Castelo 6.5 (attacker shifts first, capped
at the last column, then defender shifts, capped at the first).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from hexstudio.engine.text import join, local, msg
from hexstudio.hexgrid import Hex
from hexstudio.scenario.mapview import MapView
from hexstudio.scenario.model import Formation, HexsideType, TerrainType, Unit


class Favours(StrEnum):
    ATTACKER = "attacker"  # column right
    DEFENDER = "defender"  # column left


@dataclass(frozen=True, slots=True)
class Shift:
    """One column shift: how many columns, toward whom, why, and where it is written."""

    amount: int
    favours: Favours
    reason: str
    rule: str = ""
    source: str = "special"  # terrain, hexside, encirclement, organisation, special

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise ValueError("a shift amount is a number of columns (>= 0); use 'favours' for the direction")

    @property
    def signed(self) -> int:
        """Columns to the right (attacker's favour) as a signed number."""
        return self.amount if self.favours is Favours.ATTACKER else -self.amount

    @classmethod
    def columns(cls, signed: int, reason: str, rule: str = "", source: str = "special") -> Shift:
        """A shift from a signed column count (+ right, - left)."""
        fav = Favours.ATTACKER if signed >= 0 else Favours.DEFENDER
        return cls(abs(signed), fav, reason, rule, source)

    def describe(self) -> str:
        side = msg("right (attacker)") if self.favours is Favours.ATTACKER else msg("left (defender)")
        ref = f" [{self.rule}]" if self.rule else ""
        cols = msg("1 column") if self.amount == 1 else msg("{count} columns", count=self.amount)
        return msg("{columns} {side}: {reason}{ref}", columns=cols, side=side, reason=self.reason, ref=ref)


# --------------------------------------------------------------------------- terrain

TerrainMode = Literal["best", "cumulative"]
RiverMode = Literal["any_across", "all_across", "bordering", "never"]


def _terrain_value(t: TerrainType | HexsideType, kind: Literal["combat", "bombardment"]) -> int:
    if kind == "bombardment" and t.bombardment is not None:
        return t.bombardment
    return t.combat


def terrain_shifts(
    terrains: Iterable[TerrainType],
    mode: TerrainMode,
    *,
    hexside: tuple[HexsideType, int] | None = None,
    kind: Literal["combat", "bombardment"] = "combat",
) -> list[Shift]:
    """Shifts from the defender's hex: its base terrain and overlays, and the
    hexside feature the attack crosses (``hexside``: the type and its value,
    from ``hexside_shift_value``).

    ``best`` (family, Leyte 5.1.2): only the single terrain with the largest
    left shift counts; a river crossed in the attack is one of the candidates,
    as the TEC lists it among the terrains (U22 reads Reichswald "+2" the same
    way). A negative value (Reichswald flood, "the defender loses a column")
    is not a terrain that gives columns to the left, so it is never outranked
    and always applies, to the right. ``cumulative`` (Monte Castelo 6.3): every
    value is added.
    """
    rule = "Leyte 5.1.2" if mode == "best" else "Monte Castelo 6.3"
    # (columns left, why) for every terrain that affects combat
    candidates: list[tuple[int, str]] = []
    for t in terrains:
        v = _terrain_value(t, kind)
        if v:
            candidates.append((v, msg("defender in {terrain}", terrain=local(t.name).lower())))
    if hexside is not None and hexside[1]:
        candidates.append((hexside[1], msg("attacked across {hexside}", hexside=local(hexside[0].name).lower())))
    if mode == "cumulative":
        return [Shift.columns(-v, why, rule, "terrain") for v, why in candidates]
    if mode != "best":
        raise ValueError(f"unknown terrain mode {mode!r}")
    out: list[Shift] = []
    lefts = [c for c in candidates if c[0] > 0]
    if lefts:
        best = max(lefts, key=lambda c: c[0])
        others = [why for c in lefts if c is not best for why in [c[1]]]
        why = msg("{why} (best terrain; not added: {others})", why=best[1], others=join(others)) if others else best[1]
        out.append(Shift.columns(-best[0], why, rule, "terrain"))
    for v, why in candidates:
        if v < 0:
            lost = msg("the defender loses 1 column") if v == -1 else msg("the defender loses {count} columns", count=-v)
            out.append(Shift.columns(-v, msg("{why}: {lost}", why=why, lost=lost), rule, "terrain"))
    return out


def hexside_shift_value(
    view: MapView,
    hexside_types: Mapping[str, HexsideType],
    defender_hex: Hex,
    attacker_hexes: Iterable[Hex],
    mode: RiverMode,
    *,
    kind: Literal["combat", "bombardment"] = "combat",
) -> tuple[HexsideType, int] | None:
    """The hexside feature whose shift applies to this attack, if any (U23).

    ``any_across``: some attacking unit attacks across it; ``all_across``:
    every attacking hex does (the smallest of their crossings counts);
    ``bordering``: any hexside of the defender's hex; ``never``: rivers give
    no combat shift. Attackers not adjacent to the defender (ranged support)
    cross nothing and are ignored.
    """
    if mode == "never":
        return None

    def best_of(features: Iterable[str]) -> tuple[HexsideType, int] | None:
        found: tuple[HexsideType, int] | None = None
        for f in features:
            t = hexside_types.get(f)
            if t is None:
                continue
            v = _terrain_value(t, kind)
            if v and (found is None or v > found[1]):
                found = (t, v)
        return found

    if mode == "bordering":
        feats: set[str] = set()
        for n in defender_hex.neighbours():
            feats |= view.hexside_features(defender_hex, n)
        return best_of(sorted(feats))
    adjacent = [h for h in attacker_hexes if h.distance(defender_hex) == 1]
    if not adjacent:
        return None
    crossings = [best_of(sorted(view.hexside_features(h, defender_hex))) for h in adjacent]
    if mode == "any_across":
        hits = [c for c in crossings if c is not None]
        return max(hits, key=lambda c: c[1]) if hits else None
    if mode == "all_across":
        if any(c is None for c in crossings):
            return None
        return min((c for c in crossings if c is not None), key=lambda c: c[1])
    raise ValueError(f"unknown river-shift mode {mode!r}")


def hex_terrain_shifts(
    view: MapView,
    hexside_types: Mapping[str, HexsideType],
    defender_hex: Hex,
    attacker_hexes: Iterable[Hex],
    terrain_mode: TerrainMode,
    river_mode: RiverMode,
    *,
    kind: Literal["combat", "bombardment"] = "combat",
) -> list[Shift]:
    """Terrain and hexside shifts for an attack on ``defender_hex``."""
    types = view.terrain_types
    names = [view.terrain(defender_hex), *view.features(defender_hex)]
    missing = [n for n in names if n not in types]
    if missing:
        raise KeyError(f"terrain {', '.join(missing)} of hex {view.grid.label(defender_hex)} is not in the catalogue")
    hs = hexside_shift_value(view, hexside_types, defender_hex, attacker_hexes, river_mode, kind=kind)
    return terrain_shifts([types[n] for n in names], terrain_mode, hexside=hs, kind=kind)


# --------------------------------------------------------------------------- encirclement


def encirclement_shift(encircled: bool, columns: int = 1) -> list[Shift]:
    """+columns right when the defender is encircled (Leyte 5.1.3, Monte Castelo 6.3.7)."""
    if not encircled or columns == 0:
        return []
    return [Shift.columns(columns, msg("defender encircled"), "Leyte 5.1.3", "encirclement")]


# --------------------------------------------------------------------------- organisation


NO_BONUS_FLAG = "no_command_bonus"


FormationTree = tuple[dict[str, Formation], dict[str, list[str]], dict[str, list[str]]]


def formation_tree(formations: Iterable[Formation], units: Iterable[Unit]) -> FormationTree:
    """(formations by id, unit elements of each, child formations of each): what
    ``complete_formations`` reads, fixed for a scenario (a game keeps it)."""
    forms = {f.id: f for f in formations}
    unit_children: dict[str, list[str]] = {}
    for u in units:
        if u.formation and NO_BONUS_FLAG not in u.flags:
            unit_children.setdefault(u.formation, []).append(u.id)
    form_children: dict[str, list[str]] = {}
    for f in forms.values():
        if f.parent:
            form_children.setdefault(f.parent, []).append(f.id)
    return forms, unit_children, form_children


def complete_formations(
    formations: Iterable[Formation],
    units: Iterable[Unit],
    present: Iterable[str],
    tree: FormationTree | None = None,
) -> list[Formation]:
    """Formations eligible for the command bonus whose elements are all in this combat.

    A formation's elements are its units and its child formations; a child
    formation is present when it is complete itself (so the US 1st Cavalry
    division needs all 8 squadrons through its two brigades, E8). Units with
    the flag ``no_command_bonus`` (Monte Castelo's heavy-weapons company) are
    neither counted nor needed. ``Formation.required`` replaces "all elements"
    by a number of elements present. Eliminated units stay elements: a
    formation that has lost one can no longer be complete.

    ``tree``: ``formation_tree(formations, units)`` when the caller keeps it.
    """
    forms, unit_children, form_children = tree if tree is not None else formation_tree(formations, units)
    here = set(present)

    memo: dict[str, bool] = {}

    def complete(fid: str, trail: tuple[str, ...] = ()) -> bool:
        if fid in memo:
            return memo[fid]
        if fid in trail:
            raise ValueError(f"formation {fid} is its own ancestor")
        f = forms[fid]
        elements = [uid in here for uid in unit_children.get(fid, [])]
        elements += [complete(c, (*trail, fid)) for c in form_children.get(fid, [])]
        need = f.required if f.required is not None else len(elements)
        ok = bool(elements) and sum(elements) >= need
        memo[fid] = ok
        return ok

    return [f for f in forms.values() if f.bonus and complete(f.id)]


def organisation_shifts(
    complete: Iterable[Formation],
    favours: Favours,
    *,
    levels: Mapping[str, Literal["both", "attack", "defence"]] | None = None,
    cap: int | None = None,
) -> list[Shift]:
    """One column per complete formation to the side that fields it (Leyte 5.1.4).

    ``levels`` limits which formation levels give a bonus and when
    (``{"regiment": "both", "division": "attack"}`` for Leyte); None means
    every level, attack and defence. ``cap`` limits the bonus per combat
    (U25 reads the text as one per complete regiment, so no cap by default).
    """
    role = "attack" if favours is Favours.ATTACKER else "defence"
    out: list[Shift] = []
    for f in complete:
        when = "both" if levels is None else levels.get(str(f.level))
        if when is None or (when != "both" and when != role):
            continue
        done = msg("{formation} complete in the attack", formation=f.name) if role == "attack" else msg("{formation} complete in the defence", formation=f.name)
        out.append(Shift(1, favours, done, "Leyte 5.1.4", "organisation"))
    if cap is not None:
        out = out[:cap]
    return out


# --------------------------------------------------------------------------- netting


@dataclass(frozen=True, slots=True)
class ShiftResult:
    """The final column and how it was reached."""

    start_index: int
    final_index: int
    net: int
    steps: tuple[str, ...]


def apply_shifts(
    raw_index: int,
    table_width: int,
    shifts: Iterable[Shift],
    mode: Literal["net", "attacker_first"] = "net",
    clamp_after_shifts: bool = True,
) -> ShiftResult:
    """Move from the odds column by the shifts and return the column used.

    ``net``: sum all shifts; with ``clamp_after_shifts`` (U19 default) they
    move the raw index (12-1 shifted 3 left reads 9-1), otherwise the clamped
    one. ``attacker_first`` (Monte Castelo 6.5): from the table column, apply
    every attacker shift capped at the last column, then every defender shift
    capped at the first (D12: 8:1 +3 -2 → 7:1).
    """
    if table_width < 1:
        raise ValueError("the table has no columns")
    last = table_width - 1
    shifts = list(shifts)
    right = sum(s.amount for s in shifts if s.favours is Favours.ATTACKER)
    left = sum(s.amount for s in shifts if s.favours is Favours.DEFENDER)
    clamped = min(max(raw_index, 0), last)
    if mode == "net":
        start = raw_index if clamp_after_shifts else clamped
        net = right - left
        final = min(max(start + net, 0), last)
        steps = (f"column {start} {'+' if net >= 0 else '-'} {abs(net)} net → {final}",)
        return ShiftResult(start, final, net, steps)
    if mode == "attacker_first":
        up = min(clamped + right, last)
        final = max(up - left, 0)
        steps = (f"column {clamped} + {right} attacker (capped at {last}) → {up}", f"{up} - {left} defender (capped at 0) → {final}")
        return ShiftResult(clamped, final, right - left, steps)
    raise ValueError(f"unknown shift mode {mode!r}")
