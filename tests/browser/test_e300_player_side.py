"""300: Earth & Water, your side of the table (issues 23 and 21), in both languages, at
both tablet sizes and in the 400 x 720 embed: a move in four taps (by road and by sea,
with the map's legality), a move into PERS.IA's units fought and entered, your
preparation's cards counted, your supply proposed and the marker moved by the app, a city
edited twice with every tap counted and nothing moving under the finger.

Seed "taps": PERS.IA prepares by situation B; every die below is entered."""

import pytest
from playwright.sync_api import expect

from helpers import next_step, step_of, wait_ready

FRAMES = {"portrait-fr": (820, 1180, "fr", False), "landscape-en": (1180, 820, "en", False),
          "embed-fr": (400, 720, "fr", True), "embed-en": (400, 720, "en", True)}
WORDS = {"fr": {"road": "par la route", "sea": "par la mer", "reach": "n'est pas à portée",
                "marker": "placez le marqueur de points sur", "campaign4": "Campagne 4", "done": "Opération faite"},
         "en": {"road": "by road", "sea": "by sea", "reach": "is out of reach",
                "marker": "put the score marker on", "campaign4": "Campaign 4", "done": "Operation done"}}


def start(page, site, frame, seed="taps"):
    width, height, lang, embed = FRAMES[frame]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{site.url}index.html?lang={lang}" + ("&embed=1&game=e300" if embed else ""))
    wait_ready(page)
    if not embed:
        page.get_by_test_id("new-e300").click()
    page.fill("#seed", seed)
    page.click("#start-game")
    expect(page.locator(".table-screen")).to_be_visible()
    return lang


def answer(page, target):
    before = step_of(page)
    (page.get_by_test_id(target) if isinstance(target, str) else target).click()
    next_step(page, before)


def die(page, face):
    answer(page, page.locator(f"#prompt .face-buttons [data-face='{face}']"))


def city(page, name):
    return page.locator(f".e300-map [data-city={name}]")


def count(page, name, what):
    return city(page, name).locator(f"[data-count={what}]")


def place(page, locator):
    box = locator.bounding_box()
    scroll = page.evaluate("() => [scrollX, scrollY]")
    return (round(box["x"] + scroll[0]), round(box["y"] + scroll[1]), round(box["width"]), round(box["height"]))


def to_your_operation(page):
    """PERS.IA prepares, your preparation (the cards proposed), PERS.IA's die 1 (it passes)."""
    answer(page, "choice-0")
    answer(page, "numbers-confirm")
    die(page, "1")


@pytest.mark.parametrize("frame", list(FRAMES))
def test_a_move_is_four_taps_by_road_and_by_sea(page, site, frame):
    lang = start(page, site, frame)
    to_your_operation(page)
    # By road: Korinthos -> Thebai, one army.
    taps = 0
    thebai = place(page, city(page, "Thebai").locator(".disc"))
    city(page, "Korinthos").click()
    taps += 1
    expect(city(page, "Thebai")).to_have_attribute("data-target", "1")
    expect(city(page, "Delphi")).not_to_have_attribute("data-target", "1")  # beyond an empty city
    assert place(page, city(page, "Thebai").locator(".disc")) == thebai  # the map did not move under the finger
    city(page, "Thebai").click()
    taps += 1
    expect(page.locator("#e300-move")).to_contain_text(WORDS[lang]["road"])
    confirm = place(page, page.get_by_test_id("move-confirm"))
    page.get_by_test_id("move-armies-1").click()
    taps += 1
    assert place(page, page.get_by_test_id("move-confirm")) == confirm
    answer(page, "move-confirm")
    taps += 1
    assert taps == 4
    expect(count(page, "Korinthos", "greece-armies")).to_have_text("0")
    expect(count(page, "Thebai", "greece-armies")).to_have_text("1")
    expect(page.locator("#bot-did")).to_contain_text(WORDS[lang]["road"])
    # Operation done; PERS.IA passes again; by sea: Sparta -> Eretria, a fleet carrying an army.
    answer(page, "choice-0")
    die(page, "1")
    taps = 0
    for target in (city(page, "Sparta"), city(page, "Eretria"), page.get_by_test_id("move-armies-1")):
        target.click()
        taps += 1
    expect(page.get_by_test_id("move-fleets")).to_have_attribute("data-value", "1")  # one fleet per army, by itself
    expect(page.locator("#e300-move")).to_contain_text(WORDS[lang]["sea"])
    answer(page, "move-confirm")
    taps += 1
    assert taps == 4
    expect(count(page, "Eretria", "greece-armies")).to_have_text("1")
    expect(count(page, "Eretria", "greece-fleets")).to_have_text("1")
    expect(count(page, "Sparta", "greece-fleets")).to_have_text("0")


@pytest.mark.parametrize("frame", ["portrait-fr", "landscape-en"])
def test_what_the_map_forbids_is_not_offered(page, site, frame):
    lang = start(page, site, frame)
    to_your_operation(page)
    step = step_of(page)
    city(page, "Korinthos").click()
    city(page, "Delphi").click()  # no road through the empty Thebai
    expect(page.get_by_test_id("move-bar")).to_contain_text(WORDS[lang]["reach"])
    expect(page.locator("#e300-move")).to_have_count(0)
    # No port in Korinthos: no fleets row.
    city(page, "Thebai").click()
    expect(page.get_by_test_id("move-fleets")).to_have_count(0)
    page.get_by_test_id("move-cancel").click()
    assert step_of(page) == step
    # "Correct Korinthos" opens the editor instead of a move.
    city(page, "Korinthos").click()
    page.get_by_test_id("move-edit").click()
    expect(page.locator("#e300-editor")).to_have_attribute("data-city", "Korinthos")


@pytest.mark.parametrize("frame", ["landscape-en", "embed-fr"])
def test_a_move_into_persian_units_is_a_battle_then_your_operation_goes_on(page, site, frame):
    lang = start(page, site, frame)
    to_your_operation(page)
    # Athenai's army and fleet sail to Abydos, where PERS.IA has fleets and armies.
    city(page, "Athenai").click()
    city(page, "Abydos").click()
    page.get_by_test_id("move-armies-1").click()
    answer(page, "move-confirm")
    expect(page.locator("#prompt.prompt-numbers")).to_be_visible()  # the naval battle first
    expect(page.locator(".e300-map [data-city=Abydos] .battle-mark")).to_have_count(1)
    answer(page, "numbers-confirm")  # PERS.IA's fleets win: the prompt started there
    expect(page.get_by_test_id("choice-0")).to_have_text(WORDS[lang]["done"])


@pytest.mark.parametrize("frame", ["portrait-fr", "embed-en"])
def test_your_supply_is_proposed_and_the_marker_moves(page, site, frame):
    lang = start(page, site, frame)
    answer(page, "choice-0")
    answer(page, "numbers-confirm")
    expect(page.get_by_test_id("hand-greece")).to_contain_text("6")  # six cards drawn, counted
    die(page, "1")
    answer(page, "choice-1")  # you pass too: supply
    # PERS.IA's removals and yours in one prompt (engine 4), yours under PERS.IA's: one tap
    # (those proposed at 0 under the fold « Corriger d'autres cités »)
    expect(page.locator("#prompt.prompt-numbers [data-counter^=num-greece_]")).not_to_have_count(0)
    before = step_of(page)
    answer(page, "numbers-confirm")
    assert step_of(page) == before + 1
    expect(page.locator("#prompt.prompt-numbers")).to_have_count(0)
    expect(page.locator("#instruction")).to_contain_text(WORDS[lang]["marker"])
    expect(page.locator("#instruction")).to_contain_text(WORDS[lang]["campaign4"])
    expect(page.locator(".e300-track.campaign")).to_have_attribute("data-campaign", "4")
    expect(page.locator("#val-num-score")).to_have_count(0)


@pytest.mark.parametrize("frame", ["portrait-fr", "landscape-en", "embed-fr"])
def test_a_city_edited_twice_counts_every_tap_and_nothing_moves(page, site, frame):
    start(page, site, frame, seed="edit")
    armies = count(page, "Athenai", "greece-armies")
    was = int(armies.text_content())
    for _ in range(2):
        city(page, "Athenai").click()
        plus = page.get_by_test_id("Athenai-greece-armies-plus")
        done = page.get_by_test_id("e300-editor-close")
        before = (place(page, plus), place(page, done))
        plus.click()
        # the "not yet saved" line had its place already: the buttons stayed put
        assert (place(page, plus), place(page, done)) == before
        plus.click()
        answer(page, "e300-editor-close")
    expect(armies).to_have_text(str(was + 4))
