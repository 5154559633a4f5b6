"""Issue 23: the payment the app proposes for a card or a blue action (ruling "Proposed
payment", docs/rules/tm.md): the metals the card allows cover what they can without
wasting value, M€ the rest, Helion's heat only what M€ cannot; the player can change it
(any payment the rules accept is still taken)."""

import random

import pytest

from solobots.core.errors import RuleError
from solobots.tm import game, payment
from solobots.tm.data import CARDS
from test_tm_helpers import card_list, in_actions, play, with_


def ready(corp="R08", **extra):
    extra.setdefault("hand", 5)
    return with_(in_actions(corp), **extra)


def proposal(state, cost, steel=False, titanium=False):
    p = payment.propose(state, cost, steel=steel, titanium=titanium)
    return {k: v for k, v in p.items() if v}


@pytest.mark.parametrize(("res", "cost", "flags", "want"), [
    # steel only for a Building card: 5 steel cover 10 of 14, M€ the rest
    ({"mc": 30, "steel": 5}, 14, {"steel": True}, {"steel": 5, "mc": 4}),
    # the same steel for a card without the tag: M€ only
    ({"mc": 30, "steel": 5}, 14, {}, {"mc": 14}),
    # titanium (3) for a Space card: 4 cover 12 of 14 with no value lost, M€ the 2 left
    ({"mc": 30, "titanium": 5}, 14, {"titanium": True}, {"titanium": 4, "mc": 2}),
    # ...unless M€ cannot pay those 2: then a fifth titanium, 1 M€ of value lost
    ({"mc": 1, "titanium": 5}, 14, {"titanium": True}, {"titanium": 5}),
    # Comet (21, space) with 7 titanium: exactly 7, no M€ (issue 23: three taps before)
    ({"mc": 40, "titanium": 7}, 21, {"titanium": True}, {"titanium": 7}),
    # a card with both tags: no value lost, then the fewest M€, titanium kept when equal
    ({"mc": 0, "steel": 3, "titanium": 3}, 12, {"steel": True, "titanium": True}, {"steel": 3, "titanium": 2}),
    ({"mc": 10, "steel": 10, "titanium": 10}, 6, {"steel": True, "titanium": True}, {"steel": 3}),
    # not enough anyway: what the player has, and the M€ still missing
    ({"mc": 3, "steel": 2}, 14, {"steel": True}, {"steel": 2, "mc": 3, "short": 7}),
    # nothing to pay
    ({"mc": 5, "steel": 2}, 0, {"steel": True}, {}),
])
def test_the_metals_cover_what_they_can_without_wasting_value(res, cost, flags, want):
    assert proposal(ready(**res), cost, **flags) == want


def test_helions_heat_pays_only_what_m_cannot():
    state = ready("R18", mc=5, heat=10)
    assert proposal(state, 4) == {"mc": 4}
    assert proposal(state, 12) == {"mc": 5, "heat": 7}
    assert proposal(state, 20) == {"mc": 5, "heat": 10, "short": 5}
    # heat after the metals: 3 steel (6) + 5 M€ + 1 heat for 12
    assert proposal(with_(state, steel=3), 12, steel=True) == {"steel": 3, "mc": 5, "heat": 1}


def test_metal_values_raised_by_cards_and_corporations_count():
    # PhoboLog: titanium worth 4; 30 M€ card: 7 titanium (28) and 2 M€, never 8 (a slip)
    state = ready("R09", mc=10, titanium=9)
    assert payment.titanium_value(state) == 4
    assert proposal(state, 30, titanium=True) == {"titanium": 7, "mc": 2}
    assert proposal(with_(state, mc=1), 30, titanium=True) == {"titanium": 8}


def accepted(state, price, card):
    """Every payment the rules accept for this card now, as (value lost, heat, M€)."""
    out = []
    for s in range(state["res"]["steel"] + 1):
        for t in range(state["res"]["titanium"] + 1):
            for h in range(state["res"]["heat"] + 1 if "heat_as_mc" in state["corp_effects"] else 1):
                trial = {"res": dict(state["res"]), "corp_effects": state["corp_effects"], "played": state["played"],
                         "todo": []}
                try:
                    payment.pay(trial, price, {"steel": s, "titanium": t, "heat": h},
                                steel="building" in card["tags"], titanium="space" in card["tags"])
                except RuleError:
                    continue
                covered = s * payment.steel_value(state) + t * payment.titanium_value(state) + h
                out.append((max(0, covered - price), h, state["res"]["mc"] - trial["res"]["mc"]))
    return out


def test_every_card_in_the_list_carries_its_proposal_and_it_is_the_best_the_rules_accept():
    """In random positions, each card the player can pay for is played with exactly the
    proposed payment, and no accepted payment loses less value, spends less heat, or
    (those equal) less M€."""
    rng = random.Random(23)
    for corp in ("R08", "R18", "R09"):
        for _ in range(4):
            state = ready(corp, mc=rng.randrange(0, 40), steel=rng.randrange(0, 9), titanium=rng.randrange(0, 9),
                          heat=rng.randrange(0, 12), temperature=8, oxygen=14, oceans=9)
            offered = [c for c in card_list(state) if not c["pay"]["short"] and not c["unmet"] and not c["blocked"]]
            assert offered
            for entry in rng.sample(offered, min(8, len(offered))):
                card = CARDS[entry["id"]]
                pay = entry["pay"]
                game.apply(state, {"type": "play", "card": entry["id"],
                                   **{m: pay[m] for m in ("steel", "titanium", "heat") if pay[m]}})
                assert not pay["steel"] or "building" in card["tags"]
                assert not pay["titanium"] or "space" in card["tags"]
                covered = pay["steel"] * payment.steel_value(state) + pay["titanium"] * payment.titanium_value(state)
                mine = (max(0, covered + pay["heat"] - entry["price"]), pay["heat"], pay["mc"])
                assert mine == min(accepted(state, entry["price"], card)), entry["id"]


def test_the_in_play_pane_starts_from_the_proposal():
    state = play(ready(mc=80, steel=8), {"type": "play", "card": "187", "steel": 8})  # Aquifer Pumping
    state = with_(state, steel=5, mc=10)
    [entry] = [c for c in game.view(state)["board"]["in_play"] if c["id"] == "187"]
    assert entry["actions"][0]["pay"] == [{"res": "steel", "worth": 2, "max": 5, "value": 4}]


def test_the_proposal_is_the_best_on_a_grid_of_small_positions():
    """Every small position (M€, steel, titanium, heat, a cost, which metals the card
    allows) against every payment pay() would accept, worked out by brute force."""
    for corp, heats in (("R08", (0,)), ("R09", (0,)), ("R18", (0, 3, 9))):
        base = ready(corp)
        vs, vt = payment.steel_value(base), payment.titanium_value(base)
        for mc in (0, 4, 30):
            for steel in range(6):
                for titanium in range(5):
                    for heat in heats:
                        state = with_(base, mc=mc, steel=steel, titanium=titanium, heat=heat)
                        for cost in (0, 4, 9, 14, 21):
                            for flags in ({"steel": True}, {"titanium": True}, {"steel": True, "titanium": True}):
                                best = None
                                for s in range(steel + 1 if flags.get("steel") else 1):
                                    for t in range(titanium + 1 if flags.get("titanium") else 1):
                                        for h in range(heat + 1):
                                            covered = s * vs + t * vt + h
                                            if any(n and covered - w >= cost for n, w in ((s, vs), (t, vt), (h, 1))):
                                                continue
                                            if max(0, cost - covered) > mc:
                                                continue
                                            key = (max(0, covered - cost), h, max(0, cost - covered))
                                            best = key if best is None or key < best else best
                                got = payment.propose(state, cost, **flags)
                                if best is None:
                                    assert got["short"] > 0, (corp, mc, steel, titanium, heat, cost, flags, got)
                                else:
                                    covered = got["steel"] * vs + got["titanium"] * vt + got["heat"]
                                    mine = (max(0, covered - cost), got["heat"], got["mc"])
                                    assert got["short"] == 0 and mine == best, (corp, mc, steel, titanium, heat, cost,
                                                                                 flags, got, best)
