"""The "Why?" panel (web/js/why.js): one tap from the instruction, the entries of the rule
the bot went through with the deciding one marked, in both languages; it closes on
Escape, on a tap outside and on its button, and reads in a 400 px embed."""

from playwright.sync_api import expect

from helpers import open_app, start_game, tap


def open_why(page):
    page.click("#why-open")
    panel = page.locator("#why-panel")
    expect(panel).to_be_visible()
    return panel


def test_autobots_keep_why_in_french_closes_on_escape_and_outside(page, site):
    open_app(page, site.url, "?lang=fr")
    start_game(page, "kotd", {"first": "autobot", "autobot_monster": "meka_dragon"}, seed="why-fr")
    # The setup instruction is no decision: no button.
    expect(page.locator("#why-open")).to_have_count(0)
    tap(page, page.get_by_test_id("roll-for-me"))
    button = page.locator(".bot-says .instruction-row #why-open")
    expect(button.locator(".why-word")).to_have_text("Pourquoi ?")
    expect(button.locator(".why-short")).to_be_hidden()
    # One tap from the instruction: beside its rule chip.
    assert page.locator(".bot-says .instruction-row .rule-chip ~ #why-open").count() == 1
    panel = open_why(page)
    expect(panel.locator("h2")).to_have_text("Pourquoi le bot fait cela")
    entries = panel.locator(".why-entry")
    expect(entries).to_have_count(4)  # A.2 smashes, A.3 hearts, A.4 type, A.5 reroll
    chosen = panel.locator(".why-entry.chosen")
    expect(chosen).to_have_count(1)
    expect(chosen).to_contain_text("Décide")
    expect(chosen.locator(".rule-chip")).to_have_text("§ Autobot A.5")
    expect(entries.nth(0).locator(".rule-chip")).to_have_text("§ Autobot A.2")
    expect(panel.locator(".why-instruction")).to_have_text(page.locator("#instruction").inner_text())
    assert "⟦" not in panel.inner_text()
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    # A tap outside the sheet (on the dimmed page) closes it too; a tap inside does not.
    panel = open_why(page)
    panel.locator(".why-legend").click()
    expect(panel).to_be_visible()
    page.mouse.click(5, 5)
    expect(panel).to_be_hidden()
    # A rule chip inside opens the rule's text over it.
    panel = open_why(page)
    chosen.locator(".rule-chip").click()
    expect(page.locator("dialog.sheet .rule-text")).to_contain_text("Relancez")
    page.keyboard.press("Escape")
    expect(panel).to_be_visible()
    page.click("#why-close")
    expect(panel).to_be_hidden()


def test_the_neutral_count_in_english_in_a_400_px_embed(page, site):
    page.set_viewport_size({"width": 400, "height": 720})
    open_app(page, site.url, "?lang=en&embed=1&game=tm")
    if page.locator("#start-game").count():
        page.click("#start-game")
    expect(page.locator(".table-screen")).to_be_visible()
    tap(page, page.get_by_test_id("tm-draw"))
    # In a narrow frame the chip keeps to a "?", named in full for screen readers.
    expect(page.locator("#why-open .why-short")).to_be_visible()
    expect(page.locator("#why-open .why-word")).to_be_hidden()
    expect(page.locator("#why-open")).to_have_attribute("aria-label", "Why the bot did this: the steps of TM VII-B 1 · city 1")
    panel = open_why(page)
    expect(panel.locator("h2")).to_have_text("Why the bot did it")
    chosen = panel.locator(".why-entry.chosen")
    expect(chosen).to_have_count(1)
    expect(chosen).to_contain_text("neutral city 1 goes here")
    expect(chosen).to_be_in_viewport()  # a long count opens on the entry that decided
    expect(panel.locator(".why-entry .why-text").first).to_contain_text("count")
    # Readable in the frame: nothing wider than it, the close button within reach.
    box = panel.locator(".why-sheet").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 400
    assert panel.locator("#why-list").evaluate("el => el.scrollWidth <= el.clientWidth")
    expect(page.locator("#why-close")).to_be_in_viewport()
    page.click("#why-close")
    expect(panel).to_be_hidden()


def test_persias_preparation_why_in_english(page, site):
    open_app(page, site.url, "?lang=en")
    start_game(page, "e300", seed="300")
    expect(page.locator("#why-open")).to_have_count(0)  # "start the preparation" is no decision yet
    tap(page, page.get_by_test_id("choice-0"))
    panel = open_why(page)
    chosen = panel.locator(".why-entry.chosen")
    expect(chosen).to_contain_text("situation B")
    expect(chosen.locator(".rule-chip")).to_have_text("§ PERS.IA §4.B")
    expect(panel.locator(".why-entry[data-held=null]")).to_have_count(2)  # C and D: not checked
    expect(panel.locator(".why-entry[data-held=null]").first).to_contain_text("Not reached")
    assert "⟦" not in panel.inner_text()
