"""Seed part C: Autobot's own special power with the two white dice, chained while it can pay.

The why (solobots/why.py) of the instruction that follows a resolution or an activation
ends with the check of the power and the entry that decided the instruction: "update the
table" (B), the −1 card (C), or the white die that won the game.
"""

from ..core.messages import msg, rule
from ..core.rng import Rng
from ..core.step import log
from ..why import entry, not_reached
from . import faces as F
from .effects import damage_player, gain_cubes, heal_autobot, pull, signed
from .flow import check_bot, say_update_table, start_player_turn

# The seed resolves the white dice in this order (fame, destruction, smash, heart, cubes);
# it matters: a second pull can take a token out of the spotlight before a win is seen.
SEED_ORDER = ["fame", "destruction", "smash", "heart", "energy", "power"]
WHITE_RULE = {face: "kotd.C_" + face for face in SEED_ORDER[:4]} | {"energy": "kotd.C_energy", "power": "kotd.C_energy"}


def trigger_rule(state):
    return rule("kotd.difficulty") if state["threshold"] == 3 else rule("kotd.C")


def end_of_autobot_turn(state, after_power=False, why=None):
    """Part C starts (or chains) while Autobot holds enough cubes; otherwise the player plays."""
    cubes, threshold = state["autobot"]["cubes"], state["threshold"]
    why = list(why or [])
    check = rule("kotd.C_chain") if after_power else trigger_rule(state)
    key = "kotd.why.power_due" if cubes >= threshold else "kotd.why.power_not_due"
    why.append(entry(check, msg(key, cubes=cubes, t=threshold), cubes >= threshold))
    if after_power:
        why.append(entry(rule("kotd.C_card"), msg("kotd.why.card"), True, chosen=True))
    else:
        why.append(entry(rule("kotd.B"), msg("kotd.why.update_table"), True, chosen=True))
    say_update_table(state, after_power, why)
    if cubes >= threshold:
        state["phase"] = "power"
        if after_power:
            log(state, msg("kotd.log.power_again", cubes=cubes, t=threshold), rule("kotd.C_chain"))
        else:
            log(state, msg("kotd.log.power_due", cubes=cubes, t=threshold), trigger_rule(state))
    else:
        start_player_turn(state)


def apply_power_roll(state, action):
    faces = F.read_faces(action, 2)
    if faces is None:
        faces = F.draw_faces(Rng(state), 2)
    me, threshold = state["autobot"], state["threshold"]
    before = me["cubes"]
    me["cubes"] -= threshold
    log(state, msg("kotd.log.power_discard", n=threshold, before=before, after=me["cubes"]),
        trigger_rule(state))
    state["dice"] = [{"face": f, "kept": False} for f in faces]
    state["white"] = True
    log(state, msg("kotd.log.white_roll", faces=F.faces_summary(faces)), trigger_rule(state), kind="dice")
    why = [entry(trigger_rule(state), msg("kotd.why.power_roll", before=before, t=threshold, after=me["cubes"],
                                          faces=F.faces_summary(faces)), True)]
    order = sorted(faces, key=SEED_ORDER.index)
    for i, face in enumerate(order):
        citation, said = _resolve_white_die(state, face)
        why.append(entry(citation, said, True))
        if check_bot(state, citation, why):
            why.extend(not_reached(rule(WHITE_RULE[later])) for later in order[i + 1:])
            return
    log(state, msg("kotd.log.card"), rule("kotd.C_card"))
    end_of_autobot_turn(state, after_power=True, why=why)


def _resolve_white_die(state, face):
    """One white die alone (rulings, "Special power"); returns the rule it followed and
    what it did, for the why."""
    if face in F.TYPES:
        citation = rule("kotd.C_" + face)
        before = state[face]
        pull(state, face, 1, citation)
        return citation, msg("kotd.why.white_pull", type=msg("kotd.type." + face), before=signed(before),
                             after=signed(state[face]))
    if face == "smash":
        citation = rule("kotd.C_smash")
        life = state["player"]["life"]
        damage_player(state, 1, citation)
        return citation, msg("kotd.why.white_smash", before=life, after=state["player"]["life"])
    if face == "heart":
        citation = rule("kotd.C_heart")
        life = state["autobot"]["life"]
        if heal_autobot(state, 1, citation):
            cubes = state["autobot"]["cubes"]
            citation = rule("kotd.C_useless")
            gain_cubes(state, [("heart", 1)], citation)
            return citation, msg("kotd.why.white_heart_useless", max=state["autobot"]["max"], before=cubes,
                                 after=state["autobot"]["cubes"])
        return citation, msg("kotd.why.white_heart", before=life, after=state["autobot"]["life"])
    citation = rule("kotd.C_energy")
    cubes = state["autobot"]["cubes"]
    gain_cubes(state, [(face, 1)], citation)
    return citation, msg("kotd.why.white_cube", face=msg("kotd.face_word." + face), before=cubes,
                         after=state["autobot"]["cubes"])
