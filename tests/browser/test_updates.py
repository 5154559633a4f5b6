"""An update of the app never strands a game: each released build's saved games, in the
storage that build kept them in (tests/saves/, made from each build's own engines by
scripts/make_save_corpus.py), are all listed by today's app, the game that build had on
the table opens at its step and plays on, and a game of earlier rules goes on under
today's rules and says so."""

import json
import random
from pathlib import Path

import pytest
from playwright.sync_api import expect

from autoplay import play_step
from helpers import open_app, saved_records, wait_ready
from solobots.core import registry

CORPUS = Path(__file__).resolve().parents[1] / "saves"
BUILDS = sorted(p.name for p in CORPUS.iterdir() if (p / "manifest.json").exists())

# The old builds' own storage, written as they wrote it.
SEED_LOCAL_STORAGE = """(records) => {
  localStorage.clear();
  const index = records.map((r) => ({ id: r.id, game: r.game, created: r.created, updated: r.updated,
    summary: r.summary, over: r.over, winner: r.winner }));
  for (const r of records) localStorage.setItem("solobots:save:" + r.id, JSON.stringify(r));
  localStorage.setItem("solobots:index", JSON.stringify(index));
}"""

SEED_INDEXEDDB = """async ({ records, current }) => {
  await new Promise((res) => { const d = indexedDB.deleteDatabase("solobots"); d.onsuccess = d.onerror = d.onblocked = () => res(); });
  const db = await new Promise((res, rej) => {
    const r = indexedDB.open("solobots", 1);
    r.onupgradeneeded = () => { const b = r.result; b.createObjectStore("games", { keyPath: "id" });
      b.createObjectStore("meta", { keyPath: "id" }); b.createObjectStore("prefs"); };
    r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error);
  });
  const tx = db.transaction(["games", "meta", "prefs"], "readwrite");
  for (const r of records) {
    tx.objectStore("games").put(r);
    tx.objectStore("meta").put({ id: r.id, game: r.game, created: r.created, updated: r.updated, summary: r.summary,
      over: Boolean(r.over), winner: r.winner || null, steps: r.core.actions.length, result: r.result || null, rev: r.rev || 0 });
  }
  if (current) tx.objectStore("prefs").put(current, "current");
  await new Promise((res, rej) => { tx.oncomplete = res; tx.onerror = () => rej(tx.error); });
  db.close();
}"""


def corpus(build):
    folder = CORPUS / build
    manifest = json.loads((folder / "manifest.json").read_text("utf-8"))
    records = [json.loads((folder / f"{key}.json").read_text("utf-8")) for key in manifest["games"]]
    return manifest, records


def seed(page, site, build):
    """The old build's storage, on the site's origin, before today's app first runs there."""
    manifest, records = corpus(build)
    page.goto(site.url + "web/manifest.webmanifest")
    if manifest["storage"] == "localStorage":
        page.evaluate(SEED_LOCAL_STORAGE, records)
        page.evaluate("(id) => localStorage.setItem('solobots:pref:current', JSON.stringify(id))", manifest["current"])
    else:
        page.evaluate(SEED_INDEXEDDB, {"records": records, "current": manifest["current"]})
    return manifest, {r["id"]: r for r in records}


def answer_once(page):
    """One answer, whatever the question (a tile on the map included), as a player gives it,
    once the engine has the game (its stored screen shows first, read-only)."""
    page.wait_for_selector("html:not([data-busy])", state="attached")
    # a tap during the tap guard (the new screen's 60 ms in tests) is dropped, by design
    expect(page.locator(".table-screen:not([inert])")).to_have_count(1)
    assert play_step(page, random.Random(7)), "no answer to give"


@pytest.mark.parametrize("build", BUILDS)
def test_every_game_of_an_earlier_build_is_kept_and_the_open_one_plays_on(page, site, build):
    manifest, records = seed(page, site, build)
    current = records[manifest["current"]]
    open_app(page, site.url)
    # The game that build had on the table opens again, at its step.
    expect(page.locator(".table-screen")).to_have_attribute("data-step", str(current["core"]["cursor"]))
    expect(page.locator(".table-screen")).to_have_attribute("data-game", current["game"])
    if current["core"]["engine"] < registry.get(current["game"]).ENGINE_VERSION:
        expect(page.locator("#storage-banner")).to_contain_text("version antérieure")
    answer_once(page)
    stored = {r["id"]: r for r in saved_records(page)}
    assert stored[current["id"]]["core"]["schema"] == 2
    assert stored[current["id"]]["core"]["cursor"] == current["core"]["cursor"] + 1
    # Every game of that build is listed, none damaged.
    page.click("#open-menu")
    page.click("#menu-home")
    expect(page.locator(".save-item")).to_have_count(len(records))
    expect(page.locator(".save-item[data-status=damaged]")).to_have_count(0)


@pytest.mark.parametrize("build, key", [("b8", "tm-tile_to_place"), ("b8", "ma-panic_result"), ("b17", "ma-panic_result"),
                                        ("b18", "e300-die_to_acknowledge"), ("b17", "e300-after_the_last_pass"),
                                        ("b27", "tm-tile_to_place"), ("b27", "ma-panic_result"),
                                        ("b28", "ma-tool_open"), ("b28", "ma-martian_turn")])
def test_the_named_points_resume_at_their_step_and_play_on(page, site, build, key):
    _, records = seed(page, site, build)
    record = records[f"{build}-{key}"]
    open_app(page, site.url)
    page.click("#brand")
    page.locator(f".save-item[data-save='{record['id']}']").get_by_test_id("resume").click()
    wait_ready(page)
    expect(page.locator(".table-screen")).to_have_attribute("data-step", str(record["core"]["cursor"]))
    # Once the engine has the game (an archive of older rules fetched first, if need be).
    page.wait_for_selector("html:not([data-busy])", state="attached")
    expect(page.locator("#storage-banner")).not_to_contain_text("Impossible")
    assert "⟦" not in page.locator("main").inner_text()  # no raw catalog key on the screen
    answer_once(page)
    page.click("#open-log")
    assert "⟦" not in page.locator("#log-list").inner_text()
