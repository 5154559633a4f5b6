# Frozen from fb9edddcb654:py/solobots/ma/activation.py (scripts/freeze_engine.py): do not edit.
"""One Martian activation (seed 000, TOUR MARTIEN), read top-down: which figure the card
picks (`figure_card`), then what it does by the seed's priorities (`follow`): the core
rules' forced fight first, then OBJECTIF, TIR (shots.py), DÉPLACEMENT (moves.py), COMBAT.

The handlers below return signals (machine.py); `follow` turns each into the next
priority, so the ladder is written once, here. With the board on screen the app computes
sectors, distances, range and paths and asks only what it cannot see (line of sight,
clear shot, objectives without markers); without it, every question is put in the card's
words.
"""

from ..core.messages import msg, rule
from ..core.step import log
from . import acting as A
from . import board as B
from . import choose, deck, grid, marks, moves, profiles, shots
from .machine import FINISH, MOVE, SHOOT, SHOOT_FROM_HERE, VOID, ask_choice, ask_done, ask_yes_no, choice, on, say


def follow(state, signal):
    """The priority ladder: each signal a handler returns leads to the next step of the
    activation. Returns ACTIVATED or VOID once the activation is over (for the turn to go
    on), None while a question waits, or a signal that is not the activation's."""
    while True:
        if signal == SHOOT:
            signal = shots.shoot(state)
        elif signal == MOVE:
            signal = moves.move(state)
        elif signal == SHOOT_FROM_HERE:
            signal = shots.ask_target(state, "clear")
        elif signal == FINISH:
            signal = A.finish_activation(state)
        else:
            return signal


# -- which figure -------------------------------------------------------------------
def figure_card(state, card):
    sector, position = deck.parts(card)
    marks.mark(state, sector=sector)
    if state["use_board"]:
        return follow(state, _choose_on_board(state, sector, position))
    say(state, msg("ma.instr.pick." + position, sector=msg("ma.sector." + sector),
                   cols=_cols(state, sector)), rule("ma.figure_choice"))
    ask_choice(state, "which_martian", msg("ma.prompt.which_martian"), rule("ma.figure_choice"),
               [choice(p, profiles.name(state, p)) for p in profiles.ids(state, "martian")]
               + [choice("none", msg("ma.choice.no_martian"))])
    return None


def _cols(state, sector):
    lo, hi = state["sectors"][sector]
    return msg("ma.cols", lo=grid.COLUMNS[lo - 1], hi=grid.COLUMNS[hi - 1])


def _choose_on_board(state, sector, position):
    res = choose.choose(state, sector, position)
    cite = rule("ma.figure_choice")
    if res["where"] == "none":
        log(state, msg("ma.log.no_martian_left"), rule("ma.no_martian"))
        say(state, msg("ma.instr.no_martian_left"), rule("ma.no_martian"))
        ask_done(state, "void_card", msg("ma.prompt.void_card"), rule("ma.no_martian"))
        return None
    if res["where"] == "sector":
        log(state, msg("ma.log.pool_sector", sector=msg("ma.sector." + sector), cols=_cols(state, sector),
                       n=len(choose.pool(state, sector)[0])), cite)
    else:
        log(state, msg("ma.log.pool_anywhere", sector=msg("ma.sector." + sector), cols=_cols(state, sector)),
            rule("ma.figure_choice_anywhere"))
    if res["fallback"]:
        log(state, msg("ma.log.no_big_gun"), rule("ma.big_gun"))
    if res["d2"] is None:
        log(state, msg("ma.log.no_enemy_to_measure"), rule("ma.position"))
    if len(res["best"]) == 1:
        return chosen(state, res["best"][0], res["position"])
    figs = [B.get(state, fid) for fid in res["best"]]
    marks.mark(state, candidates=[f["id"] for f in figs])
    say(state, msg("ma.instr.tie_figure", position=msg("ma.position." + res["position"])), rule("ma.ties"))
    ask_choice(state, "tie_figure", msg("ma.prompt.tie_figure"), rule("ma.ties"),
               [choice(f["id"], B.label(state, f)) for f in figs], position=res["position"])
    return None


@on("void_card")
def _void(state, action):
    return VOID


@on("tie_figure")
def _tie(state, action):
    B.get(state, action["value"])
    log(state, msg("ma.log.tie_picked"), rule("ma.ties"), kind="player")
    return chosen(state, action["value"], state["ask"]["ctx"]["position"])


def chosen(state, fid, position):
    """The card's Martian: it rallies if panicked, then the forced fight or the priorities."""
    fig = B.get(state, fid)
    A.mt(state).update(figure=fid, profile=fig["profile"])
    marks.mark(state, actor=fid, candidates=[])
    log(state, msg("ma.log.acts." + position, fig=B.label(state, fig)), rule("ma.position"))
    A.rally(state, fig)
    foes = B.enemies_in_square(state, fig)
    if [e for e in foes if not e["panicked"]]:
        log(state, msg("ma.log.forced_fight", fig=B.label(state, fig)), rule("ma.forced_fight"))
        A.fight_in_square(state, fig, foes, rule("ma.forced_fight"))
        return None
    return _objective(state)


@on("which_martian")
def _which(state, action):
    if action["value"] == "none":
        log(state, msg("ma.log.no_martian_left"), rule("ma.no_martian"), kind="player")
        return VOID
    A.mt(state)["profile"] = action["value"]
    log(state, msg("ma.log.acts_named", profile=profiles.name(state, action["value"])), rule("ma.figure_choice"),
        kind="player")
    say(state, msg("ma.instr.forced_q", fig=A.subject(state)), rule("ma.forced_fight"))
    ask_yes_no(state, "forced_nb", msg("ma.prompt.forced_nb", fig=A.subject(state)), rule("ma.forced_fight"))
    return None


@on("forced_nb")
def _forced_nb(state, action):
    if action["value"] == "no":
        return _objective(state)
    log(state, msg("ma.log.forced_fight", fig=A.subject(state)), rule("ma.forced_fight"))
    say(state, msg("ma.instr.fight_nb", fig=A.subject(state)), rule("ma.forced_fight"))
    A.go(state, fight={"attacker": A.actor_profile(state)})
    return None


# -- objective ------------------------------------------------------------------------
def _objective(state):
    if not state["options"]["objectives"]:
        log(state, msg("ma.log.no_objectives"), rule("ma.objective"))
        return SHOOT
    say(state, msg("ma.instr.objective_q", fig=A.subject(state)), rule("ma.objective"))
    ask_yes_no(state, "objective", msg("ma.prompt.objective", fig=A.subject(state)), rule("ma.objective"))
    return None


@on("objective")
def _objective_answer(state, action):
    if action["value"] == "no":
        log(state, msg("ma.log.objective_no", fig=A.subject(state)), rule("ma.objective"), kind="player")
        return SHOOT
    log(state, msg("ma.log.objective_yes", fig=A.subject(state)), rule("ma.objective"), kind="player")
    A.say_act(state, msg("ma.instr.objective", fig=A.subject(state)), rule("ma.objective"))
    attacker = "fig:" + A.mt(state)["figure"] if A.on_board(state) else A.actor_profile(state)
    shoot = {"attacker": attacker} if profiles.can_shoot(state, A.actor_profile(state)) else None
    A.go(state, shoot=shoot, fight={"attacker": attacker})
    return None

