"""The Martian's move, priority DÉPLACEMENT (seed 000, "Où se Déplacer ?"), with its
questions: toward an objective no other Martian is nearer to; 1 square to gain sight,
then shoot; 2 squares toward an enemy (closing in to fight for a figure without a gun);
stay put. With the board the path is suggested square by square (ma/paths.py); without
it, each step is asked.

A move is one DÉPLACEMENT per square for the sheet's figures; an added profile may cover
more squares per move (its "move"), so "1 square" is one move and "2 squares" two. The
1-square move for sight returns machine.SHOOT_FROM_HERE: the activation then shoots."""

from ..core.messages import join, msg, rule
from ..core.step import log
from . import acting as A
from . import board as B
from . import grid, marks, paths, profiles, targets, tools, why
from .machine import FINISH, SHOOT_FROM_HERE, ask_choice, ask_done, ask_yes_no, choice, on


# -- moving ---------------------------------------------------------------------------
def steps(state, fig):
    """Squares the acting Martian can cover this activation: two moves; one that rallied
    first has one action left, one move."""
    reach = profiles.move(state, fig["profile"])
    return reach if A.rallied(state) else 2 * reach


_steps = steps


def move(state):
    why.note(state, "ma.move", "ma.why.moves", True)
    if not A.on_board(state):
        if state["options"]["objectives"]:
            A.say_act(state, msg("ma.instr.objective_move_q", fig=A.subject(state)), rule("ma.move_objective"),
                      msg("ma.why.asked"), why.rest_of_move("ma.move_objective"))
            ask_yes_no(state, "objective_move_nb", msg("ma.prompt.objective_move"), rule("ma.move_objective"))
        else:
            why.note(state, "ma.move_objective", "ma.why.no_objectives", False)
            _sight_nb(state)
        return
    fig = A.actor(state)
    if fig is None:
        return A.gone(state)
    if state["options"]["objectives"]:
        if state["board"]["objectives"]:
            goals = paths.objective_goals(state, fig)
            if goals:
                near = [g for g in goals if g["d2"] == goals[0]["d2"]]
                d = targets.real_msg(goals[0]["d2"])
                if len(near) > 1:
                    marks.mark(state, squares=[g["square"] for g in near])
                    why.note(state, "ma.move_objective", "ma.why.objective_goals", True, n=len(near), d=d)
                    A.say_act(state, msg("ma.instr.objective_tie", fig=B.label(state, fig)), rule("ma.ties"),
                              msg("ma.why.tie_put", n=len(near)), why.rest_of_move("ma.move_objective"))
                    ask_choice(state, "objective_tie", msg("ma.prompt.objective_tie"), rule("ma.ties"),
                               [choice(grid.key(*g["square"]), msg("ma.choice.square", square=grid.name(*g["square"])))
                                for g in near])
                    return
                return _toward_objective(state, fig, goals[0]["square"])
            log(state, msg("ma.log.no_objective_goal", fig=B.label(state, fig)), rule("ma.move_objective"))
            why.note(state, "ma.move_objective", "ma.why.no_objective_goal", False, n=len(state["board"]["objectives"]))
        else:
            A.say_act(state, msg("ma.instr.objective_move_q", fig=B.label(state, fig)), rule("ma.move_objective"),
                      msg("ma.why.no_markers"), why.rest_of_move("ma.move_objective"))
            ask_yes_no(state, "objective_move", msg("ma.prompt.objective_move"), rule("ma.move_objective"))
            return
    else:
        why.note(state, "ma.move_objective", "ma.why.no_objectives", False)
    return _sight(state)


@on("objective_tie")
def _objective_tie(state, action):
    fig = A.actor(state)
    if fig is None:
        return A.gone(state)
    return _toward_objective(state, fig, list(grid.parse_key(action["value"])))


def _toward_objective(state, fig, square):
    path, entered = paths.path_toward(state, fig, square, _steps(state, fig), True)
    cite = rule("ma.move_objective")
    log(state, msg("ma.log.move_objective", fig=B.label(state, fig), square=grid.name(*square)), cite)
    reason = msg("ma.why.objective_goal", square=grid.name(*square), d=targets.real_msg(grid.real2(B.pos(fig), square)))
    if not path:
        why.note(state, "ma.move_objective", "ma.why.objective_goal", True, square=grid.name(*square),
                 d=targets.real_msg(grid.real2(B.pos(fig), square)))
        return _stay(state, "blocked")
    dest = path[-1]
    marks.mark(state, actor=fig["id"], path=path, squares=[list(square)], candidates=[])
    if entered:
        return A.fight_in_square(state, fig, B.enemies_in_square(state, fig, dest), cite, move_to=dest,
                                 reason=reason, rest=why.rest_of_move("ma.move_objective"))
    # onto the objective itself: its square said once (not « vers l'objectif en D5, en D5 »)
    key = "ma.instr.move_onto_objective" if list(dest) == list(square) else "ma.instr.move_objective"
    A.say_act(state, msg(key, fig=B.label(state, fig), square=grid.name(*square),
                         dest=grid.name(*dest), n=len(path)), cite, reason, why.rest_of_move("ma.move_objective"))
    return _ask_move_go(state, dest, cite)


@on("objective_move")
def _objective_move(state, action):
    if action["value"] == "yes":
        fig = A.actor(state)
        if fig is None:
            return A.gone(state)
        A.say_act(state, msg("ma.instr.move_objective_free", fig=B.label(state, fig), n=_steps(state, fig)),
                  rule("ma.move_objective"), msg("ma.why.answered_yes"), why.rest_of_move("ma.move_objective"))
        return _ask_move_go(state, None, rule("ma.move_objective"))
    why.note(state, "ma.move_objective", "ma.why.answered_no", False)
    return _sight(state)


def _sight(state):
    fig = A.actor(state)
    if fig is None:
        return A.gone(state)
    if not profiles.can_shoot(state, fig["profile"]):
        why.note(state, "ma.move_sight", "ma.why.no_gun", False, fig=B.label(state, fig))
    elif A.rallied(state):
        why.note(state, "ma.move_sight", "ma.why.sight_rallied", False)
    if profiles.can_shoot(state, fig["profile"]) and not A.rallied(state) and not A.mt(state).get("moved"):
        squares = paths.sight_squares(state, fig, profiles.move(state, fig["profile"]))
        if squares:
            marks.mark(state, squares=[s["square"] for s in squares], candidates=[])
            A.say_act(state, msg("ma.instr.sight_square", fig=B.label(state, fig)), rule("ma.move_sight"),
                      msg("ma.why.sight_squares", n=len(squares),
                          squares=join([msg("ma.why.square_n", square=grid.name(*s["square"]), n=s["n"])
                                        for s in squares])),
                      why.rest_of_move("ma.move_sight"))
            ask_choice(state, "sight_square", msg("ma.prompt.sight_square"), rule("ma.move_sight"),
                       [choice(grid.key(*s["square"]), msg("ma.choice.sight_square", square=grid.name(*s["square"]),
                                                           n=s["n"])) for s in squares]
                       + [choice("none", msg("ma.choice.no_sight_square"))])
            return
        log(state, msg("ma.log.no_sight_square", fig=B.label(state, fig)), rule("ma.move_sight"))
        why.note(state, "ma.move_sight", "ma.why.no_sight_square", False)
    return _toward_enemy(state)


@on("sight_square")
def _sight_square(state, action):
    fig = A.actor(state)
    if fig is None:
        return A.gone(state)
    if action["value"] == "none":
        log(state, msg("ma.log.no_sight_square", fig=B.label(state, fig)), rule("ma.move_sight"), kind="player")
        why.note(state, "ma.move_sight", "ma.why.sight_none", False)
        return _toward_enemy(state)
    row, col = grid.parse_key(action["value"])
    before = grid.name(*B.pos(fig))
    fig["row"], fig["col"] = row, col
    A.mt(state)["moved"] = True
    marks.mark(state, squares=[], path=[[row, col]])
    log(state, msg("ma.log.moved_for_sight", fig=B.label(state, fig), before=before), rule("ma.move_sight"))
    why.note(state, "ma.move_sight", "ma.why.sight_moved", True, square=grid.name(row, col))
    return SHOOT_FROM_HERE


def _toward_enemy(state):
    fig = A.actor(state)
    if fig is None:
        return A.gone(state)
    foes = B.enemies_in_square(state, fig)
    if foes:
        # Only panicked enemies share its square (else it would have had to fight): walking
        # away from the nearest enemy makes no sense, so it fights one (docs/rules/ma.md).
        log(state, msg("ma.log.fight_in_square", fig=B.label(state, fig)), rule("ma.fight_last"))
        why.note(state, "ma.move_enemy", "ma.why.panicked_here", False, n=len(foes))
        return A.fight_in_square(state, fig, foes, rule("ma.fight_last"), reason=msg("ma.why.fight_panicked"),
                                 rest=["ma.stay"])
    nearest = paths.nearest_enemies(state, fig)
    if not nearest:
        log(state, msg("ma.log.no_enemy", fig=B.label(state, fig)), rule("ma.stay"))
        why.note(state, "ma.move_enemy", "ma.why.no_enemy", False)
        return _stay(state, "no_enemy")
    if len({B.pos(e) for e in nearest}) > 1:
        # Tied enemies in one square are one goal: only different squares are asked.
        marks.mark(state, candidates=[e["id"] for e in nearest])
        why.note(state, "ma.move_enemy", "ma.why.nearest_tie", True, n=len(nearest),
                 d=targets.real(fig, nearest[0]))
        A.say_act(state, msg("ma.instr.toward_tie", fig=B.label(state, fig)), rule("ma.ties"),
                  msg("ma.why.tie_put", n=len(nearest)), why.rest_of_move("ma.move_enemy"))
        ask_choice(state, "toward_tie", msg("ma.prompt.toward_tie"), rule("ma.ties"),
                   [choice(e["id"], B.label(state, e)) for e in nearest])
        return
    return _toward(state, fig, nearest[0])


@on("toward_tie")
def _toward_tie(state, action):
    target = B.get(state, action["value"])
    fig = A.actor(state)
    if fig is None:
        return A.gone(state)
    return _toward(state, fig, target)


def _toward(state, fig, target):
    melee = not profiles.can_shoot(state, fig["profile"])
    path, entered = paths.path_toward(state, fig, B.pos(target), _steps(state, fig), melee)
    cite = rule("ma.move_enemy")
    reason = msg("ma.why.toward", target=B.label(state, target), d=targets.real(fig, target), n=len(path))
    if not path:
        log(state, msg("ma.log.cannot_close", fig=B.label(state, fig)), rule("ma.stay"))
        why.note(state, "ma.move_enemy", "ma.why.cannot_close", False, target=B.label(state, target))
        return _stay(state, "blocked")
    dest = path[-1]
    marks.mark(state, actor=fig["id"], targets=[target["id"]], path=path, candidates=[], squares=[])
    if entered:
        log(state, msg("ma.log.charge", fig=B.label(state, fig), target=B.label(state, target)), cite)
        return A.fight_in_square(state, fig, B.enemies_in_square(state, fig, dest), cite, move_to=dest,
                                 reason=reason, rest=why.rest_of_move("ma.move_enemy"))
    log(state, msg("ma.log.move_enemy", fig=B.label(state, fig), target=B.label(state, target), dest=grid.name(*dest)), cite)
    A.say_act(state, msg("ma.instr.move_enemy", fig=B.label(state, fig), target=B.label(state, target),
                         dest=grid.name(*dest), n=len(path)), cite, reason, why.rest_of_move("ma.move_enemy"))
    return _ask_move_go(state, dest, cite)


def _stay(state, reason):
    fig = A.actor(state)
    A.say_act(state, msg("ma.instr.stay." + reason, fig=A.subject(state)), rule("ma.stay"),
              msg("ma.why.stay." + reason), why.rest_of_action("ma.move"))
    if fig is not None:
        marks.mark(state, actor=fig["id"], path=[], squares=[], candidates=[])
    ask_done(state, "finish", A.hand(), rule("ma.hand"))


def _ask_move_go(state, dest, cite):
    choices = []
    if dest is not None:
        choices.append(choice("moved", msg("ma.choice.moved_to", square=grid.name(*dest)), True))
        choices.append(choice("elsewhere", msg("ma.choice.moved_elsewhere")))
    else:
        choices.append(choice("elsewhere", msg("ma.choice.moved"), True))
    choices.append(choice("blocked", msg("ma.choice.blocked")))
    ask_choice(state, "move_go", A.hand(), rule("ma.hand"), choices, dest=dest, cite=cite)


@on("move_go")
def _move_go(state, action):
    dest = state["ask"]["ctx"]["dest"]
    fig = A.actor(state)
    if action["value"] == "moved" and fig is not None:
        before = grid.name(*B.pos(fig))
        fig["row"], fig["col"] = dest
        # The move's own rule: toward an objective (Movement, 1) or an enemy (3).
        cite = state["ask"]["ctx"].get("cite") or rule("ma.move_enemy")
        log(state, msg("ma.log.moved", fig=B.label(state, fig), before=before), cite, kind="player")
    elif action["value"] == "blocked":
        log(state, msg("ma.log.blocked", fig=A.subject(state)), rule("ma.stay"), kind="player")
    return A.finish_activation(state)


# -- moving without the board -------------------------------------------------------
@on("objective_move_nb")
def _objective_move_nb(state, action):
    if action["value"] == "yes":
        A.say_act(state, msg("ma.instr.move_objective_nb", fig=A.subject(state)), rule("ma.move_objective"),
                  msg("ma.why.answered_yes"), why.rest_of_move("ma.move_objective"))
        return _ask_move_nb(state)
    why.note(state, "ma.move_objective", "ma.why.answered_no", False)
    return _sight_nb(state)


def _sight_nb(state):
    if profiles.can_shoot(state, A.actor_profile(state)):
        A.say_act(state, msg("ma.instr.sight_q", fig=A.subject(state)), rule("ma.move_sight"), msg("ma.why.asked"),
                  why.rest_of_move("ma.move_sight"))
        ask_yes_no(state, "sight_nb", msg("ma.prompt.sight_nb", range=A.range_msg(state, A.actor_profile(state))),
                   rule("ma.move_sight"))
        return
    return _toward_nb(state)


@on("sight_nb")
def _sight_nb_answer(state, action):
    if action["value"] == "yes":
        A.say_act(state, msg("ma.instr.sight_nb", fig=A.subject(state)), rule("ma.move_sight"),
                  msg("ma.why.answered_yes"), why.rest_of_move("ma.move_sight"))
        A.go(state, shoot={"attacker": A.actor_profile(state), "aim": False})
        return
    why.note(state, "ma.move_sight", "ma.why.answered_no", False)
    return _toward_nb(state)


def _toward_nb(state):
    A.say_act(state, msg("ma.instr.move_enemy_nb", fig=A.subject(state)), rule("ma.move_enemy"),
              msg("ma.why.toward_nb"), why.rest_of_move("ma.move_enemy"))
    return _ask_move_nb(state)


def _ask_move_nb(state):
    ask_choice(state, "move_nb", A.hand(), rule("ma.hand"),
               [choice("done", msg("ma.choice.moved"), True),
                choice("fight", msg("ma.choice.entered_fight")),
                choice("blocked", msg("ma.choice.blocked"))])


@on("move_nb")
def _move_nb(state, action):
    if action["value"] == "fight":
        log(state, msg("ma.log.charge_nb", fig=A.subject(state)), rule("ma.move_enemy"), kind="player")
        tools.start(state, "fight", FINISH, {"attacker": A.actor_profile(state), "moved_in": True})
        return None
    if action["value"] == "blocked":
        log(state, msg("ma.log.blocked", fig=A.subject(state)), rule("ma.stay"), kind="player")
    return A.finish_activation(state)
