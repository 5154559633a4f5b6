"""The activation under way: which figure it is, whether it rallied, the last prompt of
every action (the dice tool or "done at the table"), fighting, and the end of the
activation. Its handlers return machine.ACTIVATED or VOID when the activation is over."""

from ..core.messages import msg, rule
from ..core.step import log
from . import board as B
from . import combat, grid, marks, profiles, tools, why
from .machine import ACTIVATED, FINISH, VOID, ask_choice, choice, on, say


def mt(state):
    return state["mt"]


def actor(state):
    fid = mt(state).get("figure")
    return B.find(state, fid) if fid else None


def actor_profile(state):
    fig = actor(state)
    return fig["profile"] if fig else mt(state).get("profile")


def subject(state):
    fig = actor(state)
    return B.label(state, fig) if fig else profiles.name(state, mt(state)["profile"])


def on_board(state):
    return mt(state).get("figure") is not None


def rallied(state):
    """It was panicked and stood up first: one action left (sheet, ACTIVER)."""
    return bool(mt(state).get("rallied"))


def rally(state, fig):
    """A panicked Martian picked by a card stands up first (sheet: « Se REDRESSER, puis se
    DÉPLACER / TIRER / COMBATTRE »): the panic mark goes, and every instruction of this
    activation starts by saying so."""
    if fig["panicked"]:
        B.set_panicked(state, fig["id"], False, rule("ma.rally"))
        mt(state)["rallied"] = True


def say_act(state, message, cite, reason=None, rest=()):
    """Every instruction of the activation: after a rally it starts with "stand it up"
    (every branch, its questions too); it carries why the AI chose it (why.py): `reason`
    is the chosen entry's words (the instruction's own by default), `rest` the entries
    of the list it did not reach."""
    if rallied(state):
        message = msg("ma.instr.rally_then", fig=subject(state), then=message)
    say(state, message, cite)
    why.decide(state, cite, reason or message, rest)


def range_msg(state, profile):
    lo, hi = profiles.get(state, profile)["range"]
    return msg("ma.range", lo=lo, hi=hi)


def hand():
    return msg("ma.prompt.hand")


# -- fighting -------------------------------------------------------------------------
def fight_in_square(state, fig, foes, cite, move_to=None, reason=None, rest=()):
    """Fight an enemy in the figure's square (or the one it moves into): a non-panicked
    FEARLESS one must be the target; otherwise, or among several, the player picks
    (docs/rules/ma.md). `reason` and `rest`: why the AI fights (why.py)."""
    guards = [e for e in foes if profiles.fearless(state, e["profile"]) and not e["panicked"]]
    pool = guards or foes
    if len(pool) == 1:
        fight(state, fig, pool[0], bool(move_to), cite, move_to, reason, rest)
        return
    marks.mark(state, candidates=[e["id"] for e in pool])
    key = "ma.prompt.fight_target_fearless" if guards else "ma.prompt.fight_target"
    say_act(state, msg("ma.instr.fight_target", fig=B.label(state, fig)), cite, reason, rest)
    ask_choice(state, "fight_target", msg(key), rule("ma.fearless") if guards else rule("ma.ties"),
               [choice(e["id"], B.label(state, e)) for e in pool], cite=cite, move_to=move_to, reason=reason,
               rest=list(rest))


@on("fight_target")
def _fight_target(state, action):
    fig = actor(state)
    target = B.get(state, action["value"])
    if fig is None:
        return gone(state)
    ctx = state["ask"]["ctx"]
    fight(state, fig, target, bool(ctx.get("move_to")), ctx["cite"], ctx.get("move_to"), ctx.get("reason"),
          ctx.get("rest") or ())
    return None


def fight(state, fig, target, moved_in, cite, move_to=None, reason=None, rest=()):
    marks.mark(state, actor=fig["id"], targets=[target["id"]], candidates=[])
    key = "ma.instr.charge" if move_to else "ma.instr.fight"
    log(state, msg("ma.log.fight", fig=B.label(state, fig), target=B.label(state, target)), cite)
    say_act(state, msg(key, fig=B.label(state, fig), target=B.label(state, target)), cite, reason, rest)
    go(state, fight={"attacker": "fig:" + fig["id"], "defender": "fig:" + target["id"], "moved_in": moved_in},
       move_to=move_to, cite=cite)


# -- resolving the action -----------------------------------------------------------
def go(state, shoot=None, fight=None, move_to=None, cite=None, square=None):
    """The last prompt of every action. When the board names both sides, one tap rolls
    the whole test with the app's dice ("Roll the shot"; in a fight against one of the
    player's figures, one answer per way it may defend: that choice is the player's);
    otherwise, or to enter their own dice, the dice tool opens on its form; or it was
    resolved at the table."""
    choices = []
    if shoot is not None and (shoot.get("defender") or square):
        choices.append(choice("roll_shoot", msg("ma.choice.roll_shoot"), True))
    if fight is not None and fight.get("defender"):
        choices += _fight_rolls(state, fight["defender"])
    quick = bool(choices)
    if shoot is not None:
        choices.append(choice("tool_shoot", msg("ma.choice.tool_own" if quick else "ma.choice.tool_shoot"), not quick))
    if fight is not None:
        own = "ma.choice.tool_own" if quick else "ma.choice.tool_fight"
        choices.append(choice("tool_fight", msg(own), not quick and shoot is None))
    choices.append(choice("done", msg("ma.choice.done_table")))
    ask_choice(state, "act_go", hand(), rule("ma.hand"), choices, shoot=shoot, fight=fight, move_to=move_to,
               cite=cite, square=list(square) if square else None)


def _fight_rolls(state, defender):
    fig = B.find(state, defender[4:]) if defender.startswith("fig:") else None
    profile = fig["profile"] if fig else defender
    p = profiles.get(state, profile)
    if p["side"] != "human":
        return [choice("roll_fight", msg("ma.choice.roll_fight"), True)]
    name = B.label(state, fig) if fig else profiles.name(state, profile)
    panicked = bool(fig and fig["panicked"])
    suggested = combat.martian_defence(p["fight"], p["survive"], panicked)
    out = [] if panicked else [choice("roll_fight_fight", msg("ma.choice.roll_fight_fight", fig=name),
                                      suggested == "fight")]
    return [*out, choice("roll_fight_survive", msg("ma.choice.roll_fight_survive", fig=name), suggested == "survive")]


_ROLLS = {"roll_shoot": ("shoot", None), "roll_fight": ("fight", None), "roll_fight_fight": ("fight", "fight"),
          "roll_fight_survive": ("fight", "survive")}


@on("act_go")
def _act_go(state, action):
    ctx = state["ask"]["ctx"]
    fig = actor(state)
    if ctx["move_to"] and fig is not None:
        before = grid.name(*B.pos(fig))
        fig["row"], fig["col"] = ctx["move_to"]
        # Cite the move the AI chose (toward an objective, toward an enemy).
        log(state, msg("ma.log.moved", fig=B.label(state, fig), before=before), ctx.get("cite") or rule("ma.move_enemy"),
            kind="player")
    value = action["value"]
    if value == "done":
        return finish_activation(state)
    kind, mode = _ROLLS.get(value) or ("shoot" if value == "tool_shoot" else "fight", None)
    prefill = {}
    for field, given in (ctx[kind] or {}).items():
        # A figure the player took off the board meanwhile is entered by hand in the form.
        if isinstance(given, str) and given.startswith("fig:"):
            fig = B.find(state, given[4:])
            if fig is None:
                continue
            if not state["use_board"]:
                given = fig["profile"]
        prefill[field] = given
    if mode and "defender" in prefill:
        prefill["mode"] = mode
    return tools.start(state, kind, FINISH, prefill, roll=value in _ROLLS, square=ctx.get("square"))


@on("finish")
def _finish(state, action):
    return finish_activation(state)


def finish_activation(state):
    """The activation is over: its marker goes on (with the board) and the thing is done."""
    fig = actor(state)
    if fig is not None:
        B.activate(state, fig, rule("ma.activation_marker"))
        return ACTIVATED
    if mt(state).get("profile") and not state["use_board"]:
        log(state, msg("ma.log.activated_nb", fig=subject(state)), rule("ma.activation_marker"), kind="info")
        return ACTIVATED
    return VOID


def gone(state):
    """The acting figure was taken off the board mid-activation: nothing left to do."""
    log(state, msg("ma.log.figure_gone"), rule("ma.no_martian"))
    return VOID
