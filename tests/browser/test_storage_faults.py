"""Storage faults and hostile input: the app still starts, says what happened, keeps every
other game, offers to export, and never turns a file or a URL into markup."""

import json

from playwright.sync_api import expect

from helpers import open_app, start_game, step_of, wait_ready


def play(page, n):
    for _ in range(n):
        before = step_of(page)
        for tid in ("roll-for-me", "numbers-confirm", "choice-0"):
            b = page.get_by_test_id(tid)
            if b.count() and b.is_enabled():
                b.click()
                break
        expect(page.locator(".table-screen")).not_to_have_attribute("data-step", str(before))


def test_storage_full_says_so_and_offers_export(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="full")
    play(page, 1)
    page.evaluate("""() => {
      const real = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (String(k).startsWith('solobots:save:')) throw new DOMException('full', 'QuotaExceededError');
        return real.call(this, k, v);
      };
    }""")
    play(page, 1)
    banner = page.locator("#storage-banner")
    expect(banner).to_contain_text("plein")
    with page.expect_download() as dl:
        banner.get_by_role("button").click()
    record = json.loads(dl.value.path().read_text("utf-8"))
    assert record["core"]["cursor"] == 2  # the export holds what storage could not
    play(page, 1)  # the game goes on
    assert step_of(page) == 3


def test_storage_unavailable_still_plays(page, site):
    page.add_init_script("""Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('denied', 'SecurityError'); } });""")
    open_app(page, site.url)
    expect(page.locator("#storage-banner")).to_contain_text("indisponible")
    start_game(page, "kotd", {"first": "autobot"}, seed="nostore")
    play(page, 3)
    assert step_of(page) == 3


def seed_damaged_entries(page):
    """A readable saved game plus a damaged one and one from an unknown engine version."""
    page.evaluate("""() => {
      const index = JSON.parse(localStorage.getItem('solobots:index'));
      const good = JSON.parse(localStorage.getItem('solobots:save:' + index[0].id));
      const old = structuredClone(good);
      old.id = 'oldversion'; old.core.engine = 0; old.updated = '2020-01-01T00:00:00Z';
      localStorage.setItem('solobots:save:oldversion', JSON.stringify(old));
      localStorage.setItem('solobots:save:broken', '{"format": "solobots-record", "id": "broken", tr');
      index.push({id: 'broken', game: 'kotd', updated: '2021-01-01T00:00:00Z', summary: {key: '<b>x</b>'}});
      index.push({id: 'oldversion', game: 'kotd', updated: '2020-01-01T00:00:00Z', summary: old.summary});
      localStorage.setItem('solobots:index', JSON.stringify(index));
    }""")


def test_damaged_and_older_saves_keep_the_others(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="keep")
    play(page, 2)
    seed_damaged_entries(page)
    page.click("#open-menu")
    page.click("#menu-home")
    page.reload()
    wait_ready(page)
    items = page.locator(".save-item")
    expect(items).to_have_count(3)
    broken = page.locator(".save-item[data-save=broken]")
    expect(broken).to_have_attribute("data-status", "damaged")
    expect(broken.get_by_test_id("resume")).to_have_count(0)
    with page.expect_download() as dl:
        broken.get_by_test_id("export").click()
    assert dl.value.path().read_text("utf-8").startswith('{"format": "solobots-record"')
    # The older-version save says why it cannot be played and offers its file.
    page.locator(".save-item[data-save=oldversion]").get_by_test_id("resume").click()
    expect(page.locator("#storage-banner")).to_contain_text("autre version")
    expect(page.get_by_test_id("roll-for-me")).to_be_disabled()
    # The good game still resumes and plays.
    page.click("#open-menu")
    page.click("#menu-home")
    page.locator(".save-item[data-status=running]").first.get_by_test_id("resume").click()
    expect(page.get_by_test_id("roll-for-me").or_(page.get_by_test_id("numbers-confirm")).or_(page.get_by_test_id("choice-0"))).to_be_enabled()
    play(page, 1)


def test_hostile_files_and_urls_stay_inert(page, site):
    open_app(page, site.url, "?lang=<img src=x onerror=window.__pwned=1>&game=<script>&embed=<b>")
    start_game(page, "kotd", {"first": "autobot"}, seed="<img src=y onerror=window.__pwned=2>")
    play(page, 1)
    expect(page.locator(".table-screen")).to_be_visible()
    page.click("#open-menu")
    expect(page.locator("#menu-seed")).to_have_text("<img src=y onerror=window.__pwned=2>")
    page.click("#export-game")  # nothing to wait for: the download is not needed
    page.keyboard.press("Escape")
    record = json.loads(page.evaluate("localStorage.getItem('solobots:save:' + JSON.parse(localStorage.getItem('solobots:pref:current')))"))
    page.click("#open-menu")
    page.click("#menu-home")
    record["created"] = "<img src=z onerror=window.__pwned=3>"
    record["summary"] = {"key": "<svg onload=window.__pwned=4>", "params": {}}
    record["view"]["instruction"] = {"msg": {"key": "<img src=w onerror=window.__pwned=5>", "params": {}}, "rule": None}
    huge = json.dumps({**record, "padding": "x" * 2_100_000})
    for text, expected in ((json.dumps(record), "importée"), (huge, "volumineux"),
                           (json.dumps([record]), "pas une partie"), ("<html><script>window.__pwned=6</script>", "pas du JSON")):
        with page.expect_file_chooser() as fc:
            page.click("#import-btn")
        fc.value.set_files(files=[{"name": "x.json", "mimeType": "application/json", "buffer": text.encode()}])
        expect(page.locator("#toast")).to_contain_text(expected)
    page.locator(".save-item").first.get_by_test_id("resume").click()
    wait_ready(page)
    assert page.evaluate("window.__pwned") is None
    assert page.locator("main img, main script, main svg[onload]").count() == 0
