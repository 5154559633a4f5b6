"""Mars Attacks — the reference sheet's dice tools on their own (game "ma_tools").

No bot here: close combat and shooting tests between two profiles with the sheet's
modifiers, panic tests, scatter, random placement and random edge, each with its dice.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import seed_state
from ..core.step import log, new_state
from . import custom, machine, tool_form, tool_words, tools
from .machine import MENU, ask_choice, choice, on, say
from .view import profile_list, templates

GAME_ID = "ma_tools"
# 2: profile modifiers, added profiles; armour follows a piercing shooter.
# 3 (issue 22): "Roll for me" on a test's attack rolls the whole test; the defender does
# not roll when the attacker scored nothing its roll could change; a freeze ray's hit is
# no kill (no panic tests). migrations.TOOLS_STATE_STEPS goes on from a version-2 state.
ENGINE_VERSION = 3
ENDLESS = True  # a toolbox: it has no end, and legal_actions is never empty


def options_schema():
    return [{"id": "explode", "type": "bool", "label": msg("ma.option.explode"), "default": True},
            *custom.OPTION_FIELDS]


def setup(options, seed):
    if not isinstance(options, dict):
        raise RuleError("error.bad_shape", what="options")
    explode = options.get("explode", True)
    if not isinstance(explode, bool):
        raise RuleError("ma.error.bad_option", field=msg("ma.option.explode"))
    added = custom.read_options(options)  # the player's own profiles, from their library
    state = new_state(GAME_ID, {"explode": explode}, seed, seed_state(seed))
    state.update(tool=None, ask=None, instr=None, uses=0, custom=added)
    log(state, msg("ma_tools.log.setup"), rule("ma.sheet"), kind="info")
    ask_menu(state)
    return state


def ask_menu(state):
    say(state, msg("ma_tools.instr.menu"), rule("ma.sheet"))
    ask_choice(state, "tools_menu", msg("ma.prompt.tool_menu"), rule("ma.sheet"),
               [choice(kind, msg("ma.tool." + kind), kind == "shoot") for kind in tools.KINDS])


@on("tools_menu")
def _menu(state, action):
    state["uses"] += 1
    tools.start(state, action["value"], MENU)


def _profile(state, action):
    custom.apply_profile(state, action)
    tools.refresh(state)


def _answer(state, action):
    if machine.answer(state, action) == MENU:
        ask_menu(state)


QUESTIONS = machine.questions(_answer, {"tool_set": tools.apply_set, "tool_again": tools.apply_again,
                                         "profile": _profile}, answers=("answer", "roll"))


# One step: the action checked against the question of the moment, then its handler on a copy.
apply = QUESTIONS.apply


def view(state):
    return {
        "instruction": state["instr"],
        "prompt": state["ask"]["prompt"],
        "board": {"widget": "ma", "game": "ma_tools", "tool": tool_words.view_part(state), "figures": [],
                  "use_board": False, "editable": False, "profiles": profile_list(state),
                  "templates": templates()},
        "dice": None,
        "controls": [],
        "status": {"over": False, "winner": None, "reason": None},
        "summary": msg("ma_tools.summary", n=state["uses"]),
    }


def legal_actions(state):
    return machine.representative_answers(state) + tool_form.representative_edits(state)
