"""The virtual AI deck: make-up, draws without replacement, reshuffle, seeded replay;
the physical cards tapped in."""

from collections import Counter

import pytest

from solobots.core.errors import RuleError
from solobots.core.rng import Rng, seed_state
from solobots.core.session import Session
from solobots.ma import deck, game
from test_ma_kit import Table


def fresh(makeup=None, seed="deck"):
    holder = {"rng": seed_state(seed)}
    d = deck.new("virtual", makeup or deck.default_makeup())
    return d, Rng(holder)


def test_composition_of_the_default_deck():
    d, rng = fresh()
    deck.build(d, rng)
    counts = Counter(d["draw"])
    assert counts["invasion"] == 4 and len(d["draw"]) == 22
    assert all(counts[c] == 2 for c in deck.CARDS if c != "invasion")


def test_a_custom_make_up_from_the_options():
    makeup = dict.fromkeys(deck.CARDS, 0)
    makeup.update(centre_big_gun=5, invasion=1)
    t = Table(deck_mode="virtual", makeup=makeup)
    t.start()
    assert Counter(t.state["deck"]["draw"]) == Counter({"centre_big_gun": 5, "invasion": 1})


def test_a_partial_make_up_keeps_the_defaults_for_the_rest():
    assert deck.read_makeup({"invasion": 0})["left_closest"] == 2


@pytest.mark.parametrize("makeup", [{"invasion": 7}, {"invasion": -1}, {"nope": 1}, {"invasion": True}, [],
                                    dict.fromkeys(deck.CARDS, 0)])
def test_bad_make_ups_are_refused(makeup):
    with pytest.raises(RuleError):
        game.setup({"makeup": makeup}, "x")


def test_draws_without_replacement_then_a_reshuffle():
    d, rng = fresh()
    deck.build(d, rng)
    drawn = [deck.draw(d, rng, None) for _ in range(22)]
    assert not any(r for _, r in drawn)
    assert Counter(c for c, _ in drawn) == Counter(deck.default_makeup())
    assert d["draw"] == [] and len(d["discard"]) == 22
    card, reshuffled = deck.draw(d, rng, None)
    assert reshuffled and len(d["draw"]) == 21 and d["discard"] == [card]


def test_the_reshuffle_is_logged_in_a_game():
    makeup = dict.fromkeys(deck.CARDS, 0)
    makeup.update(invasion=1)
    t = Table(deck_mode="virtual", makeup=makeup)
    t.start().answer("done")  # the turn over: with the virtual deck the app draws at once
    assert t.q == "invasion_ack" and t.state["deck"]["draw"] == []
    t.answer("done").card(None)
    assert "ma.log.reshuffled" in t


def test_seeded_replay_draws_the_same_cards():
    def sequence(seed):
        d, rng = fresh(seed=seed)
        deck.build(d, rng)
        return [deck.draw(d, rng, None)[0] for _ in range(30)]
    assert sequence("a") == sequence("a")
    assert sequence("a") != sequence("b")


def test_a_session_replays_its_virtual_draws_exactly():
    session = Session("ma", {"deck_mode": "virtual", "use_board": False}, "replay")
    session.act({"type": "answer", "value": "start"})
    session.act({"type": "answer", "value": "done"})
    for _ in range(6):
        state = session.state
        if state["ask"]["q"] == "draw":
            session.act({"type": "draw", "card": None})
        else:
            session.act({"type": "answer", "value": state["ask"]["values"][-1]})
    again = Session.from_save(session.to_save())
    assert again.state == session.state


def test_a_card_drawn_by_hand_leaves_the_virtual_pile():
    d, rng = fresh()
    deck.build(d, rng)
    deck.draw(d, rng, "invasion")
    assert Counter(d["draw"])["invasion"] == 3
    for _ in range(3):
        deck.draw(d, rng, "invasion")
    with pytest.raises(RuleError) as err:
        deck.draw(d, rng, "invasion")
    assert err.value.key == "ma.error.card_not_in_deck"


def test_physical_cards_must_be_tapped_in():
    d = deck.new("physical", deck.default_makeup())
    rng = Rng({"rng": seed_state("p")})
    with pytest.raises(RuleError):
        deck.draw(d, rng, None)
    assert deck.draw(d, rng, "right_farthest") == ("right_farthest", False)
    assert deck.draw(d, rng, "right_farthest") == ("right_farthest", False)
    with pytest.raises(RuleError):
        deck.draw(d, rng, "joker")


def test_editing_the_make_up_mid_game_rebuilds_the_deck():
    t = Table(deck_mode="virtual")
    t.start()
    t.do({"type": "settings", "open": True}, {"type": "setting", "field": "deck.invasion", "value": 0})
    assert "invasion" not in t.state["deck"]["draw"] and len(t.state["deck"]["draw"]) == 18
    assert t.refused({"type": "setting", "field": "deck.invasion", "value": 7}) == "error.out_of_range"


def test_the_make_up_cannot_become_empty():
    makeup = dict.fromkeys(deck.CARDS, 0)
    makeup.update(invasion=1)
    t = Table(deck_mode="virtual", makeup=makeup)
    assert t.refused({"type": "setting", "field": "deck.invasion", "value": 0}) == "ma.error.empty_deck"


def test_the_deck_steppers_show_in_preparation():
    t = Table(deck_mode="virtual")
    titles = [g["title"]["key"] for g in game.view(t.state)["controls"]]
    assert "ma.controls.deck" in titles and "ma.controls.sectors" in titles
    t.start()
    titles = [g["title"]["key"] for g in game.view(t.state)["controls"]]
    assert titles == ["ma.controls.vp", "ma.controls.series"]
