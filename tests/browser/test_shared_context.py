"""The browser context the game tests share (conftest.py) leaves nothing of a game to the
next test: once its storage is cleared, no saved game, no second copy, no preference is
left, and the app, loaded again, brings nothing back from a copy."""

from playwright.sync_api import expect

from helpers import clear_site_storage, open_app, start_game, tap, wait_ready

# Every file in the site's private file system (mirror.js keeps the second copies there).
OPFS_FILES = """async () => { const names = [];
  const walk = async (dir, path) => { for await (const [name, entry] of dir.entries()) {
    if (entry.kind === 'directory') await walk(entry, path + name + '/'); else names.push(path + name); } };
  await walk(await navigator.storage.getDirectory(), '');
  return names; }"""


def test_a_cleared_context_keeps_no_game_and_no_copy(page, site):
    open_app(page, site.url, "?lang=en")
    start_game(page, "kotd", {"first": "autobot"}, seed="shared")
    tap(page, page.get_by_test_id("roll-for-me"))
    expect(page.locator("#save-state")).to_have_attribute("data-state", "saved")
    page.wait_for_function(f"async () => (await ({OPFS_FILES})()).length > 0")  # the second copy
    assert page.evaluate("() => localStorage.length") > 0

    clear_site_storage(page, site.url)  # as between two tests: the app left first
    page.goto(site.url + "index.html")
    wait_ready(page)
    page.wait_for_timeout(3000)  # past the start's check of every copy (storage-notices.js)
    expect(page.locator(".save-item")).to_have_count(0)
    expect(page.locator("#storage-banner")).to_be_hidden()
    assert page.evaluate(OPFS_FILES) == []
    # What the sharing is for: the site's files stay in the offline cache.
    assert page.evaluate("() => Boolean(navigator.serviceWorker.controller)")
