"""Storage faults and hostile input: the app still starts, says what happened, keeps every
other game, offers to export, never reports as saved what is not, and never turns a file
or a URL into markup."""

import json

from playwright.sync_api import expect

from helpers import current_record, open_app, saved_records, start_game, step_of, tap, wait_ready

# One of the answers play() taps, on a table that takes taps: a game just resumed is drawn
# a moment before its answers take taps (a clean-clone run once found none then, and played no step).
ANSWER_READY = ".table-screen:not([inert]) :is([data-testid=roll-for-me], [data-testid=numbers-confirm], [data-testid=choice-0]):enabled"


def play(page, n):
    for _ in range(n):
        page.wait_for_selector(ANSWER_READY)
        for tid in ("roll-for-me", "numbers-confirm", "choice-0"):
            b = page.get_by_test_id(tid)
            if b.count() and b.is_enabled():
                tap(page, b)
                break


def idb(page, script, arg=None):
    """Run `script(db, arg)` against the app's IndexedDB (as another program would)."""
    return page.evaluate("""async ([script, arg]) => {
      const db = await new Promise((ok, ko) => { const r = indexedDB.open('solobots'); r.onsuccess = () => ok(r.result); r.onerror = ko; });
      try { return await (new Function('db', 'arg', 'return (' + script + ')(db, arg)'))(db, arg); } finally { db.close(); }
    }""", [script, arg])


PUT = """(db, [store, value]) => new Promise((ok, ko) => {
  const tx = db.transaction(store, 'readwrite'); tx.objectStore(store).put(value); tx.oncomplete = ok; tx.onerror = ko; })"""


# Chromium gives a test no working way to shrink an origin's quota (CDP's
# Storage.overrideQuotaForOrigin changes nothing in Chromium 156 headless, and the quota
# does not follow the profile's disk), so a full disk is the browser's own
# QuotaExceededError, raised by a stub on IndexedDB's put while the flag is set.
FULL_STORAGE = """(() => {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    if (window.__storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return put.apply(this, args);
  };
})()"""


def test_full_storage_says_so_keeps_playing_and_saves_once_there_is_room(page, site):
    page.add_init_script(FULL_STORAGE)
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="full")
    play(page, 1)
    expect(page.locator("#save-state")).to_have_attribute("data-state", "saved")
    page.evaluate("window.__storageFull = true")
    play(page, 1)
    banner = page.locator("#storage-banner")
    expect(banner).to_contain_text("plein")
    expect(page.locator("#save-state")).to_have_attribute("data-state", "full")
    expect(page.locator("#save-state")).to_have_text("⚠ Stockage plein")
    with page.expect_download() as dl:
        banner.locator(".banner-action").click()
    record = json.loads(dl.value.path().read_text("utf-8"))
    assert record["core"]["cursor"] == 2  # the export holds what storage could not
    play(page, 1)  # the game goes on
    assert step_of(page) == 3
    expect(page.locator("#save-state")).to_have_attribute("data-state", "full")
    assert current_record(page)["core"]["cursor"] == 1  # nothing claimed that was not written
    # Room again: the next write stores everything, and says so.
    page.evaluate("window.__storageFull = false")
    play(page, 1)
    expect(page.locator("#save-state")).to_have_attribute("data-state", "saved")
    assert current_record(page)["core"]["cursor"] == 4
    expect(banner).to_contain_text("de nouveau de la place")


def test_refused_storage_plays_in_memory_and_says_so(page, site):
    # As in a private window or a blocked third-party frame: IndexedDB throws at once.
    page.add_init_script("""Object.defineProperty(window, 'indexedDB', {
      get() { return { open() { throw new DOMException('denied', 'SecurityError'); } }; } });""")
    open_app(page, site.url)
    expect(page.locator("#storage-banner")).to_contain_text("indisponible")
    start_game(page, "kotd", {"first": "autobot"}, seed="nostore")
    play(page, 3)
    assert step_of(page) == 3
    expect(page.locator("#save-state")).to_have_attribute("data-state", "memory")


def test_a_damaged_list_is_rebuilt_from_the_games_themselves(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="index")
    play(page, 2)
    page.click("#open-menu")
    page.click("#menu-home")
    expect(page.locator(".save-item")).to_have_count(1)
    # The summaries' cache is damaged: junk for this game, and an entry for no game.
    game_id = saved_records(page)[0]["id"]
    idb(page, PUT, ["meta", {"id": game_id, "junk": True}])
    idb(page, PUT, ["meta", {"id": "ghost", "game": "kotd", "updated": "2030-01-01"}])
    page.reload()
    wait_ready(page)
    expect(page.locator(".save-item")).to_have_count(1)
    expect(page.locator(f".save-item[data-save='{game_id}']")).to_have_attribute("data-status", "running")
    # A new game does not drop the old one.
    start_game(page, "kotd", {"first": "autobot"}, seed="index-2")
    page.click("#open-menu")
    page.click("#menu-home")
    expect(page.locator(".save-item")).to_have_count(2)


def test_a_stored_view_of_another_shape_never_locks_the_app(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="shape")
    play(page, 2)
    record = current_record(page)
    record["view"]["prompt"]["choices"] = "not a list"
    record["view"]["prompt"]["kind"] = "choice"
    record["view"]["controls"] = "a string"
    del record["sum"]  # as a build of another shape wrote it: no seal (a broken seal is damage, repaired from the copy)
    idb(page, PUT, ["games", record])
    # Hold the engine back, so the stored view is what the reload shows first.
    held = []
    page.route("**/py/worker.py", lambda route: held.append(route))
    page.reload()
    expect(page.locator("#resume-summary")).to_be_visible()
    expect(page.locator("#resume-summary")).to_contain_text("King of Tokyo")
    page.unroute("**/py/worker.py")
    for route in held:
        route.continue_()
    wait_ready(page)
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "2")
    play(page, 1)
    assert step_of(page) == 3


def test_damaged_and_older_saves_keep_the_others(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="keep")
    play(page, 2)
    good = current_record(page)
    old = {**good, "id": "oldversion", "updated": "2020-01-01T00:00:00Z", "core": {**good["core"], "engine": 0}}
    idb(page, PUT, ["games", old])
    idb(page, PUT, ["games", {"id": "broken", "format": "solobots-record", "game": "kotd", "core": "tr"}])
    page.click("#open-menu")
    page.click("#menu-home")
    page.reload()
    wait_ready(page)
    expect(page.locator(".save-item")).to_have_count(3)
    broken = page.locator(".save-item[data-save=broken]")
    expect(broken).to_have_attribute("data-status", "damaged")
    expect(broken.get_by_test_id("resume")).to_have_count(0)
    with page.expect_download() as dl:
        broken.get_by_test_id("export").click()
    assert json.loads(dl.value.path().read_text("utf-8"))["core"] == "tr"
    # The older-version save says why it cannot be played and offers its file.
    page.locator(".save-item[data-save=oldversion]").get_by_test_id("resume").click()
    expect(page.locator("#storage-banner")).to_contain_text("autre version")
    expect(page.get_by_test_id("roll-for-me")).to_be_disabled()
    # The good game still resumes and plays.
    page.click("#open-menu")
    page.click("#menu-home")
    page.locator(f".save-item[data-save='{good['id']}']").get_by_test_id("resume").click()
    expect(page.get_by_test_id("roll-for-me").or_(page.get_by_test_id("numbers-confirm"))
           .or_(page.get_by_test_id("choice-0"))).to_be_enabled()
    play(page, 1)


def test_games_move_over_from_the_old_storage_once(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="legacy")
    play(page, 2)
    record = current_record(page)
    page.click("#open-menu")
    page.click("#menu-home")
    # Saves as the first version of the app wrote them, in localStorage.
    page.evaluate("""(r) => {
      for (const id of ['leg1', 'leg2']) localStorage.setItem('solobots:save:' + id, JSON.stringify({...r, id}));
      localStorage.setItem('solobots:save:legbad', '{"format": "solobots-record", "id": "legbad", tr');
      localStorage.setItem('solobots:index', '[not json');
    }""", record)
    page.reload()
    wait_ready(page)
    expect(page.locator(".save-item")).to_have_count(4)
    expect(page.locator(".save-item[data-save=legbad]")).to_have_attribute("data-status", "damaged")
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('solobots:save:') || k === 'solobots:index')") == []
    page.locator(".save-item[data-save=leg2]").get_by_test_id("resume").click()
    wait_ready(page)
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "2")


def import_text(page, text):
    with page.expect_file_chooser() as fc:
        page.click("#import-btn")
    fc.value.set_files(files=[{"name": "x.json", "mimeType": "application/json", "buffer": text.encode("utf-8")}])


def test_hostile_imports_are_refused_before_python_reads_them(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="hostile")
    play(page, 2)
    record = current_record(page)
    page.click("#open-menu")
    page.click("#menu-home")
    core = record["core"]
    deep = json.dumps({**record, "core": {**core, "options": {}}}).replace('"options": {}', '"options": ' + "[" * 5000 + "]" * 5000)
    other_game = {**record, "game": "tm"}
    junk = {**record, "core": {**core, "options": {**core["options"], "junk": "x" * 1_900_000}}}
    surrogate = json.dumps(record).replace('"seed": "hostile"', '"seed": "\\ud800"')
    cases = [(deep, "profondément"), (json.dumps(other_game), "ne correspond pas"),
             (json.dumps(junk), "Option"), (surrogate, "texte invalide")]
    for text, expected in cases:
        import_text(page, text)
        expect(page.locator("#toast")).to_contain_text(expected)
        expect(page.locator(".save-item")).to_have_count(1)
    # The engine is untouched and still plays.
    page.locator(".save-item").first.get_by_test_id("resume").click()
    wait_ready(page)
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "2")
    play(page, 1)
    assert step_of(page) == 3


def test_switching_language_keeps_the_dice_entered(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="lang-dice")
    for face in ("smash", "heart"):
        page.locator(f".face-buttons [data-face='{face}']").click()
    expect(page.locator(".entered .entered-die")).to_have_count(2)
    page.select_option("#lang-select", "en")
    expect(page.get_by_test_id("roll-for-me")).to_have_text("Roll for me")
    expect(page.locator(".entered .entered-die")).to_have_count(2)


def test_hostile_urls_and_seeds_stay_inert(page, site):
    open_app(page, site.url, "?lang=<img src=x onerror=window.__pwned=1>&game=<script>&embed=<b>")
    start_game(page, "kotd", {"first": "autobot"}, seed="<img src=y onerror=window.__pwned=2>")
    play(page, 1)
    expect(page.locator(".table-screen")).to_be_visible()
    page.click("#open-menu")
    expect(page.locator("#menu-seed")).to_have_text("<img src=y onerror=window.__pwned=2>")
    page.keyboard.press("Escape")
    record = current_record(page)
    page.click("#open-menu")
    page.click("#menu-home")
    record["id"] = "hostile-copy"  # another game than the one in the list: it is imported
    record["created"] = "<img src=z onerror=window.__pwned=3>"
    record["summary"] = {"key": "<svg onload=window.__pwned=4>", "params": {}}
    huge = json.dumps({**record, "padding": "x" * 2_100_000})
    for text, expected in ((json.dumps(record), "importée"), (huge, "volumineux"),
                           (json.dumps([record]), "pas une partie"), ("<html><script>window.__pwned=6</script>", "pas du JSON")):
        import_text(page, text)
        expect(page.locator("#toast")).to_contain_text(expected)
    page.locator(".save-item").first.get_by_test_id("resume").click()
    wait_ready(page)
    assert page.evaluate("window.__pwned") is None
    assert page.locator("main img, main script, main svg[onload]").count() == 0
