"""Start-up, bytes on the wire, tap, undo, resume and memory in headless Chromium (a script,
not a test). The site is served as GitHub Pages serves it (scripts/serve.py: gzip for the
types Pages gzips, its caching headers), so the bytes are those a player's browser receives.

  - Start-up to data-engine="ready": a first visit, a warm visit (the same browser again:
    HTTP cache and service worker), and an offline visit (server stopped), each for the
    app and for a bare page that only boots the same vendored Pyodide and runs one line
    of Python, interleaved run by run; with 4x CPU throttling; with the other core busy.
  - The first visit on the wire, part by part, and its requests; when the page says "ready
    to use offline" (or, for builds that do not say it, when the service worker is active).
  - In King of Tokyo: Duel games of 200, 1,000 and 3,000 actions, resumed from the
    browser's storage: the engine's resume, a tap (tap -> new screen drawn, and -> saved),
    an undo, and the interpreter's wasm memory after the taps, against a new game's.
  - Lighthouse (mobile preset: 4x CPU, slow network) on a first visit, when `--lighthouse`
    is given (make bench installs it).
Writes BENCHMARKS.md.
Usage: python bench/bench.py [--runs 5] [--rounds 20] [--lighthouse] [--site DIR]
       [--parts startup,throttled,busy,games] [--title TEXT] [--json FILE]
--site measures a site already built (e.g. of an older commit) instead of building one.
"""

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "bench"), str(ROOT / "scripts"), str(ROOT / "tests"), str(ROOT / "py")]

from playwright.sync_api import sync_playwright  # noqa: E402

import build_site  # noqa: E402
from games import games_section, long_game_run, long_tasks_run, new_game_memory  # noqa: E402
from lighthouse import lighthouse  # noqa: E402
from localsite import chromium_path  # noqa: E402
from report import bytes_table, compare_table, goals_table, lighthouse_table, startup_table  # noqa: E402
from startup import startup  # noqa: E402

ALL_PARTS = "startup,throttled,busy,games"


def prepare_site(given):
    """A copy of the site with the bare baselines beside it (never written into the given folder)."""
    site_dir = Path(tempfile.mkdtemp(prefix="bench-site-")) / "site"
    if given:
        shutil.copytree(given, site_dir)
    else:
        build_site.build(site_dir)
    for src, name in (("bare.html", "bench-bare.html"), ("bare-worker.html", "bench-bare-worker.html"),
                      ("bare-worker.js", "bench-bare-worker.js")):
        shutil.copyfile(ROOT / "bench" / src, site_dir / name)
    return site_dir


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--sizes", default="200,1000,3000")
    ap.add_argument("--lighthouse", action="store_true")
    ap.add_argument("--lighthouse-runs", type=int, default=5)
    ap.add_argument("--lighthouse-from", help="Lighthouse's rows from an earlier run (bench/lighthouse.py) instead")
    ap.add_argument("--site", help="a built site to measure (default: build one from the working tree)")
    ap.add_argument("--parts", default=ALL_PARTS)
    ap.add_argument("--title", default="")
    ap.add_argument("--json", help="also write the raw figures there")
    ap.add_argument("--before", help="the raw figures (--json) of a run on an older build, set beside these")
    ap.add_argument("--before-label", default="before")
    ap.add_argument("--out", default=str(ROOT / "BENCHMARKS.md"))
    ap.add_argument("--from-json", nargs="+", help="write the report from earlier runs' raw figures (merged), "
                    "measuring nothing")
    a = ap.parse_args()
    raw = {}
    if a.from_json:
        for path in a.from_json:
            raw.update({k: v for k, v in json.loads(Path(path).read_text("utf-8")).items() if v is not None})
        keys = {"startup": "startup", "throttled": "startup_throttled_4x", "busy": "startup_other_core_busy",
                "games": "games"}
        parts = {part for part, key in keys.items() if key in raw}
    else:
        parts = set(a.parts.split(","))
        measure(a, parts, raw)
    report(a, parts, raw)


def measure(a, parts, raw):
    site_dir = prepare_site(a.site)
    sizes = [int(x) for x in a.sizes.split(",")]
    with sync_playwright() as p:
        if "startup" in parts:
            raw["startup"] = startup(p, site_dir, a.runs)
        if "throttled" in parts:
            raw["startup_throttled_4x"] = startup(p, site_dir, max(3, a.runs // 2), throttle=4)
        if "busy" in parts:
            raw["startup_other_core_busy"] = startup(p, site_dir, max(3, a.runs // 2), busy=True, bare_page=False)
        if "games" in parts:
            raw["games"] = {n: long_game_run(p, site_dir, n, a.rounds) for n in sizes}
            raw["new_game_wasm_bytes"] = new_game_memory(p, site_dir, a.rounds)
            raw["long_tasks"] = [long_tasks_run(p, site_dir) for _ in range(3)]
    if a.lighthouse and not a.lighthouse_from:
        raw["lighthouse"] = lighthouse(site_dir, a.lighthouse_runs)


def report(a, parts, raw):
    if a.lighthouse_from:
        raw["lighthouse"] = json.loads(Path(a.lighthouse_from).read_text("utf-8"))
    lh = raw.get("lighthouse")
    chromium = subprocess.run([chromium_path() or "chromium", "--version"], capture_output=True, text=True).stdout.strip()
    lines = [
        "# Benchmarks", "",
        f"Measured by `bench/bench.py` (`make bench`) on {time.strftime('%Y-%m-%d')}: {platform.machine()}, "
        f"{os.cpu_count()} cores, {chromium or 'Chromium'} headless, the site served from localhost as GitHub "
        "Pages serves it (`scripts/serve.py`: gzip for the types Pages gzips, `Cache-Control: max-age=600`, "
        f"ETags). Start-up: median of {a.runs} runs (unthrottled), {max(3, a.runs // 2)} runs (4x CPU throttling, "
        "and with the other core busy), each in a new browser profile, the app and the bare pages interleaved.",
        "", *([a.title, ""] if a.title else []),
    ]
    if a.before and "startup" in parts:
        before = json.loads(Path(a.before).read_text("utf-8"))
        lines += [f"## Before and after ({a.before_label})", "",
                  "The same measures on the build before this one, run just before it on the same machine.", "",
                  *compare_table(before, raw, a.before_label)]
    if "startup" in parts:
        app, bare, worker = raw["startup"]
        busy = raw.get("startup_other_core_busy")
        lines += ["## Goals (issue 30)", "", *goals_table(app, bare, worker, busy, lh),
                  "## A first visit on the wire", "",
                  "Bytes as sent (gzipped where Pages gzips), by engine ready and for the whole first visit "
                  "(until \"ready to use offline\", and a second more), median of the runs.", "",
                  *bytes_table(app, bare, worker),
                  "## Start-up", "",
                  "The app boots Python in a worker; the two baselines boot the same Pyodide files and run one line "
                  "of Python, on the page's main thread and in a module worker. Chromium's CPU throttling (DevTools' "
                  "`Emulation.setCPUThrottlingRate`) slows the page's main thread; a worker is slowed much less, so "
                  "under throttling the worker baseline is the fair comparison.", "",
                  *startup_table(app, bare, worker, "No throttling")]
    if "throttled" in parts:
        lines += startup_table(*raw["startup_throttled_4x"], "CPU throttled 4x (a stand-in for a mid-range tablet)")
    if "busy" in parts:
        lines += startup_table(*raw["startup_other_core_busy"], "The other core busy (`yes > /dev/null`)")
    if "games" in parts:
        games = {int(n): g for n, g in raw["games"].items()}
        lines += games_section(games, raw["new_game_wasm_bytes"], raw["long_tasks"], a.rounds)
    if lh:
        lines += [f"## Lighthouse (mobile preset: 4x CPU, simulated slow 4G), first visit, median of {len(lh)}", "",
                  *lighthouse_table(lh)]
    text = json.dumps(raw, indent=1, default=str)
    if a.json:
        Path(a.json).write_text(text, "utf-8")
    for key in ("startup", "startup_throttled_4x", "startup_other_core_busy"):  # one run's file list is enough
        for kind, runs in enumerate(raw.get(key, [])):
            for i, run in enumerate(runs):
                if key != "startup" or kind or i:
                    run["first_visit"].pop("files", None)
    lines += ["Raw runs:", "", "```json", json.dumps(raw, indent=1, default=str), "```", ""]
    Path(a.out).write_text("\n".join(lines), "utf-8")
    print("\n".join(lines[: lines.index("Raw runs:")]))


if __name__ == "__main__":
    main()
