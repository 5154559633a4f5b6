"""Issue 11, the table at hand: what the bot just did stays on the screen, a counter takes
typed digits, one d6 is one tap, the log reads as a game record with one "go back to
here" per action, and the end panel names the winner and offers a rematch."""

import re

import pytest
from playwright.sync_api import expect

from helpers import current_record, next_step, open_app, start_game, step_of, tap

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
    next_step(page, before)
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


# -- issue 34: what the eye meets ------------------------------------------------------
def test_the_end_shows_its_last_turn(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", KOTD, seed="2024")
    to_player_turn(page)
    page.get_by_test_id("autobot_life-value").click()
    page.locator("#type-autobot_life").fill("0")
    page.locator("#type-autobot_life").press("Enter")
    page.get_by_test_id("choice-0").click()
    expect(page.locator("#game-over")).to_be_visible()
    # the turn that won, read on the end panel itself, not only in the Journal
    lines = page.locator("#last-turn-list li")
    expect(lines.first).to_be_visible()
    assert any("0" in text for text in lines.all_inner_texts())


SIZES = {"portrait": (820, 1180), "landscape": (1180, 820)}


@pytest.mark.parametrize("size", list(SIZES))
def test_a_refused_typed_value_is_said_inside_its_counter(page, site, size):
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, site.url)
    start_game(page, "kotd", KOTD, seed="2024")
    to_player_turn(page)
    page.get_by_test_id("player_life-value").click()
    page.locator("#type-player_life").fill("20")
    page.locator("#type-player_life").press("Enter")
    note = page.locator("#note-player_life")
    expect(note).to_be_visible()
    where = page.evaluate("""() => {
          const note = document.getElementById('note-player_life').getBoundingClientRect();
          const own = document.querySelector('[data-counter=player_life]').getBoundingClientRect();
          const panel = document.getElementById('controls').getBoundingClientRect();
          const covered = [...document.querySelectorAll('.controls .stepper-btn')]
            .filter((b) => !b.closest('[data-counter=player_life]'))
            .filter((b) => { const r = b.getBoundingClientRect();
              return r.left < note.right && r.right > note.left && r.top < note.bottom && r.bottom > note.top; })
            .map((b) => b.dataset.testid);
          return {inside: note.left >= own.left - 1 && note.right <= own.right + 1 && note.top >= own.top - 1,
                  inPanel: note.left >= panel.left && note.right <= panel.right && note.top >= panel.top,
                  inScreen: note.right <= innerWidth, covered};
        }""")
    assert where == {"inside": True, "inPanel": True, "inScreen": True, "covered": []}, (size, where)
    expect(page.get_by_test_id("player_life-value")).not_to_have_text("20")


def test_what_just_happened_shows_whole_lines_and_counts_the_rest(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", KOTD, seed="2024")
    tap(page, page.get_by_test_id("roll-for-me"))  # Autobot's roll: several lines
    page.wait_for_timeout(300)
    seen = page.evaluate("""() => {
      const ul = document.getElementById('bot-did-list');
      const box = ul.getBoundingClientRect();
      const lines = [...ul.children].map((li) => { const r = li.getBoundingClientRect();
        return {shown: getComputedStyle(li).visibility !== 'hidden', top: r.top, bottom: r.bottom}; });
      return {box: [box.top, box.bottom], lines, more: document.querySelector('.bot-did-more').textContent};
    }""")
    top, bottom = seen["box"]
    for line in seen["lines"]:
        if line["shown"] and line["bottom"] > top + 1 and line["top"] < bottom - 1:
            assert line["top"] >= top - 1 and line["bottom"] <= bottom + 1, seen  # never a line cut in two
    below = sum(1 for line in seen["lines"] if line["bottom"] > bottom + 1)
    numbers = re.findall(r"\d+", seen["more"])
    assert (int(numbers[0]) if numbers else 0) == below, seen


def test_a_value_typed_as_a_new_step_comes_in_is_taken(page, site):
    """Issue 34: Martian VP 8 typed right after a new step was once dropped without a word.
    The value being typed is taken when the screen is drawn again under it (5 here: 8 wins)."""
    open_app(page, site.url, "?lang=fr")
    start_game(page, "ma", seed="typed")
    page.get_by_test_id("vp_martian-value").click()
    page.locator("#type-vp_martian").fill("5")
    # the battle starts under the finger (the answer given from the screen being typed on)
    page.evaluate("() => { const s = window.solobots.session; return s.act({type: 'answer', value: 'start'}, s.game.view.token); }")
    expect(page.locator("[data-testid=vp-martian]")).to_contain_text("5")
    expect(page.get_by_test_id("vp_martian-value")).to_have_text("5")
