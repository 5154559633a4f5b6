"""Seed part C: Autobot's own special power with the two white dice, chained while it can pay."""

from ..core.messages import msg, rule
from ..core.rng import Rng
from ..core.step import log
from . import faces as F
from .effects import damage_player, gain_cubes, heal_autobot, pull
from .flow import check_bot, say_update_table, start_player_turn

# The seed resolves the white dice in this order (fame, destruction, smash, heart, cubes);
# it matters: a second pull can take a token out of the spotlight before a win is seen.
SEED_ORDER = ["fame", "destruction", "smash", "heart", "energy", "power"]


def trigger_rule(state):
    return rule("kotd.difficulty") if state["threshold"] == 3 else rule("kotd.C")


def end_of_autobot_turn(state, after_power=False):
    """Part C starts (or chains) while Autobot holds enough cubes; otherwise the player plays."""
    cubes, threshold = state["autobot"]["cubes"], state["threshold"]
    say_update_table(state, after_power)
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
    for face in sorted(faces, key=SEED_ORDER.index):
        citation = _resolve_white_die(state, face)
        if check_bot(state, citation):
            return
    log(state, msg("kotd.log.card"), rule("kotd.C_card"))
    end_of_autobot_turn(state, after_power=True)


def _resolve_white_die(state, face):
    """One white die alone (rulings, "Special power"); returns the rule it followed."""
    if face in F.TYPES:
        citation = rule("kotd.C_" + face)
        pull(state, face, 1, citation)
    elif face == "smash":
        citation = rule("kotd.C_smash")
        damage_player(state, 1, citation)
    elif face == "heart":
        citation = rule("kotd.C_heart")
        if heal_autobot(state, 1, citation):
            citation = rule("kotd.C_useless")
            gain_cubes(state, [("heart", 1)], citation)
    else:
        citation = rule("kotd.C_energy")
        gain_cubes(state, [(face, 1)], citation)
    return citation
