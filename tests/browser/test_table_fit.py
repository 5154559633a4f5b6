"""Issues 11 and 32: every game's table screen fits the tablet, step after step, in every
language. Each game is played by its own buttons at 820 x 1180 (portrait), 1180 x 820
(landscape) and in 400 px and 700 px embeds; at every step the page does not scroll
(tablets), the instruction, the question's answers and the dice tray are inside the
viewport above the bottom bar, not cut off by the panel that holds them, and no text is
cut (an ellipsis, a clamp, words spilling out of a button).

One walk per game and size, in that size's first language (French or English), 25
answers. At each of the first 6 steps, where each game says the most (set-up, first
turn), the same step is drawn again in every other language the site ships, switched by
the header's menu as a player does, and measured; the tests' pseudo-language (English
40 % longer, accented: i18n_build.PSEUDO, made because tests/conftest.py builds with
SOLOBOTS_PSEUDO=1) for the first 8. One page boots per walk: the switch redraws the step
on the table without a reload (issue 31: the suite no slower than before, where each
language booted a page of its own)."""

import pytest
from playwright.sync_api import expect

import games_decl  # scripts/ (tests/localsite.py puts it on the path)
import i18n_build  # scripts/ (tests/localsite.py puts it on the path)
from autoplay import fit_report, misfit, walk
from helpers import html_lang, wait_ready

GAMES = [g["id"] for g in games_decl.games()]  # every declared game
SIZES = {"portrait": (820, 1180), "landscape": (1180, 820), "embed": (400, 720), "embed700": (700, 900)}
FIRST = {"portrait": "fr", "landscape": "en", "embed": "fr", "embed700": "en"}
STEPS = 25  # the walk, in the first language
OTHER_STEPS = {i18n_build.PSEUDO: 8}  # the steps drawn again in another language; 6 unless said
SHIPPED = [*i18n_build.shipped(), i18n_build.PSEUDO]


# The header's menu, as a player changes it (the pseudo-language is never offered there:
# the test adds it, as the page does when it is on show).
SWITCH_JS = """(lang) => {
  const select = document.getElementById('lang-select');
  if (![...select.options].some((o) => o.value === lang)) select.add(new Option(lang, lang));
  select.value = lang;
  select.dispatchEvent(new Event('change'));
}"""


def switch_lang(page, lang):
    page.evaluate(SWITCH_JS, lang)
    expect(page.locator("html")).to_have_attribute("lang", html_lang(lang))


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_each_step_fits(page, site, game, size):
    first = FIRST[size]
    others = [lang for lang in SHIPPED if lang != first]
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    embed = size.startswith("embed")
    page.goto(f"{site.url}index.html?lang={first}" + (f"&embed=1&game={game}" if embed else ""))
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", first)
    if not embed:
        page.get_by_test_id(f"new-{game}").click()
    page.click("#start-game")
    expect(page.locator(".table-screen")).to_be_visible()
    problems = []

    def measure(lang, i):
        rep = fit_report(page)
        if misfit(rep, text=True):
            problems.append((lang, i, rep))

    def check(page, i):
        measure(first, i)
        again = [lang for lang in others if i < OTHER_STEPS.get(lang, 6)]
        if not again or page.locator("#game-over").count():
            return
        step = page.locator(".table-screen").get_attribute("data-step")
        for lang in again:
            switch_lang(page, lang)
            measure(lang, i)
        switch_lang(page, first)
        # the same step, redrawn: the walk answers the question it saw
        assert page.locator(".table-screen").get_attribute("data-step") == step

    done = walk(page, STEPS, seed=sum(map(ord, game)), on_step=check)
    assert done >= STEPS or page.locator("#game-over").count(), f"{game} stopped after {done} answers"
    assert problems == [], f"{game} {size}: {problems[:3]}"


def test_every_language_of_the_app_ships_so_the_walks_measure_it():
    """The walks measure the languages the build ships; one whose catalog files are not all
    there would drop out of them unseen."""
    assert set(i18n_build.shipped()) == set(i18n_build.LANG_NAMES), i18n_build.shipped()
