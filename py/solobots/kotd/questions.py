"""What the game asks in each phase of a turn, and the actions that answer it (one table,
core/machine.py): the prompt the view shows, the handler of each answer, and the legal
answers derived from the prompt. The counters (`set`) and the end a counter reached
(`end_game`) are taken whatever the question."""

from ..core import ask as A
from ..core.machine import Question, Questions
from ..core.messages import msg, rule
from . import counters, player_roll, power, resolution, rolling
from . import faces as F
from .flow import end_player_turn
from .power import trigger_rule
from .resolution import smash_count
from .rolling import ROLL_RULE, dice_to_roll


def _claim_prompt(state):
    reason = state["claim"]["reason"]
    return A.done(msg("kotd.prompt.claim." + reason.rsplit(".", 1)[1]), counters.claim_rule(reason),
                  msg("kotd.choice.end_game"), {"type": "end_game"})


def _roll_prompt(state):
    number, count = state["roll"] + 1, dice_to_roll(state)
    return A.dice(msg("kotd.prompt.roll", roll=number, dice=F.count_of("dice", count)), rule(ROLL_RULE[number]),
                  "kotd", count, F.FACES, {"type": "roll"})


def _type_prompt(state):
    return A.choice(msg("kotd.prompt.choose_type"), rule("kotd.A4"),
                    [A.answer(msg("kotd.choice." + kind), {"type": "choose_type", "kind": kind}) for kind in F.TYPES])


def _resolve_prompt(state):
    smashes = smash_count(state)
    # "How many do your cards block?" only when the player said they hold such a card.
    if smashes == 0 or not counters.read(state, "blockers"):
        message = msg("kotd.prompt.resolve_smashes", n=smashes) if smashes else msg("kotd.prompt.resolve")
        return A.done(message, rule("kotd.B1" if smashes else "kotd.B"), msg("kotd.choice.resolve"),
                      {"type": "resolve", "values": {"blocked": 0}})
    return A.numbers(msg("kotd.prompt.blocked", n=smashes), rule("kotd.B1"),
                     [A.field("blocked", msg("kotd.field.blocked"), 0, smashes, 0)], {"type": "resolve"})


def _power_prompt(state):
    return A.dice(msg("kotd.prompt.power", n=state["threshold"]), trigger_rule(state), "kotd", 2, F.FACES,
                  {"type": "power_roll"})


def _player_prompt(state):
    """The player's roll first (a dice prompt the kotd_roll widget draws, a plain dice pad
    elsewhere), then "End my turn"."""
    end = {"type": "end_turn"}
    if player_roll.waiting(state):
        n = player_roll.dice_count(state)
        # No rule chip here: it would take the line the table's dice need in a small frame;
        # the line that says the dice cites the usual rules.
        return A.dice(msg("kotd.prompt.your_roll", dice=F.count_of("dice", n)), None, "kotd", n, F.FACES,
                      {"type": "player_roll"}, widget="kotd_roll", mode="enter", max=n + player_roll.EXTRA_WHITE,
                      round=state["round"], end=end)
    if player_roll.keeping(state):
        roll = state["proll"]
        return A.dice(msg("kotd.prompt.your_keep", roll=roll["roll"] + 1), rule("kotd.you_roll"), "kotd",
                      len(roll["dice"]), F.FACES, {"type": "player_reroll", "keep": []}, widget="kotd_roll",
                      mode="keep", roll=roll["roll"], round=state["round"], dice=[d["face"] for d in roll["dice"]],
                      kept=[i for i, d in enumerate(roll["dice"]) if d["kept"]], resolve={"type": "player_resolve"},
                      end=end)
    key = "kotd.prompt.after_roll" if player_roll.current(state)["done"] else "kotd.prompt.player_turn"
    return A.done(msg(key), rule("kotd.player_turn"), msg("kotd.choice.end_turn"), end)


def _player_answers(state):
    """Beside the roll its prompt shows: the end of the turn, and a reroll that keeps the
    smashes or a stop."""
    out = [{"type": "end_turn"}]
    if player_roll.keeping(state):
        dice = state["proll"]["dice"]
        smashes = [i for i, d in enumerate(dice) if d["face"] == "smash"][:len(dice) - 1]
        out += [{"type": "player_reroll", "keep": smashes, "faces": None}, {"type": "player_resolve"}]
    return out


def _resolve_answers(state):
    """No block, or every smash blocked (accepted whatever the prompt shows, as saves did)."""
    return [{"type": "resolve", "values": {"blocked": b}} for b in sorted({0, smash_count(state)})]


def _current(state):
    if state["phase"] == "over":
        return "over"
    return "claim" if state.get("claim") else state["phase"]


QUESTIONS = Questions(
    _current,
    {
        "over": Question(lambda state: A.none(), {}),
        # A win reached through the counters waits for the player's word: only more
        # corrections or that word are taken.
        "claim": Question(_claim_prompt, {"end_game": counters.apply_end_game}, refused="kotd.error.claim_pending"),
        "roll": Question(_roll_prompt, {"roll": rolling.apply_roll}),
        "choose_type": Question(_type_prompt, {"choose_type": rolling.apply_choose_type}),
        "resolve": Question(_resolve_prompt, {"resolve": resolution.apply_resolve}, more=_resolve_answers),
        "power": Question(_power_prompt, {"power_roll": power.apply_power_roll}),
        "player": Question(_player_prompt, {"end_turn": end_player_turn, "player_roll": player_roll.apply_player_roll,
                                            "player_reroll": player_roll.apply_player_reroll,
                                            "player_resolve": player_roll.apply_player_resolve},
                           more=_player_answers),
    },
    errors={"unknown": "kotd.error.unknown_action", "shape": "kotd.error.bad_action", "over": "kotd.error.game_over",
            "refused": "kotd.error.wrong_phase"},
    anytime={"set": counters.apply_set, "end_game": counters.apply_end_game},
    over=lambda state: state["over"],
)
