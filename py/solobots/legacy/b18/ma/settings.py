# Frozen from fb9edddcb654:py/solobots/ma/settings.py (scripts/freeze_engine.py): do not edit.
"""What the player sets outside the bot's questions: VP, the Martian Support series in
play, and the game's settings (AI deck mode and make-up, sectors, board on screen, 8s)."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import Rng
from ..core.step import log
from . import deck, flow, sectors

VP_MAX = 20
MAX_SERIES = 8
SERIES_CARDS = 3  # a series holds up to 3 cards of the same type (sheet, CARTES SOUTIEN)
BOOLS = ("use_board", "explode", "objectives")
DECK_FIELD = "deck."


def _int(action, lo, hi):
    value = action.get("value")
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise RuleError("error.out_of_range", field="value", min=lo, max=hi, value=str(value)[:20])
    return value


def apply_vp(state, action):
    side = action.get("side")
    if side not in ("human", "martian"):
        raise RuleError("error.bad_choice", field="side")
    value = _int(action, 0, VP_MAX)
    state["vp"][side] = value
    log(state, msg("ma.log.vp_" + side, n=value), rule("ma.victory"), kind="player")
    flow.check_victory(state)


def apply_series(state, action):
    """The number of Martian Support series in play: a new one starts with 1 card; the
    last one goes when the count drops."""
    value = _int(action, 0, MAX_SERIES)
    series = state["series"]
    fresh = state["phase"] == "martian"
    while len(series) < value:
        series.append({"cards": 1, "fresh": fresh})
    del series[value:]
    log(state, msg("ma.log.series_count", n=value), rule("ma.support_series"), kind="player")


def apply_series_cards(state, action):
    index = action.get("index")
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(state["series"]):
        raise RuleError("ma.error.no_such_series")
    value = _int(action, 1, SERIES_CARDS)
    series = state["series"][index]
    # A card added this Martian turn keeps the series from being resolved this turn.
    if value > series["cards"] and state["phase"] == "martian":
        series["fresh"] = True
    series["cards"] = value
    log(state, msg("ma.log.series_cards", k=index + 1, n=value), rule("ma.support_series"), kind="player")


def apply_panel(state, action):
    value = action.get("open")
    if not isinstance(value, bool):
        raise RuleError("error.bad_choice", field="open")
    state["settings"] = value


def apply_setting(state, action):
    field = action.get("field")
    value = action.get("value")
    if field == "deck_mode":
        if value not in deck.MODES:
            raise RuleError("error.bad_choice", field="value")
        state["deck"]["mode"] = value
        if value == "virtual" and not state["deck"]["shuffled"] and state["phase"] != "prepare":
            deck.build(state["deck"], Rng(state))
        log(state, msg("ma.log.deck_mode", mode=msg("ma.deck_mode." + value)), rule("ma.deck"), kind="player")
        if state["ask"]["q"] == "draw":
            flow.ask_draw(state)
    elif field in BOOLS:
        if not isinstance(value, bool):
            raise RuleError("error.bad_choice", field="value")
        if field == "use_board":
            state["use_board"] = value
        else:
            state["options"][field] = value
        log(state, msg("ma.log.setting." + field + ("_on" if value else "_off")), None, kind="player")
        if field == "use_board" and state["ask"]["q"] == "start":
            flow.start_prepare(state)
    elif field in sectors.LIMITS:
        value = _int(action, 1, 8)
        state["sectors"] = sectors.set_limit(state["sectors"], field, value)
        log(state, msg("ma.log.sectors", left=_span(state, "left"), centre=_span(state, "centre"),
                       right=_span(state, "right")), rule("ma.sectors"), kind="player")
    elif isinstance(field, str) and field.startswith(DECK_FIELD) and field[len(DECK_FIELD):] in deck.CARDS:
        card = field[len(DECK_FIELD):]
        value = _int(action, 0, deck.MAX_COPIES)
        makeup = dict(state["deck"]["makeup"], **{card: value})
        if sum(makeup.values()) == 0:
            raise RuleError("ma.error.empty_deck")
        state["deck"]["makeup"] = makeup
        log(state, msg("ma.log.makeup", card=flow.card_msg(card), n=value), rule("ma.deck"), kind="player")
        if state["deck"]["shuffled"]:
            # A new make-up is a new deck: every card back in and shuffled.
            deck.build(state["deck"], Rng(state))
            log(state, msg("ma.log.deck_shuffled", n=len(state["deck"]["draw"])), rule("ma.deck"), kind="dice")
    else:
        raise RuleError("error.bad_choice", field="field")


def _span(state, name):
    lo, hi = state["sectors"][name]
    return msg("ma.cols", lo="ABCDEFGH"[lo - 1], hi="ABCDEFGH"[hi - 1])


def controls(state):
    """Steppers: VP always; the Support series in play; the settings while they are open."""
    if state["over"]:
        return []
    adv = state["options"]["vp_advantage"]
    groups = [{"title": msg("ma.controls.vp"), "items": [
        {"id": "vp_human", "label": msg("ma.counter.vp_human"), "value": state["vp"]["human"], "min": 0,
         "max": VP_MAX, "action": {"type": "vp", "side": "human"}},
        {"id": "vp_martian", "label": msg("ma.counter.vp_martian", adv=adv), "value": state["vp"]["martian"],
         "min": 0, "max": VP_MAX, "action": {"type": "vp", "side": "martian"}},
    ]}]
    items = [{"id": "series", "label": msg("ma.counter.series"), "value": len(state["series"]), "min": 0,
              "max": MAX_SERIES, "action": {"type": "series"}}]
    for i, s in enumerate(state["series"]):
        items.append({"id": f"series_{i + 1}", "label": msg("ma.counter.series_cards", k=i + 1),
                      "value": s["cards"], "min": 1, "max": SERIES_CARDS,
                      "action": {"type": "series_cards", "index": i}})
    groups.append({"title": msg("ma.controls.series"), "items": items})
    if state["settings"] or state["phase"] == "prepare":
        limits = sectors.limits(state["sectors"])
        groups.append({"title": msg("ma.controls.sectors"), "items": [
            {"id": "sector_" + f, "label": msg("ma.counter." + f), "value": limits[f], "min": 1, "max": 8,
             "action": {"type": "setting", "field": f}} for f in sectors.LIMITS]})
        if state["deck"]["mode"] == "virtual":
            groups.append({"title": msg("ma.controls.deck"), "items": [
                {"id": "deck_" + card, "label": flow.card_msg(card), "value": state["deck"]["makeup"][card],
                 "min": 0, "max": deck.MAX_COPIES, "action": {"type": "setting", "field": DECK_FIELD + card}}
                for card in deck.CARDS]})
    return groups
