"""Phases and turns: preparation, alternating operations, supply, scoring, the end.

state["phase"] is one of: persian_prep, greek_prep, persian_op, battle, greek_op,
pass_ack, persian_supply, greek_supply, over (pass_ack: PERS.IA's die ended the
operations phase, the player acknowledges the pass and the discard before supply). Engine
3: the marker moves at the end of your supply, there is no scoring prompt any more; a
battle is PERS.IA's (its operation) or yours (battle["by"] == "greece", your move).
"""

from ..core.messages import msg, rule
from ..core.step import log
from ..why import entry
from . import board, supply
from . import geography as G
from . import words as W

PASSES_TO_END = 2


def say(state, message, citation=None, why=None):
    """The bot's sentence for the table, kept until the next decision, with the why of the
    decision behind it (solobots/why.py) when it is one."""
    state["instr"] = {"msg": message, "rule": citation}
    state["why"] = why


def heading(state, key, **params):
    """A turn heading in the log (core.step, kind "turn"): whose turn, or which step of the campaign."""
    log(state, msg("e300.log.turn." + key, **params), None, kind="turn")


def start_campaign(state, scored=None):
    """A campaign begins; after a scoring, its instruction first says where the marker went."""
    state.update(phase="persian_prep", roll=None, battle=None, passes=0, ops={"persia": 0, "greece": 0},
                 supply=None, scoring=None, focus=[], prep_base=None)
    log(state, msg("e300.log.campaign", n=state["campaign"]), None, kind="round")
    heading(state, "persian_prep")
    if scored:
        pts = scored["points"]
        say(state, msg("e300.instr.scored_prep_ready", persia=pts["persia"], greece=pts["greece"],
                       after=W.marker(scored["after"]), n=state["campaign"]), rule("e300.s7"), _scoring_why(scored))
        return
    say(state, msg("e300.instr.prep_ready", n=state["campaign"]), rule("e300.s4"))


def _scoring_why(proposal):
    """How the marker moved: each side's points and the cities that gave them, then the move."""
    pts, cities = proposal["points"], proposal.get("cities") or {}  # a game carried from engine 2 kept no cities
    why = [entry(rule("e300.s7"), msg("e300.why.score_" + side, n=pts[side],
                                      cities=W.join([W.city(c) for c in cities.get(side, [])])), bool(pts[side]))
           for side in ("persia", "greece")]
    delta = pts["persia"] - pts["greece"]
    why.append(entry(rule("e300.s7"), msg("e300.why.score_move", delta=W.signed(delta), before=W.signed(proposal["before"]),
                                          after=W.signed(proposal["after"]), limit=G.SETUP["score_max"]), True, chosen=True))
    return why


def greek_units(state):
    """Greek armies and fleets on the map: what a preparation's placements add to."""
    return board.total(state, "greece", "armies") + board.total(state, "greece", "fleets")


def cards_proposed(state):
    """Your preparation (base rules, 6 talents, 6 cards at most): the talents your
    placements left, counted from the units the map gained since it began."""
    base = state.get("prep_base")
    placed = max(0, greek_units(state) - base) if base is not None else 0
    return max(0, min(G.SETUP["greek_cards_max"], G.SETUP["greek_talents"] - placed)), placed


def greek_prep_done(state, cards):
    if cards:
        before = state["hands"]["greece"]
        state["hands"]["greece"] = min(G.SETUP["max_hand"], before + cards)
        log(state, msg("e300.log.greek_cards", n=cards, before=before, after=state["hands"]["greece"]),
            rule("e300.base_prep"), kind="player")
    log(state, msg("e300.log.greek_prep_done"), None, kind="player")
    state["prep_base"] = None
    start_operations(state)


def start_operations(state):
    state.update(phase="persian_op", passes=0)
    log(state, msg("e300.log.operations"), rule("e300.s5"), kind="info")
    heading(state, "persian_op", n=1)
    say(state, msg("e300.instr.operations"), rule("e300.s5"))


def _count_pass(state, side):
    state["passes"] += 1
    log(state, msg("e300.log.pass_count", side=W.side(side), n=state["passes"]), rule("e300.base_passes"), kind="info")
    return state["passes"] >= PASSES_TO_END


def end_persian_op(state, outcome):
    """After PERS.IA decided: a battle to fight first, or the discard that ends it."""
    state["ops"]["persia"] += 1
    state["focus"] = outcome["cities"]
    if outcome["battle"]:
        state["phase"] = "battle"
        state["battle"] = dict(outcome["battle"], rule=outcome["rule"])
        state["passes"] = 0
        say(state, msg("e300.instr.battle", what=outcome["what"], city=W.city(outcome["battle"]["city"]),
                       kind=msg("e300.battle." + outcome["battle"]["kind"])), outcome["rule"], outcome["why"])
        return
    discard_and_hand_over(state, outcome)


def discard_and_hand_over(state, outcome):
    """Seed §5.4: the Persian discard ends every operation begun with a card."""
    hand = state["hands"]["persia"]
    state["hands"]["persia"] = max(0, hand - 1)
    log(state, msg("e300.log.persian_discard", n=state["hands"]["persia"]), rule("e300.s5_4"))
    why = outcome.get("why")
    if outcome["kind"] == "battle":
        # The operation's why stays, and the end of the battle is what decides now.
        why = [dict(e, chosen=False) for e in state.get("why") or []]
        why.append(entry(outcome["rule"], msg("e300.why.after_battle", n=state["hands"]["persia"]), True, chosen=True))
    if outcome["kind"] == "pass":
        if _count_pass(state, "persia"):
            if state.get("roll"):
                # The die ended the phase: show it and the discard until the player says OK.
                state["phase"] = "pass_ack"
                why = [*why, entry(rule("e300.base_passes"), msg("e300.why.passes_end"), True)]
                say(state, msg("e300.instr.die_ends_phase", d6=state["roll"], n=state["hands"]["persia"]),
                    outcome["rule"], why)
                return
            enter_supply(state)
            return
    else:
        state["passes"] = 0
    _greek_turn(state)
    say(state, msg("e300.instr.persia_did", what=outcome["what"]), outcome["rule"], why)


def _greek_turn(state):
    state["phase"] = "greek_op"
    heading(state, "greek_op", n=state["ops"]["greece"] + 1)


def acknowledge_pass(state):
    log(state, msg("e300.log.pass_acknowledged"), rule("e300.base_passes"), kind="player")
    enter_supply(state)


def persian_pass_no_card(state):
    citation = rule("e300.s5_1")
    state["ops"]["persia"] += 1
    state["focus"] = []
    log(state, msg("e300.log.no_card_pass"), citation)
    if _count_pass(state, "persia"):
        enter_supply(state)
        return
    _greek_turn(state)
    say(state, msg("e300.instr.persia_no_card"), citation, [entry(citation, msg("e300.why.no_card"), True, chosen=True)])


def greek_op(state, passed):
    state["ops"]["greece"] += 1
    state["roll"] = None
    if passed:
        log(state, msg("e300.log.greek_pass"), rule("e300.base_passes"), kind="player")
        if _count_pass(state, "greece"):
            enter_supply(state)
            return
    else:
        state["passes"] = 0
        hand = state["hands"]["greece"]
        if hand:
            state["hands"]["greece"] = hand - 1
            log(state, msg("e300.log.greek_op_card", n=hand - 1), rule("e300.r_greek_card"), kind="player")
        else:
            log(state, msg("e300.log.greek_op"), None, kind="player")
    state["phase"] = "persian_op"
    heading(state, "persian_op", n=state["ops"]["persia"] + 1)
    say(state, msg("e300.instr.persia_turn"), rule("e300.s5"))


def enter_supply(state):
    state.update(phase="persian_supply", battle=None, roll=None)
    log(state, msg("e300.log.supply"), rule("e300.s6"), kind="turn")
    hand = state["hands"]["persia"]
    state["hands"]["persia"] = 0
    log(state, msg("e300.log.persian_hand_discarded", n=hand), rule("e300.s6A"))
    keep = G.SETUP["greek_hand_kept"]
    if state["campaign"] < G.SETUP["last_campaign"] and state["hands"]["greece"] > keep:
        log(state, msg("e300.log.greek_hand_kept", before=state["hands"]["greece"], n=keep), rule("e300.base_hand"))
        state["hands"]["greece"] = keep
    plan = supply.persian_proposal(state)
    state["supply"] = {"remove": plan["remove"], "cut": plan["cut"], "excess": plan["excess"]}
    state["focus"] = sorted(plan["remove"])
    log(state, msg("e300.log.persian_supply_count", armies=plan["armies"], food=plan["food"], excess=plan["excess"],
                   cut=sum(plan["cut"].values())), rule("e300.s6B"))
    for city, harmless, n in W.runs(plan["picks"]):
        key = "e300.log.attrition_pick_harmless" if harmless else "e300.log.attrition_pick"
        log(state, msg(key + ("_n" if n > 1 else ""), city=W.city(city), n=n), rule("e300.s6B_order"))
    say(state, persian_supply_instruction(hand, plan["remove"]), rule("e300.s6B"), _supply_why(hand, plan))


def _supply_why(hand, plan):
    """Seed §6: the hand discarded, the armies cut off, the attrition count, each army it
    picked and why, then what goes."""
    cut = plan["cut"]
    why = [entry(rule("e300.s6A"), msg("e300.why.supply_hand", n=hand) if hand else msg("e300.why.supply_no_hand"),
                 bool(hand))]
    if cut:
        where = W.join([W.at(c, n) for c, n in sorted(cut.items())])
        why.append(entry(rule("e300.s6B"), msg("e300.why.supply_cut", where=where, n=sum(cut.values())), True))
    else:
        why.append(entry(rule("e300.s6B"), msg("e300.why.supply_all_linked"), False))
    outside_cut = sum(n for c, n in cut.items() if G.major_of(c) != "persia")
    why.append(entry(rule("e300.s6B"), msg("e300.why.supply_count", armies=plan["armies"], food=plan["food"],
                                           excess=plan["excess"], cut=outside_cut), plan["excess"] > outside_cut))
    for city, harmless, n in W.runs(plan["picks"]):
        key = "e300.why.supply_pick_harmless" if harmless else "e300.why.supply_pick"
        why.append(entry(rule("e300.s6B_order"), msg(key + ("_n" if n > 1 else ""), city=W.city(city), n=n), True))
    why.append(entry(rule("e300.s6B"), msg("e300.why.supply_total", removal=_removal(plan["remove"])), True, chosen=True))
    return why


def _removal(remove):
    where = [W.at(c, remove[c]) for c in G.order("route") + G.order("activation_islands") if remove.get(c)]
    return msg("e300.do.remove_persian", n=sum(remove.values()), where=W.join(where)) if where else msg("e300.do.remove_none")


def persian_supply_instruction(hand, remove):
    removal = _removal(remove)
    if hand:
        return msg("e300.instr.persian_supply", n=hand, removal=removal)
    return msg("e300.instr.persian_supply_no_hand", removal=removal)


def apply_persian_supply(state, removals):
    for city in G.CITIES:
        n = removals.get(city, 0)
        if n:
            board.add(state, city, "persia", "armies", -n)
            log(state, msg("e300.log.persian_removed", n=n, city=W.city(city)), rule("e300.s6B"))
    proposed = state["supply"]["remove"]
    if any(removals.get(c, 0) != proposed.get(c, 0) for c in G.CITIES):
        log(state, msg("e300.log.player_changed_supply"), None, kind="player")
    enter_greek_supply(state)


def enter_greek_supply(state):
    """Your supply, computed by PERS.IA's rule and proposed (rulings 28-29)."""
    state["phase"] = "greek_supply"
    plan = supply.greek_proposal(state)
    state["supply"]["greek"] = {"cut": plan["cut"], "excess": plan["excess"], "remove": plan["remove"]}
    state["focus"] = sorted(plan["remove"])
    log(state, msg("e300.log.greek_supply_count", armies=plan["armies"], food=plan["food"], excess=plan["excess"],
                   cut=sum(plan["cut"].values())), rule("e300.base_supply"))
    for pick in plan["picks"]:
        key = "e300.log.greek_pick_harmless" if pick["harmless"] else "e300.log.greek_pick"
        log(state, msg(key, city=W.city(pick["city"])), rule("e300.r_greek_supply"))
    where = [W.at(c, plan["remove"][c]) for c in supply.GREEK_ORDER if plan["remove"].get(c)]
    removal = msg("e300.do.remove_greek", n=sum(plan["remove"].values()), where=W.join(where)) if where \
        else msg("e300.do.remove_none_greek")
    say(state, msg("e300.instr.greek_supply_proposed", removal=removal), rule("e300.base_supply"))


def apply_greek_supply(state, removals):
    """Your removals as confirmed (or corrected), then the scoring."""
    for city in supply.GREEK_ORDER:
        n = removals.get(city, 0)
        if n:
            board.add(state, city, "greece", "armies", -n)
            log(state, msg("e300.log.greek_removed", n=n, city=W.city(city)), rule("e300.base_supply"), kind="player")
    proposed = state["supply"]["greek"].get("remove", {})
    if any(removals.get(c, 0) != proposed.get(c, 0) for c in G.CITIES):
        log(state, msg("e300.log.player_changed_greek_supply"), None, kind="player")
    enter_scoring(state)


def enter_scoring(state):
    """The marker moves by the two-player count; the score stepper corrects it (ruling 30)."""
    log(state, msg("e300.log.greek_supply_done"), None, kind="player")
    if board.greece_holds_persian_majors(state):
        finish(state, "greece", "e300.reason.greece_majors", rule("e300.base_autowin"))
        return
    proposal = supply.proposed_score(state)
    heading(state, "scoring")
    pts = proposal["points"]
    log(state, msg("e300.log.points", persia=pts["persia"], greece=pts["greece"],
                   before=W.signed(proposal["before"]), after=W.signed(proposal["after"])), rule("e300.s7"))
    move_marker(state, proposal)


def move_marker(state, proposal):
    before = state["score"]
    state["score"] = proposal["after"]
    log(state, msg("e300.log.score_moved", before=W.signed(before), after=W.signed(state["score"])), rule("e300.s7"))
    if state["campaign"] >= G.SETUP["last_campaign"]:
        end_of_game(state)
        return
    state["campaign"] += 1
    start_campaign(state, scored=proposal)


def end_of_game(state):
    citation = rule("e300.base_end")
    if state["score"] > 0:
        finish(state, "persia", "e300.reason.score_persia", citation)
    elif state["score"] < 0:
        finish(state, "greece", "e300.reason.score_greece", citation)
    else:
        finish(state, None, "e300.reason.draw", citation)


def finish(state, winner, reason_key, citation):
    state["phase"] = "over"
    state["over"] = {"winner": winner, "reason": reason_key, "score": state["score"]}
    state["battle"] = None
    log(state, msg("e300.log.over", reason=msg(reason_key, score=W.signed(state["score"]))), citation, kind="win")
    why = [entry(citation, msg("e300.why.end." + reason_key.rsplit(".", 1)[1], score=W.signed(state["score"]),
                               last=G.SETUP["last_campaign"]), True, chosen=True)]
    say(state, msg("e300.instr.over", reason=msg(reason_key, score=W.signed(state["score"]))), citation, why)


def check_persian_victory(state):
    """Seed §3.F, checked after every change (rulings, Victory)."""
    if state["phase"] != "over" and board.persia_holds_greek_majors(state):
        finish(state, "persia", "e300.reason.persia_majors", rule("e300.s3F"))
        return True
    return False
