"""One Martian activation (seed 000, TOUR MARTIEN): which figure the card picks, then
what it does, by the seed's priorities: the core rules' forced fight first, then
OBJECTIF, TIR, DÉPLACEMENT, COMBAT.

With the board on screen the app computes sectors, distances, range and paths and asks
only what it cannot see (line of sight, clear shot, objectives without markers); without
it, every question is put in the card's words. Each action instruction ends on the same
prompt: resolve it with the dice tool, or at the table.
"""

from ..core.messages import msg, rule
from ..core.step import log
from . import board as B
from . import choose, deck, flow, grid, moving, profiles, sectors, targets, tools
from .machine import ask_choice, ask_done, ask_yes_no, choice, on, say

MARTIANS = profiles.ids_of_side("martian")


def _mt(state):
    return state["mt"]


def _fig(state):
    fid = _mt(state).get("figure")
    return B.find(state, fid) if fid else None


def _profile(state):
    fig = _fig(state)
    return fig["profile"] if fig else _mt(state).get("profile")


def _subject(state):
    fig = _fig(state)
    return B.label(fig) if fig else msg("ma.profile." + _mt(state)["profile"])


def _on_board(state):
    return _mt(state).get("figure") is not None


def _range_msg(profile):
    lo, hi = profiles.get(profile)["range"]
    return msg("ma.range", lo=lo, hi=hi)


def _hand():
    return msg("ma.prompt.hand")


# -- which figure -------------------------------------------------------------------
def figure_card(state, card):
    sector, position = deck.parts(card)
    flow.mark(state, sector=sector)
    if state["use_board"]:
        _choose_on_board(state, sector, position)
    else:
        say(state, msg("ma.instr.pick." + position, sector=msg("ma.sector." + sector),
                       cols=_cols(state, sector)), rule("ma.figure_choice"))
        ask_choice(state, "which_martian", msg("ma.prompt.which_martian"), rule("ma.figure_choice"),
                   [choice(p, msg("ma.profile." + p)) for p in MARTIANS] + [choice("none", msg("ma.choice.no_martian"))])


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
        return
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
        chosen(state, res["best"][0], res["position"])
        return
    figs = [B.get(state, fid) for fid in res["best"]]
    flow.mark(state, candidates=[f["id"] for f in figs])
    say(state, msg("ma.instr.tie_figure", position=msg("ma.position." + res["position"])), rule("ma.ties"))
    ask_choice(state, "tie_figure", msg("ma.prompt.tie_figure"), rule("ma.ties"),
               [choice(f["id"], B.label(f)) for f in figs], position=res["position"])


@on("void_card")
def _void(state, action):
    flow.thing_done(state)


@on("tie_figure")
def _tie(state, action):
    B.get(state, action["value"])
    log(state, msg("ma.log.tie_picked"), rule("ma.ties"), kind="player")
    chosen(state, action["value"], state["ask"]["ctx"]["position"])


def chosen(state, fid, position):
    fig = B.get(state, fid)
    _mt(state).update(figure=fid, profile=fig["profile"])
    flow.mark(state, actor=fid, candidates=[])
    log(state, msg("ma.log.acts." + position, fig=B.label(fig)), rule("ma.position"))
    foes = B.enemies_in_square(state, fig)
    if [e for e in foes if not e["panicked"]]:
        log(state, msg("ma.log.forced_fight", fig=B.label(fig)), rule("ma.forced_fight"))
        _fight_in_square(state, fig, foes, rule("ma.forced_fight"))
        return
    _objective(state)


@on("which_martian")
def _which(state, action):
    if action["value"] == "none":
        log(state, msg("ma.log.no_martian_left"), rule("ma.no_martian"), kind="player")
        flow.thing_done(state)
        return
    _mt(state)["profile"] = action["value"]
    log(state, msg("ma.log.acts_named", profile=msg("ma.profile." + action["value"])), rule("ma.figure_choice"),
        kind="player")
    say(state, msg("ma.instr.forced_q", fig=_subject(state)), rule("ma.forced_fight"))
    ask_yes_no(state, "forced_nb", msg("ma.prompt.forced_nb", fig=_subject(state)), rule("ma.forced_fight"))


@on("forced_nb")
def _forced_nb(state, action):
    if action["value"] == "no":
        _objective(state)
        return
    log(state, msg("ma.log.forced_fight", fig=_subject(state)), rule("ma.forced_fight"))
    say(state, msg("ma.instr.fight_nb", fig=_subject(state)), rule("ma.forced_fight"))
    _go(state, fight={"attacker": _profile(state)})


# -- fighting -------------------------------------------------------------------------
def _fight_in_square(state, fig, foes, cite):
    """Fight an enemy in the figure's square: a non-panicked FEARLESS one must be the
    target; otherwise, or among several, the player picks (docs/rules/ma.md)."""
    guards = [e for e in foes if profiles.fearless(e["profile"]) and not e["panicked"]]
    pool = guards or foes
    if len(pool) == 1:
        _fight(state, fig, pool[0], False, cite)
        return
    flow.mark(state, candidates=[e["id"] for e in pool])
    key = "ma.prompt.fight_target_fearless" if guards else "ma.prompt.fight_target"
    say(state, msg("ma.instr.fight_target", fig=B.label(fig)), cite)
    ask_choice(state, "fight_target", msg(key), rule("ma.fearless") if guards else rule("ma.ties"),
               [choice(e["id"], B.label(e)) for e in pool], cite=cite)


@on("fight_target")
def _fight_target(state, action):
    fig = _fig(state)
    target = B.get(state, action["value"])
    if fig is None:
        _gone(state)
        return
    _fight(state, fig, target, False, state["ask"]["ctx"]["cite"])


def _fight(state, fig, target, moved_in, cite, move_to=None):
    flow.mark(state, actor=fig["id"], targets=[target["id"]], candidates=[])
    key = "ma.instr.fight_rally" if fig["panicked"] else "ma.instr.fight"
    if move_to:
        key = "ma.instr.charge_rally" if fig["panicked"] else "ma.instr.charge"
    log(state, msg("ma.log.fight", fig=B.label(fig), target=B.label(target)), cite)
    say(state, msg(key, fig=B.label(fig), target=B.label(target)), cite)
    _go(state, fight={"attacker": "fig:" + fig["id"], "defender": "fig:" + target["id"], "moved_in": moved_in},
        move_to=move_to)


# -- objective ------------------------------------------------------------------------
def _objective(state):
    if not state["options"]["objectives"]:
        log(state, msg("ma.log.no_objectives"), rule("ma.objective"))
        _shoot(state)
        return
    say(state, msg("ma.instr.objective_q", fig=_subject(state)), rule("ma.objective"))
    ask_yes_no(state, "objective", msg("ma.prompt.objective", fig=_subject(state)), rule("ma.objective"))


@on("objective")
def _objective_answer(state, action):
    if action["value"] == "no":
        log(state, msg("ma.log.objective_no", fig=_subject(state)), rule("ma.objective"), kind="player")
        _shoot(state)
        return
    log(state, msg("ma.log.objective_yes", fig=_subject(state)), rule("ma.objective"), kind="player")
    say(state, msg("ma.instr.objective", fig=_subject(state)), rule("ma.objective"))
    attacker = "fig:" + _mt(state)["figure"] if _on_board(state) else _profile(state)
    shoot = {"attacker": attacker} if profiles.can_shoot(_profile(state)) else None
    _go(state, shoot=shoot, fight={"attacker": attacker})


# -- shooting -------------------------------------------------------------------------
def _shoot(state):
    profile = _profile(state)
    if not profiles.can_shoot(profile):
        log(state, msg("ma.log.no_gun", fig=_subject(state)), rule("ma.shoot"))
        _move(state)
        return
    if not _on_board(state):
        if profiles.freeze_ray(profile):
            say(state, msg("ma.instr.freeze_q", fig=_subject(state)), rule("ma.freeze"))
            ask_yes_no(state, "freeze_nb", msg("ma.prompt.freeze_nb", range=_range_msg(profile)), rule("ma.freeze"))
        else:
            _ask_shoot_nb(state)
        return
    fig = _fig(state)
    if fig is None:
        _gone(state)
        return
    if targets.blocked_by_enemy(state, fig):
        log(state, msg("ma.log.enemy_in_square", fig=B.label(fig)), rule("ma.no_shot_in_contact"))
        _move(state)
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
    _ask_target(state, "clear")


_LEVELS = ["clear", "unactivated", "activated"]


def _ask_target(state, level):
    fig = _fig(state)
    if fig is None:
        _gone(state)
        return
    candidates = targets.in_range(state, fig)
    if not candidates:
        log(state, msg("ma.log.no_target_in_range", fig=B.label(fig), range=_range_msg(fig["profile"])),
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
    say(state, msg("ma.instr.target." + level, fig=B.label(fig), range=_range_msg(fig["profile"])),
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
            log(state, msg("ma.log.no_target_seen", fig=_subject(state)), rule("ma.shoot_target"))
            _after_no_shot(state)
        else:
            _ask_target(state, nxt)
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
    fig = _fig(state)
    if fig is None:
        _gone(state)
        return
    moved = _mt(state).get("moved")
    aim = not moved and not fig["panicked"]
    key = "ma.instr.shoot_moved" if moved else "ma.instr.shoot_rally" if fig["panicked"] else "ma.instr.shoot_aim"
    cite = rule("ma.target_" + level)
    flow.mark(state, actor=fig["id"], targets=[target["id"]], candidates=[], squares=[])
    log(state, msg("ma.log.shoot", fig=B.label(fig), target=B.label(target)), cite)
    say(state, msg(key, fig=B.label(fig), target=B.label(target), d=targets.distance(state, fig, target)), cite)
    _go(state, shoot={"attacker": "fig:" + fig["id"], "defender": "fig:" + target["id"], "aim": aim, "clear": clear})


@on("freeze_square")
def _freeze_square(state, action):
    fig = _fig(state)
    if action["value"] == "none":
        log(state, msg("ma.log.freeze_none"), rule("ma.freeze"), kind="player")
        _ask_target(state, "clear")
        return
    if fig is None:
        _gone(state)
        return
    square = grid.parse_key(action["value"])
    n = len([e for e in B.at(state, square, "human") if not e["activated"]])
    flow.mark(state, actor=fig["id"], squares=[list(square)], candidates=[])
    log(state, msg("ma.log.freeze", fig=B.label(fig), square=grid.name(*square), n=n), rule("ma.freeze"))
    say(state, msg("ma.instr.freeze", fig=B.label(fig), square=grid.name(*square), n=n), rule("ma.freeze"))
    _go(state, shoot={"attacker": "fig:" + fig["id"], "aim": not fig["panicked"]})


@on("freeze_nb")
def _freeze_nb(state, action):
    if action["value"] == "yes":
        say(state, msg("ma.instr.freeze_nb", fig=_subject(state)), rule("ma.freeze"))
        _go(state, shoot={"attacker": _profile(state), "aim": True})
        return
    _ask_shoot_nb(state)


def _ask_shoot_nb(state):
    profile = _profile(state)
    say(state, msg("ma.instr.shoot_q", fig=_subject(state)), rule("ma.shoot"))
    ask_yes_no(state, "shoot_nb", msg("ma.prompt.shoot_nb", range=_range_msg(profile)), rule("ma.shoot"))


@on("shoot_nb")
def _shoot_nb(state, action):
    if action["value"] == "no":
        log(state, msg("ma.log.no_target_seen", fig=_subject(state)), rule("ma.shoot"), kind="player")
        _move(state)
        return
    say(state, msg("ma.instr.shoot_nb", fig=_subject(state)), rule("ma.shoot_target"))
    _go(state, shoot={"attacker": _profile(state), "aim": True})


def _after_no_shot(state):
    """No target: move, unless it already moved to get its sight (then the activation ends)."""
    if _mt(state).get("moved"):
        log(state, msg("ma.log.no_shot_after_move", fig=_subject(state)), rule("ma.move_sight"))
        say(state, msg("ma.instr.no_shot_after_move", fig=_subject(state)), rule("ma.move_sight"))
        ask_done(state, "finish", _hand(), rule("ma.hand"))
        return
    _move(state)


# -- moving ---------------------------------------------------------------------------
def _steps(fig):
    # A panicked figure rallies first and has one action left: one square, not two.
    return 1 if fig["panicked"] else 2


def _move(state):
    if not _on_board(state):
        if state["options"]["objectives"]:
            say(state, msg("ma.instr.objective_move_q", fig=_subject(state)), rule("ma.move_objective"))
            ask_yes_no(state, "objective_move_nb", msg("ma.prompt.objective_move"), rule("ma.move_objective"))
        else:
            _sight_nb(state)
        return
    fig = _fig(state)
    if fig is None:
        _gone(state)
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
    fig = _fig(state)
    if fig is None:
        _gone(state)
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
        _fight(state, fig, target, True, cite, move_to=dest)
        return
    say(state, msg("ma.instr.move_objective", fig=B.label(fig), square=grid.name(*square),
                   dest=grid.name(*dest), n=len(path)), cite)
    _ask_move_go(state, dest)


@on("objective_move")
def _objective_move(state, action):
    if action["value"] == "yes":
        fig = _fig(state)
        if fig is None:
            _gone(state)
            return
        say(state, msg("ma.instr.move_objective_free", fig=B.label(fig), n=_steps(fig)), rule("ma.move_objective"))
        _ask_move_go(state, None)
        return
    _sight(state)


def _sight(state):
    fig = _fig(state)
    if fig is None:
        _gone(state)
        return
    if profiles.can_shoot(fig["profile"]) and not fig["panicked"] and not _mt(state).get("moved"):
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
    fig = _fig(state)
    if fig is None:
        _gone(state)
        return
    if action["value"] == "none":
        log(state, msg("ma.log.no_sight_square", fig=B.label(fig)), rule("ma.move_sight"), kind="player")
        _toward_enemy(state)
        return
    row, col = grid.parse_key(action["value"])
    before = grid.name(*B.pos(fig))
    fig["row"], fig["col"] = row, col
    _mt(state)["moved"] = True
    flow.mark(state, squares=[], path=[[row, col]])
    log(state, msg("ma.log.moved_for_sight", fig=B.label(fig), before=before), rule("ma.move_sight"))
    _ask_target(state, "clear")


def _toward_enemy(state):
    fig = _fig(state)
    if fig is None:
        _gone(state)
        return
    foes = B.enemies_in_square(state, fig)
    if foes:
        # Only panicked enemies share its square (else it would have had to fight): walking
        # away from the nearest enemy makes no sense, so it fights one (docs/rules/ma.md).
        log(state, msg("ma.log.fight_in_square", fig=B.label(fig)), rule("ma.fight_last"))
        _fight_in_square(state, fig, foes, rule("ma.fight_last"))
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
    fig = _fig(state)
    if fig is None:
        _gone(state)
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
        _fight(state, fig, target, True, cite, move_to=dest)
        return
    log(state, msg("ma.log.move_enemy", fig=B.label(fig), target=B.label(target), dest=grid.name(*dest)), cite)
    say(state, msg("ma.instr.move_enemy", fig=B.label(fig), target=B.label(target), dest=grid.name(*dest),
                   n=len(path)), cite)
    _ask_move_go(state, dest)


def _stay(state, why):
    fig = _fig(state)
    say(state, msg("ma.instr.stay." + why, fig=_subject(state)), rule("ma.stay"))
    if fig is not None:
        flow.mark(state, actor=fig["id"], path=[], squares=[], candidates=[])
    ask_done(state, "finish", _hand(), rule("ma.hand"))


def _ask_move_go(state, dest):
    choices = []
    if dest is not None:
        choices.append(choice("moved", msg("ma.choice.moved_to", square=grid.name(*dest)), True))
        choices.append(choice("elsewhere", msg("ma.choice.moved_elsewhere")))
    else:
        choices.append(choice("elsewhere", msg("ma.choice.moved"), True))
    choices.append(choice("blocked", msg("ma.choice.blocked")))
    ask_choice(state, "move_go", _hand(), rule("ma.hand"), choices, dest=dest)


@on("move_go")
def _move_go(state, action):
    dest = state["ask"]["ctx"]["dest"]
    fig = _fig(state)
    if action["value"] == "moved" and fig is not None:
        before = grid.name(*B.pos(fig))
        fig["row"], fig["col"] = dest
        log(state, msg("ma.log.moved", fig=B.label(fig), before=before), rule("ma.move_enemy"), kind="player")
    elif action["value"] == "blocked":
        log(state, msg("ma.log.blocked", fig=_subject(state)), rule("ma.stay"), kind="player")
    finish_activation(state)


# -- moving without the board -------------------------------------------------------
@on("objective_move_nb")
def _objective_move_nb(state, action):
    if action["value"] == "yes":
        say(state, msg("ma.instr.move_objective_nb", fig=_subject(state)), rule("ma.move_objective"))
        _ask_move_nb(state)
        return
    _sight_nb(state)


def _sight_nb(state):
    if profiles.can_shoot(_profile(state)):
        say(state, msg("ma.instr.sight_q", fig=_subject(state)), rule("ma.move_sight"))
        ask_yes_no(state, "sight_nb", msg("ma.prompt.sight_nb", range=_range_msg(_profile(state))), rule("ma.move_sight"))
        return
    _toward_nb(state)


@on("sight_nb")
def _sight_nb_answer(state, action):
    if action["value"] == "yes":
        say(state, msg("ma.instr.sight_nb", fig=_subject(state)), rule("ma.move_sight"))
        _go(state, shoot={"attacker": _profile(state), "aim": False})
        return
    _toward_nb(state)


def _toward_nb(state):
    say(state, msg("ma.instr.move_enemy_nb", fig=_subject(state)), rule("ma.move_enemy"))
    _ask_move_nb(state)


def _ask_move_nb(state):
    ask_choice(state, "move_nb", _hand(), rule("ma.hand"),
               [choice("done", msg("ma.choice.moved"), True),
                choice("fight", msg("ma.choice.entered_fight")),
                choice("blocked", msg("ma.choice.blocked"))])


@on("move_nb")
def _move_nb(state, action):
    if action["value"] == "fight":
        log(state, msg("ma.log.charge_nb", fig=_subject(state)), rule("ma.move_enemy"), kind="player")
        tools.start(state, "fight", "activation", {"attacker": _profile(state), "moved_in": True})
        return
    if action["value"] == "blocked":
        log(state, msg("ma.log.blocked", fig=_subject(state)), rule("ma.stay"), kind="player")
    finish_activation(state)


# -- resolving the action -----------------------------------------------------------
def _go(state, shoot=None, fight=None, move_to=None):
    """The last prompt of every action: roll it with the dice tool, or say it is done."""
    choices = []
    if shoot is not None:
        choices.append(choice("tool_shoot", msg("ma.choice.tool_shoot"), True))
    if fight is not None:
        choices.append(choice("tool_fight", msg("ma.choice.tool_fight"), shoot is None))
    choices.append(choice("done", msg("ma.choice.done_table")))
    ask_choice(state, "act_go", _hand(), rule("ma.hand"), choices, shoot=shoot, fight=fight, move_to=move_to)


@on("act_go")
def _act_go(state, action):
    ctx = state["ask"]["ctx"]
    fig = _fig(state)
    if ctx["move_to"] and fig is not None:
        before = grid.name(*B.pos(fig))
        fig["row"], fig["col"] = ctx["move_to"]
        log(state, msg("ma.log.moved", fig=B.label(fig), before=before), rule("ma.move_enemy"), kind="player")
    if action["value"] == "done":
        finish_activation(state)
        return
    kind = "shoot" if action["value"] == "tool_shoot" else "fight"
    prefill = {}
    for field, value in (ctx[kind] or {}).items():
        # A figure the player took off the board meanwhile is entered by hand in the form.
        if isinstance(value, str) and value.startswith("fig:"):
            fig = B.find(state, value[4:])
            if fig is None:
                continue
            if not state["use_board"]:
                value = fig["profile"]
        prefill[field] = value
    tools.start(state, kind, "activation", prefill)


@on("finish")
def _finish(state, action):
    finish_activation(state)


def finish_activation(state):
    fig = _fig(state)
    if fig is not None:
        fig["activated"] = True
        log(state, msg("ma.log.activated", fig=B.label(fig)), rule("ma.activation_marker"), kind="info")
        flow.thing_done(state, B.label(fig))
    elif _mt(state).get("profile") and not state["use_board"]:
        log(state, msg("ma.log.activated_nb", fig=_subject(state)), rule("ma.activation_marker"), kind="info")
        flow.thing_done(state, _subject(state))
    else:
        flow.thing_done(state)


def _gone(state):
    """The acting figure was taken off the board mid-activation: nothing left to do."""
    log(state, msg("ma.log.figure_gone"), rule("ma.no_martian"))
    flow.thing_done(state)


tools.RETURNS["activation"] = finish_activation
