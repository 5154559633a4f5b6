"""King of Tokyo: Duel in the browser: a whole game to a victory, rolled and entered
dice, undo across Autobot's turn, and a reload in the middle of Autobot's turn."""

from playwright.sync_api import expect

from helpers import engine_call, enter_dice, next_step, open_app, start_game, step_of, tap, wait_ready

OPTIONS = {"first": "autobot", "player_monster": "the_king", "autobot_monster": "meka_dragon", "difficulty": "normal"}


def turn(page):
    return page.locator(".turn-line").get_attribute("data-turn")


def answer(page):
    """Answer the current prompt the quick way (roll for me, confirm, first choice)."""
    before = step_of(page)
    for tid in ("roll-for-me", "numbers-confirm", "choice-0"):
        button = page.get_by_test_id(tid)
        if button.count() and button.is_enabled():
            button.click()
            next_step(page, before)
            return tid
    raise AssertionError("no prompt to answer")


def finish_autobot_turn(page, limit=15):
    for _ in range(limit):
        if turn(page) == "player" or page.locator("#game-over").count():
            return
        answer(page)
    raise AssertionError("Autobot's turn did not end")


def test_whole_game_to_a_victory(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", OPTIONS, seed="2024")
    expect(page.locator("#instruction")).to_contain_text("Meka Dragon")
    expect(page.get_by_test_id("bot-life")).to_have_text("12")
    expect(page.get_by_test_id("player-life")).to_have_text("15")

    # Roll 1 by the app, roll 2 entered from physical dice: the tray shows exactly them.
    page.get_by_test_id("roll-for-me").click()
    expect(page.locator("#dice-tray .die")).to_have_count(6)
    expect(page.locator(".rule-chip").first).to_contain_text("Autobot A")
    count = int(page.locator(".dice-pad").get_attribute("data-count") or 0) if page.locator(".dice-pad").count() else 0
    if count:
        enter_dice(page, ["smash"] * count)
        expect(page.locator("#dice-tray .die-smash")).not_to_have_count(0)
    finish_autobot_turn(page)

    # Every bot line of the log cites its rule.
    page.click("#open-log")
    bot_lines = page.locator("#log-list li.log-bot")
    expect(bot_lines.first).to_be_visible()
    for i in range(bot_lines.count()):
        expect(bot_lines.nth(i).locator(".rule-chip")).to_have_count(1)
    page.keyboard.press("Escape")

    # Play on: end each player's turn, let Autobot play, until someone wins; the
    # player's own turn sets Autobot's life to 0 when the game drags on (the app asks
    # once whether that ends the game).
    for _ in range(12):
        if page.locator("#game-over").count():
            break
        if turn(page) == "player":
            life = int(page.get_by_test_id("bot-life").inner_text())
            if life <= 4:
                for _ in range(life):
                    page.get_by_test_id("autobot_life-minus").click()
                expect(page.get_by_test_id("choice-0")).to_contain_text("Terminer la partie")
                page.get_by_test_id("choice-0").click()
                expect(page.locator("#game-over")).to_be_visible()
                break
            page.get_by_test_id("autobot_life-minus").click()
            expect(page.locator("#val-autobot_life")).to_have_text(str(life - 1))
            expect(page.get_by_test_id("bot-life")).to_have_text(str(life - 1))
            tap(page, page.get_by_test_id("end-turn"))
        finish_autobot_turn(page)
    over = page.locator("#game-over")
    expect(over).to_be_visible()
    expect(over).to_contain_text("gagné")
    expect(page.locator("#prompt.prompt-none")).to_have_count(1)
    # The game can be undone past its end.
    page.click("#undo")
    expect(page.locator("#game-over")).to_have_count(0)
    page.click("#redo")
    expect(page.locator("#game-over")).to_be_visible()
    # the write goes on in the background after the screen is drawn: wait for it
    # (the undo's and the redo's writes go one after the other: a read between them finds
    # the undo's, so the stored game is read once the screen says "saved")
    page.wait_for_function("""async () => document.getElementById('save-state').dataset.state === 'saved'
      && (await window.solobots.store.listSaves())[0].over === true""", polling=200)


def test_undo_across_an_autobot_turn(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", OPTIONS, seed="17")
    start = step_of(page)
    finish_autobot_turn(page)
    assert turn(page) == "player"
    player_step = step_of(page)
    life = page.get_by_test_id("player-life").inner_text()
    while step_of(page) > start:
        tap(page, "#undo")
    assert turn(page) == "autobot"
    expect(page.get_by_test_id("player-life")).to_have_text("15")
    expect(page.get_by_test_id("roll-for-me")).to_be_visible()
    while step_of(page) < player_step:
        tap(page, "#redo")
    assert turn(page) == "player"
    expect(page.get_by_test_id("player-life")).to_have_text(life)


def test_reload_in_the_middle_of_autobots_turn(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", OPTIONS, seed="555")
    page.get_by_test_id("roll-for-me").click()
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "1")
    tray = page.locator("#dice-tray").inner_html()
    prompt = page.locator("#prompt .prompt-msg").inner_text()
    page.reload()
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "1")
    wait_ready(page)
    expect(page.get_by_test_id("roll-for-me")).to_be_enabled()
    assert page.locator("#dice-tray").inner_html() == tray
    assert page.locator("#prompt .prompt-msg").inner_text() == prompt
    page.get_by_test_id("roll-for-me").click()
    expect(page.locator(".table-screen")).to_have_attribute("data-step", "2")


def test_english_table(page, site):
    open_app(page, site.url, "?lang=en")
    start_game(page, "kotd", OPTIONS, seed="9")
    expect(page.get_by_test_id("roll-for-me")).to_have_text("Roll for me")
    page.get_by_test_id("roll-for-me").click()
    expect(page.locator(".rule-chip").first).to_contain_text("Autobot A")
    assert "⟦" not in page.locator("main").inner_text()


def test_roll_headlines_and_the_early_stop_on_screen(page, site):
    """Issue 11: the headline names the coming roll (a tap is never "ignored"), and an
    early stop (every die kept after roll 1 or 2, A · NB) is said on screen."""
    open_app(page, site.url)
    start_game(page, "kotd", OPTIONS, seed="headline")
    instruction = page.locator("#instruction")
    enter_dice(page, ["energy"] * 6)
    expect(instruction).to_contain_text("Lancer 2 sur 3")
    enter_dice(page, ["energy"] * 6)
    expect(instruction).to_contain_text("Lancer 3 sur 3")
    enter_dice(page, ["smash"] * 6)
    expect(page.locator("#dice-tray .die")).to_have_count(6)
    expect(page.locator("#dice-tray")).to_contain_text("tous comptent")
    # A new turn of Autobot after the player's: six smashes on roll 1 stop it at once.
    finish_autobot_turn(page)
    tap(page, page.get_by_test_id("end-turn"))  # "End turn without dice"
    enter_dice(page, ["smash"] * 6)
    expect(instruction).to_contain_text("arrête de lancer")
    expect(page.locator(".bot-says .instruction-row .rule-chip, #instruction ~ .rule-chip").first).to_contain_text("A · NB")
    expect(page.locator("#dice-tray")).to_contain_text("lancer 1 sur 3")
    # The log the page receives reads like a game record: round and turn headings.
    lines = engine_call(page, "log")["log"]
    heads = [(line["kind"], line["msg"]["key"]) for line in lines if line["kind"] in ("round", "turn")]
    assert heads[:4] == [("round", "kotd.log.round"), ("turn", "kotd.log.autobot_turn"),
                         ("turn", "kotd.log.player_turn"), ("round", "kotd.log.round")]
