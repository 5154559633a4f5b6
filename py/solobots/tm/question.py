"""The one question of the step (the table's prompt): the action, a tile's spaces as
buttons when few, the set-up's choices, the end."""

from ..core.messages import msg, rule
from . import asks, cards, choices, flow, pending, projects, tiles
from .data import CORPORATIONS
from .picture import where

CHOICE_SPACES_UP_TO = 4  # fewer legal spaces than this: also offered as buttons


def _choice(label, action, primary=False):
    return {"label": label, "action": action, "primary": primary}


def prompt(state):
    phase = state["phase"]
    if phase == "reveal":
        return {"kind": "numbers", "msg": msg("tm.prompt.reveal"), "rule": rule("tm.solo_setup"),
                "fields": [{"id": f"c{i}", "label": msg("tm.field.card_cost", n=i), "min": 0,
                            "max": flow.MAX_COST, "value": 0} for i in range(1, flow.NEUTRAL_CARDS + 1)],
                "action": {"type": "reveal"}}
    if phase == "neutral":
        last = state["neutral"]["shown"] == len(state["neutral"]["steps"]) - 1
        return {"kind": "choice", "msg": msg("tm.prompt.neutral_copied"),
                "choices": [_choice(msg("tm.choice.neutral_done" if last else "tm.choice.neutral_next"),
                                    {"type": "neutral_next"}, True)]}
    if phase == "corporation":
        return {"kind": "choice", "msg": msg("tm.prompt.corporation"), "rule": rule("tm.setup_corporation"),
                "choices": [_choice(msg("tm.choice.corporation", name=c["name"], mc=c["mc"]),
                                    {"type": "corporation", "corp": c["id"]}) for c in CORPORATIONS.values()]}
    item = pending.head(state)
    if pending.is_tile(item):
        return _place_prompt(state)
    if pending.is_ask(item):
        return asks.prompt(state, item)
    if phase in ("hand", "research"):
        limit = flow.START_HAND if phase == "hand" else flow.RESEARCH_DRAW
        # Helion may spend heat as M€, cards bought included.
        heat = state["res"]["heat"] if "heat_as_mc" in state["corp_effects"] else 0
        most = min(limit, (state["res"]["mc"] + heat) // flow.CARD_PRICE)
        key = "tm.prompt.hand" if phase == "hand" else "tm.prompt.research"
        fields = [{"id": "count", "label": msg("tm.field.cards_bought"), "min": 0, "max": most, "value": 0}]
        if heat:
            fields.append({"id": "heat", "label": msg("tm.field.heat_paid"), "min": 0, "max": heat, "value": 0})
        return {"kind": "numbers", "msg": msg(key, price=flow.CARD_PRICE, n=limit),
                "rule": rule("tm.setup_corporation" if phase == "hand" else "tm.research"),
                "fields": fields, "action": {"type": "buy"}}
    if phase == "action":
        return choices.picker_prompt(state) if cards.picking(state) else choices.action_prompt(state)
    if phase == "final":
        out = []
        if projects.can_convert_plants(state):
            out.append(_choice(msg("tm.choice.final_greenery", n=projects.plants_per_greenery(state)),
                               {"type": "convert", "what": "plants"}))
        out.append(_choice(msg("tm.choice.finish"), {"type": "finish"}, True))
        return {"kind": "choice", "msg": msg("tm.prompt.final"), "rule": rule("tm.solo_end"), "choices": out}
    return {"kind": "none"}


def _place_prompt(state):
    item = state["pending"][0]
    legal = tiles.legal_spaces(state, item)
    out = []
    if len(legal) <= CHOICE_SPACES_UP_TO:
        out = [_choice(where(sid), {"type": "place", "space": sid}, len(legal) == 1) for sid in legal]
    return {"kind": "choice", "msg": msg("tm.prompt.place", tile=msg("tm.tile." + item["tile"]), n=len(legal)),
            "rule": rule(tiles.TILE_RULE[item["tile"]]), "choices": out}
