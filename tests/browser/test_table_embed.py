"""Issue 34: a bot in a club's page. With web/embed.js on the club's page the frame is as
tall as the app (the app posts its height; the club's page scrolls, not a frame in a
frame), each new question is brought into view with what it acts on (Terraforming Mars'
map for a tile, 300's map for an operation), and the bar stays at the foot of the window.
At load, a cross-site frame without storage shows no page error; the save state is whole.

The club's page is served from another site than the app (localhost, where the app is
127.0.0.1: two sites), as a club's own site would be. (A page the test answers itself
would not do: Chromium takes a page with no address for a public one, and keeps it from
framing a local address.)"""

import random
import re

import pytest
from playwright.sync_api import expect

from autoplay import play_step
from helpers import tap

PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>Club</title>
<style>body {{ margin: 0; padding: 10px; font-family: sans-serif; }} .col {{ width: {width}px; }}</style></head>
<body><h1>Our club</h1><p>Tonight: solo games.</p>
<div class="col"><iframe id="bot" {mark} src="{app}index.html?embed=1&game={game}&lang={lang}" width="100%" height="720"
 style="border:0" title="Solobots"></iframe></div><p>Below the bot.</p>
{script}</body></html>"""


def club(page, site, site_dir, game, lang="fr", width=400, sized=True):
    """Open the club's page holding the bot; returns the bot's frame once its engine is ready."""
    html = PAGE.format(width=width, app=site.url, game=game, lang=lang, mark="data-solobots" if sized else "",
                       script=f'<script src="{site.url}web/embed.js" defer></script>' if sized else "")
    name = f"__club-{game}-{int(sized)}.html"
    (site_dir / name).write_text(html, "utf-8")
    club_url = f"http://localhost:{site.port}/{name}"
    page.set_viewport_size({"width": width + 20, "height": 720})
    errors = []
    page.on("pageerror", lambda err: errors.append(f"{err.name}: {err.message}"))
    page.goto(club_url)
    frame = page.frame_locator("#bot")
    frame.locator("html[data-engine=ready]").wait_for(state="attached", timeout=60_000)
    return page.frame(url=re.compile(r"embed=1")), errors


def start(frame, seed):
    frame.fill("#seed", seed)
    frame.click("#start-game")
    frame.wait_for_selector(".table-screen")


def frame_height(page):
    return page.evaluate("() => document.getElementById('bot').getBoundingClientRect().height")


def in_window(frame, selector):
    """Whether the element lies wholly in the part of the frame the club's window shows
    (what the club's page told the app), above the bot's bottom bar."""
    return frame.evaluate("""(sel) => {
      const el = document.querySelector(sel), bar = document.querySelector('.bottom-bar');
      if (!el) return false;
      const r = el.getBoundingClientRect(), b = bar.getBoundingClientRect();
      const css = getComputedStyle(document.documentElement);
      const top = parseFloat(css.getPropertyValue('--host-top')), height = parseFloat(css.getPropertyValue('--host-height'));
      return r.top >= top - 1 && r.bottom <= Math.min(top + height, b.top) + 1; }""", selector)


@pytest.mark.parametrize("game", ["kotd", "tm"])
def test_the_frame_takes_the_apps_height_and_the_bar_stays_at_the_windows_foot(page, site, site_dir, game):
    frame, errors = club(page, site, site_dir, game)
    start(frame, "embed")
    expect(frame.locator("html")).to_have_class(re.compile(r"\bhost-sized\b"))
    page.wait_for_function("() => document.getElementById('bot').getBoundingClientRect().height > 760")
    inner = frame.evaluate("() => document.documentElement.scrollHeight")
    assert abs(frame_height(page) - inner) <= 2  # the whole app, no frame in a frame
    assert frame.evaluate("() => document.scrollingElement.scrollHeight - innerHeight") <= 2
    # the bar at the foot of the club's window, wherever the club's page is scrolled
    for y in (0, 300):
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_timeout(300)
        bar = frame.evaluate("() => document.querySelector('.bottom-bar').getBoundingClientRect().bottom")
        top = page.evaluate("() => document.getElementById('bot').getBoundingClientRect().top")
        assert abs(top + bar - 720) <= 3, (y, top, bar)
    assert errors == []


def test_a_tile_to_place_comes_with_its_map(page, site, site_dir):
    frame, _ = club(page, site, site_dir, "tm")
    start(frame, "embed")
    tap(frame, frame.get_by_test_id("tm-draw"))
    for _ in range(5):
        tap(frame, frame.get_by_test_id("choice-0"))
    # an ocean by the standard project: the question and the map it is placed on, together
    tap(frame, frame.locator("#prompt .choices button", has_text="Aquifère").first)
    expect(frame.locator(".tm-map .hex.legal").first).to_be_visible()
    page.wait_for_timeout(800)  # the club's page scrolls smoothly
    assert in_window(frame, "#prompt .prompt-msg")
    assert in_window(frame, "[data-acts=tile]")


def test_300s_operation_and_its_map_in_view(page, site, site_dir):
    frame, _ = club(page, site, site_dir, "e300")
    start(frame, "embed")
    rng = random.Random(1)
    for _ in range(12):
        if frame.locator("[data-acts=move]").count() or not play_step(frame, rng):
            break
    expect(frame.locator("[data-acts=move]")).to_have_count(1)
    page.wait_for_timeout(800)
    assert in_window(frame, "#prompt .choices button")
    # the map follows the question at once (before the counters)
    order = frame.evaluate("""() => ['#prompt', '#picture', '#controls'].map((s) =>
      document.querySelector(s).getBoundingClientRect().top)""")
    assert order == sorted(order)


def test_no_page_error_in_a_cross_site_frame_and_the_save_state_whole(page, site, site_dir):
    """PyScript opens an IndexedDB store at load; a cross-site frame without storage made
    two page errors ("The event is already being dispatched", and its unhandled Event)."""
    frame, errors = club(page, site, site_dir, "kotd", sized=False)
    start(frame, "embed")
    page.wait_for_timeout(1500)
    assert errors == []
    state = frame.locator("#save-state")
    expect(state).to_be_visible()
    # whole: not cut to "⚠ Gardé …" (no ellipsis, one line that fits the bar's width)
    assert frame.evaluate("""() => { const s = document.getElementById('save-state');
      return s.scrollWidth <= s.clientWidth + 1 && getComputedStyle(s).textOverflow !== 'ellipsis'; }""")
    assert frame.evaluate("() => document.documentElement.classList.contains('host-sized')") is False


@pytest.mark.parametrize(("lang", "width"), [("de", 400), ("es", 400), ("de", 340)])
def test_the_bars_words_stay_whole_in_a_narrow_column(page, site, site_dir, lang, width):
    """German and Spanish at 400 px cut the bar's labels in two ("Rückgän gig", "Deshace r"):
    each label is one word, on one line, inside its button."""
    frame, _ = club(page, site, site_dir, "kotd", lang=lang, width=width)
    start(frame, "bar")
    lines = frame.evaluate("""() => [...document.querySelectorAll('.bottom-bar .bar-btn')].map((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return { text: b.textContent, lines: tops.size, fits: b.scrollWidth <= b.clientWidth + 1 };
    })""")
    assert len(lines) == 4
    assert all(label["lines"] == 1 and label["fits"] for label in lines), lines
