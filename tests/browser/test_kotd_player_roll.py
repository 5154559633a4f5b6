"""King of Tokyo: Duel, your side of the table (issues 23 and 21), in both languages, at
both tablet sizes and in the 400 x 720 embed: your physical dice entered in 8 taps and
resolved by the usual rules, the app's dice kept and rerolled, the blocked-smash question
only with a blocking card, a win reached through the counters confirmed once; between two
taps nothing the finger aims at moves, and the Destruction track stays whole."""

import pytest
from playwright.sync_api import expect

from autoplay import fit_report
from helpers import next_step, step_of, wait_ready

OPTIONS = {"first": "autobot", "player_monster": "the_king", "autobot_monster": "meka_dragon", "difficulty": "normal"}
FRAMES = {"portrait-fr": (820, 1180, "fr", False), "landscape-en": (1180, 820, "en", False),
          "embed-fr": (400, 720, "fr", True), "embed-en": (400, 720, "en", True)}
WORDS = {"fr": {"smash": "retirez 2 PV à Autobot", "end_game": "Terminer la partie", "won": "gagné",
                "blocked": "Combien vos cartes en bloquent", "takes": "reçoit 6 baffes"},
         "en": {"smash": "take 2 life from Autobot", "end_game": "End the game", "won": "won",
                "blocked": "How many do your cards block", "takes": "takes 6 smashes"}}


def start(page, site, frame, seed):
    width, height, lang, embed = FRAMES[frame]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{site.url}index.html?lang={lang}" + ("&embed=1&game=kotd" if embed else ""))
    wait_ready(page)
    if not embed:
        page.get_by_test_id("new-kotd").click()
    for field, value in OPTIONS.items():
        page.locator(f"#opt-{field}-{value}").check(force=True)
    page.fill("#seed", seed)
    page.click("#start-game")
    expect(page.locator(".table-screen")).to_be_visible()
    return lang


def answer(page, target):
    before = step_of(page)
    (page.get_by_test_id(target) if isinstance(target, str) else target).click()
    next_step(page, before)


def to_my_turn(page):
    for _ in range(20):
        if page.locator(".turn-line").get_attribute("data-turn") == "player":
            return
        for tid in ("roll-for-me", "numbers-confirm", "choice-0"):
            button = page.locator("#prompt").get_by_test_id(tid)
            if button.count() and button.is_enabled():
                answer(page, button)
                break
    raise AssertionError("Autobot's turn did not end")


def numbers(page):
    return {"player": int(page.get_by_test_id("player-life").inner_text()),
            "bot": int(page.get_by_test_id("bot-life").inner_text()),
            "fame": int(page.locator(".track-wrap[data-track=fame]").get_attribute("data-pos")),
            "destruction": int(page.locator(".track-wrap[data-track=destruction]").get_attribute("data-pos"))}


def place(page, locator):
    """Where an element stands on the page (not the viewport: an embed may scroll)."""
    box = locator.bounding_box()
    scroll = page.evaluate("() => [scrollX, scrollY]")
    return (round(box["x"] + scroll[0]), round(box["y"] + scroll[1]), round(box["width"]), round(box["height"]))


@pytest.mark.parametrize("frame", list(FRAMES))
def test_your_physical_dice_in_eight_taps(page, site, frame):
    lang = start(page, site, frame, "your-dice")
    to_my_turn(page)
    was = numbers(page)
    pad = page.locator("#prompt .kotd-roll.enter")
    expect(pad).to_be_visible()
    if not FRAMES[frame][3]:
        assert fit_report(page)["outside"] == []
    watched = [pad.locator(".roll-faces [data-face=smash]"), page.get_by_test_id("dice-confirm"),
               page.locator(".track-wrap[data-track=destruction]")]
    start_places = [place(page, w) for w in watched]
    taps = 0
    for face in ["smash", "smash", "heart", "fame", "fame", "fame"]:
        pad.locator(f".roll-faces [data-face={face}]").click()
        taps += 1
        # nothing the finger aims at moved, and the Destruction track kept its box
        assert [place(page, w) for w in watched] == start_places, face
    assert page.locator("#prompt [data-testid=entered] .entered-die").count() == 6
    # once faces are entered, confirming is the main answer
    expect(page.get_by_test_id("dice-confirm")).to_have_class("btn big primary")
    answer(page, "dice-confirm")
    taps += 1
    now = numbers(page)
    assert now == {"player": min(15, was["player"] + 1), "bot": was["bot"] - 2,
                   "fame": was["fame"] - 1, "destruction": was["destruction"]}
    did = page.locator("#bot-did")
    expect(did).to_contain_text(WORDS[lang]["smash"])
    expect(page.locator("#dice-tray.final .die")).to_have_count(6)
    answer(page, "choice-0")  # End my turn
    taps += 1
    assert taps == 8
    expect(page.locator(".turn-line")).to_have_attribute("data-turn", "autobot")


@pytest.mark.parametrize("frame", ["portrait-fr", "embed-en"])
def test_the_apps_dice_kept_and_rerolled(page, site, frame):
    start(page, site, frame, "app-dice")
    to_my_turn(page)
    was = numbers(page)
    answer(page, page.locator("#prompt").get_by_test_id("roll-for-me"))
    dice = page.locator("#prompt .kotd-roll.keep .keep-die")
    expect(dice).to_have_count(6)
    kept = [dice.nth(i).get_attribute("data-face") for i in (0, 1)]
    dice.nth(0).click()
    dice.nth(1).click()
    expect(dice.nth(0)).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("roll-for-me")).to_contain_text("4")
    answer(page, page.locator("#prompt").get_by_test_id("roll-for-me"))
    dice = page.locator("#prompt .kotd-roll.keep .keep-die")
    assert [dice.nth(i).get_attribute("data-face") for i in (0, 1)] == kept
    expect(dice.nth(0)).to_have_attribute("aria-pressed", "true")  # kept dice stay kept
    faces = [dice.nth(i).get_attribute("data-face") for i in range(6)]
    answer(page, "resolve-now")
    now = numbers(page)
    assert now["bot"] == max(0, was["bot"] - faces.count("smash"))
    assert now["player"] == min(15, was["player"] + faces.count("heart"))
    for token in ("fame", "destruction"):
        n = faces.count(token)
        assert now[token] == (max(-7, was[token] - (n - 2)) if n >= 3 else was[token])
    expect(page.locator("#dice-tray.final .die")).to_have_count(6)


@pytest.mark.parametrize("frame", ["landscape-en", "embed-fr"])
def test_a_win_through_the_counters_is_confirmed_once(page, site, frame):
    lang = start(page, site, frame, "claim")
    to_my_turn(page)
    for _ in range(numbers(page)["destruction"] + 4):
        page.get_by_test_id("destruction-minus").click()
    expect(page.locator(".track-wrap[data-track=destruction]")).to_have_attribute("data-pos", "-4")
    # Fame stepped one space at a time through your spotlight: no end in the middle.
    for pos in range(numbers(page)["fame"] - 1, -4, -1):
        answer(page, "fame-minus")
        expect(page.locator(".track-wrap[data-track=fame]")).to_have_attribute("data-pos", str(pos))
    expect(page.locator("#game-over")).to_have_count(0)
    end = page.locator("#prompt").get_by_test_id("choice-0")
    expect(end).to_have_text(WORDS[lang]["end_game"])
    for pos in (-4, -5, -6):
        answer(page, "fame-minus")
        expect(page.locator(".track-wrap[data-track=fame]")).to_have_attribute("data-pos", str(pos))
    # Out of the spotlight (space 6): the question goes, your roll is back.
    expect(page.locator("#prompt .kotd-roll.enter")).to_be_visible()
    answer(page, "fame-minus")
    expect(end).to_have_text(WORDS[lang]["end_game"])
    answer(page, end)
    over = page.locator("#game-over")
    expect(over).to_be_visible()
    expect(over).to_contain_text(WORDS[lang]["won"])


@pytest.mark.parametrize("frame", ["portrait-fr", "landscape-en"])
def test_the_blocked_smash_question_only_with_a_blocking_card(page, site, frame):
    lang = start(page, site, frame, "block")
    # Autobot's six smashes, entered: no blocking card, no question.
    for _ in range(6):
        page.locator("#prompt .face-buttons [data-face=smash]").click()
    answer(page, "dice-confirm")
    expect(page.locator("#prompt .prompt-msg")).to_contain_text(WORDS[lang]["takes"])
    expect(page.locator("#prompt.prompt-choice")).to_be_visible()
    # Say you hold a card that blocks: the question comes.
    answer(page, "blockers-plus")
    expect(page.locator("#prompt .prompt-msg")).to_contain_text(WORDS[lang]["blocked"])
    expect(page.locator("#val-num-blocked")).to_have_text("0")
    page.get_by_test_id("num-blocked-plus").click()
    was = int(page.get_by_test_id("player-life").inner_text())
    answer(page, "numbers-confirm")
    expect(page.get_by_test_id("player-life")).to_have_text(str(was - 5))


@pytest.mark.parametrize("frame", ["portrait-fr", "landscape-en", "embed-en"])
def test_entering_autobots_dice_never_grows_the_panel(page, site, frame):
    """Issue 21: the Destruction track is whole and keeps its box while Autobot's dice are entered."""
    start(page, site, frame, "autobot-dice")
    track = page.locator(".track-wrap[data-track=destruction]")
    confirm = page.get_by_test_id("dice-confirm")
    face = page.locator("#prompt .face-buttons [data-face=energy]")
    before = [place(page, track), place(page, confirm), place(page, face)]
    if not FRAMES[frame][3]:
        assert fit_report(page)["outside"] == []
    for _ in range(6):
        face.click()
        assert [place(page, track), place(page, confirm), place(page, face)] == before
    if not FRAMES[frame][3]:
        box, picture = track.bounding_box(), page.locator("#picture").bounding_box()
        assert box["y"] + box["height"] <= picture["y"] + picture["height"] + 1  # not cut
