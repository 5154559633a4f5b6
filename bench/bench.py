"""Start-up and latency benchmark in headless Chromium (a script, not a test).

Median of several runs, each with a fresh browser profile:
  - time to the first screen (first contentful paint) and to data-engine="ready"
    on a first visit, and on a later visit with the server stopped (offline, from the
    service worker's cache);
  - bytes the server sent on a first visit (the precache included);
  - the same first-visit start-up for a bare page that only boots the same Pyodide,
    so the app's own cost shows as a ratio;
  - in a King of Tokyo: Duel game of 200 actions: resuming it (replay of the save),
    the latency of one bot step (tap "roll for me" → screen updated and saved) and of
    undo, measured inside the page.
Writes BENCHMARKS.md.  Usage: python bench/bench.py [--runs 5] [--out BENCHMARKS.md]
"""

import argparse
import contextlib
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "tests"), str(ROOT / "py")]

from playwright.sync_api import sync_playwright  # noqa: E402

import build_site  # noqa: E402
import serve  # noqa: E402
from localsite import CHROMIUM_ARGS, chromium_path, free_port  # noqa: E402
from solobots.api import describe  # noqa: E402
from solobots.core.session import Session  # noqa: E402

READY_PROBE = """
window.__bench = {};
new MutationObserver(() => {
  const html = document.documentElement;
  if (html && html.dataset.engine === 'ready' && !window.__bench.ready) window.__bench.ready = performance.now();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-engine'] });
"""


class CountingSite:
    """The built site on localhost, counting the bytes it sends."""

    def __init__(self, directory):
        self.sent = 0
        outer = self

        class Handler(serve.Handler):
            prefix = "/"

            def copyfile(self, source, outputfile):
                data = source.read()
                outer.sent += len(data)
                outputfile.write(data)

        import functools
        import threading
        self.port = free_port()
        self.server = serve.Server(("127.0.0.1", self.port), functools.partial(Handler, directory=str(directory)))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.port}/"

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def launch(p, profile):
    return p.chromium.launch_persistent_context(
        profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True,
        viewport={"width": 1180, "height": 820}, locale="fr-FR")


def visit(page, url):
    page.goto(url)
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120_000)
    fcp = page.evaluate("(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || null")
    return fcp, page.evaluate("window.__bench.ready")


@contextlib.contextmanager
def fresh_visit(p, site_dir):
    """A counting server and a browser with a new, empty profile; both gone afterwards."""
    site = CountingSite(site_dir)
    profile = tempfile.mkdtemp(prefix="bench-")
    ctx = launch(p, profile)
    ctx.add_init_script(READY_PROBE)
    try:
        yield site, ctx
    finally:
        ctx.close()
        site.stop()
        shutil.rmtree(profile, ignore_errors=True)


def startup_runs(p, site_dir, runs):
    rows = []
    for _ in range(runs):
        with fresh_visit(p, site_dir) as (site, ctx):
            page = ctx.new_page()
            fcp, ready = visit(page, site.url)
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
            page.evaluate("navigator.serviceWorker.ready")
            time.sleep(0.5)
            sent = site.sent
            site.stop()  # offline from here: the next visit comes from the worker's cache
            off_fcp, off_ready = visit(ctx.new_page(), site.url)
        rows.append({"fcp": fcp, "ready": ready, "bytes": sent, "offline_fcp": off_fcp, "offline_ready": off_ready})
    return rows


def bare_runs(p, site_dir, runs):
    rows = []
    for _ in range(runs):
        with fresh_visit(p, site_dir) as (site, ctx):
            _, ready = visit(ctx.new_page(), site.url + "bench-bare.html")
            rows.append({"ready": ready, "bytes": site.sent})
    return rows


def long_game(actions=200, seed="bench"):
    """A KotD game of `actions` actions, kept alive by the player's corrections, ending on
    an Autobot roll so the next tap is a bot step."""
    s = Session("kotd", {"first": "autobot", "player_monster": "the_king", "autobot_monster": "meka_dragon"}, seed)
    while True:
        view = describe(s)
        prompt = view["prompt"]
        if len(s.actions) >= actions and prompt["kind"] == "dice" and prompt["action"]["type"] == "roll":
            return s
        if prompt["kind"] == "choice" and prompt["choices"][0]["action"]["type"] == "end_turn":
            board = view["board"]
            fixes = [("player_life", board["player"]["max"]), ("fame", 0), ("destruction", 0), ("autobot_cubes", 0)]
            current = {"player_life": board["player"]["life"], "fame": board["fame"], "destruction": board["destruction"],
                       "autobot_cubes": board["autobot"]["cubes"]}
            done = False
            for counter, value in fixes:
                if current[counter] != value:
                    s.act({"type": "set", "counter": counter, "value": value})
                    done = True
                    break
            if done:
                continue
            s.act({"type": "end_turn"})
        elif prompt["kind"] == "dice":
            s.act({**prompt["action"], "faces": None})
        elif prompt["kind"] == "numbers":
            s.act({**prompt["action"], "values": {f["id"]: f["value"] for f in prompt["fields"]}})
        elif prompt["kind"] == "choice":
            s.act(prompt["choices"][0]["action"])
        else:
            raise RuntimeError("the benchmark game ended; change its seed")


LATENCY_JS = """
async (rounds) => {
  const step = [], undo = [];
  for (let i = 0; i < rounds; i++) {
    let t0 = performance.now();
    document.querySelector('[data-testid=roll-for-me]').click();
    step.push(performance.now() - t0);
    await new Promise(r => setTimeout(r, 30));
    t0 = performance.now();
    document.getElementById('undo').click();
    undo.push(performance.now() - t0);
    await new Promise(r => setTimeout(r, 30));
  }
  return { step, undo };
}
"""


def latency(p, site_dir, rounds):
    session = long_game()
    view = describe(session)
    record = {"format": "solobots-record", "id": "bench200", "game": "kotd", "created": "2026-01-01T00:00:00Z",
              "updated": "2026-01-01T00:00:00Z", "core": session.to_save(), "view": view,
              "summary": view["summary"], "over": False, "winner": None}
    with fresh_visit(p, site_dir) as (site, ctx):
        page = ctx.new_page()
        visit(page, site.url)
        page.evaluate("""(r) => {
          localStorage.setItem('solobots:save:' + r.id, JSON.stringify(r));
          localStorage.setItem('solobots:index', JSON.stringify([{id: r.id, game: r.game, created: r.created, updated: r.updated}]));
          localStorage.setItem('solobots:pref:current', JSON.stringify(r.id));
        }""", record)
        page.reload()
        page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120_000)
        page.wait_for_selector("[data-testid=roll-for-me]:not([disabled])")
        resume = page.evaluate("""() => {
          const t0 = performance.now();
          const core = JSON.parse(localStorage.getItem('solobots:save:bench200')).core;
          const res = window.solobotsPy('load', JSON.stringify([JSON.stringify(core)]));
          return [performance.now() - t0, JSON.parse(res).ok];
        }""")
        page.reload()
        page.wait_for_selector("[data-testid=roll-for-me]:not([disabled])", timeout=120_000)
        steps = int(page.locator(".table-screen").get_attribute("data-step"))
        result = page.evaluate(LATENCY_JS, rounds)
    return {"actions": steps, "resume_ms": resume[0], "resume_ok": resume[1], **result}


def med(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else float("nan")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--out", default=str(ROOT / "BENCHMARKS.md"))
    a = ap.parse_args()
    site_dir = Path(tempfile.mkdtemp(prefix="bench-site-")) / "site"
    build_site.build(site_dir)
    shutil.copyfile(ROOT / "bench" / "bare.html", site_dir / "bench-bare.html")
    with sync_playwright() as p:
        app = startup_runs(p, site_dir, a.runs)
        bare = bare_runs(p, site_dir, a.runs)
        lat = latency(p, site_dir, a.rounds)
    chromium = subprocess.run([chromium_path() or "chromium", "--version"], capture_output=True, text=True).stdout.strip()
    m = {k: med([r[k] for r in app]) for k in app[0]}
    b = {k: med([r[k] for r in bare]) for k in bare[0]}
    lines = [
        "# Benchmarks",
        "",
        f"Measured by `bench/bench.py` (`make bench`) on {time.strftime('%Y-%m-%d')}: {platform.machine()}, "
        f"{os.cpu_count()} cores, {chromium or 'Chromium'} headless, site served from localhost. "
        f"Median of {a.runs} runs, each with a fresh browser profile.",
        "",
        "| measure | app | bare Pyodide page | ratio |",
        "|---|---|---|---|",
        f"| first screen (first contentful paint) | {m['fcp']:.0f} ms | – | – |",
        f"| engine ready, first visit | {m['ready']:.0f} ms | {b['ready']:.0f} ms | {m['ready'] / b['ready']:.2f} |",
        f"| engine ready, later visit offline (service worker) | {m['offline_ready']:.0f} ms | – | – |",
        f"| first screen, later visit offline | {m['offline_fcp']:.0f} ms | – | – |",
        f"| bytes sent on a first visit (precache included) | {m['bytes'] / 1e6:.1f} MB | {b['bytes'] / 1e6:.1f} MB "
        f"| {m['bytes'] / b['bytes']:.2f} |",
        "",
        f"In a King of Tokyo: Duel game of {lat['actions']} actions (median of {a.rounds}, measured inside the page: "
        "engine call, new view rendered, game saved):",
        "",
        "| measure | median | max |",
        "|---|---|---|",
        f"| one bot step (tap \"roll for me\") | {med(lat['step']):.1f} ms | {max(lat['step']):.1f} ms |",
        f"| undo | {med(lat['undo']):.1f} ms | {max(lat['undo']):.1f} ms |",
        f"| resume: replay the save in the engine | {lat['resume_ms']:.0f} ms | – |",
        "",
        "Raw runs:",
        "",
        "```json",
        json.dumps({"app": app, "bare": bare, "latency": lat}, indent=1),
        "```",
        "",
    ]
    Path(a.out).write_text("\n".join(lines), "utf-8")
    print("\n".join(lines[:20]))


if __name__ == "__main__":
    main()
