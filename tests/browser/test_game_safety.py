"""No game is ever lost (issue 20), in a real browser: storage cleared under an open
game, a game IndexedDB lost coming back from its second copy, shared links that save
nothing without the player (even fed by a page of another site), imports all or nothing
(a browser killed during a 1,000-game import) and never twice, and a refused write tried
again (the real full disk: test_full_disk.py)."""

import json
import re
import time

import pytest
from playwright.sync_api import expect

from helpers import ENGINE_TIMEOUT, current_record, next_step, open_app, saved_records, start_game, step_of, wait_ready
from killable import Browser
from localsite import RunningSite
from test_storage_faults import FULL_STORAGE


def answer(page):
    before = step_of(page)
    page.locator("[data-testid=roll-for-me], [data-testid=numbers-confirm], [data-testid=choice-0]").first.click()
    next_step(page, before)


def play(page, n):
    for _ in range(n):
        answer(page)
    expect(page.locator("#save-state")).to_have_attribute("data-state", "saved")


def mirror_files(page):
    return page.evaluate("""async () => {
      const root = await navigator.storage.getDirectory();
      const out = [];
      for await (const [name, handle] of root.entries()) {
        if (handle.kind === 'directory') for await (const [f] of handle.entries()) out.push(f);
      }
      return out; }""")


def poll(fn, until, timeout=10.0):
    """fn() again and again until until(value) holds (or the time is out); the last value."""
    deadline = time.monotonic() + timeout
    value = fn()
    while not until(value) and time.monotonic() < deadline:
        time.sleep(0.2)
        value = fn()
    return value


def forget_game(page, record_id):
    """Delete a game from this browser entirely, its second copy included."""
    page.evaluate("(id) => Promise.all([window.solobots.store.deleteRecord(id), window.solobots.mirror.remove(id)])", record_id)


def link_of(page, record):
    return page.evaluate("(r) => window.solobots.share.linkFor(r)", record)


# ---------- storage cleared, a game lost by IndexedDB ----------
def test_storage_cleared_under_an_open_game_is_written_back(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="cleared")
    play(page, 2)
    other = page.context.new_page()
    other.goto(site.url + "web/manifest.webmanifest")
    # Site data cleared from another tab: the database is deleted under the open game.
    assert other.evaluate("""() => new Promise((res) => { const d = indexedDB.deleteDatabase('solobots');
      d.onsuccess = () => res('deleted'); d.onerror = () => res('error'); d.onblocked = () => {}; })""") == "deleted"
    answer(page)
    expect(page.locator("#toast")).to_contain_text("réécrite en entier")
    expect(page.locator("#save-state")).to_have_attribute("data-state", "saved")
    assert current_record(page)["core"]["cursor"] == 3
    page.reload()
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "3", timeout=ENGINE_TIMEOUT)


def test_a_game_indexeddb_lost_or_damaged_comes_back_from_its_copy(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="copy-a")
    play(page, 2)
    first = current_record(page)["id"]
    page.click("#open-menu")
    page.click("#menu-home")
    start_game(page, "e300", seed="copy-b")
    play(page, 1)
    second = current_record(page)["id"]
    assert len(poll(lambda: mirror_files(page), lambda v: len(v) >= 2)) >= 2
    # IndexedDB loses one game and damages the other.
    page.evaluate("""async ([a, b]) => {
      const db = await new Promise((res) => { const r = indexedDB.open('solobots'); r.onsuccess = () => res(r.result); });
      await new Promise((res) => { const tx = db.transaction(['games', 'meta', 'prefs'], 'readwrite');
        tx.objectStore('games').delete(a); tx.objectStore('meta').delete(a);
        tx.objectStore('games').put({ id: b, junk: true }); tx.objectStore('meta').delete(b);
        tx.objectStore('prefs').delete('current'); tx.oncomplete = res; });
      db.close(); }""", [first, second])
    page.reload()
    wait_ready(page)
    expect(page.locator("#storage-banner")).to_contain_text("2 parties ont été restaurées")
    expect(page.locator(".save-item[data-status=running]")).to_have_count(2)
    steps = {r["id"]: r["core"]["cursor"] for r in saved_records(page)}
    assert steps == {first: 2, second: 1}


def test_a_deleted_game_does_not_come_back(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="gone")
    play(page, 1)
    assert poll(lambda: mirror_files(page), bool)
    page.click("#open-menu")
    page.click("#menu-home")
    page.get_by_test_id("delete").click()
    page.locator("dialog .btn.danger").click()
    expect(page.locator(".save-item")).to_have_count(0)
    assert mirror_files(page) == []
    page.reload()
    wait_ready(page)
    expect(page.locator(".save-item")).to_have_count(0)
    expect(page.locator("#storage-banner")).to_be_hidden()


# ---------- shared links ----------
def test_a_shared_link_shows_a_preview_and_keeps_nothing_without_a_tap(page, site, browser):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="preview")
    play(page, 3)
    link = link_of(page, current_record(page))
    other = browser.new_context(locale="fr-FR").new_page()
    other.goto(link)
    wait_ready(other)
    expect(other.locator("#share-preview")).to_be_visible()
    expect(other.locator("#share-step")).to_contain_text("étape 3 sur 3")
    expect(other.locator("#share-game-name")).to_have_text(re.compile(r"King of Tokyo\s?: Duel"))
    assert saved_records(other) == []  # nothing kept before the player says so
    other.click("#share-cancel")
    expect(other.locator(".save-item")).to_have_count(0)
    assert saved_records(other) == [] and "#share" not in other.url
    other.goto(link)
    other.click("#share-keep")
    expect(other.locator(".table-screen")).to_have_attribute("data-step", "3")
    # The same link again offers the game already here, not a copy.
    other.goto(link)
    other.reload()
    expect(other.locator("#share-open-existing")).to_be_visible()
    expect(other.locator("#share-keep")).to_have_count(0)
    other.click("#share-open-existing")
    expect(other.locator(".table-screen")).to_have_attribute("data-step", "3")
    assert len(saved_records(other)) == 1


def test_links_fed_by_a_page_of_another_site_keep_nothing(page, site, browser, tmp_path):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="fed")
    play(page, 2)
    link = link_of(page, current_record(page))
    (tmp_path / "feeder.html").write_text(
        "<!doctype html><body><script>const link = decodeURIComponent(location.hash.slice(1));"
        "for (let i = 0; i < 6; i++) { const f = document.createElement('iframe'); f.src = link; document.body.append(f); }"
        "</script></body>", "utf-8")
    feeder = RunningSite(tmp_path)  # another port: another origin
    context = browser.new_context(locale="fr-FR")
    try:
        other = context.new_page()
        other.goto(feeder.url + "feeder.html#" + link)
        frames = other.frames[1:]
        assert len(frames) == 6
        for frame in frames:
            frame.wait_for_selector("#share-preview", timeout=ENGINE_TIMEOUT)
        other.wait_for_timeout(1000)
        # The app's own storage, seen from a page of its own origin: nothing was kept.
        check = context.new_page()
        check.goto(site.url + "web/manifest.webmanifest")
        assert check.evaluate("""() => new Promise((res) => { const r = indexedDB.open('solobots');
          r.onsuccess = () => { const db = r.result; if (!db.objectStoreNames.contains('games')) return res(0);
            const q = db.transaction('games').objectStore('games').count(); q.onsuccess = () => res(q.result); }; })""") == 0
    finally:
        feeder.stop()
        context.close()


def test_a_link_holding_a_field_its_game_does_not_read_is_refused(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="junk")
    play(page, 1)
    record = current_record(page)
    record["core"]["actions"][0]["padding"] = "x" * 50_000
    link = link_of(page, record)
    forget_game(page, record["id"])
    page.goto(link)
    expect(page.locator("#storage-banner")).to_contain_text("champ que ce jeu ne connaît pas")
    assert saved_records(page) == []


# ---------- imports ----------
def bundle_of(record, n):
    games = [dict(record, id=f"g{i:04d}") for i in range(n)]
    return json.dumps({"format": "solobots-games", "exported": "2026-11-25T00:00:00Z", "games": games})


def import_text(page, text, name="games.json"):
    with page.expect_file_chooser() as fc:
        page.click("#import-btn")
    fc.value.set_files(files=[{"name": name, "mimeType": "application/json", "buffer": text.encode("utf-8")}])


def test_a_file_with_some_bad_games_says_how_many_were_imported_and_why_the_others_were_not(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="bundle")
    play(page, 1)
    record = {k: v for k, v in current_record(page).items() if k not in ("view", "rev", "checkpoint")}
    page.click("#open-menu")
    page.click("#menu-home")
    bad_engine = dict(record, id="b1", core=dict(record["core"], engine=None))
    text_engine = dict(record, id="b2", core=dict(record["core"], engine="1"))
    no_actions = dict(record, id="b3", core=dict(record["core"], actions="none"))
    bundle = json.dumps({"format": "solobots-games", "games": [dict(record, id="ok1"), None, bad_engine, text_engine, no_actions, record]})
    import_text(page, bundle)
    dialog = page.locator("dialog")
    expect(dialog.locator("#import-summary")).to_contain_text("Partie importée")
    expect(dialog.locator("#import-summary")).to_contain_text("1 partie du fichier était déjà là")
    expect(dialog).to_contain_text("4 parties du fichier ont été refusées")
    expect(dialog).to_contain_text("partie n° 2 : Ce fichier n'est pas une partie Solobots")
    expect(dialog).to_contain_text("partie n° 3 : Fichier refusé : il ne dit pas avec quelle version des règles")
    expect(dialog).to_contain_text("partie n° 4 : Fichier refusé : il ne dit pas avec quelle version des règles")
    expect(dialog).to_contain_text("partie n° 5 : Fichier refusé : la liste des actions")
    page.keyboard.press("Escape")
    expect(page.locator(".save-item")).to_have_count(2)
    for text, expected in (("null", "pas une partie"), (json.dumps(no_actions), "liste des actions")):
        import_text(page, text, "one.json")
        expect(page.locator("#toast")).to_contain_text(expected)
    expect(page.locator(".save-item")).to_have_count(2)


@pytest.fixture
def chromium_process(playwright, tmp_path):
    browser = Browser(playwright, tmp_path / "profile")
    yield browser
    if browser.proc and browser.proc.poll() is None:
        browser.kill()


def test_a_browser_killed_during_a_big_import_keeps_all_of_it_or_none_and_the_same_file_never_twice(chromium_process, site):
    page = chromium_process.start()
    page.goto(site.url)
    wait_ready(page)
    start_game(page, "kotd", {"first": "autobot"}, seed="big-import")
    play(page, 1)
    record = {k: v for k, v in current_record(page).items() if k not in ("view", "rev", "checkpoint")}
    page.click("#open-menu")
    page.click("#menu-home")
    forget_game(page, record["id"])
    page.reload()
    wait_ready(page)
    expect(page.locator(".save-item")).to_have_count(0)
    bundle = bundle_of(record, 1000)
    import_text(page, bundle)
    page.wait_for_timeout(1500)
    chromium_process.kill()
    page = chromium_process.start()
    page.goto(site.url)
    wait_ready(page)
    kept = len(saved_records(page))
    assert kept in (0, 1000), kept  # never part of the file
    import_text(page, bundle)
    # listed 30 at a time; this browser speaks English
    expect(page.locator("#saves-count")).to_contain_text(re.compile(r"1[\s,.]?000 (parties|saved games)"), timeout=120_000)
    import_text(page, bundle)
    already = re.compile(r"1[\s,.]?000 (parties du fichier étaient déjà là|games of the file were already here)")
    expect(page.locator("#toast")).to_contain_text(already, timeout=120_000)
    assert len(saved_records(page)) == 1000


# ---------- a full disk (the real one: test_full_disk.py) ----------
def test_a_refused_write_is_tried_again_by_itself_once_there_is_room(page, site):
    # The browser's own QuotaExceededError, as in test_storage_faults.py: no tap after the
    # room comes back, the app saves by itself.
    page.add_init_script(FULL_STORAGE)
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="room-again")
    play(page, 2)
    page.evaluate("window.__storageFull = true")
    answer(page)
    expect(page.locator("#save-state")).to_have_attribute("data-state", "full")
    expect(page.locator("#storage-banner")).to_contain_text("plein")
    # What is still kept is read back, not assumed: the save of step 2.
    expect(page.locator("#storage-banner")).to_contain_text(re.compile("jusqu’à l’étape 2\\s?: relue"))
    page.evaluate("window.__storageFull = false")
    expect(page.locator("#save-state")).to_have_attribute("data-state", "saved", timeout=15_000)
    # Room again: said at once, with the export offered (a disk that filled may fill again).
    banner = page.locator("#storage-banner")
    expect(banner).to_contain_text("de nouveau de la place")
    with page.expect_download() as dl:
        banner.locator(".banner-action").click()
    assert [g["core"]["cursor"] for g in json.loads(dl.value.path().read_text("utf-8"))["games"]] == [3]
    assert current_record(page)["core"]["cursor"] == 3
