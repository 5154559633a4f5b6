"""What the widget draws (the view's board): the gauges, the map's spaces, the pending
tile, the neutral set-up, the card list and its payment, the cards in play, the score."""

from ..core.messages import msg
from . import actions, cards, choices, counters, flow, inplay, params, payment, pending, scoring, tiles, words
from . import board as B
from .data import CARDS, OFF_BOARD, READING_ORDER, SPACES
from .neutral import ORDERS

TAGS = ("building", "space", "science", "power", "earth", "jovian", "plant", "microbe", "animal", "city")


def tag_totals(state):
    """Each tag the player has in play, with its count (none left out but zeros), then the
    events played."""
    out = [{"tag": tag, "n": inplay.tag_count(state, tag)} for tag in TAGS]
    out = [t for t in out if t["n"]]
    events = inplay.events_played(state)
    if events:
        out.append({"tag": "event", "n": events})
    return out


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
        # as printed in the player's edition: the front end words it from its catalog
        "corp": msg("tm.corp." + state["corp"]) if state["corp"] else None,
        "hand": state["hand"],
        "res": dict(state["res"]),
        "prod": dict(state["prod"]),
        "in_play": _in_play(state),
        # the player's tags (the corporation's and the cards' in play, events counted apart):
        # requirements and awards read them (issue 34)
        "tags": tag_totals(state),
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
            "cards": [{"name": msg("tm.card." + c) if c else None, "cost": k} for c, k in zip(n["cards"], n["costs"], strict=False)],
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
                    "pay": payment.propose(state, price, steel="building" in c["tags"], titanium="space" in c["tags"],
                                           keep_heat=payment.heat_kept(c))})
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
