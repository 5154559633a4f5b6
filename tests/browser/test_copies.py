"""Both copies of every game (issue 33): every stored game has its second copy from the
moment it is stored (played, imported, kept from a link), both copies are checked at start
and each rewritten from the other (the most recent whole revision winning), a restore
behind the app's last known step says so, a database of a later version is read as it
is, and a banner about one game stays with that game."""

import json
import re

from playwright.sync_api import expect

from helpers import current_record, open_app, saved_records, start_game, step_of, wait_ready
from test_game_safety import answer, import_text, link_of, play, poll
from test_storage_faults import FULL_STORAGE, PUT, idb

COPIES = """async () => { const root = await navigator.storage.getDirectory(); const out = {};
  let dir; try { dir = await root.getDirectoryHandle('solobots-games'); } catch (e) { return out; }
  for await (const [name, h] of dir.entries()) { const f = await h.getFile(); out[name] = f.size; }
  return out; }"""

# Write `text` over a copy file (as a damaged disk or another program would), or remove it.
SPOIL = """async ([name, text]) => { const root = await navigator.storage.getDirectory();
  const dir = await root.getDirectoryHandle('solobots-games');
  if (text === null) { await dir.removeEntry(name); return; }
  const w = await (await dir.getFileHandle(name)).createWritable(); await w.write(text); await w.close(); }"""


def copies(page):
    return page.evaluate(COPIES)


def copied_ids(page):
    return {name.split(".")[0] for name in copies(page)}


def files_of(page, game_id):
    """This game's copy files, newest revision first."""
    names = [n for n in copies(page) if n.startswith(game_id + ".")]
    return sorted(names, key=lambda n: (int(n.split(".")[1]), int(n.split(".")[2])), reverse=True)


def delete_database_while_closed(page, site):
    """Close the app, delete its IndexedDB from a page of the same site, open the app again."""
    context = page.context
    page.close()
    other = context.new_page()
    other.goto(site.url + "web/manifest.webmanifest")
    assert other.evaluate("""() => new Promise((res) => { const d = indexedDB.deleteDatabase('solobots');
      d.onsuccess = () => res('deleted'); d.onerror = () => res('error'); d.onblocked = () => res('blocked'); })""") == "deleted"
    other.goto(site.url)
    wait_ready(other)
    return other


def home(page):
    page.click("#open-menu")
    page.click("#menu-home")
    expect(page.locator("#saves-count")).to_be_visible()


def test_every_game_stored_has_its_copy_and_all_six_come_back_after_indexeddb_is_deleted(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="six-a")
    play(page, 2)
    played = {k: v for k, v in current_record(page).items() if k not in ("view", "rev", "checkpoint", "sum")}
    home(page)
    start_game(page, "e300", seed="six-b")
    play(page, 1)
    home(page)
    # Imported (one file, then a file of two) and kept from a link: never played here.
    import_text(page, json.dumps({**played, "id": "imported1"}), "one.json")
    expect(page.locator(".save-item")).to_have_count(3)
    bundle = {"format": "solobots-games", "games": [{**played, "id": "imported2"}, {**played, "id": "imported3"}]}
    import_text(page, json.dumps(bundle), "two.json")
    expect(page.locator(".save-item")).to_have_count(5)
    page.goto(link_of(page, {**played, "id": "linked"}))
    page.click("#share-keep")
    expect(page.locator(".table-screen")).to_be_visible()
    steps = {r["id"]: r["core"]["cursor"] for r in saved_records(page)}
    assert len(steps) == 6
    assert poll(lambda: copied_ids(page), lambda ids: ids >= set(steps)) >= set(steps)

    page = delete_database_while_closed(page, site)
    expect(page.locator("#storage-banner")).to_contain_text("6 parties ont été restaurées")
    assert {r["id"]: r["core"]["cursor"] for r in saved_records(page)} == steps


def test_a_damaged_copy_is_rewritten_from_the_record_and_then_brings_the_game_back(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="spoilt-copy")
    play(page, 3)
    game = current_record(page)
    home(page)
    files = poll(lambda: files_of(page, game["id"]), lambda f: f and f[0].startswith(f"{game['id']}.{game['rev']}."))
    # Only one copy left, and that one cut in half: no whole copy of this game on disk.
    for name in files[1:]:
        page.evaluate(SPOIL, [name, None])
    page.evaluate(SPOIL, [files[0], '{"format": "solobots-record", "id": "' + game["id"] + '", "core": {"ac'])
    page.reload()
    wait_ready(page)
    # The check at start writes the copy again from the record: whole, at its revision.
    fresh = poll(lambda: files_of(page, game["id"]), lambda f: any(n != files[0] for n in f))
    assert any(n.startswith(f"{game['id']}.{game['rev']}.") and n != files[0] for n in fresh)
    page = delete_database_while_closed(page, site)
    expect(page.locator("#storage-banner")).to_contain_text("1 partie a été restaurée")
    assert [r["core"]["cursor"] for r in saved_records(page)] == [3]


def test_a_damaged_record_is_replaced_from_its_copy_of_the_same_revision_and_the_game_resumes(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="spoilt-record")
    play(page, 3)
    game = current_record(page)
    poll(lambda: files_of(page, game["id"]), lambda f: f and f[0].startswith(f"{game['id']}.{game['rev']}."))
    # The record in IndexedDB is damaged in place, its revision and seal unchanged.
    spoilt = json.loads(json.dumps(game))
    spoilt["core"]["actions"][1] = {"type": "roll", "faces": [6, 6, 6, 6, 6, 6]}
    idb(page, PUT, ["games", spoilt])
    page.reload()
    # The game the app reopens is checked before it opens: its whole copy comes back, and
    # the game goes on where it was.
    wait_ready(page)
    expect(page.locator("#storage-banner")).to_contain_text("1 partie a été restaurée")
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "3")
    expect(page.locator("#storage-banner")).not_to_contain_text("Impossible")
    play(page, 1)
    assert current_record(page)["core"]["actions"][:3] == game["core"]["actions"]


def test_a_restore_behind_the_last_known_step_says_which_step_and_when(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="behind")
    play(page, 3)
    game = current_record(page)
    home(page)
    files = poll(lambda: files_of(page, game["id"]), lambda f: f and f[0].startswith(f"{game['id']}.{game['rev']}."))
    page.evaluate(SPOIL, [files[0], None])  # the newest copy lost; the one of step 2 stays
    idb(page, PUT, ["games", {"id": game["id"], "junk": True}])  # the record damaged; its summary stays
    page.reload()
    wait_ready(page)
    banner = page.locator("#storage-banner")
    expect(banner).to_contain_text("1 partie a été restaurée")
    expect(banner).to_contain_text(re.compile(r"reprise à l’étape 2, enregistrée le .*l’application en était à l’étape 3"))
    assert [r["core"]["cursor"] for r in saved_records(page)] == [2]


def test_the_cannot_be_resumed_banner_stays_with_its_game(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="banner")
    play(page, 2)
    good = current_record(page)
    old = {**good, "id": "oldversion", "updated": "2020-01-01T00:00:00Z", "core": {**good["core"], "engine": 0}}
    idb(page, PUT, ["games", old])
    home(page)
    page.reload()
    wait_ready(page)
    page.locator(".save-item[data-save=oldversion]").get_by_test_id("resume").click()
    banner = page.locator("#storage-banner")
    expect(banner).to_contain_text("Impossible de reprendre")
    with page.expect_download() as dl:  # its Export is this game's
        banner.locator(".banner-action").click()
    assert json.loads(dl.value.path().read_text("utf-8"))["id"] == "oldversion"
    home(page)
    expect(banner).to_be_hidden()  # not on the home screen
    page.locator(f".save-item[data-save='{good['id']}']").get_by_test_id("resume").click()
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "2")
    expect(banner).to_be_hidden()  # nor on the next, healthy game
    play(page, 1)
    expect(banner).to_be_hidden()


def test_a_database_left_at_a_later_version_is_read_as_it_is(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="later")
    play(page, 2)
    context = page.context
    page.close()
    other = context.new_page()
    other.goto(site.url + "web/manifest.webmanifest")
    # A newer build moved the database on to version 7 (with a store of its own); then the
    # older build is served again.
    assert other.evaluate("""() => new Promise((res) => { const r = indexedDB.open('solobots', 7);
      r.onupgradeneeded = () => r.result.createObjectStore('future');
      r.onsuccess = () => { const v = r.result.version; r.result.close(); res(v); }; r.onerror = () => res('error'); })""") == 7
    other.goto(site.url)
    wait_ready(other)
    expect(other.locator(".table-screen")).to_have_attribute("data-step", "2")
    expect(other.locator("#storage-banner")).to_be_hidden()
    play(other, 1)
    expect(other.locator("#save-state")).to_have_attribute("data-state", "saved")
    home(other)
    expect(other.locator(".save-item")).to_have_count(1)
    assert [r["core"]["cursor"] for r in saved_records(other)] == [3]


def stored_steps(page):
    """{game id: the step its stored record is at}."""
    return {r["id"]: r["core"]["cursor"] for r in saved_records(page)}


def two_games_copied(page, site, seed):
    """Two King of Tokyo games stored, at steps 2 and 1 (the second one open), each with its
    second copy written. Returns stored_steps."""
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed=f"{seed}-a")
    play(page, 2)
    home(page)
    start_game(page, "kotd", {"first": "autobot"}, seed=f"{seed}-b")
    play(page, 1)
    steps = stored_steps(page)
    poll(lambda: copied_ids(page), lambda ids: ids >= set(steps))
    return steps


def delete_storage_under_the_app(page, site):
    """As Chromium does on a full disk: IndexedDB and the private file system deleted
    together, from another tab of the site, while the app is open."""
    other = page.context.new_page()
    other.goto(site.url + "web/manifest.webmanifest")
    assert other.evaluate("""async () => { const root = await navigator.storage.getDirectory();
      await root.removeEntry('solobots-games', { recursive: true });
      return await new Promise((res) => { const d = indexedDB.deleteDatabase('solobots');
        d.onsuccess = () => res('deleted'); d.onerror = () => res('error'); d.onblocked = () => {}; }); }""") == "deleted"
    assert copied_ids(other) == set()
    other.close()


def test_storage_deleted_under_the_open_app_comes_back_from_memory(page, site):
    # As Chromium does on a full disk: IndexedDB and the private file system deleted
    # together while the app is open. Every game comes back from what the app holds.
    steps = two_games_copied(page, site, "wiped")
    delete_storage_under_the_app(page, site)
    play(page, 1)
    expect(page.locator("#toast")).to_contain_text("1 autre partie restaurée")
    steps = {**steps, current_record(page)["id"]: 2}
    assert stored_steps(page) == steps
    assert poll(lambda: copied_ids(page), lambda ids: ids >= set(steps)) >= set(steps)


def test_storage_deleted_under_a_game_left_at_once_is_listed_at_home(page, site):
    # The player goes home before the open game writes again (a full disk seen once on a
    # loaded machine): the games held come back all the same, and Home lists them.
    steps = two_games_copied(page, site, "left")
    delete_storage_under_the_app(page, site)
    home(page)
    expect(page.locator(".save-item")).to_have_count(2)
    expect(page.locator("#storage-banner")).to_contain_text("2 parties ont été restaurées")
    assert stored_steps(page) == steps
    page.reload()
    wait_ready(page)
    expect(page.locator(".save-item")).to_have_count(2)


def test_storage_deleted_and_still_full_home_lists_the_games_held_and_writes_them_back_once_there_is_room(page, site):
    # Chromium on a full disk: the storage goes, and the disk is still full when the player
    # goes home (seen in CI: Home listed no game). Home lists every game the app holds, each
    # marked as in memory only, the one just left as far as it was played; they can be
    # exported and resumed; once there is room they are written back, and Home says so.
    page.add_init_script(FULL_STORAGE)
    steps = two_games_copied(page, site, "stillfull")
    page.evaluate("window.__storageFull = true")
    delete_storage_under_the_app(page, site)
    answer(page)  # the open game goes on; its write fails
    expect(page.locator("#save-state")).to_have_attribute("data-state", "full")
    open_id = page.evaluate("() => window.solobots.session.game.record.id")
    home(page)
    items = page.locator(".save-item")
    expect(items).to_have_count(2)
    expect(page.locator(".save-item[data-held='1'] .save-held")).to_have_count(2)
    expect(items.first.locator(".save-held")).to_contain_text("En mémoire seulement")
    expect(page.locator("#saves-count")).to_have_text("2 parties en mémoire seulement.")  # not "saved"
    assert stored_steps(page) == {}
    with page.expect_download() as dl:  # the export holds the game as played
        page.locator(f".save-item[data-save='{open_id}'] [data-testid=export]").click()
    assert json.loads(dl.value.path().read_text("utf-8"))["core"]["cursor"] == steps[open_id] + 1
    # Room again: written back within the retries (the game left, or the others, first),
    # Home says so and lists them as stored.
    page.evaluate("window.__storageFull = false")
    expect(page.locator("#storage-banner")).to_contain_text(re.compile("restaurées|de nouveau de la place"), timeout=15_000)
    expect(page.locator(".save-item[data-held]")).to_have_count(0, timeout=15_000)
    expect(items).to_have_count(2)
    expect(page.locator("#saves-count")).to_have_text(re.compile(r"^2 parties enregistrées"))
    assert set(poll(lambda: stored_steps(page), lambda got: set(got) == set(steps))) == set(steps)
    page.locator(f".save-item[data-save='{open_id}'] [data-testid=resume]").click()
    expect(page.locator(".table-screen")).to_be_visible()
    assert step_of(page) == steps[open_id] + 1  # as played, not as storage last took it
    expect(page.locator("#save-state")).to_have_attribute("data-state", "saved")
    assert poll(lambda: stored_steps(page), lambda got: got.get(open_id) == steps[open_id] + 1)[open_id] == steps[open_id] + 1


def test_the_browser_is_asked_to_keep_the_games_once_and_says_what_the_answer_means(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", {"first": "autobot"}, seed="keep-asked")
    play(page, 1)
    # nothing over the game's instruction: the answer is said on the home screen
    expect(page.locator("#storage-banner")).to_be_hidden()
    expect(page.locator("#toast.show", has_text="promis")).to_have_count(0)
    home(page)
    # Headless Chromium does not promise to a site that is not installed: the app says what
    # that means, and what would make it promise, with the export at hand.
    banner = page.locator("#storage-banner")
    expect(banner).to_contain_text("n’a pas promis de garder vos parties")
    expect(banner).to_contain_text("Installer Solobots")
    expect(page.get_by_test_id("storage-banner-action")).to_have_text("Exporter toutes les parties")
    start_game(page, "kotd", {"first": "autobot"}, seed="keep-asked-2")
    expect(banner).to_be_hidden()  # it was about the home screen
    play(page, 1)
    home(page)
    expect(banner).to_be_hidden()  # asked once, said once
