"""What the game asks in each phase, and the actions that answer it (one table,
core/machine.py): the prompt the view shows, the step each answer runs (answers.py), and
the legal answers derived from the prompt. The map, the hands, the score marker and the
bridge (edits.py) are taken whatever the question."""

from ..core import ask as A
from ..core.machine import Question, Questions
from ..core.messages import msg, rule
from . import answers, board, edits, flow, moves, operations, preparation, supply
from . import geography as G
from . import words as W
from .answers import FACES, GREEK_FIELD, PERSIAN_FIELD


def _button(label, action, primary=True):
    return A.answer(msg(label), action, primary)


def _prep_prompt(state):
    if preparation.blocked(state):
        return A.none(msg("e300.prompt.fix_map"), rule("e300.r_both_majors"))
    return A.choice(msg("e300.prompt.prepare", n=state["campaign"]), rule("e300.s4"),
                    [_button("e300.btn.prepare", {"type": "prepare"})])


def _map_fixes(state):
    """A map PERS.IA cannot prepare on waits for the fix it asks: the Greek armies taken
    out of a Persian major."""
    if not preparation.blocked(state):
        return []
    return [{"type": "set_units", "city": c, "side": "greece", "kind": "armies", "value": 0}
            for c in board.greek_occupied_persian_majors(state)]


def _greek_prep_prompt(state):
    cards, placed = flow.cards_proposed(state)
    field = A.field("cards", msg("e300.field.cards_drawn"), 0, G.SETUP["greek_cards_max"], cards)
    return A.numbers(msg("e300.prompt.greek_prep_cards", n=G.SETUP["greek_talents"], placed=placed),
                     rule("e300.base_prep"), [field], {"type": "greek_prep_done"})


def _persian_prompt(state):
    """PERS.IA's turn, read live from the map: a correction made before the tap changes
    what it will do (the view's instruction says the same)."""
    if not state["hands"]["persia"]:
        return A.choice(msg("e300.prompt.persia_pass"), rule("e300.s5_1"),
                        [_button("e300.btn.persia_pass", {"type": "persian_op"})])
    if operations.defence_plan(state):
        return A.choice(msg("e300.prompt.persia_defend"), rule("e300.s5_2"),
                        [_button("e300.btn.persia_defend", {"type": "persian_op"})])
    return A.dice(msg("e300.prompt.persia_roll"), rule("e300.s5_3_roll"), "d6", 1, FACES, {"type": "persian_roll"})


def _every_face(state):
    if _persian_prompt(state)["kind"] != "dice":
        return []
    return [{"type": "persian_roll", "faces": [f]} for f in FACES]


def battle_guess(state):
    """A possible result to start from (one side must be gone): the larger force keeps all
    its units; on a tie the defender (Greece in PERS.IA's operations, Persia in your moves)."""
    b = state["battle"]
    g = board.count(state, b["city"], "greece", b["kind"])
    p = board.count(state, b["city"], "persia", b["kind"])
    greek_attack = b.get("by") == "greece"
    if p > g or (p == g and greek_attack):
        return {"greece": 0, "persia": p}
    return {"greece": g, "persia": 0}


def _battle_prompt(state):
    b = state["battle"]
    city, kind = b["city"], b["kind"]
    guess = battle_guess(state)
    fields = [A.field(side, msg("e300.field.left", units=msg(f"e300.units_word.{side}.{kind}"), city=W.city(city)),
                      0, board.count(state, city, side, kind), guess[side]) for side in G.SIDES]
    return A.numbers(msg("e300.prompt.battle", city=W.city(city), kind=msg("e300.battle." + kind)), rule("e300.s3C"),
                     fields, {"type": "battle"})


def _battle_ends(state):
    """Either side left alone."""
    b = state["battle"]
    g = board.count(state, b["city"], "greece", b["kind"])
    p = board.count(state, b["city"], "persia", b["kind"])
    return [{"type": "battle", "values": {"greece": 0, "persia": p}}, {"type": "battle", "values": {"greece": g, "persia": 0}}]


def _greek_op_prompt(state):
    # After PERS.IA's pass, yours ends the phase: say so before the tap.
    key = "e300.prompt.greek_op_last" if state["passes"] else "e300.prompt.greek_op"
    return A.choice(msg(key), rule("e300.base_passes"),
                    [_button("e300.btn.greek_op_done", {"type": "greek_op", "passed": False}),
                     _button("e300.btn.greek_pass", {"type": "greek_op", "passed": True}, primary=False)])


def move_choices(state):
    """Your move gesture (your operation): where the Greek units of each city can go."""
    if state["phase"] != "greek_op":
        return None
    out = {}
    for c in G.CITIES:
        armies, fleets = board.armies(state, c, "greece"), board.fleets(state, c, "greece")
        if armies or fleets:
            out[c] = {"armies": armies, "fleets": fleets, **moves.destinations(state, c)}
    return out


def _some_moves(state):
    """A few legal moves: one army by land, every fleet (with one army aboard) by sea."""
    out = []
    for origin, where in (move_choices(state) or {}).items():
        if where["land"] and where["armies"]:
            out.append({"type": "move", "from": origin, "to": where["land"][0], "armies": 1, "fleets": 0})
        if where["sea"]:
            out.append({"type": "move", "from": origin, "to": where["sea"][-1], "fleets": where["fleets"],
                        "armies": min(where["armies"], where["fleets"])})
        if len(out) >= 4:
            break
    return out


def _supply_cities(state):
    """Cities where Persian armies may go: all in Greece, the two Persian majors only
    when something is proposed there (attrition never touches them)."""
    remove = state["supply"]["remove"]
    order = G.order("route") + G.order("activation_islands")
    return [c for c in order if board.armies(state, c, "persia") and (G.major_of(c) != "persia" or remove.get(c))]


def _greek_cities(state):
    """Cities where you have armies, in the order your removals are proposed."""
    return [c for c in supply.GREEK_ORDER if board.armies(state, c, "greece")]


def _fields(state, side, cities, remove, label, prefix=""):
    """A supply's removals as proposed (never more than the armies there), a field a city."""
    return [A.field(prefix + c, msg(label, city=W.city(c)), 0, board.armies(state, c, side),
                    min(remove.get(c, 0), board.armies(state, c, side))) for c in cities]


SHOWN_FIELDS = 2


def _removals(fields, keys, citation, kind):
    """The removals' fields, or with none a single "continue". `keys`: the prompt, the
    prompt without a field."""
    if not fields:
        return A.choice(msg(keys[1]), citation, [_button("e300.btn.continue", {"type": kind, "values": {}})])
    # The cities where nothing is proposed fold away, the confirm stays in view (issue 34:
    # both supplies' cities in one prompt pushed it under the side column at 1180 x 820;
    # four fields of 0 in a long language still did: past two fields, then).
    spare = [f["id"] for f in fields if not f["value"]] if len(fields) > SHOWN_FIELDS else []
    # "other cities" only when some are shown above the fold.
    label = "e300.field.folded_cities" if len(spare) == len(fields) else "e300.field.other_cities"
    return A.numbers(msg(keys[0]), citation, fields, {"type": kind},
                     spare={"ids": spare, "label": msg(label, n=len(spare))} if spare else None)


def _supply_prompt(state):
    """Both supplies in one prompt (ruling 35): PERS.IA's cities, then yours."""
    fields = _fields(state, "persia", _supply_cities(state), state["supply"]["remove"], "e300.field.remove_at",
                     PERSIAN_FIELD) + \
        _fields(state, "greece", _greek_cities(state), state["supply"]["greek"]["remove"], "e300.field.remove_greek_at",
                GREEK_FIELD)
    return _removals(fields, ("e300.prompt.supply", "e300.prompt.supply_none"), rule("e300.s6B"), "supply_done")


def _greek_supply_prompt(state):
    """Your removals alone, proposed by PERS.IA's rule (cities where you have armies)."""
    fields = _fields(state, "greece", _greek_cities(state), state["supply"]["greek"].get("remove", {}),
                     "e300.field.remove_greek_at")
    return _removals(fields, ("e300.prompt.greek_supply_proposed", "e300.prompt.greek_supply_none"),
                     rule("e300.base_supply"), "greek_supply_done")


def _nothing_removed(kind):
    return lambda state: [{"type": kind, "values": {}}]


def _pass_ack_prompt(state):
    return A.choice(msg("e300.prompt.pass_ack"), rule("e300.base_passes"), [_button("e300.btn.ack", {"type": "ack_pass"})])


def _nothing(state):
    return A.none()


def _current(state):
    """The phase's question; nothing is asked at the end (nor in a phase engine 3 left
    out, such as engine 2's scoring)."""
    return state["phase"] if state["phase"] in _TABLE else "nothing"


_TABLE = {
    "persian_prep": Question(_prep_prompt, {"prepare": answers.prepare}, more=_map_fixes),
    "greek_prep": Question(_greek_prep_prompt, {"greek_prep_done": answers.greek_prep_done}),
    "persian_op": Question(_persian_prompt, {"persian_op": answers.persian_op, "persian_roll": answers.persian_roll},
                           more=_every_face),
    "battle": Question(_battle_prompt, {"battle": answers.battle}, more=_battle_ends),
    "greek_op": Question(_greek_op_prompt, {"greek_op": answers.greek_op, "move": moves.apply_move},
                         more=_some_moves),
    "pass_ack": Question(_pass_ack_prompt, {"ack_pass": answers.ack_pass}),
    "supply": Question(_supply_prompt, {"supply_done": answers.supply_done}, more=_nothing_removed("supply_done")),
    "greek_supply": Question(_greek_supply_prompt, {"greek_supply_done": answers.greek_supply_done},
                             more=_nothing_removed("greek_supply_done")),
    "nothing": Question(_nothing, {}),
}
QUESTIONS = Questions(
    _current, _TABLE,
    errors={"unknown": "e300.error.unknown_action", "over": "e300.error.game_over", "refused": "e300.error.not_now"},
    anytime={"set_units": edits.set_units, "set_city": edits.set_city, "set_hand": edits.set_hand,
             "set_score": edits.set_score, "set_bridge": edits.set_bridge},
    over=lambda state: state["phase"] == "over",
    after=flow.check_persian_victory,  # seed §3.F, after every change (rulings, Victory)
)
