"""Steps the browser tests share: open the app, wait for the engine, drive a game."""

from playwright.sync_api import expect

import i18n_build  # scripts/ (tests/localsite.py puts it on the path)

ENGINE_TIMEOUT = 60_000


def open_app(page, url, query=""):
    page.goto(url + ("index.html" + query if query else ""))
    wait_ready(page)


# The page's <html lang> for a language of the site: its own code, but the tests'
# pseudo-language says it is a pseudo-locale (web/js/i18n.js LOCALES).
def html_lang(lang):
    return "en-XA" if lang == i18n_build.PSEUDO else lang


def wait_ready(page):
    page.wait_for_selector("html[data-engine=ready]", timeout=ENGINE_TIMEOUT, state="attached")


# What the site stores, but its offline cache (the service worker's): see clear_site_storage.
SITE_STORAGE = "indexeddb,local_storage,file_systems,websql,storage_buckets,cookies"


def clear_site_storage(page, origin):
    """Everything the site stored in this page's browser context, but its offline cache:
    what the tests sharing a context clear between two of them (conftest.py). The page
    leaves the app first: an app open on its storage writes back the games it holds when
    that storage goes (storage-notices.js), as it should for a player."""
    page.goto("about:blank")
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Storage.clearDataForOrigin", {"origin": origin.rstrip("/"), "storageTypes": SITE_STORAGE})
    finally:
        cdp.detach()


def saved_records(page):
    """Every saved game's record, read from the browser's storage through the app's store."""
    return page.evaluate("() => window.solobots.store.allRecords()")


def current_record(page):
    """The stored record of the game on the table."""
    return page.evaluate("async () => window.solobots.store.loadRecord(await window.solobots.store.getCurrent())")


def step_of(page):
    return int(page.locator(".table-screen").get_attribute("data-step"))


def tap(page, target):
    """Tap a control that makes an engine step, and wait for the new screen: the engine
    answers asynchronously (it runs in a worker), so the step has not changed yet when
    the click returns."""
    before = step_of(page)
    (page.locator(target) if isinstance(target, str) else target).click()
    next_step(page, before)


def next_step(page, before):
    """Wait for the engine's next screen and for its controls to take a tap: a new step's
    controls are inert for their first moments (the double-tap guard), and a tap then is
    dropped, as the player's second tap of a double tap is."""
    expect(page.locator(".table-screen")).not_to_have_attribute("data-step", str(before))
    page.wait_for_selector(".table-screen:not([inert])")


def start_game(page, game, choices=None, seed=None):
    """From the home screen: open the game's setup, tick choices {field: value}, start."""
    page.get_by_test_id(f"new-{game}").click()
    for field, value in (choices or {}).items():
        option = page.locator(f"#opt-{field}-{value}")
        # in the middle of the screen, as a player scrolls to it, clear of the form's start bar
        option.evaluate("el => (el.closest('label') || el).scrollIntoView({block: 'center'})")
        option.check(force=True)
    if seed is not None:
        page.fill("#seed", seed)
    page.click("#start-game")
    expect(page.locator(".table-screen")).to_be_visible()


def enter_dice(page, faces):
    """Enter physical dice: tap each face, then confirm; a single die is one tap."""
    if page.locator(".dice-pad.single").count():
        assert len(faces) == 1, faces
        tap(page, page.locator(f".face-buttons [data-face='{faces[0]}']"))
        return
    for face in faces:
        page.locator(f".face-buttons [data-face='{face}']").click()
    tap(page, page.get_by_test_id("dice-confirm"))


def engine_call(page, method, *args):
    """A call to the engine's worker, as the page makes it."""
    return page.evaluate("([m, a]) => window.solobots.call(m, ...a)", [method, list(args)])


def show_tm_pane(page, pane):
    """Bring a pane of the widget into view: the map, the cards, the cards in play. Where
    the picture box is wider than tall the map is always there and its tab is hidden."""
    expect(page.locator(".tm-board")).to_be_visible()
    tab = page.get_by_test_id(f"tm-tab-{pane}")
    if tab.count() and tab.is_visible():
        tab.click()
