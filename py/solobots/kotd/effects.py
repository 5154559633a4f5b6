"""The effects Autobot's dice have on the table, shared by parts B and C of the seed."""

from ..core.messages import msg
from ..core.step import log
from . import faces as F
from . import tracks


def signed(pos):
    """A track position for log lines: "+2", "0", "−3" (a true minus sign)."""
    return f"+{pos}" if pos > 0 else (f"−{-pos}" if pos < 0 else "0")


def damage_player(state, hits, citation):
    """The player's monster loses life, never below 0 (the caller checks victory)."""
    me = state["player"]
    before = me["life"]
    me["life"] = max(0, before - hits)
    log(state, msg("kotd.log.damage", n=hits, before=before, after=me["life"]), citation)


def heal_autobot(state, hearts, citation):
    """Autobot heals up to its maximum; returns how many hearts were useless."""
    if not hearts:
        return 0
    me = state["autobot"]
    before = me["life"]
    gain = min(hearts, me["max"] - before)
    me["life"] = before + gain
    if gain:
        log(state, msg("kotd.log.heal", n=gain, before=before, after=me["life"]), citation)
    if hearts > gain:
        log(state, msg("kotd.log.hearts_useless", n=hearts - gain, max=me["max"]), citation)
    return hearts - gain


def pull(state, token, spaces, citation, symbols=None):
    before, after = tracks.move_toward_autobot(state, token, spaces)
    params = {"token": msg("kotd.token." + token), "before": signed(before), "after": signed(after)}
    if symbols is None:
        log(state, msg("kotd.log.pull_one", **params), citation)
    elif after - before < spaces:
        log(state, msg("kotd.log.pull_stopped", n=spaces, symbols=symbols, **params), citation)
    else:
        log(state, msg("kotd.log.pull", n=spaces, symbols=symbols, **params), citation)


def gain_cubes(state, sources, citation):
    total = sum(n for _, n in sources)
    if not total:
        return
    me = state["autobot"]
    before = me["cubes"]
    me["cubes"] += total
    why = F.join([msg("kotd.source." + face, n=n) for face, n in sources if n])
    log(state, msg("kotd.log.cubes", n=total, sources=why, before=before, after=me["cubes"]), citation)
