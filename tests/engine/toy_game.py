"""A minimal game that follows the engine contract, to test the core without a real game."""

from solobots.core import step
from solobots.core.errors import RuleError
from solobots.core.messages import msg
from solobots.core.rng import Rng, seed_state

GAME_ID = "toy"
ENGINE_VERSION = 1


def options_schema():
    return [{"id": "target", "type": "number", "label": msg("toy.target"), "min": 1, "max": 50, "default": 10},
            {"id": "endless", "type": "bool", "label": msg("toy.endless"), "default": False},
            {"id": "notes", "type": "data", "label": msg("toy.notes"), "default": None}]


def setup(options, seed):
    target = options.get("target", 10)
    if isinstance(target, bool) or not isinstance(target, int) or not 1 <= target <= 50:
        raise RuleError("error.out_of_range", field="target", min=1, max=50, value=str(target))
    s = step.new_state(GAME_ID, options, seed, seed_state(seed))
    s.update(total=0, target=target, endless=bool(options.get("endless")))
    return s


def _over(state):
    return state["total"] >= state["target"] and not state.get("endless")


def apply(state, action):
    s = step.begin(state)
    if _over(s):
        raise RuleError("toy.over")
    if action.get("type") != "roll":
        raise RuleError("error.bad_choice", field="type")
    faces = action.get("faces")
    if faces is None:
        value = Rng(s).below(6) + 1
    elif isinstance(faces, list) and len(faces) == 1 and faces[0] in range(1, 7) and not isinstance(faces[0], bool):
        value = faces[0]
    else:
        raise RuleError("error.bad_choice", field="faces")
    s["total"] += value
    step.log(s, msg("toy.rolled", n=value), kind="dice")
    return s


def view(state):
    over = _over(state)
    return {
        "instruction": None,
        "prompt": {"kind": "none"} if over else {"kind": "dice", "set": "d6", "count": 1,
                                                   "faces": [1, 2, 3, 4, 5, 6], "action": {"type": "roll"}},
        "board": {"widget": "toy", "total": state["total"]},
        "dice": None,
        "controls": [],
        "status": {"over": over, "winner": "player" if over else None, "reason": None},
        "summary": msg("toy.summary", n=state["total"]),
    }


def legal_actions(state):
    if _over(state):
        return []
    return [{"type": "roll", "faces": None}, {"type": "roll", "faces": [6]}]
