"""One Martian activation (seed 000, TOUR MARTIEN), read top-down: which figure the card
picks (`figure_card`), then what it does by the seed's priorities (`follow`): the core
rules' forced fight first, then OBJECTIF, TIR (shots.py), DÉPLACEMENT (moves.py), COMBAT.

The handlers below return signals (machine.py); `follow` turns each into the next
priority, so the ladder is written once, here. With the board on screen the app computes
sectors, distances, range and paths and asks only what it cannot see (line of sight,
clear shot, objectives without markers); without it, every question is put in the card's
words.
"""

from ..core.messages import join, msg, rule
from ..core.step import log
from . import acting as A
from . import board as B
from . import choose, deck, grid, marks, moves, profiles, shots, targets, why
from .machine import FINISH, MOVE, SHOOT, SHOOT_FROM_HERE, VOID, ask_choice, ask_done, ask_yes_no, choice, on


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
            signal = shots.shoot_from_here(state)
        elif signal == FINISH:
            signal = A.finish_activation(state)
        else:
            return signal


# -- which figure -------------------------------------------------------------------
def figure_card(state, card):
    sector, position = deck.parts(card)
    marks.mark(state, sector=sector)
    why.reset(state)
    if state["use_board"]:
        return follow(state, _choose_on_board(state, sector, position))
    A.say_act(state, msg("ma.instr.pick." + position, sector=msg("ma.sector." + sector),
                         cols=_cols(state, sector)), rule("ma.figure_choice"), msg("ma.why.asked_figure"))
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
    where = msg("ma.sector." + sector)
    if res["where"] == "none":
        log(state, msg("ma.log.no_martian_left"), rule("ma.no_martian"))
        why.note(state, "ma.figure_choice", "ma.why.sector", False, sector=where, cols=_cols(state, sector), n=0)
        why.note(state, "ma.figure_choice_anywhere", "ma.why.anywhere", False, n=0)
        A.say_act(state, msg("ma.instr.no_martian_left"), rule("ma.no_martian"), msg("ma.why.no_martian"))
        ask_done(state, "void_card", msg("ma.prompt.void_card"), rule("ma.no_martian"))
        return None
    n = len(choose.pool(state, sector)[0])
    if res["where"] == "sector":
        log(state, msg("ma.log.pool_sector", sector=where, cols=_cols(state, sector), n=n), cite)
        why.note(state, "ma.figure_choice", "ma.why.sector", True, sector=where, cols=_cols(state, sector), n=n)
    else:
        log(state, msg("ma.log.pool_anywhere", sector=where, cols=_cols(state, sector)),
            rule("ma.figure_choice_anywhere"))
        why.note(state, "ma.figure_choice", "ma.why.sector", False, sector=where, cols=_cols(state, sector), n=0)
        why.note(state, "ma.figure_choice_anywhere", "ma.why.anywhere", True, n=n)
    if position == "big_gun":
        if res["fallback"]:
            log(state, msg("ma.log.no_big_gun"), rule("ma.big_gun"))
            why.note(state, "ma.big_gun", "ma.why.no_big_gun", False)
        else:
            guns = [f for f in choose.pool(state, sector)[0] if profiles.big_gun(state, f["profile"])]
            why.note(state, "ma.big_gun", "ma.why.big_guns", True, n=len(guns),
                     names=join([B.label(state, f) for f in guns]))
    if res["d2"] is None:
        log(state, msg("ma.log.no_enemy_to_measure"), rule("ma.position"))
    if len(res["best"]) == 1:
        return chosen(state, res["best"][0], res["position"])
    figs = [B.get(state, fid) for fid in res["best"]]
    marks.mark(state, candidates=[f["id"] for f in figs])
    _note_position(state, res, figs)
    A.say_act(state, msg("ma.instr.tie_figure", position=msg("ma.position." + res["position"])), rule("ma.ties"),
              msg("ma.why.tie_put", n=len(figs)))
    ask_choice(state, "tie_figure", msg("ma.prompt.tie_figure"), rule("ma.ties"),
               [choice(f["id"], B.label(state, f)) for f in figs], position=res["position"])
    return None


@on("void_card")
def _void(state, action):
    return VOID


def _note_position(state, res, figs):
    """The card's position among the candidates: closest, farthest (to the nearest enemy,
    real distance) or the closest Big Gun."""
    if res["d2"] is None:
        why.note(state, "ma.position", "ma.why.no_enemy_to_measure", True, n=len(figs))
        return
    key = "ma.why.farthest" if res["position"] == "farthest" else "ma.why.closest"
    why.note(state, "ma.position", key, True, names=join([B.label(state, f) for f in figs]),
             d=targets.real_msg(res["d2"]), n=len(figs))


@on("tie_figure")
def _tie(state, action):
    B.get(state, action["value"])
    log(state, msg("ma.log.tie_picked"), rule("ma.ties"), kind="player")
    why.note(state, "ma.ties", "ma.why.tie_picked", True, fig=B.label(state, B.get(state, action["value"])))
    return chosen(state, action["value"], state["ask"]["ctx"]["position"], tied=True)


def chosen(state, fid, position, tied=False):
    """The card's Martian: it rallies if panicked, then the forced fight or the priorities."""
    fig = B.get(state, fid)
    A.mt(state).update(figure=fid, profile=fig["profile"])
    marks.mark(state, actor=fid, candidates=[])
    log(state, msg("ma.log.acts." + position, fig=B.label(state, fig)), rule("ma.position"))
    if not tied:
        _note_position(state, {"d2": B.nearest_enemy_d2(state, fig), "position": position}, [fig])
    A.rally(state, fig)
    foes = B.enemies_in_square(state, fig)
    if [e for e in foes if not e["panicked"]]:
        log(state, msg("ma.log.forced_fight", fig=B.label(state, fig)), rule("ma.forced_fight"))
        A.fight_in_square(state, fig, foes, rule("ma.forced_fight"),
                          reason=msg("ma.why.forced", n=len([e for e in foes if not e["panicked"]])),
                          rest=why.rest_of_action("ma.forced_fight"))
        return None
    why.note(state, "ma.forced_fight", "ma.why.not_forced", False)
    return _objective(state)


@on("which_martian")
def _which(state, action):
    if action["value"] == "none":
        log(state, msg("ma.log.no_martian_left"), rule("ma.no_martian"), kind="player")
        return VOID
    A.mt(state)["profile"] = action["value"]
    log(state, msg("ma.log.acts_named", profile=profiles.name(state, action["value"])), rule("ma.figure_choice"),
        kind="player")
    why.note(state, "ma.figure_choice", "ma.why.figure_named", True, profile=profiles.name(state, action["value"]))
    A.say_act(state, msg("ma.instr.forced_q", fig=A.subject(state)), rule("ma.forced_fight"), msg("ma.why.asked"),
              why.rest_of_action("ma.forced_fight"))
    ask_yes_no(state, "forced_nb", msg("ma.prompt.forced_nb", fig=A.subject(state)), rule("ma.forced_fight"))
    return None


@on("forced_nb")
def _forced_nb(state, action):
    if action["value"] == "no":
        why.note(state, "ma.forced_fight", "ma.why.answered_no", False)
        return _objective(state)
    log(state, msg("ma.log.forced_fight", fig=A.subject(state)), rule("ma.forced_fight"))
    A.say_act(state, msg("ma.instr.fight_nb", fig=A.subject(state)), rule("ma.forced_fight"),
              msg("ma.why.answered_yes"), why.rest_of_action("ma.forced_fight"))
    A.go(state, fight={"attacker": A.actor_profile(state)})
    return None


# -- objective ------------------------------------------------------------------------
def _objective(state):
    if not state["options"]["objectives"]:
        log(state, msg("ma.log.no_objectives"), rule("ma.objective"))
        why.note(state, "ma.objective", "ma.why.no_objectives", False)
        return SHOOT
    if _no_marker_within_reach(state):
        return SHOOT
    A.say_act(state, msg("ma.instr.objective_q", fig=A.subject(state)), rule("ma.objective"),
              msg("ma.why.objective_q"), why.rest_of_action("ma.objective"))
    ask_yes_no(state, "objective", msg("ma.prompt.objective", fig=A.subject(state)), rule("ma.objective"))
    return None


def _no_marker_within_reach(state):
    """Ruling 55: where the scenario's objectives are the markers on the board (a setup
    option), a Martian none of them is within reach of this turn (its move, in squares, a
    diagonal counting one) can score nothing from them: it is not asked, and the log and
    "Why?" say how far the nearest one is. Without markers on the board the app cannot
    tell, and asks."""
    markers = state["board"]["objectives"]
    if not (state["options"].get("objective_markers") and A.on_board(state) and markers):
        return False
    fig = A.actor(state)
    if fig is None:
        return False
    reach = moves.steps(state, fig)
    nearest = min(grid.squares(B.pos(fig), (o["row"], o["col"])) for o in markers)
    if nearest <= reach:
        return False
    log(state, msg("ma.log.objective_out_of_reach", fig=B.label(state, fig), d=nearest, n=reach), rule("ma.objective"))
    why.note(state, "ma.objective", "ma.why.objective_out_of_reach", False, d=nearest, n=reach)
    return True


@on("objective")
def _objective_answer(state, action):
    if action["value"] == "no":
        log(state, msg("ma.log.objective_no", fig=A.subject(state)), rule("ma.objective"), kind="player")
        why.note(state, "ma.objective", "ma.why.answered_no", False)
        return SHOOT
    log(state, msg("ma.log.objective_yes", fig=A.subject(state)), rule("ma.objective"), kind="player")
    A.say_act(state, msg("ma.instr.objective", fig=A.subject(state)), rule("ma.objective"),
              msg("ma.why.answered_yes"), why.rest_of_action("ma.objective"))
    attacker = "fig:" + A.mt(state)["figure"] if A.on_board(state) else A.actor_profile(state)
    shoot = {"attacker": attacker} if profiles.can_shoot(state, A.actor_profile(state)) else None
    A.go(state, shoot=shoot, fight={"attacker": attacker})
    return None

