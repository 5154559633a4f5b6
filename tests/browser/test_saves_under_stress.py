"""Reload at random moments, close and reopen the tab: the game ends exactly as an
uninterrupted run with the same inputs."""

import random

from playwright.sync_api import expect

from helpers import current_record, next_step, open_app, start_game, step_of, wait_ready
from solobots.api import describe
from solobots.core.session import Session

STEPS = 36
OPTIONS = {"first": "autobot", "player_monster": "gigazaur", "autobot_monster": "the_king", "difficulty": "hard"}


def quick_answer(prompt):
    """The same answer the browser test gives: roll for me, the defaults, the first choice."""
    if prompt["kind"] == "dice":
        return {**prompt["action"], "faces": None}
    if prompt["kind"] == "numbers":
        return {**prompt["action"], "values": {f["id"]: f["value"] for f in prompt["fields"]}}
    return prompt["choices"][0]["action"]


def uninterrupted(seed, steps):
    s = Session("kotd", OPTIONS, seed)
    for _ in range(steps):
        prompt = describe(s)["prompt"]
        if prompt["kind"] == "none":
            break
        s.act(quick_answer(prompt))
    return s.to_save()


def answer_in_page(page):
    before = step_of(page)
    for tid in ("roll-for-me", "numbers-confirm", "choice-0"):
        b = page.get_by_test_id(tid)
        if b.count():
            expect(b).to_be_enabled()
            b.click()
            next_step(page, before)
            return True
    return False


def stored_core(page):
    return current_record(page)["core"]


def test_random_reloads_and_reopened_tabs_lose_nothing(page, site):
    seed = "stress-7"
    rnd = random.Random(seed)
    open_app(page, site.url)
    start_game(page, "kotd", dict(OPTIONS.items()), seed=seed)
    interruptions = 0
    for _ in range(STEPS):
        if page.locator("#game-over").count():
            break
        answer_in_page(page)
        moment = rnd.random()
        if moment < 0.2:
            page.reload()
            wait_ready(page)
            interruptions += 1
        elif moment < 0.3:
            page.reload()  # and again while Python is still loading
            page.reload()
            wait_ready(page)
            interruptions += 1
        elif moment < 0.4:
            context = page.context
            page.close()
            page = context.new_page()
            page.goto(site.url)
            wait_ready(page)
            interruptions += 1
    assert interruptions >= 5
    done = step_of(page)
    expected = uninterrupted(seed, done)
    got = stored_core(page)
    assert got["actions"] == expected["actions"]
    assert got["checksum"] == expected["checksum"] and got["cursor"] == expected["cursor"]
