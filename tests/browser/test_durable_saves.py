"""A tablet's system kills a backgrounded browser without warning: every action the
screen showed as saved must be there when the browser is opened again. The browser here
is a real Chromium process on a profile folder, killed with SIGKILL half a second after a
tap, then started again on the same folder."""

import pytest
from playwright.sync_api import expect

from helpers import ENGINE_TIMEOUT, next_step, start_game, step_of, wait_ready
from killable import Browser


@pytest.fixture
def chromium_process(playwright, tmp_path):
    browser = Browser(playwright, tmp_path / "profile")
    yield browser
    if browser.proc and browser.proc.poll() is None:
        browser.kill()


def answer(page):
    before = step_of(page)
    page.locator("[data-testid=roll-for-me], [data-testid=numbers-confirm], [data-testid=choice-0]").first.click()
    next_step(page, before)


@pytest.mark.parametrize("taps", [1, 3])
def test_a_browser_killed_half_a_second_after_a_tap_loses_nothing(chromium_process, site, taps):
    page = chromium_process.start()
    page.goto(site.url)
    wait_ready(page)
    start_game(page, "kotd", {"first": "autobot"}, seed=f"killed-{taps}")
    for _ in range(taps):
        answer(page)
    step = step_of(page)
    page.wait_for_timeout(500)
    chromium_process.kill()

    page = chromium_process.start()
    page.goto(site.url)
    # The game on the table comes back, at the step the last tap reached.
    expect(page.locator(".table-screen")).to_have_attribute("data-step", str(step), timeout=ENGINE_TIMEOUT)
    wait_ready(page)
    answer(page)
    assert step_of(page) == step + 1


def test_a_game_started_just_before_the_kill_is_kept(chromium_process, site):
    page = chromium_process.start()
    page.goto(site.url)
    wait_ready(page)
    start_game(page, "kotd", {"first": "autobot"}, seed="born-and-killed")
    page.wait_for_timeout(500)
    chromium_process.kill()
    page = chromium_process.start()
    page.goto(site.url)
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "0", timeout=ENGINE_TIMEOUT)
