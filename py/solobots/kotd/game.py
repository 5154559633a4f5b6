"""King of Tokyo: Duel — the Autobot engine (the contract module, docs/engine-contract.md)."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import Rng, seed_state
from ..core.step import begin, log, new_state
from ..core.validate import action_kind
from . import counters, player_roll, power, resolution, rolling
from . import faces as F
from . import view as _view
from .flow import say, start_autobot_turn, start_player_turn
from .monsters import MONSTER_IDS, MONSTERS

GAME_ID = "kotd"
ENGINE_VERSION = 1

THRESHOLDS = {"normal": 4, "hard": 3}
_CHOICES = {
    "player_monster": ["random", *MONSTER_IDS],
    "autobot_monster": ["random", *MONSTER_IDS],
    "first": ["player", "autobot"],
    "difficulty": list(THRESHOLDS),
}
_DEFAULTS = {"player_monster": "random", "autobot_monster": "random", "first": "player",
             "difficulty": "normal"}


def _choice_label(field, value):
    if field.endswith("_monster"):
        return msg("kotd.option.random") if value == "random" else msg("kotd.monster." + value)
    return msg(f"kotd.option.{field}.{value}")


def options_schema():
    return [
        {
            "id": field, "type": "choice", "label": msg("kotd.option." + field),
            "choices": [{"value": v, "label": _choice_label(field, v)} for v in values],
            "default": _DEFAULTS[field],
        }
        for field, values in _CHOICES.items()
    ]


def _read_options(options):
    if not isinstance(options, dict):
        raise RuleError("kotd.error.bad_options")
    out = {}
    for field, allowed in _CHOICES.items():
        value = options.get(field, _DEFAULTS[field])
        if not isinstance(value, str) or value not in allowed:
            raise RuleError("kotd.error.bad_option", field=msg("kotd.option." + field))
        out[field] = value
    mine, his = out["player_monster"], out["autobot_monster"]
    if mine != "random" and mine == his:
        raise RuleError("kotd.error.same_monster")
    return out


def _deal(rng, mine, his):
    """The seed shuffles the monster sheets and deals one to each side; a picked one is set aside."""
    if mine == "random":
        mine = rng.choice([m for m in MONSTER_IDS if m != his])
    if his == "random":
        his = rng.choice([m for m in MONSTER_IDS if m != mine])
    return mine, his


def setup(options, seed):
    opts = _read_options(options)
    state = new_state(GAME_ID, opts, seed, seed_state(seed))
    mine, his = _deal(Rng(state), opts["player_monster"], opts["autobot_monster"])
    # Setup is the traditional one: the second player gets 1 energy cube (reference/kotd-facts.md).
    cubes = 1 if opts["first"] == "player" else 0
    state.update(
        player={"monster": mine, "life": MONSTERS[mine], "max": MONSTERS[mine]},
        autobot={"monster": his, "life": MONSTERS[his], "max": MONSTERS[his], "cubes": cubes},
        fame=0, destruction=0, threshold=THRESHOLDS[opts["difficulty"]], first=opts["first"],
        round=0, turn=None, phase=None, roll=0, dice=None, white=False, type=None, over=None, instr=None,
    )
    log(state, msg("kotd.log.setup", mine=msg("kotd.monster." + mine), mine_life=MONSTERS[mine],
                   his=msg("kotd.monster." + his), his_life=MONSTERS[his]), rule("kotd.setup"), kind="info")
    log(state, msg("kotd.log.own_power_unused"), rule("kotd.C_never"), kind="info")
    if opts["difficulty"] == "hard":
        log(state, msg("kotd.log.hard", t=state["threshold"]), rule("kotd.difficulty"), kind="info")
    log(state, msg("kotd.log.first_" + opts["first"]), rule("kotd.first"), kind="info")
    if opts["first"] == "autobot":
        start_autobot_turn(state)
    else:
        start_player_turn(state)
    key = "kotd.instr.setup_cube" if cubes else "kotd.instr.setup"
    say(state, msg(key, mine=msg("kotd.monster." + mine), mine_life=MONSTERS[mine],
                   his=msg("kotd.monster." + his), his_life=MONSTERS[his]), rule("kotd.setup"))
    return state


def _end_turn(state, action):
    log(state, msg("kotd.log.end_turn"), rule("kotd.player_turn"), kind="player")
    start_autobot_turn(state)


# action type -> (phases where it is legal, None = any phase; handler)
_HANDLERS = {
    "roll": (("roll",), rolling.apply_roll),
    "choose_type": (("choose_type",), rolling.apply_choose_type),
    "resolve": (("resolve",), resolution.apply_resolve),
    "power_roll": (("power",), power.apply_power_roll),
    "end_turn": (("player",), _end_turn),
    "set": (None, counters.apply_set),
    "player_roll": (("player",), player_roll.apply_player_roll),
    "player_reroll": (("player",), player_roll.apply_player_reroll),
    "player_resolve": (("player",), player_roll.apply_player_resolve),
    "end_game": (None, counters.apply_end_game),
}
# While a win reached through the counters waits for the player's word, only more
# corrections or that word are taken.
_WHILE_CLAIMED = ("set", "end_game")


def apply(state, action):
    kind = action_kind(action, _HANDLERS, "kotd.error.unknown_action", RuleError("kotd.error.bad_action"))
    if state["over"]:
        raise RuleError("kotd.error.game_over")
    phases, handler = _HANDLERS[kind]
    if state.get("claim") and kind not in _WHILE_CLAIMED:
        raise RuleError("kotd.error.claim_pending")
    if phases is not None and state["phase"] not in phases:
        raise RuleError("kotd.error.wrong_phase")
    new = begin(state)
    handler(new, action)
    return new


def view(state):
    return _view.view(state)


def legal_actions(state):
    """A finite, representative set: random and entered dice, every answer, a few corrections."""
    if state["over"]:
        return []
    if state.get("claim"):
        return [{"type": "end_game"}, *_corrections(state)]
    phase = state["phase"]
    out = []
    if phase == "roll":
        n = rolling.dice_to_roll(state)
        out += [{"type": "roll", "faces": None}, {"type": "roll", "faces": ["smash"] * n},
                {"type": "roll", "faces": [F.FACES[(i + state["roll"]) % 6] for i in range(n)]}]
    elif phase == "choose_type":
        out += [{"type": "choose_type", "kind": kind} for kind in F.TYPES]
    elif phase == "resolve":
        for blocked in sorted({0, resolution.smash_count(state)}):
            out.append({"type": "resolve", "values": {"blocked": blocked}})
    elif phase == "power":
        out += [{"type": "power_roll", "faces": None}, {"type": "power_roll", "faces": ["fame", "smash"]},
                {"type": "power_roll", "faces": ["heart", "energy"]}]
    elif phase == "player":
        out.append({"type": "end_turn"})
        out += _player_roll_actions(state)
    out += _corrections(state)
    return out


def _player_roll_actions(state):
    if player_roll.waiting(state):
        n = player_roll.dice_count(state)
        return [{"type": "player_roll", "faces": None}, {"type": "player_roll", "faces": ["smash"] * n},
                {"type": "player_roll", "faces": [F.FACES[(i + state["round"]) % 6] for i in range(n)]}]
    if player_roll.keeping(state):
        dice = state["proll"]["dice"]
        return [{"type": "player_reroll", "keep": [], "faces": None},
                {"type": "player_reroll", "keep": [i for i, d in enumerate(dice) if d["face"] == "smash"][:len(dice) - 1],
                 "faces": None},
                {"type": "player_resolve"}]
    return []


def _corrections(state):
    wanted = [("player_life", -1), ("autobot_life", -1), ("fame", -1), ("autobot_cubes", 1), ("blockers", 1)]
    out = []
    for counter, delta in wanted:
        value = counters.read(state, counter) + delta
        lo, hi = counters.bounds(state, counter)
        if lo <= value <= hi:
            out.append({"type": "set", "counter": counter, "value": value})
            out.append({"type": "set", "counter": counter, "value": value, "confirm_end": True})
    return out
