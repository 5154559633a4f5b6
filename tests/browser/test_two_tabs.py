"""Two tabs on the same game: the second is told, and neither silently overwrites the other."""

from playwright.sync_api import expect

from helpers import current_record, open_app, start_game, wait_ready


def test_two_tabs_never_overwrite_each_other(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="2tabs")
    page.get_by_test_id("roll-for-me").click()
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "1")

    second = page.context.new_page()
    second.goto(site.url)
    wait_ready(second)
    expect(second.locator(".table-screen")).to_have_attribute("data-step", "1")
    expect(second.locator("#toast")).to_contain_text("autre onglet")

    # The first tab plays on: the second learns its copy is stale and stops acting.
    page.get_by_test_id("roll-for-me").click()
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "2")
    banner = second.locator("#update-banner")
    expect(banner).to_contain_text("autre onglet")
    expect(second.get_by_test_id("roll-for-me")).to_be_disabled()
    expect(second.locator("#undo")).to_be_disabled()

    # Loading the latest version brings the second tab to step 2; when it plays, the
    # first becomes the stale one, even without a broadcast (the revision check).
    banner.locator(".banner-action").click()
    expect(second.locator(".table-screen")).to_have_attribute("data-step", "2")
    second.get_by_test_id("roll-for-me").click()
    expect(second.locator(".table-screen")).to_have_attribute("data-step", "3")
    stored = current_record(page)
    assert stored["core"]["cursor"] == 3
    expect(page.locator("#update-banner")).to_contain_text("autre onglet")
    expect(page.locator("#undo")).to_be_disabled()

    # Without a broadcast (an older browser, a missed message) the revision check still
    # refuses to write over a copy saved elsewhere.
    page.locator("#update-banner .banner-action").click()
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "3")
    page.evaluate("""async () => {
      const store = window.solobots.store;
      const r = await store.loadRecord(await store.getCurrent());
      await store.saveRecord(r, r.rev);  // another writer moves the revision on
    }""")
    page.locator("#undo").click()
    expect(page.locator("#update-banner")).to_contain_text("autre onglet")
    stored = current_record(page)
    assert stored["core"]["cursor"] == 3
