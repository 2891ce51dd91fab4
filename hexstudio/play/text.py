"""The game told in plain sentences, in the interface language.

The engine reports events as ``kind`` + data (unit ids, hex labels); this
module turns them into the lines of the game log and explains a combat
result code the way a referee would say it. Strings go through Qt's
translator under the context "PlayText".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hexstudio.app.engine_text import tr_engine
from hexstudio.engine.changes import Event
from hexstudio.engine.game import Game
from hexstudio.scenario.cost import format_halves
from hexstudio.scenario.model import ResultEffect, Scenario, text_in


def tr(text: str) -> str:
    """Translate a string computed at run time (lupdate cannot see these)."""
    return QCoreApplication.translate("PlayText", text)


def unit_name(game: Game, uid: str) -> str:
    u = game.unit_defs.get(uid)
    return u.name if u is not None else uid


def unit_short(game: Game, uid: str) -> str:
    """The name printed on the counter (for narrow lists)."""
    u = game.unit_defs.get(uid)
    return (u.short or u.name) if u is not None else uid


def side_name(scenario: Scenario, side: str | None, lang: str = "en") -> str:
    if side is None:
        return QCoreApplication.translate("PlayText", "both sides")
    s = next((x for x in scenario.sides if x.id == side), None)
    return text_in(s.name, lang) if s is not None else side


def phase_name(kind: str | None) -> str:
    names = {
        "movement": QCoreApplication.translate("PlayText", "Movement"),
        "combat": QCoreApplication.translate("PlayText", "Combat"),
        "bombardment": QCoreApplication.translate("PlayText", "Bombardment"),
        "preparation": QCoreApplication.translate("PlayText", "Preparation"),
    }
    return names.get(kind or "", kind or "")


def weather_name(scenario: Scenario, weather: str | None, lang: str = "en") -> str:
    if weather is None:
        return QCoreApplication.translate("PlayText", "Clear")
    w = next((x for x in scenario.weather.types if x.id == weather), None)
    return text_in(w.name, lang) if w is not None else weather


def _hexes(n: int) -> str:
    return QCoreApplication.translate("PlayText", "one hex") if n == 1 else QCoreApplication.translate("PlayText", "{n} hexes").format(n=n)


def _units(n: int, who: str) -> str:
    if who == "defender":
        return QCoreApplication.translate("PlayText", "one defending unit") if n == 1 else QCoreApplication.translate("PlayText", "{n} defending units").format(n=n)
    return QCoreApplication.translate("PlayText", "one attacking unit") if n == 1 else QCoreApplication.translate("PlayText", "{n} attacking units").format(n=n)


def effect_phrases(effect: ResultEffect, who: str) -> list[str]:
    """What one result code does, as short clauses ("the defender retreats one hex")."""
    out: list[str] = []
    the = QCoreApplication.translate("PlayText", "the defender") if who == "defender" else QCoreApplication.translate("PlayText", "the attacker")
    other = QCoreApplication.translate("PlayText", "the attackers") if who == "defender" else QCoreApplication.translate("PlayText", "the defenders")
    if effect.exchange:
        return [QCoreApplication.translate("PlayText", "exchange: the defender loses units, then the attacker loses at least as much attack strength; the surviving defenders retreat one hex")]
    if effect.eliminate:
        if effect.eliminate == 1:
            out.append(QCoreApplication.translate("PlayText", "{units} eliminated", "one unit").format(units=_units(effect.eliminate, who)))
        else:
            out.append(QCoreApplication.translate("PlayText", "{units} eliminated", "several units").format(units=_units(effect.eliminate, who)))
    if effect.retreat and (not effect.eliminate or effect.others_retreat):
        if effect.others_retreat:
            out.append(QCoreApplication.translate("PlayText", "the others retreat {hexes}").format(hexes=_hexes(effect.retreat)))
        else:
            out.append(QCoreApplication.translate("PlayText", "{side} retreats {hexes}").format(side=the, hexes=_hexes(effect.retreat)))
    if effect.step_losses:
        out.append(QCoreApplication.translate("PlayText", "{units} takes a loss").format(units=_units(effect.step_losses, who)) if effect.step_losses == 1
                   else QCoreApplication.translate("PlayText", "{units} take a loss each").format(units=_units(effect.step_losses, who)))
    if effect.opponent_retreats:
        out.append(QCoreApplication.translate("PlayText", "{side} retreat {hexes}").format(side=other, hexes=_hexes(effect.opponent_retreats)))
    if effect.may_advance:
        out.append(QCoreApplication.translate("PlayText", "the attacker may advance into the hex"))
    return out


def explain_result(scenario: Scenario, cell: str, lang: str = "en") -> str:
    """"DRB AVB: the defender retreats one hex and one defending unit takes a loss; ..."."""
    clauses: list[str] = []
    codes = cell.split()
    effects = [scenario.crt.results.get(c) for c in codes]
    # A retreat both parts of the cell name is made once (DVI ARI).
    attacker_retreats = any(e is not None and e.side == "attacker" and e.retreat for e in effects)
    for code in codes:
        eff = scenario.crt.results.get(code)
        if eff is None:
            continue
        if attacker_retreats and eff.opponent_retreats:
            eff = eff.model_copy(update={"opponent_retreats": 0})
        who = eff.side if eff.side in ("defender", "attacker") else "defender"
        phrases = effect_phrases(eff, who)
        if eff.side == "both" and not eff.exchange:
            phrases = effect_phrases(eff, "defender") + effect_phrases(eff, "attacker")
        if eff.side == "none":
            phrases = [QCoreApplication.translate("PlayText", "no effect: both sides stay where they are")]
        elif not phrases:
            phrases = [QCoreApplication.translate("PlayText", "the defender holds")] if eff.side == "defender" else [QCoreApplication.translate("PlayText", "the attacker holds")]
        clauses.append(QCoreApplication.translate("PlayText", " and ").join(phrases))
    text = "; ".join(clauses) if clauses else QCoreApplication.translate("PlayText", "no effect")
    return f"{cell}: {text}"


def code_meanings(scenario: Scenario, cells: list[str]) -> list[str]:
    """Each result code in ``cells`` once, in order, with what it does:
    ["DRI: the defender retreats one hex", "AVB: one attacking unit takes a loss", ...]."""
    seen: list[str] = []
    for cell in cells:
        for code in cell.split():
            if code not in seen and code in scenario.crt.results:
                seen.append(code)
    return [explain_result(scenario, code) for code in seen]


def explain_bombard(scenario: Scenario, code: str, lang: str = "en") -> str:
    table = scenario.bombardment
    res = table.results.get(code) if table is not None else None
    if res is None:
        return code
    parts = []
    if res.step_losses:
        parts.append(QCoreApplication.translate("PlayText", "one unit in the hex takes a loss") if res.step_losses == 1
                     else QCoreApplication.translate("PlayText", "{n} step losses in the hex").format(n=res.step_losses))
    if res.suppress:
        parts.append(QCoreApplication.translate("PlayText", "the units in the hex are suppressed"))
    if not parts:
        parts.append(QCoreApplication.translate("PlayText", "no effect"))
    return f"{code} ({text_in(res.name, lang)}): " + QCoreApplication.translate("PlayText", " and ").join(parts)


def describe_event(game: Game, e: Event, lang: str = "en") -> str | None:
    """One log line for an engine event (None for bookkeeping not worth a line)."""
    d = e.data
    sc = game.scenario
    k = e.kind
    name = lambda uid: unit_name(game, uid)  # noqa: E731
    if k == "game_start":
        return QCoreApplication.translate("PlayText", "Game of '{title}' started (seed {seed}).").format(title=text_in(sc.info.title, lang) or sc.id, seed=d["seed"])
    if k == "turn":
        night = QCoreApplication.translate("PlayText", " (night)") if d.get("night") else ""
        return QCoreApplication.translate("PlayText", "Turn {label} begins{night}.").format(label=d.get("label") or d["turn"], night=night)
    if k == "weather":
        return QCoreApplication.translate("PlayText", "Weather: {w}.").format(w=weather_name(sc, d.get("weather"), lang))
    if k == "air_power":
        pts = d.get("points") or {}
        if not pts:
            return None
        return QCoreApplication.translate("PlayText", "Air points this turn: {pts}.").format(
            pts=", ".join(f"{side_name(sc, s, lang)} {p}" for s, p in sorted(pts.items())))
    if k == "phase":
        return sentence(QCoreApplication.translate("PlayText", "{side}: {phase} phase.").format(side=side_name(sc, d.get("side"), lang), phase=phase_name(d.get("kind")).lower()))
    if k == "move":
        units = ", ".join(name(u) for u in d["units"])
        path = d["path"]
        if len(d["units"]) == 1:
            return QCoreApplication.translate("PlayText", "{unit} moved from {a} to {b} ({cost} MP).").format(unit=units, a=path[0], b=path[-1], cost=format_halves(d["cost"]))
        return QCoreApplication.translate("PlayText", "{units} moved from {a} to {b} ({cost} MP).").format(units=units, a=path[0], b=path[-1], cost=format_halves(d["cost"]))
    if k == "enter":
        return QCoreApplication.translate("PlayText", "{unit} entered the map at {hex}.").format(unit=name(d["unit"]), hex=d["hex"])
    if k == "attack_declared":
        extra = ""
        if d.get("artillery"):
            extra += QCoreApplication.translate("PlayText", ", supported by {art}").format(art=", ".join(name(u) for u in d["artillery"]))
        if d.get("air_points") and extra:
            extra += QCoreApplication.translate("PlayText", " and {n} air points").format(n=d["air_points"])
        elif d.get("air_points"):  # air alone: not "attack 1004 and 6 air points"
            extra += QCoreApplication.translate("PlayText", ", supported by {n} air points").format(n=d["air_points"])
        units = ", ".join(name(u) for u in d["attackers"])
        if len(d["attackers"]) == 1:
            return QCoreApplication.translate("PlayText", "{unit} attacks {hex}{extra}.").format(unit=units, hex=d["target"], extra=extra)
        return QCoreApplication.translate("PlayText", "{units} attack {hex}{extra}.").format(units=units, hex=d["target"], extra=extra)
    if k == "defence_committed":
        if not d.get("artillery") and not d.get("air_points"):
            return QCoreApplication.translate("PlayText", "The defender commits no support.")
        return QCoreApplication.translate("PlayText", "The defender commits {art} and {n} air points.").format(
            art=", ".join(name(u) for u in d.get("artillery", [])) or QCoreApplication.translate("PlayText", "no artillery"), n=d.get("air_points", 0))
    if k == "roll":
        return QCoreApplication.translate("PlayText", "Dice ({dice}, {purpose}): {faces} = {total}.").format(
            dice=d["dice"], purpose=dice_purpose(game, str(d.get("purpose", ""))),
            faces=" + ".join(str(f) for f in d["faces"]), total=d["total"])
    if k == "combat":
        shifts = "; ".join(tr_engine(s) for s in d.get("shifts") or []) or QCoreApplication.translate("PlayText", "no shifts")
        return QCoreApplication.translate("PlayText", "Combat at {hex}: {a} against {d}, odds {odds} → column {col}; {shifts}; final column {final}; roll {roll}: {result}.").format(
            hex=d["target"], a=d["attack"], d=d["defence"], odds=d["odds"], col=d["column"], shifts=shifts,
            final=d["final_column"], roll=d["roll"], result=explain_result(sc, d["result"], lang))
    if k == "bombardment" and d.get("kind") == "strategic":
        # Reichswald's strategic bombing rolls on a column the rule names: no value, no shifts.
        return QCoreApplication.translate("PlayText", "Strategic bombing of {hex}: column {col}; roll {roll}: {result}.").format(
            hex=d["target"], col=d["column"], roll=d["roll"], result=explain_bombard(sc, d["result"], lang))
    if k == "bombardment":
        what = QCoreApplication.translate("PlayText", "Air attack") if d.get("kind") == "air" else QCoreApplication.translate("PlayText", "Bombardment")
        return QCoreApplication.translate("PlayText", "{what} on {hex}: value {v} → column {col}, final column {final}; roll {roll}: {result}.").format(
            what=what, hex=d["target"], v=d["value"], col=d["column"], final=d["final_column"], roll=d["roll"],
            result=explain_bombard(sc, d["result"], lang))
    if k == "air_attack_declared":
        return side_says(sc, d["side"], lang, "air_attack", hex=d["target"], n=d["points"])
    if k == "bombardment_declared":
        return QCoreApplication.translate("PlayText", "{art} bombard {hex}.").format(art=", ".join(name(u) for u in d["artillery"]), hex=d["target"])
    if k == "step_loss":
        return QCoreApplication.translate("PlayText", "{unit} at {hex} takes a loss.").format(unit=name(d["unit"]), hex=d.get("hex", ""))
    if k == "eliminated":
        return QCoreApplication.translate("PlayText", "{unit} at {hex} is eliminated.").format(unit=name(d["unit"]), hex=d.get("hex", ""))
    if k == "retreat":
        return QCoreApplication.translate("PlayText", "{unit} retreats from {a} to {b}.").format(unit=name(d["unit"]), a=d["frm"], b=d["to"])
    if k == "retreat_ignored":
        return QCoreApplication.translate("PlayText", "{unit} does not retreat ({why}).").format(unit=name(d["unit"]), why=tr_engine(d.get("reason", "")))
    if k == "chain_retreat":
        return QCoreApplication.translate("PlayText", "{unit} leaves the over-full hex {hex}.").format(unit=name(d["unit"]), hex=d["hex"])
    if k == "advance":
        return QCoreApplication.translate("PlayText", "{unit} advances from {a} to {b}.").format(unit=name(d["unit"]), a=d.get("frm") or "?", b=d["to"])
    if k == "suppressed":
        return QCoreApplication.translate("PlayText", "{unit} is suppressed.").format(unit=name(d["unit"]))
    if k == "exchange":
        return QCoreApplication.translate("PlayText", "Exchange: the defence lost {d} points, the attack {a}.").format(d=d["defence_lost"], a=d["attack_lost"])
    if k == "victory_points":
        return side_says(sc, d["side"], lang, "scores", n=d["points"], why=tr_engine(d["reason"]))
    if k == "reinforcements_arrive":
        return QCoreApplication.translate("PlayText", "Reinforcements arrive: {units}.").format(units=", ".join(name(u) for u in d["units"]))
    if k == "reinforcements_lost":
        return QCoreApplication.translate("PlayText", "No port is held where they would land: {units} will never enter.").format(
            units=", ".join(name(u) for u in d["units"]))
    if k == "withdrawn":
        return QCoreApplication.translate("PlayText", "{unit} is withdrawn.").format(unit=name(d["unit"]))
    if k == "withdrawal_delayed":
        return QCoreApplication.translate("PlayText", "{unit} cannot be withdrawn yet ({why}).").format(unit=name(d["unit"]), why=tr_engine(d.get("reason", "")))
    if k == "recovered":
        return QCoreApplication.translate("PlayText", "{unit} recovers.").format(unit=name(d["unit"]))
    if k == "air_bonus":
        return side_says(sc, d["side"], lang, "air_bonus", n=d["points"])
    if k == "paradrop":
        how = (QCoreApplication.translate("PlayText", "in good order") if d.get("good_order")
               else QCoreApplication.translate("PlayText", "scattered: it takes a loss"))
        return QCoreApplication.translate("PlayText", "{unit} dropped by parachute on {hex}, {how}.").format(unit=name(d["unit"]), hex=d.get("hex") or "?", how=how)
    if k == "carried":
        path = d.get("path") or ["?"]
        return QCoreApplication.translate("PlayText", "{carrier} carried {unit} from {a} to {b} through the flood.").format(
            carrier=name(d["carrier"]), unit=name(d["unit"]), a=path[0], b=path[-1])
    if k == "sea_move":
        return QCoreApplication.translate("PlayText", "{unit} moved by sea from {a} to {b}.").format(unit=name(d["unit"]), a=d.get("start") or "?", b=d["hex"])
    if k == "exited":
        return QCoreApplication.translate("PlayText", "{unit} left the map.").format(unit=name(d["unit"]))
    if k == "evacuated":
        return QCoreApplication.translate("PlayText", "{unit} was evacuated.").format(unit=name(d["unit"]))
    if k == "end_of_turn":
        return QCoreApplication.translate("PlayText", "End of turn {n}.").format(n=d["turn"])
    if k == "game_over":
        return QCoreApplication.translate("PlayText", "The game is over.")
    if k in ("choice", "combat_over"):
        return None
    special = _special_event(game, e, lang)
    if special is not None:
        return special
    return f"{k}: " + ", ".join(f"{a}={b}" for a, b in d.items())


def _special_event(game: Game, e: Event, lang: str) -> str | None:
    """Log lines of the battles' special rules (floods, bridges, off-map returns...)."""
    k, d = e.kind, e.data
    sc = game.scenario
    name = lambda uid: unit_name(game, uid)  # noqa: E731
    if k == "assault_landing":
        return QCoreApplication.translate("PlayText", "{unit} makes an assault landing.").format(unit=name(d["unit"]))
    if k == "bridge_built":
        a, b = [*(d.get("hexes") or []), "?", "?"][:2]
        return QCoreApplication.translate("PlayText", "{unit} bridges the river between {a} and {b}.").format(unit=name(d["unit"]), a=a, b=b)
    if k == "contact":
        return QCoreApplication.translate("PlayText", "{unit} is in contact with the enemy and may act freely.").format(unit=name(d["unit"]))
    if k == "displaced":
        return QCoreApplication.translate("PlayText", "{unit} is flooded out of {a} and retreats to {b}.").format(unit=name(d["unit"]), a=d.get("start") or "?", b=d["hex"])
    if k == "fortification_destroyed":
        return QCoreApplication.translate("PlayText", "The fortification at {hex} is destroyed on its capture.").format(hex=d["hex"])
    if k == "map_changed":
        return QCoreApplication.translate("PlayText", "The map changes at {hexes}.").format(hexes=", ".join(d.get("hexes") or []) or "?")
    if k == "released":
        why = d.get("why")
        if why:
            return QCoreApplication.translate("PlayText", "{unit} is released ({why}).").format(unit=name(d["unit"]), why=tr_engine(why))
        return QCoreApplication.translate("PlayText", "{unit} is released.").format(unit=name(d["unit"]))
    if k == "removed":
        return QCoreApplication.translate("PlayText", "{unit} is removed ({why}).").format(unit=name(d["unit"]), why=tr_engine(d.get("why") or ""))
    if k == "retreated_off_map":
        if d.get("returns") is None:
            return QCoreApplication.translate("PlayText", "{unit} retreats off the map from {hex} and is lost.").format(unit=name(d["unit"]), hex=d["hex"])
        return QCoreApplication.translate("PlayText", "{unit} retreats off the map from {hex}; it comes back on turn {n}.").format(
            unit=name(d["unit"]), hex=d["hex"], n=d["returns"])
    if k == "return_delayed":
        return QCoreApplication.translate("PlayText", "{unit} cannot come back next to {hex} yet: every hex there is blocked.").format(unit=name(d["unit"]), hex=d["hex"])
    if k == "returned":
        return QCoreApplication.translate("PlayText", "{unit} comes back onto the map at {hex}.").format(unit=name(d["unit"]), hex=d["hex"])
    if k == "strategic_bombing":
        city = sc.map.hex_sets.get(d.get("city", ""))
        return QCoreApplication.translate("PlayText", "Strategic bombing of {city}.").format(city=text_in(city.name, lang) if city else d.get("city", "?"))
    if k == "suppression_removed":
        return QCoreApplication.translate("PlayText", "{unit} is no longer suppressed.").format(unit=name(d["unit"]))
    return None


def size_name(size: str) -> str:
    """A unit size (the scenario's id: "battalion") in the interface language."""
    names = {
        "team": QCoreApplication.translate("PlayText", "team"),
        "squad": QCoreApplication.translate("PlayText", "squad"),
        "section": QCoreApplication.translate("PlayText", "section"),
        "platoon": QCoreApplication.translate("PlayText", "platoon"),
        "company": QCoreApplication.translate("PlayText", "company"),
        "battalion": QCoreApplication.translate("PlayText", "battalion"),
        "regiment": QCoreApplication.translate("PlayText", "regiment"),
        "brigade": QCoreApplication.translate("PlayText", "brigade"),
        "division": QCoreApplication.translate("PlayText", "division"),
        "corps": QCoreApplication.translate("PlayText", "corps"),
        "army": QCoreApplication.translate("PlayText", "army"),
    }
    return names.get(str(size), str(size))


def decision_name(kind: str) -> str:
    """What a question the rules put to a player is about, as a short noun phrase."""
    names = {
        "commit_defence": QCoreApplication.translate("PlayText", "hidden defensive support"),
        "combat_loss": QCoreApplication.translate("PlayText", "which unit takes the loss"),
        "exchange_defender": QCoreApplication.translate("PlayText", "the exchange's losses"),
        "exchange_attacker": QCoreApplication.translate("PlayText", "the exchange's losses"),
        "retreat": QCoreApplication.translate("PlayText", "where to retreat"),
        "chain_retreat": QCoreApplication.translate("PlayText", "which unit leaves the over-full hex"),
        "advance": QCoreApplication.translate("PlayText", "the advance after combat"),
        "flood_retreat": QCoreApplication.translate("PlayText", "where to retreat"),
        "off_map_return": QCoreApplication.translate("PlayText", "where to come back"),
        "pontoneer_bridge": QCoreApplication.translate("PlayText", "where to bridge"),
        "withdrawal": QCoreApplication.translate("PlayText", "which unit is withdrawn"),
    }
    return names.get(kind, QCoreApplication.translate("PlayText", "a decision"))


def dice_purpose(game: Game, purpose: str) -> str:
    """What a roll was for, in the player's words (the engine names it in English, with unit ids)."""
    words = {"combat": QCoreApplication.translate("PlayText", "combat"),
             "bombardment": QCoreApplication.translate("PlayText", "bombardment"),
             "air attack": QCoreApplication.translate("PlayText", "air attack"),
             "weather": QCoreApplication.translate("PlayText", "weather")}
    if purpose in words:
        return words[purpose]
    head, _, rest = purpose.partition(" ")
    if head == "paradrop" and rest in game.unit_defs:
        return QCoreApplication.translate("PlayText", "parachute drop of {unit}").format(unit=unit_name(game, rest))
    if purpose.startswith("strategic bombing of "):
        return QCoreApplication.translate("PlayText", "strategic bombing of {hex}").format(
            hex=purpose.removeprefix("strategic bombing of "))
    if ":" in purpose and " " not in purpose:  # a map event's roll ("rule:n")
        return QCoreApplication.translate("PlayText", "map event")
    return tr_engine(purpose)


def event_hexes(game: Game, e: Event) -> list[str]:
    """Printed labels of the hexes an event happened in (for "show me where")."""
    d = e.data
    out: list[str] = []
    for key in ("hex", "target", "frm", "to"):
        v = d.get(key)
        if isinstance(v, str) and v:
            out.append(v)
    if e.kind in ("move", "carried"):
        out += list(d["path"])
    if e.kind in ("sea_move", "displaced") and isinstance(d.get("start"), str):
        out.append(d["start"])
    if isinstance(d.get("hexes"), list):  # map changes, bridges, cities bombed
        out += [x for x in d["hexes"] if isinstance(x, str)]
    return out


# --- sentences whose subject is a side --------------------------------------
# Side names agree with their verb and take an article in Portuguese ("Os
# Aliados decidem", "O Eixo decide", "A Alemanha decide", "dos Aliados"). Each
# such sentence is catalogued once per form, told apart by its disambiguation,
# so a translator writes every agreement out whole.
_EN_NUMBER = {"axis": "sg", "united states": "sg", "japanese": "pl"}  # names the final "s" rule gets wrong
_PT_FORM: dict[str, str] = {}  # exceptions to the ending rule, by lower-case name


def side_form(scenario: Scenario, side: str | None, lang: str = "en") -> str:
    """The grammatical form of a side's name in ``lang``: "m.sg", "m.pl", "f.sg" or "f.pl".

    Portuguese: a name ending in -s is plural (Aliados, Japoneses), one whose
    stem ends in -a feminine (Alemanha); English knows only number.
    """
    name = side_name(scenario, side, lang).strip().lower()
    if side is None:
        return "m.pl"  # both sides
    if lang.startswith("pt"):
        if name in _PT_FORM:
            return _PT_FORM[name]
        plural = name.endswith("s")
        stem = name[:-1] if plural else name
        return ("f." if stem.endswith("a") else "m.") + ("pl" if plural else "sg")
    number = _EN_NUMBER.get(name) or ("pl" if name.endswith("s") else "sg")
    return "m." + number


def _side_templates(which: str) -> dict[str, str]:
    # Literal calls throughout: the catalogue's extractor reads only those.
    if which == "decides":
        return {"m.sg": QCoreApplication.translate("PlayText", "{side} decides:", "side: masculine singular"), "m.pl": QCoreApplication.translate("PlayText", "The {side} decide:", "side: masculine plural"),
                "f.sg": QCoreApplication.translate("PlayText", "{side} decides:", "side: feminine singular"), "f.pl": QCoreApplication.translate("PlayText", "The {side} decide:", "side: feminine plural")}
    if which == "air_attack":
        return {"m.sg": QCoreApplication.translate("PlayText", "{side} air attack on {hex} with {n} air points.", "side: masculine singular"),
                "m.pl": QCoreApplication.translate("PlayText", "Air attack by the {side} on {hex} with {n} air points.", "side: masculine plural"),
                "f.sg": QCoreApplication.translate("PlayText", "{side} air attack on {hex} with {n} air points.", "side: feminine singular"),
                "f.pl": QCoreApplication.translate("PlayText", "Air attack by the {side} on {hex} with {n} air points.", "side: feminine plural")}
    if which == "scores":
        return {"m.sg": QCoreApplication.translate("PlayText", "{side} scores {n} VP: {why}.", "side: masculine singular"), "m.pl": QCoreApplication.translate("PlayText", "The {side} score {n} VP: {why}.", "side: masculine plural"),
                "f.sg": QCoreApplication.translate("PlayText", "{side} scores {n} VP: {why}.", "side: feminine singular"), "f.pl": QCoreApplication.translate("PlayText", "The {side} score {n} VP: {why}.", "side: feminine plural")}
    if which == "air_bonus":
        return {"m.sg": QCoreApplication.translate("PlayText", "{side} uses its air bonus: +{n} air points.", "side: masculine singular"),
                "m.pl": QCoreApplication.translate("PlayText", "The {side} use their air bonus: +{n} air points.", "side: masculine plural"),
                "f.sg": QCoreApplication.translate("PlayText", "{side} uses its air bonus: +{n} air points.", "side: feminine singular"),
                "f.pl": QCoreApplication.translate("PlayText", "The {side} use their air bonus: +{n} air points.", "side: feminine plural")}
    if which == "wins":
        return {"m.sg": QCoreApplication.translate("PlayText", "{side} wins.", "side: masculine singular"), "m.pl": QCoreApplication.translate("PlayText", "The {side} win.", "side: masculine plural"),
                "f.sg": QCoreApplication.translate("PlayText", "{side} wins.", "side: feminine singular"), "f.pl": QCoreApplication.translate("PlayText", "The {side} win.", "side: feminine plural")}
    if which == "no_pieces":
        return {"m.sg": QCoreApplication.translate("PlayText", "{side} has no bombardment pieces left this turn. When both sides are done, end the phase.", "side: masculine singular"),
                "m.pl": QCoreApplication.translate("PlayText", "The {side} have no bombardment pieces left this turn. When both sides are done, end the phase.", "side: masculine plural"),
                "f.sg": QCoreApplication.translate("PlayText", "{side} has no bombardment pieces left this turn. When both sides are done, end the phase.", "side: feminine singular"),
                "f.pl": QCoreApplication.translate("PlayText", "The {side} have no bombardment pieces left this turn. When both sides are done, end the phase.", "side: feminine plural")}
    if which == "cannot_bombard":
        return {"m.sg": QCoreApplication.translate("PlayText", "{side} cannot bombard any hex now.", "side: masculine singular"), "m.pl": QCoreApplication.translate("PlayText", "The {side} cannot bombard any hex now.", "side: masculine plural"),
                "f.sg": QCoreApplication.translate("PlayText", "{side} cannot bombard any hex now.", "side: feminine singular"), "f.pl": QCoreApplication.translate("PlayText", "The {side} cannot bombard any hex now.", "side: feminine plural")}
    if which == "hand_over":
        return {"m.sg": QCoreApplication.translate("PlayText", "Done firing: hand over to {side}", "side: masculine singular"),
                "m.pl": QCoreApplication.translate("PlayText", "Done firing: hand over to the {side}", "side: masculine plural"),
                "f.sg": QCoreApplication.translate("PlayText", "Done firing: hand over to {side}", "side: feminine singular"),
                "f.pl": QCoreApplication.translate("PlayText", "Done firing: hand over to the {side}", "side: feminine plural")}
    if which == "passed":
        return {"m.sg": QCoreApplication.translate("PlayText", "{side} (the computer) is done with this phase. End the phase when you are done too.", "side: masculine singular"),
                "m.pl": QCoreApplication.translate("PlayText", "The {side} (the computer) are done with this phase. End the phase when you are done too.", "side: masculine plural"),
                "f.sg": QCoreApplication.translate("PlayText", "{side} (the computer) is done with this phase. End the phase when you are done too.", "side: feminine singular"),
                "f.pl": QCoreApplication.translate("PlayText", "The {side} (the computer) are done with this phase. End the phase when you are done too.", "side: feminine plural")}
    if which == "your_turn":
        return {"m.sg": QCoreApplication.translate("PlayText", "{side} player, your turn — click to continue", "side: masculine singular"),
                "m.pl": QCoreApplication.translate("PlayText", "{side} player, your turn — click to continue", "side: masculine plural"),
                "f.sg": QCoreApplication.translate("PlayText", "{side} player, your turn — click to continue", "side: feminine singular"),
                "f.pl": QCoreApplication.translate("PlayText", "{side} player, your turn — click to continue", "side: feminine plural")}
    raise KeyError(which)


def side_says(scenario: Scenario, side: str | None, lang: str, which: str, **values: object) -> str:
    """A sentence whose subject is a side, agreeing with its name, first letter capitalised."""
    text = _side_templates(which)[side_form(scenario, side, lang)].format(side=side_name(scenario, side, lang), **values)
    return sentence(text)


def sentence(text: str) -> str:
    """``text`` with its first letter capitalised (a side name like "ambos os lados" may open a line)."""
    return text[:1].upper() + text[1:]
