"""What things cost and how the player pays: M€, steel for building tags, titanium for
space tags, heat for Helion (seed III-D 2-4, V-3 A; corporation and card effects that
change a price or a resource's worth)."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import params
from .data import CARDS, corp_name

STEEL_VALUE, TITANIUM_VALUE = 2, 3
MAX_SPEND = 999


def steel_value(state):
    return STEEL_VALUE + _metal_bonus(state)


def titanium_value(state):
    return TITANIUM_VALUE + _metal_bonus(state) + (1 if "titanium_4" in state["corp_effects"] else 0)


def _metal_bonus(state):
    return sum(CARDS[c].get("metal_value", 0) for c in state["played"])


def discounts(state):
    """The price reductions in play (the card list asks for every card's price at once)."""
    return [CARDS[cid]["discount"] for cid in state["played"] if "discount" in CARDS[cid]]


def discount(state, tags, sources=None):
    """M€ off a project card with these tags: played cards' effects and the corporation's."""
    off = 0
    for d in discounts(state) if sources is None else sources:
        if not d["tags"]:
            off += d["amount"]
        elif d["per"] == "tag":
            off += d["amount"] * sum(tags.count(t) for t in d["tags"])
        elif set(d["tags"]) & set(tags):
            off += d["amount"]
    if "earth_discount" in state["corp_effects"] and "earth" in tags:
        off += 3
    if "power_discount" in state["corp_effects"] and "power" in tags:
        off += 3
    return off


def _amount(action, field):
    value = action.get(field, 0)
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SPEND:
        raise RuleError("tm.error.bad_amount", what=msg("tm.res." + field))
    return value


def pay(state, cost, action, steel=False, titanium=False):
    """Take `cost` M€ from the player, helped by the steel, titanium and heat the action names.

    No change is given, so a payment where one unit of steel, titanium or heat fewer would
    still cover the cost is refused as a slip (seed III-D 3).
    """
    used = {"steel": _amount(action, "steel"), "titanium": _amount(action, "titanium"), "heat": _amount(action, "heat")}
    if used["steel"] and not steel:
        raise RuleError("tm.error.no_steel_here")
    if used["titanium"] and not titanium:
        raise RuleError("tm.error.no_titanium_here")
    if used["heat"] and "heat_as_mc" not in state["corp_effects"]:
        raise RuleError("tm.error.no_heat_here")
    for res, n in used.items():
        if n > state["res"][res]:
            raise RuleError("tm.error.not_enough", res=msg("tm.res." + res), have=state["res"][res], need=n)
    worth = {"steel": steel_value(state), "titanium": titanium_value(state), "heat": 1}
    covered = sum(used[r] * worth[r] for r in used)
    for res, n in used.items():
        if n and covered - worth[res] >= cost:
            raise RuleError("tm.error.overpay", res=msg("tm.res." + res))
    mc = max(0, cost - covered)
    if mc > state["res"]["mc"]:
        raise RuleError("tm.error.not_enough", res=msg("tm.res.mc"), have=state["res"]["mc"], need=mc)
    state["res"]["mc"] -= mc
    parts = [msg("tm.pay.part", n=mc, res=msg("tm.res.mc"))] if mc or not covered else []
    for res, n in used.items():
        state["res"][res] -= n
        if n:
            parts.append(msg("tm.pay.part", n=n, res=msg("tm.res." + res)))
    if cost:
        params.note(state, msg("tm.todo.pay", parts=parts))
    return parts


def propose(state, cost, steel=False, titanium=False, keep_heat=0):
    """The payment the app proposes for `cost` (ruling "proposed payment", docs/rules/tm.md):
    the metals the card allows cover what they can without wasting value, M€ the rest, and
    Helion's heat only what M€ cannot (heat also raises the temperature). When nothing
    covers the cost exactly, the least value is wasted. Returns {"steel", "titanium",
    "heat", "mc", "short"}: `short` is the M€ still missing (0 when the player can pay).
    `keep_heat`: heat the card itself takes afterwards (Local Heat Trapping), not offered.
    """
    have = state["res"]
    worth = {"steel": steel_value(state), "titanium": titanium_value(state)}
    heat = max(0, have["heat"] - keep_heat) if "heat_as_mc" in state["corp_effects"] else 0

    def most(metal, allowed):
        return min(have[metal], -(-cost // worth[metal])) if allowed and cost else 0

    best = None
    for t in range(most("titanium", titanium) + 1):
        left = cost - t * worth["titanium"]
        # with this titanium, only the steel that covers exactly what it can and one more
        # can be best (less steel costs M€ for nothing, more is a slip)
        exact = min(have["steel"], max(0, left) // worth["steel"]) if steel and left > 0 else 0
        for s in {exact, min(exact + 1, most("steel", steel))}:
            metals = t * worth["titanium"] + s * worth["steel"]
            rest = max(0, cost - metals)
            h = min(heat, max(0, rest - have["mc"]))
            mc = rest - h
            short = max(0, mc - have["mc"])
            # A unit that could go while the rest still covers the cost is a slip (pay()).
            if (t and metals - worth["titanium"] >= cost) or (s and metals - worth["steel"] >= cost):
                continue
            key = (short, max(0, metals - cost), h, mc, t)
            if best is None or key < best[0]:
                best = (key, {"steel": s, "titanium": t, "heat": h, "mc": min(mc, have["mc"]), "short": short})
    return best[1]


def heat_kept(card):
    """The heat a card removes from the player's stock when played: Helion cannot pay with it."""
    return max(0, -card.get("stock", {}).get("heat", 0))


def heat_for_shortfall(state, cost):
    """Helion's heat covering what M€ cannot, for a small fixed price paid without a
    payment form (a card bought by an action, Search for Life's 1 M€)."""
    if "heat_as_mc" not in state["corp_effects"]:
        return 0
    return min(state["res"]["heat"], max(0, cost - state["res"]["mc"]))


def rebate(state, basic_cost):
    """CrediCor: 4 M€ back after a card or standard project of basic cost 20 or more."""
    if "rebate_20" in state["corp_effects"] and basic_cost >= 20:
        state["res"]["mc"] += 4
        log(state, msg("tm.log.credicor"), rule("tm.corp.R08"), kind="bot")
        params.note(state, msg("tm.todo.gain", n=4, res=msg("tm.res.mc")), src=corp_name(state["corp"]))
