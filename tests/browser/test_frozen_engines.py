"""Frozen engines in the browser (py/frozen/, web/js/engine.js, core/legacy.py): a first
visit fetches none; a save of older rules fetches its archive when it opens (then keeps it),
a save through several older rules fetches each; bytes that are not the pinned archive, or
no archive at all (offline before it was ever kept), change nothing and say why."""

import json
from pathlib import Path

from helpers import engine_call, open_app, start_game

SAVES = Path(__file__).resolve().parents[1] / "saves"
B8_TM = json.loads((SAVES / "b8" / "tm-tile_to_place.json").read_text("utf-8"))["core"]
TODAY_KOTD = json.loads((SAVES / "b27" / "kotd-opening.json").read_text("utf-8"))["core"]
ARCHIVE = "**/py/frozen/*.zip"
# Routed on the context: the service worker, registered at once, fetches for the page, and a
# page's routes do not see its requests.


def archive_requests(context):
    """The page's requests for archives (the service worker's own, once it controls the
    page, would count a request twice)."""
    seen = []

    def look(request):
        if "/py/frozen/" in request.url and request.url.endswith(".zip") and not request.service_worker:
            seen.append(request.url)
    context.on("request", look)
    return seen


def test_a_first_visit_fetches_no_frozen_engine(page, site):
    seen = archive_requests(page.context)
    open_app(page, site.url)
    start_game(page, "tm")
    page.evaluate("navigator.serviceWorker.ready")  # its precache made too
    page.wait_for_timeout(500)
    assert seen == []


def test_a_save_of_older_rules_fetches_its_archive_once_and_opens(page, site):
    seen = archive_requests(page.context)
    open_app(page, site.url)
    answer = engine_call(page, "check", json.dumps(B8_TM))
    assert answer["ok"] and answer["migrated"]["from"] == 1, answer
    assert len(seen) == 1 and "/py/frozen/b8." in seen[0]
    assert engine_call(page, "load", json.dumps(B8_TM), "null")["ok"]
    assert len(seen) == 1  # kept by the worker


def test_a_save_through_several_older_rules_fetches_each_archive(page, site):
    seen = archive_requests(page.context)
    open_app(page, site.url)
    # Saved under version 1, carried to 2 by build 18: the replay needs both builds' rules.
    carried = dict(B8_TM, engine=2, history=[{"engine": 1, "until": B8_TM["cursor"]}])
    answer = engine_call(page, "check", json.dumps(carried))
    assert answer["error"]["key"] == "error.save_tampered"  # replayed to the end, then judged
    assert sorted(Path(u).name.split(".")[0] for u in seen) == ["b18", "b8"]


def test_bytes_that_are_not_the_archive_change_nothing(page, site):
    page.context.route(ARCHIVE, lambda route: route.fulfill(status=200, body=b"PK\x03\x04 not the archive"))
    open_app(page, site.url)
    answer = engine_call(page, "check", json.dumps(B8_TM))
    assert answer == {"ok": False, "error": {"key": "error.archive_damaged", "params": {"archive": "b8"}}}


def test_an_archive_out_of_reach_keeps_the_save_and_says_why(page, site):
    page.context.route(ARCHIVE, lambda route: route.abort("internetdisconnected"))
    open_app(page, site.url)
    answer = engine_call(page, "load", json.dumps(B8_TM), "null")
    assert answer == {"ok": False, "error": {"key": "error.archive_unavailable", "params": {}}}
    page.context.unroute(ARCHIVE)
    assert engine_call(page, "load", json.dumps(B8_TM), "null")["ok"]  # online again, it opens


def test_the_archives_stored_saves_need_can_be_fetched_ahead(page, site):
    seen = archive_requests(page.context)
    open_app(page, site.url)
    files = page.evaluate("(cores) => window.solobots.cacheArchives(cores)", [B8_TM, TODAY_KOTD])
    assert len(files) == 1 and files[0].startswith("py/frozen/b8.")
    assert len(seen) == 1 and seen[0].endswith(files[0])
    assert page.evaluate("(cores) => window.solobots.cacheArchives(cores)", [TODAY_KOTD]) == []
