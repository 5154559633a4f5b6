"""Terraforming Mars (solo) in the browser: cards that do what they say. From an imported
game (oxygen 13 %, 4 oceans), the player plays Power Plant, Lava Flows (its tile on a
volcano), Birds (an animal from its blue action, another from its counter, VP counted),
and Capital (refused for want of energy production, played once it is raised); the bot
says what each card does before it is paid for."""

import json

from playwright.sync_api import expect

from helpers import next_step, open_app, show_tm_pane, step_of, wait_ready
from solobots.core.session import Session
from solobots.tm import tiles


def wait_step_after(page, before):
    next_step(page, before)


def tap(page, locator):
    before = step_of(page)
    locator.click()
    wait_step_after(page, before)


def prepared_save():
    """CrediCor, 10 cards kept, then oxygen raised to 13 % and 4 oceans placed with the
    card-effect buttons, and 150 M€ on the counter."""
    session = Session("tm", {"card_order": "default"}, "cards")
    for action in ({"type": "reveal", "values": {"c1": 12, "c2": 20, "c3": 5, "c4": 9}},
                   *[{"type": "neutral_next"}] * 4, {"type": "corporation", "corp": "R08"},
                   {"type": "buy", "values": {"count": 10}}):
        session.act(action)
    for _ in range(13):
        session.act({"type": "raise", "param": "oxygen", "steps": 1})
    for _ in range(4):
        session.act({"type": "tile", "tile": "ocean"})
        session.act({"type": "place", "space": tiles.legal_spaces(session.state, session.state["pending"][0])[0]})
    session.act({"type": "set", "counter": "mc", "value": 150})
    assert session.state["globals"]["oxygen"] == 13 and session.state["globals"]["oceans"] == 4
    return session


def open_save(page, site, session, lang):
    record = {"format": "solobots-record", "id": "tm-cards", "game": "tm", "core": session.to_save()}
    open_app(page, site.url, f"?lang={lang}")
    with page.expect_file_chooser() as fc:
        page.click("#import-btn")
    fc.value.set_files(files=[{"name": "tm.json", "mimeType": "application/json",
                               "buffer": json.dumps(record).encode("utf-8")}])
    page.locator(".save-item").first.get_by_test_id("resume").click()
    wait_ready(page)


def pick(page, text, cid):
    """Open the card list ("Play a card", the first answer) unless it is open, find a card."""
    if not page.locator(".tm-picker").count():
        tap(page, page.locator("#prompt .choices button").first)
    page.fill("#tm-card-search", text)
    page.locator(f"#tm-matches .tm-card[data-card='{cid}']").click()
    expect(page.locator(f".tm-preview[data-card='{cid}']")).to_be_visible()


def test_cards_do_what_they_say(page, site):
    session = prepared_save()
    open_save(page, site, session, "fr")
    instruction = page.locator("#instruction")
    energy = page.locator("#val-prod_energy")
    expect(energy).to_have_text("0")

    # Power Plant: the bot says it, the energy production goes up by itself.
    pick(page, "power plant", "141")
    expect(page.get_by_test_id("tm-does")).to_have_text("+1 énergie en production")
    tap(page, page.get_by_test_id("tm-play-confirm"))
    expect(energy).to_have_text("1")
    expect(instruction).to_contain_text("production d'énergie à 1")

    # Lava Flows: +2 temperature steps, its tile on a volcano only.
    temperature = page.locator(".tm-gauge[data-gauge=temperature]")
    before = int(temperature.get_attribute("data-value"))
    pick(page, "lava", "140")
    expect(page.get_by_test_id("tm-does")).to_contain_text("+2 paliers de température")
    expect(page.get_by_test_id("tm-does")).to_contain_text("sur un volcan")
    tap(page, page.get_by_test_id("tm-play-confirm"))
    expect(temperature).to_have_attribute("data-value", str(before + 4))
    legal = sorted(page.locator(".tm-map .hex.legal").evaluate_all("els => els.map(e => e.dataset.space)"))
    assert legal and set(legal) <= {"09", "14", "21", "29"}
    tap(page, page.get_by_test_id(f"space-{legal[0]}"))
    expect(page.locator(f".tm-map .hex[data-space='{legal[0]}']")).to_have_class(
        "hex type-land volcanic tile-special owner-player")

    # Birds: the neutral opponent loses the plant production (VII-B 4); an animal from its
    # blue action, another from its counter, each a VP.
    pick(page, "birds", "072")
    solo = page.get_by_test_id("tm-does").locator("li", has_text="adversaire neutre")
    expect(solo.locator(".rule-chip")).to_contain_text("TM VII-B 4")
    tap(page, page.get_by_test_id("tm-play-confirm"))
    birds = page.locator(".tm-inplay-card[data-card='072']")
    show_tm_pane(page, "inplay")
    expect(birds.locator("#val-res-072")).to_have_text("0")
    tap(page, page.get_by_test_id("tm-action-072"))
    expect(birds.locator("#val-res-072")).to_have_text("1")
    expect(page.get_by_test_id("tm-vp-072")).to_have_attribute("data-vp", "1")
    expect(page.get_by_test_id("tm-action-072")).to_be_disabled()
    expect(birds.locator(".tm-used")).to_have_text("utilisée cette génération")
    tap(page, birds.get_by_test_id("res-072-plus"))
    expect(page.get_by_test_id("tm-vp-072")).to_have_attribute("data-vp", "2")
    expect(page.get_by_test_id("tm-score-now")).to_contain_text("cartes")

    # Capital: refused with 1 energy production (it needs 2), played once it is raised.
    pick(page, "capital", "008")
    expect(page.get_by_test_id("tm-blocked")).to_contain_text("production d'énergie d'au moins 2 (vous avez 1)")
    here = step_of(page)
    page.get_by_test_id("tm-play-confirm").click()
    expect(page.locator("#toast")).to_contain_text("Capital · 008 ne peut pas être jouée")
    assert step_of(page) == here
    tap(page, page.get_by_test_id("prod_energy-plus"))
    expect(energy).to_have_text("2")
    pick(page, "capital", "008")
    expect(page.get_by_test_id("tm-blocked")).to_have_count(0)
    mc_prod = int(page.locator("#val-prod_mc").inner_text())
    tap(page, page.get_by_test_id("tm-play-confirm"))
    expect(energy).to_have_text("0")
    expect(page.locator("#val-prod_mc")).to_have_text(str(mc_prod + 5))
    expect(page.locator(".tm-board")).to_have_attribute("data-pending", "city")
    expect(birds.get_by_test_id("res-072-plus")).to_be_disabled()  # the city comes first
    space = page.locator(".tm-map .hex.legal").first.get_attribute("data-space")
    tap(page, page.get_by_test_id(f"space-{space}"))
    expect(page.locator(f".tm-map .hex[data-space='{space}']")).to_have_class("hex type-land tile-city owner-player")

    # An undo takes the city back, and the card with it one step further.
    page.click("#undo")
    expect(page.locator(".tm-board")).to_have_attribute("data-pending", "city")
    page.click("#undo")
    expect(energy).to_have_text("2")


def test_the_cards_in_play_in_english(page, site):
    session = prepared_save()
    session.act({"type": "play", "card": "072"})
    session.act({"type": "use_action", "card": "072"})
    open_save(page, site, session, "en")
    show_tm_pane(page, "inplay")
    birds = page.locator(".tm-inplay-card[data-card='072']")
    expect(birds).to_contain_text("Birds")
    expect(birds.locator(".tm-type")).to_have_text("B")
    expect(birds).to_contain_text("blue card (action or effect)")  # the letter's words, for screen readers
    expect(page.get_by_test_id("tm-action-072")).to_have_attribute(
        "aria-label", "Action already used this generation, card Birds · 072: action: +1 animal on this card")
    expect(page.get_by_test_id("tm-score-now")).to_contain_text("If the game ended now")


def test_the_card_panels_pass_axe_in_both_themes(browser, site):
    from test_accessibility import audit

    session = prepared_save()
    for action in ({"type": "play", "card": "141"}, {"type": "play", "card": "072"}, {"type": "use_action", "card": "072"},
                   {"type": "play", "card": "033"}, {"type": "play", "card": "062"}):
        session.act(action)
    context = browser.new_context(bypass_csp=True, viewport={"width": 1180, "height": 820}, locale="fr-FR")
    page = context.new_page()
    open_save(page, site, session, "fr")
    pick(page, "capital", "008")
    for theme in ("light", "dark"):
        page.emulate_media(color_scheme=theme)
        audit(page, f"tm cards in play and preview ({theme})")
    context.close()


def test_cards_are_named_and_found_as_printed_in_the_players_edition(page, site):
    """Issue 32: the card list, the chosen card, the cards in play and the final score name
    each card as the French edition prints it, with its number; the search finds it by that
    name, by its English name or by its number, case and accents aside."""
    session = prepared_save()
    session.act({"type": "play", "card": "072"})
    open_save(page, site, session, "fr")
    show_tm_pane(page, "inplay")
    expect(page.locator(".tm-inplay-card[data-card='072'] .tm-inplay-name")).to_have_text("Oiseaux · 072")
    tap(page, page.locator("#prompt .choices button").first)  # "Play a card"
    for query in ("station", "Station spatiale", "SPACE STATION", "025", "25", "n° 25", "spatiale station"):
        page.fill("#tm-card-search", query)
        expect(page.locator("#tm-matches .tm-card[data-card='025']")).to_have_count(1)
    expect(page.locator("#tm-matches .tm-card[data-card='025'] .tm-card-name")).to_have_text("Station Spatiale · 025")
    page.fill("#tm-card-search", "reseau ferre")  # Réseau Ferré Martien, accents left out
    expect(page.locator("#tm-matches .tm-card")).to_have_count(1)
    expect(page.locator("#tm-matches .tm-card-name")).to_have_text("Réseau Ferré Martien · 007")
    page.locator("#tm-matches .tm-card").click()
    expect(page.locator(".tm-chosen-name")).to_have_text("Réseau Ferré Martien · 007")
    page.fill("#tm-card-search", "capital")  # printed under its English name in French
    expect(page.locator("#tm-matches .tm-card[data-card='008'] .tm-card-name")).to_have_text("Capital · 008")
