"""What the table screen shows: the instruction, the one question, the map and gauges,
the player's counters, the end."""

from ..core.messages import msg, rule
from ..core.outcome import group, measure, result
from . import actions, asks, cards, choices, counters, flow, inplay, params, payment, pending, scoring, tiles, words
from . import board as B
from .data import CARDS, CORPORATIONS, OFF_BOARD, READING_ORDER, RESOURCES, SPACES, card_name, corp_name
from .neutral import ORDERS
from .neutral_why import why as neutral_why
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


# -- instruction ---------------------------------------------------------------------
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
    gains = [msg("tm.todo.gain", n=n, res=msg("tm.res." + res)) for res, n in p["gains"].items() if n]
    if p["energy_to_heat"]:
        return msg("tm.production_summary_heat", gen=p["gen"], to_heat=p["energy_to_heat"], gains=gains)
    return msg("tm.production_summary", gen=p["gen"], gains=gains)


def _end_msg(state):
    s = state["score"]
    key = "tm.instr.won" if state["over"]["won"] else "tm.instr.lost"
    return msg(key, total=s["total"], tr=s["tr"], greeneries=s["greeneries"], cities=s["city_total"],
               cards=s["card_total"], missing=_missing(state))


def _missing(state):
    g = state["globals"]
    out = []
    if g["temperature"] < params.TEMP_MAX:
        out.append(msg("tm.missing.temperature", value=g["temperature"]))
    if g["oxygen"] < params.OXYGEN_MAX:
        out.append(msg("tm.missing.oxygen", value=g["oxygen"]))
    if g["oceans"] < params.OCEANS_MAX:
        out.append(msg("tm.missing.oceans", value=g["oceans"]))
    return out


# -- board -----------------------------------------------------------------------------
def _space(state, sid, legal, neutral_shown):
    tile = state["tiles"].get(sid)
    out = {"id": sid, "name": B.space_name(sid), "legal": sid in legal}
    if sid in SPACES:
        s = SPACES[sid]
        out.update(row=s["row"], col=s["col"], type=s["type"], volcanic=s["volcanic"], bonus=s["bonus"])
    else:
        out.update(type="colony", bonus={})
    if tile and (tile["owner"] != "neutral" or sid in neutral_shown):
        out["tile"] = tile["tile"]
        out["owner"] = tile["owner"]
        if tile.get("card"):
            out["card"] = CARDS[tile["card"]]["name"]
    out["claim"] = sid in state["claims"]
    return out


def _neutral_shown(state):
    """Neutral tiles appear one by one while the player copies them, all of them after."""
    n = state["neutral"]
    if not n:
        return set()
    steps = n["steps"] if state["phase"] != "neutral" else n["steps"][:n["shown"] + 1]
    return {s["space"] for s in steps}


def board(state):
    head = pending.head(state)
    legal = set(tiles.legal_spaces(state, head)) if pending.is_tile(head) else set()
    shown = _neutral_shown(state)
    g = state["globals"]
    out = {
        "widget": "tm",
        "phase": state["phase"],
        "gen": state["gen"],
        "last_gen": flow.LAST_GENERATION,
        "tr": state["tr"],
        "globals": {
            "temperature": {"value": g["temperature"], "min": params.TEMP_MIN, "max": params.TEMP_MAX,
                            "step": params.TEMP_STEP, "bonus": [*list(params.HEAT_BONUS_AT), params.OCEAN_BONUS_AT]},
            "oxygen": {"value": g["oxygen"], "min": 0, "max": params.OXYGEN_MAX, "step": 1,
                       "bonus": [params.TEMP_BONUS_AT_OXYGEN]},
            "oceans": {"value": g["oceans"], "min": 0, "max": params.OCEANS_MAX, "step": 1, "bonus": []},
        },
        "spaces": [_space(state, sid, legal, shown) for sid in READING_ORDER],
        "off_board": [_space(state, sid, legal, shown) for sid in sorted(OFF_BOARD)],
        "pending": _pending(state),
        "waiting": bool(state["pending"]),  # a tile or a question comes first
        "neutral": _neutral(state),
        "corp": CORPORATIONS[state["corp"]]["name"] if state["corp"] else None,
        "hand": state["hand"],
        "res": dict(state["res"]),
        "prod": dict(state["prod"]),
        "in_play": _in_play(state),
        "score": _score(state),
        "score_now": _score_now(state),
    }
    if state["phase"] == "reveal":
        out["catalog"] = [{"id": c["id"], "name": c["name"], "cost": c["cost"]} for c in CARDS.values()]
        out["card_order"] = {"value": state["card_order"], "label": msg("tm.option.card_order"),
                             "choices": [{"value": o, "label": msg("tm.option.card_order." + o)} for o in ORDERS]}
    out["picking"] = state["phase"] == "action" and cards.picking(state) and not state["pending"]
    if out["picking"]:
        # The card list (with the bot's words for each card) only while the player picks one.
        out["catalog"] = _catalog(state)
        out["payment"] = {"steel": payment.steel_value(state), "titanium": payment.titanium_value(state),
                          "heat": "heat_as_mc" in state["corp_effects"]}
        out["effects"] = _effects(state)
    return out


def _pending(state):
    item = pending.head(state)
    if not pending.is_tile(item):
        return None
    return {"tile": item["tile"], "where": item["where"], "final": item["final"],
            "card": CARDS[item["card"]]["name"] if item["card"] else None, "queued": len(state["pending"])}


def _neutral(state):
    n = state["neutral"]
    if not n:
        return None
    return {"how": n["how"], "shown": n["shown"],
            "cards": [{"name": CARDS[c]["name"] if c else None, "cost": k} for c, k in zip(n["cards"], n["costs"], strict=False)],
            "steps": [{"tile": s["tile"], "city": s["city"], "space": s["space"], "msg": flow.neutral_message(s)}
                      for s in n["steps"]]}


def _catalog(state):
    """Every card not played yet, with what playing it would do now (the bot's words
    before the player confirms) and why it could not be played."""
    out = []
    ctx = cards.context(state)
    for c in CARDS.values():
        cid = c["id"]
        if cid in state["played"]:
            continue
        price = cards.price(state, c, ctx)
        out.append({"id": cid, "name": c["name"], "cost": c["cost"], "price": price,
                    "tags": c["tags"], "type": c["type"], "unmet": cards.unmet_requirement(state, c, ctx),
                    "blocked": cards.blocked(state, cid), "does": _does(state, cid),
                    "pay": payment.propose(state, price, steel="building" in c["tags"], titanium="space" in c["tags"])})
    return out


_STATIC_DOES = {}


def _does(state, cid):
    """The card's words; most never change, so they are made once (shared, never mutated)."""
    if cid in _STATIC_DOES:
        return _STATIC_DOES[cid]
    does = words.describe(state, cid, cards.resolved(state, cid))
    if not words.depends_on_state(cid):
        _STATIC_DOES[cid] = does
    return does


def _in_play(state):
    """The cards in play: resources on them, VP now, ongoing effect, blue actions."""
    acts = {}
    for a in actions.available(state):
        acts.setdefault(a["card"], []).append(a)
    worth = {"steel": payment.steel_value(state), "titanium": payment.titanium_value(state)}
    out = []
    for cid in state["played"]:
        c = CARDS[cid]
        entry = {"id": cid, "name": c["name"], "type": c["type"], "tags": c["tags"], "vp": cards.card_vp(state, cid),
                 "used": cid in state["used"], "effect": words.effect(c), "actions": []}
        if inplay.holds(cid):
            n = inplay.on_card(state, cid)
            entry["resource"] = {"type": inplay.holds(cid), "n": n, "counter": counters.card_counter(cid),
                                 "label": counters.label(counters.card_counter(cid)), "what": words.cres(inplay.holds(cid), n)}
        for a in acts.get(cid, []):
            action = {"type": "use_action", "card": cid}
            if a["option"] is not None:
                action["option"] = a["option"]
            part = actions.parts(cid)[a["option"] or 0]
            proposal = choices.action_payment(state, cid, a["option"]) if a["why"] is None else None
            pay = [{"res": m, "worth": worth[m], "max": state["res"][m], "value": proposal[m] if proposal else 0}
                   for m in part.get("may_pay_with", []) if state["res"][m]]
            if "mc" in part.get("spend", {}) and "heat_as_mc" in state["corp_effects"] and state["res"]["heat"]:
                pay.append({"res": "heat", "worth": 1, "max": state["res"]["heat"], "value": proposal["heat"] if proposal else 0})
            entry["actions"].append({"label": a["label"], "action": action, "why": a["why"], "pay": pay,
                                     "price": part.get("spend", {}).get("mc", 0)})
        out.append(entry)
    return out


def _score_now(state):
    """The running score: what the game would score if it ended now."""
    if not state["corp"]:
        return None
    s = scoring.score(state)
    return {"tr": s["tr"], "greeneries": s["greeneries"], "cities": s["city_total"], "cards": s["card_total"],
            "total": s["total"]}


def _effects(state):
    """Card effects the player can enter: parameter raises and tiles under normal rules."""
    out = [{"action": {"type": "raise", "param": p, "steps": 1}, "label": msg("tm.effect.raise", param=msg("tm.param." + p))}
           for p in ("temperature", "oxygen")]
    for kind in ("ocean", "greenery", "city"):
        if tiles.legal_spaces(state, {"tile": kind, "where": "standard"}):
            out.append({"action": {"type": "tile", "tile": kind}, "label": msg("tm.effect.tile", tile=msg("tm.tile." + kind))})
    return out


def _score(state):
    s = state["score"]
    if not s:
        return None
    out = dict(s)
    out["cities"] = [dict(c, where=B.where(c["space"])) for c in s["cities"]]
    out["cards"] = [dict(c, name=CARDS[c["card"]]["name"]) for c in s["cards"]]
    out["won"] = state["over"]["won"]
    return out


# -- controls, status, summary --------------------------------------------------------------
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
    reason = msg("tm.status.won", total=state["score"]["total"]) if won else msg("tm.status.lost", missing=_missing(state))
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
