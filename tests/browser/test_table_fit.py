"""Issue 11: every game's table screen fits the tablet, step after step. Each game is
played by its own buttons for 25 answers at 820 x 1180 (portrait), 1180 x 820
(landscape) and in 400 px and 700 px embeds; at every step the page does not scroll (tablets), and
the instruction, the question's answers and the dice tray are inside the viewport above
the bottom bar, not cut off by the panel that holds them."""

import pytest
from playwright.sync_api import expect

from autoplay import fit_report, misfit, walk
from helpers import wait_ready

GAMES = ["kotd", "e300", "tm", "ma", "ma_tools"]
SIZES = {"portrait": (820, 1180, "fr"), "landscape": (1180, 820, "en"), "embed": (400, 720, "fr"),
         "embed700": (700, 900, "en")}
STEPS = 25


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_each_step_fits(page, site, game, size):
    width, height, lang = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    embed = size.startswith("embed")
    page.goto(f"{site.url}index.html?lang={lang}" + (f"&embed=1&game={game}" if embed else ""))
    wait_ready(page)
    if not embed:
        page.get_by_test_id(f"new-{game}").click()
    page.click("#start-game")
    expect(page.locator(".table-screen")).to_be_visible()
    problems = []

    def check(page, i):
        rep = fit_report(page)
        if misfit(rep):
            problems.append((i, rep))

    done = walk(page, STEPS, seed=sum(map(ord, game)), on_step=check)
    assert done >= STEPS or page.locator("#game-over").count(), f"{game} stopped after {done} answers"
    assert problems == [], f"{game} {size}: {problems[:3]}"
