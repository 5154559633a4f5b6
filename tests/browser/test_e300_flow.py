"""300: Earth & Water in the browser, in French and in English: setup, PERS.IA's
preparation, the map edited by tapping cities, operations with a rolled die and with
entered dice, a battle result entered, an undo, a reload in the middle of an operation,
the supply phase and the scoring that opens campaign 4.

Seed "300": the app's first roll is a 5 (PERS.IA destroys your fleet in Athenai); every
later die is entered, so each step below is known in advance."""

import pytest
from playwright.sync_api import expect

from autoplay import walk
from helpers import engine_call, enter_dice, next_step, open_app, start_game, step_of, wait_ready

TEXT = {
    "fr": {"campaign3": "Campagne 3", "prep": "Situation B", "fleet": "Athenai", "place": "Thèbai",
           "battle": "bataille terrestre à Pella", "supply": "Pour PERS.IA", "campaign4": "Campagne 4",
           "chip_die": "d6 = 5", "chip_move": "PERS.IA §5.3 · d6 = 3", "cards": "Vos cartes",
           "ended": "la phase d'opérations est terminée", "ok": "Compris", "placing": "Placer à Athenai"},
    "en": {"campaign3": "Campaign 3", "prep": "Situation B", "fleet": "Athenai", "place": "Thebai",
           "battle": "land battle in Pella", "supply": "For PERS.IA", "campaign4": "Campaign 4",
           "chip_die": "d6 = 5", "chip_move": "PERS.IA §5.3 · d6 = 3", "cards": "Your cards",
           "ended": "the operations phase is over", "ok": "OK", "placing": "Place in Athenai"},
}


def count(page, city, what):
    return page.locator(f".e300-map [data-city={city}] [data-count={what}]")


def wait_step_after(page, before):
    next_step(page, before)


def tap(page, testid):
    # a tap during the tap guard (the last step's 60 ms in tests) is dropped, by design
    expect(page.locator(".table-screen:not([inert])")).to_have_count(1)
    before = step_of(page)
    page.get_by_test_id(testid).click()
    wait_step_after(page, before)


def edit_city(page, city, counter, times):
    """Tap the city on the map, then + or − on one of its counters in the panel, then
    "Done": the whole edit is one engine step."""
    page.locator(f".e300-map [data-city={city}]").click()
    expect(page.locator("#e300-editor")).to_have_attribute("data-city", city)
    before = step_of(page)
    value = int(page.locator(f"#val-{city}-{counter}").inner_text())
    for _ in range(abs(times)):
        page.get_by_test_id(f"{city}-{counter}-{'plus' if times > 0 else 'minus'}").click()
    expect(page.locator(f"#val-{city}-{counter}")).to_have_text(str(value + times))
    assert step_of(page) == before  # nothing sent yet
    tap(page, "e300-editor-close")
    assert step_of(page) == before + 1
    expect(page.locator("#e300-editor")).to_have_count(0)


def enter_die(page, face):
    before = step_of(page)
    enter_dice(page, [face])
    wait_step_after(page, before)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_campaign_at_the_table(page, site, lang):
    words = TEXT[lang]
    open_app(page, site.url, f"?lang={lang}")
    start_game(page, "e300", seed="300")
    instruction = page.locator("#instruction")
    expect(instruction).to_contain_text(words["campaign3"])
    expect(page.locator(".e300-track.score")).to_have_attribute("data-score", "2")
    expect(page.locator(".e300-track.campaign")).to_have_attribute("data-campaign", "3")
    expect(page.locator(".e300-map .bridge")).to_have_attribute("data-built", "1")
    expect(count(page, "Abydos", "persia-armies")).to_have_text("3")

    # PERS.IA's preparation: one tap; situation B puts 8 armies into Abydos and Ephesos.
    tap(page, "choice-0")
    expect(instruction).to_contain_text(words["prep"])
    expect(page.locator("#prompt .rule-chip, .bot-says .instruction-row .rule-chip").first).to_contain_text("PERS.IA §4.B")
    expect(count(page, "Abydos", "persia-armies")).to_have_text("7")
    expect(count(page, "Ephesos", "persia-armies")).to_have_text("7")
    expect(page.get_by_test_id("hand-persia")).to_contain_text("4")

    # Your preparation on the map: two armies to Athenai, three cards in hand. The editor
    # says "Place", not "Correct", while you prepare; the app proposes the cards the four
    # talents left buy, and the hand counts them.
    page.locator(".e300-map [data-city=Athenai]").click()
    expect(page.locator("#e300-editor h3")).to_have_text(words["placing"])
    page.get_by_test_id("e300-editor-close").click()
    expect(page.locator("#val-num-cards")).to_have_text("6")
    edit_city(page, "Athenai", "greece-armies", 2)
    expect(count(page, "Athenai", "greece-armies")).to_have_text("3")
    expect(page.locator("#val-num-cards")).to_have_text("4")
    page.get_by_test_id("num-cards-minus").click()
    tap(page, "numbers-confirm")
    expect(page.get_by_test_id("hand-greece")).to_contain_text("3")

    # Operation 1: the app rolls (5): your fleet in Athenai is replaced by a Persian one.
    expect(page.get_by_test_id("roll-for-me")).to_be_visible()
    tap(page, "roll-for-me")
    expect(instruction).to_contain_text(words["fleet"])
    expect(page.locator(".bot-says .instruction-row .rule-chip")).to_contain_text(words["chip_die"])
    expect(page.locator("#dice-tray .die")).to_have_count(1)
    expect(count(page, "Athenai", "greece-fleets")).to_have_text("0")
    expect(count(page, "Athenai", "persia-fleets")).to_have_text("1")
    expect(page.get_by_test_id("hand-persia")).to_contain_text("3")

    # Your operation: an army goes to Pella; "Operation done" plays a card.
    edit_city(page, "Pella", "greece-armies", 1)
    tap(page, "choice-0")
    expect(page.get_by_test_id("hand-greece")).to_contain_text("2")

    # Operation 2, a physical die: 6 places a fleet and an army in Thebai.
    enter_die(page, "6")
    expect(instruction).to_contain_text(words["place"])
    expect(count(page, "Thebai", "persia-armies")).to_have_text("1")
    expect(count(page, "Thebai", "persia-fleets")).to_have_text("1")
    tap(page, "choice-0")

    # Operation 3, die 3: Ephesos sends 3 armies over the bridge into your Pella: battle.
    enter_die(page, "3")
    expect(instruction).to_contain_text(words["battle"])
    expect(page.locator(".bot-says .instruction-row .rule-chip")).to_contain_text(words["chip_move"])
    expect(page.locator("#prompt.prompt-numbers")).to_be_visible()
    expect(page.locator(".e300-map [data-city=Pella] .battle-mark")).to_have_count(1)
    expect(count(page, "Pella", "persia-armies")).to_have_text("3")

    # A reload in the middle of the operation: the same question comes back.
    battle_step = step_of(page)
    text = instruction.inner_text()
    page.reload()
    wait_ready(page)
    expect(page.locator(".table-screen")).to_have_attribute("data-step", str(battle_step))
    expect(page.locator("#prompt.prompt-numbers")).to_be_visible()
    assert instruction.inner_text() == text

    # The battle at the table: your army is gone, PERS.IA keeps its 3 (the prompt starts
    # from that possible result: confirming it is accepted). Then undo it and enter it again.
    expect(page.locator("#val-num-greece")).to_have_text("0")
    expect(page.locator("#val-num-persia")).to_have_text("3")
    tap(page, "numbers-confirm")
    expect(count(page, "Pella", "greece-armies")).to_have_text("0")
    expect(page.get_by_test_id("hand-persia")).to_contain_text("1")
    expect(page.locator("#prompt.prompt-choice")).to_be_visible()
    page.click("#undo")
    expect(page.locator(".table-screen")).to_have_attribute("data-step", str(battle_step))
    expect(page.locator("#prompt.prompt-numbers")).to_be_visible()
    expect(count(page, "Pella", "greece-armies")).to_have_text("1")
    page.get_by_test_id("num-greece-plus").click()
    page.get_by_test_id("num-greece-minus").click()
    tap(page, "numbers-confirm")

    # Both pass: you, then PERS.IA's die says 1 (it discards its last card). The die and
    # the discard stay on screen until you acknowledge them; then supply.
    tap(page, "choice-1")
    enter_die(page, "1")
    expect(instruction).to_contain_text(words["ended"])
    expect(page.locator("#dice-tray .die")).to_have_count(1)
    expect(page.get_by_test_id("choice-0")).to_have_text(words["ok"])
    expect(page.get_by_test_id("choice-1")).to_have_count(0)
    tap(page, "choice-0")

    # Supply, one tap (engine 4): PERS.IA's removals (2 in Pella) and yours (nothing to
    # remove: all your armies are fed) in one prompt; the marker moves by itself and
    # campaign 4 begins.
    expect(instruction).to_contain_text(words["supply"])
    expect(page.locator("#val-num-persia_Pella")).to_have_text("2")
    expect(page.locator("#val-num-greece_Athenai")).to_have_text("0")
    before = step_of(page)
    tap(page, "numbers-confirm")
    assert step_of(page) == before + 1
    expect(count(page, "Pella", "persia-armies")).to_have_text("1")
    expect(page.locator("#prompt.prompt-numbers")).to_have_count(0)
    expect(page.locator("#val-num-score")).to_have_count(0)
    expect(instruction).to_contain_text(words["campaign4"])
    expect(page.locator(".e300-track.score")).to_have_attribute("data-score", "3")
    expect(page.locator(".e300-track.campaign")).to_have_attribute("data-campaign", "4")

    # Every bot line of the log cites its rule; nothing is left untranslated.
    page.click("#open-log")
    bot_lines = page.locator("#log-list li.log-bot")
    expect(bot_lines.nth(10)).to_be_attached()
    for i in range(bot_lines.count()):
        expect(bot_lines.nth(i).locator(".rule-chip")).to_have_count(1)
    page.keyboard.press("Escape")
    assert "⟦" not in page.locator("main").inner_text()
    expect(page.get_by_test_id("hand-greece")).to_contain_text(words["cards"])


def test_bridge_drawn_destroyed_and_city_editor_stays_put(page, site):
    open_app(page, site.url)
    start_game(page, "e300", seed="303")
    page.get_by_test_id("bridge-minus").click()
    tap(page, "choice-0")  # the pending bridge change, then PERS.IA's preparation
    expect(page.locator(".e300-map .bridge")).to_have_attribute("data-built", "1")  # situation B rebuilds it
    page.click("#undo")
    expect(page.locator(".e300-map .bridge")).to_have_attribute("data-built", "0")
    expect(page.locator(".e300-map .bridge-cross")).to_have_count(1)
    # The panel opens over the half of the map away from the tapped city.
    page.locator(".e300-map [data-city=Sparta]").click()
    expect(page.locator("#e300-editor")).to_have_class("e300-editor at-top")
    # The panel covers half the map: it is closed before tapping a city under it.
    page.get_by_test_id("e300-editor-close").click()
    page.locator(".e300-map [data-city=Pella]").click()
    expect(page.locator("#e300-editor")).to_have_class("e300-editor at-bottom")
    # Korinthos has no port: no fleet counters.
    page.get_by_test_id("e300-editor-close").click()
    page.locator(".e300-map [data-city=Korinthos]").click()
    expect(page.locator("#e300-editor [data-counter]")).to_have_count(2)


def test_city_editor_is_one_undo_and_a_tap_outside_records_it(page, site):
    open_app(page, site.url, "?lang=en")
    start_game(page, "e300", seed="303")
    start = step_of(page)
    armies = count(page, "Thebai", "greece-armies")
    before = int(armies.text_content())
    # Three + taps and "Done": one step, one log line, one undo.
    page.locator(".e300-map [data-city=Thebai]").click()
    expect(page.locator("#e300-editor h3")).to_have_text("Correct Thebai")  # PERS.IA has not prepared yet
    for _ in range(3):
        page.get_by_test_id("Thebai-greece-armies-plus").click()
    expect(page.locator("#e300-editor")).to_have_attribute("data-dirty", "1")
    tap(page, "e300-editor-close")
    assert step_of(page) == start + 1
    expect(armies).to_have_text(str(before + 3))
    lines = engine_call(page, "log")["log"]
    edits = [line for line in lines if line["at"] == start + 1]
    assert [line["msg"]["key"] for line in edits] == ["e300.log.edit_correct"]
    page.click("#undo")
    expect(page.locator(".table-screen")).to_have_attribute("data-step", str(start))
    expect(armies).to_have_text(str(before))
    # Cancel drops the draft without a step.
    page.locator(".e300-map [data-city=Thebai]").click()
    page.get_by_test_id("Thebai-greece-armies-plus").click()
    page.get_by_test_id("e300-editor-cancel").click()
    expect(page.locator("#e300-editor")).to_have_count(0)
    expect(armies).to_have_text(str(before))
    assert step_of(page) == start
    # A tap elsewhere while an edit is open records the edit and does nothing else.
    page.locator(".e300-map [data-city=Thebai]").click()
    page.get_by_test_id("Thebai-persia-fleets-plus").click()
    page.get_by_test_id("choice-0").click()  # would be "PERS.IA prepares"
    expect(page.locator(".table-screen")).to_have_attribute("data-step", str(start + 1))
    expect(count(page, "Thebai", "persia-fleets")).to_have_text("1")
    expect(page.locator("#e300-editor")).to_have_count(0)
    assert engine_call(page, "log")["log"][-1]["msg"]["key"] == "e300.log.edit_correct"
    tap(page, "choice-0")  # now PERS.IA prepares
    assert step_of(page) == start + 2



@pytest.mark.parametrize("lang, size", [("fr", (820, 1180)), ("en", (820, 1180)), ("fr", (400, 720))])
def test_the_score_tracks_title_reads_whole(page, site, lang, size):
    """The score track's title is never cut: where the track is narrow (beside the map, from
    the first operation at 820 × 1180, where it read "Marqueur de point") its side labels
    give way; the cells' colours tell the sides."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_app(page, site.url, f"?lang={lang}")
    start_game(page, "e300", seed="300")
    seen = []

    def check(page, i):
        head = page.locator(".e300-track.score .track-head")
        if head.count():
            seen.append(head.evaluate("el => [el.scrollWidth <= el.clientWidth,"
                                      " el.querySelector('b').scrollWidth <= el.querySelector('b').clientWidth, el.clientWidth]"))

    assert walk(page, 6, seed=1, on_step=check) == 6
    assert any(w < 352 for *_, w in seen), "the walk never met the narrow track it is about"
    cut = [w for whole, title, w in seen if not (whole and title)]
    assert not cut, f"the score track's head is cut at widths {cut}"
