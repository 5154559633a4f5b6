"""Shooting (seed 000, "Tir" and "Cible du Tir ?"): the freeze ray's square, then the
target priority, asked as lists the app computes (range, real distance, activation) and
the player reads (line of sight, clear shot); the FEARLESS rule of the sheet.

No shot to take returns machine.MOVE: the activation goes on to its next priority."""

from ..core.messages import join, msg, rule
from ..core.step import log
from . import acting as A
from . import board as B
from . import grid, marks, profiles, targets, why
from .machine import MOVE, ask_choice, ask_done, ask_yes_no, choice, on


# -- shooting -------------------------------------------------------------------------
def shoot(state):
    profile = A.actor_profile(state)
    if not profiles.can_shoot(state, profile):
        log(state, msg("ma.log.no_gun", fig=A.subject(state)), rule("ma.shoot"))
        why.note(state, "ma.shoot", "ma.why.no_gun", False, fig=A.subject(state))
        return MOVE
    if not A.on_board(state):
        if profiles.freeze_ray(state, profile):
            A.say_act(state, msg("ma.instr.freeze_q", fig=A.subject(state)), rule("ma.freeze"),
                      msg("ma.why.asked"), why.rest_of_target("ma.freeze"))
            ask_yes_no(state, "freeze_nb", msg("ma.prompt.freeze_nb", range=A.range_msg(state, profile)),
                       rule("ma.freeze"))
        else:
            _ask_shoot_nb(state)
        return None
    fig = A.actor(state)
    if fig is None:
        return A.gone(state)
    if targets.blocked_by_enemy(state, fig):
        log(state, msg("ma.log.enemy_in_square", fig=B.label(state, fig)), rule("ma.no_shot_in_contact"))
        why.note(state, "ma.no_shot_in_contact", "ma.why.in_contact", False, fig=B.label(state, fig))
        return MOVE
    if not _note_range(state, fig):
        return _after_no_shot(state)
    if profiles.freeze_ray(state, profile):
        squares = targets.freeze_squares(state, fig)
        if squares:
            marks.mark(state, squares=[s["square"] for s in squares])
            A.say_act(state, msg("ma.instr.freeze_square", fig=B.label(state, fig)), rule("ma.freeze"),
                      msg("ma.why.freeze_squares", n=len(squares),
                          squares=join([msg("ma.why.square_n", square=grid.name(*s["square"]), n=s["n"])
                                        for s in squares])),
                      why.rest_of_target("ma.freeze"))
            ask_choice(state, "freeze_square", msg("ma.prompt.freeze_square"), rule("ma.freeze"),
                       [choice(grid.key(*s["square"]), msg("ma.choice.square_n", square=grid.name(*s["square"]),
                                                           n=s["n"],
                                                           d=targets.real_msg(grid.real2(B.pos(fig), s["square"]))))
                        for s in squares] + [choice("none", msg("ma.choice.none_in_sight"))])
            return None
        log(state, msg("ma.log.no_freeze_square", fig=B.label(state, fig)), rule("ma.freeze"))
        why.note(state, "ma.freeze", "ma.why.no_freeze_square", False)
    else:
        why.note(state, "ma.freeze", "ma.why.not_freeze", False)
    return ask_target(state, "clear")


_LEVELS = ["clear", "unactivated", "activated"]


def _note_range(state, fig):
    """Enemies within its range: the shot is on (TIR) or off (no target in range)."""
    candidates = targets.in_range(state, fig)
    reach = A.range_msg(state, fig["profile"])
    if not candidates:
        log(state, msg("ma.log.no_target_in_range", fig=B.label(state, fig), range=reach), rule("ma.shoot"))
        why.note(state, "ma.shoot", "ma.why.none_in_range", False, range=reach)
        return False
    why.note(state, "ma.shoot", "ma.why.in_range", True, n=len(candidates), range=reach)
    return True


def shoot_from_here(state):
    """After the 1-square move for sight: the shot, from the new square."""
    fig = A.actor(state)
    if fig is None:
        return A.gone(state)
    if not _note_range(state, fig):
        return _after_no_shot(state)
    return ask_target(state, "clear")


def ask_target(state, level):
    """The first level of the target priority with someone in range on it, as a list the
    player taps (nearest first, with the real distance; equal distances say so)."""
    fig = A.actor(state)
    if fig is None:
        return A.gone(state)
    candidates = targets.in_range(state, fig)
    reach = A.range_msg(state, fig["profile"])
    if not candidates:  # the player took the enemies in range off the board meanwhile
        log(state, msg("ma.log.no_target_in_range", fig=B.label(state, fig), range=reach), rule("ma.shoot"))
        return _after_no_shot(state)
    while level is not None:
        pool = candidates if level == "clear" else [e for e in candidates if e["activated"] == (level == "activated")]
        if pool:
            break
        why.note(state, "ma.target_" + level, "ma.why.level_empty." + level, False)
        level = _next_level(level)
    if level is None:
        log(state, msg("ma.log.no_target_seen", fig=B.label(state, fig)), rule("ma.shoot_target"))
        return _after_no_shot(state)
    marks.mark(state, candidates=[e["id"] for e in pool], squares=[])
    d2s = [grid.real2(B.pos(fig), B.pos(e)) for e in pool]
    A.say_act(state, msg("ma.instr.target." + level, fig=B.label(state, fig), range=reach), rule("ma.target_" + level),
              msg("ma.why.target_ask", n=len(pool),
                  names=join([msg("ma.choice.target", fig=B.label(state, e), d=targets.real_msg(d2))
                              for e, d2 in zip(pool, d2s, strict=True)])),
              why.rest_of_target("ma.target_" + level))

    def label(e, d2):
        key = "ma.choice.target_tie" if d2s.count(d2) > 1 else "ma.choice.target"
        return msg(key, fig=B.label(state, e), d=targets.real_msg(d2))

    ask_choice(state, "target", msg("ma.prompt.target." + level), rule("ma.target_" + level),
               [choice(e["id"], label(e, d2)) for e, d2 in zip(pool, d2s, strict=True)]
               + [choice("none", msg("ma.choice.target_none." + level))], level=level)
    return None


def _next_level(level):
    i = _LEVELS.index(level) + 1
    return _LEVELS[i] if i < len(_LEVELS) else None


@on("target")
def _target(state, action):
    level = state["ask"]["ctx"]["level"]
    if action["value"] == "none":
        log(state, msg("ma.log.target_none." + level), rule("ma.target_" + level), kind="player")
        why.note(state, "ma.target_" + level, "ma.why.target_none." + level, False)
        nxt = _next_level(level)
        if nxt is None:
            log(state, msg("ma.log.no_target_seen", fig=A.subject(state)), rule("ma.shoot_target"))
            return _after_no_shot(state)
        return ask_target(state, nxt)
    target = B.get(state, action["value"])
    return _fearless_check(state, target, level == "clear", level)


def _fearless_check(state, target, clear, level):
    """A non-panicked BRAVE figure in the target's square must be the target if the
    shooter sees it (sheet). A target that is such a figure itself is one: the player
    picked it, no second question (issue 22)."""
    guards = targets.fearless_guard(state, target)
    ids = [g["id"] for g in guards]
    if guards and target["id"] not in ids:
        marks.mark(state, candidates=ids)
        A.say_act(state, msg("ma.instr.fearless", square=grid.name(*B.pos(target))), rule("ma.fearless"),
                  msg("ma.why.fearless_q", target=B.label(state, target),
                      names=join([B.label(state, g) for g in guards])))
        ask_choice(state, "fearless", msg("ma.prompt.fearless"), rule("ma.fearless"),
                   [choice(g["id"], B.label(state, g)) for g in guards]
                   + [choice("none", msg("ma.choice.fearless_none"))], target=target["id"], clear=clear,
                   level=level)
        return None
    return _shot(state, target, clear, level)


@on("fearless")
def _fearless(state, action):
    ctx = state["ask"]["ctx"]
    if action["value"] == "none":
        why.note(state, "ma.fearless", "ma.why.fearless_unseen", False)
        return _shot(state, B.get(state, ctx["target"]), ctx["clear"], ctx["level"])
    chosen_one = B.get(state, action["value"])
    log(state, msg("ma.log.fearless", target=B.label(state, chosen_one)), rule("ma.fearless"), kind="player")
    why.note(state, "ma.fearless", "ma.why.fearless_took", True, fig=B.label(state, chosen_one))
    # The clear shot the player granted at this level goes with the square: the BRAVE
    # figure that takes the target's place keeps the die (issue 22, docs/rules/ma.md).
    return _shot(state, chosen_one, ctx["clear"], ctx["level"])


def _shot(state, target, clear, level):
    fig = A.actor(state)
    if fig is None:
        return A.gone(state)
    moved = A.mt(state).get("moved")
    # Aiming is the shot's first action; after a move or a rally there is only one left.
    aim = not moved and not A.rallied(state)
    key = "ma.instr.shoot_moved" if moved else "ma.instr.shoot_aim" if aim else "ma.instr.shoot_no_aim"
    cite = rule("ma.target_" + level)
    d = targets.real(fig, target)
    marks.mark(state, actor=fig["id"], targets=[target["id"]], candidates=[], squares=[])
    log(state, msg("ma.log.shoot", fig=B.label(state, fig), target=B.label(state, target)), cite)
    A.say_act(state, msg(key, fig=B.label(state, fig), target=B.label(state, target), d=d), cite,
              msg("ma.why.target." + level, fig=B.label(state, target), d=d), why.rest_of_target("ma.target_" + level))
    A.go(state, shoot={"attacker": "fig:" + fig["id"], "defender": "fig:" + target["id"], "aim": aim, "clear": clear})
    return None


@on("freeze_square")
def _freeze_square(state, action):
    fig = A.actor(state)
    if action["value"] == "none":
        log(state, msg("ma.log.freeze_none"), rule("ma.freeze"), kind="player")
        why.note(state, "ma.freeze", "ma.why.freeze_unseen", False)
        return ask_target(state, "clear")
    if fig is None:
        return A.gone(state)
    square = grid.parse_key(action["value"])
    n = len([e for e in B.at(state, square, "human") if not e["activated"]])
    marks.mark(state, actor=fig["id"], squares=[list(square)], candidates=[])
    log(state, msg("ma.log.freeze", fig=B.label(state, fig), square=grid.name(*square), n=n), rule("ma.freeze"))
    key = "ma.instr.freeze_no_aim" if A.rallied(state) else "ma.instr.freeze"
    A.say_act(state, msg(key, fig=B.label(state, fig), square=grid.name(*square), n=n), rule("ma.freeze"),
              msg("ma.why.freeze_square", square=grid.name(*square), n=n), why.rest_of_target("ma.freeze"))
    # The dice tool opens on the square's figures as the defenders (issue 22).
    A.go(state, shoot={"attacker": "fig:" + fig["id"], "aim": not A.rallied(state)}, square=square)
    return None


@on("freeze_nb")
def _freeze_nb(state, action):
    if action["value"] == "yes":
        A.say_act(state, msg("ma.instr.freeze_nb", fig=A.subject(state)), rule("ma.freeze"),
                  msg("ma.why.answered_yes"), why.rest_of_target("ma.freeze"))
        A.go(state, shoot={"attacker": A.actor_profile(state), "aim": True})
        return None
    why.note(state, "ma.freeze", "ma.why.answered_no", False)
    _ask_shoot_nb(state)
    return None


def _ask_shoot_nb(state):
    profile = A.actor_profile(state)
    A.say_act(state, msg("ma.instr.shoot_q", fig=A.subject(state)), rule("ma.shoot"), msg("ma.why.asked"),
              why.rest_of_action("ma.shoot"))
    ask_yes_no(state, "shoot_nb", msg("ma.prompt.shoot_nb", range=A.range_msg(state, profile)), rule("ma.shoot"))


@on("shoot_nb")
def _shoot_nb(state, action):
    if action["value"] == "no":
        log(state, msg("ma.log.no_target_seen", fig=A.subject(state)), rule("ma.shoot"), kind="player")
        why.note(state, "ma.shoot", "ma.why.answered_no", False)
        return MOVE
    why.note(state, "ma.shoot", "ma.why.answered_yes", True)
    A.say_act(state, msg("ma.instr.shoot_nb", fig=A.subject(state)), rule("ma.shoot_target"),
              msg("ma.why.target_order"), why.rest_of_action("ma.shoot"))
    A.go(state, shoot={"attacker": A.actor_profile(state), "aim": True})
    return None


def _after_no_shot(state):
    """No target: move, unless it already moved to get its sight (then the activation ends)."""
    if A.mt(state).get("moved"):
        log(state, msg("ma.log.no_shot_after_move", fig=A.subject(state)), rule("ma.move_sight"))
        A.say_act(state, msg("ma.instr.no_shot_after_move", fig=A.subject(state)), rule("ma.move_sight"),
                  msg("ma.why.no_shot_after_move"), why.rest_of_move("ma.move_sight"))
        ask_done(state, "finish", A.hand(), rule("ma.hand"))
        return None
    return MOVE
