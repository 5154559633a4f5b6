"""Shared helpers for the e300 tests: boards built from a few counts, a renderer that
turns messages into text as the front end would, and a scripted Greek player."""

import json
import re
from pathlib import Path

from logbook import applied
from messages import form
from solobots.core.errors import RuleError
from solobots.e300 import board, game

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = {lang: {} for lang in ("fr", "en")}
for _lang in CATALOGS:
    for _path in sorted((ROOT / "web" / "i18n" / _lang).glob("*.json")):
        CATALOGS[_lang].update(json.loads(_path.read_text("utf-8")))


def render(message, lang="fr"):
    """The front end's t(): plural by n, nested messages, lists joined by commas."""
    cat = CATALOGS[lang]
    params = message.get("params", {})
    text = form(cat[message["key"]], params, lang)

    def value(v):
        if isinstance(v, dict) and "key" in v:
            return render(v, lang)
        if isinstance(v, list):
            return ", ".join(value(x) for x in v)
        if isinstance(v, int) and not isinstance(v, bool) and v < 0:
            return "\u2212" + str(-v)
        return str(v)

    def sub(m):
        name = m.group(1)
        if name not in params:
            raise KeyError("missing parameter {} in {}".format(name, message["key"]))
        return value(params[name])

    return re.sub(r"\{(\w+)\}", sub, text)


def render_rule(citation, lang="fr"):
    return render({"key": "rule.{}.label".format(citation["ref"]), "params": citation["params"]}, lang)


def fresh(seed="test"):
    return game.setup({}, seed)


def with_board(state=None, units=None, **fields):
    """A state whose map is exactly `units` ({city: (ga, gf, pa, pf)}), other fields set."""
    s = json.loads(json.dumps(state or fresh()))
    s["map"] = board.empty_map()
    for city, counts in (units or {}).items():
        ga, gf, pa, pf = counts
        s["map"][city] = {"greece": {"armies": ga, "fleets": gf}, "persia": {"armies": pa, "fleets": pf}}
    s.update(fields)
    return s


def counts(state, city):
    m = state["map"][city]
    return (m["greece"]["armies"], m["greece"]["fleets"], m["persia"]["armies"], m["persia"]["fleets"])


def at_persian_turn(units, hand=3, bridge=True, greek_hand=2, score=2, campaign=3):
    """A state in the operations phase, PERS.IA to play."""
    return with_board(units=units, phase="persian_op", hands={"greece": greek_hand, "persia": hand}, bridge=bridge,
                      score=score, campaign=campaign, passes=0, ops={"persia": 0, "greece": 0}, battle=None,
                      roll=None, focus=[])


def keys(state, since=0):
    return [line["msg"]["key"] for line in state["log"][since:]]


def every_message(obj):
    """Every message dict inside a view or a log, nested ones included."""
    if isinstance(obj, dict):
        if "key" in obj and "params" in obj:
            yield obj
        for v in obj.values():
            yield from every_message(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from every_message(v)


def every_rule(obj):
    if isinstance(obj, dict):
        if "ref" in obj and "params" in obj:
            yield obj
        for v in obj.values():
            yield from every_rule(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from every_rule(v)


class ScriptedGreek:
    """A fixed, simple Greek player for the seeded full game: it reinforces its two
    major cities, plays a few operations that push north, and loses battles by a fixed
    pattern. Only legal engine actions are sent; every choice is deterministic."""

    def __init__(self):
        self.turn = 0

    def actions(self, state):
        phase = state["phase"]
        self.turn += 1
        if phase == "greek_prep":
            # 3 armies placed, the 3 talents left buy the cards the app proposes (engine 3)
            out = [self._add(state, "Athenai", "armies", 2), self._add(state, "Sparta", "armies", 1)]
            return [*out, {"type": "greek_prep_done", "values": {"cards": 3}}]
        if phase == "greek_op":
            ops = state["ops"]["greece"]
            if ops >= 3 or not state["hands"]["greece"]:
                return [{"type": "greek_op", "passed": True}]
            moves = self._operation(state, ops)
            return [*moves, {"type": "greek_op", "passed": False}]
        if phase == "battle":
            b = state["battle"]
            g = board.count(state, b["city"], "greece", b["kind"])
            p = board.count(state, b["city"], "persia", b["kind"])
            # Persian dice are capped: the defender of a Greek city wins when it has more units.
            if g >= p and g:
                return [{"type": "battle", "values": {"greece": max(1, g - p + 1), "persia": 0}}]
            return [{"type": "battle", "values": {"greece": 0, "persia": max(1, p - g)}}]
        if phase == "greek_supply":
            # the proposal as it stands (your supply alone: engine 4 asks it after a
            # correction of PERS.IA's removals changed it, ruling 35)
            return [next(a for a in game.legal_actions(state) if a["type"] == "greek_supply_done")]
        return []

    def _add(self, state, city, kind, n):
        return {"type": "set_units", "city": city, "side": "greece", "kind": kind,
                "value": board.count(state, city, "greece", kind) + n}

    def _operation(self, state, ops):
        """Land at a weakly held Abydos (and win there), else move the Athenian armies but
        one to Thebai, or to Korinthos."""
        athens = board.armies(state, "Athenai", "greece")
        if athens >= 3 and board.armies(state, "Abydos", "persia") <= 3 and not board.armies(state, "Abydos", "greece"):
            return [{"type": "set_units", "city": "Athenai", "side": "greece", "kind": "armies", "value": athens - 3},
                    {"type": "set_units", "city": "Abydos", "side": "persia", "kind": "armies", "value": 0},
                    {"type": "set_units", "city": "Abydos", "side": "greece", "kind": "armies", "value": 2}]
        target = "Thebai" if ops % 2 == 0 else "Korinthos"
        if athens >= 2 and not board.armies(state, target, "persia"):
            return [{"type": "move", "from": "Athenai", "to": target, "armies": athens - 1}]
        return []


EDITS = ("set_hand", "set_bridge", "set_score", "set_units", "set_city", "move")


def play_on_to_the_end(state, max_steps=400, engine=game, seen=None):
    """Play a game from any state to its end (a migrated save): the scripted Greek player
    where it has an answer, else the first legal answer that is not a correction of the
    table. `engine`: today's, or a frozen one; `seen(state)` is shown each state before
    its answer. Returns the last state (its phase "over" unless max_steps ran out)."""
    greek, steps = ScriptedGreek(), 0
    while state["phase"] != "over" and steps < max_steps:
        if seen:
            seen(state)
        actions = greek.actions(state) if state["phase"] in ("greek_prep", "greek_op", "battle", "greek_supply") else []
        actions = actions or [a for a in engine.legal_actions(state) if a["type"] not in EDITS][:1]
        for action in actions:
            state = engine.apply(state, action)
            steps += 1
            if state["phase"] == "over":
                break
    return state


def play_full_game(seed="golden", greek=None, max_steps=2000):
    """Play setup → end with PERS.IA's own dice and a scripted Greek player."""
    greek = greek or ScriptedGreek()
    state = game.setup({}, seed)
    steps = 0
    while state["phase"] != "over" and steps < max_steps:
        phase = state["phase"]
        if phase == "persian_prep":
            actions = [{"type": "prepare"}]
        elif phase == "persian_op":
            actions = [a for a in game.legal_actions(state) if a["type"] in ("persian_op", "persian_roll")][:1]
        elif phase == "pass_ack":
            actions = [{"type": "ack_pass"}]  # engine 2: PERS.IA's die ended the phase, the player says OK
        elif phase == "supply":
            # both removals as proposed, one answer (engine 4)
            actions = [a for a in game.legal_actions(state) if a["type"] == "supply_done"][:1]
        else:
            actions = greek.actions(state)
        for action in actions:
            try:
                state = applied(game.apply, state, action)
            except RuleError as err:
                if err.key != "e300.error.no_change":
                    raise
            steps += 1
            if state["phase"] == "over":
                break
    return state
