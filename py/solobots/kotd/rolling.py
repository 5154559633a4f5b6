"""Seed part A: Autobot's three rolls and what it keeps after each (rulings, "Rolling").

Steps are cited by the seed's own numbering: A.1 roll six dice, A.2 keep smashes,
A.3 keep useful hearts, A.4 fame OR destruction, A.5 reroll the rest, A.6 keep smashes and
useful hearts again, A.7 the type on roll 2, A.8 "repeat step 5" (roll 3, the last).

Each keeping step also writes its entry of the why (solobots/why.py): the dice it looked
at, the values that decided, kept or not; the instruction that follows carries the list.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import Rng
from ..core.step import log
from ..why import entry
from . import faces as F
from .effects import signed
from .flow import say

LAST_ROLL = 3
ROLL_RULE = {1: "kotd.A1", 2: "kotd.A5", 3: "kotd.A8"}  # roll 2 is step 5, roll 3 "repeats step 5"


def dice_to_roll(state):
    """How many dice the next roll of this turn throws."""
    if state["roll"] == 0:
        return 6
    return sum(1 for d in state["dice"] if not d["kept"])


def apply_roll(state, action):
    count = dice_to_roll(state)
    faces = F.read_faces(action, count)
    if faces is None:
        faces = F.draw_faces(Rng(state), count)
    state["roll"] += 1
    if state["roll"] == 1:
        state["dice"] = [{"face": f, "kept": False} for f in faces]
    else:
        free = iter(faces)
        for die in state["dice"]:
            if not die["kept"]:
                die["face"] = next(free)
    log(state, msg("kotd.log.roll", roll=state["roll"], faces=F.faces_summary(faces)),
        rule(ROLL_RULE[state["roll"]]), kind="dice")
    if state["roll"] == LAST_ROLL:
        log(state, msg("kotd.log.last_roll"), rule("kotd.A8"))
        all_faces = F.faces_summary([d["face"] for d in state["dice"]])
        go_resolve(state, [entry(rule("kotd.A8"), msg("kotd.why.last_roll", faces=all_faces), True)])
        return
    why = _keep_smashes_and_hearts(state)
    if _keep_type(state, why):
        finish_keeping(state, why)


def _free(state, face):
    return [d for d in state["dice"] if not d["kept"] and d["face"] == face]


def _keep_smashes_and_hearts(state):
    """Steps 2 and 3 (6 after roll 2); returns their entries of the why."""
    first = state["roll"] == 1
    why = []
    smashes = _free(state, "smash")
    for die in smashes:
        die["kept"] = True
    citation = rule("kotd.A2" if first else "kotd.A6")
    if smashes:
        log(state, msg("kotd.log.keep_smashes", n=len(smashes)), citation)
        why.append(entry(citation, msg("kotd.why.smashes", n=len(smashes)), True))
    else:
        why.append(entry(citation, msg("kotd.why.no_smash"), False))

    citation = rule("kotd.A3" if first else "kotd.A6")
    hearts = _free(state, "heart")
    if not hearts:
        why.append(entry(citation, msg("kotd.why.no_heart"), False))
        return why
    me = state["autobot"]
    # Hearts kept on roll 1 already fill part of the gap (rulings, Rolling 3 and 6).
    already = sum(1 for d in state["dice"] if d["kept"] and d["face"] == "heart")
    room = max(0, me["max"] - me["life"] - already)
    useful = hearts[:room]
    for die in useful:
        die["kept"] = True
    facts = {"rolled": len(hearts), "life": me["life"], "max": me["max"], "already": already, "room": room}
    if useful:
        log(state, msg("kotd.log.keep_hearts", n=len(useful), rolled=len(hearts), life=me["life"],
                       max=me["max"], already=already), citation)
        why.append(entry(citation, msg("kotd.why.hearts", n=len(useful), **facts), True))
    else:
        log(state, msg("kotd.log.no_useful_hearts", n=len(hearts), life=me["life"], max=me["max"],
                       already=already), citation)
        why.append(entry(citation, msg("kotd.why.hearts_useless", n=len(hearts), **facts), False))
    return why


def _type_word(kind):
    return msg("kotd.type." + kind)


def _keep_type(state, why):
    """Keep fame OR destruction; False when the player must break a tie first."""
    first = state["roll"] == 1
    if state["type"] is not None:
        n = len(_free(state, state["type"]))
        # the journal says what "Why?" says: with no such die just rolled, there is none to keep
        log(state, msg("kotd.log.keep_same_type" if n else "kotd.log.keep_same_type_none", type=_type_word(state["type"])),
            rule("kotd.A7"))
        key = "kotd.why.same_type" if n else "kotd.why.same_type_none"
        why.append(entry(rule("kotd.A7"), msg(key, type=_type_word(state["type"]), n=n), bool(n)))
        _keep_kind(state, state["type"])
        return True
    citation = rule("kotd.A4" if first else "kotd.A7")
    if not first:
        why.append(entry(rule("kotd.A7"), msg("kotd.why.step_four_again"), True))
    fame, destruction = len(_free(state, "fame")), len(_free(state, "destruction"))
    if fame == destruction == 0:
        log(state, msg("kotd.log.no_type"), citation)
        why.append(entry(rule("kotd.A4"), msg("kotd.why.no_type"), False))
        return True
    tokens = {"fame_pos": signed(state["fame"]), "destruction_pos": signed(state["destruction"])}
    if fame != destruction:
        kind = "fame" if fame > destruction else "destruction"
        log(state, msg("kotd.log.type_more", type=_type_word(kind), n=max(fame, destruction)), citation)
        why.append(entry(rule("kotd.A4"), msg("kotd.why.type_more", type=_type_word(kind), fame=fame,
                                              destruction=destruction, n=max(fame, destruction)), True))
    elif state["fame"] != state["destruction"]:
        kind = "fame" if state["fame"] > state["destruction"] else "destruction"
        log(state, msg("kotd.log.type_tie_token", type=_type_word(kind), n=fame), citation)
        why.append(entry(rule("kotd.A4"), msg("kotd.why.type_tie_token", type=_type_word(kind), n=fame, **tokens),
                         True))
    else:
        state["phase"] = "choose_type"
        why.append(entry(rule("kotd.A4"), msg("kotd.why.type_tie_player", n=fame, pos=signed(state["fame"])), True,
                         chosen=True))
        say(state, msg("kotd.instr.choose_type", n=fame), rule("kotd.A4"), why)
        return False
    state["type"] = kind
    _keep_kind(state, kind)
    return True


def _keep_kind(state, kind):
    for die in _free(state, kind):
        die["kept"] = True


def apply_choose_type(state, action):
    kind = action.get("kind")
    if not isinstance(kind, str) or kind not in F.TYPES:
        raise RuleError("kotd.error.bad_type")
    log(state, msg("kotd.log.type_chosen", type=_type_word(kind)), rule("kotd.A4"), kind="player")
    # The tie the player broke stays in the why, now as their choice.
    why = [dict(e, chosen=False) for e in state.get("why") or []]
    if why and why[-1]["rule"] == rule("kotd.A4"):
        why[-1]["msg"] = msg("kotd.why.type_you_chose", type=_type_word(kind), n=len(_free(state, kind)))
    state["type"] = kind
    _keep_kind(state, kind)
    finish_keeping(state, why)


def finish_keeping(state, why):
    """Stop early when nothing is left to reroll (the seed's NB), else ask for the next roll."""
    left = dice_to_roll(state)
    if left == 0:
        log(state, msg("kotd.log.early_stop", roll=state["roll"]), rule("kotd.NB"))
        why.append(entry(rule("kotd.NB"), msg("kotd.why.early_stop", roll=state["roll"]), True, chosen=True))
        go_resolve(state, why, early=True)
        return
    state["phase"] = "roll"
    citation = rule("kotd.A5" if state["roll"] == 1 else "kotd.A8")
    log(state, msg("kotd.log.reroll", n=left), citation)
    kept = [d["face"] for d in state["dice"] if d["kept"]]
    why.append(entry(citation, msg("kotd.why.reroll", n=left, kept=6 - left, roll=state["roll"] + 1), True,
                     chosen=True))
    if kept:
        kept_msg = F.faces_summary(kept)
        say(state, msg("kotd.instr.keep", kept=kept_msg, dice=F.count_of("dice", left)), citation, why)
    else:
        say(state, msg("kotd.instr.keep_nothing", dice=F.count_of("dice", left)), citation, why)


def go_resolve(state, why, early=False):
    """The dice are final. The instruction cites B (the view reads it as the NB after an
    early stop, whose entry `why` then already holds as the chosen one)."""
    state["phase"] = "resolve"
    faces = [d["face"] for d in state["dice"]]
    if not early:
        why.append(entry(rule("kotd.B"), msg("kotd.why.resolve"), True, chosen=True))
    say(state, msg("kotd.instr.resolve", faces=F.faces_summary(faces)), rule("kotd.B"), why)
