"""What the game asks in each phase, and the actions that answer it (one table,
core/machine.py): the prompt the view shows, the handler of each answer, and the legal
answers derived from the prompt. A tile or a card's question waiting in the queue
(tm/pending.py) comes first: only its answer or a counter is taken then."""

from ..core import ask as A
from ..core.errors import RuleError
from ..core.machine import Question, Questions
from ..core.messages import msg, rule
from . import actions, asks, cards, choices, counters, flow, legal, pending, projects, tiles
from . import board as B
from .data import CARD_IDS, CORPORATIONS, card_name, corp_name

CHOICE_SPACES_UP_TO = 4  # fewer legal spaces than this: also offered as buttons


def use_action(state, action):
    """A blue card's action, or the corporation's (UNMI)."""
    if action.get("card") is not None and action.get("card") == state["corp"]:
        projects.unmi_action(state)
    else:
        actions.use(state, action)


def _reveal_prompt(state):
    fields = [A.field(f"c{i}", msg("tm.field.card_cost", n=i), 0, flow.MAX_COST, 0)
              for i in range(1, flow.NEUTRAL_CARDS + 1)]
    return A.numbers(msg("tm.prompt.reveal"), rule("tm.solo_setup"), fields, {"type": "reveal"})


def _reveals(state):
    """Drawn by the app, named, given by costs; or the other card order."""
    other = "interleaved" if state["card_order"] == "default" else "default"
    return [{"type": "reveal", "cards": None}, {"type": "reveal", "cards": CARD_IDS[:4]},
            {"type": "reveal", "values": {"c1": 0, "c2": 41, "c3": 12, "c4": 1}},
            {"type": "card_order", "order": other}]


def _neutral_prompt(state):
    last = state["neutral"]["shown"] == len(state["neutral"]["steps"]) - 1
    label = msg("tm.choice.neutral_done" if last else "tm.choice.neutral_next")
    return A.done(msg("tm.prompt.neutral_copied"), None, label, {"type": "neutral_next"})


def _corporation_prompt(state):
    return A.choice(msg("tm.prompt.corporation"), rule("tm.setup_corporation"),
                    [A.answer(msg("tm.choice.corporation", name=corp_name(c["id"]), mc=c["mc"]),
                              {"type": "corporation", "corp": c["id"]}) for c in CORPORATIONS.values()])


def _buy_prompt(state):
    phase = state["phase"]
    limit = flow.START_HAND if phase == "hand" else flow.RESEARCH_DRAW
    # Helion may spend heat as M€, cards bought included.
    heat = state["res"]["heat"] if "heat_as_mc" in state["corp_effects"] else 0
    most = min(limit, (state["res"]["mc"] + heat) // flow.CARD_PRICE)
    key = "tm.prompt.hand" if phase == "hand" else "tm.prompt.research"
    fields = [A.field("count", msg("tm.field.cards_bought"), 0, most, 0)]
    if heat:
        fields.append(A.field("heat", msg("tm.field.heat_paid"), 0, heat, 0))
    return A.numbers(msg(key, price=flow.CARD_PRICE, n=limit),
                     rule("tm.setup_corporation" if phase == "hand" else "tm.research"), fields, {"type": "buy"})


def _buys(state):
    """None, one, and as many as the M€ pay for."""
    most = min(flow.START_HAND if state["phase"] == "hand" else flow.RESEARCH_DRAW,
               state["res"]["mc"] // flow.CARD_PRICE)
    return [{"type": "buy", "values": {"count": n}} for n in sorted({0, min(1, most), most})]


def _action_prompt(state):
    return choices.picker_prompt(state) if cards.picking(state) else choices.action_prompt(state)


def _final_prompt(state):
    out = []
    if projects.can_convert_plants(state):
        out.append(A.answer(msg("tm.choice.final_greenery", n=projects.plants_per_greenery(state)),
                            {"type": "convert", "what": "plants"}))
    out.append(A.answer(msg("tm.choice.finish"), {"type": "finish"}, True))
    return A.choice(msg("tm.prompt.final"), rule("tm.solo_end"), out)


def _place_prompt(state):
    item = state["pending"][0]
    spaces = tiles.legal_spaces(state, item)
    out = []
    if len(spaces) <= CHOICE_SPACES_UP_TO:
        out = [A.answer(B.where(sid), {"type": "place", "space": sid}, len(spaces) == 1) for sid in spaces]
    return A.choice(msg("tm.prompt.place", tile=msg("tm.tile." + item["tile"]), n=len(spaces)),
                    rule(tiles.TILE_RULE[item["tile"]]), out)


def _places(state):
    return [{"type": "place", "space": s} for s in tiles.legal_spaces(state, pending.head(state))]


def _over(state):
    return A.none()


_SET = {"set": counters.apply_set}
_PLACE = {"place": tiles.place, "answer": asks.answer}
_PHASES = {
    "reveal": Question(_reveal_prompt, {"reveal": flow.reveal, "card_order": flow.set_card_order}, more=_reveals),
    "neutral": Question(_neutral_prompt, {"neutral_next": flow.neutral_next}),
    "corporation": Question(_corporation_prompt, {"corporation": flow.choose_corporation}),
    "hand": Question(_buy_prompt, {"buy": flow.buy, **_SET}, more=_buys),
    "research": Question(_buy_prompt, {"buy": flow.buy, **_SET}, more=_buys),
    "action": Question(_action_prompt, {
        "cards": cards.open_picker, "play": cards.play, "project": projects.standard_project,
        "sell": projects.sell_patents, "convert": projects.convert, "raise": projects.raise_param,
        "tile": projects.card_tile, "use_action": use_action, "pass": flow.pass_generation, **_PLACE, **_SET,
    }, more=legal.action_answers, listed=True),
    "final": Question(_final_prompt, {"convert": projects.convert, "finish": flow.finish, **_PLACE, **_SET}),
    "over": Question(_over, {}),
}


def _first(error):
    """What waits in the queue refuses any other action of its phase with `error(item)`."""
    def refused(state, kind):
        if kind not in _PHASES[state["phase"]].answers:
            return RuleError("tm.error.wrong_phase")
        return error(pending.head(state))
    return refused


_WAITING = {
    "tile": Question(_place_prompt, {"place": tiles.place, **_SET}, more=_places,
                     refused=_first(lambda item: RuleError("tm.error.place_first", tile=msg("tm.tile." + item["tile"])))),
    "ask": Question(lambda state: asks.prompt(state, pending.head(state)), {"answer": asks.answer, **_SET},
                    refused=_first(lambda item: RuleError("tm.error.answer_first", card=card_name(item["card"])))),
}


def _current(state):
    if state["over"]:
        return "over"
    head = pending.head(state)
    if state["phase"] in ("action", "final") and head is not None:
        return "tile" if pending.is_tile(head) else "ask"
    return state["phase"]


QUESTIONS = Questions(
    _current, {**_PHASES, **_WAITING},
    errors={"unknown": "tm.error.unknown_action", "shape": "tm.error.bad_action", "over": "tm.error.game_over",
            "refused": "tm.error.wrong_phase"},
    over=lambda state: state["over"],
)


def legal_actions(state):
    """A finite, representative list: the answers to the question now, then a few
    corrections of the counters (where the phase takes them)."""
    if state["over"]:
        return []
    out = QUESTIONS.answers(state)
    if "set" in QUESTIONS.question(state).answers:
        out += legal.corrections(state)
    return out
