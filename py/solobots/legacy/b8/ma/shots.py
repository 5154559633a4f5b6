# Frozen from 36698ec748ef:py/solobots/ma/shots.py (scripts/freeze_engine.py): do not edit.
"""Shooting (seed 000, "Tir" and "Cible du Tir ?"): the freeze ray's square, then the
target priority, asked as lists the app computes (range, distance, activation) and the
player reads (line of sight, clear shot); the FEARLESS rule of the sheet."""

from ..core.messages import msg, rule
from ..core.step import log
from . import acting as A
from . import board as B
from . import flow, grid, moves, profiles, targets
from .machine import ask_choice, ask_done, ask_yes_no, choice, on, say


# -- shooting -------------------------------------------------------------------------
def shoot(state):
    profile = A.actor_profile(state)
    if not profiles.can_shoot(profile):
        log(state, msg("ma.log.no_gun", fig=A.subject(state)), rule("ma.shoot"))
        moves.move(state)
        return
    if not A.on_board(state):
        if profiles.freeze_ray(profile):
            say(state, msg("ma.instr.freeze_q", fig=A.subject(state)), rule("ma.freeze"))
            ask_yes_no(state, "freeze_nb", msg("ma.prompt.freeze_nb", range=A.range_msg(profile)), rule("ma.freeze"))
        else:
            _ask_shoot_nb(state)
        return
    fig = A.actor(state)
    if fig is None:
        A.gone(state)
        return
    if targets.blocked_by_enemy(state, fig):
        log(state, msg("ma.log.enemy_in_square", fig=B.label(fig)), rule("ma.no_shot_in_contact"))
        moves.move(state)
        return
    if profiles.freeze_ray(profile):
        squares = targets.freeze_squares(state, fig)
        if squares:
            flow.mark(state, squares=[s["square"] for s in squares])
            say(state, msg("ma.instr.freeze_square", fig=B.label(fig)), rule("ma.freeze"))
            ask_choice(state, "freeze_square", msg("ma.prompt.freeze_square"), rule("ma.freeze"),
                       [choice(grid.key(*s["square"]), msg("ma.choice.square_n", square=grid.name(*s["square"]),
                                                           n=s["n"],
                                                           d=grid.squares(B.pos(fig), s["square"])))
                        for s in squares] + [choice("none", msg("ma.choice.none_in_sight"))])
            return
        log(state, msg("ma.log.no_freeze_square", fig=B.label(fig)), rule("ma.freeze"))
    ask_target(state, "clear")


_LEVELS = ["clear", "unactivated", "activated"]


def ask_target(state, level):
    fig = A.actor(state)
    if fig is None:
        A.gone(state)
        return
    candidates = targets.in_range(state, fig)
    if not candidates:
        log(state, msg("ma.log.no_target_in_range", fig=B.label(fig), range=A.range_msg(fig["profile"])),
            rule("ma.shoot"))
        _after_no_shot(state)
        return
    while level is not None:
        if level == "clear":
            pool = candidates
        else:
            pool = [e for e in candidates if e["activated"] == (level == "activated")]
        if pool:
            break
        level = _next_level(level)
    if level is None:
        log(state, msg("ma.log.no_target_seen", fig=B.label(fig)), rule("ma.shoot_target"))
        _after_no_shot(state)
        return
    flow.mark(state, candidates=[e["id"] for e in pool], squares=[])
    say(state, msg("ma.instr.target." + level, fig=B.label(fig), range=A.range_msg(fig["profile"])),
        rule("ma.target_" + level))
    ask_choice(state, "target", msg("ma.prompt.target." + level), rule("ma.target_" + level),
               [choice(e["id"], msg("ma.choice.target", fig=B.label(e), d=targets.distance(state, fig, e)))
                for e in pool] + [choice("none", msg("ma.choice.target_none." + level))], level=level)


def _next_level(level):
    i = _LEVELS.index(level) + 1
    return _LEVELS[i] if i < len(_LEVELS) else None


@on("target")
def _target(state, action):
    level = state["ask"]["ctx"]["level"]
    if action["value"] == "none":
        log(state, msg("ma.log.target_none." + level), rule("ma.target_" + level),
            kind="player")
        nxt = _next_level(level)
        if nxt is None:
            log(state, msg("ma.log.no_target_seen", fig=A.subject(state)), rule("ma.shoot_target"))
            _after_no_shot(state)
        else:
            ask_target(state, nxt)
        return
    target = B.get(state, action["value"])
    _fearless_check(state, target, level == "clear", level)


def _fearless_check(state, target, clear, level):
    guards = targets.fearless_guard(state, target)
    ids = [g["id"] for g in guards]
    if guards and (target["id"] not in ids or len(guards) > 1):
        flow.mark(state, candidates=ids)
        say(state, msg("ma.instr.fearless", square=grid.name(*B.pos(target))), rule("ma.fearless"))
        extra = [] if target["id"] in ids else [choice("none", msg("ma.choice.fearless_none"))]
        ask_choice(state, "fearless", msg("ma.prompt.fearless"), rule("ma.fearless"),
                   [choice(g["id"], B.label(g)) for g in guards] + extra, target=target["id"], clear=clear, level=level)
        return
    _shot(state, target, clear, level)


@on("fearless")
def _fearless(state, action):
    ctx = state["ask"]["ctx"]
    if action["value"] == "none":
        _shot(state, B.get(state, ctx["target"]), ctx["clear"], ctx["level"])
        return
    chosen_one = B.get(state, action["value"])
    log(state, msg("ma.log.fearless", target=B.label(chosen_one)), rule("ma.fearless"), kind="player")
    _shot(state, chosen_one, ctx["clear"] and chosen_one["id"] == ctx["target"], ctx["level"])


def _shot(state, target, clear, level):
    fig = A.actor(state)
    if fig is None:
        A.gone(state)
        return
    moved = A.mt(state).get("moved")
    aim = not moved and not fig["panicked"]
    key = "ma.instr.shoot_moved" if moved else "ma.instr.shoot_rally" if fig["panicked"] else "ma.instr.shoot_aim"
    cite = rule("ma.target_" + level)
    flow.mark(state, actor=fig["id"], targets=[target["id"]], candidates=[], squares=[])
    log(state, msg("ma.log.shoot", fig=B.label(fig), target=B.label(target)), cite)
    say(state, msg(key, fig=B.label(fig), target=B.label(target), d=targets.distance(state, fig, target)), cite)
    A.go(state, shoot={"attacker": "fig:" + fig["id"], "defender": "fig:" + target["id"], "aim": aim, "clear": clear})


@on("freeze_square")
def _freeze_square(state, action):
    fig = A.actor(state)
    if action["value"] == "none":
        log(state, msg("ma.log.freeze_none"), rule("ma.freeze"), kind="player")
        ask_target(state, "clear")
        return
    if fig is None:
        A.gone(state)
        return
    square = grid.parse_key(action["value"])
    n = len([e for e in B.at(state, square, "human") if not e["activated"]])
    flow.mark(state, actor=fig["id"], squares=[list(square)], candidates=[])
    log(state, msg("ma.log.freeze", fig=B.label(fig), square=grid.name(*square), n=n), rule("ma.freeze"))
    say(state, msg("ma.instr.freeze", fig=B.label(fig), square=grid.name(*square), n=n), rule("ma.freeze"))
    A.go(state, shoot={"attacker": "fig:" + fig["id"], "aim": not fig["panicked"]})


@on("freeze_nb")
def _freeze_nb(state, action):
    if action["value"] == "yes":
        say(state, msg("ma.instr.freeze_nb", fig=A.subject(state)), rule("ma.freeze"))
        A.go(state, shoot={"attacker": A.actor_profile(state), "aim": True})
        return
    _ask_shoot_nb(state)


def _ask_shoot_nb(state):
    profile = A.actor_profile(state)
    say(state, msg("ma.instr.shoot_q", fig=A.subject(state)), rule("ma.shoot"))
    ask_yes_no(state, "shoot_nb", msg("ma.prompt.shoot_nb", range=A.range_msg(profile)), rule("ma.shoot"))


@on("shoot_nb")
def _shoot_nb(state, action):
    if action["value"] == "no":
        log(state, msg("ma.log.no_target_seen", fig=A.subject(state)), rule("ma.shoot"), kind="player")
        moves.move(state)
        return
    say(state, msg("ma.instr.shoot_nb", fig=A.subject(state)), rule("ma.shoot_target"))
    A.go(state, shoot={"attacker": A.actor_profile(state), "aim": True})


def _after_no_shot(state):
    """No target: move, unless it already moved to get its sight (then the activation ends)."""
    if A.mt(state).get("moved"):
        log(state, msg("ma.log.no_shot_after_move", fig=A.subject(state)), rule("ma.move_sight"))
        say(state, msg("ma.instr.no_shot_after_move", fig=A.subject(state)), rule("ma.move_sight"))
        ask_done(state, "finish", A.hand(), rule("ma.hand"))
        return
    moves.move(state)
