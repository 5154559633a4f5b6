"""The one question asked now, and the handler that takes its answer.

A step that needs the player keeps its whole prompt in state["ask"] (core/machine.py:
the view and legal_actions read it back unchanged) under a question id; the answer is
checked against that prompt before the handler registered for the id runs. Both games
share this.

Handlers never call the layers above them. When a handler's part is over it returns a
signal saying what happened, and the layer above decides what comes next:

    game.apply ─ flow (turns, Invasion, round end) ─ activation (which Martian, the
    priority ladder) ─ shots, moves ─ acting (the action's last prompt, fights) ─ tools
    (the dice tools) ─ machine, marks, board, profiles and the pure decisions
    (choose, targets, paths, combat, tables).
"""

import re

from ..core import ask as A
from ..core import machine as M
from ..core.machine import Question, Questions
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
    return (value, label, primary)


def ask_choice(state, question, message, citation, choices, **context):
    M.keep_choice(state, question, message, citation, choices, **context)


def ask_yes_no(state, question, message, citation, **context):
    ask_choice(state, question, message, citation,
               [choice("yes", msg("ma.answer.yes")), choice("no", msg("ma.answer.no"))], **context)


def ask_done(state, question, message, citation, label="ma.answer.done", **context):
    ask_choice(state, question, message, citation, [choice("done", msg(label), True)], **context)


def ask_dice(state, question, message, citation, count, **context):
    M.keep(state, question, A.dice(message, citation, SET, count, FACES, {"type": "roll"}), context)


def ask_draw(state, message, citation, choices):
    """The AI card: `choices` are (card or None, label, primary)."""
    prompt = A.choice(message, citation, [A.answer(label, {"type": "draw", "card": card}, primary)
                                          for card, label, primary in choices])
    M.keep(state, "draw", prompt, {}, kind="draw", values=[c[0] for c in choices])


def ask_none(state):
    M.keep_none(state)


def answer(state, action):
    """Check an answer against the question asked, then hand it to the question's handler."""
    return HANDLERS[M.kept(state, action, "ma.error.not_asked")["q"]](state, action)


def questions(on_answer, corrections, over=None, answers=("answer", "roll", "draw")):
    """The game's one table of questions (core/machine.py): the question kept in the state,
    answered through `on_answer` by the action types `answers`, and the corrections taken
    whatever it asks."""
    kept_question = Question(lambda state: state["ask"]["prompt"], dict.fromkeys(answers, on_answer))
    return Questions(lambda state: "kept", {"kept": kept_question}, anytime=corrections, over=over,
                     errors={"unknown": "ma.error.unknown_action", "over": "ma.error.game_over",
                             "refused": "ma.error.not_asked"})


def representative_answers(state):
    """Every answer to the question asked now, with dice both rolled by the app and entered."""
    ask = state.get("ask") or {}
    out = A.representative(ask.get("prompt") or A.none(), state["n"], all_on="8")
    if ask.get("kind") == "choice":
        # A figure the player took off the board since the question was asked is no answer.
        return [a for a in out if not (_FIGURE_ID.match(a["value"]) and find(state, a["value"]) is None)]
    if ask.get("kind") == "draw":
        pile = state["deck"]["draw"] or state["deck"]["discard"]
        if state["deck"]["mode"] == "virtual" and pile:
            out.append({"type": "draw", "card": pile[state["n"] % len(pile)]})
    return out
