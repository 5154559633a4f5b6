"""axe-core on every screen of every game: no serious or critical violation; and the
keyboard alone can start a game and answer the bot."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

import games_decl  # scripts/ (tests/localsite.py puts it on the path)
from helpers import tap, wait_ready

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
GAMES = [g["id"] for g in games_decl.games()]  # every declared game


@pytest.fixture
def axe_page(browser, site):
    # axe is injected as a script: this context alone bypasses the page's CSP for it.
    context = browser.new_context(bypass_csp=True, viewport={"width": 1180, "height": 820}, locale="fr-FR")
    page = context.new_page()
    yield page
    context.close()


def audit(page, where):
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("""() => axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'best-practice'] })""")
    bad = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
           for v in result["violations"] if v["impact"] in ("serious", "critical")]
    assert bad == [], f"{where}: {bad}"


def answer_once(page):
    for tid in ("roll-for-me", "numbers-confirm", "choice-0"):
        button = page.get_by_test_id(tid)
        if button.count() and button.is_enabled():
            tap(page, button)
            return


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_home_has_no_serious_violation(axe_page, site, theme):
    axe_page.emulate_media(color_scheme=theme)
    axe_page.goto(site.url)
    wait_ready(axe_page)
    audit(axe_page, f"home ({theme})")


@pytest.mark.parametrize("game", GAMES)
def test_every_screen_of_the_game(axe_page, site, game):
    page = axe_page
    page.goto(site.url)
    wait_ready(page)
    page.get_by_test_id(f"new-{game}").click()
    expect(page.locator("#start-game")).to_be_enabled()
    audit(page, f"{game} setup")
    page.click("#start-game")
    expect(page.locator(".table-screen")).to_be_visible()
    audit(page, f"{game} table")
    for _ in range(3):
        answer_once(page)
    audit(page, f"{game} table after three answers")
    page.click("#open-log")
    expect(page.locator("#log-list li").first).to_be_visible()
    audit(page, f"{game} log")
    page.keyboard.press("Escape")
    page.click("#open-menu")
    audit(page, f"{game} menu")
    page.keyboard.press("Escape")
    page.emulate_media(color_scheme="dark")
    audit(page, f"{game} table, dark")


def test_keyboard_alone_starts_a_game_and_answers(page, site):
    page.goto(site.url)
    wait_ready(page)
    page.get_by_test_id("new-kotd").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#start-game")).to_be_enabled()
    page.locator("#start-game").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".table-screen")).to_be_visible()
    # Tab through to the first answer button and press it.
    for _ in range(40):
        page.keyboard.press("Tab")
        focused = page.evaluate("document.activeElement.dataset.testid || document.activeElement.id")
        if focused in ("choice-0", "roll-for-me"):
            break
    else:
        pytest.fail("no answer button reachable with Tab")
    page.keyboard.press("Enter")
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "1")
    # For a moment after a step the new controls take no input (a double tap's second
    # tap must not answer the next question); then the keyboard reaches them.
    expect(page.locator("html")).not_to_have_attribute("data-busy", "1")
    expect(page.locator(".bottom-bar")).not_to_have_attribute("inert", "")
    page.locator("#undo").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "0")
