"""A full disk in Firefox (over WebDriver BiDi, browsers.py), its profile on a tmpfs of its
own (root only: skipped elsewhere, saying why): every game saved before the disk filled is
there after Firefox is killed and started again, and the game goes on meanwhile. What
Firefox ESR 153 did in these runs: writes fail (the app says the storage is full, and what
it still reads back), nothing saved before is touched. WebKit is not run here: MiniBrowser
under WebKitWebDriver keeps a session's website data in memory (an ephemeral data
manager), so no profile on a disk of ours can be given to it."""

import random
import signal

import pytest

import browsers
from full_disk import RUNS, fill, free, mounted
from page import Page
from test_smoke import home, new_game, play_step, step_of, wait_ready_long

STEPS = ("() => window.solobots.store.allRecords()"
         ".then((rs) => Object.fromEntries(rs.filter((r) => r.core).map((r) => [r.id, r.core.cursor])))")
BANNER = "() => { const b = document.getElementById('storage-banner'); return b.hidden ? '' : b.innerText; }"


@pytest.fixture
def small_disk(tmp_path):
    yield from mounted(tmp_path)


@pytest.fixture
def firefox_binary():
    binary, why = browsers.find_firefox()
    if not binary:
        pytest.skip(f"Firefox: {why}")
    return binary


def start(binary, profile, logdir):
    firefox = browsers.Firefox(binary, logdir, profile=profile)
    page = Page(firefox)
    page.set_viewport_size({"width": 1180, "height": 820})
    return firefox, page


def kill(firefox):
    firefox.proc.send_signal(signal.SIGKILL)
    firefox.proc.wait()
    firefox.bidi.close()
    firefox.log.close()


# What the page showed, for a report (CI once saw the restart never ready, nothing else).
SEEN = """async () => {
  const bad = [];
  try {
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        let n = -1; try { n = (await res.arrayBuffer()).byteLength; } catch (e) { n = String(e); }
        bad.push([key, new URL(req.url).pathname, n]);
      }
    }
  } catch (e) { bad.push(String(e)); }
  return { url: location.href, ready: document.readyState, html: { ...document.documentElement.dataset },
    text: (document.body ? document.body.innerText : '').slice(0, 200),
    worker: navigator.serviceWorker && navigator.serviceWorker.controller ? 'controlled' : 'none', cached: bad };
}"""


def seen(page, logdir, firefox):
    try:
        shown = page.evaluate(SEEN)
    except Exception as err:  # the page answers no script at all
        shown = f"no answer ({err})"
    log = sorted(logdir.glob("*.log"))
    tail = log[-1].read_text(errors="replace")[-1500:] if log else "no log"
    said = [e["params"].get("text") for e in firefox.bidi.events if e.get("method") == "log.entryAdded"][-20:]
    return f"{shown}\n--- the console ---\n{said}\n--- Firefox's output ---\n{tail}"


@pytest.mark.parametrize("run", range(RUNS))
def test_a_full_disk_in_firefox_loses_no_game_saved_before(site, small_disk, firefox_binary, tmp_path, run):
    profile = small_disk / "profile"
    profile.mkdir()
    firefox, page = start(firefox_binary, profile, tmp_path)
    try:
        rng = random.Random(run)
        home(page, site)
        new_game(page, "kotd")
        for _ in range(2):
            assert play_step(page, rng)
        page.locator("#brand").click()
        page.wait_for_selector(".game-list")
        new_game(page, "kotd")
        for _ in range(3):
            assert play_step(page, rng)
        page.wait_for_timeout(1500)
        before = page.evaluate(STEPS)
        assert sorted(before.values()) == [2, 3]

        fill(small_disk)
        for _ in range(3):
            assert play_step(page, rng)  # the game goes on, in memory if need be
        assert step_of(page) == 6
        page.wait_for_timeout(2000)
        state = page.evaluate("() => document.getElementById('save-state').dataset.state")
        assert state in ("full", "failed", "saved", "saving"), state
        if state in ("full", "failed"):
            assert "relue" in page.evaluate(BANNER) or "Aucune copie" in page.evaluate(BANNER)
        assert firefox.proc.poll() is None, "Firefox stopped on the full disk"
        kill(firefox)

        free(small_disk)
        firefox, page = start(firefox_binary, profile, tmp_path)
        page.goto(f"{site.url}index.html")
        try:
            wait_ready_long(page)
        except Exception:
            raise AssertionError(f"Firefox started again never got ready: {seen(page, tmp_path, firefox)}") from None
        page.wait_for_timeout(1500)
        after = page.evaluate(STEPS)
        assert set(after) == set(before) and all(after[i] >= before[i] for i in before), (before, after)
    finally:
        if firefox.proc.poll() is None:
            firefox.close()
