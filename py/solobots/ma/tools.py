"""The reference sheet's dice tools, a small machine both games run: a form (two sides
and the sheet's modifiers, tool_form.py), then the rolls, then the outcome.

Kinds: shoot, fight, panic, scatter, place, edge. Dice are rolled by the app
(faces None) or entered; with "an 8 adds a die" on, app-rolled 8s roll their bonus dice
at once, entered 8s ask for theirs. "Roll for me" on a test's attack rolls the whole test
with the app's dice (both sides decide their cards before any die is rolled, sheet,
CARTES), and the defender does not roll when the attacker scored nothing that its roll
could change. In the "ma" game a side may be a figure of the board ("fig:<id>"): its
outcome (killed, panicked) is then written on the board, and a human figure that shoots
or fights in the player's turn gets its activation marker. Each profile's modifiers (the
player's reading of abilities the sheet leaves to the rulebook) are added to its dice and
successes.

A test the flow opened (a Martian's action, the player's figure from its square) leaves
as soon as it is resolved, its result kept in view (state["shown"]) until the next
answer; the others wait for "Continue". Leaving returns the signal the tool was opened
with (machine.FINISH, PLAYER_TURN, MENU).

This module opens a tool and takes the form's edits; tool_form.py holds the form's
fields and what follows from them, tool_asks.py what the test asks next, tool_rolls.py
its dice and outcome, tool_words.py its words, tool_view.py what the widget draws.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import board as B
from . import tool_form as F
from .machine import FINISH, on
from .tool_asks import RULES, ask_next
from .tool_rolls import roll_all
from .tool_view import EXTRA, fields, representative_edits, view_part  # noqa: F401 (the tools' API)

KINDS = ["shoot", "fight", "panic", "scatter", "place", "edge"]
numbers = F.numbers
figure_of = F.figure_of
has_board = F.has_board

# What belongs to one side of a test: a new figure or profile on that side does not
# inherit them (issue 34, ruling 56): its aim and clear shot, its cards' dice, its panic,
# its allies, the others in its square, its answer in a fight.
OWN_FIELDS = {"attacker": ("aim", "clear", "att_extra", "moved_in", "att_allies"),
              "defender": ("clear", "def_extra", "def_panicked", "def_allies", "others", "mode")}


def _set(state, field, value):
    tool = state["tool"]
    kind, form = tool["kind"], tool["form"]
    if F.FIELDS[kind][field] == "side":
        form[field], tool["link"][field] = F.check_side(state, kind, field, value)
    else:
        form[field] = F.check(state, kind, form, field, value)
    F.derive(state, form, kind, field)


def start(state, kind, ret, prefill=None, roll=False, square=None, shortcut=False):
    """Open a tool; `prefill` sets form fields (checked like the player's own edits). With
    the attacker on the board the rest comes from the board: its nearest enemy (or the
    freeze ray's `square`) as the defender, "moved in" for a figure the player just moved
    into a fight. `roll`: the app rolls the whole test at once. Returns the tool's signal
    when it is already over (a test resolved at once), else None."""
    prefill = dict(prefill or {})
    form = F.default_form(kind, state["options"].get("explode", True))
    state["shown"] = None
    state["tool"] = {"kind": kind, "form": form, "link": {}, "stage": "form", "att": [], "def": [], "pending": 0,
                     "panic": [], "roll": [], "result": None, "ret": ret, "others": [], "fallen": [],
                     "square": list(square) if square else None, "skipped": False,
                     "auto": kind in ("shoot", "fight") and (ret == FINISH or shortcut)}
    F.derive(state, form, kind, None)
    if "attacker" in prefill:
        _set(state, "attacker", prefill.pop("attacker"))
    if kind in ("shoot", "fight") and "defender" not in prefill:
        if F.figure_of(state, "attacker") or square:
            _set(state, "defender", F.default_defender(state))
        elif F.side_of(state, "defender") == F.side_of(state, "attacker"):
            _set(state, "defender", F.GENERIC[B.enemy_side(F.side_of(state, "attacker"))])
    if kind == "fight" and "moved_in" not in prefill and F.moved_in(state):
        form["moved_in"] = True
    for field, value in prefill.items():
        _set(state, field, value)
    log(state, msg("ma.log.tool_open", tool=msg("ma.tool." + kind)), rule(RULES[kind]), kind="info")
    if roll:
        return roll_all(state)
    ask_next(state)
    return None


def _editable(state):
    tool = state.get("tool")
    if not tool:
        raise RuleError("ma.error.no_tool")
    if tool["stage"] not in ("form", "done"):
        raise RuleError("ma.error.tool_rolling")
    return tool


def apply_set(state, action):
    tool = state.get("tool")
    if not tool:
        raise RuleError("ma.error.no_tool")
    field = action.get("field")
    if not isinstance(field, str) or field not in F.FIELDS[tool["kind"]]:
        raise RuleError("ma.error.bad_tool_value", field=str(field)[:40])
    _editable(state)
    _set(state, field, action.get("value"))
    _reset(tool)
    ask_next(state)


def apply_side(state, action):
    """{"type": "tool_side", "side": "attacker" | "defender", "value"}: another figure or
    profile on one side of a shooting or fighting test. What belonged to the one before
    does not carry over (OWN_FIELDS): those fields start again from the form's defaults and
    from what the board says of the new one (its panic, its allies, the others in its
    square, a move into the fight). A tool_set of a side, in games saved before, keeps them."""
    tool = _editable(state)
    side = action.get("side")
    if tool["kind"] not in ("shoot", "fight") or side not in OWN_FIELDS:
        raise RuleError("ma.error.bad_tool_value", field=str(side)[:40])
    form = tool["form"]
    fresh = F.default_form(tool["kind"], form["explode"])
    for field in OWN_FIELDS[side]:
        if field in form:
            form[field] = fresh[field]
    _set(state, side, action.get("value"))  # (a refused value leaves the state untouched: apply works on a copy)
    if side == "attacker" and tool["kind"] == "fight":
        form["moved_in"] = F.moved_in(state)
    if side == "defender" and tool["kind"] == "fight":
        form["mode"] = F.suggest_mode(state, form)
    _reset(tool)
    ask_next(state)


def _reset(tool):
    tool.update({"stage": "form", "att": [], "def": [], "pending": 0, "panic": [], "roll": [], "result": None,
                 "others": [], "fallen": [], "skipped": False})


def refresh(state):
    """A profile or its modifiers changed while the form is open: count its dice again."""
    tool = state.get("tool")
    if tool and tool["stage"] == "form":
        F.derive(state, tool["form"], tool["kind"], "attacker")
        ask_next(state)


def apply_again(state, action):
    """Roll the same test again, from its form (the tool panel's "Roll again")."""
    tool = state.get("tool")
    if not tool or tool["stage"] != "done":
        raise RuleError("ma.error.no_tool")
    _reset(tool)
    log(state, msg("ma.log.tool_again", tool=msg("ma.tool." + tool["kind"])), None, kind="player")
    ask_next(state)


@on("tool_done")
def _done(state, action):
    tool = state["tool"]
    state["tool"] = None
    return tool["ret"]
