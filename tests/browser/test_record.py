"""Beyond one game: the player's record and its chart, the play logged in BG Stats, a game
moved to another device by a link, and the bot read aloud."""

import json
import re
import urllib.parse

from playwright.sync_api import expect

from helpers import current_record, open_app, start_game, step_of, tap, wait_ready

KOTD = {"first": "player", "autobot_monster": "meka_dragon", "difficulty": "hard"}
MEKA_DRAGON_LIFE = 12


def win_kotd(page, seed="42"):
    """A King of Tokyo: Duel game won at once: the player brings Autobot's life to 0."""
    start_game(page, "kotd", KOTD, seed=seed)
    for _ in range(MEKA_DRAGON_LIFE):
        page.get_by_test_id("autobot_life-minus").click()
    page.get_by_test_id("choice-0").click()  # issue 21: "Autobot is out of lives: end the game?"
    expect(page.locator("#game-over")).to_be_visible()


def bgstats_data(page):
    href = page.locator("#log-bgstats").get_attribute("href")
    assert href.startswith("bgstats://app.bgstatsapp.com/createPlay.html?data=")
    return json.loads(urllib.parse.unquote(href.split("?data=", 1)[1]))


def test_finish_a_game_then_log_it_in_bg_stats_field_by_field(page, site):
    open_app(page, site.url)
    win_kotd(page)
    data = bgstats_data(page)
    record = current_record(page)
    assert data["sourceName"] == "Solobots" and data["sourcePlayId"] == record["id"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", data["playDate"])
    assert isinstance(data["durationMin"], int) and data["durationMin"] >= 1
    game = data["game"]
    assert game["name"] == "King of Tokyo: Duel" and game["sourceGameId"] == "solobots-kotd"
    assert game["noPoints"] is True and game["highestWins"] is True
    me, bot = data["players"]
    assert (me["name"], me["winner"], me["rank"], me["startPlayer"]) == ("Moi", True, 1, True)
    assert (bot["name"], bot["winner"], bot["rank"], bot["startPlayer"]) == ("Autobot", False, 2, False)
    assert "score" not in me and "score" not in bot
    # The bot's difficulty and monster are in the notes.
    assert "Difficile" in data["comments"] and "Meka Dragon" in data["comments"]
    expect(page.locator(".bgstats-box .hint")).to_contain_text("BG Stats")
    # No BG Stats here: the page stays, and the button says what it does.
    page.click("#log-bgstats")
    expect(page.locator("dialog.sheet")).to_contain_text("BG Stats ne semble pas installé", timeout=10_000)
    expect(page.locator("#bgstats-web")).to_have_attribute("href", re.compile(r"^https://app\.bgstatsapp\.com/createPlay\.html\?data="))


def test_the_record_counts_the_game_and_charts_it(page, site):
    open_app(page, site.url)
    win_kotd(page)
    played_id = current_record(page)["id"]
    page.click("#open-menu")
    page.click("#menu-home")
    page.click("#open-record")
    expect(page.locator("#record[data-tab=all] [data-stat=played] .stat-value")).to_have_text("1")
    expect(page.locator("#record [data-stat=won] .stat-value")).to_have_text("1")
    expect(page.locator("#record [data-stat=rate] .stat-value")).to_contain_text("100")
    page.locator(".record-tabs [data-tab=kotd]").click()
    expect(page.locator("#record[data-tab=kotd]")).to_be_visible()
    expect(page.locator("table[data-by=difficulty] tr[data-value=hard] td").first).to_have_text("1")
    expect(page.locator("table[data-by=monster] tr[data-value=meka_dragon]")).to_have_count(1)
    # The chart is drawn, and the same numbers are a table for screen readers.
    expect(page.locator("#record-chart canvas")).to_have_count(1)
    expect(page.locator("#record-chart")).to_have_attribute("data-drawn", "1")
    expect(page.locator("#record-series-table tbody tr")).to_have_count(1)
    expect(page.locator("#record-series-table tbody td").nth(1)).to_have_text("1")
    expect(page.locator("#record-streaks")).to_contain_text("1 victoire")
    # A finished game opens its log, and its final screen, from the record.
    page.locator(f"[data-record='{played_id}'] [data-testid=record-log]").click()
    expect(page.locator("#log-list li").first).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#game-over")).to_be_visible()


def test_the_record_in_english_and_dark(page, site):
    open_app(page, site.url, "?lang=en")
    page.emulate_media(color_scheme="dark")
    page.click("#open-record")
    expect(page.locator("#record-empty")).to_contain_text("No games yet")
    assert "⟦" not in page.locator("main").inner_text()


def share_link(page):
    page.click("#open-menu")
    page.click("#share-game")
    expect(page.locator("#share-link")).to_have_value(re.compile(r"#share=1\.[A-Za-z0-9_-]+$"))
    expect(page.locator(".qr-box svg.qr")).to_have_count(1)
    link = page.locator("#share-link").input_value()
    page.keyboard.press("Escape")
    return link


def test_a_shared_game_continues_on_another_device(page, site, browser_type, browser_type_launch_args, tmp_path):
    open_app(page, site.url)
    start_game(page, "kotd", {**KOTD, "first": "autobot"}, seed="share-me")
    tap(page, page.get_by_test_id("roll-for-me"))
    tap(page, page.get_by_test_id("roll-for-me"))
    step = step_of(page)
    link = share_link(page)
    mine = current_record(page)["core"]
    # Another device: a second browser profile that has never seen the game.
    other = browser_type.launch_persistent_context(str(tmp_path / "profile"), **browser_type_launch_args,
                                                   viewport={"width": 820, "height": 1180}, locale="fr-FR")
    try:
        theirs = other.pages[0] if other.pages else other.new_page()
        theirs.goto(link)
        wait_ready(theirs)
        expect(theirs.locator(".table-screen")).to_have_attribute("data-step", str(step), timeout=60_000)
        expect(theirs.locator("#toast")).to_contain_text("même point")
        assert "#share" not in theirs.url  # the game left the address bar once kept
        received = current_record(theirs)
        assert received["imported"] is True and received["id"] != current_record(page)["id"]
        assert received["core"]["checksum"] == mine["checksum"] and received["core"]["actions"] == mine["actions"]
        # Both carry on with the same step: the same game, to the same checksum.
        tap(theirs, theirs.get_by_test_id("roll-for-me"))
        tap(page, page.get_by_test_id("roll-for-me"))
        assert current_record(theirs)["core"]["checksum"] == current_record(page)["core"]["checksum"]
        # The same link opened again does not make a second copy of an unchanged game.
        theirs.goto(link)
        wait_ready(theirs)
        expect(theirs.locator(".table-screen")).to_have_attribute("data-step", str(step), timeout=60_000)
        theirs.goto(link)
        wait_ready(theirs)
        expect(theirs.locator("#toast")).to_contain_text("déjà sur cet appareil")
        assert len(theirs.evaluate("window.solobots.store.allRecords()")) == 2
    finally:
        other.close()


def test_a_damaged_link_is_refused_with_a_message(page, site):
    open_app(page, site.url)
    start_game(page, "kotd", KOTD, seed="7")
    link = share_link(page)
    body = link.split("#share=1.", 1)[1]
    # Cut short, then characters no link has: refused before the engine reads anything.
    for bad in (body[: len(body) // 2], body[:-3] + "*!*"):
        page.goto(site.url + "index.html#share=1." + bad)
        expect(page.locator("#storage-banner")).to_contain_text("abîmé ou incomplet")
    # Whole and well formed, but edited: the engine's replay refuses the checksum.
    edited = page.evaluate("""async (link) => {
        const share = await import("./web/js/share.js");
        const read = await share.readLink(link.slice(link.indexOf("#")));
        const record = read.value;
        record.core.checksum = "0".repeat(64);
        return share.linkFor(record);
    }""", link)
    page.goto(edited)
    wait_ready(page)
    expect(page.locator("#storage-banner")).to_contain_text("somme de contrôle")
    assert len(page.evaluate("window.solobots.store.allRecords()")) == 1


SPEECH_STUB = """
window.__spoken = [];
window.__voices = %s;
window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
Object.defineProperty(window, "speechSynthesis", { configurable: true, value: {
  getVoices: () => window.__voices,
  speak: (u) => window.__spoken.push({ text: u.text, lang: u.lang }),
  cancel: () => {},
  addEventListener: () => {},
} });
"""


def test_the_bot_read_aloud(page, site):
    page.add_init_script(SPEECH_STUB % '[{"lang": "fr-FR", "name": "Amélie"}]')
    open_app(page, site.url)
    start_game(page, "kotd", {**KOTD, "first": "autobot"}, seed="speak")
    expect(page.locator("#speak-repeat")).to_have_count(0)  # off by default
    page.click("#open-menu")
    page.click("#speech-toggle")
    expect(page.locator("#speech-toggle")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#speech-note")).to_have_text("")
    page.keyboard.press("Escape")
    # A bot step that changes the instruction is spoken, in French, as the screen says it.
    tap(page, page.get_by_test_id("roll-for-me"))
    instruction = page.locator("#instruction").inner_text()
    page.wait_for_function("window.__spoken.length === 1")
    spoken = page.evaluate("window.__spoken")
    assert spoken == [{"text": instruction, "lang": "fr-FR"}]
    # The player's own taps say nothing: a counter, an undo.
    page.get_by_test_id("player_life-minus").click()
    expect(page.locator(".table-screen")).to_have_attribute("data-step", str(step_of(page)))
    page.wait_for_timeout(1200)
    tap(page, "#undo")
    page.wait_for_timeout(300)
    assert len(page.evaluate("window.__spoken")) == 1
    # "Repeat" says the instruction on the screen again.
    page.click("#speak-repeat")
    page.wait_for_function("window.__spoken.length === 2")
    assert page.evaluate("window.__spoken[1].text") == page.locator("#instruction").inner_text()
    # Remembered: after a reload the switch is still on.
    page.reload()
    wait_ready(page)
    expect(page.locator("#speak-repeat")).to_have_count(1)


def test_no_voice_for_the_language_says_so(page, site):
    page.add_init_script(SPEECH_STUB % '[{"lang": "de-DE", "name": "Anna"}]')
    open_app(page, site.url, "?lang=en")
    start_game(page, "kotd", KOTD, seed="mute")
    page.click("#open-menu")
    page.click("#speech-toggle")
    expect(page.locator("#speech-note")).to_contain_text("no English voice")
