# Frozen from 36698ec748ef:py/solobots/tm/legal.py (scripts/freeze_engine.py): do not edit.
"""A finite, representative list of legal actions, for property tests and the fuzzer."""

from . import cards, counters, flow, payment, projects, tiles
from .data import CARD_IDS, CARDS, CORPORATION_IDS


def legal_actions(state):
    if state["over"]:
        return []
    phase = state["phase"]
    if phase == "reveal":
        other = "interleaved" if state["card_order"] == "default" else "default"
        return [{"type": "reveal", "cards": None}, {"type": "reveal", "cards": CARD_IDS[:4]},
                {"type": "reveal", "values": {"c1": 0, "c2": 41, "c3": 12, "c4": 1}},
                {"type": "card_order", "order": other}]
    if phase == "neutral":
        return [{"type": "neutral_next"}]
    if phase == "corporation":
        return [{"type": "corporation", "corp": c} for c in CORPORATION_IDS]
    if state["pending"]:
        spaces = tiles.legal_spaces(state, state["pending"][0])
        return [{"type": "place", "space": s} for s in spaces] + _corrections(state)
    if phase in ("hand", "research"):
        most = min(flow.START_HAND if phase == "hand" else flow.RESEARCH_DRAW, state["res"]["mc"] // flow.CARD_PRICE)
        return [{"type": "buy", "values": {"count": n}} for n in sorted({0, min(1, most), most})] + _corrections(state)
    if phase == "action":
        return _actions(state) + _corrections(state)
    if phase == "final":
        out = [{"type": "finish"}]
        if projects.can_convert_plants(state):
            out.append({"type": "convert", "what": "plants"})
        return out + _corrections(state)
    if phase == "vp":
        ids = cards.resource_vp_cards(state)
        return [{"type": "card_vp", "values": {c: 0 for c in ids}}, {"type": "card_vp", "values": {c: 5 for c in ids}}]
    return []


def _actions(state):
    out = [{"type": "pass"}]
    for name in projects.PROJECTS:
        if projects.project_open(state, name):
            out.append({"type": "project", "project": name})
    if state["hand"]:
        out.append({"type": "sell", "count": 1})
        out += _playable(state)
        out.append({"type": "play", "card": None, "cost": 0, "vp": 1, "tags": []})
    if projects.can_convert_plants(state):
        out.append({"type": "convert", "what": "plants"})
    if projects.can_convert_heat(state):
        out.append({"type": "convert", "what": "heat"})
    for param in ("temperature", "oxygen"):
        out.append({"type": "raise", "param": param, "steps": 1})
    for kind in ("ocean", "greenery", "city"):
        if tiles.legal_spaces(state, {"tile": kind, "where": "standard"}):
            out.append({"type": "tile", "tile": kind})
    for cid in state["played"]:
        if CARDS[cid]["type"] == "active" and cid not in state["used"]:
            out.append({"type": "use_action", "card": cid})
    if projects.unmi_ready(state):
        out.append({"type": "use_action", "card": state["corp"]})
    return out


def _playable(state, most=4):
    """A few cards the player could pay for with M€ alone now, tiles included."""
    out = []
    for cid in CARD_IDS:
        card = CARDS[cid]
        if cid in state["played"] or cards.unmet_requirement(state, card):
            continue
        if cards.price(state, card) <= state["res"]["mc"]:
            out.append({"type": "play", "card": cid})
        elif "building" in card["tags"] and state["res"]["steel"]:
            need = cards.price(state, card) - state["res"]["mc"]
            steel = -(-need // payment.steel_value(state))
            if steel <= state["res"]["steel"]:
                out.append({"type": "play", "card": cid, "steel": steel})
        if len(out) >= most:
            break
    # Cards that place special tiles are the rarest paths: offer one when affordable.
    for cid in ("017", "066", "140", "021"):
        card = CARDS[cid]
        if cid not in state["played"] and not cards.unmet_requirement(state, card) \
                and cards.price(state, card) <= state["res"]["mc"]:
            out.append({"type": "play", "card": cid})
            break
    return out


def _corrections(state):
    out = []
    for counter, delta in (("mc", 5), ("plants", 8), ("heat", 8), ("prod_mc", -1), ("tr", 1), ("hand", 1)):
        value = counters.read(state, counter) + delta
        lo, hi = counters.bounds(state, counter)
        if lo <= value <= hi:
            out.append({"type": "set", "counter": counter, "value": value})
    return out
