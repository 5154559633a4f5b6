"""Phases and turns: preparation, alternating operations, supply, scoring, the end.

state["phase"] is one of: persian_prep, greek_prep, persian_op, battle, greek_op,
pass_ack, supply, greek_supply, over (pass_ack: PERS.IA's die ended the operations
phase, the player acknowledges the pass and the discard before supply). Engine 3: the
marker moves at the end of your supply, there is no scoring prompt any more; a battle is
PERS.IA's (its operation) or yours (battle["by"] == "greece", your move). Engine 4: one
"supply" phase proposes PERS.IA's removals and yours together; "greek_supply" is yours
alone, proposed again when a correction of PERS.IA's removals changed it (ruling 35).
"""

from ..core.messages import msg, rule
from ..core.step import log
from ..why import entry
from . import board, supply, supply_turn
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
    """Seed §6: PERS.IA's removals and yours, proposed together (supply_turn.py)."""
    say(state, *supply_turn.begin(state))


def supply_done(state, persian, greek):
    """The supply's one answer: PERS.IA's removals, then yours and the scoring; or, when
    your untouched numbers no longer fit the map PERS.IA's corrections left, your supply
    alone with its proposal made again (ruling 35)."""
    changed = supply_turn.remove_persian(state, persian)
    fresh = supply_turn.stale_greek(state, changed, greek)
    if fresh is not None:
        log(state, msg("e300.log.greek_supply_recomputed"), rule("e300.r_supply_recomputed"), kind="info")
        state["phase"] = "greek_supply"
        supply_turn.propose_greek(state, fresh)
        state["focus"] = sorted(fresh["remove"])
        say(state, msg("e300.instr.greek_supply_recomputed", removal=supply_turn.greek_removal(fresh["remove"])),
            rule("e300.r_supply_recomputed"))
        return
    apply_greek_supply(state, greek)


def apply_greek_supply(state, removals):
    """Your removals as confirmed (or corrected), then the scoring."""
    supply_turn.remove_greek(state, removals)
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
