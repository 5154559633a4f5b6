"""The course of a solo game: the neutral setup, the corporation and starting hand,
generations 1 to 14 (research, actions, production), the last greenery and the end
(seed IV, V, VII-B)."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import Rng
from ..core.step import log
from . import board as B
from . import neutral, params, payment, pending, scoring
from .data import CARD_IDS, CARDS, CORPORATIONS, RESOURCES, card_name, corp_name

LAST_GENERATION = 14
CARD_PRICE = 3
START_HAND = 10
RESEARCH_DRAW = 4
NEUTRAL_CARDS = 4
MAX_COST = max(c["cost"] for c in CARDS.values())


def _read_reveal(state, action):
    """The 4 revealed cards: drawn by the app (cards = None), named, or given by cost."""
    if "values" in action:
        values = action["values"]
        if not isinstance(values, dict):
            raise RuleError("tm.error.bad_costs")
        costs = []
        for i in range(NEUTRAL_CARDS):
            c = values.get(f"c{i + 1}")
            if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c <= MAX_COST:
                raise RuleError("tm.error.bad_costs")
            costs.append(c)
        return [None] * NEUTRAL_CARDS, costs, "costs"
    ids = action.get("cards", "missing")
    if ids is None:
        drawn = Rng(state).shuffled(CARD_IDS)[:NEUTRAL_CARDS]
        return drawn, [CARDS[c]["cost"] for c in drawn], "drawn"
    if (not isinstance(ids, list) or len(ids) != NEUTRAL_CARDS
            or any(not isinstance(c, str) or c not in CARDS for c in ids)):
        raise RuleError("tm.error.bad_reveal")
    if len(set(ids)) != NEUTRAL_CARDS:
        raise RuleError("tm.error.same_card_twice")
    return list(ids), [CARDS[c]["cost"] for c in ids], "named"


def reveal(state, action):
    ids, costs, how = _read_reveal(state, action)
    order = state["card_order"]
    placed, steps = neutral.place_all(costs, order)
    state["neutral"] = {"cards": ids, "costs": costs, "how": how, "steps": steps, "shown": 0}
    names = [card_name(c) if c else msg("tm.cost_only", cost=k) for c, k in zip(ids, costs, strict=False)]
    log(state, msg("tm.log.reveal_" + how, cards=names, costs=costs), rule("tm.solo_setup"),
        kind="dice" if how == "drawn" else "player")
    log(state, msg("tm.log.order_" + order), rule("tm.solo_setup"), kind="info")
    for step in steps:
        log(state, neutral_message(step), rule(neutral_ref(step)), kind="bot")
    state["tiles"].update(placed)
    state["phase"] = "neutral"


def set_card_order(state, action):
    """The rulings' card-order option, still open on the reveal screen."""
    order = action.get("order")
    if not isinstance(order, str) or order not in neutral.ORDERS:
        raise RuleError("tm.error.bad_option", field=msg("tm.option.card_order"))
    if order == state["card_order"]:
        raise RuleError("tm.error.no_change", what=msg("tm.option.card_order"))
    state["card_order"] = order
    log(state, msg("tm.log.order_" + order), rule("tm.solo_setup"), kind="player")


def neutral_ref(step):
    if step["tile"] == "greenery":
        return "tm.solo_greenery"
    return f"tm.solo_city{step['city']}"


def neutral_message(step):
    row, place = B.row_and_place(step["space"])
    which = f"city{step['city']}" if step["tile"] == "city" else "greenery"
    key = "tm.neutral.{}{}".format(which, "_wrap" if step["n"] > step["total"] else "")
    params_ = {"city": step["city"], "card": step["card"], "cost": step["cost"], "n": step["n"], "pos": step["pos"],
                   "total": step["total"], "row": row, "place": place}
    if step["dir"]:
        params_["dir"] = msg("tm.dir." + step["dir"])
    return msg(key, **params_)


def neutral_next(state, action):
    state["neutral"]["shown"] += 1
    log(state, msg("tm.log.neutral_copied", n=state["neutral"]["shown"]), None, kind="player")
    if state["neutral"]["shown"] >= len(state["neutral"]["steps"]):
        state["phase"] = "corporation"


def choose_corporation(state, action):
    cid = action.get("corp")
    if not isinstance(cid, str) or cid not in CORPORATIONS:
        raise RuleError("tm.error.unknown_corporation")
    corp = CORPORATIONS[cid]
    state["corp"] = cid
    state["corp_effects"] = list(corp["effects"])
    state["res"]["mc"] = corp["mc"]
    for res, n in corp["resources"].items():
        state["res"][res] += n
    for res, n in corp["production"].items():
        state["prod"][res] += n
    log(state, msg("tm.log.corporation", corp=corp_name(cid), mc=corp["mc"]), rule("tm.setup_corporation"), kind="player")
    params.note(state, msg("tm.todo.gain", n=corp["mc"], res=msg("tm.res.mc")), src=corp_name(cid))
    for res, n in corp["resources"].items():
        params.note(state, msg("tm.todo.gain", n=n, res=msg("tm.res." + res)), src=corp_name(cid))
    log(state, msg("tm.log.no_extra_production"), rule("tm.solo_corporate_era"), kind="info")
    if "city_mc" in corp["effects"]:
        cities = sum(1 for t in state["tiles"].values() if t["tile"] == "city" and t["owner"] == "neutral")
        state["prod"]["mc"] += cities
        log(state, msg("tm.log.tharsis_neutral", n=cities, prod=state["prod"]["mc"]), rule("tm.solo_tharsis"), kind="bot")
    if "jovian_mc_prod" in corp["effects"]:
        n = corp["tags"].count("jovian")
        state["prod"]["mc"] += n
        log(state, msg("tm.log.saturn", n=n, prod=state["prod"]["mc"]), rule("tm.corp.R03"), kind="bot")
    for res in RESOURCES:
        if state["prod"][res]:
            params.note_production(state, res, corp_name(cid))
    if "free_hand" in corp["effects"]:
        state["hand"] = START_HAND
        log(state, msg("tm.log.beginner_hand", n=START_HAND), rule("tm.corp.R00"), kind="bot")
        start_generation_one(state)
    else:
        state["phase"] = "hand"


def buy(state, action):
    """Buy cards at 3 M€ each: the starting hand (up to 10) or a research phase (up to 4)."""
    limit = START_HAND if state["phase"] == "hand" else RESEARCH_DRAW
    values = action.get("values") if isinstance(action.get("values"), dict) else action
    n = values.get("count")
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= limit:
        raise RuleError("tm.error.buy_count", max=limit)
    pay_with = {"heat": values.get("heat", 0)}
    parts = payment.pay(state, CARD_PRICE * n, pay_with)
    state["hand"] += n
    ref = "tm.setup_corporation" if state["phase"] == "hand" else "tm.research"
    log(state, msg("tm.log.buy", n=n, mc=CARD_PRICE * n, hand=state["hand"], paid=parts), rule(ref), kind="player")
    params.note(state, msg("tm.todo.keep_cards", n=n, discard=limit - n))
    if state["phase"] == "hand":
        start_generation_one(state)
    else:
        state["phase"] = "action"
        log(state, msg("tm.log.phase.action"), rule("tm.actions"), kind="turn")


def start_generation_one(state):
    state["phase"] = "action"
    log(state, msg("tm.log.generation", gen=1), rule("tm.solo_generations"), kind="round")
    log(state, msg("tm.log.phase.action"), rule("tm.actions"), kind="turn")
    corp = CORPORATIONS[state["corp"]]
    if corp["first_action"] == "city":
        log(state, msg("tm.log.first_action_city"), rule("tm.corp." + state["corp"]), kind="bot")
        pending.enqueue(state, {"tile": "city", "where": "standard", "source": "first"})
    elif corp["first_action"] == "draw3":
        state["hand"] += 3
        log(state, msg("tm.log.first_action_draw"), rule("tm.corp." + state["corp"]), kind="bot")
        params.note(state, msg("tm.todo.draw", n=3), src=corp_name(state["corp"]))


def pass_generation(state, action):
    log(state, msg("tm.log.pass", gen=state["gen"]), rule("tm.actions"), kind="player")
    log(state, msg("tm.log.phase.production"), rule("tm.production"), kind="turn")
    production(state)
    if state["gen"] >= LAST_GENERATION:
        state["phase"] = "final"
        log(state, msg("tm.log.phase.final"), rule("tm.solo_end"), kind="turn")
        log(state, msg("tm.log.last_generation_over"), rule("tm.solo_end"), kind="bot")
    else:
        state["gen"] += 1
        state["phase"] = "research"
        log(state, msg("tm.log.generation", gen=state["gen"]), rule("tm.solo_generations"), kind="round")
        log(state, msg("tm.log.phase.research"), rule("tm.research"), kind="turn")


def production(state):
    """Energy becomes heat, then M€ = TR + M€ production, then every production (seed V-4)."""
    res, prod = state["res"], state["prod"]
    energy = res["energy"]
    res["heat"] += energy
    res["energy"] = 0
    income = state["tr"] + prod["mc"]
    # M€ production never goes below -5 and TR is at least 14, so income is never negative.
    res["mc"] += income
    gains = {"mc": income}
    for r in RESOURCES[1:]:
        res[r] += prod[r]
        gains[r] = prod[r]
    state["used"] = []
    state["tr_raised"] = False
    state["special_design"] = False
    state["next_discount"] = 0
    state["last_production"] = {"gen": state["gen"], "energy_to_heat": energy, "gains": gains}
    log(state, msg("tm.log.production", gen=state["gen"], energy=energy, mc=income, tr=state["tr"],
                   prod_mc=prod["mc"], steel=prod["steel"], titanium=prod["titanium"], plants=prod["plants"],
                   energy_prod=prod["energy"], heat=prod["heat"]), rule("tm.production"), kind="bot")


def finish(state, action):
    """Out of the last conversions: the score (resources on cards are counted as they are)."""
    log(state, msg("tm.log.finish"), rule("tm.solo_end"), kind="player")
    end(state)


def end(state):
    won = params.all_at_max(state)
    score = scoring.score(state)
    state["score"] = score
    state["phase"] = "over"
    state["over"] = {"won": won}
    log(state, msg("tm.log.score", tr=score["tr"], greeneries=score["greeneries"], cities=score["city_total"],
                   cards=score["card_total"], total=score["total"]), rule("tm.score_board"), kind="bot")
    key = "tm.log.won" if won else "tm.log.lost"
    log(state, msg(key, score=score["total"]), rule("tm.solo_end"), kind="win")
