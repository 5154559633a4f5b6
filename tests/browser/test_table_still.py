"""Issue 34: a tap never moves another control. Every stepper of every game, at both
tablet sizes: tapped, then looked at 0.6 s and 1 s later, and once the change has reached
the engine and come back drawn: every control of the table (the stepper's own, its
neighbours', the question's, the bar's) stands where it stood. (Terraforming Mars at
1180 × 820 with the card list open once dropped the counters 68 px under a finger: the
first counter's "What just happened" came in above them.)

Each game is played from a new game by its own buttons (the walk of autoplay.py); at each
step every stepper not yet tried is tapped, + then − (the value comes back)."""

import random
import time

import pytest
from playwright.sync_api import expect

from autoplay import play_step
from helpers import open_app, start_game, tap

SIZES = {"portrait": (820, 1180, "fr"), "landscape": (1180, 820, "en")}
# game -> (setup choices, steps walked, steppers that must have been tried)
GAMES = {
    "kotd": ({"first": "autobot"}, 6, {"fame", "destruction", "player_life", "autobot_life", "autobot_cubes"}),
    "e300": ({}, 4, {"score", "bridge", "hand-greece", "hand-persia"}),
    "tm": ({}, 9, {"mc", "prod_energy", "hand", "tr", "num-count"}),
    "ma": ({}, 2, {"vp_human", "vp_martian", "series", "deck_invasion"}),
    "ma_tools": ({}, 3, {"tool-att_extra", "tool-def_extra"}),
}

# Where every control of the table is (its left and top, whole pixels), by its test id or id.
CONTROLS = """() => Object.fromEntries([...document.querySelectorAll(
    '.table-screen button, .table-screen input, .table-screen select, .bottom-bar button')]
  .filter((el) => el.offsetParent && (el.dataset.testid || el.id))
  .map((el) => { const r = el.getBoundingClientRect();
                 return [el.dataset.testid || el.id, [Math.round(r.left), Math.round(r.top)]]; }))"""
STEPPERS = """() => [...new Set([...document.querySelectorAll('.table-screen .stepper-btn')]
  .filter((b) => b.offsetParent && b.dataset.testid).map((b) => b.dataset.testid.replace(/-(plus|minus)$/, '')))]"""
# The change has been sent, answered and drawn (counters are gathered for 600 ms first).
SETTLED = """() => { const g = window.solobots.session.game;
  return !g.pending && !g.flushing && !g.busy && !document.querySelector('.table-screen[inert]'); }"""


def moved(before, after):
    return {k: (before[k], after[k]) for k in before if k in after and before[k] != after[k]}


def tap_and_watch(page, target, label, looks=(0.6, 1.0)):
    """Tap `target`; every control must stand where it stood at each of `looks` (seconds
    after the tap) and once the change is drawn."""
    page.wait_for_function(SETTLED)
    target.scroll_into_view_if_needed()  # a panel that scrolls inside itself, as a player scrolls it
    page.wait_for_timeout(100)
    before = page.evaluate(CONTROLS)
    target.click()
    start = time.monotonic()
    for at in looks:
        page.wait_for_timeout(max(0, (at - (time.monotonic() - start)) * 1000))
        shift = moved(before, page.evaluate(CONTROLS))
        assert not shift, f"{label}: {at} s after the tap, controls moved: {shift}"
    page.wait_for_function(SETTLED, timeout=15_000)
    page.wait_for_timeout(100)
    shift = moved(before, page.evaluate(CONTROLS))
    assert not shift, f"{label}: once drawn again, controls moved: {shift}"


def try_steppers(page, tried, label):
    for base in page.evaluate(STEPPERS):
        if base in tried:
            continue
        tried.add(base)
        # + looked at 0.6 s and 1 s after the tap; − (the value back) once drawn again
        for sign, looks in (("plus", (0.6, 1.0)), ("minus", ())):
            button = page.get_by_test_id(f"{base}-{sign}")
            if button.count() and button.is_visible() and button.is_enabled():
                tap_and_watch(page, button, f"{label} {base}-{sign}", looks)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", list(GAMES))
def test_no_stepper_moves_a_control(page, site, game, size):
    width, height, lang = SIZES[size]
    choices, steps, needed = GAMES[game]
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, site.url, f"?lang={lang}")
    start_game(page, game, choices, seed="still")
    rng = random.Random(1)
    tried = set()
    for i in range(steps + 1):
        try_steppers(page, tried, f"{game} {size} step {i}")
        if i < steps and not play_step(page, rng):
            break
    assert needed <= tried, f"steppers never met: {needed - tried}"


@pytest.mark.parametrize("size", list(SIZES))
def test_terraforming_counters_with_the_card_list_open(page, site, size):
    """The issue's own case: the card list open, "Cards in hand +" then TR +, each tapped
    twice 0.4 s apart at the same spot: both taps land on it (6 → 8), nothing else moves."""
    width, height, lang = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, site.url, f"?lang={lang}")
    start_game(page, "tm", seed="still")
    # the set-up: the app draws the neutral cards, the tiles copied, the first corporation
    # (the beginners', ten cards in hand)
    tap(page, page.get_by_test_id("tm-draw"))
    for _ in range(5):
        tap(page, page.get_by_test_id("choice-0"))
    tap(page, page.locator("#prompt .choices button").first)  # Play a card: the list opens
    expect(page.locator(".tm-picker")).to_be_visible()
    for counter in ("hand", "tr"):
        value = int(page.get_by_test_id(f"{counter}-value").inner_text())
        plus = page.get_by_test_id(f"{counter}-plus")
        page.wait_for_function(SETTLED)
        plus.scroll_into_view_if_needed()
        box = plus.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        before = page.evaluate(CONTROLS)
        page.mouse.click(x, y)
        page.wait_for_timeout(400)
        page.mouse.click(x, y)
        page.wait_for_timeout(1000)
        page.wait_for_function(SETTLED, timeout=15_000)
        assert not moved(before, page.evaluate(CONTROLS))
        expect(page.get_by_test_id(f"{counter}-value")).to_have_text(str(value + 2))
