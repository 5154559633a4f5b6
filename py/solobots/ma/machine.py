"""The one question asked now, and the handler that takes its answer.

A step that needs the player stores its whole prompt in state["ask"] (so the view and
legal_actions read it back unchanged) under a question id; the answer is checked against
that prompt before the handler registered for the id runs. Both games share this.

Handlers never call the layers above them. When a handler's part is over it returns a
signal saying what happened, and the layer above decides what comes next:

    game.apply ─ flow (turns, Invasion, round end) ─ activation (which Martian, the
    priority ladder) ─ shots, moves ─ acting (the action's last prompt, fights) ─ tools
    (the dice tools) ─ machine, marks, board, profiles and the pure decisions
    (choose, targets, moving, combat, tables).
"""

import re

from ..core.errors import RuleError
from ..core.messages import msg
from .board import find
from .dice import FACES, SET

# Signals a handler returns to the layer above (None: a question is asked, wait for it).
ACTIVATED = "activated"  # the acting Martian did its thing; its activation marker is on
VOID = "void"  # the thing ended without an activation (no Martian left, figure gone, Invasion)
SHOOT = "shoot"  # next priority: TIR
MOVE = "move"  # next priority: DÉPLACEMENT
SHOOT_FROM_HERE = "shoot_from_here"  # moved 1 square for sight: now the shot
FINISH = "finish"  # the player left the dice tool of an activation: it is over
PLAYER_TURN = "player_turn"  # the player left a dice tool opened in their turn
MENU = "menu"  # the player left a tool of the toolbox game

HANDLERS = {}
_FIGURE_ID = re.compile(r"^f[0-9]+$")


def on(question):
    def register(fn):
        HANDLERS[question] = fn
        return fn
    return register


def say(state, message, citation):
    """What the bot says now: one sentence, verb first, with the rule that chose it. Only
    the AI's own decisions say why (why.py, after this)."""
    state["instr"] = {"msg": message, "rule": citation}
    state["why"] = None


def choice(value, label, primary=False):
    return {"value": value, "label": label, "primary": primary}


def ask_choice(state, question, message, citation, choices, **context):
    state["ask"] = {
        "q": question, "kind": "choice", "values": [c["value"] for c in choices], "ctx": context,
        "prompt": {
            "kind": "choice", "msg": message, "rule": citation,
            "choices": [{"label": c["label"], "action": {"type": "answer", "value": c["value"]},
                         "primary": c["primary"]} for c in choices],
        },
    }


def ask_yes_no(state, question, message, citation, **context):
    ask_choice(state, question, message, citation,
               [choice("yes", msg("ma.answer.yes")), choice("no", msg("ma.answer.no"))], **context)


def ask_done(state, question, message, citation, label="ma.answer.done", **context):
    ask_choice(state, question, message, citation, [choice("done", msg(label), True)], **context)


def ask_dice(state, question, message, citation, count, **context):
    state["ask"] = {
        "q": question, "kind": "dice", "count": count, "ctx": context,
        "prompt": {"kind": "dice", "msg": message, "rule": citation, "set": SET, "count": count,
                   "faces": list(FACES), "action": {"type": "roll"}},
    }


def ask_draw(state, message, citation, choices):
    """The AI card: `choices` are (card or None, label, primary)."""
    state["ask"] = {
        "q": "draw", "kind": "draw", "values": [c[0] for c in choices], "ctx": {},
        "prompt": {"kind": "choice", "msg": message, "rule": citation,
                   "choices": [{"label": label, "action": {"type": "draw", "card": card}, "primary": primary}
                               for card, label, primary in choices]},
    }


def ask_none(state):
    state["ask"] = {"q": None, "kind": "none", "ctx": {}, "prompt": {"kind": "none"}}


_KIND_OF_ACTION = {"answer": "choice", "roll": "dice", "draw": "draw"}


def answer(state, action):
    """Check an answer against the question asked, then hand it to the question's handler."""
    ask = state.get("ask") or {}
    kind = _KIND_OF_ACTION[action["type"]]
    if ask.get("kind") != kind:
        raise RuleError("ma.error.not_asked")
    if kind == "choice":
        value = action.get("value")
        if not isinstance(value, str) or value not in ask["values"]:
            raise RuleError("error.bad_choice", field="value")
    return HANDLERS[ask["q"]](state, action)


def value_of(action):
    return action.get("value")


def representative_answers(state):
    """Every answer to the question asked now, with dice both rolled by the app and entered."""
    ask = state.get("ask") or {}
    kind = ask.get("kind")
    if kind == "choice":
        # A figure the player took off the board since the question was asked is no answer.
        return [{"type": "answer", "value": v} for v in ask["values"]
                if not (_FIGURE_ID.match(v) and find(state, v) is None)]
    if kind == "draw":
        out = [dict(c["action"]) for c in ask["prompt"]["choices"]]
        pile = state["deck"]["draw"] or state["deck"]["discard"]
        if state["deck"]["mode"] == "virtual" and pile:
            out.append({"type": "draw", "card": pile[state["n"] % len(pile)]})
        return out
    if kind == "dice":
        n = ask["count"]
        return [{"type": "roll", "faces": None}, {"type": "roll", "faces": ["8"] * n},
                {"type": "roll", "faces": [FACES[(i + state["n"]) % 8] for i in range(n)]}]
    return []
