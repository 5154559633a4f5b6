"""What the table screen shows: instruction, the one prompt, board, dice, counters, status."""

from ..core.messages import msg, rule
from ..core.outcome import from_winner, group, measure, result
from . import counters, player_roll
from . import faces as F
from .questions import QUESTIONS
from .rolling import LAST_ROLL

# The steppers, what the player changes on every turn first (the tokens, Autobot's cubes,
# the lives), with short labels that fit a narrow column beside the instruction.
STEPPER_ORDER = ["fame", "destruction", "autobot_cubes", "autobot_life", "player_life", "blockers"]
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
        "why": _why(state),
    }


def _why(state):
    """The why of the decision the instruction shows (solobots/why.py): none while the
    instruction is the player's own (their roll, a win they claim through the counters)."""
    said = state["instr"]
    players = state.get("claim") or said["kind"] == "player" or (
        said["kind"] == "fixed" and said["msg"]["key"] == "kotd.instr.play_turn")
    return None if players else state.get("why")


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
    if state.get("claim"):
        reason = state["claim"]["reason"]
        return {"msg": msg("kotd.instr.claim", reason=msg(reason)), "rule": counters.claim_rule(reason)}
    if said["kind"] == "player" or (said["kind"] == "fixed" and said["msg"]["key"] == "kotd.instr.play_turn"):
        return _player_instruction(state)
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


def _player_instruction(state):
    """The player's turn, said by where the player's roll stands."""
    roll = player_roll.current(state)
    if roll["done"]:
        return {"msg": msg("kotd.instr.after_roll"), "rule": rule("kotd.player_turn")}
    if roll["roll"]:
        return {"msg": msg("kotd.instr.your_keep", roll=roll["roll"] + 1), "rule": rule("kotd.you_roll")}
    return {"msg": msg("kotd.instr.your_roll", dice=F.count_of("dice", player_roll.dice_count(state))),
            "rule": rule("kotd.you_roll")}


def early_stop(state):
    """Autobot kept all its dice after roll 1 or 2 and resolves them without rolling again."""
    return state["phase"] == "resolve" and not state["white"] and 0 < state["roll"] < LAST_ROLL


def final_dice(state):
    """The dice on the table are the result Autobot resolves (or has resolved): no die is
    "not kept" any more, they all count."""
    return state["dice"] is not None and state["phase"] not in ("roll", "choose_type")


def prompt(state):
    return QUESTIONS.prompt(state)


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
    if state["phase"] == "player" and state.get("proll"):
        roll = state["proll"]
        if not roll["done"]:
            return None  # the player keeps dice on the prompt itself
        return {"set": "kotd", "label": msg("kotd.dice.yours"), "final": True, "mine": True,
                "dice": [{"face": d["face"], "kept": True} for d in roll["dice"]]}
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
            "min": lo, "max": hi, "action": {"type": "set", "counter": counter, "confirm_end": True},
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
