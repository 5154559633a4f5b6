"""The supply phase (seed §6, base rules; engine 4, ruling 35): PERS.IA's removals and
yours proposed together, one prompt, one answer.

Your removals are computed on the map as PERS.IA's proposed removals leave it (a Persian
army gone may give you a city, its amphorae or a road). When the player corrects
PERS.IA's removals so that your proposal would be another, and leaves your numbers as
they were shown, those numbers were made for a map that is not the table's: the game
stops on your supply alone with the proposal made again (ruling 35).

flow.py says the instructions and goes on to the scoring; this module decides and logs.
"""

from ..core.messages import msg, rule
from ..core.step import log, plain_copy
from ..why import entry
from . import board, supply
from . import geography as G
from . import words as W


def begin(state):
    """Seed §6.A-B and your supply, proposed: the hands, PERS.IA's plan, then yours on the
    map its plan leaves, each logged with its rules. Returns what flow.say says."""
    state.update(phase="supply", battle=None, roll=None)
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
    log(state, msg("e300.log.persian_supply_count", armies=plan["armies"], food=plan["food"], excess=plan["excess"],
                   cut=sum(plan["cut"].values())), rule("e300.s6B"))
    for city, harmless, n in W.runs(plan["picks"]):
        key = "e300.log.attrition_pick_harmless" if harmless else "e300.log.attrition_pick"
        log(state, msg(key + ("_n" if n > 1 else ""), city=W.city(city), n=n), rule("e300.s6B_order"))
    greek = greek_after(state, plan["remove"])
    propose_greek(state, greek)
    state["focus"] = sorted(set(plan["remove"]) | set(greek["remove"]))
    return instruction(hand, plan["remove"], greek["remove"]), rule("e300.s6B"), supply_why(hand, plan, greek)


def greek_after(state, removals):
    """Your proposal on the map as `removals` (PERS.IA's) leave it, the state untouched."""
    after = plain_copy({"map": state["map"], "bridge": state["bridge"]})
    for city, n in removals.items():
        board.add(after, city, "persia", "armies", -n)
    return supply.greek_proposal(after)


def propose_greek(state, plan):
    """Your supply's proposal kept and logged (rulings 29 and 35)."""
    state["supply"]["greek"] = {"cut": plan["cut"], "excess": plan["excess"], "remove": plan["remove"]}
    log(state, msg("e300.log.greek_supply_count", armies=plan["armies"], food=plan["food"], excess=plan["excess"],
                   cut=sum(plan["cut"].values())), rule("e300.base_supply"))
    for pick in plan["picks"]:
        key = "e300.log.greek_pick_harmless" if pick["harmless"] else "e300.log.greek_pick"
        log(state, msg(key, city=W.city(pick["city"])), rule("e300.r_greek_supply"))


def instruction(hand, persian, greek):
    removal, yours = persian_removal(persian), greek_removal(greek)
    if hand:
        return msg("e300.instr.supply", n=hand, removal=removal, greek=yours)
    return msg("e300.instr.supply_no_hand", removal=removal, greek=yours)


def persian_removal(remove):
    where = [W.at(c, remove[c]) for c in G.order("route") + G.order("activation_islands") if remove.get(c)]
    return msg("e300.do.remove_persian", n=sum(remove.values()), where=W.join(where)) if where else msg("e300.do.remove_none")


def greek_removal(remove):
    where = [W.at(c, remove[c]) for c in supply.GREEK_ORDER if remove.get(c)]
    return msg("e300.do.remove_greek", n=sum(remove.values()), where=W.join(where)) if where \
        else msg("e300.do.remove_none_greek")


def supply_why(hand, plan, greek=None):
    """Seed §6: the hand discarded, the armies cut off, the attrition count, each army it
    picked and why, then what goes; then yours, by PERS.IA's rule (ruling 29)."""
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
    why += _picks(plan["picks"], rule("e300.s6B_order"))
    why.append(entry(rule("e300.s6B"), msg("e300.why.supply_total", removal=persian_removal(plan["remove"])), True,
                     chosen=True))
    return why + (greek_why(greek) if greek else [])


def _picks(picks, citation):
    out = []
    for city, harmless, n in W.runs(picks):
        key = "e300.why.supply_pick_harmless" if harmless else "e300.why.supply_pick"
        out.append(entry(citation, msg(key + ("_n" if n > 1 else ""), city=W.city(city), n=n), True))
    return out


def greek_why(plan):
    citation = rule("e300.r_greek_supply")
    cut = plan["cut"]
    why = []
    if cut:
        where = W.join([W.at(c, n) for c, n in sorted(cut.items())])
        why.append(entry(citation, msg("e300.why.greek_supply_cut", where=where, n=sum(cut.values())), True))
    counted = sum(cut.values())
    why.append(entry(citation, msg("e300.why.greek_supply_count", armies=plan["armies"], food=plan["food"],
                                   excess=plan["excess"], cut=counted), plan["excess"] > counted))
    why += _picks(plan["picks"], citation)
    why.append(entry(citation, msg("e300.why.greek_supply_total", removal=greek_removal(plan["remove"])), True))
    return why


def shown_greek(state):
    """Your removals as the prompt shows them: the proposal, never more than the armies there."""
    remove = state["supply"]["greek"].get("remove", {})
    return {c: min(n, board.armies(state, c, "greece")) for c, n in remove.items()
            if min(n, board.armies(state, c, "greece"))}


def remove_persian(state, removals):
    """PERS.IA's removals as confirmed (or corrected). True when they were corrected."""
    for city in G.CITIES:
        n = removals.get(city, 0)
        if n:
            board.add(state, city, "persia", "armies", -n)
            log(state, msg("e300.log.persian_removed", n=n, city=W.city(city)), rule("e300.s6B"))
    proposed = state["supply"]["remove"]
    changed = any(removals.get(c, 0) != proposed.get(c, 0) for c in G.CITIES)
    if changed:
        log(state, msg("e300.log.player_changed_supply"), None, kind="player")
    return changed


def stale_greek(state, persian_changed, greek):
    """Ruling 35: the fresh proposal when your untouched numbers were made for a map
    PERS.IA's corrected removals changed; else None (your numbers are taken)."""
    if not persian_changed:
        return None
    sent = {c: n for c, n in greek.items() if n}
    if sent != shown_greek(state):
        return None
    fresh = supply.greek_proposal(state)
    return None if fresh["remove"] == state["supply"]["greek"].get("remove", {}) else fresh


def remove_greek(state, removals):
    """Your removals as confirmed (or corrected)."""
    for city in supply.GREEK_ORDER:
        n = removals.get(city, 0)
        if n:
            board.add(state, city, "greece", "armies", -n)
            log(state, msg("e300.log.greek_removed", n=n, city=W.city(city)), rule("e300.base_supply"), kind="player")
    proposed = state["supply"]["greek"].get("remove", {})
    if any(removals.get(c, 0) != proposed.get(c, 0) for c in G.CITIES):
        log(state, msg("e300.log.player_changed_greek_supply"), None, kind="player")
