"""Issue 22 in the browser: the dice tools filled from the board (the acting figure, its
enemy in the square, "moved in", the other side's figures offered first), a Martian's
shot in one tap, the objective mode off once the battle starts, and where things are at
the table's sizes: the palette beside the board, the mat keeping its size with a tool
open, the board right after the question in a narrow embed, saucers and robots in their
own shapes, shared squares legible."""

import re

import pytest
from playwright.sync_api import expect

from helpers import next_step, open_app, start_game, step_of

SIZES = {"landscape": (1180, 820), "portrait": (820, 1180)}


def acted(page, fn):
    before = step_of(page)
    fn()
    next_step(page, before)


def place(page, profile, square):
    page.locator(f".pal[data-profile={profile}]").click()
    acted(page, lambda: page.locator(f".ma-mat rect[data-square={square}]").click())


def token(page, profile):
    return page.locator(f".ma-mat .token[data-profile={profile}]")


def box(page, selector):
    return page.locator(selector).first.bounding_box()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_fight_with_takes_the_enemy_in_the_square_and_the_move_in(page, site, lang):
    open_app(page, site.url, f"?lang={lang}")
    start_game(page, "ma", choices={"deck_mode": "physical"})
    for profile, square in [("deke", "D3"), ("us_rifleman", "B2"), ("general_tor", "D4"), ("martian_leader", "F7")]:
        place(page, profile, square)
    page.get_by_test_id("ma-add").click()
    acted(page, lambda: page.get_by_test_id("choice-0").click())  # start the battle
    # Deke moves into General Tor's square on the app's board, then fights from there.
    page.locator(".ma-mat rect[data-square=D3]").click()
    page.get_by_test_id("move-f1").click()
    acted(page, lambda: page.locator(".ma-mat rect[data-square=D4]").click())
    expect(page.get_by_test_id("fight-with-f1")).to_be_visible()
    acted(page, lambda: page.get_by_test_id("fight-with-f1").click())
    expect(page.get_by_test_id("defender-fig-f3")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("tool-moved_in")).to_have_attribute("aria-pressed", "true")
    # only the other side's figures are offered, then another profile
    expect(page.locator("[data-testid^=defender-fig-]")).to_have_count(2)
    expect(page.get_by_test_id("defender-fig-f2")).to_have_count(0)
    expect(page.get_by_test_id("tool-defender-name")).to_have_text(re.compile("Un autre profil|Another profile"))
    # changing it stays possible
    acted(page, lambda: page.get_by_test_id("defender-fig-f4").click())
    expect(page.get_by_test_id("defender-fig-f4")).to_have_attribute("aria-pressed", "true")


def test_a_martian_shot_in_one_tap_and_the_next_card_at_hand(page, site):
    open_app(page, site.url, "?lang=en")
    start_game(page, "ma", seed="2")
    for profile, square in [("us_rifleman", "C3"), ("martian_disintegrator", "C6")]:
        place(page, profile, square)
    page.get_by_test_id("ma-add").click()
    acted(page, lambda: page.get_by_test_id("choice-0").click())  # start the battle
    acted(page, lambda: page.get_by_test_id("choice-0").click())  # turn over: the first card is drawn
    acted(page, lambda: page.locator("#prompt .choices button", has_text="No").click())  # no objective
    acted(page, lambda: page.get_by_test_id("choice-0").click())  # the rifleman, with a clear shot
    expect(page.get_by_test_id("choice-0")).to_have_text("Roll the attack")
    acted(page, lambda: page.get_by_test_id("choice-0").click())
    # resolved at once: the result in view, the next card's question on the prompt
    expect(page.locator(".ma-tool.shown")).to_be_visible()
    expect(page.locator(".ma-tool.shown .d8").first).to_be_visible()
    expect(page.locator("#instruction")).to_contain_text("Put an activation marker by Martian Trooper")
    expect(page.get_by_test_id("choice-0")).to_have_text(re.compile("Draw"))


def test_the_objective_mode_ends_with_the_set_up(page, site):
    open_app(page, site.url, "?lang=en")
    start_game(page, "ma", choices={"deck_mode": "physical"})
    place(page, "deke", "D2")
    page.get_by_test_id("ma-add").click()
    page.get_by_test_id("ma-objectives").click()
    expect(page.get_by_test_id("ma-objectives")).to_have_attribute("aria-pressed", "true")
    acted(page, lambda: page.get_by_test_id("choice-0").click())  # start the battle
    expect(page.get_by_test_id("ma-objectives")).to_have_attribute("aria-pressed", "false")
    acted(page, lambda: page.locator(".ma-mat rect[data-square=D2]").click())  # marks Deke, no objective
    expect(page.locator(".ma-mat .token.activated")).to_have_count(1)
    expect(page.locator(".ma-mat .objective-star")).to_have_count(0)


@pytest.mark.parametrize("size", list(SIZES))
def test_the_palette_beside_the_board_and_the_mat_keeps_its_size_with_a_tool(page, site, size):
    page.set_viewport_size(dict(zip(("width", "height"), SIZES[size], strict=True)))
    open_app(page, site.url, "?lang=fr")
    start_game(page, "ma", choices={"deck_mode": "physical"})
    mat, pal = box(page, ".ma-mat"), box(page, ".ma-palette")
    assert pal["x"] >= mat["x"] + mat["width"] - 1 and pal["y"] < mat["y"] + mat["height"]
    first = box(page, ".pal")
    assert first["y"] + first["height"] <= page.viewport_size["height"] - 80  # on screen, above the bar
    for profile, square in [("us_rifleman", "C3"), ("martian_disintegrator", "C6"), ("civilian", "C3"), ("deke", "C3")]:
        place(page, profile, square)
    page.get_by_test_id("ma-add").click()
    acted(page, lambda: page.get_by_test_id("choice-0").click())
    square = ".ma-mat rect[data-square=A1]"  # the size the squares are drawn at
    before = box(page, square)
    page.locator(".ma-mat rect[data-square=C3]").click()
    expect(page.get_by_test_id("ma-square")).to_be_in_viewport()  # the shared square's panel, in view
    acted(page, lambda: page.get_by_test_id("shoot-with-f1").click())
    expect(page.locator(".ma-tool")).to_be_visible()
    after = box(page, square)
    # (the side's own height may change with the words of the step; the tool takes no room from the mat)
    assert after["width"] >= before["width"] - 1
    # three tokens in one square stay legible
    heights = page.locator(".ma-mat .token[data-profile=civilian] .initials").evaluate_all(
        "els => els.map((e) => e.getBoundingClientRect().height)")
    assert min(heights) >= 11


def test_in_a_narrow_embed_the_board_follows_the_question(page, site):
    page.set_viewport_size({"width": 400, "height": 720})
    page.goto(f"{site.url}index.html?lang=en&embed=1&game=ma")
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=60_000)
    # a seed whose first card moves General Tor (another may start with Support cards)
    page.fill("#seed", "1")
    page.click("#start-game")
    expect(page.locator(".ma-mat")).to_be_visible()
    prompt, picture, controls = box(page, "#prompt"), box(page, "#picture"), box(page, "#controls")
    assert prompt["y"] + prompt["height"] <= picture["y"] <= controls["y"]
    assert box(page, ".ma-mat")["y"] < 720  # the board starts on the first screen
    for profile, square in [("us_rifleman", "C3"), ("general_tor", "C8")]:
        place(page, profile, square)
    page.get_by_test_id("ma-add").click()
    acted(page, lambda: page.get_by_test_id("choice-0").click())  # start
    # the player's turn asks to tap the figures activated: the mat comes up under the question
    expect(page.locator(".ma-board.tap-board")).to_have_count(1)
    assert box(page, "#prompt")["y"] < box(page, ".ma-mat")["y"] < box(page, ".ma-head")["y"]
    acted(page, lambda: page.get_by_test_id("choice-0").click())  # turn over: the first card
    # General Tor's move drawn: the mat leads the picture, right under the question
    expect(page.locator(".ma-board.bot-move")).to_have_count(1)
    mat, head = box(page, ".ma-mat"), box(page, ".ma-head")
    assert mat["y"] < head["y"]
    assert box(page, "#prompt")["y"] < mat["y"] < box(page, "#controls")["y"]


def test_saucers_and_giant_robots_have_their_own_shapes(page, site):
    open_app(page, site.url, "?lang=en")
    start_game(page, "ma", choices={"deck_mode": "physical"})
    for template in ("saucer", "robot"):
        page.get_by_test_id("ma-profiles-open").click()
        page.get_by_test_id(f"prof-template-{template}").click()
        page.locator("label[for=prof-confirm]").click()
        acted(page, lambda: page.get_by_test_id("prof-save").click())
    place(page, "c1", "D7")
    place(page, "c2", "E7")
    place(page, "martian_disintegrator", "F7")
    expect(token(page, "c1")).to_have_class(re.compile(r"\bshape-saucer\b"))
    expect(token(page, "c2")).to_have_class(re.compile(r"\bshape-robot\b"))
    assert token(page, "c1").locator("path.body").count() == 1
    assert token(page, "c2").locator("polygon.body").count() == 1
    assert token(page, "martian_disintegrator").locator("circle.body").count() == 1
    expect(page.locator(".pal[data-profile=c1]")).to_have_class(re.compile(r"\bshape-saucer\b"))
