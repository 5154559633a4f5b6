"""Issue 34, Mars Attacks at the table (1180 × 820, where each was met): the second figure's
"Shoot with" in view after a shot, a Martian's list of six targets whole in the side
column, the freeze ray's next figure an answer of the question, another defender not
inheriting the last one's clear shot, a target out of range said before the roll, and no
"Shoot with" for a figure with an enemy in its square."""

import pytest
from playwright.sync_api import expect

from hands import Hands
from helpers import next_step, open_app, start_game, step_of


def acted(page, fn):
    before = step_of(page)
    fn()
    next_step(page, before)


def battle(page, site, figures, lang="fr", choices=None):
    page.set_viewport_size({"width": 1180, "height": 820})
    open_app(page, site.url, f"?lang={lang}")
    start_game(page, "ma", choices=choices, seed="6")
    for profile, square in figures:
        page.locator(f".pal[data-profile={profile}]").click()
        acted(page, lambda square=square: page.locator(f".ma-mat rect[data-square={square}]").click())
    page.get_by_test_id("ma-add").click()
    acted(page, lambda: page.get_by_test_id("choice-0").click())  # start the battle
    return Hands(page)


def test_the_second_figures_shoot_with_is_in_view_after_a_shot(page, site):
    hands = battle(page, site, [("us_sergeant", "B3"), ("us_rifleman", "D3"), ("eva", "C2"),
                                ("martian_leader", "C6"), ("martian_disintegrator", "D6"),
                                ("martian_disintegrator", "E6"), ("martian_disintegrator", "B6")])
    hands.tap(page.locator(".ma-mat rect[data-square=B3]"))  # one figure: marked activated
    hands.tap(page.get_by_test_id("shoot-with-f1"))
    hands.tap(page.get_by_test_id("roll-for-me"))
    # the finished test stays in view, read-only; the next figure's square comes before it
    expect(page.locator(".ma-tool.shown")).to_have_count(1)
    hands.tap(page.locator(".ma-mat rect[data-square=D3]"))
    page.wait_for_timeout(300)  # the square's panel is scrolled into view in the next frame
    hands.probe(page.get_by_test_id("shoot-with-f2"), scroll=False)


def test_six_targets_and_no_clear_shot_whole_in_the_side_column(page, site):
    hands = battle(page, site, [("us_sergeant", "B4"), ("us_rifleman", "C4"), ("eva", "D4"), ("us_rifleman", "E4"),
                                ("deke", "F4"), ("us_machine_gun", "G4"), ("martian_disintegrator", "D7")])
    hands.answer("Tour fini")  # the Martians' turn: its first card drawn at once
    for _ in range(4):
        if page.locator("#prompt .choices button").count() >= 7:
            break
        no = page.locator("#prompt .choices button", has_text="Non")
        hands.tap(no.first if no.count() else page.locator("#prompt .choices button").first)
    buttons = page.locator("#prompt .choices button")
    assert buttons.count() == 7
    for i in range(7):
        hands.probe(buttons.nth(i), scroll=False)  # nothing to scroll to: all in view


def test_the_freeze_rays_next_figure_is_an_answer_of_the_question(page, site):
    hands = battle(page, site, [("us_rifleman", "D3"), ("us_sergeant", "D3"), ("martian_freeze_ray", "D7")])
    hands.answer("Tour fini")
    for _ in range(6):
        if page.get_by_test_id("roll-for-me").count() or page.locator("[data-testid^=freeze-next-]").count():
            break
        no = page.locator("#prompt .choices button", has_text="Non")
        hands.tap(no.first if no.count() else page.locator("#prompt .choices button.primary, #prompt .choices button").first)
    if page.get_by_test_id("roll-for-me").count():
        hands.tap(page.get_by_test_id("roll-for-me"))
    nxt = page.locator("#prompt [data-testid^=freeze-next-]")
    expect(nxt).to_have_count(1)
    hands.probe(nxt, scroll=False)  # in the question, not 1,280 px down the tool
    figure = nxt.get_attribute("data-testid").removeprefix("freeze-next-")
    hands.tap(nxt)
    expect(page.get_by_test_id(f"defender-fig-{figure}")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("roll-for-me")).to_be_visible()


def test_another_target_does_not_inherit_the_clear_shot_and_one_out_of_range_is_said(page, site):
    hands = battle(page, site, [("eva", "C2"), ("martian_disintegrator", "C4"), ("martian_disintegrator", "C7")])
    hands.tap(page.locator(".ma-mat rect[data-square=C2]"))
    hands.tap(page.get_by_test_id("shoot-with-f1"))
    expect(page.get_by_test_id("defender-fig-f2")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("out-of-range")).to_have_count(0)
    page.get_by_test_id("tool-clear").click()
    expect(page.get_by_test_id("tool-clear")).to_have_attribute("aria-pressed", "true")
    page.get_by_test_id("defender-fig-f3").click()
    expect(page.get_by_test_id("defender-fig-f3")).to_have_attribute("aria-pressed", "true")
    # Eva shoots 1 to 3 squares; C7 is 5 away: said on its chip and under the target
    expect(page.get_by_test_id("defender-fig-f3")).to_contain_text("hors de portée")
    expect(page.get_by_test_id("out-of-range")).to_contain_text("5 cases")
    # the clear shot was granted for the other target
    expect(page.get_by_test_id("tool-clear")).to_have_attribute("aria-pressed", "false")


@pytest.mark.parametrize("lang", ["fr"])
def test_no_shoot_with_for_a_figure_with_an_enemy_in_its_square(page, site, lang):
    battle(page, site, [("deke", "D4"), ("us_rifleman", "B2"), ("martian_disintegrator", "D4")], lang)
    page.locator(".ma-mat rect[data-square=D4]").click()
    expect(page.get_by_test_id("fight-with-f1")).to_be_visible()
    expect(page.get_by_test_id("shoot-with-f1")).to_have_count(0)
    page.locator(".ma-mat rect[data-square=B2]").click()
    expect(page.get_by_test_id("shoot-with-f2")).to_be_visible()


def test_a_long_target_list_in_portrait_shows_whole_rows_and_says_how_many_are_below(page, site):
    hands = battle(page, site, [("us_sergeant", "B4"), ("us_rifleman", "C4"), ("eva", "D4"), ("us_rifleman", "E4"),
                                ("deke", "F4"), ("us_machine_gun", "G4"), ("martian_disintegrator", "D7")])
    page.set_viewport_size({"width": 820, "height": 1180})
    hands.answer("Tour fini")
    for _ in range(4):
        if page.locator("#prompt .choices button").count() >= 7:
            break
        no = page.locator("#prompt .choices button", has_text="Non")
        hands.tap(no.first if no.count() else page.locator("#prompt .choices button").first)
    expect(page.locator("#prompt .choices button")).to_have_count(7)
    page.wait_for_timeout(300)  # the list is measured in the next frame
    # each row whole inside the list's box or wholly below it (then scrolled to), none cut
    cut = page.evaluate("""() => { const l = document.querySelector('#prompt .choices');
      const box = l.getBoundingClientRect(); const edge = box.top + l.clientTop + l.clientHeight;
      return [...l.children].filter(b => { const r = b.getBoundingClientRect(); return r.top < edge - 1 && r.bottom > edge + 1; })
        .map(b => b.textContent); }""")
    assert cut == []
    below = page.locator("#prompt .list-more")
    if page.evaluate("(() => { const l = document.querySelector('#prompt .choices'); return l.scrollHeight > l.clientHeight + 1; })()"):
        expect(below).to_contain_text("encore")
