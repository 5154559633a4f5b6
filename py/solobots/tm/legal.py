"""Legal actions the prompts do not show, for legal_actions (tm/questions.py): what the
action phase takes beside its buttons, and a few corrections of the counters."""

from . import actions, cards, choices, counters, payment, projects, tiles
from .data import CARD_IDS, CARDS, OFF_BOARD

# Prime, so the cards offered turn through the whole deck as the game goes on.
ROTATION = 37
# Cards whose tile is special, a claim, or goes to a named place (Noctis City, a colony).
RARE_TILES = [cid for cid in CARD_IDS if any(t["tile"] in ("special", "claim") or t["where"] in ("noctis", *OFF_BOARD)
                                             for t in CARDS[cid].get("tiles", []))]


def action_answers(state):
    """The answers of "Your action?" (its buttons, paid as proposed), and beside them: the
    card list, cards paid as proposed, a card played by its printed values, the card
    effects the player enters."""
    out = [{"type": "pass"}]
    if cards.picking(state):
        out.append({"type": "cards", "open": False})
    elif state["hand"]:
        out.append({"type": "cards", "open": True})
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
    for a in actions.available(state, labels=False):
        if a["why"] is None:
            out.append(_paid_action(state, a))
    if projects.unmi_ready(state):
        out.append({"type": "use_action", "card": state["corp"]})
    return out


def _paid_action(state, a):
    """A blue action paid as the app proposes it (the answer of "Your action?")."""
    action = {"type": "use_action", "card": a["card"]}
    if a["option"] is not None:
        action["option"] = a["option"]
    if not actions.parts(a["card"])[a["option"] or 0].get("spend", {}).get("mc"):
        return action
    return {**action, **choices.paid_with(choices.action_payment(state, a["card"], a["option"]))}


def _playable(state, most=4):
    """A few cards the player could pay for now, paid as the app proposes, taken in turn
    through the deck so that random games play every card."""
    out = []
    ctx = cards.context(state)
    start = (state["n"] * ROTATION) % len(CARD_IDS)
    for cid in CARD_IDS[start:] + CARD_IDS[:start]:
        card = CARDS[cid]
        if cid in state["played"] or cards.unmet_requirement(state, card, ctx) or cards.blocked(state, cid):
            continue
        pay = payment.propose(state, cards.price(state, card, ctx), steel="building" in card["tags"],
                              titanium="space" in card["tags"], keep_heat=payment.heat_kept(card))
        if not pay["short"]:
            out.append({"type": "play", "card": cid, **choices.paid_with(pay)})
        if len(out) >= most:
            break
    # Cards that place special tiles are the rarest paths: offer one when affordable.
    for cid in RARE_TILES:
        card = CARDS[cid]
        if cid not in state["played"] and not cards.unmet_requirement(state, card) and not cards.blocked(state, cid) \
                and cards.price(state, card) <= state["res"]["mc"]:
            out.append({"type": "play", "card": cid})
            break
    return out


def corrections(state):
    out = []
    extra = [(counters.card_counter(cid), 1) for cid in state["played"][-1:] if cid in state["card_res"]]
    for counter, delta in (("mc", 5), ("plants", 8), ("heat", 8), ("prod_mc", -1), ("tr", 1), ("hand", 1), *extra):
        value = counters.read(state, counter) + delta
        lo, hi = counters.bounds(state, counter)
        if lo <= value <= hi:
            out.append({"type": "set", "counter": counter, "value": value})
    return out
