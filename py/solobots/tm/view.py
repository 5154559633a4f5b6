"""What the table screen shows: the instruction (instruction.py), the one question
(questions.py), the map and gauges (picture.py), the player's counters, the end."""

from ..core.messages import msg
from ..core.outcome import group, measure, result
from . import counters, flow
from .data import CORPORATIONS, RESOURCES, corp_name
from .instruction import instruction, missing
from .neutral_why import why as neutral_why
from .picture import board
from .questions import QUESTIONS


def view(state):
    return {
        "instruction": instruction(state),
        "prompt": QUESTIONS.prompt(state),
        "board": board(state),
        "dice": None,
        "controls": controls(state),
        "status": status(state),
        "summary": summary(state),
        "result": record_result(state),
        # The why of the neutral placement on show (tm/neutral_why.py), the solo's one bot decision.
        "why": neutral_why(state, flow.neutral_ref(state["neutral"]["steps"][state["neutral"]["shown"]]))
        if state["phase"] == "neutral" else None,
    }


def controls(state):
    """The player's board: each resource's stock beside its production, then TR and the
    cards in hand, in one group the table draws as a board (tm.css). Short labels: the
    log still says "M€ production: 0 → 1" with the counter's full name."""
    if not state["corp"] or state["over"]:
        return []

    def item(counter):
        lo, hi = counters.bounds(state, counter)
        return {"id": counter, "label": msg("tm.board_label." + counter), "value": counters.read(state, counter),
                "min": lo, "max": hi, "action": {"type": "set", "counter": counter}}

    pairs = [item(c) for res in RESOURCES for c in (res, "prod_" + res)]
    title = msg("tm.controls.board", corp=corp_name(state["corp"]))
    return [{"title": title, "items": [*pairs, item("tr"), item("hand")]}]


def status(state):
    if not state["over"]:
        return {"over": False, "winner": None, "reason": None}
    won = state["over"]["won"]
    reason = msg("tm.status.won", total=state["score"]["total"]) if won else msg("tm.status.lost", missing=missing(state))
    return {"over": True, "winner": "player" if won else "bot", "reason": reason}


def summary(state):
    corp = corp_name(state["corp"]) if state["corp"] else msg("tm.summary.no_corp")
    if state["over"]:
        key = "tm.summary.won" if state["over"]["won"] else "tm.summary.lost"
        return msg(key, corp=corp, gen=state["gen"], score=state["score"]["total"])
    return msg("tm.summary.running", corp=corp, gen=state["gen"], tr=state["tr"])


# Terraforming Mars on BoardGameGeek (BG Stats matches a play by its id, else by this name).
BGG = {"id": 167791, "name": "Terraforming Mars"}


def record_result(state):
    """What the player's record keeps: won (Mars terraformed by the last generation) or
    lost, the final score (counted at the end, won or lost), and the corporation."""
    over = state["over"]
    corp = state["corp"]
    score = state["score"]["total"] if over else None
    groups = []
    if corp:
        groups.append(group("corporation", msg("record.group.corporation"), corp,
                            corp_name(corp)))
    return result(
        BGG, msg("record.bot.tm"),
        outcome=("won" if over["won"] else "lost") if over else None,
        points={"player": score, "bot": None} if over else None,
        measure_=measure("tm_score", score),
        groups=groups,
        roles={"player": CORPORATIONS[corp]["name"] if corp else None}, solo=True,
    )
