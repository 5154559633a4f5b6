"""What the table screen shows: instruction, the one prompt, board, dice, counters, status."""

from ..core.messages import msg, rule
from ..core.outcome import from_winner, group, measure, result
from . import counters
from . import faces as F
from .power import trigger_rule
from .resolution import smash_count
from .rolling import LAST_ROLL, ROLL_RULE, dice_to_roll

# The steppers, what the player changes on every turn first (the tokens, Autobot's cubes,
# the lives), with short labels that fit a narrow column beside the instruction.
STEPPER_ORDER = ["fame", "destruction", "autobot_cubes", "autobot_life", "player_life"]
# Instructions stored before roll 2 and roll 3: the view names the coming roll, so the
# headline changes at each roll (computed here, not stored, so saved games keep their checksum).
_KEEP_KEYS = ("kotd.instr.keep", "kotd.instr.keep_nothing")


def view(state):
    return {
        "instruction": instruction(state),
        "prompt": prompt(state),
        "board": board(state),
        "dice": dice(state),
        "controls": controls(state),
        "status": status(state),
        "summary": summary(state),
        "result": record_result(state),
        "why": state.get("why"),  # the why of the decision the instruction shows (solobots/why.py)
    }


def _table_state(state):
    return msg(
        "kotd.table",
        player_life=state["player"]["life"],
        autobot_life=state["autobot"]["life"],
        fame=F.position(state["fame"]),
        destruction=F.position(state["destruction"]),
        cubes=_cubes(state["autobot"]["cubes"]),
    )


def _cubes(n):
    return F.count_of("cube", n) if n else msg("kotd.count.no_cube")


def instruction(state):
    said = state["instr"]
    if said["kind"] == "table":
        return {"msg": msg("kotd.instr.update_table", table=_table_state(state)),
                "rule": rule("kotd.B")}
    if said["kind"] == "table_card":
        return {"msg": msg("kotd.instr.card_and_table", table=_table_state(state)),
                "rule": rule("kotd.C_card")}
    message = said["msg"]
    if message["key"] in _KEEP_KEYS and state["phase"] == "roll":
        return {"msg": msg(message["key"], roll=state["roll"] + 1, **message["params"]), "rule": said["rule"]}
    if early_stop(state) and message["key"] == "kotd.instr.resolve":
        # The seed's NB: after roll 1 or 2 every die is kept and Autobot stops rolling.
        return {"msg": msg("kotd.instr.early_stop", roll=state["roll"], **message["params"]), "rule": rule("kotd.NB")}
    return {"msg": message, "rule": said["rule"]}


def early_stop(state):
    """Autobot kept all its dice after roll 1 or 2 and resolves them without rolling again."""
    return state["phase"] == "resolve" and not state["white"] and 0 < state["roll"] < LAST_ROLL


def final_dice(state):
    """The dice on the table are the result Autobot resolves (or has resolved): no die is
    "not kept" any more, they all count."""
    return state["dice"] is not None and state["phase"] not in ("roll", "choose_type")


def prompt(state):
    phase = state["phase"]
    if phase == "over":
        return {"kind": "none"}
    return _PROMPTS[phase](state)


def _roll_prompt(state):
    number, count = state["roll"] + 1, dice_to_roll(state)
    return {
        "kind": "dice", "msg": msg("kotd.prompt.roll", roll=number, dice=F.count_of("dice", count)),
        "rule": rule(ROLL_RULE[number]), "set": "kotd", "count": count, "faces": list(F.FACES),
        "action": {"type": "roll"},
    }


def _type_prompt(state):
    choices = [{"label": msg("kotd.choice." + kind), "action": {"type": "choose_type", "kind": kind},
                "primary": False} for kind in F.TYPES]
    return {"kind": "choice", "msg": msg("kotd.prompt.choose_type"), "rule": rule("kotd.A4"),
            "choices": choices}


def _resolve_prompt(state):
    smashes = smash_count(state)
    if smashes == 0:
        action = {"type": "resolve", "values": {"blocked": 0}}
        return {"kind": "choice", "msg": msg("kotd.prompt.resolve"), "rule": rule("kotd.B"),
                "choices": [{"label": msg("kotd.choice.resolve"), "action": action, "primary": True}]}
    field = {"id": "blocked", "label": msg("kotd.field.blocked"), "min": 0, "max": smashes, "value": 0}
    return {"kind": "numbers", "msg": msg("kotd.prompt.blocked", n=smashes), "rule": rule("kotd.B1"),
            "fields": [field], "action": {"type": "resolve"}}


def _power_prompt(state):
    return {
        "kind": "dice", "msg": msg("kotd.prompt.power", n=state["threshold"]), "rule": trigger_rule(state),
        "set": "kotd", "count": 2, "faces": list(F.FACES), "action": {"type": "power_roll"},
    }


def _player_prompt(state):
    choice = {"label": msg("kotd.choice.end_turn"), "action": {"type": "end_turn"}, "primary": True}
    return {"kind": "choice", "msg": msg("kotd.prompt.player_turn"), "rule": rule("kotd.player_turn"),
            "choices": [choice]}


_PROMPTS = {"roll": _roll_prompt, "choose_type": _type_prompt, "resolve": _resolve_prompt,
            "power": _power_prompt, "player": _player_prompt}


def board(state):
    return {
        "widget": "kotd",
        "fame": state["fame"],
        "destruction": state["destruction"],
        "player": dict(state["player"]),
        "autobot": {**state["autobot"], "threshold": state["threshold"]},
        "turn": state["turn"],
        "round": state["round"],
        "phase": state["phase"],
    }


def dice(state):
    if state["dice"] is None:
        return None
    if state["white"]:
        return {"set": "kotd", "label": msg("kotd.dice.white"), "final": True,
                "dice": [{"face": d["face"], "kept": False, "white": True} for d in state["dice"]]}
    out = {"set": "kotd", "label": msg("kotd.dice.roll", roll=state["roll"]),
           "dice": [{"face": d["face"], "kept": d["kept"]} for d in state["dice"]]}
    if final_dice(state):
        out["final"] = True
        out["label"] = msg("kotd.dice.final", roll=state["roll"])
    return out


def controls(state):
    if state["over"]:
        return []
    items = []
    for counter in STEPPER_ORDER:
        lo, hi = counters.bounds(state, counter)
        items.append({
            "id": counter, "label": msg("kotd.stepper." + counter), "value": counters.read(state, counter),
            "min": lo, "max": hi, "action": {"type": "set", "counter": counter},
        })
    return [{"title": msg("kotd.controls.title"), "items": items}]


def status(state):
    over = state["over"]
    if not over:
        return {"over": False, "winner": None, "reason": None}
    return {"over": True, "winner": over["winner"], "reason": msg(over["reason"])}


def summary(state):
    if state["over"]:
        return msg("kotd.summary.won_" + state["over"]["winner"], round=state["round"])
    return msg("kotd.summary." + state["turn"], round=state["round"])


# King of Tokyo: Duel on BoardGameGeek (BG Stats matches a play by its id, else by this name).
BGG = {"id": None, "name": "King of Tokyo: Duel"}  # the id: not confirmed from a source we could read
# The monsters as printed on their sheets, the same in every language (BG Stats roles).
MONSTER_NAMES = {"alienoid": "Alienoid", "cyber_kitty": "Cyber Kitty", "gigazaur": "Gigazaur",
                 "meka_dragon": "Meka Dragon", "space_penguin": "Space Penguin", "the_king": "The King"}


def record_result(state):
    """What the player's record keeps: the outcome, the round it ended in (a fast win is
    a good one), and Autobot's difficulty and monster."""
    opts, over = state["options"], state["over"]
    his = state["autobot"]["monster"]
    return result(
        BGG, msg("record.bot.kotd"),
        outcome=from_winner(over and over["winner"], bool(over)),
        measure_=measure("rounds", state["round"], best="min_won"),
        groups=[group("difficulty", msg("kotd.option.difficulty"), opts["difficulty"],
                      msg("record.kotd.difficulty." + opts["difficulty"])),
                group("monster", msg("kotd.option.autobot_monster"), his, msg("kotd.monster." + his))],
        first="player" if opts["first"] == "player" else "bot",
        roles={"player": MONSTER_NAMES[state["player"]["monster"]], "bot": MONSTER_NAMES[his]}, bot_name="Autobot",
    )
