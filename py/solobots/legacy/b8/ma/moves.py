# Frozen from 36698ec748ef:py/solobots/ma/moves.py (scripts/freeze_engine.py): do not edit.
"""Movement (seed 000, "Déplacement" and "Où se Déplacer ?"): toward an objective no other
Martian is nearer to; 1 square to gain sight, then shoot; 2 squares toward an enemy
(closing in to fight for a figure without a gun); stay put. With the board the path is
suggested square by square; without it, each step is asked."""

from ..core.messages import msg, rule
from ..core.step import log
from . import acting as A
from . import board as B
from . import flow, grid, moving, profiles, shots, tools
from .machine import ask_choice, ask_done, ask_yes_no, choice, on, say


# -- moving ---------------------------------------------------------------------------
def _steps(fig):
    # A panicked figure rallies first and has one action left: one square, not two.
    return 1 if fig["panicked"] else 2


def move(state):
    if not A.on_board(state):
        if state["options"]["objectives"]:
            say(state, msg("ma.instr.objective_move_q", fig=A.subject(state)), rule("ma.move_objective"))
            ask_yes_no(state, "objective_move_nb", msg("ma.prompt.objective_move"), rule("ma.move_objective"))
        else:
            _sight_nb(state)
        return
    fig = A.actor(state)
    if fig is None:
        A.gone(state)
        return
    if state["options"]["objectives"]:
        if state["board"]["objectives"]:
            goals = moving.objective_goals(state, fig)
            if goals:
                near = [g for g in goals if g["d2"] == goals[0]["d2"]]
                if len(near) > 1:
                    flow.mark(state, squares=[g["square"] for g in near])
                    say(state, msg("ma.instr.objective_tie", fig=B.label(fig)), rule("ma.ties"))
                    ask_choice(state, "objective_tie", msg("ma.prompt.objective_tie"), rule("ma.ties"),
                               [choice(grid.key(*g["square"]), msg("ma.choice.square", square=grid.name(*g["square"])))
                                for g in near])
                    return
                _toward_objective(state, fig, goals[0]["square"])
                return
            log(state, msg("ma.log.no_objective_goal", fig=B.label(fig)), rule("ma.move_objective"))
        else:
            say(state, msg("ma.instr.objective_move_q", fig=B.label(fig)), rule("ma.move_objective"))
            ask_yes_no(state, "objective_move", msg("ma.prompt.objective_move"), rule("ma.move_objective"))
            return
    _sight(state)


@on("objective_tie")
def _objective_tie(state, action):
    fig = A.actor(state)
    if fig is None:
        A.gone(state)
        return
    _toward_objective(state, fig, list(grid.parse_key(action["value"])))


def _toward_objective(state, fig, square):
    path, entered = moving.path_toward(state, fig, square, _steps(fig), True)
    cite = rule("ma.move_objective")
    log(state, msg("ma.log.move_objective", fig=B.label(fig), square=grid.name(*square)), cite)
    if not path:
        _stay(state, "blocked")
        return
    dest = path[-1]
    flow.mark(state, actor=fig["id"], path=path, squares=[list(square)], candidates=[])
    if entered:
        target = B.enemies_in_square(state, fig, dest)[0]
        A.fight(state, fig, target, True, cite, move_to=dest)
        return
    say(state, msg("ma.instr.move_objective", fig=B.label(fig), square=grid.name(*square),
                   dest=grid.name(*dest), n=len(path)), cite)
    _ask_move_go(state, dest)


@on("objective_move")
def _objective_move(state, action):
    if action["value"] == "yes":
        fig = A.actor(state)
        if fig is None:
            A.gone(state)
            return
        say(state, msg("ma.instr.move_objective_free", fig=B.label(fig), n=_steps(fig)), rule("ma.move_objective"))
        _ask_move_go(state, None)
        return
    _sight(state)


def _sight(state):
    fig = A.actor(state)
    if fig is None:
        A.gone(state)
        return
    if profiles.can_shoot(fig["profile"]) and not fig["panicked"] and not A.mt(state).get("moved"):
        squares = moving.sight_squares(state, fig)
        if squares:
            flow.mark(state, squares=[s["square"] for s in squares], candidates=[])
            say(state, msg("ma.instr.sight_square", fig=B.label(fig)), rule("ma.move_sight"))
            ask_choice(state, "sight_square", msg("ma.prompt.sight_square"), rule("ma.move_sight"),
                       [choice(grid.key(*s["square"]), msg("ma.choice.sight_square", square=grid.name(*s["square"]),
                                                           n=s["n"])) for s in squares]
                       + [choice("none", msg("ma.choice.no_sight_square"))])
            return
        log(state, msg("ma.log.no_sight_square", fig=B.label(fig)), rule("ma.move_sight"))
    _toward_enemy(state)


@on("sight_square")
def _sight_square(state, action):
    fig = A.actor(state)
    if fig is None:
        A.gone(state)
        return
    if action["value"] == "none":
        log(state, msg("ma.log.no_sight_square", fig=B.label(fig)), rule("ma.move_sight"), kind="player")
        _toward_enemy(state)
        return
    row, col = grid.parse_key(action["value"])
    before = grid.name(*B.pos(fig))
    fig["row"], fig["col"] = row, col
    A.mt(state)["moved"] = True
    flow.mark(state, squares=[], path=[[row, col]])
    log(state, msg("ma.log.moved_for_sight", fig=B.label(fig), before=before), rule("ma.move_sight"))
    shots.ask_target(state, "clear")


def _toward_enemy(state):
    fig = A.actor(state)
    if fig is None:
        A.gone(state)
        return
    foes = B.enemies_in_square(state, fig)
    if foes:
        # Only panicked enemies share its square (else it would have had to fight): walking
        # away from the nearest enemy makes no sense, so it fights one (docs/rules/ma.md).
        log(state, msg("ma.log.fight_in_square", fig=B.label(fig)), rule("ma.fight_last"))
        A.fight_in_square(state, fig, foes, rule("ma.fight_last"))
        return
    nearest = moving.nearest_enemies(state, fig)
    if not nearest:
        log(state, msg("ma.log.no_enemy", fig=B.label(fig)), rule("ma.stay"))
        _stay(state, "no_enemy")
        return
    if len(nearest) > 1:
        flow.mark(state, candidates=[e["id"] for e in nearest])
        say(state, msg("ma.instr.toward_tie", fig=B.label(fig)), rule("ma.ties"))
        ask_choice(state, "toward_tie", msg("ma.prompt.toward_tie"), rule("ma.ties"),
                   [choice(e["id"], B.label(e)) for e in nearest])
        return
    _toward(state, fig, nearest[0])


@on("toward_tie")
def _toward_tie(state, action):
    target = B.get(state, action["value"])
    fig = A.actor(state)
    if fig is None:
        A.gone(state)
        return
    _toward(state, fig, target)


def _toward(state, fig, target):
    melee = not profiles.can_shoot(fig["profile"])
    path, entered = moving.path_toward(state, fig, B.pos(target), _steps(fig), melee)
    cite = rule("ma.move_enemy")
    if not path:
        log(state, msg("ma.log.cannot_close", fig=B.label(fig)), rule("ma.stay"))
        _stay(state, "blocked")
        return
    dest = path[-1]
    flow.mark(state, actor=fig["id"], targets=[target["id"]], path=path, candidates=[], squares=[])
    if entered:
        log(state, msg("ma.log.charge", fig=B.label(fig), target=B.label(target)), cite)
        A.fight(state, fig, target, True, cite, move_to=dest)
        return
    log(state, msg("ma.log.move_enemy", fig=B.label(fig), target=B.label(target), dest=grid.name(*dest)), cite)
    say(state, msg("ma.instr.move_enemy", fig=B.label(fig), target=B.label(target), dest=grid.name(*dest),
                   n=len(path)), cite)
    _ask_move_go(state, dest)


def _stay(state, why):
    fig = A.actor(state)
    say(state, msg("ma.instr.stay." + why, fig=A.subject(state)), rule("ma.stay"))
    if fig is not None:
        flow.mark(state, actor=fig["id"], path=[], squares=[], candidates=[])
    ask_done(state, "finish", A.hand(), rule("ma.hand"))


def _ask_move_go(state, dest):
    choices = []
    if dest is not None:
        choices.append(choice("moved", msg("ma.choice.moved_to", square=grid.name(*dest)), True))
        choices.append(choice("elsewhere", msg("ma.choice.moved_elsewhere")))
    else:
        choices.append(choice("elsewhere", msg("ma.choice.moved"), True))
    choices.append(choice("blocked", msg("ma.choice.blocked")))
    ask_choice(state, "move_go", A.hand(), rule("ma.hand"), choices, dest=dest)


@on("move_go")
def _move_go(state, action):
    dest = state["ask"]["ctx"]["dest"]
    fig = A.actor(state)
    if action["value"] == "moved" and fig is not None:
        before = grid.name(*B.pos(fig))
        fig["row"], fig["col"] = dest
        log(state, msg("ma.log.moved", fig=B.label(fig), before=before), rule("ma.move_enemy"), kind="player")
    elif action["value"] == "blocked":
        log(state, msg("ma.log.blocked", fig=A.subject(state)), rule("ma.stay"), kind="player")
    A.finish_activation(state)


# -- moving without the board -------------------------------------------------------
@on("objective_move_nb")
def _objective_move_nb(state, action):
    if action["value"] == "yes":
        say(state, msg("ma.instr.move_objective_nb", fig=A.subject(state)), rule("ma.move_objective"))
        _ask_move_nb(state)
        return
    _sight_nb(state)


def _sight_nb(state):
    if profiles.can_shoot(A.actor_profile(state)):
        say(state, msg("ma.instr.sight_q", fig=A.subject(state)), rule("ma.move_sight"))
        ask_yes_no(state, "sight_nb", msg("ma.prompt.sight_nb", range=A.range_msg(A.actor_profile(state))),
                   rule("ma.move_sight"))
        return
    _toward_nb(state)


@on("sight_nb")
def _sight_nb_answer(state, action):
    if action["value"] == "yes":
        say(state, msg("ma.instr.sight_nb", fig=A.subject(state)), rule("ma.move_sight"))
        A.go(state, shoot={"attacker": A.actor_profile(state), "aim": False})
        return
    _toward_nb(state)


def _toward_nb(state):
    say(state, msg("ma.instr.move_enemy_nb", fig=A.subject(state)), rule("ma.move_enemy"))
    _ask_move_nb(state)


def _ask_move_nb(state):
    ask_choice(state, "move_nb", A.hand(), rule("ma.hand"),
               [choice("done", msg("ma.choice.moved"), True),
                choice("fight", msg("ma.choice.entered_fight")),
                choice("blocked", msg("ma.choice.blocked"))])


@on("move_nb")
def _move_nb(state, action):
    if action["value"] == "fight":
        log(state, msg("ma.log.charge_nb", fig=A.subject(state)), rule("ma.move_enemy"), kind="player")
        tools.start(state, "fight", "activation", {"attacker": A.actor_profile(state), "moved_in": True})
        return
    if action["value"] == "blocked":
        log(state, msg("ma.log.blocked", fig=A.subject(state)), rule("ma.stay"), kind="player")
    A.finish_activation(state)
