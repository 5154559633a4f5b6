"""The player's own roll (issue 23): the dice kept at the end of the player's turn, entered
from the table or rolled by the app (three rolls, the player keeping dice between them),
resolved by the usual rules with a victory check after each step.

The roll lives in state["proll"] only once the player has used it, so a game played with
the counters alone (every game saved before this module) keeps exactly its old states.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import Rng
from ..core.step import log
from . import faces as F
from . import tracks
from .effects import signed
from .flow import finish

LAST_ROLL = 3
EXTRA_WHITE = 2  # dice tokens add up to 2 white dice (reference facts)
_FRESH = {"roll": 0, "dice": None, "done": False}


def dice_count(state):
    """Six dice; five on the very first turn of the game when the player starts (base
    rules: the first player rolls five dice on the first turn, reference facts)."""
    return 5 if state["first"] == "player" and state["round"] == 1 else 6


def current(state):
    """The player's roll this turn: roll 0 (nothing yet), 1 or 2 (the app's dice, keeping),
    or done (resolved)."""
    return state.get("proll") or dict(_FRESH)


def keeping(state):
    """The app rolled for the player and the player chooses what to keep."""
    roll = current(state)
    return state["phase"] == "player" and not roll["done"] and roll["roll"] in (1, 2)


def waiting(state):
    """The player's turn, no dice given yet."""
    roll = current(state)
    return state["phase"] == "player" and not roll["done"] and roll["roll"] == 0


def say_player(state):
    """The player's turn: the instruction follows the roll (built by the view)."""
    state["instr"] = {"kind": "player"}


def _entered(action, lo, hi):
    faces = action.get("faces")
    if not isinstance(faces, list):
        raise RuleError("kotd.error.faces_not_list")
    if not lo <= len(faces) <= hi:
        raise RuleError("kotd.error.player_count", min=lo, max=hi, got=len(faces))
    for position, face in enumerate(faces, start=1):
        if not isinstance(face, str) or face not in F.FACES:
            raise RuleError("kotd.error.unknown_face", position=position)
    return list(faces)


def apply_player_roll(state, action):
    """The first gesture of the player's roll: the dice kept at the end (resolved at once),
    or "roll for me" (the app's roll 1)."""
    if not waiting(state):
        raise RuleError("kotd.error.roll_given")
    count = dice_count(state)
    if action.get("faces") is None:
        faces = F.draw_faces(Rng(state), count)
        state["proll"] = {"roll": 1, "dice": [{"face": f, "kept": False} for f in faces], "done": False}
        log(state, msg("kotd.log.you_rolled", roll=1, faces=F.faces_summary(faces)), rule("kotd.you_roll"),
            kind="dice")
        say_player(state)
        return
    faces = _entered(action, count, count + EXTRA_WHITE)
    state["proll"] = {"roll": 0, "entered": True, "dice": [{"face": f, "kept": True} for f in faces], "done": False}
    log(state, msg("kotd.log.you_kept", faces=F.faces_summary(faces)), rule("kotd.you_roll"), kind="dice")
    resolve(state)


def _keep_list(action, n):
    keep = action.get("keep")
    if not isinstance(keep, list) or any(isinstance(i, bool) or not isinstance(i, int) for i in keep):
        raise RuleError("kotd.error.bad_keep")
    if len(set(keep)) != len(keep) or any(not 0 <= i < n for i in keep):
        raise RuleError("kotd.error.bad_keep")
    return set(keep)


def apply_player_reroll(state, action):
    """Roll 2 or 3 with the app's dice: the dice not kept are rolled again (or entered)."""
    if not keeping(state):
        raise RuleError("kotd.error.no_reroll")
    roll = state["proll"]
    keep = _keep_list(action, len(roll["dice"]))
    free = [i for i in range(len(roll["dice"])) if i not in keep]
    if not free:
        raise RuleError("kotd.error.keep_all")
    entered = action.get("faces") is not None
    faces = F.read_faces(action, len(free)) if entered else F.draw_faces(Rng(state), len(free))
    for i, die in enumerate(roll["dice"]):
        die["kept"] = i in keep
    for i, face in zip(free, faces, strict=True):
        roll["dice"][i]["face"] = face
    roll["roll"] += 1
    log(state, msg("kotd.log.you_rerolled", roll=roll["roll"], n=len(free), faces=F.faces_summary(faces)),
        rule("kotd.you_roll"), kind="dice")
    if roll["roll"] == LAST_ROLL:
        resolve(state)
    else:
        say_player(state)


def apply_player_resolve(state, action):
    """Stop rolling: the app's dice as they lie now are the ones the player keeps."""
    if not keeping(state):
        raise RuleError("kotd.error.no_reroll")
    resolve(state)


def _won(state):
    reason = tracks.player_victory(state)
    if reason:
        finish(state, "player", reason, rule("kotd.you_win"))
    return reason is not None


def resolve(state):
    """The usual rules, in Autobot's order (smashes, hearts, Fame, Destruction, energy),
    a victory check after each step; energy and special powers are said, not counted."""
    roll = state["proll"]
    roll["done"] = True
    faces = [d["face"] for d in roll["dice"]]
    for die in roll["dice"]:
        die["kept"] = True
    smashes = faces.count("smash")
    if smashes:
        bot = state["autobot"]
        before = bot["life"]
        bot["life"] = max(0, before - smashes)
        log(state, msg("kotd.log.you_smash", n=smashes, before=before, after=bot["life"]), rule("kotd.you_smash"),
            kind="player")
        if _won(state):
            return
    _heal(state, faces.count("heart"))
    for token in F.TYPES:
        symbols = faces.count(token)
        if symbols >= 3:
            _pull(state, token, symbols)
            if _won(state):
                return
        elif symbols:
            log(state, msg("kotd.log.you_type_useless", n=symbols, type=msg("kotd.type." + token)),
                rule("kotd.you_pull"), kind="player")
    energy = faces.count("energy")
    if energy:
        log(state, msg("kotd.log.you_energy", n=energy), rule("kotd.you_energy"), kind="player")
    power = faces.count("power")
    if power:
        log(state, msg("kotd.log.you_power", n=power, monster=msg("kotd.monster." + state["player"]["monster"])),
            rule("kotd.you_power"), kind="player")
    say_player(state)


def _heal(state, hearts):
    if not hearts:
        return
    me = state["player"]
    before = me["life"]
    gain = min(hearts, me["max"] - before)
    me["life"] = before + gain
    if gain:
        log(state, msg("kotd.log.you_heal", n=gain, before=before, after=me["life"]), rule("kotd.you_heart"),
            kind="player")
    if hearts > gain:
        log(state, msg("kotd.log.you_hearts_useless", n=hearts - gain, max=me["max"]), rule("kotd.you_heart"),
            kind="player")


def _pull(state, token, symbols):
    """n symbols (n >= 3) pull the token n - 2 spaces toward the player; it stops on the
    player's victory space."""
    spaces = symbols - 2
    before = state[token]
    state[token] = max(-tracks.VICTORY_SPACE, before - spaces)
    params = {"token": msg("kotd.token." + token), "symbols": symbols, "before": signed(before),
              "after": signed(state[token])}
    key = "kotd.log.you_pull_stopped" if before - state[token] < spaces else "kotd.log.you_pull"
    log(state, msg(key, n=spaces, **params), rule("kotd.you_pull"), kind="player")
