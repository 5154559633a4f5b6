"""King of Tokyo: Duel — the Autobot engine (the contract module, docs/engine-contract.md)."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import Rng, seed_state
from ..core.step import log, new_state
from . import counters
from . import view as _view
from .flow import say, start_autobot_turn, start_player_turn
from .monsters import MONSTER_IDS, MONSTERS
from .questions import QUESTIONS

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
    # Setup is the traditional one: the second player gets 1 energy cube (docs/rules/kotd.md, ruling 1).
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


# One step: the action checked against the question of the moment, then its handler on a copy.
apply = QUESTIONS.apply


def view(state):
    return _view.view(state)


def legal_actions(state):
    """A finite, representative set: random and entered dice, every answer, a few corrections."""
    if state["over"]:
        return []
    return QUESTIONS.answers(state) + _corrections(state)


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
