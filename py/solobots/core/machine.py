"""The one question a game asks now, the actions that answer it, and the legal answers
derived from its prompt: every bot's decisions go through here.

A game declares its questions once (`Questions`): which one is open in a state, and for
each, the prompt it shows (core/ask.py) and the handler of each action type that answers
it. From that one table come the check of an action (an action of another question is
refused with the question's own words, before the state is copied), the view's prompt,
and the representative answers legal_actions lists. Corrections the player may make
whatever the question (a counter, the map) are `anytime` handlers.

Where the question lives: Mars Attacks keeps the one it asked in the state (`keep`:
built once, with what its handler needs, and the answer checked against it); King of
Tokyo, 300 and Terraforming Mars build theirs from the state at each look, because their
prompts read counters the player corrects at any moment (a kept prompt would go stale).
"""

from . import ask as A
from .errors import RuleError
from .step import begin
from .validate import action_kind


class Question:
    """`prompt(state)`: what the view asks; `answers`: {action type: handler(state, action)};
    `more(state)`: legal answers the prompt does not list (a move on the map, a card played
    from the list); `refused`: the error key for any other action, or a function(state,
    action type) giving its RuleError (the game's own key when None). `listed`: `more`
    already holds every answer the prompt shows (the prompt is then not built for them)."""

    def __init__(self, prompt, answers, more=None, refused=None, listed=False):
        self.prompt = prompt
        self.answers = answers
        self.more = more
        self.refused = refused
        self.listed = listed


class Questions:
    """A game's questions. `current(state)`: the id of the one open now. `errors`: the
    game's keys for an unknown action type ("unknown"), a game over ("over"), an action of
    another question ("refused"), and the RuleError for an action that is no dict ("shape",
    optional). `over(state)`: whether the game has ended (no action is taken then).
    `after(state)`: what every step checks last (300's immediate victory)."""

    def __init__(self, current, questions, errors, anytime=None, over=None, after=None):
        self.current = current
        self.questions = questions
        self.errors = errors
        self.anytime = anytime or {}
        self.over = over
        self.after = after
        self.types = set(self.anytime).union(*(q.answers for q in questions.values()))

    def question(self, state):
        return self.questions[self.current(state)]

    def handler(self, state, action):
        """The handler that takes `action` now; refused (RuleError) when none does."""
        shape = self.errors.get("shape")
        kind = action_kind(action, self.types, self.errors["unknown"], shape and RuleError(shape))
        if self.over and self.over(state):
            raise RuleError(self.errors["over"])
        question = self.question(state)
        if kind in question.answers:
            return question.answers[kind]
        if kind in self.anytime:
            return self.anytime[kind]
        refused = question.refused or self.errors["refused"]
        raise RuleError(refused) if isinstance(refused, str) else refused(state, kind)

    def apply(self, state, action):
        """One step (the contract's `apply`): the handler that takes the action runs on a
        copy of the state (core.step.begin), the caller's state untouched."""
        handler = self.handler(state, action)
        new = begin(state)
        handler(new, action)
        if self.after:
            self.after(new)
        return new

    def prompt(self, state):
        return self.question(state).prompt(state)

    def answers(self, state, all_on=None):
        """Representative legal answers to the question open now (core.ask.representative,
        turning with the step), then those its prompt does not list."""
        question = self.question(state)
        out = [] if question.listed else A.representative(question.prompt(state), state.get("n", 0), all_on)
        for action in question.more(state) if question.more else ():
            if action not in out:
                out.append(action)
        return out


# -- questions kept in the state (Mars Attacks) -----------------------------------------
# An ask kept in state["ask"]: {"q": question id, "kind", "ctx": what its handler needs,
# "prompt", and "values" (a choice's answer values) or "count" (dice)}.
KIND_OF_ACTION = {"answer": "choice", "roll": "dice", "draw": "draw"}


def keep(state, question, prompt, ctx, kind=None, values=None):
    ask = {"q": question, "kind": kind or prompt["kind"], "ctx": ctx, "prompt": prompt}
    if values is not None:
        ask["values"] = values
    if prompt["kind"] == "dice":
        ask["count"] = prompt["count"]
    state["ask"] = ask


def keep_choice(state, question, message, citation, options, **ctx):
    """A choice kept in the state, answered {"type": "answer", "value": one of the options'
    values}; `options`: (value, label, primary)."""
    prompt = A.choice(message, citation, [A.answer(label, {"type": "answer", "value": value}, primary)
                                          for value, label, primary in options])
    keep(state, question, prompt, ctx, values=[value for value, _, _ in options])


def keep_none(state):
    keep(state, None, A.none(), {})


def kept(state, action, not_asked):
    """The kept ask `action` answers, checked: its kind, and a choice's value."""
    asked = state.get("ask") or {}
    kind = KIND_OF_ACTION[action["type"]]
    if asked.get("kind") != kind:
        raise RuleError(not_asked)
    if kind == "choice":
        value = action.get("value")
        if not isinstance(value, str) or value not in asked["values"]:
            raise RuleError("error.bad_choice", field="value")
    return asked
