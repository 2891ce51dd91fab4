"""What a combat is worth, by the exact chances of every result.

The engine's preview (``engine/combat/preview.py``) gives, for a declaration,
the final column after every shift and the probability of each cell of it
over all throws of the dice (36 for two dice, as exact fractions). Here each
cell's codes are read through the scenario's result table
(``crt.results``: step losses, eliminations, retreats, exchanges, advances)
and turned into what each side loses, in victory-point terms:

- a step loss falls where its owner loses least (the owner chooses), an
  elimination on the owner's cheapest unit;
- a retreat costs nothing more where the unit can step back to a hex free of
  enemy zones of control, one step where it must go through them (encircled),
  the whole unit where it cannot retreat at all;
- an exchange (EMP): the defender gives its cheapest unit, the attacker
  units worth at least its defence;
- a hex left empty and an advance allowed give the attacker the hex's worth
  (an objective, say).

The expected value of a combat is the sum over the cells of probability ×
(defender's loss − attacker's loss + hex gained). Nothing is rolled.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from hexstudio.engine.combat.crt import column_outcomes, parse_cell
from hexstudio.engine.combat.odds import column_for_odds, compute_odds
from hexstudio.engine.combat.preview import OutcomeLine
from hexstudio.engine.combat.shifts import Shift, apply_shifts
from hexstudio.scenario.model import CombatRules, CombatTable, ResultEffect

FREE = "free"  # may retreat to a hex free of enemy zones of control
ENCIRCLED = "encircled"  # must retreat through enemy zones of control: a step lost
TRAPPED = "trapped"  # no retreat at all: eliminated
STAYS = "stays"  # exempt from retreats


@dataclass
class Fighter:
    """One unit in a combat, as the evaluation sees it."""

    uid: str
    steps: list[float]  # the owner's loss for each further step, in order (empty: takes no losses)
    attack: int = 0
    defence: int = 0
    retreat: str = FREE
    lost: int = field(default=0)

    @property
    def alive(self) -> bool:
        return self.lost < len(self.steps) or not self.steps

    def next_step(self) -> float:
        return self.steps[self.lost] if self.lost < len(self.steps) else 0.0

    def remaining(self) -> float:
        return sum(self.steps[self.lost:])


@dataclass
class Party:
    fighters: list[Fighter]
    gone: set[str] = field(default_factory=set)  # eliminated or retreated out of the hex

    def present(self) -> list[Fighter]:
        return [f for f in self.fighters if f.uid not in self.gone]


def _copy(fs: Sequence[Fighter]) -> list[Fighter]:
    return [Fighter(f.uid, f.steps, f.attack, f.defence, f.retreat, f.lost) for f in fs]


def _lose_steps(p: Party, n: int) -> float:
    """The owner takes ``n`` step losses where they cost least."""
    loss = 0.0
    for _ in range(n):
        here = [f for f in p.present() if f.steps]
        if not here:
            break
        f = min(here, key=Fighter.next_step)  # the first of equals: the fighters' order decides, never their ids
        loss += f.next_step()
        f.lost += 1
        if f.lost >= len(f.steps):
            p.gone.add(f.uid)
    return loss


def _eliminate(p: Party, n: int) -> float:
    loss = 0.0
    for _ in range(n):
        here = [f for f in p.present() if f.steps]
        if not here:
            break
        f = min(here, key=Fighter.remaining)
        loss += f.remaining()
        f.lost = len(f.steps)
        p.gone.add(f.uid)
    return loss


def _retreat(p: Party) -> float:
    loss = 0.0
    for f in p.present():
        if f.retreat == STAYS:
            continue
        if f.retreat == TRAPPED:
            loss += f.remaining()
            f.lost = len(f.steps)
        elif f.retreat == ENCIRCLED and f.steps:
            loss += f.next_step()
            f.lost += 1
        p.gone.add(f.uid)
    return loss


def _exchange(d: Party, a: Party) -> tuple[float, float]:
    here = [f for f in d.present() if f.steps]
    if not here:
        return 0.0, 0.0
    victim = min(here, key=Fighter.remaining)
    dloss = victim.remaining()
    need = victim.defence
    victim.lost = len(victim.steps)
    d.gone.add(victim.uid)
    aloss = 0.0
    # The attacker gives up units worth at least that defence, the cheapest per attack point first.
    pool = sorted((f for f in a.present() if f.steps), key=lambda x: x.remaining() / max(1, x.attack))
    paid = 0
    for f in pool:
        if paid >= need:
            break
        paid += f.attack
        aloss += f.remaining()
        f.lost = len(f.steps)
        a.gone.add(f.uid)
    return dloss, aloss


@dataclass(frozen=True)
class Expectation:
    """Expected outcome of a combat for the attacking side."""

    value: float  # defender's loss - attacker's loss + hex gained, in victory-point terms
    defender_loss: float
    attacker_loss: float
    p_taken: float  # chance the attacker ends in the hex (advance after combat)
    p_emptied: float  # chance the hex is left empty or taken


def expect(lines: Iterable[OutcomeLine], results: dict[str, ResultEffect], attackers: Sequence[Fighter],
           defenders: Sequence[Fighter], hex_gain: float = 0.0, defender_holds: bool = True) -> Expectation:
    """Expected value of a combat over its outcome lines (see the module docstring).

    ``defender_holds``: ``rules.combat.defender_holds_retreat_attackers`` (a
    defender result's "opponent retreats" sends the attackers back)."""
    ev = dl = al = pt = pe = 0.0
    for line in lines:
        p = float(line.probability)
        if p <= 0:
            continue
        d = Party(_copy(defenders))
        a = Party(_copy(attackers))
        dloss = aloss = 0.0
        advance = False
        attacker_back = 0
        for code in line.codes:
            eff = results.get(code)
            if eff is None:
                continue
            if eff.exchange:
                x, y = _exchange(d, a)
                dloss += x
                aloss += y
                if eff.retreat:
                    dloss += _retreat(d)
                advance = advance or eff.may_advance
                continue
            if eff.side in ("defender", "both"):
                dloss += _eliminate(d, eff.eliminate)
                dloss += _lose_steps(d, eff.step_losses)
                if eff.retreat or (eff.others_retreat and eff.eliminate):
                    dloss += _retreat(d)
                if eff.opponent_retreats and defender_holds:
                    attacker_back = max(attacker_back, eff.opponent_retreats)
            if eff.side in ("attacker", "both"):
                aloss += _eliminate(a, eff.eliminate)
                aloss += _lose_steps(a, eff.step_losses)
                if eff.retreat:
                    attacker_back = max(attacker_back, eff.retreat)
                advance = advance or eff.may_advance
        if attacker_back:
            aloss += _retreat(a)
        emptied = not d.present()
        taken = emptied and advance and bool(a.present())
        gain = hex_gain if taken else (0.5 * hex_gain if emptied else 0.0)
        ev += p * (dloss - aloss + gain)
        dl += p * dloss
        al += p * aloss
        pt += p if taken else 0.0
        pe += p if emptied else 0.0
    return Expectation(ev, dl, al, pt, pe)


# Per column's lines and result table (kept beside their entries, so that an id
# is never another object's): the expectation per question.
_MEMO: dict[tuple[int, int], tuple[tuple[OutcomeLine, ...], dict[str, ResultEffect], dict[tuple, Expectation]]] = {}


def expect_memo(lines: tuple[OutcomeLine, ...], results: dict[str, ResultEffect], attackers: Sequence[Fighter],
                defenders: Sequence[Fighter], hex_gain: float = 0.0, defender_holds: bool = True) -> Expectation:
    """``expect`` remembered by the column's lines and the fighters' worth (planning asks the same often).

    The answer must be the one ``expect`` gives for the question, whatever was asked
    before: ``expect`` reads the fighters' values and order only (never their ids),
    and every one of those is in the key. A memo that answered for another unit with
    the same values, or for a table since gone whose id was reused, made the
    computer's choices depend on what it had looked at earlier in the process, not
    on the position alone (a game saved and loaded played on differently)."""
    bucket = _MEMO.get((id(lines), id(results)))
    if bucket is None or bucket[0] is not lines or bucket[1] is not results:
        if len(_MEMO) > 5_000:
            _MEMO.clear()
        bucket = _MEMO[(id(lines), id(results))] = (lines, results, {})
    memo = bucket[2]
    key = (tuple((tuple(f.steps), f.attack, f.defence, f.retreat, f.lost) for f in attackers),
           tuple((tuple(f.steps), f.attack, f.defence, f.retreat, f.lost) for f in defenders), hex_gain, defender_holds)
    got = memo.get(key)
    if got is None:
        if len(memo) > 200_000:
            memo.clear()
        got = memo[key] = expect(lines, results, attackers, defenders, hex_gain, defender_holds)
    return got


# Per table: the table, the rules first seen with it, its columns' lines by index,
# and the column for each question asked (totals, shifts and the rules that read them).
_TABLES: dict[int, tuple[CombatTable, CombatRules, dict[int, tuple[OutcomeLine, ...]], dict[tuple, int]]] = {}


def synthetic_lines(table: CombatTable, rules: CombatRules, attack: int, defence: int,
                    shifts: tuple[int, ...]) -> tuple[OutcomeLine, ...]:
    """Outcome lines for plain totals and signed column shifts (planning ahead,
    before the units that will fight are known exactly), by the engine's own
    odds, column and shift rules. Odds below the table read on its first
    column. The lines of a column are the same object every time."""
    key = id(table)
    got = _TABLES.get(key)
    if got is None or got[0] is not table:
        got = _TABLES[key] = (table, rules, {}, {})
    columns = got[2]
    # The column follows from these alone (the engine's odds and shift rules are
    # pure functions of them): remembered per table.
    asked = (max(1, int(attack)), max(0, int(defence)), shifts, rules.inverse_odds, rules.shift_mode,
             rules.clamp_after_shifts)
    final = got[3].get(asked)
    if final is None:
        if len(got[3]) > 100_000:
            got[3].clear()
        final = got[3][asked] = _final_column(table, rules, attack, defence, shifts)
    lines = columns.get(final)
    if lines is None:
        lines = columns[final] = tuple(
            OutcomeLine(o.row, o.probability, o.cell, parse_cell(o.cell, table.results).codes)
            for o in column_outcomes(table.cells, table.rows, final, table.dice)
        )
    return lines


def _final_column(table: CombatTable, rules: CombatRules, attack: int, defence: int, shifts: tuple[int, ...]) -> int:
    """The table's column (index) for these totals and signed shifts."""
    odds = compute_odds(max(1, int(attack)), max(0, int(defence)), rules.inverse_odds)
    base = column_for_odds(odds, table.columns, "clamp")
    sh = [Shift.columns(x, "", "", "special") for x in shifts]
    return apply_shifts(base.raw_index, len(table.columns), sh, rules.shift_mode, rules.clamp_after_shifts).final_index
