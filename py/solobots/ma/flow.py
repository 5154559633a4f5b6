"""The phases of a solo game, on top of everything else: preparation, the player's
turns, the Martian turns (two things, each an AI card: an activation or an Invasion), the
end of the round, and the end of the battle. The signals the handlers below return
(machine.py) come back here through `follow`."""

from ..core.errors import RuleError
from ..core.messages import join, msg, rule
from ..core.rng import Rng
from ..core.step import log
from . import acting as A
from . import activation, deck, grid, marks, profiles, tables, tools, why
from . import board as B
from . import dice as D
from .machine import ACTIVATED, PLAYER_TURN, VOID, ask_choice, ask_dice, ask_done, ask_none, ask_yes_no, choice, on, say
from .machine import ask_draw as _ask_draw

VP_TO_WIN = 8
clear_marks = marks.clear


def follow(state, signal):
    """Where the game goes once a handler's part is over."""
    signal = activation.follow(state, signal)
    if signal in (ACTIVATED, VOID):
        thing_done(state, signal == ACTIVATED)
    elif signal == PLAYER_TURN:
        ask_player_turn(state)


def after_test(state):
    """A dice test that left in this step (its result kept in view) leads the next
    instruction: the player reads what the dice did, then what comes next."""
    shown = state.get("shown")
    if shown is None or state["over"]:
        return
    then = msg("ma.instr.player_turn_on") if state["phase"] == "player" else state["instr"]["msg"]
    state["instr"] = {"msg": msg("ma.instr.after_test", outcome=shown["outcome"]["msg"], then=then),
                      "rule": shown["outcome"]["rule"]}
    state["why"] = None
    # Who the test laid down stays marked (the marks of the next step were just cleared).
    fallen = [fid for fid in shown.get("fallen") or [] if B.find(state, fid)]
    if fallen:
        marks.mark(state, fallen=fallen)


# -- preparation ----------------------------------------------------------------------
def start_prepare(state):
    state["phase"] = "prepare"
    key = "ma.instr.prepare" if state["use_board"] else "ma.instr.prepare_nb"
    say(state, msg(key), rule("ma.setup"))
    ask_choice(state, "start", msg("ma.prompt.start"), rule("ma.setup"),
               [choice("start", msg("ma.choice.start"), True)])


@on("start")
def _start(state, action):
    if state["deck"]["mode"] == "virtual":
        deck.build(state["deck"], Rng(state))
        log(state, msg("ma.log.deck_shuffled", n=len(state["deck"]["draw"])), rule("ma.deck"), kind="dice")
    state["settings"] = False
    state["round"] = 1
    log(state, msg("ma.log.battle_starts", scenario=state["options"]["scenario"] or "–",
                   vp=state["options"]["vp_advantage"]), rule("ma.vp_advantage"), kind="info")
    log(state, msg("ma.log.round", n=state["round"]), kind="round")
    if state["first"] == "player":
        start_player_turn(state)
    else:
        start_martian_turn(state)


# -- the player's turn ----------------------------------------------------------------
def start_player_turn(state, after=None):
    state["phase"] = "player"
    state["mt"] = None
    state["moved"] = []
    clear_marks(state)
    log(state, msg("ma.log.player_turn", round=state["round"]), rule("ma.solo_turn"), kind="turn")
    ask_player_turn(state, after)


def ask_player_turn(state, after=None):
    """The player's turn. With the board, the figures they activate are tapped on it (or
    marked by the dice tools when they shoot or fight), so the Martians' "non-activated
    enemy" priority reads the truth."""
    state["phase"] = "player"
    board = "_board" if state["use_board"] else ""
    if after is not None:
        say(state, msg("ma.instr.player_turn_after" + board, fig=after, round=state["round"]),
            rule("ma.activation_marker"))
    else:
        say(state, msg("ma.instr.player_turn" + board, round=state["round"]), rule("ma.solo_turn"))
    everyone_done = state["use_board"] and B.figures(state) and all(f["activated"] for f in B.figures(state))
    ask_choice(state, "player_turn", msg("ma.prompt.player_turn" + board), rule("ma.solo_turn"), [
        choice("done", msg("ma.choice.turn_done"), not everyone_done),
        choice("round_end", msg("ma.choice.round_end"), bool(everyone_done)),
        choice("tools", msg("ma.choice.tools")),
    ])


@on("player_turn")
def _player_turn(state, action):
    value = action["value"]
    if value == "done":
        return _turn_over(state)
    if value == "round_end":
        waiting = _martians_to_act(state)
        if waiting:
            # The round ends once everyone has acted or passed: name who has not (issue 22).
            names = join([B.label(state, f) for f in waiting])
            say(state, msg("ma.instr.round_end_check", names=names, n=len(waiting)), rule("ma.round_end"))
            ask_choice(state, "round_end_check", msg("ma.prompt.round_end_check"), rule("ma.round_end"), [
                choice("martian_turn", msg("ma.choice.turn_done"), True),
                choice("round_end", msg("ma.choice.round_end_anyway")),
                choice("back", msg("ma.tool.choice.back")),
            ])
            return None
        _end_round(state)
    else:
        ask_tool_menu(state)
    return None


def _turn_over(state):
    log(state, msg("ma.log.player_turn_done"), rule("ma.solo_turn"), kind="player")
    return start_martian_turn(state, draw=True)


def _martians_to_act(state):
    return [f for f in B.figures(state, "martian") if not f["activated"]] if state["use_board"] else []


def _end_round(state):
    log(state, msg("ma.log.round_over", round=state["round"]), rule("ma.round_end"), kind="player")
    start_round_end(state)


@on("round_end_check")
def _round_end_check(state, action):
    value = action["value"]
    if value == "martian_turn":
        return _turn_over(state)
    if value == "round_end":
        _end_round(state)
    else:
        ask_player_turn(state)
    return None


def apply_tool(state, action):
    """Open the shooting or fighting tool straight from the player's turn, with one of
    their figures on the board as the attacker (the square panel's shortcut)."""
    if state["phase"] != "player" or state["tool"] or state["ask"]["q"] not in ("player_turn", "tool_menu"):
        raise RuleError("ma.error.not_asked")
    kind = action.get("kind")
    if kind not in ("shoot", "fight"):
        raise RuleError("error.bad_choice", field="kind")
    attacker = action.get("attacker")
    fig = B.get(state, attacker[4:]) if isinstance(attacker, str) and attacker.startswith("fig:") else None
    if fig is None or fig["side"] != "human":
        raise RuleError("ma.error.no_such_figure")
    # Opened from the board: the test leaves once resolved, the turn goes on (issue 22).
    state["shown"] = None
    tools.start(state, kind, PLAYER_TURN, {"attacker": attacker}, shortcut=True)


def ask_tool_menu(state):
    say(state, msg("ma.instr.tools"), rule("ma.sheet"))
    ask_choice(state, "tool_menu", msg("ma.prompt.tool_menu"), rule("ma.sheet"),
               [choice(kind, msg("ma.tool." + kind)) for kind in tools.KINDS]
               + [choice("back", msg("ma.tool.choice.back"), True)])


@on("tool_menu")
def _tool_menu(state, action):
    if action["value"] == "back":
        ask_player_turn(state)
        return
    tools.start(state, action["value"], PLAYER_TURN)


# -- the Martian turn -----------------------------------------------------------------
def start_martian_turn(state, draw=False):
    """The Martians' turn. `draw`: the player ended their turn with the virtual deck on,
    so the app draws the first AI card at once (issue 22: "Turn over" then "Draw" was
    one tap too many); a physical card is still tapped in. Returns the draw's signal."""
    state["phase"] = "martian"
    state["mt"] = {"thing": 1, "card": None, "figure": None, "profile": None, "moved": False}
    state["moved"] = []
    clear_marks(state)
    log(state, msg("ma.log.martian_turn", round=state["round"]), rule("ma.turn"), kind="turn")
    ask_draw(state)
    if draw and state["deck"]["mode"] == "virtual":
        return _draw(state, {"type": "draw", "card": None})
    return None


def ask_draw(state, after=None):
    thing = state["mt"]["thing"]
    if after is not None:
        say(state, msg("ma.instr.draw_after", fig=after, n=thing), rule("ma.activation_marker"))
    else:
        say(state, msg("ma.instr.draw", n=thing), rule("ma.turn"))
    if state["deck"]["mode"] == "virtual":
        left = len(state["deck"]["draw"])
        _ask_draw(state, msg("ma.prompt.draw_virtual", n=left), rule("ma.deck"),
                  [(None, msg("ma.choice.draw"), True)])
    else:
        _ask_draw(state, msg("ma.prompt.draw_physical"), rule("ma.deck"),
                  [(card, card_msg(card), False) for card in deck.CARDS])


def card_msg(card):
    parts = deck.parts(card)
    if parts is None:
        return msg("ma.card.invasion")
    return msg("ma.card.figure", sector=msg("ma.sector." + parts[0]), position=msg("ma.position." + parts[1]))


@on("draw")
def _draw(state, action):
    card, reshuffled = deck.draw(state["deck"], Rng(state), action.get("card"))
    if reshuffled:
        log(state, msg("ma.log.reshuffled", n=len(state["deck"]["draw"]) + 1), rule("ma.deck"), kind="dice")
    mt = state["mt"]
    mt.update(card=card, figure=None, profile=None, moved=False)
    clear_marks(state)
    why.reset(state)
    kind = "dice" if state["deck"]["mode"] == "virtual" and action.get("card") is None else "player"
    log(state, msg("ma.log.card", card=card_msg(card), n=mt["thing"]), rule("ma.turn"), kind=kind)
    if card == deck.INVASION:
        invasion(state)
        return None
    return activation.figure_card(state, card)


def thing_done(state, activated=False):
    """One of the Martians' two things is over; after an activation the next instruction
    reminds the activation marker."""
    mt = state["mt"]
    fig = A.subject(state) if activated else None
    if mt["thing"] == 1:
        state["mt"] = {"thing": 2, "card": None, "figure": None, "profile": None, "moved": False}
        clear_marks(state)
        ask_draw(state, fig)
        return
    for series in state["series"]:
        series["fresh"] = False
    log(state, msg("ma.log.martian_turn_done"), rule("ma.turn"), kind="info")
    start_player_turn(state, fig)


# -- Invasion: a series of Support cards ------------------------------------------------
def invasion(state):
    ready = [(i, s) for i, s in enumerate(state["series"]) if not s["fresh"]]
    if not ready:
        log(state, msg("ma.log.no_series"), rule("ma.invasion"))
        _hand_into_play(state)
        return
    most = max(s["cards"] for _, s in ready)
    pool = [i for i, s in ready if s["cards"] == most]
    say(state, msg("ma.instr.invasion", n=most), rule("ma.invasion"))
    why.decide(state, rule("ma.invasion"), msg("ma.why.invasion_series", n=len(ready), most=most, k=len(pool)))
    ask_choice(state, "invasion_series", msg("ma.prompt.invasion_series"), rule("ma.invasion"),
               [choice(f"s{i}", msg("ma.choice.series", k=i + 1, n=most), len(pool) == 1) for i in pool]
               + [choice("none", msg("ma.choice.series_none"))])


@on("invasion_series")
def _invasion_series(state, action):
    if action["value"] == "none":
        log(state, msg("ma.log.series_none"), rule("ma.invasion"), kind="player")
        _hand_into_play(state)
        return
    i = int(action["value"][1:])
    if i >= len(state["series"]):
        raise RuleError("ma.error.no_such_series")
    series = state["series"].pop(i)
    log(state, msg("ma.log.series_resolved", k=i + 1, n=series["cards"]), rule("ma.invasion"))
    say(state, msg("ma.instr.resolve_series", k=i + 1, n=series["cards"]), rule("ma.support_series"))
    ask_done(state, "invasion_ack", msg("ma.prompt.hand"), rule("ma.hand"))


def _hand_into_play(state):
    say(state, msg("ma.instr.hand_into_play"), rule("ma.invasion"))
    why.decide(state, rule("ma.invasion"), msg("ma.why.no_series"))
    ask_done(state, "invasion_ack", msg("ma.prompt.series_counters"), rule("ma.support_series"))


@on("invasion_ack")
def _invasion_ack(state, action):
    return VOID


# -- end of the round -----------------------------------------------------------------
def start_round_end(state):
    """The end of the round: its instruction (markers off, Support into play, hands
    refilled) comes with the one question it raises, the reinforcements (issue 22: no
    separate "done"; the series steppers stay at hand)."""
    state["phase"] = "round_end"
    state["mt"] = None
    state["moved"] = []
    clear_marks(state)
    if state["use_board"]:
        B.clear_activation(state)
    log(state, msg("ma.log.round_end", round=state["round"]), rule("ma.round_end"), kind="turn")
    log(state, msg("ma.log.markers_cleared"), rule("ma.round_end"), kind="info")
    say(state, msg("ma.instr.round_end", round=state["round"]), rule("ma.round_end"))
    ask_yes_no(state, "reinforcements", msg("ma.prompt.reinforcements_any"), rule("ma.reinforcements"))


@on("round_end_ack")
def _round_end_ack(state, action):
    # A question of saves made before version 3 (the migration asks the new one instead).
    _ask_reinforcements(state, first=True)


def _ask_reinforcements(state, first):
    say(state, msg("ma.instr.reinforcements_q" if first else "ma.instr.reinforcements_more"), rule("ma.reinforcements"))
    ask_yes_no(state, "reinforcements", msg("ma.prompt.reinforcements"), rule("ma.reinforcements"))


@on("reinforcements")
def _reinforcements(state, action):
    if action["value"] == "no":
        _ask_next_first(state)
        return
    log(state, msg("ma.log.reinforcements"), rule("ma.reinforcements"), kind="player")
    say(state, msg("ma.instr.reinforcements_roll"), rule("ma.sheet.edge"))
    ask_dice(state, "edge_roll", msg("ma.prompt.edge_roll"), rule("ma.sheet.edge"), 2)


@on("edge_roll")
def _edge_roll(state, action):
    faces = D.read_faces(action, 2) or D.roll(Rng(state), 2)
    res = tables.edge(faces[0], faces[1])
    square = res["square"]
    state["last_roll"] = {"what": "edge", "faces": faces}
    marks.mark(state, squares=[square], path=[])
    cite = rule("ma.sheet.edge_roll", face=faces[0])
    log(state, msg("ma.log.edge", face=faces[0], edge=msg("ma.edge." + res["edge"]), along=faces[1],
                   square=grid.name(*square)), cite, kind="dice")
    say(state, msg("ma.instr.reinforcement_at", square=grid.name(*square), edge=msg("ma.edge." + res["edge"])), cite)
    if state["use_board"]:
        ask_choice(state, "reinforcement_profile", msg("ma.prompt.reinforcement_profile"), cite,
                   [choice(p, profiles.name(state, p)) for p in profiles.ids(state, "martian")]
                   + [choice("none", msg("ma.choice.not_on_board"))], square=square)
    else:
        ask_done(state, "reinforcement_done", msg("ma.prompt.reinforcement_done"), cite)


@on("reinforcement_profile")
def _reinforcement_profile(state, action):
    if action["value"] != "none":
        row, col = state["ask"]["ctx"]["square"]
        B.apply_place(state, {"profile": action["value"], "row": row, "col": col})
    state["last_roll"] = None
    _ask_reinforcements(state, first=False)


@on("reinforcement_done")
def _reinforcement_done(state, action):
    state["last_roll"] = None
    _ask_reinforcements(state, first=False)


def _ask_next_first(state):
    clear_marks(state)
    say(state, msg("ma.instr.next_first", round=state["round"] + 1), rule("ma.next_round"))
    ask_choice(state, "next_first", msg("ma.prompt.next_first"), rule("ma.next_round"),
               [choice("player", msg("ma.choice.first_player"), state["first"] == "player"),
                choice("martian", msg("ma.choice.first_martian"), state["first"] == "martian")])


@on("next_first")
def _next_first(state, action):
    state["round"] += 1
    log(state, msg("ma.log.round", n=state["round"]), kind="round")
    log(state, msg("ma.log.new_round", round=state["round"], first=msg("ma.side." + action["value"])),
        rule("ma.next_round"), kind="player")
    if action["value"] == "player":
        start_player_turn(state)
    else:
        start_martian_turn(state)


# -- victory --------------------------------------------------------------------------
def check_victory(state):
    """The first side to 8 VP wins (seed 000; the Martians' advantage counts)."""
    for side, winner in (("martian", "bot"), ("human", "player")):
        if state["vp"][side] >= VP_TO_WIN:
            state["over"] = {"winner": winner, "side": side}
            state["phase"] = "over"
            log(state, msg("ma.log.won_" + side, vp=state["vp"][side]), rule("ma.victory"), kind="win")
            say(state, msg("ma.instr.won_" + side, vp=state["vp"][side]), rule("ma.victory"))
            ask_none(state)
            return True
    return False
