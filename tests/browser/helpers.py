"""Steps the browser tests share: open the app, wait for the engine, drive a game."""

import json

from playwright.sync_api import expect

ENGINE_TIMEOUT = 60_000


def open_app(page, url, query=""):
    page.goto(url + ("index.html" + query if query else ""))
    wait_ready(page)


def wait_ready(page):
    page.wait_for_selector("html[data-engine=ready]", timeout=ENGINE_TIMEOUT, state="attached")


def current_view(page):
    """The view the page shows, read from the saved record of the open game."""
    return page.evaluate("""() => {
      const idx = JSON.parse(localStorage.getItem('solobots:index') || '[]');
      return idx.map(e => JSON.parse(localStorage.getItem('solobots:save:' + e.id)));
    }""")


def saved_records(page):
    return current_view(page)


def step_of(page):
    return int(page.locator(".table-screen").get_attribute("data-step"))


def start_game(page, game, choices=None, seed=None):
    """From the home screen: open the game's setup, tick choices {field: value}, start."""
    page.get_by_test_id(f"new-{game}").click()
    for field, value in (choices or {}).items():
        page.locator(f"#opt-{field}-{value}").check(force=True)
    if seed is not None:
        page.fill("#seed", seed)
    page.click("#start-game")
    expect(page.locator(".table-screen")).to_be_visible()


def enter_dice(page, faces):
    for face in faces:
        page.locator(f".face-buttons [data-face='{face}']").click()
    page.get_by_test_id("dice-confirm").click()


def engine_call(page, method, *args):
    return json.loads(page.evaluate("([m, a]) => window.solobotsPy(m, a)", [method, json.dumps(list(args))]))
