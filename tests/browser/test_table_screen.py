"""Issue 11, the table at hand: what the bot just did stays on the screen, a counter takes
typed digits, one d6 is one tap, the log reads as a game record with one "go back to
here" per action, and the end panel names the winner and offers a rematch."""

import re

from playwright.sync_api import expect

from helpers import current_record, open_app, start_game, step_of, tap

KOTD = {"first": "autobot", "player_monster": "the_king", "autobot_monster": "meka_dragon", "difficulty": "normal"}


def to_player_turn(page, limit=20):
    for _ in range(limit):
        if page.locator(".turn-line").get_attribute("data-turn") == "player":
            return
        for tid in ("roll-for-me", "numbers-confirm", "choice-0"):
            button = page.get_by_test_id(tid)
            if button.count() and button.is_enabled():
                tap(page, button)
                break
    raise AssertionError("Autobot's turn did not end")


def test_what_the_bot_did_stays_on_screen(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", KOTD, seed="2024")
    tap(page, page.get_by_test_id("roll-for-me"))
    did = page.locator("#bot-did")
    expect(did).to_be_visible()
    # the roll itself is told in the panel, with its rule
    expect(did.locator(".log-dice")).to_have_count(1)
    expect(did.locator(".rule-chip").first).to_be_visible()


def test_a_counter_takes_typed_digits_and_the_end_panel(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", KOTD, seed="2024")
    to_player_turn(page)
    # Typing 0 into Autobot's life (instead of holding −) ends the game once confirmed.
    page.get_by_test_id("autobot_life-value").click()
    field = page.locator("#type-autobot_life")
    expect(field).to_be_focused()
    field.fill("0")
    field.press("Enter")
    page.get_by_test_id("choice-0").click()  # issue 21: "Autobot is out of lives: end the game?"
    over = page.locator("#game-over")
    expect(over).to_be_visible()
    # One title naming the winner; the reason starts with a capital.
    text = over.inner_text()
    assert len(re.findall("gagné", text)) == 1, text
    reason = over.locator(".over-reason").inner_text().strip()
    assert reason[:1].isupper(), reason
    # A rematch with the same options, from the panel itself.
    before = current_record(page)
    page.click("#over-rematch")
    expect(page.locator("#game-over")).to_have_count(0)
    expect(page.locator("#prompt .btn").first).to_be_visible()
    after = current_record(page)
    assert after["id"] != before["id"]
    for key, value in KOTD.items():
        assert after["view"]["options"][key] == value


def test_a_typed_value_out_of_range_is_held_to_the_limits(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", KOTD, seed="2024")
    to_player_turn(page)
    value = page.locator(".controls .stepper-value").last
    counter = value.get_attribute("id")[len("val-"):]
    value.click()
    field = page.locator(f"#type-{counter}")
    field.fill("999")
    field.press("Enter")
    top = page.locator(f"#val-{counter}").inner_text()
    assert top.isdigit() and int(top) < 999
    # Escape leaves the value as it was
    page.locator(f"#val-{counter}").click()
    page.locator(f"#type-{counter}").fill("1")
    page.locator(f"#type-{counter}").press("Escape")
    expect(page.locator(f"#val-{counter}")).to_have_text(top)


def test_one_d6_is_one_tap(page, site):
    open_app(page, site.url)
    start_game(page, "e300", seed="300")
    for _ in range(40):
        pad = page.locator(".dice-pad.single")
        if pad.count():
            break
        for tid in ("numbers-confirm", "choice-0", "roll-for-me"):
            button = page.get_by_test_id(tid)
            if button.count() and button.is_enabled():
                tap(page, button)
                break
    else:
        raise AssertionError("no single-die question met")
    before = step_of(page)
    page.locator(".dice-pad.single .face-btn[data-face='3']").click()
    expect(page.locator(".table-screen")).not_to_have_attribute("data-step", str(before))
    expect(page.locator("#dice-tray .die-3")).to_have_count(1)


def test_the_log_is_a_game_record(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", KOTD, seed="2024")
    to_player_turn(page)
    tap(page, page.get_by_test_id("end-turn"))
    page.click("#open-log")
    entries = page.locator("#log-list .log-entry")
    expect(entries.first).to_be_visible()
    # headings where rounds and turns begin
    expect(page.locator("#log-list .log-heading").first).to_be_visible()
    # one "go back to here" per action, however many lines the action wrote
    count = entries.count()
    assert page.locator("#log-list .log-go").count() == count - 1
    for i in range(count):
        assert entries.nth(i).locator(".log-go").count() <= 1
    assert any(entries.nth(i).locator("li").count() > 1 for i in range(count))
    # going back says where it went
    target = entries.nth(1)
    first_line = target.locator("li").first.inner_text()
    target.locator(".log-go").click()
    expect(page.locator("#toast")).to_contain_text(first_line[:20])
