"""The memory snapshot's own file (web/js/boot/snapshot.mjs): stored against the wasm's own
data, its zero tail cut; it boots as such, and a snapshot whose base is not what the browser
holds is never restored (the boot falls back to a plain start, and the app plays)."""

import gzip
import struct

from playwright.sync_api import expect

from helpers import ENGINE_TIMEOUT, open_app, start_game, step_of, tap

SNAPSHOT = "**/web/vendor/pyodide/snapshot-*.bin.gz"
MAGIC = 0x32444253  # "SBD2"


def snapshot_file(site_dir):
    return next((site_dir / "web" / "vendor" / "pyodide").glob("snapshot-*.bin.gz"))


def test_the_snapshot_is_stored_against_the_wasm_data(site_dir):
    data = gzip.decompress(snapshot_file(site_dir).read_bytes())
    magic, base, _, length = struct.unpack("<4I", data[:16])
    assert magic == MAGIC and base > 1_000_000 and base % 4096 == 0
    assert 16 + length > len(data) > 1_000_000 and data[-1] != 0  # its zero tail is not stored


def test_a_snapshot_whose_base_the_browser_does_not_hold_is_not_restored(page, site, site_dir):
    data = bytearray(gzip.decompress(snapshot_file(site_dir).read_bytes()))
    data[8] ^= 0xFF  # the base's hash, as if memory held other data
    body = gzip.compress(bytes(data), compresslevel=1)
    page.route(SNAPSHOT, lambda route: route.fulfill(status=200, body=body))
    open_app(page, site.url)
    expect(page.locator("html")).to_have_attribute("data-boot", "plain", timeout=ENGINE_TIMEOUT)
    start_game(page, "kotd", {"first": "autobot"}, seed="delta")
    tap(page, page.get_by_test_id("roll-for-me"))
    assert step_of(page) == 1
