"""Mars Attacks in the browser, in French and in English: figures placed on the 8 × 8
board by tapping, an AI card drawn by the app and one tapped in, the chosen Martian's
shot resolved with the dice tool (kill, then a panic test), an undo, a reload, the end of
the round with reinforcements on a random edge; then a round without the board, where
the bot asks in the card's words; and the dice tools on their own.

The seed is picked so that the virtual deck's first card is "left sector · closest":
every later card is tapped in and every die entered, so each step is known in advance."""

import re

import pytest
from playwright.sync_api import expect

from helpers import enter_dice, next_step, open_app, start_game, step_of, wait_ready
from solobots.ma import game

TEXT = {
    "fr": {"objective": "peut gagner des PV ce tour-ci", "target": "Trouvez la cible de Fantassin Martien avec Fusil Désintégrateur (C6)",
           "shoot": "Faites viser puis tirer", "kill": "Retirez Sergent US", "panic": "Panique",
           "fallen": "couchez Civil (C3)", "tor": "Général Tor (F7) n’a pas encore agi",
           "invasion": "Mettez en jeu toutes les cartes Soutien", "round_end": "Terminez le round 1",
           "reinforce": "Placez la nouvelle figurine martienne en H6", "round2": "Round 2",
           "which": "dans le secteur gauche (colonnes A à C)",
           "shoot_nb": "Voit-il un ennemi à portée (portée 1–4)", "hand": "Main martienne\u202f: jouez une carte qui aide"},
    "en": {"objective": "score VP this turn", "target": "Find the target of Martian Trooper with Disintegrator (C6)",
           "shoot": "aim, then shoot", "kill": "Remove US Sergeant", "panic": "Panic",
           "fallen": "lay Civilian (C3) down", "tor": "General Tor (F7) has not acted yet",
           "invasion": "Put every Support card of the Martian hand into play", "round_end": "End round 1",
           "reinforce": "Place the new Martian figure on H6", "round2": "Round 2",
           "which": "in the left sector (columns A to C)",
           "shoot_nb": "Does it see an enemy within range (range 1–4)", "hand": "Martian hand: play a card that helps"},
}


def seed_with_first_card(card):
    for i in range(1000):
        state = game.apply(game.setup({}, str(i)), {"type": "answer", "value": "start"})
        if state["deck"]["draw"][0] == card:
            return str(i)
    raise AssertionError("no seed")


def acted(page, fn):
    """Do something that sends one engine action, and wait for the table to redraw."""
    before = step_of(page)
    fn()
    next_step(page, before)


def enter_one(page, face):
    """A single die: a tap on its face (and on Confirm where the pad asks for it)."""
    before = step_of(page)
    page.locator(f".face-buttons [data-face='{face}']").click()
    confirm = page.get_by_test_id("dice-confirm")
    if confirm.count() and confirm.is_visible() and confirm.is_enabled():
        confirm.click()
    next_step(page, before)


def choice(page, i):
    acted(page, lambda: page.get_by_test_id(f"choice-{i}").click())


def choose_text(page, text):
    acted(page, lambda: page.locator("#prompt .choices button", has_text=text).first.click())


def place(page, profile, square):
    page.locator(f".pal[data-profile={profile}]").click()
    acted(page, lambda: page.locator(f".ma-mat rect[data-square={square}]").click())
    # The profile stays picked (a second tap keeps it); "stop placing" lets go.
    page.locator(f".pal[data-profile={profile}]").click()
    expect(page.locator(f".pal[data-profile={profile}]")).to_have_attribute("aria-pressed", "true")
    page.get_by_test_id("ma-stop-placing").click()


def token(page, profile):
    return page.locator(f".ma-mat .token[data-profile={profile}]")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_round_with_the_board(page, site, lang):
    words = TEXT[lang]
    open_app(page, site.url, f"?lang={lang}")
    start_game(page, "ma", seed=seed_with_first_card("left_closest"))
    instruction = page.locator("#instruction")
    expect(page.locator(".ma-settings")).to_be_visible()  # sectors and deck shown at set-up
    expect(page.locator(".ma-mat .band")).to_have_count(3)

    for profile, square in [("us_sergeant", "C3"), ("civilian", "C3"), ("martian_disintegrator", "C6"),
                            ("general_tor", "F7")]:
        place(page, profile, square)
    expect(page.locator(".ma-mat .token")).to_have_count(4)

    choice(page, 0)  # start the battle
    choice(page, 0)  # my turn is over: the app draws the first AI card, left sector, closest
    expect(page.get_by_test_id("ma-deck")).to_contain_text("21")
    expect(instruction).to_contain_text(words["objective"])
    expect(page.locator(".ma-mat .token.actor")).to_have_attribute("data-profile", "martian_disintegrator")
    choice(page, 1)  # no objective
    expect(instruction).to_contain_text(words["target"])
    expect(page.locator(".ma-mat .token.candidate")).to_have_count(2)
    choice(page, 0)  # the sergeant, nearest with a clear shot (BRAVE: no second question)
    expect(instruction).to_contain_text(words["shoot"])
    expect(page.locator("#prompt")).to_contain_text(words["hand"])
    choice(page, 1)  # my own dice: the dice tool opens on its form
    expect(page.locator(".ma-tool")).to_be_visible()
    expect(page.get_by_test_id("stat-attacker")).to_contain_text("4+")

    acted(page, lambda: enter_dice(page, ["4", "4", "4", "1", "1"]))
    acted(page, lambda: enter_dice(page, ["1", "1", "1"]))
    expect(instruction).to_contain_text(words["kill"])
    expect(page.get_by_test_id("successes-attacker")).to_contain_text("3")
    expect(token(page, "us_sergeant")).to_have_count(0)
    enter_one(page, "2")  # the civilian's panic test: then the test leaves, its result in view
    expect(instruction).to_contain_text(words["panic"])
    expect(instruction).to_contain_text(words["fallen"])  # the panic result names who goes down
    expect(token(page, "civilian")).to_have_class(re.compile(r"\bpanicked\b"))
    expect(page.locator(".ma-tool.shown")).to_be_visible()

    # The second card is a physical one, tapped in: switch the deck in the settings.
    acted(page, lambda: page.get_by_test_id("ma-settings-open").click())
    acted(page, lambda: page.get_by_test_id("deck-physical").click())
    acted(page, lambda: page.get_by_test_id("ma-settings-close").click())
    choose_text(page, "Invasion")
    expect(instruction).to_contain_text(words["invasion"])

    # Undo, then play it again; then a reload keeps everything.
    step = step_of(page)
    acted(page, lambda: page.click("#undo"))
    assert step_of(page) == step - 1
    expect(instruction).not_to_contain_text(words["invasion"])
    choose_text(page, "Invasion")
    choice(page, 0)  # done: the player's turn
    text = instruction.inner_text()
    page.reload()
    wait_ready(page)
    expect(page.locator(".table-screen")).to_be_visible()
    expect(instruction).to_have_text(text)
    expect(page.locator(".ma-mat .token")).to_have_count(3)
    expect(page.locator(".ma-mat .token.activated")).to_have_count(1)

    # End of the round: General Tor has not acted, the app names him first; then markers
    # off, and the reinforcement question at once.
    expect(page.get_by_test_id("choice-1")).to_be_enabled()
    choice(page, 1)
    expect(instruction).to_contain_text(words["tor"])
    choice(page, 1)  # end the round anyway
    expect(instruction).to_contain_text(words["round_end"])
    expect(page.locator(".ma-mat .token.activated")).to_have_count(0)
    choice(page, 0)  # yes, « Les Renforts Arrivent ! »
    acted(page, lambda: enter_dice(page, ["7", "6"]))
    expect(instruction).to_contain_text(words["reinforce"])
    expect(page.locator(".ma-mat rect[data-square=H6].hl")).to_have_count(1)
    choice(page, 0)  # an infantry leader enters
    expect(page.locator(".ma-mat .token[data-profile=martian_leader]")).to_have_count(1)
    choice(page, 1)  # no other reinforcement
    choice(page, 0)  # you start round 2
    expect(page.locator(".ma-turn")).to_contain_text(words["round2"])


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_round_without_the_board(page, site, lang):
    words = TEXT[lang]
    open_app(page, site.url, f"?lang={lang}")
    page.get_by_test_id("new-ma").click()
    page.locator("#opt-deck_mode-physical").check(force=True)
    page.locator("#opt-use_board").uncheck(force=True)
    page.locator("#opt-objectives").uncheck(force=True)
    page.click("#start-game")
    expect(page.locator(".ma-note")).to_be_visible()
    expect(page.locator(".ma-mat .token")).to_have_count(0)
    instruction = page.locator("#instruction")
    choice(page, 0)  # start
    choice(page, 0)  # my turn is over
    choice(page, 0)  # card: left sector, closest
    expect(instruction).to_contain_text(words["which"])
    choice(page, 2)  # a disintegrator trooper
    choice(page, 1)  # not in contact
    expect(page.locator("#prompt")).to_contain_text(words["shoot_nb"])
    choice(page, 0)  # it sees one
    choice(page, 1)  # resolved at the table
    choose_text(page, "Invasion")
    choice(page, 0)
    expect(page.get_by_test_id("choice-0")).to_be_visible()
    assert page.locator(".table-screen").get_attribute("data-game") == "ma"


def test_the_dice_tools_alone(page, site):
    open_app(page, site.url)
    start_game(page, "ma_tools", seed="7")
    choice(page, 0)  # shooting test
    page.select_option("[data-testid=tool-attacker]", "deke")
    expect(page.get_by_test_id("stat-attacker")).to_contain_text("3+")
    # A long profile name is shown whole on its list's face, wrapped, never cut off.
    face = page.get_by_test_id("tool-defender-name")
    expect(face).to_have_text("Fantassin Martien avec Fusil Désintégrateur")
    assert face.evaluate("e => e.scrollWidth <= e.clientWidth && e.closest('.side-pick').scrollWidth"
                         " <= e.closest('.side-pick').clientWidth")
    acted(page, lambda: page.get_by_test_id("tool-aim").click())
    expect(page.get_by_test_id("stat-attacker")).to_contain_text("4")
    acted(page, lambda: enter_dice(page, ["3", "3", "1", "1"]))
    acted(page, lambda: enter_dice(page, ["6", "1", "1"]))
    # 2 successes against 1 + ARMOUR: the armour saves the trooper, who is panicked.
    expect(page.locator("#instruction")).to_contain_text("ARMURE")
    choice(page, 0)  # another tool
    choice(page, 3)  # scatter
    acted(page, lambda: page.locator(".ma-mat.mini rect[data-square=D4]").click())
    enter_one(page, "2")
    expect(page.locator(".ma-mat.mini rect[data-square=D5].tool-hl")).to_have_count(1)
    expect(page.locator(".ma-mat.mini .scatter-arrow")).to_have_count(1)


SAUCER = {"fr": "Soucoupe volante", "en": "Flying saucer"}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_saucer_profile_placed_and_picked_by_a_big_gun_card(page, site, lang):
    """Issue 13: the saucer from its template (numbers confirmed), placed, then a "Gros
    Flingue" card picks it over a nearer trooper; the profile is kept for later games and
    offered at the next setup."""
    open_app(page, site.url, f"?lang={lang}")
    start_game(page, "ma", choices={"deck_mode": "physical"})
    page.get_by_test_id("ma-profiles-open").click()
    page.get_by_test_id("prof-template-saucer").click()
    expect(page.locator("dialog.sheet")).to_contain_text(SAUCER[lang])
    expect(page.get_by_test_id("prof-save")).to_be_disabled()  # its numbers are to be checked first
    page.locator("label[for=prof-confirm]").click()
    acted(page, lambda: page.get_by_test_id("prof-save").click())
    expect(page.locator(".pal[data-profile=c1]")).to_contain_text(SAUCER[lang])

    for profile, square in [("c1", "F7"), ("martian_disintegrator", "G6"), ("us_rifleman", "F3")]:
        place(page, profile, square)
    expect(token(page, "c1")).to_have_count(1)
    choice(page, 0)  # start the battle
    choice(page, 0)  # my turn is over
    choice(page, 8)  # the card tapped in: right sector, Big Gun
    expect(token(page, "c1")).to_have_class(re.compile(r"\bactor\b"))
    expect(page.locator("#instruction")).to_contain_text(SAUCER[lang])
    choice(page, 1)  # no objective: it shoots, the target listed with its real distance
    expect(page.get_by_test_id("choice-0")).to_contain_text("F3")
    expect(page.get_by_test_id("choice-0")).to_contain_text("4,0" if lang == "fr" else "4.0")

    # The profile was kept for later games: the next setup offers it.
    lib = page.evaluate("() => JSON.parse(localStorage.getItem('solobots:pref:ma.library'))")
    assert lib["profiles"][0]["template"] == "saucer"
    page.click("#open-menu")
    page.locator("dialog.sheet .menu-actions button", has_text=re.compile("Nouvelle partie|New game")).click()
    page.locator("dialog.sheet .btn.danger").click()
    expect(page.get_by_test_id("ma-library-setup")).to_contain_text(SAUCER[lang])
    page.click("#start-game")
    expect(page.locator(".pal[data-profile=c1]")).to_contain_text(SAUCER[lang])


def test_the_player_turn_marks_activations_with_one_tap(page, site):
    """Issue 13: a tap on one of the player's figures marks it activated; its shot through
    the square panel's shortcut opens the dice tool with it as the attacker; the panic
    result names who goes down; Roll again sits in the tool, not beside Continue."""
    open_app(page, site.url, "?lang=en")
    start_game(page, "ma", choices={"deck_mode": "physical"})
    for profile, square in [("deke", "B2"), ("us_rifleman", "C2"), ("martian_disintegrator", "B5"),
                            ("general_tor", "B5")]:
        place(page, profile, square)
    page.get_by_test_id("ma-add").click()  # done adding: the palette closes
    choice(page, 0)  # start the battle
    acted(page, lambda: page.locator(".ma-mat rect[data-square=C2]").click())
    expect(page.locator(".ma-mat .token.activated")).to_have_count(1)
    expect(page.locator(".ma-square")).to_be_visible()
    page.locator(".ma-mat rect[data-square=B2]").click()
    acted(page, lambda: page.get_by_test_id("shoot-with-f1").click())
    expect(page.locator(".ma-tool")).to_be_visible()
    # The defender is the board's nearest enemy already (issue 22): the trooper in B5.
    expect(page.get_by_test_id("defender-fig-f3")).to_have_attribute("aria-pressed", "true")
    acted(page, lambda: enter_dice(page, ["6", "6", "6"]))
    acted(page, lambda: enter_dice(page, ["1", "1", "1"]))
    enter_one(page, "2")  # General Tor's panic die
    expect(page.locator("#instruction")).to_contain_text("General Tor")
    expect(page.locator(".d8-named figcaption")).to_contain_text("General Tor")
    expect(token(page, "general_tor")).to_have_class(re.compile(r"\bfallen\b"))
    expect(page.locator(".ma-mat .token.activated")).to_have_count(2)
    # Resolved, the test leaves at once: the turn goes on, the result stays in view.
    expect(page.locator(".ma-tool.shown")).to_be_visible()
    expect(page.get_by_test_id("tool-again")).to_have_count(0)
    expect(page.get_by_test_id("choice-0")).to_contain_text("Turn over")


def test_the_palette_keeps_its_pick_and_sits_by_the_board(page, site):
    """Issue 11: a tapped profile stays picked until another is tapped (a second tap keeps
    it); once the palette is closed a tap on a square places nothing; the page does not open
    scrolled; in a picture box wider than tall the panel sits beside the board."""
    open_app(page, site.url, "?lang=fr")
    start_game(page, "ma", choices={"deck_mode": "physical"})
    assert page.evaluate("window.scrollY") == 0
    sergeant, civilian = page.locator(".pal[data-profile=us_sergeant]"), page.locator(".pal[data-profile=civilian]")
    sergeant.click()
    acted(page, lambda: page.locator(".ma-mat rect[data-square=C3]").click())
    sergeant.click()  # a second tap: still picked
    expect(sergeant).to_have_attribute("aria-pressed", "true")
    acted(page, lambda: page.locator(".ma-mat rect[data-square=D3]").click())
    expect(token(page, "us_sergeant")).to_have_count(2)
    civilian.click()  # another pick moves the choice
    expect(civilian).to_have_attribute("aria-pressed", "true")
    expect(sergeant).to_have_attribute("aria-pressed", "false")
    expect(page.locator(".pal[aria-pressed=true]")).to_have_count(1)
    if page.evaluate("(() => { const p = document.querySelector('.picture'); const b = p.getBoundingClientRect();"
                     " return getComputedStyle(p).containerType === 'size' && b.width > b.height; })()"):
        mat = page.locator(".ma-mat").bounding_box()
        panel = page.get_by_test_id("ma-panel").bounding_box()
        assert panel["x"] >= mat["x"] + mat["width"] - 1
    page.get_by_test_id("ma-add").click()  # done adding: the palette closes, the pick with it
    expect(page.locator(".ma-palette")).to_have_count(0)
    choice(page, 0)  # start the battle
    here = step_of(page)
    page.locator(".ma-mat rect[data-square=F5]").click()
    expect(page.locator(".ma-square")).to_be_visible()
    assert step_of(page) == here
    expect(page.locator(".ma-mat .token")).to_have_count(2)
