"""The answers of "Your action?" (issue 21): play a card (it opens the card list), each
blue action that can be used now with the payment the app proposes, the standard projects
the player can pay for, the conversions, UNMI's action and the pass. One tap each."""

from ..core import ask as A
from ..core.messages import msg, rule
from . import actions, payment, projects, words
from .data import CARDS, card_name


def action_payment(state, cid, option=None):
    """The M€ part of a blue action, paid as the app proposes (metals it allows, then M€,
    Helion's heat for what M€ cannot cover): {"steel", "titanium", "heat", "mc", ...}."""
    part = actions.parts(cid)[option or 0]
    cost = part.get("spend", {}).get("mc", 0)
    allowed = part.get("may_pay_with", [])
    return payment.propose(state, cost, steel="steel" in allowed, titanium="titanium" in allowed)


def paid_with(proposal, metals=("steel", "titanium", "heat")):
    """The fields of an action that carry a proposed payment."""
    return {m: proposal[m] for m in metals if proposal[m]}


def pay_parts(proposal):
    """What a proposal pays, as messages ("4 steel, 2 M€")."""
    out = [msg("tm.pay.part", n=proposal[m], res=msg("tm.res." + m)) for m in ("steel", "titanium", "heat") if proposal[m]]
    if proposal["mc"] or not out:
        out.append(msg("tm.pay.part", n=proposal["mc"], res=msg("tm.res.mc")))
    return out


def blue_actions(state):
    """The blue actions that can be used now, each an answer with its payment proposed."""
    out = []
    short = {}
    for a in actions.available(state, labels=False):
        if a["why"] is not None:
            continue
        cid = a["card"]
        if cid not in short:
            short[cid] = words.action_short(state, cid)
        said = short[cid][a["option"] or 0]
        action = {"type": "use_action", "card": cid}
        if a["option"] is not None:
            action["option"] = a["option"]
        label = msg("tm.choice.card_action", card=card_name(cid), action=said)
        if not CARDS[cid]["action"].get("custom"):
            proposal = action_payment(state, cid, a["option"])
            extra = paid_with(proposal)
            if extra:
                action.update(extra)
                label = msg("tm.choice.card_action_paid", card=card_name(cid), action=said, paid=pay_parts(proposal))
        out.append(A.answer(label, action))
    return out


def action_choices(state):
    out = []
    if state["hand"] >= 1:
        out.append(A.answer(msg("tm.choice.play_card", n=state["hand"]), {"type": "cards", "open": True}, True))
    out += blue_actions(state)
    for name in projects.PROJECTS:
        if projects.project_open(state, name):
            out.append(A.answer(msg("tm.choice.project", project=msg("tm.sp." + name),
                                   cost=projects.project_cost(state, name)),
                               {"type": "project", "project": name}))
    if projects.can_convert_plants(state):
        out.append(A.answer(msg("tm.choice.convert_plants", n=projects.plants_per_greenery(state)),
                           {"type": "convert", "what": "plants"}))
    if projects.can_convert_heat(state):
        out.append(A.answer(msg("tm.choice.convert_heat", n=projects.CONVERSION), {"type": "convert", "what": "heat"}))
    if projects.unmi_ready(state):
        out.append(A.answer(msg("tm.choice.unmi", cost=projects.UNMI_COST), {"type": "use_action", "card": state["corp"]}))
    out.append(A.answer(msg("tm.choice.pass", gen=state["gen"]), {"type": "pass"}))
    return out


def action_prompt(state):
    return A.choice(msg("tm.prompt.action"), rule("tm.actions"), action_choices(state))


def picker_prompt(state):
    """While the card list is open: the card is chosen and paid in the picture; the
    question only offers the way back."""
    return A.choice(msg("tm.prompt.pick_card"), rule("tm.play_card"),
                    [A.answer(msg("tm.choice.back_to_actions"), {"type": "cards", "open": False})])
