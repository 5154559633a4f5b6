"""What the table screen shows (docs/engine-contract.md, "The view"), and the legal
actions the property tests and the fuzzer walk through (the answers to the question of
the moment, e300/questions.py, then a few corrections)."""

from ..core.messages import msg, rule
from ..core.outcome import from_winner, group, measure, result
from . import board, edits, operations, preparation
from . import geography as G
from . import words as W
from .questions import QUESTIONS, move_choices

WINNER = {"persia": "bot", "greece": "player", None: None}


def _persian_instruction(state):
    """While PERS.IA is to play, what it will do is read live from the map (as its prompt
    is, e300/questions.py): a correction made before the tap changes it."""
    if not state["hands"]["persia"]:
        return {"msg": msg("e300.instr.persia_no_card_now"), "rule": rule("e300.s5_1")}
    plan = operations.defence_plan(state)
    if plan:
        return {"msg": msg("e300.instr.persia_defends_now", city=W.city(plan["major"])), "rule": rule("e300.s5_2")}
    return state["instr"]


def _city_steppers(state, city):
    items = []
    for side in G.SIDES:
        for kind in G.KINDS:
            if kind == "fleets" and not G.is_port(city):
                continue
            value = board.count(state, city, side, kind)
            items.append({"id": f"{city}-{side}-{kind}", "label": msg(f"e300.units_word.{side}.{kind}"),
                          "value": value, "min": 0, "max": max(G.SETUP["max_units"], value),
                          "action": {"type": "set_units", "city": city, "side": side, "kind": kind}})
    return items


def _board(state):
    cities = []
    for c in G.CITIES:
        data = G.MAP["cities"][c]
        cities.append({
            "id": c, "name": W.city(c), "x": data["x"], "y": data["y"], "major": data["major"], "port": data["port"],
            "supply": data["supply"], "score": data["score"], "control": board.control(state, c),
            "units": {side: dict(state["map"][c][side]) for side in G.SIDES},
            "edit": _city_steppers(state, c),
        })
    battle = state.get("battle")
    turn = {"persian_op": "persia", "battle": "persia", "pass_ack": "persia", "greek_op": "greece", "persian_prep": "persia",
            "greek_prep": "greece", "supply": "persia", "greek_supply": "greece"}.get(state["phase"])
    if battle and battle.get("by") == "greece":
        turn = "greece"
    return {
        "widget": "e300",
        "cities": cities,
        "roads": [list(r) for r in G.ROADS],
        "bridge": {"between": list(G.BRIDGE), "built": state["bridge"]},
        "score": state["score"], "score_max": G.SETUP["score_max"],
        "campaign": state["campaign"], "first_campaign": G.SETUP["campaign"], "last_campaign": G.SETUP["last_campaign"],
        "hands": dict(state["hands"]), "leaders": dict(state["leaders"]),
        "phase": state["phase"], "phase_name": msg("e300.phase." + state["phase"]), "turn": turn,
        "focus": [battle["city"]] if battle else list(state.get("focus") or []),
        "battle": battle["city"] if battle else None,
        "editable": state["phase"] != "over",
        "edit_mode": edits.edit_mode(state),
        "moves": move_choices(state),
    }


def _controls(state):
    if state["phase"] == "over":
        return []
    items = [{"id": "hand-" + side, "label": msg("e300.field.hand", side=W.side(side)), "value": state["hands"][side],
              "min": 0, "max": max(G.SETUP["max_hand"], state["hands"][side]),
              "action": {"type": "set_hand", "side": side}} for side in G.SIDES]
    limit = G.SETUP["score_max"]
    items.append({"id": "score", "label": msg("e300.field.score_marker"), "value": state["score"], "min": -limit,
                  "max": limit, "action": {"type": "set_score"}})
    items.append({"id": "bridge", "label": msg("e300.field.bridge"), "value": int(state["bridge"]), "min": 0, "max": 1,
                  "action": {"type": "set_bridge"}})
    return [{"title": msg("e300.controls.title"), "items": items}]


def _status(state):
    over = state.get("over")
    if not over:
        return {"over": False, "winner": None, "reason": None}
    return {"over": True, "winner": WINNER[over["winner"]], "reason": msg(over["reason"], score=W.signed(over["score"]))}


def view(state):
    instruction = state["instr"]
    why = state.get("why")  # the why of the decision the instruction shows (solobots/why.py)
    if state["phase"] == "persian_op":
        instruction = _persian_instruction(state)
        why = operations.turn_why(state, instruction["rule"])
    if state["phase"] == "persian_prep" and preparation.blocked(state):
        instruction = {"msg": msg("e300.instr.prep_blocked"), "rule": rule("e300.r_both_majors")}
        why = None
    dice = None
    if state.get("roll"):
        dice = {"set": "d6", "label": msg("e300.dice.label"), "dice": [{"face": str(state["roll"]), "kept": False}]}
    return {
        "instruction": instruction,
        "prompt": QUESTIONS.prompt(state),
        "board": _board(state),
        "dice": dice,
        "controls": _controls(state),
        "status": _status(state),
        "summary": msg("e300.summary", n=state["campaign"], score=W.signed(state["score"]),
                       phase=msg("e300.phase." + state["phase"])),
        "result": record_result(state),
        "why": why,
    }


# 300: Earth & Water on BoardGameGeek (BG Stats matches a play by its id, else by this name).
# boardgamegeek.com/boardgame/267058 (named so by Rally the Troops' title data, issue 34)
BGG = {"id": 267058, "name": "300: Earth & Water"}


def record_result(state):
    """What the player's record keeps: the outcome, the score track at the end read from
    the player's side (Greece ahead is positive), and the campaign the game ended in."""
    over = state.get("over")
    return result(
        BGG, msg("record.bot.e300"),
        outcome=from_winner(over and WINNER[over["winner"]], bool(over)),
        measure_=measure("marker", -state["score"]),
        groups=[group("campaign", msg("record.group.campaign"), state["campaign"],
                      msg("record.e300.campaign", n=state["campaign"]))],
        roles={"player": "Greeks", "bot": "Persians"}, bot_name="PERS.IA",
    )


def legal_actions(state):
    if state["phase"] == "over":
        return []
    out = QUESTIONS.answers(state)
    hand = state["hands"]["greece"]
    out.append({"type": "set_hand", "side": "greece", "value": hand + 1 if hand < G.SETUP["max_hand"] else hand - 1})
    out.append({"type": "set_bridge", "value": 0 if state["bridge"] else 1})
    limit = G.SETUP["score_max"]
    out.append({"type": "set_score", "value": state["score"] - 1 if state["score"] > -limit else state["score"] + 1})
    for city, side in (("Athenai", "greece"), ("Pella", "persia"), ("Abydos", "greece")):
        n = board.armies(state, city, side)
        out.append({"type": "set_units", "city": city, "side": side, "kind": "armies",
                    "value": n + 1 if n < G.SETUP["max_units"] else n - 1})
    n = board.armies(state, "Thebai", "greece")
    out.append({"type": "set_city", "city": "Thebai",
                "units": {"greece": {"armies": n + 1 if n < G.SETUP["max_units"] else n - 1}}})
    if board.fleets(state, "Naxos", "greece") < G.SETUP["max_units"]:
        out.append({"type": "set_units", "city": "Naxos", "side": "greece", "kind": "fleets",
                    "value": board.fleets(state, "Naxos", "greece") + 1})
    return out
