"""Issue 21 item 6 and issue 23 item 3, played by hand at both tablet sizes in both
languages, from a new game: "Play a card" is an answer of "Your action?"; the search, the
chosen card and its payment are in view together, the payment proposed with steel; a
card with a tile (Mining Rights, a Building card since the reference fix) and a blue card
(Aquifer Pumping) whose action is one tap from the question, paid with steel as proposed.
At every tap the target is in view, not covered, and did not move as the finger came
down; the page never scrolls; a counter tapped twice stays where it was."""

import re

import pytest
from playwright.sync_api import expect

from hands import PROBE, SMALL_TARGETS
from hands import Hands as BaseHands
from helpers import open_app, start_game, wait_ready

FRAMES = {"portrait": (820, 1180), "landscape": (1180, 820)}
# A club page's column: the page scrolls there, as a player scrolls to what they tap.
EMBEDS = {"embed400": (400, 720, "fr"), "embed700": (700, 900, "en")}
WORDS = {
    # Cards and corporations as printed in the French edition (issue 32).
    "fr": {"play": "Jouer une carte", "corp": "Cinématiques Interplanétaires", "pumping": "Pompage de l'Aquifère",
           "place": "posez votre", "steel_prod": "Prod. acier"},
    "en": {"play": "Play a card", "corp": "Interplanetary Cinematics", "pumping": "Aquifer Pumping",
           "place": "place your", "steel_prod": "Steel prod."},
}


class Hands(BaseHands):
    """The shared hands (hands.py), and the map's spaces of Terraforming Mars."""

    def space(self):
        """A marked space of the map the finger can reach (the first in reading order)."""
        spaces = self.page.locator(".tm-map .hex.legal")
        expect(spaces.first).to_be_visible()
        for i in range(spaces.count()):
            hexagon = spaces.nth(i)
            if not self.framed:
                hexagon.evaluate("el => el.scrollIntoView({block: 'center', inline: 'nearest'})")
            if not hexagon.evaluate(PROBE)["covered"]:
                space = hexagon.get_attribute("data-space")
                self.tap(hexagon)
                return space
        raise AssertionError("no marked space can be tapped")


def bonus_mc(page):
    """M€ the last tile got from neighbouring oceans (2 each), read from what just happened."""
    text = page.locator("#bot-did").inner_text() if page.locator("#bot-did").count() else ""
    found = re.search(r"\+(\d+) M€", text)
    return int(found.group(1)) if found else 0


def new_game(page, site, lang, size):
    width, height = FRAMES[size]
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, site.url, f"?lang={lang}")
    start_game(page, "tm", seed=f"hands-{lang}-{size}")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", list(FRAMES))
def test_a_card_with_a_tile_and_a_blue_action_by_hand(page, site, lang, size):
    new_game(page, site, lang, size)
    play_the_round(page, lang, Hands(page))


@pytest.mark.parametrize("size", list(EMBEDS))
def test_the_same_round_in_an_embed(page, site, size):
    width, height, lang = EMBEDS[size]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{site.url}index.html?embed=1&game=tm&lang={lang}")
    wait_ready(page)
    page.fill("#seed", f"hands-{size}")
    page.click("#start-game")
    expect(page.locator(".table-screen")).to_be_visible()
    play_the_round(page, lang, Hands(page, framed=False))


def play_the_round(page, lang, hands):
    words = WORDS[lang]
    # The set-up: the app draws the neutral cards, the tiles are copied, then the
    # corporation (20 steel) and 3 cards kept.
    hands.tap(page.get_by_test_id("tm-draw"))
    for _ in range(4):
        hands.tap(page.get_by_test_id("choice-0"))
    hands.answer(words["corp"])
    for _ in range(3):
        hands.tap(page.get_by_test_id("num-count-plus"), step=False)
    hands.tap(page.get_by_test_id("numbers-confirm"))
    setup_taps = hands.taps

    # "Play a card" is the first answer; it opens the list with the search in view.
    first = page.locator("#prompt .choices button").first
    expect(first).to_contain_text(words["play"])
    assert page.evaluate(SMALL_TARGETS) == []
    expect(first).to_contain_text("3")
    hands.tap(first)
    picker = page.locator(".tm-picker")
    expect(picker).to_be_visible()
    hands.type(page.locator("#tm-card-search"), "mining rights")
    hands.tap(page.locator("#tm-matches .tm-card[data-card='067']"), step=False)
    # the chosen card, what it does and its payment, all in view together (an embed's
    # player scrolls the card list to the top of the screen first); steel proposed: 9 M€
    # is 4 steel and 1 M€ (5 steel would waste one)
    if not hands.framed:
        page.locator("#picture").evaluate("el => el.scrollIntoView({block: 'start'})")
    does = ".tm-chosen .tm-does" if hands.framed else ".tm-chosen .tm-chosen-does"  # an embed's scrolls
    for part in ("#tm-card-search", ".tm-chosen .tm-chosen-name", does,
                 "[data-testid=pay-steel-value]", "[data-testid=tm-play-confirm]"):
        hands.probe(page.locator(part), scroll=False)
    expect(page.get_by_test_id("pay-steel-value")).to_have_text("4")
    expect(page.locator("#tm-mc-needed")).to_contain_text("1 M€")
    assert page.evaluate(SMALL_TARGETS) == []
    # the player may pay otherwise: one steel fewer, 2 M€ more
    hands.tap(page.get_by_test_id("pay-steel-minus"), step=False)
    expect(page.get_by_test_id("pay-steel-value")).to_have_text("3")
    expect(page.locator("#tm-mc-needed")).to_contain_text("3 M€")
    hands.tap(page.get_by_test_id("tm-play-confirm"))
    # its tile: the map is back, where the tile goes
    expect(page.locator(".tm-board")).to_have_attribute("data-pending", "special")
    expect(page.locator("#instruction")).to_contain_text(words["place"])
    space = hands.space()
    expect(page.locator(f".tm-map .hex[data-space='{space}']")).to_have_class(re.compile("tile-special owner-player"))
    metal = "steel" if page.locator("#val-prod_steel").inner_text() == "1" else "titanium"
    expect(page.locator(f"#val-prod_{metal}")).to_have_text("1")
    expect(page.locator("#val-mc")).to_have_text(str(30 - 9 - 3 + bonus_mc(page)))
    # the instruction names where each change comes from (issue 23)
    expect(page.locator("#instruction")).to_contain_text("(Mining Rights · 067)")
    card_with_tile = hands.taps - setup_taps

    # Aquifer Pumping: 18 M€ in steel (9), proposed.
    steel = int(page.locator("#val-steel").inner_text())  # 20 - 3, and the space's bonus
    assert steel >= 17
    hands.answer(words["play"])
    hands.type(page.locator("#tm-card-search"), "aquifer")
    hands.tap(page.locator("#tm-matches .tm-card[data-card='187']"), step=False)
    expect(page.get_by_test_id("pay-steel-value")).to_have_text("9")
    hands.tap(page.get_by_test_id("tm-play-confirm"))
    expect(page.locator("#val-steel")).to_have_text(str(steel - 9))

    # Its action is an answer of the question, paid with 4 steel as proposed: one tap, then the ocean.
    before_action = hands.taps
    action = page.locator("#prompt .choices button", has_text=words["pumping"])
    expect(action).to_have_count(1)
    hands.tap(action)
    expect(page.locator("#val-steel")).to_have_text(str(steel - 9 - 4))
    expect(page.locator(".tm-board")).to_have_attribute("data-pending", "ocean")
    hands.space()
    expect(page.locator(".tm-gauge[data-gauge=oceans]")).to_have_attribute("data-value", "1")
    expect(page.locator("#prompt .choices button", has_text=words["pumping"])).to_have_count(0)  # used
    blue_action = hands.taps - before_action

    # A counter tapped twice: the "+" stays under the finger, one logged change.
    plus = page.get_by_test_id("mc-plus")
    mc = int(page.locator("#val-mc").inner_text())
    here = hands.tap(plus, step=False)
    again = hands.tap(plus)
    expect(page.locator("#val-mc")).to_have_text(str(mc + 2))
    after = hands.probe(plus)  # after the step too
    assert all(abs(a - b) <= 1 for box in (again, after) for a, b in zip(here, box, strict=True)), (here, again, after)

    assert (card_with_tile, blue_action) == (5, 2)  # answer, card, one steel fewer, pay, space


SECOND = {"fr": {"back": "Retour aux actions", "raise": "température"},
          "en": {"back": "Back to the actions", "raise": "temperature"}}


@pytest.mark.parametrize(("size", "lang"), [("portrait", "en"), ("landscape", "fr"), ("portrait", "fr"),
                                            ("landscape", "en")])
def test_back_sell_effects_and_an_action_paid_another_way(page, site, size, lang):
    """The other gestures of the card list and the cards in play: back to the question,
    selling patents, a card effect entered by hand, and a blue action paid otherwise than
    proposed from its card in play."""
    words, more = WORDS[lang], SECOND[lang]
    new_game(page, site, lang, size)
    hands = Hands(page)
    hands.tap(page.get_by_test_id("tm-draw"))
    for _ in range(4):
        hands.tap(page.get_by_test_id("choice-0"))
    hands.answer(words["corp"])
    for _ in range(3):
        hands.tap(page.get_by_test_id("num-count-plus"), step=False)
    hands.tap(page.get_by_test_id("numbers-confirm"))
    did = page.locator("#bot-did .did-line").all_inner_texts()

    # Back: the same question again, nothing else changed (no line in "what just happened")
    hands.answer(words["play"])
    expect(page.locator(".tm-picker")).to_be_visible()
    hands.answer(more["back"])
    expect(page.locator(".tm-picker")).to_have_count(0)
    expect(page.locator("#prompt .choices button").first).to_contain_text(words["play"])
    expect(page.locator("#bot-did .did-line")).to_have_count(0)  # opening and closing the list wrote no line
    assert did

    # Selling a patent from the list (nothing chosen): 1 M€, one card fewer
    mc = int(page.locator("#val-mc").inner_text())
    hands.answer(words["play"])
    hands.tap(page.get_by_test_id("tm-sell"))
    expect(page.locator("#val-hand")).to_have_text("2")
    expect(page.locator("#val-mc")).to_have_text(str(mc + 1))
    expect(page.locator(".tm-picker")).to_have_count(0)

    # A card effect entered by hand: +1 temperature step
    hands.answer(words["play"])
    hands.tap(page.locator(".tm-effects summary"), step=False)
    hands.tap(page.locator(".tm-effect-buttons button", has_text=more["raise"]))
    expect(page.locator(".tm-gauge[data-gauge=temperature]")).to_have_attribute("data-value", "-28")

    # Aquifer Pumping played, then its action from the card in play, paid 3 steel (6) and
    # 2 M€ instead of the proposed 4 steel
    hands.answer(words["play"])
    hands.type(page.locator("#tm-card-search"), "aquifer")
    hands.tap(page.locator("#tm-matches .tm-card[data-card='187']"), step=False)
    hands.tap(page.get_by_test_id("tm-play-confirm"))
    steel, mc = (int(page.locator(f"#val-{r}").inner_text()) for r in ("steel", "mc"))
    hands.tap(page.get_by_test_id("tm-tab-inplay"), step=False)
    stepper = page.get_by_test_id("act-187-steel-value")
    expect(stepper).to_have_text("4")  # the proposal
    hands.tap(page.get_by_test_id("act-187-steel-minus"), step=False)
    expect(stepper).to_have_text("3")
    hands.tap(page.get_by_test_id("tm-action-187"))
    expect(page.locator("#val-steel")).to_have_text(str(steel - 3))
    expect(page.locator("#val-mc")).to_have_text(str(mc - 2))
    expect(page.locator(".tm-board")).to_have_attribute("data-pending", "ocean")
