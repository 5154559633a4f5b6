"""A first visit: it fetches what a first game needs and nothing only other screens need
(the record's charts, the QR code, the frozen engines of older releases); it says when
the app can be used offline, and from then on every bot starts and plays with the server
gone. A tab left open finds a new version by itself and says so, mid-game, without
reloading."""

import json
import random
import re
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import expect

import games_decl  # scripts/ (tests/localsite.py puts it on the path)
from autoplay import play_step
from helpers import ENGINE_TIMEOUT, engine_call, open_app, start_game, step_of, tap, wait_ready
from localsite import RunningSite

GAMES = [g["id"] for g in games_decl.games()]  # every declared game


def offline_list(site_dir, name):
    text = (site_dir / "sw.js").read_text("utf-8")
    return [e[0][2:] for e in json.loads(re.search(rf"const {name} = (\[.*?\]);\n", text, re.S).group(1))]


@pytest.fixture
def own_site(site_dir):
    served = []
    running = RunningSite(site_dir, on_sent=lambda path, status, size, enc: served.append(path.lstrip("/")))
    running.served = served
    yield running
    running.stop()


@pytest.fixture
def profile(browser_type, browser_type_launch_args, tmp_path):
    """A browser with a profile of its own, as a player's (the offline cache is kept)."""
    context = browser_type.launch_persistent_context(str(tmp_path / "profile"), **browser_type_launch_args,
                                                      viewport={"width": 1180, "height": 820}, locale="fr-FR")
    yield context
    context.close()


def wait_offline_ready(page):
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=ENGINE_TIMEOUT * 2)
    expect(page.locator("#offline-text")).to_have_text("Prêt pour jouer hors ligne")


def test_a_first_visit_fetches_no_chart_qr_code_or_frozen_engine(own_site, profile, site_dir):
    page = profile.pages[0] if profile.pages else profile.new_page()
    open_app(page, own_site.url)
    wait_offline_ready(page)
    start_game(page, "kotd", {"first": "autobot"}, seed="first")
    tap(page, page.get_by_test_id("roll-for-me"))
    page.wait_for_timeout(1000)
    later = set(offline_list(site_dir, "LATER"))
    assert later and any("uPlot" in u for u in later) and any("qrcode" in u for u in later)
    assert [p for p in own_site.served if p in later or "frozen" in p] == []
    # The page itself fetched King of Tokyo's drawing code and no other game's.
    mine = page.evaluate("performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)")
    assert any(re.search(r"/web/app/kotd-[\w-]+\.js$", p) for p in mine), mine
    assert not [p for p in mine if re.search(r"/web/app/(e300|tm|ma)-[\w-]+\.js$", p)]


def test_once_ready_offline_every_bot_starts_and_plays_without_the_server(own_site, profile):
    page = profile.pages[0] if profile.pages else profile.new_page()
    open_app(page, own_site.url)
    wait_offline_ready(page)
    own_site.stop()
    page.reload()
    wait_ready(page)
    rng = random.Random(30)
    for game in GAMES:
        page.click("#brand")
        page.get_by_test_id(f"new-{game}").click()
        page.click("#start-game")
        expect(page.locator(".table-screen")).to_have_attribute("data-game", game)
        for _ in range(3):
            assert play_step(page, rng), f"{game}: no answer to give offline"
        assert step_of(page) >= 3, game


def deploy_a_new_version(folder):
    import build_site
    with open(folder / "index.html", "a", encoding="utf-8") as html:
        html.write("<!-- a new deploy -->\n")
    return build_site.write_worker(folder)[0]


@pytest.mark.parametrize("how", ["now and then", "back in view"])
def test_a_tab_left_open_finds_a_new_version_and_never_reloads_mid_game(page, site_dir, tmp_path, how):
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    own = RunningSite(copy)
    # Checks every 2 s here (every half hour for a player); "back in view" checks only then.
    every = 2000 if how == "now and then" else 3_600_000
    page.add_init_script(f"window.__solobotsUpdateEveryMs = {every}; window.__solobotsUpdateGapMs = 0;")
    try:
        open_app(page, own.url)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=ENGINE_TIMEOUT)
        start_game(page, "kotd", {"first": "autobot"}, seed="left open")
        tap(page, page.get_by_test_id("roll-for-me"))
        page.evaluate("window.__sameDocument = true")
        deploy_a_new_version(copy)
        if how == "back in view":
            page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
        expect(page.locator("#update-banner")).to_contain_text("Nouvelle version", timeout=ENGINE_TIMEOUT)
        page.wait_for_timeout(1000)
        assert page.evaluate("window.__sameDocument") is True
        assert step_of(page) == 1
    finally:
        own.stop()


# Put before the built worker: from a request asking ?cache-broken on, the browser cannot
# open the offline cache (as Firefox's storage after a full disk, or a damaged profile).
BREAK_THE_CACHE = """self.addEventListener("fetch", (event) => {
  if (new URL(event.request.url).searchParams.has("cache-broken")) {
    CacheStorage.prototype.open = () => Promise.reject(new DOMException("broken", "UnknownError"));
  }
});
"""


def test_an_offline_cache_the_browser_cannot_open_leaves_the_site_to_the_network(profile, site_dir, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    worker = copy / "sw.js"
    worker.write_text(BREAK_THE_CACHE + worker.read_text("utf-8"), "utf-8")
    served = []
    own = RunningSite(copy, on_sent=lambda path, status, size, enc: served.append(path.lstrip("/")))
    try:
        page = profile.pages[0] if profile.pages else profile.new_page()
        open_app(page, own.url)
        wait_offline_ready(page)
        served.clear()
        page.goto(own.url + "index.html?cache-broken=1")
        wait_ready(page)  # every request the cache failed went to the network instead
        # The page itself came from the server (the scripts may come from the browser's HTTP
        # cache, where the worker's own fetches left them fresh for ten minutes).
        assert "index.html" in served, served[:10]
        start_game(page, "kotd", {"first": "autobot"}, seed="cache broken")
        tap(page, page.get_by_test_id("roll-for-me"))
        assert step_of(page) == 1
    finally:
        own.stop()


CACHED_JS = """async () => {
  const urls = [];
  for (const key of await caches.keys()) {
    if (!key.startsWith('solobots-')) continue;
    for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
  }
  return urls;
}"""


def test_a_later_visit_caches_the_charts_and_the_qr_code_at_idle(own_site, profile, site_dir):
    page = profile.pages[0] if profile.pages else profile.new_page()
    open_app(page, own_site.url)
    wait_offline_ready(page)
    later = offline_list(site_dir, "LATER")
    assert not [u for u in page.evaluate(CACHED_JS) if u.lstrip("/") in later]
    page.reload()
    wait_ready(page)
    page.wait_for_function(f"({CACHED_JS})().then((urls) => {json.dumps(later)}.every((u) => urls.includes('/' + u)))",
                           timeout=ENGINE_TIMEOUT, polling=500)


CATALOGS = re.compile(r"/web/i18n/([a-z]{2})(?:\.json|/)")


def cached_languages(page):
    return {m.group(1) for u in page.evaluate(CACHED_JS) if (m := CATALOGS.match(u))}


def test_a_first_visit_keeps_the_players_language_and_the_others_come_later(own_site, profile):
    """Ready offline with the player's words only (a first visit downloads one language, not
    five); a language picked then plays offline too; a later visit caches the rest at idle."""
    page = profile.pages[0] if profile.pages else profile.new_page()
    open_app(page, own_site.url)
    wait_offline_ready(page)
    assert cached_languages(page) == {"fr"}
    page.select_option("#lang-select", "de")
    page.wait_for_function(f"({CACHED_JS})().then((urls) => urls.includes('/web/i18n/de.json')"
                           " && urls.some((u) => u.startsWith('/web/i18n/de/')))", timeout=ENGINE_TIMEOUT, polling=500)
    own_site.stop()
    page.reload()
    wait_ready(page)
    page.get_by_test_id("new-tm").click()
    page.click("#start-game")
    expect(page.locator(".table-screen")).to_have_attribute("data-game", "tm")
    assert "⟦" not in page.locator("main").inner_text()
    assert play_step(page, random.Random(3)), "no answer to give offline in German"


def test_a_later_visit_caches_the_other_languages_at_idle(own_site, profile):
    page = profile.pages[0] if profile.pages else profile.new_page()
    open_app(page, own_site.url)
    wait_offline_ready(page)
    page.reload()
    wait_ready(page)
    page.wait_for_function(f"({CACHED_JS})().then((urls) => ['de', 'en', 'es', 'fr', 'it'].every((l) =>"
                           " urls.includes('/web/i18n/' + l + '.json')))", timeout=ENGINE_TIMEOUT, polling=500)


def test_an_old_save_fetches_its_frozen_engine_once_then_opens_offline(own_site, profile):
    """A frozen engine is in no list a visit caches ahead (without saved games): the save of
    older rules fetches it when it opens, the service worker keeps it, and the same save
    opens again with the server gone."""
    saves = Path(__file__).resolve().parents[1] / "saves"
    b8 = json.dumps(json.loads((saves / "b8" / "tm-tile_to_place.json").read_text("utf-8"))["core"])
    page = profile.pages[0] if profile.pages else profile.new_page()
    open_app(page, own_site.url)
    wait_offline_ready(page)
    assert not [u for u in page.evaluate(CACHED_JS) if "/frozen/" in u]
    assert engine_call(page, "load", b8, "null")["ok"]
    fetched = [p for p in own_site.served if "frozen/" in p]
    assert len(fetched) == 1 and re.fullmatch(r"py/frozen/b8\.\w+\.zip", fetched[0]), fetched
    page.wait_for_function(f"({CACHED_JS})().then((urls) => urls.includes('/{fetched[0]}'))",
                           timeout=ENGINE_TIMEOUT, polling=500)
    own_site.stop()
    page.reload()
    wait_ready(page)
    assert engine_call(page, "load", b8, "null")["ok"]


# The offline copy of a file cut short, as Firefox was seen to keep the runtime's loader
# after a full disk and a killed browser (tests/cross_browser/test_full_disk_firefox.py).
CUT_SHORT = """async (name) => {
  const key = (await caches.keys()).find((k) => k.startsWith('solobots-'));
  const cache = await caches.open(key);
  const req = (await cache.keys()).find((r) => new URL(r.url).pathname.endsWith('/' + name));
  await cache.put(req, new Response(''));
}"""
CACHED_SIZE = """async (name) => {
  const key = (await caches.keys()).find((k) => k.startsWith('solobots-'));
  const cache = await caches.open(key);
  const req = (await cache.keys()).find((r) => new URL(r.url).pathname.endsWith('/' + name));
  return req ? (await (await cache.match(req)).arrayBuffer()).byteLength : null;
}"""
REPAIR = """() => new Promise((resolve) => {
  navigator.serviceWorker.addEventListener('message', (e) => { if (e.data.type === 'repaired') resolve(e.data); });
  navigator.serviceWorker.controller.postMessage({ type: 'repair' });
})"""
LOADER = "pyodide.asm.mjs"


def test_a_sound_offline_copy_has_nothing_to_repair(own_site, profile):
    page = profile.pages[0] if profile.pages else profile.new_page()
    open_app(page, own_site.url)
    wait_offline_ready(page)
    # every file kept is the size the build gave it: the check finds no damage where there is none
    answer = page.evaluate(REPAIR)
    assert (answer["damaged"], answer["ready"]) == ([], True), answer


def test_a_file_of_the_offline_copy_cut_short_is_fetched_again_and_the_app_starts(own_site, profile, site_dir):
    page = profile.pages[0] if profile.pages else profile.new_page()
    open_app(page, own_site.url)
    wait_offline_ready(page)
    size = (site_dir / "web" / "vendor" / "pyodide" / LOADER).stat().st_size
    page.evaluate(CUT_SHORT, LOADER)
    own_site.served.clear()
    page.reload()
    # the start fails on the empty loader; the page has it fetched again and starts once more
    wait_ready(page)
    assert f"web/vendor/pyodide/{LOADER}" in own_site.served
    assert page.evaluate(CACHED_SIZE, LOADER) == size
    assert page.evaluate("sessionStorage.getItem('solobots:restarted-after-repair')") is None
    start_game(page, "kotd", {"first": "autobot"}, seed="repaired")
    tap(page, page.get_by_test_id("roll-for-me"))
    assert step_of(page) == 1


def test_offline_a_damaged_copy_says_to_connect_once_and_keeps_the_games(own_site, profile):
    page = profile.pages[0] if profile.pages else profile.new_page()
    open_app(page, own_site.url)
    wait_offline_ready(page)
    start_game(page, "kotd", {"first": "autobot"}, seed="kept")
    page.evaluate(CUT_SHORT, LOADER)
    profile.set_offline(True)  # the server stopped would still answer on a connection kept open
    own_site.stop()
    page.reload()
    page.wait_for_selector("html[data-engine=failed]", state="attached", timeout=ENGINE_TIMEOUT)
    expect(page.locator("#update-banner")).to_contain_text("Connectez-vous une fois à Internet")
    page.wait_for_timeout(1000)
    assert page.evaluate("document.documentElement.dataset.engine") == "failed"  # no reload in a loop
    assert len(page.evaluate("() => window.solobots.store.listSaves()")) == 1
