"""What the bot says now (the table's instruction): the notes to copy onto the board
first, then the tile to place, the question, or the end."""

from ..core.messages import msg, rule
from . import asks, cards, flow, params, pending, tiles
from .data import card_name


def _todo(state):
    return [n["msg"] for n in state["todo"]]


def _place_msg(state):
    item = state["pending"][0]
    key = "tm.instr.place_card" if item["card"] else "tm.instr.place"
    params_ = {"tile": msg("tm.tile." + item["tile"]), "n": len(tiles.legal_spaces(state, item)),
               "where": msg("tm.where_rule." + item["where"])}
    if item["card"]:
        params_["card"] = card_name(item["card"])
    return msg(key, **params_)


def instruction(state):
    phase = state["phase"]
    todo = _todo(state)
    if phase == "reveal":
        return {"msg": msg("tm.instr.reveal"), "rule": rule("tm.solo_setup")}
    if phase == "neutral":
        step = state["neutral"]["steps"][state["neutral"]["shown"]]
        return {"msg": flow.neutral_message(step), "rule": rule(flow.neutral_ref(step), cost=step["cost"])}
    if phase == "corporation":
        return {"msg": msg("tm.instr.corporation"), "rule": rule("tm.setup_corporation")}
    item = pending.head(state)
    if pending.is_tile(item):
        place = _place_msg(state)
        text = msg("tm.instr.todo_then", todo=todo, then=place) if todo else place
        return {"msg": text, "rule": state["focus"] or rule(tiles.TILE_RULE[item["tile"]])}
    if pending.is_ask(item):
        ask = asks.prompt(state, item)["msg"]
        text = msg("tm.instr.todo_then", todo=todo, then=ask) if todo else ask
        return {"msg": text, "rule": state["focus"] or rule("tm.play_card")}
    if phase == "action" and cards.picking(state):
        pick = msg("tm.instr.pick_card")
        text = msg("tm.instr.todo_then", todo=todo, then=pick) if todo else pick
        return {"msg": text, "rule": state["focus"] or rule("tm.play_card")}
    if todo:
        return {"msg": msg("tm.instr.todo", todo=todo), "rule": state["focus"]}
    if phase == "hand":
        return {"msg": msg("tm.instr.hand", mc=state["res"]["mc"]), "rule": rule("tm.setup_corporation")}
    if phase == "research":
        return {"msg": msg("tm.instr.research", production=_production_msg(state), gen=state["gen"]),
                "rule": rule("tm.production")}
    if phase == "action":
        return {"msg": msg("tm.instr.actions", gen=state["gen"], last=flow.LAST_GENERATION),
                "rule": rule("tm.actions")}
    if phase == "final":
        return {"msg": msg("tm.instr.final", production=_production_msg(state)), "rule": rule("tm.solo_end")}
    return {"msg": _end_msg(state), "rule": rule("tm.solo_end")}


def _production_msg(state):
    """What the last production gave, naming only what was not zero."""
    p = state["last_production"]
    gains = [msg("tm.todo.gain", n=n, res=msg("tm.unit." + res, n=n)) for res, n in p["gains"].items() if n]
    if p["energy_to_heat"]:
        return msg("tm.production_summary_heat", gen=p["gen"], to_heat=p["energy_to_heat"], gains=gains)
    return msg("tm.production_summary", gen=p["gen"], gains=gains)


def _end_msg(state):
    s = state["score"]
    key = "tm.instr.won" if state["over"]["won"] else "tm.instr.lost"
    return msg(key, total=s["total"], tr=s["tr"], greeneries=s["greeneries"], cities=s["city_total"],
               cards=s["card_total"], missing=missing(state))


def missing(state):
    g = state["globals"]
    out = []
    if g["temperature"] < params.TEMP_MAX:
        out.append(msg("tm.missing.temperature", value=g["temperature"]))
    if g["oxygen"] < params.OXYGEN_MAX:
        out.append(msg("tm.missing.oxygen", value=g["oxygen"]))
    if g["oceans"] < params.OCEANS_MAX:
        out.append(msg("tm.missing.oceans", value=g["oceans"]))
    return out


# -- prompt ----------------------------------------------------------------------------
