"""What the table screen shows (docs/engine-contract.md, "The view"), and the legal
actions the property tests and the fuzzer walk through."""

from ..core.messages import msg, rule
from ..core.outcome import from_winner, group, measure, result
from . import board, edits, flow, moves, operations, preparation, supply
from . import geography as G
from . import words as W

FACES = ["1", "2", "3", "4", "5", "6"]
WINNER = {"persia": "bot", "greece": "player", None: None}


def _choice(label, action, primary=True):
    return {"label": msg(label), "action": action, "primary": primary}


def _persian_turn(state):
    """The instruction and prompt while PERS.IA is to play: read live from the map, so a
    correction made before the tap changes what it will do."""
    if not state["hands"]["persia"]:
        return ({"msg": msg("e300.instr.persia_no_card_now"), "rule": rule("e300.s5_1")},
                {"kind": "choice", "msg": msg("e300.prompt.persia_pass"), "rule": rule("e300.s5_1"),
                 "choices": [_choice("e300.btn.persia_pass", {"type": "persian_op"})]})
    plan = operations.defence_plan(state)
    if plan:
        return ({"msg": msg("e300.instr.persia_defends_now", city=W.city(plan["major"])), "rule": rule("e300.s5_2")},
                {"kind": "choice", "msg": msg("e300.prompt.persia_defend"), "rule": rule("e300.s5_2"),
                 "choices": [_choice("e300.btn.persia_defend", {"type": "persian_op"})]})
    return (state["instr"],
            {"kind": "dice", "msg": msg("e300.prompt.persia_roll"), "rule": rule("e300.s5_3_roll"), "set": "d6",
             "count": 1, "faces": FACES, "action": {"type": "persian_roll"}})


def battle_guess(state):
    """A possible result to start from (one side must be gone): the larger force keeps all
    its units; on a tie the defender (Greece in PERS.IA's operations, Persia in your moves)."""
    b = state["battle"]
    g = board.count(state, b["city"], "greece", b["kind"])
    p = board.count(state, b["city"], "persia", b["kind"])
    greek_attack = b.get("by") == "greece"
    if p > g or (p == g and greek_attack):
        return {"greece": 0, "persia": p}
    return {"greece": g, "persia": 0}


def _battle_prompt(state):
    b = state["battle"]
    city, kind = b["city"], b["kind"]
    guess = battle_guess(state)
    fields = [{"id": side, "label": msg("e300.field.left", units=msg(f"e300.units_word.{side}.{kind}"),
                                        city=W.city(city)),
               "min": 0, "max": board.count(state, city, side, kind), "value": guess[side]}
              for side in G.SIDES]
    return {"kind": "numbers", "msg": msg("e300.prompt.battle", city=W.city(city), kind=msg("e300.battle." + kind)),
            "rule": rule("e300.s3C"), "fields": fields, "action": {"type": "battle"}}


def _persian_supply_prompt(state):
    remove = state["supply"]["remove"]
    fields = [{"id": c, "label": msg("e300.field.remove_at", city=W.city(c)), "min": 0,
               "max": board.armies(state, c, "persia"), "value": min(remove.get(c, 0), board.armies(state, c, "persia"))}
              for c in _supply_cities(state)]
    if not fields:
        return {"kind": "choice", "msg": msg("e300.prompt.persian_supply_none"), "rule": rule("e300.s6B"),
                "choices": [_choice("e300.btn.continue", {"type": "persian_supply", "values": {}})]}
    return {"kind": "numbers", "msg": msg("e300.prompt.persian_supply"), "rule": rule("e300.s6B"), "fields": fields,
            "action": {"type": "persian_supply"}}


def _greek_supply_prompt(state):
    """Your removals, proposed by PERS.IA's rule (cities where you have armies)."""
    remove = state["supply"]["greek"].get("remove", {})
    cities = [c for c in supply.GREEK_ORDER if board.armies(state, c, "greece")]
    fields = [{"id": c, "label": msg("e300.field.remove_greek_at", city=W.city(c)), "min": 0,
               "max": board.armies(state, c, "greece"), "value": min(remove.get(c, 0), board.armies(state, c, "greece"))}
              for c in cities]
    if not fields:
        return {"kind": "choice", "msg": msg("e300.prompt.greek_supply_none"), "rule": rule("e300.base_supply"),
                "choices": [_choice("e300.btn.continue", {"type": "greek_supply_done", "values": {}})]}
    return {"kind": "numbers", "msg": msg("e300.prompt.greek_supply_proposed"), "rule": rule("e300.base_supply"),
            "fields": fields, "action": {"type": "greek_supply_done"}}


def _greek_prep_prompt(state):
    cards, placed = flow.cards_proposed(state)
    field = {"id": "cards", "label": msg("e300.field.cards_drawn"), "min": 0, "max": G.SETUP["greek_cards_max"],
             "value": cards}
    return {"kind": "numbers", "msg": msg("e300.prompt.greek_prep_cards", n=G.SETUP["greek_talents"], placed=placed),
            "rule": rule("e300.base_prep"), "fields": [field], "action": {"type": "greek_prep_done"}}


def _supply_cities(state):
    """Cities where Persian armies may go: all in Greece, the two Persian majors only
    when something is proposed there (attrition never touches them)."""
    remove = state["supply"]["remove"]
    order = G.order("route") + G.order("activation_islands")
    return [c for c in order if board.armies(state, c, "persia") and (G.major_of(c) != "persia" or remove.get(c))]


def _prompt(state):
    phase = state["phase"]
    if phase == "persian_prep":
        if preparation.blocked(state):
            return {"kind": "none", "msg": msg("e300.prompt.fix_map"), "rule": rule("e300.r_both_majors")}
        return {"kind": "choice", "msg": msg("e300.prompt.prepare", n=state["campaign"]), "rule": rule("e300.s4"),
                "choices": [_choice("e300.btn.prepare", {"type": "prepare"})]}
    if phase == "greek_prep":
        return _greek_prep_prompt(state)
    if phase == "battle":
        return _battle_prompt(state)
    if phase == "pass_ack":
        return {"kind": "choice", "msg": msg("e300.prompt.pass_ack"), "rule": rule("e300.base_passes"),
                "choices": [_choice("e300.btn.ack", {"type": "ack_pass"})]}
    if phase == "greek_op":
        # After PERS.IA's pass, yours ends the phase: say so before the tap.
        key = "e300.prompt.greek_op_last" if state["passes"] else "e300.prompt.greek_op"
        return {"kind": "choice", "msg": msg(key), "rule": rule("e300.base_passes"),
                "choices": [_choice("e300.btn.greek_op_done", {"type": "greek_op", "passed": False}),
                            _choice("e300.btn.greek_pass", {"type": "greek_op", "passed": True}, primary=False)]}
    if phase == "persian_supply":
        return _persian_supply_prompt(state)
    if phase == "greek_supply":
        return _greek_supply_prompt(state)
    return {"kind": "none"}


def _city_steppers(state, city):
    items = []
    for side in G.SIDES:
        for kind in G.KINDS:
            if kind == "fleets" and not G.is_port(city):
                continue
            value = board.count(state, city, side, kind)
            items.append({"id": f"{city}-{side}-{kind}", "label": msg(f"e300.units_word.{side}.{kind}"),
                          "value": value, "min": 0, "max": max(G.SETUP["max_units"], value),
                          "action": {"type": "set_units", "city": city, "side": side, "kind": kind}})
    return items


def _board(state):
    cities = []
    for c in G.CITIES:
        data = G.MAP["cities"][c]
        cities.append({
            "id": c, "name": W.city(c), "x": data["x"], "y": data["y"], "major": data["major"], "port": data["port"],
            "supply": data["supply"], "score": data["score"], "control": board.control(state, c),
            "units": {side: dict(state["map"][c][side]) for side in G.SIDES},
            "edit": _city_steppers(state, c),
        })
    battle = state.get("battle")
    turn = {"persian_op": "persia", "battle": "persia", "pass_ack": "persia", "greek_op": "greece", "persian_prep": "persia",
            "greek_prep": "greece", "persian_supply": "persia", "greek_supply": "greece"}.get(state["phase"])
    if battle and battle.get("by") == "greece":
        turn = "greece"
    return {
        "widget": "e300",
        "cities": cities,
        "roads": [list(r) for r in G.ROADS],
        "bridge": {"between": list(G.BRIDGE), "built": state["bridge"]},
        "score": state["score"], "score_max": G.SETUP["score_max"],
        "campaign": state["campaign"], "first_campaign": G.SETUP["campaign"], "last_campaign": G.SETUP["last_campaign"],
        "hands": dict(state["hands"]), "leaders": dict(state["leaders"]),
        "phase": state["phase"], "phase_name": msg("e300.phase." + state["phase"]), "turn": turn,
        "focus": [battle["city"]] if battle else list(state.get("focus") or []),
        "battle": battle["city"] if battle else None,
        "editable": state["phase"] != "over",
        "edit_mode": edits.edit_mode(state),
        "moves": _moves(state),
    }


def _moves(state):
    """Your move gesture (your operation): where the Greek units of each city can go."""
    if state["phase"] != "greek_op":
        return None
    out = {}
    for c in G.CITIES:
        armies, fleets = board.armies(state, c, "greece"), board.fleets(state, c, "greece")
        if armies or fleets:
            out[c] = {"armies": armies, "fleets": fleets, **moves.destinations(state, c)}
    return out


def _controls(state):
    if state["phase"] == "over":
        return []
    items = [{"id": "hand-" + side, "label": msg("e300.field.hand", side=W.side(side)), "value": state["hands"][side],
              "min": 0, "max": max(G.SETUP["max_hand"], state["hands"][side]),
              "action": {"type": "set_hand", "side": side}} for side in G.SIDES]
    limit = G.SETUP["score_max"]
    items.append({"id": "score", "label": msg("e300.field.score_marker"), "value": state["score"], "min": -limit,
                  "max": limit, "action": {"type": "set_score"}})
    items.append({"id": "bridge", "label": msg("e300.field.bridge"), "value": int(state["bridge"]), "min": 0, "max": 1,
                  "action": {"type": "set_bridge"}})
    return [{"title": msg("e300.controls.title"), "items": items}]


def _status(state):
    over = state.get("over")
    if not over:
        return {"over": False, "winner": None, "reason": None}
    return {"over": True, "winner": WINNER[over["winner"]], "reason": msg(over["reason"], score=W.signed(over["score"]))}


def view(state):
    instruction, prompt = state["instr"], None
    why = state.get("why")  # the why of the decision the instruction shows (solobots/why.py)
    if state["phase"] == "persian_op":
        instruction, prompt = _persian_turn(state)
        why = operations.turn_why(state, instruction["rule"])
    if prompt is None:
        prompt = _prompt(state)
    if state["phase"] == "persian_prep" and preparation.blocked(state):
        instruction = {"msg": msg("e300.instr.prep_blocked"), "rule": rule("e300.r_both_majors")}
        why = None
    dice = None
    if state.get("roll"):
        dice = {"set": "d6", "label": msg("e300.dice.label"), "dice": [{"face": str(state["roll"]), "kept": False}]}
    return {
        "instruction": instruction,
        "prompt": prompt,
        "board": _board(state),
        "dice": dice,
        "controls": _controls(state),
        "status": _status(state),
        "summary": msg("e300.summary", n=state["campaign"], score=W.signed(state["score"]),
                       phase=msg("e300.phase." + state["phase"])),
        "result": record_result(state),
        "why": why,
    }


# 300: Earth & Water on BoardGameGeek (BG Stats matches a play by its id, else by this name).
# boardgamegeek.com/boardgame/267058 (named so by Rally the Troops' title data, issue 34)
BGG = {"id": 267058, "name": "300: Earth & Water"}


def record_result(state):
    """What the player's record keeps: the outcome, the score track at the end read from
    the player's side (Greece ahead is positive), and the campaign the game ended in."""
    over = state.get("over")
    return result(
        BGG, msg("record.bot.e300"),
        outcome=from_winner(over and WINNER[over["winner"]], bool(over)),
        measure_=measure("marker", -state["score"]),
        groups=[group("campaign", msg("record.group.campaign"), state["campaign"],
                      msg("record.e300.campaign", n=state["campaign"]))],
        roles={"player": "Greeks", "bot": "Persians"}, bot_name="PERS.IA",
    )


def _phase_actions(state):
    phase = state["phase"]
    if phase == "persian_prep":
        return [] if preparation.blocked(state) else [{"type": "prepare"}]
    if phase == "greek_prep":
        cards, _ = flow.cards_proposed(state)
        return [{"type": "greek_prep_done", "values": {"cards": cards}}, {"type": "greek_prep_done", "values": {"cards": 0}}]
    if phase == "persian_op":
        if not state["hands"]["persia"] or operations.defence_plan(state):
            return [{"type": "persian_op"}]
        return [{"type": "persian_roll", "faces": None}] + [{"type": "persian_roll", "faces": [f]} for f in FACES]
    if phase == "battle":
        b = state["battle"]
        g = board.count(state, b["city"], "greece", b["kind"])
        p = board.count(state, b["city"], "persia", b["kind"])
        return [{"type": "battle", "values": {"greece": 0, "persia": p}},
                {"type": "battle", "values": {"greece": g, "persia": 0}},
                {"type": "battle", "values": {"greece": 0, "persia": 0}}]
    if phase == "greek_op":
        return [{"type": "greek_op", "passed": False}, {"type": "greek_op", "passed": True}, *_move_actions(state)]
    if phase == "pass_ack":
        return [{"type": "ack_pass"}]
    if phase == "persian_supply":
        p = _persian_supply_prompt(state)
        proposal = {f["id"]: f["value"] for f in p.get("fields", [])}
        return [{"type": "persian_supply", "values": proposal}, {"type": "persian_supply", "values": {}}]
    if phase == "greek_supply":
        p = _greek_supply_prompt(state)
        proposal = {f["id"]: f["value"] for f in p.get("fields", [])}
        return [{"type": "greek_supply_done", "values": proposal}, {"type": "greek_supply_done", "values": {}}]
    return []


def _move_actions(state):
    """A few legal moves: one army by land, every fleet (with one army aboard) by sea."""
    out = []
    for origin, where in (_moves(state) or {}).items():
        if where["land"] and where["armies"]:
            out.append({"type": "move", "from": origin, "to": where["land"][0], "armies": 1, "fleets": 0})
        if where["sea"]:
            out.append({"type": "move", "from": origin, "to": where["sea"][-1], "fleets": where["fleets"],
                        "armies": min(where["armies"], where["fleets"])})
        if len(out) >= 4:
            break
    return out


def legal_actions(state):
    if state["phase"] == "over":
        return []
    out = _phase_actions(state)
    hand = state["hands"]["greece"]
    out.append({"type": "set_hand", "side": "greece", "value": hand + 1 if hand < G.SETUP["max_hand"] else hand - 1})
    out.append({"type": "set_bridge", "value": 0 if state["bridge"] else 1})
    limit = G.SETUP["score_max"]
    out.append({"type": "set_score", "value": state["score"] - 1 if state["score"] > -limit else state["score"] + 1})
    for city, side in (("Athenai", "greece"), ("Pella", "persia"), ("Abydos", "greece")):
        n = board.armies(state, city, side)
        out.append({"type": "set_units", "city": city, "side": side, "kind": "armies",
                    "value": n + 1 if n < G.SETUP["max_units"] else n - 1})
    n = board.armies(state, "Thebai", "greece")
    out.append({"type": "set_city", "city": "Thebai",
                "units": {"greece": {"armies": n + 1 if n < G.SETUP["max_units"] else n - 1}}})
    if board.fleets(state, "Naxos", "greece") < G.SETUP["max_units"]:
        out.append({"type": "set_units", "city": "Naxos", "side": "greece", "kind": "fleets",
                    "value": board.fleets(state, "Naxos", "greece") + 1})
    return out
