"""Helpers shared by the Mars Attacks engine tests (imported by the other test_ma_* files)."""

import json
import pathlib
import random
import re

from logbook import applied
from messages import form
from solobots.core.errors import RuleError
from solobots.ma import game, tools_game

ROOT = pathlib.Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def catalog(lang):
    return json.loads((ROOT / "web" / "i18n" / lang / "ma.json").read_text(encoding="utf-8"))


def core_catalog(lang):
    return json.loads((ROOT / "web" / "i18n" / lang / "core.json").read_text(encoding="utf-8"))


def render(message, cat, lang="fr"):
    """Render a msg as web/js/i18n.js does; fail on a missing key or an unfilled placeholder."""
    params = {}
    for name, value in message["params"].items():
        if isinstance(value, dict) and "key" in value:
            value = render(value, cat, lang)
        params[name] = value
    text = form(cat[message["key"]], params, lang)
    out = PLACEHOLDER.sub(lambda m: str(params[m.group(1)]), text)
    assert "{" not in out, (message, out)
    return out


def render_rule(citation, cat, lang="fr"):
    return (render({"key": "rule.{}.label".format(citation["ref"]), "params": citation["params"]}, cat, lang),
            render({"key": "rule.{}.text".format(citation["ref"]), "params": citation["params"]}, cat, lang))


def messages_of_view(view):
    """Every msg and rule a view holds (instruction, prompt, controls, status, summary)."""
    msgs, rules = [], []
    ins = view["instruction"]
    if ins:
        msgs.append(ins["msg"])
        if ins["rule"]:
            rules.append(ins["rule"])
    p = view["prompt"]
    if p.get("msg"):
        msgs.append(p["msg"])
    if p.get("rule"):
        rules.append(p["rule"])
    for c in p.get("choices", []):
        msgs.append(c["label"])
    for group in view["controls"]:
        msgs.append(group["title"])
        msgs += [item["label"] for item in group["items"]]
    if view["status"]["reason"]:
        msgs.append(view["status"]["reason"])
    msgs.append(view["summary"])
    return msgs, rules


class Table:
    """A game of "ma" driven by its actions, with short names for them."""

    def __init__(self, seed="t", **options):
        options.setdefault("deck_mode", "physical")
        self.state = game.setup(options, seed)

    def do(self, *actions):
        for action in actions:
            self.state = applied(game.apply, self.state, action)
        return self

    def place(self, profile, square, **marks):
        """Place a figure by chess-like square name ("C4") and return its id."""
        col, row = "ABCDEFGH".index(square[0]) + 1, int(square[1:])
        self.do({"type": "place", "profile": profile, "row": row, "col": col})
        fid = self.state["board"]["figures"][-1]["id"]
        for mark, value in marks.items():
            self.do({"type": "mark", "figure": fid, "mark": mark, "value": value})
        return fid

    def objective(self, square):
        col, row = "ABCDEFGH".index(square[0]) + 1, int(square[1:])
        return self.do({"type": "objective", "row": row, "col": col})

    def answer(self, value):
        return self.do({"type": "answer", "value": value})

    def start(self):
        return self.answer("start")

    def martian_turn(self):
        """From the preparation or the player's turn to the first AI card."""
        if self.state["phase"] == "prepare":
            self.start()
        if self.state["phase"] == "player":
            self.answer("done")
        assert self.q == "draw"
        return self

    def card(self, card):
        return self.do({"type": "draw", "card": card})

    def roll(self, faces=None):
        return self.do({"type": "roll", "faces": faces})

    @property
    def q(self):
        return self.state["ask"]["q"]

    @property
    def values(self):
        return self.state["ask"].get("values")

    @property
    def instr(self):
        return self.state["instr"]["msg"]["key"]

    @property
    def cite(self):
        return self.state["instr"]["rule"]["ref"]

    @property
    def ctx(self):
        return self.state["ask"]["ctx"]

    @property
    def marks(self):
        return self.state["marks"]

    def fig(self, fid):
        for f in self.state["board"]["figures"]:
            if f["id"] == fid:
                return f
        return None

    def logged(self, since=0):
        return [line["msg"]["key"] for line in self.state["log"][since:]]

    def __contains__(self, key):
        """`"ma.log.x" in table`: was that message logged?"""
        return key in self.logged()

    def refs(self, since=0):
        return [line["rule"]["ref"] for line in self.state["log"][since:] if line["rule"]]

    def refused(self, action):
        try:
            game.apply(self.state, action)
        except RuleError as err:
            return err.key
        return None


def random_walk(module, seed, steps, options=None):
    """Play random legal actions; yield each state after its step."""
    rnd = random.Random(seed)
    state = module.setup(options or {}, str(seed))
    yield state
    for _ in range(steps):
        actions = module.legal_actions(state)
        if not actions:
            return
        state = module.apply(state, rnd.choice(actions))
        yield state


def test_kit_renders_a_fresh_game():
    cat = catalog("fr")
    view = game.view(game.setup({}, "kit"))
    msgs, rules = messages_of_view(view)
    assert all(render(m, cat) for m in msgs)
    assert all(render_rule(r, cat) for r in rules)
    assert tools_game.view(tools_game.setup({}, "kit"))["prompt"]["kind"] == "choice"
