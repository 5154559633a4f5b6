"""Cards the player plays: requirements, price and payment, hand, corporation effects
(seed III-D, III-E, V-3 A, E; rulings/tm.md "Cards played")."""

import pytest

from solobots.core.errors import RuleError
from solobots.tm import game
from test_tm_helpers import in_actions, keys, play, refs, with_


def ready(corp="R32", **extra):
    extra.setdefault("mc", 100)
    extra.setdefault("hand", 10)
    return with_(in_actions(corp), **extra)


def card(cid, **pay):
    return {"type": "play", "card": cid, **pay}


def refused(state, action, key):
    before = repr(state)
    with pytest.raises(RuleError) as err:
        game.apply(state, action)
    assert err.value.key == key
    assert repr(state) == before
    return err.value


def test_playing_a_card_pays_it_and_takes_it_from_the_hand():
    state = play(ready(), card("090"))  # Research, 11: its 2 cards drawn
    assert state["res"]["mc"] == 89 and state["hand"] == 9 + 2 and state["played"] == ["090"]
    assert refs(state)[-1] == "tm.play_card"
    refused(state, card("090"), "tm.error.already_played")
    refused(ready(hand=0), card("090"), "tm.error.empty_hand")
    refused(ready(mc=10), card("090"), "tm.error.not_enough")
    refused(ready(), card("999"), "tm.error.unknown_card")


def test_steel_pays_building_cards_titanium_space_cards():
    state = play(ready(mc=0, steel=9, prod_energy=1), card("017", steel=9))  # Noctis City, 18, building
    assert state["res"]["steel"] == 0 and state["res"]["mc"] == 0
    refused(ready(steel=5), card("009", steel=1), "tm.error.no_steel_here")  # Asteroid: space event
    refused(ready(titanium=5, prod_energy=1), card("017", titanium=1), "tm.error.no_titanium_here")
    state = play(ready(mc=2, titanium=4), card("009", titanium=4))  # 12 + 2 M€, then its +2 titanium
    assert state["res"] == {**state["res"], "mc": 0, "titanium": 2}


def test_no_change_is_given_but_a_useless_extra_unit_is_refused():
    state = play(ready(mc=0, titanium=5), card("009", titanium=5))  # 15 for 14: needed
    assert state["res"]["titanium"] == 0 + 2 and state["res"]["mc"] == 0
    refused(ready(titanium=6), card("009", titanium=6), "tm.error.overpay")
    refused(ready(steel=12, prod_energy=1), card("017", steel=10), "tm.error.overpay")
    refused(ready(steel=2, prod_energy=1), card("017", steel=3), "tm.error.not_enough")
    for bad in (-1, True, "2", 1.5):
        with pytest.raises(RuleError):
            game.apply(ready(steel=5, prod_energy=1), card("017", steel=bad))


def test_titanium_and_steel_values_change_with_phobolog_and_advanced_alloys():
    state = play(ready("R09", mc=2, titanium=3), card("009", titanium=3))  # PhoboLog: 3 × 4 + 2
    assert state["res"]["mc"] == 0
    state = play(ready(prod_energy=1), card("071"))  # Advanced Alloys: steel 3, titanium 4
    state = play(with_(state, mc=0, steel=6), card("017", steel=6))
    assert state["res"]["steel"] == 0 and state["res"]["mc"] == 0


def test_discounts_of_corporations_and_cards():
    state = play(ready("R30"), card("030"))  # Teractor: Lunar Beam (earth) 13 - 3
    assert state["res"]["mc"] == 90
    state = play(ready("R13"), card("030"))  # Thorgate: power tag 13 - 3
    assert state["res"]["mc"] == 90
    state = play(ready("R13"), {"type": "project", "project": "power_plant"})
    assert state["res"]["mc"] == 92 and state["prod"]["energy"] == 2
    state = play(ready(), card("025"))  # Space Station: space cards -2
    state = play(state, card("009"))
    assert state["res"]["mc"] == 100 - 10 - 12
    state = play(ready(), card("070"))  # Earth Catapult: every card -2
    state = play(state, card("105"))  # Earth Office 1 -> 0
    assert state["res"]["mc"] == 100 - 23 - 0


def test_requirements_are_checked_and_relaxed_by_inventrix_and_cards():
    refused(ready(oxygen=3), card("054"), "tm.error.requirement")  # Small Animals: oxygen >= 6
    play(ready("R43", oxygen=4), card("054"))  # Inventrix: 2 steps of slack
    refused(ready("R43", oxygen=3), card("054"), "tm.error.requirement")
    refused(ready(oxygen=6), card("001"), "tm.error.requirement")  # oxygen <= 5
    play(ready("R43", oxygen=7), card("001"))
    state = play(ready(oxygen=4), card("153"))  # Adaptation Technology
    play(state, card("054"))
    state = play(ready(oxygen=4), card("206"))  # Special Design: the next card only
    play(state, card("054"))
    state = play(state, card("090"))
    refused(state, card("054"), "tm.error.requirement")


def test_tag_production_tile_requirements():
    err = refused(ready(), card("193"), "tm.error.requirement")  # Plantation: 2 science tags
    assert err.params["req"]["key"] == "tm.req.tags"
    state = play(ready(), card("192"))  # Invention Contest: a science event, its tag does not stay
    refused(state, card("193"), "tm.error.requirement")
    state = play(ready(), card("090"))  # Research: 2 science tags
    state = play(state, card("193"))
    assert state["pending"][0]["tile"] == "greenery"
    refused(ready(), card("002"), "tm.error.requirement")  # titanium production
    play(ready(prod_titanium=1), card("002"))
    play(ready(), card("186"))  # Rad-Suits: 2 cities in play, the neutral ones count
    refused(ready(), card("128"), "tm.error.requirement")  # a greenery of one's own


def test_corporation_effects_on_cards():
    state = play(ready("R19"), card("009"))  # Interplanetary Cinematics: +2 per event
    assert state["res"]["mc"] == 100 - 14 + 2 and "tm.corp.R19" in refs(state)
    state = play(ready("R08"), card("070"))  # CrediCor: 23 >= 20
    assert state["res"]["mc"] == 100 - 23 + 4
    state = play(ready("R03"), card("092"))  # Saturn Systems: +1 M€ production per jovian tag
    assert state["prod"]["mc"] == 1 + 2 + 1  # its own tag, Io's +2 M€ production, Io's jovian tag
    play(ready("R18", mc=10, heat=4), card("090", heat=1))  # Helion: heat as M€
    refused(ready(heat=4), card("090", heat=1), "tm.error.no_heat_here")


def test_a_card_entered_by_cost_vp_and_tags():
    state = play(ready(mc=0, steel=5), {"type": "play", "card": None, "cost": 10, "vp": 2, "tags": ["building"], "steel": 5})
    assert state["custom"] == [{"cost": 10, "vp": 2, "tags": ["building"]}] and state["hand"] == 9
    for bad in ({"cost": -1}, {"cost": 100}, {"cost": 5, "vp": 30}, {"cost": 5, "tags": ["wild"]},
                {"cost": 5, "tags": "building"}, {"cost": None}):
        with pytest.raises(RuleError):
            game.apply(ready(), {"type": "play", "card": None, **bad})


def test_any_player_cards_note_the_neutral_opponent():
    state = play(ready(), card("121"))  # Sabotage
    assert "tm.log.card_solo" in keys(state) and "tm.solo_neutral" in refs(state)


def test_sell_patents():
    state = play(ready(), {"type": "sell", "count": 3})
    assert state["hand"] == 7 and state["res"]["mc"] == 103
    for n in (0, 11, True, None):
        with pytest.raises(RuleError):
            game.apply(ready(), {"type": "sell", "count": n})


def test_blue_card_actions_once_per_generation():
    state = play(ready(), card("187"))  # Aquifer Pumping
    state = play(state, {"type": "use_action", "card": "187"}, {"type": "place", "space": "33"})
    assert state["res"]["mc"] == 100 - 18 - 8 and state["globals"]["oceans"] == 1
    refused(state, {"type": "use_action", "card": "187"}, "tm.error.action_used")
    refused(play(ready(), card("090")), {"type": "use_action", "card": "090"}, "tm.error.not_an_action_card")
    refused(ready(), {"type": "use_action", "card": "187"}, "tm.error.not_in_play")
    state = play(state, {"type": "pass"})
    assert state["used"] == []


def test_unmi_action_needs_tr_raised_this_generation():
    state = ready("R32")
    refused(state, {"type": "use_action", "card": "R32"}, "tm.error.unmi_no_tr")
    state = play(state, {"type": "raise", "param": "oxygen", "steps": 1})
    state = play(state, {"type": "use_action", "card": "R32"})
    assert state["tr"] == 16 and state["res"]["mc"] == 97 and state["tr_cards"] == 1
    refused(state, {"type": "use_action", "card": "R32"}, "tm.error.action_used")


def test_phobolog_example_of_the_seed_eight_titanium_for_thirty():
    # Seed V-3 A: Kim pays Mining Asteroids (30 M€, space) with 8 titanium worth 4 each.
    state = play(ready("R09", mc=0, titanium=10), card("040", titanium=8))
    assert state["res"]["titanium"] == 2 and state["res"]["mc"] == 0
    refused(ready("R09", mc=0, titanium=10), card("040", titanium=9), "tm.error.overpay")
